//! The command line: `touchline play`, `touchline simulate` and `touchline tournament` (a draft
//! league) for every registered game (the terminal front end), and the operator's `serve`,
//! `health` and `status` ([`service`]).

pub mod options;
pub mod play;
pub mod replay;
pub mod service;
pub mod simulate;
pub mod tournament;

use touchline_games::players::{Brain, Occupant};

/// Who sits in each seat, from `--p1`/`--p2` (the first two seats) or `--players` (every seat,
/// comma-separated). `--players` wins when given.
pub fn seats<T: Copy>(
    p1: T,
    p2: T,
    players: Option<&str>,
    parse: impl Fn(&str) -> Result<T, String>,
) -> Result<Vec<T>, String> {
    match players {
        None => Ok(vec![p1, p2]),
        // A number of seats: --p1 and --p2 as given, the computer in the others.
        Some(count) if count.trim().parse::<usize>().is_ok() => {
            let n: usize = count.trim().parse().unwrap_or(2);
            if !(2..=touchline_games::SeatSet::MAX_SEATS).contains(&n) {
                return Err(format!("--players {n}: a match has 2 to {} seats", touchline_games::SeatSet::MAX_SEATS));
            }
            let mut seats = vec![p1, p2];
            seats.resize(n, parse("ai")?);
            Ok(seats)
        }
        Some(list) => {
            let seats: Vec<T> =
                list.split(',').map(str::trim).filter(|s| !s.is_empty()).map(parse).collect::<Result<_, _>>()?;
            if seats.is_empty() {
                return Err("--players needs at least one player, e.g. --players human,ai".into());
            }
            Ok(seats)
        }
    }
}

/// The seats a match of `config` takes from those asked for: a one-seat match (solo against the
/// engine) keeps the first.
pub fn fit_seats<T>(mut seats: Vec<T>, config: &touchline_games::AnyConfig) -> Vec<T> {
    let (_, max) = config.profile().seats;
    if max == 1 {
        seats.truncate(1);
    }
    seats
}

/// A seat's default name at the terminal.
pub fn default_name(occupant: Occupant<()>, seat: usize) -> String {
    match occupant {
        Occupant::Person(()) => format!("Player {}", seat + 1),
        Occupant::Computer(_) => format!("Computer {}", seat + 1),
    }
}

/// `ai`, `easy`, `hard` or `random`, as the command line takes computer players.
pub fn brain(text: &str) -> Result<Brain, String> {
    Brain::parse(text)
}

/// A seat named `ai` (or `normal`, the same player) plays at `--level`; `easy`, `hard` and
/// `random` stay as named.
pub fn at_level(brain: Brain, level: Brain) -> Brain {
    if brain == Brain::Normal {
        level
    } else {
        brain
    }
}
