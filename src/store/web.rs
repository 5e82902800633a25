//! What the web companion reads, and the one switch it has: whether a server's pages are
//! published. Every page is found through a random slug (a server's, or a match's), so the
//! queries here start from a slug and check that the server behind it publishes.

use std::collections::{HashMap, HashSet};

use sqlx::Row;
use touchline_games::{GameKind, Outcome};

use super::league::{competition_row, season_row};
use super::{json, snowflake, MatchId, PlayerId, Store, StoreError};
use crate::competition::{Competition, Season};

/// A server's public pages: their slug, and whether they are shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Publishing {
    pub slug: String,
    pub enabled: bool,
}

/// A match's public page, as a link: its slug and whether it is over.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatchLink {
    pub slug: String,
    pub finished: bool,
}

/// A match found by its slug, with what decides whether its page may be shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PublicMatch {
    pub id: MatchId,
    pub finished: bool,
    /// The slug of the server it was played on, when that server publishes its pages.
    pub server: Option<String>,
}

/// A match a player sat in, for their profile.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayedMatch {
    pub id: MatchId,
    pub slug: Option<String>,
    pub kind: GameKind,
    pub finished: bool,
    pub outcome: Option<Outcome>,
    /// The player's seat.
    pub seat: usize,
    /// Every seat's name, in seat order (the computer is "Computer").
    pub seats: Vec<String>,
    /// When it was last played (the time of its last stored step), as stored.
    pub at: String,
}

/// A player's rating in one game.
#[derive(Clone, Debug, PartialEq)]
pub struct GameRating {
    pub game: GameKind,
    pub rating: f64,
    pub played: u32,
}

fn ids_json(ids: &[i64]) -> Result<String, StoreError> {
    json(&ids)
}

impl Store {
    /// Whether a server publishes its pages, and under which slug.
    pub async fn publishing(&self, guild_id: u64) -> Result<Option<Publishing>, StoreError> {
        let row = sqlx::query("SELECT slug, enabled FROM web_publishing WHERE guild_id = ?1")
            .bind(guild_id.to_string())
            .fetch_optional(&self.pool)
            .await?;
        Ok(row.map(|r| Publishing { slug: r.get("slug"), enabled: r.get::<i64, _>("enabled") == 1 }))
    }

    /// Turn a server's pages on or off. Turning them on the first time keeps `fresh_slug` as
    /// their slug; after that the first slug stays, so links already shared keep working.
    /// Turning off a server that never published changes nothing and answers `None`.
    pub async fn set_publishing(
        &self,
        guild_id: u64,
        enabled: bool,
        fresh_slug: &str,
    ) -> Result<Option<Publishing>, StoreError> {
        let row = if enabled {
            sqlx::query(
                "INSERT INTO web_publishing (guild_id, slug, enabled) VALUES (?1, ?2, 1)
                 ON CONFLICT (guild_id) DO UPDATE SET enabled = 1,
                     updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
                 RETURNING slug, enabled",
            )
            .bind(guild_id.to_string())
            .bind(fresh_slug)
            .fetch_optional(&self.pool)
            .await?
        } else {
            sqlx::query(
                "UPDATE web_publishing SET enabled = 0, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
                 WHERE guild_id = ?1 RETURNING slug, enabled",
            )
            .bind(guild_id.to_string())
            .fetch_optional(&self.pool)
            .await?
        };
        Ok(row.map(|r| Publishing { slug: r.get("slug"), enabled: r.get::<i64, _>("enabled") == 1 }))
    }

    /// The server behind a slug, only while it publishes.
    pub async fn published_server(&self, slug: &str) -> Result<Option<u64>, StoreError> {
        let guild: Option<String> =
            sqlx::query_scalar("SELECT guild_id FROM web_publishing WHERE slug = ?1 AND enabled = 1")
                .bind(slug)
                .fetch_optional(&self.pool)
                .await?;
        snowflake(guild)
    }

