//! What the web companion reads, and the one switch it has: whether a server's pages are
//! published. Every page is found through a random slug (a server's, or a match's), so the
//! queries here start from a slug and check that the server behind it publishes.

use std::collections::{HashMap, HashSet};

use touchline_games::players::{Brain, Occupant};
use touchline_games::{AnyConfig, GameKind, Outcome};

use super::league::{CompetitionRow, SeasonRow};
use super::{count, from_json, now_text, placeholders, snowflake, MatchId, PlayerId, Store, StoreError};
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
    /// That server, while it publishes (its language is the page's).
    pub guild_id: Option<u64>,
    /// Played in the terminal (`touchline play --db`), not on Discord: shown only by the local
    /// pages (`touchline web --local`).
    pub terminal: bool,
    /// A terminal match whose input ended before the match did.
    pub abandoned: bool,
}

/// A match played in the terminal, for the local pages' list.
#[derive(Clone, Debug, PartialEq)]
pub struct TerminalMatch {
    pub id: MatchId,
    pub slug: String,
    pub kind: GameKind,
    pub finished: bool,
    pub abandoned: bool,
    pub outcome: Option<Outcome>,
    /// Every side's seat name, in seat order.
    pub seats: Vec<String>,
    /// When it was last played, as stored.
    pub at: String,
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
    /// Every seat's name, in seat order (a computer's in the page's language, as
    /// [`crate::seating::computer_names_in`] gives it).
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

/// A match a player sat in, as stored.
#[derive(sqlx::FromRow)]
struct PlayedRow {
    id: i64,
    slug: Option<String>,
    kind: String,
    status: String,
    outcome: Option<String>,
    updated_at: String,
    seat: i64,
}

/// A match found by its slug, as stored; `terminal` and `abandoned` are 0 or 1.
#[derive(sqlx::FromRow)]
struct PublicMatchRow {
    id: i64,
    status: String,
    server: Option<String>,
    guild_id: Option<String>,
    terminal: i64,
    abandoned: i64,
}

/// A match played in the terminal, as stored; `abandoned` is 0 or 1.
#[derive(sqlx::FromRow)]
struct TerminalRow {
    id: i64,
    slug: String,
    kind: String,
    config: String,
    status: String,
    outcome: Option<String>,
    updated_at: String,
    abandoned: i64,
}

/// A seat of a match, with its person's name when a person sits there.
#[derive(sqlx::FromRow)]
struct SeatNameRow {
    match_id: i64,
    player_id: Option<i64>,
    brain: Option<String>,
    display_name: Option<String>,
}

/// A player's rating in one game, as stored.
#[derive(sqlx::FromRow)]
struct RatingRow {
    game: String,
    rating: f64,
    played: i64,
}

/// Whether a server publishes its pages now.
pub(super) async fn publishes(conn: &mut sqlx::AnyConnection, guild_id: u64) -> Result<bool, StoreError> {
    let enabled: Option<i64> = sqlx::query_scalar("SELECT enabled FROM web_publishing WHERE guild_id = $1")
        .bind(guild_id.to_string())
        .fetch_optional(&mut *conn)
        .await?;
    Ok(enabled == Some(1))
}

impl Store {
    /// The key "Play on the board" links are signed with, made by the first process that asks
    /// (two asking at once keep the first one written). `None` when no key can be made (no
    /// random generator) or the stored one is damaged: then no links are offered.
    pub async fn seat_key(&self) -> Result<Option<crate::seat_links::SeatKey>, StoreError> {
        let read = || sqlx::query_scalar::<_, String>("SELECT key FROM signing_keys WHERE name = 'seat_links'");
        let stored = match read().fetch_optional(&self.pool).await? {
            Some(key) => key,
            None => {
                let Some(fresh) = crate::seat_links::SeatKey::fresh_hex() else { return Ok(None) };
                sqlx::query(
                    "INSERT INTO signing_keys (name, key) VALUES ('seat_links', $1) ON CONFLICT (name) DO NOTHING",
                )
                .bind(fresh)
                .execute(&self.pool)
                .await?;
                read().fetch_one(&self.pool).await?
            }
        };
        Ok(crate::seat_links::SeatKey::from_hex(&stored))
    }

