//! Tie-break criteria and the named presets leagues choose from.
//!
//! A [`Chain`] lists criteria in the order they are tried; [`crate::table`] does the ranking.
//! Presets have stable ids because leagues store them, and the draw of lots is computed here
//! from a seed so a table never changes between two looks at it.

use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use crate::{invalid, Entrant, LeagueError};

/// One way of ordering teams. Every criterion ranks the larger value first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Criterion {
    Points,
    GoalDifference,
    GoalsFor,
    Wins,
    /// Points from the matches among the teams still level only.
    HeadToHeadPoints,
    HeadToHeadGoalDifference,
    HeadToHeadGoalsFor,
    /// Sum of the final points of every opponent met.
    Buchholz,
    /// Sum over meetings of points earned times that opponent's final points.
    SonnebornBerger,
    /// A seeded draw: the last resort, and always applied when nothing else separates.
    Lots,
}

impl Criterion {
    /// Short text for organisers, used in tables ("decided by …") and preset descriptions.
    pub fn label(&self) -> &'static str {
        match self {
            Criterion::Points => "points",
            Criterion::GoalDifference => "goal difference",
            Criterion::GoalsFor => "goals scored",
            Criterion::Wins => "wins",
            Criterion::HeadToHeadPoints => "head-to-head points",
            Criterion::HeadToHeadGoalDifference => "head-to-head goal difference",
            Criterion::HeadToHeadGoalsFor => "head-to-head goals",
            Criterion::Buchholz => "Buchholz",
            Criterion::SonnebornBerger => "Sonneborn-Berger",
            Criterion::Lots => "drawing of lots",
        }
    }

    /// Whether the criterion looks only at the matches among the teams being separated.
    pub fn is_head_to_head(&self) -> bool {
        matches!(
            self,
            Criterion::HeadToHeadPoints | Criterion::HeadToHeadGoalDifference | Criterion::HeadToHeadGoalsFor
        )
    }
}

/// Criteria in the order they are tried. The draw of lots ends every chain, listed or not.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Chain {
    pub criteria: Vec<Criterion>,
    /// UEFA style: when a head-to-head criterion splits a tied group, the teams still level start
    /// again from the chain's first head-to-head criterion, on a mini-table of only them.
    pub reapply_head_to_head: bool,
}

impl Chain {
    /// The criteria as actually applied: up to the first `Lots`, with `Lots` added if missing
    /// (anything after `Lots` could never be reached).
    pub fn effective(&self) -> Vec<Criterion> {
        let mut out: Vec<Criterion> = self.criteria.iter().copied().take_while(|c| *c != Criterion::Lots).collect();
        out.push(Criterion::Lots);
        out
    }

    /// The applied criteria as one line of text, e.g. "points, goal difference, drawing of lots".
    pub fn describe(&self) -> String {
        self.effective().iter().map(Criterion::label).collect::<Vec<_>>().join(", ")
    }
}

impl Default for Chain {
    fn default() -> Self {
        Preset::Football.chain()
    }
}

impl Chain {
    /// A chain of these criteria in this order, head-to-head not re-applied (a rulebook's own
    /// order, say).
    pub fn of(criteria: Vec<Criterion>) -> Chain {
        Chain { criteria, reapply_head_to_head: false }
    }
}

/// The tie-break chains a league can pick by name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Preset {
    /// Overall goal difference before head-to-head, as in most domestic leagues.
    Football,
    /// Head-to-head before goal difference, re-applied UEFA style.
    HeadToHeadFirst,
    /// For Swiss events: strength of the opponents met comes first.
    Swiss,
}

impl Preset {
    pub const ALL: [Preset; 3] = [Preset::Football, Preset::HeadToHeadFirst, Preset::Swiss];

