//! The FUBA computer coach (the "normal" level). It reads its team's view and its legal inputs,
//! nothing else: the board is public, and the other side's secrets (a formation before the
//! reveal, a penalty dive) are not in the view.
//!
//! How it plays, in the rulebook's terms:
//! - **One board evaluation** ([`Shape`]) drives every placement decision: who wins the ball's
//!   area (§7.6.3, clamped at ±2 like the adjustment itself), who outnumbers whom in the box it
//!   attacks (the ±1 of the goal-attempt table, §7.7) and in its own box, presence in the ball's
//!   area for a press (§7.6.4), support around the ball, and ground gained. Moves, event moves,
//!   movement types and setups are all chosen by what they add to it.
//! - **Targets** (§7.1, §7.5) are valued over the six possible passive dice: the chance of
//!   keeping the ball (automatic pass into an area without defenders, else the control check),
//!   the long-pass cost on the new ball value, a turnover above 6, and the goal chance the area
//!   then offers; losing the ball deep in its own half costs more than losing it upfield.
//! - **Goal attempts** (§7.7) are taken when goal plus part of a corner is worth the goal kick a
//!   miss gives away; the bar drops when it is behind late on.
//! - **Setups** (§5.3, §8.1, §8.2) crowd the box: at a corner or an attacking free kick it puts
//!   its outfield players where the attempt is decided; defending, it does the same in front of
//!   its own goal.
//! - **Presses** (§7.6.4) only when the roll to beat gives at least one chance in three.

use super::board::{self, Area, AREA_COUNT, SPOT_COUNT};
use super::input::{Input, Substitution};
use super::state::*;
use super::view::FubaView;
use crate::chance::Chance;
use crate::game::{Computer, Search, Seat, Viewer};

/// The chances of a goal and of a corner for an attempt with `modifier` against `value` (§7.7;
/// `area` is the area modifier the second roll of a difficult attempt must beat, §7.7.1).
fn goal_and_corner(modifier: i8, value: u8, area: i8) -> (f32, f32) {
    let v = value as i8;
    if 6 + modifier <= v {
        let beat = area.unsigned_abs() as f32;
        let goal = ((6.0 - beat).max(0.0) / 6.0) / 6.0;
        let corner = if area.abs() >= 1 && area.abs() <= 6 { 1.0 / 36.0 } else { 0.0 };
        return (goal, corner);
    }
    let goal = (1..=6).filter(|r| r + modifier > v).count() as f32 / 6.0;
    let corner = (1..=6).filter(|r| r + modifier == v).count() as f32 / 6.0;
    (goal, corner)
}

/// How far an area lies towards the goal `seat` attacks, 0.0 (own goal line) to 1.0.
fn progress(a: Area, seat: Seat) -> f32 {
    let x = board::centre_depth(board::home(a)) as f32 / board::LENGTH as f32;
    if board::attacks_east(seat) {
        x
    } else {
        1.0 - x
    }
}

/// Players per area (goalkeeper included) for both teams: the board the evaluation reads.
#[derive(Clone, Copy)]
struct Board {
    count: [[i8; SPOT_COUNT]; 2],
    keeper: [Area; 2],
    ball: Area,
}

impl Board {
    fn of(g: &FubaView) -> Board {
        let mut count = [[0i8; SPOT_COUNT]; 2];
        for (s, team) in g.teams.iter().enumerate() {
            for (a, n) in count[s].iter_mut().enumerate() {
                *n = team.count(a as Area) as i8;
            }
        }
        Board { count, keeper: [g.teams[0].keeper, g.teams[1].keeper], ball: board::home(g.ball) }
    }

    /// One player of `seat` moves (the ball along when `dribble`).
    fn moved(mut self, seat: Seat, from: Area, to: Area, keeper: bool, dribble: bool) -> Board {
        self.count[seat][from as usize] -= 1;
        self.count[seat][to as usize] += 1;
        if keeper {
            self.keeper[seat] = to;
        }
        if dribble {
            self.ball = board::home(to);
        }
        self
    }

    /// Outfield players of `seat` in `a` (the goalkeeper left out, as the goal-attempt table does).
    fn outfield(&self, seat: Seat, a: Area) -> i8 {
        self.count[seat][a as usize] - i8::from(self.keeper[seat] == a)
    }
}

/// What the coach wants from the board, as one number for `me` (higher is better).
struct Shape {
    me: Seat,
}

