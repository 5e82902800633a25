//! The conformance harness: thousands of seeded random matches per game, checking the whole
//! [`Game`] contract at every step. Every registered game runs it in CI (see `tests/`).
//!
//! At each step it checks that:
//! - the status agrees with the legal inputs (exactly the seats to act have some);
//! - every legal input is accepted;
//! - illegal inputs (the game's own probes, other seats' inputs, missing seats) are refused and
//!   change nothing;
//! - the match survives a serde round trip unchanged;
//! - no view leaks another seat's secrets: disturbing one seat's hidden information leaves every
//!   other viewer's view equal (the swap test), and while a secret choice is pending, what the
//!   others are told of it does not depend on which choice it was;
//! - malformed inputs (corrupted serialisations of legal ones, as a client could send) fail to
//!   read or are refused and change nothing;
//! - each seat's controls keep Discord's limits and offer exactly its legal inputs, each of
//!   which encodes in at most 100 characters; disturbing another seat's secrets changes them not;
//! - the position the match is in makes the same match again ([`crate::game::Written::from_position`]);
//! - the match ends within [`crate::game::Rules::max_inputs`];
//! - an auto-move (a time-out) completes at most one play;
//!
//! and at the end that the outcome agrees with the events (goals, shoot-out, winner, how it
//! ended), that replaying (config, seed, inputs) gives the same match and the same events, and
//! that a resignation or forfeit at a random point of the replay ends it for the other seat.

use serde_json::Value;

use crate::chance::Chance;
use crate::game::{Command, Ending, Game, Outcome, Rules, Scored, Scoring, Seat, SeatSet, Secrets, Status, Viewer};
use crate::match_state::{Event, Match};
use crate::text::Lang;

/// What a game must offer the harness beyond [`Game`].
pub trait Conformance: crate::text::Text {
    /// How many matches a conformance run plays, spread over [`Conformance::configs`]. Long
    /// games play fewer: every legal alternative of every decision is probed.
    const MATCHES: usize = 2_000;

    /// The seed a conformance run derives its matches from.
    const SEED: u64;

    /// The option sets to exercise, each with its seat count.
    fn configs() -> Vec<(Self::Config, usize)>;

    /// What this game's run must also have reached, beyond [`common_demands`]: each a check
    /// and what it means. A game whose option sets include knockout ties asks for shoot-outs.
    fn demands(report: &Report) -> Vec<(bool, &'static str)> {
        let _ = report;
        Vec::new()
    }

    /// Inputs that may or may not be legal for `seat` now, to check refusals.
    fn probe_inputs(&self, seat: Seat, chance: &mut Chance) -> Vec<Self::Input>;

    /// A copy in which `owner`'s hidden information is different but everything anyone else may
    /// know is the same; `None` when `owner` has no secret right now.
    fn disturb_secrets(&self, owner: Seat, chance: &mut Chance) -> Option<Self>;
}

/// Counts of what was checked, for the report.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Report {
    pub matches: usize,
    pub steps: usize,
    pub legal_inputs_accepted: usize,
    pub illegal_inputs_refused: usize,
    pub leak_checks: usize,
    /// Leak checks whose disturbance really changed a secret (so the check could have failed).
    pub effective_leak_checks: usize,
    pub replays: usize,
    pub goals: usize,
    /// Matches whose shoot-out score and winner were checked against the shoot-out events.
    pub shootouts: usize,
    pub shootout_goals: usize,
    /// Resignations and forfeits whose outcome was checked (the other seat wins).
    pub concessions: usize,
    /// Corrupted legal inputs tried; those that failed to deserialize; those that deserialized
    /// and were refused by the rules. The rest happened to read as a legal input.
    pub malformed_inputs: usize,
    pub malformed_unreadable: usize,
    pub malformed_refused: usize,
    /// Seats whose controls were checked against their legal inputs, at every step.
    pub controls_checked: usize,
    /// Auto-moves (as a time-out makes) checked to complete at most one play.
    pub auto_moves: usize,
    /// Controls made in front of the table checked to show none of the seat's own secrets.
    pub open_checks: usize,
    /// Twin matches, differing in one seat's secrets, checked to publish the same win chances.
    pub chances_checks: usize,
}

/// Corrupted inputs tried per step: one of each kind in [`corrupt`].
const MALFORMED_PER_STEP: usize = 4;

/// How often (in steps) the win chances of a twin match are compared: an estimate plays
/// matches out, so not at every step.
const CHANCES_EVERY: usize = 40;

/// A game's whole conformance run: [`Conformance::MATCHES`] matches from its seed, then the
/// report held to [`common_demands`] and the game's own [`Conformance::demands`].
pub fn conform<G: Conformance>() -> Result<Report, String> {
    let report = run::<G>(G::MATCHES, G::SEED)?;
    let unmet: Vec<&str> = common_demands(&report)
        .into_iter()
        .chain(G::demands(&report))
        .filter(|(met, _)| !met)
        .map(|(_, what)| what)
        .collect();
    if unmet.is_empty() {
        Ok(report)
    } else {
        Err(format!("{}: the run did not reach: {} ({report:?})", G::TITLE, unmet.join("; ")))
    }
}

