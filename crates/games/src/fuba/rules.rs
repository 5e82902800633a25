//! FUBA's rules as a state machine (rules digest §5–§9, DEFAULTs of §12). Each public input is
//! one small decision, so every list of legal inputs is short enough for a menu; the engine plays
//! every stage that needs no decision by itself (dice, time, control check, ball movement, ball
//! value adjustment) and skips steps whose only option is to go on.

use serde::{Deserialize, Serialize};

use super::board::{self, Area, Zone, AREA_COUNT, C3, SPOT_COUNT};
use super::state::*;
use crate::chance::Chance;
use crate::game::{RuleError, Seat};

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

/// How a goal attempt ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
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
        roll: u8,
        second_roll: Option<u8>,
        modifier: i8,
        value: u8,
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
    FullTime {
        score: [u16; 2],
    },
    TurnEnded {
        report: TurnReport,
    },
}

const MAX_SUBS: u8 = 3;

/// The die needed to score a penalty (§8.5): rows are the kick, columns the dive.
pub fn penalty_need(kick: Side, dive: Side) -> u8 {
    use Side::*;
    match (kick, dive) {
        (Left, Left) | (Left, Middle) | (Right, Middle) | (Right, Right) => 2,
        (Left, Right) | (Right, Left) | (Middle, Middle) => 6,
        (Middle, Left) | (Middle, Right) => 1,
    }
}

/// Areas ranked from closest to the west goal line to furthest (corner spots at the ends).
const WEST_ORDER: [Area; SPOT_COUNT] = [
    board::NW,
    board::SW,
    board::C1,
    board::N1,
    board::S1,
    board::C2,
    board::N2,
    board::S2,
    board::C3,
    board::N3,
    board::S3,
    board::C4,
    board::N4,
    board::S4,
    board::C5,
    board::NE,
    board::SE,
];

impl Fuba {
    pub fn new(config: &Config) -> Fuba {
        Fuba {
            config: config.clone(),
            teams: [Team::new(0), Team::new(1)],
            phase: Phase::Prepare { drafts: [Draft::default(); 2] },
            score: [0, 0],
            half: 1,
            minute: 1,
            stoppage: 0,
            carried: 0,
            half_ends: false,
            ct: 0,
            first_ct: 0,
            ball: C3,
            value: 1,
            target: None,
            start: C3,
            dice: [0, 0],
            turn: 0,
            restart: Restart::KickOff,
            next_restart: Restart::KickOff,
            auto_pass: None,
            no_defence: None,
            moves: [0, 0],
            last_moves: [0, 0],
            first_actor: 0,
            forced: [0, 0],
            goal_kick: false,
            slow_goal_kick_used: false,
            free_kick_shot: false,
            target_only_pt: false,
            setup_defaults: [([0; SPOT_COUNT], board::C1), ([0; SPOT_COUNT], board::C5)],
            kickoff_dice: None,
            shootout: None,
            report: TurnReport::default(),
            last_report: None,
            penalties: Vec::new(),
        }
    }

    fn pt(&self) -> Seat {
        1 - self.ct
    }

    /// The number of steps in a preparation: the formation, five roles (A2), three styles (A6).
    fn draft_steps(&self) -> u8 {
        1 + if self.config.roles { 5 } else { 0 } + if self.config.styles { 3 } else { 0 }
    }

    /// The one seat to move, outside the simultaneous phases.
    pub fn actor(&self) -> Option<Seat> {
        match &self.phase {
            Phase::Prepare { .. } | Phase::HalfTime { .. } | Phase::Over => None,
            Phase::KickOffChoice { winner } => Some(*winner),
            Phase::Setup { stage: SetupStage::Passive, .. } => Some(self.pt()),
            Phase::Setup { .. } | Phase::FreeKickChoice | Phase::Target => Some(self.ct),
            Phase::EventMoves { team, .. } | Phase::ExtraMovement { team, .. } | Phase::Action { team, .. } => {
                Some(*team)
            }
            Phase::Penalty { dive: None, .. } => Some(self.pt()),
            Phase::Penalty { .. } => Some(self.ct),
        }
    }

    /// Seats that owe a choice now.
    pub fn waiting(&self) -> Vec<Seat> {
        match &self.phase {
            Phase::Prepare { drafts } => (0..2).filter(|s| !drafts[*s].done).collect(),
            Phase::HalfTime { changes } => (0..2).filter(|s| changes[*s].is_none()).collect(),
            _ => self.actor().into_iter().collect(),
        }
    }

    // ----- geometry that depends on where the pieces are -----

    /// The area of `seat`'s second-closest player to its own goal line (goalkeeper included).
    pub fn second_last(&self, seat: Seat) -> Area {
        let team = &self.teams[seat];
        let mut seen = 0;
        let mut last = board::own_box(seat);
        let order: Box<dyn Iterator<Item = &Area>> =
            if seat == 0 { Box::new(WEST_ORDER.iter()) } else { Box::new(WEST_ORDER.iter().rev()) };
        for &a in order {
            let n = team.count(a);
            if n > 0 {
                last = a;
                seen += n;
                if seen >= 2 {
                    return a;
                }
            }
        }
        last
    }

    /// §7.1 offside for `attacker`'s player in `a`: tests 1 and 2, and test 3 (the ball's start
    /// area) when `start` is given.
    pub fn offside(&self, attacker: Seat, a: Area, start: Option<Area>) -> bool {
        if board::is_spot(a) || !board::in_opponent_half(a, attacker) {
            return false;
        }
        let r = self.second_last(1 - attacker);
        board::beyond(a, r, attacker) && start.is_none_or(|s| board::beyond(a, s, attacker))
    }

    /// Stage 1: the areas the CT may target (§7.1, §8.1.7).
    pub fn legal_targets(&self) -> Vec<Area> {
        let ct = self.ct;
        let team = &self.teams[ct];
        let offside_off = matches!(self.restart, Restart::GoalKick | Restart::Corner);
        let mut out = Vec::new();
        for t in 0..AREA_COUNT as Area {
            let here = team.count(t) > 0;
            let near: Vec<Area> =
                (0..SPOT_COUNT as Area).filter(|a| board::adjacent(*a, t) && team.count(*a) > 0).collect();
            if !here && near.is_empty() && t != board::home(self.ball) {
                continue;
            }
            let offside_applies = !offside_off && !board::in_opponent_half(t, 1 - ct);
            if offside_applies {
                if here && self.offside(ct, t, Some(self.start)) {
                    continue;
                }
                if !here && !near.is_empty() && near.iter().all(|a| self.offside(ct, *a, Some(self.start))) {
                    continue;
                }
            }
            if self.restart == Restart::FreeKick && t == board::home(self.start) && team.count(self.start) < 2 {
                continue;
            }
            out.push(t);
        }
        if out.is_empty() {
            // Never leave the CT without a pass: its own areas and the ball's always do.
            out = (0..AREA_COUNT as Area).filter(|a| team.count(*a) > 0 || *a == board::home(self.ball)).collect();
        }
        out
    }

    /// Whether the CT may shoot from the ball's area now (§7.7), with the area modifier.
    fn shot_area(&self, seat: Seat) -> Option<i8> {
        if seat != self.ct || board::is_spot(self.ball) {
            return None;
        }
        let (m, needs_keeper_out) = board::shot_modifier(self.ball, seat)?;
        let keeper_home = self.teams[1 - seat].keeper == board::own_box(1 - seat);
        (!needs_keeper_out || !keeper_home).then_some(m)
    }

    // ----- legal inputs -----

    pub fn legal(&self, seat: Seat) -> Vec<Input> {
        if seat > 1 {
            return Vec::new();
        }
        match &self.phase {
            Phase::Prepare { drafts } => self.legal_draft(&drafts[seat]),
            Phase::HalfTime { changes } => {
                if changes[seat].is_some() {
                    return Vec::new();
                }
                let mut out = vec![Input::HalfTime { change: None }];
                for from in Line::ALL {
                    for to in Line::ALL {
                        if self.teams[seat].formation.shifted(from, to).is_some() {
                            out.push(Input::HalfTime { change: Some((from, to)) });
                        }
                    }
                }
                out
            }
            _ if self.actor() != Some(seat) => Vec::new(),
            Phase::KickOffChoice { .. } => {
                vec![Input::KickOff { with_ball: true }, Input::KickOff { with_ball: false }]
            }
            Phase::Setup { kind, stage, picked } => self.legal_setup(seat, *kind, *stage, *picked),
            Phase::FreeKickChoice => {
                let mut out = Vec::new();
                if self.shot_area(seat).is_some() {
                    out.push(Input::Shoot);
                }
                out.push(Input::PlayOn);
                out
            }
            Phase::Target => {
                let mut out: Vec<Input> = self.legal_targets().into_iter().map(|area| Input::Target { area }).collect();
                if self.restart == Restart::GoalKick && !self.slow_goal_kick_used {
                    out.push(Input::SlowGoalKick);
                }
                out
            }
            Phase::EventMoves { left, .. } => {
                let mut out = if *left > 0 { self.event_moves(seat) } else { Vec::new() };
                out.push(Input::EndMovement);
                out
            }
            Phase::ExtraMovement { step, .. } => self.legal_step(seat, *step, true),
            Phase::Action { step, .. } => self.legal_step(seat, *step, false),
            Phase::Penalty { dive: None, .. } => Side::ALL.map(|side| Input::Dive { side }).to_vec(),
            Phase::Penalty { .. } => Side::ALL.map(|side| Input::Kick { side }).to_vec(),
            Phase::Over => Vec::new(),
        }
    }

