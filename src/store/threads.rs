//! Where a match is played on Discord (its thread and turn clock), how to reach its players
//! (DM channels, closed DMs, the version of their current prompt), what the thread has been
//! shown, and rematches.

use sqlx::sqlite::SqliteRow;
use sqlx::{Row, Sqlite, Transaction};

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
}

pub(super) fn clock_row(row: &SqliteRow) -> Result<TurnClock, StoreError> {
    let on_timeout: String = row.get("on_timeout");
    Ok(TurnClock {
        turn_seconds: row.get::<i64, _>("turn_seconds") as u64,
        on_timeout: OnTimeout::parse(&on_timeout)
            .ok_or_else(|| StoreError::Corrupt(format!("unknown timeout action '{on_timeout}'")))?,
    })
}

pub(super) fn thread_row(row: &SqliteRow) -> Result<MatchThread, StoreError> {
    Ok(MatchThread {
        match_id: row.get("match_id"),
        guild_id: snowflake(row.get("guild_id"))?,
        channel_id: snowflake(Some(row.get("channel_id")))?.unwrap_or_default(),
        thread_id: snowflake(Some(row.get("thread_id")))?.unwrap_or_default(),
        clock: clock_row(row)?,
    })
}

pub(super) async fn link(tx: &mut Transaction<'_, Sqlite>, id: MatchId, m: &MatchThread) -> Result<(), StoreError> {
    sqlx::query(
        "INSERT INTO discord_matches (match_id, guild_id, channel_id, thread_id, turn_seconds, on_timeout)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
    )
    .bind(id)
    .bind(m.guild_id.map(|g| g.to_string()))
    .bind(m.channel_id.to_string())
    .bind(m.thread_id.to_string())
    .bind(m.clock.turn_seconds as i64)
    .bind(m.clock.on_timeout.name())
    .execute(&mut **tx)
    .await?;
    Ok(())
}

impl Store {
    /// The match played in a thread.
    pub async fn match_in_thread(&self, thread_id: u64) -> Result<Option<MatchThread>, StoreError> {
        let row = sqlx::query("SELECT * FROM discord_matches WHERE thread_id = ?1")
            .bind(thread_id.to_string())
            .fetch_optional(&self.pool)
            .await?;
        row.as_ref().map(thread_row).transpose()
    }

    /// The thread of a match.
    pub async fn match_thread(&self, match_id: MatchId) -> Result<Option<MatchThread>, StoreError> {
        let row = sqlx::query("SELECT * FROM discord_matches WHERE match_id = ?1")
            .bind(match_id)
            .fetch_optional(&self.pool)
            .await?;
        row.as_ref().map(thread_row).transpose()
    }

    pub async fn set_announced(&self, match_id: MatchId, version: u64) -> Result<(), StoreError> {
        sqlx::query("UPDATE discord_matches SET announced_version = ?1 WHERE match_id = ?2 AND announced_version < ?1")
            .bind(version as i64)
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

    /// How to reach the player in a seat.
    pub async fn seat_contact(&self, match_id: MatchId, seat: usize) -> Result<Contact, StoreError> {
        let row = sqlx::query(
            "SELECT dm_channel_id, dm_closed, prompt_version FROM seat_contacts WHERE match_id = ?1 AND seat = ?2",
        )
        .bind(match_id)
        .bind(seat as i64)
        .fetch_optional(&self.pool)
        .await?;
        match row {
            None => Ok(Contact::default()),
            Some(row) => Ok(Contact {
                dm_channel_id: snowflake(row.get("dm_channel_id"))?,
                dm_closed: row.get::<i64, _>("dm_closed") != 0,
                prompt_version: row.get::<i64, _>("prompt_version") as u64,
            }),
        }
    }

    /// Record how to reach a seat's player; a prompt version never goes back.
    pub async fn set_seat_contact(&self, match_id: MatchId, seat: usize, contact: &Contact) -> Result<(), StoreError> {
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

    /// The seat's current prompt is the one issued at `version`: controls from older prompts
    /// are out of date from now on.
    pub async fn set_prompt_version(&self, match_id: MatchId, seat: usize, version: u64) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO seat_contacts (match_id, seat, prompt_version) VALUES (?1, ?2, ?3)
             ON CONFLICT (match_id, seat) DO UPDATE SET prompt_version = MAX(prompt_version, excluded.prompt_version)",
        )
        .bind(match_id)
        .bind(seat as i64)
        .bind(version as i64)
        .execute(&self.pool)
        .await?;
        Ok(())
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

    /// Rematch claims whose match was never stored (the bot stopped in between): the button
    /// works again. Run at start-up only.
    pub async fn release_stranded_rematches(&self) -> Result<u64, StoreError> {
        let done = sqlx::query("DELETE FROM rematches WHERE new_match_id IS NULL").execute(&self.pool).await?;
        Ok(done.rows_affected())
    }
}
