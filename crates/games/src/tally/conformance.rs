//! Tally's hooks for the conformance harness: two, three and four seats.

use super::rules::Input;
use super::state::{Config, Tally};
use crate::chance::Chance;
use crate::game::Seat;
use crate::testing::Conformance;

/// Only the common demands: its shoot-out by lots is too rare to insist on.
impl Conformance for Tally {
    const MATCHES: usize = 600;
    const SEED: u64 = 0x7a11;

    fn configs() -> Vec<(Config, usize)> {
        let mut configs = Vec::new();
        for seats in [2, 3, 4] {
            for result_needed in [false, true] {
                configs.push((Config { rounds: 3, result_needed }, seats));
            }
        }
        configs
    }

    fn probe_inputs(&self, _seat: Seat, chance: &mut Chance) -> Vec<Input> {
        vec![Input::Pick { number: 0 }, Input::Pick { number: 4 }, Input::Pick { number: 1 + chance.below(3) as u8 }]
    }

    fn disturb_secrets(&self, owner: Seat, chance: &mut Chance) -> Option<Tally> {
        let pick = self.picks.get(owner).copied().flatten()?;
        let mut other = self.clone();
        other.picks[owner] = Some(1 + ((pick as usize + chance.below(2)) % 3) as u8);
        Some(other)
    }
}
