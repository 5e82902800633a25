//! KIX packs: 60 player cards per club (rules digest §2 and §8.1).
//!
//! The rulebook gives no card values, so packs are generated from a club seed (DEFAULT §8.1):
//! 6 keepers, 18 defenders, 18 midfielders and 18 attackers, each ability drawn uniformly from
//! the range of the card's specialist position in [`ABILITY_RANGES`]. The same club seed always
//! gives the same pack, so a league season is reproducible.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

/// Cards in a pack.
pub const PACK_SIZE: usize = 60;

/// A card's specialist position. It only shapes the card's values; any card plays anywhere.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Specialist {
    Goalkeeper,
    Defender,
    Midfielder,
    Attacker,
}

impl Specialist {
    pub fn short(self) -> &'static str {
        match self {
            Specialist::Goalkeeper => "GK",
            Specialist::Defender => "DEF",
            Specialist::Midfielder => "MID",
            Specialist::Attacker => "ATT",
        }
    }
}

/// The five abilities, in the order they are printed on a card (§1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Ability {
    /// M: the midfield play.
    Midfield,
    /// A: attacking in an attack play.
    Attack,
    /// D: defending in an attack play.
    Defence,
    /// S: shooting in a strike play.
    Striker,
    /// G: saving in a strike play.
    Goalie,
}

impl Ability {
    pub const ALL: [Ability; 5] =
        [Ability::Midfield, Ability::Attack, Ability::Defence, Ability::Striker, Ability::Goalie];

    pub fn letter(self) -> char {
        match self {
            Ability::Midfield => 'M',
            Ability::Attack => 'A',
            Ability::Defence => 'D',
            Ability::Striker => 'S',
            Ability::Goalie => 'G',
        }
    }

    fn index(self) -> usize {
        self as usize
    }
}

/// How many cards of each specialist a pack holds (DEFAULT §8.1).
pub const COMPOSITION: [(Specialist, usize); 4] =
    [(Specialist::Goalkeeper, 6), (Specialist::Defender, 18), (Specialist::Midfielder, 18), (Specialist::Attacker, 18)];

/// Inclusive value ranges per specialist, in ability order M, A, D, S, G (DEFAULT §8.1).
pub const ABILITY_RANGES: [(Specialist, [(u8, u8); 5]); 4] = [
    (Specialist::Goalkeeper, [(10, 40), (5, 30), (30, 55), (5, 30), (70, 95)]),
    (Specialist::Defender, [(40, 70), (20, 50), (70, 95), (10, 40), (10, 35)]),
    (Specialist::Midfielder, [(70, 95), (45, 75), (40, 70), (30, 60), (5, 30)]),
    (Specialist::Attacker, [(40, 70), (70, 95), (15, 45), (70, 95), (5, 25)]),
];

fn ranges_of(specialist: Specialist) -> &'static [(u8, u8); 5] {
    &ABILITY_RANGES.iter().find(|(s, _)| *s == specialist).expect("every specialist has ranges").1
}

/// The index of a card within its club's pack (0..60).
pub type CardId = u8;

/// One player card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Card {
    pub id: CardId,
    pub specialist: Specialist,
    /// Values in ability order M, A, D, S, G.
    pub values: [u8; 5],
    /// Index into the name tables, so names cost nothing to store.
    pub name: u16,
}

impl Card {
    pub fn value(&self, ability: Ability) -> u8 {
        self.values[ability.index()]
    }

    /// The player's name printed on the card.
    pub fn name(&self) -> String {
        let first = FIRST_INITIALS[self.name as usize % FIRST_INITIALS.len()];
        let last = SURNAMES[(self.name as usize / FIRST_INITIALS.len()) % SURNAMES.len()];
        format!("{first}. {last}")
    }

    /// The card's best ability (the one it is a specialist for, or close to it).
    pub fn best(&self) -> (Ability, u8) {
        Ability::ALL.iter().map(|a| (*a, self.value(*a))).max_by_key(|(_, v)| *v).expect("a card has five abilities")
    }
}

const FIRST_INITIALS: [char; 20] =
    ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M', 'N', 'O', 'P', 'R', 'S', 'T', 'V'];

