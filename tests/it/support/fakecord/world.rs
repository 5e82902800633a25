//! The fake's world: its users, channels, messages and interactions, what the bot has done to
//! them, and Discord's rules for a message, checked as the bot posts.

use std::collections::{BTreeMap, HashMap};
use std::sync::Arc;
use std::time::Instant;

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde_json::{json, Value};
use tokio::sync::mpsc;

use super::{BOT_ID, GUILD_ID};

#[derive(Clone, Debug)]
pub struct FakeUser {
    pub name: String,
    pub dms_closed: bool,
    /// Has Manage Server (everyone does unless told otherwise).
    pub manager: bool,
    /// The language their Discord is set to (`en-GB` unless told otherwise), sent with each of
    /// their interactions.
    pub locale: String,
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
    /// Whether the message is a board: its picture is `board.png` (the key moments at full
    /// time carry pictures of boards too, named for the moment).
    pub fn is_board(&self) -> bool {
        self.files.iter().any(|(name, _)| name == "board.png")
    }

    /// Every custom id on the message.
    pub fn custom_ids(&self) -> Vec<String> {
        self.ids().map(str::to_string).collect()
    }

    /// Whether a custom id on the message passes `check`: what a poll asks of every message,
    /// so it copies nothing.
    pub fn has_custom_id(&self, check: impl Fn(&str) -> bool) -> bool {
        self.ids().any(check)
    }

    fn ids(&self) -> impl Iterator<Item = &str> {
        let rows = self.components.as_array().into_iter().flatten();
        rows.flat_map(|row| row["components"].as_array().into_iter().flatten()).filter_map(|c| c["custom_id"].as_str())
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
    /// No connected shard carried it (its process was down): Discord tells the person the
    /// interaction failed, and the bot never sees it.
    pub undelivered: bool,
    /// Whether it may be answered with the Activity's launch: a component's, or the Entry
    /// Point command's.
    pub launchable: bool,
}

#[derive(Default)]
pub struct World {
    pub(super) next_id: u64,
    pub users: BTreeMap<u64, FakeUser>,
    pub channels: BTreeMap<u64, FakeChannel>,
    /// Every message, in the order posted (so by id); read through [`World::messages`], and
    /// changed only by [`World::add_message`] and [`World::edit_message`], which keep the
    /// indexes below.
    pub(super) messages: Vec<FakeMessage>,
    /// Where each message is in `messages`, by its id.
    pub(super) message_at: HashMap<u64, usize>,
    /// Each channel's messages (places in `messages`), oldest first.
    pub(super) channel_messages: HashMap<u64, Vec<usize>>,
    /// Each user's private messages, oldest first: those in their DM channel and those
    /// ephemeral for them.
    pub(super) private_messages: HashMap<u64, Vec<usize>>,
    pub interactions: BTreeMap<u64, FakeInteraction>,
    /// Each interaction's id by its token, which answers and follow-ups are addressed with.
    pub(super) tokens: HashMap<String, u64>,
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
    pub(super) flaky_failed: bool,
    /// How many shards `GET /gateway/bot` tells the bot to run (0 is taken as 1).
    pub shard_count: u32,
    /// The shards identified over the fake's life, in order (a restart identifies again).
    pub shards_identified: Vec<u32>,
    /// When each IDENTIFY (not a RESUME) came, and for which shard.
    pub identify_times: Vec<(u32, Instant)>,
    /// The servers other than [`GUILD_ID`] (added by [`super::Fake::add_server`]), and the
    /// channels made in them; a channel not named here is in [`GUILD_ID`].
    pub servers: Vec<u64>,
    pub(super) channel_servers: BTreeMap<u64, u64>,
    /// The gateway session of each connected shard.
    pub(super) gateways: BTreeMap<u32, Session>,
    pub(super) base: String,
    /// How late the fake answers the messages each process posts, the process named by the path
    /// its requests come under ([`super::Fake::base_for`]): (fewest, most) milliseconds.
    pub(super) latency: HashMap<String, (u64, u64)>,
    /// How many posts have been answered late, to spread the delays over their range.
    pub(super) delayed: u64,
    /// Messages created with `enforce_nonce`, by (author, nonce): the message and when, so one
    /// sent again with the same nonce within [`NONCE_WINDOW`] is the first one, as on Discord.
    pub(super) nonces: HashMap<(u64, String), (u64, Instant)>,
    /// How many messages a nonce kept from being posted twice.
    pub nonce_repeats: u64,
    /// Threads the bot deleted (a match's thread whose match was never stored), in order.
    pub deleted_threads: Vec<u64>,
    /// When each thread was made (ISO 8601), as Discord's thread metadata says.
    pub(super) thread_created: HashMap<u64, String>,
    /// OAuth2 codes Discord's client has handed an Activity and not yet exchanged, by code:
    /// whose they are.
    pub(super) oauth_codes: HashMap<String, u64>,
    /// The access tokens the codes were exchanged for, by token: whose they are.
    pub(super) access_tokens: HashMap<String, u64>,
    /// Codes exchanged (or tried) with a wrong secret or client, or twice.
    pub oauth_refusals: u64,
}

/// How long Discord remembers a message's nonce ("the past few minutes").
pub const NONCE_WINDOW: std::time::Duration = std::time::Duration::from_secs(5 * 60);

/// A message body's nonce, as text; an error for one Discord refuses.
fn nonce_of(body: &Value) -> Result<Option<String>, String> {
    match &body["nonce"] {
        Value::Null => Ok(None),
        Value::String(s) if s.chars().count() <= 25 => Ok(Some(s.clone())),
        Value::Number(n) if n.is_i64() || n.is_u64() => Ok(Some(n.to_string())),
        other => Err(format!("nonce {other}")),
    }
}

/// One shard's gateway connection: where its events go and their sequence numbers.
pub(super) struct Session {
    /// Which websocket this is, so a closed one is forgotten only if no newer one took its shard.
    pub(super) socket: u64,
    pub(super) tx: mpsc::UnboundedSender<String>,
    pub(super) seq: u64,
}

impl World {
    pub(super) fn id(&mut self) -> u64 {
        self.next_id += 1;
        self.next_id
    }

