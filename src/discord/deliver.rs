//! Sending a use-case's delivery plan ([`Update`]): the thread's post with its board, each
//! prompt where the plan says (by DM, in the open, or a button in the thread), the kick-off's
//! word on where private choices go, and the competition's news. Nothing here reads the store:
//! what to send, to whom, where and by when is in the plan; what Discord answers on the way (a DM
//! refused, a DM channel opened) goes back through a use-case.

use std::collections::HashSet;

use poise::serenity_prelude as serenity;
use serenity::{ChannelId, CreateAttachment, CreateMessage, Http, UserId};
use touchline_games::text::{result_line, score_line, waiting_line};
use touchline_games::{AnyMatch, Lang, Seat, Status};
use touchline_i18n::say;

use super::controls::prompt;
use super::ids::{Action, ComponentId, Subject};
use super::reply::{fit, MAX_CONTENT};
use super::{Bot, Error};
use crate::ids::MatchId;
use crate::leagues::news::Announcement;
use crate::leagues::pictures::Picture;
use crate::seating::Seating;
use crate::session::{Address, Prompt, ThreadPost, Update};
use crate::speech::BOT;
use crate::store::StoredMatch;

/// A message sent at most once: Discord checks its nonce for uniqueness (`enforce_nonce`) over
/// the last few minutes and answers a second send with the first message. Each message of a
/// match's update is named by what it is, the match, its version and whom it is for, so a
/// process showing an update another one stalled on (or a resume after a crash between posting
/// and recording it shown) posts nothing twice. A nonce is at most 25 characters: 24 hex digits
/// of a SHA-256 of its parts.
pub fn once(message: CreateMessage, what: &str, parts: &[u64]) -> CreateMessage {
    use sha2::{Digest, Sha256};
    let mut hash = Sha256::new();
    hash.update(what.as_bytes());
    for part in parts {
        hash.update(part.to_le_bytes());
    }
    let nonce: String = hash.finalize().iter().take(12).map(|b| format!("{b:02x}")).collect();
    message.nonce(serenity::Nonce::String(nonce)).enforce_nonce(true)
}

/// Send everything an update's plan holds.
pub async fn deliver(http: &Http, bot: &Bot, update: &Update) -> Result<(), Error> {
    let stored = &update.stored;
    let Some(thread) = &stored.thread else { return Ok(()) };
    let thread = ChannelId::new(thread.thread_id);
    // The board is kept for the followers only when one of them asked for every board.
    let every_board = update.followers.iter().any(|f| f.every_board);
    let mut posted = None;
    if let Some(post) = &update.post {
        posted = Some((post, post_in_thread(http, bot, stored, thread, post, update.kick_off, every_board).await?));
    }
    let mut by_dm = HashSet::new();
    for p in &update.prompts {
        // One seat's trouble must not leave the others unprompted.
        match send_prompt(http, bot, stored, thread, p).await {
            Ok(true) => {
                by_dm.insert(p.seat);
            }
            Ok(false) => {}
            Err(e) => tracing::warn!(match_id = stored.id, seat = p.seat, %e, "could not prompt a player"),
        }
    }
    // Followers after the players: their prompts come first.
    if let Some((post, board)) = posted {
        tell_followers(http, update, thread, post, board).await;
    }
    if let Some(news) = &update.news {
        announce_once(http, bot, news, Some(("match-news", stored.id as u64))).await?;
    }
    bot.sessions.shown(stored.id, stored.state.version()).await?;
    if update.kick_off {
        // The match is on whatever happens here: a failed check is only logged.
        if let Err(e) = greet(http, bot, update, thread, by_dm).await {
            tracing::warn!(match_id = stored.id, %e, "could not check the players' DMs");
        }
    }
    Ok(())
}

