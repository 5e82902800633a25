//! The timed work on Discord: the clocks' lease renewed every second by a task of its own, and,
//! while this process holds it, a beat every second that reminds players at half their time,
//! has the use-case move for them (or award the match against them) when it is up, shows what a
//! stopped process stored and never showed, gives back stranded claims, and settles deadlines.
//! Every action re-reads the lease first and hands it to the use-case, whose statement checks it
//! again: a keeper that lost its lease stops at its next action.

use poise::serenity_prelude as serenity;
use serenity::{ChannelId, CreateMessage};

use super::deliver::{deliver, once, send_dm};
use super::gateway::Shutdown;
use super::{competitions, tables, Bot, Error};
use crate::clock::{now_ms, OnTimeout};
use crate::ids::MatchId;
use crate::session::clock::{Reminder, Timekeeper};
use crate::session::ListedThread;
use crate::speech::BOT;
use crate::store::Table;
use touchline_i18n::{say, Lang};

/// Keep the clocks until the stop: the lease renewed every second, the beat run every second
/// while it is held, the lease given back at the end. `alone`: no other process shares the
/// database, so at the start every unshown update and open claim is this process's earlier
/// life's (`stranded` holds the tables whose claims were given back then).
pub async fn keep_time(
    ctx: serenity::Context,
    bot: Bot,
    keeper: Timekeeper,
    shutdown: Shutdown,
    alone: bool,
    stranded: Vec<Table>,
) {
    let started_ms = now_ms();
    let renewing = tokio::spawn({
        let (keeper, shutdown) = (keeper.clone(), shutdown.clone());
        async move {
            let mut every = tokio::time::interval(std::time::Duration::from_secs(1));
            loop {
                tokio::select! {
                    _ = every.tick() => {}
                    _ = shutdown.requested() => break,
                }
                keeper.renew(now_ms()).await;
            }
        }
    });
    let mut stranded = Some(stranded);
    let mut every = tokio::time::interval(std::time::Duration::from_secs(1));
    for beat in 0u64.. {
        tokio::select! {
            _ = every.tick() => {}
            _ = shutdown.requested() => break,
        }
        let Some(_work) = shutdown.start_work() else { break };
        if keeper.hold(now_ms()).is_none() {
            continue;
        }
        // Just taken: whatever the clocks' last keeper left undone comes first.
        if keeper.just_taken() {
            // At the start of a process alone on its database, all of it is its own.
            let own_life = stranded.take().filter(|_| alone);
            let alone_at_start = own_life.is_some();
            match own_life {
                Some(tables) => {
                    tables::repost(&ctx, &bot, tables).await;
                    resume_all(&ctx, &bot, &keeper).await;
                }
                None => resume_stranded(&ctx, &bot, &keeper).await,
            }
            competitions::announce::resume(&ctx, &bot, &keeper).await;
            // A draft claimed before this process started is stranded when it is alone; with
            // others, one old enough to be.
            let stranded_before = match alone_at_start {
                true => started_ms,
                false => now_ms() - crate::store::claims::STRANDED_CLAIM_MS,
            };
            competitions::draft::resume(&ctx, &bot, stranded_before).await;
        }
        tick(&ctx, &bot, &keeper).await;
        // Kick-off reminders are due to the minute: a look every five seconds.
        if beat % 5 == 2 {
            competitions::kickoff::tick(&ctx, &bot, &keeper).await;
        }
        // What another process stored and could not show (it died, or stalled for long).
        if beat % 10 == 5 {
            resume_stranded(&ctx, &bot, &keeper).await;
        }
        if beat % 30 == 15 {
            if let Some(hold) = keeper.hold(now_ms()) {
                match crate::tables::give_back_stranded(bot.store(), now_ms(), &hold).await {
                    Ok(tables) => tables::repost(&ctx, &bot, tables).await,
                    Err(e) => tracing::warn!(%e, "cannot look for stranded claims"),
                }
            }
            tidy_threads(&ctx, &bot, &keeper, false).await;
        }
        // Round deadlines are days long: a look every half minute is plenty.
        if beat % 30 == 0 {
            competitions::announce::tick(&ctx, &bot, &keeper).await;
        }
    }
    let _ = renewing.await;
    keeper.release().await;
}

