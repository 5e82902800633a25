//! The board as a Discord Activity, against the real binary and the fake Discord: the Entry
//! Point command is registered and answered with the launch, as is the button on a match's first
//! board; the Activity's page signs a player in through the fake's OAuth2 endpoints and opens
//! their own board, where a tap makes the move; and every sign-in that should not open anything
//! is refused with a message, nothing changed.

use serde_json::{json, Value};

use crate::live::boards_posted;
use crate::support::bot::{choice, finished, kick_off_against_the_computer, opt, ready, say, Bot};
use crate::support::fakecord::{Fake, APP_ID, CLIENT_SECRET, GENERAL, GUILD_ID};

/// The bot with its pages on `addr` and the Activity on.
fn bot_with_activity(fake: &Fake, db: &std::path::Path, addr: &str) -> Bot {
    let child = crate::support::bot::serve_command(fake)
        .env("TOUCHLINE_DATABASE_PATH", db)
        .env("TOUCHLINE_WEB_LISTEN", addr)
        .env("TOUCHLINE_ACTIVITY_APPLICATION_ID", APP_ID.to_string())
        .env("TOUCHLINE_DISCORD_CLIENT_SECRET", CLIENT_SECRET)
        .spawn()
        .expect("the bot starts");
    Bot(child)
}

/// A request over a real socket: the status, the headers and the body.
async fn http(addr: &str, method: &str, path: &str, body: &str) -> (u16, String, String) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut socket = tokio::net::TcpStream::connect(addr).await.unwrap();
    let request = format!(
        "{method} {path} HTTP/1.0\r\nHost: {addr}\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    );
    socket.write_all(request.as_bytes()).await.unwrap();
    let mut answer = String::new();
    socket.read_to_string(&mut answer).await.unwrap();
    let status = answer.get(9..12).and_then(|c| c.parse().ok()).unwrap_or(0);
    let (head, body) = answer.split_once("\r\n\r\n").unwrap_or((&answer, ""));
    (status, head.to_lowercase(), body.to_string())
}

/// `POST /activity/start` with a code and a channel: the status and the JSON answer.
async fn start(addr: &str, code: &str, channel: u64) -> (u16, Value) {
    let body = json!({"code": code, "channel_id": channel.to_string()}).to_string();
    let (status, _, answer) = http(addr, "POST", "/activity/start", &body).await;
    (status, serde_json::from_str(&answer).unwrap_or_else(|_| panic!("JSON, not {answer}")))
}

