//! Slash commands. Each one parses, calls a use-case and presents the answer.

use poise::serenity_prelude as serenity;
use touchline_games::fuba::Config as FubaConfig;
use touchline_games::kix::{Config as KixConfig, Format};
use touchline_games::players::Brain;
use touchline_games::{AnyConfig, Command, GameKind};

use super::present;
use super::{flow, Bot, Context, Error};
use crate::store::{Occupant, OnTimeout, TurnClock};

pub fn all() -> Vec<poise::Command<Bot, Error>> {
    vec![games(), rules(), play(), match_()]
}

/// A game, as slash commands offer it.
#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum GameChoice {
    #[name = "KIX"]
    Kix,
    #[name = "FUBA"]
    Fuba,
}

impl From<GameChoice> for GameKind {
    fn from(g: GameChoice) -> Self {
        match g {
            GameChoice::Kix => GameKind::Kix,
            GameChoice::Fuba => GameKind::Fuba,
        }
    }
}

#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum FormatChoice {
    #[name = "5-a-side"]
    Five,
    #[name = "11-a-side"]
    Eleven,
}

#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum TimerChoice {
    #[name = "standard (a day a move)"]
    Standard,
    #[name = "casual (15 minutes a move)"]
    Casual,
}

#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub enum TimeoutChoice {
    #[name = "the computer moves"]
    ComputerMoves,
    #[name = "forfeit the match"]
    Forfeit,
}

/// What can be played here.
#[poise::command(slash_command)]
pub async fn games(ctx: Context<'_>) -> Result<(), Error> {
    let list: Vec<String> =
        GameKind::ALL.iter().map(|k| format!("• **{}** — `/play game:{}`", k.title(), k.title())).collect();
    ctx.say(format!("Games you can play:\n{}\nAsk `/rules` for how each one plays.", list.join("\n"))).await?;
    Ok(())
}

/// How a game is played, and its options.
#[poise::command(slash_command)]
pub async fn rules(ctx: Context<'_>, #[description = "Which game"] game: GameChoice) -> Result<(), Error> {
    ctx.send(poise::CreateReply::default().content(present::rules_text(game.into())).ephemeral(true)).await?;
    Ok(())
}

