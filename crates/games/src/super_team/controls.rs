//! What a Super Team seat can do now, as menus and buttons: the hand as a menu of cards and how
//! to play each, pieces and spaces from menus of legal choices only (in two steps, by piece or
//! by row, when there are more than 25), Strike tiles and Morale as buttons.

use super::cards::{Reward, Stat};
use super::input::Input;
use super::state::{Phase, SuperTeam, Task, Use};
use crate::game::{Presented, Rules, Seat};
use touchline_i18n::say;

use super::text::{captain_name, card_use_line, markers_text, piece_name, team_name, WORDS};
use crate::controls::{Button, ButtonKind, Choice, Controls};
use crate::text::Lang;

const TILE_CODES: [(&str, &str); 3] = [("tilee", "e"), ("tilef", "f"), ("tileg", "g")];
const MORALE_CODES: [(&str, &str); 4] = [("zero", "z"), ("one", "o"), ("two", "tw"), ("three", "th")];

impl Presented for SuperTeam {
    fn describe_input(&self, seat: Seat, input: &Input, lang: Lang) -> String {
        let g = self;
        let w = &*WORDS;
        let piece = |i: u8| piece_name(i, lang);
        match input {
            Input::Boards { team, captain } => {
                say!(w, lang, "control-keep-boards", team = team_name(*team), captain = captain_name(*captain))
            }
            Input::Markers { markers } => say!(w, lang, "control-markers", markers = markers_text(markers)),
            Input::Play { card, for_ } => {
                let card = card.name();
                match for_ {
                    Use::Instruction => say!(w, lang, "control-play-instruction", card = card),
                    Use::Movement => say!(w, lang, "control-play-movement", card = card),
                    Use::Action => say!(w, lang, "control-play-action", card = card),
                    Use::Discard => say!(w, lang, "control-play-discard", card = card),
                }
            }
            Input::EndTurn => say!(w, lang, "control-end-turn"),
            Input::Move { piece: i, to, via_ball } => {
                let from = g.teams.get(seat).map(|t| t.pieces[*i as usize % 6].to_string()).unwrap_or_default();
                let ball = if *via_ball {
                    "collect"
                } else if *to == g.ball {
                    "onto"
                } else {
                    "no"
                };
                let morale = match g.run_cost(seat.min(1), *i, &super::state::MoveRule::PLAIN) {
                    Some(1) if g.teams.get(seat).is_some_and(|t| t.down[*i as usize % 6]) => "yes",
                    _ => "no",
                };
                say!(
                    w,
                    lang,
                    "control-move",
                    piece = piece(*i),
                    from = from,
                    to = to.to_string(),
                    ball = ball,
                    morale = morale
                )
            }
            Input::Pass { to } => {
                let side = seat.min(1);
                let step = match g.play.tasks.first() {
                    Some(Task::Pass { step, .. }) => *step,
                    _ => None,
                };
                let skip = matches!(g.play.tasks.first(), Some(Task::Pass { skip: true, .. }));
                let power = g.pass_power(side, *to, skip, step);
                match g.at(*to) {
                    Some((_, p)) => {
                        say!(w, lang, "control-pass-to-piece", to = to.to_string(), piece = piece(p), power = power)
                    }
                    None => say!(w, lang, "control-pass", to = to.to_string(), power = power),
                }
            }
            Input::Shoot => say!(w, lang, "control-shoot"),
            Input::Dribble { opponent } => say!(w, lang, "control-dribble", piece = piece(*opponent)),
            Input::Tackle { piece: i } => say!(w, lang, "control-tackle", piece = piece(*i)),
            Input::KickOut { to } => say!(w, lang, "control-kick-out", to = to.to_string()),
            Input::Push { opponent, to } => {
                say!(w, lang, "control-push", piece = piece(*opponent), to = to.to_string())
            }
            Input::Bypass { opponent } => say!(w, lang, "control-bypass", piece = piece(*opponent)),
            Input::Shift { from, to } => {
                say!(w, lang, "control-shift", from = WORDS.name_of(lang, from), to = WORDS.name_of(lang, to))
            }
            Input::Morale { n } => say!(w, lang, "control-morale", n = *n),
            Input::Tile { column } => say!(w, lang, "control-tile", tile = super::text::column(*column, lang)),
            Input::Reward { reward } => match reward {
                Reward::Movement => say!(w, lang, "control-take-movement"),
                Reward::Action => say!(w, lang, "control-take-action"),
                Reward::Morale => say!(w, lang, "control-take-morale"),
            },
            Input::Skip => match g.play.tasks.first() {
                Some(Task::Rewards { .. } | Task::Markers { .. }) => say!(w, lang, "control-done"),
                _ => say!(w, lang, "control-give-up"),
            },
        }
    }

