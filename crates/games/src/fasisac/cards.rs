//! FASISAC's data, in one place to check against the rules digest: the 32 player cards
//! (DEFAULT §8.1, the three named players with their known values), the six tactic cards'
//! tables (§5.4, DEFAULT §8.3), the attacker- and defender-select dice (DEFAULT §8.2) and the
//! boost deck (DEFAULT §8.5).

use serde::{Deserialize, Serialize};

/// A position in the five-a-side line-up (§1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, touchline_i18n::Named)]
#[named(prefix = "slot")]
pub enum Slot {
    #[named("goalkeeper")]
    GK,
    #[named("defender")]
    D,
    #[named("midfield-left")]
    ML,
    #[named("midfield-right")]
    MR,
    #[named("striker")]
    S,
}

impl Slot {
    pub const ALL: [Slot; 5] = [Slot::GK, Slot::D, Slot::ML, Slot::MR, Slot::S];
    /// Rush Keepers' four (§5.8): no goalkeeper.
    pub const OUTFIELD: [Slot; 4] = [Slot::D, Slot::ML, Slot::MR, Slot::S];

    pub fn code(self) -> &'static str {
        match self {
            Slot::GK => "GK",
            Slot::D => "D",
            Slot::ML => "ML",
            Slot::MR => "MR",
            Slot::S => "S",
        }
    }

    pub fn title(self) -> &'static str {
        match self {
            Slot::GK => "Goalkeeper",
            Slot::D => "Defender",
            Slot::ML => "Midfield Left",
            Slot::MR => "Midfield Right",
            Slot::S => "Striker",
        }
    }
}

/// The white attacker-select die (DEFAULT §8.2): a d6 that never shows GK.
pub const WHITE_DIE: [Slot; 6] = [Slot::S, Slot::S, Slot::S, Slot::ML, Slot::MR, Slot::D];
/// The red defender-select die (DEFAULT §8.2): a d6 that never shows GK, so Rush Keepers can roll
/// it to find who keeps goal.
pub const RED_DIE: [Slot; 6] = [Slot::D, Slot::D, Slot::D, Slot::ML, Slot::MR, Slot::S];

/// The four attributes on a player card (§2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, touchline_i18n::Named)]
#[named(prefix = "attribute")]
pub enum Attribute {
    Skill,
    Tackling,
    Shooting,
    Goalkeeping,
}

impl Attribute {
    pub const ALL: [Attribute; 4] =
        [Attribute::Skill, Attribute::Tackling, Attribute::Shooting, Attribute::Goalkeeping];

    pub fn title(self) -> &'static str {
        match self {
            Attribute::Skill => "Skill",
            Attribute::Tackling => "Tackling",
            Attribute::Shooting => "Shooting",
            Attribute::Goalkeeping => "Goalkeeping",
        }
    }

    pub fn short(self) -> &'static str {
        match self {
            Attribute::Skill => "SKL",
            Attribute::Tackling => "TCK",
            Attribute::Shooting => "SHT",
            Attribute::Goalkeeping => "GKP",
        }
    }
}

/// The six tactic cards every manager holds (§2, §5.4), in the digest's group order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Tactic {
    Possession,
    Fluid,
    HighPress,
    Direct,
    SitDeep,
    Counter,
}

impl Tactic {
    pub const ALL: [Tactic; 6] =
        [Tactic::Possession, Tactic::Fluid, Tactic::HighPress, Tactic::Direct, Tactic::SitDeep, Tactic::Counter];

    pub fn title(self) -> &'static str {
        match self {
            Tactic::Possession => "Possession",
            Tactic::Fluid => "Fluid",
            Tactic::HighPress => "High Press",
            Tactic::Direct => "Direct",
            Tactic::SitDeep => "Sit Deep",
            Tactic::Counter => "Counter",
        }
    }

    /// Technical, Intense or Reactive (§5.4's quick tip).
    pub fn group(self) -> &'static str {
        match self {
            Tactic::Possession | Tactic::Fluid => "Technical",
            Tactic::HighPress | Tactic::Direct => "Intense",
            Tactic::SitDeep | Tactic::Counter => "Reactive",
        }
    }

    fn index(self) -> usize {
        Tactic::ALL.iter().position(|t| *t == self).unwrap_or(0)
    }
}

/// Attacks, boosts and opposition attacks removed ("oppo.") — one row or bonus of a tactic card.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Numbers {
    pub attacks: u8,
    pub boosts: u8,
    pub oppo: u8,
}

