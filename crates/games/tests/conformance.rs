//! The conformance harness over every registered game: each game's run, its size and seed and
//! what it must reach are in its own folder (`conformance.rs`), so a new game needs no line here.
//! The games run side by side, one thread each: a run is thousands of matches.

use touchline_games::GameKind;

#[test]
fn every_registered_game_conforms() {
    let failures: Vec<String> = std::thread::scope(|scope| {
        let runs: Vec<_> = GameKind::ALL.iter().map(|kind| (kind, scope.spawn(move || kind.conform()))).collect();
        runs.into_iter()
            .filter_map(|(kind, run)| match run.join() {
                Ok(Ok(report)) => {
                    println!("{}: {report:?}", kind.title());
                    None
                }
                Ok(Err(e)) => Some(e),
                Err(_) => Some(format!("{}: the run panicked", kind.title())),
            })
            .collect()
    });
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
