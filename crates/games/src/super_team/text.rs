//! Super Team's words: the rules in brief, a line per event, and what a seat sees and must do.

use touchline_i18n::{say, Catalogue, FluentValue, Named, Source};

use super::cards::{Card, CoachEffect, Half, Reward, Stat, Step, Template, CAPTAINS};
use super::input::{Event, Failure};
use super::state::{DuelKind, SuperTeam, Task, Use, CAPTAIN, GOALIE};
use super::view::{Stage, SuperView};
use crate::game::Viewer;
use crate::text::{name, Lang, Text};

/// A piece's name: "Goalie", "Captain", "#3".
pub fn piece_name(i: u8, lang: Lang) -> String {
    match i as usize {
        GOALIE => say!(WORDS, lang, "piece-goalie"),
        CAPTAIN => say!(WORDS, lang, "piece-captain"),
        n => format!("#{n}"),
    }
}

pub fn team_name(team: u8) -> String {
    format!("T{}", team + 1)
}

pub fn captain_name(captain: u8) -> String {
    format!("C{} {}", captain + 1, CAPTAINS.get(captain as usize).map(|c| c.name).unwrap_or("?"))
}

/// "P1 S2 D1 T1 G1": the board's letters, the same in every language.
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

/// A number with a true minus sign when negative: "3", "−1" (kept as text: Fluent would print
/// a hyphen).
fn number(n: i16) -> String {
    if n < 0 {
        format!("−{}", n.unsigned_abs())
    } else {
        n.to_string()
    }
}

/// One side's roll in words: "dice 4 + 1 − 1, +1 bonus, +2 Morale". The bonus (STARS,
/// abilities) and Morale are named only when there are some.
fn roll_words(dice: &[i8], bonus: i8, morale: u8, lang: Lang) -> String {
    let dice = dice_text(dice);
    match (bonus != 0, morale > 0) {
        (false, false) => say!(WORDS, lang, "roll", dice = dice),
        (true, false) => say!(WORDS, lang, "roll-bonus", dice = dice, bonus = signed(bonus)),
        (false, true) => say!(WORDS, lang, "roll-morale", dice = dice, morale = morale),
        (true, true) => say!(WORDS, lang, "roll-bonus-morale", dice = dice, bonus = signed(bonus), morale = morale),
    }
}

/// A roll and its total: "dice 4 − 1, +1 Morale = 4"; a lone die needs no sum ("dice 5").
fn roll_total(dice: &[i8], bonus: i8, morale: u8, total: i8, lang: Lang) -> String {
    let words = roll_words(dice, bonus, morale, lang);
    if dice.len() == 1 && bonus == 0 && morale == 0 {
        words
    } else {
        format!("{words} = {}", number(total as i16))
    }
}

pub(crate) fn column(c: u8, lang: Lang) -> String {
    match c {
        0 => say!(WORDS, lang, "column-e"),
        1 => say!(WORDS, lang, "column-f"),
        2 => say!(WORDS, lang, "column-g"),
        _ => "?".to_string(),
    }
}

pub use super::words::SOURCES;
pub(crate) use super::words::WORDS;

impl Text for SuperTeam {
    const TITLE: &'static str = "Super Team";
    const SOURCES: &'static [Source] = &SOURCES;
    const NAMED: &'static [&'static [&'static str]] =
        &[Stat::IDS, Step::IDS, Reward::IDS, Template::IDS, CoachEffect::IDS];

    fn words() -> &'static Catalogue {
        &WORDS
    }

    /// The AutoTeam, with its level in the reader's words.
    fn engine_sides(config: &super::Config, lang: Lang) -> Vec<String> {
        config.solo.map(|level| say!(WORDS, lang, "engine-side-autoteam", level = level.name())).into_iter().collect()
    }

