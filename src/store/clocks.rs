//! The turn clocks: a row per seat that owes a move, with absolute deadlines (Unix
//! milliseconds), so a restart picks them up where they were. A clock belongs to one prompt:
//! it is started by the commit that asked the seat (its `version`), and stopped by the commit
//! that ends that prompt (the seat moved, stopped owing, or is asked afresh), in the commit's
//! own statement (see [`super::matches`]). Whatever acts on a clock later (a reminder, a
//! time-out) names it by (match, seat, version, due) and acts only if that very clock still
//! runs.

use std::collections::HashMap;

use crate::store::leases::BindHeld;
use touchline_games::SeatSet;

use super::follows::Follower;
use super::leases::{held_clause, LeaseHold};
use super::profiles::PingsRow;
use super::{count, MatchId, PlayerId, Store, StoreError};
use crate::pings::Pings;

/// A seat's clock that has reached a mark: which clock (the version its prompt was asked at),
/// and when it runs out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DueClock {
    pub match_id: MatchId,
    pub seat: usize,
    pub version: u64,
    pub due_ms: i64,
}

/// A seat's clock past half its time, with the pings of whoever plays the seat (its deputy,
/// or its person).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClockToRemind {
    pub clock: DueClock,
    pub pings: Pings,
}

/// What committing a step does to the turn clocks, and, for a time-out, which clock it answers.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StepClocks {
    /// The commit's moment (this process's clock): a fresh clock starts here, and a time-out's
    /// clock must have run out by then.
    pub now_ms: i64,
    /// The seats whose standing prompt the step leaves running: they keep their clocks, and
    /// every other clock of the match stops.
    pub kept: SeatSet,
    /// The seats owing a move after the step and played by a person: each has a clock after
    /// it (its own if kept, else a fresh one of `clock_ms`).
    pub owing: SeatSet,
    /// How long a fresh clock runs; `None` for a match without clocks (no thread).
    pub clock_ms: Option<i64>,
    /// A time-out: the clock it answers, and the clocks' lease it is made under.
    pub answers: Option<(DueClock, LeaseHold)>,
}

impl StepClocks {
    /// A commit that keeps no clocks and starts none (a match played away from Discord).
    pub fn none(now_ms: i64) -> StepClocks {
        StepClocks { now_ms, ..StepClocks::default() }
    }
}

#[derive(sqlx::FromRow)]
struct RemindRow {
    #[sqlx(flatten)]
    clock: ClockRow,
    #[sqlx(flatten)]
    pings: PingsRow,
}

/// A clock as stored.
#[derive(sqlx::FromRow)]
struct ClockRow {
    match_id: i64,
    seat: i64,
    version: i64,
    due_ms: i64,
}

impl TryFrom<ClockRow> for DueClock {
    type Error = StoreError;

    fn try_from(row: ClockRow) -> Result<DueClock, StoreError> {
        Ok(DueClock {
            match_id: row.match_id,
            seat: count("a seat", row.seat)?,
            version: count("a clock's version", row.version)?,
            due_ms: row.due_ms,
        })
    }
}

impl Store {
    /// What follows a match's commits, in one transaction: each seat asked for its move (its
    /// prompt's version noted and its clock kept, see [`ask_seat`]), and, as the follow-up wants them, the crests of the
    /// match's people on its server and who follows the match.
    pub async fn follow_up(&self, ask: &FollowUp) -> Result<FollowUpFacts, StoreError> {
        let mut tx = self.pool.begin().await?;
        let mut due_ms = Vec::with_capacity(ask.seats.len());
        for &(seat, clock) in &ask.seats {
            due_ms.push(ask_seat(&mut tx, ask.match_id, seat, ask.version, clock).await?);
        }
        let crests = match &ask.crests {
            Some((guild, people)) => super::crests::crests_of(&mut tx, *guild, people).await?,
            None => HashMap::new(),
        };
        let followers = match ask.followers {
            true => super::follows::followers(&mut tx, ask.match_id).await?,
            false => Vec::new(),
        };
        let published = match ask.published {
            Some(guild) => super::web::publishes(&mut tx, guild).await?,
            None => false,
        };
        tx.commit().await?;
        if !ask.seats.is_empty() {
            // The live pages show the clocks just started.
            self.moved(ask.match_id, ask.version).await;
        }
        Ok(FollowUpFacts { due_ms, crests, followers, published })
    }

