//! PNG output with a fixed 256-colour palette.
//!
//! Frames use a closed set of colours (grass, lines, team colours, card faces, text) plus their
//! anti-aliased blends, so one palette built at start-up from sample frames serves every frame.
//! Each frame is then mapped through a 32 KiB table (RGB555 → palette index) and written as an
//! 8-bit indexed PNG: about a third of the bytes of a truecolour PNG for a millisecond of work.

use std::collections::HashMap;

use tiny_skia::Pixmap;

/// Colours closer than this (squared RGB distance) to one already chosen are left to the nearest
/// match, so the palette spreads over the blends instead of spending itself on near-duplicates.
const MIN_SPACING: u32 = 24;

/// How hard the encoder works on a picture's bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Effort {
    /// Game frames, drawn on every move: deflate level 1 with the Up filter, the best
    /// bytes-for-time trade measured on them (fdeflate is twice as fast but twice the bytes).
    Fast,
    /// Tables and brackets, drawn on request and dense with text: level 4 without a filter
    /// takes about twice as long and is about a third smaller on them, which keeps a 24-row
    /// table or a 32-club bracket under the size budget.
    Small,
}

pub struct Palette {
    colors: Vec<[u8; 3]>,
    lut: Vec<u8>,
}

fn rgb555(r: u8, g: u8, b: u8) -> usize {
    ((r as usize >> 3) << 10) | ((g as usize >> 3) << 5) | (b as usize >> 3)
}

fn distance(a: [u8; 3], b: [u8; 3]) -> u32 {
    let d = |x: u8, y: u8| (x as i32 - y as i32).pow(2) as u32;
    d(a[0], b[0]) + d(a[1], b[1]) + d(a[2], b[2])
}

/// How often each colour appears in the sample frames, counted one frame at a time so that the
/// frames need not all be kept to build the palette.
#[derive(Default)]
pub struct ColourCounts {
    counts: HashMap<[u8; 3], u32>,
}

impl ColourCounts {
    /// Count an opaque pixmap's colours.
    pub fn add(&mut self, pixmap: &Pixmap) {
        // Counted by runs: frames are mostly long runs of one colour, and hashing every pixel
        // was most of the time it takes to make a renderer.
        let mut run: Option<([u8; 3], u32)> = None;
        for px in pixmap.data().chunks_exact(4) {
            let c = [px[0], px[1], px[2]];
            match &mut run {
                Some((colour, n)) if *colour == c => *n += 1,
                _ => {
                    if let Some((colour, n)) = run.replace((c, 1)) {
                        *self.counts.entry(colour).or_default() += n;
                    }
                }
            }
        }
        if let Some((colour, n)) = run {
            *self.counts.entry(colour).or_default() += n;
        }
    }

    /// The palette of the colours counted: the most used first.
    pub fn palette(self) -> Palette {
        let mut by_use: Vec<([u8; 3], u32)> = self.counts.into_iter().collect();
        // Most used first; ties broken by colour so the palette never depends on hash order
        // (nor on the order the frames were counted in).
        by_use.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        let mut colors: Vec<[u8; 3]> = Vec::with_capacity(256);
        for (spacing, pass) in [(MIN_SPACING, 0), (0, 1)] {
            for (c, _) in &by_use {
                if colors.len() == 256 {
                    break;
                }
                let far = colors.iter().all(|p| distance(*p, *c) > spacing);
                if far && (pass == 0 || !colors.contains(c)) {
                    colors.push(*c);
                }
            }
        }
        if colors.is_empty() {
            colors.push([0, 0, 0]);
        }
        let mut lut = vec![0u8; 1 << 15];
        for (i, slot) in lut.iter_mut().enumerate() {
            let c = [((i >> 10) as u8) << 3 | 4, (((i >> 5) & 31) as u8) << 3 | 4, ((i & 31) as u8) << 3 | 4];
            let nearest = colors.iter().enumerate().min_by_key(|(_, p)| distance(**p, c)).map(|(k, _)| k).unwrap_or(0);
            *slot = nearest as u8;
        }
        Palette { colors, lut }
    }
}

impl Palette {
    /// Build a palette from sample frames (opaque pixmaps): the most used colours first.
    pub fn from_samples(samples: &[Pixmap]) -> Palette {
        let mut counts = ColourCounts::default();
        for pixmap in samples {
            counts.add(pixmap);
        }
        counts.palette()
    }

    pub fn len(&self) -> usize {
        self.colors.len()
    }

    pub fn is_empty(&self) -> bool {
        self.colors.is_empty()
    }

    /// The palette's colour nearest to `c`.
    pub fn nearest(&self, c: [u8; 3]) -> [u8; 3] {
        self.colors.iter().copied().min_by_key(|p| distance(*p, c)).unwrap_or(c)
    }

    /// The palette as RGB triples, in index order.
    pub fn rgb(&self) -> Vec<u8> {
        self.colors.iter().flatten().copied().collect()
    }

    /// An opaque pixmap's pixels as palette indices, into a reusable buffer.
    pub fn index(&self, pixmap: &Pixmap, indices: &mut Vec<u8>) {
        let pixels = pixmap.data();
        indices.resize(pixels.len() / 4, 0);
        // Frames are mostly long runs of one colour: remember the last pixel's index.
        let (mut last, mut last_index) = (u32::MAX, 0u8);
        for (px, index) in pixels.chunks_exact(4).zip(indices.iter_mut()) {
            let word = u32::from_le_bytes([px[0], px[1], px[2], 0]);
            if word != last {
                last = word;
                last_index = self.lut[rgb555(px[0], px[1], px[2])];
            }
            *index = last_index;
        }
    }

    /// Encode an opaque pixmap as an indexed PNG; `indices` is a reusable buffer.
    pub fn encode(&self, pixmap: &Pixmap, indices: &mut Vec<u8>) -> Vec<u8> {
        self.encode_with(pixmap, indices, Effort::Fast)
    }

    /// [`Palette::encode`] with a choice of effort.
    pub fn encode_with(&self, pixmap: &Pixmap, indices: &mut Vec<u8>, effort: Effort) -> Vec<u8> {
        self.index(pixmap, indices);
        let rgb = self.rgb();
        let mut out = Vec::with_capacity(64 * 1024);
        let mut encoder = png::Encoder::new(&mut out, pixmap.width(), pixmap.height());
        encoder.set_color(png::ColorType::Indexed);
        encoder.set_depth(png::BitDepth::Eight);
        encoder.set_palette(rgb);
        let (level, filter) = match effort {
            Effort::Fast => (1, png::Filter::Up),
            Effort::Small => (4, png::Filter::NoFilter),
        };
        encoder.set_deflate_compression(png::DeflateCompression::Level(level));
        encoder.set_filter(filter);
        let mut writer = encoder.write_header().expect("writing a PNG header to memory cannot fail");
        writer.write_image_data(indices).expect("the frame matches the PNG header");
        writer.finish().expect("finishing a PNG in memory cannot fail");
        out
    }
}
