//! Futbol Dash's hooks for the conformance harness: both formats at 2, 3, 4 and 6 seats.

use super::deck::Card;
use super::rules::Input;
use super::state::{Config, Format, FutbolDash, Phase};
use crate::chance::Chance;
use crate::game::Seat;
use crate::testing::{Conformance, Report};

impl Conformance for FutbolDash {
    const SEED: u64 = 0xf0_7ba1_da54;
    const MATCHES: usize = 600;

    fn demands(report: &Report) -> Vec<(bool, &'static str)> {
        vec![(report.shootouts > 0 && report.shootout_goals > 0, "shoot-outs with goals")]
    }

    fn configs() -> Vec<(Config, usize)> {
        let mut configs = Vec::new();
        for seats in [2, 3, 4, 6] {
            for format in [Format::Regular, Format::Express] {
                configs.push((Config { format, ..Config::default() }, seats));
            }
        }
        configs
    }

    fn probe_inputs(&self, seat: Seat, chance: &mut Chance) -> Vec<Input> {
        let card = Card::ALL[chance.below(Card::ALL.len())];
        let mut inputs = vec![
            Input::Foul,
            Input::Var,
            Input::Pass,
            Input::SubDone,
            Input::Cell { cell: chance.below(20) as u8 },
            Input::Cell { cell: 25 },
            Input::Discard { card },
            Input::TakeOff { card },
        ];
        for target in [None, Some(seat), Some((seat + 1) % self.seats()), Some(7)] {
            inputs.push(Input::Play { card, target });
            if let Some(&mine) = self.players.get(seat).and_then(|p| p.hand.first()) {
                inputs.push(Input::Play { card: mine, target });
            }
        }
        inputs
    }

    fn disturb_secrets(&self, owner: Seat, chance: &mut Chance) -> Option<FutbolDash> {
        let mut other = self.clone();
        let mut changed = false;
        // Swap a card of the hand with a different card of the deck.
        let hand_len = other.players[owner].hand.len();
        if hand_len > 0 && !other.deck.is_empty() {
            let h = chance.below(hand_len);
            let mine = other.players[owner].hand[h];
            if let Some(d) = other.deck.iter().position(|c| *c != mine) {
                let theirs = other.deck[d];
                other.deck[d] = mine;
                other.players[owner].hand[h] = theirs;
                changed = true;
            }
        }
        // The cards taken off in a Substitution under way.
        if let (Phase::Substitute { off }, true) = (&mut other.phase, other.turn == owner) {
            if let (Some(first), false) = (off.first().copied(), other.deck.is_empty()) {
                if let Some(d) = other.deck.iter().position(|c| *c != first) {
                    off[0] = other.deck[d];
                    other.deck[d] = first;
                    changed = true;
                }
            }
        }
        chance.shuffle(&mut other.deck);
        changed.then_some(other)
    }
}
