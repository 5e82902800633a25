//! The actions (rules digest §7, §8, §18): passes and their power, the dice, shots with their
//! secret Strike tiles and Morale, dribbles and tackles, and the Captain's push and bypass.

use super::board::{
    self, adjacent, crossed, distance, distance_power, halfway, in_between, in_penalty_area, mouth, rows_ahead,
    small_rectangle, Space, BOARD,
};
use super::cards::{Stat, Step, CAPTAINS, GREEN, WHITE};
use super::input::Event;
use super::state::{Duel, DuelKind, KickOut, LastAction, Phase, Shot, SuperTeam, CAPTAIN, GOALIE, PIECES};
use crate::chance::Chance;

/// A pass about to be rolled (§7.2): its target, the power it needs, the Morale added openly,
/// and whether the Captain makes it (for his STARS).
#[derive(Clone, Copy, Debug)]
pub struct PassPlan {
    pub to: Space,
    pub power: u8,
    pub morale: u8,
    pub captain: bool,
}

/// A roll: the faces (green first) and the total with STARS and abilities.
pub struct Roll {
    pub faces: Vec<i8>,
    pub total: i8,
}

impl Roll {
    /// What STARS and abilities added to the faces.
    fn bonus(&self) -> i8 {
        self.total - self.faces.iter().sum::<i8>()
    }
}

impl SuperTeam {
    /// Roll for `side` on `stat` (§7.1, §8): the green die and one white per marker (the
    /// AutoTeam's printed ones), plus STARS for the AutoTeam or an advanced Captain acting.
    pub(crate) fn roll(&self, side: usize, stat: Stat, captain: bool, chance: &mut Chance) -> Roll {
        let (whites, mut bonus) = match (&self.auto, side) {
            (Some(auto), 1) => auto.level.board()[stat.index()],
            _ => {
                let stars = if captain && self.config.advanced {
                    CAPTAINS[self.teams[side].captain as usize % 6].stars[stat.index()]
                } else {
                    0
                };
                (self.teams[side].markers[stat.index()].min(2), stars)
            }
        };
        if stat == Stat::Gk && self.team_ability(side, 3) {
            bonus += 1; // T4
        }
        let mut faces = vec![GREEN[chance.below(6)]];
        for _ in 0..whites {
            faces.push(WHITE[chance.below(6)]);
        }
        let total = faces.iter().sum::<i8>() + bonus as i8;
        Roll { faces, total }
    }

    /// The Offside Trap (§19 G16): a target in the opponents' half, ahead of the ball and of
    /// their second-to-last piece.
    pub(crate) fn offside(&self, side: usize, to: Space) -> bool {
        if !self.config.offside || board::half_of(to) != Some(1 - side) {
            return false;
        }
        let line = board::goal_row(1 - side);
        let depth = |s: Space| s.row.abs_diff(line);
        let mut theirs: Vec<u8> = self.teams[1 - side].pieces.iter().map(|p| depth(*p)).collect();
        theirs.sort_unstable();
        depth(to) < depth(self.ball) && depth(to) < theirs[1]
    }

    /// The spaces the carrier of `side` may pass to, under a tactic step's requirement (§7.2,
    /// §9.2, §19 G9).
    pub(crate) fn pass_targets(&self, side: usize, step: Option<Step>) -> Vec<Space> {
        let Some((s, passer)) = self.carrier() else { return Vec::new() };
        if s != side {
            return Vec::new();
        }
        let from = self.ball;
        let mine = &self.teams[side].pieces;
        let opponents = &self.teams[1 - side].pieces;
        let occupied = self.occupied();
        // Passes to a teammate look at the teammates only, in board order.
        let mut mates: Vec<Space> =
            mine.iter().enumerate().filter(|(i, _)| *i != passer as usize).map(|(_, p)| *p).collect();
        mates.sort_by_key(|m| m.index());
        let to_mates = |ok: &dyn Fn(Space) -> bool| -> Vec<Space> {
            mates.iter().copied().filter(|t| !self.offside(side, *t) && ok(*t)).collect()
        };
        match step {
            Some(Step::ForwardPass) => to_mates(&|t| rows_ahead(side, from, t) >= 1),
            Some(Step::BackwardPass) => to_mates(&|t| rows_ahead(side, from, t) <= -1),
            Some(Step::CrossPass) => to_mates(&|t| rows_ahead(side, from, t) == 0),
            Some(Step::InBetweenPass) => to_mates(&|t| {
                (0..PIECES).any(|a| (a + 1..PIECES).any(|b| in_between(from, t, opponents[a], opponents[b])))
            }),
            Some(Step::ThroughPass) => Space::all()
                .filter(|to| {
                    !occupied[to.index()]
                        && small_rectangle(*to).is_none()
                        && !self.offside(side, *to)
                        && mine.iter().enumerate().any(|(i, p)| {
                            let ahead = rows_ahead(side, *p, *to);
                            i != passer as usize && (1..=2).contains(&ahead) && p.col.abs_diff(to.col) as i8 <= ahead
                        })
                })
                .collect(),
            None => Space::all()
                .filter(|to| {
                    *to != from
                        && (mates.contains(to) || (!occupied[to.index()] && small_rectangle(*to).is_none()))
                        && !self.offside(side, *to)
                })
                .collect(),
            Some(_) => Vec::new(),
        }
    }