    fn legal_draft(&self, draft: &Draft) -> Vec<Input> {
        if draft.done {
            return Vec::new();
        }
        let Some(formation) = draft.formation else {
            return Formation::all().into_iter().map(|formation| Input::Formation { formation }).collect();
        };
        if self.config.roles && draft.roles_done < 5 {
            let role = Role::ALL[draft.roles_done as usize];
            return (0..=role.most(formation, &draft.roles)).map(|count| Input::Role { role, count }).collect();
        }
        let line = Line::ALL[draft.styles_done as usize % 3];
        Style::ALL.map(|style| Input::Style { line, style }).to_vec()
    }

    fn legal_step(&self, seat: Seat, step: ActionStep, extra: bool) -> Vec<Input> {
        let team = &self.teams[seat];
        let mut out = Vec::new();
        match step {
            ActionStep::Choose { shot } => {
                if !extra && !shot && self.shot_area(seat).is_some() {
                    out.push(Input::Shoot);
                }
                if !extra && self.config.condition && team.cp[self.condition_line(seat).index()] > 0 {
                    out.push(Input::UseCondition);
                }
                for kind in [MoveKind::Midfield, MoveKind::Forward, MoveKind::Defence] {
                    if !(kind == MoveKind::Defence && self.no_defence == Some(seat)) {
                        out.push(Input::Movement { kind });
                    }
                }
            }
            ActionStep::Moving { kind, left, dribbled } => {
                if left > 0 {
                    out = self.moves_of(seat, kind, dribbled);
                }
                if self.config.keeper
                    && team.keeper == board::own_box(seat)
                    && !team.keeper_moved
                    && !team.keeper_switched
                {
                    out.push(Input::KeeperOut { out: !team.keeper_out });
                }
                out.push(Input::EndMovement);
            }
            ActionStep::FreeMoves => {
                for from in 0..AREA_COUNT as Area {
                    if self.free_move_ok(seat, from) {
                        out.push(Input::FreeMove { from });
                    }
                }
                out.push(Input::EndMovement);
            }
            ActionStep::Finish { pressed } => {
                if !extra && !pressed && seat != self.ct && !self.goal_kick && team.count(self.ball) > 0 {
                    out.push(Input::Press);
                }
                if !extra && self.config.substitutions && team.subs_used < MAX_SUBS {
                    for from in Line::ALL {
                        for to in Line::ALL {
                            if team.formation.shifted(from, to).is_some() {
                                out.push(Input::Substitute { sub: Substitution::Formation { from, to } });
                            }
                        }
                    }
                    if team.yellows > 0 {
                        out.push(Input::Substitute { sub: Substitution::RemoveYellow });
                    }
                    if self.config.condition {
                        for line in Line::ALL {
                            out.push(Input::Substitute { sub: Substitution::FreshPlayer { line } });
                        }
                    } else if team.injured_out > 0 {
                        out.push(Input::Substitute { sub: Substitution::FreshPlayer { line: Line::Midfield } });
                    }
                }
                out.push(Input::EndStage);
            }
        }
        out
    }

    /// The condition-point line for a team now: the ball's zone from its point of view.
    pub fn condition_line(&self, seat: Seat) -> Line {
        Line::for_zone(board::zone_for(self.ball, seat))
    }

    /// Moving a player into `to` would put it offside (§7.6.2; straight-back moves are exempt
    /// and checked by the caller). Applied to both teams: a passive player could be attacking
    /// next turn.
    fn move_offside(&self, seat: Seat, to: Area) -> bool {
        self.offside(seat, to, None)
    }

    /// Moving a player of `seat` out of the ball's area must not leave the CT uncovered.
    fn keeps_cover(&self, seat: Seat, from: Area) -> bool {
        seat != self.ct || from != self.ball || self.teams[seat].count(from) != 1
    }

    /// The ordinary moves `seat` may make now.
    fn moves_of(&self, seat: Seat, kind: MoveKind, dribbled: bool) -> Vec<Input> {
        let team = &self.teams[seat];
        let other = &self.teams[1 - seat];
        let kinds: &[MoveKind] = match kind {
            MoveKind::Mixed if self.no_defence == Some(seat) => &[MoveKind::Midfield, MoveKind::Forward],
            MoveKind::Mixed => &[MoveKind::Midfield, MoveKind::Forward, MoveKind::Defence],
            _ => std::slice::from_ref(&kind),
        };
        let can_dribble = seat == self.ct && !dribbled && !self.goal_kick && other.count(self.ball) == 0;
        let mut out = Vec::new();
        for from in 0..AREA_COUNT as Area {
            let outfield = team.pieces[from as usize] > team.moved[from as usize];
            let keeper = team.keeper == from && !team.keeper_moved;
            for (is_keeper, ok) in [(false, outfield), (true, keeper)] {
                if !ok {
                    continue;
                }
                let mut dests: Vec<(Area, bool)> = Vec::new();
                for k in kinds {
                    match k {
                        MoveKind::Midfield => {
                            for to in board::neighbours(from) {
                                if board::lane(to) != board::lane(from) && !self.move_offside(seat, to) {
                                    dests.push((to, true));
                                }
                            }
                        }
                        MoveKind::Forward | MoveKind::Defence => {
                            let forward = *k == MoveKind::Forward;
                            let mut at = from;
                            let mut steps = 0;
                            while let Some(next) = board::step_in_lane(at, seat, forward) {
                                steps += 1;
                                if is_keeper && steps > 2 {
                                    break;
                                }
                                if !(forward && self.move_offside(seat, next)) {
                                    dests.push((next, steps == 1));
                                }
                                // The stop rule: more opponents than team-mates stops the runner.
                                if other.count(next) > team.count(next) {
                                    break;
                                }
                                at = next;
                            }
                        }
                        MoveKind::Mixed => {}
                    }
                }
                for (to, one_step) in dests {
                    let mv = Input::Move { from, to, keeper: is_keeper, dribble: false };
                    if !out.contains(&mv) && self.keeps_cover(seat, from) {
                        out.push(mv);
                    }
                    if can_dribble && one_step && from == self.ball {
                        let mv = Input::Move { from, to, keeper: is_keeper, dribble: true };
                        if !out.contains(&mv) {
                            out.push(mv);
                        }
                    }
                }
            }
        }
        out
    }

    /// Event moves (−5, −3, +3): any player one area to a neighbouring area.
    fn event_moves(&self, seat: Seat) -> Vec<Input> {
        let team = &self.teams[seat];
        let mut out = Vec::new();
        for from in 0..AREA_COUNT as Area {
            for (keeper, ok) in [(false, team.pieces[from as usize] > 0), (true, team.keeper == from)] {
                if !ok || !self.keeps_cover(seat, from) {
                    continue;
                }
                for to in board::neighbours(from) {
                    let back = board::step_in_lane(from, seat, false) == Some(to);
                    if back || !self.move_offside(seat, to) {
                        out.push(Input::Move { from, to, keeper, dribble: false });
                    }
                }
            }
        }
        out
    }

    fn free_move_ok(&self, seat: Seat, from: Area) -> bool {
        let team = &self.teams[seat];
        let Some(to) = board::away_from_goal_line(from) else { return false };
        board::touches_goal_line(from)
            && team.pieces[from as usize] > team.moved[from as usize]
            && to != board::home(self.ball)
            && self.keeps_cover(seat, from)
    }

    // ----- setups -----

