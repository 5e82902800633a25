//! A pyramid's season boundary run from Discord (the real bot against the fake Discord): two
//! divisions made and linked with `/league create division_of:`, a season of each, the
//! play-off across the line drawn by `/league season new` and played as a cup, then the moves
//! as a picture, the pyramid at a glance and a newcomer sent to the bottom. Checked against the
//! database afterwards.

use crate::support::bot::*;
use crate::support::fakecord::{GENERAL, GUILD_ID};
use serde_json::json;
use touchline::store::Store;
use touchline_league::pyramid::Movement;

fn name(league: &str) -> serde_json::Value {
    json!([opt("name", json!(league))])
}

fn season_new(league: &str) -> serde_json::Value {
    json!([{"type": 2, "name": "season", "options": [{"type": 1, "name": "new", "options": name(league)}]}])
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_pyramid_turns_over_a_season_from_discord() {
    let (fake, dir, _bot) = with_bot().await;
    let ann = fake.add_user("Ann", false);
    let ben = fake.add_user("Ben", false);
    let cat = fake.add_user("Cat", false);
    let dan = fake.add_user("Dan", false);
    let eve = fake.add_user("Eve", false);
    for u in [ben, cat, dan, eve] {
        fake.set_manager(u, false);
    }

    let premier = json!([opt("name", json!("Premier")), opt("game", json!(0)), opt("legs", json!(1))]);
    assert!(say(&fake, ann, "league", "create", premier).await.contains("**Premier** created"));
    let champ = json!([
        opt("name", json!("Championship")),
        opt("game", json!(0)),
        opt("legs", json!(1)),
        opt("division_of", json!("Premier")),
    ]);
    let created = say(&fake, ann, "league", "create", champ).await;
    assert!(created.contains("the division below **Premier**"), "{created}");
    // Premier under its own lower division would be a loop; only admins link.
    let upside_down = json!([opt("name", json!("Premier")), opt("division_of", json!("Championship"))]);
    assert!(say(&fake, ben, "pyramid", "link", upside_down.clone()).await.contains("Only competition admins"));
    assert!(say(&fake, ann, "pyramid", "link", upside_down).await.contains("loop"));
    // One club each way, by play-off: the line is changed after the league was made.
    let line = json!([
        opt("name", json!("Championship")),
        opt("division_of", json!("Premier")),
        opt("promotion", json!(1)),
        opt("playoff", json!(true)),
    ]);
    let linked = say(&fake, ann, "pyramid", "link", line).await;
    assert!(linked.contains("1. Premier\n2. Championship (a two-leg play-off for the one place)"), "{linked}");

    for (u, league) in [(ann, "Premier"), (ben, "Premier"), (cat, "Championship"), (dan, "Championship")] {
        assert!(say(&fake, u, "league", "join", name(league)).await.contains(&format!("joined **{league}**")));
    }
    // Too early to turn: told to the admin alone, whatever the reason.
    let refused_privately = |asked: u64, wanted: &'static str| {
        let fake = &fake;
        async move {
            fake.settled(asked).await;
            let replies = fake.replies(asked);
            assert!(!replies.is_empty(), "no answer to /league season new");
            for m in &replies {
                assert!(m.content.contains(wanted), "{}", m.content);
                assert_eq!(m.ephemeral_to, Some(ann), "a refusal in the open: {}", m.content);
            }
        }
    };
    refused_privately(
        fake.slash(ann, GENERAL, "league", season_new("Premier")),
        "not begun yet: 'Premier' (1), 'Championship' (1)",
    )
    .await;
    assert!(say(&fake, ann, "league", "start", name("Premier")).await.contains("1 fixtures"));
    refused_privately(
        fake.slash(ann, GENERAL, "league", season_new("Premier")),
        "still playing: 'Premier' (1); not begun yet: 'Championship' (1)",
    )
    .await;
    assert!(say(&fake, ann, "league", "start", name("Championship")).await.contains("1 fixtures"));
    refused_privately(
        fake.slash(ann, GENERAL, "league", season_new("Premier")),
        "still playing: 'Premier' (1), 'Championship' (1).",
    )
    .await;
    // Ben beats Ann, Cat beats Dan, each reported and confirmed.
    for (winner, loser, league) in [(ben, ann, "Premier"), (cat, dan, "Championship")] {
        let report = json!([opt("name", json!(league)), opt("my_goals", json!(2)), opt("their_goals", json!(0))]);
        say(&fake, winner, "league", "report", report).await;
        say(&fake, loser, "league", "confirm", name(league)).await;
    }
    let early = fake.slash(ann, GENERAL, "league", season_new("Championship"));
    let early = reply_text(&fake, early).await;
    assert!(early.contains("the play-offs come before the next season"), "{early}");
    assert!(early.contains("Ann (Premier) v Cat (Championship)"), "{early}");
    assert!(early.contains("/tournament play name:Championship play-off 1"), "{early}");

    // The play-off, two legs, both won by Cat from below.
    let cup = "Championship play-off 1";
    for _ in 0..2 {
        let report = json!([opt("name", json!(cup)), opt("my_goals", json!(2)), opt("their_goals", json!(0))]);
        let reported = say(&fake, cat, "tournament", "report", report).await;
        assert!(!reported.contains("can't"), "{reported}");
        say(&fake, ann, "tournament", "confirm", name(cup)).await;
    }
    let turned = fake.slash(ann, GENERAL, "league", season_new("Premier"));
    fake.settled(turned).await;
    let replies = fake.replies(turned);
    let text = replies.iter().map(|m| m.content.clone()).collect::<Vec<_>>().join("\n");
    assert!(text.contains("season 2 is open in every division"), "{text}");
    assert!(text.contains("Cat — ⬆ promoted via the play-off"), "{text}");
    assert!(text.contains("Ann — ⬇ relegated after the play-off"), "{text}");
    assert!(replies.iter().any(|m| m.files.iter().any(|f| f.0 == "pyramid.png")), "the moves as a picture");

    // Asked again, the turn is not made twice: the new season is open and not begun.
    refused_privately(fake.slash(ann, GENERAL, "league", season_new("Championship")), "has already been opened").await;

    let glance = say(&fake, dan, "pyramid", "show", name("Championship")).await;
    assert!(glance.contains("Last season: ⬆️ Cat · ⬇️ Ann"), "{glance}");
    assert!(say(&fake, eve, "league", "join", name("Premier")).await.contains("joined **Championship**"));

    // The database: next season's divisions, and the history of the one that ended.
    let store = Store::open(&dir.path().join("t.db")).await.unwrap();
    let premier = store.competition(GUILD_ID, "Premier").await.unwrap().unwrap();
    let champ = store.competition(GUILD_ID, "Championship").await.unwrap().unwrap();
    let names = |season| {
        let store = store.clone();
        async move { store.members(season).await.unwrap().into_iter().map(|m| m.name).collect::<Vec<_>>() }
    };
    assert_eq!(names(store.current_season(premier.id).await.unwrap().id).await, ["Ben", "Cat"]);
    assert_eq!(names(store.current_season(champ.id).await.unwrap().id).await, ["Ann", "Dan", "Eve"]);
    let seasons = store.seasons(premier.id).await.unwrap();
    let ended = [seasons[0].id, store.seasons(champ.id).await.unwrap()[0].id];
    let history: Vec<(String, u32, u32, Movement, Option<bool>)> = store
        .season_history(&ended)
        .await
        .unwrap()
        .into_iter()
        .map(|c| (c.club, c.line.level, c.line.place, c.line.movement, c.line.playoff))
        .collect();
    assert_eq!(
        history,
        [
            ("Ben".to_string(), 1, 1, Movement::Stay, None),
            ("Ann".to_string(), 1, 2, Movement::Down, Some(false)),
            ("Cat".to_string(), 2, 1, Movement::Up, Some(true)),
            ("Dan".to_string(), 2, 2, Movement::Stay, None),
        ]
    );
    assert_clean(&fake).await;
}
