//! `/league`, `/tournament`, `/pyramid` and `/rating`: thin commands over [`crate::leagues`], and what the
//! bot says in a competition's channel when a fixture's match ends, a round is drawn, a
//! deadline passes or a season finishes.
//!
//! - this module: the command groups and what their commands share (finding a competition,
//!   admins, answering);
//! - [`create`]: creating, joining, leaving and starting; seasons; admin roles;
//! - [`views`]: tables, fixtures, brackets, exports, the audit log, ratings;
//! - [`ready`]: playing a fixture on the bot (`/league play`, the Ready button);
//! - [`draft`]: a draft league's draft, opened in a thread, and its end;
//! - [`results`]: reports, confirmations, disputes, overrides;
//! - [`publish`]: the server's web pages, on or off;
//! - [`kickoff`]: kick-off times proposed and agreed, their reminders;
//! - [`profile`]: your own settings: time zone, a break, pings;
//! - [`pyramid`]: leagues as divisions: linking them, a pyramid at a glance, its season end;
//! - [`crests`]: club crests (`/club crest`, `/league crest`).

use touchline_i18n::{say, Lang};
use touchline_league::{Preset, TieBreak};

use super::choices;
use super::reply::display;
use super::reply::Reply;
use super::{Bot, Context, Error};
use crate::competition::{Competition, CompetitionKind};
use crate::leagues::words::{names, summary};
use crate::leagues::{self as ops, requests, LeagueOpError};
use crate::speech::LEAGUES;

pub mod create;
pub mod crests;
pub mod draft;
pub mod kickoff;
pub mod profile;
pub mod publish;
pub mod pyramid;
pub mod ready;
pub mod results;
pub mod views;

use create::*;
use crests::*;
use publish::*;
use ready::*;
use results::*;
use views::*;

/// The competition commands, with the game (and its options, for creating) generated from the
/// registry.
pub fn commands() -> Vec<poise::Command<Bot, Error>> {
    let mut league = league();
    let own = [league_create(), join(), leave(), deputy(), start(), odds()];
    let admin = [season(), admins(), log(), publish(), league_crest()];
    league.subcommands = own.into_iter().chain(played_with()).chain(admin).collect();
    let mut tournament = tournament();
    let own = [tournament_create(), join(), leave(), start(), bracket()];
    tournament.subcommands = own.into_iter().chain(played_with()).collect();
    for (group, is_league) in [(&mut league, true), (&mut tournament, false)] {
        if let Some(create) = group.subcommands.iter_mut().find(|c| c.name == "create") {
            // The formats' parameters first: a game option named as a setting becomes `game_<key>`.
            choices::add_formats(create, is_league);
            choices::add_game(create, true, false);
        }
    }
    // How a draft league's managers share the players out, from the games' drafts.
    if let Some(create) = tournament.subcommands.iter_mut().find(|c| c.name == "create") {
        choices::add_draft(create);
    }
    let mut rating = rating();
    if let Some(board) = rating.subcommands.iter_mut().find(|c| c.name == "leaderboard") {
        choices::add_game(board, false, false);
    }
    vec![league, tournament, rating, crests::club(), pyramid::pyramid_group(), kickoff::fixture(), profile::profile()]
}

/// What a league and a cup are both played with, listed after each one's own commands: the
/// tables, the fixtures and their results.
fn played_with() -> [poise::Command<Bot, Error>; 9] {
    [table(), fixtures(), play(), report(), confirm(), dispute(), override_(), extend(), export()]
}

#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum TiebreakChoice {
    #[name = "football (GD, goals, head-to-head)"]
    Football,
    #[name = "head-to-head first (UEFA)"]
    HeadToHeadFirst,
    #[name = "the game's rulebook"]
    Rulebook,
}

impl From<TiebreakChoice> for TieBreak {
    fn from(t: TiebreakChoice) -> TieBreak {
        match t {
            TiebreakChoice::Football => TieBreak::Preset(Preset::Football),
            TiebreakChoice::HeadToHeadFirst => TieBreak::Preset(Preset::HeadToHeadFirst),
            TiebreakChoice::Rulebook => TieBreak::Rulebook,
        }
    }
}

#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum DeadlineChoice {
    #[name = "forfeit against the side that did not turn up"]
    Forfeit,
    #[name = "an admin decides"]
    Admin,
}

