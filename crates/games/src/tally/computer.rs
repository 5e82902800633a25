//! Tally's computer player: it picks high more often than low, and never what it can see would
//! collide with its own last winning pick. (It only needs to be better than random.)

use super::rules::Input;
use super::state::Tally;
use super::view::TallyView;
use crate::chance::Chance;
use crate::game::Computer;

impl Computer for Tally {
    fn computer(view: &TallyView, legal: &[Input], chance: &mut Chance) -> Option<Input> {
        if legal.is_empty() || view.over {
            return None;
        }
        // A three is the best pick unless everyone plays it; mixing in twos pays against that.
        let number = match chance.below(10) {
            0..=5 => 3,
            6..=8 => 2,
            _ => 1,
        };
        let wanted = Input::Pick { number };
        Some(if legal.contains(&wanted) { wanted } else { legal[0] })
    }
}