const fn n(attacks: u8, boosts: u8, oppo: u8) -> Numbers {
    Numbers { attacks, boosts, oppo }
}

/// The player-bonus tables (§5.4; Fluid as printed, the others DEFAULT §8.3), rows 0–2, 3, 4
/// and 5 specialists, in [`Tactic::ALL`] order.
pub const PLAYER_BONUS: [[Numbers; 4]; 6] = [
    [n(4, 3, 0), n(5, 4, 0), n(6, 5, 0), n(7, 6, 0)], // Possession
    [n(4, 2, 0), n(5, 3, 0), n(6, 4, 0), n(7, 5, 0)], // Fluid (the surviving card)
    [n(3, 1, 2), n(4, 2, 2), n(5, 3, 2), n(6, 4, 2)], // High Press
    [n(5, 1, 0), n(6, 2, 0), n(7, 3, 0), n(8, 4, 0)], // Direct
    [n(3, 2, 1), n(4, 3, 1), n(5, 4, 1), n(6, 5, 1)], // Sit Deep
    [n(4, 1, 1), n(5, 2, 1), n(6, 3, 1), n(7, 4, 1)], // Counter
];

/// The versus bonuses (DEFAULT §8.3): each tactic's hard counter, mild bonus and partner bonus;
/// any opponent not listed gives nothing.
pub const VERSUS: [(Tactic, Tactic, Numbers); 18] = [
    (Tactic::Fluid, Tactic::HighPress, n(2, 1, 0)),
    (Tactic::Fluid, Tactic::Direct, n(0, 1, 0)),
    (Tactic::Fluid, Tactic::Possession, n(1, 0, 0)),
    (Tactic::Possession, Tactic::Direct, n(1, 2, 0)),
    (Tactic::Possession, Tactic::HighPress, n(0, 1, 0)),
    (Tactic::Possession, Tactic::Fluid, n(1, 0, 0)),
    (Tactic::HighPress, Tactic::SitDeep, n(1, 0, 2)),
    (Tactic::HighPress, Tactic::Counter, n(0, 0, 1)),
    (Tactic::HighPress, Tactic::Direct, n(1, 0, 0)),
    (Tactic::Direct, Tactic::Counter, n(3, 0, 0)),
    (Tactic::Direct, Tactic::SitDeep, n(1, 0, 0)),
    (Tactic::Direct, Tactic::HighPress, n(1, 0, 0)),
    (Tactic::SitDeep, Tactic::Possession, n(1, 1, 1)),
    (Tactic::SitDeep, Tactic::Fluid, n(0, 0, 1)),
    (Tactic::SitDeep, Tactic::Counter, n(1, 0, 0)),
    (Tactic::Counter, Tactic::Fluid, n(2, 0, 1)),
    (Tactic::Counter, Tactic::Possession, n(1, 0, 0)),
    (Tactic::Counter, Tactic::SitDeep, n(1, 0, 0)),
];

/// The player-bonus row for `specialists` starters carrying the tactic's icon (rows 0–2, 3, 4,
/// 5; a four-a-side Rush Keepers line-up reaches at most the 4 row).
pub fn player_bonus(tactic: Tactic, specialists: usize) -> Numbers {
    let row = specialists.saturating_sub(2).min(3);
    PLAYER_BONUS[tactic.index()][row]
}

/// What `tactic` gains against `opponent`'s tactic.
pub fn versus(tactic: Tactic, opponent: Tactic) -> Numbers {
    VERSUS.iter().find(|(t, o, _)| *t == tactic && *o == opponent).map(|(_, _, b)| *b).unwrap_or_default()
}

/// A team's half worked out (§5.4): its attacks after the opponent's oppo. (never below zero,
/// DEFAULT §8.4), the boosts it draws, and the opponent's attacks it removes.
pub fn half_numbers(tactic: Tactic, specialists: usize, opponent: Tactic, opponent_specialists: usize) -> Numbers {
    let own = player_bonus(tactic, specialists);
    let bonus = versus(tactic, opponent);
    let theirs = player_bonus(opponent, opponent_specialists);
    let their_bonus = versus(opponent, tactic);
    let removed = theirs.oppo + their_bonus.oppo;
    Numbers {
        attacks: (own.attacks + bonus.attacks).saturating_sub(removed),
        boosts: own.boosts + bonus.boosts,
        oppo: own.oppo + bonus.oppo,
    }
}

