//! Configuration: a TOML file (see `config.example.toml`) with environment overrides. The
//! Discord token is never read from the file, only from `DISCORD_TOKEN`.

use std::path::{Path, PathBuf};

use serde::{Deserialize, Deserializer};
use touchline_i18n::{message, Lang, Message};

use crate::clock::{OnTimeout, Speed, TurnClock};
use crate::speech::TERMINAL;
use crate::store::Location;

#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Config {
    pub database: Database,
    pub discord: Discord,
    pub timers: Timers,
    pub log: Log,
    pub web: Web,
    pub activity: Activity,
}

/// The live board as a Discord Activity (off unless `application_id` is set). The OAuth2
/// client secret it signs players in with is read from `TOUCHLINE_DISCORD_CLIENT_SECRET` only,
/// never from the file, like the bot's token.
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Activity {
    /// The bot's application id (the OAuth2 client id), as the developer portal shows it.
    pub application_id: Option<u64>,
    /// Whether the Activity's Entry Point command (`/launch`) is registered with the others. On
    /// by default once the Activity is: Discord refuses to replace an Activity app's commands
    /// without it.
    pub entry_point: Option<bool>,
}

impl Activity {
    /// The application id, when the Activity is on.
    pub fn enabled(&self) -> Option<u64> {
        self.application_id
    }

    /// Whether to register the Entry Point command.
    pub fn registers_entry_point(&self) -> bool {
        self.application_id.is_some() && self.entry_point.unwrap_or(true)
    }
}

/// The web companion: read-only pages of the servers that publish them.
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Web {
    /// Where `touchline serve` also serves the pages (e.g. "127.0.0.1:8080"); off when unset.
    pub listen: Option<String>,
    /// The pages' public address, for the links the bot posts; `http://<listen>` when unset.
    pub base_url: Option<String>,
}

impl Web {
    /// The address the bot's links start with, without a trailing slash; none when the pages
    /// are neither served here nor given an address.
    pub fn base(&self) -> Option<String> {
        let base = match (&self.base_url, &self.listen) {
            (Some(url), _) => url.clone(),
            (None, Some(listen)) => format!("http://{listen}"),
            (None, None) => return None,
        };
        Some(base.trim_end_matches('/').to_string())
    }
}

/// A web address that is `http://` or `https://` followed by a host.
fn is_http_url(url: &str) -> bool {
    let host = url.strip_prefix("https://").or_else(|| url.strip_prefix("http://"));
    host.is_some_and(|h| !h.trim_matches('/').is_empty() && !h.contains(char::is_whitespace))
}

/// Time allowed per move on Discord.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Timers {
    /// A standard match (the default): seconds per move.
    pub standard_seconds: u64,
    /// A casual match (`/play timer:casual`): seconds per move.
    pub casual_seconds: u64,
    /// What happens when the time runs out: "auto_move" (the computer moves) or "forfeit".
    #[serde(deserialize_with = "on_timeout")]
    pub on_timeout: OnTimeout,
}

impl Default for Timers {
    fn default() -> Self {
        Timers { standard_seconds: 24 * 60 * 60, casual_seconds: 15 * 60, on_timeout: OnTimeout::AutoMove }
    }
}

impl Timers {
    /// The one clock builder: the clock a match (or a competition's matches) is set up with —
    /// the speed and the time-out rule asked for, the configured ones where nothing was asked.
    pub fn clock(&self, speed: Option<Speed>, on_timeout: Option<OnTimeout>) -> TurnClock {
        TurnClock {
            turn_seconds: match speed.unwrap_or_default() {
                Speed::Standard => self.standard_seconds,
                Speed::Casual => self.casual_seconds,
            },
            on_timeout: on_timeout.unwrap_or(self.on_timeout),
        }
    }
}

/// `timers.on_timeout`, with a message that names the key and the two values.
fn on_timeout<'de, D: Deserializer<'de>>(deserializer: D) -> Result<OnTimeout, D::Error> {
    let text = String::deserialize(deserializer)?;
    OnTimeout::parse(&text).ok_or_else(|| serde::de::Error::custom(on_timeout_refused(&text)))
}

