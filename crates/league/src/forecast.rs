//! A season forecast: each club's chance of the title, of going up, of the play-off places and of
//! going down, from the table as it stands and the fixtures left, by playing the rest of the
//! season many times over.
//!
//! Each fixture left is decided from the two clubs' ratings (the Elo expectation, the rating's
//! usual 400-point scale), with draws as often as the season has had them so far (a quarter of
//! the matches before any are played, fewer between clubs far apart), and a score drawn to go
//! with the result, so that goal difference and the rest of the tie-break chain order clubs
//! level on points as the real table would. Each simulated season is ranked by the
//! competition's own [`table`] and tie-break chain. The seasons are drawn from a named,
//! seeded generator (ChaCha8): the same facts and seed always give the same forecast.

use std::collections::BTreeMap;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::Serialize;

use crate::pyramid::Zone;
use crate::table::{table, PointsRule};
use crate::tiebreak::Chain;
use crate::{Entrant, LeagueError, Played};

/// What the forecast is worked out from.
pub struct Season<'a> {
    pub entrants: &'a [Entrant],
    /// The results so far, in the order played.
    pub played: &'a [Played],
    /// The fixtures left, (home, away).
    pub left: &'a [(Entrant, Entrant)],
    pub points: PointsRule,
    pub chain: &'a Chain,
    /// The season's seed for the draw of lots, as its table uses it.
    pub lots_seed: u64,
    /// Each club's rating (clubs without one count as the average).
    pub ratings: &'a BTreeMap<Entrant, f64>,
    /// Where each place (1 the top) leads at the season's end: up, a play-off, down, or
    /// nowhere (a pyramid's [`crate::pyramid::zone`]).
    pub zone: &'a dyn Fn(u32) -> Option<Zone>,
}

/// One club's chances at the season's end, each in 0..=1.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Odds {
    pub entrant: Entrant,
    pub title: f64,
    /// Going up (the title included, when it goes up).
    pub up: f64,
    pub playoff: f64,
    pub down: f64,
    /// The mean final points and position.
    pub points: f64,
    pub position: f64,
}

/// The rating a club without one counts as.
const AVERAGE_RATING: f64 = 1500.0;
/// How often a match between equals is drawn before the season has shown its own rate.
const DEFAULT_DRAW_RATE: f64 = 0.25;

/// Each club's chances over `seasons` simulated ends of the season, seeded by `seed`, in the
/// order of `season.entrants`.
pub fn forecast(season: &Season<'_>, seasons: u32, seed: u64) -> Result<Vec<Odds>, LeagueError> {
    let n = season.entrants.len();
    let index: BTreeMap<Entrant, usize> = season.entrants.iter().enumerate().map(|(i, e)| (*e, i)).collect();
    let rating = |e: &Entrant| season.ratings.get(e).copied().unwrap_or(AVERAGE_RATING);
    let draws = season.played.iter().filter(|p| p.home_goals == p.away_goals).count() as f64;
    // The season's own draw rate, leaning on the default until it has a few matches.
    let draw_rate = (draws + DEFAULT_DRAW_RATE * 8.0) / (season.played.len() as f64 + 8.0);
    let odds: Vec<(f64, f64)> = season
        .left
        .iter()
        .map(|(home, away)| {
            let expected = 1.0 / (1.0 + 10f64.powf((rating(away) - rating(home)) / 400.0));
            // Draws are likeliest between equals and rare between clubs far apart.
            let draw = draw_rate * 4.0 * expected * (1.0 - expected);
            (expected - draw / 2.0, draw)
        })
        .collect();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut tally =
        vec![Odds { entrant: 0, title: 0.0, up: 0.0, playoff: 0.0, down: 0.0, points: 0.0, position: 0.0 }; n];
    let mut results: Vec<Played> = Vec::with_capacity(season.played.len() + season.left.len());
    let runs = seasons.max(1);
    for _ in 0..runs {
        results.clear();
        results.extend_from_slice(season.played);
        for ((home, away), (home_win, draw)) in season.left.iter().zip(&odds) {
            let roll: f64 = rng.random();
            let (home_goals, away_goals) = if roll < *home_win {
                let (winner, loser) = score(&mut rng);
                (winner, loser)
            } else if roll < home_win + draw {
                let level = rng.random_range(0..3);
                (level, level)
            } else {
                let (winner, loser) = score(&mut rng);
                (loser, winner)
            };
            results.push(Played { home: *home, away: *away, home_goals, away_goals, decided_for: None });
        }
        let ranked = table(season.entrants, &results, season.points, season.chain, season.lots_seed)?;
        for row in &ranked.rows {
            let Some(&i) = index.get(&row.entrant) else { continue };
            let place = row.position;
            let zone = (season.zone)(place);
            let t = &mut tally[i];
            t.title += f64::from(u8::from(place == 1));
            t.up += f64::from(u8::from(zone == Some(Zone::Up)));
            t.playoff += f64::from(u8::from(zone == Some(Zone::PlayOff)));
            t.down += f64::from(u8::from(zone == Some(Zone::Down)));
            t.points += row.points as f64;
            t.position += f64::from(place);
        }
    }
    let runs = f64::from(runs);
    Ok(tally
        .into_iter()
        .zip(season.entrants)
        .map(|(t, e)| Odds {
            entrant: *e,
            title: t.title / runs,
            up: t.up / runs,
            playoff: t.playoff / runs,
            down: t.down / runs,
            points: t.points / runs,
            position: t.position / runs,
        })
        .collect())
}

