//! A draft league on Discord: the draft opens in a thread of the competition's channel when an
//! admin starts the season (its picks, lots and bids are public there), and when it is over
//! the channel hears that the squads are kept and the round robin is drawn up.

use poise::serenity_prelude as serenity;
use serenity::{ChannelId, CreateMessage};
use touchline_games::players::Occupant;

use super::*;
use crate::competition::Season;
use crate::discord::competitions::views::{first_open_round, fixtures_text};
use crate::discord::reply::{fit, MAX_CONTENT};
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

/// The draft is over: say so, with the fixtures drawn up.
pub async fn drafted(ctx: &serenity::Context, bot: &Bot, c: &Competition, fixtures: usize) -> Result<(), Error> {
    if fixtures == 0 {
        return Ok(());
    }
    let store = bot.store();
    let s = ops::standing(store, c, store.current_season(c.id).await?).await?;
    let word = kind_word(c);
    let text = format!(
        "✅ The **{}** draft is complete: every manager keeps their squad for the whole tournament (see the draft \
         board). {fixtures} fixtures are drawn up.\n{}\n\nStart your next match with `/{word} play`.",
        c.spec.name,
        fixtures_text(&s, Some(first_open_round(&s)))
    );
    ChannelId::new(c.spec.channel_id)
        .send_message(&ctx.http, CreateMessage::new().content(fit(&text, MAX_CONTENT)))
        .await?;
    Ok(())
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