/// One player card (§2; DEFAULT §8.1). Every card has a Goalkeeping value, so Rush Keepers works.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct PlayerCard {
    /// The card's number, 1–32: how the rules, menus and stored matches name it.
    pub number: u8,
    pub name: &'static str,
    /// A glove card: may keep goal.
    pub keeper: bool,
    pub skill: u8,
    pub tackling: u8,
    pub shooting: u8,
    pub goalkeeping: u8,
    pub icons: &'static [Tactic],
    /// The value number in the card's corner: a sorting hint and the suggested auction price
    /// (× 10k).
    pub value: u8,
}

impl PlayerCard {
    pub fn attribute(&self, a: Attribute) -> u8 {
        match a {
            Attribute::Skill => self.skill,
            Attribute::Tackling => self.tackling,
            Attribute::Shooting => self.shooting,
            Attribute::Goalkeeping => self.goalkeeping,
        }
    }

    pub fn carries(&self, tactic: Tactic) -> bool {
        self.icons.contains(&tactic)
    }

    /// "Anderson Cruz Da Costa (SKL 9 TCK 3 SHT 6 GKP 2)".
    pub fn stats(&self) -> String {
        format!("SKL {} TCK {} SHT {} GKP {}", self.skill, self.tackling, self.shooting, self.goalkeeping)
    }

    pub fn icons_text(&self) -> String {
        self.icons.iter().map(|t| t.title()).collect::<Vec<_>>().join(", ")
    }
}

use Tactic::*;

const fn card(
    number: u8,
    name: &'static str,
    keeper: bool,
    [skill, tackling, shooting, goalkeeping]: [u8; 4],
    icons: &'static [Tactic],
    value: u8,
) -> PlayerCard {
    PlayerCard { number, name, keeper, skill, tackling, shooting, goalkeeping, icons, value }
}

/// The 32-card deck of DEFAULT §8.1: 5 goalkeepers and 27 outfield players. Value = Skill +
/// Tackling + Shooting for outfield players, 2 × Goalkeeping + 2 for keepers.
pub const CARDS: [PlayerCard; 32] = [
    card(1, "Gert Hofmann", true, [2, 2, 1, 8], &[SitDeep, Possession], 18),
    card(2, "Tomasz Wrobel", true, [1, 3, 1, 9], &[SitDeep], 20),
    card(3, "Luca Ferrante", true, [3, 2, 2, 7], &[Fluid, Possession], 16),
    card(4, "Kwame Boateng", true, [2, 3, 1, 7], &[HighPress, Counter], 16),
    card(5, "Iker Olabarria", true, [3, 2, 2, 6], &[Direct], 14),
    card(6, "Anderson Cruz Da Costa", false, [9, 3, 6, 2], &[Fluid, Possession], 18),
    card(7, "Ragip Asik", false, [6, 7, 4, 2], &[HighPress, SitDeep], 17),
    card(8, "Mateo Villalba", false, [8, 2, 8, 1], &[Direct, Counter], 18),
    card(9, "Jonas Lindqvist", false, [7, 3, 9, 1], &[Direct], 19),
    card(10, "Yusuf Demirel", false, [8, 4, 7, 2], &[Counter, HighPress], 19),
    card(11, "Pierre-Alain Dufour", false, [9, 2, 7, 1], &[Fluid], 18),
    card(12, "Kenji Morimoto", false, [7, 4, 8, 2], &[Possession, Fluid], 19),
    card(13, "Obi Nwankwo", false, [6, 5, 8, 2], &[Direct, HighPress], 19),
    card(14, "Rafael Quintero", false, [8, 3, 6, 3], &[Counter], 17),
    card(15, "Sven Aasland", false, [6, 4, 9, 1], &[Direct, SitDeep], 19),
    card(16, "Marco Bellandi", false, [8, 5, 5, 2], &[Possession], 18),
    card(17, "Dani Serrano", false, [7, 6, 5, 2], &[Fluid, Possession], 18),
    card(18, "Emeka Adeyemi", false, [6, 6, 6, 3], &[HighPress], 18),
    card(19, "Lukas Brandt", false, [7, 7, 4, 2], &[HighPress, Direct], 18),
    card(20, "Nicolas Marchetti", false, [8, 4, 6, 1], &[Fluid, Counter], 18),
    card(21, "Aleksandr Petrov", false, [5, 8, 4, 3], &[SitDeep, Counter], 17),
    card(22, "Tiago Ramalho", false, [7, 5, 6, 2], &[Possession, Counter], 18),
    card(23, "Hamza El Idrissi", false, [6, 7, 5, 2], &[Counter, SitDeep], 18),
    card(24, "Jan Kowalczyk", false, [7, 6, 4, 3], &[Possession, HighPress], 17),
    card(25, "Bram de Vries", false, [5, 9, 3, 3], &[SitDeep], 17),
    card(26, "Paolo Conti", false, [5, 8, 3, 3], &[Possession, SitDeep], 16),
    card(27, "Oscar Lindgren", false, [4, 9, 3, 4], &[SitDeep, Counter], 16),
    card(28, "Mehdi Benali", false, [5, 8, 3, 2], &[HighPress, Direct], 16),
    card(29, "Callum Reid", false, [4, 8, 4, 3], &[Direct, HighPress], 16),
    card(30, "Andrei Popescu", false, [6, 8, 3, 2], &[Fluid, HighPress], 17),
    card(31, "Jakub Novak", false, [5, 8, 3, 4], &[Counter, Direct], 16),
    card(32, "Felipe Amaral", false, [6, 8, 2, 3], &[Fluid, Possession], 16),
];

