//! What the bot says in a competition's channel: a fixture's result, a draft league's draft
//! done, the next round drawn, a season's champion (with the final table or bracket), deadlines passed; and moving running
//! seasons on after a restart.

use poise::serenity_prelude as serenity;
use serenity::{ChannelId, CreateAttachment, CreateMessage};

use super::*;
use crate::clock::now_ms;
use crate::discord::competitions::views::{
    bracket_picture, first_open_round, fixture_line, fixtures_text, standings_picture,
};
use crate::discord::reply::{fit, MAX_CONTENT};
use crate::leagues::FixturePlayed;

/// Tell a competition's channel what advancing did.
pub(super) async fn announce_progress(
    ctx: &serenity::Context,
    bot: &Bot,
    c: &Competition,
    progress: ops::Progress,
) -> Result<(), Error> {
    let channel = ChannelId::new(c.spec.channel_id);
    let store = bot.store();
    if progress.new_fixtures > 0 {
        let s = ops::standing(store, c, store.current_season(c.id).await?).await?;
        let round = first_open_round(&s);
        let text = format!("📣 **{}**: the next round is drawn.\n{}", c.spec.name, fixtures_text(&s, Some(round)));
        channel.send_message(&ctx.http, CreateMessage::new().content(fit(&text, MAX_CONTENT))).await?;
    }
    if let Some(champion) = progress.finished {
        let season = store.current_season(c.id).await?;
        let lots = store.lots_seal(season.id).await?;
        let s = ops::standing(store, c, season).await?;
        let who = champion.map(|id| s.name(id)).unwrap_or_else(|| "nobody".to_string());
        let mut message = CreateMessage::new();
        let mut text =
            format!("🏆 **{}** season {} is over: **{who}** are the champions!", c.spec.name, s.season.number);
        if let Some((group, table)) = s.tables.first().filter(|_| c.spec.format != Format::Groups) {
            let picture = standings_picture(c, &s, *group, table, &views::crests(bot, c).await?);
            let png = bot.draw(move |r| r.standings_png(&picture)).await?;
            message = message.add_file(CreateAttachment::bytes(png, "final-table.png"));
        } else if let Some(picture) = bracket_picture(c, &s, &views::crests(bot, c).await?) {
            let png = bot.draw(move |r| r.bracket_png(&picture)).await?;
            message = message.add_file(CreateAttachment::bytes(png, "bracket.png"));
        }
        if c.spec.kind == CompetitionKind::League {
            text.push_str(&format!(
                "\nAn admin can open the next season with `/league season new name:{}`.",
                c.spec.name
            ));
        }
        channel.send_message(&ctx.http, message.content(fit(&text, MAX_CONTENT))).await?;
        // The lots were sealed when the season started: now anyone can check them.
        if let Some(lines) = lots.map(|l| l.full_time_lines()).filter(|l| !l.is_empty()) {
            let text = format!("The season's drawing of lots:\n{}", lines.join("\n"));
            channel.send_message(&ctx.http, CreateMessage::new().content(fit(&text, MAX_CONTENT))).await?;
        }
    }
    Ok(())
}

/// After a fixture's match ends on the bot (its result was stored with the last step, and the
/// use-case moved the competition on): say so in the competition's channel.
pub async fn fixture_played(ctx: &serenity::Context, bot: &Bot, played: &FixturePlayed) -> Result<(), Error> {
    let c = &played.competition;
    let text = format!("⚽ **{}** result: {}", c.spec.name, fixture_line(&played.fixture, &names(&played.standing)));
    ChannelId::new(c.spec.channel_id).send_message(&ctx.http, CreateMessage::new().content(text)).await?;
    announce_progress(ctx, bot, c, played.progress.clone()).await
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

/// After a restart: every running season is moved on in case a result landed just before the
/// stop (stranded fixture claims were already given back, before any click).
pub async fn resume(ctx: &serenity::Context, bot: &Bot) {
    let store = bot.store();
    let seasons = match store.running_seasons().await {
        Ok(s) => s,
        Err(e) => {
            tracing::warn!(%e, "cannot list running seasons");
            return;
        }
    };
    for season in seasons {
        let Ok(Some(c)) = store.competition_by_id(season.competition_id).await else { continue };
        match ops::advance(store, &c, season, now_ms()).await {
            Ok(progress) => {
                if let Err(e) = announce_progress(ctx, bot, &c, progress).await {
                    tracing::warn!(competition = c.id, %e, "cannot announce progress");
                }
            }
            Err(e) => tracing::warn!(competition = c.id, %e, "cannot advance"),
        }
    }
}

/// Settle fixtures past their round deadline and say so in their competitions' channels.
pub async fn tick(ctx: &serenity::Context, bot: &Bot) {
    match ops::check_deadlines(bot.store(), now_ms()).await {
        Ok(notes) => {
            for note in notes {
                let channel = ChannelId::new(note.competition.spec.channel_id);
                if let Err(e) = channel.send_message(&ctx.http, CreateMessage::new().content(note.text)).await {
                    tracing::warn!(%e, "cannot post a deadline note");
                }
            }
        }
        Err(e) => tracing::warn!(%e, "deadline check failed"),
    }
}
