//! Fixtures: drawing them up, readiness and kick-off claims, reports and disputes, deadlines.

use sqlx::{Row, Sqlite, Transaction};

use super::{audit_tx, fixture_row, FIXTURE_COLUMNS, FIXTURE_FROM};
use crate::competition::*;
use crate::store::{Store, StoreError};

impl Store {
    /// Add fixtures that do not exist yet (a later knockout or Swiss round); returns how many
    /// were new. Safe to repeat: a fixture is known by its stage, round, slot and leg.
    pub async fn add_fixtures(&self, season: SeasonId, fixtures: &[NewFixture]) -> Result<usize, StoreError> {
        let mut tx = self.pool.begin().await?;
        let added = insert_fixtures(&mut tx, season, fixtures).await?;
        tx.commit().await?;
        Ok(added)
    }

    pub async fn fixtures(&self, season: SeasonId) -> Result<Vec<Fixture>, StoreError> {
        let sql = format!(
            "SELECT {FIXTURE_COLUMNS} FROM {FIXTURE_FROM} WHERE f.season_id = ?1 ORDER BY f.round, f.stage, f.group_no, f.slot, f.leg"
        );
        let rows = sqlx::query(&sql).bind(season).fetch_all(&self.pool).await?;
        rows.iter().map(fixture_row).collect()
    }

    pub async fn fixture(&self, id: FixtureId) -> Result<Option<Fixture>, StoreError> {
        let sql = format!("SELECT {FIXTURE_COLUMNS} FROM {FIXTURE_FROM} WHERE f.id = ?1");
        let row = sqlx::query(&sql).bind(id).fetch_optional(&self.pool).await?;
        row.as_ref().map(fixture_row).transpose()
    }

    /// The fixture a match was played for, if any.
    pub async fn fixture_for_match(&self, match_id: MatchId) -> Result<Option<Fixture>, StoreError> {
        let sql = format!("SELECT {FIXTURE_COLUMNS} FROM {FIXTURE_FROM} WHERE f.match_id = ?1");
        let row = sqlx::query(&sql).bind(match_id).fetch_optional(&self.pool).await?;
        row.as_ref().map(fixture_row).transpose()
    }

