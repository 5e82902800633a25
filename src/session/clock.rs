//! The turn clocks' use-cases: reminders at half time, and the move (or the forfeit) when the
//! time is up, as the match was set up; and resuming after a restart.

use touchline_games::{Command, RuleError, SeatSet, Status};

use super::turn::Occasion;
use super::{SessionError, Sessions, Update};
use crate::clock::OnTimeout;
use crate::ids::MatchId;
use crate::pings::{PingMode, Timing};
use crate::store::DueClock;

/// A reminder to post: whose clock, where, how long is left, and what happens after.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reminder {
    pub match_id: MatchId,
    pub thread_id: u64,
    pub user: u64,
    /// When the clock runs out.
    pub due_ms: i64,
    pub on_timeout: OnTimeout,
    /// By DM rather than a mention in the thread (the person's choice).
    pub by_dm: bool,
    /// The thread's language, and the person's own.
    pub public: touchline_i18n::Lang,
    pub own: touchline_i18n::Lang,
}

/// The reminders of one beat, person by person (in the order they came): several for one
/// person become one summary ("it's your move in 3 matches") rather than a ping each.
pub fn by_person(reminders: Vec<Reminder>) -> Vec<(u64, Vec<Reminder>)> {
    let mut out: Vec<(u64, Vec<Reminder>)> = Vec::new();
    for r in reminders {
        match out.iter_mut().find(|(user, _)| *user == r.user) {
            Some((_, due)) => due.push(r),
            None => out.push((r.user, vec![r])),
        }
    }
    out
}

impl Sessions {
    /// Clocks past half their time: each is marked reminded (once only) and returned. A
    /// reminder in its player's quiet hours waits for them to end (it is looked at again each
    /// time), unless the clock would run out first; one for a player who wants no pings is
    /// marked and dropped. The clock's own end never waits ([`Sessions::expired`]).
    pub async fn reminders(&self, now_ms: i64) -> Result<Vec<Reminder>, SessionError> {
        let mut out = Vec::new();
        for c in self.store.clocks_to_remind(now_ms).await? {
            let timing = c.pings.reminder(now_ms, c.due_ms);
            if matches!(timing, Timing::At(_)) {
                continue;
            }
            if !self.store.mark_reminded(c.match_id, c.seat).await? || timing == Timing::Never {
                continue;
            }
            let stored = self.store.load_match(c.match_id).await?;
            let Some(thread) = stored.thread.clone() else { continue };
            // A reaction window is short and its prompt counts down: no reminder.
            let window = stored.state.profile().reactions.is_some();
            if window && matches!(stored.state.status(), Status::Reaction { .. }) {
                continue;
            }
            if let Some(user) = stored.seating.user(c.seat) {
                out.push(Reminder {
                    match_id: c.match_id,
                    thread_id: thread.thread_id,
                    user,
                    due_ms: c.due_ms,
                    on_timeout: thread.clock.on_timeout,
                    by_dm: c.pings.mode == PingMode::Dm,
                    public: stored.lang(),
                    own: stored.seating.place(c.seat).map_or(stored.lang(), |p| p.lang),
                });
            }
        }
        Ok(out)
    }

    /// Clocks that have run out.
    pub async fn expired(&self, now_ms: i64) -> Result<Vec<DueClock>, SessionError> {
        Ok(self.store.expired_clocks(now_ms).await?)
    }

    /// A seat's time is up: the computer moves for it, or it forfeits, as its match was set up.
    /// `None` when there is nothing to do (the move was made after all, or at the same moment).
    pub async fn time_up(&self, match_id: MatchId, seat: usize) -> Result<Option<Update>, SessionError> {
        let stored = self.store.load_match(match_id).await?;
        let Some(thread) = stored.thread.clone() else { return Ok(None) };
        let before = stored.state.status().to_act();
        if !before.contains(seat) {
            // The clock is stale.
            self.store.stop_clocks(match_id, &before.iter().collect::<Vec<_>>()).await?;
            return Ok(None);
        }
        // Silence in a reaction window is a pass, never a forfeit.
        let window = matches!(stored.state.status(), Status::Reaction { .. });
        let command = match thread.clock.on_timeout {
            _ if window => Command::AutoMove,
            OnTimeout::AutoMove => Command::AutoMove,
            OnTimeout::Forfeit => Command::Forfeit,
        };
        let acted = match self.commit(match_id, stored.state.clone(), seat, command).await {
            // The computer found nothing to play for the seat: the time is up all the same, so
            // the match cannot wait for ever.
            Err(SessionError::Rule(RuleError::NothingToAutoMove)) => {
                tracing::warn!(match_id, seat, "no move to make on time-out; forfeiting instead");
                self.commit(match_id, stored.state.clone(), seat, Command::Forfeit).await
            }
            other => other,
        };
        match acted {
            Ok(acted) => {
                let stored = crate::store::StoredMatch { state: acted.state, ..stored };
                self.follow_up(stored, vec![acted.step], Occasion { before, ..Occasion::default() }).await.map(Some)
            }
            // The player moved at the same moment: their move stands.
            Err(SessionError::Stale { .. }) => Ok(None),
            Err(e) => Err(e),
        }
    }

