//! A match on Discord: its thread, the board after every completed play, and the private prompt
//! of every person whose move it is (by DM, or through a button in the thread when DMs are
//! closed). Everything shown here comes from an [`Update`] a use-case returned: it is stored.

use poise::serenity_prelude as serenity;
use serenity::{ChannelId, ChannelType, CreateAttachment, CreateMessage, CreateThread, Http, UserId};
use touchline_games::players::Occupant;
use touchline_games::text::{result_line, score_line, seat_order, waiting_line};
use touchline_games::{AnyConfig, AnyMatch, Seat, Status};

use super::controls::prompt_until;
use super::ids::{Action, ComponentId};
use super::reply::{fit, MAX_CONTENT};
use super::{Bot, Error, Told};
use crate::clock::TurnClock;
use crate::ids::{MatchId, PlayerId};
use crate::leagues::CompetitionNews;
use crate::seating::{Contact, Seating};
use crate::session::{NewMatch, Update};
use crate::store::{MatchThread, Origin, StoredMatch};

/// A match that could not start: nothing of it was stored, so asking again is safe.
#[derive(Debug, thiserror::Error)]
#[error("the match could not start: {0}")]
pub struct NotStarted(#[source] pub Error);

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
/// nothing is stored), then the match with its thread and fixture in one commit; then the
/// kick-off board and the first prompts.
pub async fn open_match(
    ctx: &serenity::Context,
    bot: &Bot,
    place: Where,
    config: AnyConfig,
    seats: Vec<Occupant<PlayerId>>,
    origin: Origin,
) -> Result<Opened, Error> {
    let update = async {
        let mut names = Vec::new();
        for seat in &seats {
            names.push(match seat {
                Occupant::Person(p) => bot.store().player_name(*p).await?.unwrap_or_else(|| "Player".to_string()),
                Occupant::Computer(_) => "Computer".to_string(),
            });
        }
        let title: String = format!("{}: {}", config.kind().title(), names.join(" v ")).chars().take(100).collect();
        let thread = place
            .channel
            .create_thread(&ctx.http, CreateThread::new(title).kind(ChannelType::PublicThread))
            .await
            .map_err(|e| thread_refused(e, place.channel))?;
        let link = MatchThread {
            match_id: 0,
            guild_id: place.guild,
            channel_id: place.channel.get(),
            thread_id: thread.id.get(),
            clock: place.clock,
        };
        let new = NewMatch { config, seats, seed: crate::session::fresh_seed(), thread: Some(link), origin };
        Ok::<_, Error>(bot.sessions.kick_off(new).await?)
    }
    .await
    .map_err(|e| -> Error { Box::new(NotStarted(e)) })?;
    let opened = Opened {
        match_id: update.stored.id,
        thread: ChannelId::new(thread_of(&update.stored)),
        engine_side: update.stored.state.engine_sides().into_iter().next(),
    };
    // With more than two seats, who sits where (and so who kicks off) is worth saying.
    let seats = update.stored.names();
    let order = if seats.len() > 2 { vec![format!("Seats: {}", seat_order(&seats))] } else { Vec::new() };
    show_with(ctx, bot, &update, order, true).await?;
    // The match is on whatever happens here: a failed check is only logged.
    if let Err(e) = check_dms(&ctx.http, bot, &update.stored).await {
        tracing::warn!(match_id = opened.match_id, %e, "could not check the players' DMs");
    }
    Ok(opened)
}

fn thread_of(stored: &StoredMatch) -> u64 {
    stored.thread.as_ref().map(|t| t.thread_id).unwrap_or_default()
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

/// Show an update in its match's thread: the board (after a completed play) or the lines, the
/// prompts, and the end with its competition's news.
pub async fn show(ctx: &serenity::Context, bot: &Bot, update: &Update) -> Result<(), Error> {
    show_with(ctx, bot, update, Vec::new(), false).await
}

/// [`show`], with lines of our own before the update's, and a board whatever happened when
/// `board` is set (a kick-off, a resume).
pub async fn show_with(
    ctx: &serenity::Context,
    bot: &Bot,
    update: &Update,
    mut lines: Vec<String>,
    board: bool,
) -> Result<(), Error> {
    let stored = &update.stored;
    let Some(thread) = &stored.thread else { return Ok(()) };
    let channel = ChannelId::new(thread.thread_id);
    lines.extend(update.lines());
    // The fairness seal: its hash before the first move (first, so no long play-by-play cuts it
    // off), its seed and salt in a message of their own at the end.
    // A match resumed before its first move (stored, then a stop before its kick-off was shown)
    // gets its seal with its first board too.
    let first_board = update.kick_off || (board && stored.state.version() == 0);
    let seal = match first_board || update.ended {
        true => bot.store().match_record(stored.id).await?.seal_reveal(),
        false => None,
    };
    if let (Some(seal), false) = (&seal, update.ended) {
        lines.insert(0, seal.kick_off_line());
    }
    let reveal = seal.filter(|_| update.ended).map(|s| s.full_time_lines().join("\n")).unwrap_or_default();
    if board || update.new_board() {
        post_board_with(&ctx.http, bot, stored, lines, &reveal).await?;
    } else if !update.steps.is_empty() {
        // A pass in a reaction window says nothing new: the window's "waiting for" line would
        // come once per player and per card.
        let quiet_pass = lines.is_empty() && matches!(stored.state.status(), Status::Reaction { .. });
        if quiet_pass {
            return prompt_and_news(ctx, bot, update).await;
        }
        lines.extend(waiting(stored));
        let text = fit_with_tail(&lines, &reveal);
        if !text.is_empty() {
            channel.send_message(&ctx.http, CreateMessage::new().content(text)).await?;
        }
    }
    prompt_and_news(ctx, bot, update).await
}

/// The prompts an update owes, and its competition's news.
async fn prompt_and_news(ctx: &serenity::Context, bot: &Bot, update: &Update) -> Result<(), Error> {
    let stored = &update.stored;
    for seat in &update.prompt {
        // One seat's trouble must not leave the others unprompted.
        if let Err(e) = prompt_seat(&ctx.http, bot, stored, *seat).await {
            tracing::warn!(match_id = stored.id, seat, %e, "could not prompt a player");
        }
    }
    match &update.fixture {
        Some(CompetitionNews::Played(played)) => {
            super::competitions::announce::fixture_played(ctx, bot, played).await?
        }
        Some(CompetitionNews::Drafted { competition, fixtures }) => {
            super::competitions::announce::drafted(ctx, bot, competition, *fixtures).await?
        }
        None => {}
    }
    Ok(())
}

/// "Waiting for @B (chosen: @A ✓)": who still has to choose, never what anyone chose.
pub fn waiting(stored: &StoredMatch) -> Option<String> {
    waiting_line(&stored.state.status(), stored.seating.len(), |s| stored.seating.mention(s))
}

/// The short public description of a match: the score, and who must move or the result.
pub fn status_text(state: &AnyMatch, seating: &Seating) -> String {
    let names = seating.names_in(state);
    // A draft has no score: it ends in squads.
    let mut text = if state.keeps_score() {
        format!("**{}** — {}", state.kind().title(), score_line(&state.score(), &names))
    } else {
        format!("**{}** — draft", state.kind().title())
    };
    match state.status() {
        Status::Finished(_) if !state.keeps_score() => text.push_str("\nThe draft is complete."),
        Status::Finished(o) => text.push_str(&format!("\n{}", result_line(&o, &names))),
        status => {
            if let Some(line) = waiting_line(&status, seating.len(), |s| seating.mention(s)) {
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

/// A new message in the thread with the picture of the pitch and what just happened.
pub async fn post_board(http: &Http, bot: &Bot, stored: &StoredMatch, lines: Vec<String>) -> Result<(), Error> {
    post_board_with(http, bot, stored, lines, "").await
}

/// [`post_board`], with `tail` kept whole at the end of the message.
async fn post_board_with(
    http: &Http,
    bot: &Bot,
    stored: &StoredMatch,
    mut lines: Vec<String>,
    tail: &str,
) -> Result<(), Error> {
    let png = bot.render_match(stored).await?;
    lines.extend(waiting(stored));
    let mut message =
        CreateMessage::new().content(fit_with_tail(&lines, tail)).add_file(CreateAttachment::bytes(png, "board.png"));
    // A draft is not played again: its squads are kept.
    if stored.state.status().outcome().is_some() && stored.state.keeps_score() {
        message = message.components(vec![rematch_button(stored.id, stored.state.version())]);
    }
    ChannelId::new(thread_of(stored)).send_message(http, message).await?;
    Ok(())
}

/// The public "choose in private" button for a player whose DMs are closed. It names no choice.
pub fn open_button(id: MatchId, version: u64) -> serenity::CreateActionRow {
    serenity::CreateActionRow::Buttons(vec![serenity::CreateButton::new(
        ComponentId::new(id, version, Action::Open).encode(),
    )
    .label("Make your choice")
    .style(serenity::ButtonStyle::Primary)])
}

pub fn rematch_button(id: MatchId, version: u64) -> serenity::CreateActionRow {
    serenity::CreateActionRow::Buttons(vec![serenity::CreateButton::new(
        ComponentId::new(id, version, Action::Rematch).encode(),
    )
    .label("Rematch")
    .style(serenity::ButtonStyle::Success)])
}

fn dm_refused(error: &Error) -> bool {
    match error.downcast_ref::<serenity::Error>() {
        Some(serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response))) => response.error.code == 50007,
        _ => false,
    }
}

/// The seat's DM channel, opened (and remembered) the first time.
async fn dm_channel(
    http: &Http,
    bot: &Bot,
    match_id: MatchId,
    seat: Seat,
    user: u64,
    contact: &mut Contact,
) -> Result<ChannelId, Error> {
    if let Some(id) = contact.dm_channel_id {
        return Ok(ChannelId::new(id));
    }
    let channel = UserId::new(user).create_dm_channel(http).await?;
    contact.dm_channel_id = Some(channel.id.get());
    bot.store().set_seat_contact(match_id, seat, contact).await?;
    Ok(channel.id)
}

/// Discord refused a DM (50007): remember it, so the seat chooses through the thread from now
/// on, and tell the player there.
async fn mark_dm_closed(
    http: &Http,
    bot: &Bot,
    match_id: MatchId,
    seat: Seat,
    thread: ChannelId,
    contact: &mut Contact,
    notice: CreateMessage,
) -> Result<(), Error> {
    contact.dm_closed = true;
    bot.store().set_seat_contact(match_id, seat, contact).await?;
    thread.send_message(http, notice).await?;
    Ok(())
}

/// Send a seat its private prompt by DM; when DMs are closed, say so in the thread and offer a
/// button that opens the same controls privately there.
async fn prompt_seat(http: &Http, bot: &Bot, stored: &StoredMatch, seat: Seat) -> Result<(), Error> {
    let Some(user) = stored.seating.user(seat) else { return Ok(()) };
    let (match_id, version) = (stored.id, stored.state.version());
    let thread = ChannelId::new(thread_of(stored));
    if stored.state.public_move(seat) {
        // A move made in the open (a draft pick, a bid): its menu goes in the thread, where the
        // table sees the choice being made. Only that player's clicks count as theirs.
        let due = bot.store().clock_due(match_id, seat).await?;
        let p = prompt_until(match_id, &stored.state, seat, &stored.names(), None, due);
        let content = fit(&format!("<@{user}> {}", p.content), MAX_CONTENT);
        thread.send_message(http, CreateMessage::new().content(content).components(p.components)).await?;
        return Ok(());
    }
    // Read afresh: another handler may have opened the DM channel meanwhile.
    let mut contact = bot.store().seat_contact(match_id, seat).await?;
    if !contact.dm_closed {
        let sent: Result<(), Error> = async {
            let dm = dm_channel(http, bot, match_id, seat, user, &mut contact).await?;
            let due = bot.store().clock_due(match_id, seat).await?;
            let p = prompt_until(match_id, &stored.state, seat, &stored.names(), None, due);
            dm.send_message(http, CreateMessage::new().content(p.content).components(p.components)).await?;
            Ok(())
        }
        .await;
        match sent {
            Ok(()) => return Ok(()),
            Err(e) if dm_refused(&e) => {
                let text = format!(
                    "<@{user}>, I can't send you direct messages (they are closed for this server), so choose here: \
                     the button opens your cards where only you can see them."
                );
                let message = CreateMessage::new().content(text).components(vec![open_button(match_id, version)]);
                return mark_dm_closed(http, bot, match_id, seat, thread, &mut contact, message).await;
            }
            // Some other failure: this time, choose through the thread.
            Err(e) => tracing::warn!(match_id, seat, %e, "DM failed; offering the thread button"),
        }
    }
    let message = CreateMessage::new()
        .content(format!("<@{user}>, your move: the button opens your cards where only you can see them."))
        .components(vec![open_button(match_id, version)]);
    thread.send_message(http, message).await?;
    Ok(())
}

/// At kick-off, make sure every player can be reached by DM — those not prompted yet get a
/// short hello — and say in the thread where each player's private choices will come.
async fn check_dms(http: &Http, bot: &Bot, stored: &StoredMatch) -> Result<(), Error> {
    let thread = ChannelId::new(thread_of(stored));
    let names = stored.names();
    let mut by_dm = Vec::new();
    for (seat, user) in stored.seating.people() {
        let mut contact = bot.store().seat_contact(stored.id, seat).await?;
        if !contact.dm_closed && contact.dm_channel_id.is_none() {
            let others: Vec<&str> =
                names.iter().enumerate().filter(|(s, _)| *s != seat).map(|(_, n)| n.as_str()).collect();
            let hello = format!(
                "Your match against {} is on in <#{thread}>. Your private choices will come here when it is your move.",
                others.join(" and ")
            );
            let sent: Result<(), Error> = async {
                let dm = dm_channel(http, bot, stored.id, seat, user, &mut contact).await?;
                dm.send_message(http, CreateMessage::new().content(hello)).await?;
                Ok(())
            }
            .await;
            match sent {
                Ok(()) => by_dm.push(format!("<@{user}>")),
                Err(e) if dm_refused(&e) => {
                    let text = format!(
                        "<@{user}>, I can't send you direct messages (they are closed for this server), so when it \
                         is your move a button here will open your choices where only you can see them."
                    );
                    let notice = CreateMessage::new().content(text);
                    mark_dm_closed(http, bot, stored.id, seat, thread, &mut contact, notice).await?;
                }
                // Not a refusal: the prompts will try the DM again, and fall back to the thread.
                Err(e) => tracing::warn!(match_id = stored.id, seat, %e, "could not check a player's DMs"),
            }
        } else if !contact.dm_closed {
            // Prompted by DM already at kick-off.
            by_dm.push(format!("<@{user}>"));
        }
    }
    if !by_dm.is_empty() {
        let text = format!("📬 Private choices go by DM to {}.", by_dm.join(" and "));
        thread.send_message(http, CreateMessage::new().content(text)).await?;
    }
    Ok(())
}