/// What every game's run must reach, so that none of its checks passed for want of trying.
pub fn common_demands(report: &Report) -> Vec<(bool, &'static str)> {
    vec![
        (report.matches > 0 && report.replays == report.matches, "every match replayed from its seed"),
        (report.illegal_inputs_refused > report.matches, "illegal inputs refused, more than one a match"),
        (report.effective_leak_checks > report.matches, "leak checks that could have failed"),
        (report.goals > 0, "goals"),
        (report.concessions >= report.matches, "a resignation or forfeit checked per match"),
        (report.malformed_inputs >= report.steps, "malformed inputs at every step"),
        (report.malformed_unreadable > 0, "malformed inputs that fail to read"),
        (report.malformed_refused > 0, "malformed inputs that read but are refused"),
        (report.controls_checked > report.steps, "every seat's controls at every step"),
        (report.auto_moves > 0, "auto-moves, checked to stop at the end of a play"),
        (report.chances_checks > 0, "win chances of twin matches compared"),
    ]
}

/// Run `matches` random matches for every config of `G`, seeded from `seed`.
pub fn run<G: Conformance>(matches: usize, seed: u64) -> Result<Report, String> {
    let mut report = Report::default();
    let configs = G::configs();
    for i in 0..matches {
        let (config, seats) = configs[i % configs.len()].clone();
        let match_seed = crate::chance::derive_seed(seed, i as u64);
        check_one::<G>(config, seats, match_seed, &mut report)
            .map_err(|e| format!("{} match {i} (seed {match_seed}): {e}", G::TITLE))?;
        report.matches += 1;
    }
    Ok(report)
}

fn ensure(ok: bool, what: impl FnOnce() -> String) -> Result<(), String> {
    if ok {
        Ok(())
    } else {
        Err(what())
    }
}

fn check_one<G: Conformance>(config: G::Config, seats: usize, seed: u64, report: &mut Report) -> Result<(), String> {
    let (mut m, setup_events) = Match::<G>::new(config.clone(), seats, seed).map_err(|e| e.to_string())?;
    let mut policy = Chance::for_step(seed ^ 0xA11CE, 0);
    let mut history: Vec<(Seat, Command<G::Input>)> = Vec::new();
    let mut events: Vec<Event<G>> = setup_events.clone();
    let bound = G::max_inputs(&config);
    // A few matches end early by resignation or timeout to cover those paths.
    let resign_at = (policy.below(50) == 0).then(|| policy.below(bound.max(1)));

    loop {
        check_step(&m, seats, &mut policy, report)?;
        let status = m.status();
        if let Status::Finished(_) = status {
            break;
        }
        ensure(history.len() < bound, || format!("no end after {bound} inputs"))?;
        let acting: Vec<Seat> = status.to_act().iter().collect();
        let seat = acting[policy.below(acting.len())];
        let command = if resign_at == Some(history.len()) {
            if policy.below(2) == 0 {
                Command::Resign
            } else {
                Command::Forfeit
            }
        } else if policy.below(100) == 0 {
            Command::AutoMove
        } else {
            let legal = m.legal_inputs(seat);
            Command::Play(legal[policy.below(legal.len())].clone())
        };
        let plays = m.game.plays();
        let step = m.apply(seat, command.clone()).map_err(|e| format!("{command:?} for seat {seat} refused: {e}"))?;
        if matches!(command, Command::AutoMove) {
            // A time-out moves for the seat once: it never plays on into the next play.
            ensure(m.game.plays() <= plays + 1, || {
                format!("an auto-move for seat {seat} played from play {plays} to play {}", m.game.plays())
            })?;
            report.auto_moves += 1;
        }
        events.extend(step.events.iter().cloned());
        history.push((seat, command));
        report.steps += 1;
    }

    // The outcome agrees with the events, and ended the way the last command says.
    let outcome = m.status().outcome().cloned().expect("finished");
    let (last_seat, last_command) = history.last().cloned().ok_or("a match ended with no input")?;
    let ending = match last_command {
        Command::Resign => Ending::Resigned(last_seat),
        Command::Forfeit => Ending::Forfeited(last_seat),
        _ => Ending::FullTime,
    };
    check_outcome::<G>(&outcome, ending, &events, m.sides(), report)?;
    report.goals += outcome.goals.iter().map(|g| *g as usize).sum::<usize>();
    ensure(outcome.goals == m.game.score(), || format!("outcome {:?} but score {:?}", outcome.goals, m.game.score()))?;

    // Replay from (config, seed, inputs); on the way, a copy is given up at a random point.
    let concede_at = policy.below(history.len());
    let (mut again, again_setup) = Match::<G>::new(config, seats, seed).map_err(|e| e.to_string())?;
    let mut again_events = again_setup;
    for (i, (seat, command)) in history.iter().enumerate() {
        if i == concede_at {
            check_concession(&again, &again_events, seats, &mut policy, report)?;
        }
        let step = again.apply(*seat, command.clone()).map_err(|e| format!("replay refused {command:?}: {e}"))?;
        again_events.extend(step.events);
    }
    ensure(again == m, || "replay reached a different state".into())?;
    ensure(again_events == events, || "replay produced different events".into())?;
    report.replays += 1;
    Ok(())
}

