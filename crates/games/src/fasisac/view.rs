//! What each viewer may see (rules digest §6): squads, picks, bids, revealed tactics and
//! line-ups, the dice and every boost played are open; a manager's boost hand, a tactic or
//! line-up not yet revealed and penalty takers not yet revealed are that manager's alone; the
//! order of the event deck and the boost deck is nobody's.

use serde::Serialize;

use super::cards::{Boost, Numbers, Slot, Tactic};
use super::input::Event;
use super::rules::fits;
use super::state::{slots, Attack, AttackRecord, DraftRule, Fasisac, Format, Phase, Variant, Window};
use crate::chance::Chance;
use crate::game::{Seat, SeatSet, Secrets, Viewer};

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TeamView {
    pub squad: Vec<u8>,
    pub prices: Vec<u32>,
    pub purse: u32,
    pub lineup: Vec<(Slot, u8)>,
    pub tactic: Option<Tactic>,
    pub numbers: Option<Numbers>,
    pub goals: u16,
    pub boost_count: usize,
    /// The viewer's own team only.
    pub boosts: Option<Vec<Boost>>,
    /// The viewer's own choice not yet revealed.
    pub pending_tactic: Option<Tactic>,
    pub pending_lineup: Option<Vec<(Slot, u8)>>,
    pub pending_takers: Option<Vec<u8>>,
    /// Whether this team has chosen (for the waiting line), open to all.
    pub chosen: bool,
    pub takers: Vec<u8>,
}

/// The stage as the table sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum Stage {
    Draft { picking: Seat, pick: usize, order: Vec<Seat> },
    Nominate { nominator: Seat },
    Bidding { card: u8, high: Seat, price: u32, waiting: SeatSet },
    Tactics,
    LineUp,
    Attack(Attack),
    Takers { round: u32, goals: Vec<u16>, kicked: Vec<Vec<u8>> },
    Over,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct FasisacView {
    pub viewer: Viewer,
    pub format: Format,
    pub variant: Variant,
    pub draft: Option<DraftRule>,
    pub home: Seat,
    pub half: u8,
    pub teams: Vec<TeamView>,
    pub pool: Vec<u8>,
    pub stage: Stage,
    /// Attack events left in this half, per side.
    pub attacks_left: Vec<u8>,
    pub boost_deck: usize,
    pub last: Option<AttackRecord>,
    pub plays: u32,
    pub shootout_goals: Option<Vec<u16>>,
}

impl FasisacView {
    pub fn me(&self) -> Option<Seat> {
        match self.viewer {
            Viewer::Seat(s) if s < self.teams.len() => Some(s),
            _ => None,
        }
    }

    pub fn goals(&self) -> Vec<u16> {
        self.teams.iter().map(|t| t.goals).collect()
    }

    pub fn away(&self) -> Seat {
        1 - self.home.min(1)
    }

    /// The window open for the viewer, if it is theirs.
    pub fn window(&self) -> Option<Window> {
        match &self.stage {
            Stage::Attack(a) => a.window,
            _ => None,
        }
    }
}

impl Secrets for Fasisac {
    type View = FasisacView;

    fn view(&self, viewer: Viewer) -> FasisacView {
        let g = self;
        let me = match viewer {
            Viewer::Seat(s) => Some(s),
            Viewer::Spectator => None,
        };
        let status = g.to_act();
        let waiting = status.as_ref().map(|s| s.to_act()).unwrap_or_default();
        let teams = g
            .teams
            .iter()
            .enumerate()
            .map(|(s, t)| {
                let own = me == Some(s);
                TeamView {
                    squad: t.squad.clone(),
                    prices: t.prices.clone(),
                    purse: t.purse,
                    lineup: t.lineup.clone(),
                    tactic: t.tactic,
                    numbers: t.numbers,
                    goals: t.goals,
                    boost_count: t.boosts.len(),
                    boosts: own.then(|| t.boosts.clone()),
                    pending_tactic: if own { t.pending_tactic } else { None },
                    pending_lineup: own.then(|| t.pending_lineup.clone()),
                    pending_takers: own.then(|| t.pending_takers.clone()),
                    chosen: matches!(g.phase, Phase::Tactics | Phase::LineUp | Phase::Takers(_))
                        && !waiting.contains(s),
                    takers: t.takers.clone(),
                }
            })
            .collect();
        let stage = match &g.phase {
            Phase::Draft { order, next } => Stage::Draft { picking: order[*next], pick: *next, order: order.clone() },
            Phase::Nominate { nominator, .. } => Stage::Nominate { nominator: *nominator },
            Phase::Bidding { card, high, price, waiting, .. } => {
                Stage::Bidding { card: *card, high: *high, price: *price, waiting: *waiting }
            }
            Phase::Tactics => Stage::Tactics,
            Phase::LineUp => Stage::LineUp,
            Phase::Attack(a) => Stage::Attack(a.clone()),
            Phase::Takers(s) => Stage::Takers { round: s.round, goals: s.goals.clone(), kicked: s.kicked.clone() },
            Phase::Over => Stage::Over,
        };
        FasisacView {
            viewer,
            format: g.config.format,
            variant: g.config.variant,
            draft: g.config.draft,
            home: g.home,
            half: g.half,
            teams,
            pool: g.pool.clone(),
            stage,
            attacks_left: g.attacks_left(),
            boost_deck: g.boost_deck.len(),
            last: g.last.clone(),
            plays: g.plays,
            shootout_goals: g.shootout_goals.clone(),
        }
    }

