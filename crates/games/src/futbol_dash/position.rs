//! A Futbol Dash match written down: every card where it lies, for tests and bug reports.
//! [`DashPosition::new`] starts from an unshuffled deal; [`DashPosition::hand`],
//! [`DashPosition::front`], [`DashPosition::deck_top`] and [`DashPosition::discards`] name only
//! the cards that matter, taken from the Action Deck (or from wherever they were dealt), so every
//! other card stays where the deal put it.
//! [`FutbolDash::from_position`] refuses what no match could reach, naming the field.

use serde::{Deserialize, Serialize};

use super::deck::{
    full_deck, lay, Card, ShotCard, GOALS_TO_WIN, HAND, MAX_AP, SHOOTOUT_CARDS, SHOOTOUT_PICKS, SHOT_CARDS,
};
use super::state::{Format, FutbolDash, LastPlay, Phase, Player, DEFAULT_WINDOW_SECONDS, MAX_PLAYERS};
use crate::game::{PositionError, Seat, Written};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DashPosition {
    pub format: Format,
    #[serde(default = "default_window")]
    pub window_seconds: u32,
    pub players: Vec<Player>,
    /// The Action Deck, top card last.
    pub deck: Vec<Card>,
    #[serde(default)]
    pub discard: Vec<Card>,
    /// The 20 cells of the shot grid; `None` for a card already drawn.
    pub grid: Vec<Option<ShotCard>>,
    /// What drawn cells showed, cell by cell (empty, or 20 entries with a card only where the
    /// grid's cell is drawn): only what the picture shows face up.
    #[serde(default)]
    pub drawn: Vec<Option<ShotCard>>,
    pub turn: usize,
    pub phase: Phase,
    #[serde(default)]
    pub second_half: bool,
    #[serde(default)]
    pub plays: u32,
    #[serde(default)]
    pub rebuilds: u32,
    #[serde(default)]
    pub last: Option<LastPlay>,
    #[serde(default)]
    pub shootout_goals: Option<Vec<u16>>,
    /// Discards that went face down (a Substitution's), with whose they were.
    #[serde(default)]
    pub unseen_discards: Vec<(usize, Card)>,
}

fn default_window() -> u32 {
    DEFAULT_WINDOW_SECONDS
}

impl Default for DashPosition {
    /// Two players at the start of a Regular match.
    fn default() -> Self {
        DashPosition::new(2)
    }
}

impl DashPosition {
    /// A Regular match at its first turn with `seats` players, dealt without shuffling: the
    /// Action Deck in list order ([`super::deck::DECK`]), six cards to each player from its top,
    /// the shot grid laid in list order, seat 0 to play with the card it has drawn (seven held).
    pub fn new(seats: usize) -> DashPosition {
        let mut deck = full_deck();
        let mut players: Vec<Player> = (0..seats)
            .map(|_| Player { hand: deck.split_off(deck.len().saturating_sub(HAND)), ..Player::default() })
            .collect();
        if let (Some(first), Some(card)) = (players.first_mut(), deck.pop()) {
            first.hand.push(card);
        }
        let grid = lay(&SHOT_CARDS).into_iter().map(Some).collect();
        FutbolDash::at_kick_off(Format::Regular, DEFAULT_WINDOW_SECONDS, players, deck, grid).to_position()
    }

    /// Takes one copy of `card` out of the Action Deck (nearest its bottom), or else out of
    /// the discards, or else out of a hand, which gets the deck's bottom card in its place; a
    /// card found nowhere is left for [`FutbolDash::from_position`] to count.
    fn take(&mut self, card: Card) {
        if let Some(i) = self.deck.iter().position(|c| *c == card) {
            self.deck.remove(i);
        } else if let Some(i) = self.discard.iter().position(|c| *c == card) {
            self.discard.remove(i);
        } else {
            for player in &mut self.players {
                if let Some(i) = player.hand.iter().position(|c| *c == card) {
                    player.hand.remove(i);
                    if !self.deck.is_empty() {
                        player.hand.insert(i, self.deck.remove(0));
                    }
                    return;
                }
            }
        }
    }

    /// `seat` holds exactly `cards`, taken from the Action Deck (or wherever they lie); the
    /// hand held before goes to the bottom of the deck.
    pub fn hand(mut self, seat: Seat, cards: &[Card]) -> Self {
        let before = std::mem::take(&mut self.players[seat].hand);
        self.deck.splice(0..0, before);
        cards.iter().for_each(|c| self.take(*c));
        self.players[seat].hand = cards.to_vec();
        self
    }

