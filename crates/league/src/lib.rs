//! Touchline competitions, pure: no I/O, no clock, no OS randomness.
//!
//! The bot stores leagues and cups; this crate only answers questions about them from the facts
//! it is handed, so the same facts always give the same answer.
//!
//! - [`format`]: competition formats as data with behaviour — each one's settings and its three
//!   steps (start, standing, next), its words in this crate's catalogue;
//! - [`table`]: standings from finished matches;
//! - [`tiebreak`]: the criteria that order teams level on points, and named presets of them;
//! - [`schedule`]: round-robin fixtures;
//! - [`knockout`]: seeded brackets, one or two legs;
//! - [`swiss`]: pairing the next Swiss round;
//! - [`groups`]: drawing groups and seeding a knockout from their tables;
//! - [`pyramid`]: divisions, promotion, relegation and play-offs at a season's end;
//! - [`rating`]: Elo and Glicko-2 player ratings;
//! - [`forecast`]: each club's chances at the season's end, from the table and the fixtures left;
//! - [`export`]: CSV downloads for organisers.

/// The competition rules' version, recorded in a season's sealed drawing of lots: another
/// release may draw lots differently from the same seed.
pub const ENGINE_VERSION: &str = concat!("touchline-league/", env!("CARGO_PKG_VERSION"));

pub mod export;
pub mod forecast;
pub mod format;
pub mod groups;
pub mod knockout;
pub mod pyramid;
pub mod rating;
pub mod schedule;
pub mod swiss;
pub mod table;
pub mod tiebreak;

use std::collections::BTreeSet;

pub use table::{table, Form, PointsRule, Row, Table};
pub use tiebreak::{Chain, Criterion, Preset, TieBreak};

/// An entrant's id as the caller stores it (a player row id).
pub type Entrant = i64;

/// A finished match as a competition sees it.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Played {
    pub home: Entrant,
    pub away: Entrant,
    pub home_goals: u32,
    pub away_goals: u32,
    /// When the goals were level but the game still had to name a winner (a shoot-out, a
    /// deciding rule): who went through. Tables ignore it (a draw stays a draw); knockout ties
    /// and ratings use it.
    pub decided_for: Option<Entrant>,
}

impl Played {
    /// The winner on goals; when the goals are level, whoever `decided_for` names. A
    /// `decided_for` naming neither side is ignored rather than trusted.
    pub fn winner(&self) -> Option<Entrant> {
        match self.home_goals.cmp(&self.away_goals) {
            std::cmp::Ordering::Greater => Some(self.home),
            std::cmp::Ordering::Less => Some(self.away),
            std::cmp::Ordering::Equal => self.decided_for.filter(|&e| e == self.home || e == self.away),
        }
    }
}

/// The score a fixture's match counts as when a side gave it up (resigned, or ran out of time
/// with forfeit): the competition's forfeit score against the side that gave up, unless the
/// score on the pitch was already a wider win for the other side. `loser_is_home` names who gave
/// up; goals are (home, away).
pub fn conceded_score(goals: (u32, u32), loser_is_home: bool, forfeit_goals: u32) -> (u32, u32) {
    let (home, away) = goals;
    if loser_is_home && away.saturating_sub(home) < forfeit_goals {
        (0, forfeit_goals)
    } else if !loser_is_home && home.saturating_sub(away) < forfeit_goals {
        (forfeit_goals, 0)
    } else {
        goals
    }
}

/// Bad input. The message is shown to league organisers, so it says plainly what is wrong.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LeagueError {
    #[error("{0}")]
    Invalid(String),
}

/// Shorthand for building an [`LeagueError::Invalid`].
pub(crate) fn invalid<T>(message: impl Into<String>) -> Result<T, LeagueError> {
    Err(LeagueError::Invalid(message.into()))
}

/// Rejects an empty list or one naming an entrant twice; `what` names the list in the message.
pub(crate) fn check_entrants(entrants: &[Entrant], minimum: usize, what: &str) -> Result<(), LeagueError> {
    if entrants.len() < minimum {
        let noun = if minimum == 1 { "entrant" } else { "entrants" };
        return invalid(format!("{what} needs at least {minimum} {noun} ({} given)", entrants.len()));
    }
    let mut seen = BTreeSet::new();
    for &e in entrants {
        if !seen.insert(e) {
            return invalid(format!("entrant {e} is listed twice in {what}"));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn played(home_goals: u32, away_goals: u32, decided_for: Option<Entrant>) -> Played {
        Played { home: 1, away: 2, home_goals, away_goals, decided_for }
    }

    #[test]
    fn winner_is_by_goals_first_then_by_the_deciding_rule() {
        assert_eq!(played(2, 1, None).winner(), Some(1));
        assert_eq!(played(0, 3, Some(1)).winner(), Some(2), "goals beat a stray decided_for");
        assert_eq!(played(1, 1, None).winner(), None);
        assert_eq!(played(1, 1, Some(2)).winner(), Some(2));
        assert_eq!(played(1, 1, Some(9)).winner(), None, "someone who did not play cannot go through");
    }

    #[test]
    fn a_conceded_match_counts_as_the_forfeit_score_unless_the_real_one_is_wider() {
        assert_eq!(conceded_score((1, 0), true, 3), (0, 3), "the home side gave up while ahead");
        assert_eq!(conceded_score((0, 5), true, 3), (0, 5), "a wider win stands");
        assert_eq!(conceded_score((2, 2), false, 3), (3, 0));
        assert_eq!(conceded_score((4, 0), false, 3), (4, 0));
    }

    #[test]
    fn entrant_lists_must_be_long_enough_and_distinct() {
        assert!(check_entrants(&[1, 2], 2, "a league").is_ok());
        let short = check_entrants(&[1], 2, "a league").unwrap_err().to_string();
        assert_eq!(short, "a league needs at least 2 entrants (1 given)");
        let twice = check_entrants(&[1, 2, 1], 2, "a league").unwrap_err().to_string();
        assert_eq!(twice, "entrant 1 is listed twice in a league");
    }
}
