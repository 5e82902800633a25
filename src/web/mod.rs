//! The web companion: read-only pages of the servers that publish them — competitions, tables
//! with form and crests, brackets, fixtures and CSV downloads, player profiles, and match pages
//! (a live match's boards as its thread posted them, kept up to date by a stream of server-sent
//! events; a finished match's replay, board by board, with its fairness seal). Server-rendered
//! HTML; the match pages alone have a small script (following the stream, stepping a replay),
//! and read the same without it.
//!
//! Every address starts from a random slug (a server's, made once by `/league publish on`, or a
//! match's), and a server that does not publish answers 404 like an address that never existed.
//! Only spectator views are drawn, so a page never shows more than the match's thread.
//! `touchline web --local` (loopback only) also shows the matches played in the terminal, which
//! have no server and so no publishing switch: listed at `/`, each at its own slug.
//!
//! - this module: the shared state (store, the renderers it shares with the bot, the replay
//!   and frame caches), the router, binding and serving;
//! - [`routes`]: each address loads what its page needs;
//! - [`live`]: the live pages' stream, and what tells it a match moved;
//! - [`pages`]: the pages as HTML;
//! - [`board`]: a seat's own board, reached by its signed link, where a tap makes the move;
//! - [`activity`]: the same pages inside Discord, signed in with Discord's OAuth2.

mod activity;
mod board;
mod live;
mod pages;
mod routes;

use std::collections::VecDeque;
use std::sync::{Arc, Mutex};

use axum::body::Bytes;
use axum::http::{header, HeaderValue};
use axum::response::Response;
use axum::routing::get;
use axum::Router;

use touchline_i18n::Lang;

use crate::ids::MatchId;
use crate::pictures::Pictures;
use crate::replay::Replay;
use crate::session::{Sessions, Update};
use crate::store::{Location, Store};

pub use activity::ActivitySetup;

/// Finished matches whose replay is kept ready: stepping through one then costs no replaying.
const REPLAYS_KEPT: usize = 8;
/// Boards kept drawn (a finished match's boards never change).
const FRAMES_KEPT: usize = 96;
/// Matches being played whose pages are kept, by language, for their live pages and streams
/// (a benchmark's thousand matches are watched at once).
const LIVE_KEPT: usize = 1024;
/// Live pages read at once (each plays its match again on a blocking thread).
const LIVE_READS: usize = 4;
/// Season forecasts kept, each until its league's next result.
const FORECASTS_KEPT: usize = 32;

/// A kept forecast's competition, season, results in and newest result row.
pub(crate) type ForecastKey = (i64, i64, usize, i64);

/// The most recently used few of something, oldest first.
struct Recent<K, V> {
    capacity: usize,
    items: VecDeque<(K, V)>,
}

impl<K: PartialEq, V: Clone> Recent<K, V> {
    fn new(capacity: usize) -> Self {
        Recent { capacity, items: VecDeque::with_capacity(capacity) }
    }

    fn get(&mut self, key: &K) -> Option<V> {
        let at = self.items.iter().position(|(k, _)| k == key)?;
        let item = self.items.remove(at)?;
        let value = item.1.clone();
        self.items.push_back(item);
        Some(value)
    }

    fn put(&mut self, key: K, value: V) {
        self.items.retain(|(k, _)| *k != key);
        if self.items.len() >= self.capacity {
            self.items.pop_front();
        }
        self.items.push_back((key, value));
    }
}

struct Inner {
    store: Store,
    /// Also show the database's terminal matches, with their list at `/` (`touchline web
    /// --local`, on loopback only).
    local: bool,
    pictures: Pictures,
    /// Replays by match and the language their play-by-play is in.
    replays: Mutex<Recent<(MatchId, Lang), Arc<Replay>>>,
    /// Boards by match, number and the language their words are drawn in.
    frames: Mutex<Recent<(MatchId, usize, Lang), Bytes>>,
    /// Matches being played, their pages (boards so far, status) by language.
    live: Mutex<Recent<(MatchId, Lang), SoFar>>,
    /// Who watches which live match, and what tells them it moved.
    hub: live::Hub,
    /// Turns to read a live match's page (played again on a blocking thread): a few at once.
    reading: tokio::sync::Semaphore,
    /// Season forecasts by competition, season, results in and the newest result's row: ten
    /// thousand seasons are simulated once per result, however many visitors ask.
    forecasts: Mutex<Recent<ForecastKey, Arc<crate::leagues::odds::Forecast>>>,
    /// One forecast worked out at a time: a visitor waits rather than the pages' cores filling.
    forecasting: tokio::sync::Semaphore,
    /// Moves made on a seat's board are played through these (the bot's own, beside it).
    sessions: Sessions,
    /// The key seat links are checked with, read from the store when first needed.
    seat_key: tokio::sync::OnceCell<Option<crate::seat_links::SeatKey>>,
    /// Where a move made on a board goes to be shown in Discord: the bot beside the pages.
    /// Without one, the bot's keeper finds the stored update no process showed.
    shown: Option<tokio::sync::mpsc::Sender<Box<Update>>>,
    /// The Activity's sign-in, when it is on (only the pages beside the bot serve it).
    activity: Option<ActivitySetup>,
}

