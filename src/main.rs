use std::path::PathBuf;
use std::process::ExitCode;

use clap::{ArgMatches, CommandFactory, FromArgMatches, Parser, Subcommand};
use touchline::cli::{self, options, play, simulate};
use touchline::config::Config;
use touchline::session::fresh_seed;
use touchline::store::Store;
use touchline_games::players::{Brain, Occupant};
use touchline_games::GameKind;

/// Tabletop football games and leagues, on Discord and in the terminal.
#[derive(Parser)]
#[command(name = "touchline", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Cmd,
}

/// Which game; its own options are flags generated from its option list (see `--help`).
#[derive(clap::Args)]
struct GameArgs {
    /// The game (see `touchline games`).
    #[arg(value_parser = GameKind::parse)]
    game: GameKind,
    /// A knockout tie: a level match must be decided (extra time, penalties, as the game has them).
    #[arg(long)]
    result_needed: bool,
}

#[derive(Subcommand)]
enum Cmd {
    /// Play a match in the terminal: hotseat, against the computer, or computer against computer.
    Play {
        #[command(flatten)]
        game: GameArgs,
        /// The match seed, to replay a match exactly (random when left out).
        #[arg(long)]
        seed: Option<u64>,
        /// Who plays seat 1 (home): human, ai or random.
        #[arg(long, default_value = "human", value_parser = Occupant::<()>::parse)]
        p1: Occupant<()>,
        /// Who plays seat 2 (away): human, ai or random.
        #[arg(long, default_value = "ai", value_parser = Occupant::<()>::parse)]
        p2: Occupant<()>,
        /// Every seat, for games of more than two players: e.g. human,ai,random (instead of
        /// --p1 and --p2).
        #[arg(long)]
        players: Option<String>,
        /// The home side's name.
        #[arg(long)]
        home: Option<String>,
        /// The away side's name.
        #[arg(long)]
        away: Option<String>,
        /// Every seat's name, comma-separated (instead of --home and --away).
        #[arg(long)]
        names: Option<String>,
        /// Where the pitch pictures go.
        #[arg(long, default_value = "frames")]
        out: PathBuf,
    },
    /// Play many computer-against-computer matches and summarise them.
    Simulate {
        #[command(flatten)]
        game: GameArgs,
        /// How many matches.
        #[arg(long, value_parser = clap::value_parser!(u64).range(1..=100_000_000))]
        matches: u64,
        /// The batch seed; match i uses a seed derived from it.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// The home computer: ai or random.
        #[arg(long, default_value = "ai", value_parser = Brain::parse)]
        p1: Brain,
        /// The away computer: ai or random.
        #[arg(long, default_value = "ai", value_parser = Brain::parse)]
        p2: Brain,
        /// Every seat's computer, for games of more than two players: e.g. ai,random,random.
        #[arg(long)]
        players: Option<String>,
        /// Print the summary as JSON.
        #[arg(long)]
        json: bool,
    },
    /// Run the Discord bot. Its token is read from the DISCORD_TOKEN environment variable.
    Serve {
        /// The config file (see config.example.toml). Env: TOUCHLINE_CONFIG.
        #[arg(long, env = "TOUCHLINE_CONFIG")]
        config: Option<PathBuf>,
    },
    /// Check a running bot, for a container's or service manager's health probe: exits 0 when
    /// it is connected to Discord and its database takes writes, 1 (saying why) otherwise.
    Health {
        /// The config file the bot runs with (it says where the database is). Env:
        /// TOUCHLINE_CONFIG.
        #[arg(long, env = "TOUCHLINE_CONFIG")]
        config: Option<PathBuf>,
    },
    /// What a bot is doing: its connection, matches in progress, turn clocks, the last gateway
    /// event and the database's size.
    Status {
        /// The config file the bot runs with. Env: TOUCHLINE_CONFIG.
        #[arg(long, env = "TOUCHLINE_CONFIG")]
        config: Option<PathBuf>,
        /// Print it as JSON.
        #[arg(long)]
        json: bool,
    },
    /// List the games Touchline can run.
    Games,
}

