//! The pitch (rules digest §17, DEFAULT §19 G1 and G9): the grid as data, and the geometry the
//! rules lean on — distance, adjacency, the spaces a ball's line crosses, the halfway space, the
//! in-between test — as pure functions.
//!
//! The rulebook's board did not survive, so this is the proposed one: 11 columns (A–K) by 15 rows
//! (1–15), Home defending row 1 and Away row 15, king-move adjacency and Chebyshev distance. Every
//! number below is in [`BOARD`], so the printed board can replace it in one place.

use std::fmt;

use serde::{Deserialize, Serialize};

/// The proposed pitch (§19 G1).
pub struct Board {
    pub columns: u8,
    pub rows: u8,
    /// The three columns of each small rectangle (the Strike targets), left to right.
    pub mouth_columns: [u8; 3],
    /// Columns and rows (from a team's own goal line) of each penalty area.
    pub area_columns: (u8, u8),
    pub area_depth: u8,
    /// The MARK-icon spaces, per team (in the team's own half).
    pub marks: [[Space; 4]; 2],
    /// The kick-off space.
    pub centre: Space,
}

const fn sq(col: u8, row: u8) -> Space {
    Space { col, row }
}

/// Columns are 0 = A … 10 = K, rows 0 = row 1 … 14 = row 15.
pub const BOARD: Board = Board {
    columns: 11,
    rows: 15,
    mouth_columns: [4, 5, 6],
    area_columns: (2, 8),
    area_depth: 3,
    marks: [[sq(2, 4), sq(8, 4), sq(4, 6), sq(6, 6)], [sq(2, 10), sq(8, 10), sq(4, 8), sq(6, 8)]],
    centre: sq(5, 7),
};

/// Whether a space carries the MARK icon, in either half.
pub fn is_mark(s: Space) -> bool {
    BOARD.marks.iter().any(|half| half.contains(&s))
}

/// The default formation (§19 G1): Goalie, Captain, then the four others, for Home; Away mirrors.
pub const FORMATION: [Space; 6] = [sq(5, 0), sq(5, 5), sq(3, 2), sq(7, 2), sq(2, 5), sq(8, 5)];

/// A space of the grid, written as on the board ("F8").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Space {
    pub col: u8,
    pub row: u8,
}

impl Space {
    pub const fn new(col: u8, row: u8) -> Space {
        Space { col, row }
    }

    /// "F8" → F8; `None` for anything not on the board.
    pub fn parse(text: &str) -> Option<Space> {
        let text = text.trim();
        let mut chars = text.chars();
        let letter = chars.next()?.to_ascii_uppercase();
        if !letter.is_ascii_uppercase() {
            return None;
        }
        let row: u8 = chars.as_str().parse().ok()?;
        let col = letter as u8 - b'A';
        let s = Space { col, row: row.checked_sub(1)? };
        s.on_board().then_some(s)
    }

    /// The space's place in [`Space::all`]'s order (row by row).
    pub fn index(self) -> usize {
        self.row as usize * BOARD.columns as usize + self.col as usize
    }

    pub fn on_board(self) -> bool {
        self.col < BOARD.columns && self.row < BOARD.rows
    }

    /// Every space of the board, row by row.
    pub fn all() -> impl Iterator<Item = Space> {
        (0..BOARD.rows).flat_map(|row| (0..BOARD.columns).map(move |col| Space { col, row }))
    }

    /// The space `dc`, `dr` away, if it is on the board.
    pub fn offset(self, dc: i8, dr: i8) -> Option<Space> {
        let col = self.col as i8 + dc;
        let row = self.row as i8 + dr;
        let s = Space { col: u8::try_from(col).ok()?, row: u8::try_from(row).ok()? };
        s.on_board().then_some(s)
    }

    /// The eight neighbours on the board (§19 G1: adjacency is the eight around).
    pub fn neighbours(self) -> impl Iterator<Item = Space> {
        const AROUND: [(i8, i8); 8] = [(-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1)];
        AROUND.into_iter().filter_map(move |(dc, dr)| self.offset(dc, dr))
    }

    /// The mirror image through the centre: Home's space as Away sees its own side.
    pub fn mirrored(self) -> Space {
        Space { col: BOARD.columns - 1 - self.col, row: BOARD.rows - 1 - self.row }
    }
}

impl fmt::Display for Space {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'A' + self.col) as char, self.row + 1)
    }
}

