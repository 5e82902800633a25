//! Pyramids: leagues linked as divisions, the play-offs between them, and each club's seasons
//! in them. A season end is one transaction: the next season of every division opens with its
//! clubs moved, and the history of the season just ended is written, or nothing is.

use touchline_league::pyramid::{Boundary, Movement};

use super::{audit_tx, SeasonRow};
use crate::competition::*;
use crate::store::{count, Store, StoreError};

/// A league's link to the division above it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DivisionLink {
    pub competition: CompetitionId,
    pub above: CompetitionId,
    pub boundary: Boundary,
}

#[derive(sqlx::FromRow)]
struct LinkRow {
    competition_id: i64,
    above_id: i64,
    places: i64,
    playoff: i64,
}

impl TryFrom<LinkRow> for DivisionLink {
    type Error = StoreError;

    fn try_from(r: LinkRow) -> Result<DivisionLink, StoreError> {
        Ok(DivisionLink {
            competition: r.competition_id,
            above: r.above_id,
            boundary: Boundary { places: count("a division's places", r.places)?, playoff: r.playoff != 0 },
        })
    }
}

/// One division's part of a season end: the season that finished, and next season's clubs in
/// seed order.
#[derive(Clone, Debug)]
pub struct DivisionTurnover {
    pub finished: Season,
    pub next: Vec<i64>,
    pub lots_seed: u64,
}

/// A club's finished season in a pyramid, to keep.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HistoryLine {
    pub season_id: SeasonId,
    pub player_id: i64,
    /// 1 is the top division.
    pub level: u32,
    pub place: u32,
    pub movement: Movement,
    /// It played the play-off: whether it won the tie.
    pub playoff: Option<bool>,
}

/// A line of a club's history as read back, with its competition and season.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClubSeason {
    /// The club's name as last seen.
    pub club: String,
    pub competition_id: CompetitionId,
    pub competition: String,
    pub season: u32,
    pub line: HistoryLine,
}

#[derive(sqlx::FromRow)]
struct HistoryRow {
    display_name: String,
    competition_id: i64,
    name: String,
    number: i64,
    season_id: i64,
    player_id: i64,
    level: i64,
    place: i64,
    movement: String,
    playoff: Option<String>,
}

impl TryFrom<HistoryRow> for ClubSeason {
    type Error = StoreError;

    fn try_from(r: HistoryRow) -> Result<ClubSeason, StoreError> {
        let movement =
            Movement::parse(&r.movement).ok_or_else(|| StoreError::Corrupt(format!("a movement '{}'", r.movement)))?;
        Ok(ClubSeason {
            club: r.display_name,
            competition_id: r.competition_id,
            competition: r.name,
            season: count("a season's number", r.number)?,
            line: HistoryLine {
                season_id: r.season_id,
                player_id: r.player_id,
                level: count("a level", r.level)?,
                place: count("a place", r.place)?,
                movement,
                playoff: r.playoff.map(|p| p == "won"),
            },
        })
    }
}

const HISTORY: &str =
    "SELECT p.display_name, s.competition_id, c.name, s.number, h.season_id, h.player_id, h.level, h.place,
        h.movement, h.playoff
     FROM division_history h JOIN seasons s ON s.id = h.season_id JOIN competitions c ON c.id = s.competition_id
         JOIN players p ON p.id = h.player_id";

impl Store {
    /// The link from a league to the division above it, if it is a lower division.
    pub async fn division_above(&self, competition: CompetitionId) -> Result<Option<DivisionLink>, StoreError> {
        let row = sqlx::query_as::<_, LinkRow>(
            "SELECT competition_id, above_id, places, playoff FROM divisions WHERE competition_id = $1",
        )
        .bind(competition)
        .fetch_optional(&self.pool)
        .await?;
        row.map(DivisionLink::try_from).transpose()
    }

    /// The link from the division below a league, if it has one.
    pub async fn division_below(&self, competition: CompetitionId) -> Result<Option<DivisionLink>, StoreError> {
        let row = sqlx::query_as::<_, LinkRow>(
            "SELECT competition_id, above_id, places, playoff FROM divisions WHERE above_id = $1",
        )
        .bind(competition)
        .fetch_optional(&self.pool)
        .await?;
        row.map(DivisionLink::try_from).transpose()
    }

    /// Link a league under another (or change its link); false when the league above already
    /// has another division below it.
    pub async fn link_division(&self, link: &DivisionLink, actor: i64) -> Result<bool, StoreError> {
        let mut tx = self.pool.begin().await?;
        let taken: Option<i64> =
            sqlx::query_scalar("SELECT competition_id FROM divisions WHERE above_id = $1 AND competition_id <> $2")
                .bind(link.above)
                .bind(link.competition)
                .fetch_optional(&mut *tx)
                .await?;
        if taken.is_some() {
            return Ok(false);
        }
        link_tx(&mut tx, link).await?;
        let detail = format!(
            "division under #{}: {} places{}",
            link.above,
            link.boundary.places,
            if link.boundary.playoff { " (one by play-off)" } else { "" }
        );
        audit_tx(&mut tx, link.competition, None, Some(actor), "division", &detail).await?;
        tx.commit().await?;
        Ok(true)
    }

