//! Fixtures: playing one on the bot, reports, confirmations, disputes, overrides, deadlines, and
//! what a finished match means for its competition.

use super::season::{advance, advance_noting, standing, Progress, Standing};
use super::{refusal, refuse, LeagueOpError};
use crate::competition::*;
use crate::ids::{FixtureId, MatchId};
use crate::speech::LEAGUES;
use crate::store::league::deadlines::DeadlineCall;
use crate::store::{LeaseHold, Store, StoreError};
use touchline_i18n::say;
use touchline_league::Entrant;

/// What `/league play` did.
pub enum PlayNext {
    /// You are ready now; the opponent has not said so yet (the opponent is called).
    Waiting { fixture: Fixture, opponent: Member },
    /// You had said you were ready already, and the opponent still has not (said to you alone:
    /// the opponent was called once).
    StillWaiting { fixture: Fixture, opponent: Member },
    /// Both are ready: the caller opens the match (the fixture is claimed for it).
    Start { fixture: Fixture },
    /// Already being played, in this thread (when it is on Discord).
    InPlay { fixture: Fixture, thread: Option<u64> },
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
pub(super) async fn next_fixture(
    store: &Store,
    c: &Competition,
    player: i64,
) -> Result<(Season, Fixture), LeagueOpError> {
    let season = store.current_season(c.id).await?;
    match season.status {
        SeasonStatus::Open => return refuse!("league-not-started", name = &c.spec.name),
        SeasonStatus::Finished => return refuse!("league-season-over", name = &c.spec.name, season = season.number),
        SeasonStatus::Running => {}
    }
    let fixtures = store.fixtures(season.id).await?;
    if !fixtures.iter().any(|f| f.involves(player))
        && !store.members(season.id).await?.iter().any(|m| m.player_id == player)
    {
        return refuse!("league-not-in", name = &c.spec.name);
    }
    if let Some(f) = fixtures.iter().find(|f| f.involves(player) && f.status == FixtureStatus::InPlay) {
        return Ok((season, f.clone()));
    }
    match fixtures.into_iter().find(|f| f.involves(player) && f.result.is_none()) {
        Some(f) => Ok((season, f)),
        None => refuse!("league-no-fixture-left", name = &c.spec.name),
    }
}

/// Say you are ready for your next fixture; when both sides are, it starts.
pub async fn play_next(store: &Store, c: &Competition, player: i64) -> Result<PlayNext, LeagueOpError> {
    let (season, fixture) = next_fixture(store, c, player).await?;
    match fixture.status {
        FixtureStatus::InPlay => {
            let thread = match fixture.match_id {
                Some(m) => store.match_thread(m).await?.map(|t| t.thread_id),
                None => None,
            };
            return Ok(PlayNext::InPlay { fixture, thread });
        }
        FixtureStatus::Scheduled => {}
        FixtureStatus::Reported | FixtureStatus::Disputed => return refuse!("league-next-reported"),
        FixtureStatus::Overdue => return refuse!("league-next-overdue"),
        FixtureStatus::Played => return refuse!("league-already-played"),
    }
    let home = fixture.spec.pairing.home == player;
    let already = if home { fixture.home_ready } else { fixture.away_ready };
    store.set_ready(fixture.id, player).await?;
    let fixture = store.fixture(fixture.id).await?.ok_or(StoreError::Corrupt("fixture vanished".into()))?;
    if store.claim_fixture_start(fixture.id).await? {
        return Ok(PlayNext::Start { fixture });
    }
    let members = store.members(season.id).await?;
    let opponent = member(&members, if home { fixture.spec.pairing.away } else { fixture.spec.pairing.home });
    Ok(match already {
        true => PlayNext::StillWaiting { fixture, opponent },
        false => PlayNext::Waiting { fixture, opponent },
    })
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
        return refuse!("league-score-range");
    }
    let home = fixture.spec.pairing.home == player;
    let (home_goals, away_goals) = if home { (mine, theirs) } else { (theirs, mine) };
    let opponent = if home { fixture.spec.pairing.away } else { fixture.spec.pairing.home };
    let decided_for = match (mine == theirs, fixture.spec.result_needed, i_went_through) {
        (true, true, Some(true)) => Some(player),
        (true, true, Some(false)) => Some(opponent),
        (true, true, None) => return refuse!("league-level-tie"),
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
        return refuse!("league-next-in-play");
    }
    if fixture.status == FixtureStatus::Disputed {
        return refuse!("league-next-disputed");
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
        return refuse!("league-no-report-now");
    }
    let members = store.members(season.id).await?;
    let opponent =
        if fixture.spec.pairing.home == player { fixture.spec.pairing.away } else { fixture.spec.pairing.home };
    Ok((fixture, member(&members, opponent)))
}