impl Shape {
    fn value(&self, b: &Board, controlling: bool) -> f32 {
        let (me, them) = (self.me, 1 - self.me);
        let ball = b.ball;
        let mut e = 0.0;
        // The ball's area: the ±2 adjustment of the ball value, and a press needs a presence.
        let diff = b.count[me][ball as usize] - b.count[them][ball as usize];
        e += 2.0 * diff.clamp(-2, 2) as f32 + 0.25 * diff.clamp(-4, 4) as f32;
        if !controlling && b.count[me][ball as usize] == 0 {
            e -= 1.5;
        }
        // The box it attacks: the goal attempt's ±1 (the defending keeper is not counted).
        let attacked = board::target_box(me);
        let ours = b.outfield(me, attacked);
        let theirs = b.outfield(them, attacked);
        let near_goal = 1.0 - (board::distance(ball, attacked) as f32 / 4.0).min(1.0);
        let attack_weight = if controlling { 1.0 + 1.5 * near_goal } else { 0.3 };
        e += attack_weight * (ours - theirs).signum() as f32 + 0.15 * ours.min(4) as f32;
        // The box it defends: deny the same ±1, harder the closer the ball is.
        let own = board::own_box(me);
        let danger = 1.0 - (board::distance(ball, own) as f32 / 4.0).min(1.0);
        let defend_weight = if controlling { 0.4 } else { 0.8 + 2.0 * danger };
        let keepers = b.outfield(me, own);
        let raiders = b.outfield(them, own);
        e += defend_weight * (keepers - raiders).clamp(-1, 1) as f32;
        if raiders > 0 {
            e += 0.2 * (keepers - raiders).clamp(-2, 2) as f32;
        }
        // Support: team-mates next to the ball can join it next stage.
        let support: i8 = board::neighbours(ball).map(|a| b.count[me][a as usize]).sum();
        e += 0.25 * support.min(4) as f32;
        // Ground: pushed up when in control, goal-side of the ball when not.
        let ball_progress = progress(ball, me);
        for a in 0..AREA_COUNT as Area {
            let n = b.outfield(me, a) as f32;
            if n == 0.0 {
                continue;
            }
            let p = progress(a, me);
            e += n * if controlling { 0.3 * p } else { -0.25 * (p - ball_progress).max(0.0) };
        }
        e
    }
}

/// The goal-attempt modifier (§7.7) `seat` would have from `from` on board `b`, if it may shoot
/// from there; keeper-out effects follow the view.
fn attempt_modifier(g: &FubaView, seat: Seat, b: &Board, from: Area) -> Option<(i8, i8)> {
    let them = 1 - seat;
    let (area_mod, needs_keeper_out) = board::shot_modifier(from, seat)?;
    let attacked = board::target_box(seat);
    let keeper_home = g.teams[them].keeper == board::own_box(them);
    if needs_keeper_out && keeper_home {
        return None;
    }
    let mut m = area_mod;
    let from = board::home(from);
    if from != attacked {
        m += (b.count[seat][from as usize] - b.outfield(them, from)).signum();
    }
    m += (b.outfield(seat, attacked) - b.outfield(them, attacked)).signum();
    if !keeper_home {
        m += 4;
    }
    Some((m, area_mod))
}

/// A coach's reading of the match situation.
struct Coach<'a> {
    g: &'a FubaView,
    me: Seat,
    legal: &'a [Input],
}

