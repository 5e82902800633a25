//! Turn commits per second: the match's new state, its log row and the spent prompt, in one
//! statement, through the real store on a real file (target ≥ 3,000/s), and the latency of
//! one commit (p50, p99 and the worst, printed after the run; target p99 ≤ 5 ms).

use std::time::Instant;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use touchline::session::computer_choice;
use touchline::store::matches::Seats;
use touchline::store::{Origin, Store};
use touchline_games::kix::{Config, Format};
use touchline_games::players::Brain;
use touchline_games::players::Occupant;
use touchline_games::{AnyConfig, AnyMatch, AnyStep, Command};

/// A whole 11-a-side match, step by step: the state after each step and the step itself.
fn recorded_match() -> (AnyMatch, Vec<(AnyMatch, AnyStep)>) {
    let config = AnyConfig::Kix(Config { format: Format::Eleven, ..Config::default() });
    let (start, _) = AnyMatch::new(config, 2, 1).expect("two seats");
    let mut m = start.clone();
    let mut steps = Vec::new();
    while let Some(seat) = m.status().to_act().iter().next() {
        let input = computer_choice(&m, seat, Brain::Normal).expect("a move");
        let step = m.apply(seat, Command::Play(input)).expect("legal");
        steps.push((m.clone(), step));
    }
    (start, steps)
}

fn commits(c: &mut Criterion) {
    let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().expect("a runtime");
    let dir = tempfile::tempdir().expect("a temporary folder");
    let store = runtime.block_on(Store::open(&dir.path().join("bench.db"))).expect("the store opens");
    let (start, steps) = recorded_match();
    let sizes: Vec<usize> = steps.iter().map(|(s, _)| serde_json::to_string(s).map(|j| j.len()).unwrap_or(0)).collect();
    eprintln!(
        "{} steps per match, state {}–{} bytes of JSON",
        steps.len(),
        sizes.iter().min().unwrap_or(&0),
        sizes.iter().max().unwrap_or(&0)
    );
    let seats = [Occupant::Computer(Brain::Normal), Occupant::Computer(Brain::Normal)];
    let mut id =
        runtime.block_on(store.insert_match(&start, &[], Seats::own(&seats), None, Origin::Casual)).expect("inserted");
    let mut next = 0usize;
    let mut group = c.benchmark_group("store");
    group.throughput(Throughput::Elements(1));
    group.bench_function("turn_commit", |b| {
        b.iter_custom(|iters| {
            runtime.block_on(async {
                let began = Instant::now();
                for _ in 0..iters {
                    if next == steps.len() {
                        // The match is over: start the next one.
                        id = store
                            .insert_match(&start, &[], Seats::own(&seats), None, Origin::Casual)
                            .await
                            .expect("inserted");
                        next = 0;
                    }
                    let (state, step) = &steps[next];
                    store.commit_step(id, next as u64, state, step).await.expect("commit");
                    next += 1;
                }
                began.elapsed()
            })
        })
    });
    group.finish();

    // One commit at a time, each timed: the spread criterion's mean hides.
    let mut times: Vec<f64> = Vec::with_capacity(LATENCY_SAMPLES);
    runtime.block_on(async {
        for _ in 0..LATENCY_SAMPLES {
            if next == steps.len() {
                id = store.insert_match(&start, &[], Seats::own(&seats), None, Origin::Casual).await.expect("inserted");
                next = 0;
            }
            let (state, step) = &steps[next];
            let began = Instant::now();
            store.commit_step(id, next as u64, state, step).await.expect("commit");
            times.push(began.elapsed().as_secs_f64() * 1000.0);
            next += 1;
        }
    });
    times.sort_by(f64::total_cmp);
    let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
    eprintln!(
        "one turn commit over {LATENCY_SAMPLES}: p50 {:.3} ms, p99 {:.3} ms, worst {:.3} ms",
        at(0.5),
        at(0.99),
        times.last().copied().unwrap_or(0.0)
    );
}

const LATENCY_SAMPLES: usize = 10_000;

criterion_group!(benches, commits);
criterion_main!(benches);
