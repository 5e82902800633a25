//! The live match page's push: each open page holds a stream of server-sent events, told of
//! every board the match's thread shows, in order, and of who is to move and their clocks.
//!
//! - The [`Hub`] keeps, per watched match, a counter that moves on whenever the store says the
//!   match moved (this process's commits at once; on Postgres every process's, by
//!   notification). It also reads the watched matches' versions every few seconds, which finds
//!   a move it was not told of (a SQLite database written by another process, a dropped
//!   notification connection).
//! - A stream waits on its match's counter (a `watch`: only the latest value is kept, so a slow
//!   or stalled page costs one value however far behind it is, and gets the latest board when it
//!   catches up), then sends the boards it has not sent.
//! - What is sent is the spectator's page, made from the match played again to where it stands
//!   (boards as the thread posted them) and its stored status: the same as the thread shows.

use std::collections::HashMap;
use std::convert::Infallible;
use std::sync::{Arc, Mutex, Weak};
use std::time::Duration;

use axum::extract::{Path, Query, State};
use axum::http::HeaderMap;
use axum::response::sse::{Event, KeepAlive, Sse};
use futures_util::{Stream, StreamExt};
use serde::{Deserialize, Serialize};
use tokio::sync::{oneshot, watch};
use touchline_games::text::{name, score_line, waiting_line};
use touchline_i18n::Lang;

use super::pages::{self, Live};
use super::routes::PageError;
use super::Web;
use crate::store::{MatchId, Store};

/// How often the watched matches' versions are read, to find a move no signal told of.
const RECHECK: Duration = Duration::from_secs(2);
/// How long a stream waits for a move before looking again anyway (an abandoned terminal
/// match moves no version).
const LOOK_AGAIN: Duration = Duration::from_secs(30);
/// At most this many boards are sent at once to a page that fell behind; it shows the latest.
const CATCH_UP: usize = 16;
/// How long a browser waits before reconnecting a dropped stream.
const RETRY: Duration = Duration::from_secs(2);

/// Who watches which match, and the task that tells them.
pub(super) struct Hub {
    inner: Arc<HubInner>,
    /// How often the watched versions are read; never, for a test that shows the signals alone
    /// reach a page.
    recheck: Option<Duration>,
}

impl Default for Hub {
    fn default() -> Hub {
        Hub::rereading(Some(RECHECK))
    }
}

#[derive(Default)]
struct HubInner {
    watched: Mutex<HashMap<MatchId, Watched>>,
    /// Held while the hub lives: its listeners stop when it is dropped.
    started: Mutex<Option<oneshot::Sender<()>>>,
}

struct Watched {
    /// Moves on at every signal for the match (a move, or clocks started after one).
    tick: watch::Sender<u64>,
    /// The newest version heard of, to tell a read version from one already told.
    version: u64,
}

impl Hub {
    pub(super) fn rereading(every: Option<Duration>) -> Hub {
        Hub { inner: Arc::default(), recheck: every }
    }

    /// A receiver that changes whenever `id` moves; the hub's listeners start with the first.
    pub(super) fn watch(&self, store: &Store, id: MatchId) -> watch::Receiver<u64> {
        self.start(store);
        let mut watched = self.inner.watched.lock().unwrap_or_else(|e| e.into_inner());
        let entry = watched.entry(id).or_insert_with(|| Watched { tick: watch::channel(0).0, version: 0 });
        entry.tick.subscribe()
    }

    fn start(&self, store: &Store) {
        let mut started = self.inner.started.lock().unwrap_or_else(|e| e.into_inner());
        if started.is_some() {
            return;
        }
        let (alive, gone) = oneshot::channel::<()>();
        *started = Some(alive);
        let listening = store.clone();
        tokio::spawn(async move {
            if let Err(e) = listening.listen_for_moves(async { gone.await.unwrap_or_default() }).await {
                tracing::warn!(%e, "the live pages cannot hear other processes' moves; they read them every few seconds");
            }
        });
        tokio::spawn(tell(Arc::downgrade(&self.inner), store.clone(), self.recheck));
    }
}

impl HubInner {
    /// `id` moved to `version` (or something about it changed at that version).
    fn heard(&self, id: MatchId, version: u64, read: bool) {
        let mut watched = self.watched.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(w) = watched.get_mut(&id) {
            // A version read is news only when it is newer than what was told; a signal always is.
            if !read || version > w.version {
                w.version = w.version.max(version);
                w.tick.send_modify(|t| *t += 1);
            }
        }
    }

    /// The matches someone still watches; the others are forgotten.
    fn watched(&self) -> Vec<MatchId> {
        let mut watched = self.watched.lock().unwrap_or_else(|e| e.into_inner());
        watched.retain(|_, w| w.tick.receiver_count() > 0);
        watched.keys().copied().collect()
    }
}

