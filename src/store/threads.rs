//! Where a match is played on Discord (its thread and turn clock), how to reach its players
//! (DM channels, closed DMs, the version of their current prompt), what the thread has been
//! shown, and rematches.

use super::{snowflake, MatchId, Store, StoreError};
use crate::clock::{OnTimeout, TurnClock};
use crate::seating::Contact;

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
) -> Result<(), StoreError> {
    let (guild, channel, thread) =
        (m.guild_id.map(|g| g.to_string()), m.channel_id.to_string(), m.thread_id.to_string());
    let (seconds, on_timeout) = (m.clock.turn_seconds as i64, m.clock.on_timeout.name());
    sqlx::query(
        "INSERT INTO discord_matches (match_id, guild_id, channel_id, thread_id, turn_seconds, on_timeout, language)
         VALUES ($1, $2, $3, $4, $5, $6, $7)",
    )
    .bind(id)
    .bind(guild)
    .bind(channel)
    .bind(thread)
    .bind(seconds)
    .bind(on_timeout)
    .bind(m.lang.code())
    .execute(&mut **tx)
    .await?;
    Ok(())
}

impl Store {
    /// The match played in a thread.
    pub async fn match_in_thread(&self, thread_id: u64) -> Result<Option<MatchThread>, StoreError> {
        let thread_id = thread_id.to_string();
        let row = sqlx::query_as::<_, ThreadRow>(
            "SELECT match_id, guild_id, channel_id, thread_id, turn_seconds, on_timeout, language
             FROM discord_matches WHERE thread_id = $1",
        )
        .bind(thread_id)
        .fetch_optional(&self.pool)
        .await?;
        row.map(MatchThread::try_from).transpose()
    }

    /// The thread of a match.
    pub async fn match_thread(&self, match_id: MatchId) -> Result<Option<MatchThread>, StoreError> {
        let row = sqlx::query_as::<_, ThreadRow>(
            "SELECT match_id, guild_id, channel_id, thread_id, turn_seconds, on_timeout, language
             FROM discord_matches WHERE match_id = $1",
        )
        .bind(match_id)
        .fetch_optional(&self.pool)
        .await?;
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

    /// Matches on Discord whose latest steps were stored but not announced (a crash came in
    /// between).
    pub async fn unannounced_matches(&self) -> Result<Vec<MatchId>, StoreError> {
        Ok(sqlx::query_scalar(
            "SELECT d.match_id FROM discord_matches d JOIN matches m ON m.id = d.match_id
             WHERE m.version > d.announced_version ORDER BY d.match_id",
        )
        .fetch_all(&self.pool)
        .await?)
    }

    /// The same, for matches last changed between `from_ms` and `to_ms` (Unix milliseconds):
    /// work a process stored and then died before showing, which no restart of its own will
    /// pick up when other processes carry on.
    pub async fn unannounced_matches_between(&self, from_ms: i64, to_ms: i64) -> Result<Vec<MatchId>, StoreError> {
        Ok(sqlx::query_scalar(
            "SELECT d.match_id FROM discord_matches d JOIN matches m ON m.id = d.match_id
             WHERE m.version > d.announced_version AND m.updated_at >= $1 AND m.updated_at < $2
             ORDER BY d.match_id",
        )
        .bind(super::time_text(from_ms))
        .bind(super::time_text(to_ms))
        .fetch_all(&self.pool)
        .await?)
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
        let (seat, version) = (seat as i64, version as i64);
        // The version only moves forward: a late write of an older prompt leaves the newer one.
        sqlx::query(
            "INSERT INTO seat_contacts (match_id, seat, prompt_version) VALUES ($1, $2, $3)
             ON CONFLICT (match_id, seat) DO UPDATE SET prompt_version =
                 CASE WHEN excluded.prompt_version > seat_contacts.prompt_version
                      THEN excluded.prompt_version ELSE seat_contacts.prompt_version END",
        )
        .bind(match_id)
        .bind(seat)
        .bind(version)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Claim the rematch of a match; false when someone already did.
    pub async fn claim_rematch(&self, match_id: MatchId) -> Result<bool, StoreError> {
        // Only the first claim inserts a row: the others do nothing and lose.
        let done = sqlx::query("INSERT INTO rematches (match_id) VALUES ($1) ON CONFLICT DO NOTHING")
            .bind(match_id)
            .execute(&self.pool)
            .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Give back a rematch claim whose match could not start, so it can be asked for again.
    pub async fn release_rematch(&self, match_id: MatchId) -> Result<(), StoreError> {
        sqlx::query("DELETE FROM rematches WHERE match_id = $1 AND new_match_id IS NULL")
            .bind(match_id)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Rematch claims whose match was never stored (the bot stopped in between): the button
    /// works again. Run at start-up only.
    /// Finished matches whose rematch is claimed and not yet stored (under way, or stranded).
    pub async fn claimed_rematches(&self) -> Result<Vec<MatchId>, StoreError> {
        Ok(sqlx::query_scalar("SELECT match_id FROM rematches WHERE new_match_id IS NULL ORDER BY match_id")
            .fetch_all(&self.pool)
            .await?)
    }

    /// Of `ids`, the rematch claims still without a match: given back.
    pub async fn release_rematches(&self, ids: &[MatchId]) -> Result<u64, StoreError> {
        if ids.is_empty() {
            return Ok(0);
        }
        let sql = format!(
            "DELETE FROM rematches WHERE new_match_id IS NULL AND match_id IN ({})",
            super::placeholders(1, ids.len())
        );
        let mut query = sqlx::query(&sql);
        for id in ids {
            query = query.bind(*id);
        }
        Ok(query.execute(&self.pool).await?.rows_affected())
    }

    pub async fn release_stranded_rematches(&self) -> Result<u64, StoreError> {
        let done = sqlx::query("DELETE FROM rematches WHERE new_match_id IS NULL").execute(&self.pool).await?;
        Ok(done.rows_affected())
    }
}
