//! The board inside Discord: the Activity. Discord shows `/activity` in a frame, its address
//! mapped onto these pages; the page's script signs the player in with the Embedded App SDK
//! (its `authorize` gives an OAuth2 code, which [`start`] exchanges with Discord's token
//! endpoint and turns into the person it belongs to), and then opens, for the match played in
//! the Activity's channel, what that person may see of it: their own seat's board when they
//! play in it, else the match's live page when its server publishes its pages.
//!
//! The identity comes from Discord alone, by the code the server exchanges with its client
//! secret: a page cannot claim to be anyone. The seat's board is reached by a freshly signed
//! seat link, so from there on the Activity is the same page, with the same checks, as the link
//! in the DM. Outside Discord the page says where to open it, unless it is handed a code to
//! sign in with (the SDK's stand-in for Discord's client then plays the client's part: how the
//! tests, and a developer without Discord, use it).

use std::time::Duration;

use axum::extract::State;
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use maud::html;
use serde::{Deserialize, Serialize};
use touchline_i18n::{say, Lang};

use super::pages::layout_with;
use super::Web;
use crate::seat_links::{expiry, SeatLink};
use crate::speech::WEB;

/// How long Discord may take to answer a sign-in.
const DISCORD_PATIENCE: Duration = Duration::from_secs(10);
/// The longest code or channel id read (Discord's are far shorter).
const LONGEST_FIELD: usize = 200;

/// What the Activity needs to sign players in.
#[derive(Clone, Debug)]
pub struct ActivitySetup {
    /// The application (OAuth2 client) id.
    pub application_id: u64,
    /// The OAuth2 client secret; without it nobody can be signed in (the page says so).
    pub client_secret: Option<String>,
    /// Where Discord's API is: `https://discord.com`, or a Discord-compatible server.
    pub api_url: String,
}

impl ActivitySetup {
    /// From the config and the environment; `None` while the Activity is off.
    pub fn from_config(config: &crate::config::Config) -> Option<ActivitySetup> {
        let application_id = config.activity.enabled()?;
        let client_secret = std::env::var("TOUCHLINE_DISCORD_CLIENT_SECRET").ok().filter(|s| !s.trim().is_empty());
        if client_secret.is_none() {
            tracing::warn!(
                "the Activity is on but TOUCHLINE_DISCORD_CLIENT_SECRET is not set: nobody can sign in to it"
            );
        }
        let api_url = config.discord.api_url.clone().unwrap_or_else(|| "https://discord.com".to_string());
        Some(ActivitySetup { application_id, client_secret, api_url: api_url.trim_end_matches('/').to_string() })
    }
}

/// `GET /activity`: the page Discord frames. It reads the same without script (saying what the
/// script would do), and its script signs in and moves on.
pub(super) async fn page(State(web): State<Web>, headers: HeaderMap) -> Response {
    let lang = super::routes::visitor_lang(&headers).unwrap_or(Lang::En);
    let Some(setup) = web.inner.activity.as_ref() else {
        return (StatusCode::NOT_FOUND, super::pages::not_found(lang)).into_response();
    };
    let title = say!(WEB, lang, "activity-title");
    let body = html! {
        h1 { (title) }
        div #activity data-client=(setup.application_id)
            data-outside=(say!(WEB, lang, "activity-outside"))
            data-failed=(say!(WEB, lang, "activity-failed")) {
            p role="status" aria-live="polite" { (say!(WEB, lang, "activity-signing-in")) }
            noscript { p { (say!(WEB, lang, "activity-noscript")) } }
        }
    };
    let head = html! {
        script src="/discord-sdk.js" defer {}
        script src="/activity.js" defer {}
    };
    let mut response = layout_with(&title, None, body, head, lang).into_response();
    response.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static("private, no-store"));
    response
}

/// `GET /`: Discord opens an Activity at the root of its mapped address (with `frame_id` and
/// the instance in the query), so there the root is the Activity; elsewhere it is what it
/// always is.
pub(super) async fn root(State(web): State<Web>, headers: HeaderMap, uri: axum::http::Uri) -> Response {
    let in_discord = uri.query().is_some_and(|q| q.split('&').any(|pair| pair.starts_with("frame_id=")));
    if in_discord && web.inner.activity.is_some() {
        return page(State(web), headers).await;
    }
    super::routes::terminal_matches(State(web), headers).await.into_response()
}

pub(super) async fn script() -> Response {
    super::routes::script(include_str!("../../assets/web/activity.js"))
}

/// Discord's Embedded App SDK, built from its pinned package (assets/web/activity-sdk).
pub(super) async fn sdk() -> Response {
    super::routes::script(include_str!("../../assets/web/discord-sdk.js"))
}

/// What the page sends once Discord's client has given it a code.
#[derive(Deserialize)]
pub(super) struct StartRequest {
    code: String,
    channel_id: String,
}

/// What it gets back: the token for the SDK's `authenticate`, and where to go (or why not).
#[derive(Serialize, Default)]
struct Started {
    #[serde(skip_serializing_if = "Option::is_none")]
    access_token: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    go: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    message: Option<String>,
}

fn said(status: StatusCode, lang: Lang, key: &str) -> Response {
    let started = Started { message: Some(WEB.text(lang, key, &[])), ..Started::default() };
    let mut response = (status, Json(started)).into_response();
    response.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static("private, no-store"));
    response
}