/// A random seat resigns or forfeits the unfinished match `m` (whose events so far are
/// `events`): the match ends at once, for the other seat, and takes no further command.
fn check_concession<G: Game>(
    m: &Match<G>,
    events: &[Event<G>],
    seats: usize,
    policy: &mut Chance,
    report: &mut Report,
) -> Result<(), String> {
    let seat = policy.below(seats);
    let (command, ending) = if policy.below(2) == 0 {
        (Command::Resign, Ending::Resigned(seat))
    } else {
        (Command::Forfeit, Ending::Forfeited(seat))
    };
    let mut ended = m.clone();
    let step = ended.apply(seat, command.clone()).map_err(|e| format!("{command:?} for seat {seat} refused: {e}"))?;
    let outcome = ended.status().outcome().cloned().ok_or_else(|| format!("{command:?} did not end the match"))?;
    let all: Vec<Event<G>> = events.iter().cloned().chain(step.events).collect();
    check_outcome::<G>(&outcome, ending, &all, m.sides(), report)?;
    ensure(outcome.goals == ended.game.score(), || format!("{command:?}: the goals {:?} do not stand", outcome.goals))?;
    let after = ended.clone();
    for s in 0..seats {
        ensure(ended.legal_inputs(s).is_empty(), || format!("seat {s} has inputs after {command:?}"))?;
        ensure(ended.apply(s, Command::Resign).is_err() && ended == after, || {
            format!("a conceded match took another command from seat {s}")
        })?;
    }
    Ok(())
}

/// The outcome of a finished match against its events: goals and shoot-out goals add up, the
/// winner is the one they name (or, after a concession, the other seat), the match ended as
/// `ending` says, and the last event announces that outcome. `sides` counts the seats and any
/// side the engine plays ([`crate::Profile::sides`]).
fn check_outcome<G: Game>(
    outcome: &Outcome,
    ending: Ending,
    events: &[Event<G>],
    sides: usize,
    report: &mut Report,
) -> Result<(), String> {
    let seats = sides;
    let mut goals = vec![0u16; seats];
    let mut shootout = vec![0u16; seats];
    for e in events {
        if let Event::Game(g) = e {
            match g.scored() {
                Some(Scored::Goal(s)) => goals[s] += 1,
                Some(Scored::Shootout(s)) => shootout[s] += 1,
                None => {}
            }
        }
    }
    ensure(goals == outcome.goals, || format!("goal events {goals:?} but outcome {:?}", outcome.goals))?;
    ensure(matches!(events.last(), Some(Event::Finished(o)) if o == outcome), || "no final Finished event".into())?;
    ensure(outcome.ending == ending, || format!("ended {:?}, expected {ending:?}", outcome.ending))?;
    match ending {
        Ending::FullTime => {
            // No shoot-out events without a shoot-out, and the shoot-out is what its events say.
            let held = outcome.shootout.clone().unwrap_or_else(|| vec![0; seats]);
            ensure(shootout == held, || format!("shoot-out events {shootout:?} but outcome {:?}", outcome.shootout))?;
            let by_events = Outcome::full_time(goals.clone(), outcome.shootout.as_ref().map(|_| shootout.clone()));
            ensure(by_events.winner == outcome.winner, || {
                format!("winner {:?} but the events name {:?}", outcome.winner, by_events.winner)
            })?;
            if outcome.shootout.is_some() {
                // Only a level match goes to penalties, and penalties always find a winner.
                ensure(Outcome::full_time(goals.clone(), None).winner.is_none(), || {
                    format!("a shoot-out after goals {goals:?}")
                })?;
                ensure(outcome.winner.is_some(), || format!("shoot-out {shootout:?} without a winner"))?;
                report.shootouts += 1;
                report.shootout_goals += shootout.iter().map(|g| *g as usize).sum::<usize>();
            }
        }
        Ending::Resigned(seat) | Ending::Forfeited(seat) => {
            let announced = events.iter().rev().find_map(|e| match e {
                Event::Resigned { seat } => Some(Ending::Resigned(*seat)),
                Event::Forfeited { seat } => Some(Ending::Forfeited(*seat)),
                _ => None,
            });
            ensure(announced == Some(ending), || format!("{ending:?} but the events say {announced:?}"))?;
            // Two seats: the other one wins. More: nobody does (see `Match::concede`).
            let expected = (seats == 2).then(|| 1 - seat);
            ensure(outcome.winner == expected, || format!("{ending:?} but winner {:?}", outcome.winner))?;
            ensure(outcome.shootout.is_none(), || format!("{ending:?} with a shoot-out score"))?;
            report.concessions += 1;
        }
    }
    Ok(())
}

