//! A season: drawing up its fixtures, where it stands (tables, a bracket), moving it on after a
//! result, the next season, and its exports.

use std::collections::HashMap;

use touchline_league::format::{self, Ranking, Start};
use touchline_league::knockout::Bracket;
use touchline_league::{groups, Entrant, Played, Table};

use touchline_i18n::{say, Lang};

use super::{kind_word, league_error, refuse, LeagueOpError};
use crate::competition::*;
use crate::speech::LEAGUES;
use touchline_games::players::Occupant;

use crate::store::league::drafts::DraftState;
use crate::store::{Store, StoreError};

/// A fixture as the competition's format reads it.
fn as_format(f: &Fixture) -> format::Fixture {
    format::Fixture { pairing: f.spec.pairing, result: played(f) }
}

/// The fixtures a format drew up, as stored, their deadlines counted in rounds from `started_ms`.
fn to_store(c: &Competition, fixtures: Vec<format::NewFixture>, started_ms: i64) -> Vec<NewFixture> {
    fixtures
        .into_iter()
        .map(|f| NewFixture {
            pairing: f.pairing,
            result_needed: f.result_needed,
            deadline_ms: c.spec.round_seconds.map(|s| started_ms + (s as i64) * 1000 * f.season_round as i64),
        })
        .collect()
}

/// How a competition's tables are ranked: its points and its tie-break order (the game's
/// rulebook's, when it asks for that).
fn ranking(c: &Competition, season: &Season) -> Ranking {
    Ranking {
        points: c.spec.points,
        chain: c.spec.tiebreak.chain(c.game.profile().tiebreak.as_deref()),
        lots_seed: season.lots_seed,
    }
}

/// Start the current season: draw up the fixtures (the first round of them for knockouts and
/// Swiss). Returns how many fixtures there are.
pub async fn start(store: &Store, c: &Competition, actor: i64, now_ms: i64) -> Result<usize, LeagueOpError> {
    let season = store.current_season(c.id).await?;
    if season.status != SeasonStatus::Open {
        return refuse!("league-already-started", name = &c.spec.name);
    }
    let members = store.members(season.id).await?;
    let seeds: Vec<Entrant> = members.iter().map(|m| m.player_id).collect();
    let (need, _) = c.spec.format.entrants();
    if seeds.len() < need {
        return refuse!(
            "league-too-few-members",
            name = &c.spec.name,
            need = need,
            members = seeds.len(),
            command = kind_word(c.spec.kind)
        );
    }
    check_division_size(store, c, seeds.len()).await?;
    let ranking = ranking(c, &season);
    let facts = format::Season {
        entrants: &seeds,
        groups: &[],
        fixtures: &[],
        ranking: &ranking,
        started: false,
        drafted: false,
    };
    let (fixtures, group_of, draft) = match c.spec.format.start(&facts).map_err(league_error)? {
        Start::Fixtures { fixtures, groups } => (to_store(c, fixtures, now_ms), groups, false),
        Start::Draft => (Vec::new(), Vec::new(), true),
    };
    if !store.start_season(&season, actor, &group_of, &fixtures, draft, now_ms).await? {
        return refuse!("league-already-started", name = &c.spec.name);
    }
    Ok(fixtures.len())
}

/// A division of a pyramid starts with at least as many clubs as the lines above and below it
/// move (up and down together).
async fn check_division_size(store: &Store, c: &Competition, clubs: usize) -> Result<(), LeagueOpError> {
    let above = store.division_above(c.id).await?.map_or(0, |l| l.boundary.places);
    let below = store.division_below(c.id).await?.map_or(0, |l| l.boundary.places);
    let needed = (above + below) as usize;
    if clubs < needed {
        return refuse!("pyramid-division-too-small", name = &c.spec.name, clubs = clubs, needed = needed);
    }
    Ok(())
}

pub(super) fn played(f: &Fixture) -> Option<Played> {
    f.result.as_ref().map(|r| Played {
        home: f.spec.pairing.home,
        away: f.spec.pairing.away,
        home_goals: r.home_goals,
        away_goals: r.away_goals,
        decided_for: r.decided_for,
    })
}