    /// Stop one clock, if it is still the one named (a clock found running for a seat that owes
    /// nothing). A newer clock of the seat is left alone.
    pub async fn drop_clock(&self, clock: &DueClock) -> Result<(), StoreError> {
        sqlx::query("DELETE FROM turn_clocks WHERE match_id = $1 AND seat = $2 AND version = $3 AND due_ms = $4")
            .bind(clock.match_id)
            .bind(clock.seat as i64)
            .bind(clock.version as i64)
            .bind(clock.due_ms)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// When a seat's running clock runs out, if one is running.
    pub async fn clock_due(&self, match_id: MatchId, seat: usize) -> Result<Option<i64>, StoreError> {
        let mut conn = self.pool.acquire().await?;
        clock_due(&mut conn, match_id, seat).await
    }

    /// A match's running clocks, seat by seat.
    pub async fn clocks_of(&self, match_id: MatchId) -> Result<Vec<DueClock>, StoreError> {
        self.clocks(
            "SELECT match_id, seat, version, due_ms FROM turn_clocks WHERE match_id = $1 ORDER BY seat",
            match_id,
        )
        .await
    }

    /// Clocks past half their time that have not had their reminder yet.
    pub async fn clocks_to_remind(&self, now_ms: i64) -> Result<Vec<ClockToRemind>, StoreError> {
        let rows = sqlx::query_as::<_, RemindRow>(
            "SELECT c.match_id, c.seat, c.version, c.due_ms, p.pings, p.quiet_from, p.quiet_to, p.time_zone
             FROM turn_clocks c
             LEFT JOIN match_seats s ON s.match_id = c.match_id AND s.seat = c.seat
             LEFT JOIN players p ON p.id = COALESCE(s.deputy_id, s.player_id)
             WHERE c.reminded = 0 AND $1 * 2 >= c.started_ms + c.due_ms AND $1 < c.due_ms",
        )
        .bind(now_ms)
        .fetch_all(&self.pool)
        .await?;
        rows.into_iter()
            .map(|r| Ok(ClockToRemind { clock: DueClock::try_from(r.clock)?, pings: r.pings.pings() }))
            .collect()
    }

    /// Claim a clock's reminder: true for the one caller that marks it first, and only while
    /// that very clock still runs (not a newer one of the seat's) and the clocks' lease is held
    /// as `hold`. A reminder is sent once whoever else looks at the same moment.
    pub async fn mark_reminded(&self, clock: &DueClock, hold: &LeaseHold, now_ms: i64) -> Result<bool, StoreError> {
        let marked = sqlx::query(&mark_reminded_sql())
            .bind(clock.match_id)
            .bind(clock.seat as i64)
            .bind(clock.version as i64)
            .bind(clock.due_ms)
            .bind_held(hold, now_ms)
            .execute(&self.pool)
            .await?;
        Ok(marked.rows_affected() == 1)
    }

    /// Clocks that have run out.
    pub async fn expired_clocks(&self, now_ms: i64) -> Result<Vec<DueClock>, StoreError> {
        self.clocks(
            "SELECT match_id, seat, version, due_ms FROM turn_clocks WHERE due_ms <= $1 ORDER BY due_ms",
            now_ms,
        )
        .await
    }

    /// The clocks `sql` selects by `key`.
    async fn clocks(&self, sql: &'static str, key: i64) -> Result<Vec<DueClock>, StoreError> {
        let rows = sqlx::query_as::<_, ClockRow>(sql).bind(key).fetch_all(&self.pool).await?;
        rows.into_iter().map(DueClock::try_from).collect()
    }
}

/// A reminder's claim: that very clock, unclaimed, under the clocks' lease.
fn mark_reminded_sql() -> String {
    format!(
        "UPDATE turn_clocks SET reminded = 1
         WHERE match_id = $1 AND seat = $2 AND version = $3 AND due_ms = $4 AND reminded = 0 AND {}",
        held_clause(5)
    )
}

/// This file's statements built at run time.
pub(crate) fn statements() -> Vec<String> {
    vec![mark_reminded_sql()]
}

/// What a follow-up asks of the store after a match's commits.
pub struct FollowUp {
    pub match_id: MatchId,
    /// The version the match stands at: the prompts' version.
    pub version: u64,
    /// The seats asked for their move, each with, for a timed match, now and when a fresh clock
    /// would run out.
    pub seats: Vec<(usize, Option<(i64, i64)>)>,
    /// The crests of these people on this server, for a new board.
    pub crests: Option<(u64, Vec<PlayerId>)>,
    /// Who follows the match, for a new board or the end.
    pub followers: bool,
    /// Whether the match's server publishes its pages (the kick-off links its live page), for
    /// a match on this server.
    pub published: Option<u64>,
}

/// What the store answers a [`FollowUp`].
pub struct FollowUpFacts {
    /// When each asked seat's clock runs out, in the order asked (`None` without a clock).
    pub due_ms: Vec<Option<i64>>,
    /// The crests found, by player.
    pub crests: HashMap<PlayerId, Vec<u8>>,
    pub followers: Vec<Follower>,
    /// The server asked of publishes its pages.
    pub published: bool,
}

/// A seat asked for its move at `version`: the prompt's version noted and, for a timed match,
/// its clock as [`ensure_clock`] keeps it. When the seat's clock runs out: the one ensured, or,
/// when the match moved on meanwhile, whichever runs now.
async fn ask_seat(
    conn: &mut sqlx::AnyConnection,
    match_id: MatchId,
    seat: usize,
    version: u64,
    clock: Option<(i64, i64)>,
) -> Result<Option<i64>, StoreError> {
    super::threads::set_prompt_version(conn, match_id, seat, version).await?;
    match clock {
        Some((now_ms, due_ms)) => match ensure_clock(conn, match_id, seat, version, now_ms, due_ms).await? {
            Some(due) => Ok(Some(due)),
            None => clock_due(conn, match_id, seat).await,
        },
        None => Ok(None),
    }
}

/// A seat's clock for the prompt at `version` (a kick-off, or resuming after a restart): a
/// running clock keeps its time; a missing one starts, but only while the match is still at
/// `version` (a commit since then has set the clocks itself). When it runs out, or `None`
/// when the match has moved on.
async fn ensure_clock(
    conn: &mut sqlx::AnyConnection,
    match_id: MatchId,
    seat: usize,
    version: u64,
    now_ms: i64,
    due_ms: i64,
) -> Result<Option<i64>, StoreError> {
    let (seat, version) = (seat as i64, version as i64);
    // A running clock is left as it is (the update changes nothing) and says when it is due.
    let due = sqlx::query_scalar(
        "INSERT INTO turn_clocks (match_id, seat, started_ms, due_ms, reminded, version)
         SELECT $1, $2, $3, $4, 0, $5 WHERE EXISTS (SELECT 1 FROM matches WHERE id = $1 AND version = $5)
         ON CONFLICT (match_id, seat) DO UPDATE SET due_ms = turn_clocks.due_ms
         RETURNING due_ms",
    )
    .bind(match_id)
    .bind(seat)
    .bind(now_ms)
    .bind(due_ms)
    .bind(version)
    .fetch_optional(&mut *conn)
    .await?;
    Ok(due)
}

async fn clock_due(conn: &mut sqlx::AnyConnection, match_id: MatchId, seat: usize) -> Result<Option<i64>, StoreError> {
    let due = sqlx::query_scalar("SELECT due_ms FROM turn_clocks WHERE match_id = $1 AND seat = $2")
        .bind(match_id)
        .bind(seat as i64)
        .fetch_optional(&mut *conn)
        .await?;
    Ok(due)
}