    fn setup_drops(&self, seat: Seat, kind: SetupKind, from: Area, keeper: bool) -> Vec<Area> {
        let ct = seat == self.ct;
        let own_box = board::own_box(seat);
        let attacked = board::target_box(self.ct);
        let mut out: Vec<Area> = (0..AREA_COUNT as Area)
            .filter(|a| match kind {
                SetupKind::KickOff => {
                    if keeper {
                        *a == own_box
                    } else {
                        board::on_side_of(*a, seat)
                    }
                }
                SetupKind::FreeKick { .. } | SetupKind::Corner => true,
                SetupKind::Penalty => match (ct, keeper) {
                    (false, true) => *a == attacked,
                    (false, false) | (true, true) => *a != attacked,
                    (true, false) => true,
                },
            })
            .collect();
        if kind == SetupKind::Corner && ct && !keeper {
            out.extend(board::attacking_corners(seat));
        }
        if !out.contains(&from) {
            out.push(from);
        }
        out
    }

    /// Whether `seat`'s pieces satisfy the setup rules (§5.3, §8.1, §8.2, §8.5).
    pub fn setup_valid(&self, seat: Seat, kind: SetupKind) -> bool {
        let team = &self.teams[seat];
        let ct = seat == self.ct;
        let at_spots: u8 = (AREA_COUNT..SPOT_COUNT).map(|a| team.pieces[a]).sum();
        let keeper_at_spot = board::is_spot(team.keeper);
        if keeper_at_spot || (at_spots > 0 && !(kind == SetupKind::Corner && ct)) {
            return false;
        }
        match kind {
            SetupKind::KickOff => {
                team.keeper == board::own_box(seat)
                    && (0..AREA_COUNT as Area).all(|a| team.pieces[a as usize] == 0 || board::on_side_of(a, seat))
                    && (!ct || team.pieces[C3 as usize] >= 2 || team.outfield() < 2)
            }
            SetupKind::FreeKick { area } => {
                if ct {
                    team.count(area) >= 1
                } else {
                    let deeper: Vec<Area> =
                        (0..AREA_COUNT as Area).filter(|a| board::beyond(*a, area, self.ct)).collect();
                    deeper.is_empty() || deeper.iter().any(|a| team.count(*a) > 0)
                }
            }
            SetupKind::Corner => {
                if ct {
                    let [a, b] = board::attacking_corners(seat);
                    at_spots == 1 && team.pieces[a as usize] + team.pieces[b as usize] == 1
                } else {
                    true
                }
            }
            SetupKind::Penalty => {
                let attacked = board::target_box(self.ct);
                if ct {
                    team.pieces[attacked as usize] == 1 && team.keeper != attacked
                } else {
                    team.keeper == attacked && team.pieces[attacked as usize] == 0
                }
            }
        }
    }

    fn legal_setup(&self, seat: Seat, kind: SetupKind, stage: SetupStage, picked: Option<(Area, bool)>) -> Vec<Input> {
        let team = &self.teams[seat];
        let adjusting = matches!(stage, SetupStage::Adjust { .. });
        match picked {
            None => {
                let mut out = Vec::new();
                let may_pick = !matches!(stage, SetupStage::Adjust { left: 0 });
                if may_pick {
                    for a in 0..SPOT_COUNT as Area {
                        if team.pieces[a as usize] > 0 {
                            out.push(Input::Pick { area: a, keeper: false });
                        }
                    }
                    out.push(Input::Pick { area: team.keeper, keeper: true });
                }
                if self.setup_valid(seat, kind) {
                    out.push(Input::Ready);
                }
                let default = self.setup_defaults[seat];
                if !adjusting && (team.pieces, team.keeper) != default {
                    out.push(Input::ResetSetup);
                }
                if adjusting {
                    // Only picks that have somewhere valid to go.
                    out.retain(|i| match i {
                        Input::Pick { area, keeper } => self.setup_drops(seat, kind, *area, *keeper).iter().any(|to| {
                            *to != *area
                                && board::adjacent(*area, *to)
                                && self.drop_keeps_valid(seat, kind, *area, *keeper, *to)
                        }),
                        _ => true,
                    });
                }
                out
            }
            Some((from, keeper)) => self
                .setup_drops(seat, kind, from, keeper)
                .into_iter()
                .filter(|to| {
                    !adjusting
                        || *to == from
                        || (board::adjacent(from, *to) && self.drop_keeps_valid(seat, kind, from, keeper, *to))
                })
                .map(|area| Input::Drop { area })
                .collect(),
        }
    }

    fn drop_keeps_valid(&self, seat: Seat, kind: SetupKind, from: Area, keeper: bool, to: Area) -> bool {
        let mut probe = self.clone();
        probe.relocate(seat, from, to, keeper);
        probe.setup_valid(seat, kind)
    }

    fn relocate(&mut self, seat: Seat, from: Area, to: Area, keeper: bool) {
        let team = &mut self.teams[seat];
        if keeper {
            team.keeper = to;
        } else if team.pieces[from as usize] > 0 {
            team.pieces[from as usize] -= 1;
            team.pieces[to as usize] += 1;
        }
    }

    /// The nearest outfield piece of `seat` to `to` (ties: the first area in board order).
    fn nearest_outfield(&self, seat: Seat, to: Area, except: Option<Area>) -> Option<Area> {
        (0..SPOT_COUNT as Area)
            .filter(|a| self.teams[seat].pieces[*a as usize] > 0 && Some(*a) != except)
            .min_by_key(|a| board::distance(*a, to))
    }

    /// The default kick-off placement for a formation (§5.3): defenders in front of the box
    /// and on the wings, midfielders on the flanks, forwards in the centre circle.
    fn kickoff_placement(&mut self, seat: Seat) {
        const DEF: [Area; 8] = [board::C2, board::N1, board::S1, board::C2, board::C1, board::N1, board::S1, board::C2];
        const MID: [Area; 8] = [board::N2, board::S2, board::C3, board::C2, board::N2, board::S2, board::C3, board::C2];
        const FWD: [Area; 8] = [C3, C3, board::N2, board::S2, C3, board::N2, board::S2, C3];
        let team = &mut self.teams[seat];
        let on_pitch = team.outfield() as usize;
        let f = team.formation;
        let mut slots: Vec<Area> = Vec::new();
        slots.extend(FWD.iter().take(f.count(Line::Forward) as usize));
        slots.extend(DEF.iter().take(f.count(Line::Defence) as usize));
        slots.extend(MID.iter().take(f.count(Line::Midfield) as usize));
        slots.truncate(on_pitch);
        let mirror = |a: Area| if seat == 0 { a } else { mirror_area(a) };
        team.pieces = [0; SPOT_COUNT];
        for a in slots {
            team.pieces[mirror(a) as usize] += 1;
        }
        team.keeper = board::own_box(seat);
        team.keeper_out = false;
        if seat == self.ct {
            for from in [board::N2, board::S2, board::C2, board::N1, board::S1, board::C1].map(mirror) {
                while self.teams[seat].pieces[C3 as usize] < 2 && self.teams[seat].pieces[from as usize] > 0 {
                    self.relocate(seat, from, C3, false);
                }
            }
        }
    }

    /// Begin a setup: default placements that already satisfy its rules, so that "ready" is
    /// always one click away (§12.15's "keep current positions" shortcut).
    fn begin_setup(&mut self, kind: SetupKind, ev: &mut Vec<Event>) {
        let (ct, pt) = (self.ct, self.pt());
        self.clear_corner_spots();
        for t in &mut self.teams {
            t.reset_movement();
        }
        match kind {
            SetupKind::KickOff => {
                self.ball = C3;
                self.value = 1;
                self.kickoff_placement(ct);
                self.kickoff_placement(pt);
            }
            SetupKind::FreeKick { area } => {
                self.ball = area;
                self.value = 1;
                if self.teams[ct].count(area) == 0 {
                    if let Some(from) = self.nearest_outfield(ct, area, None) {
                        self.relocate(ct, from, area, false);
                    }
                }
                if !self.setup_valid(pt, kind) {
                    let own = board::own_box(pt);
                    match self.nearest_outfield(pt, own, None) {
                        Some(from) => self.relocate(pt, from, own, false),
                        None => self.teams[pt].keeper = own,
                    }
                }
            }
            SetupKind::Corner => {
                let spot = match board::corner_spot_of(self.target.unwrap_or(self.ball)) {
                    Some(s) if board::attacking_corners(ct).contains(&s) => s,
                    _ => {
                        let [north, south] = board::attacking_corners(ct);
                        if board::lane(self.ball) == board::Lane::South {
                            south
                        } else {
                            north
                        }
                    }
                };
                if let Some(from) = self.nearest_outfield(ct, spot, None) {
                    self.relocate(ct, from, spot, false);
                }
                self.ball = spot;
                self.value = 1;
            }
            SetupKind::Penalty => {
                let attacked = board::target_box(ct);
                let front = board::step_in_lane(attacked, ct, false).unwrap_or(board::C3);
                for s in [ct, pt] {
                    let n = self.teams[s].pieces[attacked as usize];
                    self.teams[s].pieces[attacked as usize] = 0;
                    self.teams[s].pieces[front as usize] += n;
                }
                if self.teams[ct].keeper == attacked {
                    self.teams[ct].keeper = front;
                }
                self.teams[pt].keeper = attacked;
                self.teams[pt].keeper_out = false;
                if let Some(from) = self.nearest_outfield(ct, attacked, None) {
                    self.relocate(ct, from, attacked, false);
                }
                self.ball = attacked;
                self.value = 1;
            }
        }
        self.setup_defaults = [0, 1].map(|s| (self.teams[s].pieces, self.teams[s].keeper));
        self.phase = Phase::Setup { kind, stage: SetupStage::Controlling, picked: None };
        ev.push(Event::SetupStarts { kind, ct });
    }