fn on_timeout_refused(text: &str) -> Message {
    message!(TERMINAL, "config-on-timeout", value = text)
}

#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Database {
    /// The SQLite file; created with its schema on first start. With `url` set, only where the
    /// status file is kept (beside it).
    pub path: PathBuf,
    /// A Postgres server (`postgres://…`) shared by several processes, or `sqlite:PATH`; unset,
    /// the SQLite file at `path`.
    pub url: Option<String>,
}

impl Database {
    /// Where the database is: `url` when set, else the SQLite file at `path`.
    pub fn location(&self) -> Result<Location, ConfigError> {
        self.located().map_err(|why| ConfigError::Invalid { why })
    }

    fn located(&self) -> Result<Location, Message> {
        match &self.url {
            Some(url) => Location::parse(url).map_err(|why| message!(TERMINAL, "config-database-url", why = why)),
            None => Ok(Location::Sqlite(self.path.clone())),
        }
    }

    /// The setting that says where the database is, for messages about it in `lang`: the key
    /// and its variable, as they are written ("database.path, or TOUCHLINE_DATABASE_PATH").
    pub fn setting(&self, lang: Lang) -> String {
        let (key, env) = match self.url {
            Some(_) => ("database.url", "TOUCHLINE_DATABASE_URL"),
            None => ("database.path", "TOUCHLINE_DATABASE_PATH"),
        };
        touchline_i18n::say!(TERMINAL, lang, "setting-either", key = key, env = env)
    }
}

#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Discord {
    /// Register commands in this server only (instant), instead of globally.
    pub dev_guild_id: Option<u64>,
    /// The base URL of a Discord-compatible API; Discord itself when unset.
    pub api_url: Option<String>,
    /// How many shards the bot has in all, across every process: a number, or "auto" for
    /// Discord's recommendation. Unset: one shard, in this process.
    #[serde(deserialize_with = "shard_count")]
    pub shard_count: Option<ShardCount>,
    /// The shards this process runs, "FIRST-LAST" or one number; unset, all of them.
    pub shards: Option<String>,
}

/// How many shards the bot has in all.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShardCount {
    /// As many as Discord recommends (`GET /gateway/bot`).
    Auto,
    Fixed(u32),
}

impl ShardCount {
    fn parse(text: &str) -> Result<ShardCount, Message> {
        let text = text.trim();
        if text.eq_ignore_ascii_case("auto") {
            return Ok(ShardCount::Auto);
        }
        match text.parse::<u32>() {
            Ok(0) => Err(message!(TERMINAL, "shard-count-zero")),
            Ok(n) => Ok(ShardCount::Fixed(n)),
            Err(_) => Err(message!(TERMINAL, "shard-count-bad", text = text)),
        }
    }
}

fn shard_count<'de, D: Deserializer<'de>>(d: D) -> Result<Option<ShardCount>, D::Error> {
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Raw {
        Number(i64),
        Text(String),
    }
    let raw = Option::<Raw>::deserialize(d)?;
    let text = match raw {
        None => return Ok(None),
        Some(Raw::Number(n)) => n.to_string(),
        Some(Raw::Text(t)) => t,
    };
    ShardCount::parse(&text).map(Some).map_err(|why| serde::de::Error::custom(shard_count_refused(why)))
}

fn shard_count_refused(why: Message) -> Message {
    message!(TERMINAL, "config-shard-count", why = why)
}

/// The shards one process runs, out of how many in all.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sharding {
    pub total: ShardCount,
    /// The first and last shard this process runs (both included); `None`: all of them.
    pub range: Option<(u32, u32)>,
}

impl Discord {
    /// The shards to run, when the config asks for more than the one shard of a lone process.
    pub fn sharding(&self) -> Result<Option<Sharding>, String> {
        self.shards().map_err(|why| why.to_string())
    }

