//! Every SQL statement Touchline runs. SQLite through sqlx, in WAL mode, with one connection:
//! SQLite has one writer anyway, and a single connection avoids lock contention stalls.

use std::path::Path;
use std::str::FromStr;
use std::time::Duration;

use serde::{Deserialize, Serialize};
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};
use sqlx::{Row, SqlitePool};
use touchline_games::chance::Draw;
use touchline_games::players::Brain;
use touchline_games::{AnyMatch, AnyStep, GameKind, Status};

pub type MatchId = i64;

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("database error: {0}")]
    Sql(#[from] sqlx::Error),
    #[error("database migration failed: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
    #[error("stored data could not be read: {0}")]
    Corrupt(String),
    #[error("there is no match #{0}")]
    NoSuchMatch(MatchId),
    /// Someone else moved the match on first; `current` is the version now stored.
    #[error("the match has moved on (now at version {current})")]
    VersionConflict { current: i64 },
}

/// Who sits in a seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Occupant {
    /// A person, by their player id.
    Player(i64),
    Computer(Brain),
}

#[derive(Clone)]
pub struct Store {
    pool: SqlitePool,
}

fn brain_name(b: Brain) -> &'static str {
    match b {
        Brain::Smart => "smart",
        Brain::Random => "random",
    }
}

fn json<T: Serialize>(value: &T) -> Result<String, StoreError> {
    serde_json::to_string(value).map_err(|e| StoreError::Corrupt(e.to_string()))
}

fn status_name(status: &Status) -> &'static str {
    match status {
        Status::Finished(_) => "finished",
        _ => "live",
    }
}

/// A stored match.
#[derive(Clone, Debug)]
pub struct StoredMatch {
    pub id: MatchId,
    pub kind: GameKind,
    pub state: AnyMatch,
    pub seats: Vec<Occupant>,
}

impl Store {
    /// Open (creating if needed) the database file and bring its schema up to date.
    pub async fn open(path: &Path) -> Result<Store, StoreError> {
        let options = SqliteConnectOptions::from_str("sqlite:")?
            .filename(path)
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            .synchronous(SqliteSynchronous::Normal)
            .foreign_keys(true)
            .busy_timeout(Duration::from_secs(5));
        let pool = SqlitePoolOptions::new().max_connections(1).connect_with(options).await?;
        sqlx::migrate!("./migrations").run(&pool).await?;
        Ok(Store { pool })
    }

    /// The journal mode in force (for tests: it must be WAL).
    pub async fn journal_mode(&self) -> Result<String, StoreError> {
        Ok(sqlx::query_scalar("PRAGMA journal_mode").fetch_one(&self.pool).await?)
    }

    pub async fn close(&self) {
        self.pool.close().await;
    }

    /// Record (or rename) a Discord user; returns their player id.
    pub async fn upsert_player(&self, discord_id: &str, display_name: &str) -> Result<i64, StoreError> {
        let id = sqlx::query_scalar(
            "INSERT INTO players (discord_id, display_name) VALUES (?1, ?2)
             ON CONFLICT (discord_id) DO UPDATE SET display_name = excluded.display_name,
                 updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
             RETURNING id",
        )
        .bind(discord_id)
        .bind(display_name)
        .fetch_one(&self.pool)
        .await?;
        Ok(id)
    }

    pub async fn player_name(&self, id: i64) -> Result<Option<String>, StoreError> {
        Ok(sqlx::query_scalar("SELECT display_name FROM players WHERE id = ?1")
            .bind(id)
            .fetch_optional(&self.pool)
            .await?)
    }

    /// Store a new match, the chance that set it up, and its seats, in one transaction.
    pub async fn insert_match(
        &self,
        state: &AnyMatch,
        setup: &[Draw],
        seats: &[Occupant],
    ) -> Result<MatchId, StoreError> {
        let mut tx = self.pool.begin().await?;
        let id: MatchId = sqlx::query_scalar(
            "INSERT INTO matches (kind, config, seed, setup_chance, state, version, status)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7) RETURNING id",
        )
        .bind(state.kind().name())
        .bind(json(&state.config())?)
        .bind(state.seed() as i64)
        .bind(json(&setup)?)
        .bind(json(state)?)
        .bind(state.version() as i64)
        .bind(status_name(&state.status()))
        .fetch_one(&mut *tx)
        .await?;
        for (seat, occupant) in seats.iter().enumerate() {
            let (player, brain) = match occupant {
                Occupant::Player(p) => (Some(*p), None),
                Occupant::Computer(b) => (None, Some(brain_name(*b))),
            };
            sqlx::query("INSERT INTO match_seats (match_id, seat, player_id, brain) VALUES (?1, ?2, ?3, ?4)")
                .bind(id)
                .bind(seat as i64)
                .bind(player)
                .bind(brain)
                .execute(&mut *tx)
                .await?;
        }
        tx.commit().await?;
        Ok(id)
    }

