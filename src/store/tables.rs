//! Tables being gathered for a match: a challenge names who is invited, an open table takes
//! whoever joins. Seats are in order, the host first. Every change of a table is one guarded
//! statement, so two clicks at once can never start two matches.

use touchline_games::players::Brain;
use touchline_games::AnyConfig;

use super::matches::brain_name;
use super::threads::turn_clock;
use super::{from_json, json, snowflake, MatchId, PlayerId, Store, StoreError, TableId};
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
    pub(crate) fn parse(text: &str) -> Result<TableStatus, StoreError> {
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
    /// The seats kept for the computer, after the people's.
    pub computers: Computers,
}

/// The seats an open table keeps for the computer, and the level it plays at there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Computers {
    pub count: usize,
    pub brain: Brain,
}

impl Computers {
    pub const NONE: Computers = Computers { count: 0, brain: Brain::Normal };
}

impl Table {
    pub fn seat_of(&self, player: PlayerId) -> Option<&TableSeat> {
        self.seats.iter().find(|s| s.player == player)
    }

    /// Every seat of the match it would open: the people in the order they sat (the host
    /// first), then the computers.
    pub fn occupants(&self) -> Vec<touchline_games::players::Occupant<PlayerId>> {
        use touchline_games::players::Occupant;
        let people = self.seats.iter().map(|s| Occupant::Person(s.player));
        people.chain((0..self.computers.count).map(|_| Occupant::Computer(self.computers.brain))).collect()
    }

    /// Whether every seat has said yes.
    pub fn all_accepted(&self) -> bool {
        self.seats.iter().all(|s| s.answer == Answer::Accepted)
    }
}

/// A table as stored.
#[derive(sqlx::FromRow)]
struct TableRow {
    id: i64,
    guild_id: Option<String>,
    channel_id: String,
    host_id: i64,
    config: String,
    turn_seconds: i64,
    on_timeout: String,
    open: i64,
    status: String,
    match_id: Option<i64>,
    computers: i64,
    computer_level: Option<String>,
}

/// A seat at a table, as stored with its player.
#[derive(sqlx::FromRow)]
struct TableSeatRow {
    player_id: i64,
    answer: String,
    discord_id: String,
    display_name: String,
}

impl TryFrom<TableSeatRow> for TableSeat {
    type Error = StoreError;

    fn try_from(r: TableSeatRow) -> Result<TableSeat, StoreError> {
        Ok(TableSeat {
            player: r.player_id,
            user: snowflake(Some(r.discord_id))?.unwrap_or_default(),
            name: r.display_name,
            answer: match r.answer.as_str() {
                "invited" => Answer::Invited,
                "accepted" => Answer::Accepted,
                _ => Answer::Declined,
            },
        })
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
    /// Seats kept for the computer (an open table's only).
    pub computers: Computers,
}

impl Store {
    /// Set a table: the host in seat 1, then the invited players in order; `open` lets anyone
    /// join instead.
    pub async fn create_table(&self, new: &NewTable, invited: &[PlayerId], open: bool) -> Result<TableId, StoreError> {
        let NewTable { guild_id, channel_id, host, config, clock, computers } = new;
        let (guild, channel, config) = (guild_id.map(|g| g.to_string()), channel_id.to_string(), json(config)?);
        let (seconds, on_timeout, open) = (clock.turn_seconds as i64, clock.on_timeout.name(), open as i64);
        let level = (computers.count > 0).then(|| brain_name(computers.brain));
        let computers = computers.count as i64;
        let mut tx = self.pool.begin().await?;
        let id: i64 = sqlx::query_scalar(
            "INSERT INTO tables
               (guild_id, channel_id, host_id, config, turn_seconds, on_timeout, open, status, computers, computer_level)
             VALUES ($1, $2, $3, $4, $5, $6, $7, 'open', $8, $9) RETURNING id",
        )
        .bind(guild)
        .bind(channel)
        .bind(host)
        .bind(config)
        .bind(seconds)
        .bind(on_timeout)
        .bind(open)
        .bind(computers)
        .bind(level)
        .fetch_one(&mut *tx)
        .await?;
        for (seat, (player, answer)) in
            std::iter::once((*host, "accepted")).chain(invited.iter().map(|p| (*p, "invited"))).enumerate()
        {
            let seat = seat as i64;
            sqlx::query("INSERT INTO table_seats (table_id, seat, player_id, answer) VALUES ($1, $2, $3, $4)")
                .bind(id)
                .bind(seat)
                .bind(player)
                .bind(answer)
                .execute(&mut *tx)
                .await?;
        }
        tx.commit().await?;
        Ok(id)
    }

