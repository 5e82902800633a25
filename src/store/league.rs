//! Competitions in the database: leagues and tournaments, their seasons, members, fixtures,
//! results, reports, the audit log and ratings.
//!
//! Two rules hold here. A result enters a competition exactly once: a bot-played fixture's
//! result is written by the same transaction that stores the match's final step (see
//! [`record_finished_match`]), results are unique per match and per fixture, and an override
//! voids the result it replaces. Ratings are never updated in place: they are rebuilt from the
//! standing results, in the transaction that changed them, so they always agree with the results.

use serde::{Deserialize, Serialize};
use sqlx::{Row, Sqlite, Transaction};
use touchline_games::{AnyConfig, AnyMatch, Ending, GameKind, Status};
use touchline_league::rating::{self, Rating, System};
use touchline_league::{Played, PointsRule, Preset};

use super::{json, snowflake, MatchId, OnTimeout, Store, StoreError, TurnClock};

pub type CompetitionId = i64;
pub type SeasonId = i64;
pub type FixtureId = i64;

/// The rating system every game is rated with. New players start at its initial value (1500).
pub const RATING_SYSTEM: System = System::Elo;

macro_rules! named {
    ($(#[$meta:meta])* $name:ident { $($variant:ident = $text:literal),+ $(,)? }) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
        pub enum $name { $($variant),+ }

        impl $name {
            pub fn name(self) -> &'static str {
                match self { $($name::$variant => $text),+ }
            }

            pub fn parse(text: &str) -> Result<$name, StoreError> {
                match text {
                    $($text => Ok($name::$variant),)+
                    other => Err(StoreError::Corrupt(format!("unknown {} '{other}'", stringify!($name)))),
                }
            }
        }
    };
}

named!(
    /// A league (a table over seasons) or a tournament (a cup).
    CompetitionKind { League = "league", Tournament = "tournament" }
);
named!(
    /// How the fixtures are drawn up.
    Format { RoundRobin = "round_robin", Knockout = "knockout", Swiss = "swiss", Groups = "groups" }
);
named!(
    /// What a missed round deadline does.
    MissedDeadline { Forfeit = "forfeit", Admin = "admin" }
);
named!(
    SeasonStatus { Open = "open", Running = "running", Finished = "finished" }
);
named!(
    /// Which part of a competition a fixture belongs to.
    Stage { League = "league", Group = "group", Knockout = "knockout", Swiss = "swiss" }
);
named!(
    FixtureStatus {
        Scheduled = "scheduled",
        InPlay = "in_play",
        Reported = "reported",
        Disputed = "disputed",
        Played = "played",
        Overdue = "overdue",
    }
);
named!(
    /// Where a result came from.
    ResultSource { Bot = "bot", Reported = "reported", Override = "override", Forfeit = "forfeit" }
);