    /// [`Discord::sharding`], or why not to be said in any language.
    fn shards(&self) -> Result<Option<Sharding>, Message> {
        let Some(total) = self.shard_count else {
            return match &self.shards {
                Some(_) => Err(message!(TERMINAL, "config-shards-need-count")),
                None => Ok(None),
            };
        };
        let range = match &self.shards {
            None => None,
            Some(text) => Some(shard_range(text)?),
        };
        if let (ShardCount::Fixed(n), Some((_, last))) = (total, range) {
            if last >= n {
                return Err(message!(TERMINAL, "config-shards-beyond", last = last, count = n, highest = n - 1));
            }
        }
        Ok(Some(Sharding { total, range }))
    }
}

/// "FIRST-LAST" or one shard's number.
fn shard_range(text: &str) -> Result<(u32, u32), Message> {
    let bad = || message!(TERMINAL, "config-shards-bad", text = text);
    let (first, last) = match text.split_once('-') {
        Some((a, b)) => (a.trim().parse::<u32>().map_err(|_| bad())?, b.trim().parse::<u32>().map_err(|_| bad())?),
        None => {
            let n = text.trim().parse::<u32>().map_err(|_| bad())?;
            (n, n)
        }
    };
    if first > last {
        return Err(message!(TERMINAL, "config-shards-order", text = text));
    }
    Ok((first, last))
}

#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Log {
    /// A tracing filter, e.g. "info" or "touchline=debug".
    pub filter: String,
    /// How each line is written: plain text, or one JSON object per line.
    pub format: LogFormat,
    /// Where `filter` was set, for messages about it.
    #[serde(skip)]
    pub filter_source: String,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum LogFormat {
    #[default]
    Text,
    Json,
}

impl Default for Database {
    fn default() -> Self {
        Database { path: PathBuf::from("touchline.db"), url: None }
    }
}

impl Default for Log {
    fn default() -> Self {
        Log { filter: "info".to_string(), format: LogFormat::Text, filter_source: "the default".to_string() }
    }
}

/// Why the configuration was refused, said in the operator's language ([`ConfigError::text`];
/// `Display` says it in English).
#[derive(Debug, thiserror::Error)]
#[error("{}", self.text(Lang::En))]
pub enum ConfigError {
    Read { path: PathBuf, source: std::io::Error },
    Parse { path: PathBuf, why: Why },
    Env { key: &'static str, why: Message },
    Invalid { why: Message },
}

/// What is wrong in a config file: the TOML reader's own words, or one of Touchline's checks.
#[derive(Clone, Debug)]
pub enum Why {
    /// The reader's message (with its line and column) is said as the reader says it: it is
    /// not Touchline's to translate.
    Reader(String),
    Said(Message),
}

impl Why {
    pub fn text(&self, lang: Lang) -> String {
        match self {
            Why::Reader(text) => text.clone(),
            Why::Said(why) => why.say(lang),
        }
    }
}

impl std::fmt::Display for Why {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text(Lang::En))
    }
}

impl ConfigError {
    /// What is wrong, in `lang`; the keys, variables and values named stay as written, and the
    /// system's and the TOML reader's own words as they say them.
    pub fn text(&self, lang: Lang) -> String {
        use touchline_i18n::say;
        match self {
            ConfigError::Read { path, source } => {
                say!(TERMINAL, lang, "config-read", path = path.display().to_string(), error = source.to_string())
            }
            ConfigError::Parse { path, why } => {
                say!(TERMINAL, lang, "config-file-invalid", path = path.display().to_string(), why = why.text(lang))
            }
            ConfigError::Env { key, why } => {
                say!(TERMINAL, lang, "config-env-invalid", key = *key, why = why.say(lang))
            }
            ConfigError::Invalid { why } => say!(TERMINAL, lang, "config-invalid", why = why.say(lang)),
        }
    }
}

/// The longest time per move a config may give: a year (longer is surely a typo, and keeps
/// the clock arithmetic far from overflow).
pub const MAX_TURN_SECONDS: u64 = 365 * 24 * 60 * 60;

