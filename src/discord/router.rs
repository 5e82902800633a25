//! The one router for every button and menu. Everything it needs is in the component id (its
//! subject, typed) and the database, so controls posted before a restart keep working after
//! it: it acknowledges, reads the id, calls one use-case and sends what it returns.

use touchline_i18n::say;

use crate::speech::BOT;
use poise::serenity_prelude as serenity;
use serenity::{
    ComponentInteraction, ComponentInteractionDataKind, CreateInteractionResponse, CreateInteractionResponseMessage,
    FullEvent, Interaction,
};

use super::controls::{board_link, prompt};
use super::deliver::deliver;
use super::ids::{Action, ComponentId, Subject};
use super::reply::{fit, Reply, MAX_CONTENT};
use super::{apology, Bot, Error};
use crate::session::click::{nothing_to_choose, Click, Clicked};
use crate::store::follows::Following;
use crate::store::StoredMatch;

pub async fn on_event(ctx: &serenity::Context, event: &FullEvent, bot: &Bot) -> Result<(), Error> {
    if let FullEvent::InteractionCreate { interaction } = event {
        remember_locales(bot, interaction);
    }
    // The Activity's Entry Point command is answered with the launch (poise, which knows no
    // such command, leaves it alone: see `on_error`).
    if let FullEvent::InteractionCreate { interaction: Interaction::Command(command) } = event {
        if is_entry_point(command) {
            launched(command.create_response(&ctx.http, launch_or_not(bot, &command.locale)).await);
        }
        return Ok(());
    }
    let FullEvent::InteractionCreate { interaction: Interaction::Component(click) } = event else { return Ok(()) };
    let Some(id) = ComponentId::decode(&click.data.custom_id) else {
        let text = crate::speech::say(crate::speech::lang_of(&click.locale), "control-invalid");
        if let Err(e) = click.create_response(&ctx.http, super::reply::private_answer(&text)).await {
            tracing::warn!(%e, "could not answer a click on an unknown control");
        }
        return Ok(());
    };
    // The Activity's button opens it: the launch is the click's one answer.
    if id.action == Action::Activity {
        launched(click.create_response(&ctx.http, launch_or_not(bot, &click.locale)).await);
        return Ok(());
    }
    // Every click is acknowledged before any database or Discord work, so no click can miss
    // Discord's three seconds however busy the bot is. "Open" asks for a private reply (shown
    // as "thinking…" until it comes); everything else is a silent acknowledgement, after which
    // the handler edits the message clicked or sends private follow-ups.
    let ack = match id.action {
        Action::Open => CreateInteractionResponse::Defer(CreateInteractionResponseMessage::new().ephemeral(true)),
        _ => CreateInteractionResponse::Acknowledge,
    };
    if let Err(e) = click.create_response(&ctx.http, ack).await {
        tracing::warn!(subject = ?id.subject, %e, "could not acknowledge a click");
        return Ok(());
    }
    let subject = id.subject;
    let reply = Reply::click(ctx, click);
    if let Err(e) = route(ctx, bot, &reply, click, id).await {
        // Never the custom id or the value chosen: they may name a seat's own cards.
        tracing::warn!(?subject, %e, "component failed");
        if let Err(e) = reply.private(apology(&e, reply.lang()), vec![]).await {
            tracing::warn!(?subject, %e, "could not apologise for a failed click");
        }
    }
    Ok(())
}

/// Whether a command is the Activity's Entry Point (`/launch`).
pub fn is_entry_point(command: &serenity::CommandInteraction) -> bool {
    command.data.kind == serenity::CommandType::PrimaryEntryPoint
}

/// The Activity opened, or, with it off (a button or command left from when it was on), a
/// private word that it is not.
fn launch_or_not(bot: &Bot, locale: &str) -> CreateInteractionResponse {
    match bot.activity {
        true => CreateInteractionResponse::LaunchActivity,
        false => {
            let text = say!(BOT, crate::speech::lang_of(locale), "activity-off");
            super::reply::private_answer(&text)
        }
    }
}

