//! Super Team's words: the rules in brief, a line per event, and what a seat sees and must do.

use super::cards::{Card, Stat, CAPTAINS};
use super::input::Event;
use super::state::{DuelKind, SuperTeam, Task, Use, CAPTAIN, GOALIE};
use super::view::{Stage, SuperView};
use crate::game::Viewer;
use crate::text::{name, Text};

/// A piece's name: "Goalie", "Captain", "#3".
pub fn piece_name(i: u8) -> String {
    match i as usize {
        GOALIE => "Goalie".to_string(),
        CAPTAIN => "Captain".to_string(),
        n => format!("#{n}"),
    }
}

pub fn team_name(team: u8) -> String {
    format!("T{}", team + 1)
}

pub fn captain_name(captain: u8) -> String {
    format!("C{} {}", captain + 1, CAPTAINS.get(captain as usize).map(|c| c.name).unwrap_or("?"))
}

/// "P1 S2 D1 T1 G1".
pub fn markers_text(m: &[u8; 5]) -> String {
    Stat::ALL.iter().map(|s| format!("{}{}", &s.name()[..1], m[s.index()])).collect::<Vec<_>>().join(" ")
}

fn dice_text(dice: &[i8]) -> String {
    dice.iter().map(|d| d.to_string()).collect::<Vec<_>>().join("+")
}

/// "4+1 + 1 Morale → 3": the dice, the Morale added (with `unit` after it) and the total.
fn roll_text(dice: &[i8], morale: u8, unit: &str, total: i8) -> String {
    format!("{} + {morale}{unit} → {total}", dice_text(dice))
}

fn use_text(u: Use) -> &'static str {
    match u {
        Use::Instruction => "for its instruction",
        Use::Movement => "as a movement",
        Use::Action => "as an action",
        Use::Discard => "thrown away",
    }
}

fn column(c: u8) -> &'static str {
    ["E (left)", "F (centre)", "G (right)"].get(c as usize).copied().unwrap_or("?")
}

