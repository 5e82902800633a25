//! How long a spectator's win chances take after a turn, on one core, release build: every
//! game, every option set the harness walks, at every position of matches the computer plays
//! (every few positions in the long ones). Prints p50, p99 and the worst per option set and
//! for each game as a whole; the target is p99 ≤ 50 ms for every game.
//!
//! `cargo bench -p touchline-games --bench chances` (`-- --quick` plays one match per set).

// A benchmark reads the clock to measure; the crate it measures never does.
#![allow(clippy::disallowed_methods, clippy::disallowed_types)]

use std::time::{Duration, Instant};

use touchline_games::chance::Chance;
use touchline_games::players::Brain;
use touchline_games::{AnyConfig, AnyMatch, Command, GameKind, Options, Status};

/// At most this many timed positions per match: a long match is sampled evenly.
const POSITIONS_PER_MATCH: usize = 60;

fn main() {
    let quick = std::env::args().any(|a| a == "--quick");
    let matches = if quick { 1 } else { 3 };
    println!(
        "{:<12} {:<44} {:>5} {:>6} {:>8} {:>8} {:>8}",
        "game", "options", "seats", "timed", "p50 ms", "p99 ms", "max ms"
    );
    for kind in GameKind::ALL {
        let mut all = Vec::new();
        for text in kind.option_sets() {
            let Ok(config) = AnyConfig::from_options(*kind, &Options::parse(&text)) else { continue };
            if !config.profile().keeps_score() {
                continue;
            }
            let (least, most) = config.profile().seats;
            let mut seat_counts = vec![least];
            if most > least {
                seat_counts.push(most);
            }
            for seats in seat_counts {
                let mut times = Vec::new();
                for n in 0..matches {
                    times.extend(time_match(config.clone(), seats, 1_000 + n as u64));
                }
                report(kind.name(), &text, seats, &mut times);
                all.extend(times);
            }
        }
        report(kind.name(), "(every option set)", 0, &mut all);
    }
}

/// The positions of one match the normal computer plays, and the chances' time at some of them.
fn time_match(config: AnyConfig, seats: usize, seed: u64) -> Vec<Duration> {
    let Ok((mut m, _)) = AnyMatch::new(config, seats, seed) else { return Vec::new() };
    let mut positions = vec![m.clone()];
    let mut policy = Chance::for_step(seed, 0);
    while let Some(seat) = m.status().to_act().iter().next() {
        let input = m.brain_input(Brain::Normal, seat, &mut policy);
        let command = input.map(Command::Play).unwrap_or(Command::AutoMove);
        if m.apply(seat, command).is_err() {
            break;
        }
        if !matches!(m.status(), Status::Finished(_)) {
            positions.push(m.clone());
        }
    }
    let every = positions.len().div_ceil(POSITIONS_PER_MATCH).max(1);
    positions
        .iter()
        .step_by(every)
        .map(|p| {
            let began = Instant::now();
            std::hint::black_box(p.chances(p.version()));
            began.elapsed()
        })
        .collect()
}

fn report(game: &str, options: &str, seats: usize, times: &mut [Duration]) {
    if times.is_empty() {
        return;
    }
    times.sort();
    let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize].as_secs_f64() * 1e3;
    let seats = if seats == 0 { String::new() } else { seats.to_string() };
    let options = if options.is_empty() { "(defaults)" } else { options };
    println!(
        "{game:<12} {options:<44} {seats:>5} {:>6} {:>8.2} {:>8.2} {:>8.2}",
        times.len(),
        at(0.5),
        at(0.99),
        at(1.0)
    );
}
