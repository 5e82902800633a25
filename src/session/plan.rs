//! The delivery plan: what a use-case tells the front end to show after a move, computed from the
//! one load of the match it acted on. The front end only sends it: it reads nothing back from
//! the store to decide what to say, to whom, where or by when.

use touchline_games::{AnyEvent, AnyStep, Seat, Status, Viewer};
use touchline_i18n::say;
use touchline_render::crest::Crest;

use crate::leagues::news::Announcement;
use crate::store::StoredMatch;

/// What a use-case did to a match, and everything the front end must deliver for it. Everything
/// in it is stored.
pub struct Update {
    /// The match as it stands now, with its seating and thread.
    pub stored: StoredMatch,
    /// The match has just been set up: its first board is due.
    pub kick_off: bool,
    /// The steps committed, in order: the seat's own, then the computer's replies.
    pub steps: Vec<AnyStep>,
    /// What the thread shows everyone; `None` when there is nothing new to say (a pass in a
    /// reaction window, or a match outside Discord).
    pub post: Option<ThreadPost>,
    /// The people to prompt now, in seat order: where and by when. Their prompt version is
    /// recorded, and this process has claimed them: no other handler prompts them for the same
    /// round.
    pub prompts: Vec<Prompt>,
    /// The match is over and this update is the one to say so.
    pub ended: bool,
    /// What the end meant for a competition (a fixture played, a draft settled), as its
    /// channel is told.
    pub news: Option<Announcement>,
    /// Who follows the match, when this update has a board or the end for them.
    pub followers: Vec<crate::store::follows::Follower>,
    /// The match's live page (its path on the web pages), for the kick-off's board to link when
    /// the server publishes.
    pub page: Option<String>,
}

impl Update {
    /// The prompt planned for a seat, if it is prompted.
    pub fn prompt(&self, seat: Seat) -> Option<&Prompt> {
        self.prompts.iter().find(|p| p.seat == seat)
    }

    /// The seats prompted, in order.
    pub fn prompted(&self) -> Vec<Seat> {
        self.prompts.iter().map(|p| p.seat).collect()
    }

    /// The lines the thread is told (none when nothing is posted).
    pub fn lines(&self) -> &[String] {
        self.post.as_ref().map(|p| p.lines.as_slice()).unwrap_or_default()
    }

    /// The lines the thread is told, as a follower reading `lang` is told them.
    pub fn lines_in(&self, lang: touchline_i18n::Lang) -> &[String] {
        let translated = self.post.as_ref().and_then(|p| p.lines_for_followers.iter().find(|(l, _)| *l == lang));
        translated.map_or_else(|| self.lines(), |(_, lines)| lines.as_slice())
    }

    /// Whether a new picture of the board goes with the post.
    pub fn new_board(&self) -> bool {
        self.post.as_ref().is_some_and(|p| p.board.is_some())
    }
}

/// A message for the match's thread.
#[derive(Clone, Debug, Default)]
pub struct ThreadPost {
    /// A new picture of the board goes with it, drawn with these crests (one per seat).
    pub board: Option<Board>,
    /// The public play-by-play (and notes such as the seats' order or the seal's hash), first to
    /// last; the front end cuts them to fit, never the `reveal`.
    pub lines: Vec<String>,
    /// The line saying who is still awaited goes last (the front end words it with mentions).
    pub waiting: bool,
    /// The seal's seed and salt, kept whole at the end (the final message of a match).
    pub reveal: Vec<String>,
    /// The Rematch button goes under it (a finished match that keeps score).
    pub rematch: bool,
    /// The same lines in each language a follower reads that is not the thread's.
    pub lines_for_followers: Vec<(touchline_i18n::Lang, Vec<String>)>,
}

/// The picture of the board that goes with a post.
#[derive(Clone, Debug, Default)]
pub struct Board {
    /// The clubs' crests, by seat.
    pub crests: Vec<Option<Crest>>,
}

/// One seat's prompt: who, where, by when.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Prompt {
    pub seat: Seat,
    /// The person's Discord id.
    pub user: u64,
    pub to: Address,
    /// When the seat's clock runs out, when one runs: a reaction window's prompt counts it down.
    pub due_ms: Option<i64>,
}

/// Where a prompt goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Address {
    /// By direct message, to this channel when it is known (else it is opened first).
    Dm(Option<u64>),
    /// In the thread, addressed to the player: a move made in front of the table (a draft
    /// pick), whose controls hold nothing secret.
    InTheOpen,
    /// The player's direct messages are closed: a button in the thread opens the controls where
    /// only they see them.
    Button,
}