    /// Whether a server publishes its pages, and under which slug.
    pub async fn publishing(&self, guild_id: u64) -> Result<Option<Publishing>, StoreError> {
        let guild = guild_id.to_string();
        let row: Option<(String, i64)> = sqlx::query_as("SELECT slug, enabled FROM web_publishing WHERE guild_id = $1")
            .bind(guild)
            .fetch_optional(&self.pool)
            .await?;
        Ok(row.map(|(slug, enabled)| Publishing { slug, enabled: enabled == 1 }))
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
        let guild = guild_id.to_string();
        let row: Option<(String, i64)> = if enabled {
            sqlx::query_as(
                "INSERT INTO web_publishing (guild_id, slug, enabled) VALUES ($1, $2, 1)
                 ON CONFLICT (guild_id) DO UPDATE SET enabled = 1, updated_at = $3
                 RETURNING slug, enabled",
            )
            .bind(guild)
            .bind(fresh_slug)
            .bind(now_text())
            .fetch_optional(&self.pool)
            .await?
        } else {
            sqlx::query_as(
                "UPDATE web_publishing SET enabled = 0, updated_at = $2 WHERE guild_id = $1 RETURNING slug, enabled",
            )
            .bind(guild)
            .bind(now_text())
            .fetch_optional(&self.pool)
            .await?
        };
        Ok(row.map(|(slug, enabled)| Publishing { slug, enabled: enabled == 1 }))
    }

    /// The server behind a slug, only while it publishes.
    pub async fn published_server(&self, slug: &str) -> Result<Option<u64>, StoreError> {
        let guild: Option<String> =
            sqlx::query_scalar("SELECT guild_id FROM web_publishing WHERE slug = $1 AND enabled = 1")
                .bind(slug)
                .fetch_optional(&self.pool)
                .await?;
        snowflake(guild)
    }

    /// A server's competitions, newest first, each with its current season.
    pub async fn server_competitions(&self, guild_id: u64) -> Result<Vec<(Competition, Season)>, StoreError> {
        let guild = guild_id.to_string();
        let rows = sqlx::query_as::<_, CompetitionRow>(
            "SELECT id, guild_id, channel_id, name, kind, game, config, format, format_settings,
                    points_win, points_draw, points_loss, tiebreak, turn_seconds, on_timeout, round_seconds,
                    missed_deadline, forfeit_goals, created_by, max_break_days
             FROM competitions WHERE guild_id = $1 ORDER BY id DESC",
        )
        .bind(guild)
        .fetch_all(&self.pool)
        .await?;
        let mut out = Vec::with_capacity(rows.len());
        for row in rows {
            let c = Competition::try_from(row)?;
            let season = sqlx::query_as::<_, SeasonRow>(
                "SELECT id, competition_id, number, status, lots_seed, started_ms, champion_id FROM seasons
                 WHERE competition_id = $1 ORDER BY number DESC LIMIT 1",
            )
            .bind(c.id)
            .fetch_optional(&self.pool)
            .await?;
            if let Some(season) = season {
                out.push((c, Season::try_from(season)?));
            }
        }
        Ok(out)
    }

    /// The players of a server who have a crest there.
    pub async fn crest_holders(&self, guild_id: u64) -> Result<HashSet<PlayerId>, StoreError> {
        let guild = guild_id.to_string();
        let ids: Vec<PlayerId> = sqlx::query_scalar("SELECT player_id FROM crests WHERE guild_id = $1")
            .bind(guild)
            .fetch_all(&self.pool)
            .await?;
        Ok(ids.into_iter().collect())
    }

    /// A player's crest on a server, as the stored PNG.
    pub async fn crest(&self, guild_id: u64, player: PlayerId) -> Result<Option<Vec<u8>>, StoreError> {
        let guild = guild_id.to_string();
        Ok(sqlx::query_scalar("SELECT png FROM crests WHERE guild_id = $1 AND player_id = $2")
            .bind(guild)
            .bind(player)
            .fetch_optional(&self.pool)
            .await?)
    }

    /// The public pages of these matches (those that have one).
    pub async fn match_links(&self, ids: &[MatchId]) -> Result<HashMap<MatchId, MatchLink>, StoreError> {
        if ids.is_empty() {
            return Ok(HashMap::new());
        }
        let sql = match_links_sql(ids.len());
        let rows = ids
            .iter()
            .fold(sqlx::query_as::<_, (i64, String, String)>(&sql), |q, id| q.bind(*id))
            .fetch_all(&self.pool)
            .await?;
        Ok(rows
            .into_iter()
            .map(|(id, slug, status)| (id, MatchLink { slug, finished: status == "finished" }))
            .collect())
    }

