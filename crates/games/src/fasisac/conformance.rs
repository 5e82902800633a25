//! FASISAC's hooks for the conformance harness: the full match (with penalties and Rush
//! Keepers), the training match, drafted squads, and the tournament drafts for 3 and 4.

use super::cards::{Boost, Tactic};
use super::rules::Input;
use super::state::{Config, DraftRule, Fasisac, Format, Phase, Squad, Variant};
use crate::chance::Chance;
use crate::game::Seat;
use crate::testing::{Conformance, Report};

impl Conformance for Fasisac {
    const SEED: u64 = 0xfa51_5ac0;
    const MATCHES: usize = 400;

    fn demands(report: &Report) -> Vec<(bool, &'static str)> {
        vec![(report.shootouts > 0 && report.shootout_goals > 0, "penalty shoot-outs with goals")]
    }

    fn configs() -> Vec<(Config, usize)> {
        let full = Config::default();
        vec![
            (full.clone(), 2),
            (Config { penalties: true, ..full.clone() }, 2),
            (Config { format: Format::Training, penalties: true, ..full.clone() }, 2),
            (Config { variant: Variant::RushKeepers, penalties: true, ..full.clone() }, 2),
            (Config { format: Format::Training, variant: Variant::RushKeepers, ..full.clone() }, 2),
            (
                Config {
                    squads: Some(vec![
                        Squad(vec![1, 6, 7, 8, 9, 10, 11, 12]),
                        Squad(vec![2, 3, 13, 14, 15, 16, 17, 18]),
                    ]),
                    result_needed: true,
                    ..full.clone()
                },
                2,
            ),
            (Config { draft: Some(DraftRule::Snake), ..full.clone() }, 3),
            (Config { draft: Some(DraftRule::Snake), ..full.clone() }, 4),
            (Config { draft: Some(DraftRule::Auction), ..full.clone() }, 3),
            (Config { draft: Some(DraftRule::Auction), ..full }, 4),
        ]
    }

    fn probe_inputs(&self, seat: Seat, chance: &mut Chance) -> Vec<Input> {
        let card = chance.below(34) as u8;
        let mut inputs = vec![
            Input::Pick { card },
            Input::Pick { card: 0 },
            Input::Nominate { card, price: 10 },
            Input::Nominate { card, price: 5 },
            Input::Bid { price: 15 },
            Input::Bid { price: 100_000 },
            Input::Tactic { tactic: Tactic::ALL[chance.below(6)] },
            Input::Place { card },
            Input::KeepLineUp,
            Input::ClearLineUp,
            Input::Kick,
            Input::Boost { boost: Boost::Reroll },
            Input::Boost { boost: Boost::ATTRIBUTES[chance.below(4)] },
            Input::Reroll,
            Input::Pass,
            Input::Taker { card },
        ];
        if let Some(t) = self.teams.get(seat) {
            if let Some(c) = t.squad.first() {
                inputs.push(Input::Place { card: *c });
                inputs.push(Input::Taker { card: *c });
            }
        }
        if let Some(c) = self.pool.first() {
            inputs.push(Input::Pick { card: *c });
            inputs.push(Input::Nominate { card: *c, price: 10 });
        }
        inputs
    }

    fn disturb_secrets(&self, owner: Seat, chance: &mut Chance) -> Option<Fasisac> {
        let mut other = self.clone();
        let mut changed = false;
        // A boost of the hand swapped with a different one from the deck.
        let hand = other.teams[owner].boosts.len();
        if hand > 0 && !other.boost_deck.is_empty() {
            let h = chance.below(hand);
            let mine = other.teams[owner].boosts[h];
            if let Some(d) = other.boost_deck.iter().position(|b| *b != mine) {
                other.teams[owner].boosts[h] = other.boost_deck[d];
                other.boost_deck[d] = mine;
                other.teams[owner].boosts.sort();
                changed = true;
            }
        }
        let team = &mut other.teams[owner];
        if let Some(t) = team.pending_tactic {
            team.pending_tactic = Tactic::ALL.iter().copied().find(|x| *x != t);
            changed = true;
        }
        // A placed outfield player swapped for one of the bench.
        if matches!(other.phase, Phase::LineUp) {
            let variant = other.config.variant;
            let team = &mut other.teams[owner];
            let bench: Vec<u8> =
                team.squad.iter().copied().filter(|c| !team.pending_lineup.iter().any(|(_, p)| p == c)).collect();
            if let Some(i) = team.pending_lineup.iter().position(|(s, _)| *s != super::cards::Slot::GK) {
                let slot = team.pending_lineup[i].0;
                if let Some(b) = bench.iter().find(|c| super::rules::fits(variant, slot, **c)) {
                    team.pending_lineup[i].1 = *b;
                    changed = true;
                }
            }
        }
        if let Phase::Takers(_) = other.phase {
            let team = &mut other.teams[owner];
            if let Some(first) = team.pending_takers.first().copied() {
                if let Some(alt) = team.lineup.iter().map(|(_, c)| *c).find(|c| !team.pending_takers.contains(c)) {
                    team.pending_takers[0] = alt;
                    changed |= first != alt;
                }
            }
        }
        chance.shuffle(&mut other.boost_deck);
        chance.shuffle(&mut other.events);
        changed.then_some(other)
    }
}
