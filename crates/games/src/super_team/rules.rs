//! Playing the turn (rules digest §3–§5, §9–§11): set-up and kick-off, a card played for its
//! instruction or as a movement or an action, the tasks it leaves and their inputs, a tactic's
//! all-or-nothing rewards, and the secret rounds of shots and duels.

use super::actions::PassPlan;
use super::board::{formation, BOARD};
use super::cards::{self, Card, CoachEffect, Level, Markers, Reward, Step, Template};
use super::clock::roll_off;
use super::input::{Event, Failure, Input};
use super::moves::Run;
use super::state::Config;
use super::state::{
    DuelKind, Format, MoveRule, PassBy, Phase, Running, SuperTeam, Task, Turn, Use, CAPTAIN, HAND, MAX_CARDS,
};
use super::words::WORDS;
use crate::chance::Chance;
use crate::game::{Profile, RuleError, Rules, Seat, SetupError, Status};
use crate::profile::SoloSpec;
use touchline_i18n::message;

impl SuperTeam {
    /// Apply an input already known to be legal.
    pub(crate) fn apply_checked(&mut self, seat: Seat, input: &Input, chance: &mut Chance) -> Vec<Event> {
        let mut events = Vec::new();
        match &self.phase {
            Phase::Play => self.play_input(seat, input, chance, &mut events),
            Phase::Prepare { .. } | Phase::HalfTime { .. } => self.board_choice(seat, input, chance, &mut events),
            Phase::Shot(_) | Phase::Duel(_) => self.secret_choice(seat, input, chance, &mut events),
            Phase::Over => {}
        }
        events
    }

    fn board_choice(&mut self, seat: Seat, input: &Input, chance: &mut Chance, events: &mut Vec<Event>) {
        match (&mut self.phase, input) {
            (Phase::Prepare { boards, .. }, Input::Boards { team, captain }) => boards[seat] = Some((*team, *captain)),
            (Phase::Prepare { markers, .. } | Phase::HalfTime { markers }, Input::Markers { markers: m }) => {
                markers[seat] = Some(*m)
            }
            _ => return,
        }
        events.push(Event::Chosen { side: seat });
        if !self.waiting().is_empty() {
            return;
        }
        match std::mem::replace(&mut self.phase, Phase::Play) {
            Phase::Prepare { boards, markers } => self.kick_off_match(boards, markers, chance, events),
            Phase::HalfTime { markers } => self.second_half(markers, chance, events),
            other => self.phase = other,
        }
    }

    /// Everything chosen: boards and markers revealed, decks shuffled, the start player rolled
    /// for (§3.1 steps 4–6, §19 G18).
    fn kick_off_match(
        &mut self,
        boards: [Option<(u8, u8)>; 2],
        markers: [Option<Markers>; 2],
        chance: &mut Chance,
        events: &mut Vec<Event>,
    ) {
        if self.config.format == Format::Full {
            for (side, chosen) in boards.iter().enumerate().take(self.seats()) {
                if let Some((t, c)) = *chosen {
                    self.teams[side].team = t;
                    self.teams[side].captain = c;
                }
            }
            events.push(Event::BoardsRevealed { boards: [0, 1].map(|s| (self.teams[s].team, self.teams[s].captain)) });
        }
        for (side, chosen) in markers.iter().enumerate().take(self.seats()) {
            if let Some(m) = *chosen {
                self.teams[side].markers = m;
            }
        }
        events.push(Event::MarkersRevealed { markers: [self.teams[0].markers, self.teams[1].markers] });
        for side in 0..self.seats() {
            let team = &mut self.teams[side];
            team.deck = cards::deck(team.team, team.captain);
            chance.shuffle(&mut team.deck);
            for _ in 0..HAND {
                if let Some(c) = team.deck.pop() {
                    team.hand.push(c);
                }
            }
        }
        if let Some(auto) = &mut self.auto {
            chance.shuffle(&mut auto.deck);
        }
        let (rolls, starter) = roll_off(chance);
        events.push(Event::StartRoll { rolls, starter });
        self.starter = starter;
        self.kick_off(starter, events);
        self.start_turn(starter, chance, events);
    }