    pub async fn table(&self, id: TableId) -> Result<Option<Table>, StoreError> {
        let row = sqlx::query_as::<_, TableRow>(
            "SELECT id, guild_id, channel_id, host_id, config, turn_seconds, on_timeout, open, status, match_id,
                    computers, computer_level
             FROM tables WHERE id = $1",
        )
        .bind(id)
        .fetch_optional(&self.pool)
        .await?;
        let Some(row) = row else { return Ok(None) };
        let seats = sqlx::query_as::<_, TableSeatRow>(
            "SELECT t.player_id, t.answer, p.discord_id, p.display_name FROM table_seats t
             JOIN players p ON p.id = t.player_id WHERE t.table_id = $1 ORDER BY t.seat",
        )
        .bind(id)
        .fetch_all(&self.pool)
        .await?
        .into_iter()
        .map(TableSeat::try_from)
        .collect::<Result<Vec<_>, StoreError>>()?;
        Ok(Some(Table {
            id: row.id,
            guild_id: snowflake(row.guild_id)?,
            channel_id: snowflake(Some(row.channel_id))?.unwrap_or_default(),
            host: row.host_id,
            config: from_json(&format!("table #{id}"), &row.config)?,
            clock: turn_clock(row.turn_seconds, &row.on_timeout)?,
            open: row.open != 0,
            status: TableStatus::parse(&row.status)?,
            match_id: row.match_id,
            seats,
            computers: Computers {
                count: usize::try_from(row.computers)
                    .map_err(|_| StoreError::Corrupt(format!("table #{id}: {} computers", row.computers)))?,
                brain: match row.computer_level {
                    Some(level) => Brain::parse(&level).map_err(StoreError::Corrupt)?,
                    None => Brain::Normal,
                },
            },
        }))
    }

    /// An invited player answers; false when there was nothing to answer (already answered,
    /// not invited, or the table is no longer gathering). A "no" declines the whole table.
    pub async fn answer_table(&self, id: TableId, player: PlayerId, accept: bool) -> Result<bool, StoreError> {
        let answer = if accept { "accepted" } else { "declined" };
        let mut tx = self.pool.begin().await?;
        let done = sqlx::query(
            "UPDATE table_seats SET answer = $3 WHERE table_id = $1 AND player_id = $2 AND answer = 'invited'
             AND EXISTS (SELECT 1 FROM tables WHERE id = $1 AND status = 'open')",
        )
        .bind(id)
        .bind(player)
        .bind(answer)
        .execute(&mut *tx)
        .await?;
        if done.rows_affected() != 1 {
            return Ok(false);
        }
        if !accept {
            sqlx::query("UPDATE tables SET status = 'declined' WHERE id = $1").bind(id).execute(&mut *tx).await?;
        }
        tx.commit().await?;
        Ok(true)
    }

