//! Competitions in words, the same on Discord and on the web pages: where a fixture stands, the
//! heading it is listed under, a knockout tie's score, and which tie-break separated two teams.

use std::collections::HashMap;

use touchline_i18n::{say, Lang};
use touchline_league::knockout::{Bracket, RoundName};
use touchline_league::{groups, Criterion, Entrant, Preset, Table, TieBreak};
use touchline_render::standings::StandingsWords;

use super::season::{score_text, Standing};
use super::{game_title, kind_word};
use crate::competition::{Competition, Fixture, FixtureStatus, Shape};
use crate::speech::LEAGUES;

/// Where a fixture stands, in words: its score once played, else what it waits for. The web
/// companion says it the same way.
pub fn fixture_state(f: &Fixture, names: &HashMap<Entrant, String>, lang: Lang) -> String {
    match score_text(f, names, lang) {
        Some(score) => score,
        None => match f.status {
            FixtureStatus::InPlay => say!(LEAGUES, lang, "fixture-in-play"),
            FixtureStatus::Reported => say!(LEAGUES, lang, "fixture-reported"),
            FixtureStatus::Disputed => say!(LEAGUES, lang, "fixture-disputed"),
            FixtureStatus::Overdue => say!(LEAGUES, lang, "fixture-overdue"),
            _ if f.home_ready || f.away_ready => say!(LEAGUES, lang, "fixture-one-ready"),
            _ => say!(LEAGUES, lang, "fixture-to-play"),
        },
    }
}

/// A knockout round's name: "Final", "Semi-finals", "Round of 16", ….
pub fn round_name(bracket: &Bracket, round: u32, lang: Lang) -> String {
    match bracket.round(round) {
        RoundName::Final => say!(LEAGUES, lang, "round-final"),
        RoundName::SemiFinals => say!(LEAGUES, lang, "round-semi-finals"),
        RoundName::QuarterFinals => say!(LEAGUES, lang, "round-quarter-finals"),
        RoundName::RoundOf(sides) => say!(LEAGUES, lang, "round-of", sides = sides),
        RoundName::Numbered(round) => say!(LEAGUES, lang, "round-numbered", round = round),
    }
}

/// A group's heading: "Group A".
pub fn group_title(group: u32, lang: Lang) -> String {
    say!(LEAGUES, lang, "group-title", group = groups::group_name(group as usize))
}

/// The heading a fixture is listed under: its knockout round's name, its group and round, or
/// its round.
pub fn round_title(s: &Standing, f: &Fixture, lang: Lang) -> String {
    match (f.spec.pairing.stage.shape(), &s.bracket) {
        (Shape::Bracket, Some(b)) => round_name(b, f.spec.pairing.round, lang),
        (Shape::Groups, _) => {
            let group = groups::group_name(f.spec.pairing.group.unwrap_or(0) as usize);
            say!(LEAGUES, lang, "group-round-title", group = group, round = f.spec.pairing.round)
        }
        _ => say!(LEAGUES, lang, "round-numbered", round = f.spec.pairing.round),
    }
}

/// A tie-break criterion's key in the catalogue's choices.
fn criterion_key(c: Criterion) -> &'static str {
    match c {
        Criterion::Points => "points",
        Criterion::GoalDifference => "goal-difference",
        Criterion::GoalsFor => "goals-for",
        Criterion::Wins => "wins",
        Criterion::HeadToHeadPoints => "head-to-head-points",
        Criterion::HeadToHeadGoalDifference => "head-to-head-goal-difference",
        Criterion::HeadToHeadGoalsFor => "head-to-head-goals-for",
        Criterion::Buchholz => "buchholz",
        Criterion::SonnebornBerger => "sonneborn-berger",
        Criterion::Lots => "lots",
    }
}

/// Which tie-break separated teams level on points, in words.
pub fn tiebreak_notes(table: &Table, name: &dyn Fn(Entrant) -> String, lang: Lang) -> Vec<String> {
    let mut notes = Vec::new();
    for pair in table.rows.windows(2) {
        if let Some(criterion) = pair[1].separated_by.filter(|c| *c != Criterion::Points) {
            let (upper, lower) = (name(pair[0].entrant), name(pair[1].entrant));
            let criterion = criterion_key(criterion);
            notes.push(say!(LEAGUES, lang, "tiebreak-above", upper = upper, lower = lower, criterion = criterion));
        }
    }
    notes
}