/// The thread's message: the board (when a play was completed) or the lines, who is awaited,
/// and the seal's reveal kept whole at the end; the first board has the Follow buttons. The
/// board's picture, when there is one and `keep_board` asks for it.
async fn post_in_thread(
    http: &Http,
    bot: &Bot,
    stored: &StoredMatch,
    thread: ChannelId,
    post: &ThreadPost,
    kick_off: bool,
    keep_board: bool,
) -> Result<Option<Vec<u8>>, Error> {
    let mut lines = post.lines.clone();
    if post.waiting {
        lines.extend(waiting(stored));
    }
    let text = fit_with_tail(&lines, &post.reveal.join("\n"));
    // One thread post per version of the match, whoever shows it.
    let key = [stored.id as u64, stored.state.version()];
    let Some(board) = &post.board else {
        if !text.is_empty() {
            thread.send_message(http, once(CreateMessage::new().content(text), "post", &key)).await?;
        }
        return Ok(None);
    };
    let lang = stored.lang();
    let png = bot.pictures.board(&stored.state, stored.names(lang), board.crests.clone(), lang).await?;
    let kept = keep_board.then(|| png.clone());
    let mut message = CreateMessage::new().content(text).add_file(CreateAttachment::bytes(png, "board.png"));
    if post.rematch {
        message = message.components(vec![rematch_button(stored.id, stored.state.version(), lang)]);
    } else if kick_off {
        message = message.components(vec![follow_buttons(stored.id, stored.state.version(), lang)]);
    }
    thread.send_message(http, once(message, "post", &key)).await?;
    Ok(kept)
}

/// The followers' DMs: every board to those who asked for it, the final score to everyone.
async fn tell_followers(http: &Http, update: &Update, thread: ChannelId, post: &ThreadPost, board: Option<Vec<u8>>) {
    for f in &update.followers {
        let lang = f.lang;
        // The end for everyone; a board (the last one too) for those who asked for every board.
        let text = match (update.ended, f.every_board && board.is_some()) {
            (true, _) => {
                say!(BOT, lang, "follow-full-time", thread = format!("<#{thread}>"), lines = post.lines.join("\n"))
            }
            (false, true) => {
                say!(BOT, lang, "follow-board", thread = format!("<#{thread}>"), lines = post.lines.join("\n"))
            }
            (false, false) => continue,
        };
        let mut message = CreateMessage::new().content(fit(&text, MAX_CONTENT));
        if let Some(png) = board.as_ref().filter(|_| f.every_board) {
            message = message.add_file(CreateAttachment::bytes(png.clone(), "board.png"));
        }
        let message = once(message, "follower", &[update.stored.id as u64, update.stored.state.version(), f.user]);
        // One follower's closed DMs must not keep the others from theirs.
        if let Err(e) = send_dm(http, f.user, message).await {
            tracing::warn!(match_id = update.stored.id, %e, "could not write to a follower");
        }
    }
}

