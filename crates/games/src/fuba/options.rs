//! FUBA's match options: the advanced rules A1–A6 (rules digest §9; A4 injuries on by default,
//! §12.12), as data.

use touchline_i18n::say;

use super::state::Config;
use super::words::WORDS;
use crate::options::{Chosen, GameOptions, OptionSpec, Values, Word};
use crate::text::Lang;

const ADVANCED: &[Word] = &[
    Word::new("a1", "condition points and tiredness"),
    Word::new("a2", "player roles"),
    Word::new("a3", "substitutions"),
    Word::new("a4", "injuries"),
    Word::new("a5", "advanced goalkeeper"),
    Word::new("a6", "playing styles"),
];

impl GameOptions for Config {
    const OPTIONS: &'static [OptionSpec] = &[OptionSpec {
        key: "advanced",
        noun: "advanced rule",
        help: "The advanced rules in play.",
        values: Values::AnyOf(ADVANCED),
        default: "a4",
    }];

    fn from_chosen(chosen: &Chosen) -> Result<Config, touchline_i18n::Message> {
        let on = |code: &str| chosen.set("advanced").contains(&code);
        Ok(Config {
            condition: on("a1"),
            roles: on("a2"),
            substitutions: on("a3"),
            injuries: on("a4"),
            keeper: on("a5"),
            styles: on("a6"),
            result_needed: false,
        })
    }

    /// The rules in play as people read them, in `lang` ("basic rules", "rules A1 A3").
    fn describe(&self, lang: Lang) -> String {
        match self.advanced_list().as_str() {
            "A4" => say!(WORDS, lang, "config-basic"),
            "basic" => say!(WORDS, lang, "config-basic-no-injuries"),
            other => say!(WORDS, lang, "config-rules", list = other),
        }
    }

    fn result_needed(&self) -> bool {
        self.result_needed
    }

    fn set_result_needed(&mut self, needed: bool) {
        self.result_needed = needed;
    }
}
