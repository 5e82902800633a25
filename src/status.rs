//! The status file a running bot keeps beside its database, and what `touchline health` (the
//! container's health probe) and `touchline status` (an operator's look) make of it.
//!
//! The bot rewrites the file every few seconds with what only it knows: whether its gateway
//! connection is up, when the last event came, and whether its last database write worked. A
//! file that stops being rewritten means a stuck or dead bot, so its age is part of the verdict.

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::store::Overview;

pub use crate::store::service::WRITE_EVERY_SECONDS;

/// A status file older than this is a bot that stopped looking after it (six missed writes).
pub const STALE_AFTER_MS: i64 = 30_000;

/// What a running bot says about itself.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BotStatus {
    pub pid: u32,
    pub version: String,
    pub started_ms: i64,
    /// When this was written (Unix milliseconds).
    pub written_ms: i64,
    pub gateway: Gateway,
    /// The gateway's last heartbeat round trip.
    pub latency_ms: Option<u64>,
    /// When the last event (a command, a click, a server change) came in.
    pub last_event_ms: Option<i64>,
    /// The last heartbeat write: `None` if it worked, the database's error otherwise.
    pub database_error: Option<String>,
    /// The gateway shards this process runs, and whether each is connected (several processes
    /// split a bot's shards between them).
    #[serde(default)]
    pub shards: Vec<ShardState>,
}

/// One gateway shard of this process.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShardState {
    pub id: u32,
    pub connected: bool,
}

/// The bot's connection to Discord, as a status file records it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Gateway {
    /// Started, not yet (or no longer) connected: checking the token, opening the gateway,
    /// reconnecting after a drop.
    Connecting,
    Connected,
    /// SIGTERM or Ctrl-C received: finishing the work under way.
    Stopping,
    /// Stopped cleanly.
    Stopped,
}

impl Gateway {
    fn words(self) -> &'static str {
        match self {
            Gateway::Connecting => "connecting to Discord",
            Gateway::Connected => "connected to Discord",
            Gateway::Stopping => "stopping",
            Gateway::Stopped => "stopped",
        }
    }
}

/// Where the bot keeps its status: beside the database, named after it (`touchline.db` →
/// `touchline.status.json`), so every command that reads the same config finds it.
pub fn path_for(database: &Path) -> PathBuf {
    database.with_extension("status.json")
}

/// Replace the status file in one step (written aside, then renamed), so a reader never sees
/// half a file.
pub fn write(path: &Path, status: &BotStatus) -> std::io::Result<()> {
    let text = serde_json::to_string_pretty(status).map_err(std::io::Error::other)?;
    let aside = suffixed(path, ".new");
    std::fs::write(&aside, text)?;
    std::fs::rename(&aside, path)
}

/// The status file, or `None` if there is none (no bot has run with this database here).
pub fn read(path: &Path) -> Result<Option<BotStatus>, String> {
    match std::fs::read_to_string(path) {
        Ok(text) => serde_json::from_str(&text)
            .map(Some)
            .map_err(|e| format!("the status file {} cannot be read: {e}", path.display())),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(format!("cannot read the status file {}: {e}", path.display())),
    }
}

/// The health probe's verdict: `Ok` with a one-line summary when the bot is running, connected
/// and able to write its database; `Err` saying what is wrong otherwise.
pub fn health(status: Option<&BotStatus>, path: &Path, now_ms: i64) -> Result<String, String> {
    let Some(status) = status else {
        return Err(format!(
            "no status file at {}: the bot is not running here (or has not started yet)",
            path.display()
        ));
    };
    let age = now_ms - status.written_ms;
    if status.gateway == Gateway::Stopped {
        return Err(format!("the bot stopped {}", ago(age)));
    }
    if age > STALE_AFTER_MS {
        return Err(format!("the bot last wrote {} {}: it is stuck or no longer running", path.display(), ago(age)));
    }
    if let Some(error) = &status.database_error {
        return Err(format!("the database does not take writes: {error}"));
    }
    if status.gateway != Gateway::Connected {
        return Err(format!("the bot is {}", status.gateway.words()));
    }
    Ok(format!("healthy: connected to Discord, database writable, status written {}", ago(age)))
}