impl Serialize for Space {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Space {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Space, D::Error> {
        let text = String::deserialize(d)?;
        Space::parse(&text).ok_or_else(|| serde::de::Error::custom(format!("'{text}' is not a space of the board")))
    }
}

/// Spaces along the shortest route, counting the target and not the start (§7.1): king moves.
pub fn distance(a: Space, b: Space) -> u8 {
    a.col.abs_diff(b.col).max(a.row.abs_diff(b.row))
}

pub fn adjacent(a: Space, b: Space) -> bool {
    distance(a, b) == 1
}

/// The power a distance needs: half, rounded up (§7.1).
pub fn distance_power(d: u8) -> u8 {
    d.div_ceil(2)
}

/// The row a team defends (0 for Home, 14 for Away).
pub fn goal_row(team: usize) -> u8 {
    if team == 0 {
        0
    } else {
        BOARD.rows - 1
    }
}

/// +1 when a team's forward is up the rows (Home), −1 when down (Away).
pub fn forward(team: usize) -> i8 {
    if team == 0 {
        1
    } else {
        -1
    }
}

/// How many rows `to` is ahead of `from` for `team` (negative: behind).
pub fn rows_ahead(team: usize, from: Space, to: Space) -> i8 {
    (to.row as i8 - from.row as i8) * forward(team)
}

/// The three spaces of `team`'s small rectangle, left to right as the board is drawn; also the
/// Strike targets of a shot at that goal (named by column, §19 G1).
pub fn mouth(team: usize) -> [Space; 3] {
    let row = goal_row(team);
    BOARD.mouth_columns.map(|col| Space { col, row })
}

/// Whose small rectangle `s` is in, if any (only Goalies may stand there, §6).
pub fn small_rectangle(s: Space) -> Option<usize> {
    let [first, .., last] = BOARD.mouth_columns;
    if s.col < first || s.col > last {
        return None;
    }
    (0..2).find(|t| s.row == goal_row(*t))
}

/// Whether `s` is in `team`'s own penalty area.
pub fn in_penalty_area(team: usize, s: Space) -> bool {
    let (c0, c1) = BOARD.area_columns;
    (c0..=c1).contains(&s.col) && s.row.abs_diff(goal_row(team)) < BOARD.area_depth
}

/// Whose half `s` is in; the halfway row belongs to neither (§19 G1).
pub fn half_of(s: Space) -> Option<usize> {
    let middle = BOARD.centre.row;
    match s.row.cmp(&middle) {
        std::cmp::Ordering::Less => Some(0),
        std::cmp::Ordering::Greater => Some(1),
        std::cmp::Ordering::Equal => None,
    }
}

/// `team`'s formation space for piece `index` (0 Goalie, 1 Captain, 2–5 the others).
pub fn formation(team: usize, index: usize) -> Space {
    let s = FORMATION[index];
    if team == 0 {
        s
    } else {
        s.mirrored()
    }
}

/// Twice a space's centre, so that every centre and every cell edge is a whole number.
fn centre2(s: Space) -> (i32, i32) {
    (2 * s.col as i32 + 1, 2 * s.row as i32 + 1)
}

/// The part of the segment (as fractions 0..1 along it) inside the open cell `c`, if any. The
/// segment runs between doubled centres; a cell spans `[2col, 2col+2]`.
fn inside(from: (i32, i32), to: (i32, i32), c: Space) -> Option<(f64, f64)> {
    let (mut lo, mut hi) = (0.0f64, 1.0f64);
    for (p, d, min) in [(from.0, to.0 - from.0, 2 * c.col as i32), (from.1, to.1 - from.1, 2 * c.row as i32)] {
        let max = min + 2;
        if d == 0 {
            // Running along (or outside) the cell in this direction: it must be strictly inside.
            if p <= min || p >= max {
                return None;
            }
            continue;
        }
        let (a, b) = ((min - p) as f64 / d as f64, (max - p) as f64 / d as f64);
        let (a, b) = if a < b { (a, b) } else { (b, a) };
        lo = lo.max(a);
        hi = hi.min(b);
    }
    (lo < hi).then_some((lo, hi))
}

/// The spaces the straight line from `a`'s centre to `b`'s crosses through their interior, in
/// order from `a`, `a` itself left out and `b` included (§19 G9). Touching a corner or running
/// along an edge does not count.
///
/// Every pass and shot the computer weighs asks for a line, so the lines between every two
/// spaces of the grid are worked out once, on first use ([`line_through`] is the geometry).
pub fn crossed(a: Space, b: Space) -> &'static [Space] {
    static LINES: std::sync::OnceLock<Lines> = std::sync::OnceLock::new();
    let lines = LINES.get_or_init(Lines::new);
    match (Lines::index(a), Lines::index(b)) {
        (Some(i), Some(j)) => {
            let (start, end) = lines.spans[i * Lines::SPACES + j];
            &lines.spaces[start as usize..end as usize]
        }
        // Off the grid: no line is kept (and none is asked for).
        _ => &[],
    }
}

