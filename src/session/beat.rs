//! The timed work, as a use-case: the clocks' lease renewed every second by a task of its own,
//! and, while this process holds it, a beat every second that reminds players at half their
//! time and moves for them (or awards the match against them) when it is up; every few beats
//! the kick-off reminders, what a stopped process stored and could not show, claims and match
//! threads it left half done, and the round deadlines. The beat decides all of it; what is to
//! be sent goes to the front end's [`Herald`], which only sends. Every action re-reads the
//! lease first and names it to the store, whose statement checks it again: a keeper that lost
//! its lease stops at its next action.

use std::future::Future;

use super::clock::{Reminder, Timekeeper};
use super::open::Venue;
use super::{ListedThread, Sessions, Update};
use crate::clock::now_ms;
use crate::leagues::kickoff::ReminderNote;
use crate::leagues::news::Announcement;
use crate::leagues::requests;
use crate::shutdown::Shutdown;
use crate::store::claims::STRANDED_CLAIM_MS;
use crate::store::threads::ThreadOpening;
use crate::store::{LeaseHold, Table};

/// What the timed work asks of a front end: to send what it decided, and to say what it holds.
/// (On Discord: posts, DMs, threads.)
pub trait Herald: Venue + Send + Sync {
    /// Remind a person of their moves: one reminder, or several as one summary.
    fn remind(&self, user: u64, due: &[Reminder]) -> impl Future<Output = Result<(), String>> + Send;
    /// Send a match's update (its thread post and prompts) and record it shown.
    fn show(&self, update: &Update) -> impl Future<Output = Result<(), String>> + Send;
    /// Post a competition's news in its channel, each post once under `once` when given.
    fn announce(
        &self,
        news: &Announcement,
        once: Option<(&'static str, u64)>,
    ) -> impl Future<Output = Result<(), String>> + Send;
    /// Post gathering tables again (their old message lost its buttons when their start was
    /// given back).
    fn tables_again(&self, tables: &[Table]) -> impl Future<Output = ()> + Send;
    /// Send agreed kick-offs' reminders, in the channel and to those who asked for a DM.
    fn kick_off_reminders(&self, notes: &[ReminderNote]) -> impl Future<Output = ()> + Send;
    /// A server's active match threads, as the front end sees them.
    fn active_threads(&self, guild: u64) -> impl Future<Output = Result<Vec<ListedThread>, String>> + Send;
}

/// How often the beat looks at what is not due by the second.
const KICK_OFF_EVERY: u64 = 5;
const STRANDED_EVERY: u64 = 10;
const CLAIMS_EVERY: u64 = 30;
/// How long a stranded thread opening that cannot be tidied is tried again.
const OPENING_TRIED_FOR_MS: i64 = 24 * 3_600_000;
const DEADLINES_EVERY: u64 = 30;

/// Keep the clocks until the stop: the lease renewed every second, the beat run every second
/// while it is held, the lease given back at the end. `alone`: no other process shares the
/// database, so at the start every unshown update, open claim and half-opened thread is this
/// process's earlier life's (`stranded` holds the tables whose claims it gave back then).
pub async fn keep_time(
    sessions: Sessions,
    keeper: Timekeeper,
    herald: impl Herald + 'static,
    shutdown: Shutdown,
    alone: bool,
    stranded: Vec<Table>,
) {
    let renewing = tokio::spawn({
        let (keeper, shutdown) = (keeper.clone(), shutdown.clone());
        async move {
            let mut every = tokio::time::interval(std::time::Duration::from_secs(1));
            loop {
                tokio::select! {
                    _ = every.tick() => {}
                    _ = shutdown.requested() => break,
                }
                keeper.renew(now_ms()).await;
            }
        }
    });
    let beat = Beat { sessions, keeper: keeper.clone(), herald, started_ms: now_ms() };
    let mut stranded = Some(stranded);
    let mut every = tokio::time::interval(std::time::Duration::from_secs(1));
    for n in 0u64.. {
        tokio::select! {
            _ = every.tick() => {}
            _ = shutdown.requested() => break,
        }
        let Some(_work) = shutdown.start_work() else { break };
        if keeper.hold(now_ms()).is_none() {
            continue;
        }
        // Just taken: whatever the clocks' last keeper left undone comes first.
        if keeper.just_taken() {
            let own_life = stranded.take().filter(|_| alone);
            beat.take_over(own_life).await;
        }
        beat.clocks().await;
        if n % KICK_OFF_EVERY == 2 {
            beat.kick_offs().await;
        }
        if n % STRANDED_EVERY == 5 {
            beat.unshown().await;
        }
        if n % CLAIMS_EVERY == 15 {
            beat.claims().await;
            beat.threads(false).await;
        }
        if n % DEADLINES_EVERY == 0 {
            beat.deadlines().await;
        }
    }
    let _ = renewing.await;
    keeper.release().await;
}

struct Beat<H> {
    sessions: Sessions,
    keeper: Timekeeper,
    herald: H,
    /// When this process started keeping time: at the start of a process alone, a claim made
    /// before it is its earlier life's.
    started_ms: i64,
}

impl<H: Herald> Beat<H> {
    /// The lease as held now, if it still runs: every action is made under it.
    fn hold(&self) -> Option<LeaseHold> {
        self.keeper.hold(now_ms())
    }