    /// Opponents of `side` on the line from `from` to `to` (the target included, for shots).
    pub(crate) fn blockers(&self, side: usize, from: Space, to: Space) -> u8 {
        crossed(from, to).iter().filter(|s| self.at(**s).is_some_and(|(o, _)| o != side)).count() as u8
    }

    /// A pass's power (§7.1): distance, plus blockers unless SKIP, with the abilities that touch it.
    pub(crate) fn pass_power(&self, side: usize, to: Space, skip: bool, step: Option<Step>) -> u8 {
        let from = self.ball;
        let mut blocks = if skip { 0 } else { self.blockers(side, from, to) };
        let captain = self.carrier() == Some((side, CAPTAIN as u8));
        if captain && self.captain_ability(side, 1) {
            blocks = blocks.min(1); // C2
        }
        let cross_or_back = matches!(step, Some(Step::CrossPass | Step::BackwardPass));
        if cross_or_back && blocks > 0 && self.team_ability(side, 0) && !self.play.team_ability_used {
            blocks -= 1; // T1 (spent when the pass is made)
        }
        let mut power = distance_power(distance(from, to)) + blocks;
        if self.team_ability(side, 4) && [0, 1, 9, 10].contains(&to.col) {
            power = power.saturating_sub(1); // T5
        }
        power
    }

    /// Resolve a pass (§7.2 steps 4–5); true when it arrives.
    pub(crate) fn resolve_pass(
        &mut self,
        side: usize,
        pass: PassPlan,
        chance: &mut Chance,
        events: &mut Vec<Event>,
    ) -> bool {
        let PassPlan { to, power, morale, captain } = pass;
        let from = self.ball;
        let roll = self.roll(side, Stat::Pass, captain, chance);
        let morale = morale.min(self.teams[side].morale);
        self.teams[side].morale -= morale;
        self.bank += morale;
        let leader = (captain && morale > 0 && self.leader_bonus(side)) as i8;
        let total = roll.total + morale as i8 + leader;
        let ok = total >= power as i8;
        let lands = if ok { to } else { self.loose_ball_spot(from, to, false) };
        self.ball = lands;
        if let Some((s, _)) = self.carrier() {
            self.attacker = s;
        }
        events.push(Event::Passed {
            side,
            from,
            to,
            power,
            morale,
            dice: roll.faces.clone(),
            total,
            success: ok,
            lands,
            bonus: roll.bonus() + leader,
        });
        self.last = Some(LastAction {
            side,
            what: if ok { "pass".into() } else { "pass (failed)".into() },
            path: vec![from, lands],
            dice: vec![(side, roll.faces)],
        });
        ok
    }

    /// The Leader's once-a-half +1 on Morale spent by the Captain (C6).
    fn leader_bonus(&mut self, side: usize) -> bool {
        if self.captain_ability(side, 5) && !self.teams[side].leader_used {
            self.teams[side].leader_used = true;
            true
        } else {
            false
        }
    }

    /// Where a failed pass or shot ends (§7.2, §7.4): the first piece on its line (for a shot the
    /// target counts: a Goalie there saves it), else the halfway space.
    pub(crate) fn loose_ball_spot(&self, from: Space, to: Space, shot: bool) -> Space {
        let line = crossed(from, to);
        let stop = line.iter().copied().filter(|s| shot || *s != to).find(|s| !self.empty(*s));
        stop.unwrap_or_else(|| halfway(from, to))
    }

