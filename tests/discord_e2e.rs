//! The real `touchline serve` binary against the fake Discord in `tests/support`: slash commands,
//! DMs, buttons and menus, as players would use them.

mod support;

use serde_json::json;
use support::bot::*;
use support::fakecord::{Fake, GENERAL};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_match_against_the_computer_plays_to_the_end() {
    let (fake, _dir, _bot) = with_bot().await;
    let alice = fake.add_user("Alice", false);
    let names: Vec<String> =
        fake.world().commands.iter().filter_map(|c| c["name"].as_str().map(str::to_string)).collect();
    for name in ["games", "rules", "play", "match"] {
        assert!(names.contains(&name.to_string()), "/{name} registered: {names:?}");
    }

    let games = fake.slash(alice, GENERAL, "games", json!([]));
    fake.wait_for("/games", |w| w.interactions[&games].answer.is_some()).await;
    assert!(fake.replies(games)[0].content.contains("KIX"));

    let play = fake.slash(alice, GENERAL, "play", json!([{"name": "game", "type": 4, "value": 0}]));
    fake.wait_for("the kick-off", |w| w.messages.iter().any(|m| m.content.contains("Kick-off against the computer")))
        .await;
    let thread = fake.threads()[0];
    assert!(fake.replies(play)[0].content.contains(&format!("<#{thread}>")));
    let first_board = fake.visible(thread, 0)[0].clone();
    assert_eq!(first_board.files, vec![("board.png".to_string(), first_board.files[0].1)]);
    fake.wait_until("Alice's first prompt", || !prompts(&fake, alice).is_empty()).await;

    let choices = play_out(&fake, thread, &[alice]).await;
    assert_eq!(choices, 30, "5-a-side is thirty cards each");
    let boards = fake.visible(thread, 0).iter().filter(|m| !m.files.is_empty()).count();
    assert_eq!(boards, 31, "the kick-off and one board per play");
    let last = fake.visible(thread, 0).last().cloned().unwrap();
    assert!(last.content.contains("Final score"), "{}", last.content);
    assert_clean(&fake);
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
    // The public thread says Alice has chosen, never what.
    fake.wait_until("the waiting line", || fake.visible(thread, 0).iter().any(|m| m.content.contains("(chosen: <@")))
        .await;
    let card = options[0].clone();
    assert!(fake.visible(thread, 0).iter().all(|m| !m.content.contains(&card)), "no choice shows in public");

    let choices = play_out(&fake, thread, &[alice, bob]).await;
    assert_eq!(choices + 1, 60, "thirty choices each");
    let last = fake.visible(thread, 0).last().cloned().unwrap();
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
    assert_clean(&fake);
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
    assert!(fake.visible(thread, 0).last().unwrap().content.contains("Final score"));
    assert_clean(&fake);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_out_of_time_is_reminded_then_moved_for() {
    let (fake, _dir, _bot) = with_bot().await;
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
    fake.wait_until("the reminder", said("left to make your move")).await;
    assert!(fake.visible(thread, 0).iter().any(|m| m.content.contains(&format!("⏰ <@{alice}>"))));
    fake.wait_until("the timeout", said("Alice's time ran out: the computer moved")).await;
    let boards = fake.visible(thread, 0).iter().filter(|m| !m.files.is_empty()).count();
    assert_eq!(boards, 2, "the play was resolved and shown");
    // Her old prompt is out of date even if its card is still in her hand.
    fake.wait_until("Alice's next prompt", || prompts(&fake, alice).iter().any(|(m, _)| m.id != old.id)).await;
    let stale = fake.select(alice, old.id, &old_id, &old.options()[1]);
    assert!(reply_text(&fake, stale).await.contains("out of date"));
    assert_clean(&fake);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_out_of_time_can_forfeit_the_match() {
    let (fake, _dir, _bot) = with_bot().await;
    let alice = fake.add_user("Alice", false);
    let options = json!([
        {"name": "game", "type": 4, "value": 0},
        {"name": "timer", "type": 4, "value": 1},
        {"name": "on_timeout", "type": 4, "value": 1}
    ]);
    fake.slash(alice, GENERAL, "play", options);
    fake.wait_until("the match thread", || !fake.threads().is_empty()).await;
    let thread = fake.threads()[0];
    fake.wait_until("the forfeit", || finished(&fake, thread)).await;
    let last = fake.visible(thread, 0).last().cloned().unwrap();
    assert!(last.content.contains("Alice forfeited on time"), "{}", last.content);
    assert!(last.content.contains("(Alice forfeited)"), "{}", last.content);
    assert_clean(&fake);
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
    fake.wait_until("the board again", || fake.replies(board).iter().any(|m| !m.files.is_empty())).await;
    let resign = fake.slash(alice, thread, "match", json!([{"name": "resign", "type": 1, "options": []}]));
    assert!(reply_text(&fake, resign).await.contains("You resigned"));
    fake.wait_until("the end", || finished(&fake, thread)).await;
    let last = fake.visible(thread, 0).last().cloned().unwrap();
    assert!(last.content.contains("Alice resigned"), "{}", last.content);
    assert_clean(&fake);
}
