//! Timed work is fenced, on both engines: a time-out, a reminder and a deadline are applied
//! against the very clock (or deadline) that ran out, by the process that keeps the clocks, in
//! the statement that applies them. A keeper working through a list it read earlier, or one
//! whose lease moved on, changes nothing. (`slow_clocks` drives the real binary through the
//! same windows on a slow Discord.)

use crate::support::formats::round_robin;
use touchline::clock::{now_ms, OnTimeout, TurnClock};
use touchline::competition::{FixtureStatus, MissedDeadline, ResultSource};
use touchline::leagues as ops;
use touchline::session::{NewMatch, Sessions};
use touchline::store::league::deadlines::DeadlineCall;
use touchline::store::{DueClock, LeaseHold, Store};
use touchline_games::kix::{Config, Format as KixFormat};
use touchline_games::players::{Brain, Occupant};
use touchline_games::{AnyConfig, Command};

use crate::league_store::{players, spec};
use crate::support::engines::on_both_engines;

/// The clocks' lease taken at `now_ms` for ten seconds, as a keeper takes it.
async fn take(store: &Store, holder: &str, now_ms: i64) -> Option<LeaseHold> {
    let epoch = store.take_lease("clocks", holder, now_ms, 10_000).await.unwrap()?;
    Some(LeaseHold { holder: holder.to_string(), epoch, until_ms: now_ms + 10_000 })
}

/// Alice against the computer at KIX, a minute a move, the computer moving for her when her
/// time is up: the match and her running clock.
async fn alice_against_the_computer(sessions: &Sessions, store: &Store) -> (i64, DueClock) {
    let alice = store.upsert_player("1", "Alice").await.unwrap();
    let thread = crate::support::match_thread(1, 2, 3, TurnClock { turn_seconds: 60, on_timeout: OnTimeout::AutoMove });
    let config = AnyConfig::Kix(Config { format: KixFormat::Five, result_needed: false, clubs: [None, None] });
    let seats = vec![Occupant::Person(alice), Occupant::Computer(Brain::Normal)];
    let new = NewMatch { thread: Some(thread), ..NewMatch::new(config, seats, 11) };
    let id = sessions.kick_off(new).await.unwrap().stored.id;
    let clocks = store.clocks_of(id).await.unwrap();
    assert_eq!(clocks.iter().map(|c| c.seat).collect::<Vec<_>>(), [0], "Alice's clock runs, and only hers");
    (id, clocks[0])
}

/// Alice's move: the first she may make.
async fn alice_moves(sessions: &Sessions, id: i64) {
    let stored = sessions.load(id).await.unwrap();
    let input = stored.state.legal_inputs(0).remove(0);
    sessions.play(stored, 0, Command::Play(input)).await.unwrap();
}

