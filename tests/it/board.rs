//! "Play on the board": a seat's own page, opened by its signed link, plays whole matches of
//! every game by taps (each the computer's choice, found among the page's buttons, so every move
//! the menus offer is on the page); a form sent twice, a choice that is not one, and links that
//! are forged, cut, expired, of another person or of an ended match are refused, changing
//! nothing; names are shown as text; and the bot's prompts carry the link, whose taps reach the
//! thread on the fake Discord.

use axum::body::Body;
use axum::http::{header, Request, StatusCode};
use tower::ServiceExt;

use touchline::seat_links::{SeatKey, SeatLink};
use touchline::session::{computer_choice, NewMatch, Sessions};
use touchline::store::{MatchId, Store};
use touchline::web::Web;
use touchline_games::controls::Row;
use touchline_games::players::{Brain, Occupant};
use touchline_games::{AnyConfig, AnyMatch, Command, GameKind, Lang, Seat};

use crate::web::{thread, world};

struct Answer {
    status: StatusCode,
    location: Option<String>,
    body: String,
}

async fn send(web: &Web, request: Request<Body>) -> Answer {
    let response = web.router().oneshot(request).await.unwrap();
    let status = response.status();
    let location = response.headers().get(header::LOCATION).map(|l| l.to_str().unwrap().to_string());
    let cache = response.headers().get(header::CACHE_CONTROL).map(|c| c.to_str().unwrap().to_string());
    let body = axum::body::to_bytes(response.into_body(), usize::MAX).await.unwrap();
    if status != StatusCode::NOT_FOUND {
        assert_eq!(cache.as_deref(), Some("private, no-store"), "a seat's page is never kept by a cache");
    }
    Answer { status, location, body: String::from_utf8_lossy(&body).into_owned() }
}

async fn get(web: &Web, path: &str) -> Answer {
    send(web, Request::get(path).body(Body::empty()).unwrap()).await
}

async fn post(web: &Web, path: &str, form: &str) -> Answer {
    let request = Request::post(path)
        .header(header::CONTENT_TYPE, "application/x-www-form-urlencoded")
        .body(Body::from(form.to_string()))
        .unwrap();
    send(web, request).await
}

/// A form value as a browser sends it.
fn form_value(text: &str) -> String {
    text.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'*' => char::from(b).to_string(),
            b => format!("%{b:02X}"),
        })
        .collect()
}

/// maud's escaping of an attribute's value.
fn escaped(text: &str) -> String {
    text.replace('&', "&amp;").replace('"', "&quot;").replace('<', "&lt;").replace('>', "&gt;")
}

async fn key(store: &Store) -> SeatKey {
    store.seat_key().await.unwrap().expect("the store makes a key")
}

fn link_for(key: &SeatKey, match_id: MatchId, seat: Seat, user: u64) -> String {
    let expires_ms = touchline::clock::now_ms() + 3_600_000;
    format!("/play/{}", key.sign(&SeatLink { match_id, seat, user, expires_ms }))
}

