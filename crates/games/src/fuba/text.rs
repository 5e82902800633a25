//! FUBA in words: the rules in brief, a line per event, the one-line summary of a turn, and what
//! a coach must do now.

use super::board::{self, Area};
use super::event::{Control, Event, ShotResult, TurnLog};
use super::state::*;
use super::view::{clock, FubaView};
use crate::game::{Seat, Viewer};
use crate::text::{name, Text};

impl Text for Fuba {
    const NAME: &'static str = "fuba";
    const TITLE: &'static str = "FUBA";
    const BLURB: &'static str = "a tactical board game for 2 on a 13-area pitch: formations, a ball die and the \
                                 clock, about 23 turns a half";
    const RULES: &'static str = "a tactical board game on a 13-area pitch. Each coach has ten players and a \
goalkeeper and picks a formation in secret (4-4-2 and so on). The team with the ball picks a **target area**; two \
dice move the clock by their difference and test control against the **ball value** (1 is excellent, 6 poor): keep \
it, lose it, or a special event (free kicks, cards, extra moves). Then each team has an action stage: **shoot** (from \
the opponent's half), **move** players by one line's movement type (midfield sideways, forwards straight on, \
defenders straight back), and **press** to win the ball. Two halves of 45 minutes plus stoppage time, about 23 turns \
each. Penalties: the keeper dives in secret, then the taker picks a side.";

    const NOTATION: &'static str = "The board is written area by area, west to east in each lane (N north, C \
centre, S south): \"C2 3:1\" means 3 of the home side's players and 1 of the away side's in C2; \"*\" marks the \
goalkeeper. The home side attacks east (towards C5), the away side west (towards C1).";

    fn event_line(event: &Event, names: &[String]) -> Option<String> {
        event_line(event, names)
    }

    fn ends_turn(event: &Event) -> bool {
        matches!(
            event,
            Event::TurnEnded { .. }
                | Event::SetupStarts { .. }
                | Event::HalfTime { .. }
                | Event::PenaltyKick { .. }
                | Event::KickOffRoll { .. }
        )
    }

    fn situation(view: &FubaView, names: &[String]) -> String {
        situation(view, names)
    }
}

