//! Who sits where in a match: a person or the computer in each seat, with the name shown for
//! it and how to reach the person. Any number of seats; seat 0 is the home side.

use touchline_games::players::{Brain, Occupant};
use touchline_games::Seat;
use touchline_i18n::{say, Lang};

use crate::speech::BOT;

pub use crate::ids::PlayerId;

/// How to reach the person in a seat with their private choices.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Contact {
    pub dm_channel_id: Option<u64>,
    /// Discord refused a DM (error 50007): the player chooses through the thread.
    pub dm_closed: bool,
    /// The match version when this seat's current prompt was issued: controls from older
    /// prompts are out of date.
    pub prompt_version: u64,
}

/// One seat at the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Place {
    pub occupant: Occupant<PlayerId>,
    /// The person's Discord id (`None` for the computer).
    pub user: Option<u64>,
    /// The name shown for the seat: the person's, or the computer's from [`computer_names`].
    pub name: String,
    pub contact: Contact,
    /// When the seat's running turn clock runs out, if one runs (a reaction window's prompt
    /// counts it down).
    pub clock_due_ms: Option<i64>,
    /// The language the person is written to in (their Discord's, as last seen).
    pub lang: touchline_i18n::Lang,
    /// A deputy playing the seat for its person (`user` is then the deputy's): their name.
    pub deputy: Option<String>,
    /// How whoever plays the seat wants to be pinged.
    pub pings: crate::pings::PingMode,
}

/// Every seat of a match, in seat order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Seating {
    places: Vec<Place>,
}

impl Seating {
    pub fn new(places: Vec<Place>) -> Seating {
        Seating { places }
    }

    pub fn len(&self) -> usize {
        self.places.len()
    }

    pub fn is_empty(&self) -> bool {
        self.places.is_empty()
    }

    pub fn place(&self, seat: Seat) -> Option<&Place> {
        self.places.get(seat)
    }

    pub fn places(&self) -> impl Iterator<Item = (Seat, &Place)> {
        self.places.iter().enumerate()
    }

    /// The names shown for the seats in `lang`, one per seat: a person's own, a computer's in
    /// that language (the stored and sealed names are the English ones).
    pub fn names(&self, lang: Lang) -> Vec<String> {
        let computers = computer_names_in(&self.occupants(), lang);
        self.places
            .iter()
            .zip(computers)
            .map(|(p, computer)| match (computer, &p.deputy) {
                (Some(computer), _) => computer,
                // Both are named: the seat's person, and who plays for them.
                (None, Some(deputy)) => say!(BOT, lang, "seat-deputy", person = &p.name, deputy = deputy),
                (None, None) => p.name.clone(),
            })
            .collect()
    }

    /// The names of every side of `state` in `lang`: the seats', then the engine's own sides.
    pub fn names_in(&self, state: &touchline_games::AnyMatch, lang: Lang) -> Vec<String> {
        let mut names = self.names(lang);
        names.extend(state.engine_sides(lang));
        names
    }

    pub fn occupants(&self) -> Vec<Occupant<PlayerId>> {
        self.places.iter().map(|p| p.occupant).collect()
    }

    /// The person's Discord id in a seat.
    pub fn user(&self, seat: Seat) -> Option<u64> {
        self.places.get(seat).and_then(|p| p.user)
    }

    /// The computer in a seat, if it is the computer's.
    pub fn brain(&self, seat: Seat) -> Option<Brain> {
        self.places.get(seat).and_then(|p| p.occupant.brain())
    }

    /// The seat a Discord user sits in.
    pub fn seat_of(&self, user: u64) -> Option<Seat> {
        self.places.iter().position(|p| p.user == Some(user))
    }

    /// The people at the table: (seat, Discord id).
    pub fn people(&self) -> impl Iterator<Item = (Seat, u64)> + '_ {
        self.places.iter().enumerate().filter_map(|(s, p)| p.user.map(|u| (s, u)))
    }

    /// A mention of a seat's player (their name in bold when they asked not to be pinged in
    /// the thread), or the computer's name in `lang`.
    pub fn mention(&self, seat: Seat, lang: Lang) -> String {
        let name = || self.names(lang).into_iter().nth(seat).unwrap_or_else(|| (seat + 1).to_string());
        match self.places.get(seat) {
            Some(Place { user: Some(id), pings, .. }) => pings.call(*id, &name()),
            _ => name(),
        }
    }

    /// Whether two or more seats are people (so the result counts for ratings and tables).
    pub fn people_count(&self) -> usize {
        self.places.iter().filter(|p| p.occupant.is_person()).count()
    }

    /// The same table for a rematch: everyone moves one seat on, so the home side changes.
    pub fn rotated(&self) -> Vec<Occupant<PlayerId>> {
        let mut occupants = self.occupants();
        if !occupants.is_empty() {
            occupants.rotate_left(1);
        }
        occupants
    }
}

