//! Making a crest from an upload: decoding under limits, fitting into the square, reducing the
//! colours to the pictures' palette, writing the small PNG.

use criterion::{criterion_group, criterion_main, Criterion};
use touchline::crests::normalise;
use touchline_render::Renderer;

fn crest(c: &mut Criterion) {
    // A 400 × 400 upload with a gradient and ragged edges: the costly case for the colour count.
    let mut upload = Vec::new();
    let rgba: Vec<u8> = (0..400u32 * 400)
        .flat_map(|i| {
            let (x, y) = (i % 400, i / 400);
            [(x * 255 / 400) as u8, (y * 255 / 400) as u8, 120, if (x + y) % 97 < 90 { 255 } else { 0 }]
        })
        .collect();
    let mut encoder = png::Encoder::new(&mut upload, 400, 400);
    encoder.set_color(png::ColorType::Rgba);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.write_header().unwrap().write_image_data(&rgba).unwrap();
    let renderer = Renderer::new();
    let stored = normalise(&upload, |c| renderer.nearest_colour(c)).unwrap();
    eprintln!("a {} byte upload becomes a {} byte crest", upload.len(), stored.len());
    c.bench_function("crest_from_a_400px_png", |b| {
        b.iter(|| std::hint::black_box(normalise(&upload, |c| renderer.nearest_colour(c)).unwrap().len()))
    });
}

criterion_group!(benches, crest);
criterion_main!(benches);
