//! Use-cases over competitions: create, join, start, play, report, confirm, dispute, override,
//! advance, tables and exports. Discord (or any other front end) parses the request, calls one
//! of these, and presents the answer; every refusal is a sentence for the person who asked.
//!
//! Judgement calls made here:
//! - Seeds are the order of joining; groups are drawn from them by snake seeding.
//! - A two-legged knockout tie level on aggregate is settled by a third, deciding match played
//!   with the game's result-needed option (its own extra time and shoot-out); away goals don't count.
//! - A fixture past its deadline: with `forfeit`, a side that said it was ready (or whose report
//!   was never answered) takes the forfeit score, or the report stands; if neither side did
//!   anything, or with `admin`, the fixture waits for an admin's override.
//! - A match given up on the bot (resigned, or out of time with forfeit) counts as the forfeit
//!   score unless the real score was a wider win for the other side.

use std::collections::HashMap;

use touchline_games::{AnyConfig, GameKind};
use touchline_league::knockout::{Bracket, TieId};
use touchline_league::{groups, schedule, swiss, Chain, Entrant, Played, Preset, Table};

use crate::store::{
    Competition, CompetitionKind, Fixture, FixtureStatus, Format, Member, MissedDeadline, NewCompetition, NewFixture,
    Report, ResultSource, Score, Season, SeasonStatus, Stage, Store, StoreError,
};

#[derive(Debug, thiserror::Error)]
pub enum LeagueOpError {
    /// The request was refused; the text says why and what is allowed.
    #[error("{0}")]
    Refused(String),
    #[error(transparent)]
    Store(#[from] StoreError),
}

fn refuse<T>(text: impl Into<String>) -> Result<T, LeagueOpError> {
    Err(LeagueOpError::Refused(text.into()))
}

pub const MAX_NAME: usize = 40;

/// Slots per group in a round of a group stage (far more than a group of 8 can fill).
const GROUP_SLOTS: u32 = 1000;

/// The game options a fixture is played with: the competition's, plus "a winner is needed" for
/// knockout ties.
pub fn fixture_config(competition: &Competition, fixture: &Fixture) -> AnyConfig {
    match competition.spec.config.clone() {
        AnyConfig::Kix(mut c) => {
            c.result_needed = fixture.spec.result_needed;
            AnyConfig::Kix(c)
        }
        AnyConfig::Fuba(mut c) => {
            c.result_needed = fixture.spec.result_needed;
            AnyConfig::Fuba(c)
        }
    }
}

/// The command group a competition's commands live under.
pub fn kind_word(kind: CompetitionKind) -> &'static str {
    match kind {
        CompetitionKind::League => "league",
        CompetitionKind::Tournament => "tournament",
    }
}

/// Check and store a new competition.
pub async fn create(store: &Store, spec: NewCompetition, lots_seed: u64) -> Result<Competition, LeagueOpError> {
    let name = spec.name.trim().to_string();
    if name.is_empty() || name.chars().count() > MAX_NAME {
        return refuse(format!("A name needs 1 to {MAX_NAME} characters."));
    }
    if name.chars().any(|c| c.is_control() || c == '@' || c == '#' || c == '`') {
        return refuse("A name can't contain @, #, backticks or control characters.");
    }
    let p = spec.points;
    if !(p.win >= p.draw && p.draw >= p.loss) || p.win == 0 || p.win > 10 {
        return refuse("Points must run win ≥ draw ≥ loss, with 1 to 10 for a win (e.g. 3-1-0).");
    }
    match spec.format {
        Format::RoundRobin if !(1..=4).contains(&spec.legs) => {
            return refuse("A round robin has 1 to 4 legs (2 = home and away).")
        }
        Format::Knockout | Format::Groups if !(1..=2).contains(&spec.legs) => {
            return refuse("Knockout ties have 1 or 2 legs.")
        }
        Format::Groups if !(1..=8).contains(&spec.groups.unwrap_or(0)) => {
            return refuse("Groups then knockout needs `groups` between 1 and 8.")
        }
        Format::Groups if !(1..=4).contains(&spec.qualifiers.unwrap_or(0)) => {
            return refuse("Groups then knockout needs `qualifiers` (per group) between 1 and 4.")
        }
        Format::Swiss if spec.swiss_rounds.is_some_and(|r| !(1..=15).contains(&r)) => {
            return refuse("A Swiss tournament has 1 to 15 rounds.")
        }
        _ => {}
    }
    if spec.forfeit_goals == 0 || spec.forfeit_goals > 10 {
        return refuse("The forfeit score must be 1 to 10 goals.");
    }
    let mut spec = spec;
    spec.name = name.clone();
    match store.create_competition(&spec, lots_seed).await? {
        Some((id, _)) => Ok(store.competition_by_id(id).await?.ok_or(StoreError::Corrupt("just created".into()))?),
        None => refuse(format!("There is already a competition called '{name}' on this server. Pick another name.")),
    }
}

