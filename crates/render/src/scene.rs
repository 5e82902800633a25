//! The display list: what a frame is made of, before any pixel exists.
//!
//! Scenes are plain data, so layout is tested as text (see [`Scene::to_text`]) and pixels only in
//! a few golden images.

use std::fmt::Write;

/// A straight (not premultiplied) RGBA colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rgba(pub u8, pub u8, pub u8, pub u8);

impl Rgba {
    pub const fn hex(rgb: u32) -> Rgba {
        Rgba((rgb >> 16) as u8, (rgb >> 8) as u8, rgb as u8, 255)
    }
    pub const fn with_alpha(self, a: u8) -> Rgba {
        Rgba(self.0, self.1, self.2, a)
    }
}

impl std::fmt::Display for Rgba {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "#{:02x}{:02x}{:02x}", self.0, self.1, self.2)?;
        if self.3 != 255 {
            write!(f, "/{:02x}", self.3)?;
        }
        Ok(())
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Weight {
    Regular,
    Bold,
}

/// Which point of the text `x` names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Align {
    Left,
    Center,
    Right,
}

/// A line of text; `y` is the top of the line box and `x` the point named by `align`.
#[derive(Clone, Debug, PartialEq)]
pub struct Label {
    pub x: f32,
    pub y: f32,
    pub size: f32,
    pub weight: Weight,
    pub color: Rgba,
    pub align: Align,
    pub text: String,
}

/// One thing to draw. Coordinates are pixels from the top left.
#[derive(Clone, Debug, PartialEq)]
pub enum Shape {
    /// A filled rectangle, corners rounded by `radius`.
    Rect {
        x: f32,
        y: f32,
        w: f32,
        h: f32,
        radius: f32,
        fill: Rgba,
    },
    /// The outline of a rectangle.
    Outline {
        x: f32,
        y: f32,
        w: f32,
        h: f32,
        radius: f32,
        stroke: Rgba,
        width: f32,
    },
    Circle {
        cx: f32,
        cy: f32,
        r: f32,
        fill: Rgba,
    },
    Ring {
        cx: f32,
        cy: f32,
        r: f32,
        stroke: Rgba,
        width: f32,
    },
    /// An arc of a circle, angles in degrees clockwise from 3 o'clock.
    Arc {
        cx: f32,
        cy: f32,
        r: f32,
        from: f32,
        to: f32,
        stroke: Rgba,
        width: f32,
    },
    Line {
        x1: f32,
        y1: f32,
        x2: f32,
        y2: f32,
        stroke: Rgba,
        width: f32,
    },
    /// A line of text.
    Text(Label),
    /// A club's crest, drawn `size` pixels square with its top left at (x, y).
    Crest {
        x: f32,
        y: f32,
        size: f32,
        crest: crate::crest::Crest,
    },
}

/// What a scene is drawn on.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub enum Base {
    /// A game's static layer (its pitch and bands), drawn once per renderer and copied under
    /// every frame that uses it.
    Layer(Layer),
    /// A flat background of the scene's own size, for pictures whose size depends on their
    /// content (league tables, brackets). Filled per frame rather than cached: a fill costs no
    /// more than a copy, and a cache entry per size would grow without bound.
    Plain,
}

/// A static layer: its name (for snapshots and the cache) and the shapes that draw it.
#[derive(Clone, Copy)]
pub struct Layer {
    pub name: &'static str,
    pub shapes: fn() -> Vec<Shape>,
}

impl PartialEq for Layer {
    fn eq(&self, other: &Layer) -> bool {
        self.name == other.name
    }
}

impl Eq for Layer {}

impl std::hash::Hash for Layer {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.name.hash(state);
    }
}

impl std::fmt::Debug for Base {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Base::Layer(layer) => f.write_str(layer.name),
            Base::Plain => f.write_str("Plain"),
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Scene {
    pub width: u32,
    pub height: u32,
    pub base: Base,
    pub shapes: Vec<Shape>,
}

impl Scene {
    /// A stable, readable listing of the scene for snapshot tests.
    pub fn to_text(&self) -> String {
        let mut out = format!("scene {}x{} on {:?}\n", self.width, self.height, self.base);
        for shape in &self.shapes {
            let _ = match shape {
                Shape::Rect { x, y, w, h, radius, fill } => {
                    writeln!(out, "rect {x:.0},{y:.0} {w:.0}x{h:.0} r{radius:.0} {fill}")
                }
                Shape::Outline { x, y, w, h, radius, stroke, width } => {
                    writeln!(out, "outline {x:.0},{y:.0} {w:.0}x{h:.0} r{radius:.0} {stroke} w{width:.1}")
                }
                Shape::Circle { cx, cy, r, fill } => writeln!(out, "circle {cx:.0},{cy:.0} r{r:.0} {fill}"),
                Shape::Ring { cx, cy, r, stroke, width } => {
                    writeln!(out, "ring {cx:.0},{cy:.0} r{r:.0} {stroke} w{width:.1}")
                }
                Shape::Arc { cx, cy, r, from, to, stroke, width } => {
                    writeln!(out, "arc {cx:.0},{cy:.0} r{r:.0} {from:.0}..{to:.0} {stroke} w{width:.1}")
                }
                Shape::Line { x1, y1, x2, y2, stroke, width } => {
                    writeln!(out, "line {x1:.0},{y1:.0}-{x2:.0},{y2:.0} {stroke} w{width:.1}")
                }
                Shape::Text(Label { x, y, size, weight, color, align, text }) => {
                    writeln!(out, "text {x:.0},{y:.0} {size:.0}px {weight:?} {align:?} {color} {text:?}")
                }
                Shape::Crest { x, y, size, crest } => writeln!(out, "crest {x:.0},{y:.0} {size:.0}px {}", crest.tag),
            };
        }
        out
    }

    /// Every piece of text in the scene, in order (for leak tests and quick checks).
    pub fn texts(&self) -> Vec<&str> {
        self.shapes
            .iter()
            .filter_map(|s| match s {
                Shape::Text(label) => Some(label.text.as_str()),
                _ => None,
            })
            .collect()
    }
}

/// A text label: the one constructor every frame layout uses.
pub fn text(x: f32, y: f32, size: f32, weight: Weight, color: Rgba, align: Align, t: impl Into<String>) -> Shape {
    Shape::Text(Label { x, y, size, weight, color, align, text: t.into() })
}
