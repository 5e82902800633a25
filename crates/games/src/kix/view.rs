//! What each viewer may see of a KIX match (rules digest §6).

use serde::Serialize;

use super::pack::{Ability, Card};
use super::rules::Event;
use super::state::*;
use crate::game::{Seat, Viewer};

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

pub(crate) fn view(kix: &Kix, viewer: Viewer) -> KixView {
    let sides = [0, 1].map(|s| {
        let side = &kix.sides[s];
        let own = viewer == Viewer::Seat(s);
        let waiting = match kix.phase {
            Phase::BenchSetup => !side.bench_ready,
            Phase::Over => false,
            _ => side.choice.is_none(),
        };
        SideView {
            hand_count: side.hand.len() as u8,
            deck_count: side.deck.len() as u8,
            bench_count: side.bench.len() as u8,
            subs_left: MAX_SUBS.saturating_sub(side.subs_used),
            chosen: !waiting && kix.phase != Phase::Over,
            reached_half_time: side.reached_half_time,
            hand: own.then(|| side.hand.iter().map(|c| side.card(*c)).collect()),
            bench: own.then(|| side.bench.iter().rev().map(|c| side.card(*c)).collect()),
            bench_stacked: own.then_some(side.bench_stacked),
            choice: if own { side.choice } else { None },
        }
    });
    KixView {
        viewer,
        format: kix.format,
        result_needed: kix.result_needed,
        period: kix.period,
        phase: kix.phase,
        score: kix.score,
        plays: kix.plays,
        sides,
        last: kix.last.clone(),
        shootout: kix.shootout.clone(),
    }
}

pub(crate) fn redact(event: &Event, viewer: Viewer) -> Option<Event> {
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