impl Coach<'_> {
    fn has(&self, i: &Input) -> bool {
        self.legal.contains(i)
    }

    fn controlling(&self) -> bool {
        self.g.ct == self.me
    }

    fn shape(&self) -> Shape {
        Shape { me: self.me }
    }

    /// Goals behind (negative when ahead).
    fn behind(&self) -> i32 {
        self.g.score[1 - self.me] as i32 - self.g.score[self.me] as i32
    }

    /// The last minutes of the match, stoppage time included.
    fn late(&self) -> bool {
        self.g.half >= 2 && (self.g.minute >= 84 || self.g.stoppage > 0)
    }

    /// The lowest goal-plus-corner chance worth an attempt now.
    fn shooting_bar(&self) -> f32 {
        let late = self.late();
        match (self.behind(), late) {
            (b, true) if b > 0 => 0.05,
            (b, true) if b < 0 => 0.45,
            (0, true) => 0.2,
            _ => 0.3,
        }
    }

    fn best_by(&self, f: impl Fn(&Input) -> Option<f32>) -> Option<Input> {
        self.legal.iter().filter_map(|i| f(i).map(|s| (s, *i))).max_by(|a, b| a.0.total_cmp(&b.0)).map(|(_, i)| i)
    }

    /// What a move adds to the board evaluation.
    fn move_gain(&self, from: Area, to: Area, keeper: bool, dribble: bool) -> f32 {
        let g = self.g;
        if keeper {
            // A goalkeeper stays in its box: out of it every attempt against it gets +4.
            return if to == board::own_box(self.me) { 0.5 } else { -6.0 };
        }
        let before = Board::of(g);
        let after = before.moved(self.me, from, to, keeper, dribble);
        let shape = self.shape();
        let mut gain = shape.value(&after, self.controlling()) - shape.value(&before, self.controlling());
        if dribble {
            // Taking the ball forward into space starts the next pass from nearer the goal.
            gain += 2.5 * (progress(to, self.me) - progress(from, self.me));
        }
        gain
    }

    /// The greedy value of a movement type: the best moves its players could make, as many as
    /// the formation allows (§7.6.2), the stop and offside rules left to the real move list.
    fn movement_worth(&self, kind: MoveKind) -> f32 {
        let g = self.g;
        let me = self.me;
        let Some(f) = g.teams[me].playing_formation() else { return 0.0 };
        let count = match kind {
            MoveKind::Mixed => f.count(Line::Midfield).max(f.count(Line::Forward)) + 1,
            other => other.line().map(|l| f.count(l)).unwrap_or(0),
        };
        let mut b = Board::of(g);
        let shape = self.shape();
        let mut total = 0.0;
        let mut used = [0i8; SPOT_COUNT];
        for _ in 0..count {
            let base = shape.value(&b, self.controlling());
            let mut best: Option<(f32, Area, Area)> = None;
            for from in 0..AREA_COUNT as Area {
                if b.outfield(me, from) - used[from as usize] <= 0 {
                    continue;
                }
                if self.controlling() && from == b.ball && b.count[me][from as usize] <= 1 {
                    continue;
                }
                for to in destinations(from, me, kind) {
                    let gain = shape.value(&b.moved(me, from, to, false, false), self.controlling()) - base;
                    if best.is_none_or(|x| gain > x.0) {
                        best = Some((gain, from, to));
                    }
                }
            }
            match best {
                Some((gain, from, to)) if gain > 0.05 => {
                    total += gain;
                    b = b.moved(me, from, to, false, false);
                    used[to as usize] += 1;
                }
                _ => break,
            }
        }
        total
    }

    /// The expected worth of passing to `t` (§7.1–§7.5), over the passive team's die.
    fn target_worth(&self, t: Area) -> f32 {
        let g = self.g;
        let (me, them) = (self.me, 1 - self.me);
        let b = Board::of(g);
        let start = board::home(g.ball);
        let ours = b.count[me][t as usize];
        let theirs = b.count[them][t as usize];
        let automatic = theirs == 0 && ours > 0;
        let v0 = g.value as f32;
        let keep = if automatic { 1.0 } else { ((6.0 - v0) + 0.7) / 6.0 };
        let between = board::areas_between(g.ball, t) as i8;
        let open_start = g.restart == Restart::Open && b.count[them][start as usize] == 0;
        // A player must be brought into an empty target (§7.4.2): count one there.
        let b_after = if ours == 0 {
            let mut nb = b;
            nb.count[me][t as usize] += 1;
            nb.ball = t;
            nb
        } else {
            Board { ball: t, ..b }
        };
        let shape = self.shape();
        let placement = 0.15 * shape.value(&b_after, true);
        let lost = self.turnover_cost(t);
        let mut kept = 0.0;
        for d in 1..=6i8 {
            let v = (d + between - i8::from(open_start)).max(1);
            if v > 6 {
                kept -= lost;
                continue;
            }
            let v = v as u8;
            let threat = match attempt_modifier(g, me, &b_after, t) {
                Some((m, area)) => {
                    let (goal, corner) = goal_and_corner(m, v, area);
                    goal + 0.3 * corner
                }
                None => 0.0,
            };
            // A low value also means the ball is kept at the next control check.
            kept += 6.0 * threat + 0.25 * (6 - v) as f32 + 1.2 * progress(t, me);
        }
        keep * (kept / 6.0 + placement) - (1.0 - keep) * lost
    }

    /// What handing the ball over in `t` costs: more the nearer `t` is to the own goal.
    fn turnover_cost(&self, t: Area) -> f32 {
        let p = progress(t, self.me);
        1.0 + 3.0 * (1.0 - p) * (1.0 - p)
    }

    fn shot_chances(&self) -> Option<(f32, f32)> {
        let m = self.g.shot?;
        let area = board::shot_modifier(self.g.ball, self.me).map(|x| x.0).unwrap_or(0);
        Some(goal_and_corner(m, self.g.value, area))
    }

    fn choose_step(&self) -> Option<Input> {
        if let Some((goal, corner)) = self.shot_chances() {
            if self.has(&Input::Shoot) && goal + 0.4 * corner >= self.shooting_bar() {
                return Some(Input::Shoot);
            }
        }
        let kinds = [MoveKind::Forward, MoveKind::Midfield, MoveKind::Defence, MoveKind::Mixed];
        let mut best: Option<(f32, Input)> = None;
        for kind in kinds {
            let input = Input::Movement { kind };
            if !self.has(&input) {
                continue;
            }
            let worth = self.movement_worth(kind);
            if best.is_none_or(|b| worth > b.0) {
                best = Some((worth, input));
            }
        }
        let team = &self.g.teams[self.me];
        let condition = self.has(&Input::UseCondition)
            && team.cp.is_some_and(|cp| cp[condition_line(self.g, self.me).index()] >= 2)
            && self.controlling()
            && board::zone_for(self.g.ball, self.me) == board::Zone::Attack;
        if condition {
            return Some(Input::UseCondition);
        }
        best.map(|(_, i)| i)
    }

    fn finish_step(&self) -> Option<Input> {
        let g = self.g;
        let team = &g.teams[self.me];
        let keeper_out = g.config.keeper && team.keeper_out;
        let needed = g.value as i8 + i8::from(keeper_out);
        // A press wins on a roll below the ball value: at least one chance in three.
        if self.has(&Input::Press) && needed >= 3 {
            return Some(Input::Press);
        }
        if team.yellows >= 2 && self.has(&Input::Substitute { sub: Substitution::RemoveYellow }) {
            return Some(Input::Substitute { sub: Substitution::RemoveYellow });
        }
        if g.half == 2 && g.minute >= 60 && team.subs_left.unwrap_or(0) > 0 {
            let cp = team.cp.unwrap_or_default();
            let line = (0..3).min_by_key(|i| cp[*i]).map(|i| Line::ALL[i]).unwrap_or(Line::Midfield);
            let fresh = Input::Substitute { sub: Substitution::FreshPlayer { line } };
            if self.has(&fresh) {
                return Some(fresh);
            }
        }
        Some(Input::EndStage)
    }

    fn moves(&self, done: f32) -> Option<Input> {
        self.best_by(|i| match i {
            Input::Move { from, to, keeper, dribble } => Some(self.move_gain(*from, *to, *keeper, *dribble)),
            Input::EndMovement => Some(done),
            Input::KeeperOut { out } => Some(if *out { -6.0 } else { 0.6 }),
            _ => None,
        })
    }

    /// The placement this team wants in a setup, as players per area (goalkeeper left out), or
    /// `None` to keep what the setup starts from.
    fn wanted_setup(&self, kind: SetupKind) -> Option<[i8; SPOT_COUNT]> {
        let g = self.g;
        let me = self.me;
        let attacking = g.ct == me;
        let outfield: i8 = (0..SPOT_COUNT as Area).map(|a| g.teams[me].pieces[a as usize] as i8).sum();
        let mut want = [0i8; SPOT_COUNT];
        let put = |want: &mut [i8; SPOT_COUNT], a: Area, n: i8, left: &mut i8| {
            let n = n.min(*left);
            want[a as usize] += n;
            *left -= n;
        };
        let mut left = outfield;
        let attacked = board::target_box(me);
        let own = board::own_box(me);
        let front = |seat: Seat, a: Area| board::step_in_lane(a, seat, false).unwrap_or(board::C3);
        match kind {
            SetupKind::Corner if attacking => {
                let spot = board::attacking_corners(me)
                    .into_iter()
                    .find(|s| g.teams[me].pieces[*s as usize] > 0)
                    .unwrap_or(board::attacking_corners(me)[0]);
                put(&mut want, spot, 1, &mut left);
                put(&mut want, board::home(spot), 1, &mut left);
                put(&mut want, attacked, 5, &mut left);
                put(&mut want, front(me, attacked), 1, &mut left);
                put(&mut want, board::C3, left, &mut left.clone());
            }
            SetupKind::Corner => {
                put(&mut want, own, 6, &mut left);
                put(&mut want, front(1 - me, own), 2, &mut left);
                put(&mut want, board::C3, left, &mut left.clone());
            }
            SetupKind::FreeKick { area } if attacking => {
                if board::shot_modifier(area, me).is_none_or(|(m, _)| m < -2) {
                    return None;
                }
                put(&mut want, board::home(area), 2, &mut left);
                if board::home(area) != attacked {
                    put(&mut want, attacked, 5, &mut left);
                } else {
                    put(&mut want, attacked, 3, &mut left);
                }
                put(&mut want, board::C3, left, &mut left.clone());
            }
            SetupKind::FreeKick { area } => {
                if board::shot_modifier(area, 1 - me).is_none_or(|(m, _)| m < -2) {
                    return None;
                }
                put(&mut want, own, 5, &mut left);
                if board::home(area) != own {
                    put(&mut want, board::home(area), 3, &mut left);
                }
                put(&mut want, board::C3, left, &mut left.clone());
            }
            _ => return None,
        }
        Some(want)
    }

    fn setup(&self, kind: SetupKind, picked: Option<(Area, bool)>) -> Option<Input> {
        let g = self.g;
        let me = self.me;
        let want = self.wanted_setup(kind);
        let now: [i8; SPOT_COUNT] = std::array::from_fn(|a| g.teams[me].pieces[a] as i8);
        match picked {
            Some((from, _)) => {
                let Some(want) = want else { return Some(Input::Drop { area: from }) };
                // Into the area that lacks the most; back where it came from if none may take it.
                let drop = (0..SPOT_COUNT as Area)
                    .filter(|a| *a != from && now[*a as usize] < want[*a as usize])
                    .filter(|a| self.has(&Input::Drop { area: *a }))
                    .max_by_key(|a| (want[*a as usize] - now[*a as usize], std::cmp::Reverse(*a)));
                Some(Input::Drop { area: drop.unwrap_or(from) })
            }
            None => {
                let adjusting = matches!(g.phase, Phase::Setup { stage: SetupStage::Adjust { .. }, .. });
                if let (Some(want), false) = (want, adjusting) {
                    let short = (0..SPOT_COUNT).any(|a| now[a] < want[a]);
                    let spare = (0..SPOT_COUNT as Area)
                        .filter(|a| now[*a as usize] > want[*a as usize])
                        .find(|a| self.has(&Input::Pick { area: *a, keeper: false }));
                    if let (true, Some(area)) = (short, spare) {
                        return Some(Input::Pick { area, keeper: false });
                    }
                }
                if self.has(&Input::Ready) {
                    Some(Input::Ready)
                } else {
                    Some(Input::ResetSetup)
                }
            }
        }
    }
}

