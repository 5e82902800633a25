//! Every SQL statement Touchline runs, over one of two engines:
//!
//! - **SQLite** (the default): one file, in WAL mode, with one connection. SQLite has one writer
//!   anyway, and a single connection avoids lock contention stalls.
//! - **Postgres** (`database.url = "postgres://…"`): one database shared by several bot
//!   processes and web replicas, with a pool of connections per process.
//!
//! Each statement is written once, in the SQL both engines read (`$1` placeholders, `ON
//! CONFLICT`, `RETURNING`), and run through sqlx's Any driver. The schema is kept per engine
//! (`migrations/sqlite`, `migrations/postgres`), with the same tables, columns and constraints;
//! a test compares the two, and the store's test suites run against both. Rows are read into
//! typed structs and turned into the bot's types in one place per table. A row that does not
//! make sense (an unknown game, a bad JSON state) is [`StoreError::Corrupt`], never a panic.
//!
//! - [`matches`]: matches, their seats and the log of their steps;
//! - [`profiles`]: a person's own settings: time zone, pings;
//! - [`follows`]: who follows a match, and how;
//! - [`chances`]: the win chances published for a match;
//! - [`threads`]: where a match is played on Discord, how to reach its players, rematches;
//! - [`tables`]: tables being gathered (challenges and open tables);
//! - [`clocks`]: the turn clocks;
//! - [`service`]: the heartbeat and the operator's overview;
//! - [`solo`]: results of solo matches against a game's own side, and their leaderboards;
//! - [`league`]: competitions, seasons, fixtures, results, reports, the audit log, ratings;
//! - [`web`]: what the web companion reads, and whether a server publishes its pages;
//! - [`leases`]: which process does the work that must happen once (clocks, deadlines);
//! - [`copy`]: a whole database copied to another (`touchline db copy`).

use std::path::{Path, PathBuf};
use std::str::FromStr;
use std::sync::Once;

use serde::Serialize;
use sqlx::any::{AnyConnectOptions, AnyPoolOptions};
use sqlx::sqlite::SqliteConnectOptions;
use sqlx::{AnyPool, ConnectOptions, Executor};

pub mod chances;
pub mod claims;
pub mod clocks;
pub mod copy;
pub mod crests;
pub mod follows;
pub mod languages;
pub mod league;
pub mod leases;
pub mod matches;
pub mod moves;
pub mod profiles;
pub mod service;
pub mod solo;
pub mod tables;
pub mod threads;
pub mod web;

pub use crate::ids::*;
pub use clocks::{DueClock, StepClocks};
pub use leases::LeaseHold;
pub use matches::{Origin, StoredMatch};
pub use service::Overview;
pub use tables::{Table, TableSeat, TableStatus};
pub use threads::MatchThread;

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
    /// A timed action was refused by its fence: the clock it answered is no longer the seat's
    /// running one (or had not run out), or the clocks' lease is no longer held as it was.
    #[error("a timed action was refused: {0}")]
    Fenced(Fence),
    /// The claim a new match was opened for is no longer open (given back as stranded, or
    /// settled by another match): nothing was stored.
    #[error("the claim this match was opened for is no longer open")]
    ClaimLost,
    /// A Postgres server that could not be reached at start: where, and what it (or the socket)
    /// said.
    #[error("cannot reach Postgres at {at}: {reason}")]
    Unreachable { at: String, reason: String },
    /// The database was brought up to date by a newer Touchline than this one.
    #[error(
        "the database's schema is newer than this Touchline understands (it has migration {found}, \
         this build knows up to {known}): upgrade this process before starting it"
    )]
    SchemaTooNew { found: i64, known: i64 },
}

/// Why a timed action's fence refused it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fence {
    /// The clock is not the seat's running one, or had not run out.
    StaleClock,
    /// The clocks' lease is held by another process now, or ran out.
    LeaseLost,
}

impl std::fmt::Display for Fence {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Fence::StaleClock => "the clock it answered is no longer the one running",
            Fence::LeaseLost => "this process no longer holds the clocks' lease",
        })
    }
}

