//! The FUBA computer coach: greedy with a one-step look-ahead. It shoots when the chance of a
//! goal is worth the goal kick a miss gives away, targets areas that gain ground without long
//! passes into crowds, moves players towards the ball and the goal it attacks (or back towards
//! its own goal when defending), and presses when the ball value makes a press likely to win.
//! It is given its team's view and its legal inputs, nothing else: the board is public, and the
//! other side's secret choices (formation before the reveal, the penalty dive) are not in it.

use super::board::{self, Area};
use super::input::{Input, Substitution};
use super::state::*;
use super::view::FubaView;
use crate::chance::Chance;
use crate::game::{Seat, Viewer};

/// The probability that a goal attempt scores, from the modifier and the ball value.
pub fn goal_chance(modifier: i8, value: u8) -> f32 {
    if 6 + modifier <= value as i8 {
        return 0.0;
    }
    let scoring = (1..=6).filter(|r| r + modifier > value as i8).count();
    scoring as f32 / 6.0
}

/// How far an area lies towards the goal `seat` attacks, 0.0 (own goal line) to 1.0.
fn progress(a: Area, seat: Seat) -> f32 {
    let x = board::centre_depth(a) as f32 / board::LENGTH as f32;
    if board::attacks_east(seat) {
        x
    } else {
        1.0 - x
    }
}

/// How much `seat` likes having one more player in `a`.
fn worth(game: &FubaView, seat: Seat, a: Area) -> f32 {
    let ball = board::home(game.ball);
    let attacking = seat == game.ct;
    let mut w = if attacking { 2.0 * progress(a, seat) } else { 1.5 * (1.0 - progress(a, seat)) };
    if a == ball {
        w += 2.5;
    } else if board::adjacent(a, ball) {
        w += 0.8;
    }
    if attacking && a == board::target_box(seat) {
        w += 1.0;
    }
    if !attacking && a == board::own_box(seat) {
        w += 0.7;
    }
    w
}

fn score_move(game: &FubaView, seat: Seat, from: Area, to: Area, keeper: bool, dribble: bool) -> f32 {
    if keeper {
        // A goalkeeper stays at home.
        return if to == board::own_box(seat) { 1.0 } else { -5.0 };
    }
    let crowd = game.teams[seat].count(from) as f32;
    let mut gain = worth(game, seat, to) - worth(game, seat, from);
    // Leaving the ball's area when outnumbering there costs little; leaving a lone marker costs.
    if from == board::home(game.ball) && crowd <= 1.0 {
        gain -= 1.5;
    }
    if dribble {
        gain += 3.0 * (progress(to, seat) - progress(from, seat)) + 1.0;
        if game.teams[1 - seat].count(to) > 0 {
            gain -= 1.5;
        }
    }
    gain
}

fn target_score(game: &FubaView, seat: Seat, t: Area) -> f32 {
    let us = game.teams[seat].count(t) as f32;
    let them = game.teams[1 - seat].count(t) as f32;
    let between = board::areas_between(game.ball, t) as f32;
    let mut s = 3.0 * progress(t, seat) + 0.8 * (us - them) - 1.2 * between;
    if them == 0.0 && us > 0.0 {
        s += 1.5; // an automatic pass
    }
    if let Some((m, _)) = board::shot_modifier(t, seat) {
        s += 0.3 * (m as f32 + 6.0);
    }
    s
}

