//! Sending a use-case's delivery plan ([`Update`]): the messages [`compose`] makes of it (the
//! thread's post with its board, each prompt where the plan says, the followers' DMs, the
//! kick-off's word on where private choices go) and the competition's news. Nothing here reads
//! the store: what to send, to whom, where and by when is in the plan; what Discord answers on
//! the way (a DM refused, a DM channel opened) goes back through a use-case.
//!
//! [`compose`]: super::compose

use std::collections::HashSet;

use poise::serenity_prelude as serenity;
use serenity::{ChannelId, CreateAttachment, CreateMessage, Http, UserId};
use touchline_games::Seat;
use touchline_i18n::say;

use super::compose::{and_list, outbox, Hello, PromptMessage, PromptSend};
use super::reply::{fit, MAX_CONTENT};
use super::{Bot, Error};
use crate::ids::MatchId;
use crate::leagues::news::Announcement;
use crate::leagues::pictures::Picture;
use crate::session::Update;
use crate::speech::BOT;

pub use super::compose::status_text;
pub use super::reply::once;

/// Send everything an update's plan holds.
pub async fn deliver(http: &Http, bot: &Bot, update: &Update) -> Result<(), Error> {
    let stored = &update.stored;
    let Some(thread) = &stored.thread else { return Ok(()) };
    let thread = ChannelId::new(thread.thread_id);
    let outbox = outbox(update, bot.links());
    // The board is kept for the followers only when one of them asked for every board.
    let keep_board = outbox.followers.iter().any(|f| f.board);
    let board = match outbox.post {
        Some(post) => post_in_thread(http, bot, update, thread, post, keep_board).await?,
        None => None,
    };
    let mut by_dm = HashSet::new();
    for p in outbox.prompts {
        let seat = p.seat;
        // One seat's trouble must not leave the others unprompted.
        match send_prompt(http, bot, stored.id, thread, p).await {
            Ok(true) => {
                by_dm.insert(seat);
            }
            Ok(false) => {}
            Err(e) => tracing::warn!(match_id = stored.id, seat, %e, "could not prompt a player"),
        }
    }
    // Followers after the players: their prompts come first.
    for f in outbox.followers {
        let mut message = f.message;
        if let Some(png) = board.as_ref().filter(|_| f.board) {
            message = message.add_file(CreateAttachment::bytes(png.clone(), "board.png"));
        }
        // One follower's closed DMs must not keep the others from theirs.
        if let Err(e) = send_dm(http, f.user, message).await {
            tracing::warn!(match_id = stored.id, %e, "could not write to a follower");
        }
    }
    if let Some(news) = &update.news {
        announce_once(http, bot, news, Some(("match-news", stored.id as u64))).await?;
    }
    bot.sessions.shown(stored.id, stored.state.version()).await?;
    // The win chances follow the board and the prompts, from a task of their own: a turn
    // never waits for them.
    if let (true, Some(http)) = (update.post.as_ref().is_some_and(|p| p.board.is_some()), bot.http.get()) {
        let (http, sessions, stored, ended) = (http.clone(), bot.sessions.clone(), stored.clone(), update.ended);
        let pictures = bot.pictures.clone();
        tokio::spawn(async move {
            match sessions.chances_after_turn(&stored).await {
                Ok(Some(line)) => {
                    let message = CreateMessage::new().content(fit(&line.text, MAX_CONTENT));
                    if let Err(e) = ChannelId::new(line.thread_id).send_message(&http, message).await {
                        tracing::warn!(match_id = stored.id, %e, "could not tell the win chances");
                    }
                }
                Ok(None) => {}
                Err(e) => tracing::warn!(match_id = stored.id, %e, "could not work out the win chances"),
            }
            // At full time, after the result's chances are kept: the key moments, once.
            if ended {
                match sessions.key_moments_at_full_time(&stored).await {
                    Ok(Some(post)) => {
                        let mut message = CreateMessage::new().content(fit(&post.text, MAX_CONTENT));
                        if let Some(replay) = &post.replay {
                            for (k, n) in post.boards.iter().copied().enumerate() {
                                let replay = replay.clone();
                                if let Ok(Some(png)) = pictures.draw(move |r| replay.frame_png(r, n)).await {
                                    message =
                                        message.add_file(CreateAttachment::bytes(png, format!("moment-{}.png", k + 1)));
                                }
                            }
                        }
                        if let Err(e) = ChannelId::new(post.thread_id).send_message(&http, message).await {
                            tracing::warn!(match_id = stored.id, %e, "could not post the key moments");
                        }
                    }
                    Ok(None) => {}
                    Err(e) => tracing::warn!(match_id = stored.id, %e, "could not work out the key moments"),
                }
            }
        });
    }
    if update.kick_off {
        // The match is on whatever happens here: a failed check is only logged.
        if let Err(e) = greet(http, bot, update, thread, outbox.hellos, by_dm).await {
            tracing::warn!(match_id = stored.id, %e, "could not check the players' DMs");
        }
    }
    Ok(())
}

/// The thread's post, with the board's picture drawn when it has one. The picture, when
/// `keep_board` asks for it.
async fn post_in_thread(
    http: &Http,
    bot: &Bot,
    update: &Update,
    thread: ChannelId,
    post: CreateMessage,
    keep_board: bool,
) -> Result<Option<Vec<u8>>, Error> {
    let stored = &update.stored;
    let Some(board) = update.post.as_ref().and_then(|p| p.board.as_ref()) else {
        thread.send_message(http, post).await?;
        return Ok(None);
    };
    let lang = stored.lang();
    let png = bot.pictures.board(&stored.state, stored.names(lang), board.crests.clone(), lang).await?;
    let kept = keep_board.then(|| png.clone());
    thread.send_message(http, post.add_file(CreateAttachment::bytes(png, "board.png"))).await?;
    Ok(kept)
}

