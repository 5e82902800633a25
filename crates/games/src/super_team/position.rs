//! A Super Team match written down: the pitch, every card where it lies, the Time Track and what
//! the player on turn is in the middle of — for scenario tests, puzzles and bug reports.
//!
//! [`SuperPosition::default`] is a Quick Match at its first turn, dealt without shuffling;
//! [`SuperPosition::solo`] the same against the AutoTeam. The builders ([`SuperPosition::hand`],
//! [`SuperPosition::pieces`], [`SuperPosition::ball`], [`SuperPosition::morale`]) name only what
//! matters and keep the rest consistent: cards come from wherever they lie, Morale from the
//! bank, possession follows the ball. [`crate::game::Written::from_position`] refuses what no match
//! could reach, naming the field.

use serde::{Deserialize, Serialize};

use super::board::{small_rectangle, Space, BOARD};
use super::cards::{self, Card, Level, Markers, FATIGUE_CARDS, MARKERS, MAX_MARKERS, MORALE_TOKENS};
use super::state::{
    Auto, Config, LastAction, Phase, SuperTeam, Team, Turn, Use, CAPTAIN, GOALIE, HAND, MAX_CARDS, PIECES,
};
use crate::game::{PositionError, Written};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SuperPosition {
    pub config: Config,
    pub teams: [Team; 2],
    pub ball: Space,
    pub attacker: usize,
    pub turn: usize,
    pub starter: usize,
    pub half: u8,
    pub clock: u8,
    #[serde(default)]
    pub second_turn: bool,
    pub bank: u8,
    pub fatigue: u8,
    pub phase: Phase,
    #[serde(default)]
    pub play: Turn,
    #[serde(default)]
    pub plays: u32,
    #[serde(default)]
    pub auto: Option<Auto>,
    #[serde(default)]
    pub last: Option<LastAction>,
    #[serde(default)]
    pub played: Vec<(Card, Use)>,
    #[serde(default)]
    pub shootout: Option<Vec<u16>>,
}

/// The six Coach markers one a stat, the sixth on GK: a position's markers unless it says.
const EVEN_MARKERS: Markers = [1, 1, 1, 1, 2];

fn bad<T>(text: impl Into<String>) -> Result<T, PositionError> {
    Err(PositionError(text.into()))
}

impl Team {
    /// A side ready to play: `team` and `captain` boards (0–5), its pieces in the default
    /// formation for `side`, an even spread of Coach markers, its 12-card deck unshuffled (top
    /// last) and four cards drawn from the top.
    pub fn dealt(side: usize, team: u8, captain: u8) -> Team {
        let mut t = Team::new(side, team, captain);
        t.markers = EVEN_MARKERS;
        t.deck = cards::deck(team, captain);
        let drawn = t.deck.len().saturating_sub(HAND);
        t.hand = t.deck.split_off(drawn);
        t
    }

    /// Takes one copy of `card` from the deck, else the discard pile, else the hand; whether it
    /// was found.
    fn take(&mut self, card: Card) -> bool {
        for pile in [&mut self.deck, &mut self.discard, &mut self.hand] {
            if let Some(i) = pile.iter().position(|c| *c == card) {
                pile.remove(i);
                return true;
            }
        }
        false
    }
}

impl Auto {
    /// The AutoTeam at `level` before its first card: its 12 cards in order (top last).
    pub fn new(level: Level) -> Auto {
        Auto {
            level,
            deck: (0..12).collect(),
            discard: Vec::new(),
            cards_left: 0,
            card: None,
            work: Vec::new(),
            moved_once: false,
            last_moved: None,
        }
    }
}

impl Default for Auto {
    fn default() -> Self {
        Auto::new(Level::Normal)
    }
}

impl Default for SuperPosition {
    /// A Quick Match at Home's first turn: Home T1 with C1 Striker, Away T2 with C2 Playmaker,
    /// both in the default formation, Home's Captain on the centre space with the ball, four
    /// cards each from the top of an unshuffled deck, no Morale held, nothing played yet.
    fn default() -> Self {
        let teams = [Team::dealt(0, 0, 0), Team::dealt(1, 1, 1)];
        let mut p = SuperTeam::at_kick_off(Config::default(), teams, Phase::Play, None).to_position();
        p.teams[0].pieces[CAPTAIN] = BOARD.centre;
        p
    }
}