/// The names of the computer seats among `occupants`, by seat (`None` for a person's seat), as
/// they are stored and sealed (English): see [`computer_names_in`].
pub fn computer_names<P>(occupants: &[Occupant<P>]) -> Vec<Option<String>> {
    computer_names_in(occupants, Lang::En)
}

/// The names of the computer seats among `occupants` in `lang`, by seat (`None` for a person's
/// seat): each says its level, "Computer (hard)"; when two or more computers sit at the table
/// they are numbered in seat order, "Computer 1 (normal)", "Computer 2 (hard)", so every line
/// and picture tells them apart. A lone computer needs no number: there is no other to mistake
/// it for.
pub fn computer_names_in<P>(occupants: &[Occupant<P>], lang: Lang) -> Vec<Option<String>> {
    let computers = occupants.iter().filter(|o| !o.is_person()).count();
    let mut nth = 0;
    occupants
        .iter()
        .map(|o| {
            let brain = o.brain()?;
            nth += 1;
            let level = level_word(brain, lang);
            Some(match computers {
                1 => say!(BOT, lang, "computer-name", level = level),
                _ => say!(BOT, lang, "computer-name-nth", nth = nth, level = level),
            })
        })
        .collect()
}

/// A computer level's word in `lang` ("normal").
pub fn level_word(brain: Brain, lang: Lang) -> String {
    match brain {
        Brain::Random => say!(BOT, lang, "level-random"),
        Brain::Easy => say!(BOT, lang, "level-easy"),
        Brain::Normal => say!(BOT, lang, "level-normal"),
        Brain::Hard => say!(BOT, lang, "level-hard"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn person(id: i64, user: u64, name: &str) -> Place {
        Place {
            occupant: Occupant::Person(id),
            user: Some(user),
            name: name.into(),
            contact: Contact::default(),
            clock_due_ms: None,
            lang: touchline_i18n::Lang::En,
            deputy: None,
            pings: Default::default(),
        }
    }

    #[test]
    fn seats_are_found_named_and_rotated_for_any_number() {
        let computer = Place {
            occupant: Occupant::Computer(Brain::Normal),
            user: None,
            name: "Computer (normal)".into(),
            contact: Contact::default(),
            clock_due_ms: None,
            lang: touchline_i18n::Lang::En,
            deputy: None,
            pings: Default::default(),
        };
        let seating = Seating::new(vec![person(1, 11, "Ann"), person(2, 22, "Bob"), computer]);
        assert_eq!(seating.names(Lang::En), ["Ann", "Bob", "Computer (normal)"]);
        assert_eq!(seating.names(Lang::Es), ["Ann", "Bob", "Máquina (normal)"]);
        assert_eq!(seating.mention(2, Lang::Fr), "Ordinateur (normal)");
        assert_eq!(seating.seat_of(22), Some(1));
        assert_eq!(seating.seat_of(99), None);
        assert_eq!(seating.mention(0, Lang::De), "<@11>");
        assert_eq!(seating.mention(2, Lang::En), "Computer (normal)");
        assert_eq!(seating.people().collect::<Vec<_>>(), [(0, 11), (1, 22)]);
        assert_eq!(seating.people_count(), 2);
        assert_eq!(
            seating.rotated(),
            [Occupant::Person(2), Occupant::Computer(Brain::Normal), Occupant::Person(1)],
            "everyone moves one seat on"
        );
        assert_eq!(seating.brain(2), Some(Brain::Normal));
    }

    #[test]
    fn computers_are_named_apart_with_their_level() {
        let two = [Occupant::Person(1), Occupant::Computer(Brain::Normal), Occupant::Computer(Brain::Hard)];
        assert_eq!(computer_names(&two), [None, Some("Computer 1 (normal)".into()), Some("Computer 2 (hard)".into())]);
        let one = [Occupant::Computer(Brain::Easy), Occupant::Person(1)];
        assert_eq!(computer_names(&one), [Some("Computer (easy)".into()), None]);
        assert_eq!(computer_names::<i64>(&[Occupant::Person(1), Occupant::Person(2)]), [None, None]);
        assert_eq!(computer_names_in(&two, Lang::De)[2].as_deref(), Some("Computer 2 (schwer)"));
        assert_eq!(computer_names_in(&one, Lang::PtBr)[0].as_deref(), Some("Computador (fácil)"));
    }
}
