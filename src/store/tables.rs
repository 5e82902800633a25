//! Tables being gathered for a match: a challenge names who is invited, an open table takes
//! whoever joins. Seats are in order, the host first. Every change of a table is one guarded
//! statement, so two clicks at once can never start two matches.

use sqlx::Row;
use touchline_games::AnyConfig;

use super::threads::clock_row;
use super::{json, snowflake, MatchId, PlayerId, Store, StoreError, TableId};
use crate::clock::TurnClock;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TableStatus {
    /// Gathering players.
    Open,
    /// Its match is being opened (claimed by one click).
    Starting,
    Started,
    /// An invited player declined.
    Declined,
    /// The host called it off.
    Cancelled,
}

impl TableStatus {
    fn parse(text: &str) -> Result<TableStatus, StoreError> {
        Ok(match text {
            "open" => TableStatus::Open,
            "starting" => TableStatus::Starting,
            "started" => TableStatus::Started,
            "declined" => TableStatus::Declined,
            "cancelled" => TableStatus::Cancelled,
            other => return Err(StoreError::Corrupt(format!("unknown table status '{other}'"))),
        })
    }
}

/// A player's answer to a table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    Invited,
    Accepted,
    Declined,
}

/// A seat at a table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableSeat {
    pub player: PlayerId,
    pub user: u64,
    pub name: String,
    pub answer: Answer,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Table {
    pub id: TableId,
    pub guild_id: Option<u64>,
    pub channel_id: u64,
    pub host: PlayerId,
    pub config: AnyConfig,
    pub clock: TurnClock,
    /// Anyone may join (the invited only otherwise).
    pub open: bool,
    pub status: TableStatus,
    pub match_id: Option<MatchId>,
    /// In seat order, the host first.
    pub seats: Vec<TableSeat>,
}

impl Table {
    pub fn seat_of(&self, player: PlayerId) -> Option<&TableSeat> {
        self.seats.iter().find(|s| s.player == player)
    }

    /// Whether every seat has said yes.
    pub fn all_accepted(&self) -> bool {
        self.seats.iter().all(|s| s.answer == Answer::Accepted)
    }
}

/// A table to set: where, by whom, and for what match.
#[derive(Clone, Debug)]
pub struct NewTable {
    pub guild_id: Option<u64>,
    pub channel_id: u64,
    pub host: PlayerId,
    pub config: AnyConfig,
    pub clock: TurnClock,
}

impl Store {
    /// Set a table: the host in seat 1, then the invited players in order; `open` lets anyone
    /// join instead.
    pub async fn create_table(&self, new: &NewTable, invited: &[PlayerId], open: bool) -> Result<TableId, StoreError> {
        let NewTable { guild_id, channel_id, host, config, clock } = new;
        let mut tx = self.pool.begin().await?;
        let id: TableId = sqlx::query_scalar(
            "INSERT INTO tables (guild_id, channel_id, host_id, config, turn_seconds, on_timeout, open, status)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, 'open') RETURNING id",
        )
        .bind(guild_id.map(|g| g.to_string()))
        .bind(channel_id.to_string())
        .bind(host)
        .bind(json(config)?)
        .bind(clock.turn_seconds as i64)
        .bind(clock.on_timeout.name())
        .bind(open as i64)
        .fetch_one(&mut *tx)
        .await?;
        for (seat, (player, answer)) in
            std::iter::once((*host, "accepted")).chain(invited.iter().map(|p| (*p, "invited"))).enumerate()
        {
            sqlx::query("INSERT INTO table_seats (table_id, seat, player_id, answer) VALUES (?1, ?2, ?3, ?4)")
                .bind(id)
                .bind(seat as i64)
                .bind(player)
                .bind(answer)
                .execute(&mut *tx)
                .await?;
        }
        tx.commit().await?;
        Ok(id)
    }

    pub async fn table(&self, id: TableId) -> Result<Option<Table>, StoreError> {
        let Some(row) = sqlx::query("SELECT * FROM tables WHERE id = ?1").bind(id).fetch_optional(&self.pool).await?
        else {
            return Ok(None);
        };
        let config: String = row.get("config");
        let seats = sqlx::query(
            "SELECT t.player_id, t.answer, p.discord_id, p.display_name FROM table_seats t
             JOIN players p ON p.id = t.player_id WHERE t.table_id = ?1 ORDER BY t.seat",
        )
        .bind(id)
        .fetch_all(&self.pool)
        .await?
        .iter()
        .map(|r| {
            Ok(TableSeat {
                player: r.get("player_id"),
                user: snowflake(Some(r.get("discord_id")))?.unwrap_or_default(),
                name: r.get("display_name"),
                answer: match r.get::<String, _>("answer").as_str() {
                    "invited" => Answer::Invited,
                    "accepted" => Answer::Accepted,
                    _ => Answer::Declined,
                },
            })
        })
        .collect::<Result<Vec<_>, StoreError>>()?;
        Ok(Some(Table {
            id,
            guild_id: snowflake(row.get("guild_id"))?,
            channel_id: snowflake(Some(row.get("channel_id")))?.unwrap_or_default(),
            host: row.get("host_id"),
            config: serde_json::from_str(&config).map_err(|e| StoreError::Corrupt(e.to_string()))?,
            clock: clock_row(&row)?,
            open: row.get::<i64, _>("open") != 0,
            status: TableStatus::parse(&row.get::<String, _>("status"))?,
            match_id: row.get("match_id"),
            seats,
        }))
    }