/// One play-by-play line per event (`None` for the ones too small to mention).
pub fn event_line(event: &Event, names: &[String]) -> Option<String> {
    let n = |s: Seat| name(names, s);
    let a = |x: Area| board::id(x);
    Some(match event {
        Event::Chose { .. } => return None,
        Event::Formations { formations, .. } => {
            format!("Formations: {} {} · {} {}", n(0), formations[0], n(1), formations[1])
        }
        Event::KickOffRoll { dice, winner } => format!("Kick-off roll {}–{}: {} chooses", dice[0], dice[1], n(*winner)),
        Event::KickOffChosen { seat, with_ball } => {
            format!("{} starts {} the ball", n(*seat), if *with_ball { "with" } else { "without" })
        }
        Event::SetupStarts { kind, ct } => match kind {
            SetupKind::KickOff => format!("Kick-off setup: {} has the ball", n(*ct)),
            SetupKind::FreeKick { area } => format!("Free-kick setup in {}", a(*area)),
            SetupKind::Corner => format!("Corner setup for {}", n(*ct)),
            SetupKind::Penalty => format!("Penalty setup for {}", n(*ct)),
        },
        Event::Placed { .. } | Event::SetupReady { .. } | Event::KeeperOut { .. } | Event::TurnEnded { .. } => {
            return None
        }
        Event::Target { seat, area } => format!("{} targets {}", n(*seat), a(*area)),
        Event::Dice { dice } => format!("Dice {}–{}", dice[0], dice[1]),
        Event::Clock { advance, minute, stoppage } => format!("Clock +{advance} → {}", clock(*minute, *stoppage)),
        Event::Control { control } => match control {
            Control::Kept => "Control kept".into(),
            Control::Automatic => "Control passed automatically".into(),
            Control::Lost => "Control lost: turnover".into(),
            Control::SpecialEvent => "Die equals the ball value: special event".into(),
        },
        Event::SpecialEvent { difference, .. } => {
            format!("Special event {difference:+}: {}", special_event_text(*difference))
        }
        Event::YellowRoll { seat, roll, card } => {
            format!("{} rolls {roll} for a card: {}", n(*seat), if *card { "yellow card" } else { "no card" })
        }
        Event::RedCard { seat, .. } => format!("RED CARD for {}", n(*seat)),
        Event::Injury { seat, roll, back_in_turn, .. } => match back_in_turn {
            Some(t) => format!("A player of {} is injured (roll {roll}), back in turn {t}", n(*seat)),
            None => format!("A player of {} is injured (roll {roll}), out for the match", n(*seat)),
        },
        Event::Returned { seat, count } => {
            format!("{} gets {count} player{} back in C3", n(*seat), if *count == 1 { "" } else { "s" })
        }
        Event::Possession { seat } => format!("{} has the ball", n(*seat)),
        Event::ValueTurnover { seat } => format!("Ball value over 6: turnover, {} has the ball", n(*seat)),
        Event::StoppageOver { difference, stoppage } => {
            format!("Dice difference {difference} is below the stoppage square +{stoppage}: the half ends")
        }
        Event::BallMoved { to, value } => format!("Ball to {}, value {value}", a(*to)),
        Event::ForcedMove { seat, from, to, .. } => {
            format!("{} moves a player {} → {} to the ball", n(*seat), a(*from), a(*to))
        }
        Event::FreeKick { seat, area } => format!("Free kick for {} in {}", n(*seat), a(*area)),
        Event::Shot { seat, from, roll, second_roll, modifier, value, to_beat, result } => {
            let word = match result {
                ShotResult::Goal => "GOAL",
                ShotResult::Corner => "corner",
                ShotResult::Rebound => "rebound",
                ShotResult::Miss => "miss, goal kick",
            };
            format!(
                "{} shoots from {}: {} — {word}",
                n(*seat),
                a(*from),
                shot_words(*roll, *second_roll, *modifier, *value, *to_beat)
            )
        }
        Event::Rebound { totals, result, .. } => {
            format!("Rebound {}–{}: {}", totals[0], totals[1], result_word(*result))
        }
        Event::Goal { seat, score } => format!("GOAL for {}! {}–{}", n(*seat), score[0], score[1]),
        Event::Corner { seat } => format!("Corner for {}", n(*seat)),
        Event::GoalKick { seat } => format!("Goal kick for {}", n(*seat)),
        Event::MovementChosen { seat, kind, allowance } => format!("{}: {} ({allowance})", n(*seat), kind.title()),
        Event::ConditionUsed { seat, line, roll, allowance } => {
            format!("{} uses a {} condition point: roll {roll}, {allowance} moves", n(*seat), line.title())
        }
        Event::Moved { seat, from, to, keeper, dribble } => format!(
            "{} {}{} → {}{}",
            n(*seat),
            if *keeper { "goalkeeper " } else { "" },
            a(*from),
            a(*to),
            if *dribble { " with the ball" } else { "" }
        ),
        Event::FreeMoved { seat, from, to } => format!("{}: free move {} → {}", n(*seat), a(*from), a(*to)),
        Event::BallValue { value } => format!("Ball value {value}"),
        Event::Press { seat, roll, won } => {
            format!("{} presses: roll {roll}, {}", n(*seat), if *won { "ball won" } else { "failed" })
        }
        Event::Substitution { seat, .. } => format!("{} makes a substitution", n(*seat)),
        Event::Tiredness { seat, rolls, lost } => format!(
            "{}'s tiredness test {}: {lost} CP lost",
            n(*seat),
            rolls.iter().map(|r| r.to_string()).collect::<Vec<_>>().join(", ")
        ),
        Event::Tired { seat } => format!("{} is tired for the rest of the match", n(*seat)),
        Event::ConditionGained { seat, line } => format!("{} gains a {} condition point", n(*seat), line.title()),
        Event::PenaltyKick { seat, dive, kick, roll, need, scored, .. } => format!(
            "Penalty by {}: kick {}, dive {}, needs {need}+, rolled {roll} — {}",
            n(*seat),
            kick.title(),
            dive.title(),
            if *scored { "scored" } else { "missed" }
        ),
        Event::HalfTime { score } => format!("Half time: {}–{}", score[0], score[1]),
        Event::FormationChanged { seat, formation } => format!("{} now plays {formation}", n(*seat)),
        Event::SecondHalf => "Second half".into(),
        Event::ShootoutStarts => "Level after 90 minutes: penalty shoot-out".into(),
        Event::LotsDrawn { seat } => format!("Shoot-out still level after 100 kicks each: lots go to {}", n(*seat)),
        Event::FullTime { score } => format!("Full time: {} {}–{} {}", n(0), score[0], score[1], n(1)),
    })
}

