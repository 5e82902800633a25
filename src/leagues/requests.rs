//! What a member or an admin asks of a competition, answered whole: each function is one request
//! (joining, starting, a table, a bracket, confirming a score, …) and returns everything its
//! answer shows, so a front end presents it without reading anything more.

use std::collections::HashMap;

use touchline_games::players::Occupant;
use touchline_games::GameKind;
use touchline_league::rating::Rating;
use touchline_league::Entrant;
use touchline_render::crest::Crest;

use super::fixtures::{
    check_deadlines, confirm as confirm_score, override_result as override_score, play_next, PlayNext,
};
use super::news::{self, Announcement, Post};
use super::season::{advance, new_season as open_season, standing, start as start_season, Standing};
use super::words::{fixture_line, names as member_names};
use super::{join as join_season, pictures, refusal, LeagueOpError};
use crate::competition::*;
use crate::fairness::SealReveal;
use crate::store::league::drafts::DraftState;
use crate::store::solo::SoloLine;
use crate::store::{LeaseHold, Store, StoreError};

/// Show or hide win chances in a competition's matches, as admin `actor` asks: what the
/// channel is told.
pub async fn show_chances(
    store: &Store,
    c: &Competition,
    actor: i64,
    show: bool,
    lang: touchline_i18n::Lang,
) -> Result<String, LeagueOpError> {
    store.set_show_chances(c.id, show, actor).await?;
    let name = c.spec.name.as_str();
    Ok(match show {
        true => touchline_i18n::say!(crate::speech::LEAGUES, lang, "chances-shown", name = name),
        false => touchline_i18n::say!(crate::speech::LEAGUES, lang, "chances-hidden", name = name),
    })
}

pub async fn join(store: &Store, c: &Competition, player: i64) -> Result<(Competition, usize), LeagueOpError> {
    let joined = super::pyramid::joining_division(store, c, player).await?;
    let season = join_season(store, &joined, player).await?;
    Ok((joined, store.members(season.id).await?.len()))
}

/// The managers of a draft league's season, in the order they joined, for its draft's seats.
#[derive(Clone, Debug)]
pub struct DraftSeats {
    pub season: SeasonId,
    pub members: Vec<Member>,
}

/// What starting a season did.
pub enum Started {
    /// A draft league: its draft is to be opened (it draws up the fixtures when it ends).
    Draft(DraftSeats),
    /// The first fixtures are drawn up; the season's drawing of lots is sealed.
    Fixtures { count: usize, standing: Box<Standing>, lots: Option<SealReveal> },
}

/// Start a competition's season.
pub async fn start(store: &Store, c: &Competition, actor: i64, now_ms: i64) -> Result<Started, LeagueOpError> {
    let count = start_season(store, c, actor, now_ms).await?;
    let season = store.current_season(c.id).await?;
    if c.spec.format.drafts() {
        let members = store.members(season.id).await?;
        return Ok(Started::Draft(DraftSeats { season: season.id, members }));
    }
    let lots = store.lots_seal(season.id).await?;
    let standing = Box::new(standing(store, c, season).await?);
    Ok(Started::Fixtures { count, standing, lots })
}

/// The season's draft, when it was claimed at the start but never opened (a stop in between).
pub async fn draft_to_open(store: &Store, c: &Competition) -> Result<Option<DraftSeats>, StoreError> {
    let season = store.current_season(c.id).await?;
    if season.status != SeasonStatus::Running || store.draft(season.id).await? != DraftState::Claimed {
        return Ok(None);
    }
    Ok(Some(DraftSeats { season: season.id, members: store.members(season.id).await? }))
}

/// What a season's draft is opened with: every manager a seat, in the order they joined (the
/// draft order itself is drawn by lots inside it), in the competition's channel.
pub fn draft_opening(c: &Competition, seats: &DraftSeats) -> crate::session::open::Opening {
    crate::session::open::Opening {
        guild: Some(c.spec.guild_id),
        channel: c.spec.channel_id,
        clock: c.spec.clock,
        config: c.spec.config.clone(),
        seats: seats.members.iter().map(|m| Occupant::Person(m.player_id)).collect(),
        origin: crate::store::Origin::Draft(seats.season),
        deputies: Vec::new(),
    }
}

