//! A person's own settings: their time zone and how they are pinged.

use crate::pings::{PingMode, Pings, QuietHours};

use super::{Store, StoreError};

/// A person's pings as stored, with their time zone.
#[derive(sqlx::FromRow)]
pub(super) struct PingsRow {
    pings: Option<String>,
    quiet_from: Option<i64>,
    quiet_to: Option<i64>,
    time_zone: Option<String>,
}

impl PingsRow {
    pub(super) fn pings(self) -> Pings {
        let quiet = match (self.quiet_from, self.quiet_to) {
            (Some(from), Some(to)) if (0..1440).contains(&from) && (0..1440).contains(&to) => {
                Some(QuietHours { from: from as u32, to: to as u32 })
            }
            _ => None,
        };
        Pings {
            mode: self.pings.as_deref().and_then(PingMode::parse).unwrap_or_default(),
            quiet,
            zone: self.time_zone.as_deref().and_then(crate::zones::zone).unwrap_or(chrono_tz::Tz::UTC),
        }
    }
}

impl Store {
    /// A person's time zone as they set it (an IANA name), if they did.
    pub async fn time_zone(&self, player: i64) -> Result<Option<String>, StoreError> {
        let zone: Option<Option<String>> = sqlx::query_scalar("SELECT time_zone FROM players WHERE id = $1")
            .bind(player)
            .fetch_optional(&self.pool)
            .await?;
        Ok(zone.flatten())
    }

    pub async fn set_time_zone(&self, player: i64, zone: &str) -> Result<(), StoreError> {
        sqlx::query("UPDATE players SET time_zone = $1 WHERE id = $2")
            .bind(zone)
            .bind(player)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// A person's pings (the defaults for someone who never chose).
    pub async fn pings(&self, player: i64) -> Result<Pings, StoreError> {
        let row =
            sqlx::query_as::<_, PingsRow>("SELECT pings, quiet_from, quiet_to, time_zone FROM players WHERE id = $1")
                .bind(player)
                .fetch_optional(&self.pool)
                .await?;
        Ok(row.map(PingsRow::pings).unwrap_or_default())
    }

    pub async fn set_pings(&self, player: i64, pings: &Pings) -> Result<(), StoreError> {
        let (from, to) = match pings.quiet {
            Some(q) => (Some(i64::from(q.from)), Some(i64::from(q.to))),
            None => (None, None),
        };
        sqlx::query("UPDATE players SET pings = $1, quiet_from = $2, quiet_to = $3 WHERE id = $4")
            .bind(pings.mode.name())
            .bind(from)
            .bind(to)
            .bind(player)
            .execute(&self.pool)
            .await?;
        Ok(())
    }
}
