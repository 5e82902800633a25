//! The one router for every button and menu. Everything it needs is in the component id and the
//! database, so controls posted before a restart keep working after it.

use poise::serenity_prelude as serenity;
use serenity::{
    ComponentInteraction, ComponentInteractionDataKind, CreateInteractionResponse, CreateInteractionResponseFollowup,
    CreateInteractionResponseMessage, FullEvent, Interaction,
};
use touchline_games::{Command, Status};

use super::ids::{Action, ComponentId};
use super::present;
use super::{flow, Bot, Error};
use crate::session::SessionError;
use crate::store::Occupant;

pub async fn on_event(ctx: &serenity::Context, event: &FullEvent, bot: &Bot) -> Result<(), Error> {
    if let FullEvent::InteractionCreate { interaction: Interaction::Component(click) } = event {
        if let Some(id) = ComponentId::decode(&click.data.custom_id) {
            let id_for_log = id.id;
            if let Err(e) = route(ctx, bot, click, id).await {
                // Never the custom id itself: a corner's second menu names the first card.
                tracing::warn!(match_id = id_for_log, %e, "component failed");
                let sorry = "Sorry, that went wrong on my side. Please try again.";
                // Answer if nothing answered yet; otherwise add a private note.
                if click.create_response(&ctx.http, ephemeral(sorry)).await.is_err() {
                    let _ = click
                        .create_followup(
                            &ctx.http,
                            CreateInteractionResponseFollowup::new().content(sorry).ephemeral(true),
                        )
                        .await;
                }
            }
        }
    }
    Ok(())
}

fn ephemeral(text: impl Into<String>) -> CreateInteractionResponse {
    CreateInteractionResponse::Message(CreateInteractionResponseMessage::new().content(text).ephemeral(true))
}

fn chosen_value(click: &ComponentInteraction) -> Option<&str> {
    match &click.data.kind {
        ComponentInteractionDataKind::StringSelect { values } => values.first().map(String::as_str),
        _ => None,
    }
}

async fn route(ctx: &serenity::Context, bot: &Bot, click: &ComponentInteraction, id: ComponentId) -> Result<(), Error> {
    match id.action {
        Action::Accept | Action::Decline => challenge(ctx, bot, click, id).await,
        Action::Rematch => rematch(ctx, bot, click, id).await,
        Action::Ready => super::leagues::ready_clicked(ctx, bot, click, id.id).await,
        Action::Choose | Action::CornerFirst | Action::CornerSecond(_) | Action::Open | Action::Do(_) => {
            choose(ctx, bot, click, id).await
        }
    }
}

async fn challenge(
    ctx: &serenity::Context,
    bot: &Bot,
    click: &ComponentInteraction,
    id: ComponentId,
) -> Result<(), Error> {
    let store = bot.store();
    let Some(challenge) = store.challenge(id.id).await? else {
        click.create_response(&ctx.http, ephemeral("This challenge no longer exists.")).await?;
        return Ok(());
    };
    let clicker = store.upsert_player(&click.user.id.to_string(), super::commands::display(&click.user)).await?;
    let accepting = id.action == Action::Accept;
    let allowed = clicker == challenge.opponent || (!accepting && clicker == challenge.challenger);
    if !allowed {
        let text = if accepting {
            "Only the player who was challenged can accept."
        } else {
            "This challenge is not yours to decline."
        };
        click.create_response(&ctx.http, ephemeral(text)).await?;
        return Ok(());
    }
    if !store.answer_challenge(challenge.id, accepting).await? {
        click.create_response(&ctx.http, ephemeral("This challenge has already been answered.")).await?;
        return Ok(());
    }
    let answer = if accepting { "Challenge accepted — kicking off…" } else { "Challenge declined." };
    let update = CreateInteractionResponseMessage::new()
        .content(format!("{}\n{answer}", click.message.content))
        .components(vec![]);
    click.create_response(&ctx.http, CreateInteractionResponse::UpdateMessage(update)).await?;
    if accepting {
        let seats = vec![Occupant::Player(challenge.challenger), Occupant::Player(challenge.opponent)];
        let channel = serenity::ChannelId::new(challenge.channel_id);
        let opened =
            flow::open_match(ctx, bot, challenge.guild_id, channel, challenge.config, challenge.clock, seats).await?;
        store.set_challenge_match(challenge.id, opened.match_id).await?;
        channel.say(&ctx.http, format!("The match is on in <#{}>.", opened.thread)).await?;
    }
    Ok(())
}

