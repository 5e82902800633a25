//! Discord lets a bot identify its gateway shards only so fast (`max_concurrency` a bucket per
//! five seconds). Within a process serenity spaces its shards five seconds apart; processes that
//! split a bot's shards take turns through the `identify` lease in the shared database, each
//! holding it while its shards identify and for five seconds after the last, so two processes
//! started together never identify at once.

use super::Sessions;

/// The lease whose holder may identify shards now.
pub const IDENTIFY_LEASE: &str = "identify";

/// How long the lease lasts unless renewed: a process that dies while identifying holds the
/// others up this long at most.
const LEASE_MS: i64 = 15_000;

/// How long after its last shard identified a process keeps the turn (Discord's window).
pub const AFTER_LAST_MS: i64 = 5_000;

/// A process's turn to identify its shards.
pub struct IdentifyTurn {
    sessions: Sessions,
    holder: String,
}

impl IdentifyTurn {
    /// Wait for the turn (`now` tells the time; `pause` waits a little between looks), or give up
    /// when `stop` says so.
    pub async fn wait<P, F>(
        sessions: Sessions,
        holder: String,
        now: impl Fn() -> i64,
        mut pause: P,
        stop: impl Fn() -> bool,
    ) -> Option<IdentifyTurn>
    where
        P: FnMut() -> F,
        F: std::future::Future<Output = ()>,
    {
        let mut said = false;
        loop {
            if stop() {
                return None;
            }
            match sessions.store.take_lease(IDENTIFY_LEASE, &holder, now(), LEASE_MS).await {
                Ok(Some(_)) => return Some(IdentifyTurn { sessions, holder }),
                Ok(None) if !said => {
                    tracing::info!("another process is identifying its shards; waiting for its turn to end");
                    said = true;
                }
                Ok(None) => {}
                Err(e) => tracing::warn!(%e, "cannot look at the identify lease"),
            }
            pause().await;
        }
    }

    /// Keep the turn a little longer (while shards are still identifying).
    pub async fn renew(&self, now_ms: i64) {
        if let Err(e) = self.sessions.store.take_lease(IDENTIFY_LEASE, &self.holder, now_ms, LEASE_MS).await {
            tracing::warn!(%e, "cannot renew the identify lease");
        }
    }

    /// The turn is over: the next process may identify.
    pub async fn end(self) {
        if let Err(e) = self.sessions.store.release_lease(IDENTIFY_LEASE, &self.holder).await {
            tracing::warn!(%e, "cannot give back the identify lease");
        }
    }
}
