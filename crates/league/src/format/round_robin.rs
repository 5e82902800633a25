//! A round robin: everyone meets everyone, once or more (a league's season).

use serde::{Deserialize, Serialize};
use touchline_i18n::{say, Lang, Message};
use touchline_options::{Chosen, OptionSpec, Values};

use super::{round_robin_fixtures, top, Bracketed, Next, Rules, Season, Stage, Standing, Start, WORDS};
use crate::schedule::MAX_LEGS;
use crate::LeagueError;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundRobin {
    /// How many times each pair meets (home and away alternate by leg).
    pub legs: u32,
}

impl Rules for RoundRobin {
    const NAME: &'static str = "round_robin";
    const LABEL: &'static str = "round robin";
    const IS_LEAGUE: bool = true;
    const STAGES: &'static [Stage] = &[Stage::LEAGUE];
    const OPTIONS: &'static [OptionSpec] = &[OptionSpec {
        key: "legs",
        noun: "number of legs",
        help: "Legs: 1 = everyone once, 2 = home and away.",
        values: Values::Number { min: 1, max: MAX_LEGS },
        default: "2",
    }];
    const BRACKETED: Bracketed = Bracketed::Never;

    fn from_chosen(chosen: &Chosen) -> Result<Self, Message> {
        Ok(RoundRobin { legs: chosen.number("legs") })
    }

    fn describe(&self, lang: Lang) -> String {
        match self.legs {
            1 => say!(WORDS, lang, "round-robin-once"),
            2 => say!(WORDS, lang, "round-robin-double"),
            legs => say!(WORDS, lang, "round-robin-legs", legs = legs),
        }
    }

    fn start(&self, season: &Season) -> Result<Start, LeagueError> {
        let fixtures = round_robin_fixtures(season.entrants, self.legs, Stage::LEAGUE, None)?;
        Ok(Start::Fixtures { fixtures, groups: Vec::new() })
    }

    fn standing(&self, season: &Season) -> Result<Standing, LeagueError> {
        let table = season.ranking.table(season.entrants, season.fixtures, |f| f.pairing.stage == Stage::LEAGUE)?;
        Ok(Standing { tables: vec![(None, table)], bracket: None })
    }

    fn next(&self, season: &Season, standing: &Standing) -> Result<Next, LeagueError> {
        Ok(match season.all_played() {
            true => Next::champion(standing.tables.first().and_then(|(_, t)| top(t))),
            false => Next::WAIT,
        })
    }
}