/// Everything a competition is created with.
#[derive(Clone, Debug, PartialEq)]
pub struct NewCompetition {
    pub guild_id: u64,
    pub channel_id: u64,
    pub name: String,
    pub kind: CompetitionKind,
    pub config: AnyConfig,
    pub format: Format,
    pub legs: u32,
    pub points: PointsRule,
    pub tiebreak: Preset,
    pub clock: TurnClock,
    pub round_seconds: Option<u64>,
    pub missed_deadline: MissedDeadline,
    pub forfeit_goals: u32,
    pub groups: Option<u32>,
    pub qualifiers: Option<u32>,
    pub swiss_rounds: Option<u32>,
    pub created_by: i64,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Competition {
    pub id: CompetitionId,
    pub game: GameKind,
    pub spec: NewCompetition,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Season {
    pub id: SeasonId,
    pub competition_id: CompetitionId,
    pub number: u32,
    pub status: SeasonStatus,
    pub lots_seed: u64,
    pub started_ms: Option<i64>,
    pub champion: Option<i64>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Member {
    pub player_id: i64,
    pub discord_id: u64,
    pub name: String,
    pub seed: u32,
    pub group_no: Option<u32>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewFixture {
    pub stage: Stage,
    pub round: u32,
    pub slot: u32,
    pub leg: u32,
    pub group_no: Option<u32>,
    pub home: i64,
    pub away: i64,
    pub result_needed: bool,
    pub deadline_ms: Option<i64>,
}

/// A result standing on a fixture.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredResult {
    pub id: i64,
    pub home_goals: u32,
    pub away_goals: u32,
    pub decided_for: Option<i64>,
    pub source: ResultSource,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fixture {
    pub id: FixtureId,
    pub season_id: SeasonId,
    pub spec: NewFixture,
    pub status: FixtureStatus,
    pub home_ready: bool,
    pub away_ready: bool,
    pub match_id: Option<MatchId>,
    pub result: Option<StoredResult>,
}

impl Fixture {
    pub fn involves(&self, player: i64) -> bool {
        self.spec.home == player || self.spec.away == player
    }
}

/// A score reported by one side of a fixture played away from the bot.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    pub fixture_id: FixtureId,
    pub reporter: i64,
    pub home_goals: u32,
    pub away_goals: u32,
    pub decided_for: Option<i64>,
    pub disputed: bool,
    pub dispute: Option<String>,
}

/// A score to record on a fixture.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Score {
    pub home_goals: u32,
    pub away_goals: u32,
    pub decided_for: Option<i64>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AuditEntry {
    pub at: String,
    pub actor: Option<String>,
    pub action: String,
    pub detail: String,
    pub fixture_id: Option<FixtureId>,
}

/// One line of a results export.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResultRow {
    pub fixture: Fixture,
    pub home: String,
    pub away: String,
}

fn competition_row(row: &sqlx::sqlite::SqliteRow) -> Result<Competition, StoreError> {
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
            kind: CompetitionKind::parse(&row.get::<String, _>("kind"))?,
            config,
            format: Format::parse(&row.get::<String, _>("format"))?,
            legs: row.get::<i64, _>("legs") as u32,
            points: PointsRule {
                win: row.get::<i64, _>("points_win") as u32,
                draw: row.get::<i64, _>("points_draw") as u32,
                loss: row.get::<i64, _>("points_loss") as u32,
            },
            tiebreak: Preset::parse(&row.get::<String, _>("tiebreak"))
                .map_err(|e| StoreError::Corrupt(e.to_string()))?,
            clock: TurnClock {
                turn_seconds: row.get::<i64, _>("turn_seconds") as u64,
                on_timeout: OnTimeout::parse(&row.get::<String, _>("on_timeout"))?,
            },
            round_seconds: row.get::<Option<i64>, _>("round_seconds").map(|s| s as u64),
            missed_deadline: MissedDeadline::parse(&row.get::<String, _>("missed_deadline"))?,
            forfeit_goals: row.get::<i64, _>("forfeit_goals") as u32,
            groups: opt("groups"),
            qualifiers: opt("qualifiers"),
            swiss_rounds: opt("swiss_rounds"),
            created_by: row.get("created_by"),
        },
    })
}

fn season_row(row: &sqlx::sqlite::SqliteRow) -> Result<Season, StoreError> {
    Ok(Season {
        id: row.get("id"),
        competition_id: row.get("competition_id"),
        number: row.get::<i64, _>("number") as u32,
        status: SeasonStatus::parse(&row.get::<String, _>("status"))?,
        lots_seed: row.get::<i64, _>("lots_seed") as u64,
        started_ms: row.get("started_ms"),
        champion: row.get("champion_id"),
    })
}

const FIXTURE_COLUMNS: &str = "f.id, f.season_id, f.stage, f.round, f.slot, f.leg, f.group_no, f.home_id, f.away_id,
     f.result_needed, f.deadline_ms, f.status, f.home_ready, f.away_ready, f.match_id,
     r.id AS result_id, r.home_goals, r.away_goals, r.decided_for, r.source";