/// The computer's choice for the seat whose view this is, or `None` when it has nothing to do.
pub fn choose(game: &FubaView, legal: &[Input], chance: &mut Chance) -> Option<Input> {
    let Viewer::Seat(seat) = game.viewer else { return None };
    if legal.is_empty() || seat > 1 {
        return None;
    }
    let has = |i: &Input| legal.contains(i);
    let best = |f: &dyn Fn(&Input) -> Option<f32>| -> Option<Input> {
        legal
            .iter()
            .filter_map(|i| f(i).map(|s| (s, *i)))
            .max_by(|a, b| a.0.partial_cmp(&b.0).unwrap_or(std::cmp::Ordering::Equal))
            .map(|(_, i)| i)
    };
    let pick = match &game.phase {
        Phase::Prepare { drafts } => match drafts[seat].formation {
            None => Some(Input::Formation { formation: Formation::new(4, 4, 2) }),
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
        Phase::Setup { picked: Some((from, _)), .. } => Some(Input::Drop { area: *from }),
        Phase::Setup { .. } => {
            if has(&Input::Ready) {
                Some(Input::Ready)
            } else {
                Some(Input::ResetSetup)
            }
        }
        Phase::FreeKickChoice => {
            // The immediate attempt of a free kick takes one off the modifier (§8.1).
            let p = game.shot.map(|m| goal_chance(m - 1, game.value)).unwrap_or(0.0);
            Some(if p >= 0.3 && has(&Input::Shoot) { Input::Shoot } else { Input::PlayOn })
        }
        Phase::Target => best(&|i| match i {
            Input::Target { area } => Some(target_score(game, seat, *area)),
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
        Phase::EventMoves { .. } => best(&|i| match i {
            Input::Move { from, to, keeper, dribble } => Some(score_move(game, seat, *from, *to, *keeper, *dribble)),
            Input::EndMovement => Some(0.5),
            _ => None,
        }),
        Phase::Action { step, .. } | Phase::ExtraMovement { step, .. } => match step {
            ActionStep::Choose { .. } => {
                let p = game.shot.map(|m| goal_chance(m, game.value)).unwrap_or(0.0);
                if has(&Input::Shoot) && p >= 0.16 {
                    Some(Input::Shoot)
                } else if has(&Input::UseCondition)
                    && game.teams[seat].cp.is_some_and(|cp| cp[condition_line(game, seat).index()] >= 2)
                    && seat == game.ct
                    && board::zone_for(game.ball, seat) == board::Zone::Attack
                {
                    Some(Input::UseCondition)
                } else {
                    let attacking = seat == game.ct;
                    let own_half = board::on_side_of(game.ball, seat);
                    let kind = if attacking {
                        if game.teams[seat].playing_formation().is_some_and(|f| f.count(Line::Forward) >= 2) {
                            MoveKind::Forward
                        } else {
                            MoveKind::Midfield
                        }
                    } else if own_half {
                        MoveKind::Defence
                    } else {
                        MoveKind::Midfield
                    };
                    let want = Input::Movement { kind };
                    Some(if has(&want) { want } else { Input::Movement { kind: MoveKind::Midfield } })
                }
            }
            ActionStep::Moving { .. } => best(&|i| match i {
                Input::Move { from, to, keeper, dribble } => {
                    Some(score_move(game, seat, *from, *to, *keeper, *dribble))
                }
                Input::EndMovement => Some(0.4),
                _ => None,
            }),
            ActionStep::FreeMoves => Some(Input::EndMovement),
            ActionStep::Finish { .. } => {
                let team = &game.teams[seat];
                if has(&Input::Press) && game.value >= 3 {
                    Some(Input::Press)
                } else if team.yellows >= 2 && has(&Input::Substitute { sub: Substitution::RemoveYellow }) {
                    Some(Input::Substitute { sub: Substitution::RemoveYellow })
                } else if game.half == 2 && game.minute >= 60 && team.subs_left.unwrap_or(0) > 0 {
                    let cp = team.cp.unwrap_or_default();
                    let line = (0..3).min_by_key(|i| cp[*i]).map(|i| Line::ALL[i]).unwrap_or(Line::Midfield);
                    let fresh = Input::Substitute { sub: Substitution::FreshPlayer { line } };
                    Some(if has(&fresh) { fresh } else { Input::EndStage })
                } else {
                    Some(Input::EndStage)
                }
            }
        },
        Phase::Over => None,
    };
    pick.filter(|i| has(i)).or_else(|| legal.first().copied())
}

/// The condition-point line for a team now: the ball's zone from its point of view (A1.1).
fn condition_line(game: &FubaView, seat: Seat) -> Line {
    Line::for_zone(board::zone_for(game.ball, seat))
}
