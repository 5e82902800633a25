//! Tally in words.

use touchline_i18n::{say, Catalogue, Source};

use super::rules::Event;
use super::state::Tally;
use super::view::{seats, TallyView};
use crate::game::Viewer;
use crate::text::Lang;
use crate::text::{name, score_line, Text};

pub use super::words::SOURCES;
pub(crate) use super::words::WORDS;

impl Text for Tally {
    const TITLE: &'static str = "Tally";
    const SOURCES: &'static [Source] = &SOURCES;

    fn words() -> &'static Catalogue {
        &WORDS
    }

    fn event_line(event: &Event, names: &[String], lang: Lang) -> Option<String> {
        let w = &*WORDS;
        Some(match event {
            Event::Picked { .. } => return None,
            Event::Revealed { round, picks, scorer } => {
                let shown: Vec<String> =
                    picks.iter().enumerate().map(|(s, p)| format!("{} {p}", name(names, s))).collect();
                let picks = shown.join(", ");
                match scorer {
                    Some(s) => {
                        say!(w, lang, "event-round-scorer", round = *round, picks = picks, name = name(names, *s))
                    }
                    None => say!(w, lang, "event-round-no-scorer", round = *round, picks = picks),
                }
            }
            Event::Goal { goals, .. } => score_line(goals, names),
            Event::ExtraRound => say!(w, lang, "event-extra-round"),
            Event::LotsDrawn { seat } => say!(w, lang, "event-lots-drawn", name = name(names, *seat)),
            Event::FullTime { goals } => say!(w, lang, "event-full-time", score = score_line(goals, names)),
        })
    }

    fn ends_turn(event: &Event) -> bool {
        matches!(event, Event::Revealed { .. })
    }

    fn situation(view: &TallyView, names: &[String], lang: Lang) -> String {
        let w = &*WORDS;
        let Viewer::Seat(seat) = view.viewer else { return String::new() };
        let score = score_line(&view.goals, names);
        let mut out = say!(w, lang, "situation-round", round = view.round + 1, rounds = view.rounds, score = score);
        out.push('\n');
        let waiting: Vec<&str> = seats(view).filter(|s| !view.picked[*s]).map(|s| name(names, s)).collect();
        out.push_str(&say!(w, lang, "situation-still-to-pick", names = waiting.join(", ")));
        out.push('\n');
        match view.own_pick {
            Some(p) => out.push_str(&say!(w, lang, "situation-you-picked", number = p)),
            None => out.push_str(&say!(w, lang, "situation-pick", name = name(names, seat))),
        }
        out.push('\n');
        out
    }
}
