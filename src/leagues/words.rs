//! Competitions in words, the same on Discord and on the web pages: where a fixture stands, the
//! heading it is listed under, a knockout tie's score, and which tie-break separated two teams.

use std::collections::HashMap;

use touchline_league::{groups, Entrant, Table};

use super::season::{score_text, Standing};
use crate::competition::{Fixture, FixtureStatus, Stage};

/// Where a fixture stands, in words: its score once played, else what it waits for. The web
/// companion says it the same way.
pub fn fixture_state(f: &Fixture, names: &HashMap<Entrant, String>) -> String {
    match score_text(f, names) {
        Some(score) => score,
        None => match f.status {
            FixtureStatus::InPlay => "being played".to_string(),
            FixtureStatus::Reported => "score reported, awaiting confirmation".to_string(),
            FixtureStatus::Disputed => "disputed: awaiting an admin".to_string(),
            FixtureStatus::Overdue => "deadline missed: awaiting an admin".to_string(),
            _ if f.home_ready || f.away_ready => "one side ready".to_string(),
            _ => "to play".to_string(),
        },
    }
}

/// The heading a fixture is listed under: its knockout round's name, its group and round, or
/// its round.
pub fn round_title(s: &Standing, f: &Fixture) -> String {
    match (f.spec.stage, &s.bracket) {
        (Stage::Knockout, Some(b)) => b.round_name(f.spec.round),
        (Stage::Group, _) => {
            format!("Group {} · round {}", groups::group_name(f.spec.group_no.unwrap_or(0) as usize), f.spec.round)
        }
        _ => format!("Round {}", f.spec.round),
    }
}

/// Which tie-break separated teams level on points, in words.
pub fn tiebreak_notes(table: &Table, name: &dyn Fn(Entrant) -> String) -> Vec<String> {
    let mut notes = Vec::new();
    for pair in table.rows.windows(2) {
        if let Some(criterion) = pair[1].separated_by.filter(|c| *c != touchline_league::Criterion::Points) {
            notes.push(format!("{} above {} on {}", name(pair[0].entrant), name(pair[1].entrant), criterion.label()));
        }
    }
    notes
}

/// A tie's score from the upper side: one leg "2–1", "1–1 (4–3 pens)" style notes, or the
/// aggregate over two legs.
pub fn tie_score(legs: &[touchline_league::Played], home: Option<Entrant>, names: &HashMap<Entrant, String>) -> String {
    let home = home.unwrap_or_default();
    let (mut h, mut a) = (0, 0);
    for p in legs {
        if p.home == home {
            h += p.home_goals;
            a += p.away_goals;
        } else {
            h += p.away_goals;
            a += p.home_goals;
        }
    }
    let mut text = if legs.len() > 1 { format!("{h}–{a} agg.") } else { format!("{h}–{a}") };
    if let Some(w) = legs.iter().rev().find_map(|p| p.decided_for) {
        text.push_str(&format!(" ({} through)", names.get(&w).cloned().unwrap_or_default()));
    }
    text
}
