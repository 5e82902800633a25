//! FUBA's rules as a state machine (rules digest §5–§9, DEFAULTs of §12). Each public input is
//! one small decision, so every list of legal inputs is short enough for a menu; the engine plays
//! every stage that needs no decision by itself (dice, time, control check, ball movement, ball
//! value adjustment) and skips steps whose only option is to go on. Which inputs are legal is
//! [`super::legal`]; the turn's stages are `turn`; setups are `setup`.

use super::board::{self, C3, SPOT_COUNT};
use super::event::{Event, TurnLog};
use super::input::Input;
use super::state::*;
use crate::chance::Chance;
use crate::game::{Outcome, Profile, RuleError, Rules, Seat, SetupError, Status};

/// The die needed to score a penalty (§8.5): rows are the kick, columns the dive.
pub fn penalty_need(kick: Side, dive: Side) -> u8 {
    use Side::*;
    match (kick, dive) {
        (Left, Left) | (Left, Middle) | (Right, Middle) | (Right, Right) => 2,
        (Left, Right) | (Right, Left) | (Middle, Middle) => 6,
        (Middle, Left) | (Middle, Right) => 1,
    }
}

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
            turn_log: TurnLog::default(),
            last_turn: None,
            penalties: Vec::new(),
        }
    }

    /// Apply an input known to be legal now.
    pub(super) fn play_legal(&mut self, seat: Seat, input: Input, chance: &mut Chance) -> Vec<Event> {
        let mut ev = Vec::new();
        self.perform(seat, input, chance, &mut ev);
        self.settle(chance, &mut ev);
        ev
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
            let legal = self.legal_inputs(seat);
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

impl Rules for Fuba {
    type Config = Config;
    type Input = Input;
    type Event = Event;

    /// Two coaches (§1).
    fn profile(_: &Config) -> Profile {
        Profile::seats(2, 2)
    }

    fn setup(config: &Config, _seats: usize, _chance: &mut Chance) -> Result<(Self, Vec<Event>), SetupError> {
        Ok((Fuba::new(config), Vec::new()))
    }

    fn seats(&self) -> usize {
        2
    }

    fn status(&self) -> Status {
        match &self.phase {
            Phase::Over => {
                let shootout = self.shootout.map(|s| s.score.to_vec());
                Status::Finished(Outcome::full_time(self.score.to_vec(), shootout))
            }
            Phase::Prepare { .. } | Phase::HalfTime { .. } => {
                Status::Simultaneous { waiting: self.waiting().into_iter().collect() }
            }
            _ => match self.actor() {
                Some(seat) => Status::Turn(seat),
                None => Status::Simultaneous { waiting: crate::game::SeatSet::EMPTY },
            },
        }
    }

    fn legal_inputs(&self, seat: Seat) -> Vec<Input> {
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

    /// Apply `input` for `seat`: refused with a specific reason unless it is legal now.
    fn apply(&mut self, seat: Seat, input: &Input, chance: &mut Chance) -> Result<Vec<Event>, RuleError> {
        if seat > 1 {
            return Err(RuleError::NoSuchSeat(seat));
        }
        if self.phase == Phase::Over {
            return Err(RuleError::MatchOver);
        }
        if !self.is_legal(seat, input) {
            return Err(self.explain(seat, input, &self.legal_inputs(seat)));
        }
        Ok(self.play_legal(seat, *input, chance))
    }

    fn apply_listed(&mut self, seat: Seat, input: &Input, chance: &mut Chance) -> Result<Vec<Event>, RuleError> {
        debug_assert!(self.is_legal(seat, input), "{input:?} was listed for seat {seat}");
        Ok(self.play_legal(seat, *input, chance))
    }

    fn max_inputs(_config: &Config) -> usize {
        // About 50 turns of at most a few dozen decisions, setups whose pick-and-drop
        // adjustments random players can prolong, and a shoot-out: a generous bound.
        40_000
    }

    fn score(&self) -> Vec<u16> {
        self.score.to_vec()
    }

    fn plays(&self) -> u32 {
        self.turn
    }
}