/// The card with this number, if there is one.
pub fn player(number: u8) -> Option<&'static PlayerCard> {
    CARDS.get((number as usize).wrapping_sub(1)).filter(|c| c.number == number)
}

/// A card known to exist (numbers come from the deck itself); an unknown number reads as the
/// first card rather than a panic.
pub fn get(number: u8) -> &'static PlayerCard {
    player(number).unwrap_or(&CARDS[0])
}

/// How many glove cards are among these.
pub fn keepers(cards: &[u8]) -> usize {
    cards.iter().filter(|c| get(**c).keeper).count()
}

/// The most players a squad holds (§3.2), and goalkeepers in it (§3.2).
pub const SQUAD: usize = 8;
pub const MAX_KEEPERS: usize = 2;

/// The draft pool for `managers` (§3.2, §5.5): keepers and outfield players dealt.
pub fn pool_size(managers: usize) -> (usize, usize) {
    match managers {
        0..=2 => (3, 13),
        3 => (4, 20),
        _ => (5, 27),
    }
}

/// The kinds of boost card (§5.2; DEFAULT §8.5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Boost {
    Skill,
    Tackling,
    Shooting,
    Goalkeeping,
    Reroll,
}

impl Boost {
    pub const ATTRIBUTES: [Boost; 4] = [Boost::Skill, Boost::Tackling, Boost::Shooting, Boost::Goalkeeping];

    /// The attribute an attribute boost raises by [`OWN_BOOST`] (any other by [`OTHER_BOOST`]).
    pub fn attribute(self) -> Option<Attribute> {
        match self {
            Boost::Skill => Some(Attribute::Skill),
            Boost::Tackling => Some(Attribute::Tackling),
            Boost::Shooting => Some(Attribute::Shooting),
            Boost::Goalkeeping => Some(Attribute::Goalkeeping),
            Boost::Reroll => None,
        }
    }

    pub fn title(self) -> &'static str {
        match self {
            Boost::Skill => "Skill Boost",
            Boost::Tackling => "Tackling Boost",
            Boost::Shooting => "Shooting Boost",
            Boost::Goalkeeping => "Goalkeeping Boost",
            Boost::Reroll => "Reroll",
        }
    }

    /// What the boost adds to a roll of `attribute`: +3 to its own, +1 to any other (the
    /// Tackling Boost's text, DEFAULT for all four).
    pub fn bonus(self, attribute: Attribute) -> u8 {
        match self.attribute() {
            Some(a) if a == attribute => OWN_BOOST,
            Some(_) => OTHER_BOOST,
            None => 0,
        }
    }
}

pub const OWN_BOOST: u8 = 3;
pub const OTHER_BOOST: u8 = 1;

/// The shared boost deck (DEFAULT §8.5): 10 of each attribute boost and 8 Rerolls.
pub const BOOST_DECK: [(Boost, usize); 5] =
    [(Boost::Skill, 10), (Boost::Tackling, 10), (Boost::Shooting, 10), (Boost::Goalkeeping, 10), (Boost::Reroll, 8)];

pub fn boost_deck() -> Vec<Boost> {
    BOOST_DECK.iter().flat_map(|(b, count)| std::iter::repeat_n(*b, *count)).collect()
}

