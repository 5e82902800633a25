//! What the bot says: views and events turned into Discord messages and controls. Public
//! messages are built from the spectator's view only.

use serenity::all::{
    ButtonStyle, CreateActionRow, CreateButton, CreateSelectMenu, CreateSelectMenuKind, CreateSelectMenuOption,
};
use touchline_games::fuba;
use touchline_games::kix::{self, Phase};
use touchline_games::{AnyInput, AnyMatch, AnyView, Seat, Status, Viewer};

use super::ids::{Action, ComponentId};
use crate::store::MatchId;

/// Discord's limits that shape what we send.
pub const MAX_CONTENT: usize = 2000;
pub const MAX_OPTIONS: usize = 25;
const MAX_LABEL: usize = 100;

/// Cut text to fit a message, on a line boundary where possible.
pub fn fit(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_string();
    }
    let mut out = String::new();
    for line in text.lines() {
        if out.chars().count() + line.chars().count() + 2 > max {
            break;
        }
        out.push_str(line);
        out.push('\n');
    }
    if out.is_empty() {
        out = text.chars().take(max - 1).collect();
    }
    out.push('…');
    out
}

fn clip(label: &str) -> String {
    label.chars().take(MAX_LABEL).collect()
}

/// A mention of a seat's player, or the computer's name.
pub fn who(users: &[Option<(u64, String)>], names: &[String; 2], seat: Seat) -> String {
    match users.get(seat).and_then(|u| u.as_ref()) {
        Some((id, _)) => format!("<@{id}>"),
        None => names[seat].clone(),
    }
}

/// "Waiting for @B (@A ✓)" — who still has to choose, never what anyone chose.
pub fn waiting_line(state: &AnyMatch, users: &[Option<(u64, String)>], names: &[String; 2]) -> Option<String> {
    match state.status() {
        Status::Turn(seat) => Some(format!("{} to move.", who(users, names, seat))),
        Status::Simultaneous { waiting } | Status::Reaction { seats: waiting } => {
            let waiting_for: Vec<String> = waiting.iter().map(|s| who(users, names, s)).collect();
            let done: Vec<String> = (0..state.seats())
                .filter(|s| !waiting.contains(*s))
                .map(|s| format!("{} ✓", who(users, names, s)))
                .collect();
            let mut line = format!("Waiting for {}", waiting_for.join(", "));
            if !done.is_empty() {
                line.push_str(&format!(" (chosen: {})", done.join(", ")));
            }
            Some(line + ".")
        }
        Status::Finished(_) => None,
    }
}

/// The value a menu option carries: the input itself, without the game tag.
pub fn option_value(input: &AnyInput) -> String {
    match input {
        AnyInput::Kix(i) => serde_json::to_string(i).unwrap_or_default(),
        AnyInput::Fuba(i) => serde_json::to_string(i).unwrap_or_default(),
    }
}

/// Read a menu option's value back as an input of the match's game.
pub fn parse_value(state: &AnyMatch, value: &str) -> Option<AnyInput> {
    match state {
        AnyMatch::Kix(_) => serde_json::from_str::<kix::Input>(value).ok().map(AnyInput::Kix),
        AnyMatch::Fuba(_) => serde_json::from_str::<fuba::Input>(value).ok().map(AnyInput::Fuba),
    }
}

/// The code of a FUBA input that is offered as a button: public actions with nothing hidden.
fn button_code(input: &AnyInput) -> Option<&'static str> {
    use fuba::Input as I;
    let AnyInput::Fuba(i) = input else { return None };
    Some(match i {
        I::Shoot => "shoot",
        I::PlayOn => "playon",
        I::UseCondition => "condition",
        I::Press => "press",
        I::EndMovement => "donemoving",
        I::EndStage => "endstage",
        I::Ready => "ready",
        I::ResetSetup => "reset",
        I::SlowGoalKick => "slowgoalkick",
        I::KeeperOut { out: true } => "keeperout",
        I::KeeperOut { out: false } => "keeperin",
        I::KickOff { with_ball: true } => "withball",
        I::KickOff { with_ball: false } => "withoutball",
        _ => return None,
    })
}

/// The input a button stands for, if the match is one whose buttons these are.
pub fn button_input(state: &AnyMatch, code: &str) -> Option<AnyInput> {
    let AnyMatch::Fuba(m) = state else { return None };
    // Any seat's legal inputs will do: the codes name inputs without parameters.
    (0..2).flat_map(|s| m.legal_inputs(s)).map(AnyInput::Fuba).find(|i| button_code(i) == Some(code))
}

