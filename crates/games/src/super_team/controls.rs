//! What a Super Team seat can do now, as menus and buttons: the hand as a menu of cards and how
//! to play each, pieces and spaces from menus of legal choices only (in two steps, by piece or
//! by row, when there are more than 25), Strike tiles and Morale as buttons.

use super::cards::{Reward, Stat};
use super::input::Input;
use super::state::{Phase, SuperTeam, Task, Use};
use super::text::{card_use_line, markers_text, piece_name};
use crate::controls::{Button, ButtonKind, Choice, Controls};
use crate::game::Seat;

pub(crate) fn describe_input(g: &SuperTeam, seat: Seat, input: &Input) -> String {
    match input {
        Input::Boards { team, captain } => {
            format!("Keep {} with {}", super::text::team_name(*team), super::text::captain_name(*captain))
        }
        Input::Markers { markers } => format!("Markers {}", markers_text(markers)),
        Input::Play { card, for_ } => match for_ {
            Use::Instruction => format!("{}: its instruction", card.name()),
            Use::Movement => format!("{} as a movement", card.name()),
            Use::Action => format!("{} as an action", card.name()),
            Use::Discard => format!("Throw {} away", card.name()),
        },
        Input::EndTurn => "End the turn".to_string(),
        Input::Move { piece, to, via_ball } => {
            let from = g.teams.get(seat).map(|t| t.pieces[*piece as usize % 6].to_string()).unwrap_or_default();
            let ball = if *via_ball {
                " (collecting the ball)"
            } else if *to == g.ball {
                " (onto the ball)"
            } else {
                ""
            };
            let cost = match g.run_cost(seat.min(1), *piece, &super::state::MoveRule::PLAIN) {
                Some(1) if g.teams.get(seat).is_some_and(|t| t.down[*piece as usize % 6]) => ", 1 Morale",
                _ => "",
            };
            format!("{} {from} → {to}{ball}{cost}", piece_name(*piece))
        }
        Input::Pass { to } => {
            let side = seat.min(1);
            let step = match g.play.tasks.first() {
                Some(Task::Pass { step, .. }) => *step,
                _ => None,
            };
            let skip = matches!(g.play.tasks.first(), Some(Task::Pass { skip: true, .. }));
            let power = g.pass_power(side, *to, skip, step);
            let who = g.at(*to).map(|(_, p)| format!(" ({})", piece_name(p))).unwrap_or_default();
            format!("Pass to {to}{who}, power {power}")
        }
        Input::Shoot => "Shoot!".to_string(),
        Input::Dribble { opponent } => format!("Dribble past their {}", piece_name(*opponent)),
        Input::Tackle { piece } => format!("Tackle with your {}", piece_name(*piece)),
        Input::KickOut { to } => format!("Goalie kicks out to {to} (no roll)"),
        Input::Push { opponent, to } => format!("Push their {} to {to}", piece_name(*opponent)),
        Input::Bypass { opponent } => format!("Swap with their {}", piece_name(*opponent)),
        Input::Shift { from, to } => format!("A marker {} → {}", from.name(), to.name()),
        Input::Morale { n } => format!("{n} Morale"),
        Input::Tile { column } => ["Strike tile E (left)", "Strike tile F (centre)", "Strike tile G (right)"]
            .get(*column as usize)
            .unwrap_or(&"Strike tile ?")
            .to_string(),
        Input::Reward { reward } => match reward {
            Reward::Movement => "Take a Movement".to_string(),
            Reward::Action => "Take an Action".to_string(),
            Reward::Morale => "Take 1 Morale".to_string(),
        },
        Input::Skip => match g.play.tasks.first() {
            Some(Task::Rewards { .. } | Task::Markers { .. }) => "Done".to_string(),
            _ => "Give it up".to_string(),
        },
    }
}

const TILE_CODES: [(&str, &str); 3] = [("tilee", "e"), ("tilef", "f"), ("tileg", "g")];
const MORALE_CODES: [(&str, &str); 4] = [("zero", "z"), ("one", "o"), ("two", "tw"), ("three", "th")];

