//! KIX's match options (rules digest §3): the format, as data.

use super::state::{Config, Format};
use crate::options::{Chosen, GameOptions, OptionSpec, Values, Word};

const FORMATS: &[Word] =
    &[Word::with_aliases("five", &["5"], "5-a-side"), Word::with_aliases("eleven", &["11"], "11-a-side")];

impl GameOptions for Config {
    const OPTIONS: &'static [OptionSpec] = &[OptionSpec {
        key: "format",
        noun: "format",
        help: "5-a-side is a hand of 5 and 30 plays; 11-a-side adds a bench of 15, three substitutions, \
               corners on a level strike and a Half-Time card.",
        values: Values::OneOf(FORMATS),
        default: "five",
    }];

    fn from_chosen(chosen: &Chosen) -> Result<Config, touchline_i18n::Message> {
        let format = match chosen.word("format") {
            "eleven" => Format::Eleven,
            _ => Format::Five,
        };
        Ok(Config { format, ..Config::default() })
    }

    fn describe(&self, lang: crate::text::Lang) -> String {
        super::text::format_title(self.format, lang)
    }

    fn result_needed(&self) -> bool {
        self.result_needed
    }

    fn set_result_needed(&mut self, needed: bool) {
        self.result_needed = needed;
    }
}
