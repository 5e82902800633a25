//! The pictures a club's crest appears on: a league table, a bracket and a match frame.

use touchline_games::kix::Format;
use touchline_games::AnyView;
use touchline_render::crest::Crest;
use touchline_render::kix::sample_views as kix_views;
use touchline_render::palette::{AWAY, HOME, LINE};
use touchline_render::{samples, Renderer, Rgba, Shape};

mod common;

/// A 64-pixel shield as the bot stores crests: a red field, a white band, a blue ball, clear
/// around it.
fn crest() -> Crest {
    let colour = |c: Rgba| [c.0, c.1, c.2, 255];
    let mut rgba = Vec::with_capacity(64 * 64 * 4);
    for y in 0..64 {
        for x in 0..64 {
            let (fx, fy) = (x as f32, y as f32);
            let inside = fx > 6.0 && fx < 58.0 && fy > 3.0 && fy < 60.0 - (fx - 32.0).abs() * 0.5;
            let ball = (fx - 32.0).powi(2) + (fy - 40.0).powi(2) < 81.0;
            rgba.extend(match (inside, ball, (22.0..30.0).contains(&fy)) {
                (false, _, _) => [0, 0, 0, 0],
                (true, true, _) => colour(AWAY),
                (true, false, true) => colour(LINE),
                _ => colour(HOME),
            });
        }
    }
    let mut png = Vec::new();
    let mut encoder = png::Encoder::new(&mut png, 64, 64);
    encoder.set_color(png::ColorType::Rgba);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.write_header().unwrap().write_image_data(&rgba).unwrap();
    Crest::from_png(&png).expect("a stored crest")
}

#[test]
fn only_square_pngs_are_crests() {
    assert!(Crest::from_png(b"not a picture").is_none());
    let mut wide = Vec::new();
    let mut encoder = png::Encoder::new(&mut wide, 8, 4);
    encoder.set_color(png::ColorType::Rgba);
    encoder.write_header().unwrap().write_image_data(&[0u8; 8 * 4 * 4]).unwrap();
    assert!(Crest::from_png(&wide).is_none());
}

#[test]
fn crests_on_a_table_a_bracket_and_a_match_frame() {
    let mut renderer = Renderer::new();
    let mut table = samples::standings();
    for row in table.rows.iter_mut().take(3) {
        row.crest = Some(crest());
    }
    let scene = touchline_render::standings_scene(&table);
    assert_eq!(scene.shapes.iter().filter(|s| matches!(s, Shape::Crest { .. })).count(), 3);
    common::check_golden("standings_crests", &renderer.standings_png(&table));

    let mut bracket = samples::bracket();
    bracket.rounds[0].ties[0].crests = [Some(crest()), None];
    common::check_golden("bracket_crests", &renderer.bracket_png(&bracket));

    let view = AnyView::Kix(kix_views(Format::Five, 11, false)[3].clone());
    let names = samples::names();
    let frame =
        renderer.frame_with_crests(&view, &names, None, &[Some(crest()), Some(crest())], touchline_games::Lang::En);
    common::check_golden("kix_crests", &frame);
    assert_ne!(frame, renderer.frame(&view, &names, None, touchline_games::Lang::En), "the crests are drawn");
}
