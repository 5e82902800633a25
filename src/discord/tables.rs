//! Tables on Discord: the challenge or open-table message with its buttons (Accept / Decline,
//! or Join / Leave / Start), kept up to date as people answer, and the kick-off once everyone
//! is in; and the Rematch button under a finished match. The rules of gathering are
//! [`crate::tables`].

use poise::serenity_prelude as serenity;
use serenity::{ButtonStyle, ChannelId, CreateActionRow, CreateButton, CreateMessage};
use touchline_games::game::seats_text;
use touchline_games::players::Occupant;

use super::ids::{Action, ComponentId, Subject};
use super::reply::{display, fit, Reply, MAX_CONTENT};
use super::thread::{open_match, NotStarted, Where};
use super::{told, Bot, Error};
use crate::ids::{MatchId, TableId};
use crate::session::Rematch;
use crate::store::tables::Answer;
use crate::store::{Origin, Table, TableStatus};
use crate::tables::{self as gather, Gathering};

/// A refused request (told as it is) or a failure (an apology).
pub enum Refusal {
    Told(String),
    Failed(Error),
}

impl Refusal {
    pub async fn tell(self, reply: &Reply<'_>) -> Result<(), Error> {
        match self {
            Refusal::Told(text) => reply.private(text, vec![]).await,
            Refusal::Failed(e) => Err(e),
        }
    }
}

fn button(id: TableId, action: Action, label: &str, style: ButtonStyle) -> CreateButton {
    CreateButton::new(ComponentId::new(Subject::Table(id), 0, action).encode()).label(label).style(style)
}

/// The buttons a gathering table shows.
fn buttons(table: &Table) -> Vec<CreateActionRow> {
    if table.status != TableStatus::Open {
        return Vec::new();
    }
    let row = if table.open {
        vec![
            button(table.id, Action::Join, "Join", ButtonStyle::Success),
            button(table.id, Action::Leave, "Leave", ButtonStyle::Secondary),
            button(table.id, Action::Start, "Start", ButtonStyle::Primary),
        ]
    } else {
        vec![
            button(table.id, Action::Accept, "Accept", ButtonStyle::Success),
            button(table.id, Action::Decline, "Decline", ButtonStyle::Danger),
        ]
    };
    vec![CreateActionRow::Buttons(row)]
}

fn mention(user: u64) -> String {
    format!("<@{user}>")
}

/// The table's message, from its state.
fn text(table: &Table) -> String {
    let game = table.config.kind().title();
    let about = format!("**{game}** ({})", table.config.summary());
    let host = table.seats.first().map(|s| mention(s.user)).unwrap_or_default();
    let mut text = if table.open {
        let (min, max) = table.config.profile().seats;
        let seated: Vec<String> = table.seats.iter().map(|s| mention(s.user)).collect();
        format!(
            "{host} has a table for {about}, for {} players: {}/{max} seated ({}). Join to play; {host} starts it \
             once {min} are in, or it starts when full.",
            seats_text((min, max)),
            table.seats.len(),
            seated.join(", ")
        )
    } else {
        let invited: Vec<String> = table.seats.iter().skip(1).map(|s| mention(s.user)).collect();
        let mut text = format!("{}, {host} challenges you to {about}. Do you accept?", invited.join(", "));
        if table.seats.len() > 2 {
            let order: Vec<String> =
                table.seats.iter().enumerate().map(|(i, s)| format!("{}. {}", i + 1, s.name)).collect();
            text.push_str(&format!("\nSeats: {}", order.join(" · ")));
            let yes: Vec<String> = table
                .seats
                .iter()
                .skip(1)
                .filter(|s| s.answer == Answer::Accepted)
                .map(|s| format!("{} ✓", mention(s.user)))
                .collect();
            let waiting: Vec<String> =
                table.seats.iter().filter(|s| s.answer == Answer::Invited).map(|s| mention(s.user)).collect();
            if !yes.is_empty() && !waiting.is_empty() {
                text.push_str(&format!("\nAccepted: {} · waiting for {}.", yes.join(", "), waiting.join(", ")));
            }
        }
        text
    };
    match table.status {
        TableStatus::Starting | TableStatus::Started if table.open => {
            text.push_str("\nThe table is full — kicking off…")
        }
        TableStatus::Starting | TableStatus::Started => text.push_str("\nChallenge accepted — kicking off…"),
        TableStatus::Declined => {
            let by: Vec<&str> =
                table.seats.iter().filter(|s| s.answer == Answer::Declined).map(|s| s.name.as_str()).collect();
            match by.is_empty() {
                true => text.push_str("\nChallenge declined."),
                false => text.push_str(&format!("\nChallenge declined by {}.", by.join(", "))),
            }
        }
        TableStatus::Cancelled if table.open => text.push_str("\nThe table was called off."),
        TableStatus::Cancelled => text.push_str("\nChallenge called off."),
        TableStatus::Open => {}
    }
    text
}

