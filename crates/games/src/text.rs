//! A game's words, and the lines every game shares.
//!
//! Each game implements [`Text`] in its own `text.rs`: what it is called, the rules in brief,
//! one play-by-play line per event, and what a seat must do now. Lines are made from views and
//! redacted events only, so a line is fit for whoever the view or event was redacted for; the
//! engine keeps no prose in its state. The lines here are the ones no game needs to write:
//! time-outs, resignations, the final score, who is still to choose.

use crate::game::{Ending, Game, Outcome, Seat, Status};
use crate::match_state::Event;

/// A game's words.
pub trait Text: Game {
    /// The short name used in commands and storage (`kix`).
    const NAME: &'static str;
    /// The name shown to people (`KIX`).
    const TITLE: &'static str;
    /// What kind of game it is, in one line: players, length, what makes it different.
    const BLURB: &'static str;
    /// The rules in a paragraph or two (Markdown), for `/rules` and the terminal; the options
    /// are listed after it, from the game's option list.
    const RULES: &'static str;

    /// One line of play-by-play for an event as a viewer's redacted events read (`None` for
    /// the ones too small to mention, such as "has chosen": the waiting line covers those).
    /// `names` has one name per seat.
    fn event_line(event: &Self::Event, names: &[String]) -> Option<String>;

    /// Whether this event completes a play (or a turn, a set-up) worth a new picture.
    fn ends_turn(event: &Self::Event) -> bool;

    /// What the viewing seat sees and must do now, as text (`view`'s viewer is the seat).
    fn situation(view: &Self::View, names: &[String]) -> String;

    /// The situation less what a full list of the seat's choices would repeat (a hand of cards
    /// that the choices list one by one): for the terminal, which prints every choice with its
    /// detail, where Discord folds them into a menu.
    fn brief_situation(view: &Self::View, names: &[String]) -> String {
        Self::situation(view, names)
    }

    /// How to read the situation's notation, said once at the start of a terminal match
    /// (empty when it needs no key).
    const NOTATION: &'static str = "";
}

/// A seat's name, or "seat N" when the list is short (never a panic on a bad index).
pub fn name(names: &[String], seat: Seat) -> &str {
    names.get(seat).map(String::as_str).unwrap_or("a player")
}

/// The line for an event of any match: the game's own, or one of the shared ones.
pub fn event_line<G: Text>(event: &Event<G>, names: &[String]) -> Option<String> {
    match event {
        Event::Game(e) => G::event_line(e, names),
        Event::AutoMoved { seat, passed: true } => Some(format!("{}'s time ran out: they pass", name(names, *seat))),
        Event::AutoMoved { seat, .. } => Some(format!("{}'s time ran out: the computer moved", name(names, *seat))),
        Event::Resigned { seat } => Some(format!("{} resigned", name(names, *seat))),
        Event::Forfeited { seat } => Some(format!("{} forfeited on time", name(names, *seat))),
        Event::Finished(o) => Some(result_line(o, names)),
    }
}

/// Whether a step with this event gets a new picture: the game says for its own events, and the
/// end of a match always does (resignations and forfeits come with it).
pub fn ends_turn<G: Text>(event: &Event<G>) -> bool {
    match event {
        Event::Game(e) => G::ends_turn(e),
        Event::Finished(_) => true,
        _ => false,
    }
}

/// The score as a line: "Ann 2–1 Bob", or for more seats "Ann 2 · Bob 1 · Cy 0".
pub fn score_line(goals: &[u16], names: &[String]) -> String {
    match goals {
        [a, b] => format!("{} {a}–{b} {}", name(names, 0), name(names, 1)),
        _ => goals.iter().enumerate().map(|(s, g)| format!("{} {g}", name(names, s))).collect::<Vec<_>>().join(" · "),
    }
}

