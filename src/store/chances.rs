//! Win chances as they were published: one row per match version they were worked out at.

use touchline_games::chances::{Chances, Moment};

use super::{Store, StoreError};
use crate::ids::{CompetitionId, MatchId};

/// One published estimate.
#[derive(Clone, Debug, PartialEq)]
pub struct ChancesAt {
    pub version: u64,
    /// Plays the match had made then (the graph's axis).
    pub plays: u32,
    pub chances: Chances,
    /// Posted in the thread as a line.
    pub posted: bool,
}

impl Store {
    /// Whether the match's win chances are shown: a friendly's always, a competition's fixture's
    /// when the competition says so.
    pub async fn shows_chances(&self, match_id: MatchId) -> Result<bool, StoreError> {
        let shown: Option<i64> = sqlx::query_scalar(
            "SELECT c.show_chances FROM fixtures f JOIN seasons s ON s.id = f.season_id
             JOIN competitions c ON c.id = s.competition_id WHERE f.match_id = $1",
        )
        .bind(match_id)
        .fetch_optional(&self.pool)
        .await?;
        Ok(shown.is_none_or(|s| s != 0))
    }

    /// Whether a competition's matches show win chances.
    pub async fn competition_shows_chances(&self, competition: CompetitionId) -> Result<bool, StoreError> {
        let shown: Option<i64> = sqlx::query_scalar("SELECT show_chances FROM competitions WHERE id = $1")
            .bind(competition)
            .fetch_optional(&self.pool)
            .await?;
        Ok(shown.is_none_or(|s| s != 0))
    }

    /// Show (or hide) win chances in a competition's matches from their next board on, as
    /// `actor` asked (kept in the audit log).
    pub async fn set_show_chances(&self, competition: CompetitionId, show: bool, actor: i64) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        sqlx::query("UPDATE competitions SET show_chances = $1 WHERE id = $2")
            .bind(i64::from(show))
            .bind(competition)
            .execute(&mut *tx)
            .await?;
        let detail = if show { "win chances shown" } else { "win chances hidden" };
        super::league::audit_tx(&mut tx, competition, None, Some(actor), "chances", detail).await?;
        tx.commit().await?;
        Ok(())
    }

    /// The last estimate posted in the match's thread, if any.
    pub async fn last_posted_chances(&self, match_id: MatchId) -> Result<Option<ChancesAt>, StoreError> {
        Ok(self.chances_rows(match_id, true).await?.pop())
    }

    /// Keep an estimate; `false` when one was already kept for this version (by this process
    /// or another): only the first is posted.
    pub async fn record_chances(&self, match_id: MatchId, at: &ChancesAt) -> Result<bool, StoreError> {
        let json = serde_json::to_string(&at.chances).map_err(|e| StoreError::Corrupt(e.to_string()))?;
        let done = sqlx::query(
            "INSERT INTO match_chances (match_id, version, plays, chances, posted) VALUES ($1, $2, $3, $4, $5)
             ON CONFLICT (match_id, version) DO NOTHING",
        )
        .bind(match_id)
        .bind(at.version as i64)
        .bind(i64::from(at.plays))
        .bind(json)
        .bind(i64::from(at.posted))
        .execute(&self.pool)
        .await?;
        let kept = done.rows_affected() == 1;
        if kept {
            // Live pages show the chances too: something about the match changed at that version.
            self.moved(match_id, at.version).await;
        }
        Ok(kept)
    }

    /// Keep a finished match's key moments; `false` when they were kept already (only the
    /// first are posted).
    pub async fn record_key_moments(&self, match_id: MatchId, moments: &[Moment]) -> Result<bool, StoreError> {
        let json = serde_json::to_string(moments).map_err(|e| StoreError::Corrupt(e.to_string()))?;
        let done = sqlx::query(
            "INSERT INTO key_moments (match_id, moments) VALUES ($1, $2) ON CONFLICT (match_id) DO NOTHING",
        )
        .bind(match_id)
        .bind(json)
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// A finished match's key moments, once worked out.
    pub async fn key_moments(&self, match_id: MatchId) -> Result<Option<Vec<Moment>>, StoreError> {
        let json: Option<String> = sqlx::query_scalar("SELECT moments FROM key_moments WHERE match_id = $1")
            .bind(match_id)
            .fetch_optional(&self.pool)
            .await?;
        json.map(|j| serde_json::from_str(&j).map_err(|e| StoreError::Corrupt(e.to_string()))).transpose()
    }

    /// Every estimate kept for a match, oldest first.
    pub async fn match_chances(&self, match_id: MatchId) -> Result<Vec<ChancesAt>, StoreError> {
        self.chances_rows(match_id, false).await
    }

    async fn chances_rows(&self, match_id: MatchId, posted_only: bool) -> Result<Vec<ChancesAt>, StoreError> {
        let rows: Vec<(i64, i64, String, i64)> = sqlx::query_as(
            "SELECT version, plays, chances, posted FROM match_chances
             WHERE match_id = $1 AND (posted = 1 OR $2 = 0) ORDER BY version",
        )
        .bind(match_id)
        .bind(i64::from(posted_only))
        .fetch_all(&self.pool)
        .await?;
        rows.into_iter()
            .map(|(version, plays, json, posted)| {
                let chances = serde_json::from_str(&json).map_err(|e| StoreError::Corrupt(e.to_string()))?;
                Ok(ChancesAt { version: version as u64, plays: plays as u32, chances, posted: posted != 0 })
            })
            .collect()
    }
}
