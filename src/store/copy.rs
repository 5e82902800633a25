//! A whole database copied into another, for a community that moves from its SQLite file to a
//! Postgres server shared by several processes (`touchline db copy --from … --to …`), or back.
//!
//! Everything happens in one transaction on the target: it ends holding every row or, if the
//! copy is stopped or fails half way, none. Each table is copied parents first (the foreign
//! keys hold at every insert), ids kept as they are, so matches in progress, their clocks
//! (absolute deadlines), leagues, ratings, crests, seals and the audit log carry on where they
//! were. Before committing, every table is read back from the target and compared with what was
//! read from the source: its number of rows and a checksum of its rows (SHA-256 over each row,
//! the rows' digests sorted, so the engines' different orderings of text do not matter).

use futures_util::TryStreamExt;
use sha2::{Digest, Sha256};
use sqlx::any::AnyRow;
use sqlx::{Any, Row, Transaction};

use super::{Engine, Store, StoreError};

/// Every table of the schema, each after the tables its foreign keys point to. A test checks
/// this against both engines' schemas, so a new table cannot be left out.
pub const TABLES: &[&str] = &[
    "players",
    "matches",
    "match_seats",
    "match_steps",
    "discord_matches",
    "turn_clocks",
    "seat_contacts",
    "rematches",
    "competitions",
    "seasons",
    "members",
    "fixtures",
    "results",
    "reports",
    "audit_log",
    "ratings",
    "guild_settings",
    "tables",
    "table_seats",
    "service_heartbeat",
    "drafts",
    "squads",
    "solo_results",
    "crests",
    "web_publishing",
    "divisions",
    "division_playoffs",
    "division_history",
    "kickoffs",
    "breaks",
    "deputies",
    "follows",
    "pending_news",
    "thread_openings",
    "signing_keys",
    "match_chances",
    "key_moments",
];

/// Tables not copied: a lease belongs to a process of the old database, and the new one's
/// processes take their own.
pub const NOT_COPIED: &[&str] = &["leases"];

/// How many values one INSERT binds at most (below both engines' limits).
const VALUES_PER_INSERT: usize = 900;

/// What a copy did, table by table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CopyReport {
    pub tables: Vec<TableCopy>,
}

/// One table copied: its rows and checksum, the same on both sides (or the copy would have
/// been undone).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableCopy {
    pub table: &'static str,
    pub rows: u64,
    pub checksum: String,
}

impl CopyReport {
    pub fn rows(&self) -> u64 {
        self.tables.iter().map(|t| t.rows).sum()
    }
}

#[derive(Debug, thiserror::Error)]
pub enum CopyError {
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error(
        "the target already holds {rows} rows ({tables}): copy into an empty database, or give --replace to \
         delete them first"
    )]
    TargetNotEmpty { rows: u64, tables: String },
    #[error("the source and the target are the same database")]
    SameDatabase,
    #[error(
        "a bot wrote to the source {seconds} s ago: stop it before copying (a running bot would go on \
         writing to the old database), then run the copy again"
    )]
    SourceInUse { seconds: i64 },
    #[error("table {table} differs between the two schemas ({detail}): bring both up to the same version")]
    SchemaMismatch { table: &'static str, detail: String },
    #[error(
        "table {table} did not arrive whole ({source_rows} rows, checksum {source_sum}, read back as {target_rows} \
         rows, checksum {target_sum}): nothing was copied"
    )]
    Mismatch { table: &'static str, source_rows: u64, source_sum: String, target_rows: u64, target_sum: String },
}

impl From<sqlx::Error> for CopyError {
    fn from(e: sqlx::Error) -> CopyError {
        CopyError::Store(StoreError::Sql(e))
    }
}

/// How a column's values are read and bound.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Integer,
    Real,
    Text,
    Blob,
}

