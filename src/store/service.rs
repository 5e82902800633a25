//! What an operator asks of a running service: proof that the database takes writes, and an
//! overview of what is under way (`touchline health`, `touchline status`).

use serde::Serialize;

use super::{Store, StoreError};

/// How often a running bot rewrites its status file, and proves with a heartbeat that the
/// database takes its writes.
pub const WRITE_EVERY_SECONDS: u64 = 5;

/// Matches and clocks under way, as `touchline status` shows them.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Overview {
    /// Matches in progress, per game (game name, count), by name.
    pub live_matches: Vec<(String, i64)>,
    /// Seats whose turn clock is running.
    pub clocks_running: i64,
    /// Clocks that have run out and wait for the bot's next look (or for a bot to be started).
    pub clocks_due: i64,
    /// When the next clock runs out (Unix milliseconds), if one is running and not yet due.
    pub next_due_ms: Option<i64>,
    /// When the bot last proved the database takes writes (Unix milliseconds).
    pub heartbeat_ms: Option<i64>,
    /// Who keeps the timed work, when several processes share the database (or one does).
    pub leases: Vec<super::leases::Lease>,
}

/// The turn clocks counted at a moment.
#[derive(sqlx::FromRow)]
struct ClockCounts {
    running: i64,
    due: i64,
    next_due: Option<i64>,
}

impl Store {
    /// Write the heartbeat row: fails if the database no longer takes writes.
    pub async fn heartbeat(&self, now_ms: i64) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO service_heartbeat (id, beat_ms) VALUES (1, $1)
             ON CONFLICT (id) DO UPDATE SET beat_ms = excluded.beat_ms",
        )
        .bind(now_ms)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Matches in progress and the state of the turn clocks at `now_ms`.
    pub async fn overview(&self, now_ms: i64) -> Result<Overview, StoreError> {
        // An abandoned match is not in progress. A database the bot has not yet brought up to
        // date (this store is read-only) has no abandoned matches: counted as before.
        let live: Vec<(String, i64)> = match sqlx::query_as(
            "SELECT kind, COUNT(*) AS n FROM matches WHERE status = 'live' AND abandoned_at IS NULL
             GROUP BY kind ORDER BY kind",
        )
        .fetch_all(&self.pool)
        .await
        {
            Ok(rows) => rows,
            Err(_) => {
                sqlx::query_as(
                    "SELECT kind, COUNT(*) AS n FROM matches WHERE status = 'live' GROUP BY kind ORDER BY kind",
                )
                .fetch_all(&self.pool)
                .await?
            }
        };
        let clocks: ClockCounts = sqlx::query_as(
            "SELECT COUNT(*) AS running,
                    COALESCE(SUM(CASE WHEN due_ms <= $1 THEN 1 ELSE 0 END), 0) AS due,
                    MIN(CASE WHEN due_ms > $1 THEN due_ms END) AS next_due
             FROM turn_clocks",
        )
        .bind(now_ms)
        .fetch_one(&self.pool)
        .await?;
        // A database from before the heartbeat existed has no such table: no heartbeat yet.
        let heartbeat: Option<i64> = sqlx::query_scalar("SELECT beat_ms FROM service_heartbeat WHERE id = 1")
            .fetch_optional(&self.pool)
            .await
            .unwrap_or(None);
        Ok(Overview {
            live_matches: live,
            clocks_running: clocks.running,
            clocks_due: clocks.due,
            next_due_ms: clocks.next_due,
            heartbeat_ms: heartbeat,
            // A database from before leases has none.
            leases: self.leases().await.unwrap_or_default(),
        })
    }
}
