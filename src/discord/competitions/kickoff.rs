//! Kick-off times on Discord: `/fixture propose|accept|show` (up to three times for your next fixture, the
//! other side's pick), and the reminders an hour before and at an agreed kick-off, posted in
//! the competition's channel by the clocks' keeper.

use poise::serenity_prelude as serenity;

use super::*;
use crate::clock::now_ms;
use crate::discord::deliver::{announce, send_dm};
use crate::leagues::kickoff as kickoffs;
use crate::leagues::kickoff::Told;
use crate::leagues::news::{Announcement, Post};
use crate::leagues::words::{discord_relative, discord_time};
use crate::pings::PingMode;
use crate::store::league::kickoffs::KickoffReminder;
use crate::zones::local_text;

/// Kick-off times for your fixtures.
#[poise::command(slash_command, guild_only, subcommands("propose", "accept", "show"))]
pub async fn fixture(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

fn numbered(times: &[i64]) -> String {
    times.iter().enumerate().map(|(k, t)| format!("{}. {}", k + 1, discord_time(*t))).collect::<Vec<_>>().join("\n")
}

/// Propose up to three kick-off times for your next fixture, in your own time.
#[poise::command(slash_command)]
pub async fn propose(
    ctx: Context<'_>,
    #[description = "The competition"]
    #[autocomplete = "complete_name"]
    name: String,
    #[description = "A time in your time zone: YYYY-MM-DD HH:MM"] first: String,
    #[description = "Another time"] second: Option<String>,
    #[description = "A third time"] third: Option<String>,
) -> Result<(), Error> {
    let Some((c, me)) = find_for_me(ctx, &name).await? else { return Ok(()) };
    let times: Vec<String> = [Some(first), second, third].into_iter().flatten().collect();
    let proposed = kickoffs::propose(ctx.data().store(), &c, me, &times, now_ms()).await;
    let Some(p) = answer(ctx, proposed).await? else { return Ok(()) };
    let lang = server_lang(ctx).await?;
    let (proposer, opponent) = (format!("<@{}>", p.proposer.discord_id), format!("<@{}>", p.opponent.discord_id));
    let times = numbered(&p.options);
    let count = p.options.len();
    // A counter-proposal is said so; otherwise the two read alike.
    let id = if p.counter { "kickoff-counter" } else { "kickoff-proposed" };
    let args = [
        ("proposer", proposer.as_str().into()),
        ("competition", c.spec.name.as_str().into()),
        ("fixture", p.fixture.id.into()),
        ("opponent", opponent.as_str().into()),
        ("times", times.as_str().into()),
        ("count", count.into()),
    ];
    let text = LEAGUES.text(lang, id, &args);
    public(ctx, text).await?;
    // The proposer sees the times as they were read, in their own zone, to catch a slip.
    let local: Vec<String> = p.options.iter().map(|t| local_text(*t, p.zone)).collect();
    let note =
        say!(LEAGUES, super::lang(ctx), "kickoff-proposed-private", zone = p.zone.name(), times = local.join(" · "));
    Reply::Command(ctx).private(note, vec![]).await
}

/// Pick one of the kick-off times your opponent proposed.
#[poise::command(slash_command)]
pub async fn accept(
    ctx: Context<'_>,
    #[description = "The competition"]
    #[autocomplete = "complete_name"]
    name: String,
    #[description = "Which of the times proposed (1 to 3)"]
    #[min = 1]
    #[max = 3]
    choice: u32,
) -> Result<(), Error> {
    let Some((c, me)) = find_for_me(ctx, &name).await? else { return Ok(()) };
    let Some(a) = answer(ctx, kickoffs::accept(ctx.data().store(), &c, me, choice, now_ms()).await).await? else {
        return Ok(());
    };
    let (home, away) = if a.fixture.spec.pairing.home == a.chooser.player_id {
        (&a.chooser, &a.proposer)
    } else {
        (&a.proposer, &a.chooser)
    };
    let text = say!(
        LEAGUES,
        server_lang(ctx).await?,
        "kickoff-agreed",
        competition = &c.spec.name,
        fixture = a.fixture.id,
        home = format!("<@{}>", home.discord_id),
        away = format!("<@{}>", away.discord_id),
        time = discord_time(a.at_ms)
    );
    public(ctx, text).await
}

/// The kick-off of your next fixture: agreed, proposed, or not yet.
#[poise::command(slash_command)]
pub async fn show(
    ctx: Context<'_>,
    #[description = "The competition"]
    #[autocomplete = "complete_name"]
    name: String,
) -> Result<(), Error> {
    let Some((c, me)) = find_for_me(ctx, &name).await? else { return Ok(()) };
    let store = ctx.data().store();
    let Some(now) = answer(ctx, kickoffs::standing_proposal(store, &c, me).await).await? else { return Ok(()) };
    let lang = lang(ctx);
    let mut state = Vec::new();
    if let Some(at) = now.kickoff.as_ref().and_then(|k| k.agreed_ms) {
        state.push(say!(LEAGUES, lang, "kickoff-show-agreed", time = discord_time(at)));
    }
    match (&now.kickoff, &now.proposer) {
        (Some(k), Some(proposer)) if k.agreed_ms.is_none_or(|at| !k.options.contains(&at)) => {
            state.push(say!(LEAGUES, lang, "kickoff-show-proposed", proposer = proposer, times = numbered(&k.options)))
        }
        (None, _) => state.push(say!(LEAGUES, lang, "kickoff-show-nothing")),
        _ => {}
    }
    let (fixture, opponent) = (now.fixture.id, &now.opponent);
    let text = say!(LEAGUES, lang, "kickoff-show", fixture = fixture, opponent = opponent, state = state.join("\n"));
    private(ctx, text).await
}

/// Send kick-off reminders (claimed by the timed work), in their competitions' channels and to
/// those who asked for a DM.
pub async fn send(http: &serenity::Http, bot: &Bot, notes: &[crate::leagues::kickoff::ReminderNote]) {
    for n in notes {
        // Each side as they asked to be pinged: a mention, or their name (and a DM).
        let shown = |t: &Told| t.mode.call(t.discord_id, &t.name);
        let (home, away) = (shown(&n.sides[0]), shown(&n.sides[1]));
        let (competition, fixture, command) = (&n.competition.spec.name, n.fixture.id, kind_word(&n.competition));
        // The channel's words in the channel; each DM in its reader's own language.
        let text = |lang: touchline_i18n::Lang| match n.which {
            KickoffReminder::HourBefore => say!(
                LEAGUES,
                lang,
                "kickoff-hour-before",
                home = home.as_str(),
                away = away.as_str(),
                competition = competition.as_str(),
                fixture = fixture,
                relative = discord_relative(n.at_ms),
                time = discord_time(n.at_ms),
                command = command
            ),
            KickoffReminder::KickOff => say!(
                LEAGUES,
                lang,
                "kickoff-now",
                home = home.as_str(),
                away = away.as_str(),
                competition = competition.as_str(),
                fixture = fixture,
                command = command
            ),
        };
        let news = Announcement { channel: n.competition.spec.channel_id, posts: vec![Post::text(text(n.lang))] };
        if let Err(e) = announce(http, bot, &news).await {
            tracing::warn!(%e, "cannot post a kick-off reminder");
        }
        for t in n.sides.iter().filter(|t| t.mode == PingMode::Dm && t.discord_id != 0) {
            if let Err(e) = send_dm(http, t.discord_id, serenity::CreateMessage::new().content(text(t.lang))).await {
                tracing::warn!(%e, "cannot send a kick-off reminder by DM");
            }
        }
    }
}