/// `POST /activity/start`: sign the person in with Discord, and find what of the channel's
/// match they may open.
pub(super) async fn start(State(web): State<Web>, headers: HeaderMap, body: axum::body::Bytes) -> Response {
    let browser = super::routes::visitor_lang(&headers).unwrap_or(Lang::En);
    let Some(setup) = web.inner.activity.clone() else {
        return said(StatusCode::NOT_FOUND, browser, "activity-not-set-up");
    };
    let Ok(request) = serde_json::from_slice::<StartRequest>(&body) else {
        return said(StatusCode::BAD_REQUEST, browser, "activity-bad-request");
    };
    let channel = request.channel_id.trim().parse::<u64>().ok().filter(|c| *c != 0);
    let code = request.code.trim();
    let (Some(channel), false) = (channel, code.is_empty() || code.len() > LONGEST_FIELD) else {
        return said(StatusCode::BAD_REQUEST, browser, "activity-bad-request");
    };
    let Some(secret) = setup.client_secret.as_deref() else {
        return said(StatusCode::SERVICE_UNAVAILABLE, browser, "activity-not-set-up");
    };
    let person = match sign_in(&setup, secret, code).await {
        Ok(person) => person,
        Err(SignIn::Refused) => return said(StatusCode::FORBIDDEN, browser, "activity-failed"),
        Err(SignIn::Unreachable(e)) => {
            tracing::warn!(%e, "Discord could not be asked who signed in to the Activity");
            return said(StatusCode::BAD_GATEWAY, browser, "activity-failed");
        }
    };
    // From here on, in the person's own Discord language.
    let lang = person.locale.as_deref().map(crate::speech::lang_of).unwrap_or(browser);
    match web.opening(channel, person.id, lang).await {
        Ok(Ok(go)) => {
            let started = Started { access_token: Some(person.access_token), go: Some(go), message: None };
            let mut response = Json(started).into_response();
            response.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static("private, no-store"));
            response
        }
        Ok(Err(key)) => {
            // Signed in, with nothing to open: the SDK still gets its token, and the page says why.
            let started =
                Started { access_token: Some(person.access_token), go: None, message: Some(WEB.text(lang, key, &[])) };
            (StatusCode::OK, Json(started)).into_response()
        }
        Err(e) => {
            tracing::warn!(%e, "cannot find the Activity channel's match");
            said(StatusCode::INTERNAL_SERVER_ERROR, lang, "activity-failed")
        }
    }
}

impl Web {
    /// Where the person goes in the channel's match: their seat's board, or its live page; or
    /// the message that says why neither.
    async fn opening(
        &self,
        channel: u64,
        user: u64,
        lang: Lang,
    ) -> Result<Result<String, &'static str>, crate::store::StoreError> {
        let Some(thread) = self.store().match_in_thread(channel).await? else { return Ok(Err("activity-no-match")) };
        let stored = self.store().load_match(thread.match_id).await?;
        let over = stored.state.status().outcome().is_some();
        if let (Some(seat), false) = (stored.seating.seat_of(user), over) {
            let Some(key) = self.seat_key().await? else { return Ok(Err("activity-not-set-up")) };
            let now = crate::clock::now_ms();
            let link = SeatLink { match_id: stored.id, seat, user, expires_ms: expiry(None, now) };
            return Ok(Ok(crate::seat_links::path(&key.sign(&link))));
        }
        let links = self.store().match_links(&[stored.id]).await?;
        let Some(slug) = links.get(&stored.id).map(|l| l.slug.clone()) else { return Ok(Err("activity-no-match")) };
        let Some(found) = self.store().public_match(&slug).await? else { return Ok(Err("activity-no-match")) };
        if found.server.is_none() {
            return Ok(Err("activity-not-published"));
        }
        Ok(Ok(format!("{}?lang={}", super::pages::match_url(&slug), lang.code())))
    }
}

/// Why a sign-in failed.
enum SignIn {
    /// Discord would not exchange the code (forged, used, or for another application).
    Refused,
    /// Discord could not be reached, or answered with something unreadable.
    Unreachable(String),
}

/// Who signed in, as Discord says.
struct Person {
    id: u64,
    locale: Option<String>,
    access_token: String,
}

/// The OAuth2 code exchanged for a token with the client secret, and the token's user read.
async fn sign_in(setup: &ActivitySetup, secret: &str, code: &str) -> Result<Person, SignIn> {
    #[derive(Deserialize)]
    struct Token {
        access_token: String,
    }
    #[derive(Deserialize)]
    struct User {
        id: String,
        locale: Option<String>,
    }
    let unreachable = |e: reqwest::Error| SignIn::Unreachable(e.without_url().to_string());
    let client = reqwest::Client::builder().timeout(DISCORD_PATIENCE).build().map_err(unreachable)?;
    let id = setup.application_id.to_string();
    let answer = client
        .post(format!("{}/api/v10/oauth2/token", setup.api_url))
        .form(&[
            ("client_id", id.as_str()),
            ("client_secret", secret),
            ("grant_type", "authorization_code"),
            ("code", code),
        ])
        .send()
        .await
        .map_err(unreachable)?;
    if answer.status().is_client_error() {
        return Err(SignIn::Refused);
    }
    let bytes = answer.error_for_status().map_err(unreachable)?.bytes().await.map_err(unreachable)?;
    let token: Token = serde_json::from_slice(&bytes).map_err(|e| SignIn::Unreachable(e.to_string()))?;
    let answer = client
        .get(format!("{}/api/v10/users/@me", setup.api_url))
        .bearer_auth(&token.access_token)
        .send()
        .await
        .map_err(unreachable)?;
    if answer.status().is_client_error() {
        return Err(SignIn::Refused);
    }
    let bytes = answer.error_for_status().map_err(unreachable)?.bytes().await.map_err(unreachable)?;
    let user: User = serde_json::from_slice(&bytes).map_err(|e| SignIn::Unreachable(e.to_string()))?;
    let id = user.id.parse().map_err(|_| SignIn::Unreachable(format!("a user id that is no number: {}", user.id)))?;
    Ok(Person { id, locale: user.locale, access_token: token.access_token })
}
