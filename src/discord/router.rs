//! The one router for every button and menu. Everything it needs is in the component id and the
//! database, so controls posted before a restart keep working after it.

use poise::serenity_prelude as serenity;
use serenity::{
    ComponentInteraction, ComponentInteractionDataKind, CreateInteractionResponse, CreateInteractionResponseMessage,
    FullEvent, Interaction,
};
use touchline_games::controls::with_names;
use touchline_games::{Command, Seat, Status};

use super::controls::{clicked_input, has_group, prompt};
use super::ids::{Action, ComponentId};
use super::reply::{fit, Reply, MAX_CONTENT};
use super::thread::show;
use super::{apology, Bot, Error};
use crate::session::SessionError;
use crate::store::{StoreError, StoredMatch};

pub async fn on_event(ctx: &serenity::Context, event: &FullEvent, bot: &Bot) -> Result<(), Error> {
    let FullEvent::InteractionCreate { interaction: Interaction::Component(click) } = event else { return Ok(()) };
    let Some(id) = ComponentId::decode(&click.data.custom_id) else {
        let text = "This control is no longer valid. Use `/match board` in the match's thread for fresh controls.";
        if let Err(e) = click.create_response(&ctx.http, super::reply::private_answer(text)).await {
            tracing::warn!(%e, "could not answer a click on an unknown control");
        }
        return Ok(());
    };
    // Every click is acknowledged before any database or Discord work, so no click can miss
    // Discord's three seconds however busy the bot is. "Open" asks for a private reply (shown
    // as "thinking…" until it comes); everything else is a silent acknowledgement, after which
    // the handler edits the message clicked or sends private follow-ups.
    let ack = match id.action {
        Action::Open => CreateInteractionResponse::Defer(CreateInteractionResponseMessage::new().ephemeral(true)),
        _ => CreateInteractionResponse::Acknowledge,
    };
    if let Err(e) = click.create_response(&ctx.http, ack).await {
        tracing::warn!(subject = id.id, %e, "could not acknowledge a click");
        return Ok(());
    }
    let subject = id.id;
    let reply = Reply::click(ctx, click);
    if let Err(e) = route(ctx, bot, &reply, click, id).await {
        // Never the custom id or the value chosen: they may name a seat's own cards.
        tracing::warn!(subject, %e, "component failed");
        if let Err(e) = reply.private(apology(&e), vec![]).await {
            tracing::warn!(subject, %e, "could not apologise for a failed click");
        }
    }
    Ok(())
}

fn chosen_value(click: &ComponentInteraction) -> Option<&str> {
    match &click.data.kind {
        ComponentInteractionDataKind::StringSelect { values } => values.first().map(String::as_str),
        _ => None,
    }
}

async fn route(
    ctx: &serenity::Context,
    bot: &Bot,
    reply: &Reply<'_>,
    click: &ComponentInteraction,
    id: ComponentId,
) -> Result<(), Error> {
    match &id.action {
        Action::Accept | Action::Decline | Action::Join | Action::Leave | Action::Start => {
            super::tables::clicked(ctx, bot, reply, id.id, &id.action).await
        }
        Action::Rematch => super::tables::rematch(ctx, bot, reply, id.id).await,
        Action::Ready => super::competitions::ready::clicked(ctx, bot, reply, id.id).await,
        Action::Choose | Action::Group | Action::Open | Action::Do(_) => {
            choose(ctx, bot, reply, &id, chosen_value(click)).await
        }
    }
}

/// A note with the seat's current controls (or why there are none).
fn fresh_controls(stored: &StoredMatch, seat: Seat, note: &str) -> (String, Vec<serenity::CreateActionRow>) {
    if stored.state.legal_inputs(seat).is_empty() {
        let text = match stored.state.status() {
            Status::Finished(_) => format!("{note} The match is over."),
            _ => format!("{note} There is nothing for you to choose right now."),
        };
        (text.trim().to_string(), Vec::new())
    } else {
        let p = prompt(stored.id, &stored.state, seat, &stored.names(), None);
        (format!("{note}\n{}", p.content).trim().to_string(), p.components)
    }
}