    /// The match behind a slug, and the slug of its server's pages while that server publishes.
    pub async fn public_match(&self, slug: &str) -> Result<Option<PublicMatch>, StoreError> {
        let row = sqlx::query_as::<_, PublicMatchRow>(
            "SELECT m.id, m.status, w.slug AS server, w.guild_id,
                    CASE WHEN d.match_id IS NULL THEN 1 ELSE 0 END AS terminal,
                    CASE WHEN m.abandoned_at IS NOT NULL THEN 1 ELSE 0 END AS abandoned
             FROM matches m
             LEFT JOIN discord_matches d ON d.match_id = m.id
             LEFT JOIN web_publishing w ON w.guild_id = d.guild_id AND w.enabled = 1
             WHERE m.slug = $1",
        )
        .bind(slug)
        .fetch_optional(&self.pool)
        .await?;
        row.map(|r| {
            Ok(PublicMatch {
                id: r.id,
                finished: r.status == "finished",
                server: r.server,
                guild_id: snowflake(r.guild_id)?,
                terminal: r.terminal == 1,
                abandoned: r.abandoned == 1,
            })
        })
        .transpose()
    }

    /// The matches played in the terminal (none has a Discord thread), newest first.
    pub async fn terminal_matches(
        &self,
        limit: u32,
        lang: touchline_i18n::Lang,
    ) -> Result<Vec<TerminalMatch>, StoreError> {
        let limit = limit as i64;
        let rows = sqlx::query_as::<_, TerminalRow>(
            "SELECT m.id, m.slug, m.kind, m.config, m.status, m.outcome, m.updated_at,
                    CASE WHEN m.abandoned_at IS NOT NULL THEN 1 ELSE 0 END AS abandoned
             FROM matches m WHERE m.slug IS NOT NULL
               AND NOT EXISTS (SELECT 1 FROM discord_matches d WHERE d.match_id = m.id)
             ORDER BY m.id DESC LIMIT $1",
        )
        .bind(limit)
        .fetch_all(&self.pool)
        .await?;
        let ids: Vec<i64> = rows.iter().map(|r| r.id).collect();
        let mut names = self.seat_names(&ids, lang).await?;
        let mut out = Vec::with_capacity(rows.len());
        for r in rows {
            let what = format!("match #{}", r.id);
            // The seats' names, then the engine's own sides (the AutoTeam).
            let mut seats = names.remove(&r.id).unwrap_or_default();
            seats.extend(from_json::<AnyConfig>(&what, &r.config)?.engine_sides(lang));
            out.push(TerminalMatch {
                id: r.id,
                slug: r.slug,
                kind: GameKind::parse(&r.kind).map_err(StoreError::Corrupt)?,
                finished: r.status == "finished",
                abandoned: r.abandoned == 1,
                outcome: r.outcome.map(|o| from_json(&what, &o)).transpose()?,
                seats,
                at: r.updated_at,
            });
        }
        Ok(out)
    }

    /// Every seat's name for each of `ids`, in seat order, read in one statement: a person's
    /// name, or a computer's in `lang` ([`crate::seating::computer_names_in`]).
    async fn seat_names(
        &self,
        ids: &[i64],
        lang: touchline_i18n::Lang,
    ) -> Result<HashMap<MatchId, Vec<String>>, StoreError> {
        let mut seats: HashMap<MatchId, Vec<(Occupant<PlayerId>, String)>> = HashMap::new();
        if ids.is_empty() {
            return Ok(HashMap::new());
        }
        let sql = seat_names_sql(ids.len());
        let rows =
            ids.iter().fold(sqlx::query_as::<_, SeatNameRow>(&sql), |q, id| q.bind(*id)).fetch_all(&self.pool).await?;
        for r in rows {
            let occupant = match (r.player_id, r.brain) {
                (Some(p), _) => Occupant::Person(p),
                (None, Some(b)) => Occupant::Computer(Brain::parse(&b).map_err(StoreError::Corrupt)?),
                (None, None) => return Err(StoreError::Corrupt(format!("match #{} has an empty seat", r.match_id))),
            };
            seats.entry(r.match_id).or_default().push((occupant, r.display_name.unwrap_or_else(|| "Player".into())));
        }
        Ok(seats
            .into_iter()
            .map(|(id, places)| {
                let occupants: Vec<_> = places.iter().map(|(o, _)| *o).collect();
                let names = places
                    .into_iter()
                    .zip(crate::seating::computer_names_in(&occupants, lang))
                    .map(|((_, person), computer)| computer.unwrap_or(person))
                    .collect();
                (id, names)
            })
            .collect())
    }

