//! A match's thread: opened first (when Discord refuses it, nothing is stored), then the match
//! is kicked off by the use-case with the thread and what it answers (a fixture, a table, a
//! rematch) in one commit, and its plan delivered: the first board and the first prompts.

use poise::serenity_prelude as serenity;
use serenity::{ChannelId, ChannelType, CreateThread};
use touchline_games::players::Occupant;
use touchline_games::AnyConfig;

use super::deliver::deliver;
use super::{Bot, Error, Told};
use crate::clock::TurnClock;
use crate::ids::{MatchId, PlayerId};
use crate::session::{NewMatch, SessionError};
use crate::store::{MatchThread, Origin, StoreError};

/// A match that could not start: nothing of it was stored, so asking again is safe.
#[derive(Debug, thiserror::Error)]
#[error("the match could not start: {0}")]
pub struct NotStarted(#[source] pub Error);

/// A match whose claim was no longer open when it came to be stored (given back as stranded
/// while this process was slow, or settled by another match): nothing of it was stored and its
/// thread was deleted. The claim is someone else's now: it must not be given back.
#[derive(Debug, thiserror::Error)]
#[error("the match was not started: what it was opened for was taken up meanwhile")]
pub struct Superseded;

/// Where a new match is played, and with what clock.
pub struct Where {
    pub guild: Option<u64>,
    pub channel: ChannelId,
    pub clock: TurnClock,
}

pub struct Opened {
    pub match_id: MatchId,
    pub thread: ChannelId,
    /// The side the engine plays itself, named (a solo match's AutoTeam).
    pub engine_side: Option<String>,
}

/// Start a match in a new thread of the channel: the thread first (if Discord refuses it,
/// nothing is stored), then the match with its thread and what it answers in one commit; then
/// the kick-off board and the first prompts.
pub async fn open_match(
    ctx: &serenity::Context,
    bot: &Bot,
    place: Where,
    config: AnyConfig,
    seats: Vec<Occupant<PlayerId>>,
    origin: Origin,
    deputies: Vec<Option<PlayerId>>,
) -> Result<Opened, Error> {
    // Noted before Discord is asked: a stop before the match is stored leaves the empty thread
    // findable (the clocks' keeper deletes it).
    let opening = match place.guild {
        Some(guild) => Some(
            bot.sessions
                .opening_thread(guild, place.channel.get())
                .await
                .map_err(|e| -> Error { Box::new(NotStarted(Box::new(e))) })?,
        ),
        None => None,
    };
    let opened = |opening: Option<i64>| async move {
        if let Some(opening) = opening {
            if let Err(e) = bot.sessions.thread_opened(opening).await {
                tracing::warn!(%e, "cannot forget a thread's opening");
            }
        }
    };
    // The thread speaks the server's language from kick-off to the end, its title too.
    let thread = async {
        let lang = bot.sessions.server_lang(place.guild).await?;
        let sealed = bot.sessions.seat_names(&seats).await?;
        let names: Vec<String> = sealed
            .into_iter()
            .zip(crate::seating::computer_names_in(&seats, lang))
            .map(|(sealed, computer)| computer.unwrap_or(sealed))
            .collect();
        let title: String = format!("{}: {}", config.kind().title(), names.join(" v ")).chars().take(100).collect();
        let thread = place
            .channel
            .create_thread(&ctx.http, CreateThread::new(title).kind(ChannelType::PublicThread))
            .await
            .map_err(|e| thread_refused(e, place.channel))?;
        Ok::<_, Error>((thread.id, lang))
    }
    .await;
    let (thread_id, lang) = match thread {
        Ok(thread) => thread,
        Err(e) => {
            opened(opening).await;
            return Err(Box::new(NotStarted(e)));
        }
    };
    let link = MatchThread {
        match_id: 0,
        guild_id: place.guild,
        channel_id: place.channel.get(),
        thread_id: thread_id.get(),
        clock: place.clock,
        lang,
    };
    let seed = crate::session::fresh_seed();
    let new = NewMatch { config, seats, seed, thread: Some(link), origin, deputies };
    let started = bot.sessions.start(new).await;
    if started.is_ok() {
        opened(opening).await;
    }
    let started = match started {
        Ok(started) => started,
        Err(e) => {
            // Nothing was stored: the thread would stay empty for ever.
            match thread_id.delete(&ctx.http).await {
                Ok(_) => opened(opening).await,
                Err(gone) => {
                    tracing::warn!(thread = thread_id.get(), %gone, "cannot delete the thread of a match not stored")
                }
            }
            return Err(match e {
                SessionError::Store(StoreError::ClaimLost) => Box::new(Superseded),
                e => Box::new(NotStarted(Box::new(e))),
            });
        }
    };
    // Stored: whatever fails from here, the match and its thread stand.
    let update = bot.sessions.kick_off_started(started).await?;
    let stored = &update.stored;
    let opened = Opened {
        match_id: stored.id,
        thread: ChannelId::new(stored.thread.as_ref().map(|t| t.thread_id).unwrap_or_default()),
        engine_side: stored.state.engine_sides(stored.lang()).into_iter().next(),
    };
    deliver(&ctx.http, bot, &update).await?;
    Ok(opened)
}

/// Discord's refusal to open a match thread (a missing permission, a forum, a thread inside a
/// thread) is for the players to hear, with what to do about it; anything else (a network
/// failure, a rate limit) stays our trouble.
fn thread_refused(e: serenity::Error, channel: ChannelId) -> Error {
    match &e {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r))
            if r.status_code.is_client_error() && r.status_code.as_u16() != 429 =>
        {
            tracing::info!(%e, "Discord refused a match thread");
            Box::new(Told(format!(
                "I can't open a match thread in <#{channel}>: Discord refused ({}). Matches need a server text \
                 channel where I may create public threads.",
                r.error.message
            )))
        }
        _ => e.into(),
    }
}