/// The special-event table (§7.4.3) in words.
pub fn special_event_text(difference: i8) -> &'static str {
    match difference {
        -5 => "the passive team may move two players one area",
        -4 => "control lost, the ball stays in the start area",
        -3 => "the passive team may move one player one area",
        -2 => "+1 to the ball value",
        -1 => "free kick for the controlling team, a card roll for the passive team",
        0 => "action stages skipped",
        1 => "free kick for the passive team, a card roll for the controlling team",
        2 => "−1 to the ball value",
        3 => "the controlling team may move one player one area",
        4 => "−2 to the ball value",
        _ => "the passive team may not choose defence movement",
    }
}

/// A goal attempt's dice in words (§7.7): the roll, the modifiers added to it and the ball
/// value it must beat; for a difficult attempt (§7.7.1, even a 6 is not enough) the 6 needed
/// first, then the second roll against the area's modifier.
fn shot_words(roll: u8, second_roll: Option<u8>, modifier: i8, value: u8, to_beat: Option<u8>) -> String {
    let modifiers = match modifier {
        0 => String::new(),
        m => format!(", modifiers {}, total {}", signed(m), roll as i8 + m),
    };
    match (second_roll, to_beat) {
        (Some(again), Some(area)) => format!(
            "a difficult attempt (even 6 {} = {} is not above the ball value {value}): rolled 6, so a second roll, \
             {again} against the area's {area}",
            signed(modifier),
            6 + modifier
        ),
        (Some(again), None) => format!("a difficult attempt: rolled 6, then a second roll of {again}"),
        (None, _) if 6 + modifier <= value as i8 => format!(
            "a difficult attempt (even 6 {} = {} is not above the ball value {value}): rolled {roll}, not the 6 it \
             needs",
            signed(modifier),
            6 + modifier
        ),
        (None, _) => format!("rolled {roll}{modifiers} against the ball value {value}"),
    }
}

/// A modifier with its sign, minus as the minus sign.
fn signed(m: i8) -> String {
    if m < 0 {
        format!("−{}", m.unsigned_abs())
    } else {
        format!("+{m}")
    }
}

pub fn result_word(r: ShotResult) -> &'static str {
    match r {
        ShotResult::Goal => "goal",
        ShotResult::Corner => "corner",
        ShotResult::Rebound => "rebound",
        ShotResult::Miss => "miss",
    }
}

/// The one-line summary of a turn, from its log: "Turn 12 · Rovers targets N4 · dice 5–2, clock
/// +3 · control kept · Rovers shoots from N4: goal · GOAL Rovers".
pub fn turn_line(log: &TurnLog, names: &[String]) -> String {
    turn_parts(log, names).into_iter().map(|(_, part)| part).collect::<Vec<_>>().join(" · ")
}

