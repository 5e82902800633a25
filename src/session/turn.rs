//! A move: applied to the loaded match, committed with what it does to the turn clocks, and
//! followed up (the computer's replies, who must be prompted now and where, what the thread is
//! shown, and, when the match is over, its end and its competition). The result is an
//! [`Update`] with its delivery plan, gathered from the one load of the match.

use touchline_games::{AnyInput, AnyStep, Command, Seat, SeatSet, Status};

use super::plan::{thread_lines, thread_post, Address, Occasion, Prompt, Update};
use super::{computer_choice, Acted, SessionError, Sessions, MATCH_END};
use crate::clock::now_ms;
use crate::ids::MatchId;
use crate::leagues::news::Announcement;
use crate::leagues::{self, LeagueOpError};
use crate::store::clocks::FollowUp;
use crate::store::{DueClock, LeaseHold, StepClocks, StoredMatch};
use touchline_games::players::Brain;

/// The seats whose standing prompt a step leaves running (and with it their turn clock): those
/// that owed a move before it and still do, but the seat that moved, unless the step opened a
/// new reaction window, in which everyone is asked afresh. The commit stops every other clock
/// in its own statement, and the follow-up prompts by the same rule.
pub(super) fn prompts_kept(before: SeatSet, after: &Status, mover: Seat) -> SeatSet {
    let to_act = after.to_act();
    let new_window = matches!(after, Status::Reaction { .. }) && to_act.iter().any(|s| !before.contains(s));
    if new_window {
        return SeatSet::EMPTY;
    }
    let mut kept = before.and(to_act);
    kept.remove(mover);
    kept
}

/// How long a fresh clock runs: the thread's seconds a move, or a reaction window's own,
/// shorter time (a Foul, say).
pub(super) fn clock_seconds(
    thread: &crate::store::MatchThread,
    status: &Status,
    state: &touchline_games::AnyMatch,
) -> u64 {
    match (status, state.profile().window_seconds()) {
        (Status::Reaction { .. }, Some(window)) => (window as u64).min(thread.clock.turn_seconds),
        _ => thread.clock.turn_seconds,
    }
}

/// Where a seat's prompt goes: in the thread for a move made in front of the table, else by
/// DM, or by a button in the thread once the player's DMs are found closed.
fn address(stored: &StoredMatch, seat: Seat) -> Address {
    match stored.seating.place(seat).map(|p| &p.contact) {
        _ if stored.state.controls(seat, touchline_games::Lang::En).in_the_open => Address::InTheOpen,
        Some(contact) if contact.dm_closed => Address::Button,
        Some(contact) => Address::Dm(contact.dm_channel_id),
        None => Address::Dm(None),
    }
}

impl Sessions {
    /// Apply a command for a seat and commit it, nothing more. With `expected_version`, the
    /// command is refused as stale if the match has moved on since the player saw it (an old
    /// button, a double click).
    pub async fn act(
        &self,
        id: MatchId,
        seat: Seat,
        command: Command<AnyInput>,
        expected_version: Option<u64>,
    ) -> Result<Acted, SessionError> {
        let stored = self.store.load_match(id).await?;
        if let Some(expected) = expected_version {
            if expected != stored.state.version() {
                return Err(SessionError::Stale { current: stored.state.version() });
            }
        }
        self.commit(&stored, seat, command, None).await
    }

    /// Apply a command to a loaded match and commit it (refused as stale if the stored match
    /// moved on meanwhile), with the turn clocks it stops and starts; `answers` makes it a
    /// time-out of that clock, under that lease.
    async fn commit(
        &self,
        stored: &StoredMatch,
        seat: Seat,
        command: Command<AnyInput>,
        answers: Option<(DueClock, LeaseHold)>,
    ) -> Result<Acted, SessionError> {
        self.commit_at(stored, seat, command, answers, crate::clock::now_ms()).await
    }

    /// [`Sessions::commit`] at a moment the caller gives (a time-out's, read by the beat).
    pub(super) async fn commit_at(
        &self,
        stored: &StoredMatch,
        seat: Seat,
        command: Command<AnyInput>,
        answers: Option<(DueClock, LeaseHold)>,
        now_ms: i64,
    ) -> Result<Acted, SessionError> {
        let mut state = stored.state.clone();
        let version = state.version();
        let before = state.status().to_act();
        let step = state.apply(seat, command)?;
        let status = state.status();
        let owing: SeatSet = status.to_act().iter().filter(|s| stored.seating.user(*s).is_some()).collect();
        let clock_ms = stored.thread.as_ref().map(|t| clock_seconds(t, &status, &state) as i64 * 1000);
        let clocks = StepClocks { now_ms, kept: prompts_kept(before, &status, step.seat()), owing, clock_ms, answers };
        self.store.commit_step_with(stored.id, version, &state, &step, &clocks).await?;
        Ok(Acted { state, step, clocks })
    }