impl Text for SuperTeam {
    const NAME: &'static str = "super-team";
    const TITLE: &'static str = "Super Team";
    const BLURB: &'static str =
        "2 players or solo v the AutoTeam, ~30 min: a card-driven grid board game of tactics, dice and Morale";
    const RULES: &'static str = "**Super Team** — each coach has a 12-card deck and six pieces (Goalie, Captain, four \
others) on an 11 × 15 grid. On your turn play 1–3 cards, each for its printed instruction (a tactic's attacking or \
defending half, a Captain or Coach skill) or as one movement or one action, then draw back to four. A movement moves \
one piece 1–2 spaces (an inactive one 1 space for 1 Morale; the Goalie 1); a ball carrier stops next to an opponent. \
Actions: the attacker passes, shoots or dribbles, the defender tackles; each rolls the green die plus a white die per \
Coach marker on the stat (whites have a −1 face), and Morale (0–3) adds to a roll. A pass needs half its distance \
(rounded up) plus 1 per opponent on its line. A shot: both pick a Strike tile (E, F, G) in secret — the ball goes to \
the shooter's, the keeper steps toward his — then both commit Morale in secret; a tie scores. Successful tactics pay \
Movements, Actions and Morale; Team tactics also give a Fatigue card. Each reshuffle of a deck moves the Time Track; \
half time at 45', full time at 90'. Solo: the AutoTeam plays two cards a turn from its own deck.";
    const NOTATION: &'static str = "Spaces are column A–K and row 1–15 (Home defends row 1). Pieces: G Goalie, C \
Captain, #2–#5; lower case is lying down (moved this turn). Markers: P Pass, S Shoot, D Dribble, T Tackle, G GK.";

    fn event_line(event: &Event, names: &[String]) -> Option<String> {
        let n = |s: usize| name(names, s).to_string();
        Some(match event {
            Event::Chosen { .. } | Event::TurnStarted { .. } | Event::CardDone { .. } => return None,
            Event::BoardsRevealed { boards } => format!(
                "Boards: {} plays {} with {}; {} plays {} with {}.",
                n(0),
                team_name(boards[0].0),
                captain_name(boards[0].1),
                n(1),
                team_name(boards[1].0),
                captain_name(boards[1].1)
            ),
            Event::MarkersRevealed { markers } => {
                format!("Coach markers: {} {} · {} {}.", n(0), markers_text(&markers[0]), n(1), markers_text(&markers[1]))
            }
            Event::StartRoll { rolls, starter } => {
                let last = rolls.last().copied().unwrap_or([0, 0]);
                format!("Start roll {}–{}: {} starts.", last[0], last[1], n(*starter))
            }
            Event::KickOff { side, half } => {
                let what = match half {
                    1 => "Kick-off",
                    2 => "Second half: kick-off",
                    _ => "Kick-off",
                };
                format!("{what} — {} has the ball on F8.", n(*side))
            }
            Event::CardPlayed { side, card, for_ } => format!("{} plays {} {}.", n(*side), card.name(), use_text(*for_)),
            Event::Moved { side, piece, from, to, morale, ball } => {
                let cost = if *morale > 0 { format!(" (paying {morale} Morale)") } else { String::new() };
                let with = if *ball { " with the ball" } else { "" };
                format!("{}'s {} runs {from} → {to}{with}{cost}.", n(*side), piece_name(*piece))
            }
            Event::Passed { side, from, to, power, morale, dice, total, success, lands } => {
                let result = if *success { "arrives".to_string() } else { format!("fails: the ball ends on {lands}") };
                format!(
                    "{} passes {from} → {to}: power {power}, rolled {} + {morale} Morale = {total} — {result}.",
                    n(*side),
                    dice_text(dice)
                )
            }
            Event::KickedOut { side, to } => format!("{}'s Goalie kicks out to {to}.", n(*side)),
            Event::ShotDeclared { side, from } => format!("{} shoots from {from}! Both pick a Strike tile.", n(*side)),
            Event::TilesRevealed { shooter, tiles, keeper, attack, defence } => format!(
                "Tiles: {} aims at {}, {} guards {}; the Goalie is on {keeper}. Power {attack} to beat, keeper {defence}.",
                n(*shooter),
                column(tiles[*shooter % 2]),
                n(1 - *shooter % 2),
                column(tiles[1 - *shooter % 2])
            ),
            Event::Shot { side, target, dice, morale, totals, goal, lands } => {
                let result = if *goal { "GOAL!".to_string() } else { format!("saved or blocked: the ball ends on {lands}") };
                let a = roll_text(&dice[0], morale[0], " Morale", totals[0]);
                let d = roll_text(&dice[1], morale[1], " Morale", totals[1]);
                format!("Shot at {target}: {} {a} against {d} — {result}", n(*side))
            }
            Event::Goal { side } => format!("Goal for {}!", n(*side)),
            Event::Duel { kind, carrier, other, dice, morale, totals, swapped } => {
                let (who, verb) = match kind {
                    DuelKind::Dribble => (carrier.0, "dribbles"),
                    DuelKind::Tackle => (other.0, "tackles"),
                };
                let result = match (kind, swapped) {
                    (DuelKind::Dribble, true) => "past!",
                    (DuelKind::Dribble, false) => "stopped.",
                    (DuelKind::Tackle, true) => "ball won!",
                    (DuelKind::Tackle, false) => "the carrier keeps it.",
                };
                let c = roll_text(&dice[0], morale[0], "", totals[0]);
                let o = roll_text(&dice[1], morale[1], "", totals[1]);
                format!("{} {verb}: carrier {c}, {o} — {result}", n(who))
            }
            Event::Pushed { side, piece, from, to } => format!("{}'s {} is pushed {from} → {to}.", n(*side), piece_name(*piece)),
            Event::Bypassed { side, from, to, .. } => format!("{}'s Captain bypasses: {from} ⇄ {to}.", n(*side)),
            Event::MoraleGained { side, n: k } => format!("{} gains {k} Morale.", n(*side)),
            Event::MarkersMoved { side, markers } => format!("{} moves Coach markers: {}.", n(*side), markers_text(markers)),
            Event::StoodUp { side } => format!("{}'s pieces stand up.", n(*side)),
            Event::FatigueDrawn { side } => format!("{} draws a Fatigue card.", n(*side)),
            Event::FatigueReturned { side, n: k } => format!("{} returns {k} Fatigue card(s).", n(*side)),
            Event::TacticDone { side, card } => format!("{}'s {} works: rewards to take.", n(*side), card.name()),
            Event::TacticFailed { side, card } => format!("{}'s {} fails: no reward.", n(*side), card.name()),
            Event::Reshuffled { side, minute } => format!("{} reshuffles: the clock moves to {minute}'.", n(*side)),
            Event::TurnEnded { .. } => return None,
            Event::HalfTime => "Half time. Coaches rearrange their markers (GK stays).".to_string(),
            Event::ExtraTime => "Level at 90': golden-goal extra time.".to_string(),
            Event::FullTime => "Full time.".to_string(),
            Event::RollOff { rolls, winner } => {
                let last = rolls.last().copied().unwrap_or([0, 0]);
                format!("Still level: roll-off {}–{}, {} goes through.", last[0], last[1], n(*winner))
            }
            Event::AutoCard { card, deciding } => {
                let why = if *deciding { "to decide" } else { "to play" };
                format!("The AutoTeam turns card {} {why}.", card + 1)
            }
        })
    }

    fn ends_turn(event: &Event) -> bool {
        matches!(event, Event::CardDone { .. } | Event::KickOff { .. } | Event::HalfTime | Event::FullTime)
    }

    fn situation(view: &SuperView, names: &[String]) -> String {
        situation(view, names, true)
    }

    fn brief_situation(view: &SuperView, names: &[String]) -> String {
        situation(view, names, false)
    }
}

