//! The conformance harness over every registered game.

use touchline_games::fuba::Fuba;
use touchline_games::kix::Kix;
use touchline_games::testing::{run, Conformance, Report};
use touchline_games::GameKind;

/// Matches per game: thousands, spread over the game's option sets.
const MATCHES: usize = 2_000;

fn check<G: Conformance>() -> Report {
    let report = run::<G>(MATCHES, 0x70c4_11e5).unwrap_or_else(|e| panic!("{e}"));
    println!("{:?}: {report:?}", G::KIND);
    assert_eq!(report.matches, MATCHES);
    assert_eq!(report.replays, MATCHES);
    assert!(report.illegal_inputs_refused > report.matches, "refusals were exercised");
    assert!(report.effective_leak_checks > report.matches, "leak checks could have failed");
    assert!(report.goals > 0);
    assert_outcomes_and_malformed_inputs_checked(&report);
    report
}

/// The checks every game's run must have reached: shoot-outs (the option sets include knockout
/// ties), a concession per match, and malformed inputs of both fates.
fn assert_outcomes_and_malformed_inputs_checked(report: &Report) {
    assert!(report.shootouts > 0, "no shoot-out was checked");
    assert!(report.shootout_goals > 0);
    assert!(report.concessions >= report.matches, "a concession per match");
    assert!(report.malformed_inputs >= report.steps, "malformed inputs every step");
    assert!(report.malformed_unreadable > 0, "some malformed inputs fail to read");
    assert!(report.malformed_refused > 0, "some malformed inputs read but are refused");
    assert!(report.controls_checked >= 2 * report.steps, "every seat's controls at every step");
}

#[test]
fn every_registered_game_conforms() {
    for kind in GameKind::ALL {
        match kind {
            GameKind::Kix => {
                check::<Kix>();
            }
            GameKind::Fuba => {
                check_fuba();
            }
            #[cfg(feature = "test-games")]
            GameKind::Tally => check_tally(),
        }
    }
}

/// FUBA matches are long (hundreds of decisions, each probed for every legal alternative), so
/// the harness runs fewer of them; every option set is still covered many times.
fn check_fuba() {
    const FUBA_MATCHES: usize = 120;
    let report = run::<Fuba>(FUBA_MATCHES, 0xf0ba).unwrap_or_else(|e| panic!("{e}"));
    println!("Fuba: {report:?}");
    assert_eq!(report.replays, FUBA_MATCHES);
    assert!(report.illegal_inputs_refused > 100 * report.matches, "refusals were exercised");
    assert!(report.effective_leak_checks > report.matches, "leak checks could have failed");
    assert!(report.goals > 0);
    assert_outcomes_and_malformed_inputs_checked(&report);
}

/// The test game, at two, three and four seats: what matters is that the harness's checks hold
/// with more than two seats (its shoot-out by lots is too rare to insist on).
#[cfg(feature = "test-games")]
fn check_tally() {
    let report = run::<touchline_games::tally::Tally>(600, 0x7a11).unwrap_or_else(|e| panic!("{e}"));
    println!("Tally: {report:?}");
    assert_eq!(report.replays, 600);
    assert!(report.effective_leak_checks > report.matches, "leak checks could have failed");
    assert!(report.concessions >= report.matches);
    assert!(report.goals > 0 && report.controls_checked > report.steps);
}
