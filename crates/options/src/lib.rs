//! Settings described once as data, and the one grammar people type them in.
//!
//! Whatever can be set up — a match of a game, a competition of a format — lists what it takes
//! as [`OptionSpec`]s: the key people type, what it means, the values it takes and the default.
//! Every front end is generated from such a list: the terminal's flags and their help, the
//! Discord parameters (their choices, or their suggestions as one types), and the options
//! paragraph of `/rules`. What a person asked for arrives as [`Options`], plain key/value text,
//! and [`check`] reads it against the list, or says what is wrong and what is allowed, in the
//! asker's language.
//!
//! The grammar, the same everywhere:
//! - a one-of option takes one of its words (or an alias: `11` for `eleven`);
//! - an any-of option takes words separated by commas: a plain list is exactly the set wanted
//!   (`a1,a3` is a1 and a3, whatever the default), `all` is every word and `none` no word; a
//!   list of changes alone, `+word` and `-word`, adjusts the default set (`-a4` only switches a4
//!   off, `+a1` adds a1 to the default);
//! - a flag takes yes/no (also on/off, true/false, 1/0);
//! - a number takes digits within its range;
//! - as text, pairs are written `key=value`, separated by spaces or semicolons.
//!
//! `result_needed` (a knockout tie must produce a winner) is left to the caller by [`check`]:
//! every game takes it, outside its own list.
//!
//! Pure like the games: no clock, no I/O; its words are compiled in.

use std::sync::LazyLock;

use touchline_i18n::{Catalogue, Source};

/// This crate's catalogue files (`locales/<language>.ftl`), English first.
pub const SOURCES: [Source; 5] = touchline_i18n::sources!("locales/", ".ftl");

/// The words the grammar says: what a value may be, and why options were refused.
pub static WORDS: LazyLock<Catalogue> = LazyLock::new(|| Catalogue::lenient(&SOURCES));

use std::fmt;

/// The key every game takes: a match that must produce a winner.
pub const RESULT_NEEDED: &str = "result_needed";

/// One word an option can take, with the other spellings accepted for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Word {
    pub name: &'static str,
    pub aliases: &'static [&'static str],
    /// What it means, for help texts and menus ("11-a-side").
    pub label: &'static str,
}

