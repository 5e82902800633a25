//! Every SQL statement of the store, prepared on both engines against a fresh schema: what the
//! compile-time check would catch for one engine, caught here for two, whether or not another
//! test runs the statement.
//!
//! - Every string literal in `src/store` that is a statement (it begins with SELECT, INSERT,
//!   UPDATE, DELETE or WITH) is read from the source and prepared on SQLite and on Postgres; one
//!   written in an engine's own arm (`Engine::Sqlite =>`) only on that engine.
//! - A literal with `{…}` holes is a template: the store builds it at run time
//!   ([`Store::built_statements`] lists every such statement with representative arguments, on
//!   each engine), and each template's fixed parts must appear, in order, in one of them, so no
//!   template is left out of the list.

use std::path::{Path, PathBuf};

use proc_macro2::{TokenStream, TokenTree};
use sqlx::{Connection, Executor};

use touchline::store::{Location, Store};

use crate::support::postgres;

/// A statement as written in the store's source.
#[derive(Debug)]
struct Written {
    file: String,
    text: String,
    /// Written in one engine's own arm.
    only: Option<&'static str>,
}

const VERBS: [&str; 5] = ["SELECT", "INSERT", "UPDATE", "DELETE", "WITH"];

fn is_statement(text: &str) -> bool {
    let head = text.trim_start();
    VERBS.iter().any(|v| head.starts_with(v) && head[v.len()..].starts_with(char::is_whitespace))
}

