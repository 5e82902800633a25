//! Every game's pictures, from the registry: each frame a game's pictures pin matches its scene
//! snapshot (the layout, as text) and its golden picture (the pixels, with a tolerance) and
//! stays within Discord's budget; and no game draws a secret — through whole matches under each
//! of its option sets, at its fewest and most seats, every seat's view draws what a spectator's
//! view draws.

mod common;

use touchline_games::options::Options;
use touchline_games::{AnyConfig, AnyMatch, Command, GameKind, Viewer};
use touchline_render::{pinned, pinned_names, scene_for, Renderer};

#[test]
fn every_pinned_frame_matches_its_snapshot() {
    let frames = pinned();
    assert!(frames.len() >= 25, "every game pins its frames: {}", frames.len());
    for p in frames {
        insta::assert_snapshot!(p.name, p.scene.to_text());
    }
}

#[test]
fn every_pinned_frame_matches_its_golden_picture_and_stays_small() {
    let mut renderer = Renderer::new();
    let mut names: Vec<&str> = Vec::new();
    for p in pinned() {
        assert!(!names.contains(&p.name), "{} is pinned twice", p.name);
        names.push(p.name);
        common::check_golden(p.name, &renderer.png(&p.scene));
    }
}

/// Each game's option sets: the defaults, each word of a one-of option (with every any-of
/// option on), with a cup tie's result needed.
fn option_sets(kind: GameKind) -> Vec<AnyConfig> {
    let sets = std::iter::once(String::new()).chain(kind.option_sets());
    sets.map(|text| AnyConfig::from_options(kind, &Options::parse(&format!("{text} result_needed"))).unwrap()).collect()
}

#[test]
fn no_game_draws_a_secret() {
    let mut steps = 0;
    for &kind in GameKind::ALL {
        for config in option_sets(kind) {
            let (fewest, most) = config.profile().seats;
            for seats in [fewest, most] {
                let (mut m, _) = AnyMatch::new(config.clone(), seats, 5 + seats as u64).unwrap();
                let names = pinned_names(m.profile().sides(seats));
                for _ in 0..5000 {
                    let Some(seat) = m.status().to_act().iter().next() else { break };
                    m.apply(seat, Command::AutoMove).unwrap();
                    steps += 1;
                    let ended = m.status().outcome().cloned();
                    let public =
                        scene_for(&m.view(Viewer::Spectator), &names, ended.as_ref(), touchline_games::Lang::En);
                    for seat in 0..seats {
                        let seen =
                            scene_for(&m.view(Viewer::Seat(seat)), &names, ended.as_ref(), touchline_games::Lang::En);
                        assert_eq!(seen, public, "{} seat {seat} draws what others may not see", kind.title());
                    }
                }
                assert!(
                    m.status().outcome().is_some(),
                    "{} ({}) played to the end",
                    kind.title(),
                    config.summary(touchline_games::Lang::En)
                );
            }
        }
    }
    assert!(steps > 1000, "{steps} steps drawn");
}