    /// A corner taker counts as standing in the corner area once the kick is taken (§8.2.4).
    fn clear_corner_spots(&mut self) {
        for team in &mut self.teams {
            for (k, (_, corner)) in board::CORNERS.iter().enumerate() {
                let spot = AREA_COUNT + k;
                team.pieces[*corner as usize] += team.pieces[spot];
                team.pieces[spot] = 0;
            }
        }
    }

    fn finish_setup(&mut self, kind: SetupKind, ev: &mut Vec<Event>) {
        match kind {
            SetupKind::KickOff => {
                self.next_restart = Restart::KickOff;
                self.start_turn();
            }
            SetupKind::FreeKick { .. } => self.phase = Phase::FreeKickChoice,
            SetupKind::Corner => {
                let ct = self.ct;
                if let Some(spot) =
                    board::attacking_corners(ct).into_iter().find(|s| self.teams[ct].pieces[*s as usize] > 0)
                {
                    self.ball = spot;
                }
                self.next_restart = Restart::Corner;
                self.start_turn();
            }
            SetupKind::Penalty => self.phase = Phase::Penalty { dive: None, shootout: false },
        }
        let _ = ev;
    }

    // ----- playing an input -----

    /// Apply `input` for `seat`: refused with a specific reason unless it is legal now.
    pub fn play(&mut self, seat: Seat, input: &Input, chance: &mut Chance) -> Result<Vec<Event>, RuleError> {
        if seat > 1 {
            return Err(RuleError::NoSuchSeat(seat));
        }
        if self.phase == Phase::Over {
            return Err(RuleError::MatchOver);
        }
        let legal = self.legal(seat);
        if !legal.contains(input) {
            return Err(self.explain(seat, input, &legal));
        }
        let mut ev = Vec::new();
        self.perform(seat, *input, chance, &mut ev);
        self.settle(chance, &mut ev);
        Ok(ev)
    }

    /// Why an input is not legal now, for the player who sent it.
    fn explain(&self, seat: Seat, input: &Input, legal: &[Input]) -> RuleError {
        if legal.is_empty() {
            return match &self.phase {
                Phase::Prepare { .. } | Phase::HalfTime { .. } => RuleError::AlreadyChosen,
                _ => RuleError::NotYourMove(format!(
                    "it is {}'s decision now",
                    if seat == 0 { "the away side" } else { "the home side" }
                )),
            };
        }
        let options: Vec<String> = legal.iter().take(12).map(|i| super::view::describe(self, seat, i)).collect();
        let more = if legal.len() > 12 { format!(" and {} more", legal.len() - 12) } else { String::new() };
        let what = super::view::describe(self, seat, input);
        RuleError::Illegal(format!("'{what}' is not allowed now; you may choose: {}{more}", options.join("; ")))
    }

    fn perform(&mut self, seat: Seat, input: Input, chance: &mut Chance, ev: &mut Vec<Event>) {
        match input {
            Input::Formation { .. } | Input::Role { .. } | Input::Style { .. } => self.draft(seat, input, chance, ev),
            Input::HalfTime { change } => {
                if let Phase::HalfTime { changes } = &mut self.phase {
                    changes[seat] = Some(HalfTimeChoice::from_change(change));
                    ev.push(Event::Chose { seat });
                    if let [Some(a), Some(b)] = *changes {
                        self.second_half([a, b], ev);
                    }
                }
            }
            Input::KickOff { with_ball } => {
                let Phase::KickOffChoice { winner } = self.phase else { return };
                self.ct = if with_ball { winner } else { 1 - winner };
                self.first_ct = self.ct;
                ev.push(Event::KickOffChosen { seat, with_ball });
                self.begin_setup(SetupKind::KickOff, ev);
            }
            Input::Pick { area, keeper } => {
                if let Phase::Setup { picked, .. } = &mut self.phase {
                    *picked = Some((area, keeper));
                }
            }
            Input::Drop { area } => {
                let Phase::Setup { kind, stage, picked: Some((from, keeper)) } = self.phase else { return };
                let mut stage = stage;
                if area != from {
                    self.relocate(seat, from, area, keeper);
                    ev.push(Event::Placed { seat, from, to: area, keeper });
                    if let SetupStage::Adjust { left } = &mut stage {
                        *left -= 1;
                    }
                }
                self.phase = Phase::Setup { kind, stage, picked: None };
            }
            Input::Ready => {
                let Phase::Setup { kind, stage, .. } = self.phase else { return };
                ev.push(Event::SetupReady { seat });
                match stage {
                    SetupStage::Controlling => {
                        self.phase = Phase::Setup { kind, stage: SetupStage::Passive, picked: None }
                    }
                    SetupStage::Passive => {
                        self.phase = Phase::Setup { kind, stage: SetupStage::Adjust { left: 2 }, picked: None }
                    }
                    SetupStage::Adjust { .. } => self.finish_setup(kind, ev),
                }
            }
            Input::ResetSetup => {
                let (pieces, keeper) = self.setup_defaults[seat];
                self.teams[seat].pieces = pieces;
                self.teams[seat].keeper = keeper;
            }
            Input::Target { area } => self.play_turn(area, chance, ev),
            Input::SlowGoalKick => {
                self.slow_goal_kick_used = true;
                self.moves = [0, 0];
                self.first_actor = self.ct;
                self.teams[self.ct].reset_movement();
                self.phase = Phase::ExtraMovement { team: self.ct, step: ActionStep::Choose { shot: false } };
            }
            Input::Shoot => {
                if self.phase == Phase::FreeKickChoice {
                    self.free_kick_shot = true;
                    self.first_actor = self.ct;
                    self.teams[self.ct].reset_movement();
                    self.phase =
                        Phase::Action { team: self.ct, second: false, step: ActionStep::Choose { shot: true } };
                } else if let Phase::Action { step, .. } = &mut self.phase {
                    *step = ActionStep::Choose { shot: true };
                }
                self.shoot(chance, ev);
            }
            Input::PlayOn => {
                self.next_restart = Restart::FreeKick;
                self.end_turn(ev);
            }
            Input::Movement { kind } => {
                let n = kind.line().map(|l| self.teams[seat].playing_formation().count(l)).unwrap_or(0);
                let allowance = n.saturating_sub(self.forced[seat]);
                self.forced[seat] = 0;
                ev.push(Event::MovementChosen { seat, kind, allowance });
                self.set_step(ActionStep::Moving { kind, left: allowance, dribbled: false });
            }
            Input::UseCondition => {
                let line = self.condition_line(seat);
                self.teams[seat].cp[line.index()] -= 1;
                let roll = chance.roll(6);
                let n = self.teams[seat].playing_formation().count(line) + if roll <= 3 { 1 } else { 2 };
                let allowance = n.saturating_sub(self.forced[seat]);
                self.forced[seat] = 0;
                ev.push(Event::ConditionUsed { seat, line, roll, allowance });
                self.check_tired(seat, ev);
                self.set_step(ActionStep::Moving { kind: MoveKind::Mixed, left: allowance, dribbled: false });
            }
            Input::Move { from, to, keeper, dribble } => {
                self.relocate(seat, from, to, keeper);
                let team = &mut self.teams[seat];
                if keeper {
                    team.keeper_moved = true;
                    team.keeper_out = false;
                } else {
                    team.moved[to as usize] += 1;
                }
                if dribble {
                    self.ball = to;
                }
                ev.push(Event::Moved { seat, from, to, keeper, dribble });
                match &mut self.phase {
                    Phase::EventMoves { left, .. } => *left -= 1,
                    Phase::Action { step: ActionStep::Moving { left, dribbled, .. }, .. }
                    | Phase::ExtraMovement { step: ActionStep::Moving { left, dribbled, .. }, .. } => {
                        *left -= 1;
                        *dribbled |= dribble;
                        self.moves[seat] += 1;
                    }
                    _ => {}
                }
            }
            Input::KeeperOut { out } => {
                let team = &mut self.teams[seat];
                team.keeper_out = out;
                team.keeper_switched = true;
                ev.push(Event::KeeperOut { seat, out });
            }
            Input::EndMovement => match self.phase {
                Phase::EventMoves { .. } => self.begin_actions(ev),
                Phase::Action { step: ActionStep::Moving { .. }, .. }
                | Phase::ExtraMovement { step: ActionStep::Moving { .. }, .. } => self.set_step(ActionStep::FreeMoves),
                _ => self.after_movement(seat, ev),
            },
            Input::FreeMove { from } => {
                let to = board::away_from_goal_line(from).unwrap_or(from);
                self.relocate(seat, from, to, false);
                self.teams[seat].moved[to as usize] += 1;
                ev.push(Event::FreeMoved { seat, from, to });
            }
            Input::Press => self.press(seat, chance, ev),
            Input::Substitute { sub } => self.substitute(seat, sub, chance, ev),
            Input::EndStage => self.end_stage(ev),
            Input::Dive { side } => {
                if let Phase::Penalty { dive, .. } = &mut self.phase {
                    *dive = Some(side);
                }
                ev.push(Event::Chose { seat });
            }
            Input::Kick { side } => self.kick(side, chance, ev),
        }
    }