impl Kind {
    /// The kind of a column from its declared type on either engine.
    fn of(declared: &str) -> Kind {
        let t = declared.to_ascii_lowercase();
        if t.contains("int") {
            Kind::Integer
        } else if t.contains("real") || t.contains("double") || t.contains("floa") || t.contains("numeric") {
            Kind::Real
        } else if t.contains("blob") || t.contains("bytea") {
            Kind::Blob
        } else {
            Kind::Text
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
enum Value {
    Null,
    Integer(i64),
    Real(f64),
    Text(String),
    Blob(Vec<u8>),
}

impl Value {
    fn read(row: &AnyRow, i: usize, kind: Kind) -> Result<Value, sqlx::Error> {
        Ok(match kind {
            Kind::Integer => row.try_get::<Option<i64>, _>(i)?.map_or(Value::Null, Value::Integer),
            Kind::Real => row.try_get::<Option<f64>, _>(i)?.map_or(Value::Null, Value::Real),
            Kind::Text => row.try_get::<Option<String>, _>(i)?.map_or(Value::Null, Value::Text),
            Kind::Blob => row.try_get::<Option<Vec<u8>>, _>(i)?.map_or(Value::Null, Value::Blob),
        })
    }

    /// The value's bytes for the row's digest: a tag, then the value, lengths first, so two
    /// different rows never write the same bytes.
    fn digest_into(&self, hash: &mut Sha256) {
        match self {
            Value::Null => hash.update([0]),
            Value::Integer(n) => {
                hash.update([1]);
                hash.update(n.to_le_bytes());
            }
            Value::Real(x) => {
                hash.update([2]);
                hash.update(x.to_bits().to_le_bytes());
            }
            Value::Text(s) => {
                hash.update([3]);
                hash.update((s.len() as u64).to_le_bytes());
                hash.update(s.as_bytes());
            }
            Value::Blob(b) => {
                hash.update([4]);
                hash.update((b.len() as u64).to_le_bytes());
                hash.update(b);
            }
        }
    }
}

/// A table's rows taken in, in any order: the count and the sorted digests.
#[derive(Default)]
struct Tally {
    digests: Vec<[u8; 32]>,
}

impl Tally {
    fn add(&mut self, row: &[Value]) {
        let mut hash = Sha256::new();
        for value in row {
            value.digest_into(&mut hash);
        }
        self.digests.push(hash.finalize().into());
    }

    fn rows(&self) -> u64 {
        self.digests.len() as u64
    }

    fn checksum(mut self) -> String {
        self.digests.sort_unstable();
        let mut hash = Sha256::new();
        for d in &self.digests {
            hash.update(d);
        }
        hash.finalize().iter().take(8).map(|b| format!("{b:02x}")).collect()
    }
}

impl Store {
    /// A table's columns in order, with how to read them.
    async fn columns(&self, table: &str) -> Result<Vec<(String, Kind)>, StoreError> {
        let sql = match self.engine {
            Engine::Sqlite => "SELECT name, type FROM pragma_table_info($1) ORDER BY cid",
            Engine::Postgres => {
                "SELECT column_name::text, data_type::text FROM information_schema.columns
                 WHERE table_schema = current_schema() AND table_name = $1 ORDER BY ordinal_position"
            }
        };
        let rows: Vec<(String, String)> = sqlx::query_as(sql).bind(table).fetch_all(&self.pool).await?;
        Ok(rows.into_iter().map(|(name, declared)| (name, Kind::of(&declared))).collect())
    }

    /// How many rows each table holds, for the tables that hold any.
    async fn filled_tables(&self) -> Result<Vec<(&'static str, u64)>, StoreError> {
        let mut filled = Vec::new();
        for table in TABLES {
            let n: i64 = sqlx::query_scalar(&count_sql(table)).fetch_one(&self.pool).await?;
            if n > 0 {
                filled.push((*table, n as u64));
            }
        }
        Ok(filled)
    }

    /// When a bot last proved it writes to this database (Unix milliseconds).
    async fn last_heartbeat(&self) -> Result<Option<i64>, StoreError> {
        Ok(sqlx::query_scalar("SELECT beat_ms FROM service_heartbeat WHERE id = 1").fetch_optional(&self.pool).await?)
    }

    /// A marker written into `other` and looked for here: found, the two are one database (the
    /// same file by two names, or one Postgres database by two URLs).
    async fn is_same_database_as(&self, other: &Store) -> Result<bool, StoreError> {
        if self.engine != other.engine {
            return Ok(false);
        }
        // No Discord server has such an id, and the row is gone again at once.
        let marker = format!("db-copy-{}", crate::fairness::random_hex(8));
        sqlx::query("INSERT INTO guild_settings (guild_id) VALUES ($1)").bind(&marker).execute(&other.pool).await?;
        let seen: Option<String> = sqlx::query_scalar("SELECT guild_id FROM guild_settings WHERE guild_id = $1")
            .bind(&marker)
            .fetch_optional(&self.pool)
            .await?;
        sqlx::query("DELETE FROM guild_settings WHERE guild_id = $1").bind(&marker).execute(&other.pool).await?;
        Ok(seen.is_some())
    }
}

/// Copy every row of `from` into `to`, whose schema is already up to date. `now_ms` is the
/// present, to tell whether a bot is still writing to the source.
pub async fn copy(from: &Store, to: &Store, replace: bool, now_ms: i64) -> Result<CopyReport, CopyError> {
    if let Some(beat) = from.last_heartbeat().await? {
        let seconds = (now_ms - beat) / 1000;
        // The bot writes its heartbeat every few seconds: three missed beats mean it is gone.
        // A beat a little ahead of now is a bot on a machine whose clock runs ahead: running too.
        if seconds.abs() < 3 * super::service::WRITE_EVERY_SECONDS as i64 {
            return Err(CopyError::SourceInUse { seconds: seconds.max(0) });
        }
    }
    let filled = to.filled_tables().await?;
    if !filled.is_empty() && !replace {
        return Err(CopyError::TargetNotEmpty {
            rows: filled.iter().map(|(_, n)| n).sum(),
            tables: filled.iter().map(|(t, n)| format!("{t}: {n}")).collect::<Vec<_>>().join(", "),
        });
    }
    if from.is_same_database_as(to).await? {
        return Err(CopyError::SameDatabase);
    }
    // Both sides' columns are read before the transaction: a SQLite store has one connection,
    // which the transaction then holds until it ends.
    let mut plan = Vec::with_capacity(TABLES.len());
    for &table in TABLES {
        let columns = from.columns(table).await?;
        let target_columns = to.columns(table).await?;
        let names = |c: &[(String, Kind)]| c.iter().map(|(n, _)| n.clone()).collect::<Vec<_>>();
        if names(&columns) != names(&target_columns) {
            return Err(CopyError::SchemaMismatch {
                table,
                detail: format!("{} here, {} there", names(&columns).join(", "), names(&target_columns).join(", ")),
            });
        }
        plan.push((table, columns, target_columns));
    }
    let mut tx = to.pool.begin().await?;
    if replace {
        for table in TABLES.iter().rev() {
            sqlx::query(&delete_sql(table)).execute(&mut *tx).await?;
        }
    }
    let mut report = CopyReport { tables: Vec::new() };
    for (table, columns, target_columns) in &plan {
        let table = *table;
        let (sent, source_sum) = copy_table(from, &mut tx, table, columns, target_columns).await?;
        let (got, target_sum) = read_back(&mut tx, table, target_columns).await?;
        if sent != got || source_sum != target_sum {
            return Err(CopyError::Mismatch { table, source_rows: sent, source_sum, target_rows: got, target_sum });
        }
        report.tables.push(TableCopy { table, rows: sent, checksum: source_sum });
    }
    if to.engine == Engine::Postgres {
        // Rows came with their ids: the next id each table hands out follows the highest copied.
        // Only tables with an `id` column have a sequence (naming a missing column is an error).
        for (table, _, target_columns) in &plan {
            if !target_columns.iter().any(|(name, _)| name == "id") {
                continue;
            }
            sqlx::query(&next_id_sql(table)).execute(&mut *tx).await?;
        }
    }
    tx.commit().await?;
    Ok(report)
}

/// Copy one table's rows, in batches; the number sent and their checksum.
async fn copy_table(
    from: &Store,
    tx: &mut Transaction<'_, Any>,
    table: &'static str,
    columns: &[(String, Kind)],
    target_columns: &[(String, Kind)],
) -> Result<(u64, String), CopyError> {
    let list = columns.iter().map(|(n, _)| n.as_str()).collect::<Vec<_>>().join(", ");
    let select = select_sql(table, &list);
    let per_insert = (VALUES_PER_INSERT / columns.len().max(1)).max(1);
    let mut tally = Tally::default();
    let mut batch: Vec<Vec<Value>> = Vec::with_capacity(per_insert);
    let mut rows = sqlx::query(&select).fetch(&from.pool);
    while let Some(row) = rows.try_next().await? {
        let values = read_row(&row, table, columns)?;
        tally.add(&values);
        batch.push(values);
        if batch.len() == per_insert {
            insert(tx, table, &list, target_columns, &batch).await?;
            batch.clear();
        }
    }
    if !batch.is_empty() {
        insert(tx, table, &list, target_columns, &batch).await?;
    }
    Ok((tally.rows(), tally.checksum()))
}

/// A row's values, each read as its column's kind; a value that is not is named by its column.
fn read_row(row: &AnyRow, table: &str, columns: &[(String, Kind)]) -> Result<Vec<Value>, StoreError> {
    columns
        .iter()
        .enumerate()
        .map(|(i, (name, kind))| {
            Value::read(row, i, *kind).map_err(|e| StoreError::Corrupt(format!("{table}.{name}: {e}")))
        })
        .collect()
}

/// One INSERT of several rows, each value bound with its target column's type (a NULL too:
/// Postgres wants to know what it is a NULL of).
async fn insert(
    tx: &mut Transaction<'_, Any>,
    table: &str,
    list: &str,
    columns: &[(String, Kind)],
    rows: &[Vec<Value>],
) -> Result<(), StoreError> {
    let sql = insert_sql(table, list, columns.len(), rows.len());
    let mut query = sqlx::query(&sql);
    for row in rows {
        for (value, (_, kind)) in row.iter().zip(columns) {
            query = match (value, kind) {
                (Value::Null, Kind::Integer) => query.bind(None::<i64>),
                (Value::Null, Kind::Real) => query.bind(None::<f64>),
                (Value::Null, Kind::Text) => query.bind(None::<String>),
                (Value::Null, Kind::Blob) => query.bind(None::<Vec<u8>>),
                (Value::Integer(n), _) => query.bind(*n),
                (Value::Real(x), _) => query.bind(*x),
                (Value::Text(s), _) => query.bind(s.clone()),
                (Value::Blob(b), _) => query.bind(b.clone()),
            };
        }
    }
    query.execute(&mut **tx).await?;
    Ok(())
}

/// A table's rows as the target now holds them (inside the copy's transaction).
async fn read_back(
    tx: &mut Transaction<'_, Any>,
    table: &'static str,
    columns: &[(String, Kind)],
) -> Result<(u64, String), CopyError> {
    let list = columns.iter().map(|(n, _)| n.as_str()).collect::<Vec<_>>().join(", ");
    let rows = sqlx::query(&select_sql(table, &list)).fetch_all(&mut **tx).await?;
    let mut tally = Tally::default();
    for row in &rows {
        let values = read_row(row, table, columns)?;
        tally.add(&values);
    }
    Ok((tally.rows(), tally.checksum()))
}

fn count_sql(table: &str) -> String {
    format!("SELECT COUNT(*) FROM {table}")
}

fn delete_sql(table: &str) -> String {
    format!("DELETE FROM {table}")
}

fn select_sql(table: &str, list: &str) -> String {
    format!("SELECT {list} FROM {table}")
}

/// `rows` rows of `width` values into `table`'s columns `list`, in one statement.
fn insert_sql(table: &str, list: &str, width: usize, rows: usize) -> String {
    let tuples =
        (0..rows).map(|r| format!("({})", super::placeholders(r * width + 1, width))).collect::<Vec<_>>().join(", ");
    format!("INSERT INTO {table} ({list}) VALUES {tuples}")
}

/// On Postgres: the next id a table hands out follows the highest copied (a table with no id
/// sequence is left as it is).
fn next_id_sql(table: &str) -> String {
    format!(
        "SELECT setval(pg_get_serial_sequence('{table}', 'id'), COALESCE(MAX(id), 0) + 1, false) FROM {table}
         WHERE pg_get_serial_sequence('{table}', 'id') IS NOT NULL"
    )
}

/// The copy's statements for every table of `store`'s schema, as it would run them there.
pub(super) async fn statements(store: &Store) -> Result<Vec<String>, StoreError> {
    let mut all = Vec::new();
    for table in TABLES {
        let columns = store.columns(table).await?;
        let list = columns.iter().map(|(n, _)| n.as_str()).collect::<Vec<_>>().join(", ");
        all.extend([count_sql(table), delete_sql(table), select_sql(table, &list)]);
        all.push(insert_sql(table, &list, columns.len(), 2));
        if store.engine == Engine::Postgres && columns.iter().any(|(name, _)| name == "id") {
            all.push(next_id_sql(table));
        }
    }
    Ok(all)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn column_kinds_are_read_from_either_engines_names() {
        for (declared, kind) in [
            ("INTEGER", Kind::Integer),
            ("bigint", Kind::Integer),
            ("TEXT", Kind::Text),
            ("text", Kind::Text),
            ("REAL", Kind::Real),
            ("double precision", Kind::Real),
            ("BLOB", Kind::Blob),
            ("bytea", Kind::Blob),
        ] {
            assert_eq!(Kind::of(declared), kind, "{declared}");
        }
    }

    #[test]
    fn the_checksum_ignores_the_order_of_rows_but_not_their_values() {
        let rows = [
            vec![Value::Integer(1), Value::Text("a".into()), Value::Null],
            vec![Value::Integer(2), Value::Text("b".into()), Value::Blob(vec![1, 2])],
        ];
        let mut forward = Tally::default();
        rows.iter().for_each(|r| forward.add(r));
        let mut backward = Tally::default();
        rows.iter().rev().for_each(|r| backward.add(r));
        let mut changed = Tally::default();
        changed.add(&rows[0]);
        changed.add(&[Value::Integer(2), Value::Text("b".into()), Value::Blob(vec![1, 3])]);
        let (a, b, c) = (forward.checksum(), backward.checksum(), changed.checksum());
        assert_eq!(a, b);
        assert_ne!(a, c);
        // A NULL is not an empty text, nor a text "ab" the same as "a" then "b".
        let mut null = Tally::default();
        null.add(&[Value::Null]);
        let mut empty = Tally::default();
        empty.add(&[Value::Text(String::new())]);
        assert_ne!(null.checksum(), empty.checksum());
        let mut joined = Tally::default();
        joined.add(&[Value::Text("ab".into()), Value::Text(String::new())]);
        let mut split = Tally::default();
        split.add(&[Value::Text("a".into()), Value::Text("b".into())]);
        assert_ne!(joined.checksum(), split.checksum());
    }
}