/// Has `{…}` holes (a `format!` template), as opposed to SQL's own braces, which it has none of.
fn is_template(text: &str) -> bool {
    text.contains('{')
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("the store's folder") {
        let path = entry.expect("an entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// Every string literal of `tokens`, with the engine whose arm it is written in (`Engine ::
/// Sqlite =>` just before it, or before the block holding it), if any.
fn literals(tokens: TokenStream, file: &str, inherited: Option<&'static str>, out: &mut Vec<Written>) {
    let tokens: Vec<TokenTree> = tokens.into_iter().collect();
    // `Engine :: Sqlite =>` is six tokens.
    let arm = |i: usize| {
        let words: Vec<String> = tokens[i.saturating_sub(6)..i].iter().map(|t| t.to_string()).collect();
        let is = |engine: &str| words.len() == 6 && words[0] == "Engine" && words[3] == engine && words[5] == ">";
        if is("Sqlite") {
            Some("sqlite")
        } else if is("Postgres") {
            Some("postgres")
        } else {
            inherited
        }
    };
    for (i, token) in tokens.iter().enumerate() {
        match token {
            TokenTree::Group(g) => literals(g.stream(), file, arm(i), out),
            TokenTree::Literal(lit) => {
                let Ok(text) = syn::parse_str::<syn::LitStr>(&lit.to_string()).map(|l| l.value()) else { continue };
                out.push(Written { file: file.to_string(), text, only: arm(i) });
            }
            _ => {}
        }
    }
}

/// The store's statements and templates, as written.
fn written() -> Vec<Written> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    rust_files(&root.join("src/store"), &mut files);
    files.sort();
    let mut out = Vec::new();
    for path in files {
        let source = std::fs::read_to_string(&path).expect("a source file");
        let tokens: TokenStream = source.parse().expect("the store's source lexes");
        let file = path.strip_prefix(root).unwrap_or(&path).display().to_string();
        literals(tokens, &file, None, &mut out);
    }
    out.retain(|w| is_statement(&w.text) || (is_template(&w.text) && looks_like_sql(&w.text)));
    out
}

/// A template's text holds SQL (a hole may stand for its first word).
fn looks_like_sql(text: &str) -> bool {
    [" FROM ", " WHERE ", " SET ", " VALUES ", "UPDATE ", "DELETE FROM ", "SELECT "].iter().any(|w| text.contains(w))
}

/// The fixed parts of a template, between its holes.
fn fixed_parts(template: &str) -> Vec<String> {
    let mut parts = Vec::new();
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        parts.push(rest[..open].to_string());
        rest = rest[open..].find('}').map_or("", |close| &rest[open + close + 1..]);
    }
    parts.push(rest.to_string());
    parts.into_iter().map(|p| p.trim().to_string()).filter(|p| !p.is_empty()).collect()
}

/// Whether `built` holds the template's fixed parts in order (whitespace aside).
fn fits(parts: &[String], built: &str) -> bool {
    let squash = |s: &str| s.split_whitespace().collect::<Vec<_>>().join(" ");
    let built = squash(built);
    let mut from = 0;
    for part in parts {
        match built[from..].find(&squash(part)) {
            Some(at) => from += at + squash(part).len(),
            None => return false,
        }
    }
    true
}

/// A failure to prepare, with where the statement comes from and its text on one line.
fn failure(engine: &str, whence: &str, sql: &str, e: sqlx::Error) -> String {
    format!("{engine}: {whence}: {e}\n    {}", sql.split_whitespace().collect::<Vec<_>>().join(" "))
}

#[tokio::test]
async fn every_statement_of_the_store_is_prepared_on_both_engines() {
    let written = written();
    let statements: Vec<&Written> = written.iter().filter(|w| !is_template(&w.text)).collect();
    let templates: Vec<&Written> = written.iter().filter(|w| is_template(&w.text)).collect();
    // A reader that found nothing would pass anything.
    assert!(statements.len() > 150, "only {} statements read", statements.len());
    assert!(templates.len() > 15, "only {} templates read", templates.len());

    let dir = tempfile::tempdir().unwrap();
    let sqlite_path = dir.path().join("statements.db");
    let sqlite = Store::connect(&Location::Sqlite(sqlite_path.clone())).await.unwrap();
    let mut engines = vec![("sqlite", sqlite.built_statements().await.unwrap())];
    sqlite.close().await;
    let pg_url = postgres::fresh_database().await;
    if let Some(url) = &pg_url {
        let pg = Store::connect(&Location::Postgres(url.clone())).await.unwrap();
        engines.push(("postgres", pg.built_statements().await.unwrap()));
        pg.close().await;
    }

    // Every template is built: its fixed parts are in one of the statements built.
    let missing: Vec<String> = templates
        .iter()
        .filter(|t| !engines.iter().any(|(_, built)| built.iter().any(|b| fits(&fixed_parts(&t.text), b))))
        .map(|t| format!("{}: {}", t.file, t.text.split_whitespace().collect::<Vec<_>>().join(" ")))
        .collect();
    assert!(missing.is_empty(), "templates the store does not list in built_statements:\n{}", missing.join("\n"));

    let mut failures = Vec::new();
    for (engine, built) in &engines {
        let mut all: Vec<(String, String)> = statements
            .iter()
            .filter(|w| w.only.is_none_or(|only| only == *engine))
            .map(|w| (w.file.clone(), w.text.clone()))
            .collect();
        all.extend(built.iter().map(|b| ("built at run time".to_string(), b.clone())));
        match *engine {
            "sqlite" => {
                let options = sqlx::sqlite::SqliteConnectOptions::new().filename(&sqlite_path);
                let mut conn = sqlx::SqliteConnection::connect_with(&options).await.unwrap();
                for (whence, sql) in &all {
                    if let Err(e) = (&mut conn).prepare(sql.as_str()).await {
                        failures.push(failure(engine, whence, sql, e));
                    }
                }
            }
            _ => {
                let url = pg_url.as_deref().expect("a Postgres database");
                let mut conn = sqlx::PgConnection::connect(url).await.unwrap();
                for (whence, sql) in &all {
                    if let Err(e) = (&mut conn).prepare(sql.as_str()).await {
                        failures.push(failure(engine, whence, sql, e));
                    }
                }
            }
        }
    }
    assert!(failures.is_empty(), "{} statements do not prepare:\n{}", failures.len(), failures.join("\n"));
    let built: Vec<usize> = engines.iter().map(|(_, b)| b.len()).collect();
    eprintln!(
        "prepared {} statements as written and {built:?} built at run time, on {} engines; {} templates covered",
        statements.len(),
        engines.len(),
        templates.len()
    );
}

#[test]
fn a_template_fits_only_what_holds_its_parts_in_order() {
    let parts = fixed_parts("SELECT id FROM {table} WHERE id IN ({})");
    assert_eq!(parts, ["SELECT id FROM", "WHERE id IN (", ")"]);
    assert!(fits(&parts, "SELECT id FROM matches  WHERE id IN ($1, $2)"));
    assert!(!fits(&parts, "SELECT id FROM matches"));
    assert!(!fits(&parts, "WHERE id IN (1) SELECT id FROM x"));
    assert!(is_statement("\n  SELECT 1") && !is_statement("SELECTED") && !is_statement("status = 'open'"));
}