    /// Every piece back to the formation, the kick-off side's Captain on the centre space with
    /// the ball (§3.1 step 5, §19 G1, G11).
    pub(crate) fn kick_off(&mut self, side: usize, events: &mut Vec<Event>) {
        for s in 0..2 {
            self.teams[s].pieces = std::array::from_fn(|i| formation(s, i));
            self.teams[s].down = [false; 6];
        }
        self.teams[side].pieces[CAPTAIN] = BOARD.centre;
        self.ball = BOARD.centre;
        self.attacker = side;
        self.last = None;
        events.push(Event::KickOff { side, half: self.half });
    }

    /// A turn begins (§4 step 1): RESTORE, and T6's Morale when behind.
    pub(crate) fn start_turn(&mut self, side: usize, chance: &mut Chance, events: &mut Vec<Event>) {
        self.turn = side;
        self.play = Turn::default();
        self.played.clear();
        self.phase = Phase::Play;
        self.teams[side].down = [false; 6];
        events.push(Event::TurnStarted { side });
        if self.team_ability(side, 5) && self.teams[side].goals < self.teams[1 - side].goals {
            self.gain(side, 1, events);
        }
        if !self.seated(side) {
            self.auto_turn(chance, events);
        }
    }

    fn play_input(&mut self, seat: Seat, input: &Input, chance: &mut Chance, events: &mut Vec<Event>) {
        let side = seat;
        match input {
            Input::Play { card, for_ } => self.play_card(side, *card, *for_, chance, events),
            Input::EndTurn => {
                self.end_turn(false, chance, events);
                return;
            }
            Input::Skip => {
                self.play.tasks.remove(0);
                self.play.second_tackle = false;
            }
            Input::Move { piece, to, via_ball } => {
                let Some(Task::Movement { rule, .. }) = self.play.tasks.first().cloned() else { return };
                self.play.tasks.remove(0);
                self.make_run(side, Run { piece: *piece, to: *to, via_ball: *via_ball }, &rule, events);
                if let Some(r) = &mut self.play.running {
                    r.moved.push(*piece);
                }
            }
            Input::Pass { to } => {
                let (step, skip) = match self.play.tasks.first() {
                    Some(Task::Pass { step, skip, .. }) => (*step, *skip),
                    _ => (None, false),
                };
                self.play.tasks.remove(0);
                let power = self.pass_power(side, *to, skip, step);
                let cross_or_back = matches!(step, Some(Step::CrossPass | Step::BackwardPass));
                if cross_or_back && self.team_ability(side, 0) && !skip && self.blockers(side, self.ball, *to) > 0 {
                    self.play.team_ability_used = true; // T1 took a blocker off this one
                }
                let captain = self.carrier() == Some((side, CAPTAIN as u8));
                if self.teams[side].morale > 0 {
                    let task = Task::PassMorale { from: self.ball, to: *to, power, skip, captain };
                    self.play.tasks.insert(0, task);
                } else {
                    self.pass_made(side, PassPlan { to: *to, power, morale: 0, captain }, chance, events);
                }
            }
            Input::Morale { n } => {
                if let Some(Task::PassMorale { to, power, captain, .. }) = self.play.tasks.first().cloned() {
                    self.play.tasks.remove(0);
                    self.pass_made(side, PassPlan { to, power, morale: *n, captain }, chance, events);
                }
            }
            Input::Shoot => {
                let skip = matches!(self.play.tasks.first(), Some(Task::Strike { skip: true }));
                self.play.tasks.remove(0);
                self.start_shot(side, skip, events);
                self.shot_progress(chance, events);
                return;
            }
            Input::Dribble { opponent } => {
                self.play.tasks.remove(0);
                let carrier = self.carrier().unwrap_or((side, 0));
                self.start_duel(DuelKind::Dribble, carrier, (1 - side, *opponent), 0);
                self.duel_progress(chance, events);
                return;
            }
            Input::Tackle { piece } => {
                self.play.tasks.remove(0);
                let bonus = std::mem::take(&mut self.play.second_tackle) as u8;
                let carrier = self.carrier().unwrap_or((1 - side, 0));
                self.start_duel(DuelKind::Tackle, carrier, (side, *piece), bonus);
                self.duel_progress(chance, events);
                return;
            }
            Input::KickOut { to } => {
                self.play.tasks.remove(0);
                self.kick_out(side, *to, events);
            }
            Input::Push { opponent, to } => {
                self.play.tasks.remove(0);
                self.push(side, *opponent, *to, events);
            }
            Input::Bypass { opponent } => {
                self.play.tasks.remove(0);
                self.bypass(side, *opponent, events);
            }
            Input::Shift { from, to } => {
                let m = &mut self.teams[side].markers;
                m[from.index()] -= 1;
                m[to.index()] += 1;
                events.push(Event::MarkersMoved { side, markers: *m });
                if let Some(Task::Markers { left }) = self.play.tasks.first_mut() {
                    *left -= 1;
                    if *left == 0 {
                        self.play.tasks.remove(0);
                    }
                }
            }
            Input::Reward { reward } => {
                if let Some(Task::Rewards { left }) = self.play.tasks.first_mut() {
                    if let Some(i) = left.iter().position(|r| r == reward) {
                        left.remove(i);
                    }
                    if left.is_empty() {
                        self.play.tasks.remove(0);
                    }
                }
                match reward {
                    Reward::Morale => self.gain(side, 1, events),
                    Reward::Movement => {
                        self.play.tasks.insert(0, Task::Movement { rule: MoveRule::PLAIN, optional: true })
                    }
                    Reward::Action => self.play.tasks.insert(0, Task::Action { optional: true }),
                }
            }
            Input::Boards { .. } | Input::Markers { .. } | Input::Tile { .. } => {}
        }
        self.settle(chance, events);
    }

