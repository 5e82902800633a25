//! What competitions look like: tables (pictures with a text version), fixtures, brackets, the
//! CSV exports, the audit log and the ratings.

use poise::serenity_prelude as serenity;
use serenity::CreateAttachment;
use touchline_league::Entrant;

use super::*;
use crate::competition::{Bracketed, SeasonStatus};
use crate::discord::reply::{fit, MAX_CONTENT};
use crate::leagues::pictures;
use crate::leagues::requests::TableView;
use crate::leagues::words::{first_open_round, fixtures_text, group_title, table_text};

/// The fixtures, a round at a time.
#[poise::command(slash_command)]
pub async fn fixtures(
    ctx: Context<'_>,
    #[description = "The competition"]
    #[autocomplete = "complete_name"]
    name: String,
    #[description = "Which round (default: the current one)"]
    #[min = 1]
    round: Option<u32>,
) -> Result<(), Error> {
    let Some(c) = find(ctx, &name, None).await? else { return Ok(()) };
    let Some(s) = answer(ctx, requests::current(ctx.data().store(), &c).await).await? else { return Ok(()) };
    if s.season.status == SeasonStatus::Open {
        return private(ctx, say!(LEAGUES, lang(ctx), "fixtures-not-started", name = &c.spec.name)).await;
    }
    let round = round.unwrap_or_else(|| first_open_round(&s));
    let last = s.fixtures.iter().map(|f| f.spec.pairing.round).max().unwrap_or(1);
    if round > last {
        return private(ctx, say!(LEAGUES, lang(ctx), "fixtures-rounds-drawn", name = &c.spec.name, rounds = last))
            .await;
    }
    let lang = server_lang(ctx).await?;
    let text = say!(
        LEAGUES,
        lang,
        "fixtures-round",
        name = &c.spec.name,
        season = s.season.number,
        fixtures = fixtures_text(&s, Some(round), lang),
        last = last
    );
    public(ctx, text).await
}

async fn post_tables(ctx: Context<'_>, c: &Competition, view: TableView) -> Result<(), Error> {
    let TableView { standing: s, crests, page } = view;
    let names = names(&s);
    let name = |id: Entrant| names.get(&id).cloned().unwrap_or_else(|| format!("#{id}"));
    let lang = server_lang(ctx).await?;
    let mut reply = poise::CreateReply::default();
    let mut text = vec![say!(LEAGUES, lang, "table-heading", name = &c.spec.name, season = s.season.number)];
    for (i, (group, table)) in s.tables.iter().enumerate() {
        let picture = pictures::standings(c, &s, *group, table, &crests, lang);
        if let Some(g) = group {
            text.push(group_title(*g, lang));
        }
        text.push(table_text(table, &name, lang));
        text.extend(picture.footnotes.iter().map(|n| format!("-# {n}")));
        let png = ctx.data().pictures.draw(move |r| r.standings_png(&picture)).await?;
        reply = reply.attachment(CreateAttachment::bytes(png, format!("table-{}.png", i + 1)));
    }
    if s.tables.is_empty() {
        return private(ctx, say!(LEAGUES, super::lang(ctx), "table-is-knockout", name = &c.spec.name)).await;
    }
    // The competition's web page, under the title (where a long table cannot crowd it out).
    if let Some(page) = page {
        text.insert(1, format!("🌐 {page}"));
    }
    ctx.send(reply.content(fit(&text.join("\n"), MAX_CONTENT))).await?;
    Ok(())
}

/// The table, as a picture with a text version.
#[poise::command(slash_command)]
pub async fn table(
    ctx: Context<'_>,
    #[description = "The competition"]
    #[autocomplete = "complete_name"]
    name: String,
) -> Result<(), Error> {
    let Some(c) = find(ctx, &name, None).await? else { return Ok(()) };
    ctx.defer().await?;
    let bot = ctx.data();
    let Some(view) = answer(ctx, requests::table(bot.store(), &c, bot.web_base.as_deref()).await).await? else {
        return Ok(());
    };
    post_tables(ctx, &c, view).await
}

