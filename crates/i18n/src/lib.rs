//! Touchline's words in the players' languages.
//!
//! - [`Lang`]: the languages Touchline speaks, how Discord names them (`es-ES` and `es-419` are
//!   both Spanish), and how a person or a config names them (`--lang pt`, `LANG=de_DE.UTF-8`).
//! - [`Catalogue`]: one Project Fluent catalogue per language, compiled into the program. A
//!   message missing in a language falls back to English; English is the source every other
//!   language is checked against.
//! - [`Message`]: something to say before its reader is known (a refused move), said later in
//!   the reader's language.
//! - [`problems`]: what is wrong with a set of catalogues (a syntax error, a message one
//!   language has and another lacks, a `$variable` a translation names that English does not),
//!   for the tests that keep the catalogues whole.
//!
//! Pure: no IO, no clock. Numbers passed as arguments choose plural forms through Fluent's own
//! rules; callers pass them as numbers, never as finished text.

use std::collections::{BTreeMap, BTreeSet};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};
use fluent_syntax::ast;

pub use fluent_bundle::FluentValue;

/// A language Touchline speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Lang {
    En,
    Es,
    PtBr,
    Fr,
    De,
}

impl Lang {
    /// Every language, English (the source) first.
    pub const ALL: [Lang; 5] = [Lang::En, Lang::Es, Lang::PtBr, Lang::Fr, Lang::De];

    /// The language's code, as its catalogue folder and `--lang` name it.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Es => "es",
            Lang::PtBr => "pt-BR",
            Lang::Fr => "fr",
            Lang::De => "de",
        }
    }

    /// The language's name in itself.
    pub fn name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Es => "Español",
            Lang::PtBr => "Português (Brasil)",
            Lang::Fr => "Français",
            Lang::De => "Deutsch",
        }
    }

    /// The Discord locales this language serves (Discord has two Spanish and two English ones).
    pub fn discord_locales(self) -> &'static [&'static str] {
        match self {
            Lang::En => &["en-US", "en-GB"],
            Lang::Es => &["es-ES", "es-419"],
            Lang::PtBr => &["pt-BR"],
            Lang::Fr => &["fr"],
            Lang::De => &["de"],
        }
    }

    /// The language of a Discord locale (`locale`, `guild_locale`), if Touchline speaks it.
    pub fn from_discord(locale: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.discord_locales().contains(&locale))
    }

    /// A language as a person or a setting names it: a code (`es`, `pt-BR`, `pt`), a Discord
    /// locale (`es-419`), or a POSIX locale (`de_DE.UTF-8`). Case does not matter.
    pub fn parse(text: &str) -> Result<Lang, UnknownLang> {
        let unknown = || UnknownLang(text.trim().to_string());
        // `de_DE.UTF-8@euro`: the part before the encoding and the modifier.
        let bare = text.trim().split(['.', '@']).next().unwrap_or_default().replace('_', "-").to_ascii_lowercase();
        let mut parts = bare.split('-');
        let language = parts.next().unwrap_or_default();
        let region = parts.next();
        match (language, region) {
            ("en", _) => Ok(Lang::En),
            ("es", _) => Ok(Lang::Es),
            // Portuguese is Brazil's for now; a Portugal catalogue would be a language of its own.
            ("pt", None | Some("br")) => Ok(Lang::PtBr),
            ("fr", _) => Ok(Lang::Fr),
            ("de", _) => Ok(Lang::De),
            _ => Err(unknown()),
        }
    }
}

impl std::fmt::Display for Lang {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.code())
    }
}

/// A language Touchline does not speak, named by someone.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("Touchline doesn't speak {0:?}; it speaks {list}.", list = known_languages())]
pub struct UnknownLang(pub String);

/// "en (English), es (Español), …": what may be asked for.
pub fn known_languages() -> String {
    Lang::ALL.iter().map(|l| format!("{} ({})", l.code(), l.name())).collect::<Vec<_>>().join(", ")
}

/// One catalogue file: its language, a name to report problems under, and its text.
#[derive(Clone, Copy, Debug)]
pub struct Source {
    pub lang: Lang,
    pub file: &'static str,
    pub text: &'static str,
}

