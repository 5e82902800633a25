//! Each address: find the server or match behind the slug (404 unless it publishes), load what
//! the page needs through the store and the league use-cases, and answer with the page.

use std::collections::HashMap;
use std::sync::Arc;

use axum::body::Bytes;
use axum::extract::{Path, Query, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use maud::Markup;
use serde::Deserialize;
use touchline_i18n::Lang;

use super::{pages, Web};
use crate::competition::Competition;
use crate::leagues::{self as ops, LeagueOpError, Standing};
use crate::store::StoreError;

/// Finished matches never change, so their pages and boards may be kept by anyone — but only for
/// ten minutes, so that turning publishing off takes them out of shared caches soon after.
const IMMUTABLE: &str = "public, max-age=600";

/// Why a page is not shown.
pub(super) enum PageError {
    /// Unknown, unpublished or hidden: the same friendly page for all three.
    NotFound,
    Failed(String),
}

impl From<StoreError> for PageError {
    fn from(e: StoreError) -> Self {
        PageError::Failed(e.to_string())
    }
}

impl From<LeagueOpError> for PageError {
    fn from(e: LeagueOpError) -> Self {
        PageError::Failed(e.to_string())
    }
}

/// An answer whose page is still to be written in the visitor's language (by
/// [`error_pages`], which knows the request).
#[derive(Clone, Copy)]
struct ErrorPage;

impl IntoResponse for PageError {
    fn into_response(self) -> Response {
        let status = match self {
            PageError::NotFound => StatusCode::NOT_FOUND,
            PageError::Failed(why) => {
                tracing::warn!(%why, "a web page failed");
                StatusCode::INTERNAL_SERVER_ERROR
            }
        };
        let mut response = status.into_response();
        response.extensions_mut().insert(ErrorPage);
        response
    }
}

/// The first of Touchline's languages an `Accept-Language` header asks for, by its weights
/// (`de-DE,de;q=0.9,en;q=0.8`); none when it names none of them.
pub(super) fn accepted(header: &str) -> Option<Lang> {
    let mut asked: Vec<(f32, usize, &str)> = header
        .split(',')
        .enumerate()
        .filter_map(|(at, item)| {
            let mut parts = item.split(';');
            let tag = parts.next()?.trim();
            let weight =
                parts.find_map(|p| p.trim().strip_prefix("q=")).map_or(Some(1.0), |q| q.trim().parse::<f32>().ok())?;
            (weight > 0.0 && !tag.is_empty()).then_some((weight, at, tag))
        })
        .collect();
    // Heaviest first; of equal weights, the one named first.
    asked.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
    asked.into_iter().find_map(|(_, _, tag)| Lang::parse(tag).ok())
}

/// The language a visitor's browser asks for, when it asks for one of Touchline's.
pub(super) fn visitor_lang(headers: &HeaderMap) -> Option<Lang> {
    headers.get(header::ACCEPT_LANGUAGE).and_then(|v| v.to_str().ok()).and_then(accepted)
}

/// A language named in the address (`?lang=pt-BR`) stands for the browser's own: how the
/// Activity opens a page in its player's Discord language, whatever the device's is.
pub(super) async fn language_asked(mut request: axum::extract::Request, next: axum::middleware::Next) -> Response {
    let asked = request.uri().query().and_then(|query| {
        query.split('&').find_map(|pair| pair.strip_prefix("lang=")).and_then(|code| Lang::parse(code).ok())
    });
    if let Some(lang) = asked {
        request.headers_mut().insert(header::ACCEPT_LANGUAGE, HeaderValue::from_static(lang.code()));
    }
    next.run(request).await
}

/// The error pages in the visitor's language (an unknown address has no server to speak for),
/// and on every answer the note that it depends on the language asked for.
pub(super) async fn error_pages(request: axum::extract::Request, next: axum::middleware::Next) -> Response {
    let lang = visitor_lang(request.headers()).unwrap_or(Lang::En);
    let mut response = next.run(request).await;
    if response.extensions().get::<ErrorPage>().is_some() {
        let status = response.status();
        let page = if status == StatusCode::NOT_FOUND { pages::not_found(lang) } else { pages::failed(lang) };
        response = (status, html(lang, page)).into_response();
    }
    response.headers_mut().insert(header::VARY, HeaderValue::from_static("accept-language"));
    response
}

/// A page in `lang`, saying so.
fn html(lang: Lang, markup: Markup) -> Response {
    let mut response = markup.into_response();
    if let Ok(value) = HeaderValue::from_str(lang.code()) {
        response.headers_mut().insert(header::CONTENT_LANGUAGE, value);
    }
    response
}

type Page = Result<Response, PageError>;

/// An HTML page that may be kept for a day (a finished match's).
fn immutable(lang: Lang, markup: Markup) -> Response {
    let mut response = html(lang, markup);
    response.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static(IMMUTABLE));
    response
}

