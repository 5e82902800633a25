use std::path::PathBuf;
use std::process::ExitCode;

use clap::{ArgMatches, CommandFactory, FromArgMatches, Parser, Subcommand};
use touchline::cli::{self, options, play, service, simulate};
use touchline::session::fresh_seed;
use touchline::store::Location;
use touchline_games::players::{Brain, Occupant};
use touchline_games::{GameKind, Lang};

/// One of the terminal's words in `lang`.
macro_rules! say {
    ($lang:expr, $id:literal $(, $name:ident = $value:expr)* $(,)?) => {
        touchline_i18n::say!(touchline::speech::TERMINAL, $lang, $id $(, $name = $value)*)
    };
}

/// Tabletop football games and leagues, on Discord and in the terminal.
#[derive(Parser)]
#[command(name = "touchline", version, about)]
struct Cli {
    /// The language the terminal speaks: en, es, pt-BR, fr or de (default: the LANG or LC_ALL
    /// setting, else English).
    #[arg(long, global = true, value_name = "CODE")]
    lang: Option<String>,
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

/// What a terminal match or tournament is called and where it is kept.
#[derive(clap::Args)]
struct Kept {
    /// Every seat's name, comma-separated (for a match, instead of --home and --away).
    #[arg(long)]
    names: Option<String>,
    /// The folder for the pictures (default: frames/<game>-<seed>; for a tournament,
    /// frames/<game>-tournament-<seed>, with a folder for the draft and each fixture in it).
    /// Pictures an earlier run left there are removed first.
    #[arg(long)]
    out: Option<PathBuf>,
    /// Keep every match played (a tournament's draft and fixtures too) in this database, as the
    /// bot keeps its matches (sealed, every step stored before it is shown), so it can be
    /// replayed, exported, verified and shown on this machine's web pages (`touchline web --db
    /// FILE --local`). A match whose input ends first is kept as abandoned.
    #[arg(long)]
    db: Option<PathBuf>,
}

impl Kept {
    /// The seed to play, and the pictures' folder (`--out`, checked, or one under frames/ named
    /// `stem`-seed). A stored run draws its own seed, and its folder does not name it; `seeded`
    /// is the refusal of a seed given with a database.
    fn seed_and_out(
        &self,
        seed: Option<u64>,
        stem: &str,
        seeded: impl FnOnce() -> String,
        lang: Lang,
    ) -> Result<(u64, PathBuf), String> {
        check_out(self.out.as_deref(), lang)?;
        if self.db.is_some() && seed.is_some() {
            return Err(seeded());
        }
        let seed = seed.unwrap_or_else(fresh_seed);
        let folder = match self.db {
            Some(_) => format!("{stem}-stored-{}", touchline::fairness::random_hex(4)),
            None => format!("{stem}-{seed}"),
        };
        Ok((seed, self.out.clone().unwrap_or_else(|| PathBuf::from("frames").join(folder))))
    }
}

/// The computer seats at the asked strength (a plain `ai` plays at `--level`).
fn at_level(seats: Vec<Occupant<()>>, level: Brain) -> Vec<Occupant<()>> {
    seats
        .into_iter()
        .map(|o| match o {
            Occupant::Computer(b) => Occupant::Computer(cli::at_level(b, level)),
            person => person,
        })
        .collect()
}

#[derive(Subcommand)]
enum Cmd {
    /// Play a match in the terminal: hotseat, against the computer, or computer against computer.
    Play {
        #[command(flatten)]
        game: GameArgs,
        /// The match seed, to replay a match exactly (random when left out).
        // `--seed -1` is read as a value (and refused as one), not as a flag.
        #[arg(long, allow_negative_numbers = true)]
        seed: Option<u64>,
        /// Who plays seat 1 (home): human, ai (the computer at --level), easy, hard or random.
        #[arg(long, default_value = "human", value_parser = Occupant::<()>::parse)]
        p1: Occupant<()>,
        /// Who plays seat 2 (away): human, ai (the computer at --level), easy, hard or random.
        #[arg(long, default_value = "ai", value_parser = Occupant::<()>::parse)]
        p2: Occupant<()>,
        /// Every seat, for games of more than two players: e.g. human,ai,random (instead of
        /// --p1 and --p2); or a number of seats: --p1 and --p2, and the computer in the rest.
        #[arg(long)]
        players: Option<String>,
        /// How strong the `ai` seats play: easy, normal or hard.
        #[arg(long, default_value = "normal", value_parser = Brain::parse_level)]
        level: Brain,
        /// The home side's name.
        #[arg(long)]
        home: Option<String>,
        /// The away side's name.
        #[arg(long)]
        away: Option<String>,
        /// Say each side's win chances after every board, worked out from what a spectator sees.
        #[arg(long)]
        chances: bool,
        #[command(flatten)]
        kept: Kept,
    },
    /// Replay a finished match from a database or an export: every board as a PNG, the
    /// play-by-play, and (with --gif) an animated GIF of the whole match.
    Replay {
        /// A match number in the database, or an export file (from `touchline export match`).
        source: String,
        /// The database (for a match number): a SQLite file, or a Postgres URL (`postgres://…`).
        #[arg(long, default_value = "touchline.db")]
        db: String,
        /// A Postgres database (`postgres://…`), instead of --db. Env: TOUCHLINE_DATABASE_URL.
        #[arg(long, env = "TOUCHLINE_DATABASE_URL")]
        database_url: Option<String>,
        /// The folder to write the boards to.
        #[arg(long)]
        out: PathBuf,
        /// Also write replay.gif (kept under Discord's 10 MiB).
        #[arg(long)]
        gif: bool,
    },
    /// Write a finished match's export (JSON: options, seed, salt, engine version, seats, inputs,
    /// result): anyone can replay and verify it.
    Export {
        #[command(subcommand)]
        what: ExportWhat,
    },
    /// Check an export: its fairness seal, that the rules accept every input, and that the replay
    /// ends in the recorded result. Exits 1 when any check fails.
    Verify {
        /// The export file.
        export: PathBuf,
    },
    /// Play many computer-against-computer matches and summarise them (with a progress bar on
    /// standard error when it is a terminal).
    Simulate {
        #[command(flatten)]
        game: GameArgs,
        /// How many matches.
        #[arg(long, value_parser = clap::value_parser!(u64).range(1..=100_000_000))]
        matches: u64,
        /// The batch seed; match i uses a seed derived from it.
        #[arg(long, default_value_t = 1, allow_negative_numbers = true)]
        seed: u64,
        /// The home computer: ai (the computer at --level), easy, hard or random.
        #[arg(long, default_value = "ai", value_parser = Brain::parse)]
        p1: Brain,
        /// The away computer: ai (the computer at --level), easy, hard or random.
        #[arg(long, default_value = "ai", value_parser = Brain::parse)]
        p2: Brain,
        /// Every seat's computer, for games of more than two players: e.g. ai,random,random; or
        /// a number of seats: --p1 and --p2, and the computer in the rest.
        #[arg(long)]
        players: Option<String>,
        /// How strong the `ai` seats play: easy, normal or hard.
        #[arg(long, default_value = "normal", value_parser = Brain::parse_level)]
        level: Brain,
        /// Instead of one pairing: every pairing of random, easy, normal and hard, --matches
        /// each (each side at home in half of them), as a table of win rates.
        #[arg(long, conflicts_with_all = ["p1", "p2", "players"])]
        ladder: bool,
        /// Print the summary as JSON.
        #[arg(long)]
        json: bool,
    },
    /// A draft tournament in the terminal (games whose squads are drafted): the managers draft,
    /// then play a round robin between their squads, and the table names the champion.
    Tournament {
        #[command(flatten)]
        game: GameArgs,
        /// How many managers: as many as the game's draft takes (its most when left out).
        #[arg(long, value_parser = clap::value_parser!(u8).range(1..=8))]
        managers: Option<u8>,
        /// How the managers share the players out: one of the game's draft's ways, such as snake
        /// or auction (its first when left out).
        #[arg(long)]
        draft: Option<String>,
        /// The tournament seed (the draft and each fixture use seeds derived from it).
        // `--seed -1` is read as a value (and refused as one), not as a flag.
        #[arg(long, allow_negative_numbers = true)]
        seed: Option<u64>,
        /// Every manager: e.g. human,ai,ai,ai (default: you and the computer in the rest).
        #[arg(long)]
        players: Option<String>,
        /// How strong the `ai` managers play: easy, normal or hard.
        #[arg(long, default_value = "normal", value_parser = Brain::parse_level)]
        level: Brain,
        #[command(flatten)]
        kept: Kept,
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
    /// Serve the read-only web pages (tables, brackets, profiles, match replays) of the
    /// servers that publish them, without the bot; with --local, this machine's terminal matches.
    Web {
        /// The database the bot uses. Env: TOUCHLINE_DATABASE_PATH.
        #[arg(long, env = "TOUCHLINE_DATABASE_PATH", default_value = "touchline.db")]
        db: PathBuf,
        /// A Postgres database the bots share (`postgres://…`), instead of --db: any number of
        /// these pages can serve it side by side. Env: TOUCHLINE_DATABASE_URL.
        #[arg(long, env = "TOUCHLINE_DATABASE_URL")]
        database_url: Option<String>,
        /// The address and port to listen on. Env: TOUCHLINE_WEB_LISTEN.
        #[arg(long, env = "TOUCHLINE_WEB_LISTEN", default_value = "127.0.0.1:8080")]
        listen: String,
        /// The pages' public address (e.g. behind a reverse proxy), for the address logged at
        /// start. Env: TOUCHLINE_WEB_BASE_URL.
        #[arg(long, env = "TOUCHLINE_WEB_BASE_URL")]
        base_url: Option<String>,
        /// Also show the database's terminal matches (`play --db`, `tournament --db`), listed at
        /// the address printed; only on a loopback address, as there is no publishing switch.
        #[arg(long)]
        local: bool,
    },
    /// List the games Touchline can run.
    Games,
    /// Work on a whole database.
    Db {
        #[command(subcommand)]
        what: DbWhat,
    },
    /// Look into the figures the bot publishes.
    Analyse {
        #[command(subcommand)]
        what: AnalyseWhat,
    },
}

#[derive(Subcommand)]
enum AnalyseWhat {
    /// Play computer matches and set the win chances published at a few positions of each
    /// beside what happened: per tenth of the chance, predicted against observed, and the
    /// Brier score beside a baseline that knows nothing of the position.
    Calibration {
        #[command(flatten)]
        game: GameArgs,
        /// How many matches.
        #[arg(long, default_value_t = 1_000, value_parser = clap::value_parser!(u64).range(1..=10_000_000))]
        matches: u64,
        /// How many seats (the game's fewest when left out).
        #[arg(long, value_parser = clap::value_parser!(u8).range(1..=8))]
        seats: Option<u8>,
        /// The batch seed; match i uses a seed derived from it.
        #[arg(long, default_value_t = 1, allow_negative_numbers = true)]
        seed: u64,
        /// Imagined worlds per chance (the game's own number, as the bot uses, when left out).
        #[arg(long, value_parser = clap::value_parser!(u32).range(1..=10_000))]
        worlds: Option<u32>,
        /// Print the figures as JSON.
        #[arg(long)]
        json: bool,
    },
}

#[derive(Subcommand)]
enum DbWhat {
    /// Copy every row of one database into another (a SQLite file into Postgres, say), in one
    /// transaction, then compare each table's rows and checksum. Stop the bot first.
    Copy {
        /// The database to copy: a SQLite file, `sqlite:PATH` or `postgres://…`.
        #[arg(long)]
        from: String,
        /// Where to copy it: `postgres://…`, `sqlite:PATH` or a file. Its schema is brought up to
        /// date first; it must hold no rows unless --replace is given.
        #[arg(long)]
        to: String,
        /// Delete whatever the target holds before copying.
        #[arg(long)]
        replace: bool,
    },
}

#[derive(Subcommand)]
enum ExportWhat {
    /// One finished match.
    Match {
        /// The match number.
        id: i64,
        /// The database: a SQLite file, or a Postgres URL (`postgres://…`).
        #[arg(long, default_value = "touchline.db")]
        db: String,
        /// A Postgres database (`postgres://…`), instead of --db. Env: TOUCHLINE_DATABASE_URL.
        #[arg(long, env = "TOUCHLINE_DATABASE_URL")]
        database_url: Option<String>,
        /// The file to write (default: match-<id>.json).
        #[arg(long)]
        out: Option<PathBuf>,
    },
}

/// The command line, with the games' options as flags of `play`, `simulate` and `tournament`,
/// its help in `lang`.
fn command(lang: Lang) -> clap::Command {
    cli::help::localize(with_game_options(lang), lang, options::is_game_option)
}

/// The command line as clap derives it, in English, with the games' options' help in `lang`.
fn with_game_options(lang: Lang) -> clap::Command {
    Cli::command()
        .mut_subcommand("play", |c| options::add_game_options(c, GameKind::ALL, lang))
        .mut_subcommand("simulate", |c| options::add_game_options(c, GameKind::ALL, lang))
        .mut_subcommand("analyse", |c| {
            c.mut_subcommand("calibration", |c| options::add_game_options(c, GameKind::ALL, lang))
        })
        // A tournament is played only by the games with a draft: only their options.
        .mut_subcommand("tournament", |c| options::add_game_options(c, &GameKind::drafting(), lang))
}

fn main() -> ExitCode {
    // The help must be in its language before clap reads the command line (`--help` is
    // answered while it does). Clap's own refusals of what it cannot read stay in English.
    let asked = cli::lang_in_args(std::env::args_os(), |key| std::env::var(key).ok());
    let matches = command(asked).get_matches();
    let cli = match Cli::from_arg_matches(&matches) {
        Ok(cli) => cli,
        Err(e) => e.exit(),
    };
    // An unknown language is refused before anything is done, with the languages there are.
    let lang = match cli::terminal_lang(cli.lang.as_deref(), |key| std::env::var(key).ok()) {
        Ok(lang) => lang,
        Err(unknown) => {
            use std::io::Write;
            let _ = writeln!(std::io::stderr(), "error: --lang: {unknown}");
            return ExitCode::from(2);
        }
    };
    let sub = matches.subcommand().map(|(_, m)| m.clone()).unwrap_or_default();
    match run(cli.command, &sub, lang) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            // Not eprintln!: with standard error gone too (`2>&1 | head`) it would panic.
            use std::io::Write;
            let _ = writeln!(std::io::stderr(), "{}", say!(lang, "error-line", message = message));
            ExitCode::FAILURE
        }
    }
}

