//! Futbol Dash in words: the rules in brief, a line per event, and what a player must do now.

use touchline_i18n::{say, Catalogue, Source};

use super::deck::{
    cell_name, Card, ShotCard, GOALS_TO_WIN, GRID_COLUMNS, GRID_ROWS, MAX_AP, MAX_SUBSTITUTIONS, SHOOTOUT_COLUMNS,
};
use super::rules::Event;
use super::state::{placing_points, Format, FutbolDash};
use super::view::{DashView, Stage};
use crate::game::Seat;
use crate::text::{name, Lang, Text};

pub use super::words::SOURCES;
pub(crate) use super::words::WORDS;

impl Text for FutbolDash {
    const TITLE: &'static str = "Futbol Dash";
    const SOURCES: &'static [Source] = &SOURCES;

    fn words() -> &'static Catalogue {
        &WORDS
    }

    fn event_line(event: &Event, names: &[String], lang: Lang) -> Option<String> {
        let w = &*WORDS;
        let n = |s: Seat| name(names, s).to_string();
        Some(match event {
            Event::KickOff { format: Format::Regular, players } => {
                say!(w, lang, "event-kick-off-regular", players = *players, goals = GOALS_TO_WIN, name = n(0))
            }
            Event::KickOff { format: Format::Express, players } => {
                say!(w, lang, "event-kick-off-express", players = *players, name = n(0))
            }
            Event::Drew { seat, card: Some(c) } => say!(w, lang, "event-drew", name = n(*seat), card = c.label()),
            Event::Drew { .. } | Event::Passed { .. } | Event::TookOff { card: None, .. } => return None,
            Event::TookOff { seat, card: Some(c) } => {
                say!(w, lang, "event-took-off", name = n(*seat), card = c.label())
            }
            Event::NoDraw { seat } => say!(w, lang, "event-no-draw", name = n(*seat)),
            Event::Skipped { seat } => say!(w, lang, "event-skipped", name = n(*seat)),
            Event::Played { seat, card, target: None } => {
                say!(w, lang, "event-played", name = n(*seat), card = card.label())
            }
            Event::Played { seat, card, target: Some(t) } => {
                say!(w, lang, "event-played-on", name = n(*seat), card = card.label(), target = n(*t))
            }
            Event::Discarded { seat, card } => say!(w, lang, "event-discarded", name = n(*seat), card = card.label()),
            Event::Referee { seat, card: Card::Foul, against } => {
                say!(w, lang, "event-foul", name = n(*seat), against = n(*against))
            }
            Event::Referee { seat, against, .. } => say!(w, lang, "event-var", name = n(*seat), against = n(*against)),
            Event::Cancelled { seat, card } => say!(w, lang, "event-cancelled", name = n(*seat), card = card.label()),
            Event::Points { seat, ap } => say!(w, lang, "event-points", name = n(*seat), ap = *ap),
            Event::Offside { seat } => say!(w, lang, "event-offside", name = n(*seat)),
            Event::Booked { seat } => say!(w, lang, "event-booked", name = n(*seat)),
            Event::SentOff { seat, hand } => say!(w, lang, "event-sent-off", name = n(*seat), hand = *hand),
            Event::Halftime { seat } => say!(w, lang, "event-halftime", name = n(*seat)),
            Event::Substituted { seat, count } => say!(w, lang, "event-substituted", name = n(*seat), count = *count),
            Event::ShotTaken { seat, penalty: true } => say!(w, lang, "event-penalty", name = n(*seat)),
            Event::ShotTaken { seat, .. } => say!(w, lang, "event-shot", name = n(*seat), ap = MAX_AP),
            Event::ShotCard { cell, card, .. } => {
                let cell = cell_name(*cell as usize, GRID_COLUMNS);
                let what = match card {
                    ShotCard::Goal => say!(w, lang, "event-shot-goal", cell = cell),
                    ShotCard::Save => say!(w, lang, "event-shot-save", cell = cell),
                    ShotCard::Miss => say!(w, lang, "event-shot-miss", cell = cell),
                    ShotCard::Corner => say!(w, lang, "event-shot-corner", cell = cell),
                    ShotCard::OwnGoal => say!(w, lang, "event-shot-own-goal", cell = cell),
                };
                // Indented under the shot it belongs to.
                format!("  {what}")
            }
            Event::Goal { seat, own_goal_by: None, goals } => {
                say!(w, lang, "event-goal", name = n(*seat), score = score(goals, names))
            }
            Event::Goal { seat, own_goal_by: Some(_), goals } => {
                say!(w, lang, "event-own-goal", name = n(*seat), score = score(goals, names))
            }
            Event::GridRelaid => say!(w, lang, "event-grid-relaid", cards = GRID_ROWS * GRID_COLUMNS),
            Event::DeckRebuilt { cards } => say!(w, lang, "event-deck-rebuilt", cards = *cards),
            Event::DeckOut => say!(w, lang, "event-deck-out"),
            Event::LongMatch => say!(w, lang, "event-long-match"),
            Event::ShootoutBegins { seats } => {
                let who: Vec<String> = seats.iter().map(|s| n(*s)).collect();
                say!(w, lang, "event-shootout-begins", names = who.join(", "))
            }
            Event::ShootoutPick { seat, cell, card, sudden_death } => {
                let cell = cell_name(*cell as usize, SHOOTOUT_COLUMNS);
                let name = n(*seat);
                match (*card == ShotCard::Goal, *sudden_death) {
                    (true, false) => say!(w, lang, "event-shootout-scores", name = name, cell = cell),
                    (false, false) => say!(w, lang, "event-shootout-fails", name = name, cell = cell),
                    (true, true) => say!(w, lang, "event-shootout-scores-sudden-death", name = name, cell = cell),
                    (false, true) => say!(w, lang, "event-shootout-fails-sudden-death", name = name, cell = cell),
                }
            }
            Event::SuddenDeath { seats } => {
                let who: Vec<String> = seats.iter().map(|s| n(*s)).collect();
                say!(w, lang, "event-sudden-death", names = who.join(", "))
            }
            Event::ShootoutGridRelaid => say!(w, lang, "event-shootout-grid-relaid"),
            Event::LotsDrawn { seat } => say!(w, lang, "event-lots-drawn", name = n(*seat)),
            Event::ShootoutWon { seat, goals } => {
                let g: Vec<String> =
                    goals.iter().enumerate().filter(|(_, x)| **x > 0).map(|(s, x)| format!("{} {x}", n(s))).collect();
                say!(w, lang, "event-shootout-won", name = n(*seat), goals = g.join(", "))
            }
            Event::FullTime { goals, shootout } if goals.len() > 2 => {
                say!(w, lang, "event-full-time", result = placings_line(goals, shootout.as_deref(), names, lang))
            }
            Event::FullTime { goals, .. } => say!(w, lang, "event-full-time", result = score(goals, names)),
        })
    }

    fn ends_turn(event: &Event) -> bool {
        matches!(
            event,
            Event::KickOff { .. }
                | Event::Points { .. }
                | Event::Cancelled { .. }
                | Event::Offside { .. }
                | Event::Booked { .. }
                | Event::SentOff { .. }
                | Event::Halftime { .. }
                | Event::Substituted { .. }
                | Event::Discarded { .. }
                | Event::ShotCard { .. }
                | Event::ShootoutPick { .. }
                | Event::FullTime { .. }
        )
    }

    /// The hand is always shown: the menu lists only the cards that can be played now.
    fn situation(v: &DashView, names: &[String], lang: Lang) -> String {
        let w = &*WORDS;
        let Some(me) = v.me() else { return String::new() };
        let (format, score) = (v.format.title(), crate::text::score_line(&v.goals(), names));
        let mut out = if v.second_half {
            say!(w, lang, "situation-heading-second-half", format = format, score = score, deck = v.deck)
        } else {
            say!(w, lang, "situation-heading-first-half", format = format, score = score, deck = v.deck)
        };
        out.push('\n');
        for s in 0..v.players.len() {
            let mark = if s == me { "›" } else { " " };
            out.push_str(&format!("{mark} {}\n", player_line(v, s, names, lang)));
        }
        let n = |s: Seat| name(names, s).to_string();
        let task = match &v.stage {
            Stage::Play if v.turn == me => say!(w, lang, "situation-your-turn"),
            Stage::Play => say!(w, lang, "situation-their-turn", name = n(v.turn)),
            Stage::Substitute { count, .. } if v.turn == me => {
                say!(w, lang, "situation-your-substitution", max = MAX_SUBSTITUTIONS, count = *count)
            }
            Stage::Substitute { count, .. } => {
                say!(w, lang, "situation-their-substitution", name = n(v.turn), count = *count)
            }
            Stage::Window { card, by, target, referees, waiting } => {
                let (name, card) = (n(*by), card.label());
                let answer = match (referees.last(), target) {
                    (None, None) => say!(w, lang, "situation-window-played", name = name, card = card),
                    (None, Some(t)) => {
                        say!(w, lang, "situation-window-played-on", name = name, card = card, target = n(*t))
                    }
                    (Some((s, c)), None) => say!(
                        w,
                        lang,
                        "situation-window-answered",
                        name = name,
                        card = card,
                        referee = n(*s),
                        answer = c.name()
                    ),
                    (Some((s, c)), Some(t)) => say!(
                        w,
                        lang,
                        "situation-window-answered-on",
                        name = name,
                        card = card,
                        target = n(*t),
                        referee = n(*s),
                        answer = c.name()
                    ),
                };
                let ask = match (waiting.contains(me), referees.is_empty()) {
                    (true, true) => say!(w, lang, "situation-window-foul-or-pass"),
                    (true, false) => say!(w, lang, "situation-window-var-or-pass"),
                    (false, _) => say!(w, lang, "situation-window-others"),
                };
                format!("{answer} {ask}")
            }
            Stage::Shot { shooter, penalty } => {
                let open = v.grid.iter().filter(|c| **c).count();
                match (*shooter == me, *penalty) {
                    (true, true) => say!(w, lang, "situation-your-penalty", open = open),
                    (true, false) => say!(w, lang, "situation-your-shot", ap = MAX_AP, open = open),
                    (false, true) => say!(w, lang, "situation-their-penalty", name = n(*shooter)),
                    (false, false) => say!(w, lang, "situation-their-shot", ap = MAX_AP, name = n(*shooter)),
                }
            }
            Stage::Shootout { goals, seats, sudden_death, next, .. } => {
                let level: Vec<String> = seats.iter().map(|s| format!("{} {}", name(names, *s), goals[*s])).collect();
                let mut sentences = vec![say!(w, lang, "situation-shootout", level = level.join(", "))];
                if *sudden_death {
                    sentences.push(say!(w, lang, "situation-sudden-death"));
                }
                sentences.push(if *next == me {
                    say!(w, lang, "situation-your-pick")
                } else {
                    say!(w, lang, "situation-their-pick", name = n(*next))
                });
                sentences.join(" ")
            }
            Stage::Over => say!(w, lang, "situation-full-time"),
        };
        out.push_str(&task);
        out.push('\n');
        if let Some(hand) = &v.players[me].hand {
            let cards: Vec<String> = hand.iter().map(|c| c.label()).collect();
            out.push_str(&say!(w, lang, "situation-your-hand", cards = cards.join(", ")));
            out.push('\n');
        }
        out
    }
}

