//! Replays, seals and crests through the real binary and the fake Discord: finished KIX and FUBA
//! matches sealed at kick-off, revealed at full time, replayed with `/match replay` as a board and
//! an animated GIF; a crest uploaded with `/club crest` drawn on the league table.

use crate::support::bot::*;
use crate::support::fakecord::{Fake, GENERAL, GUILD_ID};
use serde_json::json;

/// Challenge, accept, and play a two-person match to the end; returns its thread.
async fn play_match(fake: &Fake, game: &str, home: u64, away: u64, prefer: &[&str]) -> u64 {
    let before = fake.threads().len();
    let options =
        json!([choice(fake, "play", None, "game", game), {"name": "opponent", "type": 6, "value": away.to_string()}]);
    let challenge = fake.slash(home, GENERAL, "play", options);
    reply_text(fake, challenge).await;
    let message = fake.replies(challenge)[0].clone();
    let accept = message.custom_ids().into_iter().find(|id| id.ends_with(":accept")).unwrap();
    fake.settled(fake.click(away, message.id, &accept)).await;
    fake.wait_until("the match thread", || fake.threads().len() > before).await;
    let thread = *fake.threads().last().unwrap();
    play_out_with_buttons(fake, thread, &[home, away], prefer).await;
    thread
}

/// The seed, salt and canonical text revealed in a thread, checked against the seal posted
/// before the first move.
fn check_seal(fake: &Fake, thread: u64) {
    let all = texts(fake, thread);
    let kick_off = all.iter().find(|t| t.contains("Fairness seal")).expect("the seal at kick-off");
    let seal = kick_off.split('`').nth(1).unwrap().to_string();
    assert_eq!(seal.len(), 64, "{kick_off}");
    assert!(!kick_off.contains("seed `") && !kick_off.contains("salt `"), "no seed before the end: {kick_off}");
    let reveal = all.iter().find(|t| t.contains("🔓 Seal")).expect("the reveal at full time");
    assert!(reveal.contains(&seal), "{reveal}");
    let canonical = reveal.split("printf '%s' '").nth(1).unwrap().split('\'').next().unwrap();
    assert!(canonical.starts_with("touchline-fair-v2|match="), "{canonical}");
    assert_eq!(touchline::fairness::sha256_hex(canonical.as_bytes()), seal, "the revealed text hashes to the seal");
    // The reveal is on the final board's message, which still says the result.
    assert!(reveal.contains("Final score"), "{reveal}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn finished_kix_and_fuba_matches_are_sealed_and_replay_as_a_gif() {
    let (fake, _dir, _bot) = with_bot().await;
    let ann = fake.add_user("Ann", false);
    let ben = fake.add_user("Ben", true);
    // FUBA's sides take the ball at kick-off, accept their setups, shoot when they can and end
    // each stage at once (a menu's first option elsewhere), so the match moves on.
    let fuba = ["withball", "ready", "shoot", "endstage", "donemoving", "playon"];
    for (game, prefer) in [("KIX", &[][..]), ("FUBA", &fuba[..])] {
        let thread = play_match(&fake, game, ann, ben, prefer).await;
        check_seal(&fake, thread);
        // In the thread, with the GIF.
        let asked = fake.slash(
            ben,
            thread,
            "match",
            json!([{"type": 1, "name": "replay", "options": [opt("gif", json!(true))]}]),
        );
        let text = reply_text(&fake, asked).await;
        assert!(text.contains("Replay of match #") && text.contains(game), "{text}");
        assert!(text.contains("🔓 Seal") && text.contains("The GIF shows"), "{text}");
        let reply = fake.replies(asked).pop().unwrap();
        let names: Vec<&str> = reply.files.iter().map(|f| f.0.as_str()).collect();
        assert_eq!(names.len(), 2, "{names:?}");
        assert_eq!(names[0], "final-board.png");
        let (_, gif) = reply.pictures.iter().find(|(n, _)| n.ends_with(".gif")).expect("the GIF").clone();
        assert!(gif.starts_with(b"GIF89a"), "a GIF file");
        assert!(gif.len() < 10 * 1024 * 1024, "{} bytes is over Discord's limit", gif.len());
        eprintln!("{game}: GIF of {} bytes ({text})", gif.len());
    }
    // By number (the KIX match was the first stored), from another channel; a match that does
    // not exist is refused privately.
    let by_number =
        fake.slash(ann, GENERAL, "match", json!([{"type": 1, "name": "replay", "options": [opt("match", json!(1))]}]));
    let text = reply_text(&fake, by_number).await;
    assert!(text.contains("Replay of match #1"), "{text}");
    let reply = fake.replies(by_number).pop().unwrap();
    assert_eq!(reply.files.len(), 1, "no GIF unless asked");
    let missing = fake.slash(
        ann,
        GENERAL,
        "match",
        json!([{"type": 1, "name": "replay", "options": [opt("match", json!(999))]}]),
    );
    assert!(reply_text(&fake, missing).await.contains("There is no match #999"));
    // In the asker's language.
    fake.set_locale(ann, "pt-BR");
    let missing = fake.slash(
        ann,
        GENERAL,
        "match",
        json!([{"type": 1, "name": "replay", "options": [opt("match", json!(999))]}]),
    );
    let text = reply_text(&fake, missing).await;
    assert!(text.contains("Não há partida #999 neste servidor"), "{text}");
    assert_clean(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_live_match_is_not_replayed() {
    let (fake, _dir, _bot) = with_bot().await;
    let ann = fake.add_user("Ann", false);
    let thread = kick_off_against_the_computer(&fake, ann, 1).await;
    let asked = fake.slash(ann, thread, "match", json!([{"type": 1, "name": "replay", "options": []}]));
    let text = reply_text(&fake, asked).await;
    assert!(text.contains("still being played"), "{text}");
    fake.set_locale(ann, "de");
    let asked = fake.slash(ann, thread, "match", json!([{"type": 1, "name": "replay", "options": []}]));
    let text = reply_text(&fake, asked).await;
    assert!(text.contains("läuft noch"), "{text}");
    assert!(!texts(&fake, thread).iter().any(|t| t.contains("🔓")), "no reveal before the end");
    assert_clean(&fake).await;
}

/// A 64-pixel crest: a magenta disc on transparency, as a PNG.
fn crest_png() -> Vec<u8> {
    let mut rgba = vec![0u8; 64 * 64 * 4];
    for y in 0..64 {
        for x in 0..64 {
            let (dx, dy) = (x as f32 - 31.5, y as f32 - 31.5);
            if dx * dx + dy * dy < 30.0 * 30.0 {
                rgba[(y * 64 + x) * 4..(y * 64 + x) * 4 + 4].copy_from_slice(&[230, 20, 200, 255]);
            }
        }
    }
    let mut out = Vec::new();
    let mut encoder = png::Encoder::new(&mut out, 64, 64);
    encoder.set_color(png::ColorType::Rgba);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.write_header().unwrap().write_image_data(&rgba).unwrap();
    out
}

/// A PNG's pixels as RGB(A) with its width.
fn pixels(png_bytes: &[u8]) -> (Vec<[u8; 4]>, u32) {
    let mut decoder = png::Decoder::new(std::io::Cursor::new(png_bytes));
    decoder.set_transformations(png::Transformations::EXPAND);
    let mut reader = decoder.read_info().unwrap();
    let mut buf = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut buf).unwrap();
    let channels = info.color_type.samples();
    let px = buf[..info.buffer_size()]
        .chunks_exact(channels)
        .map(|c| match channels {
            4 => [c[0], c[1], c[2], c[3]],
            3 => [c[0], c[1], c[2], 255],
            _ => [c[0], c[0], c[0], 255],
        })
        .collect();
    (px, info.width)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_crest_uploaded_on_discord_appears_on_the_table() {
    let (fake, dir, _bot) = with_bot().await;
    let ann = fake.add_user("Ann", false);
    let ben = fake.add_user("Ben", false);
    let club = |fake: &Fake, user: u64, options: serde_json::Value| {
        fake.slash(user, GENERAL, "club", json!([{"type": 1, "name": "crest", "options": options}]))
    };
    let attach = |id: String| json!({"name": "image", "type": 11, "value": id});

    // Refusals: not a picture, too large (never fetched), nothing attached.
    let text_file = fake.upload("crest.png", b"this is not a picture at all".to_vec());
    let refused = reply_text(&fake, club(&fake, ann, json!([attach(text_file)]))).await;
    assert!(refused.contains("can't be a crest") && refused.contains("PNG, JPEG, WebP or GIF"), "{refused}");
    let big = fake.upload("huge.png", vec![0u8; 600 * 1024]);
    let refused = reply_text(&fake, club(&fake, ann, json!([attach(big.clone())]))).await;
    assert!(refused.contains("600 KiB; a crest may be at most 512 KiB"), "{refused}");
    assert!(
        !fake.world().fetched.iter().any(|p| p.contains(&format!("/uploads/{big}/"))),
        "a big file is never fetched"
    );
    let refused = reply_text(&fake, club(&fake, ann, json!([]))).await;
    assert!(refused.contains("Attach the crest"), "{refused}");

    // A league with Ann and Ben; the table before Ann has a crest.
    let name = || json!([opt("name", json!("Crest League"))]);
    let create = json!([opt("name", json!("Crest League")), opt("game", json!(0))]);
    assert!(say(&fake, ann, "league", "create", create).await.contains("created"));
    for u in [ann, ben] {
        say(&fake, u, "league", "join", name()).await;
    }
    let table = |fake: &Fake| {
        let fake = fake.clone();
        async move {
            let asked = sub(&fake, ben, "league", "table", name());
            reply_text(&fake, asked).await;
            let reply = fake.replies(asked).pop().unwrap();
            reply.pictures.iter().find(|(n, _)| n.starts_with("table")).expect("a table picture").1.clone()
        }
    };
    let before = table(&fake).await;

    // Ann's crest, made small, of few colours, and shown to her. Its name says JPEG; its bytes
    // are a PNG, and it is read as the PNG it is.
    let good = fake.upload("club.jpg", crest_png());
    let asked = club(&fake, ann, json!([attach(good)]));
    let set = reply_text(&fake, asked).await;
    assert!(set.contains("Your crest is set"), "{set}");
    let stored = fake.replies(asked).pop().unwrap().pictures[0].1.clone();
    let (crest, width) = pixels(&stored);
    assert_eq!(width, 64);
    let colour = crest.iter().find(|p| p[3] == 255).copied().expect("an opaque crest");
    let near = |p: &[u8; 4]| (0..3).map(|i| (p[i] as i32 - colour[i] as i32).pow(2)).sum::<i32>() < 40;

    let after = table(&fake).await;
    assert_ne!(before, after);
    let count = |png: &[u8]| pixels(png).0.iter().filter(|p| near(p)).count();
    assert!(count(&before) < 50, "the crest's colour is not on the table before: {}", count(&before));
    assert!(count(&after) > 400, "the crest is drawn on the table: {} pixels of its colour", count(&after));

    // On the web companion's table too, once the server publishes its pages.
    let published =
        say(&fake, ann, "league", "publish", json!([choice(&fake, "league", Some("publish"), "state", "on")])).await;
    assert!(published.contains("published"), "{published}");
    let store = touchline::store::Store::open(&dir.path().join("t.db")).await.unwrap();
    let slug = store.publishing(GUILD_ID).await.unwrap().unwrap().slug;
    let league = store.competition(GUILD_ID, "crest league").await.unwrap().unwrap();
    let crests = store.crests(GUILD_ID).await.unwrap();
    let (&player, png) = crests.iter().next().expect("Ann's crest is stored");
    assert_eq!(png.as_slice(), stored.as_slice(), "the crest shown to Ann is the one stored");
    let web = touchline::web::Web::new(store.clone(), touchline::pictures::Pictures::new()).router();
    let get = |uri: String| {
        let web = web.clone();
        async move {
            use tower::ServiceExt;
            let request = axum::http::Request::builder().uri(uri).body(axum::body::Body::empty()).unwrap();
            let response = web.oneshot(request).await.unwrap();
            let status = response.status();
            (status, axum::body::to_bytes(response.into_body(), usize::MAX).await.unwrap().to_vec())
        }
    };
    let (status, page) = get(format!("/s/{slug}/c/{}", league.id)).await;
    assert!(status.is_success());
    let page = String::from_utf8(page).unwrap();
    let crest_url = format!("/s/{slug}/crest/{player}.png");
    assert!(page.contains(&crest_url), "the web table shows Ann's crest: {page}");
    let (status, served) = get(crest_url).await;
    assert!(status.is_success());
    assert_eq!(served, *stored);

    // Ann's crest is on her match's boards, in the thread and in its replay.
    let thread = kick_off_against_the_computer(&fake, ann, 0).await;
    play_out(&fake, thread, &[ann]).await;
    let last_board = fake.visible(thread, 0).into_iter().rev().find_map(|m| m.pictures.first().cloned()).unwrap();
    assert!(count(&last_board.1) > 200, "the crest on the thread's board: {}", count(&last_board.1));
    let asked = fake.slash(ann, thread, "match", json!([{"type": 1, "name": "replay", "options": []}]));
    reply_text(&fake, asked).await;
    let replayed = fake.replies(asked).pop().unwrap().pictures[0].1.clone();
    assert_eq!(*replayed, *last_board.1, "the replay's final board is the thread's");

    // Admins set a member's crest; others may not.
    fake.set_manager(ben, false);
    let other = fake.upload("other.png", crest_png());
    let league_crest = json!([{"name": "member", "type": 6, "value": ann.to_string()}, attach(other)]);
    let refused = say(&fake, ben, "league", "crest", league_crest.clone()).await;
    assert!(refused.contains("Only competition admins"), "{refused}");
    let done = say(&fake, ann, "league", "crest", league_crest).await;
    assert!(done.contains("Ann's crest is set"), "{done}");
    assert_clean(&fake).await;
}

/// A match stored before seat names were sealed (no names kept, a `touchline-fair-v1` seal)
/// still exports, replays and verifies, its computers named apart on the way, and the check
/// says its seal does not cover the names.
#[tokio::test]
async fn a_match_sealed_before_names_were_still_replays_and_verifies() {
    use touchline::fairness::{MatchParts, Sealed};
    use touchline::session::{computer_choice, NewMatch, Sessions};
    use touchline::store::Store;
    use touchline_games::players::{Brain, Occupant};
    use touchline_games::{AnyConfig, Command, GameKind};

    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let store = Store::open(&db).await.unwrap();
    let sessions = Sessions::new(store.clone());
    let config = AnyConfig::default_for(GameKind::Kix);
    let seats = vec![Occupant::Computer(Brain::Normal), Occupant::Computer(Brain::Hard)];
    let id = sessions.start(NewMatch::new(config, seats, 31)).await.unwrap().id;
    loop {
        let m = sessions.load(id).await.unwrap().state;
        let Some(seat) = m.status().to_act().iter().next() else { break };
        let command = computer_choice(&m, seat, Brain::Random).map(Command::Play).unwrap_or(Command::AutoMove);
        sessions.act(id, seat, command, Some(m.version())).await.unwrap();
    }
    let sealed_now = touchline::replay::export(&store, id).await.unwrap();
    assert!(sealed_now.names_sealed && touchline::replay::verify(&sealed_now).passed());

    // Made into a match of the earlier kind: no names kept, its seal of the first scheme.
    let r = store.match_record(id).await.unwrap();
    let parts = MatchParts { slug: &r.slug, config: &r.config, seats: 2, names: None };
    let v1 = Sealed::of_match(parts, r.engine.as_deref().unwrap(), r.seed, r.salt.as_deref().unwrap());
    let pool = sqlx::SqlitePool::connect(&format!("sqlite:{}", db.display())).await.unwrap();
    sqlx::query("UPDATE match_seats SET name = NULL WHERE match_id = ?1").bind(id).execute(&pool).await.unwrap();
    sqlx::query("UPDATE matches SET seal = ?1 WHERE id = ?2").bind(v1.seal()).bind(id).execute(&pool).await.unwrap();
    pool.close().await;

    let stored = store.load_match(id).await.unwrap();
    assert_eq!(stored.names(touchline_i18n::Lang::En), ["Computer 1 (normal)", "Computer 2 (hard)"]);
    let reveal = stored.seal_reveal().unwrap();
    assert!(reveal.canonical.as_deref().unwrap().starts_with("touchline-fair-v1|"), "{reveal:?}");
    let export = touchline::replay::export(&store, id).await.unwrap();
    assert!(!export.names_sealed);
    let v = touchline::replay::verify(&export);
    assert!(v.passed(), "{}", v.report());
    assert!(v.report().contains("does not cover the players' names"), "{}", v.report());
    let replayed = touchline::replay::load(&store, id).await.unwrap();
    assert_eq!(replayed.names, ["Computer 1 (normal)", "Computer 2 (hard)"]);
}