impl Word {
    pub const fn new(name: &'static str, label: &'static str) -> Word {
        Word { name, aliases: &[], label }
    }
    pub const fn with_aliases(name: &'static str, aliases: &'static [&'static str], label: &'static str) -> Word {
        Word { name, aliases, label }
    }
    /// The word with what it means, for help texts: "five (5-a-side)". A label that only says
    /// the name again is left out ("easy"), one that starts with the name does not say it twice
    /// ("regular (first to 3 goals)"), and brackets are never nested ("full (Full match: draft,
    /// tactics)").
    pub fn described(&self) -> String {
        let (name, label) = (self.name, self.label.trim());
        if label.is_empty() || label.eq_ignore_ascii_case(name) {
            return name.to_string();
        }
        let inner = |text: &str| text.strip_prefix(" (").and_then(|t| t.strip_suffix(')')).map(str::to_string);
        let after_name =
            label.get(..name.len()).filter(|head| head.eq_ignore_ascii_case(name)).map(|_| &label[name.len()..]);
        if let Some(meaning) = after_name.and_then(inner) {
            return format!("{name} ({meaning})");
        }
        match label.find(" (").map(|i| (&label[..i], inner(&label[i..]))) {
            Some((head, Some(meaning))) if !meaning.contains('(') => format!("{name} ({head}: {meaning})"),
            _ => format!("{name} ({label})"),
        }
    }

    /// Whether `text` names this word (its name, its label or another spelling, any case).
    pub fn is(&self, text: &str) -> bool {
        let text = text.trim();
        self.name.eq_ignore_ascii_case(text)
            || self.label.eq_ignore_ascii_case(text)
            || self.aliases.iter().any(|a| a.eq_ignore_ascii_case(text))
    }
}

/// The values an option takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Values {
    /// Exactly one of these words.
    OneOf(&'static [Word]),
    /// Any set of these words, comma-separated: exactly those, or the default set with
    /// `+word`/`-word` changes.
    AnyOf(&'static [Word]),
    /// Yes or no.
    Flag,
    /// A whole number in this range (inclusive).
    Number { min: u32, max: u32 },
}

impl Values {
    /// The allowed values in English words: "five (5-a-side) or eleven (11-a-side)".
    pub fn allowed(&self) -> String {
        match *self {
            Values::OneOf(words) => or_list(words.iter().map(Word::described).collect(), touchline_i18n::Lang::En),
            Values::AnyOf(words) => {
                let items: Vec<String> = words.iter().map(Word::described).collect();
                format!(
                    "any of {}, comma-separated: exactly those (all for every one, none for none); or +name and \
                     -name alone to add to or take from the default",
                    items.join(", ")
                )
            }
            Values::Flag => "yes or no".to_string(),
            Values::Number { min, max } => format!("a number from {min} to {max}"),
        }
    }

    /// The allowed values in `lang`: English says what each word means; the other languages
    /// list the words as they are typed (the same in every language).
    pub fn allowed_in(&self, lang: touchline_i18n::Lang) -> String {
        use touchline_i18n::say;
        if lang == touchline_i18n::Lang::En {
            return self.allowed();
        }
        let w = &*crate::WORDS;
        match *self {
            Values::OneOf(words) => words.iter().map(|w| format!("`{}`", w.name)).collect::<Vec<_>>().join(", "),
            Values::AnyOf(words) => {
                let names = words.iter().map(|w| format!("`{}`", w.name)).collect::<Vec<_>>().join(", ");
                say!(w, lang, "option-any-of", names = names)
            }
            Values::Flag => say!(w, lang, "option-yes-no"),
            Values::Number { min, max } => say!(w, lang, "option-number", min = min, max = max),
        }
    }
}

/// One option of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OptionSpec {
    /// What people type (`format`), lower case with underscores.
    pub key: &'static str,
    /// One value of it, as a noun ("format", "advanced rule"), for messages.
    pub noun: &'static str,
    /// What the option does, in a sentence.
    pub help: &'static str,
    pub values: Values,
    /// The value when the option is left out, as it would be typed.
    pub default: &'static str,
}

impl OptionSpec {
    /// The words this option takes, if it takes words.
    pub fn words(&self) -> &'static [Word] {
        match self.values {
            Values::OneOf(words) | Values::AnyOf(words) => words,
            _ => &[],
        }
    }

    /// The allowed values in words: "five (5-a-side) or eleven (11-a-side)".
    pub fn allowed(&self) -> String {
        self.values.allowed()
    }

    /// The default as people read it: an empty set is "none", a number with no default is
    /// "unset" (whoever reads the options decides).
    pub fn default_text(&self) -> &'static str {
        match (self.default.trim(), self.values) {
            ("", Values::Number { .. }) => "unset",
            ("", _) => "none",
            _ => self.default,
        }
    }

    /// One line for a help text or `/rules`: "`format` — 5-a-side or 11-a-side: five … (default five)".
    pub fn describe(&self) -> String {
        format!("`{}` — {} Values: {}. Default: {}.", self.key, self.help, self.allowed(), self.default_text())
    }

    /// Suggestions for a value being typed, as (what to show, what to fill in), at most `limit`.
    /// For an any-of option the part before the last comma is kept and the last word completed.
    pub fn suggest(&self, typed: &str, limit: usize) -> Vec<(String, String)> {
        let typed = typed.trim();
        let mut out = Vec::new();
        match self.values {
            Values::OneOf(words) => {
                for w in words {
                    let matches = typed.is_empty()
                        || w.name.starts_with(&typed.to_ascii_lowercase())
                        || w.label.to_ascii_lowercase().contains(&typed.to_ascii_lowercase());
                    if matches {
                        out.push((format!("{} — {}", w.name, w.label), w.name.to_string()));
                    }
                }
            }
            Values::AnyOf(words) => {
                let (done, last) = match typed.rfind(',') {
                    Some(i) => (&typed[..=i], typed[i + 1..].trim()),
                    None => ("", typed),
                };
                let (minus, last) = match (last.strip_prefix('-'), last.strip_prefix('+')) {
                    (Some(rest), _) => ("-", rest),
                    (_, Some(rest)) => ("+", rest),
                    _ => ("", last),
                };
                if done.is_empty() && minus.is_empty() && "all".starts_with(&last.to_ascii_lowercase()) {
                    out.push(("all — every one".to_string(), "all".to_string()));
                }
                for w in words {
                    let already = done.split(',').any(|d| w.is(d.trim_start_matches(['-', '+'])));
                    if !already && w.name.starts_with(&last.to_ascii_lowercase()) {
                        let value = format!("{done}{minus}{}", w.name);
                        let shown = match minus {
                            "-" => format!("without {}", w.label),
                            "+" => format!("with {}", w.label),
                            _ => w.label.to_string(),
                        };
                        out.push((format!("{value} — {shown}"), value));
                    }
                }
                if out.is_empty() && !typed.is_empty() {
                    out.push((typed.to_string(), typed.to_string()));
                }
            }
            Values::Flag => {
                for v in ["yes", "no"] {
                    if v.starts_with(&typed.to_ascii_lowercase()) {
                        out.push((v.to_string(), v.to_string()));
                    }
                }
            }
            Values::Number { min, max } => {
                if let Ok(n) = typed.parse::<u32>() {
                    if (min..=max).contains(&n) {
                        out.push((n.to_string(), n.to_string()));
                    }
                }
                if out.is_empty() {
                    out.push((format!("{min} to {max}"), min.to_string()));
                }
            }
        }
        out.truncate(limit);
        out
    }
}