/// How a move is made on the page: its form's fields, and the group to open first when it is
/// the second step of a two-step choice.
fn tap_for(state: &AnyMatch, seat: Seat, input: &touchline_games::AnyInput) -> (Option<String>, String) {
    let controls = state.controls(seat, Lang::En);
    for row in &controls.rows {
        match row {
            Row::Buttons(buttons) => {
                if let Some(b) = buttons.iter().find(|b| &b.input == input) {
                    return (None, format!("button={}", b.code));
                }
            }
            Row::Menu(menu) => {
                if menu.choices.iter().any(|c| &c.input == input) {
                    return (None, format!("choice={}", form_value(&state.encode_input(input))));
                }
            }
            Row::Steps { groups, .. } => {
                if let Some(g) = groups.iter().find(|g| g.choices.iter().any(|c| &c.input == input)) {
                    return (Some(g.key.clone()), format!("choice={}", form_value(&state.encode_input(input))));
                }
            }
        }
    }
    panic!("{:?}: the computer's choice {input:?} is on none of the seat's controls", state.kind());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_game_is_played_to_the_end_by_taps_on_the_seats_boards() {
    let w = world().await;
    let web = Web::new(w.store.clone(), touchline::pictures::Pictures::new());
    let sessions = Sessions::new(w.store.clone());
    let key = key(&w.store).await;
    let mut figures = Vec::new();
    for (n, kind) in GameKind::ALL.iter().enumerate() {
        let seats: Vec<Occupant<i64>> = w.players[..kind.seats().0].iter().map(|p| Occupant::Person(*p)).collect();
        let new = NewMatch {
            thread: Some(thread(40 + n as u64)),
            ..NewMatch::new(AnyConfig::default_for(*kind), seats, 11 + n as u64)
        };
        let id = sessions.start(new).await.unwrap().id;
        // Taps on the board, and what the same moves cost in Discord's menus: a button is one
        // click, a menu two (open it, pick), a two-step menu four.
        let (mut moves, mut taps, mut clicks) = (0usize, 0usize, 0usize);
        loop {
            let stored = sessions.load(id).await.unwrap();
            let m = stored.state;
            let Some(seat) = m.status().to_act().iter().next() else { break };
            let Some(user) = stored.seating.user(seat) else {
                // A seat no person sits in (Super Team's AutoTeam) has no board.
                let command = computer_choice(&m, seat, Brain::Normal).map(Command::Play).unwrap_or(Command::AutoMove);
                sessions.act(id, seat, command, Some(m.version())).await.unwrap();
                continue;
            };
            let Some(input) = computer_choice(&m, seat, Brain::Normal) else {
                // Nothing to choose (a reaction window's silence): the clock passes for it.
                sessions.act(id, seat, Command::AutoMove, Some(m.version())).await.unwrap();
                continue;
            };
            let board = link_for(&key, id, seat, user);
            let (group, fields) = tap_for(&m, seat, &input);
            clicks += match (&group, fields.starts_with("button=")) {
                (Some(_), _) => 4,
                (None, true) => 1,
                (None, false) => 2,
            };
            let page = match &group {
                Some(g) => {
                    taps += 1;
                    get(&web, &format!("{board}?group={}", form_value(g))).await
                }
                None => get(&web, &board).await,
            };
            assert_eq!(page.status, StatusCode::OK, "{kind:?}: {}", page.body);
            let (name, value) = fields.split_once('=').unwrap();
            let shown = format!(
                "name=\"{name}\" value=\"{}\"",
                escaped(&match name {
                    "button" => value.to_string(),
                    _ => state_value(&m, &input),
                })
            );
            assert!(page.body.contains(&shown), "{kind:?}: the page offers {shown}:\n{}", page.body);
            let at = m.version();
            let answer = post(&web, &board, &format!("at={at}&{fields}")).await;
            assert_eq!(answer.status, StatusCode::SEE_OTHER, "{kind:?} move {moves}: {}", answer.body);
            assert_eq!(answer.location.as_deref(), Some(format!("{board}?moved=1").as_str()));
            taps += 1;
            moves += 1;
            let now = sessions.load(id).await.unwrap().state;
            let after = now.version();
            assert!(after > at, "{kind:?}: the tap made the move");
            if moves % 7 == 0 && now.status().outcome().is_none() {
                // The same form again, as a double tap or a replayed request: nothing changes.
                let again = post(&web, &board, &format!("at={at}&{fields}")).await;
                assert_eq!(again.status, StatusCode::CONFLICT, "{kind:?}: {}", again.body);
                assert!(again.body.contains("moved on"), "{}", again.body);
                assert_eq!(
                    sessions.load(id).await.unwrap().state.version(),
                    after,
                    "{kind:?}: the replay changed nothing"
                );
            }
        }
        let m = sessions.load(id).await.unwrap().state;
        assert!(m.status().outcome().is_some(), "{kind:?} was played to its end");
        // The board closes at the final whistle.
        let over = get(&web, &link_for(&key, id, 0, 500)).await;
        assert_eq!(over.status, StatusCode::GONE, "{kind:?}");
        assert!(over.body.contains("This match is over"), "{}", over.body);
        let per = |n: usize| n as f64 / moves.max(1) as f64;
        figures.push(format!(
            "{kind:?}: {moves} moves, {:.2} taps a move (menus: {:.2} clicks)",
            per(taps),
            per(clicks)
        ));
    }
    eprintln!("taps per move on the board: {}", figures.join("; "));
}

/// A choice's value as the page writes it.
fn state_value(state: &AnyMatch, input: &touchline_games::AnyInput) -> String {
    state.encode_input(input)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn links_that_are_not_the_seats_now_and_moves_that_are_not_choices_are_refused() {
    let w = world().await;
    let web = Web::new(w.store.clone(), touchline::pictures::Pictures::new());
    let sessions = Sessions::new(w.store.clone());
    let key = key(&w.store).await;
    let id = crate::web::live_match(&w, 0).await;
    // Seats 0 and 1 are the test world's users 502 and 503.
    let m = sessions.load(id).await.unwrap().state;
    let seat = m.status().to_act().iter().next().unwrap();
    let user = 502 + seat as u64;
    let board = link_for(&key, id, seat, user);
    let page = get(&web, &board).await;
    assert_eq!(page.status, StatusCode::OK, "{}", page.body);
    assert!(page.body.contains("you play as"), "{}", page.body);
    let version = m.version();
    let unchanged = || async { sessions.load(id).await.unwrap().state.version() };

    // Links this server did not make, or made for someone else.
    let token = board.trim_start_matches("/play/");
    let mut cut = token.to_string();
    cut.pop();
    let mut changed = token.to_string().into_bytes();
    changed[3] = if changed[3] == b'A' { b'B' } else { b'A' };
    let changed = format!("/play/{}", String::from_utf8(changed).unwrap());
    let other_key = SeatKey::from_hex(&SeatKey::fresh_hex().unwrap()).unwrap();
    let expired = format!(
        "/play/{}",
        key.sign(&SeatLink { match_id: id, seat, user, expires_ms: touchline::clock::now_ms() - 1 })
    );
    let refusals = [
        (format!("/play/{cut}"), StatusCode::FORBIDDEN, "not one Touchline made"),
        (changed, StatusCode::FORBIDDEN, "not one Touchline made"),
        (link_for(&other_key, id, seat, user), StatusCode::FORBIDDEN, "not one Touchline made"),
        ("/play/%3Cscript%3E".to_string(), StatusCode::FORBIDDEN, "not one Touchline made"),
        (expired, StatusCode::FORBIDDEN, "has run out"),
        // Signed for a person who does not sit there, or for the other seat by this person.
        (link_for(&key, id, seat, 999), StatusCode::FORBIDDEN, "no longer yours"),
        (link_for(&key, id, 1 - seat, user), StatusCode::FORBIDDEN, "no longer yours"),
        (link_for(&key, id, 7, user), StatusCode::FORBIDDEN, "no longer yours"),
        (link_for(&key, 99_999, seat, user), StatusCode::GONE, "over"),
    ];
    let (group, fields) = tap_for(&m, seat, &computer_choice(&m, seat, Brain::Normal).unwrap());
    assert!(group.is_none(), "KIX's choices are one step");
    for (link, status, says) in &refusals {
        for answer in [
            get(&web, link).await,
            get(&web, &format!("{link}/board.png")).await,
            get(&web, &format!("{link}/live")).await,
            post(&web, link, &format!("at={version}&{fields}")).await,
        ] {
            assert_eq!(answer.status, *status, "{link}: {}", answer.body);
            assert!(answer.body.contains(says), "{link} says {says:?}: {}", answer.body);
            assert!(!answer.body.contains("<script>"), "{}", answer.body);
        }
        assert_eq!(unchanged().await, version, "{link} changed nothing");
    }

    // Moves that are not the seat's choices now.
    let bad = [
        ("".to_string(), StatusCode::BAD_REQUEST, "not one of your choices"),
        (format!("at={version}"), StatusCode::BAD_REQUEST, "not one of your choices"),
        (format!("at={version}&button=shoot&choice=x"), StatusCode::BAD_REQUEST, "not one of your choices"),
        (format!("at=abc&{fields}"), StatusCode::BAD_REQUEST, "not one of your choices"),
        (format!("at={}&{fields}", version + 5), StatusCode::CONFLICT, "moved on"),
        (
            format!("at={version}&choice=%3Cscript%3Ealert(1)%3C%2Fscript%3E"),
            StatusCode::BAD_REQUEST,
            "not one of your choices",
        ),
        (format!("at={version}&button=nosuchbutton"), StatusCode::BAD_REQUEST, "not one of your choices"),
    ];
    for (form, status, says) in &bad {
        let answer = post(&web, &board, form).await;
        assert_eq!(answer.status, *status, "{form:?}: {}", answer.body);
        assert!(answer.body.to_lowercase().contains(says), "{form:?} says {says:?}: {}", answer.body);
        assert!(!answer.body.contains("<script>alert"), "{}", answer.body);
        assert_eq!(unchanged().await, version, "{form:?} changed nothing");
    }
    // The other seat's picture and page are not this link's: what it draws is this seat's.
    let picture = get(&web, &format!("{board}/board.png")).await;
    assert_eq!(picture.status, StatusCode::OK);

    // A good tap still works after all that.
    let answer = post(&web, &board, &format!("at={version}&{fields}")).await;
    assert_eq!(answer.status, StatusCode::SEE_OTHER, "{}", answer.body);
    assert!(unchanged().await > version);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn names_with_markup_are_shown_as_text_on_a_board() {
    let w = world().await;
    let web = Web::new(w.store.clone(), touchline::pictures::Pictures::new());
    let sessions = Sessions::new(w.store.clone());
    let key = key(&w.store).await;
    let evil = w.store.upsert_player("777", "<script>alert(1)</script> & <b>Co</b>").await.unwrap();
    let config = AnyConfig::default_for(GameKind::Kix);
    let seats = vec![Occupant::Person(evil), Occupant::Person(w.players[1])];
    let new = NewMatch { thread: Some(thread(60)), ..NewMatch::new(config, seats, 5) };
    let id = sessions.start(new).await.unwrap().id;
    for seat in [0, 1] {
        let user = if seat == 0 { 777 } else { 501 };
        let page = get(&web, &link_for(&key, id, seat, user)).await;
        assert_eq!(page.status, StatusCode::OK, "{}", page.body);
        assert!(!page.body.contains("<script>alert"), "{}", page.body);
        assert!(!page.body.contains("<b>Co"), "{}", page.body);
        assert!(
            page.body.contains("&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;Co&lt;/b&gt;"),
            "{}",
            page.body
        );
    }
}

/// The "Play on the board" links in a user's private messages, newest last.
fn board_links(fake: &crate::support::fakecord::Fake, user: u64) -> Vec<String> {
    crate::support::bot::private_messages(fake, user)
        .iter()
        .flat_map(|m| m.components.as_array().cloned().unwrap_or_default())
        .flat_map(|r| r["components"].as_array().cloned().unwrap_or_default())
        .filter(|c| c["style"] == 5)
        .filter_map(|c| c["url"].as_str().map(str::to_string))
        .filter(|url| url.contains("/play/"))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_real_browser_plays_a_whole_match_from_the_link_in_its_prompt() {
    use crate::live::{boards_posted, bot_with_pages};
    use crate::support::bot::{finished, kick_off_against_the_computer, ready};
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
    let ann = fake.add_user("Ann <i>the</i> Keeper", false);
    let thread = kick_off_against_the_computer(&fake, ann, 0).await;
    // Her DM prompt carries her board's link; nothing public does.
    let link = board_links(&fake, ann).pop().expect("a Play on the board link in the DM prompt");
    assert!(link.starts_with(&format!("http://{addr}/play/")), "{link}");
    let public: Vec<String> =
        fake.visible(thread, 0).iter().map(|m| format!("{} {}", m.content, m.components)).collect();
    assert!(public.iter().all(|m| !m.contains("/play/")), "a seat's link is never public: {public:?}");

    let tab = browser.open(&link, (390, 844)).await;
    // Her name as text, never as markup.
    let named = "document.querySelector('main p.muted').textContent.includes('Ann <i>the</i> Keeper') \
                 && document.querySelectorAll('main i').length === 0";
    browser.until(&tab, named, "her name, as text").await;
    let mut last = -1i64;
    let mut taps = 0;
    loop {
        // Her choices at a newer position (the page follows the match by itself), or the closed
        // board of a match that is over.
        let ready_to_tap = format!(
            "(document.getElementById('seat') && Number(document.getElementById('seat').dataset.version) > {last} \
              && document.querySelector('.controls form button, .controls a.group') !== null) \
             || document.querySelector('[role=alert]') !== null"
        );
        browser.until(&tab, &ready_to_tap, &format!("her choices after tap {taps}")).await;
        if browser.eval(&tab, "document.querySelector('[role=alert]') !== null").await == json!(true) {
            break;
        }
        last = browser.eval(&tab, "Number(document.getElementById('seat').dataset.version)").await.as_i64().unwrap();
        let boards = boards_posted(&fake, thread);
        let tapped = browser
            .eval(
                &tab,
                "(() => { const g = document.querySelector('.controls a.group'); \
                   if (g) { g.click(); return 'group'; } \
                   document.querySelector('.controls form button').click(); return 'choice'; })()",
            )
            .await;
        if tapped == json!("group") {
            browser
                .until(&tab, "document.querySelector('.controls form button') !== null", "the group's choices")
                .await;
            browser.eval(&tab, "document.querySelector('.controls form button').click()").await;
        }
        taps += 1;
        // The move reaches the thread as a click's would: its board, from the bot beside the page.
        fake.wait_until("the thread's next board", || boards_posted(&fake, thread) > boards || finished(&fake, thread))
            .await;
    }
    fake.wait_until("full time in the thread", || finished(&fake, thread)).await;
    assert!(taps >= 5, "the whole match was played on the board ({taps} taps)");
    let over = "document.querySelector('[role=alert]').textContent.includes('This match is over')";
    browser.until(&tab, over, "the board closed at full time").await;
    drop(bot);
}

/// `GET path` over a real socket: the status and the body.
async fn http_get(addr: &str, path: &str) -> (u16, String) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut socket = tokio::net::TcpStream::connect(addr).await.unwrap();
    socket.write_all(format!("GET {path} HTTP/1.0\r\nHost: {addr}\r\n\r\n").as_bytes()).await.unwrap();
    let mut answer = String::new();
    socket.read_to_string(&mut answer).await.unwrap();
    let status = answer.get(9..12).and_then(|c| c.parse().ok()).unwrap_or(0);
    (status, answer)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_with_closed_dms_gets_the_link_in_the_private_answer_only() {
    use crate::live::bot_with_pages;
    use crate::support::bot::{open_buttons, ready};
    use crate::support::fakecord::Fake;

    let fake = Fake::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let addr = format!("127.0.0.1:{port}");
    let bot = bot_with_pages(&fake, &db, &addr);
    ready(&fake).await;
    let ann = fake.add_user("Ann", true);
    fake.slash(
        ann,
        crate::support::fakecord::GENERAL,
        "play",
        serde_json::json!([{"name": "game", "type": 4, "value": 0}]),
    );
    fake.wait_until("the thread's Make your choice button", || {
        fake.threads().last().is_some_and(|t| !open_buttons(&fake, *t, ann).is_empty())
    })
    .await;
    let thread = *fake.threads().last().unwrap();
    assert!(board_links(&fake, ann).is_empty(), "no link before she asks for her choices");
    let (button, id) = open_buttons(&fake, thread, ann).pop().unwrap();
    fake.settled(fake.click(ann, button.id, &id)).await;
    let link = board_links(&fake, ann).pop().expect("the private answer carries her board's link");
    let public: Vec<String> =
        fake.visible(thread, 0).iter().map(|m| format!("{} {}", m.content, m.components)).collect();
    assert!(public.iter().all(|m| !m.contains("/play/")), "a seat's link is never public: {public:?}");
    let path = link.strip_prefix(&format!("http://{addr}")).unwrap();
    let (status, page) = http_get(&addr, path).await;
    assert_eq!(status, 200, "{page}");
    assert!(page.contains("you play as Ann"), "{page}");
    drop(bot);
}

/// Not a check: writes the screenshots of each game's board that the docs show (`docs/board/`),
/// on a phone and on a desktop. Run by hand:
/// `cargo test --test it board::screenshots_for_the_docs -- --ignored`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore]
async fn screenshots_for_the_docs() {
    use crate::support::browser::Browser;

    let mut browser = Browser::start().await.expect("chromium");
    let w = world().await;
    let addr = crate::live::serve(Web::new(w.store.clone(), touchline::pictures::Pictures::new())).await;
    let sessions = Sessions::new(w.store.clone());
    let key = key(&w.store).await;
    let out = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/board");
    std::fs::create_dir_all(&out).unwrap();
    for (n, kind) in GameKind::ALL.iter().filter(|k| k.name() != "tally").enumerate() {
        let seats: Vec<Occupant<i64>> = w.players[..kind.seats().0].iter().map(|p| Occupant::Person(*p)).collect();
        let new = NewMatch {
            thread: Some(thread(70 + n as u64)),
            ..NewMatch::new(AnyConfig::default_for(*kind), seats, 11 + n as u64)
        };
        let id = sessions.start(new).await.unwrap().id;
        crate::web::play(&sessions, id, Some(9)).await;
        let stored = sessions.load(id).await.unwrap();
        let seat = stored.state.status().to_act().iter().find(|s| stored.seating.user(*s).is_some()).unwrap();
        let link = link_for(&key, id, seat, stored.seating.user(seat).unwrap());
        for (size, name) in [((390, 844), "phone"), ((1280, 900), "desktop")] {
            let tab = browser.open(&format!("http://{addr}{link}"), size).await;
            browser.until(&tab, "document.getElementById('board').complete", "the board's picture").await;
            std::fs::write(out.join(format!("{}-{name}.png", kind.name())), browser.screenshot(&tab).await).unwrap();
        }
    }
}
