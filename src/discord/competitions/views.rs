//! What competitions look like: tables (pictures with a text version), fixtures, brackets, the
//! CSV exports, the audit log and the ratings.

use poise::serenity_prelude as serenity;
use serenity::CreateAttachment;
use touchline_league::{groups, Entrant};

use super::*;
use crate::competition::{Format, SeasonStatus};
use crate::discord::reply::{fit, MAX_CONTENT};
use crate::leagues::pictures;
use crate::leagues::requests::TableView;
use crate::leagues::words::{first_open_round, fixtures_text, table_text};

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
        return private(ctx, format!("'{}' hasn't started yet, so there are no fixtures.", c.spec.name)).await;
    }
    let round = round.unwrap_or_else(|| first_open_round(&s));
    let last = s.fixtures.iter().map(|f| f.spec.round).max().unwrap_or(1);
    if round > last {
        return private(ctx, format!("'{}' has {last} round(s) drawn so far.", c.spec.name)).await;
    }
    public(
        ctx,
        format!(
            "**{}** season {}\n{}\nOther rounds: `round:` 1–{last}.",
            c.spec.name,
            s.season.number,
            fixtures_text(&s, Some(round))
        ),
    )
    .await
}

async fn post_tables(ctx: Context<'_>, c: &Competition, view: TableView) -> Result<(), Error> {
    let TableView { standing: s, crests, page } = view;
    let names = names(&s);
    let name = |id: Entrant| names.get(&id).cloned().unwrap_or_else(|| format!("#{id}"));
    let mut reply = poise::CreateReply::default();
    let mut text = vec![format!("**{}** season {}", c.spec.name, s.season.number)];
    for (i, (group, table)) in s.tables.iter().enumerate() {
        let picture = pictures::standings(c, &s, *group, table, &crests);
        if let Some(g) = group {
            text.push(format!("Group {}", groups::group_name(*g as usize)));
        }
        text.push(table_text(table, &name));
        text.extend(picture.footnotes.iter().map(|n| format!("-# {n}")));
        let png = ctx.data().pictures.draw(move |r| r.standings_png(&picture)).await?;
        reply = reply.attachment(CreateAttachment::bytes(png, format!("table-{}.png", i + 1)));
    }
    if s.tables.is_empty() {
        return private(ctx, format!("'{}' is a knockout: see `/tournament bracket`.", c.spec.name)).await;
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
    let Some(picture) = pictures::bracket(&c, &s, &crests) else {
        let why = match c.spec.format {
            Format::Groups => {
                "its knockout is drawn once the group stage is over; `/tournament table` shows the groups"
            }
            Format::Knockout => "it hasn't started yet",
            _ => "it has no knockout stage; `/tournament table` shows the standings",
        };
        return private(ctx, format!("'{}' has no bracket yet: {why}.", c.spec.name)).await;
    };
    ctx.defer().await?;
    let mut lines = vec![format!("**{}** bracket", c.spec.name)];
    for round in &picture.rounds {
        lines.push(format!("**{}**", round.name));
        for t in &round.ties {
            let side =
                |n: &Option<String>| n.clone().unwrap_or_else(|| if t.bye { "bye".into() } else { "TBD".into() });
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
    let mut reply = poise::CreateReply::default()
        .content(format!("**{}** season {}: table and results.", c.spec.name, s.season.number));
    if !table.is_empty() {
        reply = reply.attachment(CreateAttachment::bytes(table.into_bytes(), format!("{slug}-table.csv")));
    }
    reply = reply.attachment(CreateAttachment::bytes(results.into_bytes(), format!("{slug}-results.csv")));
    ctx.send(reply).await?;
    Ok(())
}

/// The audit log: creations, reports, disputes, overrides, deadlines (admins).
#[poise::command(slash_command)]
pub async fn log(
    ctx: Context<'_>,
    #[description = "The competition"]
    #[autocomplete = "complete_name"]
    name: String,
) -> Result<(), Error> {
    let Some(c) = find(ctx, &name, None).await? else { return Ok(()) };
    if !refuse_unless_admin(ctx, "read the audit log").await? {
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
    private(ctx, format!("**{}** audit log (newest first)\n{}", c.spec.name, lines.join("\n"))).await
}

/// The best-rated players of a game (Elo, from every result between two people).
#[poise::command(slash_command)]
pub async fn leaderboard(ctx: Context<'_>) -> Result<(), Error> {
    let Some(kind) = choices::game(choices::args(ctx)) else {
        return private(ctx, "That game is not one I know. `/games` lists the games.").await;
    };
    let board = requests::leaderboard(ctx.data().store(), kind).await?;
    let mut sections = Vec::new();
    if !board.ratings.is_empty() {
        let lines: Vec<String> = board
            .ratings
            .iter()
            .take(20)
            .enumerate()
            .map(|(i, (_, name, r))| format!("{}. **{}** — {:.0} ({} played)", i + 1, name, r.rating, r.played))
            .collect();
        sections.push(format!("**{} ratings** (Elo, everyone starts at 1500)\n{}", kind.title(), lines.join("\n")));
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
                format!(
                    "{}. **{}** — best {:+} ({} scored) · {} won of {}",
                    i + 1,
                    l.name,
                    l.best,
                    l.best_for,
                    l.wins,
                    l.played
                )
            })
            .collect();
        sections.push(format!("**{} solo — {level}** (best goal difference)\n{}", kind.title(), lines.join("\n")));
    }
    if sections.is_empty() {
        let solo = if board.solo.is_empty() { "" } else { ", and solo boards from solo matches" };
        return public(
            ctx,
            format!("No rated {} matches yet: ratings come from matches between two people{solo}.", kind.title()),
        )
        .await;
    }
    public(ctx, sections.join("\n\n")).await
}
