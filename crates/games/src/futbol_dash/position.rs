//! A Futbol Dash match written down: every card where it lies, for tests and bug reports.

use serde::{Deserialize, Serialize};

use super::deck::{full_deck, Card, ShotCard, MAX_AP, SHOOTOUT_PICKS};
use super::state::{Format, FutbolDash, LastPlay, Phase, Player, MAX_PLAYERS};
use crate::game::PositionError;

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
    super::state::DEFAULT_WINDOW_SECONDS
}

impl FutbolDash {
    pub(crate) fn to_position(&self) -> DashPosition {
        DashPosition {
            format: self.format,
            window_seconds: self.window_seconds,
            players: self.players.clone(),
            deck: self.deck.clone(),
            discard: self.discard.clone(),
            grid: self.grid.clone(),
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

    pub(crate) fn from_position(p: DashPosition) -> Result<FutbolDash, PositionError> {
        let err = |s: String| Err(PositionError(s));
        let n = p.players.len();
        if !(2..=MAX_PLAYERS).contains(&n) {
            return err(format!("Futbol Dash is played by 2 to {MAX_PLAYERS}, not {n}"));
        }
        if p.turn >= n {
            return err(format!("the turn is seat {}'s, but there are {n} seats", p.turn));
        }
        if p.grid.len() != 20 {
            return err(format!("the shot grid has 20 cells, not {}", p.grid.len()));
        }
        // Every Action card is somewhere, exactly once (Halftime leaves the game once played; a
        // red card lies with its player).
        let mut seen: Vec<Card> = p.deck.iter().chain(&p.discard).copied().collect();
        for pl in &p.players {
            seen.extend(&pl.hand);
            seen.extend(&pl.front);
            seen.extend(std::iter::repeat_n(Card::RedCard, pl.reds as usize));
            if pl.ap > MAX_AP {
                return err(format!("attack points run from 0 to {MAX_AP}, not {}", pl.ap));
            }
            let total: i16 = pl.front.iter().map(|c| c.points() as i16).sum();
            if pl.front.iter().any(|c| c.points() == 0) {
                return err("only offensive and defensive cards lie in front of a player".into());
            }
            if total != pl.ap as i16 {
                return err(format!("the cards in front add up to {total}, but the AP are {}", pl.ap));
            }
        }
        match &p.phase {
            Phase::Substitute { off } => seen.extend(off),
            Phase::Window(w) => {
                seen.push(w.card);
                seen.extend(w.referees.iter().map(|(_, c)| *c));
                let outside = w.waiting.iter().any(|s| s >= n) || w.waiting.is_empty();
                if outside || w.by >= n || w.target.is_some_and(|t| t >= n) || w.referees.iter().any(|(s, _)| *s >= n) {
                    return err("the referee window names a seat that is not at the table".into());
                }
            }
            Phase::Shot { shooter, .. } if *shooter >= n => return err("the shooter is not at the table".into()),
            Phase::Shot { .. } if p.grid.iter().all(Option::is_none) => {
                return err("a shot needs a face-down card in the grid".into())
            }
            Phase::Shootout(s) => {
                if s.seats.is_empty()
                    || s.seats.iter().chain(&s.scored).any(|t| *t >= n)
                    || s.next >= s.seats.len()
                    || s.grid.iter().all(Option::is_none)
                {
                    return err("the shoot-out's players are not at the table".into());
                }
                if s.grid.len() != 16 || s.picks.len() != n || s.goals.len() != n {
                    return err("the shoot-out has a 16-cell grid and picks and goals per seat".into());
                }
                if s.round == 0 && s.seats.iter().any(|t| s.picks[*t] > SHOOTOUT_PICKS) {
                    return err(format!("each player picks {SHOOTOUT_PICKS} before sudden death"));
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
                _ => return err(format!("{} is not in the discards as a card taken off", card.name())),
            }
        }
        let mut expected = full_deck();
        if p.second_half {
            expected.retain(|c| *c != Card::Halftime);
        }
        seen.sort();
        expected.sort();
        if seen != expected {
            return err(format!(
                "the Action cards do not add up to the deck: {} placed, {} expected ({} half)",
                seen.len(),
                expected.len(),
                if p.second_half { "second" } else { "first" }
            ));
        }
        Ok(FutbolDash {
            format: p.format,
            window_seconds: p.window_seconds,
            players: p.players,
            deck: p.deck,
            discard: p.discard,
            grid: p.grid,
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
