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
//! - [`news`]: what a competition's channel is told, ready to send; [`pictures`]: tables and
//!   brackets as pictures; [`words`]: competitions in words, for Discord and the web alike.

use touchline_games::{AnyConfig, GameKind};
use touchline_league::TieBreak;

use crate::competition::*;
use crate::store::league::competitions::Joining;
use crate::store::{Store, StoreError};

pub mod fixtures;
pub mod news;
pub mod pictures;
pub mod requests;
pub mod season;
pub mod words;

pub use fixtures::*;
pub use season::*;

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

/// The game options a fixture is played with: the competition's, plus "a winner is needed" for
/// knockout ties; in a draft league, the two drafted squads (home's first).
pub async fn fixture_config(
    store: &Store,
    competition: &Competition,
    fixture: &Fixture,
) -> Result<AnyConfig, LeagueOpError> {
    let config = competition.spec.config.clone().with_result_needed(fixture.spec.result_needed);
    if competition.spec.format != Format::DraftLeague {
        return Ok(config);
    }
    let squads = store.squads(fixture.season_id, competition.game).await?;
    let squad = |player: i64| squads.iter().find(|(p, _)| *p == player).map(|(_, squad)| squad);
    let drafted = match (squad(fixture.spec.home), squad(fixture.spec.away)) {
        (Some(home), Some(away)) => config.fixture_config(home, away),
        _ => None,
    };
    match drafted {
        Some(config) => Ok(config),
        None => refuse("This fixture's squads have not been drafted yet."),
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
    let game = spec.config.kind();
    let profile = game.profile();
    if spec.tiebreak == TieBreak::Rulebook && profile.tiebreak.is_none() {
        return refuse(format!(
            "{}'s rulebook gives no order for teams level on points: choose football or head-to-head first.",
            game.title()
        ));
    }
    if spec.format == Format::DraftLeague {
        let Some(draft) = &profile.draft else {
            let drafting: Vec<&str> = GameKind::drafting().iter().map(|k| k.title()).collect();
            return refuse(format!(
                "{} has no draft; a draft league can be played with {}.",
                game.title(),
                drafting.join(" or ")
            ));
        };
        let (fewest, most) = draft.managers;
        if !spec.managers.is_some_and(|m| (fewest..=most).contains(&(m as usize))) {
            return refuse(format!(
                "A {} draft league has {} managers (`managers:` {}).",
                game.title(),
                draft.managers_text(),
                (fewest..=most).map(|m| m.to_string()).collect::<Vec<_>>().join(" or ")
            ));
        }
        if spec.config.profile().keeps_score() {
            return refuse("A draft league is created with its draft's options (`draft:` snake or auction).");
        }
    }
    // Every fixture is one side against another; a game that two cannot play has no place here.
    // (A draft league keeps its draft's options; its fixtures are played between two squads,
    // with the game's options for a match.)
    let fixture = match spec.format {
        Format::DraftLeague => AnyConfig::default_for(game),
        _ => spec.config.clone(),
    };
    let (fewest, most) = fixture.profile().seats;
    if most == 1 {
        return refuse(format!(
            "A solo {} match has no opponent to put in a table: leave `solo` out for a competition \
             (solo results have their own leaderboard, `/leaderboard`).",
            spec.config.kind().title()
        ));
    }
    if !(fewest..=most).contains(&2) {
        return refuse(format!(
            "{} is played by {}, and a competition's fixtures are one against one. Play it with `/play` instead.",
            spec.config.kind().title(),
            spec.config.kind().seats_text()
        ));
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
    let cap = c.spec.managers.filter(|_| c.spec.format == Format::DraftLeague);
    match store.join_season(season.id, player, cap).await? {
        Joining::Joined => Ok(season),
        Joining::AlreadyIn => refuse(format!("You are already in '{}'.", c.spec.name)),
        Joining::Full => refuse(format!("'{}' already has its {} managers.", c.spec.name, cap.unwrap_or_default())),
        Joining::Closed => {
            refuse(format!("'{}' has already started; you can join when its next season opens.", c.spec.name))
        }
    }
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

fn league_error(e: touchline_league::LeagueError) -> LeagueOpError {
    LeagueOpError::Refused(e.to_string())
}

/// The game a competition plays, for messages.
pub fn game_title(c: &Competition) -> &'static str {
    GameKind::title(c.game)
}
