//! Full matches per second on one core, release build, for KIX, FUBA, Futbol Dash, FASISAC and
//! Super Team: the random baseline (FUBA's and Super Team's target: ≥ 5,000/s; Futbol Dash's for
//! two players and FASISAC's full match: ≥ 20,000/s) and the computer at its normal level, both
//! through `players::play_out`, the loop `touchline simulate` runs.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use touchline_games::fasisac::{Config as FasisacConfig, DraftRule, Fasisac, Format as FasisacFormat};
use touchline_games::fuba::{Config as FubaConfig, Fuba};
use touchline_games::futbol_dash::{Config as DashConfig, Format as DashFormat, FutbolDash};
use touchline_games::kix::{Config, Format, Kix};
use touchline_games::players::{play_out, Brain};
use touchline_games::super_team::{Config as SuperConfig, Level, SuperTeam};
use touchline_games::Game;

fn goals<G: Game>(config: &G::Config, seed: u64, brain: Brain) -> u16 {
    goals_at::<G>(config, seed, &[brain, brain])
}

fn goals_at<G: Game>(config: &G::Config, seed: u64, brains: &[Brain]) -> u16 {
    let played = play_out::<G>(config, seed, brains).expect("the match is played out");
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

fn futbol_dash_matches(c: &mut Criterion) {
    let mut group = c.benchmark_group("futbol_dash_full_match");
    group.throughput(Throughput::Elements(1));
    for (name, format) in [("regular", DashFormat::Regular), ("express", DashFormat::Express)] {
        for seats in [2usize, 4] {
            for (who, brain) in [("random", Brain::Random), ("ai", Brain::Normal)] {
                let config = DashConfig { format, ..DashConfig::default() };
                let brains = vec![brain; seats];
                let mut seed = 0u64;
                group.bench_with_input(BenchmarkId::new(format!("{name}_{seats}"), who), &config, |b, config| {
                    b.iter(|| {
                        seed += 1;
                        std::hint::black_box(goals_at::<FutbolDash>(config, seed, &brains))
                    })
                });
            }
        }
    }
    group.finish();
}

/// A group of option sets, each played by random players and by the computer, with its seats.
fn seated_matches<G: Game>(c: &mut Criterion, name: &str, configs: Vec<(&str, G::Config, usize)>) {
    let mut group = c.benchmark_group(name);
    group.throughput(Throughput::Elements(1));
    for (name, config, seats) in configs {
        for (who, brain) in [("random", Brain::Random), ("ai", Brain::Normal)] {
            let brains = vec![brain; seats];
            let mut seed = 0u64;
            group.bench_with_input(BenchmarkId::new(name, who), &config, |b, config| {
                b.iter(|| {
                    seed += 1;
                    std::hint::black_box(goals_at::<G>(config, seed, &brains))
                })
            });
        }
    }
    group.finish();
}

fn fasisac_matches(c: &mut Criterion) {
    let configs = vec![
        ("full", FasisacConfig::default(), 2usize),
        ("training", FasisacConfig { format: FasisacFormat::Training, ..FasisacConfig::default() }, 2),
        ("snake_draft_4", FasisacConfig { draft: Some(DraftRule::Snake), ..FasisacConfig::default() }, 4),
    ];
    seated_matches::<Fasisac>(c, "fasisac_full_match", configs);
}

fn super_team_matches(c: &mut Criterion) {
    let configs = vec![
        ("quick", SuperConfig::default(), 2usize),
        ("solo_normal", SuperConfig { solo: Some(Level::Normal), ..SuperConfig::default() }, 1),
    ];
    seated_matches::<SuperTeam>(c, "super_team_full_match", configs);
}

criterion_group!(benches, kix_matches, fuba_matches, futbol_dash_matches, fasisac_matches, super_team_matches);
criterion_main!(benches);
