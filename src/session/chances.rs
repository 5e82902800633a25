//! Win chances after a turn: worked out off the async workers, within a budget, kept, and told
//! in the thread after a big swing. A turn never waits for them: the front end asks once the
//! board and the prompts are out, and a chance that cannot be worked out now is skipped.
//!
//! The estimate sees the spectators' view alone ([`touchline_games::chances`]), and its seed
//! is public too (the match's seal hash and version), so anyone can work out the same chances
//! from what was shown, and no hidden card can change them.

use std::sync::Arc;

use sha2::{Digest, Sha256};
use touchline_games::chances::Chances;
use touchline_games::{Seat, Status};
use touchline_i18n::{say, Lang};

use super::{SessionError, Sessions};
use crate::speech::BOT;
use crate::store::chances::ChancesAt;
use crate::store::StoredMatch;

/// A change this large in any outcome's chance, since the chances last told, is a line in the
/// thread (in 0..=1).
pub const BIG_SWING: f32 = 0.2;

/// The line a thread is told.
#[derive(Clone, Debug, PartialEq)]
pub struct ChancesLine {
    pub thread_id: u64,
    pub text: String,
}

/// How many estimates may run at once in one process: the rest are skipped, never queued.
pub fn budget() -> Arc<tokio::sync::Semaphore> {
    let cores = std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1);
    Arc::new(tokio::sync::Semaphore::new(cores.div_ceil(2)))
}

/// The estimate's seed: from what the match has shown (its seal's hash, or its page's name
/// before seals) and its version.
pub fn public_seed(stored: &StoredMatch) -> u64 {
    let shown = stored.seal.as_ref().map(|s| s.seal.as_str()).unwrap_or(&stored.slug);
    let digest =
        Sha256::new().chain_update(shown.as_bytes()).chain_update(stored.state.version().to_le_bytes()).finalize();
    let mut first = [0u8; 8];
    first.copy_from_slice(&digest[..8]);
    u64::from_le_bytes(first)
}

impl Sessions {
    /// Work out and keep the match's win chances as it stands now; the line for its thread
    /// when they swung by [`BIG_SWING`] since they were last told. Nothing for a match whose
    /// competition does not show chances, one already worked out at this version (here or by
    /// another process), or when the budget is spent.
    pub async fn chances_after_turn(&self, stored: &StoredMatch) -> Result<Option<ChancesLine>, SessionError> {
        let (Some(thread), true) = (stored.thread.as_ref(), stored.state.profile().keeps_score()) else {
            return Ok(None);
        };
        if !self.store.shows_chances(stored.id).await? {
            return Ok(None);
        }
        let Ok(permit) = self.chances_budget.clone().try_acquire_owned() else {
            tracing::debug!(match_id = stored.id, "win chances skipped: the budget is spent");
            return Ok(None);
        };
        let (state, seed) = (stored.state.clone(), public_seed(stored));
        let over = matches!(state.status(), Status::Finished(_));
        let worked = tokio::task::spawn_blocking(move || {
            let _permit = permit;
            state.chances(seed).map(|c| (c, state.version(), state.plays()))
        })
        .await
        .ok()
        .flatten();
        let Some((chances, version, plays)) = worked else { return Ok(None) };
        let told = self.store.last_posted_chances(stored.id).await?;
        let first = self.store.match_chances(stored.id).await?.into_iter().next();
        // The first estimate is the yardstick until one is told.
        let since = told.or(first).map(|at| at.chances);
        let post = !over && since.as_ref().is_some_and(|before| chances.swing_from(before) >= BIG_SWING);
        let at = ChancesAt { version, plays, chances, posted: post };
        if !self.store.record_chances(stored.id, &at).await? || !post {
            return Ok(None);
        }
        let text = chances_text(&at.chances, &stored.names(thread.lang), thread.lang);
        Ok(Some(ChancesLine { thread_id: thread.thread_id, text }))
    }
}

/// "Win chances: Ann 64% · draw 20% · Ben 16%", the draw left out where there can be none.
pub fn chances_text(chances: &Chances, names: &[String], lang: Lang) -> String {
    let (wins, draw) = chances.percentages();
    let mut parts: Vec<String> = wins
        .iter()
        .enumerate()
        .map(|(side, p): (Seat, &u8)| {
            let name = names.get(side).cloned().unwrap_or_else(|| (side + 1).to_string());
            say!(BOT, lang, "chances-side", name = name, percent = *p)
        })
        .collect();
    if chances.draw > 0.0 {
        // Between the two sides, as a result is written.
        let at = if parts.len() == 2 { 1 } else { parts.len() };
        parts.insert(at, say!(BOT, lang, "chances-draw", percent = draw));
    }
    say!(BOT, lang, "chances-line", chances = parts.join(" · "))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_draw_sits_between_two_sides_and_is_left_out_of_a_cup_tie() {
        let names = vec!["Ann".to_string(), "Ben".to_string()];
        let c = Chances { win: vec![0.64, 0.16], draw: 0.2, worlds: 10 };
        assert_eq!(chances_text(&c, &names, Lang::En), "Win chances: Ann 64% · draw 20% · Ben 16%");
        let c = Chances { win: vec![0.7, 0.3], draw: 0.0, worlds: 10 };
        assert_eq!(chances_text(&c, &names, Lang::En), "Win chances: Ann 70% · Ben 30%");
        for lang in Lang::ALL {
            assert!(chances_text(&c, &names, lang).contains("Ann"), "{lang:?}");
        }
    }
}
