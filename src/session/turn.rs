//! What follows a move: the computer's replies, the turn clocks, who must be prompted now, and,
//! when the match is over, its end and its competition. The result is an [`Update`]: everything
//! the front end needs to show the move, gathered from one load of the match.

use touchline_games::{AnyEvent, AnyInput, AnyStep, Command, Seat, SeatSet, Status, Viewer};

use super::{SessionError, Sessions, MATCH_END};
use crate::clock::now_ms;
use crate::leagues::{self, CompetitionNews, LeagueOpError};
use crate::store::StoredMatch;

/// What a use-case did to a match, for the front end to show. Everything in it is stored.
pub struct Update {
    /// The match as it stands now, with its seating and thread.
    pub stored: StoredMatch,
    /// The match has just been set up: its first board is due.
    pub kick_off: bool,
    /// The set-up's events (at kick-off).
    pub opening: Vec<AnyEvent>,
    /// The steps committed, in order: the seat's own, then the computer's replies.
    pub steps: Vec<AnyStep>,
    /// The people to prompt now, in seat order. Their prompt version is recorded, and this
    /// process has claimed them: no other handler prompts them for the same round.
    pub prompt: Vec<Seat>,
    /// The match is over and this update is the one to say so.
    pub ended: bool,
    /// What the end meant for a competition fixture the match played.
    pub fixture: Option<CompetitionNews>,
}

impl Update {
    /// The play-by-play lines of the update, as anyone may read them.
    pub fn lines(&self) -> Vec<String> {
        let names = self.stored.names();
        self.public_events().iter().filter_map(|e| e.line(&names)).collect()
    }

    /// Whether a new picture of the board is due: the kick-off, or a step that completed a play.
    pub fn new_board(&self) -> bool {
        self.kick_off || self.public_events().iter().any(AnyEvent::ends_turn)
    }

    fn public_events(&self) -> Vec<AnyEvent> {
        let opening = self.opening.iter().filter_map(|e| e.redact(Viewer::Spectator));
        opening.chain(self.steps.iter().flat_map(|s| s.events_for(Viewer::Spectator))).collect()
    }
}

impl Sessions {
    /// A seat's move on a loaded match: applied, committed, and followed up. Refused as stale
    /// when the stored match moved on since it was loaded.
    pub async fn play(
        &self,
        stored: StoredMatch,
        seat: Seat,
        command: Command<AnyInput>,
    ) -> Result<Update, SessionError> {
        let before = stored.state.status().to_act();
        let acted = self.commit(stored.id, stored.state.clone(), seat, command).await?;
        let stored = StoredMatch { state: acted.state, ..stored };
        self.follow_up(stored, vec![acted.step], before, false).await
    }

    /// Everything that follows committed `steps` (none at a kick-off or a resume): `before` is
    /// who had to act before them, so standing prompts are not repeated; `resuming` reports an
    /// end that was stored before a restart.
    pub(super) async fn follow_up(
        &self,
        mut stored: StoredMatch,
        mut steps: Vec<AnyStep>,
        before: SeatSet,
        resuming: bool,
    ) -> Result<Update, SessionError> {
        steps.extend(self.computer_replies(&mut stored).await?.into_iter().map(|a| a.step));
        let id = stored.id;
        let version = stored.state.version();
        let status = stored.state.status();
        let to_act = status.to_act();
        if stored.thread.is_some() {
            // Clocks run only for people who owe a move.
            let owing: Vec<Seat> = to_act.iter().filter(|s| stored.seating.user(*s).is_some()).collect();
            self.store.stop_clocks(id, &owing).await?;
        }
        // A reaction window that someone joined is a new window (a Foul answered by a window for
        // V.A.R.): everyone in it is asked afresh, whatever they hold, with a fresh clock.
        let new_window = matches!(status, Status::Reaction { .. }) && to_act.iter().any(|s| !before.contains(s));
        let mut prompt = Vec::new();
        for seat in to_act.iter() {
            // A seat that just acted and still owes a move (after a substitution, say) gets fresh
            // controls; a seat still holding valid ones is left alone.
            let new_round = new_window || !before.contains(seat) || steps.iter().any(|s| s.seat() == seat);
            if !new_round || !self.announced.claim(id, seat, version) || stored.seating.user(seat).is_none() {
                continue;
            }
            self.store.set_prompt_version(id, seat, version).await?;
            if let Some(thread) = &stored.thread {
                let now = now_ms();
                // A reaction window (a Foul, say) has its own, shorter time.
                let seconds = match (&status, stored.state.reaction_seconds()) {
                    (Status::Reaction { .. }, Some(window)) => (window as u64).min(thread.clock.turn_seconds),
                    _ => thread.clock.turn_seconds,
                };
                let due = now.saturating_add((seconds as i64).saturating_mul(1000));
                if steps.is_empty() {
                    // Nothing was played (a kick-off, or resuming after a restart): a clock that
                    // is already running keeps its time.
                    self.store.ensure_clock(id, seat, now, due).await?;
                } else {
                    self.store.start_clock(id, seat, now, due).await?;
                }
            }
            prompt.push(seat);
        }
        if stored.thread.is_some() {
            self.store.set_announced(id, version).await?;
        }
        let finished = status.outcome().is_some();
        let ended = finished && (!steps.is_empty() || resuming) && self.announced.claim(id, MATCH_END, version);
        let fixture = if ended {
            match leagues::match_finished(&self.store, id, now_ms()).await {
                Ok(news) => news,
                Err(LeagueOpError::Store(e)) => return Err(e.into()),
                Err(LeagueOpError::Refused(text)) => {
                    tracing::warn!(match_id = id, %text, "the competition could not take the result in");
                    None
                }
            }
        } else {
            None
        };
        Ok(Update { stored, kick_off: false, opening: Vec::new(), steps, prompt, ended, fixture })
    }
}
