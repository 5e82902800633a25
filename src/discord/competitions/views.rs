//! What competitions look like: tables (pictures with a text version), fixtures, brackets, the
//! CSV exports, the audit log and the ratings.

use poise::serenity_prelude as serenity;
use serenity::CreateAttachment;
use touchline_league::{groups, Entrant, Table};
use touchline_render::bracket::{BracketPicture, BracketRound, BracketTie};
use touchline_render::crest::Crest;
use touchline_render::standings::{StandingsLine, StandingsPicture};

use super::*;
use crate::competition::{Fixture, SeasonStatus, Stage};
use crate::discord::reply::{fit, MAX_CONTENT};
pub use crate::leagues::words::{fixture_state, round_title, tie_score, tiebreak_notes};

pub(super) fn first_open_round(s: &Standing) -> u32 {
    s.fixtures.iter().filter(|f| f.result.is_none()).map(|f| f.spec.round).min().unwrap_or(1)
}

pub(super) fn fixture_line(f: &Fixture, names: &HashMap<Entrant, String>) -> String {
    let name = |id: &Entrant| names.get(id).cloned().unwrap_or_else(|| format!("#{id}"));
    let state = fixture_state(f, names);
    let leg = match (f.spec.stage, f.spec.leg) {
        (Stage::Knockout, 2) => " (2nd leg)",
        (Stage::Knockout, 3) => " (decider)",
        _ => "",
    };
    format!("`#{}` {} v {}{leg} — {state}", f.id, name(&f.spec.home), name(&f.spec.away))
}

pub(super) fn fixtures_text(s: &Standing, round: Option<u32>) -> String {
    let names = names(s);
    let mut lines = Vec::new();
    let mut last = String::new();
    for f in s.fixtures.iter().filter(|f| round.is_none_or(|r| f.spec.round == r)) {
        let title = round_title(s, f);
        if title != last {
            lines.push(format!("**{title}**"));
            last = title;
        }
        lines.push(fixture_line(f, &names));
    }
    if lines.is_empty() {
        return "No fixtures there.".to_string();
    }
    lines.join("\n")
}

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
    let store = ctx.data().store();
    let season = store.current_season(c.id).await?;
    if season.status == SeasonStatus::Open {
        return private(ctx, format!("'{}' hasn't started yet, so there are no fixtures.", c.spec.name)).await;
    }
    let s = ops::standing(store, &c, season).await?;
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

/// The crests of a competition's server, ready to draw.
pub(super) async fn crests(bot: &Bot, c: &Competition) -> Result<HashMap<Entrant, Crest>, Error> {
    let stored = bot.store().crests(c.spec.guild_id).await?;
    Ok(stored.into_iter().filter_map(|(player, png)| Some((player, Crest::from_png(&png)?))).collect())
}

pub(super) fn standings_picture(
    c: &Competition,
    s: &Standing,
    group: Option<u32>,
    table: &Table,
    crests: &HashMap<Entrant, Crest>,
) -> StandingsPicture {
    let names = names(s);
    let name = |id: Entrant| names.get(&id).cloned().unwrap_or_else(|| format!("#{id}"));
    let title = match group {
        Some(g) => format!("{} — Group {}", c.spec.name, groups::group_name(g as usize)),
        None => format!("{} — Season {}", c.spec.name, s.season.number),
    };
    StandingsPicture {
        title,
        subtitle: summary(c),
        rows: table
            .rows
            .iter()
            .map(|r| StandingsLine {
                position: r.position,
                name: name(r.entrant),
                played: r.played,
                won: r.won,
                drawn: r.drawn,
                lost: r.lost,
                goals_for: r.goals_for,
                goals_against: r.goals_against,
                goal_difference: r.goal_difference,
                points: r.points,
                form: r.form.iter().map(|f| f.letter()).collect(),
                crest: crests.get(&r.entrant).cloned(),
            })
            .collect(),
        footnotes: tiebreak_notes(table, &name),
    }
}

/// The table as monospaced text: the fallback when images are off, and for screen readers.
pub fn table_text(table: &Table, name: &dyn Fn(Entrant) -> String) -> String {
    let mut out = String::from("```\n #  Team            P  W  D  L  GF  GA  GD  Pts\n");
    for r in &table.rows {
        let team: String = name(r.entrant).chars().take(14).collect();
        out.push_str(&format!(
            "{:>2}  {:<14} {:>2} {:>2} {:>2} {:>2} {:>3} {:>3} {:>+3} {:>4}\n",
            r.position,
            team,
            r.played,
            r.won,
            r.drawn,
            r.lost,
            r.goals_for,
            r.goals_against,
            r.goal_difference,
            r.points
        ));
    }
    out.push_str("```");
    out
}

