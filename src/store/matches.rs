//! Matches, their seats and the log of their steps. A step is committed by one function, with a
//! version check, all or nothing with its log row, the spent prompt and (for a match that just
//! finished) its result: nothing is announced that is not stored, and nothing is stored
//! twice.

use touchline_games::chance::Draw;
use touchline_games::players::{Brain, Occupant};
use touchline_games::{AnyConfig, AnyInput, AnyMatch, AnyStep, Command, GameKind, Outcome, Seat, Status};

use super::threads::{MatchThread, ThreadRow};
use super::{
    count, from_json, json, snowflake, FixtureId, MatchId, PlayerId, SeasonId, StepClocks, Store, StoreError, TableId,
};
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
    /// The seat names it covers; `None` for a match sealed before names were.
    pub names: Option<Vec<String>>,
}

impl StoredMatch {
    /// The language its thread speaks (English for a match without one).
    pub fn lang(&self) -> touchline_i18n::Lang {
        self.thread.as_ref().map(|t| t.lang).unwrap_or(touchline_i18n::Lang::En)
    }

    /// The names of the match's sides: the seats', then any side the engine plays itself (a
    /// solo match's AutoTeam).
    pub fn names(&self, lang: touchline_i18n::Lang) -> Vec<String> {
        self.seating.names_in(&self.state, lang)
    }

    /// When the seat's running turn clock runs out, if one runs.
    pub fn due(&self, seat: Seat) -> Option<i64> {
        self.seating.place(seat).and_then(|p| p.clock_due_ms)
    }

