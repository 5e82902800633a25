//! A draft league on Discord: the draft opens in a thread of the competition's channel when an
//! admin starts the season (its picks, lots and bids are public there); its end is announced
//! with the rest of the channel's news.

use poise::serenity_prelude as serenity;
use serenity::{ChannelId, CreateMessage};
use touchline_games::players::Occupant;

use super::*;
use crate::discord::thread::{open_match, Opened, Where};
use crate::leagues::requests::DraftSeats;
use crate::store::Origin;

/// Open the season's draft: every manager a seat, in the order they joined (the draft order
/// itself is drawn by lots inside it).
pub async fn open_draft(
    ctx: &serenity::Context,
    bot: &Bot,
    c: &Competition,
    seats: DraftSeats,
) -> Result<Opened, Error> {
    let occupants = seats.members.iter().map(|m| Occupant::Person(m.player_id)).collect();
    let place = Where { guild: Some(c.spec.guild_id), channel: ChannelId::new(c.spec.channel_id), clock: c.spec.clock };
    let opened =
        open_match(ctx, bot, place, c.spec.config.clone(), occupants, Origin::Draft(seats.season), Vec::new()).await?;
    let mentions: Vec<String> = seats.members.iter().map(|m| format!("<@{}>", m.discord_id)).collect();
    let lang = crate::leagues::news::channel_lang(bot.store(), c).await?;
    let text = say!(
        LEAGUES,
        lang,
        "draft-begins",
        name = &c.spec.name,
        thread = format!("<#{}>", opened.thread),
        managers = mentions.join(" ")
    );
    ChannelId::new(c.spec.channel_id).send_message(&ctx.http, CreateMessage::new().content(text)).await?;
    Ok(opened)
}

/// After a restart, or on taking the clocks over: open any draft that was claimed but never
/// stored, its claim made before `stranded_before` (Unix milliseconds).
pub async fn resume(ctx: &serenity::Context, bot: &Bot, stranded_before: i64) {
    let pending = match requests::drafts_to_open(bot.store(), crate::clock::now_ms(), stranded_before).await {
        Ok(pending) => pending,
        Err(e) => {
            tracing::warn!(%e, "cannot list the drafts to open");
            return;
        }
    };
    for (c, seats) in pending {
        if let Err(e) = open_draft(ctx, bot, &c, seats).await {
            tracing::warn!(competition = c.id, %e, "cannot open the draft");
        }
    }
}
