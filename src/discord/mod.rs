//! The Discord front end. It is thin: it parses, calls a use-case ([`crate::session`],
//! [`crate::tables`], [`crate::leagues`]), and presents the result.
//!
//! - [`commands`]: `/games`, `/rules`, `/play`, `/match`; [`competitions`]: `/league`,
//!   `/tournament`, `/rating`;
//! - [`choices`]: the game, its options and the opponents as parameters, from the registry;
//!   [`localize`]: the command list in every language Touchline speaks; [`crate::speech`]: the bot's
//!   own words in a person's language;
//! - [`router`]: every button and menu; [`ids`]: what their ids say;
//! - [`deliver`]: a use-case's delivery plan sent (boards, prompts, news);
//! - [`controls`]: a seat's controls as components; [`thread`]: a match's thread, the place the
//!   opening use-case asks for; [`tables`]: challenges, open tables and rematches; [`clock`]:
//!   what the timed work decided, sent;
//! - [`reply`]: the one way to answer a person;
//! - [`types`]: what every handler shares (`Bot`, `Context`, `Error`, the apology);
//! - [`gateway`]: reaching Discord (the token checked first), the clean stop, the status file.

pub mod choices;
pub mod clock;
pub mod commands;
pub mod competitions;
pub mod compose;
pub mod controls;
pub mod deliver;
pub mod gateway;
pub mod ids;
pub mod localize;
pub mod replays;
pub mod reply;
pub mod router;
pub mod tables;
pub mod thread;
pub mod types;

pub use types::{apology, Bot, Context, Error};

use std::sync::Arc;

use poise::serenity_prelude as serenity;

use crate::clock::now_ms;
use crate::config::{Config, ShardCount, Sharding};
use crate::pictures::Pictures;
use crate::session::clock::Timekeeper;
use crate::session::identify::IdentifyTurn;
use crate::session::Sessions;
use reply::Reply;
use touchline_i18n::{FluentValue, Lang};

/// This process's shards, first and last (both included) of how many in all; `None` for the one
/// shard of a lone process.
async fn shards_to_run(http: &serenity::Http, sharding: Option<Sharding>) -> Result<Option<(u32, u32, u32)>, Error> {
    let Some(Sharding { total, range }) = sharding else { return Ok(None) };
    let total = match total {
        ShardCount::Fixed(n) => n,
        ShardCount::Auto => http.get_bot_gateway().await?.shards,
    };
    let (first, last) = range.unwrap_or((0, total.saturating_sub(1)));
    if last >= total {
        return Err(format!(
            "discord.shards runs up to shard {last}, but Discord recommends {total} shards (discord.shard_count = \
             \"auto\"): give the count, or a range below it"
        )
        .into());
    }
    tracing::info!(first, last, total, "connecting this process's shards");
    Ok(Some((first, last, total)))
}

