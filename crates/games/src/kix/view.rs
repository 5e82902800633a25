//! What each viewer may see of a KIX match (rules digest §6).

use crate::game::{Computer, Rules, Seat, Secrets, Viewer};
use serde::Serialize;

use super::pack::{generate_pack, Ability, Card, CardId};
use super::rules::Event;
use super::state::*;
use crate::chance::Chance;

/// One side as a viewer sees it. Counts are public; cards in hand, on the bench and the pending
/// choice are filled in only for the side's own manager.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SideView {
    pub hand_count: u8,
    pub deck_count: u8,
    pub bench_count: u8,
    pub subs_left: u8,
    /// Has chosen for the current play (never what).
    pub chosen: bool,
    /// 11-a-side: the Half-Time card has been drawn; no more draws this half.
    pub reached_half_time: bool,
    pub hand: Option<Vec<Card>>,
    /// Own bench, top card first.
    pub bench: Option<Vec<Card>>,
    pub bench_stacked: Option<u8>,
    pub choice: Option<Choice>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct KixView {
    pub viewer: Viewer,
    pub format: Format,
    pub result_needed: bool,
    pub period: Period,
    pub phase: Phase,
    pub score: [u16; 2],
    pub plays: u16,
    pub sides: [SideView; 2],
    /// The last revealed play.
    pub last: Option<Reveal>,
    pub shootout: Option<Shootout>,
}

impl KixView {
    /// The ability each seat plays in the current phase.
    pub fn abilities(&self) -> [Ability; 2] {
        abilities_in(self.phase)
    }

    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }
}

impl Secrets for Kix {
    type View = KixView;

    fn view(&self, viewer: Viewer) -> KixView {
        let sides = [0, 1].map(|s| {
            let side = &self.sides[s];
            let own = viewer == Viewer::Seat(s);
            let waiting = match self.phase {
                Phase::BenchSetup => !side.bench_ready,
                Phase::Over => false,
                _ => side.choice.is_none(),
            };
            SideView {
                hand_count: side.hand.len() as u8,
                deck_count: side.deck.len() as u8,
                bench_count: side.bench.len() as u8,
                subs_left: MAX_SUBS.saturating_sub(side.subs_used),
                chosen: !waiting && self.phase != Phase::Over,
                reached_half_time: side.reached_half_time,
                hand: own.then(|| side.hand.iter().map(|c| side.card(*c)).collect()),
                bench: own.then(|| side.bench.iter().rev().map(|c| side.card(*c)).collect()),
                bench_stacked: own.then_some(side.bench_stacked),
                choice: if own { side.choice } else { None },
            }
        });
        KixView {
            viewer,
            format: self.format,
            result_needed: self.result_needed,
            period: self.period,
            phase: self.phase,
            score: self.score,
            plays: self.plays,
            sides,
            last: self.last.clone(),
            shootout: self.shootout.clone(),
        }
    }

    fn redact(event: &Event, viewer: Viewer) -> Option<Event> {
        let own = |seat: Seat| viewer == Viewer::Seat(seat);
        Some(match event {
            // How a manager stacks the bench is none of anyone else's business.
            Event::BenchStacked { seat, .. } if !own(*seat) => return None,
            Event::Chosen { seat, .. } if !own(*seat) => Event::Chosen { seat: *seat, choice: None },
            Event::Substitution { seat, subs_left, .. } if !own(*seat) => {
                Event::Substitution { seat: *seat, off: None, on: None, subs_left: *subs_left }
            }
            other => other.clone(),
        })
    }

    /// The match as `seat` could believe it to be (see [`crate::game::Secrets::imagine`]). A manager knows
    /// its own club's cards and which of them it has seen go (hand, bench, the cards it played), not
    /// the order of its draw pile, its cards put aside or the ones skipped at half time; of the
    /// other club it knows only how many cards lie where — not even their values, so that club's
    /// pack is dealt anew from the pack recipe and all its cards are shuffled into piles of the same
    /// sizes. A choice the other manager has already made is made again, by this computer, from its
    /// new hand.
    fn imagine(&self, viewer: Viewer, chance: &mut Chance) -> Kix {
        let mut world = self.clone();
        for s in 0..world.sides.len() {
            let side = &mut world.sides[s];
            let own = viewer == Viewer::Seat(s);
            let pending = !own && side.choice.take().is_some();
            if !own {
                side.pack = generate_pack(chance.seed());
            }
            // The discards dealt again: a manager's own unseen ones, or all of the other club's.
            let mut unseen: Vec<CardId> = if own {
                side.unseen_discards.clone()
            } else {
                std::mem::take(&mut side.unseen_discards);
                std::mem::take(&mut side.discards)
            };
            let mut piles: Vec<&mut Vec<CardId>> = if own {
                vec![&mut side.deck, &mut side.put_aside, &mut unseen]
            } else {
                vec![&mut side.hand, &mut side.deck, &mut side.bench, &mut side.put_aside, &mut unseen]
            };
            let sizes: Vec<usize> = piles.iter().map(|p| p.len()).collect();
            // Sorted first: the deal depends on which cards are unseen, never on where they lie.
            let mut pool: Vec<CardId> = piles.iter().flat_map(|p| p.iter().copied()).collect();
            pool.sort_unstable();
            chance.shuffle(&mut pool);
            let mut rest = pool.as_slice();
            for (pile, size) in piles.iter_mut().zip(sizes) {
                let (dealt, more) = rest.split_at(size);
                **pile = dealt.to_vec();
                rest = more;
            }
            if own {
                // The skipped cards dealt again take the places of the old ones among the discards.
                let old = std::mem::replace(&mut side.unseen_discards, unseen.clone());
                let mut fresh = unseen.into_iter();
                for card in side.discards.iter_mut().filter(|c| old.contains(c)) {
                    if let Some(new) = fresh.next() {
                        *card = new;
                    }
                }
            } else {
                side.discards = unseen;
            }
            if pending {
                let legal = world.legal_inputs(s);
                let input = Kix::computer(&world.view(Viewer::Seat(s)), &legal, chance)
                    .filter(|i| legal.contains(i))
                    .or_else(|| legal.first().copied());
                if let Some(input) = input {
                    // Only this side's choice is recorded: the seat imagining has not chosen yet.
                    let _ = world.apply(s, &input, chance);
                }
            }
        }
        world
    }
}
