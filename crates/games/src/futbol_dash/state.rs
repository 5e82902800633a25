//! The state of a Futbol Dash match and its set-up (rules digest §3).

use serde::{Deserialize, Serialize};

use super::deck::{full_deck, lay, Card, ShotCard, HAND, MIN_HAND, SHOOTOUT_CARDS, SHOT_CARDS};
use crate::chance::Chance;
use crate::game::{Seat, SeatSet};

/// The most players at one table.
pub const MAX_PLAYERS: usize = 6;

/// Regular: the first to 3 goals. Express: until the Action Deck runs out (§1).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Format {
    #[default]
    Regular,
    Express,
}

impl Format {
    pub fn title(self) -> &'static str {
        match self {
            Format::Regular => "Regular",
            Format::Express => "Express",
        }
    }
}

/// The seconds a referee window stays open on Discord by default (§6).
pub const DEFAULT_WINDOW_SECONDS: u32 = 20;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Config {
    pub format: Format,
    /// How long a referee window stays open for people, in seconds (§6 DEFAULT 20). The rules do
    /// not read it: a window closes when all have passed; the bot's clock passes for the late.
    pub window_seconds: u32,
    /// Every match is decided anyway (a level end goes to the shoot-out); kept for the options'
    /// common key.
    pub result_needed: bool,
}

impl Default for Config {
    fn default() -> Self {
        Config { format: Format::Regular, window_seconds: DEFAULT_WINDOW_SECONDS, result_needed: false }
    }
}

/// One player at the table.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// Secret to everyone else.
    pub hand: Vec<Card>,
    /// The AP cards in front of them: their own offensive cards and the defensive cards played on
    /// them (§5.4).
    pub front: Vec<Card>,
    pub ap: u8,
    pub goals: u16,
    /// Shot cards drawn, kept face up (§5.2).
    pub shots: Vec<ShotCard>,
    /// Red cards received (kept on the shot pile, through Halftime, §5.3).
    pub reds: u8,
    /// Turns still to be skipped (Yellow cards, §5.3, §8.12).
    pub skips: u8,
    /// Draws still to be skipped (Red cards, §8.16).
    pub skip_draws: u8,
}

impl Player {
    /// The hand this player is dealt at Halftime: one fewer per red, never below three.
    pub fn hand_size(&self) -> usize {
        HAND.saturating_sub(self.reds as usize).max(MIN_HAND)
    }
}

/// A card in play that the table may still answer with referee cards (§5.5, DEFAULT §8.9–8.10).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Window {
    pub card: Card,
    pub by: Seat,
    pub target: Option<Seat>,
    /// Referee cards played on it so far, in order: a Foul, then V.A.R.s.
    pub referees: Vec<(Seat, Card)>,
    /// Who has still to answer the latest card (everyone but the one who played it).
    pub waiting: SeatSet,
}

impl Window {
    /// Whether the card is cancelled as things stand: an odd number of referee cards.
    pub fn cancelled(&self) -> bool {
        self.referees.len() % 2 == 1
    }

    /// Who played the card being answered now: the last referee card, or the card itself.
    pub fn answering(&self) -> Seat {
        self.referees.last().map(|(s, _)| *s).unwrap_or(self.by)
    }
}

/// The penalty shoot-out among tied players (§5.6, DEFAULT §8.4).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Shootout {
    /// The tied players still in it, in seat order.
    pub seats: Vec<Seat>,
    /// 16 cells; `None` once picked.
    pub grid: Vec<Option<ShotCard>>,
    /// What each picked cell showed, until the grid is laid again (everyone saw it turned up).
    #[serde(default)]
    pub drawn: Vec<Option<ShotCard>>,
    /// Picks made per seat (all seats; zero for those not in it).
    pub picks: Vec<u8>,
    /// Shoot-out goals per seat (all seats).
    pub goals: Vec<u16>,
    /// Index in `seats` of who picks next.
    pub next: usize,
    /// Sudden-death rounds started (0 during the five picks each).
    pub round: u32,
    /// In sudden death: who scored in this round so far.
    pub scored: Vec<Seat>,
}

/// What the table is waiting for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// The player whose turn it is plays one card (they have drawn).
    Play,
    /// After a Substitution: the cards taken off so far (secret), at most three.
    Substitute {
        off: Vec<Card>,
    },
    /// A referee window on an offensive or defensive card.
    Window(Window),
    /// The shooter picks a face-down cell of the shot grid; `penalty` when Penalty started it.
    Shot {
        shooter: Seat,
        penalty: bool,
    },
    Shootout(Shootout),
    Over,
}

