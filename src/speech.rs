//! Touchline's own words in people's languages, outside the games (whose words live in their
//! folders): a catalogue per area in `src/locales/<language>/<area>.ftl`, compiled in. A person
//! is answered in their Discord's language (the `locale` every interaction carries); a server's
//! threads and news speak the server's language; English stands in wherever a language or a
//! message is missing.

use std::sync::LazyLock;

use touchline_i18n::{Catalogue, FluentValue, Lang, Source};

/// One area's catalogue files in every language: `src/locales/<language>/<area>.ftl`.
macro_rules! catalogue_files {
    ($area:literal) => {
        touchline_i18n::sources!(concat!(env!("CARGO_MANIFEST_DIR"), "/src/locales/"), concat!("/", $area, ".ftl"))
    };
}
pub(crate) use catalogue_files;

/// The bot's answers and its match threads' own lines.
pub const BOT_SOURCES: [Source; 5] = catalogue_files!("bot");

/// The answers any command or click may get, and the lines a match thread is told.
pub static BOT: LazyLock<Catalogue> = LazyLock::new(|| read("bot", &BOT_SOURCES));

/// The words of leagues, tournaments and their news (the bot's and the web pages').
pub const LEAGUES_SOURCES: [Source; 5] = catalogue_files!("leagues");
pub static LEAGUES: LazyLock<Catalogue> = LazyLock::new(|| read("leagues", &LEAGUES_SOURCES));

/// The web pages' own words.
pub const WEB_SOURCES: [Source; 5] = catalogue_files!("web");
pub static WEB: LazyLock<Catalogue> = LazyLock::new(|| read("web", &WEB_SOURCES));

/// The terminal's own words (`touchline play`, `simulate`, `tournament`, `replay`).
pub const TERMINAL_SOURCES: [Source; 5] = catalogue_files!("terminal");
pub static TERMINAL: LazyLock<Catalogue> = LazyLock::new(|| read("terminal", &TERMINAL_SOURCES));

/// The terminal's `--help`: every command's and argument's words, and clap's headings. Its
/// `cmd-…` and `arg-…` ids are made from the command line's shape rather than written in the
/// code, so it is not among [`ALL_SOURCES`] (whose test finds each id in the code): the
/// command line's own test checks them against the commands and arguments there are.
pub const HELP_SOURCES: [Source; 5] = catalogue_files!("help");
pub static HELP: LazyLock<Catalogue> = LazyLock::new(|| read("help", &HELP_SOURCES));

/// Every catalogue of the bot, named.
pub const ALL_SOURCES: [(&str, &[Source]); 4] =
    [("bot", &BOT_SOURCES), ("leagues", &LEAGUES_SOURCES), ("web", &WEB_SOURCES), ("terminal", &TERMINAL_SOURCES)];

/// A catalogue read for the bot; what does not read is logged and left to English.
pub fn read(what: &str, sources: &[Source]) -> Catalogue {
    let (catalogue, problems) = Catalogue::new(sources);
    if !problems.is_empty() {
        tracing::error!(what, ?problems, "part of a catalogue does not read; English stands in for it");
    }
    catalogue
}

/// The language of a Discord locale: Touchline's own for it, or English.
pub fn lang_of(locale: &str) -> Lang {
    Lang::from_discord(locale).unwrap_or(Lang::En)
}

/// One of the bot's messages in `lang`.
pub fn say(lang: Lang, id: &str) -> String {
    BOT.text(lang, id, &[])
}

