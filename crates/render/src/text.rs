//! Text with the bundled DejaVu Sans fonts (Bitstream Vera licence, see
//! `assets/fonts/LICENSE-DejaVu.txt`). Glyph coverage is rasterised once per glyph and size and
//! cached: a frame draws a few hundred glyphs, and rasterising them every time would cost more
//! than the rest of the frame.

use std::collections::HashMap;
use std::sync::OnceLock;

use ab_glyph::{Font, FontRef, GlyphId, PxScale, ScaleFont};

use crate::scene::{Align, Label, Rgba, Weight};

static REGULAR: &[u8] = include_bytes!("../../../assets/fonts/DejaVuSans.ttf");
static BOLD: &[u8] = include_bytes!("../../../assets/fonts/DejaVuSans-Bold.ttf");

/// A glyph's coverage, placed relative to its pen position on the baseline.
struct GlyphBitmap {
    left: i32,
    top: i32,
    width: u32,
    height: u32,
    coverage: Vec<u8>,
}

pub struct Typesetter {
    regular: FontRef<'static>,
    bold: FontRef<'static>,
    cache: HashMap<(Weight, GlyphId, u32), Option<GlyphBitmap>>,
}

impl Default for Typesetter {
    fn default() -> Self {
        Self::new()
    }
}

impl Typesetter {
    pub fn new() -> Self {
        Typesetter {
            regular: FontRef::try_from_slice(REGULAR).expect("the bundled regular font parses"),
            bold: FontRef::try_from_slice(BOLD).expect("the bundled bold font parses"),
            cache: HashMap::new(),
        }
    }

    fn font(&self, weight: Weight) -> &FontRef<'static> {
        match weight {
            Weight::Regular => &self.regular,
            Weight::Bold => &self.bold,
        }
    }

    /// The advance width of `text` at `size` pixels.
    pub fn width(&self, text: &str, size: f32, weight: Weight) -> f32 {
        let font = self.font(weight).as_scaled(PxScale::from(size));
        let mut width = 0.0;
        let mut last = None;
        for ch in text.chars() {
            let id = font.glyph_id(ch);
            if let Some(prev) = last {
                width += font.kern(prev, id);
            }
            width += font.h_advance(id);
            last = Some(id);
        }
        width
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
        let scaled = self.font(weight).as_scaled(PxScale::from(size));
        let baseline = (y + scaled.ascent()).round() as i32;
        let mut pen = start;
        let mut last = None;
        let size_key = (size * 4.0).round() as u32;
        let glyphs: Vec<(GlyphId, f32)> = text
            .chars()
            .map(|ch| {
                let id = scaled.glyph_id(ch);
                if let Some(prev) = last {
                    pen += scaled.kern(prev, id);
                }
                let at = pen;
                pen += scaled.h_advance(id);
                last = Some(id);
                (id, at)
            })
            .collect();
        for (id, at) in glyphs {
            let key = (weight, id, size_key);
            if !self.cache.contains_key(&key) {
                let bitmap = self.rasterise(weight, id, size);
                self.cache.insert(key, bitmap);
            }
            let Some(Some(glyph)) = self.cache.get(&key) else { continue };
            let ox = at.round() as i32 + glyph.left;
            let oy = baseline + glyph.top;
            blend_coverage(pixels, width, height, ox, oy, glyph, color);
        }
    }

    fn rasterise(&self, weight: Weight, id: GlyphId, size: f32) -> Option<GlyphBitmap> {
        let glyph = id.with_scale_and_position(PxScale::from(size), ab_glyph::point(0.0, 0.0));
        let outlined = self.font(weight).outline_glyph(glyph)?;
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
}

/// The advance width of `text`, for layout code that has no renderer at hand (scenes are built
/// before any pixel exists, but names still have to be cut to fit their column).
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
