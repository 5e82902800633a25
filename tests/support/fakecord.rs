//! A fake Discord for end-to-end tests: a REST API and a gateway on loopback, enough of
//! Discord for the real serenity/poise client, with Discord's rules enforced (3 s to answer an
//! interaction, one answer per interaction, 2000 characters, 5 rows, custom ids ≤ 100 chars,
//! ≤ 25 options, 10 MiB files, closed DMs). Every rule broken is recorded as a violation and
//! refused with Discord's error code, so a test fails on it.

#![allow(dead_code)]

use std::collections::BTreeMap;
use std::net::SocketAddr;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use axum::body::Bytes;
use axum::extract::ws::{Message as Ws, WebSocket, WebSocketUpgrade};
use axum::extract::{Request, State};
use axum::http::{HeaderMap, Method, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{any, get};
use axum::Router;
use serde_json::{json, Value};
use tokio::sync::mpsc;

pub const APP_ID: u64 = 1001;
pub const BOT_ID: u64 = 1001;
pub const GUILD_ID: u64 = 2001;
/// The only bot token the fake accepts; any other is refused with 401, as Discord does.
pub const TOKEN: &str = "fake-token";
pub const GENERAL: u64 = 3001;
/// A text channel where the bot may not create threads (Discord answers 403, 50013).
pub const LOCKED: u64 = 3002;
/// A text channel whose first thread creation fails with a server error (500), as Discord's
/// rarely do; later ones succeed.
pub const FLAKY: u64 = 3003;
const DEADLINE: Duration = Duration::from_secs(3);

#[derive(Clone, Debug)]
pub struct FakeUser {
    pub name: String,
    pub dms_closed: bool,
    /// Has Manage Server (everyone does unless told otherwise).
    pub manager: bool,
}

#[derive(Clone, Debug)]
pub struct FakeChannel {
    /// 0 text, 1 DM, 11 public thread.
    pub kind: u8,
    pub name: String,
    pub parent: Option<u64>,
    pub recipient: Option<u64>,
}

#[derive(Clone, Debug)]
pub struct FakeMessage {
    pub id: u64,
    pub channel_id: u64,
    pub author: u64,
    pub content: String,
    pub components: Value,
    pub files: Vec<(String, usize)>,
    /// The contents of text attachments (CSV), kept so tests can read them.
    pub texts: Vec<(String, String)>,
    /// The bytes of picture attachments (PNG, GIF), shared so that copying a message is cheap.
    pub pictures: Vec<(String, Arc<Vec<u8>>)>,
    /// An ephemeral message, seen only by this user.
    pub ephemeral_to: Option<u64>,
    /// When it was posted.
    pub at: Instant,
}

impl FakeMessage {
    /// Every custom id on the message.
    pub fn custom_ids(&self) -> Vec<String> {
        let mut ids = Vec::new();
        for row in self.components.as_array().into_iter().flatten() {
            for c in row["components"].as_array().into_iter().flatten() {
                if let Some(id) = c["custom_id"].as_str() {
                    ids.push(id.to_string());
                }
            }
        }
        ids
    }

    /// The option values of the first select menu.
    pub fn options(&self) -> Vec<String> {
        for row in self.components.as_array().into_iter().flatten() {
            for c in row["components"].as_array().into_iter().flatten() {
                if let Some(options) = c["options"].as_array() {
                    return options.iter().filter_map(|o| o["value"].as_str().map(str::to_string)).collect();
                }
            }
        }
        Vec::new()
    }
}

#[derive(Clone, Debug)]
pub struct FakeInteraction {
    pub id: u64,
    pub token: String,
    pub user: u64,
    pub channel_id: u64,
    pub created: Instant,
    /// The callback type the bot answered with, and when.
    pub answer: Option<u64>,
    pub answered_at: Option<Instant>,
    pub original: Option<u64>,
    pub deferred_pending: bool,
    /// The bot has finished answering: a direct answer, or after a deferred one, an edit or a
    /// follow-up.
    pub settled: bool,
    /// This interaction changed the message its component sits on.
    pub updated_message: bool,
    /// For a component: the message it sits on.
    pub message_id: Option<u64>,
    pub followups: Vec<u64>,
    /// For an autocomplete: the suggestions answered, as (name, value).
    pub suggestions: Vec<(String, String)>,
}

#[derive(Default)]
pub struct World {
    next_id: u64,
    pub users: BTreeMap<u64, FakeUser>,
    pub channels: BTreeMap<u64, FakeChannel>,
    pub messages: Vec<FakeMessage>,
    pub interactions: BTreeMap<u64, FakeInteraction>,
    pub commands: Vec<Value>,
    pub identified: u32,
    pub violations: Vec<String>,
    pub unknown_routes: Vec<String>,
    pub requests: u64,
    /// Files users attached to commands, by their download path (`/uploads/<id>/<name>`).
    pub uploads: BTreeMap<String, Vec<u8>>,
    /// The download paths the bot fetched, in order.
    pub fetched: Vec<String>,
    /// The one failure of [`FLAKY`] has happened.
    flaky_failed: bool,
    gateway: Option<mpsc::UnboundedSender<String>>,
    seq: u64,
    base: String,
}

impl World {
    fn id(&mut self) -> u64 {
        self.next_id += 1;
        self.next_id
    }

    fn user_json(&self, id: u64) -> Value {
        let (name, bot) = match self.users.get(&id) {
            Some(u) => (u.name.clone(), false),
            None => ("Touchline".to_string(), id == BOT_ID),
        };
        json!({"id": id.to_string(), "username": name, "global_name": name, "discriminator": "0", "avatar": null, "bot": bot})
    }

    fn member_json(&self, id: u64) -> Value {
        // Manage Server is 1 << 5; a plain member gets only Send Messages and View Channel.
        let manager = self.users.get(&id).is_none_or(|u| u.manager);
        let permissions = if manager { "2147483647" } else { "3072" };
        json!({"user": self.user_json(id), "roles": [], "deaf": false, "mute": false, "flags": 0,
               "joined_at": "2026-01-01T00:00:00.000000+00:00", "permissions": permissions})
    }

    fn message_json(&self, m: &FakeMessage) -> Value {
        let attachments: Vec<Value> = m
            .files
            .iter()
            .enumerate()
            .map(|(i, (name, size))| {
                json!({"id": (m.id * 10 + i as u64).to_string(), "filename": name, "size": size,
                       "url": format!("{}/files/{}", self.base, name), "proxy_url": format!("{}/files/{}", self.base, name)})
            })
            .collect();
        let mut v = json!({
            "id": m.id.to_string(), "channel_id": m.channel_id.to_string(), "author": self.user_json(m.author),
            "content": m.content, "timestamp": "2026-01-01T00:00:00.000000+00:00", "edited_timestamp": null,
            "tts": false, "mention_everyone": false, "mentions": [], "mention_roles": [], "attachments": attachments,
            "embeds": [], "pinned": false, "type": 0, "components": m.components,
            "flags": if m.ephemeral_to.is_some() { 64 } else { 0 }
        });
        if self.channels.get(&m.channel_id).is_some_and(|c| c.kind != 1) {
            v["guild_id"] = json!(GUILD_ID.to_string());
        }
        v
    }

    fn channel_json(&self, id: u64) -> Value {
        let c = &self.channels[&id];
        match c.kind {
            1 => json!({"id": id.to_string(), "type": 1, "recipients": [self.user_json(c.recipient.unwrap_or(0))]}),
            kind => json!({"id": id.to_string(), "type": kind, "guild_id": GUILD_ID.to_string(), "name": c.name,
                           "parent_id": c.parent.map(|p| p.to_string()), "position": 0, "permission_overwrites": [],
                           "nsfw": false}),
        }
    }

    fn violation(&mut self, text: String) -> Response {
        self.violations.push(text.clone());
        error(StatusCode::BAD_REQUEST, 50035, &text)
    }

    /// Discord's limits on a message body.
    fn check_message(&self, body: &Value, files: &[(String, Vec<u8>)]) -> Result<(), String> {
        if let Some(content) = body["content"].as_str() {
            if content.chars().count() > 2000 {
                return Err(format!("content of {} characters", content.chars().count()));
            }
        }
        let rows = body["components"].as_array().cloned().unwrap_or_default();
        if rows.len() > 5 {
            return Err(format!("{} action rows", rows.len()));
        }
        for row in &rows {
            let items = row["components"].as_array().cloned().unwrap_or_default();
            let selects = items.iter().filter(|c| c["type"].as_u64() == Some(3)).count();
            if items.len() > 5 || (selects > 0 && items.len() > 1) {
                return Err("an action row holds 5 buttons or one select".to_string());
            }
            for item in &items {
                if item["type"].as_u64() == Some(2) && item["label"].as_str().is_some_and(|l| l.chars().count() > 80) {
                    return Err(format!("a button label over 80 characters: {}", item["label"]));
                }
                let id = item["custom_id"].as_str().unwrap_or("");
                if id.is_empty() || id.len() > 100 {
                    return Err(format!("custom_id of {} characters", id.len()));
                }
                let options = item["options"].as_array().map(|o| o.len()).unwrap_or(0);
                if options > 25 {
                    return Err(format!("{options} select options"));
                }
                for o in item["options"].as_array().into_iter().flatten() {
                    if o["label"].as_str().map(|l| l.chars().count()).unwrap_or(0) > 100
                        || o["value"].as_str().map(|l| l.len()).unwrap_or(0) > 100
                        || o["description"].as_str().is_some_and(|d| d.is_empty() || d.chars().count() > 100)
                    {
                        return Err("a select option over 100 characters".to_string());
                    }
                }
            }
        }
        for (name, bytes) in files {
            if bytes.len() > 10 * 1024 * 1024 {
                return Err(format!("file {name} of {} bytes", bytes.len()));
            }
        }
        Ok(())
    }

    fn add_message(
        &mut self,
        channel_id: u64,
        author: u64,
        body: &Value,
        files: &[(String, Vec<u8>)],
        ephemeral_to: Option<u64>,
    ) -> u64 {
        let id = self.id();
        self.messages.push(FakeMessage {
            id,
            channel_id,
            author,
            content: body["content"].as_str().unwrap_or("").to_string(),
            components: body.get("components").cloned().unwrap_or(json!([])),
            files: files.iter().map(|(n, b)| (n.clone(), b.len())).collect(),
            texts: text_files(files),
            pictures: picture_files(files),
            ephemeral_to,
            at: Instant::now(),
        });
        id
    }

    fn edit_message(&mut self, id: u64, body: &Value, files: &[(String, Vec<u8>)]) {
        if let Some(m) = self.messages.iter_mut().find(|m| m.id == id) {
            if let Some(c) = body["content"].as_str() {
                m.content = c.to_string();
            }
            if let Some(c) = body.get("components") {
                m.components = c.clone();
            }
            if !files.is_empty() {
                m.files = files.iter().map(|(n, b)| (n.clone(), b.len())).collect();
                m.texts = text_files(files);
                m.pictures = picture_files(files);
            }
        }
    }

    fn dispatch(&mut self, event: &str, data: Value) {
        self.seq += 1;
        let payload = json!({"op": 0, "t": event, "s": self.seq, "d": data}).to_string();
        if let Some(tx) = &self.gateway {
            let _ = tx.send(payload);
        }
    }
}

fn picture_files(files: &[(String, Vec<u8>)]) -> Vec<(String, Arc<Vec<u8>>)> {
    files
        .iter()
        .filter(|(name, _)| name.ends_with(".png") || name.ends_with(".gif"))
        .map(|(name, bytes)| (name.clone(), Arc::new(bytes.clone())))
        .collect()
}

fn text_files(files: &[(String, Vec<u8>)]) -> Vec<(String, String)> {
    files
        .iter()
        .filter(|(name, _)| name.ends_with(".csv"))
        .map(|(name, bytes)| (name.clone(), String::from_utf8_lossy(bytes).into_owned()))
        .collect()
}

fn error(status: StatusCode, code: u64, message: &str) -> Response {
    (status, axum::Json(json!({"code": code, "message": message}))).into_response()
}

fn ok(value: Value) -> Response {
    axum::Json(value).into_response()
}

/// A running fake.
#[derive(Clone)]
pub struct Fake {
    world: Arc<Mutex<World>>,
    addr: SocketAddr,
}

impl Fake {
    pub async fn start() -> Fake {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.expect("a loopback port");
        let addr = listener.local_addr().expect("an address");
        let mut world = World { next_id: 10_000, base: format!("http://{addr}"), ..World::default() };
        world.channels.insert(GENERAL, FakeChannel { kind: 0, name: "general".into(), parent: None, recipient: None });
        world.channels.insert(LOCKED, FakeChannel { kind: 0, name: "locked".into(), parent: None, recipient: None });
        world.channels.insert(FLAKY, FakeChannel { kind: 0, name: "flaky".into(), parent: None, recipient: None });
        let world = Arc::new(Mutex::new(world));
        let app = Router::new().route("/ws", get(gateway)).fallback(any(rest)).with_state(world.clone());
        tokio::spawn(async move {
            let _ = axum::serve(listener, app).await;
        });
        Fake { world, addr }
    }

    pub fn base(&self) -> String {
        format!("http://{}", self.addr)
    }

    /// A file a user attaches to a command: returns the attachment's id, the value of a
    /// command's attachment option (type 11).
    pub fn upload(&self, name: &str, bytes: Vec<u8>) -> String {
        let mut w = self.world();
        let id = w.id();
        w.uploads.insert(format!("/uploads/{id}/{name}"), bytes);
        id.to_string()
    }

    pub fn world(&self) -> MutexGuard<'_, World> {
        self.world.lock().expect("the fake's state")
    }

    pub fn add_user(&self, name: &str, dms_closed: bool) -> u64 {
        let mut w = self.world();
        let id = w.id();
        w.users.insert(id, FakeUser { name: name.to_string(), dms_closed, manager: true });
        id
    }

    /// Take Manage Server away from a user (or give it back).
    pub fn set_manager(&self, user: u64, manager: bool) {
        if let Some(u) = self.world().users.get_mut(&user) {
            u.manager = manager;
        }
    }

    /// Wait until `check` holds, or fail the test naming what was awaited.
    pub async fn wait_for(&self, what: &str, check: impl Fn(&World) -> bool) {
        self.wait_for_within(what, Duration::from_secs(30), check).await
    }

    /// The same with a longer (or shorter) patience.
    pub async fn wait_for_within(&self, what: &str, patience: Duration, check: impl Fn(&World) -> bool) {
        let began = Instant::now();
        let deadline = began + patience;
        loop {
            if check(&self.world()) {
                return;
            }
            if Instant::now() > deadline {
                let w = self.world();
                panic!(
                    "timed out waiting for {what}; violations {:?}; unknown routes {:?}; last messages {:#?}",
                    w.violations,
                    w.unknown_routes,
                    w.messages.iter().rev().take(4).collect::<Vec<_>>()
                );
            }
            // Poll briskly at first, then gently, so long waits do not eat the machine.
            let pause = if began.elapsed() > Duration::from_secs(1) { 100 } else { 10 };
            tokio::time::sleep(Duration::from_millis(pause)).await;
        }
    }

    /// Wait until `check` holds (it may read the fake through its own calls), or fail.
    pub async fn wait_until(&self, what: &str, check: impl Fn() -> bool) {
        let deadline = Instant::now() + Duration::from_secs(30);
        while !check() {
            if Instant::now() > deadline {
                let w = self.world();
                panic!(
                    "timed out waiting for {what}; violations {:?}; unknown routes {:?}",
                    w.violations, w.unknown_routes
                );
            }
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    }

    fn new_interaction(&self, w: &mut World, user: u64, channel_id: u64, message_id: Option<u64>) -> (u64, String) {
        let id = w.id();
        let token = format!("token-{id}");
        w.interactions.insert(
            id,
            FakeInteraction {
                id,
                token: token.clone(),
                user,
                channel_id,
                created: Instant::now(),
                answer: None,
                answered_at: None,
                original: None,
                deferred_pending: false,
                settled: false,
                updated_message: false,
                message_id,
                followups: Vec::new(),
                suggestions: Vec::new(),
            },
        );
        (id, token)
    }

    fn envelope(w: &World, id: u64, token: &str, kind: u8, user: u64, channel_id: u64, data: Value) -> Value {
        let dm = w.channels.get(&channel_id).is_some_and(|c| c.kind == 1);
        let mut v = json!({
            "id": id.to_string(), "application_id": APP_ID.to_string(), "type": kind, "data": data,
            "channel_id": channel_id.to_string(), "channel": w.channel_json(channel_id), "token": token, "version": 1,
            "locale": "en-GB", "entitlements": [], "attachment_size_limit": 10 * 1024 * 1024,
            "app_permissions": "2147483647", "authorizing_integration_owners": {}
        });
        if dm {
            v["user"] = w.user_json(user);
        } else {
            v["guild_id"] = json!(GUILD_ID.to_string());
            v["guild_locale"] = json!("en-GB");
            v["member"] = w.member_json(user);
        }
        v
    }

    /// A user types into an option with suggestions: `options` as for [`Fake::slash`], the one
    /// being typed marked `"focused": true`. Discord sends what is typed so far, as a string.
    pub fn autocomplete(&self, user: u64, channel_id: u64, name: &str, options: Value) -> u64 {
        self.interaction(user, channel_id, name, options, 4)
    }

    /// The suggestions the bot answered an autocomplete with.
    pub fn suggestions(&self, interaction: u64) -> Vec<(String, String)> {
        self.world().interactions.get(&interaction).map(|i| i.suggestions.clone()).unwrap_or_default()
    }

    /// A user runs a slash command. `options` are Discord's option objects; users named in
    /// them are resolved.
    pub fn slash(&self, user: u64, channel_id: u64, name: &str, options: Value) -> u64 {
        self.interaction(user, channel_id, name, options, 2)
    }

    /// A user runs a command the bot has not registered (a Discord app holding an older list of
    /// commands, or a forged request).
    pub fn unregistered_slash(&self, user: u64, channel_id: u64, name: &str, options: Value) -> u64 {
        assert!(!self.world().commands.iter().any(|c| c["name"] == name), "/{name} is registered");
        self.interaction(user, channel_id, name, options, 2)
    }

    fn interaction(&self, user: u64, channel_id: u64, name: &str, options: Value, kind: u8) -> u64 {
        let mut w = self.world();
        let command = w.commands.iter().find(|c| c["name"] == name).cloned().unwrap_or_else(|| json!({"id": "1"}));
        let (id, token) = self.new_interaction(&mut w, user, channel_id, None);
        let mut resolved_users = serde_json::Map::new();
        let mut resolved_members = serde_json::Map::new();
        let mut resolved_attachments = serde_json::Map::new();
        let mut walk = vec![options.clone()];
        while let Some(v) = walk.pop() {
            for o in v.as_array().into_iter().flatten() {
                if o["type"] == 6 {
                    let uid: u64 = o["value"].as_str().and_then(|s| s.parse().ok()).unwrap_or(0);
                    resolved_users.insert(uid.to_string(), w.user_json(uid));
                    let mut m = w.member_json(uid);
                    m.as_object_mut().map(|m| m.remove("user"));
                    resolved_members.insert(uid.to_string(), m);
                }
                if o["type"] == 11 {
                    let aid = o["value"].as_str().unwrap_or("0").to_string();
                    let found = w.uploads.iter().find(|(path, _)| path.starts_with(&format!("/uploads/{aid}/")));
                    if let Some((path, bytes)) = found {
                        let filename = path.rsplit('/').next().unwrap_or("file");
                        resolved_attachments.insert(
                            aid.clone(),
                            json!({"id": aid, "filename": filename, "size": bytes.len(),
                                   "url": format!("{}{path}", w.base), "proxy_url": format!("{}{path}", w.base)}),
                        );
                    }
                }
                if let Some(inner) = o.get("options") {
                    walk.push(inner.clone());
                }
            }
        }
        let data = json!({"id": command["id"], "name": name, "type": 1, "options": options, "guild_id": GUILD_ID.to_string(),
                          "resolved": {"users": resolved_users, "members": resolved_members,
                                       "attachments": resolved_attachments}});
        let payload = Self::envelope(&w, id, &token, kind, user, channel_id, data);
        w.dispatch("INTERACTION_CREATE", payload);
        id
    }

    fn component(&self, user: u64, message_id: u64, data: Value) -> u64 {
        let mut w = self.world();
        let message = w.messages.iter().find(|m| m.id == message_id).cloned().expect("the message exists");
        let (id, token) = self.new_interaction(&mut w, user, message.channel_id, Some(message_id));
        let mut payload = Self::envelope(&w, id, &token, 3, user, message.channel_id, data);
        payload["message"] = w.message_json(&message);
        w.dispatch("INTERACTION_CREATE", payload);
        id
    }

    /// A user clicks a button.
    pub fn click(&self, user: u64, message_id: u64, custom_id: &str) -> u64 {
        self.component(user, message_id, json!({"custom_id": custom_id, "component_type": 2}))
    }

    /// A user picks an option in a select menu.
    pub fn select(&self, user: u64, message_id: u64, custom_id: &str, value: &str) -> u64 {
        self.component(user, message_id, json!({"custom_id": custom_id, "component_type": 3, "values": [value]}))
    }

    pub fn answered(&self, interaction: u64) -> bool {
        self.world().interactions.get(&interaction).is_some_and(|i| i.answer.is_some())
    }

    /// Wait until the bot has finished answering an interaction.
    pub async fn settled(&self, interaction: u64) {
        self.wait_for("the bot to finish answering", |w| w.interactions[&interaction].settled).await
    }

    /// Messages in a channel that `viewer` can see, oldest first.
    pub fn visible(&self, channel_id: u64, viewer: u64) -> Vec<FakeMessage> {
        self.world()
            .messages
            .iter()
            .filter(|m| m.channel_id == channel_id && m.ephemeral_to.is_none_or(|u| u == viewer))
            .cloned()
            .collect()
    }

    pub fn dm_channel(&self, user: u64) -> Option<u64> {
        self.world().channels.iter().find(|(_, c)| c.kind == 1 && c.recipient == Some(user)).map(|(id, _)| *id)
    }

    pub fn threads(&self) -> Vec<u64> {
        self.world().channels.iter().filter(|(_, c)| c.kind == 11).map(|(id, _)| *id).collect()
    }

    /// Whatever the bot told a user in answer to an interaction (its original response and
    /// follow-ups), newest last.
    pub fn replies(&self, interaction: u64) -> Vec<FakeMessage> {
        let w = self.world();
        let Some(i) = w.interactions.get(&interaction) else { return Vec::new() };
        // The component's own message counts when this interaction updated it.
        let updated = i.message_id.filter(|_| i.updated_message);
        let ids: Vec<u64> = i.original.into_iter().chain(i.followups.iter().copied()).chain(updated).collect();
        w.messages.iter().filter(|m| ids.contains(&m.id)).cloned().collect()
    }
}

/// Discord's rules for a registered command and its options (50035 otherwise): names of 1 to
/// 32 lower-case characters, descriptions of 1 to 100, at most 25 options and 25 choices each,
/// required options before optional ones; the same within subcommands.
fn check_command(c: &Value) -> Result<(), String> {
    let name = c["name"].as_str().unwrap_or("");
    let named = |n: &str| {
        !n.is_empty()
            && n.len() <= 32
            && n.chars().all(|ch| ch.is_ascii_lowercase() || ch.is_ascii_digit() || ch == '_' || ch == '-')
    };
    if !named(name) {
        return Err(format!("name {name:?}"));
    }
    let described = |d: &Value| d.as_str().is_some_and(|d| !d.is_empty() && d.chars().count() <= 100);
    if !described(&c["description"]) && c["type"].as_u64().unwrap_or(1) == 1 {
        return Err(format!("description {}", c["description"]));
    }
    let options = c["options"].as_array().cloned().unwrap_or_default();
    if options.len() > 25 {
        return Err(format!("{} options", options.len()));
    }
    let mut optional_seen = false;
    for o in &options {
        let kind = o["type"].as_u64().unwrap_or(0);
        if kind == 1 || kind == 2 {
            check_command(o)?;
            continue;
        }
        if !named(o["name"].as_str().unwrap_or("")) || !described(&o["description"]) {
            return Err(format!("option {}", o["name"]));
        }
        let required = o["required"].as_bool().unwrap_or(false);
        if required && optional_seen {
            return Err(format!("required option {} after an optional one", o["name"]));
        }
        optional_seen |= !required;
        let choices = o["choices"].as_array().map(|c| c.len()).unwrap_or(0);
        if choices > 25 || (choices > 0 && o["autocomplete"].as_bool().unwrap_or(false)) {
            return Err(format!("option {}: {choices} choices", o["name"]));
        }
    }
    Ok(())
}

/// Files attached to a request: name and bytes.
type Files = Vec<(String, Vec<u8>)>;

/// Split a multipart body into its JSON payload and files.
fn multipart(headers: &HeaderMap, body: &[u8]) -> Option<(Value, Files)> {
    let kind = headers.get("content-type")?.to_str().ok()?;
    let boundary = kind.split("boundary=").nth(1)?.trim_matches('"');
    let marker = format!("--{boundary}");
    let mut payload = json!({});
    let mut files = Vec::new();
    let text = body;
    let mut parts = Vec::new();
    let mut start = 0;
    while let Some(pos) = find(&text[start..], marker.as_bytes()) {
        let at = start + pos;
        if start != 0 {
            parts.push(&text[start..at.saturating_sub(2)]);
        }
        start = at + marker.len() + 2;
        if start > text.len() {
            break;
        }
    }
    for part in parts {
        let split = find(part, b"\r\n\r\n")?;
        let head = String::from_utf8_lossy(&part[..split]).to_string();
        let content = &part[split + 4..];
        if head.contains("name=\"payload_json\"") {
            payload = serde_json::from_slice(content).ok()?;
        } else if let Some(name) = head.split("filename=\"").nth(1).and_then(|s| s.split('"').next()) {
            files.push((name.to_string(), content.to_vec()));
        }
    }
    Some((payload, files))
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

async fn rest(State(world): State<Arc<Mutex<World>>>, request: Request) -> Response {
    let method = request.method().clone();
    let path = request.uri().path().to_string();
    let headers = request.headers().clone();
    let body: Bytes = axum::body::to_bytes(request.into_body(), 64 * 1024 * 1024).await.unwrap_or_default();
    let is_multipart =
        headers.get("content-type").and_then(|v| v.to_str().ok()).is_some_and(|v| v.starts_with("multipart/"));
    let parsed = if is_multipart {
        multipart(&headers, &body)
    } else if body.is_empty() {
        Some((json!({}), Vec::new()))
    } else {
        serde_json::from_slice(&body).ok().map(|v| (v, Vec::new()))
    };
    let mut w = world.lock().expect("the fake's state");
    w.requests += 1;
    // Attachments are fetched from Discord's file servers, without the bot's token.
    if path.starts_with("/uploads/") && method == axum::http::Method::GET {
        w.fetched.push(path.clone());
        return match w.uploads.get(&path) {
            Some(bytes) => bytes.clone().into_response(),
            None => error(StatusCode::NOT_FOUND, 0, "no such file"),
        };
    }
    let Some((payload, files)) = parsed else {
        // Discord answers a body it cannot read with 50109; a test must hear of it.
        return w.violation(format!("{method} {path}: a body that is neither JSON nor multipart with JSON"));
    };
    let segments: Vec<&str> = path.trim_start_matches("/api/v10/").split('/').collect();
    // Interaction answers are authorised by their own token; everything else by the bot's.
    let by_interaction = matches!(segments.first(), Some(&"interactions") | Some(&"webhooks"));
    let authorised = headers.get("authorization").and_then(|v| v.to_str().ok()) == Some(&format!("Bot {TOKEN}"));
    if !by_interaction && !authorised {
        return error(StatusCode::UNAUTHORIZED, 0, "401: Unauthorized");
    }
    match (method.clone(), segments.as_slice()) {
        (Method::GET, ["gateway"]) | (Method::GET, ["gateway", "bot"]) => {
            let url = format!("ws://{}/ws", w.base.trim_start_matches("http://"));
            ok(
                json!({"url": url, "shards": 1, "session_start_limit": {"total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1}}),
            )
        }
        (Method::GET, ["users", "@me"]) => ok(w.user_json(BOT_ID)),
        (Method::GET, ["oauth2", "applications", "@me"]) => ok(json!({
            "id": APP_ID.to_string(), "name": "Touchline", "icon": null, "description": "", "bot_public": true,
            "bot_require_code_grant": false, "owner": w.user_json(BOT_ID), "verify_key": "0", "team": null
        })),
        (Method::PUT, ["applications", _, "guilds", _, "commands"])
        | (Method::PUT, ["applications", _, "commands"]) => {
            let mut commands = Vec::new();
            for c in payload.as_array().cloned().unwrap_or_default() {
                if let Err(e) = check_command(&c) {
                    return w.violation(format!("command /{}: {e}", c["name"]));
                }
                let mut c = c;
                let id = w.id();
                c["id"] = json!(id.to_string());
                c["application_id"] = json!(APP_ID.to_string());
                c["version"] = json!(id.to_string());
                if c.get("type").is_none() {
                    c["type"] = json!(1);
                }
                commands.push(c);
            }
            w.commands = commands.clone();
            ok(Value::Array(commands))
        }
        (Method::POST, ["interactions", id, token, "callback"]) => {
            let id: u64 = id.parse().unwrap_or(0);
            let Some(i) = w.interactions.get(&id).cloned().filter(|i| i.token == *token) else {
                return error(StatusCode::NOT_FOUND, 10062, "Unknown interaction");
            };
            if i.created.elapsed() > DEADLINE {
                w.violations.push(format!("interaction {id} answered after {:?}", i.created.elapsed()));
                return error(StatusCode::NOT_FOUND, 10062, "Unknown interaction");
            }
            if i.answer.is_some() {
                w.violations.push(format!("interaction {id} answered twice"));
                return error(StatusCode::BAD_REQUEST, 40060, "Interaction has already been acknowledged.");
            }
            let kind = payload["type"].as_u64().unwrap_or(0);
            let data = payload.get("data").cloned().unwrap_or(json!({}));
            if let Err(e) = w.check_message(&data, &files) {
                return w.violation(format!("interaction {id}: {e}"));
            }
            let ephemeral = data["flags"].as_u64().unwrap_or(0) & 64 != 0;
            let mut record = i.clone();
            record.answer = Some(kind);
            record.answered_at = Some(Instant::now());
            record.settled = matches!(kind, 4 | 7);
            record.updated_message = kind == 7;
            match kind {
                4 => {
                    let m = w.add_message(i.channel_id, BOT_ID, &data, &files, ephemeral.then_some(i.user));
                    record.original = Some(m);
                }
                5 => {
                    let m =
                        w.add_message(i.channel_id, BOT_ID, &json!({"content": ""}), &[], ephemeral.then_some(i.user));
                    record.original = Some(m);
                    record.deferred_pending = true;
                }
                6 => {}
                8 => {
                    // Autocomplete: at most 25 suggestions, names and values of 1 to 100.
                    let choices = data["choices"].as_array().cloned().unwrap_or_default();
                    if choices.len() > 25 {
                        return w.violation(format!("interaction {id}: {} suggestions", choices.len()));
                    }
                    for c in &choices {
                        let (name, value) = (c["name"].as_str().unwrap_or(""), c["value"].to_string());
                        if name.is_empty() || name.chars().count() > 100 || value.len() > 102 {
                            return w.violation(format!("interaction {id}: suggestion {c}"));
                        }
                        record.suggestions.push((name.to_string(), c["value"].as_str().unwrap_or("").to_string()));
                    }
                    record.settled = true;
                }
                7 => match i.message_id {
                    Some(m) => w.edit_message(m, &data, &files),
                    None => return w.violation(format!("interaction {id}: UPDATE_MESSAGE without a message")),
                },
                other => return w.violation(format!("interaction {id}: callback type {other}")),
            }
            w.interactions.insert(id, record);
            StatusCode::NO_CONTENT.into_response()
        }
        (Method::POST, ["webhooks", _, token]) => {
            let Some(i) = w.interactions.values().find(|i| i.token == *token).cloned() else {
                return error(StatusCode::NOT_FOUND, 10015, "Unknown Webhook");
            };
            if i.answer.is_none() {
                return w.violation(format!("follow-up before any answer to interaction {}", i.id));
            }
            if let Err(e) = w.check_message(&payload, &files) {
                return w.violation(format!("follow-up: {e}"));
            }
            let mut record = i.clone();
            record.settled = true;
            let id = if i.deferred_pending {
                // Discord: the first follow-up after a deferred answer replaces the "thinking…".
                let m = i.original.expect("a deferred answer has a message");
                w.edit_message(m, &payload, &files);
                record.deferred_pending = false;
                m
            } else {
                let ephemeral = payload["flags"].as_u64().unwrap_or(0) & 64 != 0;
                let m = w.add_message(i.channel_id, BOT_ID, &payload, &files, ephemeral.then_some(i.user));
                record.followups.push(m);
                m
            };
            w.interactions.insert(i.id, record);
            let m = w.messages.iter().find(|m| m.id == id).cloned().expect("just written");
            ok(w.message_json(&m))
        }
        (Method::PATCH, ["webhooks", _, token, "messages", "@original"]) => {
            let Some(i) = w.interactions.values().find(|i| i.token == *token).cloned() else {
                return error(StatusCode::NOT_FOUND, 10015, "Unknown Webhook");
            };
            let Some(m) = i.original.or(i.message_id) else {
                return error(StatusCode::NOT_FOUND, 10008, "Unknown Message");
            };
            if let Err(e) = w.check_message(&payload, &files) {
                return w.violation(format!("edit: {e}"));
            }
            w.edit_message(m, &payload, &files);
            let mut record = i.clone();
            record.deferred_pending = false;
            record.settled = true;
            record.updated_message = i.original.is_none();
            w.interactions.insert(i.id, record);
            let m = w.messages.iter().find(|x| x.id == m).cloned().expect("exists");
            ok(w.message_json(&m))
        }
        (Method::POST, ["channels", channel, "messages"]) => {
            let channel: u64 = channel.parse().unwrap_or(0);
            let Some(c) = w.channels.get(&channel).cloned() else {
                return error(StatusCode::NOT_FOUND, 10003, "Unknown Channel");
            };
            if c.kind == 1 && c.recipient.and_then(|r| w.users.get(&r)).is_some_and(|u| u.dms_closed) {
                return error(StatusCode::FORBIDDEN, 50007, "Cannot send messages to this user");
            }
            if let Err(e) = w.check_message(&payload, &files) {
                return w.violation(format!("message in {channel}: {e}"));
            }
            let id = w.add_message(channel, BOT_ID, &payload, &files, None);
            let m = w.messages.iter().find(|m| m.id == id).cloned().expect("just written");
            ok(w.message_json(&m))
        }
        (Method::POST, ["channels", channel, "threads"]) => {
            let parent: u64 = channel.parse().unwrap_or(0);
            match w.channels.get(&parent) {
                None => return error(StatusCode::NOT_FOUND, 10003, "Unknown Channel"),
                // Discord has no threads inside threads (or DMs).
                Some(c) if c.kind != 0 => {
                    return error(StatusCode::BAD_REQUEST, 50024, "Cannot execute action on this channel type")
                }
                Some(_) => {}
            }
            if parent == LOCKED {
                return error(StatusCode::FORBIDDEN, 50013, "Missing Permissions");
            }
            if parent == FLAKY && !w.flaky_failed {
                w.flaky_failed = true;
                return error(StatusCode::INTERNAL_SERVER_ERROR, 0, "500: Internal Server Error");
            }
            let name = payload["name"].as_str().unwrap_or("thread").to_string();
            if name.is_empty() || name.chars().count() > 100 {
                return w.violation(format!("thread name of {} characters", name.chars().count()));
            }
            let id = w.id();
            w.channels.insert(id, FakeChannel { kind: 11, name, parent: Some(parent), recipient: None });
            ok(w.channel_json(id))
        }
        (Method::POST, ["users", "@me", "channels"]) => {
            let user: u64 = payload["recipient_id"]
                .as_str()
                .and_then(|s| s.parse().ok())
                .or(payload["recipient_id"].as_u64())
                .unwrap_or(0);
            if !w.users.contains_key(&user) {
                return error(StatusCode::BAD_REQUEST, 50033, "Invalid Recipient(s)");
            }
            let existing = w.channels.iter().find(|(_, c)| c.kind == 1 && c.recipient == Some(user)).map(|(id, _)| *id);
            let id = match existing {
                Some(id) => id,
                None => {
                    let id = w.id();
                    w.channels
                        .insert(id, FakeChannel { kind: 1, name: String::new(), parent: None, recipient: Some(user) });
                    id
                }
            };
            ok(w.channel_json(id))
        }
        (Method::GET, ["channels", channel]) => {
            let channel: u64 = channel.parse().unwrap_or(0);
            if w.channels.contains_key(&channel) {
                ok(w.channel_json(channel))
            } else {
                error(StatusCode::NOT_FOUND, 10003, "Unknown Channel")
            }
        }
        _ => {
            w.unknown_routes.push(format!("{method} {path}"));
            error(StatusCode::NOT_FOUND, 0, "404: Not Found")
        }
    }
}

async fn gateway(State(world): State<Arc<Mutex<World>>>, upgrade: WebSocketUpgrade) -> Response {
    upgrade.on_upgrade(move |socket| session(world, socket))
}

async fn session(world: Arc<Mutex<World>>, mut socket: WebSocket) {
    let (tx, mut rx) = mpsc::unbounded_channel::<String>();
    let hello = json!({"op": 10, "d": {"heartbeat_interval": 41250}}).to_string();
    if socket.send(Ws::Text(hello)).await.is_err() {
        return;
    }
    loop {
        tokio::select! {
            outgoing = rx.recv() => {
                let Some(text) = outgoing else { break };
                if socket.send(Ws::Text(text)).await.is_err() { break; }
            }
            incoming = socket.recv() => {
                let Some(Ok(message)) = incoming else { break };
                let Ws::Text(text) = message else { continue };
                let Ok(v) = serde_json::from_str::<Value>(&text) else { continue };
                match v["op"].as_u64() {
                    Some(1) => {
                        let _ = tx.send(json!({"op": 11}).to_string());
                    }
                    Some(2) | Some(6) => {
                        let mut w = world.lock().expect("the fake's state");
                        w.identified += 1;
                        w.gateway = Some(tx.clone());
                        w.seq = 0;
                        let base = w.base.clone();
                        let ready = json!({
                            "v": 10, "user": w.user_json(BOT_ID), "guilds": [{"id": GUILD_ID.to_string(), "unavailable": true}],
                            "session_id": format!("session-{}", w.identified),
                            "resume_gateway_url": format!("ws://{}/ws", base.trim_start_matches("http://")),
                            "application": {"id": APP_ID.to_string(), "flags": 0}
                        });
                        w.dispatch("READY", ready);
                    }
                    _ => {}
                }
            }
        }
    }
}
