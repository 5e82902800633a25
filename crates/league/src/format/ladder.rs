//! A ladder: the entrants stand on rungs in seed order, and every round each rung plays the one
//! next to it — the 1st and 2nd, the 3rd and 4th, … in odd rounds; the 2nd and 3rd, the 4th and
//! 5th, … in even ones, so that anyone can climb all the way. The upper rung is at home. When the
//! lower rung wins, the two swap; a draw or the upper rung's win leaves them. Whoever is on top
//! after the last round is the champion.
//!
//! Judgement calls: a draw favours the rung held (the challenger must win, as on most ladders);
//! the default length, one round fewer than the entrants, is the fewest in which the bottom rung
//! can reach the top; with two entrants every round is the same pairing. The table shows the
//! rungs in order, with each entrant's record beside them.

use serde::{Deserialize, Serialize};
use touchline_i18n::{say, Lang, Message};
use touchline_options::{Chosen, OptionSpec, Values};

use super::{Bracketed, Fixture, NewFixture, Next, Rules, Season, Shape, Stage, Standing, Start, WORDS};
use crate::{Entrant, LeagueError, Table};

/// The ladder's rounds.
pub const STAGE: Stage = Stage::new("ladder", Shape::Table);

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ladder {
    /// How many rounds; `None`: one fewer than the entrants.
    pub rounds: Option<u32>,
}

impl Ladder {
    /// The rounds a season of `entrants` plays.
    pub fn rounds_for(&self, entrants: usize) -> u32 {
        self.rounds.unwrap_or(entrants.saturating_sub(1).max(1) as u32)
    }
}

/// The rungs after every result so far: the seeds, with each round's wins by a lower rung
/// swapping the pair, round by round.
pub fn rungs(seeds: &[Entrant], fixtures: &[Fixture]) -> Vec<Entrant> {
    let mut ladder = seeds.to_vec();
    let mut played: Vec<&Fixture> = fixtures.iter().filter(|f| f.pairing.stage == STAGE).collect();
    played.sort_by_key(|f| (f.pairing.round, f.pairing.slot));
    for f in played {
        let Some(winner) = f.result.as_ref().and_then(|r| r.winner()) else { continue };
        let (Some(a), Some(b)) =
            (ladder.iter().position(|e| *e == f.pairing.home), ladder.iter().position(|e| *e == f.pairing.away))
        else {
            continue;
        };
        let (upper, lower) = (a.min(b), a.max(b));
        if ladder[lower] == winner {
            ladder.swap(upper, lower);
        }
    }
    ladder
}

/// Round `round`'s fixtures between neighbouring rungs.
fn pairings(ladder: &[Entrant], round: u32) -> Vec<NewFixture> {
    // Odd rounds pair from the top rung, even rounds from the second (but for two entrants,
    // who have only the one pairing).
    let offset = if round.is_multiple_of(2) && ladder.len() > 2 { 1 } else { 0 };
    ladder[offset..]
        .chunks_exact(2)
        .enumerate()
        .map(|(slot, pair)| NewFixture::in_round(STAGE, round, slot as u32, None, (pair[0], pair[1])))
        .collect()
}

impl Rules for Ladder {
    const NAME: &'static str = "ladder";
    const LABEL: &'static str = "ladder";
    const IS_LEAGUE: bool = false;
    const STAGES: &'static [Stage] = &[STAGE];
    const OPTIONS: &'static [OptionSpec] = &[OptionSpec {
        key: "rounds",
        noun: "number of rounds",
        help: "Ladder: how many rounds (default: one fewer than the entrants).",
        values: Values::Number { min: 1, max: 30 },
        default: "",
    }];
    const BRACKETED: Bracketed = Bracketed::Never;

    fn from_chosen(chosen: &Chosen) -> Result<Self, Message> {
        Ok(Ladder { rounds: chosen.maybe_number("rounds") })
    }

    fn describe(&self, lang: Lang) -> String {
        match self.rounds {
            Some(rounds) => say!(WORDS, lang, "ladder-rounds", rounds = rounds),
            None => say!(WORDS, lang, "ladder"),
        }
    }

    fn start(&self, season: &Season) -> Result<Start, LeagueError> {
        crate::check_entrants(season.entrants, 2, "a ladder")?;
        Ok(Start::Fixtures { fixtures: pairings(season.entrants, 1), groups: Vec::new() })
    }

    fn standing(&self, season: &Season) -> Result<Standing, LeagueError> {
        let records = season.ranking.table(season.entrants, season.fixtures, |f| f.pairing.stage == STAGE)?;
        let mut rows = Vec::with_capacity(records.rows.len());
        for (place, entrant) in rungs(season.entrants, season.fixtures).into_iter().enumerate() {
            let Some(row) = records.rows.iter().find(|r| r.entrant == entrant) else { continue };
            rows.push(crate::Row { position: place as u32 + 1, separated_by: None, ..row.clone() });
        }
        Ok(Standing { tables: vec![(None, Table { rows, lots: Vec::new() })], bracket: None })
    }

    fn next(&self, season: &Season, standing: &Standing) -> Result<Next, LeagueError> {
        if !season.all_played() {
            return Ok(Next::WAIT);
        }
        let ladder: Vec<Entrant> =
            standing.tables.first().map(|(_, t)| t.rows.iter().map(|r| r.entrant).collect()).unwrap_or_default();
        let last = season.last_round(STAGE);
        if last >= self.rounds_for(season.entrants.len()) {
            return Ok(Next::champion(ladder.first().copied()));
        }
        Ok(Next::fixtures(pairings(&ladder, last + 1)))
    }
}
