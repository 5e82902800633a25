//! The terminal's side of replays and seals: `touchline play --db` keeps a terminal match in a
//! database like a bot match; `touchline replay` writes a finished match's boards, its GIF and its
//! play-by-play; `touchline export match` writes its export; `touchline verify` checks one.

use std::path::{Path, PathBuf};

use touchline_games::chance::Draw;
use touchline_games::players::Occupant;
use touchline_games::{AnyMatch, AnyStep, Lang};
use touchline_render::{animation::DISCORD_LIMIT, Renderer};

use super::play::Recorder;
use super::say;
use crate::replay::{self, Export, Replay};
use crate::store::{Location, Origin, PlayerId, Store};

/// A terminal match kept in a database as it is played.
pub struct StoreRecorder {
    runtime: tokio::runtime::Runtime,
    store: Store,
    path: PathBuf,
    seats: Vec<Occupant<PlayerId>>,
    id: Option<i64>,
    /// The language the seal's lines are said in.
    lang: Lang,
}

/// The stored match this terminal is playing, as (database, match id): what a signal would
/// otherwise leave "in progress" for ever.
static PLAYING: std::sync::Mutex<Option<(PathBuf, i64)>> = std::sync::Mutex::new(None);

fn playing(now: Option<(PathBuf, i64)>) {
    if let Ok(mut playing) = PLAYING.lock() {
        *playing = now;
    }
}

/// Once per process: Ctrl-C, SIGTERM or a terminal that goes away (SIGHUP) keep the stored
/// match being played as abandoned, on a connection of their own, before the process ends
/// (exit code 130, as a shell reports an interrupt).
fn abandon_on_signal() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        // Where a handler cannot be set, a signal ends the process as before.
        let _ = ctrlc::set_handler(|| {
            let stored = PLAYING.lock().ok().and_then(|p| p.clone());
            let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build();
            if let (Some((path, id)), Ok(runtime)) = (stored, runtime) {
                runtime.block_on(async {
                    if let Ok(store) = Store::open(&path).await {
                        let _ = store.abandon_match(id).await;
                        store.close().await;
                    }
                });
            }
            std::process::exit(130);
        });
    });
}

impl StoreRecorder {
    /// Open (creating if need be) the database, and record the people at the table by name.
    pub fn open(path: &Path, seats: &[Occupant<()>], names: &[String], lang: Lang) -> Result<StoreRecorder, String> {
        abandon_on_signal();
        let runtime = runtime(lang)?;
        let (store, seats) = runtime.block_on(async {
            let store = Store::open(path).await.map_err(|e| {
                say!(lang, "error-open-database", path = path.display().to_string(), error = e.to_string())
            })?;
            let mut placed = Vec::with_capacity(seats.len());
            for (seat, occupant) in seats.iter().enumerate() {
                placed.push(match occupant {
                    Occupant::Person(()) => {
                        let name = names.get(seat).map(String::as_str).unwrap_or("Player");
                        Occupant::Person(store.local_player(name).await.map_err(|e| e.to_string())?)
                    }
                    Occupant::Computer(b) => Occupant::Computer(*b),
                });
            }
            Ok::<_, String>((store, placed))
        })?;
        Ok(StoreRecorder { runtime, store, path: path.to_path_buf(), seats, id: None, lang })
    }

    /// The match will not be played on (its input ended first): keep it as abandoned, so it
    /// does not stay "in progress" for ever. Its id, when one was stored.
    pub fn abandon(&mut self) -> Result<Option<i64>, String> {
        let Some(id) = self.id else { return Ok(None) };
        playing(None);
        self.runtime.block_on(self.store.abandon_match(id)).map_err(|e| e.to_string())?;
        Ok(Some(id))
    }

    /// Let the database's last writes settle into its file.
    pub fn close(self) {
        self.runtime.block_on(async {
            self.store.checkpoint().await;
            self.store.close().await;
        });
    }
}

impl Recorder for StoreRecorder {
    fn started(&mut self, m: &AnyMatch, setup: &[Draw]) -> Result<(i64, String), String> {
        let id = self
            .runtime
            .block_on(self.store.insert_match(
                m,
                setup,
                crate::store::matches::Seats::own(&self.seats),
                None,
                Origin::Casual,
            ))
            .map_err(|e| e.to_string())?;
        self.id = Some(id);
        playing(Some((self.path.clone(), id)));
        let record = self.runtime.block_on(self.store.match_record(id)).map_err(|e| e.to_string())?;
        let seal = record.seal_reveal().map(|s| s.kick_off_line(self.lang)).unwrap_or_default();
        Ok((id, replay::plain_text(&seal)))
    }

    fn finished(&mut self) -> Result<Vec<String>, String> {
        let id = self.id.ok_or("the match was not stored when it started")?;
        playing(None);
        let record = self.runtime.block_on(self.store.match_record(id)).map_err(|e| e.to_string())?;
        let lines = record.seal_reveal().map(|s| s.full_time_lines(self.lang)).unwrap_or_default();
        Ok(lines.iter().map(|l| replay::plain_text(l)).collect())
    }

    fn step(&mut self, before: u64, m: &AnyMatch, step: &AnyStep) -> Result<(), String> {
        let id = self.id.ok_or("the match was not stored when it started")?;
        self.runtime.block_on(self.store.commit_step(id, before, m, step)).map_err(|e| e.to_string())
    }
}

