//! Tables: gathering the players for a match. A challenge invites named people, who each
//! accept or decline; an open table takes whoever joins until it is full or its host starts
//! it. Any number of seats, as the game allows; the host sits first (the home side). Every
//! refusal is a sentence for the person who asked.

use touchline_games::AnyConfig;

use crate::leagues::{refusal, Refusal};

use crate::ids::{PlayerId, TableId};
use crate::store::tables::{Answer, NewTable};
use crate::store::{LeaseHold, Store, StoreError, Table, TableStatus};

#[derive(Debug, thiserror::Error)]
pub enum TableError {
    /// Refused; the words say why and what is allowed, in the asker's language at the edge.
    #[error("{0}")]
    Refused(Refusal),
    #[error(transparent)]
    Store(#[from] StoreError),
}

fn refuse<T>(why: Refusal) -> Result<T, TableError> {
    Err(TableError::Refused(why))
}

/// Where a table stands after someone acted on it.
#[derive(Debug)]
pub enum Gathering {
    /// Still gathering.
    Waiting(Table),
    /// Everyone is in: the caller has claimed the start and opens the match.
    Start(Table),
    /// An invited player said no (or the host called it off): no match.
    Off(Table),
}

async fn load(store: &Store, id: TableId) -> Result<Table, TableError> {
    match store.table(id).await? {
        Some(t) => Ok(t),
        None => refuse(refusal!("table-gone")),
    }
}

/// Check a number of seats against the game: the error names how many it takes.
fn check_seats(config: &AnyConfig, seats: usize) -> Result<(), TableError> {
    let (min, max) = config.profile().seats;
    if (min..=max).contains(&seats) {
        return Ok(());
    }
    let game = config.kind().title();
    let others = seats - 1;
    match min == max {
        true => refuse(refusal!("table-seats", game = game, fewest = min, seats = seats, others = others)),
        false => {
            refuse(refusal!("table-seats-range", game = game, fewest = min, most = max, seats = seats, others = others))
        }
    }
}

/// Why an open table cannot keep a number of seats for the computer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ComputersRefused {
    /// Fewer than one.
    TooFew,
    /// The game is played alone against its own side.
    Solo,
    /// The host and the computers fill every seat: a match against the computer, not a table.
    NoSeatLeft,
}

/// How many people an open table keeping `computers` seats takes, (fewest, most), for a game
/// of `seats` (fewest, most): the computers count towards both ends, and at least the host
/// plus one other person must fit, or it would be no table at all.
pub fn people_seats(seats: (usize, usize), solo: bool, computers: i64) -> Result<(usize, usize), ComputersRefused> {
    let (min, max) = seats;
    if solo {
        return Err(ComputersRefused::Solo);
    }
    let Ok(computers) = usize::try_from(computers) else { return Err(ComputersRefused::TooFew) };
    if computers < 1 {
        return Err(ComputersRefused::TooFew);
    }
    if computers.saturating_add(1) >= max {
        return Err(ComputersRefused::NoSeatLeft);
    }
    Ok((min.saturating_sub(computers).max(1), max - computers))
}

/// The people a table takes, (fewest, most): its game's seats less those kept for the computer.
fn people_bounds(table: &Table) -> (usize, usize) {
    let (min, max) = table.config.profile().seats;
    let kept = table.computers.count;
    (min.saturating_sub(kept).max(1), max.saturating_sub(kept).max(1))
}

/// Challenge named people to a match.
pub async fn challenge(store: &Store, new: NewTable, invited: &[PlayerId]) -> Result<Table, TableError> {
    if invited.contains(&new.host) {
        return refuse(refusal!("table-play-yourself"));
    }
    if invited.iter().enumerate().any(|(i, p)| invited[..i].contains(p)) {
        return refuse(refusal!("table-named-twice"));
    }
    check_seats(&new.config, 1 + invited.len())?;
    let id = store.create_table(&new, invited, false).await?;
    load(store, id).await
}