async fn rematch(
    ctx: &serenity::Context,
    bot: &Bot,
    click: &ComponentInteraction,
    id: ComponentId,
) -> Result<(), Error> {
    let stored = bot.sessions.load(id.id).await?;
    let (users, _) = flow::people(bot, id.id).await?;
    if flow::seat_of(&users, click.user.id.get()).is_none() {
        click.create_response(&ctx.http, ephemeral("Only the players of this match can ask for a rematch.")).await?;
        return Ok(());
    }
    if !bot.store().claim_rematch(id.id).await? {
        click.create_response(&ctx.http, ephemeral("The rematch is already under way.")).await?;
        return Ok(());
    }
    click.create_response(&ctx.http, ephemeral("Setting up the rematch…")).await?;
    let Some(link) = bot.store().discord_match(id.id).await? else { return Ok(()) };
    // The same people; the home side changes ends.
    let mut seats = stored.seats.clone();
    seats.reverse();
    let opened = flow::open_match(
        ctx,
        bot,
        link.guild_id,
        serenity::ChannelId::new(link.channel_id),
        stored.state.config(),
        link.clock,
        seats,
    )
    .await?;
    bot.store().set_rematch(id.id, opened.match_id).await?;
    serenity::ChannelId::new(link.thread_id).say(&ctx.http, format!("Rematch: <#{}>.", opened.thread)).await?;
    Ok(())
}

/// How to answer a click: directly, or after an early acknowledgement (a deferred update), in
/// which case private notes become follow-ups and the prompt is edited in place.
struct Reply<'a> {
    ctx: &'a serenity::Context,
    click: &'a ComponentInteraction,
    deferred: bool,
}

impl Reply<'_> {
    async fn private(&self, content: String, components: Vec<serenity::CreateActionRow>) -> Result<(), Error> {
        let content = present::fit(&content, present::MAX_CONTENT);
        if self.deferred {
            let followup =
                CreateInteractionResponseFollowup::new().content(content).components(components).ephemeral(true);
            self.click.create_followup(&self.ctx.http, followup).await?;
        } else {
            let message =
                CreateInteractionResponseMessage::new().content(content).components(components).ephemeral(true);
            self.click.create_response(&self.ctx.http, CreateInteractionResponse::Message(message)).await?;
        }
        Ok(())
    }

    /// Replace the prompt the click came from.
    async fn update(&self, content: String, components: Vec<serenity::CreateActionRow>) -> Result<(), Error> {
        if self.deferred {
            let edit = serenity::EditInteractionResponse::new().content(content).components(components);
            self.click.edit_response(&self.ctx.http, edit).await?;
        } else {
            let update = CreateInteractionResponseMessage::new().content(content).components(components);
            self.click.create_response(&self.ctx.http, CreateInteractionResponse::UpdateMessage(update)).await?;
        }
        Ok(())
    }
}

/// A note with the seat's current controls (or why there are none).
fn fresh_controls(
    id: crate::store::MatchId,
    state: &touchline_games::AnyMatch,
    seat: usize,
    names: &[String; 2],
    note: &str,
) -> (String, Vec<serenity::CreateActionRow>) {
    if state.legal_inputs(seat).is_empty() {
        let text = match state.status() {
            Status::Finished(_) => format!("{note} The match is over."),
            _ => format!("{note} There is nothing for you to choose right now."),
        };
        (text.trim().to_string(), Vec::new())
    } else {
        let p = present::prompt(id, state, seat, names, None);
        (format!("{note}\n{}", p.content).trim().to_string(), p.components)
    }
}

