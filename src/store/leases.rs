//! Leases: which bot process does the work that must happen once across all of them (the turn
//! clocks, round deadlines, drafts' timers). A lease is taken, or renewed by its holder, in one
//! statement that both engines make atomic (an upsert whose update applies only to the holder
//! or to a lease that has run out), so two processes never both believe they hold it.
//!
//! Each taking by another holder raises the lease's epoch, its fencing token: a timed action
//! names the (holder, epoch) it was read under, and the statement that applies it checks, with
//! the lease's row locked, that the lease is still so held. A keeper that lost its lease while
//! it was busy is stopped at its next action, whatever it read before.

use super::{Store, StoreError};

/// The lease under which one process keeps every timed thing (clocks, reminders, deadlines,
/// drafts' timers, what a stopped process left unshown) for all the processes on one database.
/// The step commit's trigger names it too.
pub const CLOCKS: &str = "clocks";

/// A lease as stored: who holds it, since when, until when unless renewed, and its epoch.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, sqlx::FromRow)]
pub struct Lease {
    pub name: String,
    pub holder: String,
    pub taken_ms: i64,
    pub until_ms: i64,
    pub epoch: i64,
}

/// The clocks' lease as this process holds it: what its timed actions are fenced with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LeaseHold {
    pub holder: String,
    /// Grows each time another holder takes the lease.
    pub epoch: i64,
    /// Until when it runs unless renewed (this process's last renewal).
    pub until_ms: i64,
}

impl LeaseHold {
    /// Whether the lease still runs at `now_ms`, as far as this process knows: a keeper whose
    /// renewal lapsed stops before its next action, without asking the database.
    pub fn runs_at(&self, now_ms: i64) -> bool {
        now_ms < self.until_ms
    }
}

impl Store {
    /// Take the lease `name` for `holder` until `now_ms + ttl_ms`, or renew it if `holder`
    /// already has it: its epoch, or `None` when another holder's lease is still running.
    pub async fn take_lease(
        &self,
        name: &str,
        holder: &str,
        now_ms: i64,
        ttl_ms: i64,
    ) -> Result<Option<i64>, StoreError> {
        let epoch: Option<i64> = sqlx::query_scalar(
            "INSERT INTO leases (name, holder, taken_ms, until_ms, epoch) VALUES ($1, $2, $3, $4, 1)
             ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, until_ms = excluded.until_ms,
                 taken_ms = CASE WHEN leases.holder = excluded.holder THEN leases.taken_ms ELSE excluded.taken_ms END,
                 epoch = CASE WHEN leases.holder = excluded.holder THEN leases.epoch ELSE leases.epoch + 1 END
             WHERE leases.holder = excluded.holder OR leases.until_ms <= excluded.taken_ms
             RETURNING epoch",
        )
        .bind(name)
        .bind(holder)
        .bind(now_ms)
        .bind(now_ms.saturating_add(ttl_ms))
        .fetch_optional(&self.pool)
        .await?;
        Ok(epoch)
    }

    /// Give a lease back at once (a process stopping), so another takes the work over without
    /// waiting for it to run out. Only its holder can. The row stays, run out, so the next
    /// taking still raises the epoch.
    pub async fn release_lease(&self, name: &str, holder: &str) -> Result<(), StoreError> {
        sqlx::query("UPDATE leases SET until_ms = 0 WHERE name = $1 AND holder = $2")
            .bind(name)
            .bind(holder)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Every lease, for `touchline status`.
    pub async fn leases(&self) -> Result<Vec<Lease>, StoreError> {
        Ok(sqlx::query_as::<_, Lease>("SELECT name, holder, taken_ms, until_ms, epoch FROM leases ORDER BY name")
            .fetch_all(&self.pool)
            .await?)
    }
}

/// A statement that holds [`held_clause`] binds its three values, in its order, in one call.
pub(super) trait BindHeld {
    fn bind_held(self, hold: &LeaseHold, now_ms: i64) -> Self;
}

impl<'q> BindHeld for sqlx::query::Query<'q, sqlx::Any, sqlx::any::AnyArguments<'q>> {
    fn bind_held(self, hold: &LeaseHold, now_ms: i64) -> Self {
        self.bind(hold.holder.clone()).bind(hold.epoch).bind(now_ms)
    }
}

impl<'q, O> BindHeld for sqlx::query::QueryAs<'q, sqlx::Any, O, sqlx::any::AnyArguments<'q>> {
    fn bind_held(self, hold: &LeaseHold, now_ms: i64) -> Self {
        self.bind(hold.holder.clone()).bind(hold.epoch).bind(now_ms)
    }
}

impl<'q, O> BindHeld for sqlx::query::QueryScalar<'q, sqlx::Any, O, sqlx::any::AnyArguments<'q>> {
    fn bind_held(self, hold: &LeaseHold, now_ms: i64) -> Self {
        self.bind(hold.holder.clone()).bind(hold.epoch).bind(now_ms)
    }
}

/// A condition (SQL both engines read) that holds while the clocks' lease is held as `hold`
/// at `now`: its three parameters are bound, in order, as holder, epoch and now.
pub(super) fn held_clause(first: usize) -> String {
    let (h, e, n) = (first, first + 1, first + 2);
    format!(
        "EXISTS (SELECT 1 FROM leases WHERE name = '{CLOCKS}' AND holder = ${h} AND epoch = ${e} AND until_ms > ${n})"
    )
}
