//! Club crests from uploads: an uploaded picture made safe and small once, in the bot package
//! (decoding untrusted files is kept out of the pure renderer, which only draws the result).
//!
//! An upload is refused before decoding when it is over [`MAX_UPLOAD`] bytes or is not a PNG,
//! JPEG, WebP or GIF (told by its first bytes, whatever its file name says: a crest saved as
//! `.jpg` that is really a PNG is taken as the PNG it is). It is decoded under strict limits —
//! at most [`MAX_SIDE`] pixels a side and [`MAX_ALLOC`] bytes of memory — so a decompression
//! bomb or a broken file is refused with a message, never a crash. What is kept is a
//! [`SIZE`]-pixel square PNG (the picture fitted inside, transparent around it), its edges made
//! fully opaque or fully clear and its colours reduced to at most [`COLOURS`], each replaced by
//! the nearest colour of the renderer's palette, so a crest looks the same on every picture.

use std::io::Cursor;

use image::error::LimitErrorKind;
use image::{imageops, ImageDecoder, ImageFormat, ImageReader, Limits, RgbaImage};
use touchline_games::players::Occupant;
use touchline_render::crest::Crest;

use crate::store::{Store, StoreError, StoredMatch};

/// The largest upload taken, in bytes.
pub const MAX_UPLOAD: usize = 512 * 1024;
/// The largest side, in pixels, an upload may declare.
pub const MAX_SIDE: u32 = 4096;
/// The most memory decoding may take.
pub const MAX_ALLOC: u64 = 64 * 1024 * 1024;
/// The stored crest's side, in pixels.
pub const SIZE: u32 = 64;
/// The most colours a stored crest has (transparency aside).
pub const COLOURS: usize = 8;

/// Why an upload cannot be a crest, in the uploader's terms.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CrestError {
    #[error("the file is {bytes} bytes; a crest may be at most 512 KiB")]
    TooLarge { bytes: usize },
    #[error("the file is not a picture Touchline reads: send a PNG, JPEG, WebP or GIF")]
    NotAnImage,
    #[error("{0} pictures are not taken: send a PNG, JPEG, WebP or GIF")]
    Unsupported(String),
    #[error("the picture is too big ({0}): a crest may be at most 4096 × 4096 pixels")]
    TooManyPixels(String),
    /// Within the side limit, but its pixels would unpack to more than [`MAX_ALLOC`] bytes (deep
    /// colour, or a decompression bomb).
    #[error("the picture would take too much memory to read ({0}): a crest may unpack to at most 64 MiB")]
    TooMuchMemory(String),
    #[error("the picture could not be read ({0}): it may be cut short or damaged")]
    Broken(String),
    #[error("the picture is empty")]
    Empty,
}

impl CrestError {
    /// The reason in `lang`, for the uploader (the `Display` form is English, for the logs).
    pub fn text(&self, lang: touchline_i18n::Lang) -> String {
        use touchline_i18n::say;
        let w = &crate::speech::LEAGUES;
        match self {
            CrestError::TooLarge { bytes } => say!(w, lang, "crest-error-too-large", bytes = *bytes),
            CrestError::NotAnImage => say!(w, lang, "crest-error-not-an-image"),
            CrestError::Unsupported(format) => say!(w, lang, "crest-error-unsupported", format = format.as_str()),
            CrestError::TooManyPixels(size) => say!(w, lang, "crest-error-too-many-pixels", size = size.as_str()),
            CrestError::TooMuchMemory(size) => say!(w, lang, "crest-error-too-much-memory", size = size.as_str()),
            CrestError::Broken(why) => say!(w, lang, "crest-error-broken", why = why.as_str()),
            CrestError::Empty => say!(w, lang, "crest-error-empty"),
        }
    }
}

fn decode(bytes: &[u8]) -> Result<image::DynamicImage, CrestError> {
    let reader = ImageReader::new(Cursor::new(bytes)).with_guessed_format().map_err(|_| CrestError::NotAnImage)?;
    match reader.format() {
        Some(ImageFormat::Png | ImageFormat::Jpeg | ImageFormat::WebP | ImageFormat::Gif) => {}
        Some(other) => return Err(CrestError::Unsupported(format!("{other:?}").to_uppercase())),
        None => return Err(CrestError::NotAnImage),
    }
    let mut reader = reader;
    let mut limits = Limits::default();
    limits.max_image_width = Some(MAX_SIDE);
    limits.max_image_height = Some(MAX_SIDE);
    limits.max_alloc = Some(MAX_ALLOC);
    reader.limits(limits);
    reader.decode().map_err(|e| match e {
        image::ImageError::Limits(ref limit) => match limit.kind() {
            LimitErrorKind::InsufficientMemory => CrestError::TooMuchMemory(unpacked_size(bytes)),
            _ => CrestError::TooManyPixels(e.to_string()),
        },
        image::ImageError::Unsupported(_) => CrestError::Unsupported("those".to_string()),
        other => CrestError::Broken(other.to_string()),
    })
}

