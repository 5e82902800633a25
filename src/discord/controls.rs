//! A seat's controls on Discord: any game's [`Controls`] made into buttons and menus by one
//! builder, each id naming the match and the seat (see [`super::ids`]), and a click read back
//! into what was clicked for the use-case. A menu option's value is the game's own input (as
//! [`AnyMatch::encode_input`] writes it); a button carries its short code; the first step of a
//! two-step menu carries the group's key.

use touchline_games::Lang;
use touchline_i18n::say;

use crate::speech::BOT;
use poise::serenity_prelude as serenity;
use serenity::{
    ButtonStyle, CreateActionRow, CreateButton, CreateSelectMenu, CreateSelectMenuKind, CreateSelectMenuOption,
};
use touchline_games::controls::{ButtonKind, Choice, Row};
use touchline_games::{AnyInput, AnyMatch, Controls, Seat, Viewer};

use super::ids::{Action, ComponentId, Subject};
use super::reply::{fit, MAX_CONTENT};
use crate::ids::MatchId;

/// A seat's private prompt: what it sees and must do, and its controls.
pub struct Prompt {
    pub content: String,
    pub components: Vec<CreateActionRow>,
}

/// The prompt for `seat`; with `group`, a two-step menu shows its second step for that group; a
/// reaction window's says when it closes (`due_ms`, the seat's clock) as a live countdown.
pub fn prompt(
    match_id: MatchId,
    state: &AnyMatch,
    seat: Seat,
    names: &[String],
    group: Option<&str>,
    due_ms: Option<i64>,
    lang: Lang,
) -> Prompt {
    let text = state.view(Viewer::Seat(seat)).situation(names, lang);
    let controls = state.controls(seat, lang).named(names);
    let mut content = say!(BOT, lang, "prompt-heading", game = state.kind().title());
    content.push_str(&format!("\n```\n{text}```"));
    if controls.is_empty() {
        content.push('\n');
        content.push_str(&BOT.text(lang, "prompt-nothing-to-do", &[]));
    }
    if let Some(note) = window_note(state, due_ms, lang) {
        content.push('\n');
        content.push_str(&note);
    }
    Prompt { content: fit(&content, MAX_CONTENT), components: components(match_id, seat, state, &controls, group) }
}

/// A private prompt's "Play on the board" link to `url`: a link button in a row of its own when
/// the prompt has room for one, else a line under its text. Never for a prompt in the open: the
/// link is the seat's alone.
pub fn board_link(p: &mut Prompt, url: Option<String>, lang: Lang) {
    let Some(url) = url else { return };
    let label = BOT.text(lang, "button-play-on-board", &[]);
    if p.components.len() < touchline_games::controls::MAX_ROWS {
        p.components.push(CreateActionRow::Buttons(vec![CreateButton::new_link(url).label(label)]));
    } else {
        p.content = fit(&format!("{}\n[{label}](<{url}>)", p.content), MAX_CONTENT);
    }
}

/// For a reaction window (a game's interrupt, such as a Foul): how long it stays open, with
/// Discord's live countdown when the deadline is known, and that silence is a pass.
pub fn window_note(state: &AnyMatch, due_ms: Option<i64>, lang: Lang) -> Option<String> {
    if !matches!(state.status(), touchline_games::Status::Reaction { .. }) {
        return None;
    }
    let seconds = state.profile().window_seconds()?;
    Some(match due_ms {
        Some(due) => say!(BOT, lang, "window-closes", when = format!("<t:{}:R>", (due + 999) / 1000)),
        None => say!(BOT, lang, "window-open-for", seconds = seconds),
    })
}

fn style(kind: ButtonKind) -> ButtonStyle {
    match kind {
        ButtonKind::Go => ButtonStyle::Success,
        ButtonKind::Next => ButtonStyle::Primary,
        ButtonKind::Other => ButtonStyle::Secondary,
    }
}

fn select(id: ComponentId, options: Vec<CreateSelectMenuOption>, placeholder: &str) -> CreateActionRow {
    CreateActionRow::SelectMenu(
        CreateSelectMenu::new(id.encode(), CreateSelectMenuKind::String { options }).placeholder(placeholder),
    )
}

