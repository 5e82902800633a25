//! What the bot says in a competition's channel outside a match's own news: deadlines passed,
//! and running seasons moved on after a restart. A deadline's note is kept in the store with
//! its result and deleted once posted; one whose poster died is posted by the next keeper.

use poise::serenity_prelude as serenity;

use super::*;
use crate::clock::now_ms;
use crate::discord::deliver::{announce, announce_once};
use crate::leagues::requests::PendingAnnouncement;
use crate::session::clock::Timekeeper;

/// After a restart, or on taking the clocks over: notes another process settled and could not
/// post, then every running season moved on in case a result landed just before the stop
/// (stranded fixture claims were already given back, before any click).
pub async fn resume(ctx: &serenity::Context, bot: &Bot, keeper: &Timekeeper) {
    post_stranded(ctx, bot, keeper).await;
    match requests::after_restart(bot.store(), now_ms()).await {
        Ok(news) => {
            for n in news {
                if let Err(e) = announce(&ctx.http, bot, &n).await {
                    tracing::warn!(%e, "cannot announce progress");
                }
            }
        }
        Err(e) => tracing::warn!(%e, "cannot move the running seasons on"),
    }
}

/// Settle fixtures past their round deadline and say so in their competitions' channels, with
/// whatever that moved on (the next round, the champions); first, any such note a process
/// before this one left unposted.
pub async fn tick(ctx: &serenity::Context, bot: &Bot, keeper: &Timekeeper) {
    post_stranded(ctx, bot, keeper).await;
    let Some(hold) = keeper.hold(now_ms()) else { return };
    match requests::deadlines_passed(bot.store(), now_ms(), &hold).await {
        Ok(notes) => post(ctx, bot, notes).await,
        Err(e) => tracing::warn!(%e, "deadline check failed"),
    }
}

async fn post_stranded(ctx: &serenity::Context, bot: &Bot, keeper: &Timekeeper) {
    let Some(hold) = keeper.hold(now_ms()) else { return };
    match requests::stranded_news(bot.store(), now_ms(), &hold).await {
        Ok(notes) => post(ctx, bot, notes).await,
        Err(e) => tracing::warn!(%e, "cannot read the notes left unposted"),
    }
}

async fn post(ctx: &serenity::Context, bot: &Bot, notes: Vec<PendingAnnouncement>) {
    for note in notes {
        match announce_once(&ctx.http, bot, &note.news, Some(("deadline-note", note.id as u64))).await {
            Ok(()) => {
                if let Err(e) = requests::news_posted(bot.store(), note.id).await {
                    tracing::warn!(%e, "cannot mark a deadline note posted");
                }
            }
            Err(e) => tracing::warn!(%e, "cannot post a deadline note"),
        }
    }
}
