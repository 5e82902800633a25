//! A draft league on Discord: the draft opens in a thread of the competition's channel when an
//! admin starts the season (its picks, lots and bids are public there); its end is announced
//! with the rest of the channel's news.

use poise::serenity_prelude as serenity;

use super::*;
use crate::discord::deliver::announce;
use crate::discord::thread::open_match;
use crate::leagues::requests::DraftSeats;
use crate::session::open::Opened;

/// Open the season's draft: every manager a seat, in the order they joined (the draft order
/// itself is drawn by lots inside it), and say so in the competition's channel.
pub async fn open_draft(
    ctx: &serenity::Context,
    bot: &Bot,
    c: &Competition,
    seats: DraftSeats,
) -> Result<Opened, Error> {
    let opening = requests::draft_opening(c, &seats);
    let opened = open_match(&ctx.http, bot, opening).await??;
    let news = requests::draft_begins(bot.store(), c, &seats, opened.place).await?;
    announce(&ctx.http, bot, &news).await?;
    Ok(opened)
}