/// A plain enum each of whose values is said by a message of its own, the ids made from the
/// variants' names by `#[derive(Named)]` (`#[named(prefix = "step")]`: `Step::ForwardPass` is
/// `step-forward-pass`; `#[named("word")]` on a variant whose word is not its name). No id table
/// is written by hand, and a catalogue test can check every id is there (`IDS`).
pub trait Named {
    /// Every value's message id, in the order the variants are declared.
    const IDS: &'static [&'static str];
    /// This value's message id.
    fn message_id(&self) -> &'static str;
}

pub use touchline_i18n_derive::Named;

/// The ids among `ids` that `english` (a catalogue's English source) does not have.
pub fn missing_ids<'a>(english: &str, ids: impl IntoIterator<Item = &'a str>) -> Vec<String> {
    let known = messages(english).unwrap_or_default();
    ids.into_iter().filter(|id| !known.contains_key(*id)).map(str::to_string).collect()
}

/// Messages in every language, compiled in; a message missing in a language is taken from
/// English.
pub struct Catalogue {
    bundles: BTreeMap<Lang, FluentBundle<FluentResource>>,
}

impl Catalogue {
    /// The catalogue of these sources (each language's files read as one), and what was wrong
    /// with them: a file that does not read, or a message defined twice, is left out, so its
    /// language falls back to English there. The tests see every problem first ([`problems`]).
    pub fn new(sources: &[Source]) -> (Catalogue, Vec<String>) {
        let mut bundles = BTreeMap::new();
        let mut wrong = Vec::new();
        for lang in Lang::ALL {
            let id: unic_langid::LanguageIdentifier = match lang.code().parse() {
                Ok(id) => id,
                Err(e) => {
                    wrong.push(format!("{lang}: {e}"));
                    continue;
                }
            };
            let mut bundle = FluentBundle::new_concurrent(vec![id]);
            // Plain text: no invisible direction marks around arguments (every language here
            // reads left to right, and the marks would upset column widths and pictures).
            bundle.set_use_isolating(false);
            for source in sources.iter().filter(|s| s.lang == lang) {
                match FluentResource::try_new(source.text.to_string()) {
                    Ok(resource) => {
                        if let Err(errors) = bundle.add_resource(resource) {
                            wrong.extend(errors.iter().map(|e| format!("{}: {e}", source.file)));
                        }
                    }
                    Err((_, errors)) => wrong.extend(errors.iter().map(|e| format!("{}: {e:?}", source.file))),
                }
            }
            bundles.insert(lang, bundle);
        }
        (Catalogue { bundles }, wrong)
    }

    /// The catalogue of these sources, leaving what does not read to English; for the pure
    /// crates, whose tests check every catalogue with [`problems`].
    pub fn lenient(sources: &[Source]) -> Catalogue {
        Catalogue::new(sources).0
    }

