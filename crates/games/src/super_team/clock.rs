//! The end of a turn and the Time Track (rules digest §4 step 3, §12, §13, §19 G3, G18): the draw
//! back to four with its reshuffles, the end of the round, half time, full time, and a cup tie's
//! golden goal and roll-off.

use super::cards::{self, Card, Markers};
use super::input::Event;
use super::state::{Phase, SuperTeam, HAND};
use crate::chance::Chance;
use crate::game::Rules;

impl SuperTeam {
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

    pub(crate) fn finish(&mut self, events: &mut Vec<Event>) {
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
    pub(crate) fn second_half(&mut self, markers: [Option<Markers>; 2], chance: &mut Chance, events: &mut Vec<Event>) {
        for (side, chosen) in markers.iter().enumerate() {
            if let Some(m) = *chosen {
                self.teams[side].markers = m;
            }
        }
        events.push(Event::MarkersRevealed { markers: [self.teams[0].markers, self.teams[1].markers] });
        for side in 0..self.seats() {
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
}

/// Each side rolls the green die, the higher starts, ties roll again (§19 G18).
pub(crate) fn roll_off(chance: &mut Chance) -> (Vec<[u8; 2]>, usize) {
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
