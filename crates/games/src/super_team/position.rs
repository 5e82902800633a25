//! A Super Team match written down: the pitch, every card where it lies, the Time Track and what
//! the player on turn is in the middle of — for scenario tests and bug reports.

use serde::{Deserialize, Serialize};

use super::board::{small_rectangle, Space};
use super::cards::{self, Card, FATIGUE_CARDS, MARKERS, MAX_MARKERS, MORALE_TOKENS};
use super::state::{Auto, Config, LastAction, Phase, SuperTeam, Team, Turn, Use, GOALIE};
use crate::game::PositionError;

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

fn bad<T>(text: impl Into<String>) -> Result<T, PositionError> {
    Err(PositionError(text.into()))
}

impl SuperTeam {
    pub(crate) fn to_position(&self) -> SuperPosition {
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

    pub(crate) fn from_position(p: SuperPosition) -> Result<SuperTeam, PositionError> {
        if p.attacker > 1 || p.turn > 1 || p.starter > 1 {
            return bad("sides are 0 (home) and 1 (away)");
        }
        if p.config.solo.is_some() != p.auto.is_some() {
            return bad("a solo match needs its AutoTeam, and only a solo match has one");
        }
        if !(1..=3).contains(&p.half) {
            return bad(format!("half {} (1, 2, or 3 for extra time)", p.half));
        }
        let mut seen: Vec<Space> = Vec::new();
        for (side, t) in p.teams.iter().enumerate() {
            if t.team > 5 || t.captain > 5 {
                return bad("Team and Captain boards are 0–5 (T1–T6, C1–C6)");
            }
            let printed = side == 1 && p.auto.is_some(); // the AutoTeam's board prints its own
            if !printed && (t.markers.iter().any(|m| *m > MAX_MARKERS) || t.markers.iter().sum::<u8>() > MARKERS) {
                return bad(format!("side {side}: six Coach markers at most, two a stat"));
            }
            for (i, s) in t.pieces.iter().enumerate() {
                if seen.contains(s) {
                    return bad(format!("two pieces on {s}"));
                }
                seen.push(*s);
                if small_rectangle(*s).is_some() && i != GOALIE {
                    return bad(format!("only a Goalie may stand on {s}"));
                }
            }
            if let Some(c) = t.all_cards().find(|c| !c.valid()) {
                return bad(format!("{c:?} is not a card"));
            }
            let own = cards::deck(t.team, t.captain);
            let mut held: Vec<Card> = t.all_cards().copied().filter(|c| *c != Card::Fatigue).collect();
            held.sort();
            let mut want = own.clone();
            want.sort();
            let dealt = !t.hand.is_empty() || !t.deck.is_empty() || !t.discard.is_empty();
            if dealt && held != want {
                return bad(format!("side {side}'s cards are not its 12-card deck"));
            }
        }
        let fatigue_out: usize = p.teams.iter().map(|t| t.all_cards().filter(|c| **c == Card::Fatigue).count()).sum();
        if fatigue_out + p.fatigue as usize != FATIGUE_CARDS as usize {
            return bad(format!("{fatigue_out} Fatigue cards out and {} in the deck make not 16", p.fatigue));
        }
        let morale: u16 = p.teams.iter().map(|t| t.morale as u16).sum::<u16>() + p.bank as u16;
        if morale != MORALE_TOKENS as u16 {
            return bad(format!("Morale held and in the bank add to {morale}, not 20"));
        }
        if let Some(a) = &p.auto {
            let mut all: Vec<u8> = a.deck.iter().chain(&a.discard).copied().collect();
            all.sort();
            if all != (0..12).collect::<Vec<u8>>() {
                return bad("the AutoTeam's deck and discard pile are not its 12 cards");
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
