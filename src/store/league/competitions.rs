//! Competitions, their seasons and members, the audit log and the servers' admin roles.

use touchline_league::pyramid::Boundary;

use super::fixtures::insert_fixtures;
use super::pyramid::{link_tx, DivisionLink};
use super::{audit_tx, CompetitionRow, SeasonRow};
use crate::competition::*;
use crate::store::{count, json, snowflake, Store, StoreError};

/// A member as stored, with their player.
#[derive(sqlx::FromRow)]
struct MemberRow {
    player_id: i64,
    seed: i64,
    group_no: Option<i64>,
    discord_id: String,
    display_name: String,
}

/// A season's sealed drawing of lots as stored.
#[derive(sqlx::FromRow)]
struct LotsRow {
    competition_id: i64,
    number: i64,
    status: String,
    lots_seed: i64,
    lots_engine: Option<String>,
    lots_salt: Option<String>,
    lots_seal: Option<String>,
}

/// An entry of the audit log as stored, with who made it.
#[derive(sqlx::FromRow)]
struct AuditRow {
    created_at: String,
    display_name: Option<String>,
    action: String,
    detail: String,
    fixture_id: Option<i64>,
}

/// What asking to join a season came to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Joining {
    Joined,
    AlreadyIn,
    /// It has as many members as it takes.
    Full,
    /// It has started (or finished).
    Closed,
}

