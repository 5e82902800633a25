//! Use-cases over stored matches: start one, act in one. Each action is
//! load → apply → commit (one transaction, version checked) → return what to announce,
//! so nothing is announced that is not stored, and a restart at any point loses nothing.

use touchline_games::players::Brain;
use touchline_games::{AnyConfig, AnyEvent, AnyInput, AnyMatch, AnyStep, Chance, Command, RuleError, Seat};

use crate::store::{MatchId, Occupant, Store, StoreError, StoredMatch};

#[derive(Debug, thiserror::Error)]
pub enum SessionError {
    /// The move broke the rules; the message is for the player.
    #[error("{0}")]
    Rule(#[from] RuleError),
    /// The player acted on an older board than the stored one.
    #[error("this board is out of date: the match has moved on")]
    Stale { current: u64 },
    #[error("{0}")]
    Setup(String),
    #[error(transparent)]
    Store(StoreError),
}

impl From<StoreError> for SessionError {
    fn from(e: StoreError) -> Self {
        match e {
            StoreError::VersionConflict { current } => SessionError::Stale { current: current as u64 },
            other => SessionError::Store(other),
        }
    }
}

/// A match just started.
pub struct Started {
    pub id: MatchId,
    pub state: AnyMatch,
    pub events: Vec<AnyEvent>,
}

/// A step that has been applied and committed.
pub struct Acted {
    pub state: AnyMatch,
    pub step: AnyStep,
}

#[derive(Clone)]
pub struct Sessions {
    pub store: Store,
}

impl Sessions {
    pub fn new(store: Store) -> Self {
        Sessions { store }
    }

    pub async fn start(&self, config: AnyConfig, seats: Vec<Occupant>, seed: u64) -> Result<Started, SessionError> {
        let (state, events, setup) =
            AnyMatch::new_with_draws(config, seats.len(), seed).map_err(|e| SessionError::Setup(e.to_string()))?;
        let id = self.store.insert_match(&state, &setup, &seats).await?;
        Ok(Started { id, state, events })
    }

    pub async fn load(&self, id: MatchId) -> Result<StoredMatch, SessionError> {
        Ok(self.store.load_match(id).await?)
    }

    /// Apply a command for a seat. With `expected_version`, the command is refused as stale if
    /// the match has moved on since the player saw it (an old button, a double click).
    pub async fn act(
        &self,
        id: MatchId,
        seat: Seat,
        command: Command<AnyInput>,
        expected_version: Option<u64>,
    ) -> Result<Acted, SessionError> {
        let stored = self.store.load_match(id).await?;
        let mut state = stored.state;
        let version = state.version();
        if let Some(expected) = expected_version {
            if expected != version {
                return Err(SessionError::Stale { current: version });
            }
        }
        let step = state.apply(seat, command)?;
        self.store.commit_step(id, version, &state, &step).await?;
        Ok(Acted { state, step })
    }

    /// Let the computer make every move it owes in a match: the seats it holds. Returns the
    /// steps committed, in order.
    pub async fn play_computer_seats(&self, id: MatchId) -> Result<Vec<Acted>, SessionError> {
        let mut done = Vec::new();
        loop {
            let stored = self.store.load_match(id).await?;
            let to_act = stored.state.status().to_act();
            let next = to_act.iter().find_map(|seat| match stored.seats.get(seat) {
                Some(Occupant::Computer(brain)) => Some((seat, *brain)),
                _ => None,
            });
            let Some((seat, brain)) = next else { return Ok(done) };
            let input = computer_choice(&stored.state, seat, brain);
            let command = input.map(Command::Play).unwrap_or(Command::AutoMove);
            match self.act(id, seat, command, Some(stored.state.version())).await {
                Ok(acted) => done.push(acted),
                // Another task moved this match on at the same moment; it carries on from there.
                Err(SessionError::Stale { .. }) => return Ok(done),
                Err(e) => return Err(e),
            }
        }
    }
}

/// The computer's choice, reproducible: its randomness comes from the match seed and version.
pub fn computer_choice(state: &AnyMatch, seat: Seat, brain: Brain) -> Option<AnyInput> {
    let mut chance = Chance::for_step(state.seed() ^ (0xC04D_u64 << 40) ^ seat as u64, state.version());
    brain.pick(state, seat, &mut chance)
}