    /// The AP cards in front of `seat` are exactly `cards`, taken from the Action Deck, and
    /// their AP the cards' sum; the cards there before go to the discards.
    pub fn front(mut self, seat: Seat, cards: &[Card]) -> Self {
        let before = std::mem::take(&mut self.players[seat].front);
        self.discard.extend(before);
        cards.iter().for_each(|c| self.take(*c));
        let total: i16 = cards.iter().map(|c| c.points() as i16).sum();
        self.players[seat].front = cards.to_vec();
        self.players[seat].ap = total.clamp(0, u8::MAX as i16) as u8;
        self
    }

    /// `cards` on top of the Action Deck, the first on top, taken from lower in it.
    pub fn deck_top(mut self, cards: &[Card]) -> Self {
        cards.iter().for_each(|c| self.take(*c));
        self.deck.extend(cards.iter().rev());
        self
    }

    /// The discards are exactly `cards`, the last on top, taken from the Action Deck; the
    /// discards there before go to the bottom of the deck.
    pub fn discards(mut self, cards: &[Card]) -> Self {
        let before = std::mem::take(&mut self.discard);
        self.unseen_discards.clear();
        self.deck.splice(0..0, before);
        cards.iter().for_each(|c| self.take(*c));
        self.discard = cards.to_vec();
        self
    }
}

/// Why a grid's drawn cells cannot be what its cells showed, if they cannot: a face-up card
/// on a cell still face down, or a list of another length.
fn drawn_mismatch(grid: &[Option<ShotCard>], drawn: &[Option<ShotCard>]) -> Option<String> {
    if !drawn.is_empty() && drawn.len() != grid.len() {
        return Some(format!("{} entries for a grid of {} cells", drawn.len(), grid.len()));
    }
    let cell = drawn.iter().zip(grid).position(|(d, g)| d.is_some() && g.is_some())?;
    Some(format!("cell {cell} is still face down, so it has shown nothing"))
}

/// The first Shot card a grid holds more of than its set has (or one the set lacks), in words.
fn grid_excess(grid: &[Option<ShotCard>], set: &[(ShotCard, u8)]) -> Option<String> {
    set.iter()
        .find_map(|(card, copies)| {
            let n = grid.iter().filter(|c| **c == Some(*card)).count();
            (n > *copies as usize).then(|| format!("{n} {} cards, but the set has {copies}", card.name()))
        })
        .or_else(|| {
            grid.iter()
                .flatten()
                .find(|c| !set.iter().any(|(s, _)| s == *c))
                .map(|c| format!("a {} card, which the set does not have", c.name()))
        })
}

impl Written for FutbolDash {
    type Position = DashPosition;

    fn to_position(&self) -> DashPosition {
        DashPosition {
            format: self.format,
            window_seconds: self.window_seconds,
            players: self.players.clone(),
            deck: self.deck.clone(),
            discard: self.discard.clone(),
            grid: self.grid.clone(),
            drawn: self.drawn.clone(),
            turn: self.turn,
            phase: self.phase.clone(),
            second_half: self.second_half,
            plays: self.plays,
            rebuilds: self.rebuilds,
            last: self.last.clone(),
            shootout_goals: self.shootout_goals.clone(),
            unseen_discards: self.unseen_discards.clone(),
        }
    }