    fn pass_made(&mut self, side: usize, pass: PassPlan, chance: &mut Chance, events: &mut Vec<Event>) {
        let ok = self.resolve_pass(side, pass, chance, events);
        if !ok && self.play.running.is_some() {
            self.fail_running(Failure::PassMissed, events);
        }
    }

    fn fail_running(&mut self, why: Failure, events: &mut Vec<Event>) {
        if let Some(r) = self.play.running.take() {
            self.play.tasks.clear();
            events.push(Event::TacticFailed { side: self.turn, card: r.card, why });
        }
    }

    /// Play a card (§5): into the discard pile, then its instruction or its movement or action.
    fn play_card(&mut self, side: usize, card: Card, for_: Use, chance: &mut Chance, events: &mut Vec<Event>) {
        let team = &mut self.teams[side];
        if let Some(i) = team.hand.iter().position(|c| *c == card) {
            team.hand.remove(i);
        }
        team.discard.push(card);
        self.play.cards += 1;
        self.played.push((card, for_));
        events.push(Event::CardPlayed { side, card, for_ });
        match for_ {
            Use::Movement => self.play.tasks.push(Task::Movement { rule: MoveRule::PLAIN, optional: true }),
            Use::Action => self.play.tasks.push(Task::Action { optional: true }),
            Use::Discard => self.play.fatigue_thrown = true,
            Use::Instruction => self.instruction(side, card, chance, events),
        }
    }

