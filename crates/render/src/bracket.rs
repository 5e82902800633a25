//! A knockout bracket, left to right: one column per round, each tie centred between the two
//! ties that feed it (slots 2s and 2s+1 of a round feed slot s of the next), and the champion
//! on the right once the final has a winner.

use crate::palette::*;
use crate::scene::{text, Align, Base, Scene, Shape, Weight};
use crate::text::{centred, fit};

#[derive(Clone, Debug, Default, PartialEq)]
pub struct BracketPicture {
    pub title: String,
    /// First round first.
    pub rounds: Vec<BracketRound>,
    /// The words drawn beside the names, in the language of whoever will see the picture.
    pub words: BracketWords,
}

/// A bracket's own words: a missing side, the champion's place, an empty bracket.
#[derive(Clone, Debug, PartialEq)]
pub struct BracketWords {
    pub bye: String,
    pub to_be_decided: String,
    pub champions: String,
    pub empty: String,
}

impl Default for BracketWords {
    fn default() -> Self {
        BracketWords {
            bye: "bye".into(),
            to_be_decided: "TBD".into(),
            champions: "CHAMPIONS".into(),
            empty: "No rounds drawn yet".into(),
        }
    }
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct BracketRound {
    pub name: String,
    pub ties: Vec<BracketTie>,
}

#[derive(Clone, Debug, Default, PartialEq)]
pub struct BracketTie {
    /// `None` while the side is not known yet.
    pub home: Option<String>,
    pub away: Option<String>,
    /// As it should read, e.g. "2–2 (4–3 pens)"; `None` until played.
    pub score: Option<String>,
    /// 0 for home, 1 for away.
    pub winner: Option<usize>,
    /// The missing side is a bye rather than a team still to be decided.
    pub bye: bool,
    /// The sides' crests, home then away.
    pub crests: [Option<crate::crest::Crest>; 2],
}

const MARGIN: f32 = 32.0;
const HEADER_H: f32 = 88.0;
const ROUND_NAME_Y: f32 = 102.0;
const TOP: f32 = 146.0;
const BOX_W: f32 = 280.0;
const SIDE_H: f32 = 36.0;
const BOX_H: f32 = 2.0 * SIDE_H;
/// Vertical room per first-round slot: the box, the score under it, and a gap.
const PITCH: f32 = 116.0;
/// Room between columns, where the connectors run.
const GAP: f32 = 56.0;
const CHAMP_W: f32 = 240.0;
const CHAMP_H: f32 = 96.0;
const NAME_SIZE: f32 = 22.0;
const SCORE_SIZE: f32 = 18.0;
/// Beyond these (64 entrants), extra rounds and ties are left out rather than drawn huge.
pub const MAX_ROUNDS: usize = 6;
const MAX_SLOTS: usize = 1 << (MAX_ROUNDS - 1);

/// The grid: how many rounds are drawn and how many first-round slots the height allows for.
struct Grid {
    rounds: usize,
    slots: usize,
}

impl Grid {
    fn new(p: &BracketPicture) -> Grid {
        let rounds = p.rounds.len().min(MAX_ROUNDS);
        // Enough slots for the widest round (a round-r tie spans 2^r first-round slots) and for
        // the last round to have a slot of its own, as a power of two.
        let widest = p.rounds.iter().take(rounds).enumerate().map(|(r, round)| round.ties.len().saturating_mul(1 << r));
        let needed = widest.chain([1 << rounds.saturating_sub(1)]).max().unwrap_or(1);
        Grid { rounds, slots: needed.clamp(1, MAX_SLOTS).next_power_of_two() }
    }

    /// How many ties of round `r` have a place.
    fn capacity(&self, r: usize) -> usize {
        (self.slots >> r).max(1)
    }

    fn x(&self, r: usize) -> f32 {
        MARGIN + r as f32 * (BOX_W + GAP)
    }

    /// The vertical centre of tie `s` of round `r`: the middle of the first-round slots it spans,
    /// so it is always halfway between its two feeders.
    fn y(&self, r: usize, s: usize) -> f32 {
        let span = (1usize << r) as f32;
        // A little above the middle of the span, leaving the score under the box inside it.
        TOP + PITCH * span * (s as f32 + 0.5) - 12.0
    }