/// Comma-separated names, one per seat (an empty one keeps that seat's default), or the defaults
/// for the seats left out.
fn names(
    seats: &[Occupant<()>],
    list: Option<&str>,
    home: Option<String>,
    away: Option<String>,
    lang: Lang,
) -> Result<Vec<String>, String> {
    // Flags that would name nobody, or be overruled, are refused rather than dropped.
    if list.is_some() && (home.is_some() || away.is_some()) {
        let flag = if home.is_some() { "--home" } else { "--away" };
        return Err(say!(lang, "error-names-and-flag", flag = flag));
    }
    if seats.len() == 1 && away.is_some() {
        return Err(say!(lang, "error-away-one-seat"));
    }
    // A blank name would leave a side with none on every line and picture.
    for (flag, name) in [("--home", &home), ("--away", &away)] {
        if name.as_deref().is_some_and(|n| n.trim().is_empty()) {
            return Err(say!(lang, "error-blank-name", flag = flag));
        }
    }
    let (home, away) = (home.map(|n| n.trim().to_string()), away.map(|n| n.trim().to_string()));
    let given: Vec<String> = list.map(|l| l.split(',').map(|n| n.trim().to_string()).collect()).unwrap_or_default();
    // A name too many or too few would name the wrong seats, or nobody.
    if list.is_some() && given.len() != seats.len() {
        return Err(say!(lang, "error-names-count", names = given.len(), seats = seats.len()));
    }
    Ok((0..seats.len())
        .map(|s| {
            let named = match s {
                0 => home.clone(),
                1 => away.clone(),
                _ => None,
            };
            given
                .get(s)
                .filter(|n| !n.is_empty())
                .cloned()
                .or(named)
                .unwrap_or_else(|| cli::default_name(seats, s, lang))
        })
        .collect())
}