/// `touchline status`: the bot (from its status file), the matches and clocks (from the
/// database), and the database's size on disk.
pub struct Report<'a> {
    pub database: &'a crate::store::Location,
    /// The SQLite file's size on disk; `None` for a Postgres server.
    pub database_bytes: Option<u64>,
    pub status_path: &'a Path,
    pub status: Option<&'a BotStatus>,
    pub overview: &'a Overview,
    pub now_ms: i64,
}

impl Report<'_> {
    pub fn text(&self) -> String {
        let now = self.now_ms;
        let mut lines = Vec::new();
        let bot = match self.status {
            None => format!("not running here (no status file at {})", self.status_path.display()),
            Some(s) if s.gateway == Gateway::Stopped => {
                format!("stopped cleanly {} (it was process {}, version {})", ago(now - s.written_ms), s.pid, s.version)
            }
            Some(s) => {
                let verdict = match health(Some(s), self.status_path, now) {
                    Ok(_) => "healthy".to_string(),
                    Err(why) => format!("NOT HEALTHY: {why}"),
                };
                let mut line = format!(
                    "{verdict}; process {}, version {}, started {}; {}",
                    s.pid,
                    s.version,
                    ago(now - s.started_ms),
                    s.gateway.words()
                );
                if let Some(latency) = s.latency_ms.filter(|_| s.gateway == Gateway::Connected) {
                    line.push_str(&format!(" (heartbeat {latency} ms)"));
                }
                line
            }
        };
        lines.push(format!("Bot:              {bot}"));
        if let Some(s) = self.status.filter(|s| s.shards.len() > 1 || s.shards.iter().any(|sh| sh.id > 0)) {
            let connected = s.shards.iter().filter(|sh| sh.connected).count();
            let ids = s.shards.iter().map(|sh| sh.id.to_string()).collect::<Vec<_>>().join(", ");
            lines.push(format!("Shards here:      {ids} ({connected} of {} connected)", s.shards.len()));
        }
        let last_event = match self.status.and_then(|s| s.last_event_ms) {
            Some(at) => ago(now - at),
            None => "none yet".to_string(),
        };
        lines.push(format!("Last event:       {last_event}"));
        let total: i64 = self.overview.live_matches.iter().map(|(_, n)| n).sum();
        let by_game: Vec<String> = self.overview.live_matches.iter().map(|(game, n)| format!("{game} {n}")).collect();
        lines.push(if by_game.is_empty() {
            "Matches:          none in progress".to_string()
        } else {
            format!("Matches:          {total} in progress ({})", by_game.join(", "))
        });
        let mut clocks = format!("{} running", self.overview.clocks_running);
        if self.overview.clocks_due > 0 {
            clocks.push_str(&format!(", {} run out and waiting for the bot", self.overview.clocks_due));
        }
        if let Some(next) = self.overview.next_due_ms {
            clocks.push_str(&format!(", next runs out in {}", span(next - now)));
        }
        lines.push(format!("Turn clocks:      {clocks}"));
        let keepers = self
            .overview
            .leases
            .iter()
            .map(|l| {
                let state = if l.until_ms > now {
                    format!(
                        "held for {}, runs out in {} unless renewed",
                        span(now - l.taken_ms),
                        span(l.until_ms - now)
                    )
                } else {
                    format!("lapsed {}: the next process to look takes it", ago(now - l.until_ms))
                };
                format!("{} by {} ({state})", l.name, l.holder)
            })
            .collect::<Vec<_>>();
        if !keepers.is_empty() {
            lines.push(format!("Kept by:          {}", keepers.join("; ")));
        }
        let heartbeat = match self.overview.heartbeat_ms {
            Some(at) => format!("last write by the bot {}", ago(now - at)),
            None => "no write by the bot yet".to_string(),
        };
        let database = match self.database_bytes {
            Some(bytes) => format!("{} ({})", self.database, size(bytes)),
            None => format!("{} on {}", self.database, self.database.engine()),
        };
        lines.push(format!("Database:         {database}; {heartbeat}"));
        lines.join("\n")
    }

    /// The same, for scripts.
    pub fn json(&self) -> String {
        let health = health(self.status, self.status_path, self.now_ms);
        let matches: std::collections::BTreeMap<&str, i64> =
            self.overview.live_matches.iter().map(|(game, n)| (game.as_str(), *n)).collect();
        let value = serde_json::json!({
            "healthy": health.is_ok(),
            "health": health.unwrap_or_else(|why| why),
            "bot": self.status,
            "database": {
                "engine": self.database.engine(),
                "location": self.database.to_string(),
                "bytes": self.database_bytes,
            },
            "matches_in_progress": matches,
            "clocks": {
                "running": self.overview.clocks_running,
                "due": self.overview.clocks_due,
                "next_due_ms": self.overview.next_due_ms,
            },
            "heartbeat_ms": self.overview.heartbeat_ms,
            "leases": self.overview.leases,
            "now_ms": self.now_ms,
        });
        serde_json::to_string_pretty(&value).unwrap_or_else(|e| format!("{{\"error\": \"{e}\"}}"))
    }
}

