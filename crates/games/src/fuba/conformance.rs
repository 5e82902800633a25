//! FUBA's hooks for the conformance harness.

use super::board::{Area, SPOT_COUNT};
use super::input::{Input, Substitution};
use super::state::*;
use crate::chance::Chance;
use crate::game::Seat;
use crate::testing::{Conformance, Report};

impl Conformance for Fuba {
    /// Matches are long (hundreds of decisions, each probed for every legal alternative), so
    /// fewer of them; every option set is still covered many times.
    const MATCHES: usize = 120;
    const SEED: u64 = 0xf0ba;

    fn demands(report: &Report) -> Vec<(bool, &'static str)> {
        vec![
            (report.shootouts > 0 && report.shootout_goals > 0, "shoot-outs with goals"),
            (report.illegal_inputs_refused > 100 * report.matches, "a hundred refusals a match"),
            (report.controls_checked >= 2 * report.steps, "both seats' controls at every step"),
        ]
    }

    fn configs() -> Vec<(Config, usize)> {
        vec![
            (Config::default(), 2),
            (Config { result_needed: true, ..Config::advanced() }, 2),
            (Config { condition: true, substitutions: true, ..Config::default() }, 2),
            (Config { keeper: true, styles: true, injuries: false, result_needed: true, ..Config::default() }, 2),
        ]
    }

    fn probe_inputs(&self, _seat: Seat, chance: &mut Chance) -> Vec<Input> {
        let area = |c: &mut Chance| c.below(SPOT_COUNT + 3) as Area;
        let (a, b) = (area(chance), area(chance));
        vec![
            Input::Target { area: a },
            Input::Move { from: a, to: b, keeper: false, dribble: chance.below(2) == 0 },
            Input::Move { from: a, to: b, keeper: true, dribble: false },
            Input::Pick { area: a, keeper: false },
            Input::Drop { area: b },
            Input::FreeMove { from: a },
            Input::Formation { formation: Formation::new(5, 5, 0) },
            Input::Formation { formation: Formation::new(4, 4, 3) },
            Input::Role { role: Role::AttackingCentreBack, count: 3 },
            Input::Style { line: Line::Forward, style: Style::Aggressive },
            Input::Ready,
            Input::ResetSetup,
            Input::Shoot,
            Input::Press,
            Input::PlayOn,
            Input::SlowGoalKick,
            Input::UseCondition,
            Input::EndStage,
            Input::EndMovement,
            Input::KeeperOut { out: true },
            Input::Movement { kind: MoveKind::Mixed },
            Input::Substitute { sub: Substitution::RemoveYellow },
            Input::Dive { side: Side::Left },
            Input::Kick { side: Side::Middle },
            Input::KickOff { with_ball: true },
            Input::HalfTime { change: Some((Line::Forward, Line::Forward)) },
        ]
    }

    fn disturb_secrets(&self, owner: Seat, chance: &mut Chance) -> Option<Fuba> {
        let mut other = self.clone();
        match &mut other.phase {
            Phase::Prepare { drafts } => {
                let d = &mut drafts[owner];
                let f = d.formation?;
                let all = Formation::all();
                let choices: Vec<Formation> = all.into_iter().filter(|x| *x != f).collect();
                d.formation = Some(choices[chance.below(choices.len())]);
                d.styles = d.styles.map(|_| Style::ALL[chance.below(3)]);
                d.roles = Roles::default();
            }
            Phase::HalfTime { changes } => {
                let c = changes[owner]?;
                changes[owner] = Some(match c {
                    HalfTimeChoice::Keep => HalfTimeChoice::Shift { from: Line::Defence, to: Line::Midfield },
                    HalfTimeChoice::Shift { .. } => HalfTimeChoice::Keep,
                });
            }
            Phase::Penalty { dive, .. } if owner != self.ct => {
                let d = (*dive)?;
                *dive = Some(if d == Side::Left { Side::Right } else { Side::Left });
            }
            _ => return None,
        }
        Some(other)
    }
}