async fn private(ctx: Context<'_>, text: impl Into<String>) -> Result<(), Error> {
    Reply::Command(ctx).private(text, vec![]).await
}

async fn public(ctx: Context<'_>, text: impl Into<String>) -> Result<(), Error> {
    Reply::Command(ctx).public(text, vec![]).await
}

/// The language of the person who typed the command, for what only they see.
fn lang(ctx: Context<'_>) -> Lang {
    Reply::Command(ctx).lang()
}

/// The language of the command's server, for what its channels are told.
async fn server_lang(ctx: Context<'_>) -> Result<Lang, Error> {
    Ok(ctx.data().store().server_language(guild(ctx)).await?.lang())
}

/// Answer a refused request privately; pass anything else on.
async fn answer<T>(ctx: Context<'_>, result: Result<T, LeagueOpError>) -> Result<Option<T>, Error> {
    match result {
        Ok(v) => Ok(Some(v)),
        Err(LeagueOpError::Refused(why)) => {
            private(ctx, why.say(lang(ctx))).await?;
            Ok(None)
        }
        Err(LeagueOpError::Store(e)) => Err(e.into()),
    }
}

async fn me(ctx: Context<'_>) -> Result<i64, Error> {
    let author = ctx.author();
    Ok(ctx.data().sessions.person(author.id.get(), display(author)).await?)
}

fn guild(ctx: Context<'_>) -> u64 {
    ctx.guild_id().map(|g| g.get()).unwrap_or_default()
}

/// Manage Server (or Administrator), as the interaction shows the member's permissions.
fn manages_server(member: &poise::serenity_prelude::Member) -> bool {
    member.permissions.is_some_and(|p| p.manage_guild() || p.administrator())
}

/// Manage Server, or the server's competition admin role.
async fn is_admin(ctx: Context<'_>) -> Result<bool, Error> {
    let Some(member) = ctx.author_member().await else { return Ok(false) };
    if manages_server(&member) {
        return Ok(true);
    }
    Ok(match requests::admin_role(ctx.data().store(), guild(ctx)).await? {
        Some(role) => member.roles.iter().any(|r| r.get() == role),
        None => false,
    })
}

/// Whether the person is a competition admin; if not, they are told so with `refusal`, a
/// leagues message naming what only admins can do.
async fn refuse_unless_admin(ctx: Context<'_>, refusal: &str) -> Result<bool, Error> {
    if is_admin(ctx).await? {
        return Ok(true);
    }
    private(ctx, LEAGUES.text(lang(ctx), refusal, &[])).await?;
    Ok(false)
}

async fn complete_name<'a>(ctx: Context<'a>, partial: &'a str) -> Vec<String> {
    requests::names_starting(ctx.data().store(), guild(ctx), partial).await.unwrap_or_default()
}

async fn find(ctx: Context<'_>, name: &str, kind: Option<CompetitionKind>) -> Result<Option<Competition>, Error> {
    answer(ctx, ops::find(ctx.data().store(), guild(ctx), name, kind).await).await
}

/// The competition a command names and the person asking, or `None` once they were told it is
/// not there.
async fn find_for_me(ctx: Context<'_>, name: &str) -> Result<Option<(Competition, i64)>, Error> {
    let Some(c) = find(ctx, name, None).await? else { return Ok(None) };
    Ok(Some((c, me(ctx).await?)))
}

/// [`find_for_me`] for what only a competition admin may do: `None` too once a non-admin was
/// told `refusal`.
async fn find_for_admin(ctx: Context<'_>, name: &str, refusal: &str) -> Result<Option<(Competition, i64)>, Error> {
    let Some(c) = find(ctx, name, None).await? else { return Ok(None) };
    if !refuse_unless_admin(ctx, refusal).await? {
        return Ok(None);
    }
    Ok(Some((c, me(ctx).await?)))
}

fn lots_seed() -> u64 {
    crate::session::fresh_seed()
}

fn kind_word(c: &Competition) -> &'static str {
    ops::kind_word(c.spec.kind)
}

/// Leagues: a table over seasons.
#[poise::command(slash_command, guild_only)]
pub async fn league(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Cups: knockout, Swiss, or groups then knockout.
#[poise::command(slash_command, guild_only)]
pub async fn tournament(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Ratings.
#[poise::command(slash_command, subcommands("leaderboard"))]
pub async fn rating(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}
