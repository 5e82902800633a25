//! The command list in every language Touchline speaks: each command's, subcommand's and
//! option's name and description, and the fixed choices, as Discord shows them to a person
//! whose Discord is set to that language (Discord's own localisation: the bot still receives
//! the English names).
//!
//! The words are in `src/locales/<language>/commands.ftl`, one message per name:
//! - `cmd-<path>` and `cmd-<path>-desc` for a command or subcommand (`<path>`: its names from
//!   the top, joined by `-`, e.g. `league-create`);
//! - `cmd-<path>-opt-<option>` and `cmd-<path>-opt-<option>-desc` for an option;
//! - `opt-<option>` for a game's own option (added to `/play` and the competitions' `create`
//!   from the games' data; its description and choices are the game's words, still English);
//! - `choice-<slug>` for a fixed choice, by its English name made into a slug (the games'
//!   titles and ways of drafting are the games' own words, and not here).

use std::collections::HashMap;
use std::sync::LazyLock;

use touchline_i18n::{Catalogue, Lang, Source};

use super::{Bot, Error};

/// The command list's catalogue files, every language.
pub const SOURCES: [Source; 5] = crate::speech::catalogue_files!("commands");

/// The catalogue, read once. A file that does not read (which the tests rule out) leaves its
/// language's command list in English rather than stopping the bot.
static CATALOGUE: LazyLock<Catalogue> = LazyLock::new(|| crate::speech::read("commands", &SOURCES));

/// What a message is for: a name (Discord's naming rules) or a description or choice (up to
/// 100 characters).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Name,
    Text,
}

/// One thing in the command list that may be said in other languages: the message ids that
/// say it (the first the catalogue has is used), what it is, and whether the catalogue must
/// have it (the command list's own words; a game's words come with the game's catalogue).
#[derive(Clone, Debug)]
pub struct Wanted {
    pub ids: Vec<String>,
    pub kind: Kind,
    pub required: bool,
}

/// Give every command in the list its names and descriptions in the other languages.
///
/// A command Discord would find too big in some language (see [`MAX_COMMAND_SIZE`]) keeps
/// English for its longest translated option descriptions until it fits, rather than have
/// Discord refuse the whole list; how many were given up is returned (the tests want none).
pub fn localize(commands: &mut [poise::Command<Bot, Error>]) -> usize {
    let catalogue = &*CATALOGUE;
    let has = |id: &str| catalogue.has(id);
    let mut all_given_up = 0;
    for command in commands {
        let mut given_up = 0;
        let path = command.name.clone();
        walk(command, &path, &has, &mut |wanted| match wanted.ids.iter().find(|id| catalogue.has(id)) {
            Some(id) => translations(catalogue, id),
            None => HashMap::new(),
        });
        while size(command) > MAX_COMMAND_SIZE && give_up_longest(command) {
            given_up += 1;
        }
        if given_up > 0 {
            tracing::warn!(command = %command.name, given_up, "translated descriptions left out to keep the command within Discord's size");
        }
        all_given_up += given_up;
    }
    all_given_up
}

/// Discord's limit on one command: its name, description and choices' names, with every
/// option's and subcommand's, counting for each the longest of its English and translations.
pub const MAX_COMMAND_SIZE: usize = 4000;

/// A command's size as Discord counts it against [`MAX_COMMAND_SIZE`].
pub fn size(c: &poise::Command<Bot, Error>) -> usize {
    let mut total = longest(&c.name, &c.name_localizations)
        + longest(c.description.as_deref().unwrap_or_default(), &c.description_localizations);
    for p in &c.parameters {
        total += longest(&p.name, &p.name_localizations)
            + longest(p.description.as_deref().unwrap_or_default(), &p.description_localizations);
        // A choice's value is its position: a digit or two.
        total += p.choices.iter().map(|ch| longest(&ch.name, &ch.localizations) + 2).sum::<usize>();
    }
    total + c.subcommands.iter().map(size).sum::<usize>()
}

