//! Touchline's game rules, pure: no I/O, no clock, no OS randomness, no async.
//!
//! - [`game`]: the [`Game`] trait every game implements and its vocabulary;
//! - [`chance`]: seeded, logged randomness handed in by the driver;
//! - [`match_state`]: a match = game state + seed + version, with resignations and timeouts;
//! - [`registry`]: the list of games and enum dispatch over them;
//! - [`testing`]: the conformance harness every game must pass;
//! - one module per game ([`kix`]).

pub mod chance;
pub mod fuba;
pub mod game;
pub mod kix;
pub mod match_state;
pub mod players;
pub mod registry;
pub mod testing;

pub use chance::Chance;
pub use game::{Command, Ending, Game, Outcome, RuleError, Seat, SeatSet, SetupError, Status, Viewer};
pub use match_state::{Event, Match, Step};
pub use registry::{AnyConfig, AnyEvent, AnyInput, AnyMatch, AnyStep, AnyView, GameKind};
