//! Claims to open a match: a table's start, a rematch, a fixture's kick-off, a season's draft.
//! A claim is made by one click (or the season's start), and settled by the transaction that
//! stores its match; until then its match is "being opened". Each kind keeps its claim in its
//! own row (a status and an empty match column), described here once as data, so settling,
//! giving back and finding the stranded are written once for all four.
//!
//! A claim records when it was made (`claimed_ms`). A living process settles its claim within
//! seconds; one older than [`STRANDED_CLAIM_MS`] was left by a process that died (or stalled),
//! and the clocks' keeper gives it back in one statement, by its age: no claim made again under
//! the same id since can be given back by mistake. A match stored for a claim no longer open
//! (given back meanwhile, or settled by another) is refused whole ([`StoreError::ClaimLost`]).

use super::leases::{held_clause, LeaseHold};
use super::{MatchId, Store, StoreError};
use crate::store::leases::BindHeld;

/// How old a claim must be before it counts as stranded: far longer than opening a thread and
/// storing a match takes a living process, however slow Discord is.
pub const STRANDED_CLAIM_MS: i64 = 30_000;

/// What a claim was made for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Claim {
    /// A table's start (its id).
    Table(i64),
    /// The rematch of a finished match (that match's id).
    Rematch(MatchId),
    /// A fixture's kick-off (its id).
    Fixture(i64),
    /// The draft opening a draft league's season (the season's id).
    Draft(i64),
}

/// Where one kind of claim lives and what settling or giving it back writes.
struct Site {
    table: &'static str,
    key: &'static str,
    /// True of a row whose claim is made and whose match is not stored yet.
    open: &'static str,
    /// What settling the claim with the match `$1` sets.
    settle: &'static str,
    /// What giving the claim back sets; `None`: the claim's row is deleted.
    give_back: Option<&'static str>,
    /// What calling the claim off for good sets (its place refused the match), if it can be.
    call_off: Option<&'static str>,
}

const TABLE: Site = Site {
    table: "tables",
    key: "id",
    open: "status = 'starting' AND match_id IS NULL",
    settle: "status = 'started', match_id = $1",
    give_back: Some("status = 'open', claimed_ms = NULL"),
    call_off: Some("status = 'cancelled', claimed_ms = NULL"),
};
const REMATCH: Site = Site {
    table: "rematches",
    key: "match_id",
    open: "new_match_id IS NULL",
    settle: "new_match_id = $1",
    give_back: None,
    call_off: None,
};
const FIXTURE: Site = Site {
    table: "fixtures",
    key: "id",
    open: "status = 'in_play' AND match_id IS NULL",
    settle: "match_id = $1",
    give_back: Some("status = 'scheduled', claimed_ms = NULL"),
    call_off: None,
};
/// A draft's claim is never given back: the season has started, so its draft is opened again.
const DRAFT: Site = Site {
    table: "drafts",
    key: "season_id",
    open: "match_id IS NULL",
    settle: "match_id = $1",
    give_back: None,
    call_off: None,
};

impl Claim {
    fn site(self) -> (&'static Site, i64) {
        match self {
            Claim::Table(id) => (&TABLE, id),
            Claim::Rematch(id) => (&REMATCH, id),
            Claim::Fixture(id) => (&FIXTURE, id),
            Claim::Draft(id) => (&DRAFT, id),
        }
    }
}

/// The claims given back, by kind.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct GivenBack {
    pub tables: Vec<i64>,
    pub rematches: Vec<MatchId>,
    pub fixtures: Vec<i64>,
}

/// Settle `claim` with the match `match_id`, in the transaction storing the match: refused as
/// [`StoreError::ClaimLost`] unless the claim is still open.
pub(super) async fn settle(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    claim: Claim,
    match_id: MatchId,
) -> Result<(), StoreError> {
    let (site, key) = claim.site();
    let done = sqlx::query(&settle_sql(site)).bind(match_id).bind(key).execute(&mut **tx).await?;
    if done.rows_affected() != 1 {
        return Err(StoreError::ClaimLost);
    }
    Ok(())
}

/// The statement settling a claim of `site` (`$1` the match, `$2` the claim's key).
fn settle_sql(site: &Site) -> String {
    format!("UPDATE {} SET {} WHERE {} = $2 AND {}", site.table, site.settle, site.key, site.open)
}

/// The statement calling a claim of `site` off for good, if it can be (`$1` its key).
fn call_off_sql(site: &Site) -> Option<String> {
    let set = site.call_off?;
    Some(format!("UPDATE {} SET {set} WHERE {} = $1 AND {}", site.table, site.key, site.open))
}