/// A tie's score from the upper side: one leg "2–1", "1–1 (4–3 pens)" style notes, or the
/// aggregate over two legs.
pub fn tie_score(
    legs: &[touchline_league::Played],
    home: Option<Entrant>,
    names: &HashMap<Entrant, String>,
    lang: Lang,
) -> String {
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
    let through = legs.iter().rev().find_map(|p| p.decided_for).map(|w| names.get(&w).cloned().unwrap_or_default());
    match (legs.len() > 1, through) {
        (true, Some(through)) => say!(LEAGUES, lang, "tie-aggregate-through", home = h, away = a, through = through),
        (true, None) => say!(LEAGUES, lang, "tie-aggregate", home = h, away = a),
        (false, Some(through)) => say!(LEAGUES, lang, "tie-through", home = h, away = a, through = through),
        (false, None) => format!("{h}–{a}"),
    }
}

/// Every member's name, by entrant.
pub fn names(s: &Standing) -> HashMap<Entrant, String> {
    s.members.iter().map(|m| (m.player_id, m.name.clone())).collect()
}

/// The first round with a fixture still to settle (the last drawn, when all are).
pub fn first_open_round(s: &Standing) -> u32 {
    s.fixtures.iter().filter(|f| f.result.is_none()).map(|f| f.spec.pairing.round).min().unwrap_or(1)
}

/// One fixture as a line: its number, the sides, the leg, and where it stands.
pub fn fixture_line(f: &Fixture, names: &HashMap<Entrant, String>, lang: Lang) -> String {
    let name = |id: &Entrant| names.get(id).cloned().unwrap_or_else(|| format!("#{id}"));
    let state = fixture_state(f, names, lang);
    let (home, away) = (name(&f.spec.pairing.home), name(&f.spec.pairing.away));
    let id = format!("#{}", f.id);
    match (f.spec.pairing.stage.shape(), f.spec.pairing.leg) {
        (Shape::Bracket, 2) => {
            say!(LEAGUES, lang, "fixture-line-second-leg", id = id, home = home, away = away, state = state)
        }
        (Shape::Bracket, 3) => {
            say!(LEAGUES, lang, "fixture-line-decider", id = id, home = home, away = away, state = state)
        }
        _ => say!(LEAGUES, lang, "fixture-line", id = id, home = home, away = away, state = state),
    }
}

/// The fixtures of one round (or all), under their headings.
pub fn fixtures_text(s: &Standing, round: Option<u32>, lang: Lang) -> String {
    let names = names(s);
    let mut lines = Vec::new();
    let mut last = String::new();
    for f in s.fixtures.iter().filter(|f| round.is_none_or(|r| f.spec.pairing.round == r)) {
        let title = round_title(s, f, lang);
        if title != last {
            lines.push(format!("**{title}**"));
            last = title;
        }
        let line = fixture_line(f, &names, lang);
        match s.kickoffs.get(&f.id).filter(|_| f.result.is_none()) {
            Some(at) => lines.push(say!(LEAGUES, lang, "fixture-kickoff", line = line, time = discord_time(*at))),
            None => lines.push(line),
        }
    }
    if lines.is_empty() {
        return say!(LEAGUES, lang, "fixtures-none");
    }
    lines.join("\n")
}

/// A competition in one line: its game and options, format, points, tie-break and deadlines.
pub fn summary(c: &Competition, lang: Lang) -> String {
    let format = c.spec.format.describe(lang);
    let p = c.spec.points;
    let deadline = match c.spec.round_seconds {
        Some(s) => say!(LEAGUES, lang, "summary-round-days", days = s / 86_400),
        None => say!(LEAGUES, lang, "summary-no-deadlines"),
    };
    let tiebreak = tiebreak_name(c.spec.tiebreak, game_title(c), lang);
    say!(
        LEAGUES,
        lang,
        "summary",
        game = game_title(c),
        options = c.spec.config.summary(lang),
        format = format,
        win = p.win,
        draw = p.draw,
        loss = p.loss,
        tiebreak = tiebreak,
        deadline = deadline
    )
}

/// A tie-break rule's name, as the summary and the web pages show it.
pub fn tiebreak_name(tiebreak: TieBreak, game: &str, lang: Lang) -> String {
    let preset = match tiebreak {
        TieBreak::Rulebook => return say!(LEAGUES, lang, "tiebreak-rulebook", game = game),
        TieBreak::Preset(Preset::Football) => "football",
        TieBreak::Preset(Preset::HeadToHeadFirst) => "head-to-head-first",
        TieBreak::Preset(Preset::Swiss) => "swiss",
    };
    say!(LEAGUES, lang, "tiebreak-preset", preset = preset)
}

