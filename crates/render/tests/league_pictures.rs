//! League tables and knockout brackets: layout snapshots, golden pictures, and the layout rules
//! that matter on a phone.

use touchline_games::kix::Format;
use touchline_render::palette::{FORM_DRAW, FORM_LOSS, FORM_WIN, PANEL};
use touchline_render::standings::signed;
use touchline_render::text::measure;
use touchline_render::{
    bracket_scene, samples, standings_scene, BracketPicture, BracketRound, BracketTie, Label, Renderer, Scene, Shape,
    StandingsLine, StandingsPicture,
};

mod common;

fn labels(scene: &Scene) -> impl Iterator<Item = &Label> {
    scene.shapes.iter().filter_map(|s| match s {
        Shape::Text(label) => Some(label),
        _ => None,
    })
}

/// Every label and rectangle lies inside the canvas.
fn assert_inside(scene: &Scene) {
    let (w, h) = (scene.width as f32, scene.height as f32);
    for label in labels(scene) {
        assert!(label.y >= 0.0 && label.y + label.size * 1.17 <= h, "{:?} is outside a {w}x{h} canvas", label.text);
        assert!(label.x >= 0.0 && label.x <= w, "{:?} starts outside a {w}x{h} canvas", label.text);
    }
    for shape in &scene.shapes {
        if let Shape::Rect { x, y, w: rw, h: rh, .. } = shape {
            assert!(*x >= 0.0 && *y >= 0.0 && x + rw <= w && y + rh <= h, "{shape:?} is outside a {w}x{h} canvas");
        }
    }
}

fn team(position: u32, name: &str, goal_difference: i64) -> StandingsLine {
    StandingsLine {
        position,
        name: name.to_string(),
        played: 10,
        won: 5,
        drawn: 2,
        lost: 3,
        goals_for: 20,
        goals_against: (20 - goal_difference).max(0) as u32,
        goal_difference,
        points: 17,
        form: "WDLWW".chars().collect(),
        crest: None,
    }
}

fn table(rows: usize) -> StandingsPicture {
    StandingsPicture {
        title: "Big League".to_string(),
        subtitle: "KIX · single round robin".to_string(),
        rows: (0..rows).map(|i| team(i as u32 + 1, &format!("Team number {}", i + 1), 10 - i as i64)).collect(),
        footnotes: vec!["Lots drawn: Team number 3, Team number 4".to_string()],
        words: Default::default(),
    }
}

fn known(name: &str) -> Option<String> {
    Some(name.to_string())
}

/// Five entrants in an eight-slot bracket: one first-round match and three byes.
fn five_entrants() -> BracketPicture {
    let bye = |name: &str| BracketTie {
        home: known(name),
        away: None,
        winner: Some(0),
        bye: true,
        score: None,
        crests: [None, None],
    };
    BracketPicture {
        title: "Five-a-side Cup".to_string(),
        rounds: vec![
            BracketRound {
                name: "Quarter-finals".to_string(),
                ties: vec![
                    BracketTie {
                        home: known("Ashford"),
                        away: known("Beckley"),
                        score: Some("2–2 (4–3 pens)".to_string()),
                        winner: Some(0),
                        bye: false,
                        crests: [None, None],
                    },
                    bye("Carrow"),
                    bye("Dunmore"),
                    bye("Elmstead"),
                ],
            },
            BracketRound {
                name: "Semi-finals".to_string(),
                ties: vec![
                    BracketTie { home: known("Ashford"), away: known("Carrow"), ..BracketTie::default() },
                    BracketTie { home: known("Dunmore"), away: known("Elmstead"), ..BracketTie::default() },
                ],
            },
            BracketRound { name: "Final".to_string(), ties: vec![BracketTie::default()] },
        ],
        words: Default::default(),
    }
}

/// The tie boxes of a bracket scene, as vertical centres grouped by column (left to right).
fn tie_columns(scene: &Scene) -> Vec<Vec<f32>> {
    let mut columns: Vec<(f32, Vec<f32>)> = Vec::new();
    for shape in &scene.shapes {
        if let Shape::Rect { x, y, h, fill, .. } = shape {
            if *fill != PANEL {
                continue;
            }
            match columns.iter_mut().find(|(cx, _)| cx == x) {
                Some((_, ys)) => ys.push(y + h / 2.0),
                None => columns.push((*x, vec![y + h / 2.0])),
            }
        }
    }
    columns.sort_by(|a, b| a.0.total_cmp(&b.0));
    columns.into_iter().map(|(_, ys)| ys).collect()
}

#[test]
fn sample_scenes_match_their_snapshots() {
    insta::assert_snapshot!("standings", standings_scene(&samples::standings()).to_text());
    insta::assert_snapshot!("bracket", bracket_scene(&samples::bracket()).to_text());
}