/// The season's odds
#[poise::command(slash_command)]
pub async fn odds(
    ctx: Context<'_>,
    #[description = "The league"]
    #[autocomplete = "complete_name"]
    name: String,
) -> Result<(), Error> {
    let Some(c) = find(ctx, &name, Some(CompetitionKind::League)).await? else { return Ok(()) };
    ctx.defer().await?;
    let Some(view) = answer(ctx, crate::leagues::odds::odds(ctx.data().store(), &c).await).await? else {
        return Ok(());
    };
    let names = names(&view.standing);
    let name = |id: Entrant| names.get(&id).cloned().unwrap_or_else(|| format!("#{id}"));
    let lang = server_lang(ctx).await?;
    let season = view.standing.season.number;
    let forecast = &view.forecast;
    let mut text = if forecast.left == 0 {
        vec![say!(LEAGUES, lang, "odds-finished", name = &c.spec.name)]
    } else {
        let seasons = crate::leagues::odds::SEASONS;
        vec![say!(
            LEAGUES,
            lang,
            "odds-heading",
            name = &c.spec.name,
            season = season,
            seasons = seasons,
            left = forecast.left
        )]
    };
    text.push(crate::leagues::odds::odds_text(forecast, &name, lang));
    text.extend(crate::leagues::odds::odds_lines(forecast, &name, lang));
    if forecast.left > 0 {
        text.push(say!(LEAGUES, lang, "odds-explained"));
    }
    ctx.send(poise::CreateReply::default().content(fit(&text.join("\n"), MAX_CONTENT))).await?;
    Ok(())
}

/// The knockout bracket, as a picture.
#[poise::command(slash_command)]
pub async fn bracket(
    ctx: Context<'_>,
    #[description = "The tournament"]
    #[autocomplete = "complete_name"]
    name: String,
) -> Result<(), Error> {
    let Some(c) = find(ctx, &name, None).await? else { return Ok(()) };
    let Some((s, crests)) = answer(ctx, requests::bracket(ctx.data().store(), &c).await).await? else {
        return Ok(());
    };
    let lang = server_lang(ctx).await?;
    let Some(picture) = pictures::bracket(&c, &s, &crests, lang) else {
        let (person, name) = (super::lang(ctx), &c.spec.name);
        let text = match c.spec.format.bracketed() {
            Bracketed::AfterGroups => say!(LEAGUES, person, "bracket-after-groups", name = name),
            Bracketed::FromTheStart => say!(LEAGUES, person, "bracket-not-started", name = name),
            Bracketed::Never => say!(LEAGUES, person, "bracket-none", name = name),
        };
        return private(ctx, text).await;
    };
    ctx.defer().await?;
    let mut lines = vec![say!(LEAGUES, lang, "bracket-heading", name = &c.spec.name)];
    for round in &picture.rounds {
        lines.push(format!("**{}**", round.name));
        for t in &round.ties {
            let words = &picture.words;
            let side = |n: &Option<String>| {
                n.clone().unwrap_or_else(|| if t.bye { words.bye.clone() } else { words.to_be_decided.clone() })
            };
            lines.push(format!("{} v {} {}", side(&t.home), side(&t.away), t.score.clone().unwrap_or_default()));
        }
    }
    let png = ctx.data().pictures.draw(move |r| r.bracket_png(&picture)).await?;
    ctx.send(
        poise::CreateReply::default()
            .content(fit(&lines.join("\n"), MAX_CONTENT))
            .attachment(CreateAttachment::bytes(png, "bracket.png")),
    )
    .await?;
    Ok(())
}

/// The table and every result, as CSV files.
#[poise::command(slash_command)]
pub async fn export(
    ctx: Context<'_>,
    #[description = "The competition"]
    #[autocomplete = "complete_name"]
    name: String,
) -> Result<(), Error> {
    let Some(c) = find(ctx, &name, None).await? else { return Ok(()) };
    let Some(s) = answer(ctx, requests::current(ctx.data().store(), &c).await).await? else { return Ok(()) };
    let (table, results) = ops::export(&s);
    let slug: String =
        c.spec.name.chars().map(|ch| if ch.is_alphanumeric() { ch.to_ascii_lowercase() } else { '-' }).collect();
    let mut reply = poise::CreateReply::default().content(say!(
        LEAGUES,
        server_lang(ctx).await?,
        "export-heading",
        name = &c.spec.name,
        season = s.season.number
    ));
    if !table.is_empty() {
        reply = reply.attachment(CreateAttachment::bytes(table.into_bytes(), format!("{slug}-table.csv")));
    }
    reply = reply.attachment(CreateAttachment::bytes(results.into_bytes(), format!("{slug}-results.csv")));
    ctx.send(reply).await?;
    Ok(())
}

