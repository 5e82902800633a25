//! The real `touchline serve` binary against the fake Discord in `tests/support`: slash commands,
//! DMs, buttons and menus, as players would use them.

mod support;

use std::collections::HashSet;
use std::path::Path;
use std::process::{Child, Command, Stdio};

use serde_json::json;
use support::fakecord::{Fake, FakeMessage, GENERAL, GUILD_ID};

/// The bot process, stopped when dropped.
struct Bot(Child);

impl Drop for Bot {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn start_bot(fake: &Fake, db: &Path) -> Bot {
    let child = Command::new(env!("CARGO_BIN_EXE_touchline"))
        .arg("serve")
        .env("DISCORD_TOKEN", "fake-token")
        .env("TOUCHLINE_DISCORD_API_URL", fake.base())
        .env("TOUCHLINE_DATABASE_PATH", db)
        .env("TOUCHLINE_DEV_GUILD_ID", GUILD_ID.to_string())
        .env("TOUCHLINE_LOG", "warn")
        .stdout(Stdio::null())
        .spawn()
        .expect("the bot starts");
    Bot(child)
}

async fn ready(fake: &Fake) {
    fake.wait_for("the bot to register its commands", |w| w.commands.len() >= 4).await;
}

/// The prompts a user can act on now: menus in their DMs or in ephemeral messages for them.
fn prompts(fake: &Fake, user: u64) -> Vec<(FakeMessage, String)> {
    let w = fake.world();
    w.messages
        .iter()
        .filter(|m| {
            let dm = w.channels.get(&m.channel_id).is_some_and(|c| c.kind == 1 && c.recipient == Some(user));
            dm || m.ephemeral_to == Some(user)
        })
        .filter_map(|m| {
            m.custom_ids()
                .into_iter()
                .find(|id| id.ends_with(":choose") || id.contains(":corner"))
                .map(|id| (m.clone(), id))
        })
        .collect()
}

/// "Make your choice" buttons in a thread addressed to a user.
fn open_buttons(fake: &Fake, thread: u64, user: u64) -> Vec<(FakeMessage, String)> {
    fake.visible(thread, user)
        .into_iter()
        .filter(|m| m.content.contains(&format!("<@{user}>")))
        .filter_map(|m| m.custom_ids().into_iter().find(|id| id.ends_with(":open")).map(|id| (m.clone(), id)))
        .collect()
}

fn finished(fake: &Fake, thread: u64) -> bool {
    fake.visible(thread, 0).iter().any(|m| m.custom_ids().iter().any(|id| id.ends_with(":rematch")))
}

/// Play a match to the end: each user takes the first option of their newest prompt, opening
/// prompts through the thread's button when their DMs are closed.
async fn play_out(fake: &Fake, thread: u64, users: &[u64]) -> usize {
    let mut clicked: HashSet<u64> = HashSet::new();
    let mut choices = 0;
    for _ in 0..2000 {
        if finished(fake, thread) {
            return choices;
        }
        let mut acted = false;
        for &user in users {
            for (message, id) in open_buttons(fake, thread, user) {
                if clicked.insert(message.id) {
                    let i = fake.click(user, message.id, &id);
                    fake.wait_for("the private controls to open", |w| w.interactions[&i].answer.is_some()).await;
                    acted = true;
                }
            }
            if let Some((message, id)) = prompts(fake, user).pop() {
                let value = message.options().first().cloned().expect("a prompt has options");
                let i = fake.select(user, message.id, &id, &value);
                fake.wait_for("the choice to be answered", |w| w.interactions[&i].answer.is_some()).await;
                choices += 1;
                acted = true;
            }
        }
        if !acted {
            // The bot is still posting; give it a moment.
            tokio::time::sleep(std::time::Duration::from_millis(20)).await;
        }
    }
    panic!("the match did not finish");
}

fn assert_clean(fake: &Fake) {
    let w = fake.world();
    assert!(w.violations.is_empty(), "Discord rules broken: {:?}", w.violations);
    assert!(w.unknown_routes.is_empty(), "routes the fake does not know: {:?}", w.unknown_routes);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_match_against_the_computer_plays_to_the_end() {
    let fake = Fake::start().await;
    let alice = fake.add_user("Alice", false);
    let dir = tempfile::tempdir().unwrap();
    let _bot = start_bot(&fake, &dir.path().join("t.db"));
    ready(&fake).await;
    let names: Vec<String> =
        fake.world().commands.iter().filter_map(|c| c["name"].as_str().map(str::to_string)).collect();
    for name in ["games", "rules", "play", "match"] {
        assert!(names.contains(&name.to_string()), "/{name} registered: {names:?}");
    }

    let games = fake.slash(alice, GENERAL, "games", json!([]));
    fake.wait_for("/games", |w| w.interactions[&games].answer.is_some()).await;
    assert!(fake.replies(games)[0].content.contains("KIX"));

    let play = fake.slash(alice, GENERAL, "play", json!([{"name": "game", "type": 4, "value": 0}]));
    fake.wait_for("the kick-off", |w| w.messages.iter().any(|m| m.content.contains("Kick-off against the computer")))
        .await;
    let thread = fake.threads()[0];
    assert!(fake.replies(play)[0].content.contains(&format!("<#{thread}>")));
    let first_board = fake.visible(thread, 0)[0].clone();
    assert_eq!(first_board.files, vec![("board.png".to_string(), first_board.files[0].1)]);
    fake.wait_until("Alice's first prompt", || !prompts(&fake, alice).is_empty()).await;

    let choices = play_out(&fake, thread, &[alice]).await;
    assert_eq!(choices, 30, "5-a-side is thirty cards each");
    let boards = fake.visible(thread, 0).iter().filter(|m| !m.files.is_empty()).count();
    assert_eq!(boards, 31, "the kick-off and one board per play");
    let last = fake.visible(thread, 0).last().cloned().unwrap();
    assert!(last.content.contains("Final score"), "{}", last.content);
    assert_clean(&fake);
}
