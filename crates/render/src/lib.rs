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
use std::sync::{Arc, OnceLock};

use tiny_skia::Pixmap;
use touchline_games::kix::KixView;
use touchline_games::AnyView;

pub use scene::{Align, Base, Label, Rgba, Scene, Shape, Weight};

pub struct Renderer {
    text: text::Typesetter,
    bases: HashMap<Base, Pixmap>,
    palette: Arc<encode::Palette>,
    /// The frame being drawn, reused so that a frame costs no large allocation.
    scratch: Option<Pixmap>,
    /// Palette indices of the frame being encoded, reused likewise.
    indices: Vec<u8>,
}

impl Default for Renderer {
    fn default() -> Self {
        Self::new()
    }
}

/// Team names for a frame, one per seat.
pub type Names = [String; 2];

impl Renderer {
    /// Set up fonts and static layers. The palette is built once per process (about a tenth of
    /// a second, from sample frames) and shared by every renderer.
    pub fn new() -> Renderer {
        static PALETTE: OnceLock<Arc<encode::Palette>> = OnceLock::new();
        let palette = PALETTE
            .get_or_init(|| {
                let mut sampler = Renderer::with_palette(Arc::new(encode::Palette::from_samples(&[])));
                let samples: Vec<Pixmap> = samples::scenes().iter().map(|s| sampler.rasterise(s)).collect();
                Arc::new(encode::Palette::from_samples(&samples))
            })
            .clone();
        Renderer::with_palette(palette)
    }

    fn with_palette(palette: Arc<encode::Palette>) -> Renderer {
        Renderer { text: text::Typesetter::new(), bases: HashMap::new(), palette, scratch: None, indices: Vec::new() }
    }

    /// Draw the scene into the scratch frame: the cached static layer, then the shapes.
    fn draw(&mut self, scene: &Scene) -> &Pixmap {
        if !self.bases.contains_key(&scene.base) {
            let mut pixmap = Pixmap::new(scene.width, scene.height).expect("frame size is not zero");
            let shapes = match scene.base {
                Base::KixPitch => kix::base(),
            };
            raster::draw(&mut pixmap, &shapes, &mut self.text);
            self.bases.insert(scene.base, pixmap);
        }
        let base = &self.bases[&scene.base];
        let fits = self.scratch.as_ref().is_some_and(|s| s.width() == base.width() && s.height() == base.height());
        if fits {
            if let Some(scratch) = self.scratch.as_mut() {
                scratch.data_mut().copy_from_slice(base.data());
            }
        } else {
            self.scratch = Some(base.clone());
        }
        let scratch = self.scratch.as_mut().expect("set just above");
        raster::draw(scratch, &scene.shapes, &mut self.text);
        scratch
    }

    /// The scene's pixels (opaque RGBA).
    pub fn rasterise(&mut self, scene: &Scene) -> Pixmap {
        self.draw(scene).clone()
    }

    /// The scene as a PNG file.
    pub fn png(&mut self, scene: &Scene) -> Vec<u8> {
        self.draw(scene);
        let pixmap = self.scratch.as_ref().expect("drawn just above");
        self.palette.encode(pixmap, &mut self.indices)
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
