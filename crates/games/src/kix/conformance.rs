//! KIX's hooks for the conformance harness.

use super::pack::{generate_pack, CardId};
use super::rules::Input;
use super::state::{Choice, Config, Format, Kix};
use crate::chance::Chance;
use crate::game::Seat;
use crate::testing::{Conformance, Report};

impl Conformance for Kix {
    const SEED: u64 = 0x70c4_11e5;

    /// Both formats have knockout ties among the option sets, and two seats everywhere.
    fn demands(report: &Report) -> Vec<(bool, &'static str)> {
        vec![
            (report.shootouts > 0 && report.shootout_goals > 0, "shoot-outs with goals"),
            (report.controls_checked >= 2 * report.steps, "both seats' controls at every step"),
        ]
    }

    fn configs() -> Vec<(Config, usize)> {
        let mut configs = Vec::new();
        for format in [Format::Five, Format::Eleven] {
            for result_needed in [false, true] {
                configs.push((Config { format, result_needed, clubs: [None, None] }, 2));
            }
        }
        configs
    }

    fn probe_inputs(&self, seat: Seat, chance: &mut Chance) -> Vec<Input> {
        let side = &self.sides[seat.min(1)];
        // Cards in hand, cards elsewhere in the pack, and ids no card has.
        let mut ids: Vec<CardId> = vec![chance.below(60) as CardId, 60, 255];
        ids.extend(side.hand.first());
        ids.extend(side.bench.first());
        ids.extend(side.deck.first());
        let mut inputs = vec![Input::BenchReady];
        for &a in &ids {
            inputs.push(Input::Play { card: a });
            inputs.push(Input::Substitute { off: a });
            inputs.push(Input::StackBench { card: a });
            for &b in &ids {
                inputs.push(Input::Corner { first: a, second: b });
            }
        }
        inputs
    }

    fn disturb_secrets(&self, owner: Seat, chance: &mut Chance) -> Option<Kix> {
        let mut other = self.clone();
        let side = &mut other.sides[owner];
        // Which cards were skipped unseen at half time: one of them swapped with a deck card.
        if let (Some(&skipped), false) = (side.unseen_discards.first(), side.deck.is_empty()) {
            let d = chance.below(side.deck.len());
            let card = side.deck[d];
            side.deck[d] = skipped;
            for c in side.discards.iter_mut().chain(side.unseen_discards.iter_mut()).filter(|c| **c == skipped) {
                *c = card;
            }
        }
        // The values of the cards no one else has seen: a club's pack is its own secret (the
        // cards already revealed are shown as copies, so nothing public changes).
        let fresh = generate_pack(chance.seed());
        let public: Vec<CardId> = side.discards.iter().copied().filter(|c| !side.unseen_discards.contains(c)).collect();
        for card in side.pack.iter_mut().filter(|c| !public.contains(&c.id)) {
            card.values = fresh[card.id as usize].values;
            card.name = fresh[card.id as usize].name;
        }
        chance.shuffle(&mut side.deck);
        chance.shuffle(&mut side.put_aside);
        chance.shuffle(&mut side.bench);
        // Swap a card that is not part of the pending choice with one from the deck.
        let pending: Vec<CardId> = side.choice.map(super::rules::choice_cards).unwrap_or_default();
        let free: Vec<usize> = (0..side.hand.len()).filter(|i| !pending.contains(&side.hand[*i])).collect();
        if !free.is_empty() && !side.deck.is_empty() {
            let h = free[chance.below(free.len())];
            let d = chance.below(side.deck.len());
            std::mem::swap(&mut side.hand[h], &mut side.deck[d]);
        }
        // A different pending choice.
        match side.choice {
            Some(Choice::Card(c)) => {
                let alternatives: Vec<CardId> = side.hand.iter().copied().filter(|x| *x != c).collect();
                if !alternatives.is_empty() {
                    side.choice = Some(Choice::Card(alternatives[chance.below(alternatives.len())]));
                }
            }
            Some(Choice::Corner(a, b)) => side.choice = Some(Choice::Corner(b, a)),
            None => {}
        }
        Some(other)
    }
}
