//! Text with the bundled fonts: DejaVu Sans (Bitstream Vera licence) for Latin, Greek, Cyrillic,
//! Hebrew and Arabic letters, then two fallbacks for the names people give themselves: Droid
//! Sans Fallback (Apache 2.0) for Chinese, Japanese and Korean, and Symbola (free for any use)
//! cut down to its emoji and symbol blocks. Licences in `assets/fonts/`. A character none of
//! them has is drawn as the replacement sign (�), never as an empty box; joiners and emoji
//! modifiers take no room. Glyph coverage is rasterised once per glyph and size and cached: a
//! frame draws a few hundred glyphs, and rasterising them every time would cost more than the
//! rest of the frame.

use std::collections::HashMap;
use std::sync::OnceLock;

use ab_glyph::{Font, FontRef, GlyphId, PxScale, ScaleFont};

use crate::scene::{Align, Label, Rgba, Weight};

static REGULAR: &[u8] = include_bytes!("../../../assets/fonts/DejaVuSans.ttf");
static BOLD: &[u8] = include_bytes!("../../../assets/fonts/DejaVuSans-Bold.ttf");
static CJK: &[u8] = include_bytes!("../../../assets/fonts/DroidSansFallback.ttf");
static EMOJI: &[u8] = include_bytes!("../../../assets/fonts/SymbolaEmoji.ttf");

/// Drawn for a character no bundled font has.
const REPLACEMENT: char = '\u{FFFD}';

/// Characters that only join or adjust their neighbours (zero-width joiners and spaces,
/// variation selectors, skin-tone modifiers, tag characters): drawn as nothing.
fn invisible(ch: char) -> bool {
    matches!(ch, '\u{200B}'..='\u{200F}' | '\u{2060}' | '\u{FE00}'..='\u{FE0F}' | '\u{1F3FB}'..='\u{1F3FF}' | '\u{E0000}'..='\u{E007F}')
}

/// A glyph's coverage, placed relative to its pen position on the baseline.
struct GlyphBitmap {
    left: i32,
    top: i32,
    width: u32,
    height: u32,
    coverage: Vec<u8>,
}

/// Which font of the chain a glyph comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Face {
    Main(Weight),
    Cjk,
    Emoji,
}

pub struct Typesetter {
    regular: FontRef<'static>,
    bold: FontRef<'static>,
    cjk: FontRef<'static>,
    emoji: FontRef<'static>,
    cache: HashMap<(Face, GlyphId, u32), Option<GlyphBitmap>>,
}

impl Default for Typesetter {
    fn default() -> Self {
        Self::new()
    }
}

impl Typesetter {
    pub fn new() -> Self {
        let font = |bytes: &'static [u8]| FontRef::try_from_slice(bytes).expect("a bundled font parses");
        Typesetter {
            regular: font(REGULAR),
            bold: font(BOLD),
            cjk: font(CJK),
            emoji: font(EMOJI),
            cache: HashMap::new(),
        }
    }

    fn font(&self, face: Face) -> &FontRef<'static> {
        match face {
            Face::Main(Weight::Regular) => &self.regular,
            Face::Main(Weight::Bold) => &self.bold,
            Face::Cjk => &self.cjk,
            Face::Emoji => &self.emoji,
        }
    }

    /// The font and glyph that draw `ch`: the first font of the chain that has it, else the
    /// replacement sign.
    fn glyph(&self, ch: char, weight: Weight) -> (Face, GlyphId) {
        self.find(ch, weight)
            .unwrap_or_else(|| (Face::Main(weight), self.font(Face::Main(weight)).glyph_id(REPLACEMENT)))
    }

    /// The first font of the chain that has `ch`, and its glyph.
    fn find(&self, ch: char, weight: Weight) -> Option<(Face, GlyphId)> {
        [Face::Main(weight), Face::Cjk, Face::Emoji]
            .into_iter()
            .map(|face| (face, self.font(face).glyph_id(ch)))
            .find(|(_, id)| id.0 != 0)
    }

    /// Each visible character's font, glyph and pen position at `size`, from `start`; and the
    /// pen's end.
    fn layout(&self, text: &str, size: f32, weight: Weight, start: f32) -> (Vec<(Face, GlyphId, f32)>, f32) {
        let scale = PxScale::from(size);
        let mut pen = start;
        let mut last: Option<(Face, GlyphId)> = None;
        let mut out = Vec::with_capacity(text.len());
        for ch in text.chars().filter(|c| !invisible(*c)) {
            let (face, id) = self.glyph(ch, weight);
            let scaled = self.font(face).as_scaled(scale);
            if let Some((prev_face, prev)) = last {
                if prev_face == face {
                    pen += scaled.kern(prev, id);
                }
            }
            out.push((face, id, pen));
            pen += scaled.h_advance(id);
            last = Some((face, id));
        }
        (out, pen)
    }

    /// The advance width of `text` at `size` pixels.
    pub fn width(&self, text: &str, size: f32, weight: Weight) -> f32 {
        self.layout(text, size, weight, 0.0).1
    }

    /// Draw a label into an opaque premultiplied RGBA buffer of `width` pixels per row.
    pub fn draw(&mut self, pixels: &mut [u8], width: u32, label: &Label) {
        let Label { x, y, size, weight, color, align, ref text } = *label;
        let start = match align {
            Align::Left => x,
            Align::Center => x - self.width(text, size, weight) / 2.0,
            Align::Right => x - self.width(text, size, weight),
        };
        let height = (pixels.len() / 4) as u32 / width.max(1);
        // Every font sits on the main font's baseline.
        let baseline = (y + self.font(Face::Main(weight)).as_scaled(PxScale::from(size)).ascent()).round() as i32;
        let size_key = (size * 4.0).round() as u32;
        let (glyphs, _) = self.layout(text, size, weight, start);
        for (face, id, at) in glyphs {
            let key = (face, id, size_key);
            if !self.cache.contains_key(&key) {
                let bitmap = self.rasterise(face, id, size);
                self.cache.insert(key, bitmap);
            }
            let Some(Some(glyph)) = self.cache.get(&key) else { continue };
            let ox = at.round() as i32 + glyph.left;
            let oy = baseline + glyph.top;
            blend_coverage(pixels, width, height, ox, oy, glyph, color);
        }
    }

    fn rasterise(&self, face: Face, id: GlyphId, size: f32) -> Option<GlyphBitmap> {
        let glyph = id.with_scale_and_position(PxScale::from(size), ab_glyph::point(0.0, 0.0));
        let outlined = self.font(face).outline_glyph(glyph)?;
        let bounds = outlined.px_bounds();
        let (w, h) = (bounds.width() as u32, bounds.height() as u32);
        let mut coverage = vec![0u8; (w * h) as usize];
        outlined.draw(|gx, gy, c| {
            if gx < w && gy < h {
                coverage[(gy * w + gx) as usize] = (c.clamp(0.0, 1.0) * 255.0).round() as u8;
            }
        });
        Some(GlyphBitmap { left: bounds.min.x as i32, top: bounds.min.y as i32, width: w, height: h, coverage })
    }

    /// Whether every visible character of `text` is drawn from a font (none falls back to the
    /// replacement sign).
    pub fn covers(&self, text: &str) -> bool {
        text.chars().filter(|c| !invisible(*c)).all(|ch| self.find(ch, Weight::Regular).is_some())
    }
}

