//! FUBA in words: the rules in brief, a line per event, the one-line summary of a turn, and what
//! a coach must do now.

use touchline_i18n::{say, Catalogue, Named, Source};

use super::board::{self, Area};
use super::event::{Control, Event, ShotResult, TurnLog};
use super::state::*;
use super::view::{clock, FubaView};
use crate::game::{Seat, Viewer};
use crate::text::{name, Lang, Text};

pub use super::words::SOURCES;
pub(crate) use super::words::WORDS;

impl Text for Fuba {
    const TITLE: &'static str = "FUBA";
    const SOURCES: &'static [Source] = &SOURCES;
    const NAMED: &'static [&'static [&'static str]] =
        &[Line::IDS, Style::IDS, MoveKind::IDS, Side::IDS, ShotResult::IDS];

    fn words() -> &'static Catalogue {
        &WORDS
    }

    /// One play-by-play line per event (`None` for the ones too small to mention).
    fn event_line(event: &Event, names: &[String], lang: Lang) -> Option<String> {
        let w = &*WORDS;
        let n = |s: Seat| name(names, s);
        let a = |x: Area| board::id(x);
        Some(match event {
            Event::Chose { .. } => return None,
            Event::Formations { formations, .. } => say!(
                w,
                lang,
                "event-formations",
                home = n(0),
                home_formation = formations[0].to_string(),
                away = n(1),
                away_formation = formations[1].to_string()
            ),
            Event::KickOffRoll { dice, winner } => {
                say!(w, lang, "event-kick-off-roll", home_die = dice[0], away_die = dice[1], name = n(*winner))
            }
            Event::KickOffChosen { seat, with_ball: true } => {
                say!(w, lang, "event-kick-off-with-ball", name = n(*seat))
            }
            Event::KickOffChosen { seat, with_ball: false } => {
                say!(w, lang, "event-kick-off-without-ball", name = n(*seat))
            }
            Event::SetupStarts { kind, ct } => match kind {
                SetupKind::KickOff => say!(w, lang, "event-setup-kick-off", name = n(*ct)),
                SetupKind::FreeKick { area } => say!(w, lang, "event-setup-free-kick", area = a(*area)),
                SetupKind::Corner => say!(w, lang, "event-setup-corner", name = n(*ct)),
                SetupKind::Penalty => say!(w, lang, "event-setup-penalty", name = n(*ct)),
            },
            Event::Placed { .. } | Event::SetupReady { .. } | Event::KeeperOut { .. } | Event::TurnEnded { .. } => {
                return None
            }
            Event::Target { seat, area } => say!(w, lang, "event-target", name = n(*seat), area = a(*area)),
            Event::Dice { dice } => say!(w, lang, "event-dice", first = dice[0], second = dice[1]),
            Event::Clock { advance, minute, stoppage } => {
                say!(w, lang, "event-clock", advance = *advance, clock = clock(*minute, *stoppage))
            }
            Event::Control { control } => match control {
                Control::Kept => say!(w, lang, "event-control-kept"),
                Control::Automatic => say!(w, lang, "event-control-automatic"),
                Control::Lost => say!(w, lang, "event-control-lost"),
                Control::SpecialEvent => say!(w, lang, "event-control-special"),
            },
            Event::SpecialEvent { difference, .. } => say!(
                w,
                lang,
                "event-special",
                difference = format!("{difference:+}"),
                effect = special_event_text(*difference, lang)
            ),
            Event::YellowRoll { seat, roll, card: true } => {
                say!(w, lang, "event-yellow-roll-card", name = n(*seat), roll = *roll)
            }
            Event::YellowRoll { seat, roll, card: false } => {
                say!(w, lang, "event-yellow-roll-none", name = n(*seat), roll = *roll)
            }
            Event::RedCard { seat, .. } => say!(w, lang, "event-red-card", name = n(*seat)),
            Event::Injury { seat, roll, back_in_turn, .. } => match back_in_turn {
                Some(t) => say!(w, lang, "event-injury-back", name = n(*seat), roll = *roll, turn = *t),
                None => say!(w, lang, "event-injury-out", name = n(*seat), roll = *roll),
            },
            Event::Returned { seat, count } => say!(w, lang, "event-returned", name = n(*seat), count = *count),
            Event::Possession { seat } => say!(w, lang, "event-possession", name = n(*seat)),
            Event::ValueTurnover { seat } => say!(w, lang, "event-value-turnover", name = n(*seat)),
            Event::StoppageOver { difference, stoppage } => {
                say!(w, lang, "event-stoppage-over", difference = *difference, stoppage = *stoppage)
            }
            Event::BallMoved { to, value } => say!(w, lang, "event-ball-moved", area = a(*to), value = *value),
            Event::ForcedMove { seat, from, to, .. } => {
                say!(w, lang, "event-forced-move", name = n(*seat), from = a(*from), to = a(*to))
            }
            Event::FreeKick { seat, area } => say!(w, lang, "event-free-kick", name = n(*seat), area = a(*area)),
            Event::Shot { seat, from, roll, second_roll, modifier, value, to_beat, result } => {
                let dice = shot_words(*roll, *second_roll, *modifier, *value, *to_beat, lang);
                let (name, area) = (n(*seat), a(*from));
                match result {
                    ShotResult::Goal => say!(w, lang, "event-shot-goal", name = name, area = area, dice = dice),
                    ShotResult::Corner => say!(w, lang, "event-shot-corner", name = name, area = area, dice = dice),
                    ShotResult::Rebound => say!(w, lang, "event-shot-rebound", name = name, area = area, dice = dice),
                    ShotResult::Miss => say!(w, lang, "event-shot-miss", name = name, area = area, dice = dice),
                }
            }
            Event::Rebound { totals, result, .. } => {
                say!(w, lang, "event-rebound", home = totals[0], away = totals[1], result = WORDS.name_of(lang, result))
            }
            Event::Goal { seat, score } => {
                say!(w, lang, "event-goal", name = n(*seat), home = score[0], away = score[1])
            }
            Event::Corner { seat } => say!(w, lang, "event-corner", name = n(*seat)),
            Event::GoalKick { seat } => say!(w, lang, "event-goal-kick", name = n(*seat)),
            Event::MovementChosen { seat, kind, allowance } => say!(
                w,
                lang,
                "event-movement-chosen",
                name = n(*seat),
                kind = WORDS.name_of(lang, kind),
                allowance = *allowance
            ),
            Event::ConditionUsed { seat, line, roll, allowance } => say!(
                w,
                lang,
                "event-condition-used",
                name = n(*seat),
                line = WORDS.name_of(lang, line),
                roll = *roll,
                allowance = *allowance
            ),
            Event::Moved { seat, from, to, keeper, dribble } => {
                let (name, from, to) = (n(*seat), a(*from), a(*to));
                match (keeper, dribble) {
                    (false, false) => say!(w, lang, "event-moved", name = name, from = from, to = to),
                    (false, true) => say!(w, lang, "event-moved-with-ball", name = name, from = from, to = to),
                    (true, false) => say!(w, lang, "event-keeper-moved", name = name, from = from, to = to),
                    (true, true) => say!(w, lang, "event-keeper-moved-with-ball", name = name, from = from, to = to),
                }
            }
            Event::FreeMoved { seat, from, to } => {
                say!(w, lang, "event-free-moved", name = n(*seat), from = a(*from), to = a(*to))
            }
            Event::BallValue { value } => say!(w, lang, "event-ball-value", value = *value),
            Event::Press { seat, roll, won: true } => say!(w, lang, "event-press-won", name = n(*seat), roll = *roll),
            Event::Press { seat, roll, won: false } => {
                say!(w, lang, "event-press-failed", name = n(*seat), roll = *roll)
            }
            Event::Substitution { seat, .. } => say!(w, lang, "event-substitution", name = n(*seat)),
            Event::Tiredness { seat, rolls, lost } => say!(
                w,
                lang,
                "event-tiredness",
                name = n(*seat),
                rolls = rolls.iter().map(|r| r.to_string()).collect::<Vec<_>>().join(", "),
                lost = *lost
            ),
            Event::Tired { seat } => say!(w, lang, "event-tired", name = n(*seat)),
            Event::ConditionGained { seat, line } => {
                say!(w, lang, "event-condition-gained", name = n(*seat), line = WORDS.name_of(lang, line))
            }
            Event::PenaltyKick { seat, dive, kick, roll, need, scored, .. } => {
                let (name, kick, dive) = (n(*seat), WORDS.name_of(lang, kick), WORDS.name_of(lang, dive));
                if *scored {
                    say!(
                        w,
                        lang,
                        "event-penalty-scored",
                        name = name,
                        kick = kick,
                        dive = dive,
                        need = *need,
                        roll = *roll
                    )
                } else {
                    say!(
                        w,
                        lang,
                        "event-penalty-missed",
                        name = name,
                        kick = kick,
                        dive = dive,
                        need = *need,
                        roll = *roll
                    )
                }
            }
            Event::HalfTime { score } => say!(w, lang, "event-half-time", home = score[0], away = score[1]),
            Event::FormationChanged { seat, formation } => {
                say!(w, lang, "event-formation-changed", name = n(*seat), formation = formation.to_string())
            }
            Event::SecondHalf => say!(w, lang, "event-second-half"),
            Event::ShootoutStarts => say!(w, lang, "event-shootout"),
            Event::LotsDrawn { seat } => say!(w, lang, "event-lots", name = n(*seat)),
            Event::FullTime { score } => {
                say!(w, lang, "event-full-time", home = n(0), home_goals = score[0], away_goals = score[1], away = n(1))
            }
        })
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

    /// The FUBA situation for one coach: score and clock, the board as a table, and the decision.
    fn situation(v: &FubaView, names: &[String], lang: Lang) -> String {
        let w = &*WORDS;
        let Viewer::Seat(seat) = v.viewer else { return String::new() };
        let (home, away) = (name(names, 0), name(names, 1));
        let (home_goals, away_goals, clock, half) = (v.score[0], v.score[1], v.clock(), v.half);
        let mut out = match v.config.advanced_list().as_str() {
            "basic" | "A4" => say!(
                w,
                lang,
                "situation-header",
                home = home,
                home_goals = home_goals,
                away_goals = away_goals,
                away = away,
                clock = clock,
                half = half
            ),
            rules => say!(
                w,
                lang,
                "situation-header-rules",
                home = home,
                home_goals = home_goals,
                away_goals = away_goals,
                away = away,
                clock = clock,
                half = half,
                rules = rules
            ),
        };
        out.push('\n');
        let you = &v.teams[seat];
        if let Some(f) = you.formation {
            let mut parts = vec![say!(w, lang, "situation-you-play", formation = f.to_string())];
            if let Some([d, m, f]) = you.cp {
                parts.push(if you.tired {
                    say!(w, lang, "situation-cp-tired", d = d, m = m, f = f)
                } else {
                    say!(w, lang, "situation-cp", d = d, m = m, f = f)
                });
            }
            if let Some(subs) = you.subs_left {
                parts.push(say!(w, lang, "situation-subs-left", subs = subs));
            }
            parts.push(say!(w, lang, "situation-cards", yellows = you.yellows, reds = you.reds));
            out.push_str(&parts.join(" · "));
            out.push('\n');
        }
        if !matches!(v.phase, Phase::Prepare { .. }) {
            let (area, value) = (board::id(v.ball), v.value);
            out.push_str(&match (v.ct == seat, v.target.map(board::id)) {
                (true, None) => say!(w, lang, "situation-your-ball", area = area, value = value),
                (false, None) => say!(w, lang, "situation-their-ball", area = area, value = value),
                (true, Some(t)) => say!(w, lang, "situation-your-ball-target", area = area, value = value, target = t),
                (false, Some(t)) => {
                    say!(w, lang, "situation-their-ball-target", area = area, value = value, target = t)
                }
            });
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
                .map(|a| {
                    format!("{} {}:{}", board::id(a), v.teams[0].pieces[a as usize], v.teams[1].pieces[a as usize])
                })
                .collect();
            if !corners.is_empty() {
                out.push_str(&format!("  {}\n", say!(w, lang, "situation-corner-spots", spots = corners.join("  "))));
            }
        }
        out.push_str(&task(v, seat, lang));
        out.push('\n');
        out
    }
}

/// An area's descriptive name ("west penalty area"); its id (C1) is the same in every language.
pub fn area_name(a: Area, lang: Lang) -> String {
    match board::AREAS.get(a as usize).map(|info| info.id) {
        Some("C1") => say!(WORDS, lang, "area-west-penalty-area"),
        Some("N1") => say!(WORDS, lang, "area-west-north-corner-area"),
        Some("S1") => say!(WORDS, lang, "area-west-south-corner-area"),
        Some("C2") => say!(WORDS, lang, "area-west-front-of-the-box"),
        Some("N2") => say!(WORDS, lang, "area-west-north-midfield"),
        Some("S2") => say!(WORDS, lang, "area-west-south-midfield"),
        Some("C3") => say!(WORDS, lang, "area-centre-circle"),
        Some("N3") => say!(WORDS, lang, "area-east-north-midfield"),
        Some("S3") => say!(WORDS, lang, "area-east-south-midfield"),
        Some("C4") => say!(WORDS, lang, "area-east-front-of-the-box"),
        Some("N4") => say!(WORDS, lang, "area-east-north-corner-area"),
        Some("S4") => say!(WORDS, lang, "area-east-south-corner-area"),
        Some("C5") => say!(WORDS, lang, "area-east-penalty-area"),
        _ if board::is_spot(a) => say!(WORDS, lang, "area-corner"),
        _ => say!(WORDS, lang, "area-none"),
    }
}

/// The special-event table (§7.4.3) in words.
pub fn special_event_text(difference: i8, lang: Lang) -> String {
    let w = &*WORDS;
    match difference {
        -5 => say!(w, lang, "special-minus-5"),
        -4 => say!(w, lang, "special-minus-4"),
        -3 => say!(w, lang, "special-minus-3"),
        -2 => say!(w, lang, "special-minus-2"),
        -1 => say!(w, lang, "special-minus-1"),
        0 => say!(w, lang, "special-0"),
        1 => say!(w, lang, "special-plus-1"),
        2 => say!(w, lang, "special-plus-2"),
        3 => say!(w, lang, "special-plus-3"),
        4 => say!(w, lang, "special-plus-4"),
        _ => say!(w, lang, "special-plus-5"),
    }
}

/// A goal attempt's dice in words (§7.7): the roll, the modifiers added to it and the ball
/// value it must beat; for a difficult attempt (§7.7.1, even a 6 is not enough) the 6 needed
/// first, then the second roll against the area's modifier.
fn shot_words(roll: u8, second_roll: Option<u8>, modifier: i8, value: u8, to_beat: Option<u8>, lang: Lang) -> String {
    let w = &*WORDS;
    let best = 6 + modifier;
    match (second_roll, to_beat) {
        (Some(again), Some(area)) => say!(
            w,
            lang,
            "shot-difficult-second",
            modifier = signed(modifier),
            best = best,
            value = value,
            again = again,
            area_value = area
        ),
        (Some(again), None) => say!(w, lang, "shot-difficult-then", again = again),
        (None, _) if best <= value as i8 => {
            say!(w, lang, "shot-difficult-failed", modifier = signed(modifier), best = best, value = value, roll = roll)
        }
        (None, _) if modifier == 0 => say!(w, lang, "shot-rolled", roll = roll, value = value),
        (None, _) => say!(
            w,
            lang,
            "shot-rolled-modified",
            roll = roll,
            modifier = signed(modifier),
            total = roll as i8 + modifier,
            value = value
        ),
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

/// The one-line summary of a turn, from its log: "Turn 12 · Rovers targets N4 · dice 5–2, clock
/// +3 · control kept · Rovers shoots from N4: goal · GOAL Rovers".
pub fn turn_line(log: &TurnLog, names: &[String], lang: Lang) -> String {
    turn_parts(log, names, lang).into_iter().map(|(_, part)| part).collect::<Vec<_>>().join(" · ")
}

/// The parts of [`turn_line`], each with how much it matters (0 most): where space is short a
/// picture leaves out the least important first, so how a goal came about always shows.
pub fn turn_parts(log: &TurnLog, names: &[String], lang: Lang) -> Vec<(u8, String)> {
    let w = &*WORDS;
    let n = |s: Seat| name(names, s);
    let mut parts = vec![(1, say!(w, lang, "turn-number", turn = log.turn))];
    if let Some(t) = log.target {
        parts.push((1, say!(w, lang, "event-target", name = n(log.ct), area = board::id(t))));
    }
    if let Some(d) = log.dice {
        parts.push((4, say!(w, lang, "turn-dice", first = d[0], second = d[1], advance = log.advance)));
    }
    if let Some(c) = log.control {
        let part = match c {
            Control::Kept => say!(w, lang, "turn-control-kept"),
            Control::Automatic => say!(w, lang, "turn-control-automatic"),
            Control::Lost => say!(w, lang, "turn-control-lost"),
            Control::SpecialEvent => say!(w, lang, "turn-control-special"),
        };
        parts.push((3, part));
    }
    for note in &log.notes {
        let part = match note {
            Event::SpecialEvent { difference, .. } => {
                (2, say!(w, lang, "turn-special-event", difference = format!("{difference:+}")))
            }
            Event::ValueTurnover { .. } => (2, say!(w, lang, "turn-value-turnover")),
            Event::Corner { seat } => (2, say!(w, lang, "turn-corner", name = n(*seat))),
            Event::StoppageOver { difference, stoppage } => {
                (2, say!(w, lang, "turn-stoppage-over", difference = *difference, stoppage = *stoppage))
            }
            Event::Tiredness { seat, lost, .. } => (3, say!(w, lang, "turn-tiredness", name = n(*seat), lost = *lost)),
            Event::YellowRoll { seat, .. } => (2, say!(w, lang, "turn-yellow", name = n(*seat))),
            Event::RedCard { seat, .. } => (0, say!(w, lang, "turn-red", name = n(*seat))),
            Event::Injury { seat, .. } => (2, say!(w, lang, "turn-injury", name = n(*seat))),
            Event::FreeKick { seat, area } => {
                (2, say!(w, lang, "turn-free-kick", name = n(*seat), area = board::id(*area)))
            }
            Event::Press { seat, .. } => (1, say!(w, lang, "turn-press", name = n(*seat))),
            Event::Shot { seat, from, result, .. } => (
                0,
                say!(
                    w,
                    lang,
                    "turn-shot",
                    name = n(*seat),
                    area = board::id(*from),
                    result = WORDS.name_of(lang, result)
                ),
            ),
            Event::Goal { seat, .. } => (0, say!(w, lang, "turn-goal", name = n(*seat))),
            Event::PenaltyKick { scored: true, .. } => (0, say!(w, lang, "turn-penalty-scored")),
            Event::PenaltyKick { scored: false, .. } => (0, say!(w, lang, "turn-penalty-missed")),
            other => match <Fuba as Text>::event_line(other, names, lang) {
                Some(line) => (2, line),
                None => continue,
            },
        };
        parts.push(part);
    }
    parts
}

/// What the coach must decide now.
fn task(v: &FubaView, seat: Seat, lang: Lang) -> String {
    let w = &*WORDS;
    let ours = v.ct == seat;
    match &v.phase {
        Phase::Prepare { drafts } => match drafts[seat].formation {
            None => say!(w, lang, "task-choose-formation"),
            Some(f) => say!(w, lang, "task-roles-styles", formation = f.to_string()),
        },
        Phase::KickOffChoice { .. } => say!(w, lang, "task-kick-off-choice"),
        Phase::Setup { kind, stage, picked } => {
            let what = match kind {
                SetupKind::KickOff => say!(w, lang, "task-setup-kick-off"),
                SetupKind::FreeKick { area } => say!(w, lang, "task-setup-free-kick", area = board::id(*area)),
                SetupKind::Corner => say!(w, lang, "task-setup-corner"),
                SetupKind::Penalty => say!(w, lang, "task-setup-penalty"),
            };
            let step = match (stage, picked) {
                (_, Some((from, _))) => say!(w, lang, "task-setup-where", area = board::id(*from)),
                (SetupStage::Adjust { left }, None) => say!(w, lang, "task-setup-adjust", left = *left),
                _ => say!(w, lang, "task-setup-default"),
            };
            format!("{what}\n{step}")
        }
        Phase::FreeKickChoice => say!(w, lang, "task-free-kick-choice"),
        Phase::Target => say!(w, lang, "task-target"),
        Phase::EventMoves { left, .. } => say!(w, lang, "task-event-moves", left = *left),
        Phase::ExtraMovement { .. } => say!(w, lang, "task-extra-movement"),
        Phase::Action { step, .. } => match step {
            ActionStep::Choose { .. } if ours => say!(w, lang, "task-action-attacking"),
            ActionStep::Choose { .. } => say!(w, lang, "task-action-defending"),
            ActionStep::Moving { kind, left, .. } => {
                say!(w, lang, "task-moving", kind = WORDS.name_of(lang, kind), left = *left)
            }
            ActionStep::FreeMoves => say!(w, lang, "task-free-moves"),
            ActionStep::Finish { pressed } => {
                // Only what this coach may do: a press as the defending side (and not twice),
                // substitutions only under A3.
                let team = &v.teams[seat];
                let press_target = v.value + u8::from(v.config.keeper && team.keeper_out);
                let press = !ours && !pressed && !v.goal_kick && team.count(v.ball) > 0 && press_target > 1;
                let substitute = v.config.substitutions && team.subs_left.unwrap_or(0) > 0;
                match (press, substitute) {
                    (false, false) => say!(w, lang, "task-finish-end"),
                    (true, false) => say!(w, lang, "task-finish-press"),
                    (false, true) => say!(w, lang, "task-finish-substitute"),
                    (true, true) => say!(w, lang, "task-finish-both"),
                }
            }
        },
        Phase::Penalty { dive: None, .. } => say!(w, lang, "task-penalty-dive"),
        Phase::Penalty { .. } => say!(w, lang, "task-penalty-kick"),
        Phase::HalfTime { .. } => say!(w, lang, "task-half-time"),
        Phase::Over => say!(w, lang, "task-full-time"),
    }
}
