//! A match's place on Discord: a public thread of the channel, the [`Venue`] the opening
//! use-case asks for ([`crate::session::open`]), and the delivery of what it opened.

use poise::serenity_prelude as serenity;
use serenity::{ChannelId, ChannelType, CreateThread, Http};
use touchline_i18n::{say, Lang};

use super::deliver::deliver;
use super::reply::Reply;
use super::{Bot, Error};
use crate::session::open::{NotOpened, Opened, Opening, Venue, VenueError};
use crate::speech::BOT;

/// Discord's threads, as a match's place.
pub struct Threads<'a>(pub &'a Http);

impl Venue for Threads<'_> {
    async fn open(&self, channel: u64, title: &str) -> Result<u64, VenueError> {
        let made =
            ChannelId::new(channel).create_thread(self.0, CreateThread::new(title).kind(ChannelType::PublicThread));
        made.await.map(|thread| thread.id.get()).map_err(thread_refused)
    }

    async fn remove(&self, place: u64) -> Result<(), String> {
        ChannelId::new(place).delete(self.0).await.map(|_| ()).map_err(|e| e.to_string())
    }
}

/// Open a match in a new thread (see [`crate::session::open`]) and deliver its kick-off: the
/// first board and prompts. Why it was not opened is the caller's to tell; a delivery that
/// fails after the match was stored is an error (the match stands).
pub async fn open_match(http: &Http, bot: &Bot, opening: Opening) -> Result<Result<Opened, NotOpened>, Error> {
    let opened = match bot.sessions.open(&Threads(http), opening).await {
        Ok(opened) => opened,
        Err(NotOpened::Stored(e)) => return Err(e.into()),
        Err(why) => return Ok(Err(why)),
    };
    deliver(http, bot, &opened.update).await?;
    Ok(Ok(opened))
}

/// What to tell a person whose match could not be opened, in their language: why (Discord's
/// refusal, with what to do), or `None` for a failure to apologise for.
pub fn why_not(why: &NotOpened, channel: u64, lang: Lang) -> Option<String> {
    match why {
        NotOpened::Refused { reason } => {
            Some(say!(BOT, lang, "match-thread-refused", channel = format!("<#{channel}>"), reason = reason.as_str()))
        }
        NotOpened::Superseded => Some(say!(BOT, lang, "match-taken-up")),
        NotOpened::Failed(_) | NotOpened::Stored(_) => None,
    }
}

/// Answer the person whose match could not be opened: why, privately, or the failure as the
/// command's error (apologised for).
pub async fn answer_not_opened(reply: &Reply<'_>, why: NotOpened, channel: u64) -> Result<(), Error> {
    match why_not(&why, channel, reply.lang()) {
        Some(text) => reply.private(text, vec![]).await,
        None => Err(why.into()),
    }
}

/// Discord's refusal to open a match thread (a missing permission, a forum, a thread inside a
/// thread) is for good, in its words; anything else (a network failure, a rate limit) is for
/// now.
fn thread_refused(e: serenity::Error) -> VenueError {
    match &e {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r))
            if r.status_code.is_client_error() && r.status_code.as_u16() != 429 =>
        {
            tracing::info!(%e, "Discord refused a match thread");
            VenueError::Refused(r.error.message.clone())
        }
        _ => VenueError::Failed(e.to_string()),
    }
}