fn longest(english: &str, localised: &HashMap<String, String>) -> usize {
    localised.values().map(|t| t.chars().count()).chain([english.chars().count()]).max().unwrap_or(0)
}

/// Leave in English the option description (anywhere in the command) whose translations
/// add most to its size; false when none is translated any more.
fn give_up_longest(c: &mut poise::Command<Bot, Error>) -> bool {
    fn options<'a>(c: &'a mut poise::Command<Bot, Error>, out: &mut Vec<&'a mut poise::CommandParameter<Bot, Error>>) {
        out.extend(c.parameters.iter_mut());
        for sub in &mut c.subcommands {
            options(sub, out);
        }
    }
    let mut all = Vec::new();
    options(c, &mut all);
    let excess = |p: &poise::CommandParameter<Bot, Error>| {
        let english = p.description.as_deref().unwrap_or_default();
        longest(english, &p.description_localizations) - english.chars().count()
    };
    match all.into_iter().filter(|p| !p.description_localizations.is_empty()).max_by_key(|p| excess(p)) {
        Some(p) => {
            p.description_localizations.clear();
            true
        }
        None => false,
    }
}

/// Everything the command list would say in other languages, as [`localize`] looks it up in a
/// catalogue whose English has the messages `has` says.
pub fn wanted(commands: &mut [poise::Command<Bot, Error>], has: &dyn Fn(&str) -> bool) -> Vec<Wanted> {
    let mut out = Vec::new();
    for command in commands {
        let path = command.name.clone();
        walk(command, &path, has, &mut |wanted| {
            out.push(wanted);
            HashMap::new()
        });
    }
    out
}

/// A message in every language but English (which the names themselves are), under each of
/// the language's Discord locales; nothing where a language lacks it.
fn translations(catalogue: &Catalogue, id: &str) -> HashMap<String, String> {
    let mut out = HashMap::new();
    for lang in Lang::ALL.into_iter().filter(|l| *l != Lang::En) {
        if let Some(text) = catalogue.exact(lang, id, &[]) {
            for locale in lang.discord_locales() {
                out.insert(locale.to_string(), text.clone());
            }
        }
    }
    out
}

/// The Activity's Entry Point command (`/launch`), as Discord's command list takes it: the app
/// answers it itself (handler 1), with the launch, so a channel without a match can be told so.
pub fn entry_point() -> serde_json::Value {
    let catalogue: &Catalogue = &crate::speech::BOT;
    serde_json::json!({
        "name": "launch",
        "type": 4,
        "handler": 1,
        "description": catalogue.text(Lang::En, "activity-launch-description", &[]),
        "description_localizations": translations(catalogue, "activity-launch-description"),
        "contexts": [0],
        "integration_types": [0],
    })
}

/// Visit a command and what it holds: ask `words` for each thing's translations, and store
/// them.
fn walk(
    command: &mut poise::Command<Bot, Error>,
    path: &str,
    has: &dyn Fn(&str) -> bool,
    words: &mut dyn FnMut(Wanted) -> HashMap<String, String>,
) {
    let wanted = |ids: Vec<String>, kind, required| Wanted { ids, kind, required };
    command.name_localizations = words(wanted(vec![format!("cmd-{path}")], Kind::Name, true));
    command.description_localizations = words(wanted(vec![format!("cmd-{path}-desc")], Kind::Text, true));
    for parameter in &mut command.parameters {
        // The command's own option has messages of its own; a game's option a shared name.
        let own = format!("cmd-{path}-opt-{}", parameter.name);
        let fixed = has(&own);
        let names = vec![own.clone(), format!("opt-{}", parameter.name)];
        parameter.name_localizations = words(wanted(names, Kind::Name, true));
        parameter.description_localizations = words(wanted(vec![format!("{own}-desc")], Kind::Text, fixed));
        // Choices made from the games' data are the games' words, not the command list's.
        let own_choices = fixed && ![super::choices::GAME, super::choices::DRAFT].contains(&parameter.name.as_str());
        for choice in &mut parameter.choices {
            let id = format!("choice-{}", slug(&choice.name));
            choice.localizations = words(wanted(vec![id], Kind::Text, own_choices));
        }
    }
    for sub in &mut command.subcommands {
        let path = format!("{path}-{}", sub.name);
        walk(sub, &path, has, words);
    }
}

