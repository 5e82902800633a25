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
//! - the match ends within [`Game::max_inputs`];
//!
//! and at the end that the outcome agrees with the goal events and that replaying
//! (config, seed, inputs) gives the same match and the same events.

use crate::chance::Chance;
use crate::game::{Command, Ending, Game, Outcome, Seat, Status, Viewer};
use crate::match_state::{Event, Match};

/// What a game must offer the harness beyond [`Game`].
pub trait Conformance: Game {
    /// The option sets to exercise, each with its seat count.
    fn configs() -> Vec<(Self::Config, usize)>;

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
}

/// Run `matches` random matches for every config of `G`, seeded from `seed`.
pub fn run<G: Conformance>(matches: usize, seed: u64) -> Result<Report, String> {
    let mut report = Report::default();
    let configs = G::configs();
    for i in 0..matches {
        let (config, seats) = configs[i % configs.len()].clone();
        let match_seed = crate::chance::derive_seed(seed, i as u64);
        check_one::<G>(config, seats, match_seed, &mut report)
            .map_err(|e| format!("{:?} match {i} (seed {match_seed}): {e}", G::KIND))?;
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
        let step = m.apply(seat, command.clone()).map_err(|e| format!("{command:?} for seat {seat} refused: {e}"))?;
        events.extend(step.events.iter().cloned());
        history.push((seat, command));
        report.steps += 1;
    }

    // The outcome agrees with the events.
    let outcome = m.status().outcome().cloned().expect("finished");
    let mut goals = vec![0u16; seats];
    for e in &events {
        if let Event::Game(g) = e {
            if let Some(s) = G::goal_for(g) {
                goals[s] += 1;
            }
        }
    }
    report.goals += goals.iter().map(|g| *g as usize).sum::<usize>();
    ensure(goals == outcome.goals, || format!("goal events {goals:?} but outcome {:?}", outcome.goals))?;
    ensure(goals == m.game.score(), || format!("goal events {goals:?} but score {:?}", m.game.score()))?;
    ensure(matches!(events.last(), Some(Event::Finished(o)) if *o == outcome), || "no final Finished event".into())?;
    if outcome.ending == Ending::FullTime {
        let by_goals = Outcome::full_time(outcome.goals.clone(), outcome.shootout.clone());
        ensure(by_goals.winner == outcome.winner, || format!("winner {:?} disagrees with goals", outcome.winner))?;
    }

    // Replay from (config, seed, inputs).
    let (mut again, again_setup) = Match::<G>::new(config, seats, seed).map_err(|e| e.to_string())?;
    let mut again_events = again_setup;
    for (seat, command) in &history {
        let step = again.apply(*seat, command.clone()).map_err(|e| format!("replay refused {command:?}: {e}"))?;
        again_events.extend(step.events);
    }
    ensure(again == m, || "replay reached a different state".into())?;
    ensure(again_events == events, || "replay produced different events".into())?;
    report.replays += 1;
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

    // Status agrees with legal inputs.
    for seat in 0..seats {
        let legal = m.legal_inputs(seat);
        ensure(legal.is_empty() != to_act.contains(seat), || {
            format!("seat {seat}: status {status:?} but {} legal inputs", legal.len())
        })?;
    }

    // Serde round trip.
    let json = serde_json::to_string(m).map_err(|e| format!("serialize: {e}"))?;
    let back: Match<G> = serde_json::from_str(&json).map_err(|e| format!("deserialize: {e}"))?;
    ensure(back == *m, || "serde round trip changed the match".into())?;

    // Every legal input is accepted.
    for seat in to_act.iter() {
        for input in m.legal_inputs(seat) {
            let mut probe = m.clone();
            probe.apply(seat, Command::Play(input.clone())).map_err(|e| format!("legal {input:?} refused: {e}"))?;
            report.legal_inputs_accepted += 1;
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
        let legal = m.legal_inputs(seat);
        for input in m.game.probe_inputs(seat, policy) {
            if !legal.contains(&input) {
                refuse(seat, input, report)?;
            }
        }
        // Another seat's legal input, sent by a seat that may not play it.
        for other in 0..seats {
            if other != seat {
                for input in m.legal_inputs(other).into_iter().take(3) {
                    if !legal.contains(&input) {
                        refuse(seat, input, report)?;
                    }
                }
            }
        }
    }
    // A seat that is not at the table: refused by the match and by the game itself.
    if let Some(input) = (0..seats).flat_map(|s| m.legal_inputs(s)).next() {
        let mut probe = m.clone();
        ensure(probe.apply(seats, Command::Play(input.clone())).is_err() && probe == *m, || {
            "a missing seat was accepted".into()
        })?;
        let mut game = m.game.clone();
        ensure(game.apply(seats, &input, policy).is_err() && game == m.game, || {
            "the game accepted a missing seat".into()
        })?;
        ensure(game.legal_inputs(seats).is_empty(), || "a missing seat has legal inputs".into())?;
        ensure(game.auto_input(seats, policy).is_none(), || "a missing seat got an auto move".into())?;
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
    // Every legal input can be labelled for a menu.
    for seat in to_act.iter() {
        for input in m.legal_inputs(seat) {
            ensure(!m.game.describe_input(seat, &input).is_empty(), || format!("{input:?} has no label"))?;
        }
    }

    // No view leaks another seat's secrets.
    for owner in 0..seats {
        if let Some(disturbed) = m.game.disturb_secrets(owner, policy) {
            let changed = disturbed != m.game;
            for viewer in (0..seats).filter(|s| *s != owner).map(Viewer::Seat).chain([Viewer::Spectator]) {
                ensure(disturbed.view(viewer) == m.game.view(viewer), || {
                    format!("{viewer:?} can see seat {owner}'s secrets")
                })?;
            }
            report.leak_checks += 1;
            if changed {
                report.effective_leak_checks += 1;
            }
        }
    }
    // A pending secret choice: what others are told must not depend on the choice. Inputs of
    // the same variant (two different cards, say) must look identical to everyone else; which
    // variant was used (a card or a substitution) may be public. Only inputs after which the
    // choosing is not over are compared: the one that completes a reveal is public by design.
    if let Status::Simultaneous { waiting } = status {
        for seat in waiting.iter() {
            let others: Vec<Viewer> =
                (0..seats).filter(|s| *s != seat).map(Viewer::Seat).chain([Viewer::Spectator]).collect();
            let mut told: Vec<(std::mem::Discriminant<G::Input>, Vec<String>)> = Vec::new();
            for input in m.legal_inputs(seat) {
                let mut probe = m.clone();
                let step = probe.apply(seat, Command::Play(input.clone())).map_err(|e| e.to_string())?;
                // Still the same round: some of the same seats wait, and no new round began.
                let still_choosing = matches!(probe.status(), Status::Simultaneous { waiting: after }
                    if !after.is_empty() && after.iter().all(|s| waiting.contains(s)));
                if !still_choosing {
                    continue;
                }
                let mut seen = Vec::new();
                for viewer in &others {
                    let events: Vec<Event<G>> = step.events.iter().filter_map(|e| e.redact(*viewer)).collect();
                    let events = serde_json::to_string(&events).map_err(|e| e.to_string())?;
                    let view = serde_json::to_string(&probe.view(*viewer)).map_err(|e| e.to_string())?;
                    seen.push(events + &view);
                }
                let kind = std::mem::discriminant(&input);
                match told.iter().find(|(k, _)| *k == kind) {
                    None => told.push((kind, seen)),
                    Some((_, first)) => ensure(*first == seen, || {
                        format!("seat {seat}'s pending choice {input:?} shows through to the others")
                    })?,
                }
                report.leak_checks += 1;
            }
        }
    }
    Ok(())
}
