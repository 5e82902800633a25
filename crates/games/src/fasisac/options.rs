//! FASISAC's match options: the training match or the full match (§3.1, §3.2), Rush Keepers
//! (§5.8), penalties to break a draw (§5.6), and how long a boost window stays open on Discord
//! (§5.3 step 4).

use touchline_i18n::say;

use super::state::{Config, Format, Variant, DEFAULT_WINDOW_SECONDS};
use super::text::{draft_title, WORDS};
use crate::options::{Chosen, GameOptions, OptionSpec, Values, Word};
use crate::text::Lang;

const FORMATS: &[Word] = &[
    Word::new("full", "Full match (draft, tactics, line-ups, boosts)"),
    Word::with_aliases("training", &["quick", "quick-start"], "Training match (dealt teams, one half)"),
];

const VARIANTS: &[Word] = &[
    Word::with_aliases("standard", &["five-a-side", "5-a-side"], "Five-a-side with goalkeepers"),
    Word::with_aliases("rush-keepers", &["rush_keepers", "rush"], "Rush Keepers (4-a-side, keeper by the red die)"),
];

impl GameOptions for Config {
    const OPTIONS: &'static [OptionSpec] = &[
        OptionSpec {
            key: "format",
            noun: "format",
            help: "The full match drafts squads and plays two halves with tactics and boosts; the training match \
                   deals five players each and plays one half of 5 + 5 attacks.",
            values: Values::OneOf(FORMATS),
            default: "full",
        },
        OptionSpec {
            key: "variant",
            noun: "variant",
            help: "Rush Keepers: four outfield players and no goalkeeper; the red die picks who keeps goal for \
                   each shot.",
            values: Values::OneOf(VARIANTS),
            default: "standard",
        },
        OptionSpec {
            key: "penalties",
            noun: "penalties",
            help: "Break a draw with penalties: three secret takers each, then sudden death.",
            values: Values::Flag,
            default: "no",
        },
        OptionSpec {
            key: "window",
            noun: "boost window",
            help: "Seconds a boost or reroll window stays open on Discord before a late manager passes.",
            values: Values::Number { min: 5, max: 120 },
            default: "30",
        },
    ];

    fn from_chosen(chosen: &Chosen) -> Result<Config, touchline_i18n::Message> {
        let format = match chosen.word("format") {
            "training" => Format::Training,
            _ => Format::Full,
        };
        let variant = match chosen.word("variant") {
            "rush-keepers" => Variant::RushKeepers,
            _ => Variant::Standard,
        };
        Ok(Config {
            format,
            variant,
            penalties: chosen.flag("penalties"),
            window_seconds: chosen.number("window"),
            ..Config::default()
        })
    }

    fn describe(&self, lang: Lang) -> String {
        let w = &*WORDS;
        let mut parts = vec![match (self.draft, self.format) {
            (Some(rule), _) => draft_title(rule, lang),
            (None, Format::Full) if self.squads.is_some() => say!(w, lang, "describe-full-drafted"),
            (None, Format::Full) => say!(w, lang, "describe-full"),
            (None, Format::Training) => say!(w, lang, "describe-training"),
        }];
        if self.variant == Variant::RushKeepers {
            // The variant's name, as the rulebook prints it.
            parts.push("Rush Keepers".to_string());
        }
        if self.penalties {
            parts.push(say!(w, lang, "describe-penalties"));
        }
        if self.window_seconds != DEFAULT_WINDOW_SECONDS {
            parts.push(say!(w, lang, "describe-window", seconds = self.window_seconds));
        }
        parts.join(", ")
    }

    fn result_needed(&self) -> bool {
        self.result_needed
    }

    fn set_result_needed(&mut self, needed: bool) {
        self.result_needed = needed;
    }
}