    /// The message in `lang` itself, without falling back; `None` when that language lacks it.
    pub fn exact(&self, lang: Lang, id: &str, args: &[(&str, FluentValue<'_>)]) -> Option<String> {
        let bundle = self.bundles.get(&lang)?;
        let pattern = bundle.get_message(id)?.value()?;
        let mut fluent_args = FluentArgs::new();
        for (name, value) in args {
            fluent_args.set(*name, value.clone());
        }
        let mut errors = Vec::new();
        let text = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors);
        // A wrong argument is the program's mistake, which the tests exist to catch; a player
        // still gets the message, with the argument's name where its value would be.
        debug_assert!(errors.is_empty(), "{lang} {id}: {errors:?}");
        Some(text.into_owned())
    }

    /// A [`Named`] value in `lang`: "Forward Pass".
    pub fn name_of(&self, lang: Lang, value: &impl Named) -> String {
        self.text(lang, value.message_id(), &[])
    }

    /// The message in `lang`, or in English when `lang` lacks it, or its id when English lacks
    /// it too (which the catalogue tests rule out).
    pub fn text(&self, lang: Lang, id: &str, args: &[(&str, FluentValue<'_>)]) -> String {
        self.exact(lang, id, args).or_else(|| self.exact(Lang::En, id, args)).unwrap_or_else(|| id.to_string())
    }

    /// Whether English (the source) has the message.
    pub fn has(&self, id: &str) -> bool {
        self.bundles.get(&Lang::En).is_some_and(|b| b.has_message(id))
    }
}

/// Something to say whose reader is not known yet: a message of a catalogue and its arguments,
/// said later in the reader's language ([`Message::say`]). A rule that refuses a move, for
/// example, cannot know who will read why; the bot and the terminal can. `Display` says it in
/// English, for logs and tests.
#[derive(Clone)]
pub struct Message {
    catalogue: &'static Catalogue,
    id: &'static str,
    args: Vec<(&'static str, Arg)>,
}

/// An argument of a [`Message`]: text said as it is (a name, a card's code), a number (plural
/// forms follow the language), or another message, said in the same language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    Text(String),
    Number(i64),
    Message(Box<Message>),
    /// Text already worded in each language by code that is more than one message (a list of
    /// moves), in the order of [`Lang::ALL`].
    Worded(Vec<String>),
}

impl Arg {
    /// An argument worded by `word` in every language, to be said in the reader's.
    pub fn worded(word: impl Fn(Lang) -> String) -> Arg {
        Arg::Worded(Lang::ALL.iter().map(|l| word(*l)).collect())
    }
}

impl Message {
    /// Prefer the [`message!`] macro, which names the arguments.
    pub fn new(catalogue: &'static Catalogue, id: &'static str, args: Vec<(&'static str, Arg)>) -> Message {
        Message { catalogue, id, args }
    }

    /// The message's id in its catalogue.
    pub fn id(&self) -> &'static str {
        self.id
    }

    /// The message in `lang` (English where `lang` lacks it).
    pub fn say(&self, lang: Lang) -> String {
        let args: Vec<(&str, FluentValue<'_>)> = self
            .args
            .iter()
            .map(|(name, arg)| {
                let value = match arg {
                    Arg::Text(text) => FluentValue::from(text.as_str()),
                    Arg::Number(n) => FluentValue::from(*n),
                    Arg::Message(inner) => FluentValue::from(inner.say(lang)),
                    Arg::Worded(texts) => {
                        let at = Lang::ALL.iter().position(|l| *l == lang).unwrap_or(0);
                        FluentValue::from(texts.get(at).cloned().unwrap_or_default())
                    }
                };
                (*name, value)
            })
            .collect();
        self.catalogue.text(lang, self.id, &args)
    }
}

impl std::fmt::Display for Message {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.say(Lang::En))
    }
}

impl std::fmt::Debug for Message {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Message").field("id", &self.id).field("args", &self.args).finish()
    }
}

/// Two messages are the same when they say the same thing from the same catalogue.
impl PartialEq for Message {
    fn eq(&self, other: &Message) -> bool {
        std::ptr::eq(self.catalogue, other.catalogue) && self.id == other.id && self.args == other.args
    }
}

impl Eq for Message {}

impl From<String> for Arg {
    fn from(text: String) -> Arg {
        Arg::Text(text)
    }
}

impl From<&str> for Arg {
    fn from(text: &str) -> Arg {
        Arg::Text(text.to_string())
    }
}

impl From<&String> for Arg {
    fn from(text: &String) -> Arg {
        Arg::Text(text.clone())
    }
}

impl From<Message> for Arg {
    fn from(message: Message) -> Arg {
        Arg::Message(Box::new(message))
    }
}

macro_rules! number_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Number(i64::try_from(n).unwrap_or(i64::MAX))
            }
        }
    )*};
}

number_args!(u8, u16, u32, u64, usize, i8, i16, i32, i64);

/// A [`Message`] of `catalogue` with named arguments, to be said later:
/// `message!(WORDS, "kix-no-subs-left", max = 3)`.
#[macro_export]
macro_rules! message {
    ($catalogue:expr, $id:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::Message::new(&$catalogue, $id, vec![$((stringify!($name), $crate::Arg::from($value))),*])
    };
}