    /// Let the computer make every move it owes in a match: the seats it holds. Returns the
    /// steps committed, in order.
    pub async fn play_computer_seats(&self, id: MatchId) -> Result<Vec<Acted>, SessionError> {
        let mut stored = self.store.load_match(id).await?;
        self.computer_replies(&mut stored).await
    }

    /// The computer's moves, one committed step at a time, until a person must act or the match
    /// is over. Another task moving the match on meanwhile stops it: that task carries on.
    async fn computer_replies(&self, stored: &mut StoredMatch) -> Result<Vec<Acted>, SessionError> {
        let mut done = Vec::new();
        loop {
            let to_act = stored.state.status().to_act();
            let Some((seat, brain)) = to_act.iter().find_map(|s| stored.seating.brain(s).map(|b| (s, b))) else {
                return Ok(done);
            };
            let choice = match brain {
                // The look-ahead plays hundreds of imagined plays: off the async workers, so
                // other matches and the gateway never wait for it.
                Brain::Hard => {
                    let state = stored.state.clone();
                    tokio::task::spawn_blocking(move || computer_choice(&state, seat, brain)).await.ok().flatten()
                }
                _ => computer_choice(&stored.state, seat, brain),
            };
            let command = choice.map(Command::Play).unwrap_or(Command::AutoMove);
            match self.commit(stored, seat, command, None).await {
                Ok(acted) => {
                    stored.state = acted.state.clone();
                    done.push(acted);
                }
                Err(SessionError::Stale { .. }) => {
                    stored.state = self.store.load_match(stored.id).await?.state;
                    return Ok(done);
                }
                Err(e) => return Err(e),
            }
        }
    }

    /// A seat's move on a loaded match: applied, committed, and followed up. Refused as stale
    /// when the stored match moved on since it was loaded.
    pub async fn play(
        &self,
        stored: StoredMatch,
        seat: Seat,
        command: Command<AnyInput>,
    ) -> Result<Update, SessionError> {
        let acted = self.commit(&stored, seat, command, None).await?;
        let stored = StoredMatch { state: acted.state.clone(), ..stored };
        self.follow_up(stored, vec![acted], Occasion { after_a_move: true, ..Occasion::default() }).await
    }