/// The key a FUBA menu groups an input under when there are too many for one menu: the area a
/// move starts from (the goalkeeper's own key), or a formation's defenders.
fn group_key(input: &AnyInput) -> Option<u8> {
    match input {
        AnyInput::Fuba(fuba::Input::Move { from, keeper, .. }) => Some(from * 2 + u8::from(*keeper)),
        AnyInput::Fuba(fuba::Input::Formation { formation }) => Some(100 + formation.lines[0]),
        _ => None,
    }
}

fn group_label(key: u8) -> String {
    if key >= 100 {
        format!("{} defenders", key - 100)
    } else if key % 2 == 1 {
        format!("The goalkeeper in {}", fuba::board::id(key / 2))
    } else {
        format!("A player from {}", fuba::board::id(key / 2))
    }
}

/// Whether a seat's menu comes in two steps (too many options for one menu).
pub fn two_steps(state: &AnyMatch, seat: Seat) -> bool {
    let menu = state.legal_inputs(seat).into_iter().filter(|i| button_code(i).is_none()).count();
    menu > MAX_OPTIONS
}

/// The private controls for a seat: the situation and what it may do.
pub struct Prompt {
    pub content: String,
    pub components: Vec<CreateActionRow>,
}

pub fn prompt(id: MatchId, state: &AnyMatch, seat: Seat, names: &[String; 2], corner_first: Option<u8>) -> Prompt {
    let view = state.view(Viewer::Seat(seat));
    let text = crate::present::private_text(&view, seat, names);
    let legal = state.legal_inputs(seat);
    let version = state.version();
    let mut content = format!("**{} — your move**\n```\n{}```", state.kind().title(), text);
    let components = if legal.is_empty() {
        content.push_str("\nNothing to do right now.");
        Vec::new()
    } else if let AnyMatch::Fuba(_) = state {
        fuba_controls(id, state, seat, &legal, corner_first)
    } else if legal.len() <= MAX_OPTIONS {
        let options = legal
            .iter()
            .map(|i| CreateSelectMenuOption::new(clip(&state.describe_input(seat, i)), option_value(i)))
            .collect();
        vec![select(ComponentId::new(id, version, Action::Choose), options, "Choose")]
    } else {
        corner_controls(id, state, seat, &view, &legal, corner_first)
    };
    Prompt { content: fit(&content, MAX_CONTENT), components }
}

/// A KIX corner offers every ordered pair of cards — too many for one menu — so it is chosen in
/// two steps: the first card, then the second.
fn corner_controls(
    id: MatchId,
    state: &AnyMatch,
    seat: Seat,
    view: &AnyView,
    legal: &[AnyInput],
    first: Option<u8>,
) -> Vec<CreateActionRow> {
    let AnyView::Kix(v) = view else { return Vec::new() };
    let hand = v.sides[seat].hand.clone().unwrap_or_default();
    let attacking = matches!(v.phase, Phase::Corner { attacker } if attacker == seat);
    let (a, b) = if attacking { ("M", "S") } else { ("G", "D") };
    let version = state.version();
    match first {
        None => {
            let options = hand
                .iter()
                .map(|c| {
                    let value = if attacking { c.value(kix::Ability::Midfield) } else { c.value(kix::Ability::Goalie) };
                    CreateSelectMenuOption::new(clip(&format!("{} ({a} {value})", c.name())), c.id.to_string())
                })
                .collect();
            vec![select(ComponentId::new(id, version, Action::CornerFirst), options, &format!("First card: its {a}"))]
        }
        Some(first) => {
            let options = legal
                .iter()
                .filter(|i| matches!(i, AnyInput::Kix(kix::Input::Corner { first: f, .. }) if *f == first))
                .map(|i| CreateSelectMenuOption::new(clip(&state.describe_input(seat, i)), option_value(i)))
                .take(MAX_OPTIONS)
                .collect();
            vec![select(
                ComponentId::new(id, version, Action::CornerSecond(first)),
                options,
                &format!("Second card: its {b}"),
            )]
        }
    }
}