/// The hub's listener: every signal the store gives, and a read of the watched versions every
/// `every` (and after a lag), until the hub is gone.
async fn tell(hub: Weak<HubInner>, store: Store, every: Option<Duration>) {
    let mut moves = store.moves();
    // Never reading is reading once in a very long while.
    let mut recheck = tokio::time::interval(every.unwrap_or(Duration::from_secs(86_400 * 365)));
    recheck.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    recheck.tick().await;
    loop {
        let read = tokio::select! {
            heard = moves.recv() => match heard {
                Ok(moved) => {
                    let Some(live) = hub.upgrade() else { return };
                    live.heard(moved.match_id, moved.version, false);
                    false
                }
                Err(tokio::sync::broadcast::error::RecvError::Lagged(_)) => true,
                Err(tokio::sync::broadcast::error::RecvError::Closed) => return,
            },
            _ = recheck.tick() => true,
        };
        if read {
            let Some(ids) = hub.upgrade().map(|h| h.watched()) else { return };
            match store.versions(&ids).await {
                Ok(versions) => {
                    let Some(live) = hub.upgrade() else { return };
                    for (id, version) in versions {
                        live.heard(id, version, true);
                    }
                }
                Err(e) => tracing::warn!(%e, "could not read the watched matches' versions"),
            }
        }
    }
}

impl Web {
    /// A match's live page as it stands, in `lang`; its boards played again only when it moved.
    pub(super) async fn live(&self, id: MatchId, abandoned: bool, lang: Lang) -> Result<Arc<Live>, PageError> {
        self.live_at(id, abandoned, lang, None).await
    }

    /// [`Web::live`] as a stream sees it at `tick` of its match's watch: read once per tick and
    /// shared by every stream of the match in that language.
    async fn live_at(
        &self,
        id: MatchId,
        abandoned: bool,
        lang: Lang,
        tick: Option<u64>,
    ) -> Result<Arc<Live>, PageError> {
        let cached = || self.inner.live.lock().ok().and_then(|mut c| c.get(&(id, lang)));
        let current = |cached: &Option<super::SoFar>| match (cached, tick) {
            (Some((Some(at), live)), Some(tick)) if *at == tick => Some(live.clone()),
            _ => None,
        };
        if let Some(live) = current(&cached()) {
            return Ok(live);
        }
        // A few reads at once: a move watched by many pages (or many pages opening together)
        // is read once, by the first in, and the others find it read.
        let _turn = self.inner.reading.acquire().await.map_err(|e| PageError::Failed(e.to_string()))?;
        let cached = cached();
        if let Some(live) = current(&cached) {
            return Ok(live);
        }
        let stored = self.store().load_match(id).await?;
        let version = stored.state.version();
        let replay = match cached {
            Some((_, live)) if live.version == version => live.replay.clone(),
            _ => Arc::new(
                crate::replay::so_far_in(self.store(), id, lang).await.map_err(|e| PageError::Failed(e.to_string()))?,
            ),
        };
        let names = stored.names(lang);
        let waiting = match abandoned {
            true => None,
            false => waiting_line(&stored.state.status(), stored.state.seats(), |s| name(&names, s).to_string(), lang),
        };
        let clocks = match waiting.is_some() {
            true => self
                .store()
                .clocks_of(id)
                .await?
                .into_iter()
                .filter(|c| c.version == version)
                .map(|c| (name(&names, c.seat).to_string(), c.due_ms))
                .collect(),
            false => Vec::new(),
        };
        let heading = score_line(&stored.state.score(), &names);
        let now_ms = crate::clock::now_ms();
        let chances = self.store().match_chances(id).await?;
        let live = Arc::new(Live { version, replay, waiting, clocks, heading, abandoned, now_ms, chances });
        if let Ok(mut cache) = self.inner.live.lock() {
            cache.put((id, lang), (tick, live.clone()));
        }
        Ok(live)
    }
}

/// Where a page's stream starts: the number of boards it already shows.
#[derive(Deserialize)]
pub(super) struct From {
    boards: Option<String>,
}

/// A board, as a stream sends it.
#[derive(Serialize)]
struct BoardNews {
    /// The match's version when it was sent.
    version: u64,
    /// Its number, from 0 (the kick-off).
    n: usize,
    /// The board's picture and its text alternative.
    src: String,
    alt: String,
    /// Its play-by-play, as the page shows it.
    html: String,
}

/// Who is to act, the clocks, the lines since the last board and the score.
#[derive(Serialize)]
struct StatusNews {
    /// The match's version it stands at: every move sends one.
    version: u64,
    heading: String,
    html: String,
}

/// The win chances graph, as it stands.
#[derive(Serialize)]
struct ChancesNews {
    version: u64,
    html: String,
}