fn check_step<G: Conformance>(
    m: &Match<G>,
    seats: usize,
    policy: &mut Chance,
    report: &mut Report,
) -> Result<(), String> {
    let status = m.status();
    let to_act = status.to_act();
    // Each seat's legal inputs, asked once: every check below reads them.
    let legal: Vec<Vec<G::Input>> = (0..seats).map(|seat| m.legal_inputs(seat)).collect();

    // Status agrees with legal inputs.
    for (seat, legal) in legal.iter().enumerate() {
        ensure(legal.is_empty() != to_act.contains(seat), || {
            format!("seat {seat}: status {status:?} but {} legal inputs", legal.len())
        })?;
    }

    // Serde round trip.
    let json = serde_json::to_string(m).map_err(|e| format!("serialize: {e}"))?;
    let back: Match<G> = serde_json::from_str(&json).map_err(|e| format!("deserialize: {e}"))?;
    ensure(back == *m, || "serde round trip changed the match".into())?;

    // The words are checked in each language in turn (German and French run long).
    let lang = Lang::ALL[report.steps % Lang::ALL.len()];
    let names: Vec<String> = (0..m.sides()).map(|s| format!("Side {s}")).collect();

    // Every legal input is accepted, and what it brings reads in words; a pending secret choice
    // does not show through to the others. One copy of the match per legal input serves all three.
    for seat in to_act.iter() {
        let mut told: Vec<Told<G>> = Vec::new();
        for input in &legal[seat] {
            let mut probe = m.clone();
            let step =
                probe.apply(seat, Command::Play(input.clone())).map_err(|e| format!("legal {input:?} refused: {e}"))?;
            report.legal_inputs_accepted += 1;
            check_lines(&step.events, seats, &names, lang)?;
            if let Status::Simultaneous { waiting } = &status {
                check_pending::<G>(seat, input, *waiting, &probe, &step.events, seats, &mut told, report)?;
            }
        }
    }

    // Illegal inputs are refused without change.
    let refuse = |seat: Seat, input: G::Input, report: &mut Report| -> Result<(), String> {
        let mut probe = m.clone();
        match probe.apply(seat, Command::Play(input.clone())) {
            Ok(_) => Err(format!("illegal {input:?} for seat {seat} was accepted")),
            Err(_) => {
                ensure(probe == *m, || format!("refused {input:?} changed the match"))?;
                report.illegal_inputs_refused += 1;
                Ok(())
            }
        }
    };
    for seat in 0..seats {
        for input in m.game.probe_inputs(seat, policy) {
            if !legal[seat].contains(&input) {
                refuse(seat, input, report)?;
            }
        }
        // Another seat's legal input, sent by a seat that may not play it.
        for other in (0..seats).filter(|other| *other != seat) {
            for input in legal[other].iter().take(3) {
                if !legal[seat].contains(input) {
                    refuse(seat, input.clone(), report)?;
                }
            }
        }
    }
    // A seat that is not at the table: refused by the match and by the game itself.
    if let Some(input) = legal.iter().flatten().next() {
        let mut probe = m.clone();
        ensure(probe.apply(seats, Command::Play(input.clone())).is_err() && probe == *m, || {
            "a missing seat was accepted".into()
        })?;
        let mut game = m.game.clone();
        ensure(game.apply(seats, input, policy).is_err() && game == m.game, || {
            "the game accepted a missing seat".into()
        })?;
        ensure(game.legal_inputs(seats).is_empty(), || "a missing seat has legal inputs".into())?;
        ensure(crate::game::auto_input(&game, seats, policy).is_none(), || "a missing seat got an auto move".into())?;
        report.illegal_inputs_refused += 1;
    }
    // A timer for a seat that owes nothing is refused too.
    for seat in (0..seats).filter(|s| !to_act.contains(*s)) {
        let mut probe = m.clone();
        ensure(probe.apply(seat, Command::AutoMove).is_err() && probe == *m, || {
            format!("an auto move for idle seat {seat} was accepted")
        })?;
        report.illegal_inputs_refused += 1;
    }
    // Malformed inputs: corrupted serialisations of legal inputs, one of each kind.
    let acting: Vec<Seat> = to_act.iter().collect();
    if !acting.is_empty() {
        for kind in 0..MALFORMED_PER_STEP {
            let seat = acting[policy.below(acting.len())];
            let legal = &legal[seat];
            let input = &legal[policy.below(legal.len())];
            let value = serde_json::to_value(input).map_err(|e| format!("serialize {input:?}: {e}"))?;
            let bad = corrupt(&value, kind, policy);
            report.malformed_inputs += 1;
            match serde_json::from_value::<G::Input>(bad.clone()) {
                Err(_) => report.malformed_unreadable += 1,
                // The corruption happened to spell a legal input.
                Ok(read) if legal.contains(&read) => {}
                Ok(read) => {
                    let mut probe = m.clone();
                    ensure(probe.apply(seat, Command::Play(read.clone())).is_err(), || {
                        format!("malformed {bad} (from {value}) read as {read:?} was accepted for seat {seat}")
                    })?;
                    ensure(probe == *m, || format!("refused malformed {read:?} changed the match"))?;
                    report.malformed_refused += 1;
                }
            }
        }
    }
    // Every legal input can be labelled for a menu, and the controls offer exactly them, in
    // this step's language.
    for (seat, legal) in legal.iter().enumerate() {
        check_controls(m, seat, legal, lang)?;
        report.controls_checked += 1;
    }
    // A seat's situation, whole and brief: a different seat's each step, so that over a match
    // every seat's is read in every language.
    let reader = report.steps % seats;
    let view = m.game.view(Viewer::Seat(reader));
    let _ = G::situation(&view, &names, lang);
    let _ = G::brief_situation(&view, &names, lang);

    // The position the match is in makes the same match, also through its text form.
    let position = m.game.to_position();
    let text = serde_json::to_string(&position).map_err(|e| format!("position: {e}"))?;
    let read: G::Position = serde_json::from_str(&text).map_err(|e| format!("position read back: {e}"))?;
    let rebuilt = G::from_position(read).map_err(|e| format!("its own position is refused: {e}"))?;
    ensure(rebuilt == m.game, || "the position makes a different match".into())?;

    // A match imagined for a seat (the look-ahead computer's worlds) looks to that seat just as
    // the real one does.
    let imagining = policy.seed();
    for seat in 0..seats {
        let world = m.game.imagine(Viewer::Seat(seat), &mut Chance::for_step(imagining, seat as u64));
        ensure(world.view(Viewer::Seat(seat)) == m.game.view(Viewer::Seat(seat)), || {
            format!("seat {seat} sees the match it imagined differently from the real one")
        })?;
        // The game's own inputs, not the match's: a conceded match offers none, its game may.
        ensure(world.legal_inputs(seat) == m.game.legal_inputs(seat), || {
            format!("seat {seat} may do other things in the match it imagined")
        })?;
    }
    // And a match imagined for the spectators (the win chances' worlds) looks to them as the real one.
    let spectating = |g: &G| g.imagine(Viewer::Spectator, &mut Chance::for_step(imagining, seats as u64));
    let world = spectating(&m.game);
    ensure(world.view(Viewer::Spectator) == m.game.view(Viewer::Spectator), || {
        "the spectators see the match they imagined differently from the real one".into()
    })?;
    ensure(world.status() == m.game.status(), || "the match the spectators imagined waits for someone else".into())?;

    // No view leaks another seat's secrets.
    for owner in 0..seats {
        if let Some(disturbed) = m.game.disturb_secrets(owner, policy) {
            let changed = disturbed != m.game;
            // Nor does what the computer imagines for another seat: one other seat each step,
            // in turn (at a table of six, imagining costs more than the rest of the step).
            let seat = (owner + 1 + report.steps % (seats - 1).max(1)) % seats;
            if seat != owner {
                let imagine = |g: &G| g.imagine(Viewer::Seat(seat), &mut Chance::for_step(imagining, seat as u64));
                ensure(imagine(&disturbed) == imagine(&m.game), || {
                    format!("what seat {seat}'s computer imagines depends on seat {owner}'s secrets")
                })?;
            }
            // Nor what the spectators' chances are computed from, nor (now and then: it plays
            // matches out) the chances themselves.
            ensure(spectating(&disturbed) == world, || {
                format!("the match the spectators imagine depends on seat {owner}'s secrets")
            })?;
            if report.steps % CHANCES_EVERY == owner {
                let mut twin = m.clone();
                twin.game = disturbed.clone();
                ensure(
                    crate::chances::estimate(&twin, 2, imagining) == crate::chances::estimate(m, 2, imagining),
                    || format!("the win chances depend on seat {owner}'s secrets"),
                )?;
                report.chances_checks += 1;
            }
            for viewer in (0..seats).filter(|s| *s != owner).map(Viewer::Seat).chain([Viewer::Spectator]) {
                ensure(disturbed.view(viewer) == m.game.view(viewer), || {
                    format!("{viewer:?} can see seat {owner}'s secrets")
                })?;
            }
            for seat in (0..seats).filter(|s| *s != owner) {
                ensure(disturbed.controls(seat, Lang::En) == m.game.controls(seat, Lang::En), || {
                    format!("seat {seat}'s controls show seat {owner}'s secrets")
                })?;
            }
            // A choice made in front of the table is posted where everyone sees it, with the
            // seat's situation: neither may show the seat's own secrets.
            if m.game.controls(owner, Lang::En).in_the_open {
                let situation = |g: &G| G::situation(&g.view(Viewer::Seat(owner)), &names, Lang::En);
                ensure(disturbed.controls(owner, Lang::En) == m.game.controls(owner, Lang::En), || {
                    format!("seat {owner}'s controls are shown in the open but show its secrets")
                })?;
                ensure(situation(&disturbed) == situation(&m.game), || {
                    format!("seat {owner}'s situation is shown in the open but shows its secrets")
                })?;
                report.open_checks += 1;
            }
            report.leak_checks += 1;
            if changed {
                report.effective_leak_checks += 1;
            }
        }
    }
    Ok(())
}