impl StoreError {
    /// The database could not be reached (a Postgres server restarting, a network between):
    /// worth trying again in a moment, unlike a refusal.
    pub fn is_unavailable(&self) -> bool {
        match self {
            StoreError::Sql(e) => unavailable(e),
            StoreError::Unreachable { .. } => true,
            _ => false,
        }
    }
}

/// Whether anything in the chain of causes of `error` is a database out of reach.
pub fn out_of_reach(error: &(dyn std::error::Error + 'static)) -> bool {
    let mut cause = Some(error);
    while let Some(e) = cause {
        if let Some(e) = e.downcast_ref::<StoreError>() {
            return e.is_unavailable();
        }
        if let Some(e) = e.downcast_ref::<sqlx::Error>() {
            return unavailable(e);
        }
        cause = e.source();
    }
    false
}

/// How long a statement waits for a Postgres connection before it fails as out of reach: short
/// enough for an apology within Discord's three seconds.
const ACQUIRE_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(2);

/// How long opening a Postgres store waits for its server to be reachable.
const STARTUP_WAIT: std::time::Duration = std::time::Duration::from_secs(10);

/// Reach a Postgres server once, for the reason it cannot be reached if it cannot: a wrong host
/// or port fails at once, naming them and what the socket said. Only a server that answers it is
/// still starting (57P03) is waited for, up to [`STARTUP_WAIT`].
async fn probe(url: &str, options: &AnyConnectOptions) -> Result<(), StoreError> {
    use sqlx::Connection;
    let began = std::time::Instant::now();
    loop {
        match sqlx::AnyConnection::connect_with(options).await {
            Ok(connection) => {
                let _ = connection.close().await;
                return Ok(());
            }
            Err(sqlx::Error::Database(d))
                if d.code().is_some_and(|c| c == "57P03") && began.elapsed() < STARTUP_WAIT =>
            {
                tokio::time::sleep(std::time::Duration::from_millis(200)).await
            }
            // The server answered and refused (a wrong password, no such database): its words.
            Err(e @ sqlx::Error::Database(_)) => return Err(e.into()),
            Err(sqlx::Error::Io(e)) => {
                return Err(StoreError::Unreachable { at: host_port(url), reason: e.to_string() })
            }
            Err(e) if unavailable(&e) => {
                return Err(StoreError::Unreachable { at: host_port(url), reason: e.to_string() })
            }
            Err(e) => return Err(e.into()),
        }
    }
}

/// The `host:port` a Postgres URL points at (5432 when it names no port).
fn host_port(url: &str) -> String {
    let rest = url.split_once("://").map_or(url, |(_, rest)| rest);
    let authority = rest.split(['/', '?']).next().unwrap_or("");
    let host = authority.rsplit_once('@').map_or(authority, |(_, host)| host);
    let bracketed = host.starts_with('[');
    let has_port = if bracketed { host.contains("]:") } else { host.contains(':') };
    match (host.is_empty(), has_port) {
        (true, _) => "localhost:5432".to_string(),
        (false, true) => host.to_string(),
        (false, false) => format!("{host}:5432"),
    }
}

/// Whether a database error means "out of reach" rather than "refused".
fn unavailable(e: &sqlx::Error) -> bool {
    match e {
        sqlx::Error::Io(_) | sqlx::Error::Tls(_) | sqlx::Error::PoolTimedOut | sqlx::Error::PoolClosed => true,
        sqlx::Error::WorkerCrashed | sqlx::Error::Protocol(_) => true,
        // Postgres: connection failures (class 08), the server shutting down or restarting
        // (57P01–57P03), too many connections (53300).
        sqlx::Error::Database(d) => {
            d.code().is_some_and(|c| c.starts_with("08") || matches!(c.as_ref(), "57P01" | "57P02" | "57P03" | "53300"))
        }
        _ => false,
    }
}

/// Which engine a store runs on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Engine {
    Sqlite,
    Postgres,
}

impl std::fmt::Display for Engine {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Engine::Sqlite => "SQLite",
            Engine::Postgres => "Postgres",
        })
    }
}