/// The moves made on the boards, for the bot beside the pages to show in Discord.
pub type BoardMoves = tokio::sync::mpsc::Receiver<Box<Update>>;
/// Moves made on the boards waiting for the bot: a burst beyond this is left to the keeper.
const MOVES_WAITING: usize = 256;

/// A live match's page as last read, and the tick of its watch it was read at (none for a page
/// load).
type SoFar = (Option<u64>, Arc<pages::Live>);

/// What the pages take from the bot they run beside (or stand in for it).
struct Beside {
    sessions: Sessions,
    shown: Option<tokio::sync::mpsc::Sender<Box<Update>>>,
    activity: Option<ActivitySetup>,
}

/// What every page handler shares; cheap to clone.
#[derive(Clone)]
pub struct Web {
    inner: Arc<Inner>,
}

impl Web {
    pub fn new(store: Store, pictures: Pictures) -> Web {
        Web::with_terminal_matches(store, pictures, false)
    }

    /// The pages, and with `local` the terminal matches too (for `touchline web --local`).
    pub fn with_terminal_matches(store: Store, pictures: Pictures, local: bool) -> Web {
        Web::built(store, pictures, local, live::Hub::default())
    }

    /// Pages whose live matches hear of moves only by the store's signals, never by reading
    /// the versions again: how a test shows the signals alone reach a page.
    pub fn told_only(store: Store, pictures: Pictures) -> Web {
        Web::built(store, pictures, false, live::Hub::rereading(None))
    }

    /// The pages beside the bot: moves made on the boards are played through the bot's
    /// `sessions` and handed to it, by the returned receiver, to be shown in Discord.
    /// With `activity`, they also serve the Discord Activity.
    pub fn beside_bot(sessions: Sessions, pictures: Pictures, activity: Option<ActivitySetup>) -> (Web, BoardMoves) {
        let (shown, moves) = tokio::sync::mpsc::channel(MOVES_WAITING);
        let store = sessions.store().clone();
        let beside = Beside { sessions, shown: Some(shown), activity };
        (Web::built_with(store, pictures, false, live::Hub::default(), beside), moves)
    }

    fn built(store: Store, pictures: Pictures, local: bool, hub: live::Hub) -> Web {
        let beside = Beside { sessions: Sessions::new(store.clone()), shown: None, activity: None };
        Web::built_with(store, pictures, local, hub, beside)
    }

    fn built_with(store: Store, pictures: Pictures, local: bool, hub: live::Hub, beside: Beside) -> Web {
        let Beside { sessions, shown, activity } = beside;
        Web {
            inner: Arc::new(Inner {
                sessions,
                seat_key: tokio::sync::OnceCell::new(),
                shown,
                activity,
                store,
                local,
                pictures,
                replays: Mutex::new(Recent::new(REPLAYS_KEPT)),
                frames: Mutex::new(Recent::new(FRAMES_KEPT)),
                live: Mutex::new(Recent::new(LIVE_KEPT)),
                hub,
                reading: tokio::sync::Semaphore::new(LIVE_READS),
                forecasts: Mutex::new(Recent::new(FORECASTS_KEPT)),
                forecasting: tokio::sync::Semaphore::new(1),
            }),
        }
    }

    fn store(&self) -> &Store {
        &self.inner.store
    }

    /// Hand a move made on a board to the bot to show; with no bot beside the pages (or one
    /// too far behind), its keeper shows the stored update instead.
    async fn show(&self, update: Update) {
        if let Some(shown) = &self.inner.shown {
            if shown.try_send(Box::new(update)).is_err() {
                tracing::warn!("the bot is behind with the boards' moves: its keeper will show this one");
            }
        }
    }

