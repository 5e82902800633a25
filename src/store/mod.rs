//! Every SQL statement Touchline runs. SQLite through sqlx, in WAL mode, with one connection:
//! SQLite has one writer anyway, and a single connection avoids lock contention stalls.

use std::path::Path;
use std::str::FromStr;
use std::time::Duration;

use serde::{Deserialize, Serialize};
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};
use sqlx::{Row, SqlitePool};
use touchline_games::chance::Draw;
use touchline_games::players::Brain;
use touchline_games::{AnyConfig, AnyMatch, AnyStep, GameKind, Status};

mod league;

pub use league::*;

pub type MatchId = i64;

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("database error: {0}")]
    Sql(#[from] sqlx::Error),
    #[error("database migration failed: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
    #[error("stored data could not be read: {0}")]
    Corrupt(String),
    #[error("there is no match #{0}")]
    NoSuchMatch(MatchId),
    /// Someone else moved the match on first; `current` is the version now stored.
    #[error("the match has moved on (now at version {current})")]
    VersionConflict { current: i64 },
}

/// Who sits in a seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Occupant {
    /// A person, by their player id.
    Player(i64),
    Computer(Brain),
}

#[derive(Clone)]
pub struct Store {
    pool: SqlitePool,
}

fn brain_name(b: Brain) -> &'static str {
    match b {
        Brain::Smart => "smart",
        Brain::Random => "random",
    }
}

fn json<T: Serialize>(value: &T) -> Result<String, StoreError> {
    serde_json::to_string(value).map_err(|e| StoreError::Corrupt(e.to_string()))
}

fn status_name(status: &Status) -> &'static str {
    match status {
        Status::Finished(_) => "finished",
        _ => "live",
    }
}

/// A stored match.
#[derive(Clone, Debug)]
pub struct StoredMatch {
    pub id: MatchId,
    pub kind: GameKind,
    pub state: AnyMatch,
    pub seats: Vec<Occupant>,
}

impl Store {
    /// Open (creating if needed) the database file and bring its schema up to date.
    pub async fn open(path: &Path) -> Result<Store, StoreError> {
        let options = SqliteConnectOptions::from_str("sqlite:")?
            .filename(path)
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            .synchronous(SqliteSynchronous::Normal)
            .foreign_keys(true)
            .busy_timeout(Duration::from_secs(5));
        let pool = SqlitePoolOptions::new().max_connections(1).connect_with(options).await?;
        sqlx::migrate!("./migrations").run(&pool).await?;
        Ok(Store { pool })
    }

    /// The journal mode in force (for tests: it must be WAL).
    pub async fn journal_mode(&self) -> Result<String, StoreError> {
        Ok(sqlx::query_scalar("PRAGMA journal_mode").fetch_one(&self.pool).await?)
    }

    pub async fn close(&self) {
        self.pool.close().await;
    }

    /// Record (or rename) a Discord user; returns their player id.
    pub async fn upsert_player(&self, discord_id: &str, display_name: &str) -> Result<i64, StoreError> {
        let id = sqlx::query_scalar(
            "INSERT INTO players (discord_id, display_name) VALUES (?1, ?2)
             ON CONFLICT (discord_id) DO UPDATE SET display_name = excluded.display_name,
                 updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
             RETURNING id",
        )
        .bind(discord_id)
        .bind(display_name)
        .fetch_one(&self.pool)
        .await?;
        Ok(id)
    }

    pub async fn player_name(&self, id: i64) -> Result<Option<String>, StoreError> {
        Ok(sqlx::query_scalar("SELECT display_name FROM players WHERE id = ?1")
            .bind(id)
            .fetch_optional(&self.pool)
            .await?)
    }

