//! Replays: a finished match played again from its stored `(config, seed, inputs)`, board by
//! board, as the thread showed it; its export (one JSON file anyone can keep); and the check that
//! an export's seal, inputs and result agree.
//!
//! The boards are the ones the thread posts: the kick-off, then one after every step whose public
//! events complete a play, and the final whistle. Each carries the public play-by-play since the
//! board before. Only spectator views are replayed: a replay shows what the match's thread
//! showed, never a hand.

use serde::{Deserialize, Serialize};
use touchline_games::{AnyConfig, AnyInput, AnyMatch, AnyView, Command, GameKind, Outcome, Seat, Viewer};
use touchline_i18n::{say, Lang};
use touchline_render::crest::Crest;
use touchline_render::{Renderer, Scene};

use crate::fairness::{MatchParts, SealReveal, Sealed};
use crate::store::{MatchId, Store, StoreError};

/// The export format's name and version.
pub const EXPORT_FORMAT: &str = "touchline-match-export-v1";

/// A finished match written down: everything needed to replay it and check its seal.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Export {
    pub format: String,
    pub match_id: MatchId,
    /// The name of the match's public page, and part of what its seal names.
    pub slug: String,
    pub game: String,
    pub config: AnyConfig,
    pub seed: u64,
    /// The seal's parts; absent for a match stored before seals.
    pub engine: Option<String>,
    pub salt: Option<String>,
    pub seal: Option<String>,
    /// Whether the seal covers the seats' names (a match stored since names were sealed). An
    /// export without it (or with it false) is checked as a seal of the first scheme, which
    /// does not name the players.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub names_sealed: bool,
    pub seats: Vec<ExportSeat>,
    pub inputs: Vec<ExportInput>,
    /// The stored result.
    pub result: Option<Outcome>,
}

impl Export {
    /// The seal's parts and the hash posted; `None` for a match stored before seals.
    pub fn sealed(&self) -> Option<(Sealed, &str)> {
        let (engine, salt, seal) = (self.engine.as_ref()?, self.salt.as_ref()?, self.seal.as_ref()?);
        let names: Vec<String> = self.seats.iter().map(|s| s.name.clone()).collect();
        let parts = MatchParts {
            slug: &self.slug,
            config: &self.config,
            seats: self.seats.len(),
            names: self.names_sealed.then_some(names.as_slice()),
        };
        Some((Sealed::of_match(parts, engine, self.seed, salt), seal))
    }

