//! Touchline: tabletop football games and leagues on Discord, and in the terminal.
//!
//! This package is the only code that knows about storage, async, the clock and Discord. The
//! rules live in `touchline-games`, the pictures in `touchline-render` and the competition logic
//! (tables, tie-breaks, fixtures, brackets, ratings) in `touchline-league`, all pure.
//!
//! - [`cli`]: the terminal (`play`, `simulate`);
//! - [`discord`]: the bot's front end, thin: it parses, calls a use-case, and presents;
//! - [`session`], [`tables`], [`leagues`]: the use-cases (matches, gathering players,
//!   competitions);
//! - [`store`]: every SQL statement;
//! - [`web`]: the read-only web pages of the servers that publish them; [`publishing`]: turning
//!   them on, and the addresses the bot links to;
//! - [`pictures`]: the renderers the bot and the web pages share;
//! - [`status`]: the status file a running bot keeps, for `touchline health` and `status`;
//! - [`shutdown`]: the clean stop, shared by the front end and the timed work;
//! - [`seating`], [`competition`], [`clock`], [`ids`], [`config`], [`pings`], [`zones`]: the
//!   vocabulary they share.

pub mod cli;
pub mod clock;
pub mod competition;
pub mod config;
pub mod crests;
pub mod discord;
pub mod fairness;
pub mod ids;
pub mod leagues;
pub mod logging;
pub mod pictures;
pub mod pings;
pub mod publishing;
pub mod replay;
pub mod seat_links;
pub mod seating;
pub mod session;
pub mod shutdown;
pub mod speech;
pub mod status;
pub mod store;
pub mod tables;
pub mod web;
pub mod zones;