/// A choice from a private prompt (or the button that opens one). The match is loaded once;
/// only a race with another move (the other side choosing at the same moment) loads it again.
async fn choose(
    ctx: &serenity::Context,
    bot: &Bot,
    reply: &Reply<'_>,
    id: &ComponentId,
    value: Option<&str>,
) -> Result<(), Error> {
    let stored = match bot.sessions.load(id.id).await {
        Ok(s) => s,
        Err(SessionError::Store(StoreError::NoSuchMatch(_))) => {
            return reply.private("This match no longer exists.", vec![]).await;
        }
        Err(e) => return Err(e.into()),
    };
    let Some(seat) = stored.seating.seat_of(reply.user().id.get()) else {
        let text = "You are not playing in this match; follow it in its thread, or start your own with `/play`.";
        return reply.private(text, vec![]).await;
    };
    // A message addressed to another player (their move made in the open, their button) is
    // theirs alone: a click by anyone else must not act, nor redraw it for themselves.
    if reply.addressed_to().is_some_and(|owner| owner != reply.user().id.get()) {
        let text = "That is another player's move; yours come to you when it is your turn.";
        return reply.private(text, vec![]).await;
    }
    // Controls from a prompt older than the seat's current one are out of date.
    let current_prompt =
        |stored: &StoredMatch| stored.seating.place(seat).map(|p| p.contact.prompt_version).unwrap_or(0);
    let from_current_prompt = id.version >= current_prompt(&stored);
    match &id.action {
        Action::Open => {
            let (text, components) = fresh_controls(&stored, seat, "");
            return reply.private(text, components).await;
        }
        Action::Group => {
            return match value {
                Some(key) if from_current_prompt && has_group(&stored.state, seat, key) => {
                    let p = prompt(stored.id, &stored.state, seat, &stored.names(), Some(key));
                    // A prompt in the open stays addressed to its player.
                    let content = match reply.addressed_to() {
                        Some(owner) => fit(&format!("<@{owner}> {}", p.content), MAX_CONTENT),
                        None => p.content,
                    };
                    reply.update(content, p.components).await
                }
                _ => {
                    let (text, components) = fresh_controls(&stored, seat, "This board is out of date.");
                    reply.private(text, components).await
                }
            };
        }
        _ => {}
    }
    let input = clicked_input(&stored.state, seat, &id.action, value).filter(|_| from_current_prompt);
    let Some(input) = input else {
        let (text, components) = fresh_controls(&stored, seat, "This board is out of date.");
        return reply.private(text, components).await;
    };
    let label = with_names(&stored.state.describe_input(seat, &input), &stored.names());
    let mut stored = stored;
    for attempt in 0..2 {
        match bot.sessions.play(stored.clone(), seat, Command::Play(input.clone())).await {
            Ok(update) => {
                let said = match reply.addressed_to() {
                    Some(owner) => format!("✓ <@{owner}> chose: {label}"),
                    None => format!("✓ You chose: {label}"),
                };
                reply.update(said, vec![]).await?;
                return show(ctx, bot, &update).await;
            }
            Err(SessionError::Stale { .. }) if attempt == 0 => {
                // Another move landed first — often the other side choosing at the same moment.
                // If this choice still stands, make it on top of theirs.
                stored = bot.sessions.load(id.id).await?;
                if id.version >= current_prompt(&stored) && stored.state.legal_inputs(seat).contains(&input) {
                    continue;
                }
                break;
            }
            Err(SessionError::Stale { .. }) => break,
            Err(SessionError::Rule(e)) => return reply.private(format!("Not allowed: {e}."), vec![]).await,
            Err(e) => return Err(e.into()),
        }
    }
    let (text, components) = fresh_controls(&stored, seat, "Another move landed first; this board is out of date.");
    reply.private(text, components).await
}
