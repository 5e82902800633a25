//! Club crests from real files of every accepted format, and the uploads that must be refused:
//! a picture declaring enormous dimensions, a decompression bomb, a cut-short file, a file that
//! is not a picture, a format not taken. (The pictures a crest appears on are the renderer's
//! goldens.)

use std::io::Cursor;

use image::{ImageFormat, Rgba, RgbaImage};
use touchline::crests::{normalise, CrestError, COLOURS, SIZE};
use touchline_render::crest::Crest;
use touchline_render::Renderer;

/// An upload made a crest with the pictures' palette, as the bot does.
fn make(renderer: &Renderer, bytes: &[u8]) -> Result<Vec<u8>, CrestError> {
    normalise(bytes, |c| renderer.nearest_colour(c))
}

/// A shield: a red field, a white band, a blue ball, soft edges, on transparency; 200 × 240.
fn shield() -> RgbaImage {
    RgbaImage::from_fn(200, 240, |x, y| {
        let (fx, fy) = (x as f32, y as f32);
        let inside = fx > 10.0 && fx < 190.0 && fy > 10.0 && fy < 230.0 - (fx - 100.0).abs() * 0.5;
        if !inside {
            return Rgba([0, 0, 0, 0]);
        }
        let ball = (fx - 100.0).powi(2) + (fy - 150.0).powi(2) < 35.0 * 35.0;
        match (ball, (90.0..120.0).contains(&fy)) {
            (true, _) => Rgba([30, 60, 200, 255]),
            (false, true) => Rgba([245, 245, 245, 255]),
            _ => Rgba([200, 25, 40, 255]),
        }
    })
}

fn encoded(format: ImageFormat) -> Vec<u8> {
    let mut out = Vec::new();
    let image = image::DynamicImage::ImageRgba8(shield());
    // JPEG has no transparency.
    let image = if format == ImageFormat::Jpeg { image::DynamicImage::ImageRgb8(image.to_rgb8()) } else { image };
    image.write_to(&mut Cursor::new(&mut out), format).expect("encoded");
    out
}

#[test]
fn every_accepted_format_becomes_a_small_square_crest() {
    let renderer = Renderer::new();
    for format in [ImageFormat::Png, ImageFormat::Jpeg, ImageFormat::WebP, ImageFormat::Gif] {
        let upload = encoded(format);
        let stored = make(&renderer, &upload).unwrap_or_else(|e| panic!("{format:?}: {e}"));
        let crest = image::load_from_memory_with_format(&stored, ImageFormat::Png).expect("a PNG").to_rgba8();
        assert_eq!(crest.dimensions(), (SIZE, SIZE), "{format:?}");
        let opaque: std::collections::HashSet<[u8; 3]> =
            crest.pixels().filter(|p| p.0[3] == 255).map(|p| [p.0[0], p.0[1], p.0[2]]).collect();
        assert!(opaque.len() <= COLOURS && opaque.len() >= 2, "{format:?}: {} colours", opaque.len());
        assert!(crest.pixels().all(|p| p.0[3] == 0 || p.0[3] == 255), "{format:?}: hard edges");
        // Taller than wide: clear at the sides (not for JPEG, which has no transparency).
        if format != ImageFormat::Jpeg {
            assert_eq!(crest.get_pixel(0, 32).0[3], 0, "{format:?}");
        }
        // The red field stays red.
        let centre = crest.get_pixel(32, 14).0;
        assert!(centre[0] > 150 && centre[1] < 90, "{format:?}: {centre:?}");
        assert!(Crest::from_png(&stored).is_some());
        assert!(stored.len() < 8 * 1024, "{format:?}: {} bytes", stored.len());
    }
}

/// A PNG of one IHDR declaring the size given, and no pixels.
fn png_declaring(width: u32, height: u32) -> Vec<u8> {
    fn crc(bytes: &[u8]) -> u32 {
        let mut c = 0xffff_ffffu32;
        for b in bytes {
            c ^= *b as u32;
            for _ in 0..8 {
                c = if c & 1 == 1 { 0xedb8_8320 ^ (c >> 1) } else { c >> 1 };
            }
        }
        !c
    }
    let mut out = vec![0x89, b'P', b'N', b'G', 0x0d, 0x0a, 0x1a, 0x0a];
    let mut chunk = b"IHDR".to_vec();
    chunk.extend(width.to_be_bytes());
    chunk.extend(height.to_be_bytes());
    chunk.extend([8, 6, 0, 0, 0]);
    out.extend(13u32.to_be_bytes());
    out.extend(&chunk);
    out.extend(crc(&chunk).to_be_bytes());
    out.extend(0u32.to_be_bytes());
    out.extend(b"IEND");
    out.extend(crc(b"IEND").to_be_bytes());
    out
}

#[test]
fn enormous_broken_and_foreign_files_are_refused_with_a_reason() {
    let renderer = Renderer::new();
    let huge = make(&renderer, &png_declaring(100_000, 100_000)).unwrap_err();
    assert!(matches!(huge, CrestError::TooManyPixels(_)), "{huge:?}");
    assert!(huge.to_string().contains("at most 4096 × 4096"), "{huge}");

    // A bomb: inside the side limit, 16-bit colour, a few hundred kilobytes that would unpack to
    // some 128 MB.
    let bomb = {
        let mut out = Vec::new();
        let mut encoder = png::Encoder::new(&mut out, 4000, 4000);
        encoder.set_color(png::ColorType::Rgba);
        encoder.set_depth(png::BitDepth::Sixteen);
        encoder.set_deflate_compression(png::DeflateCompression::Level(9));
        let mut writer = encoder.write_header().unwrap();
        writer.write_image_data(&vec![0u8; 4000 * 4000 * 8]).unwrap();
        writer.finish().unwrap();
        out
    };
    assert!(bomb.len() <= 512 * 1024, "the bomb is {} bytes", bomb.len());
    let refused = make(&renderer, &bomb).unwrap_err();
    assert!(matches!(refused, CrestError::TooMuchMemory(_)), "{refused:?}");
    assert!(refused.to_string().contains("too much memory"), "{refused}");

    let png = encoded(ImageFormat::Png);
    let cut = make(&renderer, &png[..png.len() / 2]).unwrap_err();
    assert!(matches!(cut, CrestError::Broken(_)), "{cut:?}");
    assert!(cut.to_string().contains("cut short or damaged"));

    let text = make(&renderer, b"Northside Rovers, est. 1887").unwrap_err();
    assert_eq!(text, CrestError::NotAnImage);

    let bmp = encoded(ImageFormat::Bmp);
    let foreign = make(&renderer, &bmp).unwrap_err();
    assert!(matches!(foreign, CrestError::Unsupported(_)), "{foreign:?}");
    assert!(foreign.to_string().contains("BMP pictures are not taken"), "{foreign}");

    let large = vec![0u8; 512 * 1024 + 1];
    assert!(matches!(make(&renderer, &large), Err(CrestError::TooLarge { .. })));
}
