//! The FUBA frame (1280×800): a header with the score, clock and each team's formation, cards,
//! condition points and substitutions; a full pitch (105×68 m) with the 13 areas of the board,
//! every piece, the ball die, the target area and the offside line; a footer saying what
//! happens now and what happened last turn. Built only from a public view: nothing secret can
//! be drawn.

use touchline_games::{
    fuba::board::{self, Area, Lane, AREAS, AREA_COUNT, SPOT_COUNT},
    fuba::text::turn_parts,
    fuba::{ActionStep, Fuba, FubaView, Phase, SetupKind, SetupStage, TeamView},
    text::name,
    Ending, Lang, Outcome, Seat, Text,
};
use touchline_i18n::{say, Catalogue};

use crate::palette::*;
use crate::scene::{text, Align, Base, Layer, Rgba, Scene, Shape, Weight};
use crate::text::{fit, measure};

// The board's areas, the goal nets, the key, the offside line, cards and tiredness.
const AREA_LIGHT: Rgba = Rgba(255, 255, 255, 16);
const AREA_LIGHTER: Rgba = Rgba(255, 255, 255, 34);
const AREA_DARK: Rgba = Rgba(0, 30, 10, 8);
const AREA_DARKER: Rgba = Rgba(0, 30, 10, 56);
const AREA_EDGE: Rgba = Rgba(8, 30, 14, 90);
const NET: Rgba = Rgba(255, 255, 255, 60);
const KEY_PANEL: Rgba = Rgba(0, 20, 8, 70);
const OFFSIDE: Rgba = Rgba::hex(0xe84fd0);
const YELLOW_CARD: Rgba = Rgba::hex(0xffd60a);
const RED_CARD: Rgba = Rgba::hex(0xe5383b);
const TIRED: Rgba = Rgba::hex(0xff9f43);

pub const WIDTH: u32 = 1280;
pub const HEIGHT: u32 = 800;

const HEADER_H: f32 = 88.0;
const FOOTER_Y: f32 = 740.0;
/// Pixels per metre: the 68 m width fills the band between header and footer.
const SCALE: f32 = 9.3;
const PITCH_W: f32 = 105.0 * SCALE;
const PITCH_H: f32 = 68.0 * SCALE;
const PITCH_X: f32 = (WIDTH as f32 - PITCH_W) / 2.0;
const PITCH_Y: f32 = HEADER_H + 10.0;
/// The lane borders across the pitch (§12.1): the penalty-area width splits the three lanes.
const LANE_Y: [(f32, f32); 3] = [(0.0, 13.84), (13.84, 54.16), (54.16, 68.0)];

/// Piece discs: radius and the spacing of their grid.
const DISC_R: f32 = 10.5;
const DISC_STEP: f32 = 25.0;
/// More pieces than this in one area are shown as this many discs and a count.
const MAX_DISCS: usize = 9;
const BALL_R: f32 = 15.0;

fn mx(m: f32) -> f32 {
    PITCH_X + m * SCALE
}

fn my(m: f32) -> f32 {
    PITCH_Y + m * SCALE
}

fn lane_band(lane: Lane) -> (f32, f32) {
    match lane {
        Lane::North => LANE_Y[0],
        Lane::Centre => LANE_Y[1],
        Lane::South => LANE_Y[2],
    }
}

/// A real area's rectangle in pixels: left, top, width, height.
fn area_rect(a: Area) -> (f32, f32, f32, f32) {
    let info = AREAS[board::home(a) as usize];
    let (top, bottom) = lane_band(info.lane);
    let (x0, x1) = (mx(info.lo as f32 / 100.0), mx(info.hi as f32 / 100.0));
    (x0, my(top), x1 - x0, my(bottom) - my(top))
}

/// A corner spot's pitch corner, and which way is outwards from it.
fn corner(a: Area) -> ((f32, f32), (f32, f32)) {
    let east = board::depth(a).0 > 0;
    let south = board::lane(a) == Lane::South;
    let x = if east { mx(105.0) } else { mx(0.0) };
    let y = if south { my(68.0) } else { my(0.0) };
    ((x, y), (if east { 1.0 } else { -1.0 }, if south { 1.0 } else { -1.0 }))
}

/// Text whose middle sits at `cy` (in DejaVu Sans the middle of a digit or capital is about 0.57
/// of the size below the top of the line box).
fn centred(cx: f32, cy: f32, size: f32, weight: Weight, color: Rgba, t: impl Into<String>) -> Shape {
    text(cx, cy - 0.57 * size, size, weight, color, Align::Center, t)
}

/// A small label on a dark pill, for area names and markers on the grass.
fn tag(s: &mut Vec<Shape>, x: f32, y: f32, align: Align, color: Rgba, fill: Rgba, t: &str) {
    let size = 13.0;
    let w = measure(t, size, Weight::Bold) + 10.0;
    let left = match align {
        Align::Left => x,
        Align::Center => x - w / 2.0,
        Align::Right => x - w,
    };
    s.push(Shape::Rect { x: left, y, w, h: 19.0, radius: 6.0, fill });
    s.push(text(left + w / 2.0, y + 2.0, size, Weight::Bold, color, Align::Center, t));
}

/// Where an area's name is written: wing-lane names against their touchline, centre names at
/// the top of the area (the tag's anchor and alignment).
fn label_at(a: Area) -> (f32, f32, Align) {
    let (x, y, w, h) = area_rect(a);
    let lane = board::lane(a);
    let ty = if lane == Lane::South { y + h - 25.0 } else { y + 6.0 };
    match lane {
        Lane::Centre => (x + w / 2.0, ty, Align::Center),
        _ => (x + 8.0, ty, Align::Left),
    }
}

/// The static layer under every FUBA frame: bands, grass, the 13 areas, the markings.
pub const PITCH: Layer = Layer { name: "FubaPitch", shapes: || pitch(Lang::En) };

/// The static layer in each language (the key and the corner labels are words).
pub fn pitch_layer(lang: Lang) -> Layer {
    match lang {
        Lang::En => PITCH,
        Lang::Es => Layer { name: "FubaPitch-es", shapes: || pitch(Lang::Es) },
        Lang::PtBr => Layer { name: "FubaPitch-pt-BR", shapes: || pitch(Lang::PtBr) },
        Lang::Fr => Layer { name: "FubaPitch-fr", shapes: || pitch(Lang::Fr) },
        Lang::De => Layer { name: "FubaPitch-de", shapes: || pitch(Lang::De) },
    }
}

/// The game's words (its catalogue holds the picture's `render-` messages too).
fn words() -> &'static Catalogue {
    <Fuba as Text>::words()
}

