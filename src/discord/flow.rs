//! From stored steps to Discord: a thread per match, a board after every resolved turn, and a
//! private prompt to every person whose move it is.

use poise::serenity_prelude as serenity;
use serenity::{ChannelId, ChannelType, CreateAttachment, CreateMessage, CreateThread, Http, UserId};
use touchline_games::{AnyConfig, AnyEvent, AnyMatch, Seat, SeatSet, Viewer};

use super::present::{self, fit, MAX_CONTENT};
use super::{Bot, Error};
use crate::session::Acted;
use crate::session::SessionError;
use crate::store::{DiscordMatch, FixtureId, MatchId, Occupant, OnTimeout, TurnClock};

/// The people in a match's seats (`None` for the computer) and the names shown for each seat.
pub type People = (Vec<Option<(u64, String)>>, [String; 2]);

pub async fn people(bot: &Bot, match_id: MatchId) -> Result<People, Error> {
    let users = bot.store().seat_users(match_id).await?;
    let name = |seat: usize| match users.get(seat).and_then(|u| u.as_ref()) {
        Some((_, name)) => name.clone(),
        None => "Computer".to_string(),
    };
    let names = [name(0), name(1)];
    Ok((users, names))
}

pub fn seat_of(users: &[Option<(u64, String)>], user: u64) -> Option<Seat> {
    users.iter().position(|u| matches!(u, Some((id, _)) if *id == user))
}

pub struct Opened {
    pub match_id: MatchId,
    pub thread: ChannelId,
}

/// Start a match in a new thread of `channel`: store it, post the kick-off board, prompt the
/// players.
pub async fn open_match(
    ctx: &serenity::Context,
    bot: &Bot,
    guild: Option<u64>,
    channel: ChannelId,
    config: AnyConfig,
    clock: TurnClock,
    seats: Vec<Occupant>,
) -> Result<Opened, Error> {
    open_match_for(ctx, bot, guild, channel, config, clock, seats, None).await
}

/// [`open_match`], for a competition's fixture when `fixture` is given: the match is linked to
/// it before anyone can move, so its result is recorded with its last step.
#[allow(clippy::too_many_arguments)]
pub async fn open_match_for(
    ctx: &serenity::Context,
    bot: &Bot,
    guild: Option<u64>,
    channel: ChannelId,
    config: AnyConfig,
    clock: TurnClock,
    seats: Vec<Occupant>,
    fixture: Option<FixtureId>,
) -> Result<Opened, Error> {
    // The thread first: if Discord refuses it, nothing is stored and asking again is safe.
    let (thread, started) = async {
        let mut seat_names = Vec::new();
        for seat in &seats {
            seat_names.push(match seat {
                Occupant::Player(p) => bot.store().player_name(*p).await?.unwrap_or_else(|| "Player".to_string()),
                Occupant::Computer(_) => "Computer".to_string(),
            });
        }
        let title: String =
            format!("{}: {}", config.kind().title(), seat_names.join(" v ")).chars().take(100).collect();
        let thread = channel
            .create_thread(&ctx.http, CreateThread::new(title).kind(ChannelType::PublicThread))
            .await
            .map_err(|e| thread_refused(e, channel))?;
        let started = bot.sessions.start(config, seats, crate::cli::fresh_seed()).await?;
        Ok::<_, Error>((thread, started))
    }
    .await
    .map_err(|e| -> Error { Box::new(NotStarted(e)) })?;
    if let Some(fixture) = fixture {
        bot.store().link_fixture_match(fixture, started.id).await?;
    }
    bot.store()
        .link_discord_match(&DiscordMatch {
            match_id: started.id,
            guild_id: guild,
            channel_id: channel.get(),
            thread_id: thread.id.get(),
            clock,
        })
        .await?;
    let (users, names) = people(bot, started.id).await?;
    let public: Vec<AnyEvent> = started.events.iter().filter_map(|e| e.redact(Viewer::Spectator)).collect();
    let lines = crate::present::event_lines(&public, &names);
    post_board(&ctx.http, bot, started.id, thread.id, &started.state, &users, &names, lines).await?;
    after_change(ctx, bot, started.id, SeatSet::EMPTY, Vec::new()).await?;
    // The match is on whatever happens here: a failed check is only logged.
    if let Err(e) = check_dms(&ctx.http, bot, started.id, thread.id, &users, &names).await {
        tracing::warn!(match_id = started.id, %e, "could not check the players' DMs");
    }
    Ok(Opened { match_id: started.id, thread: thread.id })
}

