//! Tally in words.

use super::rules::Event;
use super::state::Tally;
use super::view::{seats, TallyView};
use crate::game::Viewer;
use crate::text::{name, score_line, Text};

impl Text for Tally {
    const NAME: &'static str = "tally";
    const TITLE: &'static str = "Tally";
    const BLURB: &'static str = "a counting game for 2 to 4 players, for tests: the highest unique pick scores";
    const RULES: &'static str = "each round every player picks 1, 2 or 3 in secret; the highest number picked by \
exactly one player scores them a goal. The most goals after the last round win.";

    fn event_line(event: &Event, names: &[String]) -> Option<String> {
        Some(match event {
            Event::Picked { .. } => return None,
            Event::Revealed { round, picks, scorer } => {
                let shown: Vec<String> =
                    picks.iter().enumerate().map(|(s, p)| format!("{} {p}", name(names, s))).collect();
                let who = match scorer {
                    Some(s) => format!("{} score", name(names, *s)),
                    None => "no unique highest pick".to_string(),
                };
                format!("Round {round}: {} — {who}", shown.join(", "))
            }
            Event::Goal { goals, .. } => score_line(goals, names),
            Event::ExtraRound => "The lead is shared: an extra round".to_string(),
            Event::LotsDrawn { seat } => format!("Still level: lots go to {}", name(names, *seat)),
            Event::FullTime { goals } => format!("Full time: {}", score_line(goals, names)),
        })
    }

    fn ends_turn(event: &Event) -> bool {
        matches!(event, Event::Revealed { .. })
    }

    fn situation(view: &TallyView, names: &[String]) -> String {
        let Viewer::Seat(seat) = view.viewer else { return String::new() };
        let mut out = format!("Round {} of {} · {}\n", view.round + 1, view.rounds, score_line(&view.goals, names));
        let waiting: Vec<&str> = seats(view).filter(|s| !view.picked[*s]).map(|s| name(names, s)).collect();
        out.push_str(&format!("Still to pick: {}\n", waiting.join(", ")));
        match view.own_pick {
            Some(p) => out.push_str(&format!("You picked {p}.\n")),
            None => out.push_str(&format!("{}, pick 1, 2 or 3 in secret.\n", name(names, seat))),
        }
        out
    }
}