/// A competition by name, or a refusal naming what exists.
pub async fn find(
    store: &Store,
    guild: u64,
    name: &str,
    kind: Option<CompetitionKind>,
) -> Result<Competition, LeagueOpError> {
    match store.competition(guild, name).await? {
        Some(c) if kind.is_none_or(|k| k == c.spec.kind) => Ok(c),
        Some(c) => refuse(format!(
            "'{}' is a {}, not a {}: use `/{} …` for it.",
            c.spec.name,
            kind_word(c.spec.kind),
            kind_word(kind.unwrap_or(c.spec.kind)),
            kind_word(c.spec.kind)
        )),
        None => {
            let known = store.competition_names(guild, "").await?;
            if known.is_empty() {
                refuse(format!("There is no competition called '{}' here, and none yet: an admin can make one with `/league create` or `/tournament create`.", name.trim()))
            } else {
                refuse(format!("There is no competition called '{}' here. Known: {}.", name.trim(), known.join(", ")))
            }
        }
    }
}

pub async fn join(store: &Store, c: &Competition, player: i64) -> Result<Season, LeagueOpError> {
    let season = store.current_season(c.id).await?;
    if season.status != SeasonStatus::Open {
        return refuse(format!("'{}' has already started; you can join when its next season opens.", c.spec.name));
    }
    if !store.join_season(season.id, player).await? {
        return refuse(format!("You are already in '{}'.", c.spec.name));
    }
    Ok(season)
}

pub async fn leave(store: &Store, c: &Competition, player: i64) -> Result<(), LeagueOpError> {
    let season = store.current_season(c.id).await?;
    if season.status != SeasonStatus::Open {
        return refuse(format!("'{}' has started, so you can't leave it now; ask an admin.", c.spec.name));
    }
    if !store.leave_season(season.id, player).await? {
        return refuse(format!("You are not in '{}'.", c.spec.name));
    }
    Ok(())
}

fn deadline(c: &Competition, started_ms: i64, round: u32) -> Option<i64> {
    c.spec.round_seconds.map(|s| started_ms + (s as i64) * 1000 * round as i64)
}

fn league_error(e: touchline_league::LeagueError) -> LeagueOpError {
    LeagueOpError::Refused(e.to_string())
}