    /// Store a new match, the chance that set it up, and its seats, in one transaction.
    pub async fn insert_match(
        &self,
        state: &AnyMatch,
        setup: &[Draw],
        seats: &[Occupant],
    ) -> Result<MatchId, StoreError> {
        let mut tx = self.pool.begin().await?;
        let id: MatchId = sqlx::query_scalar(
            "INSERT INTO matches (kind, config, seed, setup_chance, state, version, status)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7) RETURNING id",
        )
        .bind(state.kind().name())
        .bind(json(&state.config())?)
        .bind(state.seed() as i64)
        .bind(json(&setup)?)
        .bind(json(state)?)
        .bind(state.version() as i64)
        .bind(status_name(&state.status()))
        .fetch_one(&mut *tx)
        .await?;
        for (seat, occupant) in seats.iter().enumerate() {
            let (player, brain) = match occupant {
                Occupant::Player(p) => (Some(*p), None),
                Occupant::Computer(b) => (None, Some(brain_name(*b))),
            };
            sqlx::query("INSERT INTO match_seats (match_id, seat, player_id, brain) VALUES (?1, ?2, ?3, ?4)")
                .bind(id)
                .bind(seat as i64)
                .bind(player)
                .bind(brain)
                .execute(&mut *tx)
                .await?;
        }
        tx.commit().await?;
        Ok(id)
    }

    pub async fn load_match(&self, id: MatchId) -> Result<StoredMatch, StoreError> {
        let row = sqlx::query("SELECT kind, state FROM matches WHERE id = ?1")
            .bind(id)
            .fetch_optional(&self.pool)
            .await?
            .ok_or(StoreError::NoSuchMatch(id))?;
        let kind: String = row.get("kind");
        let kind = GameKind::parse(&kind).map_err(StoreError::Corrupt)?;
        let state: String = row.get("state");
        let state: AnyMatch =
            serde_json::from_str(&state).map_err(|e| StoreError::Corrupt(format!("match #{id}: {e}")))?;
        let rows = sqlx::query("SELECT player_id, brain FROM match_seats WHERE match_id = ?1 ORDER BY seat")
            .bind(id)
            .fetch_all(&self.pool)
            .await?;
        let mut seats = Vec::with_capacity(rows.len());
        for row in rows {
            let player: Option<i64> = row.get("player_id");
            let brain: Option<String> = row.get("brain");
            seats.push(match (player, brain) {
                (Some(p), _) => Occupant::Player(p),
                (None, Some(b)) => Occupant::Computer(Brain::parse(&b).map_err(StoreError::Corrupt)?),
                (None, None) => return Err(StoreError::Corrupt(format!("match #{id} has an empty seat"))),
            });
        }
        Ok(StoredMatch { id, kind, state, seats })
    }

    /// Commit one applied step: the new state (only if the stored version is still the one it
    /// was applied to) and the step's log row, in one transaction.
    pub async fn commit_step(
        &self,
        id: MatchId,
        previous_version: u64,
        state: &AnyMatch,
        step: &AnyStep,
    ) -> Result<(), StoreError> {
        let status = state.status();
        let outcome = match &status {
            Status::Finished(o) => Some(json(o)?),
            _ => None,
        };
        let mut tx = self.pool.begin().await?;
        let updated = sqlx::query(
            "UPDATE matches SET state = ?1, version = ?2, status = ?3, outcome = ?4,
                 updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
             WHERE id = ?5 AND version = ?6",
        )
        .bind(json(state)?)
        .bind(state.version() as i64)
        .bind(status_name(&status))
        .bind(outcome)
        .bind(id)
        .bind(previous_version as i64)
        .execute(&mut *tx)
        .await?;
        if updated.rows_affected() != 1 {
            tx.rollback().await?;
            let current: Option<i64> = sqlx::query_scalar("SELECT version FROM matches WHERE id = ?1")
                .bind(id)
                .fetch_optional(&self.pool)
                .await?;
            return Err(match current {
                Some(current) => StoreError::VersionConflict { current },
                None => StoreError::NoSuchMatch(id),
            });
        }
        let (command, events, chance) = step_columns(step)?;
        // The seat's prompt is spent: its controls are out of date from this version on (a second
        // click on them can never count in a later round).
        sqlx::query(
            "UPDATE seat_contacts SET prompt_version = MAX(prompt_version, ?1) WHERE match_id = ?2 AND seat = ?3",
        )
        .bind(state.version() as i64)
        .bind(id)
        .bind(step.seat() as i64)
        .execute(&mut *tx)
        .await?;
        sqlx::query("INSERT INTO match_steps (match_id, version, seat, command, events, chance) VALUES (?1, ?2, ?3, ?4, ?5, ?6)")
            .bind(id)
            .bind(state.version() as i64)
            .bind(step.seat() as i64)
            .bind(command)
            .bind(events)
            .bind(chance)
            .execute(&mut *tx)
            .await?;
        // A finished match's result goes into its competition and the ratings in this same
        // transaction: it is counted exactly once, whatever happens next.
        league::record_finished_match(&mut tx, id, state).await?;
        tx.commit().await?;
        Ok(())
    }

