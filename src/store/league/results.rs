//! Results and ratings: every result that counts, written once, and the ratings rebuilt from
//! them in the same transaction.

use sqlx::{Any, Transaction};
use touchline_games::{AnyMatch, Ending, GameKind, Status};
use touchline_league::rating::{self, Rating};
use touchline_league::Played;

use super::audit_tx;
use crate::competition::*;
use crate::store::{count, MatchId, Store, StoreError};

/// A standing result as the ratings read it.
#[derive(sqlx::FromRow)]
struct PlayedRow {
    home_id: i64,
    away_id: i64,
    home_goals: i64,
    away_goals: i64,
    decided_for: Option<i64>,
}

/// The fixture a finished match was played for, with its competition's forfeit score.
#[derive(sqlx::FromRow)]
struct MatchFixtureRow {
    id: i64,
    forfeit_goals: i64,
    competition_id: i64,
}

/// A rating as stored, with the player's name.
#[derive(sqlx::FromRow)]
struct RatingRow {
    player_id: i64,
    display_name: String,
    rating: f64,
    deviation: f64,
    volatility: f64,
    played: i64,
}

/// Rebuild a game's ratings from its standing results (the rule is the league crate's).
async fn rebuild_ratings(tx: &mut Transaction<'_, Any>, game: &str) -> Result<(), StoreError> {
    let rows = sqlx::query_as::<_, PlayedRow>(
        "SELECT home_id, away_id, home_goals, away_goals, decided_for FROM results
         WHERE game = $1 AND voided = 0 ORDER BY id",
    )
    .bind(game)
    .fetch_all(&mut **tx)
    .await?;
    let results = rows
        .into_iter()
        .map(|row| {
            Ok(Played {
                home: row.home_id,
                away: row.away_id,
                home_goals: count("goals", row.home_goals)?,
                away_goals: count("goals", row.away_goals)?,
                decided_for: row.decided_for,
            })
        })
        .collect::<Result<Vec<_>, StoreError>>()?;
    let ratings = rating::rebuild(RATING_SYSTEM, &results);
    sqlx::query("DELETE FROM ratings WHERE game = $1").bind(game).execute(&mut **tx).await?;
    for (player, r) in ratings {
        let played = r.played as i64;
        sqlx::query(
            "INSERT INTO ratings (game, player_id, rating, deviation, volatility, played)
             VALUES ($1, $2, $3, $4, $5, $6)",
        )
        .bind(game)
        .bind(player)
        .bind(r.rating)
        .bind(r.deviation)
        .bind(r.volatility)
        .bind(played)
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
    tx: &mut Transaction<'_, Any>,
    match_id: MatchId,
    state: &AnyMatch,
) -> Result<(), StoreError> {
    let Status::Finished(outcome) = state.status() else { return Ok(()) };
    // People who played in the terminal (`play --db`) count as unrated, like the computer.
    let seats: Vec<Option<i64>> = sqlx::query_scalar(
        "SELECT CASE WHEN p.discord_id LIKE 'local:%' THEN NULL ELSE s.player_id END
         FROM match_seats s LEFT JOIN players p ON p.id = s.player_id WHERE s.match_id = $1 ORDER BY s.seat",
    )
    .bind(match_id)
    .fetch_all(&mut **tx)
    .await?;
    let (Some(Some(home)), Some(Some(away)), 2) = (seats.first(), seats.get(1), seats.len()) else {
        return Ok(()); // The computer played, or more than two seats: nothing to rate or table.
    };
    let fixture = sqlx::query_as::<_, MatchFixtureRow>(
        "SELECT f.id, c.forfeit_goals, c.id AS competition_id FROM fixtures f
         JOIN seasons s ON s.id = f.season_id JOIN competitions c ON c.id = s.competition_id
         WHERE f.match_id = $1",
    )
    .bind(match_id)
    .fetch_optional(&mut **tx)
    .await?;
    let goals = |seat: usize| outcome.goals.get(seat).copied().unwrap_or(0) as u32;
    let (mut hg, mut ag) = (goals(0), goals(1));
    let mut source = ResultSource::Bot;
    if let (Ending::Resigned(loser) | Ending::Forfeited(loser), Some(f)) = (outcome.ending, &fixture) {
        let forfeit = count("forfeit goals", f.forfeit_goals)?;
        (hg, ag) = touchline_league::conceded_score((hg, ag), loser == 0, forfeit);
        source = ResultSource::Forfeit;
    }
    let decided_for = if hg == ag { outcome.winner.map(|seat| if seat == 0 { *home } else { *away }) } else { None };
    let fixture_id = fixture.as_ref().map(|f| f.id);
    let (game, home_goals, away_goals, source_name) = (state.kind().name(), hg as i64, ag as i64, source.name());
    sqlx::query(
        "INSERT INTO results (game, fixture_id, match_id, home_id, away_id, home_goals, away_goals, decided_for, source)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
    )
    .bind(game)
    .bind(fixture_id)
    .bind(match_id)
    .bind(*home)
    .bind(*away)
    .bind(home_goals)
    .bind(away_goals)
    .bind(decided_for)
    .bind(source_name)
    .execute(&mut **tx)
    .await?;
    match fixture {
        Some(f) => {
            let detail = format!("match #{match_id} finished {hg}–{ag}");
            settle_fixture(tx, f.competition_id, f.id, state.kind(), None, "result", &detail).await
        }
        None => rebuild_ratings(tx, game).await,
    }
}

/// A result that did not come from a bot match, written for its fixture; false when the
/// fixture already has a standing one (one per fixture), which is left as it is.
pub(super) async fn insert_result(
    tx: &mut Transaction<'_, Any>,
    competition: &Competition,
    fixture: &Fixture,
    score: Score,
    source: ResultSource,
) -> Result<bool, StoreError> {
    let (game, home_goals, away_goals, source_name) =
        (competition.game.name(), score.home_goals as i64, score.away_goals as i64, source.name());
    let inserted = sqlx::query(
        "INSERT INTO results (game, fixture_id, home_id, away_id, home_goals, away_goals, decided_for, source)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT DO NOTHING",
    )
    .bind(game)
    .bind(fixture.id)
    .bind(fixture.spec.pairing.home)
    .bind(fixture.spec.pairing.away)
    .bind(home_goals)
    .bind(away_goals)
    .bind(score.decided_for)
    .bind(source_name)
    .execute(&mut **tx)
    .await?;
    Ok(inserted.rows_affected() == 1)
}

/// After a fixture's result is written: mark it played, drop any report, log it, re-rate.
#[allow(clippy::too_many_arguments)]
pub(super) async fn settle_fixture(
    tx: &mut Transaction<'_, Any>,
    competition: CompetitionId,
    fixture: FixtureId,
    game: GameKind,
    actor: Option<i64>,
    action: &str,
    detail: &str,
) -> Result<(), StoreError> {
    sqlx::query("UPDATE fixtures SET status = 'played' WHERE id = $1").bind(fixture).execute(&mut **tx).await?;
    sqlx::query("DELETE FROM reports WHERE fixture_id = $1").bind(fixture).execute(&mut **tx).await?;
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
            sqlx::query("UPDATE results SET voided = 1 WHERE fixture_id = $1 AND voided = 0")
                .bind(fixture.id)
                .execute(&mut *tx)
                .await?;
        }
        if !insert_result(&mut tx, competition, fixture, score, source).await? {
            return Ok(false);
        }
        settle_fixture(&mut tx, competition.id, fixture.id, competition.game, actor, action, detail).await?;
        tx.commit().await?;
        Ok(true)
    }

    /// A game's ratings, best first: (player id, name, rating).
    pub async fn ratings(&self, game: GameKind) -> Result<Vec<(i64, String, Rating)>, StoreError> {
        let game = game.name();
        let rows = sqlx::query_as::<_, RatingRow>(
            "SELECT r.player_id, p.display_name, r.rating, r.deviation, r.volatility, r.played FROM ratings r
             JOIN players p ON p.id = r.player_id WHERE r.game = $1",
        )
        .bind(game)
        .fetch_all(&self.pool)
        .await?;
        let mut names = std::collections::HashMap::new();
        let mut list: Vec<(i64, Rating)> = Vec::with_capacity(rows.len());
        for r in rows {
            let rating = Rating {
                rating: r.rating,
                deviation: r.deviation,
                volatility: r.volatility,
                played: count("matches played", r.played)?,
            };
            names.insert(r.player_id, r.display_name);
            list.push((r.player_id, rating));
        }
        Ok(rating::leaderboard(&list)
            .into_iter()
            .map(|(id, r)| (id, names.get(&id).cloned().unwrap_or_default(), r))
            .collect())
    }
}
