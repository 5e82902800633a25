//! `touchline db copy`: a community's whole database moved to another (SQLite into Postgres, or
//! SQLite into SQLite), all or nothing, and the matches in it carried on where they were.

use crate::support::engines::ask_seat;
use crate::support::formats::{draft, knockout, round_robin};
use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;

use sqlx::sqlite::SqliteConnectOptions;
use sqlx::{PgPool, SqlitePool};
use touchline::clock::{OnTimeout, TurnClock};
use touchline::competition::{
    Competition, CompetitionKind, Fixture, FixtureStatus, Format, MissedDeadline, NewCompetition, ResultSource,
    SeasonStatus,
};
use touchline::leagues::{self as ops, PlayNext};
use touchline::session::{computer_choice, NewMatch, Sessions};
use touchline::store::copy::{self, CopyError, NOT_COPIED, TABLES};
use touchline::store::tables::{Computers, NewTable};
use touchline::store::{Location, MatchThread, Origin, Store};
use touchline_games::players::{Brain, Occupant};
use touchline_games::{AnyConfig, Command, GameKind, Options};
use touchline_league::{PointsRule, Preset, TieBreak};

use crate::support::postgres;

const GUILD: u64 = 77;
/// When the source's clocks were started (Unix milliseconds): their deadlines are absolute, so
/// they must arrive exactly as they were.
const CLOCKS_FROM_MS: i64 = 1_700_000_000_000;

/// A database opened beside the store, to count rows and change the schema as an operator would.
enum Raw {
    Sqlite(SqlitePool),
    Postgres(PgPool),
}

impl Raw {
    async fn open(location: &Location) -> Raw {
        match location {
            Location::Sqlite(path) => {
                Raw::Sqlite(SqlitePool::connect_with(SqliteConnectOptions::new().filename(path)).await.unwrap())
            }
            Location::Postgres(url) => Raw::Postgres(PgPool::connect(url).await.unwrap()),
        }
    }

    async fn number(&self, sql: &str) -> i64 {
        match self {
            Raw::Sqlite(pool) => sqlx::query_scalar(sql).fetch_one(pool).await,
            Raw::Postgres(pool) => sqlx::query_scalar(sql).fetch_one(pool).await,
        }
        .unwrap_or_else(|e| panic!("{sql}: {e}"))
    }

    async fn execute(&self, sql: &str) {
        match self {
            Raw::Sqlite(pool) => sqlx::raw_sql(sql).execute(pool).await.map(|_| ()),
            Raw::Postgres(pool) => sqlx::raw_sql(sql).execute(pool).await.map(|_| ()),
        }
        .unwrap_or_else(|e| panic!("{sql}: {e}"))
    }

    /// Every copied table's number of rows.
    async fn counts(&self) -> BTreeMap<&'static str, i64> {
        let mut counts = BTreeMap::new();
        for &table in TABLES {
            counts.insert(table, self.number(&format!("SELECT COUNT(*) FROM {table}")).await);
        }
        counts
    }

    async fn close(self) {
        match self {
            Raw::Sqlite(pool) => pool.close().await,
            Raw::Postgres(pool) => pool.close().await,
        }
    }
}

async fn counts(location: &Location) -> BTreeMap<&'static str, i64> {
    let raw = Raw::open(location).await;
    let counts = raw.counts().await;
    raw.close().await;
    counts
}

fn spec(name: &str, format: Format, config: AnyConfig, creator: i64) -> NewCompetition {
    NewCompetition {
        guild_id: GUILD,
        channel_id: 5,
        name: name.to_string(),
        kind: if format.is_league() { CompetitionKind::League } else { CompetitionKind::Tournament },
        config,
        format,
        points: PointsRule { win: 3, draw: 1, loss: 0 },
        tiebreak: TieBreak::Preset(Preset::Football),
        clock: TurnClock { turn_seconds: 60, on_timeout: OnTimeout::AutoMove },
        round_seconds: Some(86_400),
        missed_deadline: MissedDeadline::Forfeit,
        forfeit_goals: 3,
        created_by: creator,
        max_break_days: 14,
    }
}

fn kix() -> AnyConfig {
    AnyConfig::default_for(GameKind::Kix)
}

fn thread(n: u64) -> MatchThread {
    crate::support::match_thread(GUILD, 5, 7_000 + n, TurnClock { turn_seconds: 60, on_timeout: OnTimeout::AutoMove })
}

/// The move the computer would make for a seat, or the automatic one where it has no choice.
fn choice(state: &touchline_games::AnyMatch, seat: usize, brain: Brain) -> Command<touchline_games::AnyInput> {
    computer_choice(state, seat, brain).map(Command::Play).unwrap_or(Command::AutoMove)
}