    fn redact(event: &Event, viewer: Viewer) -> Option<Event> {
        let own = |seat: Seat| viewer == Viewer::Seat(seat);
        Some(match event {
            Event::TacticChosen { seat, .. } if !own(*seat) => Event::TacticChosen { seat: *seat, tactic: None },
            // How far a line-up has got is its manager's business (a kept one would show).
            Event::Placed { seat, .. } | Event::LineUpCleared { seat } if !own(*seat) => return None,
            Event::BoostsDrawn { seat, count, .. } if !own(*seat) => {
                Event::BoostsDrawn { seat: *seat, count: *count, cards: None }
            }
            Event::TakerNamed { seat, .. } if !own(*seat) => Event::TakerNamed { seat: *seat, card: None },
            other => other.clone(),
        })
    }

    /// The match as `seat` could believe it: the other hands of boosts and the boost deck redealt,
    /// the event deck reshuffled, and the other side's unrevealed choices drawn afresh.
    fn imagine(&self, viewer: Viewer, chance: &mut Chance) -> Fasisac {
        let g = self;
        let mut w = g.clone();
        let others: Vec<Seat> = (0..w.seats()).filter(|s| viewer != Viewer::Seat(*s)).collect();
        let mut unseen: Vec<Boost> = w.boost_deck.clone();
        for s in &others {
            unseen.extend(w.teams[*s].boosts.iter().copied());
        }
        // Sorted first, so that the deal depends on what is unseen, not on where it lay.
        unseen.sort();
        chance.shuffle(&mut unseen);
        for s in &others {
            let n = w.teams[*s].boosts.len();
            let hand: Vec<Boost> = unseen.drain(..n.min(unseen.len())).collect();
            w.teams[*s].boosts = hand;
            w.teams[*s].boosts.sort();
        }
        w.boost_deck = unseen;
        w.events.sort();
        chance.shuffle(&mut w.events);
        for s in &others {
            let t = &mut w.teams[*s];
            if t.pending_tactic.is_some() {
                t.pending_tactic = Some(Tactic::ALL[chance.below(Tactic::ALL.len())]);
            }
            if !t.pending_lineup.is_empty() {
                let n = t.pending_lineup.len();
                let mut squad = t.squad.clone();
                chance.shuffle(&mut squad);
                let mut lineup = Vec::new();
                for slot in slots(w.config.variant).iter().take(n) {
                    let pick = squad
                        .iter()
                        .copied()
                        .find(|c| !lineup.iter().any(|(_, p)| p == c) && fits(w.config.variant, *slot, *c));
                    if let Some(c) = pick {
                        lineup.push((*slot, c));
                    }
                }
                if lineup.len() == n {
                    t.pending_lineup = lineup;
                }
            }
            if !t.pending_takers.is_empty() {
                if let Phase::Takers(_) = &w.phase {
                    let mut on: Vec<u8> = t.lineup.iter().map(|(_, c)| *c).collect();
                    chance.shuffle(&mut on);
                    let n = t.pending_takers.len();
                    t.pending_takers = on.into_iter().take(n).collect();
                }
            }
        }
        w
    }
}