fn piece_letter(i: usize, down: bool) -> String {
    let s = match i {
        GOALIE => "G".to_string(),
        CAPTAIN => "C".to_string(),
        n => format!("#{n}"),
    };
    if down {
        s.to_lowercase()
    } else {
        s
    }
}

fn team_line(view: &SuperView, side: usize, names: &[String]) -> String {
    let t = &view.teams[side];
    let pieces: Vec<String> = (0..6).map(|i| format!("{}{}", piece_letter(i, t.down[i]), t.pieces[i])).collect();
    let boards = match (t.team, t.captain) {
        (Some(team), Some(c)) => format!(" [{} · {}]", team_name(team), captain_name(c)),
        _ => String::new(),
    };
    let markers = t.markers.map(|m| format!(" · markers {}", markers_text(&m))).unwrap_or_default();
    format!("{}{boards}: {} · Morale {}{markers}", name(names, side), pieces.join(" "), t.morale)
}

fn situation(view: &SuperView, names: &[String], with_hand: bool) -> String {
    let mut lines = Vec::new();
    let score = format!(
        "{} {}–{} {} · {}' (half ends {}') · ball on {}{}",
        name(names, 0),
        view.teams[0].goals,
        view.teams[1].goals,
        name(names, 1),
        view.minute,
        view.half_ends,
        view.ball,
        match view.carrier {
            Some((s, i)) => format!(" with {}'s {}", name(names, s), piece_name(i)),
            None => " (loose)".to_string(),
        }
    );
    lines.push(score);
    lines.push(team_line(view, 0, names));
    lines.push(team_line(view, 1, names));
    let me = match view.viewer {
        Viewer::Seat(s) => Some(s),
        Viewer::Spectator => None,
    };
    if with_hand && !view.hand.is_empty() {
        let hand: Vec<String> = view.hand.iter().map(|c| c.name()).collect();
        lines.push(format!("Your hand: {}", hand.join(", ")));
    }
    let doing = match &view.stage {
        Stage::Prepare { boards: true, offers: Some((t, c)), .. } => format!(
            "Keep a Team board ({} or {}) and a Captain ({} or {}).",
            team_name(t[0]),
            team_name(t[1]),
            captain_name(c[0]),
            captain_name(c[1])
        ),
        Stage::Prepare { mine: None, .. } if me.is_some() => {
            "Lay your six Coach markers (at most two a stat): Pass, Shoot, Dribble, Tackle, GK.".to_string()
        }
        Stage::Prepare { .. } => "Waiting for the Coach markers.".to_string(),
        Stage::HalfTime { mine: None, .. } if me.is_some() => {
            "Half time: lay your Coach markers again (the GK ones stay).".to_string()
        }
        Stage::HalfTime { .. } => "Half time: waiting for the markers.".to_string(),
        Stage::Shot { side, my_tile, powers, .. } => {
            let mut s = format!("{} is shooting.", name(names, *side));
            if let Some((a, d)) = powers {
                s.push_str(&format!(" Power to beat {a}, keeper's {d}."));
            }
            match (my_tile, me) {
                (None, Some(_)) => s.push_str(" Pick your Strike tile (E, F or G) in secret."),
                (Some(_), Some(_)) => s.push_str(" Commit your Morale (0–3) in secret."),
                _ => {}
            }
            s
        }
        Stage::Duel { kind, .. } => {
            let what = if *kind == DuelKind::Dribble { "A dribble" } else { "A tackle" };
            format!("{what}: both commit Morale (0–3) in secret.")
        }
        Stage::Play => {
            let who = name(names, view.turn);
            let role = if view.attacker == view.turn { "attacking" } else { "defending" };
            match view.tasks.first() {
                Some(task) => format!("{who} ({role}) — {}.", task_text(task)),
                None if view.must_kick => {
                    format!(
                        "{who}: the Goalie holds the ball in the box — the first thing must be its pass or kick-out."
                    )
                }
                None => format!("{who} ({role}), card {} of up to 3.", view.cards_played + 1),
            }
        }
        Stage::Over => "The match is over.".to_string(),
    };
    lines.push(doing);
    lines.join("\n")
}