impl SuperPosition {
    /// The default position against the AutoTeam at `level`: Away is the AutoTeam, with no
    /// cards of a player's deck and the Coach markers its board prints (§14).
    pub fn solo(level: Level) -> SuperPosition {
        let mut p = SuperPosition::default();
        p.config.solo = Some(level);
        p.auto = Some(Auto::new(level));
        let away = &mut p.teams[1];
        away.hand.clear();
        away.deck.clear();
        away.markers = level.board().map(|(whites, _)| whites);
        p
    }

    /// `side` holds exactly `cards`, each taken from its deck, discard pile or hand (a Fatigue
    /// card from the Fatigue deck); the cards it held before go to the top of its deck.
    pub fn hand(mut self, side: usize, cards: &[Card]) -> Self {
        let team = &mut self.teams[side];
        let before = std::mem::take(&mut team.hand);
        team.deck.extend(before);
        for card in cards {
            if !self.teams[side].take(*card) && *card == Card::Fatigue {
                self.fatigue = self.fatigue.saturating_sub(1);
            }
        }
        self.teams[side].hand = cards.to_vec();
        self
    }

    /// `side`'s pieces stand on `spaces`: Goalie, Captain, then #2–#5.
    pub fn pieces(mut self, side: usize, spaces: [Space; PIECES]) -> Self {
        self.teams[side].pieces = spaces;
        self.follow_ball()
    }

    /// The ball on `space`; the side of the piece there, if any, attacks.
    pub fn ball(mut self, space: Space) -> Self {
        self.ball = space;
        self.follow_ball()
    }

    /// `side` holds `n` Morale, taken from (or given back to) the bank.
    pub fn morale(mut self, side: usize, n: u8) -> Self {
        let held = self.teams[side].morale;
        self.bank = (self.bank + held).saturating_sub(n);
        self.teams[side].morale = n;
        self
    }

    /// The carrier's side attacks; a loose ball leaves the attacker as it was.
    fn follow_ball(mut self) -> Self {
        let carrier = (0..2).find(|s| self.teams[*s].pieces.contains(&self.ball));
        if let Some(side) = carrier {
            self.attacker = side;
        }
        self
    }
}

/// The first card found twice among `cards`.
fn twice(cards: &[Card]) -> Option<Card> {
    cards.iter().enumerate().find(|(i, c)| cards[..*i].contains(c)).map(|(_, c)| *c)
}

impl Written for SuperTeam {
    type Position = SuperPosition;

    fn to_position(&self) -> SuperPosition {
        SuperPosition {
            config: self.config.clone(),
            teams: self.teams.clone(),
            ball: self.ball,
            attacker: self.attacker,
            turn: self.turn,
            starter: self.starter,
            half: self.half,
            clock: self.clock,
            second_turn: self.second_turn,
            bank: self.bank,
            fatigue: self.fatigue,
            phase: self.phase.clone(),
            play: self.play.clone(),
            plays: self.plays,
            auto: self.auto.clone(),
            last: self.last.clone(),
            played: self.played.clone(),
            shootout: self.shootout.clone(),
        }
    }

