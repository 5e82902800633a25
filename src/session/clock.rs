//! The timed work's use-cases: reminders at half a turn clock's time, and the move (or the
//! forfeit) when it is up, as the match was set up; resuming after a restart and showing what a
//! stopped process left unshown; the lease under which one process does all of it.
//!
//! Every timed action is fenced: it names the clock it answers (match, seat, the version its
//! prompt was asked at, its due time) and the clocks' lease it acts under (holder, epoch), and the
//! statement that applies it checks both, so a keeper working through a list it read earlier,
//! or one that lost its lease while busy, can never act on a newer clock or after another
//! process took over.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

use touchline_games::{Command, RuleError, Status};

use super::plan::Occasion;
use super::{SessionError, Sessions, Update};
use crate::clock::OnTimeout;
use crate::ids::MatchId;
use crate::pings::{PingMode, Timing};
use crate::store::{DueClock, LeaseHold};

pub use crate::store::leases::CLOCKS as CLOCKS_LEASE;

/// A reminder to post: whose clock, where, how long is left, and what happens after.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reminder {
    /// The clock it is for: claimed by it just before it is sent.
    pub clock: DueClock,
    pub thread_id: u64,
    pub user: u64,
    pub on_timeout: OnTimeout,
    /// By DM rather than a mention in the thread (the person's choice).
    pub by_dm: bool,
    /// The thread's language, and the person's own.
    pub public: touchline_i18n::Lang,
    pub own: touchline_i18n::Lang,
}

impl Reminder {
    /// When the clock runs out.
    pub fn due_ms(&self) -> i64 {
        self.clock.due_ms
    }
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
    /// Clocks past half their time whose reminder may go now, person by person, not yet
    /// claimed: each is claimed with [`Sessions::claim_reminders`] just before it is sent, so a
    /// slow beat never reminds of a clock that stopped meanwhile. A reminder in its player's
    /// quiet hours waits for them to end (it is looked at again each time), unless the clock
    /// would run out first; one for a player who wants no pings is marked and dropped here.
    /// The clock's own end never waits ([`Sessions::expired`]).
    pub async fn reminders(&self, now_ms: i64, hold: &LeaseHold) -> Result<Vec<(u64, Vec<Reminder>)>, SessionError> {
        let mut out = Vec::new();
        for c in self.store.clocks_to_remind(now_ms).await? {
            let timing = c.pings.reminder(now_ms, c.clock.due_ms);
            match timing {
                Timing::At(_) => continue,
                Timing::Never => {
                    self.store.mark_reminded(&c.clock, hold, now_ms).await?;
                    continue;
                }
                Timing::Now => {}
            }
            let stored = self.store.load_match(c.clock.match_id).await?;
            let Some(thread) = stored.thread.clone() else { continue };
            // A reaction window is short and its prompt counts down: no reminder.
            let window = stored.state.profile().reactions.is_some();
            if window && matches!(stored.state.status(), Status::Reaction { .. }) {
                continue;
            }
            if let Some(user) = stored.seating.user(c.clock.seat) {
                out.push(Reminder {
                    clock: c.clock,
                    thread_id: thread.thread_id,
                    user,
                    on_timeout: thread.clock.on_timeout,
                    by_dm: c.pings.mode == PingMode::Dm,
                    public: stored.lang(),
                    own: stored.seating.place(c.clock.seat).map_or(stored.lang(), |p| p.lang),
                });
            }
        }
        Ok(by_person(out))
    }

    /// Claim one person's reminders, just before they are sent: those whose clock still runs
    /// (the very one), unclaimed, under the lease held as `hold`. Each is claimed once, by one
    /// process.
    pub async fn claim_reminders(
        &self,
        due: Vec<Reminder>,
        hold: &LeaseHold,
        now_ms: i64,
    ) -> Result<Vec<Reminder>, SessionError> {
        let mut claimed = Vec::with_capacity(due.len());
        for r in due {
            if self.store.mark_reminded(&r.clock, hold, now_ms).await? {
                claimed.push(r);
            }
        }
        Ok(claimed)
    }

    /// Clocks that have run out.
    pub async fn expired(&self, now_ms: i64) -> Result<Vec<DueClock>, SessionError> {
        Ok(self.store.expired_clocks(now_ms).await?)
    }

