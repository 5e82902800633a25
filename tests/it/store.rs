//! The store against a real database, on both engines (a SQLite file and a Postgres database)
//! unless a test is about one of them.

use touchline::clock::{OnTimeout, TurnClock};
use touchline::session::{computer_choice, NewMatch, SessionError, Sessions};
use touchline::store::tables::{Computers, NewTable};
use touchline::store::{Location, Store, StoreError};
use touchline_games::chance::Draw;
use touchline_games::kix::{Config, Format};
use touchline_games::players::Brain;
use touchline_games::players::Occupant;
use touchline_games::{AnyConfig, AnyInput, Command, GameKind, Options};

use crate::support::engines::{ask_seat, keep_clocks, on_both_engines, TestDb};
use crate::support::postgres;

/// The use-cases over a fresh database, and the store under them for the checks.
struct Both {
    sessions: Sessions,
    store: Store,
}

impl std::ops::Deref for Both {
    type Target = Sessions;
    fn deref(&self) -> &Sessions {
        &self.sessions
    }
}

impl Both {
    /// A five-a-side KIX match of `person` (home) against the computer, started from `seed`.
    async fn kix_against_the_computer(&self, person: i64, seed: u64) -> touchline::session::Started {
        let seats = vec![Occupant::Person(person), Occupant::Computer(Brain::Normal)];
        self.start(NewMatch::new(kix(Format::Five), seats, seed)).await.unwrap()
    }

    /// A five-a-side KIX match of two random computers, started from `seed`.
    async fn random_kix(&self, seed: u64) -> touchline::session::Started {
        let seats = vec![Occupant::Computer(Brain::Random); 2];
        self.start(NewMatch::new(kix(Format::Five), seats, seed)).await.unwrap()
    }
}

async fn fresh(db: &TestDb) -> Both {
    let store = db.store().await;
    Both { sessions: Sessions::new(store.clone()), store }
}

fn kix(format: Format) -> AnyConfig {
    AnyConfig::Kix(Config { format, ..Config::default() })
}

/// The test game over `rounds` rounds.
fn tally(rounds: u32) -> AnyConfig {
    AnyConfig::from_options(GameKind::Tally, &Options::parse(&format!("rounds={rounds}"))).unwrap()
}

/// A minute a move; the computer moves for a seat whose time runs out.
const A_MINUTE: TurnClock = TurnClock { turn_seconds: 60, on_timeout: OnTimeout::AutoMove };

/// A table of one round of the test game in channel 2 of server 1, hosted by `host`.
fn tally_table(host: i64, computers: Computers) -> NewTable {
    NewTable { guild_id: Some(1), channel_id: 2, host, config: tally(1), clock: A_MINUTE, computers }
}

// SQLite only: WAL is SQLite's journal; Postgres keeps its own.
#[tokio::test]
async fn the_database_runs_in_wal_mode() {
    let db = TestDb::sqlite();
    let s = fresh(&db).await;
    assert_eq!(s.store.journal_mode().await.unwrap(), "wal");
}

on_both_engines! {
    async fn players_are_recorded_once_and_renamed(db: TestDb) {
        let s = fresh(&db).await;
        let a = s.store.upsert_player("1001", "Alice").await.unwrap();
        let again = s.store.upsert_player("1001", "Alice the Great").await.unwrap();
        assert_eq!(a, again);
        assert_eq!(s.store.player_name(a).await.unwrap().as_deref(), Some("Alice the Great"));
    }
}

on_both_engines! {
    async fn a_started_match_is_stored_with_its_seats(db: TestDb) {
        let s = fresh(&db).await;
        let alice = s.store.upsert_player("1", "Alice").await.unwrap();
        let started = s.kix_against_the_computer(alice, 42).await;
        let stored = s.load(started.id).await.unwrap();
        assert_eq!(stored.state, started.state);
        assert_eq!(stored.seating.occupants(), vec![Occupant::Person(alice), Occupant::Computer(Brain::Normal)]);
        assert_eq!(stored.seating.names(touchline_i18n::Lang::En), ["Alice", "Computer (normal)"]);
        assert_eq!(s.store.live_matches().await.unwrap(), vec![started.id]);
        // The deal is on record: two pack seeds and two shuffles of 60 cards.
        let setup = s.store.setup_chance(started.id).await.unwrap();
        let shuffles = setup.iter().filter(|d| matches!(d, Draw::Shuffle { order } if order.len() == 60)).count();
        assert_eq!(shuffles, 2, "{setup:?}");
    }
}

on_both_engines! {
    async fn every_step_is_committed_with_its_log_row(db: TestDb) {
        let s = fresh(&db).await;
        let started = s.random_kix(9).await;
        let acted = s.play_computer_seats(started.id).await.unwrap();
        let stored = s.load(started.id).await.unwrap();
        assert!(stored.state.status().outcome().is_some(), "played to the end");
        assert_eq!(stored.state.version() as usize, acted.len());
        let steps = s.store.steps(started.id).await.unwrap();
        assert_eq!(steps.len(), acted.len());
        for (i, (version, _, command, _)) in steps.iter().enumerate() {
            assert_eq!(*version, i as i64 + 1);
            let command: Command<AnyInput> = serde_json::from_str(command).unwrap();
            assert_eq!(command, acted[i].step.command());
        }
        assert!(s.store.live_matches().await.unwrap().is_empty());
    }
}

on_both_engines! {
    async fn a_stale_version_is_refused_and_changes_nothing(db: TestDb) {
        let s = fresh(&db).await;
        let started = s.random_kix(5).await;
        let m = started.state.clone();
        let input = computer_choice(&m, 0, Brain::Random).unwrap();
        s.act(started.id, 0, Command::Play(input.clone()), Some(0)).await.unwrap();
        // The same click again, on the old board: refused, nothing applied twice.
        match s.act(started.id, 0, Command::Play(input), Some(0)).await {
            Err(SessionError::Stale { current: 1 }) => {}
            other => panic!("expected a stale refusal, got {:?}", other.map(|_| ())),
        }
        assert_eq!(s.load(started.id).await.unwrap().state.version(), 1);
        assert_eq!(s.store.steps(started.id).await.unwrap().len(), 1);
    }
}

