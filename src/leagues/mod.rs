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

//!
//! - this module: errors, creating, finding, joining and leaving a competition;
//! - [`season`]: starting a season, where it stands (tables, bracket), moving it on, the next
//!   season, exports;
//! - [`fixtures`]: playing a fixture on the bot, reports, confirmations, disputes, overrides,
//!   deadlines, and what a finished match means for its competition;
//! - [`breaks`]: members' breaks moving their deadlines, an admin's extension of one;
//! - [`deputies`]: who plays a member's fixtures while they are away;
//! - [`kickoff`]: kick-off times across time zones, proposed, agreed and reminded;
//! - [`profile`]: a person's own settings: time zone, pings;
//! - [`pyramid`]: leagues as divisions, promotion, relegation and play-offs at a season's end;
//! - [`news`]: what a competition's channel is told, ready to send; [`pictures`]: tables and
//!   brackets as pictures; [`words`]: competitions in words, for Discord and the web alike.

use touchline_games::{AnyConfig, GameKind};
use touchline_league::format::{GameFit, Unfit};
use touchline_league::TieBreak;

use crate::competition::*;
use crate::store::league::competitions::Joining;
use crate::store::{Store, StoreError};

pub mod breaks;
pub mod deputies;
pub mod fixtures;
pub mod kickoff;
pub mod news;
pub mod odds;
pub mod pictures;
pub mod profile;
pub mod pyramid;
pub mod requests;
pub mod season;
pub mod words;

pub use fixtures::*;
pub use season::*;