/// The final result in words.
pub fn result_line(o: &Outcome, names: &[String]) -> String {
    let how = match (o.ending, o.winner, &o.shootout) {
        (Ending::Resigned(s), _, _) => format!(" ({} resigned)", name(names, s)),
        (Ending::Forfeited(s), _, _) => format!(" ({} forfeited)", name(names, s)),
        (_, Some(w), Some(p)) => {
            let theirs = p.iter().enumerate().filter(|(s, _)| *s != w).map(|(_, g)| *g).max().unwrap_or(0);
            format!(" — {} wins {}–{theirs} on penalties", name(names, w), p.get(w).copied().unwrap_or(0))
        }
        (_, Some(w), None) if o.goals.len() > 2 => format!(" — {} wins", name(names, w)),
        (_, None, _) if o.goals.len() > 2 => " — no outright winner".to_string(),
        (_, None, _) => " — a draw".to_string(),
        _ => String::new(),
    };
    format!("Final score: {}{how}", score_line(&o.goals, names))
}

/// "Waiting for Ann, Bob (chosen: Cy ✓)" — who still has to choose, never what anyone chose.
/// `who` names a seat (a mention on Discord). `None` once the match is over.
pub fn waiting_line(status: &Status, seats: usize, who: impl Fn(Seat) -> String) -> Option<String> {
    match status {
        Status::Turn(seat) => Some(format!("{} to move.", who(*seat))),
        // A reaction window: nobody has "chosen"; some may still answer what was just played.
        Status::Reaction { seats } => {
            let answering: Vec<String> = seats.iter().map(&who).collect();
            Some(format!("Waiting for {} to answer.", answering.join(", ")))
        }
        Status::Simultaneous { waiting } => {
            let waiting_for: Vec<String> = waiting.iter().map(&who).collect();
            let done: Vec<String> =
                (0..seats).filter(|s| !waiting.contains(*s)).map(|s| format!("{} ✓", who(s))).collect();
            let mut line = format!("Waiting for {}", waiting_for.join(", "));
            if !done.is_empty() {
                line.push_str(&format!(" (chosen: {})", done.join(", ")));
            }
            Some(line + ".")
        }
        Status::Finished(_) => None,
    }
}

/// "1. Ann · 2. Bob · 3. Cy": the seats in order (seat 1 is the home side, and kicks off).
pub fn seat_order(names: &[String]) -> String {
    names.iter().enumerate().map(|(s, n)| format!("{}. {n}", s + 1)).collect::<Vec<_>>().join(" · ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::SeatSet;

    fn names(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn results_read_for_two_seats_and_for_more() {
        let two = names(&["Ann", "Bob"]);
        assert_eq!(result_line(&Outcome::full_time(vec![2, 1], None), &two), "Final score: Ann 2–1 Bob");
        assert_eq!(result_line(&Outcome::full_time(vec![1, 1], None), &two), "Final score: Ann 1–1 Bob — a draw");
        let pens = Outcome::full_time(vec![1, 1], Some(vec![3, 4]));
        assert_eq!(result_line(&pens, &two), "Final score: Ann 1–1 Bob — Bob wins 4–3 on penalties");
        let resigned = Outcome { goals: vec![0, 2], shootout: None, winner: Some(1), ending: Ending::Resigned(0) };
        assert_eq!(result_line(&resigned, &two), "Final score: Ann 0–2 Bob (Ann resigned)");
        let three = names(&["Ann", "Bob", "Cy"]);
        let won = Outcome::full_time(vec![3, 1, 0], None);
        assert_eq!(result_line(&won, &three), "Final score: Ann 3 · Bob 1 · Cy 0 — Ann wins");
        let level = Outcome::full_time(vec![2, 2, 0], None);
        assert_eq!(result_line(&level, &three), "Final score: Ann 2 · Bob 2 · Cy 0 — no outright winner");
    }

    #[test]
    fn the_waiting_line_names_who_but_not_what() {
        let who = |s: Seat| ["Ann", "Bob", "Cy"][s].to_string();
        let waiting = Status::Simultaneous { waiting: [0, 2].into_iter().collect::<SeatSet>() };
        assert_eq!(waiting_line(&waiting, 3, who).unwrap(), "Waiting for Ann, Cy (chosen: Bob ✓).");
        assert_eq!(waiting_line(&Status::Turn(1), 3, who).unwrap(), "Bob to move.");
        let window = Status::Reaction { seats: [1, 2].into_iter().collect::<SeatSet>() };
        assert_eq!(waiting_line(&window, 3, who).unwrap(), "Waiting for Bob, Cy to answer.");
        assert_eq!(seat_order(&names(&["Ann", "Bob"])), "1. Ann · 2. Bob");
    }
}
