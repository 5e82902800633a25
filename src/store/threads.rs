//! Where a match is played on Discord (its thread and turn clock), how to reach its players
//! (DM channels, closed DMs, the version of their current prompt), what the thread has been
//! shown, and rematches.

use super::{snowflake, MatchId, Store, StoreError};
use crate::clock::{OnTimeout, TurnClock};
use crate::seating::Contact;
use crate::store::leases::BindHeld;

/// How long the process that committed a match's update (or stored a new match) is trusted to
/// be posting it: until then no other process shows it, after it the clocks' keeper may. Far
/// longer than a living process takes between its commit and its posts.
pub const POSTING_MS: i64 = 15_000;

/// Where a match is played on Discord, and its turn clock.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatchThread {
    pub match_id: MatchId,
    pub guild_id: Option<u64>,
    /// The channel the match was started from, and its thread.
    pub channel_id: u64,
    pub thread_id: u64,
    pub clock: TurnClock,
    /// The language the thread speaks, fixed at kick-off (the server's then).
    pub lang: touchline_i18n::Lang,
}

/// A match's thread as stored.
#[derive(sqlx::FromRow)]
pub(super) struct ThreadRow {
    pub match_id: i64,
    pub guild_id: Option<String>,
    pub channel_id: String,
    pub thread_id: String,
    pub turn_seconds: i64,
    pub on_timeout: String,
    pub language: Option<String>,
}

/// A turn clock's setting as stored: seconds a move, and what a time-out does.
pub(super) fn turn_clock(turn_seconds: i64, on_timeout: &str) -> Result<TurnClock, StoreError> {
    Ok(TurnClock {
        turn_seconds: super::count("a turn clock's seconds", turn_seconds)?,
        on_timeout: OnTimeout::parse(on_timeout)
            .ok_or_else(|| StoreError::Corrupt(format!("unknown timeout action '{on_timeout}'")))?,
    })
}

/// How to reach a seat's player, as stored.
#[derive(sqlx::FromRow)]
struct ContactRow {
    dm_channel_id: Option<String>,
    dm_closed: i64,
    prompt_version: i64,
}

impl TryFrom<ThreadRow> for MatchThread {
    type Error = StoreError;

    fn try_from(row: ThreadRow) -> Result<MatchThread, StoreError> {
        Ok(MatchThread {
            match_id: row.match_id,
            guild_id: snowflake(row.guild_id)?,
            channel_id: snowflake(Some(row.channel_id))?.unwrap_or_default(),
            thread_id: snowflake(Some(row.thread_id))?.unwrap_or_default(),
            clock: turn_clock(row.turn_seconds, &row.on_timeout)?,
            lang: super::languages::stored_lang(row.language).unwrap_or(touchline_i18n::Lang::En),
        })
    }
}

pub(super) async fn link(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    id: MatchId,
    m: &MatchThread,
    holder: &str,
) -> Result<(), StoreError> {
    let (guild, channel, thread) =
        (m.guild_id.map(|g| g.to_string()), m.channel_id.to_string(), m.thread_id.to_string());
    let (seconds, on_timeout) = (m.clock.turn_seconds as i64, m.clock.on_timeout.name());
    // The process storing the match is the one that shows its kick-off: claimed for it.
    let posting_until = crate::clock::now_ms().saturating_add(POSTING_MS);
    sqlx::query(
        "INSERT INTO discord_matches (match_id, guild_id, channel_id, thread_id, turn_seconds, on_timeout, language,
             posting_holder, posting_until)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
    )
    .bind(id)
    .bind(guild)
    .bind(channel)
    .bind(thread)
    .bind(seconds)
    .bind(on_timeout)
    .bind(m.lang.code())
    .bind(holder)
    .bind(posting_until)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

impl Store {
    /// The match played in a thread.
    pub async fn match_in_thread(&self, thread_id: u64) -> Result<Option<MatchThread>, StoreError> {
        let sql = "SELECT match_id, guild_id, channel_id, thread_id, turn_seconds, on_timeout, language
                   FROM discord_matches WHERE thread_id = $1";
        let row = sqlx::query_as::<_, ThreadRow>(sql).bind(thread_id.to_string()).fetch_optional(&self.pool).await?;
        row.map(MatchThread::try_from).transpose()
    }

    /// The thread of a match.
    pub async fn match_thread(&self, match_id: MatchId) -> Result<Option<MatchThread>, StoreError> {
        let sql = "SELECT match_id, guild_id, channel_id, thread_id, turn_seconds, on_timeout, language
                   FROM discord_matches WHERE match_id = $1";
        let row = sqlx::query_as::<_, ThreadRow>(sql).bind(match_id).fetch_optional(&self.pool).await?;
        row.map(MatchThread::try_from).transpose()
    }

