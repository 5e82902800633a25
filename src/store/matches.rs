//! Matches, their seats and the log of their steps. A step is committed with a version check, in
//! one transaction with its log row, the spent prompt and (for a match that just finished) its
//! result: nothing is announced that is not stored, and nothing is stored twice.

use sqlx::{Row, Sqlite, Transaction};

use super::Unfinished;
use touchline_games::chance::Draw;
use touchline_games::players::{Brain, Occupant};
use touchline_games::{AnyConfig, AnyInput, AnyMatch, AnyStep, Command, GameKind, Outcome, Seat, Status};

use super::threads::{thread_row, MatchThread};
use super::{json, snowflake, FixtureId, MatchId, PlayerId, SeasonId, Store, StoreError, TableId};
use crate::seating::{Contact, Place, Seating};

/// A stored match with everything needed to play a move in it and show what follows: its state,
/// who sits where (with how to reach them and their clocks), the thread it is played in, and
/// its seal.
#[derive(Clone, Debug)]
pub struct StoredMatch {
    pub id: MatchId,
    pub kind: GameKind,
    pub state: AnyMatch,
    pub seating: Seating,
    pub thread: Option<MatchThread>,
    /// The name of the match's public page (and part of what its seal names).
    pub slug: String,
    /// The seal's parts; `None` for a match stored before seals.
    pub seal: Option<StoredSeal>,
}

/// A match's seal as stored: the engine and salt it names, and the hash posted at kick-off.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredSeal {
    pub engine: String,
    pub salt: String,
    pub seal: String,
}

impl StoredMatch {
    /// The names of the match's sides: the seats', then any side the engine plays itself (a
    /// solo match's AutoTeam).
    pub fn names(&self) -> Vec<String> {
        self.seating.names_in(&self.state)
    }

    /// When the seat's running turn clock runs out, if one runs.
    pub fn due(&self, seat: Seat) -> Option<i64> {
        self.seating.place(seat).and_then(|p| p.clock_due_ms)
    }

    /// The seal as it may be shown now: whole once the match is over, the hash alone before.
    pub fn seal_reveal(&self) -> Option<crate::fairness::SealReveal> {
        let s = self.seal.as_ref()?;
        let (config, seats, seed) = (self.state.config(), self.state.seats(), self.state.seed());
        let sealed = crate::fairness::Sealed::of_match(&self.slug, &config, seats, &s.engine, seed, &s.salt);
        Some(sealed.shown(&s.seal, self.state.status().outcome().is_some()))
    }
}

/// A match as its replay, export and public page see it.
#[derive(Clone, Debug)]
pub struct MatchRecord {
    pub id: MatchId,
    pub kind: GameKind,
    pub config: AnyConfig,
    pub seed: u64,
    /// The seal's parts; `None` for a match stored before seals.
    pub engine: Option<String>,
    pub salt: Option<String>,
    pub seal: Option<String>,
    pub slug: String,
    pub finished: bool,
    pub outcome: Option<Outcome>,
    pub score: Vec<u16>,
    pub seats: usize,
    /// Steps played (the stored state's version).
    pub version: u64,
}

impl MatchRecord {
    /// The seal as it may be shown now: whole once the match is over, the hash alone before.
    pub fn seal_reveal(&self) -> Option<crate::fairness::SealReveal> {
        let (engine, salt, seal) = (self.engine.as_ref()?, self.salt.as_ref()?, self.seal.as_ref()?);
        let sealed = crate::fairness::Sealed::of_match(&self.slug, &self.config, self.seats, engine, self.seed, salt);
        Some(sealed.shown(seal, self.finished))
    }
}

pub(crate) fn brain_name(b: Brain) -> &'static str {
    match b {
        Brain::Random => "random",
        Brain::Easy => "easy",
        // The normal level keeps the name stored before there were levels.
        Brain::Normal => "smart",
        Brain::Hard => "hard",
    }
}

fn status_name(status: &Status) -> &'static str {
    match status {
        Status::Finished(_) => "finished",
        _ => "live",
    }
}

/// What a new match was opened for: a claim (a fixture, a table's start, a rematch) that the
/// match settles in the transaction that stores it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Origin {
    /// Nothing waits on it (a match against the computer, a test).
    Casual,
    Fixture(FixtureId),
    Table(TableId),
    /// The rematch of this match.
    Rematch(MatchId),
    /// The draft that opens this draft-league season.
    Draft(SeasonId),
}

