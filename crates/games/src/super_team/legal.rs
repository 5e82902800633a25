//! What a seat may do now (rules digest §4–§10, §16): the secret choices owed, the cards and the
//! ways each may be played, the steps a card asks for, and why anything else is refused.

use super::cards::{marker_layouts, Card, CoachEffect, Stat, Step, Template, MAX_COMMIT};
use super::input::Input;
use super::state::{Format, MoveRule, PassBy, Phase, Running, SuperTeam, Task, Use, CAPTAIN, MAX_CARDS};
use super::words::WORDS;
use crate::game::{Rules, Seat, SeatSet};
use touchline_i18n::{message, Message};

impl SuperTeam {
    /// The seats with a secret choice still to make.
    pub(crate) fn waiting(&self) -> SeatSet {
        (0..self.seats()).filter(|s| self.owes_choice(*s)).collect()
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
    pub(super) fn choices(&self, seat: usize) -> Vec<Input> {
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

    /// What the task at the front asks for.
    pub(super) fn task_inputs(&self, side: usize, task: &Task) -> Vec<Input> {
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
    pub(crate) fn task_open(&self, side: usize, task: &Task) -> bool {
        match task {
            Task::Movement { rule, .. } => !self.must_kick(side) && self.can_run(side, rule),
            Task::Action { .. } => self.can_act(side),
            _ => self.task_inputs(side, task).iter().any(|i| *i != Input::Skip),
        }
    }

    /// The cards `side` may play now, each way it may be played, and ending the turn.
    pub(super) fn card_inputs(&self, side: usize) -> Vec<Input> {
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

    /// Whether a card's instruction can be played now: its condition holds and, for a tactic,
    /// its whole chain of steps has a legal way to finish (§10, §19 G15).
    pub(crate) fn instruction_open(&self, side: usize, card: Card) -> bool {
        let attacking = self.attacker == side;
        let kick = self.must_kick(side);
        if let Some(t) = card.tactic() {
            let half = if attacking { &t.offence } else { &t.defence };
            let Some(first) = half.steps.first() else { return false };
            if attacking {
                let carrier_marked = self.carrier().is_some_and(|(s, _)| s == side && self.marked(side, self.ball));
                let to_a_piece = !kick || *first != Step::ThroughPass; // the Goalie passes to a piece
                to_a_piece && (!half.marked || carrier_marked) && self.passes_finish(side, half.steps, None, kick)
            } else {
                !kick && self.runs_finish(side, card, half.steps)
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

    /// Whether the passes of an offensive chain can all be made, each assumed to arrive (the
    /// dice decide success, not legality). `after` is the step just made: after a Through Pass
    /// a piece must first run onto the loose ball, as the tactic's own task does. `kick`: the
    /// Goalie's first pass out of its area must reach one of its own pieces (§7.3).
    fn passes_finish(&self, side: usize, steps: &[Step], after: Option<Step>, kick: bool) -> bool {
        let Some((step, rest)) = steps.split_first() else { return true };
        if after == Some(Step::ThroughPass) {
            let rule = MoveRule { onto_ball: true, ..MoveRule::PLAIN };
            return self.runs(side, &rule).into_iter().any(|run| {
                let mut next = self.clone();
                next.make_run(side, run, &rule, &mut Vec::new());
                next.passes_finish(side, steps, None, false)
            });
        }
        let targets = self.pass_targets(side, Some(*step));
        let mut targets = targets.into_iter().filter(|t| !kick || !self.empty(*t)).peekable();
        if rest.is_empty() {
            return targets.peek().is_some();
        }
        // Only the ball moves between tries: one copy serves them all.
        let mut next = self.clone();
        targets.any(|to| {
            next.ball = to;
            next.passes_finish(side, rest, Some(*step), false)
        })
    }

    /// Whether the movements of a defensive chain can all be made, each by a piece this tactic
    /// has not moved yet. A run that wins the ball before the last step would end the tactic
    /// (possession changed), so such a run does not count as a way on.
    fn runs_finish(&self, side: usize, card: Card, steps: &[Step]) -> bool {
        let Some((step, rest)) = steps.split_first() else { return true };
        let rule = MoveRule::for_step(*step);
        if rest.is_empty() {
            return self.can_run(side, &rule);
        }
        // The runs open now do not depend on the tactic being under way (nothing of it has
        // moved yet at this depth, or `self` already carries it), so only each try is a copy.
        self.runs(side, &rule).into_iter().any(|run| {
            let mut next = self.clone();
            next.play.running.get_or_insert_with(|| Running {
                card,
                attacking: false,
                moved: Vec::new(),
                rewards: Vec::new(),
                tiring: false,
            });
            next.make_run(side, run, &rule, &mut Vec::new());
            if let Some(r) = &mut next.play.running {
                r.moved.push(run.piece);
            }
            next.attacker != side && next.runs_finish(side, card, rest)
        })
    }

    /// Why an input is refused, in the player's terms, said later in the reader's language
    /// (`refused-*` in `locales/`). Card names stay as printed, so they go in as text.
    pub(crate) fn refusal(&self, seat: Seat, input: &Input) -> Message {
        let front = self.play.tasks.first();
        match (input, &self.phase, front) {
            (Input::Play { card, .. }, Phase::Play, None) if !self.teams[seat].hand.contains(card) => {
                message!(WORDS, "refused-not-in-hand", card = card.name())
            }
            (Input::Play { card, for_ }, Phase::Play, None) => {
                if self.play.cards >= MAX_CARDS {
                    message!(WORDS, "refused-three-cards-played")
                } else if *card == Card::Fatigue {
                    message!(WORDS, "refused-fatigue-movement-only")
                } else if *for_ == Use::Instruction {
                    message!(WORDS, "refused-instruction-not-now", card = card.name())
                } else if self.must_kick(seat) {
                    message!(WORDS, "refused-goalie-first")
                } else {
                    message!(WORDS, "refused-nothing-to-do-with", card = card.name())
                }
            }
            (_, Phase::Play, Some(task)) => message!(WORDS, "refused-not-this-task", task = task_name(task)),
            (Input::EndTurn, Phase::Play, None) => message!(WORDS, "refused-end-turn-first-card"),
            (Input::Morale { n }, _, _) => {
                message!(WORDS, "refused-morale-commit", most = self.teams[seat].morale.min(MAX_COMMIT), n = *n)
            }
            (Input::Tile { column }, _, _) => message!(WORDS, "refused-tile-column", column = *column),
            (Input::Markers { .. }, _, _) => message!(WORDS, "refused-markers-layout"),
            (Input::Boards { .. }, _, _) => message!(WORDS, "refused-boards-dealt"),
            _ => message!(WORDS, "refused-not-now"),
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

/// What the player is in the middle of, as a refusal names it in brackets.
pub(crate) fn task_name(task: &Task) -> Message {
    match task {
        Task::Movement { .. } => message!(WORDS, "refused-doing-movement"),
        Task::Action { .. } => message!(WORDS, "refused-doing-action"),
        Task::Pass { .. } => message!(WORDS, "refused-doing-pass"),
        Task::PassMorale { .. } => message!(WORDS, "refused-doing-pass-morale"),
        Task::Strike { .. } => message!(WORDS, "refused-doing-shot"),
        Task::Push => message!(WORDS, "refused-doing-push"),
        Task::Bypass => message!(WORDS, "refused-doing-bypass"),
        Task::Markers { .. } => message!(WORDS, "refused-doing-markers"),
        Task::Rewards { .. } => message!(WORDS, "refused-doing-rewards"),
    }
}
