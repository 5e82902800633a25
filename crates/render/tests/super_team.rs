//! Super Team's frames: scene snapshots, golden pictures, secrecy and size.

mod common;

use touchline_games::super_team::{Config, Format, Level, Stage, SuperTeam, SuperView};
use touchline_games::{Command, Game, Match, Viewer};
use touchline_render::super_team::{sample_views, scene};
use touchline_render::Renderer;

fn names(solo: bool) -> Vec<String> {
    let all = ["Northside Rovers", "Harbour Athletic"];
    all.iter().take(if solo { 1 } else { 2 }).map(|s| s.to_string()).collect()
}

/// The first view of seeded computer-played matches that `pick` likes.
fn first(config: Config, pick: impl Fn(&SuperView) -> bool) -> SuperView {
    (0..200u64)
        .find_map(|seed| sample_views(config.clone(), seed).into_iter().find(|v| pick(v)))
        .expect("some seeded match has the frame")
}

/// Frames worth pinning: the kick-off, a shot with its powers known, a turn with cards played
/// and a pass's path, a solo match against the hard AutoTeam, and a Full Game's final frame.
fn pinned() -> Vec<(&'static str, bool, SuperView)> {
    let quick = Config::default();
    let kickoff = first(quick.clone(), |v| matches!(v.stage, Stage::Play) && v.last.is_none());
    let shot = first(quick.clone(), |v| matches!(v.stage, Stage::Shot { powers: Some(_), .. }));
    let pass = first(quick.clone(), |v| {
        v.played.len() >= 2 && v.last.as_ref().is_some_and(|l| l.what.starts_with("pass")) && v.minute >= 30
    });
    let solo = Config { solo: Some(Level::Hard), ..quick };
    let solo_goal = first(solo, |v| v.teams[1].goals > 0 && v.last.as_ref().is_some_and(|l| l.what == "GOAL"));
    let full = Config { format: Format::Full, advanced: true, ..Config::default() };
    let final_frame = (0..50u64)
        .map(|seed| sample_views(full.clone(), seed).pop().expect("views"))
        .find(|v| v.teams.iter().any(|t| t.goals > 0))
        .expect("a Full Game with a goal");
    vec![
        ("super_kickoff", false, kickoff),
        ("super_shot", false, shot),
        ("super_pass", false, pass),
        ("super_solo_goal", true, solo_goal),
        ("super_full_time", false, final_frame),
    ]
}

#[test]
fn super_team_scenes_match_their_snapshots() {
    for (name, solo, view) in pinned() {
        insta::assert_snapshot!(name, scene(&view, &names(solo)).to_text());
    }
}

#[test]
fn super_team_frames_match_their_golden_images_and_stay_small() {
    let mut renderer = Renderer::new();
    for (name, solo, view) in pinned() {
        let png = renderer.png(&scene(&view, &names(solo)));
        assert!(png.len() <= 120 * 1024, "{name}: {} bytes", png.len());
        common::check_golden(name, &png);
    }
}

#[test]
fn a_frame_shows_what_the_table_must_read() {
    let pinned = pinned();
    let shot = scene(&pinned[1].2, &names(false)).to_text();
    assert!(shot.contains("power") && shot.contains("Morale in secret"), "{shot}");
    let solo = scene(&pinned[3].2, &names(true)).to_text();
    assert!(solo.contains("AutoTeam (hard)") && solo.contains("Last: GOAL"), "{solo}");
    let pass = scene(&pinned[2].2, &names(false)).to_text();
    assert!(pass.contains("this turn") && pass.contains("Last: pass"), "{pass}");
    // The Time Track, 00' to 90'.
    assert!(pass.contains("00'") && pass.contains("45'") && pass.contains("90'"), "{pass}");
}

#[test]
fn a_frame_never_shows_a_hand_or_a_secret_choice() {
    // Every step of a match: each seat's view (with its hand and its pending choices) draws what
    // a spectator's view draws.
    let (mut m, _) = Match::<SuperTeam>::new(Config::default(), 2, 5).unwrap();
    let names = names(false);
    let mut steps = 0;
    while !m.is_finished() && steps < 3000 {
        let seat = m.status().to_act().iter().next().unwrap();
        m.apply(seat, Command::AutoMove).unwrap();
        let public = scene(&m.view(Viewer::Spectator), &names);
        for seat in 0..2 {
            assert_eq!(scene(&m.view(Viewer::Seat(seat)), &names), public);
        }
        steps += 1;
    }
    assert!(m.is_finished());
    // Two matches that differ only in a hand draw the same.
    let (m, _) = Match::<SuperTeam>::new(Config::default(), 2, 9).unwrap();
    let mut m = m;
    for seat in 0..2 {
        let layout = m.legal_inputs(seat)[0].clone();
        m.apply(seat, Command::Play(layout)).unwrap();
    }
    let mut position = m.position();
    let t = &mut position.teams[1];
    let i = t.deck.iter().position(|c| Some(c) != t.hand.first()).unwrap();
    std::mem::swap(&mut t.hand[0], &mut t.deck[i]);
    let other = SuperTeam::from_position(position).unwrap();
    assert_ne!(other.to_position(), m.position());
    assert_eq!(scene(&other.view(Viewer::Spectator), &names), scene(&m.view(Viewer::Spectator), &names));
}