fn png(bytes: impl Into<axum::body::Bytes>, cache: Option<&'static str>) -> Response {
    let mut response = ([(header::CONTENT_TYPE, HeaderValue::from_static("image/png"))], bytes.into()).into_response();
    if let Some(cache) = cache {
        response.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static(cache));
    }
    response
}

/// `12.png` → 12.
fn numbered_png(file: &str) -> Option<u64> {
    let digits = file.strip_suffix(".png")?;
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok()
}

pub(super) async fn healthz() -> &'static str {
    "ok"
}

pub(super) async fn unknown() -> PageError {
    PageError::NotFound
}

impl Web {
    /// Whether a match's page may be shown, and the server's page its header leads back to:
    /// a match played on a server that publishes, or (on the local pages) one played in the
    /// terminal.
    pub(super) fn home_of(&self, found: &crate::store::web::PublicMatch) -> Result<Option<String>, PageError> {
        match &found.server {
            Some(server) => Ok(Some(server.clone())),
            None if self.inner.local && found.terminal => Ok(None),
            None => Err(PageError::NotFound),
        }
    }

    /// The language of a page of `guild` (none for a terminal match): the server's own when
    /// an admin chose one, else the visitor's, else the server's Discord language, else English.
    pub(super) async fn page_lang(&self, guild: Option<u64>, headers: &HeaderMap) -> Result<Lang, PageError> {
        let server = match guild {
            Some(guild) => Some(self.store().server_language(guild).await?),
            None => None,
        };
        if let Some(chosen) = server.as_ref().and_then(|s| s.chosen) {
            return Ok(chosen);
        }
        Ok(visitor_lang(headers).or_else(|| server.map(|s| s.lang())).unwrap_or(Lang::En))
    }

    /// The server behind a slug, while it publishes.
    async fn server_of(&self, slug: &str) -> Result<u64, PageError> {
        self.store().published_server(slug).await?.ok_or(PageError::NotFound)
    }

    /// One of a published server's competitions, with where its current season stands (or why
    /// that cannot be worked out yet).
    async fn competition_of(
        &self,
        slug: &str,
        id: &str,
    ) -> Result<(Competition, crate::competition::Season, Result<Standing, String>), PageError> {
        let c = self.published_competition(slug, id).await?;
        let (season, standing) = self.current_standing(&c).await?;
        Ok((c, season, standing.map_err(|why| why.to_string())))
    }

    /// One of a published server's competitions, by the id in its address.
    async fn published_competition(&self, slug: &str, id: &str) -> Result<Competition, PageError> {
        let guild = self.server_of(slug).await?;
        let id: i64 = id.parse().map_err(|_| PageError::NotFound)?;
        let c = self.store().competition_by_id(id).await?.filter(|c| c.spec.guild_id == guild);
        c.ok_or(PageError::NotFound)
    }

