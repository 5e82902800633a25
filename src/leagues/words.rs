//! Competitions in words, the same on Discord and on the web pages: where a fixture stands, the
//! heading it is listed under, a knockout tie's score, and which tie-break separated two teams.

use std::collections::HashMap;

use touchline_league::{groups, Entrant, Table, TieBreak};

use super::season::{score_text, Standing};
use super::{game_title, kind_word};
use crate::competition::{Competition, Fixture, FixtureStatus, Format, Stage};

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

/// Every member's name, by entrant.
pub fn names(s: &Standing) -> HashMap<Entrant, String> {
    s.members.iter().map(|m| (m.player_id, m.name.clone())).collect()
}

/// The first round with a fixture still to settle (the last drawn, when all are).
pub fn first_open_round(s: &Standing) -> u32 {
    s.fixtures.iter().filter(|f| f.result.is_none()).map(|f| f.spec.round).min().unwrap_or(1)
}

/// One fixture as a line: its number, the sides, the leg, and where it stands.
pub fn fixture_line(f: &Fixture, names: &HashMap<Entrant, String>) -> String {
    let name = |id: &Entrant| names.get(id).cloned().unwrap_or_else(|| format!("#{id}"));
    let state = fixture_state(f, names);
    let leg = match (f.spec.stage, f.spec.leg) {
        (Stage::Knockout, 2) => " (2nd leg)",
        (Stage::Knockout, 3) => " (decider)",
        _ => "",
    };
    format!("`#{}` {} v {}{leg} — {state}", f.id, name(&f.spec.home), name(&f.spec.away))
}

/// The fixtures of one round (or all), under their headings.
pub fn fixtures_text(s: &Standing, round: Option<u32>) -> String {
    let names = names(s);
    let mut lines = Vec::new();
    let mut last = String::new();
    for f in s.fixtures.iter().filter(|f| round.is_none_or(|r| f.spec.round == r)) {
        let title = round_title(s, f);
        if title != last {
            lines.push(format!("**{title}**"));
            last = title;
        }
        lines.push(fixture_line(f, &names));
    }
    if lines.is_empty() {
        return "No fixtures there.".to_string();
    }
    lines.join("\n")
}

/// A competition in one line: its game and options, format, points, tie-break and deadlines.
pub fn summary(c: &Competition) -> String {
    let format = match c.spec.format {
        Format::RoundRobin if c.spec.legs == 2 => "double round robin".to_string(),
        Format::RoundRobin => format!("round robin, {} leg(s)", c.spec.legs),
        Format::Knockout => format!("knockout, {}-legged ties", c.spec.legs),
        Format::Swiss => "Swiss".to_string(),
        Format::Groups => {
            format!("{} group(s), top {} to a knockout", c.spec.groups.unwrap_or(1), c.spec.qualifiers.unwrap_or(1))
        }
        Format::DraftLeague => match c.spec.managers {
            Some(m) => format!("draft league of {m} managers, then a round robin"),
            None => "draft league, then a round robin".to_string(),
        },
    };
    let p = c.spec.points;
    let deadline = match c.spec.round_seconds {
        Some(s) => format!("{} day(s) per round", s / 86_400),
        None => "no round deadlines".to_string(),
    };
    let tiebreak = match c.spec.tiebreak {
        TieBreak::Rulebook => format!("{}'s rulebook", game_title(c)),
        preset => preset.name().to_string(),
    };
    format!(
        "{} ({}) · {format} · points {}-{}-{} · tie-break: {} · {deadline}",
        game_title(c),
        c.spec.config.summary(),
        p.win,
        p.draw,
        p.loss,
        tiebreak
    )
}

/// The commands a competition's members use, as they type them: `/league` or `/tournament`.
pub fn command(c: &Competition) -> &'static str {
    kind_word(c.spec.kind)
}

/// A table as monospaced text: the fallback when images are off, and for screen readers.
pub fn table_text(table: &Table, name: &dyn Fn(Entrant) -> String) -> String {
    let mut out = String::from("```\n #  Team            P  W  D  L  GF  GA  GD  Pts\n");
    for r in &table.rows {
        let team: String = name(r.entrant).chars().take(14).collect();
        out.push_str(&format!(
            "{:>2}  {:<14} {:>2} {:>2} {:>2} {:>2} {:>3} {:>3} {:>+3} {:>4}\n",
            r.position,
            team,
            r.played,
            r.won,
            r.drawn,
            r.lost,
            r.goals_for,
            r.goals_against,
            r.goal_difference,
            r.points
        ));
    }
    out.push_str("```");
    out
}