    fn from_position(p: DashPosition) -> Result<FutbolDash, PositionError> {
        let err = |s: String| Err(PositionError(s));
        let n = p.players.len();
        if !(2..=MAX_PLAYERS).contains(&n) {
            return err(format!("players: Futbol Dash is played by 2 to {MAX_PLAYERS}, not {n}"));
        }
        if p.turn >= n {
            return err(format!("turn: the turn is seat {}'s, but there are {n} seats", p.turn));
        }
        if p.grid.len() != 20 {
            return err(format!("grid: the shot grid has 20 cells, not {}", p.grid.len()));
        }
        if let Some(excess) = grid_excess(&p.grid, &SHOT_CARDS) {
            return err(format!("grid: {excess}"));
        }
        if let Some(why) = drawn_mismatch(&p.grid, &p.drawn) {
            return err(format!("drawn: {why}"));
        }
        // Every Action card is somewhere, exactly once (Halftime leaves the game once played; a
        // red card lies with its player).
        let mut seen: Vec<Card> = p.deck.iter().chain(&p.discard).copied().collect();
        for (seat, pl) in p.players.iter().enumerate() {
            // A hand is six, seven for the player who has just drawn (§4).
            if pl.hand.len() > HAND + 1 {
                return err(format!("players[{seat}].hand: {} cards; a hand is {HAND}", pl.hand.len()));
            }
            let decided = matches!(p.phase, Phase::Over | Phase::Shootout(_));
            if p.format == Format::Regular && pl.goals >= GOALS_TO_WIN && !decided {
                return err(format!(
                    "players[{seat}].goals: {} goals end a Regular match, but it is still being played",
                    pl.goals
                ));
            }
            seen.extend(&pl.hand);
            seen.extend(&pl.front);
            seen.extend(std::iter::repeat_n(Card::RedCard, pl.reds as usize));
            if pl.ap > MAX_AP {
                return err(format!("players[{seat}].ap: attack points run from 0 to {MAX_AP}, not {}", pl.ap));
            }
            let total: i16 = pl.front.iter().map(|c| c.points() as i16).sum();
            if pl.front.iter().any(|c| c.points() == 0) {
                return err(format!(
                    "players[{seat}].front: only offensive and defensive cards lie in front of a player"
                ));
            }
            if total != pl.ap as i16 {
                return err(format!(
                    "players[{seat}].ap: the cards in front add up to {total}, but the AP are {}",
                    pl.ap
                ));
            }
        }
        match &p.phase {
            Phase::Substitute { off } => seen.extend(off),
            Phase::Window(w) => {
                seen.push(w.card);
                seen.extend(w.referees.iter().map(|(_, c)| *c));
                let outside = w.waiting.iter().any(|s| s >= n) || w.waiting.is_empty();
                if outside || w.by >= n || w.target.is_some_and(|t| t >= n) || w.referees.iter().any(|(s, _)| *s >= n) {
                    return err("phase: the referee window names a seat that is not at the table".into());
                }
            }
            Phase::Shot { shooter, .. } if *shooter >= n => return err("phase: the shooter is not at the table".into()),
            Phase::Shot { .. } if p.grid.iter().all(Option::is_none) => {
                return err("grid: a shot needs a face-down card in the grid".into())
            }
            Phase::Shootout(s) => {
                if s.seats.is_empty()
                    || s.seats.iter().chain(&s.scored).any(|t| *t >= n)
                    || s.next >= s.seats.len()
                    || s.grid.iter().all(Option::is_none)
                {
                    return err("phase: the shoot-out's players are not at the table".into());
                }
                if s.grid.len() != 16 || s.picks.len() != n || s.goals.len() != n {
                    return err("phase: the shoot-out has a 16-cell grid and picks and goals per seat".into());
                }
                if let Some(why) = drawn_mismatch(&s.grid, &s.drawn) {
                    return err(format!("phase: the shoot-out's drawn cells: {why}"));
                }
                if let Some(excess) = grid_excess(&s.grid, &SHOOTOUT_CARDS) {
                    return err(format!("phase: the shoot-out grid has {excess}"));
                }
                if s.round == 0 && s.seats.iter().any(|t| s.picks[*t] > SHOOTOUT_PICKS) {
                    return err(format!("phase: each player picks {SHOOTOUT_PICKS} before sudden death"));
                }
            }
            _ => {}
        }
        // A face-down discard is one of the discards, and its owner is at the table.
        let mut discards = p.discard.clone();
        for (owner, card) in &p.unseen_discards {
            match discards.iter().position(|c| c == card) {
                Some(i) if *owner < n => {
                    discards.remove(i);
                }
                _ => {
                    return err(format!("unseen_discards: {} is not in the discards as a card taken off", card.name()))
                }
            }
        }
        let mut expected = full_deck();
        if p.second_half {
            expected.retain(|c| *c != Card::Halftime);
        }
        // Name the first card placed too often or too seldom.
        for card in Card::ALL {
            let placed = seen.iter().filter(|c| **c == card).count();
            let copies = expected.iter().filter(|c| **c == card).count();
            if placed != copies {
                return err(format!(
                    "deck: {placed} {} placed, but the {} half's Action cards hold {copies} (every card lies in the \
                     deck, the discards, a hand, in front of a player or in play)",
                    card.name(),
                    if p.second_half { "second" } else { "first" }
                ));
            }
        }
        Ok(FutbolDash {
            format: p.format,
            window_seconds: p.window_seconds,
            players: p.players,
            deck: p.deck,
            discard: p.discard,
            grid: p.grid,
            drawn: p.drawn,
            turn: p.turn,
            phase: p.phase,
            second_half: p.second_half,
            plays: p.plays,
            rebuilds: p.rebuilds,
            last: p.last,
            shootout_goals: p.shootout_goals,
            unseen_discards: p.unseen_discards,
        })
    }
}
