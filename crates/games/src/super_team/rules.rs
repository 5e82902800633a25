//! The turn (rules digest §3–§5, §9–§13): inputs and events, what a seat may do now, playing a
//! card for its instruction or as a movement or an action, the tasks a card leaves, the end of a
//! turn with its draw and the Time Track, half time, full time and the golden goal of a cup tie.

use serde::{Deserialize, Serialize};

use super::actions::PassPlan;
use super::board::{formation, Space, BOARD};
use super::cards::{self, marker_layouts, Card, CoachEffect, Markers, Reward, Stat, Step, Template, MAX_COMMIT};
use super::moves::Run;
use super::state::{
    DuelKind, Format, MoveRule, PassBy, Phase, Running, SuperTeam, Task, Turn, Use, CAPTAIN, HAND, MAX_CARDS,
};
use crate::chance::Chance;
use crate::game::{RuleError, Seat, SeatSet, Status};

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
    Shot {
        side: usize,
        target: Space,
        dice: [Vec<i8>; 2],
        morale: [u8; 2],
        totals: [i8; 2],
        goal: bool,
        lands: Space,
    },
    Goal {
        side: usize,
    },
    Duel {
        kind: DuelKind,
        carrier: (usize, u8),
        other: (usize, u8),
        dice: [Vec<i8>; 2],
        morale: [u8; 2],
        totals: [i8; 2],
        swapped: bool,
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

fn illegal<T>(text: impl Into<String>) -> Result<T, RuleError> {
    Err(RuleError::Illegal(text.into()))
}

impl SuperTeam {
    pub(crate) fn seat_count(&self) -> usize {
        if self.solo() {
            1
        } else {
            2
        }
    }

    /// Who must act now.
    pub(crate) fn status_now(&self) -> Status {
        match &self.phase {
            Phase::Over => Status::Finished(crate::game::Outcome::full_time(
                self.teams.iter().map(|t| t.goals).collect(),
                self.shootout.clone(),
            )),
            Phase::Play => Status::Turn(self.turn),
            _ => Status::Simultaneous { waiting: self.waiting() },
        }
    }

    /// The seats with a secret choice still to make.
    pub(crate) fn waiting(&self) -> SeatSet {
        (0..self.seat_count()).filter(|s| self.owes_choice(*s)).collect()
    }

    /// Whether a seat has a secret choice to make now ([`SuperTeam::choices`] is not empty).
    fn owes_choice(&self, seat: usize) -> bool {
        match &self.phase {
            Phase::Prepare { boards, markers } => {
                (self.config.format == Format::Full && boards[seat].is_none() && self.teams[seat].offers.is_some())
                    || markers[seat].is_none()
            }
            Phase::HalfTime { markers } => markers[seat].is_none(),
            Phase::Shot(_) | Phase::Duel(_) => !self.choices(seat).is_empty(),
            Phase::Play | Phase::Over => false,
        }
    }

    /// A seat's secret choices now (empty when it owes none).
    fn choices(&self, seat: usize) -> Vec<Input> {
        match &self.phase {
            Phase::Prepare { boards, markers } => {
                if self.config.format == Format::Full && boards[seat].is_none() {
                    let Some((t, c)) = self.teams[seat].offers else { return Vec::new() };
                    t.iter()
                        .flat_map(|team| c.iter().map(move |captain| Input::Boards { team: *team, captain: *captain }))
                        .collect()
                } else if markers[seat].is_none() {
                    marker_layouts(None).into_iter().map(|markers| Input::Markers { markers }).collect()
                } else {
                    Vec::new()
                }
            }
            Phase::HalfTime { markers } => match markers[seat] {
                None => marker_layouts(Some(self.teams[seat].markers[Stat::Gk.index()]))
                    .into_iter()
                    .map(|markers| Input::Markers { markers })
                    .collect(),
                Some(_) => Vec::new(),
            },
            Phase::Shot(shot) => {
                let tiles_open = shot.tiles[seat].is_none();
                let morale_open = shot.morale[seat].is_none();
                let solo = self.solo();
                // Two seats: both tiles, then (powers known) both Morale. Solo: the person's
                // tile, then their Morale, then the AutoTeam's card (§14).
                if tiles_open && (solo || shot.tiles.iter().any(|t| t.is_none())) {
                    (0..3).map(|column| Input::Tile { column }).collect()
                } else if morale_open && (solo || shot.powers.is_some()) {
                    self.morale_inputs(seat)
                } else {
                    Vec::new()
                }
            }
            Phase::Duel(duel) if duel.morale[seat].is_none() => self.morale_inputs(seat),
            _ => Vec::new(),
        }
    }

    fn morale_inputs(&self, seat: usize) -> Vec<Input> {
        (0..=self.teams[seat].morale.min(MAX_COMMIT)).map(|n| Input::Morale { n }).collect()
    }

    /// Every input `seat` may send now.
    pub(crate) fn legal(&self, seat: Seat) -> Vec<Input> {
        if seat >= self.seat_count() {
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

    /// What the task at the front asks for.
    fn task_inputs(&self, side: usize, task: &Task) -> Vec<Input> {
        let mut out = match task {
            Task::Movement { rule, .. } => {
                if self.must_kick(side) {
                    Vec::new()
                } else {
                    self.runs(side, rule)
                        .into_iter()
                        .map(|r| Input::Move { piece: r.piece, to: r.to, via_ball: r.via_ball })
                        .collect()
                }
            }
            Task::Action { .. } => self.action_inputs(side),
            Task::Pass { step, by, .. } => match by {
                PassBy::Carrier => {
                    // A Goalie that must kick out passes to one of its own pieces (§7.3).
                    let kick = self.must_kick(side) && step.is_none();
                    let targets = self.pass_targets(side, *step).into_iter().filter(|t| !kick || !self.empty(*t));
                    targets.map(|to| Input::Pass { to }).collect()
                }
                PassBy::ToCaptain => {
                    let cap = self.piece(side, CAPTAIN as u8);
                    let ok = self.pass_targets(side, None).contains(&cap);
                    if ok {
                        vec![Input::Pass { to: cap }]
                    } else {
                        Vec::new()
                    }
                }
            },
            Task::PassMorale { .. } => self.morale_inputs(side),
            Task::Strike { .. } => {
                if self.carrier().is_some_and(|(s, _)| s == side) {
                    vec![Input::Shoot]
                } else {
                    Vec::new()
                }
            }
            Task::Push => self.pushes(side).into_iter().map(|(opponent, to)| Input::Push { opponent, to }).collect(),
            Task::Bypass => self.bypasses(side).into_iter().map(|opponent| Input::Bypass { opponent }).collect(),
            Task::Markers { .. } => {
                let m = self.teams[side].markers;
                let mut v = Vec::new();
                for from in Stat::ALL.into_iter().filter(|s| *s != Stat::Gk && m[s.index()] > 0) {
                    for to in Stat::ALL.into_iter().filter(|s| *s != Stat::Gk && *s != from && m[s.index()] < 2) {
                        v.push(Input::Shift { from, to });
                    }
                }
                v
            }
            Task::Rewards { left } => {
                let mut v: Vec<Input> = Vec::new();
                for r in left {
                    let input = Input::Reward { reward: *r };
                    if !v.contains(&input) {
                        v.push(input);
                    }
                }
                v
            }
        };
        if task_optional(task) {
            out.push(Input::Skip);
        }
        out
    }

    /// The actions open to `side` (§7): the attacker's pass, shot, dribble or kick-out; the
    /// defender's tackle.
    pub(crate) fn action_inputs(&self, side: usize) -> Vec<Input> {
        let mut out = Vec::new();
        if self.play.second_tackle && self.turn == side {
            return self.tacklers(side).into_iter().map(|piece| Input::Tackle { piece }).collect();
        }
        if self.carrier().is_some_and(|(s, _)| s == side) {
            out.extend(self.kick_out_targets(side).into_iter().map(|to| Input::KickOut { to }));
            // The Goalie's pass out of its area goes to one of its own pieces (§7.3).
            let kick = self.must_kick(side);
            let targets = self.pass_targets(side, None).into_iter().filter(|t| !kick || !self.empty(*t));
            out.extend(targets.map(|to| Input::Pass { to }));
            if !self.must_kick(side) {
                out.push(Input::Shoot);
                out.extend(self.dribble_targets(side).into_iter().map(|opponent| Input::Dribble { opponent }));
            }
        } else {
            out.extend(self.tacklers(side).into_iter().map(|piece| Input::Tackle { piece }));
        }
        out
    }

    /// Whether `side` has any action (the card menu only needs to know).
    fn can_act(&self, side: usize) -> bool {
        let carrying = self.carrier().is_some_and(|(s, _)| s == side);
        if self.play.second_tackle && self.turn == side || !carrying {
            return !self.tacklers(side).is_empty() && (carrying || self.carrier().is_some());
        }
        !self.must_kick(side) || !self.kick_out_targets(side).is_empty() || !self.pass_targets(side, None).is_empty()
    }

    /// Whether the task has anything to do but be given up (what `settle` needs to know).
    fn task_open(&self, side: usize, task: &Task) -> bool {
        match task {
            Task::Movement { rule, .. } => !self.must_kick(side) && self.can_run(side, rule),
            Task::Action { .. } => self.can_act(side),
            _ => self.task_inputs(side, task).iter().any(|i| *i != Input::Skip),
        }
    }

    /// The cards `side` may play now, each way it may be played, and ending the turn.
    fn card_inputs(&self, side: usize) -> Vec<Input> {
        let mut out = Vec::new();
        if self.play.cards < MAX_CARDS {
            let mut seen: Vec<Card> = Vec::new();
            let moves = !self.must_kick(side) && self.can_run(side, &MoveRule::PLAIN);
            let actions = self.can_act(side);
            for card in &self.teams[side].hand {
                if seen.contains(card) {
                    continue;
                }
                seen.push(*card);
                if *card == Card::Fatigue {
                    if moves && !self.config.harder {
                        out.push(Input::Play { card: *card, for_: Use::Movement });
                    }
                    if self.config.harder && !self.play.fatigue_thrown {
                        out.push(Input::Play { card: *card, for_: Use::Discard });
                    }
                    continue;
                }
                if self.instruction_open(side, *card) {
                    out.push(Input::Play { card: *card, for_: Use::Instruction });
                }
                if moves {
                    out.push(Input::Play { card: *card, for_: Use::Movement });
                }
                if actions {
                    out.push(Input::Play { card: *card, for_: Use::Action });
                }
            }
        }
        if self.play.cards > 0 || out.is_empty() {
            out.push(Input::EndTurn);
        }
        out
    }

    /// Whether a card's instruction can be played now: its condition holds and its first step
    /// has a legal way to go (§10, §19 G15).
    pub(crate) fn instruction_open(&self, side: usize, card: Card) -> bool {
        let attacking = self.attacker == side;
        let kick = self.must_kick(side);
        if let Some(t) = card.tactic() {
            let half = if attacking { &t.offence } else { &t.defence };
            let Some(first) = half.steps.first() else { return false };
            if attacking {
                let carrier_marked = self.carrier().is_some_and(|(s, _)| s == side && self.marked(side, self.ball));
                let to_a_piece = !kick || *first != Step::ThroughPass; // the Goalie passes to a piece
                to_a_piece && (!half.marked || carrier_marked) && !self.pass_targets(side, Some(*first)).is_empty()
            } else {
                !kick && self.can_run(side, &MoveRule::for_step(*first))
            }
        } else if let Some(t) = card.template() {
            if kick || !self.captain_condition(side, t) {
                return false;
            }
            match t {
                Template::SoloRun | Template::Overlap | Template::Screen => self.can_run(side, &MoveRule::captain()),
                Template::KillerBall => !self.pass_targets(side, None).is_empty(),
                Template::TakeOn => !self.bypasses(side).is_empty(),
                Template::ShoulderCharge => !self.pushes(side).is_empty(),
                Template::Volley => !self.runs(side, &MoveRule { onto_ball: true, ..MoveRule::captain() }).is_empty(),
                Template::FinesseShot | Template::Armband => true,
            }
        } else if let Some((_, cost, effect)) = card.coach() {
            let team = &self.teams[side];
            if team.morale < cost {
                return false;
            }
            let own_carrier = self.carrier().is_some_and(|(s, _)| s == side);
            match effect {
                CoachEffect::TeamTalk => self.bank > 0,
                CoachEffect::TacticalSwitch => !kick,
                CoachEffect::FreshLegs => !kick && team.hand.iter().chain(&team.discard).any(|c| *c == Card::Fatigue),
                CoachEffect::HighPress => !kick && team.down.iter().any(|d| *d),
                CoachEffect::LongBall => {
                    own_carrier && self.pass_targets(side, None).iter().any(|t| !kick || !self.empty(*t))
                }
                CoachEffect::SetPiece => own_carrier && !kick,
            }
        } else {
            false
        }
    }

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

    /// Apply an input from anywhere, refusing what is not legal with the reason.
    pub(crate) fn apply_input(
        &mut self,
        seat: Seat,
        input: &Input,
        chance: &mut Chance,
    ) -> Result<Vec<Event>, RuleError> {
        if seat >= self.seat_count() {
            return Err(RuleError::NoSuchSeat(seat));
        }
        if matches!(self.phase, Phase::Over) {
            return Err(RuleError::MatchOver);
        }
        if !self.status_now().to_act().contains(seat) {
            return Err(RuleError::NotYourMove(match &self.phase {
                Phase::Play => "it is the other side's turn".into(),
                _ => "you have already chosen; wait for the other side".into(),
            }));
        }
        let legal = self.legal(seat);
        if !legal.contains(input) {
            return illegal(self.refusal(seat, input));
        }
        Ok(self.apply_checked(seat, input, chance))
    }

    /// Why an input is refused, in the player's terms.
    fn refusal(&self, seat: Seat, input: &Input) -> String {
        let front = self.play.tasks.first();
        match (input, &self.phase, front) {
            (Input::Play { card, .. }, Phase::Play, None) if !self.teams[seat].hand.contains(card) => {
                format!("{} is not in your hand", card.name())
            }
            (Input::Play { card, for_ }, Phase::Play, None) => {
                if self.play.cards >= MAX_CARDS {
                    "you have played your three cards this turn: end the turn".into()
                } else if *card == Card::Fatigue {
                    "a Fatigue card can only be played as a movement (in the Harder Game, thrown away once a turn)"
                        .into()
                } else if *for_ == Use::Instruction {
                    format!("{} cannot be played for its instruction now: its condition does not hold or its first step has nowhere to go", card.name())
                } else if self.must_kick(seat) {
                    "your Goalie holds the ball in your penalty area: the first thing you do must be its pass or kick-out".into()
                } else {
                    format!("{} cannot be played that way now: nothing could be done with it", card.name())
                }
            }
            (_, Phase::Play, Some(task)) => {
                format!("that is not a choice for what you are doing now ({})", task_name(task))
            }
            (Input::EndTurn, Phase::Play, None) => "play at least one card before ending the turn".into(),
            (Input::Morale { n }, _, _) => {
                format!("you can commit 0 to {} Morale now, not {n}", self.teams[seat].morale.min(MAX_COMMIT))
            }
            (Input::Tile { column }, _, _) => format!("the Strike tiles are columns 0 to 2 (E, F, G), not {column}"),
            (Input::Markers { .. }, _, _) => {
                "lay all six Coach markers, at most two a stat (at half time the GK markers stay)".into()
            }
            (Input::Boards { .. }, _, _) => {
                "keep one of the two Team boards and one of the two Captain boards you were dealt".into()
            }
            _ => "that is not something you can do now".into(),
        }
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
            for (side, chosen) in boards.iter().enumerate().take(self.seat_count()) {
                if let Some((t, c)) = *chosen {
                    self.teams[side].team = t;
                    self.teams[side].captain = c;
                }
            }
            events.push(Event::BoardsRevealed { boards: [0, 1].map(|s| (self.teams[s].team, self.teams[s].captain)) });
        }
        for (side, chosen) in markers.iter().enumerate().take(self.seat_count()) {
            if let Some(m) = *chosen {
                self.teams[side].markers = m;
            }
        }
        events.push(Event::MarkersRevealed { markers: [self.teams[0].markers, self.teams[1].markers] });
        for side in 0..self.seat_count() {
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
            self.fail_running(events);
        }
    }

    fn fail_running(&mut self, events: &mut Vec<Event>) {
        if let Some(r) = self.play.running.take() {
            self.play.tasks.clear();
            events.push(Event::TacticFailed { side: self.turn, card: r.card });
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
                    self.fail_running(events); // possession changed in the middle
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
                        self.fail_running(events);
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

    /// The end of a turn (§4 step 3): DRAW back to four, the Time Track on every reshuffle, then
    /// the end of the round, of the half, of the match; after a goal the conceding side kicks off.
    pub(crate) fn end_turn(&mut self, after_goal: bool, chance: &mut Chance, events: &mut Vec<Event>) {
        let side = self.turn;
        if self.seated(side) {
            while self.teams[side].hand.len() < HAND {
                if self.teams[side].deck.is_empty() {
                    if self.teams[side].discard.is_empty() {
                        break;
                    }
                    let team = &mut self.teams[side];
                    team.deck.append(&mut team.discard);
                    chance.shuffle(&mut team.deck);
                    self.time_step(side, events);
                }
                if let Some(c) = self.teams[side].deck.pop() {
                    self.teams[side].hand.push(c);
                }
            }
        }
        if self.seated(side) {
            self.plays += 1; // the AutoTeam's turns are part of the person's play
        }
        events.push(Event::TurnEnded { side });
        if after_goal && self.half == 3 {
            return self.finish(events); // the golden goal
        }
        if self.second_turn && self.clock >= self.half_end() {
            match self.half {
                1 => {
                    events.push(Event::HalfTime);
                    let markers = [0, 1].map(|s| (!self.seated(s)).then_some(self.teams[s].markers));
                    self.phase = Phase::HalfTime { markers };
                    return;
                }
                2 if self.config.result_needed && self.teams[0].goals == self.teams[1].goals => {
                    events.push(Event::ExtraTime);
                    self.half = 3;
                }
                3 => {
                    let (rolls, winner) = roll_off(chance);
                    let mut so = vec![0, 0];
                    so[winner] = 1;
                    self.shootout = Some(so);
                    events.push(Event::RollOff { rolls, winner });
                    return self.finish(events);
                }
                _ => return self.finish(events),
            }
        }
        self.second_turn = !self.second_turn;
        let next = 1 - side;
        if after_goal {
            self.kick_off(next, events);
        }
        self.start_turn(next, chance, events);
    }

    fn finish(&mut self, events: &mut Vec<Event>) {
        events.push(Event::FullTime);
        self.phase = Phase::Over;
    }

    /// The Time Track step that ends the current half (45', 90', or two steps of extra time).
    pub(crate) fn half_end(&self) -> u8 {
        let h = self.config.steps_per_half();
        match self.half {
            1 => h,
            2 => 2 * h,
            _ => 2 * h + 2,
        }
    }

    /// A reshuffle moves the token on, never past the end of the half (§12, §19 G3).
    pub(crate) fn time_step(&mut self, side: usize, events: &mut Vec<Event>) {
        self.clock = (self.clock + 1).min(self.half_end());
        events.push(Event::Reshuffled { side, minute: self.minute() });
    }

    pub fn minute(&self) -> u16 {
        let h = self.config.steps_per_half();
        if self.clock > 2 * h {
            90 + (self.clock - 2 * h) as u16 * 15
        } else {
            cards::minute(self.clock, h)
        }
    }

    /// Half time (§12): REST (up to two Fatigue cards back), PLAN (the markers just chosen),
    /// ARRANGE, PREPARE, and the other side kicks off at 45'.
    fn second_half(&mut self, markers: [Option<Markers>; 2], chance: &mut Chance, events: &mut Vec<Event>) {
        for (side, chosen) in markers.iter().enumerate() {
            if let Some(m) = *chosen {
                self.teams[side].markers = m;
            }
        }
        events.push(Event::MarkersRevealed { markers: [self.teams[0].markers, self.teams[1].markers] });
        for side in 0..self.seat_count() {
            let n = self.return_fatigue(side, 2, true);
            if n > 0 {
                events.push(Event::FatigueReturned { side, n });
            }
            let team = &mut self.teams[side];
            let mut all: Vec<Card> = Vec::new();
            all.append(&mut team.hand);
            all.append(&mut team.deck);
            all.append(&mut team.discard);
            team.deck = all;
            chance.shuffle(&mut team.deck);
            for _ in 0..HAND {
                if let Some(c) = team.deck.pop() {
                    team.hand.push(c);
                }
            }
            team.leader_used = false;
        }
        if let Some(auto) = &mut self.auto {
            auto.deck.append(&mut auto.discard);
            chance.shuffle(&mut auto.deck);
        }
        self.half = 2;
        self.clock = self.config.steps_per_half();
        self.starter = 1 - self.starter;
        self.second_turn = false;
        self.kick_off(self.starter, events);
        self.start_turn(self.starter, chance, events);
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

/// Each side rolls the green die, the higher starts, ties roll again (§19 G18).
fn roll_off(chance: &mut Chance) -> (Vec<[u8; 2]>, usize) {
    let mut rolls = Vec::new();
    loop {
        let r = [chance.roll(6), chance.roll(6)];
        rolls.push(r);
        if r[0] != r[1] || rolls.len() >= 20 {
            let winner = if r[0] >= r[1] { 0 } else { 1 };
            return (rolls, winner);
        }
    }
}

pub(crate) fn task_optional(task: &Task) -> bool {
    match task {
        Task::Movement { optional, .. } | Task::Action { optional } => *optional,
        Task::Markers { .. } | Task::Rewards { .. } => true,
        _ => false,
    }
}

pub(crate) fn task_name(task: &Task) -> &'static str {
    match task {
        Task::Movement { .. } => "a movement",
        Task::Action { .. } => "an action",
        Task::Pass { .. } => "choosing where to pass",
        Task::PassMorale { .. } => "the Morale for your pass",
        Task::Strike { .. } => "the shot",
        Task::Push => "the push",
        Task::Bypass => "the bypass",
        Task::Markers { .. } => "moving Coach markers",
        Task::Rewards { .. } => "taking the rewards",
    }
}