pub(crate) fn task_text(task: &Task) -> String {
    match task {
        Task::Movement { rule, .. } => {
            let mut s = "move a piece".to_string();
            if rule.captain {
                s = "move the Captain".to_string();
            }
            match rule.way {
                super::state::Way::Forward => s.push_str(" forward"),
                super::state::Way::Backward => s.push_str(" backward"),
                super::state::Way::Any => {}
            }
            if rule.marking {
                s.push_str(", ending next to an opponent");
            }
            if rule.onto_ball {
                s.push_str(" onto the loose ball");
            }
            s
        }
        Task::Action { .. } => "one action".to_string(),
        Task::Pass { step: Some(step), .. } => format!("{}: pick the target", step.name()),
        Task::Pass { .. } => "a pass: pick the target".to_string(),
        Task::PassMorale { to, power, .. } => format!("pass to {to} needs power {power}: add Morale?"),
        Task::Strike { .. } => "shoot".to_string(),
        Task::Push => "push an opponent next to the Captain".to_string(),
        Task::Bypass => "swap the Captain with an adjacent opponent".to_string(),
        Task::Markers { left } => format!("move up to {left} Coach marker(s)"),
        Task::Rewards { left } => {
            let r: Vec<&str> = left.iter().map(|r| r.name()).collect();
            format!("take the rewards ({})", r.join(", "))
        }
    }
}

/// The card as a menu line: its name and what it would do.
pub fn card_line(card: Card) -> String {
    match card.coach() {
        Some((name, _, _)) => format!("{name} — {}", card.text()),
        None => format!("{} — {}", card.name(), card.text()),
    }
}
