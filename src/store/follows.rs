//! Followers of a match: told its final score by DM, or sent every board.

use super::languages::person_lang;
use super::{snowflake, Store, StoreError};
use crate::ids::MatchId;

/// Someone following a match, as they are reached.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Follower {
    pub user: u64,
    pub every_board: bool,
    /// Their language, as their Discord last showed it.
    pub lang: touchline_i18n::Lang,
}

/// What a click on a Follow button came to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Following {
    /// Now following: the final score only, or every board.
    Started { every_board: bool },
    /// The same button again: no longer following.
    Stopped,
}

impl Store {
    /// Follow a match (or change how); the same choice again stops following.
    pub async fn toggle_follow(
        &self,
        match_id: MatchId,
        player: i64,
        every_board: bool,
    ) -> Result<Following, StoreError> {
        let mut tx = self.pool.begin().await?;
        let now: Option<i64> =
            sqlx::query_scalar("SELECT every_board FROM follows WHERE match_id = $1 AND player_id = $2")
                .bind(match_id)
                .bind(player)
                .fetch_optional(&mut *tx)
                .await?;
        let following = if now.is_some_and(|e| (e != 0) == every_board) {
            sqlx::query("DELETE FROM follows WHERE match_id = $1 AND player_id = $2")
                .bind(match_id)
                .bind(player)
                .execute(&mut *tx)
                .await?;
            Following::Stopped
        } else {
            sqlx::query(
                "INSERT INTO follows (match_id, player_id, every_board) VALUES ($1, $2, $3)
                 ON CONFLICT (match_id, player_id) DO UPDATE SET every_board = excluded.every_board",
            )
            .bind(match_id)
            .bind(player)
            .bind(i64::from(every_board))
            .execute(&mut *tx)
            .await?;
            Following::Started { every_board }
        };
        tx.commit().await?;
        Ok(following)
    }
}

/// A match's followers (read with the rest of a follow-up, see [`Store::follow_up`]).
pub(super) async fn followers(conn: &mut sqlx::AnyConnection, match_id: MatchId) -> Result<Vec<Follower>, StoreError> {
    let rows: Vec<(String, i64, Option<String>)> = sqlx::query_as(
        "SELECT p.discord_id, f.every_board, p.locale FROM follows f JOIN players p ON p.id = f.player_id
         WHERE f.match_id = $1 ORDER BY f.player_id",
    )
    .bind(match_id)
    .fetch_all(&mut *conn)
    .await?;
    rows.into_iter()
        .map(|(discord, every, locale)| {
            let (user, lang) = (snowflake(Some(discord))?.unwrap_or_default(), person_lang(locale.as_deref()));
            Ok(Follower { user, every_board: every != 0, lang })
        })
        .collect()
}