/// One catalogue's files in every language, compiled in: `sources!("locales/", ".ftl")` names
/// `locales/en.ftl`, `locales/es.ftl`, … beside the file that says it; `sources!("../locales/",
/// "/bot.ftl")` a folder per language. Gives `[Source; 5]`, English first.
#[macro_export]
macro_rules! sources {
    ($before:expr, $after:expr) => {
        [
            $crate::sources!(@ En, "en", $before, $after),
            $crate::sources!(@ Es, "es", $before, $after),
            $crate::sources!(@ PtBr, "pt-BR", $before, $after),
            $crate::sources!(@ Fr, "fr", $before, $after),
            $crate::sources!(@ De, "de", $before, $after),
        ]
    };
    (@ $lang:ident, $code:literal, $before:expr, $after:expr) => {
        $crate::Source {
            lang: $crate::Lang::$lang,
            file: concat!($before, $code, $after),
            text: include_str!(concat!($before, $code, $after)),
        }
    };
}

/// A message of `catalogue` in `lang` with named arguments:
/// `say!(WORDS, lang, "kix-goal", team = name, home = 2, away = 1)`. Numbers go in as numbers,
/// so plural forms follow the language.
#[macro_export]
macro_rules! say {
    ($catalogue:expr, $lang:expr, $id:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $catalogue.text($lang, $id, &[$((stringify!($name), $crate::FluentValue::from($value))),*])
    };
}

/// The messages of one catalogue file, each with the `$variables` it names; syntax errors as
/// text.
pub fn messages(text: &str) -> Result<BTreeMap<String, BTreeSet<String>>, Vec<String>> {
    let resource = match fluent_syntax::parser::parse(text) {
        Ok(resource) => resource,
        Err((_, errors)) => return Err(errors.iter().map(|e| format!("{:?} at {:?}", e.kind, e.pos)).collect()),
    };
    let mut out = BTreeMap::new();
    for entry in resource.body {
        match entry {
            ast::Entry::Message(m) => {
                let mut variables = BTreeSet::new();
                if let Some(value) = &m.value {
                    pattern_variables(value, &mut variables);
                }
                for attribute in &m.attributes {
                    pattern_variables(&attribute.value, &mut variables);
                }
                if out.insert(m.id.name.to_string(), variables).is_some() {
                    return Err(vec![format!("{} is defined twice", m.id.name)]);
                }
            }
            ast::Entry::Junk { content } => return Err(vec![format!("cannot read: {content:?}")]),
            _ => {}
        }
    }
    Ok(out)
}

/// The literal text of each message of one catalogue file (its value and attributes, without
/// the placeables), by id: what a reader sees of the message whatever its arguments. Used to
/// find English left in front of someone who reads another language.
pub fn phrases(text: &str) -> BTreeMap<String, Vec<String>> {
    fn literal(pattern: &ast::Pattern<&str>, out: &mut Vec<String>) {
        for element in &pattern.elements {
            match element {
                ast::PatternElement::TextElement { value } => out.push(value.to_string()),
                ast::PatternElement::Placeable { expression: ast::Expression::Select { variants, .. } } => {
                    for variant in variants {
                        literal(&variant.value, out);
                    }
                }
                _ => {}
            }
        }
    }
    let resource = match fluent_syntax::parser::parse(text) {
        Ok(resource) => resource,
        Err((resource, _)) => resource,
    };
    let mut out = BTreeMap::new();
    for entry in resource.body {
        if let ast::Entry::Message(m) = entry {
            let mut texts = Vec::new();
            if let Some(value) = &m.value {
                literal(value, &mut texts);
            }
            for attribute in &m.attributes {
                literal(&attribute.value, &mut texts);
            }
            out.insert(m.id.name.to_string(), texts);
        }
    }
    out
}

fn pattern_variables(pattern: &ast::Pattern<&str>, out: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_variables(expression, out);
        }
    }
}

fn expression_variables(expression: &ast::Expression<&str>, out: &mut BTreeSet<String>) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            inline_variables(selector, out);
            for variant in variants {
                pattern_variables(&variant.value, out);
            }
        }
        ast::Expression::Inline(inline) => inline_variables(inline, out),
    }
}

fn inline_variables(inline: &ast::InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_string());
        }
        ast::InlineExpression::Placeable { expression } => expression_variables(expression, out),
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for argument in &arguments.positional {
                inline_variables(argument, out);
            }
            for argument in &arguments.named {
                inline_variables(&argument.value, out);
            }
        }
        _ => {}
    }
}

