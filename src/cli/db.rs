//! `touchline db copy`: a whole database moved to another engine or place, all or nothing.

use crate::clock::now_ms;
use crate::store::copy::{self, CopyReport};
use crate::store::{Location, Store};

/// Copy every row of the database at `from` into the one at `to` (its schema made first), and
/// say table by table what arrived.
pub fn copy(from: &str, to: &str, replace: bool) -> Result<String, String> {
    let source = Location::parse(from).map_err(|e| format!("--from {e}"))?;
    let target = Location::parse(to).map_err(|e| format!("--to {e}"))?;
    if let Location::Sqlite(path) = &source {
        if !path.is_file() {
            return Err(format!("there is no database at {} (--from)", path.display()));
        }
    }
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| format!("cannot start the async runtime: {e}"))?;
    runtime.block_on(async {
        // The source is brought up to date too: its rows are read in today's schema.
        let from = Store::connect(&source).await.map_err(|e| format!("cannot open {source} (--from): {e}"))?;
        let to = Store::connect(&target).await.map_err(|e| format!("cannot open {target} (--to): {e}"))?;
        let result = copy::copy(&from, &to, replace, now_ms()).await;
        from.close().await;
        to.close().await;
        let report = result.map_err(|e| format!("{e}; the target {target} is unchanged"))?;
        Ok(said(&report, &source, &target))
    })
}

/// The report: each table's rows and checksum, then the total.
fn said(report: &CopyReport, source: &Location, target: &Location) -> String {
    let width = report.tables.iter().map(|t| t.table.len()).max().unwrap_or(0);
    let mut lines = vec![format!("Copied {source} ({}) into {target} ({}):", source.engine(), target.engine())];
    for t in &report.tables {
        lines.push(format!("  {:<width$}  {:>8} rows  checksum {} (same on both)", t.table, t.rows, t.checksum));
    }
    lines.push(format!(
        "{} rows in {} tables, every table's count and checksum the same on both sides. Point the bot at the \
         new database and start it: matches in progress and their clocks carry on.",
        report.rows(),
        report.tables.len()
    ));
    lines.join("\n")
}
