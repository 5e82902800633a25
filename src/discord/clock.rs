//! The turn clocks on Discord: a beat every second reminds players at half their time and, when
//! it is up, has the use-case move for them (or award the match against them); and after a
//! restart, everything stored but not shown is shown.

use poise::serenity_prelude as serenity;
use serenity::{ChannelId, CreateMessage};

use super::deliver::deliver;
use super::{Bot, Error};
use crate::clock::{now_ms, remaining};
use crate::ids::MatchId;
use crate::session::clock::Reminder;
use crate::session::SessionError;

/// One beat of the turn clocks.
pub async fn tick(ctx: &serenity::Context, bot: &Bot) {
    let now = now_ms();
    match bot.sessions.reminders(now).await {
        Ok(reminders) => {
            for r in reminders {
                if let Err(e) = remind(&ctx.http, &r).await {
                    tracing::warn!(match_id = r.match_id, %e, "reminder failed");
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

async fn remind(http: &serenity::Http, r: &Reminder) -> Result<(), Error> {
    let text = format!(
        "⏰ <@{}>, about {} left to make your move; after that {}.",
        r.user,
        remaining(r.left_ms),
        r.on_timeout.warning()
    );
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