/// What is wrong with a set of catalogues, as sentences (none when they are whole): a file
/// that does not parse; a message English has that a language lacks, or the reverse; a
/// translation naming a `$variable` its English message does not have.
pub fn problems(sources: &[Source]) -> Vec<String> {
    let mut wrong = Vec::new();
    let mut by_lang: BTreeMap<Lang, BTreeMap<String, BTreeSet<String>>> = BTreeMap::new();
    for source in sources {
        match messages(source.text) {
            Ok(found) => {
                let all = by_lang.entry(source.lang).or_default();
                for (id, variables) in found {
                    if all.insert(id.clone(), variables).is_some() {
                        wrong.push(format!("{}: {id} is defined in another {} file too", source.file, source.lang));
                    }
                }
            }
            Err(errors) => wrong.extend(errors.into_iter().map(|e| format!("{}: {e}", source.file))),
        }
    }
    let english = by_lang.get(&Lang::En).cloned().unwrap_or_default();
    for lang in Lang::ALL.into_iter().filter(|l| *l != Lang::En) {
        let theirs = by_lang.get(&lang).cloned().unwrap_or_default();
        for (id, variables) in &english {
            match theirs.get(id) {
                None => wrong.push(format!("{lang} lacks {id}")),
                Some(used) => {
                    for extra in used.difference(variables) {
                        wrong.push(format!("{lang} {id} names ${extra}, which English does not pass"));
                    }
                }
            }
        }
        for id in theirs.keys().filter(|id| !english.contains_key(*id)) {
            wrong.push(format!("{lang} has {id}, which English does not"));
        }
    }
    wrong
}

