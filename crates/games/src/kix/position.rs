//! A KIX match written down (see [`crate::Game::Position`]): both clubs' packs and piles, the
//! period, the play being contested, the score. Scenario tests and bug reports build matches
//! from it; [`Kix::from_position`] refuses what no match could reach.

use serde::{Deserialize, Serialize};

use super::pack::CardId;
use super::state::*;
use crate::game::PositionError;

/// Everything about a KIX match in progress. Piles keep their top card last.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct KixPosition {
    pub format: Format,
    pub result_needed: bool,
    /// Each club's cards (a pack's card ids are `0..pack.len()`, in order) and piles.
    pub sides: [Side; 2],
    pub period: Period,
    pub phase: Phase,
    pub score: [u16; 2],
    /// Plays revealed so far.
    pub plays: u16,
    pub last: Option<Reveal>,
    pub shootout: Option<Shootout>,
}

impl Kix {
    pub(crate) fn to_position(&self) -> KixPosition {
        let Kix { format, result_needed, sides, period, phase, score, plays, last, shootout } = self.clone();
        KixPosition { format, result_needed, sides, period, phase, score, plays, last, shootout }
    }

    pub(crate) fn from_position(p: KixPosition) -> Result<Kix, PositionError> {
        let bad = |text: String| Err(PositionError(text));
        for (seat, side) in p.sides.iter().enumerate() {
            if side.pack.iter().enumerate().any(|(i, c)| c.id as usize != i) {
                return bad(format!("seat {seat}: a pack lists its cards by id, 0 first"));
            }
            let mut seen = vec![false; side.pack.len()];
            let piles = [&side.hand, &side.deck, &side.bench, &side.put_aside, &side.discards];
            for card in piles.iter().flat_map(|p| p.iter()) {
                match seen.get_mut(*card as usize) {
                    None => return bad(format!("seat {seat}: card #{card} is not in the pack")),
                    Some(true) => return bad(format!("seat {seat}: card #{card} is in two places")),
                    Some(slot) => *slot = true,
                }
            }
            if side.unseen_discards.iter().any(|c| !side.discards.contains(c)) {
                return bad(format!("seat {seat}: an unseen discard is not among the discards"));
            }
            if side.hand.len() > p.format.hand_size() {
                return bad(format!("seat {seat} holds {} cards; a hand is {}", side.hand.len(), p.format.hand_size()));
            }
            if side.subs_used > MAX_SUBS || side.bench_stacked > BENCH_STACK {
                return bad(format!("seat {seat}: more substitutions or stacked bench cards than allowed"));
            }
            let chosen: Vec<CardId> = side.choice.map(super::rules::choice_cards).unwrap_or_default();
            if chosen.iter().any(|c| !side.hand.contains(c)) {
                return bad(format!("seat {seat} has chosen a card that is not in their hand"));
            }
            let fits = matches!(
                (side.choice, p.phase),
                (None, _)
                    | (Some(Choice::Corner(..)), Phase::Corner { .. })
                    | (Some(Choice::Card(_)), Phase::Midfield | Phase::Attack { .. } | Phase::Strike { .. })
            );
            if !fits {
                return bad(format!("seat {seat}'s pending choice does not fit the {:?} play", p.phase));
            }
        }
        let attacker = match p.phase {
            Phase::Attack { attacker } | Phase::Strike { attacker } | Phase::Corner { attacker } => attacker,
            _ => 0,
        };
        if attacker > 1 {
            return bad(format!("there is no seat {attacker} to attack"));
        }
        let periods_fit = match p.format {
            Format::Five => matches!(p.period, Period::Match | Period::FullTime),
            Format::Eleven => !matches!(p.period, Period::Match),
        };
        if !periods_fit || (p.phase == Phase::Over) != (p.period == Period::FullTime) {
            return bad(format!("{:?} does not go with a {} match in {:?}", p.phase, p.format.title(), p.period));
        }
        if p.phase == Phase::BenchSetup && p.format == Format::Five {
            return bad("5-a-side has no bench to set up".into());
        }
        let KixPosition { format, result_needed, sides, period, phase, score, plays, last, shootout } = p;
        Ok(Kix { format, result_needed, sides, period, phase, score, plays, last, shootout })
    }
}
