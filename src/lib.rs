//! Touchline: tabletop football games and leagues on Discord, and in the terminal.
//!
//! This package is the only code that knows about storage, async, the clock and Discord. The
//! rules live in `touchline-games`, the pictures in `touchline-render` and the competition logic
//! (tables, tie-breaks, fixtures, brackets, ratings) in `touchline-league`, all pure.

pub mod cli;
pub mod config;
pub mod discord;
pub mod leagues;
pub mod present;
pub mod session;
pub mod store;
