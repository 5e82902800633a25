//! Super Team's words: the rules in brief, a line per event, and what a seat sees and must do.

use super::cards::{Card, Reward, Stat, CAPTAINS};
use super::input::{Event, Failure};
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

/// The faces as a sum a player reads aloud: "6 − 1 + 1" (a fumble face subtracts).
fn dice_text(dice: &[i8]) -> String {
    let mut out = String::new();
    for (i, d) in dice.iter().enumerate() {
        match (i, *d < 0) {
            (0, true) => out.push_str(&format!("−{}", d.unsigned_abs())),
            (0, false) => out.push_str(&d.to_string()),
            (_, true) => out.push_str(&format!(" − {}", d.unsigned_abs())),
            (_, false) => out.push_str(&format!(" + {d}")),
        }
    }
    out
}

/// A signed number for a line of sums: "+2", "−1".
fn signed(n: i8) -> String {
    if n < 0 {
        format!("−{}", n.unsigned_abs())
    } else {
        format!("+{n}")
    }
}

/// A number with a true minus sign when negative: "3", "−1".
fn number(n: i16) -> String {
    if n < 0 {
        format!("−{}", n.unsigned_abs())
    } else {
        n.to_string()
    }
}

/// One side's roll in words: "dice 4 + 1 − 1, +1 bonus, +2 Morale". The bonus (STARS,
/// abilities) and Morale are named only when there are some.
fn roll_words(dice: &[i8], bonus: i8, morale: u8) -> String {
    let mut out = format!("dice {}", dice_text(dice));
    if bonus != 0 {
        out.push_str(&format!(", {} bonus", signed(bonus)));
    }
    if morale > 0 {
        out.push_str(&format!(", +{morale} Morale"));
    }
    out
}