/// The last play of a turn, as the table saw it (for the picture).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LastPlay {
    pub by: Seat,
    pub card: Card,
    pub target: Option<Seat>,
    /// A card discarded for want of a legal play (§8.8).
    pub discarded: bool,
    pub referees: Vec<(Seat, Card)>,
    pub cancelled: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FutbolDash {
    pub(crate) format: Format,
    pub(crate) window_seconds: u32,
    pub(crate) players: Vec<Player>,
    /// The face-down Action Deck; the top is the end.
    pub(crate) deck: Vec<Card>,
    pub(crate) discard: Vec<Card>,
    /// The shot grid, 20 cells; `None` once drawn.
    pub(crate) grid: Vec<Option<ShotCard>>,
    /// What each drawn cell of the shot grid showed, until the grid is laid again: it was turned
    /// up in front of everyone, so the picture keeps it face up. Empty in matches stored before
    /// it was kept.
    #[serde(default)]
    pub(crate) drawn: Vec<Option<ShotCard>>,
    /// Whose turn it is.
    pub(crate) turn: Seat,
    pub(crate) phase: Phase,
    /// Whether Halftime has been played (then it is out of the game).
    pub(crate) second_half: bool,
    /// Cards played (turns completed).
    pub(crate) plays: u32,
    /// Times the Action Deck was rebuilt from the discards (Regular, §8.6).
    pub(crate) rebuilds: u32,
    pub(crate) last: Option<LastPlay>,
    /// The shoot-out's goals per seat, once one was played.
    pub(crate) shootout_goals: Option<Vec<u16>>,
    /// Cards in the discards that went there face down (taken off in a Substitution), with
    /// whose they were: only that player knows them.
    pub(crate) unseen_discards: Vec<(Seat, Card)>,
}

impl FutbolDash {
    /// A new match: the deck shuffled, the grid laid, six cards each; seat 0 goes first (the
    /// table is seated in turn order, DEFAULT §7: the challenger or a random seat starts).
    pub(crate) fn deal(config: &Config, seats: usize, chance: &mut Chance) -> FutbolDash {
        let mut deck = full_deck();
        chance.shuffle(&mut deck);
        let mut players = vec![Player::default(); seats];
        for p in players.iter_mut() {
            let cut = deck.len().saturating_sub(HAND);
            p.hand = deck.split_off(cut);
        }
        let grid = fresh_grid(chance);
        FutbolDash::at_kick_off(config.format, config.window_seconds, players, deck, grid)
    }

    /// A match at its first turn: each player holding their hand, the rest of the Action Deck
    /// to draw from, and the shot grid as laid.
    pub(crate) fn at_kick_off(
        format: Format,
        window_seconds: u32,
        players: Vec<Player>,
        deck: Vec<Card>,
        grid: Vec<Option<ShotCard>>,
    ) -> FutbolDash {
        FutbolDash {
            format,
            window_seconds,
            players,
            deck,
            discard: Vec::new(),
            grid,
            drawn: Vec::new(),
            turn: 0,
            phase: Phase::Play,
            second_half: false,
            plays: 0,
            rebuilds: 0,
            last: None,
            shootout_goals: None,
            unseen_discards: Vec::new(),
        }
    }

    pub(crate) fn seats(&self) -> usize {
        self.players.len()
    }

    /// The seat after `seat`, clockwise.
    pub(crate) fn next_seat(&self, seat: Seat) -> Seat {
        (seat + 1) % self.seats()
    }

    pub(crate) fn goals(&self) -> Vec<u16> {
        self.players.iter().map(|p| p.goals).collect()
    }

    /// Who is waiting on whom, as the engine's status.
    pub(crate) fn to_act(&self) -> Option<crate::game::Status> {
        use crate::game::Status;
        Some(match &self.phase {
            Phase::Play | Phase::Substitute { .. } => Status::Turn(self.turn),
            Phase::Window(w) => Status::Reaction { seats: w.waiting },
            Phase::Shot { shooter, .. } => Status::Turn(*shooter),
            Phase::Shootout(s) => Status::Turn(s.seats[s.next]),
            Phase::Over => return None,
        })
    }

    /// The finishing order: goals, then shoot-out goals; seats level on both share a place.
    pub fn placings(goals: &[u16], shootout: Option<&[u16]>) -> Vec<usize> {
        let key = |s: usize| (goals[s], shootout.and_then(|g| g.get(s).copied()).unwrap_or(0));
        (0..goals.len()).map(|s| 1 + (0..goals.len()).filter(|o| key(*o) > key(s)).count()).collect()
    }
}

/// The placing points of a table of three or more (DEFAULT §8.15): 3/1/0 for three players,
/// 3/2/1/0 for four; five and six continue 3/2/1 and 0 for the rest. Shared places score the
/// higher place's points.
pub fn placing_points(players: usize, place: usize) -> u8 {
    match (players, place) {
        (3, 1) => 3,
        (3, 2) => 1,
        (3, _) => 0,
        (_, 1) => 3,
        (_, 2) => 2,
        (_, 3) => 1,
        _ => 0,
    }
}

/// Keep what a cell showed when it was drawn (the list grows to the grid's size as needed).
pub(crate) fn turn_up(drawn: &mut Vec<Option<ShotCard>>, cell: u8, card: ShotCard, cells: usize) {
    if drawn.len() < cells {
        drawn.resize(cells, None);
    }
    if let Some(slot) = drawn.get_mut(cell as usize) {
        *slot = Some(card);
    }
}

/// 20 Shot cards shuffled into the 4 × 5 grid.
pub(crate) fn fresh_grid(chance: &mut Chance) -> Vec<Option<ShotCard>> {
    let mut cards = lay(&SHOT_CARDS);
    chance.shuffle(&mut cards);
    cards.into_iter().map(Some).collect()
}

/// 16 shoot-out cards shuffled into the 4 × 4 grid.
pub(crate) fn fresh_shootout_grid(chance: &mut Chance) -> Vec<Option<ShotCard>> {
    let mut cards = lay(&SHOOTOUT_CARDS);
    chance.shuffle(&mut cards);
    cards.into_iter().map(Some).collect()
}
