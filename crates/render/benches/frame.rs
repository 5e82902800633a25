//! Render + encode one KIX frame (the renderer target: p50 ≤ 8 ms, ≤ 120 KB).

use criterion::{criterion_group, criterion_main, Criterion};
use touchline_games::kix::Format;
use touchline_render::{kix_scene, samples, Renderer};

fn frame(c: &mut Criterion) {
    let names = samples::names();
    let views = samples::kix_views(Format::Eleven, 5, true);
    let scenes: Vec<_> = views.iter().map(|v| kix_scene(v, &names)).collect();
    let mut renderer = Renderer::new();
    let sizes: Vec<usize> = scenes.iter().map(|s| renderer.png(s).len()).collect();
    let mut sorted = sizes.clone();
    sorted.sort();
    eprintln!(
        "kix frame bytes over {} frames: p50 {} max {} (palette of {} colours)",
        sorted.len(),
        sorted[sorted.len() / 2],
        sorted[sorted.len() - 1],
        renderer.palette_len()
    );
    let mut i = 0;
    c.bench_function("kix_frame_scene_render_encode", |b| {
        b.iter(|| {
            i = (i + 1) % views.len();
            let scene = kix_scene(&views[i], &names);
            std::hint::black_box(renderer.png(&scene))
        })
    });
    c.bench_function("kix_scene_only", |b| {
        b.iter(|| {
            i = (i + 1) % views.len();
            std::hint::black_box(kix_scene(&views[i], &names))
        })
    });
}

criterion_group!(benches, frame);
criterion_main!(benches);
