//! Fixtures: drawing them up, readiness and kick-off claims, reports and disputes, deadlines.

use sqlx::{Any, Transaction};

use super::{audit_tx, FixtureRow};
use crate::competition::*;
use crate::store::{count, Store, StoreError};

/// A pending report as stored.
#[derive(sqlx::FromRow)]
struct ReportRow {
    reporter_id: i64,
    home_goals: i64,
    away_goals: i64,
    decided_for: Option<i64>,
    status: String,
    dispute: Option<String>,
}

/// How one fixture is known: by its own id, or by the match played for it.
enum FixtureKey {
    Id(FixtureId),
    Match(MatchId),
}

impl Store {
    pub async fn fixtures(&self, season: SeasonId) -> Result<Vec<Fixture>, StoreError> {
        // NULLS FIRST as SQLite sorts them; Postgres would put fixtures outside groups last.
        let rows = sqlx::query_as::<_, FixtureRow>(
            "SELECT id, season_id, stage, round, slot, leg, group_no, home_id, away_id, result_needed, deadline_ms,
                    status, home_ready, away_ready, match_id, result_id, home_goals, away_goals, decided_for, source
             FROM fixture_rows WHERE season_id = $1
             ORDER BY round, stage, group_no NULLS FIRST, slot, leg",
        )
        .bind(season)
        .fetch_all(&self.pool)
        .await?;
        rows.into_iter().map(Fixture::try_from).collect()
    }

    pub async fn fixture(&self, id: FixtureId) -> Result<Option<Fixture>, StoreError> {
        self.one_fixture(FixtureKey::Id(id)).await
    }

    /// The fixture a match was played for, if any.
    pub async fn fixture_for_match(&self, match_id: MatchId) -> Result<Option<Fixture>, StoreError> {
        self.one_fixture(FixtureKey::Match(match_id)).await
    }

    /// The one fixture known by `key`.
    async fn one_fixture(&self, key: FixtureKey) -> Result<Option<Fixture>, StoreError> {
        let (sql, key) = match key {
            FixtureKey::Id(id) => (
                "SELECT id, season_id, stage, round, slot, leg, group_no, home_id, away_id, result_needed, deadline_ms,
                        status, home_ready, away_ready, match_id, result_id, home_goals, away_goals, decided_for, source
                 FROM fixture_rows WHERE id = $1",
                id,
            ),
            FixtureKey::Match(id) => (
                "SELECT id, season_id, stage, round, slot, leg, group_no, home_id, away_id, result_needed, deadline_ms,
                        status, home_ready, away_ready, match_id, result_id, home_goals, away_goals, decided_for, source
                 FROM fixture_rows WHERE match_id = $1",
                id,
            ),
        };
        let row = sqlx::query_as::<_, FixtureRow>(sql).bind(key).fetch_optional(&self.pool).await?;
        row.map(Fixture::try_from).transpose()
    }

    /// Mark a side of a scheduled fixture ready to play.
    pub async fn set_ready(&self, fixture: FixtureId, player: i64) -> Result<(), StoreError> {
        // Readiness is stored as 0 or 1: a side that was ready stays ready.
        sqlx::query(
            "UPDATE fixtures SET home_ready = CASE WHEN home_id = $2 THEN 1 ELSE home_ready END,
                 away_ready = CASE WHEN away_id = $2 THEN 1 ELSE away_ready END
             WHERE id = $1 AND status = 'scheduled'",
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
            "UPDATE fixtures SET status = 'in_play', claimed_ms = $2
             WHERE id = $1 AND status = 'scheduled' AND home_ready = 1 AND away_ready = 1",
        )
        .bind(fixture)
        .bind(crate::clock::now_ms())
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }

    pub async fn report(&self, competition: CompetitionId, report: &Report) -> Result<bool, StoreError> {
        let mut tx = self.pool.begin().await?;
        let updated = sqlx::query(
            "UPDATE fixtures SET status = 'reported' WHERE id = $1 AND status IN ('scheduled', 'reported', 'overdue')",
        )
        .bind(report.fixture_id)
        .execute(&mut *tx)
        .await?;
        if updated.rows_affected() != 1 {
            return Ok(false);
        }
        let (home, away) = (report.home_goals as i64, report.away_goals as i64);
        sqlx::query(
            "INSERT INTO reports (fixture_id, reporter_id, home_goals, away_goals, decided_for, status)
             VALUES ($1, $2, $3, $4, $5, 'pending')
             ON CONFLICT (fixture_id) DO UPDATE SET reporter_id = excluded.reporter_id,
                 home_goals = excluded.home_goals, away_goals = excluded.away_goals,
                 decided_for = excluded.decided_for, status = 'pending', dispute = NULL",
        )
        .bind(report.fixture_id)
        .bind(report.reporter)
        .bind(home)
        .bind(away)
        .bind(report.decided_for)
        .execute(&mut *tx)
        .await?;
        let detail = format!("reported {}–{}", report.home_goals, report.away_goals);
        audit_tx(&mut tx, competition, Some(report.fixture_id), Some(report.reporter), "reported", &detail).await?;
        tx.commit().await?;
        Ok(true)
    }