/// The flag that asked for a second seat, as typed ("--p2 ai", "--players human,ai"), when one
/// did: a one-seat match refuses it rather than drop it.
fn second_seat_asked(sub: &ArgMatches, players: Option<&str>) -> Option<String> {
    if let Some(players) = players {
        return Some(format!("--players {players}"));
    }
    let typed = sub.value_source("p2") == Some(clap::parser::ValueSource::CommandLine);
    let value = sub.get_raw("p2").and_then(|mut v| v.next()).map(|v| v.to_string_lossy().into_owned());
    typed.then(|| format!("--p2 {}", value.unwrap_or_default()))
}

/// `--out` must name a folder (or a place for one), before anything is set up.
fn check_out(out: Option<&std::path::Path>, lang: Lang) -> Result<(), String> {
    match out.and_then(|out| play::not_a_folder(out, true, lang)) {
        Some(why) => Err(why),
        None => Ok(()),
    }
}

fn run(command: Cmd, sub: &ArgMatches, lang: Lang) -> Result<(), String> {
    match command {
        Cmd::Play { game, seed, p1, p2, players, level, home, away, chances, kept } => {
            let config = options::config(game.game, sub, game.result_needed, lang)?;
            let (allowed, rule) = cli::seat_rule(&config, lang);
            let occupant = |text: &str| cli::occupant(text, lang);
            let seats = cli::seats(p1, p2, players.as_deref(), occupant, allowed, &rule, lang)?;
            let asked = second_seat_asked(sub, players.as_deref());
            let seats = at_level(cli::fit_seats(seats, &config, asked.as_deref(), lang)?, level);
            let names = names(&seats, kept.names.as_deref(), home, away, lang)?;
            let seeded = || say!(lang, "error-seed-with-db");
            let (seed, out) = kept.seed_and_out(seed, game.game.name(), seeded, lang)?;
            let mut recorder = match &kept.db {
                Some(path) => Some(cli::replay::StoreRecorder::open(path, &seats, &names, lang)?),
                None => None,
            };
            let options = play::PlayOptions { config, seed, seats, names, out, lang, chances };
            let stdin = std::io::stdin();
            let mut input = stdin.lock();
            let mut output = std::io::stdout();
            let sink = recorder.as_mut().map(|r| r as &mut dyn play::Recorder);
            let played = play::run_recorded(options, &mut input, &mut output, sink);
            let kept = match (&played, recorder.as_mut()) {
                // Nobody will play it on (its input ended, or its reader went away): kept as
                // abandoned rather than live for ever.
                (Err(e), Some(r)) if e.stops_the_terminal() => r.abandon()?,
                _ => None,
            };
            if let Some(r) = recorder {
                r.close();
            }
            if played.as_ref().is_err_and(play::PlayError::reader_left) {
                return Ok(());
            }
            played.map_err(|e| match kept {
                Some(id) => say!(lang, "error-kept-abandoned", error = e.text(lang), id = id.to_string()),
                None => e.text(lang),
            })?;
            Ok(())
        }
        Cmd::Replay { source, db, database_url, out, gif } => {
            let database = cli::replay::reading(&db, database_url.as_deref(), lang)?;
            print(cli::replay::replay(&source, &database, &out, gif, lang)?, lang)
        }
        Cmd::Export { what: ExportWhat::Match { id, db, database_url, out } } => {
            let database = cli::replay::reading(&db, database_url.as_deref(), lang)?;
            print(cli::replay::export_match(&database, id, out, lang)?, lang)
        }
        Cmd::Verify { export } => {
            let (report, passed) = cli::replay::verify(&export, lang)?;
            emit(&report, lang)?;
            if passed {
                Ok(())
            } else {
                Err(say!(lang, "error-does-not-verify", file = export.display().to_string()))
            }
        }
        Cmd::Tournament { game, managers, draft, seed, players, level, kept } => {
            let config = options::config(game.game, sub, false, lang)?;
            let spec = cli::tournament::draft_spec(game.game, lang)?;
            let rule = cli::tournament::managers_rule(game.game, &spec, lang);
            if let Some(asked) = managers.map(usize::from) {
                if !(spec.managers.0..=spec.managers.1).contains(&asked) {
                    return Err(say!(lang, "error-managers", asked = asked.to_string(), rule = rule.as_str()));
                }
            }
            let asked_managers = managers.map(usize::from);
            let managers = asked_managers.map_or(spec.managers.1, usize::from);
            let players_given = players.clone();
            let given = players.unwrap_or_else(|| managers.to_string());
            let seats = cli::seats(
                Occupant::Person(()),
                Occupant::Computer(Brain::Normal),
                Some(&given),
                |text: &str| cli::occupant(text, lang),
                spec.managers,
                &rule,
                lang,
            )?;
            let seats = at_level(seats, level);
            if let (Some(asked), Some(players)) = (asked_managers, &players_given) {
                if asked != seats.len() {
                    let (asked, players) = (asked.to_string(), players.as_str());
                    return Err(say!(
                        lang,
                        "error-managers-players",
                        asked = asked,
                        players = players,
                        count = seats.len()
                    ));
                }
            }
            let names = names(&seats, kept.names.as_deref(), None, None, lang)?;
            let seeded = || say!(lang, "error-seed-with-db-tournament");
            let stem = format!("{}-tournament", game.game.name());
            let (seed, out) = kept.seed_and_out(seed, &stem, seeded, lang)?;
            let options = cli::tournament::TournamentOptions {
                config,
                method: draft,
                seed,
                managers: seats,
                names,
                out,
                db: kept.db,
                lang,
            };
            let stdin = std::io::stdin();
            let mut input = stdin.lock();
            let mut output = std::io::stdout();
            match cli::tournament::run(options, &mut input, &mut output) {
                Err(e) if !e.reader_left() => Err(e.text(lang)),
                _ => Ok(()),
            }
        }
        Cmd::Simulate { game, matches, seed, p1, p2, players, level, ladder, json } => {
            let config = options::config(game.game, sub, game.result_needed, lang)?;
            if ladder {
                let progress = simulate::progress(simulate::ladder_matches(matches as usize), lang);
                let table = simulate::ladder(&config, matches as usize, seed, &progress);
                // The bar goes before the table (or the error) is printed.
                progress.finish_and_clear();
                let table = table?;
                return if json {
                    print(serde_json::to_string_pretty(&table).map_err(|e| e.to_string())?, lang)
                } else {
                    print(table.text(lang), lang)
                };
            }
            let (allowed, rule) = cli::seat_rule(&config, lang);
            let brain = |text: &str| cli::brain(text, lang);
            let brains = cli::seats(p1, p2, players.as_deref(), brain, allowed, &rule, lang)?;
            let asked = second_seat_asked(sub, players.as_deref());
            let brains = cli::fit_seats(brains, &config, asked.as_deref(), lang)?;
            let brains: Vec<Brain> = brains.into_iter().map(|b| cli::at_level(b, level)).collect();
            let progress = simulate::progress(matches, lang);
            let summary = simulate::run(&config, matches as usize, seed, &brains, &progress);
            progress.finish_and_clear();
            let summary = summary?;
            if json {
                print(serde_json::to_string_pretty(&summary).map_err(|e| e.to_string())?, lang)
            } else {
                print(summary.text(lang), lang)
            }
        }
        Cmd::Serve { config } => service::serve(config.as_deref(), lang),
        Cmd::Web { db, database_url, listen, base_url, local } => {
            let database = match database_url {
                Some(url) => {
                    Location::parse(&url).map_err(|why| say!(lang, "error-database-url", why = why.say(lang)))?
                }
                None => Location::Sqlite(db),
            };
            touchline::web::run(&database, &listen, base_url.as_deref(), local, lang)
        }
        Cmd::Analyse { what: AnalyseWhat::Calibration { game, matches, seats, seed, worlds, json } } => {
            let nested = sub.subcommand().map(|(_, m)| m.clone()).unwrap_or_default();
            let config = options::config(game.game, &nested, game.result_needed, lang)?;
            let allowed = config.profile().seats;
            let seats = seats.map(usize::from).unwrap_or(allowed.0);
            if !config.profile().takes(seats) {
                let (_, rule) = cli::seat_rule(&config, lang);
                return Err(rule);
            }
            if !config.profile().keeps_score() {
                return Err(say!(lang, "calibration-no-score", game = game.game.title()));
            }
            let progress = simulate::progress(matches, lang);
            let report = cli::analyse::calibration(&config, seats, matches as usize, seed, worlds, &progress);
            progress.finish_and_clear();
            let report = report?;
            if json {
                print(serde_json::to_string_pretty(&report).map_err(|e| e.to_string())?, lang)
            } else {
                print(report.text(lang), lang)
            }
        }
        Cmd::Db { what: DbWhat::Copy { from, to, replace } } => print(cli::db::copy(&from, &to, replace)?, lang),
        Cmd::Health { config } => print(service::health(config.as_deref(), lang)?, lang),
        Cmd::Status { config, json } => print(service::status(config.as_deref(), json, lang)?, lang),
        Cmd::Games => print(cli::games_list(GameKind::ALL, lang), lang),
    }
}

