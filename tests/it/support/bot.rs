//! Driving the real `touchline serve` binary against the fake Discord: start it, wait for it,
//! and act as players do.

use std::collections::HashSet;
use std::path::Path;
use std::process::{Child, Command, Stdio};

use super::fakecord::{Fake, FakeMessage, World, GENERAL, GUILD_ID, TOKEN};

/// The bot process, stopped when dropped.
pub struct Bot(pub Child);

impl Drop for Bot {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// `touchline serve` set up for the fake Discord (its token, its address, its server for the
/// commands, quiet logs, two-second casual moves), to be given a database.
pub fn serve_command(fake: &Fake) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_touchline"));
    command
        .arg("serve")
        .env("DISCORD_TOKEN", TOKEN)
        .env("TOUCHLINE_DISCORD_API_URL", fake.base())
        .env("TOUCHLINE_DEV_GUILD_ID", GUILD_ID.to_string())
        .env("TOUCHLINE_LOG", "warn")
        // Casual matches get two seconds a move, so timeouts happen within a test.
        .env("TOUCHLINE_TIMER_CASUAL_SECONDS", "2")
        .stdout(Stdio::null());
    command
}

pub fn start_bot(fake: &Fake, db: &Path) -> Bot {
    Bot(serve_command(fake).env("TOUCHLINE_DATABASE_PATH", db).spawn().expect("the bot starts"))
}

pub async fn ready(fake: &Fake) {
    fake.wait_for("the bot to register its commands", |w| w.commands.len() >= 4).await;
}

/// A fake Discord with the bot connected to it and its database in a temporary folder.
pub async fn with_bot() -> (Fake, tempfile::TempDir, Bot) {
    let fake = Fake::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = start_bot(&fake, &dir.path().join("t.db"));
    ready(&fake).await;
    (fake, dir, bot)
}

/// The size of a database's write-ahead log (0 when there is none): a clean stop leaves it empty.
pub fn wal_bytes(db: &Path) -> u64 {
    let mut wal = db.as_os_str().to_owned();
    wal.push("-wal");
    std::fs::metadata(wal).map(|m| m.len()).unwrap_or(0)
}

/// `user` starts a KIX match against the computer in #general and makes their first `plays`
/// choices, each waited for; returns the match's thread.
pub async fn kick_off_against_the_computer(fake: &Fake, user: u64, plays: usize) -> u64 {
    fake.slash(user, GENERAL, "play", serde_json::json!([{"name": "game", "type": 4, "value": 0}]));
    fake.wait_until("the first prompt", || !prompts(fake, user).is_empty()).await;
    let thread = *fake.threads().last().expect("the match's thread");
    for _ in 0..plays {
        let (m, id) = prompts(fake, user).pop().expect("a prompt");
        fake.settled(fake.select(user, m.id, &id, &m.options()[0])).await;
        fake.wait_until("the next prompt", || prompts(fake, user).iter().any(|(p, _)| p.id != m.id)).await;
    }
    thread
}

/// `user` starts a KIX match against the computer in #general, two seconds a move, forfeited
/// when their time runs out; returns the match's thread once the match is stored and its clock
/// runs (their first prompt has come).
pub async fn kick_off_on_a_short_clock(fake: &Fake, user: u64) -> u64 {
    let options = serde_json::json!([
        {"name": "game", "type": 4, "value": 0},
        {"name": "timer", "type": 4, "value": 1},
        {"name": "on_timeout", "type": 4, "value": 1}
    ]);
    fake.slash(user, GENERAL, "play", options);
    fake.wait_until("the first prompt", || !prompts(fake, user).is_empty()).await;
    *fake.threads().last().expect("the match's thread")
}

/// Messages only `user` sees: their DMs and ephemeral messages for them, oldest first.
pub fn private_messages(fake: &Fake, user: u64) -> Vec<FakeMessage> {
    fake.world().private_to(user).cloned().collect()
}

