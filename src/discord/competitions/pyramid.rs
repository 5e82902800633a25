//! Pyramids on Discord: linking a league under another (`/pyramid link`), a pyramid at a
//! glance (`/pyramid show`), and a pyramid's season end (`/league season new` on any of its
//! divisions): the play-offs first, then the moves as a picture. `/pyramid` is a command of its
//! own because `/league` is near Discord's limit on a command's size.

use poise::serenity_prelude as serenity;
use serenity::CreateAttachment;

use super::*;
use crate::clock::now_ms;
use crate::competition::SeasonStatus;
use crate::discord::reply::{fit, MAX_CONTENT};
use crate::leagues::pictures;
use crate::leagues::pyramid::{self as pyramids, Pyramid, SeasonEnd};
use touchline_league::pyramid::Movement;

/// Pyramids: leagues as divisions, with promotion and relegation.
#[poise::command(slash_command, guild_only, rename = "pyramid", subcommands("link", "show"))]
pub async fn pyramid_group(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Put a league under another as its next division down (admins).
#[poise::command(slash_command)]
pub async fn link(
    ctx: Context<'_>,
    #[description = "The league to link"]
    #[autocomplete = "complete_name"]
    name: String,
    #[description = "The league one division above it"]
    #[autocomplete = "complete_name"]
    division_of: String,
    #[description = "Clubs going up and down between the two each season (default 2)"]
    #[min = 1]
    #[max = 10]
    promotion: Option<u32>,
    #[description = "Settle the last of those places by a two-leg play-off"] playoff: Option<bool>,
) -> Result<(), Error> {
    let Some(c) = find(ctx, &name, Some(CompetitionKind::League)).await? else { return Ok(()) };
    let Some(above) = find(ctx, &division_of, Some(CompetitionKind::League)).await? else { return Ok(()) };
    if !refuse_unless_admin(ctx, "admins-only-division").await? {
        return Ok(());
    }
    let me = me(ctx).await?;
    let store = ctx.data().store();
    let linked = pyramids::link(store, &c, &above, promotion, playoff.unwrap_or(false), me).await;
    let Some(p) = answer(ctx, linked).await? else { return Ok(()) };
    let lang = server_lang(ctx).await?;
    let text = say!(
        LEAGUES,
        lang,
        "pyramid-linked",
        name = &c.spec.name,
        above = &above.spec.name,
        pyramid = levels_text(&p, lang)
    );
    public(ctx, text).await
}

/// "1. Premier · 2. Championship (2 up and down, one by play-off)".
fn levels_text(p: &Pyramid, lang: Lang) -> String {
    p.divisions
        .iter()
        .map(|d| {
            let line = match d.above {
                Some(b) if b.playoff => say!(LEAGUES, lang, "pyramid-line-playoff", places = b.places),
                Some(b) => say!(LEAGUES, lang, "pyramid-line", places = b.places),
                None => String::new(),
            };
            say!(LEAGUES, lang, "pyramid-level", level = d.level, name = &d.competition.spec.name, line = line)
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// A league's pyramid: its divisions, where each season stands, and the last moves.
#[poise::command(slash_command)]
pub async fn show(
    ctx: Context<'_>,
    #[description = "Any league of the pyramid"]
    #[autocomplete = "complete_name"]
    name: String,
) -> Result<(), Error> {
    let Some(c) = find(ctx, &name, Some(CompetitionKind::League)).await? else { return Ok(()) };
    let store = ctx.data().store();
    let Some(p) = answer(ctx, pyramids::pyramid(store, &c).await).await? else { return Ok(()) };
    if !p.is_pyramid() {
        return private(ctx, say!(LEAGUES, lang(ctx), "pyramid-none", name = &c.spec.name)).await;
    }
    let lang = server_lang(ctx).await?;
    let mut lines = vec![say!(LEAGUES, lang, "pyramid-heading", name = &p.top().spec.name)];
    let Some(overview) = answer(ctx, pyramids::overview(store, &p).await).await? else { return Ok(()) };
    for d in &overview.divisions {
        let status = match d.season.status {
            SeasonStatus::Open => say!(LEAGUES, lang, "pyramid-season-open", season = d.season.number, clubs = d.clubs),
            SeasonStatus::Running => {
                say!(LEAGUES, lang, "pyramid-season-running", season = d.season.number, clubs = d.clubs)
            }
            SeasonStatus::Finished => {
                say!(LEAGUES, lang, "pyramid-season-finished", season = d.season.number, clubs = d.clubs)
            }
        };
        let title = say!(LEAGUES, lang, "pyramid-level", level = d.level, name = &d.competition.spec.name, line = "");
        lines.push(format!("**{}** · {status}", title.trim()));
    }
    if !overview.last_moves.is_empty() {
        let up = overview.moved(Movement::Up);
        let down = overview.moved(Movement::Down);
        lines.push(say!(LEAGUES, lang, "pyramid-last-moves", up = up.join(", "), down = down.join(", ")));
    }
    if let Some(page) =
        crate::publishing::pyramid_page(store, ctx.data().web_base.as_deref(), guild(ctx), p.top().id).await?
    {
        lines.push(format!("🌐 {page}"));
    }
    public(ctx, fit(&lines.join("\n"), MAX_CONTENT)).await
}

/// `/league season new` for a league in a pyramid: every division together.
pub async fn season_end(ctx: Context<'_>, p: &Pyramid, actor: i64) -> Result<(), Error> {
    let store = ctx.data().store();
    // A pyramid not ready to turn is told to the asker alone, before the public wait begins.
    if answer(ctx, pyramids::finished_seasons(store, p).await).await?.is_none() {
        return Ok(());
    }
    ctx.defer().await?;
    let ended = pyramids::new_season(store, p, actor, now_ms(), lots_seed).await;
    let Some(ended) = answer(ctx, ended).await? else { return Ok(()) };
    let lang = server_lang(ctx).await?;
    match ended {
        SeasonEnd::PlayOffs(ties) => {
            let lines: Vec<String> = ties
                .iter()
                .map(|t| {
                    let id = if t.drawn_now { "pyramid-playoff-drawn" } else { "pyramid-playoff-waiting" };
                    LEAGUES.text(
                        lang,
                        id,
                        &[
                            ("upper", t.upper.as_str().into()),
                            ("lower", t.lower.as_str().into()),
                            ("above", t.divisions.0.as_str().into()),
                            ("below", t.divisions.1.as_str().into()),
                            ("cup", t.competition.spec.name.as_str().into()),
                        ],
                    )
                })
                .collect();
            let text =
                say!(LEAGUES, lang, "pyramid-playoffs-first", name = &p.top().spec.name, ties = lines.join("\n"));
            public(ctx, fit(&text, MAX_CONTENT)).await
        }
        SeasonEnd::Turned { ended, opened } => {
            let crests = pictures::crests(store, p.top()).await?;
            let picture = pictures::season_end(p.top(), &ended, &crests, lang);
            let mut lines = vec![say!(
                LEAGUES,
                lang,
                "pyramid-turned",
                name = &p.top().spec.name,
                season = opened.first().map_or(0, |s| s.number)
            )];
            for division in &picture.divisions {
                let moves: Vec<String> = division
                    .lines
                    .iter()
                    .filter(|l| !l.note.is_empty())
                    .map(|l| format!("{} — {}", l.name, l.note))
                    .collect();
                lines.push(format!("**{}**\n{}", division.title, moves.join("\n")));
            }
            let png = ctx.data().pictures.draw(move |r| r.pyramid_png(&picture)).await?;
            ctx.send(
                poise::CreateReply::default()
                    .content(fit(&lines.join("\n"), MAX_CONTENT))
                    .attachment(CreateAttachment::bytes(png, "pyramid.png")),
            )
            .await?;
            Ok(())
        }
    }
}