/// "12 s ago", "5 min ago", "3 h ago", "2 days ago".
pub fn ago(ms: i64) -> String {
    if ms < 0 {
        return "just now".to_string();
    }
    format!("{} ago", span(ms))
}

/// A length of time in the largest unit that keeps it readable.
pub fn span(ms: i64) -> String {
    let s = ms.max(0) / 1000;
    match s {
        0..=119 => format!("{s} s"),
        120..=7199 => format!("{} min", s / 60),
        7200..=172_799 => format!("{} h", s / 3600),
        _ => format!("{} days", s / 86_400),
    }
}

/// Bytes in the largest unit that keeps them readable.
pub fn size(bytes: u64) -> String {
    const KIB: f64 = 1024.0;
    let b = bytes as f64;
    if b < KIB {
        format!("{bytes} bytes")
    } else if b < KIB * KIB {
        format!("{:.1} KiB", b / KIB)
    } else if b < KIB * KIB * KIB {
        format!("{:.1} MiB", b / KIB / KIB)
    } else {
        format!("{:.2} GiB", b / KIB / KIB / KIB)
    }
}

/// The database's size on disk: the file with its write-ahead log and shared-memory index.
pub fn database_bytes(database: &Path) -> u64 {
    ["", "-wal", "-shm"]
        .iter()
        .filter_map(|suffix| std::fs::metadata(suffixed(database, suffix)).ok())
        .map(|m| m.len())
        .sum()
}