/// The prompts a user can act on now: menus in their DMs or in ephemeral messages for them.
pub fn prompts(fake: &Fake, user: u64) -> Vec<(FakeMessage, String)> {
    let prompt = |id: &str| id.ends_with(":choose") || id.ends_with(":group");
    let w = fake.world();
    w.private_to(user)
        .filter(|m| m.has_custom_id(prompt))
        .map(|m| (m.clone(), m.custom_ids().into_iter().find(|id| prompt(id)).expect("just seen")))
        .collect()
}

/// "Make your choice" buttons in a thread addressed to a user.
pub fn open_buttons(fake: &Fake, thread: u64, user: u64) -> Vec<(FakeMessage, String)> {
    let mention = format!("<@{user}>");
    let w = fake.world();
    w.in_channel(thread)
        .filter(|m| m.ephemeral_to.is_none_or(|u| u == user) && m.content.contains(&mention))
        .filter(|m| m.has_custom_id(|id| id.ends_with(":open")))
        .map(|m| (m.clone(), m.custom_ids().into_iter().find(|id| id.ends_with(":open")).expect("just seen")))
        .collect()
}

/// The thread's newest board: the win chances and the key moments may come after it.
pub fn last_board(fake: &Fake, thread: u64) -> FakeMessage {
    fake.visible(thread, 0).into_iter().rev().find(FakeMessage::is_board).expect("a board in the thread")
}

pub fn finished(fake: &Fake, thread: u64) -> bool {
    let w = fake.world();
    let mut public = w.in_channel(thread).filter(|m| m.ephemeral_to.is_none_or(|u| u == 0));
    public.any(|m| m.has_custom_id(|id| id.ends_with(":rematch")))
}

/// Play a match to the end: each user takes the first option of their newest prompt (both
/// steps of a two-step menu), opening prompts through the thread's button when their DMs are
/// closed. Returns the number of choices made.
pub async fn play_out(fake: &Fake, thread: u64, users: &[u64]) -> usize {
    let driven = play_out_with_buttons(fake, thread, users, &[]).await;
    driven.menu_choices + driven.two_step_choices
}

/// What a player did over a match driven by [`play_out_with_buttons`].
#[derive(Debug, Default)]
pub struct Driven {
    pub menu_choices: usize,
    pub two_step_choices: usize,
    pub buttons: Vec<String>,
}

/// Play a match to the end through whatever controls each newest prompt has: the first
/// preferred button it offers (in the order given), else the first option of its menu (both
/// steps of a two-step menu), opening prompts through the thread's button when their DMs are
/// closed.
///
/// Only what the bot took counts. A player may act on controls the bot has already replaced
/// (the next prompt is still on its way, however slow the machine): the bot answers "out of
/// date" with fresh controls, and the driver goes on from those without counting the refusal.
pub async fn play_out_with_buttons(fake: &Fake, thread: u64, users: &[u64], prefer: &[&str]) -> Driven {
    drive(fake, thread, users, prefer, |fake| finished(fake, thread)).await
}

/// [`play_out_with_buttons`] until `done` says so (a match that ends without a rematch button,
/// such as a draft).
pub async fn drive(fake: &Fake, thread: u64, users: &[u64], prefer: &[&str], done: impl Fn(&Fake) -> bool) -> Driven {
    drive_with(fake, thread, users, prefer, &[], done).await
}