async fn post_tables(ctx: Context<'_>, c: &Competition, s: &Standing) -> Result<(), Error> {
    let names = names(s);
    let name = |id: Entrant| names.get(&id).cloned().unwrap_or_else(|| format!("#{id}"));
    let mut reply = poise::CreateReply::default();
    let mut text = vec![format!("**{}** season {}", c.spec.name, s.season.number)];
    let crests = crests(ctx.data(), c).await?;
    for (i, (group, table)) in s.tables.iter().enumerate() {
        let picture = standings_picture(c, s, *group, table, &crests);
        if let Some(g) = group {
            text.push(format!("Group {}", groups::group_name(*g as usize)));
        }
        text.push(table_text(table, &name));
        text.extend(picture.footnotes.iter().map(|n| format!("-# {n}")));
        let png = ctx.data().draw(move |r| r.standings_png(&picture)).await?;
        reply = reply.attachment(CreateAttachment::bytes(png, format!("table-{}.png", i + 1)));
    }
    if s.tables.is_empty() {
        return private(ctx, format!("'{}' is a knockout: see `/tournament bracket`.", c.spec.name)).await;
    }
    // The competition's web page, under the title (where a long table cannot crowd it out).
    if let Some(line) = super::publish::page_line(ctx, c).await? {
        text.insert(1, line);
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
    let store = ctx.data().store();
    let season = store.current_season(c.id).await?;
    let s = ops::standing(store, &c, season).await?;
    post_tables(ctx, &c, &s).await
}

pub(super) fn bracket_picture(
    c: &Competition,
    s: &Standing,
    crests: &HashMap<Entrant, Crest>,
) -> Option<BracketPicture> {
    let bracket = s.bracket.as_ref()?;
    let names = names(s);
    let name = |id: Entrant| names.get(&id).cloned().unwrap_or_else(|| format!("#{id}"));
    let rounds = bracket
        .view()
        .into_iter()
        .enumerate()
        .map(|(i, ties)| BracketRound {
            name: bracket.round_name(i as u32 + 1),
            ties: ties
                .into_iter()
                .map(|t| {
                    let score = (!t.legs.is_empty()).then(|| tie_score(&t.legs, t.home, &names));
                    BracketTie {
                        home: t.home.map(name),
                        away: t.away.map(name),
                        score,
                        winner: t.winner.map(|w| if Some(w) == t.home { 0 } else { 1 }),
                        bye: t.bye,
                        crests: [t.home, t.away].map(|e| e.and_then(|e| crests.get(&e).cloned())),
                    }
                })
                .collect(),
        })
        .collect();
    Some(BracketPicture { title: format!("{} — Season {}", c.spec.name, s.season.number), rounds })
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
    let store = ctx.data().store();
    let season = store.current_season(c.id).await?;
    let s = ops::standing(store, &c, season).await?;
    let Some(picture) = bracket_picture(&c, &s, &crests(ctx.data(), &c).await?) else {
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
    let png = ctx.data().draw(move |r| r.bracket_png(&picture)).await?;
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
    let store = ctx.data().store();
    let s = ops::standing(store, &c, store.current_season(c.id).await?).await?;
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
    let entries = ctx.data().store().audit_log(c.id).await?;
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
    let store = ctx.data().store();
    let list = store.ratings(kind).await?;
    let mut sections = Vec::new();
    if !list.is_empty() {
        let lines: Vec<String> = list
            .iter()
            .take(20)
            .enumerate()
            .map(|(i, (_, name, r))| format!("{}. **{}** — {:.0} ({} played)", i + 1, name, r.rating, r.played))
            .collect();
        sections.push(format!("**{} ratings** (Elo, everyone starts at 1500)\n{}", kind.title(), lines.join("\n")));
    }
    // Solo boards, for games played alone against their own side (one per difficulty).
    for level in kind.solo_levels() {
        let board = store.solo_leaderboard(kind, level).await?;
        if board.is_empty() {
            continue;
        }
        let lines: Vec<String> = board
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
        let solo = if kind.solo_levels().is_empty() { "" } else { ", and solo boards from solo matches" };
        return public(
            ctx,
            format!("No rated {} matches yet: ratings come from matches between two people{solo}.", kind.title()),
        )
        .await;
    }
    public(ctx, sections.join("\n\n")).await
}
