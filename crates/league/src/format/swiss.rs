//! Swiss: each round pairs entrants on a similar score who have not met; the table after the
//! last round names the champion. Its table is ranked by the Swiss tie-breaks (Buchholz first),
//! whatever the competition's own order.

use serde::{Deserialize, Serialize};
use touchline_i18n::{say, Lang, Message};
use touchline_options::{Chosen, OptionSpec, Values};

use super::{top, Bracketed, NewFixture, Next, Rules, Season, Stage, Standing, Start, WORDS};
use crate::schedule::Round;
use crate::swiss::{default_rounds, pair};
use crate::{Entrant, LeagueError, Preset, TieBreak};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Swiss {
    /// How many rounds; `None`: enough to find a winner (ceil(log2 n)).
    pub rounds: Option<u32>,
}

impl Swiss {
    /// The rounds a season of `entrants` plays.
    pub fn rounds_for(&self, entrants: usize) -> u32 {
        self.rounds.unwrap_or_else(|| default_rounds(entrants))
    }
}

/// A paired round as fixtures.
fn fixtures(round: &Round) -> Vec<NewFixture> {
    round
        .matches
        .iter()
        .enumerate()
        .map(|(slot, pair)| NewFixture::in_round(Stage::SWISS, round.number, slot as u32, None, *pair))
        .collect()
}

/// Entrants who sat out a round drawn so far (they had no fixture in it).
fn byes(season: &Season) -> Vec<Entrant> {
    let mut byes = Vec::new();
    for round in 1..=season.last_round(Stage::SWISS) {
        for &e in season.entrants {
            if !season.fixtures.iter().any(|f| f.pairing.round == round && f.pairing.involves(e)) {
                byes.push(e);
            }
        }
    }
    byes
}

impl Rules for Swiss {
    const NAME: &'static str = "swiss";
    const LABEL: &'static str = "Swiss";
    const IS_LEAGUE: bool = false;
    const STAGES: &'static [Stage] = &[Stage::SWISS];
    const OPTIONS: &'static [OptionSpec] = &[OptionSpec {
        key: "rounds",
        noun: "number of rounds",
        help: "Swiss: how many rounds (default: enough to find a winner).",
        values: Values::Number { min: 1, max: 15 },
        default: "",
    }];
    const BRACKETED: Bracketed = Bracketed::Never;

    fn from_chosen(chosen: &Chosen) -> Result<Self, Message> {
        Ok(Swiss { rounds: chosen.maybe_number("rounds") })
    }

    fn describe(&self, lang: Lang) -> String {
        match self.rounds {
            Some(rounds) => say!(WORDS, lang, "swiss-rounds", rounds = rounds),
            None => say!(WORDS, lang, "swiss"),
        }
    }

    /// Its own table's order, whatever the game's (what the standing ranks by).
    fn tiebreak(&self, _rulebook: bool) -> TieBreak {
        TieBreak::Preset(Preset::Swiss)
    }

    fn start(&self, season: &Season) -> Result<Start, LeagueError> {
        Ok(Start::Fixtures { fixtures: fixtures(&pair(1, season.entrants, &[], &[])?), groups: Vec::new() })
    }

    fn standing(&self, season: &Season) -> Result<Standing, LeagueError> {
        let chain = Preset::Swiss.chain();
        let table =
            season.ranking.table_by(&chain, season.entrants, season.fixtures, |f| f.pairing.stage == Stage::SWISS)?;
        Ok(Standing { tables: vec![(None, table)], bracket: None })
    }

    fn next(&self, season: &Season, standing: &Standing) -> Result<Next, LeagueError> {
        if !season.all_played() {
            return Ok(Next::WAIT);
        }
        let Some((_, table)) = standing.tables.first() else { return Ok(Next::WAIT) };
        let last = season.last_round(Stage::SWISS);
        if last >= self.rounds_for(season.entrants.len()) {
            return Ok(Next::champion(top(table)));
        }
        let order: Vec<Entrant> = table.rows.iter().map(|r| r.entrant).collect();
        let history: Vec<(Entrant, Entrant)> =
            season.fixtures.iter().map(|f| (f.pairing.home, f.pairing.away)).collect();
        let round = pair(last + 1, &order, &history, &byes(season))?;
        Ok(Next::fixtures(fixtures(&round)))
    }
}
