//! Publishing a server's pages: the use-case behind `/league publish`, and the addresses of the
//! published pages the bot links to. A server's pages are off until an admin turns them on; the
//! first time they get a random slug (16 random bytes from the operating system, as hex), which
//! is kept when they are turned off, so shared links work again when they come back.

use crate::ids::CompetitionId;
use crate::store::web::Publishing;
use crate::store::{Store, StoreError};

/// A server's pages: `/s/<server slug>`.
pub fn server_path(slug: &str) -> String {
    format!("/s/{slug}")
}

/// A competition's page.
pub fn competition_path(slug: &str, id: CompetitionId) -> String {
    format!("/s/{slug}/c/{id}")
}

/// A pyramid's page, by its top division.
pub fn pyramid_path(slug: &str, top: CompetitionId) -> String {
    format!("/s/{slug}/pyramid/{top}")
}

/// A player's profile on a server's pages.
pub fn player_path(slug: &str, id: i64) -> String {
    format!("/s/{slug}/p/{id}")
}

/// A player's crest on a server's pages.
pub fn crest_path(slug: &str, id: i64) -> String {
    format!("/s/{slug}/crest/{id}.png")
}

/// A match's page, by its own slug.
pub fn match_path(slug: &str) -> String {
    format!("/m/{slug}")
}

fn link(base: &str, path: &str) -> String {
    format!("{}{path}", base.trim_end_matches('/'))
}

/// Turn a server's pages on or off. `None`: turned off when they had never been on.
pub async fn set(store: &Store, guild_id: u64, on: bool) -> Result<Option<Publishing>, StoreError> {
    store.set_publishing(guild_id, on, &crate::fairness::random_hex(16)).await
}

/// The address of a server's pages, for the bot's links.
pub fn server_link(base: &str, publishing: &Publishing) -> String {
    link(base, &server_path(&publishing.slug))
}

/// The link to a competition's page, when there are web pages (`base`) and its server publishes.
pub async fn competition_page(
    store: &Store,
    base: Option<&str>,
    guild_id: u64,
    competition: CompetitionId,
) -> Result<Option<String>, StoreError> {
    let Some(base) = base else { return Ok(None) };
    let publishing = store.publishing(guild_id).await?.filter(|p| p.enabled);
    Ok(publishing.map(|p| link(base, &competition_path(&p.slug, competition))))
}

/// The link to a pyramid's page (by its top division), when there are web pages and its
/// server publishes.
pub async fn pyramid_page(
    store: &Store,
    base: Option<&str>,
    guild_id: u64,
    top: CompetitionId,
) -> Result<Option<String>, StoreError> {
    let Some(base) = base else { return Ok(None) };
    let publishing = store.publishing(guild_id).await?.filter(|p| p.enabled);
    Ok(publishing.map(|p| link(base, &pyramid_path(&p.slug, top))))
}

/// The link to a match's page, when there are web pages (`base`) and the server it was played
/// on publishes.
pub async fn match_page(
    store: &Store,
    base: Option<&str>,
    guild_id: Option<u64>,
    slug: &str,
) -> Result<Option<String>, StoreError> {
    let (Some(base), Some(guild)) = (base, guild_id) else { return Ok(None) };
    let published = store.publishing(guild).await?.is_some_and(|p| p.enabled);
    Ok(published.then(|| link(base, &match_path(slug))))
}
