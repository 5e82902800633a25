//! FUBA's inputs: every decision of a coach, one small step at a time (rules digest §4–§9).

use serde::{Deserialize, Serialize};

use super::board::Area;
use super::tactics::*;

/// A substitution (A3), made at the end of the team's own action stage.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Substitution {
    /// One player changes line; in force from the next turn.
    Formation {
        from: Line,
        to: Line,
    },
    RemoveYellow,
    /// Condition points for a line (A1), and an injured player back (§12.11).
    FreshPlayer {
        line: Line,
    },
}

/// One decision of one team.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Input {
    /// Preparation, in secret: the formation card (§4.1) …
    Formation {
        formation: Formation,
    },
    /// … then how many players take each A2 role …
    Role {
        role: Role,
        count: u8,
    },
    /// … then each line's A6 style.
    Style {
        line: Line,
        style: Style,
    },
    /// The kick-off roll's winner starts with the ball or without it (§5.1).
    KickOff {
        with_ball: bool,
    },
    /// Setups: take a piece (the goalkeeper when `keeper`) from an area …
    Pick {
        area: Area,
        keeper: bool,
    },
    /// … and put it down (in the same area to put it back).
    Drop {
        area: Area,
    },
    /// The setup is as the team wants it.
    Ready,
    /// Put every piece back where the setup's default placement had it.
    ResetSetup,
    /// Stage 1: the target area.
    Target {
        area: Area,
    },
    /// §8.3.4: both teams get an extra movement stage before the goal kick.
    SlowGoalKick,
    /// A goal attempt (§7.7); after a free-kick setup, the immediate attempt (§8.1).
    Shoot,
    /// After a free-kick setup: no attempt, a new turn starts.
    PlayOn,
    /// The movement type for this action stage (§7.6.2).
    Movement {
        kind: MoveKind,
    },
    /// A1.1: spend a condition point for extra, mixed movement.
    UseCondition,
    /// Move one player; `dribble` takes the ball along (one area, once per stage).
    Move {
        from: Area,
        to: Area,
        keeper: bool,
        dribble: bool,
    },
    /// A5: the goalkeeper steps out of (or back into) its goal area.
    KeeperOut {
        out: bool,
    },
    /// No more moves.
    EndMovement,
    /// A free move one area away from a goal line.
    FreeMove {
        from: Area,
    },
    /// §7.6.4.
    Press,
    Substitute {
        sub: Substitution,
    },
    /// End the action stage.
    EndStage,
    /// Penalty: the keeper's dive, chosen first and in secret …
    Dive {
        side: Side,
    },
    /// … then the kick.
    Kick {
        side: Side,
    },
    /// Half time, in secret: move one player between lines, or keep the formation.
    HalfTime {
        change: Option<(Line, Line)>,
    },
}