on_both_engines! {
    /// The beat reads the clocks that ran out; Alice moves just after hers did; the next play
    /// starts a fresh clock. The entry the beat read finds nothing to do: the next play is not
    /// timed out before its own clock runs out, nor by a keeper whose lease moved on, and once
    /// it has run out it is timed out once, the step recording the clock it answered.
    async fn a_time_out_answers_only_the_clock_that_ran_out(db: TestDb) {
        let store = db.store().await;
        let sessions = Sessions::new(store.clone());
        let (id, first) = alice_against_the_computer(&sessions, &store).await;
        let hold = take(&store, "keeper", now_ms()).await.expect("the lease");
        // The list the beat read just after her clock ran out holds `first`; she moves first.
        alice_moves(&sessions, id).await;
        let version = sessions.load(id).await.unwrap().state.version();
        let next = store.clocks_of(id).await.unwrap();
        assert_eq!(next.len(), 1, "{next:?}");
        let next = next[0];
        assert_eq!(next.seat, 0);
        assert!(next.version > first.version, "the next play's clock is its own: {next:?} after {first:?}");
        // The stale entry comes up, past its own due time: refused.
        let late = first.due_ms + 500;
        assert!(sessions.time_up(first, &hold, late).await.unwrap().is_none(), "her move stands");
        assert_eq!(sessions.load(id).await.unwrap().state.version(), version, "nothing was played for her");
        assert_eq!(store.clocks_of(id).await.unwrap(), [next], "and her next clock still runs");
        // The next play's clock, before it runs out: refused.
        assert!(sessions.time_up(next, &hold, next.due_ms - 1).await.unwrap().is_none());
        // Another process takes the clocks over (the first's lease ran out): the first, still
        // going through its list, is refused; the new keeper times her out, once.
        let taken = take(&store, "another", hold.until_ms).await.expect("taken over");
        assert_eq!(taken.epoch, hold.epoch + 1, "a taking raises the epoch");
        assert!(sessions.time_up(next, &hold, next.due_ms + 1).await.unwrap().is_none(), "the old keeper stops");
        let renewed = take(&store, "another", next.due_ms).await.expect("renewed by its holder");
        assert_eq!(renewed.epoch, taken.epoch, "a renewal keeps the epoch");
        let old_epoch = LeaseHold { epoch: hold.epoch, ..renewed.clone() };
        assert!(sessions.time_up(next, &old_epoch, next.due_ms + 1).await.unwrap().is_none(), "the epoch is checked");
        let update = sessions.time_up(next, &renewed, next.due_ms + 1).await.unwrap().expect("timed out");
        assert_eq!(update.steps.first().map(|s| (s.seat(), s.command())), Some((0, Command::AutoMove)));
        assert!(sessions.time_up(next, &renewed, next.due_ms + 2).await.unwrap().is_none(), "once");
        // The audit: each automatic move answered its seat's clock then running, run out at the
        // commit; no move of the seat came between the clock's start and it.
        let steps = store.step_clocks(id).await.unwrap();
        let timed: Vec<_> = steps.iter().filter(|s| s.answered.is_some()).collect();
        assert_eq!(timed.len(), 1, "{steps:?}");
        let (clock_version, due) = timed[0].answered.unwrap();
        assert_eq!((clock_version, due), (next.version, next.due_ms));
        assert_eq!(timed[0].committed_ms, Some(next.due_ms + 1));
        assert!(steps.iter().all(|s| s.committed_ms.is_some()), "every step says when it was committed");
        let between = steps.iter().filter(|s| s.seat == 0 && s.version > clock_version && s.version < timed[0].version);
        assert_eq!(between.count(), 0, "the clock was the seat's current one");
    }
}

on_both_engines! {
    /// A reminder is claimed just before it is sent, and only for the clock still running: a
    /// candidate read before Alice moved is not sent; her next clock's reminder is, once; and a
    /// keeper whose lease moved on claims none.
    async fn a_reminder_goes_only_for_the_clock_still_running(db: TestDb) {
        let store = db.store().await;
        let sessions = Sessions::new(store.clone());
        let (id, first) = alice_against_the_computer(&sessions, &store).await;
        let half = first.due_ms - 29_000;
        let hold = take(&store, "keeper", half).await.expect("the lease");
        let mut read = sessions.reminders(half, &hold).await.unwrap();
        assert_eq!(read.len(), 1, "Alice's reminder is due");
        let (_, due) = read.remove(0);
        alice_moves(&sessions, id).await;
        assert!(sessions.claim_reminders(due, &hold, half).await.unwrap().is_empty(), "not for a stopped clock");
        let next = store.clocks_of(id).await.unwrap()[0];
        let half = next.due_ms - 29_000;
        let hold = take(&store, "keeper", half).await.expect("still its keeper");
        let (_, due) = sessions.reminders(half, &hold).await.unwrap().remove(0);
        assert_eq!(due.iter().map(|r| r.clock).collect::<Vec<_>>(), [next]);
        let lost = LeaseHold { epoch: hold.epoch + 1, ..hold.clone() };
        assert!(sessions.claim_reminders(due.clone(), &lost, half).await.unwrap().is_empty(), "not by a lost lease");
        assert_eq!(sessions.claim_reminders(due.clone(), &hold, half).await.unwrap().len(), 1);
        assert!(sessions.claim_reminders(due, &hold, half).await.unwrap().is_empty(), "once");
    }
}

