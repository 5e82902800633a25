//! Movement (rules digest §6, §9.3, §19 G9): which runs a piece may make, and making one.

use super::board::{rows_ahead, small_rectangle, Space};
use super::rules::Event;
use super::state::{MoveRule, SuperTeam, Way, CAPTAIN, GOALIE, PIECES};

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
        let mut out = Vec::new();
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
            self.runs_of(side, piece, rule, &mut out);
        }
        out
    }

    fn runs_of(&self, side: usize, piece: u8, rule: &MoveRule, out: &mut Vec<Run>) {
        let start = self.piece(side, piece);
        let goalie = piece as usize == GOALIE;
        let carrying = self.ball == start;
        let winger = piece as usize == CAPTAIN && self.captain_ability(side, 2);
        let reach = self.reach(side, piece);
        // Depth-first over paths of up to `reach` steps: (space, carrying, collected on the way).
        let mut stack = vec![(start, carrying, false, 0u8)];
        while let Some((at, holding, via, steps)) = stack.pop() {
            if steps == reach {
                continue;
            }
            for next in at.neighbours() {
                if next != start && !self.empty(next) {
                    continue;
                }
                if next == start || (!goalie && small_rectangle(next).is_some()) {
                    continue;
                }
                let ahead = rows_ahead(side, at, next);
                match rule.way {
                    Way::Forward if ahead <= 0 => continue,
                    Way::Backward if ahead >= 0 => continue,
                    _ => {}
                }
                let picks = !holding && next == self.ball;
                let now_holding = holding || picks;
                // §6: a carrier stops on entering, or after leaving, a space next to an opponent.
                let leaving = holding && !winger && self.marked(side, at);
                let entering = now_holding && self.marked(side, next);
                let stops = leaving || entering;
                let ends_ok = (!rule.marking || self.marked(side, next)) && (!rule.onto_ball || next == self.ball);
                if ends_ok {
                    let run = Run { piece, to: next, via_ball: via };
                    if !out.contains(&run) {
                        out.push(run);
                    }
                }
                if !stops {
                    stack.push((next, now_holding, via || (picks && !holding), steps + 1));
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
        if was_attacker != self.attacker && self.turn == side && self.team_ability(side, 1) {
            self.play.long_run = true;
        }
        events.push(Event::Moved { side, piece: run.piece, from, to: run.to, morale: cost, ball: self.ball == run.to });
    }
}
