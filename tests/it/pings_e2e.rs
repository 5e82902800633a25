//! Pings from Discord (the real bot against the fake Discord): a player who asks for DMs is
//! reminded by DM, never mentioned in the thread; wrong quiet hours are refused.

use crate::support::bot::*;
use crate::support::fakecord::GENERAL;
use serde_json::json;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_who_chose_dms_is_reminded_by_dm_and_not_mentioned() {
    let (fake, _dir, _bot) = with_bot().await;
    let alice = fake.add_user("Alice", false);
    let dm = choice(&fake, "profile", Some("pings"), "how", "a direct message");
    let half = json!([dm.clone(), opt("quiet_from", json!("22:00"))]);
    assert!(say(&fake, alice, "profile", "pings", half).await.contains("both ends"));
    let bad = json!([dm.clone(), opt("quiet_from", json!("late")), opt("quiet_to", json!("07:00"))]);
    assert!(say(&fake, alice, "profile", "pings", bad).await.contains("'late' is not a time of day"));
    let set = say(&fake, alice, "profile", "pings", json!([dm])).await;
    assert!(set.contains("direct message"), "{set}");

    // A match against the computer on the short clock: Alice does nothing.
    let options = json!([{"name": "game", "type": 4, "value": 0}, {"name": "timer", "type": 4, "value": 1}]);
    fake.slash(alice, GENERAL, "play", options);
    fake.wait_until("Alice's first prompt", || !prompts(&fake, alice).is_empty()).await;
    let thread = fake.threads()[0];
    let reminded = || {
        let w = fake.world();
        let found = w
            .private_to(alice)
            .any(|m| m.content.contains("Your time to move in") && m.content.contains(&format!("<#{thread}>")));
        found
    };
    fake.wait_until("the reminder by DM", reminded).await;
    fake.wait_until("the timeout", || texts(&fake, thread).iter().any(|t| t.contains("time ran out"))).await;
    let said = texts(&fake, thread).join("\n");
    assert!(!said.contains(&format!("<@{alice}>")), "Alice is never mentioned in the thread: {said}");
    assert!(!said.contains("⏰"), "no reminder in the thread: {said}");
    assert_clean(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_made_in_the_open_is_told_by_dm_to_whoever_chose_dms() {
    let (fake, _dir, _bot) = with_bot().await;
    let alice = fake.add_user("Alice", false);
    let bob = fake.add_user("Bob", false);
    let dm = choice(&fake, "profile", Some("pings"), "how", "a direct message");
    say(&fake, alice, "profile", "pings", json!([dm])).await;
    // FASISAC's draft is picked in front of the table: the picking manager's menu is in the thread.
    let options = json!([choice(&fake, "play", None, "game", "FASISAC"), {"name": "opponent", "type": 6, "value": bob.to_string()}]);
    let challenge = fake.slash(alice, GENERAL, "play", options);
    fake.settled(challenge).await;
    let message = fake.replies(challenge)[0].clone();
    let accept = message.custom_ids().into_iter().find(|id| id.ends_with(":accept")).unwrap();
    fake.settled(fake.click(bob, message.id, &accept)).await;
    fake.wait_until("the match thread", || !fake.threads().is_empty()).await;
    let thread = fake.threads()[0];
    // Alice is told by DM of her first pick at once; the match is driven on until she has
    // picked in the open and Bob's pick is put to him there, by mention (or already made).
    let told = |fake: &crate::support::fakecord::Fake| {
        let dm = {
            let w = fake.world();
            let found = w.private_to(alice).any(|m| m.content.contains(&format!("It's your move in <#{thread}>")));
            found
        };
        let said = texts(fake, thread);
        let bob_called =
            |t: &String| t.starts_with(&format!("<@{bob}>")) || t.starts_with(&format!("✓ <@{bob}> chose"));
        dm && said.iter().any(|t| t.starts_with("✓ **Alice** chose")) && said.iter().any(bob_called)
    };
    drive(&fake, thread, &[alice, bob], &[], told).await;
    let said = texts(&fake, thread).join("\n");
    assert!(said.contains("**Alice**"), "named, not mentioned: {said}");
    assert!(!said.contains(&format!("<@{alice}>")), "Alice is never mentioned: {said}");
    assert!(said.contains(&format!("<@{bob}>")), "Bob keeps his mentions: {said}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn never_pinged_is_said_as_such() {
    let (fake, _dir, _bot) = with_bot().await;
    let alice = fake.add_user("Alice", false);
    let never = choice(&fake, "profile", Some("pings"), "how", "never");
    let quiet = [never.clone(), opt("quiet_from", json!("22:00")), opt("quiet_to", json!("07:00"))];
    for options in [json!([never]), json!(quiet)] {
        let said = say(&fake, alice, "profile", "pings", options).await;
        assert!(said.contains("Nobody pings you when it is your move"), "{said}");
        assert!(!said.contains("Quiet hours") && !said.contains("told it is your move by"), "{said}");
    }
    assert_clean(&fake).await;
}
