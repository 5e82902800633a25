//! Results and ratings: every result that counts, written once, and the ratings rebuilt from
//! them in the same transaction.

use sqlx::{Row, Sqlite, Transaction};
use touchline_games::{AnyMatch, Ending, GameKind, Status};
use touchline_league::rating::{self, Rating};
use touchline_league::Played;

use super::audit_tx;
use crate::competition::*;
use crate::store::{MatchId, Store, StoreError};

/// Rebuild a game's ratings from its standing results (the rule is the league crate's).
async fn rebuild_ratings(tx: &mut Transaction<'_, Sqlite>, game: &str) -> Result<(), StoreError> {
    let rows = sqlx::query(
        "SELECT home_id, away_id, home_goals, away_goals, decided_for FROM results WHERE game = ?1 AND voided = 0 ORDER BY id",
    )
    .bind(game)
    .fetch_all(&mut **tx)
    .await?;
    let results: Vec<Played> = rows
        .iter()
        .map(|row| Played {
            home: row.get("home_id"),
            away: row.get("away_id"),
            home_goals: row.get::<i64, _>("home_goals") as u32,
            away_goals: row.get::<i64, _>("away_goals") as u32,
            decided_for: row.get("decided_for"),
        })
        .collect();
    let ratings = rating::rebuild(RATING_SYSTEM, &results);
    sqlx::query("DELETE FROM ratings WHERE game = ?1").bind(game).execute(&mut **tx).await?;
    for (player, r) in ratings {
        sqlx::query(
            "INSERT INTO ratings (game, player_id, rating, deviation, volatility, played) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
        )
        .bind(game)
        .bind(player)
        .bind(r.rating)
        .bind(r.deviation)
        .bind(r.volatility)
        .bind(r.played as i64)
        .execute(&mut **tx)
        .await?;
    }
    Ok(())
}

/// Inside the transaction that stores a match's final step: record its result, once. A match
/// between two people counts for ratings; a fixture's match also settles the fixture. A match
/// given up (resigned or out of time) counts as the competition's forfeit score unless the
/// actual score was a wider win for the other side.
pub(crate) async fn record_finished_match(
    tx: &mut Transaction<'_, Sqlite>,
    match_id: MatchId,
    state: &AnyMatch,
) -> Result<(), StoreError> {
    let Status::Finished(outcome) = state.status() else { return Ok(()) };
    let seats: Vec<Option<i64>> =
        // People who played in the terminal (`play --db`) count as unrated, like the computer.
        sqlx::query_scalar(
            "SELECT CASE WHEN p.discord_id LIKE 'local:%' THEN NULL ELSE s.player_id END
             FROM match_seats s LEFT JOIN players p ON p.id = s.player_id WHERE s.match_id = ?1 ORDER BY s.seat",
        )
            .bind(match_id)
            .fetch_all(&mut **tx)
            .await?;
    let (Some(Some(home)), Some(Some(away)), 2) = (seats.first(), seats.get(1), seats.len()) else {
        return Ok(()); // The computer played, or more than two seats: nothing to rate or table.
    };
    let fixture = sqlx::query(
        "SELECT f.id, c.forfeit_goals, c.id AS competition_id FROM fixtures f
         JOIN seasons s ON s.id = f.season_id JOIN competitions c ON c.id = s.competition_id
         WHERE f.match_id = ?1",
    )
    .bind(match_id)
    .fetch_optional(&mut **tx)
    .await?;
    let goals = |seat: usize| outcome.goals.get(seat).copied().unwrap_or(0) as u32;
    let (mut hg, mut ag) = (goals(0), goals(1));
    let mut source = ResultSource::Bot;
    if let (Ending::Resigned(loser) | Ending::Forfeited(loser), Some(f)) = (outcome.ending, &fixture) {
        let forfeit = f.get::<i64, _>("forfeit_goals") as u32;
        (hg, ag) = touchline_league::conceded_score((hg, ag), loser == 0, forfeit);
        source = ResultSource::Forfeit;
    }
    let decided_for = if hg == ag { outcome.winner.map(|seat| if seat == 0 { *home } else { *away }) } else { None };
    let fixture_id: Option<i64> = fixture.as_ref().map(|f| f.get("id"));
    sqlx::query(
        "INSERT INTO results (game, fixture_id, match_id, home_id, away_id, home_goals, away_goals, decided_for, source)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
    )
    .bind(state.kind().name())
    .bind(fixture_id)
    .bind(match_id)
    .bind(home)
    .bind(away)
    .bind(hg as i64)
    .bind(ag as i64)
    .bind(decided_for)
    .bind(source.name())
    .execute(&mut **tx)
    .await?;
    match (&fixture, fixture_id) {
        (Some(f), Some(fixture_id)) => {
            let detail = format!("match #{match_id} finished {hg}–{ag}");
            let competition = f.get("competition_id");
            settle_fixture(tx, competition, fixture_id, state.kind(), None, "result", &detail).await
        }
        _ => rebuild_ratings(tx, state.kind().name()).await,
    }
}