    /// A league season's forecast while it has fixtures left, worked out once per result.
    async fn forecast(
        &self,
        c: &Competition,
        s: &Standing,
    ) -> Result<Option<Arc<crate::leagues::odds::Forecast>>, PageError> {
        let results = s.fixtures.iter().filter(|f| f.result.is_some()).count();
        if results == s.fixtures.len() {
            return Ok(None);
        }
        // A result set again (an admin's override) is a new row: the newest row's id tells it.
        let newest = s.fixtures.iter().filter_map(|f| f.result.as_ref().map(|r| r.id)).max().unwrap_or(0);
        let key = (c.id, s.season.id, results, newest);
        let kept = |inner: &super::Inner| inner.forecasts.lock().unwrap_or_else(|e| e.into_inner()).get(&key);
        if let Some(f) = kept(&self.inner) {
            return Ok(Some(f));
        }
        let Ok(_turn) = self.inner.forecasting.acquire().await else { return Ok(None) };
        // Another visitor's request may have worked it out while this one waited.
        if let Some(f) = kept(&self.inner) {
            return Ok(Some(f));
        }
        let Some(f) = ops::odds::forecast_of(self.store(), c, s).await? else { return Ok(None) };
        let f = Arc::new(f);
        self.inner.forecasts.lock().unwrap_or_else(|e| e.into_inner()).put(key, f.clone());
        Ok(Some(f))
    }

    /// A competition's current season, and where it stands (or why that cannot be worked out yet).
    async fn current_standing(
        &self,
        c: &Competition,
    ) -> Result<(crate::competition::Season, Result<Standing, touchline_i18n::Message>), PageError> {
        let season = self.store().current_season(c.id).await?;
        let standing = match ops::standing(self.store(), c, season.clone()).await {
            Ok(s) => Ok(s),
            Err(LeagueOpError::Refused(why)) => Err(why),
            Err(e) => return Err(e.into()),
        };
        Ok((season, standing))
    }
}

/// The local pages' front page: the database's terminal matches, newest first.
pub(super) async fn terminal_matches(State(web): State<Web>, headers: HeaderMap) -> Page {
    if !web.inner.local {
        return Err(PageError::NotFound);
    }
    let lang = web.page_lang(None, &headers).await?;
    let list = web.store().terminal_matches(200, lang).await?;
    Ok(html(lang, pages::terminal_matches(&list, lang)))
}

pub(super) async fn server(State(web): State<Web>, Path(slug): Path<String>, headers: HeaderMap) -> Page {
    let guild = web.server_of(&slug).await?;
    let lang = web.page_lang(Some(guild), &headers).await?;
    let list = web.store().server_competitions(guild).await?;
    let mut champions = HashMap::new();
    for id in list.iter().filter_map(|(_, s)| s.champion) {
        if let Some(name) = web.store().player_name(id).await? {
            champions.insert(id, name);
        }
    }
    Ok(html(lang, pages::server(&slug, &list, &champions, lang)))
}

pub(super) async fn competition(
    State(web): State<Web>,
    Path((slug, id)): Path<(String, String)>,
    headers: HeaderMap,
) -> Page {
    let (c, season, standing) = web.competition_of(&slug, &id).await?;
    let guild = c.spec.guild_id;
    let lang = web.page_lang(Some(guild), &headers).await?;
    let crests = web.store().crest_holders(guild).await?;
    let links = match &standing {
        Ok(s) => {
            let ids: Vec<i64> = s.fixtures.iter().filter_map(|f| f.match_id).collect();
            web.store().match_links(&ids).await?
        }
        Err(_) => HashMap::new(),
    };
    let lots = web.store().lots_seal(season.id).await?;
    let forecast = match &standing {
        Ok(s) => web.forecast(&c, s).await?,
        Err(_) => None,
    };
    let p = crate::leagues::pyramid::pyramid(web.store(), &c).await?;
    let division = p.level_of(c.id).filter(|_| p.is_pyramid()).map(|level| (level, p.top()));
    let page = pages::CompetitionPage {
        slug: &slug,
        competition: &c,
        season: &season,
        standing: standing.as_ref().map_err(String::as_str),
        crests: &crests,
        links: &links,
        lots: lots.as_ref(),
        division,
        forecast: forecast.as_deref(),
    };
    Ok(html(lang, pages::competition(page, lang)))
}

