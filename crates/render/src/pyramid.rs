//! A pyramid's season end: every division's final table, top division first, each club marked
//! with where it goes (up, down, through a play-off). Phone-sized like the tables: 1000 px wide,
//! growing downwards.

use crate::palette::*;
use crate::scene::{text, Align, Base, Rgba, Scene, Shape, Weight};
use crate::text::{centred, fit};

/// Where a club goes, as the picture colours it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    Up,
    Down,
    Stay,
    /// The top division's champions.
    Champion,
    /// Played the play-off: won or lost (its move, if any, is `Up`/`Down` beside it).
    PlayOff {
        won: bool,
    },
}

#[derive(Clone, Debug, PartialEq)]
pub struct PyramidLine {
    pub place: u32,
    pub name: String,
    pub points: i64,
    pub mark: Mark,
    /// Said after the name: "promoted", "relegated", "won the play-off", or nothing.
    pub note: String,
    pub crest: Option<crate::crest::Crest>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct PyramidDivision {
    /// "Division 1 — Premier, season 2".
    pub title: String,
    pub lines: Vec<PyramidLine>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct PyramidPicture {
    pub title: String,
    pub subtitle: String,
    pub divisions: Vec<PyramidDivision>,
}

pub const WIDTH: u32 = 1000;
const MARGIN: f32 = 24.0;
const HEADER_H: f32 = 112.0;
const BAND_H: f32 = 56.0;
const ROW_H: f32 = 44.0;
const GAP: f32 = 18.0;
const ROW_SIZE: f32 = 24.0;
const NOTE_SIZE: f32 = 20.0;
/// More clubs than this in one division are left out (and counted), so no input makes an
/// enormous picture.
pub const MAX_LINES: usize = 40;
const POS_X: f32 = MARGIN + 26.0;
const NAME_X: f32 = MARGIN + 62.0;
const POINTS_X: f32 = 600.0;
const NOTE_X: f32 = 650.0;

fn colour(mark: Mark) -> Rgba {
    match mark {
        Mark::Up => FORM_WIN,
        Mark::Down => FORM_LOSS,
        Mark::PlayOff { .. } | Mark::Champion => GOLD,
        Mark::Stay => RULE,
    }
}

/// The scene of a pyramid's season end. Any input gives a valid picture.
pub fn pyramid_scene(p: &PyramidPicture) -> Scene {
    let inner = WIDTH as f32 - 2.0 * MARGIN;
    let mut s = vec![
        Shape::Rect { x: 0.0, y: 0.0, w: WIDTH as f32, h: HEADER_H, radius: 0.0, fill: HEADER },
        Shape::Rect { x: 0.0, y: HEADER_H - 4.0, w: WIDTH as f32, h: 4.0, radius: 0.0, fill: GOLD },
        text(MARGIN, 18.0, 38.0, Weight::Bold, WHITE, Align::Left, fit(&p.title, 38.0, Weight::Bold, inner)),
        text(MARGIN, 68.0, 22.0, Weight::Regular, MUTED, Align::Left, fit(&p.subtitle, 22.0, Weight::Regular, inner)),
    ];
    let mut y = HEADER_H + GAP;
    for division in &p.divisions {
        s.push(Shape::Rect { x: MARGIN / 2.0, y, w: WIDTH as f32 - MARGIN, h: BAND_H, radius: 8.0, fill: PANEL });
        let title = fit(&division.title, 28.0, Weight::Bold, inner - 16.0);
        s.push(text(MARGIN + 8.0, centred(y, BAND_H, 28.0), 28.0, Weight::Bold, WHITE, Align::Left, title));
        y += BAND_H + 6.0;
        let shown = division.lines.len().min(MAX_LINES);
        for (i, line) in division.lines.iter().take(shown).enumerate() {
            if i % 2 == 1 {
                s.push(Shape::Rect {
                    x: MARGIN / 2.0,
                    y,
                    w: WIDTH as f32 - MARGIN,
                    h: ROW_H,
                    radius: 6.0,
                    fill: ROW_ALT,
                });
            }
            // A stripe at the left edge says where the club goes at a glance.
            s.push(Shape::Rect {
                x: MARGIN / 2.0,
                y: y + 5.0,
                w: 6.0,
                h: ROW_H - 10.0,
                radius: 3.0,
                fill: colour(line.mark),
            });
            let ty = centred(y, ROW_H, ROW_SIZE);
            s.push(text(POS_X, ty, ROW_SIZE, Weight::Regular, MUTED, Align::Center, line.place.to_string()));
            let (name_x, room) = match &line.crest {
                Some(crest) => {
                    let size = ROW_H - 12.0;
                    s.push(Shape::Crest { x: NAME_X, y: y + 6.0, size, crest: crest.clone() });
                    (NAME_X + size + 10.0, POINTS_X - NAME_X - size - 40.0)
                }
                None => (NAME_X, POINTS_X - NAME_X - 30.0),
            };
            s.push(text(
                name_x,
                ty,
                ROW_SIZE,
                Weight::Regular,
                WHITE,
                Align::Left,
                fit(&line.name, ROW_SIZE, Weight::Regular, room),
            ));
            s.push(text(POINTS_X, ty, ROW_SIZE, Weight::Bold, WHITE, Align::Right, line.points.to_string()));
            if !line.note.is_empty() {
                let room = WIDTH as f32 - MARGIN - NOTE_X;
                let note = fit(&line.note, NOTE_SIZE, Weight::Bold, room);
                let ny = centred(y, ROW_H, NOTE_SIZE);
                s.push(text(NOTE_X, ny, NOTE_SIZE, Weight::Bold, colour(line.mark), Align::Left, note));
            }
            y += ROW_H;
        }
        if division.lines.len() > shown {
            let more = format!("+ {}", division.lines.len() - shown);
            s.push(text(NAME_X, centred(y, ROW_H, NOTE_SIZE), NOTE_SIZE, Weight::Regular, MUTED, Align::Left, more));
            y += ROW_H;
        }
        y += GAP;
    }
    Scene { width: WIDTH, height: (y + MARGIN).ceil() as u32, base: Base::Plain, shapes: s }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(place: u32, name: &str, mark: Mark, note: &str) -> PyramidLine {
        PyramidLine { place, name: name.into(), points: 10 - place as i64, mark, note: note.into(), crest: None }
    }

    #[test]
    fn every_division_and_every_move_is_drawn_and_the_picture_grows_with_them() {
        let p = PyramidPicture {
            title: "Village Pyramid".into(),
            subtitle: "Season 1 ends".into(),
            divisions: vec![
                PyramidDivision {
                    title: "Division 1 — Premier".into(),
                    lines: vec![line(1, "Ann", Mark::Stay, ""), line(2, "Bob", Mark::Down, "relegated")],
                },
                PyramidDivision {
                    title: "Division 2 — Championship".into(),
                    lines: vec![line(1, "Cy", Mark::Up, "promoted"), line(2, "Di", Mark::PlayOff { won: false }, "")],
                },
            ],
        };
        let scene = pyramid_scene(&p);
        let texts = scene.texts();
        for word in ["Village Pyramid", "Division 1 — Premier", "Division 2 — Championship", "Ann", "Bob", "Cy", "Di"]
        {
            assert!(texts.contains(&word), "{word} is drawn: {texts:?}");
        }
        assert!(texts.contains(&"relegated") && texts.contains(&"promoted"));
        let mut bigger = p.clone();
        bigger.divisions[1].lines.push(line(3, "Ed", Mark::Stay, ""));
        assert_eq!(pyramid_scene(&bigger).height, scene.height + ROW_H as u32);
        // Too many clubs are counted, not drawn.
        bigger.divisions[1].lines = (1..=60).map(|k| line(k, &format!("Club {k}"), Mark::Stay, "")).collect();
        let texts = pyramid_scene(&bigger).texts().into_iter().map(String::from).collect::<Vec<_>>();
        assert!(texts.contains(&"+ 20".to_string()));
        assert!(!texts.contains(&"Club 41".to_string()));
    }
}