/// Play `steps` moves of a match (whoever is to act), stopping early at its end.
async fn play(sessions: &Sessions, id: i64, steps: usize) {
    for _ in 0..steps {
        let state = sessions.load(id).await.unwrap().state;
        let Some(seat) = state.status().to_act().iter().next() else { return };
        sessions.act(id, seat, choice(&state, seat, Brain::Random), Some(state.version())).await.unwrap();
    }
}

/// Play a match to its end; panics if it does not end.
async fn finish(sessions: &Sessions, id: i64) {
    play(sessions, id, 20_000).await;
    let state = sessions.load(id).await.unwrap().state;
    assert!(state.status().outcome().is_some(), "match #{id} did not finish");
}

/// Start a clock for every seat that owes a move, each with its own deadline.
async fn clock_the_waiting_seats(store: &Store, id: i64) {
    let state = store.load_match(id).await.unwrap().state;
    for seat in state.status().to_act().iter() {
        let started = CLOCKS_FROM_MS + id * 10;
        ask_seat(store, id, seat, state.version(), (started, started + 60_000 + seat as i64 * 1_000)).await;
    }
}

/// A community of a server as the copy finds it.
struct Community {
    /// Matches in progress: one per game, and the league fixture's.
    live: Vec<i64>,
    league: Competition,
    /// The league fixture being played on the bot, and its match.
    fixture: Fixture,
}

/// A small community: people, a match under way with its clocks, a league with a result and a
/// crest, and a server publishing its pages.
async fn small_community(store: &Store) -> i64 {
    let sessions = Sessions::new(store.clone());
    let alice = store.upsert_player("101", "Alice").await.unwrap();
    let bob = store.upsert_player("102", "Bob").await.unwrap();
    let seats = vec![Occupant::Person(alice), Occupant::Computer(Brain::Normal)];
    let id = sessions.start(NewMatch { thread: Some(thread(1)), ..NewMatch::new(kix(), seats, 5) }).await.unwrap().id;
    play(&sessions, id, 4).await;
    clock_the_waiting_seats(store, id).await;
    let c = ops::create(store, spec("Small League", round_robin(1), kix(), alice), 1).await.unwrap();
    ops::join(store, &c, alice).await.unwrap();
    ops::join(store, &c, bob).await.unwrap();
    ops::start(store, &c, alice, 0).await.unwrap();
    store.set_crest(GUILD, alice, &(0..=255u8).collect::<Vec<_>>(), alice).await.unwrap();
    store.set_publishing(GUILD, true, "small-slug").await.unwrap();
    id
}

/// Every fixture of a competition's season reported won 1–0 by `winner` (the other side's
/// next fixture otherwise) and confirmed, until the season ends.
async fn settle_by_reports(store: &Store, c: &Competition, winner: i64) {
    while store.current_season(c.id).await.unwrap().status == SeasonStatus::Running {
        let season = store.current_season(c.id).await.unwrap();
        let due = store.fixtures(season.id).await.unwrap().into_iter().find(|f| f.result.is_none()).unwrap();
        let reporter = if due.involves(winner) { winner } else { due.spec.pairing.home };
        let (_, opponent) = ops::report(store, c, reporter, 1, 0, None).await.unwrap();
        ops::confirm(store, c, opponent.player_id, 0).await.unwrap();
    }
}

