//! The Discord front end: slash commands, one router for every button and menu, and the flow
//! that turns each stored step into thread posts and private prompts. It is thin: it parses,
//! calls the use-cases in [`crate::session`], and presents the result.

pub mod commands;
pub mod flow;
pub mod ids;
pub mod leagues;
pub mod present;
pub mod router;

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use poise::serenity_prelude as serenity;
use touchline_games::AnyView;
use touchline_render::Renderer;

use crate::config::{Config, Timers};
use crate::session::Sessions;
use crate::store::{MatchId, Store};

pub type Error = Box<dyn std::error::Error + Send + Sync>;

/// A failure the person who asked should read as it is (what went wrong and what to do), not
/// as "something went wrong on my side".
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct Told(pub String);

/// The first [`Told`] in the chain of causes of `error`, if any.
pub fn told(error: &Error) -> Option<String> {
    let mut cause: Option<&(dyn std::error::Error + 'static)> = Some(error.as_ref());
    while let Some(e) = cause {
        if let Some(told) = e.downcast_ref::<Told>() {
            return Some(told.0.clone());
        }
        cause = e.source();
    }
    None
}

/// What to tell a person whose command or click failed with `error`.
pub fn apology(error: &Error) -> String {
    told(error).unwrap_or_else(|| "Sorry, that went wrong on my side. Please try again.".to_string())
}

/// The announcement slot for a match's end (seats use their own numbers).
pub const MATCH_END: usize = usize::MAX;
/// How many announcements the bot remembers before it forgets finished matches.
const ANNOUNCED_LIMIT: usize = 10_000;
pub type Context<'a> = poise::Context<'a, Bot, Error>;

/// What every handler shares.
#[derive(Clone)]
pub struct Bot {
    pub sessions: Sessions,
    pub timers: Timers,
    renderers: Arc<Mutex<Vec<Renderer>>>,
    /// What this process has already announced, per (match, seat or [`MATCH_END`]): the match
    /// version it was for. Two handlers that finish the same round at once (both players
    /// choosing together) both reach `flow::after_change`; only the first prompts a seat or
    /// reports the end. A restart starts empty, so resumed matches are announced again.
    announced: Arc<Mutex<HashMap<(MatchId, usize), u64>>>,
    /// At most one frame per core is drawn at a time; the rest wait their turn.
    drawing: Arc<tokio::sync::Semaphore>,
}

impl Bot {
    pub fn new(store: Store, timers: Timers) -> Self {
        let cores = std::thread::available_parallelism().map(|n| n.get()).unwrap_or(2);
        Bot {
            sessions: Sessions::new(store),
            timers,
            renderers: Arc::new(Mutex::new(Vec::new())),
            announced: Arc::new(Mutex::new(HashMap::new())),
            drawing: Arc::new(tokio::sync::Semaphore::new(cores)),
        }
    }

    /// True for the first caller to announce `slot` of a match at `version` (or later).
    pub fn claim_announcement(&self, match_id: MatchId, slot: usize, version: u64) -> bool {
        let mut announced = self.announced.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        if announced.get(&(match_id, slot)).is_some_and(|v| *v >= version) {
            return false;
        }
        if announced.len() >= ANNOUNCED_LIMIT {
            // Ends reported long ago can no longer race with anything: let them go, so a bot
            // that runs for months does not keep one entry per match it ever finished.
            announced.retain(|(_, s), _| *s != MATCH_END);
        }
        announced.insert((match_id, slot), version);
        if slot == MATCH_END {
            // The seats will not be prompted again; only the end marker needs keeping.
            announced.retain(|(m, s), _| *m != match_id || *s == MATCH_END);
        }
        true
    }

    pub fn store(&self) -> &Store {
        &self.sessions.store
    }

    /// Draw a frame on a blocking thread, so the gateway and other matches never wait for it.
    pub async fn render(&self, view: AnyView, names: [String; 2]) -> Result<Vec<u8>, Error> {
        self.draw(move |renderer| renderer.frame(&view, &names)).await
    }

    /// Draw any picture with a pooled renderer on a blocking thread.
    pub async fn draw(
        &self,
        picture: impl FnOnce(&mut Renderer) -> Vec<u8> + Send + 'static,
    ) -> Result<Vec<u8>, Error> {
        // With a permit per core, the pool never holds more renderers than there are cores.
        let _permit = self.drawing.acquire().await?;
        let pool = self.renderers.clone();
        let png = tokio::task::spawn_blocking(move || {
            let taken = pool.lock().ok().and_then(|mut p| p.pop());
            let mut renderer = taken.unwrap_or_default();
            let png = picture(&mut renderer);
            if let Ok(mut p) = pool.lock() {
                p.push(renderer);
            }
            png
        })
        .await?;
        Ok(png)
    }
}

/// Start the bot and run until the process is stopped.
pub async fn run(config: Config, token: String, store: Store) -> Result<(), Error> {
    let mut http = serenity::HttpBuilder::new(&token);
    if let Some(base) = &config.discord.api_url {
        // A Discord-compatible server (a proxy, or the test server): serenity only honours the
        // base URL with its own rate limiter off.
        http = http.proxy(base.trim_end_matches('/')).ratelimiter_disabled(true);
    }
    let http = http.build();
    let bot = Bot::new(store, config.timers.clone());
    let dev_guild = config.discord.dev_guild_id;
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: commands::all().into_iter().chain(leagues::commands()).collect(),
            event_handler: |ctx, event, _framework, bot| Box::pin(router::on_event(ctx, event, bot)),
            on_error: |error| Box::pin(commands::on_error(error)),
            initialize_owners: false,
            ..Default::default()
        })
        .setup(move |ctx, ready, framework| {
            Box::pin(async move {
                match dev_guild {
                    Some(guild) => {
                        poise::builtins::register_in_guild(
                            ctx,
                            &framework.options().commands,
                            serenity::GuildId::new(guild),
                        )
                        .await?
                    }
                    None => poise::builtins::register_globally(ctx, &framework.options().commands).await?,
                }
                tracing::info!(user = %ready.user.name, guilds = ready.guilds.len(), "connected to Discord");
                // Resuming and the turn clocks run beside event handling: poise holds every event
                // until this set-up returns.
                let (ctx, background) = (ctx.clone(), bot.clone());
                tokio::spawn(async move {
                    flow::resume_all(&ctx, &background).await;
                    leagues::resume(&ctx, &background).await;
                    let mut every = tokio::time::interval(std::time::Duration::from_secs(1));
                    for beat in 0u64.. {
                        every.tick().await;
                        flow::tick(&ctx, &background).await;
                        // Round deadlines are days long: a look every half minute is plenty.
                        if beat % 30 == 0 {
                            leagues::tick(&ctx, &background).await;
                        }
                    }
                });
                Ok(bot)
            })
        })
        .build();
    let mut client =
        serenity::ClientBuilder::new_with_http(http, serenity::GatewayIntents::GUILDS).framework(framework).await?;
    client.start().await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_told_failure_is_shown_as_it_is_even_when_wrapped() {
        let told: Error = Box::new(Told("Matches need a text channel.".into()));
        assert_eq!(apology(&told), "Matches need a text channel.");
        let wrapped: Error = Box::new(flow::NotStarted(Box::new(Told("No threads here.".into()))));
        assert_eq!(apology(&wrapped), "No threads here.");
        let other: Error = "disk full".into();
        assert!(apology(&other).starts_with("Sorry"), "internal trouble is not shown: {}", apology(&other));
    }

    #[tokio::test]
    async fn each_seat_is_announced_once_per_version_and_the_end_once() {
        let dir = tempfile::tempdir().unwrap();
        let bot = Bot::new(Store::open(&dir.path().join("a.db")).await.unwrap(), Timers::default());
        assert!(bot.claim_announcement(7, 0, 3), "the first handler prompts seat 0");
        assert!(!bot.claim_announcement(7, 0, 3), "a second handler at the same version does not");
        assert!(bot.claim_announcement(7, 1, 3), "other seats are their own");
        assert!(bot.claim_announcement(8, 0, 3), "other matches are their own");
        assert!(bot.claim_announcement(7, 0, 4), "the next version prompts again");
        assert!(!bot.claim_announcement(7, 0, 2), "an older version never does");
        assert!(bot.claim_announcement(7, MATCH_END, 9));
        assert!(!bot.claim_announcement(7, MATCH_END, 9), "the end is reported once");
        assert!(bot.announced.lock().unwrap().keys().all(|(m, s)| *m != 7 || *s == MATCH_END), "seats forgotten");
        // A long-running bot forgets the ends of finished matches once it holds many entries.
        for m in 100..100 + ANNOUNCED_LIMIT as i64 {
            bot.claim_announcement(m, MATCH_END, 1);
        }
        assert!(bot.claim_announcement(1, 0, 1));
        let announced = bot.announced.lock().unwrap();
        assert!(announced.len() < ANNOUNCED_LIMIT, "{} entries", announced.len());
        assert!(announced.contains_key(&(1, 0)), "live seats are kept");
    }
}
