//! Touchline's pictures, pure: a game view becomes a [`Scene`] (a display list that tests can
//! read as text), the scene becomes pixels (tiny-skia, anti-aliased, bundled font), and the
//! pixels a small indexed PNG.
//!
//! A [`Renderer`] keeps what is worth keeping between frames: the static layer of each kind of
//! frame, the glyph cache and the palette. It is not shared between threads; the bot keeps one
//! per render worker.

pub mod animation;
pub mod bracket;
pub mod crest;
pub mod encode;
pub mod fasisac;
pub mod fuba;
pub mod futbol_dash;
pub mod kix;
pub mod palette;
pub mod pyramid;
pub mod raster;
pub mod scene;
pub mod standings;
pub mod super_team;
#[cfg(feature = "test-games")]
pub mod tally;
pub mod text;

use std::collections::HashMap;
use std::sync::{Arc, OnceLock};

use tiny_skia::{Color, Pixmap};
use touchline_games::text::name;
use touchline_games::{AnyMatch, AnyView, Ending, Lang, Outcome, Viewer};
use touchline_i18n::say;

pub use bracket::{bracket_scene, BracketPicture, BracketRound, BracketTie, BracketWords};
pub use scene::{Align, Base, Label, Layer, Rgba, Scene, Shape, Weight};
pub use standings::{standings_scene, StandingsLine, StandingsPicture, StandingsWords};

