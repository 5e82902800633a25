//! The turn clocks on Discord: a beat every second reminds players at half their time and, when
//! it is up, has the use-case move for them (or award the match against them); and after a
//! restart, everything stored but not shown is shown.

use poise::serenity_prelude as serenity;
use serenity::{ChannelId, CreateMessage};

use super::deliver::{deliver, send_dm};
use super::{Bot, Error};
use crate::clock::{now_ms, OnTimeout};
use crate::ids::MatchId;
use crate::session::clock::Reminder;
use crate::session::SessionError;
use crate::speech::BOT;
use touchline_i18n::{say, Lang};

/// One beat of the turn clocks.
pub async fn tick(ctx: &serenity::Context, bot: &Bot) {
    let now = now_ms();
    match bot.sessions.reminders(now).await {
        Ok(reminders) => {
            for (user, due) in crate::session::clock::by_person(reminders) {
                if let Err(e) = remind(&ctx.http, user, &due).await {
                    tracing::warn!(%e, "reminder failed");
                }
            }
        }
        Err(e) => tracing::warn!(%e, "cannot read the clocks"),
    }
    match bot.sessions.expired(now).await {
        Ok(clocks) => {
            for c in clocks {
                let done = async {
                    if let Some(update) = bot.sessions.time_up(c.match_id, c.seat).await? {
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
        return send_dm(http, user, CreateMessage::new().content(text)).await;
    };
    let when = crate::leagues::words::discord_relative(r.due_ms);
    let after = |lang: Lang| match r.on_timeout {
        OnTimeout::AutoMove => say!(BOT, lang, "reminder-then-auto-move"),
        OnTimeout::Forfeit => say!(BOT, lang, "reminder-then-forfeit"),
    };
    if r.by_dm {
        let thread = format!("<#{}>", r.thread_id);
        let text = say!(BOT, r.own, "reminder-dm", thread = thread, when = when.as_str(), after = after(r.own));
        return send_dm(http, user, CreateMessage::new().content(text)).await;
    }
    let player = format!("<@{user}>");
    let text = say!(BOT, r.public, "reminder-thread", player = player, when = when.as_str(), after = after(r.public));
    ChannelId::new(r.thread_id).send_message(http, CreateMessage::new().content(text)).await?;
    Ok(())
}

/// After a restart: show anything stored but not yet shown, let the computer make moves it
/// owes, prompt whoever must act, and report ends that were not reported.
pub async fn resume_all(ctx: &serenity::Context, bot: &Bot) {
    resume(ctx, bot, bot.sessions.unannounced().await).await
}

/// What another process stored and died before showing (the clocks' keeper looks now and then).
pub async fn resume_stranded(ctx: &serenity::Context, bot: &Bot) {
    resume(ctx, bot, bot.sessions.stranded(now_ms()).await).await
}

async fn resume(ctx: &serenity::Context, bot: &Bot, pending: Result<Vec<MatchId>, SessionError>) {
    let pending = match pending {
        Ok(ids) => ids,
        Err(e) => {
            tracing::warn!(%e, "cannot list matches to resume");
            return;
        }
    };
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
