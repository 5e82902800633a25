use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use touchline::cli::{self, play, simulate, GameOptions};
use touchline::config::Config;
use touchline::store::Store;
use touchline_games::players::Brain;
use touchline_games::GameKind;

/// Tabletop football games and leagues, on Discord and in the terminal.
#[derive(Parser)]
#[command(name = "touchline", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Cmd,
}

/// Which game, and its options.
#[derive(clap::Args)]
struct GameArgs {
    /// The game (see `touchline games`).
    #[arg(value_parser = GameKind::parse)]
    game: GameKind,
    /// The game's format (KIX: five or eleven).
    #[arg(long)]
    format: Option<String>,
    /// A knockout tie: a level match goes to extra time and penalties (FUBA: a shoot-out).
    #[arg(long)]
    result_needed: bool,
    /// FUBA's advanced rules: a1 condition points, a2 roles, a3 substitutions, a4 injuries (on
    /// unless -a4), a5 advanced goalkeeper, a6 playing styles; or all.
    #[arg(long, allow_hyphen_values = true)]
    advanced: Option<String>,
}

impl GameArgs {
    fn config(self) -> Result<touchline_games::AnyConfig, String> {
        let options = GameOptions { format: self.format, result_needed: self.result_needed, advanced: self.advanced };
        cli::game_config(self.game, &options)
    }
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
        #[arg(long, default_value = "human", value_parser = play::Sitter::parse)]
        p1: play::Sitter,
        /// Who plays seat 2 (away): human, ai or random.
        #[arg(long, default_value = "ai", value_parser = play::Sitter::parse)]
        p2: play::Sitter,
        /// The home side's name.
        #[arg(long)]
        home: Option<String>,
        /// The away side's name.
        #[arg(long)]
        away: Option<String>,
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
        /// Print the summary as JSON.
        #[arg(long)]
        json: bool,
    },
    /// Run the Discord bot.
    Serve {
        /// The config file (see config.example.toml). Env: TOUCHLINE_CONFIG.
        #[arg(long, env = "TOUCHLINE_CONFIG")]
        config: Option<PathBuf>,
    },
    /// List the games Touchline can run.
    Games,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(cli.command) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::FAILURE
        }
    }
}

fn run(command: Cmd) -> Result<(), String> {
    match command {
        Cmd::Play { game, seed, p1, p2, home, away, out } => {
            let config = game.config()?;
            let default_name = |sitter: play::Sitter, n: usize| match sitter {
                play::Sitter::Human => format!("Player {n}"),
                play::Sitter::Computer(_) => format!("Computer {n}"),
            };
            let names = [home.unwrap_or_else(|| default_name(p1, 1)), away.unwrap_or_else(|| default_name(p2, 2))];
            let options =
                play::PlayOptions { config, seed: seed.unwrap_or_else(cli::fresh_seed), sitters: [p1, p2], names, out };
            let stdin = std::io::stdin();
            let mut input = stdin.lock();
            let mut output = std::io::stdout();
            play::run(options, &mut input, &mut output).map_err(|e| e.to_string())?;
            Ok(())
        }
        Cmd::Simulate { game, matches, seed, p1, p2, json } => {
            let config = game.config()?;
            let summary = simulate::run(&config, matches as usize, seed, [p1, p2])?;
            if json {
                print(serde_json::to_string_pretty(&summary).map_err(|e| e.to_string())?)
            } else {
                print(summary)
            }
        }
        Cmd::Serve { config } => serve(config),
        Cmd::Games => {
            let lines: Vec<String> = GameKind::ALL.iter().map(|k| format!("{:<8} {}", k.name(), k.title())).collect();
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

fn serve(config_path: Option<PathBuf>) -> Result<(), String> {
    let config = Config::load(config_path.as_deref(), |k| std::env::var(k).ok()).map_err(|e| e.to_string())?;
    let token = std::env::var("DISCORD_TOKEN").unwrap_or_default();
    if token.trim().is_empty() {
        return Err("DISCORD_TOKEN is not set: put your bot's token in the DISCORD_TOKEN environment variable \
                    (Discord Developer Portal → your application → Bot → Reset Token)"
            .to_string());
    }
    let filter = tracing_subscriber::EnvFilter::try_new(&config.log.filter).map_err(|e| format!("log.filter: {e}"))?;
    tracing_subscriber::fmt().with_env_filter(filter).init();
    let runtime = tokio::runtime::Runtime::new().map_err(|e| format!("cannot start the async runtime: {e}"))?;
    runtime.block_on(async {
        let store = Store::open(&config.database.path).await.map_err(|e| e.to_string())?;
        tracing::info!(path = %config.database.path.display(), "database ready");
        touchline::discord::run(config, token.trim().to_string(), store)
            .await
            .map_err(|e| format!("the bot stopped: {e}"))
    })
}
