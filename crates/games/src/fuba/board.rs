//! The pitch as data: the 13 areas of the proposed layout (digest §12.1), their lanes, depths,
//! zones and goal-attempt modifiers, plus the four corner spots used only for corner kicks
//! (§8.2). Everything else about geometry (adjacency, distances, offside levels) is derived from
//! this one table, so checking the board against the rules means reading [`AREAS`].
//!
//! Depths are in centimetres along a 105 m pitch from the west goal line. Seat 0 defends the
//! west goal and attacks east; seat 1 the other way (§12.3: no change of ends at half time).

use serde::{Deserialize, Serialize};

use crate::game::Seat;

/// An area of the board, or a corner spot: an index into [`AREAS`] (0–12) or [`CORNERS`] (13–16).
pub type Area = u8;

/// Number of real areas.
pub const AREA_COUNT: usize = 13;
/// Real areas plus corner spots.
pub const SPOT_COUNT: usize = 17;

/// The halfway line, in centimetres from the west goal line.
pub const HALFWAY: u16 = 5250;
/// The length of the pitch, in centimetres.
pub const LENGTH: u16 = 10500;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Lane {
    /// Along the top touchline.
    North,
    Centre,
    /// Along the bottom touchline.
    South,
}

/// One area: its name on the board, its lane, its position in the lane (1 = west) and its depth.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AreaInfo {
    pub id: &'static str,
    pub name: &'static str,
    pub lane: Lane,
    pub index: u8,
    /// Depth from the west goal line, in centimetres: `lo..hi`.
    pub lo: u16,
    pub hi: u16,
}

const fn area(id: &'static str, name: &'static str, lane: Lane, index: u8, lo: u16, hi: u16) -> AreaInfo {
    AreaInfo { id, name, lane, index, lo, hi }
}

/// §12.1, row by row, west to east.
pub const AREAS: [AreaInfo; AREA_COUNT] = [
    area("C1", "west penalty area", Lane::Centre, 1, 0, 1650),
    area("N1", "west north corner area", Lane::North, 1, 0, 2625),
    area("S1", "west south corner area", Lane::South, 1, 0, 2625),
    area("C2", "west front of the box", Lane::Centre, 2, 1650, 4300),
    area("N2", "west north midfield", Lane::North, 2, 2625, 5250),
    area("S2", "west south midfield", Lane::South, 2, 2625, 5250),
    area("C3", "centre circle", Lane::Centre, 3, 4300, 6200),
    area("N3", "east north midfield", Lane::North, 3, 5250, 7875),
    area("S3", "east south midfield", Lane::South, 3, 5250, 7875),
    area("C4", "east front of the box", Lane::Centre, 4, 6200, 8850),
    area("N4", "east north corner area", Lane::North, 4, 7875, 10500),
    area("S4", "east south corner area", Lane::South, 4, 7875, 10500),
    area("C5", "east penalty area", Lane::Centre, 5, 8850, 10500),
];

pub const C1: Area = 0;
pub const N1: Area = 1;
pub const S1: Area = 2;
pub const C2: Area = 3;
pub const N2: Area = 4;
pub const S2: Area = 5;
pub const C3: Area = 6;
pub const N3: Area = 7;
pub const S3: Area = 8;
pub const C4: Area = 9;
pub const N4: Area = 10;
pub const S4: Area = 11;
pub const C5: Area = 12;

/// The corner spots (§8.2): virtual areas next to the corner areas, for corner kicks only.
pub const CORNERS: [(&str, Area); 4] = [("NW", N1), ("SW", S1), ("NE", N4), ("SE", S4)];
pub const NW: Area = 13;
pub const SW: Area = 14;
pub const NE: Area = 15;
pub const SE: Area = 16;

/// The area's short name (`C3`, `NE`).
pub fn id(a: Area) -> &'static str {
    match a as usize {
        i if i < AREA_COUNT => AREAS[i].id,
        i if i < SPOT_COUNT => CORNERS[i - AREA_COUNT].0,
        _ => "??",
    }
}

/// Parse an area's short name, case-insensitively.
pub fn parse(text: &str) -> Option<Area> {
    let t = text.trim().to_ascii_uppercase();
    (0..SPOT_COUNT as Area).find(|a| id(*a) == t)
}

pub fn is_spot(a: Area) -> bool {
    (AREA_COUNT as Area..SPOT_COUNT as Area).contains(&a)
}

/// The real area a corner spot belongs to (itself for a real area).
pub fn home(a: Area) -> Area {
    if a as usize >= SPOT_COUNT {
        C3
    } else if is_spot(a) {
        CORNERS[a as usize - AREA_COUNT].1
    } else {
        a
    }
}

fn info(a: Area) -> AreaInfo {
    AREAS.get(home(a) as usize).copied().unwrap_or(AREAS[C3 as usize])
}

