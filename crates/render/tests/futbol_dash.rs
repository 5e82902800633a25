//! Futbol Dash's frames: scene snapshots, golden pictures, secrecy and size.

mod common;

use touchline_games::futbol_dash::{self, DashView, Format, FutbolDash, Stage};
use touchline_games::{Command, Game, Match, Viewer};
use touchline_render::futbol_dash::{sample_views, scene};
use touchline_render::Renderer;

fn names(seats: usize) -> Vec<String> {
    ["Northside Rovers", "Harbour Athletic", "Eastfield", "Valley Town", "Old Quay", "Hillcrest"]
        .iter()
        .take(seats)
        .map(|s| s.to_string())
        .collect()
}

/// The first view of seeded computer-played matches that `pick` likes.
fn first(format: Format, seats: usize, pick: impl Fn(&DashView) -> bool) -> DashView {
    (0..300u64)
        .find_map(|seed| sample_views(format, seats, seed).into_iter().find(|v| pick(v)))
        .expect("some seeded match has the frame")
}

/// Frames worth pinning: a Foul being answered at a table of two, a shot at a table of four, a
/// cancelled card among six, a shoot-out, and a six-player Express final with its placings.
fn pinned() -> Vec<(&'static str, usize, DashView)> {
    let window =
        first(Format::Regular, 2, |v| matches!(&v.stage, Stage::Window { referees, .. } if referees.len() == 1));
    let shot = first(Format::Regular, 4, |v| {
        matches!(v.stage, Stage::Shot { .. }) && v.players.iter().map(|p| p.goals).sum::<u16>() >= 2
    });
    let cancelled =
        first(Format::Regular, 6, |v| matches!(v.stage, Stage::Play) && v.last.as_ref().is_some_and(|l| l.cancelled));
    let shootout = first(Format::Express, 3, |v| matches!(v.stage, Stage::Shootout { .. }));
    let final_six = (0..50u64)
        .map(|seed| sample_views(Format::Express, 6, seed).pop().expect("views"))
        .find(|v| v.players.iter().any(|p| p.goals > 0))
        .expect("an Express table of six with a goal");
    vec![
        ("dash_window", 2, window),
        ("dash_shot", 4, shot),
        ("dash_cancelled", 6, cancelled),
        ("dash_shootout", 3, shootout),
        ("dash_final_six", 6, final_six),
    ]
}

#[test]
fn futbol_dash_scenes_match_their_snapshots() {
    for (name, seats, view) in pinned() {
        insta::assert_snapshot!(name, scene(&view, &names(seats)).to_text());
    }
}

#[test]
fn futbol_dash_frames_match_their_golden_images_and_stay_small() {
    let mut renderer = Renderer::new();
    for (name, seats, view) in pinned() {
        let png = renderer.png(&scene(&view, &names(seats)));
        assert!(png.len() <= 120 * 1024, "{name}: {} bytes", png.len());
        common::check_golden(name, &png);
    }
}

#[test]
fn a_frame_shows_what_the_table_must_read() {
    let pinned = pinned();
    let (_, _, window) = &pinned[0];
    let texts = scene(window, &names(2)).to_text();
    assert!(texts.contains("Referee window") && texts.contains("FOUL:"), "{texts}");
    assert!(texts.contains("V.A.R. or pass"), "the footer says what the window waits for");
    let (_, _, last) = &pinned[4];
    let text = scene(last, &names(6)).to_text();
    assert!(text.contains("1st") && text.contains("pts"), "the placings of a table of six: {text}");
}

#[test]
fn a_frame_never_shows_a_hand() {
    // Every step of a table of four: each seat's view (with its hand) draws what a spectator's
    // view draws.
    let (mut m, _) = Match::<FutbolDash>::new(futbol_dash::Config::default(), 4, 3).unwrap();
    let names = names(4);
    while !m.is_finished() {
        let seat = m.status().to_act().iter().next().unwrap();
        m.apply(seat, Command::AutoMove).unwrap();
        let public = scene(&m.view(Viewer::Spectator), &names);
        for seat in 0..4 {
            assert_eq!(scene(&m.view(Viewer::Seat(seat)), &names), public);
        }
    }
    // And two tables that differ only in a hand draw the same.
    let (m, _) = Match::<FutbolDash>::new(futbol_dash::Config::default(), 2, 9).unwrap();
    let mut position = m.position();
    let swapped = position.players[1].hand.iter().position(|c| *c != position.deck[0]);
    if let Some(i) = swapped {
        std::mem::swap(&mut position.players[1].hand[i], &mut position.deck[0]);
    }
    let other = FutbolDash::from_position(position).unwrap();
    assert_ne!(&other.to_position(), &m.position());
    assert_eq!(scene(&other.view(Viewer::Spectator), &names), scene(&m.view(Viewer::Spectator), &names));
}
