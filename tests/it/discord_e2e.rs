//! The real `touchline serve` binary against the fake Discord in `tests/it/support`: slash commands,
//! DMs, buttons and menus, as players would use them.

use crate::support::bot::*;
use crate::support::fakecord::{Fake, BOT_ID, FLAKY, GENERAL, LOCKED, TOKEN};
use serde_json::json;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_match_against_the_computer_plays_to_the_end() {
    let (fake, _dir, _bot) = with_bot().await;
    let alice = fake.add_user("Alice", false);
    let names: Vec<String> =
        fake.world().commands.iter().filter_map(|c| c["name"].as_str().map(str::to_string)).collect();
    for name in ["games", "rules", "play", "match"] {
        assert!(names.contains(&name.to_string()), "/{name} registered: {names:?}");
    }
    // Registered with its words in every language Touchline speaks (the fake refuses, as
    // Discord does, a localised name that breaks the naming rules).
    let play = fake.world().commands.iter().find(|c| c["name"] == "play").cloned().unwrap();
    for (locale, name) in
        [("es-ES", "jugar"), ("es-419", "jugar"), ("pt-BR", "jogar"), ("fr", "jouer"), ("de", "spielen")]
    {
        assert_eq!(play["name_localizations"][locale], name, "{}", play["name_localizations"]);
        assert!(play["description_localizations"][locale].as_str().is_some_and(|d| !d.is_empty()));
    }
    let opponent = play["options"].as_array().unwrap().iter().find(|o| o["name"] == "opponent").unwrap();
    assert_eq!(opponent["name_localizations"]["de"], "gegner");

    let games = fake.slash(alice, GENERAL, "games", json!([]));
    fake.wait_for("/games", |w| w.interactions[&games].answer.is_some()).await;
    assert!(fake.replies(games)[0].content.contains("KIX"));

    let play = fake.slash(alice, GENERAL, "play", json!([{"name": "game", "type": 4, "value": 0}]));
    fake.wait_for("the kick-off", |w| w.messages().iter().any(|m| m.content.contains("Kick-off against the computer")))
        .await;
    let thread = fake.threads()[0];
    assert!(fake.replies(play)[0].content.contains(&format!("<#{thread}>")));
    let first_board = fake.visible(thread, 0)[0].clone();
    assert_eq!(first_board.files, vec![("board.png".to_string(), first_board.files[0].1)]);
    fake.wait_until("Alice's first prompt", || !prompts(&fake, alice).is_empty()).await;
    // Who is awaited is said once, after the computer has chosen.
    let waiting = |fake: &Fake| -> Vec<String> {
        fake.visible(thread, 0)
            .iter()
            .filter(|m| m.content.contains("Waiting for"))
            .map(|m| m.content.clone())
            .collect()
    };
    fake.wait_until("who is awaited", || !waiting(&fake).is_empty()).await;
    let said = waiting(&fake);
    assert_eq!(said.len(), 1, "{said:?}");
    assert!(said[0].contains(&format!("Waiting for <@{alice}> (chosen: Computer (normal) ✓)")), "{said:?}");

    let choices = play_out(&fake, thread, &[alice]).await;
    assert_eq!(choices, 30, "5-a-side is thirty cards each");
    let boards = fake.visible(thread, 0).iter().filter(|m| m.is_board()).count();
    assert_eq!(boards, 31, "the kick-off and one board per play");
    let last = last_board(&fake, thread);
    assert!(last.content.contains("Final score"), "{}", last.content);
    assert_clean(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_people_play_through_dms_and_the_closed_dm_fallback() {
    let (fake, _dir, _bot) = with_bot().await;
    let alice = fake.add_user("Alice", false);
    let bob = fake.add_user("Bob", true); // Bob does not accept DMs
    let carol = fake.add_user("Carol", false);

    // Alice challenges Bob; Carol cannot accept for him; Bob accepts.
    let options =
        json!([{"name": "game", "type": 4, "value": 0}, {"name": "opponent", "type": 6, "value": bob.to_string()}]);
    let challenge = fake.slash(alice, GENERAL, "play", options);
    let text = reply_text(&fake, challenge).await;
    assert!(text.contains(&format!("<@{bob}>")) && text.contains("challenges you"), "{text}");
    let message = fake.replies(challenge)[0].clone();
    let accept = message.custom_ids().into_iter().find(|id| id.ends_with(":accept")).unwrap();
    let stranger = fake.click(carol, message.id, &accept);
    assert!(reply_text(&fake, stranger).await.contains("Only the player who was challenged can accept"));
    let yes = fake.click(bob, message.id, &accept);
    fake.wait_for("the accepted challenge", |w| w.interactions[&yes].answer.is_some()).await;
    fake.wait_until("the match thread", || !fake.threads().is_empty()).await;
    let thread = fake.threads()[0];
    let again = fake.click(bob, message.id, &accept);
    assert!(reply_text(&fake, again).await.contains("already been answered"), "a double accept starts nothing");

    // Bob's DMs are closed: the thread says so and offers a private button; Alice gets a DM.
    fake.wait_until("Bob's button", || !open_buttons(&fake, thread, bob).is_empty()).await;
    assert!(open_buttons(&fake, thread, bob)[0].0.content.contains("can't send you direct messages"));
    fake.wait_until("Alice's DM prompt", || !prompts(&fake, alice).is_empty()).await;
    // The kick-off says where private choices go: Alice's by DM (Bob's come from the button).
    let dm_line = format!("📬 Private choices go by DM to <@{alice}>.");
    fake.wait_until("the DM line", || fake.visible(thread, 0).iter().any(|m| m.content == dm_line)).await;
    // Carol is neither player: refused, politely and privately.
    let (button, open) = open_buttons(&fake, thread, bob)[0].clone();
    let nosy = fake.click(carol, button.id, &open);
    assert!(reply_text(&fake, nosy).await.contains("You are not playing in this match"));
    assert_eq!(fake.replies(nosy)[0].ephemeral_to, Some(carol), "only Carol sees the refusal");

    // A double submission: Alice picks twice from the same prompt before either is answered.
    let (prompt, id) = prompts(&fake, alice).pop().unwrap();
    let options = prompt.options();
    let first = fake.select(alice, prompt.id, &id, &options[0]);
    let second = fake.select(alice, prompt.id, &id, &options[1]);
    let (a, b) = (reply_text(&fake, first).await, reply_text(&fake, second).await);
    let chose = [&a, &b].iter().filter(|t| t.contains("✓ You chose")).count();
    assert_eq!(chose, 1, "exactly one of the two picks counts: {a:?} / {b:?}");
    assert!([&a, &b].iter().any(|t| t.contains("out of date") || t.contains("landed first")), "{a:?} / {b:?}");
    // The public thread says Alice has chosen, never what: her card's name shows nowhere in
    // public before Bob has chosen too.
    fake.wait_until("the waiting line", || fake.visible(thread, 0).iter().any(|m| m.content.contains("(chosen: <@")))
        .await;
    let card = [&a, &b].iter().find_map(|t| t.split("✓ You chose: ").nth(1)).unwrap().trim().to_string();
    assert!(card.len() > 3, "the card is named in Alice's own reply: {card:?}");
    let public: Vec<String> = fake.visible(thread, 0).iter().map(|m| m.content.clone()).collect();
    assert!(public.iter().all(|m| !m.contains(&card)), "{card:?} shows in public: {public:?}");
    assert!(fake.visible(GENERAL, 0).iter().all(|m| !m.content.contains(&card)));

    let choices = play_out(&fake, thread, &[alice, bob]).await;
    assert_eq!(choices + 1, 60, "thirty choices each");
    let last = last_board(&fake, thread);
    assert!(last.content.contains("Final score"), "{}", last.content);

    // An old prompt after the end: out of date, nothing changes.
    let stale = fake.select(alice, prompt.id, &id, &options[0]);
    let text = reply_text(&fake, stale).await;
    assert!(text.contains("out of date") && text.contains("The match is over"), "{text}");

    // The rematch: one new thread, however often it is clicked.
    let rematch = last.custom_ids().into_iter().find(|id| id.ends_with(":rematch")).unwrap();
    let r1 = fake.click(bob, last.id, &rematch);
    let r2 = fake.click(alice, last.id, &rematch);
    let (t1, t2) = (reply_text(&fake, r1).await, reply_text(&fake, r2).await);
    assert!(t1.contains("rematch") || t2.contains("rematch"));
    fake.wait_until("the rematch thread", || fake.threads().len() == 2).await;
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    assert_eq!(fake.threads().len(), 2, "one rematch only");
    assert_clean(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restarted_bot_carries_on_with_the_same_buttons() {
    let fake = Fake::start().await;
    let alice = fake.add_user("Alice", false);
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let bot = start_bot(&fake, &db);
    ready(&fake).await;
    let options = json!([{"name": "game", "type": 4, "value": 0}, {"name": "format", "type": 4, "value": 1}]);
    fake.slash(alice, GENERAL, "play", options);
    fake.wait_until("Alice's first prompt", || !prompts(&fake, alice).is_empty()).await;
    let thread = fake.threads()[0];
    // Play some of the match, then stop the bot without warning.
    for _ in 0..5 {
        let (m, id) = prompts(&fake, alice).pop().unwrap();
        let i = fake.select(alice, m.id, &id, &m.options()[0]);
        fake.settled(i).await;
        fake.wait_until("the next prompt", || !prompts(&fake, alice).is_empty()).await;
    }
    drop(bot);
    let identified = fake.world().identified;
    let _bot = start_bot(&fake, &db);
    fake.wait_for("the bot to come back", |w| w.identified > identified && w.commands.len() >= 4).await;
    // The prompt Alice already holds, made before the restart, still works.
    let choices = play_out(&fake, thread, &[alice]).await;
    assert!(choices > 20, "the match went on after the restart ({choices} more choices)");
    assert!(last_board(&fake, thread).content.contains("Final score"));
    assert_clean(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_out_of_time_is_reminded_then_moved_for() {
    let (fake, dir, _bot) = with_bot().await;
    let alice = fake.add_user("Alice", false);
    let options = json!([{"name": "game", "type": 4, "value": 0}, {"name": "timer", "type": 4, "value": 1}]);
    fake.slash(alice, GENERAL, "play", options);
    fake.wait_until("Alice's first prompt", || !prompts(&fake, alice).is_empty()).await;
    let thread = fake.threads()[0];
    let (old, old_id) = prompts(&fake, alice).pop().unwrap();
    // Alice does nothing: a reminder at half time, then the computer moves for her.
    let said = |text: &'static str| {
        let fake = fake.clone();
        move || fake.visible(thread, 0).iter().any(|m| m.content.contains(text))
    };
    fake.wait_until("the reminder", said("your time to move runs out")).await;
    assert!(fake.visible(thread, 0).iter().any(|m| m.content.contains(&format!("⏰ <@{alice}>"))));
    fake.wait_until("the timeout", said("Alice's time ran out: the computer moved")).await;
    let boards = fake.visible(thread, 0).iter().filter(|m| m.is_board()).count();
    assert_eq!(boards, 2, "the play was resolved and shown");
    // Her old prompt is out of date even if its card is still in her hand.
    fake.wait_until("Alice's next prompt", || prompts(&fake, alice).iter().any(|(m, _)| m.id != old.id)).await;
    // One time-out is one move: the first play only. The computer has chosen for the second,
    // and the second is Alice's to make, on a fresh clock.
    let store = touchline::store::Store::open(&dir.path().join("t.db")).await.unwrap();
    let id = store.live_matches().await.unwrap()[0];
    let state = store.load_match(id).await.unwrap().state;
    assert_eq!(state.plays(), 1, "one play resolved by the time-out");
    assert_eq!(state.status().to_act().iter().collect::<Vec<_>>(), [0], "Alice owes the second play");
    let moved_for_alice = store.steps(id).await.unwrap().iter().filter(|(_, seat, _, _)| *seat == 0).count();
    assert_eq!(moved_for_alice, 1, "one step made for Alice");
    let stale = fake.select(alice, old.id, &old_id, &old.options()[1]);
    assert!(reply_text(&fake, stale).await.contains("out of date"));
    // ... and the answer carries her current controls, privately.
    let fresh = fake.replies(stale).into_iter().find(|m| m.custom_ids().iter().any(|id| id.ends_with(":choose")));
    let fresh = fresh.expect("fresh controls come with the refusal");
    assert_eq!(fresh.ephemeral_to, Some(alice));
    assert!(!fresh.custom_ids().contains(&old_id), "the controls are new ones");
    assert_clean(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_out_of_time_can_forfeit_the_match() {
    let (fake, _dir, _bot) = with_bot().await;
    let alice = fake.add_user("Alice", false);
    let thread = kick_off_on_a_short_clock(&fake, alice).await;
    fake.wait_until("the forfeit", || finished(&fake, thread)).await;
    let last = last_board(&fake, thread);
    assert!(last.content.contains("Alice forfeited on time"), "{}", last.content);
    assert!(last.content.contains("(Alice forfeited)"), "{}", last.content);
    assert_clean(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn match_commands_answer_in_the_thread_and_refuse_elsewhere() {
    let (fake, _dir, _bot) = with_bot().await;
    let alice = fake.add_user("Alice", false);

    let rules = fake.slash(alice, GENERAL, "rules", json!([{"name": "game", "type": 4, "value": 0}]));
    assert!(reply_text(&fake, rules).await.contains("M (midfield)"));
    let me = fake.slash(
        alice,
        GENERAL,
        "play",
        json!([{"name": "game", "type": 4, "value": 0}, {"name": "opponent", "type": 6, "value": alice.to_string()}]),
    );
    assert!(reply_text(&fake, me).await.contains("You can't play yourself"));
    let nowhere = fake.slash(alice, GENERAL, "match", json!([{"name": "status", "type": 1, "options": []}]));
    assert!(reply_text(&fake, nowhere).await.contains("There is no match in this channel"));

    fake.slash(alice, GENERAL, "play", json!([{"name": "game", "type": 4, "value": 0}]));
    fake.wait_until("Alice's first prompt", || !prompts(&fake, alice).is_empty()).await;
    let thread = fake.threads()[0];
    let status = fake.slash(alice, thread, "match", json!([{"name": "status", "type": 1, "options": []}]));
    let text = reply_text(&fake, status).await;
    assert!(text.contains("Alice 0–0 Computer") && text.contains(&format!("Waiting for <@{alice}>")), "{text}");
    let board = fake.slash(alice, thread, "match", json!([{"name": "board", "type": 1, "options": []}]));
    fake.wait_until("the board again", || fake.replies(board).iter().any(|m| m.is_board())).await;
    let resign = fake.slash(alice, thread, "match", json!([{"name": "resign", "type": 1, "options": []}]));
    assert!(reply_text(&fake, resign).await.contains("You resigned"));
    fake.wait_until("the end", || finished(&fake, thread)).await;
    let last = last_board(&fake, thread);
    assert!(last.content.contains("Alice resigned"), "{}", last.content);
    assert_clean(&fake).await;
}

/// The matches stored in the bot's database.
async fn stored_matches(db: &std::path::Path) -> usize {
    let store = touchline::store::Store::open(db).await.unwrap();
    store.live_matches().await.unwrap().len()
}

/// A Rematch button is only ever drawn under a finished match, but its id can be forged: on a
/// match still being played it is refused privately and starts nothing.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_forged_rematch_of_a_live_match_is_refused_privately() {
    let (fake, dir, _bot) = with_bot().await;
    let db = dir.path().join("t.db");
    let alice = fake.add_user("Alice", false);
    let thread = kick_off_against_the_computer(&fake, alice, 1).await;
    let (prompt, id) = prompts(&fake, alice).pop().expect("Alice's prompt");
    // `tl:m<match>.<seat>:<version>:choose` → the same match's rematch id.
    let subject = id.split(':').nth(1).unwrap();
    let match_part = subject.split('.').next().unwrap();
    let forged = format!("tl:{match_part}:0:rematch");
    let click = fake.click(alice, prompt.id, &forged);
    let text = reply_text(&fake, click).await;
    assert!(text.contains("still being played"), "{text}");
    assert_eq!(fake.replies(click)[0].ephemeral_to, Some(alice), "refused privately");
    assert_eq!(stored_matches(&db).await, 1, "no second match");
    assert_eq!(fake.threads(), vec![thread], "no second thread");
    assert_clean(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn odd_requests_get_clear_answers_and_change_nothing() {
    let (fake, dir, _bot) = with_bot().await;
    let db = dir.path().join("t.db");
    let alice = fake.add_user("Alice", false);
    let bob = fake.add_user("Bob", false);
    let kix = json!({"name": "game", "type": 4, "value": 0});
    let against = |user: u64| json!([kix, {"name": "opponent", "type": 6, "value": user.to_string()}]);

    // Naming the bot as the opponent is playing the computer.
    let play = fake.slash(alice, GENERAL, "play", against(BOT_ID));
    assert!(reply_text(&fake, play).await.contains("Kick-off against the computer"));
    let thread = fake.threads()[0];
    assert_eq!(stored_matches(&db).await, 1);

    // Values this version does not know (forged, or from a Discord app holding an older list of
    // commands) are answered privately, and start nothing: a game past the list, a timer choice
    // past the list, a yes/no sent as text, a command that no longer exists.
    for (name, options) in [
        ("play", json!([{"name": "game", "type": 4, "value": 7}])),
        ("play", json!([kix, {"name": "timer", "type": 4, "value": 9}])),
        ("play", json!([kix, {"name": "open", "type": 3, "value": "maybe"}])),
        ("fixtures", json!([])),
    ] {
        let odd = if name == "play" {
            fake.slash(alice, GENERAL, name, options.clone())
        } else {
            fake.unregistered_slash(alice, GENERAL, name, options.clone())
        };
        let text = reply_text(&fake, odd).await;
        assert!(text.contains("Reload Discord") || text.contains("not one I know"), "/{name} {options}: {text}");
        assert_eq!(fake.replies(odd)[0].ephemeral_to, Some(alice), "/{name} {options} is answered privately");
    }
    assert_eq!(stored_matches(&db).await, 1);
    assert_eq!(fake.threads().len(), 1);
    // The same, for people whose Discord is in another language: told in theirs.
    for (locale, words) in
        [("pt-BR", "Recarregue o Discord"), ("de", "Lade Discord neu"), ("es-419", "Recarga Discord")]
    {
        let someone = fake.add_user(locale, false);
        fake.set_locale(someone, locale);
        let gone = fake.unregistered_slash(someone, GENERAL, "fixtures", json!([]));
        let text = reply_text(&fake, gone).await;
        assert!(text.contains(words) && !text.contains("Reload Discord"), "{locale}: {text}");
        let unreadable =
            fake.slash(someone, GENERAL, "play", json!([kix, {"name": "open", "type": 3, "value": "maybe"}]));
        let text = reply_text(&fake, unreadable).await;
        assert!(text.contains(words) && !text.contains("Reload Discord"), "{locale}: {text}");
    }

    // No match starts inside a thread: told at once, privately.
    let inside = fake.slash(alice, thread, "play", json!([kix]));
    assert!(reply_text(&fake, inside).await.contains("not from inside a thread"));
    assert_eq!(fake.replies(inside)[0].ephemeral_to, Some(alice));
    // A channel where Discord refuses the bot a thread: the reason is given, nothing is stored.
    let locked = fake.slash(alice, LOCKED, "play", json!([kix]));
    assert!(reply_text(&fake, locked).await.contains("I can't open a match thread in"));
    assert_eq!(fake.threads().len(), 1);
    assert_eq!(stored_matches(&db).await, 1);
    // A challenge there fails on Accept the same way, and says so on the challenge.
    let challenge = fake.slash(alice, LOCKED, "play", against(bob));
    reply_text(&fake, challenge).await;
    let message = fake.replies(challenge)[0].clone();
    let accept = message.custom_ids().into_iter().find(|id| id.ends_with(":accept")).unwrap();
    fake.settled(fake.click(bob, message.id, &accept)).await;
    // The click is answered at once ("kicking off…"); the refusal follows when Discord says no.
    let content = |id: u64| fake.world().messages().iter().find(|m| m.id == id).map(|m| m.content.clone()).unwrap();
    fake.wait_until("the refusal on the challenge", || content(message.id).contains("can't start here")).await;
    let after = fake.world().messages().iter().find(|m| m.id == message.id).cloned().unwrap();
    assert!(after.content.contains("This match can't start here"), "{}", after.content);
    assert!(after.custom_ids().is_empty(), "nothing more to press");
    assert_eq!(stored_matches(&db).await, 1);

    // A passing failure (Discord's own 500) leaves the challenge open: Accept again works.
    let challenge = fake.slash(alice, FLAKY, "play", against(bob));
    reply_text(&fake, challenge).await;
    let message = fake.replies(challenge)[0].clone();
    let accept = message.custom_ids().into_iter().find(|id| id.ends_with(":accept")).unwrap();
    let first = fake.click(bob, message.id, &accept);
    fake.settled(first).await;
    let told = || fake.replies(first).iter().any(|m| m.content.contains("went wrong on my side"));
    fake.wait_until("the apology", told).await;
    fake.wait_until("the challenge reopened", || content(message.id).contains("press Accept to try again")).await;
    let after = fake.world().messages().iter().find(|m| m.id == message.id).cloned().unwrap();
    assert!(after.content.contains("press Accept to try again"), "{}", after.content);
    assert!(after.custom_ids().contains(&accept), "Accept is offered again");
    assert_eq!(stored_matches(&db).await, 1);
    fake.settled(fake.click(bob, message.id, &accept)).await;
    fake.wait_until("the match thread", || fake.threads().len() == 2).await;
    // The thread comes first, the match is stored just after it.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
    while stored_matches(&db).await < 2 {
        assert!(std::time::Instant::now() < deadline, "the second match was never stored");
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    assert_eq!(stored_matches(&db).await, 2);

    // A control the bot does not know (from another bot, or a much older version) is answered.
    let board = fake.visible(thread, 0)[0].clone();
    let junk = fake.click(alice, board.id, "not-touchline");
    assert!(reply_text(&fake, junk).await.contains("no longer valid"));
    // Board commands outside a match thread are refused privately.
    let nowhere = fake.slash(alice, GENERAL, "match", json!([{"name": "board", "type": 1, "options": []}]));
    assert!(reply_text(&fake, nowhere).await.contains("There is no match in this channel"));
    assert_eq!(fake.replies(nowhere)[0].ephemeral_to, Some(alice));
    assert_clean(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn turn_clocks_survive_a_restart() {
    let fake = Fake::start().await;
    let alice = fake.add_user("Alice", false);
    let bob = fake.add_user("Bob", true);
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let bot = start_bot(&fake, &db);
    ready(&fake).await;
    // A casual match (two seconds a move in the tests) between two people.
    let options = json!([
        {"name": "game", "type": 4, "value": 0},
        {"name": "opponent", "type": 6, "value": bob.to_string()},
        {"name": "timer", "type": 4, "value": 1}
    ]);
    let challenge = fake.slash(alice, GENERAL, "play", options);
    reply_text(&fake, challenge).await;
    let message = fake.replies(challenge)[0].clone();
    let accept = message.custom_ids().into_iter().find(|id| id.ends_with(":accept")).unwrap();
    fake.settled(fake.click(bob, message.id, &accept)).await;
    fake.wait_until("Alice's DM prompt", || !prompts(&fake, alice).is_empty()).await;
    let thread = fake.threads()[0];
    let (prompt, id) = prompts(&fake, alice).pop().unwrap();
    fake.settled(fake.select(alice, prompt.id, &id, &prompt.options()[0])).await;

    // Bob waits; he is reminded at half his time, and then the bot stops without warning.
    let reminder = format!("⏰ <@{bob}>");
    let said = |text: String| {
        let fake = fake.clone();
        move || fake.visible(thread, 0).iter().filter(|m| m.content.contains(&text)).count()
    };
    let reminders = said(reminder.clone());
    fake.wait_until("Bob's reminder", || reminders() == 1).await;
    drop(bot);
    // As if the bot had stopped between storing Alice's move and announcing it: on its return it
    // resumes the match (board, prompts) — and must leave Bob's running clock alone.
    let pool = sqlx::SqlitePool::connect(&format!("sqlite:{}", db.display())).await.unwrap();
    sqlx::query("UPDATE discord_matches SET announced_version = 0").execute(&pool).await.unwrap();
    pool.close().await;
    // Discord remembers a message's nonce for minutes only: as if the bot came back later than
    // that (sooner, what was posted before the stop would not be posted again).
    fake.forget_nonces();
    let identified = fake.world().identified;
    let _bot = start_bot(&fake, &db);
    fake.wait_for("the bot to come back", |w| w.identified > identified && w.commands.len() >= 4).await;

    // His clock lives in the database and is not wound back: no second reminder, and the
    // computer moves for him when his original time is up.
    let timed_out = said("Bob's time ran out: the computer moved".to_string());
    fake.wait_until("Bob's timeout", || timed_out() == 1).await;
    assert_eq!(reminders(), 1, "one reminder for one move");
    assert_eq!(said("Back after a restart".to_string())(), 1, "the match was resumed");
    let boards = fake.visible(thread, 0).iter().filter(|m| m.is_board()).count();
    assert_eq!(boards, 3, "the kick-off, the board on resuming, and the play Bob's timeout completed");
    assert_clean(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_fuba_match_is_played_with_menus_and_buttons_to_full_time() {
    let (fake, _dir, _bot) = with_bot().await;
    let alice = fake.add_user("Alice", false);
    let options = json!([{"name": "game", "type": 4, "value": 1}, {"name": "advanced", "type": 3, "value": "a3,a6"}]);
    let play = fake.slash(alice, GENERAL, "play", options);
    assert!(reply_text(&fake, play).await.contains("Kick-off against the computer"));
    let thread = fake.threads()[0];
    let title = fake.world().channels[&thread].name.clone();
    assert!(title.starts_with("FUBA: Alice v Computer"), "{title}");
    // Alice takes the kick-off with the ball, has her setups accepted as they are, shoots when
    // she can, and otherwise ends each stage at once; every other choice is a menu's first option.
    let prefer = ["withball", "ready", "shoot", "endstage", "donemoving", "playon"];
    let driven = play_out_with_buttons(&fake, thread, &[alice], &prefer).await;
    assert!(driven.two_step_choices >= 1, "the formation comes in two steps: {driven:?}");
    assert!(driven.menu_choices >= 10, "target areas come from a menu: {driven:?}");
    for code in ["ready", "endstage"] {
        assert!(driven.buttons.iter().any(|b| b == code), "{code} was a button: {driven:?}");
    }
    let thread_messages = fake.visible(thread, 0);
    let boards = thread_messages.iter().filter(|m| m.is_board()).count();
    assert!(boards >= 40, "a board after each turn ({boards})");
    let last = thread_messages.iter().rev().find(|m| m.is_board()).cloned().unwrap();
    assert!(last.content.contains("Final score"), "{}", last.content);
    assert_clean(&fake).await;
}

/// The bot binary with its log on a pipe, for tests of how it starts and stops.
fn serve_logged(api_url: &str, token: &str, db: &std::path::Path) -> std::process::Child {
    std::process::Command::new(env!("CARGO_BIN_EXE_touchline"))
        .arg("serve")
        .env("DISCORD_TOKEN", token)
        .env("TOUCHLINE_DISCORD_API_URL", api_url)
        .env("TOUCHLINE_DATABASE_PATH", db)
        .env("TOUCHLINE_LOG", "info")
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("the bot starts")
}

/// Wait for a process to end (a minute at most: past that it is a failure, not a slow machine),
/// with what it wrote to its log if that was piped.
async fn exit_of(child: &mut std::process::Child) -> (std::process::ExitStatus, String) {
    use std::io::Read;
    let reader = child.stderr.take().map(|mut err| {
        std::thread::spawn(move || {
            let mut log = String::new();
            let _ = err.read_to_string(&mut log);
            log
        })
    });
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(60);
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        assert!(std::time::Instant::now() < deadline, "the bot did not stop");
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    };
    (status, reader.map(|r| r.join().unwrap()).unwrap_or_default())
}

fn terminate(pid: u32) {
    let sent = std::process::Command::new("kill").args(["-TERM", &pid.to_string()]).status().unwrap();
    assert!(sent.success(), "SIGTERM sent");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rejected_token_stops_the_bot_with_a_line_naming_discord_token() {
    let fake = Fake::start().await;
    let dir = tempfile::tempdir().unwrap();
    let mut child = serve_logged(&fake.base(), "not-the-token", &dir.path().join("t.db"));
    let (status, log) = exit_of(&mut child).await;
    assert_eq!(status.code(), Some(1), "{log}");
    let last = log.lines().last().unwrap_or_default();
    assert!(last.contains("DISCORD_TOKEN") && last.contains("rejected"), "the last line says what to fix: {log}");
    assert_eq!(fake.world().identified, 0, "no gateway session with a bad token");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_unreachable_discord_is_retried_with_one_clear_line_each_time_and_sigterm_stops_the_wait() {
    use std::io::BufRead;
    // A port nobody listens on: connections are refused at once.
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let url = format!("http://127.0.0.1:{port}");
    let dir = tempfile::tempdir().unwrap();
    let mut child = serve_logged(&url, TOKEN, &dir.path().join("t.db"));
    let mut lines = std::io::BufReader::new(child.stderr.take().unwrap()).lines();
    let mut attempts = Vec::new();
    for line in lines.by_ref() {
        let line = line.unwrap();
        assert!(!line.contains("Shard") && !line.contains("Tungstenite"), "no library noise: {line}");
        if line.contains("cannot reach Discord") {
            attempts.push(line);
            if attempts.len() == 2 {
                break;
            }
        }
    }
    assert!(attempts[0].contains(&format!("cannot reach Discord at {url}")), "{attempts:?}");
    assert!(attempts[0].ends_with("retrying in 1 s") && attempts[1].ends_with("retrying in 2 s"), "{attempts:?}");
    assert!(!attempts[0].contains("\x1b["), "no colour codes off a terminal: {attempts:?}");
    // While it waits, the health probe says so.
    let db = dir.path().join("t.db");
    let (_, healthy) = wait_for_health(&db, "the bot is connecting to Discord").await;
    assert!(!healthy, "a bot still connecting is not healthy");
    terminate(child.id());
    let (status, _) = exit_of(&mut child).await;
    assert!(status.success(), "SIGTERM while waiting for Discord is a clean stop: {status:?}");
    let wal = wal_bytes(&db);
    assert_eq!(wal, 0, "the write-ahead log was checkpointed into the database");
    let stopped = String::from_utf8(operator(&db, "health").stderr).unwrap();
    assert!(stopped.contains("the bot stopped"), "{stopped}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_mid_match_stops_cleanly_and_a_restart_finishes_the_match() {
    let fake = Fake::start().await;
    let alice = fake.add_user("Alice", false);
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let mut bot = start_bot(&fake, &db);
    ready(&fake).await;
    let thread = kick_off_against_the_computer(&fake, alice, 3).await;
    let version = |db: std::path::PathBuf| async move {
        let store = touchline::store::Store::open(&db).await.unwrap();
        let id = store.live_matches().await.unwrap()[0];
        let v = store.load_match(id).await.unwrap().state.version();
        store.close().await;
        v
    };
    let before = version(db.clone()).await;
    assert!(before >= 6, "three plays each stored");
    // The operator's view of the running bot: healthy, one match under way with a clock.
    let (_, healthy) = wait_for_health(&db, "healthy: connected to Discord, database writable").await;
    assert!(healthy, "the probe exits 0 when healthy");
    let report = operator(&db, "status");
    assert!(report.status.success(), "{report:?}");
    let report = String::from_utf8(report.stdout).unwrap();
    for expected in ["Bot:              healthy", "connected to Discord", "1 in progress (kix 1)", "1 running"] {
        assert!(report.contains(expected), "missing {expected:?} in:\n{report}");
    }
    assert!(!report.contains("Last event:       none yet"), "the clicks were events:\n{report}");

    terminate(bot.0.id());
    let (status, _) = exit_of(&mut bot.0).await;
    assert!(status.success(), "a clean stop exits 0: {status:?}");
    let stopped = operator(&db, "health");
    assert_eq!(stopped.status.code(), Some(1), "a stopped bot is not healthy");
    assert!(String::from_utf8(stopped.stderr).unwrap().contains("the bot stopped"));
    let wal = wal_bytes(&db);
    assert_eq!(wal, 0, "the write-ahead log was checkpointed into the database");
    assert_eq!(version(db.clone()).await, before, "every move made is in the file");

    let identified = fake.world().identified;
    let _bot = start_bot(&fake, &db);
    fake.wait_for("the bot to come back", |w| w.identified > identified && w.commands.len() >= 4).await;
    let choices = play_out(&fake, thread, &[alice]).await;
    assert_eq!(choices, 27, "the rest of the thirty plays, none lost and none repeated");
    assert_clean(&fake).await;
}

/// Run `touchline health` or `touchline status` against a bot's database.
fn operator(db: &std::path::Path, command: &str) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_touchline"))
        .arg(command)
        .env("TOUCHLINE_DATABASE_PATH", db)
        .output()
        .unwrap()
}

/// Ask `touchline health` until its verdict contains `expected` (the bot rewrites its status
/// every few seconds); returns the verdict and whether it was healthy.
async fn wait_for_health(db: &std::path::Path, expected: &str) -> (String, bool) {
    let mut last = String::new();
    for _ in 0..600 {
        let out = operator(db, "health");
        last = format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
        if last.contains(expected) {
            return (last.trim().to_string(), out.status.success());
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    panic!("touchline health never said {expected:?}; last: {last}");
}

/// `/play level:` sets how strong the computer plays, is kept with the match, and is refused
/// with a reason when the opponents are people.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_computer_plays_at_the_level_asked_for() {
    use touchline_games::players::{Brain, Occupant};
    let (fake, dir, _bot) = with_bot().await;
    let alice = fake.add_user("Alice", false);
    let bob = fake.add_user("Bob", false);
    let kix = json!({"name": "game", "type": 4, "value": 0});
    // The levels are choices 0 (easy), 1 (normal) and 2 (hard).
    let against_people = json!([kix, {"name": "opponent", "type": 6, "value": bob.to_string()}, {"name": "level", "type": 4, "value": 2}]);
    let refused = fake.slash(alice, GENERAL, "play", against_people);
    assert!(reply_text(&fake, refused).await.contains("`level` is how strong the computer plays"));
    assert_eq!(fake.replies(refused)[0].ephemeral_to, Some(alice));
    assert_eq!(stored_matches(&dir.path().join("t.db")).await, 0);

    let hard = fake.slash(alice, GENERAL, "play", json!([kix, {"name": "level", "type": 4, "value": 2}]));
    assert!(reply_text(&fake, hard).await.contains("Kick-off against the computer (hard)"));
    let store = touchline::store::Store::open(&dir.path().join("t.db")).await.unwrap();
    let id = store.live_matches().await.unwrap()[0];
    let seats = store.load_match(id).await.unwrap().seating.occupants();
    assert_eq!(seats[1], Occupant::Computer(Brain::Hard));
    assert!(matches!(seats[0], Occupant::Person(_)));
    // The hard computer answers a play like any other.
    fake.wait_until("Alice's first prompt", || !prompts(&fake, alice).is_empty()).await;
    let (prompt, id_) = prompts(&fake, alice).pop().unwrap();
    fake.select(alice, prompt.id, &id_, &prompt.options()[0]);
    let thread = fake.threads()[0];
    fake.wait_until("the first play's board", || fake.visible(thread, 0).iter().filter(|m| m.is_board()).count() >= 2)
        .await;
    assert_clean(&fake).await;
}
