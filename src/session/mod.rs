//! The bot's use-cases over stored matches: start one, play a move in one, let a clock run out,
//! resume after a restart. Each is load → apply → commit (all or nothing, version checked) →
//! what follows from it (the computer's replies, the turn clocks, who must be prompted, the
//! match's end and its competition) → an [`Update`] whose delivery plan the front end sends.
//! Nothing is shown that is not stored, and a restart at any point loses nothing. The front end
//! (Discord) only posts and prompts; the store is private to the use-cases.
//!
//! - this module: starting, loading and acting, the errors;
//! - [`plan`]: the delivery plan ([`Update`]): what to post, whom to prompt, where, by when;
//! - [`turn`]: what follows a move;
//! - [`click`]: a click on a seat's controls read into a move, authorised by the seat;
//! - [`clock`]: reminders and time-ups of the turn clocks, resuming after a restart;
//! - [`announce`]: what this process has announced already;
//! - [`open`]: opening a match, one way for every origin, at a front end's [`open::Venue`];
//! - [`beat`]: the timed work, handing what it decided to a front end's [`beat::Herald`];
//! - [`chances`]: the win chances after a turn, kept and told after a big swing.

use touchline_games::players::{Brain, Occupant};
use touchline_games::{AnyConfig, AnyEvent, AnyInput, AnyMatch, AnyStep, Chance, RuleError, Seat};

use crate::ids::{MatchId, PlayerId};
use crate::store::matches::Seats;
use crate::store::{LeaseHold, MatchThread, Origin, StepClocks, Store, StoreError, StoredMatch};

pub mod announce;
pub mod beat;
pub mod chances;
pub mod click;
pub mod clock;
pub mod identify;
pub mod open;
pub mod plan;
pub mod turn;

pub use announce::{Announcements, MATCH_END};
pub use plan::{Address, Prompt, ThreadPost, Update};

#[derive(Debug, thiserror::Error)]
pub enum SessionError {
    /// The move broke the rules; the message is for the player.
    #[error("{0}")]
    Rule(#[from] RuleError),
    /// The player acted on an older board than the stored one.
    #[error("this board is out of date: the match has moved on")]
    Stale { current: u64 },
    #[error("{0}")]
    Setup(String),
    /// A timed action refused by its fence (its clock moved on, or the clocks' lease did).
    #[error("{0}")]
    Fenced(crate::store::Fence),
    #[error(transparent)]
    Store(StoreError),
}

impl From<StoreError> for SessionError {
    fn from(e: StoreError) -> Self {
        match e {
            StoreError::VersionConflict { current } => SessionError::Stale { current: current as u64 },
            StoreError::Fenced(fence) => SessionError::Fenced(fence),
            other => SessionError::Store(other),
        }
    }
}

/// What a new match is set up with.
#[derive(Clone, Debug)]
pub struct NewMatch {
    pub config: AnyConfig,
    pub seats: Vec<Occupant<PlayerId>>,
    pub seed: u64,
    /// The thread it is played in (its `match_id` is filled in when stored), if on Discord.
    pub thread: Option<MatchThread>,
    /// What it was opened for (a competition fixture, a table, a rematch): linked when it is
    /// stored, before anyone can move, so a fixture's result is recorded with its last step.
    pub origin: Origin,
    /// Who plays a person's seat for them (a deputy), seat by seat; empty when nobody does.
    pub deputies: Vec<Option<PlayerId>>,
}

impl NewMatch {
    /// A match with no thread and nothing waiting on it (tests, tools).
    pub fn new(config: AnyConfig, seats: Vec<Occupant<PlayerId>>, seed: u64) -> NewMatch {
        NewMatch { config, seats, seed, thread: None, origin: Origin::Casual, deputies: Vec::new() }
    }
}

/// A thread as Discord lists a server's active threads, for finding the empty ones a stopped
/// process made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ListedThread {
    pub id: u64,
    pub parent: Option<u64>,
    /// Made by this bot.
    pub ours: bool,
    /// When it was made (Unix milliseconds).
    pub created_ms: i64,
    /// How many messages it holds, when Discord says.
    pub messages: Option<u32>,
}

