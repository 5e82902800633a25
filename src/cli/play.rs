//! `touchline play`: a whole match in the terminal, each seat a person (hotseat) or the
//! computer, with a PNG of the pitch written after every completed play. Any game, any number
//! of seats the game allows.

use std::io::{BufRead, Write};
use std::path::{Path, PathBuf};

use touchline_games::chance::Draw;
use touchline_games::controls::{Button, Choice, Group, Row};
use touchline_games::players::Occupant;
use touchline_games::{AnyConfig, AnyInput, AnyMatch, AnyStep, Command, Controls, Lang, Seat, Status, Viewer};
use touchline_render::Renderer;

use super::say;
use crate::session::computer_choice;

pub struct PlayOptions {
    pub config: AnyConfig,
    pub seed: u64,
    /// Who sits in each seat.
    pub seats: Vec<Occupant<()>>,
    /// The name shown for each seat.
    pub names: Vec<String>,
    pub out: PathBuf,
    /// The language the terminal speaks.
    pub lang: Lang,
    /// Say each side's win chances after every board (worked out from what a spectator sees).
    pub chances: bool,
}

/// What went wrong in a terminal match.
#[derive(Debug, thiserror::Error)]
pub enum PlayError {
    #[error("{0}")]
    Setup(String),
    #[error("cannot write frames to {path}: {source}")]
    Frames { path: PathBuf, source: std::io::Error },
    #[error("cannot store the match: {0}")]
    Store(String),
    #[error("the input ended before the match did")]
    InputClosed,
    #[error("terminal error: {0}")]
    Io(#[from] std::io::Error),
}

impl PlayError {
    /// Whether the match stopped because whoever read its output went away (`play … | head`):
    /// nothing is wrong, so nothing is said.
    pub fn reader_left(&self) -> bool {
        matches!(self, PlayError::Io(e) if e.kind() == std::io::ErrorKind::BrokenPipe)
    }

    /// Whether the terminal stopped before the match did (its input ended or failed, its
    /// reader went away, a picture could not be written): nobody will play it on, so a stored
    /// match is kept as abandoned. Only a failing database leaves it as it was.
    pub fn stops_the_terminal(&self) -> bool {
        !matches!(self, PlayError::Store(_))
    }