on_both_engines! {
    /// A rematch is refused, in the asker's language, to someone who did not play the match and
    /// while the match is still being played.
    async fn a_rematch_is_refused_in_the_askers_language(db: TestDb) {
        use touchline::session::Rematch;
        use touchline_i18n::Lang;
        let s = fresh(&db).await;
        let alice = s.store.upsert_player("1", "Alice").await.unwrap();
        let started = s.kix_against_the_computer(alice, 3).await;
        let refusal = |asked: Rematch| match asked {
            Rematch::Refused(text) => text,
            Rematch::Claimed { .. } => panic!("a rematch was claimed"),
        };
        let stranger = refusal(s.rematch(started.id, 99, Lang::De).await.unwrap());
        assert_eq!(stranger, "Nur wer diese Partie spielt, kann eine Revanche verlangen.");
        let early = refusal(s.rematch(started.id, 1, Lang::Fr).await.unwrap());
        assert!(early.starts_with("Ce match est encore en cours"), "{early}");
        let early = refusal(s.rematch(started.id, 1, Lang::En).await.unwrap());
        assert!(early.starts_with("This match is still being played"), "{early}");
    }
}

on_both_engines! {
    async fn two_racing_writers_apply_exactly_once(db: TestDb) {
        let s = fresh(&db).await;
        let started = s.random_kix(5).await;
        let m = started.state.clone();
        // Two copies of the match, each applying a move for seat 0 against version 0.
        let mut a = m.clone();
        let mut b = m.clone();
        let ia = computer_choice(&m, 0, Brain::Random).unwrap();
        let step_a = a.apply(0, Command::Play(ia.clone())).unwrap();
        let step_b = b.apply(0, Command::Play(ia)).unwrap();
        let (ra, rb) = tokio::join!(
            s.store.commit_step(started.id, 0, &a, &step_a),
            s.store.commit_step(started.id, 0, &b, &step_b)
        );
        let oks = [ra.is_ok(), rb.is_ok()].iter().filter(|x| **x).count();
        assert_eq!(oks, 1, "exactly one commit wins");
        assert!(matches!(ra.err().or(rb.err()), Some(StoreError::VersionConflict { current: 1 })));
        assert_eq!(s.store.steps(started.id).await.unwrap().len(), 1);
    }
}

on_both_engines! {
    async fn a_rule_error_is_for_the_player_and_changes_nothing(db: TestDb) {
        let s = fresh(&db).await;
        let started = s.random_kix(5).await;
        let bad = AnyInput::Kix(touchline_games::kix::Input::Play { card: 250 });
        match s.act(started.id, 0, Command::Play(bad), None).await {
            Err(SessionError::Rule(e)) => assert!(e.to_string().contains("not in your hand"), "{e}"),
            other => panic!("{:?}", other.map(|_| ())),
        }
        assert_eq!(s.load(started.id).await.unwrap().state.version(), 0);
    }
}

on_both_engines! {
    async fn an_unknown_match_is_named(db: TestDb) {
        let s = fresh(&db).await;
        match s.load(77).await {
            Err(SessionError::Store(StoreError::NoSuchMatch(77))) => {}
            other => panic!("{:?}", other.map(|_| ())),
        }
    }
}

on_both_engines! {
    async fn an_applied_move_spends_the_seats_prompt_in_the_same_commit(db: TestDb) {
        let s = fresh(&db).await;
        let started = s.random_kix(5).await;
        s.store.set_dm_channel(started.id, 0, 77).await.unwrap();
        let input = computer_choice(&started.state, 0, Brain::Random).unwrap();
        s.act(started.id, 0, Command::Play(input), Some(0)).await.unwrap();
        let after = s.store.seat_contact(started.id, 0).await.unwrap();
        assert_eq!(after.prompt_version, 1, "controls issued before the move are out of date");
        assert_eq!(after.dm_channel_id, Some(77));
        // An older prompt version never moves it back; closing the DMs keeps the rest.
        s.store.set_prompt_version(started.id, 0, 0).await.unwrap();
        s.store.set_dm_closed(started.id, 0).await.unwrap();
        let after = s.store.seat_contact(started.id, 0).await.unwrap();
        assert_eq!((after.prompt_version, after.dm_channel_id, after.dm_closed), (1, Some(77), true));
    }
}

on_both_engines! {
    async fn a_running_turn_clock_keeps_its_time_when_its_seat_is_asked_again(db: TestDb) {
        let s = fresh(&db).await;
        let alice = s.store.upsert_player("1", "Alice").await.unwrap();
        let started = s.kix_against_the_computer(alice, 7).await;
        let id = started.id;
        let hold = keep_clocks(&s.store, 1_000).await;
        assert_eq!(ask_seat(&s.store, id, 0, 0, (1_000, 3_000)).await, Some(3_000));
        // Resuming (nothing played): the clock is left as it was, reminder and all.
        let clock = s.store.clocks_to_remind(2_000).await.unwrap()[0].clock;
        assert!(s.store.mark_reminded(&clock, &hold, 2_000).await.unwrap());
        assert_eq!(ask_seat(&s.store, id, 0, 0, (2_500, 4_500)).await, Some(3_000));
        assert!(s.store.clocks_to_remind(2_600).await.unwrap().is_empty(), "reminded once only");
        let due: Vec<(i64, usize, i64)> =
            s.store.expired_clocks(3_000).await.unwrap().iter().map(|c| (c.match_id, c.seat, c.due_ms)).collect();
        assert_eq!(due, vec![(id, 0, 3_000)]);
        // Once stopped, the seat's next clock is a fresh one, with a fresh reminder.
        s.store.drop_clock(&clock).await.unwrap();
        assert_eq!(ask_seat(&s.store, id, 0, 0, (5_000, 7_000)).await, Some(7_000));
        assert!(s.store.expired_clocks(6_999).await.unwrap().is_empty());
        assert_eq!(s.store.clocks_to_remind(6_000).await.unwrap().len(), 1);
        // A seat asked for its move without a clock gets one, for the version the match is at.
        assert_eq!(ask_seat(&s.store, id, 1, 0, (5_000, 6_000)).await, Some(6_000));
        assert_eq!(s.store.expired_clocks(6_000).await.unwrap().iter().map(|c| c.seat).collect::<Vec<_>>(), vec![1]);
        // For a version the match is no longer at, none is started: a commit since set the clocks.
        s.store.drop_clock(&s.store.clocks_of(id).await.unwrap()[1]).await.unwrap();
        assert_eq!(ask_seat(&s.store, id, 1, 7, (5_000, 6_000)).await, None);
        assert_eq!(s.store.clocks_of(id).await.unwrap().len(), 1);
    }
}

