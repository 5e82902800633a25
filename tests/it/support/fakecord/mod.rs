//! A fake Discord for end-to-end tests: a REST API and a gateway on loopback, enough of
//! Discord for the real serenity/poise client, with Discord's rules enforced (3 s to answer an
//! interaction, one answer per interaction, 2000 characters, 5 rows, custom ids ≤ 100 chars,
//! ≤ 25 options, 10 MiB files, closed DMs). Every rule broken is recorded as a violation and
//! refused with Discord's error code, so a test fails on it.

#![allow(dead_code)]

//!
//! - this module: the running fake and what a test does with it (users, slash commands, clicks,
//!   waiting on the world, reading what the bot posted);
//! - [`world`]: the state and Discord's rules for messages;
//! - [`rest`]: the REST routes (with Discord's rules for commands);
//! - [`gateway`]: the websocket;
//! - [`multipart`]: request bodies with files.

use std::net::SocketAddr;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use axum::routing::{any, get};
use axum::Router;
use serde_json::{json, Value};

mod gateway;
mod multipart;
mod rest;
mod world;

pub use world::{FakeChannel, FakeInteraction, FakeMessage, FakeUser, World};

pub const APP_ID: u64 = 1001;
pub const BOT_ID: u64 = 1001;
/// A snowflake whose shard (`id >> 22`, modulo the count) is 1 of 2, so sharded tests see the
/// server's events and direct messages arrive on different shards.
pub const GUILD_ID: u64 = (5 << 22) | 2001;
/// The only bot token the fake accepts; any other is refused with 401, as Discord does.
pub const TOKEN: &str = "fake-token";
/// The application's OAuth2 client secret, which the Activity's sign-in exchanges codes with.
pub const CLIENT_SECRET: &str = "fake-client-secret";
pub const GENERAL: u64 = 3001;
/// A text channel where the bot may not create threads (Discord answers 403, 50013).
pub const LOCKED: u64 = 3002;
/// A text channel whose first thread creation fails with a server error (500), as Discord's
/// rarely do; later ones succeed.
pub const FLAKY: u64 = 3003;
pub(crate) const DEADLINE: Duration = Duration::from_secs(3);

/// A running fake.
#[derive(Clone)]
pub struct Fake {
    world: Arc<Mutex<World>>,
    addr: SocketAddr,
}

impl Fake {
    pub async fn start() -> Fake {
        Fake::start_sharded(1).await
    }

    /// A fake whose bot runs `shards` gateway shards: each server's events go to its own shard,
    /// direct messages to shard 0.
    pub async fn start_sharded(shards: u32) -> Fake {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.expect("a loopback port");
        let addr = listener.local_addr().expect("an address");
        let mut world =
            World { next_id: 10_000, base: format!("http://{addr}"), shard_count: shards, ..World::default() };
        world.channels.insert(GENERAL, FakeChannel { kind: 0, name: "general".into(), parent: None, recipient: None });
        world.channels.insert(LOCKED, FakeChannel { kind: 0, name: "locked".into(), parent: None, recipient: None });
        world.channels.insert(FLAKY, FakeChannel { kind: 0, name: "flaky".into(), parent: None, recipient: None });
        let world = Arc::new(Mutex::new(world));
        let app = Router::new().route("/ws", get(gateway::gateway)).fallback(any(rest::rest)).with_state(world.clone());
        tokio::spawn(async move {
            let _ = axum::serve(listener, app).await;
        });
        Fake { world, addr }
    }

    pub fn base(&self) -> String {
        format!("http://{}", self.addr)
    }

    /// The fake's address as one process of the bot is given it (`TOUCHLINE_DISCORD_API_URL`):
    /// its requests come under `/p/<process>`, so [`Fake::set_latency`] can slow that process
    /// alone.
    pub fn base_for(&self, process: &str) -> String {
        format!("http://{}/p/{process}", self.addr)
    }

    /// Forget every message's nonce, as Discord does after a few minutes: a message sent again
    /// under one is posted again.
    pub fn forget_nonces(&self) {
        self.world().nonces.clear();
    }