/// Everything a server's community leaves in the database: a match of every game under way
/// (clocked, in Discord threads), a finished match with its rematch claimed, a solo result, a
/// league half played with a fixture under way on the bot and a report waiting, a drafted
/// league, an open table, a crest, web publishing, the admin role and an old heartbeat.
async fn community(store: &Store) -> Community {
    let sessions = Sessions::new(store.clone());
    let mut people = Vec::new();
    for (discord, name) in [("101", "Alice"), ("102", "Bob"), ("103", "Cy"), ("104", "Dee")] {
        people.push(store.upsert_player(discord, name).await.unwrap());
    }
    let (alice, bob) = (people[0], people[1]);
    // The key the boards' links are signed with: links made before the move keep working.
    store.seat_key().await.unwrap().expect("a key");

    let mut live = Vec::new();
    for (n, &kind) in GameKind::ALL.iter().enumerate() {
        // Every other game is two people; the rest a person against the computer.
        let mut seats = vec![Occupant::Person(alice)];
        seats.push(if n % 2 == 0 { Occupant::Person(bob) } else { Occupant::Computer(Brain::Normal) });
        while seats.len() < kind.seats().0 {
            seats.push(Occupant::Computer(Brain::Random));
        }
        let new = NewMatch {
            thread: Some(thread(n as u64 + 10)),
            ..NewMatch::new(AnyConfig::default_for(kind), seats, n as u64)
        };
        let id = sessions.start(new).await.unwrap().id;
        play(&sessions, id, 3).await;
        assert!(sessions.load(id).await.unwrap().state.status().outcome().is_none(), "{kind:?} still under way");
        clock_the_waiting_seats(store, id).await;
        store.set_dm_channel(id, 0, 9_000 + n as u64).await.unwrap();
        live.push(id);
    }

    // A friendly between two people, finished (a result and ratings), its rematch asked for.
    let seats = vec![Occupant::Person(alice), Occupant::Person(bob)];
    let done = sessions.start(NewMatch::new(kix(), seats, 99)).await.unwrap().id;
    finish(&sessions, done).await;
    assert!(store.claim_rematch(done).await.unwrap());

    // A solo Super Team match against the AutoTeam, finished: a line on the solo leaderboard.
    let solo = AnyConfig::from_options(GameKind::SuperTeam, &Options::parse("solo=easy")).unwrap();
    let id = sessions.start(NewMatch::new(solo, vec![Occupant::Person(alice)], 3)).await.unwrap().id;
    finish(&sessions, id).await;

    // A league of four: one result entered, one fixture under way on the bot, a report waiting.
    let league = ops::create(store, spec("Village League", round_robin(1), kix(), alice), 11).await.unwrap();
    for &p in &people {
        ops::join(store, &league, p).await.unwrap();
    }
    assert_eq!(ops::start(store, &league, alice, 0).await.unwrap(), 6);
    let (reported, opponent) = ops::report(store, &league, alice, 2, 1, None).await.unwrap();
    ops::confirm(store, &league, opponent.player_id, 0).await.unwrap();
    let mut fixture = None;
    for &p in &people {
        if let PlayNext::Start { fixture: f } = ops::play_next(store, &league, p).await.unwrap() {
            fixture = Some(f);
            break;
        }
    }
    let fixture = fixture.expect("a fixture both sides are ready for");
    assert_ne!(fixture.id, reported.id);
    let config = ops::fixture_config(store, &league, &fixture).await.unwrap();
    let seats = vec![Occupant::Person(fixture.spec.pairing.home), Occupant::Person(fixture.spec.pairing.away)];
    let new =
        NewMatch { thread: Some(thread(1)), origin: Origin::Fixture(fixture.id), ..NewMatch::new(config, seats, 17) };
    let id = sessions.start(new).await.unwrap().id;
    play(&sessions, id, 5).await;
    clock_the_waiting_seats(store, id).await;
    live.push(id);
    let fixture = store.fixture(fixture.id).await.unwrap().unwrap();
    assert_eq!((fixture.status, fixture.match_id), (FixtureStatus::InPlay, Some(id)));
    // Someone outside the fixture under way reports a score the other side has not confirmed.
    let busy = [fixture.spec.pairing.home, fixture.spec.pairing.away, alice];
    let reporter = people.iter().copied().find(|p| !busy.contains(p)).unwrap_or(bob);
    ops::report(store, &league, reporter, 0, 0, None).await.unwrap();

    // A draft league whose draft is over: the squads are kept.
    let fasisac = AnyConfig::default_for(GameKind::Fasisac).draft_config("snake").unwrap();
    let draft = ops::create(store, spec("Draft Cup", draft(Some(3)), fasisac, alice), 2).await.unwrap();
    for &p in &people[..3] {
        ops::join(store, &draft, p).await.unwrap();
    }
    ops::start(store, &draft, alice, 0).await.unwrap();
    let season = store.current_season(draft.id).await.unwrap();
    let seats = people[..3].iter().map(|&p| Occupant::Person(p)).collect();
    let new = NewMatch { origin: Origin::Draft(season.id), ..NewMatch::new(draft.spec.config.clone(), seats, 6) };
    let id = sessions.start(new).await.unwrap().id;
    finish(&sessions, id).await;
    ops::match_finished(store, id, 0).await.unwrap();

    // A pyramid of two divisions whose first season ended with a play-off.
    let top = ops::create(store, spec("Top Flight", round_robin(1), kix(), alice), 3).await.unwrap();
    let below = spec("Second Tier", round_robin(1), kix(), alice);
    let below = ops::pyramid::create_division(store, below, 4, &top, Some(1), true).await.unwrap();
    for (c, clubs) in [(&top, &people[..2]), (&below, &people[2..])] {
        for &p in clubs {
            ops::join(store, c, p).await.unwrap();
        }
        ops::start(store, c, alice, 0).await.unwrap();
        settle_by_reports(store, c, clubs[0]).await;
    }
    let whole = ops::pyramid::pyramid(store, &top).await.unwrap();
    let ops::pyramid::SeasonEnd::PlayOffs(ties) =
        ops::pyramid::new_season(store, &whole, alice, 0, || 8).await.unwrap()
    else {
        panic!("a play-off first")
    };
    settle_by_reports(store, &ties[0].competition, people[2]).await;
    let turned = ops::pyramid::new_season(store, &whole, alice, 0, || 8).await.unwrap();
    assert!(matches!(turned, ops::pyramid::SeasonEnd::Turned { .. }));

    // A deputy, a break and a follower.
    let fay = store.upsert_player("106", "Fay").await.unwrap();
    let candidate = ops::deputies::Candidate { player: fay, name: "Fay".into(), on_server: true };
    ops::deputies::name_deputy(store, &league, alice, Some(candidate)).await.unwrap();
    let now = touchline::clock::now_ms();
    let tomorrow = chrono::DateTime::from_timestamp_millis(now + 86_400_000).unwrap().format("%Y-%m-%d").to_string();
    ops::breaks::take_break(store, GUILD, bob, &tomorrow, now).await.unwrap();
    store.toggle_follow(live[0], fay, true).await.unwrap();
    // The win chances told for one of them.
    let chances = touchline_games::chances::Chances { win: vec![0.6, 0.3], draw: 0.1, worlds: 48 };
    let at = touchline::store::chances::ChancesAt { version: 1, plays: 1, chances, posted: true };
    assert!(store.record_chances(live[0], &at).await.unwrap());
    assert!(!store.record_chances(live[0], &at).await.unwrap(), "kept once");
    let played = touchline_games::AnyInput::Kix(touchline_games::kix::Input::Play { card: 0 });
    let moment = touchline_games::chances::Moment {
        before: 1,
        after: 2,
        chances_before: at.chances.clone(),
        chances_after: at.chances.clone(),
        seat: 0,
        played,
        played_words: "a card".into(),
        plays: 1,
        instead: None,
    };
    assert!(store.record_key_moments(live[0], &[moment]).await.unwrap());
    // A kick-off proposed for a fixture still to play.
    let season = store.current_season(league.id).await.unwrap();
    let waiting = store.fixtures(season.id).await.unwrap();
    let waiting = waiting.iter().find(|f| f.status == FixtureStatus::Scheduled).expect("a fixture still to play");
    store.propose_kickoff(league.id, waiting.id, waiting.spec.pairing.home, &[now + 86_400_000]).await.unwrap();
    // Another left to an admin at its deadline, its note for the channel not posted yet.
    let fixtures = store.fixtures(season.id).await.unwrap();
    let late = fixtures.iter().find(|f| f.status == FixtureStatus::Scheduled && f.id != waiting.id).expect("another");
    let deadline = late.spec.deadline_ms.expect("a deadline");
    let hold = crate::support::engines::keep_clocks(store, deadline).await;
    let call = touchline::store::league::deadlines::DeadlineCall::Overdue;
    let note = store.settle_deadline(&league, late, deadline, &call, "past its deadline", &hold, deadline + 1).await;
    assert!(note.unwrap().is_some(), "settled, its note kept");
    // A match's thread being opened as the bot stopped.
    store.note_thread_opening(GUILD, 5, now).await.unwrap();

    let clock = TurnClock { turn_seconds: 60, on_timeout: OnTimeout::AutoMove };
    let table =
        NewTable { guild_id: Some(GUILD), channel_id: 5, host: bob, config: kix(), clock, computers: Computers::NONE };
    touchline::tables::open(store, table).await.unwrap();
    store.set_crest(GUILD, alice, &(0..=255u8).rev().collect::<Vec<_>>(), alice).await.unwrap();
    store.set_publishing(GUILD, true, "village-pages").await.unwrap();
    store.set_admin_role(GUILD, Some(555)).await.unwrap();
    // The bot that wrote all this stopped long ago.
    store.heartbeat(4_000).await.unwrap();
    Community { live, league, fixture }
}

