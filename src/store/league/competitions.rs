//! Competitions, their seasons and members, the audit log and the servers' admin roles.

use sqlx::Row;

use super::fixtures::insert_fixtures;
use super::{audit_tx, competition_row, season_row};
use crate::competition::*;
use crate::store::{json, snowflake, Store, StoreError};

impl Store {
    /// Create a competition and its first season (open for members).
    pub async fn create_competition(
        &self,
        c: &NewCompetition,
        lots_seed: u64,
    ) -> Result<Option<(CompetitionId, SeasonId)>, StoreError> {
        let mut tx = self.pool.begin().await?;
        let id: Option<i64> = sqlx::query_scalar(
            "INSERT INTO competitions (guild_id, channel_id, name, kind, game, config, format, legs, points_win,
                 points_draw, points_loss, tiebreak, turn_seconds, on_timeout, round_seconds, missed_deadline,
                 forfeit_goals, groups, qualifiers, swiss_rounds, created_by, managers)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, ?21,
                 ?22)
             ON CONFLICT (guild_id, name) DO NOTHING RETURNING id",
        )
        .bind(c.guild_id.to_string())
        .bind(c.channel_id.to_string())
        .bind(&c.name)
        .bind(c.kind.name())
        .bind(c.config.kind().name())
        .bind(json(&c.config)?)
        .bind(c.format.name())
        .bind(c.legs as i64)
        .bind(c.points.win as i64)
        .bind(c.points.draw as i64)
        .bind(c.points.loss as i64)
        .bind(c.tiebreak.name())
        .bind(c.clock.turn_seconds as i64)
        .bind(c.clock.on_timeout.name())
        .bind(c.round_seconds.map(|s| s as i64))
        .bind(c.missed_deadline.name())
        .bind(c.forfeit_goals as i64)
        .bind(c.groups.map(|g| g as i64))
        .bind(c.qualifiers.map(|g| g as i64))
        .bind(c.swiss_rounds.map(|g| g as i64))
        .bind(c.created_by)
        .bind(c.managers.map(|m| m as i64))
        .fetch_optional(&mut *tx)
        .await?;
        let Some(id) = id else { return Ok(None) };
        let lots = crate::fairness::Sealed::for_lots(id, 1, lots_seed);
        let season: i64 = sqlx::query_scalar(
            "INSERT INTO seasons (competition_id, number, status, lots_seed, lots_engine, lots_salt, lots_seal)
             VALUES (?1, 1, 'open', ?2, ?5, ?3, ?4) RETURNING id",
        )
        .bind(id)
        .bind(lots_seed as i64)
        .bind(&lots.salt)
        .bind(lots.seal())
        .bind(&lots.engine)
        .fetch_one(&mut *tx)
        .await?;
        audit_tx(&mut tx, id, None, Some(c.created_by), "created", &format!("{} '{}'", c.kind.name(), c.name)).await?;
        tx.commit().await?;
        Ok(Some((id, season)))
    }

    /// A season's sealed drawing of lots: the hash alone while the season runs, the seed and
    /// salt once it is over (tie-breaks may draw lots until the last table). `None` for a season
    /// opened before seals.
    pub async fn lots_seal(&self, season: SeasonId) -> Result<Option<crate::fairness::SealReveal>, StoreError> {
        let row = sqlx::query(
            "SELECT competition_id, number, status, lots_seed, lots_engine, lots_salt, lots_seal FROM seasons WHERE id = ?1",
        )
        .bind(season)
        .fetch_optional(&self.pool)
        .await?;
        let Some(row) = row else { return Ok(None) };
        let (Some(engine), Some(salt), Some(seal)) = (
            row.get::<Option<String>, _>("lots_engine"),
            row.get::<Option<String>, _>("lots_salt"),
            row.get::<Option<String>, _>("lots_seal"),
        ) else {
            return Ok(None);
        };
        let sealed = crate::fairness::Sealed {
            subject: format!("lots={}/{}", row.get::<i64, _>("competition_id"), row.get::<i64, _>("number")),
            engine,
            seed: row.get::<i64, _>("lots_seed") as u64,
            salt,
        };
        Ok(Some(sealed.shown(&seal, row.get::<String, _>("status") == "finished")))
    }

    /// A competition of a server, by name (any letter case).
    pub async fn competition(&self, guild_id: u64, name: &str) -> Result<Option<Competition>, StoreError> {
        let row = sqlx::query("SELECT * FROM competitions WHERE guild_id = ?1 AND name = ?2")
            .bind(guild_id.to_string())
            .bind(name.trim())
            .fetch_optional(&self.pool)
            .await?;
        row.as_ref().map(competition_row).transpose()
    }

    pub async fn competition_by_id(&self, id: CompetitionId) -> Result<Option<Competition>, StoreError> {
        let row = sqlx::query("SELECT * FROM competitions WHERE id = ?1").bind(id).fetch_optional(&self.pool).await?;
        row.as_ref().map(competition_row).transpose()
    }

    /// Names of a server's competitions starting with `prefix` (for autocompletion).
    pub async fn competition_names(&self, guild_id: u64, prefix: &str) -> Result<Vec<String>, StoreError> {
        let pattern = format!("{}%", prefix.replace(['%', '_'], ""));
        Ok(sqlx::query_scalar(
            "SELECT name FROM competitions WHERE guild_id = ?1 AND name LIKE ?2 ORDER BY id DESC LIMIT 25",
        )
        .bind(guild_id.to_string())
        .bind(pattern)
        .fetch_all(&self.pool)
        .await?)
    }

    /// The latest season of a competition.
    pub async fn current_season(&self, competition: CompetitionId) -> Result<Season, StoreError> {
        let row = sqlx::query("SELECT * FROM seasons WHERE competition_id = ?1 ORDER BY number DESC LIMIT 1")
            .bind(competition)
            .fetch_optional(&self.pool)
            .await?
            .ok_or_else(|| StoreError::Corrupt(format!("competition #{competition} has no season")))?;
        season_row(&row)
    }

    pub async fn season(&self, id: SeasonId) -> Result<Season, StoreError> {
        let row = sqlx::query("SELECT * FROM seasons WHERE id = ?1")
            .bind(id)
            .fetch_optional(&self.pool)
            .await?
            .ok_or_else(|| StoreError::Corrupt(format!("no season #{id}")))?;
        season_row(&row)
    }

    /// Add a member to an open season; false when they already are one or the season has started.
    pub async fn join_season(&self, season: SeasonId, player: i64) -> Result<bool, StoreError> {
        let done = sqlx::query(
            "INSERT OR IGNORE INTO members (season_id, player_id, seed)
             SELECT ?1, ?2, COALESCE((SELECT MAX(seed) FROM members WHERE season_id = ?1), 0) + 1
             WHERE EXISTS (SELECT 1 FROM seasons WHERE id = ?1 AND status = 'open')",
        )
        .bind(season)
        .bind(player)
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Remove a member from an open season; false when they were not one or it has started.
    pub async fn leave_season(&self, season: SeasonId, player: i64) -> Result<bool, StoreError> {
        let done = sqlx::query(
            "DELETE FROM members WHERE season_id = ?1 AND player_id = ?2
             AND EXISTS (SELECT 1 FROM seasons WHERE id = ?1 AND status = 'open')",
        )
        .bind(season)
        .bind(player)
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// A season's members in seed order.
    pub async fn members(&self, season: SeasonId) -> Result<Vec<Member>, StoreError> {
        let rows = sqlx::query(
            "SELECT m.player_id, m.seed, m.group_no, p.discord_id, p.display_name FROM members m
             JOIN players p ON p.id = m.player_id WHERE m.season_id = ?1 ORDER BY m.seed",
        )
        .bind(season)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| {
                Ok(Member {
                    player_id: r.get("player_id"),
                    discord_id: snowflake(Some(r.get("discord_id")))?.unwrap_or_default(),
                    name: r.get("display_name"),
                    seed: r.get::<i64, _>("seed") as u32,
                    group_no: r.get::<Option<i64>, _>("group_no").map(|g| g as u32),
                })
            })
            .collect()
    }

    /// Start an open season with its first fixtures (and groups); false if it was not open.
    pub async fn start_season(
        &self,
        season: &Season,
        actor: i64,
        groups: &[(i64, u32)],
        fixtures: &[NewFixture],
        draft: bool,
        now_ms: i64,
    ) -> Result<bool, StoreError> {
        let mut tx = self.pool.begin().await?;
        let started =
            sqlx::query("UPDATE seasons SET status = 'running', started_ms = ?1 WHERE id = ?2 AND status = 'open'")
                .bind(now_ms)
                .bind(season.id)
                .execute(&mut *tx)
                .await?;
        if started.rows_affected() != 1 {
            return Ok(false);
        }
        for (player, group) in groups {
            sqlx::query("UPDATE members SET group_no = ?1 WHERE season_id = ?2 AND player_id = ?3")
                .bind(*group as i64)
                .bind(season.id)
                .bind(player)
                .execute(&mut *tx)
                .await?;
        }
        insert_fixtures(&mut tx, season.id, fixtures).await?;
        if draft {
            // The draft's claim: the draft match settles it (see `Origin::Draft`).
            sqlx::query("INSERT INTO drafts (season_id) VALUES (?1)").bind(season.id).execute(&mut *tx).await?;
        }
        let detail = format!("season {} started with {} fixtures", season.number, fixtures.len());
        audit_tx(&mut tx, season.competition_id, None, Some(actor), "started", &detail).await?;
        tx.commit().await?;
        Ok(true)
    }

    /// Close a running season with its final table; false if it was already closed.
    pub async fn finish_season(
        &self,
        season: &Season,
        table_json: &str,
        champion: Option<i64>,
    ) -> Result<bool, StoreError> {
        let mut tx = self.pool.begin().await?;
        let done = sqlx::query(
            "UPDATE seasons SET status = 'finished', final_table = ?1, champion_id = ?2 WHERE id = ?3 AND status = 'running'",
        )
        .bind(table_json)
        .bind(champion)
        .bind(season.id)
        .execute(&mut *tx)
        .await?;
        if done.rows_affected() != 1 {
            return Ok(false);
        }
        audit_tx(&mut tx, season.competition_id, None, None, "finished", &format!("season {} finished", season.number))
            .await?;
        tx.commit().await?;
        Ok(true)
    }

    /// A season's archived final table (JSON), once it has finished.
    pub async fn final_table(&self, season: SeasonId) -> Result<Option<String>, StoreError> {
        Ok(sqlx::query_scalar("SELECT final_table FROM seasons WHERE id = ?1")
            .bind(season)
            .fetch_optional(&self.pool)
            .await?
            .flatten())
    }

    /// Open the next season of a competition whose current season has finished, with the same
    /// members in the same seed order. Returns the new season, or None if the current one is
    /// still open or running.
    pub async fn new_season(
        &self,
        competition: CompetitionId,
        actor: i64,
        lots_seed: u64,
    ) -> Result<Option<Season>, StoreError> {
        let mut tx = self.pool.begin().await?;
        let current = sqlx::query("SELECT * FROM seasons WHERE competition_id = ?1 ORDER BY number DESC LIMIT 1")
            .bind(competition)
            .fetch_one(&mut *tx)
            .await?;
        let current = season_row(&current)?;
        if current.status != SeasonStatus::Finished {
            return Ok(None);
        }
        let lots = crate::fairness::Sealed::for_lots(competition, current.number as i64 + 1, lots_seed);
        let id: i64 = sqlx::query_scalar(
            "INSERT INTO seasons (competition_id, number, status, lots_seed, lots_engine, lots_salt, lots_seal)
             VALUES (?1, ?2, 'open', ?3, ?6, ?4, ?5) RETURNING id",
        )
        .bind(competition)
        .bind(current.number as i64 + 1)
        .bind(lots_seed as i64)
        .bind(&lots.salt)
        .bind(lots.seal())
        .bind(&lots.engine)
        .fetch_one(&mut *tx)
        .await?;
        sqlx::query("INSERT INTO members (season_id, player_id, seed) SELECT ?1, player_id, seed FROM members WHERE season_id = ?2")
            .bind(id)
            .bind(current.id)
            .execute(&mut *tx)
            .await?;
        let detail = format!("season {} opened", current.number + 1);
        audit_tx(&mut tx, competition, None, Some(actor), "new season", &detail).await?;
        tx.commit().await?;
        let row = sqlx::query("SELECT * FROM seasons WHERE id = ?1").bind(id).fetch_one(&self.pool).await?;
        Ok(Some(season_row(&row)?))
    }

    /// Running seasons, for the deadline and progress checks after a restart.
    pub async fn running_seasons(&self) -> Result<Vec<Season>, StoreError> {
        let rows =
            sqlx::query("SELECT * FROM seasons WHERE status = 'running' ORDER BY id").fetch_all(&self.pool).await?;
        rows.iter().map(season_row).collect()
    }

    pub async fn audit_log(&self, competition: CompetitionId) -> Result<Vec<AuditEntry>, StoreError> {
        let rows = sqlx::query(
            "SELECT a.created_at, p.display_name, a.action, a.detail, a.fixture_id FROM audit_log a
             LEFT JOIN players p ON p.id = a.actor_id WHERE a.competition_id = ?1 ORDER BY a.id",
        )
        .bind(competition)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .iter()
            .map(|r| AuditEntry {
                at: r.get("created_at"),
                actor: r.get("display_name"),
                action: r.get("action"),
                detail: r.get("detail"),
                fixture_id: r.get("fixture_id"),
            })
            .collect())
    }

    /// The role (besides Manage Server) allowed to run a server's competitions.
    pub async fn admin_role(&self, guild_id: u64) -> Result<Option<u64>, StoreError> {
        let role: Option<Option<String>> =
            sqlx::query_scalar("SELECT admin_role_id FROM guild_settings WHERE guild_id = ?1")
                .bind(guild_id.to_string())
                .fetch_optional(&self.pool)
                .await?;
        snowflake(role.flatten())
    }

    pub async fn set_admin_role(&self, guild_id: u64, role: Option<u64>) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO guild_settings (guild_id, admin_role_id) VALUES (?1, ?2)
             ON CONFLICT (guild_id) DO UPDATE SET admin_role_id = excluded.admin_role_id",
        )
        .bind(guild_id.to_string())
        .bind(role.map(|r| r.to_string()))
        .execute(&self.pool)
        .await?;
        Ok(())
    }
}