/// Where a season stands: its tables (one, or one per group) and, with a knockout, the bracket.
pub struct Standing {
    pub season: Season,
    pub members: Vec<Member>,
    pub fixtures: Vec<Fixture>,
    /// (group number or None, table).
    pub tables: Vec<(Option<u32>, Table)>,
    pub bracket: Option<Bracket>,
    /// The kick-off times agreed for its fixtures.
    pub kickoffs: HashMap<crate::ids::FixtureId, i64>,
}

impl Standing {
    pub fn name(&self, id: Entrant) -> String {
        self.members.iter().find(|m| m.player_id == id).map(|m| m.name.clone()).unwrap_or_else(|| format!("#{id}"))
    }
}

/// A season's facts as its format reads them: the members in seed order, their groups, the
/// fixtures with their results.
struct Facts {
    seeds: Vec<Entrant>,
    groups: Vec<(Entrant, u32)>,
    fixtures: Vec<format::Fixture>,
    ranking: Ranking,
    started: bool,
}

impl Facts {
    fn of(c: &Competition, season: &Season, members: &[Member], fixtures: &[Fixture]) -> Facts {
        Facts {
            seeds: members.iter().map(|m| m.player_id).collect(),
            groups: members.iter().filter_map(|m| m.group_no.map(|g| (m.player_id, g))).collect(),
            fixtures: fixtures.iter().map(as_format).collect(),
            ranking: ranking(c, season),
            started: season.status != SeasonStatus::Open,
        }
    }

    fn season(&self, drafted: bool) -> format::Season<'_> {
        format::Season {
            entrants: &self.seeds,
            groups: &self.groups,
            fixtures: &self.fixtures,
            ranking: &self.ranking,
            started: self.started,
            drafted,
        }
    }
}

pub async fn standing(store: &Store, c: &Competition, season: Season) -> Result<Standing, LeagueOpError> {
    let members = store.members(season.id).await?;
    let fixtures = store.fixtures(season.id).await?;
    let facts = Facts::of(c, &season, &members, &fixtures);
    let format::Standing { tables, bracket } = c.spec.format.standing(&facts.season(false)).map_err(league_error)?;
    let kickoffs = store.kickoffs_of(season.id).await?;
    Ok(Standing { season, members, fixtures, tables, bracket, kickoffs })
}

pub use crate::competition::Progress;

/// Move a running season on after a result: draw up whatever its format has due (the next
/// knockout or Swiss round, a draft league's fixtures once its draft is over), and close the
/// season when the format names its champion. Safe to call any number of times.
pub async fn advance(store: &Store, c: &Competition, season: Season, now_ms: i64) -> Result<Progress, LeagueOpError> {
    advance_noting(store, c, season, now_ms, None).await
}

/// [`advance`] after the change of a pending note (`note`): what it did is kept with the note
/// in the transaction that does it, so a note posted after a crash still says it.
pub async fn advance_noting(
    store: &Store,
    c: &Competition,
    season: Season,
    now_ms: i64,
    note: Option<i64>,
) -> Result<Progress, LeagueOpError> {
    if season.status != SeasonStatus::Running {
        // Nothing to move on; a note still keeps that, so it is not moved on again for it.
        return Ok(store.move_season_on(&season, &[], None, note).await?);
    }
    let started = season.started_ms.unwrap_or(now_ms);
    // Loaded and ranked once, for the format's next step (no kick-off times: nothing here
    // shows the standing).
    let members = store.members(season.id).await?;
    let fixtures = store.fixtures(season.id).await?;
    let facts = Facts::of(c, &season, &members, &fixtures);
    let standing = c.spec.format.standing(&facts.season(false)).map_err(league_error)?;
    if c.spec.format.drafts() && fixtures.is_empty() {
        // The fixtures come once the draft has shared the squads out, stored with the squads.
        let new_fixtures = settle_draft(store, c, &season, &standing, &facts, started, note).await?;
        if new_fixtures == 0 {
            // No draft settled now (not over yet, or settled before): the note keeps that.
            return Ok(store.move_season_on(&season, &[], None, note).await?);
        }
        return Ok(Progress { new_fixtures, finished: None });
    }
    let next = c.spec.format.next(&facts.season(true), &standing).map_err(league_error)?;
    // The final table is archived only with the season's end.
    let archive = next.finished.map(|_| serde_json::to_string(&standing.tables)).transpose();
    let archive = archive.map_err(|e| StoreError::Corrupt(e.to_string()))?;
    let finish = archive.as_deref().zip(next.finished);
    Ok(store.move_season_on(&season, &to_store(c, next.fixtures, started), finish, note).await?)
}