/// [`drive`], choosing in a menu the first option whose label holds one of `labels` (in the
/// order given) when there is one, rather than the first option.
pub async fn drive_with(
    fake: &Fake,
    thread: u64,
    users: &[u64],
    prefer: &[&str],
    labels: &[&str],
    done: impl Fn(&Fake) -> bool,
) -> Driven {
    let mut clicked: HashSet<u64> = HashSet::new();
    let mut driven = Driven::default();
    // Refused for being late, or not looked at (the database or the process answering was
    // restarting): the player acts again on whatever is newest.
    let took = |fake: &Fake, interaction: u64| {
        let said: Vec<String> = fake.replies(interaction).into_iter().map(|m| m.content).collect();
        fake.delivered(interaction)
            && !said.iter().any(|t| {
                t.contains("out of date")
                    || t.contains("landed first")
                    || t.contains("out of reach for a moment")
                    || t.contains("Touchline is restarting")
            })
    };
    // A player waits as long as the match is moving (a clock may be the one moving it); a
    // match that stands still this long has stuck.
    let patience = std::time::Duration::from_secs(180);
    let mut moved = std::time::Instant::now();
    let mut stood_at = None;
    loop {
        if done(fake) {
            return driven;
        }
        let now_at = fake.world().count_in(thread);
        if stood_at != Some(now_at) {
            (stood_at, moved) = (Some(now_at), std::time::Instant::now());
        } else if moved.elapsed() > patience {
            panic!("the match stood still for {patience:?}: {driven:?}");
        }
        let mut acted = false;
        for &user in users {
            for (message, id) in open_buttons(fake, thread, user) {
                if clicked.insert(message.id) {
                    let click = fake.click(user, message.id, &id);
                    fake.settled(click).await;
                    if !took(fake, click) {
                        // Lost or put off: that button is clicked again.
                        clicked.remove(&message.id);
                        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
                    }
                    acted = true;
                }
            }
            // The newest prompt: in private, or in the thread for a move made in the open.
            let Some(message) = newest_controls(fake, thread, user) else { continue };
            let ids = message.custom_ids();
            let button = prefer.iter().find_map(|code| ids.iter().find(|id| id.ends_with(&format!(":do.{code}"))));
            let (i, counted) = if let Some(id) = button {
                (
                    fake.click(user, message.id, id),
                    Counted::Button(id.rsplit(":do.").next().unwrap_or_default().to_string()),
                )
            } else if let Some(id) = ids.iter().find(|id| !id.contains(":do.")) {
                let value = labels
                    .iter()
                    .find_map(|want| option_labelled(&message, want))
                    .or_else(|| message.options().first().cloned())
                    .expect("a menu has options");
                let counted = if id.ends_with(":group") { Counted::TwoStep } else { Counted::Menu };
                (fake.select(user, message.id, id, &value), counted)
            } else {
                let id = ids.first().expect("controls have ids");
                (
                    fake.click(user, message.id, id),
                    Counted::Button(id.rsplit(":do.").next().unwrap_or_default().to_string()),
                )
            };
            fake.settled(i).await;
            if took(fake, i) {
                match counted {
                    Counted::Menu => driven.menu_choices += 1,
                    Counted::TwoStep => driven.two_step_choices += 1,
                    Counted::Button(code) => driven.buttons.push(code),
                }
            } else if !fake.delivered(i) {
                // No shard carried it (its process is restarting): the player tries again soon.
                tokio::time::sleep(std::time::Duration::from_millis(100)).await;
            }
            acted = true;
        }
        if !acted {
            tokio::time::sleep(std::time::Duration::from_millis(20)).await;
        }
    }
}

/// The value of the first menu option whose label holds `want`.
fn option_labelled(message: &FakeMessage, want: &str) -> Option<String> {
    for row in message.components.as_array().into_iter().flatten() {
        for c in row["components"].as_array().into_iter().flatten() {
            for o in c["options"].as_array().into_iter().flatten() {
                if o["label"].as_str().is_some_and(|l| l.contains(want)) {
                    return o["value"].as_str().map(str::to_string);
                }
            }
        }
    }
    None
}

/// What an action of [`play_out_with_buttons`] counts as, if the bot takes it.
enum Counted {
    Menu,
    TwoStep,
    Button(String),
}

/// Whether a custom id is a live match control: a menu, or a button that makes a move.
fn live(id: &str) -> bool {
    id.ends_with(":choose") || id.ends_with(":group") || id.contains(":do.")
}

/// Whether a thread's message is a prompt for a move made in the open (a draft pick), naming
/// the user: by a mention, or by their name in bold when they asked not to be pinged.
fn open_control_for(m: &FakeMessage, called: &[String; 2]) -> bool {
    m.ephemeral_to.is_none_or(|u| u == 0) && called.iter().any(|c| m.content.starts_with(c)) && m.has_custom_id(live)
}

