//! `/league odds`: each club's chance of the title, of going up, of the play-off and of going
//! down, from the table and the fixtures left ([`touchline_league::forecast`]), worked out off
//! the async workers. The seed comes from the season's own (public once drawn) and the number of
//! results in, so the forecast is the same until the next result.

use std::collections::BTreeMap;

use touchline_i18n::{say, Lang};
use touchline_league::forecast::{forecast, settled_on_points, title_needs, Odds, Season as Facts, Settled, TitleNeed};
use touchline_league::pyramid::zone;
use touchline_league::Entrant;

use super::pyramid::pyramid;
use super::requests::current;
use super::season::Standing;
use super::{league_error, refuse, LeagueOpError};
use crate::competition::Competition;
use crate::speech::LEAGUES;
use crate::store::Store;

/// Seasons simulated per forecast.
pub const SEASONS: u32 = 10_000;

/// A league's forecast, best-placed club first (as its table stands).
#[derive(Clone, Debug)]
pub struct Forecast {
    pub odds: Vec<Odds>,
    /// Where each club stands in the race for first place on points alone.
    pub settled: BTreeMap<Entrant, Settled>,
    /// What the clubs still in the race need in the last rounds (once the season is past its
    /// halfway, for clubs with at most three fixtures left).
    pub needs: Vec<TitleNeed>,
    /// Fixtures still to play.
    pub left: usize,
}

/// `/league odds`' answer: the season as it stands and its forecast.
pub struct OddsView {
    pub standing: Standing,
    pub forecast: Forecast,
}

pub async fn odds(store: &Store, c: &Competition) -> Result<OddsView, LeagueOpError> {
    let standing = current(store, c).await?;
    let Some(forecast) = forecast_of(store, c, &standing).await? else {
        return refuse!("odds-league-only", name = &c.spec.name);
    };
    Ok(OddsView { standing, forecast })
}

/// The forecast of a season that has a single league table; none for a cup, groups or a season
/// not yet drawn.
pub async fn forecast_of(
    store: &Store,
    c: &Competition,
    standing: &Standing,
) -> Result<Option<Forecast>, LeagueOpError> {
    let [(None, table)] = standing.tables.as_slice() else {
        return Ok(None);
    };
    if standing.bracket.is_some() || standing.fixtures.is_empty() {
        return Ok(None);
    }
    let entrants: Vec<Entrant> = table.rows.iter().map(|r| r.entrant).collect();
    let played: Vec<_> = standing.fixtures.iter().filter_map(super::season::played).collect();
    let left: Vec<(Entrant, Entrant)> = standing
        .fixtures
        .iter()
        .filter(|f| f.result.is_none())
        .map(|f| (f.spec.pairing.home, f.spec.pairing.away))
        .collect();
    let ratings: BTreeMap<Entrant, f64> =
        store.ratings(c.game).await?.into_iter().map(|(id, _, r)| (id, r.rating)).collect();
    let p = pyramid(store, c).await?;
    let level = p.divisions.iter().position(|d| d.competition.id == c.id);
    let above = level.and_then(|k| p.divisions[k].above);
    let below = level.and_then(|k| p.divisions.get(k + 1)).and_then(|d| d.above);
    let clubs = entrants.len() as u32;
    let (points, chain) = (c.spec.points, c.spec.tiebreak.chain(c.game.profile().tiebreak.as_deref()));
    let lots_seed = standing.season.lots_seed;
    let results = played.len();
    let seed = lots_seed ^ (results as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    let table_points: Vec<(Entrant, i64)> = table.rows.iter().map(|r| (r.entrant, r.points)).collect();
    let settled = settled_on_points(&table_points, &left, i64::from(points.win));
    // What a club needs is for the last rounds: a season past its halfway, with few left.
    let needs = match results >= left.len() {
        true => title_needs(&table_points, &left, i64::from(points.win)),
        false => Vec::new(),
    };
    let n_left = left.len();
    let odds = tokio::task::spawn_blocking(move || {
        let facts = Facts {
            entrants: &entrants,
            played: &played,
            left: &left,
            points,
            chain: &chain,
            lots_seed,
            ratings: &ratings,
            zone: &|place| zone(place, clubs, above, below),
        };
        forecast(&facts, SEASONS, seed)
    })
    .await
    .map_err(|e| LeagueOpError::Store(crate::store::StoreError::Corrupt(e.to_string())))?
    .map_err(league_error)?;
    Ok(Some(Forecast { odds, settled, needs, left: n_left }))
}

/// A chance of the season's end that a forecast shows as a column.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Column {
    Title,
    Up,
    Playoff,
    Down,
}