/// What the others were told of one kind of pending choice (a card, say, or a substitution):
/// the events and the view each of them got, with the kind of input that brought them.
type Told<G> = (std::mem::Discriminant<<G as Rules>::Input>, Vec<(Vec<Event<G>>, <G as Secrets>::View)>);

/// A pending secret choice: what others are told must not depend on the choice. Inputs of the
/// same variant (two different cards, say) must look identical to everyone else; which variant
/// was used (a card or a substitution) may be public. Only inputs after which the choosing is
/// not over are compared: the one that completes a reveal is public by design. `probe` is the
/// match after `input`, which brought `events`; `told` keeps what the others saw of each kind.
#[allow(clippy::too_many_arguments)]
fn check_pending<G: Conformance>(
    seat: Seat,
    input: &G::Input,
    waiting: SeatSet,
    probe: &Match<G>,
    events: &[Event<G>],
    seats: usize,
    told: &mut Vec<Told<G>>,
    report: &mut Report,
) -> Result<(), String> {
    if !waiting.contains(seat) {
        return Ok(());
    }
    // Still the same round: some of the same seats wait, and no new round began.
    let still_choosing = matches!(probe.status(), Status::Simultaneous { waiting: after }
        if !after.is_empty() && after.iter().all(|s| waiting.contains(s)))
        && !events.iter().any(crate::text::ends_turn::<G>);
    if !still_choosing {
        return Ok(());
    }
    let seen: Vec<(Vec<Event<G>>, G::View)> = (0..seats)
        .filter(|s| *s != seat)
        .map(Viewer::Seat)
        .chain([Viewer::Spectator])
        .map(|viewer| (events.iter().filter_map(|e| e.redact(viewer)).collect(), probe.view(viewer)))
        .collect();
    let kind = std::mem::discriminant(input);
    match told.iter().find(|(k, _)| *k == kind) {
        None => told.push((kind, seen)),
        Some((_, first)) => {
            ensure(*first == seen, || format!("seat {seat}'s pending choice {input:?} shows through to the others"))?
        }
    }
    report.leak_checks += 1;
    Ok(())
}

