//! The two engines' schemas: the Postgres migrations must build what the SQLite ones build, and
//! every schema change from the first Postgres migration on comes as a pair.
//!
//! Each schema is read back from a database the store migrated and written as a list of facts
//! in one vocabulary (one fact a line), so the comparison is a comparison of two sets and a
//! failure lists the facts only one side has. What the two engines spell differently by design
//! is normalised first:
//!
//! - types: SQLite's INTEGER/TEXT/REAL/BLOB and Postgres's BIGINT/TEXT/DOUBLE PRECISION/BYTEA are
//!   integer/text/real/blob; any other Postgres type is a difference;
//! - a one-column integer primary key is "integer primary key" on both (SQLite's rowid alias,
//!   assigned when not given); on Postgres it must be an identity column unless it is also a
//!   foreign key (then it is always given);
//! - a primary key's columns are not null (Postgres makes them so; SQLite takes NULL in a
//!   non-integer primary key, which the store never writes);
//! - SQLite's NOCASE column in an index and Postgres's `lower(column)` are both "lower(column)";
//! - defaults: the timestamp default of each engine is "now"; literal casts and quotes go.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use sqlx::sqlite::SqliteConnectOptions;
use sqlx::{PgPool, SqlitePool};
use touchline::store::{Location, Store};

use crate::support::postgres;

/// The first Postgres migration: the whole SQLite schema up to this version at once.
const FIRST_POSTGRES_MIGRATION: i64 = 20261202002000;

#[tokio::test]
async fn the_two_engines_have_the_same_schema() {
    let Some(url) = postgres::fresh_database().await else { return };

    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("touchline.db");
    Store::connect(&Location::Sqlite(path.clone())).await.unwrap().close().await;
    Store::connect(&Location::Postgres(url.clone())).await.unwrap().close().await;

    let sqlite = SqlitePool::connect_with(SqliteConnectOptions::new().filename(&path).read_only(true)).await.unwrap();
    let sqlite_facts = sqlite_schema(&sqlite).await;
    sqlite.close().await;
    let pg = PgPool::connect(&url).await.unwrap();
    let postgres_facts = postgres_schema(&pg).await;
    pg.close().await;

    // A reader that found nothing would make any two schemas equal.
    assert!(sqlite_facts.iter().any(|f| f.starts_with("table players column 1: id integer primary key")));

    let only_sqlite: Vec<_> = sqlite_facts.difference(&postgres_facts).collect();
    let only_postgres: Vec<_> = postgres_facts.difference(&sqlite_facts).collect();
    if !only_sqlite.is_empty() || !only_postgres.is_empty() {
        let mut report = String::from("the SQLite and Postgres schemas differ\n");
        for fact in &only_sqlite {
            report.push_str(&format!("  only in SQLite:   {fact}\n"));
        }
        for fact in &only_postgres {
            report.push_str(&format!("  only in Postgres: {fact}\n"));
        }
        panic!("{report}");
    }
}

#[test]
fn every_migration_has_its_pair_from_now_on() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("migrations");
    let sqlite = versions(&root.join("sqlite"));
    let postgres = versions(&root.join("postgres"));
    assert!(postgres.contains_key(&FIRST_POSTGRES_MIGRATION), "the first Postgres migration is missing");

    let mut problems = Vec::new();
    for (version, file) in &postgres {
        if !sqlite.contains_key(version) {
            problems.push(format!("migrations/postgres/{file} has no migrations/sqlite file of version {version}"));
        }
    }
    for (version, file) in sqlite.range(FIRST_POSTGRES_MIGRATION + 1..) {
        if !postgres.contains_key(version) {
            problems.push(format!("migrations/sqlite/{file} has no migrations/postgres file of version {version}"));
        }
    }
    assert!(problems.is_empty(), "every schema change is a pair of migrations:\n  {}", problems.join("\n  "));
}

