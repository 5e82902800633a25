//! A season forecast's cost, release build, one core: a 20-club double round robin at
//! mid-season (190 results in, 190 fixtures left), 10,000 simulated seasons, ranked by the
//! football tie-break chain. Target: ≤ 1 s. Prints the best and the median of five runs.
//!
//! `cargo bench -p touchline-league --bench forecast`

// A benchmark reads the clock to measure; the crate it measures never does.
#![allow(clippy::disallowed_methods, clippy::disallowed_types)]

use std::collections::BTreeMap;
use std::time::Instant;

use touchline_league::forecast::{forecast, Season};
use touchline_league::pyramid::{zone, Boundary};
use touchline_league::schedule::round_robin;
use touchline_league::{Entrant, Played, PointsRule, Preset};

fn main() {
    let entrants: Vec<Entrant> = (1..=20).collect();
    let rounds = round_robin(&entrants, 2).expect("twenty clubs");
    let fixtures: Vec<(Entrant, Entrant)> = rounds.into_iter().flat_map(|r| r.matches).collect();
    let (done, left) = fixtures.split_at(fixtures.len() / 2);
    // Results of the first half that lean to the better-rated club, as a real table would.
    let played: Vec<Played> = done
        .iter()
        .enumerate()
        .map(|(i, (home, away))| {
            let (home_goals, away_goals) = match (i % 5, home < away) {
                (0, _) => (1, 1),
                (_, true) => (2, 0),
                (_, false) => (0, 1),
            };
            Played { home: *home, away: *away, home_goals, away_goals, decided_for: None }
        })
        .collect();
    let ratings: BTreeMap<Entrant, f64> = entrants.iter().map(|e| (*e, 1700.0 - 20.0 * *e as f64)).collect();
    let chain = Preset::Football.chain();
    let season = Season {
        entrants: &entrants,
        played: &played,
        left,
        points: PointsRule::default(),
        chain: &chain,
        lots_seed: 1,
        ratings: &ratings,
        zone: &|place| {
            let line = Some(Boundary { places: 3, playoff: true });
            zone(place, 20, line, line)
        },
    };
    let mut times = Vec::new();
    for run in 0..5 {
        let began = Instant::now();
        let odds = forecast(&season, 10_000, run).expect("a forecast");
        times.push(began.elapsed().as_secs_f64());
        std::hint::black_box(odds);
    }
    times.sort_by(f64::total_cmp);
    println!("forecast: 20 clubs, 190 fixtures left, 10,000 seasons: best {:.3} s, median {:.3} s", times[0], times[2]);
}
