//! Pyramids: leagues linked as the divisions of one competition, with promotion and relegation
//! between them at each season's end.
//!
//! Judgement calls made here:
//! - A pyramid is a ladder, one league per level (no regional divisions side by side); every
//!   division is a round-robin league of the same game, on the same server.
//! - `places` clubs cross each line both ways (default 2). With a play-off, `places - 1` move
//!   directly and the club `places`-th from the bottom above meets the club `places`-th from the
//!   top below over two legs (level on aggregate: a deciding match); the winner plays above.
//! - A play-off is a knockout competition of its own ("<division> play-off <season>"), so it is
//!   played, reported and shown like any cup tie; the upper division's club is its first seed.
//! - A season end waits for every division's season to finish, then for the play-offs; an
//!   admin asks for it twice when there are play-offs (the first time draws them).
//! - Newcomers join the lowest division once the pyramid has turned a season over; before that,
//!   the divisions are filled by joining each one.
//! - Next season's seeds in a division: the clubs coming down, then those staying, then those
//!   coming up, each in their final order.

use std::collections::HashMap;

use touchline_league::pyramid::{self, Boundary, Fate, Movement, PyramidError};
use touchline_league::{Entrant, Table};

use super::season::{standing, start};
use super::{refusal, refuse, LeagueOpError};
use crate::competition::*;
use crate::store::league::pyramid::{ClubSeason, DivisionLink, DivisionTurnover, HistoryLine};
use crate::store::{Store, StoreError};

/// Clubs crossing a line each way when the league does not say.
pub const DEFAULT_PLACES: u32 = 2;
/// The most clubs a line may move each way.
pub const MAX_PLACES: u32 = 10;
/// The most divisions a pyramid has (linking more is refused).
pub const MAX_LEVELS: usize = 16;

/// One level of a pyramid.
#[derive(Clone, Debug)]
pub struct Division {
    /// 1 is the top.
    pub level: u32,
    pub competition: Competition,
    /// The line above it (none for the top division).
    pub above: Option<Boundary>,
}

/// A league's pyramid, top division first; a league on its own is a pyramid of one.
#[derive(Clone, Debug)]
pub struct Pyramid {
    pub divisions: Vec<Division>,
}

impl Pyramid {
    pub fn is_pyramid(&self) -> bool {
        self.divisions.len() > 1
    }

    pub fn top(&self) -> &Competition {
        &self.divisions[0].competition
    }

    pub fn level_of(&self, competition: CompetitionId) -> Option<u32> {
        self.divisions.iter().find(|d| d.competition.id == competition).map(|d| d.level)
    }

    fn boundaries(&self) -> Vec<Boundary> {
        self.divisions.iter().skip(1).filter_map(|d| d.above).collect()
    }
}

fn corrupt(what: String) -> LeagueOpError {
    LeagueOpError::Store(StoreError::Corrupt(what))
}

async fn competition(store: &Store, id: CompetitionId) -> Result<Competition, LeagueOpError> {
    store.competition_by_id(id).await?.ok_or_else(|| corrupt(format!("no competition #{id}")))
}

/// The pyramid a league belongs to.
pub async fn pyramid(store: &Store, c: &Competition) -> Result<Pyramid, LeagueOpError> {
    let mut top = c.clone();
    let mut steps = 0;
    while let Some(link) = store.division_above(top.id).await? {
        top = competition(store, link.above).await?;
        steps += 1;
        if steps > MAX_LEVELS {
            return Err(corrupt(format!("the divisions above #{} go round in a loop", c.id)));
        }
    }
    let mut divisions = vec![Division { level: 1, competition: top, above: None }];
    let mut at = divisions[0].competition.id;
    while let Some(link) = store.division_below(at).await? {
        if divisions.len() > MAX_LEVELS {
            return Err(corrupt(format!("the divisions below #{} go round in a loop", c.id)));
        }
        let below = competition(store, link.competition).await?;
        at = below.id;
        divisions.push(Division { level: divisions.len() as u32 + 1, competition: below, above: Some(link.boundary) });
    }
    Ok(Pyramid { divisions })
}

/// The line a new or relinked division asks for, checked.
fn boundary(places: Option<u32>, playoff: bool) -> Result<Boundary, LeagueOpError> {
    let places = places.unwrap_or(DEFAULT_PLACES);
    if !(1..=MAX_PLACES).contains(&places) {
        return refuse!("pyramid-places", most = MAX_PLACES);
    }
    Ok(Boundary { places, playoff })
}

