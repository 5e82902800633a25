//! Club crests: `/club crest` (your own, on this server) and `/league crest` (a member's, for
//! admins). An upload is checked for size before it is fetched, then made into a small crest of
//! few colours (see `touchline_render::crest`) and kept; it appears on match pictures, league
//! tables, brackets and the web pages.

use crate::crests::MAX_UPLOAD;
use poise::serenity_prelude as serenity;

use super::*;

/// Your club.
#[poise::command(slash_command, guild_only, subcommands("club_crest"))]
pub async fn club(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Set your club's crest on this server (PNG, JPEG, WebP or GIF, up to 512 KiB), or remove it.
#[poise::command(slash_command, guild_only, rename = "crest")]
pub async fn club_crest(
    ctx: Context<'_>,
    #[description = "The picture (PNG, JPEG, WebP or GIF, up to 512 KiB)"] image: Option<serenity::Attachment>,
    #[description = "Remove your crest instead"] remove: Option<bool>,
) -> Result<(), Error> {
    let player = me(ctx).await?;
    set_or_remove(ctx, player, "Your", image, remove.unwrap_or(false)).await
}

/// Set a member's crest on this server, or remove it (admins).
#[poise::command(slash_command, guild_only, rename = "crest")]
pub async fn league_crest(
    ctx: Context<'_>,
    #[description = "The member"] member: serenity::User,
    #[description = "The picture (PNG, JPEG, WebP or GIF, up to 512 KiB)"] image: Option<serenity::Attachment>,
    #[description = "Remove their crest instead"] remove: Option<bool>,
) -> Result<(), Error> {
    if !refuse_unless_admin(ctx, "set a member's crest").await? {
        return Ok(());
    }
    let player = ctx.data().sessions.person(member.id.get(), display(&member)).await?;
    let whose = format!("{}'s", display(&member));
    set_or_remove(ctx, player, &whose, image, remove.unwrap_or(false)).await
}

async fn set_or_remove(
    ctx: Context<'_>,
    player: i64,
    whose: &str,
    image: Option<serenity::Attachment>,
    remove: bool,
) -> Result<(), Error> {
    let store = ctx.data().store();
    let guild = guild(ctx);
    let image = match (image, remove) {
        (None, true) => {
            let removed = crate::crests::remove(store, guild, player).await?;
            let text =
                if removed { format!("{whose} crest is removed.") } else { format!("{whose} club has no crest here.") };
            return private(ctx, text).await;
        }
        (Some(_), true) => return private(ctx, "Give a picture or `remove:True`, not both.").await,
        (None, false) => {
            return private(ctx, "Attach the crest as `image:` (PNG, JPEG, WebP or GIF, up to 512 KiB).").await;
        }
        (Some(image), false) => image,
    };
    // Checked before it is fetched: a big file is never downloaded.
    if image.size as usize > MAX_UPLOAD {
        let text = format!(
            "That file is {} KiB; a crest may be at most 512 KiB. Nothing was changed.",
            (image.size as usize).div_ceil(1024)
        );
        return private(ctx, text).await;
    }
    ctx.defer_ephemeral().await?;
    let bytes = match image.download().await {
        Ok(b) => b,
        Err(e) => {
            tracing::warn!(%e, "could not fetch a crest upload");
            return private(ctx, "I could not fetch that file from Discord: try again. Nothing was changed.").await;
        }
    };
    let me = me(ctx).await?;
    let png = match crate::crests::keep(store, &ctx.data().pictures, guild, player, bytes, me).await? {
        Ok(png) => png,
        Err(e) => return private(ctx, format!("That picture can't be a crest: {e}. Nothing was changed.")).await,
    };
    let reply = poise::CreateReply::default()
        .content(format!("{whose} crest is set: it appears on match pictures, tables and brackets here."))
        .attachment(serenity::CreateAttachment::bytes(png, "crest.png"))
        .ephemeral(true);
    ctx.send(reply).await?;
    Ok(())
}