/// Start the bot and run until the process is stopped (SIGTERM, Ctrl-C) or Discord refuses it.
/// `sessions` play in a store named for this process (see [`crate::store::Store::named`]); `board_moves` are
/// the moves made on the web pages' boards beside the bot, shown here as they come.
pub async fn run(
    config: Config,
    token: String,
    sessions: Sessions,
    pictures: Pictures,
    board_moves: Option<crate::web::BoardMoves>,
) -> Result<(), Error> {
    let shutdown = gateway::Shutdown::default();
    shutdown.on_signals()?;
    // The status file is kept from the start, so a bot still waiting for Discord shows as such.
    let status_path = crate::status::path_for(&config.database.path);
    let shard_slot = Arc::new(std::sync::OnceLock::new());
    let last_event = Arc::new(std::sync::atomic::AtomicI64::new(0));
    // This process's name to the others on the same database (the leases and posting claims it
    // holds).
    let holder = sessions.store().holder().to_string();
    let mut bot = Bot::new(sessions, config.timers.clone(), pictures);
    bot.web_base = config.web.base();
    bot.activity = config.activity.enabled().is_some() && config.web.listen.is_some();
    if let Some(base) = &bot.web_base {
        // Without a key (none could be made) the prompts simply carry no board link.
        match bot.store().seat_key().await {
            Ok(Some(key)) => bot.boards = Some(crate::seat_links::BoardLinks { base: base.clone(), key }),
            Ok(None) => tracing::warn!("no key to sign board links with: prompts go without them"),
            Err(e) => tracing::warn!(%e, "cannot read the key board links are signed with: prompts go without them"),
        }
    }
    let keeper = tokio::spawn(gateway::keep_status(
        status_path.clone(),
        bot.sessions.clone(),
        shard_slot.clone(),
        last_event.clone(),
        shutdown.clone(),
    ));
    let mut http = serenity::HttpBuilder::new(&token);
    if let Some(base) = &config.discord.api_url {
        // A Discord-compatible server (a proxy, or the test server): serenity only honours the
        // base URL with its own rate limiter off.
        http = http.proxy(base.trim_end_matches('/')).ratelimiter_disabled(true);
    }
    let http = http.build();
    let url = config.discord.api_url.clone().unwrap_or_else(|| "https://discord.com/api".to_string());
    let Some(me) = gateway::reach(&http, &url, &shutdown).await? else {
        gateway::close_down(keeper, &bot.sessions, &status_path).await;
        tracing::info!("stopped before connecting");
        return Ok(());
    };
    tracing::info!(user = %me.name, "Discord accepted the token");
    let shards_here = shards_to_run(&http, config.discord.sharding()?).await?;
    // The first renderer is made before any match needs it: building the shared palette takes
    // a moment, which should not come out of the first player's turn clock.
    bot.pictures.warm_up().await?;
    let dev_guild = config.discord.dev_guild_id;
    let entry_point = bot.activity && config.activity.registers_entry_point();
    let background_stop = shutdown.clone();
    let sharded = shards_here.is_some();
    let keeper_name = holder.clone();
    let sessions = bot.sessions.clone();
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: command_list(),
            event_handler: |ctx, event, _framework, bot| Box::pin(router::on_event(ctx, event, bot)),
            on_error: |error| Box::pin(on_error(error)),
            initialize_owners: false,
            ..Default::default()
        })
        .setup(move |ctx, ready, framework| {
            Box::pin(async move {
                // As poise would register them, with the format settings' ranges put in.
                let builders = poise::builtins::create_application_commands(&framework.options().commands);
                let mut commands = serde_json::to_value(&builders).map_err(|e| Error::Other(e.to_string()))?;
                choices::bound_format_settings(&mut commands);
                if entry_point {
                    if let Some(list) = commands.as_array_mut() {
                        list.push(localize::entry_point());
                    }
                }
                match dev_guild {
                    Some(guild) => {
                        ctx.http.create_guild_commands(serenity::GuildId::new(guild), &commands).await?;
                    }
                    None => {
                        ctx.http.create_global_commands(&commands).await?;
                    }
                }
                tracing::info!(user = %ready.user.name, guilds = ready.guilds.len(), "connected to Discord");
                let _ = bot.http.set(ctx.http.clone());
                // Claims left half done are given back while poise still holds every event (it
                // does until this set-up returns), so none can race a fresh click. With other
                // processes on the database, a claim may be one of theirs under way: the clocks'
                // keeper gives back only those old enough to be stranded.
                let stranded = if sharded {
                    Vec::new()
                } else {
                    crate::tables::after_restart(bot.store()).await.unwrap_or_else(|e| {
                        tracing::warn!(%e, "cannot release the claims left half done");
                        Vec::new()
                    })
                };
                // Resuming and the turn clocks run beside event handling, until the stop, in the
                // one process that holds the clocks' lease (the only one, on SQLite).
                let keeper = Timekeeper::new(bot.sessions.clone(), keeper_name.clone());
                let herald = clock::Discord { ctx: ctx.clone(), bot: bot.clone() };
                let beat = crate::session::beat::keep_time(
                    bot.sessions.clone(),
                    keeper,
                    herald,
                    background_stop,
                    !sharded,
                    stranded,
                );
                tokio::spawn(beat);
                if let Some(moves) = board_moves {
                    tokio::spawn(show_board_moves(moves, ctx.clone(), bot.clone()));
                }
                Ok(bot)
            })
        })
        .build();
    let guarded = gateway::Guarded { framework, shutdown: shutdown.clone(), last_event: last_event.clone() };
    let mut client =
        serenity::ClientBuilder::new_with_http(http, serenity::GatewayIntents::GUILDS).framework(guarded).await?;
    let shards = client.shard_manager.clone();
    let _ = shard_slot.set(shards.clone());
    let closer = tokio::spawn({
        let shutdown = shutdown.clone();
        async move {
            shutdown.requested().await;
            shards.shutdown_all().await;
        }
    });
    let ended = match shards_here {
        None => client.start().await,
        Some((first, last, total)) => {
            // Processes that split the shards take turns to identify them.
            let pause = || tokio::time::sleep(std::time::Duration::from_millis(250));
            let stop = || shutdown.is_requested();
            match IdentifyTurn::wait(sessions.clone(), holder.clone(), now_ms, pause, stop).await {
                Some(turn) => {
                    let count = (last - first + 1) as usize;
                    tokio::spawn(gateway::hold_identify_turn(turn, shard_slot.clone(), count, shutdown.clone()));
                    // serenity takes the last shard as included, whatever the range's type says.
                    client.start_shard_range(first..last, total).await
                }
                None => Ok(()),
            }
        }
    };
    closer.abort();
    match ended {
        Err(serenity::Error::Gateway(serenity::GatewayError::InvalidAuthentication)) => {
            return Err(gateway::rejected_token())
        }
        Err(e) if !shutdown.is_requested() => return Err(e.into()),
        _ => {}
    }
    // Moves under way are committed before the database is closed.
    if tokio::time::timeout(std::time::Duration::from_secs(20), shutdown.idle()).await.is_err() {
        tracing::warn!(
            "work still under way after 20 s; stopping anyway (anything not committed is not lost: it was never shown)"
        );
    }
    gateway::close_down(keeper, &sessions, &status_path).await;
    tracing::info!("stopped");
    Ok(())
}

