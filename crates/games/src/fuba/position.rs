//! A FUBA match written down (see [`crate::game::Written::Position`]): the options, both teams and
//! their pieces, the ball, the clock and the phase. Written by hand, every field may be left
//! out: it then takes its value from a new match with default options, so a rule puzzle names
//! only what matters to it. [`Fuba::from_position`] refuses what no match could reach, naming
//! the field.

use serde::{Deserialize, Serialize};

use super::board::{self, Area, SPOT_COUNT};
use super::event::TurnLog;
use super::state::*;
use crate::game::{PositionError, Seat, Written};

/// Everything about a FUBA match in progress.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct FubaPosition {
    /// The options in play.
    pub config: Config,
    /// Both teams: formation, roles, styles, pieces per area, goalkeeper, cards, condition.
    pub teams: [Team; 2],
    /// Who must decide what now.
    pub phase: Phase,
    pub score: [u16; 2],
    /// 1 or 2.
    pub half: u8,
    /// The time marker: 1–45 or 46–90; in stoppage time it rests on 45 or 90.
    pub minute: u8,
    /// The stoppage square, +1 to +5 (0 before stoppage time).
    pub stoppage: u8,
    /// Minutes carried from turns whose dice difference was 0 (§6).
    pub carried: u8,
    /// The half ends when this turn ends.
    pub half_ends: bool,
    /// The team in control of the ball.
    pub ct: Seat,
    /// The team that kicked off the first half.
    pub first_ct: Seat,
    /// The ball's area, and its value (1 excellent – 6 poor).
    pub ball: Area,
    pub value: u8,
    /// This turn's target area, once chosen.
    pub target: Option<Area>,
    /// Where the ball was at the start of the turn.
    pub start: Area,
    /// This turn's stage-2 dice, per seat.
    pub dice: [u8; 2],
    /// Turns played, this one included.
    pub turn: u32,
    /// How this turn began, and how the next will.
    pub restart: Restart,
    pub next_restart: Restart,
    /// A failed press: this team passes the next control check automatically.
    pub auto_pass: Option<Seat>,
    /// Special event +5: this team may not choose defence movement this turn.
    pub no_defence: Option<Seat>,
    /// Ordinary moves this turn and last turn per seat, and who acted first this turn.
    pub moves: [u8; 2],
    pub last_moves: [u8; 2],
    pub first_actor: Seat,
    /// Forced moves still to be taken off a team's allowance this turn (§7.4.2).
    pub forced: [u8; 2],
    /// The ball waits for a goal kick (§8.3); the slow goal kick has been used.
    pub goal_kick: bool,
    pub slow_goal_kick_used: bool,
    /// The free kick's immediate attempt is under way (−1).
    pub free_kick_shot: bool,
    /// The target area held only passive players at the start of the turn.
    pub target_only_pt: bool,
    /// Each team's default placement in the current setup (pieces, goalkeeper area).
    pub setup_defaults: [([u8; SPOT_COUNT], Area); 2],
    pub shootout: Option<Shootout>,
    /// This turn so far, and the last finished turn.
    pub turn_log: TurnLog,
    pub last_turn: Option<TurnLog>,
    /// Every penalty taken, oldest first.
    pub penalties: Vec<PenaltyRecord>,
}

impl Default for FubaPosition {
    fn default() -> Self {
        Fuba::new(&Config::default()).to_position()
    }
}

/// The state and its written form have the same fields: one list, both ways.
macro_rules! same_fields {
    ($($field:ident),+ $(,)?) => {
        impl Written for Fuba {
            type Position = FubaPosition;

            fn to_position(&self) -> FubaPosition {
                let Fuba { $($field),+ } = self.clone();
                FubaPosition { $($field),+ }
            }

            fn from_position(p: FubaPosition) -> Result<Fuba, PositionError> {
                check(&p).map_err(PositionError)?;
                let FubaPosition { $($field),+ } = p;
                Ok(Fuba { $($field),+ })
            }
        }
    };
}

same_fields!(
    config,
    teams,
    phase,
    score,
    half,
    minute,
    stoppage,
    carried,
    half_ends,
    ct,
    first_ct,
    ball,
    value,
    target,
    start,
    dice,
    turn,
    restart,
    next_restart,
    auto_pass,
    no_defence,
    moves,
    last_moves,
    first_actor,
    forced,
    goal_kick,
    slow_goal_kick_used,
    free_kick_shot,
    target_only_pt,
    setup_defaults,
    shootout,
    turn_log,
    last_turn,
    penalties,
);

/// What makes a position impossible, in words that start with the field at fault.
fn check(p: &FubaPosition) -> Result<(), String> {
    let seat_ok = |s: Seat| s <= 1;
    let area_ok = |a: Area| (a as usize) < SPOT_COUNT;
    let seats = [Some(p.ct), Some(p.first_ct), Some(p.first_actor), p.auto_pass, p.no_defence];
    if !seats.into_iter().flatten().all(seat_ok) {
        return Err("ct, first_ct, first_actor, auto_pass, no_defence: a seat other than 0 or 1 is named".into());
    }
    if !(area_ok(p.ball) && area_ok(p.start) && p.target.is_none_or(area_ok)) {
        return Err("ball, start, target: the ball, its start or the target is not an area of the board".into());
    }
    if !(1..=6).contains(&p.value) {
        return Err(format!("value: the ball value is {}; it runs from 1 to 6", p.value));
    }
    if !(1..=2).contains(&p.half) || p.stoppage > 5 {
        return Err("half, stoppage: a match has two halves and stoppage squares +1 to +5".into());
    }
    let (first, last) = if p.half == 1 { (1, 45) } else { (46, 90) };
    if !(first..=last).contains(&p.minute) {
        return Err(format!("minute: minute {} is not in half {}", p.minute, p.half));
    }
    if p.dice.iter().any(|d| *d > 6) {
        return Err(format!("dice: a die shows 1 to 6 (0 before it is rolled), not {:?}", p.dice));
    }
    for (seat, team) in p.teams.iter().enumerate() {
        if !team.formation.is_valid() {
            return Err(format!("teams[{seat}].formation: {} is not ten players in three lines", team.formation));
        }
        if !area_ok(team.keeper) || board::is_spot(team.keeper) {
            return Err(format!("teams[{seat}].keeper: seat {seat}'s goalkeeper is not in an area of the pitch"));
        }
        let off = team.reds as usize + team.injured_out as usize + team.returning.len();
        let on: usize = team.pieces.iter().map(|n| *n as usize).sum();
        let drafting = matches!(p.phase, Phase::Prepare { .. });
        if on + off > 10 || (!drafting && on + off != 10) {
            return Err(format!("teams[{seat}].pieces: seat {seat} has {on} outfield players on the pitch and {off} off; a team has ten"));
        }
    }
    let team_ok = match &p.phase {
        Phase::KickOffChoice { winner } => seat_ok(*winner),
        Phase::EventMoves { team, .. } | Phase::ExtraMovement { team, .. } | Phase::Action { team, .. } => {
            seat_ok(*team)
        }
        Phase::Setup { picked: Some((area, _)), .. } => area_ok(*area),
        _ => true,
    };
    if !team_ok {
        return Err(format!("phase: {:?} names a seat or area that does not exist", p.phase));
    }
    Ok(())
}
