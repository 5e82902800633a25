//! Round deadlines, settled once: a fixture past its deadline is forfeited, has its report
//! stand, or waits for an admin, in one transaction that checks, with the fixture's row and the
//! clocks' lease locked, that the deadline read is still the fixture's and has passed, that the
//! fixture is still waiting (not kicked off, reported afresh or disputed meanwhile), and that
//! this process still keeps the clocks. The note for the competition's channel is written in the
//! same transaction ([`PendingNews`]) and deleted once posted, so a process that dies between
//! the two loses nothing: the next keeper posts it.

use crate::store::leases::BindHeld;
use sqlx::{Any, Transaction};

use super::audit_tx;
use super::results::{insert_result, settle_fixture};
use crate::competition::*;
use crate::store::threads::POSTING_MS;
use crate::store::{LeaseHold, Store, StoreError};

/// What a passed deadline does to its fixture.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DeadlineCall {
    /// A result: the report standing (`Reported`, with the report read) or a forfeit.
    Result { score: Score, source: ResultSource, report: Option<Report>, detail: String },
    /// Nobody can be given it: it waits for an admin.
    Overdue,
}

/// A competition's note waiting to be posted in its channel: its words, and, once known, what
/// moving the season on did (to say with it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PendingNews {
    pub id: i64,
    pub competition_id: CompetitionId,
    pub text: String,
    /// (fixtures drawn just now, the season's champion if it just ended: `Some(None)` for no
    /// one), as [`crate::competition::Progress`] says it; `None` until the season was moved on.
    pub progress: Option<String>,
}

#[derive(sqlx::FromRow)]
struct PendingRow {
    id: i64,
    competition_id: i64,
    text: String,
    progress: Option<String>,
}

/// Lock the clocks' lease as held by `hold` until the transaction ends: false when it is not so
/// held (another process took it, or it ran out). A process taking the lease over waits for the
/// transaction.
pub(crate) async fn lock_lease(
    tx: &mut Transaction<'_, Any>,
    hold: &LeaseHold,
    now_ms: i64,
) -> Result<bool, StoreError> {
    let locked = sqlx::query(
        "UPDATE leases SET until_ms = until_ms WHERE name = $1 AND holder = $2 AND epoch = $3 AND until_ms > $4",
    )
    .bind(crate::store::leases::CLOCKS)
    .bind_held(hold, now_ms)
    .execute(&mut **tx)
    .await?;
    Ok(locked.rows_affected() == 1)
}