const FIXTURE_FROM: &str = "fixtures f LEFT JOIN results r ON r.fixture_id = f.id AND r.voided = 0";

fn fixture_row(row: &sqlx::sqlite::SqliteRow) -> Result<Fixture, StoreError> {
    let result = match row.get::<Option<i64>, _>("result_id") {
        None => None,
        Some(id) => Some(StoredResult {
            id,
            home_goals: row.get::<i64, _>("home_goals") as u32,
            away_goals: row.get::<i64, _>("away_goals") as u32,
            decided_for: row.get("decided_for"),
            source: ResultSource::parse(&row.get::<String, _>("source"))?,
        }),
    };
    Ok(Fixture {
        id: row.get("id"),
        season_id: row.get("season_id"),
        spec: NewFixture {
            stage: Stage::parse(&row.get::<String, _>("stage"))?,
            round: row.get::<i64, _>("round") as u32,
            slot: row.get::<i64, _>("slot") as u32,
            leg: row.get::<i64, _>("leg") as u32,
            group_no: row.get::<Option<i64>, _>("group_no").map(|g| g as u32),
            home: row.get("home_id"),
            away: row.get("away_id"),
            result_needed: row.get::<i64, _>("result_needed") != 0,
            deadline_ms: row.get("deadline_ms"),
        },
        status: FixtureStatus::parse(&row.get::<String, _>("status"))?,
        home_ready: row.get::<i64, _>("home_ready") != 0,
        away_ready: row.get::<i64, _>("away_ready") != 0,
        match_id: row.get("match_id"),
        result,
    })
}