/// Discord components for a seat's controls, issued at the match's current version.
pub fn components(
    match_id: MatchId,
    seat: Seat,
    state: &AnyMatch,
    controls: &Controls<AnyInput>,
    group: Option<&str>,
) -> Vec<CreateActionRow> {
    let id = |action| ComponentId::seat(match_id, seat, state.version(), action);
    let option = |c: &Choice<AnyInput>| {
        let option = CreateSelectMenuOption::new(c.label.as_str(), state.encode_input(&c.input));
        match &c.detail {
            Some(detail) => option.description(detail.as_str()),
            None => option,
        }
    };
    controls
        .rows
        .iter()
        .map(|row| match row {
            Row::Buttons(buttons) => CreateActionRow::Buttons(
                buttons
                    .iter()
                    .map(|b| {
                        CreateButton::new(id(Action::Do(b.code.to_string())).encode())
                            .label(b.label.clone())
                            .style(style(b.kind))
                    })
                    .collect(),
            ),
            Row::Menu(menu) => select(id(Action::Choose), menu.choices.iter().map(option).collect(), &menu.placeholder),
            Row::Steps { placeholder, groups } => match groups.iter().find(|g| Some(g.key.as_str()) == group) {
                Some(g) => select(id(Action::Choose), g.choices.iter().map(option).collect(), &g.placeholder),
                None => select(
                    id(Action::Group),
                    groups.iter().map(|g| CreateSelectMenuOption::new(g.label.clone(), g.key.clone())).collect(),
                    placeholder,
                ),
            },
        })
        .collect()
}

/// The public "choose in private" button for a player whose DMs are closed. It names no choice,
/// only the seat it is for.
pub fn open_button(id: MatchId, seat: Seat, version: u64, lang: Lang) -> serenity::CreateActionRow {
    serenity::CreateActionRow::Buttons(vec![serenity::CreateButton::new(
        ComponentId::seat(id, seat, version, Action::Open).encode(),
    )
    .label(BOT.text(lang, "button-make-your-choice", &[]))
    .style(serenity::ButtonStyle::Primary)])
}

/// Under a match's first board: follow it (its final score by DM, or every board).
/// The first board's buttons: follow the match (its end, or every board), and watch it live on
/// the web pages when they have a `watch` address for it.
pub fn follow_buttons(
    id: MatchId,
    version: u64,
    watch: Option<&str>,
    activity: bool,
    lang: Lang,
) -> serenity::CreateActionRow {
    let button = |every: bool, label: &str| {
        serenity::CreateButton::new(
            ComponentId::new(Subject::Match { id, seat: None }, version, Action::Follow(every)).encode(),
        )
        .label(BOT.text(lang, label, &[]))
        .style(serenity::ButtonStyle::Secondary)
    };
    let mut buttons = vec![button(false, "button-follow"), button(true, "button-follow-every-board")];
    if let Some(url) = watch {
        buttons.push(serenity::CreateButton::new_link(url).label(BOT.text(lang, "button-watch-live", &[])));
    }
    if activity {
        let open = ComponentId::new(Subject::Match { id, seat: None }, version, Action::Activity);
        buttons.push(
            serenity::CreateButton::new(open.encode())
                .label(BOT.text(lang, "button-open-activity", &[]))
                .style(serenity::ButtonStyle::Primary),
        );
    }
    serenity::CreateActionRow::Buttons(buttons)
}