    /// A server's competitions, newest first, each with its current season.
    pub async fn server_competitions(&self, guild_id: u64) -> Result<Vec<(Competition, Season)>, StoreError> {
        let rows = sqlx::query("SELECT * FROM competitions WHERE guild_id = ?1 ORDER BY id DESC")
            .bind(guild_id.to_string())
            .fetch_all(&self.pool)
            .await?;
        let mut out = Vec::with_capacity(rows.len());
        for row in &rows {
            let c = competition_row(row)?;
            let season = sqlx::query("SELECT * FROM seasons WHERE competition_id = ?1 ORDER BY number DESC LIMIT 1")
                .bind(c.id)
                .fetch_optional(&self.pool)
                .await?;
            if let Some(season) = season {
                out.push((c, season_row(&season)?));
            }
        }
        Ok(out)
    }

    /// The players of a server who have a crest there.
    pub async fn crest_holders(&self, guild_id: u64) -> Result<HashSet<PlayerId>, StoreError> {
        let ids: Vec<i64> = sqlx::query_scalar("SELECT player_id FROM crests WHERE guild_id = ?1")
            .bind(guild_id.to_string())
            .fetch_all(&self.pool)
            .await?;
        Ok(ids.into_iter().collect())
    }

    /// A player's crest on a server, as the stored PNG.
    pub async fn crest(&self, guild_id: u64, player: PlayerId) -> Result<Option<Vec<u8>>, StoreError> {
        Ok(sqlx::query_scalar("SELECT png FROM crests WHERE guild_id = ?1 AND player_id = ?2")
            .bind(guild_id.to_string())
            .bind(player)
            .fetch_optional(&self.pool)
            .await?)
    }

