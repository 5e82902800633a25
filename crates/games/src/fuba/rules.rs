//! FUBA's rules as a state machine (rules digest §5–§9, DEFAULTs of §12). Each public input is
//! one small decision, so every list of legal inputs is short enough for a menu; the engine plays
//! every stage that needs no decision by itself (dice, time, control check, ball movement, ball
//! value adjustment) and skips steps whose only option is to go on.

use serde::{Deserialize, Serialize};

use super::board::{self, Area, AREA_COUNT, C3, SPOT_COUNT};
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
    TurnEnded {
        report: TurnReport,
    },
}

pub(super) const MAX_SUBS: u8 = 3;

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
            shootout: None,
            report: TurnReport::default(),
            last_report: None,
            penalties: Vec::new(),
        }
    }

    pub(super) fn pt(&self) -> Seat {
        1 - self.ct
    }

    /// The number of steps in a preparation: the formation, five roles (A2), three styles (A6).
    pub(super) fn draft_steps(&self) -> u8 {
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
    pub(super) fn shot_area(&self, seat: Seat) -> Option<i8> {
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

    pub(super) fn legal_draft(&self, draft: &Draft) -> Vec<Input> {
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

    pub(super) fn legal_step(&self, seat: Seat, step: ActionStep, extra: bool) -> Vec<Input> {
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
    pub(super) fn move_offside(&self, seat: Seat, to: Area) -> bool {
        self.offside(seat, to, None)
    }

    /// Moving a player of `seat` out of the ball's area must not leave the CT uncovered.
    pub(super) fn keeps_cover(&self, seat: Seat, from: Area) -> bool {
        seat != self.ct || from != self.ball || self.teams[seat].count(from) != 1
    }

    /// The ordinary moves `seat` may make now.
    pub(super) fn moves_of(&self, seat: Seat, kind: MoveKind, dribbled: bool) -> Vec<Input> {
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
    pub(super) fn event_moves(&self, seat: Seat) -> Vec<Input> {
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

    pub(super) fn free_move_ok(&self, seat: Seat, from: Area) -> bool {
        let team = &self.teams[seat];
        let Some(to) = board::away_from_goal_line(from) else { return false };
        board::touches_goal_line(from)
            && team.pieces[from as usize] > team.moved[from as usize]
            && to != board::home(self.ball)
            && self.keeps_cover(seat, from)
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
    pub(super) fn explain(&self, seat: Seat, input: &Input, legal: &[Input]) -> RuleError {
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

    pub(super) fn perform(&mut self, seat: Seat, input: Input, chance: &mut Chance, ev: &mut Vec<Event>) {
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
                    SetupStage::Adjust { .. } => self.finish_setup(kind),
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
                _ => self.after_movement(ev),
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

    pub(super) fn set_step(&mut self, new: ActionStep) {
        match &mut self.phase {
            Phase::Action { step, .. } | Phase::ExtraMovement { step, .. } => *step = new,
            _ => {}
        }
    }

    /// Play the steps that leave nothing to decide: a lone "done" is taken for the team.
    pub(super) fn settle(&mut self, chance: &mut Chance, ev: &mut Vec<Event>) {
        for _ in 0..64 {
            let Some(seat) = self.actor() else { return };
            let legal = self.legal(seat);
            match legal.as_slice() {
                [only @ (Input::EndMovement | Input::EndStage)] => self.perform(seat, *only, chance, ev),
                _ => return,
            }
        }
    }

    pub(super) fn draft(&mut self, seat: Seat, input: Input, chance: &mut Chance, ev: &mut Vec<Event>) {
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
            ev.push(Event::KickOffRoll { dice: [a, b], winner });
            self.phase = Phase::KickOffChoice { winner };
        }
    }

    pub(super) fn second_half(&mut self, changes: [HalfTimeChoice; 2], ev: &mut Vec<Event>) {
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
}