/// Open a table anyone may join. Its seats kept for the computer were checked with
/// [`people_seats`] by the caller.
pub async fn open(store: &Store, new: NewTable) -> Result<Table, TableError> {
    let id = store.create_table(&new, &[], true).await?;
    load(store, id).await
}

/// The start is claimed when every seat is taken and every answer is yes. A claim lost to
/// someone else's click answers with the table as it is now, not as it was loaded.
async fn settle(store: &Store, table: Table) -> Result<Gathering, TableError> {
    let (min, max) = people_bounds(&table);
    let ready = match table.open {
        false => table.all_accepted(),
        true => table.seats.len() >= max,
    };
    if !ready || table.status != TableStatus::Open {
        return Ok(Gathering::Waiting(table));
    }
    if store.claim_table_start(table.id, min).await? {
        return Ok(Gathering::Start(load(store, table.id).await?));
    }
    Ok(Gathering::Waiting(load(store, table.id).await?))
}

/// The names of the invited players who have not answered yet.
fn still_invited(table: &Table) -> String {
    let names: Vec<&str> =
        table.seats.iter().filter(|s| s.answer == Answer::Invited).map(|s| s.name.as_str()).collect();
    names.join(", ")
}

/// An invited player accepts or declines.
pub async fn answer(store: &Store, id: TableId, player: PlayerId, accept: bool) -> Result<Gathering, TableError> {
    let table = load(store, id).await?;
    let Some(seat) = table.seat_of(player) else {
        return if accept && table.seats.len() <= 2 {
            refuse(refusal!("table-only-challenged"))
        } else if accept {
            refuse(refusal!("table-only-challenged-many"))
        } else {
            refuse(refusal!("table-not-yours-to-decline"))
        };
    };
    if table.host == player && !accept {
        return cancel(store, id, player).await;
    }
    if table.host == player && table.status == TableStatus::Open && !table.all_accepted() {
        let waiting = table.seats.iter().filter(|s| s.answer == Answer::Invited).count();
        return refuse(refusal!("table-host-waits", names = still_invited(&table), waiting = waiting));
    }
    if accept && table.status == TableStatus::Open && seat.answer == Answer::Accepted && table.all_accepted() {
        // Everyone had said yes but the match could not start: try again.
        return settle(store, table).await;
    }
    if table.status != TableStatus::Open || seat.answer != Answer::Invited {
        return refuse(refusal!("table-answered"));
    }
    if !store.answer_table(id, player, accept).await? {
        return refuse(refusal!("table-answered"));
    }
    let table = load(store, id).await?;
    if !accept {
        return Ok(Gathering::Off(table));
    }
    settle(store, table).await
}

/// Take a seat at an open table.
pub async fn join(store: &Store, id: TableId, player: PlayerId) -> Result<Gathering, TableError> {
    let table = load(store, id).await?;
    if !table.open {
        return refuse(refusal!("table-is-challenge"));
    }
    if table.seat_of(player).is_some() {
        return refuse(refusal!("table-already-seated"));
    }
    let (_, max) = people_bounds(&table);
    if table.status != TableStatus::Open || !store.join_table(id, player, max).await? {
        return refuse(refusal!("table-full"));
    }
    settle(store, load(store, id).await?).await
}

/// Leave an open table (the host calls it off instead).
pub async fn leave(store: &Store, id: TableId, player: PlayerId) -> Result<Gathering, TableError> {
    let table = load(store, id).await?;
    if table.host == player {
        return cancel(store, id, player).await;
    }
    if !store.leave_table(id, player).await? {
        return refuse(refusal!("table-not-seated"));
    }
    Ok(Gathering::Waiting(load(store, id).await?))
}