fn pitch(lang: Lang) -> Vec<Shape> {
    let (w, h) = (WIDTH as f32, HEIGHT as f32);
    let mut s = vec![
        Shape::Rect { x: 0.0, y: 0.0, w, h, radius: 0.0, fill: BACKGROUND },
        Shape::Rect { x: 0.0, y: 0.0, w, h: HEADER_H, radius: 0.0, fill: HEADER },
        Shape::Rect { x: 0.0, y: FOOTER_Y, w, h: h - FOOTER_Y, radius: 0.0, fill: HEADER },
    ];
    // Mown stripes across the whole band, lined up with the pitch so the run-off continues them.
    let stripe = PITCH_W / 14.0;
    let first = -((PITCH_X / stripe).ceil());
    for i in (first as i32)..=((w - PITCH_X) / stripe) as i32 {
        let x = PITCH_X + i as f32 * stripe;
        let fill = if i.rem_euclid(2) == 0 { GRASS } else { GRASS_DARK };
        s.push(Shape::Rect { x, y: HEADER_H, w: stripe, h: FOOTER_Y - HEADER_H, radius: 0.0, fill });
    }
    // The areas: the centre lane and the wing lanes each alternate between two tints, so
    // neighbouring areas never share one (the board gives every area its own shade).
    for (i, info) in AREAS.iter().enumerate() {
        let (x, y, aw, ah) = area_rect(i as Area);
        let fill = match (info.lane, info.index % 2) {
            (Lane::Centre, 1) => AREA_LIGHT,
            (Lane::Centre, _) => AREA_LIGHTER,
            (_, 1) => AREA_DARK,
            (_, _) => AREA_DARKER,
        };
        s.push(Shape::Rect { x, y, w: aw, h: ah, radius: 0.0, fill });
        s.push(Shape::Outline { x, y, w: aw, h: ah, radius: 0.0, stroke: AREA_EDGE, width: 2.0 });
    }
    markings(&mut s);
    for (i, info) in AREAS.iter().enumerate() {
        let (tx, ty, align) = label_at(i as Area);
        tag(&mut s, tx, ty, align, WHITE.with_alpha(230), SHADOW, info.id);
    }
    legend(&mut s, lang);
    for (k, (id, _)) in board::CORNERS.iter().enumerate() {
        let ((x, y), (dx, dy)) = corner((AREA_COUNT + k) as Area);
        let align = if dx > 0.0 { Align::Left } else { Align::Right };
        let ty = if dy > 0.0 { y - 58.0 } else { y + 38.0 };
        let label = say!(words(), lang, "render-corner-spot", spot = *id);
        s.push(text(x + dx * 12.0, ty, 13.0, Weight::Bold, WHITE.with_alpha(170), align, label));
    }
    s
}

/// The right edge of the key's panel: its words must end before it in every language.
const KEY_RIGHT: f32 = 134.0;

/// A key in the west run-off, for anyone seeing the board for the first time.
fn legend(s: &mut Vec<Shape>, lang: Lang) {
    let w = words();
    let (x, top, step) = (14.0, my(41.5), 27.0);
    let panel = Shape::Rect {
        x: x - 8.0,
        y: top - 20.0,
        w: KEY_RIGHT - (x - 8.0),
        h: 5.3 * step + 40.0,
        radius: 10.0,
        fill: KEY_PANEL,
    };
    s.push(panel);
    let label = |s: &mut Vec<Shape>, row: f32, t: String| {
        s.push(text(x + 26.0, top + row * step - 8.0, 13.0, Weight::Regular, WHITE.with_alpha(220), Align::Left, t));
    };
    let cy = |row: f32| top + row * step;
    disc(s, x + 9.0, cy(0.0), 0);
    label(s, 0.0, say!(w, lang, "render-attack-east"));
    disc(s, x + 9.0, cy(1.0), 1);
    label(s, 1.0, say!(w, lang, "render-attack-west"));
    keeper(s, x + 9.0, cy(2.0), 0, lang);
    label(s, 2.0, say!(w, lang, "render-goalkeeper"));
    s.push(Shape::Circle { cx: x + 9.0, cy: cy(3.0), r: 10.0, fill: WHITE });
    s.push(centred(x + 9.0, cy(3.0), 13.0, Weight::Bold, INK, "3"));
    label(s, 3.0, say!(w, lang, "render-ball-value"));
    s.push(text(
        x + 26.0,
        cy(3.0) + 8.0,
        11.0,
        Weight::Regular,
        WHITE.with_alpha(170),
        Align::Left,
        say!(w, lang, "render-ball-scale"),
    ));
    s.push(Shape::Outline { x, y: cy(4.3) - 8.0, w: 18.0, h: 16.0, radius: 2.0, stroke: GOLD, width: 3.0 });
    label(s, 4.3, say!(w, lang, "render-target-area"));
    s.push(Shape::Line { x1: x + 9.0, y1: cy(5.3) - 9.0, x2: x + 9.0, y2: cy(5.3) + 9.0, stroke: OFFSIDE, width: 3.0 });
    label(s, 5.3, say!(w, lang, "render-offside-line"));
}

/// The white lines of a real pitch.
fn markings(s: &mut Vec<Shape>) {
    let lw = 2.5;
    let line = |x1: f32, y1: f32, x2: f32, y2: f32| Shape::Line { x1, y1, x2, y2, stroke: LINE, width: lw };
    let rect = |x0: f32, y0: f32, x1: f32, y1: f32| Shape::Outline {
        x: mx(x0.min(x1)),
        y: my(y0),
        w: (x1 - x0).abs() * SCALE,
        h: (y1 - y0) * SCALE,
        radius: 0.0,
        stroke: LINE,
        width: lw,
    };
    let r_circle = 9.15 * SCALE;
    s.push(rect(0.0, 0.0, 105.0, 68.0));
    s.push(line(mx(52.5), my(0.0), mx(52.5), my(68.0)));
    s.push(Shape::Ring { cx: mx(52.5), cy: my(34.0), r: r_circle, stroke: LINE, width: lw });
    s.push(Shape::Circle { cx: mx(52.5), cy: my(34.0), r: 3.5, fill: LINE });
    for (goal_line, dir) in [(0.0f32, 1.0f32), (105.0, -1.0)] {
        s.push(rect(goal_line, 13.84, goal_line + dir * 16.5, 54.16));
        s.push(rect(goal_line, 24.84, goal_line + dir * 5.5, 43.16));
        let spot = goal_line + dir * 11.0;
        s.push(Shape::Circle { cx: mx(spot), cy: my(34.0), r: 3.0, fill: LINE });
        // The arc outside the box: where the 9.15 m circle round the spot crosses x = 16.5 m.
        let half = (5.5f32 / 9.15).acos().to_degrees();
        let (from, to) = if dir > 0.0 { (-half, half) } else { (180.0 - half, 180.0 + half) };
        s.push(Shape::Arc { cx: mx(spot), cy: my(34.0), r: r_circle, from, to, stroke: LINE, width: lw });
        // The goal, 7.32 m wide and drawn 2 m deep behind the line.
        let depth = 2.0 * SCALE;
        let gx = if dir > 0.0 { mx(goal_line) - depth } else { mx(goal_line) };
        let (gy, gh) = (my(30.34), 7.32 * SCALE);
        s.push(Shape::Rect { x: gx, y: gy, w: depth, h: gh, radius: 0.0, fill: NET });
        for k in 1..5 {
            let y = gy + gh * k as f32 / 5.0;
            s.push(Shape::Line { x1: gx, y1: y, x2: gx + depth, y2: y, stroke: LINE.with_alpha(110), width: 1.0 });
        }
        s.push(Shape::Outline { x: gx, y: gy, w: depth, h: gh, radius: 0.0, stroke: LINE, width: lw });
    }
    for (cx, cy, from) in [(0.0, 0.0, 0.0), (105.0, 0.0, 90.0), (105.0, 68.0, 180.0), (0.0, 68.0, 270.0)] {
        s.push(Shape::Arc { cx: mx(cx), cy: my(cy), r: SCALE, from, to: from + 90.0, stroke: LINE, width: 2.0 });
    }
}

