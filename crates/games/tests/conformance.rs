//! The conformance harness over every registered game: each game's run, its size and seed and
//! what it must reach are in its own folder (`conformance.rs`), so a new game needs no line here.

use touchline_games::GameKind;

#[test]
fn every_registered_game_conforms() {
    for kind in GameKind::ALL {
        let report = kind.conform().unwrap_or_else(|e| panic!("{e}"));
        println!("{}: {report:?}", kind.title());
    }
}
