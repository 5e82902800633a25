//! Time in the bot: the turn clock a match is played with, and the clock itself (the rules never
//! see it; a timer that runs out reaches a match as a command).

use serde::{Deserialize, Serialize};

/// What happens when a player's time for a move runs out.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OnTimeout {
    /// The computer makes the move for them.
    #[default]
    AutoMove,
    /// The match is awarded against them.
    Forfeit,
}

impl OnTimeout {
    /// The stored and configured name.
    pub fn name(self) -> &'static str {
        match self {
            OnTimeout::AutoMove => "auto_move",
            OnTimeout::Forfeit => "forfeit",
        }
    }

    pub fn parse(text: &str) -> Option<OnTimeout> {
        match text.trim() {
            "auto_move" => Some(OnTimeout::AutoMove),
            "forfeit" => Some(OnTimeout::Forfeit),
            _ => None,
        }
    }
}

/// How much time a match gives per move: the two speeds a match can be set up with.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Speed {
    /// `timers.standard_seconds` a move.
    #[default]
    Standard,
    /// `timers.casual_seconds` a move.
    Casual,
}

/// The time allowed per move in a match, and what happens when it runs out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TurnClock {
    pub turn_seconds: u64,
    pub on_timeout: OnTimeout,
}

/// Milliseconds since the Unix epoch: the bot's clock.
pub fn now_ms() -> i64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_millis() as i64).unwrap_or(0)
}
