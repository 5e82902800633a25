//! `/league`, `/tournament` and `/rating`: thin commands over [`crate::leagues`], plus what the
//! bot says in a competition's channel when a fixture's match ends, a round is drawn, a deadline
//! passes or a season finishes.

use std::collections::HashMap;

use poise::serenity_prelude as serenity;
use serenity::{ChannelId, CreateAttachment, CreateMessage};
use touchline_games::{AnyConfig, GameKind};
use touchline_league::{groups, Entrant, PointsRule, Preset, Table};
use touchline_render::bracket::{BracketPicture, BracketRound, BracketTie};
use touchline_render::standings::{StandingsLine, StandingsPicture};

use super::commands::{display, FormatChoice, GameChoice, TimeoutChoice, TimerChoice};
use super::ids::{Action, ComponentId};
use super::present::{fit, MAX_CONTENT};
use super::router::Reply;
use super::{flow, Bot, Context, Error};
use crate::leagues::{self as ops, LeagueOpError, PlayNext, Standing};
use crate::store::{
    Competition, CompetitionKind, Fixture, FixtureStatus, Format, MissedDeadline, NewCompetition, Occupant, OnTimeout,
    SeasonStatus, Stage, TurnClock,
};

pub fn commands() -> Vec<poise::Command<Bot, Error>> {
    vec![league(), tournament(), rating()]
}

#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum TiebreakChoice {
    #[name = "football (GD, goals, head-to-head)"]
    Football,
    #[name = "head-to-head first (UEFA)"]
    HeadToHeadFirst,
    #[name = "FASISAC (goals scored)"]
    Fasisac,
}

impl From<TiebreakChoice> for Preset {
    fn from(t: TiebreakChoice) -> Preset {
        match t {
            TiebreakChoice::Football => Preset::Football,
            TiebreakChoice::HeadToHeadFirst => Preset::HeadToHeadFirst,
            TiebreakChoice::Fasisac => Preset::Fasisac,
        }
    }
}

#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum CupFormat {
    #[name = "knockout"]
    Knockout,
    #[name = "Swiss"]
    Swiss,
    #[name = "groups then knockout"]
    Groups,
}

#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum DeadlineChoice {
    #[name = "forfeit against the side that did not turn up"]
    Forfeit,
    #[name = "an admin decides"]
    Admin,
}

async fn private(ctx: Context<'_>, text: impl Into<String>) -> Result<(), Error> {
    ctx.send(poise::CreateReply::default().content(fit(&text.into(), MAX_CONTENT)).ephemeral(true)).await?;
    Ok(())
}

async fn public(ctx: Context<'_>, text: impl Into<String>) -> Result<(), Error> {
    ctx.send(poise::CreateReply::default().content(fit(&text.into(), MAX_CONTENT))).await?;
    Ok(())
}

/// Answer a refused request privately; pass anything else on.
async fn answer<T>(ctx: Context<'_>, result: Result<T, LeagueOpError>) -> Result<Option<T>, Error> {
    match result {
        Ok(v) => Ok(Some(v)),
        Err(LeagueOpError::Refused(text)) => {
            private(ctx, text).await?;
            Ok(None)
        }
        Err(LeagueOpError::Store(e)) => Err(e.into()),
    }
}

async fn me(ctx: Context<'_>) -> Result<i64, Error> {
    let author = ctx.author();
    Ok(ctx.data().store().upsert_player(&author.id.to_string(), display(author)).await?)
}

fn guild(ctx: Context<'_>) -> u64 {
    ctx.guild_id().map(|g| g.get()).unwrap_or_default()
}

/// Manage Server, or the server's competition admin role.
async fn is_admin(ctx: Context<'_>) -> Result<bool, Error> {
    let Some(member) = ctx.author_member().await else { return Ok(false) };
    if member.permissions.is_some_and(|p| p.manage_guild() || p.administrator()) {
        return Ok(true);
    }
    Ok(match ctx.data().store().admin_role(guild(ctx)).await? {
        Some(role) => member.roles.iter().any(|r| r.get() == role),
        None => false,
    })
}

async fn refuse_unless_admin(ctx: Context<'_>, what: &str) -> Result<bool, Error> {
    if is_admin(ctx).await? {
        return Ok(true);
    }
    private(
        ctx,
        format!(
            "Only competition admins can {what}: people with Manage Server, or the role set with `/league admins`."
        ),
    )
    .await?;
    Ok(false)
}