impl Config {
    /// Read the file (if given), then apply environment overrides.
    pub fn load(path: Option<&Path>, env: impl Fn(&str) -> Option<String>) -> Result<Config, ConfigError> {
        let mut config = match path {
            Some(path) => {
                let text = std::fs::read_to_string(path)
                    .map_err(|source| ConfigError::Read { path: path.to_path_buf(), source })?;
                let mut config =
                    Config::read(&text).map_err(|why| ConfigError::Parse { path: path.to_path_buf(), why })?;
                config.log.filter_source = format!("log.filter in {}", path.display());
                config
            }
            None => Config::default(),
        };
        if let Some(p) = env("TOUCHLINE_DATABASE_PATH") {
            config.database.path = PathBuf::from(p);
        }
        if let Some(url) = env("TOUCHLINE_DATABASE_URL") {
            config.database.url = Some(url.trim().to_string()).filter(|u| !u.is_empty());
        }
        if let Some(url) = env("TOUCHLINE_DISCORD_API_URL") {
            config.discord.api_url = Some(url);
        }
        if let Some(count) = env("TOUCHLINE_DISCORD_SHARD_COUNT") {
            config.discord.shard_count = Some(ShardCount::parse(&count).map_err(|why| ConfigError::Env {
                key: "TOUCHLINE_DISCORD_SHARD_COUNT",
                why: message!(TERMINAL, "config-env-shard-count", why = why),
            })?);
        }
        if let Some(shards) = env("TOUCHLINE_DISCORD_SHARDS") {
            config.discord.shards = Some(shards.trim().to_string()).filter(|s| !s.is_empty());
        }
        if let Some(id) = env("TOUCHLINE_DEV_GUILD_ID") {
            let id = id.trim().parse().map_err(|_| ConfigError::Env {
                key: "TOUCHLINE_DEV_GUILD_ID",
                why: message!(TERMINAL, "config-dev-guild-not-a-number", value = &id),
            })?;
            config.discord.dev_guild_id = Some(id);
        }
        if let Some(id) = env("TOUCHLINE_ACTIVITY_APPLICATION_ID") {
            let id = id.trim().parse().map_err(|_| ConfigError::Env {
                key: "TOUCHLINE_ACTIVITY_APPLICATION_ID",
                why: message!(TERMINAL, "config-application-id-not-a-number", value = &id),
            })?;
            config.activity.application_id = Some(id);
        }
        if let Some(listen) = env("TOUCHLINE_WEB_LISTEN") {
            config.web.listen = Some(listen.trim().to_string()).filter(|l| !l.is_empty());
        }
        if let Some(url) = env("TOUCHLINE_WEB_BASE_URL") {
            config.web.base_url = Some(url.trim().to_string()).filter(|u| !u.is_empty());
        }
        if let Some(filter) = env("TOUCHLINE_LOG") {
            config.log.filter = filter;
            config.log.filter_source = "TOUCHLINE_LOG".to_string();
        }
        if let Some(format) = env("TOUCHLINE_LOG_FORMAT") {
            config.log.format = match format.trim().to_ascii_lowercase().as_str() {
                "text" => LogFormat::Text,
                "json" => LogFormat::Json,
                _ => {
                    return Err(ConfigError::Env {
                        key: "TOUCHLINE_LOG_FORMAT",
                        why: message!(TERMINAL, "config-log-format", value = format.trim()),
                    })
                }
            };
        }
        if let Some(action) = env("TOUCHLINE_TIMER_ON_TIMEOUT") {
            config.timers.on_timeout = OnTimeout::parse(&action).ok_or_else(|| ConfigError::Env {
                key: "TOUCHLINE_TIMER_ON_TIMEOUT",
                why: message!(TERMINAL, "config-env-on-timeout", value = action.trim()),
            })?;
        }
        for (key, slot) in [
            ("TOUCHLINE_TIMER_STANDARD_SECONDS", &mut config.timers.standard_seconds),
            ("TOUCHLINE_TIMER_CASUAL_SECONDS", &mut config.timers.casual_seconds),
        ] {
            if let Some(value) = env(key) {
                *slot = value.trim().parse().map_err(|_| ConfigError::Env {
                    key: if key.contains("STANDARD") {
                        "TOUCHLINE_TIMER_STANDARD_SECONDS"
                    } else {
                        "TOUCHLINE_TIMER_CASUAL_SECONDS"
                    },
                    why: message!(TERMINAL, "config-seconds-not-a-number", value = &value),
                })?;
            }
        }
        config.check().map_err(|why| match path {
            Some(path) => ConfigError::Parse { path: path.to_path_buf(), why: Why::Said(why) },
            None => ConfigError::Invalid { why },
        })?;
        Ok(config)
    }

