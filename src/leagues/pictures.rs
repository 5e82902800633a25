//! Competitions as pictures: a table and a knockout bracket, described for the renderer (which
//! draws them wherever they are shown), with the clubs' crests.

use std::collections::HashMap;

use touchline_i18n::{say, Lang};
use touchline_league::pyramid::{Fate, Movement};
use touchline_league::{groups, Entrant, Table};
use touchline_render::bracket::{BracketPicture, BracketRound, BracketTie, BracketWords};
use touchline_render::crest::Crest;
use touchline_render::pyramid::{Mark, PyramidDivision, PyramidLine, PyramidPicture};
use touchline_render::standings::{StandingsLine, StandingsPicture};

use super::pyramid::DivisionEnd;
use super::season::Standing;
use super::words::{names, round_name, standings_words, summary, tie_score, tiebreak_notes};
use crate::competition::Competition;
use crate::speech::LEAGUES;
use crate::store::{Store, StoreError};

/// A picture of a competition, to draw.
#[derive(Clone, Debug)]
pub enum Picture {
    Standings(Box<StandingsPicture>),
    Bracket(BracketPicture),
}

/// The crests of a competition's server, ready to draw.
pub async fn crests(store: &Store, c: &Competition) -> Result<HashMap<Entrant, Crest>, StoreError> {
    let stored = store.crests(c.spec.guild_id).await?;
    Ok(stored.into_iter().filter_map(|(player, png)| Some((player, Crest::from_png(&png)?))).collect())
}

/// One table of a season (a group's, or the league's), as a picture.
pub fn standings(
    c: &Competition,
    s: &Standing,
    group: Option<u32>,
    table: &Table,
    crests: &HashMap<Entrant, Crest>,
    lang: Lang,
) -> StandingsPicture {
    let names = names(s);
    let name = |id: Entrant| names.get(&id).cloned().unwrap_or_else(|| format!("#{id}"));
    let title = match group {
        Some(g) => {
            say!(
                LEAGUES,
                lang,
                "picture-group-title",
                competition = &c.spec.name,
                group = groups::group_name(g as usize)
            )
        }
        None => season_title(c, s, lang),
    };
    StandingsPicture {
        title,
        subtitle: summary(c, lang),
        rows: table
            .rows
            .iter()
            .map(|r| StandingsLine {
                position: r.position,
                name: name(r.entrant),
                played: r.played,
                won: r.won,
                drawn: r.drawn,
                lost: r.lost,
                goals_for: r.goals_for,
                goals_against: r.goals_against,
                goal_difference: r.goal_difference,
                points: r.points,
                form: r.form.iter().map(|f| f.letter()).collect(),
                crest: crests.get(&r.entrant).cloned(),
            })
            .collect(),
        footnotes: tiebreak_notes(table, &name, lang),
        words: standings_words(lang),
    }
}

/// "Sunday League — Season 2".
fn season_title(c: &Competition, s: &Standing, lang: Lang) -> String {
    say!(LEAGUES, lang, "picture-season-title", competition = &c.spec.name, season = s.season.number)
}

/// A bracket picture's words in `lang`.
pub fn bracket_words(lang: Lang) -> BracketWords {
    BracketWords {
        bye: say!(LEAGUES, lang, "bracket-bye"),
        to_be_decided: say!(LEAGUES, lang, "bracket-to-be-decided"),
        champions: say!(LEAGUES, lang, "bracket-champions"),
        empty: say!(LEAGUES, lang, "bracket-empty"),
    }
}

/// A season's knockout bracket as a picture, when it has one drawn.
pub fn bracket(c: &Competition, s: &Standing, crests: &HashMap<Entrant, Crest>, lang: Lang) -> Option<BracketPicture> {
    let bracket = s.bracket.as_ref()?;
    let names = names(s);
    let name = |id: Entrant| names.get(&id).cloned().unwrap_or_else(|| format!("#{id}"));
    let rounds = bracket
        .view()
        .into_iter()
        .enumerate()
        .map(|(i, ties)| BracketRound {
            name: round_name(bracket, i as u32 + 1, lang),
            ties: ties
                .into_iter()
                .map(|t| {
                    let score = (!t.legs.is_empty()).then(|| tie_score(&t.legs, t.home, &names, lang));
                    BracketTie {
                        home: t.home.map(name),
                        away: t.away.map(name),
                        score,
                        winner: t.winner.map(|w| if Some(w) == t.home { 0 } else { 1 }),
                        bye: t.bye,
                        crests: [t.home, t.away].map(|e| e.and_then(|e| crests.get(&e).cloned())),
                    }
                })
                .collect(),
        })
        .collect();
    Some(BracketPicture { title: season_title(c, s, lang), rounds, words: bracket_words(lang) })
}

/// A pyramid's season end as a picture: each division's final table, every club marked with
/// where it goes.
pub fn season_end(
    top: &Competition,
    ended: &[DivisionEnd],
    crests: &HashMap<Entrant, Crest>,
    lang: Lang,
) -> PyramidPicture {
    let season = ended.first().map_or(0, |d| d.season.number);
    let divisions = ended
        .iter()
        .map(|d| {
            let title = say!(
                LEAGUES,
                lang,
                "pyramid-division-title",
                level = d.division.level,
                name = &d.division.competition.spec.name,
                season = d.season.number
            );
            let lines = d
                .table
                .rows
                .iter()
                .filter_map(|r| {
                    let fate = d.fates.iter().find(|f| f.entrant == r.entrant)?;
                    let champion = d.division.level == 1 && r.position == 1;
                    let (mark, note) = fate_words(fate, champion, lang);
                    Some(PyramidLine {
                        place: fate.place,
                        name: d.names.get(&r.entrant).cloned().unwrap_or_else(|| format!("#{}", r.entrant)),
                        points: r.points,
                        mark,
                        note,
                        crest: crests.get(&r.entrant).cloned(),
                    })
                })
                .collect();
            PyramidDivision { title, lines }
        })
        .collect();
    PyramidPicture {
        title: say!(LEAGUES, lang, "pyramid-picture-title", name = &top.spec.name),
        subtitle: say!(LEAGUES, lang, "pyramid-picture-subtitle", season = season),
        divisions,
    }
}

/// How a club's season end is marked and said.
pub fn fate_words(fate: &Fate, champion: bool, lang: Lang) -> (Mark, String) {
    match (fate.movement, fate.playoff) {
        (Movement::Up, Some(_)) => (Mark::Up, say!(LEAGUES, lang, "pyramid-up-playoff")),
        (Movement::Up, None) => (Mark::Up, say!(LEAGUES, lang, "pyramid-up")),
        (Movement::Down, Some(_)) => (Mark::Down, say!(LEAGUES, lang, "pyramid-down-playoff")),
        (Movement::Down, None) => (Mark::Down, say!(LEAGUES, lang, "pyramid-down")),
        (Movement::Stay, Some(true)) => (Mark::PlayOff { won: true }, say!(LEAGUES, lang, "pyramid-stay-playoff-won")),
        (Movement::Stay, Some(false)) => {
            (Mark::PlayOff { won: false }, say!(LEAGUES, lang, "pyramid-stay-playoff-lost"))
        }
        (Movement::Stay, None) if champion => (Mark::Champion, say!(LEAGUES, lang, "pyramid-champions")),
        (Movement::Stay, None) => (Mark::Stay, String::new()),
    }
}