    /// The chance that set a match up.
    pub async fn setup_chance(&self, id: MatchId) -> Result<Vec<Draw>, StoreError> {
        let text: String = sqlx::query_scalar("SELECT setup_chance FROM matches WHERE id = ?1")
            .bind(id)
            .fetch_optional(&self.pool)
            .await?
            .ok_or(StoreError::NoSuchMatch(id))?;
        serde_json::from_str(&text).map_err(|e| StoreError::Corrupt(format!("match #{id}: {e}")))
    }

    /// The ids of matches still being played.
    pub async fn live_matches(&self) -> Result<Vec<MatchId>, StoreError> {
        Ok(sqlx::query_scalar("SELECT id FROM matches WHERE status = 'live' ORDER BY id").fetch_all(&self.pool).await?)
    }

    /// The stored steps of a match, oldest first: (version, seat, command JSON, events JSON).
    pub async fn steps(&self, id: MatchId) -> Result<Vec<(i64, i64, String, String)>, StoreError> {
        let rows =
            sqlx::query("SELECT version, seat, command, events FROM match_steps WHERE match_id = ?1 ORDER BY version")
                .bind(id)
                .fetch_all(&self.pool)
                .await?;
        Ok(rows.iter().map(|r| (r.get("version"), r.get("seat"), r.get("command"), r.get("events"))).collect())
    }
}

/// Where a match is played on Discord.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DiscordMatch {
    pub match_id: MatchId,
    pub guild_id: Option<u64>,
    pub channel_id: u64,
    pub thread_id: u64,
    pub clock: TurnClock,
}

/// What happens when a player's time for a move runs out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OnTimeout {
    /// The computer makes the move for them.
    AutoMove,
    /// The match is awarded against them.
    Forfeit,
}

impl OnTimeout {
    fn name(self) -> &'static str {
        match self {
            OnTimeout::AutoMove => "auto_move",
            OnTimeout::Forfeit => "forfeit",
        }
    }

    fn parse(text: &str) -> Result<OnTimeout, StoreError> {
        match text {
            "auto_move" => Ok(OnTimeout::AutoMove),
            "forfeit" => Ok(OnTimeout::Forfeit),
            other => Err(StoreError::Corrupt(format!("unknown timeout action '{other}'"))),
        }
    }
}

/// The time allowed per move in a match.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TurnClock {
    pub turn_seconds: u64,
    pub on_timeout: OnTimeout,
}

/// A seat's clock that has reached a mark.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DueClock {
    pub match_id: MatchId,
    pub seat: usize,
    pub due_ms: i64,
}

/// How to reach the player in a seat.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SeatContact {
    pub dm_channel_id: Option<u64>,
    pub dm_closed: bool,
    pub prompt_version: u64,
}

/// A challenge waiting for its answer.
#[derive(Clone, Debug, PartialEq)]
pub struct Challenge {
    pub id: i64,
    pub clock: TurnClock,
    pub guild_id: Option<u64>,
    pub channel_id: u64,
    pub challenger: i64,
    pub opponent: i64,
    pub config: AnyConfig,
    pub status: String,
}

fn snowflake(text: Option<String>) -> Result<Option<u64>, StoreError> {
    text.map(|t| t.parse().map_err(|_| StoreError::Corrupt(format!("'{t}' is not a Discord id")))).transpose()
}