/// `/m/<slug>/live`: the match's events, from the boards the page already shows.
pub(super) async fn stream(
    State(web): State<Web>,
    Path(slug): Path<String>,
    Query(from): Query<From>,
    headers: HeaderMap,
) -> Result<Sse<impl Stream<Item = Result<Event, Infallible>>>, PageError> {
    // A number of boards that is no number is an address that does not exist, as a step's is.
    let boards = from.boards.map(|b| b.parse::<usize>().map_err(|_| PageError::NotFound)).transpose()?;
    let found = web.store().public_match(&slug).await?.ok_or(PageError::NotFound)?;
    web.home_of(&found)?;
    let lang = web.page_lang(found.guild_id, &headers).await?;
    // A reconnecting browser names the last board it was sent; a page, how many it shows.
    let seen = headers
        .get("last-event-id")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<usize>().ok())
        .map(|last| last + 1)
        .or(boards)
        .unwrap_or(0);
    let ticks = web.inner.hub.watch(web.store(), found.id);
    let start = Sending {
        web,
        slug,
        id: found.id,
        abandoned: found.abandoned,
        lang,
        ticks,
        seen,
        status: None,
        last: None,
        chances: None,
        first: true,
    };
    let events = futures_util::stream::unfold(Some(start), |state| async move {
        let mut state = state?;
        // Boxed: a stream waits far longer than it reads, and its waiting state should not
        // reserve the room the read's futures take.
        let (events, more) = Box::pin(state.next()).await;
        Some((futures_util::stream::iter(events.into_iter().map(Ok)), more.then_some(state)))
    });
    Ok(Sse::new(events.flatten()).keep_alive(KeepAlive::new()))
}

/// One page's stream between its events.
struct Sending {
    web: Web,
    slug: String,
    id: MatchId,
    abandoned: bool,
    lang: Lang,
    ticks: watch::Receiver<u64>,
    /// Boards sent (or shown by the page when it connected).
    seen: usize,
    /// The status last sent and its version, not to send it again unchanged.
    status: Option<(u64, String)>,
    /// The last board sent and how many lines it had: sent again should it grow.
    last: Option<(usize, usize)>,
    /// How many of the match's win chances the page's graph was last sent with (none yet: a
    /// page that connects is sent the graph as it stands).
    chances: Option<usize>,
    first: bool,
}

impl Sending {
    /// The next events to send (after waiting for a move, but for the first), and whether the
    /// stream goes on after them.
    async fn next(&mut self) -> (Vec<Event>, bool) {
        let mut events = Vec::new();
        if self.first {
            self.first = false;
            events.push(Event::default().retry(RETRY));
        } else {
            // A wait that ends without news is a look anyway; a dropped hub ends the stream.
            if let Ok(Err(_)) = tokio::time::timeout(LOOK_AGAIN, self.ticks.changed()).await {
                return (events, false);
            }
        }
        let tick = *self.ticks.borrow_and_update();
        let live = match self.web.live_at(self.id, self.abandoned, self.lang, Some(tick)).await {
            Ok(live) => live,
            // The next move, or the next look, tries again.
            Err(_) => return (events, true),
        };
        let frames = &live.replay.frames;
        // The last board a page was sent may have grown since (a computer's reply to the move
        // it showed): it is sent again, whole.
        let grown = match (self.seen.checked_sub(1), self.last) {
            (Some(n), Some(last)) => frames.get(n).is_some_and(|f| (n, f.lines.len()) != last),
            // A page that connects is sent its last board again: it may have grown meanwhile.
            (Some(_), None) => true,
            (None, _) => false,
        };
        let from = match grown {
            true => self.seen - 1,
            false => self.seen,
        };
        let from = from.max(frames.len().saturating_sub(CATCH_UP));
        for n in from..frames.len() {
            let news = BoardNews {
                version: live.version,
                n,
                src: pages::board_src(&self.slug, n),
                alt: pages::board_alt(n, self.lang),
                html: pages::live_play(&live.replay, n, self.lang).into_string(),
            };
            if let Ok(data) = serde_json::to_string(&news) {
                events.push(Event::default().event("board").id(n.to_string()).data(data));
            }
        }
        self.seen = frames.len();
        self.last = frames.len().checked_sub(1).map(|n| (n, frames[n].lines.len()));
        let status = pages::live_status(&live, &self.slug, self.lang).into_string();
        if self.status.as_ref() != Some(&(live.version, status.clone())) {
            let news = StatusNews { version: live.version, heading: live.heading.clone(), html: status.clone() };
            if let Ok(data) = serde_json::to_string(&news) {
                events.push(Event::default().event("status").data(data));
            }
            self.status = Some((live.version, status));
        }
        // The chances are worked out after a board goes out, and their row signals the match
        // again: the graph follows its board.
        if self.chances != Some(live.chances.len()) && !live.chances.is_empty() {
            let html = pages::chances_graph(&live.chances, &live.replay.names, self.lang).into_string();
            if let Ok(data) = serde_json::to_string(&ChancesNews { version: live.version, html }) {
                events.push(Event::default().event("chances").data(data));
            }
        }
        self.chances = Some(live.chances.len());
        if live.finished() {
            events.push(Event::default().event("end").data(pages::match_url(&self.slug)));
            return (events, false);
        }
        (events, true)
    }
}
