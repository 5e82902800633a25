//! Futbol Dash through the real bot and the fake Discord: tables of two, four and six, both
//! formats, with Fouls and V.A.R.s played whenever a player holds one.

use crate::support::bot::*;
use crate::support::fakecord::{Fake, GENERAL};
use serde_json::{json, Value};

/// A `/play` parameter's registered choice value, by the choice's name.
fn choice(fake: &Fake, parameter: &str, name: &str) -> Value {
    let w = fake.world();
    let play = w.commands.iter().find(|c| c["name"] == "play").expect("/play registered");
    let option = play["options"].as_array().unwrap().iter().find(|o| o["name"] == parameter).unwrap().clone();
    let value = option["choices"].as_array().unwrap().iter().find(|c| c["name"] == name).unwrap_or_else(|| {
        panic!("no choice {name} of {parameter}: {}", option["choices"]);
    })["value"]
        .clone();
    json!({"name": parameter, "type": option["type"], "value": value})
}

fn user_option(name: &str, user: u64) -> Value {
    json!({"name": name, "type": 6, "value": user.to_string()})
}

/// Challenge the others to a table, everyone accepts, and the match thread opens.
async fn table_of(fake: &Fake, players: &[u64], format: &str) -> u64 {
    let mut options = vec![choice(fake, "game", "Futbol Dash"), choice(fake, "format", format)];
    for (i, user) in players[1..].iter().enumerate() {
        let name = if i == 0 { "opponent".to_string() } else { format!("opponent{}", i + 1) };
        options.push(user_option(&name, *user));
    }
    let challenge = fake.slash(players[0], GENERAL, "play", Value::Array(options));
    let text = reply_text(fake, challenge).await;
    assert!(text.contains("**Futbol Dash**"), "{text}");
    let message = fake.replies(challenge)[0].clone();
    let accept = message.custom_ids().into_iter().find(|id| id.ends_with(":accept")).unwrap();
    for user in &players[1..] {
        fake.settled(fake.click(*user, message.id, &accept)).await;
    }
    fake.wait_until("the match thread", || !fake.threads().is_empty()).await;
    fake.threads()[0]
}