/// The copy's report of a binary run: each table's row count as printed.
fn printed_counts(output: &str) -> BTreeMap<String, i64> {
    let mut printed = BTreeMap::new();
    for line in output.lines() {
        let words: Vec<&str> = line.split_whitespace().collect();
        if words.len() >= 3 && words[2] == "rows" && TABLES.contains(&words[0]) {
            printed.insert(words[0].to_string(), words[1].parse().unwrap());
        }
    }
    printed
}

#[tokio::test]
async fn a_community_moves_to_postgres_and_its_matches_finish_there() {
    let Some(url) = postgres::fresh_database().await else { return };
    let Some(by_binary) = postgres::fresh_database().await else { return };
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("touchline.db");
    let source_at = Location::Sqlite(path.clone());
    let target_at = Location::Postgres(url.clone());
    let source = Store::connect(&source_at).await.unwrap();
    let community = community(&source).await;
    let before = counts(&source_at).await;
    let empty: Vec<_> = before.iter().filter(|(_, n)| **n == 0).map(|(t, _)| *t).collect();
    assert!(empty.is_empty(), "the community leaves rows in every table, not in {empty:?}");

    let target = Store::connect(&target_at).await.unwrap();
    let report = copy::copy(&source, &target, false, touchline::clock::now_ms()).await.unwrap();
    assert_eq!(report.tables.iter().map(|t| t.table).collect::<Vec<_>>(), TABLES);
    let link = touchline::seat_links::SeatLink { match_id: 1, seat: 0, user: 101, expires_ms: i64::MAX };
    let signed = |store: Store| async move { store.seat_key().await.unwrap().unwrap().sign(&link) };
    assert_eq!(
        signed(target.clone()).await,
        signed(source.clone()).await,
        "a board's link made before the move still opens"
    );
    assert_eq!(report.tables.iter().map(|t| (t.table, t.rows as i64)).collect::<BTreeMap<_, _>>(), before);
    assert_eq!(counts(&target_at).await, before, "every table arrives whole");

    // The same through the command an operator runs.
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_touchline"))
        .args(["db", "copy", "--from"])
        .arg(&path)
        .args(["--to", &by_binary])
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{said}{}", String::from_utf8_lossy(&out.stderr));
    let printed = printed_counts(&said);
    let expected: BTreeMap<String, i64> = before.iter().map(|(t, n)| (t.to_string(), *n)).collect();
    assert_eq!(printed, expected, "every table named with its count:\n{said}");
    assert_eq!(counts(&Location::Postgres(by_binary.clone())).await, before);
    // Run again onto the copy: refused, saying why and that nothing changed.
    let again = std::process::Command::new(env!("CARGO_BIN_EXE_touchline"))
        .args(["db", "copy", "--from"])
        .arg(&path)
        .args(["--to", &by_binary])
        .output()
        .unwrap();
    let why = String::from_utf8_lossy(&again.stderr);
    assert!(!again.status.success(), "a second copy onto the first is refused");
    assert!(why.contains("already holds") && why.contains("--replace") && why.contains("unchanged"), "{why}");
    assert_eq!(counts(&Location::Postgres(by_binary)).await, before);

    // Each match under way is the same match there: state, seats, clocks, thread and seal.
    let (was, now) = (Sessions::new(source.clone()), Sessions::new(target.clone()));
    assert_eq!(target.live_matches().await.unwrap(), source.live_matches().await.unwrap());
    for &id in &community.live {
        let (a, b) = (was.load(id).await.unwrap(), now.load(id).await.unwrap());
        assert_eq!(b.kind, a.kind);
        assert_eq!(b.state, a.state, "match #{id}");
        assert_eq!(b.seating, a.seating, "match #{id}: seats, names, contacts and clocks");
        assert_eq!((&b.thread, &b.slug, &b.seal), (&a.thread, &a.slug, &a.seal), "match #{id}");
        assert!(b.seal.is_some(), "match #{id} is sealed");
        for seat in a.state.status().to_act().iter() {
            assert!(a.due(seat).is_some_and(|due| due > CLOCKS_FROM_MS), "match #{id} seat {seat} is clocked");
            assert_eq!(target.clock_due(id, seat).await.unwrap(), source.clock_due(id, seat).await.unwrap());
        }
        assert_eq!(target.seat_contact(id, 0).await.unwrap(), source.seat_contact(id, 0).await.unwrap());
    }
    assert_eq!(target.expired_clocks(i64::MAX).await.unwrap(), source.expired_clocks(i64::MAX).await.unwrap());

    // The league reads the same: table, fixtures, members, log; and so does the rest.
    let league = &community.league;
    let (a_season, b_season) =
        (source.current_season(league.id).await.unwrap(), target.current_season(league.id).await.unwrap());
    assert_eq!(b_season, a_season);
    let (a, b) = (
        ops::standing(&source, league, a_season).await.unwrap(),
        ops::standing(&target, league, b_season).await.unwrap(),
    );
    assert_eq!((&b.tables, &b.fixtures, &b.members), (&a.tables, &a.fixtures, &a.members));
    assert!(a.fixtures.iter().any(|f| f.result.is_some()) && a.fixtures.iter().any(|f| f.result.is_none()));
    assert_eq!(target.audit_log(league.id).await.unwrap(), source.audit_log(league.id).await.unwrap());
    assert_eq!(target.competition(GUILD, "village league").await.unwrap().as_ref(), Some(league));
    assert_eq!(target.ratings(GameKind::Kix).await.unwrap(), source.ratings(GameKind::Kix).await.unwrap());
    assert_eq!(
        target.solo_leaderboard(GameKind::SuperTeam, "easy").await.unwrap(),
        source.solo_leaderboard(GameKind::SuperTeam, "easy").await.unwrap()
    );
    assert_eq!(target.crests(GUILD).await.unwrap(), source.crests(GUILD).await.unwrap());
    assert_eq!(target.publishing(GUILD).await.unwrap(), source.publishing(GUILD).await.unwrap());
    assert_eq!(target.admin_role(GUILD).await.unwrap(), Some(555));

    // Every match under way plays to its end on Postgres; the fixture's result is entered once.
    for &id in &community.live {
        finish(&now, id).await;
    }
    assert!(target.live_matches().await.unwrap().is_empty());
    let fixture = target.fixture(community.fixture.id).await.unwrap().unwrap();
    assert_eq!(fixture.status, FixtureStatus::Played);
    let result = fixture.result.expect("the fixture's result");
    assert_eq!(result.source, ResultSource::Bot);
    let raw = Raw::open(&target_at).await;
    let entered = raw.number(&format!("SELECT COUNT(*) FROM results WHERE fixture_id = {}", fixture.id)).await;
    assert_eq!(entered, 1, "the result is entered once");
    // Finishing it again (the bot's own follow-up) changes nothing.
    ops::match_finished(&target, community.fixture.match_id.unwrap(), 0).await.unwrap();
    let entered = raw.number(&format!("SELECT COUNT(*) FROM results WHERE fixture_id = {}", fixture.id)).await;
    assert_eq!(entered, 1);

    // An operator who moved reads a match from the command line, by --db and by the variable.
    let finished = community.live[0];
    let exported = dir.path().join("exported.json");
    let touchline = || std::process::Command::new(env!("CARGO_BIN_EXE_touchline"));
    let out = touchline()
        .args(["export", "match", &finished.to_string(), "--db", &url, "--out"])
        .arg(&exported)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let export: touchline::replay::Export = serde_json::from_slice(&std::fs::read(&exported).unwrap()).unwrap();
    assert_eq!(export, touchline::replay::export(&target, finished).await.unwrap(), "the export is the match's");
    let verified = touchline().arg("verify").arg(&exported).output().unwrap();
    assert!(verified.status.success(), "{}", String::from_utf8_lossy(&verified.stdout));
    let boards = dir.path().join("boards");
    let out = touchline()
        .args(["replay", &finished.to_string(), "--out"])
        .arg(&boards)
        .env("TOUCHLINE_DATABASE_URL", &url)
        .current_dir(dir.path())
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(std::fs::read_dir(&boards).unwrap().count() > 1, "the boards are written");

    // New rows take ids after the copied ones.
    let (top_match, top_player, top_competition) = (
        highest_id(&source_at, "matches").await,
        highest_id(&source_at, "players").await,
        highest_id(&source_at, "competitions").await,
    );
    let newcomer = target.upsert_player("105", "Eve").await.unwrap();
    assert!(newcomer > top_player, "{newcomer} after {top_player}");
    let seats = vec![Occupant::Person(newcomer), Occupant::Computer(Brain::Random)];
    let fresh = now.start(NewMatch::new(kix(), seats, 1)).await.unwrap().id;
    assert!(fresh > top_match, "{fresh} after {top_match}");
    let cup = ops::create(&target, spec("New Cup", knockout(1), kix(), newcomer), 3).await.unwrap();
    assert!(cup.id > top_competition, "{} after {top_competition}", cup.id);
    raw.close().await;
    target.close().await;
    source.close().await;
}