/// The line of every event a step brought, as each seat and a spectator read it: a message
/// that needs an argument it was not given fails here (the catalogue asserts it), as does a
/// line that comes out empty.
fn check_lines<G: Conformance>(events: &[Event<G>], seats: usize, names: &[String], lang: Lang) -> Result<(), String> {
    for viewer in (0..seats).map(Viewer::Seat).chain([Viewer::Spectator]) {
        for event in events.iter().filter_map(|e| e.redact(viewer)) {
            if let Some(line) = crate::text::event_line(&event, names, lang) {
                ensure(!line.trim().is_empty(), || format!("an empty line in {lang} for {event:?}"))?;
            }
        }
    }
    Ok(())
}

/// A seat's controls: within Discord's limits, labelled, offering each legal input exactly once
/// and nothing else (none at all for a seat with nothing to do), every input short enough to be
/// a menu option's value.
fn check_controls<G: Game>(m: &Match<G>, seat: Seat, legal: &[G::Input], lang: Lang) -> Result<(), String> {
    let controls = m.controls(seat, lang);
    controls.check().map_err(|e| format!("seat {seat}'s controls in {lang}: {e}"))?;
    // The builder cuts a label that is too long; a label of ours never needs cutting.
    for label in controls.texts() {
        let cut = label.ends_with('…')
            && [crate::controls::MAX_LABEL, crate::controls::MAX_BUTTON_LABEL].contains(&label.chars().count());
        ensure(!cut, || format!("seat {seat}'s control in {lang} was cut to fit: {label}"))?;
    }
    let offered = controls.inputs();
    ensure(offered.len() == legal.len(), || {
        format!("seat {seat}: {} legal inputs but {} offered", legal.len(), offered.len())
    })?;
    for input in legal {
        ensure(offered.iter().filter(|i| **i == input).count() == 1, || {
            format!("seat {seat}: {input:?} is not offered exactly once")
        })?;
        ensure(!m.describe_input(seat, input, lang).is_empty(), || format!("{input:?} has no label in {lang}"))?;
        let value = serde_json::to_string(input).map_err(|e| e.to_string())?;
        ensure(value.len() <= crate::controls::MAX_LABEL, || format!("{input:?} encodes in {} bytes", value.len()))?;
    }
    Ok(())
}

/// A step on the way from the root of a JSON value to one of its parts.
#[derive(Clone, Debug)]
enum Key {
    Field(String),
    Item(usize),
}

/// Every part of `value` (itself included) as the path that reaches it.
fn parts(value: &Value, path: &mut Vec<Key>, out: &mut Vec<Vec<Key>>) {
    out.push(path.clone());
    match value {
        Value::Object(map) => {
            for (k, v) in map {
                path.push(Key::Field(k.clone()));
                parts(v, path, out);
                path.pop();
            }
        }
        Value::Array(items) => {
            for (i, v) in items.iter().enumerate() {
                path.push(Key::Item(i));
                parts(v, path, out);
                path.pop();
            }
        }
        _ => {}
    }
}