    /// What went wrong, in `lang` (`Display` says it in English); a system's or a library's
    /// own words inside it stay as they are.
    pub fn text(&self, lang: Lang) -> String {
        match self {
            PlayError::Setup(why) => why.clone(),
            PlayError::Frames { path, source } => {
                say!(lang, "play-error-frames", path = path.display().to_string(), error = source.to_string())
            }
            PlayError::Store(why) => say!(lang, "play-error-store", error = why.as_str()),
            PlayError::InputClosed => say!(lang, "play-error-input-closed"),
            PlayError::Io(e) => say!(lang, "play-error-terminal", error = e.to_string()),
        }
    }
}

/// Why `dir` cannot take a match's pictures, in `lang`: it is already something other than a
/// folder. `flag` says it as the flag that named it (`--out …`).
pub fn not_a_folder(dir: &Path, flag: bool, lang: Lang) -> Option<String> {
    let path = dir.display().to_string();
    match std::fs::metadata(dir) {
        Ok(meta) if !meta.is_dir() => Some(match flag {
            true => say!(lang, "error-out-not-a-folder", path = path),
            false => say!(lang, "play-not-a-folder", path = path),
        }),
        _ => None,
    }
}

/// Where a terminal match is kept as it is played (`touchline play --db`): the match when it is
/// set up, then every step before it is shown.
pub trait Recorder {
    /// The match is set up; returns the id it is stored under and the line to show instead of
    /// the seed (its seal).
    fn started(&mut self, m: &AnyMatch, setup: &[Draw]) -> Result<(i64, String), String>;
    /// A step was applied to the match at `before`; `m` is the match after it.
    fn step(&mut self, before: u64, m: &AnyMatch, step: &AnyStep) -> Result<(), String>;
    /// The match is over: the lines that reveal its seed and salt.
    fn finished(&mut self) -> Result<Vec<String>, String>;
}

/// Play a match to the end. Returns the final match.
pub fn run(options: PlayOptions, input: &mut dyn BufRead, out: &mut dyn Write) -> Result<AnyMatch, PlayError> {
    run_recorded(options, input, out, None)
}

/// [`run`], keeping the match in `recorder` as it goes.
pub fn run_recorded(
    options: PlayOptions,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    mut recorder: Option<&mut dyn Recorder>,
) -> Result<AnyMatch, PlayError> {
    let PlayOptions { config, seed, seats, names, out: dir, lang, chances } = options;
    let kind = config.kind();
    let (mut m, events, setup) =
        AnyMatch::new_with_draws(config, seats.len(), seed).map_err(|e| PlayError::Setup(e.to_string()))?;
    // The sides the engine plays itself (a solo match's AutoTeam) are named after the seats.
    let mut names = names;
    names.extend(m.engine_sides(lang));
    clear_frames(&dir, lang)?;
    match recorder.as_deref_mut() {
        // A stored match is sealed: its seed stays hidden until the end, as on Discord.
        Some(recorder) => {
            let (id, seal) = recorder.started(&m, &setup).map_err(PlayError::Store)?;
            writeln!(out, "{}\n{seal}", say!(lang, "play-stored", game = kind.title(), id = id))?;
        }
        None => writeln!(out, "{}", say!(lang, "play-seed", game = kind.title(), seed = seed.to_string()))?,
    }
    writeln!(out, "{}", say!(lang, "play-pictures-go", folder = dir.display().to_string()))?;
    let mut renderer = Renderer::new();
    let mut frames = 0usize;
    let mut write_frame = |m: &AnyMatch, renderer: &mut Renderer| -> Result<PathBuf, PlayError> {
        let png = renderer.match_frame(m, &names, lang);
        frames += 1;
        let path = dir.join(frame_name(frames));
        std::fs::write(&path, png).map_err(|source| PlayError::Frames { path: path.clone(), source })?;
        Ok(path)
    };
    for line in events.iter().filter_map(|e| e.redact(Viewer::Spectator)).filter_map(|e| e.line(&names, lang)) {
        writeln!(out, "{line}")?;
    }
    let first = write_frame(&m, &mut renderer)?;
    writeln!(out, "  {}", say!(lang, "play-picture", path = first.display().to_string()))?;
    let humans = seats.iter().filter(|s| s.is_person()).count();
    let mut last_asked: Option<Seat> = None;
    let mut notation_told = kind.notation(lang).is_empty();

    while let Some(seat) = m.status().to_act().iter().next() {
        let command = match seats[seat] {
            Occupant::Computer(brain) => {
                computer_choice(&m, seat, brain).map(Command::Play).unwrap_or(Command::AutoMove)
            }
            Occupant::Person(()) => {
                let controls = m.controls(seat, lang).named(&names);
                // In hotseat a reaction window always asks: playing the only choice (a pass)
                // without asking would show the table who holds no referee card.
                let window = humans > 1 && matches!(m.status(), Status::Reaction { .. });
                if let ([(label, only)], false) = (controls.labelled().as_slice(), window) {
                    // Nothing to decide: play it and say so (in hotseat without saying what, as
                    // the other players are watching the screen).
                    if humans > 1 {
                        writeln!(out, "{}", say!(lang, "play-only-choice-hidden", name = &names[seat]))?;
                    } else {
                        writeln!(
                            out,
                            "{}",
                            say!(lang, "play-only-choice", name = &names[seat], choice = label.to_string())
                        )?;
                    }
                    Command::Play((*only).clone())
                } else {
                    let handover = humans > 1 && last_asked != Some(seat);
                    last_asked = Some(seat);
                    if !notation_told {
                        writeln!(out, "\n{}", kind.notation(lang))?;
                        notation_told = true;
                    }
                    let asking = Asking { seat, names: &names, hotseat: humans > 1, handover, lang };
                    ask(&m, &Listing::of(&controls, lang), asking, input, out)?
                }
            }
        };
        let before = m.version();
        let step = match m.apply(seat, command) {
            Ok(step) => step,
            Err(e) => {
                writeln!(out, "{}", say!(lang, "play-not-allowed", why = e.text(lang)))?;
                continue;
            }
        };
        // Stored before it is shown, as on Discord.
        if let Some(recorder) = recorder.as_deref_mut() {
            recorder.step(before, &m, &step).map_err(PlayError::Store)?;
        }
        // Public lines only: in hotseat the other players are watching the screen.
        let public = step.events_for(Viewer::Spectator);
        let lines: Vec<String> = public.iter().filter_map(|e| e.line(&names, lang)).collect();
        let last = m.status().outcome().map(|o| touchline_games::text::result_line(o, &names, lang));
        for line in said_once(&lines, last.as_deref()) {
            writeln!(out, "{line}")?;
        }
        if public.iter().any(|e| e.ends_turn()) {
            let path = write_frame(&m, &mut renderer)?;
            writeln!(out, "  {}", say!(lang, "play-picture", path = path.display().to_string()))?;
            // From the spectators' view, as the bot's: in hotseat everyone watches the screen.
            if let Some(c) =
                chances.then(|| m.chances(touchline_games::chance::derive_seed(seed, m.version()))).flatten()
            {
                writeln!(out, "  {}", crate::session::chances::chances_text(&c, &names, lang))?;
            }
        }
    }
    writeln!(out, "{}", say!(lang, "play-pictures-are", count = frames, folder = dir.display().to_string()))?;
    if let Some(recorder) = recorder {
        for line in recorder.finished().map_err(PlayError::Store)? {
            writeln!(out, "{line}")?;
        }
    }
    Ok(m)
}

/// A step's lines less a game's "Full time: A 2–0 B" when the match's result line (`last`, once
/// it is over) comes right after it with the same score ("Final score: A 2–0 B", maybe with
/// "— a draw"): the end is said once, in any language. Kept when something comes between them,
/// such as a shoot-out.
fn said_once<'a>(lines: &'a [String], last: Option<&str>) -> Vec<&'a str> {
    let after_label = |line: &str| line.split_once(": ").map(|(_, rest)| rest.to_string());
    let mut kept = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let next_is_last = last.is_some_and(|last| lines.get(i + 1).is_some_and(|next| next == last));
        let repeated = match (next_is_last, after_label(line), last.and_then(after_label)) {
            (true, Some(score), Some(result)) => {
                result.strip_prefix(&score).is_some_and(|rest| rest.is_empty() || rest.starts_with([' ', '(']))
            }
            _ => false,
        };
        if !repeated {
            kept.push(line.as_str());
        }
    }
    kept
}