#[test]
fn sample_pictures_match_their_golden_images() {
    let mut renderer = Renderer::new();
    common::check_golden("standings", &renderer.standings_png(&samples::standings()));
    common::check_golden("bracket", &renderer.bracket_png(&samples::bracket()));
}

#[test]
fn a_24_row_table_fits_its_canvas_with_readable_rows() {
    let scene = standings_scene(&table(24));
    assert_inside(&scene);
    assert!((900..=1000).contains(&scene.width));
    let texts = scene.texts();
    assert!(texts.contains(&"Team number 24"), "the last row is drawn");
    // Rows are at least 40 px apart: the team names' tops step by the row height.
    let tops: Vec<f32> = labels(&scene).filter(|l| l.text.starts_with("Team number")).map(|l| l.y).collect();
    assert_eq!(tops.len(), 24);
    assert!(tops.windows(2).all(|w| w[1] - w[0] >= 40.0), "rows are too tight: {tops:?}");
}

#[test]
fn long_team_names_are_cut_with_an_ellipsis() {
    let long = "Real Sporting Club de Lower Fenwick Marsh";
    let scene = standings_scene(&samples::standings());
    let cut = labels(&scene).find(|l| l.text.starts_with("Real Sporting")).expect("the long name is drawn");
    assert!(cut.text.ends_with('…') && cut.text.len() < long.len(), "{:?} was not shortened", cut.text);
    // It ends before the first numeric column's heading.
    let p = labels(&scene).find(|l| l.text == "P").expect("a P column");
    assert!(cut.x + measure(&cut.text, cut.size, cut.weight) < p.x - 20.0);
    // Names that fit are left alone.
    assert!(scene.texts().contains(&"Kingsmead Wanderers"));
}

#[test]
fn goal_difference_has_a_sign() {
    assert_eq!([signed(3), signed(0), signed(-2)], ["+3", "0", "−2"]);
    let mut p = table(3);
    for (line, gd) in p.rows.iter_mut().zip([3, 0, -2]) {
        line.goal_difference = gd;
    }
    let scene = standings_scene(&p);
    let texts = scene.texts();
    for gd in ["+3", "0", "−2"] {
        assert!(texts.contains(&gd), "{gd} is missing from {texts:?}");
    }
}

#[test]
fn five_entrants_make_an_eight_slot_bracket_with_round_two_between_its_feeders() {
    let scene = bracket_scene(&five_entrants());
    assert_inside(&scene);
    let columns = tie_columns(&scene);
    assert_eq!(columns.iter().map(Vec::len).collect::<Vec<_>>(), [4, 2, 1]);
    for r in 1..columns.len() {
        for (s, y) in columns[r].iter().enumerate() {
            let between = (columns[r - 1][2 * s] + columns[r - 1][2 * s + 1]) / 2.0;
            assert!((y - between).abs() < 0.5, "round {} tie {s} at {y}, its feeders' middle is {between}", r + 1);
        }
    }
    let texts = scene.texts();
    assert_eq!(texts.iter().filter(|t| **t == "bye").count(), 3);
    assert_eq!(texts.iter().filter(|t| **t == "TBD").count(), 3, "two final places and the champion");
    assert!(texts.contains(&"2–2 (4–3 pens)"));
}

#[test]
fn the_champion_is_shown_once_the_final_is_won() {
    let scene = bracket_scene(&samples::bracket());
    let texts = scene.texts();
    let at = texts.iter().position(|t| *t == "★ CHAMPIONS").expect("a champion");
    assert_eq!(texts[at + 1], "Old Quay Albion");
    // The loser of a tie is muted, the winner bold.
    let final_labels: Vec<&Label> = labels(&scene).filter(|l| l.text == "Old Quay Albion").collect();
    assert!(final_labels.iter().any(|l| l.weight == touchline_render::Weight::Bold));
}

/// A full bracket of `rounds` rounds (2 to 32 entrants for 1 to 5), every tie played.
fn full_bracket(rounds: usize) -> BracketPicture {
    let first = 1usize << (rounds - 1);
    BracketPicture {
        title: format!("{} entrants", 2 * first),
        rounds: (0..rounds)
            .map(|r| BracketRound {
                name: format!("Round {}", r + 1),
                ties: (0..first >> r)
                    .map(|t| BracketTie {
                        home: known(&format!("Club with a long name {r}-{t}a")),
                        away: known(&format!("Club with a long name {r}-{t}b")),
                        score: Some("1–1 (10–9 pens)".to_string()),
                        winner: Some(t % 2),
                        bye: false,
                        crests: [None, None],
                    })
                    .collect(),
            })
            .collect(),
        words: Default::default(),
    }
}

