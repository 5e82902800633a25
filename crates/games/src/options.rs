//! Match options: the grammar is [`touchline_options`]'s (re-exported here), and each game's
//! side of it is [`GameOptions`]: its list, its one parser, and what people read about a
//! config. A game lists what a match of it can be set up with; [`GameOptions::from_options`]
//! turns what a person asked for into the game's `Config` or says what is wrong and what is
//! allowed.

pub use touchline_options::*;

/// The options side of a game: its list, its parser, and what people read about a config.
pub trait GameOptions: Sized {
    /// The options, in the order they are shown.
    const OPTIONS: &'static [OptionSpec];

    /// The config from options already checked against [`GameOptions::OPTIONS`]. An error
    /// here is a rule about options together (each one alone was allowed).
    fn from_chosen(chosen: &Chosen) -> Result<Self, touchline_i18n::Message>;

    /// The game's own options as people read them in `lang`: "11-a-side".
    fn describe(&self, lang: touchline_i18n::Lang) -> String;

    /// The options as people read them in `lang`: "11-a-side, cup tie".
    fn summary(&self, lang: touchline_i18n::Lang) -> String {
        let text = self.describe(lang);
        match self.result_needed() {
            true => touchline_i18n::say!(crate::words::WORDS, lang, "options-cup-tie", options = text),
            false => text,
        }
    }

    fn result_needed(&self) -> bool;
    fn set_result_needed(&mut self, needed: bool);

    /// The one parser: check, build, then the generic `result_needed`.
    fn from_options(game: &'static str, options: &Options) -> Result<Self, OptionError> {
        let chosen = check(game, Self::OPTIONS, options)?;
        let mut config = Self::from_chosen(&chosen).map_err(OptionError::Game)?;
        if let Some(text) = options.get(RESULT_NEEDED) {
            let needed = parse_flag(text).ok_or_else(|| OptionError::BadValue {
                game,
                key: RESULT_NEEDED,
                noun: "result_needed value",
                value: text.to_string(),
                values: Values::Flag,
            })?;
            config.set_result_needed(needed);
        }
        Ok(config)
    }
}