async fn complete_name<'a>(ctx: Context<'a>, partial: &'a str) -> Vec<String> {
    ctx.data().store().competition_names(guild(ctx), partial).await.unwrap_or_default()
}

async fn find(ctx: Context<'_>, name: &str, kind: Option<CompetitionKind>) -> Result<Option<Competition>, Error> {
    answer(ctx, ops::find(ctx.data().store(), guild(ctx), name, kind).await).await
}

fn lots_seed() -> u64 {
    crate::cli::fresh_seed()
}

fn parse_points(text: Option<&str>) -> Result<PointsRule, String> {
    let Some(text) = text else { return Ok(PointsRule { win: 3, draw: 1, loss: 0 }) };
    let parts: Vec<Option<u32>> =
        text.split(['-', '/', ' ', ',']).filter(|p| !p.is_empty()).map(|p| p.parse().ok()).collect();
    match parts.as_slice() {
        [Some(win), Some(draw), Some(loss)] => Ok(PointsRule { win: *win, draw: *draw, loss: *loss }),
        _ => Err(format!("'{text}' is not a points rule: write win-draw-loss, e.g. 3-1-0.")),
    }
}

#[allow(clippy::too_many_arguments)]
fn spec(
    ctx: Context<'_>,
    me: i64,
    name: String,
    kind: CompetitionKind,
    format: Format,
    config: AnyConfig,
    legs: u32,
    points: PointsRule,
    tiebreak: Preset,
    timer: Option<TimerChoice>,
    on_timeout: Option<TimeoutChoice>,
    deadline_days: Option<u32>,
    missed: Option<DeadlineChoice>,
    forfeit_goals: Option<u32>,
) -> NewCompetition {
    let timers = &ctx.data().timers;
    NewCompetition {
        guild_id: guild(ctx),
        channel_id: ctx.channel_id().get(),
        name,
        kind,
        config,
        format,
        legs,
        points,
        tiebreak,
        clock: TurnClock {
            turn_seconds: match timer {
                Some(TimerChoice::Casual) => timers.casual_seconds,
                _ => timers.standard_seconds,
            },
            on_timeout: match on_timeout {
                Some(TimeoutChoice::Forfeit) => OnTimeout::Forfeit,
                _ => OnTimeout::AutoMove,
            },
        },
        round_seconds: deadline_days.map(|d| d as u64 * 86_400),
        missed_deadline: match missed {
            Some(DeadlineChoice::Admin) => MissedDeadline::Admin,
            _ => MissedDeadline::Forfeit,
        },
        forfeit_goals: forfeit_goals.unwrap_or(3),
        groups: None,
        qualifiers: None,
        swiss_rounds: None,
        created_by: me,
    }
}

fn summary(c: &Competition) -> String {
    let format = match c.spec.format {
        Format::RoundRobin if c.spec.legs == 2 => "double round robin".to_string(),
        Format::RoundRobin => format!("round robin, {} leg(s)", c.spec.legs),
        Format::Knockout => format!("knockout, {}-legged ties", c.spec.legs),
        Format::Swiss => "Swiss".to_string(),
        Format::Groups => {
            format!("{} group(s), top {} to a knockout", c.spec.groups.unwrap_or(1), c.spec.qualifiers.unwrap_or(1))
        }
    };
    let p = c.spec.points;
    let deadline = match c.spec.round_seconds {
        Some(s) => format!("{} day(s) per round", s / 86_400),
        None => "no round deadlines".to_string(),
    };
    format!(
        "{} ({}) · {format} · points {}-{}-{} · tie-break: {} · {deadline}",
        ops::game_title(c),
        super::commands::describe(&c.spec.config),
        p.win,
        p.draw,
        p.loss,
        c.spec.tiebreak.name()
    )
}

