//! What a FUBA coach can do now, as controls: buttons for the public decisions without a
//! parameter (shoot, press, done moving, ready…), and a menu for the rest (areas, moves,
//! formations, substitutions, the secret choices) — in two steps when it is long: first where a
//! player comes from (or how many defenders a formation has), then the move itself.

use super::board::{self, Area};
use super::input::{Input, Substitution};
use super::state::*;
use super::view::area_name;
use crate::controls::{choice, Button, ButtonKind, Controls};
use crate::game::Seat;

/// A short label for an input, for menus and refusals.
pub fn describe(game: &Fuba, seat: Seat, input: &Input) -> String {
    let a = |x: Area| board::id(x).to_string();
    let team = game.teams.get(seat.min(1));
    match *input {
        Input::Formation { formation } => {
            if Formation::CARDS.contains(&formation) {
                format!("{formation}")
            } else {
                format!("{formation} (custom)")
            }
        }
        Input::Role { role, count } => format!("{count} {}", role.title()),
        Input::Style { line, style } => format!("{}: {}", line.title(), style.title()),
        Input::KickOff { with_ball: true } => "Start with the ball".into(),
        Input::KickOff { with_ball: false } => "Start without the ball".into(),
        Input::Pick { area, keeper: true } => format!("Move the goalkeeper (in {})", a(area)),
        Input::Pick { area, keeper: false } => format!("Move a player from {}", a(area)),
        Input::Drop { area } => match &game.phase {
            Phase::Setup { picked: Some((from, _)), .. } if *from == area => format!("Leave it in {}", a(area)),
            _ => format!("Put it in {} ({})", a(area), area_name(area)),
        },
        Input::Ready => "Setup ready".into(),
        Input::ResetSetup => "Back to the default placement".into(),
        Input::Target { area } => {
            let between = board::areas_between(game.ball, area);
            let pass = if between > 0 { format!(", long pass +{between}") } else { String::new() };
            format!("Target {} ({}{pass})", a(area), area_name(area))
        }
        Input::SlowGoalKick => "Slow goal kick: an extra movement stage for both teams".into(),
        Input::Shoot => match game.shot_modifier() {
            Some(m) => format!("Shoot from {} (modifier {m:+}, ball value {})", a(game.ball), game.value),
            None => "Shoot".into(),
        },
        Input::PlayOn => "Play on: no shot, a new turn".into(),
        Input::Movement { kind } => {
            let n = kind.line().map(|l| team.map(|t| t.playing_formation().count(l)).unwrap_or(0)).unwrap_or(0);
            let n = n.saturating_sub(game.forced[seat.min(1)]);
            format!("{} ({n} player{})", capital(kind.title()), if n == 1 { "" } else { "s" })
        }
        Input::UseCondition => {
            let line = game.condition_line(seat.min(1));
            let left = team.map(|t| t.cp[line.index()]).unwrap_or(0);
            format!("Use a {} condition point ({left} left): mixed movement", line.title())
        }
        Input::Move { from, to, keeper, dribble } => {
            let who = if keeper { "Goalkeeper " } else { "" };
            let ball = if dribble { " with the ball" } else { "" };
            format!("{who}{} → {}{ball}", a(from), a(to))
        }
        Input::KeeperOut { out: true } => "Goalkeeper steps out of the goal area".into(),
        Input::KeeperOut { out: false } => "Goalkeeper back into the goal area".into(),
        Input::EndMovement => "Done moving".into(),
        Input::FreeMove { from } => {
            format!("Free move {} → {}", a(from), a(board::away_from_goal_line(from).unwrap_or(from)))
        }
        Input::Press => match game.press_target(seat.min(1)) {
            2 => "Press (wins the ball on a roll of 1)".to_string(),
            n => format!("Press (wins the ball on a roll of 1–{})", n - 1),
        },
        Input::Substitute { sub } => match sub {
            Substitution::Formation { from, to } => {
                let f = team.and_then(|t| t.formation.shifted(from, to)).map(|f| f.to_string()).unwrap_or_default();
                format!("Substitution: one player from {} to {} ({f})", from.title(), to.title())
            }
            Substitution::RemoveYellow => "Substitution: take off a booked player (one yellow card less)".into(),
            Substitution::FreshPlayer { line } if game.config.condition => {
                format!("Substitution: fresh player, condition points for {}", line.title())
            }
            Substitution::FreshPlayer { .. } => "Substitution: fresh player for the injured one".into(),
        },
        Input::EndStage => "End the action stage".into(),
        Input::Dive { side } => format!("Dive {}", side.title()),
        Input::Kick { side } => format!("Kick {}", side.title()),
        Input::HalfTime { change: None } => "Keep the formation".into(),
        Input::HalfTime { change: Some((from, to)) } => {
            let f = team.and_then(|t| t.formation.shifted(from, to)).map(|f| f.to_string()).unwrap_or_default();
            format!("One player from {} to {} ({f})", from.title(), to.title())
        }
    }
}

fn capital(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}

