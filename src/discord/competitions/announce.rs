//! What the bot says in a competition's channel outside a match's own news: deadlines passed,
//! and running seasons moved on after a restart.

use poise::serenity_prelude as serenity;

use super::*;
use crate::clock::now_ms;
use crate::discord::deliver::announce;

/// After a restart: every running season is moved on in case a result landed just before the
/// stop (stranded fixture claims were already given back, before any click).
pub async fn resume(ctx: &serenity::Context, bot: &Bot) {
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
/// whatever that moved on (the next round, the champions).
pub async fn tick(ctx: &serenity::Context, bot: &Bot) {
    match requests::deadlines_passed(bot.store(), now_ms()).await {
        Ok(notes) => {
            for note in notes {
                if let Err(e) = announce(&ctx.http, bot, &note).await {
                    tracing::warn!(%e, "cannot post a deadline note");
                }
            }
        }
        Err(e) => tracing::warn!(%e, "deadline check failed"),
    }
}