/// The migrations in a folder by version (the digits before the first `_`).
fn versions(folder: &Path) -> BTreeMap<i64, String> {
    let mut found = BTreeMap::new();
    for entry in std::fs::read_dir(folder).unwrap_or_else(|e| panic!("cannot read {}: {e}", folder.display())) {
        let name = entry.unwrap().file_name().to_string_lossy().into_owned();
        if !name.ends_with(".sql") {
            continue;
        }
        let version = name
            .split('_')
            .next()
            .and_then(|v| v.parse().ok())
            .unwrap_or_else(|| panic!("{} names no version", folder.join(&name).display()));
        if let Some(other) = found.insert(version, name.clone()) {
            panic!("{} has two migrations of version {version}: {other} and {name}", folder.display());
        }
    }
    found
}

/// One column as both engines are compared.
struct Column {
    name: String,
    kind: String,
    not_null: bool,
    default: Option<String>,
}

/// The facts of one table, whichever engine it was read from.
#[derive(Default)]
struct Table {
    columns: Vec<Column>,
    primary_key: Vec<String>,
    /// Unique or not, columns (or `lower(column)`), partial or not.
    indexes: BTreeSet<(bool, Vec<String>, bool)>,
    /// Column, referenced table, referenced column, what a deletion there does.
    foreign_keys: BTreeSet<(String, String, String, String)>,
}

/// A table's facts as lines; `auto_id` says whether a one-column integer key is assigned by the
/// engine when not given (always on SQLite; on Postgres, when it is an identity column).
fn table_facts(name: &str, table: &Table, auto_id: impl Fn(&str) -> bool, facts: &mut BTreeSet<String>) {
    facts.insert(format!("table {name}"));
    let single_integer_key = table.primary_key.len() == 1
        && table.columns.iter().any(|c| c.name == table.primary_key[0] && c.kind == "integer");
    for (position, column) in table.columns.iter().enumerate() {
        let in_key = table.primary_key.contains(&column.name);
        let kind = if single_integer_key && in_key {
            let foreign = table.foreign_keys.iter().any(|fk| fk.0 == column.name);
            if auto_id(&column.name) || foreign {
                "integer primary key".to_string()
            } else {
                "integer primary key (not assigned by the database)".to_string()
            }
        } else {
            column.kind.clone()
        };
        let null = if column.not_null || in_key { "not null" } else { "null" };
        let default = column.default.as_deref().map(|d| format!(" default {d}")).unwrap_or_default();
        facts.insert(format!("table {name} column {}: {} {kind} {null}{default}", position + 1, column.name));
    }
    if !single_integer_key && !table.primary_key.is_empty() {
        facts.insert(format!("table {name} primary key ({})", table.primary_key.join(", ")));
    }
    for (unique, columns, partial) in &table.indexes {
        let unique = if *unique { "unique index" } else { "index" };
        let partial = if *partial { " where …" } else { "" };
        facts.insert(format!("table {name} {unique} ({}){partial}", columns.join(", ")));
    }
    for (column, other, other_column, on_delete) in &table.foreign_keys {
        facts.insert(format!("table {name} foreign key {column} -> {other}.{other_column} on delete {on_delete}"));
    }
}