/// One beat of the turn clocks: reminders, then time-outs, each made under the lease as held
/// just before it.
pub async fn tick(ctx: &serenity::Context, bot: &Bot, keeper: &Timekeeper) {
    let Some(hold) = keeper.hold(now_ms()) else { return };
    match bot.sessions.reminders(now_ms(), &hold).await {
        Ok(people) => {
            for (user, due) in people {
                let Some(hold) = keeper.hold(now_ms()) else { return };
                // Claimed now, just before sending: a clock that stopped since the list was
                // read is not reminded of.
                let due = match bot.sessions.claim_reminders(due, &hold, now_ms()).await {
                    Ok(due) if due.is_empty() => continue,
                    Ok(due) => due,
                    Err(e) => {
                        tracing::warn!(%e, "cannot claim reminders");
                        continue;
                    }
                };
                if let Err(e) = remind(&ctx.http, user, &due).await {
                    tracing::warn!(%e, "reminder failed");
                }
            }
        }
        Err(e) => tracing::warn!(%e, "cannot read the clocks"),
    }
    match bot.sessions.expired(now_ms()).await {
        Ok(clocks) => {
            for c in clocks {
                let Some(hold) = keeper.hold(now_ms()) else { return };
                let done = async {
                    if let Some(update) = bot.sessions.time_up(c, &hold, now_ms()).await? {
                        deliver(&ctx.http, bot, &update).await?;
                    }
                    Ok::<_, Error>(())
                };
                if let Err(e) = done.await {
                    tracing::warn!(match_id = c.match_id, %e, "timeout failed");
                }
            }
        }
        Err(e) => tracing::warn!(%e, "cannot read the clocks"),
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

/// At the start of a process alone on its database: show everything its earlier life stored
/// but did not show, let the computer make moves it owes, prompt whoever must act, and report
/// ends not reported.
async fn resume_all(ctx: &serenity::Context, bot: &Bot, keeper: &Timekeeper) {
    let Some(hold) = keeper.hold(now_ms()) else { return };
    match bot.sessions.unshown_at_start(now_ms(), &hold).await {
        Ok(ids) => resume(ctx, bot, ids).await,
        Err(e) => tracing::warn!(%e, "cannot list matches to resume"),
    }
}

/// What a process stored and could not show (it died, or stalled past its posting claim),
/// claimed and shown by this one; an update a living process is still posting is left to it.
async fn resume_stranded(ctx: &serenity::Context, bot: &Bot, keeper: &Timekeeper) {
    let Some(hold) = keeper.hold(now_ms()) else { return };
    match bot.sessions.stranded(now_ms(), &hold).await {
        Ok(ids) => resume(ctx, bot, ids).await,
        Err(e) => tracing::warn!(%e, "cannot list matches to resume"),
    }
}

/// Threads a stopped process made for a match it never stored: found from the openings it noted,
/// among its server's active threads, and deleted when the use-case finds them empty (this bot's,
/// no message, no match).
async fn tidy_threads(ctx: &serenity::Context, bot: &Bot, keeper: &Timekeeper, alone_at_start: bool) {
    let Some(hold) = keeper.hold(now_ms()) else { return };
    let openings = match bot.sessions.stranded_openings(now_ms(), &hold, alone_at_start).await {
        Ok(openings) => openings,
        Err(e) => return tracing::warn!(%e, "cannot look for threads left empty"),
    };
    let me = ctx.cache.current_user().id;
    let mut servers: std::collections::HashMap<u64, Vec<ListedThread>> = std::collections::HashMap::new();
    for opening in openings {
        if let std::collections::hash_map::Entry::Vacant(place) = servers.entry(opening.guild_id) {
            match serenity::GuildId::new(opening.guild_id).get_active_threads(&ctx.http).await {
                Ok(active) => {
                    place.insert(active.threads.iter().map(|t| listed(t, me)).collect());
                }
                Err(e) => {
                    tracing::warn!(guild = opening.guild_id, %e, "cannot list a server's threads");
                    continue;
                }
            }
        }
        let empty = match bot.sessions.left_empty(&opening, &servers[&opening.guild_id]).await {
            Ok(empty) => empty,
            Err(e) => {
                tracing::warn!(%e, "cannot check the threads left empty");
                continue;
            }
        };
        for thread in empty {
            match ChannelId::new(thread).delete(&ctx.http).await {
                Ok(_) => tracing::info!(thread, "deleted a thread whose match was never stored"),
                Err(e) => tracing::warn!(thread, %e, "cannot delete a thread whose match was never stored"),
            }
        }
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

async fn resume(ctx: &serenity::Context, bot: &Bot, pending: Vec<MatchId>) {
    for match_id in pending {
        let done = async {
            let update = bot.sessions.resume(match_id).await?;
            deliver(&ctx.http, bot, &update).await
        };
        if let Err(e) = done.await {
            tracing::warn!(match_id, %e, "cannot resume match");
        }
    }
}
