//! Seeded playthroughs as reviewable transcripts: any change to the rules, the computer player or
//! the chance streams shows up as a diff of what happened, step by step, and of what each seat
//! was shown.

use std::fmt::Write;

use touchline_games::kix::{Config, Event as KixEvent, Format, Kix};
use touchline_games::{Chance, Command, Event, Game, Match, Text, Viewer};

/// Plays a match out, half of the moves by the computer and half at random, writing each step
/// with the hand of the seat to move (`hand`) and what the next seat round the table is told.
fn play_out<G: Game>(
    mut m: Match<G>,
    seed: u64,
    names: &[String],
    hand: impl Fn(&Match<G>, usize) -> Vec<String>,
    line: impl Fn(&Event<G>) -> Option<String>,
    out: &mut String,
) {
    let mut policy = Chance::for_step(seed, u64::MAX);
    while let Some(seat) = m.status().to_act().iter().next() {
        let held = hand(&m, seat);
        let input = if m.version().is_multiple_of(2) {
            m.computer_input(seat, &mut policy)
        } else {
            let legal = m.legal_inputs(seat);
            Some(legal[policy.below(legal.len())].clone())
        }
        .unwrap();
        let said =
            touchline_games::controls::with_names(&m.describe_input(seat, &input, touchline_games::Lang::En), names);
        writeln!(out, "{:>3} {} holds [{}] and picks {said}", m.version(), names[seat], held.join(" ")).unwrap();
        let step = m.apply(seat, Command::Play(input)).unwrap();
        // What the next seat is told: never another hand, never a card before its reveal.
        for e in step.events.iter().filter_map(|e| e.redact(Viewer::Seat((seat + 1) % names.len()))) {
            if let Some(l) = line(&e) {
                writeln!(out, "      {l}").unwrap();
            }
        }
    }
}

/// A KIX match between two seats, each step with the hand of the seat to move.
fn transcript(config: Config, seed: u64) -> String {
    let names = ["Home".to_string(), "Away".to_string()];
    let (m, setup) = Match::<Kix>::new(config, 2, seed).unwrap();
    let mut out = String::new();
    let line = |e: &Event<Kix>| match e {
        // The transcript shows what the other seat learns of a choice: that it was made.
        Event::Game(KixEvent::Chosen { seat, choice }) => Some(format!("{} has chosen: {choice:?}", names[*seat])),
        Event::Game(g) => Kix::event_line(g, &names, touchline_games::Lang::En),
        other => Some(format!("{other:?}")),
    };
    for e in &setup {
        if let Some(l) = line(e) {
            writeln!(out, "  {l}").unwrap();
        }
    }
    let hand = |m: &Match<Kix>, seat: usize| {
        let held = m.view(Viewer::Seat(seat)).sides[seat].hand.clone().unwrap_or_default();
        held.iter().map(|c| format!("{}{}", c.specialist.short(), c.id)).collect()
    };
    play_out(m, seed, &names, hand, line, &mut out);
    out
}

#[test]
fn five_a_side_playthrough() {
    insta::assert_snapshot!(transcript(Config { format: Format::Five, ..Config::default() }, 7));
}

#[test]
fn eleven_a_side_cup_playthrough() {
    let config = Config { format: Format::Eleven, result_needed: true, clubs: [Some(1), Some(2)] };
    insta::assert_snapshot!(transcript(config, 31));
}

/// A Futbol Dash table of three, each step with the hand of the seat to move and what the
/// table next to it is told.
fn dash_transcript(format: touchline_games::futbol_dash::Format, seed: u64) -> String {
    use touchline_games::futbol_dash::{Config as DashConfig, FutbolDash};
    let names = ["Ann".to_string(), "Ben".to_string(), "Cat".to_string()];
    let (m, setup) = Match::<FutbolDash>::new(DashConfig { format, ..DashConfig::default() }, 3, seed).unwrap();
    let mut out = String::new();
    let line = |e: &Event<FutbolDash>| match e {
        Event::Game(g) => FutbolDash::event_line(g, &names, touchline_games::Lang::En),
        other => Some(format!("{other:?}")),
    };
    for e in setup.iter().filter_map(|e| e.redact(Viewer::Spectator)) {
        if let Some(l) = line(&e) {
            writeln!(out, "  {l}").unwrap();
        }
    }
    let hand = |m: &Match<FutbolDash>, seat: usize| {
        let held = m.view(Viewer::Seat(seat)).players[seat].hand.clone().unwrap_or_default();
        held.iter().map(|c| c.short()).collect()
    };
    play_out(m, seed, &names, hand, line, &mut out);
    out
}

#[test]
fn futbol_dash_regular_table_of_three_playthrough() {
    insta::assert_snapshot!(dash_transcript(touchline_games::futbol_dash::Format::Regular, 5));
}