/// How long after its opening was noted a thread may have been made: Discord answers within
/// seconds, however slow.
const OPENING_SLACK_MS: i64 = 60_000;

/// A rematch asked for.
pub enum Rematch {
    /// Not now, or not theirs to ask: a private answer.
    Refused(String),
    /// Claimed: it is opened where the first was played, everyone one seat on (so the home side
    /// changes), with these options; if it cannot start, [`Sessions::open`] gives the claim
    /// back.
    Claimed { thread: MatchThread, config: AnyConfig, seats: Vec<Occupant<PlayerId>> },
}

/// A match just started.
pub struct Started {
    pub id: MatchId,
    pub state: AnyMatch,
    /// The set-up's events (the kick-off, the deal), public and private alike.
    pub events: Vec<AnyEvent>,
}

/// A step that has been applied and committed, with what its commit did to the turn clocks.
pub struct Acted {
    pub state: AnyMatch,
    pub step: AnyStep,
    pub clocks: StepClocks,
}

#[derive(Clone)]
pub struct Sessions {
    store: Store,
    announced: Announcements,
    /// Discord languages already stored, by (is a server, id): most interactions write none.
    locales: std::sync::Arc<std::sync::Mutex<std::collections::HashMap<(bool, u64), String>>>,
    /// Discord languages of people who had no row when their interaction came, by user.
    unsaved_locales: std::sync::Arc<std::sync::Mutex<std::collections::HashMap<u64, String>>>,
    /// How many win-chance estimates may run at once (see [`chances::budget`]).
    chances_budget: std::sync::Arc<tokio::sync::Semaphore>,
}

/// At most this many people's languages wait for their row at once.
const MAX_UNSAVED_LOCALES: usize = 10_000;

impl Sessions {
    pub fn new(store: Store) -> Self {
        Sessions {
            store,
            announced: Announcements::default(),
            locales: Default::default(),
            unsaved_locales: Default::default(),
            chances_budget: chances::budget(),
        }
    }

    /// The store the sessions play in.
    pub fn store(&self) -> &Store {
        &self.store
    }

    /// Store a new match (with its thread and what it was opened for, in one transaction).
    pub async fn start(&self, new: NewMatch) -> Result<Started, SessionError> {
        let (state, events, setup) = AnyMatch::new_with_draws(new.config, new.seats.len(), new.seed)
            .map_err(|e| SessionError::Setup(e.to_string()))?;
        let seats = Seats { occupants: &new.seats, deputies: &new.deputies };
        let id = self.store.insert_match(&state, &setup, seats, new.thread.as_ref(), new.origin).await?;
        Ok(Started { id, state, events })
    }

    /// Start a match and kick it off: the computer makes any move it owes, clocks start, and
    /// the update says who to prompt and shows the set-up's events with the first board.
    pub async fn kick_off(&self, new: NewMatch) -> Result<Update, SessionError> {
        let started = self.start(new).await?;
        self.kick_off_started(started).await
    }

    /// Kick off a match just stored ([`Sessions::start`]): the computer makes any move it owes,
    /// clocks start, and the update shows the set-up with the first board.
    pub async fn kick_off_started(&self, started: Started) -> Result<Update, SessionError> {
        let stored = self.store.load_match(started.id).await?;
        let occasion = plan::Occasion { kick_off: Some(started.events), ..Default::default() };
        self.follow_up(stored, Vec::new(), occasion).await
    }

    /// Thread openings a process left when it stopped, claimed by the clocks' keeper (held as
    /// `hold`) to tidy: older than a living process needs, or, for a process alone on its
    /// database at its start, every one not its own.
    pub async fn stranded_openings(
        &self,
        now_ms: i64,
        hold: &LeaseHold,
        alone_at_start: bool,
    ) -> Result<Vec<crate::store::threads::ThreadOpening>, SessionError> {
        let before = now_ms - crate::store::claims::STRANDED_CLAIM_MS;
        Ok(self.store.claim_stranded_openings(before, alone_at_start, now_ms, hold).await?)
    }