    /// Every address the companion answers.
    pub fn router(&self) -> Router {
        Router::new()
            .route("/healthz", get(routes::healthz))
            .route("/", get(activity::root))
            .route("/s/:server", get(routes::server))
            .route("/s/:server/c/:competition", get(routes::competition))
            .route("/s/:server/c/:competition/table.csv", get(routes::table_csv))
            .route("/s/:server/c/:competition/results.csv", get(routes::results_csv))
            .route("/s/:server/p/:player", get(routes::profile))
            .route("/s/:server/pyramid/:competition", get(routes::pyramid))
            .route("/s/:server/crest/:file", get(routes::crest))
            .route("/m/:slug", get(routes::match_page))
            .route("/m/:slug/live", get(live::stream))
            .route("/m/:slug/frame/:file", get(routes::frame))
            .route("/live.js", get(routes::live_script))
            .route("/replay.js", get(routes::replay_script))
            .route("/play/:token", get(board::page).post(board::tap))
            .route("/play/:token/board.png", get(board::picture))
            .route("/play/:token/live", get(board::stream))
            .route("/board.js", get(board::script))
            .route("/activity", get(activity::page))
            .route("/activity/start", axum::routing::post(activity::start))
            .route("/activity.js", get(activity::script))
            .route("/discord-sdk.js", get(activity::sdk))
            .fallback(routes::unknown)
            .layer(axum::middleware::from_fn(routes::error_pages))
            .layer(axum::middleware::from_fn(routes::language_asked))
            .layer(axum::middleware::map_response_with_state(self.clone(), common_headers))
            .with_state(self.clone())
    }

    /// Make the first renderer in the background: building the shared palette and fonts takes
    /// a moment, which should not fall on the first visitor of a replay.
    pub fn warm_up(&self) {
        let pictures = self.inner.pictures.clone();
        tokio::spawn(async move {
            if let Err(e) = pictures.warm_up().await {
                tracing::warn!(%e, "could not make the first renderer");
            }
        });
    }

    /// Draw a picture with a pooled renderer on a blocking thread, so the server's workers
    /// never wait on pixels.
    async fn draw<T: Send + 'static>(
        &self,
        picture: impl FnOnce(&mut touchline_render::Renderer) -> T + Send + 'static,
    ) -> Option<T> {
        self.inner.pictures.draw(picture).await.ok()
    }

    /// A finished match's replay in `lang`, from the cache or played again from the store.
    async fn replay(&self, id: MatchId, lang: Lang) -> Result<Arc<Replay>, crate::replay::ReplayError> {
        if let Some(r) = self.inner.replays.lock().ok().and_then(|mut c| c.get(&(id, lang))) {
            return Ok(r);
        }
        let replay = Arc::new(crate::replay::load_in(self.store(), id, lang).await?);
        if let Ok(mut cache) = self.inner.replays.lock() {
            cache.put((id, lang), replay.clone());
        }
        Ok(replay)
    }

    /// Board `n` of a finished match, from the cache or drawn.
    async fn replay_frame(&self, replay: Arc<Replay>, n: usize) -> Option<Bytes> {
        let key = (replay.id, n, replay.lang);
        if let Some(png) = self.inner.frames.lock().ok().and_then(|mut c| c.get(&key)) {
            return Some(png);
        }
        let png = Bytes::from(self.draw(move |r| replay.frame_png(r, n)).await??);
        if let Ok(mut cache) = self.inner.frames.lock() {
            cache.put(key, png.clone());
        }
        Some(png)
    }
}

