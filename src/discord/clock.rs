//! The timed work's front end on Discord ([`Herald`]): what the beat decided
//! ([`crate::session::beat`]) sent as posts, DMs and threads. Nothing here decides.

use poise::serenity_prelude as serenity;
use serenity::{ChannelId, CreateMessage};

use super::deliver::{announce_once, deliver, once, send_dm};
use super::thread::Threads;
use super::{competitions, tables, Bot, Error};
use crate::clock::OnTimeout;
use crate::leagues::kickoff::ReminderNote;
use crate::leagues::news::Announcement;
use crate::session::beat::Herald;
use crate::session::clock::Reminder;
use crate::session::open::{Venue, VenueError};
use crate::session::{ListedThread, Update};
use crate::speech::BOT;
use crate::store::Table;
use touchline_i18n::{say, Lang};

/// The bot's Discord, as the timed work's front end.
pub struct Discord {
    pub ctx: serenity::Context,
    pub bot: Bot,
}

impl Venue for Discord {
    async fn open(&self, channel: u64, title: &str) -> Result<u64, VenueError> {
        Threads(&self.ctx.http).open(channel, title).await
    }

    async fn remove(&self, place: u64) -> Result<(), String> {
        Threads(&self.ctx.http).remove(place).await
    }
}

impl Herald for Discord {
    async fn remind(&self, user: u64, due: &[Reminder]) -> Result<(), String> {
        remind(&self.ctx.http, user, due).await.map_err(|e| e.to_string())
    }

    async fn show(&self, update: &Update) -> Result<(), String> {
        deliver(&self.ctx.http, &self.bot, update).await.map_err(|e| e.to_string())
    }

    async fn announce(&self, news: &Announcement, once: Option<(&'static str, u64)>) -> Result<(), String> {
        announce_once(&self.ctx.http, &self.bot, news, once).await.map_err(|e| e.to_string())
    }

    async fn tables_again(&self, stranded: &[Table]) {
        tables::repost(&self.ctx, &self.bot, stranded).await
    }

    async fn kick_off_reminders(&self, notes: &[ReminderNote]) {
        competitions::kickoff::send(&self.ctx.http, &self.bot, notes).await
    }

    async fn active_threads(&self, guild: u64) -> Result<Vec<ListedThread>, String> {
        let me = self.ctx.cache.current_user().id;
        let active =
            serenity::GuildId::new(guild).get_active_threads(&self.ctx.http).await.map_err(|e| e.to_string())?;
        Ok(active.threads.iter().map(|t| listed(t, me)).collect())
    }
}

/// A thread as Discord lists it, for the use-case.
fn listed(t: &serenity::GuildChannel, me: serenity::UserId) -> ListedThread {
    let created = t.thread_metadata.and_then(|m| m.create_timestamp).unwrap_or_else(|| t.id.created_at());
    ListedThread {
        id: t.id.get(),
        parent: t.parent_id.map(|p| p.get()),
        ours: t.owner_id == Some(me),
        created_ms: created.unix_timestamp().saturating_mul(1000),
        messages: t.message_count,
    }
}

/// Remind a person of their moves: one in its thread (or by DM, if they chose that); several
/// at once in one summary by DM, naming the threads, rather than a ping per match. The time is
/// a Discord timestamp, which each reader sees in their own words ("in 3 hours").
async fn remind(http: &serenity::Http, user: u64, due: &[Reminder]) -> Result<(), Error> {
    let [r] = due else {
        let threads: Vec<String> = due.iter().map(|r| format!("<#{}>", r.thread_id)).collect();
        let own = due.first().map_or(Lang::En, |r| r.own);
        let text = say!(BOT, own, "reminder-summary", count = due.len(), threads = threads.join(", "));
        let clocks: Vec<u64> =
            due.iter().flat_map(|r| [r.clock.match_id as u64, r.clock.seat as u64, r.clock.version]).collect();
        return send_dm(http, user, once(CreateMessage::new().content(text), "reminders", &clocks)).await;
    };
    let when = crate::leagues::words::discord_relative(r.due_ms());
    let after = |lang: Lang| match r.on_timeout {
        OnTimeout::AutoMove => say!(BOT, lang, "reminder-then-auto-move"),
        OnTimeout::Forfeit => say!(BOT, lang, "reminder-then-forfeit"),
    };
    let key = [r.clock.match_id as u64, r.clock.seat as u64, r.clock.version];
    if r.by_dm {
        let thread = format!("<#{}>", r.thread_id);
        let text = say!(BOT, r.own, "reminder-dm", thread = thread, when = when.as_str(), after = after(r.own));
        return send_dm(http, user, once(CreateMessage::new().content(text), "reminder", &key)).await;
    }
    let player = format!("<@{user}>");
    let text = say!(BOT, r.public, "reminder-thread", player = player, when = when.as_str(), after = after(r.public));
    let message = once(CreateMessage::new().content(text), "reminder", &key);
    ChannelId::new(r.thread_id).send_message(http, message).await?;
    Ok(())
}
