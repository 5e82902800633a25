//! What this process has already announced, so that two handlers finishing the same round at
//! once (both players choosing together) prompt a seat once and report a match's end once.
//! The store's `announced_version` is what survives a restart; this only settles races within
//! one process, which is why a restart starts it empty (resumed matches are announced again).

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use crate::ids::MatchId;

/// The announcement slot for a match's end (seats use their own numbers).
pub const MATCH_END: usize = usize::MAX;
/// How many announcements are remembered before finished matches are forgotten.
const LIMIT: usize = 10_000;

/// Per (match, seat or [`MATCH_END`]): the match version last announced for it.
#[derive(Clone, Default)]
pub struct Announcements {
    claimed: Arc<Mutex<HashMap<(MatchId, usize), u64>>>,
}

impl Announcements {
    /// True for the first caller to announce `slot` of a match at `version` (or later).
    pub fn claim(&self, match_id: MatchId, slot: usize, version: u64) -> bool {
        let mut claimed = self.claimed.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        if claimed.get(&(match_id, slot)).is_some_and(|v| *v >= version) {
            return false;
        }
        if claimed.len() >= LIMIT {
            // Ends reported long ago can no longer race with anything: let them go, so a bot
            // that runs for months does not keep one entry per match it ever finished.
            claimed.retain(|(_, s), _| *s != MATCH_END);
        }
        claimed.insert((match_id, slot), version);
        if slot == MATCH_END {
            // The seats will not be prompted again; only the end marker needs keeping.
            claimed.retain(|(m, s), _| *m != match_id || *s == MATCH_END);
        }
        true
    }

    /// Announce `slot` of a match at `version` again, whatever was claimed before: a resume
    /// shows what an earlier attempt may have claimed and then failed to send (its statement
    /// failed part way), and what it sends again is posted once by its nonce.
    pub fn claim_again(&self, match_id: MatchId, slot: usize, version: u64) -> bool {
        let mut claimed = self.claimed.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        claimed.insert((match_id, slot), version);
        true
    }

    #[cfg(test)]
    fn len(&self) -> usize {
        self.claimed.lock().map(|c| c.len()).unwrap_or(0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_seat_is_announced_once_per_version_and_the_end_once() {
        let a = Announcements::default();
        assert!(a.claim(7, 0, 3), "the first handler prompts seat 0");
        assert!(!a.claim(7, 0, 3), "a second handler at the same version does not");
        assert!(a.claim(7, 1, 3), "other seats are their own");
        assert!(a.claim(7, 2, 3), "and a third seat too");
        assert!(a.claim(8, 0, 3), "other matches are their own");
        assert!(a.claim(7, 0, 4), "the next version prompts again");
        assert!(!a.claim(7, 0, 2), "an older version never does");
        assert!(a.claim(7, MATCH_END, 9));
        assert!(!a.claim(7, MATCH_END, 9), "the end is reported once");
        assert_eq!(a.len(), 2, "the finished match's seats are forgotten: {} left", a.len());
        // A long-running bot forgets the ends of finished matches once it holds many entries.
        for m in 100..100 + LIMIT as i64 {
            a.claim(m, MATCH_END, 1);
        }
        assert!(a.claim(1, 0, 1));
        assert!(a.len() < LIMIT, "{} entries", a.len());
        assert!(!a.claim(1, 0, 1), "live seats are kept");
    }
}