/// The advance width of `text`, for layout code that has no renderer at hand (scenes are built
/// before any pixel exists, but names still have to be cut to fit their column).
/// A name cut to at most `max` characters, the last of them an ellipsis when it was longer.
pub fn short(name: &str, max: usize) -> String {
    if name.chars().count() <= max {
        name.to_string()
    } else {
        let cut: String = name.chars().take(max.saturating_sub(1)).collect();
        format!("{cut}…")
    }
}

/// The top of a line of text of `size` centred in a band `h` high from `top`: DejaVu's line
/// box is about 1.17 em (ascent plus descent).
pub fn centred(top: f32, h: f32, size: f32) -> f32 {
    top + (h - size * 1.17) / 2.0
}

pub fn measure(text: &str, size: f32, weight: Weight) -> f32 {
    static FONTS: OnceLock<Typesetter> = OnceLock::new();
    FONTS.get_or_init(Typesetter::new).width(text, size, weight)
}

/// `text` as it fits in `max` pixels: whole, or cut with an ellipsis.
pub fn fit(text: &str, size: f32, weight: Weight, max: f32) -> String {
    if measure(text, size, weight) <= max {
        return text.to_string();
    }
    let chars: Vec<char> = text.chars().collect();
    let cut = |keep: usize| format!("{}…", chars[..keep].iter().collect::<String>().trim_end());
    let fits = |keep: usize| measure(&cut(keep), size, weight) <= max;
    // The longest prefix that fits, by halving (width grows with the prefix), so that even an
    // absurdly long input costs little.
    let (mut lo, mut hi) = (0, chars.len());
    while hi - lo > 1 {
        let mid = (lo + hi) / 2;
        if fits(mid) {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    if fits(lo) {
        cut(lo)
    } else {
        "…".to_string()
    }
}

/// `text` broken into lines of at most `max` pixels at word boundaries; a word too long for a
/// line on its own is cut with an ellipsis.
pub fn wrap(text: &str, size: f32, weight: Weight, max: f32) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        let joined = if line.is_empty() { word.to_string() } else { format!("{line} {word}") };
        if measure(&joined, size, weight) <= max {
            line = joined;
            continue;
        }
        if !line.is_empty() {
            lines.push(std::mem::take(&mut line));
        }
        line = fit(word, size, weight, max);
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

fn blend_coverage(pixels: &mut [u8], width: u32, height: u32, ox: i32, oy: i32, glyph: &GlyphBitmap, color: Rgba) {
    for gy in 0..glyph.height as i32 {
        let py = oy + gy;
        if py < 0 || py >= height as i32 {
            continue;
        }
        for gx in 0..glyph.width as i32 {
            let px = ox + gx;
            if px < 0 || px >= width as i32 {
                continue;
            }
            let c = glyph.coverage[(gy as u32 * glyph.width + gx as u32) as usize] as u32;
            if c == 0 {
                continue;
            }
            let a = c * color.3 as u32 / 255;
            let i = ((py as u32 * width + px as u32) * 4) as usize;
            for (k, src) in [color.0, color.1, color.2].into_iter().enumerate() {
                let dst = pixels[i + k] as u32;
                pixels[i + k] = ((src as u32 * a + dst * (255 - a) + 127) / 255) as u8;
            }
        }
    }
}
