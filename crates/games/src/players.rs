//! Who sits in a seat, and the computer players that work for every game through the trait.

use serde::{Deserialize, Serialize};

use crate::chance::{derive_seed, Chance};
use crate::game::{Command, Game, Outcome, Seat};
use crate::match_state::Match;

/// Who is in a seat when no person is: the random baseline or the computer at one of its
/// three levels.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Brain {
    /// A random legal input ([`crate::game::random_choice`], uniform for most games): the baseline,
    /// and the harness's player.
    Random,
    /// The game's own computer player, careless about one move in three (a random legal move
    /// instead): for beginners.
    Easy,
    /// The game's own computer player (also the move made when a timer runs out). Stored as
    /// "smart", its name before there were levels.
    #[serde(rename = "smart", alias = "normal")]
    Normal,
    /// The look-ahead computer ([`crate::search`]): it plays each candidate move out in
    /// matches imagined from its own view and keeps the best.
    Hard,
}

/// How often the easy computer makes a random move instead of its own, in percent.
const CARELESS_PERCENT: usize = 35;

impl Brain {
    pub fn parse(text: &str) -> Result<Brain, String> {
        match text.trim().to_ascii_lowercase().as_str() {
            "random" => Ok(Brain::Random),
            "easy" => Ok(Brain::Easy),
            "ai" | "normal" | "smart" | "computer" => Ok(Brain::Normal),
            "hard" => Ok(Brain::Hard),
            other => Err(format!(
                "unknown computer player '{other}'; use ai (the computer at normal level), easy, hard or random"
            )),
        }
    }

    /// A level by its name: easy, normal or hard.
    pub fn parse_level(text: &str) -> Result<Brain, String> {
        match text.trim().to_ascii_lowercase().as_str() {
            "easy" => Ok(Brain::Easy),
            "normal" | "ai" => Ok(Brain::Normal),
            "hard" => Ok(Brain::Hard),
            other => Err(format!("unknown level '{other}'; use easy, normal or hard")),
        }
    }

    /// The word the command line uses for it.
    pub fn name(self) -> &'static str {
        match self {
            Brain::Random => "random",
            Brain::Easy => "easy",
            Brain::Normal => "ai",
            Brain::Hard => "hard",
        }
    }

    /// The level's name, for people ("normal" rather than "ai").
    pub fn level_name(self) -> &'static str {
        match self {
            Brain::Random => "random",
            Brain::Easy => "easy",
            Brain::Normal => "normal",
            Brain::Hard => "hard",
        }
    }

    /// The input this computer makes for `seat` in a typed match.
    pub fn pick_typed<G: Game>(self, m: &Match<G>, seat: Seat, chance: &mut Chance) -> Option<G::Input> {
        let random = |chance: &mut Chance| {
            let legal = m.legal_inputs(seat);
            (!legal.is_empty()).then(|| crate::game::random_choice::<G>(&legal, chance))
        };
        match self {
            Brain::Random => random(chance),
            Brain::Easy if chance.below(100) < CARELESS_PERCENT => random(chance),
            Brain::Easy | Brain::Normal => m.computer_input(seat, chance),
            Brain::Hard => m.look_ahead_input(seat, chance),
        }
    }
}

/// Who sits in a seat: a person (`P` says which: a stored player, or nobody in particular at a
/// terminal) or the computer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Occupant<P> {
    Person(P),
    Computer(Brain),
}

impl<P> Occupant<P> {
    pub fn is_person(&self) -> bool {
        matches!(self, Occupant::Person(_))
    }

    pub fn person(&self) -> Option<&P> {
        match self {
            Occupant::Person(p) => Some(p),
            Occupant::Computer(_) => None,
        }
    }

    pub fn brain(&self) -> Option<Brain> {
        match self {
            Occupant::Person(_) => None,
            Occupant::Computer(b) => Some(*b),
        }
    }
}

impl Occupant<()> {
    /// `human`, `ai`, `easy`, `hard` or `random`, as the command line takes them.
    pub fn parse(text: &str) -> Result<Occupant<()>, String> {
        match text.trim().to_ascii_lowercase().as_str() {
            "human" | "me" | "person" => Ok(Occupant::Person(())),
            other => Brain::parse(other)
                .map(Occupant::Computer)
                .map_err(|_| format!("'{other}' is not a kind of player; use human, ai, easy, hard or random")),
        }
    }
}

/// A match played out by computers, as the simulator counts it.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayedOut {
    pub outcome: Outcome,
    /// Inputs made, by every seat.
    pub inputs: u64,
    /// Plays (or turns) the match lasted.
    pub plays: u32,
    /// The sides the engine played itself ([`crate::Profile::engine_sides`]).
    pub engine_sides: Vec<String>,
}

/// Play a match of `G` to the end with a computer in each seat (`brains`, one per seat). The
/// players' own randomness comes from the match seed, so the same seed plays the same match. A
/// refused move is a fault in the game, reported with the match's seed.
pub fn play_out<G: Game>(config: &G::Config, seed: u64, brains: &[Brain]) -> Result<PlayedOut, String> {
    let (mut m, _) = Match::<G>::new(config.clone(), brains.len(), seed).map_err(|e| e.to_string())?;
    let mut policy = Chance::for_step(seed ^ 0x5111, 0);
    let mut inputs = 0;
    while let Some(seat) = m.status().to_act().iter().next() {
        let refused = |e| format!("the rules refused a computer move ({e})");
        match (brains[seat], brains[seat].pick_typed(&m, seat, &mut policy)) {
            // The random pick comes straight from this version's legal inputs.
            (Brain::Random, Some(input)) => m.apply_listed(seat, input).map_err(refused)?,
            (_, Some(input)) => m.apply(seat, Command::Play(input)).map_err(refused)?,
            (_, None) => m.apply(seat, Command::AutoMove).map_err(refused)?,
        };
        inputs += 1;
    }
    let outcome = m.status().outcome().cloned().ok_or("the match did not finish")?;
    Ok(PlayedOut { outcome, inputs, plays: m.plays(), engine_sides: m.profile().engine_sides })
}

/// The seed of match `index` of a batch seeded `seed`.
pub fn batch_seed(seed: u64, index: u64) -> u64 {
    derive_seed(seed, index)
}
