//! Breaks and deadline extensions: a member away moves their fixtures' deadlines (counted
//! against each league's allowance), and an admin extends one fixture's; both in the audit log.

use super::audit_tx;
use crate::competition::*;
use crate::store::{count, Store, StoreError};

/// A fixture of a member on a break, in one of the server's running seasons, with a deadline.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeadlineToMove {
    pub competition_id: CompetitionId,
    pub fixture_id: FixtureId,
    pub deadline_ms: i64,
}

/// A member's running season on a server, with the break days they have used in it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RunningMembership {
    pub competition_id: CompetitionId,
    pub season_id: SeasonId,
    pub used_days: u32,
}

impl Store {
    /// A member's unsettled fixtures with deadlines between `from_ms` and `until_ms`, in the
    /// running seasons of a server's competitions.
    pub async fn deadlines_in(
        &self,
        guild_id: u64,
        player: i64,
        from_ms: i64,
        until_ms: i64,
    ) -> Result<Vec<DeadlineToMove>, StoreError> {
        let rows: Vec<(i64, i64, i64)> = sqlx::query_as(
            "SELECT c.id, f.id, f.deadline_ms
             FROM fixtures f JOIN seasons s ON s.id = f.season_id JOIN competitions c ON c.id = s.competition_id
             WHERE c.guild_id = $1 AND s.status = 'running' AND (f.home_id = $2 OR f.away_id = $2)
               AND f.status IN ('scheduled', 'reported', 'disputed') AND f.deadline_ms IS NOT NULL
               AND f.deadline_ms >= $3 AND f.deadline_ms <= $4
             ORDER BY f.deadline_ms",
        )
        .bind(guild_id.to_string())
        .bind(player)
        .bind(from_ms)
        .bind(until_ms)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .into_iter()
            .map(|(competition_id, fixture_id, deadline_ms)| DeadlineToMove { competition_id, fixture_id, deadline_ms })
            .collect())
    }

    /// A member's running seasons on a server, with the break days used in each.
    pub async fn running_memberships(&self, guild_id: u64, player: i64) -> Result<Vec<RunningMembership>, StoreError> {
        let rows: Vec<(i64, i64, i64)> = sqlx::query_as(
            "SELECT c.id, s.id, m.break_days FROM members m JOIN seasons s ON s.id = m.season_id
             JOIN competitions c ON c.id = s.competition_id
             WHERE c.guild_id = $1 AND m.player_id = $2 AND s.status = 'running' ORDER BY c.id",
        )
        .bind(guild_id.to_string())
        .bind(player)
        .fetch_all(&self.pool)
        .await?;
        rows.into_iter()
            .map(|(competition_id, season_id, used)| {
                Ok(RunningMembership { competition_id, season_id, used_days: count("break days", used)? })
            })
            .collect()
    }

    /// Keep a break on a server, move the deadlines it covers by `days` and count the days
    /// against each running season's allowance; false (nothing written) when a deadline moved
    /// meanwhile.
    pub async fn take_break(
        &self,
        guild_id: u64,
        player: i64,
        (from_ms, until_ms): (i64, i64),
        days: u32,
        moves: &[DeadlineToMove],
        seasons: &[SeasonId],
    ) -> Result<bool, StoreError> {
        let shift = i64::from(days) * 86_400_000;
        let mut tx = self.pool.begin().await?;
        sqlx::query("INSERT INTO breaks (player_id, guild_id, from_ms, until_ms) VALUES ($1, $2, $3, $4)")
            .bind(player)
            .bind(guild_id.to_string())
            .bind(from_ms)
            .bind(until_ms)
            .execute(&mut *tx)
            .await?;
        for m in moves {
            let done = sqlx::query("UPDATE fixtures SET deadline_ms = $1 WHERE id = $2 AND deadline_ms = $3")
                .bind(m.deadline_ms + shift)
                .bind(m.fixture_id)
                .bind(m.deadline_ms)
                .execute(&mut *tx)
                .await?;
            if done.rows_affected() != 1 {
                return Ok(false);
            }
            let detail = format!("deadline moved {days} days for a break until {until_ms}");
            audit_tx(&mut tx, m.competition_id, Some(m.fixture_id), Some(player), "break", &detail).await?;
        }
        for season in seasons {
            sqlx::query("UPDATE members SET break_days = break_days + $1 WHERE season_id = $2 AND player_id = $3")
                .bind(i64::from(days))
                .bind(season)
                .bind(player)
                .execute(&mut *tx)
                .await?;
        }
        tx.commit().await?;
        Ok(true)
    }

    /// Until when a person is away on a server at `now_ms`, if they are. A break starts now, or
    /// lengthens the one running from its end, so the breaks not yet over make one span that
    /// has begun (a lengthening counts before its own start).
    pub async fn away_until(&self, player: i64, guild_id: u64, now_ms: i64) -> Result<Option<i64>, StoreError> {
        Ok(sqlx::query_scalar(
            "SELECT MAX(until_ms) FROM breaks
             WHERE player_id = $1 AND guild_id = $2 AND until_ms > $3",
        )
        .bind(player)
        .bind(guild_id.to_string())
        .bind(now_ms)
        .fetch_one(&self.pool)
        .await?)
    }

    /// An admin moves one fixture's deadline to `deadline_ms` (a fixture waiting for an admin
    /// after its deadline is open again); false when it was settled meanwhile.
    pub async fn extend_deadline(
        &self,
        competition: CompetitionId,
        fixture: FixtureId,
        deadline_ms: i64,
        actor: i64,
        detail: &str,
    ) -> Result<bool, StoreError> {
        let mut tx = self.pool.begin().await?;
        let done = sqlx::query(
            "UPDATE fixtures SET deadline_ms = $1,
                 status = CASE WHEN status = 'overdue' THEN 'scheduled' ELSE status END
             WHERE id = $2 AND status IN ('scheduled', 'reported', 'disputed', 'overdue')",
        )
        .bind(deadline_ms)
        .bind(fixture)
        .execute(&mut *tx)
        .await?;
        if done.rows_affected() != 1 {
            return Ok(false);
        }
        audit_tx(&mut tx, competition, Some(fixture), Some(actor), "extended", detail).await?;
        tx.commit().await?;
        Ok(true)
    }
}