/// After a fixture's result is written: mark it played, drop any report, log it, re-rate.
#[allow(clippy::too_many_arguments)]
async fn settle_fixture(
    tx: &mut Transaction<'_, Sqlite>,
    competition: CompetitionId,
    fixture: FixtureId,
    game: GameKind,
    actor: Option<i64>,
    action: &str,
    detail: &str,
) -> Result<(), StoreError> {
    sqlx::query("UPDATE fixtures SET status = 'played' WHERE id = ?1").bind(fixture).execute(&mut **tx).await?;
    sqlx::query("DELETE FROM reports WHERE fixture_id = ?1").bind(fixture).execute(&mut **tx).await?;
    audit_tx(tx, competition, Some(fixture), actor, action, detail).await?;
    rebuild_ratings(tx, game.name()).await
}

impl Store {
    /// Record a result that did not come from a bot match: a confirmed report, a forfeit, or an
    /// admin's override (which voids the result standing before it). Returns false when the
    /// fixture already had a result and this is not an override.
    #[allow(clippy::too_many_arguments)]
    pub async fn record_result(
        &self,
        competition: &Competition,
        fixture: &Fixture,
        score: Score,
        source: ResultSource,
        actor: Option<i64>,
        action: &str,
        detail: &str,
    ) -> Result<bool, StoreError> {
        let mut tx = self.pool.begin().await?;
        if source == ResultSource::Override {
            sqlx::query("UPDATE results SET voided = 1 WHERE fixture_id = ?1 AND voided = 0")
                .bind(fixture.id)
                .execute(&mut *tx)
                .await?;
        }
        let inserted = sqlx::query(
            "INSERT OR IGNORE INTO results (game, fixture_id, home_id, away_id, home_goals, away_goals, decided_for, source)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
        )
        .bind(competition.game.name())
        .bind(fixture.id)
        .bind(fixture.spec.home)
        .bind(fixture.spec.away)
        .bind(score.home_goals as i64)
        .bind(score.away_goals as i64)
        .bind(score.decided_for)
        .bind(source.name())
        .execute(&mut *tx)
        .await?;
        if inserted.rows_affected() != 1 {
            return Ok(false);
        }
        settle_fixture(&mut tx, competition.id, fixture.id, competition.game, actor, action, detail).await?;
        tx.commit().await?;
        Ok(true)
    }

    /// A game's ratings, best first: (player id, name, rating).
    pub async fn ratings(&self, game: GameKind) -> Result<Vec<(i64, String, Rating)>, StoreError> {
        let rows = sqlx::query(
            "SELECT r.player_id, p.display_name, r.rating, r.deviation, r.volatility, r.played FROM ratings r
             JOIN players p ON p.id = r.player_id WHERE r.game = ?1",
        )
        .bind(game.name())
        .fetch_all(&self.pool)
        .await?;
        let mut names = std::collections::HashMap::new();
        let list: Vec<(i64, Rating)> = rows
            .iter()
            .map(|r| {
                names.insert(r.get::<i64, _>("player_id"), r.get::<String, _>("display_name"));
                let rating = Rating {
                    rating: r.get("rating"),
                    deviation: r.get("deviation"),
                    volatility: r.get("volatility"),
                    played: r.get::<i64, _>("played") as u32,
                };
                (r.get("player_id"), rating)
            })
            .collect();
        Ok(rating::leaderboard(&list)
            .into_iter()
            .map(|(id, r)| (id, names.get(&id).cloned().unwrap_or_default(), r))
            .collect())
    }
}