/// The depth interval of an area (a corner spot lies on the goal line of its corner area).
pub fn depth(a: Area) -> (u16, u16) {
    let i = info(a);
    if is_spot(a) {
        if i.lo == 0 {
            (0, 0)
        } else {
            (LENGTH, LENGTH)
        }
    } else {
        (i.lo, i.hi)
    }
}

pub fn lane(a: Area) -> Lane {
    info(a).lane
}

const fn overlaps(a: &AreaInfo, b: &AreaInfo) -> bool {
    a.lo < b.hi && b.lo < a.hi
}

const fn lanes_touch(a: Lane, b: Lane) -> bool {
    matches!(
        (a, b),
        (Lane::North, Lane::Centre)
            | (Lane::Centre, Lane::North)
            | (Lane::South, Lane::Centre)
            | (Lane::Centre, Lane::South)
    )
}

const fn same_lane(a: Lane, b: Lane) -> bool {
    matches!((a, b), (Lane::North, Lane::North) | (Lane::Centre, Lane::Centre) | (Lane::South, Lane::South))
}

/// Adjacency as bit masks: neighbours in a lane, or overlapping areas of touching lanes; each
/// corner spot touches only its corner area.
const fn adjacency() -> [u32; SPOT_COUNT] {
    let mut masks = [0u32; SPOT_COUNT];
    let mut i = 0;
    while i < AREA_COUNT {
        let mut j = 0;
        while j < AREA_COUNT {
            let (a, b) = (&AREAS[i], &AREAS[j]);
            let next_in_lane = same_lane(a.lane, b.lane) && (a.index + 1 == b.index || b.index + 1 == a.index);
            if i != j && (next_in_lane || (lanes_touch(a.lane, b.lane) && overlaps(a, b))) {
                masks[i] |= 1 << j;
            }
            j += 1;
        }
        i += 1;
    }
    let mut k = 0;
    while k < 4 {
        let spot = AREA_COUNT + k;
        let corner = CORNERS[k].1 as usize;
        masks[spot] |= 1 << corner;
        masks[corner] |= 1 << spot;
        k += 1;
    }
    masks
}

/// Shortest-path lengths between every pair (Floyd–Warshall over the adjacency).
const fn distances() -> [[u8; SPOT_COUNT]; SPOT_COUNT] {
    let adj = adjacency();
    let mut d = [[u8::MAX / 2; SPOT_COUNT]; SPOT_COUNT];
    let mut i = 0;
    while i < SPOT_COUNT {
        d[i][i] = 0;
        let mut j = 0;
        while j < SPOT_COUNT {
            if adj[i] & (1 << j) != 0 {
                d[i][j] = 1;
            }
            j += 1;
        }
        i += 1;
    }
    let mut k = 0;
    while k < SPOT_COUNT {
        let mut i = 0;
        while i < SPOT_COUNT {
            let mut j = 0;
            while j < SPOT_COUNT {
                if d[i][k] + d[k][j] < d[i][j] {
                    d[i][j] = d[i][k] + d[k][j];
                }
                j += 1;
            }
            i += 1;
        }
        k += 1;
    }
    d
}

const ADJACENCY: [u32; SPOT_COUNT] = adjacency();
const DISTANCE: [[u8; SPOT_COUNT]; SPOT_COUNT] = distances();

/// For each area, the areas (corner spots included) next to it, as bits: `ADJACENCY` read the
/// other way round.
const ADJACENT_TO: [u32; SPOT_COUNT] = {
    let mut out = [0u32; SPOT_COUNT];
    let mut a = 0;
    while a < SPOT_COUNT {
        let mut b = 0;
        while b < SPOT_COUNT {
            if ADJACENCY[a] & (1 << b) != 0 {
                out[b] |= 1 << a;
            }
            b += 1;
        }
        a += 1;
    }
    out
};

/// The areas `a` with `adjacent(a, b)`, as bits (bit `a` set).
pub fn adjacent_to(b: Area) -> u32 {
    ADJACENT_TO.get(b as usize).copied().unwrap_or(0)
}

pub fn adjacent(a: Area, b: Area) -> bool {
    (a as usize) < SPOT_COUNT && (b as usize) < SPOT_COUNT && ADJACENCY[a as usize] & (1 << b) != 0
}

/// The areas next to `a`, corner spots left out.
pub fn neighbours(a: Area) -> impl Iterator<Item = Area> {
    let mask = ADJACENCY.get(a as usize).copied().unwrap_or(0);
    (0..AREA_COUNT as Area).filter(move |b| mask & (1 << b) != 0)
}

