//! Touchline: tabletop football games and leagues on Discord, and in the terminal.
//!
//! This package is the only code that knows about storage, async, the clock and (later) Discord.
//! The rules live in `touchline-games` and the pictures in `touchline-render`, both pure.

pub mod cli;
pub mod config;
pub mod discord;
pub mod present;
pub mod session;
pub mod store;
