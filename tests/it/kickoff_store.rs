//! Kick-off times across three time zones on both engines: New York (across the end of its
//! summer time), Berlin and Tokyo. Times typed in each person's own zone, a counter-proposal,
//! the pick, the reminders at the right instants of a fake clock (each once, none late), and a
//! deadline that still settles a fixture whatever time was agreed.

use crate::support::formats::round_robin;
use touchline::competition::{FixtureStatus, ResultSource};
use touchline::leagues::kickoff as kickoffs;
use touchline::leagues::profile;
use touchline::leagues::{self as ops, LeagueOpError};
use touchline::store::league::kickoffs::KickoffReminder;
use touchline::store::Store;

use crate::support::engines::{keep_clocks, on_both_engines};

fn refused<T: std::fmt::Debug>(r: Result<T, LeagueOpError>) -> String {
    match r {
        Err(LeagueOpError::Refused(text)) => text.to_string(),
        other => panic!("expected a refusal, got {other:?}"),
    }
}

/// Milliseconds since the epoch of a UTC time written "YYYY-MM-DD HH:MM".
fn utc(text: &str) -> i64 {
    kickoffs::instant(text, chrono_tz::Tz::UTC).unwrap()
}

const WEEK_S: u64 = 7 * 86_400;

async fn reminders(store: &Store, at: &str) -> Vec<(i64, KickoffReminder)> {
    let hold = keep_clocks(store, utc("2026-10-01 00:00")).await;
    kickoffs::reminders_due(store, utc(at), &hold).await.unwrap().into_iter().map(|n| (n.fixture.id, n.which)).collect()
}

