//! Kick-off times: the times proposed for a fixture, the one agreed, and
//! the reminders for it, each claimed once (across processes too) by the sweep that sends it.

use crate::store::leases::BindHeld;
use std::collections::HashMap;

use super::audit_tx;
use crate::competition::*;
use crate::store::{Store, StoreError};

/// A fixture's kick-off as it stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Kickoff {
    pub fixture_id: FixtureId,
    pub proposed_by: i64,
    /// The instants proposed (milliseconds since the epoch), in the order given.
    pub options: Vec<i64>,
    pub agreed_ms: Option<i64>,
}

/// Which reminder of an agreed kick-off.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KickoffReminder {
    HourBefore,
    KickOff,
}

/// A reminder claimed for sending: its fixture and the agreed time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DueReminder {
    pub fixture_id: FixtureId,
    pub agreed_ms: i64,
    pub which: KickoffReminder,
}

pub const HOUR_MS: i64 = 3_600_000;

fn options_text(options: &[i64]) -> String {
    options.iter().map(i64::to_string).collect::<Vec<_>>().join(",")
}

fn read_options(text: &str) -> Result<Vec<i64>, StoreError> {
    text.split(',').map(|t| t.parse().map_err(|_| StoreError::Corrupt(format!("a kick-off option '{t}'")))).collect()
}

impl Store {
    pub async fn kickoff(&self, fixture: FixtureId) -> Result<Option<Kickoff>, StoreError> {
        let row: Option<(i64, String, Option<i64>)> =
            sqlx::query_as("SELECT proposed_by, options, agreed_ms FROM kickoffs WHERE fixture_id = $1")
                .bind(fixture)
                .fetch_optional(&self.pool)
                .await?;
        row.map(|(proposed_by, options, agreed_ms)| {
            Ok(Kickoff { fixture_id: fixture, proposed_by, options: read_options(&options)?, agreed_ms })
        })
        .transpose()
    }

    /// Keep a side's proposal for a fixture, replacing any earlier one (a counter-proposal);
    /// a time already agreed stands until another is.
    pub async fn propose_kickoff(
        &self,
        competition: CompetitionId,
        fixture: FixtureId,
        by: i64,
        options: &[i64],
    ) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        sqlx::query(
            "INSERT INTO kickoffs (fixture_id, proposed_by, options) VALUES ($1, $2, $3)
             ON CONFLICT (fixture_id) DO UPDATE SET proposed_by = excluded.proposed_by, options = excluded.options",
        )
        .bind(fixture)
        .bind(by)
        .bind(options_text(options))
        .execute(&mut *tx)
        .await?;
        let detail = format!("kick-off proposed: {}", options_text(options));
        audit_tx(&mut tx, competition, Some(fixture), Some(by), "kick-off proposed", &detail).await?;
        tx.commit().await?;
        Ok(())
    }

    /// The other side picks one of the proposed times; false when the proposal changed in the
    /// meantime (or was their own).
    pub async fn agree_kickoff(
        &self,
        competition: CompetitionId,
        proposal: &Kickoff,
        by: i64,
        at_ms: i64,
    ) -> Result<bool, StoreError> {
        let mut tx = self.pool.begin().await?;
        let done = sqlx::query(
            "UPDATE kickoffs SET agreed_ms = $1, hour_before_sent = 0, kick_off_sent = 0
             WHERE fixture_id = $2 AND options = $3 AND proposed_by = $4 AND proposed_by <> $5",
        )
        .bind(at_ms)
        .bind(proposal.fixture_id)
        .bind(options_text(&proposal.options))
        .bind(proposal.proposed_by)
        .bind(by)
        .execute(&mut *tx)
        .await?;
        if done.rows_affected() != 1 {
            return Ok(false);
        }
        let detail = format!("kick-off agreed: {at_ms}");
        audit_tx(&mut tx, competition, Some(proposal.fixture_id), Some(by), "kick-off agreed", &detail).await?;
        tx.commit().await?;
        Ok(true)
    }

    /// The agreed kick-off times of a season's fixtures.
    pub async fn kickoffs_of(&self, season: SeasonId) -> Result<HashMap<FixtureId, i64>, StoreError> {
        let rows: Vec<(i64, i64)> = sqlx::query_as(
            "SELECT k.fixture_id, k.agreed_ms FROM kickoffs k JOIN fixtures f ON f.id = k.fixture_id
             WHERE f.season_id = $1 AND k.agreed_ms IS NOT NULL",
        )
        .bind(season)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows.into_iter().collect())
    }

    /// Claim the reminders due at `now_ms` of fixtures not played yet: the hour before an
    /// agreed kick-off, and the kick-off itself. Each is claimed by one caller only.
    pub async fn claim_kickoff_reminders(
        &self,
        now_ms: i64,
        hold: &crate::store::LeaseHold,
    ) -> Result<Vec<DueReminder>, StoreError> {
        let mut due = Vec::new();
        for (which, flag, lead) in REMINDERS {
            // Claimed on the kick-off as it stands in this statement, by the clocks' keeper.
            let rows: Vec<(i64, i64)> = sqlx::query_as(&claim_sql(flag))
                .bind(lead)
                .bind(now_ms)
                .bind_held(hold, now_ms)
                .fetch_all(&self.pool)
                .await?;
            due.extend(rows.into_iter().map(|(fixture_id, agreed_ms)| DueReminder { fixture_id, agreed_ms, which }));
        }
        Ok(due)
    }
}

/// The reminders of an agreed kick-off: which, the column that says it was sent, and how long
/// before the kick-off it is due.
const REMINDERS: [(KickoffReminder, &str, i64); 2] =
    [(KickoffReminder::HourBefore, "hour_before_sent", HOUR_MS), (KickoffReminder::KickOff, "kick_off_sent", 0)];

/// One kind of kick-off reminder claimed, by the column that says it was sent.
fn claim_sql(flag: &str) -> String {
    format!(
        "UPDATE kickoffs SET {flag} = 1
         WHERE {flag} = 0 AND agreed_ms IS NOT NULL AND agreed_ms - $1 <= $2
           AND fixture_id IN (SELECT id FROM fixtures WHERE status = 'scheduled') AND {}
         RETURNING fixture_id, agreed_ms",
        crate::store::leases::held_clause(3)
    )
}

/// This file's statements built at run time.
pub(crate) fn statements() -> Vec<String> {
    REMINDERS.iter().map(|(_, flag, _)| claim_sql(flag)).collect()
}
