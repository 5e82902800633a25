//! The AutoTeam (rules digest §14, proposed data §19 G8): not a seat but part of the engine. It
//! plays exactly two cards a turn from the top of its own deck, by fixed priorities; its Morale
//! and strike target for any roll come from a newly turned card.
//!
//! Our readings where §14 leaves a choice:
//! - a Goalie kick-out or the Goalie's pass to the closest piece uses one of its two card plays;
//! - an offensive card with the ball loose is played as a defensive one (there is no carrier to
//!   shoot, pass or move);
//! - the Goalie is never the "closest piece" that defends or supports: it stays in goal;
//! - a tactic pass goes to the teammate closest to the ball (a Through Pass to the space nearest
//!   the card's target), and after a Through Pass in the middle of a chain the piece closest to
//!   the loose ball runs onto it;
//! - among runs equally near the goal of a movement, the one nearer its own goal (between your
//!   piece and its goal) is taken, then the one on a MARK space (of either half), then by chance
//!   ("be fair").

use super::actions::PassPlan;
use super::board::{distance, is_mark, mouth, rows_ahead, Space};
use super::cards::{Reward, Step, AUTO_CARDS};
use super::input::Event;
use super::moves::Run;
use super::state::{AutoWork, DuelKind, MoveRule, Phase, SuperTeam, GOALIE, PIECES};
use crate::chance::Chance;

const AUTO: usize = 1;

impl SuperTeam {
    /// Turn the AutoTeam's next card onto its discard pile, reshuffling (and moving the Time
    /// Track) when its deck is out.
    fn auto_reveal(&mut self, deciding: bool, chance: &mut Chance, events: &mut Vec<Event>) -> u8 {
        let Some(auto) = self.auto.as_mut() else { return 0 };
        if auto.deck.is_empty() {
            auto.deck.append(&mut auto.discard);
            chance.shuffle(&mut auto.deck);
            self.time_step(AUTO, events);
        }
        let auto = self.auto.as_mut().unwrap_or_else(|| unreachable!());
        let card = auto.deck.pop().unwrap_or(0);
        auto.discard.push(card);
        events.push(Event::AutoCard { card, deciding });
        card
    }

    /// A decision the AutoTeam takes for a roll (§14 steps 3–4): a new card's strike column and
    /// Morale spend, min(S, reserve).
    pub(crate) fn auto_decides(&mut self, events: &mut Vec<Event>, chance: &mut Chance) -> (u8, u8) {
        let card = &AUTO_CARDS[self.auto_reveal(true, chance, events) as usize % 12];
        (card.target, card.spend.min(self.teams[AUTO].morale))
    }

    /// Piece choice (§14): closest to the ball, then on a MARK space (either half's: the text
    /// names no half), then by chance.
    pub(super) fn auto_pick(&self, pieces: &[u8], chance: &mut Chance) -> Option<u8> {
        let key = |p: &u8| {
            let at = self.piece(AUTO, *p);
            (distance(at, self.ball), !is_mark(at))
        };
        let best = pieces.iter().map(key).min()?;
        let tied: Vec<u8> = pieces.iter().copied().filter(|p| key(p) == best).collect();
        Some(tied[chance.below(tied.len())])
    }

    /// The AutoTeam's most advanced piece (not the Goalie).
    fn auto_most_advanced(&self, chance: &mut Chance) -> Option<u8> {
        let depth = |p: u8| self.piece(AUTO, p).row; // lower rows are nearer the person's goal
        let best = (1..PIECES as u8).map(depth).min()?;
        let tied: Vec<u8> = (1..PIECES as u8).filter(|p| depth(*p) == best).collect();
        self.auto_pick(&tied, chance)
    }