/// "a", "a or b", "a, b or c".
fn or_list(items: Vec<String>, lang: touchline_i18n::Lang) -> String {
    match items.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => {
            touchline_i18n::say!(crate::WORDS, lang, "list-or", first = rest.join(", "), last = last)
        }
    }
}

/// What a person asked for: `key = value` pairs, in the order given, not yet checked.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Options {
    pairs: Vec<(String, String)>,
}

impl Options {
    pub fn new() -> Options {
        Options::default()
    }

    /// Add a pair (keys are compared without regard to case, `-` and `_`).
    pub fn with(mut self, key: &str, value: impl Into<String>) -> Options {
        self.set(key, value);
        self
    }

    pub fn set(&mut self, key: &str, value: impl Into<String>) {
        self.pairs.push((normal_key(key), value.into()));
    }

    pub fn is_empty(&self) -> bool {
        self.pairs.is_empty()
    }

    pub fn iter(&self) -> impl Iterator<Item = (&str, &str)> {
        self.pairs.iter().map(|(k, v)| (k.as_str(), v.as_str()))
    }

    /// The value given for `key` (the last one, if given twice).
    pub fn get(&self, key: &str) -> Option<&str> {
        let key = normal_key(key);
        self.pairs.iter().rev().find(|(k, _)| *k == key).map(|(_, v)| v.as_str())
    }

    /// Read `key=value` pairs separated by spaces or semicolons; a bare key is a flag set to yes.
    pub fn parse(text: &str) -> Options {
        let mut options = Options::new();
        for item in text.split([' ', ';', '\n']).map(str::trim).filter(|s| !s.is_empty()) {
            match item.split_once('=') {
                Some((k, v)) => options.set(k.trim(), v.trim()),
                None => options.set(item, "yes"),
            }
        }
        options
    }
}

impl fmt::Display for Options {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let pairs: Vec<String> = self.pairs.iter().map(|(k, v)| format!("{k}={v}")).collect();
        f.write_str(&pairs.join(" "))
    }
}

fn normal_key(key: &str) -> String {
    key.trim().to_ascii_lowercase().replace('-', "_")
}

/// Why options were refused; the text says what was wrong and what is allowed, in the asker's
/// language ([`OptionError::text`]; `Display` says it in English).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}", self.text(touchline_i18n::Lang::En))]
pub enum OptionError {
    /// A key the game does not have. `elsewhere` names the games that do.
    UnknownKey {
        game: &'static str,
        key: String,
        known: Vec<String>,
        elsewhere: Vec<&'static str>,
    },
    Twice {
        key: String,
    },
    /// `noun` names one value in English ("format"); the other languages name the key.
    BadValue {
        game: &'static str,
        key: &'static str,
        noun: &'static str,
        value: String,
        values: Values,
    },
    /// The values are each allowed but do not go together, or some other rule of the game.
    Game(touchline_i18n::Message),
}

