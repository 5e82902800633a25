//! Every SQL statement Touchline runs. SQLite through sqlx, in WAL mode, with one connection:
//! SQLite has one writer anyway, and a single connection avoids lock contention stalls.
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
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
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
    /// Set while a one-trip commit script is under way (see [`Unfinished`]).
    script_open: Arc<AtomicBool>,
}

pub(crate) fn json<T: Serialize>(value: &T) -> Result<String, StoreError> {
    serde_json::to_string(value).map_err(|e| StoreError::Corrupt(e.to_string()))
}

/// A Discord id, stored as text (SQLite's integers are signed).
/// How a person who played in the terminal is written in the players' Discord-id column.
const LOCAL_PREFIX: &str = "local:";

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
        let script_open = Arc::new(AtomicBool::new(false));
        let flag = script_open.clone();
        let pool = SqlitePoolOptions::new()
            .max_connections(1)
            // A one-trip commit script that was abandoned part way (its caller's future
            // dropped) leaves its transaction open: it is rolled back before the connection
            // serves anything else.
            .before_acquire(move |conn, _| {
                let flag = flag.clone();
                Box::pin(async move {
                    if flag.swap(false, Ordering::SeqCst) {
                        let _ = sqlx::query("ROLLBACK").execute(&mut *conn).await;
                    }
                    Ok(true)
                })
            })
            .connect_with(options)
            .await?;
        sqlx::migrate!("./migrations").run(&pool).await?;
        Ok(Store { pool, script_open })
    }

    /// The journal mode in force (for tests: it must be WAL).
    pub async fn journal_mode(&self) -> Result<String, StoreError> {
        Ok(sqlx::query_scalar("PRAGMA journal_mode").fetch_one(&self.pool).await?)
    }

    pub async fn close(&self) {
        self.pool.close().await;
    }

    /// Copy the write-ahead log into the database file and empty it, so a stopped bot leaves one
    /// self-contained file behind (for a backup, or a copy to another machine).
    pub async fn checkpoint(&self) {
        if let Err(e) = sqlx::query("PRAGMA wal_checkpoint(TRUNCATE)").execute(&self.pool).await {
            tracing::warn!(%e, "cannot checkpoint the database");
        }
    }

    /// Record (or rename) a Discord user; returns their player id.
    pub async fn upsert_player(&self, discord_id: &str, display_name: &str) -> Result<PlayerId, StoreError> {
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

    /// Record a person who plays in the terminal, by name; returns their player id.
    pub async fn local_player(&self, name: &str) -> Result<PlayerId, StoreError> {
        self.upsert_player(&format!("{LOCAL_PREFIX}{name}"), name).await
    }

    pub async fn player_name(&self, id: PlayerId) -> Result<Option<String>, StoreError> {
        Ok(sqlx::query_scalar("SELECT display_name FROM players WHERE id = ?1")
            .bind(id)
            .fetch_optional(&self.pool)
            .await?)
    }
}

/// A one-trip commit script under way: marked in the store's flag until it is done, so that if
/// its future is dropped part way the next use of the connection rolls its transaction back.
pub(crate) struct Unfinished<'a> {
    flag: &'a AtomicBool,
}

impl<'a> Unfinished<'a> {
    pub(crate) fn begin(flag: &'a AtomicBool) -> Unfinished<'a> {
        flag.store(true, Ordering::SeqCst);
        Unfinished { flag }
    }

    /// The script ran to its end (or was rolled back): nothing is left open.
    pub(crate) fn done(self) {
        self.flag.store(false, Ordering::SeqCst);
    }
}