    /// A clock's time is up at `now_ms`: the computer moves for its seat, or the seat forfeits,
    /// as its match was set up, under the clocks' lease held as `hold`. The move is refused, and
    /// `None` returned, unless `clock` is still the seat's running clock and had run out by
    /// `now_ms` when the move is committed, and the lease is still so held: a clock read earlier that stopped meanwhile
    /// (the player moved, a new play began) never times out the next one.
    pub async fn time_up(
        &self,
        clock: DueClock,
        hold: &LeaseHold,
        now_ms: i64,
    ) -> Result<Option<Update>, SessionError> {
        let stored = self.store.load_match(clock.match_id).await?;
        let Some(thread) = stored.thread.clone() else { return Ok(None) };
        let seat = clock.seat;
        if !stored.state.status().to_act().contains(seat) {
            // A clock left for a seat that owes nothing: stopped, if it is still that clock.
            self.store.drop_clock(&clock).await?;
            return Ok(None);
        }
        // Silence in a reaction window is a pass, never a forfeit.
        let window = matches!(stored.state.status(), Status::Reaction { .. });
        let command = match thread.clock.on_timeout {
            _ if window => Command::AutoMove,
            OnTimeout::AutoMove => Command::AutoMove,
            OnTimeout::Forfeit => Command::Forfeit,
        };
        let answers = Some((clock, hold.clone()));
        let acted = match self.commit_at(&stored, seat, command, answers.clone(), now_ms).await {
            // The computer found nothing to play for the seat: the time is up all the same, so
            // the match cannot wait for ever.
            Err(SessionError::Rule(RuleError::NothingToAutoMove)) => {
                tracing::warn!(match_id = clock.match_id, seat, "no move to make on time-out; forfeiting instead");
                self.commit_at(&stored, seat, Command::Forfeit, answers, now_ms).await
            }
            other => other,
        };
        match acted {
            Ok(acted) => {
                let stored = crate::store::StoredMatch { state: acted.state.clone(), ..stored };
                self.follow_up(stored, vec![acted], Occasion { after_a_move: true, ..Occasion::default() })
                    .await
                    .map(Some)
            }
            // The player moved at the same moment (their move stands), the clock is no longer
            // the one that ran out, or another process keeps the clocks now.
            Err(SessionError::Stale { .. }) => Ok(None),
            Err(SessionError::Fenced(fence)) => {
                tracing::debug!(match_id = clock.match_id, seat, %fence, "time-out refused");
                Ok(None)
            }
            Err(e) => Err(e),
        }
    }

    /// A match's update has been shown (its thread post and prompts sent): a restart, or the
    /// clocks' keeper, need not show it again. Recorded after showing, not before, so a process
    /// that dies in between leaves it to be shown again rather than never.
    pub async fn shown(&self, match_id: MatchId, version: u64) -> Result<(), SessionError> {
        Ok(self.store.set_announced(match_id, version).await?)
    }

    /// Matches stored but not shown whose posting claim has run out (the process that stored
    /// them died, or stalled for longer than [`STRANDED_MS`]), claimed for this process to show
    /// under the lease held as `hold`. An update a living process is still posting is left to
    /// it. Only the last ten minutes' are looked at: one that cannot be shown at all (its thread
    /// deleted) is not tried for ever.
    pub async fn stranded(&self, now_ms: i64, hold: &LeaseHold) -> Result<Vec<MatchId>, SessionError> {
        Ok(self.store.claim_stranded(now_ms - 10 * 60_000, now_ms, hold, false).await?)
    }

    /// At the start of a process alone on its database: every match stored but not shown that
    /// this process did not store itself (its earlier life's, however long ago), claimed to
    /// show. What it has stored since it started is its own to show.
    pub async fn unshown_at_start(&self, now_ms: i64, hold: &LeaseHold) -> Result<Vec<MatchId>, SessionError> {
        Ok(self.store.claim_stranded(0, now_ms, hold, true).await?)
    }