/// The reported fixture waiting for this player's answer.
async fn report_for_me(store: &Store, c: &Competition, player: i64) -> Result<(Fixture, Report), LeagueOpError> {
    let season = store.current_season(c.id).await?;
    for f in store.fixtures(season.id).await? {
        if f.involves(player) && f.status == FixtureStatus::Reported {
            if let Some(r) = store.pending_report(f.id).await? {
                if r.reporter == player {
                    return refuse!("league-own-report");
                }
                return Ok((f, r));
            }
        }
    }
    refuse!("league-nothing-to-confirm", name = &c.spec.name)
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
        return refuse!("league-has-result");
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
        return refuse!("league-dispute-reason");
    }
    let (fixture, _) = report_for_me(store, c, player).await?;
    if !store.dispute(c.id, fixture.id, player, reason).await? {
        return refuse!("league-no-dispute-now");
    }
    Ok(fixture)
}

/// The result an admin sets for a fixture, and why.
#[derive(Clone, Copy, Debug)]
pub struct Override<'a> {
    pub fixture: FixtureId,
    pub home_goals: u32,
    pub away_goals: u32,
    /// For a knockout tie left level: whether the home side went through.
    pub home_went_through: Option<bool>,
    pub reason: &'a str,
}

/// An admin sets a fixture's result, replacing any result it had; the reason is kept in the
/// audit log.
pub async fn override_result(
    store: &Store,
    c: &Competition,
    actor: i64,
    set: &Override<'_>,
    now_ms: i64,
) -> Result<(Fixture, Progress), LeagueOpError> {
    let Override { fixture: fixture_id, home_goals, away_goals, home_went_through, reason } = *set;
    let reason = reason.trim();
    if reason.is_empty() || reason.chars().count() > 300 {
        return refuse!("league-override-reason");
    }
    let season = store.current_season(c.id).await?;
    let Some(fixture) = store.fixture(fixture_id).await?.filter(|f| f.season_id == season.id) else {
        return refuse!("league-no-such-fixture", name = &c.spec.name, fixture = fixture_id);
    };
    if fixture.status == FixtureStatus::InPlay {
        return refuse!("league-override-in-play");
    }
    // A bracket's result already played on is not changed: the next round was drawn from it.
    if fixture.spec.pairing.stage.shape() == Shape::Bracket && fixture.result.is_some() {
        let later = store.fixtures(season.id).await?.into_iter().any(|f| {
            f.spec.pairing.stage == fixture.spec.pairing.stage
                && f.spec.pairing.round > fixture.spec.pairing.round
                && (f.involves(fixture.spec.pairing.home) || f.involves(fixture.spec.pairing.away))
        });
        if later {
            return refuse!("league-override-too-late");
        }
    }
    let score = score_from(&fixture, fixture.spec.pairing.home, home_goals, away_goals, home_went_through)
        .map_err(|_| LeagueOpError::Refused(refusal!("league-override-level-tie")))?;
    let detail = format!("set {home_goals}–{away_goals}: {reason}");
    store.record_result(c, &fixture, score, ResultSource::Override, Some(actor), "override", &detail).await?;
    let progress = advance(store, c, season, now_ms).await?;
    let fixture = store.fixture(fixture.id).await?.unwrap_or(fixture);
    Ok((fixture, progress))
}

/// A fixture decided (or left to an admin) at its deadline: the note for the competition's
/// channel (kept in the store until posted, under `id`), and what settling it moved on (the next
/// round drawn, the season over).
pub struct DeadlineNote {
    pub id: i64,
    pub competition: Competition,
    pub text: String,
    pub progress: Progress,
}

