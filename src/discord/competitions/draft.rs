//! A draft league on Discord: the draft opens in a thread of the competition's channel when an
//! admin starts the season (its picks, lots and bids are public there); its end is announced
//! with the rest of the channel's news (`announce::drafted`).

use poise::serenity_prelude as serenity;
use serenity::{ChannelId, CreateMessage};
use touchline_games::players::Occupant;

use super::*;
use crate::competition::Season;
use crate::discord::thread::{open_match, Opened, Where};
use crate::store::league::drafts::DraftState;
use crate::store::Origin;

/// Open the season's draft: every manager a seat, in the order they joined (the draft order
/// itself is drawn by lots inside it).
pub async fn open_draft(ctx: &serenity::Context, bot: &Bot, c: &Competition, season: &Season) -> Result<Opened, Error> {
    let members = bot.store().members(season.id).await?;
    let seats = members.iter().map(|m| Occupant::Person(m.player_id)).collect();
    let place = Where { guild: Some(c.spec.guild_id), channel: ChannelId::new(c.spec.channel_id), clock: c.spec.clock };
    let opened = open_match(ctx, bot, place, c.spec.config.clone(), seats, Origin::Draft(season.id)).await?;
    let mentions: Vec<String> = members.iter().map(|m| format!("<@{}>", m.discord_id)).collect();
    let text = format!(
        "📋 The **{}** draft begins in <#{}> for {}: picks and bids are public there; each of you keeps the squad \
         for the whole tournament.",
        c.spec.name,
        opened.thread,
        mentions.join(" ")
    );
    ChannelId::new(c.spec.channel_id).send_message(&ctx.http, CreateMessage::new().content(text)).await?;
    Ok(opened)
}

/// The season's draft, if it was claimed but never opened (a stop in between): open it now.
pub async fn open_pending_draft(ctx: &serenity::Context, bot: &Bot, c: &Competition) -> Result<Option<Opened>, Error> {
    let season = bot.store().current_season(c.id).await?;
    if season.status != crate::competition::SeasonStatus::Running
        || bot.store().draft(season.id).await? != DraftState::Claimed
    {
        return Ok(None);
    }
    open_draft(ctx, bot, c, &season).await.map(Some)
}

/// After a restart: open any draft that was claimed but never stored.
pub async fn resume(ctx: &serenity::Context, bot: &Bot) {
    let seasons = match bot.store().running_seasons().await {
        Ok(s) => s,
        Err(e) => {
            tracing::warn!(%e, "cannot list running seasons");
            return;
        }
    };
    for season in seasons {
        let Ok(Some(c)) = bot.store().competition_by_id(season.competition_id).await else { continue };
        if c.spec.format != Format::DraftLeague {
            continue;
        }
        if let Err(e) = open_pending_draft(ctx, bot, &c).await {
            tracing::warn!(competition = c.id, %e, "cannot open the draft");
        }
    }
}