/// Steps between two areas on the adjacency graph.
pub fn distance(a: Area, b: Area) -> u8 {
    DISTANCE.get(a as usize).and_then(|row| row.get(b as usize)).copied().unwrap_or(u8::MAX / 2)
}

/// The long-pass count (§7.5): areas strictly between, 0 for the same or a neighbouring area.
pub fn areas_between(a: Area, b: Area) -> u8 {
    distance(a, b).saturating_sub(1)
}

/// The direction a seat attacks: +1 east (seat 0), −1 west (seat 1).
pub fn attacks_east(seat: Seat) -> bool {
    seat == 0
}

/// The next area in the same lane towards the goal `seat` attacks (`forward`) or defends.
pub fn step_in_lane(a: Area, seat: Seat, forward: bool) -> Option<Area> {
    let east = attacks_east(seat) == forward;
    LANE_STEPS.get(a as usize).and_then(|steps| steps[usize::from(!east)])
}

/// Each area's neighbour in its own lane: towards the east goal, then towards the west goal
/// (worked out once from [`AREAS`]; movement asks for it for every piece).
const LANE_STEPS: [[Option<Area>; 2]; AREA_COUNT] = {
    let mut out = [[None; 2]; AREA_COUNT];
    let mut a = 0;
    while a < AREA_COUNT {
        let mut b = 0;
        while b < AREA_COUNT {
            if AREAS[a].lane as u8 == AREAS[b].lane as u8 {
                if AREAS[b].index == AREAS[a].index + 1 {
                    out[a][0] = Some(b as Area);
                }
                if AREAS[b].index + 1 == AREAS[a].index {
                    out[a][1] = Some(b as Area);
                }
            }
            b += 1;
        }
        a += 1;
    }
    out
};

/// A seat's own penalty area.
pub fn own_box(seat: Seat) -> Area {
    if attacks_east(seat) {
        C1
    } else {
        C5
    }
}

/// The penalty area a seat attacks.
pub fn target_box(seat: Seat) -> Area {
    own_box(1 - seat.min(1))
}

/// The corner spots at the end a seat attacks.
pub fn attacking_corners(seat: Seat) -> [Area; 2] {
    if attacks_east(seat) {
        [NE, SE]
    } else {
        [NW, SW]
    }
}

/// At least partly in `seat`'s own half (§12.2; the centre area belongs to both).
pub fn on_side_of(a: Area, seat: Seat) -> bool {
    let (lo, hi) = depth(home(a));
    if attacks_east(seat) {
        lo < HALFWAY
    } else {
        hi > HALFWAY
    }
}

/// Entirely in the half of the team `seat` attacks (§7.7: where goal attempts come from).
pub fn in_opponent_half(a: Area, seat: Seat) -> bool {
    !on_side_of(a, seat)
}

/// Touching the halfway line: the midfield zone (N2, S2, C3, N3, S3).
pub fn touches_halfway(a: Area) -> bool {
    let (lo, hi) = depth(home(a));
    !is_spot(a) && lo <= HALFWAY && HALFWAY <= hi
}

/// Touching either goal line (C1, N1, S1 and C5, N4, S4): where free moves start.
pub fn touches_goal_line(a: Area) -> bool {
    let (lo, hi) = depth(a);
    !is_spot(a) && (lo == 0 || hi == LENGTH)
}

/// The four corner areas (N1, S1, N4, S4).
pub fn is_corner_area(a: Area) -> bool {
    matches!(a, N1 | S1 | N4 | S4)
}

/// The corner spot next to a corner area.
pub fn corner_spot_of(a: Area) -> Option<Area> {
    CORNERS.iter().position(|(_, c)| *c == a).map(|k| (AREA_COUNT + k) as Area)
}

/// The free move away from the goal line (§7.6.2): C1→C2, N1→N2, … C5→C4.
pub fn away_from_goal_line(a: Area) -> Option<Area> {
    match a {
        C1 => Some(C2),
        N1 => Some(N2),
        S1 => Some(S2),
        C5 => Some(C4),
        N4 => Some(N3),
        S4 => Some(S3),
        _ => None,
    }
}

/// The three zones of §3, from one team's point of view.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Zone {
    Defence,
    Midfield,
    Attack,
}

pub fn zone_for(a: Area, seat: Seat) -> Zone {
    let a = home(a);
    if touches_halfway(a) {
        Zone::Midfield
    } else if on_side_of(a, seat) {
        Zone::Defence
    } else {
        Zone::Attack
    }
}