/// A winning score: by one goal most often, by two or three less so.
fn score(rng: &mut ChaCha8Rng) -> (u32, u32) {
    let loser = rng.random_range(0..3);
    let margin = match rng.random_range(0..10) {
        0..=5 => 1,
        6..=8 => 2,
        _ => 3,
    };
    (loser + margin, loser)
}

/// Whether a club can still finish first, and whether it already has, on points alone: the
/// most points each club can still reach against the points it has.
pub fn settled_on_points(
    points: &[(Entrant, i64)],
    left: &[(Entrant, Entrant)],
    win: i64,
) -> BTreeMap<Entrant, Settled> {
    let games_left = |e: Entrant| left.iter().filter(|(h, a)| *h == e || *a == e).count() as i64;
    let most: Vec<(Entrant, i64, i64)> = points.iter().map(|(e, p)| (*e, *p, p + games_left(*e) * win)).collect();
    most.iter()
        .map(|(e, now, best)| {
            let others = most.iter().filter(|(o, _, _)| o != e);
            let settled = if others.clone().all(|(_, _, their_best)| now > their_best) {
                Settled::Champion
            } else if others.clone().any(|(_, their_now, _)| their_now > best) {
                Settled::OutOfTheRace
            } else {
                Settled::InTheRace
            };
            (*e, settled)
        })
        .collect()
}

/// How many fixtures a club may have left for its "what it needs" line: the last rounds.
pub const LAST_ROUNDS: usize = 3;

/// What a club still in the race needs in the last rounds: `wins` of its `left` fixtures make it
/// champion on points whatever else happens.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct TitleNeed {
    pub entrant: Entrant,
    pub wins: usize,
    pub left: usize,
}

/// For each club in the race with at most [`LAST_ROUNDS`] fixtures left, the fewest wins that
/// make it champion on points whatever the other results (its other fixtures lost, every rival
/// winning all theirs, the fixtures it wins chosen worst for it); clubs no number of wins
/// secures are left out. A rival's best is counted as if it won every fixture, even two rivals
/// against each other, so a line may ask for a win more than strictly needed, never one fewer.
pub fn title_needs(points: &[(Entrant, i64)], left: &[(Entrant, Entrant)], win: i64) -> Vec<TitleNeed> {
    let settled = settled_on_points(points, left, win);
    let mut needs = Vec::new();
    for &(club, now) in points {
        if settled.get(&club) != Some(&Settled::InTheRace) {
            continue;
        }
        let own: Vec<Entrant> = left
            .iter()
            .filter_map(|&(h, a)| {
                if h == club {
                    Some(a)
                } else if a == club {
                    Some(h)
                } else {
                    None
                }
            })
            .collect();
        if own.is_empty() || own.len() > LAST_ROUNDS {
            continue;
        }
        // A rival's best without its fixtures against the club: the club's losses give it more.
        let best_without: Vec<(Entrant, i64)> = points
            .iter()
            .filter(|(e, _)| *e != club)
            .map(|&(e, p)| {
                let theirs = left.iter().filter(|(h, a)| (*h == e || *a == e) && *h != club && *a != club).count();
                (e, p + theirs as i64 * win)
            })
            .collect();
        let secures = |won: u32| {
            let mine = now + i64::from(won.count_ones()) * win;
            best_without.iter().all(|&(rival, best)| {
                let beat_me = own.iter().enumerate().filter(|(i, o)| **o == rival && won & (1 << i) == 0).count();
                mine > best + beat_me as i64 * win
            })
        };
        let subsets = 1u32 << own.len();
        let fewest = (1..=own.len()).find(|&k| (0..subsets).filter(|s| s.count_ones() as usize == k).all(secures));
        if let Some(wins) = fewest {
            needs.push(TitleNeed { entrant: club, wins, left: own.len() });
        }
    }
    needs
}

