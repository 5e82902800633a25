//! The draft (§3.2 step 3, §5.5): alternate picks for two managers inside a match, the snake
//! and the auction for a tournament's 3 or 4, with the keeper cap and DEFAULT §8.9's cover.

use super::cards::{get, BID_STEP, SQUAD};
use super::input::Event;
use super::state::*;
use crate::chance::Chance;
use crate::game::{Drafted, Rules, Seat, SeatSet};

impl Fasisac {
    pub(super) fn take(&mut self, seat: Seat, card: u8, price: Option<u32>) {
        self.pool.retain(|c| *c != card);
        let team = &mut self.teams[seat];
        team.squad.push(card);
        if let Some(p) = price {
            team.prices.push(p);
            team.purse = team.purse.saturating_sub(p);
        }
        self.plays += 1;
    }

    pub(super) fn pick(&mut self, seat: Seat, card: u8, events: &mut Vec<Event>) {
        self.take(seat, card, None);
        events.push(Event::Picked { seat, card });
        let Phase::Draft { order, next } = &mut self.phase else { return };
        *next += 1;
        // Skip anyone whose squad is already full (never in a full pool, but safe).
        while *next < order.len() && self.teams[order[*next]].squad.len() >= SQUAD {
            *next += 1;
        }
        if *next >= order.len() || self.squads_full() {
            self.draft_over(events);
        }
    }

    pub(super) fn draft_over(&mut self, events: &mut Vec<Event>) {
        events.push(Event::DraftComplete);
        self.pool.clear();
        if self.config.draft.is_some() {
            self.phase = Phase::Over;
        } else {
            self.phase = Phase::Tactics;
        }
    }

    /// Those who may still raise on `card` at `price`: a slot free, allowed to take it, and the
    /// purse for 10k more.
    pub(super) fn bidders(&self, card: u8, price: u32, high: Seat) -> SeatSet {
        (0..self.seats())
            .filter(|s| *s != high && self.can_take(*s, card) && self.max_bid(*s) >= price + BID_STEP)
            .collect()
    }

    pub(super) fn nominate(&mut self, seat: Seat, card: u8, price: u32, events: &mut Vec<Event>) {
        let Phase::Nominate { rotation, .. } = &self.phase else { return };
        let rotation = rotation.clone();
        events.push(Event::Nominated { seat, card, price });
        let waiting = self.bidders(card, price, seat);
        self.phase = Phase::Bidding { card, high: seat, price, waiting, nominator: seat, rotation };
        self.settle_lot(events);
    }

    pub(super) fn bid(&mut self, seat: Seat, price: u32, events: &mut Vec<Event>) {
        let Phase::Bidding { card, .. } = self.phase else { return };
        events.push(Event::Bid { seat, price });
        let waiting = self.bidders(card, price, seat);
        if let Phase::Bidding { high, price: p, waiting: w, .. } = &mut self.phase {
            *high = seat;
            *p = price;
            *w = waiting;
        }
        self.settle_lot(events);
    }

    pub(super) fn pass_bid(&mut self, seat: Seat, events: &mut Vec<Event>) {
        if let Phase::Bidding { waiting, .. } = &mut self.phase {
            waiting.remove(seat);
        }
        events.push(Event::Passed { seat });
        self.settle_lot(events);
    }

    /// Sell the lot once nobody may raise; then the next nomination, or the end of the draft.
    pub(super) fn settle_lot(&mut self, events: &mut Vec<Event>) {
        let Phase::Bidding { card, high, price, waiting, nominator, rotation } = &self.phase else { return };
        if !waiting.is_empty() {
            return;
        }
        let (card, high, price, nominator, rotation) = (*card, *high, *price, *nominator, rotation.clone());
        self.take(high, card, Some(price));
        events.push(Event::Sold { seat: high, card, price });
        if self.squads_full() || self.pool.is_empty() {
            self.draft_over(events);
            return;
        }
        let at = rotation.iter().position(|s| *s == nominator).unwrap_or(0);
        let next = (1..=rotation.len())
            .map(|i| rotation[(at + i) % rotation.len()])
            .find(|s| self.teams[*s].squad.len() < SQUAD)
            .unwrap_or(nominator);
        self.phase = Phase::Nominate { nominator: next, rotation };
    }
}

/// The snake order for a lot order (§5.5): A,B,C,D then D,C,B,A, eight rounds.
pub fn snake(order: &[Seat]) -> Vec<Seat> {
    (0..SQUAD)
        .flat_map(|round| {
            let mut r = order.to_vec();
            if round % 2 == 1 {
                r.reverse();
            }
            r
        })
        .collect()
}

/// The opening bids offered for `card` (DEFAULT §8.10): the 10k minimum and the suggested
/// price (value × 10k), within what the nominator may spend.
pub fn opening_prices(card: u8, max: u32) -> Vec<u32> {
    let suggested = (get(card).value as u32 * BID_STEP).min(max);
    let mut out = vec![BID_STEP];
    if suggested > BID_STEP {
        out.push(suggested);
    }
    out.retain(|p| *p <= max);
    out
}

/// The raises offered over `price` (DEFAULT §8.10: at least 10k): +10k, +50k, +100k, within
/// `max`.
pub fn raises(price: u32, max: u32) -> Vec<u32> {
    let mut out: Vec<u32> =
        [BID_STEP, 5 * BID_STEP, 10 * BID_STEP].iter().map(|d| price + d).filter(|p| *p <= max).collect();
    out.dedup();
    out
}

impl Drafted for Fasisac {
    type Squad = Squad;

    /// The tournament's draft (§5.5), snake or auction, the match options kept for the fixtures.
    fn draft_config(config: &Config, method: &str) -> Option<Config> {
        let rule = DraftRule::named(method)?;
        Some(Config { draft: Some(rule), squads: None, format: Format::Full, ..config.clone() })
    }

    /// A tournament fixture (§5.7): the drafted squads, no draft of its own.
    fn fixture_config(config: &Config, squads: [Squad; 2]) -> Option<Config> {
        Some(Config { draft: None, squads: Some(squads.to_vec()), format: Format::Full, ..config.clone() })
    }

    /// A draft given up before its end (a resignation, a forfeit) still shares every player
    /// out: the computer finishes it for everyone, so the tournament can go on.
    fn squads(&self) -> Option<Vec<Squad>> {
        self.config.draft?;
        let mut draft = self.clone();
        for step in 0..Self::max_inputs(&self.config) as u64 {
            if matches!(draft.phase, Phase::Over) {
                return Some(draft.teams.iter().map(|t| Squad(t.squad.clone())).collect());
            }
            let seat = draft.to_act()?.to_act().iter().next()?;
            let mut chance = Chance::for_step(0xd4af7, step);
            let input = crate::game::auto_input(&draft, seat, &mut chance)?;
            draft.apply(seat, &input, &mut chance).ok()?;
        }
        None
    }
}