/// Where the database is: a SQLite file (a path, or `sqlite:PATH`) or a Postgres server
/// (`postgres://…` or `postgresql://…`).
#[derive(Clone, PartialEq, Eq)]
pub enum Location {
    Sqlite(PathBuf),
    Postgres(String),
}

impl Location {
    /// Read `database.url` (or a command's `--db` / `--to`): a Postgres URL, `sqlite:PATH`, or
    /// a plain path to a SQLite file. Why not is a message to be said in the reader's language.
    pub fn parse(text: &str) -> Result<Location, touchline_i18n::Message> {
        use crate::speech::TERMINAL;
        use touchline_i18n::message;
        let text = text.trim();
        if text.is_empty() {
            return Err(message!(TERMINAL, "location-empty"));
        }
        if text.starts_with("postgres://") || text.starts_with("postgresql://") {
            return Ok(Location::Postgres(text.to_string()));
        }
        if let Some(path) = text.strip_prefix("sqlite://").or_else(|| text.strip_prefix("sqlite:")) {
            let path = path.split('?').next().unwrap_or(path);
            if path.is_empty() {
                return Err(message!(TERMINAL, "location-no-file", text = text));
            }
            return Ok(Location::Sqlite(PathBuf::from(path)));
        }
        if let Some((scheme, _)) = text.split_once("://") {
            return Err(message!(TERMINAL, "location-other-scheme", scheme = scheme));
        }
        Ok(Location::Sqlite(PathBuf::from(text)))
    }

    pub fn engine(&self) -> Engine {
        match self {
            Location::Sqlite(_) => Engine::Sqlite,
            Location::Postgres(_) => Engine::Postgres,
        }
    }
}

/// Shown without a Postgres URL's password, so a location can be logged and printed.
impl std::fmt::Display for Location {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Location::Sqlite(path) => write!(f, "{}", path.display()),
            Location::Postgres(url) => f.write_str(&redacted(url)),
        }
    }
}

impl std::fmt::Debug for Location {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Location({self})")
    }
}

/// A URL with its password replaced by `***`.
fn redacted(url: &str) -> String {
    let Some((scheme, rest)) = url.split_once("://") else { return url.to_string() };
    let (authority, tail) = match rest.find('/') {
        Some(i) => rest.split_at(i),
        None => (rest, ""),
    };
    match authority.rsplit_once('@') {
        Some((user, host)) => {
            let user = user.split_once(':').map(|(name, _)| format!("{name}:***")).unwrap_or_else(|| user.to_string());
            format!("{scheme}://{user}@{host}{tail}")
        }
        None => url.to_string(),
    }
}

#[derive(Clone)]
pub struct Store {
    pool: AnyPool,
    engine: Engine,
    /// This process's name to the others on the database: the holder of what it claims (a
    /// thread's posting, leases). Empty for a store that claims nothing (a tool, a test).
    holder: std::sync::Arc<str>,
    /// "A match moved", told to this process's live pages (and, on Postgres, to every process's).
    signal: moves::Signal,
    /// The Postgres server's address, for the connection that listens for other processes' moves.
    url: Option<std::sync::Arc<str>>,
}

pub(crate) fn json<T: Serialize>(value: &T) -> Result<String, StoreError> {
    serde_json::to_string(value).map_err(|e| StoreError::Corrupt(e.to_string()))
}

/// A stored JSON value read back; `what` names it for the error.
pub(crate) fn from_json<T: serde::de::DeserializeOwned>(what: &str, text: &str) -> Result<T, StoreError> {
    serde_json::from_str(text).map_err(|e| StoreError::Corrupt(format!("{what}: {e}")))
}

/// A stored name read back as one of a closed set (a status, a source…).
pub(crate) fn named<T>(parse: impl Fn(&str) -> Result<T, String>, text: &str) -> Result<T, StoreError> {
    parse(text).map_err(StoreError::Corrupt)
}

/// A count or number stored as a signed integer, read back as an unsigned one.
pub(crate) fn count<T: TryFrom<i64>>(what: &str, n: i64) -> Result<T, StoreError> {
    T::try_from(n).map_err(|_| StoreError::Corrupt(format!("{what} {n} is out of range")))
}