/// Start a match: against someone (they accept or decline), or against the computer.
#[poise::command(slash_command, guild_only)]
#[allow(clippy::too_many_arguments)]
pub async fn play(
    ctx: Context<'_>,
    #[description = "Which game"] game: GameChoice,
    #[description = "Who to play; leave out to play the computer"] opponent: Option<serenity::User>,
    #[description = "KIX: 5-a-side or 11-a-side"] format: Option<FormatChoice>,
    #[description = "A cup tie: no draws (extra time and penalties)"] result_needed: Option<bool>,
    #[description = "FUBA advanced rules: a1,a2,a3,a5,a6 or all (a4 injuries is on; -a4 turns it off)"]
    advanced: Option<String>,
    #[description = "Time per move"] timer: Option<TimerChoice>,
    #[description = "When a player runs out of time"] on_timeout: Option<TimeoutChoice>,
) -> Result<(), Error> {
    let timers = &ctx.data().timers;
    let clock = TurnClock {
        turn_seconds: match timer {
            Some(TimerChoice::Casual) => timers.casual_seconds,
            _ => timers.standard_seconds,
        },
        on_timeout: match on_timeout {
            Some(TimeoutChoice::Forfeit) => OnTimeout::Forfeit,
            Some(TimeoutChoice::ComputerMoves) => OnTimeout::AutoMove,
            None if timers.on_timeout == "forfeit" => OnTimeout::Forfeit,
            None => OnTimeout::AutoMove,
        },
    };
    let config = match game_options(GameKind::from(game), format, result_needed.unwrap_or(false), advanced.as_deref()) {
        Ok(config) => config,
        Err(why) => {
            ctx.send(poise::CreateReply::default().content(why).ephemeral(true)).await?;
            return Ok(());
        }
    };
    let bot = ctx.data();
    let author = ctx.author();
    let bot_user = ctx.framework().bot_id;
    let refusal = match &opponent {
        Some(user) if user.id == author.id => {
            Some("You can't play yourself. Name someone else, or leave `opponent` out to play the computer.")
        }
        Some(user) if user.bot && user.id != bot_user => {
            Some("Bots can't play. Name a person, or leave `opponent` out to play me.")
        }
        _ => None,
    };
    // A thread cannot hold another thread; the interaction says where it came from.
    let in_thread = match ctx {
        poise::Context::Application(app) => app.interaction.channel.as_ref().is_some_and(|c| {
            matches!(
                c.kind,
                serenity::ChannelType::PublicThread
                    | serenity::ChannelType::PrivateThread
                    | serenity::ChannelType::NewsThread
            )
        }),
        poise::Context::Prefix(_) => false,
    };
    let refusal = refusal.or(in_thread
        .then_some("Matches get a thread of their own, so start them from a text channel, not from inside a thread."));
    if let Some(text) = refusal {
        ctx.send(poise::CreateReply::default().content(text).ephemeral(true)).await?;
        return Ok(());
    }
    // Everything from here touches the database or Discord: answer first.
    ctx.defer().await?;
    let me = bot.store().upsert_player(&author.id.to_string(), display(author)).await?;
    let guild = ctx.guild_id().map(|g| g.get());
    match opponent.filter(|user| user.id != bot_user) {
        Some(user) => {
            let them = bot.store().upsert_player(&user.id.to_string(), display(&user)).await?;
            let id = bot.store().create_challenge(guild, ctx.channel_id().get(), me, them, &config, clock).await?;
            let text = format!(
                "<@{}>, <@{}> challenges you to **{}** ({}). Do you accept?",
                user.id,
                author.id,
                GameKind::from(game).title(),
                describe(&config)
            );
            ctx.send(poise::CreateReply::default().content(text).components(vec![present::challenge_buttons(id)]))
                .await?;
        }
        None => {
            // Against the computer: the reply names the thread; the match starts there.
            let seats = vec![Occupant::Player(me), Occupant::Computer(Brain::Smart)];
            let opened =
                flow::open_match(ctx.serenity_context(), bot, guild, ctx.channel_id(), config, clock, seats).await?;
            ctx.say(format!("Kick-off against the computer in <#{}>.", opened.thread)).await?;
        }
    }
    Ok(())
}

