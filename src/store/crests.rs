//! Club crests: one normalised PNG per player per server.

use std::collections::HashMap;

use sqlx::Row;

use super::{PlayerId, Store, StoreError};

impl Store {
    /// Set (or replace) a player's crest on a server; `set_by` is the player or an admin.
    pub async fn set_crest(
        &self,
        guild_id: u64,
        player: PlayerId,
        png: &[u8],
        set_by: PlayerId,
    ) -> Result<(), StoreError> {
        sqlx::query(
            "INSERT INTO crests (guild_id, player_id, png, set_by) VALUES (?1, ?2, ?3, ?4)
             ON CONFLICT (guild_id, player_id) DO UPDATE SET png = excluded.png, set_by = excluded.set_by,
                 updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')",
        )
        .bind(guild_id.to_string())
        .bind(player)
        .bind(png)
        .bind(set_by)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Remove a player's crest on a server; whether there was one.
    pub async fn remove_crest(&self, guild_id: u64, player: PlayerId) -> Result<bool, StoreError> {
        let done = sqlx::query("DELETE FROM crests WHERE guild_id = ?1 AND player_id = ?2")
            .bind(guild_id.to_string())
            .bind(player)
            .execute(&self.pool)
            .await?;
        Ok(done.rows_affected() > 0)
    }

    /// The crests of some players on a server, by player (those without one are left out).
    pub async fn crests_of(
        &self,
        guild_id: u64,
        players: &[PlayerId],
    ) -> Result<HashMap<PlayerId, Vec<u8>>, StoreError> {
        let mut found = HashMap::new();
        for &player in players {
            let png: Option<Vec<u8>> =
                sqlx::query_scalar("SELECT png FROM crests WHERE guild_id = ?1 AND player_id = ?2")
                    .bind(guild_id.to_string())
                    .bind(player)
                    .fetch_optional(&self.pool)
                    .await?;
            if let Some(png) = png {
                found.insert(player, png);
            }
        }
        Ok(found)
    }

    /// Every crest on a server, by player.
    pub async fn crests(&self, guild_id: u64) -> Result<HashMap<PlayerId, Vec<u8>>, StoreError> {
        let rows = sqlx::query("SELECT player_id, png FROM crests WHERE guild_id = ?1")
            .bind(guild_id.to_string())
            .fetch_all(&self.pool)
            .await?;
        Ok(rows.iter().map(|r| (r.get("player_id"), r.get("png"))).collect())
    }
}
