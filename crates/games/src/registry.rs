//! The list of games, with enum dispatch over them.
//!
//! `GameKind` is the stored tag of a match. Adding a game means one line in `games!` below; the
//! bot, the terminal and the harness pick it up from here.

use serde::{Deserialize, Serialize};

use crate::game::{Command, Game, RuleError, Seat, SetupError, Status, Viewer};
use crate::match_state::{Event, Match, Step};

macro_rules! games {
    ($($variant:ident => $module:ident :: $ty:ident, $name:literal, $title:literal;)+) => {
        /// Every game Touchline can run. The serde form is the stored tag.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
        #[serde(rename_all = "snake_case")]
        pub enum GameKind { $($variant,)+ }

        impl GameKind {
            pub const ALL: &'static [GameKind] = &[$(GameKind::$variant,)+];

            /// The short name used in commands and storage (`kix`).
            pub fn name(self) -> &'static str {
                match self { $(GameKind::$variant => $name,)+ }
            }

            /// The name shown to people (`KIX`).
            pub fn title(self) -> &'static str {
                match self { $(GameKind::$variant => $title,)+ }
            }

            pub fn parse(text: &str) -> Result<GameKind, String> {
                let wanted = text.trim().to_ascii_lowercase();
                GameKind::ALL.iter().copied().find(|k| k.name() == wanted).ok_or_else(|| {
                    let names: Vec<&str> = GameKind::ALL.iter().map(|k| k.name()).collect();
                    format!("unknown game '{text}'; the games are: {}", names.join(", "))
                })
            }
        }

        /// A game's options, tagged by game.
        #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
        #[serde(tag = "game", content = "options", rename_all = "snake_case")]
        pub enum AnyConfig { $($variant(<crate::$module::$ty as Game>::Config),)+ }

        /// A match of any game; what the store keeps.
        #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
        #[serde(tag = "game", content = "match", rename_all = "snake_case")]
        pub enum AnyMatch { $($variant(Match<crate::$module::$ty>),)+ }

        /// An input for a match of any game.
        #[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
        #[serde(tag = "game", content = "input", rename_all = "snake_case")]
        pub enum AnyInput { $($variant(<crate::$module::$ty as Game>::Input),)+ }

        /// A view of a match of any game.
        #[derive(Clone, Debug, PartialEq, Serialize)]
        #[serde(tag = "game", content = "view", rename_all = "snake_case")]
        pub enum AnyView { $($variant(<crate::$module::$ty as Game>::View),)+ }

        /// An event of a match of any game.
        #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
        #[serde(tag = "game", content = "event", rename_all = "snake_case")]
        pub enum AnyEvent { $($variant(Event<crate::$module::$ty>),)+ }

        /// A step of a match of any game.
        #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
        #[serde(tag = "game", content = "step", rename_all = "snake_case")]
        pub enum AnyStep { $($variant(Step<crate::$module::$ty>),)+ }

        impl AnyConfig {
            pub fn kind(&self) -> GameKind {
                match self { $(AnyConfig::$variant(_) => GameKind::$variant,)+ }
            }
            pub fn default_for(kind: GameKind) -> AnyConfig {
                match kind { $(GameKind::$variant => AnyConfig::$variant(Default::default()),)+ }
            }
        }

        impl AnyMatch {
            pub fn new(config: AnyConfig, seats: usize, seed: u64) -> Result<(AnyMatch, Vec<AnyEvent>), SetupError> {
                Self::new_with_draws(config, seats, seed).map(|(m, events, _)| (m, events))
            }
            /// A new match with the chance drawn to set it up, for the record.
            #[allow(clippy::type_complexity)]
            pub fn new_with_draws(config: AnyConfig, seats: usize, seed: u64) -> Result<(AnyMatch, Vec<AnyEvent>, Vec<crate::chance::Draw>), SetupError> {
                match config {
                    $(AnyConfig::$variant(c) => {
                        let (m, events, draws) = Match::<crate::$module::$ty>::new_with_draws(c, seats, seed)?;
                        Ok((AnyMatch::$variant(m), events.into_iter().map(AnyEvent::$variant).collect(), draws))
                    })+
                }
            }
            pub fn kind(&self) -> GameKind {
                match self { $(AnyMatch::$variant(_) => GameKind::$variant,)+ }
            }
            pub fn config(&self) -> AnyConfig {
                match self { $(AnyMatch::$variant(m) => AnyConfig::$variant(m.config.clone()),)+ }
            }
            pub fn seed(&self) -> u64 {
                match self { $(AnyMatch::$variant(m) => m.seed,)+ }
            }
            pub fn version(&self) -> u64 {
                match self { $(AnyMatch::$variant(m) => m.version,)+ }
            }
            pub fn seats(&self) -> usize {
                match self { $(AnyMatch::$variant(m) => m.game.seats(),)+ }
            }
            pub fn status(&self) -> Status {
                match self { $(AnyMatch::$variant(m) => m.status(),)+ }
            }
            pub fn score(&self) -> Vec<u16> {
                match self { $(AnyMatch::$variant(m) => m.game.score(),)+ }
            }
            pub fn legal_inputs(&self, seat: Seat) -> Vec<AnyInput> {
                match self { $(AnyMatch::$variant(m) => m.legal_inputs(seat).into_iter().map(AnyInput::$variant).collect(),)+ }
            }
            pub fn view(&self, viewer: Viewer) -> AnyView {
                match self { $(AnyMatch::$variant(m) => AnyView::$variant(m.view(viewer)),)+ }
            }
            pub fn describe_input(&self, seat: Seat, input: &AnyInput) -> String {
                match (self, input) {
                    $((AnyMatch::$variant(m), AnyInput::$variant(i)) => m.game.describe_input(seat, i),)+
                    #[allow(unreachable_patterns)]
                    _ => "an input of another game".to_string(),
                }
            }
            /// The computer's pick for a seat (the game's own timeout move).
            pub fn auto_input(&self, seat: Seat, chance: &mut crate::chance::Chance) -> Option<AnyInput> {
                match self { $(AnyMatch::$variant(m) => m.game.auto_input(seat, chance).map(AnyInput::$variant),)+ }
            }
            pub fn apply(&mut self, seat: Seat, command: Command<AnyInput>) -> Result<AnyStep, RuleError> {
                match self {
                    $(AnyMatch::$variant(m) => {
                        let command = match command {
                            Command::Play(AnyInput::$variant(i)) => Command::Play(i),
                            #[allow(unreachable_patterns)]
                            Command::Play(_) => return Err(RuleError::Illegal("that move belongs to another game".into())),
                            Command::AutoMove => Command::AutoMove,
                            Command::Forfeit => Command::Forfeit,
                            Command::Resign => Command::Resign,
                        };
                        m.apply(seat, command).map(AnyStep::$variant)
                    })+
                }
            }
        }

        impl AnyEvent {
            /// The event as `viewer` may see it.
            pub fn redact(&self, viewer: Viewer) -> Option<AnyEvent> {
                match self { $(AnyEvent::$variant(e) => e.redact(viewer).map(AnyEvent::$variant),)+ }
            }
        }

        impl AnyStep {
            pub fn seat(&self) -> Seat {
                match self { $(AnyStep::$variant(s) => s.seat,)+ }
            }
            pub fn command(&self) -> Command<AnyInput> {
                match self {
                    $(AnyStep::$variant(s) => match &s.command {
                        Command::Play(i) => Command::Play(AnyInput::$variant(i.clone())),
                        Command::AutoMove => Command::AutoMove,
                        Command::Forfeit => Command::Forfeit,
                        Command::Resign => Command::Resign,
                    },)+
                }
            }
            /// The chance drawn in the step (for the log, never for players).
            pub fn chance(&self) -> &[crate::chance::Draw] {
                match self { $(AnyStep::$variant(s) => &s.chance,)+ }
            }
            pub fn events(&self) -> Vec<AnyEvent> {
                match self { $(AnyStep::$variant(s) => s.events.iter().cloned().map(AnyEvent::$variant).collect(),)+ }
            }
            /// The events as `viewer` may see them.
            pub fn events_for(&self, viewer: Viewer) -> Vec<AnyEvent> {
                match self { $(AnyStep::$variant(s) => s.events.iter().filter_map(|e| e.redact(viewer)).map(AnyEvent::$variant).collect(),)+ }
            }
        }
    };
}

games! {
    Kix => kix::Kix, "kix", "KIX";
    Fuba => fuba::Fuba, "fuba", "FUBA";
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn game_names_parse_and_unknown_ones_are_listed() {
        assert_eq!(GameKind::parse(" KIX "), Ok(GameKind::Kix));
        assert_eq!(GameKind::parse("chess"), Err("unknown game 'chess'; the games are: kix, fuba".to_string()));
        for kind in GameKind::ALL {
            assert_eq!(GameKind::parse(kind.name()), Ok(*kind));
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
        assert_eq!(serde_json::from_str::<AnyMatch>(&json).unwrap(), m);
    }

    #[test]
    fn the_wrong_seat_count_is_explained() {
        let err = AnyMatch::new(AnyConfig::default_for(GameKind::Kix), 3, 5).unwrap_err();
        assert_eq!(err.to_string(), "KIX is played by 2 players, not 3");
    }
}
