//! Deputies: a member names someone to play their fixtures of a competition while they are
//! away (`/profile away`); the results count for the member, and the audit log and the
//! match's pictures name both.
//!
//! Judgement calls made here:
//! - A deputy is someone on the server who does not play in the competition (they would meet
//!   the member's opponents for the member and their own for themselves), and deputy for one
//!   member of it at a time.
//! - A seat goes to the deputy when its fixture kicks off while the member is away, whoever
//!   said the side was ready; the member plays it themselves otherwise.

use super::{refuse, LeagueOpError};
use crate::competition::*;
use crate::store::Store;

/// Someone to name as a deputy, as the front end knows them.
#[derive(Clone, Debug)]
pub struct Candidate {
    pub player: i64,
    pub name: String,
    /// A person on the server (not a bot, not a stranger).
    pub on_server: bool,
}

async fn is_member(store: &Store, c: &Competition, player: i64) -> Result<bool, LeagueOpError> {
    let season = store.current_season(c.id).await?;
    Ok(store.members(season.id).await?.iter().any(|m| m.player_id == player))
}

/// Name (or with `None`, clear) the caller's deputy in a competition.
pub async fn name_deputy(
    store: &Store,
    c: &Competition,
    member: i64,
    deputy: Option<Candidate>,
) -> Result<Option<Candidate>, LeagueOpError> {
    if !is_member(store, c, member).await? {
        return refuse!("league-not-in", name = &c.spec.name);
    }
    let Some(deputy) = deputy else {
        store.set_deputy(c.id, member, None, "deputy cleared").await?;
        return Ok(None);
    };
    if deputy.player == member {
        return refuse!("deputy-self");
    }
    if !deputy.on_server {
        return refuse!("deputy-not-on-server", deputy = &deputy.name);
    }
    if is_member(store, c, deputy.player).await? {
        return refuse!("deputy-plays-here", deputy = &deputy.name, name = &c.spec.name);
    }
    if let Some(other) = store.deputy_for(c.id, deputy.player).await?.filter(|m| *m != member) {
        let other = store.player_name(other).await?.unwrap_or_default();
        return refuse!("deputy-taken", deputy = &deputy.name, other = other, name = &c.spec.name);
    }
    store.set_deputy(c.id, member, Some(deputy.player), &format!("deputy: {}", deputy.name)).await?;
    Ok(Some(deputy))
}

/// Whom someone acts for in a competition's fixtures: themselves when they play in it, the
/// member they are deputy for while that member is away; refused otherwise.
pub async fn acting_for(store: &Store, c: &Competition, player: i64, now_ms: i64) -> Result<i64, LeagueOpError> {
    if is_member(store, c, player).await? {
        return Ok(player);
    }
    let Some(member) = store.deputy_for(c.id, player).await? else {
        return refuse!("league-not-in", name = &c.spec.name);
    };
    if store.away_until(member, c.spec.guild_id, now_ms).await?.is_none() {
        let name = store.player_name(member).await?.unwrap_or_default();
        return refuse!("deputy-member-here", member = name);
    }
    Ok(member)
}

/// Who plays each side of a fixture kicking off now: the deputy of a member who is away, else
/// the member (`None`). With `kick_off`, each deputy's game is noted in the audit log.
pub async fn seats_for(
    store: &Store,
    c: &Competition,
    fixture: &Fixture,
    now_ms: i64,
    kick_off: bool,
) -> Result<Vec<Option<i64>>, LeagueOpError> {
    let members = store.members(fixture.season_id).await?;
    let mut deputies = Vec::new();
    for member in [fixture.spec.pairing.home, fixture.spec.pairing.away] {
        let away = store.away_until(member, c.spec.guild_id, now_ms).await?.is_some();
        let deputy = if away { store.deputy_of(c.id, member).await? } else { None };
        // A deputy who has since joined the competition plays only their own seat: they could
        // otherwise end up on both sides of a fixture.
        let deputy = deputy.filter(|d| !fixture.involves(*d) && !members.iter().any(|m| m.player_id == *d));
        if let Some(deputy) = deputy.filter(|_| kick_off) {
            let (who, whom) = (store.player_name(deputy).await?, store.player_name(member).await?);
            let detail = format!("{} plays for {}", who.unwrap_or_default(), whom.unwrap_or_default());
            store.audit_deputy_play(c.id, fixture.id, deputy, &detail).await?;
        }
        deputies.push(deputy);
    }
    Ok(deputies)
}