/// The goal-attempt area modifier (§7.7, proposed values of §12.1) for `seat` shooting from `a`,
/// and whether the attempt needs the goalkeeper out of its penalty area. `None`: no attempt.
pub fn shot_modifier(a: Area, seat: Seat) -> Option<(i8, bool)> {
    let a = home(a);
    let (c_box, c_front, corners, flanks, own_flanks) = if attacks_east(seat) {
        (C5, C4, [N4, S4], [N3, S3], [N2, S2])
    } else {
        (C1, C2, [N1, S1], [N2, S2], [N3, S3])
    };
    if a == c_box {
        Some((0, false))
    } else if a == c_front {
        Some((-2, false))
    } else if corners.contains(&a) {
        Some((-4, false))
    } else if flanks.contains(&a) {
        Some((-5, false))
    } else if a == C3 || own_flanks.contains(&a) {
        Some((-6, true))
    } else {
        None
    }
}

/// The centre of an area along the pitch, for ranking players by closeness to a goal line.
pub fn centre_depth(a: Area) -> u32 {
    let (lo, hi) = depth(a);
    (lo as u32 + hi as u32) / 2
}

/// `a` lies closer to the goal `seat` attacks than `r` does, with no overlap (§12.1).
pub fn beyond(a: Area, r: Area, seat: Seat) -> bool {
    let (alo, ahi) = depth(home(a));
    let (rlo, rhi) = depth(home(r));
    if attacks_east(seat) {
        alo >= rhi
    } else {
        ahi <= rlo
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(list: impl Iterator<Item = Area>) -> Vec<&'static str> {
        let mut v: Vec<&str> = list.map(id).collect();
        v.sort();
        v
    }

    /// The adjacency table of §12.1, row by row.
    #[test]
    fn adjacency_matches_the_digest() {
        let expected = [
            ("C1", vec!["C2", "N1", "S1"]),
            ("C2", vec!["C1", "C3", "N1", "N2", "S1", "S2"]),
            ("C3", vec!["C2", "C4", "N2", "N3", "S2", "S3"]),
            ("C4", vec!["C3", "C5", "N3", "N4", "S3", "S4"]),
            ("C5", vec!["C4", "N4", "S4"]),
            ("N1", vec!["C1", "C2", "N2"]),
            ("N2", vec!["C2", "C3", "N1", "N3"]),
            ("N3", vec!["C3", "C4", "N2", "N4"]),
            ("N4", vec!["C4", "C5", "N3"]),
            ("S1", vec!["C1", "C2", "S2"]),
            ("S2", vec!["C2", "C3", "S1", "S3"]),
            ("S3", vec!["C3", "C4", "S2", "S4"]),
            ("S4", vec!["C4", "C5", "S3"]),
        ];
        for (a, want) in expected {
            assert_eq!(names(neighbours(parse(a).unwrap())), want, "neighbours of {a}");
        }
        assert!(!adjacent(N2, S2), "the north and south lanes never touch");
    }

    #[test]
    fn zones_and_halves_match_the_text() {
        let midfield: Vec<&str> = names((0..13).filter(|a| touches_halfway(*a)));
        assert_eq!(midfield, vec!["C3", "N2", "N3", "S2", "S3"]);
        let west_defence = names((0..13).filter(|a| zone_for(*a, 0) == Zone::Defence));
        assert_eq!(west_defence, vec!["C1", "C2", "N1", "S1"]);
        let east_defence = names((0..13).filter(|a| zone_for(*a, 1) == Zone::Defence));
        assert_eq!(east_defence, vec!["C4", "C5", "N4", "S4"]);
        assert!(on_side_of(C3, 0) && on_side_of(C3, 1), "the centre area belongs to both sides");
        assert_eq!(names((0..13).filter(|a| in_opponent_half(*a, 0))), vec!["C4", "C5", "N3", "N4", "S3", "S4"]);
    }

    /// §12.1's long-pass examples: N1 → N3 has one area between, C2 → C5 two; a corner kick
    /// has exactly one area between the corner and the penalty area.
    #[test]
    fn long_pass_counts() {
        assert_eq!(areas_between(N1, N3), 1);
        assert_eq!(areas_between(C2, C5), 2);
        assert_eq!(areas_between(C3, C4), 0);
        assert_eq!(areas_between(C3, C3), 0);
        assert_eq!(areas_between(NE, C5), 1);
        assert_eq!(areas_between(SW, C1), 1);
    }

    #[test]
    fn lanes_step_both_ways() {
        assert_eq!(step_in_lane(C3, 0, true), Some(C4));
        assert_eq!(step_in_lane(C3, 1, true), Some(C2));
        assert_eq!(step_in_lane(N4, 0, true), None);
        assert_eq!(step_in_lane(N1, 0, false), None);
        assert_eq!(step_in_lane(S2, 0, false), Some(S1));
    }

    #[test]
    fn names_round_trip() {
        for a in 0..SPOT_COUNT as Area {
            assert_eq!(parse(id(a)), Some(a));
        }
        assert_eq!(parse("c3"), Some(C3));
        assert_eq!(parse("X9"), None);
    }
}