    /// The free kick-out targets of `side`'s Goalie (§7.3, §19 G10).
    pub(crate) fn kick_out_targets(&self, side: usize) -> Vec<Space> {
        if !self.must_kick(side) {
            return Vec::new();
        }
        let mine = &self.teams[side].pieces;
        mine.iter()
            .skip(1)
            .copied()
            .filter(|p| match self.config.kick_out {
                KickOut::Marks => BOARD.marks[side].contains(p),
                KickOut::Anywhere => board::half_of(*p) == Some(side),
            })
            .collect()
    }

    pub(crate) fn kick_out(&mut self, side: usize, to: Space, events: &mut Vec<Event>) {
        let from = self.ball;
        self.ball = to;
        self.attacker = side;
        events.push(Event::KickedOut { side, to });
        self.last = Some(LastAction { side, what: "kick-out".into(), path: vec![from, to], dice: Vec::new() });
    }

    /// Opponents the carrier of `side` may dribble (§7.5, §7.7).
    pub(crate) fn dribble_targets(&self, side: usize) -> Vec<u8> {
        let Some((s, i)) = self.carrier() else { return Vec::new() };
        if s != side || (i as usize == GOALIE && in_penalty_area(side, self.ball)) {
            return Vec::new();
        }
        (0..PIECES as u8)
            .filter(|o| {
                let at = self.piece(1 - side, *o);
                // The swap may not put the dribbler in a small rectangle unless it is a Goalie.
                adjacent(at, self.ball) && (i as usize == GOALIE || small_rectangle(at).is_none())
            })
            .collect()
    }

    /// Pieces of `side` that may tackle the carrier (§7.6, §7.7).
    pub(crate) fn tacklers(&self, side: usize) -> Vec<u8> {
        let Some((s, i)) = self.carrier() else { return Vec::new() };
        if s == side || (i as usize == GOALIE && in_penalty_area(s, self.ball)) {
            return Vec::new();
        }
        (0..PIECES as u8)
            .filter(|t| {
                let at = self.piece(side, *t);
                let failed = self.turn == side && self.play.failed_tacklers.contains(t);
                let keeper_home = *t as usize == GOALIE && in_penalty_area(side, at);
                // A tackler swaps onto the carrier's space: never a small rectangle for others.
                let lands_ok = *t as usize == GOALIE || small_rectangle(self.ball).is_none();
                adjacent(at, self.ball) && !failed && !keeper_home && lands_ok
            })
            .collect()
    }

    /// Open a duel: both sides commit Morale in secret (§7.5, §7.6).
    pub(crate) fn start_duel(&mut self, kind: DuelKind, carrier: (usize, u8), other: (usize, u8), bonus: u8) {
        // A person with no Morale is not asked; the AutoTeam always turns a card (§14 step 3).
        let morale = [0, 1].map(|s| (self.teams[s].morale == 0 && self.seated(s)).then_some(0));
        self.phase = Phase::Duel(Duel { kind, carrier, other, morale, bonus });
    }

