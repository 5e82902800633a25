//! `touchline play`: a whole match in the terminal, each seat a person (hotseat) or the
//! computer, with a PNG of the pitch written after every revealed play.

use std::io::{BufRead, Write};
use std::path::PathBuf;

use touchline_games::players::Brain;
use touchline_games::{AnyConfig, AnyMatch, Command, Seat, Status, Viewer};
use touchline_render::Renderer;

use crate::present;
use crate::session::computer_choice;

/// Who sits in a seat at the terminal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sitter {
    Human,
    Computer(Brain),
}

impl Sitter {
    pub fn parse(text: &str) -> Result<Sitter, String> {
        match text.trim().to_ascii_lowercase().as_str() {
            "human" | "me" => Ok(Sitter::Human),
            "ai" | "computer" | "smart" => Ok(Sitter::Computer(Brain::Smart)),
            "random" => Ok(Sitter::Computer(Brain::Random)),
            other => Err(format!("'{other}' is not a kind of player; use human, ai or random")),
        }
    }
}

pub struct PlayOptions {
    pub config: AnyConfig,
    pub seed: u64,
    pub sitters: [Sitter; 2],
    pub names: [String; 2],
    pub out: PathBuf,
}

/// What went wrong in a terminal match.
#[derive(Debug, thiserror::Error)]
pub enum PlayError {
    #[error("{0}")]
    Setup(String),
    #[error("cannot write frames to {path}: {source}")]
    Frames { path: PathBuf, source: std::io::Error },
    #[error("the input ended before the match did")]
    InputClosed,
    #[error("terminal error: {0}")]
    Io(#[from] std::io::Error),
}

/// Play a match to the end. Returns the final match.
pub fn run(options: PlayOptions, input: &mut dyn BufRead, out: &mut dyn Write) -> Result<AnyMatch, PlayError> {
    let PlayOptions { config, seed, sitters, names, out: dir } = options;
    std::fs::create_dir_all(&dir).map_err(|source| PlayError::Frames { path: dir.clone(), source })?;
    let (mut m, events) = AnyMatch::new(config, 2, seed).map_err(|e| PlayError::Setup(e.to_string()))?;
    writeln!(out, "{} — seed {seed} (replay it with --seed {seed})", m.kind().title())?;
    let mut renderer = Renderer::new();
    let mut frames = 0usize;
    let mut write_frame = |m: &AnyMatch, renderer: &mut Renderer| -> Result<PathBuf, PlayError> {
        let png = renderer.frame(&m.view(Viewer::Spectator), &names);
        frames += 1;
        let path = dir.join(format!("frame-{frames:03}.png"));
        std::fs::write(&path, png).map_err(|source| PlayError::Frames { path: path.clone(), source })?;
        Ok(path)
    };
    for line in present::event_lines(&events, &names) {
        writeln!(out, "{line}")?;
    }
    let first = write_frame(&m, &mut renderer)?;
    writeln!(out, "  [picture: {}]", first.display())?;
    let humans = sitters.iter().filter(|s| **s == Sitter::Human).count();
    let mut last_asked: Option<Seat> = None;

    while let status @ (Status::Turn(_) | Status::Simultaneous { .. } | Status::Reaction { .. }) = m.status() {
        let Some(seat) = status.to_act().iter().next() else { break };
        let command = match sitters[seat] {
            Sitter::Computer(brain) => computer_choice(&m, seat, brain).map(Command::Play).unwrap_or(Command::AutoMove),
            Sitter::Human => {
                let handover = humans > 1 && last_asked != Some(seat);
                last_asked = Some(seat);
                ask(&m, seat, &names, humans > 1, handover, input, out)?
            }
        };
        let step = match m.apply(seat, command) {
            Ok(step) => step,
            Err(e) => {
                writeln!(out, "Not allowed: {e}")?;
                continue;
            }
        };
        // Public lines only: in hotseat the other player is watching the screen.
        let public = step.events_for(Viewer::Spectator);
        for line in present::event_lines(&public, &names) {
            writeln!(out, "{line}")?;
        }
        if public.iter().any(present::is_turn_end) {
            let path = write_frame(&m, &mut renderer)?;
            writeln!(out, "  [picture: {}]", path.display())?;
        }
    }
    writeln!(out, "{} frames written to {}", frames, dir.display())?;
    Ok(m)
}

/// Ask a person for their move, until they give a legal one. In hotseat play the screen is
/// cleared as soon as a choice is made, so the next player never sees the last one's hand;
/// what happened since (public lines only) stays on screen for both to read before the
/// hand-over.
fn ask(
    m: &AnyMatch,
    seat: Seat,
    names: &[String; 2],
    hotseat: bool,
    handover: bool,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<Command<touchline_games::AnyInput>, PlayError> {
    if handover {
        writeln!(out, "\nPass to {} and press Enter.", names[seat])?;
        out.flush()?;
        read_line(input)?;
    }
    let legal = m.legal_inputs(seat);
    loop {
        writeln!(out, "\n— {} —", names[seat])?;
        write!(out, "{}", present::private_text(&m.view(Viewer::Seat(seat)), seat, names))?;
        for (i, choice) in legal.iter().enumerate() {
            writeln!(out, "  {:>2}. {}", i + 1, m.describe_input(seat, choice))?;
        }
        write!(out, "Your choice (1-{}, or 'resign'): ", legal.len())?;
        out.flush()?;
        let line = read_line(input)?;
        let answer = line.trim();
        if answer.eq_ignore_ascii_case("resign") {
            return Ok(Command::Resign);
        }
        match answer.parse::<usize>() {
            Ok(n) if (1..=legal.len()).contains(&n) => {
                if hotseat {
                    write!(out, "\x1b[2J\x1b[H")?;
                }
                return Ok(Command::Play(legal[n - 1].clone()));
            }
            _ => writeln!(
                out,
                "'{answer}' is not one of the choices: type a number from 1 to {}, or 'resign'.",
                legal.len()
            )?,
        }
    }
}

fn read_line(input: &mut dyn BufRead) -> Result<String, PlayError> {
    let mut line = String::new();
    if input.read_line(&mut line)? == 0 {
        return Err(PlayError::InputClosed);
    }
    Ok(line)
}