fn score(goals: &[u16], names: &[String]) -> String {
    crate::text::score_line(goals, names)
}

/// "1st Ann (3 pts) · 2nd Bob (2 pts) · 3rd Cy (1 pt) · 4th Dee (0 pts)", or "1st Cat (3 pts) ·
/// 2nd Ann, Ben (1 pt each)", for a finished table of three or more: places by goals, then shoot-out; level players share the better place.
pub fn placings_line(goals: &[u16], shootout: Option<&[u16]>, names: &[String], lang: Lang) -> String {
    let w = &*WORDS;
    let places = FutbolDash::placings(goals, shootout);
    let mut parts = Vec::new();
    for place in 1..=goals.len() {
        let at: Vec<&str> = (0..goals.len()).filter(|s| places[*s] == place).map(|s| name(names, s)).collect();
        if at.is_empty() {
            continue;
        }
        let points = placing_points(goals.len(), place);
        let (place, names) = (ordinal(place, lang), at.join(", "));
        parts.push(if at.len() > 1 {
            say!(w, lang, "placing-shared", place = place, names = names, points = points)
        } else {
            say!(w, lang, "placing", place = place, names = names, points = points)
        });
    }
    parts.join(" · ")
}

/// "1st", "2nd", … in `lang`.
pub fn ordinal(n: usize, lang: Lang) -> String {
    say!(WORDS, lang, "ordinal", place = n)
}

