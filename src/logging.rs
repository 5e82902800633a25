//! Where the log goes and what it says: standard error, coloured only on a terminal, as text or
//! one JSON object per line (`log.format`). Libraries' own chatter (the gateway's reconnect
//! attempts, HTTP internals) is held back to warnings or errors unless the filter names the
//! library: the bot says what matters in its own words.

use std::io::IsTerminal;

use tracing_subscriber::EnvFilter;

use crate::config::{Log, LogFormat};

/// Libraries and the level they are held to by default.
const QUIET: &[(&str, &str)] = &[
    ("serenity", "error"),
    ("poise", "warn"),
    ("tungstenite", "error"),
    ("tokio_tungstenite", "error"),
    ("hyper", "warn"),
    ("hyper_util", "warn"),
    ("reqwest", "warn"),
    ("rustls", "warn"),
    ("h2", "warn"),
    ("sqlx", "warn"),
];

/// The filter in force: the configured one, plus the libraries' limits it does not override.
pub fn filter_text(configured: &str) -> String {
    let mut directives: Vec<String> =
        configured.split(',').map(str::trim).filter(|d| !d.is_empty()).map(str::to_string).collect();
    let named = |target: &str| {
        directives.iter().any(|d| {
            d.split(['=', '[', ':']).next().is_some_and(|t| t == target || t.starts_with(&format!("{target}::")))
        })
    };
    let quiet: Vec<String> =
        QUIET.iter().filter(|(target, _)| !named(target)).map(|(target, level)| format!("{target}={level}")).collect();
    directives.extend(quiet);
    directives.join(",")
}

/// Start logging as configured; the message names where a bad filter was set.
pub fn init(log: &Log) -> Result<(), String> {
    let filter = EnvFilter::try_new(filter_text(&log.filter))
        .map_err(|e| format!("{} is not a valid log filter ('{}'): {e}", log.filter_source, log.filter))?;
    let lines = tracing_subscriber::fmt().with_env_filter(filter).with_writer(std::io::stderr);
    let started = match log.format {
        LogFormat::Text => lines.with_ansi(std::io::stderr().is_terminal()).try_init(),
        LogFormat::Json => lines.json().with_ansi(false).try_init(),
    };
    started.map_err(|e| format!("cannot start logging: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn libraries_are_quiet_unless_the_filter_names_them() {
        let plain = filter_text("info");
        assert!(plain.starts_with("info,") && plain.contains("serenity=error"), "{plain}");
        let asked = filter_text("info, serenity=debug");
        assert!(asked.contains("serenity=debug") && !asked.contains("serenity=error"), "{asked}");
        assert!(asked.contains("tokio_tungstenite=error"), "only the library named is let through: {asked}");
        assert!(EnvFilter::try_new(filter_text("")).is_ok(), "an empty filter still makes a filter");
    }

    #[test]
    fn a_bad_filter_names_where_it_was_set() {
        let log = Log {
            filter: "info,touchline=loud".into(),
            format: LogFormat::Text,
            filter_source: "TOUCHLINE_LOG".into(),
        };
        let err = init(&log).unwrap_err();
        assert!(err.starts_with("TOUCHLINE_LOG is not a valid log filter"), "{err}");
    }
}