/// A default as both engines are compared: the timestamp default is "now", and a literal loses
/// its cast, parentheses and quotes.
fn default_value(text: &str) -> String {
    // SQLite's and Postgres's spelling of the same UTC text, to the millisecond.
    let sqlite_now = text.contains("strftime('%Y-%m-%dT%H:%M:%fZ', 'now')");
    let postgres_now = text.contains("now()") && text.contains(r#"'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'"#);
    if sqlite_now || postgres_now {
        return "now".into();
    }
    let text = text.split("::").next().unwrap_or(text);
    text.trim_matches(|c| c == '(' || c == ')' || c == '\'').to_string()
}

async fn sqlite_schema(pool: &SqlitePool) -> BTreeSet<String> {
    let mut facts = BTreeSet::new();
    let tables: Vec<String> = sqlx::query_scalar(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> '_sqlx_migrations'",
    )
    .fetch_all(pool)
    .await
    .unwrap();
    for name in tables {
        let mut table = Table::default();
        let columns: Vec<(String, String, i64, Option<String>, i64)> =
            sqlx::query_as(r#"SELECT name, type, "notnull", dflt_value, pk FROM pragma_table_info($1) ORDER BY cid"#)
                .bind(&name)
                .fetch_all(pool)
                .await
                .unwrap();
        let mut key = Vec::new();
        for (column, declared, not_null, default, pk) in columns {
            let kind = match declared.to_ascii_uppercase().as_str() {
                "INTEGER" => "integer".to_string(),
                "TEXT" => "text".to_string(),
                "REAL" => "real".to_string(),
                "BLOB" => "blob".to_string(),
                other => format!("{} (sqlite)", other.to_lowercase()),
            };
            if pk > 0 {
                key.push((pk, column.clone()));
            }
            table.columns.push(Column {
                name: column,
                kind,
                not_null: not_null != 0,
                default: default.as_deref().map(default_value),
            });
        }
        key.sort();
        table.primary_key = key.into_iter().map(|(_, c)| c).collect();

        let indexes: Vec<(String, i64, String, i64)> =
            sqlx::query_as(r#"SELECT name, "unique", origin, partial FROM pragma_index_list($1)"#)
                .bind(&name)
                .fetch_all(pool)
                .await
                .unwrap();
        for (index, unique, origin, partial) in indexes {
            // The primary key's own index is the primary key, compared as such.
            if origin == "pk" {
                continue;
            }
            let keys: Vec<(Option<String>, Option<String>)> =
                sqlx::query_as("SELECT name, coll FROM pragma_index_xinfo($1) WHERE key = 1 ORDER BY seqno")
                    .bind(&index)
                    .fetch_all(pool)
                    .await
                    .unwrap();
            let columns = keys
                .into_iter()
                .map(|(column, collation)| {
                    let column = column.unwrap_or_else(|| "<expression>".into());
                    match collation.as_deref() {
                        Some(c) if c.eq_ignore_ascii_case("NOCASE") => format!("lower({column})"),
                        _ => column,
                    }
                })
                .collect();
            table.indexes.insert((unique != 0, columns, partial != 0));
        }

        let foreign: Vec<(String, String, Option<String>, String)> =
            sqlx::query_as(r#"SELECT "from", "table", "to", on_delete FROM pragma_foreign_key_list($1)"#)
                .bind(&name)
                .fetch_all(pool)
                .await
                .unwrap();
        for (column, other, other_column, on_delete) in foreign {
            // `REFERENCES t` without a column means t's primary key.
            let other_column = match other_column {
                Some(c) => c,
                None => sqlx::query_scalar("SELECT name FROM pragma_table_info($1) WHERE pk = 1")
                    .bind(&other)
                    .fetch_one(pool)
                    .await
                    .unwrap(),
            };
            table.foreign_keys.insert((column, other, other_column, on_delete.to_uppercase()));
        }
        table_facts(&name, &table, |_| true, &mut facts);
    }

    let views = "SELECT name FROM sqlite_master WHERE type = 'view'";
    view_facts(pool, views, "SELECT name FROM pragma_table_info($1) ORDER BY cid", &mut facts).await;
    facts
}

/// A fact for each view: its name and its columns in order. `views` lists the views' names;
/// `columns` gives a view's column names, in order, for the name bound as `$1`.
async fn view_facts<DB: sqlx::Database>(pool: &sqlx::Pool<DB>, views: &str, columns: &str, facts: &mut BTreeSet<String>)
where
    for<'c> &'c mut DB::Connection: sqlx::Executor<'c, Database = DB>,
    for<'q> DB::Arguments<'q>: sqlx::IntoArguments<'q, DB>,
    for<'q> String: sqlx::Type<DB> + sqlx::Decode<'q, DB> + sqlx::Encode<'q, DB>,
    usize: sqlx::ColumnIndex<DB::Row>,
{
    let views: Vec<String> = sqlx::query_scalar(views).fetch_all(pool).await.unwrap();
    for view in views {
        let names: Vec<String> = sqlx::query_scalar(columns).bind(&view).fetch_all(pool).await.unwrap();
        facts.insert(format!("view {view} ({})", names.join(", ")));
    }
}

async fn postgres_schema(pool: &PgPool) -> BTreeSet<String> {
    let mut facts = BTreeSet::new();
    let tables: Vec<String> = sqlx::query_scalar(
        "SELECT table_name::text FROM information_schema.tables
         WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> '_sqlx_migrations'",
    )
    .fetch_all(pool)
    .await
    .unwrap();
    for name in tables {
        let mut table = Table::default();
        let columns: Vec<(String, String, String, Option<String>, String)> = sqlx::query_as(
            "SELECT column_name::text, data_type::text, is_nullable::text, column_default::text, is_identity::text
             FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1
             ORDER BY ordinal_position",
        )
        .bind(&name)
        .fetch_all(pool)
        .await
        .unwrap();
        let mut identities = BTreeSet::new();
        for (column, declared, nullable, default, identity) in columns {
            let kind = match declared.as_str() {
                "bigint" => "integer".to_string(),
                "text" => "text".to_string(),
                "double precision" => "real".to_string(),
                "bytea" => "blob".to_string(),
                other => format!("{other} (postgres)"),
            };
            if identity == "YES" {
                identities.insert(column.clone());
            }
            table.columns.push(Column {
                name: column,
                kind,
                not_null: nullable == "NO",
                default: default.as_deref().map(default_value),
            });
        }

        table.primary_key = sqlx::query_scalar(
            "SELECT k.column_name::text
             FROM information_schema.table_constraints t
             JOIN information_schema.key_column_usage k
               ON k.constraint_schema = t.constraint_schema AND k.constraint_name = t.constraint_name
             WHERE t.table_schema = 'public' AND t.table_name = $1 AND t.constraint_type = 'PRIMARY KEY'
             ORDER BY k.ordinal_position",
        )
        .bind(&name)
        .fetch_all(pool)
        .await
        .unwrap();

        // Every index but the primary key's: UNIQUE constraints are unique indexes here too.
        let keys: Vec<(String, bool, bool, String)> = sqlx::query_as(
            "SELECT ic.relname::text, i.indisunique, i.indpred IS NOT NULL, pg_get_indexdef(i.indexrelid, k.n, true)
             FROM pg_index i
             JOIN pg_class ic ON ic.oid = i.indexrelid
             JOIN pg_class tc ON tc.oid = i.indrelid
             CROSS JOIN LATERAL generate_series(1, i.indnkeyatts::int) AS k(n)
             WHERE tc.relname = $1 AND tc.relnamespace = 'public'::regnamespace AND NOT i.indisprimary
             ORDER BY ic.relname, k.n",
        )
        .bind(&name)
        .fetch_all(pool)
        .await
        .unwrap();
        let mut indexes: BTreeMap<String, (bool, Vec<String>, bool)> = BTreeMap::new();
        for (index, unique, partial, column) in keys {
            // A column whose name is a keyword comes back quoted.
            let column = column.replace('"', "");
            indexes.entry(index).or_insert((unique, Vec::new(), partial)).1.push(column);
        }
        table.indexes = indexes.into_values().collect();

        let foreign: Vec<(String, String, String, String)> = sqlx::query_as(
            "SELECT a.attname::text, fc.relname::text, fa.attname::text,
                    CASE c.confdeltype WHEN 'a' THEN 'NO ACTION' WHEN 'r' THEN 'RESTRICT' WHEN 'c' THEN 'CASCADE'
                         WHEN 'n' THEN 'SET NULL' WHEN 'd' THEN 'SET DEFAULT' END
             FROM pg_constraint c
             JOIN pg_class tc ON tc.oid = c.conrelid
             JOIN pg_class fc ON fc.oid = c.confrelid
             CROSS JOIN LATERAL unnest(c.conkey, c.confkey) AS k(col, fcol)
             JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.col
             JOIN pg_attribute fa ON fa.attrelid = c.confrelid AND fa.attnum = k.fcol
             WHERE c.contype = 'f' AND tc.relname = $1 AND tc.relnamespace = 'public'::regnamespace",
        )
        .bind(&name)
        .fetch_all(pool)
        .await
        .unwrap();
        table.foreign_keys = foreign.into_iter().collect();
        table_facts(&name, &table, |c| identities.contains(c), &mut facts);
    }

    let views = "SELECT table_name::text FROM information_schema.views WHERE table_schema = 'public'";
    let columns = "SELECT column_name::text FROM information_schema.columns
                   WHERE table_schema = 'public' AND table_name = $1 ORDER BY ordinal_position";
    view_facts(pool, views, columns, &mut facts).await;
    facts
}

/// The migration that turned a competition's setting columns into one value of its format.
const FORMATS_AS_DATA: &str = "20261210000000_formats_as_data.sql";

/// An engine's migrations before `version`, in a folder of their own: a database as an older
/// build left it.
fn migrations_before(engine: &str, version: &str) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let source = Path::new(env!("CARGO_MANIFEST_DIR")).join("migrations").join(engine);
    let mut names: Vec<String> =
        std::fs::read_dir(&source).unwrap().map(|e| e.unwrap().file_name().into_string().unwrap()).collect();
    names.sort();
    for name in names.into_iter().take_while(|n| n.as_str() < version) {
        std::fs::copy(source.join(&name), dir.path().join(&name)).unwrap();
    }
    dir
}

/// A database made before formats were data keeps what its competitions were: each column of
/// settings is read into its format's value, and the fixtures keep their stages.
mod a_database_from_before_formats_were_data_keeps_its_competitions {
    use super::*;
    use crate::support::engines::TestDb;
    use crate::support::formats::{draft, groups, knockout, round_robin};
    use touchline_games::{AnyConfig, GameKind};
    use touchline_league::format::{Format, Swiss};

    /// The migrations before [`FORMATS_AS_DATA`], in a folder of their own.
    fn before(engine: &str) -> tempfile::TempDir {
        migrations_before(engine, FORMATS_AS_DATA)
    }

    /// Five competitions as the columns held them, and a fixture of the cup's (`KIX` and
    /// `FASISAC` stand for the games' default options).
    const ROWS: &str = "
        INSERT INTO players (id, discord_id, display_name) VALUES (1, '11', 'Ann');
        INSERT INTO competitions (id, guild_id, channel_id, name, kind, game, config, format, legs, points_win,
            points_draw, points_loss, tiebreak, turn_seconds, on_timeout, missed_deadline, forfeit_goals,
            groups, qualifiers, swiss_rounds, managers, created_by)
        VALUES
            (1, '7', '8', 'League', 'league', 'kix', 'KIX', 'round_robin', 2, 3, 1, 0, 'football', 60, 'auto_move', 'forfeit', 3, NULL, NULL, NULL, NULL, 1),
            (2, '7', '8', 'Cup', 'tournament', 'kix', 'KIX', 'knockout', 2, 3, 1, 0, 'football', 60, 'auto_move', 'forfeit', 3, NULL, NULL, NULL, NULL, 1),
            (3, '7', '8', 'Open', 'tournament', 'kix', 'KIX', 'swiss', 1, 3, 1, 0, 'swiss', 60, 'auto_move', 'forfeit', 3, NULL, NULL, 5, NULL, 1),
            (4, '7', '8', 'Groups', 'tournament', 'kix', 'KIX', 'groups', 1, 3, 1, 0, 'football', 60, 'auto_move', 'forfeit', 3, 2, 2, NULL, NULL, 1),
            (5, '7', '8', 'Draft', 'tournament', 'fasisac', 'FASISAC', 'draft_league', 1, 3, 1, 0, 'rulebook', 60, 'auto_move', 'forfeit', 3, NULL, NULL, NULL, 3, 1);
        INSERT INTO seasons (id, competition_id, number, status, lots_seed) VALUES (1, 2, 1, 'running', 9);
        INSERT INTO fixtures (id, season_id, stage, round, slot, leg, home_id, away_id, status)
        VALUES (1, 1, 'knockout', 1, 0, 1, 1, 1, 'scheduled');
    ";

    fn rows() -> String {
        let config = |kind| serde_json::to_string(&AnyConfig::default_for(kind)).unwrap().replace('\'', "''");
        ROWS.replace("'KIX'", &format!("'{}'", config(GameKind::Kix)))
            .replace("'FASISAC'", &format!("'{}'", config(GameKind::Fasisac)))
    }

    async fn formats_and_stages(store: &Store) {
        let format = |id: i64| async move { store.competition_by_id(id).await.unwrap().unwrap().spec.format };
        assert_eq!(format(1).await, round_robin(2));
        assert_eq!(format(2).await, knockout(2));
        assert_eq!(format(3).await, Format::Swiss(Swiss { rounds: Some(5) }));
        assert_eq!(format(4).await, groups());
        assert_eq!(format(5).await, draft(Some(3)));
        let fixture = store.fixture(1).await.unwrap().unwrap();
        assert_eq!(fixture.spec.pairing.stage.name(), "knockout");
    }

    #[tokio::test]
    async fn sqlite() {
        let db = TestDb::sqlite();
        let Location::Sqlite(path) = db.location() else { unreachable!() };
        let pool = SqlitePool::connect_with(SqliteConnectOptions::new().filename(&path).create_if_missing(true))
            .await
            .unwrap();
        let old = before("sqlite");
        sqlx::migrate::Migrator::new(old.path()).await.unwrap().run(&pool).await.unwrap();
        sqlx::raw_sql(&rows()).execute(&pool).await.unwrap();
        pool.close().await;
        formats_and_stages(&db.store().await).await;
    }

    #[tokio::test]
    async fn postgres() {
        let Some(db) = TestDb::postgres().await else { return };
        let Location::Postgres(url) = db.location() else { unreachable!() };
        let pool = PgPool::connect(&url).await.unwrap();
        let old = before("postgres");
        sqlx::migrate::Migrator::new(old.path()).await.unwrap().run(&pool).await.unwrap();
        sqlx::raw_sql(&rows()).execute(&pool).await.unwrap();
        pool.close().await;
        formats_and_stages(&db.store().await).await;
    }
}

/// A database made before draft leagues (migration 20261126, which rebuilds the competitions
/// table on SQLite) with a season running takes every migration since: a table rebuilt under a
/// season's reference keeps the season, and the database opens.
mod a_database_with_seasons_from_before_draft_leagues_opens {
    use super::*;
    use crate::support::engines::TestDb;

    const ROWS: &str = "
        INSERT INTO players (id, discord_id, display_name) VALUES (1, '11', 'Ann'), (2, '12', 'Bob');
        INSERT INTO competitions (id, guild_id, channel_id, name, kind, game, config, format, legs, points_win,
            points_draw, points_loss, tiebreak, turn_seconds, on_timeout, missed_deadline, forfeit_goals, created_by)
        VALUES (1, '7', '8', 'League', 'league', 'kix', 'KIX', 'round_robin', 1, 3, 1, 0, 'football', 60,
            'auto_move', 'forfeit', 3, 1);
        INSERT INTO seasons (id, competition_id, number, status, lots_seed) VALUES (1, 1, 1, 'running', 9);
        INSERT INTO members (season_id, player_id, seed) VALUES (1, 1, 1), (1, 2, 2);
        INSERT INTO fixtures (id, season_id, stage, round, slot, leg, home_id, away_id, status)
        VALUES (1, 1, 'league', 1, 0, 1, 1, 2, 'scheduled');
        INSERT INTO audit_log (competition_id, action, detail) VALUES (1, 'created', 'league');
    ";

    #[tokio::test]
    async fn sqlite() {
        let db = TestDb::sqlite();
        let Location::Sqlite(path) = db.location() else { unreachable!() };
        let options = SqliteConnectOptions::new().filename(&path).create_if_missing(true).foreign_keys(true);
        let pool = SqlitePool::connect_with(options).await.unwrap();
        let old = migrations_before("sqlite", "20261126");
        sqlx::migrate::Migrator::new(old.path()).await.unwrap().run(&pool).await.unwrap();
        let kix =
            serde_json::to_string(&touchline_games::AnyConfig::default_for(touchline_games::GameKind::Kix)).unwrap();
        sqlx::raw_sql(&ROWS.replace("'KIX'", &format!("'{kix}'"))).execute(&pool).await.unwrap();
        pool.close().await;
        let store = db.store().await;
        let c = store.competition_by_id(1).await.unwrap().expect("the league");
        let season = store.current_season(c.id).await.unwrap();
        assert_eq!((season.number, store.members(season.id).await.unwrap().len()), (1, 2));
        assert_eq!(store.fixtures(season.id).await.unwrap().len(), 1);
    }
}
