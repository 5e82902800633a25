//! Win chances on Discord (the real bot against the fake Discord): a friendly keeps its chances
//! after every board, tells the thread each big swing once, and ends on the result.

use touchline::session::chances::{chances_text, BIG_SWING};
use touchline::store::Store;

use crate::support::bot::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_friendly_keeps_its_chances_and_tells_its_thread_the_big_swings() {
    let (fake, dir, _bot) = with_bot().await;
    let alice = fake.add_user("Alice", false);
    let thread = kick_off_against_the_computer(&fake, alice, 0).await;
    play_out(&fake, thread, &[alice]).await;
    let store = Store::open(&dir.path().join("t.db")).await.unwrap();
    let id = store.match_in_thread(thread).await.unwrap().expect("the match of the thread").match_id;
    // The chances are worked out after the board goes out; the key moments come once the
    // result's chances are kept, so their post is the sign that every row is in.
    let moments_post = |fake: &crate::support::fakecord::Fake| {
        fake.visible(thread, 0).into_iter().filter(|m| m.content.starts_with("**Key moments**")).collect::<Vec<_>>()
    };
    fake.wait_until("the key moments", || !moments_post(&fake).is_empty()).await;
    // The chances after the last board are the result: certain, worked out from no world.
    let kept = store.match_chances(id).await.unwrap();
    let last = kept.last().expect("chances were kept");
    assert_eq!(last.chances.worlds, 0, "the result's chances come last: {kept:?}");
    assert!(last.chances.win.contains(&1.0) || last.chances.draw == 1.0, "{last:?}");
    assert!(kept.len() > 2, "a row after each board: {}", kept.len());
    for k in &kept {
        let sum: f32 = k.chances.win.iter().sum::<f32>() + k.chances.draw;
        assert!((sum - 1.0).abs() < 1e-3, "{k:?}");
    }
    assert!(kept.windows(2).all(|w| w[0].version < w[1].version && w[0].plays <= w[1].plays));
    // Each told row is one line in the thread, after a swing of at least BIG_SWING from the
    // last one told (the first kept is the yardstick until then).
    let told: Vec<_> = kept.iter().filter(|k| k.posted).collect();
    let mut since = &kept[0].chances;
    for k in &told {
        assert!(k.chances.swing_from(since) >= BIG_SWING, "{k:?} after {since:?}");
        since = &k.chances;
    }
    let stored = store.load_match(id).await.unwrap();
    let names = stored.names(touchline_i18n::Lang::En);
    let lines = |fake: &crate::support::fakecord::Fake| {
        fake.visible(thread, 0)
            .into_iter()
            .filter(|m| m.content.starts_with("Win chances:"))
            .map(|m| m.content)
            .collect::<Vec<_>>()
    };
    fake.wait_until("every told swing in the thread", || lines(&fake).len() == told.len()).await;
    let expected: Vec<String> =
        told.iter().map(|k| chances_text(&k.chances, &names, touchline_i18n::Lang::En)).collect();
    assert_eq!(lines(&fake), expected);

    // Then, once, the key moments: three to five swings, each with its board.
    let moments = store.key_moments(id).await.unwrap().expect("kept");
    assert!((3..=5).contains(&moments.len()), "{moments:?}");
    let post = moments_post(&fake);
    assert_eq!(post.len(), 1, "posted once");
    assert_eq!(post[0].files.len(), moments.len(), "a board for each");
    assert_eq!(post[0].content.lines().count(), 1 + moments.len(), "{}", post[0].content);
    let versions: Vec<u64> = kept.iter().map(|k| k.version).collect();
    for m in &moments {
        assert!(versions.contains(&m.before) && versions.contains(&m.after), "{m:?}");
        assert!(m.instead.as_ref().is_none_or(|i| i.input != m.played));
    }
    assert_clean(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_league_forecasts_its_season_from_the_table_and_the_fixtures_left() {
    use serde_json::json;
    let (fake, _dir, _bot) = with_bot().await;
    let names = ["Ann", "Ben", "Cat", "Dan"];
    let users: Vec<u64> = names.iter().map(|n| fake.add_user(n, false)).collect();
    let league = || json!([opt("name", json!("Star League"))]);
    let create = json!([opt("name", json!("Star League")), opt("game", json!(0)), opt("legs", json!(1))]);
    say(&fake, users[0], "league", "create", create).await;
    for &u in &users {
        say(&fake, u, "league", "join", league()).await;
    }
    say(&fake, users[0], "league", "start", league()).await;
    // Before a ball is kicked: six fixtures left, every club in with a chance of the title.
    let odds = say(&fake, users[1], "league", "odds", league()).await;
    assert!(odds.contains("10000") || odds.contains("10,000"), "{odds}");
    assert!(odds.contains("the 6 fixtures left"), "{odds}");
    // The table is the code block; the lines under it say who needs what.
    let table = odds.split("```").nth(1).expect("the forecast's table");
    let rows: Vec<&str> = table.lines().filter(|l| names.iter().any(|n| l.trim_start().starts_with(n))).collect();
    assert_eq!(rows.len(), 4, "{odds}");
    assert!(!odds.contains("is champion with"), "no club's needs before the last rounds: {odds}");
    let titles: f64 =
        rows.iter().map(|r| r.split_whitespace().nth(1).unwrap().trim_end_matches('%').parse::<f64>().unwrap()).sum();
    assert!((titles - 100.0).abs() < 0.5, "the titles add up to 100%: {odds}");
    assert!(rows.iter().all(|r| !r.split_whitespace().nth(1).unwrap().starts_with('—')), "{odds}");
    // A cup has no table to forecast: refused, to the asker alone.
    let cup = json!([opt("name", json!("Star Cup")), opt("game", json!(0))]);
    say(&fake, users[0], "tournament", "create", cup).await;
    let refused = say(&fake, users[0], "league", "odds", json!([opt("name", json!("Star Cup"))])).await;
    assert!(!refused.contains("Title") && refused.contains("Star Cup"), "{refused}");
    assert_clean(&fake).await;
}

/// An admin hides a competition's win chances and shows them again, told in its channel;
/// anyone else is refused and changes nothing.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_admin_shows_or_hides_a_competitions_win_chances() {
    use serde_json::json;
    use touchline_i18n::{say, Lang};
    let (fake, dir, _bot) = with_bot().await;
    let ann = fake.add_user("Ann", false);
    let ben = fake.add_user("Ben", false);
    fake.set_manager(ben, false);
    let create = json!([opt("name", json!("Star League")), opt("game", json!(0)), opt("legs", json!(1))]);
    crate::support::bot::say(&fake, ann, "league", "create", create).await;
    let store = Store::open(&dir.path().join("t.db")).await.unwrap();
    let competitions = store.server_competitions(crate::support::fakecord::GUILD_ID).await.unwrap();
    let league = competitions.iter().map(|(c, _)| c).find(|c| c.spec.name == "Star League").expect("made");
    assert!(store.competition_shows_chances(league.id).await.unwrap(), "shown when a competition is made");
    let set = |show: bool| json!([opt("name", json!("Star League")), opt("show", json!(show))]);

    let refused = crate::support::bot::say(&fake, ben, "server", "chances", set(false)).await;
    assert_eq!(refused, say!(touchline::speech::LEAGUES, Lang::En, "admins-only-chances"));
    assert!(store.competition_shows_chances(league.id).await.unwrap(), "a refusal changes nothing");

    let hidden = crate::support::bot::say(&fake, ann, "server", "chances", set(false)).await;
    assert_eq!(hidden, say!(touchline::speech::LEAGUES, Lang::En, "chances-hidden", name = "Star League"));
    assert!(!store.competition_shows_chances(league.id).await.unwrap());
    let shown = crate::support::bot::say(&fake, ann, "server", "chances", set(true)).await;
    assert_eq!(shown, say!(touchline::speech::LEAGUES, Lang::En, "chances-shown", name = "Star League"));
    assert!(store.competition_shows_chances(league.id).await.unwrap());
    assert_clean(&fake).await;
}