    /// The best run of `piece` toward `goal`, at most `max` spaces; `None` when it cannot move.
    fn auto_run(&self, piece: u8, goal: Space, max: u8, chance: &mut Chance) -> Option<Run> {
        let from = self.piece(AUTO, piece);
        let runs: Vec<Run> = self
            .runs(AUTO, &MoveRule::PLAIN)
            .into_iter()
            .filter(|r| r.piece == piece && distance(from, r.to) <= max)
            .collect();
        let key = |r: &Run| (distance(r.to, goal), 14 - r.to.row, !is_mark(r.to));
        let best = runs.iter().map(key).min()?;
        if best.0 >= distance(from, goal) && from != goal {
            return None; // nothing brings it nearer
        }
        let tied: Vec<Run> = runs.into_iter().filter(|r| key(r) == best).collect();
        Some(tied[chance.below(tied.len())])
    }

    fn active(&self, piece: u8) -> bool {
        piece as usize == GOALIE || !self.teams[AUTO].down[piece as usize]
    }

    /// Run the AutoTeam's turn until it is over or waits for the person's secret choice.
    pub(crate) fn auto_turn(&mut self, chance: &mut Chance, events: &mut Vec<Event>) {
        if let Some(auto) = &mut self.auto {
            if self.play.cards == 0 && auto.cards_left == 0 && auto.work.is_empty() && auto.card.is_none() {
                auto.cards_left = 2;
                auto.moved_once = false;
                auto.last_moved = None;
                self.play.cards = 1; // marks the turn as begun
            }
        }
        for _ in 0..64 {
            if !matches!(self.phase, Phase::Play) || self.turn != AUTO {
                return;
            }
            let Some(auto) = &mut self.auto else { return };
            if !auto.work.is_empty() {
                let work = auto.work.remove(0);
                self.auto_work(work, chance, events);
                continue;
            }
            if auto.card.take().is_some() {
                events.push(Event::CardDone { side: AUTO });
            }
            let auto = self.auto.as_mut().unwrap_or_else(|| unreachable!());
            if auto.cards_left == 0 {
                self.end_turn(false, chance, events);
                return;
            }
            auto.cards_left -= 1;
            self.auto_card(chance, events);
        }
        // A turn never needs this many steps; end it rather than loop.
        if let Some(auto) = &mut self.auto {
            auto.work.clear();
            auto.cards_left = 0;
            auto.card = None;
        }
        self.end_turn(false, chance, events);
    }

    /// Play one card from the top of the AutoTeam's deck.
    fn auto_card(&mut self, chance: &mut Chance, events: &mut Vec<Event>) {
        if self.must_kick(AUTO) {
            let keeper = self.piece(AUTO, GOALIE as u8);
            let marks: Vec<Space> = self.kick_out_targets(AUTO);
            let card = self.auto_reveal(false, chance, events);
            self.set_card(card);
            if let Some(to) = marks.into_iter().max_by_key(|m| (distance(keeper, *m), m.col)) {
                self.kick_out(AUTO, to, events);
            } else {
                let mates: Vec<u8> = (1..PIECES as u8).collect();
                let key = |p: &u8| distance(self.piece(AUTO, *p), keeper);
                let best = mates.iter().map(key).min().unwrap_or(0);
                let tied: Vec<u8> = mates.iter().copied().filter(|p| key(p) == best).collect();
                let to = self.piece(AUTO, tied[chance.below(tied.len())]);
                let power = self.pass_power(AUTO, to, false, None);
                self.resolve_pass(AUTO, PassPlan { to, power, morale: 0, captain: false }, chance, events);
            }
            return;
        }
        let n = self.auto_reveal(false, chance, events);
        self.set_card(n);
        let card = &AUTO_CARDS[n as usize % 12];
        let target = mouth(0)[card.target as usize % 3];
        let carrying = self.carrier().is_some_and(|(s, _)| s == AUTO);
        if !carrying {
            // Defending (or the ball loose): the movements, then the rewards (§14).
            let work = self.auto.as_mut().map(|a| &mut a.work);
            if let Some(work) = work {
                work.extend((0..card.defence_moves).map(|_| AutoWork::DefendMove));
                work.extend(card.defence_rewards.iter().map(|r| match r {
                    Reward::Morale => AutoWork::Morale,
                    Reward::Movement => AutoWork::DefendMove,
                    Reward::Action => AutoWork::Tackle,
                }));
            }
            return;
        }
        // 1. A shot when the target is in range.
        if distance(self.ball, target) <= card.range {
            self.start_shot(AUTO, false, events);
            self.shot_progress(chance, events);
            return;
        }
        // 2. The card's tactic, when every step has a target now.
        if card.offence.iter().all(|s| !self.pass_targets(AUTO, Some(*s)).is_empty()) {
            if self.auto_tactic(card.offence, target, chance, events) {
                let rewards = card.offence_rewards;
                if let Some(auto) = &mut self.auto {
                    auto.work.extend(rewards.iter().map(|r| match r {
                        Reward::Morale => AutoWork::Morale,
                        Reward::Movement => AutoWork::AttackMove,
                        Reward::Action => AutoWork::AttackAction,
                    }));
                }
            }
            return;
        }
        // 3–5. A pass forward, a dribble, a run.
        if !self.auto_pass_forward(chance, events) && !self.auto_dribble(chance, events) {
            if let Some((_, carrier)) = self.carrier() {
                if self.active(carrier) {
                    if let Some(run) = self.auto_run(carrier, target, 2, chance) {
                        self.make_run(AUTO, run, &MoveRule::PLAIN, events);
                    }
                }
            }
        }
    }

