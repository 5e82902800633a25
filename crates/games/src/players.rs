//! Computer players that work for every game through the trait.

use serde::{Deserialize, Serialize};

use crate::chance::Chance;
use crate::game::{Game, Seat};
use crate::match_state::Match;
use crate::registry::{AnyInput, AnyMatch};

/// Who is in a seat when no person is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Brain {
    /// A uniformly random legal input: the baseline, and the harness's player.
    Random,
    /// The game's own computer manager (the move it makes when a timer runs out).
    Smart,
}

impl Brain {
    pub fn parse(text: &str) -> Result<Brain, String> {
        match text.trim().to_ascii_lowercase().as_str() {
            "random" => Ok(Brain::Random),
            "ai" | "smart" | "computer" => Ok(Brain::Smart),
            other => Err(format!("unknown computer player '{other}'; use 'ai' or 'random'")),
        }
    }

    /// The input this brain makes for `seat` in a match of any game.
    pub fn pick(self, m: &AnyMatch, seat: Seat, chance: &mut Chance) -> Option<AnyInput> {
        match self {
            Brain::Random => {
                let legal = m.legal_inputs(seat);
                (!legal.is_empty()).then(|| legal[chance.below(legal.len())].clone())
            }
            Brain::Smart => m.auto_input(seat, chance),
        }
    }

    /// The same for a typed match (used by the simulator's hot loop).
    pub fn pick_typed<G: Game>(self, m: &Match<G>, seat: Seat, chance: &mut Chance) -> Option<G::Input> {
        match self {
            Brain::Random => {
                let legal = m.legal_inputs(seat);
                (!legal.is_empty()).then(|| legal[chance.below(legal.len())].clone())
            }
            Brain::Smart => m.game.auto_input(seat, chance),
        }
    }
}
