//! Futbol Dash in words: the rules in brief, a line per event, and what a player must do now.

use super::deck::{cell_name, Card, ShotCard, GOALS_TO_WIN, GRID_COLUMNS, MAX_AP, SHOOTOUT_COLUMNS};
use super::rules::Event;
use super::state::{placing_points, Format, FutbolDash};
use super::view::{DashView, Stage};
use crate::game::Seat;
use crate::text::{name, Text};

impl Text for FutbolDash {
    const NAME: &'static str = "futbol-dash";
    const TITLE: &'static str = "Futbol Dash";
    const BLURB: &'static str = "an attack-points card race for 2 to 6: build exactly 11 to shoot, knock rivals \
                                 back, Foul and V.A.R. on anyone's turn";
    const RULES: &'static str = "an attack-points card race for 2 to 6 players. Each turn you draw a card and play \
one: offensive cards add to your attack points (AP), defensive cards take AP off an opponent, game changers make \
events (Halftime, Penalty, Offside, Substitution, Yellow and Red cards). AP run from 0 to 11 and a card that would \
break either limit cannot be played. Reach exactly 11 — or play Penalty at 7 or more — and you shoot: pick a \
face-down card of the 4 × 5 shot grid (10 Goal, 3 Save, 3 Miss, 3 Corner: draw again, 1 Own Goal: everyone else \
scores). Referee cards interrupt: after every offensive or defensive card everyone else may Foul it (cancel it), \
and a V.A.R. cancels a Foul or another V.A.R.; everyone is asked every time, so a prompt gives nothing away. \
Regular: first to 3 goals. Express: until the Action Deck runs out; a shared lead goes to a shoot-out on a 4 × 4 \
grid (five picks each, then sudden death). With 3 or more players the placings score 3/1/0 (three) or 3/2/1/0.";

    const NOTATION: &'static str = "AP are attack points (0–11; exactly 11 shoots). Cards: +n offensive, −n \
defensive; grid cells are named A1–D5 (shoot-out A1–D4).";