impl Store {
    /// Store a new match: its state, the chance that set it up, its seats, and (when given) the
    /// thread it is played in and the fixture it plays, in one transaction.
    pub async fn insert_match(
        &self,
        state: &AnyMatch,
        setup: &[Draw],
        seats: &[Occupant<PlayerId>],
        thread: Option<&MatchThread>,
        origin: Origin,
    ) -> Result<MatchId, StoreError> {
        // The match is sealed as it is stored: the seal exists before anyone can move.
        let slug = crate::fairness::random_hex(16);
        let sealed = crate::fairness::Sealed::for_match(&slug, &state.config(), seats.len(), state.seed());
        let mut tx = self.pool.begin().await?;
        let id: MatchId = sqlx::query_scalar(
            "INSERT INTO matches (kind, config, seed, setup_chance, state, version, status, engine, salt, seal, slug)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11) RETURNING id",
        )
        .bind(state.kind().name())
        .bind(json(&state.config())?)
        .bind(state.seed() as i64)
        .bind(json(&setup)?)
        .bind(json(state)?)
        .bind(state.version() as i64)
        .bind(status_name(&state.status()))
        .bind(&sealed.engine)
        .bind(&sealed.salt)
        .bind(sealed.seal())
        .bind(&slug)
        .fetch_one(&mut *tx)
        .await?;
        for (seat, occupant) in seats.iter().enumerate() {
            let (player, brain) = match occupant {
                Occupant::Person(p) => (Some(*p), None),
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
        if let Some(thread) = thread {
            super::threads::link(&mut tx, id, thread).await?;
        }
        // The claim that led here is settled with the match, so a crash leaves either both or
        // neither (and a claim with no match is released at start-up).
        let link = match origin {
            Origin::Casual => None,
            Origin::Fixture(fixture) => Some(("UPDATE fixtures SET match_id = ?1 WHERE id = ?2", fixture)),
            Origin::Table(table) => Some(("UPDATE tables SET status = 'started', match_id = ?1 WHERE id = ?2", table)),
            Origin::Rematch(of) => Some(("UPDATE rematches SET new_match_id = ?1 WHERE match_id = ?2", of)),
            Origin::Draft(season) => {
                Some(("UPDATE drafts SET match_id = ?1 WHERE season_id = ?2 AND match_id IS NULL", season))
            }
        };
        if let Some((sql, claim)) = link {
            sqlx::query(sql).bind(id).bind(claim).execute(&mut *tx).await?;
        }
        tx.commit().await?;
        Ok(id)
    }

    /// A match with its seating and thread.
    pub async fn load_match(&self, id: MatchId) -> Result<StoredMatch, StoreError> {
        let row = sqlx::query(
            "SELECT m.kind, m.state, m.slug, m.engine, m.salt, m.seal,
                    d.match_id, d.guild_id, d.channel_id, d.thread_id, d.turn_seconds, d.on_timeout
             FROM matches m LEFT JOIN discord_matches d ON d.match_id = m.id WHERE m.id = ?1",
        )
        .bind(id)
        .fetch_optional(&self.pool)
        .await?
        .ok_or(StoreError::NoSuchMatch(id))?;
        let kind = GameKind::parse(&row.get::<String, _>("kind")).map_err(StoreError::Corrupt)?;
        let state: AnyMatch = serde_json::from_str(&row.get::<String, _>("state"))
            .map_err(|e| StoreError::Corrupt(format!("match #{id}: {e}")))?;
        let thread = match row.get::<Option<i64>, _>("match_id") {
            Some(_) => Some(thread_row(&row)?),
            None => None,
        };
        let seating = self.seating(id).await?;
        let seal = match (row.get("engine"), row.get("salt"), row.get("seal")) {
            (Some(engine), Some(salt), Some(seal)) => Some(StoredSeal { engine, salt, seal }),
            _ => None,
        };
        let slug = row.get::<Option<String>, _>("slug").unwrap_or_default();
        Ok(StoredMatch { id, kind, state, seating, thread, slug, seal })
    }

    /// Who sits where in a match, with their names and how to reach them.
    pub async fn seating(&self, id: MatchId) -> Result<Seating, StoreError> {
        let rows = sqlx::query(
            "SELECT s.player_id, s.brain, p.discord_id, p.display_name, c.dm_channel_id, c.dm_closed, c.prompt_version,
                    t.due_ms
             FROM match_seats s LEFT JOIN players p ON p.id = s.player_id
             LEFT JOIN seat_contacts c ON c.match_id = s.match_id AND c.seat = s.seat
             LEFT JOIN turn_clocks t ON t.match_id = s.match_id AND t.seat = s.seat
             WHERE s.match_id = ?1 ORDER BY s.seat",
        )
        .bind(id)
        .fetch_all(&self.pool)
        .await?;
        let mut places = Vec::with_capacity(rows.len());
        for row in rows {
            let player: Option<i64> = row.get("player_id");
            let brain: Option<String> = row.get("brain");
            let occupant = match (player, brain) {
                (Some(p), _) => Occupant::Person(p),
                (None, Some(b)) => Occupant::Computer(Brain::parse(&b).map_err(StoreError::Corrupt)?),
                (None, None) => return Err(StoreError::Corrupt(format!("match #{id} has an empty seat"))),
            };
            let user = snowflake(row.get("discord_id"))?;
            let name = match &occupant {
                Occupant::Person(_) => row.get::<Option<String>, _>("display_name").unwrap_or_else(|| "Player".into()),
                Occupant::Computer(_) => "Computer".to_string(),
            };
            let contact = Contact {
                dm_channel_id: snowflake(row.get("dm_channel_id"))?,
                dm_closed: row.get::<Option<i64>, _>("dm_closed").unwrap_or(0) != 0,
                prompt_version: row.get::<Option<i64>, _>("prompt_version").unwrap_or(0) as u64,
            };
            places.push(Place { occupant, user, name, contact, clock_due_ms: row.get("due_ms") });
        }
        Ok(Seating::new(places))
    }

    /// Commit one applied step: the new state (only if the stored version is still the one it
    /// was applied to), the step's log row and the seat's spent prompt, in one transaction; for
    /// the final step, the match's result too.
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
            // Every step but the last: one trip to the database.
            _ => return self.commit_live_step(id, previous_version, state, step, status_name(&status)).await,
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
        log_step(&mut tx, id, state, step).await?;
        // A finished match's result goes into its competition and the ratings in this same
        // transaction: it is counted exactly once, whatever happens next.
        super::league::results::record_finished_match(&mut tx, id, state).await?;
        super::solo::record_solo(&mut tx, id, state).await?;
        tx.commit().await?;
        Ok(())
    }

    /// A step that does not end the match, committed as one script in one trip to the
    /// database's thread (a round trip costs more than the writing): the same three writes as
    /// the final step's, in one transaction, each after the first made only if the version
    /// check let the state through (`changes()` is what the match's update changed). The
    /// script reports whether it applied; a stale version changes nothing.
    async fn commit_live_step(
        &self,
        id: MatchId,
        previous_version: u64,
        state: &AnyMatch,
        step: &AnyStep,
        status: &str,
    ) -> Result<(), StoreError> {
        let version = state.version() as i64;
        let script = sqlx::query(
            "BEGIN;
             UPDATE matches SET state = ?1, version = ?2, status = ?3, outcome = NULL,
                 updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
             WHERE id = ?4 AND version = ?5;
             SELECT changes() AS applied;
             INSERT INTO match_steps (match_id, version, seat, command, events, chance)
                 SELECT ?4, ?2, ?6, ?7, ?8, ?9 WHERE changes() = 1;
             UPDATE seat_contacts SET prompt_version = MAX(prompt_version, ?2)
             WHERE match_id = ?4 AND seat = ?6
                 AND EXISTS (SELECT 1 FROM match_steps WHERE match_id = ?4 AND version = ?2 AND seat = ?6);
             COMMIT;",
        )
        .bind(json(state)?)
        .bind(version)
        .bind(status)
        .bind(id)
        .bind(previous_version as i64)
        .bind(step.seat() as i64)
        .bind(json(&step.command())?)
        .bind(json(&step.events())?)
        .bind(json(&step.chance())?);
        let mut conn = self.pool.acquire().await?;
        let trip = Unfinished::begin(&self.script_open);
        let rows = match script.fetch_all(&mut *conn).await {
            Ok(rows) => rows,
            Err(e) => {
                // A statement failed part way: the transaction it opened must not stay open.
                let _ = sqlx::query("ROLLBACK").execute(&mut *conn).await;
                trip.done();
                return Err(e.into());
            }
        };
        trip.done();
        let applied: i64 = rows.first().map(|r| r.get("applied")).unwrap_or(0);
        if applied == 1 {
            return Ok(());
        }
        drop(conn);
        let current: Option<i64> =
            sqlx::query_scalar("SELECT version FROM matches WHERE id = ?1").bind(id).fetch_optional(&self.pool).await?;
        Err(match current {
            Some(current) => StoreError::VersionConflict { current },
            None => StoreError::NoSuchMatch(id),
        })
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

    /// What a replay, an export or a public page needs of a match besides its steps: its game,
    /// options, seed, seal and result.
    pub async fn match_record(&self, id: MatchId) -> Result<MatchRecord, StoreError> {
        let row = sqlx::query(
            "SELECT kind, config, seed, engine, salt, seal, slug, status, outcome, state FROM matches WHERE id = ?1",
        )
        .bind(id)
        .fetch_optional(&self.pool)
        .await?
        .ok_or(StoreError::NoSuchMatch(id))?;
        let corrupt = |e: serde_json::Error| StoreError::Corrupt(format!("match #{id}: {e}"));
        let kind = GameKind::parse(&row.get::<String, _>("kind")).map_err(StoreError::Corrupt)?;
        let outcome: Option<String> = row.get("outcome");
        let state: AnyMatch = serde_json::from_str(&row.get::<String, _>("state")).map_err(corrupt)?;
        Ok(MatchRecord {
            id,
            kind,
            config: serde_json::from_str(&row.get::<String, _>("config")).map_err(corrupt)?,
            seed: row.get::<i64, _>("seed") as u64,
            engine: row.get("engine"),
            salt: row.get("salt"),
            seal: row.get("seal"),
            slug: row.get::<Option<String>, _>("slug").unwrap_or_default(),
            finished: row.get::<String, _>("status") == "finished",
            outcome: outcome.map(|o| serde_json::from_str(&o)).transpose().map_err(corrupt)?,
            score: state.score(),
            seats: state.seats(),
            version: state.version(),
        })
    }

    /// The match whose public page has this name.
    pub async fn match_by_slug(&self, slug: &str) -> Result<Option<MatchId>, StoreError> {
        Ok(sqlx::query_scalar("SELECT id FROM matches WHERE slug = ?1").bind(slug).fetch_optional(&self.pool).await?)
    }

    /// The commands of a match, oldest first, as (seat, command).
    pub async fn commands(&self, id: MatchId) -> Result<Vec<(Seat, Command<AnyInput>)>, StoreError> {
        let rows = sqlx::query("SELECT seat, command FROM match_steps WHERE match_id = ?1 ORDER BY version")
            .bind(id)
            .fetch_all(&self.pool)
            .await?;
        rows.iter()
            .map(|r| {
                let command = serde_json::from_str(&r.get::<String, _>("command"))
                    .map_err(|e| StoreError::Corrupt(format!("match #{id}: a step's command: {e}")))?;
                Ok((r.get::<i64, _>("seat") as Seat, command))
            })
            .collect()
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

/// The step's log row, and the seat's prompt spent: its controls are out of date from this
/// version on (a second click on them can never count in a later round).
async fn log_step(
    tx: &mut Transaction<'_, Sqlite>,
    id: MatchId,
    state: &AnyMatch,
    step: &AnyStep,
) -> Result<(), StoreError> {
    sqlx::query("UPDATE seat_contacts SET prompt_version = MAX(prompt_version, ?1) WHERE match_id = ?2 AND seat = ?3")
        .bind(state.version() as i64)
        .bind(id)
        .bind(step.seat() as i64)
        .execute(&mut **tx)
        .await?;
    sqlx::query(
        "INSERT INTO match_steps (match_id, version, seat, command, events, chance) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
    )
    .bind(id)
    .bind(state.version() as i64)
    .bind(step.seat() as i64)
    .bind(json(&step.command())?)
    .bind(json(&step.events())?)
    .bind(json(&step.chance())?)
    .execute(&mut **tx)
    .await?;
    Ok(())
}