/// Now, as the store writes its timestamps: UTC, to the millisecond, in ISO 8601 text (the same
/// form as the schema's defaults, so the two sort together).
pub(crate) fn now_text() -> String {
    chrono::Utc::now().format(TIME_FORMAT).to_string()
}

const TIME_FORMAT: &str = "%Y-%m-%dT%H:%M:%S%.3fZ";

/// A moment (Unix milliseconds) in the store's timestamp text, to compare with stored ones.
pub(crate) fn time_text(ms: i64) -> String {
    chrono::DateTime::from_timestamp_millis(ms).unwrap_or_default().format(TIME_FORMAT).to_string()
}

/// `$first, $first+1, …` for `n` values: a list of ids bound one by one (`IN (…)`), which both
/// engines read. `n` must not be 0 (`IN ()` is no SQL); callers answer an empty list themselves.
pub(crate) fn placeholders(first: usize, n: usize) -> String {
    (first..first + n).map(|i| format!("${i}")).collect::<Vec<_>>().join(", ")
}

/// How a person who played in the terminal is written in the players' Discord-id column.
const LOCAL_PREFIX: &str = "local:";

/// A Discord id, stored as text (the engines' integers are signed).
pub(crate) fn snowflake(text: Option<String>) -> Result<Option<u64>, StoreError> {
    // A person who played in the terminal (`touchline play --db`) has no Discord id.
    let text = text.filter(|t| !t.starts_with(LOCAL_PREFIX));
    text.map(|t| t.parse().map_err(|_| StoreError::Corrupt(format!("'{t}' is not a Discord id")))).transpose()
}

/// The Any driver needs its engines registered once per process.
fn install_drivers() {
    static ONCE: Once = Once::new();
    ONCE.call_once(sqlx::any::install_default_drivers);
}

/// The newest migration this build knows for an engine.
fn migrator(engine: Engine) -> sqlx::migrate::Migrator {
    match engine {
        Engine::Sqlite => sqlx::migrate!("./migrations/sqlite"),
        Engine::Postgres => sqlx::migrate!("./migrations/postgres"),
    }
}

/// How a SQLite connection is set up: WAL, normal syncing, foreign keys, a wait on a busy file.
const SQLITE_PRAGMAS: &str =
    "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;";

impl Store {
    /// Open (creating if needed) a SQLite file and bring its schema up to date.
    pub async fn open(path: &Path) -> Result<Store, StoreError> {
        Store::connect(&Location::Sqlite(path.to_path_buf())).await
    }

    /// Open the database at `location` (creating a SQLite file if needed) and bring its schema
    /// up to date. A schema newer than this build is refused, never written to.
    pub async fn connect(location: &Location) -> Result<Store, StoreError> {
        let store = Store::pool(location, false).await?;
        store.migrate().await?;
        Ok(store)
    }

    /// Open a database that must already exist, for reading only: an operator's look never
    /// creates, migrates or locks what the bot is using.
    pub async fn open_existing(location: &Location) -> Result<Store, StoreError> {
        Store::pool(location, true).await
    }