    fn event_line(event: &Event, names: &[String]) -> Option<String> {
        event_line(event, names)
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
    fn situation(view: &DashView, names: &[String]) -> String {
        situation(view, names)
    }
}

fn target_text(target: Option<Seat>, names: &[String]) -> String {
    target.map(|t| format!(" on {}", name(names, t))).unwrap_or_default()
}

pub fn event_line(event: &Event, names: &[String]) -> Option<String> {
    let n = |s: Seat| name(names, s).to_string();
    Some(match event {
        Event::KickOff { format, players } => {
            let how = match format {
                Format::Regular => format!("first to {GOALS_TO_WIN} goals"),
                Format::Express => "until the deck runs out".to_string(),
            };
            format!("Kick-off! {} Futbol Dash for {players} ({how}); {} starts", format.title(), n(0))
        }
        Event::Drew { seat, card: Some(c) } => format!("{} draws {}", n(*seat), c.label()),
        Event::Drew { .. } | Event::Passed { .. } | Event::TookOff { card: None, .. } => return None,
        Event::TookOff { seat, card: Some(c) } => format!("{} takes {} off", n(*seat), c.label()),
        Event::NoDraw { seat } => format!("{} draws nothing this turn (red card)", n(*seat)),
        Event::Skipped { seat } => format!("{} misses the turn (yellow card)", n(*seat)),
        Event::Played { seat, card, target } => {
            format!("{} plays {}{}", n(*seat), card.label(), target_text(*target, names))
        }
        Event::Discarded { seat, card } => format!("{} has no legal play and discards {}", n(*seat), card.label()),
        Event::Referee { seat, card: Card::Foul, against } => {
            format!("FOUL! {} cancels {}'s card", n(*seat), n(*against))
        }
        Event::Referee { seat, against, .. } => format!("V.A.R.! {} overturns {}'s call", n(*seat), n(*against)),
        Event::Cancelled { seat, card } => format!("{}'s {} is cancelled", n(*seat), card.label()),
        Event::Points { seat, ap } => format!("{} on {ap} AP", n(*seat)),
        Event::Offside { seat } => format!("Offside: {} back to 0 AP", n(*seat)),
        Event::Booked { seat } => format!("Yellow card: {} misses their next turn", n(*seat)),
        Event::SentOff { seat, hand } => format!("Red card: {} skips a draw and plays on with {hand} cards", n(*seat)),
        Event::Halftime { seat } => {
            format!("HALFTIME, called by {}: hands and AP cleared, the deck reshuffled, new hands", n(*seat))
        }
        Event::Substituted { seat, count } => format!("{} substitutes {count} card(s)", n(*seat)),
        Event::ShotTaken { seat, penalty: true } => format!("PENALTY! {} shoots", n(*seat)),
        Event::ShotTaken { seat, .. } => format!("{} reaches {MAX_AP}: a shot!", n(*seat)),
        Event::ShotCard { cell, card, .. } => {
            let what = match card {
                ShotCard::Goal => "GOAL",
                ShotCard::Save => "saved",
                ShotCard::Miss => "missed",
                ShotCard::Corner => "a corner: draw again",
                ShotCard::OwnGoal => "an OWN GOAL",
            };
            format!("  {}: {what}", cell_name(*cell as usize, GRID_COLUMNS))
        }
        Event::Goal { seat, own_goal_by: None, goals } => format!("GOAL for {}! ({})", n(*seat), score(goals, names)),
        Event::Goal { seat, own_goal_by: Some(_), goals } => {
            format!("A goal for {} from the own goal ({})", n(*seat), score(goals, names))
        }
        Event::GridRelaid => "The shot grid is empty: all 20 cards are laid again".to_string(),
        Event::DeckRebuilt { cards } => {
            format!("The deck is empty: the discards are shuffled into a new deck ({cards})")
        }
        Event::DeckOut => "The Action Deck has run out: the final whistle".to_string(),
        Event::LongMatch => "The match can go no further: it ends on goals".to_string(),
        Event::ShootoutBegins { seats } => {
            let who: Vec<String> = seats.iter().map(|s| n(*s)).collect();
            format!("Level at the top: a penalty shoot-out between {}", who.join(", "))
        }
        Event::ShootoutPick { seat, cell, card, sudden_death } => {
            let what = if *card == ShotCard::Goal { "scores" } else { "fails" };
            let sd = if *sudden_death { " (sudden death)" } else { "" };
            format!("{} picks {}: {what}{sd}", n(*seat), cell_name(*cell as usize, SHOOTOUT_COLUMNS))
        }
        Event::SuddenDeath { seats } => {
            let who: Vec<String> = seats.iter().map(|s| n(*s)).collect();
            format!("Still level: sudden death for {}", who.join(", "))
        }
        Event::ShootoutGridRelaid => "The shoot-out grid is laid again".to_string(),
        Event::LotsDrawn { seat } => format!("Sudden death will not end: lots go to {}", n(*seat)),
        Event::ShootoutWon { seat, goals } => {
            let g: Vec<String> =
                goals.iter().enumerate().filter(|(_, x)| **x > 0).map(|(s, x)| format!("{} {x}", n(s))).collect();
            format!("{} wins the shoot-out ({})", n(*seat), g.join(", "))
        }
        Event::FullTime { goals, shootout } if goals.len() > 2 => {
            format!("Full time: {}", placings_line(goals, shootout.as_deref(), names))
        }
        Event::FullTime { goals, .. } => format!("Full time: {}", score(goals, names)),
    })
}

fn score(goals: &[u16], names: &[String]) -> String {
    crate::text::score_line(goals, names)
}

/// "1st Ann (3 pts) · 2nd Bob (2 pts) · 3rd Cy (1 pt) · 4th Dee (0 pts)", or "1st Cat (3 pts) ·
/// 2nd Ann, Ben (1 pt each)", for a finished table of three or more: places by goals, then shoot-out; level players share the better place.
pub fn placings_line(goals: &[u16], shootout: Option<&[u16]>, names: &[String]) -> String {
    let places = FutbolDash::placings(goals, shootout);
    let mut parts = Vec::new();
    for place in 1..=goals.len() {
        let at: Vec<&str> = (0..goals.len()).filter(|s| places[*s] == place).map(|s| name(names, s)).collect();
        if at.is_empty() {
            continue;
        }
        let points = placing_points(goals.len(), place);
        let each = if at.len() > 1 { " each" } else { "" };
        let pts = if points == 1 { "pt" } else { "pts" };
        parts.push(format!("{} {} ({points} {pts}{each})", ordinal(place), at.join(", ")));
    }
    parts.join(" · ")
}

pub fn ordinal(n: usize) -> String {
    let suffix = match n {
        1 => "st",
        2 => "nd",
        3 => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

/// One player's line: name, goals, AP, cards, hand and bookings.
pub fn player_line(v: &DashView, seat: Seat, names: &[String]) -> String {
    let p = &v.players[seat];
    let goals = if p.goals == 1 { "goal " } else { "goals" };
    let mut s = format!("{:<16} {} {goals}  AP {:>2}  hand {}", name(names, seat), p.goals, p.ap, p.hand_size);
    if p.reds > 0 {
        s.push_str(&format!("  red ×{}", p.reds));
    }
    if p.skips > 0 {
        s.push_str(&format!("  skips {}", p.skips));
    }
    if !p.front.is_empty() {
        let cards: Vec<String> = p.front.iter().map(|c| c.short()).collect();
        s.push_str(&format!("  [{}]", cards.join(" ")));
    }
    s
}

fn situation(v: &DashView, names: &[String]) -> String {
    let Some(me) = v.me() else { return String::new() };
    let mut out = format!(
        "{} · {} · deck {} · {} half\n",
        v.format.title(),
        crate::text::score_line(&v.goals(), names),
        v.deck,
        if v.second_half { "second" } else { "first" }
    );
    for s in 0..v.players.len() {
        let mark = if s == me { "›" } else { " " };
        out.push_str(&format!("{mark} {}\n", player_line(v, s, names)));
    }
    let task = match &v.stage {
        Stage::Play if v.turn == me => "Your turn: play one card.".to_string(),
        Stage::Play => format!("{}'s turn.", name(names, v.turn)),
        Stage::Substitute { count, .. } if v.turn == me => {
            format!("Substitution: take up to 3 cards off ({count} so far), then draw as many.")
        }
        Stage::Substitute { count, .. } => format!("{} is substituting ({count} off so far).", name(names, v.turn)),
        Stage::Window { card, by, target, referees, waiting } => {
            let what = format!("{} played {}{}", name(names, *by), card.label(), target_text(*target, names));
            let answer = match referees.last() {
                None => format!("{what}."),
                Some((s, c)) => format!("{what}; {} answered with {}.", name(names, *s), c.name()),
            };
            match (waiting.contains(me), referees.is_empty()) {
                (true, true) => format!("{answer} Foul it, or pass?"),
                (true, false) => format!("{answer} V.A.R., or pass?"),
                (false, _) => format!("{answer} The others may answer it."),
            }
        }
        Stage::Shot { shooter, penalty } => {
            let open = v.grid.iter().filter(|c| **c).count();
            let why = if *penalty { "Penalty" } else { "11 AP" };
            if *shooter == me {
                format!("{why}: shoot! Pick one of the {open} face-down shot cards.")
            } else {
                format!("{why}: {} shoots.", name(names, *shooter))
            }
        }
        Stage::Shootout { goals, seats, sudden_death, next, .. } => {
            let level: Vec<String> = seats.iter().map(|s| format!("{} {}", name(names, *s), goals[*s])).collect();
            let sd = if *sudden_death { " Sudden death." } else { "" };
            let who =
                if *next == me { "Your pick: a cell.".to_string() } else { format!("{} picks.", name(names, *next)) };
            format!("Shoot-out ({}).{sd} {who}", level.join(", "))
        }
        Stage::Over => "Full time.".to_string(),
    };
    out.push_str(&task);
    out.push('\n');
    if let Some(hand) = &v.players[me].hand {
        let cards: Vec<String> = hand.iter().map(|c| c.label()).collect();
        out.push_str(&format!("Your hand: {}\n", cards.join(", ")));
    }
    out
}
