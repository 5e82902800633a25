//! Futbol Dash's cards as data (rules digest §2, DEFAULT §8.1–8.3, §8.4): the 73-card Action
//! Deck, the 20 Shot cards and the 16-card shoot-out grid. Every count and value is here and
//! nowhere else.

use serde::{Deserialize, Serialize};

/// The four kinds of Action card (§2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Kind {
    /// Green: added to the owner's attack points.
    Offensive,
    /// Played on an opponent: taken off their attack points.
    Defensive,
    /// A match event, played on your own turn as your one play.
    GameChanger,
    /// Foul and V.A.R.: played at any time, to cancel.
    Referee,
}

/// An Action card. Cards of one name are interchangeable, so a hand is a list of names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Card {
    ShortPass,
    Nutmeg,
    ThroughBall,
    Cross,
    LongPass,
    Tackle,
    Interception,
    SlideTackle,
    Halftime,
    Penalty,
    Offside,
    Substitution,
    YellowCard,
    RedCard,
    Foul,
    Var,
}

/// One line of the deck list: a card, how many copies, its attack points (+ for offensive, − for
/// defensive, 0 otherwise), and whether the rulebook names it (the others are our DEFAULT
/// names, §8.1).
pub struct DeckLine {
    pub card: Card,
    pub copies: u8,
    pub points: i8,
    pub named_in_rulebook: bool,
}

const fn line(card: Card, copies: u8, points: i8, named_in_rulebook: bool) -> DeckLine {
    DeckLine { card, copies, points, named_in_rulebook }
}

/// The Action Deck: 39 offensive, 17 defensive, 11 game changers, 6 referee cards (§2, §8.1–8.3).
pub const DECK: [DeckLine; 16] = [
    line(Card::ShortPass, 8, 1, false),
    line(Card::Nutmeg, 10, 2, true),
    line(Card::ThroughBall, 9, 3, true),
    line(Card::Cross, 6, 4, false),
    line(Card::LongPass, 6, 5, true),
    line(Card::Tackle, 7, -2, false),
    line(Card::Interception, 6, -3, false),
    line(Card::SlideTackle, 4, -4, false),
    line(Card::Halftime, 1, 0, true),
    line(Card::Penalty, 2, 0, true),
    line(Card::Offside, 2, 0, true),
    line(Card::Substitution, 2, 0, true),
    line(Card::YellowCard, 3, 0, true),
    line(Card::RedCard, 1, 0, true),
    line(Card::Foul, 4, 0, true),
    line(Card::Var, 2, 0, true),
];

/// Cards in the Action Deck.
pub const DECK_SIZE: usize = 73;

/// A starting hand (§3); a red card lowers it by one, to no fewer than [`MIN_HAND`] (§8.12).
pub const HAND: usize = 6;
pub const MIN_HAND: usize = 3;
/// Attack points run from 0 to this; reaching it exactly is a shot (§5.1, §5.2).
pub const MAX_AP: u8 = 11;
/// Penalty shoots from this many attack points up (§5.3).
pub const PENALTY_AP: u8 = 7;
/// A Regular match is won by the first to this many goals (§1).
pub const GOALS_TO_WIN: u16 = 3;
/// A Substitution exchanges up to this many cards (§5.3, §8.17).
pub const MAX_SUBSTITUTIONS: usize = 3;
/// Shoot-out picks per tied player before sudden death (§5.6).
pub const SHOOTOUT_PICKS: u8 = 5;

impl Card {
    pub const ALL: [Card; 16] = [
        Card::ShortPass,
        Card::Nutmeg,
        Card::ThroughBall,
        Card::Cross,
        Card::LongPass,
        Card::Tackle,
        Card::Interception,
        Card::SlideTackle,
        Card::Halftime,
        Card::Penalty,
        Card::Offside,
        Card::Substitution,
        Card::YellowCard,
        Card::RedCard,
        Card::Foul,
        Card::Var,
    ];