    /// The clocks just taken: catch up on what the last keeper left undone. `own_life`: at the
    /// start of a process alone on its database, with the tables it gave back before any event.
    async fn take_over(&self, own_life: Option<Vec<Table>>) {
        let alone_at_start = own_life.is_some();
        match own_life {
            Some(tables) => {
                self.herald.tables_again(&tables).await;
                let Some(hold) = self.hold() else { return };
                match self.sessions.unshown_at_start(now_ms(), &hold).await {
                    Ok(ids) => self.resume(ids).await,
                    Err(e) => tracing::warn!(%e, "cannot list matches to resume"),
                }
            }
            None => self.unshown().await,
        }
        self.notes().await;
        match requests::after_restart(self.store(), now_ms()).await {
            Ok(news) => {
                for n in news {
                    if let Err(e) = self.herald.announce(&n, None).await {
                        tracing::warn!(%e, "cannot announce progress");
                    }
                }
            }
            Err(e) => tracing::warn!(%e, "cannot move the running seasons on"),
        }
        // A draft claimed before this process started is stranded when it is alone; with
        // others, one old enough to be.
        let stranded_before = match alone_at_start {
            true => self.started_ms,
            false => now_ms() - STRANDED_CLAIM_MS,
        };
        self.drafts(stranded_before).await;
        self.threads(alone_at_start).await;
    }

    fn store(&self) -> &crate::store::Store {
        &self.sessions.store
    }

    /// The turn clocks: reminders, then time-outs, each made under the lease as held just
    /// before it.
    async fn clocks(&self) {
        let Some(hold) = self.hold() else { return };
        match self.sessions.reminders(now_ms(), &hold).await {
            Ok(people) => {
                for (user, due) in people {
                    let Some(hold) = self.hold() else { return };
                    // Claimed now, just before sending: a clock that stopped since the list was
                    // read is not reminded of.
                    let due = match self.sessions.claim_reminders(due, &hold, now_ms()).await {
                        Ok(due) if due.is_empty() => continue,
                        Ok(due) => due,
                        Err(e) => {
                            tracing::warn!(%e, "cannot claim reminders");
                            continue;
                        }
                    };
                    if let Err(e) = self.herald.remind(user, &due).await {
                        tracing::warn!(%e, "reminder failed");
                    }
                }
            }
            Err(e) => tracing::warn!(%e, "cannot read the clocks"),
        }
        let clocks = match self.sessions.expired(now_ms()).await {
            Ok(clocks) => clocks,
            Err(e) => return tracing::warn!(%e, "cannot read the clocks"),
        };
        for c in clocks {
            let Some(hold) = self.hold() else { return };
            match self.sessions.time_up(c, &hold, now_ms()).await {
                Ok(Some(update)) => {
                    if let Err(e) = self.herald.show(&update).await {
                        tracing::warn!(match_id = c.match_id, %e, "cannot show a time-out");
                    }
                }
                Ok(None) => {}
                Err(e) => tracing::warn!(match_id = c.match_id, %e, "timeout failed"),
            }
        }
    }

    /// Kick-off reminders, due to the minute.
    async fn kick_offs(&self) {
        let Some(hold) = self.hold() else { return };
        match crate::leagues::kickoff::reminders_due(self.store(), now_ms(), &hold).await {
            Ok(notes) => self.herald.kick_off_reminders(&notes).await,
            Err(e) => tracing::warn!(%e, "kick-off reminders failed"),
        }
    }

    /// What a process stored and could not show (it died, or stalled past its posting claim),
    /// claimed and shown by this one; an update a living process is still posting is left to it.
    async fn unshown(&self) {
        let Some(hold) = self.hold() else { return };
        match self.sessions.stranded(now_ms(), &hold).await {
            Ok(ids) => self.resume(ids).await,
            Err(e) => tracing::warn!(%e, "cannot list matches to resume"),
        }
    }

    async fn resume(&self, ids: Vec<crate::ids::MatchId>) {
        for match_id in ids {
            let shown = async {
                let update = self.sessions.resume(match_id).await.map_err(|e| e.to_string())?;
                self.herald.show(&update).await
            };
            if let Err(e) = shown.await {
                tracing::warn!(match_id, %e, "cannot resume match");
            }
        }
    }

    /// Claims older than a living process needs, given back; their tables posted again.
    async fn claims(&self) {
        let Some(hold) = self.hold() else { return };
        match crate::tables::give_back_stranded(self.store(), now_ms(), &hold).await {
            Ok(tables) => self.herald.tables_again(&tables).await,
            Err(e) => tracing::warn!(%e, "cannot look for stranded claims"),
        }
    }

