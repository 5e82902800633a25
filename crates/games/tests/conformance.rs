//! The conformance harness over every registered game.

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
    report
}

#[test]
fn every_registered_game_conforms() {
    for kind in GameKind::ALL {
        match kind {
            GameKind::Kix => {
                check::<Kix>();
            }
        }
    }
}
