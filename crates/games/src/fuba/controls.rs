//! What a FUBA coach can do now, as controls: buttons for the public decisions without a
//! parameter (shoot, press, done moving, ready…), and a menu for the rest (areas, moves,
//! formations, substitutions, the secret choices) — in two steps when it is long: first where a
//! player comes from (or how many defenders a formation has), then the move itself.

use crate::game::{Presented, Rules, Seat};
use std::cell::RefCell;

use touchline_i18n::say;

use super::board::{self, Area};
use super::input::{Input, Substitution};
use super::state::*;
use super::text::{area_name, WORDS};
use crate::controls::{choice, Button, ButtonKind, Controls};
use crate::text::Lang;

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

/// What a menu's second step asks for, by the kind of group it opens.
#[derive(Clone, Copy, PartialEq, Eq)]
enum GroupKind {
    /// The rulebook's formation cards.
    Cards,
    /// Custom formations with so many defenders.
    Custom,
    /// Where a piece goes (a move, a setup pick, anything else).
    Destination,
}

/// How a long menu is grouped: a move by the area it starts from (the goalkeeper apart), a
/// formation by its defenders. Also says what the group's second step asks for.
fn group(input: &Input, lang: Lang) -> (String, String, GroupKind) {
    let w = &*WORDS;
    match input {
        Input::Move { from, keeper: true, .. } => {
            (format!("k{from}"), say!(w, lang, "control-group-keeper", area = board::id(*from)), GroupKind::Destination)
        }
        Input::Move { from, .. } => {
            (format!("p{from}"), say!(w, lang, "control-group-player", area = board::id(*from)), GroupKind::Destination)
        }
        // The rulebook's formation cards first, then the custom ones by their defenders.
        Input::Formation { formation } if Formation::CARDS.contains(formation) => {
            ("cards".to_string(), say!(w, lang, "control-group-cards"), GroupKind::Cards)
        }
        Input::Formation { formation } => {
            let d = formation.lines[0];
            (format!("d{d}"), say!(w, lang, "control-group-custom", defenders = d), GroupKind::Custom)
        }
        Input::Pick { area, keeper } => (
            format!("s{area}"),
            if *keeper {
                say!(w, lang, "control-group-pick-keeper", area = board::id(*area))
            } else {
                say!(w, lang, "control-group-pick", area = board::id(*area))
            },
            GroupKind::Destination,
        ),
        _ => ("other".to_string(), say!(w, lang, "control-group-other"), GroupKind::Destination),
    }
}