/// Leagues: a table over seasons.
#[poise::command(
    slash_command,
    guild_only,
    subcommands(
        "league_create",
        "join",
        "leave",
        "start",
        "table",
        "fixtures",
        "play",
        "report",
        "confirm",
        "dispute",
        "override_",
        "export",
        "season",
        "admins",
        "log"
    )
)]
pub async fn league(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Cups: knockout, Swiss, or groups then knockout.
#[poise::command(
    slash_command,
    guild_only,
    subcommands(
        "tournament_create",
        "join",
        "leave",
        "start",
        "bracket",
        "table",
        "fixtures",
        "play",
        "report",
        "confirm",
        "dispute",
        "override_",
        "export"
    )
)]
pub async fn tournament(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Create a league (admins).
#[poise::command(slash_command, rename = "create")]
#[allow(clippy::too_many_arguments)]
pub async fn league_create(
    ctx: Context<'_>,
    #[description = "The league's name"] name: String,
    #[description = "Which game"] game: GameChoice,
    #[description = "Legs: 1 = everyone once, 2 = home and away (default 2)"]
    #[min = 1]
    #[max = 4]
    legs: Option<u32>,
    #[description = "KIX: 5-a-side or 11-a-side"] format: Option<FormatChoice>,
    #[description = "FUBA advanced rules: a1,a2,a3,a5,a6 or all (a4 injuries is on; -a4 turns it off)"]
    advanced: Option<String>,
    #[description = "Points for win-draw-loss (default 3-1-0)"] points: Option<String>,
    #[description = "How teams level on points are separated (default football)"] tiebreak: Option<TiebreakChoice>,
    #[description = "Time per move in matches"] timer: Option<TimerChoice>,
    #[description = "When a player runs out of time in a match"] on_timeout: Option<TimeoutChoice>,
    #[description = "Days allowed per round (default: no deadlines)"]
    #[min = 1]
    #[max = 60]
    deadline_days: Option<u32>,
    #[description = "What a missed deadline does"] missed_deadline: Option<DeadlineChoice>,
    #[description = "The score of a forfeit (default 3, i.e. 3–0)"]
    #[min = 1]
    #[max = 10]
    forfeit_score: Option<u32>,
) -> Result<(), Error> {
    if !refuse_unless_admin(ctx, "create a league").await? {
        return Ok(());
    }
    let points = match parse_points(points.as_deref()) {
        Ok(p) => p,
        Err(text) => return private(ctx, text).await,
    };
    let config = match super::commands::game_options(game.into(), format, false, advanced.as_deref()) {
        Ok(c) => c,
        Err(text) => return private(ctx, text).await,
    };
    let me = me(ctx).await?;
    let tiebreak = tiebreak.map(Preset::from).unwrap_or(Preset::Football);
    let spec = spec(
        ctx,
        me,
        name,
        CompetitionKind::League,
        Format::RoundRobin,
        config,
        legs.unwrap_or(2),
        points,
        tiebreak,
        timer,
        on_timeout,
        deadline_days,
        missed_deadline,
        forfeit_score,
    );
    let Some(c) = answer(ctx, ops::create(ctx.data().store(), spec, lots_seed()).await).await? else { return Ok(()) };
    public(
        ctx,
        format!(
            "🏟️ League **{}** created: {}.\nJoin with `/league join name:{}`; an admin starts it with `/league start`.",
            c.spec.name,
            summary(&c),
            c.spec.name
        ),
    )
    .await
}

/// Create a tournament (admins).
#[poise::command(slash_command, rename = "create")]
#[allow(clippy::too_many_arguments)]
pub async fn tournament_create(
    ctx: Context<'_>,
    #[description = "The tournament's name"] name: String,
    #[description = "Which game"] game: GameChoice,
    #[description = "Knockout, Swiss, or groups then knockout"] format: CupFormat,
    #[description = "Knockout ties: 1 or 2 legs (default 1)"]
    #[min = 1]
    #[max = 2]
    legs: Option<u32>,
    #[description = "Groups then knockout: how many groups (default 2)"]
    #[min = 1]
    #[max = 8]
    groups: Option<u32>,
    #[description = "Groups then knockout: how many go through from each group (default 2)"]
    #[min = 1]
    #[max = 4]
    qualifiers: Option<u32>,
    #[description = "Swiss: how many rounds (default: enough to find a winner)"]
    #[min = 1]
    #[max = 15]
    rounds: Option<u32>,
    #[description = "KIX: 5-a-side or 11-a-side"] kix_format: Option<FormatChoice>,
    #[description = "FUBA advanced rules: a1,a2,a3,a5,a6 or all (a4 injuries is on; -a4 turns it off)"]
    advanced: Option<String>,
    #[description = "Time per move in matches"] timer: Option<TimerChoice>,
    #[description = "When a player runs out of time in a match"] on_timeout: Option<TimeoutChoice>,
    #[description = "Days allowed per round (default: no deadlines)"]
    #[min = 1]
    #[max = 60]
    deadline_days: Option<u32>,
) -> Result<(), Error> {
    if !refuse_unless_admin(ctx, "create a tournament").await? {
        return Ok(());
    }
    let config = match super::commands::game_options(game.into(), kix_format, false, advanced.as_deref()) {
        Ok(c) => c,
        Err(text) => return private(ctx, text).await,
    };
    let me = me(ctx).await?;
    let (format, tiebreak) = match format {
        CupFormat::Knockout => (Format::Knockout, Preset::Football),
        CupFormat::Swiss => (Format::Swiss, Preset::Swiss),
        CupFormat::Groups => (Format::Groups, Preset::Football),
    };
    let mut spec = spec(
        ctx,
        me,
        name,
        CompetitionKind::Tournament,
        format,
        config,
        legs.unwrap_or(1),
        PointsRule { win: 3, draw: 1, loss: 0 },
        tiebreak,
        timer,
        on_timeout,
        deadline_days,
        None,
        None,
    );
    if format == Format::Groups {
        spec.groups = Some(groups.unwrap_or(2));
        spec.qualifiers = Some(qualifiers.unwrap_or(2));
    }
    spec.swiss_rounds = rounds.filter(|_| format == Format::Swiss);
    let Some(c) = answer(ctx, ops::create(ctx.data().store(), spec, lots_seed()).await).await? else { return Ok(()) };
    public(
        ctx,
        format!(
            "🏆 Tournament **{}** created: {}.\nJoin with `/tournament join name:{}`; an admin starts it with `/tournament start`.",
            c.spec.name,
            summary(&c),
            c.spec.name
        ),
    )
    .await
}

/// Join a competition before it starts.
#[poise::command(slash_command)]
pub async fn join(
    ctx: Context<'_>,
    #[description = "The competition"]
    #[autocomplete = "complete_name"]
    name: String,
) -> Result<(), Error> {
    let Some(c) = find(ctx, &name, None).await? else { return Ok(()) };
    let me = me(ctx).await?;
    let Some(season) = answer(ctx, ops::join(ctx.data().store(), &c, me).await).await? else { return Ok(()) };
    let count = ctx.data().store().members(season.id).await?.len();
    public(ctx, format!("✅ <@{}> joined **{}** ({count} in so far).", ctx.author().id, c.spec.name)).await
}

/// Leave a competition before it starts.
#[poise::command(slash_command)]
pub async fn leave(
    ctx: Context<'_>,
    #[description = "The competition"]
    #[autocomplete = "complete_name"]
    name: String,
) -> Result<(), Error> {
    let Some(c) = find(ctx, &name, None).await? else { return Ok(()) };
    let me = me(ctx).await?;
    if answer(ctx, ops::leave(ctx.data().store(), &c, me).await).await?.is_some() {
        private(ctx, format!("You left '{}'.", c.spec.name)).await?;
    }
    Ok(())
}

/// Start a competition: the fixtures are drawn up (admins).
#[poise::command(slash_command)]
pub async fn start(
    ctx: Context<'_>,
    #[description = "The competition"]
    #[autocomplete = "complete_name"]
    name: String,
) -> Result<(), Error> {
    let Some(c) = find(ctx, &name, None).await? else { return Ok(()) };
    if !refuse_unless_admin(ctx, "start a competition").await? {
        return Ok(());
    }
    let me = me(ctx).await?;
    let store = ctx.data().store();
    let Some(count) = answer(ctx, ops::start(store, &c, me, flow::now_ms()).await).await? else { return Ok(()) };
    let season = store.current_season(c.id).await?;
    let s = ops::standing(store, &c, season).await?;
    let mentions: Vec<String> = s.members.iter().map(|m| format!("<@{}>", m.discord_id)).collect();
    let word = kind_word(&c);
    public(
        ctx,
        format!(
            "📣 **{}** season {} is under way: {count} fixtures drawn up for {}.\n{}\n\nSee yours with `/{word} fixtures`; start your next match with `/{word} play` (it kicks off when both sides have).",
            c.spec.name,
            s.season.number,
            mentions.join(" "),
            fixtures_text(&s, Some(first_open_round(&s)))
        ),
    )
    .await
}

fn kind_word(c: &Competition) -> &'static str {
    ops::kind_word(c.spec.kind)
}

