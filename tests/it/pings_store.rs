//! Pings by the turn clocks on both engines, with a fake clock: a reminder in its player's
//! quiet hours waits for them to end, one for a player who wants no pings never comes, several
//! due at once for one person are one summary, and the quiet hours never delay the clock's own
//! end: the forfeit comes on time.

use touchline::clock::{OnTimeout, TurnClock};
use touchline::leagues::profile;
use touchline::pings::PingMode;
use touchline::session::clock::by_person;
use touchline::session::{NewMatch, Sessions};
use touchline::store::Origin;
use touchline_games::kix::{Config, Format as KixFormat};
use touchline_games::players::Occupant;
use touchline_games::AnyConfig;

use crate::support::engines::{keep_clocks, on_both_engines};

const HOUR: i64 = 3_600_000;

/// "HH:MM" (UTC) of an instant.
fn clock(at_ms: i64) -> String {
    let minute = at_ms.div_euclid(60_000).rem_euclid(1440);
    format!("{:02}:{:02}", minute / 60, minute % 60)
}

on_both_engines! {
    async fn quiet_hours_hold_reminders_back_but_never_the_forfeit(db: TestDb) {
        let store = db.store().await;
        let sessions = Sessions::new(store.clone());
        let alice = store.upsert_player("701", "Alice").await.unwrap();
        let bob = store.upsert_player("702", "Bob").await.unwrap();
        let config = AnyConfig::Kix(Config { format: KixFormat::Five, result_needed: false, clubs: [None, None] });
        // Two matches of Alice against Bob, ten hours a move, a forfeit when time runs out.
        let mut ids = Vec::new();
        for n in 0..2 {
            let thread = crate::support::match_thread(77, 5, 9_100 + n, TurnClock { turn_seconds: 36_000, on_timeout: OnTimeout::Forfeit });
            let seats = vec![Occupant::Person(alice), Occupant::Person(bob)];
            let new = NewMatch { thread: Some(thread), origin: Origin::Casual, ..NewMatch::new(config.clone(), seats, 5 + n) };
            ids.push(sessions.kick_off(new).await.unwrap().stored.id);
        }
        let started = store.load_match(ids[0]).await.unwrap();
        let due = started.seating.place(0).unwrap().clock_due_ms.expect("Alice's clock runs");
        let half = due - 5 * HOUR;

        // Alice (UTC) is quiet from an hour before half time until an hour before the end; Bob
        // wants no pings at all.
        let quiet = (clock(half - HOUR), clock(due - HOUR));
        profile::set_pings(&store, alice, PingMode::Thread, Some(&quiet.0), Some(&quiet.1)).await.unwrap();
        profile::set_pings(&store, bob, PingMode::Never, None, None).await.unwrap();
        let hold = keep_clocks(&store, half - 2 * HOUR).await;
        // What a beat at `at` sends: each person's reminders, claimed just before sending.
        let reminded = |at: i64| {
            let (sessions, hold) = (sessions.clone(), hold.clone());
            async move {
                let mut sent = Vec::new();
                for (_, due) in sessions.reminders(at, &hold).await.unwrap() {
                    let claimed = sessions.claim_reminders(due, &hold, at).await.unwrap();
                    sent.extend(claimed.into_iter().map(|r| (r.clock.match_id, r.user)));
                }
                sent
            }
        };
        // At half time Alice is in her quiet hours: nothing. Bob never gets one.
        assert!(reminded(half).await.is_empty());
        assert!(reminded(half + HOUR).await.is_empty(), "still quiet");
        // Her quiet hours end: both of her reminders come, as one summary for one person.
        let woke = sessions.reminders(due - HOUR + 60_000, &hold).await.unwrap();
        assert_eq!(woke.len(), 1, "one person");
        let (user, due_now) = &woke[0];
        assert_eq!(*user, 701);
        assert_eq!(due_now.iter().map(|r| r.clock.match_id).collect::<Vec<_>>(), ids, "one summary of two matches");
        assert!(due_now.iter().all(|r| r.user == 701 && !r.by_dm));
        assert_eq!(by_person(due_now.clone()), woke);
        assert_eq!(reminded(due - HOUR + 60_000).await.len(), 2, "claimed as they are sent");
        assert!(reminded(due - HOUR + 120_000).await.is_empty(), "sent once");

        // Quiet again over the end of her time: the clock still runs out on time.
        profile::set_pings(&store, alice, PingMode::Dm, Some(&clock(due - HOUR / 2)), Some(&clock(due + 2 * HOUR)))
            .await
            .unwrap();
        assert!(sessions.expired(due - 1).await.unwrap().is_empty());
        let expired = sessions.expired(due + 1).await.unwrap();
        assert!(expired.iter().any(|c| c.match_id == ids[0] && c.seat == 0), "quiet hours do not hold the clock back");
        let clock = *expired.iter().find(|c| c.match_id == ids[0] && c.seat == 0).unwrap();
        let update = sessions.time_up(clock, &hold, due + 1).await.unwrap().expect("the time-out is acted on");
        let outcome = update.stored.state.status().outcome().cloned().expect("Alice forfeits the match");
        assert_eq!(outcome.winner, Some(1));
    }
}

on_both_engines! {
    async fn a_reminder_waits_for_quiet_hours_only_while_the_clock_allows(db: TestDb) {
        let store = db.store().await;
        let sessions = Sessions::new(store.clone());
        let alice = store.upsert_player("711", "Alice").await.unwrap();
        let config = AnyConfig::Kix(Config { format: KixFormat::Five, result_needed: false, clubs: [None, None] });
        let thread = crate::support::match_thread(77, 5, 9_200, TurnClock { turn_seconds: 4 * 3_600, on_timeout: OnTimeout::AutoMove });
        let seats = vec![Occupant::Person(alice), Occupant::Computer(touchline_games::players::Brain::Normal)];
        let new = NewMatch { thread: Some(thread), ..NewMatch::new(config, seats, 3) };
        let id = sessions.kick_off(new).await.unwrap().stored.id;
        let due = store.load_match(id).await.unwrap().seating.place(0).unwrap().clock_due_ms.unwrap();
        // Quiet from half time until well after the end: waiting would be too late, so the
        // reminder comes at half time all the same, by DM as she chose.
        profile::set_pings(&store, alice, PingMode::Dm, Some(&clock(due - 3 * HOUR)), Some(&clock(due + 3 * HOUR)))
            .await
            .unwrap();
        let now = due - 2 * HOUR;
        let hold = keep_clocks(&store, now).await;
        let sent = sessions.reminders(now, &hold).await.unwrap();
        assert_eq!(sent.len(), 1);
        assert_eq!(sent[0].1.len(), 1);
        assert!(sent[0].1[0].by_dm);
        assert_eq!(sent[0].1[0].due_ms(), due);
    }
}