// The derive names the trait by the crate's name, which this crate's own tests use too.
#[cfg(test)]
extern crate self as touchline_i18n;

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Named)]
    #[named(prefix = "step")]
    enum Step {
        ForwardPass,
        InBetweenPass,
        #[named("keeper-out")]
        GK,
    }

    #[test]
    fn a_named_values_ids_are_its_prefix_and_its_variants_name_or_its_own_word() {
        assert_eq!(Step::IDS, ["step-forward-pass", "step-in-between-pass", "step-keeper-out"]);
        assert_eq!(Step::InBetweenPass.message_id(), "step-in-between-pass");
        assert_eq!(Step::GK.message_id(), "step-keeper-out");
        let english = "step-forward-pass = Forward Pass\nstep-keeper-out = Keeper out\n";
        assert_eq!(missing_ids(english, Step::IDS.iter().copied()), ["step-in-between-pass"]);
        let catalogue = Catalogue::lenient(&[source(Lang::En, english)]);
        assert_eq!(catalogue.name_of(Lang::De, &Step::ForwardPass), "Forward Pass");
    }

    fn source(lang: Lang, text: &'static str) -> Source {
        Source { lang, file: lang.code(), text }
    }

    #[test]
    fn discord_locales_and_spoken_names_find_their_language() {
        assert_eq!(Lang::from_discord("es-419"), Some(Lang::Es));
        assert_eq!(Lang::from_discord("es-ES"), Some(Lang::Es));
        assert_eq!(Lang::from_discord("pt-BR"), Some(Lang::PtBr));
        assert_eq!(Lang::from_discord("en-GB"), Some(Lang::En));
        assert_eq!(Lang::from_discord("ja"), None);
        for (text, lang) in [
            ("es", Lang::Es),
            ("ES", Lang::Es),
            ("es_419", Lang::Es),
            ("pt", Lang::PtBr),
            ("pt-br", Lang::PtBr),
            ("de_DE.UTF-8", Lang::De),
            ("fr_CA", Lang::Fr),
            ("en_US.UTF-8", Lang::En),
        ] {
            assert_eq!(Lang::parse(text), Ok(lang), "{text}");
        }
        for lang in Lang::ALL {
            assert_eq!(Lang::parse(lang.code()), Ok(lang));
        }
    }

    #[test]
    fn an_unknown_language_is_refused_with_the_list() {
        for text in ["ja", "pt_PT", "", "C", "klingon"] {
            let refused = Lang::parse(text).unwrap_err().to_string();
            assert!(refused.contains("en (English)") && refused.contains("pt-BR (Português (Brasil))"), "{refused}");
        }
    }

    #[test]
    fn a_missing_message_falls_back_to_english_and_plurals_follow_the_language() {
        let sources = [
            source(
                Lang::En,
                "goals = { $n ->\n    [one] one goal\n   *[other] { $n } goals\n}\nonly-english = Hello\n",
            ),
            source(Lang::De, "goals = { $n ->\n    [one] ein Tor\n   *[other] { $n } Tore\n}\n"),
        ];
        let (c, wrong) = Catalogue::new(&sources);
        assert!(wrong.is_empty(), "{wrong:?}");
        let n = |n: u32| [("n", FluentValue::from(n))];
        assert_eq!(c.text(Lang::De, "goals", &n(1)), "ein Tor");
        assert_eq!(c.text(Lang::De, "goals", &n(3)), "3 Tore");
        assert_eq!(c.text(Lang::En, "goals", &n(1)), "one goal");
        assert_eq!(c.text(Lang::De, "only-english", &[]), "Hello");
        assert_eq!(c.exact(Lang::De, "only-english", &[]), None);
        assert_eq!(c.text(Lang::Fr, "goals", &n(2)), "2 goals", "a language without the file speaks English");
        assert!(c.has("goals") && !c.has("nothing"));
    }

    #[test]
    fn a_message_is_said_later_in_its_readers_language() {
        static WORDS: std::sync::LazyLock<Catalogue> = std::sync::LazyLock::new(|| {
            Catalogue::lenient(&[
                source(Lang::En, "subs = { $n ->\n    [one] one substitution\n   *[other] { $n } substitutions\n} left for { $team }\nteam = the home side\n"),
                source(Lang::De, "subs = { $n ->\n    [one] ein Wechsel\n   *[other] { $n } Wechsel\n} übrig für { $team }\nteam = die Heimmannschaft\n"),
            ])
        });
        let m = message!(WORDS, "subs", n = 1u8, team = message!(WORDS, "team"));
        assert_eq!(m.say(Lang::De), "ein Wechsel übrig für die Heimmannschaft");
        assert_eq!(m.to_string(), "one substitution left for the home side");
        assert_eq!(m.say(Lang::Fr), "one substitution left for the home side", "French lacks it: English");
        assert_eq!(m, message!(WORDS, "subs", n = 1u8, team = message!(WORDS, "team")));
        assert_ne!(m, message!(WORDS, "subs", n = 2u8, team = message!(WORDS, "team")));
        assert_eq!(m.id(), "subs");
        let worded =
            Message::new(&WORDS, "subs", vec![("n", Arg::from(2u8)), ("team", Arg::worded(|l| l.code().to_string()))]);
        assert_eq!(worded.say(Lang::De), "2 Wechsel übrig für de");
        assert_eq!(worded.to_string(), "2 substitutions left for en");
    }

    #[test]
    fn problems_name_what_is_missing_extra_unreadable_or_wrongly_argued() {
        let whole = [
            source(Lang::En, "a = A { $x }\n"),
            source(Lang::Es, "a = A { $x }\n"),
            source(Lang::PtBr, "a = A\n"),
            source(Lang::Fr, "a = A { $x }\n"),
            source(Lang::De, "a = A { $x }\n"),
        ];
        assert!(problems(&whole).is_empty(), "{:?}", problems(&whole));
        let broken = [
            source(Lang::En, "a = A { $x }\nb = B\n"),
            source(Lang::Es, "a = A { $y }\nb = B\n"),
            source(Lang::PtBr, "a = A\n"),
            source(Lang::Fr, "a = A\nb = B\nc = C\n"),
            source(Lang::De, "a = { \n"),
        ];
        let found = problems(&broken);
        assert!(found.iter().any(|p| p == "es a names $y, which English does not pass"), "{found:?}");
        assert!(found.iter().any(|p| p == "pt-BR lacks b"), "{found:?}");
        assert!(found.iter().any(|p| p == "fr has c, which English does not"), "{found:?}");
        assert!(found.iter().any(|p| p.starts_with("de: ")), "a syntax error is named: {found:?}");
        let (read, wrong) = Catalogue::new(&broken);
        assert!(!wrong.is_empty(), "an unreadable file is reported");
        assert_eq!(read.text(Lang::De, "a", &[("x", FluentValue::from(1))]), "A 1", "German falls back to English");
    }
}
