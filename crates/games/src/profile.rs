//! What a game asks of everything that drives it, beyond its moves: one value per set of options.
//!
//! The bot, the terminal and the league layer never ask "which game is this?". They read the
//! game's [`Profile`] for its options: how many seats it takes, whether it has reaction windows
//! and how long they stay open, whether its squads are drafted before a competition (and by how
//! many managers), whether it can be played alone against a side of its own (and at which
//! levels), and how its rulebook separates teams level on points. A new mode is a new field
//! here and the code that reads it, written once for every game.

use touchline_league::Criterion;

use crate::options::Word;

/// What a match with one set of options needs from the front ends (see [`crate::game::Rules::profile`]).
#[derive(Clone, Debug, PartialEq)]
pub struct Profile {
    /// How many seats the match takes (inclusive).
    pub seats: (usize, usize),
    /// The sides the engine plays itself, named, after the seats' sides (a solo match's
    /// AutoTeam). Goals and outcomes count them as sides; only seats act.
    pub engine_sides: Vec<String>,
    /// What the match ends in: a score, or squads shared out for a competition.
    pub ends_in: EndsIn,
    /// The match has reaction windows ([`crate::Status::Reaction`]) and this is how they are
    /// timed; `None` for a game without them.
    pub reactions: Option<Reactions>,
    /// The game's squads can be drafted before a competition (a draft league).
    pub draft: Option<DraftSpec>,
    /// The game can be played by one person against a side of its own.
    pub solo: Option<SoloSpec>,
    /// How the game's rulebook orders a competition's teams level on points, when it says;
    /// the draw of lots always ends the list.
    pub tiebreak: Option<Vec<Criterion>>,
}

impl Profile {
    /// A plain match between `min` and `max` seats: no windows, no draft, no solo mode.
    pub fn seats(min: usize, max: usize) -> Profile {
        Profile {
            seats: (min, max),
            engine_sides: Vec::new(),
            ends_in: EndsIn::Score,
            reactions: None,
            draft: None,
            solo: None,
            tiebreak: None,
        }
    }

    /// How many sides score: the seats a match has, plus the sides the engine plays.
    pub fn sides(&self, seats: usize) -> usize {
        seats + self.engine_sides.len()
    }

    /// Whether `seats` is a number of seats the match takes.
    pub fn takes(&self, seats: usize) -> bool {
        (self.seats.0..=self.seats.1).contains(&seats)
    }

    /// The level of a solo match (it goes to that level's leaderboard, never to ratings or
    /// tables); `None` for a match between seats.
    pub fn solo_level(&self) -> Option<&'static str> {
        self.solo.as_ref().and_then(|s| s.level)
    }

    /// Whether the match ends in a score (a competition's draft ends in squads).
    pub fn keeps_score(&self) -> bool {
        self.ends_in == EndsIn::Score
    }

    /// How long a reaction window stays open for people, in seconds, when the game has them.
    pub fn window_seconds(&self) -> Option<u32> {
        self.reactions.map(|r| r.seconds)
    }
}

/// What a match ends in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EndsIn {
    /// Goals and a winner (or a draw).
    Score,
    /// Squads, one per seat: a competition's draft, whose fixtures are played after it.
    Squads,
}

/// How a game's reaction windows are timed on Discord.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reactions {
    /// How long a window stays open before silence counts as a pass (a match option).
    pub seconds: u32,
}

/// A game whose squads are drafted before a competition: the draft is a match of its own,
/// ending in squads ([`crate::game::Drafted::squads`]); each fixture is then played between two of them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DraftSpec {
    /// How many managers a draft takes (inclusive).
    pub managers: (usize, usize),
    /// The ways the players can be shared out; the first is the default.
    pub methods: &'static [Word],
}

impl DraftSpec {
    /// A way of sharing out by its name (or one of its other spellings).
    pub fn method(&self, name: &str) -> Option<&'static Word> {
        self.methods.iter().find(|w| w.is(name))
    }
}

/// A game that can be played alone against a side the engine plays.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SoloSpec {
    /// The difficulties, each with a leaderboard of its own.
    pub levels: &'static [&'static str],
    /// The difficulty this match is played at, when it is a solo match.
    pub level: Option<&'static str>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_plain_profile_keeps_score_between_its_seats() {
        let p = Profile::seats(2, 6);
        assert!(p.takes(2) && p.takes(6) && !p.takes(1) && !p.takes(7));
        assert!(p.keeps_score());
        assert_eq!(p.sides(3), 3);
        assert_eq!(p.solo_level(), None);
        assert_eq!(p.window_seconds(), None);
    }
}