    fn set_step(&mut self, new: ActionStep) {
        match &mut self.phase {
            Phase::Action { step, .. } | Phase::ExtraMovement { step, .. } => *step = new,
            _ => {}
        }
    }

    /// Play the steps that leave nothing to decide: a lone "done" is taken for the team.
    fn settle(&mut self, chance: &mut Chance, ev: &mut Vec<Event>) {
        for _ in 0..64 {
            let Some(seat) = self.actor() else { return };
            let legal = self.legal(seat);
            match legal.as_slice() {
                [only @ (Input::EndMovement | Input::EndStage)] => self.perform(seat, *only, chance, ev),
                _ => return,
            }
        }
    }

    fn draft(&mut self, seat: Seat, input: Input, chance: &mut Chance, ev: &mut Vec<Event>) {
        let steps = self.draft_steps();
        let Phase::Prepare { drafts } = &mut self.phase else { return };
        let d = &mut drafts[seat];
        match input {
            Input::Formation { formation } => d.formation = Some(formation),
            Input::Role { role, count } => {
                d.roles.set(role, count);
                d.roles_done += 1;
            }
            Input::Style { line, style } => {
                d.styles[line.index()] = style;
                d.styles_done += 1;
            }
            _ => {}
        }
        let taken = 1 + d.roles_done + d.styles_done;
        d.done = taken >= steps;
        ev.push(Event::Chose { seat });
        let drafts = *drafts;
        if drafts.iter().all(|d| d.done) {
            for (t, draft) in self.teams.iter_mut().zip(drafts) {
                t.formation = draft.formation.unwrap_or(Formation::CARDS[0]);
                t.roles = draft.roles;
                t.styles = draft.styles;
                t.pieces = [0; SPOT_COUNT];
                // Ten outfield pieces; the kick-off setup puts them in place.
                t.pieces[C3 as usize] = 10;
                t.cp = if self.config.condition { t.starting_cp(self.config.roles) } else { [0; 3] };
            }
            ev.push(Event::Formations {
                formations: [self.teams[0].formation, self.teams[1].formation],
                roles: self.config.roles.then_some([self.teams[0].roles, self.teams[1].roles]),
                styles: self.config.styles.then_some([self.teams[0].styles, self.teams[1].styles]),
            });
            // §5.1: both roll; the higher chooses (ties rolled again, §11 DEFAULT).
            let (a, b) = loop {
                let (a, b) = (chance.roll(6), chance.roll(6));
                if a != b {
                    break (a, b);
                }
            };
            let winner = if a > b { 0 } else { 1 };
            self.kickoff_dice = Some([a, b]);
            ev.push(Event::KickOffRoll { dice: [a, b], winner });
            self.phase = Phase::KickOffChoice { winner };
        }
    }

    fn second_half(&mut self, changes: [HalfTimeChoice; 2], ev: &mut Vec<Event>) {
        for (s, change) in changes.iter().enumerate() {
            if let HalfTimeChoice::Shift { from, to } = change {
                if let Some(f) = self.teams[s].formation.shifted(*from, *to) {
                    self.teams[s].formation = f;
                    ev.push(Event::FormationChanged { seat: s, formation: f });
                }
            }
        }
        self.half = 2;
        self.minute = 46;
        self.stoppage = 0;
        self.carried = 0;
        self.half_ends = false;
        self.auto_pass = None;
        self.goal_kick = false;
        self.slow_goal_kick_used = false;
        self.ct = 1 - self.first_ct;
        ev.push(Event::SecondHalf);
        self.begin_setup(SetupKind::KickOff, ev);
    }

    // ----- a turn -----

    fn start_turn(&mut self) {
        self.turn += 1;
        for s in 0..2 {
            if let Some(f) = self.teams[s].next_formation.take() {
                self.teams[s].formation = f;
            }
        }
        self.last_moves = self.moves;
        self.moves = [0, 0];
        self.forced = [0, 0];
        self.target = None;
        self.no_defence = None;
        self.restart = self.next_restart;
        self.next_restart = Restart::Open;
        if self.restart != Restart::GoalKick {
            self.slow_goal_kick_used = false;
        }
        self.start = self.ball;
        self.report = TurnReport { turn: self.turn, ct: self.ct, ..TurnReport::default() };
        self.phase = Phase::Target;
    }

    fn note(&mut self, text: String) {
        self.report.notes.push(text);
    }

    /// Stages 2–5 after the target is chosen, then the action stages.
    fn play_turn(&mut self, target: Area, chance: &mut Chance, ev: &mut Vec<Event>) {
        let ct = self.ct;
        let pt = self.pt();
        self.target = Some(target);
        self.start = self.ball;
        self.report.target = Some(target);
        ev.push(Event::Target { seat: ct, area: target });
        let only_pt_in_target = self.teams[pt].count(target) > 0 && self.teams[ct].count(target) == 0;
        let empty_start = self.teams[pt].count(self.start) == 0;
        // Stage 2.
        let (cd, pd) = (chance.roll(6), chance.roll(6));
        self.dice[ct] = cd;
        self.dice[pt] = pd;
        self.report.dice = Some(self.dice);
        ev.push(Event::Dice { dice: self.dice });
        // Stage 3.
        if !self.advance_clock(cd.abs_diff(pd), chance, ev) {
            self.end_half(ev);
            return;
        }
        // Stage 4.
        let automatic =
            self.auto_pass == Some(ct) || (self.teams[pt].count(target) == 0 && self.teams[ct].count(target) > 0);
        self.auto_pass = None;
        let mut lost = false;
        let mut ball_stays = false;
        let mut modifier: i8 = 0;
        let mut moves_for: Option<(Seat, u8)> = None;
        let mut skip_actions = false;
        let control = if cd > self.value {
            Control::Kept
        } else if cd < self.value {
            if automatic {
                Control::Automatic
            } else {
                lost = true;
                Control::Lost
            }
        } else {
            Control::SpecialEvent
        };
        self.report.control = Some(
            match control {
                Control::Kept => "kept",
                Control::Automatic => "passed automatically",
                Control::Lost => "lost",
                Control::SpecialEvent => "special event",
            }
            .into(),
        );
        ev.push(Event::Control { control });
        if control == Control::SpecialEvent {
            let (a, b) = (self.event_die(ct, chance), self.event_die(pt, chance));
            let difference = a as i8 - b as i8;
            let mut dice = [0; 2];
            dice[ct] = a;
            dice[pt] = b;
            ev.push(Event::SpecialEvent { dice, difference });
            self.note(format!("special event {difference:+}"));
            match difference {
                -5 => moves_for = Some((pt, 2)),
                -4 => {
                    lost = true;
                    ball_stays = true;
                }
                -3 => moves_for = Some((pt, 1)),
                -2 => modifier = 1,
                -1 | 1 => {
                    let (awarded, fouler) = if difference == -1 { (ct, pt) } else { (pt, ct) };
                    self.yellow_roll(fouler, chance, ev);
                    self.award_free_kick(awarded, target, ev);
                    return;
                }
                0 => {
                    skip_actions = true;
                    if a <= 2 && self.config.condition {
                        for s in 0..2 {
                            let line = Line::for_zone(board::zone_for(target, s));
                            let cp = &mut self.teams[s].cp[line.index()];
                            *cp = (*cp + 1).min(6);
                            ev.push(Event::ConditionGained { seat: s, line });
                        }
                    }
                    if a == 6 {
                        self.injure(0, chance, ev);
                        self.injure(1, chance, ev);
                    }
                }
                2 => modifier = -1,
                3 => moves_for = Some((ct, 1)),
                4 => modifier = -2,
                _ => self.no_defence = Some(pt),
            }
        }
        // Stage 5.
        if lost {
            self.ct = pt;
            ev.push(Event::Possession { seat: self.ct });
        }
        let dest = if ball_stays { self.start } else { target };
        self.ball = dest;
        let mut value = self.dice[self.pt()] as i8;
        if !lost {
            value += board::areas_between(self.start, dest) as i8;
            if empty_start && !matches!(self.restart, Restart::FreeKick | Restart::Corner | Restart::GoalKick) {
                value -= 1;
            }
        }
        value += modifier;
        let mut won_ball = lost;
        if value > 6 {
            self.ct = self.pt();
            won_ball = !won_ball;
            value = self.dice[self.pt()] as i8;
            ev.push(Event::Possession { seat: self.ct });
            self.note("ball value over 6: turnover".into());
        }
        self.value = value.clamp(1, 6) as u8;
        self.goal_kick = false;
        self.clear_corner_spots();
        ev.push(Event::BallMoved { to: self.ball, value: self.value });
        self.force_cover(self.ct, won_ball && self.ct != ct, ev);
        if skip_actions {
            if board::is_corner_area(target) {
                let seat = if board::zone_for(target, 0) == Zone::Attack { 0 } else { 1 };
                self.ct = seat;
                ev.push(Event::Corner { seat });
                self.note(format!("corner to {}", side_name(seat)));
                self.end_turn_with_setup(SetupKind::Corner, ev);
            } else {
                self.end_turn(ev);
            }
            return;
        }
        self.target_only_pt = only_pt_in_target;
        if let Some((team, left)) = moves_for {
            self.phase = Phase::EventMoves { team, left };
        } else {
            self.begin_actions(ev);
        }
    }
}