/// The highest id a table holds (0 when empty).
async fn highest_id(location: &Location, table: &str) -> i64 {
    let raw = Raw::open(location).await;
    let n = raw.number(&format!("SELECT COALESCE(MAX(id), 0) FROM {table}")).await;
    raw.close().await;
    n
}

#[tokio::test]
async fn a_copy_into_a_database_with_rows_is_refused_unless_replace() {
    let Some(url) = postgres::fresh_database().await else { return };
    let dir = tempfile::tempdir().unwrap();
    let source_at = Location::Sqlite(dir.path().join("touchline.db"));
    let target_at = Location::Postgres(url);
    let source = Store::connect(&source_at).await.unwrap();
    small_community(&source).await;
    let target = Store::connect(&target_at).await.unwrap();
    copy::copy(&source, &target, false, 0).await.unwrap();
    let first = counts(&target_at).await;
    assert_eq!(first, counts(&source_at).await);

    // Both sides move on: the source gains a player, the target one of its own.
    source.upsert_player("201", "Newcomer").await.unwrap();
    target.upsert_player("301", "Stranger").await.unwrap();
    let target_before = counts(&target_at).await;
    match copy::copy(&source, &target, false, 0).await {
        Err(CopyError::TargetNotEmpty { rows, tables }) => {
            assert_eq!(rows as i64, target_before.values().sum::<i64>());
            for (table, n) in target_before.iter().filter(|(_, n)| **n > 0) {
                assert!(tables.contains(&format!("{table}: {n}")), "{table} named in {tables}");
            }
        }
        other => panic!("expected a refusal, got {other:?}"),
    }
    assert_eq!(counts(&target_at).await, target_before, "a refusal changes nothing");
    assert!(target.player_name(first["players"] + 1).await.unwrap().is_some(), "the stranger is still there");

    copy::copy(&source, &target, true, 0).await.unwrap();
    assert_eq!(counts(&target_at).await, counts(&source_at).await, "the target is the source again");
    let raw = Raw::open(&target_at).await;
    assert_eq!(raw.number("SELECT COUNT(*) FROM players WHERE discord_id = '301'").await, 0, "the stranger is gone");
    assert_eq!(raw.number("SELECT COUNT(*) FROM players WHERE discord_id = '201'").await, 1);
    raw.close().await;
}

