//! A league table, sized for a phone: Discord shows a picture about 400 px wide there, so the
//! canvas is 1000 px wide with large type and grows downwards with the number of teams.

use crate::palette::*;
use crate::scene::{text, Align, Base, Rgba, Scene, Shape, Weight};
use crate::text::{centred, fit, wrap};

/// A league table to draw. Plain data: the caller has already sorted and numbered the rows.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct StandingsPicture {
    pub title: String,
    pub subtitle: String,
    pub rows: Vec<StandingsLine>,
    /// Lines under the table, such as how a tie on points was broken.
    pub footnotes: Vec<String>,
    /// The words drawn around the numbers, in the language of whoever will see the picture.
    pub words: StandingsWords,
}

/// A table's own words: its column headings and what an empty table says.
#[derive(Clone, Debug, PartialEq)]
pub struct StandingsWords {
    pub team: String,
    /// The numeric columns' headings, left to right: played, won, drawn, lost, goals for, goals
    /// against, goal difference, points.
    pub numbers: [String; 8],
    pub form: String,
    pub empty: String,
}

impl Default for StandingsWords {
    fn default() -> Self {
        StandingsWords {
            team: "Team".into(),
            numbers: ["P", "W", "D", "L", "GF", "GA", "GD", "Pts"].map(String::from),
            form: "Form".into(),
            empty: "No teams yet".into(),
        }
    }
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct StandingsLine {
    pub position: u32,
    pub name: String,
    pub played: u32,
    pub won: u32,
    pub drawn: u32,
    pub lost: u32,
    pub goals_for: u32,
    pub goals_against: u32,
    pub goal_difference: i64,
    pub points: i64,
    /// Recent results, oldest first: 'W', 'D' or 'L'. The last five are drawn.
    pub form: Vec<char>,
    /// The club's crest, drawn before its name.
    pub crest: Option<crate::crest::Crest>,
}

pub const WIDTH: u32 = 1000;
const MARGIN: f32 = 24.0;
const HEADER_H: f32 = 124.0;
const COLUMNS_Y: f32 = 138.0;
const TABLE_Y: f32 = 176.0;
const ROW_H: f32 = 48.0;
const ROW_SIZE: f32 = 26.0;
const HEAD_SIZE: f32 = 20.0;
const NOTE_SIZE: f32 = 22.0;
const NOTE_LINE: f32 = 30.0;
/// More rows than this are summarised in a footnote, so no input makes an enormous picture.
pub const MAX_ROWS: usize = 48;
const MAX_NOTE_LINES: usize = 12;
const FORM_SHOWN: usize = 5;
const PILL_W: f32 = 30.0;
const PILL_H: f32 = 34.0;
const PILL_GAP: f32 = 4.0;
const POS_X: f32 = MARGIN + 28.0;
const TEAM_X: f32 = MARGIN + 68.0;

/// The numeric columns' widths, left to right (their headings are in [`StandingsWords`]).
const NUMBERS: [f32; 8] = [42.0, 42.0, 42.0, 42.0, 52.0, 52.0, 64.0, 60.0];

/// Where the form pills start; the numbers end a little before.
const FORM_X: f32 = WIDTH as f32 - MARGIN - FORM_SHOWN as f32 * (PILL_W + PILL_GAP) + PILL_GAP;
const NUMBERS_END: f32 = FORM_X - 20.0;

/// The centre of each numeric column.
fn number_centres() -> [f32; 8] {
    let total: f32 = NUMBERS.iter().sum();
    let mut x = NUMBERS_END - total;
    let mut out = [0.0; 8];
    for (slot, w) in out.iter_mut().zip(NUMBERS) {
        *slot = x + w / 2.0;
        x += w;
    }
    out
}

/// The room for a team's name, between the position and the first number.
fn team_width() -> f32 {
    let total: f32 = NUMBERS.iter().sum();
    NUMBERS_END - total - TEAM_X - 12.0
}

/// A signed number the way tables print it: +3, 0, −2 (with a real minus sign).
pub fn signed(n: i64) -> String {
    match n {
        n if n > 0 => format!("+{n}"),
        n if n < 0 => format!("−{}", n.unsigned_abs()),
        _ => "0".to_string(),
    }
}

/// Points are rarely negative (deductions), but when they are, the minus matches the GD column.
fn points(n: i64) -> String {
    if n < 0 {
        signed(n)
    } else {
        n.to_string()
    }
}

fn form_colour(result: char) -> Rgba {
    match result.to_ascii_uppercase() {
        'W' => FORM_WIN,
        'L' => FORM_LOSS,
        _ => FORM_DRAW,
    }
}

fn row(s: &mut Vec<Shape>, i: usize, line: &StandingsLine, centres: &[f32; 8]) {
    let top = TABLE_Y + i as f32 * ROW_H;
    let width = WIDTH as f32 - MARGIN;
    let leader = line.position == 1;
    if leader {
        s.push(Shape::Rect { x: MARGIN / 2.0, y: top, w: width, h: ROW_H, radius: 8.0, fill: LEADER_ROW });
        s.push(Shape::Rect { x: MARGIN / 2.0, y: top + 6.0, w: 5.0, h: ROW_H - 12.0, radius: 2.5, fill: GOLD });
    } else if i % 2 == 1 {
        s.push(Shape::Rect { x: MARGIN / 2.0, y: top, w: width, h: ROW_H, radius: 8.0, fill: ROW_ALT });
    }
    let y = centred(top, ROW_H, ROW_SIZE);
    let (pos_colour, pos_weight) = if leader { (GOLD, Weight::Bold) } else { (MUTED, Weight::Regular) };
    s.push(text(POS_X, y, ROW_SIZE, pos_weight, pos_colour, Align::Center, line.position.to_string()));
    let (name_x, room) = match &line.crest {
        Some(crest) => {
            let size = ROW_H - 14.0;
            s.push(Shape::Crest { x: TEAM_X, y: top + 7.0, size, crest: crest.clone() });
            (TEAM_X + size + 10.0, team_width() - size - 10.0)
        }
        None => (TEAM_X, team_width()),
    };
    let name = fit(&line.name, ROW_SIZE, Weight::Regular, room);
    s.push(text(name_x, y, ROW_SIZE, Weight::Regular, WHITE, Align::Left, name));
    let values = [
        line.played.to_string(),
        line.won.to_string(),
        line.drawn.to_string(),
        line.lost.to_string(),
        line.goals_for.to_string(),
        line.goals_against.to_string(),
        signed(line.goal_difference),
        points(line.points),
    ];
    for (k, (value, x)) in values.into_iter().zip(centres).enumerate() {
        let bold = k == NUMBERS.len() - 1;
        let (weight, colour) = if bold { (Weight::Bold, WHITE) } else { (Weight::Regular, TABLE_TEXT) };
        s.push(text(*x, y, ROW_SIZE, weight, colour, Align::Center, value));
    }
    // Only the latest results fit; they stay oldest first so the newest is always rightmost.
    let recent = &line.form[line.form.len().saturating_sub(FORM_SHOWN)..];
    let pill_y = top + (ROW_H - PILL_H) / 2.0;
    for (k, result) in recent.iter().enumerate() {
        let x = FORM_X + k as f32 * (PILL_W + PILL_GAP);
        s.push(Shape::Rect { x, y: pill_y, w: PILL_W, h: PILL_H, radius: 7.0, fill: form_colour(*result) });
        let letter = result.to_uppercase().to_string();
        s.push(text(x + PILL_W / 2.0, centred(pill_y, PILL_H, 19.0), 19.0, Weight::Bold, WHITE, Align::Center, letter));
    }
}

/// The scene for a league table. Any input gives a valid picture; an empty table says so.
pub fn standings_scene(p: &StandingsPicture) -> Scene {
    let mut s = Vec::new();
    let inner = WIDTH as f32 - 2.0 * MARGIN;
    let shown = p.rows.len().min(MAX_ROWS);
    let body_rows = shown.max(1);

    let mut notes: Vec<String> = Vec::new();
    if p.rows.len() > shown {
        notes.push(format!("+ {} more teams not shown", p.rows.len() - shown));
    }
    for note in &p.footnotes {
        notes.extend(wrap(note, NOTE_SIZE, Weight::Regular, inner));
    }
    notes.truncate(MAX_NOTE_LINES);

    let table_end = TABLE_Y + body_rows as f32 * ROW_H;
    let notes_h = if notes.is_empty() { 0.0 } else { 16.0 + notes.len() as f32 * NOTE_LINE };
    let height = (table_end + notes_h + MARGIN).ceil() as u32;

    // Header band: title and subtitle.
    s.push(Shape::Rect { x: 0.0, y: 0.0, w: WIDTH as f32, h: HEADER_H, radius: 0.0, fill: HEADER });
    s.push(Shape::Rect { x: 0.0, y: HEADER_H - 4.0, w: WIDTH as f32, h: 4.0, radius: 0.0, fill: GOLD });
    let title = fit(&p.title, 40.0, Weight::Bold, inner);
    s.push(text(MARGIN, 20.0, 40.0, Weight::Bold, WHITE, Align::Left, title));
    let subtitle = fit(&p.subtitle, 24.0, Weight::Regular, inner);
    s.push(text(MARGIN, 74.0, 24.0, Weight::Regular, MUTED, Align::Left, subtitle));

    // Column headings.
    let centres = number_centres();
    let head = |x: f32, align: Align, t: &str| text(x, COLUMNS_Y, HEAD_SIZE, Weight::Bold, MUTED, align, t);
    s.push(head(POS_X, Align::Center, "#"));
    s.push(head(TEAM_X, Align::Left, &p.words.team));
    for ((label, width), x) in p.words.numbers.iter().zip(NUMBERS).zip(centres) {
        s.push(head(x, Align::Center, &fit(label, HEAD_SIZE, Weight::Bold, width + 8.0)));
    }
    s.push(head(FORM_X, Align::Left, &p.words.form));
    s.push(Shape::Line {
        x1: MARGIN / 2.0,
        y1: TABLE_Y - 4.0,
        x2: WIDTH as f32 - MARGIN / 2.0,
        y2: TABLE_Y - 4.0,
        stroke: RULE,
        width: 2.0,
    });

    for (i, line) in p.rows.iter().take(shown).enumerate() {
        row(&mut s, i, line, &centres);
    }
    if shown == 0 {
        let y = centred(TABLE_Y, ROW_H, ROW_SIZE);
        s.push(text(TEAM_X, y, ROW_SIZE, Weight::Regular, MUTED, Align::Left, p.words.empty.clone()));
    }

    for (k, note) in notes.into_iter().enumerate() {
        let y = table_end + 16.0 + k as f32 * NOTE_LINE;
        s.push(text(MARGIN, y, NOTE_SIZE, Weight::Regular, MUTED, Align::Left, note));
    }

    Scene { width: WIDTH, height, base: Base::Plain, shapes: s }
}