pub fn rematch_button(id: MatchId, version: u64, lang: Lang) -> serenity::CreateActionRow {
    serenity::CreateActionRow::Buttons(vec![serenity::CreateButton::new(
        ComponentId::new(Subject::Match { id, seat: None }, version, Action::Rematch).encode(),
    )
    .label(BOT.text(lang, "button-rematch", &[]))
    .style(serenity::ButtonStyle::Success)])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::discord::ids::Subject;
    use crate::session::click::{input_of, Control};

    fn input(m: &AnyMatch, seat: Seat, control: Control) -> Option<AnyInput> {
        input_of(m, seat, &control)
    }
    use touchline_games::{AnyConfig, Command, GameKind, Options};

    fn component_json(rows: &[CreateActionRow]) -> serde_json::Value {
        serde_json::to_value(rows).unwrap()
    }

    /// Over whole matches of every game and option set the harness uses: every prompt fits
    /// Discord's limits, and every legal input can be reached from it — a button, a menu option,
    /// or a menu option behind a first step — and read back from the click.
    #[test]
    fn every_prompt_fits_discord_and_reaches_every_choice() {
        let mut two_steps = 0;
        let mut buttons = 0;
        for (kind, options, seats) in option_sets() {
            let config = AnyConfig::from_options(kind, &Options::parse(&options)).unwrap();
            let names: Vec<String> = (1..=seats).map(|n| format!("Player {n}")).collect();
            let (mut m, _) = AnyMatch::new(config, seats, 11).unwrap();
            let mut step = 0;
            while let Some(seat) = m.status().to_act().iter().next() {
                // Every language in turn: German and French run long.
                let lang = Lang::ALL[step % Lang::ALL.len()];
                step += 1;
                let p = prompt(7, &m, seat, &names, None, None, lang);
                assert!(p.content.chars().count() <= MAX_CONTENT);
                let rows = component_json(&p.components);
                let rows = rows.as_array().unwrap();
                assert!(!rows.is_empty() && rows.len() <= 5);
                let mut reachable: Vec<AnyInput> = Vec::new();
                let read = |c: &serde_json::Value, reachable: &mut Vec<AnyInput>| {
                    let options = c["options"].as_array().unwrap();
                    assert!(!options.is_empty() && options.len() <= 25);
                    for o in options {
                        let value = o["value"].as_str().unwrap();
                        assert!(value.len() <= 100 && o["label"].as_str().unwrap().chars().count() <= 100);
                        let input = input(&m, seat, Control::Menu(value.into())).expect("a legal choice");
                        reachable.push(input);
                    }
                };
                for row in rows {
                    for c in row["components"].as_array().unwrap() {
                        let custom_id = c["custom_id"].as_str().unwrap();
                        assert!(custom_id.len() <= 100);
                        let id = ComponentId::decode(custom_id).unwrap();
                        assert_eq!(id.subject, Subject::Match { id: 7, seat: Some(seat) }, "the seat's own control");
                        match id.action {
                            Action::Do(code) => {
                                buttons += 1;
                                assert!(c["label"].as_str().unwrap().chars().count() <= 80);
                                reachable.push(input(&m, seat, Control::Button(code)).unwrap());
                            }
                            Action::Choose => read(c, &mut reachable),
                            Action::Group => {
                                two_steps += 1;
                                for o in c["options"].as_array().unwrap() {
                                    let key = o["value"].as_str().unwrap();
                                    assert!(m.controls(seat, lang).group(key).is_some());
                                    let second = prompt(7, &m, seat, &names, Some(key), None, lang);
                                    let rows = component_json(&second.components);
                                    let menu = rows
                                        .as_array()
                                        .unwrap()
                                        .iter()
                                        .flat_map(|r| r["components"].as_array().unwrap().clone());
                                    for c in menu.filter(|c| c["custom_id"].as_str().unwrap().ends_with(":choose")) {
                                        read(&c, &mut reachable);
                                    }
                                }
                            }
                            other => panic!("unexpected control {other:?}"),
                        }
                    }
                }
                for input in m.legal_inputs(seat) {
                    assert!(reachable.contains(&input), "{input:?} cannot be chosen from the prompt");
                }
                m.apply(seat, Command::AutoMove).unwrap();
            }
        }
        assert!(buttons > 0 && two_steps > 0, "buttons {buttons}, two-step menus {two_steps}");
    }

    /// Every registered game, with each one-of option at each of its words, every any-of
    /// option at "all", and the result-needed flag, at its fewest and most seats.
    fn option_sets() -> Vec<(GameKind, String, usize)> {
        let mut sets = Vec::new();
        for &kind in GameKind::ALL {
            for options in kind.option_sets() {
                let options = format!("{options} result_needed");
                // A solo option set takes one seat, whatever the game's default takes.
                let config = AnyConfig::from_options(kind, &Options::parse(&options)).unwrap();
                let (fewest, most) = config.profile().seats;
                for seats in [fewest, most] {
                    sets.push((kind, options.clone(), seats));
                }
            }
        }
        sets
    }

    #[test]
    fn a_click_that_is_not_a_choice_now_reads_as_nothing() {
        let kind = GameKind::ALL[0];
        let (m, _) = AnyMatch::new(AnyConfig::default_for(kind), kind.seats().0, 3).unwrap();
        assert_eq!(input(&m, 0, Control::Menu("{\"play\":{\"card\":250}}".into())), None);
        assert_eq!(input(&m, 0, Control::Menu("garbage".into())), None);
        assert_eq!(input(&m, 0, Control::Button("shoot".into())), None);
        let legal = m.encode_input(&m.legal_inputs(0)[0]);
        assert!(input(&m, 0, Control::Menu(legal)).is_some());
    }
}