    fn controls(&self, seat: Seat, lang: Lang) -> Controls<Input> {
        let g = self;
        let w = &*WORDS;
        let mut c = Controls::new();
        let legal = g.legal_inputs(seat);
        if legal.is_empty() {
            return c;
        }
        let label = |i: &Input| g.describe_input(seat, i, lang);
        let choices = |pred: &dyn Fn(&Input) -> bool| -> Vec<Choice<Input>> {
            legal
                .iter()
                .filter(|i| pred(i))
                .map(|i| Choice { label: label(i), detail: None, input: i.clone() })
                .collect()
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
                Input::Shoot => {
                    Button { code: "shoot", key: "s", label: label(i), kind: ButtonKind::Go, input: i.clone() }
                }
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
                c.menu(
                    say!(w, lang, "control-menu-boards"),
                    boards,
                    |_| (String::new(), String::new()),
                    |_| String::new(),
                );
                let layouts = choices(&|i| matches!(i, Input::Markers { .. }));
                c.menu(
                    say!(w, lang, "control-menu-markers"),
                    layouts,
                    |i| match i {
                        Input::Markers { markers } => {
                            let gk = markers[Stat::Gk.index()];
                            (format!("gk{gk}"), say!(w, lang, "control-group-gk", n = gk))
                        }
                        _ => (String::new(), String::new()),
                    },
                    |label| say!(w, lang, "control-then-markers", group = label),
                );
            }
            Phase::Play => {
                let cards: Vec<Choice<Input>> = legal
                    .iter()
                    .filter_map(|i| match i {
                        Input::Play { card, for_ } => {
                            let what = card_use_line(*card, *for_, g.attacker == seat, lang);
                            Some(Choice::detailed(label(i), what, i.clone()))
                        }
                        _ => None,
                    })
                    .collect();
                c.menu(
                    say!(w, lang, "control-menu-play"),
                    cards,
                    |_| (String::new(), String::new()),
                    |_| String::new(),
                );
                // Grouped by the piece, named with where it stands: pick it, then where it goes.
                let side = seat.min(1);
                let by_piece = |i: &Input| match i {
                    Input::Move { piece, .. } => (
                        format!("p{piece}"),
                        say!(
                            w,
                            lang,
                            "control-group-piece",
                            piece = piece_name(*piece, lang),
                            space = g.piece(side, *piece).to_string()
                        ),
                    ),
                    Input::Push { opponent, .. } => (
                        format!("o{opponent}"),
                        say!(
                            w,
                            lang,
                            "control-group-their-piece",
                            piece = piece_name(*opponent, lang),
                            space = g.piece(1 - side, *opponent).to_string()
                        ),
                    ),
                    _ => ("other".to_string(), say!(w, lang, "control-group-other")),
                };
                let moves = choices(&|i| matches!(i, Input::Move { .. } | Input::Push { .. } | Input::Bypass { .. }));
                c.menu(say!(w, lang, "control-menu-pieces"), moves, by_piece, |label| {
                    say!(w, lang, "control-then-where", group = label)
                });
                let by_row = |i: &Input| match i {
                    Input::Pass { to } => {
                        (format!("r{}", to.row + 1), say!(w, lang, "control-group-pass-row", row = to.row + 1))
                    }
                    _ => ("other".to_string(), say!(w, lang, "control-group-other-actions")),
                };
                let actions = choices(&|i| {
                    matches!(
                        i,
                        Input::Pass { .. } | Input::Dribble { .. } | Input::Tackle { .. } | Input::KickOut { .. }
                    )
                });
                c.menu(say!(w, lang, "control-menu-action"), actions, by_row, |label| {
                    say!(w, lang, "control-then-which", group = label)
                });
                let shifts = choices(&|i| matches!(i, Input::Shift { .. }));
                c.menu(
                    say!(w, lang, "control-menu-shift"),
                    shifts,
                    |_| (String::new(), String::new()),
                    |_| String::new(),
                );
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
}