    /// A player's name, when they have been seen on the server: a member of one of its
    /// competitions, or a seat in a match played there. Anyone else has no page there.
    pub async fn player_on_server(&self, guild_id: u64, player: PlayerId) -> Result<Option<String>, StoreError> {
        let guild = guild_id.to_string();
        Ok(sqlx::query_scalar(
            "SELECT p.display_name FROM players p WHERE p.id = $1 AND (
                 EXISTS (SELECT 1 FROM members m JOIN seasons s ON s.id = m.season_id
                         JOIN competitions c ON c.id = s.competition_id
                         WHERE m.player_id = p.id AND c.guild_id = $2)
              OR EXISTS (SELECT 1 FROM match_seats ms JOIN discord_matches d ON d.match_id = ms.match_id
                         WHERE ms.player_id = p.id AND d.guild_id = $2))",
        )
        .bind(player)
        .bind(guild)
        .fetch_optional(&self.pool)
        .await?)
    }

    /// A player's ratings, one per game they are rated in.
    pub async fn player_ratings(&self, player: PlayerId) -> Result<Vec<GameRating>, StoreError> {
        let rows = sqlx::query_as::<_, RatingRow>(
            "SELECT game, rating, played FROM ratings WHERE player_id = $1 ORDER BY game",
        )
        .bind(player)
        .fetch_all(&self.pool)
        .await?;
        rows.into_iter()
            .map(|r| {
                Ok(GameRating {
                    game: GameKind::parse(&r.game).map_err(StoreError::Corrupt)?,
                    rating: r.rating,
                    played: count("matches played", r.played)?,
                })
            })
            .collect()
    }

    /// The competitions of a server a player has been a member of: (id, name).
    pub async fn player_competitions(&self, guild_id: u64, player: PlayerId) -> Result<Vec<(i64, String)>, StoreError> {
        let guild = guild_id.to_string();
        Ok(sqlx::query_as(
            "SELECT DISTINCT c.id, c.name FROM competitions c JOIN seasons s ON s.competition_id = c.id
             JOIN members m ON m.season_id = s.id
             WHERE c.guild_id = $1 AND m.player_id = $2 ORDER BY c.id DESC",
        )
        .bind(guild)
        .bind(player)
        .fetch_all(&self.pool)
        .await?)
    }

    /// The matches a player last sat in on a server, newest first.
    pub async fn recent_matches(
        &self,
        guild_id: u64,
        player: PlayerId,
        limit: u32,
        lang: touchline_i18n::Lang,
    ) -> Result<Vec<PlayedMatch>, StoreError> {
        let (guild, limit) = (guild_id.to_string(), limit as i64);
        let rows = sqlx::query_as::<_, PlayedRow>(
            "SELECT m.id, m.slug, m.kind, m.status, m.outcome, m.updated_at, ms.seat FROM match_seats ms
             JOIN matches m ON m.id = ms.match_id JOIN discord_matches d ON d.match_id = m.id
             WHERE ms.player_id = $1 AND d.guild_id = $2 ORDER BY m.id DESC LIMIT $3",
        )
        .bind(player)
        .bind(guild)
        .bind(limit)
        .fetch_all(&self.pool)
        .await?;
        let ids: Vec<i64> = rows.iter().map(|r| r.id).collect();
        let mut seats = self.seat_names(&ids, lang).await?;
        rows.into_iter()
            .map(|r| {
                let what = format!("match #{}", r.id);
                let outcome: Option<Outcome> = r.outcome.map(|o| from_json(&what, &o)).transpose()?;
                Ok(PlayedMatch {
                    id: r.id,
                    slug: r.slug,
                    kind: GameKind::parse(&r.kind).map_err(StoreError::Corrupt)?,
                    finished: r.status == "finished",
                    outcome,
                    seat: count("a seat", r.seat)?,
                    seats: seats.remove(&r.id).unwrap_or_default(),
                    at: r.updated_at,
                })
            })
            .collect()
    }
}

/// The public pages of `n` matches.
fn match_links_sql(n: usize) -> String {
    format!("SELECT id, slug, status FROM matches WHERE id IN ({}) AND slug IS NOT NULL", placeholders(1, n))
}

/// The seats of `n` matches, with their names.
fn seat_names_sql(n: usize) -> String {
    format!(
        "SELECT ms.match_id, ms.player_id, ms.brain, p.display_name FROM match_seats ms
         LEFT JOIN players p ON p.id = ms.player_id
         WHERE ms.match_id IN ({}) ORDER BY ms.match_id, ms.seat",
        placeholders(1, n)
    )
}

/// This file's statements built at run time, with representative arguments.
pub(crate) fn statements() -> Vec<String> {
    vec![match_links_sql(2), seat_names_sql(2)]
}
