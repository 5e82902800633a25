//! Draft leagues: the draft match that opens a season, and the squads it shared out.

use touchline_games::{AnySquad, GameKind};

use super::audit_tx;
use super::fixtures::insert_fixtures;
use crate::competition::NewFixture;
use crate::store::{MatchId, SeasonId, Store, StoreError};

/// Where a season's draft stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DraftState {
    /// The season has no draft (not a draft league).
    None,
    /// Claimed at the season's start, but its match is not stored yet (a stop in between).
    Claimed,
    /// Being played, or played, in this match.
    Match(MatchId),
}

impl Store {
    pub async fn draft(&self, season: SeasonId) -> Result<DraftState, StoreError> {
        let row: Option<Option<MatchId>> = sqlx::query_scalar("SELECT match_id FROM drafts WHERE season_id = $1")
            .bind(season)
            .fetch_optional(&self.pool)
            .await?;
        Ok(match row {
            None => DraftState::None,
            Some(None) => DraftState::Claimed,
            Some(Some(m)) => DraftState::Match(m),
        })
    }

    /// The season whose draft this match is.
    pub async fn draft_for_match(&self, match_id: MatchId) -> Result<Option<SeasonId>, StoreError> {
        Ok(sqlx::query_scalar("SELECT season_id FROM drafts WHERE match_id = $1")
            .bind(match_id)
            .fetch_optional(&self.pool)
            .await?)
    }

    /// Every manager's squad in a season of a game, read as that game's squads.
    pub async fn squads(&self, season: SeasonId, game: GameKind) -> Result<Vec<(i64, AnySquad)>, StoreError> {
        let rows = sqlx::query_as::<_, (i64, String)>(
            "SELECT player_id, cards FROM squads WHERE season_id = $1 ORDER BY player_id",
        )
        .bind(season)
        .fetch_all(&self.pool)
        .await?;
        rows.into_iter()
            .map(|(player, cards)| Ok((player, game.read_squad(&cards).map_err(StoreError::Corrupt)?)))
            .collect()
    }

    /// Keep the squads a draft shared out and draw up the season's fixtures, together (with
    /// what that did kept with a pending `note`, as [`Store::move_season_on`] keeps it); false
    /// when they were already kept (a draft is settled once).
    pub async fn settle_draft(
        &self,
        season: SeasonId,
        competition: i64,
        squads: &[(i64, AnySquad)],
        fixtures: &[NewFixture],
        note: Option<i64>,
    ) -> Result<bool, StoreError> {
        let mut tx = self.pool.begin().await?;
        let kept: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM squads WHERE season_id = $1")
            .bind(season)
            .fetch_one(&mut *tx)
            .await?;
        if kept > 0 {
            return Ok(false);
        }
        for (player, squad) in squads {
            let cards = squad.to_json();
            sqlx::query("INSERT INTO squads (season_id, player_id, cards) VALUES ($1, $2, $3)")
                .bind(season)
                .bind(player)
                .bind(cards)
                .execute(&mut *tx)
                .await?;
        }
        insert_fixtures(&mut tx, season, fixtures).await?;
        let detail = format!("draft settled: {} squads, {} fixtures", squads.len(), fixtures.len());
        audit_tx(&mut tx, competition, None, None, "drafted", &detail).await?;
        if let Some(note) = note {
            let progress = crate::competition::Progress { new_fixtures: fixtures.len(), finished: None };
            super::deadlines::note_progress_tx(&mut tx, note, &progress).await?;
        }
        tx.commit().await?;
        Ok(true)
    }
}