/// The code, terminal key and look of an input offered as a button: the public decisions with
/// nothing hidden and no parameter. A key never changes meaning within one prompt.
fn button(input: &Input) -> Option<(&'static str, &'static str, ButtonKind)> {
    Some(match input {
        Input::Shoot => ("shoot", "s", ButtonKind::Go),
        Input::PlayOn => ("playon", "p", ButtonKind::Next),
        Input::Press => ("press", "p", ButtonKind::Go),
        Input::EndMovement => ("donemoving", "d", ButtonKind::Next),
        Input::EndStage => ("endstage", "e", ButtonKind::Next),
        Input::Ready => ("ready", "r", ButtonKind::Go),
        Input::ResetSetup => ("reset", "x", ButtonKind::Other),
        Input::UseCondition => ("condition", "c", ButtonKind::Other),
        Input::SlowGoalKick => ("slowgoalkick", "g", ButtonKind::Other),
        Input::KeeperOut { out: true } => ("keeperout", "k", ButtonKind::Other),
        Input::KeeperOut { out: false } => ("keeperin", "k", ButtonKind::Other),
        Input::KickOff { with_ball: true } => ("withball", "w", ButtonKind::Go),
        Input::KickOff { with_ball: false } => ("withoutball", "o", ButtonKind::Other),
        _ => return None,
    })
}

/// How a long menu is grouped: a move by the area it starts from (the goalkeeper apart), a
/// formation by its defenders.
fn group(input: &Input) -> (String, String) {
    match input {
        Input::Move { from, keeper: true, .. } => {
            (format!("k{from}"), format!("The goalkeeper in {}", board::id(*from)))
        }
        Input::Move { from, .. } => (format!("p{from}"), format!("A player from {}", board::id(*from))),
        // The rulebook's formation cards first, then the custom ones by their defenders.
        Input::Formation { formation } if Formation::CARDS.contains(formation) => {
            ("cards".to_string(), "Formation cards (4-4-2, 4-3-3, …)".to_string())
        }
        Input::Formation { formation } => {
            let d = formation.lines[0];
            (format!("d{d}"), format!("Custom, {d} defender{}", if d == 1 { "" } else { "s" }))
        }
        Input::Pick { area, keeper } => (
            format!("s{area}"),
            format!("Setup: from {}{}", board::id(*area), if *keeper { " (goalkeeper)" } else { "" }),
        ),
        _ => ("other".to_string(), "Other choices".to_string()),
    }
}

fn placeholder(game: &Fuba) -> &'static str {
    match &game.phase {
        Phase::Prepare { .. } => "Your formation, roles and styles (secret)",
        Phase::Target => "Target area",
        Phase::Setup { picked: None, .. } => "Move a player in the setup",
        Phase::Setup { .. } => "Where to put it",
        Phase::Action { step: ActionStep::Choose { .. }, .. }
        | Phase::ExtraMovement { step: ActionStep::Choose { .. }, .. } => "Movement type",
        Phase::Action { step: ActionStep::Moving { .. }, .. }
        | Phase::ExtraMovement { step: ActionStep::Moving { .. }, .. }
        | Phase::EventMoves { .. } => "Move a player (from → to)",
        Phase::Action { step: ActionStep::FreeMoves, .. }
        | Phase::ExtraMovement { step: ActionStep::FreeMoves, .. } => "Free move",
        Phase::Action { step: ActionStep::Finish { .. }, .. } => "Substitution",
        Phase::Penalty { dive: None, .. } => "Your goalkeeper's dive (secret)",
        Phase::Penalty { .. } => "Your kick",
        Phase::HalfTime { .. } => "Half-time change (secret)",
        _ => "Choose",
    }
}

/// Where a menu choice is listed. The outfield players' ordinary moves come first, area by area
/// in board order; then the moves with the ball, which all go at once after one dribble; the
/// goalkeeper's last, as they go at once when it moves and are the rarer choice. Numbers shift
/// only when choices before them go, and a move from an area that still has players leaves
/// every number as it was. (A menu offers exactly what may be done now, so a choice that is
/// gone cannot keep its place.)
fn rank(input: &Input) -> u8 {
    match input {
        Input::Move { keeper: true, .. } | Input::Pick { keeper: true, .. } => 2,
        Input::Move { dribble: true, .. } => 1,
        _ => 0,
    }
}

pub(crate) fn controls(game: &Fuba, seat: Seat) -> Controls<Input> {
    let mut controls = Controls::new();
    let legal = game.legal(seat);
    let (buttons, mut menu): (Vec<Input>, Vec<Input>) = legal.into_iter().partition(|i| button(i).is_some());
    menu.sort_by_key(rank);
    let choices = menu.iter().map(|i| choice(describe(game, seat, i), *i)).collect();
    let second = |g: &str| {
        if g.starts_with("Formation cards") {
            "A formation card".to_string()
        } else if g.contains("defender") {
            format!("{g}: which formation?")
        } else {
            format!("{g}: where to?")
        }
    };
    controls.menu(placeholder(game), choices, group, second);
    let buttons = buttons
        .into_iter()
        .filter_map(|input| {
            let (code, key, kind) = button(&input)?;
            Some(Button { code, key, label: describe(game, seat, &input), kind, input })
        })
        .collect();
    controls.buttons(buttons);
    controls
}