/// A match that could not start: nothing of it was stored, so asking again is safe.
#[derive(Debug, thiserror::Error)]
#[error("the match could not start: {0}")]
pub struct NotStarted(#[source] pub Error);

/// Discord's refusal to open a match thread (a missing permission, a forum, a thread inside a
/// thread) is for the players to hear, with what to do about it; anything else (a network
/// failure, a rate limit) stays our trouble.
fn thread_refused(e: serenity::Error, channel: ChannelId) -> Error {
    match &e {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r))
            if r.status_code.is_client_error() && r.status_code.as_u16() != 429 =>
        {
            tracing::info!(%e, "Discord refused a match thread");
            Box::new(super::Told(format!(
                "I can't open a match thread in <#{channel}>: Discord refused ({}). Matches need a server text \
                 channel where I may create public threads.",
                r.error.message
            )))
        }
        _ => e.into(),
    }
}

/// At kick-off, make sure every player can be reached by DM — those not prompted yet get a
/// short hello — and say in the thread where each player's private choices will come.
async fn check_dms(
    http: &Http,
    bot: &Bot,
    match_id: MatchId,
    thread: ChannelId,
    users: &[Option<(u64, String)>],
    names: &[String; 2],
) -> Result<(), Error> {
    let mut by_dm = Vec::new();
    for (seat, user) in users.iter().enumerate() {
        let Some((user, _)) = user else { continue };
        let mut contact = bot.store().seat_contact(match_id, seat).await?;
        if !contact.dm_closed && contact.dm_channel_id.is_none() {
            let opponent = names.get(1 - seat.min(1)).cloned().unwrap_or_default();
            let hello = format!(
                "Your match against {opponent} is on in <#{thread}>. Your private choices will come here when it is your move."
            );
            let sent: Result<(), Error> = async {
                let dm = dm_channel(http, bot, match_id, seat, *user, &mut contact).await?;
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
                    mark_dm_closed(http, bot, match_id, seat, thread, &mut contact, CreateMessage::new().content(text))
                        .await?;
                }
                // Not a refusal: the prompts will try the DM again, and fall back to the thread.
                Err(e) => tracing::warn!(match_id, seat, %e, "could not check a player's DMs"),
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

/// Discord refused a DM (50007): remember it, so the seat chooses through the thread from now
/// on, and tell the player there.
async fn mark_dm_closed(
    http: &Http,
    bot: &Bot,
    match_id: MatchId,
    seat: Seat,
    thread: ChannelId,
    contact: &mut crate::store::SeatContact,
    notice: CreateMessage,
) -> Result<(), Error> {
    contact.dm_closed = true;
    bot.store().set_seat_contact(match_id, seat, contact).await?;
    thread.send_message(http, notice).await?;
    Ok(())
}

/// The seat's DM channel, opened (and remembered) the first time.
async fn dm_channel(
    http: &Http,
    bot: &Bot,
    match_id: MatchId,
    seat: Seat,
    user: u64,
    contact: &mut crate::store::SeatContact,
) -> Result<ChannelId, Error> {
    if let Some(id) = contact.dm_channel_id {
        return Ok(ChannelId::new(id));
    }
    let channel = UserId::new(user).create_dm_channel(http).await?;
    contact.dm_channel_id = Some(channel.id.get());
    bot.store().set_seat_contact(match_id, seat, contact).await?;
    Ok(channel.id)
}

/// After steps were stored: let the computer move, announce in the thread, prompt whoever must
/// now choose. `before` is who had to act before the steps, so standing prompts are not repeated.
pub async fn after_change(
    ctx: &serenity::Context,
    bot: &Bot,
    match_id: MatchId,
    before: SeatSet,
    acted: Vec<Acted>,
) -> Result<(), Error> {
    let mut steps = acted;
    steps.extend(bot.sessions.play_computer_seats(match_id).await?);
    let state = bot.sessions.load(match_id).await?.state;
    let Some(link) = bot.store().discord_match(match_id).await? else { return Ok(()) };
    let thread = ChannelId::new(link.thread_id);
    let (users, names) = people(bot, match_id).await?;

    let mut lines = Vec::new();
    let mut turn_ended = false;
    for a in &steps {
        let public = a.step.events_for(Viewer::Spectator);
        turn_ended |= public.iter().any(crate::present::is_turn_end);
        lines.extend(crate::present::event_lines(&public, &names));
    }
    if turn_ended {
        post_board(&ctx.http, bot, match_id, thread, &state, &users, &names, lines).await?;
    } else if !steps.is_empty() {
        if let Some(waiting) = present::waiting_line(&state, &users, &names) {
            lines.push(waiting);
        }
        let text = fit(&lines.join("\n"), MAX_CONTENT);
        if !text.is_empty() {
            thread.send_message(&ctx.http, CreateMessage::new().content(text)).await?;
        }
    }

    // Prompt the people who must choose now and were not already holding a prompt, and start
    // their clocks; clocks of seats that owe nothing stop.
    let to_act = state.status().to_act();
    let owing: Vec<usize> = to_act.iter().filter(|s| matches!(users.get(*s), Some(Some(_)))).collect();
    bot.store().stop_clocks(match_id, &owing).await?;
    for seat in to_act.iter() {
        // A seat that just acted and still owes a move (after a substitution, say) gets fresh
        // controls; a seat still holding valid ones is left alone.
        let new_round = !before.contains(seat) || steps.iter().any(|a| a.step.seat() == seat);
        if !new_round || !bot.claim_announcement(match_id, seat, state.version()) {
            continue;
        }
        if let Some(Some((user, _))) = users.get(seat) {
            // One seat's trouble must not leave the others unprompted or the match unannounced.
            if let Err(e) = prompt_seat(&ctx.http, bot, match_id, thread, &state, seat, *user, &names).await {
                tracing::warn!(match_id, seat, %e, "could not prompt a player");
            }
            let now = now_ms();
            let due = now.saturating_add((link.clock.turn_seconds as i64).saturating_mul(1000));
            if steps.is_empty() {
                // Nothing was played (a kick-off, or resuming after a restart): a clock that
                // is already running keeps its time.
                bot.store().ensure_clock(match_id, seat, now, due).await?;
            } else {
                bot.store().start_clock(match_id, seat, now, due).await?;
            }
        }
    }
    bot.store().set_announced(match_id, state.version()).await?;
    if state.status().outcome().is_some() && !steps.is_empty() {
        announce_end(ctx, bot, match_id, state.version()).await?;
    }
    Ok(())
}

/// Tell the match's competition (if any) that it ended, once per process.
async fn announce_end(ctx: &serenity::Context, bot: &Bot, match_id: MatchId, version: u64) -> Result<(), Error> {
    if bot.claim_announcement(match_id, super::MATCH_END, version) {
        super::leagues::match_finished(ctx, bot, match_id).await?;
    }
    Ok(())
}

/// A new message in the thread with the picture of the pitch and what just happened.
#[allow(clippy::too_many_arguments)]
pub async fn post_board(
    http: &Http,
    bot: &Bot,
    match_id: MatchId,
    thread: ChannelId,
    state: &AnyMatch,
    users: &[Option<(u64, String)>],
    names: &[String; 2],
    mut lines: Vec<String>,
) -> Result<(), Error> {
    let png = bot.render(state.view(Viewer::Spectator), names.clone()).await?;
    if let Some(waiting) = present::waiting_line(state, users, names) {
        lines.push(waiting);
    }
    let mut message = CreateMessage::new()
        .content(fit(&lines.join("\n"), MAX_CONTENT))
        .add_file(CreateAttachment::bytes(png, "board.png"));
    if state.status().outcome().is_some() {
        message = message.components(vec![present::rematch_button(match_id, state.version())]);
    }
    thread.send_message(http, message).await?;
    Ok(())
}

fn dm_refused(error: &Error) -> bool {
    match error.downcast_ref::<serenity::Error>() {
        Some(serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response))) => response.error.code == 50007,
        _ => false,
    }
}

/// Send a seat its private prompt by DM; when DMs are closed, say so in the thread and offer a
/// button that opens the same controls privately there.
#[allow(clippy::too_many_arguments)]
pub async fn prompt_seat(
    http: &Http,
    bot: &Bot,
    match_id: MatchId,
    thread: ChannelId,
    state: &AnyMatch,
    seat: Seat,
    user: u64,
    names: &[String; 2],
) -> Result<(), Error> {
    let mut contact = bot.store().seat_contact(match_id, seat).await?;
    contact.prompt_version = state.version();
    bot.store().set_seat_contact(match_id, seat, &contact).await?;
    if !contact.dm_closed {
        let sent: Result<(), Error> = async {
            let dm = dm_channel(http, bot, match_id, seat, user, &mut contact).await?;
            let p = present::prompt(match_id, state, seat, names, None);
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
                let message = CreateMessage::new()
                    .content(text)
                    .components(vec![present::open_button(match_id, state.version())]);
                return mark_dm_closed(http, bot, match_id, seat, thread, &mut contact, message).await;
            }
            Err(e) => {
                // Some other failure: this time, choose through the thread.
                tracing::warn!(match_id, seat, %e, "DM failed; offering the thread button");
            }
        }
    }
    let message = CreateMessage::new()
        .content(format!("<@{user}>, your move: the button opens your cards where only you can see them."))
        .components(vec![present::open_button(match_id, state.version())]);
    thread.send_message(http, message).await?;
    Ok(())
}