/// What the competition's channel is told when its draft opens in `thread`: the managers
/// called to it.
pub async fn draft_begins(
    store: &Store,
    c: &Competition,
    seats: &DraftSeats,
    thread: u64,
) -> Result<Announcement, LeagueOpError> {
    let mentions: Vec<String> = seats.members.iter().map(|m| format!("<@{}>", m.discord_id)).collect();
    let lang = news::channel_lang(store, c).await?;
    let text = touchline_i18n::say!(
        crate::speech::LEAGUES,
        lang,
        "draft-begins",
        name = &c.spec.name,
        thread = format!("<#{thread}>"),
        managers = mentions.join(" ")
    );
    Ok(Announcement { channel: c.spec.channel_id, posts: vec![Post::text(text)] })
}

/// Every draft claimed but never opened whose claim was made before `stranded_before`, each
/// claim taken over for the caller to open: a draft another process (or this one) is opening now
/// is left to it.
pub async fn drafts_to_open(
    store: &Store,
    now_ms: i64,
    stranded_before: i64,
) -> Result<Vec<(Competition, DraftSeats)>, StoreError> {
    let mut out = Vec::new();
    for season in store.running_seasons().await? {
        let Some(c) = store.competition_by_id(season.competition_id).await? else { continue };
        if !c.spec.format.drafts() {
            continue;
        }
        if let Some(seats) = draft_to_open(store, &c).await? {
            if store.retake_draft_claim(seats.season, now_ms, stranded_before).await? {
                out.push((c, seats));
            }
        }
    }
    Ok(out)
}

/// Open the next season of a league on its own; it and how many members it carried over. A
/// division of a pyramid is refused: the pyramid turns over whole ([`super::pyramid::new_season`]).
pub async fn new_season(
    store: &Store,
    c: &Competition,
    actor: i64,
    lots_seed: u64,
) -> Result<(Season, usize), LeagueOpError> {
    let p = super::pyramid::pyramid(store, c).await?;
    if p.is_pyramid() {
        return Err(LeagueOpError::Refused(refusal!("pyramid-whole", name = &c.spec.name, top = &p.top().spec.name)));
    }
    let season = open_season(store, c, actor, lots_seed).await?;
    let members = store.members(season.id).await?.len();
    Ok((season, members))
}

/// Where a competition's current season stands.
pub async fn current(store: &Store, c: &Competition) -> Result<Standing, LeagueOpError> {
    standing(store, c, store.current_season(c.id).await?).await
}

/// A competition's tables, with the clubs' crests and the link to its web page.
pub struct TableView {
    pub standing: Standing,
    pub crests: HashMap<Entrant, Crest>,
    /// The competition's page, when its server publishes and the bot knows the pages' address.
    pub page: Option<String>,
}

pub async fn table(store: &Store, c: &Competition, web_base: Option<&str>) -> Result<TableView, LeagueOpError> {
    let standing = current(store, c).await?;
    let crests = pictures::crests(store, c).await?;
    let page = crate::publishing::competition_page(store, web_base, c.spec.guild_id, c.id).await?;
    Ok(TableView { standing, crests, page })
}

/// A competition's bracket, with the clubs' crests.
pub async fn bracket(store: &Store, c: &Competition) -> Result<(Standing, HashMap<Entrant, Crest>), LeagueOpError> {
    Ok((current(store, c).await?, pictures::crests(store, c).await?))
}

/// The audit log, oldest first.
pub async fn log(store: &Store, c: &Competition) -> Result<Vec<AuditEntry>, StoreError> {
    store.audit_log(c.id).await
}

