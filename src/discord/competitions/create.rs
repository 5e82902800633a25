//! Creating a competition, joining and leaving it, starting a season, the next season, and the
//! role allowed to run competitions.

use poise::serenity_prelude as serenity;
use touchline_games::AnyConfig;
use touchline_league::PointsRule;

use super::*;
use crate::clock::now_ms;
use crate::competition::{Format, MissedDeadline, NewCompetition};
use crate::discord::choices;
use crate::discord::commands::{clock, game_config, TimeoutChoice, TimerChoice};
use crate::leagues::requests::Started;
use crate::leagues::words::{command, first_open_round, fixtures_text};

/// A league's breaks allowance when its admin does not say.
const DEFAULT_BREAK_DAYS: u32 = 14;

fn parse_points(text: Option<&str>, lang: Lang) -> Result<PointsRule, String> {
    let Some(text) = text else { return Ok(PointsRule { win: 3, draw: 1, loss: 0 }) };
    let parts: Vec<Option<u32>> =
        text.split(['-', '/', ' ', ',']).filter(|p| !p.is_empty()).map(|p| p.parse().ok()).collect();
    match parts.as_slice() {
        [Some(win), Some(draw), Some(loss)] => Ok(PointsRule { win: *win, draw: *draw, loss: *loss }),
        _ => Err(say!(LEAGUES, lang, "create-bad-points", points = text)),
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
    points: PointsRule,
    tiebreak: TieBreak,
    timer: Option<TimerChoice>,
    on_timeout: Option<TimeoutChoice>,
    deadline_days: Option<u32>,
    missed: Option<DeadlineChoice>,
    forfeit_goals: Option<u32>,
) -> NewCompetition {
    NewCompetition {
        guild_id: guild(ctx),
        channel_id: ctx.channel_id().get(),
        name,
        kind,
        config,
        format,
        points,
        tiebreak,
        clock: clock(ctx.data(), timer, on_timeout),
        round_seconds: deadline_days.map(|d| d as u64 * 86_400),
        missed_deadline: match missed {
            Some(DeadlineChoice::Admin) => MissedDeadline::Admin,
            _ => MissedDeadline::Forfeit,
        },
        forfeit_goals: forfeit_goals.unwrap_or(3),
        max_break_days: DEFAULT_BREAK_DAYS,
        created_by: me,
    }
}

/// What every `create` checks first: that an admin asks (`admins_only` is the refusal's words),
/// and the game (with its options) and the format (with its settings) asked for. `None` when
/// the answer was a refusal (not an admin, an unknown game or format, an option or setting it
/// does not have, a value out of its range), already sent.
async fn read_game_and_format(
    ctx: Context<'_>,
    league: bool,
    admins_only: &str,
) -> Result<Option<(AnyConfig, Format)>, Error> {
    if !refuse_unless_admin(ctx, admins_only).await? {
        return Ok(None);
    }
    let config = match game_config(ctx, false) {
        Ok(c) => c,
        Err(text) => {
            private(ctx, text).await?;
            return Ok(None);
        }
    };
    let args = choices::args(ctx);
    let Some(kind) = choices::format_kind(args, league) else {
        private(ctx, say!(LEAGUES, lang(ctx), "create-unknown-format")).await?;
        return Ok(None);
    };
    match kind.with(&choices::format_options(args, league)) {
        Ok(format) => Ok(Some((config, format))),
        Err(e) => {
            private(ctx, e.text(lang(ctx))).await?;
            Ok(None)
        }
    }
}

/// Create a league (admins).
#[poise::command(slash_command, rename = "create")]
#[allow(clippy::too_many_arguments)]
pub async fn league_create(
    ctx: Context<'_>,
    #[description = "The league's name"] name: String,
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
    #[description = "The league above it (a pyramid)"]
    #[autocomplete = "complete_name"]
    division_of: Option<String>,
    #[description = "Break days per member a season (default 14)"]
    #[min = 0]
    #[max = 60]
    max_break_days: Option<u32>,
) -> Result<(), Error> {
    let Some((config, format)) = read_game_and_format(ctx, true, "admins-only-create-league").await? else {
        return Ok(());
    };
    let points = match parse_points(points.as_deref(), lang(ctx)) {
        Ok(p) => p,
        Err(text) => return private(ctx, text).await,
    };
    let me = me(ctx).await?;
    let tiebreak = tiebreak.map(TieBreak::from).unwrap_or(TieBreak::Preset(Preset::Football));
    let spec = spec(
        ctx,
        me,
        name,
        CompetitionKind::League,
        format,
        config,
        points,
        tiebreak,
        timer,
        on_timeout,
        deadline_days,
        missed_deadline,
        forfeit_score,
    );
    let spec = NewCompetition { max_break_days: max_break_days.unwrap_or(DEFAULT_BREAK_DAYS), ..spec };
    let store = ctx.data().store();
    let above = match &division_of {
        Some(above) => match find(ctx, above, Some(CompetitionKind::League)).await? {
            Some(above) => Some(above),
            None => return Ok(()),
        },
        None => None,
    };
    let created = match &above {
        Some(above) => crate::leagues::pyramid::create_division(store, spec, lots_seed(), above, None, false).await,
        None => ops::create(store, spec, lots_seed()).await,
    };
    let Some(c) = answer(ctx, created).await? else { return Ok(()) };
    let lang = server_lang(ctx).await?;
    let summary = summary(&c, lang);
    let mut text = say!(LEAGUES, lang, "created-league", name = &c.spec.name, summary = summary);
    if let Some(above) = above {
        let line = say!(LEAGUES, lang, "pyramid-created-below", above = &above.spec.name);
        text = format!("{text}\n{line}");
    }
    public(ctx, text).await
}

/// Create a tournament (admins).
#[poise::command(slash_command, rename = "create")]
#[allow(clippy::too_many_arguments)]
pub async fn tournament_create(
    ctx: Context<'_>,
    #[description = "The tournament's name"] name: String,
    #[description = "Time per move in matches"] timer: Option<TimerChoice>,
    #[description = "When a player runs out of time in a match"] on_timeout: Option<TimeoutChoice>,
    #[description = "Days allowed per round (default: no deadlines)"]
    #[min = 1]
    #[max = 60]
    deadline_days: Option<u32>,
) -> Result<(), Error> {
    let Some((mut config, format)) = read_game_and_format(ctx, false, "admins-only-create-tournament").await? else {
        return Ok(());
    };
    let method = choices::draft_method(choices::args(ctx));
    let profile = config.profile();
    let me = me(ctx).await?;
    // Each format ranks its tables as it says when its tournament does not (Swiss by its own
    // tie-breaks), from the game's rulebook when it has one.
    let tiebreak = format.tiebreak(profile.tiebreak.is_some());
    let draft = profile.draft.as_ref().filter(|_| format.drafts());
    if let Some(draft) = draft {
        // The competition keeps the draft's options; each fixture gets the drafted squads.
        let Some(method) = method.unwrap_or(Some(draft.methods[0].name)) else {
            return private(ctx, say!(LEAGUES, lang(ctx), "create-unknown-draft-method")).await;
        };
        match config.draft_config(method) {
            Some(drafting) => config = drafting,
            None => {
                let ways: Vec<&str> = draft.methods.iter().map(|w| w.name).collect();
                let game = config.kind().title();
                let text = match ways.as_slice() {
                    [first, second] => {
                        say!(
                            LEAGUES,
                            lang(ctx),
                            "create-draft-two-methods",
                            game = game,
                            first = *first,
                            second = *second
                        )
                    }
                    _ => say!(LEAGUES, lang(ctx), "create-draft-methods", game = game, ways = ways.join(", ")),
                };
                return private(ctx, text).await;
            }
        }
    }
    let spec = spec(
        ctx,
        me,
        name,
        CompetitionKind::Tournament,
        format,
        config,
        PointsRule { win: 3, draw: 1, loss: 0 },
        tiebreak,
        timer,
        on_timeout,
        deadline_days,
        None,
        None,
    );
    let Some(c) = answer(ctx, ops::create(ctx.data().store(), spec, lots_seed()).await).await? else { return Ok(()) };
    let lang = server_lang(ctx).await?;
    let summary = summary(&c, lang);
    public(ctx, say!(LEAGUES, lang, "created-tournament", name = &c.spec.name, summary = summary)).await
}

/// Join a competition before it starts.
#[poise::command(slash_command)]
pub async fn join(
    ctx: Context<'_>,
    #[description = "The competition"]
    #[autocomplete = "complete_name"]
    name: String,
) -> Result<(), Error> {
    let Some((c, me)) = find_for_me(ctx, &name).await? else { return Ok(()) };
    let Some((joined, count)) = answer(ctx, requests::join(ctx.data().store(), &c, me).await).await? else {
        return Ok(());
    };
    let who = format!("<@{}>", ctx.author().id);
    let text = say!(LEAGUES, server_lang(ctx).await?, "joined", who = who, name = &joined.spec.name, count = count);
    public(ctx, text).await
}

/// Leave a competition before it starts.
#[poise::command(slash_command)]
pub async fn leave(
    ctx: Context<'_>,
    #[description = "The competition"]
    #[autocomplete = "complete_name"]
    name: String,
) -> Result<(), Error> {
    let Some((c, me)) = find_for_me(ctx, &name).await? else { return Ok(()) };
    if answer(ctx, ops::leave(ctx.data().store(), &c, me).await).await?.is_some() {
        private(ctx, say!(LEAGUES, lang(ctx), "left", name = &c.spec.name)).await?;
    }
    Ok(())
}

/// Draw up the fixtures and start (admins).
#[poise::command(slash_command)]
pub async fn start(
    ctx: Context<'_>,
    #[description = "The competition"]
    #[autocomplete = "complete_name"]
    name: String,
) -> Result<(), Error> {
    let Some((c, me)) = find_for_admin(ctx, &name, "admins-only-start").await? else { return Ok(()) };
    let store = ctx.data().store();
    if c.spec.format.drafts() {
        if let Some(seats) = requests::draft_to_open(store, &c).await? {
            let opened = super::draft::open_draft(ctx.serenity_context(), ctx.data(), &c, seats).await?;
            let thread = format!("<#{}>", opened.place);
            return private(ctx, say!(LEAGUES, lang(ctx), "draft-opened-late", thread = thread)).await;
        }
    }
    let Some(started) = answer(ctx, requests::start(store, &c, me, now_ms()).await).await? else { return Ok(()) };
    let (count, s, lots) = match started {
        Started::Draft(seats) => {
            ctx.defer().await?;
            let opened = super::draft::open_draft(ctx.serenity_context(), ctx.data(), &c, seats).await?;
            let thread = format!("<#{}>", opened.place);
            let text = say!(LEAGUES, server_lang(ctx).await?, "started-draft", name = &c.spec.name, thread = thread);
            return public(ctx, text).await;
        }
        Started::Fixtures { count, standing, lots } => (count, standing, lots),
    };
    let mentions: Vec<String> = s.members.iter().map(|m| format!("<@{}>", m.discord_id)).collect();
    let lang = server_lang(ctx).await?;
    let (name, season, members) = (&c.spec.name, s.season.number, mentions.join(" "));
    let round = first_open_round(&s);
    let mut fixtures = fixtures_text(&s, Some(round), lang);
    if let Some(top) = crate::leagues::words::match_of_the_round_text(&c, &s, round, lang) {
        fixtures = format!("{fixtures}\n{top}");
    }
    let text = match lots {
        Some(l) => say!(
            LEAGUES,
            lang,
            "started-sealed",
            name = name,
            season = season,
            count = count,
            members = members,
            seal = l.seal,
            fixtures = fixtures,
            command = command(&c)
        ),
        None => say!(
            LEAGUES,
            lang,
            "started",
            name = name,
            season = season,
            count = count,
            members = members,
            fixtures = fixtures,
            command = command(&c)
        ),
    };
    public(ctx, text).await
}

/// Seasons of a league.
#[poise::command(slash_command, subcommands("season_new"))]
pub async fn season(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Open the next season once this one is over (admins).
#[poise::command(slash_command, rename = "new")]
pub async fn season_new(
    ctx: Context<'_>,
    #[description = "The league"]
    #[autocomplete = "complete_name"]
    name: String,
) -> Result<(), Error> {
    let Some((c, me)) = find_for_admin(ctx, &name, "admins-only-new-season").await? else { return Ok(()) };
    let store = ctx.data().store();
    let Some(p) = answer(ctx, crate::leagues::pyramid::pyramid(store, &c).await).await? else { return Ok(()) };
    if p.is_pyramid() {
        return super::pyramid::season_end(ctx, &p, me).await;
    }
    let Some((season, members)) = answer(ctx, requests::new_season(store, &c, me, lots_seed()).await).await? else {
        return Ok(());
    };
    let text = say!(
        LEAGUES,
        server_lang(ctx).await?,
        "season-opened",
        name = &c.spec.name,
        season = season.number,
        members = members,
        command = kind_word(&c)
    );
    public(ctx, text).await
}

/// The role that may run competitions here.
#[poise::command(slash_command)]
pub async fn admins(
    ctx: Context<'_>,
    #[description = "The role; leave out to clear it"] role: Option<serenity::Role>,
) -> Result<(), Error> {
    // Manage Server itself, as the interaction shows it (not the admin role: it names it).
    if !ctx.author_member().await.is_some_and(|m| manages_server(&m)) {
        let command = touchline_i18n::FluentValue::from(crate::discord::command_as_seen(ctx));
        let text = crate::speech::say_with(lang(ctx), "command-needs-manage-server", &[("command", command)]);
        return private(ctx, text).await;
    }
    requests::set_admin_role(ctx.data().store(), guild(ctx), role.as_ref().map(|r| r.id.get())).await?;
    match role {
        Some(r) => private(ctx, say!(LEAGUES, lang(ctx), "admins-role-set", role = &r.name)).await,
        None => private(ctx, say!(LEAGUES, lang(ctx), "admins-role-cleared")).await,
    }
}

/// Who plays for you while you are away.
#[poise::command(slash_command, guild_only)]
pub async fn deputy(
    ctx: Context<'_>,
    #[description = "The competition"]
    #[autocomplete = "complete_name"]
    name: String,
    #[description = "Your deputy (none: clear)"] member: Option<serenity::User>,
) -> Result<(), Error> {
    let Some((c, me)) = find_for_me(ctx, &name).await? else { return Ok(()) };
    let candidate = match &member {
        Some(user) => Some(crate::leagues::deputies::Candidate {
            player: ctx.data().sessions.person(user.id.get(), display(user)).await?,
            name: display(user).to_string(),
            // Discord offers the server's people; a bot is no deputy.
            on_server: !user.bot,
        }),
        None => None,
    };
    let named = crate::leagues::deputies::name_deputy(ctx.data().store(), &c, me, candidate).await;
    let Some(named) = answer(ctx, named).await? else { return Ok(()) };
    let lang = lang(ctx);
    match (named, member) {
        (Some(_), Some(m)) => {
            let text = say!(LEAGUES, lang, "deputy-named", deputy = format!("<@{}>", m.id), name = &c.spec.name);
            private(ctx, text).await
        }
        _ => private(ctx, say!(LEAGUES, lang, "deputy-cleared", name = &c.spec.name)).await,
    }
}