/// The parts of [`turn_line`], each with how much it matters (0 most): where space is short a
/// picture leaves out the least important first, so how a goal came about always shows.
pub fn turn_parts(log: &TurnLog, names: &[String]) -> Vec<(u8, String)> {
    let n = |s: Seat| name(names, s);
    let mut parts = vec![(1, format!("Turn {}", log.turn))];
    if let Some(t) = log.target {
        parts.push((1, format!("{} targets {}", n(log.ct), board::id(t))));
    }
    if let Some(d) = log.dice {
        parts.push((4, format!("dice {}–{}, clock +{}", d[0], d[1], log.advance)));
    }
    if let Some(c) = log.control {
        let word = match c {
            Control::Kept => "kept",
            Control::Automatic => "passed automatically",
            Control::Lost => "lost",
            Control::SpecialEvent => "special event",
        };
        parts.push((3, format!("control {word}")));
    }
    for note in &log.notes {
        let part = match note {
            Event::SpecialEvent { difference, .. } => (2, format!("special event {difference:+}")),
            Event::ValueTurnover { .. } => (2, "ball value over 6: turnover".to_string()),
            Event::Corner { seat } => (2, format!("corner to {}", n(*seat))),
            Event::StoppageOver { difference, stoppage } => {
                (2, format!("difference {difference} below +{stoppage}: the half ends"))
            }
            Event::Tiredness { seat, lost, .. } => (3, format!("{} loses {lost} CP to tiredness", n(*seat))),
            Event::YellowRoll { seat, .. } => (2, format!("yellow card for {}", n(*seat))),
            Event::RedCard { seat, .. } => (0, format!("red card for {}", n(*seat))),
            Event::Injury { seat, .. } => (2, format!("injury for {}", n(*seat))),
            Event::FreeKick { seat, area } => (2, format!("free kick to {} in {}", n(*seat), board::id(*area))),
            Event::Press { seat, .. } => (1, format!("{} wins the ball by pressing", n(*seat))),
            Event::Shot { seat, from, result, .. } => {
                (0, format!("{} shoots from {}: {}", n(*seat), board::id(*from), result_word(*result)))
            }
            Event::Goal { seat, .. } => (0, format!("GOAL {}", n(*seat))),
            Event::PenaltyKick { scored, .. } => (0, format!("penalty {}", if *scored { "scored" } else { "missed" })),
            other => match event_line(other, names) {
                Some(line) => (2, line),
                None => continue,
            },
        };
        parts.push(part);
    }
    parts
}

/// The FUBA situation for one coach: score and clock, the board as a table, and the decision.
fn situation(v: &FubaView, names: &[String]) -> String {
    let Viewer::Seat(seat) = v.viewer else { return String::new() };
    let seat = seat.min(1);
    let mut out = format!(
        "{} {} – {} {}   ({}, half {}{})\n",
        name(names, 0),
        v.score[0],
        v.score[1],
        name(names, 1),
        v.clock(),
        v.half,
        match v.config.advanced_list().as_str() {
            "basic" | "A4" => String::new(),
            rules => format!(", {rules}"),
        }
    );
    let you = &v.teams[seat];
    if let Some(f) = you.formation {
        out.push_str(&format!("You play {f}"));
        if let Some(cp) = you.cp {
            out.push_str(&format!(" · CP D{} M{} F{}{}", cp[0], cp[1], cp[2], if you.tired { " (tired)" } else { "" }));
        }
        if let Some(subs) = you.subs_left {
            out.push_str(&format!(" · subs left {subs}"));
        }
        out.push_str(&format!(" · cards {}Y {}R\n", you.yellows, you.reds));
    }
    if !matches!(v.phase, Phase::Prepare { .. }) {
        let ball_side = if v.ct == seat { "Your ball" } else { "Their ball" };
        out.push_str(&format!("{ball_side} in {} (value {})", board::id(v.ball), v.value));
        if let Some(t) = v.target {
            out.push_str(&format!(", target {}", board::id(t)));
        }
        out.push('\n');
        // The board lane by lane, west to east: "home:away" players (GK marked with *).
        for lane in [board::Lane::North, board::Lane::Centre, board::Lane::South] {
            let cells: Vec<String> = (0..board::AREA_COUNT as u8)
                .filter(|a| board::lane(*a) == lane)
                .map(|a| {
                    let count = |s: usize| {
                        let t = &v.teams[s];
                        format!("{}{}", t.pieces[a as usize], if t.keeper == a { "*" } else { "" })
                    };
                    format!("{} {}:{}", board::id(a), count(0), count(1))
                })
                .collect();
            out.push_str(&format!("  {}\n", cells.join("  ")));
        }
        let corners: Vec<String> = (board::AREA_COUNT as u8..board::SPOT_COUNT as u8)
            .filter(|a| v.teams[0].pieces[*a as usize] + v.teams[1].pieces[*a as usize] > 0)
            .map(|a| format!("{} {}:{}", board::id(a), v.teams[0].pieces[a as usize], v.teams[1].pieces[a as usize]))
            .collect();
        if !corners.is_empty() {
            out.push_str(&format!("  corner spots: {}\n", corners.join("  ")));
        }
    }
    out.push_str(&task(v, seat));
    out.push('\n');
    out
}

