//! Deputies: who may play a member's fixtures in a competition while the member is away.

use super::audit_tx;
use crate::competition::*;
use crate::store::{Store, StoreError};

impl Store {
    /// A member's deputy in a competition.
    pub async fn deputy_of(&self, competition: CompetitionId, member: i64) -> Result<Option<i64>, StoreError> {
        Ok(sqlx::query_scalar("SELECT deputy_id FROM deputies WHERE competition_id = $1 AND member_id = $2")
            .bind(competition)
            .bind(member)
            .fetch_optional(&self.pool)
            .await?)
    }

    /// The member someone is deputy for in a competition.
    pub async fn deputy_for(&self, competition: CompetitionId, deputy: i64) -> Result<Option<i64>, StoreError> {
        Ok(sqlx::query_scalar("SELECT member_id FROM deputies WHERE competition_id = $1 AND deputy_id = $2")
            .bind(competition)
            .bind(deputy)
            .fetch_optional(&self.pool)
            .await?)
    }

    /// Name (or with `None`, clear) a member's deputy; kept in the audit log.
    pub async fn set_deputy(
        &self,
        competition: CompetitionId,
        member: i64,
        deputy: Option<i64>,
        detail: &str,
    ) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        match deputy {
            Some(deputy) => {
                sqlx::query(
                    "INSERT INTO deputies (competition_id, member_id, deputy_id) VALUES ($1, $2, $3)
                     ON CONFLICT (competition_id, member_id) DO UPDATE SET deputy_id = excluded.deputy_id",
                )
                .bind(competition)
                .bind(member)
                .bind(deputy)
                .execute(&mut *tx)
                .await?;
            }
            None => {
                sqlx::query("DELETE FROM deputies WHERE competition_id = $1 AND member_id = $2")
                    .bind(competition)
                    .bind(member)
                    .execute(&mut *tx)
                    .await?;
            }
        }
        audit_tx(&mut tx, competition, None, Some(member), "deputy", detail).await?;
        tx.commit().await?;
        Ok(())
    }

    /// Note in the audit log who plays a fixture for whom.
    pub async fn audit_deputy_play(
        &self,
        competition: CompetitionId,
        fixture: FixtureId,
        deputy: i64,
        detail: &str,
    ) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        audit_tx(&mut tx, competition, Some(fixture), Some(deputy), "deputy plays", detail).await?;
        tx.commit().await?;
        Ok(())
    }
}