    pub async fn pending_report(&self, fixture: FixtureId) -> Result<Option<Report>, StoreError> {
        let row = sqlx::query_as::<_, ReportRow>(
            "SELECT reporter_id, home_goals, away_goals, decided_for, status, dispute FROM reports
             WHERE fixture_id = $1",
        )
        .bind(fixture)
        .fetch_optional(&self.pool)
        .await?;
        row.map(|r| {
            Ok(Report {
                fixture_id: fixture,
                reporter: r.reporter_id,
                home_goals: count("goals", r.home_goals)?,
                away_goals: count("goals", r.away_goals)?,
                decided_for: r.decided_for,
                disputed: r.status == "disputed",
                dispute: r.dispute,
            })
        })
        .transpose()
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
            "UPDATE reports SET status = 'disputed', dispute = $1 WHERE fixture_id = $2 AND status = 'pending'",
        )
        .bind(reason)
        .bind(fixture)
        .execute(&mut *tx)
        .await?;
        if done.rows_affected() != 1 {
            return Ok(false);
        }
        sqlx::query("UPDATE fixtures SET status = 'disputed' WHERE id = $1").bind(fixture).execute(&mut *tx).await?;
        audit_tx(&mut tx, competition, Some(fixture), Some(actor), "disputed", reason).await?;
        tx.commit().await?;
        Ok(true)
    }

    /// Scheduled fixtures of running seasons whose deadline has passed.
    pub async fn overdue_fixtures(&self, now_ms: i64) -> Result<Vec<Fixture>, StoreError> {
        let rows = sqlx::query_as::<_, FixtureRow>(
            "SELECT f.id, f.season_id, f.stage, f.round, f.slot, f.leg, f.group_no, f.home_id, f.away_id,
                    f.result_needed, f.deadline_ms, f.status, f.home_ready, f.away_ready, f.match_id,
                    f.result_id, f.home_goals, f.away_goals, f.decided_for, f.source
             FROM fixture_rows f JOIN seasons s ON s.id = f.season_id
             WHERE s.status = 'running' AND f.status IN ('scheduled', 'reported') AND f.deadline_ms IS NOT NULL
                 AND f.deadline_ms <= $1 ORDER BY f.deadline_ms",
        )
        .bind(now_ms)
        .fetch_all(&self.pool)
        .await?;
        rows.into_iter().map(Fixture::try_from).collect()
    }

    /// Mark a fixture as waiting for an admin's decision after its deadline; true the first time.
    pub async fn mark_overdue(&self, competition: CompetitionId, fixture: FixtureId) -> Result<bool, StoreError> {
        let mut tx = self.pool.begin().await?;
        let done = sqlx::query("UPDATE fixtures SET status = 'overdue' WHERE id = $1 AND status = 'scheduled'")
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
    tx: &mut Transaction<'_, Any>,
    season: SeasonId,
    fixtures: &[NewFixture],
) -> Result<usize, StoreError> {
    let mut added = 0;
    for f in fixtures {
        let p = &f.pairing;
        let (stage, round, slot, leg) = (p.stage.name(), p.round as i64, p.slot as i64, p.leg as i64);
        let (group, needed) = (p.group.map(i64::from), f.result_needed as i64);
        // A fixture already drawn up (same stage, round, slot and leg) is skipped, not counted.
        let done = sqlx::query(
            "INSERT INTO fixtures (season_id, stage, round, slot, leg, group_no, home_id, away_id,
                 result_needed, deadline_ms, status)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'scheduled')
             ON CONFLICT DO NOTHING",
        )
        .bind(season)
        .bind(stage)
        .bind(round)
        .bind(slot)
        .bind(leg)
        .bind(group)
        .bind(p.home)
        .bind(p.away)
        .bind(needed)
        .bind(f.deadline_ms)
        .execute(&mut **tx)
        .await?;
        added += done.rows_affected() as usize;
    }
    Ok(added)
}
