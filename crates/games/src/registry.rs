//! The list of games, with enum dispatch over them.
//!
//! `GameKind` is the stored tag of a match. Adding a game means one line in `games!` below; the
//! bot, the terminal, the pictures and the harness pick it up from here: its name, options,
//! words and controls all come through the game's own traits.

use serde::{Deserialize, Serialize};

use crate::controls::Controls;
use crate::game::{Command, Drafted, RuleError, Rules, Seat, Secrets, SetupError, Status, Viewer};
use crate::match_state::{Event, Match, Step};
use crate::options::{GameOptions, OptionError, OptionSpec, Options};
use crate::players::Brain;
use crate::profile::Profile;
use crate::text::{Lang, Text};

macro_rules! games {
    ($($(#[$meta:meta])* $variant:ident => $module:ident :: $ty:ident, $name:literal;)+) => {
        /// Every game Touchline can run. The serde form is the stored tag (the game's name).
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
        pub enum GameKind { $($(#[$meta])* #[serde(rename = $name)] $variant,)+ }

        impl GameKind {
            pub const ALL: &'static [GameKind] = &[$($(#[$meta])* GameKind::$variant,)+];

            /// The short name used in commands and storage (`kix`).
            pub fn name(self) -> &'static str {
                match self { $($(#[$meta])* GameKind::$variant => $name,)+ }
            }

            /// The name shown to people (`KIX`).
            pub fn title(self) -> &'static str {
                match self { $($(#[$meta])* GameKind::$variant => <crate::$module::$ty as Text>::TITLE,)+ }
            }

            /// What kind of game it is, in one line.
            pub fn blurb(self, lang: Lang) -> String {
                match self { $($(#[$meta])* GameKind::$variant => <crate::$module::$ty as Text>::blurb(lang),)+ }
            }

            /// How to read the game's situation text, said once ([`Text::notation`]).
            pub fn notation(self, lang: Lang) -> String {
                match self { $($(#[$meta])* GameKind::$variant => <crate::$module::$ty as Text>::notation(lang),)+ }
            }

            /// The rules in brief (Markdown), without the options.
            pub fn rules(self, lang: Lang) -> String {
                match self { $($(#[$meta])* GameKind::$variant => <crate::$module::$ty as Text>::rules(lang),)+ }
            }

            /// An option's help in `lang` ([`Text::option_help`]).
            pub fn option_help(self, spec: &OptionSpec, lang: Lang) -> String {
                match self { $($(#[$meta])* GameKind::$variant => <crate::$module::$ty as Text>::option_help(spec, lang),)+ }
            }

            /// The game's own words in `lang`, by message id (for its pictures).
            pub fn words(self) -> &'static touchline_i18n::Catalogue {
                match self { $($(#[$meta])* GameKind::$variant => <crate::$module::$ty as Text>::words(),)+ }
            }

            /// The game's catalogue files, every language (for the catalogue checks).
            pub fn sources(self) -> &'static [touchline_i18n::Source] {
                match self { $($(#[$meta])* GameKind::$variant => <crate::$module::$ty as Text>::SOURCES,)+ }
            }

            /// The message ids of the game's named values (for the catalogue checks).
            pub fn named(self) -> &'static [&'static [&'static str]] {
                match self { $($(#[$meta])* GameKind::$variant => <crate::$module::$ty as Text>::NAMED,)+ }
            }

            /// The options a match of this game can be set up with.
            pub fn options(self) -> &'static [OptionSpec] {
                match self { $($(#[$meta])* GameKind::$variant => <<crate::$module::$ty as Rules>::Config as GameOptions>::OPTIONS,)+ }
            }

            /// How many seats a match with the default options takes.
            pub fn seats(self) -> (usize, usize) {
                self.profile().seats
            }

            /// What a match with the default options asks of the front ends (see
            /// [`Rules::profile`]): the game's draft and solo modes are there whatever its options.
            pub fn profile(self) -> Profile {
                AnyConfig::default_for(self).profile()
            }

            /// The game's conformance run (see [`crate::testing`]): thousands of seeded matches
            /// checked for legality, secrecy, replay and its controls. Only in the crate's tests:
            /// the harness is not compiled into the games the bot plays.
            #[cfg(test)]
            pub fn conform(self) -> Result<crate::testing::Report, String> {
                match self { $($(#[$meta])* GameKind::$variant => crate::testing::conform::<crate::$module::$ty>(),)+ }
            }
        }

        /// Each registered game's conformance run, one test per game so that the runs share the
        /// cores with the other tests instead of holding one test binary for minutes.
        #[cfg(test)]
        mod conformance {
            $(
                $(#[$meta])*
                #[test]
                fn $module() {
                    match super::GameKind::$variant.conform() {
                        Ok(report) => println!("{}: {report:?}", super::GameKind::$variant.title()),
                        Err(e) => panic!("{e}"),
                    }
                }
            )+
        }

        /// A game's options, tagged by game.
        #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
        #[serde(tag = "game", content = "options")]
        pub enum AnyConfig { $($(#[$meta])* #[serde(rename = $name)] $variant(<crate::$module::$ty as Rules>::Config),)+ }

        /// A match of any game; what the store keeps.
        #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
        #[serde(tag = "game", content = "match")]
        pub enum AnyMatch { $($(#[$meta])* #[serde(rename = $name)] $variant(Match<crate::$module::$ty>),)+ }

        /// An input for a match of any game.
        #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
        #[serde(tag = "game", content = "input")]
        pub enum AnyInput { $($(#[$meta])* #[serde(rename = $name)] $variant(<crate::$module::$ty as Rules>::Input),)+ }

        /// A view of a match of any game.
        #[derive(Clone, Debug, PartialEq, Serialize)]
        #[serde(tag = "game", content = "view")]
        pub enum AnyView { $($(#[$meta])* #[serde(rename = $name)] $variant(<crate::$module::$ty as Secrets>::View),)+ }

        /// An event of a match of any game.
        #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
        #[serde(tag = "game", content = "event")]
        pub enum AnyEvent { $($(#[$meta])* #[serde(rename = $name)] $variant(Event<crate::$module::$ty>),)+ }

        /// A step of a match of any game.
        #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
        #[serde(tag = "game", content = "step")]
        pub enum AnyStep { $($(#[$meta])* #[serde(rename = $name)] $variant(Step<crate::$module::$ty>),)+ }

        impl AnyConfig {
            pub fn kind(&self) -> GameKind {
                match self { $($(#[$meta])* AnyConfig::$variant(_) => GameKind::$variant,)+ }
            }

            pub fn default_for(kind: GameKind) -> AnyConfig {
                match kind { $($(#[$meta])* GameKind::$variant => AnyConfig::$variant(Default::default()),)+ }
            }

            /// A game's config from what a person asked for (see [`crate::options`]); a key of
            /// another game is refused with the name of the game it belongs to.
            pub fn from_options(kind: GameKind, options: &Options) -> Result<AnyConfig, OptionError> {
                let parsed = match kind {
                    $($(#[$meta])* GameKind::$variant => {
                        <crate::$module::$ty as Rules>::Config::from_options(kind.title(), options).map(AnyConfig::$variant)
                    })+
                };
                parsed.map_err(|e| match e {
                    OptionError::UnknownKey { game, key, known, .. } => {
                        let elsewhere = GameKind::ALL
                            .iter()
                            .filter(|k| k.options().iter().any(|o| o.key == key))
                            .map(|k| k.title())
                            .collect();
                        OptionError::UnknownKey { game, key, known, elsewhere }
                    }
                    other => other,
                })
            }

            /// The options as people read them ("11-a-side, cup tie").
            pub fn summary(&self, lang: Lang) -> String {
                match self { $($(#[$meta])* AnyConfig::$variant(c) => c.summary(lang),)+ }
            }

            pub fn result_needed(&self) -> bool {
                match self { $($(#[$meta])* AnyConfig::$variant(c) => c.result_needed(),)+ }
            }

            /// The same options, with or without "a winner is needed" (knockout ties).
            pub fn with_result_needed(mut self, needed: bool) -> AnyConfig {
                match &mut self { $($(#[$meta])* AnyConfig::$variant(c) => c.set_result_needed(needed),)+ }
                self
            }

            /// A match with these options played out by computers (see [`crate::players::play_out`]).
            pub fn play_out(&self, seed: u64, brains: &[crate::players::Brain]) -> Result<crate::players::PlayedOut, String> {
                match self { $($(#[$meta])* AnyConfig::$variant(c) => crate::players::play_out::<crate::$module::$ty>(c, seed, brains),)+ }
            }

            /// What a match with these options asks of the front ends (see [`Rules::profile`]).
            pub fn profile(&self) -> Profile {
                match self { $($(#[$meta])* AnyConfig::$variant(c) => <crate::$module::$ty as Rules>::profile(c),)+ }
            }

            /// The names of the sides the engine plays itself, in `lang` (see [`Text::engine_sides`]).
            pub fn engine_sides(&self, lang: Lang) -> Vec<String> {
                match self { $($(#[$meta])* AnyConfig::$variant(c) => <crate::$module::$ty as Text>::engine_sides(c, lang),)+ }
            }
        }

        impl AnyMatch {
            /// A match read back from its stored form (JSON). One instance of the reading code
            /// for every caller: it is the largest piece of code a caller would otherwise make.
            pub fn from_json(text: &str) -> Result<AnyMatch, serde_json::Error> {
                serde_json::from_str(text)
            }
            /// The stored form of a match, as [`AnyMatch::from_json`] reads it.
            pub fn to_json(&self) -> Result<String, serde_json::Error> {
                serde_json::to_string(self)
            }
            pub fn new(config: AnyConfig, seats: usize, seed: u64) -> Result<(AnyMatch, Vec<AnyEvent>), SetupError> {
                Self::new_with_draws(config, seats, seed).map(|(m, events, _)| (m, events))
            }
            /// A new match with the chance drawn to set it up, for the record.
            #[allow(clippy::type_complexity)]
            pub fn new_with_draws(config: AnyConfig, seats: usize, seed: u64) -> Result<(AnyMatch, Vec<AnyEvent>, Vec<crate::chance::Draw>), SetupError> {
                let title = config.kind().title();
                let named = |e: SetupError| match e {
                    SetupError::Seats { allowed, asked, .. } => SetupError::Seats { game: title, allowed, asked },
                    other => other,
                };
                match config {
                    $($(#[$meta])* AnyConfig::$variant(c) => {
                        let (m, events, draws) = Match::<crate::$module::$ty>::new_with_draws(c, seats, seed).map_err(named)?;
                        Ok((AnyMatch::$variant(m), events.into_iter().map(AnyEvent::$variant).collect(), draws))
                    })+
                }
            }
            pub fn kind(&self) -> GameKind {
                match self { $($(#[$meta])* AnyMatch::$variant(_) => GameKind::$variant,)+ }
            }
            pub fn config(&self) -> AnyConfig {
                match self { $($(#[$meta])* AnyMatch::$variant(m) => AnyConfig::$variant(m.config().clone()),)+ }
            }
            pub fn seed(&self) -> u64 {
                match self { $($(#[$meta])* AnyMatch::$variant(m) => m.seed(),)+ }
            }
            pub fn version(&self) -> u64 {
                match self { $($(#[$meta])* AnyMatch::$variant(m) => m.version(),)+ }
            }
            pub fn seats(&self) -> usize {
                match self { $($(#[$meta])* AnyMatch::$variant(m) => m.seats(),)+ }
            }
            pub fn status(&self) -> Status {
                match self { $($(#[$meta])* AnyMatch::$variant(m) => m.status(),)+ }
            }
            pub fn score(&self) -> Vec<u16> {
                match self { $($(#[$meta])* AnyMatch::$variant(m) => m.score(),)+ }
            }
            /// Plays (or turns) completed so far.
            pub fn plays(&self) -> u32 {
                match self { $($(#[$meta])* AnyMatch::$variant(m) => m.plays(),)+ }
            }
            /// What the match's options ask of the front ends (see [`Rules::profile`]).
            pub fn profile(&self) -> Profile {
                match self { $($(#[$meta])* AnyMatch::$variant(m) => m.profile(),)+ }
            }
            /// The names of the sides the engine plays itself, in `lang` (see [`Text::engine_sides`]).
            pub fn engine_sides(&self, lang: Lang) -> Vec<String> {
                match self { $($(#[$meta])* AnyMatch::$variant(m) => <crate::$module::$ty as Text>::engine_sides(m.config(), lang),)+ }
            }
            pub fn legal_inputs(&self, seat: Seat) -> Vec<AnyInput> {
                match self { $($(#[$meta])* AnyMatch::$variant(m) => m.legal_inputs(seat).into_iter().map(AnyInput::$variant).collect(),)+ }
            }
            pub fn view(&self, viewer: Viewer) -> AnyView {
                match self { $($(#[$meta])* AnyMatch::$variant(m) => AnyView::$variant(m.view(viewer)),)+ }
            }
            /// What `seat` can do now, for that seat alone.
            pub fn controls(&self, seat: Seat, lang: Lang) -> Controls<AnyInput> {
                match self { $($(#[$meta])* AnyMatch::$variant(m) => m.controls(seat, lang).map(AnyInput::$variant),)+ }
            }
            pub fn describe_input(&self, seat: Seat, input: &AnyInput, lang: Lang) -> String {
                match (self, input) {
                    $($(#[$meta])* (AnyMatch::$variant(m), AnyInput::$variant(i)) => m.describe_input(seat, i, lang),)+
                    #[allow(unreachable_patterns)]
                    _ => "an input of another game".to_string(),
                }
            }
            /// An input as a short text (the game's own form, without the game's tag), for a
            /// menu option's value.
            pub fn encode_input(&self, input: &AnyInput) -> String {
                match input { $($(#[$meta])* AnyInput::$variant(i) => serde_json::to_string(i).unwrap_or_default(),)+ }
            }
            /// Read a text made by [`AnyMatch::encode_input`] as an input of this match's game.
            pub fn decode_input(&self, text: &str) -> Option<AnyInput> {
                match self { $($(#[$meta])* AnyMatch::$variant(_) => serde_json::from_str(text).ok().map(AnyInput::$variant),)+ }
            }
            /// The input a computer player at any level makes for `seat` (see [`Brain::pick_typed`]).
            pub fn brain_input(&self, brain: Brain, seat: Seat, chance: &mut crate::chance::Chance) -> Option<AnyInput> {
                match self { $($(#[$meta])* AnyMatch::$variant(m) => brain.pick_typed(m, seat, chance).map(AnyInput::$variant),)+ }
            }
            /// Each side's chance to win as the spectators could know it (see
            /// [`crate::chances::estimate`]), over the game's own number of imagined worlds.
            pub fn chances(&self, seed: u64) -> Option<crate::chances::Chances> {
                match self { $($(#[$meta])* AnyMatch::$variant(m) => crate::chances::estimate(m, <crate::$module::$ty as crate::game::Computer>::SEARCH.chances_worlds, seed),)+ }
            }
            /// The same over `worlds` worlds (calibration and benchmarks try other numbers).
            pub fn chances_over(&self, worlds: u32, seed: u64) -> Option<crate::chances::Chances> {
                match self { $($(#[$meta])* AnyMatch::$variant(m) => crate::chances::estimate(m, worlds, seed),)+ }
            }
            /// The computer's pick for a seat, from that seat's view (also the time-out move).
            pub fn computer_input(&self, seat: Seat, chance: &mut crate::chance::Chance) -> Option<AnyInput> {
                match self { $($(#[$meta])* AnyMatch::$variant(m) => m.computer_input(seat, chance).map(AnyInput::$variant),)+ }
            }
            pub fn apply(&mut self, seat: Seat, command: Command<AnyInput>) -> Result<AnyStep, RuleError> {
                match self {
                    $($(#[$meta])* AnyMatch::$variant(m) => {
                        let command = match command {
                            Command::Play(AnyInput::$variant(i)) => Command::Play(i),
                            #[allow(unreachable_patterns)]
                            Command::Play(_) => return Err(RuleError::Illegal(touchline_i18n::message!(crate::words::WORDS, "refused-another-game"))),
                            Command::AutoMove => Command::AutoMove,
                            Command::Forfeit => Command::Forfeit,
                            Command::Resign => Command::Resign,
                        };
                        m.apply(seat, command).map(AnyStep::$variant)
                    })+
                }
            }
        }

        impl AnyView {
            pub fn kind(&self) -> GameKind {
                match self { $($(#[$meta])* AnyView::$variant(_) => GameKind::$variant,)+ }
            }
            /// What the viewing seat sees and must do now, as text.
            pub fn situation(&self, names: &[String], lang: Lang) -> String {
                match self { $($(#[$meta])* AnyView::$variant(v) => <crate::$module::$ty as Text>::situation(v, names, lang),)+ }
            }
            /// The situation less what a listed menu of choices repeats ([`Text::brief_situation`]).
            pub fn brief_situation(&self, names: &[String], lang: Lang) -> String {
                match self { $($(#[$meta])* AnyView::$variant(v) => <crate::$module::$ty as Text>::brief_situation(v, names, lang),)+ }
            }
        }

        impl AnyEvent {
            /// The event as `viewer` may see it.
            pub fn redact(&self, viewer: Viewer) -> Option<AnyEvent> {
                match self { $($(#[$meta])* AnyEvent::$variant(e) => e.redact(viewer).map(AnyEvent::$variant),)+ }
            }
            /// Its play-by-play line, if it is worth one (see [`Text::event_line`]).
            pub fn line(&self, names: &[String], lang: Lang) -> Option<String> {
                match self { $($(#[$meta])* AnyEvent::$variant(e) => crate::text::event_line(e, names, lang),)+ }
            }
            /// Whether it completes a play worth a new picture.
            pub fn ends_turn(&self) -> bool {
                match self { $($(#[$meta])* AnyEvent::$variant(e) => crate::text::ends_turn(e),)+ }
            }
        }

        impl AnyStep {
            pub fn seat(&self) -> Seat {
                match self { $($(#[$meta])* AnyStep::$variant(s) => s.seat,)+ }
            }
            pub fn command(&self) -> Command<AnyInput> {
                match self {
                    $($(#[$meta])* AnyStep::$variant(s) => match &s.command {
                        Command::Play(i) => Command::Play(AnyInput::$variant(i.clone())),
                        Command::AutoMove => Command::AutoMove,
                        Command::Forfeit => Command::Forfeit,
                        Command::Resign => Command::Resign,
                    },)+
                }
            }
            /// The chance drawn in the step (for the log, never for players).
            pub fn chance(&self) -> &[crate::chance::Draw] {
                match self { $($(#[$meta])* AnyStep::$variant(s) => &s.chance,)+ }
            }
            pub fn events(&self) -> Vec<AnyEvent> {
                match self { $($(#[$meta])* AnyStep::$variant(s) => s.events.iter().cloned().map(AnyEvent::$variant).collect(),)+ }
            }
            /// The events as `viewer` may see them.
            pub fn events_for(&self, viewer: Viewer) -> Vec<AnyEvent> {
                match self { $($(#[$meta])* AnyStep::$variant(s) => s.events.iter().filter_map(|e| e.redact(viewer)).map(AnyEvent::$variant).collect(),)+ }
            }
        }
    };
}

games! {
    Kix => kix::Kix, "kix";
    Fuba => fuba::Fuba, "fuba";
    FutbolDash => futbol_dash::FutbolDash, "futbol-dash";
    Fasisac => fasisac::Fasisac, "fasisac";
    SuperTeam => super_team::SuperTeam, "super-team";
    // A small game for testing what the bot does with three or more seats; only in test builds.
    #[cfg(feature = "test-games")]
    Tally => tally::Tally, "tally";
}

/// The games whose squads can be drafted ([`Drafted`]): a draft league's draft and its fixtures
/// between the squads it shared out. A game is listed here exactly when its profile has a draft
/// (a test below holds the two together).
macro_rules! drafted {
    ($($(#[$meta:meta])* $variant:ident => $module:ident :: $ty:ident, $name:literal;)+) => {
        /// A squad drafted in a draft league, of any drafted game (see [`Drafted::squads`]).
        #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
        #[serde(tag = "game", content = "squad")]
        pub enum AnySquad { $($(#[$meta])* #[serde(rename = $name)] $variant(<crate::$module::$ty as Drafted>::Squad),)+ }

        impl AnySquad {
            pub fn kind(&self) -> GameKind {
                match self { $($(#[$meta])* AnySquad::$variant(_) => GameKind::$variant,)+ }
            }

            /// The squad in the game's own form, without the game's tag (see
            /// [`GameKind::read_squad`]).
            pub fn to_json(&self) -> String {
                match self { $($(#[$meta])* AnySquad::$variant(s) => serde_json::to_string(s).unwrap_or_default(),)+ }
            }
        }

        impl GameKind {
            /// A drafted squad of this game, as [`AnySquad::to_json`] wrote it.
            pub fn read_squad(self, text: &str) -> Result<AnySquad, String> {
                match self {
                    $($(#[$meta])* GameKind::$variant => serde_json::from_str(text).map(AnySquad::$variant).map_err(|e| format!("{}: a squad that does not read: {e}", self.title())),)+
                    #[allow(unreachable_patterns)]
                    _ => Err(format!("{} has no drafted squads", self.title())),
                }
            }
        }

        impl AnyConfig {
            /// The draft of a draft league played with these options, sharing the players out
            /// by `method` (see [`Drafted::draft_config`]); `None` for games without a draft.
            pub fn draft_config(&self, method: &str) -> Option<AnyConfig> {
                match self {
                    $($(#[$meta])* AnyConfig::$variant(c) => <crate::$module::$ty as Drafted>::draft_config(c, method).map(AnyConfig::$variant),)+
                    #[allow(unreachable_patterns)]
                    _ => None,
                }
            }

            /// A fixture of a draft league between two drafted squads, home first (see
            /// [`Drafted::fixture_config`]); `None` when the squads are not this game's.
            pub fn fixture_config(&self, home: &AnySquad, away: &AnySquad) -> Option<AnyConfig> {
                match (self, home, away) {
                    $($(#[$meta])* (AnyConfig::$variant(c), AnySquad::$variant(h), AnySquad::$variant(a)) => {
                        <crate::$module::$ty as Drafted>::fixture_config(c, [h.clone(), a.clone()]).map(AnyConfig::$variant)
                    })+
                    #[allow(unreachable_patterns)]
                    _ => None,
                }
            }
        }

        impl AnyMatch {
            /// The squads a finished draft shared out, one per seat (see [`Drafted::squads`]);
            /// `None` for any other match.
            pub fn squads(&self) -> Option<Vec<AnySquad>> {
                match self {
                    $($(#[$meta])* AnyMatch::$variant(m) => m.squads().map(|s| s.into_iter().map(AnySquad::$variant).collect()),)+
                    #[allow(unreachable_patterns)]
                    _ => None,
                }
            }
        }

        /// Whether a game is listed as drafted (for the test holding the list to the profiles).
        #[cfg(test)]
        fn is_drafted(kind: GameKind) -> bool {
            matches!(kind, $($(#[$meta])* GameKind::$variant)|+)
        }
    };
}

drafted! {
    Fasisac => fasisac::Fasisac, "fasisac";
}

impl GameKind {
    /// The difficulties of a game's solo mode, each with a solo leaderboard; empty for games
    /// without one.
    pub fn solo_levels(self) -> Vec<&'static str> {
        self.profile().solo.map(|s| s.levels.to_vec()).unwrap_or_default()
    }

    /// The option sets a test over every game walks, as option text (`key=word …`): every
    /// any-of option on, alone and with each word of each one-of option.
    pub fn option_sets(self) -> Vec<String> {
        let all: Vec<String> = self
            .options()
            .iter()
            .filter(|spec| matches!(spec.values, crate::options::Values::AnyOf(_)))
            .map(|spec| format!("{}=all", spec.key))
            .collect();
        let all = all.join(" ");
        let mut sets = vec![all.clone()];
        for spec in self.options() {
            if let crate::options::Values::OneOf(words) = spec.values {
                sets.extend(words.iter().map(|w| format!("{}={} {all}", spec.key, w.name).trim().to_string()));
            }
        }
        sets
    }

    /// The games whose squads can be drafted for a draft league.
    pub fn drafting() -> Vec<GameKind> {
        GameKind::ALL.iter().copied().filter(|k| k.profile().draft.is_some()).collect()
    }

    /// A game by its name or title, or a message listing the games.
    pub fn parse(text: &str) -> Result<GameKind, String> {
        let wanted = text.trim();
        GameKind::ALL
            .iter()
            .copied()
            .find(|k| k.name().eq_ignore_ascii_case(wanted) || k.title().eq_ignore_ascii_case(wanted))
            .ok_or_else(|| {
                let names: Vec<&str> = GameKind::ALL.iter().map(|k| k.name()).collect();
                format!("unknown game '{text}'; the games are: {}", names.join(", "))
            })
    }

    /// The rules and the options, as `/rules` and the terminal show them.
    pub fn rules_with_options(self, lang: Lang) -> String {
        let mut text = format!("**{}** — {}", self.title(), self.rules(lang));
        text.push_str(&crate::text::options_heading(lang));
        for o in self.options() {
            text.push_str(&format!("\n• {}", crate::text::describe_option(o, &self.option_help(o, lang), lang)));
        }
        text.push_str(&crate::text::result_needed_line(lang));
        text
    }
}

/// Every option of every game, as (the games that have it, the option as the first of them
/// describes it): what a front end with one parameter per key is built from.
pub fn option_keys() -> Vec<(Vec<GameKind>, &'static OptionSpec)> {
    let mut keys: Vec<(Vec<GameKind>, &'static OptionSpec)> = Vec::new();
    for kind in GameKind::ALL {
        for spec in kind.options() {
            match keys.iter_mut().find(|(_, s)| s.key == spec.key) {
                Some((games, _)) => games.push(*kind),
                None => keys.push((vec![*kind], spec)),
            }
        }
    }
    keys
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_fits_in_a_seat_set() {
        for kind in GameKind::ALL {
            let (fewest, most) = kind.seats();
            assert!(fewest >= 1 && fewest <= most, "{}", kind.title());
            assert!(most <= crate::game::SeatSet::MAX_SEATS, "{} allows {most} seats", kind.title());
        }
        let too_many = crate::game::SeatSet::MAX_SEATS + 1;
        let refused = AnyMatch::new(AnyConfig::default_for(GameKind::ALL[0]), too_many, 1).unwrap_err();
        assert!(refused.to_string().contains("at most 8"), "{refused}");
        assert_eq!(crate::game::SeatSet::first(20).len(), crate::game::SeatSet::MAX_SEATS);
        assert!(!crate::game::SeatSet::only(30).contains(30));
    }

    /// What a game's profile declares is what the game does: its draft makes a draft match for
    /// its managers that ends in one squad each, from which fixtures between two squads are set
    /// up and played; its solo levels are each reached by some option and played against a side
    /// of the engine's; its seats are the seats a match takes.
    #[test]
    fn every_option_set_reads_and_names_every_word() {
        for &kind in GameKind::ALL {
            let sets = kind.option_sets();
            for text in &sets {
                AnyConfig::from_options(kind, &Options::parse(text))
                    .unwrap_or_else(|e| panic!("{kind:?} '{text}': {e}"));
            }
            for spec in kind.options() {
                if let crate::options::Values::OneOf(words) = spec.values {
                    for w in words {
                        let word = format!("{}={}", spec.key, w.name);
                        assert!(sets.iter().any(|s| s.split(' ').any(|p| p == word)), "{kind:?}: {word} never walked");
                    }
                }
            }
        }
    }

    #[test]
    fn every_profile_agrees_with_its_game() {
        use crate::options::Values;
        use crate::profile::EndsIn;
        for &kind in GameKind::ALL {
            let config = AnyConfig::default_for(kind);
            let profile = config.profile();
            let (fewest, most) = profile.seats;
            assert!(AnyMatch::new(config.clone(), fewest, 1).is_ok() && AnyMatch::new(config.clone(), most, 1).is_ok());
            assert!(AnyMatch::new(config.clone(), most + 1, 1).is_err(), "{}", kind.title());
            assert!(config.draft_config("no such way").is_none(), "{}", kind.title());
            // The registry's list of drafted games is the profiles' list.
            assert_eq!(is_drafted(kind), profile.draft.is_some(), "{} in the drafted list", kind.title());
            if let Some(spec) = &profile.draft {
                assert!(!spec.methods.is_empty(), "{} drafts in some way", kind.title());
                for method in spec.methods {
                    let draft = config.draft_config(method.name).expect("a draft for every way of drafting");
                    let drafting = draft.profile();
                    assert_eq!((drafting.ends_in, drafting.seats), (EndsIn::Squads, spec.managers));
                    let (mut m, _) = AnyMatch::new(draft, spec.managers.0, 3).unwrap();
                    assert_eq!(m.squads(), None, "no squads before the draft ends");
                    while let Some(seat) = m.status().to_act().iter().next() {
                        m.apply(seat, Command::AutoMove).unwrap();
                    }
                    let squads = m.squads().expect("a finished draft shares the players out");
                    assert_eq!(squads.len(), spec.managers.0);
                    let fixture = config.fixture_config(&squads[0], &squads[1]).expect("a fixture between two squads");
                    assert!(fixture.profile().keeps_score() && fixture.profile().takes(2));
                    let (mut f, _) = AnyMatch::new(fixture, 2, 4).unwrap();
                    while let Some(seat) = f.status().to_act().iter().next() {
                        f.apply(seat, Command::AutoMove).unwrap();
                    }
                    assert!(f.status().outcome().is_some());
                }
            } else {
                assert!(profile.keeps_score());
            }
            match &profile.solo {
                None => assert!(profile.engine_sides.is_empty()),
                Some(solo) => {
                    // Every level is some option's; a solo match has a side of the engine's.
                    let mut reached = Vec::new();
                    for spec in kind.options() {
                        let Values::OneOf(words) = spec.values else { continue };
                        for word in words {
                            let options = crate::options::Options::new().with(spec.key, word.name);
                            let p = AnyConfig::from_options(kind, &options).unwrap().profile();
                            if let Some(level) = p.solo_level() {
                                assert!(!p.engine_sides.is_empty(), "a solo match has the engine's side");
                                reached.push(level);
                            }
                        }
                    }
                    for level in solo.levels {
                        assert!(reached.contains(level), "{}'s solo level {level} is some option's", kind.title());
                    }
                }
            }
        }
    }

    #[test]
    fn game_names_parse_and_unknown_ones_are_listed() {
        assert_eq!(GameKind::parse(" KIX "), Ok(GameKind::Kix));
        assert_eq!(GameKind::parse("Fuba"), Ok(GameKind::Fuba));
        let names: Vec<&str> = GameKind::ALL.iter().map(|k| k.name()).collect();
        assert_eq!(GameKind::parse("chess"), Err(format!("unknown game 'chess'; the games are: {}", names.join(", "))));
        for kind in GameKind::ALL {
            assert_eq!(GameKind::parse(kind.name()), Ok(*kind));
            assert_eq!(GameKind::parse(kind.title()), Ok(*kind));
            let stored = serde_json::to_string(kind).unwrap();
            assert_eq!(stored, format!("\"{}\"", kind.name()), "the stored tag is the command name");
        }
    }

    #[test]
    fn malformed_inputs_are_refused_by_decoding() {
        for text in [
            "",
            "{}",
            "null",
            r#"{"game":"kix"}"#,
            r#"{"game":"chess","input":"x"}"#,
            r#"{"game":"kix","input":{"play":{"card":-1}}}"#,
            r#"{"game":"kix","input":{"play":{"card":300}}}"#,
        ] {
            assert!(serde_json::from_str::<AnyInput>(text).is_err(), "{text} decoded");
        }
        let ok: AnyInput = serde_json::from_str(r#"{"game":"kix","input":{"play":{"card":3}}}"#).unwrap();
        assert_eq!(ok, AnyInput::Kix(crate::kix::Input::Play { card: 3 }));
    }

    #[test]
    fn a_stored_match_round_trips_through_the_tag() {
        let (m, _) = AnyMatch::new(AnyConfig::default_for(GameKind::Kix), 2, 5).unwrap();
        let json = serde_json::to_string(&m).unwrap();
        assert!(json.starts_with(r#"{"game":"kix""#));
        assert_eq!(AnyMatch::from_json(&json).unwrap(), m);
    }

    #[test]
    fn the_wrong_seat_count_is_explained() {
        let err = AnyMatch::new(AnyConfig::default_for(GameKind::Kix), 3, 5).unwrap_err();
        assert_eq!(err.to_string(), "KIX is played by 2 players, not 3");
    }

    #[test]
    fn an_option_of_another_game_is_named_as_such() {
        let err = AnyConfig::from_options(GameKind::Kix, &Options::new().with("advanced", "a1")).unwrap_err();
        assert_eq!(
            err.to_string(),
            "KIX has no option `advanced` (that is an option of FUBA); KIX's options are `format`"
        );
        let eleven = AnyConfig::from_options(GameKind::Kix, &Options::parse("format=11 result_needed")).unwrap();
        assert_eq!(eleven.summary(Lang::En), "11-a-side, cup tie");
        assert!(eleven.result_needed());
        assert!(!eleven.with_result_needed(false).result_needed());
    }

    #[test]
    fn inputs_encode_without_the_tag_and_decode_for_their_game_only() {
        let (m, _) = AnyMatch::new(AnyConfig::default_for(GameKind::Kix), 2, 5).unwrap();
        let input = m.legal_inputs(0).remove(0);
        let text = m.encode_input(&input);
        assert!(!text.contains("kix") && text.len() <= 100, "{text}");
        assert_eq!(m.decode_input(&text), Some(input));
        let (fuba, _) = AnyMatch::new(AnyConfig::default_for(GameKind::Fuba), 2, 5).unwrap();
        assert_ne!(fuba.decode_input(&text), m.decode_input(&text));
    }
}
