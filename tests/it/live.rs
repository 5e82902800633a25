//! The live match page's stream over a real socket: every board its thread posts, in order, as
//! the match is played; the clocks and who is to act; the end; a page that reconnects is sent
//! what it missed; a move committed through another store (another process) reaches the page,
//! by reading on SQLite and by notification on Postgres; and nothing secret is ever sent.

use std::net::SocketAddr;

use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpStream;

use touchline::session::Sessions;
use touchline::store::{Location, MatchId, Store};
use touchline::web::Web;
use touchline_i18n::Lang;

use crate::web::{live_match, play, world, world_in};

/// One server-sent event.
#[derive(Debug, Default)]
struct Sent {
    event: String,
    id: Option<String>,
    data: String,
}

/// A page's stream, read as a browser's EventSource reads it.
struct Stream {
    lines: BufReader<TcpStream>,
    /// Everything read, to look for secrets in.
    all: String,
}

impl Stream {
    /// Open `path`, as a page that already shows `boards` boards, or that was last sent
    /// `last_id` (a reconnection). Returns the status code and, on 200, the stream.
    async fn open(addr: SocketAddr, path: &str, last_id: Option<&str>) -> (u16, Option<Stream>) {
        let mut socket = TcpStream::connect(addr).await.unwrap();
        let last = last_id.map(|id| format!("Last-Event-ID: {id}\r\n")).unwrap_or_default();
        // HTTP/1.0: the body is the rest of the connection, with no chunks to undo.
        let request = format!("GET {path} HTTP/1.0\r\nHost: {addr}\r\nAccept: text/event-stream\r\n{last}\r\n");
        socket.write_all(request.as_bytes()).await.unwrap();
        let mut lines = BufReader::new(socket);
        let mut status = String::new();
        lines.read_line(&mut status).await.unwrap();
        let code = status.get(9..12).and_then(|c| c.parse().ok()).unwrap_or(0);
        let mut headers = String::new();
        loop {
            let mut line = String::new();
            if lines.read_line(&mut line).await.unwrap() == 0 || line == "\r\n" {
                break;
            }
            headers.push_str(&line);
        }
        if code != 200 {
            return (code, None);
        }
        assert!(headers.to_ascii_lowercase().contains("content-type: text/event-stream"), "{headers}");
        (code, Some(Stream { lines, all: String::new() }))
    }

    /// The next event (comments and keep-alives skipped); `None` once the server closed it.
    async fn next(&mut self) -> Option<Sent> {
        let mut sent = Sent::default();
        let mut any = false;
        loop {
            let mut line = String::new();
            if self.lines.read_line(&mut line).await.unwrap() == 0 {
                return None;
            }
            self.all.push_str(&line);
            let line = line.trim_end_matches(['\r', '\n']);
            if line.is_empty() {
                if any && !sent.event.is_empty() {
                    return Some(sent);
                }
                sent = Sent::default();
                any = false;
                continue;
            }
            let (field, value) = line.split_once(':').unwrap_or((line, ""));
            let value = value.strip_prefix(' ').unwrap_or(value);
            any = true;
            match field {
                "event" => sent.event = value.to_string(),
                "id" => sent.id = Some(value.to_string()),
                "data" => sent.data.push_str(value),
                _ => {}
            }
        }
    }

    /// Read until a board numbered `n` arrives; the boards read on the way, in order.
    async fn boards_until(&mut self, n: usize) -> Vec<(usize, serde_json::Value)> {
        let mut boards = Vec::new();
        while let Some(sent) = self.next().await {
            if sent.event == "board" {
                let news: serde_json::Value = serde_json::from_str(&sent.data).unwrap();
                let at = news["n"].as_u64().unwrap() as usize;
                assert_eq!(sent.id.as_deref(), Some(at.to_string().as_str()), "a board's id is its number");
                boards.push((at, news));
                if at == n {
                    return boards;
                }
            }
        }
        panic!("the stream ended before board {n}; read: {boards:?}");
    }
}

/// Serve `web` on a free loopback port until the test ends.
pub(crate) async fn serve(web: Web) -> SocketAddr {
    let listener = touchline::web::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(touchline::web::serve(listener, web, std::future::pending()));
    addr
}