#[derive(Debug, thiserror::Error)]
pub enum LeagueOpError {
    /// The request was refused; the words say why and what is allowed, in the language of
    /// whoever is told ([`Refusal::say`]; English when shown as it is).
    #[error("{0}")]
    Refused(Refusal),
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// Why a request was refused: a message of the leagues catalogue and its arguments, said in
/// the asker's language only by the front end that answers them ([`touchline_i18n::Message::say`]).
pub type Refusal = touchline_i18n::Message;

/// A refusal made of a leagues message: `refusal!("league-not-in", name = n)`.
macro_rules! refusal {
    ($($t:tt)*) => {
        touchline_i18n::message!($crate::speech::LEAGUES, $($t)*)
    };
}
pub(crate) use refusal;

/// Refuse with a leagues message: `return refuse!("league-not-in", name = n)`.
macro_rules! refuse {
    ($($t:tt)*) => {
        Err($crate::leagues::LeagueOpError::Refused($crate::leagues::refusal!($($t)*)))
    };
}
pub(crate) use refuse;

pub const MAX_NAME: usize = 40;

/// The game options a fixture is played with: the competition's, plus "a winner is needed" for
/// knockout ties; in a draft league, the two drafted squads (home's first).
pub async fn fixture_config(
    store: &Store,
    competition: &Competition,
    fixture: &Fixture,
) -> Result<AnyConfig, LeagueOpError> {
    let config = competition.spec.config.clone().with_result_needed(fixture.spec.result_needed);
    if !competition.spec.format.drafts() {
        return Ok(config);
    }
    let squads = store.squads(fixture.season_id, competition.game).await?;
    let squad = |player: i64| squads.iter().find(|(p, _)| *p == player).map(|(_, squad)| squad);
    let drafted = match (squad(fixture.spec.pairing.home), squad(fixture.spec.pairing.away)) {
        (Some(home), Some(away)) => config.fixture_config(home, away),
        _ => None,
    };
    match drafted {
        Some(config) => Ok(config),
        None => refuse!("league-squads-not-drafted"),
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
    create_in(store, spec, lots_seed, None).await
}

/// Check and store a new competition, as the division below another when `above` says so.
async fn create_in(
    store: &Store,
    spec: NewCompetition,
    lots_seed: u64,
    above: Option<(CompetitionId, touchline_league::pyramid::Boundary)>,
) -> Result<Competition, LeagueOpError> {
    let name = spec.name.trim().to_string();
    if name.is_empty() || name.chars().count() > MAX_NAME {
        return refuse!("league-name-length", most = MAX_NAME);
    }
    if name.chars().any(|c| c.is_control() || c == '@' || c == '#' || c == '`') {
        return refuse!("league-name-characters");
    }
    let p = spec.points;
    if !(p.win >= p.draw && p.draw >= p.loss) || p.win == 0 || p.win > 10 {
        return refuse!("league-points-rule");
    }
    if spec.forfeit_goals == 0 || spec.forfeit_goals > 10 {
        return refuse!("league-forfeit-goals");
    }
    let game = spec.config.kind();
    let profile = game.profile();
    if spec.tiebreak == TieBreak::Rulebook && profile.tiebreak.is_none() {
        return refuse!("league-no-rulebook", game = game.title());
    }
    // The format made to fit the game: a draft league takes as many managers as the game's
    // draft does at most, unless told otherwise.
    let fit = GameFit { draft_managers: profile.draft.as_ref().map(|d| d.managers) };
    let format = match spec.format.fit(fit) {
        Ok(format) => format,
        Err(Unfit::NoDraft) => {
            let drafting: Vec<&str> = GameKind::drafting().iter().map(|k| k.title()).collect();
            return refuse!("league-no-draft", game = game.title(), drafting = drafting.join(", "));
        }
        Err(Unfit::Managers { fewest, most }) => {
            let choices = (fewest..=most).map(|m| m.to_string()).collect::<Vec<_>>().join(", ");
            let span = match most - fewest {
                0 => "one",
                1 => "two",
                _ => "range",
            };
            return refuse!(
                "league-draft-managers",
                game = game.title(),
                span = span,
                fewest = fewest,
                most = most,
                choices = choices
            );
        }
    };
    if format.drafts() && spec.config.profile().keeps_score() {
        return refuse!("league-draft-options");
    }
    // Every fixture is one side against another; a game that two cannot play has no place here.
    // (A draft league keeps its draft's options; its fixtures are played between two squads,
    // with the game's options for a match.)
    let fixture = match format.drafts() {
        true => AnyConfig::default_for(game),
        false => spec.config.clone(),
    };
    let (fewest, most) = fixture.profile().seats;
    if most == 1 {
        return refuse!("league-no-solo", game = spec.config.kind().title());
    }
    if !(fewest..=most).contains(&2) {
        let span = if fewest == most { "one" } else { "range" };
        return refuse!(
            "league-not-one-against-one",
            game = spec.config.kind().title(),
            span = span,
            fewest = fewest,
            most = most
        );
    }
    let spec = NewCompetition { name: name.clone(), format, ..spec };
    match store.create_competition(&spec, lots_seed, above).await? {
        Some((id, _)) => Ok(store.competition_by_id(id).await?.ok_or(StoreError::Corrupt("just created".into()))?),
        None => refuse!("league-name-taken", name = name),
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
        Some(c) => match c.spec.kind {
            CompetitionKind::League => refuse!("league-is-a-league", name = &c.spec.name),
            CompetitionKind::Tournament => refuse!("league-is-a-tournament", name = &c.spec.name),
        },
        None => {
            let known = store.competition_names(guild, "").await?;
            if known.is_empty() {
                refuse!("league-none-here", name = name.trim())
            } else {
                refuse!("league-unknown", name = name.trim(), known = known.join(", "))
            }
        }
    }
}

pub async fn join(store: &Store, c: &Competition, player: i64) -> Result<Season, LeagueOpError> {
    let season = store.current_season(c.id).await?;
    let cap = c.spec.format.entrants().1.map(|most| most as u32);
    match store.join_season(season.id, player, cap).await? {
        Joining::Joined => Ok(season),
        Joining::AlreadyIn => refuse!("league-already-in", name = &c.spec.name),
        Joining::Full => refuse!("league-full", name = &c.spec.name, managers = cap.unwrap_or_default()),
        Joining::Closed => refuse!("league-join-closed", name = &c.spec.name),
    }
}

pub async fn leave(store: &Store, c: &Competition, player: i64) -> Result<(), LeagueOpError> {
    let season = store.current_season(c.id).await?;
    if season.status != SeasonStatus::Open {
        return refuse!("league-leave-started", name = &c.spec.name);
    }
    if !store.leave_season(season.id, player).await? {
        return refuse!("league-not-in", name = &c.spec.name);
    }
    Ok(())
}

pub(crate) fn league_error(e: touchline_league::LeagueError) -> LeagueOpError {
    // The pure crate's reasons are for operators: they name ids and rounds, not things a
    // member can act on, so they stay as they are inside a translated sentence.
    LeagueOpError::Refused(refusal!("league-cannot", reason = e.to_string()))
}

/// The game a competition plays, for messages.
pub fn game_title(c: &Competition) -> &'static str {
    GameKind::title(c.game)
}