impl Store {
    /// Create a competition and its first season (open for members); with `above`, as the
    /// division below that league (and with that boundary), in the same transaction.
    pub async fn create_competition(
        &self,
        c: &NewCompetition,
        lots_seed: u64,
        above: Option<(CompetitionId, Boundary)>,
    ) -> Result<Option<(CompetitionId, SeasonId)>, StoreError> {
        let (guild, channel, kind, game) =
            (c.guild_id.to_string(), c.channel_id.to_string(), c.kind.name(), c.config.kind().name());
        let (config, format, settings) = (json(&c.config)?, c.format.name(), c.format.settings_json());
        let (win, draw, loss) = (c.points.win as i64, c.points.draw as i64, c.points.loss as i64);
        let (tiebreak, seconds, on_timeout) =
            (c.tiebreak.name(), c.clock.turn_seconds as i64, c.clock.on_timeout.name());
        let (round_seconds, missed, forfeit) =
            (c.round_seconds.map(|s| s as i64), c.missed_deadline.name(), c.forfeit_goals as i64);
        let mut tx = self.pool.begin().await?;
        // No conflict target: the name is unique per server whatever its letter case, which is
        // a NOCASE column on SQLite but an index on lower(name) on Postgres.
        let id: Option<i64> = sqlx::query_scalar(
            "INSERT INTO competitions (guild_id, channel_id, name, kind, game, config, format, format_settings,
                 points_win, points_draw, points_loss, tiebreak, turn_seconds, on_timeout, round_seconds,
                 missed_deadline, forfeit_goals, created_by, max_break_days)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)
             ON CONFLICT DO NOTHING RETURNING id",
        )
        .bind(guild)
        .bind(channel)
        .bind(&c.name)
        .bind(kind)
        .bind(game)
        .bind(config)
        .bind(format)
        .bind(settings)
        .bind(win)
        .bind(draw)
        .bind(loss)
        .bind(tiebreak)
        .bind(seconds)
        .bind(on_timeout)
        .bind(round_seconds)
        .bind(missed)
        .bind(forfeit)
        .bind(c.created_by)
        .bind(i64::from(c.max_break_days))
        .fetch_optional(&mut *tx)
        .await?;
        let Some(id) = id else { return Ok(None) };
        let season = open_season_tx(&mut tx, id, 1, lots_seed).await?;
        audit_tx(&mut tx, id, None, Some(c.created_by), "created", &format!("{} '{}'", c.kind.name(), c.name)).await?;
        if let Some((above, boundary)) = above {
            link_tx(&mut tx, &DivisionLink { competition: id, above, boundary }).await?;
            let detail = format!("division under #{above}: {} places", boundary.places);
            audit_tx(&mut tx, id, None, Some(c.created_by), "division", &detail).await?;
        }
        tx.commit().await?;
        Ok(Some((id, season)))
    }

    /// A season's sealed drawing of lots: the hash alone while the season runs, the seed and
    /// salt once it is over (tie-breaks may draw lots until the last table). `None` for a season
    /// opened before seals.
    pub async fn lots_seal(&self, season: SeasonId) -> Result<Option<crate::fairness::SealReveal>, StoreError> {
        let row = sqlx::query_as::<_, LotsRow>(
            "SELECT competition_id, number, status, lots_seed, lots_engine, lots_salt, lots_seal
             FROM seasons WHERE id = $1",
        )
        .bind(season)
        .fetch_optional(&self.pool)
        .await?;
        let Some(row) = row else { return Ok(None) };
        let (Some(engine), Some(salt), Some(seal)) = (row.lots_engine, row.lots_salt, row.lots_seal) else {
            return Ok(None);
        };
        let sealed = crate::fairness::Sealed {
            scheme: crate::fairness::SCHEME,
            subject: format!("lots={}/{}", row.competition_id, row.number),
            engine,
            seed: row.lots_seed as u64,
            salt,
        };
        Ok(Some(sealed.shown(&seal, row.status == "finished")))
    }

    /// A competition of a server, by name (any letter case).
    pub async fn competition(&self, guild_id: u64, name: &str) -> Result<Option<Competition>, StoreError> {
        let (guild, name) = (guild_id.to_string(), name.trim());
        // Names are compared without their letter case on both engines.
        let row = sqlx::query_as::<_, CompetitionRow>(
            "SELECT id, guild_id, channel_id, name, kind, game, config, format, format_settings,
                    points_win, points_draw, points_loss, tiebreak, turn_seconds, on_timeout, round_seconds,
                    missed_deadline, forfeit_goals, created_by, max_break_days
             FROM competitions WHERE guild_id = $1 AND lower(name) = lower($2)",
        )
        .bind(guild)
        .bind(name)
        .fetch_optional(&self.pool)
        .await?;
        row.map(Competition::try_from).transpose()
    }

    pub async fn competition_by_id(&self, id: CompetitionId) -> Result<Option<Competition>, StoreError> {
        let row = sqlx::query_as::<_, CompetitionRow>(
            "SELECT id, guild_id, channel_id, name, kind, game, config, format, format_settings,
                    points_win, points_draw, points_loss, tiebreak, turn_seconds, on_timeout, round_seconds,
                    missed_deadline, forfeit_goals, created_by, max_break_days
             FROM competitions WHERE id = $1",
        )
        .bind(id)
        .fetch_optional(&self.pool)
        .await?;
        row.map(Competition::try_from).transpose()
    }

    /// Names of a server's competitions starting with `prefix` (for autocompletion).
    pub async fn competition_names(&self, guild_id: u64, prefix: &str) -> Result<Vec<String>, StoreError> {
        // SQLite's LIKE ignores letter case and Postgres's does not: both sides are lowered. A
        // backslash is escaped, as Postgres reads it as LIKE's escape by default and SQLite not.
        let prefix = prefix.replace(['%', '_'], "").replace('\\', "\\\\");
        let (guild, pattern) = (guild_id.to_string(), format!("{prefix}%"));
        Ok(sqlx::query_scalar(
            "SELECT name FROM competitions WHERE guild_id = $1 AND lower(name) LIKE lower($2) ESCAPE '\\'
             ORDER BY id DESC LIMIT 25",
        )
        .bind(guild)
        .bind(pattern)
        .fetch_all(&self.pool)
        .await?)
    }

    /// The latest season of a competition.
    pub async fn current_season(&self, competition: CompetitionId) -> Result<Season, StoreError> {
        let row = sqlx::query_as::<_, SeasonRow>(
            "SELECT id, competition_id, number, status, lots_seed, started_ms, champion_id FROM seasons
             WHERE competition_id = $1 ORDER BY number DESC LIMIT 1",
        )
        .bind(competition)
        .fetch_optional(&self.pool)
        .await?
        .ok_or_else(|| StoreError::Corrupt(format!("competition #{competition} has no season")))?;
        row.try_into()
    }

    pub async fn season(&self, id: SeasonId) -> Result<Season, StoreError> {
        let row = sqlx::query_as::<_, SeasonRow>(
            "SELECT id, competition_id, number, status, lots_seed, started_ms, champion_id FROM seasons WHERE id = $1",
        )
        .bind(id)
        .fetch_optional(&self.pool)
        .await?
        .ok_or_else(|| StoreError::Corrupt(format!("no season #{id}")))?;
        row.try_into()
    }

    /// Add a member to an open season, unless it already has `cap` members (a draft league's
    /// managers).
    pub async fn join_season(&self, season: SeasonId, player: i64, cap: Option<u32>) -> Result<Joining, StoreError> {
        let mut tx = self.pool.begin().await?;
        // Joins to one season take turns: writing to the season's row first locks it (on
        // Postgres the row, on SQLite the file), so two people joining at once through two
        // processes get a seed each, never the same one, and a cap is never overrun.
        let open = sqlx::query("UPDATE seasons SET status = status WHERE id = $1 AND status = 'open'")
            .bind(season)
            .execute(&mut *tx)
            .await?;
        if open.rows_affected() == 0 {
            return Ok(Joining::Closed);
        }
        let (members, already): (i64, i64) = sqlx::query_as(
            "SELECT COUNT(*), COALESCE(SUM(CASE WHEN player_id = $2 THEN 1 ELSE 0 END), 0)
             FROM members WHERE season_id = $1",
        )
        .bind(season)
        .bind(player)
        .fetch_one(&mut *tx)
        .await?;
        if already > 0 {
            return Ok(Joining::AlreadyIn);
        }
        if cap.is_some_and(|cap| members >= i64::from(cap)) {
            return Ok(Joining::Full);
        }
        sqlx::query(
            "INSERT INTO members (season_id, player_id, seed)
             SELECT $1, $2, COALESCE((SELECT MAX(seed) FROM members WHERE season_id = $1), 0) + 1",
        )
        .bind(season)
        .bind(player)
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(Joining::Joined)
    }

    /// Remove a member from an open season; false when they were not one or it has started.
    pub async fn leave_season(&self, season: SeasonId, player: i64) -> Result<bool, StoreError> {
        let done = sqlx::query(
            "DELETE FROM members WHERE season_id = $1 AND player_id = $2
             AND EXISTS (SELECT 1 FROM seasons WHERE id = $1 AND status = 'open')",
        )
        .bind(season)
        .bind(player)
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// A season's members in seed order.
    pub async fn members(&self, season: SeasonId) -> Result<Vec<Member>, StoreError> {
        let rows = sqlx::query_as::<_, MemberRow>(
            "SELECT m.player_id, m.seed, m.group_no, p.discord_id, p.display_name FROM members m
             JOIN players p ON p.id = m.player_id WHERE m.season_id = $1 ORDER BY m.seed",
        )
        .bind(season)
        .fetch_all(&self.pool)
        .await?;
        rows.into_iter()
            .map(|r| {
                Ok(Member {
                    player_id: r.player_id,
                    discord_id: snowflake(Some(r.discord_id))?.unwrap_or_default(),
                    name: r.display_name,
                    seed: count("a seed", r.seed)?,
                    group_no: r.group_no.map(|g| count("a group", g)).transpose()?,
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
            sqlx::query("UPDATE seasons SET status = 'running', started_ms = $1 WHERE id = $2 AND status = 'open'")
                .bind(now_ms)
                .bind(season.id)
                .execute(&mut *tx)
                .await?;
        if started.rows_affected() != 1 {
            return Ok(false);
        }
        for (player, group) in groups {
            let group = *group as i64;
            sqlx::query("UPDATE members SET group_no = $1 WHERE season_id = $2 AND player_id = $3")
                .bind(group)
                .bind(season.id)
                .bind(player)
                .execute(&mut *tx)
                .await?;
        }
        insert_fixtures(&mut tx, season.id, fixtures).await?;
        if draft {
            // The draft's claim: the draft match settles it (see `Origin::Draft`).
            sqlx::query("INSERT INTO drafts (season_id, claimed_ms) VALUES ($1, $2)")
                .bind(season.id)
                .bind(crate::clock::now_ms())
                .execute(&mut *tx)
                .await?;
        }
        let detail = format!("season {} started with {} fixtures", season.number, fixtures.len());
        audit_tx(&mut tx, season.competition_id, None, Some(actor), "started", &detail).await?;
        tx.commit().await?;
        Ok(true)
    }

    /// A running season moved on in one transaction: `fixtures` drawn up (those not there yet),
    /// and the season closed with `finish` (its archived final table and champion) if it is still
    /// running. For a pending note (`note`), what this did is kept with it in the same
    /// transaction, so a note is never left without what its change moved on.
    pub async fn move_season_on(
        &self,
        season: &Season,
        fixtures: &[NewFixture],
        finish: Option<(&str, Option<i64>)>,
        note: Option<i64>,
    ) -> Result<Progress, StoreError> {
        let mut progress = Progress::default();
        if fixtures.is_empty() && finish.is_none() && note.is_none() {
            return Ok(progress);
        }
        let mut tx = self.pool.begin().await?;
        if !fixtures.is_empty() {
            progress.new_fixtures = insert_fixtures(&mut tx, season.id, fixtures).await?;
        }
        if let Some((table_json, champion)) = finish {
            let done = sqlx::query(
                "UPDATE seasons SET status = 'finished', final_table = $1, champion_id = $2
                 WHERE id = $3 AND status = 'running'",
            )
            .bind(table_json)
            .bind(champion)
            .bind(season.id)
            .execute(&mut *tx)
            .await?;
            if done.rows_affected() == 1 {
                let detail = format!("season {} finished", season.number);
                audit_tx(&mut tx, season.competition_id, None, None, "finished", &detail).await?;
                progress.finished = Some(champion);
            }
        }
        if let Some(note) = note {
            super::deadlines::note_progress_tx(&mut tx, note, &progress).await?;
        }
        tx.commit().await?;
        Ok(progress)
    }

    /// A season's archived final table (JSON), once it has finished.
    pub async fn final_table(&self, season: SeasonId) -> Result<Option<String>, StoreError> {
        Ok(sqlx::query_scalar::<_, Option<String>>("SELECT final_table FROM seasons WHERE id = $1")
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
        let current: Season = sqlx::query_as::<_, SeasonRow>(
            "SELECT id, competition_id, number, status, lots_seed, started_ms, champion_id FROM seasons
             WHERE competition_id = $1 ORDER BY number DESC LIMIT 1",
        )
        .bind(competition)
        .fetch_one(&mut *tx)
        .await?
        .try_into()?;
        if current.status != SeasonStatus::Finished {
            return Ok(None);
        }
        let number = current.number as i64 + 1;
        let id = open_season_tx(&mut tx, competition, number, lots_seed).await?;
        sqlx::query(
            "INSERT INTO members (season_id, player_id, seed)
             SELECT $1, player_id, seed FROM members WHERE season_id = $2",
        )
        .bind(id)
        .bind(current.id)
        .execute(&mut *tx)
        .await?;
        let detail = format!("season {number} opened");
        audit_tx(&mut tx, competition, None, Some(actor), "new season", &detail).await?;
        tx.commit().await?;
        Ok(Some(self.season(id).await?))
    }

    /// Running seasons, for the deadline and progress checks after a restart.
    pub async fn running_seasons(&self) -> Result<Vec<Season>, StoreError> {
        let rows = sqlx::query_as::<_, SeasonRow>(
            "SELECT id, competition_id, number, status, lots_seed, started_ms, champion_id FROM seasons
             WHERE status = 'running' ORDER BY id",
        )
        .fetch_all(&self.pool)
        .await?;
        rows.into_iter().map(Season::try_from).collect()
    }

    pub async fn audit_log(&self, competition: CompetitionId) -> Result<Vec<AuditEntry>, StoreError> {
        let rows = sqlx::query_as::<_, AuditRow>(
            "SELECT a.created_at, p.display_name, a.action, a.detail, a.fixture_id
             FROM audit_log a LEFT JOIN players p ON p.id = a.actor_id WHERE a.competition_id = $1 ORDER BY a.id",
        )
        .bind(competition)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .into_iter()
            .map(|r| AuditEntry {
                at: r.created_at,
                actor: r.display_name,
                action: r.action,
                detail: r.detail,
                fixture_id: r.fixture_id,
            })
            .collect())
    }

    /// The role (besides Manage Server) allowed to run a server's competitions.
    pub async fn admin_role(&self, guild_id: u64) -> Result<Option<u64>, StoreError> {
        let guild = guild_id.to_string();
        let role: Option<Option<String>> =
            sqlx::query_scalar("SELECT admin_role_id FROM guild_settings WHERE guild_id = $1")
                .bind(guild)
                .fetch_optional(&self.pool)
                .await?;
        snowflake(role.flatten())
    }

    pub async fn set_admin_role(&self, guild_id: u64, role: Option<u64>) -> Result<(), StoreError> {
        let (guild, role) = (guild_id.to_string(), role.map(|r| r.to_string()));
        sqlx::query(
            "INSERT INTO guild_settings (guild_id, admin_role_id) VALUES ($1, $2)
             ON CONFLICT (guild_id) DO UPDATE SET admin_role_id = excluded.admin_role_id",
        )
        .bind(guild)
        .bind(role)
        .execute(&self.pool)
        .await?;
        Ok(())
    }
}

/// Season `number` of a competition opened, its drawing of lots sealed from `lots_seed`.
async fn open_season_tx(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    competition: CompetitionId,
    number: i64,
    lots_seed: u64,
) -> Result<SeasonId, StoreError> {
    let lots = crate::fairness::Sealed::for_lots(competition, number, lots_seed);
    let id = sqlx::query_scalar(
        "INSERT INTO seasons (competition_id, number, status, lots_seed, lots_engine, lots_salt, lots_seal)
         VALUES ($1, $2, 'open', $3, $6, $4, $5) RETURNING id",
    )
    .bind(competition)
    .bind(number)
    .bind(lots_seed as i64)
    .bind(&lots.salt)
    .bind(lots.seal())
    .bind(&lots.engine)
    .fetch_one(&mut **tx)
    .await?;
    Ok(id)
}