/// What picks the stranded claims: older than `$1` (or claimed before this version), under the
/// clocks' lease (`$2`–`$4`).
fn stranded_filter() -> String {
    format!("(claimed_ms IS NULL OR claimed_ms <= $1) AND {}", held_clause(2))
}

/// The statement taking a stranded draft claim over (`$1` now, `$2` the season, `$3` before).
fn retake_sql() -> String {
    format!(
        "UPDATE {} SET claimed_ms = $1 WHERE {} = $2 AND {} AND (claimed_ms IS NULL OR claimed_ms < $3)",
        DRAFT.table, DRAFT.key, DRAFT.open
    )
}

/// This file's statements built at run time, for every kind of claim.
pub(super) fn statements() -> Vec<String> {
    let mut all = vec![retake_sql()];
    for site in [&TABLE, &REMATCH, &FIXTURE, &DRAFT] {
        all.push(settle_sql(site));
        all.extend(call_off_sql(site));
        for filter in [format!("{} = $1", site.key), "1 = 1".to_string(), stranded_filter()] {
            all.push(give_back_sql(site, &filter));
        }
    }
    all
}

/// The statement giving back the open claims of `site` that `filter` (more SQL) picks,
/// returning their keys.
fn give_back_sql(site: &Site, filter: &str) -> String {
    let target = format!("WHERE {} AND {filter} RETURNING {}", site.open, site.key);
    match site.give_back {
        Some(set) => format!("UPDATE {} SET {set} {target}", site.table),
        None => format!("DELETE FROM {} {target}", site.table),
    }
}

impl Store {
    /// Give back a claim whose match could not start, so it can be made again. A claim already
    /// settled is left as it is.
    pub async fn give_back_claim(&self, claim: Claim) -> Result<(), StoreError> {
        let (site, key) = claim.site();
        let sql = give_back_sql(site, &format!("{} = $1", site.key));
        sqlx::query(&sql).bind(key).execute(&self.pool).await?;
        Ok(())
    }

    /// Call a claim off for good, when its match could not have a place at all: a table is
    /// cancelled; any other claim is given back, to be made again.
    pub async fn call_off_claim(&self, claim: Claim) -> Result<(), StoreError> {
        let (site, key) = claim.site();
        let Some(sql) = call_off_sql(site) else { return self.give_back_claim(claim).await };
        sqlx::query(&sql).bind(key).execute(&self.pool).await?;
        Ok(())
    }

    /// Every open claim given back (tables, rematches, fixtures; drafts are opened again):
    /// for a process alone on its database, at its start, when every open claim is its own
    /// earlier life's.
    pub async fn give_back_every_claim(&self) -> Result<GivenBack, StoreError> {
        self.give_back_older_than(None).await
    }

    /// The claims older than [`STRANDED_CLAIM_MS`] at `now_ms` given back (tables, rematches,
    /// fixtures), each in one statement that reads its age, while the clocks' lease is held as
    /// `hold`.
    pub async fn give_back_stranded_claims(&self, now_ms: i64, hold: &LeaseHold) -> Result<GivenBack, StoreError> {
        self.give_back_older_than(Some((now_ms, hold))).await
    }

    async fn give_back_older_than(&self, stranded: Option<(i64, &LeaseHold)>) -> Result<GivenBack, StoreError> {
        let mut given = GivenBack::default();
        for (site, into) in
            [(&TABLE, &mut given.tables), (&REMATCH, &mut given.rematches), (&FIXTURE, &mut given.fixtures)]
        {
            let mut keys: Vec<i64> = match stranded {
                None => sqlx::query_scalar(&give_back_sql(site, "1 = 1")).fetch_all(&self.pool).await?,
                Some((now_ms, hold)) => {
                    sqlx::query_scalar(&give_back_sql(site, &stranded_filter()))
                        .bind(now_ms - STRANDED_CLAIM_MS)
                        .bind_held(hold, now_ms)
                        .fetch_all(&self.pool)
                        .await?
                }
            };
            keys.sort_unstable();
            *into = keys;
        }
        Ok(given)
    }

    /// Take over a season's draft claim made before `before` (stranded), to open the draft
    /// again: true for one caller, whose claim it now is (made at `now_ms`).
    pub async fn retake_draft_claim(&self, season: i64, now_ms: i64, before: i64) -> Result<bool, StoreError> {
        let done = sqlx::query(&retake_sql()).bind(now_ms).bind(season).bind(before).execute(&self.pool).await?;
        Ok(done.rows_affected() == 1)
    }
}