impl Column {
    /// The club's chance in this column.
    pub fn of(self, o: &Odds) -> f64 {
        match self {
            Column::Title => o.title,
            Column::Up => o.up,
            Column::Playoff => o.playoff,
            Column::Down => o.down,
        }
    }
}

/// The columns a forecast shows: the title always; going up, the play-off and going down where
/// some club may.
pub fn columns(f: &Forecast) -> Vec<Column> {
    [Column::Title, Column::Up, Column::Playoff, Column::Down]
        .into_iter()
        .filter(|c| *c == Column::Title || f.odds.iter().any(|o| c.of(o) > 0.0))
        .collect()
}

/// A chance as a forecast shows it: a dash, rather than "0.0%", when under one in a thousand
/// of the simulated seasons gave it.
pub fn percent(p: f64) -> String {
    if p < 0.0005 {
        "—".to_string()
    } else {
        format!("{:.1}%", p * 100.0)
    }
}

/// A season forecast as monospaced text, in the table's order: each club's chances in the
/// forecast's [`columns`], then its mean final points.
pub fn odds_text(view: &Forecast, name: &dyn Fn(Entrant) -> String, lang: Lang) -> String {
    let heading = |c: Column| match c {
        Column::Title => say!(LEAGUES, lang, "odds-column-title"),
        Column::Up => say!(LEAGUES, lang, "odds-column-up"),
        Column::Playoff => say!(LEAGUES, lang, "odds-column-playoff"),
        Column::Down => say!(LEAGUES, lang, "odds-column-down"),
    };
    let columns: Vec<(String, Column)> = columns(view).into_iter().map(|c| (heading(c), c)).collect();
    let points = say!(LEAGUES, lang, "odds-column-points");
    let team = say!(LEAGUES, lang, "column-team");
    let width = team.chars().count().max(14);
    let mut out = format!("```\n{team:<width$}");
    for (head, _) in &columns {
        out.push_str(&format!(" {head:>w$}", w = head.chars().count().max(6)));
    }
    out.push_str(&format!(" {points:>w$}\n", w = points.chars().count().max(5)));
    for o in &view.odds {
        let club: String = name(o.entrant).chars().take(14).collect();
        out.push_str(&format!("{club:<width$}"));
        for (head, c) in &columns {
            out.push_str(&format!(" {:>w$}", percent(c.of(o)), w = head.chars().count().max(6)));
        }
        out.push_str(&format!(" {:>w$.1}\n", o.points, w = points.chars().count().max(5)));
    }
    out.push_str("```");
    out
}

/// What the forecast says in words under its table: who can no longer be caught, or who is out
/// of the race and what each club still in it needs in the last rounds.
pub fn odds_lines(view: &Forecast, name: &dyn Fn(Entrant) -> String, lang: Lang) -> Vec<String> {
    if view.left == 0 {
        return Vec::new();
    }
    let settled = |e: Entrant| view.settled.get(&e).copied();
    if let Some(o) = view.odds.iter().find(|o| settled(o.entrant) == Some(Settled::Champion)) {
        return vec![say!(LEAGUES, lang, "odds-champion", club = name(o.entrant))];
    }
    let mut lines = Vec::new();
    // In the table's order, as the odds are.
    for o in &view.odds {
        if let Some(n) = view.needs.iter().find(|n| n.entrant == o.entrant) {
            lines.push(say!(LEAGUES, lang, "odds-needs", club = name(n.entrant), wins = n.wins, left = n.left));
        }
    }
    let out: Vec<String> = view
        .odds
        .iter()
        .filter(|o| settled(o.entrant) == Some(Settled::OutOfTheRace))
        .map(|o| name(o.entrant))
        .collect();
    if !out.is_empty() {
        lines.push(say!(LEAGUES, lang, "odds-out", clubs = out.join(", ")));
    }
    lines
}
