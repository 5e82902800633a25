//! A Tally player's one menu: the secret pick.

use super::rules::Input;
use super::state::Tally;
use crate::controls::{choice, Controls};
use crate::game::Seat;

pub(crate) fn describe(input: &Input) -> String {
    let Input::Pick { number } = input;
    format!("Pick {number}")
}

pub(crate) fn controls(game: &Tally, seat: Seat) -> Controls<Input> {
    let mut controls = Controls::new();
    let choices = game.legal(seat).iter().map(|i| choice(describe(i), *i)).collect();
    controls.menu("Your pick (secret)", choices, |_| (String::new(), String::new()), |g| g.to_string());
    controls
}
