//! Scene snapshots (the layout, as text) and golden pictures (the pixels, with a tolerance).

use touchline_games::kix::{Format, KixView, Phase};
use touchline_render::kix::{sample_views as kix_views, scene as kix_scene};
use touchline_render::{samples, Renderer};

mod common;

/// Frames worth pinning: kick-off, a midfield reveal, a corner, a shoot-out finish.
fn pinned() -> Vec<(&'static str, KixView)> {
    let five = kix_views(Format::Five, 11, false);
    let corner = (0..100u64)
        .flat_map(|seed| kix_views(Format::Eleven, seed, false))
        .find(|v| matches!(v.last.as_ref().map(|r| r.phase), Some(Phase::Corner { .. })))
        .expect("some seed has a corner");
    let shootout = (0..500u64)
        .filter_map(|seed| kix_views(Format::Five, seed, true).pop())
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
    let view = kix_views(Format::Five, 1, false).remove(0);
    let names = vec!["A very long football club name indeed".to_string(), "B".to_string()];
    let scene = kix_scene(&view, &names);
    assert!(scene.texts().contains(&"A very long football …"));
}

// ----- FUBA -----

use touchline_games::fuba::{self, board, Fuba, FubaView, SetupKind, SetupStage};
use touchline_render::fuba::{sample_views as fuba_views, scene as fuba_scene};

fn basic() -> fuba::Config {
    fuba::Config::default()
}

/// The first view of seeded computer-played matches (seeds tried in order) that `pick` likes.
fn first_fuba(config: fuba::Config, pick: impl Fn(&FubaView) -> bool) -> FubaView {
    (0..200u64)
        .find_map(|seed| fuba_views(config.clone(), seed).into_iter().find(|v| pick(v)))
        .expect("some seeded match has the frame")
}

/// FUBA frames worth pinning: a kick-off setup, a turn in play with its target and offside line,
/// a corner, a penalty, and full time with condition points (A1).
fn fuba_pinned() -> Vec<(&'static str, FubaView)> {
    let kickoff = first_fuba(basic(), |v| {
        matches!(v.phase, fuba::Phase::Setup { kind: SetupKind::KickOff, stage: SetupStage::Adjust { .. }, .. })
    });
    let turn = first_fuba(basic(), |v| {
        matches!(v.phase, fuba::Phase::Action { .. })
            && v.target.is_some()
            && v.minute >= 15
            && v.offside_line.is_some_and(|d| d > 0 && d < board::LENGTH)
    });
    let corner = first_fuba(basic(), |v| {
        matches!(v.phase, fuba::Phase::Setup { kind: SetupKind::Corner, stage: SetupStage::Adjust { .. }, .. })
    });
    let penalty =
        first_fuba(fuba::Config::advanced(), |v| matches!(v.phase, fuba::Phase::Penalty { shootout: false, .. }));
    let full_time = fuba_views(fuba::Config::advanced(), 4).pop().expect("a finished match");
    assert!(full_time.is_over() && full_time.teams[0].cp.is_some());
    vec![
        ("fuba_kickoff", kickoff),
        ("fuba_turn", turn),
        ("fuba_corner", corner),
        ("fuba_penalty", penalty),
        ("fuba_full_time", full_time),
    ]
}

#[test]
fn fuba_frames_match_their_golden_images() {
    let names = samples::names();
    let mut renderer = Renderer::new();
    for (name, view) in fuba_pinned() {
        common::check_golden(name, &renderer.png(&fuba_scene(&view, &names)));
    }
}

#[test]
fn a_fuba_frame_says_the_score_clock_formations_and_ball_value() {
    let names = samples::names();
    let (_, view) = fuba_pinned().into_iter().find(|(n, _)| *n == "fuba_turn").expect("pinned");
    let scene = fuba_scene(&view, &names);
    let texts = scene.texts();
    let has = |want: &str| texts.iter().any(|t| t.contains(want));
    assert!(texts.contains(&format!("{} – {}", view.score[0], view.score[1]).as_str()), "score in {texts:?}");
    assert!(has(&view.clock()), "clock {} in {texts:?}", view.clock());
    for team in &view.teams {
        let formation = team.formation.expect("revealed").to_string();
        assert!(texts.contains(&formation.as_str()), "formation {formation} in {texts:?}");
    }
    assert!(texts.contains(&view.value.to_string().as_str()), "ball value in {texts:?}");
    assert!(has("target") && has("offside"), "target and offside line marked in {texts:?}");
    // The area names are on the static layer under every frame.
    let base: Vec<String> = (touchline_render::fuba::PITCH.shapes)()
        .into_iter()
        .filter_map(|s| match s {
            touchline_render::Shape::Text(label) => Some(label.text),
            _ => None,
        })
        .collect();
    for info in board::AREAS {
        assert!(base.iter().any(|t| t == info.id), "area {} labelled", info.id);
    }
    // The advanced frame shows the condition points per line.
    let (_, end) = fuba_pinned().pop().expect("pinned");
    let [d, m, f] = end.teams[0].cp.expect("A1 on");
    let scene = fuba_scene(&end, &names);
    assert!(scene.texts().contains(&format!("CP D{d} M{m} F{f}").as_str()));
}