async fn audit_tx(
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

/// Rebuild a game's ratings from its standing results, oldest first.
async fn rebuild_ratings(tx: &mut Transaction<'_, Sqlite>, game: &str) -> Result<(), StoreError> {
    let rows = sqlx::query(
        "SELECT home_id, away_id, home_goals, away_goals, decided_for FROM results WHERE game = ?1 AND voided = 0 ORDER BY id",
    )
    .bind(game)
    .fetch_all(&mut **tx)
    .await?;
    let mut ratings: std::collections::BTreeMap<i64, Rating> = std::collections::BTreeMap::new();
    for row in rows {
        let (home, away): (i64, i64) = (row.get("home_id"), row.get("away_id"));
        let (hg, ag): (i64, i64) = (row.get("home_goals"), row.get("away_goals"));
        let home_won = rating::home_won(&Played {
            home,
            away,
            home_goals: hg as u32,
            away_goals: ag as u32,
            decided_for: row.get("decided_for"),
        });
        let a = *ratings.entry(home).or_insert_with(|| RATING_SYSTEM.initial());
        let b = *ratings.entry(away).or_insert_with(|| RATING_SYSTEM.initial());
        let (a, b) = RATING_SYSTEM.update(&a, &b, home_won);
        ratings.insert(home, a);
        ratings.insert(away, b);
    }
    sqlx::query("DELETE FROM ratings WHERE game = ?1").bind(game).execute(&mut **tx).await?;
    for (player, r) in ratings {
        sqlx::query(
            "INSERT INTO ratings (game, player_id, rating, deviation, volatility, played) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
        )
        .bind(game)
        .bind(player)
        .bind(r.rating)
        .bind(r.deviation)
        .bind(r.volatility)
        .bind(r.played as i64)
        .execute(&mut **tx)
        .await?;
    }
    Ok(())
}

/// Inside the transaction that stores a match's final step: record its result, once. A match
/// between two people counts for ratings; a fixture's match also settles the fixture. A match
/// given up (resigned or out of time) counts as the competition's forfeit score unless the
/// actual score was a wider win for the other side.
pub(super) async fn record_finished_match(
    tx: &mut Transaction<'_, Sqlite>,
    match_id: MatchId,
    state: &AnyMatch,
) -> Result<(), StoreError> {
    let Status::Finished(outcome) = state.status() else { return Ok(()) };
    let seats: Vec<Option<i64>> =
        sqlx::query_scalar("SELECT player_id FROM match_seats WHERE match_id = ?1 ORDER BY seat")
            .bind(match_id)
            .fetch_all(&mut **tx)
            .await?;
    let (Some(Some(home)), Some(Some(away)), 2) = (seats.first(), seats.get(1), seats.len()) else {
        return Ok(()); // The computer played, or more than two seats: nothing to rate or table.
    };
    let fixture = sqlx::query(
        "SELECT f.id, c.forfeit_goals, c.id AS competition_id FROM fixtures f
         JOIN seasons s ON s.id = f.season_id JOIN competitions c ON c.id = s.competition_id
         WHERE f.match_id = ?1",
    )
    .bind(match_id)
    .fetch_optional(&mut **tx)
    .await?;
    let goals = |seat: usize| outcome.goals.get(seat).copied().unwrap_or(0) as u32;
    let (mut hg, mut ag) = (goals(0), goals(1));
    let mut source = ResultSource::Bot;
    if let (Ending::Resigned(loser) | Ending::Forfeited(loser), Some(f)) = (outcome.ending, &fixture) {
        let forfeit: i64 = f.get("forfeit_goals");
        let forfeit = forfeit as u32;
        if loser == 0 && ag.saturating_sub(hg) < forfeit {
            (hg, ag) = (0, forfeit);
        } else if loser == 1 && hg.saturating_sub(ag) < forfeit {
            (hg, ag) = (forfeit, 0);
        }
        source = ResultSource::Forfeit;
    }
    let decided_for = if hg == ag { outcome.winner.map(|seat| if seat == 0 { *home } else { *away }) } else { None };
    let fixture_id: Option<i64> = fixture.as_ref().map(|f| f.get("id"));
    sqlx::query(
        "INSERT INTO results (game, fixture_id, match_id, home_id, away_id, home_goals, away_goals, decided_for, source)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
    )
    .bind(state.kind().name())
    .bind(fixture_id)
    .bind(match_id)
    .bind(home)
    .bind(away)
    .bind(hg as i64)
    .bind(ag as i64)
    .bind(decided_for)
    .bind(source.name())
    .execute(&mut **tx)
    .await?;
    match (&fixture, fixture_id) {
        (Some(f), Some(fixture_id)) => {
            let detail = format!("match #{match_id} finished {hg}–{ag}");
            let competition = f.get("competition_id");
            settle_fixture(tx, competition, fixture_id, state.kind(), None, "result", &detail).await
        }
        _ => rebuild_ratings(tx, state.kind().name()).await,
    }
}

/// After a fixture's result is written: mark it played, drop any report, log it, re-rate.
#[allow(clippy::too_many_arguments)]
async fn settle_fixture(
    tx: &mut Transaction<'_, Sqlite>,
    competition: CompetitionId,
    fixture: FixtureId,
    game: GameKind,
    actor: Option<i64>,
    action: &str,
    detail: &str,
) -> Result<(), StoreError> {
    sqlx::query("UPDATE fixtures SET status = 'played' WHERE id = ?1").bind(fixture).execute(&mut **tx).await?;
    sqlx::query("DELETE FROM reports WHERE fixture_id = ?1").bind(fixture).execute(&mut **tx).await?;
    audit_tx(tx, competition, Some(fixture), actor, action, detail).await?;
    rebuild_ratings(tx, game.name()).await
}

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
                 forfeit_goals, groups, qualifiers, swiss_rounds, created_by)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, ?21)
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
        .fetch_optional(&mut *tx)
        .await?;
        let Some(id) = id else { return Ok(None) };
        let season: i64 = sqlx::query_scalar(
            "INSERT INTO seasons (competition_id, number, status, lots_seed) VALUES (?1, 1, 'open', ?2) RETURNING id",
        )
        .bind(id)
        .bind(lots_seed as i64)
        .fetch_one(&mut *tx)
        .await?;
        audit_tx(&mut tx, id, None, Some(c.created_by), "created", &format!("{} '{}'", c.kind.name(), c.name)).await?;
        tx.commit().await?;
        Ok(Some((id, season)))
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
        let detail = format!("season {} started with {} fixtures", season.number, fixtures.len());
        audit_tx(&mut tx, season.competition_id, None, Some(actor), "started", &detail).await?;
        tx.commit().await?;
        Ok(true)
    }

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

    /// Record a result that did not come from a bot match: a confirmed report, a forfeit, or an
    /// admin's override (which voids the result standing before it). Returns false when the
    /// fixture already had a result and this is not an override.
    #[allow(clippy::too_many_arguments)]
    pub async fn record_result(
        &self,
        competition: &Competition,
        fixture: &Fixture,
        score: Score,
        source: ResultSource,
        actor: Option<i64>,
        action: &str,
        detail: &str,
    ) -> Result<bool, StoreError> {
        let mut tx = self.pool.begin().await?;
        if source == ResultSource::Override {
            sqlx::query("UPDATE results SET voided = 1 WHERE fixture_id = ?1 AND voided = 0")
                .bind(fixture.id)
                .execute(&mut *tx)
                .await?;
        }
        let inserted = sqlx::query(
            "INSERT OR IGNORE INTO results (game, fixture_id, home_id, away_id, home_goals, away_goals, decided_for, source)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
        )
        .bind(competition.game.name())
        .bind(fixture.id)
        .bind(fixture.spec.home)
        .bind(fixture.spec.away)
        .bind(score.home_goals as i64)
        .bind(score.away_goals as i64)
        .bind(score.decided_for)
        .bind(source.name())
        .execute(&mut *tx)
        .await?;
        if inserted.rows_affected() != 1 {
            return Ok(false);
        }
        settle_fixture(&mut tx, competition.id, fixture.id, competition.game, actor, action, detail).await?;
        tx.commit().await?;
        Ok(true)
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
        let id: i64 = sqlx::query_scalar(
            "INSERT INTO seasons (competition_id, number, status, lots_seed) VALUES (?1, ?2, 'open', ?3) RETURNING id",
        )
        .bind(competition)
        .bind(current.number as i64 + 1)
        .bind(lots_seed as i64)
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

    /// A game's ratings, best first: (player id, name, rating).
    pub async fn ratings(&self, game: GameKind) -> Result<Vec<(i64, String, Rating)>, StoreError> {
        let rows = sqlx::query(
            "SELECT r.player_id, p.display_name, r.rating, r.deviation, r.volatility, r.played FROM ratings r
             JOIN players p ON p.id = r.player_id WHERE r.game = ?1",
        )
        .bind(game.name())
        .fetch_all(&self.pool)
        .await?;
        let mut names = std::collections::HashMap::new();
        let list: Vec<(i64, Rating)> = rows
            .iter()
            .map(|r| {
                names.insert(r.get::<i64, _>("player_id"), r.get::<String, _>("display_name"));
                let rating = Rating {
                    rating: r.get("rating"),
                    deviation: r.get("deviation"),
                    volatility: r.get("volatility"),
                    played: r.get::<i64, _>("played") as u32,
                };
                (r.get("player_id"), rating)
            })
            .collect();
        Ok(rating::leaderboard(&list)
            .into_iter()
            .map(|(id, r)| (id, names.get(&id).cloned().unwrap_or_default(), r))
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

    /// Running seasons, for the deadline and progress checks after a restart.
    pub async fn running_seasons(&self) -> Result<Vec<Season>, StoreError> {
        let rows =
            sqlx::query("SELECT * FROM seasons WHERE status = 'running' ORDER BY id").fetch_all(&self.pool).await?;
        rows.iter().map(season_row).collect()
    }
}

async fn insert_fixtures(
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