    /// Stable id, stored in the database: never change one.
    pub fn name(&self) -> &'static str {
        match self {
            Preset::Football => "football",
            Preset::HeadToHeadFirst => "head-to-head-first",
            Preset::Swiss => "swiss",
        }
    }

    /// Reads an id as [`Preset::name`] writes it, ignoring case and surrounding spaces.
    pub fn parse(s: &str) -> Result<Preset, LeagueError> {
        let wanted = s.trim();
        match Preset::ALL.iter().find(|p| p.name().eq_ignore_ascii_case(wanted)) {
            Some(p) => Ok(*p),
            None => {
                let names: Vec<&str> = Preset::ALL.iter().map(Preset::name).collect();
                invalid(format!("unknown tie-break preset \"{wanted}\"; choose one of: {}", names.join(", ")))
            }
        }
    }

    /// The preset's order of criteria in words.
    pub fn describe(&self) -> String {
        self.chain().describe()
    }

    pub fn chain(&self) -> Chain {
        use Criterion::*;
        let (criteria, reapply_head_to_head) = match self {
            Preset::Football => (
                vec![
                    Points,
                    GoalDifference,
                    GoalsFor,
                    HeadToHeadPoints,
                    HeadToHeadGoalDifference,
                    HeadToHeadGoalsFor,
                    Wins,
                    Lots,
                ],
                false,
            ),
            Preset::HeadToHeadFirst => (
                vec![
                    Points,
                    HeadToHeadPoints,
                    HeadToHeadGoalDifference,
                    HeadToHeadGoalsFor,
                    GoalDifference,
                    GoalsFor,
                    Lots,
                ],
                true,
            ),
            Preset::Swiss => (vec![Points, Buchholz, SonnebornBerger, GoalDifference, GoalsFor, Lots], false),
        };
        Chain { criteria, reapply_head_to_head }
    }
}

/// How a competition separates teams level on points: a named preset, or the order its game's
/// rulebook gives (which the competition's caller supplies).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum TieBreak {
    Preset(Preset),
    /// The game's own order, when its rulebook gives one.
    Rulebook,
}

impl TieBreak {
    /// Stable id, stored in the database: a preset's name, or `rulebook`.
    pub fn name(&self) -> &'static str {
        match self {
            TieBreak::Preset(p) => p.name(),
            TieBreak::Rulebook => "rulebook",
        }
    }

    /// Reads an id as [`TieBreak::name`] writes it, ignoring case and surrounding spaces.
    pub fn parse(s: &str) -> Result<TieBreak, LeagueError> {
        if s.trim().eq_ignore_ascii_case("rulebook") {
            return Ok(TieBreak::Rulebook);
        }
        Preset::parse(s).map(TieBreak::Preset).map_err(|_| {
            let names: Vec<&str> = Preset::ALL.iter().map(Preset::name).chain(["rulebook"]).collect();
            LeagueError::Invalid(format!("unknown tie-break \"{}\"; choose one of: {}", s.trim(), names.join(", ")))
        })
    }

    /// The chain applied: the preset's, or the rulebook's order (`rulebook`, from the game),
    /// falling back to the football preset for a game whose rulebook gives none.
    pub fn chain(&self, rulebook: Option<&[Criterion]>) -> Chain {
        match (self, rulebook) {
            (TieBreak::Preset(p), _) => p.chain(),
            (TieBreak::Rulebook, Some(criteria)) => Chain::of(criteria.to_vec()),
            (TieBreak::Rulebook, None) => Preset::Football.chain(),
        }
    }

    /// The order of criteria in words.
    pub fn describe(&self, rulebook: Option<&[Criterion]>) -> String {
        self.chain(rulebook).describe()
    }
}

/// Orders a group by the draw of lots. The result depends only on `seed` and the set of
/// entrants (not the order they are given in), so redrawing the same group gives the same order.
pub fn draw_lots(group: &[Entrant], seed: u64) -> Vec<Entrant> {
    let mut order = group.to_vec();
    order.sort_unstable();
    // A hand-written mix: std's hashers are allowed to change output between Rust releases.
    let mut key = splitmix64(seed);
    for &e in &order {
        key = splitmix64(key ^ e as u64);
    }
    let mut rng = ChaCha8Rng::seed_from_u64(key);
    // Fisher–Yates over raw ChaCha8 output, so the order cannot shift with a `rand` upgrade.
    for i in (1..order.len()).rev() {
        let j = below(&mut rng, i as u64 + 1) as usize;
        order.swap(i, j);
    }
    order
}

