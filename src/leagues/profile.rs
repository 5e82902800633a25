//! A person's own settings: their time zone and how they are pinged (`/profile`).

use chrono_tz::Tz;

use super::{refuse, LeagueOpError};
use crate::pings::{minutes, PingMode, Pings, QuietHours};
use crate::store::Store;
use crate::zones::{suggestions, zone};

/// Set a person's time zone; refused with close matches for a name that is not one.
pub async fn set_time_zone(store: &Store, player: i64, name: &str) -> Result<Tz, LeagueOpError> {
    let Some(tz) = zone(name) else {
        let close = suggestions(name).join(", ");
        return refuse!("kickoff-unknown-zone", zone = name.trim(), close = close);
    };
    store.set_time_zone(player, tz.name()).await?;
    Ok(tz)
}

/// A person's time zone, UTC when they have not set one.
pub async fn player_zone(store: &Store, player: i64) -> Result<Tz, LeagueOpError> {
    Ok(store.pings(player).await?.zone)
}

/// Set how a person is pinged, and their quiet hours (both times, `HH:MM` in their time zone,
/// or neither).
pub async fn set_pings(
    store: &Store,
    player: i64,
    mode: PingMode,
    quiet_from: Option<&str>,
    quiet_to: Option<&str>,
) -> Result<Pings, LeagueOpError> {
    let quiet = match (quiet_from, quiet_to) {
        (None, None) => None,
        (Some(from), Some(to)) => match (minutes(from), minutes(to)) {
            (Some(from), Some(to)) if from != to => Some(QuietHours { from, to }),
            (Some(_), Some(_)) => return refuse!("pings-quiet-empty"),
            (None, _) => return refuse!("pings-bad-time", time = from.trim()),
            (_, None) => return refuse!("pings-bad-time", time = to.trim()),
        },
        _ => return refuse!("pings-quiet-both"),
    };
    let mut pings = store.pings(player).await?;
    pings.mode = mode;
    pings.quiet = quiet;
    store.set_pings(player, &pings).await?;
    Ok(pings)
}