/// One player's line: name, goals, AP, cards, hand and bookings.
pub fn player_line(v: &DashView, seat: Seat, names: &[String], lang: Lang) -> String {
    let w = &*WORDS;
    let p = &v.players[seat];
    // The goals word is padded to its longest form, so the AP column lines up on every row.
    let width = [1u16, 2].iter().map(|g| say!(w, lang, "situation-goals", goals = *g).chars().count()).max();
    let goals = say!(w, lang, "situation-goals", goals = p.goals);
    let ap = say!(w, lang, "situation-ap", ap = format!("{:>2}", p.ap));
    let hand = say!(w, lang, "situation-hand", cards = p.hand_size);
    let mut s = format!(
        "{:<16} {} {goals:<width$}  {ap}  {hand}",
        name(names, seat),
        p.goals,
        width = width.unwrap_or_default()
    );
    if p.reds > 0 {
        s.push_str(&format!("  {}", say!(w, lang, "situation-reds", reds = p.reds)));
    }
    if p.skips > 0 {
        s.push_str(&format!("  {}", say!(w, lang, "situation-skips", skips = p.skips)));
    }
    if !p.front.is_empty() {
        let cards: Vec<String> = p.front.iter().map(|c| c.short()).collect();
        s.push_str(&format!("  [{}]", cards.join(" ")));
    }
    s
}
