//! A whole match as one animated GIF, for Discord (which animates GIF attachments and strips
//! APNG). Every board is mapped through the renderer's one palette, so the file has a single
//! global colour table; after the first board only the rectangle that changed is written.
//!
//! A long match can outgrow the size budget (Discord takes 10 MiB from a bot): boards are then
//! thinned evenly — the first and the last always kept — until the file fits, and the result
//! says how many were left out.

use std::borrow::Cow;

/// Discord's attachment limit for bots.
pub const DISCORD_LIMIT: usize = 10 * 1024 * 1024;

/// How long each board stays up, in hundredths of a second; the last one longer.
const BOARD_DELAY: u16 = 120;
const LAST_DELAY: u16 = 500;

/// An animated replay.
#[derive(Clone, Debug)]
pub struct Animation {
    /// The GIF file; empty if it could not be written.
    pub bytes: Vec<u8>,
    /// Boards in the file.
    pub boards: usize,
    /// Boards of the match in all; `boards < of` when some were left out to fit the budget.
    pub of: usize,
}

impl Animation {
    /// A line saying what the file shows, and whether boards were left out to make it fit.
    pub fn summary(&self) -> String {
        let size = format!("{:.1} MiB", self.bytes.len() as f64 / (1024.0 * 1024.0));
        if self.boards < self.of {
            format!(
                "{} of the match's {} boards ({size}): the rest were left out to stay under Discord's 10 MiB",
                self.boards, self.of
            )
        } else {
            format!("all {} boards ({size})", self.boards)
        }
    }
}

/// Boards as palette indices, all `width` × `height`, drawn on demand (a long match's boards
/// would take a lot of memory all at once, and thinning draws them again).
pub(crate) struct Boards<'a> {
    pub width: u16,
    pub height: u16,
    pub palette: Vec<u8>,
    pub count: usize,
    pub draw: &'a mut dyn FnMut(usize) -> Vec<u8>,
}

/// The boards to keep when every `step`-th is kept: the first, every `step`-th after, the last.
fn thinned(count: usize, step: usize) -> Vec<usize> {
    let mut keep: Vec<usize> = (0..count).step_by(step.max(1)).collect();
    if count > 0 && keep.last() != Some(&(count - 1)) {
        keep.push(count - 1);
    }
    keep
}

/// The smallest rectangle holding every pixel that differs between two boards, as
/// (left, top, width, height); `None` when they are the same.
fn changed(previous: &[u8], next: &[u8], width: usize) -> Option<(usize, usize, usize, usize)> {
    let height = next.len() / width;
    let row = |y: usize| next[y * width..(y + 1) * width] != previous[y * width..(y + 1) * width];
    let top = (0..height).find(|&y| row(y))?;
    let bottom = (top..height).rev().find(|&y| row(y))?;
    let (mut left, mut right) = (width, 0);
    for y in top..=bottom {
        let (a, b) = (&previous[y * width..(y + 1) * width], &next[y * width..(y + 1) * width]);
        if let Some(l) = (0..width).find(|&x| a[x] != b[x]) {
            left = left.min(l);
            right = right.max((l..width).rev().find(|&x| a[x] != b[x]).unwrap_or(l));
        }
    }
    Some((left, top, right - left + 1, bottom - top + 1))
}

fn encode(boards: &mut Boards<'_>, keep: &[usize]) -> Vec<u8> {
    let mut out = Vec::new();
    let width = boards.width as usize;
    {
        let mut encoder = match gif::Encoder::new(&mut out, boards.width, boards.height, &boards.palette) {
            Ok(e) => e,
            Err(_) => return Vec::new(),
        };
        let _ = encoder.set_repeat(gif::Repeat::Infinite);
        let mut previous: Option<Vec<u8>> = None;
        for (n, &i) in keep.iter().enumerate() {
            let board = (boards.draw)(i);
            let delay = if n + 1 == keep.len() { LAST_DELAY } else { BOARD_DELAY };
            let (left, top, w, h) = match &previous {
                None => (0, 0, width, boards.height as usize),
                // Nothing changed: one pixel, shown for as long as a board.
                Some(p) => changed(p, &board, width).unwrap_or((0, 0, 1, 1)),
            };
            let mut buffer = Vec::with_capacity(w * h);
            for y in top..top + h {
                buffer.extend_from_slice(&board[y * width + left..y * width + left + w]);
            }
            let frame = gif::Frame {
                left: left as u16,
                top: top as u16,
                width: w as u16,
                height: h as u16,
                delay,
                dispose: gif::DisposalMethod::Keep,
                buffer: Cow::Owned(buffer),
                ..gif::Frame::default()
            };
            if encoder.write_frame(&frame).is_err() {
                return Vec::new();
            }
            previous = Some(board);
        }
    }
    out
}

/// The boards as an animated GIF no bigger than `budget` bytes when that can be done (boards are
/// thinned evenly until it fits; two boards are always kept).
pub(crate) fn animate(mut boards: Boards<'_>, budget: usize) -> Animation {
    let count = boards.count;
    let mut step = 1;
    loop {
        let keep = thinned(count, step);
        let bytes = encode(&mut boards, &keep);
        // An encoder failure leaves nothing to thin: the caller is told by the empty file.
        if bytes.is_empty() || bytes.len() <= budget || keep.len() <= 2 {
            return Animation { bytes, boards: keep.len(), of: count };
        }
        // Aim straight for the step that should fit, then creep up if it did not.
        let ratio = bytes.len() as f64 / budget as f64;
        step = (step as f64 * ratio).ceil().max(step as f64 + 1.0) as usize;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_changed_rectangle_is_tight() {
        let width = 5;
        let a = vec![0u8; 20];
        let mut b = a.clone();
        b[width + 1] = 3;
        b[2 * width + 3] = 4;
        assert_eq!(changed(&a, &b, width), Some((1, 1, 3, 2)));
        assert_eq!(changed(&a, &a, width), None);
    }

    #[test]
    fn thinning_keeps_the_first_and_the_last() {
        assert_eq!(thinned(10, 1).len(), 10);
        assert_eq!(thinned(10, 3), vec![0, 3, 6, 9]);
        assert_eq!(thinned(11, 3), vec![0, 3, 6, 9, 10]);
        assert_eq!(thinned(1, 4), vec![0]);
    }
}
