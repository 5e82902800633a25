//! Full matches per second on one core, release build, for KIX and FUBA: the random baseline
//! (FUBA's target: ≥ 5,000/s) and the computer at its normal level, both through
//! `players::play_out`, the loop `touchline simulate` runs.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use touchline_games::fuba::{Config as FubaConfig, Fuba};
use touchline_games::kix::{Config, Format, Kix};
use touchline_games::players::{play_out, Brain};
use touchline_games::Game;

fn goals<G: Game>(config: &G::Config, seed: u64, brain: Brain) -> u16 {
    let played = play_out::<G>(config, seed, &[brain, brain]).expect("the match is played out");
    played.outcome.goals.iter().sum()
}

fn kix_matches(c: &mut Criterion) {
    let mut group = c.benchmark_group("kix_full_match");
    group.throughput(Throughput::Elements(1));
    for (name, format) in [("five", Format::Five), ("eleven", Format::Eleven)] {
        for (who, brain) in [("random", Brain::Random), ("ai", Brain::Normal)] {
            let config = Config { format, result_needed: true, clubs: [None, None] };
            let mut seed = 0u64;
            group.bench_with_input(BenchmarkId::new(name, who), &config, |b, config| {
                b.iter(|| {
                    seed += 1;
                    std::hint::black_box(goals::<Kix>(config, seed, brain))
                })
            });
        }
    }
    group.finish();
}

fn fuba_matches(c: &mut Criterion) {
    let mut group = c.benchmark_group("fuba_full_match");
    group.throughput(Throughput::Elements(1));
    for (name, config) in [("basic", FubaConfig::default()), ("advanced", FubaConfig::advanced())] {
        for (who, brain) in [("random", Brain::Random), ("ai", Brain::Normal)] {
            let mut seed = 0u64;
            group.bench_with_input(BenchmarkId::new(name, who), &config, |b, config| {
                b.iter(|| {
                    seed += 1;
                    std::hint::black_box(goals::<Fuba>(config, seed, brain))
                })
            });
        }
    }
    group.finish();
}

criterion_group!(benches, kix_matches, fuba_matches);
criterion_main!(benches);