/// The audit log (admins).
#[poise::command(slash_command)]
pub async fn log(
    ctx: Context<'_>,
    #[description = "The competition"]
    #[autocomplete = "complete_name"]
    name: String,
) -> Result<(), Error> {
    let Some(c) = find(ctx, &name, None).await? else { return Ok(()) };
    if !refuse_unless_admin(ctx, "admins-only-log").await? {
        return Ok(());
    }
    let entries = requests::log(ctx.data().store(), &c).await?;
    let lines: Vec<String> = entries
        .iter()
        .rev()
        .take(25)
        .map(|e| {
            let who = e.actor.clone().unwrap_or_else(|| "Touchline".to_string());
            let fixture = e.fixture_id.map(|f| format!(" `#{f}`")).unwrap_or_default();
            format!("{} · {who} · {}{fixture}: {}", &e.at[..16.min(e.at.len())], e.action, e.detail)
        })
        .collect();
    private(ctx, say!(LEAGUES, lang(ctx), "log-heading", name = &c.spec.name, lines = lines.join("\n"))).await
}

/// The best-rated players of a game (Elo, from every result between two people).
#[poise::command(slash_command)]
pub async fn leaderboard(ctx: Context<'_>) -> Result<(), Error> {
    let Some(kind) = choices::game(choices::args(ctx)) else {
        return private(ctx, say!(LEAGUES, lang(ctx), "rating-unknown-game")).await;
    };
    let board = requests::leaderboard(ctx.data().store(), kind).await?;
    let lang = server_lang(ctx).await?;
    let game = kind.title();
    let mut sections = Vec::new();
    if !board.ratings.is_empty() {
        let lines: Vec<String> = board
            .ratings
            .iter()
            .take(20)
            .enumerate()
            .map(|(i, (_, name, r))| {
                let rating = format!("{:.0}", r.rating);
                say!(LEAGUES, lang, "rating-line", place = i + 1, name = name, rating = rating, played = r.played)
            })
            .collect();
        sections.push(say!(LEAGUES, lang, "rating-heading", game = game, lines = lines.join("\n")));
    }
    // Solo boards, for games played alone against their own side (one per difficulty).
    for (level, lines) in &board.solo {
        if lines.is_empty() {
            continue;
        }
        let lines: Vec<String> = lines
            .iter()
            .take(10)
            .enumerate()
            .map(|(i, l)| {
                let best = format!("{:+}", l.best);
                say!(
                    LEAGUES,
                    lang,
                    "solo-line",
                    place = i + 1,
                    name = &l.name,
                    best = best,
                    scored = l.best_for,
                    wins = l.wins,
                    played = l.played
                )
            })
            .collect();
        let lines = lines.join("\n");
        sections.push(say!(LEAGUES, lang, "solo-heading", game = game, level = *level, lines = lines));
    }
    if sections.is_empty() {
        let text = match board.solo.is_empty() {
            true => say!(LEAGUES, lang, "rating-none", game = game),
            false => say!(LEAGUES, lang, "rating-none-with-solo", game = game),
        };
        return public(ctx, text).await;
    }
    public(ctx, sections.join("\n\n")).await
}

/// Show or hide win chances in a competition's matches (admins).
#[poise::command(slash_command, guild_only, rename = "chances")]
pub async fn server_chances(
    ctx: Context<'_>,
    #[description = "The league or tournament"]
    #[autocomplete = "complete_name"]
    name: String,
    #[description = "True to show them, false to hide them"] show: bool,
) -> Result<(), Error> {
    let Some((c, me)) = find_for_admin(ctx, &name, "admins-only-chances").await? else { return Ok(()) };
    let lang = server_lang(ctx).await?;
    let Some(text) = answer(ctx, requests::show_chances(ctx.data().store(), &c, me, show, lang).await).await? else {
        return Ok(());
    };
    public(ctx, text).await
}