/// Settle fixtures whose round deadline has passed (see the module notes for the rule), each
/// once and only as it stands when settled: a deadline moved, a kick-off, a report or a dispute
/// since the list was read leaves the fixture alone, and so does a lease this process no longer
/// holds as `hold`.
pub async fn check_deadlines(store: &Store, now_ms: i64, hold: &LeaseHold) -> Result<Vec<DeadlineNote>, LeagueOpError> {
    let mut notes = Vec::new();
    for f in store.overdue_fixtures(now_ms).await? {
        let Some(deadline_ms) = f.spec.deadline_ms else { continue };
        let season = store.season(f.season_id).await?;
        let Some(c) = store.competition_by_id(season.competition_id).await? else { continue };
        let members = store.members(season.id).await?;
        let (home, away) = (member(&members, f.spec.pairing.home), member(&members, f.spec.pairing.away));
        let report = store.pending_report(f.id).await?.filter(|r| !r.disputed);
        let goals = c.spec.forfeit_goals;
        // The audit log keeps its detail in English (it is a record, read by admins of any
        // language); the channel is told in the server's language.
        let lang = store.server_language(c.spec.guild_id).await?.lang();
        let (hn, an, name) = (&home.name, &away.name, &c.spec.name);
        let (call, text) = match (c.spec.missed_deadline, &report, f.home_ready, f.away_ready) {
            (MissedDeadline::Forfeit, Some(r), _, _) => {
                let (hg, ag) = (r.home_goals, r.away_goals);
                let call = DeadlineCall::Result {
                    score: Score { home_goals: hg, away_goals: ag, decided_for: r.decided_for },
                    source: ResultSource::Reported,
                    report: Some(r.clone()),
                    detail: format!("the reported {hg}–{ag} stands: it was not answered before the deadline"),
                };
                let text = say!(
                    LEAGUES,
                    lang,
                    "deadline-report-stands",
                    home = hn,
                    away = an,
                    competition = name,
                    home_goals = hg,
                    away_goals = ag
                );
                (call, text)
            }
            (MissedDeadline::Forfeit, None, true, false) => (
                DeadlineCall::Result {
                    score: Score { home_goals: goals, away_goals: 0, decided_for: None },
                    source: ResultSource::Forfeit,
                    report: None,
                    detail: format!("awarded {goals}–0 to {hn}: {an} did not turn up before the deadline"),
                },
                say!(LEAGUES, lang, "deadline-awarded-home", home = hn, away = an, competition = name, goals = goals),
            ),
            (MissedDeadline::Forfeit, None, false, true) => (
                DeadlineCall::Result {
                    score: Score { home_goals: 0, away_goals: goals, decided_for: None },
                    source: ResultSource::Forfeit,
                    report: None,
                    detail: format!("awarded 0–{goals} to {an}: {hn} did not turn up before the deadline"),
                },
                say!(LEAGUES, lang, "deadline-awarded-away", home = hn, away = an, competition = name, goals = goals),
            ),
            _ if f.status == FixtureStatus::Scheduled => (
                DeadlineCall::Overdue,
                say!(LEAGUES, lang, "deadline-missed", home = hn, away = an, competition = name, fixture = f.id),
            ),
            _ => continue,
        };
        let Some(id) = store.settle_deadline(&c, &f, deadline_ms, &call, &text, hold, now_ms).await? else { continue };
        let progress = match call {
            DeadlineCall::Result { .. } => {
                advance_noting(store, &c, store.current_season(c.id).await?, now_ms, Some(id)).await?
            }
            DeadlineCall::Overdue => Progress::default(),
        };
        notes.push(DeadlineNote { id, competition: c, text, progress });
    }
    Ok(notes)
}

/// What a match that just finished on the bot meant for its competition: the fixture it settled
/// (its result was stored with the match's last step), the season as it stands, and what moving
/// the season on did.
pub struct FixturePlayed {
    pub competition: Competition,
    pub fixture: Fixture,
    pub standing: Standing,
    pub progress: Progress,
}

/// What a finished match meant for its competition.
pub enum CompetitionNews {
    /// A fixture was played.
    Played(Box<FixturePlayed>),
    /// A draft league's draft is over: the squads are kept and the fixtures drawn up.
    Drafted { competition: Box<Competition>, fixtures: usize },
}

/// After a fixture's (or a draft's) match ends on the bot: move its competition on. `None` for
/// a match that plays no part in a competition.
pub async fn match_finished(
    store: &Store,
    match_id: MatchId,
    now_ms: i64,
) -> Result<Option<CompetitionNews>, LeagueOpError> {
    if let Some(season_id) = store.draft_for_match(match_id).await? {
        let season = store.season(season_id).await?;
        let Some(competition) = store.competition_by_id(season.competition_id).await? else { return Ok(None) };
        let progress = advance(store, &competition, season, now_ms).await?;
        return Ok(Some(CompetitionNews::Drafted {
            competition: Box::new(competition),
            fixtures: progress.new_fixtures,
        }));
    }
    let Some(fixture) = store.fixture_for_match(match_id).await? else { return Ok(None) };
    let season = store.season(fixture.season_id).await?;
    let Some(competition) = store.competition_by_id(season.competition_id).await? else { return Ok(None) };
    let progress = match advance(store, &competition, season.clone(), now_ms).await {
        Ok(p) => p,
        Err(LeagueOpError::Refused(text)) => {
            tracing::warn!(competition = competition.id, %text, "could not advance");
            Progress::default()
        }
        Err(e) => return Err(e),
    };
    let standing = standing(store, &competition, season).await?;
    Ok(Some(CompetitionNews::Played(Box::new(FixturePlayed { competition, fixture, standing, progress }))))
}