/// Every line of the grid, end to end in one list: `spans[from * SPACES + to]` is its part.
struct Lines {
    spaces: Vec<Space>,
    spans: Vec<(u32, u32)>,
}

impl Lines {
    const SPACES: usize = BOARD.columns as usize * BOARD.rows as usize;

    fn index(s: Space) -> Option<usize> {
        (s.col < BOARD.columns && s.row < BOARD.rows).then(|| s.row as usize * BOARD.columns as usize + s.col as usize)
    }

    fn new() -> Lines {
        let all: Vec<Space> =
            (0..BOARD.rows).flat_map(|row| (0..BOARD.columns).map(move |col| Space { col, row })).collect();
        let mut spaces = Vec::new();
        let mut spans = Vec::with_capacity(Self::SPACES * Self::SPACES);
        for a in &all {
            for b in &all {
                let start = spaces.len() as u32;
                spaces.extend(line_through(*a, *b));
                spans.push((start, spaces.len() as u32));
            }
        }
        Lines { spaces, spans }
    }
}

/// [`crossed`], worked out.
fn line_through(a: Space, b: Space) -> Vec<Space> {
    if a == b {
        return Vec::new();
    }
    let (from, to) = (centre2(a), centre2(b));
    let mut hits: Vec<(f64, Space)> = Vec::new();
    for row in a.row.min(b.row)..=a.row.max(b.row) {
        for col in a.col.min(b.col)..=a.col.max(b.col) {
            let c = Space { col, row };
            if c == a {
                continue;
            }
            if let Some((enter, _)) = inside(from, to, c) {
                hits.push((enter, c));
            }
        }
    }
    hits.sort_by(|x, y| x.0.total_cmp(&y.0));
    hits.into_iter().map(|(_, s)| s).collect()
}

/// Where a failed pass or shot stops when nothing is on its line: the space holding the point
/// ceil(d/2)/d of the way along, a tie on an edge going to the side of the start (§19 G9).
pub fn halfway(a: Space, b: Space) -> Space {
    let d = distance(a, b) as i32;
    if d == 0 {
        return a;
    }
    let h = (d + 1) / 2;
    let (from, to) = (centre2(a), centre2(b));
    // The point, doubled: from + (to - from) * h / d, kept exact as a fraction over d.
    let axis = |p: i32, q: i32| -> u8 {
        let num = p * d + (q - p) * h; // the doubled coordinate times d
        let cell = num.div_euclid(2 * d);
        let on_edge = num.rem_euclid(2 * d) == 0;
        // On an edge, the cell toward the start: the lower one when moving up this axis.
        let cell = if on_edge && q > p { cell - 1 } else { cell };
        cell as u8
    };
    Space { col: axis(from.0, to.0), row: axis(from.1, to.1) }
}

/// Whether the closed square of `s` meets the segment `p`–`q` (both doubled centres).
fn square_meets(s: Space, p: (i32, i32), q: (i32, i32)) -> bool {
    let (x0, y0) = (2 * s.col as i32, 2 * s.row as i32);
    let corners = [(x0, y0), (x0 + 2, y0), (x0 + 2, y0 + 2), (x0, y0 + 2)];
    // An end inside the square.
    let within = |(x, y): (i32, i32)| x >= x0 && x <= x0 + 2 && y >= y0 && y <= y0 + 2;
    if within(p) || within(q) {
        return true;
    }
    (0..4).any(|i| segments_meet(p, q, corners[i], corners[(i + 1) % 4]))
}

fn orient(a: (i32, i32), b: (i32, i32), c: (i32, i32)) -> i32 {
    ((b.0 - a.0) * (c.1 - a.1) - (b.1 - a.1) * (c.0 - a.0)).signum()
}

fn on_segment(a: (i32, i32), b: (i32, i32), p: (i32, i32)) -> bool {
    p.0 >= a.0.min(b.0) && p.0 <= a.0.max(b.0) && p.1 >= a.1.min(b.1) && p.1 <= a.1.max(b.1)
}