/// The same area seen from the other end (C1 ↔ C5, N2 ↔ N3, …).
pub fn mirror_area(a: Area) -> Area {
    if board::is_spot(a) {
        return match a {
            board::NW => board::NE,
            board::SW => board::SE,
            board::NE => board::NW,
            _ => board::SW,
        };
    }
    let info = board::AREAS[a as usize];
    let lane_len = if info.lane == board::Lane::Centre { 5 } else { 4 };
    let index = lane_len + 1 - info.index;
    (0..AREA_COUNT as Area)
        .find(|b| board::AREAS[*b as usize].lane == info.lane && board::AREAS[*b as usize].index == index)
        .unwrap_or(a)
}

impl Fuba {
    /// The game minute for rolls against the clock (§12.9, §12.13): 45+k in stoppage.
    pub fn game_minute(&self) -> u32 {
        self.minute as u32 + self.stoppage as u32
    }

    /// Stage 3 (§6, §12.13). `false` when the half ends at once.
    fn advance_clock(&mut self, difference: u8, chance: &mut Chance, ev: &mut Vec<Event>) -> bool {
        let end = if self.half == 1 { 45 } else { 90 };
        let squares;
        if self.stoppage > 0 {
            if difference < self.stoppage {
                self.note(format!("difference {difference} below +{}: the half ends", self.stoppage));
                return false;
            }
            self.stoppage += 1;
            squares = 1;
            if self.stoppage >= 5 {
                self.half_ends = true;
            }
        } else if difference == 0 {
            self.carried += 1;
            squares = 0;
        } else {
            let advance = difference + self.carried;
            self.carried = 0;
            if self.minute + advance > end {
                squares = end - self.minute + 1;
                self.minute = end;
                self.stoppage = 1;
            } else {
                self.minute += advance;
                squares = advance;
            }
        }
        self.report.advance = squares;
        ev.push(Event::Clock { advance: squares, minute: self.minute, stoppage: self.stoppage });
        if squares >= 5 && self.config.condition {
            for s in 0..2 {
                self.tiredness_test(s, chance, ev);
            }
        }
        true
    }

    /// A1.2, with §12.9's reading: pass while 10 × the running total ≥ the minute after the
    /// advance; up to three rolls, one CP lost per failed roll.
    fn tiredness_test(&mut self, seat: Seat, chance: &mut Chance, ev: &mut Vec<Event>) {
        let minute = self.game_minute() as i32;
        let style = self.style_mod(seat);
        let first_line = self.target.map(|t| Line::for_zone(board::zone_for(t, seat))).unwrap_or(Line::Midfield);
        let mut total = 0i32;
        let mut rolls = Vec::new();
        let mut lost = 0;
        for _ in 0..3 {
            let roll = chance.roll(6);
            rolls.push(roll);
            total += (roll as i32 + style as i32).max(0);
            if total * 10 >= minute {
                break;
            }
            let cp = &mut self.teams[seat].cp;
            // The first lost CP comes from the target zone's line; §12.9: later ones too while it
            // has some, then from the line with most.
            let line = if cp[first_line.index()] > 0 {
                Some(first_line.index())
            } else {
                (0..3).filter(|i| cp[*i] > 0).max_by_key(|i| cp[*i])
            };
            if let Some(i) = line {
                cp[i] -= 1;
            }
            lost += 1;
        }
        ev.push(Event::Tiredness { seat, rolls, lost });
        if lost > 0 {
            self.note(format!("{} lose {lost} CP to tiredness", side_name(seat)));
        }
        self.check_tired(seat, ev);
    }

    fn check_tired(&mut self, seat: Seat, ev: &mut Vec<Event>) {
        let team = &mut self.teams[seat];
        if self.config.condition && !team.tired && team.cp.iter().all(|c| *c == 0) {
            team.tired = true;
            ev.push(Event::Tired { seat });
        }
    }

    /// A6: the style of the line for the target area's zone, as a modifier.
    fn style_mod(&self, seat: Seat) -> i8 {
        if !self.config.styles {
            return 0;
        }
        let zone = board::zone_for(self.target.unwrap_or(self.ball), seat);
        self.teams[seat].style_for(zone).modifier()
    }

    /// A special-event die: A6 aggressive keeps the higher of two, easy the lower.
    fn event_die(&self, seat: Seat, chance: &mut Chance) -> u8 {
        let d = chance.roll(6);
        match self.style_mod(seat) {
            1 => d.max(chance.roll(6)),
            -1 => d.min(chance.roll(6)),
            _ => d,
        }
    }

    /// The yellow-card roll (§7.4.3) and, for a second yellow or more, the red-card test (§8.4,
    /// §12.10).
    fn yellow_roll(&mut self, seat: Seat, chance: &mut Chance, ev: &mut Vec<Event>) {
        let roll = chance.roll(6);
        let target = self.target.unwrap_or(self.ball);
        let card = match roll {
            1 | 2 => false,
            3 => board::on_side_of(target, seat),
            _ => true,
        };
        ev.push(Event::YellowRoll { seat, roll, card });
        if card {
            let had = self.teams[seat].yellows;
            self.teams[seat].yellows += 1;
            self.note(format!("yellow card for {}", side_name(seat)));
            if had >= 1 {
                let threshold = self.teams[seat].yellows + u8::from(roll == 6);
                let test = chance.roll(6);
                if test < threshold {
                    let area = self.remove_player(seat);
                    let team = &mut self.teams[seat];
                    team.reds += 1;
                    team.yellows = team.yellows.saturating_sub(if test == 1 { 1 } else { 2 });
                    ev.push(Event::RedCard { seat, roll: test, area });
                    self.note(format!("red card for {}", side_name(seat)));
                }
            }
        }
        if roll == 6 {
            self.injure(1 - seat, chance, ev);
        }
    }

    /// §12.11: an outfield player from the target area if there is one, otherwise from the
    /// team's most crowded area. Goalkeepers are never removed.
    fn remove_player(&mut self, seat: Seat) -> Option<Area> {
        let team = &mut self.teams[seat];
        let target = self.target.unwrap_or(self.ball);
        let area = if team.pieces[target as usize] > 0 {
            Some(target)
        } else {
            (0..SPOT_COUNT as Area)
                .filter(|a| team.pieces[*a as usize] > 0)
                .max_by_key(|a| (team.pieces[*a as usize], std::cmp::Reverse(*a)))
        }?;
        team.pieces[area as usize] -= 1;
        team.moved[area as usize] = team.moved[area as usize].min(team.pieces[area as usize]);
        Some(area)
    }

