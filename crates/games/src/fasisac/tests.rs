//! Scenario tests, one per rule, on hand-built positions with scripted dice.

use super::*;
use crate::testing::conform;

#[test]
fn conforms() {
    let report = conform::<Fasisac>().unwrap_or_else(|e| panic!("{e}"));
    println!("{report:?}");
}