/// What a picture's pixels would unpack to, read from its header alone: "4096 × 4096, 128 MiB
/// unpacked".
fn unpacked_size(bytes: &[u8]) -> String {
    let header = ImageReader::new(Cursor::new(bytes)).with_guessed_format().ok().and_then(|reader| {
        let mut limits = Limits::default();
        limits.max_image_width = Some(MAX_SIDE);
        limits.max_image_height = Some(MAX_SIDE);
        let mut reader = reader;
        reader.limits(limits);
        let decoder = reader.into_decoder().ok()?;
        let (w, h) = decoder.dimensions();
        Some((w, h, decoder.total_bytes()))
    });
    match header {
        Some((w, h, total)) => format!("{w} × {h}, {} MiB unpacked", total.div_ceil(1024 * 1024)),
        None => "over 64 MiB unpacked".to_string(),
    }
}

/// The crests of a match's people on the server it is played on, by seat (none for the computer,
/// for someone without a crest, or for a match outside a server).
pub async fn of_match(store: &Store, stored: &StoredMatch) -> Result<Vec<Option<Crest>>, StoreError> {
    let Some((guild, people)) = people_of(stored) else { return Ok(Vec::new()) };
    Ok(by_seat(stored, &store.crests_of(guild, &people).await?))
}

/// The server a match is played on and the people in it, whose crests its board shows; `None`
/// outside a server.
pub fn people_of(stored: &StoredMatch) -> Option<(u64, Vec<i64>)> {
    let guild = stored.thread.as_ref().and_then(|t| t.guild_id)?;
    Some((guild, stored.seating.occupants().iter().filter_map(person).collect()))
}

/// The crests `found` (by player), by seat.
pub fn by_seat(stored: &StoredMatch, found: &std::collections::HashMap<i64, Vec<u8>>) -> Vec<Option<Crest>> {
    let occupants = stored.seating.occupants();
    occupants.iter().map(|o| person(o).and_then(|p| found.get(&p)).and_then(|png| Crest::from_png(png))).collect()
}

fn person(o: &Occupant<i64>) -> Option<i64> {
    match o {
        Occupant::Person(p) => Some(*p),
        Occupant::Computer(_) => None,
    }
}

