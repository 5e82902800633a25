//! Tables on Discord: the challenge or open-table message with its buttons (Accept / Decline,
//! or Join / Leave / Start), kept up to date as people answer, and the kick-off once everyone
//! is in; and the Rematch button under a finished match. The rules of gathering are
//! [`crate::tables`].

use poise::serenity_prelude as serenity;
use serenity::{ButtonStyle, ChannelId, CreateActionRow, CreateButton, CreateMessage};
use touchline_i18n::{say, Lang};

use super::ids::{Action, ComponentId, Subject};
use super::reply::{display, fit, Reply, MAX_CONTENT};
use super::thread::{answer_not_opened, open_match, why_not};
use super::{Bot, Error};
use crate::ids::{MatchId, TableId};
use crate::leagues::Refusal as Why;
use crate::session::open::{NotOpened, Opening};
use crate::session::Rematch;
use crate::speech::LEAGUES;
use crate::store::tables::Answer;
use crate::store::{Origin, Table, TableStatus};
use crate::tables::{self as gather, Gathering};

/// A refused request (told in the asker's language) or a failure (an apology).
pub enum Refusal {
    Told(Why),
    Failed(Error),
}

impl Refusal {
    pub async fn tell(self, reply: &Reply<'_>) -> Result<(), Error> {
        match self {
            Refusal::Told(why) => reply.private(why.say(reply.lang()), vec![]).await,
            Refusal::Failed(e) => Err(e),
        }
    }
}

/// The language a table's channel is told things in: its server's (English in a DM).
async fn table_lang(bot: &Bot, table: &Table) -> Result<Lang, Error> {
    Ok(bot.sessions.server_lang(table.guild_id).await?)
}

fn button(id: TableId, action: Action, label: &str, style: ButtonStyle) -> CreateButton {
    CreateButton::new(ComponentId::new(Subject::Table(id), 0, action).encode()).label(label).style(style)
}

/// The buttons a gathering table shows.
fn buttons(table: &Table, lang: Lang) -> Vec<CreateActionRow> {
    if table.status != TableStatus::Open {
        return Vec::new();
    }
    let row = if table.open {
        vec![
            button(table.id, Action::Join, &say!(LEAGUES, lang, "table-button-join"), ButtonStyle::Success),
            button(table.id, Action::Leave, &say!(LEAGUES, lang, "table-button-leave"), ButtonStyle::Secondary),
            button(table.id, Action::Start, &say!(LEAGUES, lang, "table-button-start"), ButtonStyle::Primary),
        ]
    } else {
        vec![
            button(table.id, Action::Accept, &say!(LEAGUES, lang, "table-button-accept"), ButtonStyle::Success),
            button(table.id, Action::Decline, &say!(LEAGUES, lang, "table-button-decline"), ButtonStyle::Danger),
        ]
    };
    vec![CreateActionRow::Buttons(row)]
}

fn mention(user: u64) -> String {
    format!("<@{user}>")
}

/// The table's message, from its state, in `lang`.
fn text(table: &Table, lang: Lang) -> String {
    let game = table.config.kind().title();
    let options = table.config.summary(lang);
    let host = table.seats.first().map(|s| mention(s.user)).unwrap_or_default();
    let mut lines = Vec::new();
    if table.open {
        let (min, max) = table.config.profile().seats;
        // The computers are seated from the start, named as the match will name them.
        let computers: Vec<String> =
            crate::seating::computer_names_in(&table.occupants(), lang).into_iter().flatten().collect();
        let mut seated: Vec<String> = table.seats.iter().map(|s| mention(s.user)).collect();
        seated.extend(computers.iter().cloned());
        let (count, seated) = (seated.len(), seated.join(", "));
        lines.push(match min == max {
            true => say!(
                LEAGUES,
                lang,
                "table-open",
                host = &host,
                game = game,
                options = &options,
                most = max,
                count = count,
                seated = seated
            ),
            false => say!(
                LEAGUES,
                lang,
                "table-open-range",
                host = &host,
                game = game,
                options = &options,
                fewest = min,
                most = max,
                count = count,
                seated = seated
            ),
        });
        if !computers.is_empty() {
            let free = max.saturating_sub(count);
            lines.push(say!(LEAGUES, lang, "table-computer-seats", computers = computers.join(", "), free = free));
        }
    } else {
        let invited: Vec<String> = table.seats.iter().skip(1).map(|s| mention(s.user)).collect();
        let invited = invited.join(", ");
        lines.push(say!(
            LEAGUES,
            lang,
            "table-challenge",
            invited = invited,
            host = &host,
            game = game,
            options = &options
        ));
        if table.seats.len() > 2 {
            let order: Vec<String> =
                table.seats.iter().enumerate().map(|(i, s)| format!("{}. {}", i + 1, s.name)).collect();
            lines.push(say!(LEAGUES, lang, "table-seat-order", seats = order.join(" · ")));
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
                let (yes, waiting) = (yes.join(", "), waiting.join(", "));
                lines.push(say!(LEAGUES, lang, "table-accepted-so-far", accepted = yes, waiting = waiting));
            }
        }
    }
    match table.status {
        TableStatus::Starting | TableStatus::Started if table.open => {
            lines.push(say!(LEAGUES, lang, "table-full-kicking-off"))
        }
        TableStatus::Starting | TableStatus::Started => lines.push(say!(LEAGUES, lang, "table-accepted-kicking-off")),
        TableStatus::Declined => {
            let by: Vec<&str> =
                table.seats.iter().filter(|s| s.answer == Answer::Declined).map(|s| s.name.as_str()).collect();
            match by.is_empty() {
                true => lines.push(say!(LEAGUES, lang, "table-declined")),
                false => lines.push(say!(LEAGUES, lang, "table-declined-by", names = by.join(", "))),
            }
        }
        TableStatus::Cancelled if table.open => lines.push(say!(LEAGUES, lang, "table-called-off")),
        TableStatus::Cancelled => lines.push(say!(LEAGUES, lang, "table-challenge-called-off")),
        TableStatus::Open => {}
    }
    lines.join("\n")
}

