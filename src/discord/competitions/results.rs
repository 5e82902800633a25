//! Results of fixtures played away from the bot: reports, confirmations and disputes, and an
//! admin's override.

use super::*;
use crate::clock::now_ms;
use crate::discord::deliver::announce;
use crate::leagues::requests::Settled;
use crate::leagues::Override;

/// Report a score played away from the bot.
#[poise::command(slash_command)]
pub async fn report(
    ctx: Context<'_>,
    #[description = "The competition"]
    #[autocomplete = "complete_name"]
    name: String,
    #[description = "Your goals"]
    #[min = 0]
    #[max = 99]
    my_goals: u32,
    #[description = "Your opponent's goals"]
    #[min = 0]
    #[max = 99]
    their_goals: u32,
    #[description = "A level knockout tie: did you go through?"] went_through: Option<bool>,
) -> Result<(), Error> {
    let Some((c, me)) = find_for_me(ctx, &name).await? else { return Ok(()) };
    let store = ctx.data().store();
    let Some((fixture, opponent)) =
        answer(ctx, ops::report(store, &c, me, my_goals, their_goals, went_through).await).await?
    else {
        return Ok(());
    };
    let text = say!(
        LEAGUES,
        server_lang(ctx).await?,
        "reported",
        reporter = format!("<@{}>", ctx.author().id),
        opponent = format!("<@{}>", opponent.discord_id),
        mine = my_goals,
        theirs = their_goals,
        fixture = format!("#{}", fixture.id),
        name = &c.spec.name,
        command = kind_word(&c)
    );
    public(ctx, text).await
}

/// Confirm the score your opponent reported.
#[poise::command(slash_command)]
pub async fn confirm(
    ctx: Context<'_>,
    #[description = "The competition"]
    #[autocomplete = "complete_name"]
    name: String,
) -> Result<(), Error> {
    let Some((c, me)) = find_for_me(ctx, &name).await? else { return Ok(()) };
    let store = ctx.data().store();
    let Some(Settled { line, news, .. }) = answer(ctx, requests::confirm(store, &c, me, now_ms()).await).await? else {
        return Ok(());
    };
    public(ctx, say!(LEAGUES, server_lang(ctx).await?, "result-confirmed", line = line)).await?;
    announce(&ctx.serenity_context().http, ctx.data(), &news).await
}

/// Dispute your opponent's reported score.
#[poise::command(slash_command)]
pub async fn dispute(
    ctx: Context<'_>,
    #[description = "The competition"]
    #[autocomplete = "complete_name"]
    name: String,
    #[description = "What is wrong with the reported score"] reason: String,
) -> Result<(), Error> {
    let Some((c, me)) = find_for_me(ctx, &name).await? else { return Ok(()) };
    let Some(fixture) = answer(ctx, ops::dispute(ctx.data().store(), &c, me, &reason).await).await? else {
        return Ok(());
    };
    let text = say!(
        LEAGUES,
        server_lang(ctx).await?,
        "disputed",
        fixture = fixture.id.to_string(),
        name = &c.spec.name,
        command = kind_word(&c)
    );
    public(ctx, text).await
}

/// Set a result; the reason is logged (admins).
#[poise::command(slash_command, rename = "override")]
#[allow(clippy::too_many_arguments)]
pub async fn override_(
    ctx: Context<'_>,
    #[description = "The competition"]
    #[autocomplete = "complete_name"]
    name: String,
    #[description = "The fixture number (from /league fixtures)"] fixture: i64,
    #[description = "Home goals"]
    #[min = 0]
    #[max = 99]
    home_goals: u32,
    #[description = "Away goals"]
    #[min = 0]
    #[max = 99]
    away_goals: u32,
    #[description = "Why (kept in the audit log)"] reason: String,
    #[description = "A level knockout tie: did the home side go through?"] home_went_through: Option<bool>,
) -> Result<(), Error> {
    let Some((c, me)) = find_for_admin(ctx, &name, "admins-only-override").await? else { return Ok(()) };
    let store = ctx.data().store();
    let now = now_ms();
    let set = Override { fixture, home_goals, away_goals, home_went_through, reason: &reason };
    let result = requests::override_result(store, &c, me, &set, now).await;
    let Some(Settled { line, news, .. }) = answer(ctx, result).await? else { return Ok(()) };
    let admin = format!("<@{}>", ctx.author().id);
    let text = say!(LEAGUES, server_lang(ctx).await?, "result-set", admin = admin, line = line, reason = reason.trim());
    public(ctx, text).await?;
    announce(&ctx.serenity_context().http, ctx.data(), &news).await
}

/// More time for a fixture (admins).
#[poise::command(slash_command)]
pub async fn extend(
    ctx: Context<'_>,
    #[description = "The competition"]
    #[autocomplete = "complete_name"]
    name: String,
    #[description = "The fixture's number"] fixture: i64,
    #[description = "Days to add (1 to 60)"]
    #[min = 1]
    #[max = 60]
    days: u32,
    #[description = "Why (logged)"] reason: String,
) -> Result<(), Error> {
    let Some((c, me)) = find_for_admin(ctx, &name, "admins-only-extend").await? else { return Ok(()) };
    let extended = crate::leagues::breaks::extend(ctx.data().store(), &c, me, fixture, days, &reason).await;
    let Some((f, deadline)) = answer(ctx, extended).await? else { return Ok(()) };
    let text = say!(
        LEAGUES,
        server_lang(ctx).await?,
        "extended",
        admin = format!("<@{}>", ctx.author().id),
        fixture = f.id,
        name = &c.spec.name,
        days = days,
        deadline = crate::leagues::words::discord_time(deadline),
        reason = reason.trim()
    );
    public(ctx, text).await
}