/// Why a crest could not be kept (not the upload's fault).
#[derive(Debug, thiserror::Error)]
pub enum KeepError {
    #[error(transparent)]
    Draw(#[from] crate::pictures::DrawError),
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// An upload made into a player's crest on a server (`set_by`: the player or an admin) and
/// kept; the stored PNG, or why the upload cannot be a crest (nothing changed then).
pub async fn keep(
    store: &Store,
    pictures: &crate::pictures::Pictures,
    guild_id: u64,
    player: i64,
    upload: Vec<u8>,
    set_by: i64,
) -> Result<Result<Vec<u8>, CrestError>, KeepError> {
    // The palette's colours are the renderer's: made with a pooled one.
    let made = pictures.draw(move |r| normalise(&upload, |c| r.nearest_colour(c))).await?;
    let Ok(png) = made else { return Ok(made) };
    store.set_crest(guild_id, player, &png, set_by).await?;
    Ok(Ok(png))
}

/// Take a player's crest on a server away; whether there was one.
pub async fn remove(store: &Store, guild_id: u64, player: i64) -> Result<bool, StoreError> {
    store.remove_crest(guild_id, player).await
}

/// An upload made into a stored crest (a small PNG), or why it cannot be one.
pub fn normalise(bytes: &[u8], nearest: impl Fn([u8; 3]) -> [u8; 3]) -> Result<Vec<u8>, CrestError> {
    if bytes.len() > MAX_UPLOAD {
        return Err(CrestError::TooLarge { bytes: bytes.len() });
    }
    let image = decode(bytes)?.to_rgba8();
    let (w, h) = image.dimensions();
    if w == 0 || h == 0 {
        return Err(CrestError::Empty);
    }
    // Fit the picture in the square, keeping its shape; the rest is transparent.
    let scale = SIZE as f32 / w.max(h) as f32;
    let (fw, fh) = (((w as f32 * scale).round() as u32).max(1), ((h as f32 * scale).round() as u32).max(1));
    let fitted = imageops::resize(&image, fw, fh, imageops::FilterType::Lanczos3);
    let mut square = RgbaImage::new(SIZE, SIZE);
    imageops::overlay(&mut square, &fitted, ((SIZE - fw) / 2) as i64, ((SIZE - fh) / 2) as i64);
    reduce(&mut square, &nearest);
    let mut out = Vec::new();
    square.write_to(&mut Cursor::new(&mut out), ImageFormat::Png).map_err(|e| CrestError::Broken(e.to_string()))?;
    Ok(out)
}

/// A colour bucket: how many pixels fell in it, and the sum of their channels.
type Bucket = (u32, [u32; 3]);

/// Hard edges, at most [`COLOURS`] colours, each one of the palette's.
fn reduce(image: &mut RgbaImage, nearest: &dyn Fn([u8; 3]) -> [u8; 3]) {
    // Count the opaque pixels' colours at 4 bits a channel; the most used buckets become the

    let mut counts = std::collections::HashMap::<[u8; 3], Bucket>::new();
    for px in image.pixels_mut() {
        px.0[3] = if px.0[3] >= 128 { 255 } else { 0 };
        if px.0[3] == 255 {
            let key = [px.0[0] >> 4, px.0[1] >> 4, px.0[2] >> 4];
            let e = counts.entry(key).or_default();
            e.0 += 1;
            for c in 0..3 {
                e.1[c] += px.0[c] as u32;
            }
        }
    }
    let mut buckets: Vec<([u8; 3], Bucket)> = counts.into_iter().collect();
    buckets.sort_by(|a, b| b.1 .0.cmp(&a.1 .0).then(a.0.cmp(&b.0)));
    let mut centres: Vec<[u8; 3]> = Vec::new();
    for (_, (n, sum)) in &buckets {
        let c = [(sum[0] / n) as u8, (sum[1] / n) as u8, (sum[2] / n) as u8];
        // Seeds far apart, so a gradient does not use every colour up.
        if centres.iter().all(|d| distance(*d, c) > 48 * 48) {
            centres.push(c);
        }
        if centres.len() == COLOURS {
            break;
        }
    }
    if centres.is_empty() {
        return;
    }
    let colours: Vec<[u8; 3]> = centres.iter().map(|c| nearest(*c)).collect();
    for px in image.pixels_mut() {
        if px.0[3] == 0 {
            px.0 = [0, 0, 0, 0];
            continue;
        }
        let c = [px.0[0], px.0[1], px.0[2]];
        let k = (0..centres.len()).min_by_key(|&k| distance(centres[k], c)).unwrap_or(0);
        let [r, g, b] = colours[k];
        px.0 = [r, g, b, 255];
    }
}

fn distance(a: [u8; 3], b: [u8; 3]) -> u32 {
    let d = |x: u8, y: u8| (x as i32 - y as i32).pow(2) as u32;
    d(a[0], b[0]) + d(a[1], b[1]) + d(a[2], b[2])
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A palette of a few colours, as the renderer's would snap to.
    fn nearest(c: [u8; 3]) -> [u8; 3] {
        let choices = [[200, 30, 30], [30, 60, 200], [245, 245, 245], [20, 20, 20]];
        *choices.iter().min_by_key(|p| distance(**p, c)).unwrap()
    }

    #[test]
    fn a_wide_picture_is_fitted_with_clear_space_and_palette_colours() {
        let mut img = RgbaImage::new(100, 50);
        for (x, _, px) in img.enumerate_pixels_mut() {
            px.0 = if x < 50 { [250, 0, 0, 255] } else { [0, 0, 250, 255] };
        }
        let mut png = Vec::new();
        img.write_to(&mut Cursor::new(&mut png), ImageFormat::Png).unwrap();
        let stored = normalise(&png, nearest).unwrap();
        let back = image::load_from_memory(&stored).unwrap().to_rgba8();
        assert_eq!(back.dimensions(), (SIZE, SIZE));
        assert_eq!(back.get_pixel(32, 0).0[3], 0);
        assert_eq!(back.get_pixel(10, 32).0, [200, 30, 30, 255]);
        assert_eq!(back.get_pixel(54, 32).0, [30, 60, 200, 255]);
    }

    #[test]
    fn a_deep_colour_bomb_within_the_side_limit_is_refused_for_its_memory() {
        // 4096 × 4096 at 16 bits a channel: the largest sides allowed, but 128 MiB unpacked from
        // a file of about a hundred kilobytes.
        let bomb = {
            use image::codecs::png::{CompressionType, FilterType, PngEncoder};
            let img = image::ImageBuffer::<image::Rgba<u16>, Vec<u16>>::new(MAX_SIDE, MAX_SIDE);
            let mut out = Vec::new();
            img.write_with_encoder(PngEncoder::new_with_quality(&mut out, CompressionType::Best, FilterType::NoFilter))
                .unwrap();
            out
        };
        assert!(bomb.len() <= MAX_UPLOAD, "the bomb is {} bytes", bomb.len());
        let refused = normalise(&bomb, nearest).unwrap_err();
        assert!(matches!(refused, CrestError::TooMuchMemory(_)), "{refused:?}");
        let told = refused.to_string();
        assert!(told.contains("too much memory") && told.contains("128 MiB unpacked"), "{told}");
        assert!(!told.contains("at most 4096 × 4096"), "{told}");
    }
}
