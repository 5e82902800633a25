//! "Play on the board": a seat's own page, reached by the link in its private prompt
//! ([`crate::seat_links`]). It shows what the seat sees (its board and its situation, as its DM
//! does) and its choices as buttons to tap; a choice is posted back and goes through the same
//! use-case as a click on Discord ([`Sessions::click`]), so the page and the menus offer the
//! same moves and a move made on both at once is made once.
//!
//! Every request is checked afresh: the link's signature and expiry, then the match as it stands
//! (still being played, the seat still the person's). A posted move also names the version of
//! the match it was chosen at, and counts only at that version: a form sent twice, or kept from
//! an earlier turn, changes nothing.
//!
//! The move's update (the thread's board, the next prompts) goes to the bot beside the pages
//! when there is one; pages served alone leave it to the bot's keeper, which shows a stored
//! update no process showed.

use std::convert::Infallible;
use std::time::Duration;

use axum::extract::{Form, Path, Query, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Redirect, Response};
use maud::{html, Markup};
use serde::Deserialize;
use touchline_games::controls::{ButtonKind, Choice, Row};
use touchline_games::text::{name, score_line, waiting_line};
use touchline_games::{AnyInput, Lang, Seat, Status, Viewer};
use touchline_i18n::say;

use super::pages::{iso_time, layout_with, time_left};
use super::Web;
use crate::seat_links::{path as board_path, LinkError, SeatLink};
use crate::session::click::{Click, Clicked, Control};
use crate::speech::WEB;
use crate::store::{StoreError, StoredMatch};

/// How long the seat's stream waits for a move before looking anyway.
const LOOK_AGAIN: Duration = Duration::from_secs(30);

/// Why a link does not open its board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Refusal {
    Forged,
    Expired,
    /// The seat is someone else's now (a deputy took it, or it was never theirs).
    NotYours,
    /// The match was played to its end.
    Over,
    /// No key to check links with (no random generator when it was to be made).
    NoKey,
}

impl Refusal {
    fn status(self) -> StatusCode {
        match self {
            Refusal::Forged | Refusal::Expired | Refusal::NotYours => StatusCode::FORBIDDEN,
            Refusal::Over => StatusCode::GONE,
            Refusal::NoKey => StatusCode::SERVICE_UNAVAILABLE,
        }
    }

    fn key(self) -> &'static str {
        match self {
            Refusal::Forged => "board-refused-forged",
            Refusal::Expired => "board-refused-expired",
            Refusal::NotYours => "board-refused-not-yours",
            Refusal::Over => "board-refused-over",
            Refusal::NoKey => "board-refused-no-key",
        }
    }
}

impl From<LinkError> for Refusal {
    fn from(e: LinkError) -> Refusal {
        match e {
            LinkError::Forged => Refusal::Forged,
            LinkError::Expired => Refusal::Expired,
        }
    }
}

/// What a request on a link comes to.
enum Opened {
    Board { link: SeatLink, stored: Box<StoredMatch> },
    Refused(Refusal),
}

impl Web {
    /// The seat a link opens, checked against the match as it stands.
    async fn open_board(&self, token: &str) -> Result<Opened, StoreError> {
        let Some(key) = self.seat_key().await? else { return Ok(Opened::Refused(Refusal::NoKey)) };
        let link = match key.read(token, crate::clock::now_ms()) {
            Ok(link) => link,
            Err(e) => return Ok(Opened::Refused(e.into())),
        };
        let stored = match self.store().load_match(link.match_id).await {
            Ok(stored) => stored,
            // A signed link to a match that is gone (deleted with its server's data).
            Err(StoreError::NoSuchMatch(_)) => return Ok(Opened::Refused(Refusal::Over)),
            Err(e) => return Err(e),
        };
        if stored.seating.seat_of(link.user) != Some(link.seat) || link.seat >= stored.state.seats() {
            return Ok(Opened::Refused(Refusal::NotYours));
        }
        if stored.state.status().outcome().is_some() {
            return Ok(Opened::Refused(Refusal::Over));
        }
        Ok(Opened::Board { link, stored: Box::new(stored) })
    }

    /// The key links are checked with: read once from the store (made there by the first
    /// process that needed it).
    pub(super) async fn seat_key(&self) -> Result<Option<crate::seat_links::SeatKey>, StoreError> {
        let store = self.store().clone();
        self.inner.seat_key.get_or_try_init(|| async move { store.seat_key().await }).await.cloned()
    }
}

