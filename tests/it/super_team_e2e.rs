//! Super Team through the real bot and the fake Discord: a Quick Match between two people (one
//! of them with closed DMs) played from the hand menus, piece menus and the secret Strike tile and
//! Morale buttons; and a solo match against the hard AutoTeam, whose result lands on the solo
//! leaderboard and nowhere else.

use crate::support::bot::*;
use crate::support::fakecord::{Fake, GENERAL};
use serde_json::json;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_coaches_play_a_quick_match_from_menus_and_secret_buttons() {
    let (fake, _dir, _bot) = with_bot().await;
    let alice = fake.add_user("Alice", false);
    let bob = fake.add_user("Bob", true);
    let options = json!([choice(&fake, "play", None, "game", "Super Team"), {"name": "opponent", "type": 6, "value": bob.to_string()}]);
    let challenge = fake.slash(alice, GENERAL, "play", options);
    let text = reply_text(&fake, challenge).await;
    assert!(text.contains("**Super Team**"), "{text}");
    let message = fake.replies(challenge)[0].clone();
    let accept = message.custom_ids().into_iter().find(|id| id.ends_with(":accept")).unwrap();
    fake.settled(fake.click(bob, message.id, &accept)).await;
    fake.wait_until("the match thread", || !fake.threads().is_empty()).await;
    let thread = fake.threads()[0];

    // The hand is a DM menu for the coach whose DMs are open.
    let hand_menu = |fake: &Fake| {
        private_messages(fake, alice).into_iter().any(|m| m.content.contains("Your hand:") && !m.options().is_empty())
    };
    drive(&fake, thread, &[alice, bob], &["end"], hand_menu).await;
    // One card a turn, played as an action (a shot whenever there is one) when it can be, to the
    // final whistle.
    let labels = ["as an action", "Tackle with", "Pass to"];
    let done = |fake: &Fake| finished(fake, thread);
    let driven = drive_with(&fake, thread, &[alice, bob], &["shoot", "end"], &labels, done).await;
    let all = texts(&fake, thread).join("\n");
    assert!(all.contains("Coach markers:") && all.contains("Start roll"), "markers revealed together: {all}");
    assert!(all.contains("Half time") && all.contains("Second half"), "{all}");
    assert!(all.contains("Final score"), "{all}");
    assert!(all.contains("shoots from") && all.contains("Tiles:"), "a shot with its tiles revealed: {all}");
    // Cards are played from menus, pieces from menus (two steps where long), tiles and Morale
    // from buttons; the hand never shows in the thread.
    assert!(driven.menu_choices + driven.two_step_choices > 10, "{driven:?}");
    assert!(driven.buttons.iter().any(|b| b.starts_with("tile")), "{driven:?}");
    assert!(!all.contains("Your hand:"), "a hand in public: {all}");
    assert_clean(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_solo_match_against_the_hard_autoteam_goes_to_the_solo_leaderboard() {
    let (fake, dir, _bot) = with_bot().await;
    let alice = fake.add_user("Alice", false);
    let bob = fake.add_user("Bob", false);
    // A solo match takes nobody else.
    let with_bob = json!([
        choice(&fake, "play", None, "game", "Super Team"),
        choice(&fake, "play", None, "solo", "hard"),
        {"name": "opponent", "type": 6, "value": bob.to_string()},
    ]);
    let refused = reply_text(&fake, fake.slash(alice, GENERAL, "play", with_bob)).await;
    assert!(refused.contains("solo Super Team match") && refused.contains("opponents out"), "{refused}");
    assert!(fake.threads().is_empty());

    let solo = json!([choice(&fake, "play", None, "game", "Super Team"), choice(&fake, "play", None, "solo", "hard")]);
    let started = reply_text(&fake, fake.slash(alice, GENERAL, "play", solo)).await;
    assert!(started.contains("Kick-off against AutoTeam (hard)"), "{started}");
    fake.wait_until("the match thread", || !fake.threads().is_empty()).await;
    let thread = fake.threads()[0];
    play_out_with_buttons(&fake, thread, &[alice], &["shoot", "end"]).await;
    let all = texts(&fake, thread).join("\n");
    assert!(all.contains("The AutoTeam turns card"), "the AutoTeam plays from its own deck: {all}");
    assert!(all.contains("Final score: Alice") && all.contains("AutoTeam (hard)"), "{all}");

    // The result is on the hard board, once, and in no rating.
    let game = touchline_games::GameKind::ALL.iter().position(|k| *k == touchline_games::GameKind::SuperTeam).unwrap();
    let board = say(&fake, alice, "rating", "leaderboard", json!([opt("game", json!(game))])).await;
    assert!(board.contains("Super Team solo — hard") && board.contains("Alice"), "{board}");
    let store = touchline::store::Store::open(&dir.path().join("t.db")).await.unwrap();
    assert!(store.ratings(touchline_games::GameKind::SuperTeam).await.unwrap().is_empty());
    let lines = store.solo_leaderboard(touchline_games::GameKind::SuperTeam, "hard").await.unwrap();
    assert_eq!(lines.len(), 1);
    assert_eq!((lines[0].name.as_str(), lines[0].played), ("Alice", 1));
    assert!(store.solo_leaderboard(touchline_games::GameKind::SuperTeam, "easy").await.unwrap().is_empty());
    assert_clean(&fake).await;
}