    fn instruction(&mut self, side: usize, card: Card, chance: &mut Chance, events: &mut Vec<Event>) {
        let attacking = self.attacker == side;
        if let Some(t) = card.tactic() {
            let half = if attacking { t.offence } else { t.defence };
            let mut tasks = Vec::new();
            for (i, step) in half.steps.iter().enumerate() {
                if attacking {
                    if i > 0 && half.steps[i - 1] == Step::ThroughPass {
                        // The receiver runs onto the through ball before the next pass.
                        let rule = MoveRule { onto_ball: true, ..MoveRule::PLAIN };
                        tasks.push(Task::Movement { rule, optional: false });
                    }
                    tasks.push(Task::Pass { step: Some(*step), by: PassBy::Carrier, skip: false });
                } else {
                    tasks.push(Task::Movement { rule: MoveRule::for_step(*step), optional: false });
                }
            }
            self.play.tasks = tasks;
            self.play.running = Some(Running {
                card,
                attacking,
                moved: Vec::new(),
                rewards: half.rewards.to_vec(),
                tiring: card.tiring(),
            });
        } else if let Some(t) = card.template() {
            let cap = MoveRule::captain();
            self.play.tasks = match t {
                Template::SoloRun => {
                    vec![
                        Task::Movement { rule: cap, optional: false },
                        Task::Movement { rule: MoveRule { free: true, ..cap }, optional: false },
                    ]
                }
                Template::FinesseShot => {
                    self.start_shot(side, true, events);
                    self.shot_progress(chance, events);
                    return;
                }
                Template::KillerBall => vec![Task::Pass { step: None, by: PassBy::Carrier, skip: true }],
                Template::TakeOn => vec![Task::Bypass, Task::Movement { rule: cap, optional: false }],
                Template::ShoulderCharge => vec![Task::Push, Task::Movement { rule: cap, optional: false }],
                Template::Volley => vec![
                    Task::Movement { rule: MoveRule { onto_ball: true, ..cap }, optional: false },
                    Task::Strike { skip: false },
                ],
                Template::Overlap => vec![
                    Task::Movement { rule: cap, optional: false },
                    Task::Pass { step: None, by: PassBy::ToCaptain, skip: true },
                ],
                Template::Screen => vec![Task::Movement { rule: cap, optional: false }, Task::Push],
                Template::Armband => {
                    self.gain(side, 1, events);
                    self.teams[side].down[CAPTAIN] = false;
                    events.push(Event::StoodUp { side });
                    Vec::new()
                }
            };
        } else if let Some((_, cost, effect)) = card.coach() {
            self.teams[side].morale -= cost;
            self.bank += cost;
            match effect {
                CoachEffect::TeamTalk => self.gain(side, 2, events),
                CoachEffect::TacticalSwitch => self.play.tasks = vec![Task::Markers { left: 2 }],
                CoachEffect::FreshLegs => {
                    let n = self.return_fatigue(side, 2, false);
                    events.push(Event::FatigueReturned { side, n });
                }
                CoachEffect::HighPress => {
                    self.teams[side].down = [false; 6];
                    events.push(Event::StoodUp { side });
                }
                CoachEffect::LongBall => {
                    self.play.tasks = vec![Task::Pass { step: None, by: PassBy::Carrier, skip: true }]
                }
                CoachEffect::SetPiece => {
                    self.start_shot(side, true, events);
                    self.shot_progress(chance, events);
                }
            }
        }
    }

    /// Put up to `n` Fatigue cards back on the Fatigue deck: from the hand, then the discard
    /// pile (and at half time the draw deck too).
    pub(crate) fn return_fatigue(&mut self, side: usize, n: u8, deck_too: bool) -> u8 {
        let mut done = 0;
        let team = &mut self.teams[side];
        for pile in [&mut team.hand, &mut team.discard] {
            while done < n {
                let Some(i) = pile.iter().position(|c| *c == Card::Fatigue) else { break };
                pile.remove(i);
                done += 1;
            }
        }
        if deck_too {
            while done < n {
                let Some(i) = team.deck.iter().position(|c| *c == Card::Fatigue) else { break };
                team.deck.remove(i);
                done += 1;
            }
        }
        self.fatigue += done;
        done
    }