/// A copy that breaks on the last tables: the target is left as it was, empty, on either engine.
#[tokio::test]
async fn a_copy_that_fails_half_way_leaves_the_target_empty() {
    let dir = tempfile::tempdir().unwrap();
    let source = Store::connect(&Location::Sqlite(dir.path().join("touchline.db"))).await.unwrap();
    small_community(&source).await;

    let mut targets = vec![(
        Location::Sqlite(dir.path().join("target.db")),
        // SQLite adds no CHECK to a table: a trigger refuses the row instead.
        "CREATE TRIGGER no_pages BEFORE INSERT ON web_publishing BEGIN SELECT RAISE(ABORT, 'no pages here'); END;",
    )];
    if let Some(url) = postgres::fresh_database().await {
        targets.push((
            Location::Postgres(url),
            "ALTER TABLE web_publishing ADD CONSTRAINT no_pages CHECK (slug = 'something else')",
        ));
    }
    for (at, breakage) in targets {
        let target = Store::connect(&at).await.unwrap();
        let raw = Raw::open(&at).await;
        raw.execute(breakage).await;
        let err = copy::copy(&source, &target, false, 0).await.expect_err("the copy breaks");
        // It broke on the last table, every other one already written in the transaction.
        assert!(matches!(err, CopyError::Store(_)), "{err:?}");
        assert!(err.to_string().contains("no pages") || err.to_string().contains("no_pages"), "{err}");
        let left: Vec<_> = raw.counts().await.into_iter().filter(|(_, n)| *n > 0).collect();
        assert!(left.is_empty(), "{at:?}: rows left behind: {left:?}");
        raw.close().await;
        target.close().await;
    }
}

