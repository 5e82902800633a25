//! Scene snapshots (the layout, as text) and golden pictures (the pixels, with a tolerance).

use touchline_games::kix::{Format, KixView, Phase};
use touchline_render::{kix_scene, samples, Renderer};

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

/// Decode a PNG to RGB pixels.
fn decode(bytes: &[u8]) -> (u32, u32, Vec<u8>) {
    let mut decoder = png::Decoder::new(std::io::Cursor::new(bytes));
    decoder.set_transformations(png::Transformations::EXPAND);
    let mut reader = decoder.read_info().expect("a PNG header");
    let mut buf = vec![0; reader.output_buffer_size().expect("a size")];
    let info = reader.next_frame(&mut buf).expect("a frame");
    let channels = info.color_type.samples();
    let rgb = buf[..info.buffer_size()].chunks_exact(channels).flat_map(|p| [p[0], p[1], p[2]]).collect();
    (info.width, info.height, rgb)
}

/// A channel may differ by this much before the pixel counts as different ...
const CHANNEL_TOLERANCE: u8 = 40;
/// ... and this share of pixels may differ (font hinting and palette rounding across builds).
const PIXEL_TOLERANCE: f64 = 0.005;

#[test]
fn frames_match_their_golden_images() {
    let names = samples::names();
    let mut renderer = Renderer::new();
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden");
    let update = std::env::var_os("UPDATE_GOLDEN").is_some();
    for (name, view) in pinned() {
        let png = renderer.png(&kix_scene(&view, &names));
        assert!(png.len() <= 120 * 1024, "{name}: {} bytes is over the 120 KB budget", png.len());
        let path = dir.join(format!("{name}.png"));
        if update {
            std::fs::write(&path, &png).expect("golden written");
            continue;
        }
        let golden =
            std::fs::read(&path).unwrap_or_else(|_| panic!("{} is missing; run with UPDATE_GOLDEN=1", path.display()));
        let (w, h, got) = decode(&png);
        let (gw, gh, want) = decode(&golden);
        assert_eq!((w, h), (gw, gh), "{name}: size changed");
        let differing = got
            .chunks_exact(3)
            .zip(want.chunks_exact(3))
            .filter(|(a, b)| a.iter().zip(b.iter()).any(|(x, y)| x.abs_diff(*y) > CHANNEL_TOLERANCE))
            .count();
        let share = differing as f64 / (w * h) as f64;
        assert!(share <= PIXEL_TOLERANCE, "{name}: {:.2}% of pixels differ from the golden image", share * 100.0);
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