/// Whether `above` can take a division below it of this game and format: a round-robin league
/// of the same server and game, not the league itself nor one of its own lower divisions.
async fn check_above(
    store: &Store,
    lower: Option<&Competition>,
    spec: &NewCompetition,
    above: &Competition,
) -> Result<(), LeagueOpError> {
    if !spec.format.is_league() || !above.spec.format.is_league() {
        return refuse!("pyramid-leagues-only");
    }
    if above.spec.guild_id != spec.guild_id {
        // Another server's league is not one this server knows.
        let known = store.competition_names(spec.guild_id, "").await?.join(", ");
        return refuse!("league-unknown", name = &above.spec.name, known = known);
    }
    if above.game != spec.config.kind() {
        return refuse!("pyramid-same-game", above = &above.spec.name, game = above.game.title());
    }
    // The league above and the levels over it: walking up from it must not reach the league
    // being linked, and the two chains together may not pass the deepest pyramid.
    let upper = pyramid(store, above).await?;
    let above_levels = upper.level_of(above.id).unwrap_or(1) as usize;
    if let Some(lower) = lower {
        if upper.divisions[..above_levels].iter().any(|d| d.competition.id == lower.id) {
            return refuse!("pyramid-loop", name = &lower.spec.name, above = &above.spec.name);
        }
    }
    let own_levels = match lower {
        Some(lower) => {
            let own = pyramid(store, lower).await?;
            own.divisions.len() + 1 - own.level_of(lower.id).unwrap_or(1) as usize
        }
        None => 1,
    };
    if above_levels + own_levels > MAX_LEVELS {
        return refuse!("pyramid-too-deep", most = MAX_LEVELS);
    }
    if let Some(below) = store.division_below(above.id).await? {
        if lower.is_none_or(|l| l.id != below.competition) {
            let taken = competition(store, below.competition).await?;
            return refuse!("pyramid-level-taken", above = &above.spec.name, below = &taken.spec.name);
        }
    }
    Ok(())
}

/// Create a league as the division below another.
pub async fn create_division(
    store: &Store,
    spec: NewCompetition,
    lots_seed: u64,
    above: &Competition,
    places: Option<u32>,
    playoff: bool,
) -> Result<Competition, LeagueOpError> {
    let boundary = boundary(places, playoff)?;
    check_above(store, None, &spec, above).await?;
    super::create_in(store, spec, lots_seed, Some((above.id, boundary))).await
}

/// Link an existing league below another (or change the line above it).
pub async fn link(
    store: &Store,
    lower: &Competition,
    above: &Competition,
    places: Option<u32>,
    playoff: bool,
    actor: i64,
) -> Result<Pyramid, LeagueOpError> {
    let boundary = boundary(places, playoff)?;
    if lower.id == above.id {
        return refuse!("pyramid-loop", name = &lower.spec.name, above = &above.spec.name);
    }
    check_above(store, Some(lower), &lower.spec, above).await?;
    let link = DivisionLink { competition: lower.id, above: above.id, boundary };
    if !store.link_division(&link, actor).await? {
        // Another league took the level in the meantime.
        let below = match store.division_below(above.id).await? {
            Some(taken) => competition(store, taken.competition).await?.spec.name,
            None => String::new(),
        };
        return refuse!("pyramid-level-taken", above = &above.spec.name, below = below);
    }
    pyramid(store, lower).await
}

/// Whether the pyramid has turned a season over (its history has a line): from then on
/// newcomers start at the bottom.
async fn has_played(store: &Store, p: &Pyramid) -> Result<bool, LeagueOpError> {
    let ids: Vec<CompetitionId> = p.divisions.iter().map(|d| d.competition.id).collect();
    Ok(!store.division_history(&ids).await?.is_empty())
}