fn names(s: &Standing) -> HashMap<Entrant, String> {
    s.members.iter().map(|m| (m.player_id, m.name.clone())).collect()
}

fn first_open_round(s: &Standing) -> u32 {
    s.fixtures.iter().filter(|f| f.result.is_none()).map(|f| f.spec.round).min().unwrap_or(1)
}

fn fixture_line(f: &Fixture, names: &HashMap<Entrant, String>) -> String {
    let name = |id: &Entrant| names.get(id).cloned().unwrap_or_else(|| format!("#{id}"));
    let state = match ops::score_text(f, names) {
        Some(score) => score,
        None => match f.status {
            FixtureStatus::InPlay => "being played".to_string(),
            FixtureStatus::Reported => "score reported, awaiting confirmation".to_string(),
            FixtureStatus::Disputed => "disputed: awaiting an admin".to_string(),
            FixtureStatus::Overdue => "deadline missed: awaiting an admin".to_string(),
            _ if f.home_ready || f.away_ready => "one side ready".to_string(),
            _ => "to play".to_string(),
        },
    };
    let leg = match (f.spec.stage, f.spec.leg) {
        (Stage::Knockout, 2) => " (2nd leg)",
        (Stage::Knockout, 3) => " (decider)",
        _ => "",
    };
    format!("`#{}` {} v {}{leg} — {state}", f.id, name(&f.spec.home), name(&f.spec.away))
}