/// A page's language when the link names no seat it can be read in: the browser's.
fn browser_lang(headers: &HeaderMap) -> Lang {
    super::routes::visitor_lang(headers).unwrap_or(Lang::En)
}

/// The seat's language: their Discord's, as their DMs are written in.
fn seat_lang(stored: &StoredMatch, seat: Seat) -> Lang {
    stored.seating.place(seat).map(|p| p.lang).unwrap_or_else(|| stored.lang())
}

#[derive(Deserialize)]
pub(super) struct BoardQuery {
    /// The group of a two-step choice being shown.
    group: Option<String>,
    /// Set after a move made from this page.
    moved: Option<String>,
}

/// What a tap posts: the version it was chosen at, and one of a button's code or a choice's
/// value.
#[derive(Deserialize)]
pub(super) struct Move {
    at: Option<String>,
    button: Option<String>,
    choice: Option<String>,
}

/// `/play/<token>`: the seat's board.
pub(super) async fn page(
    State(web): State<Web>,
    Path(token): Path<String>,
    Query(query): Query<BoardQuery>,
    headers: HeaderMap,
) -> Response {
    match web.open_board(&token).await {
        Ok(Opened::Board { link, stored }) => {
            let lang = seat_lang(&stored, link.seat);
            let note = query.moved.is_some().then(|| say!(WEB, lang, "board-moved"));
            let group = query.group.as_deref();
            answer(StatusCode::OK, lang, board(&token, &stored, link.seat, group, note.as_deref(), lang))
        }
        Ok(Opened::Refused(why)) => refused(why, browser_lang(&headers)),
        Err(e) => failed(e, browser_lang(&headers)),
    }
}

/// `POST /play/<token>`: a tap on one of the seat's choices.
pub(super) async fn tap(
    State(web): State<Web>,
    Path(token): Path<String>,
    headers: HeaderMap,
    form: Result<Form<Move>, axum::extract::rejection::FormRejection>,
) -> Response {
    let (link, stored) = match web.open_board(&token).await {
        Ok(Opened::Board { link, stored }) => (link, stored),
        Ok(Opened::Refused(why)) => return refused(why, browser_lang(&headers)),
        Err(e) => return failed(e, browser_lang(&headers)),
    };
    let lang = seat_lang(&stored, link.seat);
    let again = |status, note: String, stored: &StoredMatch| {
        answer(status, lang, board(&token, stored, link.seat, None, Some(&note), lang))
    };
    let Ok(Form(tapped)) = form else {
        return again(StatusCode::BAD_REQUEST, say!(WEB, lang, "board-bad-move"), &stored);
    };
    let control = match (tapped.button, tapped.choice) {
        (Some(code), None) => Control::Button(code),
        (None, Some(value)) => Control::Menu(value),
        _ => return again(StatusCode::BAD_REQUEST, say!(WEB, lang, "board-bad-move"), &stored),
    };
    let Some(at) = tapped.at.and_then(|at| at.parse::<u64>().ok()) else {
        return again(StatusCode::BAD_REQUEST, say!(WEB, lang, "board-bad-move"), &stored);
    };
    // Chosen at an earlier version: the match moved on (the other side, a clock, or this
    // same form sent before), and the choice counts no more.
    if at != stored.state.version() {
        return again(StatusCode::CONFLICT, say!(WEB, lang, "board-moved-on"), &stored);
    }
    let click = Click { match_id: stored.id, seat: Some(link.seat), version: at, control, user: link.user, lang };
    match web.inner.sessions.click(click).await {
        Ok(Clicked::Played { update, .. }) => {
            web.show(*update).await;
            let to = format!("{}?moved=1", board_path(&token));
            let mut response = Redirect::to(&to).into_response();
            private(&mut response);
            response
        }
        Ok(Clicked::Refused(why)) => again(StatusCode::FORBIDDEN, why, &stored),
        // The version was checked above: the match moving on since is a race lost to another
        // move; otherwise what was posted is none of the seat's choices (a changed form).
        Ok(Clicked::Fresh { stored, .. }) if stored.state.version() != at => {
            again(StatusCode::CONFLICT, say!(WEB, lang, "board-moved-on"), &stored)
        }
        Ok(Clicked::Fresh { stored, .. }) => again(StatusCode::BAD_REQUEST, say!(WEB, lang, "board-bad-move"), &stored),
        // A group is opened by its link, never posted; a post naming one is not a move.
        Ok(Clicked::Group { stored, .. }) => again(StatusCode::BAD_REQUEST, say!(WEB, lang, "board-bad-move"), &stored),
        Err(e) => {
            tracing::warn!(match_id = stored.id, %e, "a move from the board failed");
            again(StatusCode::INTERNAL_SERVER_ERROR, say!(WEB, lang, "board-failed"), &stored)
        }
    }
}

