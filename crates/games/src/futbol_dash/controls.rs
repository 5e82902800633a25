//! What a Futbol Dash player can do now: a menu of the legal plays (grouped by card when a big
//! table makes it long), the Substitution's menu and Done, Foul / V.A.R. / Pass buttons in a
//! referee window, and the face-down grid cells as buttons.

use super::deck::{cell_name, Card, Kind, GRID_COLUMNS, SHOOTOUT_COLUMNS};
use super::rules::Input;
use super::state::{FutbolDash, Phase};
use crate::controls::{seat_token, Button, ButtonKind, Choice, Controls};
use crate::game::Seat;

/// Button codes and terminal keys of the grid cells, in cell order (A1 is `a`).
const CELL_CODES: [&str; 20] = [
    "cella", "cellb", "cellc", "celld", "celle", "cellf", "cellg", "cellh", "celli", "cellj", "cellk", "celll",
    "cellm", "celln", "cello", "cellp", "cellq", "cellr", "cells", "cellt",
];
const CELL_KEYS: [&str; 20] =
    ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m", "n", "o", "p", "q", "r", "s", "t"];

fn columns(g: &FutbolDash) -> usize {
    match g.phase {
        Phase::Shootout(_) => SHOOTOUT_COLUMNS,
        _ => GRID_COLUMNS,
    }
}

pub(crate) fn describe_input(g: &FutbolDash, seat: Seat, input: &Input) -> String {
    let name = |s: Seat| seat_token(s);
    match *input {
        Input::Play { card, target } => play_label(g, seat, card, target, &name),
        Input::Discard { card } => format!("Discard {}", card.label()),
        Input::TakeOff { card } => format!("Take {} off", card.label()),
        Input::SubDone => "Done: draw the replacements".to_string(),
        Input::Cell { cell } => cell_name(cell as usize, columns(g)),
        Input::Foul => "Foul!".to_string(),
        Input::Var => "V.A.R.!".to_string(),
        Input::Pass => "Pass".to_string(),
    }
}

/// "Nutmeg +2 → 7 AP", "Tackle −2 on Bob (9 → 7 AP)", "Yellow Card on Bob".
fn play_label(g: &FutbolDash, seat: Seat, card: Card, target: Option<Seat>, name: &dyn Fn(Seat) -> String) -> String {
    let ap = |s: Seat| g.players.get(s).map(|p| p.ap as i16).unwrap_or(0);
    match (card.kind(), target) {
        (Kind::Offensive, _) => {
            let to = ap(seat) + card.points() as i16;
            let shot = if to == super::deck::MAX_AP as i16 { ": SHOT" } else { "" };
            format!("{} → {to} AP{shot}", card.label())
        }
        (Kind::Defensive, Some(t)) => {
            format!("{} on {} ({} → {} AP)", card.label(), name(t), ap(t), ap(t) + card.points() as i16)
        }
        (_, Some(t)) if card == Card::Offside => format!("Offside on {} ({} → 0 AP)", name(t), ap(t)),
        (_, Some(t)) => format!("{} on {}", card.label(), name(t)),
        (_, None) if card == Card::Penalty => format!("Penalty: shoot from {} AP", ap(seat)),
        _ => card.label(),
    }
}

/// Targets are named by [`seat_token`]: the front end puts the players' names in.
pub(crate) fn controls(g: &FutbolDash, seat: Seat) -> Controls<Input> {
    let name = &|s: Seat| seat_token(s);
    let mut controls = Controls::new();
    let legal = g.legal(seat);
    if legal.is_empty() {
        return controls;
    }
    match &g.phase {
        Phase::Play => {
            let discarding = matches!(legal.first(), Some(Input::Discard { .. }));
            let choices: Vec<Choice<Input>> = legal
                .iter()
                .map(|i| {
                    let card = match i {
                        Input::Play { card, .. } | Input::Discard { card } => *card,
                        _ => Card::Foul,
                    };
                    let label = match *i {
                        Input::Play { card, target } => play_label(g, seat, card, target, name),
                        other => describe_input(g, seat, &other),
                    };
                    let detail = if discarding { "no effect: discarded face up" } else { card.effect() };
                    Choice::detailed(label, detail, *i)
                })
                .collect();
            let placeholder = if discarding { "No legal play: discard a card" } else { "Play a card" };
            controls.menu(
                placeholder,
                choices,
                |i| match i {
                    Input::Play { card, .. } | Input::Discard { card } => (format!("{card:?}"), card.label()),
                    _ => (String::new(), String::new()),
                },
                |label| format!("{label}: on whom?"),
            );
        }
        Phase::Substitute { .. } => {
            let off: Vec<Choice<Input>> = legal
                .iter()
                .filter(|i| matches!(i, Input::TakeOff { .. }))
                .map(|i| Choice::detailed(describe_input(g, seat, i), "it goes to the discards", *i))
                .collect();
            controls.menu("Take a card off", off, |_| (String::new(), String::new()), |_| String::new());
            controls.buttons(vec![Button {
                code: "subdone",
                key: "ok",
                label: "Done: draw the replacements".into(),
                kind: ButtonKind::Next,
                input: Input::SubDone,
            }]);
        }
        Phase::Window(_) => {
            let buttons = legal
                .iter()
                .map(|i| match i {
                    Input::Foul => {
                        Button { code: "foul", key: "fo", label: "Foul!".into(), kind: ButtonKind::Go, input: *i }
                    }
                    Input::Var => {
                        Button { code: "var", key: "va", label: "V.A.R.!".into(), kind: ButtonKind::Go, input: *i }
                    }
                    _ => Button { code: "pass", key: "pa", label: "Pass".into(), kind: ButtonKind::Next, input: *i },
                })
                .collect();
            controls.buttons(buttons);
        }
        Phase::Shot { .. } | Phase::Shootout(_) => {
            let cols = columns(g);
            let mut row = Vec::new();
            let mut current_row = None;
            for i in &legal {
                let Input::Cell { cell } = *i else { continue };
                let r = cell as usize / cols;
                if current_row.is_some_and(|c| c != r) && !row.is_empty() {
                    controls.buttons(std::mem::take(&mut row));
                }
                current_row = Some(r);
                row.push(Button {
                    code: CELL_CODES[cell as usize % CELL_CODES.len()],
                    key: CELL_KEYS[cell as usize % CELL_KEYS.len()],
                    label: cell_name(cell as usize, cols),
                    kind: ButtonKind::Other,
                    input: *i,
                });
            }
            controls.buttons(row);
        }
        Phase::Over => {}
    }
    controls
}