    /// An invited player answers; false when there was nothing to answer (already answered,
    /// not invited, or the table is no longer gathering). A "no" declines the whole table.
    pub async fn answer_table(&self, id: TableId, player: PlayerId, accept: bool) -> Result<bool, StoreError> {
        let mut tx = self.pool.begin().await?;
        let done = sqlx::query(
            "UPDATE table_seats SET answer = ?3 WHERE table_id = ?1 AND player_id = ?2 AND answer = 'invited'
             AND EXISTS (SELECT 1 FROM tables WHERE id = ?1 AND status = 'open')",
        )
        .bind(id)
        .bind(player)
        .bind(if accept { "accepted" } else { "declined" })
        .execute(&mut *tx)
        .await?;
        if done.rows_affected() != 1 {
            return Ok(false);
        }
        if !accept {
            sqlx::query("UPDATE tables SET status = 'declined' WHERE id = ?1").bind(id).execute(&mut *tx).await?;
        }
        tx.commit().await?;
        Ok(true)
    }

    /// Take the next seat at an open table that has fewer than `max_seats`; false when the
    /// player is already seated, the table is full or no longer gathering.
    pub async fn join_table(&self, id: TableId, player: PlayerId, max_seats: usize) -> Result<bool, StoreError> {
        let done = sqlx::query(
            "INSERT OR IGNORE INTO table_seats (table_id, seat, player_id, answer)
             SELECT ?1, (SELECT COUNT(*) FROM table_seats WHERE table_id = ?1), ?2, 'accepted'
             WHERE EXISTS (SELECT 1 FROM tables WHERE id = ?1 AND status = 'open' AND open = 1)
               AND (SELECT COUNT(*) FROM table_seats WHERE table_id = ?1) < ?3",
        )
        .bind(id)
        .bind(player)
        .bind(max_seats as i64)
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Leave an open table (not the host's own seat); the seats after close up.
    pub async fn leave_table(&self, id: TableId, player: PlayerId) -> Result<bool, StoreError> {
        let mut tx = self.pool.begin().await?;
        let seat: Option<i64> = sqlx::query_scalar(
            "SELECT s.seat FROM table_seats s JOIN tables t ON t.id = s.table_id
             WHERE s.table_id = ?1 AND s.player_id = ?2 AND t.status = 'open' AND t.host_id <> ?2",
        )
        .bind(id)
        .bind(player)
        .fetch_optional(&mut *tx)
        .await?;
        let Some(seat) = seat else { return Ok(false) };
        sqlx::query("DELETE FROM table_seats WHERE table_id = ?1 AND player_id = ?2")
            .bind(id)
            .bind(player)
            .execute(&mut *tx)
            .await?;
        // One seat at a time, lowest first, so the unique seat numbers never collide.
        let later: Vec<i64> =
            sqlx::query_scalar("SELECT seat FROM table_seats WHERE table_id = ?1 AND seat > ?2 ORDER BY seat")
                .bind(id)
                .bind(seat)
                .fetch_all(&mut *tx)
                .await?;
        for s in later {
            sqlx::query("UPDATE table_seats SET seat = seat - 1 WHERE table_id = ?1 AND seat = ?2")
                .bind(id)
                .bind(s)
                .execute(&mut *tx)
                .await?;
        }
        tx.commit().await?;
        Ok(true)
    }

    /// The host calls a gathering table off; false when it is no longer gathering.
    pub async fn cancel_table(&self, id: TableId) -> Result<bool, StoreError> {
        let done = sqlx::query("UPDATE tables SET status = 'cancelled' WHERE id = ?1 AND status = 'open'")
            .bind(id)
            .execute(&self.pool)
            .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Claim the start of a gathering table that has at least `min_seats`, every one of them
    /// accepted; true for exactly one caller. The count is part of the claim, so a player
    /// leaving at the same moment can't start a table short.
    pub async fn claim_table_start(&self, id: TableId, min_seats: usize) -> Result<bool, StoreError> {
        let done = sqlx::query(
            "UPDATE tables SET status = 'starting' WHERE id = ?1 AND status = 'open'
               AND (SELECT COUNT(*) FROM table_seats WHERE table_id = ?1) >= ?2
               AND NOT EXISTS (SELECT 1 FROM table_seats WHERE table_id = ?1 AND answer <> 'accepted')",
        )
        .bind(id)
        .bind(min_seats as i64)
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Tables whose start was claimed but whose match was never stored (the bot stopped in
    /// between): they gather again, everyone still seated and agreed. Run at start-up only.
    pub async fn release_stranded_tables(&self) -> Result<Vec<TableId>, StoreError> {
        Ok(sqlx::query_scalar(
            "UPDATE tables SET status = 'open' WHERE status = 'starting' AND match_id IS NULL RETURNING id",
        )
        .fetch_all(&self.pool)
        .await?)
    }

    /// A claimed start whose match could not be stored: the table gathers again.
    pub async fn reopen_table(&self, id: TableId) -> Result<(), StoreError> {
        sqlx::query("UPDATE tables SET status = 'open' WHERE id = ?1 AND status = 'starting' AND match_id IS NULL")
            .bind(id)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// A claimed start whose kick-off Discord refused for good: the table is off.
    pub async fn drop_table(&self, id: TableId) -> Result<(), StoreError> {
        sqlx::query(
            "UPDATE tables SET status = 'cancelled' WHERE id = ?1 AND status = 'starting' AND match_id IS NULL",
        )
        .bind(id)
        .execute(&self.pool)
        .await?;
        Ok(())
    }
}
