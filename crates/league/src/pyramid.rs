//! A pyramid of divisions: at a season's end the best of each division go up a level and the
//! worst go down, directly or through a play-off between the places either side of the line.
//!
//! Divisions are numbered from the top (index 0 is Division 1). Boundary `i` is the line between
//! division `i` and division `i + 1`, and it says how many clubs cross it each way.
//!
//! With a play-off, one of the places is settled by a tie (the German model): `places - 1` clubs
//! go up and down directly, and the club `places`-th from the bottom above meets the club
//! `places`-th from the top below; the winner plays in the upper division next season.

use serde::{Deserialize, Serialize};

use crate::Entrant;

/// The line between two divisions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Boundary {
    /// Clubs that cross the line each way (a play-off, if any, decides one of them).
    pub places: u32,
    pub playoff: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PyramidError {
    #[error("{divisions} divisions need {} boundaries, not {boundaries}", divisions.saturating_sub(1))]
    Shape { divisions: usize, boundaries: usize },
    #[error("boundary {boundary} moves no clubs: at least one is needed")]
    NoPlaces { boundary: usize },
    /// The division has fewer clubs than its boundaries move (up and down together).
    #[error("division {} has {clubs} clubs but its boundaries move {needed}", division + 1)]
    TooFewClubs { division: usize, clubs: usize, needed: usize },
    #[error("the play-off at boundary {boundary} has no winner from its two clubs")]
    PlayOffWinner { boundary: usize },
}

/// A play-off due at a boundary: the upper division's club against the lower's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayOff {
    pub boundary: usize,
    pub upper: Entrant,
    pub lower: Entrant,
}

/// Where a club goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Movement {
    Up,
    Down,
    Stay,
}

impl Movement {
    pub fn name(self) -> &'static str {
        match self {
            Movement::Up => "up",
            Movement::Down => "down",
            Movement::Stay => "stay",
        }
    }

    pub fn parse(text: &str) -> Option<Movement> {
        [Movement::Up, Movement::Down, Movement::Stay].into_iter().find(|m| m.name() == text)
    }
}

/// One club's season end.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Fate {
    pub entrant: Entrant,
    /// The division it finished in (0 = the top).
    pub division: usize,
    /// Its final place there, from 1.
    pub place: u32,
    pub movement: Movement,
    /// It played a play-off: `Some(true)` when it won the tie.
    pub playoff: Option<bool>,
}

impl Fate {
    /// The division it plays in next season.
    pub fn next_division(&self) -> usize {
        match self.movement {
            Movement::Up => self.division - 1,
            Movement::Down => self.division + 1,
            Movement::Stay => self.division,
        }
    }
}

/// Where a place in a division's table leads at the season's end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Zone {
    Up,
    PlayOff,
    Down,
}

/// The zone of `place` (from 1) in a division of `clubs`, with the lines above and below it.
pub fn zone(place: u32, clubs: u32, above: Option<Boundary>, below: Option<Boundary>) -> Option<Zone> {
    if let Some(b) = above {
        if place + u32::from(b.playoff) <= b.places {
            return Some(Zone::Up);
        }
        if b.playoff && place == b.places {
            return Some(Zone::PlayOff);
        }
    }
    if let Some(b) = below {
        let from_bottom = (clubs + 1).checked_sub(place)?;
        if from_bottom + u32::from(b.playoff) <= b.places {
            return Some(Zone::Down);
        }
        if b.playoff && from_bottom == b.places {
            return Some(Zone::PlayOff);
        }
    }
    None
}

/// Checks that every division has the clubs its boundaries move.
pub fn check(sizes: &[usize], boundaries: &[Boundary]) -> Result<(), PyramidError> {
    if sizes.len() != boundaries.len() + 1 {
        return Err(PyramidError::Shape { divisions: sizes.len(), boundaries: boundaries.len() });
    }
    for (i, b) in boundaries.iter().enumerate() {
        if b.places == 0 {
            return Err(PyramidError::NoPlaces { boundary: i });
        }
    }
    for (division, &clubs) in sizes.iter().enumerate() {
        let above = division.checked_sub(1).map_or(0, |b| boundaries[b].places as usize);
        let below = boundaries.get(division).map_or(0, |b| b.places as usize);
        if above + below > clubs {
            return Err(PyramidError::TooFewClubs { division, clubs, needed: above + below });
        }
    }
    Ok(())
}