fn placeholder(game: &Fuba, lang: Lang) -> String {
    let w = &*WORDS;
    match &game.phase {
        Phase::Prepare { .. } => say!(w, lang, "control-placeholder-prepare"),
        Phase::Target => say!(w, lang, "control-placeholder-target"),
        Phase::Setup { picked: None, .. } => say!(w, lang, "control-placeholder-pick"),
        Phase::Setup { .. } => say!(w, lang, "control-placeholder-drop"),
        Phase::Action { step: ActionStep::Choose { .. }, .. }
        | Phase::ExtraMovement { step: ActionStep::Choose { .. }, .. } => say!(w, lang, "control-placeholder-movement"),
        Phase::Action { step: ActionStep::Moving { .. }, .. }
        | Phase::ExtraMovement { step: ActionStep::Moving { .. }, .. }
        | Phase::EventMoves { .. } => say!(w, lang, "control-placeholder-move"),
        Phase::Action { step: ActionStep::FreeMoves, .. }
        | Phase::ExtraMovement { step: ActionStep::FreeMoves, .. } => say!(w, lang, "control-placeholder-free-move"),
        Phase::Action { step: ActionStep::Finish { .. }, .. } => say!(w, lang, "control-placeholder-substitution"),
        Phase::Penalty { dive: None, .. } => say!(w, lang, "control-placeholder-dive"),
        Phase::Penalty { .. } => say!(w, lang, "control-placeholder-kick"),
        Phase::HalfTime { .. } => say!(w, lang, "control-placeholder-half-time"),
        _ => say!(w, lang, "control-placeholder-choose"),
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

impl Presented for Fuba {
    /// A short label for an input, for menus and refusals.
    fn describe_input(&self, seat: Seat, input: &Input, lang: Lang) -> String {
        let w = &*WORDS;
        let a = |x: Area| board::id(x);
        let team = self.teams.get(seat.min(1));
        // A change of formation: the lines in words, and the formation it makes.
        let shift = |from: Line, to: Line| {
            let formation = team.and_then(|t| t.formation.shifted(from, to)).map(|f| f.to_string()).unwrap_or_default();
            (WORDS.name_of(lang, &from), WORDS.name_of(lang, &to), formation)
        };
        match *input {
            Input::Formation { formation } => {
                if Formation::CARDS.contains(&formation) {
                    format!("{formation}")
                } else {
                    say!(w, lang, "control-formation-custom", formation = formation.to_string())
                }
            }
            Input::Role { role, count } => match role {
                Role::AttackingMidfielder => say!(w, lang, "control-role-attacking-midfielders", count = count),
                Role::DefendingMidfielder => say!(w, lang, "control-role-defending-midfielders", count = count),
                Role::AttackingCentreBack => say!(w, lang, "control-role-attacking-centre-back", count = count),
                Role::WithdrawnStriker => say!(w, lang, "control-role-withdrawn-striker", count = count),
                Role::OffensiveWingBack => say!(w, lang, "control-role-offensive-wing-backs", count = count),
            },
            Input::Style { line, style } => {
                say!(w, lang, "control-style", line = WORDS.name_of(lang, &line), style = WORDS.name_of(lang, &style))
            }
            Input::KickOff { with_ball: true } => say!(w, lang, "control-start-with-ball"),
            Input::KickOff { with_ball: false } => say!(w, lang, "control-start-without-ball"),
            Input::Pick { area, keeper: true } => say!(w, lang, "control-pick-keeper", area = a(area)),
            Input::Pick { area, keeper: false } => say!(w, lang, "control-pick", area = a(area)),
            Input::Drop { area } => match &self.phase {
                Phase::Setup { picked: Some((from, _)), .. } if *from == area => {
                    say!(w, lang, "control-leave", area = a(area))
                }
                _ => say!(w, lang, "control-put", area = a(area), name = area_name(area, lang)),
            },
            Input::Ready => say!(w, lang, "control-ready"),
            Input::ResetSetup => say!(w, lang, "control-reset"),
            Input::Target { area } => match board::areas_between(self.ball, area) {
                0 => say!(w, lang, "control-target", area = a(area), name = area_name(area, lang)),
                between => say!(
                    w,
                    lang,
                    "control-target-long-pass",
                    area = a(area),
                    name = area_name(area, lang),
                    between = between
                ),
            },
            Input::SlowGoalKick => say!(w, lang, "control-slow-goal-kick"),
            Input::Shoot => match self.shot_modifier() {
                Some(m) => say!(
                    w,
                    lang,
                    "control-shoot-from",
                    area = a(self.ball),
                    modifier = format!("{m:+}"),
                    value = self.value
                ),
                None => say!(w, lang, "control-shoot"),
            },
            Input::PlayOn => say!(w, lang, "control-play-on"),
            Input::Movement { kind } => {
                let n = kind.line().map(|l| team.map(|t| t.playing_formation().count(l)).unwrap_or(0)).unwrap_or(0);
                let count = n.saturating_sub(self.forced[seat.min(1)]);
                match kind {
                    MoveKind::Midfield => say!(w, lang, "control-movement-midfield", count = count),
                    MoveKind::Forward => say!(w, lang, "control-movement-forward", count = count),
                    MoveKind::Defence => say!(w, lang, "control-movement-defence", count = count),
                    MoveKind::Mixed => say!(w, lang, "control-movement-mixed", count = count),
                }
            }
            Input::UseCondition => {
                let line = self.condition_line(seat.min(1));
                let left = team.map(|t| t.cp[line.index()]).unwrap_or(0);
                say!(w, lang, "control-use-condition", line = WORDS.name_of(lang, &line), left = left)
            }
            Input::Move { from, to, keeper, dribble } => {
                let (from, to) = (a(from), a(to));
                match (keeper, dribble) {
                    (false, false) => say!(w, lang, "control-move", from = from, to = to),
                    (false, true) => say!(w, lang, "control-move-with-ball", from = from, to = to),
                    (true, false) => say!(w, lang, "control-keeper-move", from = from, to = to),
                    (true, true) => say!(w, lang, "control-keeper-move-with-ball", from = from, to = to),
                }
            }
            Input::KeeperOut { out: true } => say!(w, lang, "control-keeper-out"),
            Input::KeeperOut { out: false } => say!(w, lang, "control-keeper-in"),
            Input::EndMovement => say!(w, lang, "control-done-moving"),
            Input::FreeMove { from } => {
                say!(
                    w,
                    lang,
                    "control-free-move",
                    from = a(from),
                    to = a(board::away_from_goal_line(from).unwrap_or(from))
                )
            }
            Input::Press => match self.press_target(seat.min(1)) {
                2 => say!(w, lang, "control-press-one"),
                n => say!(w, lang, "control-press", top = n - 1),
            },
            Input::Substitute { sub } => match sub {
                Substitution::Formation { from, to } => {
                    let (from, to, formation) = shift(from, to);
                    say!(w, lang, "control-sub-formation", from = from, to = to, formation = formation)
                }
                Substitution::RemoveYellow => say!(w, lang, "control-sub-yellow"),
                Substitution::FreshPlayer { line } if self.config.condition => {
                    say!(w, lang, "control-sub-fresh-condition", line = WORDS.name_of(lang, &line))
                }
                Substitution::FreshPlayer { .. } => say!(w, lang, "control-sub-fresh"),
            },
            Input::EndStage => say!(w, lang, "control-end-stage"),
            Input::Dive { side } => say!(w, lang, "control-dive", side = WORDS.name_of(lang, &side)),
            Input::Kick { side } => say!(w, lang, "control-kick", side = WORDS.name_of(lang, &side)),
            Input::HalfTime { change: None } => say!(w, lang, "control-keep-formation"),
            Input::HalfTime { change: Some((from, to)) } => {
                let (from, to, formation) = shift(from, to);
                say!(w, lang, "control-half-time-change", from = from, to = to, formation = formation)
            }
        }
    }

    fn controls(&self, seat: Seat, lang: Lang) -> Controls<Input> {
        let w = &*WORDS;
        let mut controls = Controls::new();
        let legal = self.legal_inputs(seat);
        let (buttons, mut menu): (Vec<Input>, Vec<Input>) = legal.into_iter().partition(|i| button(i).is_some());
        menu.sort_by_key(rank);
        let choices = menu.iter().map(|i| choice(self.describe_input(seat, i, lang), *i)).collect();
        // Each group's label with its kind, so the second step asks the right question in any
        // language (a split group's parts have " (2)" after the label).
        let kinds: RefCell<Vec<(String, GroupKind)>> = RefCell::new(Vec::new());
        let grouped = |i: &Input| {
            let (key, label, kind) = group(i, lang);
            kinds.borrow_mut().push((label.clone(), kind));
            (key, label)
        };
        let second = |g: &str| {
            let kind = kinds
                .borrow()
                .iter()
                .find(|(label, _)| {
                    g == label || g.strip_prefix(label.as_str()).is_some_and(|rest| rest.starts_with(" ("))
                })
                .map(|(_, kind)| *kind)
                .unwrap_or(GroupKind::Destination);
            match kind {
                GroupKind::Cards => say!(w, lang, "control-second-card"),
                GroupKind::Custom => say!(w, lang, "control-second-formation", group = g),
                GroupKind::Destination => say!(w, lang, "control-second-where", group = g),
            }
        };
        controls.menu(placeholder(self, lang), choices, grouped, second);
        let buttons = buttons
            .into_iter()
            .filter_map(|input| {
                let (code, key, kind) = button(&input)?;
                Some(Button { code, key, label: self.describe_input(seat, &input, lang), kind, input })
            })
            .collect();
        controls.buttons(buttons);
        controls
    }
}