    /// The seal as it may be shown now: whole once the match is over, the hash alone before.
    pub fn seal_reveal(&self) -> Option<crate::fairness::SealReveal> {
        let s = self.seal.as_ref()?;
        let (config, seats, seed) = (self.state.config(), self.state.seats(), self.state.seed());
        let parts = crate::fairness::MatchParts { slug: &self.slug, config: &config, seats, names: s.names.as_deref() };
        let sealed = crate::fairness::Sealed::of_match(parts, &s.engine, seed, &s.salt);
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
    /// The seat names the seal covers; `None` for a match sealed before names were.
    pub sealed_names: Option<Vec<String>>,
    pub finished: bool,
    /// Left unfinished for good: a terminal match whose input ended before the match did.
    pub abandoned: bool,
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
        let names = self.sealed_names.as_deref();
        let parts = crate::fairness::MatchParts { slug: &self.slug, config: &self.config, seats: self.seats, names };
        let sealed = crate::fairness::Sealed::of_match(parts, engine, self.seed, salt);
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

/// A match's state as stored, read back through the games crate's one reader.
fn stored_match(what: &str, text: &str) -> Result<AnyMatch, StoreError> {
    AnyMatch::from_json(text).map_err(|e| StoreError::Corrupt(format!("{what}: {e}")))
}

fn stored_form(state: &AnyMatch) -> Result<String, StoreError> {
    state.to_json().map_err(|e| StoreError::Corrupt(e.to_string()))
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

impl Origin {
    /// The claim a match opened for this settles, if any.
    pub fn claim(self) -> Option<super::claims::Claim> {
        use super::claims::Claim;
        match self {
            Origin::Casual => None,
            Origin::Fixture(id) => Some(Claim::Fixture(id)),
            Origin::Table(id) => Some(Claim::Table(id)),
            Origin::Rematch(id) => Some(Claim::Rematch(id)),
            Origin::Draft(id) => Some(Claim::Draft(id)),
        }
    }
}

/// A match's row, as read with its thread (the thread's columns are empty off Discord).
#[derive(sqlx::FromRow)]
struct MatchRow {
    kind: String,
    state: String,
    slug: Option<String>,
    engine: Option<String>,
    salt: Option<String>,
    seal: Option<String>,
    thread_match: Option<i64>,
    guild_id: Option<String>,
    channel_id: Option<String>,
    thread_id: Option<String>,
    turn_seconds: Option<i64>,
    on_timeout: Option<String>,
    language: Option<String>,
}

/// A seat's row, with its player, how to reach them and their running clock.
#[derive(sqlx::FromRow)]
struct SeatRow {
    player_id: Option<i64>,
    brain: Option<String>,
    discord_id: Option<String>,
    display_name: Option<String>,
    locale: Option<String>,
    dm_channel_id: Option<String>,
    dm_closed: Option<i64>,
    prompt_version: Option<i64>,
    due_ms: Option<i64>,
    /// The name the seat was sealed under (`None` before names were sealed).
    sealed_name: Option<String>,
    /// A deputy playing the seat for its person: their Discord id and name.
    deputy_discord_id: Option<String>,
    deputy_name: Option<String>,
    deputy_locale: Option<String>,
    /// How whoever plays the seat wants to be pinged.
    pings: Option<String>,
}

impl SeatRow {
    fn place(self, id: MatchId) -> Result<Place, StoreError> {
        let occupant = match (self.player_id, self.brain) {
            (Some(p), _) => Occupant::Person(p),
            (None, Some(b)) => Occupant::Computer(Brain::parse(&b).map_err(StoreError::Corrupt)?),
            (None, None) => return Err(StoreError::Corrupt(format!("match #{id} has an empty seat"))),
        };
        // A computer's name depends on the other seats: [`Store::seating`] gives it.
        let name = match &occupant {
            Occupant::Person(_) => self.display_name.unwrap_or_else(|| "Player".into()),
            Occupant::Computer(_) => String::new(),
        };
        let contact = Contact {
            dm_channel_id: snowflake(self.dm_channel_id)?,
            dm_closed: self.dm_closed.unwrap_or(0) != 0,
            prompt_version: count("a prompt version", self.prompt_version.unwrap_or(0))?,
        };
        // Whoever plays the seat (a deputy, or the person) is reached, written to and obeyed;
        // the seat stays the person's (the result is theirs).
        let (user, locale) = match self.deputy_discord_id {
            Some(deputy) => (deputy, self.deputy_locale),
            None => (self.discord_id.unwrap_or_default(), self.locale),
        };
        // A person is written to in their Discord's language, as last seen; English before that.
        let lang = super::languages::person_lang(locale.as_deref());
        let user = if user.is_empty() { None } else { snowflake(Some(user))? };
        let pings = self.pings.as_deref().and_then(crate::pings::PingMode::parse).unwrap_or_default();
        Ok(Place { occupant, user, name, contact, clock_due_ms: self.due_ms, lang, deputy: self.deputy_name, pings })
    }
}

/// Every seat's sealed name, or `None` when any is missing (a match sealed before names were).
fn sealed(names: impl IntoIterator<Item = Option<String>>) -> Option<Vec<String>> {
    names.into_iter().collect::<Option<Vec<String>>>().filter(|n| !n.is_empty())
}

/// What a replay, an export or a public page reads of a match.
#[derive(sqlx::FromRow)]
struct RecordRow {
    kind: String,
    config: String,
    seed: i64,
    engine: Option<String>,
    salt: Option<String>,
    seal: Option<String>,
    slug: Option<String>,
    status: String,
    outcome: Option<String>,
    state: String,
    abandoned_at: Option<String>,
}

/// A new match's seats: who sits in each, and who plays it for them when a deputy does.
#[derive(Clone, Copy, Debug)]
pub struct Seats<'a> {
    pub occupants: &'a [Occupant<PlayerId>],
    /// Seat by seat; shorter (or empty) when the rest play for themselves.
    pub deputies: &'a [Option<PlayerId>],
}

impl<'a> Seats<'a> {
    /// Everyone plays their own seat.
    pub fn own(occupants: &'a [Occupant<PlayerId>]) -> Seats<'a> {
        Seats { occupants, deputies: &[] }
    }
}

impl Store {
    /// Store a new match: its state, the chance that set it up, its seats, and (when given) the
    /// thread it is played in and the claim it answers, in one transaction.
    pub async fn insert_match(
        &self,
        state: &AnyMatch,
        setup: &[Draw],
        seats: Seats<'_>,
        thread: Option<&MatchThread>,
        origin: Origin,
    ) -> Result<MatchId, StoreError> {
        let Seats { occupants: seats, deputies } = seats;
        // The match is sealed as it is stored, with the names its seats are stored under: the
        // seal exists before anyone can move.
        let names = self.names_to_seal(seats).await?;
        let slug = crate::fairness::random_hex(16);
        let sealed = crate::fairness::Sealed::for_match(&slug, &state.config(), &names, state.seed());
        let (kind, config, seed, setup, stored) =
            (state.kind().name(), json(&state.config())?, state.seed() as i64, json(&setup)?, stored_form(state)?);
        let (version, status, seal) = (state.version() as i64, status_name(&state.status()), sealed.seal());
        let mut tx = self.pool.begin().await?;
        let id: MatchId = sqlx::query_scalar(
            "INSERT INTO matches (kind, config, seed, setup_chance, state, version, status, engine, salt, seal, slug)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id",
        )
        .bind(kind)
        .bind(config)
        .bind(seed)
        .bind(setup)
        .bind(stored)
        .bind(version)
        .bind(status)
        .bind(&sealed.engine)
        .bind(&sealed.salt)
        .bind(seal)
        .bind(&slug)
        .fetch_one(&mut *tx)
        .await?;
        for (seat, (occupant, name)) in seats.iter().zip(&names).enumerate() {
            let (player, brain) = match occupant {
                Occupant::Person(p) => (Some(*p), None),
                Occupant::Computer(b) => (None, Some(brain_name(*b))),
            };
            let deputy = deputies.get(seat).copied().flatten();
            let seat = seat as i64;
            sqlx::query(
                "INSERT INTO match_seats (match_id, seat, player_id, brain, name, deputy_id)
                 VALUES ($1, $2, $3, $4, $5, $6)",
            )
            .bind(id)
            .bind(seat)
            .bind(player)
            .bind(brain)
            .bind(name)
            .bind(deputy)
            .execute(&mut *tx)
            .await?;
        }
        if let Some(thread) = thread {
            super::threads::link(&mut tx, id, thread, &self.holder).await?;
        }
        // The claim that led here is settled with the match, so a crash leaves either both or
        // neither (and a claim with no match is given back, or its draft opened again); a claim
        // no longer open stores nothing.
        if let Some(claim) = origin.claim() {
            super::claims::settle(&mut tx, claim, id).await?;
        }
        tx.commit().await?;
        Ok(id)
    }

    /// The names a new match's seats are stored and sealed under: a person's name now, or the
    /// computer's ([`crate::seating::computer_names`]).
    pub async fn names_to_seal(&self, seats: &[Occupant<PlayerId>]) -> Result<Vec<String>, StoreError> {
        let mut names = Vec::with_capacity(seats.len());
        for (seat, computer) in seats.iter().zip(crate::seating::computer_names(seats)) {
            names.push(match (seat, computer) {
                (_, Some(computer)) => computer,
                (Occupant::Person(p), None) => self.player_name(*p).await?.unwrap_or_else(|| "Player".into()),
                (Occupant::Computer(_), None) => "Computer".into(),
            });
        }
        Ok(names)
    }

    /// The seat names a match's seal covers, in seat order; `None` for a match stored before
    /// names were sealed.
    pub async fn sealed_names(&self, id: MatchId) -> Result<Option<Vec<String>>, StoreError> {
        let names: Vec<Option<String>> =
            sqlx::query_scalar("SELECT name FROM match_seats WHERE match_id = $1 ORDER BY seat")
                .bind(id)
                .fetch_all(&self.pool)
                .await?;
        Ok(sealed(names))
    }

    /// A match with its seating, thread and seal.
    pub async fn load_match(&self, id: MatchId) -> Result<StoredMatch, StoreError> {
        let row = sqlx::query_as::<_, MatchRow>(
            "SELECT m.kind, m.state, m.slug, m.engine, m.salt, m.seal,
                    d.match_id AS thread_match, d.guild_id, d.channel_id, d.thread_id, d.turn_seconds, d.on_timeout,
                    d.language
             FROM matches m LEFT JOIN discord_matches d ON d.match_id = m.id WHERE m.id = $1",
        )
        .bind(id)
        .fetch_optional(&self.pool)
        .await?
        .ok_or(StoreError::NoSuchMatch(id))?;
        let kind = GameKind::parse(&row.kind).map_err(StoreError::Corrupt)?;
        let state = stored_match(&format!("match #{id}"), &row.state)?;
        let thread = match (row.thread_match, row.channel_id, row.thread_id, row.turn_seconds, row.on_timeout) {
            (Some(match_id), Some(channel_id), Some(thread_id), Some(turn_seconds), Some(on_timeout)) => {
                let thread = ThreadRow {
                    match_id,
                    guild_id: row.guild_id,
                    channel_id,
                    thread_id,
                    turn_seconds,
                    on_timeout,
                    language: row.language,
                };
                Some(thread.try_into()?)
            }
            _ => None,
        };
        let (seating, names) = self.seating_and_sealed_names(id).await?;
        let seal = match (row.engine, row.salt, row.seal) {
            (Some(engine), Some(salt), Some(seal)) => Some(StoredSeal { engine, salt, seal, names }),
            _ => None,
        };
        Ok(StoredMatch { id, kind, state, seating, thread, slug: row.slug.unwrap_or_default(), seal })
    }

    /// Who sits where in a match, with their names, how to reach them and their clocks.
    pub async fn seating(&self, id: MatchId) -> Result<Seating, StoreError> {
        Ok(self.seating_and_sealed_names(id).await?.0)
    }

    /// The seating and, in the same read, the names the seal covers (`None` for a match sealed
    /// before names were): a match's load is one trip for its seats.
    async fn seating_and_sealed_names(&self, id: MatchId) -> Result<(Seating, Option<Vec<String>>), StoreError> {
        let mut rows = sqlx::query_as::<_, SeatRow>(
            "SELECT s.player_id, s.brain, p.discord_id, p.display_name, p.locale, c.dm_channel_id, c.dm_closed,
                    c.prompt_version, t.due_ms, s.name AS sealed_name, d.discord_id AS deputy_discord_id,
                    d.display_name AS deputy_name, d.locale AS deputy_locale,
                    CASE WHEN s.deputy_id IS NULL THEN p.pings ELSE d.pings END AS pings
             FROM match_seats s LEFT JOIN players p ON p.id = s.player_id
             LEFT JOIN players d ON d.id = s.deputy_id
             LEFT JOIN seat_contacts c ON c.match_id = s.match_id AND c.seat = s.seat
             LEFT JOIN turn_clocks t ON t.match_id = s.match_id AND t.seat = s.seat
             WHERE s.match_id = $1 ORDER BY s.seat",
        )
        .bind(id)
        .fetch_all(&self.pool)
        .await?;
        let sealed = sealed(rows.iter_mut().map(|r| r.sealed_name.take()));
        let mut places = rows.into_iter().map(|row| row.place(id)).collect::<Result<Vec<_>, _>>()?;
        let occupants: Vec<_> = places.iter().map(|p| p.occupant).collect();
        for (place, name) in places.iter_mut().zip(crate::seating::computer_names(&occupants)) {
            if let Some(name) = name {
                place.name = name;
            }
        }
        Ok((Seating::new(places), sealed))
    }

    /// Commit one applied step with no turn clocks (a match played away from Discord, a tool):
    /// see [`Store::commit_step_with`].
    pub async fn commit_step(
        &self,
        id: MatchId,
        previous_version: u64,
        state: &AnyMatch,
        step: &AnyStep,
    ) -> Result<(), StoreError> {
        self.commit_step_with(id, previous_version, state, step, &StepClocks::none(crate::clock::now_ms())).await
    }

    /// Commit one applied step: the new state (only if the stored version is still the one it
    /// was applied to), the step's log row, the seat's spent prompt, the turn clocks as `clocks`
    /// says and the thread's posting claim, all or nothing; for the final step, with the match's
    /// result too. A time-out is refused unless the clock it answers still runs for its seat,
    /// had run out, and the clocks' lease is held as it names. The one way a step is stored.
    pub async fn commit_step_with(
        &self,
        id: MatchId,
        previous_version: u64,
        state: &AnyMatch,
        step: &AnyStep,
        clocks: &StepClocks,
    ) -> Result<(), StoreError> {
        let status = state.status();
        let outcome = status.outcome().map(json).transpose()?;
        let (stored, version, status_text, previous) =
            (stored_form(state)?, state.version() as i64, status_name(&status), previous_version as i64);
        let seat = step.seat() as i64;
        let (command, events, chance) = (json(&step.command())?, json(&step.events())?, json(&step.chance())?);
        let (clock, hold) = match &clocks.answers {
            Some((clock, hold)) => (Some(clock), Some(hold)),
            None => (None, None),
        };
        let holder = hold.map_or(self.holder.as_ref(), |h| h.holder.as_str()).to_string();
        // One statement: the trigger behind `step_commits` (a migration, on each engine) moves
        // the match on from `previous_version`, logs the step, spends the seat's prompt, stops
        // and starts the turn clocks, and claims the thread's posting, all or nothing; a writer
        // that read an older version gets 'stale version' and changes nothing, a time-out whose
        // clock or lease moved on 'stale clock' or 'lease lost'. On Postgres a racing writer
        // waits for the row, then finds the version moved on.
        let write = sqlx::query(
            "INSERT INTO step_commits (match_id, previous_version, version, state, status, outcome, seat, command,
                 events, chance, now_ms, holder, posting_ms, kept_mask, clock_mask, clock_ms, clock_version,
                 clock_due_ms, lease_epoch)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)",
        )
        .bind(id)
        .bind(previous)
        .bind(version)
        .bind(stored)
        .bind(status_text)
        .bind(outcome)
        .bind(seat)
        .bind(command)
        .bind(events)
        .bind(chance)
        .bind(clocks.now_ms)
        .bind(holder)
        .bind(super::threads::POSTING_MS)
        .bind(i64::from(clocks.kept.bits()))
        .bind(i64::from(clocks.owing.bits()))
        .bind(clocks.clock_ms)
        .bind(clock.map(|c| c.version as i64))
        .bind(clock.map(|c| c.due_ms))
        .bind(hold.map(|h| h.epoch));
        if status.outcome().is_none() {
            return match write.execute(&self.pool).await {
                Ok(_) => {
                    self.moved(id, state.version()).await;
                    Ok(())
                }
                Err(e) => Err(self.refused_commit(id, e).await),
            };
        }
        // A finished match's result goes into its competition and the ratings in the same
        // transaction as its last step: it is counted exactly once, whatever happens next.
        let mut tx = self.pool.begin().await?;
        if let Err(e) = write.execute(&mut *tx).await {
            drop(tx);
            return Err(self.refused_commit(id, e).await);
        }
        super::league::results::record_finished_match(&mut tx, id, state).await?;
        super::solo::record_solo(&mut tx, id, state).await?;
        tx.commit().await?;
        self.moved(id, state.version()).await;
        Ok(())
    }

    /// Why a step's statement was refused: another step got there first (the match's version
    /// moved on), the match is gone, a time-out's fence, or the database's own error.
    async fn refused_commit(&self, id: MatchId, e: sqlx::Error) -> StoreError {
        let said = |what: &str| matches!(&e, sqlx::Error::Database(d) if d.message().contains(what));
        if said("stale clock") {
            return StoreError::Fenced(super::Fence::StaleClock);
        }
        if said("lease lost") {
            return StoreError::Fenced(super::Fence::LeaseLost);
        }
        if !said("stale version") {
            return e.into();
        }
        match sqlx::query_scalar("SELECT version FROM matches WHERE id = $1").bind(id).fetch_optional(&self.pool).await
        {
            Ok(Some(current)) => StoreError::VersionConflict { current },
            Ok(None) => StoreError::NoSuchMatch(id),
            Err(e) => e.into(),
        }
    }

    /// The chance that set a match up.
    pub async fn setup_chance(&self, id: MatchId) -> Result<Vec<Draw>, StoreError> {
        let text: String = sqlx::query_scalar("SELECT setup_chance FROM matches WHERE id = $1")
            .bind(id)
            .fetch_optional(&self.pool)
            .await?
            .ok_or(StoreError::NoSuchMatch(id))?;
        from_json(&format!("match #{id}"), &text)
    }

    /// What a replay, an export or a public page needs of a match besides its steps: its game,
    /// options, seed, seal and result.
    pub async fn match_record(&self, id: MatchId) -> Result<MatchRecord, StoreError> {
        let row = sqlx::query_as::<_, RecordRow>(
            "SELECT kind, config, seed, engine, salt, seal, slug, status, outcome, state, abandoned_at
             FROM matches WHERE id = $1",
        )
        .bind(id)
        .fetch_optional(&self.pool)
        .await?
        .ok_or(StoreError::NoSuchMatch(id))?;
        let what = format!("match #{id}");
        let state = stored_match(&what, &row.state)?;
        Ok(MatchRecord {
            id,
            kind: GameKind::parse(&row.kind).map_err(StoreError::Corrupt)?,
            config: from_json(&what, &row.config)?,
            seed: row.seed as u64,
            engine: row.engine,
            salt: row.salt,
            seal: row.seal,
            slug: row.slug.unwrap_or_default(),
            sealed_names: self.sealed_names(id).await?,
            finished: row.status == "finished",
            abandoned: row.abandoned_at.is_some(),
            outcome: row.outcome.map(|o| from_json(&what, &o)).transpose()?,
            score: state.score(),
            seats: state.seats(),
            version: state.version(),
        })
    }

    /// The match whose public page has this name.
    pub async fn match_by_slug(&self, slug: &str) -> Result<Option<MatchId>, StoreError> {
        Ok(sqlx::query_scalar("SELECT id FROM matches WHERE slug = $1").bind(slug).fetch_optional(&self.pool).await?)
    }

    /// The commands of a match, oldest first, as (seat, command).
    pub async fn commands(&self, id: MatchId) -> Result<Vec<(Seat, Command<AnyInput>)>, StoreError> {
        let rows = sqlx::query_as::<_, (i64, String)>(
            "SELECT seat, command FROM match_steps WHERE match_id = $1 ORDER BY version",
        )
        .bind(id)
        .fetch_all(&self.pool)
        .await?;
        rows.into_iter()
            .map(|(seat, command)| {
                Ok((count("a seat", seat)?, from_json(&format!("match #{id}: a step's command"), &command)?))
            })
            .collect()
    }

    /// The ids of matches still being played (an abandoned one is not).
    pub async fn live_matches(&self) -> Result<Vec<MatchId>, StoreError> {
        Ok(sqlx::query_scalar("SELECT id FROM matches WHERE status = 'live' AND abandoned_at IS NULL ORDER BY id")
            .fetch_all(&self.pool)
            .await?)
    }

    /// Keep a match that will not be played on (its terminal's input ended) as abandoned.
    /// Whether it was marked now: a finished or already abandoned match is left as it is.
    pub async fn abandon_match(&self, id: MatchId) -> Result<bool, StoreError> {
        let done = sqlx::query(
            "UPDATE matches SET abandoned_at = $2 WHERE id = $1 AND status = 'live' AND abandoned_at IS NULL",
        )
        .bind(id)
        .bind(super::now_text())
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// The stored steps of a match, oldest first: (version, seat, command JSON, events JSON).
    pub async fn steps(&self, id: MatchId) -> Result<Vec<(i64, i64, String, String)>, StoreError> {
        Ok(sqlx::query_as(
            "SELECT version, seat, command, events FROM match_steps WHERE match_id = $1 ORDER BY version",
        )
        .bind(id)
        .fetch_all(&self.pool)
        .await?)
    }

    /// Each step of a match with when it was committed and, for a time-out, the clock it
    /// answered: the audit that every automatic move answered a clock that had run out and was
    /// the seat's current one.
    pub async fn step_clocks(&self, id: MatchId) -> Result<Vec<StepClock>, StoreError> {
        let rows = sqlx::query_as::<_, StepClockRow>(
            "SELECT version, seat, command, committed_ms, clock_version, clock_due_ms FROM match_steps
             WHERE match_id = $1 ORDER BY version",
        )
        .bind(id)
        .fetch_all(&self.pool)
        .await?;
        rows.into_iter()
            .map(|r| {
                Ok(StepClock {
                    version: count("a version", r.version)?,
                    seat: count("a seat", r.seat)?,
                    command: from_json("a step's command", &r.command)?,
                    committed_ms: r.committed_ms,
                    answered: match (r.clock_version, r.clock_due_ms) {
                        (Some(v), Some(due)) => Some((count("a clock's version", v)?, due)),
                        _ => None,
                    },
                })
            })
            .collect()
    }
}

/// A step as the clocks' audit reads it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StepClock {
    pub version: u64,
    pub seat: Seat,
    pub command: Command<AnyInput>,
    /// When it was committed (the committing process's clock); `None` before this was kept.
    pub committed_ms: Option<i64>,
    /// For a time-out: the clock it answered, (the version its prompt was asked at, its due
    /// time).
    pub answered: Option<(u64, i64)>,
}

#[derive(sqlx::FromRow)]
struct StepClockRow {
    version: i64,
    seat: i64,
    command: String,
    committed_ms: Option<i64>,
    clock_version: Option<i64>,
    clock_due_ms: Option<i64>,
}
