//! A whole match as an animated GIF: every board, in order, readable by a GIF decoder; and a
//! budget too small for every board thins them evenly, keeping the first and the last.

use image::AnimationDecoder;
use touchline_games::kix::Format;
use touchline_render::kix::{sample_views as kix_views, scene as kix_scene};
use touchline_render::{samples, Renderer};

fn frames(gif: &[u8]) -> Vec<image::RgbaImage> {
    let decoder = image::codecs::gif::GifDecoder::new(std::io::Cursor::new(gif)).expect("a GIF");
    decoder.into_frames().collect_frames().expect("frames").into_iter().map(|f| f.into_buffer()).collect()
}

#[test]
fn every_board_is_a_frame_and_the_last_is_the_final_board() {
    let names = samples::names();
    let scenes: Vec<_> =
        kix_views(Format::Five, 11, false).iter().map(|v| kix_scene(v, &names, touchline_games::Lang::En)).collect();
    let mut renderer = Renderer::new();
    let gif = renderer.animation(&scenes, touchline_render::animation::DISCORD_LIMIT);
    assert_eq!((gif.boards, gif.of), (scenes.len(), scenes.len()));
    assert!(gif.summary().starts_with(&format!("all {} boards", scenes.len())), "{}", gif.summary());
    let decoded = frames(&gif.bytes);
    assert_eq!(decoded.len(), scenes.len());
    // Composited, the last frame is the last board's picture (through the same palette).
    let last = renderer.rasterise(scenes.last().unwrap());
    let (w, h) = (last.width(), last.height());
    assert_eq!(decoded.last().unwrap().dimensions(), (w, h));
    let differing = decoded
        .last()
        .unwrap()
        .pixels()
        .zip(last.data().chunks_exact(4))
        .filter(|(a, b)| (0..3).any(|c| a.0[c].abs_diff(b[c]) > 40))
        .count();
    assert!(differing < (w * h / 200) as usize, "{differing} pixels differ from the final board");
}

#[test]
fn a_small_budget_thins_the_boards_and_says_so() {
    let names = samples::names();
    let scenes: Vec<_> =
        kix_views(Format::Eleven, 5, true).iter().map(|v| kix_scene(v, &names, touchline_games::Lang::En)).collect();
    let mut renderer = Renderer::new();
    let budget = 600 * 1024;
    let gif = renderer.animation(&scenes, budget);
    assert!(gif.bytes.len() <= budget, "{} bytes", gif.bytes.len());
    assert!(gif.boards < gif.of && gif.boards >= 2, "{} of {}", gif.boards, gif.of);
    assert!(gif.summary().contains("left out"), "{}", gif.summary());
    assert_eq!(frames(&gif.bytes).len(), gif.boards);
}