fn part<'a>(value: &'a Value, path: &[Key]) -> &'a Value {
    path.iter().fold(value, |v, key| match key {
        Key::Field(k) => &v[k.as_str()],
        Key::Item(i) => &v[*i],
    })
}

fn part_mut<'a>(value: &'a mut Value, path: &[Key]) -> &'a mut Value {
    path.iter().fold(value, |v, key| match key {
        Key::Field(k) => &mut v[k.as_str()],
        Key::Item(i) => &mut v[*i],
    })
}

/// A name no serde enum variant or field of ours has: another case, a suffix, or nothing.
fn unknown_name(name: &str, chance: &mut Chance) -> String {
    match chance.below(3) {
        0 => name.to_uppercase(),
        1 => format!("{name}_x"),
        _ => String::new(),
    }
}

/// Numbers a field may not hold, or may hold but should not mean anything: negative, beyond
/// every integer width, fractional, the top of a byte, just past the original.
fn bad_number(original: &serde_json::Number, chance: &mut Chance) -> Value {
    let next = original.as_u64().map_or(Value::from(1), |n| Value::from(n.saturating_add(1)));
    let options = [
        Value::from(-1),
        Value::from(i64::MIN),
        Value::from(256),
        Value::from(65_536),
        Value::from(u64::MAX),
        Value::from(1e300),
        Value::from(0.5),
        Value::from(255),
        Value::from(u16::MAX),
        next,
    ];
    options[chance.below(options.len())].clone()
}