    fn width(&self) -> u32 {
        if self.rounds == 0 {
            return 640;
        }
        (self.x(self.rounds) + CHAMP_W + MARGIN).ceil() as u32
    }

    fn height(&self) -> u32 {
        if self.rounds == 0 {
            return 220;
        }
        (TOP + self.slots as f32 * PITCH + MARGIN - 20.0).ceil() as u32
    }
}

fn tie(s: &mut Vec<Shape>, x: f32, cy: f32, t: &BracketTie, words: &BracketWords) {
    let top = cy - BOX_H / 2.0;
    s.push(Shape::Rect { x, y: top, w: BOX_W, h: BOX_H, radius: 8.0, fill: PANEL });
    s.push(Shape::Line { x1: x + 10.0, y1: cy, x2: x + BOX_W - 10.0, y2: cy, stroke: RULE, width: 1.5 });
    let winner = t.winner.filter(|w| *w < 2);
    for (side, name) in [&t.home, &t.away].into_iter().enumerate() {
        let row_top = top + side as f32 * SIDE_H;
        let y = centred(row_top, SIDE_H, NAME_SIZE);
        // Measured bold, so a name still fits when it wins.
        let crest = t.crests[side].as_ref().filter(|_| name.is_some());
        let indent = if crest.is_some() { SIDE_H - 6.0 } else { 0.0 };
        if let Some(crest) = crest {
            s.push(Shape::Crest { x: x + 14.0, y: row_top + 5.0, size: SIDE_H - 10.0, crest: crest.clone() });
        }
        let (label, known) = match name {
            Some(n) => (fit(n, NAME_SIZE, Weight::Bold, BOX_W - 30.0 - indent), true),
            None if t.bye => (words.bye.clone(), false),
            None => (words.to_be_decided.clone(), false),
        };
        let (weight, colour) = match winner {
            _ if !known => (Weight::Regular, MUTED),
            Some(w) if w == side => (Weight::Bold, WHITE),
            Some(_) => (Weight::Regular, MUTED),
            None => (Weight::Regular, WHITE),
        };
        if winner == Some(side) {
            s.push(Shape::Rect { x: x + 4.0, y: row_top + 7.0, w: 4.0, h: SIDE_H - 14.0, radius: 2.0, fill: GOLD });
        }
        s.push(text(x + 16.0 + indent, y, NAME_SIZE, weight, colour, Align::Left, label));
    }
    if let Some(score) = t.score.as_deref().filter(|sc| !sc.is_empty()) {
        let score = fit(score, SCORE_SIZE, Weight::Regular, BOX_W);
        s.push(text(x + BOX_W / 2.0, top + BOX_H + 3.0, SCORE_SIZE, Weight::Regular, MUTED, Align::Center, score));
    }
}

/// Lines from the two feeders of a tie to the tie: across, down (or up) to the midpoint, across.
fn connect(s: &mut Vec<Shape>, grid: &Grid, r: usize, slot: usize, feeders: usize) {
    let (from_x, to_x) = (grid.x(r - 1) + BOX_W, grid.x(r));
    let mid = (from_x + to_x) / 2.0;
    let to_y = grid.y(r, slot);
    let line = |x1, y1, x2, y2| Shape::Line { x1, y1, x2, y2, stroke: CONNECTOR, width: 2.0 };
    for f in [2 * slot, 2 * slot + 1] {
        if f >= feeders {
            continue;
        }
        let from_y = grid.y(r - 1, f);
        s.push(line(from_x, from_y, mid, from_y));
        s.push(line(mid, from_y, mid, to_y));
    }
    s.push(line(mid, to_y, to_x, to_y));
}

/// The final's winner, if the last round is a single decided tie with a known winner.
fn champion(p: &BracketPicture, grid: &Grid) -> Option<String> {
    let last = p.rounds.get(grid.rounds.checked_sub(1)?)?;
    let [fin] = last.ties.as_slice() else { return None };
    match fin.winner? {
        0 => fin.home.clone(),
        1 => fin.away.clone(),
        _ => None,
    }
}

/// The scene for a knockout bracket. Any input gives a valid picture.
pub fn bracket_scene(p: &BracketPicture) -> Scene {
    let grid = Grid::new(p);
    let (width, height) = (grid.width(), grid.height());
    let mut s = Vec::new();
    let w = width as f32;

    s.push(Shape::Rect { x: 0.0, y: 0.0, w, h: HEADER_H, radius: 0.0, fill: HEADER });
    s.push(Shape::Rect { x: 0.0, y: HEADER_H - 4.0, w, h: 4.0, radius: 0.0, fill: GOLD });
    let title = fit(&p.title, 40.0, Weight::Bold, w - 2.0 * MARGIN);
    s.push(text(MARGIN, 20.0, 40.0, Weight::Bold, WHITE, Align::Left, title));

    if grid.rounds == 0 {
        s.push(text(w / 2.0, 130.0, 26.0, Weight::Regular, MUTED, Align::Center, p.words.empty.clone()));
        return Scene { width, height, base: Base::Plain, shapes: s };
    }

    // Connectors first, so the boxes sit on top of their ends.
    for r in 1..grid.rounds {
        let feeders = p.rounds[r - 1].ties.len().min(grid.capacity(r - 1));
        for slot in 0..p.rounds[r].ties.len().min(grid.capacity(r)) {
            connect(&mut s, &grid, r, slot, feeders);
        }
    }

    for (r, round) in p.rounds.iter().take(grid.rounds).enumerate() {
        let x = grid.x(r);
        let name = fit(&round.name, 22.0, Weight::Bold, BOX_W + GAP / 2.0);
        s.push(text(x + BOX_W / 2.0, ROUND_NAME_Y, 22.0, Weight::Bold, MUTED, Align::Center, name));
        for (slot, t) in round.ties.iter().take(grid.capacity(r)).enumerate() {
            tie(&mut s, x, grid.y(r, slot), t, &p.words);
        }
    }

    // The champion, or an empty place for one once the final is set.
    let last = grid.rounds - 1;
    if p.rounds[last].ties.len() == 1 {
        let (x, cy) = (grid.x(grid.rounds), grid.y(last, 0));
        let top = cy - CHAMP_H / 2.0;
        match champion(p, &grid) {
            Some(name) => {
                s.push(Shape::Line { x1: x - GAP, y1: cy, x2: x, y2: cy, stroke: GOLD, width: 2.0 });
                s.push(Shape::Rect { x, y: top, w: CHAMP_W, h: CHAMP_H, radius: 12.0, fill: CHAMPION });
                s.push(Shape::Outline { x, y: top, w: CHAMP_W, h: CHAMP_H, radius: 12.0, stroke: GOLD, width: 2.5 });
                s.push(text(
                    x + CHAMP_W / 2.0,
                    top + 14.0,
                    18.0,
                    Weight::Bold,
                    GOLD,
                    Align::Center,
                    format!("★ {}", p.words.champions),
                ));
                let name = fit(&name, 26.0, Weight::Bold, CHAMP_W - 24.0);
                s.push(text(x + CHAMP_W / 2.0, top + 46.0, 26.0, Weight::Bold, WHITE, Align::Center, name));
            }
            None => {
                s.push(Shape::Line { x1: x - GAP, y1: cy, x2: x, y2: cy, stroke: CONNECTOR, width: 2.0 });
                s.push(Shape::Outline {
                    x,
                    y: top,
                    w: CHAMP_W,
                    h: CHAMP_H,
                    radius: 12.0,
                    stroke: CONNECTOR,
                    width: 2.0,
                });
                s.push(text(
                    x + CHAMP_W / 2.0,
                    top + 14.0,
                    18.0,
                    Weight::Bold,
                    MUTED,
                    Align::Center,
                    p.words.champions.clone(),
                ));
                s.push(text(
                    x + CHAMP_W / 2.0,
                    top + 46.0,
                    26.0,
                    Weight::Regular,
                    MUTED,
                    Align::Center,
                    p.words.to_be_decided.clone(),
                ));
            }
        }
    }

    Scene { width, height, base: Base::Plain, shapes: s }
}