impl Store {
    /// Settle a fixture whose deadline `deadline_ms` has passed, as `call` says, and write the
    /// channel's note `text`, all or nothing: the note's id, or `None` when the fence refused it
    /// (the deadline moved, the fixture kicked off or was reported, confirmed or disputed
    /// meanwhile, or this process no longer keeps the clocks) and nothing changed.
    #[allow(clippy::too_many_arguments)]
    pub async fn settle_deadline(
        &self,
        competition: &Competition,
        fixture: &Fixture,
        deadline_ms: i64,
        call: &DeadlineCall,
        text: &str,
        hold: &LeaseHold,
        now_ms: i64,
    ) -> Result<Option<i64>, StoreError> {
        let mut tx = self.pool.begin().await?;
        if !lock_lease(&mut tx, hold, now_ms).await? {
            return Ok(None);
        }
        let waiting = match call {
            DeadlineCall::Result { report: Some(r), .. } => {
                // The report read still stands, unchanged and unanswered.
                let fenced = sqlx::query(
                    "UPDATE fixtures SET status = 'played'
                     WHERE id = $1 AND status = 'reported' AND deadline_ms = $2 AND deadline_ms <= $3
                       AND EXISTS (SELECT 1 FROM reports WHERE fixture_id = $1 AND status = 'pending'
                                   AND reporter_id = $4 AND home_goals = $5 AND away_goals = $6)",
                )
                .bind(fixture.id)
                .bind(deadline_ms)
                .bind(now_ms)
                .bind(r.reporter)
                .bind(r.home_goals as i64)
                .bind(r.away_goals as i64)
                .execute(&mut *tx)
                .await?;
                fenced.rows_affected() == 1
            }
            DeadlineCall::Result { report: None, .. } | DeadlineCall::Overdue => {
                let status = if matches!(call, DeadlineCall::Overdue) { "overdue" } else { "played" };
                let fenced = sqlx::query(
                    "UPDATE fixtures SET status = $4
                     WHERE id = $1 AND status = 'scheduled' AND deadline_ms = $2 AND deadline_ms <= $3",
                )
                .bind(fixture.id)
                .bind(deadline_ms)
                .bind(now_ms)
                .bind(status)
                .execute(&mut *tx)
                .await?;
                fenced.rows_affected() == 1
            }
        };
        if !waiting {
            return Ok(None);
        }
        match call {
            DeadlineCall::Result { score, source, detail, .. } => {
                if !insert_result(&mut tx, competition, fixture, *score, *source).await? {
                    return Ok(None);
                }
                settle_fixture(&mut tx, competition.id, fixture.id, competition.game, None, "deadline", detail).await?;
            }
            DeadlineCall::Overdue => {
                let detail = "deadline missed; waiting for an admin";
                audit_tx(&mut tx, competition.id, Some(fixture.id), None, "overdue", detail).await?;
            }
        }
        let id: i64 = sqlx::query_scalar(
            "INSERT INTO pending_news (competition_id, text, created_ms, posting_holder, posting_until)
             VALUES ($1, $2, $3, $4, $5) RETURNING id",
        )
        .bind(competition.id)
        .bind(text)
        .bind(now_ms)
        .bind(&hold.holder)
        .bind(now_ms.saturating_add(POSTING_MS))
        .fetch_one(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(Some(id))
    }

    /// A pending note was posted: it is gone.
    pub async fn news_posted(&self, news: i64) -> Result<(), StoreError> {
        sqlx::query("DELETE FROM pending_news WHERE id = $1").bind(news).execute(&self.pool).await?;
        Ok(())
    }

    /// Claim the pending notes whose poster died or stalled (its posting claim ran out by
    /// `now_ms`) for this process to post, once each, under the clocks' lease held as `hold`.
    pub async fn claim_pending_news(&self, now_ms: i64, hold: &LeaseHold) -> Result<Vec<PendingNews>, StoreError> {
        let mut rows = sqlx::query_as::<_, PendingRow>(&claim_pending_sql())
            .bind(&hold.holder)
            .bind(now_ms.saturating_add(POSTING_MS))
            .bind(now_ms)
            .bind_held(hold, now_ms)
            .fetch_all(&self.pool)
            .await?;
        rows.sort_by_key(|r| r.id);
        Ok(rows
            .into_iter()
            .map(|r| PendingNews { id: r.id, competition_id: r.competition_id, text: r.text, progress: r.progress })
            .collect())
    }
}

/// Stranded notes claimed (see [`Store::claim_pending_news`]).
fn claim_pending_sql() -> String {
    format!(
        "UPDATE pending_news SET posting_holder = $1, posting_until = $2 WHERE posting_until <= $3 AND {}
         RETURNING id, competition_id, text, progress",
        crate::store::leases::held_clause(4)
    )
}

/// This file's statements built at run time.
pub(crate) fn statements() -> Vec<String> {
    vec![claim_pending_sql()]
}

/// What moving the season on did after a pending note's change, kept with the note.
pub(super) async fn note_progress_tx(
    tx: &mut Transaction<'_, Any>,
    news: i64,
    progress: &Progress,
) -> Result<(), StoreError> {
    sqlx::query("UPDATE pending_news SET progress = $1 WHERE id = $2")
        .bind(progress.to_json())
        .bind(news)
        .execute(&mut **tx)
        .await?;
    Ok(())
}