    /// The export's options, as `key=value` words (what the seal's options hash covers, as the
    /// export states them).
    pub fn options_text(&self) -> String {
        let value = serde_json::to_value(&self.config).unwrap_or_default();
        let Some(options) = value.get("options").and_then(|o| o.as_object()) else {
            return self.config.summary(touchline_games::Lang::En);
        };
        let words: Vec<String> = options
            .iter()
            .map(|(key, v)| match v {
                serde_json::Value::String(s) => format!("{key}={s}"),
                other => format!("{key}={other}"),
            })
            .collect();
        words.join(" ")
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ExportSeat {
    pub name: String,
    /// "person", or the computer's level ("computer:normal").
    pub player: String,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ExportInput {
    pub seat: Seat,
    pub command: Command<AnyInput>,
}

/// Why a match cannot be replayed or exported.
#[derive(Debug, thiserror::Error)]
pub enum ReplayError {
    #[error("match #{0} is still being played: it can be replayed (and its seed revealed) once it is over")]
    Live(MatchId),
    #[error("match #{0} was abandoned (the terminal stopped before the end: its input ended or its output was closed): it has no result to replay or export")]
    Abandoned(MatchId),
    /// The export's format, which is not this program's.
    #[error("this export is not a Touchline match export (its format is '{0}', not '{expected}')", expected = EXPORT_FORMAT)]
    NotAnExport(String),
    #[error("step {step} of the export was refused by the rules: {message}")]
    Refused { step: usize, message: String },
    #[error("the match could not be set up: {0}")]
    Setup(String),
    #[error("match #{id} was played under {engine}; this program's rules are another version and cannot replay it")]
    Engine { id: MatchId, engine: String },
    #[error("match #{0} does not replay to the match that was stored")]
    Diverged(MatchId),
    #[error(transparent)]
    Store(#[from] StoreError),
}

impl ReplayError {
    /// Why, in `lang`, for the terminal (`Display` says it in English); a refusal of the rules
    /// inside it is already in the replay's language, the store's own words stay as they are.
    pub fn text(&self, lang: touchline_games::Lang) -> String {
        use crate::cli::say;
        match self {
            ReplayError::Live(id) => say!(lang, "replay-error-live", id = id.to_string()),
            ReplayError::Abandoned(id) => say!(lang, "replay-error-abandoned", id = id.to_string()),
            ReplayError::NotAnExport(format) => {
                say!(lang, "replay-error-not-an-export", format = format.as_str(), expected = EXPORT_FORMAT)
            }
            ReplayError::Refused { step, message } => {
                say!(lang, "replay-error-refused", step = step.to_string(), why = message.as_str())
            }
            ReplayError::Setup(why) => say!(lang, "replay-error-setup", why = why.as_str()),
            ReplayError::Engine { id, engine } => {
                say!(lang, "replay-error-engine", id = id.to_string(), engine = engine.as_str())
            }
            ReplayError::Diverged(id) => say!(lang, "replay-error-diverged", id = id.to_string()),
            ReplayError::Store(StoreError::NoSuchMatch(id)) => say!(lang, "replay-error-no-match", id = id.to_string()),
            ReplayError::Store(e) => e.to_string(),
        }
    }
}

/// One board of a replay.
#[derive(Clone, Debug)]
pub struct ReplayFrame {
    pub view: AnyView,
    /// The public play-by-play since the board before.
    pub lines: Vec<String>,
    /// Set on the last board of a finished match: the picture says how it ended.
    pub ended: Option<Outcome>,
    /// The match's version at this board (the win chances kept up to it go with it).
    pub version: u64,
}

/// A match replayed.
#[derive(Clone, Debug)]
pub struct Replay {
    pub id: MatchId,
    pub kind: GameKind,
    /// One name per side (the seats', then any side the engine plays).
    pub names: Vec<String>,
    pub frames: Vec<ReplayFrame>,
    /// How the replay ended (`None` only if the inputs stop before the end).
    pub outcome: Option<Outcome>,
    pub seal: Option<SealReveal>,
    pub finished: bool,
    /// The final score, per side.
    pub score: Vec<u16>,
    /// The clubs' crests, by seat, as the thread's boards showed them (none for an export).
    pub crests: Vec<Option<Crest>>,
    /// The language its play-by-play and boards are in.
    pub lang: touchline_games::Lang,
    /// For a match still being played: the lines since its last board (the thread has them
    /// as text), to be shown on the next. Empty once the match is over.
    pub pending: Vec<String>,
}

impl Replay {
    /// Board `n` as a PNG.
    pub fn frame_png(&self, renderer: &mut Renderer, n: usize) -> Option<Vec<u8>> {
        Some(renderer.png(&self.scene(self.frames.get(n)?)))
    }

    /// Every board as one animated GIF within `budget` bytes.
    pub fn gif(&self, renderer: &mut Renderer, budget: usize) -> touchline_render::animation::Animation {
        let scenes: Vec<_> = self.frames.iter().map(|f| self.scene(f)).collect();
        renderer.animation(&scenes, budget)
    }

    /// A board's picture, with the clubs' crests as the thread showed them.
    fn scene(&self, frame: &ReplayFrame) -> Scene {
        let mut scene = touchline_render::scene_for(&frame.view, &self.names, frame.ended.as_ref(), self.lang);
        touchline_render::with_crests(&mut scene, &self.crests);
        scene
    }

    /// The whole play-by-play, board by board.
    pub fn play_by_play(&self) -> String {
        let mut text = String::new();
        for (n, frame) in self.frames.iter().enumerate() {
            text.push_str(&touchline_i18n::say!(
                crate::speech::TERMINAL,
                self.lang,
                "replay-board-heading",
                board = n + 1
            ));
            text.push('\n');
            for line in &frame.lines {
                text.push_str(line);
                text.push('\n');
            }
        }
        text
    }
}

/// A line of Discord text as plain text, for a file read outside Discord: code spans' backticks,
/// bold, underline, strike-through and spoiler marks, and a heading's or quote's mark at the
/// start, taken out; the words stay as they are. (A lone `*` or `_` stays: in a name or a sum it
/// is no markup.)
pub fn plain_text(line: &str) -> String {
    let mut text = line.to_string();
    for prefix in ["### ", "## ", "# ", "-# ", ">>> ", "> "] {
        if let Some(rest) = text.strip_prefix(prefix) {
            text = rest.to_string();
            break;
        }
    }
    for mark in ["```", "**", "__", "~~", "||", "`"] {
        text = text.replace(mark, "");
    }
    text
}

/// Play an export's inputs again from its seed, keeping the boards the thread showed, in
/// English (the language checks and exports are read in).
pub fn replay(export: &Export) -> Result<(Replay, AnyMatch), ReplayError> {
    replay_in(export, touchline_games::Lang::En)
}

/// [`replay`], its play-by-play and boards in `lang`.
pub fn replay_in(export: &Export, lang: touchline_games::Lang) -> Result<(Replay, AnyMatch), ReplayError> {
    played_again(export, lang, false)
}

/// The boards of `export` played again; `so_far` for a match still being played, whose last
/// board is the last completed play's (as its thread shows it), the lines since kept pending.
fn played_again(export: &Export, lang: touchline_games::Lang, so_far: bool) -> Result<(Replay, AnyMatch), ReplayError> {
    if export.format != EXPORT_FORMAT {
        return Err(ReplayError::NotAnExport(export.format.clone()));
    }
    let kind = export.config.kind();
    let (mut m, opening) = AnyMatch::new(export.config.clone(), export.seats.len(), export.seed)
        .map_err(|e| ReplayError::Setup(e.to_string()))?;
    // The sealed names are English; a computer is named in the replay's language.
    let occupants: Vec<touchline_games::players::Occupant<()>> = export
        .seats
        .iter()
        .map(|s| {
            match s
                .player
                .strip_prefix("computer:")
                .and_then(|level| touchline_games::players::Brain::parse(level).ok())
            {
                Some(brain) => touchline_games::players::Occupant::Computer(brain),
                None => touchline_games::players::Occupant::Person(()),
            }
        })
        .collect();
    let mut names: Vec<String> = export
        .seats
        .iter()
        .zip(crate::seating::computer_names_in(&occupants, lang))
        .map(|(s, computer)| computer.unwrap_or_else(|| s.name.clone()))
        .collect();
    names.extend(m.engine_sides(lang));
    let public_lines =
        |events: &[touchline_games::AnyEvent]| events.iter().filter_map(|e| e.line(&names, lang)).collect::<Vec<_>>();
    let opening: Vec<_> = opening.iter().filter_map(|e| e.redact(Viewer::Spectator)).collect();
    // The thread posts a board per update: a person's step (a move, or one made for them when
    // their time ran out) with the computer's replies that follow it, when something in it
    // completed a play; the kick-off board comes after any replies the computer makes first. A
    // match of computers alone (in the terminal) shows every completed play.
    let computer = |seat: Seat| export.seats.get(seat).is_some_and(|s| s.player.starts_with("computer"));
    let people = export.seats.iter().any(|s| !s.player.starts_with("computer"));
    let follows = |n: usize| people && export.inputs.get(n).is_some_and(|i| computer(i.seat));
    let mut pending: Vec<String> = public_lines(&opening);
    let mut completed = false;
    let mut frames = Vec::new();
    for (n, input) in export.inputs.iter().enumerate() {
        if frames.is_empty() && !(people && computer(input.seat)) {
            frames.push(ReplayFrame {
                view: m.view(Viewer::Spectator),
                lines: std::mem::take(&mut pending),
                ended: None,
                version: m.version(),
            });
        }
        let step = m
            .apply(input.seat, input.command.clone())
            .map_err(|e| ReplayError::Refused { step: n + 1, message: e.text(lang) })?;
        let public = step.events_for(Viewer::Spectator);
        pending.extend(public_lines(&public));
        completed |= public.iter().any(|e| e.ends_turn());
        let last = n + 1 == export.inputs.len();
        if frames.is_empty() || (follows(n + 1) && !last) {
            continue;
        }
        if completed || (last && !so_far) {
            let ended = m.status().outcome().cloned();
            frames.push(ReplayFrame {
                view: m.view(Viewer::Spectator),
                lines: std::mem::take(&mut pending),
                ended,
                version: m.version(),
            });
            completed = false;
        }
    }
    if frames.is_empty() {
        let ended = m.status().outcome().cloned();
        frames.push(ReplayFrame {
            view: m.view(Viewer::Spectator),
            lines: std::mem::take(&mut pending),
            ended,
            version: m.version(),
        });
    }
    let outcome = m.status().outcome().cloned();
    let seal = export.sealed().map(|(sealed, seal)| sealed.shown(seal, outcome.is_some()));
    let replay = Replay {
        id: export.match_id,
        kind,
        names,
        frames,
        finished: outcome.is_some(),
        outcome,
        seal,
        score: m.score(),
        crests: Vec::new(),
        lang,
        pending,
    };
    Ok((replay, m))
}

/// A stored match, written down for export. A match still being played is refused: its seed
/// would reveal every hidden card.
pub async fn export(store: &Store, id: MatchId) -> Result<Export, ReplayError> {
    let record = store.match_record(id).await?;
    if record.abandoned {
        return Err(ReplayError::Abandoned(id));
    }
    if !record.finished {
        return Err(ReplayError::Live(id));
    }
    written(store, id, record).await
}

/// A stored match written down, whether or not it is over: its seed is in it, so one still
/// being played is never shown to anyone (a live page shows what is played from it).
async fn written(
    store: &Store,
    id: MatchId,
    record: crate::store::matches::MatchRecord,
) -> Result<Export, ReplayError> {
    let seating = store.seating(id).await?;
    // The names the seal covers, when it covers names; the names shown now otherwise.
    let sealed_names = record.sealed_names.clone().filter(|n| n.len() == seating.len());
    let seats = seating
        .places()
        .map(|(seat, place)| ExportSeat {
            name: sealed_names.as_ref().and_then(|n| n.get(seat)).unwrap_or(&place.name).clone(),
            player: match place.occupant {
                touchline_games::players::Occupant::Person(_) => "person".to_string(),
                touchline_games::players::Occupant::Computer(b) => format!("computer:{}", b.name()),
            },
        })
        .collect();
    let inputs = store.commands(id).await?.into_iter().map(|(seat, command)| ExportInput { seat, command }).collect();
    Ok(Export {
        format: EXPORT_FORMAT.to_string(),
        match_id: id,
        slug: record.slug,
        game: record.kind.name().to_string(),
        config: record.config,
        seed: record.seed,
        engine: record.engine,
        salt: record.salt,
        seal: record.seal,
        names_sealed: sealed_names.is_some(),
        seats,
        inputs,
        result: record.outcome,
    })
}

/// A finished stored match, replayed (on a blocking thread: a whole match is played again), and
/// held to what was stored: a replay that does not reach the stored match — played under another
/// engine, or an input refused — is refused rather than shown.
pub async fn load(store: &Store, id: MatchId) -> Result<Replay, ReplayError> {
    load_in(store, id, touchline_games::Lang::En).await
}

/// [`load`], its play-by-play and boards in `lang`.
pub async fn load_in(store: &Store, id: MatchId, lang: touchline_games::Lang) -> Result<Replay, ReplayError> {
    let record = store.match_record(id).await?;
    let export = export(store, id).await?;
    if let Some(engine) = record.engine.as_deref().filter(|e| *e != touchline_games::ENGINE_VERSION) {
        return Err(ReplayError::Engine { id, engine: engine.to_string() });
    }
    let (replayed, m) = tokio::task::spawn_blocking(move || replay_in(&export, lang))
        .await
        .map_err(|e| ReplayError::Setup(format!("the replay stopped: {e}")))??;
    if m.version() != record.version || replayed.outcome != record.outcome {
        return Err(ReplayError::Diverged(id));
    }
    let mut replayed = replayed;
    replayed.crests = crate::crests::of_match(store, &store.load_match(id).await?).await?;
    Ok(replayed)
}

/// A match still being played, its boards so far as its thread showed them, in `lang`, with the
/// lines since the last board pending. Only spectator views and public lines are kept and the
/// seal stays sealed: what a live page shows of it, the thread has shown. Played again on a
/// blocking thread.
pub async fn so_far_in(store: &Store, id: MatchId, lang: touchline_games::Lang) -> Result<Replay, ReplayError> {
    let record = store.match_record(id).await?;
    if let Some(engine) = record.engine.as_deref().filter(|e| *e != touchline_games::ENGINE_VERSION) {
        return Err(ReplayError::Engine { id, engine: engine.to_string() });
    }
    let finished = record.finished;
    let export = written(store, id, record).await?;
    let (mut replayed, _) = tokio::task::spawn_blocking(move || played_again(&export, lang, !finished))
        .await
        .map_err(|e| ReplayError::Setup(format!("the replay stopped: {e}")))??;
    replayed.crests = crate::crests::of_match(store, &store.load_match(id).await?).await?;
    Ok(replayed)
}

/// A match asked for by a server (`/match replay`): found, played there, and over — or why not,
/// in the asker's words.
pub async fn find_for_server(
    store: &Store,
    id: MatchId,
    guild: Option<u64>,
    lang: Lang,
) -> Result<Result<crate::store::matches::MatchRecord, String>, StoreError> {
    let unknown = say!(crate::speech::BOT, lang, "replay-no-such-match", id = id.to_string());
    let record = match store.match_record(id).await {
        Ok(r) => r,
        Err(StoreError::NoSuchMatch(_)) => return Ok(Err(unknown)),
        Err(e) => return Err(e),
    };
    // A match is replayed on the server it was played on.
    let played_here = store.match_thread(id).await?.is_some_and(|t| t.guild_id == guild);
    if !played_here {
        return Ok(Err(unknown));
    }
    if !record.finished {
        return Ok(Err(say!(crate::speech::BOT, lang, "replay-still-playing", id = id.to_string())));
    }
    Ok(Ok(record))
}

/// The match played in a thread, by number, for `/match replay` used there.
pub async fn in_thread(store: &Store, thread_id: u64) -> Result<Option<MatchId>, StoreError> {
    Ok(store.match_in_thread(thread_id).await?.map(|t| t.match_id))
}

/// What `touchline verify` found: each check passed, or what was wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verification {
    pub checks: Vec<(String, Result<(), String>)>,
    /// What the checks cannot vouch for, said after them.
    pub notes: Vec<String>,
}

impl Verification {
    pub fn passed(&self) -> bool {
        self.checks.iter().all(|(_, r)| r.is_ok())
    }

    /// The match has no seal at all (stored before there were seals).
    pub fn unsealed(&self) -> bool {
        self.checks.iter().any(|(name, r)| name == "seal" && r.as_ref().is_err_and(|e| e.contains("no seal")))
    }

    /// One line per check.
    pub fn report(&self) -> String {
        let mut text = String::new();
        for (name, result) in &self.checks {
            match result {
                Ok(()) => text.push_str(&format!("ok    {name}\n")),
                Err(why) => text.push_str(&format!("FAIL  {name}: {why}\n")),
            }
        }
        text.push_str(if self.passed() {
            "The seal, the inputs and the result agree: the chance was the sealed one, every input is \
             legal under it and they end in the recorded result. (Whether these are the inputs the \
             players made rests on the server's word.)\n"
        } else if self.unsealed() {
            "This match was stored before seals: there is no seal to check it against.\n"
        } else {
            "This export does not verify.\n"
        });
        for note in &self.notes {
            text.push_str(note);
            text.push('\n');
        }
        text
    }
}

/// The parts of an export its seal covers, with their values in the export, for a seal that
/// does not match: one or more of them is not what was sealed.
fn sealed_parts(export: &Export) -> String {
    let names: Vec<String> = export.seats.iter().map(|s| format!("'{}'", s.name)).collect();
    let names = if export.names_sealed { format!("the seat names ({}), ", names.join(", ")) } else { String::new() };
    format!(
        "the match name ({}), the game ({}), the number of seats ({}), {names}the options (this export's: {}), \
         the engine ({}), the seed ({}) or the salt",
        export.slug,
        export.config.kind().name(),
        export.seats.len(),
        export.options_text(),
        export.engine.as_deref().unwrap_or("none"),
        export.seed
    )
}

/// Check an export: it was played under this engine, its seal is the hash of its seed and salt,
/// every input is accepted by the rules, and the replay ends in the recorded result.
pub fn verify(export: &Export) -> Verification {
    let mut checks = Vec::new();
    let engine = match &export.engine {
        Some(e) if e == touchline_games::ENGINE_VERSION => Ok(()),
        Some(e) => Err(format!(
            "it was played under {e}; this program is {} and cannot vouch for a replay under another engine",
            touchline_games::ENGINE_VERSION
        )),
        None => Err("it has no engine version (a match stored before seals)".to_string()),
    };
    checks.push(("engine version".to_string(), engine));
    let seal = match export.sealed() {
        Some((sealed, seal)) => {
            if sealed.seal() == seal {
                Ok(())
            } else {
                Err(format!(
                    "SHA-256 of '{}' is {}, not the seal {seal}. A hash only shows that something it covers \
                     differs from what was sealed, not which part: {}",
                    sealed.canonical(),
                    sealed.seal(),
                    sealed_parts(export)
                ))
            }
        }
        _ => Err("the export carries no seal (a match stored before seals)".to_string()),
    };
    checks.push(("seal".to_string(), seal));
    if export.game != export.config.kind().name() {
        checks.push((
            "game".to_string(),
            Err(format!("it names {} but its options are {}'s", export.game, export.config.kind().name())),
        ));
    }
    match replay(export) {
        Err(e) => checks.push(("inputs".to_string(), Err(e.to_string()))),
        Ok((replayed, _)) => {
            checks.push(("inputs".to_string(), Ok(())));
            let result = match (&replayed.outcome, &export.result) {
                (Some(a), Some(b)) if a == b => Ok(()),
                (Some(a), Some(b)) => Err(format!("the replay ends {:?}, the export says {:?}", a.goals, b.goals)),
                (None, _) => Err("the inputs stop before the match ends".to_string()),
                (Some(_), None) => Err("the export records no result".to_string()),
            };
            checks.push(("result".to_string(), result));
        }
    }
    let mut notes = Vec::new();
    if export.seal.is_some() && !export.names_sealed {
        notes.push(
            "This match was sealed before seat names were (touchline-fair-v1): its seal does not cover \
             the players' names, which rest on the server's word."
                .to_string(),
        );
    }
    Verification { checks, notes }
}

#[cfg(test)]
mod tests {
    use super::*;
    use touchline_games::players::Brain;

    /// A whole KIX match between two computers, exported as the store would write it.
    fn finished_export() -> Export {
        let config = AnyConfig::default_for(GameKind::parse("kix").unwrap());
        let seed = 77;
        let (mut m, _) = AnyMatch::new(config.clone(), 2, seed).unwrap();
        let mut inputs = Vec::new();
        while let Some(seat) = m.status().to_act().iter().next() {
            let command = crate::session::computer_choice(&m, seat, Brain::Normal)
                .map(Command::Play)
                .unwrap_or(Command::AutoMove);
            m.apply(seat, command.clone()).unwrap();
            inputs.push(ExportInput { seat, command });
        }
        let sealed = Sealed::for_match("abc123", &config, &["Ann".into(), "Bob".into()], seed);
        Export {
            format: EXPORT_FORMAT.into(),
            match_id: 1,
            slug: "abc123".into(),
            game: "kix".into(),
            config,
            seed,
            engine: Some(sealed.engine.clone()),
            salt: Some(sealed.salt.clone()),
            seal: Some(sealed.seal()),
            names_sealed: true,
            seats: vec![
                ExportSeat { name: "Ann".into(), player: "computer:normal".into() },
                ExportSeat { name: "Bob".into(), player: "computer:normal".into() },
            ],
            inputs,
            result: m.status().outcome().cloned(),
        }
    }

    #[test]
    fn a_seal_made_before_names_were_sealed_still_verifies_and_says_so() {
        let mut old = finished_export();
        let parts = MatchParts { slug: &old.slug, config: &old.config, seats: 2, names: None };
        let sealed = Sealed::of_match(parts, old.engine.as_deref().unwrap(), old.seed, old.salt.as_deref().unwrap());
        assert!(sealed.canonical().starts_with("touchline-fair-v1|match=abc123|game=kix|seats=2|config="));
        old.seal = Some(sealed.seal());
        old.names_sealed = false;
        let v = verify(&old);
        assert!(v.passed(), "{}", v.report());
        assert!(v.report().contains("does not cover the players' names"), "{}", v.report());
        // Read from an export file written before names were sealed (no such field).
        let mut json = serde_json::to_value(&old).unwrap();
        json.as_object_mut().unwrap().remove("names_sealed");
        let read: Export = serde_json::from_value(json).unwrap();
        assert!(verify(&read).passed());
        assert!(!verify(&finished_export()).report().contains("does not cover"));
    }

    #[test]
    fn discord_markup_is_taken_out_of_plain_text() {
        assert_eq!(plain_text("🔓 Seal `ab12`: seed `7`, salt `00ff`"), "🔓 Seal ab12: seed 7, salt 00ff");
        assert_eq!(plain_text("**Goal!** __Ann__ scores ~~late~~ ||now||"), "Goal! Ann scores late now");
        assert_eq!(plain_text("> Half time"), "Half time");
        assert_eq!(plain_text("2 * 3 = 6, my_name"), "2 * 3 = 6, my_name");
        assert_eq!(plain_text("printf '%s' 'a|b|c' | sha256sum"), "printf '%s' 'a|b|c' | sha256sum");
    }

    #[test]
    fn an_honest_export_verifies_and_replays_to_its_result() {
        let export = finished_export();
        let v = verify(&export);
        assert!(v.passed(), "{}", v.report());
        let (replay, _) = replay(&export).unwrap();
        assert!(replay.frames.len() > 2);
        assert_eq!(replay.frames.last().unwrap().ended, export.result);
        assert!(replay.frames.iter().take(replay.frames.len() - 1).all(|f| f.ended.is_none()));
        let seal = replay.seal.unwrap();
        assert_eq!(seal.seed, Some(77));
        assert!(seal.check_line.unwrap().contains("sha256sum"));
    }

    fn failed(v: &Verification) -> Vec<&str> {
        v.checks.iter().filter(|(_, r)| r.is_err()).map(|(n, _)| n.as_str()).collect()
    }

    #[test]
    fn a_tampered_export_fails_and_says_where() {
        let honest = finished_export();
        let wrong_salt = Export { salt: Some("00".repeat(32)), ..honest.clone() };
        assert_eq!(failed(&verify(&wrong_salt)), ["seal"]);
        // Another seed plays another match: the seal fails, and the recorded result is not
        // reached (or an input is refused).
        let wrong_seed = Export { seed: honest.seed + 1, ..honest.clone() };
        let f = verify(&wrong_seed);
        assert!(failed(&f).contains(&"seal") && failed(&f).len() >= 2, "{}", f.report());
        let other_engine = Export { engine: Some("touchline-games/0.0.1".into()), ..honest.clone() };
        assert_eq!(failed(&verify(&other_engine)), ["engine version", "seal"]);
        let mut changed_result = honest.clone();
        if let Some(r) = changed_result.result.as_mut() {
            r.goals[0] += 1;
        }
        assert_eq!(failed(&verify(&changed_result)), ["result"]);
        let mut cut = honest.clone();
        cut.inputs.truncate(cut.inputs.len() / 2);
        assert_eq!(failed(&verify(&cut)), ["result"]);
        let renamed = Export { slug: "another".into(), ..honest.clone() };
        assert_eq!(failed(&verify(&renamed)), ["seal"]);
        // The options are sealed: the same seed and inputs under other options are another match.
        let mut eleven = honest.clone();
        eleven.config =
            AnyConfig::from_options(GameKind::parse("kix").unwrap(), &touchline_games::Options::parse("format=eleven"))
                .unwrap();
        let v = verify(&eleven);
        assert!(failed(&v).contains(&"seal"));
        // A hash cannot say which part changed: the message says so, and lists the parts with the
        // export's values, its options among them.
        let report = v.report();
        assert!(
            report.contains("not which part") && report.contains("this export's: ") && report.contains("format=eleven"),
            "{report}"
        );
        assert!(!report.contains("the seed, salt, engine or match name was changed"), "{report}");
        // The seat names are sealed: a renamed player fails the seal, which names the parts.
        let mut renamed_seat = honest.clone();
        renamed_seat.seats[1].name = "Mallory".into();
        let v = verify(&renamed_seat);
        assert_eq!(failed(&v), ["seal"]);
        assert!(v.report().contains("the seat names ('Ann', 'Mallory')"), "{}", v.report());
        // Claiming the names are not sealed makes it a seal of the first scheme: another text,
        // which the seal does not match either.
        let unclaimed = Export { names_sealed: false, ..honest.clone() };
        assert_eq!(failed(&verify(&unclaimed)), ["seal"]);
        let unsealed = Export { seal: None, salt: None, engine: None, ..honest };
        let v = verify(&unsealed);
        assert!(v.unsealed() && v.report().contains("stored before seals"), "{}", v.report());
    }
}