/// FUBA controls: buttons for the public actions (shoot, press, done…), and a menu for the
/// rest (areas, moves, substitutions, secret choices) — in two steps when it is long: first
/// where the player comes from, then where it goes.
fn fuba_controls(
    id: MatchId,
    state: &AnyMatch,
    seat: Seat,
    legal: &[AnyInput],
    group: Option<u8>,
) -> Vec<CreateActionRow> {
    let version = state.version();
    let mut rows = Vec::new();
    let menu: Vec<&AnyInput> = legal.iter().filter(|i| button_code(i).is_none()).collect();
    let option = |i: &AnyInput| CreateSelectMenuOption::new(clip(&state.describe_input(seat, i)), option_value(i));
    if !menu.is_empty() {
        let placeholder = menu_placeholder(state);
        if menu.len() <= MAX_OPTIONS {
            let options = menu.iter().map(|i| option(i)).collect();
            rows.push(select(ComponentId::new(id, version, Action::Choose), options, &placeholder));
        } else if let Some(key) = group {
            let options =
                menu.iter().filter(|i| group_key(i) == Some(key)).take(MAX_OPTIONS).map(|i| option(i)).collect();
            rows.push(select(ComponentId::new(id, version, Action::CornerSecond(key)), options, &group_label(key)));
        } else {
            let mut keys: Vec<u8> = menu.iter().filter_map(|i| group_key(i)).collect();
            keys.sort();
            keys.dedup();
            let options: Vec<CreateSelectMenuOption> = keys
                .iter()
                .take(MAX_OPTIONS)
                .map(|k| CreateSelectMenuOption::new(clip(&group_label(*k)), k.to_string()))
                .collect();
            // Inputs without a group (rare) still need a place: they go in a menu of their own.
            let loose: Vec<&AnyInput> = menu.iter().copied().filter(|i| group_key(i).is_none()).collect();
            rows.push(select(ComponentId::new(id, version, Action::CornerFirst), options, &placeholder));
            if !loose.is_empty() {
                let options = loose.iter().take(MAX_OPTIONS).map(|i| option(i)).collect();
                rows.push(select(ComponentId::new(id, version, Action::Choose), options, "Or choose"));
            }
        }
    }
    let buttons: Vec<CreateButton> = legal
        .iter()
        .filter_map(|i| button_code(i).map(|code| (i, code)))
        .take(5)
        .map(|(i, code)| {
            let style = match code {
                "shoot" | "press" | "ready" | "withball" => ButtonStyle::Success,
                "endstage" | "donemoving" | "playon" => ButtonStyle::Primary,
                _ => ButtonStyle::Secondary,
            };
            CreateButton::new(ComponentId::new(id, version, Action::Do(code.to_string())).encode())
                .label(clip(&state.describe_input(seat, i)).chars().take(80).collect::<String>())
                .style(style)
        })
        .collect();
    if !buttons.is_empty() {
        rows.push(CreateActionRow::Buttons(buttons));
    }
    rows
}

fn menu_placeholder(state: &AnyMatch) -> String {
    let AnyMatch::Fuba(m) = state else { return "Choose".into() };
    use fuba::{ActionStep, Phase as P};
    match &m.game.phase {
        P::Prepare { .. } => "Your formation, roles and styles (secret)",
        P::Target => "Target area",
        P::Setup { picked: None, .. } => "Move a player in the setup",
        P::Setup { .. } => "Where to put it",
        P::Action { step: ActionStep::Choose { .. }, .. }
        | P::ExtraMovement { step: ActionStep::Choose { .. }, .. } => "Movement type",
        P::Action { step: ActionStep::Moving { .. }, .. }
        | P::ExtraMovement { step: ActionStep::Moving { .. }, .. }
        | P::EventMoves { .. } => "Move a player (from → to)",
        P::Action { step: ActionStep::FreeMoves, .. } | P::ExtraMovement { step: ActionStep::FreeMoves, .. } => {
            "Free move"
        }
        P::Action { step: ActionStep::Finish { .. }, .. } => "Substitution",
        P::Penalty { dive: None, .. } => "Your goalkeeper's dive (secret)",
        P::Penalty { .. } => "Your kick",
        P::HalfTime { .. } => "Half-time change (secret)",
        _ => "Choose",
    }
    .to_string()
}

fn select(id: ComponentId, options: Vec<CreateSelectMenuOption>, placeholder: &str) -> CreateActionRow {
    CreateActionRow::SelectMenu(
        CreateSelectMenu::new(id.encode(), CreateSelectMenuKind::String { options }).placeholder(clip(placeholder)),
    )
}

/// The public "choose in private" button for a player whose DMs are closed. It names no choice.
pub fn open_button(id: MatchId, version: u64) -> CreateActionRow {
    CreateActionRow::Buttons(vec![CreateButton::new(ComponentId::new(id, version, Action::Open).encode())
        .label("Make your choice")
        .style(ButtonStyle::Primary)])
}