    /// The play-off drawn across the line above a division for its finished season.
    pub async fn division_playoff(&self, lower_season: SeasonId) -> Result<Option<CompetitionId>, StoreError> {
        Ok(sqlx::query_scalar("SELECT competition_id FROM division_playoffs WHERE lower_season_id = $1")
            .bind(lower_season)
            .fetch_optional(&self.pool)
            .await?)
    }

    /// Keep a drawn play-off; the one already kept when another was drawn first.
    pub async fn keep_division_playoff(
        &self,
        lower_season: SeasonId,
        competition: CompetitionId,
    ) -> Result<CompetitionId, StoreError> {
        sqlx::query(
            "INSERT INTO division_playoffs (lower_season_id, competition_id) VALUES ($1, $2)
             ON CONFLICT (lower_season_id) DO NOTHING",
        )
        .bind(lower_season)
        .bind(competition)
        .execute(&self.pool)
        .await?;
        self.division_playoff(lower_season)
            .await?
            .ok_or_else(|| StoreError::Corrupt(format!("season #{lower_season}'s play-off was not kept")))
    }

    /// Let go of a play-off drawn for a season (it is drawn again with the right clubs).
    pub async fn forget_division_playoff(&self, lower_season: SeasonId) -> Result<(), StoreError> {
        sqlx::query("DELETE FROM division_playoffs WHERE lower_season_id = $1")
            .bind(lower_season)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// The competition a play-off belongs to, as (the lower division, its season), if it is one.
    pub async fn playoff_of(&self, competition: CompetitionId) -> Result<Option<(CompetitionId, u32)>, StoreError> {
        let row: Option<(i64, i64)> = sqlx::query_as(
            "SELECT s.competition_id, s.number FROM division_playoffs p JOIN seasons s ON s.id = p.lower_season_id
             WHERE p.competition_id = $1",
        )
        .bind(competition)
        .fetch_optional(&self.pool)
        .await?;
        row.map(|(c, n)| Ok((c, count("a season's number", n)?))).transpose()
    }

    /// Open the next season of every division of a pyramid at once, with the clubs moved, and
    /// keep the history of the seasons that ended. None (and nothing written) when any of those
    /// seasons is no longer the division's latest finished one (another request went first).
    pub async fn turn_pyramid_over(
        &self,
        divisions: &[DivisionTurnover],
        history: &[HistoryLine],
        actor: i64,
    ) -> Result<Option<Vec<Season>>, StoreError> {
        let mut tx = self.pool.begin().await?;
        let mut opened = Vec::new();
        for d in divisions {
            let f = &d.finished;
            let number = f.number as i64 + 1;
            let lots = crate::fairness::Sealed::for_lots(f.competition_id, number, d.lots_seed);
            let (seed, seal) = (d.lots_seed as i64, lots.seal());
            // The season is still the latest and finished, or another request has turned it over.
            let id: Option<SeasonId> = sqlx::query_scalar(
                "INSERT INTO seasons (competition_id, number, status, lots_seed, lots_engine, lots_salt, lots_seal)
                 SELECT $1, $2, 'open', $3, $6, $4, $5
                 WHERE EXISTS (SELECT 1 FROM seasons WHERE id = $7 AND status = 'finished')
                 ON CONFLICT (competition_id, number) DO NOTHING RETURNING id",
            )
            .bind(f.competition_id)
            .bind(number)
            .bind(seed)
            .bind(&lots.salt)
            .bind(seal)
            .bind(&lots.engine)
            .bind(f.id)
            .fetch_optional(&mut *tx)
            .await?;
            let Some(id) = id else { return Ok(None) };
            for (k, player) in d.next.iter().enumerate() {
                sqlx::query("INSERT INTO members (season_id, player_id, seed) VALUES ($1, $2, $3)")
                    .bind(id)
                    .bind(player)
                    .bind(k as i64 + 1)
                    .execute(&mut *tx)
                    .await?;
            }
            let detail = format!("season {number} opened with {} clubs after promotion and relegation", d.next.len());
            audit_tx(&mut tx, f.competition_id, None, Some(actor), "new season", &detail).await?;
            opened.push(id);
        }
        for h in history {
            sqlx::query(
                "INSERT INTO division_history (season_id, player_id, level, place, movement, playoff)
                 VALUES ($1, $2, $3, $4, $5, $6)",
            )
            .bind(h.season_id)
            .bind(h.player_id)
            .bind(h.level as i64)
            .bind(h.place as i64)
            .bind(h.movement.name())
            .bind(h.playoff.map(|won| if won { "won" } else { "lost" }))
            .execute(&mut *tx)
            .await?;
        }
        tx.commit().await?;
        let mut seasons = Vec::new();
        for id in opened {
            seasons.push(self.season(id).await?);
        }
        Ok(Some(seasons))
    }

    /// A club's seasons in the pyramids of a server, oldest first.
    pub async fn club_history(&self, guild_id: u64, player: i64) -> Result<Vec<ClubSeason>, StoreError> {
        let rows = sqlx::query_as::<_, HistoryRow>(&club_history_sql())
            .bind(guild_id.to_string())
            .bind(player)
            .fetch_all(&self.pool)
            .await?;
        rows.into_iter().map(ClubSeason::try_from).collect()
    }

    /// Every club's line for some finished seasons (a pyramid's season end), by level and place.
    pub async fn season_history(&self, seasons: &[SeasonId]) -> Result<Vec<ClubSeason>, StoreError> {
        let mut out = self.history_of("h.season_id", seasons).await?;
        out.sort_by_key(|c| (c.line.level, c.line.place));
        Ok(out)
    }

    /// Every club's finished seasons in some leagues (a pyramid's divisions), oldest first.
    pub async fn division_history(&self, competitions: &[CompetitionId]) -> Result<Vec<ClubSeason>, StoreError> {
        let mut out = self.history_of("s.competition_id", competitions).await?;
        out.sort_by_key(|c| (c.season, c.line.level, c.line.place));
        Ok(out)
    }

    /// The history lines whose `column` (a season's or a competition's id) is one of `ids`.
    async fn history_of(&self, column: &str, ids: &[i64]) -> Result<Vec<ClubSeason>, StoreError> {
        if ids.is_empty() {
            return Ok(Vec::new());
        }
        let sql = history_sql(column, ids.len());
        let mut query = sqlx::query_as::<_, HistoryRow>(&sql);
        for id in ids {
            query = query.bind(id);
        }
        query.fetch_all(&self.pool).await?.into_iter().map(ClubSeason::try_from).collect()
    }

    /// The competitions a club has won on a server (finished seasons with it as champion), as
    /// (competition, season number), oldest first.
    pub async fn trophies(&self, guild_id: u64, player: i64) -> Result<Vec<(String, u32)>, StoreError> {
        let rows: Vec<(String, i64)> = sqlx::query_as(
            "SELECT c.name, s.number FROM seasons s JOIN competitions c ON c.id = s.competition_id
             WHERE c.guild_id = $1 AND s.champion_id = $2 AND s.status = 'finished' ORDER BY s.started_ms, s.id",
        )
        .bind(guild_id.to_string())
        .bind(player)
        .fetch_all(&self.pool)
        .await?;
        rows.into_iter().map(|(name, n)| Ok((name, count("a season's number", n)?))).collect()
    }

    /// The seasons of a competition, oldest first.
    pub async fn seasons(&self, competition: CompetitionId) -> Result<Vec<Season>, StoreError> {
        let rows = sqlx::query_as::<_, SeasonRow>(
            "SELECT id, competition_id, number, status, lots_seed, started_ms, champion_id FROM seasons
             WHERE competition_id = $1 ORDER BY number",
        )
        .bind(competition)
        .fetch_all(&self.pool)
        .await?;
        rows.into_iter().map(Season::try_from).collect()
    }
}

/// The history lines whose `column` is one of `n` ids.
fn history_sql(column: &str, n: usize) -> String {
    let list = crate::store::placeholders(1, n);
    format!("{HISTORY} WHERE {column} IN ({list}) ORDER BY h.season_id, h.level, h.place")
}

/// A club's history lines on a server.
fn club_history_sql() -> String {
    format!("{HISTORY} WHERE c.guild_id = $1 AND h.player_id = $2 ORDER BY s.started_ms, s.id")
}

/// This file's statements built at run time, with representative arguments.
pub(crate) fn statements() -> Vec<String> {
    vec![history_sql("h.season_id", 2), history_sql("s.competition_id", 2), club_history_sql()]
}

/// Write a division's link inside a transaction (a new league made a division as it is created).
pub(super) async fn link_tx(tx: &mut sqlx::Transaction<'_, sqlx::Any>, link: &DivisionLink) -> Result<(), StoreError> {
    sqlx::query(
        "INSERT INTO divisions (competition_id, above_id, places, playoff) VALUES ($1, $2, $3, $4)
         ON CONFLICT (competition_id) DO UPDATE SET above_id = excluded.above_id, places = excluded.places,
             playoff = excluded.playoff",
    )
    .bind(link.competition)
    .bind(link.above)
    .bind(link.boundary.places as i64)
    .bind(i64::from(link.boundary.playoff))
    .execute(&mut **tx)
    .await?;
    Ok(())
}
