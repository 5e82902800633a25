//! A game's words, and the lines every game shares.
//!
//! Each game implements [`Text`] in its own `text.rs`: what it is called, the rules in brief,
//! one play-by-play line per event, and what a seat must do now. Lines are made from views and
//! redacted events only, so a line is fit for whoever the view or event was redacted for; the
//! engine keeps no prose in its state. The lines here are the ones no game needs to write:
//! time-outs, resignations, the final score, who is still to choose.

use touchline_i18n::{say, Catalogue, Source};

use crate::game::{Ending, Game, Outcome, Seat, Status};
use crate::match_state::Event;

pub use touchline_i18n::Lang;

pub use crate::words::SOURCES;
use crate::words::WORDS;

/// A game's words. Each game keeps them in its folder's `locales/<language>.ftl`, English the
/// source; a line is asked for in the language of whoever reads it.
pub trait Text: Game {
    /// The name shown to people (`KIX`): a proper name, the same in every language.
    const TITLE: &'static str;
    /// The game's catalogue in every language.
    const SOURCES: &'static [Source];
    /// The ids of the game's [`touchline_i18n::Named`] values (each type's `IDS`), which its
    /// code asks for by value, not by a written id: the catalogue test checks each is there.
    const NAMED: &'static [&'static [&'static str]] = &[];

    /// The game's words, read once.
    fn words() -> &'static Catalogue;

    /// The names of the sides the engine plays itself ([`crate::Profile::engine_sides`]) in
    /// `lang`; the profile's own names are the English ones.
    fn engine_sides(config: &Self::Config, lang: Lang) -> Vec<String> {
        let _ = lang;
        Self::profile(config).engine_sides
    }

    /// What kind of game it is, in one line: players, length, what makes it different.
    fn blurb(lang: Lang) -> String {
        Self::words().text(lang, "blurb", &[])
    }

    /// The rules in a paragraph or two (Markdown), for `/rules` and the terminal; the options
    /// are listed after it, from the game's option list.
    fn rules(lang: Lang) -> String {
        Self::words().text(lang, "rules", &[])
    }

    /// How to read the situation's notation, said once at the start of a terminal match: the
    /// catalogue's `notation`, or nothing for a game that needs no key.
    fn notation(lang: Lang) -> String {
        match Self::words().has("notation") {
            true => Self::words().text(lang, "notation", &[]),
            false => String::new(),
        }
    }

    /// One line of play-by-play for an event as a viewer's redacted events read (`None` for
    /// the ones too small to mention, such as "has chosen": the waiting line covers those).
    /// `names` has one name per seat.
    fn event_line(event: &Self::Event, names: &[String], lang: Lang) -> Option<String>;

    /// Whether this event completes a play (or a turn, a set-up) worth a new picture.
    fn ends_turn(event: &Self::Event) -> bool;

    /// What the viewing seat sees and must do now, as text (`view`'s viewer is the seat).
    fn situation(view: &Self::View, names: &[String], lang: Lang) -> String;

    /// The situation less what a full list of the seat's choices would repeat (a hand of cards
    /// that the choices list one by one): for the terminal, which prints every choice with its
    /// detail, where Discord folds them into a menu.
    fn brief_situation(view: &Self::View, names: &[String], lang: Lang) -> String {
        Self::situation(view, names, lang)
    }

    /// An option's help in `lang` (`option-<key>` in the game's catalogue), or the option
    /// list's own English.
    fn option_help(spec: &crate::options::OptionSpec, lang: Lang) -> String {
        let id = format!("option-{}", spec.key);
        Self::words().exact(lang, &id, &[]).unwrap_or_else(|| spec.help.to_string())
    }
}

/// A seat's name, or "?" when the list is short (never a panic on a bad index).
pub fn name(names: &[String], seat: Seat) -> &str {
    names.get(seat).map(String::as_str).unwrap_or("?")
}

/// The line for an event of any match: the game's own, or one of the shared ones.
pub fn event_line<G: Text>(event: &Event<G>, names: &[String], lang: Lang) -> Option<String> {
    let w = &*WORDS;
    Some(match event {
        Event::Game(e) => return G::event_line(e, names, lang),
        Event::AutoMoved { seat, passed: true } => say!(w, lang, "timed-out-passes", name = name(names, *seat)),
        Event::AutoMoved { seat, .. } => say!(w, lang, "timed-out-computer-moved", name = name(names, *seat)),
        Event::Resigned { seat } => say!(w, lang, "resigned", name = name(names, *seat)),
        Event::Forfeited { seat } => say!(w, lang, "forfeited-on-time", name = name(names, *seat)),
        Event::Finished(o) => result_line(o, names, lang),
    })
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

/// The score as a line: "Ann 2–1 Bob", or for more seats "Ann 2 · Bob 1 · Cy 0" (the same in
/// every language).
pub fn score_line(goals: &[u16], names: &[String]) -> String {
    match goals {
        [a, b] => format!("{} {a}–{b} {}", name(names, 0), name(names, 1)),
        _ => goals.iter().enumerate().map(|(s, g)| format!("{} {g}", name(names, s))).collect::<Vec<_>>().join(" · "),
    }
}

/// The final result in words.
pub fn result_line(o: &Outcome, names: &[String], lang: Lang) -> String {
    let w = &*WORDS;
    let score = score_line(&o.goals, names);
    match (o.ending, o.winner, &o.shootout) {
        (Ending::Resigned(s), _, _) => say!(w, lang, "final-score-resigned", score = score, name = name(names, s)),
        (Ending::Forfeited(s), _, _) => say!(w, lang, "final-score-forfeited", score = score, name = name(names, s)),
        (_, Some(winner), Some(p)) => {
            let theirs = p.iter().enumerate().filter(|(s, _)| *s != winner).map(|(_, g)| *g).max().unwrap_or(0);
            let won = p.get(winner).copied().unwrap_or(0);
            say!(w, lang, "final-score-penalties", score = score, name = name(names, winner), won = won, lost = theirs)
        }
        (_, Some(winner), None) if o.goals.len() > 2 => {
            say!(w, lang, "final-score-winner", score = score, name = name(names, winner))
        }
        (_, None, _) if o.goals.len() > 2 => say!(w, lang, "final-score-no-winner", score = score),
        (_, None, _) => say!(w, lang, "final-score-draw", score = score),
        _ => say!(w, lang, "final-score", score = score),
    }
}

/// "Waiting for Ann, Bob (chosen: Cy ✓)" — who still has to choose, never what anyone chose.
/// `who` names a seat (a mention on Discord). `None` once the match is over.
pub fn waiting_line(status: &Status, seats: usize, who: impl Fn(Seat) -> String, lang: Lang) -> Option<String> {
    let w = &*WORDS;
    match status {
        Status::Turn(seat) => Some(say!(w, lang, "to-move", name = who(*seat))),
        // A reaction window: nobody has "chosen"; some may still answer what was just played.
        Status::Reaction { seats } => {
            let answering: Vec<String> = seats.iter().map(&who).collect();
            Some(say!(w, lang, "waiting-to-answer", names = answering.join(", ")))
        }
        Status::Simultaneous { waiting } => {
            let waiting_for = waiting.iter().map(&who).collect::<Vec<_>>().join(", ");
            let done: Vec<String> =
                (0..seats).filter(|s| !waiting.contains(*s)).map(|s| format!("{} ✓", who(s))).collect();
            Some(if done.is_empty() {
                say!(w, lang, "waiting-for", names = waiting_for)
            } else {
                say!(w, lang, "waiting-for-chosen", names = waiting_for, chosen = done.join(", "))
            })
        }
        Status::Finished(_) => None,
    }
}

/// "\n**Options:**", before the option list of `/rules`.
pub fn options_heading(lang: Lang) -> String {
    format!("\n**{}**", WORDS.text(lang, "options-heading", &[]))
}

/// The line `/rules` ends its option list with: the cup-tie option every game has.
pub fn result_needed_line(lang: Lang) -> String {
    format!("\n• `result_needed` — {}", WORDS.text(lang, "option-result-needed", &[]))
}

/// One option for `/rules` in `lang`, with its help already in `lang`. English keeps the option
/// list's own wording of the values; other languages list what may be typed.
pub fn describe_option(spec: &crate::options::OptionSpec, help: &str, lang: Lang) -> String {
    if lang == Lang::En {
        return format!("`{}` — {help} Values: {}. Default: {}.", spec.key, spec.allowed(), spec.default_text());
    }
    let w = &*WORDS;
    let values = spec.values.allowed_in(lang);
    let default = match spec.default.trim() {
        "" => say!(w, lang, "option-default-none"),
        d => format!("`{d}`"),
    };
    say!(w, lang, "option-line", key = spec.key, help = help, values = values, default = default)
}

/// How many play a game, in `lang`: "2", "2 to 6".
pub fn seats_in(allowed: (usize, usize), lang: Lang) -> String {
    match allowed {
        (a, b) if a == b => a.to_string(),
        (min, max) => say!(WORDS, lang, "seats-range", min = min, max = max),
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

    /// Every `.rs` file under `dir`, read as one text.
    fn code_under(dir: &std::path::Path) -> String {
        let mut out = String::new();
        let Ok(entries) = std::fs::read_dir(dir) else { return out };
        for path in entries.flatten().map(|e| e.path()) {
            if path.is_dir() {
                out.push_str(&code_under(&path));
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push_str(&std::fs::read_to_string(&path).unwrap_or_default());
            }
        }
        out
    }

    /// Messages of an English catalogue that no code asks for by its id.
    fn unused(english: &str, code: &str, asked_by_convention: impl Fn(&str) -> bool) -> Vec<String> {
        let ids = touchline_i18n::messages(english).expect("English reads");
        ids.into_keys().filter(|id| !asked_by_convention(id) && !code.contains(&format!("\"{id}\""))).collect()
    }

    #[test]
    fn every_catalogue_is_whole_in_every_language_and_every_message_is_used() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut wrong = touchline_i18n::problems(&SOURCES);
        let shared = code_under(&root.join("src")).replace(include_str!("locales/en.ftl"), "");
        wrong.extend(unused(SOURCES[0].text, &shared, |_| false).into_iter().map(|id| format!("shared: {id} unused")));
        for kind in crate::GameKind::ALL {
            let folder = kind.name().replace('-', "_");
            wrong.extend(touchline_i18n::problems(kind.sources()).into_iter().map(|p| format!("{folder}: {p}")));
            // A game's words are asked for in its folder and in its picture's module.
            let code = code_under(&root.join("src").join(&folder))
                + &std::fs::read_to_string(root.join("../render/src").join(format!("{folder}.rs"))).unwrap_or_default();
            let options: Vec<String> = kind.options().iter().map(|o| format!("option-{}", o.key)).collect();
            let named: Vec<&str> = kind.named().iter().flat_map(|ids| ids.iter().copied()).collect();
            wrong.extend(
                touchline_i18n::missing_ids(kind.sources()[0].text, named.iter().copied())
                    .into_iter()
                    .map(|id| format!("{folder}: {id} is a named value's but not in the catalogue")),
            );
            let by_convention = |id: &str| {
                ["blurb", "rules", "notation"].contains(&id) || options.iter().any(|o| o == id) || named.contains(&id)
            };
            let english = kind.sources()[0].text;
            wrong.extend(unused(english, &code, by_convention).into_iter().map(|id| format!("{folder}: {id} unused")));
            for o in kind.options() {
                let help = kind.option_help(o, Lang::En);
                if help != o.help {
                    wrong.push(format!("{folder}: option-{} in English differs from the option list's help", o.key));
                }
            }
        }
        assert!(wrong.is_empty(), "{wrong:#?}");
    }

    #[test]
    fn results_read_for_two_seats_and_for_more() {
        let two = names(&["Ann", "Bob"]);
        assert_eq!(result_line(&Outcome::full_time(vec![2, 1], None), &two, Lang::En), "Final score: Ann 2–1 Bob");
        assert_eq!(
            result_line(&Outcome::full_time(vec![1, 1], None), &two, Lang::En),
            "Final score: Ann 1–1 Bob — a draw"
        );
        let pens = Outcome::full_time(vec![1, 1], Some(vec![3, 4]));
        assert_eq!(result_line(&pens, &two, Lang::En), "Final score: Ann 1–1 Bob — Bob wins 4–3 on penalties");
        let resigned = Outcome { goals: vec![0, 2], shootout: None, winner: Some(1), ending: Ending::Resigned(0) };
        assert_eq!(result_line(&resigned, &two, Lang::En), "Final score: Ann 0–2 Bob (Ann resigned)");
        let three = names(&["Ann", "Bob", "Cy"]);
        let won = Outcome::full_time(vec![3, 1, 0], None);
        assert_eq!(result_line(&won, &three, Lang::En), "Final score: Ann 3 · Bob 1 · Cy 0 — Ann wins");
        let level = Outcome::full_time(vec![2, 2, 0], None);
        assert_eq!(result_line(&level, &three, Lang::En), "Final score: Ann 2 · Bob 2 · Cy 0 — no outright winner");
    }

    #[test]
    fn the_waiting_line_names_who_but_not_what() {
        let who = |s: Seat| ["Ann", "Bob", "Cy"][s].to_string();
        let waiting = Status::Simultaneous { waiting: [0, 2].into_iter().collect::<SeatSet>() };
        assert_eq!(waiting_line(&waiting, 3, who, Lang::En).unwrap(), "Waiting for Ann, Cy (chosen: Bob ✓).");
        assert_eq!(waiting_line(&Status::Turn(1), 3, who, Lang::En).unwrap(), "Bob to move.");
        let window = Status::Reaction { seats: [1, 2].into_iter().collect::<SeatSet>() };
        assert_eq!(waiting_line(&window, 3, who, Lang::En).unwrap(), "Waiting for Bob, Cy to answer.");
        assert_eq!(seat_order(&names(&["Ann", "Bob"])), "1. Ann · 2. Bob");
    }
}