/// Closed segments meeting (touching counts).
fn segments_meet(p1: (i32, i32), p2: (i32, i32), q1: (i32, i32), q2: (i32, i32)) -> bool {
    let (d1, d2, d3, d4) = (orient(q1, q2, p1), orient(q1, q2, p2), orient(p1, p2, q1), orient(p1, p2, q2));
    if d1 != d2 && d3 != d4 && d1 * d2 <= 0 && d3 * d4 <= 0 && (d1 != 0 || d2 != 0) {
        return true;
    }
    (d1 == 0 && on_segment(q1, q2, p1))
        || (d2 == 0 && on_segment(q1, q2, p2))
        || (d3 == 0 && on_segment(p1, p2, q1))
        || (d4 == 0 && on_segment(p1, p2, q2))
}

/// An In-Between Pass's line (§9.2, §19 G9): the pass from `from` to `to` properly crosses the
/// line joining the two opponents, and neither the start nor the target square touches that line.
pub fn in_between(from: Space, to: Space, o1: Space, o2: Space) -> bool {
    let (p, q) = (centre2(from), centre2(to));
    let (a, b) = (centre2(o1), centre2(o2));
    let proper = orient(a, b, p) * orient(a, b, q) < 0 && orient(p, q, a) * orient(p, q, b) < 0;
    proper && !square_meets(from, a, b) && !square_meets(to, a, b)
}

