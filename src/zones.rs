//! Time zones: a person's IANA zone by name (found whatever the letter case, with close names
//! for one that is not a zone), and instants read and written in a zone. Pure: no clock.

use chrono::{NaiveDateTime, TimeZone};
use chrono_tz::Tz;

/// Zones suggested for a name that is not one.
const SUGGESTIONS: usize = 5;

/// An IANA time zone by name, any letter case ("europe/berlin", "America/New_York").
pub fn zone(name: &str) -> Option<Tz> {
    let wanted = name.trim().replace(' ', "_");
    chrono_tz::TZ_VARIANTS.iter().copied().find(|tz| tz.name().eq_ignore_ascii_case(&wanted))
}

/// Zones whose names hold `partial` (for autocompletion), the ones starting with it first.
pub fn zones_like(partial: &str, most: usize) -> Vec<&'static str> {
    let wanted = partial.trim().replace(' ', "_").to_lowercase();
    let mut found: Vec<&'static str> =
        chrono_tz::TZ_VARIANTS.iter().map(|tz| tz.name()).filter(|n| n.to_lowercase().contains(&wanted)).collect();
    found.sort_by_key(|n| {
        let lower = n.to_lowercase();
        let city = lower.rsplit('/').next().unwrap_or_default().to_string();
        (!city.starts_with(&wanted), !lower.starts_with(&wanted), n.len())
    });
    found.truncate(most);
    found
}

/// The zones closest to a name that is not one: by their place's name, then by the whole.
pub fn suggestions(name: &str) -> Vec<&'static str> {
    let like = zones_like(name, SUGGESTIONS);
    if !like.is_empty() {
        return like;
    }
    let wanted = name.trim().replace(' ', "_").to_lowercase();
    let place = wanted.rsplit('/').next().unwrap_or_default().to_string();
    let mut scored: Vec<(f64, &'static str)> = chrono_tz::TZ_VARIANTS
        .iter()
        .map(|tz| {
            let lower = tz.name().to_lowercase();
            let city = lower.rsplit('/').next().unwrap_or_default();
            let score = strsim::jaro_winkler(&place, city).max(strsim::jaro_winkler(&wanted, &lower));
            (score, tz.name())
        })
        .collect();
    scored.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(b.1)));
    scored.into_iter().take(SUGGESTIONS).map(|(_, n)| n).collect()
}

/// An instant written in a zone, as the person there reads it: "2026-12-05 19:30 (Europe/Berlin)".
pub fn local_text(at_ms: i64, tz: Tz) -> String {
    match tz.timestamp_millis_opt(at_ms) {
        chrono::LocalResult::Single(t) => format!("{} ({})", t.format("%Y-%m-%d %H:%M"), tz.name()),
        _ => format!("{at_ms}"),
    }
}

/// The last day of a span that ends at `end_ms` (exclusive: the midnight after it) in a zone,
/// with the zone: "2026-12-02 (Europe/Madrid)". A break taken until the 2nd is said to run
/// until the 2nd, not until midnight of the 3rd.
pub fn last_day_text(end_ms: i64, tz: Tz) -> String {
    match tz.timestamp_millis_opt(end_ms - 1) {
        chrono::LocalResult::Single(t) => format!("{} ({})", t.format("%Y-%m-%d"), tz.name()),
        _ => format!("{end_ms}"),
    }
}

/// The instant a local time names in a zone: the first of two in an autumn hour, and where the
/// clocks skip it (spring forward), the first instant after the gap.
pub fn earliest_at(tz: Tz, local: NaiveDateTime) -> Option<i64> {
    let at = tz.from_local_datetime(&local).earliest().or_else(|| {
        let later = local + chrono::Duration::hours(1);
        tz.from_local_datetime(&later).earliest()
    })?;
    Some(at.timestamp_millis())
}