on_both_engines! {
    async fn the_overview_counts_live_matches_and_clocks_and_the_heartbeat_is_a_write(db: TestDb) {
        let s = fresh(&db).await;
        assert_eq!(s.store.overview(0).await.unwrap(), touchline::store::Overview::default());
        let alice = s.store.upsert_player("1", "Alice").await.unwrap();
        let bob = s.store.upsert_player("2", "Bob").await.unwrap();
        let id = s
            .start(NewMatch::new(kix(Format::Five), vec![Occupant::Person(alice), Occupant::Person(bob)], 7))
            .await
            .unwrap()
            .id;
        ask_seat(&s.store, id, 0, 0, (1_000, 3_000)).await;
        ask_seat(&s.store, id, 1, 0, (1_000, 9_000)).await;
        s.store.heartbeat(4_000).await.unwrap();
        let overview = s.store.overview(5_000).await.unwrap();
        assert_eq!(overview.live_matches, vec![("kix".to_string(), 1)]);
        assert_eq!((overview.clocks_running, overview.clocks_due, overview.next_due_ms), (2, 1, Some(9_000)));
        assert_eq!(overview.heartbeat_ms, Some(4_000));

        // The operator's read-only look sees the same, and cannot write.
        let look = Store::open_existing(&db.location()).await.unwrap();
        assert_eq!(look.overview(5_000).await.unwrap(), overview);
        assert!(look.heartbeat(6_000).await.is_err(), "a read-only look writes nothing");
        assert_eq!(s.store.overview(5_000).await.unwrap().heartbeat_ms, Some(4_000));
    }
}

// SQLite only: a missing Postgres database is the server's refusal, tested with the URLs below.
#[tokio::test]
async fn an_operators_look_at_a_missing_file_makes_no_database() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("none.db");
    assert!(Store::open_existing(&Location::Sqlite(missing.clone())).await.is_err());
    assert!(!missing.exists());
}

on_both_engines! {
    /// A table of three (the test game): everyone is prompted and clocked, the one who chose is not
    /// asked again, the computer's seat moves by itself, and a finished match of three is not rated.
    async fn a_table_of_three_is_prompted_clocked_and_left_out_of_ratings(db: TestDb) {
        let s = fresh(&db).await;
        let ann = s.store.upsert_player("1", "Ann").await.unwrap();
        let bob = s.store.upsert_player("2", "Bob").await.unwrap();
        let config = tally(2);
        let thread = crate::support::match_thread(1, 2, 3, A_MINUTE);
        let seats = vec![Occupant::Person(ann), Occupant::Computer(Brain::Normal), Occupant::Person(bob)];
        let new = NewMatch { thread: Some(thread), ..NewMatch::new(config, seats, 4) };
        let kick_off = s.kick_off(new).await.unwrap();
        let id = kick_off.stored.id;
        // The computer chose at once; both people are prompted, with a clock each.
        assert_eq!(kick_off.steps.len(), 1, "the computer's pick");
        assert_eq!(kick_off.prompted(), vec![0, 2]);
        assert_eq!(s.store.expired_clocks(i64::MAX).await.unwrap().iter().map(|c| c.seat).collect::<Vec<_>>(), [0, 2]);
        assert_eq!(
            touchline::discord::compose::waiting(&kick_off.stored).as_deref(),
            Some("Waiting for <@1>, <@2> (chosen: Computer (normal) ✓).")
        );
        // Ann chooses: nobody new to prompt (Bob holds his prompt), her clock stops.
        let stored = s.load(id).await.unwrap();
        let pick = stored.state.legal_inputs(0).remove(0);
        let after = s.play(stored, 0, Command::Play(pick)).await.unwrap();
        assert!(after.prompts.is_empty(), "{:?}", after.prompts);
        assert_eq!(s.store.expired_clocks(i64::MAX).await.unwrap().iter().map(|c| c.seat).collect::<Vec<_>>(), [2]);
        // Bob's pick completes the round: a board is due and both people are asked again.
        let stored = s.load(id).await.unwrap();
        let pick = stored.state.legal_inputs(2).remove(0);
        let round = s.play(stored, 2, Command::Play(pick)).await.unwrap();
        assert!(round.new_board(), "a round revealed");
        assert!(round.lines().iter().any(|l| l.starts_with("Round 1: Ann ")), "{:?}", round.lines());
        assert_eq!(round.prompted(), vec![0, 2]);
        // To the end: the result names all three, and nothing is rated.
        let mut update = round;
        while update.stored.state.status().outcome().is_none() {
            let stored = s.load(id).await.unwrap();
            let seat = stored.state.status().to_act().iter().next().unwrap();
            let input = computer_choice(&stored.state, seat, Brain::Random).unwrap();
            update = s.play(stored, seat, Command::Play(input)).await.unwrap();
        }
        assert!(update.ended);
        assert!(update.lines().iter().any(|l| l.starts_with("Final score: Ann ") && l.contains(" · Computer ")));
        assert!(s.store.ratings(GameKind::Tally).await.unwrap().is_empty());
        assert!(s.store.expired_clocks(i64::MAX).await.unwrap().is_empty(), "no clock runs after the end");
    }
}

