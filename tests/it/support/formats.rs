//! Competition formats with their settings, as the tests make them.

use touchline::competition::Format;
use touchline_league::format::{DraftLeague, Groups, Knockout, RoundRobin, Swiss};

pub fn round_robin(legs: u32) -> Format {
    Format::RoundRobin(RoundRobin { legs })
}

pub fn knockout(legs: u32) -> Format {
    Format::Knockout(Knockout { legs })
}

/// Swiss, as many rounds as it takes to find a winner.
pub fn swiss() -> Format {
    Format::Swiss(Swiss { rounds: None })
}

/// Two groups, the top two of each through to a one-legged knockout.
pub fn groups() -> Format {
    Format::Groups(Groups { groups: 2, qualifiers: 2, legs: 1 })
}

pub fn draft(managers: Option<u32>) -> Format {
    Format::DraftLeague(DraftLeague { managers })
}