/// Event cards of each side in the box (DEFAULT §8.7; the quick start uses 5 of each, §3.1).
pub const EVENT_CARDS: u8 = 12;
pub const TRAINING_ATTACKS: u8 = 5;

/// The auction (DEFAULT §8.10): a purse of 1,000k, bids in steps of at least 10k, and 10k kept
/// back for every empty slot.
pub const PURSE: u32 = 1_000;
pub const BID_STEP: u32 = 10;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_deck_is_the_default_list() {
        assert_eq!(CARDS.iter().filter(|c| c.keeper).count(), 5);
        assert_eq!(CARDS.iter().filter(|c| !c.keeper).count(), 27);
        for (i, c) in CARDS.iter().enumerate() {
            assert_eq!(c.number as usize, i + 1);
            let value = if c.keeper { 2 * c.goalkeeping + 2 } else { c.skill + c.tackling + c.shooting };
            assert_eq!(c.value, value, "{}", c.name);
            assert!((1..=2).contains(&c.icons.len()), "{}", c.name);
            for a in Attribute::ALL {
                assert!((1..=10).contains(&c.attribute(a)));
            }
        }
        // The named players keep their printed values.
        let costa = get(6);
        assert_eq!((costa.name, costa.skill, costa.shooting), ("Anderson Cruz Da Costa", 9, 6));
        assert_eq!((get(7).name, get(7).tackling), ("Ragip Asik", 7));
        assert_eq!((get(1).name, get(1).goalkeeping, get(1).keeper), ("Gert Hofmann", 8, true));
        // Each tactic has 8–10 specialists.
        for t in Tactic::ALL {
            let count = CARDS.iter().filter(|c| c.carries(t)).count();
            assert!((8..=10).contains(&count), "{t:?} has {count}");
        }
    }

    #[test]
    fn the_tactic_tables_meet_the_rulebook_examples() {
        // Example A: Fluid with 4 specialists is 6/4; against Direct +1 boost.
        assert_eq!(player_bonus(Fluid, 4), n(6, 4, 0));
        let a = half_numbers(Fluid, 4, Direct, 0);
        assert_eq!((a.attacks, a.boosts), (6, 5));
        // Example B: home Sit Deep with 3, away Possession with 4.
        let home = half_numbers(SitDeep, 3, Possession, 4);
        assert_eq!(home, n(5, 4, 2));
        let away = half_numbers(Possession, 4, SitDeep, 3);
        assert_eq!((away.attacks, away.boosts, away.oppo), (4, 5, 0));
        // The Fluid fragment, read column by column.
        assert_eq!(versus(Fluid, HighPress), n(2, 1, 0));
        assert_eq!(versus(Fluid, Possession), n(1, 0, 0));
        assert_eq!(versus(Fluid, Direct), n(0, 1, 0));
        // Rows: 0–2 share one row.
        assert_eq!(player_bonus(Direct, 0), player_bonus(Direct, 2));
        assert_eq!(player_bonus(Direct, 5), n(8, 4, 0));
        // A mirror gives nothing, and attacks never go below zero.
        assert_eq!(versus(Counter, Counter), Numbers::default());
        assert_eq!(half_numbers(HighPress, 0, HighPress, 0).attacks, 1);
    }

    #[test]
    fn hard_counters_follow_the_groups() {
        let beats = |a: Tactic, b: Tactic| {
            matches!(
                (a.group(), b.group()),
                ("Technical", "Intense") | ("Intense", "Reactive") | ("Reactive", "Technical")
            )
        };
        for t in Tactic::ALL {
            let listed: Vec<_> = VERSUS.iter().filter(|(a, _, _)| *a == t).collect();
            assert_eq!(listed.len(), 3);
            for (_, o, b) in listed {
                let worth = b.attacks + b.boosts + b.oppo;
                if o.group() == t.group() {
                    assert_eq!((b.attacks, worth), (1, 1), "{t:?} partner");
                } else {
                    assert!(beats(t, *o), "{t:?} v {o:?}");
                    assert!(worth == 3 || worth == 1);
                }
            }
        }
    }

    #[test]
    fn boosts_give_three_to_their_own_attribute_and_one_elsewhere() {
        assert_eq!(Boost::Tackling.bonus(Attribute::Tackling), 3);
        assert_eq!(Boost::Tackling.bonus(Attribute::Skill), 1);
        assert_eq!(Boost::Reroll.bonus(Attribute::Skill), 0);
        assert_eq!(boost_deck().len(), 48);
    }
}
