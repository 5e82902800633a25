//! Player ratings, Elo or Glicko-2, computed by the `skillratings` crate.
//!
//! Ratings are updated one match at a time, as results come in. For Glicko-2 that means each
//! match is its own rating period: the bot has no natural period boundary (games are played
//! whenever players like), and per-match updates let a player see the effect of a game at once.
//! The cost is that deviation shrinks a little faster than with long periods.

use serde::{Deserialize, Serialize};
use skillratings::elo::{elo, EloConfig, EloRating};
use skillratings::glicko2::{glicko2, Glicko2Config, Glicko2Rating};
use skillratings::Outcomes;

use crate::{invalid, Entrant, LeagueError, Played};

/// Elo's K factor: the most a single game can move a rating.
pub const ELO_K: f64 = 32.0;

/// A rating system a community can choose.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum System {
    Elo,
    Glicko2,
}

/// A player's rating. Elo uses only `rating` (deviation and volatility stay 0).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Rating {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
    /// Rated games so far.
    pub played: u32,
}

impl System {
    pub const ALL: [System; 2] = [System::Elo, System::Glicko2];

    /// Stable id, stored in the database.
    pub fn name(&self) -> &'static str {
        match self {
            System::Elo => "elo",
            System::Glicko2 => "glicko2",
        }
    }

    /// Reads an id as [`System::name`] writes it, ignoring case and surrounding spaces.
    pub fn parse(s: &str) -> Result<System, LeagueError> {
        let wanted = s.trim();
        match System::ALL.iter().find(|sys| sys.name().eq_ignore_ascii_case(wanted)) {
            Some(sys) => Ok(*sys),
            None => invalid(format!("unknown rating system \"{wanted}\"; choose one of: elo, glicko2")),
        }
    }

    /// A new player's rating.
    pub fn initial(&self) -> Rating {
        match self {
            System::Elo => Rating { rating: 1500.0, deviation: 0.0, volatility: 0.0, played: 0 },
            System::Glicko2 => {
                let g = Glicko2Rating::new();
                Rating { rating: g.rating, deviation: g.deviation, volatility: g.volatility, played: 0 }
            }
        }
    }

    /// Rate one match between a and b; `winner` as in Played::winner mapped: Some(true)=a won,
    /// Some(false)=b won, None=draw.
    pub fn update(&self, a: &Rating, b: &Rating, a_won: Option<bool>) -> (Rating, Rating) {
        let outcome = match a_won {
            Some(true) => Outcomes::WIN,
            Some(false) => Outcomes::LOSS,
            None => Outcomes::DRAW,
        };
        let played = |r: &Rating| r.played.saturating_add(1);
        match self {
            System::Elo => {
                let (na, nb) = elo(
                    &EloRating { rating: a.rating },
                    &EloRating { rating: b.rating },
                    &outcome,
                    &EloConfig { k: ELO_K },
                );
                (
                    Rating { rating: na.rating, played: played(a), ..*a },
                    Rating { rating: nb.rating, played: played(b), ..*b },
                )
            }
            System::Glicko2 => {
                let g =
                    |r: &Rating| Glicko2Rating { rating: r.rating, deviation: r.deviation, volatility: r.volatility };
                let (na, nb) = glicko2(&g(a), &g(b), &outcome, &Glicko2Config::new());
                let back = |n: Glicko2Rating, old: &Rating| Rating {
                    rating: n.rating,
                    deviation: n.deviation,
                    volatility: n.volatility,
                    played: played(old),
                };
                (back(na, a), back(nb, b))
            }
        }
    }
}

/// The outcome of a match for [`System::update`] with a = home: who won on goals, else by
/// `decided_for` (a shoot-out winner is rated as the winner), else a draw.
pub fn home_won(played: &Played) -> Option<bool> {
    played.winner().map(|w| w == played.home)
}

/// Everyone's rating after `results`, oldest first: how ratings are always made. They are never
/// updated in place, so they agree with the results standing at any moment (an override that
/// changes an old result changes every rating after it).
pub fn rebuild(system: System, results: &[Played]) -> std::collections::BTreeMap<Entrant, Rating> {
    let mut ratings = std::collections::BTreeMap::new();
    for p in results {
        let a = *ratings.entry(p.home).or_insert_with(|| system.initial());
        let b = *ratings.entry(p.away).or_insert_with(|| system.initial());
        let (a, b) = system.update(&a, &b, home_won(p));
        ratings.insert(p.home, a);
        ratings.insert(p.away, b);
    }
    ratings
}