// ----- pieces -----

fn disc(s: &mut Vec<Shape>, cx: f32, cy: f32, seat: Seat) {
    s.push(Shape::Circle { cx: cx + 1.0, cy: cy + 2.0, r: DISC_R, fill: SHADOW });
    s.push(Shape::Circle { cx, cy, r: DISC_R, fill: team(seat) });
    s.push(Shape::Ring { cx, cy, r: DISC_R, stroke: WHITE, width: 2.0 });
}

/// The goalkeeper: a square in the team colour with a gold rim and "GK", unlike any outfield disc.
fn keeper(s: &mut Vec<Shape>, cx: f32, cy: f32, seat: Seat, lang: Lang) {
    let side = 2.0 * DISC_R + 3.0;
    let (x, y) = (cx - side / 2.0, cy - side / 2.0);
    s.push(Shape::Rect { x: x + 1.0, y: y + 2.0, w: side, h: side, radius: 5.0, fill: SHADOW });
    s.push(Shape::Rect { x, y, w: side, h: side, radius: 5.0, fill: team(seat) });
    s.push(Shape::Outline { x, y, w: side, h: side, radius: 5.0, stroke: GOLD, width: 2.5 });
    s.push(centred(cx, cy, 11.0, Weight::Bold, WHITE, say!(words(), lang, "render-goalkeeper-mark")));
}

/// A count over a crowd of discs: "11" on a white pill with the team's colour.
fn count_badge(s: &mut Vec<Shape>, cx: f32, cy: f32, seat: Seat, n: u8) {
    let t = n.to_string();
    let w = measure(&t, 14.0, Weight::Bold) + 12.0;
    s.push(Shape::Rect { x: cx - w / 2.0, y: cy - 10.0, w, h: 20.0, radius: 10.0, fill: WHITE });
    s.push(Shape::Outline { x: cx - w / 2.0, y: cy - 10.0, w, h: 20.0, radius: 10.0, stroke: team(seat), width: 2.0 });
    s.push(centred(cx, cy, 14.0, Weight::Bold, team(seat), t));
}

/// Whether the goalkeeper is drawn on its goal line rather than among the team's discs: at home
/// in its own penalty area and not stepped out of the goal area (A5).
fn keeper_in_goal(t: &TeamView, seat: Seat) -> bool {
    t.keeper == board::own_box(seat) && !t.keeper_out
}

/// One team's pieces in a real area, as a grid of at most three columns whose near edge is at
/// `edge`; `dir` says which way the grid grows from that edge.
fn team_block(
    s: &mut Vec<Shape>,
    edge: (f32, f32),
    dir: (f32, f32),
    seat: Seat,
    outfield: u8,
    keeper_mark: Option<Lang>,
) {
    let with_keeper = keeper_mark.is_some();
    let total = outfield as usize + usize::from(with_keeper);
    if total == 0 {
        return;
    }
    let shown = total.min(MAX_DISCS);
    let cols = shown.min(3);
    let rows = shown.div_ceil(3);
    let (bw, bh) = (cols as f32 * DISC_STEP, rows as f32 * DISC_STEP);
    // The block's top-left: `dir` (±1, 0) grows sideways from the edge, (0, ±1) up or down.
    let left = match dir.0 {
        d if d > 0.0 => edge.0,
        d if d < 0.0 => edge.0 - bw,
        _ => edge.0 - bw / 2.0,
    };
    let top = match dir.1 {
        d if d > 0.0 => edge.1,
        d if d < 0.0 => edge.1 - bh,
        _ => edge.1 - bh / 2.0,
    };
    for i in 0..shown {
        let (c, r) = (i % 3, i / 3);
        // A short last row is centred under the full ones.
        let in_row = if r + 1 == rows { shown - r * 3 } else { cols };
        let offset = (cols - in_row) as f32 * DISC_STEP / 2.0;
        let cx = left + offset + (c as f32 + 0.5) * DISC_STEP;
        let cy = top + (r as f32 + 0.5) * DISC_STEP;
        if let (Some(lang), 0) = (keeper_mark, i) {
            keeper(s, cx, cy, seat, lang);
        } else {
            disc(s, cx, cy, seat);
        }
    }
    if total > shown {
        // Beside the last row, on the side away from the ball: how many players the block stands for.
        let bx = if dir.0 < 0.0 { left - 16.0 } else { left + bw + 16.0 };
        count_badge(s, bx, top + bh - DISC_STEP / 2.0, seat, total as u8);
    }
}

/// Every piece on the board: per area the home team's block on the west or north side of the
/// area's middle, the away team's on the other, so the ball fits between them.
fn pieces(s: &mut Vec<Shape>, view: &FubaView, lang: Lang) {
    let gap = BALL_R + 9.0;
    for a in 0..AREA_COUNT as Area {
        let (x, y, w, h) = area_rect(a);
        let (cx, cy) = (x + w / 2.0, y + h / 2.0);
        for seat in 0..2 {
            let t = &view.teams[seat];
            let with_keeper = t.keeper == a && !keeper_in_goal(t, seat);
            let sign = if seat == 0 { -1.0 } else { 1.0 };
            let (edge, dir) =
                if w > h { ((cx + sign * gap, cy), (sign, 0.0)) } else { ((cx, cy + sign * gap), (0.0, sign)) };
            team_block(s, edge, dir, seat, t.pieces[a as usize], with_keeper.then_some(lang));
        }
    }
    for seat in 0..2 {
        let t = &view.teams[seat];
        if keeper_in_goal(t, seat) {
            let x = if seat == 0 { mx(2.6) } else { mx(105.0 - 2.6) };
            keeper(s, x, my(34.0), seat, lang);
        }
    }
    // Pieces at a corner spot (the rules allow only the taker) stand in the run-off beside the
    // corner, outwards in a row as far as the run-off allows.
    for spot in AREA_COUNT..SPOT_COUNT {
        let ((x, y), (dx, dy)) = corner(spot as Area);
        let at_spot = (0..2).flat_map(|seat| std::iter::repeat_n(seat, view.teams[seat].pieces[spot] as usize));
        for (k, seat) in at_spot.take(5).enumerate() {
            disc(s, x + dx * (46.0 + k as f32 * DISC_STEP), y - dy * 18.0, seat);
        }
    }
}

/// The ball die: a white ball with its value (1 is the best control, 6 the worst).
fn ball(s: &mut Vec<Shape>, view: &FubaView) {
    let (cx, cy) = ball_centre(view);
    s.push(Shape::Circle { cx: cx + 1.5, cy: cy + 2.5, r: BALL_R, fill: SHADOW });
    s.push(Shape::Circle { cx, cy, r: BALL_R, fill: WHITE });
    s.push(Shape::Ring { cx, cy, r: BALL_R, stroke: INK, width: 2.5 });
    s.push(centred(cx, cy, 19.0, Weight::Bold, INK, view.value.to_string()));
}

