//! What a Futbol Dash player can do now: a menu of the legal plays (grouped by card when a big
//! table makes it long), the Substitution's menu and Done, Foul / V.A.R. / Pass buttons in a
//! referee window, and the face-down grid cells as buttons.

use crate::game::{Presented, Rules, Seat};
use touchline_i18n::say;

use super::deck::{cell_name, Card, Kind, GRID_COLUMNS, MAX_AP, MAX_SUBSTITUTIONS, PENALTY_AP, SHOOTOUT_COLUMNS};
use super::rules::Input;
use super::state::{FutbolDash, Phase};
use super::words::WORDS;
use crate::controls::{seat_token, Button, ButtonKind, Choice, Controls};
use crate::text::Lang;

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

/// What a card does, for a menu's second line.
fn effect(card: Card, lang: Lang) -> String {
    let w = &*WORDS;
    match card {
        Card::Halftime => say!(w, lang, "card-effect-halftime"),
        Card::Penalty => say!(w, lang, "card-effect-penalty", ap = PENALTY_AP),
        Card::Offside => say!(w, lang, "card-effect-offside"),
        Card::Substitution => say!(w, lang, "card-effect-substitution", max = MAX_SUBSTITUTIONS),
        Card::YellowCard => say!(w, lang, "card-effect-yellow-card"),
        Card::RedCard => say!(w, lang, "card-effect-red-card"),
        Card::Foul => say!(w, lang, "card-effect-foul"),
        Card::Var => say!(w, lang, "card-effect-var"),
        _ if card.points() > 0 => say!(w, lang, "card-effect-offensive"),
        _ => say!(w, lang, "card-effect-defensive"),
    }
}

/// "Nutmeg +2 → 7 AP", "Tackle −2 on Bob (9 → 7 AP)", "Yellow Card on Bob".
fn play_label(
    g: &FutbolDash,
    seat: Seat,
    card: Card,
    target: Option<Seat>,
    name: &dyn Fn(Seat) -> String,
    lang: Lang,
) -> String {
    let w = &*WORDS;
    let ap = |s: Seat| g.players.get(s).map(|p| p.ap as i16).unwrap_or(0);
    match (card.kind(), target) {
        (Kind::Offensive, _) => {
            let to = ap(seat) + card.points() as i16;
            if to == MAX_AP as i16 {
                say!(w, lang, "control-play-shot", card = card.label(), ap = to)
            } else {
                say!(w, lang, "control-play", card = card.label(), ap = to)
            }
        }
        (Kind::Defensive, Some(t)) => say!(
            w,
            lang,
            "control-play-defensive",
            card = card.label(),
            target = name(t),
            from = ap(t),
            to = ap(t) + card.points() as i16
        ),
        (_, Some(t)) if card == Card::Offside => {
            say!(w, lang, "control-play-offside", target = name(t), from = ap(t))
        }
        (_, Some(t)) => say!(w, lang, "control-play-on", card = card.label(), target = name(t)),
        (_, None) if card == Card::Penalty => say!(w, lang, "control-play-penalty", ap = ap(seat)),
        _ => card.label(),
    }
}

impl Presented for FutbolDash {
    fn describe_input(&self, seat: Seat, input: &Input, lang: Lang) -> String {
        let g = self;
        let w = &*WORDS;
        let name = |s: Seat| seat_token(s);
        match *input {
            Input::Play { card, target } => play_label(g, seat, card, target, &name, lang),
            Input::Discard { card } => say!(w, lang, "control-discard", card = card.label()),
            Input::TakeOff { card } => say!(w, lang, "control-take-off", card = card.label()),
            Input::SubDone => say!(w, lang, "control-sub-done"),
            Input::Cell { cell } => cell_name(cell as usize, columns(g)),
            Input::Foul => say!(w, lang, "control-foul"),
            Input::Var => say!(w, lang, "control-var"),
            Input::Pass => say!(w, lang, "control-pass"),
        }
    }

    /// Targets are named by [`seat_token`]: the front end puts the players' names in.
    fn controls(&self, seat: Seat, lang: Lang) -> Controls<Input> {
        let g = self;
        let w = &*WORDS;
        let name = &|s: Seat| seat_token(s);
        let mut controls = Controls::new();
        let legal = g.legal_inputs(seat);
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
                            Input::Play { card, target } => play_label(g, seat, card, target, name, lang),
                            other => g.describe_input(seat, &other, lang),
                        };
                        let detail =
                            if discarding { say!(w, lang, "control-discarded-detail") } else { effect(card, lang) };
                        Choice::detailed(label, detail, *i)
                    })
                    .collect();
                let placeholder = if discarding {
                    say!(w, lang, "control-no-legal-play")
                } else {
                    say!(w, lang, "control-play-a-card")
                };
                controls.menu(
                    placeholder,
                    choices,
                    |i| match i {
                        Input::Play { card, .. } | Input::Discard { card } => (format!("{card:?}"), card.label()),
                        _ => (String::new(), String::new()),
                    },
                    |label| say!(w, lang, "control-on-whom", card = label),
                );
            }
            Phase::Substitute { .. } => {
                let off: Vec<Choice<Input>> = legal
                    .iter()
                    .filter(|i| matches!(i, Input::TakeOff { .. }))
                    .map(|i| {
                        Choice::detailed(g.describe_input(seat, i, lang), say!(w, lang, "control-take-off-detail"), *i)
                    })
                    .collect();
                controls.menu(
                    say!(w, lang, "control-take-a-card-off"),
                    off,
                    |_| (String::new(), String::new()),
                    |_| String::new(),
                );
                controls.buttons(vec![Button::new(
                    "subdone",
                    "ok",
                    say!(w, lang, "control-sub-done"),
                    ButtonKind::Next,
                    Input::SubDone,
                )]);
            }
            Phase::Window(_) => {
                let buttons = legal
                    .iter()
                    .map(|i| match i {
                        Input::Foul => Button::new("foul", "fo", say!(w, lang, "control-foul"), ButtonKind::Go, *i),
                        Input::Var => Button::new("var", "va", say!(w, lang, "control-var"), ButtonKind::Go, *i),
                        _ => Button::new("pass", "pa", say!(w, lang, "control-pass"), ButtonKind::Next, *i),
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
                    row.push(Button::new(
                        CELL_CODES[cell as usize % CELL_CODES.len()],
                        CELL_KEYS[cell as usize % CELL_KEYS.len()],
                        cell_name(cell as usize, cols),
                        ButtonKind::Other,
                        *i,
                    ));
                }
                controls.buttons(row);
            }
            Phase::Over => {}
        }
        controls
    }
}
