//! Tally's options.

use super::state::Config;
use crate::options::{Chosen, GameOptions, OptionSpec, Values};

impl GameOptions for Config {
    const OPTIONS: &'static [OptionSpec] = &[OptionSpec {
        key: "rounds",
        noun: "number of rounds",
        help: "How many rounds a match has.",
        values: Values::Number { min: 1, max: 9 },
        default: "3",
    }];

    fn from_chosen(chosen: &Chosen) -> Result<Config, touchline_i18n::Message> {
        Ok(Config { rounds: chosen.number("rounds") as u8, result_needed: false })
    }

    fn describe(&self, lang: crate::text::Lang) -> String {
        touchline_i18n::say!(super::words::WORDS, lang, "describe-rounds", rounds = self.rounds)
    }

    fn result_needed(&self) -> bool {
        self.result_needed
    }

    fn set_result_needed(&mut self, needed: bool) {
        self.result_needed = needed;
    }
}
