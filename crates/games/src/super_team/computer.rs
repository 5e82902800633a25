//! The computer coach: rules of thumb over a seat's own view and its legal inputs (shoot when
//! the power is within reach, otherwise pass or run forward; tackle when next to the carrier,
//! otherwise close down the ball; spend Morale where a roll decides a goal), and the worlds the
//! look-ahead imagines, in which everything hidden from the seat is dealt afresh.

use super::board::{distance, distance_power, goal_row, mouth, rows_ahead, Space};
use super::cards::{Card, Reward, Stat, Template, MAX_COMMIT};
use super::input::Input;
use super::state::{SuperTeam, Task, Use, GOALIE};
use super::view::{Stage, SuperView};
use crate::chance::Chance;
use crate::game::{Computer, Search, Seat, Viewer};

fn me(view: &SuperView) -> usize {
    match view.viewer {
        Viewer::Seat(s) => s.min(1),
        Viewer::Spectator => 0,
    }
}

/// The best of `legal` by `score`; ties by chance.
fn best(legal: &[Input], chance: &mut Chance, score: impl Fn(&Input) -> f32) -> Option<Input> {
    let scored: Vec<(f32, &Input)> = legal.iter().map(|i| (score(i), i)).collect();
    let top = scored.iter().map(|(s, _)| *s).fold(f32::MIN, f32::max);
    let tied: Vec<&Input> = scored.iter().filter(|(s, _)| *s >= top - 1e-4).map(|(_, i)| *i).collect();
    (!tied.is_empty()).then(|| tied[chance.below(tied.len())].clone())
}

/// The expected roll of a stat: the green 3.5 and about 0.83 a white die.
fn expected(view: &SuperView, side: usize, stat: Stat) -> f32 {
    let whites = view.teams[side].markers.map(|m| m[stat.index()]).unwrap_or(1);
    3.5 + 0.83 * whites as f32
}

fn opponents(view: &SuperView, side: usize) -> &[Space; 6] {
    &view.teams[1 - side].pieces
}

fn marked(view: &SuperView, side: usize, s: Space) -> bool {
    opponents(view, side).iter().any(|p| distance(*p, s) == 1)
}

/// The power of a shot from `from` at the nearest-looking target (distance and blockers, the
/// keeper assumed on the line).
fn shot_power(view: &SuperView, side: usize, from: Space) -> u8 {
    let targets = mouth(1 - side);
    targets
        .iter()
        .map(|t| {
            let blocks =
                super::board::crossed(from, *t).iter().filter(|s| opponents(view, side).contains(s)).count() as u8;
            distance_power(distance(from, *t)) + blocks
        })
        .min()
        .unwrap_or(9)
}

/// How good a place `s` is for `side`'s attack: nearness to the opponents' goal.
fn progress(side: usize, s: Space) -> f32 {
    let own = goal_row(side);
    s.row.abs_diff(own) as f32
}

fn pass_score(view: &SuperView, side: usize, to: Space) -> f32 {
    let from = view.ball;
    let blocks = super::board::crossed(from, to).iter().filter(|s| opponents(view, side).contains(s)).count();
    let power = distance_power(distance(from, to)) as f32 + blocks as f32;
    let odds = expected(view, side, Stat::Pass) + view.teams[side].morale.min(MAX_COMMIT) as f32 * 0.5 - power;
    let mate = view.teams[side].pieces.contains(&to);
    let mut score = progress(side, to) - progress(side, from) + odds.min(2.0) * 1.5;
    if !mate {
        score -= 2.5;
    }
    if marked(view, side, to) {
        score -= 1.0;
    }
    score += 6.0 - shot_power(view, side, to) as f32;
    score
}

fn card_worth(card: Card) -> f32 {
    match card {
        Card::Fatigue => -1.0,
        Card::Basic(_) => 0.0,
        Card::Coach(_) => 0.6,
        Card::Team(_) => 0.8,
        Card::Captain(_) => 1.0,
    }
}

