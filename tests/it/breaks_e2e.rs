//! Breaks and extensions from Discord (the real bot against the fake Discord): a member away
//! moves the deadlines that fall in the break by its length, a break longer than a league
//! allows is refused whole, an admin extends one fixture's deadline, and the audit log keeps
//! each; checked against the database.

use crate::support::bot::*;
use crate::support::fakecord::GUILD_ID;
use chrono::{Duration, Utc};
use serde_json::json;
use touchline::store::Store;

const DAY_MS: i64 = 86_400_000;

fn name(league: &str) -> serde_json::Value {
    json!([opt("name", json!(league))])
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_break_moves_deadlines_within_the_league_allowance_and_admins_extend_one() {
    let (fake, dir, _bot) = with_bot().await;
    let ann = fake.add_user("Ann", false);
    let ben = fake.add_user("Ben", false);
    let cat = fake.add_user("Cat", false);
    let dan = fake.add_user("Dan", false);
    for u in [ben, cat, dan] {
        fake.set_manager(u, false);
    }

    // Two leagues with a week per round: one allows 10 days of breaks, the other 3.
    for (league, allowance) in [("Long League", 10), ("Short League", 3)] {
        let create = json!([
            opt("name", json!(league)),
            opt("game", json!(0)),
            opt("legs", json!(1)),
            opt("deadline_days", json!(7)),
            opt("max_break_days", json!(allowance)),
        ]);
        assert!(say(&fake, ann, "league", "create", create).await.contains("created"));
    }
    // Four in the Long League, so nobody sits out the first round.
    for u in [ann, ben, cat, dan] {
        say(&fake, u, "league", "join", name("Long League")).await;
    }
    for u in [ben, cat] {
        say(&fake, u, "league", "join", name("Short League")).await;
    }
    for league in ["Long League", "Short League"] {
        say(&fake, ann, "league", "start", name(league)).await;
    }
    let store = Store::open(&dir.path().join("t.db")).await.unwrap();
    let long = store.competition(GUILD_ID, "Long League").await.unwrap().unwrap();
    let short = store.competition(GUILD_ID, "Short League").await.unwrap().unwrap();

    // Ben is in both: a nine-day break covers his first deadlines, and is too long for the
    // Short League (3 days a season): refused whole, nothing moved anywhere.
    let until = |days: i64| (Utc::now() + Duration::days(days)).format("%Y-%m-%d").to_string();
    let before_long = store.fixtures(store.current_season(long.id).await.unwrap().id).await.unwrap();
    let before_short = store.fixtures(store.current_season(short.id).await.unwrap().id).await.unwrap();
    let too_long = say(&fake, ben, "profile", "away", json!([opt("until", json!(until(8)))])).await;
    assert!(too_long.contains("'Short League' allows 3 days of breaks a season"), "{too_long}");
    assert_eq!(store.fixtures(before_long[0].season_id).await.unwrap(), before_long);
    assert_eq!(store.fixtures(before_short[0].season_id).await.unwrap(), before_short);
    assert!(say(&fake, ben, "profile", "away", json!([opt("until", json!("soon"))])).await.contains("YYYY-MM-DD"));

    // Ann is only in the Long League: her round-1 deadline (a week away) falls in a nine-day
    // break, and moves by its length; her later ones, and the others' fixtures, stay.
    let today = Utc::now().date_naive();
    let taken = say(&fake, ann, "profile", "away", json!([opt("until", json!(until(8)))])).await;
    // A UTC midnight between reading the date and the bot's reading it makes the break a day
    // shorter.
    let days = if Utc::now().date_naive() == today { [9, 10] } else { [8, 9] };
    assert!(taken.contains("You are away until"), "{taken}");
    let members = store.members(before_long[0].season_id).await.unwrap();
    let ann_id = members.iter().find(|m| m.discord_id == ann).unwrap().player_id;
    let after = store.fixtures(before_long[0].season_id).await.unwrap();
    let mut moved = 0;
    for (b, a) in before_long.iter().zip(&after) {
        let shift = a.spec.deadline_ms.unwrap() - b.spec.deadline_ms.unwrap();
        let in_break = b.involves(ann_id) && b.spec.deadline_ms.unwrap() <= Utc::now().timestamp_millis() + 9 * DAY_MS;
        if in_break {
            assert!(days.iter().any(|d| shift == d * DAY_MS), "moved by the break's days: {shift}");
            assert!(taken.contains(&format!("fixture #{}", b.id)), "{taken}");
            moved += 1;
        } else {
            assert_eq!(shift, 0, "fixture #{} is not in the break", b.id);
        }
    }
    assert_eq!(moved, 1, "one deadline of Ann's fell in the break");
    assert!(store.away_until(ann_id, GUILD_ID, Utc::now().timestamp_millis()).await.unwrap().is_some(), "Ann is away");

    // A longer break counts only the days beyond the first: the deadline it moved already lies
    // beyond them, so it does not move again.
    let moved_fixture = before_long.iter().find(|b| b.involves(ann_id)).unwrap();
    let first_move = store.fixture(moved_fixture.id).await.unwrap().unwrap().spec.deadline_ms.unwrap();
    let lengthened_to = until(9);
    let longer = say(&fake, ann, "profile", "away", json!([opt("until", json!(lengthened_to))])).await;
    assert!(longer.contains("none moved"), "{longer}");
    let second_move = store.fixture(moved_fixture.id).await.unwrap().unwrap().spec.deadline_ms.unwrap();
    assert_eq!(second_move, first_move, "not moved by the whole break again");
    assert!(say(&fake, ann, "profile", "away", json!([opt("until", json!(until(5)))]))
        .await
        .contains("already away until"));
    // The lengthened break is the one running: asked for again, it is refused, naming its last
    // day (not the midnight after it); one more day is counted from its end, as one day.
    let again = say(&fake, ann, "profile", "away", json!([opt("until", json!(lengthened_to))])).await;
    assert!(again.contains(&format!("already away until {lengthened_to} (UTC)")), "{again}");
    let further = say(&fake, ann, "profile", "away", json!([opt("until", json!(until(10)))])).await;
    // Ten days a season: refused when the first break took nine, taken when a UTC midnight made it eight.
    assert!(further.contains("a break of 1 day is too long") || further.contains("You are away until"), "{further}");

    // An admin gives one fixture three more days, with a reason; only admins may.
    let fixture = after.iter().find(|f| !f.involves(ann_id)).unwrap();
    let extend = json!([
        opt("name", json!("Long League")),
        opt("fixture", json!(fixture.id)),
        opt("days", json!(3)),
        opt("reason", json!("Cup final weekend")),
    ]);
    assert!(say(&fake, ben, "league", "extend", extend.clone()).await.contains("Only competition admins"));
    let extended = say(&fake, ann, "league", "extend", extend).await;
    assert!(extended.contains("3 more days") && extended.contains("Cup final weekend"), "{extended}");
    let now = store.fixture(fixture.id).await.unwrap().unwrap();
    assert_eq!(now.spec.deadline_ms.unwrap() - fixture.spec.deadline_ms.unwrap(), 3 * DAY_MS);
    let unknown = json!([
        opt("name", json!("Long League")),
        opt("fixture", json!(9999)),
        opt("days", json!(3)),
        opt("reason", json!("x"))
    ]);
    assert!(say(&fake, ann, "league", "extend", unknown).await.contains("not one of this season's fixtures"));

    let log: Vec<(String, String)> =
        store.audit_log(long.id).await.unwrap().into_iter().map(|e| (e.action, e.detail)).collect();
    assert_eq!(log.iter().filter(|(a, _)| a == "break").count(), 1, "{log:?}");
    assert!(log.iter().any(|(a, d)| a == "extended" && d.contains("Cup final weekend")), "{log:?}");
    assert_clean(&fake).await;
}