    async fn pool(location: &Location, read_only: bool) -> Result<Store, StoreError> {
        install_drivers();
        match location {
            Location::Sqlite(path) => {
                // The Any driver takes a URL: an absolute path keeps a relative one from being
                // read as a URL's host.
                let path = std::path::absolute(path).map_err(|e| StoreError::Sql(sqlx::Error::Io(e)))?;
                let file = SqliteConnectOptions::from_str("sqlite:")?
                    .filename(&path)
                    .create_if_missing(!read_only)
                    .read_only(read_only);
                let options = AnyConnectOptions::from_str(file.to_url_lossy().as_str())?;
                // One connection, never pinged before use: a ping is a trip to the database's
                // thread, and a step's commit is mostly such trips.
                let pool = AnyPoolOptions::new()
                    .max_connections(1)
                    .test_before_acquire(false)
                    .after_connect(move |conn, _| {
                        Box::pin(async move {
                            let pragmas = if read_only { "PRAGMA busy_timeout = 5000;" } else { SQLITE_PRAGMAS };
                            conn.execute(pragmas).await?;
                            Ok(())
                        })
                    })
                    .connect_with(options)
                    .await?;
                Ok(Store { pool, engine: Engine::Sqlite, holder: "".into(), signal: moves::Signal::new(), url: None })
            }
            Location::Postgres(url) => {
                let options = AnyConnectOptions::from_str(url)?;
                // Several connections: a Postgres server takes writes from many at once, and the
                // version check on every commit settles who moved first.
                // A connection is waited for at most ACQUIRE_TIMEOUT: with the server down (a
                // restart), a command that reads the store before answering must still get its
                // apology to Discord within the interaction's three seconds.
                // One connection of its own first: a pool that cannot connect says only that
                // it timed out, where the server or the socket says why (refused, no such
                // host, a wrong password), and which host and port it was.
                probe(url, &options).await?;
                let pool = AnyPoolOptions::new()
                    .max_connections(8)
                    .acquire_timeout(ACQUIRE_TIMEOUT)
                    .after_connect(move |conn, _| {
                        Box::pin(async move {
                            if read_only {
                                conn.execute("SET default_transaction_read_only = on").await?;
                            }
                            Ok(())
                        })
                    })
                    .connect_lazy_with(options);
                pool.acquire().await?;
                Ok(Store {
                    pool,
                    engine: Engine::Postgres,
                    holder: "".into(),
                    signal: moves::Signal::new(),
                    url: Some(url.as_str().into()),
                })
            }
        }
    }

    /// Bring the schema up to date, refusing one that a newer build has already moved on.
    async fn migrate(&self) -> Result<(), StoreError> {
        let migrator = migrator(self.engine);
        let known = migrator.iter().map(|m| m.version).max().unwrap_or(0);
        let newest = self.newest_applied_migration().await?;
        if let Some(found) = newest {
            if found > known {
                return Err(StoreError::SchemaTooNew { found, known });
            }
        }
        let pending = newest.is_none_or(|found| found < known);
        match self.engine {
            // Up to date (the usual start): the migrator only checks what was applied.
            Engine::Postgres => migrator.run(&self.pool).await?,
            Engine::Sqlite if !pending => migrator.run(&self.pool).await?,
            Engine::Sqlite => {
                // SQLite changes a table's constraints by rebuilding it, and a rebuilt table's
                // rows are checked against every reference to it as they are dropped. Its own
                // recipe: foreign keys off for the migrations, then every reference checked at
                // once. On a connection of its own, closed after, so no pooled connection is
                // left without them.
                let mut conn = self.pool.acquire().await?.detach();
                sqlx::query("PRAGMA foreign_keys = OFF").execute(&mut conn).await?;
                let migrated = migrator.run(&mut conn).await;
                let broken: Result<Vec<(String, Option<i64>, String)>, sqlx::Error> =
                    sqlx::query_as("SELECT \"table\", rowid, parent FROM pragma_foreign_key_check")
                        .fetch_all(&mut conn)
                        .await;
                sqlx::Connection::close(conn).await.ok();
                migrated?;
                if let Some((table, row, parent)) = broken?.first() {
                    return Err(StoreError::Corrupt(format!(
                        "after its migrations, row {} of {table} refers to a row of {parent} that is not there",
                        row.map(|r| r.to_string()).unwrap_or_else(|| "?".into())
                    )));
                }
            }
        }
        Ok(())
    }

    /// The newest migration applied to this database, if it has any.
    async fn newest_applied_migration(&self) -> Result<Option<i64>, StoreError> {
        // A fresh database has no migrations table yet: nothing applied.
        let newest: Result<Option<i64>, sqlx::Error> =
            sqlx::query_scalar("SELECT MAX(version) FROM _sqlx_migrations WHERE success = TRUE")
                .fetch_one(&self.pool)
                .await;
        Ok(newest.unwrap_or(None))
    }

