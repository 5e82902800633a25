//! Render + encode one KIX, FUBA or Futbol Dash frame (the renderer's target: p50 ≤ 8 ms, ≤ 120 KB);
//! a whole match as a GIF.

use criterion::{criterion_group, criterion_main, Criterion};
use touchline_games::kix::Format;
use touchline_render::fuba::{sample_views as fuba_views, scene as fuba_scene};
use touchline_render::kix::{sample_views as kix_views, scene as kix_scene};
use touchline_render::{samples, standings_scene, Renderer};

fn frame(c: &mut Criterion) {
    let names = samples::names();
    let views = kix_views(Format::Eleven, 5, true);
    let scenes: Vec<_> = views.iter().map(|v| kix_scene(v, &names, touchline_games::Lang::En)).collect();
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
            let scene = kix_scene(&views[i], &names, touchline_games::Lang::En);
            std::hint::black_box(renderer.png(&scene))
        })
    });
    c.bench_function("kix_scene_only", |b| {
        b.iter(|| {
            i = (i + 1) % views.len();
            std::hint::black_box(kix_scene(&views[i], &names, touchline_games::Lang::En))
        })
    });
}

/// A FUBA frame (1280×800, the whole pitch with every piece): scene, render and encode.
fn fuba(c: &mut Criterion) {
    let names = samples::names();
    let views = fuba_views(touchline_games::fuba::Config::advanced(), 5);
    let mut renderer = Renderer::new();
    let mut sizes: Vec<usize> =
        views.iter().map(|v| renderer.png(&fuba_scene(v, &names, touchline_games::Lang::En)).len()).collect();
    sizes.sort();
    eprintln!(
        "fuba frame bytes over {} frames: p50 {} max {}",
        sizes.len(),
        sizes[sizes.len() / 2],
        sizes[sizes.len() - 1]
    );
    let mut i = 0;
    c.bench_function("fuba_frame_scene_render_encode", |b| {
        b.iter(|| {
            i = (i + 1) % views.len();
            let scene = fuba_scene(&views[i], &names, touchline_games::Lang::En);
            std::hint::black_box(renderer.png(&scene))
        })
    });
    c.bench_function("fuba_scene_only", |b| {
        b.iter(|| {
            i = (i + 1) % views.len();
            std::hint::black_box(fuba_scene(&views[i], &names, touchline_games::Lang::En))
        })
    });
}

/// A Futbol Dash frame at a table of six (the fullest): scene, render and encode.
fn futbol_dash(c: &mut Criterion) {
    use touchline_games::futbol_dash::Format as DashFormat;
    use touchline_render::futbol_dash::{sample_views as dash_views, scene as dash_scene};
    let names: Vec<String> =
        ["Northside Rovers", "Harbour Athletic", "Eastfield", "Valley Town", "Old Quay", "Hillcrest"]
            .iter()
            .map(|s| s.to_string())
            .collect();
    let views = dash_views(DashFormat::Regular, 6, 5);
    let mut renderer = Renderer::new();
    let mut sizes: Vec<usize> =
        views.iter().map(|v| renderer.png(&dash_scene(v, &names, touchline_games::Lang::En)).len()).collect();
    sizes.sort();
    eprintln!(
        "futbol dash frame bytes over {} frames: p50 {} max {}",
        sizes.len(),
        sizes[sizes.len() / 2],
        sizes[sizes.len() - 1]
    );
    let mut i = 0;
    c.bench_function("futbol_dash_frame_scene_render_encode", |b| {
        b.iter(|| {
            i = (i + 1) % views.len();
            let scene = dash_scene(&views[i], &names, touchline_games::Lang::En);
            std::hint::black_box(renderer.png(&scene))
        })
    });
}

