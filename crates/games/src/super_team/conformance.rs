//! Super Team's hooks for the conformance harness: two seats (Quick Match, Full Game, each
//! variation, a cup tie) and solo at each AutoTeam level.

use super::board::Space;
use super::cards::{marker_layouts, Card, Level, Reward, Stat};
use super::input::Input;
use super::state::{Config, Format, KickOut, Phase, SuperTeam, Use};
use crate::chance::Chance;
use crate::game::Seat;
use crate::testing::{Conformance, Report};

impl Conformance for SuperTeam {
    const SEED: u64 = 0x5u64 << 40 | 0x7ea3;
    const MATCHES: usize = 160;

    fn demands(report: &Report) -> Vec<(bool, &'static str)> {
        vec![(report.shootouts > 0, "cup ties settled by a roll-off")]
    }

    fn configs() -> Vec<(Config, usize)> {
        let two = Config::default();
        let mut out = vec![
            (two.clone(), 2),
            (Config { format: Format::Full, advanced: true, ..two.clone() }, 2),
            (Config { harder: true, offside: true, kick_out: KickOut::Anywhere, ..two.clone() }, 2),
            (Config { long: true, advanced: true, ..two.clone() }, 2),
            (Config { result_needed: true, ..two.clone() }, 2),
        ];
        for level in Level::ALL {
            out.push((Config { solo: Some(level), ..two.clone() }, 1));
        }
        out.push((Config { solo: Some(Level::Normal), format: Format::Full, advanced: true, ..two }, 1));
        out
    }

    fn probe_inputs(&self, seat: Seat, chance: &mut Chance) -> Vec<Input> {
        let s = |c: u8, r: u8| Space::new(c, r);
        let mut out = vec![
            Input::EndTurn,
            Input::Shoot,
            Input::Skip,
            Input::Tile { column: 3 },
            Input::Tile { column: chance.below(3) as u8 },
            Input::Morale { n: 4 },
            Input::Morale { n: chance.below(4) as u8 },
            Input::Pass { to: s(chance.below(11) as u8, chance.below(15) as u8) },
            Input::Move {
                piece: chance.below(6) as u8,
                to: s(chance.below(11) as u8, chance.below(15) as u8),
                via_ball: false,
            },
            Input::Move { piece: 7, to: s(5, 7), via_ball: true },
            Input::Tackle { piece: chance.below(6) as u8 },
            Input::Dribble { opponent: 9 },
            Input::KickOut { to: s(5, 7) },
            Input::Push { opponent: 1, to: s(0, 0) },
            Input::Bypass { opponent: 2 },
            Input::Shift { from: Stat::Gk, to: Stat::Shoot },
            Input::Reward { reward: Reward::Action },
            Input::Markers { markers: [2, 2, 2, 2, 0] },
            Input::Markers { markers: marker_layouts(None)[chance.below(45)] },
            Input::Boards { team: 5, captain: 5 },
            Input::Play { card: Card::Team(17), for_: Use::Instruction },
            Input::Play { card: Card::Fatigue, for_: Use::Action },
        ];
        if let Some(&card) = self.teams.get(seat).and_then(|t| t.hand.first()) {
            for for_ in [Use::Instruction, Use::Movement, Use::Action, Use::Discard] {
                out.push(Input::Play { card, for_ });
            }
        }
        out
    }

    fn disturb_secrets(&self, owner: Seat, chance: &mut Chance) -> Option<SuperTeam> {
        let mut other = self.clone();
        let mut changed = false;
        let t = &mut other.teams[owner];
        if let (false, Some(d)) = (t.hand.is_empty(), t.deck.iter().position(|c| Some(c) != t.hand.first())) {
            let h = chance.below(t.hand.len());
            if t.hand[h] != t.deck[d] {
                std::mem::swap(&mut t.hand[h], &mut t.deck[d]);
                changed = true;
            }
        }
        chance.shuffle(&mut t.deck);
        match &mut other.phase {
            Phase::Prepare { boards, markers } => {
                if let (Some(b), Some((teams, caps))) = (boards[owner].as_mut(), self.teams[owner].offers) {
                    *b = (teams[chance.below(2)], caps[chance.below(2)]);
                    changed = true;
                }
                if let Some(m) = markers[owner].as_mut() {
                    *m = marker_layouts(None)[chance.below(45)];
                    changed = true;
                }
            }
            Phase::HalfTime { markers } => {
                if let Some(m) = markers[owner].as_mut() {
                    let all = marker_layouts(Some(m[Stat::Gk.index()]));
                    *m = all[chance.below(all.len())];
                    changed = true;
                }
            }
            Phase::Shot(shot) => {
                if let Some(t) = shot.tiles[owner].as_mut() {
                    *t = (*t + 1) % 3;
                    changed = true;
                }
                if let (Some(m), true) = (shot.morale[owner].as_mut(), self.teams[owner].morale > 0) {
                    *m = (*m + 1) % (self.teams[owner].morale.min(3) + 1);
                    changed = true;
                }
            }
            Phase::Duel(duel) => {
                if let (Some(m), true) = (duel.morale[owner].as_mut(), self.teams[owner].morale > 0) {
                    *m = (*m + 1) % (self.teams[owner].morale.min(3) + 1);
                    changed = true;
                }
            }
            Phase::Play | Phase::Over => {}
        }
        changed.then_some(other)
    }
}