    pub async fn set_announced(&self, match_id: MatchId, version: u64) -> Result<(), StoreError> {
        let version = version as i64;
        sqlx::query("UPDATE discord_matches SET announced_version = $1 WHERE match_id = $2 AND announced_version < $1")
            .bind(version)
            .bind(match_id)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Claim the showing of matches stored but not shown whose posting claim ran out by `now_ms`
    /// (the process that stored them died, or stalled for longer than [`POSTING_MS`]), changed
    /// since `since_ms`: each is claimed for this process for [`POSTING_MS`], once, and only
    /// while the clocks' lease is held as `hold`. An update a living process is still posting is
    /// left to it. `any_but_mine`: a process alone on its database, just started, also takes
    /// every update not its own, whatever its claim (no one else is posting it).
    pub async fn claim_stranded(
        &self,
        since_ms: i64,
        now_ms: i64,
        hold: &super::LeaseHold,
        any_but_mine: bool,
    ) -> Result<Vec<MatchId>, StoreError> {
        let mut claimed: Vec<MatchId> = sqlx::query_scalar(&claim_stranded_sql())
            .bind(&hold.holder)
            .bind(now_ms.saturating_add(POSTING_MS))
            .bind(now_ms)
            .bind(super::time_text(since_ms))
            .bind(i64::from(any_but_mine))
            .bind(self.holder.as_ref())
            .bind_held(hold, now_ms)
            .fetch_all(&self.pool)
            .await?;
        claimed.sort_unstable();
        Ok(claimed)
    }

    /// How to reach the player in a seat.
    pub async fn seat_contact(&self, match_id: MatchId, seat: usize) -> Result<Contact, StoreError> {
        let seat = seat as i64;
        let row = sqlx::query_as::<_, ContactRow>(
            "SELECT dm_channel_id, dm_closed, prompt_version FROM seat_contacts WHERE match_id = $1 AND seat = $2",
        )
        .bind(match_id)
        .bind(seat)
        .fetch_optional(&self.pool)
        .await?;
        match row {
            None => Ok(Contact::default()),
            Some(row) => Ok(Contact {
                dm_channel_id: snowflake(row.dm_channel_id)?,
                dm_closed: row.dm_closed != 0,
                prompt_version: super::count("a prompt version", row.prompt_version)?,
            }),
        }
    }

    /// The seat's direct-message channel, as Discord opened it: kept for the next prompt.
    pub async fn set_dm_channel(&self, match_id: MatchId, seat: usize, channel: u64) -> Result<(), StoreError> {
        let (seat, channel) = (seat as i64, channel.to_string());
        sqlx::query(
            "INSERT INTO seat_contacts (match_id, seat, dm_channel_id) VALUES ($1, $2, $3)
             ON CONFLICT (match_id, seat) DO UPDATE SET dm_channel_id = excluded.dm_channel_id",
        )
        .bind(match_id)
        .bind(seat)
        .bind(channel)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Discord refused the seat's player a direct message: from now on they choose in the thread.
    pub async fn set_dm_closed(&self, match_id: MatchId, seat: usize) -> Result<(), StoreError> {
        let seat = seat as i64;
        sqlx::query(
            "INSERT INTO seat_contacts (match_id, seat, dm_closed) VALUES ($1, $2, 1)
             ON CONFLICT (match_id, seat) DO UPDATE SET dm_closed = 1",
        )
        .bind(match_id)
        .bind(seat)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// The seat's current prompt is the one issued at `version`: controls from older prompts
    /// are out of date from now on.
    pub async fn set_prompt_version(&self, match_id: MatchId, seat: usize, version: u64) -> Result<(), StoreError> {
        let mut conn = self.pool.acquire().await?;
        set_prompt_version(&mut conn, match_id, seat, version).await
    }

    /// Claim the rematch of a match; false when someone already did.
    pub async fn claim_rematch(&self, match_id: MatchId) -> Result<bool, StoreError> {
        // Only the first claim inserts a row: the others do nothing and lose.
        let done = sqlx::query("INSERT INTO rematches (match_id, claimed_ms) VALUES ($1, $2) ON CONFLICT DO NOTHING")
            .bind(match_id)
            .bind(crate::clock::now_ms())
            .execute(&self.pool)
            .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Note that a match's thread is about to be opened in `channel` of `guild` at `now_ms`:
    /// forgotten ([`Store::thread_opened`]) once its match is stored or the thread deleted.
    pub async fn note_thread_opening(&self, guild: u64, channel: u64, now_ms: i64) -> Result<i64, StoreError> {
        Ok(sqlx::query_scalar(
            "INSERT INTO thread_openings (guild_id, channel_id, opened_ms, holder) VALUES ($1, $2, $3, $4) RETURNING id",
        )
        .bind(guild.to_string())
        .bind(channel.to_string())
        .bind(now_ms)
        .bind(self.holder.as_ref())
        .fetch_one(&self.pool)
        .await?)
    }

    /// A noted thread opening is over: its match is stored, or its thread gone.
    pub async fn thread_opened(&self, opening: i64) -> Result<(), StoreError> {
        sqlx::query("DELETE FROM thread_openings WHERE id = $1").bind(opening).execute(&self.pool).await?;
        Ok(())
    }

    /// Give back a claimed opening that could not be tidied (its server's threads could not be
    /// listed, or its thread removed): noted again, by this process, at the moment it was first
    /// noted, so a later sweep looks for its thread again rather than never.
    pub async fn give_back_opening(&self, opening: &ThreadOpening) -> Result<(), StoreError> {
        self.note_thread_opening(opening.guild_id, opening.channel_id, opening.opened_ms).await?;
        Ok(())
    }

    /// Claim the thread openings left by a process that died (or stalled) in them: those noted
    /// before `before_ms`, or, for a process alone on its database just started, every one
    /// not its own; each is taken once (and forgotten), while the clocks' lease is held as
    /// `hold`.
    pub async fn claim_stranded_openings(
        &self,
        before_ms: i64,
        any_but_mine: bool,
        now_ms: i64,
        hold: &super::LeaseHold,
    ) -> Result<Vec<ThreadOpening>, StoreError> {
        let rows: Vec<(i64, String, String, i64)> = sqlx::query_as(&claim_openings_sql())
            .bind(before_ms)
            .bind(i64::from(any_but_mine))
            .bind(self.holder.as_ref())
            .bind_held(hold, now_ms)
            .fetch_all(&self.pool)
            .await?;
        let mut openings = rows
            .into_iter()
            .map(|(id, guild, channel, opened_ms)| {
                Ok(ThreadOpening {
                    id,
                    guild_id: snowflake(Some(guild))?.unwrap_or_default(),
                    channel_id: snowflake(Some(channel))?.unwrap_or_default(),
                    opened_ms,
                })
            })
            .collect::<Result<Vec<_>, StoreError>>()?;
        openings.sort_by_key(|o| o.id);
        Ok(openings)
    }
}

/// A match's thread that was being opened when its process stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ThreadOpening {
    pub id: i64,
    pub guild_id: u64,
    pub channel_id: u64,
    /// When it was noted, just before Discord was asked for the thread.
    pub opened_ms: i64,
}

/// The showing of stranded updates claimed (see [`Store::claim_stranded`]).
fn claim_stranded_sql() -> String {
    format!(
        "UPDATE discord_matches SET posting_holder = $1, posting_until = $2
         WHERE (posting_until <= $3 OR ($5 = 1 AND (posting_holder IS NULL OR posting_holder <> $6)))
           AND match_id IN (SELECT m.id FROM matches m WHERE m.id = discord_matches.match_id
                            AND m.version > discord_matches.announced_version AND m.updated_at >= $4)
           AND {}
         RETURNING match_id",
        super::leases::held_clause(7)
    )
}

/// Stranded thread openings claimed (see [`Store::claim_stranded_openings`]).
fn claim_openings_sql() -> String {
    format!(
        "DELETE FROM thread_openings WHERE (opened_ms < $1 OR ($2 = 1 AND holder <> $3)) AND {}
         RETURNING id, guild_id, channel_id, opened_ms",
        super::leases::held_clause(4)
    )
}

/// This file's statements built at run time.
pub(crate) fn statements() -> Vec<String> {
    vec![claim_stranded_sql(), claim_openings_sql()]
}

pub(super) async fn set_prompt_version(
    conn: &mut sqlx::AnyConnection,
    match_id: MatchId,
    seat: usize,
    version: u64,
) -> Result<(), StoreError> {
    // The version only moves forward: a late write of an older prompt leaves the newer one.
    sqlx::query(
        "INSERT INTO seat_contacts (match_id, seat, prompt_version) VALUES ($1, $2, $3)
         ON CONFLICT (match_id, seat) DO UPDATE SET prompt_version =
             CASE WHEN excluded.prompt_version > seat_contacts.prompt_version
                  THEN excluded.prompt_version ELSE seat_contacts.prompt_version END",
    )
    .bind(match_id)
    .bind(seat as i64)
    .bind(version as i64)
    .execute(&mut *conn)
    .await?;
    Ok(())
}