pub fn rematch_button(id: MatchId, version: u64) -> CreateActionRow {
    CreateActionRow::Buttons(vec![CreateButton::new(ComponentId::new(id, version, Action::Rematch).encode())
        .label("Rematch")
        .style(ButtonStyle::Success)])
}

pub fn challenge_buttons(challenge: i64) -> CreateActionRow {
    CreateActionRow::Buttons(vec![
        CreateButton::new(ComponentId::new(challenge, 0, Action::Accept).encode())
            .label("Accept")
            .style(ButtonStyle::Success),
        CreateButton::new(ComponentId::new(challenge, 0, Action::Decline).encode())
            .label("Decline")
            .style(ButtonStyle::Danger),
    ])
}

/// The short public description of a match's state.
pub fn status_text(state: &AnyMatch, users: &[Option<(u64, String)>], names: &[String; 2]) -> String {
    let score = state.score();
    let mut text = format!(
        "**{}** — {} {}–{} {}",
        state.kind().title(),
        names[0],
        score.first().copied().unwrap_or(0),
        score.get(1).copied().unwrap_or(0),
        names[1]
    );
    match state.status() {
        Status::Finished(o) => text.push_str(&format!("\n{}", crate::present::result_line(&o, names))),
        _ => {
            if let Some(line) = waiting_line(state, users, names) {
                text.push('\n');
                text.push_str(&line);
            }
        }
    }
    text
}