/// Where a player in `from` could go with one movement type, ignoring the stop and offside
/// rules (the real move list applies them): for valuing a movement type before choosing it.
fn destinations(from: Area, seat: Seat, kind: MoveKind) -> Vec<Area> {
    let mut out = Vec::new();
    let lanes = |forward: bool, out: &mut Vec<Area>| {
        let mut at = from;
        while let Some(next) = board::step_in_lane(at, seat, forward) {
            out.push(next);
            at = next;
        }
    };
    match kind {
        MoveKind::Midfield => out.extend(board::neighbours(from).filter(|to| board::lane(*to) != board::lane(from))),
        MoveKind::Forward => lanes(true, &mut out),
        MoveKind::Defence => lanes(false, &mut out),
        MoveKind::Mixed => {
            out.extend(board::neighbours(from).filter(|to| board::lane(*to) != board::lane(from)));
            lanes(true, &mut out);
            lanes(false, &mut out);
        }
    }
    out
}

/// The condition-point line for a team now: the ball's zone from its point of view (A1.1).
fn condition_line(game: &FubaView, seat: Seat) -> Line {
    Line::for_zone(board::zone_for(game.ball, seat))
}

impl Computer for Fuba {
    /// Twelve worlds two turns ahead (far enough to see a pass become a shot or a lost ball come
    /// back); the random baseline takes Ready half the time when a setup may be confirmed (a
    /// uniform pick spends most of a setup picking players up and putting them down again).
    const SEARCH: Search<Input> =
        Search { worlds: 12, horizon: Some(2), random_leans_to: Some(is_ready), chances_worlds: 32 };