on_both_engines! {
    /// A deadline is settled against the deadline that passed and the fixture as it stands: a
    /// deadline moved since the list was read, a fixture kicked off meanwhile, a report sent
    /// afresh, or a lease moved on, change nothing; otherwise it is settled once, with its note.
    async fn a_deadline_is_settled_only_as_it_stands(db: TestDb) {
        let store = db.store().await;
        let p = players(&store, 4).await;
        let mut league = spec("Fenced", round_robin(1), p[0]);
        league.missed_deadline = MissedDeadline::Forfeit;
        let c = ops::create(&store, league, 42).await.unwrap();
        for m in &p {
            ops::join(&store, &c, *m).await.unwrap();
        }
        ops::start(&store, &c, p[0], 0).await.unwrap();
        let season = store.current_season(c.id).await.unwrap();
        let round_one: Vec<_> =
            store.fixtures(season.id).await.unwrap().into_iter().filter(|f| f.spec.pairing.round == 1).collect();
        let (a, b) = (round_one[0].clone(), round_one[1].clone());
        let deadline = a.spec.deadline_ms.expect("a deadline");
        let hold = take(&store, "keeper", deadline).await.expect("the lease");
        let forfeit = |home: bool| DeadlineCall::Result {
            score: touchline::competition::Score {
                home_goals: if home { 3 } else { 0 },
                away_goals: if home { 0 } else { 3 },
                decided_for: None,
            },
            source: ResultSource::Forfeit,
            report: None,
            detail: "test".into(),
        };
        // A's home side was ready, the away side never: the deadline passes... but an admin
        // moved it meanwhile. The settle against the deadline read is refused.
        ops::play_next(&store, &c, a.spec.pairing.home).await.unwrap();
        assert!(store.extend_deadline(c.id, a.id, deadline + 86_400_000, p[0], "a day more").await.unwrap());
        let settled = store.settle_deadline(&c, &a, deadline, &forfeit(true), "note", &hold, deadline + 1).await;
        assert_eq!(settled.unwrap(), None, "the deadline moved");
        assert_eq!(store.fixture(a.id).await.unwrap().unwrap().status, FixtureStatus::Scheduled);
        // B kicked off just after its deadline, before the sweep got to it: refused.
        ops::play_next(&store, &c, b.spec.pairing.home).await.unwrap();
        let kicked_off = ops::play_next(&store, &c, b.spec.pairing.away).await.unwrap();
        assert!(matches!(kicked_off, ops::PlayNext::Start { .. }), "both ready: it kicks off");
        assert_eq!(store.fixture(b.id).await.unwrap().unwrap().status, FixtureStatus::InPlay);
        let settled = store.settle_deadline(&c, &b, deadline, &forfeit(true), "note", &hold, deadline + 1).await;
        assert_eq!(settled.unwrap(), None, "a fixture kicked off is played, not forfeited");
        assert!(store.fixture(b.id).await.unwrap().unwrap().result.is_none());
        // A, at its new deadline: not by a keeper whose lease moved on; then once, with its note.
        let moved = deadline + 86_400_000;
        let lost = LeaseHold { epoch: hold.epoch + 1, until_ms: moved + 10_000, ..hold.clone() };
        let settled = store.settle_deadline(&c, &a, moved, &forfeit(true), "note", &lost, moved + 1).await;
        assert_eq!(settled.unwrap(), None, "a lost lease settles nothing");
        let hold = take(&store, "keeper", moved).await.expect("renewed");
        let note = store.settle_deadline(&c, &a, moved, &forfeit(true), "A forfeited", &hold, moved + 1).await.unwrap();
        assert!(note.is_some());
        let a_now = store.fixture(a.id).await.unwrap().unwrap();
        assert_eq!(a_now.status, FixtureStatus::Played);
        assert_eq!(a_now.result.map(|r| (r.home_goals, r.away_goals, r.source)), Some((3, 0, ResultSource::Forfeit)));
        let again = store.settle_deadline(&c, &a, moved, &forfeit(true), "again", &hold, moved + 2).await;
        assert_eq!(again.unwrap(), None, "settled once");
    }
}

