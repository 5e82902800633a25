//! Breaks and extensions: a member away (`/profile away until:`) moves the deadlines of their
//! fixtures that fall in the break by its length, within each league's allowance; an admin
//! extends one fixture's deadline (`/league extend`). Both are kept in the audit log.
//!
//! Judgement calls made here:
//! - A break runs from now to the end of the day named, in the member's time zone; its length
//!   is counted in whole days, rounded up.
//! - It moves the member's fixtures in this server's running seasons whose deadline falls in
//!   the break. Every league the member plays in here counts its days against its
//!   `max_break_days` (per member and season), and a break that would pass it in any of them is
//!   refused whole. A break that follows one still running counts only the days beyond it.
//! - A break is on one server: away here is not away elsewhere.
//! - The member is away until the break ends: a deputy may play for them meanwhile.

use chrono::{Days, NaiveDate};

use super::profile::player_zone;
use super::{refuse, LeagueOpError};
use crate::competition::*;
use crate::store::Store;
use crate::zones::{earliest_at, last_day_text};

pub const DAY_MS: i64 = 86_400_000;
/// The most days one extension adds.
pub const MAX_EXTENSION_DAYS: u32 = 60;
pub const MAX_REASON: usize = 200;

/// A deadline a break moved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Moved {
    pub competition: String,
    pub fixture: FixtureId,
    pub deadline_ms: i64,
}

/// A break taken.
#[derive(Clone, Debug)]
pub struct BreakTaken {
    pub until_ms: i64,
    pub until_text: String,
    pub days: u32,
    pub moved: Vec<Moved>,
}

/// Take a break until the end of `until` (a date, `YYYY-MM-DD`, in the member's time zone). A
/// break that follows one still running counts only the days beyond it.
pub async fn take_break(
    store: &Store,
    guild_id: u64,
    player: i64,
    until: &str,
    now_ms: i64,
) -> Result<BreakTaken, LeagueOpError> {
    let tz = player_zone(store, player).await?;
    let Ok(date) = NaiveDate::parse_from_str(until.trim(), "%Y-%m-%d") else {
        return refuse!("break-bad-date", date = until.trim());
    };
    let Some(until_ms) = end_of_day(date, tz) else {
        return refuse!("break-bad-date", date = until.trim());
    };
    if until_ms <= now_ms {
        return refuse!("break-past", date = until.trim());
    }
    let away = store.away_until(player, guild_id, now_ms).await?;
    let from_ms = away.unwrap_or(now_ms).max(now_ms);
    if until_ms <= from_ms {
        return refuse!("break-already", until = last_day_text(from_ms, tz));
    }
    let days = ((until_ms - from_ms + DAY_MS - 1) / DAY_MS) as u32;
    // Every league the member plays in here counts the break against its allowance.
    let memberships = store.running_memberships(guild_id, player).await?;
    for m in &memberships {
        let Some(c) = store.competition_by_id(m.competition_id).await? else { continue };
        let allowed = c.spec.max_break_days;
        if m.used_days + days > allowed {
            return refuse!(
                "break-too-long",
                competition = &c.spec.name,
                days = days,
                allowed = allowed,
                used = m.used_days
            );
        }
    }
    let moves = store.deadlines_in(guild_id, player, from_ms, until_ms).await?;
    let mut moved = Vec::new();
    for m in &moves {
        let Some(c) = store.competition_by_id(m.competition_id).await? else { continue };
        moved.push(Moved {
            competition: c.spec.name.clone(),
            fixture: m.fixture_id,
            deadline_ms: m.deadline_ms + i64::from(days) * DAY_MS,
        });
    }
    let seasons: Vec<SeasonId> = memberships.iter().map(|m| m.season_id).collect();
    if !store.take_break(guild_id, player, (from_ms, until_ms), days, &moves, &seasons).await? {
        return refuse!("break-changed");
    }
    Ok(BreakTaken { until_ms, until_text: last_day_text(until_ms, tz), days, moved })
}

/// The first instant after a date in a zone (its next midnight, or the first after a gap).
fn end_of_day(date: NaiveDate, tz: chrono_tz::Tz) -> Option<i64> {
    earliest_at(tz, date.checked_add_days(Days::new(1))?.and_hms_opt(0, 0, 0)?)
}

/// An admin gives one fixture of a competition's current season more time.
pub async fn extend(
    store: &Store,
    c: &Competition,
    actor: i64,
    fixture: FixtureId,
    days: u32,
    reason: &str,
) -> Result<(Fixture, i64), LeagueOpError> {
    let reason = reason.trim();
    if !(1..=MAX_EXTENSION_DAYS).contains(&days) {
        return refuse!("extend-days", most = MAX_EXTENSION_DAYS);
    }
    if reason.is_empty() || reason.chars().count() > MAX_REASON {
        return refuse!("extend-reason", most = MAX_REASON);
    }
    let season = store.current_season(c.id).await?;
    let found = store.fixture(fixture).await?.filter(|f| f.season_id == season.id);
    let Some(f) = found else {
        return refuse!("extend-unknown-fixture", fixture = fixture, name = &c.spec.name);
    };
    if f.result.is_some() || f.status == FixtureStatus::InPlay {
        return refuse!("extend-settled", fixture = fixture);
    }
    let Some(deadline) = f.spec.deadline_ms else {
        return refuse!("extend-no-deadline", fixture = fixture, name = &c.spec.name);
    };
    let new = deadline + i64::from(days) * DAY_MS;
    let detail = format!("deadline extended by {days} days to {new}: {reason}");
    if !store.extend_deadline(c.id, fixture, new, actor, &detail).await? {
        return refuse!("extend-settled", fixture = fixture);
    }
    Ok((store.fixture(fixture).await?.unwrap_or(f), new))
}