/// A pyramid's page, by any of its divisions (its address names the top one).
pub(super) async fn pyramid(
    State(web): State<Web>,
    Path((slug, id)): Path<(String, String)>,
    headers: HeaderMap,
) -> Page {
    let c = web.published_competition(&slug, &id).await?;
    let guild = c.spec.guild_id;
    let p = crate::leagues::pyramid::pyramid(web.store(), &c).await?;
    if !p.is_pyramid() {
        return Err(PageError::NotFound);
    }
    let lang = web.page_lang(Some(guild), &headers).await?;
    let mut seasons = Vec::new();
    let mut ids = Vec::new();
    for d in &p.divisions {
        let (season, standing) = web.current_standing(&d.competition).await?;
        seasons.push((season, standing.map_err(|why| why.say(lang))));
        ids.push(d.competition.id);
    }
    let history = web.store().division_history(&ids).await?;
    let crests = web.store().crest_holders(guild).await?;
    let page = pages::PyramidPage { slug: &slug, pyramid: &p, seasons: &seasons, crests: &crests, history: &history };
    Ok(html(lang, pages::pyramid(page, lang)))
}

/// A file name made from a competition's name: letters and digits, the rest as dashes.
fn file_name(c: &Competition, what: &str) -> String {
    let name: String =
        c.spec.name.chars().map(|ch| if ch.is_ascii_alphanumeric() { ch.to_ascii_lowercase() } else { '-' }).collect();
    format!("{name}-{what}.csv")
}

async fn csv(web: Web, slug: String, id: String, table: bool) -> Page {
    let (c, _, standing) = web.competition_of(&slug, &id).await?;
    let s = standing.map_err(|_| PageError::NotFound)?;
    let (tables, results) = ops::export(&s);
    if table && s.tables.is_empty() {
        return Err(PageError::NotFound);
    }
    let (body, name) = if table { (tables, file_name(&c, "table")) } else { (results, file_name(&c, "results")) };
    let disposition = HeaderValue::from_str(&format!("attachment; filename=\"{name}\""))
        .unwrap_or_else(|_| HeaderValue::from_static("attachment"));
    Ok((
        [
            (header::CONTENT_TYPE, HeaderValue::from_static("text/csv; charset=utf-8")),
            (header::CONTENT_DISPOSITION, disposition),
        ],
        body,
    )
        .into_response())
}

pub(super) async fn table_csv(State(web): State<Web>, Path((slug, id)): Path<(String, String)>) -> Page {
    csv(web, slug, id, true).await
}

pub(super) async fn results_csv(State(web): State<Web>, Path((slug, id)): Path<(String, String)>) -> Page {
    csv(web, slug, id, false).await
}

pub(super) async fn profile(
    State(web): State<Web>,
    Path((slug, player)): Path<(String, String)>,
    headers: HeaderMap,
) -> Page {
    let guild = web.server_of(&slug).await?;
    let lang = web.page_lang(Some(guild), &headers).await?;
    let player: i64 = player.parse().map_err(|_| PageError::NotFound)?;
    let name = web.store().player_on_server(guild, player).await?.ok_or(PageError::NotFound)?;
    let crest = web.store().crest_holders(guild).await?.contains(&player);
    let ratings = web.store().player_ratings(player).await?;
    let competitions = web.store().player_competitions(guild, player).await?;
    let recent = web.store().recent_matches(guild, player, 20, lang).await?;
    let history = web.store().club_history(guild, player).await?;
    let trophies = web.store().trophies(guild, player).await?;
    let page = pages::ProfilePage {
        slug: &slug,
        id: player,
        name: &name,
        crest,
        ratings: &ratings,
        competitions: &competitions,
        recent: &recent,
        history: &history,
        trophies: &trophies,
    };
    Ok(html(lang, pages::profile(page, lang)))
}

pub(super) async fn crest(State(web): State<Web>, Path((slug, file)): Path<(String, String)>) -> Page {
    let guild = web.server_of(&slug).await?;
    let player = numbered_png(&file).ok_or(PageError::NotFound)? as i64;
    let bytes = web.store().crest(guild, player).await?.ok_or(PageError::NotFound)?;
    Ok(png(bytes, None))
}

#[derive(Deserialize)]
pub(super) struct StepQuery {
    step: Option<String>,
}