/// Where a club stands in the race for first place, on points alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Settled {
    /// No one can catch it.
    Champion,
    /// It can no longer catch the leader.
    OutOfTheRace,
    InTheRace,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::schedule::round_robin;
    use crate::tiebreak::Preset;

    fn chain() -> Chain {
        Preset::Football.chain()
    }

    #[test]
    fn chances_add_up_and_the_stronger_club_is_the_favourite() {
        let entrants: Vec<Entrant> = (1..=4).collect();
        let left: Vec<(Entrant, Entrant)> =
            round_robin(&entrants, 2).unwrap().into_iter().flat_map(|r| r.matches).collect();
        let ratings: BTreeMap<Entrant, f64> = [(1, 1800.0), (2, 1500.0), (3, 1500.0), (4, 1300.0)].into();
        let chain = chain();
        let season = Season {
            entrants: &entrants,
            played: &[],
            left: &left,
            points: PointsRule::default(),
            chain: &chain,
            lots_seed: 1,
            ratings: &ratings,
            zone: &|place| match place {
                1 => Some(Zone::Up),
                2 => Some(Zone::PlayOff),
                4 => Some(Zone::Down),
                _ => None,
            },
        };
        let odds = forecast(&season, 2_000, 7).unwrap();
        let sum = |f: fn(&Odds) -> f64| odds.iter().map(f).sum::<f64>();
        assert!((sum(|o| o.title) - 1.0).abs() < 1e-9);
        assert!((sum(|o| o.down) - 1.0).abs() < 1e-9);
        assert!((sum(|o| o.playoff) - 1.0).abs() < 1e-9);
        assert!((sum(|o| o.position) - 10.0).abs() < 1e-9, "positions 1 to 4");
        assert!(odds[0].title > 0.5 && odds[3].down > 0.5, "{odds:?}");
        assert_eq!(forecast(&season, 2_000, 7).unwrap(), odds, "the same seed, the same forecast");
    }

    #[test]
    fn a_finished_season_is_certain() {
        let entrants = vec![1, 2];
        let played = vec![Played { home: 1, away: 2, home_goals: 2, away_goals: 0, decided_for: None }];
        let chain = chain();
        let ratings = BTreeMap::new();
        let season = Season {
            entrants: &entrants,
            played: &played,
            left: &[],
            points: PointsRule::default(),
            chain: &chain,
            lots_seed: 1,
            ratings: &ratings,
            zone: &|place| (place == 2).then_some(Zone::Down),
        };
        let odds = forecast(&season, 100, 1).unwrap();
        assert_eq!((odds[0].title, odds[1].title, odds[1].down, odds[0].down), (1.0, 0.0, 1.0, 0.0));
    }

    #[test]
    fn a_club_in_the_race_is_told_the_wins_that_make_it_champion() {
        // Ann 12, Ben 10, Cat 4, Dan 3, two rounds left: Ann v Ben, Ann v Cat, Ben v Dan, Cat v Dan.
        let points = [(1, 12), (2, 10), (3, 4), (4, 3)];
        let left = [(1, 2), (1, 3), (2, 4), (3, 4)];
        let needs = title_needs(&points, &left, 3);
        // Ann: one win is enough only if it is against Ben (beating Cat and losing to Ben, Ben
        // reaches 16 to Ann's 15), so two.
        assert!(needs.contains(&TitleNeed { entrant: 1, wins: 2, left: 2 }), "{needs:?}");
        // Ben: both his wins take him to 16, Ann can still reach 15 by beating Cat: enough.
        assert!(needs.contains(&TitleNeed { entrant: 2, wins: 2, left: 2 }), "{needs:?}");
        // Cat and Dan cannot reach Ann: no line.
        assert!(needs.iter().all(|n| n.entrant == 1 || n.entrant == 2), "{needs:?}");
    }

    #[test]
    fn no_line_before_the_last_rounds_or_when_wins_alone_cannot_do_it() {
        let points = [(1, 9), (2, 9), (3, 9)];
        // Four fixtures left each: too early for a line.
        let left = [(1, 2), (1, 3), (2, 3), (1, 2), (1, 3), (2, 3)];
        assert!(title_needs(&points, &left, 3).is_empty());
        // One left each and level: a win for Ann over Ben leaves Cat able to draw level.
        let points = [(1, 9), (2, 9), (3, 9)];
        let left = [(1, 2), (3, 4)];
        let with_dan = [(1, 9), (2, 9), (3, 9), (4, 0)];
        assert!(title_needs(&with_dan, &left, 3).is_empty(), "{:?}", title_needs(&with_dan, &left, 3));
        assert!(title_needs(&points, &[], 3).is_empty());
    }

    #[test]
    fn the_race_is_settled_on_points_alone() {
        let left = vec![(1, 2), (3, 4)];
        let settled = settled_on_points(&[(1, 10), (2, 6), (3, 4), (4, 3)], &left, 3);
        assert_eq!(settled[&1], Settled::Champion, "10 against at most 9");
        assert_eq!(settled[&2], Settled::OutOfTheRace);
        assert_eq!(settled[&3], Settled::OutOfTheRace, "at most 7 against the leader's 10");
        let settled = settled_on_points(&[(1, 8), (2, 6)], &left, 3);
        assert_eq!((settled[&1], settled[&2]), (Settled::InTheRace, Settled::InTheRace));
    }
}