/// The neighbour of `from` that brings it closest to `to` (ties: the straighter step), or
/// `from` itself when already there. Used for a Goalie's step in a shot and for the AutoTeam.
pub fn step_toward(from: Space, to: Space) -> Space {
    if from == to {
        return from;
    }
    let dc = (to.col as i8 - from.col as i8).signum();
    let dr = (to.row as i8 - from.row as i8).signum();
    from.offset(dc, dr).unwrap_or(from)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn s(text: &str) -> Space {
        Space::parse(text).unwrap()
    }

    #[test]
    fn spaces_read_and_write_as_on_the_board() {
        assert_eq!(s("F8"), BOARD.centre);
        assert_eq!(s("a1").to_string(), "A1");
        assert_eq!(s("K15"), Space::new(10, 14));
        for bad in ["L1", "A0", "A16", "", "F", "8F", "F-1"] {
            assert_eq!(Space::parse(bad), None, "{bad}");
        }
        assert_eq!(Space::all().count(), 165);
        assert_eq!(serde_json::to_string(&s("E9")).unwrap(), "\"E9\"");
        assert!(serde_json::from_str::<Space>("\"Z9\"").is_err());
    }

    #[test]
    fn distance_is_in_king_moves_and_power_is_half_rounded_up() {
        assert_eq!(distance(s("A1"), s("C6")), 5);
        assert_eq!(distance_power(5), 3); // §7.1: 5 spaces needs power 3
        assert_eq!(distance_power(6), 3);
        assert_eq!(distance_power(1), 1);
        assert_eq!(s("F8").neighbours().count(), 8);
        assert_eq!(s("A1").neighbours().count(), 3);
        // The rulebook's shot example: a Goalie on the left space is 2 from the right one.
        let [left, _, right] = mouth(1);
        assert_eq!(distance_power(distance(left, right)), 1);
    }

    #[test]
    fn the_proposed_board_has_its_areas_and_marks() {
        assert_eq!(mouth(0), [s("E1"), s("F1"), s("G1")]);
        assert_eq!(mouth(1), [s("E15"), s("F15"), s("G15")]);
        assert_eq!(small_rectangle(s("F15")), Some(1));
        assert_eq!(small_rectangle(s("F2")), None);
        assert_eq!(Space::all().filter(|x| in_penalty_area(0, *x)).count(), 21);
        assert!(in_penalty_area(1, s("C13")) && !in_penalty_area(1, s("C12")) && !in_penalty_area(1, s("B14")));
        assert_eq!(half_of(s("F7")), Some(0));
        assert_eq!(half_of(s("F8")), None);
        assert_eq!(half_of(s("F9")), Some(1));
        assert_eq!(BOARD.marks[0].map(|m| m.to_string()), ["C5", "I5", "E7", "G7"]);
        assert_eq!(BOARD.marks[1].map(|m| m.to_string()), ["C11", "I11", "E9", "G9"]);
        let home: Vec<String> = (0..6).map(|i| formation(0, i).to_string()).collect();
        assert_eq!(home, ["F1", "F6", "D3", "H3", "C6", "I6"]);
        let away: Vec<String> = (0..6).map(|i| formation(1, i).to_string()).collect();
        assert_eq!(away, ["F15", "F10", "H13", "D13", "I10", "C10"]);
        assert_eq!(rows_ahead(0, s("F5"), s("F7")), 2);
        assert_eq!(rows_ahead(1, s("F5"), s("F7")), -2);
    }

    #[test]
    fn a_straight_line_crosses_the_spaces_between() {
        let line: Vec<String> = crossed(s("F2"), s("F6")).iter().map(|x| x.to_string()).collect();
        assert_eq!(line, ["F3", "F4", "F5", "F6"]);
        // A true diagonal goes corner to corner: only the diagonal spaces.
        let diag: Vec<String> = crossed(s("A1"), s("D4")).iter().map(|x| x.to_string()).collect();
        assert_eq!(diag, ["B2", "C3", "D4"]);
        // A knight-like line crosses both spaces it passes between.
        let knight: Vec<String> = crossed(s("A1"), s("B3")).iter().map(|x| x.to_string()).collect();
        assert_eq!(knight, ["A2", "B2", "B3"]);
        assert!(crossed(s("C3"), s("C3")).is_empty());
        // The kept lines are the worked-out ones, for every two spaces of the grid.
        for a in (0..BOARD.rows).flat_map(|row| (0..BOARD.columns).map(move |col| Space { col, row })) {
            for b in [s("A1"), s("F8"), s("K15"), s("E1"), s("G15"), Space { col: a.row % 11, row: a.col }] {
                assert_eq!(crossed(a, b), line_through(a, b).as_slice(), "{a}-{b}");
            }
        }
        // Order follows the line whichever way it runs.
        let back: Vec<String> = crossed(s("D4"), s("A1")).iter().map(|x| x.to_string()).collect();
        assert_eq!(back, ["C3", "B2", "A1"]);
    }

    #[test]
    fn halfway_is_half_the_distance_rounded_up_toward_the_start_on_a_tie() {
        // §7.2: power 2 failed, the ball stops 2 spaces along.
        assert_eq!(halfway(s("F2"), s("F6")), s("F4"));
        assert_eq!(halfway(s("F2"), s("F7")), s("F5")); // d 5 → 3 along
        assert_eq!(halfway(s("F7"), s("F2")), s("F4"));
        assert_eq!(halfway(s("A1"), s("E3")), s("C2"));
        assert_eq!(halfway(s("A1"), s("D2")), s("C2")); // 2 of 3 along
        assert_eq!(halfway(s("D2"), s("A1")), s("B1"));
        // A point on an edge between two spaces goes to the one nearer the start.
        assert_eq!(halfway(s("A1"), s("E2")), s("C1"));
        assert_eq!(halfway(s("E2"), s("A1")), s("C2"));
        for (a, b) in [("A1", "K15"), ("C3", "J4"), ("K1", "A9")] {
            let h = halfway(s(a), s(b));
            assert!(crossed(s(a), s(b)).contains(&h), "{a}-{b}: {h} is on the line");
        }
    }

    #[test]
    fn an_in_between_pass_splits_two_opponents_without_touching_their_line() {
        // Opponents on D5 and F5; a pass from E3 to E7 goes between them.
        assert!(in_between(s("E3"), s("E7"), s("D5"), s("F5")));
        // Ending beside the line (E6 touches the D5–F5 line's squares? no: the line is row 5).
        assert!(in_between(s("E4"), s("E6"), s("D5"), s("F5")));
        // Not crossing the line at all.
        assert!(!in_between(s("E3"), s("G3"), s("D5"), s("F5")));
        // The start square touching the opponents' line.
        assert!(!in_between(s("E5"), s("E7"), s("C5"), s("G5")));
        // Passing round the end of the line.
        assert!(!in_between(s("G3"), s("G7"), s("D5"), s("F5")));
    }

    #[test]
    fn a_step_toward_goes_the_straight_way() {
        assert_eq!(step_toward(s("F1"), s("G1")), s("G1"));
        assert_eq!(step_toward(s("E1"), s("G1")), s("F1"));
        assert_eq!(step_toward(s("F5"), s("H9")), s("G6"));
        assert_eq!(step_toward(s("F5"), s("F5")), s("F5"));
    }
}
