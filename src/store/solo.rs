//! Solo results and their leaderboards: a match played alone against a game's own side (Super
//! Team's AutoTeam at a difficulty) goes here instead of into ratings and tables.

use touchline_games::{AnyMatch, Ending, GameKind, Status};

use super::{MatchId, Store, StoreError};

/// One player's line on a difficulty's leaderboard.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SoloLine {
    pub player_id: i64,
    pub name: String,
    /// The best goal difference of any of their matches at this level.
    pub best: i64,
    /// Goals scored in that best match (the first tie-break).
    pub best_for: i64,
    pub played: i64,
    pub wins: i64,
}

/// Inside the transaction that stores a match's final step: a finished solo match's result,
/// once (the match id is unique). Anything else is left alone.
pub(crate) async fn record_solo(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    match_id: MatchId,
    state: &AnyMatch,
) -> Result<(), StoreError> {
    let (Status::Finished(outcome), Some(level)) = (state.status(), state.profile().solo_level()) else {
        return Ok(());
    };
    // A person who played in the terminal (`play --db`) is not on the server's boards.
    let player: Option<Option<i64>> = sqlx::query_scalar(
        "SELECT CASE WHEN p.discord_id LIKE 'local:%' THEN NULL ELSE s.player_id END AS player
         FROM match_seats s LEFT JOIN players p ON p.id = s.player_id WHERE s.match_id = $1 AND s.seat = 0",
    )
    .bind(match_id)
    .fetch_optional(&mut **tx)
    .await?;
    let Some(Some(player)) = player else { return Ok(()) }; // the computer played it
    let goals = |side: usize| outcome.goals.get(side).copied().unwrap_or(0) as i64;
    let ending = match outcome.ending {
        Ending::FullTime => "full_time",
        Ending::Resigned(_) => "resigned",
        Ending::Forfeited(_) => "forfeited",
    };
    let (game, home, away) = (state.kind().name(), goals(0), goals(1));
    sqlx::query(
        "INSERT INTO solo_results (game, level, match_id, player_id, goals_for, goals_against, ending)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING",
    )
    .bind(game)
    .bind(level)
    .bind(match_id)
    .bind(player)
    .bind(home)
    .bind(away)
    .bind(ending)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// A player's matches at one difficulty, counted.
#[derive(sqlx::FromRow)]
struct BoardRow {
    player_id: i64,
    display_name: String,
    played: i64,
    wins: i64,
    best: i64,
}

impl Store {
    /// A difficulty's leaderboard: each player's best goal difference, best first (then the
    /// goals scored in it, then more wins, then fewer matches).
    pub async fn solo_leaderboard(&self, game: GameKind, level: &str) -> Result<Vec<SoloLine>, StoreError> {
        let game = game.name();
        let rows = sqlx::query_as::<_, BoardRow>(
            "SELECT s.player_id, p.display_name, COUNT(*) AS played,
                    SUM(CASE WHEN s.goals_for > s.goals_against THEN 1 ELSE 0 END) AS wins,
                    MAX(s.goals_for - s.goals_against) AS best
             FROM solo_results s JOIN players p ON p.id = s.player_id
             WHERE s.game = $1 AND s.level = $2
             GROUP BY s.player_id, p.display_name",
        )
        .bind(game)
        .bind(level)
        .fetch_all(&self.pool)
        .await?;
        let mut lines = Vec::new();
        for r in rows {
            let best_for = sqlx::query_scalar(
                "SELECT MAX(goals_for) AS best_for FROM solo_results
                 WHERE game = $1 AND level = $2 AND player_id = $3 AND goals_for - goals_against = $4",
            )
            .bind(game)
            .bind(level)
            .bind(r.player_id)
            .bind(r.best)
            .fetch_one(&self.pool)
            .await?;
            lines.push(SoloLine {
                player_id: r.player_id,
                name: r.display_name,
                best: r.best,
                best_for,
                played: r.played,
                wins: r.wins,
            });
        }
        lines.sort_by(|a, b| {
            (b.best, b.best_for, b.wins, a.played, &a.name).cmp(&(a.best, a.best_for, a.wins, b.played, &b.name))
        });
        Ok(lines)
    }
}
