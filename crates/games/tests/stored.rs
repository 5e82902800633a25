//! Matches stored by the previous version of Touchline still load and play on: a restart after
//! an upgrade must resume every match. The fixtures were written by that version mid-match (a
//! KIX 11-a-side cup tie, a basic and an advanced FUBA match, whose state still holds the turn
//! summaries as prose, since replaced by the turn's events).

use touchline_games::{AnyMatch, Command, Viewer};

fn resumes(name: &str) {
    let text = std::fs::read_to_string(format!("{}/tests/fixtures/{name}.json", env!("CARGO_MANIFEST_DIR"))).unwrap();
    let mut m = AnyMatch::from_json(&text).unwrap_or_else(|e| panic!("{name} no longer reads: {e}"));
    assert!(m.version() > 0 && m.status().outcome().is_none(), "{name} was stored mid-match");
    let names = vec!["Home".to_string(), "Away".to_string()];
    let mut steps = 0;
    while let Some(seat) = m.status().to_act().iter().next() {
        assert!(!m.controls(seat, touchline_games::Lang::En).is_empty(), "{name}: seat {seat} has controls");
        let _ = m.view(Viewer::Seat(seat)).situation(&names, touchline_games::Lang::En);
        m.apply(seat, Command::AutoMove).unwrap_or_else(|e| panic!("{name}: {e}"));
        steps += 1;
        assert!(steps < 50_000, "{name} does not end");
    }
    assert!(m.status().outcome().is_some());
}

#[test]
fn matches_stored_by_the_previous_version_play_on() {
    for name in ["kix-eleven", "fuba-basic", "fuba-advanced"] {
        resumes(name);
    }
}