pub(super) async fn match_page(
    State(web): State<Web>,
    Path(slug): Path<String>,
    Query(query): Query<StepQuery>,
    headers: HeaderMap,
) -> Page {
    let found = web.store().public_match(&slug).await?.ok_or(PageError::NotFound)?;
    let server = web.home_of(&found)?;
    let server = server.as_deref();
    let lang = web.page_lang(found.guild_id, &headers).await?;
    if !found.finished {
        // Only what the thread shows: its boards so far, the score, who is to act, and the
        // seal's hash (its seed and salt stay hidden until the end).
        let live = web.live(found.id, found.abandoned, lang).await?;
        return Ok(html(lang, pages::live_match(server, &slug, &live, lang)));
    }
    let replay = web.replay(found.id, lang).await.map_err(|e| PageError::Failed(e.to_string()))?;
    let n = match query.step.as_deref() {
        None | Some("") => 0,
        Some(text) => text.parse::<usize>().map_err(|_| PageError::NotFound)?,
    };
    if n >= replay.frames.len() {
        return Err(PageError::NotFound);
    }
    let chances = web.store().match_chances(found.id).await?;
    let moments = web.store().key_moments(found.id).await?.unwrap_or_default();
    Ok(immutable(lang, pages::replay(server, &slug, &replay, n, &chances, &moments, lang)))
}

pub(super) async fn frame(
    State(web): State<Web>,
    Path((slug, file)): Path<(String, String)>,
    headers: HeaderMap,
) -> Page {
    let n = numbered_png(&file).ok_or(PageError::NotFound)?;
    let found = web.store().public_match(&slug).await?.ok_or(PageError::NotFound)?;
    // Shown only where its page may be: the check is all the frame needs of its home.
    web.home_of(&found)?;
    // The board's words in the language of the page it is shown on.
    let lang = web.page_lang(found.guild_id, &headers).await?;
    let n = usize::try_from(n).map_err(|_| PageError::NotFound)?;
    if !found.finished {
        // A live match's boards so far, as its thread posted them; a later one is not there
        // yet. Its last may still grow (a computer's reply to the move it shows), so it alone
        // is drawn afresh each time and never kept.
        let live = web.live(found.id, found.abandoned, lang).await?;
        let boards = live.replay.frames.len();
        if n >= boards {
            return Err(PageError::NotFound);
        }
        let failed = || PageError::Failed("drawing a board failed".into());
        let bytes = match n + 1 < boards {
            true => web.replay_frame(live.replay.clone(), n).await.ok_or_else(failed)?,
            false => {
                let replay = live.replay.clone();
                Bytes::from(web.draw(move |r| replay.frame_png(r, n)).await.flatten().ok_or_else(failed)?)
            }
        };
        return Ok(png(bytes, None));
    }
    let replay = web.replay(found.id, lang).await.map_err(|e| PageError::Failed(e.to_string()))?;
    if n >= replay.frames.len() {
        return Err(PageError::NotFound);
    }
    let bytes = web.replay_frame(replay, n).await.ok_or_else(|| PageError::Failed("drawing a board failed".into()))?;
    Ok(png(bytes, Some(IMMUTABLE)))
}

/// The live page's script: it follows the match's stream (`/m/<slug>/live`).
pub(super) async fn live_script() -> Response {
    script(include_str!("../../assets/web/live.js"))
}

/// The replay page's script: the slider moves at once, the keys step, a button plays.
pub(super) async fn replay_script() -> Response {
    script(include_str!("../../assets/web/replay.js"))
}

pub(super) fn script(text: &'static str) -> Response {
    let kind = HeaderValue::from_static("text/javascript; charset=utf-8");
    let mut response = ([(header::CONTENT_TYPE, kind)], text).into_response();
    response.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static("public, max-age=3600"));
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_browsers_languages_are_taken_by_weight() {
        assert_eq!(accepted("de-DE,de;q=0.9,en;q=0.8"), Some(Lang::De));
        assert_eq!(accepted("ja,fr;q=0.5,es;q=0.7"), Some(Lang::Es));
        assert_eq!(accepted("en;q=0.1, pt-BR"), Some(Lang::PtBr));
        assert_eq!(accepted("fr;q=0,de;q=0.2"), Some(Lang::De), "q=0 is a refusal");
        assert_eq!(accepted("ja, *;q=0.5"), None);
        assert_eq!(accepted(""), None);
    }
}