    /// Everything that follows committed steps (none at a kick-off or a resume).
    pub(super) async fn follow_up(
        &self,
        mut stored: StoredMatch,
        mut acted: Vec<super::Acted>,
        occasion: Occasion,
    ) -> Result<Update, SessionError> {
        acted.extend(self.computer_replies(&mut stored).await?);
        // Who still holds the prompt they held before the first step: kept by every step.
        let start = if occasion.after_a_move { SeatSet::first(SeatSet::MAX_SEATS) } else { SeatSet::EMPTY };
        let kept = acted.iter().fold(start, |kept, a| kept.and(a.clocks.kept));
        let steps: Vec<AnyStep> = acted.into_iter().map(|a| a.step).collect();
        let (id, version, status) = (stored.id, stored.state.version(), stored.state.status());
        // A seat still holding valid controls is left alone; a seat asked afresh (it moved and
        // still owes, a new play, a new window) gets new ones, once in this process.
        let asked: Vec<(Seat, u64)> = status
            .to_act()
            .iter()
            .filter_map(|seat| stored.seating.user(seat).map(|user| (seat, user)))
            .filter(|&(seat, _)| !kept.contains(seat) && self.claim(id, seat, version, occasion.resumed))
            .collect();
        let finished = status.outcome().is_some();
        let resuming = occasion.resumed;
        let ended = finished && (!steps.is_empty() || resuming) && self.claim(id, MATCH_END, version, resuming);
        let news = match ended {
            true => self.competition_news(id).await?,
            false => None,
        };
        let mut post = stored.thread.as_ref().and_then(|_| thread_post(&stored, &steps, &occasion, ended));
        let board = post.as_ref().is_some_and(|p| p.board.is_some());
        // The commit that asked a seat started its clock; a kick-off or a resume starts a
        // missing one (a running clock keeps its time).
        let clock = stored.thread.as_ref().map(|thread| {
            let now = now_ms();
            let seconds = clock_seconds(thread, &status, &stored.state);
            (now, now.saturating_add((seconds as i64).saturating_mul(1000)))
        });
        let ask = FollowUp {
            match_id: id,
            version,
            seats: asked.iter().map(|&(seat, _)| (seat, clock)).collect(),
            crests: board.then(|| crate::crests::people_of(&stored)).flatten(),
            followers: board || ended,
            // The kick-off's board links the live page of a match on a server that publishes.
            published: match occasion.kick_off.is_some() && board {
                true => stored.thread.as_ref().and_then(|t| t.guild_id),
                false => None,
            },
        };
        let facts = self.store.follow_up(&ask).await?;
        if let (Some(board), Some(_)) = (post.as_mut().and_then(|p| p.board.as_mut()), &ask.crests) {
            board.crests = crate::crests::by_seat(&stored, &facts.crests);
        }
        let prompts = asked
            .into_iter()
            .zip(facts.due_ms)
            .map(|((seat, user), due_ms)| Prompt { seat, user, to: address(&stored, seat), due_ms })
            .collect();
        let followers = facts.followers;
        // A follower's DM is in their language whole: the play-by-play too.
        if let Some(post) = post.as_mut() {
            for lang in followers.iter().map(|f| f.lang) {
                if lang != stored.lang() && !post.lines_for_followers.iter().any(|(l, _)| *l == lang) {
                    post.lines_for_followers.push((lang, thread_lines(&stored, &steps, &occasion, ended, lang)));
                }
            }
        }
        let page = facts.published.then(|| crate::publishing::match_path(&stored.slug));
        let kick_off = occasion.kick_off.is_some();
        Ok(Update { stored, kick_off, steps, post, prompts, ended, news, followers, page })
    }

    /// Claim the announcement of `slot` at `version` in this process; a resume claims it again
    /// (an earlier attempt here may have claimed it and failed before sending).
    fn claim(&self, id: crate::ids::MatchId, slot: usize, version: u64, resuming: bool) -> bool {
        match resuming {
            true => self.announced.claim_again(id, slot, version),
            false => self.announced.claim(id, slot, version),
        }
    }

    /// What a match's end meant for its competition, as the competition's channel is told.
    async fn competition_news(&self, id: crate::ids::MatchId) -> Result<Option<Announcement>, SessionError> {
        let news = async {
            match leagues::match_finished(&self.store, id, now_ms()).await? {
                Some(news) => Ok(Some(leagues::news::announcement(&self.store, &news).await?)),
                None => Ok(None),
            }
        };
        match news.await {
            Ok(news) => Ok(news),
            Err(LeagueOpError::Store(e)) => Err(e.into()),
            Err(LeagueOpError::Refused(text)) => {
                tracing::warn!(match_id = id, %text, "the competition could not take the result in");
                Ok(None)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set(seats: &[Seat]) -> SeatSet {
        seats.iter().copied().collect()
    }

    #[test]
    fn a_step_keeps_the_prompts_that_still_stand_and_ends_the_others() {
        // Two choose together; one chooses: the other's prompt (and clock) stands.
        let after = Status::Simultaneous { waiting: set(&[1]) };
        assert_eq!(prompts_kept(set(&[0, 1]), &after, 0), set(&[1]));
        // A seat that moved and still owes is asked afresh.
        assert_eq!(prompts_kept(set(&[0]), &Status::Turn(0), 0), SeatSet::EMPTY);
        // The turn passes: nobody's prompt stands.
        assert_eq!(prompts_kept(set(&[0]), &Status::Turn(1), 0), SeatSet::EMPTY);
        // A window opened for seats that were waiting: everyone in it is asked afresh.
        let window = Status::Reaction { seats: set(&[1, 2]) };
        assert_eq!(prompts_kept(set(&[1]), &window, 0), SeatSet::EMPTY);
        // A pass in a window already open keeps the others' prompts.
        assert_eq!(prompts_kept(set(&[0, 1, 2]), &Status::Reaction { seats: set(&[1, 2]) }, 0), set(&[1, 2]));
        // The end keeps none.
        let over = Status::Finished(touchline_games::Outcome::full_time(vec![1, 0], None));
        assert_eq!(prompts_kept(set(&[0, 1]), &over, 0), SeatSet::EMPTY);
    }
}