#[test]
fn a_fuba_frame_never_shows_a_secret() {
    use touchline_games::{Game, Viewer};
    let names = samples::names();
    // Two matches that differ only in seat 0's formation draft, still secret in the preparation.
    let plain = Fuba::new(&fuba::Config::advanced());
    let mut position = plain.to_position();
    if let fuba::Phase::Prepare { drafts } = &mut position.phase {
        drafts[0].formation = Some(fuba::Formation::new(3, 4, 3));
    }
    let drafted = Fuba::from_position(position).expect("a possible position");
    assert_ne!(plain, drafted);
    for viewer in [Viewer::Spectator, Viewer::Seat(0), Viewer::Seat(1)] {
        assert_eq!(fuba_scene(&plain.view(viewer), &names), fuba_scene(&drafted.view(viewer), &names));
    }
    // And through a whole match: a seat's view (with its pending choices) draws what a spectator's
    // view draws.
    use touchline_games::{Command, Match};
    let (mut m, _) = Match::<Fuba>::new(fuba::Config::advanced(), 2, 7).unwrap();
    while !m.is_finished() {
        let seat = m.status().to_act().iter().next().unwrap();
        m.apply(seat, Command::AutoMove).unwrap();
        let public = fuba_scene(&m.view(Viewer::Spectator), &names);
        for seat in 0..2 {
            assert_eq!(fuba_scene(&m.view(Viewer::Seat(seat)), &names), public);
        }
    }
}

#[test]
fn fuba_text_stays_inside_its_band() {
    use touchline_render::text::measure;
    use touchline_render::{Align, Shape};
    let names =
        ["Real Sporting Club de Lower Fenwick Marsh".to_string(), "Kingsmead Wanderers Football Club".to_string()];
    for config in [basic(), fuba::Config::advanced()] {
        for mut view in fuba_views(config, 12) {
            // The most a header row can hold: cards, a red, players off, a formation change.
            for team in view.teams.iter_mut() {
                (team.yellows, team.reds, team.off, team.tired) = (4, 2, 3, true);
                team.next_formation = Some(fuba::Formation::new(4, 3, 3));
            }
            for shape in fuba_scene(&view, &names).shapes {
                let Shape::Text(label) = shape else { continue };
                let w = measure(&label.text, label.size, label.weight);
                let (left, right) = match label.align {
                    Align::Left => (label.x, label.x + w),
                    Align::Center => (label.x - w / 2.0, label.x + w / 2.0),
                    Align::Right => (label.x - w, label.x),
                };
                assert!(left >= 0.0 && right <= 1280.0, "{:?} leaves the frame", label.text);
                // Header text beside the score panel must not run into it.
                if label.y < 88.0 && !(500.0..=780.0).contains(&label.x) {
                    assert!(right <= 500.0 || left >= 780.0, "{:?} runs into the score panel", label.text);
                }
            }
        }
    }
}

/// A match's last picture: `final_scene` once it is over (as the bot and the terminal draw it).
fn last_kix_scene(m: &touchline_games::Match<touchline_games::kix::Kix>, names: &[String]) -> touchline_render::Scene {
    use touchline_games::Viewer;
    let status = m.status();
    let outcome = status.outcome().expect("the match is over");
    touchline_render::kix::final_scene(&m.view(Viewer::Spectator), names, outcome)
}