impl OptionError {
    /// What was wrong and what is allowed, in `lang`.
    pub fn text(&self, lang: touchline_i18n::Lang) -> String {
        use touchline_i18n::say;
        let w = &*crate::WORDS;
        match self {
            OptionError::UnknownKey { game, key, known, elsewhere } => {
                let theirs = match known.is_empty() {
                    true => say!(w, lang, "option-game-has-none", game = *game),
                    false => say!(w, lang, "option-game-has", game = *game, keys = or_list(known.to_vec(), lang)),
                };
                match elsewhere.is_empty() {
                    true => say!(w, lang, "option-unknown", game = *game, key = key, theirs = theirs),
                    false => {
                        let games = or_list(elsewhere.iter().map(|g| g.to_string()).collect(), lang);
                        say!(w, lang, "option-elsewhere", game = *game, key = key, games = games, theirs = theirs)
                    }
                }
            }
            OptionError::Twice { key } => say!(w, lang, "option-twice", key = key),
            OptionError::BadValue { key, value, values, .. } if value.trim().is_empty() => {
                say!(w, lang, "option-empty", key = *key, values = values.allowed_in(lang))
            }
            OptionError::BadValue { game, key, noun, value, values } => {
                // English names what one value is ("format"); the option lists are English
                // only, so other languages name the key as it was typed instead.
                let noun = match lang {
                    touchline_i18n::Lang::En => noun.to_string(),
                    _ => format!("`{key}`"),
                };
                let values = values.allowed_in(lang);
                say!(w, lang, "option-bad-value", game = *game, noun = noun, value = value, values = values)
            }
            OptionError::Game(why) => why.say(lang),
        }
    }
}

/// A value read against its option.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Value {
    Word(&'static str),
    Set(Vec<&'static str>),
    Flag(bool),
    Number(u32),
}

/// Options checked against a game's list: every key is the game's, every value allowed, and
/// every option of the list has a value (given or default).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Chosen {
    values: Vec<(&'static str, Value)>,
}

impl Chosen {
    fn value(&self, key: &str) -> &Value {
        self.get(key).unwrap_or_else(|| panic!("`{key}` is not in the option list"))
    }

    fn get(&self, key: &str) -> Option<&Value> {
        self.values.iter().find(|(k, _)| *k == key).map(|(_, v)| v)
    }

    /// The word chosen for a one-of option.
    pub fn word(&self, key: &str) -> &'static str {
        match self.value(key) {
            Value::Word(w) => w,
            other => panic!("`{key}` is not a one-of option: {other:?}"),
        }
    }

    /// The words switched on for an any-of option.
    pub fn set(&self, key: &str) -> &[&'static str] {
        match self.value(key) {
            Value::Set(s) => s,
            other => panic!("`{key}` is not an any-of option: {other:?}"),
        }
    }

    pub fn flag(&self, key: &str) -> bool {
        match self.value(key) {
            Value::Flag(b) => *b,
            other => panic!("`{key}` is not a flag: {other:?}"),
        }
    }

    pub fn number(&self, key: &str) -> u32 {
        match self.value(key) {
            Value::Number(n) => *n,
            other => panic!("`{key}` is not a number: {other:?}"),
        }
    }

    /// A number option with no default: `None` when it was not given.
    pub fn maybe_number(&self, key: &str) -> Option<u32> {
        match self.get(key)? {
            Value::Number(n) => Some(*n),
            other => panic!("`{key}` is not a number: {other:?}"),
        }
    }
}

/// Read a flag's text.
pub fn parse_flag(text: &str) -> Option<bool> {
    match text.trim().to_ascii_lowercase().as_str() {
        "yes" | "y" | "on" | "true" | "1" => Some(true),
        "no" | "n" | "off" | "false" | "0" => Some(false),
        _ => None,
    }
}

