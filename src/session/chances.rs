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
        let (state, seed) = (stored.state.clone(), public_seed(stored));
        let over = matches!(state.status(), Status::Finished(_));
        let worked = if over {
            // The result is certain and costs nothing to state: never skipped, so a finished
            // match's chances always end on it.
            state.chances(seed).map(|c| (c, state.version(), state.plays()))
        } else {
            let Ok(permit) = self.chances_budget.clone().try_acquire_owned() else {
                tracing::debug!(match_id = stored.id, "win chances skipped: the budget is spent");
                return Ok(None);
            };
            tokio::task::spawn_blocking(move || {
                let _permit = permit;
                state.chances(seed).map(|c| (c, state.version(), state.plays()))
            })
            .await
            .ok()
            .flatten()
        };
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

/// A finished match's key moments, for its thread: the words, and the match's versions whose
/// boards go with them.
#[derive(Clone, Debug)]
pub struct KeyMomentsPost {
    pub thread_id: u64,
    pub text: String,
    /// The match played again in the thread's language, and the boards of it that show each
    /// moment's end (none when it cannot be played again).
    pub replay: Option<Arc<crate::replay::Replay>>,
    pub boards: Vec<usize>,
}

impl Sessions {
    /// At full time: the match's biggest swings in its kept chances, each looked at again now
    /// that the hands are shown (the look-ahead computer's move there, and what it would have
    /// changed), worked out once off the async workers and kept; the post for the thread when
    /// this call kept them. Nothing for a match still being played, without chances, or whose
    /// moments were kept already.
    pub async fn key_moments_at_full_time(&self, stored: &StoredMatch) -> Result<Option<KeyMomentsPost>, SessionError> {
        let Some(thread) = stored.thread.as_ref() else { return Ok(None) };
        if !matches!(stored.state.status(), Status::Finished(_)) || !self.store.shows_chances(stored.id).await? {
            return Ok(None);
        }
        if self.store.key_moments(stored.id).await?.is_some() {
            return Ok(None);
        }
        let kept: Vec<(u64, Chances)> =
            self.store.match_chances(stored.id).await?.into_iter().map(|k| (k.version, k.chances)).collect();
        if kept.len() < 2 {
            return Ok(None);
        }
        let steps = self.store.commands(stored.id).await?;
        let (config, seats, seed, lang) =
            (stored.state.config(), stored.state.seats(), stored.state.seed(), thread.lang);
        let estimate_seed = public_seed(stored);
        let moments = tokio::task::spawn_blocking(move || {
            touchline_games::chances::key_moments(&config, seats, seed, &steps, &kept, estimate_seed, lang)
        })
        .await
        .unwrap_or_default();
        if moments.is_empty() || !self.store.record_key_moments(stored.id, &moments).await? {
            return Ok(None);
        }
        let names = stored.names(lang);
        let text = key_moments_text(&moments, &names, lang);
        let replay = crate::replay::load_in(&self.store, stored.id, lang).await.ok().map(Arc::new);
        let boards = match &replay {
            Some(r) => {
                moments.iter().filter_map(|m| r.frames.iter().position(|f| f.version >= m.after)).collect::<Vec<_>>()
            }
            None => Vec::new(),
        };
        Ok(Some(KeyMomentsPost { thread_id: thread.thread_id, text, replay, boards }))
    }
}

/// The key moments in words: one paragraph each, under a heading.
pub fn key_moments_text(moments: &[touchline_games::chances::Moment], names: &[String], lang: Lang) -> String {
    let mut lines = vec![say!(BOT, lang, "key-moments-heading")];
    lines.extend(key_moment_lines(moments, names, lang));
    lines.join("\n")
}

/// Each key moment in words.
pub fn key_moment_lines(moments: &[touchline_games::chances::Moment], names: &[String], lang: Lang) -> Vec<String> {
    let percent = |c: &Chances, side: Seat| (c.win.get(side).copied().unwrap_or(0.0) * 100.0).round() as u32;
    let name = |side: Seat| names.get(side).cloned().unwrap_or_else(|| (side + 1).to_string());
    let mut lines = Vec::new();
    for (n, m) in moments.iter().enumerate() {
        // The side whose chance moved most: the story of the swing.
        let side = (0..m.chances_after.win.len())
            .max_by(|a, b| {
                let moved = |s: Seat| (m.chances_after.win[s] - m.chances_before.win[s]).abs();
                moved(*a).total_cmp(&moved(*b))
            })
            .unwrap_or(m.seat);
        let mut line = say!(
            BOT,
            lang,
            "key-moment",
            n = n + 1,
            plays = m.plays,
            side = name(side),
            before = percent(&m.chances_before, side),
            after = percent(&m.chances_after, side),
            mover = name(m.seat),
            played = m.played_words.as_str()
        );
        let more = match &m.instead {
            // Another move, but one the chances cannot tell apart from the one played.
            Some(i) if percent(&i.instead_chances, m.seat) == percent(&i.played_chances, m.seat) => say!(
                BOT,
                lang,
                "key-moment-even",
                instead = i.words.as_str(),
                mover = name(m.seat),
                made = percent(&i.played_chances, m.seat)
            ),
            Some(i) => say!(
                BOT,
                lang,
                "key-moment-instead",
                instead = i.words.as_str(),
                mover = name(m.seat),
                better = percent(&i.instead_chances, m.seat),
                made = percent(&i.played_chances, m.seat)
            ),
            None => say!(BOT, lang, "key-moment-same"),
        };
        line.push(' ');
        line.push_str(&more);
        lines.push(line);
    }
    lines
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