on_both_engines! {
    /// A stranded thread opening is claimed once; one that could not be tidied (its server's
    /// threads not listed) is given back as it was, and the next take-over claims it again.
    async fn a_thread_opening_given_back_is_found_again(db: TestDb) {
        let store = db.store().await;
        let opened = 1_000_000;
        let id = store.note_thread_opening(7, 8, opened).await.unwrap();
        let hold = take(&store, "keeper", opened + 60_000).await.expect("the lease");
        let claimed = store.claim_stranded_openings(opened + 1, false, opened + 60_000, &hold).await.unwrap();
        assert_eq!(claimed.iter().map(|o| (o.id, o.guild_id, o.channel_id, o.opened_ms)).collect::<Vec<_>>(), [(
            id, 7, 8, opened
        )]);
        let again = store.claim_stranded_openings(opened + 1, false, opened + 60_000, &hold).await.unwrap();
        assert!(again.is_empty(), "claimed once");
        store.give_back_opening(&claimed[0]).await.unwrap();
        let hold = take(&store, "keeper", opened + 120_000).await.expect("renewed");
        let later = store.claim_stranded_openings(opened + 1, false, opened + 120_000, &hold).await.unwrap();
        assert_eq!(later.iter().map(|o| (o.guild_id, o.channel_id, o.opened_ms)).collect::<Vec<_>>(), [(7, 8, opened)]);
    }
}

on_both_engines! {
    /// A deadline's note keeps what moving the season on did, in the transaction that did it: a
    /// final forfeited at its deadline ends the season, and the note, found again by a later
    /// keeper (its poster gone), names the champion without the season being moved on again.
    async fn a_deadline_note_keeps_the_champion_it_crowned(db: TestDb) {
        use crate::support::formats::knockout;
        use touchline::leagues::season::{advance, advance_noting, Progress};
        let store = db.store().await;
        let p = players(&store, 2).await;
        let c = ops::create(&store, spec("Final", knockout(1), p[0]), 7).await.unwrap();
        for m in &p {
            ops::join(&store, &c, *m).await.unwrap();
        }
        ops::start(&store, &c, p[0], 0).await.unwrap();
        let season = store.current_season(c.id).await.unwrap();
        let fin = store.fixtures(season.id).await.unwrap().remove(0);
        let deadline = fin.spec.deadline_ms.expect("a deadline");
        let hold = take(&store, "keeper", deadline).await.expect("the lease");
        // The home side was ready, the away side never: the home side goes through.
        ops::play_next(&store, &c, fin.spec.pairing.home).await.unwrap();
        let call = DeadlineCall::Result {
            score: touchline::competition::Score { home_goals: 3, away_goals: 0, decided_for: Some(fin.spec.pairing.home) },
            source: ResultSource::Forfeit,
            report: None,
            detail: "test".into(),
        };
        let note = store.settle_deadline(&c, &fin, deadline, &call, "awarded", &hold, deadline + 1).await.unwrap();
        let note = note.expect("settled");
        let season = store.current_season(c.id).await.unwrap();
        let progress = advance_noting(&store, &c, season, deadline + 2, Some(note)).await.unwrap();
        assert_eq!(progress, Progress { new_fixtures: 0, finished: Some(Some(fin.spec.pairing.home)) });
        // Moved on again, nothing more happens: the note is what still says it.
        let again = advance(&store, &c, store.current_season(c.id).await.unwrap(), deadline + 3).await.unwrap();
        assert_eq!(again, Progress::default());
        let later = deadline + 60_000;
        let hold = take(&store, "next keeper", later).await.expect("the lease, run out and taken");
        let stranded = store.claim_pending_news(later, &hold).await.unwrap();
        let kept: Vec<Progress> = stranded.iter().filter_map(|n| n.progress.as_deref()).map(Progress::from_json).collect();
        assert_eq!(kept, [progress]);
    }
}
