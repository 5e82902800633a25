//! Following matches from Discord (the real bot against the fake Discord): the Follow buttons
//! under a match's first board (the final score by DM, or every board), following stopped by a
//! second click, and a league's "match of the round" announced when a round is complete.

use crate::support::bot::*;
use crate::support::fakecord::{Fake, GENERAL};
use serde_json::json;

/// The first board's Follow button (`every`: the every-board one), as (message, custom id).
fn follow_button(fake: &Fake, thread: u64, every: bool) -> (u64, String) {
    let suffix = if every { ":follow.all" } else { ":follow" };
    let m = fake
        .visible(thread, 0)
        .into_iter()
        .find(|m| m.has_custom_id(|id| id.ends_with(suffix)))
        .expect("the first board has the Follow buttons");
    let id = m.custom_ids().into_iter().find(|id| id.ends_with(suffix)).unwrap();
    (m.id, id)
}

fn dms(fake: &Fake, user: u64) -> Vec<(String, usize)> {
    let w = fake.world();
    let found: Vec<(String, usize)> =
        w.private_to(user).filter(|m| m.ephemeral_to.is_none()).map(|m| (m.content.clone(), m.files.len())).collect();
    found
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn followers_get_the_final_score_or_every_board_by_dm() {
    let (fake, _dir, _bot) = with_bot().await;
    let alice = fake.add_user("Alice", false);
    let (cat, dan, eve) = (fake.add_user("Cat", false), fake.add_user("Dan", false), fake.add_user("Eve", false));
    let thread = kick_off_against_the_computer(&fake, alice, 0).await;
    let (message, follow) = follow_button(&fake, thread, false);
    let (_, every) = follow_button(&fake, thread, true);
    assert!(reply_text(&fake, fake.click(cat, message, &follow)).await.contains("final score comes by DM"));
    assert!(reply_text(&fake, fake.click(dan, message, &every)).await.contains("every board comes by DM"));
    assert!(reply_text(&fake, fake.click(eve, message, &follow)).await.contains("You follow"));
    assert!(reply_text(&fake, fake.click(eve, message, &follow)).await.contains("no longer follow"));

    play_out(&fake, thread, &[alice]).await;
    fake.wait_until("Cat's full time", || dms(&fake, cat).iter().any(|(t, _)| t.contains("Full time in"))).await;
    fake.wait_until("Dan's full time", || dms(&fake, dan).iter().any(|(t, _)| t.contains("Full time in"))).await;
    let boards = fake.visible(thread, 0).into_iter().filter(|m| m.is_board()).count();
    let cat_dms = dms(&fake, cat);
    assert_eq!(cat_dms.iter().filter(|(t, _)| t.contains(&format!("<#{thread}>"))).count(), 1, "one DM: {cat_dms:?}");
    assert_eq!(cat_dms.iter().map(|(_, f)| f).sum::<usize>(), 0, "no boards for Cat");
    let dan_boards: usize = dms(&fake, dan).iter().map(|(_, f)| f).sum();
    assert_eq!(dan_boards, boards - 1, "Dan gets every board after the first (he followed from it)");
    assert!(dms(&fake, eve).is_empty(), "Eve stopped following");
    assert_clean(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_league_announces_the_match_of_each_round() {
    let (fake, _dir, _bot) = with_bot().await;
    let users: Vec<u64> = ["Ann", "Ben", "Cat", "Dan"].iter().map(|n| fake.add_user(n, false)).collect();
    let name = || json!([opt("name", json!("Star League"))]);
    let create = json!([opt("name", json!("Star League")), opt("game", json!(0)), opt("legs", json!(1))]);
    say(&fake, users[0], "league", "create", create).await;
    for &u in &users {
        say(&fake, u, "league", "join", name()).await;
    }
    let started = say(&fake, users[0], "league", "start", name()).await;
    assert!(started.contains("⭐ Match of round 1 in **Star League**"), "{started}");

    // Round 1 reported: the first fixture's home side wins 3–0, the second's 1–0.
    let fixtures = say(&fake, users[0], "league", "fixtures", name()).await;
    let mut winners = Vec::new();
    for (k, goals) in [(0usize, 3), (1, 1)] {
        // "#12 Ann v Ben": the home side of the round's k-th fixture.
        let line = fixtures.lines().filter(|l| l.contains(" v ")).nth(k).unwrap().to_string();
        let home_name = line.split_once(' ').unwrap().1.split(" v ").next().unwrap().trim().to_string();
        let home = users[["Ann", "Ben", "Cat", "Dan"].iter().position(|n| home_name.ends_with(n)).unwrap()];
        let report =
            json!([opt("name", json!("Star League")), opt("my_goals", json!(goals)), opt("their_goals", json!(0))]);
        say(&fake, home, "league", "report", report).await;
        winners.push(home_name);
        let away = users.iter().copied().find(|u| {
            let w = fake.world();
            let n = w.users[u].name.clone();
            line.contains(&format!(" v {n}"))
        });
        say(&fake, away.unwrap(), "league", "confirm", name()).await;
    }
    // The 3–0 winner tops the table, so round 2's match is the one it plays.
    fake.wait_until("the match of round 2", || texts(&fake, GENERAL).iter().any(|t| t.contains("Match of round 2")))
        .await;
    let top = texts(&fake, GENERAL).into_iter().find(|t| t.contains("Match of round 2")).unwrap();
    assert!(top.contains(&format!("{} (1.)", winners[0].trim_start_matches('#'))), "{top} / {winners:?}");
    assert_clean(&fake).await;
}
