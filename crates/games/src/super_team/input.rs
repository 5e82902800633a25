//! What a seat can send and what happens (rules digest §4–§16): the inputs and the events of a
//! Super Team match, all public — hands and secret choices travel only in views.

use serde::{Deserialize, Serialize};

use super::board::Space;
use super::cards::{Card, Markers, Reward, Stat};
use super::state::{DuelKind, Use};
use crate::game::{Scored, Scoring};

/// Everything a seat can send.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "do", rename_all = "snake_case")]
pub enum Input {
    /// Full Game: the Team board and the Captain board kept (§3.2).
    Boards {
        team: u8,
        captain: u8,
    },
    /// The six Coach markers, per stat in the order Pass, Shoot, Dribble, Tackle, GK.
    Markers {
        markers: Markers,
    },
    /// Play a card from the hand for its instruction, as a movement or as an action (§5).
    Play {
        card: Card,
        for_: Use,
    },
    EndTurn,
    Move {
        piece: u8,
        to: Space,
        via_ball: bool,
    },
    Pass {
        to: Space,
    },
    Shoot,
    Dribble {
        opponent: u8,
    },
    Tackle {
        piece: u8,
    },
    KickOut {
        to: Space,
    },
    Push {
        opponent: u8,
        to: Space,
    },
    Bypass {
        opponent: u8,
    },
    /// Tactical Switch: one Coach marker from one stat to another.
    Shift {
        from: Stat,
        to: Stat,
    },
    /// Morale added to a roll (secret in shots and duels, open in a pass).
    Morale {
        n: u8,
    },
    /// A Strike tile: the column of the goal mouth, 0–2 left to right as drawn.
    Tile {
        column: u8,
    },
    Reward {
        reward: Reward,
    },
    /// Give up what is left of an optional task (a reward, a discarded card's movement).
    Skip,
}

/// Everything that happens, all public: hands travel only in views.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// A secret choice was made (what it was stays hidden until the reveal).
    Chosen {
        side: usize,
    },
    BoardsRevealed {
        boards: [(u8, u8); 2],
    },
    MarkersRevealed {
        markers: [Markers; 2],
    },
    StartRoll {
        rolls: Vec<[u8; 2]>,
        starter: usize,
    },
    KickOff {
        side: usize,
        half: u8,
    },
    TurnStarted {
        side: usize,
    },
    CardPlayed {
        side: usize,
        card: Card,
        for_: Use,
    },
    Moved {
        side: usize,
        piece: u8,
        from: Space,
        to: Space,
        morale: u8,
        ball: bool,
    },
    /// `total` is the dice, `bonus` and `morale` added up, set against `power`.
    Passed {
        side: usize,
        from: Space,
        to: Space,
        power: u8,
        morale: u8,
        dice: Vec<i8>,
        total: i8,
        success: bool,
        lands: Space,
        /// STARS and abilities added to the roll.
        #[serde(default)]
        bonus: i8,
    },
    KickedOut {
        side: usize,
        to: Space,
    },
    ShotDeclared {
        side: usize,
        from: Space,
    },
    /// `tiles` per side (columns 0–2); `shooter` is the attacking side.
    TilesRevealed {
        shooter: usize,
        tiles: [u8; 2],
        keeper: Space,
        attack: u8,
        defence: u8,
    },
    /// Shooter first, then the defending Goalie: each total is its dice, bonus and Morale less
    /// its power (the margin); the shooter scores when its margin is at least the Goalie's.
    Shot {
        side: usize,
        target: Space,
        dice: [Vec<i8>; 2],
        morale: [u8; 2],
        totals: [i8; 2],
        goal: bool,
        lands: Space,
        /// STARS and abilities added to each roll.
        #[serde(default)]
        bonus: [i8; 2],
        /// The power each side had to beat: the shot's, and the Goalie's distance to the target.
        #[serde(default)]
        powers: [u8; 2],
    },
    Goal {
        side: usize,
    },
    /// The carrier first, then the other piece: each total is its dice, bonus and Morale.
    Duel {
        kind: DuelKind,
        carrier: (usize, u8),
        other: (usize, u8),
        dice: [Vec<i8>; 2],
        morale: [u8; 2],
        totals: [i8; 2],
        swapped: bool,
        /// STARS, abilities and a second tackle's +1 added to each roll.
        #[serde(default)]
        bonus: [i8; 2],
    },
    Pushed {
        side: usize,
        piece: u8,
        from: Space,
        to: Space,
    },
    Bypassed {
        side: usize,
        piece: u8,
        from: Space,
        to: Space,
    },
    MoraleGained {
        side: usize,
        n: u8,
    },
    MarkersMoved {
        side: usize,
        markers: Markers,
    },
    StoodUp {
        side: usize,
    },
    FatigueDrawn {
        side: usize,
    },
    FatigueReturned {
        side: usize,
        n: u8,
    },
    TacticDone {
        side: usize,
        card: Card,
    },
    TacticFailed {
        side: usize,
        card: Card,
        #[serde(default)]
        why: Failure,
    },
    /// A card carried out completely (a new picture).
    CardDone {
        side: usize,
    },
    /// A deck ran out and was reshuffled: the Time Track moves on (§12).
    Reshuffled {
        side: usize,
        minute: u16,
    },
    TurnEnded {
        side: usize,
    },
    HalfTime,
    ExtraTime,
    FullTime,
    RollOff {
        rolls: Vec<[u8; 2]>,
        winner: usize,
    },
    /// The AutoTeam turned over a card: to play it, or to decide a roll (§14).
    AutoCard {
        card: u8,
        deciding: bool,
    },
}

impl Scoring for Event {
    fn scored(&self) -> Option<Scored> {
        match *self {
            Event::Goal { side } => Some(Scored::Goal(side)),
            Event::RollOff { winner, .. } => Some(Scored::Shootout(winner)),
            _ => None,
        }
    }
}

/// Why a tactic under way failed (§9.1, §19 G15).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Failure {
    /// One of its passes did not arrive.
    #[default]
    PassMissed,
    /// The ball changed hands before its last step.
    BallLost,
    /// Its next step had nowhere to go from where the earlier ones left the ball or pieces.
    NoWayOn,
}