/// The play-offs a season end needs, from each division's final order (best first).
pub fn playoffs(orders: &[Vec<Entrant>], boundaries: &[Boundary]) -> Result<Vec<PlayOff>, PyramidError> {
    check(&orders.iter().map(Vec::len).collect::<Vec<_>>(), boundaries)?;
    Ok(boundaries
        .iter()
        .enumerate()
        .filter(|(_, b)| b.playoff)
        .map(|(i, b)| {
            let (upper, lower) = (&orders[i], &orders[i + 1]);
            let places = b.places as usize;
            PlayOff { boundary: i, upper: upper[upper.len() - places], lower: lower[places - 1] }
        })
        .collect())
}

/// Every club's fate, given each division's final order (best first) and the winner of each
/// play-off (by boundary). Clubs are listed division by division, in their final order.
pub fn season_end(
    orders: &[Vec<Entrant>],
    boundaries: &[Boundary],
    playoff_winners: &[(usize, Entrant)],
) -> Result<Vec<Fate>, PyramidError> {
    let due = playoffs(orders, boundaries)?;
    let mut fates: Vec<Fate> = orders
        .iter()
        .enumerate()
        .flat_map(|(division, order)| {
            order.iter().enumerate().map(move |(k, &entrant)| Fate {
                entrant,
                division,
                place: k as u32 + 1,
                movement: Movement::Stay,
                playoff: None,
            })
        })
        .collect();
    let mut set = |entrant: Entrant, movement: Movement, playoff: Option<bool>| {
        if let Some(f) = fates.iter_mut().find(|f| f.entrant == entrant) {
            f.movement = movement;
            f.playoff = playoff;
        }
    };
    for (i, b) in boundaries.iter().enumerate() {
        let (upper, lower) = (&orders[i], &orders[i + 1]);
        let direct = b.places as usize - usize::from(b.playoff);
        for &e in &upper[upper.len() - direct..] {
            set(e, Movement::Down, None);
        }
        for &e in &lower[..direct] {
            set(e, Movement::Up, None);
        }
    }
    for p in due {
        let winner = playoff_winners.iter().find(|(b, _)| *b == p.boundary).map(|(_, w)| *w);
        match winner {
            Some(w) if w == p.upper => {
                set(p.upper, Movement::Stay, Some(true));
                set(p.lower, Movement::Stay, Some(false));
            }
            Some(w) if w == p.lower => {
                set(p.upper, Movement::Down, Some(false));
                set(p.lower, Movement::Up, Some(true));
            }
            _ => return Err(PyramidError::PlayOffWinner { boundary: p.boundary }),
        }
    }
    Ok(fates)
}