/// A game's boards: its ratings, best first, and its solo leaderboards, one per level.
pub struct Leaderboard {
    pub ratings: Vec<(i64, String, Rating)>,
    pub solo: Vec<(&'static str, Vec<SoloLine>)>,
}

pub async fn leaderboard(store: &Store, kind: GameKind) -> Result<Leaderboard, StoreError> {
    let ratings = store.ratings(kind).await?;
    let mut solo = Vec::new();
    for level in kind.solo_levels() {
        solo.push((level, store.solo_leaderboard(kind, level).await?));
    }
    Ok(Leaderboard { ratings, solo })
}

/// The role (besides Manage Server) allowed to run a server's competitions.
pub async fn admin_role(store: &Store, guild_id: u64) -> Result<Option<u64>, StoreError> {
    store.admin_role(guild_id).await
}

pub async fn set_admin_role(store: &Store, guild_id: u64, role: Option<u64>) -> Result<(), StoreError> {
    store.set_admin_role(guild_id, role).await
}

/// A server's competitions whose names start with `prefix` (for suggestions as one types).
pub async fn names_starting(store: &Store, guild_id: u64, prefix: &str) -> Result<Vec<String>, StoreError> {
    store.competition_names(guild_id, prefix).await
}

/// A result settled by a request (a confirmation, an override): the fixture, its line, and what
/// the competition's channel is told of what followed.
pub struct Settled {
    pub fixture: Fixture,
    pub line: String,
    pub news: Announcement,
}

async fn settled(
    store: &Store,
    c: &Competition,
    fixture: Fixture,
    progress: &super::Progress,
) -> Result<Settled, LeagueOpError> {
    let s = standing(store, c, store.season(fixture.season_id).await?).await?;
    // The line is posted in the competition's channel, in its server's language.
    let lang = news::channel_lang(store, c).await?;
    let line = fixture_line(&fixture, &member_names(&s), lang);
    let mut posts = news::progress(store, c, progress).await?;
    posts.extend(news::next_match_of_the_round(c, &s, &fixture, progress, lang));
    Ok(Settled { fixture, line, news: Announcement { channel: c.spec.channel_id, posts } })
}

/// Confirm the score the other side reported.
pub async fn confirm(store: &Store, c: &Competition, player: i64, now_ms: i64) -> Result<Settled, LeagueOpError> {
    let (fixture, progress) = confirm_score(store, c, player, now_ms).await?;
    settled(store, c, fixture, &progress).await
}

/// An admin sets a fixture's result (see [`super::override_result`]).
pub async fn override_result(
    store: &Store,
    c: &Competition,
    actor: i64,
    set: &super::Override<'_>,
    now_ms: i64,
) -> Result<Settled, LeagueOpError> {
    let (fixture, progress) = override_score(store, c, actor, set, now_ms).await?;
    settled(store, c, fixture, &progress).await
}

/// The Ready button under a fixture: the competition and what saying ready did, for a side of
/// the fixture.
pub async fn ready(
    store: &Store,
    fixture_id: FixtureId,
    player: i64,
    now_ms: i64,
) -> Result<(Competition, PlayNext), LeagueOpError> {
    let Some(fixture) = store.fixture(fixture_id).await? else {
        return Err(LeagueOpError::Refused(refusal!("league-not-your-fixture")));
    };
    let season = store.season(fixture.season_id).await?;
    let Some(c) = store.competition_by_id(season.competition_id).await? else {
        return Err(LeagueOpError::Refused(refusal!("league-gone")));
    };
    // A side's deputy may say it is ready while the member is away.
    let side = match super::deputies::acting_for(store, &c, player, now_ms).await {
        Ok(side) if fixture.involves(side) => side,
        _ => return Err(LeagueOpError::Refused(refusal!("league-not-your-fixture"))),
    };
    let next = play_next(store, &c, side).await?;
    Ok((c, next))
}

/// Say a side is ready for its next fixture: the caller's own, or, for a deputy, the away
/// member's.
pub async fn play(store: &Store, c: &Competition, player: i64, now_ms: i64) -> Result<PlayNext, LeagueOpError> {
    let side = super::deputies::acting_for(store, c, player, now_ms).await?;
    play_next(store, c, side).await
}

/// What a fixture whose kick-off was just claimed is opened with: the competition's game and
/// options (a draft league's squads among them), its two sides, and a deputy for a side whose
/// member is away. Refused, with the claim given back, when its match cannot be set up.
pub async fn fixture_opening(
    store: &Store,
    c: &Competition,
    fixture: &Fixture,
    now_ms: i64,
) -> Result<crate::session::open::Opening, LeagueOpError> {
    let opening = async {
        let config = super::fixture_config(store, c, fixture).await?;
        let deputies = super::deputies::seats_for(store, c, fixture, now_ms, true).await?;
        Ok(crate::session::open::Opening {
            guild: Some(c.spec.guild_id),
            channel: c.spec.channel_id,
            clock: c.spec.clock,
            config,
            seats: vec![Occupant::Person(fixture.spec.pairing.home), Occupant::Person(fixture.spec.pairing.away)],
            origin: crate::store::Origin::Fixture(fixture.id),
            deputies,
        })
    };
    let opening: Result<_, LeagueOpError> = opening.await;
    if opening.is_err() {
        store.give_back_claim(crate::store::claims::Claim::Fixture(fixture.id)).await?;
    }
    opening
}

/// A competition's news kept in the store until it is posted: post it, then say so with
/// [`news_posted`].
pub struct PendingAnnouncement {
    pub id: i64,
    pub news: Announcement,
}

/// Fixtures past their deadline, settled, under the clocks' lease held as `hold`; what each
/// competition's channel is told: the decision, then what it moved on (the next round, or the
/// champions with the final table), as after a match played on the bot.
pub async fn deadlines_passed(
    store: &Store,
    now_ms: i64,
    hold: &LeaseHold,
) -> Result<Vec<PendingAnnouncement>, LeagueOpError> {
    let mut out = Vec::new();
    for note in check_deadlines(store, now_ms, hold).await? {
        let mut posts = vec![Post::text(note.text)];
        posts.extend(news::progress(store, &note.competition, &note.progress).await?);
        out.push(PendingAnnouncement {
            id: note.id,
            news: Announcement { channel: note.competition.spec.channel_id, posts },
        });
    }
    Ok(out)
}

/// Notes settled and stored by a process that died (or stalled) before posting them, claimed
/// for this one to post under the clocks' lease held as `hold`. A note whose season was not
/// moved on yet is moved on now (safe to do twice).
pub async fn stranded_news(
    store: &Store,
    now_ms: i64,
    hold: &LeaseHold,
) -> Result<Vec<PendingAnnouncement>, LeagueOpError> {
    let mut out = Vec::new();
    for note in store.claim_pending_news(now_ms, hold).await? {
        let Some(c) = store.competition_by_id(note.competition_id).await? else {
            store.news_posted(note.id).await?;
            continue;
        };
        let progress = match &note.progress {
            Some(progress) => super::season::Progress::from_json(progress),
            None => {
                let season = store.current_season(c.id).await?;
                super::season::advance_noting(store, &c, season, now_ms, Some(note.id)).await?
            }
        };
        let mut posts = vec![Post::text(note.text)];
        posts.extend(news::progress(store, &c, &progress).await?);
        out.push(PendingAnnouncement { id: note.id, news: Announcement { channel: c.spec.channel_id, posts } });
    }
    Ok(out)
}

/// A pending note was posted: it is not posted again.
pub async fn news_posted(store: &Store, id: i64) -> Result<(), StoreError> {
    store.news_posted(id).await
}

/// After a restart: every running season is moved on in case a result landed just before the
/// stop; what that did, for each competition's channel.
pub async fn after_restart(store: &Store, now_ms: i64) -> Result<Vec<Announcement>, StoreError> {
    let mut out = Vec::new();
    for season in store.running_seasons().await? {
        let Some(c) = store.competition_by_id(season.competition_id).await? else { continue };
        let moved = async {
            let progress = advance(store, &c, season, now_ms).await?;
            news::progress(store, &c, &progress).await
        };
        match moved.await {
            Ok(posts) if !posts.is_empty() => out.push(Announcement { channel: c.spec.channel_id, posts }),
            Ok(_) => {}
            Err(LeagueOpError::Store(e)) => return Err(e),
            Err(LeagueOpError::Refused(text)) => tracing::warn!(competition = c.id, %text, "cannot advance"),
        }
    }
    Ok(out)
}