/// The match in this thread.
#[poise::command(slash_command, rename = "match", subcommands("status", "board", "resign"))]
pub async fn match_(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// The match of the thread the command was used in (a short local query). When there is one,
/// the command is answered at once (`private`: only the caller sees the answer), before the
/// slower work; when there is none, the caller alone is told.
async fn this_match(ctx: Context<'_>, private: bool) -> Result<Option<crate::store::DiscordMatch>, Error> {
    let found = ctx.data().store().match_in_thread(ctx.channel_id().get()).await?;
    match &found {
        None => {
            let text = "There is no match in this channel. Use this command in a match's thread.";
            ctx.send(poise::CreateReply::default().content(text).ephemeral(true)).await?;
        }
        Some(_) if private => ctx.defer_ephemeral().await?,
        Some(_) => ctx.defer().await?,
    }
    Ok(found)
}

/// Where the match stands and who has to move (told to you alone).
#[poise::command(slash_command)]
pub async fn status(ctx: Context<'_>) -> Result<(), Error> {
    let Some(link) = this_match(ctx, true).await? else { return Ok(()) };
    let bot = ctx.data();
    let stored = bot.sessions.load(link.match_id).await?;
    let (users, names) = flow::people(bot, link.match_id).await?;
    ctx.say(present::fit(&present::status_text(&stored.state, &users, &names), present::MAX_CONTENT)).await?;
    Ok(())
}

/// Post the current board again.
#[poise::command(slash_command)]
pub async fn board(ctx: Context<'_>) -> Result<(), Error> {
    let Some(link) = this_match(ctx, false).await? else { return Ok(()) };
    let bot = ctx.data();
    let stored = bot.sessions.load(link.match_id).await?;
    let (users, names) = flow::people(bot, link.match_id).await?;
    let png = bot.render(stored.state.view(touchline_games::Viewer::Spectator), names.clone()).await?;
    ctx.send(
        poise::CreateReply::default()
            .content(present::status_text(&stored.state, &users, &names))
            .attachment(serenity::CreateAttachment::bytes(png, "board.png")),
    )
    .await?;
    Ok(())
}

/// Give up the match in this thread.
#[poise::command(slash_command)]
pub async fn resign(ctx: Context<'_>) -> Result<(), Error> {
    let Some(link) = this_match(ctx, true).await? else { return Ok(()) };
    let bot = ctx.data();
    let (users, _) = flow::people(bot, link.match_id).await?;
    let Some(seat) = flow::seat_of(&users, ctx.author().id.get()) else {
        ctx.say("You are not playing in this match.").await?;
        return Ok(());
    };
    let before = bot.sessions.load(link.match_id).await?.state.status().to_act();
    match bot.sessions.act(link.match_id, seat, Command::Resign, None).await {
        Ok(acted) => {
            ctx.say("You resigned.").await?;
            flow::after_change(ctx.serenity_context(), bot, link.match_id, before, vec![acted]).await?;
        }
        Err(e) => {
            ctx.say(format!("You can't resign: {e}.")).await?;
        }
    }
    Ok(())
}

/// A game's options from the `/play` parameters, or what is wrong with them.
pub fn game_options(
    kind: GameKind,
    format: Option<FormatChoice>,
    result_needed: bool,
    advanced: Option<&str>,
) -> Result<AnyConfig, String> {
    match kind {
        GameKind::Kix => {
            if advanced.is_some() {
                return Err("`advanced` is for FUBA; KIX's option is `format`.".into());
            }
            Ok(AnyConfig::Kix(KixConfig {
                format: match format {
                    Some(FormatChoice::Eleven) => Format::Eleven,
                    _ => Format::Five,
                },
                result_needed,
                clubs: [None, None],
            }))
        }
        GameKind::Fuba => {
            if format.is_some() {
                return Err("`format` is for KIX; FUBA's options are in `advanced` (for example `a1,a3`).".into());
            }
            let base = FubaConfig { result_needed, ..FubaConfig::default() };
            base.with_advanced(advanced.unwrap_or("")).map(AnyConfig::Fuba)
        }
    }
}

pub fn display(user: &serenity::User) -> &str {
    user.global_name.as_deref().unwrap_or(&user.name)
}

pub fn describe(config: &AnyConfig) -> String {
    match config {
        AnyConfig::Kix(c) => {
            let mut text = c.format.title().to_string();
            if c.result_needed {
                text.push_str(", cup tie");
            }
            text
        }
        AnyConfig::Fuba(c) => {
            let mut text = match c.summary().as_str() {
                "A4" => "basic rules".to_string(),
                other => format!("rules {other}"),
            };
            if c.result_needed {
                text.push_str(", cup tie");
            }
            text
        }
    }
}

/// Errors: the player gets a short apology, the log gets the detail.
pub async fn on_error(error: poise::FrameworkError<'_, Bot, Error>) {
    match error {
        poise::FrameworkError::Command { error, ctx, .. } => {
            tracing::warn!(command = %ctx.command().qualified_name, %error, "command failed");
            let _ = ctx.send(poise::CreateReply::default().content(super::apology(&error)).ephemeral(true)).await;
        }
        poise::FrameworkError::Setup { error, .. } => {
            // Without set-up every event would wait for ever: better to stop and be restarted.
            tracing::error!(%error, "set-up failed (registering commands?); stopping");
            std::process::exit(1);
        }
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::warn!(%e, "error while handling an error");
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use poise::ChoiceParameter;

    #[test]
    fn every_registered_game_can_be_chosen_in_slash_commands() {
        // The choice list is what Discord shows; a game added to the registry must appear in it.
        let offered: Vec<String> = GameChoice::list().into_iter().map(|c| c.name).collect();
        let registered: Vec<String> = GameKind::ALL.iter().map(|k| k.title().to_string()).collect();
        assert_eq!(offered, registered);
        for (index, kind) in GameKind::ALL.iter().enumerate() {
            let choice = GameChoice::from_index(index).expect("a choice per game");
            assert_eq!(GameKind::from(choice), *kind);
        }
    }
}
