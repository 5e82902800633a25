//! Scene snapshots (the layout, as text) and golden pictures (the pixels, with a tolerance).

use touchline_games::kix::{Format, KixView, Phase};
use touchline_render::{kix_scene, samples, Renderer};

mod common;

/// Frames worth pinning: kick-off, a midfield reveal, a corner, a shoot-out finish.
fn pinned() -> Vec<(&'static str, KixView)> {
    let five = samples::kix_views(Format::Five, 11, false);
    let corner = (0..100u64)
        .flat_map(|seed| samples::kix_views(Format::Eleven, seed, false))
        .find(|v| matches!(v.last.as_ref().map(|r| r.phase), Some(Phase::Corner { .. })))
        .expect("some seed has a corner");
    let shootout = (0..500u64)
        .filter_map(|seed| samples::kix_views(Format::Five, seed, true).pop())
        .find(|v| v.shootout.is_some())
        .expect("some seed ends in a shoot-out");
    vec![
        ("kickoff", five[0].clone()),
        (
            "midfield",
            five.iter()
                .find(|v| v.last.as_ref().is_some_and(|r| r.phase == Phase::Midfield))
                .expect("a midfield play")
                .clone(),
        ),
        ("corner", corner),
        ("shootout", shootout),
    ]
}

#[test]
fn scenes_match_their_snapshots() {
    let names = samples::names();
    for (name, view) in pinned() {
        insta::assert_snapshot!(name, kix_scene(&view, &names).to_text());
    }
}

#[test]
fn frames_match_their_golden_images() {
    let names = samples::names();
    let mut renderer = Renderer::new();
    for (name, view) in pinned() {
        common::check_golden(name, &renderer.png(&kix_scene(&view, &names)));
    }
}

#[test]
fn a_frame_is_the_same_whoever_asks() {
    // The picture is built from public facts only: a seat's view (with its hand and pending
    // choice) and the spectator's view draw the same scene.
    use touchline_games::kix::{Config, Kix};
    use touchline_games::{Command, Match, Viewer};
    let names = samples::names();
    let (mut m, _) = Match::<Kix>::new(Config { format: Format::Eleven, ..Config::default() }, 2, 77).unwrap();
    for _ in 0..40 {
        if m.is_finished() {
            break;
        }
        let seat = m.status().to_act().iter().next().unwrap();
        m.apply(seat, Command::AutoMove).unwrap();
        let public = kix_scene(&m.view(Viewer::Spectator), &names);
        for seat in 0..2 {
            assert_eq!(kix_scene(&m.view(Viewer::Seat(seat)), &names), public);
        }
    }
}

#[test]
fn long_names_are_shortened_to_fit() {
    let view = samples::kix_views(Format::Five, 1, false).remove(0);
    let names = ["A very long football club name indeed".to_string(), "B".to_string()];
    let scene = kix_scene(&view, &names);
    assert!(scene.texts().contains(&"A very long football …"));
}