/// Every slash command, with its words in every language Touchline speaks.
pub fn command_list() -> Vec<poise::Command<Bot, Error>> {
    let mut list: Vec<_> = commands::all().into_iter().chain(competitions::commands()).collect();
    let _ = localize::localize(&mut list);
    list
}

/// What a person is told when Discord sends a command in a shape this version does not know: a
/// forged value, or a Discord app holding an older copy of the command list.
fn outdated(lang: Lang) -> String {
    crate::speech::say(lang, "command-outdated")
}

/// A command's full name as the person's Discord shows it ("liga crear" for `league create` in
/// Spanish), or as registered where their language has no name for it.
pub(crate) fn command_as_seen(ctx: poise::Context<'_, Bot, Error>) -> String {
    let locale = ctx.locale().unwrap_or_default();
    let parts: Vec<&str> = ctx
        .parent_commands()
        .iter()
        .copied()
        .chain([ctx.command()])
        .map(|c| c.name_localizations.get(locale).unwrap_or(&c.name).as_str())
        .collect();
    parts.join(" ")
}

/// Errors: the person always gets a private answer (a clear one when it is about what they
/// sent), the log gets the detail.
pub async fn on_error(error: poise::FrameworkError<'_, Bot, Error>) {
    use poise::FrameworkError as E;
    match error {
        E::Command { error, ctx, .. } => {
            tracing::warn!(command = %ctx.command().qualified_name, %error, "command failed");
            let reply = Reply::Command(ctx);
            let _ = reply.private(apology(&error, reply.lang()), vec![]).await;
        }
        E::ArgumentParse { ctx, input, error, .. } => {
            tracing::info!(command = %ctx.command().qualified_name, ?input, %error, "unreadable argument");
            let reply = Reply::Command(ctx);
            let command = FluentValue::from(command_as_seen(ctx));
            let what = match input {
                Some(input) => crate::speech::say_with(
                    reply.lang(),
                    "command-unreadable-input",
                    &[("input", FluentValue::from(reply::fit(&input, 100))), ("command", command)],
                ),
                None => crate::speech::say_with(reply.lang(), "command-unreadable", &[("command", command)]),
            };
            let _ = reply.private(format!("{what} {}", outdated(reply.lang())), vec![]).await;
        }
        // The framework's own words are English and name the command as registered.
        E::GuildOnly { ctx, .. } => {
            let reply = Reply::Command(ctx);
            let command = FluentValue::from(command_as_seen(ctx));
            let _ = reply
                .private(crate::speech::say_with(reply.lang(), "command-server-only", &[("command", command)]), vec![])
                .await;
        }
        E::CommandStructureMismatch { ctx, description, .. } => {
            tracing::info!(command = %ctx.command.qualified_name, description, "command in an unknown shape");
            let reply = Reply::Command(poise::Context::Application(ctx));
            let _ = reply.private(outdated(reply.lang()), vec![]).await;
        }
        // The Activity's Entry Point is no poise command: the router answers it.
        E::UnknownInteraction { interaction, .. } if router::is_entry_point(interaction) => {}
        E::UnknownInteraction { ctx, interaction, .. } => {
            tracing::info!(command = %interaction.data.name, "unknown command");
            let text = outdated(crate::speech::lang_of(&interaction.locale));
            let _ = interaction.create_response(ctx, reply::private_answer(&text)).await;
        }
        E::Setup { error, .. } => {
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

/// Show in Discord each move made on a web board (its thread's board, the next prompts), as
/// a click's would be; one that fails is left to the keeper, which shows what was not shown.
async fn show_board_moves(mut moves: crate::web::BoardMoves, ctx: serenity::Context, bot: Bot) {
    while let Some(update) = moves.recv().await {
        if let Err(e) = deliver::deliver(&ctx.http, &bot, &update).await {
            tracing::warn!(match_id = update.stored.id, %e, "cannot show a move made on the board");
        }
    }
}