/// The public lines of some events in `lang`, as anyone may read them.
pub fn public_lines_in(stored: &StoredMatch, events: &[AnyEvent], lang: touchline_i18n::Lang) -> Vec<String> {
    let names = stored.names(lang);
    events.iter().filter_map(|e| e.redact(Viewer::Spectator)).filter_map(|e| e.line(&names, lang)).collect()
}

/// Whether any of these events, as anyone sees them, completes a play worth a new board.
pub fn completes_a_play(events: &[AnyEvent]) -> bool {
    events.iter().filter_map(|e| e.redact(Viewer::Spectator)).any(|e| e.ends_turn())
}

/// What led to a follow-up, for what the thread is told.
#[derive(Default)]
pub(super) struct Occasion {
    /// The match was just set up: these are its set-up's events.
    pub kick_off: Option<Vec<AnyEvent>>,
    /// The bot restarted: the match is shown again where it stands.
    pub resumed: bool,
    /// After a move: whoever still holds a standing prompt is not asked again (unless a step
    /// ends that prompt). At a kick-off or a resume, everyone who must act is asked.
    pub after_a_move: bool,
}

/// Every event a follow-up tells of: the set-up's at a kick-off, then the steps'.
fn occasion_events(steps: &[AnyStep], occasion: &Occasion) -> Vec<AnyEvent> {
    let mut events: Vec<AnyEvent> = occasion.kick_off.clone().unwrap_or_default();
    events.extend(steps.iter().flat_map(AnyStep::events));
    events
}

/// The play-by-play of a follow-up in `lang`: the thread's in its own language, and a
/// follower's in theirs, so that a DM is in its reader's language whole.
pub(super) fn thread_lines(
    stored: &StoredMatch,
    steps: &[AnyStep],
    occasion: &Occasion,
    ended: bool,
    lang: touchline_i18n::Lang,
) -> Vec<String> {
    let events = occasion_events(steps, occasion);
    let mut lines = Vec::new();
    let names = stored.names(lang);
    if occasion.kick_off.is_some() && names.len() > 2 {
        // With more than two seats, who sits where (and so who kicks off) is worth saying.
        let order = touchline_games::text::seat_order(&names);
        lines.push(say!(crate::speech::BOT, lang, "thread-seats", order = order));
    }
    if occasion.resumed {
        lines.push(crate::speech::say(lang, "thread-resumed"));
    }
    lines.extend(public_lines_in(stored, &events, lang));
    // The fairness seal's hash before the first move (first, so no long play-by-play cuts it
    // off; a match resumed before its first move gets it on its resumed board); its seed and
    // salt come with the end, kept whole (see `ThreadPost::reveal`).
    let first_board = occasion.kick_off.is_some() || (occasion.resumed && stored.state.version() == 0);
    if let Some(seal) = stored.seal_reveal().filter(|_| first_board && !ended) {
        lines.insert(0, seal.kick_off_line(lang));
    }
    lines
}

/// What the thread is told after `steps`: a new board when a play was completed (or at a
/// kick-off, or after a restart), else the lines; the seal's hash on the first board and its
/// seed and salt with the end.
pub(super) fn thread_post(
    stored: &StoredMatch,
    steps: &[AnyStep],
    occasion: &Occasion,
    ended: bool,
) -> Option<ThreadPost> {
    let events = occasion_events(steps, occasion);
    let lines = thread_lines(stored, steps, occasion, ended, stored.lang());
    let reveal = match stored.seal_reveal() {
        Some(seal) if ended => seal.full_time_lines(stored.lang()),
        _ => Vec::new(),
    };
    let board = occasion.kick_off.is_some() || occasion.resumed || completes_a_play(&events);
    if board {
        let state = &stored.state;
        let rematch = state.status().outcome().is_some() && state.profile().keeps_score();
        // The crests are read with the follow-up's other facts.
        return Some(ThreadPost {
            board: Some(Board::default()),
            lines,
            waiting: true,
            reveal,
            rematch,
            lines_for_followers: Vec::new(),
        });
    }
    if steps.is_empty() {
        return None;
    }
    // A pass in a reaction window says nothing new: the window's "waiting for" line would
    // come once per player and per card.
    if lines.is_empty() && reveal.is_empty() && matches!(stored.state.status(), Status::Reaction { .. }) {
        return None;
    }
    Some(ThreadPost { board: None, lines, waiting: true, reveal, rematch: false, lines_for_followers: Vec::new() })
}