    /// After a restart: the computer makes any move it owes, everyone who must act is prompted
    /// again (running clocks keep their time), and the thread is shown where the match stands.
    /// An end stored before the restart is reported (once per process).
    pub async fn resume(&self, match_id: MatchId) -> Result<Update, SessionError> {
        let stored = self.store.load_match(match_id).await?;
        self.follow_up(stored, Vec::new(), Occasion { resumed: true, ..Occasion::default() }).await
    }
}

/// How long a stored change may wait to be shown before the clocks' keeper shows it itself: far
/// longer than a living process takes between its commit and its post.
pub const STRANDED_MS: i64 = crate::store::threads::POSTING_MS;

/// How long a held lease lasts without renewal: a process that dies (or stops renewing) has its
/// clocks taken over this long after its last renewal at most.
pub const LEASE_MS: i64 = 10_000;

/// Whether this process keeps the clocks, after a look at the lease.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Keeping {
    /// Just taken (at start, or over from a process that stopped): first catch up on what its
    /// holder left undone.
    Taken,
    /// Held since the last look.
    Kept,
    /// Another process keeps them.
    Elsewhere,
}

/// One process's claim on the clocks. Renewed every second by a task of its own
/// ([`Timekeeper::renew`]), apart from the timed work, so a keeper that is alive but slow (its
/// posts answered late) keeps its lease; the timed work reads the lease as held before each
/// action ([`Timekeeper::hold`]) and names it to the store, which refuses it once the lease has
/// moved on.
#[derive(Clone)]
pub struct Timekeeper {
    sessions: Sessions,
    holder: String,
    hold: Arc<Mutex<Option<LeaseHold>>>,
    /// Taken since the timed work last looked: it catches up first.
    fresh: Arc<AtomicBool>,
}

impl Timekeeper {
    /// `holder` names this process to the others (and in `touchline status`).
    pub fn new(sessions: Sessions, holder: String) -> Timekeeper {
        Timekeeper { sessions, holder, hold: Arc::default(), fresh: Arc::default() }
    }

    pub fn holder(&self) -> &str {
        &self.holder
    }

    /// Take or renew the lease. A database that cannot be reached counts as not holding it:
    /// another process may be keeping the clocks meanwhile.
    pub async fn renew(&self, now_ms: i64) -> Keeping {
        let epoch = match self.sessions.store.take_lease(CLOCKS_LEASE, &self.holder, now_ms, LEASE_MS).await {
            Ok(epoch) => epoch,
            Err(e) => {
                tracing::warn!(%e, "cannot renew the clocks' lease");
                None
            }
        };
        let mut hold = self.hold.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        let before = hold.as_ref().map(|h| h.epoch);
        let keeping = match (before, epoch) {
            (Some(was), Some(now)) if was == now => Keeping::Kept,
            (_, Some(_)) => Keeping::Taken,
            (_, None) => Keeping::Elsewhere,
        };
        match keeping {
            Keeping::Taken => {
                tracing::info!(holder = %self.holder, "this process keeps the clocks");
                self.fresh.store(true, Ordering::SeqCst);
            }
            Keeping::Elsewhere if before.is_some() => tracing::info!("another process keeps the clocks now"),
            _ => {}
        }
        *hold = epoch.map(|epoch| LeaseHold {
            holder: self.holder.clone(),
            epoch,
            until_ms: now_ms.saturating_add(LEASE_MS),
        });
        keeping
    }

    /// The lease as this process holds it, if it still runs at `now_ms`: what every timed
    /// action is made under. `None` once it ran out without renewal or went to another process.
    pub fn hold(&self, now_ms: i64) -> Option<LeaseHold> {
        let hold = self.hold.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        hold.as_ref().filter(|h| h.runs_at(now_ms)).cloned()
    }

    /// Whether the lease was taken since the last call: the timed work catches up on what the
    /// last keeper left undone first.
    pub fn just_taken(&self) -> bool {
        self.fresh.swap(false, Ordering::SeqCst)
    }

    /// Give the lease back (the process is stopping), so another takes over at once.
    pub async fn release(&self) {
        let held = self.hold.lock().unwrap_or_else(|poisoned| poisoned.into_inner()).take();
        if held.is_some() {
            if let Err(e) = self.sessions.store.release_lease(CLOCKS_LEASE, &self.holder).await {
                tracing::warn!(%e, "cannot give back the clocks' lease");
            }
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