    /// Parse TOML text; the message (in English) names the offending key.
    pub fn parse(text: &str) -> Result<Config, String> {
        Config::read(text).map_err(|why| why.to_string())
    }

    /// [`Config::parse`], its refusal to be said in any language.
    fn read(text: &str) -> Result<Config, Why> {
        // The values read by a deserializer of Touchline's are checked first, so that their
        // refusal is Touchline's sentence rather than one folded into the reader's message.
        if let Ok(table) = toml::from_str::<toml::Table>(text) {
            Config::check_read_values(&table).map_err(Why::Said)?;
        }
        let config: Config = toml::from_str(text).map_err(|e| Why::Reader(e.to_string().trim().to_string()))?;
        config.check().map_err(Why::Said)?;
        Ok(config)
    }

    /// `timers.on_timeout` and `discord.shard_count` as written, before the whole file is read.
    fn check_read_values(table: &toml::Table) -> Result<(), Message> {
        let value = |section: &str, key: &str| table.get(section).and_then(|s| s.get(key)).cloned();
        if let Some(toml::Value::String(text)) = value("timers", "on_timeout") {
            if OnTimeout::parse(&text).is_none() {
                return Err(on_timeout_refused(&text));
            }
        }
        let count = match value("discord", "shard_count") {
            Some(toml::Value::Integer(n)) => Some(n.to_string()),
            Some(toml::Value::String(text)) => Some(text),
            _ => None,
        };
        if let Some(count) = count {
            ShardCount::parse(&count).map_err(shard_count_refused)?;
        }
        Ok(())
    }

    /// Values that parse but make no sense.
    fn check(&self) -> Result<(), Message> {
        for (key, seconds) in [
            ("timers.standard_seconds (TOUCHLINE_TIMER_STANDARD_SECONDS)", self.timers.standard_seconds),
            ("timers.casual_seconds (TOUCHLINE_TIMER_CASUAL_SECONDS)", self.timers.casual_seconds),
        ] {
            if !(1..=MAX_TURN_SECONDS).contains(&seconds) {
                // As text: a number this large would lose digits as a Fluent number.
                let (seconds, max) = (seconds.to_string(), MAX_TURN_SECONDS.to_string());
                return Err(message!(TERMINAL, "config-seconds-range", key = key, seconds = seconds, max = max));
            }
        }
        self.discord.shards()?;
        self.database.located()?;
        if self.discord.dev_guild_id == Some(0) {
            return Err(message!(TERMINAL, "config-dev-guild-zero"));
        }
        if let Some(url) = &self.discord.api_url {
            let host = url.strip_prefix("https://").or_else(|| url.strip_prefix("http://"));
            if host.is_none_or(|h| h.trim_matches('/').is_empty() || h.contains(char::is_whitespace)) {
                return Err(message!(TERMINAL, "config-api-url", url = url));
            }
        }
        if let Some(listen) = &self.web.listen {
            if listen_addr(listen).is_none() {
                return Err(message!(TERMINAL, "config-web-listen", value = listen));
            }
        }
        if let Some(url) = &self.web.base_url {
            if !is_http_url(url) {
                return Err(message!(TERMINAL, "config-web-base-url", url = url));
            }
        }
        // The Activity is the web pages inside Discord: it needs them served, and an id.
        if self.activity.application_id == Some(0) {
            return Err(message!(TERMINAL, "config-application-id-zero"));
        }
        if self.activity.application_id.is_some() && self.web.listen.is_none() {
            return Err(message!(TERMINAL, "config-activity-needs-web"));
        }
        Ok(())
    }
}