/// Where a member joining `c` goes: `c` itself, or the lowest division of its pyramid once the
/// pyramid has played a season. Refused when they are in one of its divisions already.
pub async fn joining_division(store: &Store, c: &Competition, player: i64) -> Result<Competition, LeagueOpError> {
    let p = pyramid(store, c).await?;
    if !p.is_pyramid() {
        return Ok(c.clone());
    }
    for d in &p.divisions {
        let season = store.current_season(d.competition.id).await?;
        if store.members(season.id).await?.iter().any(|m| m.player_id == player) {
            return refuse!("league-already-in", name = &d.competition.spec.name);
        }
    }
    if has_played(store, &p).await? {
        return Ok(p.divisions.last().map(|d| d.competition.clone()).unwrap_or_else(|| c.clone()));
    }
    Ok(c.clone())
}

/// A play-off of a season end, as the admins are told of it.
#[derive(Clone, Debug)]
pub struct PlayOffTie {
    pub competition: Competition,
    pub upper: String,
    pub lower: String,
    /// The league above the line and the one below.
    pub divisions: (String, String),
    /// Drawn by this request (rather than earlier and still being played).
    pub drawn_now: bool,
}

/// A division's season as it ended.
#[derive(Clone, Debug)]
pub struct DivisionEnd {
    pub division: Division,
    pub season: Season,
    pub table: Table,
    pub names: HashMap<Entrant, String>,
    /// Its clubs' fates, in their final order.
    pub fates: Vec<Fate>,
}

/// What asking for a pyramid's next season came to.
#[derive(Clone, Debug)]
pub enum SeasonEnd {
    /// The play-offs come first: drawn now, or still being played.
    PlayOffs(Vec<PlayOffTie>),
    /// Every division's next season is open, with its clubs moved.
    Turned { ended: Vec<DivisionEnd>, opened: Vec<Season> },
}

/// Every division's current season, when each has finished; otherwise why the pyramid cannot
/// turn yet. Asked on its own before the work begins, so that a refusal is said to the asker
/// alone: divisions still playing are named as such, and divisions whose season is open but not
/// begun as not begun (after a turn, the whole pyramid's new season is just that).
pub async fn finished_seasons(store: &Store, p: &Pyramid) -> Result<Vec<Season>, LeagueOpError> {
    let mut seasons = Vec::new();
    let (mut playing, mut not_begun) = (Vec::new(), Vec::new());
    for d in &p.divisions {
        let season = store.current_season(d.competition.id).await?;
        let named = format!("'{}' ({})", d.competition.spec.name, season.number);
        match season.status {
            SeasonStatus::Finished => {}
            SeasonStatus::Running => playing.push(named),
            SeasonStatus::Open => not_begun.push(named),
        }
        seasons.push(season);
    }
    match (playing.is_empty(), not_begun.is_empty()) {
        (true, true) => Ok(seasons),
        // Every division open and none begun, past the first season: the turn was just made.
        (true, false) if seasons.iter().all(|s| s.number > 1) => {
            refuse!("pyramid-already-turned", name = &p.top().spec.name)
        }
        (true, false) => refuse!("pyramid-not-begun", divisions = not_begun.join(", ")),
        (false, true) => refuse!("pyramid-not-finished", divisions = playing.join(", ")),
        (false, false) => {
            refuse!("pyramid-not-finished-nor-begun", divisions = playing.join(", "), waiting = not_begun.join(", "))
        }
    }
}