#[test]
fn a_resignation_and_a_forfeit_say_so_on_the_last_picture() {
    use touchline_games::kix::{Config, Kix};
    use touchline_games::{Command, Match, Viewer};
    let names = samples::names();
    let mut renderer = Renderer::new();
    // KIX, resigned before a card was played: not the kick-off picture again.
    let (mut m, _) = Match::<Kix>::new(Config::default(), 2, 11).unwrap();
    m.apply(0, Command::Resign).unwrap();
    let scene = last_kix_scene(&m, &names);
    let texts = scene.texts();
    assert!(texts.contains(&"RESIGNED"), "{texts:?}");
    assert!(texts.iter().any(|t| t.contains("Northside Rovers resigned")), "{texts:?}");
    assert!(!texts.iter().any(|t| t.contains("KICK-OFF") || t.contains("choose")), "{texts:?}");
    common::check_golden("kix_resigned", &renderer.png(&scene));

    // FUBA, forfeited on time part way through.
    let (mut m, _) = Match::<Fuba>::new(basic(), 2, 3).unwrap();
    while m.view(Viewer::Spectator).minute < 30 {
        let seat = m.status().to_act().iter().next().unwrap();
        m.apply(seat, Command::AutoMove).unwrap();
    }
    let seat = m.status().to_act().iter().next().unwrap();
    m.apply(seat, Command::Forfeit).unwrap();
    let status = m.status();
    let outcome = status.outcome().unwrap();
    let scene = touchline_render::fuba::final_scene(&m.view(Viewer::Spectator), &names, outcome);
    let texts = scene.texts();
    let forfeiter = &names[seat];
    assert!(texts.iter().any(|t| t.contains(&format!("{forfeiter} ran out of time"))), "{texts:?}");
    assert!(texts.iter().any(|t| t.starts_with("forfeited · ")), "{texts:?}");
    assert!(!texts.contains(&"has the ball"), "nobody has the ball once it is over: {texts:?}");
    common::check_golden("fuba_forfeit", &renderer.png(&scene));
}

#[test]
fn a_goal_on_the_last_play_is_shown_as_the_goal_with_full_time_beside_it() {
    use touchline_games::kix::{Config, Kix, PlayResult};
    use touchline_games::{Command, Match};
    let names = samples::names();
    let m = (0..300u64)
        .map(|seed| {
            let (mut m, _) = Match::<Kix>::new(Config::default(), 2, seed).unwrap();
            while let Some(seat) = m.status().to_act().iter().next() {
                m.apply(seat, Command::AutoMove).unwrap();
            }
            m
        })
        .find(|m| {
            let v = m.view(touchline_games::Viewer::Spectator);
            matches!(v.last.as_ref().map(|r| r.result), Some(PlayResult::Goal(_))) && v.shootout.is_none()
        })
        .expect("some seed ends on a goal");
    let scene = last_kix_scene(&m, &names);
    let texts = scene.texts();
    assert!(texts.contains(&"GOAL!"), "{texts:?}");
    assert!(texts.iter().any(|t| t.starts_with("full time: ")), "{texts:?}");
    assert!(texts.iter().any(|t| t.starts_with("Last play: Strike") && t.ends_with("full time")), "{texts:?}");
    common::check_golden("kix_last_play_goal", &Renderer::new().png(&scene));
}

#[test]
fn a_fuba_goal_turn_says_how_the_goal_came_even_with_long_names() {
    use touchline_games::fuba::Event;
    let names = ["Real Sporting Lower Fenwick".to_string(), "Harbour Athletic Reserves".to_string()];
    let view = first_fuba(basic(), |v| {
        v.last_turn.as_ref().is_some_and(|t| t.notes.iter().any(|e| matches!(e, Event::Goal { .. })))
    });
    let scene = fuba_scene(&view, &names);
    let line =
        scene.texts().into_iter().find(|t| t.starts_with("Last turn:")).expect("the last turn's line").to_string();
    assert!(line.contains(" shoots from ") && line.contains("GOAL "), "{line}");
    assert!(!line.ends_with('…'), "nothing cut: {line}");
    common::check_golden("fuba_goal_turn", &Renderer::new().png(&scene));
}

#[test]
fn names_in_any_script_or_with_emoji_are_drawn() {
    use touchline_render::text::Typesetter;
    let names = ["⚽ Zoë's Lions 🦁".to_string(), "東京ユナイテッド Спартак".to_string()];
    let fonts = Typesetter::new();
    for name in &names {
        assert!(fonts.covers(name), "{name} has a glyph for every character");
    }
    // A script no bundled font has is drawn as the replacement sign, not as empty boxes.
    assert!(!fonts.covers("ગોલ"));
    let view = kix_views(Format::Five, 11, false).remove(0);
    let scene = kix_scene(&view, &names);
    assert!(scene.texts().iter().any(|t| t.contains("🦁")));
    common::check_golden("emoji_names", &Renderer::new().png(&scene));
}