/// Where the ball is drawn: in the middle of its area, clear of the area's name; on a corner
/// spot, at the corner; at a penalty, on the spot.
fn ball_centre(view: &FubaView) -> (f32, f32) {
    let penalty = matches!(view.phase, Phase::Penalty { .. } | Phase::Setup { kind: SetupKind::Penalty, .. });
    if board::is_spot(view.ball) {
        let ((x, y), (dx, dy)) = corner(view.ball);
        // Just outside the touchline by the corner, where no area's name is.
        (x + dx * 18.0, y - dy * 18.0)
    } else if penalty && matches!(view.ball, board::C1 | board::C5) {
        let spot = if view.ball == board::C1 { 11.0 } else { 94.0 };
        (mx(spot), my(34.0))
    } else {
        let (x, y, w, h) = area_rect(view.ball);
        (x + w / 2.0, y + h / 2.0)
    }
}

fn target(s: &mut Vec<Shape>, a: Area, lang: Lang) {
    if board::is_spot(a) {
        let ((x, y), _) = corner(a);
        s.push(Shape::Ring { cx: x, cy: y, r: 26.0, stroke: GOLD, width: 4.0 });
        return;
    }
    let (x, y, w, h) = area_rect(a);
    s.push(Shape::Rect { x, y, w, h, radius: 0.0, fill: GOLD.with_alpha(40) });
    s.push(Shape::Outline { x: x + 2.0, y: y + 2.0, w: w - 4.0, h: h - 4.0, radius: 3.0, stroke: GOLD, width: 4.0 });
    let ty = if board::lane(a) == Lane::South { y + h - 25.0 } else { y + 6.0 };
    let tx = if board::lane(a) == Lane::Centre { x + w / 2.0 + 26.0 } else { x + w - 8.0 };
    let align = if board::lane(a) == Lane::Centre { Align::Left } else { Align::Right };
    tag(s, tx, ty, align, INK, GOLD, &say!(words(), lang, "render-target"));
}

/// The offside line: a dashed line across the pitch at the passive team's second-last player.
fn offside(s: &mut Vec<Shape>, depth: u16, attacks_east: bool, lang: Lang) {
    let x = mx(depth as f32 / 100.0);
    let (dash, gap) = (14.0, 9.0);
    let mut y = PITCH_Y;
    while y < PITCH_Y + PITCH_H {
        let y2 = (y + dash).min(PITCH_Y + PITCH_H);
        s.push(Shape::Line { x1: x, y1: y, x2: x, y2, stroke: OFFSIDE, width: 3.0 });
        y += dash + gap;
    }
    let label = if attacks_east {
        say!(words(), lang, "render-offside-east")
    } else {
        say!(words(), lang, "render-offside-west")
    };
    let align = if attacks_east { Align::Left } else { Align::Right };
    let sx = if attacks_east { x + 4.0 } else { x - 4.0 };
    tag(s, sx, my(LANE_Y[1].0) - 22.0, align, WHITE, OFFSIDE, &label);
}

// ----- header and footer -----

/// One piece of a header row: text, or a little card.
enum Item {
    Text(String, Weight, Rgba),
    /// A detail that gives way when the row is too full, the lower number first.
    Minor(String, u8),
    Card(Rgba),
}

const ROW_SIZE: f32 = 18.0;
const CARD_W: f32 = 11.0;

fn item_width(item: &Item, size: f32) -> f32 {
    match item {
        Item::Text(t, weight, _) => measure(t, size, *weight),
        Item::Minor(t, _) => measure(t, size, Weight::Regular),
        Item::Card(_) => CARD_W,
    }
}

fn row_width(items: &[Item], size: f32) -> f32 {
    let gaps: f32 = items.windows(2).map(|p| item_gap(&p[0], &p[1])).sum();
    items.iter().map(|i| item_width(i, size)).sum::<f32>() + gaps
}

/// Cards in a run sit close together; everything else is spaced apart.
fn item_gap(a: &Item, b: &Item) -> f32 {
    match (a, b) {
        (Item::Card(_), Item::Card(_)) => 4.0,
        _ => 14.0,
    }
}

/// Lay a row of items out from `x` (its left edge, or right edge for `Align::Right`), in a
/// smaller type if it would be wider than `max`.
fn row(s: &mut Vec<Shape>, items: &[Item], x: f32, y: f32, align: Align, max: f32) {
    let mut size = ROW_SIZE;
    while size > ROW_MIN_SIZE && row_width(items, size) > max {
        size -= 1.0;
    }
    let total = row_width(items, size);
    let mut at = if align == Align::Right { x - total } else { x };
    for (i, item) in items.iter().enumerate() {
        if i > 0 {
            at += item_gap(&items[i - 1], item);
        }
        match item {
            Item::Text(t, weight, color) => {
                s.push(text(at, y + (ROW_SIZE - size) / 2.0, size, *weight, *color, Align::Left, t.clone()))
            }
            Item::Minor(t, _) => {
                s.push(text(at, y + (ROW_SIZE - size) / 2.0, size, Weight::Regular, MUTED, Align::Left, t.clone()))
            }
            Item::Card(fill) => {
                s.push(Shape::Rect { x: at, y: y + 2.0, w: CARD_W, h: 16.0, radius: 2.0, fill: *fill });
            }
        }
        at += item_width(item, size);
    }
}

/// The smallest type a header row is drawn in.
const ROW_MIN_SIZE: f32 = 12.0;

/// A header row that fits its width even in the smallest type: when a team has everything at
/// once (cards, players off, tiredness, a formation change, half-time choices), the details
/// that matter least to someone following the match give way: condition points, then
/// substitutions left.
fn fit_items(mut items: Vec<Item>) -> Vec<Item> {
    for gives_way in [GIVES_WAY_CP, GIVES_WAY_SUBS] {
        if row_width(&items, ROW_MIN_SIZE) <= ROW_MAX {
            break;
        }
        items.retain(|i| !matches!(i, Item::Minor(_, rank) if *rank == gives_way));
    }
    items
}

/// The order header details give way in: condition points first, then substitutions left.
const GIVES_WAY_CP: u8 = 0;
const GIVES_WAY_SUBS: u8 = 1;
/// Details that never give way.
const STAYS: u8 = u8::MAX;