/// The next season of a whole pyramid: once every division has finished (and any play-off has
/// been played), promotion and relegation, then every division's next season opens at once.
pub async fn new_season(
    store: &Store,
    p: &Pyramid,
    actor: i64,
    now_ms: i64,
    mut lots_seed: impl FnMut() -> u64,
) -> Result<SeasonEnd, LeagueOpError> {
    let seasons = finished_seasons(store, p).await?;
    let mut standings = Vec::new();
    for (d, season) in p.divisions.iter().zip(&seasons) {
        standings.push(standing(store, &d.competition, season.clone()).await?);
    }
    let orders: Vec<Vec<Entrant>> =
        standings.iter().map(|s| s.tables.first().map(|(_, t)| order(t)).unwrap_or_default()).collect();
    let boundaries = p.boundaries();
    let due = pyramid::playoffs(&orders, &boundaries).map_err(|e| pyramid_refusal(p, e))?;

    let mut ties = Vec::new();
    let mut winners = Vec::new();
    for tie in due {
        let (upper, lower) = (&p.divisions[tie.boundary], &p.divisions[tie.boundary + 1]);
        let lower_season = &seasons[tie.boundary + 1];
        // A tie kept from an earlier request whose clubs are no longer the two at the line (an
        // override changed a table, or the line was changed) is drawn again.
        let mut kept = store.division_playoff(lower_season.id).await?;
        if let Some(id) = kept {
            let cup_season = store.current_season(id).await?;
            let mut clubs: Vec<Entrant> = store.members(cup_season.id).await?.iter().map(|m| m.player_id).collect();
            clubs.sort_unstable();
            let mut due_clubs = vec![tie.upper, tie.lower];
            due_clubs.sort_unstable();
            if clubs != due_clubs {
                store.forget_division_playoff(lower_season.id).await?;
                kept = None;
            }
        }
        let (id, drawn_now) = match kept {
            Some(id) => (id, false),
            None => {
                let id = draw_playoff(
                    store,
                    &lower.competition,
                    lower_season,
                    [tie.upper, tie.lower],
                    actor,
                    now_ms,
                    lots_seed(),
                )
                .await?;
                (store.keep_division_playoff(lower_season.id, id).await?, true)
            }
        };
        let cup = competition(store, id).await?;
        let cup_season = store.current_season(id).await?;
        match (cup_season.status, cup_season.champion) {
            (SeasonStatus::Finished, Some(winner)) => winners.push((tie.boundary, winner)),
            _ => ties.push(PlayOffTie {
                competition: cup,
                upper: standings[tie.boundary].name(tie.upper),
                lower: standings[tie.boundary + 1].name(tie.lower),
                divisions: (upper.competition.spec.name.clone(), lower.competition.spec.name.clone()),
                drawn_now,
            }),
        }
    }
    if !ties.is_empty() {
        return Ok(SeasonEnd::PlayOffs(ties));
    }

    let fates = pyramid::season_end(&orders, &boundaries, &winners).map_err(|e| pyramid_refusal(p, e))?;
    let next = pyramid::next_season(&fates, p.divisions.len());
    let turnovers: Vec<DivisionTurnover> = seasons
        .iter()
        .zip(next)
        .map(|(season, next)| DivisionTurnover { finished: season.clone(), next, lots_seed: lots_seed() })
        .collect();
    let history: Vec<HistoryLine> = fates
        .iter()
        .map(|f| HistoryLine {
            season_id: seasons[f.division].id,
            player_id: f.entrant,
            level: f.division as u32 + 1,
            place: f.place,
            movement: f.movement,
            playoff: f.playoff,
        })
        .collect();
    let Some(opened) = store.turn_pyramid_over(&turnovers, &history, actor).await? else {
        return refuse!("pyramid-already-turned", name = &p.top().spec.name);
    };
    let ended = p
        .divisions
        .iter()
        .zip(standings)
        .enumerate()
        .map(|(k, (d, s))| DivisionEnd {
            division: d.clone(),
            season: s.season.clone(),
            table: s.tables.first().map(|(_, t)| t.clone()).unwrap_or_default(),
            names: super::words::names(&s),
            fates: fates.iter().filter(|f| f.division == k).copied().collect(),
        })
        .collect();
    Ok(SeasonEnd::Turned { ended, opened })
}

/// A table's clubs, best first.
fn order(t: &Table) -> Vec<Entrant> {
    t.rows.iter().map(|r| r.entrant).collect()
}

/// A pyramid's rule broken by its clubs, as a refusal naming the division.
fn pyramid_refusal(p: &Pyramid, e: PyramidError) -> LeagueOpError {
    match e {
        PyramidError::TooFewClubs { division, clubs, needed } => {
            let name = p.divisions.get(division).map(|d| d.competition.spec.name.clone()).unwrap_or_default();
            LeagueOpError::Refused(refusal!("pyramid-too-small-at-end", name = name, clubs = clubs, needed = needed))
        }
        other => corrupt(format!("a pyramid's season end: {other}")),
    }
}

/// "Championship play-off 3" (the `nth` other try: "… play-off 3 (2)"), shortened to a
/// competition name's length.
fn playoff_name(division: &str, season: u32, nth: u32) -> String {
    let tail = match nth {
        0 | 1 => format!(" play-off {season}"),
        n => format!(" play-off {season} ({n})"),
    };
    let room = super::MAX_NAME.saturating_sub(tail.chars().count());
    let head: String = division.chars().take(room).collect();
    format!("{}{tail}", head.trim_end())
}