/// The host starts an open table with the players seated so far.
pub async fn start(store: &Store, id: TableId, player: PlayerId) -> Result<Gathering, TableError> {
    let table = load(store, id).await?;
    if table.host != player {
        return refuse(refusal!("table-only-host-starts"));
    }
    if table.status != TableStatus::Open {
        return refuse(refusal!("table-over"));
    }
    let (fewest, _) = table.config.profile().seats;
    let (min, _) = people_bounds(&table);
    // The computers' seats count as seated: they are there from the start.
    let too_few = |table: &Table| {
        let game = table.config.kind().title();
        let seated = table.seats.len() + table.computers.count;
        refuse(refusal!("table-too-few", game = game, fewest = fewest, seated = seated))
    };
    if table.seats.len() < min || !table.all_accepted() {
        return too_few(&table);
    }
    if store.claim_table_start(id, min).await? {
        return Ok(Gathering::Start(load(store, id).await?));
    }
    // Someone left, or the table filled and started, between the look and the claim.
    let now = load(store, id).await?;
    match now.status {
        TableStatus::Open => too_few(&now),
        _ => refuse(refusal!("table-over")),
    }
}

/// The host calls the table off.
pub async fn cancel(store: &Store, id: TableId, player: PlayerId) -> Result<Gathering, TableError> {
    let table = load(store, id).await?;
    if table.host != player {
        return refuse(refusal!("table-only-host-cancels"));
    }
    if !store.cancel_table(id).await? {
        return refuse(refusal!("table-over"));
    }
    Ok(Gathering::Off(load(store, id).await?))
}

/// Claims a stopped bot left half done, with no match stored (a table's start, a rematch, a
/// fixture's kick-off), given back at start-up so they can be tried again, by a process alone on
/// its database (every open claim is its own earlier life's). Returns the tables, to be posted
/// again with their buttons (the old message lost them).
pub async fn after_restart(store: &Store) -> Result<Vec<Table>, StoreError> {
    let given = store.give_back_every_claim().await?;
    tables_of(store, &given.tables).await
}

/// With several processes, a claim may be a living process's under way: only those older than
/// a living process ever needs ([`crate::store::claims::STRANDED_CLAIM_MS`]) are given back, by
/// their age, in one statement each, while this process keeps the clocks as `hold`. Returns the
/// tables to post again.
pub async fn give_back_stranded(store: &Store, now_ms: i64, hold: &LeaseHold) -> Result<Vec<Table>, StoreError> {
    let given = store.give_back_stranded_claims(now_ms, hold).await?;
    tables_of(store, &given.tables).await
}

async fn tables_of(store: &Store, ids: &[TableId]) -> Result<Vec<Table>, StoreError> {
    let mut tables = Vec::new();
    for id in ids {
        if let Some(table) = store.table(*id).await? {
            tables.push(table);
        }
    }
    Ok(tables)
}

/// A table as it stands now (after its start was given back or called off).
pub async fn as_it_stands(store: &Store, table: Table) -> Result<Table, StoreError> {
    Ok(store.table(table.id).await?.unwrap_or(table))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn computers_take_seats_from_both_ends_and_leave_room_for_another_person() {
        // Futbol Dash, 3 to 6: two computers leave one to four people (the host and up to three).
        assert_eq!(people_seats((3, 6), false, 2), Ok((1, 4)));
        assert_eq!(people_seats((3, 6), false, 1), Ok((2, 5)));
        assert_eq!(people_seats((3, 6), false, 4), Ok((1, 2)));
        // Five would leave the host alone with them: that is a match against the computer.
        assert_eq!(people_seats((3, 6), false, 5), Err(ComputersRefused::NoSeatLeft));
        assert_eq!(people_seats((2, 2), false, 1), Err(ComputersRefused::NoSeatLeft));
        assert_eq!(people_seats((2, 4), false, 1), Ok((1, 3)));
        assert_eq!(people_seats((3, 6), false, 0), Err(ComputersRefused::TooFew));
        assert_eq!(people_seats((3, 6), false, -3), Err(ComputersRefused::TooFew));
        assert_eq!(people_seats((3, 6), false, i64::MAX), Err(ComputersRefused::NoSeatLeft));
        assert_eq!(people_seats((1, 1), true, 1), Err(ComputersRefused::Solo));
    }
}