fn play(view: &SuperView, legal: &[Input], chance: &mut Chance) -> Option<Input> {
    let side = me(view);
    let attacking = view.attacker == side;
    let carrying = view.carrier.is_some_and(|(s, _)| s == side);
    let ball = view.ball;
    let shot_ok = carrying
        && (shot_power(view, side, ball) as f32)
            <= expected(view, side, Stat::Shoot) - 1.5 + view.teams[side].morale.min(MAX_COMMIT) as f32 * 0.6;
    let tackle_open = legal.iter().any(|i| matches!(i, Input::Tackle { .. }));
    let task = view.tasks.first();
    best(legal, chance, |i| match i {
        Input::Play { card, for_ } => {
            let worth = card_worth(*card);
            match for_ {
                Use::Instruction => {
                    let shot_card =
                        matches!(card.template(), Some(Template::FinesseShot)) || matches!(card, Card::Coach(5));
                    if shot_card && carrying {
                        return 8.0;
                    }
                    if view.must_kick {
                        return 3.0;
                    }
                    match card {
                        Card::Coach(0) => 6.0,
                        Card::Captain(_) if matches!(card.template(), Some(Template::Armband)) => 4.0,
                        _ if shot_ok => 2.0,
                        _ => 5.0 + worth,
                    }
                }
                Use::Action => {
                    if view.must_kick {
                        4.0 - worth
                    } else if shot_ok || tackle_open {
                        7.0 - worth
                    } else if carrying && marked(view, side, ball) {
                        3.0 - worth
                    } else {
                        1.0 - worth
                    }
                }
                Use::Movement => {
                    if *card == Card::Fatigue {
                        4.5
                    } else if attacking {
                        3.0 - worth
                    } else {
                        3.5 - worth
                    }
                }
                Use::Discard => 2.0,
            }
        }
        Input::EndTurn => {
            if view.cards_played >= 2 {
                2.5
            } else {
                0.5
            }
        }
        Input::Reward { reward } => match reward {
            Reward::Morale => 3.0,
            Reward::Action if shot_ok || tackle_open => 2.5,
            Reward::Action => 1.0,
            Reward::Movement => 2.0,
        },
        Input::Skip => match task {
            Some(Task::Rewards { .. }) => -1.0,
            Some(Task::Markers { .. }) => 1.0,
            _ => -0.5,
        },
        Input::Shoot => {
            if shot_ok || matches!(task, Some(Task::Strike { .. })) {
                20.0
            } else {
                -2.0
            }
        }
        Input::Pass { to } => pass_score(view, side, *to),
        Input::KickOut { to } => 5.0 + progress(side, *to),
        Input::Dribble { .. } => 1.5,
        Input::Tackle { .. } => 10.0,
        Input::Morale { n } => match task {
            Some(Task::PassMorale { power, .. }) => {
                let need = (*power as f32 - expected(view, side, Stat::Pass) + 0.5).max(0.0);
                -((*n as f32) - need.ceil()).abs()
            }
            _ => 0.0,
        },
        Input::Move { piece, to, .. } => move_score(view, side, *piece, *to),
        Input::Push { opponent, to } => {
            let from = view.teams[1 - side].pieces[*opponent as usize % 6];
            distance(*to, ball) as f32 - distance(from, ball) as f32
        }
        Input::Bypass { .. } => 1.0,
        Input::Shift { from, to } => {
            if *to == Stat::Shoot && *from != Stat::Shoot && attacking {
                0.5
            } else {
                -0.5
            }
        }
        Input::Boards { .. } | Input::Markers { .. } | Input::Tile { .. } => 0.0,
    })
}