/// Post a new table in the channel.
pub async fn post_table(reply: &Reply<'_>, table: &Table) -> Result<(), Error> {
    reply.public(text(table), buttons(table)).await
}

/// A click on a table's button.
pub async fn clicked(
    ctx: &serenity::Context,
    bot: &Bot,
    reply: &Reply<'_>,
    id: i64,
    action: &Action,
) -> Result<(), Error> {
    let store = bot.store();
    let user = reply.user();
    let me = bot.sessions.person(user.id.get(), display(user)).await?;
    let result = match action {
        Action::Accept => gather::answer(store, id, me, true).await,
        Action::Decline => gather::answer(store, id, me, false).await,
        Action::Join => gather::join(store, id, me).await,
        Action::Leave => gather::leave(store, id, me).await,
        _ => gather::start(store, id, me).await,
    };
    match result {
        Err(e) => Refusal::from(e).tell(reply).await,
        Ok(Gathering::Waiting(table) | Gathering::Off(table)) => reply.update(text(&table), buttons(&table)).await,
        Ok(Gathering::Start(table)) => {
            reply.update(text(&table), Vec::new()).await?;
            kick_off(ctx, bot, reply, table).await
        }
    }
}

/// Everyone is in: open the match. A kick-off Discord refuses for good calls the table off with
/// the reason; a passing failure lets it gather again (nothing was stored).
async fn kick_off(ctx: &serenity::Context, bot: &Bot, reply: &Reply<'_>, table: Table) -> Result<(), Error> {
    let seats = table.seats.iter().map(|s| Occupant::Person(s.player)).collect();
    let channel = ChannelId::new(table.channel_id);
    let place = Where { guild: table.guild_id, channel, clock: table.clock };
    match open_match(ctx, bot, place, table.config.clone(), seats, Origin::Table(table.id)).await {
        Ok(opened) => {
            channel.say(&ctx.http, format!("The match is on in <#{}>.", opened.thread)).await?;
            Ok(())
        }
        // A failure after the match was stored may have left it behind: never offer a second.
        Err(e) if e.downcast_ref::<NotStarted>().is_none() => Err(e),
        Err(e) => match told(&e) {
            Some(reason) => {
                // Discord will not have a match thread in this channel: say so on the table
                // itself, since trying again could not help.
                gather::call_off(bot.store(), table.id).await?;
                reply.update(format!("{}\nThis match can't start here. {reason}", text(&table)), Vec::new()).await
            }
            None => {
                let again = gather::gather_again(bot.store(), table).await?;
                let press = if again.open { "Start" } else { "Accept" };
                let note = format!("{}\nThe match could not start; press {press} to try again.", text(&again));
                reply.update(note, buttons(&again)).await?;
                Err(e)
            }
        },
    }
}

/// Tables whose start a stopped bot left half done, given back at start-up: posted again in
/// their channel with their buttons, since the old message lost them.
pub async fn repost(ctx: &serenity::Context, tables: Vec<Table>) {
    for table in tables {
        let id = table.id;
        let again = match table.open {
            true => "the host can press Start to try again",
            false => "press Accept to try again",
        };
        let note = format!("{}\nThis match did not kick off before the bot restarted; {again}.", text(&table));
        let message = CreateMessage::new().content(fit(&note, MAX_CONTENT)).components(buttons(&table));
        if let Err(e) = ChannelId::new(table.channel_id).send_message(&ctx.http, message).await {
            tracing::warn!(table = id, %e, "cannot post a table again");
        }
    }
}

impl From<gather::TableError> for Refusal {
    fn from(e: gather::TableError) -> Refusal {
        match e {
            gather::TableError::Refused(text) => Refusal::Told(text),
            gather::TableError::Store(e) => Refusal::Failed(e.into()),
        }
    }
}

/// The Rematch button: the same people, everyone one seat on (so the home side changes), once
/// however often it is clicked.
pub async fn rematch(ctx: &serenity::Context, bot: &Bot, reply: &Reply<'_>, match_id: MatchId) -> Result<(), Error> {
    let (thread, config, seats) = match bot.sessions.rematch(match_id, reply.user().id.get()).await? {
        Rematch::Refused(text) => return reply.private(text, vec![]).await,
        Rematch::Claimed { thread, config, seats } => (thread, config, seats),
    };
    reply.private("Setting up the rematch…", vec![]).await?;
    let place = Where { guild: thread.guild_id, channel: ChannelId::new(thread.channel_id), clock: thread.clock };
    let opened = match open_match(ctx, bot, place, config, seats, Origin::Rematch(match_id)).await {
        Ok(opened) => opened,
        Err(e) => {
            if e.downcast_ref::<NotStarted>().is_some() {
                // Nothing was stored: the button may be pressed again.
                bot.sessions.release_rematch(match_id).await?;
            }
            return Err(e);
        }
    };
    ChannelId::new(thread.thread_id).say(&ctx.http, format!("Rematch: <#{}>.", opened.thread)).await?;
    Ok(())
}
