//! The clean stop: once requested, no new work starts (commands and clicks are answered with a
//! short "restarting" note, the timed work stops being looked at), work already under way is
//! waited for, then the front ends let go and the database is checkpointed. Shared by the bot's
//! front end and its timed work, which counts each beat as work under way.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Arc;

/// The clean stop: once requested, no new work starts (commands and clicks are answered with
/// a short "restarting" note, clocks stop being looked at), work already under way is waited
/// for, then the gateway is closed and the database checkpointed.
#[derive(Clone, Default)]
pub struct Shutdown {
    inner: Arc<Inner>,
}

#[derive(Default)]
struct Inner {
    stopping: AtomicBool,
    busy: AtomicUsize,
    changed: tokio::sync::Notify,
}

/// Work under way: counted from [`Shutdown::start_work`] until dropped.
pub struct Work(Arc<Inner>);

impl Drop for Work {
    fn drop(&mut self) {
        self.0.busy.fetch_sub(1, Ordering::SeqCst);
        self.0.changed.notify_waiters();
    }
}

impl Shutdown {
    /// Ask for the stop.
    pub fn request(&self) {
        self.inner.stopping.store(true, Ordering::SeqCst);
        self.inner.changed.notify_waiters();
    }

    pub fn is_requested(&self) -> bool {
        self.inner.stopping.load(Ordering::SeqCst)
    }

    /// Resolves once the stop is asked for.
    pub async fn requested(&self) {
        loop {
            let changed = self.inner.changed.notified();
            if self.is_requested() {
                return;
            }
            changed.await;
        }
    }

    /// Count a piece of work in; `None` once the stop was asked for (then it must not start).
    pub fn start_work(&self) -> Option<Work> {
        self.inner.busy.fetch_add(1, Ordering::SeqCst);
        let work = Work(self.inner.clone());
        (!self.is_requested()).then_some(work)
    }

    /// Resolves when no work is under way.
    pub async fn idle(&self) {
        loop {
            let changed = self.inner.changed.notified();
            if self.inner.busy.load(Ordering::SeqCst) == 0 {
                return;
            }
            changed.await;
        }
    }

    /// SIGTERM (how containers and service managers stop a process) or SIGINT (Ctrl-C) asks for
    /// the stop.
    pub fn on_signals(&self) -> std::io::Result<()> {
        let shutdown = self.clone();
        #[cfg(unix)]
        {
            use tokio::signal::unix::{signal, SignalKind};
            let mut term = signal(SignalKind::terminate())?;
            let mut int = signal(SignalKind::interrupt())?;
            tokio::spawn(async move {
                let which = tokio::select! {
                    _ = term.recv() => "SIGTERM",
                    _ = int.recv() => "SIGINT",
                };
                tracing::info!("{which} received: finishing the work under way, then stopping");
                shutdown.request();
            });
        }
        #[cfg(not(unix))]
        tokio::spawn(async move {
            if tokio::signal::ctrl_c().await.is_ok() {
                tracing::info!("Ctrl-C received: finishing the work under way, then stopping");
                shutdown.request();
            }
        });
        Ok(())
    }
}
