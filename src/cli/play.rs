//! `touchline play`: a whole match in the terminal, each seat a person (hotseat) or the
//! computer, with a PNG of the pitch written after every completed play. Any game, any number
//! of seats the game allows.

use std::io::{BufRead, Write};
use std::path::PathBuf;

use touchline_games::players::Occupant;
use touchline_games::{AnyConfig, AnyInput, AnyMatch, Command, Seat, Viewer};
use touchline_render::Renderer;

use crate::session::computer_choice;

pub struct PlayOptions {
    pub config: AnyConfig,
    pub seed: u64,
    /// Who sits in each seat.
    pub seats: Vec<Occupant<()>>,
    /// The name shown for each seat.
    pub names: Vec<String>,
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
    let PlayOptions { config, seed, seats, names, out: dir } = options;
    std::fs::create_dir_all(&dir).map_err(|source| PlayError::Frames { path: dir.clone(), source })?;
    let (mut m, events) = AnyMatch::new(config, seats.len(), seed).map_err(|e| PlayError::Setup(e.to_string()))?;
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
    for line in events.iter().filter_map(|e| e.redact(Viewer::Spectator)).filter_map(|e| e.line(&names)) {
        writeln!(out, "{line}")?;
    }
    let first = write_frame(&m, &mut renderer)?;
    writeln!(out, "  [picture: {}]", first.display())?;
    let humans = seats.iter().filter(|s| s.is_person()).count();
    let mut last_asked: Option<Seat> = None;

    while let Some(seat) = m.status().to_act().iter().next() {
        let command = match seats[seat] {
            Occupant::Computer(brain) => {
                computer_choice(&m, seat, brain).map(Command::Play).unwrap_or(Command::AutoMove)
            }
            Occupant::Person(()) => {
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
        // Public lines only: in hotseat the other players are watching the screen.
        let public = step.events_for(Viewer::Spectator);
        for line in public.iter().filter_map(|e| e.line(&names)) {
            writeln!(out, "{line}")?;
        }
        if public.iter().any(|e| e.ends_turn()) {
            let path = write_frame(&m, &mut renderer)?;
            writeln!(out, "  [picture: {}]", path.display())?;
        }
    }
    writeln!(out, "{} frames written to {}", frames, dir.display())?;
    Ok(m)
}

/// Ask a person for their move, until they give a legal one. In hotseat play the screen is
/// cleared as soon as a choice is made, so the next player never sees the last one's hand;
/// what happened since (public lines only) stays on screen for everyone to read before the
/// hand-over.
fn ask(
    m: &AnyMatch,
    seat: Seat,
    names: &[String],
    hotseat: bool,
    handover: bool,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<Command<AnyInput>, PlayError> {
    if handover {
        writeln!(out, "\nPass to {} and press Enter.", names[seat])?;
        out.flush()?;
        read_line(input)?;
    }
    // The seat's controls, as one numbered menu.
    let controls = m.controls(seat);
    let choices = controls.labelled();
    loop {
        writeln!(out, "\n— {} —", names[seat])?;
        write!(out, "{}", m.view(Viewer::Seat(seat)).situation(names))?;
        for (i, (label, _)) in choices.iter().enumerate() {
            writeln!(out, "  {:>2}. {label}", i + 1)?;
        }
        write!(out, "Your choice (1-{}, or 'resign'): ", choices.len())?;
        out.flush()?;
        let line = read_line(input)?;
        let answer = line.trim();
        if answer.eq_ignore_ascii_case("resign") {
            return Ok(Command::Resign);
        }
        match answer.parse::<usize>() {
            Ok(n) if (1..=choices.len()).contains(&n) => {
                if hotseat {
                    write!(out, "\x1b[2J\x1b[H")?;
                }
                return Ok(Command::Play(choices[n - 1].1.clone()));
            }
            _ => writeln!(
                out,
                "'{answer}' is not one of the choices: type a number from 1 to {}, or 'resign'.",
                choices.len()
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