/// One of the bot's messages in `lang`, with its arguments.
pub fn say_with(lang: Lang, id: &str, args: &[(&str, FluentValue<'_>)]) -> String {
    BOT.text(lang, id, args)
}

/// Every `.rs` file under `src/`, read as one text (for the tests that find each message's use).
#[cfg(test)]
pub(crate) fn all_code() -> String {
    fn under(dir: &std::path::Path, out: &mut String) {
        for path in std::fs::read_dir(dir).into_iter().flatten().flatten().map(|e| e.path()) {
            if path.is_dir() {
                under(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") && !path.ends_with("speech.rs") {
                out.push_str(&std::fs::read_to_string(&path).unwrap_or_default());
            }
        }
    }
    let mut out = String::new();
    under(std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/src")), &mut out);
    out
}

/// The messages of an English catalogue no code asks for by their id.
#[cfg(test)]
pub(crate) fn unused(english: &str) -> Vec<String> {
    let code = all_code();
    let ids = touchline_i18n::messages(english).expect("English reads");
    ids.into_keys().filter(|id| !code.contains(&format!("\"{id}\""))).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_has_every_message_and_every_message_is_used() {
        for (name, sources) in ALL_SOURCES {
            let problems = touchline_i18n::problems(sources);
            assert!(problems.is_empty(), "{name}: {problems:#?}");
            let unused = unused(sources[0].text);
            assert!(unused.is_empty(), "{name}: messages nothing asks for: {unused:?}");
        }
    }

    /// The other direction: every id the code asks a catalogue for is in that catalogue's
    /// English (a missing one would reach a player as its raw id).
    #[test]
    fn every_message_the_code_asks_for_is_in_english() {
        let english = |sources: &[Source]| touchline_i18n::messages(sources[0].text).expect("English reads");
        let catalogues = [
            ("BOT", english(&BOT_SOURCES)),
            ("LEAGUES", english(&LEAGUES_SOURCES)),
            ("WEB", english(&WEB_SOURCES)),
            ("TERMINAL", english(&TERMINAL_SOURCES)),
            ("HELP", english(&HELP_SOURCES)),
        ];
        // The code without its comments, which speak of calls without making them.
        let code: String =
            all_code().lines().filter(|l| !l.trim_start().starts_with("//")).flat_map(|l| [l, "\n"]).collect();
        let asked = asked_ids(&code);
        assert!(asked.len() > 500, "the scan finds the code's messages: {}", asked.len());
        let missing: Vec<String> = asked
            .iter()
            .filter(|(catalogue, id)| {
                !catalogues.iter().any(|(name, messages)| {
                    (*catalogue == "ANY" || name == catalogue) && messages.contains_key(id.as_str())
                })
            })
            .map(|(catalogue, id)| format!("{catalogue}: {id}"))
            .collect();
        assert!(missing.is_empty(), "asked for but not in English: {missing:#?}");
    }

    #[test]
    fn the_scan_reads_every_way_of_asking_for_a_message() {
        let code = r#"say!(BOT, lang, "a-b"); t!(lang, "c-d", x = 1); refuse!("e-f", name = n);
            say!(lang, "g-h"); say!(words, lang, "i-j"); say(lang_of("pt-BR"), "k-l");
            essay("no"); format!("m-n"); touchline_i18n::say!(
                crate::speech::LEAGUES,
                lang,
                "o-p"
            )"#;
        let asked = asked_ids(code);
        let found: Vec<(&str, &str)> = asked.iter().map(|(c, id)| (*c, id.as_str())).collect();
        let want = [
            ("ANY", "i-j"),
            ("BOT", "a-b"),
            ("BOT", "k-l"),
            ("LEAGUES", "e-f"),
            ("LEAGUES", "o-p"),
            ("TERMINAL", "g-h"),
            ("WEB", "c-d"),
        ];
        assert_eq!(found, want);
    }

    /// Each (catalogue, id) the code asks for with a literal id: `say!(CATALOGUE, lang, "id"`,
    /// `message!(CATALOGUE, "id"`, the terminal's `say!(lang, "id"`, the pages' `t!(lang, "id"`,
    /// the leagues' `refuse!("id"` and `refusal!("id"`, and the bot's `say(lang, "id"` and
    /// `say_with(lang, "id"`.
    fn asked_ids(code: &str) -> Vec<(&'static str, String)> {
        const NAMED: [&str; 5] = ["BOT", "LEAGUES", "WEB", "TERMINAL", "HELP"];
        let mut asked = Vec::new();
        for (call, default) in [
            ("say!(", "TERMINAL"),
            ("message!(", ""),
            ("t!(", "WEB"),
            ("refuse!(", "LEAGUES"),
            ("refusal!(", "LEAGUES"),
            ("say(", "BOT"),
            ("say_with(", "BOT"),
        ] {
            for (at, _) in code.match_indices(call) {
                // A longer name that ends the same way (`essay(`, `fit!(`) is not the call.
                let before = code[..at].chars().next_back().unwrap_or(' ');
                if before.is_alphanumeric() || before == '_' {
                    continue;
                }
                let args = &code[at + call.len()..];
                // The first string literal among the first three arguments is the id (a literal
                // inside a nested call, `lang_of("pt-BR")`, is not).
                let (mut depth, mut commas, mut first_arg, mut id) = (0, 0, String::new(), None);
                let mut chars = args.chars();
                while let Some(c) = chars.next() {
                    match c {
                        '(' | '[' | '{' => depth += 1,
                        ')' | ']' | '}' if depth == 0 => break,
                        ')' | ']' | '}' => depth -= 1,
                        ',' if depth == 0 => commas += 1,
                        '"' => {
                            let mut literal = String::new();
                            while let Some(c) = chars.next() {
                                match c {
                                    '\\' => {
                                        chars.next();
                                    }
                                    '"' => break,
                                    c => literal.push(c),
                                }
                            }
                            if depth == 0 {
                                id = Some(literal);
                                break;
                            }
                            continue;
                        }
                        _ => {}
                    }
                    if commas > 2 {
                        break;
                    }
                    if commas == 0 {
                        first_arg.push(c);
                    }
                }
                let Some(id) = id.filter(|id| {
                    !id.is_empty() && id.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
                }) else {
                    continue;
                };
                // `say!(words, lang, "id"` names its catalogue by a variable: any will do.
                let named = NAMED.iter().find(|n| first_arg.contains(*n)).copied();
                let catalogue = named.unwrap_or(if call == "say!(" && commas == 2 { "ANY" } else { default });
                if !catalogue.is_empty() {
                    asked.push((catalogue, id));
                }
            }
        }
        asked.sort();
        asked.dedup();
        asked
    }

    #[test]
    fn the_help_is_whole_in_every_language_and_its_other_words_are_used() {
        let problems = touchline_i18n::problems(&HELP_SOURCES);
        assert!(problems.is_empty(), "help: {problems:#?}");
        // The commands' and arguments' ids are checked against the command line itself.
        let unused: Vec<String> = unused(HELP_SOURCES[0].text)
            .into_iter()
            .filter(|id| !id.starts_with("cmd-") && !id.starts_with("arg-"))
            .collect();
        assert!(unused.is_empty(), "help: messages nothing asks for: {unused:?}");
    }

    #[test]
    fn a_person_is_answered_in_their_discords_language_or_english() {
        assert!(say(lang_of("pt-BR"), "stopping").starts_with("O Touchline está reiniciando"));
        assert!(say(lang_of("es-419"), "stopping").starts_with("Touchline se está reiniciando"));
        assert!(say(lang_of("ja"), "stopping").starts_with("Touchline is restarting"));
        let args = [("input", FluentValue::from("x")), ("command", FluentValue::from("play"))];
        assert_eq!(say_with(Lang::De, "command-unreadable-input", &args), "Ich konnte `x` für `/play` nicht lesen.");
    }
}