/// What the header says about a team under its name.
fn team_items(view: &FubaView, seat: Seat, lang: Lang) -> Vec<Item> {
    let w = words();
    let t = &view.teams[seat];
    let mut items = Vec::new();
    let ready = |done: bool| {
        let (label, color) =
            if done { (say!(w, lang, "render-ready"), READY) } else { (say!(w, lang, "render-choosing"), MUTED) };
        Item::Text(label, Weight::Bold, color)
    };
    if let Phase::Prepare { drafts } = &view.phase {
        // Nothing of a team is known before the reveal but whether it has chosen.
        return vec![ready(drafts[seat].done)];
    }
    if let Some(f) = t.formation {
        items.push(Item::Text(f.to_string(), Weight::Bold, WHITE));
        if let Some(next) = t.next_formation {
            items.push(Item::Minor(format!("→ {next}"), STAYS));
        }
    }
    if let Phase::HalfTime { changes } = &view.phase {
        items.push(ready(changes[seat].is_some()));
    }
    items.extend((0..t.yellows.min(6)).map(|_| Item::Card(YELLOW_CARD)));
    items.extend((0..t.reds.min(6)).map(|_| Item::Card(RED_CARD)));
    if let Some([d, m, f]) = t.cp {
        items.push(Item::Minor(say!(w, lang, "render-cp", d = d, m = m, f = f), GIVES_WAY_CP));
    }
    if t.tired {
        items.push(Item::Text(say!(w, lang, "render-tired"), Weight::Bold, TIRED));
    }
    if let Some(n) = t.subs_left {
        items.push(Item::Minor(say!(w, lang, "render-subs", count = n), GIVES_WAY_SUBS));
    }
    if t.off > 0 {
        items.push(Item::Minor(say!(w, lang, "render-off", count = t.off), STAYS));
    }
    items
}

/// Whether someone has the ball: not before the kick-off choice, at half time (the other team
/// kicks off the second half) or at full time.
fn in_play(phase: &Phase) -> bool {
    !matches!(phase, Phase::Prepare { .. } | Phase::KickOffChoice { .. } | Phase::HalfTime { .. } | Phase::Over)
}

/// The width each team's header has, up to the score panel.
const ROW_MAX: f32 = 440.0;

/// The width of the "has the ball" mark beside a team's name: a small ball and the words.
const BALL_MARK_SIZE: f32 = 15.0;

/// How a match ended before full time: the clock's word for it and the footer's line.
struct EndedEarly {
    clock: String,
    line: String,
}

/// A resignation or a forfeit in words (`None` for a match played to the end).
fn ended_early(outcome: &Outcome, names: &[String], view: &FubaView, lang: Lang) -> Option<EndedEarly> {
    let w = words();
    let clock = view.clock();
    let winner = outcome.winner.map(|s| name(names, s));
    Some(match (outcome.ending, winner) {
        (Ending::FullTime, _) => return None,
        (Ending::Resigned(s), Some(winner)) => EndedEarly {
            clock: say!(w, lang, "render-clock-resigned", clock = clock),
            line: say!(w, lang, "render-resigned-winner", name = name(names, s), winner = winner),
        },
        (Ending::Resigned(s), None) => EndedEarly {
            clock: say!(w, lang, "render-clock-resigned", clock = clock),
            line: say!(w, lang, "render-resigned-no-winner", name = name(names, s)),
        },
        (Ending::Forfeited(s), Some(winner)) => EndedEarly {
            clock: say!(w, lang, "render-clock-forfeited", clock = clock),
            line: say!(w, lang, "render-forfeited-winner", name = name(names, s), winner = winner),
        },
        (Ending::Forfeited(s), None) => EndedEarly {
            clock: say!(w, lang, "render-clock-forfeited", clock = clock),
            line: say!(w, lang, "render-forfeited-no-winner", name = name(names, s)),
        },
    })
}

fn header(s: &mut Vec<Shape>, view: &FubaView, names: &[String], ended: Option<&str>, lang: Lang) {
    let name_max = 400.0;
    let mark = say!(words(), lang, "render-has-ball");
    let mark_w = 30.0 + measure(&mark, BALL_MARK_SIZE, Weight::Bold);
    for (seat, full_name) in names.iter().enumerate() {
        let (x, align, bar) = if seat == 0 { (44.0, Align::Left, 20.0) } else { (1236.0, Align::Right, 1252.0) };
        s.push(Shape::Rect { x: bar, y: 12.0, w: 8.0, h: 64.0, radius: 4.0, fill: team(seat) });
        let has_ball = ended.is_none() && in_play(&view.phase) && view.ct == seat;
        let max = if has_ball { name_max - mark_w - 12.0 } else { name_max };
        let name = fit(full_name, 30.0, Weight::Bold, max);
        let width = measure(&name, 30.0, Weight::Bold);
        s.push(text(x, 8.0, 30.0, Weight::Bold, WHITE, align, name));
        if has_ball {
            // A small ball and the words beside the name of the team in control.
            let dir = if seat == 0 { 1.0 } else { -1.0 };
            let bx = x + dir * (width + 20.0);
            s.push(Shape::Circle { cx: bx, cy: 27.0, r: 8.0, fill: WHITE });
            s.push(Shape::Ring { cx: bx, cy: 27.0, r: 8.0, stroke: team(seat), width: 3.0 });
            let tx = bx + dir * 14.0;
            s.push(text(tx, 18.0, BALL_MARK_SIZE, Weight::Bold, MUTED, align, mark.clone()));
        }
        row(s, &fit_items(team_items(view, seat, lang)), x, 52.0, align, ROW_MAX);
    }
    s.push(Shape::Rect { x: 500.0, y: 8.0, w: 280.0, h: 72.0, radius: 14.0, fill: PANEL });
    let score = format!("{} – {}", view.score[0], view.score[1]);
    s.push(text(640.0, 6.0, 44.0, Weight::Bold, WHITE, Align::Center, score));
    let clock = match ended {
        Some(clock) => clock.to_string(),
        None => clock_line(view, lang),
    };
    s.push(text(640.0, 56.0, 18.0, Weight::Regular, MUTED, Align::Center, clock));
    if let Some(p) = view.shootout {
        shootout_kicks(s, view, p.kicks);
    }
}

/// Each team's last five shoot-out kicks either side of the shoot-out score: a filled dot for a
/// goal, an empty ring for a miss.
fn shootout_kicks(s: &mut Vec<Shape>, view: &FubaView, kicks: [u8; 2]) {
    let taken = (kicks[0] as usize + kicks[1] as usize).min(view.penalties.len());
    let shootout = &view.penalties[view.penalties.len() - taken..];
    for seat in 0..2 {
        let mine: Vec<bool> = shootout.iter().filter(|k| k.seat == seat).map(|k| k.scored).collect();
        let recent = &mine[mine.len().saturating_sub(5)..];
        for (i, scored) in recent.iter().enumerate() {
            // Oldest kick farthest from the score, as a scoreboard reads.
            let from_centre = (recent.len() - i) as f32 * 14.0 + 42.0;
            let cx = if seat == 0 { 640.0 - from_centre } else { 640.0 + from_centre };
            if *scored {
                s.push(Shape::Circle { cx, cy: 66.0, r: 5.0, fill: READY });
            } else {
                s.push(Shape::Ring { cx, cy: 66.0, r: 4.5, stroke: RED_CARD, width: 2.0 });
            }
        }
    }
}

fn clock_line(view: &FubaView, lang: Lang) -> String {
    let w = words();
    let clock = view.clock();
    match (&view.phase, view.shootout) {
        (_, Some(p)) => say!(w, lang, "render-pens", home = p.score[0], away = p.score[1]),
        (Phase::Over, None) => say!(w, lang, "render-clock-full-time", clock = clock),
        (Phase::Prepare { .. }, None) => say!(w, lang, "render-clock-before-kick-off"),
        (Phase::HalfTime { .. }, None) => say!(w, lang, "render-clock-half-time", clock = clock),
        _ if view.half >= 2 => say!(w, lang, "render-clock-second-half", clock = clock),
        _ => say!(w, lang, "render-clock-first-half", clock = clock),
    }
}