/// The command line, with every game's options as flags of `play` and `simulate`.
fn command() -> clap::Command {
    Cli::command()
        .mut_subcommand("play", options::add_game_options)
        .mut_subcommand("simulate", options::add_game_options)
}

fn main() -> ExitCode {
    let matches = command().get_matches();
    let cli = match Cli::from_arg_matches(&matches) {
        Ok(cli) => cli,
        Err(e) => e.exit(),
    };
    let sub = matches.subcommand().map(|(_, m)| m.clone()).unwrap_or_default();
    match run(cli.command, &sub) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::FAILURE
        }
    }
}

/// Comma-separated names, one per seat, or the defaults for the seats left out.
fn names(seats: &[Occupant<()>], list: Option<&str>, home: Option<String>, away: Option<String>) -> Vec<String> {
    let given: Vec<String> = list.map(|l| l.split(',').map(|n| n.trim().to_string()).collect()).unwrap_or_default();
    seats
        .iter()
        .enumerate()
        .map(|(s, occupant)| {
            let named = match s {
                0 => home.clone(),
                1 => away.clone(),
                _ => None,
            };
            given.get(s).filter(|n| !n.is_empty()).cloned().or(named).unwrap_or_else(|| cli::default_name(*occupant, s))
        })
        .collect()
}

fn run(command: Cmd, sub: &ArgMatches) -> Result<(), String> {
    match command {
        Cmd::Play { game, seed, p1, p2, players, home, away, names: list, out } => {
            let config = options::config(game.game, sub, game.result_needed)?;
            let seats = cli::seats(p1, p2, players.as_deref(), Occupant::<()>::parse)?;
            let names = names(&seats, list.as_deref(), home, away);
            let options = play::PlayOptions { config, seed: seed.unwrap_or_else(fresh_seed), seats, names, out };
            let stdin = std::io::stdin();
            let mut input = stdin.lock();
            let mut output = std::io::stdout();
            play::run(options, &mut input, &mut output).map_err(|e| e.to_string())?;
            Ok(())
        }
        Cmd::Simulate { game, matches, seed, p1, p2, players, json } => {
            let config = options::config(game.game, sub, game.result_needed)?;
            let brains = cli::seats(p1, p2, players.as_deref(), cli::brain)?;
            let summary = simulate::run(&config, matches as usize, seed, &brains)?;
            if json {
                print(serde_json::to_string_pretty(&summary).map_err(|e| e.to_string())?)
            } else {
                print(summary)
            }
        }
        Cmd::Serve { config } => serve(config),
        Cmd::Health { config } => {
            let config = load_config(config.as_deref())?;
            let path = touchline::status::path_for(&config.database.path);
            let record = touchline::status::read(&path)?;
            let verdict = touchline::status::health(record.as_ref(), &path, touchline::clock::now_ms())?;
            print(verdict)
        }
        Cmd::Status { config, json } => status(config, json),
        Cmd::Games => {
            let lines: Vec<String> =
                GameKind::ALL.iter().map(|k| format!("{:<8} {} — {}", k.name(), k.title(), k.blurb())).collect();
            print(lines.join("\n"))
        }
    }
}

/// Write a result to standard output. A reader that went away early (`| head`) is not an error.
fn print(text: impl std::fmt::Display) -> Result<(), String> {
    use std::io::Write;
    match writeln!(std::io::stdout().lock(), "{text}") {
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => Err(format!("cannot write the output: {e}")),
        _ => Ok(()),
    }
}

fn load_config(path: Option<&std::path::Path>) -> Result<Config, String> {
    Config::load(path, |k| std::env::var(k).ok()).map_err(|e| e.to_string())
}