const SURNAMES: [&str; 48] = [
    "Abara", "Baxter", "Costa", "Dahl", "Eze", "Ferro", "Galvan", "Haaland", "Ibarra", "Jansen", "Kovac", "Lund",
    "Moreno", "Nkosi", "Okafor", "Pires", "Quist", "Rossi", "Silva", "Tanaka", "Uribe", "Varga", "Walsh", "Xhaka",
    "Yilmaz", "Zola", "Acosta", "Brandt", "Cruz", "Duarte", "Eriksen", "Fofana", "Gomes", "Horvat", "Iwobi", "Jonsson",
    "Keita", "Laine", "Mensah", "Novak", "Olsen", "Park", "Quaresma", "Reyes", "Sato", "Toure", "Vidal", "Weber",
];

/// A club's generated pack: always the same 60 cards for the same club seed.
pub fn generate_pack(club_seed: u64) -> Vec<Card> {
    let mut rng = ChaCha8Rng::seed_from_u64(club_seed);
    let names = (FIRST_INITIALS.len() * SURNAMES.len()) as u16;
    let mut pack = Vec::with_capacity(PACK_SIZE);
    for (specialist, count) in COMPOSITION {
        let ranges = ranges_of(specialist);
        for _ in 0..count {
            let mut values = [0u8; 5];
            for (v, (lo, hi)) in values.iter_mut().zip(ranges) {
                *v = rng.random_range(*lo..=*hi);
            }
            let name = rng.random_range(0..names);
            pack.push(Card { id: pack.len() as CardId, specialist, values, name });
        }
    }
    pack
}

/// The share of generated cards whose `ability` is below `value`, with ties counted half: the
/// chance that a card of unknown specialist loses (or ties) to `value`. Used by the computer
/// player, which knows the pack recipe but not the opponent's cards.
pub fn chance_to_beat(ability: Ability, value: u8) -> f32 {
    let total: usize = COMPOSITION.iter().map(|(_, n)| n).sum();
    let mut p = 0.0;
    for (specialist, count) in COMPOSITION {
        let (lo, hi) = ranges_of(specialist)[ability.index()];
        let width = (hi - lo + 1) as f32;
        let below = (value.clamp(lo, hi.saturating_add(1)) - lo) as f32;
        let equal = if (lo..=hi).contains(&value) { 0.5 } else { 0.0 };
        let share = ((below + equal) / width).min(1.0);
        p += share * count as f32 / total as f32;
    }
    p
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pack_has_the_default_composition_and_ranges() {
        let pack = generate_pack(7);
        assert_eq!(pack.len(), PACK_SIZE);
        for (specialist, count) in COMPOSITION {
            let cards: Vec<&Card> = pack.iter().filter(|c| c.specialist == specialist).collect();
            assert_eq!(cards.len(), count, "{specialist:?}");
            for card in cards {
                for (v, (lo, hi)) in card.values.iter().zip(ranges_of(specialist)) {
                    assert!((*lo..=*hi).contains(v), "{card:?} out of range");
                }
            }
        }
        for (i, c) in pack.iter().enumerate() {
            assert_eq!(c.id as usize, i);
        }
    }

    #[test]
    fn the_same_club_seed_gives_the_same_pack() {
        assert_eq!(generate_pack(99), generate_pack(99));
        assert_ne!(generate_pack(99), generate_pack(100));
    }

    #[test]
    fn keepers_are_the_only_good_goalies() {
        let pack = generate_pack(3);
        let best_outfield_g = pack
            .iter()
            .filter(|c| c.specialist != Specialist::Goalkeeper)
            .map(|c| c.value(Ability::Goalie))
            .max()
            .unwrap();
        assert!(best_outfield_g <= 35);
        assert!(pack.iter().filter(|c| c.specialist == Specialist::Goalkeeper).all(|c| c.value(Ability::Goalie) >= 70));
    }

    #[test]
    fn chance_to_beat_is_a_distribution() {
        for ability in Ability::ALL {
            assert!(chance_to_beat(ability, 0) < 0.01);
            assert!(chance_to_beat(ability, 100) > 0.99);
            let mut last = 0.0;
            for v in 0..=100u8 {
                let p = chance_to_beat(ability, v);
                assert!(p >= last - 1e-6, "{ability:?} not monotone at {v}");
                last = p;
            }
        }
    }

    #[test]
    fn names_are_stable() {
        let c = Card { id: 0, specialist: Specialist::Attacker, values: [1; 5], name: 21 };
        assert_eq!(c.name(), "B. Baxter");
    }
}
