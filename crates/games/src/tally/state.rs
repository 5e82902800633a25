//! Tally's state and options.

use serde::{Deserialize, Serialize};

/// The most players at a table.
pub const MAX_SEATS: usize = 4;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Config {
    /// Rounds in a match.
    pub rounds: u8,
    /// Extra rounds, then lots, while the lead is shared at the end.
    pub result_needed: bool,
}

impl Default for Config {
    fn default() -> Self {
        Config { rounds: 3, result_needed: false }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tally {
    pub(crate) rounds: u8,
    pub(crate) result_needed: bool,
    /// Rounds revealed so far.
    pub(crate) round: u8,
    /// Each seat's secret pick for this round, until all are revealed.
    pub(crate) picks: Vec<Option<u8>>,
    pub(crate) goals: Vec<u16>,
    pub(crate) shootout: Option<Vec<u16>>,
    /// The picks of the last round revealed.
    pub(crate) last: Option<Vec<u8>>,
    pub(crate) over: bool,
}

impl Tally {
    pub fn new(config: &Config, seats: usize) -> Tally {
        Tally {
            rounds: config.rounds,
            result_needed: config.result_needed,
            round: 0,
            picks: vec![None; seats],
            goals: vec![0; seats],
            shootout: None,
            last: None,
            over: false,
        }
    }
}