    /// The public pages of these matches (those that have one).
    pub async fn match_links(&self, ids: &[MatchId]) -> Result<HashMap<MatchId, MatchLink>, StoreError> {
        if ids.is_empty() {
            return Ok(HashMap::new());
        }
        let rows = sqlx::query(
            "SELECT id, slug, status FROM matches
             WHERE id IN (SELECT value FROM json_each(?1)) AND slug IS NOT NULL",
        )
        .bind(ids_json(ids)?)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .iter()
            .map(|r| {
                let link = MatchLink { slug: r.get("slug"), finished: r.get::<String, _>("status") == "finished" };
                (r.get("id"), link)
            })
            .collect())
    }

    /// The match behind a slug, and the slug of its server's pages while that server publishes.
    pub async fn public_match(&self, slug: &str) -> Result<Option<PublicMatch>, StoreError> {
        let row = sqlx::query(
            "SELECT m.id, m.status, w.slug AS server FROM matches m
             LEFT JOIN discord_matches d ON d.match_id = m.id
             LEFT JOIN web_publishing w ON w.guild_id = d.guild_id AND w.enabled = 1
             WHERE m.slug = ?1",
        )
        .bind(slug)
        .fetch_optional(&self.pool)
        .await?;
        Ok(row.map(|r| PublicMatch {
            id: r.get("id"),
            finished: r.get::<String, _>("status") == "finished",
            server: r.get("server"),
        }))
    }

    /// A player's name, when they have been seen on the server: a member of one of its
    /// competitions, or a seat in a match played there. Anyone else has no page there.
    pub async fn player_on_server(&self, guild_id: u64, player: PlayerId) -> Result<Option<String>, StoreError> {
        Ok(sqlx::query_scalar(
            "SELECT p.display_name FROM players p WHERE p.id = ?1 AND (
                 EXISTS (SELECT 1 FROM members m JOIN seasons s ON s.id = m.season_id
                         JOIN competitions c ON c.id = s.competition_id
                         WHERE m.player_id = p.id AND c.guild_id = ?2)
              OR EXISTS (SELECT 1 FROM match_seats ms JOIN discord_matches d ON d.match_id = ms.match_id
                         WHERE ms.player_id = p.id AND d.guild_id = ?2))",
        )
        .bind(player)
        .bind(guild_id.to_string())
        .fetch_optional(&self.pool)
        .await?)
    }

    /// A player's ratings, one per game they are rated in.
    pub async fn player_ratings(&self, player: PlayerId) -> Result<Vec<GameRating>, StoreError> {
        let rows = sqlx::query("SELECT game, rating, played FROM ratings WHERE player_id = ?1 ORDER BY game")
            .bind(player)
            .fetch_all(&self.pool)
            .await?;
        rows.iter()
            .map(|r| {
                Ok(GameRating {
                    game: GameKind::parse(&r.get::<String, _>("game")).map_err(StoreError::Corrupt)?,
                    rating: r.get("rating"),
                    played: r.get::<i64, _>("played") as u32,
                })
            })
            .collect()
    }

    /// The competitions of a server a player has been a member of: (id, name).
    pub async fn player_competitions(&self, guild_id: u64, player: PlayerId) -> Result<Vec<(i64, String)>, StoreError> {
        let rows = sqlx::query(
            "SELECT DISTINCT c.id, c.name FROM competitions c JOIN seasons s ON s.competition_id = c.id
             JOIN members m ON m.season_id = s.id
             WHERE c.guild_id = ?1 AND m.player_id = ?2 ORDER BY c.id DESC",
        )
        .bind(guild_id.to_string())
        .bind(player)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows.iter().map(|r| (r.get("id"), r.get("name"))).collect())
    }

    /// The matches a player last sat in on a server, newest first.
    pub async fn recent_matches(
        &self,
        guild_id: u64,
        player: PlayerId,
        limit: u32,
    ) -> Result<Vec<PlayedMatch>, StoreError> {
        let rows = sqlx::query(
            "SELECT m.id, m.slug, m.kind, m.status, m.outcome, m.updated_at, ms.seat FROM match_seats ms
             JOIN matches m ON m.id = ms.match_id JOIN discord_matches d ON d.match_id = m.id
             WHERE ms.player_id = ?1 AND d.guild_id = ?2 ORDER BY m.id DESC LIMIT ?3",
        )
        .bind(player)
        .bind(guild_id.to_string())
        .bind(limit as i64)
        .fetch_all(&self.pool)
        .await?;
        let ids: Vec<i64> = rows.iter().map(|r| r.get("id")).collect();
        let mut seats: HashMap<MatchId, Vec<String>> = HashMap::new();
        if !ids.is_empty() {
            let names = sqlx::query(
                "SELECT ms.match_id, COALESCE(p.display_name, 'Computer') AS name FROM match_seats ms
                 LEFT JOIN players p ON p.id = ms.player_id
                 WHERE ms.match_id IN (SELECT value FROM json_each(?1)) ORDER BY ms.match_id, ms.seat",
            )
            .bind(ids_json(&ids)?)
            .fetch_all(&self.pool)
            .await?;
            for r in &names {
                seats.entry(r.get("match_id")).or_default().push(r.get("name"));
            }
        }
        rows.iter()
            .map(|r| {
                let id: MatchId = r.get("id");
                let outcome = r
                    .get::<Option<String>, _>("outcome")
                    .map(|o| serde_json::from_str(&o).map_err(|e| StoreError::Corrupt(format!("match #{id}: {e}"))))
                    .transpose()?;
                Ok(PlayedMatch {
                    id,
                    slug: r.get("slug"),
                    kind: GameKind::parse(&r.get::<String, _>("kind")).map_err(StoreError::Corrupt)?,
                    finished: r.get::<String, _>("status") == "finished",
                    outcome,
                    seat: r.get::<i64, _>("seat") as usize,
                    seats: seats.remove(&id).unwrap_or_default(),
                    at: r.get("updated_at"),
                })
            })
            .collect()
    }
}
