//! FASISAC's vocabulary: what a manager can send and what happens (rules digest §3–§5).

use serde::{Deserialize, Serialize};

use super::cards::{Attribute, Boost, Numbers, Slot, Tactic};
use super::state::*;
use crate::game::{Scored, Scoring, Seat};

/// Everything a manager can do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Input {
    /// Draft this card from the pool (§3.2 step 3, §5.5 snake).
    Pick { card: u8 },
    /// Put a card up for auction with an opening bid, in thousands (§5.5, DEFAULT §8.10).
    Nominate { card: u8, price: u32 },
    /// Raise the bid to this price, in thousands.
    Bid { price: u32 },
    /// Choose a tactic face down (§3.2 step 4).
    Tactic { tactic: Tactic },
    /// Put a squad player in the next empty position of the line-up (§3.2 step 5).
    Place { card: u8 },
    /// Start the second half with the same line-up (§4.3).
    KeepLineUp,
    /// Start choosing the line-up again (before it is complete).
    ClearLineUp,
    /// Training match: roll for this attack event (§3.1).
    Kick,
    /// Play an attribute boost in the attribute window (§5.2).
    Boost { boost: Boost },
    /// Reroll your own d12 (§5.2).
    Reroll,
    /// Let a window go by (or stop bidding).
    Pass,
    /// Name a penalty taker (§5.6; DEFAULT §8.12).
    Taker { card: u8 },
}

/// What happened, as the table saw it (secrets redacted per viewer in `view.rs`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    /// The pre-match d12s (ties rolled again) and who is at home (§3.2 step 1).
    HomeRoll {
        rolls: Vec<(u8, u8)>,
        home: Seat,
    },
    /// A tournament draft's order, drawn by lots, and its kind.
    DraftOrder {
        order: Vec<Seat>,
        rule: DraftRule,
    },
    /// The draft pool dealt, highest value first.
    PoolDealt {
        cards: Vec<u8>,
    },
    Picked {
        seat: Seat,
        card: u8,
    },
    Nominated {
        seat: Seat,
        card: u8,
        price: u32,
    },
    Bid {
        seat: Seat,
        price: u32,
    },
    /// Out of the bidding (only those still in see it: it is not a line).
    Passed {
        seat: Seat,
    },
    Sold {
        seat: Seat,
        card: u8,
        price: u32,
    },
    DraftComplete,
    /// A manager chose a tactic; the tactic only for themselves.
    TacticChosen {
        seat: Seat,
        tactic: Option<Tactic>,
    },
    TacticsRevealed {
        tactics: Vec<Tactic>,
    },
    /// A manager placed a player; who and where only for themselves.
    Placed {
        seat: Seat,
        slot: Option<Slot>,
        card: Option<u8>,
    },
    LineUpCleared {
        seat: Seat,
    },
    LineUpReady {
        seat: Seat,
    },
    LineUpsRevealed {
        lineups: Vec<Vec<(Slot, u8)>>,
    },
    /// A team's half worked out from the tactic tables (§5.4).
    HalfNumbers {
        seat: Seat,
        tactic: Tactic,
        specialists: u8,
        numbers: Numbers,
    },
    /// Boosts drawn: how many for all, which for the drawer.
    BoostsDrawn {
        seat: Seat,
        count: u8,
        cards: Option<Vec<Boost>>,
    },
    BoostDeckReshuffled,
    KickOff {
        half: u8,
        attacks: Vec<u8>,
        training: bool,
    },
    /// An event card turned over and both players selected by the dice (§4.2 steps 1–3).
    AttackEvent {
        seat: Seat,
        white: Slot,
        attacker: u8,
        red: Slot,
        defender: u8,
    },
    /// Rush Keepers: the red die names who keeps goal for this shot (§5.8).
    KeeperRushes {
        seat: Seat,
        red: Slot,
        card: u8,
    },
    BoostPlayed {
        seat: Seat,
        boost: Boost,
        attribute: Attribute,
        bonus: u8,
    },
    Rolled {
        duel: Duel,
        attacker: u8,
        defender: u8,
    },
    Rerolled {
        seat: Seat,
        from: u8,
        to: u8,
    },
    /// A head-to-head decided: totals, and whether the attacking side won it.
    HeadToHead {
        duel: Duel,
        attacking: Seat,
        attacker_total: u8,
        defender_total: u8,
        won: bool,
    },
    Goal {
        seat: Seat,
        scorer: u8,
        goals: Vec<u16>,
    },
    HalfTime {
        goals: Vec<u16>,
    },
    FullTime {
        goals: Vec<u16>,
    },
    PenaltiesBegin,
    TakerNamed {
        seat: Seat,
        card: Option<u8>,
    },
    TakersRevealed {
        takers: Vec<Vec<u8>>,
    },
    Penalty {
        seat: Seat,
        taker: u8,
        keeper: u8,
        shot: u8,
        save: u8,
        scored: bool,
        score: Vec<u16>,
    },
    /// Sudden death went on too long: lots decide (never seen in play).
    LotsDrawn {
        seat: Seat,
    },
    ShootoutOver {
        score: Vec<u16>,
    },
}

impl Scoring for Event {
    fn scored(&self) -> Option<Scored> {
        match *self {
            Event::Goal { seat, .. } => Some(Scored::Goal(seat)),
            Event::Penalty { seat, scored: true, .. } | Event::LotsDrawn { seat } => Some(Scored::Shootout(seat)),
            _ => None,
        }
    }
}

/// Rounds of sudden death before lots decide (finiteness only).
pub const MAX_SUDDEN_DEATH: u32 = 40;