/// A seat's prompt, where the plan says. True when it went by DM.
async fn send_prompt(
    http: &Http,
    bot: &Bot,
    stored: &StoredMatch,
    thread: ChannelId,
    p: &Prompt,
) -> Result<bool, Error> {
    let (id, version, user) = (stored.id, stored.state.version(), p.user);
    let key = [id as u64, version, p.seat as u64];
    // Privately, the player's own language; in the thread, the thread's.
    let (own, public) = (stored.seating.place(p.seat).map(|place| place.lang).unwrap_or(Lang::En), stored.lang());
    // A mention, unless they asked not to be pinged in the thread.
    let player = stored.seating.mention(p.seat, public);
    let dm = match p.to {
        Address::InTheOpen => {
            // A move made in front of the table (a draft pick, a bid): its menu goes in the thread,
            // where the table sees the choice being made; its controls name the seat, so only
            // that player's clicks count.
            let made = prompt(id, &stored.state, p.seat, &stored.names(public), None, p.due_ms, public);
            let content = fit(&format!("{player} {}", made.content), MAX_CONTENT);
            let message = CreateMessage::new().content(content).components(made.components);
            thread.send_message(http, once(message, "prompt", &key)).await?;
            // Someone who asked to be told by DM is not mentioned in the thread: told here instead.
            let place = stored.seating.place(p.seat);
            if let Some(place) = place.filter(|place| place.pings == crate::pings::PingMode::Dm) {
                let note = say!(BOT, own, "your-move-in", thread = format!("<#{thread}>"));
                let dm = dm_channel(http, bot, id, p.seat, user, place.contact.dm_channel_id).await?;
                dm.send_message(http, once(CreateMessage::new().content(note), "prompt-note", &key)).await?;
            }
            return Ok(false);
        }
        Address::Button => None,
        Address::Dm(channel) => Some(channel),
    };
    if let Some(channel) = dm {
        let sent: Result<(), Error> = async {
            let dm = dm_channel(http, bot, id, p.seat, user, channel).await?;
            let made = prompt(id, &stored.state, p.seat, &stored.names(own), None, p.due_ms, own);
            let message = CreateMessage::new().content(made.content).components(made.components);
            dm.send_message(http, once(message, "prompt", &key)).await?;
            Ok(())
        }
        .await;
        match sent {
            Ok(()) => return Ok(true),
            Err(e) if dm_refused(&e) => {
                let text = say!(BOT, public, "dm-closed-choose-here", player = player.as_str());
                let notice =
                    CreateMessage::new().content(text).components(vec![open_button(id, p.seat, version, public)]);
                bot.sessions.dm_closed(id, p.seat).await?;
                thread.send_message(http, once(notice, "prompt-button", &key)).await?;
                return Ok(false);
            }
            // Some other failure: this time, choose through the thread.
            Err(e) => tracing::warn!(match_id = id, seat = p.seat, %e, "DM failed; offering the thread button"),
        }
    }
    let message = CreateMessage::new()
        .content(say!(BOT, public, "your-move-button", player = player))
        .components(vec![open_button(id, p.seat, version, public)]);
    thread.send_message(http, once(message, "prompt-button", &key)).await?;
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
    prompted_by_dm: HashSet<Seat>,
) -> Result<(), Error> {
    let stored = &update.stored;
    let public = stored.lang();
    let names = stored.names(public);
    let mut by_dm = Vec::new();
    for (seat, user) in stored.seating.people() {
        let contact = stored.seating.place(seat).map(|p| p.contact.clone()).unwrap_or_default();
        let prompted = update.prompt(seat).map(|p| p.to);
        if prompted_by_dm.contains(&seat) {
            by_dm.push(stored.seating.mention(seat, public));
            continue;
        }
        // Closed before, or found closed by this kick-off's prompt.
        if contact.dm_closed || matches!(prompted, Some(Address::Dm(_))) {
            continue;
        }
        if contact.dm_channel_id.is_some() {
            by_dm.push(stored.seating.mention(seat, public));
            continue;
        }
        let own = stored.seating.place(seat).map(|place| place.lang).unwrap_or(Lang::En);
        let others: Vec<String> =
            names.iter().enumerate().filter(|(s, _)| *s != seat).map(|(_, n)| n.clone()).collect();
        let hello = say!(BOT, own, "match-on-hello", others = and_list(&others, own), thread = format!("<#{thread}>"));
        let sent: Result<(), Error> = async {
            let dm = dm_channel(http, bot, stored.id, seat, user, None).await?;
            dm.send_message(http, CreateMessage::new().content(hello)).await?;
            Ok(())
        }
        .await;
        match sent {
            Ok(()) => by_dm.push(stored.seating.mention(seat, public)),
            Err(e) if dm_refused(&e) => {
                bot.sessions.dm_closed(stored.id, seat).await?;
                let text = say!(BOT, public, "dm-closed-at-kick-off", player = stored.seating.mention(seat, public));
                thread.send_message(http, CreateMessage::new().content(text)).await?;
            }
            // Not a refusal: the prompts will try the DM again, and fall back to the thread.
            Err(e) => tracing::warn!(match_id = stored.id, seat, %e, "could not check a player's DMs"),
        }
    }
    if !by_dm.is_empty() {
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

/// "Waiting for @B (chosen: @A ✓)": who still has to choose, never what anyone chose.
pub fn waiting(stored: &StoredMatch) -> Option<String> {
    waiting_line(
        &stored.state.status(),
        stored.seating.len(),
        |s| stored.seating.mention(s, stored.lang()),
        stored.lang(),
    )
}

/// "Ann, Bob and Cy" in `lang`.
pub fn and_list(items: &[String], lang: Lang) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => say!(BOT, lang, "list-and", rest = rest.join(", "), last = last.as_str()),
    }
}