/// A copy of a serialised input with one corruption of the given kind (`kind % 4`):
/// 0. an enum variant or field name replaced by an unknown one;
/// 1. a number replaced by one out of range, negative, huge or fractional;
/// 2. a field removed;
/// 3. a part replaced by a value of another type.
///
/// When the value has nothing the kind can corrupt (no numbers, say), a wrong type is used.
fn corrupt(value: &Value, kind: usize, chance: &mut Chance) -> Value {
    let mut out = value.clone();
    let mut paths = Vec::new();
    parts(value, &mut Vec::new(), &mut paths);
    let is_field = |p: &Vec<Key>| matches!(p.last(), Some(Key::Field(_)));
    // Names: string values (unit variants) and object keys (variant tags and field names).
    let mut names: Vec<(Vec<Key>, bool)> = Vec::new();
    for p in &paths {
        if let Value::String(_) = part(value, p) {
            names.push((p.clone(), false));
        }
        if is_field(p) {
            names.push((p.clone(), true));
        }
    }
    let numbers: Vec<&Vec<Key>> = paths.iter().filter(|p| part(value, p).is_number()).collect();
    let fields: Vec<&Vec<Key>> = paths.iter().filter(|p| is_field(p)).collect();
    match kind % 4 {
        0 if !names.is_empty() => {
            let (path, key) = &names[chance.below(names.len())];
            if *key {
                let Some(Key::Field(k)) = path.last() else { unreachable!("a key path ends in a field") };
                if let Value::Object(map) = part_mut(&mut out, &path[..path.len() - 1]) {
                    let v = map.remove(k).expect("the key exists");
                    map.insert(unknown_name(k, chance), v);
                }
            } else if let Value::String(s) = part_mut(&mut out, path) {
                *s = unknown_name(s, chance);
            }
        }
        1 if !numbers.is_empty() => {
            let target = part_mut(&mut out, numbers[chance.below(numbers.len())]);
            if let Value::Number(n) = target {
                *target = bad_number(&n.clone(), chance);
            }
        }
        2 if !fields.is_empty() => {
            let path = fields[chance.below(fields.len())];
            let Some(Key::Field(k)) = path.last() else { unreachable!("fields end in a field") };
            if let Value::Object(map) = part_mut(&mut out, &path[..path.len() - 1]) {
                map.remove(k);
            }
        }
        _ => {
            let target = part_mut(&mut out, &paths[chance.below(paths.len())]);
            *target = match target {
                Value::Null => Value::from(0),
                Value::Bool(b) => Value::from(b.to_string()),
                Value::Number(n) => Value::from(n.to_string()),
                Value::String(_) => Value::from(1),
                Value::Array(items) => Value::from(items.len() as u64),
                Value::Object(map) => Value::Array(map.values().cloned().collect()),
            };
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kix::state::{PenaltyKick, PenaltyResult};
    use crate::kix::{Card, Kix, Specialist};

    fn penalty(shooter: Seat, scored: bool) -> Event<Kix> {
        let card = Card { id: 0, specialist: Specialist::Attacker, values: [1; 5], name: 0 };
        let result = if scored { PenaltyResult::Scored } else { PenaltyResult::Saved };
        let kick = PenaltyKick { shooter, striker: card, keeper: card, result, sudden_death: false };
        Event::Game(crate::kix::Event::Penalty { kick, score: [0, 0] })
    }

    fn check(outcome: Outcome, ending: Ending, mut events: Vec<Event<Kix>>) -> Result<Report, String> {
        events.push(Event::Finished(outcome.clone()));
        let mut report = Report::default();
        check_outcome::<Kix>(&outcome, ending, &events, 2, &mut report).map(|_| report)
    }

    #[test]
    fn a_shootout_must_be_what_its_events_add_up_to() {
        let kicks = vec![penalty(0, true), penalty(1, false), penalty(0, true), penalty(1, true)];
        let report = check(Outcome::full_time(vec![0, 0], Some(vec![2, 1])), Ending::FullTime, kicks.clone()).unwrap();
        assert_eq!((report.shootouts, report.shootout_goals), (1, 3));
        // One goal too many, or none held at all.
        assert!(check(Outcome::full_time(vec![0, 0], Some(vec![2, 2])), Ending::FullTime, kicks.clone()).is_err());
        assert!(check(Outcome::full_time(vec![0, 0], None), Ending::FullTime, kicks.clone()).is_err());
        // The right score with the wrong winner.
        let mut wrong = Outcome::full_time(vec![0, 0], Some(vec![2, 1]));
        wrong.winner = Some(1);
        assert!(check(wrong, Ending::FullTime, kicks).is_err());
        // A shoot-out after a match that was not level.
        let goal = Event::Game(crate::kix::Event::Goal { seat: 0, score: [1, 0] });
        let uneven = vec![goal, penalty(0, true)];
        assert!(check(Outcome::full_time(vec![1, 0], Some(vec![1, 0])), Ending::FullTime, uneven).is_err());
    }

    #[test]
    fn a_concession_is_won_by_the_other_seat() {
        let conceded =
            |winner: Option<Seat>| Outcome { goals: vec![0, 0], shootout: None, winner, ending: Ending::Resigned(0) };
        let events = vec![Event::Resigned { seat: 0 }];
        let report = check(conceded(Some(1)), Ending::Resigned(0), events.clone()).unwrap();
        assert_eq!(report.concessions, 1);
        assert!(check(conceded(Some(0)), Ending::Resigned(0), events.clone()).is_err());
        assert!(check(conceded(None), Ending::Resigned(0), events.clone()).is_err());
        // Not the ending the driver caused, or not the one announced.
        assert!(check(conceded(Some(1)), Ending::Forfeited(0), events).is_err());
        assert!(check(conceded(Some(1)), Ending::Resigned(0), vec![Event::Forfeited { seat: 0 }]).is_err());
    }

    #[test]
    fn every_kind_of_corruption_changes_the_input() {
        let inputs = [
            serde_json::to_value(crate::kix::Input::BenchReady).unwrap(),
            serde_json::to_value(crate::kix::Input::Corner { first: 3, second: 7 }).unwrap(),
            serde_json::to_value(crate::fuba::Input::Formation { formation: crate::fuba::Formation::new(4, 4, 2) })
                .unwrap(),
            serde_json::to_value(crate::fuba::Input::HalfTime { change: None }).unwrap(),
        ];
        let mut chance = Chance::for_step(1, 0);
        for value in &inputs {
            for kind in 0..MALFORMED_PER_STEP {
                for _ in 0..50 {
                    let bad = corrupt(value, kind, &mut chance);
                    assert_ne!(&bad, value, "kind {kind}");
                }
            }
        }
        // A number corruption leaves the shape and replaces one of the numbers.
        let corner = &inputs[1];
        let bad = corrupt(corner, 1, &mut chance);
        let numbers = |v: &Value| [v["corner"]["first"].clone(), v["corner"]["second"].clone()];
        let changed = numbers(corner).iter().zip(numbers(&bad).iter()).filter(|(a, b)| a != b).count();
        assert_eq!(changed, 1, "{bad}");
    }
}

/// A computer player's record against uniformly random play, from the computer's side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Record {
    pub won: u32,
    pub drawn: u32,
    pub lost: u32,
    pub scored: u32,
    pub conceded: u32,
}

/// `Brain::Normal` against `Brain::Random` over the seeded two-seat matches `seeds` of `config`,
/// the computer swapping seats every match (it takes seat `seed % 2`).
pub fn computer_against_random<G: Game>(config: &G::Config, seeds: std::ops::Range<u64>) -> Record {
    use crate::players::Brain;
    let mut record = Record::default();
    for seed in seeds {
        let computer = (seed % 2) as usize;
        let (mut m, _) = Match::<G>::new(config.clone(), 2, seed).expect("two seats");
        let mut policy = Chance::for_step(seed, u64::MAX);
        while let Some(seat) = m.status().to_act().iter().next() {
            let brain = if seat == computer { Brain::Normal } else { Brain::Random };
            let input = brain.pick_typed(&m, seat, &mut policy).expect("a seat to act has a legal input");
            m.apply(seat, Command::Play(input)).expect("players pick legal inputs");
        }
        let score = m.game.score();
        let (ours, theirs) = (u32::from(score[computer]), u32::from(score[1 - computer]));
        record.scored += ours;
        record.conceded += theirs;
        match ours.cmp(&theirs) {
            std::cmp::Ordering::Greater => record.won += 1,
            std::cmp::Ordering::Equal => record.drawn += 1,
            std::cmp::Ordering::Less => record.lost += 1,
        }
    }
    record
}