/// SplitMix64's finaliser: a fixed, well-spread 64-bit mix.
pub(crate) fn splitmix64(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// A uniform number in `0..bound` (`bound > 0`), rejecting the biased top of the range.
fn below(rng: &mut ChaCha8Rng, bound: u64) -> u64 {
    let zone = u64::MAX - u64::MAX % bound;
    loop {
        let x = rng.next_u64();
        if x < zone {
            return x % bound;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn preset_names_round_trip_and_parse_ignores_case() {
        for p in Preset::ALL {
            assert_eq!(Preset::parse(p.name()), Ok(p));
            assert_eq!(Preset::parse(&p.name().to_uppercase()), Ok(p));
        }
        assert_eq!(Preset::parse("  Swiss "), Ok(Preset::Swiss));
        let err = Preset::parse("uefa").unwrap_err().to_string();
        assert_eq!(err, "unknown tie-break preset \"uefa\"; choose one of: football, head-to-head-first, swiss");
        assert_eq!(TieBreak::parse(" Rulebook "), Ok(TieBreak::Rulebook));
        assert_eq!(TieBreak::parse("swiss"), Ok(TieBreak::Preset(Preset::Swiss)));
        let err = TieBreak::parse("uefa").unwrap_err().to_string();
        assert_eq!(err, "unknown tie-break \"uefa\"; choose one of: football, head-to-head-first, swiss, rulebook");
    }

    #[test]
    fn descriptions_list_the_chain_in_words() {
        assert_eq!(
            Preset::Football.describe(),
            "points, goal difference, goals scored, head-to-head points, head-to-head goal difference, \
             head-to-head goals, wins, drawing of lots"
        );
        let goals_first = [Criterion::Points, Criterion::GoalsFor, Criterion::GoalDifference];
        assert_eq!(
            TieBreak::Rulebook.describe(Some(&goals_first)),
            "points, goals scored, goal difference, drawing of lots",
            "a rulebook's order, with lots added at the end"
        );
        assert_eq!(TieBreak::Rulebook.chain(None), Preset::Football.chain(), "no rulebook order: football's");
        assert_eq!(TieBreak::Preset(Preset::Swiss).chain(Some(&goals_first)), Preset::Swiss.chain());
        assert!(Preset::HeadToHeadFirst.chain().reapply_head_to_head);
        assert!(!Preset::Football.chain().reapply_head_to_head);
    }

    #[test]
    fn every_chain_ends_in_lots_and_stops_there() {
        let bare = Chain { criteria: vec![Criterion::Points, Criterion::Wins], reapply_head_to_head: false };
        assert_eq!(bare.effective(), vec![Criterion::Points, Criterion::Wins, Criterion::Lots]);
        let early = Chain { criteria: vec![Criterion::Lots, Criterion::Points], reapply_head_to_head: false };
        assert_eq!(early.effective(), vec![Criterion::Lots]);
        for p in Preset::ALL {
            assert_eq!(p.chain().effective(), p.chain().criteria, "{} already ends in lots", p.name());
        }
    }

    #[test]
    fn head_to_head_criteria_are_exactly_the_three_mini_table_ones() {
        let h2h: Vec<Criterion> =
            Preset::Football.chain().criteria.into_iter().filter(|c| c.is_head_to_head()).collect();
        assert_eq!(
            h2h,
            vec![Criterion::HeadToHeadPoints, Criterion::HeadToHeadGoalDifference, Criterion::HeadToHeadGoalsFor]
        );
        assert!(!Criterion::Buchholz.is_head_to_head());
    }

    #[test]
    fn lots_ignore_input_order_and_depend_on_the_seed() {
        let group = [40, 10, 30, 20, 50];
        let drawn = draw_lots(&group, 7);
        assert_eq!(draw_lots(&[10, 20, 30, 40, 50], 7), drawn);
        let mut sorted = drawn.clone();
        sorted.sort();
        assert_eq!(sorted, vec![10, 20, 30, 40, 50], "a draw is a permutation");
        assert!((0..50).any(|seed| draw_lots(&group, seed) != drawn), "some other seed draws differently");
    }
}