    fn set_card(&mut self, n: u8) {
        if let Some(auto) = &mut self.auto {
            auto.card = Some(n);
        }
    }

    fn card_target(&self) -> Space {
        let n = self.auto.as_ref().and_then(|a| a.card).unwrap_or(0);
        mouth(0)[AUTO_CARDS[n as usize % 12].target as usize % 3]
    }

    /// Carry out an offensive chain; true when every pass arrived and the ball is still ours.
    fn auto_tactic(&mut self, steps: &[Step], target: Space, chance: &mut Chance, events: &mut Vec<Event>) -> bool {
        for (i, step) in steps.iter().enumerate() {
            if i > 0 && steps[i - 1] == Step::ThroughPass {
                // The piece closest to the loose ball runs onto it.
                let movers: Vec<u8> = (1..PIECES as u8)
                    .filter(|p| {
                        self.active(*p)
                            && self
                                .runs(AUTO, &MoveRule { onto_ball: true, ..MoveRule::PLAIN })
                                .iter()
                                .any(|r| r.piece == *p)
                    })
                    .collect();
                let Some(p) = self.auto_pick(&movers, chance) else { return false };
                let rule = MoveRule { onto_ball: true, ..MoveRule::PLAIN };
                let Some(run) = self.runs(AUTO, &rule).into_iter().find(|r| r.piece == p) else { return false };
                self.make_run(AUTO, run, &rule, events);
            }
            let targets = self.pass_targets(AUTO, Some(*step));
            let to = if *step == Step::ThroughPass {
                targets.iter().copied().min_by_key(|t| (distance(*t, target), t.col))
            } else {
                let mates: Vec<u8> = targets.iter().filter_map(|t| self.at(*t).map(|(_, p)| p)).collect();
                self.auto_pick(&mates, chance).map(|p| self.piece(AUTO, p))
            };
            let Some(to) = to else { return false };
            let power = self.pass_power(AUTO, to, false, Some(*step));
            let pass = PassPlan { to, power, morale: 0, captain: false };
            if !self.resolve_pass(AUTO, pass, chance, events) || self.attacker != AUTO {
                return false;
            }
        }
        true
    }

