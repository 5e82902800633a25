//! A knockout: a seeded single-elimination bracket, ties of one or two legs.

use serde::{Deserialize, Serialize};
use touchline_i18n::{say, Lang, Message};
use touchline_options::{Chosen, OptionSpec, Values};

use super::{bracket, due_fixtures, Bracketed, Next, Rules, Season, Stage, Standing, Start, WORDS};
use crate::LeagueError;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Knockout {
    /// Legs a tie: 1, or 2 (home and away, a decider when level on aggregate).
    pub legs: u32,
}

/// A knockout tie's legs, in any format that ends in one.
pub(super) const LEGS: OptionSpec = OptionSpec {
    key: "legs",
    noun: "number of legs",
    help: "Knockout ties: 1 or 2 legs.",
    values: Values::Number { min: 1, max: 2 },
    default: "1",
};

impl Rules for Knockout {
    const NAME: &'static str = "knockout";
    const LABEL: &'static str = "knockout";
    const IS_LEAGUE: bool = false;
    const STAGES: &'static [Stage] = &[Stage::KNOCKOUT];
    const OPTIONS: &'static [OptionSpec] = &[LEGS];
    const BRACKETED: Bracketed = Bracketed::FromTheStart;

    fn from_chosen(chosen: &Chosen) -> Result<Self, Message> {
        Ok(Knockout { legs: chosen.number("legs") })
    }

    fn describe(&self, lang: Lang) -> String {
        match self.legs {
            1 => say!(WORDS, lang, "knockout-single"),
            legs => say!(WORDS, lang, "knockout-legs", legs = legs),
        }
    }

    fn start(&self, season: &Season) -> Result<Start, LeagueError> {
        let bracket = crate::knockout::Bracket::new(season.entrants.to_vec(), self.legs)?;
        Ok(Start::Fixtures { fixtures: due_fixtures(&bracket, Stage::KNOCKOUT, 0), groups: Vec::new() })
    }

    fn standing(&self, season: &Season) -> Result<Standing, LeagueError> {
        let bracket = bracket(season.entrants.to_vec(), self.legs, season.fixtures, Stage::KNOCKOUT)?;
        Ok(Standing { tables: Vec::new(), bracket: Some(bracket) })
    }

    fn next(&self, _season: &Season, standing: &Standing) -> Result<Next, LeagueError> {
        Ok(match &standing.bracket {
            Some(b) => match b.champion() {
                Some(champion) => Next::champion(Some(champion)),
                None => Next::fixtures(due_fixtures(b, Stage::KNOCKOUT, 0)),
            },
            None => Next::WAIT,
        })
    }
}
