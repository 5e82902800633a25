//! Groups then knockout: the entrants drawn into groups by snake seeding, a round robin in each,
//! and the best of every group seeded into a knockout.

use serde::{Deserialize, Serialize};
use touchline_i18n::{say, Lang, Message};
use touchline_options::{Chosen, OptionSpec, Values};

use super::knockout::LEGS;
use super::{bracket, due_fixtures, round_robin_fixtures, Bracketed, Next, Rules, Season, Stage, Standing, Start};
use super::{SIDES, WORDS};
use crate::{Entrant, LeagueError, Table};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Groups {
    pub groups: u32,
    /// How many of each group go through to the knockout.
    pub qualifiers: u32,
    /// Legs of a group's round robin and of a knockout tie alike.
    pub legs: u32,
}

impl Rules for Groups {
    const NAME: &'static str = "groups";
    const LABEL: &'static str = "groups then knockout";
    const IS_LEAGUE: bool = false;
    const STAGES: &'static [Stage] = &[Stage::GROUP, Stage::KNOCKOUT];
    const OPTIONS: &'static [OptionSpec] = &[
        OptionSpec {
            key: "groups",
            noun: "number of groups",
            help: "Groups then knockout: how many groups.",
            values: Values::Number { min: 1, max: 8 },
            default: "2",
        },
        OptionSpec {
            key: "qualifiers",
            noun: "number of qualifiers",
            help: "Groups then knockout: how many go through from each group.",
            values: Values::Number { min: 1, max: 4 },
            default: "2",
        },
        LEGS,
    ];
    const BRACKETED: Bracketed = Bracketed::AfterGroups;

    fn from_chosen(chosen: &Chosen) -> Result<Self, Message> {
        Ok(Groups {
            groups: chosen.number("groups"),
            qualifiers: chosen.number("qualifiers"),
            legs: chosen.number("legs"),
        })
    }

    fn describe(&self, lang: Lang) -> String {
        say!(WORDS, lang, "groups", groups = self.groups, qualifiers = self.qualifiers)
    }

    fn entrants(&self) -> (usize, Option<usize>) {
        (SIDES * self.groups as usize, None)
    }

    fn start(&self, season: &Season) -> Result<Start, LeagueError> {
        let drawn = crate::groups::draw(season.entrants, self.groups)?;
        let (mut fixtures, mut groups) = (Vec::new(), Vec::new());
        for (g, members) in drawn.iter().enumerate() {
            groups.extend(members.iter().map(|m| (*m, g as u32)));
            fixtures.extend(round_robin_fixtures(members, self.legs, Stage::GROUP, Some(g as u32))?);
        }
        Ok(Start::Fixtures { fixtures, groups })
    }

    fn standing(&self, season: &Season) -> Result<Standing, LeagueError> {
        let mut tables = Vec::new();
        for g in 0..self.groups {
            let members: Vec<Entrant> = season.groups.iter().filter(|(_, in_g)| *in_g == g).map(|(e, _)| *e).collect();
            if members.is_empty() {
                continue;
            }
            let table = season
                .ranking
                .table(&members, season.fixtures, |f| f.pairing.stage == Stage::GROUP && f.pairing.group == Some(g))?;
            tables.push((Some(g), table));
        }
        let group_done = season.started
            && season.fixtures.iter().filter(|f| f.pairing.stage == Stage::GROUP).all(|f| f.result.is_some());
        let bracket = match group_done && !tables.is_empty() {
            true => {
                let finals: Vec<Table> = tables.iter().map(|(_, t)| t.clone()).collect();
                let seeds = crate::groups::qualifiers(&finals, self.qualifiers)?;
                Some(bracket(seeds, self.legs, season.fixtures, Stage::KNOCKOUT)?)
            }
            false => None,
        };
        Ok(Standing { tables, bracket })
    }

    fn next(&self, season: &Season, standing: &Standing) -> Result<Next, LeagueError> {
        let Some(b) = &standing.bracket else { return Ok(Next::WAIT) };
        if let Some(champion) = b.champion() {
            return Ok(Next::champion(Some(champion)));
        }
        Ok(Next::fixtures(due_fixtures(b, Stage::KNOCKOUT, season.last_round(Stage::GROUP))))
    }
}