/// What is going on now, in words.
fn phase_line(view: &FubaView, names: &[String], lang: Lang) -> String {
    let w = words();
    let n = |s: Seat| name(names, s);
    let (ct, pt) = (view.ct.min(1), 1 - view.ct.min(1));
    match &view.phase {
        Phase::Prepare { .. } => say!(w, lang, "render-prepare"),
        Phase::KickOffChoice { winner } => say!(w, lang, "render-kick-off-choice", name = n(*winner)),
        Phase::Setup { kind, stage, .. } => {
            let what = match kind {
                SetupKind::KickOff => say!(w, lang, "render-setup-kick-off"),
                SetupKind::FreeKick { area } => say!(w, lang, "render-setup-free-kick", area = board::id(*area)),
                SetupKind::Corner => say!(w, lang, "render-setup-corner", name = n(ct)),
                SetupKind::Penalty => say!(w, lang, "render-setup-penalty", name = n(ct)),
            };
            let who = match stage {
                SetupStage::Controlling => say!(w, lang, "render-setup-places", name = n(ct)),
                SetupStage::Passive => say!(w, lang, "render-setup-places", name = n(pt)),
                SetupStage::Adjust { left } => say!(w, lang, "render-setup-may-move", name = n(ct), count = *left),
            };
            format!("{what}: {who}")
        }
        Phase::FreeKickChoice => say!(w, lang, "render-free-kick-choice", name = n(ct)),
        Phase::Target if view.goal_kick => say!(w, lang, "render-target-choice-goal-kick", name = n(ct)),
        Phase::Target => say!(w, lang, "render-target-choice", name = n(ct)),
        Phase::EventMoves { team, left } => say!(w, lang, "render-event-moves", name = n(*team), count = *left),
        Phase::ExtraMovement { team, .. } => say!(w, lang, "render-extra-movement", name = n(*team)),
        Phase::Action { team, step, .. } => {
            let what = match step {
                ActionStep::Choose { shot: true } => say!(w, lang, "render-shoot-or-move"),
                ActionStep::Choose { shot: false } => say!(w, lang, "render-choose-movement"),
                ActionStep::Moving { kind, left, .. } => {
                    say!(w, lang, "render-moving", kind = w.name_of(lang, kind), count = *left)
                }
                ActionStep::FreeMoves => say!(w, lang, "render-free-moves"),
                ActionStep::Finish { .. } => say!(w, lang, "render-finish"),
            };
            if *team == view.ct {
                say!(w, lang, "render-action-in-control", name = n(*team), what = what)
            } else {
                say!(w, lang, "render-action-defending", name = n(*team), what = what)
            }
        }
        Phase::Penalty { shootout: true, .. } => {
            let kicker = view.shootout.map(|p| p.kicker).unwrap_or(ct);
            say!(w, lang, "render-shootout-kick", name = n(kicker))
        }
        Phase::Penalty { .. } => say!(w, lang, "render-penalty", name = n(ct)),
        Phase::HalfTime { .. } => say!(w, lang, "render-half-time"),
        Phase::Over => result_line(view, names, lang),
    }
}

fn result_line(view: &FubaView, names: &[String], lang: Lang) -> String {
    let w = words();
    let [a, b] = view.score;
    match view.shootout {
        Some(p) => {
            let winner = usize::from(p.score[1] > p.score[0]);
            let other = if winner == 0 { 1 } else { 0 };
            say!(
                w,
                lang,
                "render-result-penalties",
                home = a,
                away = b,
                name = name(names, winner),
                won = p.score[winner],
                lost = p.score[other]
            )
        }
        None if a > b => say!(w, lang, "render-result-win", name = name(names, 0), won = a, lost = b),
        None if b > a => say!(w, lang, "render-result-win", name = name(names, 1), won = b, lost = a),
        None => say!(w, lang, "render-result-draw", home = a, away = b),
    }
}

/// The advanced rules in play, named, for the footer before the first turn.
fn rules(view: &FubaView, lang: Lang) -> String {
    let w = words();
    let c = &view.config;
    let on: Vec<String> = [
        (c.condition, say!(w, lang, "render-rule-a1")),
        (c.roles, say!(w, lang, "render-rule-a2")),
        (c.substitutions, say!(w, lang, "render-rule-a3")),
        (c.injuries, say!(w, lang, "render-rule-a4")),
        (c.keeper, say!(w, lang, "render-rule-a5")),
        (c.styles, say!(w, lang, "render-rule-a6")),
    ]
    .into_iter()
    .filter(|(on, _)| *on)
    .map(|(_, name)| name)
    .collect();
    if on.is_empty() {
        say!(w, lang, "render-basic-rules")
    } else {
        say!(w, lang, "render-advanced-rules", rules = on.join(", "))
    }
}

/// The last turn's summary in `max` pixels: whole if it fits, else without its least important
/// parts (the dice before the shot), so a goal's turn always says how the goal came.
fn turn_summary(parts: Vec<(u8, String)>, size: f32, max: f32, lang: Lang) -> String {
    let mut parts = parts;
    loop {
        let summary = parts.iter().map(|(_, p)| p.as_str()).collect::<Vec<_>>().join(" · ");
        let line = say!(words(), lang, "render-last-turn", summary = summary);
        let least = parts.iter().map(|(rank, _)| *rank).max().unwrap_or(0);
        if measure(&line, size, Weight::Regular) <= max || least == 0 {
            return fit(&line, size, Weight::Regular, max);
        }
        // Drop the last of the least important parts.
        if let Some(i) = parts.iter().rposition(|(rank, _)| *rank == least) {
            parts.remove(i);
        }
    }
}

fn footer(s: &mut Vec<Shape>, view: &FubaView, names: &[String], early: Option<String>, lang: Lang) {
    let w = words();
    let max = WIDTH as f32 - 40.0;
    let now = fit(&early.unwrap_or_else(|| phase_line(view, names, lang)), 20.0, Weight::Bold, max);
    s.push(text(640.0, FOOTER_Y + 6.0, 20.0, Weight::Bold, WHITE, Align::Center, now));
    let last_kick = view.penalties.last().filter(|_| view.shootout.is_some());
    let last = match (last_kick, &view.last_turn) {
        (Some(k), _) => {
            let (name, kick, dive) = (name(names, k.seat), w.name_of(lang, &k.kick), w.name_of(lang, &k.dive));
            let line = if k.scored {
                say!(w, lang, "render-last-kick-scored", name = name, kick = kick, dive = dive, roll = k.roll)
            } else {
                say!(w, lang, "render-last-kick-missed", name = name, kick = kick, dive = dive, roll = k.roll)
            };
            fit(&line, 16.0, Weight::Regular, max)
        }
        (None, Some(r)) => turn_summary(turn_parts(r, names, lang), 16.0, max, lang),
        (None, None) => fit(&format!("FUBA · {}", rules(view, lang)), 16.0, Weight::Regular, max),
    };
    s.push(text(640.0, FOOTER_Y + 34.0, 16.0, Weight::Regular, MUTED, Align::Center, last));
}