/// Write a result to standard output, and a line's end. A reader that went away early (`| head`)
/// is not an error.
fn print(text: impl std::fmt::Display, lang: Lang) -> Result<(), String> {
    emit(&format!("{text}\n"), lang)
}

/// Write text to standard output as it is (see [`print`]).
fn emit(text: &str, lang: Lang) -> Result<(), String> {
    use std::io::Write;
    match std::io::stdout().lock().write_all(text.as_bytes()) {
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => {
            Err(say!(lang, "error-cannot-write-output", error = e.to_string()))
        }
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use super::*;
    use touchline::speech::{HELP, HELP_SOURCES};

    /// The command line as clap derives it (the English help.ftl must say), built.
    fn derived() -> clap::Command {
        let mut command = with_game_options(Lang::En);
        command.build();
        command
    }

    /// Every command of a built tree by its path ("" for the program, "export match"), rendered
    /// as `--help` prints it.
    fn rendered(command: &clap::Command) -> BTreeMap<String, String> {
        fn walk(c: &clap::Command, path: &str, out: &mut BTreeMap<String, String>) {
            out.insert(path.to_string(), c.clone().render_help().to_string());
            for sub in c.get_subcommands() {
                walk(sub, format!("{path} {}", sub.get_name()).trim(), out);
            }
        }
        let mut out = BTreeMap::new();
        walk(command, "", &mut out);
        out
    }

    #[test]
    fn help_ftl_says_every_command_and_argument_as_clap_derives_it() {
        let command = derived();
        assert!(cli::help::long_helps(&command).is_empty(), "help.ftl gives one text each");
        let mut derived: BTreeMap<String, String> = BTreeMap::new();
        for (id, text) in cli::help::texts(&command, options::is_game_option) {
            assert!(!text.is_empty(), "{id} has no help");
            let before = derived.insert(id.clone(), text.clone());
            assert!(before.is_none_or(|b| b == text), "{id} stands for two texts");
        }
        for (id, text) in &derived {
            assert_eq!(HELP.exact(Lang::En, id, &[]).as_deref(), Some(text.as_str()), "{id} in en/help.ftl");
        }
        let written = touchline_i18n::messages(HELP_SOURCES[0].text).expect("en/help.ftl reads");
        for id in written.keys().filter(|id| id.starts_with("cmd-") || id.starts_with("arg-")) {
            assert!(derived.contains_key(id), "{id} names no command or argument");
        }
    }

    #[test]
    fn english_help_is_clap_s_own_and_every_language_keeps_its_shape() {
        let english = rendered(&command(Lang::En));
        assert_eq!(english, rendered(&derived()), "English reads as clap derives it");
        let shape = |text: &str| -> Vec<usize> {
            // Where the headings are, and how many lines there are.
            let lines: Vec<&str> = text.lines().collect();
            let mut at: Vec<usize> = (0..lines.len()).filter(|i| !lines[*i].starts_with(' ')).collect();
            at.push(lines.len());
            at
        };
        for lang in Lang::ALL {
            let said = rendered(&command(lang));
            assert_eq!(said.keys().collect::<Vec<_>>(), english.keys().collect::<Vec<_>>());
            for (path, text) in &said {
                assert_eq!(shape(text), shape(&english[path]), "{lang} `{path} --help`:\n{text}");
            }
        }
    }

    #[test]
    fn german_help_is_german() {
        let mut german = command(Lang::De);
        let Some(play) = german.find_subcommand_mut("play") else { panic!("play") };
        let help = play.render_help().to_string();
        for said in ["cmd-play", "arg-play-seed", "heading-usage", "arg-help"] {
            assert!(help.contains(&HELP.text(Lang::De, said, &[])), "{said} in {help}");
        }
        assert!(help.contains(&options::shared_heading(Lang::De)), "{help}");
        assert!(help.contains(&options::heading(GameKind::Fuba, Lang::De)), "{help}");
        // No English sentence of help.ftl is left (one German says the same way aside).
        for id in touchline_i18n::messages(HELP_SOURCES[0].text).expect("en/help.ftl reads").keys() {
            let english =
                HELP.text(Lang::En, id, &[("game", "KIX".into()), ("name", "X".into()), ("value", "y".into())]);
            let theirs =
                HELP.text(Lang::De, id, &[("game", "KIX".into()), ("name", "X".into()), ("value", "y".into())]);
            if english != theirs {
                assert!(!help.contains(&english), "English {id} ({english:?}) in {help}");
            }
        }
        // The whole program's list of commands too.
        let top = german.render_help().to_string();
        assert!(top.contains(&HELP.text(Lang::De, "cmd-simulate", &[])) && !top.contains("Commands:"), "{top}");
    }
}
