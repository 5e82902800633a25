//! Touchline's pictures, pure: a game view becomes a [`Scene`] (a display list that tests can
//! read as text), the scene becomes pixels (tiny-skia, anti-aliased, bundled font), and the
//! pixels a small indexed PNG.
//!
//! A [`Renderer`] keeps what is worth keeping between frames: the static layer of each kind of
//! frame, the glyph cache and the palette. It is not shared between threads; the bot keeps one
//! per render worker.

pub mod encode;
pub mod kix;
pub mod palette;
pub mod raster;
pub mod scene;
pub mod text;

use std::collections::HashMap;

use tiny_skia::Pixmap;
use touchline_games::kix::KixView;
use touchline_games::AnyView;

pub use scene::{Align, Base, Rgba, Scene, Shape, Weight};

pub struct Renderer {
    text: text::Typesetter,
    bases: HashMap<Base, Pixmap>,
    palette: encode::Palette,
}

impl Default for Renderer {
    fn default() -> Self {
        Self::new()
    }
}

/// Team names for a frame, one per seat.
pub type Names = [String; 2];

impl Renderer {
    /// Set up fonts, static layers and the palette (tens of milliseconds, once).
    pub fn new() -> Renderer {
        let mut r = Renderer {
            text: text::Typesetter::new(),
            bases: HashMap::new(),
            palette: encode::Palette::from_samples(&[]),
        };
        let samples: Vec<Pixmap> = samples::scenes().iter().map(|s| r.rasterise(s)).collect();
        r.palette = encode::Palette::from_samples(&samples);
        r
    }

    fn base(&mut self, base: Base, width: u32, height: u32) -> Pixmap {
        if !self.bases.contains_key(&base) {
            let mut pixmap = Pixmap::new(width, height).expect("frame size is not zero");
            let shapes = match base {
                Base::KixPitch => kix::base(),
            };
            raster::draw(&mut pixmap, &shapes, &mut self.text);
            self.bases.insert(base, pixmap);
        }
        self.bases[&base].clone()
    }

    /// The scene's pixels (opaque RGBA).
    pub fn rasterise(&mut self, scene: &Scene) -> Pixmap {
        let mut pixmap = self.base(scene.base, scene.width, scene.height);
        raster::draw(&mut pixmap, &scene.shapes, &mut self.text);
        pixmap
    }

    /// The scene as a PNG file.
    pub fn png(&mut self, scene: &Scene) -> Vec<u8> {
        let pixmap = self.rasterise(scene);
        self.palette.encode(&pixmap)
    }

    /// A frame for any game's view.
    pub fn frame(&mut self, view: &AnyView, names: &Names) -> Vec<u8> {
        let scene = scene_for(view, names);
        self.png(&scene)
    }

    pub fn palette_len(&self) -> usize {
        self.palette.len()
    }
}

/// The scene for any game's view.
pub fn scene_for(view: &AnyView, names: &Names) -> Scene {
    match view {
        AnyView::Kix(v) => kix::scene(v, names),
    }
}

/// The KIX scene for a view.
pub fn kix_scene(view: &KixView, names: &Names) -> Scene {
    kix::scene(view, names)
}

/// Sample frames: what the palette is built from, and what the tests and benchmark draw.
pub mod samples {
    use touchline_games::kix::{Config, Format, Kix};
    use touchline_games::{Command, Match, Viewer};

    use super::{kix, Scene};

    /// A KIX match played by the computer on both sides, as a spectator's views after every step.
    pub fn kix_views(format: Format, seed: u64, result_needed: bool) -> Vec<touchline_games::kix::KixView> {
        let config = Config { format, result_needed, clubs: [None, None] };
        let (mut m, _) = Match::<Kix>::new(config, 2, seed).expect("two seats");
        let mut views = vec![m.view(Viewer::Spectator)];
        let mut guard = 0;
        while !m.is_finished() && guard < 1000 {
            guard += 1;
            for seat in m.status().to_act().iter() {
                if m.apply(seat, Command::AutoMove).is_ok() {
                    views.push(m.view(Viewer::Spectator));
                }
            }
        }
        views
    }

    pub fn names() -> [String; 2] {
        ["Northside Rovers".to_string(), "Harbour Athletic".to_string()]
    }

    /// A spread of frames covering every kind of KIX picture.
    pub fn scenes() -> Vec<Scene> {
        let names = names();
        let mut out = Vec::new();
        for (format, seed) in [(Format::Five, 1), (Format::Eleven, 2), (Format::Eleven, 3)] {
            let views = kix_views(format, seed, true);
            let step = (views.len() / 8).max(1);
            for v in views.iter().step_by(step).chain(views.last()) {
                out.push(kix::scene(v, &names));
            }
        }
        out
    }
}