fn move_score(view: &SuperView, side: usize, piece: u8, to: Space) -> f32 {
    let t = &view.teams[side];
    let from = t.pieces[piece as usize % 6];
    let cost = if t.down[piece as usize % 6] && piece as usize != GOALIE { 1.2 } else { 0.0 };
    let ball = view.ball;
    let carrying = view.carrier == Some((side, piece));
    if piece as usize == GOALIE {
        // The Goalie stays home unless the ball is loose next to it.
        return if to == ball { 2.0 } else { -3.0 };
    }
    if to == ball && view.carrier.is_none() {
        return 8.0 - cost;
    }
    if carrying {
        let gain = progress(side, to) - progress(side, from);
        let danger = if marked(view, side, to) { 1.0 } else { 0.0 };
        return gain * 1.5 - danger - cost + (6.0 - shot_power(view, side, to) as f32) * 0.5;
    }
    if view.attacker == side && view.carrier.is_some() {
        // Support: get ahead of the ball, in space, within passing range.
        let ahead = rows_ahead(side, ball, to) as f32;
        let near = distance(to, ball) as f32;
        let space = if marked(view, side, to) { -1.0 } else { 0.5 };
        return ahead.clamp(-2.0, 4.0) * 0.6 - (near - 4.0).abs() * 0.3 + space - cost - 0.5;
    }
    // Defending: close down the ball, goal side of it.
    let closer = distance(from, ball) as f32 - distance(to, ball) as f32;
    let goal_side = if rows_ahead(side, to, ball) >= 0 { 0.5 } else { -0.5 };
    closer * 1.2 + goal_side - cost
}

impl Computer for SuperTeam {
    /// Sixteen worlds two plays ahead; seventeen played out for the win chances (fourteen read
    /// noticeably rougher in calibration, and more would pass 50 ms after a turn).
    const SEARCH: Search<Input> = Search { worlds: 16, horizon: Some(2), chances_worlds: 17, ..Search::PLAIN };

    /// The computer's choice for the seat whose view this is.
    fn computer(view: &SuperView, legal: &[Input], chance: &mut Chance) -> Option<Input> {
        let side = me(view);
        match &view.stage {
            Stage::Prepare { .. } | Stage::HalfTime { .. } => best(legal, chance, |i| match i {
                Input::Boards { team, captain } => -((*team as f32) - 2.5).abs() * 0.0 + (*captain == 0) as u8 as f32,
                Input::Markers { markers } => {
                    let [p, s, d, t, g] = markers.map(|x| x as f32);
                    let behind = view.teams[side].goals < view.teams[1 - side].goals;
                    let shoot = if behind { 3.0 } else { 2.0 };
                    p * 1.6 + s * shoot + d * 1.0 + t * 1.4 + g * 1.5 - (s - 2.0).abs() * 0.5
                }
                _ => 0.0,
            }),
            Stage::Shot { side: shooter, .. } => {
                if legal.iter().any(|i| matches!(i, Input::Tile { .. })) {
                    return Some(legal[chance.below(legal.len())].clone());
                }
                // Commit all the Morale the rules allow: a shot is worth a goal either way.
                let _ = shooter;
                best(legal, chance, |i| match i {
                    Input::Morale { n } => *n as f32,
                    _ => 0.0,
                })
            }
            Stage::Duel { .. } => {
                let keep = view.teams[side].morale;
                best(legal, chance, |i| match i {
                    Input::Morale { n } => {
                        let n = *n as f32;
                        // Two is usually enough; keep something for shots.
                        n.min(2.0) - (n - 2.0).max(0.0) - if keep <= 2 && n > 1.0 { 1.0 } else { 0.0 }
                    }
                    _ => 0.0,
                })
            }
            Stage::Play => play(view, legal, chance),
            Stage::Over => None,
        }
    }

    /// How the match stands for `seat` beyond the score: possession and how near the ball is to
    /// the goal it attacks.
    fn outlook(&self, seat: Seat) -> f32 {
        let g = self;
        let side = seat.min(1);
        let sign = if g.attacker == side { 1.0 } else { -1.0 };
        let near = 1.0 - g.ball.row.abs_diff(goal_row(1 - g.attacker)) as f32 / 14.0;
        sign * (0.05 + 0.25 * near * near)
    }

    /// Card choices are the decisions worth weighing; the steps inside a card follow from them.
    fn worth_a_search(view: &SuperView) -> bool {
        matches!(view.stage, Stage::Play) && view.tasks.is_empty()
    }
}
