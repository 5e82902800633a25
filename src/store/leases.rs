//! Leases: which bot process does the work that must happen once across all of them (the turn
//! clocks, round deadlines, drafts' timers). A lease is taken, or renewed by its holder, in one
//! statement that both engines make atomic (an upsert whose update applies only to the holder
//! or to a lease that has run out), so two processes never both believe they hold it.

use super::{Store, StoreError};

/// A lease as stored: who holds it, since when, and until when unless renewed.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, sqlx::FromRow)]
pub struct Lease {
    pub name: String,
    pub holder: String,
    pub taken_ms: i64,
    pub until_ms: i64,
}

impl Store {
    /// Take the lease `name` for `holder` until `now_ms + ttl_ms`, or renew it if `holder`
    /// already has it. False when another holder's lease is still running.
    pub async fn take_lease(&self, name: &str, holder: &str, now_ms: i64, ttl_ms: i64) -> Result<bool, StoreError> {
        let held: Option<String> = sqlx::query_scalar(
            "INSERT INTO leases (name, holder, taken_ms, until_ms) VALUES ($1, $2, $3, $4)
             ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, until_ms = excluded.until_ms,
                 taken_ms = CASE WHEN leases.holder = excluded.holder THEN leases.taken_ms ELSE excluded.taken_ms END
             WHERE leases.holder = excluded.holder OR leases.until_ms <= excluded.taken_ms
             RETURNING holder",
        )
        .bind(name)
        .bind(holder)
        .bind(now_ms)
        .bind(now_ms.saturating_add(ttl_ms))
        .fetch_optional(&self.pool)
        .await?;
        Ok(held.is_some())
    }

    /// Give a lease back at once (a process stopping), so another takes the work over without
    /// waiting for it to run out. Only its holder can.
    pub async fn release_lease(&self, name: &str, holder: &str) -> Result<(), StoreError> {
        sqlx::query("DELETE FROM leases WHERE name = $1 AND holder = $2")
            .bind(name)
            .bind(holder)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Every lease, for `touchline status`.
    pub async fn leases(&self) -> Result<Vec<Lease>, StoreError> {
        Ok(sqlx::query_as::<_, Lease>("SELECT name, holder, taken_ms, until_ms FROM leases ORDER BY name")
            .fetch_all(&self.pool)
            .await?)
    }
}