on_both_engines! {
    async fn three_time_zones_propose_counter_agree_and_are_reminded(db: TestDb) {
        let store = db.store().await;
        // Three people in three zones, and a fourth who never set one (UTC), so nobody sits out
        // the first round.
        let ids = crate::league_store::players(&store, 4).await;
        let zones = ["America/New_York", "Europe/Berlin", "Asia/Tokyo", "UTC"];
        for (p, z) in ids.iter().zip(&zones[..3]) {
            assert_eq!(profile::set_time_zone(&store, *p, &z.to_lowercase()).await.unwrap().name(), *z);
        }
        // An unknown zone is refused with close ones, and nothing changes.
        let text = refused(profile::set_time_zone(&store, ids[0], "Europe/Berln").await);
        assert!(text.contains("Europe/Berlin"), "{text}");
        assert!(refused(profile::set_time_zone(&store, ids[0], "Mars/Olympus").await).contains("not a time zone"));
        assert_eq!(store.time_zone(ids[0]).await.unwrap().as_deref(), Some("America/New_York"));

        // A league of four with a week per round, started on 28 October 2026 (UTC): round 1's
        // deadline is 4 November, after New York leaves summer time on 1 November.
        let mut spec = crate::league_store::spec("Time League", round_robin(1), ids[0]);
        spec.round_seconds = Some(WEEK_S);
        let c = ops::create(&store, spec, 1).await.unwrap();
        for p in &ids {
            ops::join(&store, &c, *p).await.unwrap();
        }
        let start = utc("2026-10-28 00:00");
        ops::start(&store, &c, ids[0], start).await.unwrap();
        let now = utc("2026-10-29 12:00");
        let season = store.current_season(c.id).await.unwrap();
        let fixtures = store.fixtures(season.id).await.unwrap();
        // New York's first fixture, against whoever the draw gave it.
        let ny = ids[0];
        let first = fixtures.iter().find(|f| f.involves(ny)).unwrap().clone();
        let other = if first.spec.pairing.home == ny { first.spec.pairing.away } else { first.spec.pairing.home };
        let other_zone = zones[ids.iter().position(|p| *p == other).unwrap()];
        assert_eq!(first.spec.pairing.round, 1);

        // Refused, each changing nothing: not a time, a time the clocks skip, in the past, after
        // the deadline, the same time twice, four times.
        let bad = |t: &str| vec![t.to_string()];
        assert!(refused(kickoffs::propose(&store, &c, ny, &bad("tomorrow at 8"), now).await).contains("YYYY-MM-DD HH:MM"));
        let skipped = refused(kickoffs::propose(&store, &c, ny, &bad("2027-03-14 02:30"), now).await);
        assert!(skipped.contains("does not happen in America/New_York"), "{skipped}");
        assert!(refused(kickoffs::propose(&store, &c, ny, &bad("2026-10-20 18:00"), now).await).contains("already passed"));
        let late = refused(kickoffs::propose(&store, &c, ny, &bad("2026-11-06 18:00"), now).await);
        assert!(late.contains("after the fixture's deadline (2026-11-03 19:00 (America/New_York))"), "{late}");
        let twice = vec!["2026-11-02 19:00".to_string(), "2026-11-02 19:00".to_string()];
        assert!(refused(kickoffs::propose(&store, &c, ny, &twice, now).await).contains("proposed twice"));
        let four: Vec<String> = (1..=4).map(|d| format!("2026-11-0{d} 10:00")).collect();
        assert!(refused(kickoffs::propose(&store, &c, ny, &four, now).await).contains("one to 3"));
        assert!(store.kickoff(first.id).await.unwrap().is_none());
        assert!(refused(kickoffs::accept(&store, &c, other, 1, now).await).contains("Nobody has proposed"));

        // New York proposes in its own time: 01:30 on 1 November happens twice there (summer
        // time, then standard time) and is read as the first; 19:00 on 2 November is standard time.
        let times = vec!["2026-11-01 01:30".to_string(), "2026-11-02 19:00".to_string()];
        let p = kickoffs::propose(&store, &c, ny, &times, now).await.unwrap();
        assert_eq!(p.options, [utc("2026-11-01 05:30"), utc("2026-11-03 00:00")]);
        assert!(!p.counter);
        assert!(refused(kickoffs::accept(&store, &c, ny, 1, now).await).contains("your own proposal"));
        // The other side counter-proposes, typed in its own zone.
        let theirs = match other_zone {
            "Europe/Berlin" => ("2026-11-02 20:00", utc("2026-11-02 19:00")),
            "Asia/Tokyo" => ("2026-11-03 04:00", utc("2026-11-02 19:00")),
            _ => ("2026-11-02 19:00", utc("2026-11-02 19:00")),
        };
        let counter = kickoffs::propose(&store, &c, other, &[theirs.0.to_string()], now).await.unwrap();
        assert!(counter.counter);
        assert_eq!(counter.options, [theirs.1]);
        assert!(refused(kickoffs::accept(&store, &c, ny, 2, now).await).contains("one time to pick (1), not 2"));
        let agreed = kickoffs::accept(&store, &c, ny, 1, now).await.unwrap();
        assert_eq!(agreed.at_ms, utc("2026-11-02 19:00"));
        let s = ops::standing(&store, &c, store.current_season(c.id).await.unwrap()).await.unwrap();
        assert_eq!(s.kickoffs.get(&first.id), Some(&utc("2026-11-02 19:00")));
        assert!(ops::words::fixtures_text(&s, Some(first.spec.pairing.round), touchline_i18n::Lang::En).contains("<t:1793646000:F>"));

        // The reminders, by a fake clock: none before the hour, the hour's once, the kick-off's once.
        assert!(reminders(&store, "2026-11-02 17:59").await.is_empty());
        assert_eq!(reminders(&store, "2026-11-02 18:00").await, [(first.id, KickoffReminder::HourBefore)]);
        assert!(reminders(&store, "2026-11-02 18:00").await.is_empty(), "sent once");
        assert!(reminders(&store, "2026-11-02 18:59").await.is_empty());
        assert_eq!(reminders(&store, "2026-11-02 19:00").await, [(first.id, KickoffReminder::KickOff)]);
        assert!(reminders(&store, "2026-11-02 19:30").await.is_empty());

        // The round's other fixture, agreed in its sides' own zones while the bot was away for
        // both reminders: nothing is sent late.
        let second = fixtures.iter().find(|f| f.spec.pairing.round == 1 && f.id != first.id).unwrap().clone();
        let (home, away) = (second.spec.pairing.home, second.spec.pairing.away);
        let home_zone: chrono_tz::Tz = zones[ids.iter().position(|p| *p == home).unwrap()].parse().unwrap();
        let p = kickoffs::propose(&store, &c, home, &["2026-11-03 09:00".to_string()], now).await.unwrap();
        assert_eq!(p.fixture.id, second.id, "the next fixture of each side");
        assert_eq!(p.options, [kickoffs::instant("2026-11-03 09:00", home_zone).unwrap()]);
        kickoffs::accept(&store, &c, away, 1, now).await.unwrap();
        let at = p.options[0];
        let hold = keep_clocks(&store, at).await;
        assert!(kickoffs::reminders_due(&store, at + 2 * 3_600_000, &hold).await.unwrap().is_empty(), "too late for both");
        assert!(kickoffs::reminders_due(&store, at + 3 * 3_600_000, &hold).await.unwrap().is_empty(), "and never after");
        // The deadline rule stands: New York said it was ready, the other side never did; at
        // the deadline the fixture is New York's by forfeit, agreed kick-off or not.
        assert!(matches!(ops::play_next(&store, &c, ny).await.unwrap(), ops::PlayNext::Waiting { .. }));
        let deadline = first.spec.deadline_ms.unwrap();
        assert_eq!(deadline, utc("2026-11-04 00:00"));
        ops::check_deadlines(&store, deadline + 1, &hold).await.unwrap();
        let settled = store.fixture(first.id).await.unwrap().unwrap();
        assert_eq!(settled.status, FixtureStatus::Played);
        let result = settled.result.unwrap();
        assert_eq!(result.source, ResultSource::Forfeit);
        let ny_goals = if first.spec.pairing.home == ny { result.home_goals } else { result.away_goals };
        assert_eq!(ny_goals, 3, "the forfeit goes to the side that was ready");
        // Tokyo and Berlin read the same local time as different instants.
        let tokyo: chrono_tz::Tz = "Asia/Tokyo".parse().unwrap();
        let berlin: chrono_tz::Tz = "Europe/Berlin".parse().unwrap();
        assert_eq!(kickoffs::instant("2026-11-04 08:00", tokyo).unwrap(), utc("2026-11-03 23:00"));
        assert_eq!(kickoffs::instant("2026-11-04 08:00", berlin).unwrap(), utc("2026-11-04 07:00"));
    }
}