    /// From now on, answer the messages `process` posts (in channels, threads and DMs) between
    /// `fewest` and `most` milliseconds late, as a slow Discord does: each is posted at once,
    /// and the process hears so late. `None` answers it at once again.
    pub fn set_latency(&self, process: &str, range: Option<(u64, u64)>) {
        let mut w = self.world();
        match range {
            Some((fewest, most)) => w.latency.insert(process.to_string(), (fewest, most.max(fewest))),
            None => w.latency.remove(process),
        };
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
        w.users.insert(id, FakeUser { name: name.to_string(), dms_closed, manager: true, locale: "en-GB".into() });
        id
    }

    /// Take Manage Server away from a user (or give it back).
    pub fn set_manager(&self, user: u64, manager: bool) {
        if let Some(u) = self.world().users.get_mut(&user) {
            u.manager = manager;
        }
    }

    /// Set the language a user's Discord is in (a Discord locale: `pt-BR`, `es-419`, …).
    pub fn set_locale(&self, user: u64, locale: &str) {
        if let Some(u) = self.world().users.get_mut(&user) {
            u.locale = locale.to_string();
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
                    w.messages().iter().rev().take(4).collect::<Vec<_>>()
                );
            }
            // Poll briskly at first, then gently, so long waits do not eat the machine.
            let pause = if began.elapsed() > Duration::from_secs(1) { 100 } else { 10 };
            tokio::time::sleep(Duration::from_millis(pause)).await;
        }
    }

    /// Wait until `check` holds (it may read the fake through its own calls), or fail.
    pub async fn wait_until(&self, what: &str, check: impl Fn() -> bool) {
        self.wait_until_within(what, Duration::from_secs(30), check).await
    }

    /// The same with a longer (or shorter) patience.
    pub async fn wait_until_within(&self, what: &str, patience: Duration, check: impl Fn() -> bool) {
        let deadline = Instant::now() + patience;
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
                undelivered: false,
                launchable: message_id.is_some(),
            },
        );
        w.tokens.insert(token.clone(), id);
        (id, token)
    }

    /// An interaction no connected shard carried: nobody will answer it, and none should.
    fn undelivered(w: &mut World, id: u64) {
        if let Some(i) = w.interactions.get_mut(&id) {
            i.undelivered = true;
        }
    }

    /// Whether an interaction reached the bot (its shard was connected).
    pub fn delivered(&self, interaction: u64) -> bool {
        self.world().interactions.get(&interaction).is_some_and(|i| !i.undelivered)
    }

    /// The interactions not yet answered in full whose shard is in `shards`: their process died
    /// with them (before answering, or after deferring and before following up). Discord tells
    /// each person that the interaction failed; they are marked so, and returned.
    pub fn lose_unanswered(&self, shards: std::ops::RangeInclusive<u32>) -> Vec<u64> {
        let mut w = self.world();
        let lost: Vec<u64> = w
            .interactions
            .values()
            .filter(|i| !i.settled && !i.undelivered)
            .filter(|i| shards.contains(&w.shard_of(w.guild_of(i.channel_id))))
            .map(|i| i.id)
            .collect();
        for id in &lost {
            Self::undelivered(&mut w, *id);
        }
        lost
    }

    /// Another server with the bot in it, with a text channel of its own: that channel's id.
    pub fn add_server(&self, guild_id: u64) -> u64 {
        let mut w = self.world();
        let channel = w.id();
        w.channels.insert(channel, FakeChannel { kind: 0, name: "general".into(), parent: None, recipient: None });
        w.channel_servers.insert(channel, guild_id);
        w.servers.push(guild_id);
        channel
    }

    fn envelope(w: &World, id: u64, token: &str, kind: u8, user: u64, channel_id: u64, data: Value) -> Value {
        let dm = w.channels.get(&channel_id).is_some_and(|c| c.kind == 1);
        let mut v = json!({
            "id": id.to_string(), "application_id": APP_ID.to_string(), "type": kind, "data": data,
            "channel_id": channel_id.to_string(), "channel": w.channel_json(channel_id), "token": token, "version": 1,
            "locale": w.users.get(&user).map(|u| u.locale.as_str()).unwrap_or("en-GB"),
            "entitlements": [], "attachment_size_limit": 10 * 1024 * 1024,
            "app_permissions": "2147483647", "authorizing_integration_owners": {}
        });
        if dm {
            v["user"] = w.user_json(user);
        } else {
            v["guild_id"] = json!(w.guild_of(channel_id).unwrap_or(GUILD_ID).to_string());
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
        let data = json!({"id": command["id"], "name": name, "type": 1, "options": options, "guild_id": w.guild_of(channel_id).unwrap_or(GUILD_ID).to_string(),
                          "resolved": {"users": resolved_users, "members": resolved_members,
                                       "attachments": resolved_attachments}});
        let payload = Self::envelope(&w, id, &token, kind, user, channel_id, data);
        if !w.dispatch("INTERACTION_CREATE", payload) {
            Self::undelivered(&mut w, id);
        }
        id
    }

    fn component(&self, user: u64, message_id: u64, data: Value) -> u64 {
        let mut w = self.world();
        let message = w.message(message_id).cloned().expect("the message exists");
        let (id, token) = self.new_interaction(&mut w, user, message.channel_id, Some(message_id));
        let mut payload = Self::envelope(&w, id, &token, 3, user, message.channel_id, data);
        payload["message"] = w.message_json(&message);
        if !w.dispatch("INTERACTION_CREATE", payload) {
            Self::undelivered(&mut w, id);
        }
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

    /// A user runs the Activity's Entry Point command (`/launch`) in a channel.
    pub fn entry_point(&self, user: u64, channel_id: u64) -> u64 {
        let mut w = self.world();
        let command =
            w.commands.iter().find(|c| c["type"] == 4).cloned().expect("an Entry Point command is registered");
        let (id, token) = self.new_interaction(&mut w, user, channel_id, None);
        if let Some(i) = w.interactions.get_mut(&id) {
            i.launchable = true;
        }
        let data = json!({"id": command["id"], "name": command["name"], "type": 4,
                          "guild_id": w.guild_of(channel_id).unwrap_or(GUILD_ID).to_string()});
        let payload = Self::envelope(&w, id, &token, 2, user, channel_id, data);
        if !w.dispatch("INTERACTION_CREATE", payload) {
            Self::undelivered(&mut w, id);
        }
        id
    }

    /// What Discord's client does when an Activity asks it to authorize: a one-time OAuth2 code
    /// for `user`, which the Activity's server exchanges at the token endpoint.
    pub fn authorize(&self, user: u64) -> String {
        let mut w = self.world();
        let code = format!("code{}", w.id());
        w.oauth_codes.insert(code.clone(), user);
        code
    }

    pub fn answered(&self, interaction: u64) -> bool {
        self.world().interactions.get(&interaction).is_some_and(|i| i.answer.is_some())
    }

    /// Wait until the bot has finished answering an interaction (at once for one that no
    /// connected shard carried: Discord tells the person it failed, and nobody will answer).
    pub async fn settled(&self, interaction: u64) {
        self.wait_for("the bot to finish answering", |w| {
            let i = &w.interactions[&interaction];
            i.settled || i.undelivered
        })
        .await
    }

    /// Messages in a channel that `viewer` can see, oldest first.
    pub fn visible(&self, channel_id: u64, viewer: u64) -> Vec<FakeMessage> {
        self.world().in_channel(channel_id).filter(|m| m.ephemeral_to.is_none_or(|u| u == viewer)).cloned().collect()
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
        let mut ids: Vec<u64> = i.original.into_iter().chain(i.followups.iter().copied()).chain(updated).collect();
        // Ids grow as messages are posted: in their order, oldest first.
        ids.sort_unstable();
        ids.dedup();
        ids.iter().filter_map(|id| w.message(*id)).cloned().collect()
    }
}