fn frame_name(n: usize) -> String {
    format!("frame-{n:03}.png")
}

/// Make the match's picture folder, and remove the pictures an earlier match left in it (only
/// files named as this program names them), so the folder holds this match alone.
fn clear_frames(dir: &Path, lang: Lang) -> Result<(), PlayError> {
    if let Some(why) = not_a_folder(dir, false, lang) {
        return Err(PlayError::Setup(why));
    }
    let failed = |source| PlayError::Frames { path: dir.to_path_buf(), source };
    std::fs::create_dir_all(dir).map_err(failed)?;
    for entry in std::fs::read_dir(dir).map_err(failed)? {
        let path = entry.map_err(failed)?.path();
        let ours = path.file_name().and_then(|n| n.to_str()).is_some_and(|n| {
            n.strip_prefix("frame-")
                .and_then(|rest| rest.strip_suffix(".png"))
                .is_some_and(|num| !num.is_empty() && num.bytes().all(|b| b.is_ascii_digit()))
        });
        if ours {
            std::fs::remove_file(&path).map_err(|source| PlayError::Frames { path: path.clone(), source })?;
        }
    }
    Ok(())
}

/// A seat's controls as the terminal lists them: the menu choices numbered, the buttons by their
/// keys (`s` for Shoot, `d` for Done moving), which the game keeps the same from one prompt to
/// the next. A menu too long for one list (a game's two-step menu, such as a piece and then where
/// it runs) is asked in two steps, as on Discord: its groups are numbered first, then the chosen
/// group's choices.
struct Listing<'a> {
    /// What each number stands for, in order.
    numbered: Vec<Entry<'a>>,
    /// The buttons, typed by their keys.
    buttons: Vec<&'a Button<AnyInput>>,
    text: String,
    lang: Lang,
}