fn round_title(s: &Standing, f: &Fixture) -> String {
    match (f.spec.stage, &s.bracket) {
        (Stage::Knockout, Some(b)) => b.round_name(f.spec.round),
        (Stage::Group, _) => {
            format!("Group {} · round {}", groups::group_name(f.spec.group_no.unwrap_or(0) as usize), f.spec.round)
        }
        _ => format!("Round {}", f.spec.round),
    }
}

fn fixtures_text(s: &Standing, round: Option<u32>) -> String {
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

fn standings_picture(c: &Competition, s: &Standing, group: Option<u32>, table: &Table) -> StandingsPicture {
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
            })
            .collect(),
        footnotes: tiebreak_notes(table, &name),
    }
}

/// Which tie-break separated teams level on points, in words.
fn tiebreak_notes(table: &Table, name: &dyn Fn(Entrant) -> String) -> Vec<String> {
    let mut notes = Vec::new();
    for pair in table.rows.windows(2) {
        if let Some(criterion) = pair[1].separated_by.filter(|c| *c != touchline_league::Criterion::Points) {
            notes.push(format!("{} above {} on {}", name(pair[0].entrant), name(pair[1].entrant), criterion.label()));
        }
    }
    notes
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
    for (i, (group, table)) in s.tables.iter().enumerate() {
        let picture = standings_picture(c, s, *group, table);
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

fn bracket_picture(c: &Competition, s: &Standing) -> Option<BracketPicture> {
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
                    }
                })
                .collect(),
        })
        .collect();
    Some(BracketPicture { title: format!("{} — Season {}", c.spec.name, s.season.number), rounds })
}

