//! Super Team's match options (rules digest §3.2, §14, §15): Quick Match or Full Game, the
//! variations, and solo against the AutoTeam.

use super::cards::Level;
use super::state::{Config, Format, KickOut};
use touchline_i18n::say;

use super::words::WORDS;
use crate::options::{Chosen, GameOptions, OptionSpec, Values, Word};
use crate::text::Lang;

const FORMATS: &[Word] = &[
    Word::with_aliases("quick", &["quick-match"], "Quick Match (teams and captains dealt)"),
    Word::with_aliases("full", &["full-game"], "Full Game (keep 1 of 2 Team and 1 of 2 Captain boards)"),
];

const VARIATIONS: &[Word] = &[
    Word::new("advanced", "advanced board sides: team and captain abilities, captain STARS"),
    Word::with_aliases("long", &["longer"], "the longer side board: 5 reshuffles a half, not 3"),
    Word::with_aliases("harder", &["harder-game"], "Fatigue cards give no movement"),
    Word::with_aliases("offside", &["offside-trap"], "no pass to an offside teammate"),
    Word::with_aliases("kick-anywhere", &["kick_anywhere"], "a Goalie kicks out to any piece in its half"),
];

const SOLO: &[Word] = &[
    Word::with_aliases("off", &["no", "none"], "off (two players)"),
    Word::new("easy", "easy"),
    Word::new("normal", "normal"),
    Word::new("hard", "hard"),
];

impl GameOptions for Config {
    const OPTIONS: &'static [OptionSpec] = &[
        OptionSpec {
            key: "format",
            noun: "format",
            help: "A Quick Match deals each side a team and a captain; in the Full Game each keeps one of two \
                   Team boards and one of two Captain boards, chosen in secret.",
            values: Values::OneOf(FORMATS),
            default: "quick",
        },
        OptionSpec {
            key: "variations",
            noun: "variation",
            help: "The rulebook's variations, any together.",
            values: Values::AnyOf(VARIATIONS),
            default: "",
        },
        OptionSpec {
            key: "solo",
            noun: "solo level",
            help: "Play alone against the AutoTeam, which runs on its own deck: easy, normal or hard.",
            values: Values::OneOf(SOLO),
            default: "off",
        },
    ];

    fn from_chosen(chosen: &Chosen) -> Result<Config, touchline_i18n::Message> {
        let format = match chosen.word("format") {
            "full" => Format::Full,
            _ => Format::Quick,
        };
        let on = |w: &str| chosen.set("variations").contains(&w);
        let solo = match chosen.word("solo") {
            "easy" => Some(Level::Easy),
            "normal" => Some(Level::Normal),
            "hard" => Some(Level::Hard),
            _ => None,
        };
        Ok(Config {
            format,
            long: on("long"),
            advanced: on("advanced"),
            harder: on("harder"),
            offside: on("offside"),
            kick_out: if on("kick-anywhere") { KickOut::Anywhere } else { KickOut::Marks },
            solo,
            result_needed: false,
        })
    }

    /// The options in a line, in `lang`: "Quick Match, Offside Trap".
    fn describe(&self, lang: Lang) -> String {
        let w = &*WORDS;
        let mut parts = vec![match self.format {
            Format::Quick => say!(w, lang, "config-quick"),
            Format::Full => say!(w, lang, "config-full"),
        }];
        if self.advanced {
            parts.push(say!(w, lang, "config-advanced"));
        }
        if self.long {
            parts.push(say!(w, lang, "config-long"));
        }
        if self.harder {
            parts.push(say!(w, lang, "config-harder"));
        }
        if self.offside {
            parts.push(say!(w, lang, "config-offside"));
        }
        if self.kick_out == KickOut::Anywhere {
            parts.push(say!(w, lang, "config-kick-anywhere"));
        }
        if let Some(level) = self.solo {
            parts.push(say!(w, lang, "config-solo", level = level.name()));
        }
        parts.join(", ")
    }

    fn result_needed(&self) -> bool {
        self.result_needed
    }

    fn set_result_needed(&mut self, needed: bool) {
        // A solo match has no opponent to be level with in a cup.
        self.result_needed = needed && self.solo.is_none();
    }
}