/// `/play/<token>/board.png`: the board as the seat sees it.
pub(super) async fn picture(State(web): State<Web>, Path(token): Path<String>, headers: HeaderMap) -> Response {
    let (link, stored) = match web.open_board(&token).await {
        Ok(Opened::Board { link, stored }) => (link, stored),
        Ok(Opened::Refused(why)) => return refused(why, browser_lang(&headers)),
        Err(e) => return failed(e, browser_lang(&headers)),
    };
    let lang = seat_lang(&stored, link.seat);
    let view = stored.state.view(Viewer::Seat(link.seat));
    let names = stored.names(lang);
    let drawn = web.draw(move |r| r.frame(&view, &names, None, lang)).await;
    match drawn {
        Some(png) => {
            let mut response = ([(header::CONTENT_TYPE, HeaderValue::from_static("image/png"))], png).into_response();
            private(&mut response);
            response
        }
        None => failed(StoreError::Corrupt("drawing a board failed".into()), lang),
    }
}

/// `/play/<token>/live`: an event whenever the match moves, for the page to show the new
/// position (it reloads; the stream carries nothing but the version).
pub(super) async fn stream(State(web): State<Web>, Path(token): Path<String>, headers: HeaderMap) -> Response {
    let (_, stored) = match web.open_board(&token).await {
        Ok(Opened::Board { link, stored }) => (link, stored),
        Ok(Opened::Refused(why)) => return refused(why, browser_lang(&headers)),
        Err(e) => return failed(e, browser_lang(&headers)),
    };
    let id = stored.id;
    let ticks = web.inner.hub.watch(web.store(), id);
    let start = (web, ticks, stored.state.version(), true);
    let events = futures_util::stream::unfold(Some(start), move |state| async move {
        let (web, mut ticks, version, first) = state?;
        if first {
            let hello = Event::default().retry(Duration::from_secs(2)).event("moved").data(version.to_string());
            return Some((Ok::<Event, Infallible>(hello), Some((web, ticks, version, false))));
        }
        loop {
            if let Ok(Err(_)) = tokio::time::timeout(LOOK_AGAIN, ticks.changed()).await {
                return None;
            }
            let now = match web.store().versions(&[id]).await {
                Ok(versions) => versions.first().map(|(_, v)| *v).unwrap_or(version),
                Err(_) => continue,
            };
            if now != version {
                let moved = Event::default().event("moved").data(now.to_string());
                return Some((Ok::<Event, Infallible>(moved), Some((web, ticks, now, false))));
            }
        }
    });
    let mut response = Sse::new(events).keep_alive(KeepAlive::new()).into_response();
    private(&mut response);
    response
}

/// The board page's script: it reloads the page when the match moves, and counts the clock down.
pub(super) async fn script() -> Response {
    super::routes::script(include_str!("../../assets/web/board.js"))
}

/// A seat's page is its alone: never kept by a cache, never framed by another site.
fn private(response: &mut Response) {
    response.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static("private, no-store"));
}

fn answer(status: StatusCode, lang: Lang, markup: Markup) -> Response {
    let mut response = (status, markup).into_response();
    if let Ok(value) = HeaderValue::from_str(lang.code()) {
        response.headers_mut().insert(header::CONTENT_LANGUAGE, value);
    }
    private(&mut response);
    response
}

fn refused(why: Refusal, lang: Lang) -> Response {
    let title = say!(WEB, lang, "board-refused-title");
    let body = html! {
        h1 { (title) }
        p.note role="alert" { (WEB.text(lang, why.key(), &[])) }
    };
    answer(why.status(), lang, layout_with(&title, None, body, html! {}, lang))
}

fn failed(e: StoreError, lang: Lang) -> Response {
    tracing::warn!(%e, "a board page failed");
    answer(StatusCode::INTERNAL_SERVER_ERROR, lang, super::pages::failed(lang))
}

