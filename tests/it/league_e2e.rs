//! A season of a league and a knockout cup run entirely from Discord (the real bot binary
//! against the fake Discord in `tests/it/support`), checked against the database afterwards.

use std::collections::HashMap;

use crate::support::bot::*;
use crate::support::fakecord::{Fake, GENERAL};
use serde_json::json;
use touchline::competition::{FixtureStatus, ResultSource};
use touchline::store::Store;
use touchline_games::GameKind;
use touchline_league::{Played, Preset};

fn channel_texts(fake: &Fake) -> Vec<String> {
    fake.visible(GENERAL, 0).into_iter().map(|m| m.content).collect()
}

fn threads_finished(fake: &Fake) -> usize {
    fake.threads().into_iter().filter(|t| finished(fake, *t)).count()
}

/// Every player asks to play their next fixture; returns the threads that kicked off.
async fn kick_off_round(fake: &Fake, users: &[u64], group: &str, league: &str) -> Vec<u64> {
    let before = fake.threads();
    for &u in users {
        let text = say(fake, u, group, "play", json!([opt("name", json!(league))])).await;
        assert!(
            text.contains("ready") || text.contains("kicks off") || text.contains("already being played"),
            "{text}"
        );
    }
    let fresh: Vec<u64> = fake.threads().into_iter().filter(|t| !before.contains(t)).collect();
    fresh
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn four_people_play_a_double_round_robin_season_to_the_end() {
    let (fake, dir, _bot) = with_bot().await;
    let ann = fake.add_user("Ann", false);
    let ben = fake.add_user("Ben", false);
    let cat = fake.add_user("Cat", true);
    let dan = fake.add_user("Dan", false);
    for u in [ben, cat, dan] {
        fake.set_manager(u, false);
    }
    let users = [ann, ben, cat, dan];
    let name = || json!([opt("name", json!("Sunday League"))]);

    // Only admins create; bad points are explained.
    let create = json!([opt("name", json!("Sunday League")), opt("game", json!(0)), opt("legs", json!(2))]);
    assert!(say(&fake, ben, "league", "create", create.clone()).await.contains("Only competition admins"));
    let bad = json!([opt("name", json!("X")), opt("game", json!(0)), opt("points", json!("three"))]);
    assert!(say(&fake, ann, "league", "create", bad).await.contains("win-draw-loss"));
    let created = say(&fake, ann, "league", "create", create.clone()).await;
    assert!(created.contains("League **Sunday League** created"), "{created}");
    assert!(say(&fake, ann, "league", "create", create).await.contains("already a competition called"));
    assert!(say(&fake, ann, "league", "table", json!([opt("name", json!("Nope"))]))
        .await
        .contains("Known: Sunday League"));

    assert!(say(&fake, ann, "league", "start", name()).await.contains("needs at least 2 members"));
    for u in users {
        assert!(say(&fake, u, "league", "join", name()).await.contains("joined **Sunday League**"));
    }
    assert!(say(&fake, ben, "league", "join", name()).await.contains("already in"));
    assert!(say(&fake, ben, "league", "start", name()).await.contains("Only competition admins"));
    let started = say(&fake, ann, "league", "start", name()).await;
    assert!(started.contains("12 fixtures"), "{started}");
    // The season's drawing of lots is sealed when it starts, its seed kept until it ends.
    let lots_seal = started.split("drawing of lots is sealed: `").nth(1).expect("the lots' seal").to_string();
    let lots_seal: String = lots_seal.chars().take(64).collect();
    assert!(lots_seal.chars().all(|c| c.is_ascii_hexdigit()), "{started}");
    assert!(say(&fake, ben, "league", "leave", name()).await.contains("has started"));

    // Saying so twice: the side already ready is answered privately, and nobody is called again.
    let first = say(&fake, ann, "league", "play", name()).await;
    assert!(first.contains("your opponent is ready"), "{first}");
    let public_before = channel_texts(&fake).len();
    let again = sub(&fake, ann, "league", "play", name());
    let said = reply_text(&fake, again).await;
    assert!(said.contains("ready for your **Sunday League** fixture") && said.contains("already"), "{said}");
    assert!(fake.replies(again).iter().all(|m| m.ephemeral_to == Some(ann)), "answered to Ann alone");
    assert_eq!(channel_texts(&fake).len(), public_before, "no second call in the channel");

    // Six rounds, two fixtures each, every match played on the bot to the end.
    for round in 1..=6 {
        let threads = kick_off_round(&fake, &users, "league", "Sunday League").await;
        assert_eq!(threads.len(), 2, "round {round} kicks off two fixtures");
        for thread in threads {
            play_out(&fake, thread, &users).await;
        }
        fake.wait_until("the round's results to be announced", || {
            channel_texts(&fake).iter().filter(|t| t.contains("**Sunday League** result")).count() == 2 * round
        })
        .await;
    }
    assert_eq!(threads_finished(&fake), 12);
    fake.wait_until("the champions", || channel_texts(&fake).iter().any(|t| t.contains("season 1 is over"))).await;
    let last = fake.visible(GENERAL, 0).into_iter().find(|m| m.content.contains("season 1 is over")).unwrap();
    fake.wait_until("the lots revealed", || channel_texts(&fake).iter().any(|t| t.contains("drawing of lots:"))).await;
    let reveal = channel_texts(&fake).into_iter().find(|t| t.contains("drawing of lots:")).unwrap();
    assert!(reveal.contains(&lots_seal), "{reveal}");
    let canonical = reveal.split("printf '%s' '").nth(1).unwrap().split('\'').next().unwrap();
    assert!(canonical.starts_with("touchline-fair-v1|lots=") && canonical.contains("engine=touchline-league/"));
    assert_eq!(touchline::fairness::sha256_hex(canonical.as_bytes()), lots_seal, "the lots' seal checks");
    assert_eq!(last.files.iter().map(|f| f.0.as_str()).collect::<Vec<_>>(), ["final-table.png"]);

    // The database agrees, result by result, and the table follows from the results.
    let store = Store::open(&dir.path().join("t.db")).await.unwrap();
    let c = store.competition(crate::support::fakecord::GUILD_ID, "sunday league").await.unwrap().unwrap();
    let season = store.current_season(c.id).await.unwrap();
    let fixtures = store.fixtures(season.id).await.unwrap();
    assert_eq!(fixtures.len(), 12);
    assert!(fixtures.iter().all(|f| f.status == FixtureStatus::Played && f.match_id.is_some()));
    assert!(fixtures.iter().all(|f| f.result.as_ref().is_some_and(|r| r.source == ResultSource::Bot)));
    let members: Vec<i64> = store.members(season.id).await.unwrap().iter().map(|m| m.player_id).collect();
    let results: Vec<Played> = fixtures
        .iter()
        .map(|f| {
            let r = f.result.as_ref().unwrap();
            Played {
                home: f.spec.pairing.home,
                away: f.spec.pairing.away,
                home_goals: r.home_goals,
                away_goals: r.away_goals,
                decided_for: r.decided_for,
            }
        })
        .collect();
    let expected =
        touchline_league::table(&members, &results, c.spec.points, &Preset::Football.chain(), season.lots_seed)
            .unwrap();
    let names: HashMap<i64, String> =
        store.members(season.id).await.unwrap().into_iter().map(|m| (m.player_id, m.name)).collect();
    assert_eq!(season.champion, Some(expected.rows[0].entrant));

    let table = sub(&fake, dan, "league", "table", name());
    let table_text = reply_text(&fake, table).await;
    let reply = fake.replies(table);
    assert_eq!(reply[0].files.iter().map(|f| f.0.as_str()).collect::<Vec<_>>(), ["table-1.png"]);
    for row in &expected.rows {
        let line = format!(
            "{:>2}  {:<14} {:>2} {:>2} {:>2} {:>2} {:>3} {:>3} {:>+3} {:>4}",
            row.position,
            names[&row.entrant],
            row.played,
            row.won,
            row.drawn,
            row.lost,
            row.goals_for,
            row.goals_against,
            row.goal_difference,
            row.points
        );
        assert!(table_text.contains(&line), "table line {line:?} in {table_text}");
        assert_eq!(row.played, 6);
    }
    // Every tie-break used is named under the table.
    for pair in expected.rows.windows(2) {
        if let Some(c) = pair[1].separated_by.filter(|c| *c != touchline_league::Criterion::Points) {
            let note = format!("{} above {} on {}", names[&pair[0].entrant], names[&pair[1].entrant], c.label());
            assert!(table_text.contains(&note), "{note} in {table_text}");
        }
    }

    // Ratings: six rated matches each, Elo points only change hands.
    let ratings = store.ratings(GameKind::Kix).await.unwrap();
    assert_eq!(ratings.len(), 4);
    assert!(ratings.iter().all(|(_, _, r)| r.played == 6));
    let total: f64 = ratings.iter().map(|(_, _, r)| r.rating).sum();
    assert!((total - 6000.0).abs() < 1e-6, "Elo is zero-sum: {total}");
    let board = say(&fake, ben, "rating", "leaderboard", json!([opt("game", json!(0))])).await;
    assert!(board.contains(&format!("1. **{}** — {:.0} (6 played)", ratings[0].1, ratings[0].2.rating)), "{board}");

    // The export holds the same table and every result.
    let export = sub(&fake, cat, "league", "export", name());
    fake.settled(export).await;
    let files = fake.replies(export)[0].texts.clone();
    assert_eq!(files.len(), 2, "{files:?}");
    let (table_csv, results_csv) = (&files[0].1, &files[1].1);
    assert!(table_csv.starts_with("Pos,Team,P,W,D,L,GF,GA,GD,Pts,Form,Decided by\r\n"), "{table_csv}");
    let top = &expected.rows[0];
    assert!(table_csv.contains(&format!("1,{},6,{},{},{}", names[&top.entrant], top.won, top.drawn, top.lost)));
    assert_eq!(results_csv.lines().count(), 13, "a header and twelve results");
    assert_eq!(results_csv.matches(",played,bot").count(), 12, "{results_csv}");

    // A new season keeps the members and starts from an empty table.
    let season_new = json!([{"type": 2, "name": "season", "options": [{"type": 1, "name": "new", "options": name()}]}]);
    let refused = fake.slash(ben, GENERAL, "league", season_new.clone());
    assert!(reply_text(&fake, refused).await.contains("Only competition admins"));
    let fresh = fake.slash(ann, GENERAL, "league", season_new);
    let fresh = reply_text(&fake, fresh).await;
    assert!(fresh.contains("season 2 is open with the same 4 members"), "{fresh}");
    let season2 = store.current_season(c.id).await.unwrap();
    assert_eq!(season2.number, 2);
    assert_eq!(store.members(season2.id).await.unwrap().len(), 4);
    assert!(store.final_table(season.id).await.unwrap().is_some(), "the old table is archived");
    assert_clean(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_knockout_cup_with_a_level_tie_settled_on_penalties() {
    let (fake, dir, _bot) = with_bot().await;
    let users: Vec<u64> = ["Ann", "Ben", "Cat", "Dan"].iter().map(|n| fake.add_user(n, false)).collect();
    let name = || json!([opt("name", json!("Cup"))]);
    let create = json!([opt("name", json!("Cup")), opt("game", json!(0)), opt("format", json!(0))]);
    assert!(say(&fake, users[0], "tournament", "create", create).await.contains("Tournament **Cup** created"));
    for &u in &users {
        say(&fake, u, "tournament", "join", name()).await;
    }
    assert!(say(&fake, users[0], "league", "table", name()).await.contains("is a knockout: see `/tournament bracket`"));
    let started = say(&fake, users[0], "tournament", "start", name()).await;
    assert!(started.contains("2 fixtures"), "{started}");

    let store = Store::open(&dir.path().join("t.db")).await.unwrap();
    let c = store.competition(crate::support::fakecord::GUILD_ID, "Cup").await.unwrap().unwrap();
    let season = store.current_season(c.id).await.unwrap();
    let semis = store.fixtures(season.id).await.unwrap();
    let discord: HashMap<i64, u64> =
        store.members(season.id).await.unwrap().iter().map(|m| (m.player_id, m.discord_id)).collect();
    let player = |id: i64| discord[&id];
    // Seeds 1 v 4 and 2 v 3: the first semi-final is played on the bot (a winner is needed) ...
    let (first, second) = (&semis[0], &semis[1]);
    assert!(first.spec.result_needed);
    let (h, a) = (player(first.spec.pairing.home), player(first.spec.pairing.away));
    let threads = kick_off_round(&fake, &[h, a], "tournament", "Cup").await;
    assert_eq!(threads.len(), 1);
    play_out(&fake, threads[0], &[h, a]).await;

    // ... the second was played on a table at the club: 2–2, the away side through on penalties.
    let (h2, a2) = (player(second.spec.pairing.home), player(second.spec.pairing.away));
    let level = json!([opt("name", json!("Cup")), opt("my_goals", json!(2)), opt("their_goals", json!(2))]);
    assert!(say(&fake, a2, "tournament", "report", level).await.contains("say who went through"));
    let report = json!([
        opt("name", json!("Cup")),
        opt("my_goals", json!(2)),
        opt("their_goals", json!(2)),
        opt("went_through", json!(true))
    ]);
    assert!(say(&fake, a2, "tournament", "report", report).await.contains("reports 2–2"));
    assert!(say(&fake, a2, "tournament", "confirm", name()).await.contains("your opponent has to confirm"));
    assert!(say(&fake, h2, "tournament", "confirm", name()).await.contains("Result confirmed"));

    fake.wait_until("the final to be drawn", || channel_texts(&fake).iter().any(|t| t.contains("next round is drawn")))
        .await;
    let fixtures = store.fixtures(season.id).await.unwrap();
    let semi2 = fixtures.iter().find(|f| f.id == second.id).unwrap();
    assert_eq!(semi2.result.as_ref().unwrap().decided_for, Some(second.spec.pairing.away));
    let final_ = fixtures.iter().find(|f| f.spec.pairing.round == 2).unwrap().clone();
    assert!(final_.involves(second.spec.pairing.away), "the penalty winner is in the final");

    let (fh, fa) = (player(final_.spec.pairing.home), player(final_.spec.pairing.away));
    let threads = kick_off_round(&fake, &[fh, fa], "tournament", "Cup").await;
    play_out(&fake, threads[0], &[fh, fa]).await;
    fake.wait_until("the champions", || channel_texts(&fake).iter().any(|t| t.contains("season 1 is over"))).await;
    let done = fake.visible(GENERAL, 0).into_iter().find(|m| m.content.contains("season 1 is over")).unwrap();
    assert_eq!(done.files.iter().map(|f| f.0.as_str()).collect::<Vec<_>>(), ["bracket.png"]);

    let bracket = sub(&fake, users[1], "tournament", "bracket", name());
    let text = reply_text(&fake, bracket).await;
    assert!(text.contains("**Final**") && text.contains("2–2"), "{text}");
    assert_eq!(fake.replies(bracket)[0].files[0].0, "bracket.png");
    let season = store.current_season(c.id).await.unwrap();
    let winner = store.fixture(final_.id).await.unwrap().unwrap().result.unwrap();
    let champion = if winner.home_goals > winner.away_goals
        || (winner.home_goals == winner.away_goals && winner.decided_for == Some(final_.spec.pairing.home))
    {
        final_.spec.pairing.home
    } else {
        final_.spec.pairing.away
    };
    assert_eq!(season.champion, Some(champion));
    assert_clean(&fake).await;
}