/// Leaderboard order: rating desc, then played desc, then entrant asc.
pub fn leaderboard(ratings: &[(Entrant, Rating)]) -> Vec<(Entrant, Rating)> {
    let mut out = ratings.to_vec();
    out.sort_by(|(ea, ra), (eb, rb)| rb.rating.total_cmp(&ra.rating).then(rb.played.cmp(&ra.played)).then(ea.cmp(eb)));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn elo_at(rating: f64) -> Rating {
        Rating { rating, ..System::Elo.initial() }
    }

    #[test]
    fn names_round_trip() {
        for sys in System::ALL {
            assert_eq!(System::parse(sys.name()), Ok(sys));
        }
        assert_eq!(System::parse(" Glicko2 "), Ok(System::Glicko2));
        assert_eq!(
            System::parse("trueskill").unwrap_err().to_string(),
            "unknown rating system \"trueskill\"; choose one of: elo, glicko2"
        );
    }

    #[test]
    fn initial_ratings() {
        assert_eq!(System::Elo.initial(), Rating { rating: 1500.0, deviation: 0.0, volatility: 0.0, played: 0 });
        assert_eq!(System::Glicko2.initial(), Rating { rating: 1500.0, deviation: 350.0, volatility: 0.06, played: 0 });
    }

    #[test]
    fn elo_winner_between_equals_gains_half_of_k() {
        let start = System::Elo.initial();
        let (a, b) = System::Elo.update(&start, &start, Some(true));
        assert_eq!(a.rating, 1516.0);
        assert_eq!(b.rating, 1484.0);
        assert_eq!((a.played, b.played), (1, 1));
        let (a, b) = System::Elo.update(&start, &start, Some(false));
        assert_eq!((a.rating, b.rating), (1484.0, 1516.0));
    }

    #[test]
    fn elo_draw_between_equals_changes_nothing() {
        let start = elo_at(1620.0);
        let (a, b) = System::Elo.update(&start, &start, None);
        assert_eq!((a.rating, b.rating), (1620.0, 1620.0));
        assert_eq!((a.played, b.played), (1, 1));
    }

    #[test]
    fn elo_conserves_the_total_and_rewards_upsets() {
        for (ra, rb, outcome) in [(1400.0, 1700.0, Some(true)), (1800.0, 1500.0, None), (1550.0, 1450.0, Some(false))] {
            let (a, b) = System::Elo.update(&elo_at(ra), &elo_at(rb), outcome);
            assert!((a.rating + b.rating - (ra + rb)).abs() < 1e-9, "{ra} v {rb}");
        }
        let (upset, _) = System::Elo.update(&elo_at(1400.0), &elo_at(1700.0), Some(true));
        assert!(upset.rating - 1400.0 > 16.0, "beating a stronger player is worth more than half of K");
        let (favourite, _) = System::Elo.update(&elo_at(1800.0), &elo_at(1500.0), None);
        assert!(favourite.rating < 1800.0, "a draw against a weaker player costs rating");
    }

    #[test]
    fn glicko2_moves_ratings_and_shrinks_deviation() {
        let start = System::Glicko2.initial();
        let (a, b) = System::Glicko2.update(&start, &start, Some(true));
        assert!(a.rating > 1500.0 && b.rating < 1500.0);
        assert!(a.deviation < 350.0 && b.deviation < 350.0);
        assert!((a.rating - 1500.0 - (1500.0 - b.rating)).abs() < 1e-9, "symmetric between equals");
        assert_eq!((a.played, b.played), (1, 1));
        let (again, _) = System::Glicko2.update(&a, &b, Some(true));
        assert!(again.deviation < a.deviation && again.rating > a.rating);
        assert_eq!(again.played, 2);
    }

    #[test]
    fn shoot_outs_count_as_wins_for_ratings() {
        let shoot_out = Played { home: 1, away: 2, home_goals: 2, away_goals: 2, decided_for: Some(2) };
        assert_eq!(home_won(&shoot_out), Some(false));
        assert_eq!(home_won(&Played { decided_for: None, ..shoot_out.clone() }), None);
        assert_eq!(home_won(&Played { home_goals: 3, ..shoot_out }), Some(true));
    }

    #[test]
    fn ratings_are_rebuilt_from_the_results_in_order() {
        let p = |home, away, home_goals, away_goals| Played { home, away, home_goals, away_goals, decided_for: None };
        let results = [p(1, 2, 1, 0), p(2, 3, 2, 2), p(3, 1, 0, 4)];
        let rebuilt = rebuild(System::Elo, &results);
        let mut by_hand = std::collections::BTreeMap::new();
        for r in &results {
            let a = *by_hand.entry(r.home).or_insert(System::Elo.initial());
            let b = *by_hand.entry(r.away).or_insert(System::Elo.initial());
            let (a, b) = System::Elo.update(&a, &b, home_won(r));
            by_hand.insert(r.home, a);
            by_hand.insert(r.away, b);
        }
        assert_eq!(rebuilt, by_hand);
        assert_eq!(rebuilt[&1].played, 2);
        assert!(rebuild(System::Elo, &[]).is_empty());
    }

    #[test]
    fn leaderboard_breaks_ties_by_games_then_id() {
        let r = |rating, played| Rating { rating, deviation: 0.0, volatility: 0.0, played };
        let board = leaderboard(&[(5, r(1500.0, 3)), (2, r(1600.0, 1)), (9, r(1500.0, 7)), (1, r(1500.0, 3))]);
        assert_eq!(board.iter().map(|(e, _)| *e).collect::<Vec<_>>(), vec![2, 9, 1, 5]);
    }
}
