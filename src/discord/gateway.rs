//! Connecting to Discord and letting go of it: the token is checked before the gateway is
//! opened (a rejected one stops the bot with a line that says which variable to fix), an
//! unreachable Discord is retried with a growing wait and one line per attempt, SIGTERM or
//! Ctrl-C stop the bot cleanly (see [`Shutdown`]), and the bot's status file is kept up to date
//! for `touchline health` (see [`keep_status`]).

use std::path::PathBuf;
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use serenity::{CurrentUser, Http, HttpError};

use super::Error;
use crate::clock::now_ms;
use crate::session::identify::{IdentifyTurn, AFTER_LAST_MS};
use crate::session::Sessions;
use crate::status::{self, BotStatus, Gateway};

/// The longest wait between two attempts to reach Discord.
const MAX_RETRY: Duration = Duration::from_secs(60);

/// Where the bot token comes from, for messages about it.
pub const TOKEN_SOURCE: &str = "the DISCORD_TOKEN environment variable";

/// What to say when Discord refuses the token.
pub fn rejected_token() -> Error {
    Error::Told(format!(
        "Discord rejected the bot token (read from {TOKEN_SOURCE}). Set DISCORD_TOKEN to your \
         application's current token: Developer Portal → your application → Bot → Reset Token."
    ))
}