/// `touchline status`: read-only, so it is safe beside a running bot (and works without one).
fn status(config_path: Option<PathBuf>, json: bool) -> Result<(), String> {
    use touchline::status;
    let config = load_config(config_path.as_deref())?;
    let database = &config.database.path;
    if !database.is_file() {
        return Err(format!(
            "there is no database at {} (database.path, or TOUCHLINE_DATABASE_PATH): no bot has run with this config here",
            database.display()
        ));
    }
    let status_path = status::path_for(database);
    let record = status::read(&status_path)?;
    let now_ms = touchline::clock::now_ms();
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| format!("cannot start the async runtime: {e}"))?;
    let overview = runtime.block_on(async {
        let store = Store::open_existing(database)
            .await
            .map_err(|e| format!("cannot open the database {}: {e}", database.display()))?;
        let overview = store.overview(now_ms).await.map_err(|e| format!("cannot read {}: {e}", database.display()));
        store.close().await;
        overview
    })?;
    let database_bytes = status::database_bytes(database);
    if json {
        let health = status::health(record.as_ref(), &status_path, now_ms);
        let value = serde_json::json!({
            "healthy": health.is_ok(),
            "health": health.unwrap_or_else(|why| why),
            "bot": record,
            "database": { "path": database, "bytes": database_bytes },
            "matches_in_progress": overview.live_matches.iter().map(|(g, n)| (g.clone(), *n)).collect::<std::collections::BTreeMap<_, _>>(),
            "clocks": {
                "running": overview.clocks_running,
                "due": overview.clocks_due,
                "next_due_ms": overview.next_due_ms,
            },
            "heartbeat_ms": overview.heartbeat_ms,
            "now_ms": now_ms,
        });
        return print(serde_json::to_string_pretty(&value).map_err(|e| e.to_string())?);
    }
    let report = status::Report {
        database,
        database_bytes,
        status_path: &status_path,
        status: record.as_ref(),
        overview: &overview,
        now_ms,
    };
    print(report.text())
}

/// The database's folder must exist and take new files (the database, its log, the status
/// file). In a container this is the volume, often a host folder owned by someone else: say
/// whose it is and how to fix it, rather than SQLite's "unable to open database file".
fn check_database_folder(path: &std::path::Path) -> Result<(), String> {
    let folder = match path.parent().filter(|f| !f.as_os_str().is_empty()) {
        Some(folder) => folder,
        None => std::path::Path::new("."),
    };
    if !folder.is_dir() {
        return Err(format!(
            "the folder {} does not exist, so the database {} cannot be made there \
             (database.path, or TOUCHLINE_DATABASE_PATH): create the folder or choose another path",
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
fn ownership_hint(folder: &std::path::Path) -> String {
    use std::os::unix::fs::MetadataExt;
    let me = rustix::process::getuid().as_raw();
    match std::fs::metadata(folder) {
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
fn ownership_hint(_folder: &std::path::Path) -> String {
    "Let the user Touchline runs as write to the folder".to_string()
}

fn serve(config_path: Option<PathBuf>) -> Result<(), String> {
    let config = load_config(config_path.as_deref())?;
    let token = std::env::var("DISCORD_TOKEN").unwrap_or_default();
    if token.trim().is_empty() {
        return Err("DISCORD_TOKEN is not set: put your bot's token in the DISCORD_TOKEN environment variable \
                    (Discord Developer Portal → your application → Bot → Reset Token)"
            .to_string());
    }
    touchline::logging::init(&config.log)?;
    let runtime = tokio::runtime::Runtime::new().map_err(|e| format!("cannot start the async runtime: {e}"))?;
    runtime.block_on(async {
        let path = &config.database.path;
        check_database_folder(path)?;
        let store = Store::open(path).await.map_err(|e| {
            format!("cannot open the database {} (database.path, or TOUCHLINE_DATABASE_PATH): {e}", path.display())
        })?;
        tracing::info!(path = %config.database.path.display(), "database ready");
        touchline::discord::run(config, token.trim().to_string(), store)
            .await
            .map_err(|e| format!("the bot stopped: {e}"))
    })
}