#[tokio::test]
async fn a_copy_from_a_running_bot_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let source = Store::connect(&Location::Sqlite(dir.path().join("touchline.db"))).await.unwrap();
    small_community(&source).await;
    let target_at = match postgres::fresh_database().await {
        Some(url) => Location::Postgres(url),
        None => Location::Sqlite(dir.path().join("target.db")),
    };
    let target = Store::connect(&target_at).await.unwrap();
    let now = touchline::clock::now_ms();
    source.heartbeat(now).await.unwrap();
    match copy::copy(&source, &target, false, now + 2_000).await {
        Err(CopyError::SourceInUse { seconds: 2 }) => {}
        other => panic!("expected a refusal, got {other:?}"),
    }
    // A beat a few seconds ahead is a bot whose machine's clock runs ahead: running too.
    source.heartbeat(now + 5_000).await.unwrap();
    assert!(matches!(copy::copy(&source, &target, false, now).await, Err(CopyError::SourceInUse { .. })));
    assert!(counts(&target_at).await.values().all(|n| *n == 0), "nothing copied");
    // A minute without a beat: the bot is gone, the copy goes ahead.
    let report = copy::copy(&source, &target, false, now + 60_000).await.unwrap();
    assert!(report.rows() > 0);
    assert_eq!(counts(&target_at).await, counts(&Location::Sqlite(dir.path().join("touchline.db"))).await);
}

