//! The turn clocks: a row per seat that owes a move, with absolute deadlines (Unix
//! milliseconds), so a restart picks them up where they were.

use sqlx::Row;

use super::{MatchId, Store, StoreError};

/// A seat's clock that has reached a mark.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DueClock {
    pub match_id: MatchId,
    pub seat: usize,
    pub due_ms: i64,
}

fn due_clock(row: &sqlx::sqlite::SqliteRow) -> DueClock {
    DueClock { match_id: row.get("match_id"), seat: row.get::<i64, _>("seat") as usize, due_ms: row.get("due_ms") }
}

impl Store {
    /// Start a seat's clock for a new move, replacing any earlier one (with its reminder).
    pub async fn start_clock(
        &self,
        match_id: MatchId,
        seat: usize,
        now_ms: i64,
        due_ms: i64,
    ) -> Result<(), StoreError> {
        self.set_clock(match_id, seat, now_ms, due_ms, true).await
    }

    /// Start a seat's clock unless it is already running (after a restart, a move keeps the
    /// time it had left); when it runs out.
    pub async fn ensure_clock(
        &self,
        match_id: MatchId,
        seat: usize,
        now_ms: i64,
        due_ms: i64,
    ) -> Result<i64, StoreError> {
        self.set_clock(match_id, seat, now_ms, due_ms, false).await?;
        Ok(self.clock_due(match_id, seat).await?.unwrap_or(due_ms))
    }

    async fn set_clock(
        &self,
        match_id: MatchId,
        seat: usize,
        now_ms: i64,
        due_ms: i64,
        replace: bool,
    ) -> Result<(), StoreError> {
        let on_conflict = if replace {
            "DO UPDATE SET started_ms = excluded.started_ms, due_ms = excluded.due_ms, reminded = 0"
        } else {
            "DO NOTHING"
        };
        let sql = format!(
            "INSERT INTO turn_clocks (match_id, seat, started_ms, due_ms, reminded) VALUES (?1, ?2, ?3, ?4, 0)
             ON CONFLICT (match_id, seat) {on_conflict}"
        );
        sqlx::query(&sql).bind(match_id).bind(seat as i64).bind(now_ms).bind(due_ms).execute(&self.pool).await?;
        Ok(())
    }

    /// Stop the clocks of every seat of a match except `keep`.
    pub async fn stop_clocks(&self, match_id: MatchId, keep: &[usize]) -> Result<(), StoreError> {
        let keep: Vec<String> = keep.iter().map(|s| s.to_string()).collect();
        // The seat list is made of numbers, so it is safe to write into the statement.
        let sql = format!("DELETE FROM turn_clocks WHERE match_id = ?1 AND seat NOT IN ({})", keep.join(","));
        sqlx::query(&sql).bind(match_id).execute(&self.pool).await?;
        Ok(())
    }

    /// When a seat's running clock runs out, if one is running.
    pub async fn clock_due(&self, match_id: MatchId, seat: usize) -> Result<Option<i64>, StoreError> {
        let due = sqlx::query_scalar("SELECT due_ms FROM turn_clocks WHERE match_id = ?1 AND seat = ?2")
            .bind(match_id)
            .bind(seat as i64)
            .fetch_optional(&self.pool)
            .await?;
        Ok(due)
    }

    /// Clocks past half their time that have not had their reminder yet.
    pub async fn clocks_to_remind(&self, now_ms: i64) -> Result<Vec<DueClock>, StoreError> {
        let rows = sqlx::query(
            "SELECT match_id, seat, due_ms FROM turn_clocks
             WHERE reminded = 0 AND ?1 * 2 >= started_ms + due_ms AND ?1 < due_ms",
        )
        .bind(now_ms)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows.iter().map(due_clock).collect())
    }

    pub async fn mark_reminded(&self, match_id: MatchId, seat: usize) -> Result<(), StoreError> {
        sqlx::query("UPDATE turn_clocks SET reminded = 1 WHERE match_id = ?1 AND seat = ?2")
            .bind(match_id)
            .bind(seat as i64)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Clocks that have run out.
    pub async fn expired_clocks(&self, now_ms: i64) -> Result<Vec<DueClock>, StoreError> {
        let rows = sqlx::query("SELECT match_id, seat, due_ms FROM turn_clocks WHERE due_ms <= ?1 ORDER BY due_ms")
            .bind(now_ms)
            .fetch_all(&self.pool)
            .await?;
        Ok(rows.iter().map(due_clock).collect())
    }
}