/// The commands a competition's members use, as they type them: `/league` or `/tournament`.
pub fn command(c: &Competition) -> &'static str {
    kind_word(c.spec.kind)
}

/// A table picture's headings in `lang`.
pub fn standings_words(lang: Lang) -> StandingsWords {
    StandingsWords {
        team: say!(LEAGUES, lang, "column-team"),
        numbers: [
            say!(LEAGUES, lang, "column-played"),
            say!(LEAGUES, lang, "column-won"),
            say!(LEAGUES, lang, "column-drawn"),
            say!(LEAGUES, lang, "column-lost"),
            say!(LEAGUES, lang, "column-goals-for"),
            say!(LEAGUES, lang, "column-goals-against"),
            say!(LEAGUES, lang, "column-goal-difference"),
            say!(LEAGUES, lang, "column-points"),
        ],
        form: say!(LEAGUES, lang, "column-form"),
        empty: say!(LEAGUES, lang, "picture-no-teams"),
    }
}

/// A table as monospaced text: the fallback when images are off, and for screen readers.
pub fn table_text(table: &Table, name: &dyn Fn(Entrant) -> String, lang: Lang) -> String {
    // Each column is as wide as its numbers or its heading, whichever is wider, so a longer
    // heading in another language widens its column rather than shifting the rows.
    let words = standings_words(lang);
    let heads: Vec<String> = std::iter::once(words.team).chain(words.numbers).collect();
    let least = [14, 2, 2, 2, 2, 3, 3, 3, 4];
    let widths: Vec<usize> = heads.iter().zip(least).map(|(h, w)| h.chars().count().max(w)).collect();
    let mut head = String::from(" #  ");
    for (i, (text, width)) in heads.iter().zip(&widths).enumerate() {
        let width = *width;
        match i {
            0 => head.push_str(&format!("{text:<width$} ")),
            _ => head.push_str(&format!("{text:>width$} ")),
        }
    }
    let mut out = format!("```\n{}\n", head.trim_end());
    for r in &table.rows {
        let team: String = name(r.entrant).chars().take(14).collect();
        let numbers = [
            r.played.to_string(),
            r.won.to_string(),
            r.drawn.to_string(),
            r.lost.to_string(),
            r.goals_for.to_string(),
            r.goals_against.to_string(),
            format!("{:+}", r.goal_difference),
            r.points.to_string(),
        ];
        let mut line = format!("{:>2}  {team:<width$}", r.position, width = widths[0]);
        for (number, width) in numbers.iter().zip(&widths[1..]) {
            line.push_str(&format!(" {number:>width$}", width = *width));
        }
        out.push_str(&line);
        out.push('\n');
    }
    out.push_str("```");
    out
}

/// A club's place in its table (its group's, in a group stage).
fn table_place(s: &Standing, id: Entrant) -> Option<u32> {
    s.tables.iter().flat_map(|(_, t)| &t.rows).find(|r| r.entrant == id).map(|r| r.position)
}

/// A round's top fixture: the unplayed one whose two sides stand highest in the table
/// together (the lowest sum of their places; the earlier fixture when two are level). None for
/// a competition without a table (a knockout) or a round already played.
pub fn match_of_the_round(s: &Standing, round: u32) -> Option<&Fixture> {
    if s.tables.is_empty() {
        return None;
    }
    let place = |id: Entrant| table_place(s, id).unwrap_or(u32::MAX / 4);
    s.fixtures
        .iter()
        .filter(|f| f.spec.pairing.round == round && f.result.is_none() && f.status != FixtureStatus::InPlay)
        .min_by_key(|f| (place(f.spec.pairing.home) + place(f.spec.pairing.away), f.id))
}

/// "⭐ Match of round 3: Ann (1st) v Ben (2nd)", when the round has one.
pub fn match_of_the_round_text(c: &Competition, s: &Standing, round: u32, lang: Lang) -> Option<String> {
    let f = match_of_the_round(s, round)?;
    let place = |id: Entrant| table_place(s, id).unwrap_or(0);
    Some(say!(
        LEAGUES,
        lang,
        "match-of-the-round",
        competition = &c.spec.name,
        round = round,
        home = s.name(f.spec.pairing.home),
        home_place = place(f.spec.pairing.home),
        away = s.name(f.spec.pairing.away),
        away_place = place(f.spec.pairing.away),
        fixture = f.id,
        command = command(c)
    ))
}

