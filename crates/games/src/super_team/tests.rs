//! Super Team's scenarios, written from the rulebook's worked examples with scripted dice.

use super::*;
use crate::game::Game;
use crate::testing::conform;

#[test]
fn conformance() {
    let report = conform::<SuperTeam>().unwrap();
    assert!(report.goals > 0);
}