/// A menu's placeholder ("Choose a piece…") as a heading.
fn heading(placeholder: &str) -> &str {
    placeholder.trim_end_matches(['…', '.', ':', ' '])
}

/// What a number in a [`Listing`] stands for.
#[derive(Clone, Copy)]
enum Entry<'a> {
    Input(&'a AnyInput),
    /// A group of a two-step menu: its choices are listed next.
    Group(&'a Group<AnyInput>),
}

impl<'a> Listing<'a> {
    fn of(controls: &'a Controls<AnyInput>, lang: Lang) -> Listing<'a> {
        let mut listing = Listing { numbered: Vec::new(), buttons: Vec::new(), text: String::new(), lang };
        for row in &controls.rows {
            match row {
                Row::Menu(menu) => listing.list(&menu.choices),
                Row::Steps { placeholder, groups } => {
                    let first = say!(lang, "listing-two-steps", heading = heading(placeholder));
                    listing.text.push_str(&format!("  {first}\n"));
                    let width = groups.iter().map(|g| g.label.chars().count()).max().unwrap_or(0);
                    for g in groups {
                        listing.numbered.push(Entry::Group(g));
                        let n = listing.numbered.len();
                        let count = say!(lang, "listing-choices", count = g.choices.len());
                        listing.text.push_str(&format!("  {n:>2}. {:<width$}   {count}\n", g.label));
                    }
                }
                Row::Buttons(row) => listing.buttons.extend(row),
            }
        }
        for button in &listing.buttons {
            listing.text.push_str(&format!("  {:>3}  {}\n", button.key, button.label));
        }
        listing
    }

    /// The second step of a two-step menu: one group's choices.
    fn of_group(group: &'a Group<AnyInput>, lang: Lang) -> Listing<'a> {
        let mut listing = Listing {
            numbered: Vec::new(),
            buttons: Vec::new(),
            text: format!("  {} — {}:\n", group.label, heading(&group.placeholder)),
            lang,
        };
        listing.list(&group.choices);
        listing.text.push_str(&format!("   0. {}\n", say!(lang, "listing-back")));
        listing
    }

    fn list(&mut self, choices: &'a [Choice<AnyInput>]) {
        let width = choices.iter().map(|c| c.label.chars().count()).max().unwrap_or(0);
        for c in choices {
            self.numbered.push(Entry::Input(&c.input));
            let n = self.numbered.len();
            match &c.detail {
                Some(d) => self.text.push_str(&format!("  {n:>2}. {:<width$}   {d}\n", c.label)),
                None => self.text.push_str(&format!("  {n:>2}. {}\n", c.label)),
            }
        }
    }

    /// What the person may type, for the prompt.
    fn hint(&self) -> String {
        let mut parts = Vec::new();
        match self.numbered.len() {
            0 => {}
            1 => parts.push("1".to_string()),
            n => parts.push(format!("1-{n}")),
        }
        parts.extend(self.buttons.iter().map(|b| b.key.to_string()));
        parts.push(say!(self.lang, "hint-list-again"));
        parts.push(say!(self.lang, "hint-resign"));
        parts.join(", ")
    }

    /// The choice a typed answer names: a number, a button's key or its whole code.
    fn read(&self, answer: &str) -> Option<Entry<'a>> {
        if let Ok(n) = answer.parse::<usize>() {
            return n.checked_sub(1).and_then(|i| self.numbered.get(i)).copied();
        }
        let answer = answer.to_ascii_lowercase();
        self.buttons.iter().find(|b| b.key == answer || b.code == answer).map(|b| Entry::Input(&b.input))
    }
}

/// Who is being asked, and how.
struct Asking<'a> {
    seat: Seat,
    names: &'a [String],
    hotseat: bool,
    handover: bool,
    lang: Lang,
}

/// Ask a person for their move, until they give a legal one. The situation and the choices are
/// printed once; a wrong answer gets one line saying what may be typed. In hotseat play the
/// screen is cleared as soon as a choice is made, so the next player never sees the last one's
/// hand; what happened since (public lines only) stays on screen for everyone to read before
/// the hand-over.
fn ask(
    m: &AnyMatch,
    listing: &Listing<'_>,
    asking: Asking<'_>,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<Command<AnyInput>, PlayError> {
    let Asking { seat, names, hotseat, handover, lang } = asking;
    if handover {
        writeln!(out, "\n{}", say!(lang, "play-pass-to", name = &names[seat]))?;
        out.flush()?;
        read_line(input)?;
    }
    let show = |out: &mut dyn Write| -> Result<(), PlayError> {
        writeln!(out, "\n— {} —", names[seat])?;
        // A game's situation may end mid-line ("card 1 of up to 3."); the choices always start
        // on a line of their own.
        let situation = m.view(Viewer::Seat(seat)).brief_situation(names, lang);
        write!(out, "{situation}")?;
        if !situation.is_empty() && !situation.ends_with('\n') {
            writeln!(out)?;
        }
        write!(out, "{}", listing.text)?;
        Ok(())
    };
    show(out)?;
    // The group picked in a two-step menu, while its choices are being asked.
    let mut within: Option<Listing<'_>> = None;
    loop {
        let current = within.as_ref().unwrap_or(listing);
        let prompt = match &within {
            Some(_) => say!(lang, "play-your-choice-in-group", hint = current.hint()),
            None => say!(lang, "play-your-choice", hint = current.hint()),
        };
        write!(out, "{prompt} ")?;
        out.flush()?;
        let line = read_line(input)?;
        let answer = line.trim();
        if answer.eq_ignore_ascii_case("resign") || answer.eq_ignore_ascii_case(&say!(lang, "hint-resign")) {
            return Ok(Command::Resign);
        }
        if answer == "?" || answer.eq_ignore_ascii_case("list") {
            match &within {
                Some(group) => write!(out, "{}", group.text)?,
                None => show(out)?,
            }
            continue;
        }
        if within.is_some() && (answer == "0" || answer.eq_ignore_ascii_case("back")) {
            within = None;
            show(out)?;
            continue;
        }
        match current.read(answer) {
            Some(Entry::Input(choice)) => {
                if hotseat {
                    write!(out, "{CLEAR_SCREEN}")?;
                }
                return Ok(Command::Play(choice.clone()));
            }
            Some(Entry::Group(group)) => {
                let next = Listing::of_group(group, lang);
                write!(out, "{}", next.text)?;
                within = Some(next);
            }
            None => {
                // What was typed is said back, but not a whole pasted page of it.
                let answer = shown_back(answer);
                let answer = answer.as_str();
                let wrong = match &within {
                    Some(_) => say!(lang, "play-not-a-choice-in-group", answer = answer, hint = current.hint()),
                    None => say!(lang, "play-not-a-choice", answer = answer, hint = current.hint()),
                };
                writeln!(out, "{wrong}")?;
            }
        }
    }
}

/// What a hotseat prints once a hand has been played: home, clear the screen, and clear the
/// scrollback too (`3J`), or the next player could scroll back up to the last one's hand.
pub const CLEAR_SCREEN: &str = "\x1b[H\x1b[2J\x1b[3J";

/// A line typed, up to its end. A byte that is not UTF-8 is read as U+FFFD, so the answer is
/// simply not a choice and asked again, rather than ending the match.
fn read_line(input: &mut dyn BufRead) -> Result<String, PlayError> {
    let mut line = Vec::new();
    if input.read_until(b'\n', &mut line)? == 0 {
        return Err(PlayError::InputClosed);
    }
    Ok(String::from_utf8_lossy(&line).into_owned())
}

/// At most this many characters of a wrong answer are said back.
const SHOWN_BACK: usize = 40;

/// A wrong answer as it is said back: its first [`SHOWN_BACK`] characters, and "…" when there
/// were more.
fn shown_back(answer: &str) -> String {
    let mut chars = answer.chars();
    let shown: String = chars.by_ref().take(SHOWN_BACK).collect();
    match chars.next() {
        Some(_) => format!("{shown}…"),
        None => shown,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use touchline_games::GameKind;

    /// A hotseat KIX match played with the first card each time; what it printed.
    fn hotseat_kix() -> String {
        let dir = tempfile::tempdir().unwrap();
        let options = PlayOptions {
            config: AnyConfig::default_for(GameKind::Kix),
            seed: 4,
            seats: vec![Occupant::Person(()), Occupant::Person(())],
            names: vec!["Ann".into(), "Bob".into()],
            out: dir.path().to_path_buf(),
            lang: Lang::En,
            chances: false,
        };
        let answers = "\n1\n".repeat(60);
        let mut printed = Vec::new();
        run(options, &mut answers.as_bytes(), &mut printed).unwrap();
        String::from_utf8(printed).unwrap()
    }

    #[test]
    fn the_final_score_is_said_once() {
        let lines = |text: &[&str]| text.iter().map(|l| l.to_string()).collect::<Vec<_>>();
        let end = lines(&["GOAL for Ann! 2–0", "Full time: Ann 2–0 Bob", "Final score: Ann 2–0 Bob"]);
        assert_eq!(
            said_once(&end, Some("Final score: Ann 2–0 Bob")),
            ["GOAL for Ann! 2–0", "Final score: Ann 2–0 Bob"]
        );
        let draw = lines(&["Full time: Ann 1–1 Bob", "Final score: Ann 1–1 Bob — a draw"]);
        assert_eq!(said_once(&draw, Some("Final score: Ann 1–1 Bob — a draw")), ["Final score: Ann 1–1 Bob — a draw"]);
        // In another language just the same.
        let spanish = lines(&["Final del partido: Ann 2–0 Bob", "Resultado final: Ann 2–0 Bob"]);
        assert_eq!(said_once(&spanish, Some("Resultado final: Ann 2–0 Bob")), ["Resultado final: Ann 2–0 Bob"]);
        // Another score, or a shoot-out between them: both stay.
        let other = lines(&["Full time: Ann 1–1 Bob", "Final score: Ann 1–10 Bob"]);
        assert_eq!(said_once(&other, Some("Final score: Ann 1–10 Bob")).len(), 2);
        let shootout = lines(&["Full time: Ann 1–1 Bob", "Penalty Ann: scores", "Final score: Ann 1–1 Bob — Bob wins"]);
        assert_eq!(said_once(&shootout, Some("Final score: Ann 1–1 Bob — Bob wins")).len(), 3);
        // Extra time: no result yet.
        let extra = lines(&["Full time: Ann 1–1 Bob", "Level after 90: extra time from the bench"]);
        assert_eq!(said_once(&extra, None).len(), 2);
        // Two lines alike that are not the end stay.
        let kicks = lines(&["Penalty Ann: scores", "Penalty Bob: scores"]);
        assert_eq!(said_once(&kicks, None).len(), 2);
    }

    #[test]
    fn a_hotseat_clears_the_scrollback_with_the_screen() {
        let text = hotseat_kix();
        assert_eq!(CLEAR_SCREEN, "\x1b[H\x1b[2J\x1b[3J");
        let clears = text.matches(CLEAR_SCREEN).count();
        assert!(clears >= 25, "a clear after each chosen card: {clears}");
        // Every clear of the screen is also a clear of the scrollback.
        assert_eq!(text.matches("\x1b[2J").count(), clears);
        assert_eq!(text.matches("\x1b[3J").count(), clears);
    }
}