    /// Every statement the store builds at run time (lists of ids, each kind of claim, the
    /// clocks' lease's condition, the copy's per table), with representative arguments, as
    /// built on this store's engine: for the test that prepares every statement on both.
    pub async fn built_statements(&self) -> Result<Vec<String>, StoreError> {
        let mut all = claims::statements();
        all.extend(clocks::statements());
        all.extend(crests::statements());
        all.extend(threads::statements());
        all.extend(web::statements());
        all.extend(moves::statements());
        all.extend(league::pyramid::statements());
        all.extend(league::kickoffs::statements());
        all.extend(league::deadlines::statements());
        all.extend(copy::statements(self).await?);
        Ok(all)
    }

    /// The same store, its claims made under this process's name (see
    /// [`crate::session::clock::process_name`]).
    pub fn named(&self, holder: &str) -> Store {
        Store { holder: holder.into(), ..self.clone() }
    }

    /// The name this store's claims are made under.
    pub fn holder(&self) -> &str {
        &self.holder
    }

    /// The engine this store runs on.
    pub fn engine(&self) -> Engine {
        self.engine
    }

    /// The journal mode in force (for tests: on SQLite it must be WAL).
    pub async fn journal_mode(&self) -> Result<String, StoreError> {
        Ok(sqlx::query_scalar("PRAGMA journal_mode").fetch_one(&self.pool).await?)
    }

    pub async fn close(&self) {
        self.pool.close().await;
    }

    /// Copy SQLite's write-ahead log into the database file and empty it, so a stopped bot
    /// leaves one self-contained file behind (for a backup, or a copy to another machine).
    /// Postgres keeps its own files: nothing to do there.
    pub async fn checkpoint(&self) {
        if self.engine != Engine::Sqlite {
            return;
        }
        if let Err(e) = sqlx::raw_sql("PRAGMA wal_checkpoint(TRUNCATE)").execute(&self.pool).await {
            tracing::warn!(%e, "cannot checkpoint the database");
        }
    }

    /// Record (or rename) a Discord user; returns their player id.
    pub async fn upsert_player(&self, discord_id: &str, display_name: &str) -> Result<PlayerId, StoreError> {
        let id = sqlx::query_scalar(
            "INSERT INTO players (discord_id, display_name) VALUES ($1, $2)
             ON CONFLICT (discord_id) DO UPDATE SET display_name = excluded.display_name, updated_at = $3
             RETURNING id",
        )
        .bind(discord_id)
        .bind(display_name)
        .bind(now_text())
        .fetch_one(&self.pool)
        .await?;
        Ok(id)
    }

    /// Record a person who plays in the terminal, by name; returns their player id.
    pub async fn local_player(&self, name: &str) -> Result<PlayerId, StoreError> {
        self.upsert_player(&format!("{LOCAL_PREFIX}{name}"), name).await
    }

    /// A player's Discord id (0 for one who plays only in the terminal) and name.
    pub async fn player(&self, id: PlayerId) -> Result<Option<(u64, String)>, StoreError> {
        let row: Option<(String, String)> =
            sqlx::query_as("SELECT discord_id, display_name FROM players WHERE id = $1")
                .bind(id)
                .fetch_optional(&self.pool)
                .await?;
        Ok(row.map(|(discord, name)| (discord.parse().unwrap_or(0), name)))
    }

    pub async fn player_name(&self, id: PlayerId) -> Result<Option<String>, StoreError> {
        Ok(sqlx::query_scalar("SELECT display_name FROM players WHERE id = $1")
            .bind(id)
            .fetch_optional(&self.pool)
            .await?)
    }
}

#[cfg(test)]
mod tests {
    use super::host_port;

    #[test]
    fn a_postgres_url_names_its_host_and_port() {
        assert_eq!(host_port("postgres://bot:pw@db.example:6543/touchline"), "db.example:6543");
        assert_eq!(host_port("postgres://db/touchline?sslmode=disable"), "db:5432");
        assert_eq!(host_port("postgresql://u@[::1]:5433/x"), "[::1]:5433");
        assert_eq!(host_port("postgres://u@[::1]/x"), "[::1]:5432");
        assert_eq!(host_port("postgres:///touchline"), "localhost:5432");
    }
}