/// A choice's English name as an id: lower case, every run of other characters one `-`.
pub fn slug(name: &str) -> String {
    let mut out = String::new();
    for c in name.chars().flat_map(char::to_lowercase) {
        if c.is_ascii_alphanumeric() {
            out.push(c);
        } else if !out.ends_with('-') {
            out.push('-');
        }
    }
    out.trim_matches('-').to_string()
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;

    fn command_list() -> Vec<poise::Command<Bot, Error>> {
        super::super::commands::all().into_iter().chain(super::super::competitions::commands()).collect()
    }

    #[test]
    fn the_catalogues_read_and_every_language_has_every_message() {
        let problems = touchline_i18n::problems(&SOURCES);
        assert!(problems.is_empty(), "{problems:#?}");
        assert!(Catalogue::new(&SOURCES).1.is_empty());
    }

    #[test]
    fn the_command_lists_words_are_all_there_and_none_is_left_over() {
        let (catalogue, _) = Catalogue::new(&SOURCES);
        let wanted = wanted(&mut command_list(), &|id| catalogue.has(id));
        let mut used = BTreeSet::new();
        let mut missing = Vec::new();
        for w in &wanted {
            match w.ids.iter().find(|id| catalogue.has(id)) {
                Some(id) => {
                    used.insert(id.clone());
                }
                None if w.required => missing.push(w.ids.join(" or ")),
                None => {}
            }
        }
        assert!(missing.is_empty(), "the English catalogue lacks {missing:#?}");
        let english = touchline_i18n::messages(SOURCES[0].text).unwrap();
        let unused: Vec<&String> = english.keys().filter(|id| !used.contains(*id)).collect();
        assert!(unused.is_empty(), "messages nothing asks for: {unused:#?}");
        // English says exactly what the command list says.
        for w in wanted.iter().filter(|w| w.required) {
            let id = w.ids.iter().find(|id| catalogue.has(id)).unwrap();
            let english = catalogue.exact(Lang::En, id, &[]).unwrap();
            assert!(!english.is_empty(), "{id}");
        }
    }

    /// Discord refuses the whole list for one wrong name: every localised name is 1 to 32
    /// letters, digits, `-`, `_` or `'` in lower case, unique among its siblings in its
    /// language; every description and choice 1 to 100 characters.
    #[test]
    fn the_localised_command_list_keeps_discords_rules() {
        let mut commands = command_list();
        localize(&mut commands);
        let name_fits = |n: &str| {
            (1..=32).contains(&n.chars().count())
                && n.chars().all(|c| c.is_alphanumeric() || c == '-' || c == '_' || c == '\'')
                && n.to_lowercase() == n
        };
        let text_fits = |t: &str| (1..=100).contains(&t.chars().count());
        let locales: Vec<&str> =
            Lang::ALL.iter().filter(|l| **l != Lang::En).flat_map(|l| l.discord_locales()).copied().collect();
        fn unique<'a>(
            what: &str,
            names: impl Iterator<Item = (&'a str, &'a HashMap<String, String>)> + Clone,
            locales: &[&str],
        ) {
            for locale in locales {
                let mut seen = BTreeSet::new();
                for (name, localised) in names.clone() {
                    let said = localised.get(*locale).map(String::as_str).unwrap_or(name);
                    assert!(seen.insert(said), "{what}: two are called {said:?} in {locale}");
                }
            }
        }
        fn check(
            c: &poise::Command<Bot, Error>,
            locales: &[&str],
            name_fits: &dyn Fn(&str) -> bool,
            text_fits: &dyn Fn(&str) -> bool,
        ) {
            for locale in locales {
                let name =
                    c.name_localizations.get(*locale).unwrap_or_else(|| panic!("/{} has no {locale} name", c.name));
                assert!(name_fits(name), "/{} in {locale}: {name:?}", c.name);
                let text = c
                    .description_localizations
                    .get(*locale)
                    .unwrap_or_else(|| panic!("/{} has no {locale} description", c.name));
                assert!(text_fits(text), "/{} in {locale}: {text:?}", c.name);
            }
            for p in &c.parameters {
                for locale in locales {
                    let name = p
                        .name_localizations
                        .get(*locale)
                        .unwrap_or_else(|| panic!("/{} {} has no {locale} name", c.name, p.name));
                    assert!(name_fits(name), "/{} {} in {locale}: {name:?}", c.name, p.name);
                }
                for text in p.description_localizations.values() {
                    assert!(text_fits(text), "/{} {}: {text:?}", c.name, p.name);
                }
                for choice in &p.choices {
                    for text in choice.localizations.values() {
                        assert!(text_fits(text), "/{} {} {}: {text:?}", c.name, p.name, choice.name);
                    }
                }
            }
            unique(
                &format!("/{}'s options", c.name),
                c.parameters.iter().map(|p| (p.name.as_str(), &p.name_localizations)),
                locales,
            );
            unique(
                &format!("/{}'s subcommands", c.name),
                c.subcommands.iter().map(|s| (s.name.as_str(), &s.name_localizations)),
                locales,
            );
            for sub in &c.subcommands {
                check(sub, locales, name_fits, text_fits);
            }
        }
        for c in &commands {
            check(c, &locales, &name_fits, &text_fits);
        }
        unique("the commands", commands.iter().map(|c| (c.name.as_str(), &c.name_localizations)), &locales);
        let play = commands.iter().find(|c| c.name == "play").unwrap();
        assert_ne!(play.name_localizations["es-ES"], "play", "Spanish has a word of its own for /play");
        assert_eq!(play.name_localizations["es-ES"], play.name_localizations["es-419"], "one Spanish for both");
    }

    /// Discord refuses the whole list for one command too big: every command fits in every
    /// language, and no translation had to be left out for it.
    #[test]
    fn every_localised_command_fits_discords_size_limit() {
        let mut commands = command_list();
        let given_up = localize(&mut commands);
        for c in &commands {
            assert!(size(c) <= MAX_COMMAND_SIZE, "/{} counts {} characters", c.name, size(c));
        }
        let sizes: Vec<(&str, usize)> = commands.iter().map(|c| (c.name.as_str(), size(c))).collect();
        assert_eq!(given_up, 0, "translations left out to fit: {sizes:?}");
    }

    #[test]
    fn a_command_too_big_keeps_english_descriptions_until_it_fits() {
        let mut commands = command_list();
        let league = commands.iter_mut().find(|c| c.name == "league").unwrap();
        // Every option description three times as long in German as in English.
        fn lengthen(c: &mut poise::Command<Bot, Error>) {
            for p in &mut c.parameters {
                let long = p.description.clone().unwrap_or_default().repeat(3);
                p.description_localizations.insert("de".into(), long);
            }
            c.subcommands.iter_mut().for_each(lengthen);
        }
        lengthen(league);
        assert!(size(league) > MAX_COMMAND_SIZE);
        let mut given_up = 0;
        while size(league) > MAX_COMMAND_SIZE && give_up_longest(league) {
            given_up += 1;
        }
        assert!(given_up > 0 && size(league) <= MAX_COMMAND_SIZE, "{given_up}: {}", size(league));
    }

    #[test]
    fn a_choice_becomes_its_slug() {
        assert_eq!(slug("standard (a day a move)"), "standard-a-day-a-move");
        assert_eq!(slug("  Forfeit the match! "), "forfeit-the-match");
    }
}