    /// Resolve a duel whose Morale is all in.
    pub(crate) fn resolve_duel(&mut self, duel: Duel, chance: &mut Chance, events: &mut Vec<Event>) {
        let (cs, ci) = duel.carrier;
        let (os, oi) = duel.other;
        let (carrier_stat, other_stat) = (Stat::Dribble, Stat::Tackle);
        let c_roll = self.roll(cs, carrier_stat, ci as usize == CAPTAIN, chance);
        let o_roll = self.roll(os, other_stat, oi as usize == CAPTAIN, chance);
        // The Morale paid and the Leader's +1 it may bring.
        let mut spend = |s: usize, n: u8, captain: bool| -> (i8, i8) {
            let n = n.min(self.teams[s].morale);
            self.teams[s].morale -= n;
            self.bank += n;
            (n as i8, (captain && n > 0 && self.leader_bonus(s)) as i8)
        };
        let (c_morale, c_leader) = spend(cs, duel.morale[cs].unwrap_or(0), ci as usize == CAPTAIN);
        let (o_morale, o_leader) = spend(os, duel.morale[os].unwrap_or(0), oi as usize == CAPTAIN);
        let c_bonus = c_roll.bonus() + c_leader;
        let o_bonus = o_roll.bonus() + o_leader + duel.bonus as i8;
        let c_total = c_roll.total + c_morale + c_leader;
        let o_total = o_roll.total + o_morale + o_leader + duel.bonus as i8;
        let (c_at, o_at) = (self.piece(cs, ci), self.piece(os, oi));
        let swap = match duel.kind {
            DuelKind::Dribble => c_total >= o_total,
            DuelKind::Tackle => o_total > c_total,
        };
        if swap {
            self.teams[cs].pieces[ci as usize] = o_at;
            self.teams[os].pieces[oi as usize] = c_at;
            // The carrier keeps the ball on a dribble; the tackler takes it on a tackle.
            self.ball = match duel.kind {
                DuelKind::Dribble => o_at,
                DuelKind::Tackle => c_at,
            };
            if let Some((s, _)) = self.carrier() {
                if s != self.attacker && self.turn == s && self.team_ability(s, 1) && !self.play.team_ability_used {
                    self.play.long_run = true;
                    self.play.team_ability_used = true; // T2: once a turn
                }
                self.attacker = s;
            }
        } else if duel.kind == DuelKind::Tackle && self.turn == os {
            let anchor = oi as usize == CAPTAIN && self.captain_ability(os, 3) && !self.play.captain_ability_used;
            if anchor {
                self.play.captain_ability_used = true; // C4: the Captain may go again
            } else {
                self.play.failed_tacklers.push(oi);
            }
            if self.team_ability(os, 2) && !self.play.team_ability_used && duel.bonus == 0 {
                // T3: a second adjacent piece may tackle, with +1.
                self.play.team_ability_used = true;
                self.play.tasks.insert(0, super::state::Task::Action { optional: true });
                self.play.second_tackle = true;
            }
        }
        events.push(Event::Duel {
            kind: duel.kind,
            carrier: duel.carrier,
            other: duel.other,
            dice: [c_roll.faces.clone(), o_roll.faces.clone()],
            morale: [c_morale as u8, o_morale as u8],
            totals: [c_total, o_total],
            swapped: swap,
            bonus: [c_bonus, o_bonus],
        });
        self.last = Some(LastAction {
            side: if duel.kind == DuelKind::Dribble { cs } else { os },
            what: match (duel.kind, swap) {
                (DuelKind::Dribble, true) => "dribble".into(),
                (DuelKind::Dribble, false) => "dribble (stopped)".into(),
                (DuelKind::Tackle, true) => "tackle".into(),
                (DuelKind::Tackle, false) => "tackle (missed)".into(),
            },
            path: vec![c_at, o_at],
            dice: vec![(cs, c_roll.faces), (os, o_roll.faces)],
        });
    }

    /// Declare a shot by `side`'s carrier (§7.4 step 1): the Strike tiles come next.
    pub(crate) fn start_shot(&mut self, side: usize, skip: bool, events: &mut Vec<Event>) {
        let shooter = self.carrier().map(|(_, i)| i).unwrap_or(0);
        events.push(Event::ShotDeclared { side, from: self.ball });
        self.phase = Phase::Shot(Shot { side, shooter, skip, tiles: [None, None], powers: None, morale: [None, None] });
    }

    /// Reveal the tiles (§7.4 steps 1–2): the defender's Goalie steps, the powers are set.
    pub(crate) fn reveal_tiles(&mut self, shot: &mut Shot, events: &mut Vec<Event>) {
        let (a, d) = (shot.side, 1 - shot.side);
        let targets = mouth(d);
        let target = targets[shot.tiles[a].unwrap_or(1) as usize % 3];
        let keeper_goal = targets[shot.tiles[d].unwrap_or(1) as usize % 3];
        let keeper = self.piece(d, GOALIE as u8);
        let step = board::step_toward(keeper, keeper_goal);
        if step != keeper && self.empty(step) {
            self.teams[d].pieces[GOALIE] = step;
        }
        let keeper = self.piece(d, GOALIE as u8);
        let from = self.ball;
        let mut blocks = self.blockers(a, from, target);
        if shot.skip {
            // SKIP: only the Goalie on the target itself still counts (§19 G6).
            blocks = (keeper == target) as u8;
        }
        let attack = distance_power(distance(from, target)) + blocks;
        let defence = distance_power(distance(keeper, target));
        shot.powers = Some((attack, defence));
        events.push(Event::TilesRevealed {
            shooter: a,
            tiles: [shot.tiles[0].unwrap_or(1), shot.tiles[1].unwrap_or(1)],
            keeper,
            attack,
            defence,
        });
    }

