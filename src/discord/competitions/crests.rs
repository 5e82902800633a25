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
    set_or_remove(ctx, player, None, image, remove.unwrap_or(false)).await
}

/// A member's crest on this server (admins).
#[poise::command(slash_command, guild_only, rename = "crest")]
pub async fn league_crest(
    ctx: Context<'_>,
    #[description = "The member"] member: serenity::User,
    #[description = "The picture (PNG, JPEG, WebP or GIF, up to 512 KiB)"] image: Option<serenity::Attachment>,
    #[description = "Remove their crest instead"] remove: Option<bool>,
) -> Result<(), Error> {
    if !refuse_unless_admin(ctx, "admins-only-crest").await? {
        return Ok(());
    }
    let player = ctx.data().sessions.person(member.id.get(), display(&member)).await?;
    set_or_remove(ctx, player, Some(display(&member)), image, remove.unwrap_or(false)).await
}

/// Set or remove a crest: the asker's own (`member` none) or a member's, named.
async fn set_or_remove(
    ctx: Context<'_>,
    player: i64,
    member: Option<&str>,
    image: Option<serenity::Attachment>,
    remove: bool,
) -> Result<(), Error> {
    let store = ctx.data().store();
    let guild = guild(ctx);
    let lang = lang(ctx);
    let image = match (image, remove) {
        (None, true) => {
            let removed = crate::crests::remove(store, guild, player).await?;
            let text = match (removed, member) {
                (true, None) => say!(LEAGUES, lang, "crest-removed-yours"),
                (true, Some(member)) => say!(LEAGUES, lang, "crest-removed-member", member = member),
                (false, None) => say!(LEAGUES, lang, "crest-none-yours"),
                (false, Some(member)) => say!(LEAGUES, lang, "crest-none-member", member = member),
            };
            return private(ctx, text).await;
        }
        (Some(_), true) => return private(ctx, say!(LEAGUES, lang, "crest-not-both")).await,
        (None, false) => return private(ctx, say!(LEAGUES, lang, "crest-attach")).await,
        (Some(image), false) => image,
    };
    // Checked before it is fetched: a big file is never downloaded.
    if image.size as usize > MAX_UPLOAD {
        let text = say!(LEAGUES, lang, "crest-too-big", size = (image.size as usize).div_ceil(1024));
        return private(ctx, text).await;
    }
    ctx.defer_ephemeral().await?;
    let bytes = match image.download().await {
        Ok(b) => b,
        Err(e) => {
            tracing::warn!(%e, "could not fetch a crest upload");
            return private(ctx, say!(LEAGUES, lang, "crest-not-fetched")).await;
        }
    };
    let me = me(ctx).await?;
    let png = match crate::crests::keep(store, &ctx.data().pictures, guild, player, bytes, me).await? {
        Ok(png) => png,
        Err(e) => return private(ctx, say!(LEAGUES, lang, "crest-unreadable", reason = e.text(lang))).await,
    };
    let reply = poise::CreateReply::default()
        .content(match member {
            None => say!(LEAGUES, lang, "crest-set-yours"),
            Some(member) => say!(LEAGUES, lang, "crest-set-member", member = member),
        })
        .attachment(serenity::CreateAttachment::bytes(png, "crest.png"))
        .ephemeral(true);
    ctx.send(reply).await?;
    Ok(())
}