    /// Mark a side of a scheduled fixture ready to play.
    pub async fn set_ready(&self, fixture: FixtureId, player: i64) -> Result<(), StoreError> {
        sqlx::query(
            "UPDATE fixtures SET home_ready = home_ready OR home_id = ?2, away_ready = away_ready OR away_id = ?2
             WHERE id = ?1 AND status = 'scheduled'",
        )
        .bind(fixture)
        .bind(player)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Claim the start of a fixture whose sides are both ready; true for exactly one caller.
    pub async fn claim_fixture_start(&self, fixture: FixtureId) -> Result<bool, StoreError> {
        let done = sqlx::query(
            "UPDATE fixtures SET status = 'in_play'
             WHERE id = ?1 AND status = 'scheduled' AND home_ready = 1 AND away_ready = 1 AND match_id IS NULL",
        )
        .bind(fixture)
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Give a claimed fixture back when its match could not be opened.
    pub async fn release_fixture(&self, fixture: FixtureId) -> Result<(), StoreError> {
        sqlx::query(
            "UPDATE fixtures SET status = 'scheduled' WHERE id = ?1 AND status = 'in_play' AND match_id IS NULL",
        )
        .bind(fixture)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Fixtures claimed for a start whose match never got stored (a crash in between): they go
    /// back to scheduled, both sides still ready.
    pub async fn release_stranded_fixtures(&self) -> Result<Vec<FixtureId>, StoreError> {
        Ok(sqlx::query_scalar(
            "UPDATE fixtures SET status = 'scheduled' WHERE status = 'in_play' AND match_id IS NULL RETURNING id",
        )
        .fetch_all(&self.pool)
        .await?)
    }

    pub async fn link_fixture_match(&self, fixture: FixtureId, match_id: MatchId) -> Result<(), StoreError> {
        sqlx::query("UPDATE fixtures SET match_id = ?1 WHERE id = ?2")
            .bind(match_id)
            .bind(fixture)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// One side reports a score for a fixture not yet played; it waits for the other side.
    pub async fn report(&self, competition: CompetitionId, report: &Report) -> Result<bool, StoreError> {
        let mut tx = self.pool.begin().await?;
        let updated = sqlx::query(
            "UPDATE fixtures SET status = 'reported' WHERE id = ?1 AND status IN ('scheduled', 'reported', 'overdue')",
        )
        .bind(report.fixture_id)
        .execute(&mut *tx)
        .await?;
        if updated.rows_affected() != 1 {
            return Ok(false);
        }
        sqlx::query(
            "INSERT INTO reports (fixture_id, reporter_id, home_goals, away_goals, decided_for, status)
             VALUES (?1, ?2, ?3, ?4, ?5, 'pending')
             ON CONFLICT (fixture_id) DO UPDATE SET reporter_id = excluded.reporter_id, home_goals = excluded.home_goals,
                 away_goals = excluded.away_goals, decided_for = excluded.decided_for, status = 'pending', dispute = NULL",
        )
        .bind(report.fixture_id)
        .bind(report.reporter)
        .bind(report.home_goals as i64)
        .bind(report.away_goals as i64)
        .bind(report.decided_for)
        .execute(&mut *tx)
        .await?;
        let detail = format!("reported {}–{}", report.home_goals, report.away_goals);
        audit_tx(&mut tx, competition, Some(report.fixture_id), Some(report.reporter), "reported", &detail).await?;
        tx.commit().await?;
        Ok(true)
    }

    pub async fn pending_report(&self, fixture: FixtureId) -> Result<Option<Report>, StoreError> {
        let row =
            sqlx::query("SELECT * FROM reports WHERE fixture_id = ?1").bind(fixture).fetch_optional(&self.pool).await?;
        Ok(row.map(|r| Report {
            fixture_id: fixture,
            reporter: r.get("reporter_id"),
            home_goals: r.get::<i64, _>("home_goals") as u32,
            away_goals: r.get::<i64, _>("away_goals") as u32,
            decided_for: r.get("decided_for"),
            disputed: r.get::<String, _>("status") == "disputed",
            dispute: r.get("dispute"),
        }))
    }

    /// The other side disputes a report: it goes to the admins.
    pub async fn dispute(
        &self,
        competition: CompetitionId,
        fixture: FixtureId,
        actor: i64,
        reason: &str,
    ) -> Result<bool, StoreError> {
        let mut tx = self.pool.begin().await?;
        let done = sqlx::query(
            "UPDATE reports SET status = 'disputed', dispute = ?1 WHERE fixture_id = ?2 AND status = 'pending'",
        )
        .bind(reason)
        .bind(fixture)
        .execute(&mut *tx)
        .await?;
        if done.rows_affected() != 1 {
            return Ok(false);
        }
        sqlx::query("UPDATE fixtures SET status = 'disputed' WHERE id = ?1").bind(fixture).execute(&mut *tx).await?;
        audit_tx(&mut tx, competition, Some(fixture), Some(actor), "disputed", reason).await?;
        tx.commit().await?;
        Ok(true)
    }

    /// Scheduled fixtures of running seasons whose deadline has passed.
    pub async fn overdue_fixtures(&self, now_ms: i64) -> Result<Vec<Fixture>, StoreError> {
        let sql = format!(
            "SELECT {FIXTURE_COLUMNS} FROM {FIXTURE_FROM} JOIN seasons s ON s.id = f.season_id
             WHERE s.status = 'running' AND f.status IN ('scheduled', 'reported') AND f.deadline_ms IS NOT NULL
                 AND f.deadline_ms <= ?1 ORDER BY f.deadline_ms"
        );
        let rows = sqlx::query(&sql).bind(now_ms).fetch_all(&self.pool).await?;
        rows.iter().map(fixture_row).collect()
    }

    /// Mark a fixture as waiting for an admin's decision after its deadline; true the first time.
    pub async fn mark_overdue(&self, competition: CompetitionId, fixture: FixtureId) -> Result<bool, StoreError> {
        let mut tx = self.pool.begin().await?;
        let done = sqlx::query("UPDATE fixtures SET status = 'overdue' WHERE id = ?1 AND status = 'scheduled'")
            .bind(fixture)
            .execute(&mut *tx)
            .await?;
        if done.rows_affected() != 1 {
            return Ok(false);
        }
        audit_tx(&mut tx, competition, Some(fixture), None, "overdue", "deadline missed; waiting for an admin").await?;
        tx.commit().await?;
        Ok(true)
    }
}

pub(super) async fn insert_fixtures(
    tx: &mut Transaction<'_, Sqlite>,
    season: SeasonId,
    fixtures: &[NewFixture],
) -> Result<usize, StoreError> {
    let mut added = 0;
    for f in fixtures {
        let done = sqlx::query(
            "INSERT OR IGNORE INTO fixtures (season_id, stage, round, slot, leg, group_no, home_id, away_id,
                 result_needed, deadline_ms, status)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, 'scheduled')",
        )
        .bind(season)
        .bind(f.stage.name())
        .bind(f.round as i64)
        .bind(f.slot as i64)
        .bind(f.leg as i64)
        .bind(f.group_no.map(|g| g as i64))
        .bind(f.home)
        .bind(f.away)
        .bind(f.result_needed as i64)
        .bind(f.deadline_ms)
        .execute(&mut **tx)
        .await?;
        added += done.rows_affected() as usize;
    }
    Ok(added)
}