    /// A4 injuries (§12.12: on unless switched off).
    fn injure(&mut self, seat: Seat, chance: &mut Chance, ev: &mut Vec<Event>) {
        if !self.config.injuries {
            return;
        }
        let area = self.remove_player(seat);
        let roll = chance.roll(6);
        let effective = roll as i8 + self.style_mod(seat);
        let back = match effective {
            i8::MIN..=1 => Some(self.turn + 1),
            2 => Some(self.turn + 2),
            3 => Some(self.turn + 3),
            _ => None,
        };
        if area.is_some() {
            match back {
                Some(turn) => self.teams[seat].returning.push(Returning { turn }),
                None => self.teams[seat].injured_out += 1,
            }
        }
        ev.push(Event::Injury { seat, area, roll, back_in_turn: back });
        self.note(format!("injury for {}", side_name(seat)));
    }

    fn award_free_kick(&mut self, awarded: Seat, area: Area, ev: &mut Vec<Event>) {
        if self.ct != awarded {
            self.ct = awarded;
            ev.push(Event::Possession { seat: awarded });
        }
        self.goal_kick = false;
        ev.push(Event::FreeKick { seat: awarded, area });
        self.note(format!("free kick to {} in {}", side_name(awarded), board::id(area)));
        let kind = if area == board::target_box(awarded) { SetupKind::Penalty } else { SetupKind::FreeKick { area } };
        self.last_report = Some(self.report.clone());
        self.begin_setup(kind, ev);
    }

    /// §7.4.2: the team in control moves its closest player into the ball's area if it has none
    /// there. A team that has just won the ball may send its second-closest instead of its
    /// goalkeeper.
    fn force_cover(&mut self, seat: Seat, won_ball: bool, ev: &mut Vec<Event>) {
        let ball = board::home(self.ball);
        if self.teams[seat].count(ball) > 0 {
            return;
        }
        let outfield = self.nearest_outfield(seat, ball, None);
        let keeper_d = board::distance(self.teams[seat].keeper, ball);
        let use_keeper = match outfield {
            None => true,
            Some(a) => board::distance(a, ball) > keeper_d && !won_ball,
        };
        let (from, keeper) =
            if use_keeper { (self.teams[seat].keeper, true) } else { (outfield.unwrap_or(ball), false) };
        self.relocate(seat, from, ball, keeper);
        if keeper {
            self.teams[seat].keeper_out = false;
        }
        self.forced[seat] += 1;
        self.moves[seat] += 1;
        ev.push(Event::ForcedMove { seat, from, to: ball, keeper });
    }

    /// Stages 6–7 begin: returning players come on, and the order is settled (§7.6).
    fn begin_actions(&mut self, ev: &mut Vec<Event>) {
        for s in 0..2 {
            let turn = self.turn;
            let team = &mut self.teams[s];
            let before = team.returning.len();
            team.returning.retain(|r| r.turn > turn);
            let back = (before - team.returning.len()) as u8;
            if back > 0 {
                team.pieces[C3 as usize] += back;
                ev.push(Event::Returned { seat: s, count: back });
            }
        }
        let pt = self.pt();
        let first =
            if matches!(self.restart, Restart::KickOff | Restart::Corner | Restart::FreeKick) || self.target_only_pt {
                pt
            } else if self.last_moves[self.first_actor] < self.last_moves[1 - self.first_actor] {
                self.first_actor
            } else {
                1 - self.first_actor
            };
        self.first_actor = first;
        self.teams[first].reset_movement();
        self.phase = Phase::Action { team: first, second: false, step: ActionStep::Choose { shot: false } };
    }

    /// After a team's moves: the slow goal kick's extra stages hand over, action stages adjust
    /// the ball value (§7.6.3) and go on to pressing and substitutions.
    fn after_movement(&mut self, seat: Seat, ev: &mut Vec<Event>) {
        match self.phase {
            Phase::ExtraMovement { team, .. } => {
                if team == self.ct {
                    let other = 1 - team;
                    self.teams[other].reset_movement();
                    self.phase = Phase::ExtraMovement { team: other, step: ActionStep::Choose { shot: false } };
                } else {
                    // The extra stages decide the order of the action stages (§8.3.4).
                    self.last_moves = self.moves;
                    self.moves = [0, 0];
                    self.phase = Phase::Target;
                }
            }
            Phase::Action { .. } => {
                let (ct, pt) = (self.ct, self.pt());
                let ball = board::home(self.ball);
                let diff = self.teams[ct].count(ball) as i8 - self.teams[pt].count(ball) as i8;
                let before = self.value;
                let change = diff.clamp(-2, 2);
                self.value = (self.value as i8 - change).clamp(1, 6) as u8;
                if self.value != before {
                    ev.push(Event::BallValue { value: self.value });
                }
                self.set_step(ActionStep::Finish { pressed: false });
                let _ = seat;
            }
            _ => {}
        }
    }

    /// §7.6.4 (A5: a keeper outside its goal area makes its own team's presses easier, §12.16).
    fn press(&mut self, seat: Seat, chance: &mut Chance, ev: &mut Vec<Event>) {
        let roll = chance.roll(6);
        let modified = roll as i8 - i8::from(self.config.keeper && self.teams[seat].keeper_out);
        let won = modified < self.value as i8;
        ev.push(Event::Press { seat, roll, won });
        if won {
            self.ct = seat;
            self.value = modified.clamp(1, 6) as u8;
            ev.push(Event::Possession { seat });
            self.note(format!("{} win the ball by pressing", side_name(seat)));
        } else {
            self.auto_pass = Some(self.ct);
        }
        self.set_step(ActionStep::Finish { pressed: true });
    }

    fn substitute(&mut self, seat: Seat, sub: Substitution, chance: &mut Chance, ev: &mut Vec<Event>) {
        let second_half = self.half == 2;
        let condition = self.config.condition;
        let minute = self.game_minute();
        let turn = self.turn;
        let team = &mut self.teams[seat];
        team.subs_used += 1;
        let mut cp_gain = 0;
        match sub {
            Substitution::Formation { from, to } => {
                team.next_formation = team.formation.shifted(from, to);
                if second_half && condition {
                    cp_gain = 1;
                    team.cp[to.index()] = (team.cp[to.index()] + 1).min(6);
                }
            }
            Substitution::RemoveYellow => team.yellows = team.yellows.saturating_sub(1),
            Substitution::FreshPlayer { line } => {
                if condition {
                    let roll = (chance.roll(6) + chance.roll(6)) as u32 * 10;
                    cp_gain = if roll > minute { 1 } else { 2 };
                    team.cp[line.index()] = (team.cp[line.index()] + cp_gain).min(6);
                }
                if team.injured_out > 0 {
                    team.injured_out -= 1;
                    team.returning.push(Returning { turn: turn + 1 });
                }
            }
        }
        ev.push(Event::Substitution { seat, sub, cp_gain });
    }

    fn end_stage(&mut self, ev: &mut Vec<Event>) {
        let Phase::Action { team, second, .. } = self.phase else { return };
        if second {
            self.end_turn(ev);
        } else {
            let other = 1 - team;
            self.teams[other].reset_movement();
            self.phase = Phase::Action { team: other, second: true, step: ActionStep::Choose { shot: false } };
        }
    }

    // ----- goal attempts -----

    /// The modifier of a goal attempt from the ball's area (§7.7's table, A5).
    pub fn shot_modifier(&self) -> Option<i8> {
        let ct = self.ct;
        let pt = self.pt();
        let area_mod = self.shot_area(ct)?;
        let ball = board::home(self.ball);
        let attacked = board::target_box(ct);
        let (us, them) = (&self.teams[ct], &self.teams[pt]);
        // The PT keeper is not counted, unless A5 has it outside its goal area.
        let keeper_counts = self.config.keeper && them.keeper_out;
        let their = |a: Area| them.count(a) - u8::from(them.keeper == a && !keeper_counts);
        let mut m = area_mod;
        if ball != attacked {
            let (a, b) = (us.count(ball), their(ball));
            m += i8::from(a > b) - i8::from(b > a);
        }
        let ours_onside = if self.offside(ct, attacked, None) { 0 } else { us.count(attacked) };
        if ours_onside > their(attacked) {
            m += 1;
        }
        if their(attacked) > us.count(attacked) {
            m -= 1;
        }
        if them.keeper != attacked {
            m += 4;
        }
        if keeper_counts && them.keeper == attacked {
            m += 2;
        }
        if self.free_kick_shot {
            m -= 1;
        }
        Some(m)
    }

