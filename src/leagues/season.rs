//! A season: drawing up its fixtures, where it stands (tables, a bracket), moving it on after a
//! result, the next season, and its exports.

use std::collections::HashMap;

use touchline_league::knockout::{Bracket, TieId};
use touchline_league::{groups, schedule, swiss, Chain, Entrant, Played, Preset, Table};

use touchline_i18n::{say, Lang};

use super::{kind_word, league_error, refuse, LeagueOpError};
use crate::competition::*;
use crate::speech::LEAGUES;
use touchline_games::players::Occupant;

use crate::store::league::drafts::DraftState;
use crate::store::{Store, StoreError};

/// Slots per group in a round of a group stage (far more than a group of 8 can fill).
const GROUP_SLOTS: u32 = 1000;
/// Every fixture is one side against another: the fewest members a competition starts with.
const SIDES: usize = 2;

fn deadline(c: &Competition, started_ms: i64, round: u32) -> Option<i64> {
    c.spec.round_seconds.map(|s| started_ms + (s as i64) * 1000 * round as i64)
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
    let need = match c.spec.format {
        Format::Groups => SIDES * c.spec.groups.unwrap_or(1) as usize,
        // A draft league starts with exactly the managers it was made for.
        Format::DraftLeague => c.spec.managers.map_or(SIDES, |m| m as usize),
        _ => SIDES,
    };
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
    let mut group_of = Vec::new();
    let fixtures = match c.spec.format {
        Format::RoundRobin => round_robin_fixtures(c, &seeds, Stage::League, None, now_ms)?,
        // The fixtures come once the draft has shared the squads out.
        Format::DraftLeague => Vec::new(),
        Format::Knockout => {
            let bracket = Bracket::new(seeds.clone(), c.spec.legs).map_err(league_error)?;
            bracket_fixtures(c, &bracket, now_ms, 0)
        }
        Format::Swiss => swiss_fixtures(c, &swiss::pair(1, &seeds, &[], &[]).map_err(league_error)?, now_ms),
        Format::Groups => {
            let drawn = groups::draw(&seeds, c.spec.groups.unwrap_or(1)).map_err(league_error)?;
            let mut all = Vec::new();
            for (g, members) in drawn.iter().enumerate() {
                group_of.extend(members.iter().map(|m| (*m, g as u32)));
                all.extend(round_robin_fixtures(c, members, Stage::Group, Some(g as u32), now_ms)?);
            }
            all
        }
    };
    let draft = c.spec.format == Format::DraftLeague;
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

fn round_robin_fixtures(
    c: &Competition,
    members: &[Entrant],
    stage: Stage,
    group: Option<u32>,
    now_ms: i64,
) -> Result<Vec<NewFixture>, LeagueOpError> {
    let rounds = schedule::round_robin(members, c.spec.legs).map_err(league_error)?;
    Ok(rounds
        .iter()
        .flat_map(|r| {
            r.matches.iter().enumerate().map(move |(slot, (home, away))| NewFixture {
                stage,
                round: r.number,
                // Groups play their rounds side by side: each group has its own slots.
                slot: group.unwrap_or(0) * GROUP_SLOTS + slot as u32,
                leg: 1,
                group_no: group,
                home: *home,
                away: *away,
                result_needed: false,
                deadline_ms: deadline(c, now_ms, r.number),
            })
        })
        .collect())
}

/// Fixtures for a paired Swiss round.
fn swiss_fixtures(c: &Competition, round: &schedule::Round, started_ms: i64) -> Vec<NewFixture> {
    round
        .matches
        .iter()
        .enumerate()
        .map(|(slot, (home, away))| NewFixture {
            stage: Stage::Swiss,
            round: round.number,
            slot: slot as u32,
            leg: 1,
            group_no: None,
            home: *home,
            away: *away,
            result_needed: false,
            deadline_ms: deadline(c, started_ms, round.number),
        })
        .collect()
}

/// Fixtures for the bracket's due ties; `round_offset` counts the rounds played before the
/// knockout (the group stage), for deadlines.
fn bracket_fixtures(c: &Competition, bracket: &Bracket, started_ms: i64, round_offset: u32) -> Vec<NewFixture> {
    bracket
        .due()
        .into_iter()
        .map(|d| NewFixture {
            stage: Stage::Knockout,
            round: d.tie.round,
            slot: d.tie.slot,
            leg: d.leg,
            group_no: None,
            home: d.home,
            away: d.away,
            result_needed: d.result_needed,
            deadline_ms: deadline(c, started_ms, round_offset + d.tie.round + d.leg - 1),
        })
        .collect()
}

fn played(f: &Fixture) -> Option<Played> {
    f.result.as_ref().map(|r| Played {
        home: f.spec.home,
        away: f.spec.away,
        home_goals: r.home_goals,
        away_goals: r.away_goals,
        decided_for: r.decided_for,
    })
}

fn chain(c: &Competition, stage: Stage) -> Chain {
    if stage == Stage::Swiss {
        Preset::Swiss.chain()
    } else {
        c.spec.tiebreak.chain(c.game.profile().tiebreak.as_deref())
    }
}

/// The table of one stage (and group) of a season.
pub fn stage_table(
    c: &Competition,
    season: &Season,
    members: &[Entrant],
    fixtures: &[Fixture],
    stage: Stage,
    group: Option<u32>,
) -> Result<Table, LeagueOpError> {
    let results: Vec<Played> =
        fixtures.iter().filter(|f| f.spec.stage == stage && f.spec.group_no == group).filter_map(played).collect();
    touchline_league::table(members, &results, c.spec.points, &chain(c, stage), season.lots_seed).map_err(league_error)
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

pub async fn standing(store: &Store, c: &Competition, season: Season) -> Result<Standing, LeagueOpError> {
    let members = store.members(season.id).await?;
    let fixtures = store.fixtures(season.id).await?;
    let ids: Vec<Entrant> = members.iter().map(|m| m.player_id).collect();
    let mut tables = Vec::new();
    let mut bracket = None;
    match c.spec.format {
        Format::RoundRobin | Format::DraftLeague => {
            tables.push((None, stage_table(c, &season, &ids, &fixtures, Stage::League, None)?))
        }
        Format::Swiss => tables.push((None, stage_table(c, &season, &ids, &fixtures, Stage::Swiss, None)?)),
        Format::Knockout => bracket = Some(rebuild_bracket(c, ids.clone(), &fixtures)?),
        Format::Groups => {
            let groups = c.spec.groups.unwrap_or(1);
            for g in 0..groups {
                let in_group: Vec<Entrant> =
                    members.iter().filter(|m| m.group_no == Some(g)).map(|m| m.player_id).collect();
                if in_group.is_empty() {
                    continue;
                }
                tables.push((Some(g), stage_table(c, &season, &in_group, &fixtures, Stage::Group, Some(g))?));
            }
            let group_done = season.status != SeasonStatus::Open
                && fixtures.iter().filter(|f| f.spec.stage == Stage::Group).all(|f| f.result.is_some());
            if group_done && !tables.is_empty() {
                let finals: Vec<Table> = tables.iter().map(|(_, t)| t.clone()).collect();
                let seeds = groups::qualifiers(&finals, c.spec.qualifiers.unwrap_or(1)).map_err(league_error)?;
                bracket = Some(rebuild_bracket(c, seeds, &fixtures)?);
            }
        }
    }
    let kickoffs = store.kickoffs_of(season.id).await?;
    Ok(Standing { season, members, fixtures, tables, bracket, kickoffs })
}

/// The bracket with every knockout result so far.
fn rebuild_bracket(c: &Competition, seeds: Vec<Entrant>, fixtures: &[Fixture]) -> Result<Bracket, LeagueOpError> {
    let mut bracket = Bracket::new(seeds, c.spec.legs).map_err(league_error)?;
    let mut ko: Vec<&Fixture> = fixtures.iter().filter(|f| f.spec.stage == Stage::Knockout).collect();
    ko.sort_by_key(|f| (f.spec.round, f.spec.slot, f.spec.leg));
    for f in ko {
        if let Some(p) = played(f) {
            bracket
                .record(TieId { round: f.spec.round, slot: f.spec.slot }, f.spec.leg, p)
                .map_err(|e| LeagueOpError::Store(StoreError::Corrupt(format!("bracket: {e}"))))?;
        }
    }
    Ok(bracket)
}

/// What advancing a season did.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Progress {
    /// Fixtures drawn up just now (a new knockout or Swiss round).
    pub new_fixtures: usize,
    /// The season ended just now, with this champion.
    pub finished: Option<Option<Entrant>>,
}

impl Progress {
    /// As kept with a note waiting to be posted.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Read back from a note waiting to be posted; nothing moved on if it is unreadable.
    pub fn from_json(text: &str) -> Progress {
        serde_json::from_str(text).unwrap_or_default()
    }
}

/// Move a running season on after a result: draw the next knockout or Swiss round when it is
/// due, and close the season when everything is played. Safe to call any number of times.
pub async fn advance(store: &Store, c: &Competition, season: Season, now_ms: i64) -> Result<Progress, LeagueOpError> {
    if season.status != SeasonStatus::Running {
        return Ok(Progress::default());
    }
    let started = season.started_ms.unwrap_or(now_ms);
    let s = standing(store, c, season).await?;
    let mut progress = Progress::default();
    let all_played = s.fixtures.iter().all(|f| f.result.is_some());
    let champion = match c.spec.format {
        Format::RoundRobin => all_played.then(|| s.tables[0].1.rows.first().map(|r| r.entrant)),
        Format::DraftLeague if s.fixtures.is_empty() => {
            progress.new_fixtures = settle_draft(store, c, &s, started).await?;
            None
        }
        Format::DraftLeague => all_played.then(|| s.tables[0].1.rows.first().map(|r| r.entrant)),
        Format::Knockout | Format::Groups => match &s.bracket {
            Some(bracket) => {
                let offset = s.fixtures.iter().filter(|f| f.spec.stage == Stage::Group).map(|f| f.spec.round).max();
                let new = bracket_fixtures(c, bracket, started, offset.unwrap_or(0));
                progress.new_fixtures = store.add_fixtures(s.season.id, &new).await?;
                bracket.champion().map(Some)
            }
            None => None,
        },
        Format::Swiss => {
            let last = s.fixtures.iter().map(|f| f.spec.round).max().unwrap_or(0);
            let rounds = c.spec.swiss_rounds.unwrap_or_else(|| swiss::default_rounds(s.members.len()));
            if all_played && last < rounds {
                let order: Vec<Entrant> = s.tables[0].1.rows.iter().map(|r| r.entrant).collect();
                let history: Vec<(Entrant, Entrant)> = s.fixtures.iter().map(|f| (f.spec.home, f.spec.away)).collect();
                let byes = swiss_byes(&s);
                let round = swiss::pair(last + 1, &order, &history, &byes).map_err(league_error)?;
                let new = swiss_fixtures(c, &round, started);
                progress.new_fixtures = store.add_fixtures(s.season.id, &new).await?;
                None
            } else if all_played {
                Some(s.tables[0].1.rows.first().map(|r| r.entrant))
            } else {
                None
            }
        }
    };
    if let Some(champion) = champion {
        let archive = serde_json::to_string(&s.tables).map_err(|e| StoreError::Corrupt(e.to_string()))?;
        if store.finish_season(&s.season, &archive, champion).await? {
            progress.finished = Some(champion);
        }
    }
    Ok(progress)
}

/// A draft league's draft, once its match is over: keep each manager's squad and draw up the
/// round robin between them (one leg). Returns the fixtures drawn up (none while the draft is
/// still being played, or when it was settled already).
async fn settle_draft(store: &Store, c: &Competition, s: &Standing, started: i64) -> Result<usize, LeagueOpError> {
    let DraftState::Match(match_id) = store.draft(s.season.id).await? else { return Ok(0) };
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
    let ids: Vec<Entrant> = s.members.iter().map(|m| m.player_id).collect();
    let fixtures = round_robin_fixtures(c, &ids, Stage::League, None, started)?;
    let added = store.settle_draft(s.season.id, c.id, &kept, &fixtures).await?;
    Ok(if added { fixtures.len() } else { 0 })
}

/// Entrants who sat out a Swiss round (they had no fixture in it).
fn swiss_byes(s: &Standing) -> Vec<Entrant> {
    let last = s.fixtures.iter().map(|f| f.spec.round).max().unwrap_or(0);
    let mut byes = Vec::new();
    for round in 1..=last {
        for m in &s.members {
            if !s.fixtures.iter().any(|f| f.spec.round == round && f.involves(m.player_id)) {
                byes.push(m.player_id);
            }
        }
    }
    byes
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
            round: f.spec.round,
            home: name(f.spec.home),
            away: name(f.spec.away),
            home_goals: f.result.as_ref().map(|r| r.home_goals),
            away_goals: f.result.as_ref().map(|r| r.away_goals),
            decided_for: f.result.as_ref().and_then(|r| r.decided_for).map(name),
            status: f.status.name().to_string(),
            source: f.result.as_ref().map(|r| r.source.name().to_string()).unwrap_or_default(),
        })
        .collect();
    (tables, touchline_league::export::results_csv(&rows))
}
