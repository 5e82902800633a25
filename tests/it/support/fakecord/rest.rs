//! Discord's REST API as the bot uses it: the gateway's address, the bot's own user, command
//! registration (with Discord's rules for commands), interaction answers and follow-ups,
//! messages, threads, DM channels and attachment downloads. Anything else is recorded as an
//! unknown route.

use std::sync::{Arc, Mutex};
use std::time::Instant;

use axum::body::Bytes;
use axum::extract::{Request, State};
use axum::http::{HeaderMap, Method, StatusCode};
use axum::response::{IntoResponse, Response};
use serde_json::{json, Value};

use super::multipart::multipart;
use super::world::{error, ok, World};
use super::{FakeChannel, APP_ID, BOT_ID, CLIENT_SECRET, DEADLINE, FLAKY, LOCKED, TOKEN};

/// The locales Discord knows, the only keys a localisation may have.
const LOCALES: [&str; 32] = [
    "id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr", "it", "lt", "hu", "nl", "no", "pl", "pt-BR",
    "ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru", "uk", "hi", "th", "zh-CN", "ja", "zh-TW", "ko",
];

/// A localised name: 1 to 32 letters (any script), digits, `-`, `_` or `'`, in lower case
/// wherever a letter has one.
fn localised_name(n: &str) -> bool {
    let count = n.chars().count();
    (1..=32).contains(&count)
        && n.chars().all(|ch| ch.is_alphanumeric() || ch == '-' || ch == '_' || ch == '\'')
        && n.to_lowercase() == n
}

/// A thing's localisations (`name_localizations` or `description_localizations`): known locales
/// only, each value a localised name or a text of 1 to 100 characters.
fn check_localisations(v: &Value, field: &str, name: bool) -> Result<(), String> {
    let Some(map) = v.get(field).and_then(Value::as_object) else { return Ok(()) };
    for (locale, value) in map {
        let text = value.as_str().unwrap_or("");
        let fine = if name { localised_name(text) } else { (1..=100).contains(&text.chars().count()) };
        if !LOCALES.contains(&locale.as_str()) || !fine {
            return Err(format!("{field} {locale}: {value}"));
        }
    }
    Ok(())
}

/// Names unique among siblings in every locale (the English name stands where a locale has none).
fn check_unique(siblings: &[Value]) -> Result<(), String> {
    for locale in LOCALES {
        let mut seen = std::collections::HashSet::new();
        for s in siblings {
            let name = s["name_localizations"][locale].as_str().or(s["name"].as_str()).unwrap_or("");
            if !seen.insert(name.to_string()) {
                return Err(format!("two are called {name:?} in {locale}"));
            }
        }
    }
    Ok(())
}

/// How Discord sizes a command against its 4,000 characters: name, description and choices
/// (name and value), with every option's and subcommand's, each counted at the longest of its
/// default and its localisations.
fn command_size(c: &Value) -> usize {
    let longest = |v: &Value, field: &str| {
        let default = v[field].as_str().map(|t| t.chars().count()).unwrap_or(0);
        let localised = v[format!("{field}_localizations")].as_object().into_iter().flatten();
        localised.filter_map(|(_, t)| t.as_str()).map(|t| t.chars().count()).chain([default]).max().unwrap_or(0)
    };
    let mut total = longest(c, "name") + longest(c, "description");
    for o in c["options"].as_array().into_iter().flatten() {
        total += command_size(o);
    }
    for choice in c["choices"].as_array().into_iter().flatten() {
        total += longest(choice, "name") + choice["value"].to_string().trim_matches('"').chars().count();
    }
    total
}

