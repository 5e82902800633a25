//! Your own settings on Discord (`/profile`): your time zone, a break, and how you are pinged.

use super::*;
use crate::clock::now_ms;
use crate::leagues::words::discord_time;
use crate::leagues::{breaks, profile};
use crate::pings::PingMode;
use crate::zones::{local_text, zones_like};

/// Your own settings: your time zone, a break, how you are pinged.
#[poise::command(slash_command, subcommands("timezone", "away", "pings"))]
pub async fn profile(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

async fn complete_zone<'a>(_ctx: Context<'a>, partial: &'a str) -> Vec<String> {
    zones_like(partial, 25).into_iter().map(String::from).collect()
}

/// Your time zone, for the kick-off times you type (and read).
#[poise::command(slash_command)]
pub async fn timezone(
    ctx: Context<'_>,
    #[description = "Its IANA name, e.g. Europe/Berlin or America/New_York"]
    #[autocomplete = "complete_zone"]
    zone: String,
) -> Result<(), Error> {
    let me = me(ctx).await?;
    let Some(tz) = answer(ctx, profile::set_time_zone(ctx.data().store(), me, &zone).await).await? else {
        return Ok(());
    };
    let here = local_text(now_ms(), tz);
    private(ctx, say!(LEAGUES, lang(ctx), "kickoff-zone-set", zone = tz.name(), now = here)).await
}

/// Take a break: the deadlines of your fixtures here that fall in it move by its length.
#[poise::command(slash_command, guild_only)]
pub async fn away(
    ctx: Context<'_>,
    #[description = "The last day of your break, YYYY-MM-DD, in your time zone"] until: String,
) -> Result<(), Error> {
    let me = me(ctx).await?;
    let taken = breaks::take_break(ctx.data().store(), guild(ctx), me, &until, now_ms()).await;
    let Some(b) = answer(ctx, taken).await? else { return Ok(()) };
    let lang = lang(ctx);
    let moved: Vec<String> = b
        .moved
        .iter()
        .map(|m| {
            say!(
                LEAGUES,
                lang,
                "break-moved",
                competition = &m.competition,
                fixture = m.fixture,
                deadline = discord_time(m.deadline_ms)
            )
        })
        .collect();
    let text = if moved.is_empty() {
        say!(LEAGUES, lang, "break-taken-none", until = &b.until_text)
    } else {
        say!(LEAGUES, lang, "break-taken", until = &b.until_text, days = b.days, moved = moved.join("\n"))
    };
    private(ctx, text).await
}

#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum PingChoice {
    #[name = "a mention in the match's thread"]
    Thread,
    #[name = "a direct message"]
    Dm,
    #[name = "never"]
    Never,
}

/// How you are told it is your move, and your quiet hours (in your time zone).
#[poise::command(slash_command)]
pub async fn pings(
    ctx: Context<'_>,
    #[description = "How you are told it is your move"] how: PingChoice,
    #[description = "Quiet hours start, HH:MM (reminders wait until they end)"] quiet_from: Option<String>,
    #[description = "Quiet hours end, HH:MM"] quiet_to: Option<String>,
) -> Result<(), Error> {
    let me = me(ctx).await?;
    let mode = match how {
        PingChoice::Thread => PingMode::Thread,
        PingChoice::Dm => PingMode::Dm,
        PingChoice::Never => PingMode::Never,
    };
    let set = profile::set_pings(ctx.data().store(), me, mode, quiet_from.as_deref(), quiet_to.as_deref()).await;
    let Some(p) = answer(ctx, set).await? else { return Ok(()) };
    let lang = lang(ctx);
    let how = |mode| match mode {
        PingMode::Thread => say!(LEAGUES, lang, "pings-thread"),
        _ => say!(LEAGUES, lang, "pings-dm"),
    };
    let text = match (p.mode, p.quiet) {
        // Quiet hours mean nothing to someone never pinged.
        (PingMode::Never, _) => say!(LEAGUES, lang, "pings-set-never"),
        (mode, Some(q)) => say!(
            LEAGUES,
            lang,
            "pings-set-quiet",
            how = how(mode),
            from = crate::pings::clock_text(q.from),
            to = crate::pings::clock_text(q.to),
            zone = p.zone.name()
        ),
        (mode, None) => say!(LEAGUES, lang, "pings-set", how = how(mode)),
    };
    private(ctx, text).await
}
