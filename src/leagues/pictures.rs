//! Competitions as pictures: a table and a knockout bracket, described for the renderer (which
//! draws them wherever they are shown), with the clubs' crests.

use std::collections::HashMap;

use touchline_i18n::{say, Lang};
use touchline_league::{groups, Entrant, Table};
use touchline_render::bracket::{BracketPicture, BracketRound, BracketTie, BracketWords};
use touchline_render::crest::Crest;
use touchline_render::standings::{StandingsLine, StandingsPicture};

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