/// Post a new table in the channel.
pub async fn post_table(bot: &Bot, reply: &Reply<'_>, table: &Table) -> Result<(), Error> {
    let lang = table_lang(bot, table).await?;
    reply.public(text(table, lang), buttons(table, lang)).await
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
        Ok(Gathering::Waiting(table) | Gathering::Off(table)) => {
            let lang = table_lang(bot, &table).await?;
            reply.update(text(&table, lang), buttons(&table, lang)).await
        }
        Ok(Gathering::Start(table)) => {
            let lang = table_lang(bot, &table).await?;
            reply.update(text(&table, lang), Vec::new()).await?;
            kick_off(ctx, bot, reply, table, lang).await
        }
    }
}

/// Everyone is in: open the match. A kick-off Discord refuses for good calls the table off with
/// the reason; a passing failure lets it gather again (nothing was stored); the use-case has
/// done either, and this says so on the table.
async fn kick_off(
    ctx: &serenity::Context,
    bot: &Bot,
    reply: &Reply<'_>,
    table: Table,
    lang: Lang,
) -> Result<(), Error> {
    let channel = ChannelId::new(table.channel_id);
    let opening = Opening {
        guild: table.guild_id,
        channel: table.channel_id,
        clock: table.clock,
        config: table.config.clone(),
        seats: table.occupants(),
        origin: Origin::Table(table.id),
        deputies: Vec::new(),
    };
    match open_match(&ctx.http, bot, opening).await? {
        Ok(opened) => {
            let thread = format!("<#{}>", opened.place);
            channel.say(&ctx.http, say!(LEAGUES, lang, "table-match-on", thread = thread)).await?;
            Ok(())
        }
        // Another start took the table up meanwhile: it carries on.
        Err(NotOpened::Superseded) => Ok(()),
        Err(why @ NotOpened::Refused { .. }) => {
            // Discord will not have a match thread in this channel: said on the table itself,
            // since trying again could not help. The table is off.
            let reason = why_not(&why, table.channel_id, lang).unwrap_or_default();
            let note = say!(LEAGUES, lang, "table-cannot-start-here", reason = reason);
            let table = gather::as_it_stands(bot.store(), table).await?;
            reply.update(format!("{}\n{note}", text(&table, lang)), Vec::new()).await
        }
        Err(why) => {
            let again = gather::as_it_stands(bot.store(), table).await?;
            let note = match again.open {
                true => say!(LEAGUES, lang, "table-try-start-again"),
                false => say!(LEAGUES, lang, "table-try-accept-again"),
            };
            let note = format!("{}\n{note}", text(&again, lang));
            reply.update(note, buttons(&again, lang)).await?;
            Err(why.into())
        }
    }
}

/// Tables whose start a stopped bot left half done, given back at start-up: posted again in
/// their channel with their buttons, since the old message lost them.
pub async fn repost(ctx: &serenity::Context, bot: &Bot, tables: &[Table]) {
    for table in tables {
        let id = table.id;
        let lang = match table_lang(bot, table).await {
            Ok(lang) => lang,
            Err(e) => {
                tracing::warn!(table = id, %e, "cannot read a table's language");
                Lang::En
            }
        };
        let again = match table.open {
            true => say!(LEAGUES, lang, "table-restarted-host-starts"),
            false => say!(LEAGUES, lang, "table-restarted-accept"),
        };
        let note = format!("{}\n{again}", text(table, lang));
        let message = CreateMessage::new().content(fit(&note, MAX_CONTENT)).components(buttons(table, lang));
        if let Err(e) = ChannelId::new(table.channel_id).send_message(&ctx.http, message).await {
            tracing::warn!(table = id, %e, "cannot post a table again");
        }
    }
}

impl From<gather::TableError> for Refusal {
    fn from(e: gather::TableError) -> Refusal {
        match e {
            gather::TableError::Refused(why) => Refusal::Told(why),
            gather::TableError::Store(e) => Refusal::Failed(e.into()),
        }
    }
}

/// The Rematch button: the same people, everyone one seat on (so the home side changes), once
/// however often it is clicked.
pub async fn rematch(ctx: &serenity::Context, bot: &Bot, reply: &Reply<'_>, match_id: MatchId) -> Result<(), Error> {
    let (thread, config, seats) = match bot.sessions.rematch(match_id, reply.user().id.get(), reply.lang()).await? {
        Rematch::Refused(text) => return reply.private(text, vec![]).await,
        Rematch::Claimed { thread, config, seats } => (thread, config, seats),
    };
    reply.private(say!(LEAGUES, reply.lang(), "rematch-setting-up"), vec![]).await?;
    let opening = Opening {
        guild: thread.guild_id,
        channel: thread.channel_id,
        clock: thread.clock,
        config,
        seats,
        origin: Origin::Rematch(match_id),
        deputies: Vec::new(),
    };
    // Not opened: the claim was given back (the button may be pressed again), or taken up.
    let opened = match open_match(&ctx.http, bot, opening).await? {
        Ok(opened) => opened,
        Err(why) => return answer_not_opened(reply, why, thread.channel_id).await,
    };
    let lang = opened.update.stored.lang();
    let text = say!(LEAGUES, lang, "rematch-posted", thread = format!("<#{}>", opened.place));
    ChannelId::new(thread.thread_id).say(&ctx.http, text).await?;
    Ok(())
}
