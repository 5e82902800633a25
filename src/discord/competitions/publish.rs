//! `/league publish on|off`: a server's read-only web pages, off until an admin turns them on.

use super::*;

#[derive(Clone, Copy, Debug, PartialEq, Eq, poise::ChoiceParameter)]
pub enum PublishChoice {
    #[name = "on"]
    On,
    #[name = "off"]
    Off,
}

/// Show or hide this server's pages on the web (admins).
#[poise::command(slash_command)]
pub async fn publish(
    ctx: Context<'_>,
    #[description = "on: publish; off: hide (the address is kept)"] state: PublishChoice,
) -> Result<(), Error> {
    if !refuse_unless_admin(ctx, "admins-only-publish").await? {
        return Ok(());
    }
    let on = state == PublishChoice::On;
    let publishing = crate::publishing::set(ctx.data().store(), guild(ctx), on).await?;
    let base = ctx.data().web_base.as_deref();
    let lang = lang(ctx);
    let text = match (publishing, base) {
        (Some(p), Some(base)) if p.enabled => {
            say!(LEAGUES, lang, "publish-on", link = crate::publishing::server_link(base, &p))
        }
        (Some(p), None) if p.enabled => say!(LEAGUES, lang, "publish-on-no-address"),
        _ => say!(LEAGUES, lang, "publish-off"),
    };
    private(ctx, text).await
}