    /// Roll the shot (§7.4 steps 4–5). Returns true for a goal.
    pub(crate) fn resolve_shot(&mut self, shot: &Shot, chance: &mut Chance, events: &mut Vec<Event>) -> bool {
        let (a, d) = (shot.side, 1 - shot.side);
        let (pa, pd) = shot.powers.unwrap_or((0, 0));
        let target = mouth(d)[shot.tiles[a].unwrap_or(1) as usize % 3];
        let captain = shot.shooter as usize == CAPTAIN;
        let ra = self.roll(a, Stat::Shoot, captain, chance);
        let rd = self.roll(d, Stat::Gk, false, chance);
        let ma = shot.morale[a].unwrap_or(0).min(self.teams[a].morale);
        let md = shot.morale[d].unwrap_or(0).min(self.teams[d].morale);
        self.teams[a].morale -= ma;
        self.teams[d].morale -= md;
        self.bank += ma + md;
        let leader = captain && ma > 0 && self.leader_bonus(a);
        let ta = ra.total + ma as i8 + leader as i8 - pa as i8;
        let td = rd.total + md as i8 - pd as i8;
        let goal = ta >= td;
        let from = self.ball;
        let lands = if goal { target } else { self.loose_ball_spot(from, target, true) };
        events.push(Event::Shot {
            side: a,
            target,
            dice: [ra.faces.clone(), rd.faces.clone()],
            morale: [ma, md],
            totals: [ta, td],
            goal,
            lands,
            bonus: [ra.bonus() + leader as i8, rd.bonus()],
            powers: [pa, pd],
        });
        self.last = Some(LastAction {
            side: a,
            what: if goal { "GOAL".into() } else { "shot (no goal)".into() },
            path: vec![from, lands],
            dice: vec![(a, ra.faces), (d, rd.faces)],
        });
        if goal {
            self.teams[a].goals += 1;
            events.push(Event::Goal { side: a });
            if captain && self.captain_ability(a, 0) {
                self.gain(a, 1, events); // C1
            }
        } else {
            self.ball = lands;
            if let Some((s, _)) = self.carrier() {
                self.attacker = s;
            }
        }
        goal
    }

    /// Take Morale from the bank (§8; an empty bank gives nothing, §19 G14).
    pub(crate) fn gain(&mut self, side: usize, n: u8, events: &mut Vec<Event>) {
        let n = n.min(self.bank);
        if n > 0 {
            self.bank -= n;
            self.teams[side].morale += n;
            events.push(Event::MoraleGained { side, n });
        }
    }

    /// Opponents next to the Captain that can be pushed, with where to (§19 G6 PUSH).
    pub(crate) fn pushes(&self, side: usize) -> Vec<(u8, Space)> {
        let cap = self.piece(side, CAPTAIN as u8);
        let mut out = Vec::new();
        for o in 0..PIECES as u8 {
            let at = self.piece(1 - side, o);
            if !adjacent(at, cap) {
                continue;
            }
            for to in at.neighbours() {
                if self.empty(to) && small_rectangle(to).is_none() {
                    out.push((o, to));
                }
            }
        }
        out
    }

    pub(crate) fn push(&mut self, side: usize, o: u8, to: Space, events: &mut Vec<Event>) {
        let from = self.piece(1 - side, o);
        if self.ball == from {
            self.ball = to; // a pushed carrier keeps the ball
        }
        self.teams[1 - side].pieces[o as usize] = to;
        if to == self.ball {
            self.attacker = 1 - side; // pushed onto the loose ball, it carries it now
        }
        events.push(Event::Pushed { side: 1 - side, piece: o, from, to });
    }

    /// Opponents the Captain may swap with (§19 G6 BYPASS).
    pub(crate) fn bypasses(&self, side: usize) -> Vec<u8> {
        let cap = self.piece(side, CAPTAIN as u8);
        (0..PIECES as u8)
            .filter(|o| {
                let at = self.piece(1 - side, *o);
                adjacent(at, cap) && small_rectangle(at).is_none()
            })
            .collect()
    }

    pub(crate) fn bypass(&mut self, side: usize, o: u8, events: &mut Vec<Event>) {
        let cap = self.piece(side, CAPTAIN as u8);
        let at = self.piece(1 - side, o);
        let carrier = self.carrier();
        self.teams[side].pieces[CAPTAIN] = at;
        self.teams[1 - side].pieces[o as usize] = cap;
        // The ball stays with its carrier, whichever piece that is.
        match carrier {
            Some((s, i)) if s == side && i as usize == CAPTAIN => self.ball = at,
            Some((s, i)) if s != side && i == o => self.ball = cap,
            _ => {}
        }
        events.push(Event::Bypassed { side, piece: o, from: cap, to: at });
    }
}