on_both_engines! {
    /// A table's start and a rematch are claims settled by the match that answers them, in the
    /// transaction that stores it; claims a stop left without a match are given back, and a start
    /// is never claimed short of the game's minimum.
    async fn table_and_rematch_claims_are_settled_with_their_match_or_given_back(db: TestDb) {
        use touchline::store::{Origin, TableStatus};
        use touchline::tables::{self, Gathering};
        let s = fresh(&db).await;
        let [ann, bob, cy] = [("1", "Ann"), ("2", "Bob"), ("3", "Cy")];
        let ann = s.store.upsert_player(ann.0, ann.1).await.unwrap();
        let bob = s.store.upsert_player(bob.0, bob.1).await.unwrap();
        let cy = s.store.upsert_player(cy.0, cy.1).await.unwrap();
        let config = tally(1);
        let new = || tally_table(ann, Computers::NONE);

        // An open table with its host alone: no start can be claimed below Tally's two.
        let table = tables::open(&s.store, new()).await.unwrap();
        assert!(!s.store.claim_table_start(table.id, 2).await.unwrap(), "one seated, two needed");
        assert!(matches!(tables::join(&s.store, table.id, bob).await.unwrap(), Gathering::Waiting(_)));
        assert!(s.store.claim_table_start(table.id, 2).await.unwrap());
        assert!(!s.store.claim_table_start(table.id, 2).await.unwrap(), "claimed once");
        // The bot stops before the match is stored: the table gathers again, everyone still there.
        assert_eq!(s.store.give_back_every_claim().await.unwrap().tables, vec![table.id]);
        let again = s.store.table(table.id).await.unwrap().unwrap();
        assert_eq!((again.status, again.seats.len()), (TableStatus::Open, 2));
        // This time the match is stored: the table is started with it, and nothing is stranded.
        let Gathering::Start(table) = tables::start(&s.store, table.id, ann).await.unwrap() else { panic!("starts") };
        let seats = table.seats.iter().map(|seat| Occupant::Person(seat.player)).collect();
        let started = s.start(NewMatch { origin: Origin::Table(table.id), ..NewMatch::new(config.clone(), seats, 3) });
        let match_id = started.await.unwrap().id;
        let table = s.store.table(table.id).await.unwrap().unwrap();
        assert_eq!((table.status, table.match_id), (TableStatus::Started, Some(match_id)));
        assert!(s.store.give_back_every_claim().await.unwrap().tables.is_empty());

        // A challenge's host is told who is still to answer; a leave at the wrong moment can't
        // start it short either.
        let challenge = tables::challenge(&s.store, new(), &[bob, cy]).await.unwrap();
        match tables::answer(&s.store, challenge.id, ann, true).await {
            Err(tables::TableError::Refused(text)) => {
                assert_eq!(text.to_string(), "You set this table; it starts once Bob, Cy have all accepted.")
            }
            other => panic!("{other:?}"),
        }
        assert!(!s.store.claim_table_start(challenge.id, 2).await.unwrap(), "not everyone has accepted");

        // A rematch claimed and never stored is given back; one stored with its match stays.
        assert!(s.store.claim_rematch(match_id).await.unwrap());
        assert_eq!(s.store.give_back_every_claim().await.unwrap().rematches, vec![match_id]);
        assert!(s.store.claim_rematch(match_id).await.unwrap(), "the button works again");
        let seats = vec![Occupant::Person(bob), Occupant::Person(ann)];
        let rematch = s.start(NewMatch { origin: Origin::Rematch(match_id), ..NewMatch::new(config, seats, 4) });
        rematch.await.unwrap();
        assert_eq!(s.store.give_back_every_claim().await.unwrap().rematches, Vec::<i64>::new());
        assert!(!s.store.claim_rematch(match_id).await.unwrap(), "one rematch");
    }
}

on_both_engines! {
    /// An open table keeping seats for the computer: they are stored with it, count towards
    /// its start and its fill, and come back with it when a stop strands its start.
    async fn an_open_tables_computer_seats_count_and_survive_a_stop(db: TestDb) {
        use touchline::store::TableStatus;
        use touchline::tables::{self, Gathering, TableError};
        let s = fresh(&db).await;
        let ann = s.store.upsert_player("1", "Ann").await.unwrap();
        let bob = s.store.upsert_player("2", "Bob").await.unwrap();
        let cy = s.store.upsert_player("3", "Cy").await.unwrap();
        // Tally takes two to four: two computers leave room for the host and one more person.
        let computers = Computers { count: 2, brain: Brain::Hard };
        let new = tally_table(ann, computers);
        let table = tables::open(&s.store, new).await.unwrap();
        assert_eq!(table.computers, computers);
        let hard = Occupant::Computer(Brain::Hard);
        assert_eq!(table.occupants(), vec![Occupant::Person(ann), hard, hard]);

        // The host with two computers reaches Tally's two: the host may start at once. Claimed,
        // then stranded by a stop: it gathers again with its computers.
        let Gathering::Start(_) = tables::start(&s.store, table.id, ann).await.unwrap() else { panic!("starts") };
        assert_eq!(s.store.give_back_every_claim().await.unwrap().tables, vec![table.id]);
        let again = s.store.table(table.id).await.unwrap().unwrap();
        assert_eq!((again.status, again.computers), (TableStatus::Open, computers));

        // Bob's seat fills it (two people, two computers): it starts by itself, and Cy is too late.
        let Gathering::Start(full) = tables::join(&s.store, table.id, bob).await.unwrap() else { panic!("full") };
        assert_eq!(full.occupants(), vec![Occupant::Person(ann), Occupant::Person(bob), hard, hard]);
        assert!(matches!(tables::join(&s.store, table.id, cy).await, Err(TableError::Refused(_))));
        assert!(s.store.table(table.id).await.unwrap().unwrap().seats.len() == 2, "nobody else sat down");

        // A table without computers keeps none.
        let plain = tally_table(cy, Computers::NONE);
        let plain = tables::open(&s.store, plain).await.unwrap();
        assert_eq!(plain.computers.count, 0);
        assert_eq!(plain.occupants(), vec![Occupant::Person(cy)]);
    }
}