/// A choice from a private prompt (or the button that opens one).
async fn choose(
    ctx: &serenity::Context,
    bot: &Bot,
    click: &ComponentInteraction,
    id: ComponentId,
) -> Result<(), Error> {
    // A move is acknowledged at once, before any database work, so the player's client never
    // waits on a busy bot; the prompt is edited once the move is stored.
    let deferred = matches!(id.action, Action::Choose | Action::CornerSecond(_) | Action::Do(_));
    if deferred {
        click.defer(&ctx.http).await?;
    }
    let reply = Reply { ctx, click, deferred };
    let stored = match bot.sessions.load(id.id).await {
        Ok(s) => s,
        Err(SessionError::Store(crate::store::StoreError::NoSuchMatch(_))) => {
            return reply.private("This match no longer exists.".into(), vec![]).await;
        }
        Err(e) => return Err(e.into()),
    };
    let state = stored.state;
    let (users, names) = flow::people(bot, id.id).await?;
    let Some(seat) = flow::seat_of(&users, click.user.id.get()) else {
        let text = "You are not playing in this match; follow it in its thread, or start your own with `/play`.";
        return reply.private(text.into(), vec![]).await;
    };
    // Controls from a prompt older than the seat's current one are out of date.
    let current_prompt = bot.store().seat_contact(id.id, seat).await?.prompt_version;
    let from_current_prompt = id.version >= current_prompt;
    let legal = state.legal_inputs(seat);
    let fresh = |note: &str| fresh_controls(id.id, &state, seat, &names, note);
    match id.action {
        Action::Open => {
            let (text, components) = fresh("");
            return reply.private(text, components).await;
        }
        Action::CornerFirst => {
            let first = chosen_value(click).and_then(|v| v.parse::<u8>().ok());
            let corner_now = present::two_steps(&state, seat);
            return match first {
                Some(first) if corner_now && from_current_prompt => {
                    let p = present::prompt(id.id, &state, seat, &names, Some(first));
                    reply.update(p.content, p.components).await
                }
                _ => {
                    let (text, components) = fresh("This board is out of date.");
                    reply.private(text, components).await
                }
            };
        }
        _ => {}
    }
    let input = match &id.action {
        Action::Do(code) => present::button_input(&state, code),
        _ => chosen_value(click).and_then(|v| present::parse_value(&state, v)),
    };
    let Some(input) = input.filter(|i| from_current_prompt && legal.contains(i)) else {
        let (text, components) = fresh("This board is out of date.");
        return reply.private(text, components).await;
    };
    let label = state.describe_input(seat, &input);
    let mut state = state;
    for attempt in 0..2 {
        let before = state.status().to_act();
        match bot.sessions.act(id.id, seat, Command::Play(input.clone()), Some(state.version())).await {
            Ok(acted) => {
                reply.update(format!("✓ You chose: {label}"), vec![]).await?;
                return flow::after_change(ctx, bot, id.id, before, vec![acted]).await;
            }
            Err(SessionError::Stale { .. }) if attempt == 0 => {
                // Another move landed first — often the other side choosing at the same moment.
                // If this choice still stands, make it on top of theirs.
                state = bot.sessions.load(id.id).await?.state;
                let prompt = bot.store().seat_contact(id.id, seat).await?.prompt_version;
                if id.version >= prompt && state.legal_inputs(seat).contains(&input) {
                    continue;
                }
                break;
            }
            Err(SessionError::Stale { .. }) => break,
            Err(SessionError::Rule(e)) => return reply.private(format!("Not allowed: {e}."), vec![]).await,
            Err(e) => return Err(e.into()),
        }
    }
    let (text, components) =
        fresh_controls(id.id, &state, seat, &names, "Another move landed first; this board is out of date.");
    reply.private(text, components).await?;
    Ok(())
}
