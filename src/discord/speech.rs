//! The bot's own words in a person's language: the language their Discord is set to (the
//! `locale` every interaction carries), English where Touchline does not speak it or a
//! message is missing. The words are in `src/locales/<language>/bot.ftl`.

use std::sync::LazyLock;

use touchline_i18n::{Catalogue, FluentValue, Lang, Source};

/// One catalogue's files in every language, compiled in: `catalogue_files!("bot")` is
/// `src/locales/<language>/bot.ftl` for each language.
macro_rules! catalogue_files {
    ($name:literal) => {
        [
            $crate::discord::speech::catalogue_files!(@ En, "en", $name),
            $crate::discord::speech::catalogue_files!(@ Es, "es", $name),
            $crate::discord::speech::catalogue_files!(@ PtBr, "pt-BR", $name),
            $crate::discord::speech::catalogue_files!(@ Fr, "fr", $name),
            $crate::discord::speech::catalogue_files!(@ De, "de", $name),
        ]
    };
    (@ $lang:ident, $folder:literal, $name:literal) => {
        touchline_i18n::Source {
            lang: touchline_i18n::Lang::$lang,
            file: concat!($folder, "/", $name, ".ftl"),
            text: include_str!(concat!("../locales/", $folder, "/", $name, ".ftl")),
        }
    };
}
pub(crate) use catalogue_files;

/// The bot's own words, every language.
pub const SOURCES: [Source; 5] = catalogue_files!("bot");

static CATALOGUE: LazyLock<Catalogue> = LazyLock::new(|| read("bot", &SOURCES));

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
    CATALOGUE.text(lang, id, &[])
}

/// One of the bot's messages in `lang`, with its arguments.
pub fn say_with(lang: Lang, id: &str, args: &[(&str, FluentValue<'_>)]) -> String {
    CATALOGUE.text(lang, id, args)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_has_every_message_and_every_message_is_used() {
        let problems = touchline_i18n::problems(&SOURCES);
        assert!(problems.is_empty(), "{problems:#?}");
        // Each message is asked for by its id somewhere in the bot's Discord code.
        let mut code = String::new();
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/src/discord");
        for entry in std::fs::read_dir(dir).unwrap().flatten() {
            if entry.path().extension().is_some_and(|e| e == "rs") && entry.file_name() != "speech.rs" {
                code.push_str(&std::fs::read_to_string(entry.path()).unwrap());
            }
        }
        let english = touchline_i18n::messages(SOURCES[0].text).unwrap();
        let unused: Vec<&String> = english.keys().filter(|id| !code.contains(&format!("\"{id}\""))).collect();
        assert!(unused.is_empty(), "messages nothing asks for: {unused:?}");
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
