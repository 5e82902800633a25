//! Club crests: one normalised PNG per player per server.

use std::collections::HashMap;

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
        let guild = guild_id.to_string();
        sqlx::query(
            "INSERT INTO crests (guild_id, player_id, png, set_by) VALUES ($1, $2, $3, $4)
             ON CONFLICT (guild_id, player_id) DO UPDATE SET png = excluded.png, set_by = excluded.set_by,
                 updated_at = $5",
        )
        .bind(guild)
        .bind(player)
        .bind(png)
        .bind(set_by)
        .bind(super::now_text())
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Remove a player's crest on a server; whether there was one.
    pub async fn remove_crest(&self, guild_id: u64, player: PlayerId) -> Result<bool, StoreError> {
        let guild = guild_id.to_string();
        let done = sqlx::query("DELETE FROM crests WHERE guild_id = $1 AND player_id = $2")
            .bind(guild)
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
        let mut conn = self.pool.acquire().await?;
        crests_of(&mut conn, guild_id, players).await
    }

    /// Every crest on a server, by player.
    pub async fn crests(&self, guild_id: u64) -> Result<HashMap<PlayerId, Vec<u8>>, StoreError> {
        let guild = guild_id.to_string();
        let rows = sqlx::query_as::<_, (PlayerId, Vec<u8>)>("SELECT player_id, png FROM crests WHERE guild_id = $1")
            .bind(guild)
            .fetch_all(&self.pool)
            .await?;
        Ok(rows.into_iter().collect())
    }
}

/// The crests of `n` players on a server.
fn crests_of_sql(n: usize) -> String {
    format!("SELECT player_id, png FROM crests WHERE guild_id = $1 AND player_id IN ({})", super::placeholders(2, n))
}

/// This file's statements built at run time, with representative arguments.
pub(crate) fn statements() -> Vec<String> {
    vec![crests_of_sql(2)]
}

pub(super) async fn crests_of(
    conn: &mut sqlx::AnyConnection,
    guild_id: u64,
    players: &[PlayerId],
) -> Result<HashMap<PlayerId, Vec<u8>>, StoreError> {
    // No players, no crests (and `IN ()` is no SQL).
    if players.is_empty() {
        return Ok(HashMap::new());
    }
    let sql = crests_of_sql(players.len());
    let mut query = sqlx::query_as::<_, (PlayerId, Vec<u8>)>(&sql).bind(guild_id.to_string());
    for &player in players {
        query = query.bind(player);
    }
    Ok(query.fetch_all(&mut *conn).await?.into_iter().collect())
}