    fn event_line(event: &Event, names: &[String], lang: Lang) -> Option<String> {
        let w = &*WORDS;
        let n = |s: usize| name(names, s).to_string();
        let piece = |i: u8| piece_name(i, lang);
        Some(match event {
            Event::Chosen { .. } | Event::TurnStarted { .. } | Event::CardDone { .. } => return None,
            Event::BoardsRevealed { boards } => say!(
                w,
                lang,
                "event-boards",
                home = n(0),
                home_team = team_name(boards[0].0),
                home_captain = captain_name(boards[0].1),
                away = n(1),
                away_team = team_name(boards[1].0),
                away_captain = captain_name(boards[1].1)
            ),
            Event::MarkersRevealed { markers } => say!(
                w,
                lang,
                "event-markers",
                home = n(0),
                home_markers = markers_text(&markers[0]),
                away = n(1),
                away_markers = markers_text(&markers[1])
            ),
            Event::StartRoll { rolls, starter } => {
                let last = rolls.last().copied().unwrap_or([0, 0]);
                say!(w, lang, "event-start-roll", home_roll = last[0], away_roll = last[1], name = n(*starter))
            }
            Event::KickOff { side, half: 2 } => say!(w, lang, "event-kick-off-second-half", name = n(*side)),
            Event::KickOff { side, .. } => say!(w, lang, "event-kick-off", name = n(*side)),
            Event::CardPlayed { side, card, for_ } => {
                let (name, card) = (n(*side), card.name());
                match for_ {
                    Use::Instruction => say!(w, lang, "event-play-instruction", name = name, card = card),
                    Use::Movement => say!(w, lang, "event-play-movement", name = name, card = card),
                    Use::Action => say!(w, lang, "event-play-action", name = name, card = card),
                    Use::Discard => say!(w, lang, "event-play-discard", name = name, card = card),
                }
            }
            Event::Moved { side, piece: i, from, to, morale, ball } => {
                let (name, piece, from, to) = (n(*side), piece(*i), from.to_string(), to.to_string());
                match (*ball, *morale > 0) {
                    (false, false) => say!(w, lang, "event-run", name = name, piece = piece, from = from, to = to),
                    (true, false) => say!(w, lang, "event-run-ball", name = name, piece = piece, from = from, to = to),
                    (false, true) => {
                        say!(
                            w,
                            lang,
                            "event-run-paying",
                            name = name,
                            piece = piece,
                            from = from,
                            to = to,
                            morale = *morale
                        )
                    }
                    (true, true) => say!(
                        w,
                        lang,
                        "event-run-ball-paying",
                        name = name,
                        piece = piece,
                        from = from,
                        to = to,
                        morale = *morale
                    ),
                }
            }
            Event::Passed { side, from, to, power, morale, dice, total, success, lands, bonus } => {
                let (name, from, to) = (n(*side), from.to_string(), to.to_string());
                let roll = roll_total(dice, *bonus, *morale, *total, lang);
                if *success {
                    say!(w, lang, "event-pass-arrives", name = name, from = from, to = to, power = *power, roll = roll)
                } else {
                    let lands = lands.to_string();
                    say!(
                        w,
                        lang,
                        "event-pass-fails",
                        name = name,
                        from = from,
                        to = to,
                        power = *power,
                        roll = roll,
                        lands = lands
                    )
                }
            }
            Event::KickedOut { side, to } => say!(w, lang, "event-kick-out", name = n(*side), to = to.to_string()),
            Event::ShotDeclared { side, from } => {
                say!(w, lang, "event-shot-declared", name = n(*side), from = from.to_string())
            }
            Event::TilesRevealed { shooter, tiles, keeper, attack, defence } => say!(
                w,
                lang,
                "event-tiles",
                shooter = n(*shooter),
                aim = column(tiles[*shooter % 2], lang),
                keeper_side = n(1 - *shooter % 2),
                guard = column(tiles[1 - *shooter % 2], lang),
                keeper = keeper.to_string(),
                attack = *attack,
                defence = *defence
            ),
            Event::Shot { side, target, dice, morale, totals, goal, lands, bonus, powers } => {
                // Each side's total less the power it had to beat: the higher margin wins, and a
                // tie scores.
                let side_words = |i: usize| {
                    let rolled = totals[i] as i16 + powers[i] as i16;
                    say!(
                        w,
                        lang,
                        "shot-side",
                        roll = roll_words(&dice[i], bonus[i], morale[i], lang),
                        total = number(rolled),
                        power = powers[i],
                        margin = number(totals[i] as i16)
                    )
                };
                let (name, target, keeper_side) = (n(*side), target.to_string(), n(1 - *side % 2));
                let (shooter_roll, keeper_roll) = (side_words(0), side_words(1));
                // The three endings say the same things; only the sentence differs.
                let id = match (goal, totals[0] == totals[1]) {
                    (true, true) => "event-shot-goal-level",
                    (true, false) => "event-shot-goal",
                    (false, _) => "event-shot-saved",
                };
                let args = [
                    ("name", FluentValue::from(name)),
                    ("target", FluentValue::from(target)),
                    ("shooter_roll", FluentValue::from(shooter_roll)),
                    ("keeper_side", FluentValue::from(keeper_side)),
                    ("keeper_roll", FluentValue::from(keeper_roll)),
                    ("lands", FluentValue::from(lands.to_string())),
                ];
                w.text(lang, id, &args)
            }
            Event::Goal { side } => say!(w, lang, "event-goal", name = n(*side)),
            Event::Duel { kind, carrier, other, dice, morale, totals, swapped, bonus } => {
                let c = roll_total(&dice[0], bonus[0], morale[0], totals[0], lang);
                let o = roll_total(&dice[1], bonus[1], morale[1], totals[1], lang);
                let dribbler = (n(carrier.0), piece(carrier.1), c);
                let tackler = (n(other.0), piece(other.1), o);
                // The one who acts is named first: the dribbler (the carrier) or the tackler.
                let (id, (name, piece, roll), (other, other_piece, other_roll)) =
                    match (kind, swapped, totals[0] == totals[1]) {
                        (DuelKind::Dribble, true, true) => ("event-dribble-past-level", dribbler, tackler),
                        (DuelKind::Dribble, true, false) => ("event-dribble-past", dribbler, tackler),
                        (DuelKind::Dribble, false, _) => ("event-dribble-stopped", dribbler, tackler),
                        (DuelKind::Tackle, true, _) => ("event-tackle-won", tackler, dribbler),
                        (DuelKind::Tackle, false, true) => ("event-tackle-kept-level", tackler, dribbler),
                        (DuelKind::Tackle, false, false) => ("event-tackle-kept", tackler, dribbler),
                    };
                let args = [
                    ("name", FluentValue::from(name)),
                    ("piece", FluentValue::from(piece)),
                    ("roll", FluentValue::from(roll)),
                    ("other", FluentValue::from(other)),
                    ("other_piece", FluentValue::from(other_piece)),
                    ("other_roll", FluentValue::from(other_roll)),
                ];
                w.text(lang, id, &args)
            }
            Event::Pushed { side, piece: i, from, to } => say!(
                w,
                lang,
                "event-pushed",
                name = n(*side),
                piece = piece(*i),
                from = from.to_string(),
                to = to.to_string()
            ),
            Event::Bypassed { side, from, to, .. } => {
                say!(w, lang, "event-bypassed", name = n(*side), from = from.to_string(), to = to.to_string())
            }
            Event::MoraleGained { side, n: k } => say!(w, lang, "event-morale-gained", name = n(*side), n = *k),
            Event::MarkersMoved { side, markers } => {
                say!(w, lang, "event-markers-moved", name = n(*side), markers = markers_text(markers))
            }
            Event::StoodUp { side } => say!(w, lang, "event-stood-up", name = n(*side)),
            Event::FatigueDrawn { side } => say!(w, lang, "event-fatigue-drawn", name = n(*side)),
            Event::FatigueReturned { side, n: k } => say!(w, lang, "event-fatigue-returned", name = n(*side), n = *k),
            Event::TacticDone { side, card } => say!(w, lang, "event-tactic-done", name = n(*side), card = card.name()),
            Event::TacticFailed { side, card, why } => {
                let (name, card) = (n(*side), card.name());
                match why {
                    Failure::PassMissed => say!(w, lang, "event-tactic-failed-pass", name = name, card = card),
                    Failure::BallLost => say!(w, lang, "event-tactic-failed-ball", name = name, card = card),
                    Failure::NoWayOn => say!(w, lang, "event-tactic-failed-no-way", name = name, card = card),
                }
            }
            Event::Reshuffled { side, minute } => {
                say!(w, lang, "event-reshuffled", name = n(*side), minute = *minute)
            }
            Event::TurnEnded { .. } => return None,
            Event::HalfTime => say!(w, lang, "event-half-time"),
            Event::ExtraTime => say!(w, lang, "event-extra-time"),
            Event::FullTime => say!(w, lang, "event-full-time"),
            Event::RollOff { rolls, winner } => {
                let last = rolls.last().copied().unwrap_or([0, 0]);
                say!(w, lang, "event-roll-off", home_roll = last[0], away_roll = last[1], name = n(*winner))
            }
            Event::AutoCard { card, deciding: true } => say!(w, lang, "event-auto-card-decide", card = *card + 1),
            Event::AutoCard { card, .. } => say!(w, lang, "event-auto-card-play", card = *card + 1),
        })
    }

