//! A Tally match written down.

use serde::{Deserialize, Serialize};

use super::state::{Tally, MAX_SEATS};
use crate::game::{PositionError, Written};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TallyPosition {
    pub rounds: u8,
    pub result_needed: bool,
    pub round: u8,
    /// One per seat: this round's secret pick, if made.
    pub picks: Vec<Option<u8>>,
    pub goals: Vec<u16>,
    pub shootout: Option<Vec<u16>>,
    pub last: Option<Vec<u8>>,
    pub over: bool,
}

impl Written for Tally {
    type Position = TallyPosition;

    fn to_position(&self) -> TallyPosition {
        TallyPosition {
            rounds: self.rounds,
            result_needed: self.result_needed,
            round: self.round,
            picks: self.picks.clone(),
            goals: self.goals.clone(),
            shootout: self.shootout.clone(),
            last: self.last.clone(),
            over: self.over,
        }
    }

    fn from_position(p: TallyPosition) -> Result<Tally, PositionError> {
        let seats = p.picks.len();
        if !(2..=MAX_SEATS).contains(&seats) || p.goals.len() != seats {
            return Err(PositionError(format!("a table has 2 to {MAX_SEATS} seats, each with a pick and goals")));
        }
        if p.picks.iter().flatten().any(|n| !(1..=3).contains(n)) {
            return Err(PositionError("picks are 1, 2 or 3".into()));
        }
        Ok(Tally {
            rounds: p.rounds,
            result_needed: p.result_needed,
            round: p.round,
            picks: p.picks,
            goals: p.goals,
            shootout: p.shootout,
            last: p.last,
            over: p.over,
        })
    }
}
