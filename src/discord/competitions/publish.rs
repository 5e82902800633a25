//! `/league publish on|off`: a server's read-only web pages, off until an admin turns them on.

use super::*;

#[derive(Clone, Copy, Debug, PartialEq, Eq, poise::ChoiceParameter)]
pub enum PublishChoice {
    #[name = "on"]
    On,
    #[name = "off"]
    Off,
}

/// Show or hide this server's competitions, profiles and match replays on the web (admins).
#[poise::command(slash_command)]
pub async fn publish(
    ctx: Context<'_>,
    #[description = "on: publish the pages; off: hide them (their address is kept)"] state: PublishChoice,
) -> Result<(), Error> {
    if !refuse_unless_admin(ctx, "publish this server's pages").await? {
        return Ok(());
    }
    let on = state == PublishChoice::On;
    let publishing = crate::publishing::set(ctx.data().store(), guild(ctx), on).await?;
    let base = ctx.data().web_base.as_deref();
    let text = match (publishing, base) {
        (Some(p), Some(base)) if p.enabled => format!(
            "🌐 This server's pages are published: {}\nTables, brackets, profiles and match replays; a match still \
             being played shows only its public board.",
            crate::publishing::server_link(base, &p)
        ),
        (Some(p), None) if p.enabled => "🌐 This server's pages are published, but this bot has no web address to \
             link to: its operator sets `web.listen` or `web.base_url` (or runs `touchline web`)."
            .to_string(),
        _ => "This server's pages are hidden now; their address is kept for when they are published again.".to_string(),
    };
    private(ctx, text).await
}