    fn line(self) -> &'static DeckLine {
        // DECK lists the cards in `Card`'s order.
        &DECK[self as usize]
    }

    pub fn copies(self) -> u8 {
        self.line().copies
    }

    /// Attack points: positive for offensive cards, negative for defensive ones, else 0.
    pub fn points(self) -> i8 {
        self.line().points
    }

    pub fn kind(self) -> Kind {
        match self {
            Card::ShortPass | Card::Nutmeg | Card::ThroughBall | Card::Cross | Card::LongPass => Kind::Offensive,
            Card::Tackle | Card::Interception | Card::SlideTackle => Kind::Defensive,
            Card::Foul | Card::Var => Kind::Referee,
            _ => Kind::GameChanger,
        }
    }

    /// Whether the card is played on another player.
    pub fn needs_target(self) -> bool {
        matches!(self.kind(), Kind::Defensive) || matches!(self, Card::Offside | Card::YellowCard | Card::RedCard)
    }

    pub fn name(self) -> &'static str {
        match self {
            Card::ShortPass => "Short Pass",
            Card::Nutmeg => "Nutmeg",
            Card::ThroughBall => "Through Ball",
            Card::Cross => "Cross",
            Card::LongPass => "Long Pass",
            Card::Tackle => "Tackle",
            Card::Interception => "Interception",
            Card::SlideTackle => "Slide Tackle",
            Card::Halftime => "Halftime",
            Card::Penalty => "Penalty",
            Card::Offside => "Offside",
            Card::Substitution => "Substitution",
            Card::YellowCard => "Yellow Card",
            Card::RedCard => "Red Card",
            Card::Foul => "Foul",
            Card::Var => "V.A.R.",
        }
    }

    /// The name with its points: "Nutmeg +2", "Tackle −2", "Offside".
    pub fn label(self) -> String {
        match self.points() {
            0 => self.name().to_string(),
            p if p > 0 => format!("{} +{p}", self.name()),
            p => format!("{} −{}", self.name(), -p),
        }
    }

    /// A card's short form for a picture's card strip: "+2", "−3", "PEN".
    pub fn short(self) -> String {
        match self.points() {
            p if p > 0 => format!("+{p}"),
            p if p < 0 => format!("−{}", -p),
            _ => match self {
                Card::Halftime => "HT",
                Card::Penalty => "PEN",
                Card::Offside => "OFF",
                Card::Substitution => "SUB",
                Card::YellowCard => "YEL",
                Card::RedCard => "RED",
                Card::Foul => "FOUL",
                _ => "VAR",
            }
            .to_string(),
        }
    }
}

/// The whole Action Deck, in list order (shuffled at set-up).
pub fn full_deck() -> Vec<Card> {
    DECK.iter().flat_map(|l| std::iter::repeat_n(l.card, l.copies as usize)).collect()
}

/// A Shot card (§2, §5.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ShotCard {
    Goal,
    Save,
    Miss,
    Corner,
    OwnGoal,
}

impl ShotCard {
    pub fn name(self) -> &'static str {
        match self {
            ShotCard::Goal => "Goal",
            ShotCard::Save => "Save",
            ShotCard::Miss => "Miss",
            ShotCard::Corner => "Corner",
            ShotCard::OwnGoal => "Own Goal",
        }
    }
}

/// The 20 Shot cards, laid as a 4 × 5 grid (§2, §3).
pub const SHOT_CARDS: [(ShotCard, u8); 5] =
    [(ShotCard::Goal, 10), (ShotCard::Save, 3), (ShotCard::Miss, 3), (ShotCard::Corner, 3), (ShotCard::OwnGoal, 1)];
pub const GRID_ROWS: usize = 4;
pub const GRID_COLUMNS: usize = 5;

/// The shoot-out grid: 10 Goal + 3 Save + 3 Miss fill 4 × 4 (§5.6, DEFAULT §8.4).
pub const SHOOTOUT_CARDS: [(ShotCard, u8); 3] = [(ShotCard::Goal, 10), (ShotCard::Save, 3), (ShotCard::Miss, 3)];
pub const SHOOTOUT_COLUMNS: usize = 4;

/// Every card of a list of (card, copies), in order.
pub fn lay(cards: &[(ShotCard, u8)]) -> Vec<ShotCard> {
    cards.iter().flat_map(|(c, n)| std::iter::repeat_n(*c, *n as usize)).collect()
}

/// A grid cell's name: rows A, B, C, D and columns from 1 ("B3").
pub fn cell_name(cell: usize, columns: usize) -> String {
    let row = (b'A' + (cell / columns) as u8) as char;
    format!("{row}{}", cell % columns + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_deck_has_the_counts_of_the_rulebook_and_the_defaults() {
        let deck = full_deck();
        assert_eq!(deck.len(), DECK_SIZE);
        let count = |k: Kind| deck.iter().filter(|c| c.kind() == k).count();
        assert_eq!((count(Kind::Offensive), count(Kind::Defensive)), (39, 17));
        assert_eq!((count(Kind::GameChanger), count(Kind::Referee)), (11, 6));
        for (i, line) in DECK.iter().enumerate() {
            assert_eq!(line.card as usize, i, "DECK lists the cards in order");
            assert_eq!(Card::ALL[i], line.card);
        }
        // The three offensive cards the rulebook names keep their values.
        assert_eq!((Card::Nutmeg.points(), Card::ThroughBall.points(), Card::LongPass.points()), (2, 3, 5));
        assert_eq!(lay(&SHOT_CARDS).len(), GRID_ROWS * GRID_COLUMNS);
        assert_eq!(lay(&SHOOTOUT_CARDS).len(), 16);
        assert_eq!(cell_name(7, 5), "B3");
    }
}