/// Names tried for a play-off before giving up.
const PLAYOFF_NAMES: u32 = 9;

/// Draw a play-off as a two-leg knockout of its two clubs (the upper division's first) and
/// start it, under the first of its names that is free. A cup of that name left half drawn (a
/// stop between making it and keeping it: a two-leg knockout kept for no season, still open,
/// with none but these clubs) is taken up; any other competition's name is passed over.
async fn draw_playoff(
    store: &Store,
    lower: &Competition,
    lower_season: &Season,
    clubs: [Entrant; 2],
    actor: i64,
    now_ms: i64,
    lots_seed: u64,
) -> Result<CompetitionId, LeagueOpError> {
    let mut cup = None;
    for nth in 1..=PLAYOFF_NAMES {
        let name = playoff_name(&lower.spec.name, lower_season.number, nth);
        match store.competition(lower.spec.guild_id, &name).await? {
            Some(c) if half_drawn(store, &c, clubs).await? => {
                cup = Some(c);
                break;
            }
            Some(_) => continue,
            None => {
                cup = Some(new_playoff(store, lower, name, actor, lots_seed).await?);
                break;
            }
        }
    }
    let Some(cup) = cup else {
        return refuse!("league-name-taken", name = playoff_name(&lower.spec.name, lower_season.number, 1));
    };
    // A stop between drawing it and starting it: whoever asks next finishes the job.
    let season = store.current_season(cup.id).await?;
    if season.status == SeasonStatus::Open {
        for club in clubs {
            store.join_season(season.id, club, None).await?;
        }
        start(store, &cup, actor, now_ms).await?;
    }
    Ok(cup.id)
}

/// A play-off made but not kept (see [`draw_playoff`]).
async fn half_drawn(store: &Store, c: &Competition, clubs: [Entrant; 2]) -> Result<bool, LeagueOpError> {
    if c.spec.format != playoff_format() || store.playoff_of(c.id).await?.is_some() {
        return Ok(false);
    }
    let season = store.current_season(c.id).await?;
    let members = store.members(season.id).await?;
    Ok(season.status == SeasonStatus::Open && members.iter().all(|m| clubs.contains(&m.player_id)))
}

/// A play-off is a two-legged knockout.
fn playoff_format() -> Format {
    Format::Knockout(touchline_league::format::Knockout { legs: 2 })
}

async fn new_playoff(
    store: &Store,
    lower: &Competition,
    name: String,
    actor: i64,
    lots_seed: u64,
) -> Result<Competition, LeagueOpError> {
    let spec = NewCompetition {
        name,
        kind: CompetitionKind::Tournament,
        format: playoff_format(),
        tiebreak: touchline_league::TieBreak::Preset(touchline_league::Preset::Football),
        created_by: actor,
        ..lower.spec.clone()
    };
    super::create(store, spec, lots_seed).await
}

/// A division as it stands now.
#[derive(Clone, Debug)]
pub struct DivisionNow {
    pub level: u32,
    pub competition: Competition,
    pub season: Season,
    pub clubs: usize,
}

/// A pyramid at a glance: each division's current season, and the last season end's moves.
#[derive(Clone, Debug)]
pub struct Overview {
    pub divisions: Vec<DivisionNow>,
    /// Every club's line of the last season end, by level and place (empty before the first).
    pub last_moves: Vec<ClubSeason>,
}

impl Overview {
    /// The clubs that made a move at the last season end.
    pub fn moved(&self, movement: Movement) -> Vec<&str> {
        self.last_moves.iter().filter(|c| c.line.movement == movement).map(|c| c.club.as_str()).collect()
    }
}

pub async fn overview(store: &Store, p: &Pyramid) -> Result<Overview, LeagueOpError> {
    let mut divisions = Vec::new();
    let mut previous = Vec::new();
    for d in &p.divisions {
        let season = store.current_season(d.competition.id).await?;
        let clubs = store.members(season.id).await?.len();
        let seasons = store.seasons(d.competition.id).await?;
        if let Some(last) = seasons.iter().rev().find(|s| s.number + 1 == season.number) {
            previous.push(last.id);
        }
        divisions.push(DivisionNow { level: d.level, competition: d.competition.clone(), season, clubs });
    }
    let last_moves = store.season_history(&previous).await?;
    Ok(Overview { divisions, last_moves })
}