/// The short public description of a match: the score, and who must move or the result.
pub fn status_text(state: &AnyMatch, seating: &Seating, lang: Lang) -> String {
    let names = seating.names_in(state, lang);
    // A draft has no score: it ends in squads.
    let keeps_score = state.profile().keeps_score();
    let mut text = if keeps_score {
        format!("**{}** — {}", state.kind().title(), score_line(&state.score(), &names))
    } else {
        format!("**{}** — {}", state.kind().title(), BOT.text(lang, "status-draft", &[]))
    };
    match state.status() {
        Status::Finished(_) if !keeps_score => {
            text.push('\n');
            text.push_str(&BOT.text(lang, "status-draft-complete", &[]));
        }
        Status::Finished(o) => text.push_str(&format!("\n{}", result_line(&o, &names, lang))),
        status => {
            if let Some(line) = waiting_line(&status, seating.len(), |s| seating.mention(s, lang), lang) {
                text.push('\n');
                text.push_str(&line);
            }
        }
    }
    text
}

/// The lines, cut to fit a message if they must, and then `tail` whole (the seal's reveal, which
/// must never be the part cut off).
fn fit_with_tail(lines: &[String], tail: &str) -> String {
    if tail.is_empty() {
        return fit(&lines.join("\n"), MAX_CONTENT);
    }
    let head = fit(&lines.join("\n"), MAX_CONTENT.saturating_sub(tail.chars().count() + 1));
    if head.is_empty() {
        tail.to_string()
    } else {
        format!("{head}\n{tail}")
    }
}

/// The public "choose in private" button for a player whose DMs are closed. It names no choice,
/// only the seat it is for.
pub fn open_button(id: MatchId, seat: Seat, version: u64, lang: Lang) -> serenity::CreateActionRow {
    serenity::CreateActionRow::Buttons(vec![serenity::CreateButton::new(
        ComponentId::seat(id, seat, version, Action::Open).encode(),
    )
    .label(BOT.text(lang, "button-make-your-choice", &[]))
    .style(serenity::ButtonStyle::Primary)])
}

/// A direct message to a person, opening the DM channel (Discord gives the same one back).
pub async fn send_dm(http: &Http, user: u64, message: CreateMessage) -> Result<(), Error> {
    let channel = UserId::new(user).create_dm_channel(http).await?;
    channel.send_message(http, message).await?;
    Ok(())
}

/// Under a match's first board: follow it (its final score by DM, or every board).
pub fn follow_buttons(id: MatchId, version: u64, lang: Lang) -> serenity::CreateActionRow {
    let button = |every: bool, label: &str| {
        serenity::CreateButton::new(
            ComponentId::new(Subject::Match { id, seat: None }, version, Action::Follow(every)).encode(),
        )
        .label(BOT.text(lang, label, &[]))
        .style(serenity::ButtonStyle::Secondary)
    };
    serenity::CreateActionRow::Buttons(vec![button(false, "button-follow"), button(true, "button-follow-every-board")])
}

pub fn rematch_button(id: MatchId, version: u64, lang: Lang) -> serenity::CreateActionRow {
    serenity::CreateActionRow::Buttons(vec![serenity::CreateButton::new(
        ComponentId::new(Subject::Match { id, seat: None }, version, Action::Rematch).encode(),
    )
    .label(BOT.text(lang, "button-rematch", &[]))
    .style(serenity::ButtonStyle::Success)])
}