#[tokio::test]
async fn copying_a_database_onto_itself_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("touchline.db");
    let source = Store::connect(&Location::Sqlite(path.clone())).await.unwrap();
    small_community(&source).await;
    let before = counts(&Location::Sqlite(path.clone())).await;
    let link = dir.path().join("link.db");
    std::os::unix::fs::symlink(&path, &link).unwrap();
    let dotted: PathBuf = dir.path().join(".").join("touchline.db");
    for other in [dotted, link] {
        let target = Store::connect(&Location::Sqlite(other.clone())).await.unwrap();
        match copy::copy(&source, &target, true, 0).await {
            Err(CopyError::SameDatabase) => {}
            other_result => panic!("{}: expected a refusal, got {other_result:?}", other.display()),
        }
        target.close().await;
        assert_eq!(counts(&Location::Sqlite(path.clone())).await, before, "{}: nothing lost", other.display());
    }
}

#[tokio::test]
async fn a_sqlite_file_copies_into_another_and_plays_on_there() {
    let dir = tempfile::tempdir().unwrap();
    let source_at = Location::Sqlite(dir.path().join("touchline.db"));
    let target_at = Location::Sqlite(dir.path().join("moved.db"));
    let source = Store::connect(&source_at).await.unwrap();
    let id = small_community(&source).await;
    let target = Store::connect(&target_at).await.unwrap();
    let report = copy::copy(&source, &target, false, 0).await.unwrap();
    let before = counts(&source_at).await;
    assert_eq!(report.rows() as i64, before.values().sum::<i64>());
    assert_eq!(counts(&target_at).await, before);
    let (a, b) = (source.load_match(id).await.unwrap(), target.load_match(id).await.unwrap());
    assert_eq!((&b.state, &b.seating, &b.seal), (&a.state, &a.seating, &a.seal));
    let moved = Sessions::new(target.clone());
    finish(&moved, id).await;
    let seats = vec![Occupant::Computer(Brain::Random); 2];
    let fresh = moved.start(NewMatch::new(kix(), seats, 2)).await.unwrap().id;
    assert!(fresh > id, "new matches follow the copied ones");
    assert!(source.load_match(id).await.unwrap().state.status().outcome().is_none(), "the source is untouched");
}

/// The copy's list of tables is the schema's, on both engines, and each table's foreign keys
/// point to tables copied before it.
#[tokio::test]
async fn the_copy_knows_every_table_parents_first() {
    let listed: BTreeSet<&str> = TABLES.iter().chain(NOT_COPIED).copied().collect();
    assert_eq!(listed.len(), TABLES.len() + NOT_COPIED.len(), "no table is listed twice");

    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("touchline.db");
    Store::connect(&Location::Sqlite(path.clone())).await.unwrap().close().await;
    let sqlite = SqlitePool::connect_with(SqliteConnectOptions::new().filename(&path).read_only(true)).await.unwrap();
    let tables: BTreeSet<String> = sqlx::query_scalar(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> '_sqlx_migrations'",
    )
    .fetch_all(&sqlite)
    .await
    .unwrap()
    .into_iter()
    .collect();
    assert_eq!(tables, listed.iter().map(|t| t.to_string()).collect(), "SQLite's tables");
    for (position, table) in TABLES.iter().enumerate() {
        let parents: Vec<String> = sqlx::query_scalar(r#"SELECT "table" FROM pragma_foreign_key_list($1)"#)
            .bind(table)
            .fetch_all(&sqlite)
            .await
            .unwrap();
        for parent in parents {
            let at = TABLES.iter().position(|t| *t == parent);
            assert!(at.is_some_and(|at| at < position), "{table} refers to {parent}, which is not copied before it");
        }
    }
    sqlite.close().await;

    let Some(url) = postgres::fresh_database().await else { return };
    Store::connect(&Location::Postgres(url.clone())).await.unwrap().close().await;
    let pg = PgPool::connect(&url).await.unwrap();
    let tables: BTreeSet<String> = sqlx::query_scalar(
        "SELECT table_name::text FROM information_schema.tables
         WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> '_sqlx_migrations'",
    )
    .fetch_all(&pg)
    .await
    .unwrap()
    .into_iter()
    .collect();
    assert_eq!(tables, listed.iter().map(|t| t.to_string()).collect(), "Postgres's tables");
    pg.close().await;
}