/// Start the current season: draw up the fixtures (the first round of them for knockouts and
/// Swiss). Returns how many fixtures there are.
pub async fn start(store: &Store, c: &Competition, actor: i64, now_ms: i64) -> Result<usize, LeagueOpError> {
    let season = store.current_season(c.id).await?;
    if season.status != SeasonStatus::Open {
        return refuse(format!("'{}' has already started.", c.spec.name));
    }
    let members = store.members(season.id).await?;
    let seeds: Vec<Entrant> = members.iter().map(|m| m.player_id).collect();
    let need = match c.spec.format {
        Format::Groups => 2 * c.spec.groups.unwrap_or(1) as usize,
        _ => 2,
    };
    if seeds.len() < need {
        return refuse(format!(
            "'{}' needs at least {need} members to start; it has {}. Players join with `/{} join`.",
            c.spec.name,
            seeds.len(),
            kind_word(c.spec.kind)
        ));
    }
    let mut group_of = Vec::new();
    let fixtures = match c.spec.format {
        Format::RoundRobin => round_robin_fixtures(c, &seeds, Stage::League, None, now_ms)?,
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
    if !store.start_season(&season, actor, &group_of, &fixtures, now_ms).await? {
        return refuse(format!("'{}' has already started.", c.spec.name));
    }
    Ok(fixtures.len())
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
        c.spec.tiebreak.chain()
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
        Format::RoundRobin => tables.push((None, stage_table(c, &season, &ids, &fixtures, Stage::League, None)?)),
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
    Ok(Standing { season, members, fixtures, tables, bracket })
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
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Progress {
    /// Fixtures drawn up just now (a new knockout or Swiss round).
    pub new_fixtures: usize,
    /// The season ended just now, with this champion.
    pub finished: Option<Option<Entrant>>,
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

/// What `/league play` did.
pub enum PlayNext {
    /// You are ready; the opponent has not said so yet.
    Waiting { fixture: Fixture, opponent: Member },
    /// Both are ready: the caller opens the match (the fixture is claimed for it).
    Start { fixture: Fixture },
    /// Already being played.
    InPlay { fixture: Fixture },
}

fn member(members: &[Member], id: Entrant) -> Member {
    members.iter().find(|m| m.player_id == id).cloned().unwrap_or(Member {
        player_id: id,
        discord_id: 0,
        name: format!("#{id}"),
        seed: 0,
        group_no: None,
    })
}

/// The caller's next fixture in a running season: the earliest not yet settled.
async fn next_fixture(store: &Store, c: &Competition, player: i64) -> Result<(Season, Fixture), LeagueOpError> {
    let season = store.current_season(c.id).await?;
    match season.status {
        SeasonStatus::Open => return refuse(format!("'{}' hasn't started yet.", c.spec.name)),
        SeasonStatus::Finished => return refuse(format!("'{}' season {} is over.", c.spec.name, season.number)),
        SeasonStatus::Running => {}
    }
    let fixtures = store.fixtures(season.id).await?;
    if !fixtures.iter().any(|f| f.involves(player))
        && !store.members(season.id).await?.iter().any(|m| m.player_id == player)
    {
        return refuse(format!("You are not in '{}'.", c.spec.name));
    }
    if let Some(f) = fixtures.iter().find(|f| f.involves(player) && f.status == FixtureStatus::InPlay) {
        return Ok((season, f.clone()));
    }
    match fixtures.into_iter().find(|f| f.involves(player) && f.result.is_none()) {
        Some(f) => Ok((season, f)),
        None => refuse(format!("You have no fixture left to play in '{}' for now.", c.spec.name)),
    }
}

/// Say you are ready for your next fixture; when both sides are, it starts.
pub async fn play_next(store: &Store, c: &Competition, player: i64) -> Result<PlayNext, LeagueOpError> {
    let (season, fixture) = next_fixture(store, c, player).await?;
    match fixture.status {
        FixtureStatus::InPlay => return Ok(PlayNext::InPlay { fixture }),
        FixtureStatus::Scheduled => {}
        FixtureStatus::Reported | FixtureStatus::Disputed => {
            return refuse("Your next fixture has a reported score waiting: `/league confirm` or `/league dispute` it.")
        }
        FixtureStatus::Overdue => return refuse("Your next fixture missed its deadline; an admin will decide it."),
        FixtureStatus::Played => return refuse("That fixture is already played."),
    }
    store.set_ready(fixture.id, player).await?;
    let fixture = store.fixture(fixture.id).await?.ok_or(StoreError::Corrupt("fixture vanished".into()))?;
    if store.claim_fixture_start(fixture.id).await? {
        return Ok(PlayNext::Start { fixture });
    }
    let members = store.members(season.id).await?;
    let opponent = if fixture.spec.home == player { fixture.spec.away } else { fixture.spec.home };
    Ok(PlayNext::Waiting { opponent: member(&members, opponent), fixture })
}

/// Who a score is for, from the reporter's side: "went through" names the side that won a
/// level knockout tie.
fn score_from(
    fixture: &Fixture,
    player: i64,
    mine: u32,
    theirs: u32,
    i_went_through: Option<bool>,
) -> Result<Score, LeagueOpError> {
    if mine > 99 || theirs > 99 {
        return refuse("Scores run from 0 to 99.");
    }
    let home = fixture.spec.home == player;
    let (home_goals, away_goals) = if home { (mine, theirs) } else { (theirs, mine) };
    let opponent = if home { fixture.spec.away } else { fixture.spec.home };
    let decided_for = match (mine == theirs, fixture.spec.result_needed, i_went_through) {
        (true, true, Some(true)) => Some(player),
        (true, true, Some(false)) => Some(opponent),
        (true, true, None) => {
            return refuse("This is a knockout tie and the score is level: say who went through (`went_through`).")
        }
        _ => None,
    };
    Ok(Score { home_goals, away_goals, decided_for })
}

/// Report the score of your next fixture, played away from the bot. Returns the fixture and
/// the opponent, who must confirm.
pub async fn report(
    store: &Store,
    c: &Competition,
    player: i64,
    mine: u32,
    theirs: u32,
    i_went_through: Option<bool>,
) -> Result<(Fixture, Member), LeagueOpError> {
    let (season, fixture) = next_fixture(store, c, player).await?;
    if fixture.status == FixtureStatus::InPlay {
        return refuse("Your next fixture is being played on the bot; its result will count by itself.");
    }
    if fixture.status == FixtureStatus::Disputed {
        return refuse("The score of your next fixture is disputed; an admin will settle it.");
    }
    let score = score_from(&fixture, player, mine, theirs, i_went_through)?;
    let report = Report {
        fixture_id: fixture.id,
        reporter: player,
        home_goals: score.home_goals,
        away_goals: score.away_goals,
        decided_for: score.decided_for,
        disputed: false,
        dispute: None,
    };
    if !store.report(c.id, &report).await? {
        return refuse("That fixture can't take a report now.");
    }
    let members = store.members(season.id).await?;
    let opponent = if fixture.spec.home == player { fixture.spec.away } else { fixture.spec.home };
    Ok((fixture, member(&members, opponent)))
}

/// The reported fixture waiting for this player's answer.
async fn report_for_me(store: &Store, c: &Competition, player: i64) -> Result<(Fixture, Report), LeagueOpError> {
    let season = store.current_season(c.id).await?;
    for f in store.fixtures(season.id).await? {
        if f.involves(player) && f.status == FixtureStatus::Reported {
            if let Some(r) = store.pending_report(f.id).await? {
                if r.reporter == player {
                    return refuse("You reported that score; your opponent has to confirm it (or dispute it).");
                }
                return Ok((f, r));
            }
        }
    }
    refuse(format!("No score is waiting for your confirmation in '{}'.", c.spec.name))
}

/// Confirm the score the other side reported: it counts from now on.
pub async fn confirm(
    store: &Store,
    c: &Competition,
    player: i64,
    now_ms: i64,
) -> Result<(Fixture, Progress), LeagueOpError> {
    let (fixture, r) = report_for_me(store, c, player).await?;
    let score = Score { home_goals: r.home_goals, away_goals: r.away_goals, decided_for: r.decided_for };
    let detail = format!("confirmed {}–{}", r.home_goals, r.away_goals);
    if !store.record_result(c, &fixture, score, ResultSource::Reported, Some(player), "confirmed", &detail).await? {
        return refuse("That fixture already has a result.");
    }
    let season = store.current_season(c.id).await?;
    let progress = advance(store, c, season, now_ms).await?;
    let fixture = store.fixture(fixture.id).await?.unwrap_or(fixture);
    Ok((fixture, progress))
}

/// Dispute the score the other side reported: it goes to the admins.
pub async fn dispute(store: &Store, c: &Competition, player: i64, reason: &str) -> Result<Fixture, LeagueOpError> {
    let reason = reason.trim();
    if reason.is_empty() || reason.chars().count() > 300 {
        return refuse("Say briefly (up to 300 characters) what is wrong with the reported score.");
    }
    let (fixture, _) = report_for_me(store, c, player).await?;
    if !store.dispute(c.id, fixture.id, player, reason).await? {
        return refuse("That report can't be disputed now.");
    }
    Ok(fixture)
}

/// An admin sets a fixture's result, replacing any result it had; the reason is kept in the
/// audit log.
#[allow(clippy::too_many_arguments)]
pub async fn override_result(
    store: &Store,
    c: &Competition,
    actor: i64,
    fixture_id: i64,
    home_goals: u32,
    away_goals: u32,
    home_went_through: Option<bool>,
    reason: &str,
    now_ms: i64,
) -> Result<(Fixture, Progress), LeagueOpError> {
    let reason = reason.trim();
    if reason.is_empty() || reason.chars().count() > 300 {
        return refuse("An override needs a reason (up to 300 characters); it is kept in the audit log.");
    }
    let season = store.current_season(c.id).await?;
    let Some(fixture) = store.fixture(fixture_id).await?.filter(|f| f.season_id == season.id) else {
        return refuse(format!(
            "'{}' has no fixture #{fixture_id} this season; `/league fixtures` lists them with their numbers.",
            c.spec.name
        ));
    };
    if fixture.status == FixtureStatus::InPlay {
        return refuse("That fixture is being played on the bot right now; let it finish (or resign it) first.");
    }
    if fixture.spec.stage == Stage::Knockout && fixture.result.is_some() {
        let later = store.fixtures(season.id).await?.into_iter().any(|f| {
            f.spec.stage == Stage::Knockout
                && f.spec.round > fixture.spec.round
                && (f.involves(fixture.spec.home) || f.involves(fixture.spec.away))
        });
        if later {
            return refuse("The next round of that tie has already been drawn, so its result can't change any more.");
        }
    }
    let score = score_from(&fixture, fixture.spec.home, home_goals, away_goals, home_went_through)
        .map_err(|_| LeagueOpError::Refused("This is a knockout tie and the score is level: say whether the home side went through (`home_went_through`).".into()))?;
    let detail = format!("set {home_goals}–{away_goals}: {reason}");
    store.record_result(c, &fixture, score, ResultSource::Override, Some(actor), "override", &detail).await?;
    let progress = advance(store, c, season, now_ms).await?;
    let fixture = store.fixture(fixture.id).await?.unwrap_or(fixture);
    Ok((fixture, progress))
}

/// A note about a fixture decided at its deadline, for the competition's channel.
pub struct DeadlineNote {
    pub competition: Competition,
    pub text: String,
}

/// Settle fixtures whose round deadline has passed (see the module notes for the rule).
pub async fn check_deadlines(store: &Store, now_ms: i64) -> Result<Vec<DeadlineNote>, LeagueOpError> {
    let mut notes = Vec::new();
    for f in store.overdue_fixtures(now_ms).await? {
        let season = store.season(f.season_id).await?;
        let Some(c) = store.competition_by_id(season.competition_id).await? else { continue };
        let members = store.members(season.id).await?;
        let (home, away) = (member(&members, f.spec.home), member(&members, f.spec.away));
        let report = store.pending_report(f.id).await?.filter(|r| !r.disputed);
        let goals = c.spec.forfeit_goals;
        let decided = match (c.spec.missed_deadline, &report, f.home_ready, f.away_ready) {
            (MissedDeadline::Forfeit, Some(r), _, _) => Some((
                Score { home_goals: r.home_goals, away_goals: r.away_goals, decided_for: r.decided_for },
                ResultSource::Reported,
                format!(
                    "the reported {}–{} stands: it was not answered before the deadline",
                    r.home_goals, r.away_goals
                ),
            )),
            (MissedDeadline::Forfeit, None, true, false) => Some((
                Score { home_goals: goals, away_goals: 0, decided_for: None },
                ResultSource::Forfeit,
                format!("awarded {goals}–0 to {}: {} did not turn up before the deadline", home.name, away.name),
            )),
            (MissedDeadline::Forfeit, None, false, true) => Some((
                Score { home_goals: 0, away_goals: goals, decided_for: None },
                ResultSource::Forfeit,
                format!("awarded 0–{goals} to {}: {} did not turn up before the deadline", away.name, home.name),
            )),
            _ => None,
        };
        let text = match decided {
            Some((score, source, detail)) => {
                if !store.record_result(&c, &f, score, source, None, "deadline", &detail).await? {
                    continue;
                }
                advance(store, &c, store.current_season(c.id).await?, now_ms).await?;
                format!("⌛ **{}** v **{}** ({}): {detail}.", home.name, away.name, c.spec.name)
            }
            None => {
                if !store.mark_overdue(c.id, f.id).await? {
                    continue;
                }
                format!(
                    "⌛ **{}** v **{}** ({}, fixture #{}) missed its deadline; an admin decides it with `/league override`.",
                    home.name, away.name, c.spec.name, f.id
                )
            }
        };
        notes.push(DeadlineNote { competition: c, text });
    }
    Ok(notes)
}

/// Close the finished season and open the next with the same members.
pub async fn new_season(store: &Store, c: &Competition, actor: i64, lots_seed: u64) -> Result<Season, LeagueOpError> {
    match store.new_season(c.id, actor, lots_seed).await? {
        Some(season) => Ok(season),
        None => refuse(format!(
            "'{}' season {} isn't finished yet; a new season can open once every fixture is played.",
            c.spec.name,
            store.current_season(c.id).await?.number
        )),
    }
}

/// The score of a fixture as text, from the home side: "2–1", "1–1 (Ann went through)".
pub fn score_text(f: &Fixture, names: &HashMap<Entrant, String>) -> Option<String> {
    let r = f.result.as_ref()?;
    let mut text = format!("{}–{}", r.home_goals, r.away_goals);
    if let Some(w) = r.decided_for {
        text.push_str(&format!(" ({} went through)", names.get(&w).cloned().unwrap_or_default()));
    }
    if r.source == ResultSource::Forfeit {
        text.push_str(" (forfeit)");
    }
    Some(text)
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

/// The game a competition plays, for messages.
pub fn game_title(c: &Competition) -> &'static str {
    GameKind::title(c.game)
}