    /// After an input in the turn: a tactic completed or broken, tasks with nothing left to do
    /// dropped, and the turn ended once three cards are out and done (§4, §9.1, §19 G15).
    fn settle(&mut self, chance: &mut Chance, events: &mut Vec<Event>) {
        loop {
            if !matches!(self.phase, Phase::Play) {
                return;
            }
            let side = self.turn;
            if let Some(r) = &self.play.running {
                if r.attacking != (self.attacker == side) && !self.play.tasks.is_empty() {
                    self.fail_running(Failure::BallLost, events);
                    continue;
                }
                if self.play.tasks.is_empty() {
                    let r = self.play.running.take().unwrap_or_else(|| unreachable!());
                    events.push(Event::TacticDone { side, card: r.card });
                    if r.tiring && self.fatigue > 0 {
                        self.fatigue -= 1;
                        self.teams[side].hand.push(Card::Fatigue);
                        events.push(Event::FatigueDrawn { side });
                    }
                    if !r.rewards.is_empty() {
                        self.play.tasks.push(Task::Rewards { left: r.rewards });
                    }
                    continue;
                }
            }
            if let Some(task) = self.play.tasks.first() {
                if !self.task_open(side, task) {
                    if self.play.running.is_some() {
                        self.fail_running(Failure::NoWayOn, events);
                    } else {
                        self.play.tasks.remove(0);
                        self.play.second_tackle = false;
                    }
                    continue;
                }
                return;
            }
            if self.play.done < self.play.cards {
                self.play.done = self.play.cards;
                events.push(Event::CardDone { side });
            }
            if self.play.cards >= MAX_CARDS || self.teams[side].hand.is_empty() {
                self.end_turn(false, chance, events);
            }
            return;
        }
    }

    /// A Strike tile, a Morale commitment in a shot or a duel.
    fn secret_choice(&mut self, seat: Seat, input: &Input, chance: &mut Chance, events: &mut Vec<Event>) {
        match (&mut self.phase, input) {
            (Phase::Shot(shot), Input::Tile { column }) => shot.tiles[seat] = Some(*column),
            (Phase::Shot(shot), Input::Morale { n }) => shot.morale[seat] = Some(*n),
            (Phase::Duel(duel), Input::Morale { n }) => duel.morale[seat] = Some(*n),
            _ => return,
        }
        events.push(Event::Chosen { side: seat });
        if matches!(self.phase, Phase::Shot(_)) {
            self.shot_progress(chance, events);
        } else {
            self.duel_progress(chance, events);
        }
    }

    /// Move a shot on as far as the choices made allow: the tiles revealed, the AutoTeam's card,
    /// the roll, and what follows a goal or a miss.
    pub(crate) fn shot_progress(&mut self, chance: &mut Chance, events: &mut Vec<Event>) {
        let Phase::Shot(mut shot) = self.phase.clone() else { return };
        if self.solo() {
            if shot.morale[0].is_none() && self.teams[0].morale == 0 {
                shot.morale[0] = Some(0);
            }
            if shot.tiles[0].is_none() || shot.morale[0].is_none() {
                self.phase = Phase::Shot(shot);
                return;
            }
            let (tile, spend) = self.auto_decides(events, chance);
            shot.tiles[1] = Some(tile);
            shot.morale[1] = Some(spend);
            self.reveal_tiles(&mut shot, events);
        } else {
            if shot.tiles.iter().any(|t| t.is_none()) {
                self.phase = Phase::Shot(shot);
                return;
            }
            if shot.powers.is_none() {
                self.reveal_tiles(&mut shot, events);
            }
            if shot.morale.iter().any(|m| m.is_none()) {
                self.phase = Phase::Shot(shot);
                return;
            }
        }
        self.phase = Phase::Play;
        let goal = self.resolve_shot(&shot, chance, events);
        self.after_roll(goal, chance, events);
    }

    pub(crate) fn duel_progress(&mut self, chance: &mut Chance, events: &mut Vec<Event>) {
        let Phase::Duel(mut duel) = self.phase.clone() else { return };
        for s in 0..2 {
            if duel.morale[s].is_none() && self.teams[s].morale == 0 && self.seated(s) {
                duel.morale[s] = Some(0);
            }
        }
        if self.solo() && duel.morale[0].is_some() && duel.morale[1].is_none() {
            let (_, spend) = self.auto_decides(events, chance);
            duel.morale[1] = Some(spend);
        }
        if duel.morale.iter().any(|m| m.is_none()) {
            self.phase = Phase::Duel(duel);
            return;
        }
        self.phase = Phase::Play;
        self.resolve_duel(duel, chance, events);
        self.after_roll(false, chance, events);
    }