fn read(game: &'static str, spec: &OptionSpec, text: &str) -> Result<Value, OptionError> {
    let bad = || OptionError::BadValue {
        game,
        key: spec.key,
        noun: spec.noun,
        value: text.trim().to_string(),
        values: spec.values,
    };
    match spec.values {
        Values::OneOf(words) => words.iter().find(|w| w.is(text)).map(|w| Value::Word(w.name)).ok_or_else(bad),
        Values::AnyOf(words) => {
            let items: Vec<&str> = text.split([',', ' ']).map(str::trim).filter(|s| !s.is_empty()).collect();
            // Nothing at all is no choice (`none` says none): refused, not read as the default.
            if items.is_empty() {
                return Err(OptionError::BadValue {
                    game,
                    key: spec.key,
                    noun: spec.noun,
                    value: String::new(),
                    values: spec.values,
                });
            }
            // A plain word anywhere makes the list the whole set, as it reads; changes alone
            // (`-a4`, `+a1`) start from the default set.
            let changes_only = items.iter().all(|i| i.starts_with(['+', '-']));
            let mut on: Vec<&'static str> = Vec::new();
            if changes_only {
                let default = spec.default.split(',').map(str::trim).filter(|s| !s.is_empty());
                for d in default {
                    if let Some(w) = words.iter().find(|w| w.is(d)) {
                        on.push(w.name);
                    }
                }
            }
            for item in items {
                let (switch_on, name) = match (item.strip_prefix('-'), item.strip_prefix('+')) {
                    (Some(rest), _) => (false, rest),
                    (_, Some(rest)) => (true, rest),
                    _ => (true, item),
                };
                if name.eq_ignore_ascii_case("all") {
                    on = if switch_on { words.iter().map(|w| w.name).collect() } else { Vec::new() };
                    continue;
                }
                if name.eq_ignore_ascii_case("none") {
                    on.clear();
                    continue;
                }
                let word = words.iter().find(|w| w.is(name)).ok_or_else(|| OptionError::BadValue {
                    game,
                    key: spec.key,
                    noun: spec.noun,
                    value: item.to_string(),
                    values: spec.values,
                })?;
                on.retain(|n| *n != word.name);
                if switch_on {
                    on.push(word.name);
                }
            }
            // In the order of the list, not of the typing.
            Ok(Value::Set(words.iter().map(|w| w.name).filter(|n| on.contains(n)).collect()))
        }
        Values::Flag => parse_flag(text).map(Value::Flag).ok_or_else(bad),
        Values::Number { min, max } => match text.trim().parse::<u32>() {
            Ok(n) if (min..=max).contains(&n) => Ok(Value::Number(n)),
            _ => Err(bad()),
        },
    }
}