/// The scene for a FUBA view. Pass a spectator view for anything posted in public.
pub fn scene(view: &FubaView, names: &[String], lang: Lang) -> Scene {
    build(view, names, None, lang)
}

/// The last scene of a match: as [`scene`], and if it ended by a resignation or a forfeit, the
/// header and the footer say so.
pub fn final_scene(view: &FubaView, names: &[String], outcome: &Outcome, lang: Lang) -> Scene {
    build(view, names, Some(outcome), lang)
}

fn build(view: &FubaView, names: &[String], ended: Option<&Outcome>, lang: Lang) -> Scene {
    let early = ended.and_then(|o| ended_early(o, names, view, lang));
    let mut s = Vec::new();
    header(&mut s, view, names, early.as_ref().map(|e| e.clock.as_str()), lang);
    // The target belongs to the turn in progress: a setup or a break still carries the last one.
    let in_turn = matches!(view.phase, Phase::Action { .. } | Phase::EventMoves { .. } | Phase::ExtraMovement { .. });
    if let (true, Some(a)) = (in_turn, view.target) {
        target(&mut s, a, lang);
    }
    let open_play = in_play(&view.phase)
        && !matches!(view.phase, Phase::Penalty { .. } | Phase::Setup { kind: SetupKind::Penalty, .. });
    // A line on a goal line offsides nobody: leave it out rather than draw over the goal.
    if let (true, Some(depth)) = (open_play, view.offside_line) {
        if depth > 0 && depth < board::LENGTH {
            offside(&mut s, depth, board::attacks_east(view.ct), lang);
        }
    }
    pieces(&mut s, view, lang);
    ball(&mut s, view);
    footer(&mut s, view, names, early.map(|e| e.line), lang);
    Scene { width: WIDTH, height: HEIGHT, base: Base::Layer(pitch_layer(lang)), shapes: s }
}

/// A FUBA match played by the computer on both sides, as a spectator's views after every step.
pub fn sample_views(config: touchline_games::fuba::Config, seed: u64) -> Vec<FubaView> {
    crate::samples::views::<touchline_games::fuba::Fuba>(config, seed)
}

/// About eight frames each of a basic and an advanced match (for the palette).
pub fn samples(names: &[String]) -> Vec<Scene> {
    use touchline_games::fuba::Config;
    let mut out = Vec::new();
    for config in [Config::default(), Config::advanced()] {
        let views = sample_views(config, 4);
        out.extend(crate::spread(&views, 8).map(|v| scene(v, names, Lang::En)));
    }
    out
}

