//! Movement (rules digest §6, §9.3, §19 G9): which runs a piece may make, and making one.

use super::board::{rows_ahead, small_rectangle, Space};
use super::input::Event;
use super::state::{MoveRule, SuperTeam, Way, CAPTAIN, GOALIE, PIECES};

/// The neighbours of every space, worked out once (the move lists walk them constantly).
fn neighbours(s: Space) -> &'static [Space] {
    static TABLE: std::sync::OnceLock<Vec<Vec<Space>>> = std::sync::OnceLock::new();
    let table = TABLE.get_or_init(|| Space::all().map(|s| s.neighbours().collect()).collect());
    &table[s.index()]
}

/// How far a sweep goes and what it keeps: a piece's reach, whether it is a Goalie (who may
/// enter a small rectangle), the way every step must go, and the spaces it must end next to an
/// opponent on, if it must.
struct Sweep<'a> {
    side: usize,
    reach: u8,
    goalie: bool,
    way: Way,
    marking: Option<&'a [bool; 165]>,
}

/// The runs of a piece that cannot meet the ball (§6 with nothing to stop it on the way): rows of
/// column bits, widened one step at a time through empty spaces (outside the small rectangles,
/// but for a Goalie), each step up or down the rows when the way says so.
fn free_runs(g: &SuperTeam, start: Space, piece: u8, sweep: Sweep<'_>, out: &mut Vec<Run>) {
    const ROWS: usize = 15;
    const FULL: u16 = (1 << 11) - 1;
    let mut free = [FULL; ROWS];
    if !sweep.goalie {
        let mouth: u16 = super::board::BOARD.mouth_columns.iter().fold(0, |m, c| m | 1 << c);
        free[0] &= !mouth;
        free[ROWS - 1] &= !mouth;
    }
    for team in &g.teams {
        for p in &team.pieces {
            free[p.row as usize] &= !(1 << p.col);
        }
    }
    // Which rows a step from row `from` may land on.
    let ahead = super::board::forward(sweep.side) as i32;
    let allowed = |from: usize, to: usize| -> bool {
        let d = to as i32 - from as i32;
        match sweep.way {
            Way::Any => true,
            Way::Forward => d == ahead,
            Way::Backward => d == -ahead,
        }
    };
    let widen = |bits: u16| (bits | bits << 1 | bits >> 1) & FULL;
    let mut layer = [0u16; ROWS];
    layer[start.row as usize] = 1 << start.col;
    let mut reached = [0u16; ROWS];
    for _ in 0..sweep.reach {
        let mut next = [0u16; ROWS];
        for (r, bits) in layer.iter().enumerate() {
            if *bits == 0 {
                continue;
            }
            let spread = widen(*bits);
            for to in r.saturating_sub(1)..=(r + 1).min(ROWS - 1) {
                if allowed(r, to) {
                    // Sideways on the row itself never counts as a step off the start.
                    let step = if to == r { spread & !*bits } else { spread };
                    next[to] |= step & free[to];
                }
            }
        }
        for r in 0..ROWS {
            reached[r] |= next[r];
        }
        layer = next;
    }
    for (r, bits) in reached.iter().enumerate() {
        let mut keep = *bits;
        if let Some(marked) = sweep.marking {
            let mut near = 0u16;
            for c in 0..11u8 {
                if marked[Space::new(c, r as u8).index()] {
                    near |= 1 << c;
                }
            }
            keep &= near;
        }
        while keep != 0 {
            let c = keep.trailing_zeros() as u8;
            keep &= keep - 1;
            out.push(Run { piece, to: Space::new(c, r as u8), via_ball: false });
        }
    }
}

/// One legal run: the piece, where it ends, and whether it collects the loose ball on the way.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Run {
    pub piece: u8,
    pub to: Space,
    pub via_ball: bool,
}

impl SuperTeam {
    /// The Morale a movement of this piece costs now (§6: 1 for an inactive piece), or `None`
    /// when the team cannot pay it.
    pub(crate) fn run_cost(&self, side: usize, piece: u8, rule: &MoveRule) -> Option<u8> {
        let i = piece as usize;
        if i == GOALIE || !self.teams[side].down[i] || rule.free {
            return Some(0);
        }
        // C5 Box-to-box: once a turn the inactive Captain moves for nothing.
        if i == CAPTAIN && self.captain_ability(side, 4) && !self.play.captain_ability_used {
            return Some(0);
        }
        (self.teams[side].morale >= 1).then_some(1)
    }

    /// How far a piece may go with one movement.
    fn reach(&self, side: usize, piece: u8) -> u8 {
        let i = piece as usize;
        if i == GOALIE || self.teams[side].down[i] {
            1
        } else if self.play.long_run && self.turn == side {
            3 // T2: after winning the ball, one run of up to 3
        } else {
            2
        }
    }

    /// Every run `side` may make under `rule`, piece by piece.
    pub(crate) fn runs(&self, side: usize, rule: &MoveRule) -> Vec<Run> {
        self.runs_up_to(side, rule, usize::MAX)
    }

    /// Whether `side` has any run under `rule` (the menus only need to know).
    pub(crate) fn can_run(&self, side: usize, rule: &MoveRule) -> bool {
        !self.runs_up_to(side, rule, 1).is_empty()
    }

    fn runs_up_to(&self, side: usize, rule: &MoveRule, limit: usize) -> Vec<Run> {
        self.runs_listed(side, rule, limit, false)
    }

    /// The runs found by walking every path, never by the quick sweep (for the test that holds
    /// the two to the same answer).
    #[cfg(test)]
    pub(crate) fn runs_walked(&self, side: usize, rule: &MoveRule) -> Vec<Run> {
        self.runs_listed(side, rule, usize::MAX, true)
    }

