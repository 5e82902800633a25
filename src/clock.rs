//! Time in the bot: the turn clock a match is played with, and the clock itself (the rules never
//! see it; a timer that runs out reaches a match as a command).

use serde::{Deserialize, Serialize};

use crate::config::Timers;

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

    /// What the player is told will happen.
    pub fn warning(self) -> &'static str {
        match self {
            OnTimeout::AutoMove => "the computer will move for you",
            OnTimeout::Forfeit => "you will forfeit the match",
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

impl TurnClock {
    /// The clock a match (or a competition's matches) is set up with: the speed and the
    /// time-out rule asked for, the configured ones where nothing was asked.
    pub fn new(timers: &Timers, speed: Option<Speed>, on_timeout: Option<OnTimeout>) -> TurnClock {
        TurnClock {
            turn_seconds: match speed.unwrap_or_default() {
                Speed::Standard => timers.standard_seconds,
                Speed::Casual => timers.casual_seconds,
            },
            on_timeout: on_timeout.unwrap_or(timers.on_timeout),
        }
    }
}

/// Milliseconds since the Unix epoch: the bot's clock.
pub fn now_ms() -> i64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_millis() as i64).unwrap_or(0)
}

/// "3 hours", "14 minutes", "40 seconds": a time left, rounded up.
pub fn remaining(ms: i64) -> String {
    let secs = (ms.max(0) + 999) / 1000;
    match secs {
        s if s >= 2 * 3600 => format!("{} hours", s / 3600),
        s if s >= 120 => format!("{} minutes", s / 60),
        s => format!("{s} seconds"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_clock_takes_what_was_asked_and_the_configuration_for_the_rest() {
        let timers = Timers { standard_seconds: 100, casual_seconds: 10, on_timeout: OnTimeout::Forfeit };
        assert_eq!(
            TurnClock::new(&timers, None, None),
            TurnClock { turn_seconds: 100, on_timeout: OnTimeout::Forfeit }
        );
        let asked = TurnClock::new(&timers, Some(Speed::Casual), Some(OnTimeout::AutoMove));
        assert_eq!(asked, TurnClock { turn_seconds: 10, on_timeout: OnTimeout::AutoMove });
        assert_eq!(remaining(90_000), "90 seconds");
        assert_eq!(remaining(3 * 60_000), "3 minutes");
        assert_eq!(remaining(3 * 3_600_000), "3 hours");
    }
}