/// Next season's clubs of each division, in seed order: those coming down first (in their
/// final order), then those staying, then those coming up.
pub fn next_season(fates: &[Fate], divisions: usize) -> Vec<Vec<Entrant>> {
    let mut next = vec![Vec::new(); divisions];
    for movement in [Movement::Down, Movement::Stay, Movement::Up] {
        for f in fates.iter().filter(|f| f.movement == movement) {
            next[f.next_division()].push(f.entrant);
        }
    }
    next
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn b(places: u32, playoff: bool) -> Boundary {
        Boundary { places, playoff }
    }

    fn fate_of(fates: &[Fate], e: Entrant) -> Fate {
        *fates.iter().find(|f| f.entrant == e).unwrap()
    }

    #[test]
    fn two_go_up_and_two_go_down_by_default() {
        let orders = vec![vec![1, 2, 3, 4, 5], vec![6, 7, 8, 9]];
        let fates = season_end(&orders, &[b(2, false)], &[]).unwrap();
        let moved: Vec<(Entrant, Movement)> =
            fates.iter().filter(|f| f.movement != Movement::Stay).map(|f| (f.entrant, f.movement)).collect();
        assert_eq!(moved, vec![(4, Movement::Down), (5, Movement::Down), (6, Movement::Up), (7, Movement::Up)]);
        assert_eq!(next_season(&fates, 2), vec![vec![1, 2, 3, 6, 7], vec![4, 5, 8, 9]]);
        assert_eq!(fate_of(&fates, 8).place, 3);
    }

    #[test]
    fn a_play_off_settles_the_last_place_over_the_line() {
        let orders = vec![vec![1, 2, 3, 4], vec![5, 6, 7, 8]];
        let boundary = [b(2, true)];
        // One goes each way directly; the second-last above meets the second below.
        assert_eq!(playoffs(&orders, &boundary).unwrap(), vec![PlayOff { boundary: 0, upper: 3, lower: 6 }]);
        let upper_wins = season_end(&orders, &boundary, &[(0, 3)]).unwrap();
        assert_eq!(next_season(&upper_wins, 2), vec![vec![1, 2, 3, 5], vec![4, 6, 7, 8]]);
        assert_eq!(fate_of(&upper_wins, 3).playoff, Some(true));
        assert_eq!(fate_of(&upper_wins, 6).playoff, Some(false));
        let lower_wins = season_end(&orders, &boundary, &[(0, 6)]).unwrap();
        assert_eq!(next_season(&lower_wins, 2), vec![vec![1, 2, 5, 6], vec![3, 4, 7, 8]]);
        assert_eq!(fate_of(&lower_wins, 3).movement, Movement::Down);
        // A winner who was not in the tie, or none at all, is no season end.
        assert_eq!(season_end(&orders, &boundary, &[(0, 1)]), Err(PyramidError::PlayOffWinner { boundary: 0 }));
        assert_eq!(season_end(&orders, &boundary, &[]), Err(PyramidError::PlayOffWinner { boundary: 0 }));
    }

    #[test]
    fn a_middle_division_sends_clubs_both_ways() {
        let orders = vec![vec![1, 2, 3], vec![4, 5, 6], vec![7, 8, 9]];
        // The lower line is one play-off place: the bottom of the middle against the top below.
        let fates = season_end(&orders, &[b(1, false), b(1, true)], &[(1, 7)]).unwrap();
        assert_eq!(next_season(&fates, 3), vec![vec![1, 2, 4], vec![3, 5, 7], vec![6, 8, 9]]);
    }

    #[test]
    fn a_division_too_small_for_its_boundaries_is_refused() {
        let orders = vec![vec![1, 2, 3], vec![4, 5, 6], vec![7, 8]];
        assert_eq!(
            season_end(&orders, &[b(2, false), b(2, false)], &[]),
            Err(PyramidError::TooFewClubs { division: 1, clubs: 3, needed: 4 })
        );
        assert_eq!(check(&[2, 2], &[b(3, false)]), Err(PyramidError::TooFewClubs { division: 0, clubs: 2, needed: 3 }));
        assert_eq!(check(&[2, 2], &[b(0, false)]), Err(PyramidError::NoPlaces { boundary: 0 }));
        assert_eq!(check(&[2, 2, 2], &[b(1, false)]), Err(PyramidError::Shape { divisions: 3, boundaries: 1 }));
    }

    #[test]
    fn the_zones_are_the_places_the_season_end_moves() {
        let orders = vec![vec![1, 2, 3, 4, 5], vec![6, 7, 8, 9, 10], vec![11, 12, 13, 14]];
        let lines = [b(2, true), b(1, false)];
        // The play-off at the upper line is 4 v 7; 4 wins it.
        let fates = season_end(&orders, &lines, &[(0, 4)]).unwrap();
        for f in &fates {
            let above = f.division.checked_sub(1).map(|k| lines[k]);
            let below = lines.get(f.division).copied();
            let clubs = orders[f.division].len() as u32;
            let expected = match (f.movement, f.playoff) {
                (_, Some(_)) => Some(Zone::PlayOff),
                (Movement::Up, None) => Some(Zone::Up),
                (Movement::Down, None) => Some(Zone::Down),
                (Movement::Stay, None) => None,
            };
            assert_eq!(zone(f.place, clubs, above, below), expected, "{f:?}");
        }
    }

    proptest! {
        /// Every club plays somewhere next season, division sizes are kept, and no club moves
        /// more than one level.
        #[test]
        fn moves_keep_every_club_and_every_division_size(
            sizes in proptest::collection::vec(2usize..9, 2..5),
            places in proptest::collection::vec(1u32..4, 4),
            playoff in proptest::collection::vec(any::<bool>(), 4),
            upper_wins in proptest::collection::vec(any::<bool>(), 4),
        ) {
            let mut next_id = 0;
            let orders: Vec<Vec<Entrant>> = sizes
                .iter()
                .map(|&n| (0..n).map(|_| { next_id += 1; next_id }).collect())
                .collect();
            let boundaries: Vec<Boundary> =
                (0..sizes.len() - 1).map(|i| b(places[i], playoff[i])).collect();
            prop_assume!(check(&sizes, &boundaries).is_ok());
            let winners: Vec<(usize, Entrant)> = playoffs(&orders, &boundaries)
                .unwrap()
                .into_iter()
                .map(|p| (p.boundary, if upper_wins[p.boundary] { p.upper } else { p.lower }))
                .collect();
            let fates = season_end(&orders, &boundaries, &winners).unwrap();
            let next = next_season(&fates, sizes.len());
            prop_assert_eq!(next.iter().map(Vec::len).collect::<Vec<_>>(), sizes.clone());
            let mut all: Vec<Entrant> = next.concat();
            all.sort_unstable();
            prop_assert_eq!(all, (1..=next_id).collect::<Vec<_>>());
            for f in &fates {
                prop_assert!(f.next_division().abs_diff(f.division) <= 1);
            }
        }
    }
}
