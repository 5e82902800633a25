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
    let FullEvent::InteractionCreate { interaction: Interaction::Component(click) } = event else { return Ok(()) };
    let Some(id) = ComponentId::decode(&click.data.custom_id) else {
        let text = "This control is no longer valid. Use `/match board` in the match's thread for fresh controls.";
        if let Err(e) = click.create_response(&ctx.http, ephemeral(text)).await {
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
        tracing::warn!(match_id = id.id, %e, "could not acknowledge a click");
        return Ok(());
    }
    let id_for_log = id.id;
    let reply = Reply { ctx, click };
    if let Err(e) = route(ctx, bot, &reply, id).await {
        // Never the custom id itself: a corner's second menu names the first card.
        tracing::warn!(match_id = id_for_log, %e, "component failed");
        if let Err(e) = reply.private(super::apology(&e), vec![]).await {
            tracing::warn!(match_id = id_for_log, %e, "could not apologise for a failed click");
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

async fn route(ctx: &serenity::Context, bot: &Bot, reply: &Reply<'_>, id: ComponentId) -> Result<(), Error> {
    match id.action {
        Action::Accept | Action::Decline => challenge(ctx, bot, reply, id).await,
        Action::Rematch => rematch(ctx, bot, reply, id).await,
        Action::Ready => super::leagues::ready_clicked(ctx, bot, reply, id.id).await,
        Action::Choose | Action::CornerFirst | Action::CornerSecond(_) | Action::Open | Action::Do(_) => {
            choose(ctx, bot, reply, id).await
        }
    }
}

async fn challenge(ctx: &serenity::Context, bot: &Bot, reply: &Reply<'_>, id: ComponentId) -> Result<(), Error> {
    let click = reply.click;
    let store = bot.store();
    let Some(challenge) = store.challenge(id.id).await? else {
        return reply.private("This challenge no longer exists.".into(), vec![]).await;
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
        return reply.private(text.into(), vec![]).await;
    }
    if !store.answer_challenge(challenge.id, accepting).await? {
        return reply.private("This challenge has already been answered.".into(), vec![]).await;
    }
    let answer = if accepting { "Challenge accepted — kicking off…" } else { "Challenge declined." };
    reply.update(format!("{}\n{answer}", click.message.content), vec![]).await?;
    if accepting {
        let seats = vec![Occupant::Player(challenge.challenger), Occupant::Player(challenge.opponent)];
        let channel = serenity::ChannelId::new(challenge.channel_id);
        let opened =
            match flow::open_match(ctx, bot, challenge.guild_id, channel, challenge.config, challenge.clock, seats)
                .await
            {
                Ok(opened) => opened,
                // A failure after the match was stored may have left it behind: never offer a
                // second one.
                Err(e) if e.downcast_ref::<flow::NotStarted>().is_none() => return Err(e),
                Err(e) => {
                    if let Some(reason) = super::told(&e) {
                        // Discord will not have a match thread in this channel: say so on the
                        // challenge itself, since pressing Accept again could not help.
                        let text = format!("{}\nThis match can't start here. {reason}", click.message.content);
                        return reply.update(text, vec![]).await;
                    }
                    // Nothing was stored and the trouble may pass: the challenge stands open again.
                    store.reopen_challenge(challenge.id).await?;
                    let text =
                        format!("{}\nThe match could not start; press Accept to try again.", click.message.content);
                    reply.update(text, vec![present::challenge_buttons(challenge.id)]).await?;
                    return Err(e);
                }
            };
        store.set_challenge_match(challenge.id, opened.match_id).await?;
        channel.say(&ctx.http, format!("The match is on in <#{}>.", opened.thread)).await?;
    }
    Ok(())
}

async fn rematch(ctx: &serenity::Context, bot: &Bot, reply: &Reply<'_>, id: ComponentId) -> Result<(), Error> {
    let stored = bot.sessions.load(id.id).await?;
    let (users, _) = flow::people(bot, id.id).await?;
    if flow::seat_of(&users, reply.click.user.id.get()).is_none() {
        return reply.private("Only the players of this match can ask for a rematch.".into(), vec![]).await;
    }
    if !bot.store().claim_rematch(id.id).await? {
        return reply.private("The rematch is already under way.".into(), vec![]).await;
    }
    reply.private("Setting up the rematch…".into(), vec![]).await?;
    let Some(link) = bot.store().discord_match(id.id).await? else { return Ok(()) };
    // The same people; the home side changes ends.
    let mut seats = stored.seats.clone();
    seats.reverse();
    let channel = serenity::ChannelId::new(link.channel_id);
    let opened =
        match flow::open_match(ctx, bot, link.guild_id, channel, stored.state.config(), link.clock, seats).await {
            Ok(opened) => opened,
            Err(e) => {
                if e.downcast_ref::<flow::NotStarted>().is_some() {
                    // Nothing was stored: the button may be pressed again.
                    bot.store().release_rematch(id.id).await?;
                }
                return Err(e);
            }
        };
    bot.store().set_rematch(id.id, opened.match_id).await?;
    serenity::ChannelId::new(link.thread_id).say(&ctx.http, format!("Rematch: <#{}>.", opened.thread)).await?;
    Ok(())
}

/// Answers to a click that was already acknowledged: private notes are ephemeral follow-ups
/// (after "Open", the first one fills the "thinking…" reply), and `update` edits the message
/// the click came from.
pub struct Reply<'a> {
    ctx: &'a serenity::Context,
    pub click: &'a ComponentInteraction,
}

impl Reply<'_> {
    pub async fn private(&self, content: String, components: Vec<serenity::CreateActionRow>) -> Result<(), Error> {
        self.say(content, true, components).await
    }

    /// A follow-up, public (in the channel clicked in) or private to the clicker.
    pub async fn say(
        &self,
        content: String,
        ephemeral: bool,
        components: Vec<serenity::CreateActionRow>,
    ) -> Result<(), Error> {
        let content = present::fit(&content, present::MAX_CONTENT);
        let followup =
            CreateInteractionResponseFollowup::new().content(content).components(components).ephemeral(ephemeral);
        self.click.create_followup(&self.ctx.http, followup).await?;
        Ok(())
    }

    /// Replace the message the click came from.
    pub async fn update(&self, content: String, components: Vec<serenity::CreateActionRow>) -> Result<(), Error> {
        let content = present::fit(&content, present::MAX_CONTENT);
        let edit = serenity::EditInteractionResponse::new().content(content).components(components);
        self.click.edit_response(&self.ctx.http, edit).await?;
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
async fn choose(ctx: &serenity::Context, bot: &Bot, reply: &Reply<'_>, id: ComponentId) -> Result<(), Error> {
    let click = reply.click;
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