    /// A stranded opening that could not be tidied, kept to be tried again by a later sweep.
    pub async fn give_back_opening(&self, opening: &crate::store::threads::ThreadOpening) -> Result<(), SessionError> {
        Ok(self.store.give_back_opening(opening).await?)
    }

    /// Of the threads Discord lists in a stranded opening's server, the ones that opening made
    /// and left empty: this bot's, in its channel, made just after it was noted, with no message
    /// and no match. They are safe to delete.
    pub async fn left_empty(
        &self,
        opening: &crate::store::threads::ThreadOpening,
        listed: &[ListedThread],
    ) -> Result<Vec<u64>, SessionError> {
        let mut empty = Vec::new();
        for t in listed {
            let made_then = (opening.opened_ms - 5_000..=opening.opened_ms + OPENING_SLACK_MS).contains(&t.created_ms);
            let bare = t.ours && t.parent == Some(opening.channel_id) && t.messages == Some(0) && made_then;
            if bare && self.store.match_in_thread(t.id).await?.is_none() {
                empty.push(t.id);
            }
        }
        Ok(empty)
    }

    /// Follow a match (its final score by DM, or every board), or stop following it.
    pub async fn follow(
        &self,
        id: MatchId,
        person: PlayerId,
        every_board: bool,
    ) -> Result<crate::store::follows::Following, SessionError> {
        Ok(self.store.toggle_follow(id, person, every_board).await?)
    }

    pub async fn load(&self, id: MatchId) -> Result<StoredMatch, SessionError> {
        Ok(self.store.load_match(id).await?)
    }

    /// The match played in a thread, if there is one.
    pub async fn in_thread(&self, thread_id: u64) -> Result<Option<StoredMatch>, SessionError> {
        match self.store.match_in_thread(thread_id).await? {
            Some(t) => Ok(Some(self.store.load_match(t.match_id).await?)),
            None => Ok(None),
        }
    }

    /// The names a new match's seats will show: a person's name, or the computer's with its
    /// level.
    pub async fn seat_names(&self, seats: &[Occupant<PlayerId>]) -> Result<Vec<String>, SessionError> {
        // The names the match will be stored and sealed under.
        Ok(self.store.names_to_seal(seats).await?)
    }

    /// The language a server's public messages are in: its admin's choice, else its Discord
    /// language when Touchline speaks it, else English (also for a match outside any server).
    pub async fn server_lang(&self, guild: Option<u64>) -> Result<touchline_i18n::Lang, SessionError> {
        Ok(match guild {
            Some(guild) => self.store.server_language(guild).await?.lang(),
            None => touchline_i18n::Lang::En,
        })
    }

    /// An admin's choice of the server's language (`None`: its own Discord language); the
    /// language its new threads and news will speak.
    pub async fn set_server_lang(
        &self,
        guild: u64,
        lang: Option<touchline_i18n::Lang>,
    ) -> Result<touchline_i18n::Lang, SessionError> {
        self.store.set_server_language(guild, lang).await?;
        Ok(self.store.server_language(guild).await?.lang())
    }

    /// A person's and a server's Discord languages as an interaction showed them, kept for
    /// what is sent to them later without asking (a prompt by DM, a thread's post). Written
    /// only when they change, as far as this process knows.
    pub async fn saw_locales(&self, user: u64, locale: &str, guild: Option<(u64, &str)>) -> Result<(), SessionError> {
        let known = |key: (bool, u64), value: &str| {
            self.locales.lock().map(|seen| seen.get(&key).is_some_and(|v| v == value)).unwrap_or(false)
        };
        let keep = |key: (bool, u64), value: &str| {
            if let Ok(mut seen) = self.locales.lock() {
                seen.insert(key, value.to_string());
            }
        };
        if !known((false, user), locale) {
            if self.store.remember_player_locale(user, locale).await? {
                keep((false, user), locale);
            } else if let Ok(mut unsaved) = self.unsaved_locales.lock() {
                // No person row yet: kept until the click or command makes one (a first
                // Follow, say), which then stores it; bounded, as any user may click.
                if unsaved.len() >= MAX_UNSAVED_LOCALES {
                    unsaved.clear();
                }
                unsaved.insert(user, locale.to_string());
            }
        }
        if let Some((guild, locale)) = guild {
            if !known((true, guild), locale) {
                self.store.remember_server_locale(guild, locale).await?;
                keep((true, guild), locale);
            }
        }
        Ok(())
    }