/// The thread's first board and its button that opens the Activity.
fn activity_button(fake: &Fake, thread: u64) -> Option<(u64, String)> {
    fake.visible(thread, 0)
        .iter()
        .find_map(|m| m.custom_ids().into_iter().find(|id| id.ends_with(":activity")).map(|id| (m.id, id)))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_activity_is_launched_signs_a_player_in_and_plays_a_move() {
    use crate::support::browser::Browser;

    let fake = Fake::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let addr = format!("127.0.0.1:{port}");
    let bot = bot_with_activity(&fake, &db, &addr);
    ready(&fake).await;
    // The Entry Point, handled by the app itself, among the commands.
    let entry = fake.world().commands.iter().find(|c| c["type"] == 4).cloned().expect("an Entry Point command");
    assert_eq!((entry["name"].as_str(), entry["handler"].as_u64()), (Some("launch"), Some(1)), "{entry}");
    assert!(entry["description_localizations"]["pt-BR"].as_str().is_some_and(|d| !d.is_empty()), "{entry}");

    let ann = fake.add_user("Ann", false);
    let bob = fake.add_user("Bob", false);
    fake.set_locale(ann, "pt-BR");
    let thread = kick_off_against_the_computer(&fake, ann, 0).await;
    // The first board's button, and the Entry Point in the thread, both launch the Activity.
    let (board, button) = activity_button(&fake, thread).expect("the first board opens the Activity");
    let clicked = fake.click(bob, board, &button);
    fake.settled(clicked).await;
    assert_eq!(fake.world().interactions[&clicked].answer, Some(12), "the button answers with the launch");
    let launched = fake.entry_point(ann, thread);
    fake.settled(launched).await;
    assert_eq!(fake.world().interactions[&launched].answer, Some(12), "the Entry Point answers with the launch");

    // What Discord frames: the page at the root of the mapped address, which Discord may frame.
    let (status, head, page) = http(&addr, "GET", "/?frame_id=f&instance_id=i&channel_id=1", "").await;
    assert_eq!(status, 200, "{page}");
    assert!(page.contains("id=\"activity\"") && page.contains("/discord-sdk.js"), "{page}");
    assert!(head.contains("frame-ancestors 'self' https://discord.com"), "{head}");

    // Refused, each with its message, nothing opened: a forged code, a code used twice, a
    // channel with no match, a spectator of a server that does not publish its pages.
    let (status, forged) = start(&addr, "forged", thread).await;
    assert_eq!(status, 403, "{forged}");
    assert!(forged["go"].is_null() && forged["access_token"].is_null(), "{forged}");
    assert!(forged["message"].as_str().is_some_and(|m| m.contains("Discord")), "{forged}");
    let (status, none) = start(&addr, &fake.authorize(ann), GENERAL).await;
    assert_eq!(status, 200, "{none}");
    assert!(none["go"].is_null() && none["message"].as_str().is_some_and(|m| !m.is_empty()), "{none}");
    let (status, spectator) = start(&addr, &fake.authorize(bob), thread).await;
    assert_eq!(status, 200, "{spectator}");
    assert!(spectator["go"].is_null(), "a server that does not publish shows no match page: {spectator}");
    assert!(spectator["message"].as_str().is_some_and(|m| m.contains("/league publish")), "{spectator}");
    let code = fake.authorize(ann);
    let (status, first) = start(&addr, &code, thread).await;
    assert_eq!(status, 200, "{first}");
    assert!(first["go"].as_str().is_some_and(|go| go.starts_with("/play/")), "her own board: {first}");
    let (status, again) = start(&addr, &code, thread).await;
    assert_eq!(status, 403, "a code is good once: {again}");
    for bad in ["{}", "not json", r#"{"code": "", "channel_id": "1"}"#, r#"{"code": "x", "channel_id": "-4"}"#] {
        let (status, _, body) = http(&addr, "POST", "/activity/start", bad).await;
        assert_eq!(status, 400, "{bad}: {body}");
    }

    // Once the server publishes its pages, a spectator is sent to the match's live page, in
    // their Discord language.
    let create = json!([opt("name", json!("Activity League")), opt("game", json!(0)), opt("legs", json!(1))]);
    let created = say(&fake, ann, "league", "create", create).await;
    assert!(created.contains("Activity League"), "{created}");
    say(&fake, ann, "league", "publish", json!([choice(&fake, "league", Some("publish"), "state", "on")])).await;
    fake.set_locale(bob, "de");
    let (status, watching) = start(&addr, &fake.authorize(bob), thread).await;
    assert_eq!(status, 200, "{watching}");
    let go = watching["go"].as_str().unwrap_or_else(|| panic!("the live page: {watching}")).to_string();
    assert!(go.starts_with("/m/") && go.ends_with("?lang=de"), "{go}");
    let (status, _, page) = http(&addr, "GET", &go, "").await;
    assert_eq!(status, 200, "{page}");
    assert!(page.contains("lang=\"de\""), "the page in his language: {page}");

    // In a real browser, on a phone: the SDK's stand-in for Discord's client hands the page
    // her code; the page signs her in and opens her board, in her Discord language, where a
    // tap makes her move and the thread gets its board.
    let Some(mut browser) = Browser::start().await else { return };
    let code = fake.authorize(ann);
    let url = format!("http://{addr}/activity?mock_code={code}&channel_id={thread}&guild_id={GUILD_ID}");
    let tab = browser.open(&url, (360, 740)).await;
    let on_board = "location.pathname.startsWith('/play/') && document.getElementById('seat') !== null \
                    && document.querySelector('.controls form button') !== null";
    browser.until(&tab, on_board, "her board, signed in through the Activity").await;
    assert_eq!(browser.eval(&tab, "document.documentElement.lang").await, json!("pt-BR"));
    let boards = boards_posted(&fake, thread);
    browser.eval(&tab, "document.querySelector('.controls form button').click()").await;
    fake.wait_until("the thread's next board", || boards_posted(&fake, thread) > boards || finished(&fake, thread))
        .await;
    // A spectator lands on the live page; someone in a channel with no match is told why.
    let code = fake.authorize(bob);
    let url = format!("http://{addr}/activity?mock_code={code}&channel_id={thread}&guild_id={GUILD_ID}");
    let tab = browser.open(&url, (360, 740)).await;
    let live = "location.pathname.startsWith('/m/') && document.getElementById('live') !== null";
    browser.until(&tab, live, "the live page, for a spectator").await;
    let code = fake.authorize(bob);
    let url = format!("http://{addr}/activity?mock_code={code}&channel_id={GENERAL}&guild_id={GUILD_ID}");
    let tab = browser.open(&url, (360, 740)).await;
    browser.until(&tab, "document.getElementById('activity').dataset.done === 'true'", "the refusal").await;
    let said = browser.eval(&tab, "document.querySelector('#activity [role=status]').textContent").await;
    assert!(said.as_str().is_some_and(|s| s.contains("Kanal")), "in his language: {said}");
    assert!(fake.world().violations.is_empty(), "{:?}", fake.world().violations);
    drop(bot);
}