/// A draft league's draft, once its match is over: keep each manager's squad and draw up the
/// fixtures its format has for them. Returns the fixtures drawn up (none while the draft is
/// still being played, or when it was settled already).
async fn settle_draft(
    store: &Store,
    c: &Competition,
    season: &Season,
    standing: &format::Standing,
    facts: &Facts,
    started: i64,
    note: Option<i64>,
) -> Result<usize, LeagueOpError> {
    let DraftState::Match(match_id) = store.draft(season.id).await? else { return Ok(0) };
    let stored = store.load_match(match_id).await?;
    // Only a draft that is over (played out, or given up and finished by the computer).
    if stored.state.status().outcome().is_none() {
        return Ok(0);
    }
    let Some(squads) = stored.state.squads() else { return Ok(0) };
    let players = stored.seating.occupants();
    let mut kept = Vec::new();
    for (seat, squad) in squads.into_iter().enumerate() {
        let Some(Occupant::Person(player)) = players.get(seat) else {
            return Err(StoreError::Corrupt(format!("the draft's seat {seat} has no manager")).into());
        };
        kept.push((*player, squad));
    }
    let next = c.spec.format.next(&facts.season(true), standing).map_err(league_error)?;
    let fixtures = to_store(c, next.fixtures, started);
    let added = store.settle_draft(season.id, c.id, &kept, &fixtures, note).await?;
    Ok(if added { fixtures.len() } else { 0 })
}

/// Close the finished season and open the next with the same members (a division of a pyramid
/// opens its next season with the whole pyramid: [`super::requests::new_season`] sees to it).
pub async fn new_season(store: &Store, c: &Competition, actor: i64, lots_seed: u64) -> Result<Season, LeagueOpError> {
    match store.new_season(c.id, actor, lots_seed).await? {
        Some(season) => Ok(season),
        None => refuse!(
            "league-season-not-finished",
            name = &c.spec.name,
            season = store.current_season(c.id).await?.number
        ),
    }
}

/// The score of a fixture as text, from the home side: "2–1", "1–1 (Ann went through)".
pub fn score_text(f: &Fixture, names: &HashMap<Entrant, String>, lang: Lang) -> Option<String> {
    let r = f.result.as_ref()?;
    let (home, away) = (r.home_goals, r.away_goals);
    let forfeit = r.source == ResultSource::Forfeit;
    Some(match (r.decided_for, forfeit) {
        (Some(w), false) => {
            let through = names.get(&w).cloned().unwrap_or_default();
            say!(LEAGUES, lang, "score-went-through", home = home, away = away, through = through)
        }
        (Some(w), true) => {
            let through = names.get(&w).cloned().unwrap_or_default();
            say!(LEAGUES, lang, "score-went-through-forfeit", home = home, away = away, through = through)
        }
        (None, true) => say!(LEAGUES, lang, "score-forfeit", home = home, away = away),
        (None, false) => format!("{home}–{away}"),
    })
}

/// CSV of the table(s) and every fixture of the current season.
pub fn export(s: &Standing) -> (String, String) {
    let name = |id: Entrant| s.name(id);
    let mut tables = String::new();
    for (group, table) in &s.tables {
        if let Some(g) = group {
            tables.push_str(&format!("Group {}\r\n", groups::group_name(*g as usize)));
        }
        tables.push_str(&touchline_league::export::table_csv(table, &name));
    }
    let rows: Vec<touchline_league::export::ResultLine> = s
        .fixtures
        .iter()
        .map(|f| touchline_league::export::ResultLine {
            round: f.spec.pairing.round,
            home: name(f.spec.pairing.home),
            away: name(f.spec.pairing.away),
            home_goals: f.result.as_ref().map(|r| r.home_goals),
            away_goals: f.result.as_ref().map(|r| r.away_goals),
            decided_for: f.result.as_ref().and_then(|r| r.decided_for).map(name),
            status: f.status.name().to_string(),
            source: f.result.as_ref().map(|r| r.source.name().to_string()).unwrap_or_default(),
        })
        .collect();
    (tables, touchline_league::export::results_csv(&rows))
}