    /// The clubs' crests of a match's people, by seat, to draw its board with.
    pub async fn crests(
        &self,
        stored: &StoredMatch,
    ) -> Result<Vec<Option<touchline_render::crest::Crest>>, SessionError> {
        Ok(crate::crests::of_match(&self.store, stored).await?)
    }

    /// Record (or rename) a person by their Discord id; their player id.
    pub async fn person(&self, discord_id: u64, name: &str) -> Result<PlayerId, SessionError> {
        let id = self.store.upsert_player(&discord_id.to_string(), name).await?;
        // The language this person's interaction showed before they had a row.
        let unsaved = self.unsaved_locales.lock().ok().and_then(|mut unsaved| unsaved.remove(&discord_id));
        if let Some(locale) = unsaved {
            if self.store.remember_player_locale(discord_id, &locale).await? {
                if let Ok(mut seen) = self.locales.lock() {
                    seen.insert((false, discord_id), locale);
                }
            }
        }
        Ok(id)
    }

    /// The seat's direct-message channel, opened on the way to its prompt: kept for the next.
    pub async fn dm_opened(&self, id: MatchId, seat: Seat, channel: u64) -> Result<(), SessionError> {
        Ok(self.store.set_dm_channel(id, seat, channel).await?)
    }

    /// Discord refused the seat a direct message (they are closed): from now on it chooses
    /// through the thread.
    pub async fn dm_closed(&self, id: MatchId, seat: Seat) -> Result<(), SessionError> {
        Ok(self.store.set_dm_closed(id, seat).await?)
    }

    /// A player of a finished match asks for a rematch: claimed once, however often it is
    /// clicked. A refusal is worded in `lang`, the asker's.
    pub async fn rematch(&self, id: MatchId, user: u64, lang: touchline_i18n::Lang) -> Result<Rematch, SessionError> {
        let refused = |words| Ok(Rematch::Refused(crate::speech::LEAGUES.text(lang, words, &[])));
        let stored = self.store.load_match(id).await?;
        if stored.seating.seat_of(user).is_none() {
            return refused("rematch-not-a-player");
        }
        if stored.state.status().outcome().is_none() {
            return refused("rematch-still-playing");
        }
        let Some(thread) = stored.thread.clone() else {
            return refused("rematch-not-here");
        };
        if !self.store.claim_rematch(id).await? {
            return refused("rematch-under-way");
        }
        Ok(Rematch::Claimed { thread, config: stored.state.config(), seats: stored.seating.rotated() })
    }

    /// Proof that the database takes writes (the health check's heartbeat).
    pub async fn heartbeat(&self, now_ms: i64) -> Result<(), SessionError> {
        Ok(self.store.heartbeat(now_ms).await?)
    }

    /// The store, closed cleanly: the write-ahead log copied into the file first.
    pub async fn close(&self) {
        self.store.checkpoint().await;
        self.store.close().await;
    }
}

/// The computer's choice, reproducible: its randomness comes from the match seed and version.
pub fn computer_choice(state: &AnyMatch, seat: Seat, brain: Brain) -> Option<AnyInput> {
    let mut chance = Chance::for_step(state.seed() ^ (0xC04D_u64 << 40) ^ seat as u64, state.version());
    state.brain_input(brain, seat, &mut chance)
}

/// A fresh match seed from the operating system (the bot package may use OS randomness; the
/// rules never do).
pub fn fresh_seed() -> u64 {
    let mut bytes = [0u8; 8];
    if getrandom::fill(&mut bytes).is_err() {
        // No OS randomness is not worth failing over: fall back to the time.
        let nanos =
            std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_nanos()).unwrap_or(0);
        return nanos as u64;
    }
    u64::from_le_bytes(bytes)
}
