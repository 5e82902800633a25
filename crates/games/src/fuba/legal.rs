//! Which FUBA inputs are legal now, and the geometry they depend on: who acts, offside (§7.1),
//! the legal targets (§7.1, §8.1.7), goal attempts (§7.7), movement (§7.6.2), the setups' and
//! half time's choices; and why a refused input was refused.

use super::board::{self, Area, AREA_COUNT, SPOT_COUNT};
use super::input::{Input, Substitution};
use super::state::*;
use crate::game::{Presented, RuleError, Rules, Seat};

pub(super) const MAX_SUBS: u8 = 3;

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
        for i in 0..SPOT_COUNT {
            let a = if seat == 0 { WEST_ORDER[i] } else { WEST_ORDER[SPOT_COUNT - 1 - i] };
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
        offside_of(self.second_last(1 - attacker), attacker, a, start)
    }

    /// Stage 1: the areas the CT may target (§7.1, §8.1.7).
    pub fn legal_targets(&self) -> Vec<Area> {
        let ct = self.ct;
        let team = &self.teams[ct];
        let offside_off = matches!(self.restart, Restart::GoalKick | Restart::Corner);
        let second_last = self.second_last(1 - ct);
        let offside = |a: Area| offside_of(second_last, ct, a, Some(self.start));
        // Where the team has players, as bits.
        let occupied = (0..SPOT_COUNT as Area).filter(|a| team.count(*a) > 0).fold(0u32, |bits, a| bits | 1 << a);
        let mut out = Vec::with_capacity(AREA_COUNT);
        for t in 0..AREA_COUNT as Area {
            let here = occupied & (1 << t) != 0;
            let near_bits = board::adjacent_to(t) & occupied;
            let mut near = (0..SPOT_COUNT as Area).filter(|a| near_bits & (1 << a) != 0);
            let any_near = near_bits != 0;
            if !here && !any_near && t != board::home(self.ball) {
                continue;
            }
            let offside_applies = !offside_off && !board::in_opponent_half(t, 1 - ct);
            if offside_applies {
                if here && offside(t) {
                    continue;
                }
                if !here && any_near && near.all(offside) {
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
                    out = self.moves_of(seat, kind, dribbled, None);
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
                // A press that no roll can win is not offered: it could only fail, and a failed
                // press hands the controlling team an automatic pass (§7.6.4).
                if !extra
                    && !pressed
                    && seat != self.ct
                    && !self.goal_kick
                    && team.count(self.ball) > 0
                    && self.press_target(seat) > 1
                {
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

    /// A press by `seat` wins the ball on a roll below this (§7.6.4): the ball value, one more
    /// when its goalkeeper has stepped out under A5 (§12.16).
    pub fn press_target(&self, seat: Seat) -> u8 {
        self.value + u8::from(self.config.keeper && self.teams[seat].keeper_out)
    }

    /// The condition-point line for a team now: the ball's zone from its point of view.
    pub fn condition_line(&self, seat: Seat) -> Line {
        Line::for_zone(board::zone_for(self.ball, seat))
    }

    /// Whether moving a player of `seat` into an area would put it offside (§7.6.2;
    /// straight-back moves are exempt and checked by the caller), for many moves at once: the
    /// opponents' second-last player is found once. Applied to both teams: a passive player
    /// could be attacking next turn.
    fn move_offside_test(&self, seat: Seat) -> impl Fn(Area) -> bool {
        let second_last = self.second_last(1 - seat);
        move |to| offside_of(second_last, seat, to, None)
    }

    /// Moving a player of `seat` out of the ball's area must not leave the CT uncovered.
    pub(super) fn keeps_cover(&self, seat: Seat, from: Area) -> bool {
        seat != self.ct || from != self.ball || self.teams[seat].count(from) != 1
    }

    /// Whether `input` is legal for `seat` now: [`Fuba::legal`]'s answer, found without listing
    /// every move when the input is a move (only the moves from its area are listed).
    pub(super) fn is_legal(&self, seat: Seat, input: &Input) -> bool {
        match (&self.phase, input) {
            (
                Phase::Action { step: ActionStep::Moving { kind, left, dribbled }, .. }
                | Phase::ExtraMovement { step: ActionStep::Moving { kind, left, dribbled }, .. },
                Input::Move { from, .. },
            ) if seat <= 1 && self.actor() == Some(seat) => {
                *left > 0 && self.moves_of(seat, *kind, *dribbled, Some(*from)).contains(input)
            }
            // Always among a moving team's choices.
            (
                Phase::Action { step: ActionStep::Moving { .. }, .. }
                | Phase::ExtraMovement { step: ActionStep::Moving { .. }, .. },
                Input::EndMovement,
            ) if seat <= 1 => self.actor() == Some(seat),
            _ => self.legal_inputs(seat).contains(input),
        }
    }

    /// The ordinary moves `seat` may make now (only those from `only`, when given).
    pub(super) fn moves_of(&self, seat: Seat, kind: MoveKind, dribbled: bool, only: Option<Area>) -> Vec<Input> {
        let team = &self.teams[seat];
        let other = &self.teams[1 - seat];
        let kinds: &[MoveKind] = match kind {
            MoveKind::Mixed if self.no_defence == Some(seat) => &[MoveKind::Midfield, MoveKind::Forward],
            MoveKind::Mixed => &[MoveKind::Midfield, MoveKind::Forward, MoveKind::Defence],
            _ => std::slice::from_ref(&kind),
        };
        let can_dribble = seat == self.ct && !dribbled && !self.goal_kick && other.count(self.ball) == 0;
        let offside = self.move_offside_test(seat);
        let mut out = Vec::with_capacity(48);
        // Where the piece being looked at may go, and whether in one step (kept between pieces).
        let mut dests: Vec<(Area, bool)> = Vec::with_capacity(16);
        // Which moves are in `out` already, one bit per (from, to, goalkeeper, dribble): a
        // mixed movement reaches some areas two ways (one kind of movement never does).
        let mixed = kinds.len() > 1;
        let mut seen = [0u64; (SPOT_COUNT * SPOT_COUNT * 4).div_ceil(64)];
        let mut first = |mv: Input| {
            let Input::Move { from, to, keeper, dribble } = mv else { return false };
            if !mixed {
                return true;
            }
            let bit = ((from as usize * SPOT_COUNT + to as usize) * 2 + keeper as usize) * 2 + dribble as usize;
            let fresh = seen[bit / 64] & (1 << (bit % 64)) == 0;
            seen[bit / 64] |= 1 << (bit % 64);
            fresh
        };
        for from in (0..AREA_COUNT as Area).filter(|a| only.is_none_or(|o| o == *a)) {
            let outfield = team.pieces[from as usize] > team.moved[from as usize];
            let keeper = team.keeper == from && !team.keeper_moved;
            let covered = self.keeps_cover(seat, from);
            for (is_keeper, ok) in [(false, outfield), (true, keeper)] {
                if !ok {
                    continue;
                }
                dests.clear();
                for k in kinds {
                    match k {
                        MoveKind::Midfield => {
                            for to in board::neighbours(from) {
                                if board::lane(to) != board::lane(from) && !offside(to) {
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
                                if !(forward && offside(next)) {
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
                for &(to, one_step) in &dests {
                    let mv = Input::Move { from, to, keeper: is_keeper, dribble: false };
                    if covered && first(mv) {
                        out.push(mv);
                    }
                    if can_dribble && one_step && from == self.ball {
                        let mv = Input::Move { from, to, keeper: is_keeper, dribble: true };
                        if first(mv) {
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
        let offside = self.move_offside_test(seat);
        let mut out = Vec::new();
        for from in 0..AREA_COUNT as Area {
            for (keeper, ok) in [(false, team.pieces[from as usize] > 0), (true, team.keeper == from)] {
                if !ok || !self.keeps_cover(seat, from) {
                    continue;
                }
                for to in board::neighbours(from) {
                    let back = board::step_in_lane(from, seat, false) == Some(to);
                    if back || !offside(to) {
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

    /// Why an input is not legal now, for the player who sent it: what they sent and what they
    /// may choose instead, named as their controls name them.
    pub(super) fn explain(&self, seat: Seat, input: &Input, legal: &[Input]) -> RuleError {
        use touchline_i18n::{message, Arg};
        if legal.is_empty() {
            return match &self.phase {
                Phase::Prepare { .. } | Phase::HalfTime { .. } => RuleError::AlreadyChosen,
                _ if seat == 0 => RuleError::NotYourMove(message!(super::words::WORDS, "refused-away-decides")),
                _ => RuleError::NotYourMove(message!(super::words::WORDS, "refused-home-decides")),
            };
        }
        let what = Arg::worded(|lang| self.describe_input(seat, input, lang));
        let options = Arg::worded(|lang| {
            let named: Vec<String> = legal.iter().take(12).map(|i| self.describe_input(seat, i, lang)).collect();
            named.join("; ")
        });
        let message = match legal.len().saturating_sub(12) {
            0 => message!(super::words::WORDS, "refused-not-now", what = what, options = options),
            more => message!(super::words::WORDS, "refused-not-now-more", what = what, options = options, more = more),
        };
        RuleError::Illegal(message)
    }
}

/// §7.1's offside tests for `attacker`'s player in `a`, given the opponents' second-last player
/// (tests 1 and 2, and test 3, the ball's start area, when `start` is given).
fn offside_of(second_last: Area, attacker: Seat, a: Area, start: Option<Area>) -> bool {
    if board::is_spot(a) || !board::in_opponent_half(a, attacker) {
        return false;
    }
    board::beyond(a, second_last, attacker) && start.is_none_or(|s| board::beyond(a, s, attacker))
}