    fn ends_turn(event: &Event) -> bool {
        matches!(event, Event::CardDone { .. } | Event::KickOff { .. } | Event::HalfTime | Event::FullTime)
    }

    fn situation(view: &SuperView, names: &[String], lang: Lang) -> String {
        situation(view, names, true, lang)
    }

    fn brief_situation(view: &SuperView, names: &[String], lang: Lang) -> String {
        situation(view, names, false, lang)
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

fn team_line(view: &SuperView, side: usize, names: &[String], lang: Lang) -> String {
    let t = &view.teams[side];
    let pieces: Vec<String> = (0..6).map(|i| format!("{}{}", piece_letter(i, t.down[i]), t.pieces[i])).collect();
    let boards = match (t.team, t.captain) {
        (Some(team), Some(c)) => format!(" [{} · {}]", team_name(team), captain_name(c)),
        _ => String::new(),
    };
    let (name, pieces) = (name(names, side), pieces.join(" "));
    match t.markers {
        Some(m) => say!(
            WORDS,
            lang,
            "situation-team-markers",
            name = name,
            boards = boards,
            pieces = pieces,
            morale = t.morale,
            markers = markers_text(&m)
        ),
        None => say!(WORDS, lang, "situation-team", name = name, boards = boards, pieces = pieces, morale = t.morale),
    }
}

fn situation(view: &SuperView, names: &[String], with_hand: bool, lang: Lang) -> String {
    let w = &*WORDS;
    let mut lines = Vec::new();
    let (home, away) = (name(names, 0), name(names, 1));
    let (home_goals, away_goals) = (view.teams[0].goals, view.teams[1].goals);
    let (minute, half_ends, ball) = (view.minute, view.half_ends, view.ball.to_string());
    let score = match view.carrier {
        Some((s, i)) => say!(
            w,
            lang,
            "situation-score-carried",
            home = home,
            home_goals = home_goals,
            away_goals = away_goals,
            away = away,
            minute = minute,
            half_ends = half_ends,
            ball = ball,
            name = name(names, s),
            piece = piece_name(i, lang)
        ),
        None => say!(
            w,
            lang,
            "situation-score-loose",
            home = home,
            home_goals = home_goals,
            away_goals = away_goals,
            away = away,
            minute = minute,
            half_ends = half_ends,
            ball = ball
        ),
    };
    lines.push(score);
    lines.push(team_line(view, 0, names, lang));
    lines.push(team_line(view, 1, names, lang));
    let me = match view.viewer {
        Viewer::Seat(s) => Some(s),
        Viewer::Spectator => None,
    };
    if with_hand && !view.hand.is_empty() {
        // Each card whole, on its own line: the menus show only the way each is played.
        lines.push(say!(w, lang, "situation-your-hand"));
        lines.extend(view.hand.iter().map(|c| format!("• {}", card_line(*c, lang))));
    }
    let doing = match &view.stage {
        Stage::Prepare { boards: true, offers: Some((t, c)), .. } => say!(
            w,
            lang,
            "situation-keep-boards",
            team1 = team_name(t[0]),
            team2 = team_name(t[1]),
            captain1 = captain_name(c[0]),
            captain2 = captain_name(c[1])
        ),
        Stage::Prepare { mine: None, .. } if me.is_some() => say!(w, lang, "situation-lay-markers"),
        Stage::Prepare { .. } => say!(w, lang, "situation-waiting-markers"),
        Stage::HalfTime { mine: None, .. } if me.is_some() => say!(w, lang, "situation-half-time-markers"),
        Stage::HalfTime { .. } => say!(w, lang, "situation-half-time-waiting"),
        Stage::Shot { side, my_tile, powers, .. } => {
            // Sentence by sentence: who shoots, the powers once known, what this seat must do.
            let mut s = vec![say!(w, lang, "situation-shooting", name = name(names, *side))];
            if let Some((a, d)) = powers {
                s.push(say!(w, lang, "situation-shot-powers", attack = *a, defence = *d));
            }
            match (my_tile, me) {
                (None, Some(_)) => s.push(say!(w, lang, "situation-pick-tile")),
                (Some(_), Some(_)) => s.push(say!(w, lang, "situation-commit-shot-morale")),
                _ => {}
            }
            s.join(" ")
        }
        Stage::Duel { kind: DuelKind::Dribble, .. } => say!(w, lang, "situation-dribble"),
        Stage::Duel { .. } => say!(w, lang, "situation-tackle"),
        Stage::Play => {
            let who = name(names, view.turn);
            let attacking = view.attacker == view.turn;
            match view.tasks.first() {
                Some(task) if attacking => {
                    say!(w, lang, "situation-task-attacking", name = who, task = task_text(task, lang))
                }
                Some(task) => say!(w, lang, "situation-task-defending", name = who, task = task_text(task, lang)),
                None if view.must_kick => say!(w, lang, "situation-must-kick", name = who),
                None if attacking => say!(w, lang, "situation-card-attacking", name = who, n = view.cards_played + 1),
                None => say!(w, lang, "situation-card-defending", name = who, n = view.cards_played + 1),
            }
        }
        Stage::Over => say!(w, lang, "situation-over"),
    };
    lines.push(doing);
    lines.join("\n")
}

pub(crate) fn task_text(task: &Task, lang: Lang) -> String {
    let w = &*WORDS;
    match task {
        Task::Movement { rule, .. } => {
            let yes = |b: bool| if b { "yes" } else { "no" };
            let way = match rule.way {
                super::state::Way::Forward => "forward",
                super::state::Way::Backward => "backward",
                super::state::Way::Any => "any",
            };
            say!(
                w,
                lang,
                "task-move",
                captain = yes(rule.captain),
                way = way,
                marking = yes(rule.marking),
                ball = yes(rule.onto_ball)
            )
        }
        Task::Action { .. } => say!(w, lang, "task-action"),
        Task::Pass { step: Some(step), .. } => say!(w, lang, "task-pass-step", step = WORDS.name_of(lang, step)),
        Task::Pass { .. } => say!(w, lang, "task-pass"),
        Task::PassMorale { to, power, .. } => say!(w, lang, "task-pass-morale", to = to.to_string(), power = *power),
        Task::Strike { .. } => say!(w, lang, "task-shoot"),
        Task::Push => say!(w, lang, "task-push"),
        Task::Bypass => say!(w, lang, "task-bypass"),
        Task::Markers { left } => say!(w, lang, "task-markers", n = *left),
        Task::Rewards { left } => {
            let r: Vec<String> = left.iter().map(|r| WORDS.name_of(lang, r)).collect();
            say!(w, lang, "task-rewards", rewards = r.join(", "))
        }
    }
}

/// What a card does when played for its instruction, in a line (as [`Card::text`], in `lang`).
pub fn card_text(card: Card, lang: Lang) -> String {
    let w = &*WORDS;
    let chain = |h: &Half| {
        let steps = h.steps.iter().map(|s| WORDS.name_of(lang, s)).collect::<Vec<_>>().join(" + ");
        let rewards = h.rewards.iter().map(|r| WORDS.name_of(lang, r)).collect::<Vec<_>>().join(", ");
        if h.marked {
            say!(w, lang, "card-chain-marked", steps = steps, rewards = rewards)
        } else {
            say!(w, lang, "card-chain", steps = steps, rewards = rewards)
        }
    };
    match card {
        Card::Basic(_) | Card::Team(_) => match card.tactic() {
            Some(t) => say!(w, lang, "card-tactic", attack = chain(&t.offence), defend = chain(&t.defence)),
            None => String::new(),
        },
        Card::Captain(_) => card.template().map(|t| WORDS.name_of(lang, &t)).unwrap_or_default(),
        Card::Coach(_) => match card.coach() {
            Some((_, 0, effect)) => WORDS.name_of(lang, &effect),
            Some((_, cost, effect)) => {
                say!(w, lang, "card-coach-cost", effect = WORDS.name_of(lang, &effect), cost = cost)
            }
            None => String::new(),
        },
        Card::Fatigue => say!(w, lang, "card-fatigue"),
    }
}

/// The card as a line of the hand: its name and everything it says, both halves of a tactic.
pub fn card_line(card: Card, lang: Lang) -> String {
    match card.coach() {
        Some((name, _, _)) => format!("{name} — {}", card_text(card, lang)),
        None => format!("{} — {}", card.name(), card_text(card, lang)),
    }
}

/// Rewards counted: "2 Movements, 1 Action, 1 Morale".
fn rewards_text(rewards: &[Reward], lang: Lang) -> String {
    let mut out: Vec<String> = Vec::new();
    for r in [Reward::Movement, Reward::Action, Reward::Morale] {
        let k = rewards.iter().filter(|x| **x == r).count();
        match (k, r) {
            (0, _) => {}
            (_, Reward::Movement) => out.push(say!(WORDS, lang, "rewards-movement", n = k)),
            (_, Reward::Action) => out.push(say!(WORDS, lang, "rewards-action", n = k)),
            (_, Reward::Morale) => out.push(say!(WORDS, lang, "rewards-morale", n = k)),
        }
    }
    out.join(", ")
}

/// What playing `card` one way does now, whole, for the second line of a menu choice: a
/// tactic shows the half for the role the player is in (§9), a plain use what it gives (§5).
pub fn card_use_line(card: Card, for_: Use, attacking: bool, lang: Lang) -> String {
    let w = &*WORDS;
    match for_ {
        Use::Instruction => match card.tactic() {
            Some(t) => {
                let half = if attacking { &t.offence } else { &t.defence };
                let steps: Vec<String> = half.steps.iter().map(|s| WORDS.name_of(lang, s)).collect();
                let yes = |b: bool| if b { "yes" } else { "no" };
                // Kept within a menu line's 100 characters: the longest chain fits whole.
                say!(
                    w,
                    lang,
                    "use-tactic",
                    steps = steps.join(" → "),
                    marked = yes(half.marked),
                    rewards = rewards_text(half.rewards, lang),
                    fatigue = yes(card.tiring())
                )
            }
            None => card_text(card, lang),
        },
        Use::Movement => say!(w, lang, "use-movement"),
        Use::Action if attacking => say!(w, lang, "use-action-attacking"),
        Use::Action => say!(w, lang, "use-action-defending"),
        Use::Discard => say!(w, lang, "use-discard"),
    }
}