/// `path` with `suffix` added to its file name (`t.db` → `t.db-wal`).
fn suffixed(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(suffix);
    PathBuf::from(name)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::leases::Lease;
    use crate::store::Location;

    fn status(gateway: Gateway, written_ms: i64) -> BotStatus {
        BotStatus {
            pid: 7,
            version: "0.1.0".into(),
            started_ms: 0,
            written_ms,
            gateway,
            latency_ms: Some(40),
            last_event_ms: Some(1_000),
            database_error: None,
            shards: vec![ShardState { id: 0, connected: true }],
        }
    }

    #[test]
    fn the_status_file_sits_beside_the_database_and_round_trips() {
        assert_eq!(path_for(Path::new("/data/touchline.db")), Path::new("/data/touchline.status.json"));
        assert_eq!(path_for(Path::new("league")), Path::new("league.status.json"));
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("t.status.json");
        assert_eq!(read(&path), Ok(None));
        let written = status(Gateway::Connected, 5_000);
        write(&path, &written).unwrap();
        assert_eq!(read(&path), Ok(Some(written)));
        std::fs::write(&path, "{").unwrap();
        assert!(read(&path).unwrap_err().contains("t.status.json"));
    }

    #[test]
    fn health_needs_a_fresh_file_a_writable_database_and_a_connected_gateway() {
        let path = Path::new("/data/touchline.status.json");
        let now = 100_000;
        assert!(health(Some(&status(Gateway::Connected, now - 4_000)), path, now).unwrap().starts_with("healthy"));

        let missing = health(None, path, now).unwrap_err();
        assert!(missing.contains("no status file at /data/touchline.status.json"), "{missing}");
        let stale = health(Some(&status(Gateway::Connected, now - 45_000)), path, now).unwrap_err();
        assert!(stale.contains("45 s ago") && stale.contains("stuck"), "{stale}");
        let stopped = health(Some(&status(Gateway::Stopped, now - 45_000)), path, now).unwrap_err();
        assert_eq!(stopped, "the bot stopped 45 s ago");
        let connecting = health(Some(&status(Gateway::Connecting, now)), path, now).unwrap_err();
        assert_eq!(connecting, "the bot is connecting to Discord");
        let mut full = status(Gateway::Connected, now);
        full.database_error = Some("database or disk is full".into());
        let full = health(Some(&full), path, now).unwrap_err();
        assert!(full.contains("does not take writes: database or disk is full"), "{full}");
    }

    #[test]
    fn the_report_names_what_is_under_way() {
        let overview = Overview {
            live_matches: vec![("fuba".into(), 1), ("kix".into(), 2)],
            clocks_running: 3,
            clocks_due: 1,
            next_due_ms: Some(100_000 + 5 * 60_000),
            heartbeat_ms: Some(97_000),
            leases: vec![Lease {
                name: "clocks".into(),
                holder: "bot-a:7:0f0f0f".into(),
                taken_ms: 40_000,
                until_ms: 108_000,
                epoch: 3,
            }],
        };
        let running = status(Gateway::Connected, 98_000);
        let report = Report {
            database: &Location::Sqlite("/data/touchline.db".into()),
            database_bytes: Some(3 * 1024 * 1024 / 2),
            status_path: Path::new("/data/touchline.status.json"),
            status: Some(&running),
            overview: &overview,
            now_ms: 100_000,
        };
        let report_json = report.json();
        let report = report.text();
        let json: serde_json::Value = serde_json::from_str(&report_json).unwrap();
        assert_eq!(json["healthy"], true);
        assert_eq!(json["matches_in_progress"]["kix"], 2);
        assert_eq!(json["clocks"]["due"], 1);
        assert_eq!(json["bot"]["gateway"], "connected");
        for expected in [
            "healthy; process 7",
            "connected to Discord (heartbeat 40 ms)",
            "Last event:       99 s ago",
            "3 in progress (fuba 1, kix 2)",
            "3 running, 1 run out and waiting for the bot, next runs out in 5 min",
            "/data/touchline.db (1.5 MiB); last write by the bot 3 s ago",
            "Kept by:          clocks by bot-a:7:0f0f0f (held for 60 s, runs out in 8 s unless renewed)",
        ] {
            assert!(report.contains(expected), "missing {expected:?} in:\n{report}");
        }
        let idle = Report {
            database: &Location::Sqlite("t.db".into()),
            database_bytes: Some(10),
            status_path: Path::new("t.status.json"),
            status: None,
            overview: &Overview::default(),
            now_ms: 0,
        }
        .text();
        assert!(idle.contains("not running here") && idle.contains("none in progress"), "{idle}");
        let stopped = status(Gateway::Stopped, 40_000);
        let after = Report {
            database: &Location::Sqlite("t.db".into()),
            database_bytes: Some(10),
            status_path: Path::new("t.status.json"),
            status: Some(&stopped),
            overview: &Overview::default(),
            now_ms: 100_000,
        }
        .text();
        assert!(after.contains("Bot:              stopped cleanly 60 s ago (it was process 7"), "{after}");
    }
}