    /// Back to the turn after a shot or a duel: a goal ends the scorer's turn (§19 G12).
    fn after_roll(&mut self, goal: bool, chance: &mut Chance, events: &mut Vec<Event>) {
        if goal {
            self.play.tasks.clear();
            self.play.running = None;
            if let Some(auto) = &mut self.auto {
                auto.work.clear();
                auto.cards_left = 0;
                auto.card = None;
            }
            self.play.done = self.play.cards;
            events.push(Event::CardDone { side: self.turn });
            self.end_turn(true, chance, events);
            return;
        }
        if self.seated(self.turn) {
            self.settle(chance, events);
        } else {
            self.auto_turn(chance, events);
        }
    }
}

/// The AutoTeam's levels (§14), each a solo leaderboard.
const SOLO_LEVELS: [&str; 3] = [Level::Easy.name(), Level::Normal.name(), Level::Hard.name()];

impl Rules for SuperTeam {
    type Config = Config;
    type Input = Input;
    type Event = Event;

    /// Two coaches, or one alone against the AutoTeam (§14), a side the engine plays from its own
    /// deck at one of three levels, each with a leaderboard of its own.
    fn profile(config: &Config) -> Profile {
        let solo = SoloSpec { levels: &SOLO_LEVELS, level: config.solo.map(Level::name) };
        match config.solo {
            Some(level) => Profile {
                engine_sides: vec![format!("AutoTeam ({})", level.name())],
                solo: Some(solo),
                ..Profile::seats(1, 1)
            },
            None => Profile { solo: Some(solo), ..Profile::seats(2, 2) },
        }
    }

    fn setup(config: &Config, _seats: usize, chance: &mut Chance) -> Result<(Self, Vec<Event>), SetupError> {
        Ok((SuperTeam::deal(config, chance), Vec::new()))
    }

    fn seats(&self) -> usize {
        if self.solo() {
            1
        } else {
            2
        }
    }

    /// Who must act now.
    fn status(&self) -> Status {
        match &self.phase {
            Phase::Over => Status::Finished(crate::game::Outcome::full_time(
                self.teams.iter().map(|t| t.goals).collect(),
                self.shootout.clone(),
            )),
            Phase::Play => Status::Turn(self.turn),
            _ => Status::Simultaneous { waiting: self.waiting() },
        }
    }

    /// Every input `seat` may send now.
    fn legal_inputs(&self, seat: Seat) -> Vec<Input> {
        if seat >= self.seats() {
            return Vec::new();
        }
        match &self.phase {
            Phase::Play if seat == self.turn => match self.play.tasks.first() {
                Some(task) => self.task_inputs(seat, task),
                None => self.card_inputs(seat),
            },
            Phase::Play | Phase::Over => Vec::new(),
            _ => self.choices(seat),
        }
    }

    /// Apply an input from anywhere, refusing what is not legal with the reason.
    fn apply(&mut self, seat: Seat, input: &Input, chance: &mut Chance) -> Result<Vec<Event>, RuleError> {
        if seat >= self.seats() {
            return Err(RuleError::NoSuchSeat(seat));
        }
        if matches!(self.phase, Phase::Over) {
            return Err(RuleError::MatchOver);
        }
        if !self.status().to_act().contains(seat) {
            return Err(RuleError::NotYourMove(match &self.phase {
                Phase::Play => message!(WORDS, "refused-other-sides-turn"),
                _ => message!(WORDS, "refused-wait-other-side"),
            }));
        }
        let legal = self.legal_inputs(seat);
        if !legal.contains(input) {
            return Err(RuleError::Illegal(self.refusal(seat, input)));
        }
        Ok(self.apply_checked(seat, input, chance))
    }

    fn apply_listed(&mut self, seat: Seat, input: &Input, chance: &mut Chance) -> Result<Vec<Event>, RuleError> {
        Ok(self.apply_checked(seat, input, chance))
    }

    fn max_inputs(config: &Config) -> usize {
        // Each Time Track step needs a deck of at most 12 + 16 cards played, each card a few
        // dozen inputs at most; three periods of at most 5 + 2 steps.
        let steps = 3 * config.steps_per_half() as usize + 4;
        steps * 2 * 28 * 40 + 1_000
    }

    fn score(&self) -> Vec<u16> {
        self.teams.iter().map(|t| t.goals).collect()
    }

    fn plays(&self) -> u32 {
        self.plays
    }
}
