//! Half time, full time and penalties (§4.3, §5.6; DEFAULT §8.12).

use super::cards::{get, Slot, RED_DIE};
use super::input::{Event, MAX_SUDDEN_DEATH};
use super::state::*;
use crate::chance::Chance;
use crate::game::Seat;

impl Fasisac {
    pub(super) fn end_half(&mut self, events: &mut Vec<Event>) {
        if self.half == 1 && self.config.format == Format::Full {
            events.push(Event::HalfTime { goals: self.goals() });
            for t in self.teams.iter_mut() {
                t.pending_tactic = None;
                t.pending_lineup.clear();
            }
            self.phase = Phase::Tactics;
            return;
        }
        events.push(Event::FullTime { goals: self.goals() });
        let level = self.teams[0].goals == self.teams[1].goals;
        if level && (self.config.penalties || self.config.result_needed) {
            events.push(Event::PenaltiesBegin);
            self.phase = Phase::Takers(Shootout {
                goals: vec![0; self.seats()],
                kicks: vec![0; self.seats()],
                round: 0,
                kicked: vec![Vec::new(); self.seats()],
            });
        } else {
            self.phase = Phase::Over;
        }
    }

    pub(super) fn name_taker(&mut self, seat: Seat, card: u8, chance: &mut Chance, events: &mut Vec<Event>) {
        self.teams[seat].pending_takers.push(card);
        events.push(Event::TakerNamed { seat, card: Some(card) });
        if (0..self.seats()).any(|s| self.takers_wanted(s) > 0) {
            return;
        }
        let takers: Vec<Vec<u8>> = self.teams.iter_mut().map(|t| std::mem::take(&mut t.pending_takers)).collect();
        for (t, list) in self.teams.iter_mut().zip(&takers) {
            t.takers.extend(list);
        }
        events.push(Event::TakersRevealed { takers: takers.clone() });
        // A round of kicks is one play.
        self.plays += 1;
        let Phase::Takers(mut s) = std::mem::replace(&mut self.phase, Phase::Over) else { return };
        let order = [self.home, self.away()];
        let rounds = takers.iter().map(Vec::len).min().unwrap_or(0);
        // Home kicks first, then the kicks alternate.
        let kicks: Vec<(Seat, u8)> = (0..rounds)
            .flat_map(|k| order.iter().map(move |&side| (side, k)))
            .map(|(side, k)| (side, takers[side][k]))
            .collect();
        for (side, taker) in kicks {
            self.penalty(side, taker, &mut s, chance, events);
            // Three each: stop once one side cannot be caught (§5.6).
            if s.round == 0 {
                let left = |x: Seat| 3 - s.kicks[x] as i32;
                let (h, a) = (s.goals[order[0]] as i32, s.goals[order[1]] as i32);
                if h + left(order[0]) < a || a + left(order[1]) < h {
                    break;
                }
            }
        }
        let (h, a) = (s.goals[order[0]], s.goals[order[1]]);
        if h != a {
            self.end_shootout(s, events);
            return;
        }
        if s.round >= MAX_SUDDEN_DEATH {
            let seat = chance.below(2);
            s.goals[seat] += 1;
            events.push(Event::LotsDrawn { seat });
            self.end_shootout(s, events);
            return;
        }
        // Sudden death: one more each, named one at a time (DEFAULT §6).
        s.round += 1;
        for (side, kicked) in s.kicked.iter_mut().enumerate() {
            let on = self.teams[side].lineup.len();
            if kicked.len() >= on {
                kicked.clear();
            }
        }
        self.phase = Phase::Takers(s);
    }

    pub(super) fn penalty(
        &mut self,
        side: Seat,
        taker: u8,
        s: &mut Shootout,
        chance: &mut Chance,
        events: &mut Vec<Event>,
    ) {
        let defending = Fasisac::other(side);
        let keeper = match self.config.variant {
            Variant::Standard => self.teams[defending].on_pitch(Slot::GK).unwrap_or(0),
            Variant::RushKeepers => {
                let red = RED_DIE[chance.below(RED_DIE.len())];
                self.teams[defending].on_pitch(red).unwrap_or(0)
            }
        };
        let (shot, save) = (chance.roll(12), chance.roll(12));
        let scored = get(taker).shooting + shot > get(keeper).goalkeeping + save;
        s.kicks[side] += 1;
        if scored {
            s.goals[side] += 1;
        }
        if s.kicked[side].len() >= self.teams[side].lineup.len() {
            s.kicked[side].clear();
        }
        s.kicked[side].push(taker);
        events.push(Event::Penalty { seat: side, taker, keeper, shot, save, scored, score: s.goals.clone() });
    }

    pub(super) fn end_shootout(&mut self, s: Shootout, events: &mut Vec<Event>) {
        events.push(Event::ShootoutOver { score: s.goals.clone() });
        self.shootout_goals = Some(s.goals);
        self.phase = Phase::Over;
    }
}
