//! A draft league: the managers draft their squads in one match of the game, then play a
//! round robin between the drafted squads (one leg). Which games draft, and how many managers
//! a draft takes, is the game's: the bot checks the settings against it.

use serde::{Deserialize, Serialize};
use touchline_i18n::{say, Lang, Message};
use touchline_options::{Chosen, OptionSpec, Values};

use super::{round_robin_fixtures, Bracketed, GameFit, Next, RoundRobin, Rules, Season, Stage, Standing, Start, Unfit};
use super::{SIDES, WORDS};
use crate::{LeagueError, Preset, TieBreak};

/// A draft league's most managers, whatever its game (a draft is one match of the game).
pub const MOST_MANAGERS: u32 = 8;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DraftLeague {
    /// It starts with exactly this many managers; `None` until the game's draft decides it.
    pub managers: Option<u32>,
}

impl Rules for DraftLeague {
    const NAME: &'static str = "draft_league";
    const LABEL: &'static str = "draft-league";
    const IS_LEAGUE: bool = false;
    const STAGES: &'static [Stage] = &[Stage::LEAGUE];
    const OPTIONS: &'static [OptionSpec] = &[OptionSpec {
        key: "managers",
        noun: "number of managers",
        help: "Draft league: how many managers draft (default: as many as the game's draft takes).",
        values: Values::Number { min: SIDES as u32, max: MOST_MANAGERS },
        default: "",
    }];
    const BRACKETED: Bracketed = Bracketed::Never;

    fn from_chosen(chosen: &Chosen) -> Result<Self, Message> {
        Ok(DraftLeague { managers: chosen.maybe_number("managers") })
    }

    fn describe(&self, lang: Lang) -> String {
        match self.managers {
            Some(managers) => say!(WORDS, lang, "draft-league-of", managers = managers),
            None => say!(WORDS, lang, "draft-league"),
        }
    }

    fn entrants(&self) -> (usize, Option<usize>) {
        match self.managers {
            Some(m) => (m as usize, Some(m as usize)),
            None => (SIDES, None),
        }
    }

    fn drafts(&self) -> bool {
        true
    }

    /// A drafted table is ranked as the game's rulebook says, when it says.
    fn tiebreak(&self, rulebook: bool) -> TieBreak {
        match rulebook {
            true => TieBreak::Rulebook,
            false => TieBreak::Preset(Preset::Football),
        }
    }

    /// As many managers as the game's draft takes at most, unless told otherwise; a number the
    /// draft does not take, or a game without one, does not fit.
    fn fit(&self, game: GameFit) -> Result<Self, Unfit> {
        let Some((fewest, most)) = game.draft_managers else { return Err(Unfit::NoDraft) };
        let managers = self.managers.unwrap_or(most as u32);
        match (fewest..=most).contains(&(managers as usize)) {
            true => Ok(DraftLeague { managers: Some(managers) }),
            false => Err(Unfit::Managers { fewest, most }),
        }
    }

    fn start(&self, _season: &Season) -> Result<Start, LeagueError> {
        Ok(Start::Draft)
    }

    /// Once drafted, a single round robin between the squads.
    fn standing(&self, season: &Season) -> Result<Standing, LeagueError> {
        ONCE_ROUND.standing(season)
    }

    fn next(&self, season: &Season, standing: &Standing) -> Result<Next, LeagueError> {
        if season.fixtures.is_empty() {
            // The fixtures come once the draft has shared the squads out.
            return match season.drafted {
                true => Ok(Next::fixtures(round_robin_fixtures(season.entrants, 1, Stage::LEAGUE, None)?)),
                false => Ok(Next::WAIT),
            };
        }
        ONCE_ROUND.next(season, standing)
    }
}

/// The league a draft league plays once its squads are drafted.
const ONCE_ROUND: RoundRobin = RoundRobin { legs: 1 };