    /// Every message, oldest first.
    pub fn messages(&self) -> &[FakeMessage] {
        &self.messages
    }

    /// A message by its id.
    pub fn message(&self, id: u64) -> Option<&FakeMessage> {
        self.message_at.get(&id).map(|at| &self.messages[*at])
    }

    /// A channel's messages (for anyone, and ephemeral ones for someone), oldest first.
    pub fn in_channel(&self, channel: u64) -> impl DoubleEndedIterator<Item = &FakeMessage> + '_ {
        self.channel_messages.get(&channel).into_iter().flatten().map(|at| &self.messages[*at])
    }

    /// How many messages a channel holds.
    pub fn count_in(&self, channel: u64) -> usize {
        self.channel_messages.get(&channel).map_or(0, Vec::len)
    }

    /// Messages only `user` sees, oldest first: their DMs and ephemeral messages for them.
    pub fn private_to(&self, user: u64) -> impl DoubleEndedIterator<Item = &FakeMessage> + '_ {
        self.private_messages.get(&user).into_iter().flatten().map(|at| &self.messages[*at])
    }

    /// An interaction by its token.
    pub(super) fn by_token(&self, token: &str) -> Option<&FakeInteraction> {
        self.tokens.get(token).and_then(|id| self.interactions.get(id))
    }

    pub(super) fn user_json(&self, id: u64) -> Value {
        let (name, bot) = match self.users.get(&id) {
            Some(u) => (u.name.clone(), false),
            None => ("Touchline".to_string(), id == BOT_ID),
        };
        json!({"id": id.to_string(), "username": name, "global_name": name, "discriminator": "0", "avatar": null, "bot": bot})
    }

    pub(super) fn member_json(&self, id: u64) -> Value {
        // Manage Server is 1 << 5; a plain member gets only Send Messages and View Channel.
        let manager = self.users.get(&id).is_none_or(|u| u.manager);
        let permissions = if manager { "2147483647" } else { "3072" };
        json!({"user": self.user_json(id), "roles": [], "deaf": false, "mute": false, "flags": 0,
               "joined_at": "2026-01-01T00:00:00.000000+00:00", "permissions": permissions})
    }

    pub(super) fn message_json(&self, m: &FakeMessage) -> Value {
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
        if let Some(guild) = self.guild_of(m.channel_id) {
            v["guild_id"] = json!(guild.to_string());
        }
        v
    }

    pub(super) fn channel_json(&self, id: u64) -> Value {
        let c = &self.channels[&id];
        match c.kind {
            1 => json!({"id": id.to_string(), "type": 1, "recipients": [self.user_json(c.recipient.unwrap_or(0))]}),
            kind => {
                json!({"id": id.to_string(), "type": kind, "guild_id": self.guild_of(id).unwrap_or(GUILD_ID).to_string(), "name": c.name,
                           "parent_id": c.parent.map(|p| p.to_string()), "position": 0, "permission_overwrites": [],
                           "nsfw": false})
            }
        }
    }

    /// A thread as Discord lists a server's active threads: the bot made every thread here.
    pub(super) fn thread_json(&self, id: u64) -> Value {
        let mut v = self.channel_json(id);
        let created = self.thread_created.get(&id).cloned().unwrap_or_else(|| "2026-01-01T00:00:00.000Z".into());
        v["owner_id"] = json!(BOT_ID.to_string());
        v["message_count"] = json!(self.count_in(id));
        v["member_count"] = json!(1);
        v["thread_metadata"] = json!({"archived": false, "auto_archive_duration": 1440,
            "archive_timestamp": created, "locked": false, "create_timestamp": created});
        v
    }

    pub(super) fn violation(&mut self, text: String) -> Response {
        self.violations.push(text.clone());
        error(StatusCode::BAD_REQUEST, 50035, &text)
    }

    /// The message a nonce already created, if the body asks for the nonce to be enforced and
    /// one was created within [`NONCE_WINDOW`]: Discord answers with it and posts nothing. A
    /// nonce is a string of at most 25 characters or an integer.
    pub(super) fn repeated(&mut self, author: u64, body: &Value) -> Result<Option<u64>, String> {
        let Some(key) = nonce_of(body)? else { return Ok(None) };
        if !body["enforce_nonce"].as_bool().unwrap_or(false) {
            return Ok(None);
        }
        match self.nonces.get(&(author, key)) {
            Some((id, at)) if at.elapsed() < NONCE_WINDOW => {
                self.nonce_repeats += 1;
                Ok(Some(*id))
            }
            _ => Ok(None),
        }
    }

    /// Remember a message's enforced nonce.
    pub(super) fn keep_nonce(&mut self, author: u64, body: &Value, message: u64) {
        if let (Ok(Some(key)), true) = (nonce_of(body), body["enforce_nonce"].as_bool().unwrap_or(false)) {
            self.nonces.insert((author, key), (message, Instant::now()));
        }
    }

    /// Discord's limits on a message body.
    pub(super) fn check_message(&self, body: &Value, files: &[(String, Vec<u8>)]) -> Result<(), String> {
        nonce_of(body)?;
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
                // A link button (style 5) opens its URL and has no custom_id; every other
                // component has one.
                if item["type"].as_u64() == Some(2) && item["style"].as_u64() == Some(5) {
                    let url = item["url"].as_str().unwrap_or("");
                    if !(url.starts_with("http://") || url.starts_with("https://")) || url.len() > 512 {
                        return Err(format!("a link button's url: {url:?}"));
                    }
                    if item.get("custom_id").is_some_and(|c| !c.is_null()) {
                        return Err("a link button with a custom_id".to_string());
                    }
                    continue;
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

    pub(super) fn add_message(
        &mut self,
        channel_id: u64,
        author: u64,
        body: &Value,
        files: &[(String, Vec<u8>)],
        ephemeral_to: Option<u64>,
    ) -> u64 {
        let id = self.id();
        let at = self.messages.len();
        self.message_at.insert(id, at);
        self.channel_messages.entry(channel_id).or_default().push(at);
        // A channel's kind and recipient never change, so whose message it is is settled now.
        let dm_to = self.channels.get(&channel_id).filter(|c| c.kind == 1).and_then(|c| c.recipient);
        for user in dm_to.into_iter().chain(ephemeral_to.filter(|u| dm_to != Some(*u))) {
            self.private_messages.entry(user).or_default().push(at);
        }
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

    pub(super) fn edit_message(&mut self, id: u64, body: &Value, files: &[(String, Vec<u8>)]) {
        if let Some(m) = self.message_at.get(&id).map(|at| &mut self.messages[*at]) {
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

    /// The server a channel is in: none for a direct message; a thread's is its parent's.
    pub fn guild_of(&self, channel: u64) -> Option<u64> {
        let c = self.channels.get(&channel)?;
        if c.kind == 1 {
            return None;
        }
        if let Some(guild) = self.channel_servers.get(&channel) {
            return Some(*guild);
        }
        match c.parent {
            Some(parent) if parent != channel => self.guild_of(parent),
            _ => Some(GUILD_ID),
        }
    }

    /// Every server the bot is in.
    pub fn all_servers(&self) -> Vec<u64> {
        std::iter::once(GUILD_ID).chain(self.servers.iter().copied()).collect()
    }

    pub fn shards(&self) -> u32 {
        self.shard_count.max(1)
    }

    /// The shard a server's events go to, as Discord routes them: `(guild_id >> 22) % shards`;
    /// direct messages (no server) go to shard 0.
    pub fn shard_of(&self, guild_id: Option<u64>) -> u32 {
        guild_id.map_or(0, |g| ((g >> 22) % u64::from(self.shards())) as u32)
    }

    /// Send an event on the shard its server belongs to; false when that shard is not
    /// connected (the event is lost, as on Discord).
    pub(super) fn dispatch(&mut self, event: &str, data: Value) -> bool {
        let guild = data["guild_id"].as_str().and_then(|g| g.parse().ok());
        let shard = self.shard_of(guild);
        self.send_on(shard, event, data)
    }

    pub(super) fn send_on(&mut self, shard: u32, event: &str, data: Value) -> bool {
        match self.gateways.get_mut(&shard) {
            Some(session) => {
                session.seq += 1;
                let payload = json!({"op": 0, "t": event, "s": session.seq, "d": data}).to_string();
                session.tx.send(payload).is_ok()
            }
            None => false,
        }
    }
}

pub(super) fn picture_files(files: &[(String, Vec<u8>)]) -> Vec<(String, Arc<Vec<u8>>)> {
    files
        .iter()
        .filter(|(name, _)| name.ends_with(".png") || name.ends_with(".gif"))
        .map(|(name, bytes)| (name.clone(), Arc::new(bytes.clone())))
        .collect()
}

pub(super) fn text_files(files: &[(String, Vec<u8>)]) -> Vec<(String, String)> {
    files
        .iter()
        .filter(|(name, _)| name.ends_with(".csv"))
        .map(|(name, bytes)| (name.clone(), String::from_utf8_lossy(bytes).into_owned()))
        .collect()
}

pub(super) fn error(status: StatusCode, code: u64, message: &str) -> Response {
    (status, axum::Json(json!({"code": code, "message": message}))).into_response()
}

pub(super) fn ok(value: Value) -> Response {
    axum::Json(value).into_response()
}