    pub async fn load_match(&self, id: MatchId) -> Result<StoredMatch, StoreError> {
        let row = sqlx::query("SELECT kind, state FROM matches WHERE id = ?1")
            .bind(id)
            .fetch_optional(&self.pool)
            .await?
            .ok_or(StoreError::NoSuchMatch(id))?;
        let kind: String = row.get("kind");
        let kind = GameKind::parse(&kind).map_err(StoreError::Corrupt)?;
        let state: String = row.get("state");
        let state: AnyMatch =
            serde_json::from_str(&state).map_err(|e| StoreError::Corrupt(format!("match #{id}: {e}")))?;
        let rows = sqlx::query("SELECT player_id, brain FROM match_seats WHERE match_id = ?1 ORDER BY seat")
            .bind(id)
            .fetch_all(&self.pool)
            .await?;
        let mut seats = Vec::with_capacity(rows.len());
        for row in rows {
            let player: Option<i64> = row.get("player_id");
            let brain: Option<String> = row.get("brain");
            seats.push(match (player, brain) {
                (Some(p), _) => Occupant::Player(p),
                (None, Some(b)) => Occupant::Computer(Brain::parse(&b).map_err(StoreError::Corrupt)?),
                (None, None) => return Err(StoreError::Corrupt(format!("match #{id} has an empty seat"))),
            });
        }
        Ok(StoredMatch { id, kind, state, seats })
    }

    /// Commit one applied step: the new state (only if the stored version is still the one it
    /// was applied to) and the step's log row, in one transaction.
    pub async fn commit_step(
        &self,
        id: MatchId,
        previous_version: u64,
        state: &AnyMatch,
        step: &AnyStep,
    ) -> Result<(), StoreError> {
        let status = state.status();
        let outcome = match &status {
            Status::Finished(o) => Some(json(o)?),
            _ => None,
        };
        let mut tx = self.pool.begin().await?;
        let updated = sqlx::query(
            "UPDATE matches SET state = ?1, version = ?2, status = ?3, outcome = ?4,
                 updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
             WHERE id = ?5 AND version = ?6",
        )
        .bind(json(state)?)
        .bind(state.version() as i64)
        .bind(status_name(&status))
        .bind(outcome)
        .bind(id)
        .bind(previous_version as i64)
        .execute(&mut *tx)
        .await?;
        if updated.rows_affected() != 1 {
            tx.rollback().await?;
            let current: Option<i64> = sqlx::query_scalar("SELECT version FROM matches WHERE id = ?1")
                .bind(id)
                .fetch_optional(&self.pool)
                .await?;
            return Err(match current {
                Some(current) => StoreError::VersionConflict { current },
                None => StoreError::NoSuchMatch(id),
            });
        }
        let (command, events, chance) = step_columns(step)?;
        sqlx::query("INSERT INTO match_steps (match_id, version, seat, command, events, chance) VALUES (?1, ?2, ?3, ?4, ?5, ?6)")
            .bind(id)
            .bind(state.version() as i64)
            .bind(step.seat() as i64)
            .bind(command)
            .bind(events)
            .bind(chance)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        Ok(())
    }

    /// The chance that set a match up.
    pub async fn setup_chance(&self, id: MatchId) -> Result<Vec<Draw>, StoreError> {
        let text: String = sqlx::query_scalar("SELECT setup_chance FROM matches WHERE id = ?1")
            .bind(id)
            .fetch_optional(&self.pool)
            .await?
            .ok_or(StoreError::NoSuchMatch(id))?;
        serde_json::from_str(&text).map_err(|e| StoreError::Corrupt(format!("match #{id}: {e}")))
    }

    /// The ids of matches still being played.
    pub async fn live_matches(&self) -> Result<Vec<MatchId>, StoreError> {
        Ok(sqlx::query_scalar("SELECT id FROM matches WHERE status = 'live' ORDER BY id").fetch_all(&self.pool).await?)
    }

    /// The stored steps of a match, oldest first: (version, seat, command JSON, events JSON).
    pub async fn steps(&self, id: MatchId) -> Result<Vec<(i64, i64, String, String)>, StoreError> {
        let rows =
            sqlx::query("SELECT version, seat, command, events FROM match_steps WHERE match_id = ?1 ORDER BY version")
                .bind(id)
                .fetch_all(&self.pool)
                .await?;
        Ok(rows.iter().map(|r| (r.get("version"), r.get("seat"), r.get("command"), r.get("events"))).collect())
    }
}

fn step_columns(step: &AnyStep) -> Result<(String, String, String), StoreError> {
    let command = json(&step.command())?;
    let events = json(&step.events())?;
    let chance = json(&step.chance())?;
    Ok((command, events, chance))
}