/// maud's escaping of a line of text.
fn escaped(line: &str) -> String {
    line.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

async fn slug_of(store: &Store, id: MatchId) -> String {
    store.match_record(id).await.unwrap().slug
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_live_page_is_sent_every_board_in_order_as_its_match_is_played() {
    let w = world().await;
    let id = live_match(&w, 0).await;
    let slug = slug_of(&w.store, id).await;
    let addr = serve(Web::new(w.store.clone(), touchline::pictures::Pictures::new())).await;
    let (code, stream) = Stream::open(addr, &format!("/m/{slug}/live?boards=0"), None).await;
    assert_eq!(code, 200);
    let mut stream = stream.unwrap();
    let mut seen = stream.boards_until(0).await;

    let sessions = Sessions::new(w.store.clone());
    let mut ended = false;
    while !ended {
        play(&sessions, id, Some(1)).await;
        let so_far = touchline::replay::so_far_in(&w.store, id, Lang::En).await.unwrap();
        let last = so_far.frames.len() - 1;
        if seen.last().is_some_and(|(n, _)| *n == last) && !so_far.finished {
            continue;
        }
        let news = stream.boards_until(last).await;
        for (n, board) in &news {
            // Each board with its play-by-play, as the thread posted it.
            for line in &so_far.frames[*n].lines {
                assert!(board["html"].as_str().unwrap().contains(&escaped(line)), "board {n} lacks {line:?}: {board}");
            }
            assert_eq!(board["src"], format!("/m/{slug}/frame/{n}.png"));
        }
        seen.extend(news);
        ended = so_far.finished;
    }
    // Every board, in order: a board may come again (grown by a computer's reply), never out of turn.
    let numbers: Vec<usize> = seen.iter().map(|(n, _)| *n).collect();
    assert!(numbers.windows(2).all(|p| p[1] == p[0] || p[1] == p[0] + 1), "{numbers:?}");
    let replay = touchline::replay::load(&w.store, id).await.unwrap();
    assert_eq!(numbers.last(), Some(&(replay.frames.len() - 1)), "up to the final whistle");
    // Full time: the stream says where the replay is, and ends.
    let mut end = None;
    while let Some(sent) = stream.next().await {
        if sent.event == "end" {
            end = Some(sent.data);
        }
    }
    assert_eq!(end.as_deref(), Some(format!("/m/{slug}").as_str()));
    // Nothing secret was ever sent: the seed and salt stay hidden until the end, and then only
    // the replay page shows them.
    let record = w.store.match_record(id).await.unwrap();
    assert!(!stream.all.contains(&record.seed.to_string()), "no seed in the stream");
    assert!(!stream.all.contains(record.salt.as_deref().unwrap()), "no salt in the stream");
}

/// The win chances are worked out after their board: each new row reaches an open page as the
/// graph, whole, without waiting for the next move.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_live_page_is_sent_the_win_chances_as_they_are_kept() {
    let w = world().await;
    let id = live_match(&w, 2).await;
    let slug = slug_of(&w.store, id).await;
    let addr = serve(Web::new(w.store.clone(), touchline::pictures::Pictures::new())).await;
    let (_, stream) = Stream::open(addr, &format!("/m/{slug}/live?boards=0"), None).await;
    let mut stream = stream.unwrap();
    let sessions = Sessions::new(w.store.clone());
    for kept in 1..=2 {
        if kept == 2 {
            play(&sessions, id, Some(1)).await;
        }
        let stored = sessions.load(id).await.unwrap();
        sessions.chances_after_turn(&stored).await.unwrap();
        let rows = w.store.match_chances(id).await.unwrap();
        assert_eq!(rows.len(), kept, "{rows:?}");
        let graph = loop {
            let sent = stream.next().await.expect("the stream goes on");
            if sent.event == "chances" {
                break serde_json::from_str::<serde_json::Value>(&sent.data).unwrap();
            }
        };
        let html = graph["html"].as_str().unwrap();
        let names = stored.names(Lang::En);
        let said = touchline::session::chances::chances_text(&rows[kept - 1].chances, &names, Lang::En);
        assert!(html.contains(&escaped(&said)), "the latest chances in words: {said} in {html}");
        assert_eq!(html.matches("<polyline").count(), 2, "a line per side: {html}");
    }
    let record = w.store.match_record(id).await.unwrap();
    assert!(!stream.all.contains(&record.seed.to_string()), "no seed in the stream");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_page_that_reconnects_is_sent_the_boards_it_missed() {
    let w = world().await;
    let id = live_match(&w, 12).await;
    let slug = slug_of(&w.store, id).await;
    let boards = touchline::replay::so_far_in(&w.store, id, Lang::En).await.unwrap().frames.len();
    assert!(boards >= 3, "twelve moves of KIX post several boards: {boards}");
    let addr = serve(Web::new(w.store.clone(), touchline::pictures::Pictures::new())).await;
    // The browser was last sent board 0: boards 0 (again, it may have grown) to the last follow.
    let (_, stream) = Stream::open(addr, &format!("/m/{slug}/live"), Some("0")).await;
    let got = stream.unwrap().boards_until(boards - 1).await;
    let numbers: Vec<usize> = got.iter().map(|(n, _)| *n).collect();
    assert_eq!(numbers, (0..boards).collect::<Vec<_>>());
    // A page that shows them all is sent its last board again, and nothing older.
    let (_, stream) = Stream::open(addr, &format!("/m/{slug}/live?boards={boards}"), None).await;
    let got = stream.unwrap().boards_until(boards - 1).await;
    assert_eq!(got.len(), 1, "{got:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stream_is_refused_for_a_match_that_is_not_published() {
    let w = world().await;
    let id = live_match(&w, 1).await;
    let slug = slug_of(&w.store, id).await;
    let addr = serve(Web::new(w.store.clone(), touchline::pictures::Pictures::new())).await;
    assert_eq!(Stream::open(addr, "/m/nosuchmatch/live", None).await.0, 404);
    assert_eq!(Stream::open(addr, &format!("/m/{slug}/live?boards=x"), None).await.0, 404);
    touchline::publishing::set(&w.store, 77, false).await.unwrap();
    assert_eq!(Stream::open(addr, &format!("/m/{slug}/live"), None).await.0, 404, "hidden with its server");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_made_by_another_process_on_sqlite_reaches_the_page() {
    let w = world().await;
    let id = live_match(&w, 0).await;
    let slug = slug_of(&w.store, id).await;
    let addr = serve(Web::new(w.store.clone(), touchline::pictures::Pictures::new())).await;
    let (_, stream) = Stream::open(addr, &format!("/m/{slug}/live?boards=0"), None).await;
    let mut stream = stream.unwrap();
    stream.boards_until(0).await;
    // Another process's store: its commits signal nothing here, and are found by reading.
    let other = Store::open(&w._dir.path().join("web.db")).await.unwrap();
    let sessions = Sessions::new(other.clone());
    let before = touchline::replay::so_far_in(&other, id, Lang::En).await.unwrap().frames.len();
    let mut boards = before;
    while boards == before {
        play(&sessions, id, Some(1)).await;
        boards = touchline::replay::so_far_in(&other, id, Lang::En).await.unwrap().frames.len();
    }
    stream.boards_until(boards - 1).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_made_by_another_process_on_postgres_is_told_to_the_page() {
    let Some(url) = crate::support::postgres::fresh_database().await else { return };
    let location = Location::Postgres(url);
    // The bot's side plays; the web's side is another connection pool, as another process's.
    let w = world_in(Store::connect(&location).await.unwrap(), tempfile::tempdir().unwrap()).await;
    let bot_side = w.store.clone();
    let web_side = Store::connect(&location).await.unwrap();
    let id = live_match(&w, 0).await;
    let slug = slug_of(&web_side, id).await;
    // This web never reads the versions again: only the notification can tell it.
    let addr = serve(Web::told_only(web_side.clone(), touchline::pictures::Pictures::new())).await;
    let (code, stream) = Stream::open(addr, &format!("/m/{slug}/live?boards=0"), None).await;
    assert_eq!(code, 200);
    let mut stream = stream.unwrap();
    stream.boards_until(0).await;
    let sessions = Sessions::new(bot_side.clone());
    let before = touchline::replay::so_far_in(&bot_side, id, Lang::En).await.unwrap().frames.len();
    let mut boards = before;
    while boards == before {
        play(&sessions, id, Some(1)).await;
        boards = touchline::replay::so_far_in(&bot_side, id, Lang::En).await.unwrap().frames.len();
    }
    stream.boards_until(boards - 1).await;
}

// ---- In a real browser, against the real bot and the fake Discord ----

/// The bot, serving its pages on `addr`, with its database at `db`.
pub(crate) fn bot_with_pages(
    fake: &crate::support::fakecord::Fake,
    db: &std::path::Path,
    addr: &str,
) -> crate::support::bot::Bot {
    let child = crate::support::bot::serve_command(fake)
        .env("TOUCHLINE_DATABASE_PATH", db)
        .env("TOUCHLINE_WEB_LISTEN", addr)
        .spawn()
        .expect("the bot starts");
    crate::support::bot::Bot(child)
}

/// The thread's posts that carry a board.
pub(crate) fn boards_posted(fake: &crate::support::fakecord::Fake, thread: u64) -> usize {
    fake.visible(thread, 0).iter().filter(|m| !m.pictures.is_empty()).count()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_real_browser_follows_a_match_played_on_discord_through_a_restart() {
    use crate::support::bot::{kick_off_against_the_computer, opt, prompts, ready, say};
    use crate::support::browser::Browser;
    use crate::support::fakecord::Fake;
    use serde_json::json;

    let Some(mut browser) = Browser::start().await else { return };
    let fake = Fake::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let addr = format!("127.0.0.1:{port}");
    let bot = bot_with_pages(&fake, &db, &addr);
    ready(&fake).await;
    let ann = fake.add_user("Ann <b>&amp;</b>", false);
    // The server publishes its pages (an admin of a competition may turn them on).
    let create = json!([opt("name", json!("Live League")), opt("game", json!(0)), opt("legs", json!(1))]);
    assert!(say(&fake, ann, "league", "create", create).await.contains("created"));
    let on = json!([crate::support::bot::choice(&fake, "league", Some("publish"), "state", "on")]);
    say(&fake, ann, "league", "publish", on).await;

    let thread = kick_off_against_the_computer(&fake, ann, 0).await;
    // The first board links the live page.
    let first = fake.visible(thread, 0).into_iter().find(|m| !m.pictures.is_empty()).expect("the first board");
    let rows = first.components.as_array().cloned().unwrap_or_default();
    let link = rows
        .iter()
        .flat_map(|r| r["components"].as_array().cloned().unwrap_or_default())
        .find(|c| c["style"] == 5)
        .and_then(|c| c["url"].as_str().map(str::to_string))
        .unwrap_or_else(|| panic!("a Watch live link on the first board: {}", first.components));
    assert!(link.starts_with(&format!("http://{addr}/m/")), "{link}");

    let tab = browser.open(&link, (390, 844)).await;
    browser.until(&tab, "document.getElementById('live').dataset.connected === 'true'", "its stream open").await;
    // The name is shown as text, never as markup.
    let heading = browser.eval(&tab, "document.getElementById('heading').textContent").await;
    assert!(heading.as_str().unwrap().contains("Ann <b>&amp;</b>"), "{heading}");
    assert_eq!(browser.eval(&tab, "document.querySelectorAll('#heading b').length").await, json!(0));

    let mut bot = Some(bot);
    let mut moves = 0;
    while !crate::support::bot::finished(&fake, thread) {
        let Some((m, id)) = prompts(&fake, ann).pop() else {
            fake.wait_until("a prompt or the end", || {
                !prompts(&fake, ann).is_empty() || crate::support::bot::finished(&fake, thread)
            })
            .await;
            continue;
        };
        fake.settled(fake.select(ann, m.id, &id, &m.options()[0])).await;
        fake.wait_until("the next prompt or the end", || {
            prompts(&fake, ann).iter().any(|(p, _)| p.id != m.id) || crate::support::bot::finished(&fake, thread)
        })
        .await;
        moves += 1;
        // The page shows every board the thread has, the latest last, without a reload.
        let boards = boards_posted(&fake, thread);
        let shown = format!(
            "document.getElementById('live').dataset.boards === '{boards}' \
             && document.getElementById('board').src.endsWith('/frame/{}.png') \
             && document.querySelector('#plays section[data-board=\"{}\"]') !== null",
            boards - 1,
            boards - 1
        );
        browser.until(&tab, &shown, &format!("board {boards}")).await;
        if moves == 3 {
            // The bot stops without warning and comes back: the page reconnects by itself.
            drop(bot.take());
            browser.until(&tab, "document.getElementById('live').dataset.connected === 'false'", "the drop").await;
            let identified = fake.world().identified;
            bot = Some(bot_with_pages(&fake, &db, &addr));
            fake.wait_for("the bot to come back", |w| w.identified > identified && w.commands.len() >= 4).await;
            browser.until(&tab, "document.getElementById('live').dataset.connected === 'true'", "it reconnected").await;
        }
    }
    assert!(moves > 3, "the match went on after the restart ({moves} moves)");
    browser.until(&tab, "document.getElementById('live').dataset.ended === 'true'", "the final whistle").await;
    let boards = boards_posted(&fake, thread);
    let listed = browser.eval(&tab, "document.querySelectorAll('#plays section').length").await;
    assert_eq!(listed, json!(boards.min(20)), "every board's play-by-play, newest first");
    drop(bot);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_replay_steps_by_the_keys_plays_by_itself_and_keeps_the_result_for_its_board() {
    use crate::support::browser::Browser;
    use serde_json::json;

    let Some(mut browser) = Browser::start().await else { return };
    let w = world().await;
    let slug = slug_of(&w.store, w.finished).await;
    let last = touchline::replay::load(&w.store, w.finished).await.unwrap().frames.len() - 1;
    assert!(last >= 3, "a whole match has boards to step through: {last}");
    let addr = serve(Web::new(w.store.clone(), touchline::pictures::Pictures::new())).await;
    let tab = browser.open(&format!("http://{addr}/m/{slug}"), (1280, 900)).await;
    browser
        .until(&tab, "document.getElementById('autoplay') && !document.getElementById('autoplay').hidden", "its script")
        .await;
    let heading = || "document.querySelector('h1').textContent";
    let at = |k: usize| {
        format!("location.search === '?step={k}' && document.readyState === 'complete' && !document.getElementById('autoplay').hidden")
    };
    // Before its board, the result is not given away: the heading and the title name the sides.
    let first = browser.eval(&tab, heading()).await;
    assert!(!first.as_str().unwrap().contains("Final score"), "{first}");
    assert!(!browser.eval(&tab, "document.title").await.as_str().unwrap().contains("Final score"));

    browser.press(&tab, "ArrowRight", "ArrowRight", 39).await;
    browser.until(&tab, &at(1), "board 2 after →").await;
    browser.press(&tab, "End", "End", 35).await;
    browser.until(&tab, &at(last), "the last board after End").await;
    let end = browser.eval(&tab, heading()).await;
    assert!(end.as_str().unwrap().contains("Final score"), "the result at its board: {end}");
    browser.press(&tab, "ArrowRight", "ArrowRight", 39).await;
    browser.press(&tab, "Home", "Home", 36).await;
    browser.until(&tab, &at(0), "the kick-off after Home").await;
    // Space plays: the boards follow one another by themselves, until Space pauses.
    browser.press(&tab, " ", "Space", 32).await;
    browser.until(&tab, "location.search === '?step=2&play=1' && document.readyState === 'complete'", "autoplay").await;
    browser
        .until(&tab, "document.getElementById('autoplay') && !document.getElementById('autoplay').hidden", "its script")
        .await;
    browser.press(&tab, " ", "Space", 32).await;
    browser.until(&tab, "!location.search.includes('play=1')", "the pause").await;
    let paused = browser.eval(&tab, "location.search").await;
    assert!(paused.as_str().unwrap().starts_with("?step="), "{paused}");
    // The slider goes to any board.
    let k = last / 2;
    let set = format!("(() => {{ const s = document.getElementById('step'); s.value = '{k}'; s.dispatchEvent(new Event('change')); return true; }})()");
    assert_eq!(browser.eval(&tab, &set).await, json!(true));
    browser.until(&tab, &at(k), "the board the slider chose").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_game_streams_its_boards_to_the_end() {
    use touchline_games::players::Occupant;
    use touchline_games::{AnyConfig, GameKind};

    let w = world().await;
    let addr = serve(Web::new(w.store.clone(), touchline::pictures::Pictures::new())).await;
    let sessions = Sessions::new(w.store.clone());
    for (n, kind) in GameKind::ALL.iter().enumerate() {
        let seats: Vec<Occupant<i64>> = w.players[..kind.seats().0].iter().map(|p| Occupant::Person(*p)).collect();
        let new = touchline::session::NewMatch {
            thread: Some(crate::web::thread(20 + n as u64)),
            ..touchline::session::NewMatch::new(AnyConfig::default_for(*kind), seats, 7 + n as u64)
        };
        let id = sessions.start(new).await.unwrap().id;
        let slug = slug_of(&w.store, id).await;
        let (_, stream) = Stream::open(addr, &format!("/m/{slug}/live?boards=0"), None).await;
        let mut stream = stream.unwrap();
        let mut shown = stream.boards_until(0).await.len();
        let mut finished = false;
        while !finished {
            // A few moves at a time: the page is sent what they posted, whatever it missed.
            play(&sessions, id, Some(4)).await;
            let so_far = touchline::replay::so_far_in(&w.store, id, Lang::En).await.unwrap();
            finished = so_far.finished;
            if so_far.frames.len() > shown || finished {
                let last = so_far.frames.len() - 1;
                let news = stream.boards_until(last).await;
                assert!(news.iter().all(|(k, _)| *k + 16 >= shown), "{kind:?}: only recent boards are sent again");
                shown = so_far.frames.len();
            }
        }
        let mut ended = false;
        while let Some(sent) = stream.next().await {
            ended |= sent.event == "end";
        }
        assert!(ended, "{kind:?}: the stream says full time, and ends");
    }
}

/// Not a check: writes the phone screenshots of each game's live page that the docs show
/// (`docs/live/`). Run by hand: `cargo test --test it live::screenshots_for_the_docs -- --ignored`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "writes docs/live/*.png; run by hand"]
async fn screenshots_for_the_docs() {
    use crate::support::browser::Browser;
    use touchline_games::players::Occupant;
    use touchline_games::{AnyConfig, GameKind};

    let mut browser = Browser::start().await.expect("chromium");
    let w = world().await;
    let addr = serve(Web::new(w.store.clone(), touchline::pictures::Pictures::new())).await;
    let sessions = Sessions::new(w.store.clone());
    let out = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/live");
    std::fs::create_dir_all(&out).unwrap();
    for (n, kind) in GameKind::ALL.iter().filter(|k| k.name() != "tally").enumerate() {
        let seats: Vec<Occupant<i64>> = w.players[..kind.seats().0].iter().map(|p| Occupant::Person(*p)).collect();
        let new = touchline::session::NewMatch {
            thread: Some(crate::web::thread(40 + n as u64)),
            ..touchline::session::NewMatch::new(AnyConfig::default_for(*kind), seats, 11 + n as u64)
        };
        let id = sessions.start(new).await.unwrap().id;
        play(&sessions, id, Some(9)).await;
        let slug = slug_of(&w.store, id).await;
        let tab = browser.open(&format!("http://{addr}/m/{slug}"), (390, 844)).await;
        browser.until(&tab, "document.getElementById('live').dataset.connected === 'true'", "the page").await;
        browser.until(&tab, "document.getElementById('board').complete", "the board's picture").await;
        std::fs::write(out.join(format!("{}-phone.png", kind.name())), browser.screenshot(&tab).await).unwrap();
    }
}
