//! Futbol Dash's match options (rules digest §1, §6): the format, and how long a referee window
//! stays open on Discord.

use super::state::{Config, Format, DEFAULT_WINDOW_SECONDS};
use crate::options::{Chosen, GameOptions, OptionSpec, Values, Word};

const FORMATS: &[Word] =
    &[Word::new("regular", "Regular (first to 3 goals)"), Word::new("express", "Express (until the deck runs out)")];

impl GameOptions for Config {
    const OPTIONS: &'static [OptionSpec] = &[
        OptionSpec {
            key: "format",
            noun: "format",
            help: "Regular is won by the first to 3 goals; Express ends when the Action Deck runs out, most goals \
                   winning and a shared lead going to a shoot-out.",
            values: Values::OneOf(FORMATS),
            default: "regular",
        },
        OptionSpec {
            key: "window",
            noun: "referee window",
            help: "Seconds a referee window (Foul, V.A.R.) stays open on Discord before those who have not \
                   answered pass.",
            values: Values::Number { min: 5, max: 120 },
            default: "20",
        },
    ];

    fn from_chosen(chosen: &Chosen) -> Result<Config, touchline_i18n::Message> {
        let format = match chosen.word("format") {
            "express" => Format::Express,
            _ => Format::Regular,
        };
        let window_seconds = chosen.number("window");
        Ok(Config { format, window_seconds, ..Config::default() })
    }

    /// The format's name ("Regular", "Express") is the game's own and stays as it is.
    fn describe(&self, lang: crate::text::Lang) -> String {
        if self.window_seconds == DEFAULT_WINDOW_SECONDS {
            self.format.title().to_string()
        } else {
            let (format, seconds) = (self.format.title(), self.window_seconds);
            touchline_i18n::say!(super::words::WORDS, lang, "describe-windows", format = format, seconds = seconds)
        }
    }

    fn result_needed(&self) -> bool {
        self.result_needed
    }

    fn set_result_needed(&mut self, needed: bool) {
        self.result_needed = needed;
    }
}