fn thread_text(fake: &Fake, thread: u64) -> String {
    fake.visible(thread, 0).iter().map(|m| m.content.clone()).collect::<Vec<_>>().join("\n")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_players_play_a_regular_match_with_fouls_to_the_end() {
    let (fake, _dir, _bot) = with_bot().await;
    let alice = fake.add_user("Alice", false);
    let bob = fake.add_user("Bob", false);
    let thread = table_of(&fake, &[alice, bob], "Regular (first to 3 goals) (Futbol Dash)").await;
    assert_eq!(fake.world().channels[&thread].name, "Futbol Dash: Alice v Bob");
    // Plays until the first referee window: its prompt has Pass and a live countdown.
    let live_window = |fake: &Fake| {
        [alice, bob].into_iter().flat_map(|u| private_messages(fake, u)).find(|m| {
            let ids = m.custom_ids();
            ids.iter().any(|id| id.ends_with(":do.pass"))
        })
    };
    for _ in 0..20 {
        if live_window(&fake).is_some() {
            break;
        }
        fake.wait_until("a prompt or a window", || {
            live_window(&fake).is_some() || [alice, bob].iter().any(|u| !prompts(&fake, *u).is_empty())
        })
        .await;
        for user in [alice, bob] {
            if let (Some((message, id)), None) = (prompts(&fake, user).pop(), live_window(&fake)) {
                fake.settled(fake.select(user, message.id, &id, &message.options()[0])).await;
            }
        }
    }
    let window = live_window(&fake).expect("a referee window within twenty plays");
    assert!(window.content.contains("This window closes <t:"), "a countdown: {}", window.content);
    assert!(window.content.contains("Foul it, or pass?"), "{}", window.content);

    let driven = play_out_with_buttons(&fake, thread, &[alice, bob], &["foul", "var"]).await;
    let text = thread_text(&fake, thread);
    assert!(text.contains("Final score: Alice "), "{text}");
    assert!(text.contains("FOUL!"), "a Foul was played and announced");
    assert!(driven.buttons.iter().any(|b| b == "pass"), "windows were answered: {:?}", driven.buttons);
    assert!(driven.buttons.iter().any(|b| b.starts_with("cell")), "shots were taken by picking cells");
    // No hand ever reached the thread.
    assert!(!text.contains("Your hand"), "a hand in public");
    assert_clean(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn four_players_play_an_express_match_one_through_the_thread() {
    let (fake, _dir, _bot) = with_bot().await;
    let alice = fake.add_user("Alice", false);
    let bob = fake.add_user("Bob", true); // closed DMs: the thread's button
    let carol = fake.add_user("Carol", false);
    let dave = fake.add_user("Dave", false);
    let players = [alice, bob, carol, dave];
    let thread = table_of(&fake, &players, "Express (until the deck runs out) (Futbol Dash)").await;
    assert_eq!(fake.world().channels[&thread].name, "Futbol Dash: Alice v Bob v Carol v Dave");
    play_out_with_buttons(&fake, thread, &players, &["foul", "var"]).await;
    let text = thread_text(&fake, thread);
    assert!(text.contains("The Action Deck has run out"), "an Express match ends with the deck: {text}");
    assert!(text.contains("pts"), "a table of four is placed: {text}");
    assert!(text.contains("FOUL!"));
    assert_clean(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn six_players_fill_a_table_and_play_it_out() {
    let (fake, _dir, _bot) = with_bot().await;
    let players: Vec<u64> =
        ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay"].iter().map(|n| fake.add_user(n, false)).collect();
    let thread = table_of(&fake, &players, "Express (until the deck runs out) (Futbol Dash)").await;
    play_out_with_buttons(&fake, thread, &players, &["foul", "var"]).await;
    let text = thread_text(&fake, thread);
    assert!(text.contains("Final score: Ann "), "{text}");
    assert!(text.contains("1st "), "placings: {text}");
    assert_clean(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_window_nobody_answers_closes_on_its_own_clock_as_a_pass() {
    let (fake, _dir, _bot) = with_bot().await;
    let alice = fake.add_user("Alice", false);
    let bob = fake.add_user("Bob", false);
    let mut options = vec![choice(&fake, "game", "Futbol Dash"), user_option("opponent", bob)];
    options.push(json!({"name": "window", "type": 3, "value": "5"}));
    let challenge = fake.slash(alice, GENERAL, "play", Value::Array(options));
    let text = reply_text(&fake, challenge).await;
    assert!(text.contains("5 s referee windows"), "the option is in the summary: {text}");
    let message = fake.replies(challenge)[0].clone();
    let accept = message.custom_ids().into_iter().find(|id| id.ends_with(":accept")).unwrap();
    fake.settled(fake.click(bob, message.id, &accept)).await;
    fake.wait_until("the match thread", || !fake.threads().is_empty()).await;
    let thread = fake.threads()[0];
    // Alice plays until a card of hers opens a window for Bob; Bob never answers it.
    let bob_window = |fake: &Fake| {
        private_messages(fake, bob).into_iter().find(|m| m.custom_ids().iter().any(|id| id.ends_with(":do.pass")))
    };
    for _ in 0..40 {
        fake.wait_until("Alice's prompt or Bob's window", || {
            bob_window(&fake).is_some() || !prompts(&fake, alice).is_empty() || !prompts(&fake, bob).is_empty()
        })
        .await;
        if bob_window(&fake).is_some() {
            break;
        }
        for user in [alice, bob] {
            if let Some((m, id)) = prompts(&fake, user).pop() {
                fake.settled(fake.select(user, m.id, &id, &m.options()[0])).await;
            }
        }
    }
    let window = bob_window(&fake).expect("a window for Bob");
    assert!(window.content.contains("closes <t:"), "{}", window.content);
    // Five seconds later the clock passes for him (never a forfeit, never a card spent) and
    // the match goes on: the card takes effect.
    let timed_out = "Bob's time ran out: they pass".to_string();
    fake.wait_until("Bob's pass on time-out", || thread_text(&fake, thread).contains(&timed_out)).await;
    let text = thread_text(&fake, thread);
    assert!(!text.contains("forfeited") && !text.contains("FOUL!"), "{text}");
    fake.wait_until("the next prompt", || !prompts(&fake, bob).is_empty() || bob_window(&fake).is_none()).await;
    assert_clean(&fake).await;
}

/// A referee window opened on request — through the thread's "Make your choice" button by a
/// player whose DMs are closed — counts down the time actually left, as a DM'd window does.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_window_opened_through_the_thread_counts_down_live() {
    let (fake, _dir, _bot) = with_bot().await;
    let alice = fake.add_user("Alice", false);
    let bob = fake.add_user("Bob", true); // closed DMs: his prompts come through the thread
    let mut options = vec![choice(&fake, "game", "Futbol Dash"), user_option("opponent", bob)];
    // Long windows, so a busy machine cannot close one before Bob opens it.
    options.push(json!({"name": "window", "type": 3, "value": "120"}));
    let challenge = fake.slash(alice, GENERAL, "play", Value::Array(options));
    reply_text(&fake, challenge).await;
    let message = fake.replies(challenge)[0].clone();
    let accept = message.custom_ids().into_iter().find(|id| id.ends_with(":accept")).unwrap();
    fake.settled(fake.click(bob, message.id, &accept)).await;
    fake.wait_until("the match thread", || !fake.threads().is_empty()).await;
    let thread = fake.threads()[0];

    let has = |m: &crate::support::fakecord::FakeMessage, end: &str| m.custom_ids().iter().any(|id| id.ends_with(end));
    let mut acted: std::collections::HashSet<u64> = std::collections::HashSet::new();
    let mut bobs_window = None;
    'play: for _ in 0..200 {
        // Something new to act on: Alice's newest controls, Bob's newest private controls, or
        // a thread button calling Bob.
        let newest = |user: u64| {
            private_messages(&fake, user)
                .into_iter()
                .filter(|m| has(m, ":choose") || has(m, ":group") || has(m, ":do.pass"))
                .max_by_key(|m| m.id)
        };
        fake.wait_until("something to act on", || {
            [alice, bob].iter().any(|u| newest(*u).is_some_and(|m| !acted.contains(&m.id)))
                || open_buttons(&fake, thread, bob).iter().any(|(m, _)| !acted.contains(&m.id))
        })
        .await;
        for (m, id) in open_buttons(&fake, thread, bob) {
            if acted.insert(m.id) {
                let opened = fake.click(bob, m.id, &id);
                fake.settled(opened).await;
                if let Some(reply) = fake.replies(opened).into_iter().find(|r| has(r, ":do.pass")) {
                    bobs_window = Some(reply);
                    break 'play;
                }
            }
        }
        for user in [alice, bob] {
            let Some(m) = newest(user) else { continue };
            if !acted.insert(m.id) {
                continue;
            }
            let ids = m.custom_ids();
            let i = match ids.iter().find(|id| id.ends_with(":do.pass")) {
                Some(pass) => fake.click(user, m.id, pass),
                None => {
                    let menu = ids.iter().find(|id| id.ends_with(":choose") || id.ends_with(":group")).unwrap();
                    fake.select(user, m.id, menu, &m.options()[0])
                }
            };
            fake.settled(i).await;
        }
    }
    let window = bobs_window.expect("a referee window for Bob, opened through the thread");
    assert_eq!(window.ephemeral_to, Some(bob), "opened privately");
    assert!(window.content.contains("This window closes <t:"), "a live countdown: {}", window.content);
    assert!(!window.content.contains("stays open for"), "{}", window.content);
    let _ = fake.click(bob, window.id, &window.custom_ids().into_iter().find(|id| id.ends_with(":do.pass")).unwrap());
    assert_clean(&fake).await;
}
