//! Every SQL statement Touchline runs. SQLite through sqlx, in WAL mode, with one connection:
//! SQLite has one writer anyway, and a single connection avoids lock contention stalls.
//!
//! The statements are checked at compile time against the schema (`sqlx::query!` and friends,
//! with the checked form kept in `.sqlx/` so a build needs no database; `cargo sqlx prepare`
//! renews it after a change, and CI checks it is current). Rows are read into typed structs
//! and turned into the bot's types in one place per table; nothing is read by column name at
//! run time. A row that does not make sense (an unknown game, a bad JSON state) is
//! [`StoreError::Corrupt`], never a panic.
//!
//! - [`matches`]: matches, their seats and the log of their steps;
//! - [`threads`]: where a match is played on Discord, how to reach its players, rematches;
//! - [`tables`]: tables being gathered (challenges and open tables);
//! - [`clocks`]: the turn clocks;
//! - [`service`]: the heartbeat and the operator's overview;
//! - [`solo`]: results of solo matches against a game's own side, and their leaderboards;
//! - [`league`]: competitions, seasons, fixtures, results, reports, the audit log, ratings;
//! - [`web`]: what the web companion reads, and whether a server publishes its pages.

use std::path::Path;
use std::str::FromStr;
use std::time::Duration;

use serde::Serialize;
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};
use sqlx::SqlitePool;

pub mod clocks;
pub mod crests;
pub mod league;
pub mod matches;
pub mod service;
pub mod solo;
pub mod tables;
pub mod threads;
pub mod web;

pub use crate::ids::*;
pub use clocks::DueClock;
pub use matches::{Origin, StoredMatch};
pub use service::Overview;
pub use tables::{Table, TableSeat, TableStatus};
pub use threads::MatchThread;

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

#[derive(Clone)]
pub struct Store {
    pool: SqlitePool,
}

pub(crate) fn json<T: Serialize>(value: &T) -> Result<String, StoreError> {
    serde_json::to_string(value).map_err(|e| StoreError::Corrupt(e.to_string()))
}

/// A stored JSON value read back; `what` names it for the error.
pub(crate) fn from_json<T: serde::de::DeserializeOwned>(what: &str, text: &str) -> Result<T, StoreError> {
    serde_json::from_str(text).map_err(|e| StoreError::Corrupt(format!("{what}: {e}")))
}

/// A stored name read back as one of a closed set (a status, a source…).
pub(crate) fn named<T>(parse: impl Fn(&str) -> Result<T, String>, text: &str) -> Result<T, StoreError> {
    parse(text).map_err(StoreError::Corrupt)
}

/// A count or number stored as SQLite's integer, read back as an unsigned one.
pub(crate) fn count<T: TryFrom<i64>>(what: &str, n: i64) -> Result<T, StoreError> {
    T::try_from(n).map_err(|_| StoreError::Corrupt(format!("{what} {n} is out of range")))
}

/// How a person who played in the terminal is written in the players' Discord-id column.
const LOCAL_PREFIX: &str = "local:";

/// A Discord id, stored as text (SQLite's integers are signed).
pub(crate) fn snowflake(text: Option<String>) -> Result<Option<u64>, StoreError> {
    // A person who played in the terminal (`touchline play --db`) has no Discord id.
    let text = text.filter(|t| !t.starts_with(LOCAL_PREFIX));
    text.map(|t| t.parse().map_err(|_| StoreError::Corrupt(format!("'{t}' is not a Discord id")))).transpose()
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
        // One connection, never pinged before use: a ping is a trip to the database's thread,
        // and a step's commit is mostly such trips.
        let pool = SqlitePoolOptions::new().max_connections(1).test_before_acquire(false).connect_with(options).await?;
        sqlx::migrate!("./migrations").run(&pool).await?;
        Ok(Store { pool })
    }

    /// The journal mode in force (for tests: it must be WAL).
    pub async fn journal_mode(&self) -> Result<String, StoreError> {
        // A pragma is no query the compile-time checks can describe.
        Ok(sqlx::query_scalar("PRAGMA journal_mode").fetch_one(&self.pool).await?)
    }

    pub async fn close(&self) {
        self.pool.close().await;
    }

    /// Copy the write-ahead log into the database file and empty it, so a stopped bot leaves one
    /// self-contained file behind (for a backup, or a copy to another machine).
    pub async fn checkpoint(&self) {
        if let Err(e) = sqlx::raw_sql("PRAGMA wal_checkpoint(TRUNCATE)").execute(&self.pool).await {
            tracing::warn!(%e, "cannot checkpoint the database");
        }
    }

    /// Record (or rename) a Discord user; returns their player id.
    pub async fn upsert_player(&self, discord_id: &str, display_name: &str) -> Result<PlayerId, StoreError> {
        let id = sqlx::query_scalar!(
            r#"INSERT INTO players (discord_id, display_name) VALUES (?1, ?2)
               ON CONFLICT (discord_id) DO UPDATE SET display_name = excluded.display_name,
                   updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
               RETURNING id AS "id!: i64""#,
            discord_id,
            display_name
        )
        .fetch_one(&self.pool)
        .await?;
        Ok(id)
    }

    /// Record a person who plays in the terminal, by name; returns their player id.
    pub async fn local_player(&self, name: &str) -> Result<PlayerId, StoreError> {
        self.upsert_player(&format!("{LOCAL_PREFIX}{name}"), name).await
    }

    pub async fn player_name(&self, id: PlayerId) -> Result<Option<String>, StoreError> {
        Ok(sqlx::query_scalar!("SELECT display_name FROM players WHERE id = ?1", id).fetch_optional(&self.pool).await?)
    }
}