    /// Drafts claimed before `stranded_before` and never opened: opened now.
    async fn drafts(&self, stranded_before: i64) {
        let pending = match requests::drafts_to_open(self.store(), now_ms(), stranded_before).await {
            Ok(pending) => pending,
            Err(e) => return tracing::warn!(%e, "cannot list the drafts to open"),
        };
        for (c, seats) in pending {
            let opened = match self.sessions.open(&self.herald, requests::draft_opening(&c, &seats)).await {
                Ok(opened) => opened,
                Err(e) => {
                    tracing::warn!(competition = c.id, %e, "cannot open the draft");
                    continue;
                }
            };
            if let Err(e) = self.herald.show(&opened.update).await {
                tracing::warn!(competition = c.id, %e, "cannot show the draft's kick-off");
            }
            match requests::draft_begins(self.store(), &c, &seats, opened.place).await {
                Ok(news) => {
                    if let Err(e) = self.herald.announce(&news, Some(("draft-begins", opened.place))).await {
                        tracing::warn!(competition = c.id, %e, "cannot announce the draft");
                    }
                }
                Err(e) => tracing::warn!(competition = c.id, %e, "cannot announce the draft"),
            }
        }
    }

    /// Match threads a stopped process made for a match it never stored: found from the
    /// openings it noted among their servers' active threads, and removed when empty. An
    /// opening that cannot be tidied now is given back for a later sweep, for a day at most (a
    /// server that has removed the bot is not asked about for ever).
    async fn threads(&self, alone_at_start: bool) {
        let Some(hold) = self.hold() else { return };
        let openings = match self.sessions.stranded_openings(now_ms(), &hold, alone_at_start).await {
            Ok(openings) => openings,
            Err(e) => return tracing::warn!(%e, "cannot look for threads left empty"),
        };
        let mut servers: std::collections::HashMap<u64, Result<Vec<ListedThread>, String>> =
            std::collections::HashMap::new();
        for opening in openings {
            let Err(e) = self.tidy(&opening, &mut servers).await else { continue };
            if now_ms() - opening.opened_ms > OPENING_TRIED_FOR_MS {
                tracing::warn!(guild = opening.guild_id, %e, "gave up tidying a thread left empty");
                continue;
            }
            tracing::warn!(guild = opening.guild_id, %e, "cannot tidy a thread left empty; trying again later");
            if let Err(e) = self.sessions.give_back_opening(&opening).await {
                tracing::warn!(%e, "cannot keep a thread opening for later");
            }
        }
    }

    /// Removes the empty threads of one stranded opening, its server's threads listed once a
    /// sweep; every one is tried, and the first failure is returned.
    async fn tidy(
        &self,
        opening: &ThreadOpening,
        servers: &mut std::collections::HashMap<u64, Result<Vec<ListedThread>, String>>,
    ) -> Result<(), String> {
        let listed = match servers.entry(opening.guild_id) {
            std::collections::hash_map::Entry::Occupied(place) => place.into_mut(),
            std::collections::hash_map::Entry::Vacant(place) => {
                place.insert(self.herald.active_threads(opening.guild_id).await)
            }
        };
        let listed = listed.as_ref().map_err(|e| e.clone())?;
        let empty = self.sessions.left_empty(opening, listed).await.map_err(|e| e.to_string())?;
        let mut failed = Ok(());
        for thread in empty {
            match self.herald.remove(thread).await {
                Ok(()) => tracing::info!(thread, "removed a thread whose match was never stored"),
                Err(e) => failed = failed.and(Err(e)),
            }
        }
        failed
    }

    /// Round deadlines: fixtures past theirs settled and said in their channels, after any
    /// such note a process before this one left unposted.
    async fn deadlines(&self) {
        self.notes().await;
        let Some(hold) = self.hold() else { return };
        match requests::deadlines_passed(self.store(), now_ms(), &hold).await {
            Ok(notes) => self.post(notes).await,
            Err(e) => tracing::warn!(%e, "deadline check failed"),
        }
    }

    /// Deadline notes another process settled and could not post.
    async fn notes(&self) {
        let Some(hold) = self.hold() else { return };
        match requests::stranded_news(self.store(), now_ms(), &hold).await {
            Ok(notes) => self.post(notes).await,
            Err(e) => tracing::warn!(%e, "cannot read the notes left unposted"),
        }
    }

    async fn post(&self, notes: Vec<requests::PendingAnnouncement>) {
        for note in notes {
            match self.herald.announce(&note.news, Some(("deadline-note", note.id as u64))).await {
                Ok(()) => {
                    if let Err(e) = requests::news_posted(self.store(), note.id).await {
                        tracing::warn!(%e, "cannot mark a deadline note posted");
                    }
                }
                Err(e) => tracing::warn!(%e, "cannot post a deadline note"),
            }
        }
    }
}
