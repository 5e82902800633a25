//! Tables of more than two, and the games' options as slash-command parameters, through the
//! real bot and the fake Discord. Tally, the test game built into test binaries, takes two to
//! four players.

use crate::support::bot::*;
use crate::support::fakecord::{Fake, BOT_ID, GENERAL};
use serde_json::{json, Value};
use touchline_games::players::{Brain, Occupant};

/// The registered `game` choice for a game's title.
fn game(fake: &Fake, title: &str) -> Value {
    let w = fake.world();
    let play = w.commands.iter().find(|c| c["name"] == "play").expect("/play registered");
    let choices = play["options"].as_array().unwrap().iter().find(|o| o["name"] == "game").unwrap()["choices"].clone();
    let value =
        choices.as_array().unwrap().iter().find(|c| c["name"] == title).expect("the game is offered")["value"].clone();
    json!({"name": "game", "type": 4, "value": value})
}

fn user_option(name: &str, user: u64) -> Value {
    json!({"name": name, "type": 6, "value": user.to_string()})
}

fn message_with(fake: &Fake, channel: u64, text: &str) -> Option<crate::support::fakecord::FakeMessage> {
    fake.visible(channel, 0).into_iter().rev().find(|m| m.content.contains(text))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn three_people_accept_a_challenge_play_it_out_and_get_a_rematch() {
    let (fake, dir, _bot) = with_bot().await;
    let alice = fake.add_user("Alice", false);
    let bob = fake.add_user("Bob", true); // Bob chooses through the thread's button
    let carol = fake.add_user("Carol", false);
    let dave = fake.add_user("Dave", false);
    let tally = game(&fake, "Tally");
    let options = json!([
        tally,
        user_option("opponent", bob),
        user_option("opponent2", carol),
        {"name": "rounds", "type": 3, "value": "2"}
    ]);
    let challenge = fake.slash(alice, GENERAL, "play", options);
    let text = reply_text(&fake, challenge).await;
    assert!(
        text.starts_with(&format!("<@{bob}>, <@{carol}>, <@{alice}> challenges you to **Tally** (2 rounds)")),
        "{text}"
    );
    assert!(text.contains("Seats: 1. Alice · 2. Bob · 3. Carol"), "the seat order is shown: {text}");
    let message = fake.replies(challenge)[0].clone();
    let accept = message.custom_ids().into_iter().find(|id| id.ends_with(":accept")).unwrap();

    // Someone not invited cannot accept, the host is told who is still to answer, and one of
    // two acceptances starts nothing.
    let stranger = fake.click(dave, message.id, &accept);
    assert!(reply_text(&fake, stranger).await.contains("Only the players who were challenged can accept"));
    let host = fake.click(alice, message.id, &accept);
    assert_eq!(reply_text(&fake, host).await, "You set this table; it starts once Bob, Carol have all accepted.");
    fake.settled(fake.click(bob, message.id, &accept)).await;
    let waiting = fake.world().messages().iter().find(|m| m.id == message.id).unwrap().content.clone();
    assert!(waiting.contains(&format!("Accepted: <@{bob}> ✓ · waiting for <@{carol}>.")), "{waiting}");
    assert!(fake.threads().is_empty(), "no match before everyone has accepted");
    fake.settled(fake.click(carol, message.id, &accept)).await;
    fake.wait_until("the match thread", || !fake.threads().is_empty()).await;
    let thread = fake.threads()[0];
    assert_eq!(fake.world().channels[&thread].name, "Tally: Alice v Bob v Carol");
    fake.wait_until("the kick-off", || message_with(&fake, thread, "Seats: 1. Alice · 2. Bob · 3. Carol").is_some())
        .await;

    // Everyone is asked; one choice leaves two waiting, and nothing of what was chosen shows.
    fake.wait_until("Alice's and Carol's DM prompts", || {
        !prompts(&fake, alice).is_empty() && !prompts(&fake, carol).is_empty()
    })
    .await;
    fake.wait_until("Bob's button", || !open_buttons(&fake, thread, bob).is_empty()).await;
    let (prompt, id) = prompts(&fake, carol).pop().unwrap();
    fake.settled(fake.select(carol, prompt.id, &id, &prompt.options()[2])).await;
    let line = format!("Waiting for <@{alice}>, <@{bob}> (chosen: <@{carol}> ✓).");
    fake.wait_until("the waiting line", || message_with(&fake, thread, &line).is_some()).await;
    assert!(fake.visible(thread, 0).iter().all(|m| !m.content.contains("Pick 3")), "a pick shows in public");

    let choices = play_out(&fake, thread, &[alice, bob, carol]).await;
    assert!(choices >= 5, "two rounds for three players, one made already ({choices})");
    let last = last_board(&fake, thread);
    assert!(last.content.contains("Final score: Alice "), "{}", last.content);
    assert!(last.content.contains(" · Bob ") && last.content.contains(" · Carol "), "{}", last.content);

    // A match of three is not rated: ratings compare two people.
    let store = touchline::store::Store::open(&dir.path().join("t.db")).await.unwrap();
    assert!(store.ratings(touchline_games::GameKind::Tally).await.unwrap().is_empty());

    // The rematch: the same table, everyone one seat on.
    let rematch = last.custom_ids().into_iter().find(|id| id.ends_with(":rematch")).unwrap();
    let again = fake.click(bob, last.id, &rematch);
    assert!(reply_text(&fake, again).await.contains("rematch"));
    fake.wait_until("the rematch thread", || fake.threads().len() == 2).await;
    let second = fake.threads().into_iter().find(|t| *t != thread).unwrap();
    assert_eq!(fake.world().channels[&second].name, "Tally: Bob v Carol v Alice");
    assert_clean(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_open_table_takes_players_until_its_host_starts_it() {
    let (fake, _dir, _bot) = with_bot().await;
    let alice = fake.add_user("Alice", false);
    let bob = fake.add_user("Bob", false);
    let carol = fake.add_user("Carol", false);
    let open =
        fake.slash(alice, GENERAL, "play", json!([game(&fake, "Tally"), {"name": "open", "type": 5, "value": true}]));
    let text = reply_text(&fake, open).await;
    assert!(text.contains(&format!("<@{alice}> has a table for **Tally**")) && text.contains("1/4 seated"), "{text}");
    let table = fake.replies(open)[0].clone();
    let id = |action: &str| table.custom_ids().into_iter().find(|id| id.ends_with(action)).unwrap();
    let content = || fake.world().messages().iter().find(|m| m.id == table.id).unwrap().content.clone();

    let early = fake.click(alice, table.id, &id(":start"));
    assert!(reply_text(&fake, early).await.contains("Tally needs at least 2 players; 1 seated so far"));
    fake.settled(fake.click(bob, table.id, &id(":join"))).await;
    assert!(content().contains("2/4 seated"), "{}", content());
    let twice = fake.click(bob, table.id, &id(":join"));
    assert!(reply_text(&fake, twice).await.contains("already at this table"));
    fake.settled(fake.click(bob, table.id, &id(":leave"))).await;
    assert!(content().contains("1/4 seated"), "{}", content());
    for user in [carol, bob] {
        fake.settled(fake.click(user, table.id, &id(":join"))).await;
    }
    let not_host = fake.click(bob, table.id, &id(":start"));
    assert!(reply_text(&fake, not_host).await.contains("Only the player who opened the table can start it"));
    fake.settled(fake.click(alice, table.id, &id(":start"))).await;
    fake.wait_until("the match thread", || !fake.threads().is_empty()).await;
    let thread = fake.threads()[0];
    assert_eq!(fake.world().channels[&thread].name, "Tally: Alice v Carol v Bob", "seats in the order they sat");
    fake.wait_until("three prompts", || [alice, bob, carol].iter().all(|u| !prompts(&fake, *u).is_empty())).await;
    let late = fake.click(fake.add_user("Dave", false), table.id, &id(":join"));
    assert!(reply_text(&fake, late).await.contains("full or has started"));
    assert_clean(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn game_options_are_parameters_with_choices_and_suggestions() {
    let (fake, _dir, _bot) = with_bot().await;
    let alice = fake.add_user("Alice", false);
    let bob = fake.add_user("Bob", false);
    let carol = fake.add_user("Carol", false);
    let play = fake.world().commands.iter().find(|c| c["name"] == "play").cloned().unwrap();
    let option = |name: &str| play["options"].as_array().unwrap().iter().find(|o| o["name"] == name).cloned();
    let format = option("format").expect("KIX's format is a parameter");
    let names: Vec<&str> = format["choices"].as_array().unwrap().iter().map(|c| c["name"].as_str().unwrap()).collect();
    // KIX and Futbol Dash both have a format: each choice names its game.
    assert_eq!(names[..2], ["5-a-side (KIX)", "11-a-side (KIX)"]);
    assert!(names.contains(&"Regular (first to 3 goals) (Futbol Dash)"), "{names:?}");
    assert_eq!(option("advanced").expect("FUBA's rules are a parameter")["autocomplete"], true);

    // Suggestions follow what is typed, for the game chosen.
    let typing = json!([game(&fake, "FUBA"), {"name": "advanced", "type": 3, "value": "a1,", "focused": true}]);
    let asked = fake.autocomplete(alice, GENERAL, "play", typing);
    fake.settled(asked).await;
    let values: Vec<String> = fake.suggestions(asked).into_iter().map(|(_, v)| v).collect();
    assert!(values.contains(&"a1,a2".to_string()) && values.iter().all(|v| v.starts_with("a1,")), "{values:?}");

    // An option of another game, or too many opponents, is refused privately with what is allowed.
    let kix = game(&fake, "KIX");
    let wrong = fake.slash(alice, GENERAL, "play", json!([kix, {"name": "advanced", "type": 3, "value": "a1"}]));
    let text = reply_text(&fake, wrong).await;
    assert!(text.contains("KIX has no option `advanced` (that is an option of FUBA)"), "{text}");
    assert_eq!(fake.replies(wrong)[0].ephemeral_to, Some(alice));
    let crowd =
        fake.slash(alice, GENERAL, "play", json!([kix, user_option("opponent", bob), user_option("opponent2", carol)]));
    assert!(reply_text(&fake, crowd).await.contains("KIX is played by 2 players: name at most 1 opponent"));
    let bad =
        fake.slash(alice, GENERAL, "play", json!([game(&fake, "Tally"), {"name": "rounds", "type": 3, "value": "12"}]));
    assert!(reply_text(&fake, bad).await.contains("Tally has no number of rounds '12'; use a number from 1 to 9"));
    assert!(fake.threads().is_empty(), "nothing started");

    // /rules lists the options from the same description.
    let rules = fake.slash(alice, GENERAL, "rules", json!([game(&fake, "FUBA")]));
    let text = reply_text(&fake, rules).await;
    assert!(text.contains("`advanced`") && text.contains("a1 (condition points and tiredness)"), "{text}");
    assert_clean(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_declined_table_says_who_declined_and_mixed_requests_are_refused() {
    let (fake, _dir, _bot) = with_bot().await;
    let alice = fake.add_user("Alice", false);
    let bob = fake.add_user("Bob", false);
    let carol = fake.add_user("Carol", false);
    let tally = game(&fake, "Tally");

    // An open table with someone named, or people and the computer at once: refused, in private.
    let open = json!([tally.clone(), {"name": "open", "type": 5, "value": true}, user_option("opponent", bob)]);
    let refused = fake.slash(alice, GENERAL, "play", open);
    assert!(reply_text(&fake, refused).await.starts_with("An open table takes whoever joins"));
    assert_eq!(fake.replies(refused)[0].ephemeral_to, Some(alice), "a refusal is private");
    let mixed = json!([tally.clone(), user_option("opponent", bob), user_option("opponent2", BOT_ID)]);
    let refused = fake.slash(alice, GENERAL, "play", mixed);
    assert!(reply_text(&fake, refused).await.starts_with("Name people to play them, or name me"));

    // Carol declines a table of three: it is off, and the message says who said no.
    let options = json!([tally, user_option("opponent", bob), user_option("opponent2", carol)]);
    let challenge = fake.slash(alice, GENERAL, "play", options);
    reply_text(&fake, challenge).await;
    let message = fake.replies(challenge)[0].clone();
    let decline = message.custom_ids().into_iter().find(|id| id.ends_with(":decline")).unwrap();
    fake.settled(fake.click(carol, message.id, &decline)).await;
    let now = fake.world().messages().iter().find(|m| m.id == message.id).unwrap().clone();
    assert!(now.content.ends_with("Challenge declined by Carol."), "{}", now.content);
    assert!(now.custom_ids().is_empty(), "no buttons on a table that is off");
    assert!(fake.threads().is_empty());
    assert_clean(&fake).await;
}

fn int_option(name: &str, value: i64) -> Value {
    json!({"name": name, "type": 4, "value": value})
}

/// A registered choice of a `/play` parameter, by the choice's name.
fn play_choice(fake: &Fake, parameter: &str, name: &str) -> Value {
    let w = fake.world();
    let play = w.commands.iter().find(|c| c["name"] == "play").expect("/play registered");
    let option = play["options"].as_array().unwrap().iter().find(|o| o["name"] == parameter).unwrap().clone();
    let value = option["choices"].as_array().unwrap().iter().find(|c| c["name"] == name).unwrap()["value"].clone();
    json!({"name": parameter, "type": option["type"], "value": value})
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_open_table_keeps_seats_for_the_computer_and_plays_out_unrated() {
    let (fake, dir, _bot) = with_bot().await;
    let alice = fake.add_user("Alice", false);
    let bob = fake.add_user("Bob", false);
    let options = json!([
        game(&fake, "Futbol Dash"),
        play_choice(&fake, "format", "Express (until the deck runs out) (Futbol Dash)"),
        {"name": "open", "type": 5, "value": true},
        int_option("computers", 2)
    ]);
    let open = fake.slash(alice, GENERAL, "play", options);
    let text = reply_text(&fake, open).await;
    assert!(text.contains("3/6 seated (") && text.contains("Computer 1 (normal), Computer 2 (normal))"), "{text}");
    assert!(text.contains("Seats for the computer: Computer 1 (normal), Computer 2 (normal)."), "{text}");
    assert!(text.contains("3 seats are still open for people."), "{text}");
    let table = fake.replies(open)[0].clone();
    let id = |action: &str| table.custom_ids().into_iter().find(|id| id.ends_with(action)).unwrap();
    let content = || fake.world().messages().iter().find(|m| m.id == table.id).unwrap().content.clone();

    fake.settled(fake.click(bob, table.id, &id(":join"))).await;
    assert!(content().contains(&format!("4/6 seated (<@{alice}>, <@{bob}>, Computer 1")), "{}", content());
    assert!(content().contains("2 seats are still open for people."), "{}", content());
    fake.settled(fake.click(alice, table.id, &id(":start"))).await;
    // The match is stored after its thread is made and before anyone is asked to move: wait
    // for the first prompt, not the thread.
    let asked = || !prompts(&fake, alice).is_empty() || !prompts(&fake, bob).is_empty();
    fake.wait_until("the match stored and its first move asked for", asked).await;
    let thread = fake.threads()[0];

    // The people in the order they sat, then the computers at the level asked for.
    let store = touchline::store::Store::open(&dir.path().join("t.db")).await.unwrap();
    let stored = store.match_in_thread(thread).await.unwrap().expect("the match is stored");
    let seating = store.seating(stored.match_id).await.unwrap();
    let occupants = seating.occupants();
    assert!(
        matches!(
            occupants[..],
            [
                Occupant::Person(_),
                Occupant::Person(_),
                Occupant::Computer(Brain::Normal),
                Occupant::Computer(Brain::Normal)
            ]
        ),
        "{occupants:?}"
    );
    assert_eq!((seating.user(0), seating.user(1)), (Some(alice), Some(bob)));

    play_out_with_buttons(&fake, thread, &[alice, bob], &["foul", "var"]).await;
    let last = fake.visible(thread, 0).iter().map(|m| m.content.clone()).collect::<Vec<_>>().join("\n");
    assert!(last.contains("Computer 2 (normal)"), "the computers are named in the thread: {last}");
    // Computers at the table: the result is rated for nobody.
    assert!(store.ratings(touchline_games::GameKind::FutbolDash).await.unwrap().is_empty());
    assert_clean(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn computers_at_a_table_are_refused_where_they_make_no_table() {
    let (fake, dir, _bot) = with_bot().await;
    let alice = fake.add_user("Alice", false);
    let bob = fake.add_user("Bob", false);
    let dash = game(&fake, "Futbol Dash");
    let open = json!({"name": "open", "type": 5, "value": true});
    let cases = [
        (json!([dash.clone(), int_option("computers", 2)]), "add `open:True`, or name your opponents"),
        (json!([dash.clone(), open.clone(), int_option("computers", 0)]), "at least 1"),
        (json!([dash.clone(), open.clone(), int_option("computers", -2)]), "at least 1"),
        (
            json!([dash.clone(), open.clone(), int_option("computers", 5)]),
            "That's a match against the computer: leave out `open`",
        ),
        (json!([dash.clone(), user_option("opponent", bob), int_option("computers", 1)]), "leave the opponents out"),
        (
            json!([
                game(&fake, "Super Team"),
                play_choice(&fake, "solo", "hard"),
                open.clone(),
                int_option("computers", 1)
            ]),
            "A solo Super Team match is you against the engine's own side",
        ),
    ];
    for (options, said) in cases {
        let asked = fake.slash(alice, GENERAL, "play", options);
        let text = reply_text(&fake, asked).await;
        assert!(text.contains(said), "{said}: {text}");
        assert_eq!(fake.replies(asked)[0].ephemeral_to, Some(alice), "a refusal is private");
    }
    // Nothing was set up: no table, no thread.
    let store = touchline::store::Store::open(&dir.path().join("t.db")).await.unwrap();
    assert!(store.table(1).await.unwrap().is_none(), "no table stored");
    assert!(fake.threads().is_empty());
    assert_clean(&fake).await;
}
