//! The operator's commands: `touchline serve` (the bot), `touchline health` (the probe a
//! container or service manager runs) and `touchline status` (what the bot is doing). All
//! three read the same config, so they agree on where the database and status file are.

use std::path::Path;

use touchline_games::Lang;

use super::say;
use crate::clock::now_ms;
use crate::config::Config;
use crate::status;
use crate::store::{Location, Store};

/// The setting behind the database's path, for messages about it.
const DATABASE_SETTING: &str = "database.path, or TOUCHLINE_DATABASE_PATH";

/// The config, or why not in `lang` (the terminal's language: the operator's).
fn load_config(path: Option<&Path>, lang: Lang) -> Result<Config, String> {
    Config::load(path, |k| std::env::var(k).ok()).map_err(|e| e.text(lang))
}

/// `touchline health`: the verdict on the bot that uses this config's database.
pub fn health(config_path: Option<&Path>, lang: Lang) -> Result<String, String> {
    let config = load_config(config_path, lang)?;
    let path = status::path_for(&config.database.path);
    let record = status::read(&path)?;
    status::health(record.as_ref(), &path, now_ms())
}

/// `touchline status`: read-only, so it is safe beside a running bot (and works without one).
pub fn status(config_path: Option<&Path>, json: bool, lang: Lang) -> Result<String, String> {
    let config = load_config(config_path, lang)?;
    let location = config.database.location().map_err(|e| e.text(lang))?;
    let setting = config.database.setting(lang);
    if let Location::Sqlite(database) = &location {
        if !database.is_file() {
            let path = database.display().to_string();
            return Err(say!(lang, "error-no-database-setting", path = path, setting = setting.as_str()));
        }
    }
    let database = &config.database.path;
    let status_path = status::path_for(database);
    let record = status::read(&status_path)?;
    let now = now_ms();
    let runtime = super::replay::runtime(lang)?;
    let overview = runtime.block_on(async {
        let store = Store::open_existing(&location).await.map_err(|e| {
            let path = location.to_string();
            say!(lang, "error-open-database-setting", path = path, setting = setting.as_str(), error = e.to_string())
        })?;
        let overview = store.overview(now).await.map_err(|e| format!("cannot read {location}: {e}"));
        store.close().await;
        overview
    })?;
    let database_bytes = match &location {
        Location::Sqlite(path) => Some(status::database_bytes(path)),
        Location::Postgres(_) => None,
    };
    let report = status::Report {
        database: &location,
        database_bytes,
        status_path: &status_path,
        status: record.as_ref(),
        overview: &overview,
        now_ms: now,
    };
    Ok(if json { report.json() } else { report.text() })
}

/// The database's folder must exist and take new files (the database, its log, the status
/// file). In a container this is the volume, often a host folder owned by someone else: say
/// whose it is and how to fix it, rather than SQLite's "unable to open database file".
fn check_database_folder(path: &Path) -> Result<(), String> {
    let folder = path.parent().filter(|f| !f.as_os_str().is_empty()).unwrap_or(Path::new("."));
    if !folder.is_dir() {
        return Err(format!(
            "the folder {} does not exist, so the database {} cannot be made there \
             ({DATABASE_SETTING}): create the folder or choose another path",
            folder.display(),
            path.display()
        ));
    }
    let probe = folder.join(format!(".touchline-write-check-{}", std::process::id()));
    match std::fs::File::create(&probe) {
        Ok(_) => {
            let _ = std::fs::remove_file(&probe);
            Ok(())
        }
        Err(e) => Err(format!(
            "cannot create files in {} (for the database {}, database.path or TOUCHLINE_DATABASE_PATH): {e}. {}",
            folder.display(),
            path.display(),
            ownership_hint(folder)
        )),
    }
}

/// Who owns the folder and who we are, with the two ways out.
#[cfg(unix)]
fn ownership_hint(folder: &Path) -> String {
    use std::os::unix::fs::MetadataExt;
    let me = rustix::process::getuid().as_raw();
    match std::fs::metadata(folder) {
        // Running as root is no fix to offer.
        Ok(meta) if meta.uid() == 0 && me != 0 => format!(
            "The folder belongs to root and Touchline runs as user {me}: give the folder to this user \
             (chown -R {me} {})",
            folder.display()
        ),
        Ok(meta) if meta.uid() != me => format!(
            "The folder belongs to user {} and Touchline runs as user {me}: give the folder to this user \
             (chown -R {me} {}), or run Touchline as its owner (in compose.yaml: user: \"{}:{}\")",
            meta.uid(),
            folder.display(),
            meta.uid(),
            meta.gid()
        ),
        _ => format!("Touchline runs as user {me}: let this user write to the folder"),
    }
}

#[cfg(not(unix))]
fn ownership_hint(_folder: &Path) -> String {
    "Let the user Touchline runs as write to the folder".to_string()
}

/// `touchline serve`: the Discord bot, until it is stopped.
pub fn serve(config_path: Option<&Path>, lang: Lang) -> Result<(), String> {
    let config = load_config(config_path, lang)?;
    let token = std::env::var("DISCORD_TOKEN").unwrap_or_default();
    if token.trim().is_empty() {
        return Err("DISCORD_TOKEN is not set: put your bot's token in the DISCORD_TOKEN environment variable \
                    (Discord Developer Portal → your application → Bot → Reset Token)"
            .to_string());
    }
    crate::logging::init(&config.log)?;
    let runtime = tokio::runtime::Runtime::new().map_err(|e| say!(lang, "error-runtime", error = e.to_string()))?;
    runtime.block_on(async {
        let location = config.database.location().map_err(|e| e.text(lang))?;
        if let Location::Sqlite(path) = &location {
            check_database_folder(path)?;
        }
        let store = Store::connect(&location).await.map_err(|e| {
            let (path, setting) = (location.to_string(), config.database.setting(lang));
            say!(lang, "error-open-database-setting", path = path, setting = setting, error = e.to_string())
        })?;
        tracing::info!(database = %location, engine = %store.engine(), "database ready");
        // The web pages, when configured, are bound before Discord is reached: a taken port
        // stops the start-up at once, with the reason.
        // One pool of renderers serves both.
        let pictures = crate::pictures::Pictures::new();
        // One name for this process's claims, and one set of sessions for Discord's clicks and
        // the boards' taps.
        let store = store.named(&crate::session::clock::process_name());
        let sessions = crate::session::Sessions::new(store.clone());
        let board_moves = crate::web::start_beside_bot(&config, sessions.clone(), pictures.clone()).await?;
        crate::discord::run(config, token.trim().to_string(), sessions, pictures, board_moves)
            .await
            .map_err(|e| format!("the bot stopped: {e}"))
    })
}