/// The innermost cause of an error: "Connection refused" rather than "error sending request".
pub fn root_cause(error: &(dyn std::error::Error + 'static)) -> String {
    let mut cause = error;
    while let Some(next) = cause.source() {
        cause = next;
    }
    cause.to_string()
}

/// Whether Discord itself said no to the token (as opposed to not answering).
fn is_unauthorized(error: &serenity::Error) -> bool {
    matches!(error, serenity::Error::Http(HttpError::UnsuccessfulRequest(r)) if r.status_code.as_u16() == 401)
}

/// Ask Discord who the bot is, until it answers. A rejected token is final; anything else (no
/// network, Discord down) is retried after 1, 2, 4 … up to 60 seconds, with one line each time.
/// Returns `None` if the bot is told to stop while it waits.
pub async fn reach(http: &Http, url: &str, shutdown: &Shutdown) -> Result<Option<CurrentUser>, Error> {
    let mut wait = Duration::from_secs(1);
    loop {
        match http.get_current_user().await {
            Ok(me) => return Ok(Some(me)),
            Err(e) if is_unauthorized(&e) => return Err(rejected_token()),
            Err(e) => {
                tracing::warn!("cannot reach Discord at {url}: {}; retrying in {} s", root_cause(&e), wait.as_secs());
                tokio::select! {
                    _ = tokio::time::sleep(wait) => {}
                    _ = shutdown.requested() => return Ok(None),
                }
                wait = (wait * 2).min(MAX_RETRY);
            }
        }
    }
}

pub use crate::shutdown::{Shutdown, Work};

/// Every event passes through here on its way to poise: counted as work under way, or, once the
/// stop was asked for, answered with a short note (if it is a person's command or click) and
/// dropped.
pub struct Guarded {
    pub framework: poise::Framework<super::Bot, Error>,
    pub shutdown: Shutdown,
    /// When the last event came in (Unix milliseconds; 0 before the first), for the status file.
    pub last_event: Arc<AtomicI64>,
}

#[serenity::async_trait]
impl serenity::Framework for Guarded {
    async fn init(&mut self, client: &serenity::Client) {
        self.framework.init(client).await;
    }

    async fn dispatch(&self, ctx: serenity::Context, event: serenity::FullEvent) {
        self.last_event.store(now_ms(), Ordering::Relaxed);
        let Some(_work) = self.shutdown.start_work() else {
            if let serenity::FullEvent::InteractionCreate { interaction } = &event {
                // What a person is told when they act while the bot is stopping, in their language.
                let note = |locale: &str| {
                    super::reply::private_answer(&crate::speech::say(crate::speech::lang_of(locale), "stopping"))
                };
                let answered = match interaction {
                    serenity::Interaction::Command(i) => i.create_response(&ctx.http, note(&i.locale)).await,
                    serenity::Interaction::Component(i) => i.create_response(&ctx.http, note(&i.locale)).await,
                    _ => Ok(()),
                };
                if let Err(e) = answered {
                    tracing::debug!(%e, "could not answer while stopping");
                }
            }
            return;
        };
        self.framework.dispatch(ctx, event).await;
    }
}

/// The status file's keeper: every few seconds it proves the database takes writes, reads the
/// gateway's state (from the shard manager, once there is one) and rewrites the file. It runs
/// until it is aborted; once the stop is asked for it records "stopping" at once, and
/// [`close_down`] has the last word.
pub async fn keep_status(
    path: PathBuf,
    sessions: Sessions,
    shards: Arc<std::sync::OnceLock<Arc<serenity::ShardManager>>>,
    last_event: Arc<AtomicI64>,
    shutdown: Shutdown,
) {
    let started_ms = now_ms();
    let (mut database_trouble, mut file_trouble) = (Trouble::default(), Trouble::default());
    loop {
        let now = now_ms();
        let (gateway, latency_ms, shard_states) =
            if shutdown.is_requested() { (Gateway::Stopping, None, Vec::new()) } else { connection(&shards).await };
        let database_error = sessions.heartbeat(now).await.err().map(|e| e.to_string());
        match (database_trouble.now(database_error.is_some()), &database_error) {
            (Some(true), Some(error)) => tracing::error!(%error, "the database does not take writes"),
            (Some(false), _) => tracing::info!("the database takes writes again"),
            _ => {}
        }
        let last = last_event.load(Ordering::Relaxed);
        let record = BotStatus {
            pid: std::process::id(),
            version: env!("CARGO_PKG_VERSION").to_string(),
            started_ms,
            written_ms: now,
            gateway,
            latency_ms,
            last_event_ms: (last > 0).then_some(last),
            database_error,
            shards: shard_states,
        };
        let written = status::write(&path, &record);
        match (file_trouble.now(written.is_err()), &written) {
            (Some(true), Err(e)) => tracing::error!("cannot write the status file {}: {e}", path.display()),
            (Some(false), _) => tracing::info!("the status file {} is written again", path.display()),
            _ => {}
        }
        let every = tokio::time::sleep(Duration::from_secs(status::WRITE_EVERY_SECONDS));
        if shutdown.is_requested() {
            every.await;
        } else {
            tokio::select! {
                _ = every => {}
                _ = shutdown.requested() => {}
            }
        }
    }
}

/// The gateway's state as the shard manager sees it, once there is one: connected when one of
/// this process's shards is, with its heartbeat; and each shard's own state.
async fn connection(
    shards: &std::sync::OnceLock<Arc<serenity::ShardManager>>,
) -> (Gateway, Option<u64>, Vec<status::ShardState>) {
    // Before the shard manager exists the bot is still checking the token (or waiting for
    // Discord to answer).
    let Some(shards) = shards.get() else { return (Gateway::Connecting, None, Vec::new()) };
    let runners = shards.runners.lock().await;
    let mut states: Vec<status::ShardState> = runners
        .iter()
        .map(|(id, r)| status::ShardState { id: id.0, connected: r.stage == serenity::ConnectionStage::Connected })
        .collect();
    states.sort_by_key(|s| s.id);
    match runners.values().find(|r| r.stage == serenity::ConnectionStage::Connected) {
        Some(runner) => (Gateway::Connected, runner.latency.map(|l| l.as_millis() as u64), states),
        None => (Gateway::Connecting, None, states),
    }
}

/// Hold this process's turn to identify until its `count` shards are connected and Discord's
/// window has passed since the last, then give it to the next process (or at once on a stop).
pub async fn hold_identify_turn(
    turn: IdentifyTurn,
    shards: Arc<std::sync::OnceLock<Arc<serenity::ShardManager>>>,
    count: usize,
    shutdown: Shutdown,
) {
    let mut all_since: Option<i64> = None;
    loop {
        let now = now_ms();
        if shutdown.is_requested() {
            break;
        }
        let (_, _, states) = connection(&shards).await;
        let connected = states.iter().filter(|s| s.connected).count();
        if connected >= count {
            let since = *all_since.get_or_insert(now);
            if now - since >= AFTER_LAST_MS {
                break;
            }
        }
        turn.renew(now).await;
        tokio::time::sleep(Duration::from_millis(500)).await;
    }
    turn.end().await;
}

/// A trouble that is logged when it starts and when it ends, not at every look.
#[derive(Default)]
struct Trouble {
    on: bool,
}

impl Trouble {
    /// Record whether it is on now: `Some(true)` when it has just started, `Some(false)` when it
    /// has just ended, `None` when nothing changed.
    fn now(&mut self, on: bool) -> Option<bool> {
        let was = std::mem::replace(&mut self.on, on);
        (was != on).then_some(on)
    }
}

/// The end of a run, stopped cleanly or before it connected: the status keeper is stopped and
/// waited for (a write of its still under way must not land after the last word), the
/// database is checkpointed and closed, and the status file says "stopped".
pub async fn close_down(keeper: tokio::task::JoinHandle<()>, sessions: &Sessions, status_path: &std::path::Path) {
    keeper.abort();
    let _ = keeper.await;
    sessions.close().await;
    record_stopped(status_path);
}

/// The status file's last word after a clean stop.
fn record_stopped(path: &std::path::Path) {
    if let Ok(Some(mut record)) = status::read(path) {
        record.gateway = Gateway::Stopped;
        record.written_ms = now_ms();
        record.latency_ms = None;
        if let Err(e) = status::write(path, &record) {
            tracing::warn!("cannot write the status file {}: {e}", path.display());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn work_under_way_is_waited_for_and_none_starts_after_the_stop() {
        let shutdown = Shutdown::default();
        let work = shutdown.start_work().expect("work starts before the stop");
        shutdown.request();
        assert!(shutdown.start_work().is_none(), "no new work after the stop");
        let waiting = tokio::spawn({
            let shutdown = shutdown.clone();
            async move { shutdown.idle().await }
        });
        tokio::task::yield_now().await;
        assert!(!waiting.is_finished(), "the stop waits for the work under way");
        drop(work);
        waiting.await.unwrap();
        shutdown.requested().await;
    }
}
