//! A club's crest as the pictures draw it: the small square PNG the bot keeps (see the bot's
//! `crests` module, which makes it from an upload), decoded once to premultiplied pixels.

use std::sync::Arc;

/// A crest ready to draw.
#[derive(Clone, PartialEq, Eq)]
pub struct Crest {
    pub(crate) pixels: Arc<Vec<u8>>,
    pub(crate) side: u32,
    /// A short fingerprint, for scene listings.
    pub(crate) tag: String,
}

impl std::fmt::Debug for Crest {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "crest {}", self.tag)
    }
}

/// The largest stored crest drawn (stored crests are 64 pixels; anything bigger is not one).
const MAX_SIDE: u32 = 512;

impl Crest {
    /// A stored crest: a square PNG. `None` for anything else.
    pub fn from_png(bytes: &[u8]) -> Option<Crest> {
        let mut decoder = png::Decoder::new(std::io::Cursor::new(bytes));
        decoder.set_transformations(png::Transformations::EXPAND | png::Transformations::STRIP_16);
        let header = decoder.read_header_info().ok()?;
        let side = header.width;
        if side == 0 || side != header.height || side > MAX_SIDE {
            return None;
        }
        let mut reader = decoder.read_info().ok()?;
        let mut buf = vec![0; reader.output_buffer_size()?];
        let info = reader.next_frame(&mut buf).ok()?;
        let channels = info.color_type.samples();
        let mut pixels = Vec::with_capacity((side * side * 4) as usize);
        for px in buf[..info.buffer_size()].chunks_exact(channels) {
            let [r, g, b, a] = match channels {
                4 => [px[0], px[1], px[2], px[3]],
                3 => [px[0], px[1], px[2], 255],
                2 => [px[0], px[0], px[0], px[1]],
                _ => [px[0], px[0], px[0], 255],
            };
            let premultiply = |c: u8| ((c as u16 * a as u16 + 127) / 255) as u8;
            pixels.extend([premultiply(r), premultiply(g), premultiply(b), a]);
        }
        if pixels.len() != (side * side * 4) as usize {
            return None;
        }
        Some(Crest { pixels: Arc::new(pixels), side, tag: fingerprint(bytes) })
    }
}

fn fingerprint(bytes: &[u8]) -> String {
    // FNV-1a: a stable name for snapshots, not a security measure.
    let mut h: u32 = 0x811c_9dc5;
    for b in bytes {
        h ^= *b as u32;
        h = h.wrapping_mul(0x0100_0193);
    }
    format!("{h:08x}")
}
