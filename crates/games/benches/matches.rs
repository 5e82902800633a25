//! Random full matches per second (the target: ≥ 5,000/s on one core, release), for KIX and FUBA.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use touchline_games::fuba::{Config as FubaConfig, Fuba};
use touchline_games::kix::{Config, Format, Kix};
use touchline_games::players::Brain;
use touchline_games::{Chance, Command, Match};

fn play_out(config: &Config, seed: u64, brain: Brain) -> u16 {
    let (mut m, _) = Match::<Kix>::new(config.clone(), 2, seed).expect("two seats");
    let mut policy = Chance::for_step(seed, u64::MAX);
    while let Some(seat) = m.status().to_act().iter().next() {
        let input = brain.pick_typed(&m, seat, &mut policy).expect("a seat to act has inputs");
        m.apply(seat, Command::Play(input)).expect("legal input");
    }
    m.score().iter().sum()
}

fn matches(c: &mut Criterion) {
    let mut group = c.benchmark_group("kix_full_match");
    group.throughput(Throughput::Elements(1));
    for (name, format) in [("five", Format::Five), ("eleven", Format::Eleven)] {
        for (who, brain) in [("random", Brain::Random), ("ai", Brain::Normal)] {
            let config = Config { format, result_needed: true, clubs: [None, None] };
            let mut seed = 0u64;
            group.bench_with_input(BenchmarkId::new(name, who), &config, |b, config| {
                b.iter(|| {
                    seed += 1;
                    std::hint::black_box(play_out(config, seed, brain))
                })
            });
        }
    }
    group.finish();
}

fn fuba_out(config: &FubaConfig, seed: u64, brain: Brain) -> u16 {
    let (mut m, _) = Match::<Fuba>::new(config.clone(), 2, seed).expect("two seats");
    let mut policy = Chance::for_step(seed, u64::MAX);
    while let Some(seat) = m.status().to_act().iter().next() {
        let input = brain.pick_typed(&m, seat, &mut policy).expect("a seat to act has inputs");
        m.apply(seat, Command::Play(input)).expect("legal input");
    }
    m.score().iter().sum()
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
                    std::hint::black_box(fuba_out(config, seed, brain))
                })
            });
        }
    }
    group.finish();
}

criterion_group!(benches, matches, fuba_matches);
criterion_main!(benches);