/// The two ways a thread names a user: their mention and their name in bold.
fn called(w: &World, user: u64) -> [String; 2] {
    let name = w.users.get(&user).map(|u| u.name.clone()).unwrap_or_default();
    [format!("<@{user}>"), format!("**{name}**")]
}

/// Prompts posted in the thread for a move made in the open (a draft pick), naming the user.
pub fn open_controls(fake: &Fake, thread: u64, user: u64) -> Vec<FakeMessage> {
    let w = fake.world();
    let called = called(&w, user);
    let found = w.in_channel(thread).filter(|m| open_control_for(m, &called)).cloned().collect();
    found
}

/// The newest message with live match controls for a user: private (DMs or ephemeral), or in
/// the thread for a move made in the open. Messages come oldest first, so each list is read
/// from its end, and only the one message is copied.
fn newest_controls(fake: &Fake, thread: u64, user: u64) -> Option<FakeMessage> {
    let w = fake.world();
    let called = called(&w, user);
    let private = w.private_to(user).rev().find(|m| m.has_custom_id(live));
    let open = w.in_channel(thread).rev().find(|m| open_control_for(m, &called));
    private.into_iter().chain(open).max_by_key(|m| m.id).cloned()
}

/// Discord's rules held throughout: no violation, no unknown route, and every interaction was
/// answered in time and finished (a deferred one followed by its edit or follow-up).
pub async fn assert_clean(fake: &Fake) {
    fake.wait_for("every interaction to be answered and finished", |w| {
        w.interactions.values().all(|i| i.undelivered || (i.answer.is_some() && i.settled))
    })
    .await;
    let w = fake.world();
    assert!(w.violations.is_empty(), "Discord rules broken: {:?}", w.violations);
    assert!(w.unknown_routes.is_empty(), "routes the fake does not know: {:?}", w.unknown_routes);
}

/// The text of the bot's reply to an interaction, once it has answered.
pub async fn reply_text(fake: &Fake, interaction: u64) -> String {
    fake.settled(interaction).await;
    fake.replies(interaction).iter().map(|m| m.content.clone()).collect::<Vec<_>>().join("\n")
}

/// A command option with a string, boolean or integer value.
pub fn opt(name: &str, value: serde_json::Value) -> serde_json::Value {
    let kind = match &value {
        serde_json::Value::String(_) => 3,
        serde_json::Value::Bool(_) => 5,
        _ => 4,
    };
    serde_json::json!({"name": name, "type": kind, "value": value})
}

/// A `/league …` or `/tournament …` subcommand with its options, in the general channel.
pub fn sub(fake: &Fake, user: u64, group: &str, name: &str, options: serde_json::Value) -> u64 {
    fake.slash(user, GENERAL, group, serde_json::json!([{"type": 1, "name": name, "options": options}]))
}

/// [`sub`], and the text of the bot's answer.
pub async fn say(fake: &Fake, user: u64, group: &str, name: &str, options: serde_json::Value) -> String {
    let i = sub(fake, user, group, name, options);
    reply_text(fake, i).await
}

/// A registered parameter's choice, by the choice's name, as an interaction option: `/play`'s
/// (`sub` None) or a subcommand's.
pub fn choice(fake: &Fake, command: &str, sub: Option<&str>, parameter: &str, name: &str) -> serde_json::Value {
    let w = fake.world();
    let mut options = w.commands.iter().find(|c| c["name"] == command).expect("registered")["options"].clone();
    if let Some(sub) = sub {
        options = options.as_array().unwrap().iter().find(|o| o["name"] == sub).unwrap()["options"].clone();
    }
    let option = options.as_array().unwrap().iter().find(|o| o["name"] == parameter).unwrap().clone();
    let value = option["choices"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == name)
        .unwrap_or_else(|| panic!("no choice {name} of {parameter}: {}", option["choices"]))["value"]
        .clone();
    serde_json::json!({"name": parameter, "type": option["type"], "value": value})
}

/// Every message's text in a channel, as anyone sees it.
pub fn texts(fake: &Fake, channel: u64) -> Vec<String> {
    fake.visible(channel, 0).into_iter().map(|m| m.content).collect()
}
