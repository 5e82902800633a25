//! Touchline's games, pure: no I/O, no clock, no OS randomness, no async.
//!
//! - [`game`]: the contract every game implements ([`Game`]: its rules, secrets, computer,
//!   presentation and written positions, one trait each) and its vocabulary;
//! - [`options`], [`text`], [`controls`]: what a game offers besides its rules — its options as
//!   data, its words, and what a seat can do as buttons and menus;
//! - [`profile`]: what a game asks of the front ends (seats, windows, draft, solo, tie-breaks);
//! - [`chance`]: seeded, logged randomness handed in by the driver;
//! - [`chances`]: each side's chance to win, as a spectator could know it;
//! - [`match_state`]: a match = game state + seed + version, with resignations and timeouts;
//! - [`registry`]: the list of games and enum dispatch over them;
//! - [`players`]: who sits in a seat, and the computer players that work for every game;
//! - `testing` (test builds only): the conformance harness every game must pass;
//! - one folder per game ([`kix`], [`fuba`], [`futbol_dash`], [`fasisac`], [`super_team`]), each
//!   the same shape.

pub mod chance;
pub mod chances;
pub mod controls;
pub mod fasisac;
pub mod fuba;
pub mod futbol_dash;
pub mod game;
pub mod kix;
pub mod match_state;
pub mod options;
pub mod players;
pub mod profile;
pub mod registry;
pub mod search;
pub mod super_team;
#[cfg(feature = "test-games")]
pub mod tally;
#[cfg(test)]
pub mod testing;
pub mod text;
pub mod words;

/// The rules engine a match is played under, recorded in its fairness seal and its export: a
/// replay under another engine (another release of the rules, or of `rand`'s sampling) need not
/// give the same match.
pub const ENGINE_VERSION: &str = concat!("touchline-games/", env!("CARGO_PKG_VERSION"));

pub use chance::Chance;
pub use controls::Controls;
pub use game::{
    auto_input, random_choice, Command, Computer, Drafted, Ending, Game, Outcome, PositionError, Presented, RuleError,
    Rules, Scored, Scoring, Search, Seat, SeatSet, Secrets, SetupError, Status, Viewer, Written,
};
pub use match_state::{Event, Match, Step};
pub use options::{GameOptions, OptionError, Options};
pub use profile::{DraftSpec, EndsIn, Profile, Reactions, SoloSpec};
pub use registry::{AnyConfig, AnyEvent, AnyInput, AnyMatch, AnySquad, AnyStep, AnyView, GameKind};
pub use text::{Lang, Text};