/// A short summary of a game's rules and options, for `/rules`.
pub fn rules_text(kind: touchline_games::GameKind) -> String {
    match kind {
        touchline_games::GameKind::Fuba => {
            "**FUBA** — a tactical board game on a 13-area pitch. Each coach has ten players and a goalkeeper and picks \
a formation in secret (4-4-2 and so on). The team with the ball picks a **target area**; two dice move the clock by \
their difference and test control against the **ball value** (1 is excellent, 6 poor): keep it, lose it, or a special \
event (free kicks, cards, extra moves). Then each team has an action stage: **shoot** (from the opponent's half), \
**move** players by one line's movement type (midfield sideways, forwards straight on, defenders straight back), and \
**press** to win the ball. Two halves of 45 minutes plus stoppage time, about 23 turns each. Penalties: the keeper \
dives in secret, then the taker picks a side.\n\
**Options:** `advanced` — a1 condition points and tiredness, a2 player roles, a3 substitutions, a4 injuries (on; -a4 \
switches them off), a5 advanced goalkeeper, a6 playing styles, or `all`; `result_needed` for a cup tie (a shoot-out)."
                .to_string()
        }
        touchline_games::GameKind::Kix => {
            "**KIX** — a card duel, no dice. Each manager holds a hand from their club's 60-card pack; \
every card has M (midfield), A (attack), D (defence), S (striker) and G (goalie). Each play, both choose a card in \
secret (by DM) and they are revealed together: win the midfield (M v M), then attack (your A v their D), then strike \
(your S v their G) to score. Ties replay the position. The match ends when the cards run out.\n\
**Options:** `format` five (hand of 5, 30 plays) or eleven (hand of 11, bench of 15, three substitutions before a \
midfield play, corners on a tied strike: M + S v G + D, a Half-Time card); `result_needed` for a cup tie: extra \
time from the bench (11-a-side) and penalties."
                .to_string()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use touchline_games::kix::{Config, Format};
    use touchline_games::{AnyConfig, Command};

    fn component_json(rows: &[CreateActionRow]) -> serde_json::Value {
        serde_json::to_value(rows).unwrap()
    }

    /// Every prompt over whole matches stays within Discord's limits and offers every legal input.
    #[test]
    fn prompts_fit_discord_and_offer_every_choice() {
        let names = ["Home".to_string(), "Away".to_string()];
        for format in [Format::Five, Format::Eleven] {
            let config = AnyConfig::Kix(Config { format, result_needed: true, clubs: [None, None] });
            let (mut m, _) = AnyMatch::new(config, 2, 3).unwrap();
            let mut corners = 0;
            while let Some(seat) = m.status().to_act().iter().next() {
                let p = prompt(7, &m, seat, &names, None);
                assert!(p.content.chars().count() <= MAX_CONTENT);
                let rows = component_json(&p.components);
                let rows = rows.as_array().unwrap();
                assert!(rows.len() <= 5);
                let menu = &rows[0]["components"][0];
                assert!(menu["custom_id"].as_str().unwrap().len() <= 100);
                let options = menu["options"].as_array().unwrap();
                assert!(!options.is_empty() && options.len() <= MAX_OPTIONS);
                let legal = m.legal_inputs(seat);
                if legal.len() <= MAX_OPTIONS {
                    let offered: Vec<AnyInput> =
                        options.iter().map(|o| parse_value(&m, o["value"].as_str().unwrap()).unwrap()).collect();
                    assert_eq!(offered, legal);
                } else {
                    corners += 1;
                    // Two steps: every first card, then every second card for it.
                    let first: u8 = options[0]["value"].as_str().unwrap().parse().unwrap();
                    let second = prompt(7, &m, seat, &names, Some(first));
                    let rows = component_json(&second.components);
                    let seconds = rows[0]["components"][0]["options"].as_array().unwrap().len();
                    assert_eq!(seconds, options.len() - 1);
                }
                m.apply(seat, Command::AutoMove).unwrap();
            }
            if format == Format::Eleven {
                assert!(corners > 0 || m.score().iter().sum::<u16>() > 0);
            }
        }
    }

    /// FUBA: every legal input is reachable from the prompt — a button, a menu option, or a
    /// menu option behind a first "where from" step — and everything fits Discord's limits.
    #[test]
    fn fuba_prompts_reach_every_choice_and_fit_discord() {
        let names = ["Home".to_string(), "Away".to_string()];
        let config = AnyConfig::Fuba(touchline_games::fuba::Config { result_needed: true, ..fuba::Config::advanced() });
        let (mut m, _) = AnyMatch::new(config, 2, 11).unwrap();
        let mut two_step_prompts = 0;
        let mut buttons_seen = 0;
        while let Some(seat) = m.status().to_act().iter().next() {
            let p = prompt(7, &m, seat, &names, None);
            assert!(p.content.chars().count() <= MAX_CONTENT);
            let rows = component_json(&p.components);
            let rows = rows.as_array().unwrap();
            assert!(!rows.is_empty() && rows.len() <= 5);
            let mut reachable: Vec<AnyInput> = Vec::new();
            for row in rows {
                for c in row["components"].as_array().unwrap() {
                    let custom_id = c["custom_id"].as_str().unwrap();
                    assert!(custom_id.len() <= 100);
                    let id = ComponentId::decode(custom_id).unwrap();
                    match id.action {
                        Action::Do(code) => {
                            buttons_seen += 1;
                            reachable.push(button_input(&m, &code).unwrap());
                        }
                        Action::Choose => {
                            let options = c["options"].as_array().unwrap();
                            assert!(!options.is_empty() && options.len() <= MAX_OPTIONS);
                            reachable
                                .extend(options.iter().map(|o| parse_value(&m, o["value"].as_str().unwrap()).unwrap()));
                        }
                        Action::CornerFirst => {
                            two_step_prompts += 1;
                            assert!(two_steps(&m, seat));
                            for o in c["options"].as_array().unwrap() {
                                let key: u8 = o["value"].as_str().unwrap().parse().unwrap();
                                let second = prompt(7, &m, seat, &names, Some(key));
                                let rows = component_json(&second.components);
                                let options = rows[0]["components"][0]["options"].as_array().unwrap().clone();
                                assert!(!options.is_empty() && options.len() <= MAX_OPTIONS);
                                reachable.extend(
                                    options.iter().map(|o| parse_value(&m, o["value"].as_str().unwrap()).unwrap()),
                                );
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
        assert!(buttons_seen > 0);
        assert!(two_step_prompts > 0, "the formation menu comes in two steps");
    }

    #[test]
    fn the_waiting_line_names_who_but_not_what() {
        let names = ["Home".to_string(), "Away".to_string()];
        let users = vec![Some((11u64, "Ann".to_string())), Some((22u64, "Bob".to_string()))];
        let (mut m, _) = AnyMatch::new(AnyConfig::Kix(Config::default()), 2, 1).unwrap();
        assert_eq!(waiting_line(&m, &users, &names).unwrap(), "Waiting for <@11>, <@22>.");
        m.apply(0, Command::AutoMove).unwrap();
        assert_eq!(waiting_line(&m, &users, &names).unwrap(), "Waiting for <@22> (chosen: <@11> ✓).");
    }

    #[test]
    fn long_text_is_cut_to_fit() {
        let long = "line of text\n".repeat(500);
        let cut = fit(&long, MAX_CONTENT);
        assert!(cut.chars().count() <= MAX_CONTENT);
        assert!(cut.ends_with('…'));
    }
}