/// A roll and its total: "dice 4 − 1, +1 Morale = 4"; a lone die needs no sum ("dice 5").
fn roll_total(dice: &[i8], bonus: i8, morale: u8, total: i8) -> String {
    let words = roll_words(dice, bonus, morale);
    if dice.len() == 1 && bonus == 0 && morale == 0 {
        words
    } else {
        format!("{words} = {}", number(total as i16))
    }
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
            Event::Passed { side, from, to, power, morale, dice, total, success, lands, bonus } => {
                let result = if *success {
                    "it arrives".to_string()
                } else {
                    format!("it fails, the ball ends on {lands}")
                };
                format!(
                    "{} passes {from} → {to}, needing {power}: {} — {result}.",
                    n(*side),
                    roll_total(dice, *bonus, *morale, *total)
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
            Event::Shot { side, target, dice, morale, totals, goal, lands, bonus, powers } => {
                // Each side's total less the power it had to beat: the higher margin wins, and a
                // tie scores.
                let side_words = |i: usize| {
                    let rolled = totals[i] as i16 + powers[i] as i16;
                    let words = roll_words(&dice[i], bonus[i], morale[i]);
                    format!("{words} = {}, less power {} → margin {}", number(rolled), powers[i], number(totals[i] as i16))
                };
                let result = match (goal, totals[0] == totals[1]) {
                    (true, true) => "level, and a tie goes to the shooter: GOAL!".to_string(),
                    (true, false) => "the shooter is ahead: GOAL!".to_string(),
                    (false, _) => format!("the Goalie is ahead: saved or blocked, the ball ends on {lands}."),
                };
                format!(
                    "{} shoots at {target}: {}; {}'s Goalie: {} — {result}",
                    n(*side),
                    side_words(0),
                    n(1 - *side % 2),
                    side_words(1)
                )
            }
            Event::Goal { side } => format!("Goal for {}!", n(*side)),
            Event::Duel { kind, carrier, other, dice, morale, totals, swapped, bonus } => {
                let result = match (kind, swapped, totals[0] == totals[1]) {
                    (DuelKind::Dribble, true, true) => "level, and a tie goes to the dribbler: past!",
                    (DuelKind::Dribble, true, false) => "past!",
                    (DuelKind::Dribble, false, _) => "stopped.",
                    (DuelKind::Tackle, true, _) => "ball won!",
                    (DuelKind::Tackle, false, true) => "level, and a tie goes to the carrier: kept.",
                    (DuelKind::Tackle, false, false) => "the carrier keeps it.",
                };
                let c = roll_total(&dice[0], bonus[0], morale[0], totals[0]);
                let o = roll_total(&dice[1], bonus[1], morale[1], totals[1]);
                let (c_piece, o_piece) = (piece_name(carrier.1), piece_name(other.1));
                match kind {
                    DuelKind::Dribble => format!(
                        "{}'s {c_piece} dribbles: {c} against {}'s {o_piece}: {o} — {result}",
                        n(carrier.0),
                        n(other.0)
                    ),
                    DuelKind::Tackle => format!(
                        "{}'s {o_piece} tackles: {o} against {}'s {c_piece} on the ball: {c} — {result}",
                        n(other.0),
                        n(carrier.0)
                    ),
                }
            }
            Event::Pushed { side, piece, from, to } => format!("{}'s {} is pushed {from} → {to}.", n(*side), piece_name(*piece)),
            Event::Bypassed { side, from, to, .. } => format!("{}'s Captain bypasses: {from} ⇄ {to}.", n(*side)),
            Event::MoraleGained { side, n: k } => format!("{} gains {k} Morale.", n(*side)),
            Event::MarkersMoved { side, markers } => format!("{} moves Coach markers: {}.", n(*side), markers_text(markers)),
            Event::StoodUp { side } => format!("{}'s pieces stand up.", n(*side)),
            Event::FatigueDrawn { side } => format!("{} draws a Fatigue card.", n(*side)),
            Event::FatigueReturned { side, n: k } => format!("{} returns {k} Fatigue card(s).", n(*side)),
            Event::TacticDone { side, card } => format!("{}'s {} works: rewards to take.", n(*side), card.name()),
            Event::TacticFailed { side, card, why } => {
                let why = match why {
                    Failure::PassMissed => "a pass did not arrive",
                    Failure::BallLost => "the ball changed hands before its last step",
                    Failure::NoWayOn => "its next step had nowhere to go from there",
                };
                format!("{}'s {} fails ({why}): no rewards.", n(*side), card.name())
            }
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
        // Each card whole, on its own line: the menus show only the way each is played.
        lines.push("Your hand:".to_string());
        lines.extend(view.hand.iter().map(|c| format!("• {}", card_line(*c))));
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

/// The card as a line of the hand: its name and everything it says, both halves of a tactic.
pub fn card_line(card: Card) -> String {
    match card.coach() {
        Some((name, _, _)) => format!("{name} — {}", card.text()),
        None => format!("{} — {}", card.name(), card.text()),
    }
}

/// Rewards counted: "2 Movements, 1 Action, 1 Morale".
fn rewards_text(rewards: &[Reward]) -> String {
    let mut out: Vec<String> = Vec::new();
    for r in [Reward::Movement, Reward::Action, Reward::Morale] {
        let k = rewards.iter().filter(|x| **x == r).count();
        match (k, r) {
            (0, _) => {}
            (_, Reward::Morale) => out.push(format!("{k} Morale")),
            (1, _) => out.push(format!("1 {}", r.name())),
            _ => out.push(format!("{k} {}s", r.name())),
        }
    }
    out.join(", ")
}

/// What playing `card` one way does now, whole, for the second line of a menu choice: a
/// tactic shows the half for the role the player is in (§9), a plain use what it gives (§5).
pub fn card_use_line(card: Card, for_: Use, attacking: bool) -> String {
    match for_ {
        Use::Instruction => match card.tactic() {
            Some(t) => {
                let half = if attacking { &t.offence } else { &t.defence };
                let steps: Vec<&str> = half.steps.iter().map(|s| s.name()).collect();
                let marked = if half.marked { " (carrier marked)" } else { "" };
                // Kept within a menu line's 100 characters: the longest chain fits whole.
                let fatigue = if card.tiring() { " + Fatigue" } else { "" };
                format!("{}{marked}; wins {}{fatigue}", steps.join(" → "), rewards_text(half.rewards))
            }
            None => card.text(),
        },
        Use::Movement => "one movement: a piece 1–2 spaces (a lying one 1, for 1 Morale)".to_string(),
        Use::Action if attacking => "one action: pass, shoot or dribble".to_string(),
        Use::Action => "one action: tackle the ball carrier".to_string(),
        Use::Discard => "thrown away for nothing (Harder Game, once a turn)".to_string(),
    }
}