    /// Matches whose latest steps were stored but not shown (a restart came in between).
    pub async fn unannounced(&self) -> Result<Vec<MatchId>, SessionError> {
        Ok(self.store.unannounced_matches().await?)
    }

    /// A match's update has been shown (its thread post and prompts sent): a restart, or the
    /// clocks' keeper, need not show it again. Recorded after showing, not before, so a process
    /// that dies in between leaves it to be shown again rather than never.
    pub async fn shown(&self, match_id: MatchId, version: u64) -> Result<(), SessionError> {
        Ok(self.store.set_announced(match_id, version).await?)
    }

    /// Matches stored but not shown for longer than [`STRANDED_MS`]: another process stored
    /// them and died before it could show them. Only the last ten minutes' are looked at: one
    /// that cannot be shown at all (its thread deleted) is not tried for ever.
    pub async fn stranded(&self, now_ms: i64) -> Result<Vec<MatchId>, SessionError> {
        Ok(self.store.unannounced_matches_between(now_ms - 10 * 60_000, now_ms - STRANDED_MS).await?)
    }

    /// After a restart: the computer makes any move it owes, everyone who must act is prompted
    /// again (running clocks keep their time), and the thread is shown where the match stands.
    /// An end stored before the restart is reported (once per process).
    pub async fn resume(&self, match_id: MatchId) -> Result<Update, SessionError> {
        let stored = self.store.load_match(match_id).await?;
        self.follow_up(stored, Vec::new(), Occasion { resumed: true, before: SeatSet::EMPTY, kick_off: None }).await
    }
}

/// The lease under which one process keeps every timed thing (clocks, reminders, deadlines,
/// drafts' timers) for all the processes on one database.
pub const CLOCKS_LEASE: &str = "clocks";

/// How long a stored change may wait to be shown before the clocks' keeper shows it itself: far
/// longer than a living process takes between its commit and its post.
pub const STRANDED_MS: i64 = 15_000;

/// How long a held lease lasts without renewal: a process that dies (or stops renewing) has its
/// clocks taken over this long after its last beat at most.
pub const LEASE_MS: i64 = 10_000;

/// Whether this process keeps the clocks, after a look at the lease.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Keeping {
    /// Just taken (at start, or over from a process that stopped): first catch up on what its
    /// holder left undone.
    Taken,
    /// Held since the last beat.
    Kept,
    /// Another process keeps them.
    Elsewhere,
}

/// One process's claim on the clocks, renewed every beat.
pub struct Timekeeper {
    sessions: Sessions,
    holder: String,
    held: bool,
}

impl Timekeeper {
    /// `holder` names this process to the others (and in `touchline status`).
    pub fn new(sessions: Sessions, holder: String) -> Timekeeper {
        Timekeeper { sessions, holder, held: false }
    }

    pub fn holder(&self) -> &str {
        &self.holder
    }

    /// Take or renew the lease. A database that cannot be reached counts as not holding it:
    /// another process may be keeping the clocks meanwhile.
    pub async fn beat(&mut self, now_ms: i64) -> Keeping {
        let holds = match self.sessions.store.take_lease(CLOCKS_LEASE, &self.holder, now_ms, LEASE_MS).await {
            Ok(holds) => holds,
            Err(e) => {
                tracing::warn!(%e, "cannot renew the clocks' lease");
                false
            }
        };
        let keeping = match (self.held, holds) {
            (false, true) => Keeping::Taken,
            (true, true) => Keeping::Kept,
            (_, false) => Keeping::Elsewhere,
        };
        match keeping {
            Keeping::Taken => tracing::info!(holder = %self.holder, "this process keeps the clocks"),
            Keeping::Elsewhere if self.held => tracing::info!("another process keeps the clocks now"),
            _ => {}
        }
        self.held = holds;
        keeping
    }

    /// Give the lease back (the process is stopping), so another takes over at once.
    pub async fn release(&mut self) {
        if self.held {
            if let Err(e) = self.sessions.store.release_lease(CLOCKS_LEASE, &self.holder).await {
                tracing::warn!(%e, "cannot give back the clocks' lease");
            }
            self.held = false;
        }
    }
}

/// A name for this process that no other process on the same database shares: its host, its
/// process id and a random part (a restarted container may reuse both).
pub fn process_name() -> String {
    let host = std::fs::read_to_string("/proc/sys/kernel/hostname")
        .ok()
        .or_else(|| std::env::var("HOSTNAME").ok())
        .map(|h| h.trim().to_string())
        .filter(|h| !h.is_empty())
        .unwrap_or_else(|| "host".to_string());
    format!("{host}:{}:{}", std::process::id(), crate::fairness::random_hex(3))
}
