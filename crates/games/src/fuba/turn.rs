//! A turn from the target area on (§6, §7, §8, §9): dice and time, the control check and
//! special events, ball movement, action stages, goal attempts, cards and injuries, condition
//! points, and the ends of turns, halves and the match.

use super::board::{self, Area, Zone, C3, SPOT_COUNT};
use super::event::{Control, Event, ShotResult, TurnLog};
use super::input::Substitution;
use super::rules::penalty_need;
use super::state::*;
use crate::chance::Chance;
use crate::game::Seat;

impl Fuba {
    pub(super) fn start_turn(&mut self) {
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
        self.turn_log = TurnLog { turn: self.turn, ct: self.ct, ..TurnLog::default() };
        self.phase = Phase::Target;
    }

    /// An event that happened and is worth a mention in the turn's summary.
    pub(super) fn note(&mut self, event: Event, ev: &mut Vec<Event>) {
        self.turn_log.notes.push(event.clone());
        ev.push(event);
    }

    /// Stages 2–5 after the target is chosen, then the action stages.
    pub(super) fn play_turn(&mut self, target: Area, chance: &mut Chance, ev: &mut Vec<Event>) {
        let ct = self.ct;
        let pt = self.pt();
        self.target = Some(target);
        self.start = self.ball;
        self.turn_log.target = Some(target);
        ev.push(Event::Target { seat: ct, area: target });
        let only_pt_in_target = self.teams[pt].count(target) > 0 && self.teams[ct].count(target) == 0;
        let empty_start = self.teams[pt].count(self.start) == 0;
        // Stage 2.
        let (cd, pd) = (chance.roll(6), chance.roll(6));
        self.dice[ct] = cd;
        self.dice[pt] = pd;
        self.turn_log.dice = Some(self.dice);
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
        self.turn_log.control = Some(control);
        ev.push(Event::Control { control });
        if control == Control::SpecialEvent {
            let (a, b) = (self.event_die(ct, chance), self.event_die(pt, chance));
            let difference = a as i8 - b as i8;
            let mut dice = [0; 2];
            dice[ct] = a;
            dice[pt] = b;
            self.note(Event::SpecialEvent { dice, difference }, ev);
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
            self.note(Event::ValueTurnover { seat: self.ct }, ev);
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
                self.note(Event::Corner { seat }, ev);
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

impl Fuba {
    /// The game minute for rolls against the clock (§12.9, §12.13): 45+k in stoppage.
    pub fn game_minute(&self) -> u32 {
        self.minute as u32 + self.stoppage as u32
    }

    /// Stage 3 (§6, §12.13). `false` when the half ends at once.
    pub(super) fn advance_clock(&mut self, difference: u8, chance: &mut Chance, ev: &mut Vec<Event>) -> bool {
        let end = if self.half == 1 { 45 } else { 90 };
        let squares;
        if self.stoppage > 0 {
            if difference < self.stoppage {
                self.note(Event::StoppageOver { difference, stoppage: self.stoppage }, ev);
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
        self.turn_log.advance = squares;
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
    pub(super) fn tiredness_test(&mut self, seat: Seat, chance: &mut Chance, ev: &mut Vec<Event>) {
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
        if lost > 0 {
            self.note(Event::Tiredness { seat, rolls, lost }, ev);
        } else {
            ev.push(Event::Tiredness { seat, rolls, lost });
        }
        self.check_tired(seat, ev);
    }

    pub(super) fn check_tired(&mut self, seat: Seat, ev: &mut Vec<Event>) {
        let team = &mut self.teams[seat];
        if self.config.condition && !team.tired && team.cp.iter().all(|c| *c == 0) {
            team.tired = true;
            ev.push(Event::Tired { seat });
        }
    }

    /// A6: the style of the line for the target area's zone, as a modifier.
    pub(super) fn style_mod(&self, seat: Seat) -> i8 {
        if !self.config.styles {
            return 0;
        }
        let zone = board::zone_for(self.target.unwrap_or(self.ball), seat);
        self.teams[seat].style_for(zone).modifier()
    }

    /// A special-event die: A6 aggressive keeps the higher of two, easy the lower.
    pub(super) fn event_die(&self, seat: Seat, chance: &mut Chance) -> u8 {
        let d = chance.roll(6);
        match self.style_mod(seat) {
            1 => d.max(chance.roll(6)),
            -1 => d.min(chance.roll(6)),
            _ => d,
        }
    }

    /// The yellow-card roll (§7.4.3) and, for a second yellow or more, the red-card test (§8.4,
    /// §12.10).
    pub(super) fn yellow_roll(&mut self, seat: Seat, chance: &mut Chance, ev: &mut Vec<Event>) {
        let roll = chance.roll(6);
        let target = self.target.unwrap_or(self.ball);
        let card = match roll {
            1 | 2 => false,
            3 => board::on_side_of(target, seat),
            _ => true,
        };
        if !card {
            ev.push(Event::YellowRoll { seat, roll, card });
        } else {
            self.note(Event::YellowRoll { seat, roll, card }, ev);
            let had = self.teams[seat].yellows;
            self.teams[seat].yellows += 1;
            if had >= 1 {
                let threshold = self.teams[seat].yellows + u8::from(roll == 6);
                let test = chance.roll(6);
                if test < threshold {
                    let area = self.remove_player(seat);
                    let team = &mut self.teams[seat];
                    team.reds += 1;
                    team.yellows = team.yellows.saturating_sub(if test == 1 { 1 } else { 2 });
                    self.note(Event::RedCard { seat, roll: test, area }, ev);
                }
            }
        }
        if roll == 6 {
            self.injure(1 - seat, chance, ev);
        }
    }

    /// §12.11: an outfield player from the target area if there is one, otherwise from the
    /// team's most crowded area. Goalkeepers are never removed.
    pub(super) fn remove_player(&mut self, seat: Seat) -> Option<Area> {
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
    pub(super) fn injure(&mut self, seat: Seat, chance: &mut Chance, ev: &mut Vec<Event>) {
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
        self.note(Event::Injury { seat, area, roll, back_in_turn: back }, ev);
    }

    pub(super) fn award_free_kick(&mut self, awarded: Seat, area: Area, ev: &mut Vec<Event>) {
        if self.ct != awarded {
            self.ct = awarded;
            ev.push(Event::Possession { seat: awarded });
        }
        self.goal_kick = false;
        self.note(Event::FreeKick { seat: awarded, area }, ev);
        let kind = if area == board::target_box(awarded) { SetupKind::Penalty } else { SetupKind::FreeKick { area } };
        self.last_turn = Some(self.turn_log.clone());
        self.begin_setup(kind, ev);
    }

    /// §7.4.2: the team in control moves its closest player into the ball's area if it has none
    /// there. A team that has just won the ball may send its second-closest instead of its
    /// goalkeeper.
    pub(super) fn force_cover(&mut self, seat: Seat, won_ball: bool, ev: &mut Vec<Event>) {
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
    pub(super) fn begin_actions(&mut self, ev: &mut Vec<Event>) {
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
    pub(super) fn after_movement(&mut self, ev: &mut Vec<Event>) {
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
            }
            _ => {}
        }
    }

    /// §7.6.4 (A5: a keeper outside its goal area makes its own team's presses easier, §12.16).
    pub(super) fn press(&mut self, seat: Seat, chance: &mut Chance, ev: &mut Vec<Event>) {
        let roll = chance.roll(6);
        let modified = roll as i8 - i8::from(self.config.keeper && self.teams[seat].keeper_out);
        let won = modified < self.value as i8;
        if won {
            self.note(Event::Press { seat, roll, won }, ev);
            self.ct = seat;
            self.value = modified.clamp(1, 6) as u8;
            ev.push(Event::Possession { seat });
        } else {
            ev.push(Event::Press { seat, roll, won });
            self.auto_pass = Some(self.ct);
        }
        self.set_step(ActionStep::Finish { pressed: true });
    }

    pub(super) fn substitute(&mut self, seat: Seat, sub: Substitution, chance: &mut Chance, ev: &mut Vec<Event>) {
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

    pub(super) fn end_stage(&mut self, ev: &mut Vec<Event>) {
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

    pub(super) fn shoot(&mut self, chance: &mut Chance, ev: &mut Vec<Event>) {
        let ct = self.ct;
        let from = self.ball;
        let Some(modifier) = self.shot_modifier() else { return };
        let area_mod = self.shot_area(ct).unwrap_or(0);
        self.free_kick_shot = false;
        let roll = chance.roll(6);
        let attacked = board::target_box(ct);
        let mut second_roll = None;
        let difficult = 6 + modifier <= self.value as i8;
        let result = if difficult {
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
        let to_beat = difficult.then_some(area_mod.unsigned_abs());
        self.note(Event::Shot { seat: ct, from, roll, second_roll, modifier, value: self.value, to_beat, result }, ev);
        let result = if result == ShotResult::Rebound { self.rebound(chance, ev) } else { result };
        match result {
            ShotResult::Goal => self.goal(ct, ev),
            ShotResult::Corner => {
                ev.push(Event::Corner { seat: ct });
                self.end_turn_with_setup(SetupKind::Corner, ev);
            }
            ShotResult::Miss => self.award_goal_kick(1 - ct, ev),
            ShotResult::Rebound => {}
        }
    }

    /// §7.7.3; a lost rebound gives the PT the ball with the raw die of the new PT (§12.14).
    pub(super) fn rebound(&mut self, chance: &mut Chance, ev: &mut Vec<Event>) -> ShotResult {
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

    pub(super) fn goal(&mut self, seat: Seat, ev: &mut Vec<Event>) {
        self.score[seat] += 1;
        self.note(Event::Goal { seat, score: self.score }, ev);
        // The scoring team becomes the PT at the kick-off.
        self.ct = 1 - seat;
        self.end_turn_with_setup(SetupKind::KickOff, ev);
    }

    // ----- ends of turns, halves and the match -----

    pub(super) fn close_turn(&mut self, ev: &mut Vec<Event>) {
        self.last_turn = Some(self.turn_log.clone());
        ev.push(Event::TurnEnded { turn: self.turn });
    }

    pub(super) fn end_turn(&mut self, ev: &mut Vec<Event>) {
        self.close_turn(ev);
        if self.half_ends {
            self.end_half(ev);
        } else {
            self.start_turn();
        }
    }

    /// §12.5: a goal, corner or penalty ends the turn at once; the next begins with a setup.
    pub(super) fn end_turn_with_setup(&mut self, kind: SetupKind, ev: &mut Vec<Event>) {
        self.close_turn(ev);
        if self.half_ends {
            self.end_half(ev);
        } else {
            self.begin_setup(kind, ev);
        }
    }

    pub(super) fn end_half(&mut self, ev: &mut Vec<Event>) {
        self.last_turn = Some(self.turn_log.clone());
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
    pub(super) fn kick(&mut self, kick: Side, chance: &mut Chance, ev: &mut Vec<Event>) {
        let Phase::Penalty { dive: Some(dive), shootout } = self.phase else { return };
        let seat = self.ct;
        let need = penalty_need(kick, dive);
        let roll = chance.roll(6);
        let scored = roll >= need;
        let event = Event::PenaltyKick { seat, dive, kick, roll, need, scored, shootout };
        if shootout {
            ev.push(event);
        } else {
            self.note(event, ev);
        }
        self.penalties.push(PenaltyRecord { seat, dive, kick, roll, scored });
        if shootout {
            let Some(mut s) = self.shootout else { return };
            s.kicks[seat] += 1;
            if scored {
                s.score[seat] += 1;
            }
            s.kicker = 1 - seat;
            self.shootout = Some(s);
            if shootout_decided(&s) {
                if s.score[0] == s.score[1] {
                    // Lots after 100 level rounds keep every match finite.
                    let lucky = chance.below(2);
                    if let Some(sh) = &mut self.shootout {
                        sh.score[lucky] += 1;
                    }
                    ev.push(Event::LotsDrawn { seat: lucky });
                }
                ev.push(Event::FullTime { score: self.score });
                self.phase = Phase::Over;
            } else {
                self.ct = s.kicker;
                self.phase = Phase::Penalty { dive: None, shootout: true };
            }
            return;
        }
        if scored {
            self.goal(seat, ev);
        } else {
            self.award_goal_kick(1 - seat, ev);
            self.end_turn(ev);
        }
    }

    /// A missed shot or penalty (§8.3): the keeper's team has the ball in its own box at value 1;
    /// the next turn starts with the goal kick.
    fn award_goal_kick(&mut self, keeper_team: Seat, ev: &mut Vec<Event>) {
        self.ct = keeper_team;
        self.ball = board::own_box(keeper_team);
        self.value = 1;
        self.goal_kick = true;
        self.next_restart = Restart::GoalKick;
        ev.push(Event::GoalKick { seat: keeper_team });
    }
}

/// Five kicks each, stopping once one side cannot catch up; then sudden death by rounds.
fn shootout_decided(s: &Shootout) -> bool {
    let [a, b] = s.score.map(|x| x as i32);
    let [ka, kb] = s.kicks.map(|x| x as i32);
    if ka <= 5 && kb <= 5 && !(ka == 5 && kb == 5) {
        a + (5 - ka) < b || b + (5 - kb) < a
    } else {
        ka == kb && (a != b || ka >= 100)
    }
}