/// Frames worth pinning: a kick-off setup, a turn in play with its target and offside line, a
/// corner, a penalty, full time with condition points (A1), a match forfeited on time part
/// way, a goal turn told with long names, and an advanced turn in Spanish and in German.
pub fn pinned() -> Vec<crate::Pinned> {
    use crate::{first_view, pinned_names, Pinned};
    use touchline_games::fuba::{Config, Event, Fuba};
    use touchline_games::{Command, Match, Viewer};
    let names = pinned_names(2);
    let basic = |pick: &dyn Fn(&FubaView) -> bool| first_view(200, |seed| sample_views(Config::default(), seed), pick);
    let kickoff =
        basic(&|v| matches!(v.phase, Phase::Setup { kind: SetupKind::KickOff, stage: SetupStage::Adjust { .. }, .. }));
    let turn = basic(&|v| {
        matches!(v.phase, Phase::Action { .. })
            && v.target.is_some()
            && v.minute >= 15
            && v.offside_line.is_some_and(|d| d > 0 && d < board::LENGTH)
    });
    let corner =
        basic(&|v| matches!(v.phase, Phase::Setup { kind: SetupKind::Corner, stage: SetupStage::Adjust { .. }, .. }));
    let penalty = first_view(
        200,
        |seed| sample_views(Config::advanced(), seed),
        |v| matches!(v.phase, Phase::Penalty { shootout: false, .. }),
    );
    let full_time = sample_views(Config::advanced(), 4).pop().expect("a finished match");
    // Forfeited on time part way through.
    let (mut m, _) = Match::<Fuba>::new(Config::default(), 2, 3).expect("two seats");
    while m.view(Viewer::Spectator).minute < 30 {
        let Some(seat) = m.status().to_act().iter().next() else { break };
        let _ = m.apply(seat, Command::AutoMove);
    }
    if let Some(seat) = m.status().to_act().iter().next() {
        let _ = m.apply(seat, Command::Forfeit);
    }
    let status = m.status();
    let forfeit = final_scene(&m.view(Viewer::Spectator), &names, status.outcome().expect("forfeited"), Lang::En);
    let goal_turn =
        basic(&|v| v.last_turn.as_ref().is_some_and(|t| t.notes.iter().any(|e| matches!(e, Event::Goal { .. }))));
    let long = ["Real Sporting Lower Fenwick".to_string(), "Harbour Athletic Reserves".to_string()];
    // The wordiest frame for the languages that run longest: a turn in play under every
    // advanced rule, with its target, offside line, condition points and the last turn told.
    let advanced_turn = first_view(
        200,
        |seed| sample_views(Config::advanced(), seed),
        |v| {
            matches!(v.phase, Phase::Action { .. })
                && v.target.is_some()
                && v.last_turn.is_some()
                && v.minute >= 15
                && v.offside_line.is_some_and(|d| d > 0 && d < board::LENGTH)
        },
    );
    vec![
        Pinned::new("fuba_kickoff", scene(&kickoff, &names, Lang::En)),
        Pinned::new("fuba_turn", scene(&turn, &names, Lang::En)),
        Pinned::new("fuba_corner", scene(&corner, &names, Lang::En)),
        Pinned::new("fuba_penalty", scene(&penalty, &names, Lang::En)),
        Pinned::new("fuba_full_time", scene(&full_time, &names, Lang::En)),
        Pinned::new("fuba_forfeit", forfeit),
        Pinned::new("fuba_goal_turn", scene(&goal_turn, &long, Lang::En)),
        Pinned::new("fuba-turn-es", scene(&advanced_turn, &names, Lang::Es)),
        Pinned::new("fuba-turn-de", scene(&advanced_turn, &names, Lang::De)),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use touchline_games::fuba::{Config, Fuba};
    use touchline_games::{Match, Viewer};

    /// The ball never covers an area's name, wherever it is: every area and corner spot, and
    /// the penalty spots.
    #[test]
    fn the_ball_never_hides_an_area_name() {
        let (m, _) = Match::<Fuba>::new(Config::default(), 2, 1).unwrap();
        let base = m.view(Viewer::Spectator);
        let labels: Vec<(f32, f32, f32, f32)> = (0..AREA_COUNT as Area)
            .map(|a| {
                let (x, y, align) = label_at(a);
                let w = measure(board::id(a), 13.0, Weight::Bold) + 10.0;
                let left = match align {
                    Align::Left => x,
                    Align::Center => x - w / 2.0,
                    Align::Right => x - w,
                };
                (left, y, w, 19.0)
            })
            .collect();
        let mut views = Vec::new();
        for ball in 0..SPOT_COUNT as Area {
            views.push(FubaView { ball, ..base.clone() });
        }
        for ball in [board::C1, board::C5] {
            let phase = Phase::Setup { kind: SetupKind::Penalty, stage: SetupStage::Controlling, picked: None };
            views.push(FubaView { ball, phase, ..base.clone() });
        }
        for v in &views {
            let (cx, cy) = ball_centre(v);
            for (i, (x, y, w, h)) in labels.iter().enumerate() {
                // The nearest point of the label to the ball's centre, against the radius.
                let nx = cx.clamp(*x, x + w);
                let ny = cy.clamp(*y, y + h);
                let d = ((cx - nx).powi(2) + (cy - ny).powi(2)).sqrt();
                assert!(
                    d > BALL_R + 2.0,
                    "the ball in {} covers the name of {}",
                    board::id(v.ball),
                    board::id(i as Area)
                );
            }
        }
    }

    /// The key's words stay inside its panel in every language.
    #[test]
    fn the_key_fits_its_panel_in_every_language() {
        for lang in touchline_i18n::Lang::ALL {
            for shape in (pitch_layer(lang).shapes)() {
                let Shape::Text(label) = shape else { continue };
                if label.align == Align::Left && label.x < KEY_RIGHT {
                    let right = label.x + measure(&label.text, label.size, label.weight);
                    assert!(right <= KEY_RIGHT - 4.0, "{lang}: {:?} runs out of the key", label.text);
                }
            }
        }
    }

    fn pinned_texts(name: &str) -> Vec<String> {
        let p = pinned().into_iter().find(|p| p.name == name).expect("pinned");
        p.scene.texts().into_iter().map(str::to_string).collect()
    }

    #[test]
    fn a_frame_says_the_score_clock_formations_and_ball_value() {
        let names = crate::pinned_names(2);
        let turn = crate::first_view(
            200,
            |seed| sample_views(Config::default(), seed),
            |v| {
                matches!(v.phase, Phase::Action { .. })
                    && v.target.is_some()
                    && v.minute >= 15
                    && v.offside_line.is_some_and(|d| d > 0 && d < board::LENGTH)
            },
        );
        let scene = scene(&turn, &names, Lang::En);
        let texts = scene.texts();
        let has = |want: &str| texts.iter().any(|t| t.contains(want));
        assert!(texts.contains(&format!("{} – {}", turn.score[0], turn.score[1]).as_str()), "score in {texts:?}");
        assert!(has(&turn.clock()), "clock {} in {texts:?}", turn.clock());
        for team in &turn.teams {
            let formation = team.formation.expect("revealed").to_string();
            assert!(texts.contains(&formation.as_str()), "formation {formation} in {texts:?}");
        }
        assert!(texts.contains(&turn.value.to_string().as_str()), "ball value in {texts:?}");
        assert!(has("target") && has("offside"), "target and offside line marked in {texts:?}");
        // The area names are on the static layer under every frame.
        let base: Vec<String> = (PITCH.shapes)()
            .into_iter()
            .filter_map(|s| match s {
                Shape::Text(label) => Some(label.text),
                _ => None,
            })
            .collect();
        for info in board::AREAS {
            assert!(base.iter().any(|t| t == info.id), "area {} labelled", info.id);
        }
        // The advanced frame shows the condition points per line.
        let end = sample_views(Config::advanced(), 4).pop().expect("a finished match");
        let [d, m, f] = end.teams[0].cp.expect("A1 on");
        assert!(super::scene(&end, &names, Lang::En).texts().contains(&format!("CP D{d} M{m} F{f}").as_str()));
    }

    #[test]
    fn a_formation_still_secret_is_drawn_for_nobody() {
        use touchline_games::{Secrets, Written};
        let names = crate::pinned_names(2);
        // Two matches that differ only in seat 0's formation draft, still secret in the preparation.
        let plain = Fuba::new(&Config::advanced());
        let mut position = plain.to_position();
        if let Phase::Prepare { drafts } = &mut position.phase {
            drafts[0].formation = Some(touchline_games::fuba::Formation::new(3, 4, 3));
        }
        let drafted = Fuba::from_position(position).expect("a possible position");
        assert_ne!(plain, drafted);
        for viewer in [Viewer::Spectator, Viewer::Seat(0), Viewer::Seat(1)] {
            assert_eq!(scene(&plain.view(viewer), &names, Lang::En), scene(&drafted.view(viewer), &names, Lang::En));
        }
    }

    #[test]
    fn text_stays_inside_its_band() {
        let names =
            ["Real Sporting Club de Lower Fenwick Marsh".to_string(), "Kingsmead Wanderers Football Club".to_string()];
        for config in [Config::default(), Config::advanced()] {
            for mut view in sample_views(config, 12) {
                // The most a header row can hold: cards, a red, players off, a formation change.
                for team in view.teams.iter_mut() {
                    (team.yellows, team.reds, team.off, team.tired) = (4, 2, 3, true);
                    team.next_formation = Some(touchline_games::fuba::Formation::new(4, 3, 3));
                }
                // Every language: German and French run longest.
                for shape in touchline_i18n::Lang::ALL.iter().flat_map(|lang| scene(&view, &names, *lang).shapes) {
                    let Shape::Text(label) = shape else { continue };
                    let w = measure(&label.text, label.size, label.weight);
                    let (left, right) = match label.align {
                        Align::Left => (label.x, label.x + w),
                        Align::Center => (label.x - w / 2.0, label.x + w / 2.0),
                        Align::Right => (label.x - w, label.x),
                    };
                    assert!(left >= 0.0 && right <= 1280.0, "{:?} leaves the frame", label.text);
                    // Header text beside the score panel must not run into it.
                    if label.y < 88.0 && !(500.0..=780.0).contains(&label.x) {
                        assert!(right <= 500.0 || left >= 780.0, "{:?} runs into the score panel", label.text);
                    }
                }
            }
        }
    }

    #[test]
    fn a_forfeit_says_so_on_the_last_picture() {
        use touchline_games::Command;
        // The match pinned: who was to move at 30' forfeited.
        let (mut m, _) = Match::<Fuba>::new(Config::default(), 2, 3).unwrap();
        while m.view(Viewer::Spectator).minute < 30 {
            let seat = m.status().to_act().iter().next().unwrap();
            m.apply(seat, Command::AutoMove).unwrap();
        }
        let forfeiter = &crate::pinned_names(2)[m.status().to_act().iter().next().unwrap()];
        let texts = pinned_texts("fuba_forfeit");
        assert!(texts.iter().any(|t| t.contains(&format!("{forfeiter} ran out of time"))), "{texts:?}");
        assert!(texts.iter().any(|t| t.starts_with("forfeited · ")), "{texts:?}");
        assert!(!texts.iter().any(|t| t == "has the ball"), "nobody has the ball once it is over: {texts:?}");
    }

    #[test]
    fn a_goal_turn_says_how_the_goal_came_even_with_long_names() {
        let texts = pinned_texts("fuba_goal_turn");
        let line = texts.iter().find(|t| t.starts_with("Last turn:")).expect("the last turn's line");
        assert!(line.contains(" shoots from ") && line.contains("GOAL "), "{line}");
        assert!(!line.ends_with('…'), "nothing cut: {line}");
    }
}
