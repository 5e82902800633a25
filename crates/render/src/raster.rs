//! Shapes to pixels with tiny-skia (anti-aliased fills and strokes).

use tiny_skia::{FillRule, Paint, PathBuilder, Pixmap, Rect, Stroke, Transform};

use crate::scene::{Rgba, Shape};
use crate::text::Typesetter;

fn paint(color: Rgba) -> Paint<'static> {
    let mut paint = Paint::default();
    paint.set_color_rgba8(color.0, color.1, color.2, color.3);
    paint.anti_alias = true;
    paint
}

fn stroke(width: f32) -> Stroke {
    Stroke { width, ..Stroke::default() }
}

fn rounded_rect(x: f32, y: f32, w: f32, h: f32, r: f32) -> Option<tiny_skia::Path> {
    let r = r.min(w / 2.0).min(h / 2.0);
    if r <= 0.0 {
        return Some(PathBuilder::from_rect(Rect::from_xywh(x, y, w, h)?));
    }
    // A quarter circle as one cubic: the usual 0.5523 handle length.
    let k = r * 0.552_284_8;
    let mut pb = PathBuilder::new();
    pb.move_to(x + r, y);
    pb.line_to(x + w - r, y);
    pb.cubic_to(x + w - r + k, y, x + w, y + r - k, x + w, y + r);
    pb.line_to(x + w, y + h - r);
    pb.cubic_to(x + w, y + h - r + k, x + w - r + k, y + h, x + w - r, y + h);
    pb.line_to(x + r, y + h);
    pb.cubic_to(x + r - k, y + h, x, y + h - r + k, x, y + h - r);
    pb.line_to(x, y + r);
    pb.cubic_to(x, y + r - k, x + r - k, y, x + r, y);
    pb.close();
    pb.finish()
}

fn arc(cx: f32, cy: f32, r: f32, from: f32, to: f32) -> Option<tiny_skia::Path> {
    let steps = (((to - from).abs() / 6.0).ceil() as usize).max(2);
    let mut pb = PathBuilder::new();
    for i in 0..=steps {
        let a = (from + (to - from) * i as f32 / steps as f32).to_radians();
        let (px, py) = (cx + r * a.cos(), cy + r * a.sin());
        if i == 0 {
            pb.move_to(px, py);
        } else {
            pb.line_to(px, py);
        }
    }
    pb.finish()
}

/// Draw the shapes, in order, onto an opaque pixmap.
pub fn draw(pixmap: &mut Pixmap, shapes: &[Shape], text: &mut Typesetter) {
    let id = Transform::identity();
    for shape in shapes {
        match shape {
            Shape::Rect { x, y, w, h, radius, fill } => {
                if *radius <= 0.0 {
                    if let Some(rect) = Rect::from_xywh(*x, *y, *w, *h) {
                        pixmap.fill_rect(rect, &paint(*fill), id, None);
                    }
                } else if let Some(path) = rounded_rect(*x, *y, *w, *h, *radius) {
                    pixmap.fill_path(&path, &paint(*fill), FillRule::Winding, id, None);
                }
            }
            Shape::Outline { x, y, w, h, radius, stroke: color, width } => {
                if let Some(path) = rounded_rect(*x, *y, *w, *h, *radius) {
                    pixmap.stroke_path(&path, &paint(*color), &stroke(*width), id, None);
                }
            }
            Shape::Circle { cx, cy, r, fill } => {
                if let Some(path) = PathBuilder::from_circle(*cx, *cy, *r) {
                    pixmap.fill_path(&path, &paint(*fill), FillRule::Winding, id, None);
                }
            }
            Shape::Ring { cx, cy, r, stroke: color, width } => {
                if let Some(path) = PathBuilder::from_circle(*cx, *cy, *r) {
                    pixmap.stroke_path(&path, &paint(*color), &stroke(*width), id, None);
                }
            }
            Shape::Arc { cx, cy, r, from, to, stroke: color, width } => {
                if let Some(path) = arc(*cx, *cy, *r, *from, *to) {
                    pixmap.stroke_path(&path, &paint(*color), &stroke(*width), id, None);
                }
            }
            Shape::Line { x1, y1, x2, y2, stroke: color, width } => {
                let mut pb = PathBuilder::new();
                pb.move_to(*x1, *y1);
                pb.line_to(*x2, *y2);
                if let Some(path) = pb.finish() {
                    pixmap.stroke_path(&path, &paint(*color), &stroke(*width), id, None);
                }
            }
            Shape::Text(label) => {
                let w = pixmap.width();
                text.draw(pixmap.data_mut(), w, label);
            }
            Shape::Crest { x, y, size, crest } => {
                let Some(side) = tiny_skia::IntSize::from_wh(crest.side, crest.side) else { continue };
                let Some(src) = tiny_skia::PixmapRef::from_bytes(&crest.pixels, side.width(), side.height()) else {
                    continue;
                };
                let scale = size / crest.side as f32;
                let paint = tiny_skia::PixmapPaint { quality: tiny_skia::FilterQuality::Bicubic, ..Default::default() };
                pixmap.draw_pixmap(0, 0, src, &paint, Transform::from_row(scale, 0.0, 0.0, scale, *x, *y), None);
            }
        }
    }
}