/// What the coach must decide now.
fn task(v: &FubaView, seat: Seat) -> String {
    let ours = v.ct == seat;
    match &v.phase {
        Phase::Prepare { drafts } => match drafts[seat].formation {
            None => "Choose your formation in secret (defenders-midfielders-forwards).".into(),
            Some(f) => format!("Formation {f}: now your roles and styles, in secret."),
        },
        Phase::KickOffChoice { .. } => "You won the kick-off roll: start with the ball or without it?".into(),
        Phase::Setup { kind, stage, picked } => {
            let what = match kind {
                SetupKind::KickOff => {
                    "Kick-off setup: at least 2 players in C3 for the team with the ball, everyone in \
                                       their own half, the goalkeeper in the box."
                        .to_string()
                }
                SetupKind::FreeKick { area } => format!("Free-kick setup in {}.", board::id(*area)),
                SetupKind::Corner => "Corner setup: one attacker on a corner spot.".into(),
                SetupKind::Penalty => "Penalty setup: only the taker and the goalkeeper in the box.".into(),
            };
            let step = match (stage, picked) {
                (_, Some((from, _))) => format!("Where to? (taken from {})", board::id(*from)),
                (SetupStage::Adjust { left }, None) => {
                    format!("You may move up to {left} player(s) one area, or say ready.")
                }
                _ => "The default placement is set: move players or say ready.".into(),
            };
            format!("{what}\n{step}")
        }
        Phase::FreeKickChoice => "Free kick: shoot now (−1) or play on with a new turn.".into(),
        Phase::Target => "Choose the target area for the ball.".into(),
        Phase::EventMoves { left, .. } => format!("Special event: you may move {left} player(s) one area."),
        Phase::ExtraMovement { .. } => "Slow goal kick: an extra movement stage.".into(),
        Phase::Action { step, .. } => match step {
            ActionStep::Choose { .. } if ours => "Your action stage: shoot, or choose how to move.".into(),
            ActionStep::Choose { .. } => "Your action stage (defending): choose how to move.".into(),
            ActionStep::Moving { kind, left, .. } => format!("{}: {left} move(s) left.", kind.title()),
            ActionStep::FreeMoves => "Free moves away from the goal line, if you want.".into(),
            ActionStep::Finish { pressed } => {
                // Only what this coach may do: a press as the defending side (and not twice),
                // substitutions only under A3.
                let team = &v.teams[seat];
                let press_target = v.value + u8::from(v.config.keeper && team.keeper_out);
                let mut can = Vec::new();
                if !ours && !pressed && !v.goal_kick && team.count(v.ball) > 0 && press_target > 1 {
                    can.push("press");
                }
                if v.config.substitutions && team.subs_left.unwrap_or(0) > 0 {
                    can.push("substitute");
                }
                match can.as_slice() {
                    [] => "End your stage.".into(),
                    [one] => format!("{}, or end your stage.", capital(one)),
                    [a, b] => format!("{}, {b}, or end your stage.", capital(a)),
                    _ => "Choose, or end your stage.".into(),
                }
            }
        },
        Phase::Penalty { dive: None, .. } => "Penalty: choose your goalkeeper's dive, in secret.".into(),
        Phase::Penalty { .. } => "Penalty: choose where to kick (the keeper has chosen, you can't see it).".into(),
        Phase::HalfTime { .. } => "Half time: move one player between lines, or keep your formation (secret).".into(),
        Phase::Over => "Full time.".into(),
    }
}

fn capital(word: &str) -> String {
    let mut c = word.chars();
    c.next().map(|f| f.to_uppercase().chain(c).collect()).unwrap_or_default()
}
