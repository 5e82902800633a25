//! Competitions in the database: leagues and tournaments, their seasons, members, fixtures,
//! results, reports, the audit log and ratings (the types are [`crate::competition`]).
//!
//! Two rules hold here. A result enters a competition exactly once: a bot-played fixture's
//! result is written by the same transaction that stores the match's final step (see
//! [`results::record_finished_match`]), results are unique per match and per fixture, and an
//! override voids the result it replaces. Ratings are never updated in place: they are rebuilt
//! from the standing results, in the transaction that changed them, so they always agree with
//! the results.
//!
//! - [`competitions`]: competitions, seasons and members;
//! - [`fixtures`]: fixtures, readiness, reports and disputes, deadlines;
//! - [`results`]: results (bot-played, confirmed, forfeited, overridden) and ratings;
//! - [`drafts`]: draft leagues' drafts and the squads they shared out.

use sqlx::{Row, Sqlite, Transaction};
use touchline_games::{AnyConfig, GameKind};
use touchline_league::{PointsRule, TieBreak};

use super::threads::clock_row;
use super::{snowflake, StoreError};
use crate::competition::*;

pub mod competitions;
pub mod drafts;
pub mod fixtures;
pub mod results;

fn corrupt(e: String) -> StoreError {
    StoreError::Corrupt(e)
}

pub(super) fn competition_row(row: &sqlx::sqlite::SqliteRow) -> Result<Competition, StoreError> {
    let game = GameKind::parse(&row.get::<String, _>("game")).map_err(StoreError::Corrupt)?;
    let config: AnyConfig = serde_json::from_str(&row.get::<String, _>("config"))
        .map_err(|e| StoreError::Corrupt(format!("competition config: {e}")))?;
    let opt = |name: &str| row.get::<Option<i64>, _>(name).map(|v| v as u32);
    Ok(Competition {
        id: row.get("id"),
        game,
        spec: NewCompetition {
            guild_id: snowflake(Some(row.get("guild_id")))?.unwrap_or_default(),
            channel_id: snowflake(Some(row.get("channel_id")))?.unwrap_or_default(),
            name: row.get("name"),
            kind: CompetitionKind::parse(&row.get::<String, _>("kind")).map_err(corrupt)?,
            config,
            format: Format::parse(&row.get::<String, _>("format")).map_err(corrupt)?,
            legs: row.get::<i64, _>("legs") as u32,
            points: PointsRule {
                win: row.get::<i64, _>("points_win") as u32,
                draw: row.get::<i64, _>("points_draw") as u32,
                loss: row.get::<i64, _>("points_loss") as u32,
            },
            tiebreak: TieBreak::parse(&row.get::<String, _>("tiebreak"))
                .map_err(|e| StoreError::Corrupt(e.to_string()))?,
            clock: clock_row(row)?,
            round_seconds: row.get::<Option<i64>, _>("round_seconds").map(|s| s as u64),
            missed_deadline: MissedDeadline::parse(&row.get::<String, _>("missed_deadline")).map_err(corrupt)?,
            forfeit_goals: row.get::<i64, _>("forfeit_goals") as u32,
            groups: opt("groups"),
            qualifiers: opt("qualifiers"),
            swiss_rounds: opt("swiss_rounds"),
            managers: opt("managers"),
            created_by: row.get("created_by"),
        },
    })
}

pub(super) fn season_row(row: &sqlx::sqlite::SqliteRow) -> Result<Season, StoreError> {
    Ok(Season {
        id: row.get("id"),
        competition_id: row.get("competition_id"),
        number: row.get::<i64, _>("number") as u32,
        status: SeasonStatus::parse(&row.get::<String, _>("status")).map_err(corrupt)?,
        lots_seed: row.get::<i64, _>("lots_seed") as u64,
        started_ms: row.get("started_ms"),
        champion: row.get("champion_id"),
    })
}

pub(super) const FIXTURE_COLUMNS: &str =
    "f.id, f.season_id, f.stage, f.round, f.slot, f.leg, f.group_no, f.home_id, f.away_id,
     f.result_needed, f.deadline_ms, f.status, f.home_ready, f.away_ready, f.match_id,
     r.id AS result_id, r.home_goals, r.away_goals, r.decided_for, r.source";
pub(super) const FIXTURE_FROM: &str = "fixtures f LEFT JOIN results r ON r.fixture_id = f.id AND r.voided = 0";

pub(super) fn fixture_row(row: &sqlx::sqlite::SqliteRow) -> Result<Fixture, StoreError> {
    let result = match row.get::<Option<i64>, _>("result_id") {
        None => None,
        Some(id) => Some(StoredResult {
            id,
            home_goals: row.get::<i64, _>("home_goals") as u32,
            away_goals: row.get::<i64, _>("away_goals") as u32,
            decided_for: row.get("decided_for"),
            source: ResultSource::parse(&row.get::<String, _>("source")).map_err(corrupt)?,
        }),
    };
    Ok(Fixture {
        id: row.get("id"),
        season_id: row.get("season_id"),
        spec: NewFixture {
            stage: Stage::parse(&row.get::<String, _>("stage")).map_err(corrupt)?,
            round: row.get::<i64, _>("round") as u32,
            slot: row.get::<i64, _>("slot") as u32,
            leg: row.get::<i64, _>("leg") as u32,
            group_no: row.get::<Option<i64>, _>("group_no").map(|g| g as u32),
            home: row.get("home_id"),
            away: row.get("away_id"),
            result_needed: row.get::<i64, _>("result_needed") != 0,
            deadline_ms: row.get("deadline_ms"),
        },
        status: FixtureStatus::parse(&row.get::<String, _>("status")).map_err(corrupt)?,
        home_ready: row.get::<i64, _>("home_ready") != 0,
        away_ready: row.get::<i64, _>("away_ready") != 0,
        match_id: row.get("match_id"),
        result,
    })
}

pub(super) async fn audit_tx(
    tx: &mut Transaction<'_, Sqlite>,
    competition: CompetitionId,
    fixture: Option<FixtureId>,
    actor: Option<i64>,
    action: &str,
    detail: &str,
) -> Result<(), StoreError> {
    sqlx::query(
        "INSERT INTO audit_log (competition_id, fixture_id, actor_id, action, detail) VALUES (?1, ?2, ?3, ?4, ?5)",
    )
    .bind(competition)
    .bind(fixture)
    .bind(actor)
    .bind(action)
    .bind(detail)
    .execute(&mut **tx)
    .await?;
    Ok(())
}
