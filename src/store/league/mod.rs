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
//! - [`breaks`]: members' breaks moving their deadlines, an admin's extension of one;
//! - [`fixtures`]: fixtures, readiness, reports and disputes;
//! - [`deadlines`]: a passed deadline settled once, its note kept until posted;
//! - [`results`]: results (bot-played, confirmed, forfeited, overridden) and ratings;
//! - [`deputies`]: who plays a member's fixtures while they are away;
//! - [`drafts`]: draft leagues' drafts and the squads they shared out;
//! - [`kickoffs`]: time zones, kick-off times proposed and agreed, their reminders;
//! - [`pyramid`]: leagues linked as divisions, their play-offs and the clubs' seasons in them.

use sqlx::{Any, Transaction};
use touchline_games::{AnyConfig, GameKind};
use touchline_league::{PointsRule, TieBreak};

use super::threads::turn_clock;
use super::{count, from_json, named, snowflake, StoreError};
use crate::competition::*;

pub mod breaks;
pub mod competitions;
pub mod deadlines;
pub mod deputies;
pub mod drafts;
pub mod fixtures;
pub mod kickoffs;
pub mod pyramid;
pub mod results;

/// A competition as stored.
#[derive(sqlx::FromRow)]
pub(super) struct CompetitionRow {
    pub id: i64,
    pub guild_id: String,
    pub channel_id: String,
    pub name: String,
    pub kind: String,
    pub game: String,
    pub config: String,
    pub format: String,
    pub format_settings: String,
    pub points_win: i64,
    pub points_draw: i64,
    pub points_loss: i64,
    pub tiebreak: String,
    pub turn_seconds: i64,
    pub on_timeout: String,
    pub round_seconds: Option<i64>,
    pub missed_deadline: String,
    pub forfeit_goals: i64,
    pub created_by: i64,
    pub max_break_days: i64,
}

/// An optional small number as stored.
fn small(what: &str, n: Option<i64>) -> Result<Option<u32>, StoreError> {
    n.map(|n| count(what, n)).transpose()
}

impl TryFrom<CompetitionRow> for Competition {
    type Error = StoreError;

    fn try_from(row: CompetitionRow) -> Result<Competition, StoreError> {
        let game = GameKind::parse(&row.game).map_err(StoreError::Corrupt)?;
        let config: AnyConfig = from_json("a competition's options", &row.config)?;
        Ok(Competition {
            id: row.id,
            game,
            spec: NewCompetition {
                guild_id: snowflake(Some(row.guild_id))?.unwrap_or_default(),
                channel_id: snowflake(Some(row.channel_id))?.unwrap_or_default(),
                name: row.name,
                kind: named(CompetitionKind::parse, &row.kind)?,
                config,
                format: Format::read(&row.format, &row.format_settings).map_err(StoreError::Corrupt)?,
                points: PointsRule {
                    win: count("points", row.points_win)?,
                    draw: count("points", row.points_draw)?,
                    loss: count("points", row.points_loss)?,
                },
                tiebreak: TieBreak::parse(&row.tiebreak).map_err(|e| StoreError::Corrupt(e.to_string()))?,
                clock: turn_clock(row.turn_seconds, &row.on_timeout)?,
                round_seconds: row.round_seconds.map(|s| count("a round's seconds", s)).transpose()?,
                missed_deadline: named(MissedDeadline::parse, &row.missed_deadline)?,
                forfeit_goals: count("forfeit goals", row.forfeit_goals)?,
                created_by: row.created_by,
                max_break_days: count("break days", row.max_break_days)?,
            },
        })
    }
}

/// A season as stored.
#[derive(sqlx::FromRow)]
pub(super) struct SeasonRow {
    pub id: i64,
    pub competition_id: i64,
    pub number: i64,
    pub status: String,
    pub lots_seed: i64,
    pub started_ms: Option<i64>,
    pub champion_id: Option<i64>,
}

impl TryFrom<SeasonRow> for Season {
    type Error = StoreError;

    fn try_from(row: SeasonRow) -> Result<Season, StoreError> {
        Ok(Season {
            id: row.id,
            competition_id: row.competition_id,
            number: count("a season's number", row.number)?,
            status: named(SeasonStatus::parse, &row.status)?,
            lots_seed: row.lots_seed as u64,
            started_ms: row.started_ms,
            champion: row.champion_id,
        })
    }
}

/// A fixture as stored, with the result standing on it (the `fixture_rows` view).
#[derive(sqlx::FromRow)]
pub(super) struct FixtureRow {
    pub id: i64,
    pub season_id: i64,
    pub stage: String,
    pub round: i64,
    pub slot: i64,
    pub leg: i64,
    pub group_no: Option<i64>,
    pub home_id: i64,
    pub away_id: i64,
    pub result_needed: i64,
    pub deadline_ms: Option<i64>,
    pub status: String,
    pub home_ready: i64,
    pub away_ready: i64,
    pub match_id: Option<i64>,
    pub result_id: Option<i64>,
    pub home_goals: Option<i64>,
    pub away_goals: Option<i64>,
    pub decided_for: Option<i64>,
    pub source: Option<String>,
}

impl TryFrom<FixtureRow> for Fixture {
    type Error = StoreError;

    fn try_from(row: FixtureRow) -> Result<Fixture, StoreError> {
        let result = match (row.result_id, row.home_goals, row.away_goals, row.source) {
            (Some(id), Some(home), Some(away), Some(source)) => Some(StoredResult {
                id,
                home_goals: count("goals", home)?,
                away_goals: count("goals", away)?,
                decided_for: row.decided_for,
                source: named(ResultSource::parse, &source)?,
            }),
            _ => None,
        };
        Ok(Fixture {
            id: row.id,
            season_id: row.season_id,
            spec: NewFixture {
                pairing: Pairing {
                    stage: named(Stage::parse, &row.stage)?,
                    round: count("a round", row.round)?,
                    slot: count("a slot", row.slot)?,
                    leg: count("a leg", row.leg)?,
                    group: small("a group", row.group_no)?,
                    home: row.home_id,
                    away: row.away_id,
                },
                result_needed: row.result_needed != 0,
                deadline_ms: row.deadline_ms,
            },
            status: named(FixtureStatus::parse, &row.status)?,
            home_ready: row.home_ready != 0,
            away_ready: row.away_ready != 0,
            match_id: row.match_id,
            result,
        })
    }
}

pub(super) async fn audit_tx(
    tx: &mut Transaction<'_, Any>,
    competition: CompetitionId,
    fixture: Option<FixtureId>,
    actor: Option<i64>,
    action: &str,
    detail: &str,
) -> Result<(), StoreError> {
    sqlx::query(
        "INSERT INTO audit_log (competition_id, fixture_id, actor_id, action, detail) VALUES ($1, $2, $3, $4, $5)",
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