    fn from_position(p: SuperPosition) -> Result<SuperTeam, PositionError> {
        for (field, side) in [("attacker", p.attacker), ("turn", p.turn), ("starter", p.starter)] {
            if side > 1 {
                return bad(format!("{field}: sides are 0 (home) and 1 (away), not {side}"));
            }
        }
        if p.config.solo.is_some() != p.auto.is_some() {
            return bad("auto: a solo match needs its AutoTeam, and only a solo match has one");
        }
        if !(1..=3).contains(&p.half) {
            return bad(format!("half: {} (1, 2, or 3 for extra time)", p.half));
        }
        if p.play.cards > MAX_CARDS {
            return bad(format!("play.cards: {} cards played; a turn has at most {MAX_CARDS}", p.play.cards));
        }
        if !p.ball.on_board() {
            return bad(format!("ball: column {}, row {} is off the board", p.ball.col, p.ball.row));
        }
        let mut seen: Vec<Space> = Vec::new();
        for (side, t) in p.teams.iter().enumerate() {
            let field = format!("teams[{side}]");
            if t.team > 5 || t.captain > 5 {
                return bad(format!("{field}: Team and Captain boards are 0–5 (T1–T6, C1–C6)"));
            }
            let printed = side == 1 && p.auto.is_some(); // the AutoTeam's board prints its own
            if !printed && (t.markers.iter().any(|m| *m > MAX_MARKERS) || t.markers.iter().sum::<u8>() > MARKERS) {
                return bad(format!("{field}.markers: six Coach markers at most, two a stat"));
            }
            for (i, s) in t.pieces.iter().enumerate() {
                if !s.on_board() {
                    return bad(format!("{field}.pieces[{i}]: column {}, row {} is off the board", s.col, s.row));
                }
                if seen.contains(s) {
                    return bad(format!("{field}.pieces[{i}]: two pieces on {s}"));
                }
                seen.push(*s);
                if small_rectangle(*s).is_some() && i != GOALIE {
                    return bad(format!("{field}.pieces[{i}]: only a Goalie may stand on {s}"));
                }
            }
            if t.down[GOALIE] {
                return bad(format!("{field}.down[0]: a Goalie never lies down"));
            }
            for (pile, cards) in [("hand", &t.hand), ("deck", &t.deck), ("discard", &t.discard)] {
                if let Some(c) = cards.iter().find(|c| !c.valid()) {
                    return bad(format!("{field}.{pile}: {c:?} is not a card"));
                }
            }
            let held: Vec<Card> = t.all_cards().copied().filter(|c| *c != Card::Fatigue).collect();
            if held.is_empty() {
                continue; // not dealt yet, or the AutoTeam's side
            }
            if let Some(c) = twice(&held) {
                return bad(format!("{field}: {} is in two places (hand, deck, discard)", c.name()));
            }
            let own = cards::deck(t.team, t.captain);
            if let Some(c) = held.iter().find(|c| !own.contains(c)) {
                return bad(format!(
                    "{field}: {} is not in this side's deck (T{}, C{})",
                    c.name(),
                    t.team + 1,
                    t.captain + 1
                ));
            }
            if let Some(c) = own.iter().find(|c| !held.contains(c)) {
                return bad(format!("{field}: {} is missing from its hand, deck and discard pile", c.name()));
            }
        }
        let fatigue_out: usize = p.teams.iter().map(|t| t.all_cards().filter(|c| **c == Card::Fatigue).count()).sum();
        if fatigue_out + p.fatigue as usize != FATIGUE_CARDS as usize {
            return bad(format!("fatigue: {fatigue_out} Fatigue cards out and {} in the deck make not 16", p.fatigue));
        }
        let morale: u16 = p.teams.iter().map(|t| t.morale as u16).sum::<u16>() + p.bank as u16;
        if morale != MORALE_TOKENS as u16 {
            return bad(format!("bank: Morale held and in the bank add to {morale}, not 20"));
        }
        let carrier = (0..2).find_map(|s| p.teams[s].pieces.iter().position(|x| *x == p.ball).map(|i| (s, i as u8)));
        if let Some((side, _)) = carrier {
            if p.attacker != side {
                return bad(format!(
                    "attacker: side {side} holds the ball, so side {side} attacks, not {}",
                    p.attacker
                ));
            }
        }
        match &p.phase {
            Phase::Shot(shot) if carrier != Some((shot.side, shot.shooter)) => {
                return bad(format!(
                    "phase.shooter: the shooter (side {}, piece {}) is not on the ball",
                    shot.side, shot.shooter
                ));
            }
            Phase::Duel(duel) if carrier != Some(duel.carrier) => {
                return bad(format!(
                    "phase.carrier: side {}'s piece {} is not on the ball",
                    duel.carrier.0, duel.carrier.1
                ));
            }
            Phase::Duel(duel) => {
                let (side, piece) = duel.other;
                let at = p.teams.get(side).and_then(|t| t.pieces.get(piece as usize));
                if side == duel.carrier.0 || !at.is_some_and(|s| super::board::adjacent(*s, p.ball)) {
                    return bad("phase.other: the dribbled or tackling piece must be an opponent next to the ball");
                }
            }
            _ => {}
        }
        if let Some(a) = &p.auto {
            let mut all: Vec<u8> = a.deck.iter().chain(&a.discard).copied().collect();
            all.sort();
            if all != (0..12).collect::<Vec<u8>>() {
                return bad("auto.deck: the AutoTeam's deck and discard pile are not its 12 cards");
            }
        }
        Ok(SuperTeam {
            config: p.config,
            teams: p.teams,
            ball: p.ball,
            attacker: p.attacker,
            turn: p.turn,
            starter: p.starter,
            half: p.half,
            clock: p.clock,
            second_turn: p.second_turn,
            bank: p.bank,
            fatigue: p.fatigue,
            phase: p.phase,
            play: p.play,
            plays: p.plays,
            auto: p.auto,
            last: p.last,
            played: p.played,
            shootout: p.shootout,
        })
    }
}