    /// The computer's choice for the seat whose view this is, or `None` when it has nothing to do.
    fn computer(game: &FubaView, legal: &[Input], chance: &mut Chance) -> Option<Input> {
        let Viewer::Seat(seat) = game.viewer else { return None };
        if legal.is_empty() || seat > 1 {
            return None;
        }
        let coach = Coach { g: game, me: seat, legal };
        let has = |i: &Input| legal.contains(i);
        let pick = match &game.phase {
            Phase::Prepare { drafts } => match drafts[seat].formation {
                None => Some(Input::Formation { formation: Formation::new(4, 3, 3) }),
                Some(_) => legal.first().copied().map(|i| match i {
                    Input::Style { line, .. } => Input::Style { line, style: Style::Normal },
                    other => other,
                }),
            },
            Phase::HalfTime { .. } => {
                let behind = game.score[seat] < game.score[1 - seat];
                let change = Input::HalfTime { change: Some((Line::Defence, Line::Forward)) };
                Some(if behind && has(&change) { change } else { Input::HalfTime { change: None } })
            }
            Phase::KickOffChoice { .. } => Some(Input::KickOff { with_ball: true }),
            Phase::Setup { kind, picked, .. } => coach.setup(*kind, *picked),
            Phase::FreeKickChoice => {
                // The immediate attempt of a free kick takes one off the modifier (§8.1).
                let chances = game.shot.map(|m| {
                    let area = board::shot_modifier(game.ball, seat).map(|x| x.0).unwrap_or(0);
                    goal_and_corner(m - 1, game.value, area)
                });
                let worth = chances.map(|(goal, corner)| goal + 0.4 * corner).unwrap_or(0.0);
                Some(if worth >= coach.shooting_bar() && has(&Input::Shoot) { Input::Shoot } else { Input::PlayOn })
            }
            Phase::Target => coach.best_by(|i| match i {
                Input::Target { area } => Some(coach.target_worth(*area)),
                _ => None,
            }),
            Phase::Penalty { dive: None, .. } => Some(Input::Dive { side: Side::ALL[chance.below(3)] }),
            Phase::Penalty { .. } => {
                // Left and right are the safer kicks; the middle beats a dive either way.
                let side = match chance.below(5) {
                    0 | 1 => Side::Left,
                    2 | 3 => Side::Right,
                    _ => Side::Middle,
                };
                Some(Input::Kick { side })
            }
            Phase::EventMoves { .. } => coach.moves(0.05),
            Phase::Action { step, .. } | Phase::ExtraMovement { step, .. } => match step {
                ActionStep::Choose { .. } => coach.choose_step(),
                ActionStep::Moving { .. } => coach.moves(0.05),
                ActionStep::FreeMoves => coach.best_by(|i| match i {
                    Input::FreeMove { from } => {
                        board::away_from_goal_line(*from).map(|to| coach.move_gain(*from, to, false, false) - 0.05)
                    }
                    Input::EndMovement => Some(0.0),
                    _ => None,
                }),
                ActionStep::Finish { .. } => coach.finish_step(),
            },
            Phase::Over => None,
        };
        pick.filter(|i| has(i)).or_else(|| legal.first().copied())
    }

    /// How the match stands for `seat` beyond the score, in goals, for the look-ahead's horizon: the
    /// ball is worth more the nearer the goal it is carried towards and the lower its value.
    fn outlook(&self, seat: Seat) -> f32 {
        if self.phase == Phase::Over {
            return 0.0;
        }
        let ct = self.ct;
        let p = progress(self.ball, ct);
        let grip = (7 - self.value.clamp(1, 6)) as f32 / 6.0;
        let threat = 0.05 + 0.45 * p * p * p * (0.5 + 0.5 * grip);
        if ct == seat {
            threat
        } else {
            -threat
        }
    }

    /// The decisions the look-ahead weighs: where to pass, whether to shoot and which movement to
    /// make, whether to press, free kicks and the kick-off choice. Single moves and setups are left
    /// to the board evaluation.
    fn worth_a_search(view: &FubaView) -> bool {
        matches!(
            view.phase,
            Phase::Target
                | Phase::FreeKickChoice
                | Phase::KickOffChoice { .. }
                | Phase::Action { step: ActionStep::Choose { .. } | ActionStep::Finish { pressed: false }, .. }
        )
    }
}

fn is_ready(input: &Input) -> bool {
    *input == Input::Ready
}