/// A seat's prompt, where the plan says. True when it went by DM.
async fn send_prompt(http: &Http, bot: &Bot, id: MatchId, thread: ChannelId, p: PromptMessage) -> Result<bool, Error> {
    let (seat, user) = (p.seat, p.user);
    match p.send {
        PromptSend::InTheOpen { message, note } => {
            thread.send_message(http, message).await?;
            if let Some((known, note)) = note {
                dm_channel(http, bot, id, seat, user, known).await?.send_message(http, note).await?;
            }
            return Ok(false);
        }
        PromptSend::Button => {}
        PromptSend::Dm { channel, message, refused } => {
            let sent: Result<(), Error> = async {
                dm_channel(http, bot, id, seat, user, channel).await?.send_message(http, message).await?;
                Ok(())
            }
            .await;
            match sent {
                Ok(()) => return Ok(true),
                Err(e) if dm_refused(&e) => {
                    bot.sessions.dm_closed(id, seat).await?;
                    thread.send_message(http, refused).await?;
                    return Ok(false);
                }
                // Some other failure: this time, choose through the thread.
                Err(e) => tracing::warn!(match_id = id, seat, %e, "DM failed; offering the thread button"),
            }
        }
    }
    thread.send_message(http, p.button).await?;
    Ok(false)
}

/// The seat's DM channel: the one the plan knows, or opened now (and kept for next time).
async fn dm_channel(
    http: &Http,
    bot: &Bot,
    match_id: MatchId,
    seat: Seat,
    user: u64,
    known: Option<u64>,
) -> Result<ChannelId, Error> {
    if let Some(id) = known {
        return Ok(ChannelId::new(id));
    }
    let channel = UserId::new(user).create_dm_channel(http).await?;
    bot.sessions.dm_opened(match_id, seat, channel.id.get()).await?;
    Ok(channel.id)
}

/// At kick-off, make sure every player can be reached by DM — those not prompted by DM get a
/// short hello — and say in the thread where each player's private choices will come.
async fn greet(
    http: &Http,
    bot: &Bot,
    update: &Update,
    thread: ChannelId,
    hellos: Vec<Hello>,
    prompted_by_dm: HashSet<Seat>,
) -> Result<(), Error> {
    let stored = &update.stored;
    let mut by_dm = Vec::new();
    for h in hellos {
        if prompted_by_dm.contains(&h.seat) {
            by_dm.push(h.mention);
            continue;
        }
        if h.skip {
            continue;
        }
        if h.reachable {
            by_dm.push(h.mention);
            continue;
        }
        let sent: Result<(), Error> = async {
            dm_channel(http, bot, stored.id, h.seat, h.user, None).await?.send_message(http, h.message).await?;
            Ok(())
        }
        .await;
        match sent {
            Ok(()) => by_dm.push(h.mention),
            Err(e) if dm_refused(&e) => {
                bot.sessions.dm_closed(stored.id, h.seat).await?;
                thread.send_message(http, h.refused).await?;
            }
            // Not a refusal: the prompts will try the DM again, and fall back to the thread.
            Err(e) => tracing::warn!(match_id = stored.id, seat = h.seat, %e, "could not check a player's DMs"),
        }
    }
    if !by_dm.is_empty() {
        let public = stored.lang();
        let text = say!(BOT, public, "private-choices-by-dm", players = and_list(&by_dm, public));
        thread.send_message(http, CreateMessage::new().content(text)).await?;
    }
    Ok(())
}

/// Post a competition's news in its channel, drawing its pictures.
pub async fn announce(http: &Http, bot: &Bot, news: &Announcement) -> Result<(), Error> {
    announce_once(http, bot, news, None).await
}

/// [`announce`], each post sent at most once under `key` (what the news is, and of what).
pub async fn announce_once(http: &Http, bot: &Bot, news: &Announcement, key: Option<(&str, u64)>) -> Result<(), Error> {
    let channel = ChannelId::new(news.channel);
    for (n, post) in news.posts.iter().enumerate() {
        let mut message = CreateMessage::new().content(fit(&post.text, MAX_CONTENT));
        if let Some((picture, file)) = &post.picture {
            let picture = picture.clone();
            let png = bot
                .pictures
                .draw(move |r| match &picture {
                    Picture::Standings(p) => r.standings_png(p),
                    Picture::Bracket(p) => r.bracket_png(p),
                })
                .await?;
            message = message.add_file(CreateAttachment::bytes(png, *file));
        }
        if let Some((what, of)) = key {
            message = once(message, what, &[of, n as u64]);
        }
        channel.send_message(http, message).await?;
    }
    Ok(())
}

/// Discord's "Cannot send messages to this user" (50007): the person's DMs are closed to the bot.
fn dm_refused(error: &Error) -> bool {
    error.discord_code() == Some(50007)
}

/// A direct message to a person, opening the DM channel (Discord gives the same one back).
pub async fn send_dm(http: &Http, user: u64, message: CreateMessage) -> Result<(), Error> {
    let channel = UserId::new(user).create_dm_channel(http).await?;
    channel.send_message(http, message).await?;
    Ok(())
}
