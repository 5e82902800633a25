//! What happens in a FUBA match, as events: every die, every move, every card (rules digest
//! §5–§9), and the log of one turn that its summary line is made from.

use serde::{Deserialize, Serialize};

use super::board::Area;
use super::input::Substitution;
use super::tactics::*;
use crate::game::{Scored, Scoring, Seat};

/// How a goal attempt ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, touchline_i18n::Named)]
#[named(prefix = "result")]
#[serde(rename_all = "snake_case")]
pub enum ShotResult {
    Goal,
    Corner,
    Rebound,
    Miss,
}

/// How the control check went (§7.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Control {
    Kept,
    /// No passive player in the target area, or the passive team failed to press last turn.
    Automatic,
    Lost,
    /// The die equalled the ball value: a special event was rolled.
    SpecialEvent,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Event {
    /// A team made a secret choice (never which).
    Chose {
        seat: Seat,
    },
    /// Both preparations revealed together.
    Formations {
        formations: [Formation; 2],
        roles: Option<[Roles; 2]>,
        styles: Option<[[Style; 3]; 2]>,
    },
    KickOffRoll {
        dice: [u8; 2],
        winner: Seat,
    },
    KickOffChosen {
        seat: Seat,
        with_ball: bool,
    },
    SetupStarts {
        kind: SetupKind,
        ct: Seat,
    },
    Placed {
        seat: Seat,
        from: Area,
        to: Area,
        keeper: bool,
    },
    SetupReady {
        seat: Seat,
    },
    Target {
        seat: Seat,
        area: Area,
    },
    /// Stage 2, per seat.
    Dice {
        dice: [u8; 2],
    },
    Clock {
        advance: u8,
        minute: u8,
        stoppage: u8,
    },
    Control {
        control: Control,
    },
    /// The special-event roll per seat and the looked-up difference (CT − PT).
    SpecialEvent {
        dice: [u8; 2],
        difference: i8,
    },
    YellowRoll {
        seat: Seat,
        roll: u8,
        card: bool,
    },
    RedCard {
        seat: Seat,
        roll: u8,
        area: Option<Area>,
    },
    Injury {
        seat: Seat,
        area: Option<Area>,
        roll: u8,
        back_in_turn: Option<u32>,
    },
    Returned {
        seat: Seat,
        count: u8,
    },
    Possession {
        seat: Seat,
    },
    BallMoved {
        to: Area,
        value: u8,
    },
    ForcedMove {
        seat: Seat,
        from: Area,
        to: Area,
        keeper: bool,
    },
    FreeKick {
        seat: Seat,
        area: Area,
    },
    Shot {
        seat: Seat,
        from: Area,
        /// The die, and the sum of the modifiers added to it (§7.7).
        roll: u8,
        second_roll: Option<u8>,
        modifier: i8,
        /// The ball value the modified roll is compared with.
        value: u8,
        /// A difficult attempt (§7.7.1): the area's modifier, without its sign, that the second
        /// roll must beat. Events stored before it was kept read as `None`.
        #[serde(default)]
        to_beat: Option<u8>,
        result: ShotResult,
    },
    Rebound {
        rolls: [u8; 2],
        totals: [u8; 2],
        result: ShotResult,
    },
    Goal {
        seat: Seat,
        score: [u16; 2],
    },
    Corner {
        seat: Seat,
    },
    GoalKick {
        seat: Seat,
    },
    MovementChosen {
        seat: Seat,
        kind: MoveKind,
        allowance: u8,
    },
    ConditionUsed {
        seat: Seat,
        line: Line,
        roll: u8,
        allowance: u8,
    },
    Moved {
        seat: Seat,
        from: Area,
        to: Area,
        keeper: bool,
        dribble: bool,
    },
    FreeMoved {
        seat: Seat,
        from: Area,
        to: Area,
    },
    KeeperOut {
        seat: Seat,
        out: bool,
    },
    BallValue {
        value: u8,
    },
    Press {
        seat: Seat,
        roll: u8,
        won: bool,
    },
    Substitution {
        seat: Seat,
        sub: Substitution,
        cp_gain: u8,
    },
    Tiredness {
        seat: Seat,
        rolls: Vec<u8>,
        lost: u8,
    },
    Tired {
        seat: Seat,
    },
    ConditionGained {
        seat: Seat,
        line: Line,
    },
    PenaltyKick {
        seat: Seat,
        dive: Side,
        kick: Side,
        roll: u8,
        need: u8,
        scored: bool,
        /// A shoot-out kick (§12.17): it scores for the shoot-out, not the match. Events stored
        /// before the field existed read as match penalties.
        #[serde(default)]
        shootout: bool,
    },
    HalfTime {
        score: [u16; 2],
    },
    FormationChanged {
        seat: Seat,
        formation: Formation,
    },
    SecondHalf,
    ShootoutStarts,
    /// Still level after every sudden-death round allowed: lots give the shoot-out to `seat`,
    /// counted as one shoot-out goal.
    LotsDrawn {
        seat: Seat,
    },
    FullTime {
        score: [u16; 2],
    },
    /// The ball value went over 6: the other team has the ball (§7.5).
    ValueTurnover {
        seat: Seat,
    },
    /// In stoppage time the dice difference fell short of the stoppage square: the half ends (§12.13).
    StoppageOver {
        difference: u8,
        stoppage: u8,
    },
    /// The turn is over (its summary is [`TurnLog`]). Events stored before `turn` existed read
    /// as turn 0.
    TurnEnded {
        #[serde(default)]
        turn: u32,
    },
}

impl Scoring for Event {
    fn scored(&self) -> Option<Scored> {
        match *self {
            Event::Goal { seat, .. } => Some(Scored::Goal(seat)),
            Event::PenaltyKick { seat, scored: true, shootout: true, .. } | Event::LotsDrawn { seat } => {
                Some(Scored::Shootout(seat))
            }
            _ => None,
        }
    }
}

/// One turn as it went, for its summary line: the stage results and the events worth a mention
/// (cards, shots, goals, presses won, free kicks, special events), in order.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnLog {
    pub turn: u32,
    pub ct: Seat,
    pub target: Option<Area>,
    /// Stage-2 dice per seat.
    pub dice: Option<[u8; 2]>,
    pub advance: u8,
    pub control: Option<Control>,
    pub notes: Vec<Event>,
}