/// Headers every answer carries: nothing is cached unless a handler says so (a finished
/// match's pages say so), no outside resource or inline script may load (a match page's own
/// script is served from here), and the slug in the address is never sent on to another site.
/// No other site may frame the pages, except Discord's client while the Activity is on.
async fn common_headers(axum::extract::State(web): axum::extract::State<Web>, mut response: Response) -> Response {
    const ALONE: &str = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; script-src 'self'; \
                         connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";
    const IN_DISCORD: &str = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; script-src 'self'; \
                              connect-src 'self'; base-uri 'none'; form-action 'self'; \
                              frame-ancestors 'self' https://discord.com https://*.discord.com https://*.discordsays.com";
    let policy = if web.inner.activity.is_some() { IN_DISCORD } else { ALONE };
    let headers = response.headers_mut();
    headers.entry(header::CACHE_CONTROL).or_insert(HeaderValue::from_static("no-cache"));
    headers.insert(header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
    headers.insert(header::REFERRER_POLICY, HeaderValue::from_static("no-referrer"));
    headers.insert(header::CONTENT_SECURITY_POLICY, HeaderValue::from_static(policy));
    response
}

/// Bind the companion's address, saying clearly what went wrong (a port in use, an address
/// this machine does not have).
pub async fn bind(listen: &str) -> Result<tokio::net::TcpListener, String> {
    let addr = crate::config::listen_addr(listen)
        .ok_or_else(|| format!("'{listen}' is not an address and port to listen on, e.g. 127.0.0.1:8080"))?;
    tokio::net::TcpListener::bind(addr).await.map_err(|e| {
        let hint = match e.kind() {
            std::io::ErrorKind::AddrInUse => " (something else is using that port: choose another)",
            std::io::ErrorKind::PermissionDenied => " (ports below 1024 need extra rights: choose one above)",
            std::io::ErrorKind::AddrNotAvailable => " (this machine has no such address)",
            _ => "",
        };
        format!("the web pages cannot listen on {addr}: {e}{hint}")
    })
}

/// Serve the pages on a bound listener until `stop` completes.
pub async fn serve(
    listener: tokio::net::TcpListener,
    web: Web,
    stop: impl std::future::Future<Output = ()> + Send + 'static,
) -> Result<(), String> {
    axum::serve(listener, web.router())
        .with_graceful_shutdown(stop)
        .await
        .map_err(|e| format!("the web pages stopped: {e}"))
}

/// Start the pages beside the bot when the config gives them an address: bound now (so a bad
/// address stops the start-up with a clear message), served in the background.
pub async fn start_beside_bot(
    config: &crate::config::Config,
    sessions: Sessions,
    pictures: Pictures,
) -> Result<Option<BoardMoves>, String> {
    let activity = ActivitySetup::from_config(config);
    let config = &config.web;
    let Some(listen) = &config.listen else { return Ok(None) };
    let listener = bind(listen).await.map_err(|e| format!("{e} (web.listen, or TOUCHLINE_WEB_LISTEN)"))?;
    let local = listener.local_addr().map(|a| a.to_string()).unwrap_or_else(|_| listen.clone());
    tracing::info!(address = %local, base = config.base().unwrap_or_default(), "web pages served");
    // The bot warms the shared renderers up itself.
    let (web, moves) = Web::beside_bot(sessions, pictures, activity);
    tokio::spawn(async move {
        if let Err(e) = serve(listener, web, std::future::pending()).await {
            tracing::warn!(%e, "the web pages stopped");
        }
    });
    Ok(Some(moves))
}

/// Whether an address to listen on is this machine's own (loopback): the local pages, which
/// show every terminal match with no publishing switch, are served nowhere else.
pub fn loopback_only(listen: &str) -> Result<(), String> {
    let addr = crate::config::listen_addr(listen)
        .ok_or_else(|| format!("'{listen}' is not an address and port to listen on, e.g. 127.0.0.1:8080"))?;
    if addr.ip().is_loopback() {
        Ok(())
    } else {
        Err(format!(
            "--local serves every terminal match in the database, so it listens on this machine only: \
             {listen} is not a loopback address (use 127.0.0.1:<port> or [::1]:<port>)"
        ))
    }
}

/// `touchline web`: the pages alone, over an existing database (the bot may be running beside
/// it), until Ctrl-C or SIGTERM; with `local`, the terminal matches too, on loopback only.
/// `lang` is the terminal's, for what it prints.
pub fn run(database: &Location, listen: &str, base_url: Option<&str>, local: bool, lang: Lang) -> Result<(), String> {
    if local {
        loopback_only(listen)?;
    }
    if let Location::Sqlite(path) = database {
        if !path.is_file() {
            let hint = if local { "play a match with `touchline play --db` first" } else { "start the bot once" };
            return Err(format!("there is no database at {} (--db): {hint}, or name its file", path.display()));
        }
    }
    crate::logging::init(&crate::config::Log::default())?;
    let runtime = tokio::runtime::Runtime::new().map_err(|e| format!("cannot start the async runtime: {e}"))?;
    runtime.block_on(async {
        let store = Store::connect(database).await.map_err(|e| format!("cannot open the database {database}: {e}"))?;
        let listener = bind(listen).await?;
        let bound = listener.local_addr().map_err(|e| e.to_string())?;
        let base = base_url.map(|b| b.trim_end_matches('/').to_string()).unwrap_or_else(|| format!("http://{bound}"));
        tracing::info!(address = %bound, %base, "web pages served; a server's pages appear at {base}/s/<slug> once it publishes them");
        if local {
            let database = database.to_string();
            let address = format!("{base}/");
            println!(
                "{}",
                touchline_i18n::say!(crate::speech::TERMINAL, lang, "web-local-address", database = database, address = address)
            );
        }
        let web = Web::with_terminal_matches(store.clone(), Pictures::new(), local);
        web.warm_up();
        let result = serve(listener, web, stop_signal()).await;
        store.close().await;
        result
    })
}

/// Ctrl-C, or SIGTERM where there is one.
async fn stop_signal() {
    #[cfg(unix)]
    {
        let mut term = match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(term) => term,
            Err(_) => {
                let _ = tokio::signal::ctrl_c().await;
                return;
            }
        };
        tokio::select! {
            _ = tokio::signal::ctrl_c() => {}
            _ = term.recv() => {}
        }
    }
    #[cfg(not(unix))]
    {
        let _ = tokio::signal::ctrl_c().await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_recent_cache_keeps_the_last_used() {
        let mut c = Recent::new(2);
        c.put(1, "a");
        c.put(2, "b");
        assert_eq!(c.get(&1), Some("a"));
        c.put(3, "c");
        assert_eq!(c.get(&2), None, "the least recently used went");
        assert_eq!(c.get(&1), Some("a"));
        assert_eq!(c.get(&3), Some("c"));
    }
}