    /// Take the next seat at an open table that has fewer than `max_seats`; false when the
    /// player is already seated, the table is full or no longer gathering.
    pub async fn join_table(&self, id: TableId, player: PlayerId, max_seats: usize) -> Result<bool, StoreError> {
        let max_seats = max_seats as i64;
        // A player already seated inserts nothing (the conflict is ignored) and the join answers
        // false. So does a seat number taken at the same moment by another process's join (two
        // Postgres connections count the same seats): that one is tried again, with the seats
        // counted afresh.
        for _ in 0..8 {
            let done = sqlx::query(
                "INSERT INTO table_seats (table_id, seat, player_id, answer)
                 SELECT $1, (SELECT COUNT(*) FROM table_seats WHERE table_id = $1), $2, 'accepted'
                 WHERE EXISTS (SELECT 1 FROM tables WHERE id = $1 AND status = 'open' AND open = 1)
                   AND (SELECT COUNT(*) FROM table_seats WHERE table_id = $1) < $3
                 ON CONFLICT DO NOTHING",
            )
            .bind(id)
            .bind(player)
            .bind(max_seats)
            .execute(&self.pool)
            .await?;
            if done.rows_affected() == 1 {
                return Ok(true);
            }
            // Nothing inserted: the player already seated, or no seat left, says no; otherwise a
            // seat number was taken meanwhile, and the join is tried again.
            let (seated, free): (i64, i64) = sqlx::query_as(
                "SELECT (SELECT COUNT(*) FROM table_seats WHERE table_id = $1 AND player_id = $2),
                        (SELECT COUNT(*) FROM tables WHERE id = $1 AND status = 'open' AND open = 1
                           AND (SELECT COUNT(*) FROM table_seats WHERE table_id = $1) < $3)",
            )
            .bind(id)
            .bind(player)
            .bind(max_seats)
            .fetch_one(&self.pool)
            .await?;
            if seated > 0 || free == 0 {
                return Ok(false);
            }
        }
        Ok(false)
    }

    /// Leave an open table (not the host's own seat); the seats after close up.
    pub async fn leave_table(&self, id: TableId, player: PlayerId) -> Result<bool, StoreError> {
        let mut tx = self.pool.begin().await?;
        let seat: Option<i64> = sqlx::query_scalar(
            "SELECT s.seat FROM table_seats s JOIN tables t ON t.id = s.table_id
             WHERE s.table_id = $1 AND s.player_id = $2 AND t.status = 'open' AND t.host_id <> $2",
        )
        .bind(id)
        .bind(player)
        .fetch_optional(&mut *tx)
        .await?;
        let Some(seat) = seat else { return Ok(false) };
        sqlx::query("DELETE FROM table_seats WHERE table_id = $1 AND player_id = $2")
            .bind(id)
            .bind(player)
            .execute(&mut *tx)
            .await?;
        // One seat at a time, lowest first, so the unique seat numbers never collide.
        let later: Vec<i64> =
            sqlx::query_scalar("SELECT seat FROM table_seats WHERE table_id = $1 AND seat > $2 ORDER BY seat")
                .bind(id)
                .bind(seat)
                .fetch_all(&mut *tx)
                .await?;
        for s in later {
            sqlx::query("UPDATE table_seats SET seat = seat - 1 WHERE table_id = $1 AND seat = $2")
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
        let done = sqlx::query("UPDATE tables SET status = 'cancelled' WHERE id = $1 AND status = 'open'")
            .bind(id)
            .execute(&self.pool)
            .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Claim the start of a gathering table that has at least `min_seats`, every one of them
    /// accepted; true for exactly one caller. The count is part of the claim, so a player
    /// leaving at the same moment can't start a table short.
    pub async fn claim_table_start(&self, id: TableId, min_seats: usize) -> Result<bool, StoreError> {
        let min_seats = min_seats as i64;
        let done = sqlx::query(
            "UPDATE tables SET status = 'starting', claimed_ms = $3 WHERE id = $1 AND status = 'open'
               AND (SELECT COUNT(*) FROM table_seats WHERE table_id = $1) >= $2
               AND NOT EXISTS (SELECT 1 FROM table_seats WHERE table_id = $1 AND answer <> 'accepted')",
        )
        .bind(id)
        .bind(min_seats)
        .bind(crate::clock::now_ms())
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }
}