/// FASISAC frames over a full match (the pitch) and a four-manager draft (the board).
fn fasisac(c: &mut Criterion) {
    use touchline_games::fasisac::{Config, DraftRule};
    use touchline_render::fasisac::{sample_views, scene};
    let names: Vec<String> =
        ["Northside Rovers", "Harbour Athletic", "Eastfield", "Valley Town"].iter().map(|s| s.to_string()).collect();
    let mut views: Vec<(usize, _)> = sample_views(Config::default(), 2, 5).into_iter().map(|v| (2, v)).collect();
    let draft = Config { draft: Some(DraftRule::Snake), ..Config::default() };
    views.extend(sample_views(draft, 4, 5).into_iter().map(|v| (4, v)));
    let mut renderer = Renderer::new();
    let mut sizes: Vec<usize> =
        views.iter().map(|(n, v)| renderer.png(&scene(v, &names[..*n], touchline_games::Lang::En)).len()).collect();
    sizes.sort();
    eprintln!(
        "fasisac frame bytes over {} frames: p50 {} max {}",
        sizes.len(),
        sizes[sizes.len() / 2],
        sizes[sizes.len() - 1]
    );
    let mut i = 0;
    c.bench_function("fasisac_frame_scene_render_encode", |b| {
        b.iter(|| {
            i = (i + 1) % views.len();
            let (n, v) = &views[i];
            let scene = scene(v, &names[..*n], touchline_games::Lang::En);
            std::hint::black_box(renderer.png(&scene))
        })
    });
}

/// Super Team frames over a Quick Match and a solo match.
fn super_team(c: &mut Criterion) {
    use touchline_games::super_team::{Config, Level};
    use touchline_render::super_team::{sample_views, scene};
    let names: Vec<String> = ["Northside Rovers", "Harbour Athletic"].iter().map(|s| s.to_string()).collect();
    let mut views: Vec<(usize, _)> = sample_views(Config::default(), 5).into_iter().map(|v| (2, v)).collect();
    let solo = Config { solo: Some(Level::Hard), ..Config::default() };
    views.extend(sample_views(solo, 5).into_iter().map(|v| (1, v)));
    let mut renderer = Renderer::new();
    let mut sizes: Vec<usize> =
        views.iter().map(|(n, v)| renderer.png(&scene(v, &names[..*n], touchline_games::Lang::En)).len()).collect();
    sizes.sort();
    eprintln!(
        "super team frame bytes over {} frames: p50 {} max {}",
        sizes.len(),
        sizes[sizes.len() / 2],
        sizes[sizes.len() - 1]
    );
    let mut i = 0;
    c.bench_function("super_team_frame_scene_render_encode", |b| {
        b.iter(|| {
            i = (i + 1) % views.len();
            let (n, v) = &views[i];
            let scene = scene(v, &names[..*n], touchline_games::Lang::En);
            std::hint::black_box(renderer.png(&scene))
        })
    });
}

/// A 16-team league table: scene, render and encode (drawn on request, not per move).
fn standings(c: &mut Criterion) {
    let table = samples::standings();
    let mut renderer = Renderer::new();
    eprintln!("standings ({} rows) bytes: {}", table.rows.len(), renderer.standings_png(&table).len());
    c.bench_function("standings_16_rows_scene_render_encode", |b| {
        b.iter(|| std::hint::black_box(renderer.standings_png(&table)))
    });
    c.bench_function("standings_scene_only", |b| b.iter(|| std::hint::black_box(standings_scene(&table))));
}

/// A whole match as an animated GIF (every board of a computer-played match).
fn replays(c: &mut Criterion) {
    use touchline_render::animation::DISCORD_LIMIT;
    let names = samples::names();
    let kix: Vec<_> =
        kix_views(Format::Eleven, 5, true).iter().map(|v| kix_scene(v, &names, touchline_games::Lang::En)).collect();
    let fuba: Vec<_> = fuba_views(touchline_games::fuba::Config::advanced(), 5)
        .iter()
        .map(|v| fuba_scene(v, &names, touchline_games::Lang::En))
        .collect();
    let mut renderer = Renderer::new();
    for (name, scenes) in [("kix", &kix), ("fuba", &fuba)] {
        let gif = renderer.animation(scenes, DISCORD_LIMIT);
        eprintln!("{name} gif: {} boards of {}, {} bytes", gif.boards, gif.of, gif.bytes.len());
    }
    let mut group = c.benchmark_group("replay");
    group.sample_size(10);
    group.bench_function("kix_eleven_match_gif", |b| {
        b.iter(|| std::hint::black_box(renderer.animation(&kix, DISCORD_LIMIT).bytes.len()))
    });
    group.bench_function("fuba_match_gif", |b| {
        b.iter(|| std::hint::black_box(renderer.animation(&fuba, DISCORD_LIMIT).bytes.len()))
    });
    group.finish();
}

criterion_group!(benches, frame, fuba, futbol_dash, fasisac, super_team, standings, replays);
criterion_main!(benches);