    /// §14 option 3: a pass to the most advanced piece, unless the carrier is it.
    fn auto_pass_forward(&mut self, chance: &mut Chance, events: &mut Vec<Event>) -> bool {
        let Some((AUTO, carrier)) = self.carrier() else { return false };
        let Some(front) = self.auto_most_advanced(chance) else { return false };
        let front_at = self.piece(AUTO, front);
        let carrier_at = self.piece(AUTO, carrier);
        if front == carrier || rows_ahead(AUTO, carrier_at, front_at) <= 0 {
            return false;
        }
        if !self.pass_targets(AUTO, None).contains(&front_at) {
            return false;
        }
        let power = self.pass_power(AUTO, front_at, false, None);
        self.resolve_pass(AUTO, PassPlan { to: front_at, power, morale: 0, captain: false }, chance, events);
        true
    }

    /// §14 option 4: a dribble past an adjacent piece of the person's.
    fn auto_dribble(&mut self, chance: &mut Chance, events: &mut Vec<Event>) -> bool {
        let targets = self.dribble_targets(AUTO);
        if targets.is_empty() {
            return false;
        }
        let Some(carrier) = self.carrier() else { return false };
        let o = targets[chance.below(targets.len())];
        self.start_duel(DuelKind::Dribble, carrier, (0, o), 0);
        self.duel_progress(chance, events);
        true
    }

    fn auto_work(&mut self, work: AutoWork, chance: &mut Chance, events: &mut Vec<Event>) {
        match work {
            AutoWork::Morale => self.gain(AUTO, 1, events),
            AutoWork::AttackMove => {
                // Toward the strike space; after a Through Pass, onto the loose ball first.
                let target = if self.carrier().is_none() { self.ball } else { self.card_target() };
                let mover = match self.carrier() {
                    Some((AUTO, c)) if self.active(c) && !self.must_kick(AUTO) => Some(c),
                    _ => {
                        let carrier = self.carrier().map(|(_, c)| c);
                        let free: Vec<u8> =
                            (1..PIECES as u8).filter(|p| self.active(*p) && Some(*p) != carrier).collect();
                        self.auto_pick(&free, chance)
                    }
                };
                if let Some(p) = mover {
                    if let Some(run) = self.auto_run(p, target, 2, chance) {
                        self.make_run(AUTO, run, &MoveRule::PLAIN, events);
                        if let Some(a) = &mut self.auto {
                            a.moved_once = true;
                            a.last_moved = Some(p);
                        }
                    }
                }
            }
            AutoWork::AttackAction => {
                let target = self.card_target();
                let n = self.auto.as_ref().and_then(|a| a.card).unwrap_or(0);
                let range = AUTO_CARDS[n as usize % 12].range;
                if self.carrier().is_some_and(|(s, _)| s == AUTO) && distance(self.ball, target) <= range {
                    self.start_shot(AUTO, false, events);
                    self.shot_progress(chance, events);
                } else if !self.auto_pass_forward(chance, events) {
                    self.auto_dribble(chance, events);
                }
            }
            AutoWork::DefendMove => {
                let first = self.auto.as_ref().is_some_and(|a| !a.moved_once);
                let max = if first { 2 } else { 1 };
                let movers: Vec<u8> = (1..PIECES as u8)
                    .filter(|p| self.active(*p) && self.auto_run(*p, self.ball, max, chance).is_some())
                    .collect();
                if let Some(p) = self.auto_pick(&movers, chance) {
                    if let Some(run) = self.auto_run(p, self.ball, max, chance) {
                        self.make_run(AUTO, run, &MoveRule::PLAIN, events);
                        if let Some(a) = &mut self.auto {
                            a.moved_once = true;
                            a.last_moved = Some(p);
                        }
                    }
                }
            }
            AutoWork::Tackle => {
                let last = self.auto.as_ref().and_then(|a| a.last_moved);
                if let (Some(p), Some(carrier)) = (last, self.carrier()) {
                    if carrier.0 == 0 && self.tacklers(AUTO).contains(&p) {
                        self.start_duel(DuelKind::Tackle, carrier, (AUTO, p), 0);
                        self.duel_progress(chance, events);
                    }
                }
            }
        }
    }
}
