//! Tally: a small counting game for two to four players, compiled only into test builds (the
//! `test-games` feature). It exists so that everything around the games — the bot, the store,
//! the terminal, the harness — is tested with more than two seats before a real game needs it.
//!
//! The rules: each round every player picks 1, 2 or 3 in secret; the picks are revealed
//! together, and the highest number picked by exactly one player scores them a goal. After the
//! agreed number of rounds the most goals win. When a result is needed and the lead is shared,
//! extra rounds are played (only between the leaders' goals: anyone may still score) until one
//! player leads; after twenty extra rounds lots decide, as a shoot-out goal.
//!
//! The folder has the shape of every game: [`state`], [`rules`], [`view`], [`text`], [`words`],
//! [`controls`], [`options`], `computer`, [`position`].

mod computer;
#[cfg(test)]
mod conformance;
pub mod controls;
pub mod options;
pub mod position;
pub mod rules;
pub mod state;
pub mod text;
pub mod view;
pub mod words;

pub use position::TallyPosition;
pub use rules::{Event, Input};
pub use state::{Config, Tally};
pub use view::TallyView;
