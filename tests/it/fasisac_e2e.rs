//! FASISAC through the real bot and the fake Discord: a full match between two people (one of
//! them with closed DMs) with boosts played whenever held, and a four-manager draft league run
//! from `/tournament create` through the snake draft and its round robin to a champion.

use crate::support::bot::*;
use crate::support::fakecord::{Fake, GENERAL};
use serde_json::json;
use touchline::competition::{FixtureStatus, ResultSource};
use touchline::store::Store;
use touchline_games::{fasisac::cards::get, fasisac::Squad, AnyConfig, AnySquad};

/// A drafted FASISAC squad's player cards.
fn cards(squad: &AnySquad) -> Vec<u8> {
    // FASISAC is the one drafted game, so every squad is one of its.
    let AnySquad::Fasisac(s) = squad;
    s.0.clone()
}

/// Every boost and reroll button, so that windows are answered with cards whenever one is held.
const BOOSTS: [&str; 5] = ["bskill", "btackling", "bshooting", "bkeeping", "reroll"];

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_managers_play_a_full_match_draft_tactics_line_ups_and_boosts() {
    let (fake, _dir, _bot) = with_bot().await;
    let alice = fake.add_user("Alice", false);
    let bob = fake.add_user("Bob", true);
    let options = json!([
        choice(&fake, "play", None, "game", "FASISAC"),
        {"name": "opponent", "type": 6, "value": bob.to_string()},
        opt("penalties", json!(true)),
    ]);
    let challenge = fake.slash(alice, GENERAL, "play", options);
    let text = reply_text(&fake, challenge).await;
    assert!(text.contains("**FASISAC**"), "{text}");
    let message = fake.replies(challenge)[0].clone();
    let accept = message.custom_ids().into_iter().find(|id| id.ends_with(":accept")).unwrap();
    fake.settled(fake.click(bob, message.id, &accept)).await;
    fake.wait_until("the match thread", || !fake.threads().is_empty()).await;
    let thread = fake.threads()[0];

    // Up to the first boost window: its prompt counts down, and offers Pass.
    let live_window = |fake: &Fake| {
        [alice, bob]
            .into_iter()
            .flat_map(|u| private_messages(fake, u))
            .find(|m| m.content.contains("Boost window") && m.custom_ids().iter().any(|id| id.ends_with(":do.pass")))
    };
    drive(&fake, thread, &[alice, bob], &[], |fake| live_window(fake).is_some()).await;
    let window = live_window(&fake).expect("a boost window");
    assert!(window.content.contains("This window closes <t:"), "a countdown: {}", window.content);
    let driven = play_out_with_buttons(&fake, thread, &[alice, bob], &BOOSTS).await;
    let all = texts(&fake, thread).join("\n");
    // The draft is public in the thread; tactics and line-ups are revealed together.
    assert!(all.contains("Pre-match roll") && all.contains(" picks "), "{all}");
    assert!(all.contains("Tactics revealed") && all.contains("Line-ups revealed"), "{all}");
    assert!(all.contains("Half time") && all.contains("Second half"), "{all}");
    assert!(all.contains("Final score") || all.contains("wins") || all.contains("draw"), "{all}");
    // Boosts were played from DM (and the in-channel fallback) buttons, and never named in the
    // thread before they were played.
    assert!(driven.buttons.iter().any(|b| BOOSTS.contains(&b.as_str())), "{driven:?}");
    assert!(all.contains("plays") && all.contains("Boost"), "{all}");
    assert_clean(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn four_managers_snake_draft_then_play_their_round_robin_to_a_champion() {
    let (fake, dir, _bot) = with_bot().await;
    let ann = fake.add_user("Ann", false);
    let ben = fake.add_user("Ben", false);
    let cat = fake.add_user("Cat", true);
    let dan = fake.add_user("Dan", false);
    let eve = fake.add_user("Eve", false);
    let users = [ann, ben, cat, dan];
    let name = || json!([opt("name", json!("Draft Cup"))]);

    // A game without a draft is refused with the games that have one.
    let kix = json!([
        opt("name", json!("Kix Draft")),
        choice(&fake, "tournament", Some("create"), "game", "KIX"),
        choice(&fake, "tournament", Some("create"), "format", "draft-league"),
    ]);
    let refused = say(&fake, ann, "tournament", "create", kix).await;
    assert!(refused.contains("KIX has no draft") && refused.contains("FASISAC"), "{refused}");

    let create = json!([
        opt("name", json!("Draft Cup")),
        choice(&fake, "tournament", Some("create"), "game", "FASISAC"),
        choice(&fake, "tournament", Some("create"), "format", "draft-league"),
        opt("managers", json!(4)),
        choice(&fake, "tournament", Some("create"), "draft", "snake"),
    ]);
    let created = say(&fake, ann, "tournament", "create", create).await;
    assert!(created.contains("Tournament **Draft Cup** created") && created.contains("draft league of 4"), "{created}");
    assert!(created.contains("snake draft") && created.contains("tie-break: FASISAC's rulebook"), "{created}");
    for u in users {
        assert!(say(&fake, u, "tournament", "join", name()).await.contains("joined **Draft Cup**"));
    }
    assert!(say(&fake, eve, "tournament", "join", name()).await.contains("already has its 4 managers"));
    let started = say(&fake, ann, "tournament", "start", name()).await;
    assert!(started.contains("the draft is open in"), "{started}");
    fake.wait_until("the draft thread", || fake.threads().len() == 1).await;
    let draft = fake.threads()[0];

    // Picks are made in the open: the first manager's menu is in the thread, and nobody else
    // can use it.
    let first = |fake: &Fake| users.iter().find_map(|u| open_controls(fake, draft, *u).pop().map(|m| (*u, m)));
    fake.wait_until("the first pick's menu in the thread", || first(&fake).is_some()).await;
    let (picker, menu) = first(&fake).unwrap();
    assert!(menu.content.contains("Draft pick 1"), "{}", menu.content);
    let other = users.iter().copied().find(|u| *u != picker).unwrap();
    let id = menu.custom_ids().into_iter().find(|id| !id.contains(":do.")).unwrap();
    let refused = fake.select(other, menu.id, &id, &menu.options()[0]);
    assert!(reply_text(&fake, refused).await.contains("another player's move"));
    assert_eq!(first(&fake).map(|(u, m)| (u, m.id)), Some((picker, menu.id)), "the menu is untouched");
    // The snake draft, played out from the pick menus in the thread's prompts.
    let done = |fake: &Fake| texts(fake, GENERAL).iter().any(|t| t.contains("draft is complete"));
    drive(&fake, draft, &users, &[], done).await;
    let board = texts(&fake, draft).join("\n");
    assert!(board.contains("snake draft begins") && board.contains("The draft is complete"), "{board}");
    assert!(texts(&fake, GENERAL).iter().any(|t| t.contains("6 fixtures are drawn up")));

    // Three rounds of two fixtures, each between drafted squads.
    for round in 1..=3 {
        let before = fake.threads();
        for &u in &users {
            let text = say(&fake, u, "tournament", "play", name()).await;
            assert!(text.contains("ready") || text.contains("kicks off") || text.contains("already"), "{text}");
        }
        let fresh: Vec<u64> = fake.threads().into_iter().filter(|t| !before.contains(t)).collect();
        assert_eq!(fresh.len(), 2, "round {round} kicks off two fixtures");
        for thread in fresh {
            let all = texts(&fake, thread).join("\n");
            assert!(!all.contains(" picks "), "a fixture between drafted squads has no draft of its own");
            play_out_with_buttons(&fake, thread, &users, &BOOSTS).await;
        }
        fake.wait_until("the round's results", || {
            texts(&fake, GENERAL).iter().filter(|t| t.contains("**Draft Cup** result")).count() == 2 * round
        })
        .await;
    }
    fake.wait_until("the champions", || texts(&fake, GENERAL).iter().any(|t| t.contains("season 1 is over"))).await;

    // The database: four squads of 8 with 1 or 2 keepers, shared out without a card twice;
    // every fixture played on the bot with its two squads.
    let store = Store::open(&dir.path().join("t.db")).await.unwrap();
    let c = store.competition(crate::support::fakecord::GUILD_ID, "draft cup").await.unwrap().unwrap();
    assert_eq!(c.spec.format, crate::support::formats::draft(Some(4)));
    let season = store.current_season(c.id).await.unwrap();
    let squads = store.squads(season.id, c.game).await.unwrap();
    assert_eq!(squads.len(), 4);
    let mut all_cards: Vec<u8> = squads.iter().flat_map(|(_, s)| cards(s)).collect();
    for (_, squad) in &squads {
        assert_eq!(cards(squad).len(), 8);
        assert!((1..=2).contains(&cards(squad).iter().filter(|c| get(**c).keeper).count()));
    }
    all_cards.sort();
    all_cards.dedup();
    assert_eq!(all_cards.len(), 32, "the four squads share all 32 cards");
    let fixtures = store.fixtures(season.id).await.unwrap();
    assert_eq!(fixtures.len(), 6);
    for f in &fixtures {
        assert_eq!(f.status, FixtureStatus::Played);
        assert!(f.result.as_ref().is_some_and(|r| r.source == ResultSource::Bot));
        let stored = store.load_match(f.match_id.unwrap()).await.unwrap();
        let AnyConfig::Fasisac(config) = stored.state.config() else { panic!("a FASISAC fixture") };
        let squad = |p: i64| Squad(cards(&squads.iter().find(|(id, _)| *id == p).unwrap().1));
        assert_eq!(config.squads, Some(vec![squad(f.spec.pairing.home), squad(f.spec.pairing.away)]));
    }
    assert!(season.champion.is_some());
    assert_clean(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn three_managers_auction_their_squads_in_the_open_then_play_to_a_champion() {
    let (fake, dir, _bot) = with_bot().await;
    let ann = fake.add_user("Ann", false);
    let ben = fake.add_user("Ben", true);
    let cat = fake.add_user("Cat", false);
    let users = [ann, ben, cat];
    let name = || json!([opt("name", json!("Auction Cup"))]);
    let create = json!([
        opt("name", json!("Auction Cup")),
        choice(&fake, "tournament", Some("create"), "game", "FASISAC"),
        choice(&fake, "tournament", Some("create"), "format", "draft-league"),
        opt("managers", json!(3)),
        choice(&fake, "tournament", Some("create"), "draft", "auction"),
    ]);
    let created = say(&fake, ann, "tournament", "create", create).await;
    assert!(created.contains("draft league of 3") && created.contains("auction draft"), "{created}");
    for u in users {
        assert!(say(&fake, u, "tournament", "join", name()).await.contains("joined **Auction Cup**"));
    }
    assert!(say(&fake, ann, "tournament", "start", name()).await.contains("the draft is open in"));
    fake.wait_until("the draft thread", || fake.threads().len() == 1).await;
    let draft = fake.threads()[0];

    // Up to the first bidding: the bid buttons are in the thread, with the bid timer.
    let bidding = |fake: &Fake| {
        users.iter().flat_map(|u| open_controls(fake, draft, *u)).find(|m| m.content.contains("Raise the bid"))
    };
    drive(&fake, draft, &users, &[], |fake| bidding(fake).is_some()).await;
    let lot = bidding(&fake).unwrap();
    assert!(
        lot.content.contains("<t:") && lot.custom_ids().iter().any(|id| id.ends_with(":do.bidlow")),
        "{}",
        lot.content
    );
    // The rest of the auction: everyone passes on every lot but the first raise offered.
    let done = |fake: &Fake| texts(fake, GENERAL).iter().any(|t| t.contains("draft is complete"));
    drive(&fake, draft, &users, &["pass"], done).await;
    let board = texts(&fake, draft).join("\n");
    assert!(board.contains("puts") && board.contains("SOLD: "), "{board}");

    for _ in 1..=3 {
        let before = fake.threads();
        for &u in &users {
            say(&fake, u, "tournament", "play", name()).await;
        }
        let fresh: Vec<u64> = fake.threads().into_iter().filter(|t| !before.contains(t)).collect();
        for thread in fresh {
            play_out_with_buttons(&fake, thread, &users, &BOOSTS).await;
        }
    }
    fake.wait_until("the champions", || texts(&fake, GENERAL).iter().any(|t| t.contains("season 1 is over"))).await;
    let store = Store::open(&dir.path().join("t.db")).await.unwrap();
    let c = store.competition(crate::support::fakecord::GUILD_ID, "auction cup").await.unwrap().unwrap();
    let season = store.current_season(c.id).await.unwrap();
    let squads = store.squads(season.id, c.game).await.unwrap();
    assert_eq!(squads.len(), 3);
    assert!(squads.iter().all(|(_, s)| cards(s).len() == 8));
    assert!(season.champion.is_some());
    assert_clean(&fake).await;
}