impl Store {
    pub async fn link_discord_match(&self, m: &DiscordMatch) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO discord_matches (match_id, guild_id, channel_id, thread_id, turn_seconds, on_timeout)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
        )
        .bind(m.match_id)
        .bind(m.guild_id.map(|g| g.to_string()))
        .bind(m.channel_id.to_string())
        .bind(m.thread_id.to_string())
        .bind(m.clock.turn_seconds as i64)
        .bind(m.clock.on_timeout.name())
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    fn discord_match_row(row: &sqlx::sqlite::SqliteRow) -> Result<DiscordMatch, StoreError> {
        Ok(DiscordMatch {
            match_id: row.get("match_id"),
            guild_id: snowflake(row.get("guild_id"))?,
            channel_id: snowflake(Some(row.get("channel_id")))?.unwrap_or_default(),
            thread_id: snowflake(Some(row.get("thread_id")))?.unwrap_or_default(),
            clock: TurnClock {
                turn_seconds: row.get::<i64, _>("turn_seconds") as u64,
                on_timeout: OnTimeout::parse(&row.get::<String, _>("on_timeout"))?,
            },
        })
    }

    pub async fn discord_match(&self, match_id: MatchId) -> Result<Option<DiscordMatch>, StoreError> {
        let row = sqlx::query("SELECT * FROM discord_matches WHERE match_id = ?1")
            .bind(match_id)
            .fetch_optional(&self.pool)
            .await?;
        row.as_ref().map(Self::discord_match_row).transpose()
    }

    /// The match played in a thread.
    pub async fn match_in_thread(&self, thread_id: u64) -> Result<Option<DiscordMatch>, StoreError> {
        let row = sqlx::query("SELECT * FROM discord_matches WHERE thread_id = ?1")
            .bind(thread_id.to_string())
            .fetch_optional(&self.pool)
            .await?;
        row.as_ref().map(Self::discord_match_row).transpose()
    }

    pub async fn set_announced(&self, match_id: MatchId, version: u64) -> Result<(), StoreError> {
        sqlx::query("UPDATE discord_matches SET announced_version = ?1 WHERE match_id = ?2 AND announced_version < ?1")
            .bind(version as i64)
            .bind(match_id)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Live matches on Discord whose latest steps were stored but not announced (a crash came
    /// in between).
    pub async fn unannounced_matches(&self) -> Result<Vec<MatchId>, StoreError> {
        Ok(sqlx::query_scalar(
            "SELECT d.match_id FROM discord_matches d JOIN matches m ON m.id = d.match_id
             WHERE m.version > d.announced_version ORDER BY d.match_id",
        )
        .fetch_all(&self.pool)
        .await?)
    }

    pub async fn seat_contact(&self, match_id: MatchId, seat: usize) -> Result<SeatContact, StoreError> {
        let row = sqlx::query(
            "SELECT dm_channel_id, dm_closed, prompt_version FROM seat_contacts WHERE match_id = ?1 AND seat = ?2",
        )
        .bind(match_id)
        .bind(seat as i64)
        .fetch_optional(&self.pool)
        .await?;
        match row {
            None => Ok(SeatContact::default()),
            Some(row) => Ok(SeatContact {
                dm_channel_id: snowflake(row.get("dm_channel_id"))?,
                dm_closed: row.get::<i64, _>("dm_closed") != 0,
                prompt_version: row.get::<i64, _>("prompt_version") as u64,
            }),
        }
    }

    pub async fn set_seat_contact(
        &self,
        match_id: MatchId,
        seat: usize,
        contact: &SeatContact,
    ) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO seat_contacts (match_id, seat, dm_channel_id, dm_closed, prompt_version) VALUES (?1, ?2, ?3, ?4, ?5)
             ON CONFLICT (match_id, seat) DO UPDATE SET dm_channel_id = excluded.dm_channel_id,
                 dm_closed = excluded.dm_closed, prompt_version = MAX(prompt_version, excluded.prompt_version)",
        )
        .bind(match_id)
        .bind(seat as i64)
        .bind(contact.dm_channel_id.map(|c| c.to_string()))
        .bind(contact.dm_closed as i64)
        .bind(contact.prompt_version as i64)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// The Discord user id of the person in each seat (`None` for the computer).
    pub async fn seat_users(&self, match_id: MatchId) -> Result<Vec<Option<(u64, String)>>, StoreError> {
        let rows = sqlx::query(
            "SELECT p.discord_id, p.display_name FROM match_seats s LEFT JOIN players p ON p.id = s.player_id
             WHERE s.match_id = ?1 ORDER BY s.seat",
        )
        .bind(match_id)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| {
                let id: Option<String> = r.get("discord_id");
                let name: Option<String> = r.get("display_name");
                Ok(match (snowflake(id)?, name) {
                    (Some(id), Some(name)) => Some((id, name)),
                    _ => None,
                })
            })
            .collect()
    }

    pub async fn create_challenge(
        &self,
        guild_id: Option<u64>,
        channel_id: u64,
        challenger: i64,
        opponent: i64,
        config: &AnyConfig,
        clock: TurnClock,
    ) -> Result<i64, StoreError> {
        Ok(sqlx::query_scalar(
            "INSERT INTO challenges (guild_id, channel_id, challenger_id, opponent_id, config, turn_seconds, on_timeout, status)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, 'open') RETURNING id",
        )
        .bind(guild_id.map(|g| g.to_string()))
        .bind(channel_id.to_string())
        .bind(challenger)
        .bind(opponent)
        .bind(json(config)?)
        .bind(clock.turn_seconds as i64)
        .bind(clock.on_timeout.name())
        .fetch_one(&self.pool)
        .await?)
    }

    pub async fn challenge(&self, id: i64) -> Result<Option<Challenge>, StoreError> {
        let row = sqlx::query("SELECT * FROM challenges WHERE id = ?1").bind(id).fetch_optional(&self.pool).await?;
        let Some(row) = row else { return Ok(None) };
        let config: String = row.get("config");
        Ok(Some(Challenge {
            id,
            clock: TurnClock {
                turn_seconds: row.get::<i64, _>("turn_seconds") as u64,
                on_timeout: OnTimeout::parse(&row.get::<String, _>("on_timeout"))?,
            },
            guild_id: snowflake(row.get("guild_id"))?,
            channel_id: snowflake(Some(row.get("channel_id")))?.unwrap_or_default(),
            challenger: row.get("challenger_id"),
            opponent: row.get("opponent_id"),
            config: serde_json::from_str(&config).map_err(|e| StoreError::Corrupt(e.to_string()))?,
            status: row.get("status"),
        }))
    }

    /// Answer an open challenge. Returns false when it was already answered (a double click).
    pub async fn answer_challenge(&self, id: i64, accepted: bool) -> Result<bool, StoreError> {
        let status = if accepted { "accepted" } else { "declined" };
        let done = sqlx::query("UPDATE challenges SET status = ?1 WHERE id = ?2 AND status = 'open'")
            .bind(status)
            .bind(id)
            .execute(&self.pool)
            .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Open an accepted challenge again when its match could not start (nothing was stored).
    pub async fn reopen_challenge(&self, id: i64) -> Result<(), StoreError> {
        sqlx::query("UPDATE challenges SET status = 'open' WHERE id = ?1 AND status = 'accepted' AND match_id IS NULL")
            .bind(id)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Start a seat's clock for a new move, replacing any earlier one (with its reminder).
    pub async fn start_clock(
        &self,
        match_id: MatchId,
        seat: usize,
        now_ms: i64,
        due_ms: i64,
    ) -> Result<(), StoreError> {
        self.set_clock(match_id, seat, now_ms, due_ms, true).await
    }

    /// Start a seat's clock unless it is already running (after a restart, a move keeps the
    /// time it had left).
    pub async fn ensure_clock(
        &self,
        match_id: MatchId,
        seat: usize,
        now_ms: i64,
        due_ms: i64,
    ) -> Result<(), StoreError> {
        self.set_clock(match_id, seat, now_ms, due_ms, false).await
    }

    async fn set_clock(
        &self,
        match_id: MatchId,
        seat: usize,
        now_ms: i64,
        due_ms: i64,
        replace: bool,
    ) -> Result<(), StoreError> {
        let on_conflict = if replace {
            "DO UPDATE SET started_ms = excluded.started_ms, due_ms = excluded.due_ms, reminded = 0"
        } else {
            "DO NOTHING"
        };
        let sql = format!(
            "INSERT INTO turn_clocks (match_id, seat, started_ms, due_ms, reminded) VALUES (?1, ?2, ?3, ?4, 0)
             ON CONFLICT (match_id, seat) {on_conflict}"
        );
        sqlx::query(&sql).bind(match_id).bind(seat as i64).bind(now_ms).bind(due_ms).execute(&self.pool).await?;
        Ok(())
    }

    /// Stop the clocks of every seat of a match except `keep`.
    pub async fn stop_clocks(&self, match_id: MatchId, keep: &[usize]) -> Result<(), StoreError> {
        let keep: Vec<String> = keep.iter().map(|s| s.to_string()).collect();
        // The seat list is made of numbers, so it is safe to write into the statement.
        let sql = format!("DELETE FROM turn_clocks WHERE match_id = ?1 AND seat NOT IN ({})", keep.join(","));
        sqlx::query(&sql).bind(match_id).execute(&self.pool).await?;
        Ok(())
    }

    /// Clocks past half their time that have not had their reminder yet.
    pub async fn clocks_to_remind(&self, now_ms: i64) -> Result<Vec<DueClock>, StoreError> {
        let rows = sqlx::query(
            "SELECT match_id, seat, due_ms FROM turn_clocks
             WHERE reminded = 0 AND ?1 * 2 >= started_ms + due_ms AND ?1 < due_ms",
        )
        .bind(now_ms)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows.iter().map(due_clock).collect())
    }

    pub async fn mark_reminded(&self, match_id: MatchId, seat: usize) -> Result<(), StoreError> {
        sqlx::query("UPDATE turn_clocks SET reminded = 1 WHERE match_id = ?1 AND seat = ?2")
            .bind(match_id)
            .bind(seat as i64)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Clocks that have run out.
    pub async fn expired_clocks(&self, now_ms: i64) -> Result<Vec<DueClock>, StoreError> {
        let rows = sqlx::query("SELECT match_id, seat, due_ms FROM turn_clocks WHERE due_ms <= ?1 ORDER BY due_ms")
            .bind(now_ms)
            .fetch_all(&self.pool)
            .await?;
        Ok(rows.iter().map(due_clock).collect())
    }

    /// Claim the rematch of a match; false when someone already did.
    pub async fn claim_rematch(&self, match_id: MatchId) -> Result<bool, StoreError> {
        let done = sqlx::query("INSERT OR IGNORE INTO rematches (match_id) VALUES (?1)")
            .bind(match_id)
            .execute(&self.pool)
            .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Give back a rematch claim whose match could not start, so it can be asked for again.
    pub async fn release_rematch(&self, match_id: MatchId) -> Result<(), StoreError> {
        sqlx::query("DELETE FROM rematches WHERE match_id = ?1 AND new_match_id IS NULL")
            .bind(match_id)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    pub async fn set_rematch(&self, match_id: MatchId, new_match_id: MatchId) -> Result<(), StoreError> {
        sqlx::query("UPDATE rematches SET new_match_id = ?1 WHERE match_id = ?2")
            .bind(new_match_id)
            .bind(match_id)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    pub async fn set_challenge_match(&self, id: i64, match_id: MatchId) -> Result<(), StoreError> {
        sqlx::query("UPDATE challenges SET match_id = ?1 WHERE id = ?2")
            .bind(match_id)
            .bind(id)
            .execute(&self.pool)
            .await?;
        Ok(())
    }
}

fn due_clock(row: &sqlx::sqlite::SqliteRow) -> DueClock {
    DueClock { match_id: row.get("match_id"), seat: row.get::<i64, _>("seat") as usize, due_ms: row.get("due_ms") }
}

fn step_columns(step: &AnyStep) -> Result<(String, String, String), StoreError> {
    let command = json(&step.command())?;
    let events = json(&step.events())?;
    let chance = json(&step.chance())?;
    Ok((command, events, chance))
}