/// Check options against a game's list (`result_needed` is left to the caller).
pub fn check(game: &'static str, specs: &'static [OptionSpec], options: &Options) -> Result<Chosen, OptionError> {
    let mut seen: Vec<&str> = Vec::new();
    let mut values = Vec::new();
    for (key, text) in options.iter() {
        if key == RESULT_NEEDED {
            continue;
        }
        if seen.contains(&key) {
            return Err(OptionError::Twice { key: key.to_string() });
        }
        seen.push(key);
        let Some(spec) = specs.iter().find(|s| s.key == key) else {
            return Err(OptionError::UnknownKey {
                game,
                key: key.to_string(),
                known: specs.iter().map(|s| format!("`{}`", s.key)).collect(),
                elsewhere: Vec::new(),
            });
        };
        values.push((spec.key, read(game, spec, text)?));
    }
    for spec in specs {
        if values.iter().any(|(k, _)| *k == spec.key) {
            continue;
        }
        // A number with no default is left unset: whoever reads it decides ([`Chosen::maybe_number`]).
        if matches!(spec.values, Values::Number { .. }) && spec.default.trim().is_empty() {
            continue;
        }
        // A set whose default is empty starts empty (a person must say `none` for that).
        if matches!(spec.values, Values::AnyOf(_)) && spec.default.trim().is_empty() {
            values.push((spec.key, Value::Set(Vec::new())));
            continue;
        }
        values.push((spec.key, read(game, spec, spec.default)?));
    }
    Ok(Chosen { values })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_number_without_a_default_is_left_unset() {
        const SPECS: &[OptionSpec] = &[OptionSpec {
            key: "rounds",
            noun: "number of rounds",
            help: "Rounds.",
            values: Values::Number { min: 1, max: 9 },
            default: "",
        }];
        assert_eq!(check("a cup", SPECS, &Options::new()).unwrap().maybe_number("rounds"), None);
        assert_eq!(check("a cup", SPECS, &Options::parse("rounds=4")).unwrap().maybe_number("rounds"), Some(4));
        assert!(check("a cup", SPECS, &Options::parse("rounds=0")).is_err());
        assert_eq!(SPECS[0].default_text(), "unset");
    }

    #[test]
    fn the_catalogue_is_whole_in_every_language_and_every_message_is_used() {
        let mut wrong = touchline_i18n::problems(&SOURCES);
        let code = include_str!("lib.rs");
        let ids = touchline_i18n::messages(SOURCES[0].text).expect("English reads");
        wrong
            .extend(ids.into_keys().filter(|id| !code.contains(&format!("\"{id}\""))).map(|id| format!("{id} unused")));
        assert!(wrong.is_empty(), "{wrong:#?}");
    }

    const SIZES: &[Word] = &[Word::with_aliases("small", &["s"], "a small pitch"), Word::new("big", "a big pitch")];
    const EXTRAS: &[Word] =
        &[Word::new("x1", "extra one"), Word::new("x2", "extra two"), Word::new("x3", "extra three")];
    const SPECS: &[OptionSpec] = &[
        OptionSpec { key: "size", noun: "size", help: "How big.", values: Values::OneOf(SIZES), default: "small" },
        OptionSpec { key: "extras", noun: "extra", help: "Extras.", values: Values::AnyOf(EXTRAS), default: "x2" },
        OptionSpec { key: "fast", noun: "fast value", help: "Quick.", values: Values::Flag, default: "no" },
        OptionSpec {
            key: "rounds",
            noun: "number of rounds",
            help: "Rounds.",
            values: Values::Number { min: 1, max: 9 },
            default: "3",
        },
    ];

    #[test]
    fn an_empty_value_is_refused_saying_what_is_allowed() {
        for key in ["size", "extras", "rounds"] {
            let err = check("Test", SPECS, &Options::new().with(key, " ")).unwrap_err();
            let said = err.text(touchline_i18n::Lang::En);
            assert!(said.starts_with(&format!("`{key}` is empty; use ")), "{said}");
        }
        let said =
            check("Test", SPECS, &Options::new().with("extras", ",")).unwrap_err().text(touchline_i18n::Lang::De);
        assert!(said.contains("ist leer") && said.contains("`x1`"), "{said}");
    }

    #[test]
    fn defaults_fill_what_was_left_out() {
        let chosen = check("Test", SPECS, &Options::new()).unwrap();
        assert_eq!(chosen.word("size"), "small");
        assert_eq!(chosen.set("extras"), ["x2"]);
        assert!(!chosen.flag("fast"));
        assert_eq!(chosen.number("rounds"), 3);
    }

    #[test]
    fn values_are_read_with_aliases_labels_and_sets() {
        let options = Options::parse("SIZE=s extras=x3,-x2  fast=on; rounds=9");
        let chosen = check("Test", SPECS, &options).unwrap();
        assert_eq!(chosen.word("size"), "small");
        assert_eq!(chosen.set("extras"), ["x3"]);
        assert!(chosen.flag("fast"));
        assert_eq!(chosen.number("rounds"), 9);
        let all = check("Test", SPECS, &Options::new().with("extras", "all,-x1")).unwrap();
        assert_eq!(all.set("extras"), ["x2", "x3"]);
        let by_label = check("Test", SPECS, &Options::new().with("size", "A Big Pitch")).unwrap();
        assert_eq!(by_label.word("size"), "big");
    }

    #[test]
    fn a_plain_list_is_the_whole_set_and_changes_adjust_the_default() {
        let set =
            |text: &str| check("Test", SPECS, &Options::new().with("extras", text)).unwrap().set("extras").to_vec();
        // The default is x2: a list without it means without it.
        assert_eq!(set("x1,x3"), ["x1", "x3"]);
        assert_eq!(set("x1"), ["x1"]);
        assert_eq!(set("x3, x1"), ["x1", "x3"], "in the list's order");
        // Changes alone start from the default.
        assert_eq!(set("+x1"), ["x1", "x2"]);
        assert_eq!(set("-x2"), Vec::<&str>::new());
        assert_eq!(set("+x3,-x2"), ["x3"]);
        // all, none, and the default itself.
        assert_eq!(set("all"), ["x1", "x2", "x3"]);
        assert_eq!(set("none"), Vec::<&str>::new());
        assert_eq!(set("-all"), Vec::<&str>::new());
        assert_eq!(set("none,x3"), ["x3"]);
        assert_eq!(check("Test", SPECS, &Options::new()).unwrap().set("extras"), ["x2"]);
        let err = check("Test", SPECS, &Options::new().with("extras", "+x9")).unwrap_err();
        assert!(err.to_string().starts_with("Test has no extra '+x9'"), "{err}");
        // The help says so.
        let allowed = SPECS[1].allowed();
        assert!(allowed.contains("exactly those") && allowed.contains("+name and -name"), "{allowed}");
    }

    #[test]
    fn words_are_described_without_saying_anything_twice() {
        let described = |name, label| Word::new(name, label).described();
        assert_eq!(described("five", "5-a-side"), "five (5-a-side)");
        assert_eq!(described("easy", "easy"), "easy");
        assert_eq!(described("off", "off (two players)"), "off (two players)");
        assert_eq!(described("regular", "Regular (first to 3 goals)"), "regular (first to 3 goals)");
        assert_eq!(described("full", "Full match (draft, tactics)"), "full (Full match: draft, tactics)");
        assert_eq!(described("é", "éé"), "é (éé)", "no panic on a name that is not ASCII");
        assert_eq!(SPECS[0].allowed(), "small (a small pitch) or big (a big pitch)");
        // An empty default reads as none.
        let spec = OptionSpec { default: "", ..SPECS[1] };
        assert_eq!(spec.default_text(), "none");
        assert!(spec.describe().ends_with("Default: none."), "{}", spec.describe());
    }

    #[test]
    fn wrong_options_are_explained() {
        let err = check("Test", SPECS, &Options::new().with("size", "huge")).unwrap_err();
        assert_eq!(err.to_string(), "Test has no size 'huge'; use small (a small pitch) or big (a big pitch)");
        let err = check("Test", SPECS, &Options::new().with("extras", "x1,x9")).unwrap_err();
        assert!(err.to_string().starts_with("Test has no extra 'x9'; use any of x1 (extra one)"), "{err}");
        let err = check("Test", SPECS, &Options::new().with("colour", "red")).unwrap_err();
        assert_eq!(
            err.to_string(),
            "Test has no option `colour`; Test's options are `size`, `extras`, `fast` or `rounds`"
        );
        let err = check("Test", SPECS, &Options::new().with("rounds", "10")).unwrap_err();
        assert_eq!(err.to_string(), "Test has no number of rounds '10'; use a number from 1 to 9");
        let err = check("Test", SPECS, &Options::new().with("size", "big").with("Size", "small")).unwrap_err();
        assert_eq!(err, OptionError::Twice { key: "size".into() });
    }

    #[test]
    fn suggestions_follow_what_is_typed() {
        let size = &SPECS[0];
        assert_eq!(size.suggest("", 25).len(), 2);
        assert_eq!(size.suggest("b", 25), vec![("big — a big pitch".to_string(), "big".to_string())]);
        let extras = &SPECS[1];
        let after_comma: Vec<String> = extras.suggest("x1,", 25).into_iter().map(|(_, v)| v).collect();
        assert_eq!(after_comma, ["x1,x2", "x1,x3"]);
        let minus: Vec<String> = extras.suggest("-x", 25).into_iter().map(|(_, v)| v).collect();
        assert_eq!(minus, ["-x1", "-x2", "-x3"]);
        let plus = extras.suggest("+x1,+", 25);
        assert_eq!(plus[0], ("+x1,+x2 — with extra two".to_string(), "+x1,+x2".to_string()));
        assert_eq!(SPECS[3].suggest("4", 25)[0].1, "4");
        assert_eq!(SPECS[2].suggest("y", 25)[0].1, "yes");
    }
}