/// The seat's board: the score, whose move it is and the seat's clock, the board as the seat
/// sees it and its situation in words, and its choices (with `group`, the second step of a
/// two-step choice). `note` says what came of the last tap.
fn board(token: &str, stored: &StoredMatch, seat: Seat, group: Option<&str>, note: Option<&str>, lang: Lang) -> Markup {
    let state = &stored.state;
    let names = stored.names(lang);
    let me = name(&names, seat).to_string();
    let status = state.status();
    let heading = score_line(&state.score(), &names);
    let controls = state.controls(seat, lang).named(&names);
    let waiting = waiting_line(&status, state.seats(), |s| name(&names, s).to_string(), lang);
    let own_move = status.to_act().contains(seat);
    let due = stored.due(seat).filter(|_| own_move);
    let now = crate::clock::now_ms();
    let version = state.version();
    let here = board_path(token);
    let situation = state.view(Viewer::Seat(seat)).situation(&names, lang);
    let body = html! {
        h1 #heading { (heading) }
        p.muted { (say!(WEB, lang, "board-you-play", game = state.kind().title(), player = me.as_str())) }
        div #seat data-version=(version) data-stream=(format!("{here}/live")) data-self=(here) {
            @if let Some(note) = note { p.note role="status" { (note) } }
            div #status aria-live="polite" {
                @if let Some(waiting) = &waiting { p.waiting { (waiting) } }
                @if let Some(due) = due {
                    p {
                        (say!(WEB, lang, "board-your-clock")) " "
                        time.clock datetime=(iso_time(due)) data-due=(due) data-now=(now) { (time_left(due - now)) }
                    }
                }
            }
            div.board {
                img #board src=(format!("{here}/board.png?v={version}"))
                    alt=(say!(WEB, lang, "board-picture-alt", player = me.as_str()));
            }
            section.controls aria-label=(say!(WEB, lang, "board-your-choices")) {
                @if controls.is_empty() {
                    p.muted { (WEB.text(lang, match status { Status::Finished(_) => "board-refused-over", _ => "board-nothing-now" }, &[])) }
                }
                @for row in &controls.rows { (row_markup(state, row, group, &here, version)) }
            }
            h2 { (say!(WEB, lang, "board-what-you-see")) }
            pre.situation { (situation) }
        }
        noscript { p.muted { (say!(WEB, lang, "board-reload")) } }
    };
    let head = html! { script src="/board.js" defer {} };
    layout_with(&say!(WEB, lang, "board-title", game = state.kind().title()), None, body, head, lang)
}

/// One row of the seat's controls as forms: a button per choice, each posting the version it
/// was shown at.
fn row_markup(
    state: &touchline_games::AnyMatch,
    row: &Row<AnyInput>,
    group: Option<&str>,
    here: &str,
    version: u64,
) -> Markup {
    let choices = |placeholder: &str, choices: &[Choice<AnyInput>]| {
        html! {
            form.choices method="post" action=(here) {
                input type="hidden" name="at" value=(version);
                fieldset {
                    legend { (placeholder) }
                    @for c in choices {
                        button type="submit" name="choice" value=(state.encode_input(&c.input)) {
                            (c.label)
                            @if let Some(detail) = &c.detail { small { (detail) } }
                        }
                    }
                }
            }
        }
    };
    match row {
        Row::Buttons(buttons) => html! {
            form.buttons method="post" action=(here) {
                input type="hidden" name="at" value=(version);
                @for b in buttons {
                    button type="submit" name="button" value=(b.code) class=(kind_class(b.kind)) { (b.label) }
                }
            }
        },
        Row::Menu(menu) => choices(&menu.placeholder, &menu.choices),
        Row::Steps { placeholder, groups } => match groups.iter().find(|g| Some(g.key.as_str()) == group) {
            Some(g) => html! {
                (choices(&g.placeholder, &g.choices))
                p { a.back href=(here) { "← " (placeholder) } }
            },
            None => html! {
                nav.groups aria-label=(placeholder) {
                    p.legend { (placeholder) }
                    @for g in groups {
                        a.group href=(format!("{here}?group={}", encode_query(&g.key))) { (g.label) }
                    }
                }
            },
        },
    }
}

fn kind_class(kind: ButtonKind) -> &'static str {
    match kind {
        ButtonKind::Go => "go",
        ButtonKind::Next => "next",
        ButtonKind::Other => "other",
    }
}

/// A value as a query string's part: letters, digits and `-._~` as they are, the rest as `%XX`.
fn encode_query(text: &str) -> String {
    text.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'~' => char::from(b).to_string(),
            b => format!("%{b:02X}"),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_group_key_is_written_safely_into_its_link() {
        assert_eq!(encode_query("mf#2"), "mf%232");
        assert_eq!(encode_query("a b&c=d"), "a%20b%26c%3Dd");
        assert_eq!(encode_query("Zé"), "Z%C3%A9");
    }
}