pub(crate) fn controls(g: &SuperTeam, seat: Seat) -> Controls<Input> {
    let mut c = Controls::new();
    let legal = g.legal(seat);
    if legal.is_empty() {
        return c;
    }
    let label = |i: &Input| describe_input(g, seat, i);
    let choices = |pred: &dyn Fn(&Input) -> bool| -> Vec<Choice<Input>> {
        legal.iter().filter(|i| pred(i)).map(|i| Choice { label: label(i), detail: None, input: i.clone() }).collect()
    };
    let mut buttons: Vec<Button<Input>> = Vec::new();
    for i in &legal {
        let b = match i {
            Input::Tile { column } => {
                let (code, key) = TILE_CODES[*column as usize % 3];
                Button { code, key, label: label(i), kind: ButtonKind::Go, input: i.clone() }
            }
            Input::Morale { n } => {
                let (code, key) = MORALE_CODES[*n as usize % 4];
                Button { code, key, label: label(i), kind: ButtonKind::Other, input: i.clone() }
            }
            Input::Shoot => Button { code: "shoot", key: "s", label: label(i), kind: ButtonKind::Go, input: i.clone() },
            Input::EndTurn => {
                Button { code: "end", key: "end", label: label(i), kind: ButtonKind::Next, input: i.clone() }
            }
            Input::Skip => {
                Button { code: "skip", key: "sk", label: label(i), kind: ButtonKind::Next, input: i.clone() }
            }
            Input::Reward { reward } => {
                let (code, key) = match reward {
                    Reward::Morale => ("rewardmorale", "rm"),
                    Reward::Movement => ("rewardmove", "rv"),
                    Reward::Action => ("rewardaction", "ra"),
                };
                Button { code, key, label: label(i), kind: ButtonKind::Go, input: i.clone() }
            }
            _ => continue,
        };
        buttons.push(b);
    }
    match &g.phase {
        Phase::Prepare { .. } | Phase::HalfTime { .. } => {
            let boards = choices(&|i| matches!(i, Input::Boards { .. }));
            c.menu("Keep a Team board and a Captain", boards, |_| (String::new(), String::new()), |_| String::new());
            let layouts = choices(&|i| matches!(i, Input::Markers { .. }));
            c.menu(
                "Lay your Coach markers (P S D T G)",
                layouts,
                |i| match i {
                    Input::Markers { markers } => {
                        let gk = markers[Stat::Gk.index()];
                        (format!("gk{gk}"), format!("{gk} on GK"))
                    }
                    _ => (String::new(), String::new()),
                },
                |label| format!("Markers with {label}"),
            );
        }
        Phase::Play => {
            let cards: Vec<Choice<Input>> = legal
                .iter()
                .filter_map(|i| match i {
                    Input::Play { card, for_ } => {
                        let what = card_use_line(*card, *for_, g.attacker == seat);
                        Some(Choice::detailed(label(i), what, i.clone()))
                    }
                    _ => None,
                })
                .collect();
            c.menu("Play a card", cards, |_| (String::new(), String::new()), |_| String::new());
            // Grouped by the piece, named with where it stands: pick it, then where it goes.
            let side = seat.min(1);
            let by_piece = |i: &Input| match i {
                Input::Move { piece, .. } => {
                    (format!("p{piece}"), format!("{} on {}", piece_name(*piece), g.piece(side, *piece)))
                }
                Input::Push { opponent, .. } => (
                    format!("o{opponent}"),
                    format!("their {} on {}", piece_name(*opponent), g.piece(1 - side, *opponent)),
                ),
                _ => ("other".to_string(), "Other".to_string()),
            };
            let moves = choices(&|i| matches!(i, Input::Move { .. } | Input::Push { .. } | Input::Bypass { .. }));
            c.menu("Which piece, where to", moves, by_piece, |label| format!("{label}: where to?"));
            let by_row = |i: &Input| match i {
                Input::Pass { to } => (format!("r{}", to.row + 1), format!("Pass to row {}", to.row + 1)),
                _ => ("other".to_string(), "Dribble, tackle or kick-out".to_string()),
            };
            let actions = choices(&|i| {
                matches!(i, Input::Pass { .. } | Input::Dribble { .. } | Input::Tackle { .. } | Input::KickOut { .. })
            });
            c.menu("Choose the action", actions, by_row, |label| format!("{label}: which?"));
            let shifts = choices(&|i| matches!(i, Input::Shift { .. }));
            c.menu("Move a Coach marker", shifts, |_| (String::new(), String::new()), |_| String::new());
        }
        Phase::Shot(_) | Phase::Duel(_) | Phase::Over => {}
    }
    // Tiles and Morale on one row each; the rest on a last row.
    let (tiles, rest): (Vec<_>, Vec<_>) = buttons.into_iter().partition(|b| matches!(b.input, Input::Tile { .. }));
    let (morale, rest): (Vec<_>, Vec<_>) = rest.into_iter().partition(|b| matches!(b.input, Input::Morale { .. }));
    c.buttons(tiles);
    c.buttons(morale);
    c.buttons(rest);
    c
}