/// An address and port to listen on: an IP address with its port (`127.0.0.1:8080`,
/// `[::1]:8080`, `0.0.0.0:8080`), or `localhost:<port>` for this machine's own 127.0.0.1 (no
/// name is looked up).
pub fn listen_addr(listen: &str) -> Option<std::net::SocketAddr> {
    let listen = listen.trim();
    listen.parse().ok().or_else(|| {
        let port = listen.strip_prefix("localhost:")?.parse::<u16>().ok()?;
        Some(std::net::SocketAddr::from(([127, 0, 0, 1], port)))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_example_config_parses() {
        let text = include_str!("../config.example.toml");
        let config = Config::parse(text).expect("config.example.toml is valid");
        assert_eq!(config.database.path, PathBuf::from("touchline.db"));
    }

    #[test]
    fn unknown_keys_are_named() {
        let err = Config::parse("[database]\npaht = \"x.db\"\n").unwrap_err();
        assert!(err.contains("paht"), "{err}");
    }

    #[test]
    fn wrong_types_are_named() {
        let err = Config::parse("[discord]\ndev_guild_id = \"abc\"\n").unwrap_err();
        assert!(err.contains("dev_guild_id"), "{err}");
    }

    #[test]
    fn the_database_is_a_sqlite_file_unless_a_url_names_another() {
        let config = Config::parse("").unwrap();
        assert_eq!(config.database.location().unwrap(), Location::Sqlite(PathBuf::from("touchline.db")));
        let config = Config::parse("[database]\nurl = \"postgres://tl:secret@db:5432/touchline\"\n").unwrap();
        let location = config.database.location().unwrap();
        assert_eq!(location, Location::Postgres("postgres://tl:secret@db:5432/touchline".into()));
        // Printed and logged without its password.
        assert_eq!(location.to_string(), "postgres://tl:***@db:5432/touchline");
        let config =
            Config::load(None, |k| (k == "TOUCHLINE_DATABASE_URL").then(|| "sqlite:/data/x.db".into())).unwrap();
        assert_eq!(config.database.location().unwrap(), Location::Sqlite(PathBuf::from("/data/x.db")));
    }

    #[test]
    fn a_database_url_of_another_kind_is_refused_by_name() {
        let err = Config::parse("[database]\nurl = \"mysql://db/touchline\"\n").unwrap_err();
        assert!(err.contains("database.url") && err.contains("postgres://"), "{err}");
        let err = Config::load(None, |k| (k == "TOUCHLINE_DATABASE_URL").then(|| "sqlite:".into())).unwrap_err();
        assert!(err.to_string().contains("TOUCHLINE_DATABASE_URL"), "{err}");
    }

    #[test]
    fn shards_are_counted_and_split_between_processes() {
        assert_eq!(Config::parse("").unwrap().discord.sharding().unwrap(), None);
        let config = Config::parse("[discord]\nshard_count = 8\nshards = \"4-7\"\n").unwrap();
        assert_eq!(
            config.discord.sharding().unwrap(),
            Some(Sharding { total: ShardCount::Fixed(8), range: Some((4, 7)) })
        );
        let config = Config::parse("[discord]\nshard_count = \"auto\"\n").unwrap();
        assert_eq!(config.discord.sharding().unwrap(), Some(Sharding { total: ShardCount::Auto, range: None }));
        let env = |k: &str| match k {
            "TOUCHLINE_DISCORD_SHARD_COUNT" => Some("3".to_string()),
            "TOUCHLINE_DISCORD_SHARDS" => Some("2".to_string()),
            _ => None,
        };
        let config = Config::load(None, env).unwrap();
        assert_eq!(
            config.discord.sharding().unwrap(),
            Some(Sharding { total: ShardCount::Fixed(3), range: Some((2, 2)) })
        );
    }

    #[test]
    fn impossible_shards_are_refused_by_name() {
        for (text, expected) in [
            ("shard_count = 0", "at least one shard"),
            ("shard_count = \"many\"", "use a number of shards"),
            ("shards = \"0-3\"", "needs discord.shard_count"),
            ("shard_count = 4\nshards = \"2-5\"", "numbered 0 to 3"),
            ("shard_count = 4\nshards = \"3-1\"", "the first comes before the last"),
            ("shard_count = 4\nshards = \"one\"", "e.g. \"0-3\""),
        ] {
            let err = Config::parse(&format!("[discord]\n{text}\n")).unwrap_err();
            assert!(err.contains(expected), "{text}: {err}");
        }
        let err = Config::load(None, |k| (k == "TOUCHLINE_DISCORD_SHARD_COUNT").then(|| "-1".into())).unwrap_err();
        assert!(err.to_string().contains("TOUCHLINE_DISCORD_SHARD_COUNT"), "{err}");
    }

    #[test]
    fn environment_overrides_the_file() {
        let env = |k: &str| match k {
            "TOUCHLINE_DATABASE_PATH" => Some("/data/t.db".to_string()),
            "TOUCHLINE_DEV_GUILD_ID" => Some("123".to_string()),
            _ => None,
        };
        let config = Config::load(None, env).unwrap();
        assert_eq!(config.database.path, PathBuf::from("/data/t.db"));
        assert_eq!(config.discord.dev_guild_id, Some(123));
        let bad = Config::load(None, |k| (k == "TOUCHLINE_DEV_GUILD_ID").then(|| "x".to_string())).unwrap_err();
        assert!(bad.to_string().contains("TOUCHLINE_DEV_GUILD_ID"));
    }

    #[test]
    fn timer_values_are_checked() {
        assert!(Config::parse("[timers]\ncasual_seconds = 0\n").unwrap_err().contains("casual_seconds"));
        assert!(Config::parse("[timers]\non_timeout = \"nap\"\n").unwrap_err().contains("timers.on_timeout"));
        let env = |k: &str| (k == "TOUCHLINE_TIMER_CASUAL_SECONDS").then(|| "2".to_string());
        assert_eq!(Config::load(None, env).unwrap().timers.casual_seconds, 2);
        let bad = |k: &str| (k == "TOUCHLINE_TIMER_CASUAL_SECONDS").then(|| "soon".to_string());
        assert!(Config::load(None, bad).unwrap_err().to_string().contains("TOUCHLINE_TIMER_CASUAL_SECONDS"));
    }

    #[test]
    fn discord_values_are_checked() {
        let zero = Config::parse("[discord]\ndev_guild_id = 0\n").unwrap_err();
        assert!(zero.contains("discord.dev_guild_id"), "{zero}");
        let zero_env = Config::load(None, |k| (k == "TOUCHLINE_DEV_GUILD_ID").then(|| "0".to_string())).unwrap_err();
        assert!(zero_env.to_string().contains("TOUCHLINE_DEV_GUILD_ID"), "{zero_env}");
        assert!(!zero_env.to_string().contains("config file"), "no file was given: {zero_env}");
        for bad in ["localhost:8080", "ftp://x", "http://", "https:// x"] {
            let err = Config::load(None, |k| (k == "TOUCHLINE_DISCORD_API_URL").then(|| bad.to_string())).unwrap_err();
            assert!(err.to_string().contains("discord.api_url"), "{bad}: {err}");
        }
        let good = Config::load(None, |k| (k == "TOUCHLINE_DISCORD_API_URL").then(|| "http://127.0.0.1:9".to_string()));
        assert_eq!(good.unwrap().discord.api_url.as_deref(), Some("http://127.0.0.1:9"));
    }

    #[test]
    fn a_clock_takes_what_was_asked_and_the_configuration_for_the_rest() {
        let timers = Timers { standard_seconds: 100, casual_seconds: 10, on_timeout: OnTimeout::Forfeit };
        assert_eq!(timers.clock(None, None), TurnClock { turn_seconds: 100, on_timeout: OnTimeout::Forfeit });
        let asked = timers.clock(Some(Speed::Casual), Some(OnTimeout::AutoMove));
        assert_eq!(asked, TurnClock { turn_seconds: 10, on_timeout: OnTimeout::AutoMove });
    }

    #[test]
    fn timers_are_bounded_and_on_timeout_has_an_override() {
        let huge = Config::parse("[timers]\nstandard_seconds = 9223372036854775807\n").unwrap_err();
        assert!(huge.contains("timers.standard_seconds"), "{huge}");
        let forfeit = Config::load(None, |k| (k == "TOUCHLINE_TIMER_ON_TIMEOUT").then(|| "forfeit".to_string()));
        assert_eq!(forfeit.unwrap().timers.on_timeout, OnTimeout::Forfeit);
        let nap = Config::load(None, |k| (k == "TOUCHLINE_TIMER_ON_TIMEOUT").then(|| "nap".to_string())).unwrap_err();
        assert!(nap.to_string().contains("TOUCHLINE_TIMER_ON_TIMEOUT"), "{nap}");
    }

    #[test]
    fn web_values_are_checked_and_give_the_links_address() {
        assert_eq!(Config::default().web.base(), None);
        let served = Config::parse("[web]\nlisten = \"127.0.0.1:8080\"\n").unwrap();
        assert_eq!(served.web.base().as_deref(), Some("http://127.0.0.1:8080"));
        let env = |k: &str| (k == "TOUCHLINE_WEB_BASE_URL").then(|| "https://t.example.org/".to_string());
        assert_eq!(Config::load(None, env).unwrap().web.base().as_deref(), Some("https://t.example.org"));
        assert!(Config::parse("[web]\nlisten = \"localhost\"\n").unwrap_err().contains("web.listen"));
        assert!(Config::parse("[web]\nbase_url = \"t.example.org\"\n").unwrap_err().contains("web.base_url"));
        assert!(Config::parse("[web]\nlisen = \"x\"\n").unwrap_err().contains("lisen"));
    }

    #[test]
    fn a_refusal_is_said_in_the_operators_language_the_readers_words_as_they_are() {
        let bad = Config::load(None, |k| (k == "TOUCHLINE_DEV_GUILD_ID").then(|| "x".to_string())).unwrap_err();
        assert_eq!(
            bad.to_string(),
            "the environment variable TOUCHLINE_DEV_GUILD_ID is not valid: 'x' is not a server id (a number)"
        );
        assert_eq!(
            bad.text(Lang::De),
            "die Umgebungsvariable TOUCHLINE_DEV_GUILD_ID ist ungültig: „x“ ist keine Server-ID (eine Zahl)"
        );
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("touchline.toml");
        std::fs::write(&file, "[discord]\nshard_count = 0\n").unwrap();
        let ours = Config::load(Some(&file), |_| None).unwrap_err();
        assert!(ours
            .to_string()
            .ends_with("discord.shard_count (TOUCHLINE_DISCORD_SHARD_COUNT) is 0: a bot has at least one shard"));
        assert!(ours.text(Lang::Es).ends_with("no es válido: discord.shard_count (TOUCHLINE_DISCORD_SHARD_COUNT) es 0: un bot tiene al menos un shard"), "{}", ours.text(Lang::Es));
        std::fs::write(&file, "[database]\npaht = \"x.db\"\n").unwrap();
        let reader = Config::load(Some(&file), |_| None).unwrap_err();
        let french = reader.text(Lang::Fr);
        assert!(french.starts_with("le fichier de configuration ") && french.contains("paht"), "{french}");
        let english = reader.to_string();
        assert_eq!(french.split_once(" : ").map(|(_, why)| why), english.split_once(": ").map(|(_, why)| why));
    }

    #[test]
    fn a_missing_file_is_named() {
        let err = Config::load(Some(Path::new("/nonexistent/touchline.toml")), |_| None).unwrap_err();
        assert!(err.to_string().contains("/nonexistent/touchline.toml"));
    }
}