/// A tie's score from the upper side: one leg "2–1", "1–1 (4–3 pens)" style notes, or the
/// aggregate over two legs.
fn tie_score(legs: &[touchline_league::Played], home: Option<Entrant>, names: &HashMap<Entrant, String>) -> String {
    let home = home.unwrap_or_default();
    let (mut h, mut a) = (0, 0);
    for p in legs {
        if p.home == home {
            h += p.home_goals;
            a += p.away_goals;
        } else {
            h += p.away_goals;
            a += p.home_goals;
        }
    }
    let mut text = if legs.len() > 1 { format!("{h}–{a} agg.") } else { format!("{h}–{a}") };
    if let Some(w) = legs.iter().rev().find_map(|p| p.decided_for) {
        text.push_str(&format!(" ({} through)", names.get(&w).cloned().unwrap_or_default()));
    }
    text
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
    let Some(picture) = bracket_picture(&c, &s) else {
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

/// Start your next fixture: it kicks off in a thread once both sides are ready.
#[poise::command(slash_command)]
pub async fn play(
    ctx: Context<'_>,
    #[description = "The competition"]
    #[autocomplete = "complete_name"]
    name: String,
) -> Result<(), Error> {
    let Some(c) = find(ctx, &name, None).await? else { return Ok(()) };
    let me = me(ctx).await?;
    let Some(next) = answer(ctx, ops::play_next(ctx.data().store(), &c, me).await).await? else { return Ok(()) };
    present_ready(ctx.serenity_context(), ctx.data(), &c, next, ReplyTo::Command(ctx)).await
}

enum ReplyTo<'a> {
    Command(Context<'a>),
    Click(&'a Reply<'a>),
}

impl ReplyTo<'_> {
    async fn say(
        &self,
        text: String,
        ephemeral: bool,
        components: Vec<serenity::CreateActionRow>,
    ) -> Result<(), Error> {
        match self {
            ReplyTo::Command(ctx) => {
                ctx.send(poise::CreateReply::default().content(text).ephemeral(ephemeral).components(components))
                    .await?;
            }
            ReplyTo::Click(reply) => reply.say(text, ephemeral, components).await?,
        }
        Ok(())
    }
}

fn ready_button(fixture: i64) -> serenity::CreateActionRow {
    let id = ComponentId::new(fixture, 0, Action::Ready).encode();
    serenity::CreateActionRow::Buttons(vec![serenity::CreateButton::new(id)
        .label("Ready")
        .style(serenity::ButtonStyle::Success)])
}

async fn present_ready(
    ctx: &serenity::Context,
    bot: &Bot,
    c: &Competition,
    next: PlayNext,
    reply: ReplyTo<'_>,
) -> Result<(), Error> {
    match next {
        PlayNext::Waiting { fixture, opponent } => {
            let text = format!(
                "<@{}>, your opponent is ready for your **{}** fixture `#{}`. Press Ready (or use `/{} play`) to kick off.",
                opponent.discord_id,
                c.spec.name,
                fixture.id,
                kind_word(c)
            );
            reply.say(text, false, vec![ready_button(fixture.id)]).await
        }
        PlayNext::InPlay { fixture } => {
            let thread = match fixture.match_id {
                Some(m) => bot.store().discord_match(m).await?.map(|l| format!(" in <#{}>", l.thread_id)),
                None => None,
            };
            reply
                .say(format!("Your fixture is already being played{}.", thread.unwrap_or_default()), true, vec![])
                .await
        }
        PlayNext::Start { fixture } => {
            if let ReplyTo::Command(ctx) = &reply {
                // Opening the thread and posting the board takes several calls to Discord:
                // answer the command first. (A click was acknowledged by the router.)
                ctx.defer().await?;
            }
            let channel = ChannelId::new(c.spec.channel_id);
            let seats = vec![Occupant::Player(fixture.spec.home), Occupant::Player(fixture.spec.away)];
            let config = ops::fixture_config(c, &fixture);
            let opened = flow::open_match_for(
                ctx,
                bot,
                Some(c.spec.guild_id),
                channel,
                config,
                c.spec.clock,
                seats,
                Some(fixture.id),
            )
            .await;
            match opened {
                Ok(opened) => {
                    let text =
                        format!("⚽ **{}** fixture `#{}` kicks off in <#{}>.", c.spec.name, fixture.id, opened.thread);
                    reply.say(text, false, vec![]).await
                }
                Err(e) => {
                    bot.store().release_fixture(fixture.id).await?;
                    Err(e)
                }
            }
        }
    }
}

/// The Ready button under a "your opponent is ready" post.
pub async fn ready_clicked(
    ctx: &serenity::Context,
    bot: &Bot,
    reply: &Reply<'_>,
    fixture_id: i64,
) -> Result<(), Error> {
    let store = bot.store();
    let user = &reply.click.user;
    let me = store.upsert_player(&user.id.to_string(), display(user)).await?;
    let Some(fixture) = store.fixture(fixture_id).await?.filter(|f| f.involves(me)) else {
        return reply.private("This isn't your fixture.".into(), vec![]).await;
    };
    let season = store.season(fixture.season_id).await?;
    let Some(c) = store.competition_by_id(season.competition_id).await? else {
        return reply.private("This competition no longer exists.".into(), vec![]).await;
    };
    match ops::play_next(store, &c, me).await {
        Ok(next) => present_ready(ctx, bot, &c, next, ReplyTo::Click(reply)).await,
        Err(LeagueOpError::Refused(text)) => reply.private(text, vec![]).await,
        Err(LeagueOpError::Store(e)) => Err(e.into()),
    }
}

/// Report the score of your next fixture played away from the bot; your opponent confirms.
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
    let Some(c) = find(ctx, &name, None).await? else { return Ok(()) };
    let me = me(ctx).await?;
    let store = ctx.data().store();
    let Some((fixture, opponent)) =
        answer(ctx, ops::report(store, &c, me, my_goals, their_goals, went_through).await).await?
    else {
        return Ok(());
    };
    public(
        ctx,
        format!(
            "📝 <@{}> reports {my_goals}–{their_goals} against <@{}> (fixture `#{}`, {}). <@{}>: `/{} confirm` if that's right, `/{} dispute` if not.",
            ctx.author().id,
            opponent.discord_id,
            fixture.id,
            c.spec.name,
            opponent.discord_id,
            kind_word(&c),
            kind_word(&c)
        ),
    )
    .await
}