/// The pictures of every game: one line per game, naming its module here. Each module has
/// `scene(view, names, lang)`, `final_scene(view, names, outcome, lang)` (the last picture, which says how
/// the match ended, a resignation or a forfeit included), `samples(names)` (frames the palette
/// is built from) and `pinned()` (the frames its tests hold to snapshots and golden pictures).
macro_rules! pictures {
    ($($(#[$meta:meta])* $variant:ident => $module:ident;)+) => {
        /// The scene for any game's view; `names` has one name per seat; `ended` is the
        /// outcome once the match is over.
        pub fn scene_for(view: &AnyView, names: &[String], ended: Option<&Outcome>, lang: Lang) -> Scene {
            match (view, ended) {
                $($(#[$meta])* (AnyView::$variant(v), None) => $module::scene(v, names, lang),)+
                $($(#[$meta])* (AnyView::$variant(v), Some(o)) => $module::final_scene(v, names, o, lang),)+
            }
        }

        /// Sample frames of every game.
        fn game_samples(names: &[String]) -> Vec<Scene> {
            let mut out = Vec::new();
            $($(#[$meta])* out.extend($module::samples(names));)+
            out
        }

        /// The frames every game pins for its tests.
        pub fn pinned() -> Vec<Pinned> {
            let mut out = Vec::new();
            $($(#[$meta])* out.extend($module::pinned());)+
            out
        }
    };
}

pictures! {
    Kix => kix;
    Fuba => fuba;
    FutbolDash => futbol_dash;
    Fasisac => fasisac;
    SuperTeam => super_team;
    #[cfg(feature = "test-games")]
    Tally => tally;
}

/// A frame a game pins for its tests: the name of its scene snapshot and golden picture, and
/// the scene (drawn from a match its module sets up, so a change to the picture shows there).
#[derive(Clone, Debug)]
pub struct Pinned {
    pub name: &'static str,
    pub scene: Scene,
}

impl Pinned {
    pub fn new(name: &'static str, scene: Scene) -> Pinned {
        Pinned { name, scene }
    }
}

/// The first view `pick` likes among seeded matches' views (`views` gives a seed's), seeds
/// tried in order up to `tries`: how a game's pinned frames find the moment they show.
pub fn first_view<V>(tries: u64, views: impl Fn(u64) -> Vec<V>, pick: impl Fn(&V) -> bool) -> V {
    (0..tries).find_map(|seed| views(seed).into_iter().find(|v| pick(v))).expect("some seeded match has the frame")
}

/// A board's ground: the background, with a header band `header` high and a footer band from
/// `footer_y` to the bottom.
pub(crate) fn bands(width: u32, height: u32, header: f32, footer_y: f32) -> Vec<scene::Shape> {
    use palette::{BACKGROUND, HEADER};
    use scene::Shape;
    let (w, h) = (width as f32, height as f32);
    vec![
        Shape::Rect { x: 0.0, y: 0.0, w, h, radius: 0.0, fill: BACKGROUND },
        Shape::Rect { x: 0.0, y: 0.0, w, h: header, radius: 0.0, fill: HEADER },
        Shape::Rect { x: 0.0, y: footer_y, w, h: h - footer_y, radius: 0.0, fill: HEADER },
    ]
}

/// About `frames` of a match's views, evenly spread, and its last: the samples a game shows
/// of one match.
pub fn spread<V>(views: &[V], frames: usize) -> impl Iterator<Item = &V> {
    views.iter().step_by((views.len() / frames).max(1)).chain(views.last())
}

/// Club names for pinned frames, one per seat.
pub fn pinned_names(seats: usize) -> Vec<String> {
    ["Northside Rovers", "Harbour Athletic", "Eastfield", "Valley Town", "Old Quay", "Hillcrest"]
        .iter()
        .take(seats)
        .map(|s| s.to_string())
        .collect()
}

/// A match played by the computer at every seat, as a spectator's views after every step: the
/// frames games sample for their palette, goldens and benchmarks. The computer plays every
/// input itself (a time-out would pass in a reaction window, and samples should have cards
/// played in them).
pub fn computer_views<G: touchline_games::Game>(config: G::Config, seats: usize, seed: u64) -> Vec<G::View> {
    use touchline_games::{Chance, Command, Match, Viewer};
    let Ok((mut m, _)) = Match::<G>::new(config.clone(), seats, seed) else { return Vec::new() };
    let mut views = vec![m.view(Viewer::Spectator)];
    let mut chance = Chance::for_step(seed, u64::MAX);
    for _ in 0..G::max_inputs(&config) {
        let Some(seat) = m.status().to_act().iter().next() else { break };
        let Some(input) = m.computer_input(seat, &mut chance) else { break };
        if m.apply(seat, Command::Play(input)).is_ok() {
            views.push(m.view(Viewer::Spectator));
        }
    }
    views
}

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

impl Renderer {
    /// Set up fonts and static layers. The palette is built once per process (about a tenth of
    /// a second, from sample frames) and shared by every renderer.
    pub fn new() -> Renderer {
        static PALETTE: OnceLock<Arc<encode::Palette>> = OnceLock::new();
        let palette = PALETTE
            .get_or_init(|| {
                // Each sample is drawn into the one frame buffer and its colours counted before
                // the next: a hundred full-size frames kept at once would take some 400 MB.
                let mut sampler = Renderer::with_palette(Arc::new(encode::Palette::from_samples(&[])));
                let mut counts = encode::ColourCounts::default();
                for scene in samples::scenes() {
                    // Samples come game by game: only the static layer in use is worth keeping.
                    sampler.bases.retain(|base, _| *base == scene.base);
                    counts.add(sampler.draw(&scene));
                }
                Arc::new(counts.palette())
            })
            .clone();
        Renderer::with_palette(palette)
    }

    fn with_palette(palette: Arc<encode::Palette>) -> Renderer {
        Renderer { text: text::Typesetter::new(), bases: HashMap::new(), palette, scratch: None, indices: Vec::new() }
    }

    /// Draw the scene into the scratch frame: its static layer, then the shapes.
    fn draw(&mut self, scene: &Scene) -> &Pixmap {
        let (width, height) = (scene.width.max(1), scene.height.max(1));
        let fits = self.scratch.as_ref().is_some_and(|s| s.width() == width && s.height() == height);
        if !fits {
            self.scratch = Some(Pixmap::new(width, height).expect("frame size is not zero"));
        }
        match scene.base {
            Base::Layer(layer) => {
                // A cached layer is only reused at the size it was drawn at.
                let fresh = self.bases.get(&scene.base).is_some_and(|b| b.width() == width && b.height() == height);
                if !fresh {
                    let mut pixmap = Pixmap::new(width, height).expect("frame size is not zero");
                    raster::draw(&mut pixmap, &(layer.shapes)(), &mut self.text);
                    self.bases.insert(scene.base, pixmap);
                }
                if let (Some(scratch), Some(base)) = (self.scratch.as_mut(), self.bases.get(&scene.base)) {
                    scratch.data_mut().copy_from_slice(base.data());
                }
            }
            Base::Plain => {
                let Rgba(r, g, b, _) = palette::BACKGROUND;
                if let Some(scratch) = self.scratch.as_mut() {
                    scratch.fill(Color::from_rgba8(r, g, b, 255));
                }
            }
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
        // Game frames come on every move and must be quick; tables and brackets come on request
        // and are worth squeezing.
        let effort = match scene.base {
            Base::Layer(_) => encode::Effort::Fast,
            Base::Plain => encode::Effort::Small,
        };
        self.draw(scene);
        let pixmap = self.scratch.as_ref().expect("drawn just above");
        self.palette.encode_with(pixmap, &mut self.indices, effort)
    }

    /// A frame for any game's view; `names` has one name per seat; `ended` is the outcome once
    /// the match is over (the picture then says how it ended).
    pub fn frame(&mut self, view: &AnyView, names: &[String], ended: Option<&Outcome>, lang: Lang) -> Vec<u8> {
        let scene = scene_for(view, names, ended, lang);
        self.png(&scene)
    }

    /// [`Renderer::frame`] with the two sides' crests in the header, either side of the score.
    pub fn frame_with_crests(
        &mut self,
        view: &AnyView,
        names: &[String],
        ended: Option<&Outcome>,
        crests: &[Option<crest::Crest>],
        lang: Lang,
    ) -> Vec<u8> {
        let mut scene = scene_for(view, names, ended, lang);
        with_crests(&mut scene, crests);
        self.png(&scene)
    }

    /// The palette's colour nearest to `c`: a crest's colours are snapped to these.
    pub fn nearest_colour(&self, c: [u8; 3]) -> [u8; 3] {
        self.palette.nearest(c)
    }

    /// The public picture of a match now: the spectator's view, and how it ended if it has.
    pub fn match_frame(&mut self, m: &AnyMatch, names: &[String], lang: Lang) -> Vec<u8> {
        let status = m.status();
        self.frame(&m.view(Viewer::Spectator), names, status.outcome(), lang)
    }

    /// A league table as a PNG file.
    pub fn standings_png(&mut self, p: &StandingsPicture) -> Vec<u8> {
        self.png(&standings_scene(p))
    }

    /// A pyramid's season end as a PNG file.
    pub fn pyramid_png(&mut self, p: &pyramid::PyramidPicture) -> Vec<u8> {
        self.png(&pyramid::pyramid_scene(p))
    }

    /// A knockout bracket as a PNG file.
    pub fn bracket_png(&mut self, p: &BracketPicture) -> Vec<u8> {
        self.png(&bracket_scene(p))
    }

    /// Scenes as one animated GIF within `budget` bytes (see [`animation`]): boards of another
    /// size than the largest are drawn at its top left on the background.
    pub fn animation(&mut self, scenes: &[Scene], budget: usize) -> animation::Animation {
        let width = scenes.iter().map(|s| s.width.clamp(1, u16::MAX as u32)).max().unwrap_or(1);
        let height = scenes.iter().map(|s| s.height.clamp(1, u16::MAX as u32)).max().unwrap_or(1);
        let Rgba(r, g, b, _) = palette::BACKGROUND;
        let background = {
            let mut one = Pixmap::new(1, 1).expect("one pixel");
            one.fill(Color::from_rgba8(r, g, b, 255));
            let mut index = Vec::new();
            self.palette.index(&one, &mut index);
            index[0]
        };
        let palette = self.palette.clone();
        let mut draw = |i: usize| -> Vec<u8> {
            let scene = &scenes[i];
            let pixmap = self.draw(scene);
            let mut indices = Vec::new();
            palette.index(pixmap, &mut indices);
            let (w, h) = (pixmap.width() as usize, pixmap.height() as usize);
            if (w, h) == (width as usize, height as usize) {
                return indices;
            }
            let mut canvas = vec![background; width as usize * height as usize];
            for y in 0..h.min(height as usize) {
                let n = w.min(width as usize);
                canvas[y * width as usize..y * width as usize + n].copy_from_slice(&indices[y * w..y * w + n]);
            }
            canvas
        };
        let boards = animation::Boards {
            width: width as u16,
            height: height as u16,
            palette: palette.rgb(),
            count: scenes.len(),
            draw: &mut draw,
        };
        animation::animate(boards, budget)
    }

    pub fn palette_len(&self) -> usize {
        self.palette.len()
    }
}

/// Where crests go on a match frame: every game's header has the score or the match's title in
/// a box or at the left, nothing within 150 pixels either side of the centre but KIX's and FUBA's
/// score box; the crests sit just outside that, the home side's on the left and the away side's
/// on the right, each underlined in its side's colour (where the names are not beside them, the
/// colour says whose crest it is). Only two-sided matches get them.
const CREST_SIZE: f32 = 46.0;
const CREST_FROM_CENTRE: f32 = 158.0;
const CREST_TOP: f32 = 9.0;

/// Add the two sides' crests to a frame's header.
pub fn with_crests(scene: &mut Scene, crests: &[Option<crest::Crest>]) {
    if crests.len() != 2 {
        return;
    }
    let centre = scene.width as f32 / 2.0;
    let xs = [centre - CREST_FROM_CENTRE - CREST_SIZE, centre + CREST_FROM_CENTRE];
    for ((crest, x), colour) in crests.iter().zip(xs).zip([palette::HOME, palette::AWAY]) {
        if let Some(crest) = crest {
            scene.shapes.push(Shape::Crest { x, y: CREST_TOP, size: CREST_SIZE, crest: crest.clone() });
            let (y, w) = (CREST_TOP + CREST_SIZE + 4.0, CREST_SIZE - 8.0);
            scene.shapes.push(Shape::Rect { x: x + 4.0, y, w, h: 4.0, radius: 2.0, fill: colour });
        }
    }
}

/// How a match that did not reach its end ended, for its last picture: a headline and a line
/// ("RESIGNED", "Ann resigned: the match goes to Bob"). `None` for a match played to the end.
pub(crate) fn ended_early(outcome: &Outcome, names: &[String], lang: Lang) -> Option<(String, String)> {
    let w = &*WORDS;
    // The score is on the picture already; a resignation at 0–0 still has a winner.
    let result = match outcome.winner {
        Some(winner) => say!(w, lang, "ended-goes-to", name = name(names, winner)),
        None => say!(w, lang, "ended-no-winner"),
    };
    match outcome.ending {
        Ending::FullTime => None,
        Ending::Resigned(s) => Some((
            say!(w, lang, "ended-resigned-headline"),
            say!(w, lang, "ended-resigned", name = name(names, s), result = result),
        )),
        Ending::Forfeited(s) => Some((
            say!(w, lang, "ended-forfeited-headline"),
            say!(w, lang, "ended-forfeited", name = name(names, s), result = result),
        )),
    }
}

/// The words every game's picture shares, in every language (`src/locales/<language>.ftl`).
pub const SOURCES: [touchline_i18n::Source; 5] = touchline_i18n::sources!("locales/", ".ftl");

static WORDS: std::sync::LazyLock<touchline_i18n::Catalogue> =
    std::sync::LazyLock::new(|| touchline_i18n::Catalogue::lenient(&SOURCES));

/// Sample frames: what the palette is built from, and what the tests and benchmark draw.
pub mod samples {
    use touchline_games::{Command, Game, Match, Viewer};

    use super::Scene;
    use crate::bracket::{bracket_scene, BracketPicture, BracketRound, BracketTie};
    use crate::standings::{standings_scene, StandingsLine, StandingsPicture};

    /// A two-seat match played by the computer, as a spectator's views after every step.
    pub fn views<G: Game>(config: G::Config, seed: u64) -> Vec<G::View> {
        let (mut m, _) = Match::<G>::new(config, 2, seed).expect("two seats");
        let mut views = vec![m.view(Viewer::Spectator)];
        let mut guard = 0;
        while !m.is_finished() && guard < G::max_inputs(m.config()) {
            guard += 1;
            for seat in m.status().to_act().iter() {
                if m.apply(seat, Command::AutoMove).is_ok() {
                    views.push(m.view(Viewer::Spectator));
                }
            }
        }
        views
    }

    pub fn names() -> Vec<String> {
        vec!["Northside Rovers".to_string(), "Harbour Athletic".to_string()]
    }

    /// Frames of every game, then a league table and a bracket (so the palette has their pill,
    /// highlight and connector colours too).
    pub fn scenes() -> Vec<Scene> {
        let mut out = super::game_samples(&names());
        out.push(standings_scene(&standings()));
        out.push(bracket_scene(&bracket()));
        out
    }

    /// A table line from the results; played, goal difference and points follow from them.
    fn line(position: u32, name: &str, wdl: [u32; 3], goals: [u32; 2], form: &str) -> StandingsLine {
        let [won, drawn, lost] = wdl;
        let [goals_for, goals_against] = goals;
        StandingsLine {
            position,
            name: name.to_string(),
            played: won + drawn + lost,
            won,
            drawn,
            lost,
            goals_for,
            goals_against,
            goal_difference: goals_for as i64 - goals_against as i64,
            points: 3 * won as i64 + drawn as i64,
            form: form.chars().collect(),
            crest: None,
        }
    }

    /// A sixteen-team league part way through its season, with one name too long for its column.
    pub fn standings() -> StandingsPicture {
        let rows = vec![
            line(1, "Harbour Athletic", [9, 2, 1], [27, 9], "WWDWWW"),
            line(2, "Northside Rovers", [9, 2, 1], [25, 11], "WLWWDW"),
            line(3, "Ironbridge Town", [8, 2, 2], [22, 12], "DWWLW"),
            line(4, "Kingsmead Wanderers", [7, 3, 2], [19, 11], "WDWWL"),
            line(5, "Old Quay Albion", [6, 4, 2], [18, 13], "DDWWW"),
            line(6, "Portway United", [6, 2, 4], [20, 16], "LWWDL"),
            line(7, "Real Sporting Club de Lower Fenwick Marsh", [5, 4, 3], [17, 15], "WDLDW"),
            line(8, "Castle Hill Rangers", [5, 3, 4], [14, 14], "LLWDW"),
            line(9, "Millbrook Celtic", [4, 5, 3], [16, 15], "DDLWD"),
            line(10, "Saltmarsh City", [4, 3, 5], [15, 17], "WLDLW"),
            line(11, "Eastgate Corinthians", [3, 5, 4], [13, 16], "DLDWD"),
            line(12, "Westcliff Villa", [3, 3, 6], [12, 19], "LDLWL"),
            line(13, "Foxley Dynamo", [3, 2, 7], [11, 20], "LLWLD"),
            line(14, "Greenhithe Olympic", [2, 4, 6], [10, 19], "DLLDW"),
            line(15, "Brackenfield", [2, 2, 8], [9, 23], "LLDLL"),
            line(16, "Tidewater Swifts", [1, 2, 9], [8, 26], "LDLLL"),
        ];
        StandingsPicture {
            title: "Sunday League — Season 2".to_string(),
            subtitle: "KIX · double round robin · tie-break: football".to_string(),
            rows,
            footnotes: vec![
                "Harbour Athletic above Northside Rovers on goal difference".to_string(),
                "Lots drawn: none yet".to_string(),
            ],
            words: Default::default(),
        }
    }

    fn tie(home: Option<&str>, away: Option<&str>, score: Option<&str>, winner: Option<usize>) -> BracketTie {
        BracketTie {
            home: home.map(str::to_string),
            away: away.map(str::to_string),
            score: score.map(str::to_string),
            winner,
            bye: home.is_none() != away.is_none() && winner.is_some(),
            crests: [None, None],
        }
    }

    /// A finished six-team cup: two byes, a shoot-out, an aggregate and a champion.
    pub fn bracket() -> BracketPicture {
        let round = |name: &str, ties: Vec<BracketTie>| BracketRound { name: name.to_string(), ties };
        BracketPicture {
            title: "County Cup — 2025".to_string(),
            rounds: vec![
                round(
                    "Quarter-finals",
                    vec![
                        tie(Some("Northside Rovers"), Some("Harbour Athletic"), Some("2–1"), Some(0)),
                        tie(Some("Ironbridge Town"), None, None, Some(0)),
                        tie(Some("Kingsmead Wanderers"), Some("Portway United"), Some("2–2 (4–3 pens)"), Some(0)),
                        tie(None, Some("Old Quay Albion"), None, Some(1)),
                    ],
                ),
                round(
                    "Semi-finals",
                    vec![
                        tie(Some("Northside Rovers"), Some("Ironbridge Town"), Some("3–1 agg."), Some(0)),
                        tie(Some("Kingsmead Wanderers"), Some("Old Quay Albion"), Some("0–1"), Some(1)),
                    ],
                ),
                round(
                    "Final",
                    vec![tie(Some("Northside Rovers"), Some("Old Quay Albion"), Some("1–1 (5–4 pens)"), Some(1))],
                ),
            ],
            words: Default::default(),
        }
    }
}

#[cfg(test)]
mod words {
    #[test]
    fn the_shared_picture_words_are_whole_in_every_language_and_used() {
        let problems = touchline_i18n::problems(&super::SOURCES);
        assert!(problems.is_empty(), "{problems:#?}");
        let code = include_str!("lib.rs");
        let english = touchline_i18n::messages(super::SOURCES[0].text).unwrap();
        let unused: Vec<&String> = english.keys().filter(|id| !code.contains(&format!("\"{id}\""))).collect();
        assert!(unused.is_empty(), "{unused:?}");
    }
}