/// Discord's rules for a registered command and its options (50035 otherwise): names of 1 to
/// 32 lower-case characters, descriptions of 1 to 100, at most 25 options and 25 choices each,
/// required options before optional ones, localisations only under Discord's locales and by the
/// same rules, names unique among siblings in every language; the same within subcommands.
fn check_command(c: &Value) -> Result<(), String> {
    check_localisations(c, "name_localizations", true)?;
    check_localisations(c, "description_localizations", false)?;
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
    // An Activity's Entry Point: no options, and who handles it (the app 1, Discord 2).
    if c["type"].as_u64() == Some(4) {
        if !matches!(c["handler"].as_u64(), Some(1 | 2)) || c.get("options").is_some() {
            return Err(format!("entry point handler {} or options", c["handler"]));
        }
        return Ok(());
    }
    let options = c["options"].as_array().cloned().unwrap_or_default();
    if options.len() > 25 {
        return Err(format!("{} options", options.len()));
    }
    check_unique(&options)?;
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
        check_localisations(o, "name_localizations", true)?;
        check_localisations(o, "description_localizations", false)?;
        for choice in o["choices"].as_array().into_iter().flatten() {
            check_localisations(choice, "name_localizations", false)?;
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

/// Discord's OAuth2 code exchange (`POST /oauth2/token`, a form with the client's id and
/// secret and a one-time code) and the signed-in user (`GET /users/@me` with the token it gave),
/// as an Activity's server uses them; `None` for every other request.
fn oauth(w: &mut World, method: &Method, path: &str, headers: &HeaderMap, body: &[u8]) -> Option<Response> {
    match (method, path) {
        (&Method::POST, "/api/v10/oauth2/token") => {
            let form = form_fields(body);
            let field = |k: &str| form.get(k).map(String::as_str).unwrap_or("");
            let client = field("client_id") == APP_ID.to_string() && field("client_secret") == CLIENT_SECRET;
            let owner = w.oauth_codes.get(field("code")).copied();
            match (client, field("grant_type"), owner) {
                (true, "authorization_code", Some(user)) => {
                    // A code is good once.
                    w.oauth_codes.remove(field("code"));
                    let token = format!("access{}", w.id());
                    w.access_tokens.insert(token.clone(), user);
                    Some(ok(json!({"access_token": token, "token_type": "Bearer", "expires_in": 604800,
                                   "refresh_token": "unused", "scope": "identify"})))
                }
                (false, ..) => {
                    w.oauth_refusals += 1;
                    Some((StatusCode::UNAUTHORIZED, axum::Json(json!({"error": "invalid_client"}))).into_response())
                }
                _ => {
                    w.oauth_refusals += 1;
                    Some((StatusCode::BAD_REQUEST, axum::Json(json!({"error": "invalid_grant"}))).into_response())
                }
            }
        }
        (&Method::GET, "/api/v10/users/@me") => {
            let bearer = headers.get("authorization").and_then(|v| v.to_str().ok())?.strip_prefix("Bearer ")?;
            Some(match w.access_tokens.get(bearer).copied() {
                Some(user) => {
                    // With the `identify` scope, the user's own language too.
                    let mut json = w.user_json(user);
                    json["locale"] = json!(w.users.get(&user).map(|u| u.locale.clone()).unwrap_or_default());
                    ok(json)
                }
                None => error(StatusCode::UNAUTHORIZED, 0, "401: Unauthorized"),
            })
        }
        _ => None,
    }
}

/// A form body's fields (`application/x-www-form-urlencoded`), percent-decoded.
fn form_fields(body: &[u8]) -> std::collections::HashMap<String, String> {
    let decode = |text: &str| {
        let bytes = text.as_bytes();
        let mut out = Vec::with_capacity(bytes.len());
        let mut i = 0;
        while i < bytes.len() {
            match bytes[i] {
                b'+' => out.push(b' '),
                b'%' if i + 2 < bytes.len() => {
                    let hex =
                        std::str::from_utf8(&bytes[i + 1..i + 3]).ok().and_then(|h| u8::from_str_radix(h, 16).ok());
                    match hex {
                        Some(b) => {
                            out.push(b);
                            i += 2;
                        }
                        None => out.push(b'%'),
                    }
                }
                b => out.push(b),
            }
            i += 1;
        }
        String::from_utf8_lossy(&out).into_owned()
    };
    String::from_utf8_lossy(body)
        .split('&')
        .filter_map(|pair| pair.split_once('='))
        .map(|(k, v)| (decode(k), decode(v)))
        .collect()
}

/// A request as a process sends it: under `/p/<name>` when the process was given
/// [`super::Fake::base_for`] (so a test can make the fake slow for one process), answered as any
/// other, and late by the process's latency when it posts a message.
pub(super) async fn rest(State(world): State<Arc<Mutex<World>>>, mut request: Request) -> Response {
    let path = request.uri().path().to_string();
    let mut process = None;
    if let Some(rest) = path.strip_prefix("/p/") {
        let (name, tail) = rest.split_once('/').unwrap_or((rest, ""));
        process = Some(name.to_string());
        let query = request.uri().query().map(|q| format!("?{q}")).unwrap_or_default();
        if let Ok(uri) = format!("/{tail}{query}").parse() {
            *request.uri_mut() = uri;
        }
    }
    let posts = request.method() == Method::POST
        && (request.uri().path().ends_with("/messages") || request.uri().path().ends_with("/threads"));
    let response = answer(world.clone(), request).await;
    let late = process.filter(|_| posts).and_then(|name| {
        let mut w = world.lock().expect("the fake's state");
        let (fewest, most) = *w.latency.get(&name)?;
        w.delayed += 1;
        // Spread evenly over the range, the same way every run.
        let spread = (w.delayed.wrapping_mul(2_654_435_761) % 1_000) * (most - fewest) / 1_000;
        Some(fewest + spread)
    });
    if let Some(ms) = late {
        tokio::time::sleep(std::time::Duration::from_millis(ms)).await;
    }
    response
}

async fn answer(world: Arc<Mutex<World>>, request: Request) -> Response {
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
    // The OAuth2 endpoints an Activity's server calls: a form, and a user's own token.
    if let Some(answer) = oauth(&mut w, &method, &path, &headers, &body) {
        return answer;
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
                json!({"url": url, "shards": w.shards(), "session_start_limit": {"total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1}}),
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
            if let Err(e) = check_unique(payload.as_array().map(Vec::as_slice).unwrap_or_default()) {
                return w.violation(format!("commands: {e}"));
            }
            let entry_points = payload.as_array().into_iter().flatten().filter(|c| c["type"] == 4).count();
            if entry_points > 1 {
                return w.violation(format!("commands: {entry_points} Entry Point commands"));
            }
            for c in payload.as_array().cloned().unwrap_or_default() {
                if let Err(e) = check_command(&c) {
                    return w.violation(format!("command /{}: {e}", c["name"]));
                }
                if command_size(&c) > 4000 {
                    return w.violation(format!("command /{}: {} characters in all", c["name"], command_size(&c)));
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
            record.settled = matches!(kind, 4 | 7 | 12);
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
                // LAUNCH_ACTIVITY: only for a component or an Entry Point command.
                12 if !i.launchable => return w.violation(format!("interaction {id}: launch from a slash command")),
                12 => {}
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
            let Some(i) = w.by_token(token).cloned() else {
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
            ok(w.message_json(w.message(id).expect("just written")))
        }
        (Method::PATCH, ["webhooks", _, token, "messages", "@original"]) => {
            let Some(i) = w.by_token(token).cloned() else {
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
            ok(w.message_json(w.message(m).expect("exists")))
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
            match w.repeated(BOT_ID, &payload) {
                Ok(Some(first)) => return ok(w.message_json(w.message(first).expect("kept"))),
                Ok(None) => {}
                Err(e) => return w.violation(format!("message in {channel}: {e}")),
            }
            let id = w.add_message(channel, BOT_ID, &payload, &files, None);
            w.keep_nonce(BOT_ID, &payload, id);
            ok(w.message_json(w.message(id).expect("just written")))
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
            w.thread_created.insert(id, chrono::Utc::now().to_rfc3339_opts(chrono::SecondsFormat::Millis, true));
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
        (Method::GET, ["guilds", guild, "threads", "active"]) => {
            let guild: u64 = guild.parse().unwrap_or(0);
            let threads: Vec<Value> = w
                .channels
                .iter()
                .filter(|(id, c)| c.kind == 11 && w.guild_of(**id).unwrap_or(super::GUILD_ID) == guild)
                .map(|(id, _)| w.thread_json(*id))
                .collect();
            ok(json!({"threads": threads, "members": []}))
        }
        (Method::DELETE, ["channels", channel]) => {
            let channel: u64 = channel.parse().unwrap_or(0);
            match w.channels.get(&channel).cloned() {
                Some(c) if c.kind == 11 => {
                    let json = w.channel_json(channel);
                    w.channels.remove(&channel);
                    w.deleted_threads.push(channel);
                    ok(json)
                }
                Some(_) => w.violation(format!("DELETE of channel {channel}, not a thread the bot made")),
                None => error(StatusCode::NOT_FOUND, 10003, "Unknown Channel"),
            }
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