/// A runtime for one command's database work, or why not in `lang`.
pub(super) fn runtime(lang: Lang) -> Result<tokio::runtime::Runtime, String> {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| say!(lang, "error-runtime", error = e.to_string()))
}

/// The database a command that reads one names: `--database-url` (or TOUCHLINE_DATABASE_URL)
/// when given, else `--db`, a SQLite file or a Postgres URL; why not, in `lang`.
pub fn reading(db: &str, database_url: Option<&str>, lang: Lang) -> Result<Location, String> {
    match database_url {
        Some(url) => Location::parse(url).map_err(|why| say!(lang, "error-database-url", why = why.say(lang))),
        None => Location::parse(db).map_err(|why| say!(lang, "error-db", why = why.say(lang))),
    }
}

/// A match's export from a database; why not, in `lang`. The database is only read.
pub fn export_from_db(db: &Location, id: i64, lang: Lang) -> Result<Export, String> {
    let path = db.to_string();
    if let Location::Sqlite(file) = db {
        if !file.is_file() {
            return Err(say!(lang, "error-no-database", path = path));
        }
    }
    runtime(lang)?.block_on(async {
        let store = Store::open_existing(db)
            .await
            .map_err(|e| say!(lang, "error-open-database", path = path.as_str(), error = e.to_string()))?;
        let export = replay::export(&store, id).await.map_err(|e| e.text(lang));
        store.close().await;
        export
    })
}

/// An export file, read and checked to be one; why not, in `lang` (the JSON reader's own words
/// inside).
pub fn read_export(path: &Path, lang: Lang) -> Result<Export, String> {
    let shown = || path.display().to_string();
    let text = std::fs::read_to_string(path)
        .map_err(|e| say!(lang, "error-cannot-read", path = shown(), error = e.to_string()))?;
    serde_json::from_str(&text).map_err(|e| say!(lang, "error-not-an-export", path = shown(), error = e.to_string()))
}

/// `touchline export match <id>`: the export written to `out`; says where, in `lang`.
pub fn export_match(db: &Location, id: i64, out: Option<PathBuf>, lang: Lang) -> Result<String, String> {
    let export = export_from_db(db, id, lang)?;
    let out = out.unwrap_or_else(|| PathBuf::from(format!("match-{id}.json")));
    let file = out.display().to_string();
    let text = serde_json::to_string_pretty(&export).map_err(|e| e.to_string())?;
    std::fs::write(&out, text + "\n")
        .map_err(|e| say!(lang, "error-cannot-write", path = file.as_str(), error = e.to_string()))?;
    let game = export.game.as_str();
    Ok(say!(lang, "export-written", id = id.to_string(), game = game, inputs = export.inputs.len(), file = file))
}

/// `touchline replay <match-id|export.json>`: every board as a PNG, the play-by-play, and the
/// GIF when asked, in `lang`; says what it wrote.
pub fn replay(source: &str, db: &Location, out: &Path, gif: bool, lang: Lang) -> Result<String, String> {
    let export = match source.parse::<i64>() {
        Ok(id) => export_from_db(db, id, lang)?,
        Err(_) => read_export(Path::new(source), lang)?,
    };
    let (replayed, _) = replay::replay_in(&export, lang).map_err(|e| e.text(lang))?;
    write_replay(&replayed, out, gif)
}

fn write_replay(replayed: &Replay, out: &Path, gif: bool) -> Result<String, String> {
    let lang = replayed.lang;
    let failed = |e: std::io::Error| {
        say!(lang, "error-cannot-write-to", path = out.display().to_string(), error = e.to_string())
    };
    std::fs::create_dir_all(out).map_err(failed)?;
    let mut renderer = Renderer::new();
    for n in 0..replayed.frames.len() {
        let png = replayed.frame_png(&mut renderer, n).unwrap_or_default();
        std::fs::write(out.join(format!("board-{:03}.png", n + 1)), png).map_err(failed)?;
    }
    // A file read outside Discord: its markup (the seal's code spans) taken out.
    let mut text: String = replayed.play_by_play().lines().map(|l| replay::plain_text(l) + "\n").collect();
    if let Some(seal) = &replayed.seal {
        text.push_str(&format!("\n{}\n", say!(replayed.lang, "replay-file-seal", seal = seal.seal.as_str())));
        for line in seal.full_time_lines(replayed.lang) {
            text.push_str(&replay::plain_text(&line));
            text.push('\n');
        }
    }
    std::fs::write(out.join("play-by-play.txt"), text).map_err(failed)?;
    let mut said = say!(
        replayed.lang,
        "replay-written",
        id = replayed.id.to_string(),
        game = replayed.kind.title(),
        boards = replayed.frames.len(),
        folder = out.display().to_string()
    );
    if gif {
        let animation = replayed.gif(&mut renderer, DISCORD_LIMIT);
        std::fs::write(out.join("replay.gif"), &animation.bytes).map_err(failed)?;
        said.push_str(&format!("\nreplay.gif: {}", animation.summary()));
    }
    Ok(said)
}

/// `touchline verify <export.json>`: the report (in English), and whether every check passed; an
/// export that cannot be read is refused in `lang`.
pub fn verify(path: &Path, lang: Lang) -> Result<(String, bool), String> {
    let export = read_export(path, lang)?;
    let verification = replay::verify(&export);
    Ok((verification.report(), verification.passed()))
}