#[test]
fn brackets_from_two_to_thirty_two_entrants_fit_their_canvas() {
    for rounds in 1..=5usize {
        let scene = bracket_scene(&full_bracket(rounds));
        assert_inside(&scene);
        let columns = tie_columns(&scene);
        assert_eq!(columns.len(), rounds);
        assert_eq!(columns[0].len(), 1 << (rounds - 1));
        assert!(scene.texts().contains(&"★ CHAMPIONS"));
    }
}

#[test]
fn pictures_stay_under_the_byte_budget() {
    let mut renderer = Renderer::new();
    // The largest supported pictures, with names long enough to fill their columns.
    let mut big_table = table(24);
    for line in &mut big_table.rows {
        line.name = format!("Kingsmead Wanderers Reserves {}", line.position);
    }
    let pictures = [
        ("24 rows", renderer.standings_png(&big_table)),
        ("sample table", renderer.standings_png(&samples::standings())),
        ("32 entrants", renderer.bracket_png(&full_bracket(5))),
        ("sample bracket", renderer.bracket_png(&samples::bracket())),
        ("five entrants", renderer.bracket_png(&five_entrants())),
    ];
    for (name, png) in pictures {
        assert!(png.len() <= common::BYTE_BUDGET, "{name}: {} bytes", png.len());
    }
}

#[test]
fn form_colours_survive_the_shared_palette() {
    let mut renderer = Renderer::new();
    let scene = standings_scene(&samples::standings());
    let (w, _, rgb) = common::decode(&renderer.png(&scene));
    let mut seen = 0;
    for shape in &scene.shapes {
        let Shape::Rect { x, y, h, fill, .. } = shape else { continue };
        if ![FORM_WIN, FORM_DRAW, FORM_LOSS].contains(fill) {
            continue;
        }
        // Just inside the pill's left edge, clear of its letter and its rounded corners.
        let (px, py) = ((x + 4.0) as u32, (y + h / 2.0) as u32);
        let i = ((py * w + px) * 3) as usize;
        let got = &rgb[i..i + 3];
        let want = [fill.0, fill.1, fill.2];
        assert!(got.iter().zip(want).all(|(a, b)| a.abs_diff(b) <= 6), "pill {fill} came out as {got:?}");
        seen += 1;
    }
    assert_eq!(seen, 16 * 5);
}

#[test]
fn odd_input_still_gives_a_picture() {
    let mut renderer = Renderer::new();
    let many = table(200);
    let mut odd_line = team(1, "", -5);
    odd_line.form = vec!['w', 'x', 'L', 'D', 'W', 'W', 'L'];
    odd_line.points = -3;
    let tables = [StandingsPicture::default(), many, StandingsPicture { rows: vec![odd_line], ..table(0) }];
    for p in &tables {
        let scene = standings_scene(p);
        assert_inside(&scene);
        assert!(!renderer.standings_png(p).is_empty());
    }
    let scene = standings_scene(&tables[1]);
    assert!(scene.texts().iter().any(|t| t.contains("more teams")), "cut rows are mentioned");

    let empty_round = BracketRound { name: "Round 1".to_string(), ties: Vec::new() };
    let stray = BracketTie { winner: Some(7), score: Some(String::new()), ..BracketTie::default() };
    let brackets = [
        BracketPicture::default(),
        BracketPicture { title: "x".repeat(300), rounds: vec![empty_round.clone()], ..Default::default() },
        BracketPicture { title: String::new(), rounds: vec![empty_round; 9], ..Default::default() },
        BracketPicture {
            title: "Lopsided".to_string(),
            rounds: vec![
                BracketRound { name: String::new(), ties: vec![stray.clone()] },
                BracketRound { name: String::new(), ties: vec![stray; 40] },
            ],
            ..Default::default()
        },
    ];
    for p in &brackets {
        let scene = bracket_scene(p);
        assert_inside(&scene);
        assert!(scene.width > 0 && scene.height > 0);
        assert!(!renderer.bracket_png(p).is_empty());
    }
}

#[test]
fn switching_picture_sizes_leaves_frames_unchanged() {
    // One renderer draws frames of different sizes in turn; its reused buffers must not leak
    // one picture into the next.
    let names = samples::names();
    let view = touchline_render::kix::sample_views(Format::Five, 1, false).remove(0);
    let mut renderer = Renderer::new();
    let kix = renderer.png(&touchline_render::kix::scene(&view, &names, touchline_games::Lang::En));
    let sample = renderer.standings_png(&samples::standings());
    let small = renderer.standings_png(&table(2));
    let bracket = renderer.bracket_png(&samples::bracket());
    assert_eq!(renderer.png(&touchline_render::kix::scene(&view, &names, touchline_games::Lang::En)), kix);
    assert_eq!(renderer.standings_png(&samples::standings()), sample);
    assert_eq!(renderer.standings_png(&table(2)), small);
    assert_eq!(renderer.bracket_png(&samples::bracket()), bracket);
}