    fn runs_listed(&self, side: usize, rule: &MoveRule, limit: usize, walk: bool) -> Vec<Run> {
        let mut out = Vec::with_capacity(if limit == 1 { 8 } else { 96 });
        let occupied = self.occupied();
        // The spaces next to an opponent, where a carrier stops (§6).
        let mut marked = [false; 165];
        for p in &self.teams[1 - side].pieces {
            for n in p.neighbours() {
                marked[n.index()] = true;
            }
        }
        for piece in 0..PIECES as u8 {
            if rule.captain && piece as usize != CAPTAIN {
                continue;
            }
            if rule.fresh && self.play.running.as_ref().is_some_and(|r| r.moved.contains(&piece)) {
                continue;
            }
            if self.run_cost(side, piece, rule).is_none() {
                continue;
            }
            // Quick refusals: a run that must end on the ball or next to an opponent cannot start
            // further away than the piece can go.
            let at = self.piece(side, piece);
            let reach = self.reach(side, piece);
            if rule.onto_ball && super::board::distance(at, self.ball) > reach {
                continue;
            }
            if rule.marking && self.teams[1 - side].pieces.iter().all(|o| super::board::distance(at, *o) > reach + 1) {
                continue;
            }
            self.runs_of(side, piece, rule, (&occupied, &marked), walk, &mut out);
            if out.len() >= limit {
                break;
            }
        }
        out
    }

    fn runs_of(
        &self,
        side: usize,
        piece: u8,
        rule: &MoveRule,
        maps: (&[bool; 165], &[bool; 165]),
        walk: bool,
        out: &mut Vec<Run>,
    ) {
        let (occupied, marked) = maps;
        let start = self.piece(side, piece);
        let goalie = piece as usize == GOALIE;
        let carrying = self.ball == start;
        let winger = piece as usize == CAPTAIN && self.captain_ability(side, 2);
        let reach = self.reach(side, piece);
        let ball_in_reach = self.carrier().is_none() && super::board::distance(start, self.ball) <= reach;
        if !carrying && !ball_in_reach && !rule.onto_ball && !walk {
            // Nothing can stop it or change on the way: a sweep over rows of bits.
            let sweep = Sweep { side, reach, goalie, way: rule.way, marking: rule.marking.then_some(marked) };
            free_runs(self, start, piece, sweep, out);
            return;
        }
        // Each (destination, collected the ball) once: two bits a space.
        let mut seen = [0u8; 165];
        // Depth-first over paths of up to `reach` steps: (space, carrying, collected on the way).
        // A fixed stack: at most 8 states wait on each of at most 3 levels.
        let mut stack = [(start, carrying, false, 0u8); 32];
        let mut depth = 1;
        while depth > 0 {
            depth -= 1;
            let (at, holding, via, steps) = stack[depth];
            let last_step = steps + 1 >= reach;
            for &next in neighbours(at) {
                if next != start && occupied[next.index()] {
                    continue;
                }
                // A last step onto a space already reached the same way adds nothing.
                if last_step && seen[next.index()] & (1u8 << via as u8) != 0 {
                    continue;
                }
                if next == start || (!goalie && small_rectangle(next).is_some()) {
                    continue;
                }
                match rule.way {
                    Way::Forward if rows_ahead(side, at, next) <= 0 => continue,
                    Way::Backward if rows_ahead(side, at, next) >= 0 => continue,
                    _ => {}
                }
                let picks = !holding && next == self.ball;
                let now_holding = holding || picks;
                // §6: a carrier stops on entering, or after leaving, a space next to an opponent.
                let leaving = holding && !winger && marked[at.index()];
                let entering = now_holding && marked[next.index()];
                let stops = leaving || entering;
                let ends_ok = (!rule.marking || marked[next.index()]) && (!rule.onto_ball || next == self.ball);
                let bit = 1u8 << via as u8;
                if ends_ok && seen[next.index()] & bit == 0 {
                    seen[next.index()] |= bit;
                    out.push(Run { piece, to: next, via_ball: via });
                }
                if !stops && !last_step && depth < stack.len() {
                    stack[depth] = (next, now_holding, via || (picks && !holding), steps + 1);
                    depth += 1;
                }
            }
        }
    }

    /// Make a run already checked legal: the piece moves, lies down (not a Goalie), pays, and
    /// takes the ball along or collects it.
    pub(crate) fn make_run(&mut self, side: usize, run: Run, rule: &MoveRule, events: &mut Vec<Event>) {
        let i = run.piece as usize;
        let cost = self.run_cost(side, run.piece, rule).unwrap_or(0);
        if i == CAPTAIN && self.teams[side].down[i] && !rule.free && cost == 0 && self.captain_ability(side, 4) {
            self.play.captain_ability_used = true;
        }
        let from = self.teams[side].pieces[i];
        let had_ball = self.ball == from;
        let was_attacker = self.attacker;
        self.teams[side].morale -= cost;
        self.bank += cost;
        self.teams[side].pieces[i] = run.to;
        if had_ball || run.via_ball || run.to == self.ball {
            self.ball = run.to;
            self.attacker = side;
        }
        if self.play.long_run && self.turn == side && i != GOALIE && !self.teams[side].down[i] {
            self.play.long_run = false;
        }
        if i != GOALIE {
            self.teams[side].down[i] = true;
        }
        if was_attacker != self.attacker
            && self.turn == side
            && self.team_ability(side, 1)
            && !self.play.team_ability_used
        {
            self.play.long_run = true;
            self.play.team_ability_used = true; // T2: once a turn
        }
        events.push(Event::Moved { side, piece: run.piece, from, to: run.to, morale: cost, ball: self.ball == run.to });
    }
}