/// What became of a launch: only logged, as the person sees it (or not) in Discord.
fn launched(answered: serenity::Result<()>) {
    if let Err(e) = answered {
        tracing::warn!(%e, "could not open the Activity");
    }
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
    match id.subject {
        Subject::Table(table) => super::tables::clicked(ctx, bot, reply, table, &id.action).await,
        Subject::Fixture(fixture) => super::competitions::ready::clicked(ctx, bot, reply, fixture).await,
        Subject::Match { id: match_id, .. } if id.action == Action::Rematch => {
            super::tables::rematch(ctx, bot, reply, match_id).await
        }
        Subject::Match { id: match_id, .. } if matches!(id.action, Action::Follow(_)) => {
            let every_board = id.action == Action::Follow(true);
            let user = reply.user();
            let person = bot.sessions.person(user.id.get(), super::reply::display(user)).await?;
            let text = match bot.sessions.follow(match_id, person, every_board).await? {
                Following::Started { every_board: false } => say!(BOT, reply.lang(), "follow-final"),
                Following::Started { every_board: true } => say!(BOT, reply.lang(), "follow-every-board"),
                Following::Stopped => say!(BOT, reply.lang(), "follow-stopped"),
            };
            reply.private(text, vec![]).await
        }
        Subject::Match { id: match_id, seat } => {
            let Some(control) = id.action.control(chosen_value(click)) else {
                return reply.private(crate::speech::say(reply.lang(), "control-no-longer-valid"), vec![]).await;
            };
            let lang = reply.lang();
            let click = Click { match_id, seat, version: id.version, control, user: reply.user().id.get(), lang };
            match bot.sessions.click(click).await? {
                Clicked::Refused(text) => reply.private(text, vec![]).await,
                Clicked::Fresh { note, stored, seat } => {
                    let link = bot.links().seat(stored.id, seat, reply.user().id.get(), stored.due(seat));
                    let (text, components) = fresh_controls(&stored, seat, &note, link, lang);
                    reply.private(text, components).await
                }
                Clicked::Group { stored, seat, key } => {
                    // A prompt in the open stays addressed to its player, in the thread's language.
                    let in_the_open = stored.state.controls(seat, lang).in_the_open;
                    let said_in = if in_the_open { stored.lang() } else { lang };
                    let (names, due) = (stored.names(said_in), stored.due(seat));
                    let mut p = prompt(stored.id, &stored.state, seat, &names, Some(&key), due, said_in);
                    if !in_the_open {
                        let user = reply.user().id.get();
                        board_link(&mut p, bot.links().seat(stored.id, seat, user, due), said_in);
                    }
                    let content = match in_the_open {
                        // Named as the player asked: a mention, or their name in bold.
                        true => fit(&format!("{} {}", stored.seating.mention(seat, said_in), p.content), MAX_CONTENT),
                        false => p.content,
                    };
                    reply.update(content, p.components).await
                }
                Clicked::Played { seat, chose, in_the_open, update } => {
                    let player = update.stored.seating.mention(seat, update.stored.lang());
                    let choice = chose.as_str();
                    let said = match in_the_open {
                        true => say!(BOT, update.stored.lang(), "chose-in-the-open", player = player, choice = choice),
                        false => say!(BOT, lang, "chose-privately", choice = choice),
                    };
                    reply.update(said, vec![]).await?;
                    deliver(&ctx.http, bot, &update).await
                }
            }
        }
    }
}

/// The person's and the server's Discord languages as an interaction shows them, kept beside
/// the answer (never holding it up) for what is sent to them later.
fn remember_locales(bot: &Bot, interaction: &Interaction) {
    let (user, locale, guild) = match interaction {
        // Not an autocomplete: one comes with every keystroke, and the command that follows
        // carries the same languages.
        Interaction::Command(c) => (c.user.id.get(), c.locale.clone(), c.guild_id.zip(c.guild_locale.clone())),
        Interaction::Component(c) => (c.user.id.get(), c.locale.clone(), c.guild_id.zip(c.guild_locale.clone())),
        Interaction::Modal(m) => (m.user.id.get(), m.locale.clone(), m.guild_id.zip(m.guild_locale.clone())),
        _ => return,
    };
    let sessions = bot.sessions.clone();
    tokio::spawn(async move {
        let guild = guild.as_ref().map(|(g, l)| (g.get(), l.as_str()));
        if let Err(e) = sessions.saw_locales(user, &locale, guild).await {
            tracing::debug!(%e, "could not keep a Discord language");
        }
    });
}

/// A note with the seat's current controls (or why there are none), counting down a reaction
/// window's time from the seat's clock.
fn fresh_controls(
    stored: &StoredMatch,
    seat: usize,
    note: &str,
    board: Option<String>,
    lang: touchline_games::Lang,
) -> (String, Vec<serenity::CreateActionRow>) {
    if let Some(why) = nothing_to_choose(stored, seat, lang) {
        return (format!("{note} {why}").trim().to_string(), Vec::new());
    }
    let mut p = prompt(stored.id, &stored.state, seat, &stored.names(lang), None, stored.due(seat), lang);
    // A private answer: the seat's own link may go with it.
    board_link(&mut p, board, lang);
    (format!("{note}\n{}", p.content).trim().to_string(), p.components)
}