/// Milliseconds since the Unix epoch: the bot's clock (the rules never see it).
pub fn now_ms() -> i64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_millis() as i64).unwrap_or(0)
}

fn remaining(ms: i64) -> String {
    let secs = (ms.max(0) + 999) / 1000;
    match secs {
        s if s >= 2 * 3600 => format!("{} hours", s / 3600),
        s if s >= 120 => format!("{} minutes", s / 60),
        s => format!("{s} seconds"),
    }
}

/// One beat of the turn clocks: remind players at half time, and when time is up make the move
/// for them (or award the match against them), as the match was set up.
pub async fn tick(ctx: &serenity::Context, bot: &Bot) {
    let now = now_ms();
    match bot.store().clocks_to_remind(now).await {
        Ok(clocks) => {
            for c in clocks {
                if let Err(e) = remind(&ctx.http, bot, c.match_id, c.seat, c.due_ms - now).await {
                    tracing::warn!(match_id = c.match_id, %e, "reminder failed");
                }
            }
        }
        Err(e) => tracing::warn!(%e, "cannot read the clocks"),
    }
    match bot.store().expired_clocks(now).await {
        Ok(clocks) => {
            for c in clocks {
                if let Err(e) = time_up(ctx, bot, c.match_id, c.seat).await {
                    tracing::warn!(match_id = c.match_id, %e, "timeout failed");
                }
            }
        }
        Err(e) => tracing::warn!(%e, "cannot read the clocks"),
    }
}