/// Confirm the score your opponent reported.
#[poise::command(slash_command)]
pub async fn confirm(
    ctx: Context<'_>,
    #[description = "The competition"]
    #[autocomplete = "complete_name"]
    name: String,
) -> Result<(), Error> {
    let Some(c) = find(ctx, &name, None).await? else { return Ok(()) };
    let me = me(ctx).await?;
    let store = ctx.data().store();
    let Some((fixture, progress)) = answer(ctx, ops::confirm(store, &c, me, flow::now_ms()).await).await? else {
        return Ok(());
    };
    let s = ops::standing(store, &c, store.season(fixture.season_id).await?).await?;
    public(ctx, format!("✅ Result confirmed: {}", fixture_line(&fixture, &names(&s)))).await?;
    announce_progress(ctx.serenity_context(), ctx.data(), &c, progress).await
}

/// Dispute the score your opponent reported; an admin will settle it.
#[poise::command(slash_command)]
pub async fn dispute(
    ctx: Context<'_>,
    #[description = "The competition"]
    #[autocomplete = "complete_name"]
    name: String,
    #[description = "What is wrong with the reported score"] reason: String,
) -> Result<(), Error> {
    let Some(c) = find(ctx, &name, None).await? else { return Ok(()) };
    let me = me(ctx).await?;
    let Some(fixture) = answer(ctx, ops::dispute(ctx.data().store(), &c, me, &reason).await).await? else {
        return Ok(());
    };
    public(
        ctx,
        format!(
            "⚠️ Fixture `#{}` of **{}** is disputed. An admin settles it with `/{} override fixture:{}`.",
            fixture.id,
            c.spec.name,
            kind_word(&c),
            fixture.id
        ),
    )
    .await
}

/// Set a fixture's result, replacing any it had; the reason goes in the audit log (admins).
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
    let Some(c) = find(ctx, &name, None).await? else { return Ok(()) };
    if !refuse_unless_admin(ctx, "override results").await? {
        return Ok(());
    }
    let me = me(ctx).await?;
    let store = ctx.data().store();
    let now = flow::now_ms();
    let result =
        ops::override_result(store, &c, me, fixture, home_goals, away_goals, home_went_through, &reason, now).await;
    let Some((fixture, progress)) = answer(ctx, result).await? else { return Ok(()) };
    let s = ops::standing(store, &c, store.season(fixture.season_id).await?).await?;
    public(
        ctx,
        format!("🛠️ Result set by <@{}>: {} — {}", ctx.author().id, fixture_line(&fixture, &names(&s)), reason.trim()),
    )
    .await?;
    announce_progress(ctx.serenity_context(), ctx.data(), &c, progress).await
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

