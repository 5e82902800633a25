//! Who gets pinged, how and when: a person's choice (a mention in the match's thread, the
//! default; a DM; or never) and their quiet hours, read in their own time zone. A reminder
//! falling in the quiet hours waits for them to end, unless the clock would run out first; the
//! clock itself never waits.

use chrono::{Days, NaiveTime, TimeZone, Timelike};
use chrono_tz::Tz;

/// How a person is told it is their move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum PingMode {
    /// A mention in the match's thread.
    #[default]
    Thread,
    /// A direct message, and no mention in the thread.
    Dm,
    /// Neither: they look for themselves (the controls of a secret choice still come by DM).
    Never,
}

impl PingMode {
    /// How a public line calls the person: a mention if they are pinged there, else their
    /// name in bold.
    pub fn call(self, discord_id: u64, name: &str) -> String {
        match self {
            PingMode::Thread => format!("<@{discord_id}>"),
            PingMode::Dm | PingMode::Never => format!("**{name}**"),
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            PingMode::Thread => "thread",
            PingMode::Dm => "dm",
            PingMode::Never => "never",
        }
    }

    pub fn parse(text: &str) -> Option<PingMode> {
        [PingMode::Thread, PingMode::Dm, PingMode::Never].into_iter().find(|m| m.name() == text)
    }
}

/// A span of the day in minutes after midnight; it may wrap past midnight (22:00–07:00).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct QuietHours {
    pub from: u32,
    pub to: u32,
}

/// A person's pings, with the time zone their quiet hours are read in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pings {
    pub mode: PingMode,
    pub quiet: Option<QuietHours>,
    pub zone: Tz,
}

impl Default for Pings {
    fn default() -> Self {
        Pings { mode: PingMode::Thread, quiet: None, zone: Tz::UTC }
    }
}

/// "22:30" as minutes after midnight.
pub fn minutes(text: &str) -> Option<u32> {
    let t = NaiveTime::parse_from_str(text.trim(), "%H:%M").ok()?;
    Some(t.hour() * 60 + t.minute())
}

pub fn clock_text(minutes: u32) -> String {
    format!("{:02}:{:02}", minutes / 60, minutes % 60)
}

/// What to do with a reminder due now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Timing {
    Now,
    /// In the quiet hours: not before this instant.
    At(i64),
    /// The person wants no pings.
    Never,
}

impl Pings {
    /// When the quiet hours around `now_ms` end, if it is in them.
    pub fn quiet_until(&self, now_ms: i64) -> Option<i64> {
        let quiet = self.quiet.filter(|q| q.from != q.to)?;
        let local = self.zone.timestamp_millis_opt(now_ms).single()?;
        let minute = local.hour() * 60 + local.minute();
        let inside = if quiet.from < quiet.to {
            (quiet.from..quiet.to).contains(&minute)
        } else {
            minute >= quiet.from || minute < quiet.to
        };
        if !inside {
            return None;
        }
        // The end is today's `to`, or tomorrow's when the span wraps and we are before midnight.
        let mut day = local.date_naive();
        if quiet.from > quiet.to && minute >= quiet.from {
            day = day.checked_add_days(Days::new(1))?;
        }
        crate::zones::earliest_at(self.zone, day.and_hms_opt(quiet.to / 60, quiet.to % 60, 0)?)
    }

    /// A reminder due at `now_ms` for a clock running out at `due_ms`: now, after the quiet
    /// hours (unless the clock would run out first: then now), or never.
    pub fn reminder(&self, now_ms: i64, due_ms: i64) -> Timing {
        if self.mode == PingMode::Never {
            return Timing::Never;
        }
        match self.quiet_until(now_ms) {
            Some(end) if end < due_ms => Timing::At(end),
            _ => Timing::Now,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(zone: Tz, text: &str) -> i64 {
        let local = chrono::NaiveDateTime::parse_from_str(text, "%Y-%m-%d %H:%M").unwrap();
        zone.from_local_datetime(&local).earliest().unwrap().timestamp_millis()
    }

    #[test]
    fn quiet_hours_are_read_in_the_persons_zone_and_may_wrap_midnight() {
        let tokyo: Tz = "Asia/Tokyo".parse().unwrap();
        let p = Pings { mode: PingMode::Thread, quiet: Some(QuietHours { from: 22 * 60, to: 7 * 60 }), zone: tokyo };
        assert_eq!(p.quiet_until(at(tokyo, "2026-12-01 21:59")), None);
        assert_eq!(p.quiet_until(at(tokyo, "2026-12-01 23:30")), Some(at(tokyo, "2026-12-02 07:00")));
        assert_eq!(p.quiet_until(at(tokyo, "2026-12-02 03:00")), Some(at(tokyo, "2026-12-02 07:00")));
        assert_eq!(p.quiet_until(at(tokyo, "2026-12-02 07:00")), None);
        let day = Pings { quiet: Some(QuietHours { from: 9 * 60, to: 17 * 60 }), ..p };
        assert_eq!(day.quiet_until(at(tokyo, "2026-12-02 12:00")), Some(at(tokyo, "2026-12-02 17:00")));
    }

    #[test]
    fn a_reminder_waits_for_the_quiet_hours_unless_the_clock_would_run_out_first() {
        let berlin: Tz = "Europe/Berlin".parse().unwrap();
        let p = Pings { mode: PingMode::Dm, quiet: Some(QuietHours { from: 23 * 60, to: 8 * 60 }), zone: berlin };
        let now = at(berlin, "2026-12-01 23:30");
        assert_eq!(p.reminder(now, at(berlin, "2026-12-02 12:00")), Timing::At(at(berlin, "2026-12-02 08:00")));
        // The clock runs out at 02:00: waiting would be too late, so the reminder goes now.
        assert_eq!(p.reminder(now, at(berlin, "2026-12-02 02:00")), Timing::Now);
        assert_eq!(p.reminder(at(berlin, "2026-12-01 20:00"), at(berlin, "2026-12-02 02:00")), Timing::Now);
        assert_eq!(Pings { mode: PingMode::Never, ..p }.reminder(now, now + 1), Timing::Never);
    }

    #[test]
    fn times_of_day_are_read_and_written() {
        assert_eq!(minutes("07:30"), Some(450));
        assert_eq!(minutes("24:00"), None);
        assert_eq!(minutes("seven"), None);
        assert_eq!(clock_text(450), "07:30");
    }
}
