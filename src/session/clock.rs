//! The turn clocks' use-cases: reminders at half time, and the move (or the forfeit) when the
//! time is up, as the match was set up; and resuming after a restart.

use touchline_games::{Command, RuleError, SeatSet, Status};

use super::turn::Occasion;
use super::{SessionError, Sessions, Update};
use crate::clock::OnTimeout;
use crate::ids::MatchId;
use crate::store::DueClock;

/// A reminder to post: whose clock, where, how long is left, and what happens after.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reminder {
    pub match_id: MatchId,
    pub thread_id: u64,
    pub user: u64,
    pub left_ms: i64,
    pub on_timeout: OnTimeout,
}

impl Sessions {
    /// Clocks past half their time: each is marked reminded (once only) and returned.
    pub async fn reminders(&self, now_ms: i64) -> Result<Vec<Reminder>, SessionError> {
        let mut out = Vec::new();
        for c in self.store.clocks_to_remind(now_ms).await? {
            self.store.mark_reminded(c.match_id, c.seat).await?;
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
                    left_ms: c.due_ms - now_ms,
                    on_timeout: thread.clock.on_timeout,
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

    /// After a restart: the computer makes any move it owes, everyone who must act is prompted
    /// again (running clocks keep their time), and the thread is shown where the match stands.
    /// An end stored before the restart is reported (once per process).
    pub async fn resume(&self, match_id: MatchId) -> Result<Update, SessionError> {
        let stored = self.store.load_match(match_id).await?;
        self.follow_up(stored, Vec::new(), Occasion { resumed: true, before: SeatSet::EMPTY, kick_off: None }).await
    }
}