/// Seasons of a league.
#[poise::command(slash_command, subcommands("season_new"))]
pub async fn season(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Open the next season once this one is over: same members, a fresh table (admins).
#[poise::command(slash_command, rename = "new")]
pub async fn season_new(
    ctx: Context<'_>,
    #[description = "The league"]
    #[autocomplete = "complete_name"]
    name: String,
) -> Result<(), Error> {
    let Some(c) = find(ctx, &name, None).await? else { return Ok(()) };
    if !refuse_unless_admin(ctx, "open a new season").await? {
        return Ok(());
    }
    let me = me(ctx).await?;
    let store = ctx.data().store();
    let Some(season) = answer(ctx, ops::new_season(store, &c, me, lots_seed()).await).await? else { return Ok(()) };
    let members = store.members(season.id).await?.len();
    public(
        ctx,
        format!(
            "🗓️ **{}** season {} is open with the same {members} members; the old table is archived. Others can `/{} join` until an admin starts it.",
            c.spec.name,
            season.number,
            kind_word(&c)
        ),
    )
    .await
}

/// Choose the role (besides Manage Server) that may run competitions here.
#[poise::command(slash_command, required_permissions = "MANAGE_GUILD")]
pub async fn admins(
    ctx: Context<'_>,
    #[description = "The role; leave out to clear it"] role: Option<serenity::Role>,
) -> Result<(), Error> {
    ctx.data().store().set_admin_role(guild(ctx), role.as_ref().map(|r| r.id.get())).await?;
    match role {
        Some(r) => private(ctx, format!("Members with the role **{}** can now run competitions here.", r.name)).await,
        None => private(ctx, "Only people with Manage Server can run competitions here now.").await,
    }
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

/// Ratings.
#[poise::command(slash_command, subcommands("leaderboard"))]
pub async fn rating(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// The best-rated players of a game (Elo, from every result between two people).
#[poise::command(slash_command)]
pub async fn leaderboard(ctx: Context<'_>, #[description = "Which game"] game: GameChoice) -> Result<(), Error> {
    let kind = GameKind::from(game);
    let list = ctx.data().store().ratings(kind).await?;
    if list.is_empty() {
        return public(
            ctx,
            format!("No rated {} matches yet: ratings come from matches between two people.", kind.title()),
        )
        .await;
    }
    let lines: Vec<String> = list
        .iter()
        .take(20)
        .enumerate()
        .map(|(i, (_, name, r))| format!("{}. **{}** — {:.0} ({} played)", i + 1, name, r.rating, r.played))
        .collect();
    public(ctx, format!("**{} ratings** (Elo, everyone starts at 1500)\n{}", kind.title(), lines.join("\n"))).await
}

/// Tell a competition's channel what advancing did.
async fn announce_progress(
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
        let s = ops::standing(store, c, season).await?;
        let who = champion.map(|id| s.name(id)).unwrap_or_else(|| "nobody".to_string());
        let mut message = CreateMessage::new();
        let mut text =
            format!("🏆 **{}** season {} is over: **{who}** are the champions!", c.spec.name, s.season.number);
        if let Some((group, table)) = s.tables.first().filter(|_| c.spec.format != Format::Groups) {
            let picture = standings_picture(c, &s, *group, table);
            let png = bot.draw(move |r| r.standings_png(&picture)).await?;
            message = message.add_file(CreateAttachment::bytes(png, "final-table.png"));
        } else if let Some(picture) = bracket_picture(c, &s) {
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
    }
    Ok(())
}

/// After a fixture's match ends on the bot: its result is already stored (with the last step);
/// say so in the competition's channel and move the competition on.
pub async fn match_finished(ctx: &serenity::Context, bot: &Bot, match_id: i64) -> Result<(), Error> {
    let store = bot.store();
    let Some(fixture) = store.fixture_for_match(match_id).await? else { return Ok(()) };
    let season = store.season(fixture.season_id).await?;
    let Some(c) = store.competition_by_id(season.competition_id).await? else { return Ok(()) };
    let progress = match ops::advance(store, &c, season.clone(), flow::now_ms()).await {
        Ok(p) => p,
        Err(LeagueOpError::Refused(text)) => {
            tracing::warn!(competition = c.id, %text, "could not advance");
            ops::Progress::default()
        }
        Err(LeagueOpError::Store(e)) => return Err(e.into()),
    };
    let s = ops::standing(store, &c, season).await?;
    let text = format!("⚽ **{}** result: {}", c.spec.name, fixture_line(&fixture, &names(&s)));
    ChannelId::new(c.spec.channel_id).send_message(&ctx.http, CreateMessage::new().content(text)).await?;
    announce_progress(ctx, bot, &c, progress).await
}

/// After a restart: fixtures claimed but never opened go back to waiting, and every running
/// season is moved on in case a result landed just before the stop.
pub async fn resume(ctx: &serenity::Context, bot: &Bot) {
    let store = bot.store();
    if let Err(e) = store.release_stranded_fixtures().await {
        tracing::warn!(%e, "cannot release stranded fixtures");
    }
    let seasons = match store.running_seasons().await {
        Ok(s) => s,
        Err(e) => {
            tracing::warn!(%e, "cannot list running seasons");
            return;
        }
    };
    for season in seasons {
        let Ok(Some(c)) = store.competition_by_id(season.competition_id).await else { continue };
        match ops::advance(store, &c, season, flow::now_ms()).await {
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
    match ops::check_deadlines(bot.store(), flow::now_ms()).await {
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
