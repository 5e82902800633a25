//! A deputy from Discord (the real bot against the fake Discord): a member names one (and the
//! wrong ones are refused), goes away, and the deputy plays the member's fixture on the bot:
//! the deputy gets the prompts and makes the moves, both are named in the thread, the result
//! counts for the member, and the audit log says who played.

use crate::support::bot::*;
use crate::support::fakecord::GUILD_ID;
use chrono::{Duration, Utc};
use serde_json::json;
use touchline::competition::{FixtureStatus, ResultSource};
use touchline::store::Store;

fn name() -> serde_json::Value {
    json!([opt("name", json!("Deputy League"))])
}

fn deputy(user: u64) -> serde_json::Value {
    json!([opt("name", json!("Deputy League")), {"name": "member", "type": 6, "value": user.to_string()}])
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_deputy_plays_an_away_members_fixture_and_the_result_is_the_members() {
    let (fake, dir, _bot) = with_bot().await;
    let ann = fake.add_user("Ann", false);
    let ben = fake.add_user("Ben", false);
    let dan = fake.add_user("Dan", false);
    for u in [ben, dan] {
        fake.set_manager(u, false);
    }
    let create = json!([opt("name", json!("Deputy League")), opt("game", json!(0)), opt("legs", json!(1))]);
    assert!(say(&fake, ann, "league", "create", create).await.contains("created"));
    for u in [ann, ben] {
        say(&fake, u, "league", "join", name()).await;
    }

    // The wrong deputies: oneself, someone who plays in the league; someone not in it cannot name one.
    let own = say(&fake, ann, "league", "deputy", deputy(ann)).await;
    assert!(own.contains("your own deputy"), "{own}");
    assert!(say(&fake, ann, "league", "deputy", deputy(ben)).await.contains("plays in 'Deputy League' too"));
    assert!(say(&fake, dan, "league", "deputy", deputy(ann)).await.contains("You are not in"));
    let named = say(&fake, ann, "league", "deputy", deputy(dan)).await;
    assert!(named.contains(&format!("<@{dan}> is your deputy")), "{named}");
    say(&fake, ann, "league", "start", name()).await;

    // Ann is here: Dan may not play for her.
    assert!(say(&fake, dan, "league", "play", name()).await.contains("Ann is not away"));
    let until = (Utc::now() + Duration::days(3)).format("%Y-%m-%d").to_string();
    assert!(say(&fake, ann, "profile", "away", json!([opt("until", json!(until))])).await.contains("You are away"));

    // Dan says Ann's side is ready; Ben too: the fixture kicks off with Dan in Ann's seat.
    let waiting = say(&fake, dan, "league", "play", name()).await;
    assert!(waiting.contains(&format!("<@{ben}>")), "{waiting}");
    let before = fake.threads();
    say(&fake, ben, "league", "play", name()).await;
    let thread = fake.threads().into_iter().find(|t| !before.contains(t)).expect("the fixture's thread");
    let title = fake.world().channels[&thread].name.clone();
    assert!(title.contains("Ann (played by Dan)"), "the thread's name names both: {title}");
    // Dan plays, Ann is never asked; the match runs to the end.
    play_out(&fake, thread, &[dan, ben]).await;
    assert!(prompts(&fake, ann).is_empty(), "Ann is not asked to move");
    let said = texts(&fake, thread).join("\n");
    assert!(said.contains("Ann (played by Dan)"), "both are named: {said}");

    let store = Store::open(&dir.path().join("t.db")).await.unwrap();
    let c = store.competition(GUILD_ID, "Deputy League").await.unwrap().unwrap();
    let season = store.current_season(c.id).await.unwrap();
    let members = store.members(season.id).await.unwrap();
    let ann_id = members.iter().find(|m| m.discord_id == ann).unwrap().player_id;
    let fixture = store.fixtures(season.id).await.unwrap().remove(0);
    assert!(fixture.involves(ann_id), "the fixture stays Ann's");
    assert_eq!(fixture.status, FixtureStatus::Played);
    assert_eq!(fixture.result.unwrap().source, ResultSource::Bot);
    let log: Vec<(String, String)> =
        store.audit_log(c.id).await.unwrap().into_iter().map(|e| (e.action, e.detail)).collect();
    assert!(log.iter().any(|(a, d)| a == "deputy plays" && d == "Dan plays for Ann"), "{log:?}");
    assert_clean(&fake).await;
}