/// A Discord timestamp: every reader sees it in their own time ("Saturday, 5 December 2026 19:30").
pub fn discord_time(at_ms: i64) -> String {
    format!("<t:{}:F>", at_ms.div_euclid(1000))
}

/// A Discord timestamp counting to or from now, in each reader's words ("in 3 hours").
pub fn discord_relative(at_ms: i64) -> String {
    format!("<t:{}:R>", at_ms.div_euclid(1000))
}

#[cfg(test)]
mod tests {
    use super::*;
    use touchline_league::Row;

    fn row(entrant: Entrant, position: u32, [won, drawn, lost]: [u32; 3], [gf, ga]: [u32; 2]) -> Row {
        Row {
            entrant,
            position,
            played: won + drawn + lost,
            won,
            drawn,
            lost,
            goals_for: gf,
            goals_against: ga,
            goal_difference: gf as i64 - ga as i64,
            points: 3 * won as i64 + drawn as i64,
            form: Vec::new(),
            buchholz: 0,
            sonneborn_berger: 0,
            separated_by: (position > 1).then_some(Criterion::GoalDifference),
        }
    }

    /// The leagues catalogue on its own, so a gap elsewhere cannot hide one here.
    #[test]
    fn the_leagues_catalogue_is_whole_in_every_language() {
        let problems = touchline_i18n::problems(&crate::speech::LEAGUES_SOURCES);
        assert!(problems.is_empty(), "{problems:#?}");
        let unused = crate::speech::unused(crate::speech::LEAGUES_SOURCES[0].text);
        assert!(unused.is_empty(), "messages nothing asks for: {unused:?}");
    }

    #[test]
    fn spanish_and_german_tables_and_news_read_in_their_own_words_and_plurals() {
        let table = Table { rows: vec![row(1, 1, [2, 1, 0], [7, 2]), row(2, 2, [2, 1, 0], [5, 3])], lots: Vec::new() };
        let name = |e: Entrant| if e == 1 { "Rayo".to_string() } else { "Adler".to_string() };

        // English is as it always was; the others print their papers' columns, still aligned.
        let en = table_text(&table, &name, Lang::En);
        assert!(en.starts_with("```\n #  Team            P  W  D  L  GF  GA  GD  Pts\n"), "{en}");
        let es = table_text(&table, &name, Lang::Es);
        assert!(es.contains(" #  Equipo         PJ  G  E  P  GF  GC  DG  Pts\n"), "{es}");
        let de = table_text(&table, &name, Lang::De);
        assert!(de.contains("Sp.") && de.contains("Tore") && de.contains("Diff.") && de.contains("Pkt."), "{de}");
        for text in [&es, &de] {
            let widths: Vec<usize> =
                text.lines().filter(|l| !l.starts_with("```")).map(|l| l.chars().count()).collect();
            assert!(widths.windows(2).all(|w| w[0] == w[1]), "columns line up: {text}");
        }
        assert_eq!(tiebreak_notes(&table, &name, Lang::Es), ["Rayo por delante de Adler por diferencia de goles"]);
        assert_eq!(tiebreak_notes(&table, &name, Lang::De), ["Rayo vor Adler nach Tordifferenz"]);

        // A count meeting a noun takes the language's plural.
        let drafted = |lang, count: usize| {
            say!(
                LEAGUES,
                lang,
                "news-draft-complete",
                competition = "Copa",
                count = count,
                fixtures = "",
                command = "tournament"
            )
        };
        assert!(drafted(Lang::Es, 1).contains("Se ha programado 1 partido."));
        assert!(drafted(Lang::Es, 6).contains("Se han programado 6 partidos."));
        assert!(drafted(Lang::De, 1).contains("1 Spiel ist angesetzt."));
        assert!(drafted(Lang::De, 6).contains("6 Spiele sind angesetzt."));
        let rounds = |lang, rounds: u32| say!(LEAGUES, lang, "fixtures-rounds-drawn", name = "Liga", rounds = rounds);
        assert_eq!(rounds(Lang::Es, 1), "'Liga' tiene 1 jornada sorteada hasta ahora.");
        assert_eq!(rounds(Lang::De, 3), "„Liga“ hat bisher 3 Spieltage ausgelost.");
        assert_eq!(rounds(Lang::En, 3), "'Liga' has 3 round(s) drawn so far.");
    }
}