async fn remind(http: &Http, bot: &Bot, match_id: MatchId, seat: Seat, left_ms: i64) -> Result<(), Error> {
    bot.store().mark_reminded(match_id, seat).await?;
    let Some(link) = bot.store().discord_match(match_id).await? else { return Ok(()) };
    let (users, _) = people(bot, match_id).await?;
    if let Some(Some((user, _))) = users.get(seat) {
        let then = match link.clock.on_timeout {
            OnTimeout::AutoMove => "the computer will move for you",
            OnTimeout::Forfeit => "you will forfeit the match",
        };
        let text = format!("⏰ <@{user}>, about {} left to make your move; after that {then}.", remaining(left_ms));
        ChannelId::new(link.thread_id).send_message(http, CreateMessage::new().content(text)).await?;
    }
    Ok(())
}

async fn time_up(ctx: &serenity::Context, bot: &Bot, match_id: MatchId, seat: Seat) -> Result<(), Error> {
    let Some(link) = bot.store().discord_match(match_id).await? else { return Ok(()) };
    let state = bot.sessions.load(match_id).await?.state;
    let before = state.status().to_act();
    if !before.contains(seat) {
        // The move was made after all; the clock is stale.
        bot.store().stop_clocks(match_id, &before.iter().collect::<Vec<_>>()).await?;
        return Ok(());
    }
    let command = match link.clock.on_timeout {
        OnTimeout::AutoMove => touchline_games::Command::AutoMove,
        OnTimeout::Forfeit => touchline_games::Command::Forfeit,
    };
    let acted = match bot.sessions.act(match_id, seat, command, Some(state.version())).await {
        // The computer found nothing to play for the seat: the time is up all the same, so the
        // match cannot wait for ever.
        Err(SessionError::Rule(touchline_games::RuleError::NothingToAutoMove)) => {
            tracing::warn!(match_id, seat, "no move to make on time-out; forfeiting instead");
            bot.sessions.act(match_id, seat, touchline_games::Command::Forfeit, Some(state.version())).await
        }
        other => other,
    };
    match acted {
        Ok(acted) => after_change(ctx, bot, match_id, before, vec![acted]).await,
        // The player moved at the same moment: their move stands.
        Err(SessionError::Stale { .. }) => Ok(()),
        Err(e) => Err(e.into()),
    }
}

/// After a restart: finish announcing anything stored but not yet shown, and let the computer
/// make moves it owes.
pub async fn resume_all(ctx: &serenity::Context, bot: &Bot) {
    let pending = match bot.store().unannounced_matches().await {
        Ok(ids) => ids,
        Err(e) => {
            tracing::warn!(%e, "cannot list matches to resume");
            return;
        }
    };
    for match_id in pending {
        if let Err(e) = resume(ctx, bot, match_id).await {
            tracing::warn!(match_id, %e, "cannot resume match");
        }
    }
}

async fn resume(ctx: &serenity::Context, bot: &Bot, match_id: MatchId) -> Result<(), Error> {
    let state = bot.sessions.load(match_id).await?.state;
    let Some(link) = bot.store().discord_match(match_id).await? else { return Ok(()) };
    let (users, names) = people(bot, match_id).await?;
    let lines = vec!["Back after a restart; here is where the match stands.".to_string()];
    post_board(&ctx.http, bot, match_id, ChannelId::new(link.thread_id), &state, &users, &names, lines).await?;
    after_change(ctx, bot, match_id, SeatSet::EMPTY, Vec::new()).await?;
    if state.status().outcome().is_some() {
        // The result itself was stored with the last step; its announcement may not have been.
        announce_end(ctx, bot, match_id, state.version()).await?;
    }
    Ok(())
}
