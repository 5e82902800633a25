//! Kick-off times from Discord (the real bot against the fake Discord): a time zone set (and a
//! misspelt one answered with close names), three times proposed for a fixture in one person's
//! own time, a counter-proposal, the pick, and the agreed time on the fixtures list; the
//! reminder before kick-off in the channel and, for whoever asked, by DM in their own language.

use crate::support::bot::*;
use crate::support::fakecord::{GENERAL, GUILD_ID};
use chrono::{Duration, TimeZone, Utc};
use serde_json::json;
use touchline::store::Store;

/// A day ahead of now at `hour`:00 in `zone`, as it is typed ("YYYY-MM-DD HH:MM"), and the instant.
fn ahead(days: i64, hour: u32, zone: chrono_tz::Tz) -> (String, i64) {
    let day = (Utc::now() + Duration::days(days)).with_timezone(&zone).date_naive();
    let local = day.and_hms_opt(hour, 0, 0).unwrap();
    let at = zone.from_local_datetime(&local).earliest().unwrap();
    (local.format("%Y-%m-%d %H:%M").to_string(), at.timestamp())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_people_in_two_time_zones_agree_a_kick_off() {
    let (fake, dir, _bot) = with_bot().await;
    let ann = fake.add_user("Ann", false);
    let ben = fake.add_user("Ben", false);
    fake.set_manager(ben, false);
    let zone = |z: &str| json!([opt("zone", json!(z))]);
    let typo = say(&fake, ann, "profile", "timezone", zone("Europe/Berln")).await;
    assert!(typo.contains("not a time zone I know") && typo.contains("Europe/Berlin"), "{typo}");
    assert!(say(&fake, ann, "profile", "timezone", zone("europe/berlin"))
        .await
        .contains("Your time zone is now Europe/Berlin"));
    assert!(say(&fake, ben, "profile", "timezone", zone("America/Sao_Paulo")).await.contains("America/Sao_Paulo"));

    let name = || json!([opt("name", json!("Evening League"))]);
    let create = json!([
        opt("name", json!("Evening League")),
        opt("game", json!(0)),
        opt("legs", json!(1)),
        opt("deadline_days", json!(10))
    ]);
    assert!(say(&fake, ann, "league", "create", create).await.contains("created"));
    for u in [ann, ben] {
        say(&fake, u, "league", "join", name()).await;
    }
    say(&fake, ann, "league", "start", name()).await;

    let berlin: chrono_tz::Tz = "Europe/Berlin".parse().unwrap();
    let sao_paulo: chrono_tz::Tz = "America/Sao_Paulo".parse().unwrap();
    let times = [ahead(2, 19, berlin), ahead(3, 20, berlin), ahead(4, 18, berlin)];
    let propose = json!([
        opt("name", json!("Evening League")),
        opt("first", json!(times[0].0)),
        opt("second", json!(times[1].0)),
        opt("third", json!(times[2].0)),
    ]);
    // The times in the channel, then a note to Ann alone of how they were read.
    let asked = sub(&fake, ann, "fixture", "propose", propose);
    fake.wait_until("the proposer's own note", || fake.replies(asked).len() >= 2).await;
    let proposed = reply_text(&fake, asked).await;
    for (k, (_, at)) in times.iter().enumerate() {
        assert!(proposed.contains(&format!("{}. <t:{at}:F>", k + 1)), "{proposed}");
    }
    assert!(proposed.contains(&format!("<@{ben}>: pick one")), "{proposed}");
    assert!(proposed.contains("(Europe/Berlin)"), "the proposer sees the times as read: {proposed}");
    // Ann cannot pick her own times; a time in the past is refused.
    let pick = |k: u32| json!([opt("name", json!("Evening League")), opt("choice", json!(k))]);
    assert!(say(&fake, ann, "fixture", "accept", pick(1)).await.contains("your own proposal"));
    let past = json!([opt("name", json!("Evening League")), opt("first", json!("2020-01-01 10:00"))]);
    assert!(say(&fake, ben, "fixture", "propose", past).await.contains("already passed"));

    // Ben counters in his own time; Ann picks it.
    let theirs = ahead(2, 16, sao_paulo);
    let counter = json!([opt("name", json!("Evening League")), opt("first", json!(theirs.0))]);
    let countered = say(&fake, ben, "fixture", "propose", counter).await;
    assert!(
        countered.contains("counter-proposes") && countered.contains(&format!("1. <t:{}:F>", theirs.1)),
        "{countered}"
    );
    assert!(say(&fake, ann, "fixture", "accept", pick(2)).await.contains("one time to pick (1), not 2"));
    let agreed = say(&fake, ann, "fixture", "accept", pick(1)).await;
    assert!(agreed.contains(&format!("kick-off <t:{}:F>", theirs.1)), "{agreed}");
    let shown = say(&fake, ben, "fixture", "show", name()).await;
    assert!(shown.contains(&format!("kick-off agreed for <t:{}:F>", theirs.1)), "{shown}");
    let fixtures = say(&fake, ben, "league", "fixtures", name()).await;
    assert!(fixtures.contains(&format!("🕖 <t:{}:F>", theirs.1)), "{fixtures}");

    let store = Store::open(&dir.path().join("t.db")).await.unwrap();
    let c = store.competition(GUILD_ID, "Evening League").await.unwrap().unwrap();
    let season = store.current_season(c.id).await.unwrap();
    let fixture = store.fixtures(season.id).await.unwrap().remove(0);
    let kickoff = store.kickoff(fixture.id).await.unwrap().unwrap();
    assert_eq!(kickoff.agreed_ms, Some(theirs.1 * 1000));
    let log: Vec<String> = store.audit_log(c.id).await.unwrap().into_iter().map(|e| e.action).collect();
    assert_eq!(log.iter().filter(|a| *a == "kick-off proposed").count(), 2);
    assert_eq!(log.iter().filter(|a| *a == "kick-off agreed").count(), 1);
    assert_clean(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_hour_before_reminder_is_posted_and_sent_by_dm_in_the_readers_own_language() {
    let (fake, _dir, _bot) = with_bot().await;
    let ann = fake.add_user("Ann", false);
    fake.set_locale(ann, "de");
    let ben = fake.add_user("Ben", false);
    let dm = choice(&fake, "profile", Some("pings"), "how", "a direct message");
    say(&fake, ann, "profile", "pings", json!([dm])).await;
    let name = || json!([opt("name", json!("Late League"))]);
    let create = json!([opt("name", json!("Late League")), opt("game", json!(0)), opt("legs", json!(1))]);
    say(&fake, ben, "league", "create", create).await;
    for u in [ann, ben] {
        say(&fake, u, "league", "join", name()).await;
    }
    say(&fake, ben, "league", "start", name()).await;

    // Forty minutes from now (both in UTC): inside the hour, so the first reminder is due at once.
    let soon = (Utc::now() + Duration::minutes(40)).format("%Y-%m-%d %H:%M").to_string();
    say(&fake, ben, "fixture", "propose", json!([opt("name", json!("Late League")), opt("first", json!(soon))])).await;
    say(&fake, ann, "fixture", "accept", json!([opt("name", json!("Late League")), opt("choice", json!(1))])).await;

    let posted = || texts(&fake, GENERAL).into_iter().find(|t| t.starts_with("⏰") && t.contains("kicks off"));
    fake.wait_until("the reminder in the league's channel", || posted().is_some()).await;
    let posted = posted().unwrap();
    assert!(posted.contains(&format!("<@{ben}>")) && posted.contains("**Ann**"), "{posted}");
    assert!(!posted.contains(&format!("<@{ann}>")), "Ann asked for DMs: {posted}");
    let to_ann = || {
        let w = fake.world();
        let found =
            w.private_to(ann).map(|m| m.content.clone()).find(|t| t.contains("Late League") && t.starts_with('⏰'));
        found
    };
    fake.wait_until("Ann's reminder by DM", || to_ann().is_some()).await;
    let to_ann = to_ann().unwrap();
    assert!(to_ann.contains("beginnt") && !to_ann.contains("kicks off"), "in Ann's German: {to_ann}");
    assert!(!fake.world().private_to(ben).any(|m| m.content.starts_with('⏰')), "Ben is told in the channel only");
    assert_clean(&fake).await;
}
