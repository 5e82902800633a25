//! FASISAC's frames: scene snapshots, golden pictures, secrecy and size.

mod common;

use touchline_games::fasisac::{Config, DraftRule, Duel, Fasisac, FasisacView, Stage, Variant, Window};
use touchline_games::{Command, Game, Match, Viewer};
use touchline_render::fasisac::{sample_views, scene};
use touchline_render::Renderer;

fn names(seats: usize) -> Vec<String> {
    ["Northside Rovers", "Harbour Athletic", "Eastfield", "Valley Town"]
        .iter()
        .take(seats)
        .map(|s| s.to_string())
        .collect()
}

fn first(config: Config, seats: usize, pick: impl Fn(&FasisacView) -> bool) -> FasisacView {
    (0..200u64)
        .find_map(|seed| sample_views(config.clone(), seats, seed).into_iter().find(|v| pick(v)))
        .expect("some seeded match has the frame")
}

/// Frames worth pinning: the draft board, an auction lot, a boost window in a tackle, a
/// shot after boosts, a goal, Rush Keepers' keeper, and a final after penalties.
fn pinned() -> Vec<(&'static str, usize, FasisacView)> {
    let draft = first(Config::default(), 2, |v| matches!(v.stage, Stage::Draft { pick: 9, .. }));
    let auction = first(Config { draft: Some(DraftRule::Auction), ..Config::default() }, 4, |v| {
        matches!(v.stage, Stage::Bidding { price, .. } if price > 100) && v.teams.iter().all(|t| t.squad.len() >= 3)
    });
    let window = first(
        Config::default(),
        2,
        |v| matches!(&v.stage, Stage::Attack(a) if a.duel == Duel::Tackle && !a.boosts.is_empty() && matches!(a.window, Some(Window::Boost { .. }))),
    );
    let shot = first(
        Config::default(),
        2,
        |v| matches!(&v.stage, Stage::Attack(a) if a.duel == Duel::Shot && a.dice.is_some() && !a.boosts.is_empty()),
    );
    let goal = first(Config::default(), 2, |v| {
        matches!(v.stage, Stage::Attack(_)) && v.half == 2 && v.last.as_ref().is_some_and(|l| l.goal)
    });
    let rush = first(
        Config { variant: Variant::RushKeepers, ..Config::default() },
        2,
        |v| matches!(&v.stage, Stage::Attack(a) if a.duel == Duel::Shot && a.dice.is_some()),
    );
    let penalties = (0..200u64)
        .map(|seed| sample_views(Config { penalties: true, ..Config::default() }, 2, seed).pop().expect("views"))
        .find(|v| v.shootout_goals.is_some())
        .expect("a match settled on penalties");
    vec![
        ("fasisac_draft", 2, draft),
        ("fasisac_auction", 4, auction),
        ("fasisac_boost_window", 2, window),
        ("fasisac_shot", 2, shot),
        ("fasisac_goal", 2, goal),
        ("fasisac_rush_keeper", 2, rush),
        ("fasisac_penalties", 2, penalties),
    ]
}

#[test]
fn fasisac_scenes_match_their_snapshots() {
    for (name, seats, view) in pinned() {
        insta::assert_snapshot!(name, scene(&view, &names(seats)).to_text());
    }
}

#[test]
fn fasisac_frames_match_their_golden_images_and_stay_small() {
    let mut renderer = Renderer::new();
    for (name, seats, view) in pinned() {
        let png = renderer.png(&scene(&view, &names(seats)));
        assert!(png.len() <= 120 * 1024, "{name}: {} bytes", png.len());
        common::check_golden(name, &png);
    }
}

#[test]
fn a_frame_shows_the_duel_the_tactics_and_the_draft() {
    let pinned = pinned();
    let text = |i: usize| scene(&pinned[i].2, &names(pinned[i].1)).to_text();
    let draft = text(0);
    assert!(draft.contains("Pool") && draft.contains("Pick 10"), "{draft}");
    let auction = text(1);
    assert!(auction.contains("any more bids?") && auction.contains("k left"), "{auction}");
    let window = text(2);
    assert!(window.contains("Skill v Tackling") && window.contains("Boost window"), "{window}");
    assert!(window.contains("attacks left"), "{window}");
    let shot = text(3);
    assert!(shot.contains("Shooting v Goalkeeping") && shot.contains("+ d12"), "{shot}");
    let penalties = text(6);
    assert!(penalties.contains("pens") || penalties.contains("penalties"), "{penalties}");
}

#[test]
fn a_frame_never_shows_a_secret() {
    // Every step of a match: each manager's view (with its boosts and choices not yet
    // revealed) draws what a spectator's view draws.
    let (mut m, _) = Match::<Fasisac>::new(Config { penalties: true, ..Config::default() }, 2, 4).unwrap();
    let names = names(2);
    while !m.is_finished() {
        let seat = m.status().to_act().iter().next().unwrap();
        m.apply(seat, Command::AutoMove).unwrap();
        let public = scene(&m.view(Viewer::Spectator), &names);
        for seat in 0..2 {
            assert_eq!(scene(&m.view(Viewer::Seat(seat)), &names), public);
        }
    }
    let _ = Fasisac::max_inputs(&Config::default());
}