/// A database written by the version before tables, holding a challenge of each kind: open
/// (Alice → Bob), declined (Bob → Carol), accepted and played (Alice → Carol, match 1), and
/// accepted with no match linked (Carol → Bob). Opening it moves them onto tables with the same
/// ids, so the buttons already posted keep working.
// SQLite only: the fixture is a SQLite file of a version before Postgres was supported.
#[tokio::test]
async fn challenges_of_the_previous_version_become_tables() {
    use touchline::store::tables::Answer;
    use touchline::store::TableStatus;
    use touchline::tables::{self, Gathering};
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("touchline.db");
    std::fs::copy(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/previous-challenges.db"), &path).unwrap();
    let store = Store::open(&path).await.unwrap();
    let player = |id: &str| {
        let store = store.clone();
        let id = id.to_string();
        async move { store.upsert_player(&id, "").await.unwrap() }
    };
    let (alice, bob, carol) = (player("501").await, player("502").await, player("503").await);
    let seats = |t: &touchline::store::Table| t.seats.iter().map(|s| (s.player, s.answer)).collect::<Vec<_>>();

    let open = store.table(1).await.unwrap().unwrap();
    assert_eq!((open.status, open.open, open.host, open.channel_id), (TableStatus::Open, false, alice, 7));
    assert_eq!(seats(&open), [(alice, Answer::Accepted), (bob, Answer::Invited)]);
    let declined = store.table(2).await.unwrap().unwrap();
    assert_eq!(declined.status, TableStatus::Declined);
    assert_eq!(seats(&declined), [(bob, Answer::Accepted), (carol, Answer::Declined)]);
    let played = store.table(3).await.unwrap().unwrap();
    assert_eq!((played.status, played.match_id), (TableStatus::Started, Some(1)));
    let stranded = store.table(4).await.unwrap().unwrap();
    assert_eq!((stranded.status, stranded.guild_id), (TableStatus::Cancelled, None));
    assert!(store.give_back_every_claim().await.unwrap().tables.is_empty(), "nothing is offered twice");

    // The open challenge's Accept still works: Bob's click starts it.
    assert!(matches!(tables::answer(&store, 1, bob, true).await.unwrap(), Gathering::Start(_)));
}

/// Ready after `n` turns of the runtime (each lets it poll its other work and the I/O).
async fn turns(n: u64) {
    for _ in 0..n {
        tokio::task::yield_now().await;
    }
}

on_both_engines! {
    /// A commit whose caller stops waiting part way (its future dropped at some point of the
    /// transaction) leaves either the whole step or none of it, and nothing open: the step can be
    /// committed again (or is found already made), and the state and the log agree.
    async fn a_commit_abandoned_part_way_leaves_all_of_it_or_none(db: TestDb) {
        let s = fresh(&db).await;
        let started = s.random_kix(12).await;
        let id = started.id;
        let (mut abandoned, mut landed) = (0, 0);
        for i in 0..200u64 {
            let m = s.load(id).await.unwrap().state;
            assert_eq!(s.store.steps(id).await.unwrap().len() as u64, m.version(), "the log agrees with the state");
            if m.status().outcome().is_some() {
                assert!(abandoned > 0, "some commits were abandoned part way");
                return;
            }
            let seat = m.status().to_act().iter().next().unwrap();
            let mut next = m.clone();
            let step = next.apply(seat, Command::Play(computer_choice(&m, seat, Brain::Random).unwrap())).unwrap();
            // Given up after a varying number of the runtime's turns: after its first poll, part
            // way, or after the end. Counted in turns, not time: a busy machine that makes every
            // commit outlast a timer's tick would otherwise never give one up.
            tokio::select! {
                biased;
                done = s.store.commit_step(id, m.version(), &next, &step) => done.map(|_| landed += 1).unwrap(),
                () = turns(i * 37 % 100) => abandoned += 1,
            }
            // Whatever was left, the step is made now or was made then. On Postgres the abandoned
            // statement may still be running on the server: the retry waits for its row.
            match s.store.commit_step(id, m.version(), &next, &step).await {
                Ok(()) => {}
                Err(StoreError::VersionConflict { current }) if current == next.version() as i64 => {}
                Err(e) => panic!("step {}: {e}", next.version()),
            }
            let now = s.load(id).await.unwrap().state;
            assert_eq!(now, next, "the whole step");
            assert_eq!(s.store.steps(id).await.unwrap().len() as u64, now.version(), "all of the step or none");
        }
        panic!("the match did not finish ({abandoned} abandoned, {landed} landed)");
    }
}

on_both_engines! {
    /// Two people who played in the terminal (`touchline play --db`): their match is stored, sealed
    /// and replayable, but they are not Discord players: no rating comes of it.
    async fn a_terminal_match_between_people_is_kept_but_not_rated(db: TestDb) {
        let s = fresh(&db).await;
        let (ann, bob) = (s.store.local_player("Ann").await.unwrap(), s.store.local_player("Bob").await.unwrap());
        assert_eq!(s.store.local_player("Ann").await.unwrap(), ann, "one player per name");
        let started = s
            .start(NewMatch::new(kix(Format::Five), vec![Occupant::Person(ann), Occupant::Person(bob)], 3))
            .await
            .unwrap();
        let mut state = started.state.clone();
        while let Some(seat) = state.status().to_act().iter().next() {
            let before = state.version();
            let input = computer_choice(&state, seat, Brain::Normal).map(Command::Play).unwrap_or(Command::AutoMove);
            let step = state.apply(seat, input).unwrap();
            s.store.commit_step(started.id, before, &state, &step).await.unwrap();
        }
        let stored = s.load(started.id).await.unwrap();
        assert_eq!(stored.seating.names(touchline_i18n::Lang::En), ["Ann", "Bob"]);
        assert!(stored.seating.people().next().is_none(), "no Discord user to reach");
        assert!(s.store.ratings(touchline_games::GameKind::parse("kix").unwrap()).await.unwrap().is_empty());
        let record = s.store.match_record(started.id).await.unwrap();
        assert!(record.finished && record.seal_reveal().unwrap().seed == Some(3));
        assert!(touchline::replay::load(&s.store, started.id).await.is_ok());
    }
}

on_both_engines! {
    /// Two processes on one database (two stores, two pools) commit the same move at the same
    /// moment, over and over: each time one commit lands, the other is told the match moved on, and
    /// the log holds the step once.
    async fn two_stores_on_one_database_commit_a_step_once(db: TestDb) {
        let (one, two) = (db.store().await, db.store().await);
        let sessions = Sessions::new(one.clone());
        for seed in 0..20 {
            let seats = vec![Occupant::Computer(Brain::Random); 2];
            let started = sessions.start(NewMatch::new(kix(Format::Five), seats, seed)).await.unwrap();
            let mut next = started.state.clone();
            let input = computer_choice(&started.state, 0, Brain::Random).unwrap();
            let step = next.apply(0, Command::Play(input)).unwrap();
            let (a, b) = tokio::join!(
                one.commit_step(started.id, 0, &next, &step),
                two.commit_step(started.id, 0, &next, &step)
            );
            match (a, b) {
                (Ok(()), Err(StoreError::VersionConflict { current: 1 }))
                | (Err(StoreError::VersionConflict { current: 1 }), Ok(())) => {}
                (a, b) => panic!("match {seed}: expected one commit and one conflict, got {a:?} and {b:?}"),
            }
            let versions: Vec<i64> = two.steps(started.id).await.unwrap().iter().map(|s| s.0).collect();
            assert_eq!(versions, [1], "match {seed}: the step is logged once");
            assert_eq!(one.load_match(started.id).await.unwrap().state, next);
        }
    }
}

on_both_engines! {
    /// A lease is held by one holder until it runs out or is given back; its holder renews it
    /// without losing when it took it, and each taking by another holder raises its epoch.
    async fn a_lease_is_held_by_one_process_at_a_time(db: TestDb) {
        use touchline::store::leases::Lease;
        const TTL: i64 = 30_000;
        let (one, two) = (db.store().await, db.store().await);
        let lease = |holder: &str, taken_ms, until_ms, epoch| Lease {
            name: "clocks".to_string(),
            holder: holder.to_string(),
            taken_ms,
            until_ms,
            epoch,
        };
        assert_eq!(one.take_lease("clocks", "one", 1_000, TTL).await.unwrap(), Some(1));
        assert_eq!(two.take_lease("clocks", "two", 2_000, TTL).await.unwrap(), None, "held by the first");
        assert_eq!(one.take_lease("clocks", "one", 10_000, TTL).await.unwrap(), Some(1), "renewed by its holder");
        assert_eq!(two.leases().await.unwrap(), [lease("one", 1_000, 40_000, 1)]);
        assert_eq!(two.take_lease("clocks", "two", 39_999, TTL).await.unwrap(), None, "still running");
        // Not renewed in time: it runs out at `until_ms`, and the second takes it over.
        assert_eq!(two.take_lease("clocks", "two", 40_000, TTL).await.unwrap(), Some(2));
        assert_eq!(one.leases().await.unwrap(), [lease("two", 40_000, 70_000, 2)]);
        assert_eq!(one.take_lease("clocks", "one", 40_001, TTL).await.unwrap(), None, "the first has lost it");
        // Only its holder gives it back, and then it is free at once; the next taking still
        // raises the epoch.
        one.release_lease("clocks", "one").await.unwrap();
        assert_eq!(two.leases().await.unwrap(), [lease("two", 40_000, 70_000, 2)]);
        two.release_lease("clocks", "two").await.unwrap();
        assert_eq!(one.leases().await.unwrap(), [lease("two", 40_000, 0, 2)]);
        assert_eq!(one.take_lease("clocks", "one", 40_002, TTL).await.unwrap(), Some(3));
        assert_eq!(two.leases().await.unwrap(), [lease("one", 40_002, 70_002, 3)]);
    }
}

on_both_engines! {
    /// Eight takers over two processes reach for a lease nobody holds at the same moment: one
    /// gets it.
    async fn a_fresh_lease_goes_to_one_of_many_takers(db: TestDb) {
        let stores = [db.store().await, db.store().await];
        let mut takers = tokio::task::JoinSet::new();
        for i in 0..8 {
            let store = stores[i % 2].clone();
            takers.spawn(async move { (i, store.take_lease("deadlines", &format!("taker {i}"), 5_000, 30_000).await) });
        }
        let mut winners = Vec::new();
        while let Some(taken) = takers.join_next().await {
            let (i, taken) = taken.unwrap();
            if taken.unwrap().is_some() {
                winners.push(i);
            }
        }
        assert_eq!(winners.len(), 1, "{winners:?}");
        let held = stores[0].leases().await.unwrap();
        assert_eq!(held.len(), 1);
        assert_eq!(held[0].holder, format!("taker {}", winners[0]));
    }
}

on_both_engines! {
    /// Two processes look at a clock past half its time at once: one of them claims its reminder,
    /// and it is not listed again.
    async fn a_reminder_is_claimed_once(db: TestDb) {
        let (one, two) = (db.store().await, db.store().await);
        let sessions = Sessions::new(one.clone());
        let alice = one.upsert_player("1", "Alice").await.unwrap();
        for seed in 0..10 {
            let seats = vec![Occupant::Person(alice), Occupant::Computer(Brain::Normal)];
            let id = sessions.start(NewMatch::new(kix(Format::Five), seats, seed)).await.unwrap().id;
            ask_seat(&one, id, 0, 0, (1_000, 3_000)).await;
            let due: Vec<_> = two.clocks_to_remind(2_000).await.unwrap().iter().map(|c| c.clock).collect();
            assert_eq!(due.iter().map(|c| (c.match_id, c.seat)).collect::<Vec<_>>(), [(id, 0)]);
            let hold = keep_clocks(&one, 1_000).await;
            let (a, b) = tokio::join!(one.mark_reminded(&due[0], &hold, 2_000), two.mark_reminded(&due[0], &hold, 2_000));
            assert!(a.unwrap() ^ b.unwrap(), "match {id}: exactly one claim");
            assert!(one.clocks_to_remind(2_500).await.unwrap().is_empty());
            assert!(two.clocks_to_remind(2_500).await.unwrap().is_empty());
        }
    }
}

/// A migration from the future, as a newer Touchline would have left it.
const FUTURE_MIGRATION: i64 = 99_991_231_000_000;

/// The versions in the migrations table, read with the engine's own driver.
async fn applied_migrations(location: &Location) -> Vec<i64> {
    const SELECT: &str = "SELECT version FROM _sqlx_migrations ORDER BY version";
    match location {
        Location::Sqlite(path) => {
            let pool = sqlx::SqlitePool::connect_with(sqlx::sqlite::SqliteConnectOptions::new().filename(path));
            let pool = pool.await.unwrap();
            let versions = sqlx::query_scalar(SELECT).fetch_all(&pool).await.unwrap();
            pool.close().await;
            versions
        }
        Location::Postgres(url) => {
            let pool = sqlx::PgPool::connect(url).await.unwrap();
            let versions = sqlx::query_scalar(SELECT).fetch_all(&pool).await.unwrap();
            pool.close().await;
            versions
        }
    }
}

/// Record [`FUTURE_MIGRATION`] as applied, with the engine's own driver.
async fn add_future_migration(location: &Location) {
    const INSERT: &str = "INSERT INTO _sqlx_migrations (version, description, success, checksum, execution_time)
                          VALUES ($1, 'from a newer build', TRUE, $2, 0)";
    let checksum = vec![0u8; 48];
    match location {
        Location::Sqlite(path) => {
            let pool = sqlx::SqlitePool::connect_with(sqlx::sqlite::SqliteConnectOptions::new().filename(path));
            let pool = pool.await.unwrap();
            sqlx::query(INSERT).bind(FUTURE_MIGRATION).bind(checksum).execute(&pool).await.unwrap();
            pool.close().await;
        }
        Location::Postgres(url) => {
            let pool = sqlx::PgPool::connect(url).await.unwrap();
            sqlx::query(INSERT).bind(FUTURE_MIGRATION).bind(checksum).execute(&pool).await.unwrap();
            pool.close().await;
        }
    }
}

on_both_engines! {
    /// A database a newer build has migrated is refused, naming both versions, and left as it was.
    async fn a_schema_newer_than_this_build_is_refused(db: TestDb) {
        let store = db.store().await;
        let ann = store.upsert_player("1", "Ann").await.unwrap();
        store.close().await;
        let known = *applied_migrations(&db.location()).await.last().unwrap();
        add_future_migration(&db.location()).await;
        let before = applied_migrations(&db.location()).await;

        match Store::connect(&db.location()).await {
            Err(StoreError::SchemaTooNew { found, known: this_build }) => {
                assert_eq!((found, this_build), (FUTURE_MIGRATION, known))
            }
            Err(e) => panic!("expected the schema to be refused as too new, got {e}"),
            Ok(_) => panic!("a schema newer than this build was opened"),
        }
        assert_eq!(applied_migrations(&db.location()).await, before, "no migration was run");
        let look = Store::open_existing(&db.location()).await.unwrap();
        assert_eq!(look.player_name(ann).await.unwrap().as_deref(), Some("Ann"));
    }
}

/// A Postgres URL naming a database that does not exist is refused in Postgres's own words; a
/// server that does not answer is "out of reach" (worth waiting for), not a refusal.
#[tokio::test]
async fn a_wrong_postgres_url_is_named_with_what_postgres_said() {
    let Some(url) = postgres::fresh_database().await else { return };
    let (base, query) = url.split_once('?').unwrap_or((&url, ""));
    let (server, _) = base.rsplit_once('/').unwrap();
    let query = if query.is_empty() { String::new() } else { format!("?{query}") };
    let wrong = Location::Postgres(format!("{server}/touchline_no_such_database{query}"));
    let err = match Store::connect(&wrong).await {
        Err(e) => e,
        Ok(_) => panic!("connected to a database that does not exist"),
    };
    assert!(err.to_string().contains(r#"database "touchline_no_such_database" does not exist"#), "{err}");
    assert!(!touchline::store::out_of_reach(&err), "a wrong name is a refusal: {err}");

    // A wrong host or port: what the socket said, and where, from the first try (not a pool
    // that timed out waiting).
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let closed = Location::Postgres(format!("postgres://postgres:secret@127.0.0.1:{port}/touchline"));
    let err = match Store::connect(&closed).await {
        Err(e) => e,
        Ok(_) => panic!("connected to a closed port"),
    };
    assert!(touchline::store::out_of_reach(&err), "{err}");
    let said = err.to_string();
    assert!(said.contains(&format!("127.0.0.1:{port}")), "names where: {said}");
    assert!(said.to_lowercase().contains("refused"), "says what the socket said: {said}");
    assert!(!said.contains("timed out") && !said.contains("secret"), "{said}");
    assert!(matches!(err, StoreError::Unreachable { .. }), "{err:?}");
}

on_both_engines! {
    /// Players joining one open table at the same moment through two processes: every seat is
    /// taken once, none is refused while one is free, and the table never overfills.
    async fn joins_through_two_processes_fill_a_table_exactly(db: TestDb) {
        let (one, two) = (db.store().await, db.store().await);
        for round in 0..5 {
            let host = one.upsert_player(&(9000 + round * 10).to_string(), "Host").await.unwrap();
            let new = tally_table(host, Computers::NONE);
            let table = one.create_table(&new, &[], true).await.unwrap();
            let mut joiners = Vec::new();
            for i in 0..6 {
                joiners.push(one.upsert_player(&(9001 + round * 10 + i).to_string(), "Player").await.unwrap());
            }
            // Six try for the three free seats of a table of four, half through each store.
            let tries = joiners.iter().enumerate().map(|(i, &p)| {
                let store = if i % 2 == 0 { one.clone() } else { two.clone() };
                async move { store.join_table(table, p, 4).await.unwrap() }
            });
            let joined = futures_util::future::join_all(tries).await;
            assert_eq!(joined.iter().filter(|j| **j).count(), 3, "round {round}: {joined:?}");
            let seats = one.table(table).await.unwrap().unwrap().seats;
            let mut players: Vec<_> = seats.iter().map(|s| s.player).collect();
            assert_eq!(players.len(), 4, "round {round}: the host and three joiners");
            players.sort();
            players.dedup();
            assert_eq!(players.len(), 4, "round {round}: nobody seated twice");
        }
    }
}

on_both_engines! {
    /// With several processes, a claim is given back only once it is older than a living
    /// process ever needs, by its age, read in the statement that gives it back: a fresh claim
    /// stays, one given back and made again under the same id stays, one completed stays. A
    /// match stored for a claim given back meanwhile is refused whole; a keeper whose lease
    /// moved on gives nothing back.
    async fn a_claim_is_given_back_only_when_old_enough_to_be_stranded(db: TestDb) {
        use touchline::clock::now_ms;
        use touchline::store::claims::STRANDED_CLAIM_MS;
        use touchline::store::{Origin, TableStatus};
        use touchline::tables::{self, Gathering};
        let s = fresh(&db).await;
        let ann = s.store.upsert_player("1", "Ann").await.unwrap();
        let bob = s.store.upsert_player("2", "Bob").await.unwrap();
        let config = tally(1);
        let new = || tally_table(ann, Computers::NONE);
        let claimed_at = now_ms();
        let hold = keep_clocks(&s.store, claimed_at).await;
        let stranded = tables::open(&s.store, new()).await.unwrap();
        assert!(matches!(tables::join(&s.store, stranded.id, bob).await.unwrap(), Gathering::Waiting(_)));
        assert!(s.store.claim_table_start(stranded.id, 2).await.unwrap());
        let rematch_of = s
            .start(NewMatch::new(config.clone(), vec![Occupant::Person(ann), Occupant::Person(bob)], 9))
            .await
            .unwrap()
            .id;
        assert!(s.store.claim_rematch(rematch_of).await.unwrap());
        // A look at once: the claims may be under way in another process.
        assert!(tables::give_back_stranded(&s.store, now_ms(), &hold).await.unwrap().is_empty());
        assert_eq!(s.store.table(stranded.id).await.unwrap().unwrap().status, TableStatus::Starting);
        // A look once they are old: given back, table and rematch alike.
        let later = now_ms() + STRANDED_CLAIM_MS + 1;
        let given = tables::give_back_stranded(&s.store, later, &hold).await.unwrap();
        assert_eq!(given.iter().map(|t| t.id).collect::<Vec<_>>(), [stranded.id]);
        assert_eq!(s.store.table(stranded.id).await.unwrap().unwrap().status, TableStatus::Open);
        assert!(s.store.claim_rematch(rematch_of).await.unwrap(), "the rematch was given back too");

        // The opener of the first claim was only slow: it stores its match now, for a claim
        // that is no longer open. Nothing is stored.
        let seats: Vec<_> = vec![Occupant::Person(ann), Occupant::Person(bob)];
        let late = NewMatch { origin: Origin::Table(stranded.id), ..NewMatch::new(config.clone(), seats.clone(), 3) };
        assert!(matches!(s.start(late).await, Err(SessionError::Store(StoreError::ClaimLost))));
        assert_eq!(s.store.table(stranded.id).await.unwrap().unwrap().match_id, None);

        // The same table claimed again at once: the next look (old by the first claim's time)
        // leaves the new claim alone, and its match is stored.
        let Gathering::Start(table) = tables::start(&s.store, stranded.id, ann).await.unwrap() else { panic!("starts") };
        assert!(tables::give_back_stranded(&s.store, claimed_at + STRANDED_CLAIM_MS + 1, &hold).await.unwrap().is_empty());
        assert_eq!(s.store.table(table.id).await.unwrap().unwrap().status, TableStatus::Starting);
        let new_match = NewMatch { origin: Origin::Table(table.id), ..NewMatch::new(config.clone(), seats, 3) };
        let id = s.start(new_match).await.unwrap().id;
        let far = now_ms() + 10 * STRANDED_CLAIM_MS;
        assert!(tables::give_back_stranded(&s.store, far, &hold).await.unwrap().is_empty(), "settled claims stay");
        let table = s.store.table(table.id).await.unwrap().unwrap();
        assert_eq!((table.status, table.match_id), (TableStatus::Started, Some(id)));

        // A keeper that lost the lease gives nothing back.
        let other = tables::open(&s.store, new()).await.unwrap();
        assert!(matches!(tables::join(&s.store, other.id, bob).await.unwrap(), Gathering::Waiting(_)));
        assert!(s.store.claim_table_start(other.id, 2).await.unwrap());
        let lost = touchline::store::LeaseHold { epoch: hold.epoch + 1, ..hold.clone() };
        assert!(tables::give_back_stranded(&s.store, far, &lost).await.unwrap().is_empty());
        assert_eq!(s.store.table(other.id).await.unwrap().unwrap().status, TableStatus::Starting);
        assert_eq!(tables::give_back_stranded(&s.store, far, &hold).await.unwrap().len(), 1);
    }
}