    fn shoot(&mut self, chance: &mut Chance, ev: &mut Vec<Event>) {
        let ct = self.ct;
        let from = self.ball;
        let Some(modifier) = self.shot_modifier() else { return };
        let area_mod = self.shot_area(ct).unwrap_or(0);
        self.free_kick_shot = false;
        let roll = chance.roll(6);
        let attacked = board::target_box(ct);
        let mut second_roll = None;
        let result = if 6 + modifier <= self.value as i8 {
            // §7.7.1 difficult attempt: a 6, then beat the area modifier.
            if roll == 6 {
                let again = chance.roll(6);
                second_roll = Some(again);
                match (again as i8).cmp(&area_mod.abs()) {
                    std::cmp::Ordering::Greater => ShotResult::Goal,
                    std::cmp::Ordering::Equal => ShotResult::Corner,
                    std::cmp::Ordering::Less => ShotResult::Miss,
                }
            } else {
                ShotResult::Miss
            }
        } else {
            let total = roll as i8 + modifier;
            let v = self.value as i8;
            if total > v {
                ShotResult::Goal
            } else if total == v {
                ShotResult::Corner
            } else if total == v - 1 && self.teams[ct].count(attacked) > 0 {
                ShotResult::Rebound
            } else {
                ShotResult::Miss
            }
        };
        ev.push(Event::Shot { seat: ct, from, roll, second_roll, modifier, value: self.value, result });
        self.note(format!("{} shoot from {}: {}", side_name(ct), board::id(from), result_word(result)));
        let result = if result == ShotResult::Rebound { self.rebound(chance, ev) } else { result };
        match result {
            ShotResult::Goal => self.goal(ct, ev),
            ShotResult::Corner => {
                ev.push(Event::Corner { seat: ct });
                self.end_turn_with_setup(SetupKind::Corner, ev);
            }
            ShotResult::Miss => {
                let keeper_team = 1 - ct;
                self.ct = keeper_team;
                self.ball = board::own_box(keeper_team);
                self.value = 1;
                self.goal_kick = true;
                self.next_restart = Restart::GoalKick;
                ev.push(Event::GoalKick { seat: keeper_team });
            }
            ShotResult::Rebound => {}
        }
    }

    /// §7.7.3; a lost rebound gives the PT the ball with the raw die of the new PT (§12.14).
    fn rebound(&mut self, chance: &mut Chance, ev: &mut Vec<Event>) -> ShotResult {
        let ct = self.ct;
        let pt = self.pt();
        let attacked = board::target_box(ct);
        let rolls = [chance.roll(6), chance.roll(6)];
        let ours = self.teams[ct].count(attacked);
        let theirs = self.teams[pt].pieces[attacked as usize];
        let totals = [rolls[0] + ours, rolls[1] + theirs];
        let result = match totals[0].cmp(&totals[1]) {
            std::cmp::Ordering::Greater => ShotResult::Goal,
            std::cmp::Ordering::Equal => ShotResult::Corner,
            std::cmp::Ordering::Less => ShotResult::Miss,
        };
        let mut by_seat_rolls = [0; 2];
        by_seat_rolls[ct] = rolls[0];
        by_seat_rolls[pt] = rolls[1];
        let mut by_seat_totals = [0; 2];
        by_seat_totals[ct] = totals[0];
        by_seat_totals[pt] = totals[1];
        ev.push(Event::Rebound { rolls: by_seat_rolls, totals: by_seat_totals, result });
        if result == ShotResult::Miss {
            self.ct = pt;
            self.ball = attacked;
            self.value = rolls[0].clamp(1, 6);
            ev.push(Event::Possession { seat: pt });
            self.force_cover(pt, true, ev);
            return ShotResult::Rebound;
        }
        result
    }

    fn goal(&mut self, seat: Seat, ev: &mut Vec<Event>) {
        self.score[seat] += 1;
        ev.push(Event::Goal { seat, score: self.score });
        self.note(format!("GOAL {}", side_name(seat)));
        // The scoring team becomes the PT at the kick-off.
        self.ct = 1 - seat;
        self.end_turn_with_setup(SetupKind::KickOff, ev);
    }

    // ----- ends of turns, halves and the match -----

    fn close_report(&mut self, ev: &mut Vec<Event>) {
        self.last_report = Some(self.report.clone());
        ev.push(Event::TurnEnded { report: self.report.clone() });
    }

    fn end_turn(&mut self, ev: &mut Vec<Event>) {
        self.close_report(ev);
        if self.half_ends {
            self.end_half(ev);
        } else {
            self.start_turn();
        }
    }

    /// §12.5: a goal, corner or penalty ends the turn at once; the next begins with a setup.
    fn end_turn_with_setup(&mut self, kind: SetupKind, ev: &mut Vec<Event>) {
        self.close_report(ev);
        if self.half_ends {
            self.end_half(ev);
        } else {
            self.begin_setup(kind, ev);
        }
    }

    fn end_half(&mut self, ev: &mut Vec<Event>) {
        self.last_report = Some(self.report.clone());
        if self.half == 1 {
            ev.push(Event::HalfTime { score: self.score });
            self.phase = Phase::HalfTime { changes: [None, None] };
        } else if self.config.result_needed && self.score[0] == self.score[1] {
            ev.push(Event::ShootoutStarts);
            self.shootout = Some(Shootout { score: [0, 0], kicks: [0, 0], kicker: 0 });
            self.ct = 0;
            self.phase = Phase::Penalty { dive: None, shootout: true };
        } else {
            ev.push(Event::FullTime { score: self.score });
            self.phase = Phase::Over;
        }
    }

    /// §8.5: the kick against the hidden dive, then a d6 against the table.
    fn kick(&mut self, kick: Side, chance: &mut Chance, ev: &mut Vec<Event>) {
        let Phase::Penalty { dive: Some(dive), shootout } = self.phase else { return };
        let seat = self.ct;
        let need = penalty_need(kick, dive);
        let roll = chance.roll(6);
        let scored = roll >= need;
        ev.push(Event::PenaltyKick { seat, dive, kick, roll, need, scored });
        self.penalties.push((seat, dive, kick, roll, scored));
        if shootout {
            let Some(mut s) = self.shootout else { return };
            s.kicks[seat] += 1;
            if scored {
                s.score[seat] += 1;
            }
            s.kicker = 1 - seat;
            self.shootout = Some(s);
            if shootout_decided(&s, chance) {
                if s.score[0] == s.score[1] {
                    // Lots after 100 level rounds keep every match finite.
                    let lucky = chance.below(2);
                    if let Some(sh) = &mut self.shootout {
                        sh.score[lucky] += 1;
                    }
                }
                ev.push(Event::FullTime { score: self.score });
                self.phase = Phase::Over;
            } else {
                self.ct = s.kicker;
                self.phase = Phase::Penalty { dive: None, shootout: true };
            }
            return;
        }
        self.note(format!("penalty {}", if scored { "scored" } else { "missed" }));
        if scored {
            self.goal(seat, ev);
        } else {
            let keeper_team = 1 - seat;
            self.ct = keeper_team;
            self.ball = board::own_box(keeper_team);
            self.value = 1;
            self.goal_kick = true;
            self.next_restart = Restart::GoalKick;
            ev.push(Event::GoalKick { seat: keeper_team });
            self.end_turn(ev);
        }
    }
}

/// Five kicks each, stopping once one side cannot catch up; then sudden death by rounds.
fn shootout_decided(s: &Shootout, _chance: &mut Chance) -> bool {
    let [a, b] = s.score.map(|x| x as i32);
    let [ka, kb] = s.kicks.map(|x| x as i32);
    if ka <= 5 && kb <= 5 && !(ka == 5 && kb == 5) {
        a + (5 - ka) < b || b + (5 - kb) < a
    } else {
        ka == kb && (a != b || ka >= 100)
    }
}

/// A team in a turn note: a placeholder that [`super::view::turn_line`] replaces by its name.
pub fn side_name(seat: Seat) -> &'static str {
    if seat == 0 {
        "{home}"
    } else {
        "{away}"
    }
}

pub fn result_word(r: ShotResult) -> &'static str {
    match r {
        ShotResult::Goal => "goal",
        ShotResult::Corner => "corner",
        ShotResult::Rebound => "rebound",
        ShotResult::Miss => "miss",
    }
}
