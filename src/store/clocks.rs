//! The turn clocks: a row per seat that owes a move, with absolute deadlines (Unix
//! milliseconds), so a restart picks them up where they were.

use super::profiles::PingsRow;
use super::{count, MatchId, Store, StoreError};
use crate::pings::Pings;

/// A seat's clock that has reached a mark.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DueClock {
    pub match_id: MatchId,
    pub seat: usize,
    pub due_ms: i64,
}

/// A seat's clock past half its time, with the pings of whoever plays the seat (its deputy,
/// or its person).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClockToRemind {
    pub match_id: MatchId,
    pub seat: usize,
    pub due_ms: i64,
    pub pings: Pings,
}

#[derive(sqlx::FromRow)]
struct RemindRow {
    #[sqlx(flatten)]
    clock: ClockRow,
    #[sqlx(flatten)]
    pings: PingsRow,
}

/// A clock as stored.
#[derive(sqlx::FromRow)]
struct ClockRow {
    match_id: i64,
    seat: i64,
    due_ms: i64,
}

impl TryFrom<ClockRow> for DueClock {
    type Error = StoreError;

    fn try_from(row: ClockRow) -> Result<DueClock, StoreError> {
        Ok(DueClock { match_id: row.match_id, seat: count("a seat", row.seat)?, due_ms: row.due_ms })
    }
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
        let seat = seat as i64;
        sqlx::query(
            "INSERT INTO turn_clocks (match_id, seat, started_ms, due_ms, reminded) VALUES ($1, $2, $3, $4, 0)
             ON CONFLICT (match_id, seat) DO UPDATE SET started_ms = excluded.started_ms, due_ms = excluded.due_ms,
                 reminded = 0",
        )
        .bind(match_id)
        .bind(seat)
        .bind(now_ms)
        .bind(due_ms)
        .execute(&self.pool)
        .await?;
        Ok(())
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
        let seat = seat as i64;
        // A running clock is left as it is (the update changes nothing) and says when it is due.
        let due = sqlx::query_scalar(
            "INSERT INTO turn_clocks (match_id, seat, started_ms, due_ms, reminded) VALUES ($1, $2, $3, $4, 0)
             ON CONFLICT (match_id, seat) DO UPDATE SET due_ms = turn_clocks.due_ms
             RETURNING due_ms",
        )
        .bind(match_id)
        .bind(seat)
        .bind(now_ms)
        .bind(due_ms)
        .fetch_one(&self.pool)
        .await?;
        Ok(due)
    }

    /// Stop the clocks of every seat of a match except `keep`.
    pub async fn stop_clocks(&self, match_id: MatchId, keep: &[usize]) -> Result<(), StoreError> {
        // Nothing to keep: every clock of the match stops (`NOT IN ()` is no SQL).
        let sql = if keep.is_empty() {
            "DELETE FROM turn_clocks WHERE match_id = $1".to_string()
        } else {
            format!(
                "DELETE FROM turn_clocks WHERE match_id = $1 AND seat NOT IN ({})",
                super::placeholders(2, keep.len())
            )
        };
        let mut query = sqlx::query(&sql).bind(match_id);
        for &seat in keep {
            query = query.bind(seat as i64);
        }
        query.execute(&self.pool).await?;
        Ok(())
    }

    /// When a seat's running clock runs out, if one is running.
    pub async fn clock_due(&self, match_id: MatchId, seat: usize) -> Result<Option<i64>, StoreError> {
        let seat = seat as i64;
        let due = sqlx::query_scalar("SELECT due_ms FROM turn_clocks WHERE match_id = $1 AND seat = $2")
            .bind(match_id)
            .bind(seat)
            .fetch_optional(&self.pool)
            .await?;
        Ok(due)
    }

    /// Clocks past half their time that have not had their reminder yet.
    pub async fn clocks_to_remind(&self, now_ms: i64) -> Result<Vec<ClockToRemind>, StoreError> {
        let rows = sqlx::query_as::<_, RemindRow>(
            "SELECT c.match_id, c.seat, c.due_ms, p.pings, p.quiet_from, p.quiet_to, p.time_zone
             FROM turn_clocks c
             LEFT JOIN match_seats s ON s.match_id = c.match_id AND s.seat = c.seat
             LEFT JOIN players p ON p.id = COALESCE(s.deputy_id, s.player_id)
             WHERE c.reminded = 0 AND $1 * 2 >= c.started_ms + c.due_ms AND $1 < c.due_ms",
        )
        .bind(now_ms)
        .fetch_all(&self.pool)
        .await?;
        rows.into_iter()
            .map(|r| {
                let DueClock { match_id, seat, due_ms } = DueClock::try_from(r.clock)?;
                Ok(ClockToRemind { match_id, seat, due_ms, pings: r.pings.pings() })
            })
            .collect()
    }

    /// Claim a clock's reminder: true for the one caller that marks it first, so a reminder
    /// is sent once whoever else looks at the same moment.
    pub async fn mark_reminded(&self, match_id: MatchId, seat: usize) -> Result<bool, StoreError> {
        let seat = seat as i64;
        let marked =
            sqlx::query("UPDATE turn_clocks SET reminded = 1 WHERE match_id = $1 AND seat = $2 AND reminded = 0")
                .bind(match_id)
                .bind(seat)
                .execute(&self.pool)
                .await?;
        Ok(marked.rows_affected() == 1)
    }

    /// Clocks that have run out.
    pub async fn expired_clocks(&self, now_ms: i64) -> Result<Vec<DueClock>, StoreError> {
        let rows = sqlx::query_as::<_, ClockRow>(
            "SELECT match_id, seat, due_ms FROM turn_clocks WHERE due_ms <= $1 ORDER BY due_ms",
        )
        .bind(now_ms)
        .fetch_all(&self.pool)
        .await?;
        rows.into_iter().map(DueClock::try_from).collect()
    }
}
