//! Golden-image helpers shared by the picture tests.

use std::path::PathBuf;

/// Decode a PNG to RGB pixels.
pub fn decode(bytes: &[u8]) -> (u32, u32, Vec<u8>) {
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
/// Discord previews larger files slowly on phones.
pub const BYTE_BUDGET: usize = 120 * 1024;

/// Compare a PNG with `tests/golden/<name>.png`, or rewrite the golden file when `UPDATE_GOLDEN`
/// is set.
pub fn check_golden(name: &str, png: &[u8]) {
    assert!(png.len() <= BYTE_BUDGET, "{name}: {} bytes is over the 120 KB budget", png.len());
    let path: PathBuf = [env!("CARGO_MANIFEST_DIR"), "tests", "golden", &format!("{name}.png")].iter().collect();
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        std::fs::write(&path, png).expect("golden written");
        return;
    }
    let golden =
        std::fs::read(&path).unwrap_or_else(|_| panic!("{} is missing; run with UPDATE_GOLDEN=1", path.display()));
    let (w, h, got) = decode(png);
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
