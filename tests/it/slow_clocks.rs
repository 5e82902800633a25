//! A clock fires once, even when the bot is slow: the real binary on a fake Discord that answers
//! its posts late, with idle matches whose clocks run out together.
//!
//! - One process on SQLite, posts answered 150–300 ms late, players who move 0.2–0.9 s after
//!   their clock ran out (while the beat is still working through the clocks it read): their
//!   move stands, and the next play is never timed out before its own clock runs out.
//! - Two processes on Postgres, the clocks' keeper's posts answered 900 ms late for a minute,
//!   and the keeper frozen (SIGSTOP) until the other takes the lease over, then let go while it
//!   is still holding the clocks it read: no seat is timed out twice for one clock, no update is
//!   shown again as "back after a restart", no prompt is sent twice.
//!
//! Afterwards, from the store, every automatic move answered a clock that had run out when it
//! was committed and was its seat's current clock.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::process::Command;
use std::time::Duration;

use serde_json::json;
use touchline::clock::now_ms;
use touchline::store::{DueClock, Location, Store};
use touchline_games::Command as GameCommand;

use crate::support::bot::{prompts, serve_command, Bot};
use crate::support::fakecord::{Fake, GENERAL};
use crate::support::postgres::fresh_database;

/// Seconds a move in the first test's matches (casual matches, as the bot is configured there).
const TURN_SECONDS: i64 = 4;

/// Seconds a move in the second's: sixteen matches opened one after another all kick off well
/// within one clock.
const KEEPER_TURN_SECONDS: i64 = 8;

/// How long a test waits for what takes the slow bot a while.
const PATIENCE: Duration = Duration::from_secs(180);

/// `touchline serve` as the process `name` of the bot: its requests come to the fake under its
/// name, so the fake can answer that process alone late.
fn process(fake: &Fake, name: &str, turn_seconds: i64) -> Command {
    let mut command = serve_command(fake);
    command
        .env("TOUCHLINE_DISCORD_API_URL", fake.base_for(name))
        .env("TOUCHLINE_TIMER_CASUAL_SECONDS", turn_seconds.to_string());
    command
}

/// One of two processes on the Postgres database `url`, running shard `shard` of two, its
/// status file in `dir`.
fn one_of_two(fake: &Fake, url: &str, dir: &std::path::Path, name: &str, shard: u32, turn_seconds: i64) -> Bot {
    let child = process(fake, name, turn_seconds)
        .env("TOUCHLINE_DATABASE_URL", url)
        .env("TOUCHLINE_DATABASE_PATH", dir.join(format!("{name}.db")))
        .env("TOUCHLINE_DISCORD_SHARD_COUNT", "2")
        .env("TOUCHLINE_DISCORD_SHARDS", shard.to_string())
        .spawn()
        .expect("the bot starts");
    Bot(child)
}

/// `players` each start a casual KIX match against the computer, the computer moving for them
/// when their time is up; returns each one's thread once their first prompt has come.
async fn idle_matches(fake: &Fake, players: &[u64]) -> Vec<u64> {
    for &user in players {
        let options = json!([
            {"name": "game", "type": 4, "value": 0},
            {"name": "timer", "type": 4, "value": 1},
            {"name": "on_timeout", "type": 4, "value": 0}
        ]);
        fake.slash(user, GENERAL, "play", options);
    }
    for &user in players {
        fake.wait_until_within("every first prompt", PATIENCE, || !prompts(fake, user).is_empty()).await;
    }
    let mut threads = Vec::new();
    for &user in players {
        let name = format!(": {} v ", fake.world().users[&user].name);
        let w = fake.world();
        let thread = w.channels.iter().find(|(_, c)| c.kind == 11 && c.name.contains(&name)).map(|(id, _)| *id);
        threads.push(thread.expect("the player's thread"));
    }
    threads
}

/// Each player moves a little after their clock ran out (between 0.2 and 0.9 s, and not before
/// `not_before` Unix milliseconds), on the prompt that clock was for, while the clocks' keeper
/// may still be working through the clocks it read. Returns each match's clock that ran out.
async fn move_just_after_the_clock(
    fake: &Fake,
    store: &Store,
    players: &[u64],
    ids: &[i64],
    not_before: i64,
) -> BTreeMap<i64, DueClock> {
    let mut moves = tokio::task::JoinSet::new();
    for (n, (&user, &id)) in players.iter().zip(ids).enumerate() {
        let clock = store.clocks_of(id).await.unwrap().into_iter().find(|c| c.seat == 0).expect("a running clock");
        let late = 200 + (n as i64 * 700) / (players.len().max(2) as i64 - 1);
        let fake = fake.clone();
        moves.spawn(async move {
            let wait = (clock.due_ms.max(not_before) + late - now_ms()).max(0) as u64;
            tokio::time::sleep(Duration::from_millis(wait)).await;
            // The prompt the clock was for (a slow keeper may still be sending it: then the
            // player cannot move in time, and does not).
            let prefix = format!("tl:m{id}.0:{}:", clock.version);
            let found = prompts(&fake, user).into_iter().find(|(_, custom)| custom.starts_with(&prefix));
            let (message, custom) = found?;
            fake.settled(fake.select(user, message.id, &custom, &message.options()[0])).await;
            Some((id, clock))
        });
    }
    let mut clocks = BTreeMap::new();
    while let Some(done) = moves.join_next().await {
        if let Some((id, clock)) = done.unwrap() {
            clocks.insert(id, clock);
        }
    }
    clocks
}

/// Wait until each match has been timed out after its player's late move (the next play's clock
/// running out: the players do nothing more), or at the clock the move was for (the keeper got
/// there first): the keeper has been through everything it read before the moves.
async fn timed_out_since(store: &Store, clocks: &BTreeMap<i64, DueClock>) {
    let began = std::time::Instant::now();
    for (&id, first) in clocks {
        loop {
            let steps = store.step_clocks(id).await.unwrap();
            let answered_since = steps.iter().any(|s| s.answered.is_some_and(|(v, _)| v >= first.version));
            if answered_since && steps.len() as u64 > first.version + 2 {
                break;
            }
            assert!(began.elapsed() < PATIENCE, "match {id} was never timed out: {steps:?}");
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }
}

/// The late moves that stood (made after their clock ran out, before the time-out): the next
/// play's time-out of that seat waited for the next play's own clock. Returns how many stood.
async fn late_moves_kept_their_next_clock(store: &Store, clocks: &BTreeMap<i64, DueClock>, turn_seconds: i64) -> usize {
    let mut kept = 0;
    for (&id, first) in clocks {
        let what = format!("match {id}");
        let steps = store.step_clocks(id).await.unwrap();
        let Some(late) = steps.iter().find(|s| s.seat == 0 && s.version == first.version + 1 && s.answered.is_none())
        else {
            continue;
        };
        assert!(matches!(late.command, GameCommand::Play(_)), "{what}: {late:?}");
        let committed = late.committed_ms.unwrap();
        assert!(committed > first.due_ms, "{what}: the move came after the clock ran out");
        kept += 1;
        for t in steps.iter().filter(|t| t.seat == 0 && t.answered.is_some() && t.version > late.version) {
            let at = t.committed_ms.unwrap();
            assert!(
                at >= committed + turn_seconds * 1000,
                "{what}: the next play was timed out {} ms after the move (version {})",
                at - committed,
                t.version
            );
        }
    }
    kept
}

/// Stop a bot process cleanly (SIGTERM: the work under way is finished and shown) and wait.
fn stop(bot: &mut Bot) {
    let sent = Command::new("kill").arg("-TERM").arg(bot.0.id().to_string()).status().unwrap();
    assert!(sent.success());
    assert!(bot.0.wait().unwrap().success(), "a SIGTERM is a clean stop");
}

/// Every automatic move of a match answered a clock that had run out at its commit and was its
/// seat's current one (no move of the seat came between the clock's start and it), and no clock
/// was answered twice. Returns the time-outs, as (seat, version, committed).
async fn audit(store: &Store, id: i64, what: &str) -> Vec<(usize, u64, i64)> {
    let steps = store.step_clocks(id).await.unwrap();
    let mut answered = HashSet::new();
    let mut timed = Vec::new();
    for t in steps.iter().filter(|s| s.answered.is_some()) {
        let (clock_version, due) = t.answered.unwrap();
        let committed = t.committed_ms.expect("when it was committed");
        assert!(
            committed >= due,
            "{what}: version {} timed out at {committed}, before its clock ran out at {due}",
            t.version
        );
        assert!(answered.insert((t.seat, clock_version)), "{what}: seat {} timed out twice for one clock", t.seat);
        let between = steps.iter().any(|s| s.seat == t.seat && s.version > clock_version && s.version < t.version);
        assert!(!between, "{what}: version {} answered a clock the seat had already moved on from", t.version);
        timed.push((t.seat, t.version, committed));
    }
    // Only the clocks' time-outs move for a person's seat without them.
    for s in steps.iter().filter(|s| s.seat == 0 && s.command == GameCommand::AutoMove) {
        assert!(s.answered.is_some(), "{what}: an automatic move at version {} answered no clock", s.version);
    }
    timed
}

/// The public lines of a thread containing `text`.
fn said(fake: &Fake, thread: u64, text: &str) -> usize {
    fake.visible(thread, 0).iter().filter(|m| m.ephemeral_to.is_none() && m.content.contains(text)).count()
}

/// No prompt was sent twice: each private prompt's controls (one version of one seat) came once.
/// (The answer to a click on an old board carries the fresh controls again: it is an answer, not
/// a prompt.)
fn no_prompt_twice(fake: &Fake, users: &[u64]) {
    let w = fake.world();
    let answers: HashSet<u64> = w
        .interactions
        .values()
        .flat_map(|i| {
            i.original.into_iter().chain(i.followups.iter().copied()).chain(i.message_id.filter(|_| i.updated_message))
        })
        .collect();
    for &user in users {
        let mut seen: HashMap<String, usize> = HashMap::new();
        for m in w.private_to(user).filter(|m| !answers.contains(&m.id)) {
            for id in m.custom_ids().into_iter().filter(|id| id.ends_with(":choose") || id.ends_with(":group")) {
                *seen.entry(id).or_default() += 1;
            }
        }
        let twice: Vec<_> = seen.iter().filter(|(_, n)| **n > 1).collect();
        assert!(twice.is_empty(), "prompts sent twice to {user}: {twice:?}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn players_who_move_just_after_their_clock_ran_out_keep_the_next_plays_clock() {
    let fake = Fake::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let mut bot =
        Bot(process(&fake, "bot", TURN_SECONDS).env("TOUCHLINE_DATABASE_PATH", &db).spawn().expect("the bot starts"));
    crate::support::bot::ready(&fake).await;
    let players: Vec<u64> = (0..12).map(|i| fake.add_user(&format!("Idle {i}"), false)).collect();
    let threads = idle_matches(&fake, &players).await;
    let store = Store::open_existing(&Location::Sqlite(db.clone())).await.unwrap();
    let mut ids = Vec::new();
    for &t in &threads {
        ids.push(store.match_in_thread(t).await.unwrap().expect("stored").match_id);
    }
    // From now on Discord answers late, while every clock runs out within moments of the others.
    fake.set_latency("bot", Some((150, 300)));
    let clocks = move_just_after_the_clock(&fake, &store, &players, &ids, 0).await;
    timed_out_since(&store, &clocks).await;
    fake.set_latency("bot", None);
    stop(&mut bot);

    let late_moves_kept = late_moves_kept_their_next_clock(&store, &clocks, TURN_SECONDS).await;
    for (&id, &thread) in ids.iter().zip(&threads) {
        let what = format!("match {id}");
        let timed = audit(&store, id, &what).await;
        // The thread said each time-out once, and nothing was shown again as after a restart.
        assert_eq!(said(&fake, thread, "'s time ran out"), timed.len(), "{what}: each time-out said once");
        assert_eq!(said(&fake, thread, "Back after a restart"), 0, "{what}: nothing restarted");
    }
    assert!(late_moves_kept > 0, "no move came in after its clock ran out and before the beat got to it");
    no_prompt_twice(&fake, &players);
    let w = fake.world();
    assert!(w.violations.is_empty(), "{:?}", w.violations);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_slow_keeper_frozen_past_its_lease_fires_no_clock_twice() {
    let Some(url) = fresh_database().await else { return };
    let fake = Fake::start_sharded(2).await;
    let dir = tempfile::tempdir().unwrap();
    let member = |name: &str, shard: u32| one_of_two(&fake, &url, dir.path(), name, shard, KEEPER_TURN_SECONDS);
    let store = Store::connect(&Location::Postgres(url.clone())).await.unwrap();
    let keeper_of = || async {
        let leases = store.leases().await.unwrap();
        let clocks = leases.into_iter().find(|l| l.name == "clocks" && l.until_ms > now_ms())?;
        clocks.holder.split(':').nth(1)?.parse::<u32>().ok()
    };
    // The keeper runs the server's shard; the other takes the direct messages, so the players'
    // moves are made by the process that is not slow, while the keeper works through its list.
    let server_shard = fake.world().shard_of(Some(crate::support::fakecord::GUILD_ID));
    let mut keeper = member("keeper", server_shard);
    let began = std::time::Instant::now();
    while keeper_of().await != Some(keeper.0.id()) {
        assert!(began.elapsed() < PATIENCE, "the first process never took the clocks");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let mut other = member("other", 1 - server_shard);
    fake.wait_for_within("both shards", PATIENCE, |w| w.shards_identified.len() >= 2 && w.commands.len() >= 4).await;
    let players: Vec<u64> = (0..16).map(|i| fake.add_user(&format!("Away {i}"), false)).collect();
    // Nobody wants reminders: the keeper's time goes to the clocks that run out.
    for &user in &players {
        let never = crate::support::bot::choice(&fake, "profile", Some("pings"), "how", "never");
        crate::support::bot::say(&fake, user, "profile", "pings", json!([never])).await;
    }
    let threads = idle_matches(&fake, &players).await;
    let mut ids = Vec::new();
    let mut dues = Vec::new();
    for &t in &threads {
        let id = store.match_in_thread(t).await.unwrap().expect("stored").match_id;
        ids.push(id);
        dues.extend(store.clocks_of(id).await.unwrap().iter().map(|c| c.due_ms));
    }
    let (first_due, last_due) = (*dues.iter().min().unwrap(), *dues.iter().max().unwrap());

    // The keeper is held (a pause well within its lease) while every clock runs out, then goes
    // on slow: its posts answered 900 ms late, so one beat of time-outs far outlasts a clock.
    // It reads all sixteen at once; half the players move just after it has, through the
    // other process.
    let pid = keeper.0.id().to_string();
    tokio::time::sleep(Duration::from_millis((first_due - 300 - now_ms()).max(0) as u64)).await;
    assert!(Command::new("kill").args(["-STOP", &pid]).status().unwrap().success());
    let held_until = (last_due + 300).min(now_ms() + 8_000);
    tokio::time::sleep(Duration::from_millis((held_until - now_ms()).max(0) as u64)).await;
    fake.set_latency("keeper", Some((900, 900)));
    let slow_since = std::time::Instant::now();
    assert!(Command::new("kill").args(["-CONT", &pid]).status().unwrap().success());
    let movers = players.len() / 2;
    let clocks = move_just_after_the_clock(&fake, &store, &players[..movers], &ids[..movers], now_ms()).await;
    timed_out_since(&store, &clocks).await;
    // Frozen in the middle of its beat until the other process has taken the lease over, then
    // let go: it still holds the clocks it read before.
    assert!(Command::new("kill").args(["-STOP", &pid]).status().unwrap().success());
    let frozen = std::time::Instant::now();
    while keeper_of().await != Some(other.0.id()) {
        assert!(frozen.elapsed() < PATIENCE, "the other process never took the clocks over");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert!(Command::new("kill").args(["-CONT", &pid]).status().unwrap().success());
    let rest = Duration::from_secs(60).saturating_sub(slow_since.elapsed());
    tokio::time::sleep(rest).await;
    fake.set_latency("keeper", None);
    stop(&mut other);
    stop(&mut keeper);

    let late_moves_kept = late_moves_kept_their_next_clock(&store, &clocks, KEEPER_TURN_SECONDS).await;
    assert!(late_moves_kept > 0, "no move came in after its clock ran out and before the keeper got to it");
    let mut timeouts = 0;
    for &thread in &threads {
        let id = store.match_in_thread(thread).await.unwrap().expect("stored").match_id;
        let what = format!("match {id}");
        let timed = audit(&store, id, &what).await;
        timeouts += timed.len();
        assert_eq!(said(&fake, thread, "'s time ran out"), timed.len(), "{what}: each time-out said once");
        assert_eq!(said(&fake, thread, "Back after a restart"), 0, "{what}: nothing restarted");
    }
    assert!(timeouts >= threads.len(), "every match was timed out at least once: {timeouts}");
    no_prompt_twice(&fake, &players);
    let w = fake.world();
    assert!(w.violations.is_empty(), "{:?}", w.violations);
}

/// A process that stalls between committing a move and hearing that its board was posted (its
/// posts answered 30 s late, longer than its posting claim): the clocks' keeper shows the update
/// in its place, and Discord's nonce keeps the board and the prompt from coming twice; nothing
/// says "back after a restart".
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_update_a_stalled_process_was_posting_is_shown_once() {
    let Some(url) = fresh_database().await else { return };
    let fake = Fake::start_sharded(2).await;
    let dir = tempfile::tempdir().unwrap();
    let member = |name: &str, shard: u32| one_of_two(&fake, &url, dir.path(), name, shard, 24 * 3600);
    let store = Store::connect(&Location::Postgres(url.clone())).await.unwrap();
    // The keeper takes the server's commands; the other the direct messages, where the move is.
    let server_shard = fake.world().shard_of(Some(crate::support::fakecord::GUILD_ID));
    let mut keeper = member("keeper", server_shard);
    let began = std::time::Instant::now();
    loop {
        let leases = store.leases().await.unwrap();
        let held = leases.iter().any(|l| l.name == "clocks" && l.holder.contains(&format!(":{}:", keeper.0.id())));
        if held {
            break;
        }
        assert!(began.elapsed() < PATIENCE, "the keeper never took the clocks");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let mut stalled = member("stalled", 1 - server_shard);
    fake.wait_for_within("both shards", PATIENCE, |w| w.shards_identified.len() >= 2 && w.commands.len() >= 4).await;
    let alice = fake.add_user("Alice", false);
    let thread = idle_matches(&fake, &[alice]).await[0];
    let id = store.match_in_thread(thread).await.unwrap().expect("stored").match_id;
    let boards = |fake: &Fake| fake.visible(thread, 0).iter().filter(|m| m.is_board()).count();
    let before = boards(&fake);

    // Alice moves through her DM: the stalled process commits it, posts the board, and hears
    // of it only 30 s later.
    fake.set_latency("stalled", Some((30_000, 30_000)));
    let version = store.load_match(id).await.unwrap().state.version();
    let (message, custom) = prompts(&fake, alice).pop().expect("her prompt");
    fake.settled(fake.select(alice, message.id, &custom, &message.options()[0])).await;
    let moved = |w: &crate::support::fakecord::World| w.nonce_repeats > 0;
    // The keeper takes the update up once the posting claim runs out: what it sends again is
    // the message already posted.
    fake.wait_for_within("the keeper to show the stalled update", PATIENCE, moved).await;
    let now = store.load_match(id).await.unwrap().state.version();
    assert!(now > version, "the move was committed");
    fake.wait_until_within("the update shown", PATIENCE, || {
        let prompts = prompts(&fake, alice);
        prompts.iter().any(|(_, custom)| custom.starts_with(&format!("tl:m{id}.0:{now}:")))
    })
    .await;
    fake.set_latency("stalled", None);
    stop(&mut stalled);
    stop(&mut keeper);

    assert_eq!(boards(&fake), before + 1, "one board for the move");
    assert_eq!(said(&fake, thread, "Back after a restart"), 0, "nothing restarted");
    no_prompt_twice(&fake, &[alice]);
    let w = fake.world();
    assert!(w.violations.is_empty(), "{:?}", w.violations);
}

/// A process that dies between opening a match's thread and storing its match (Discord slow to
/// answer the thread's creation) leaves an empty thread: its next start finds it from the
/// opening it noted, and deletes it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_thread_whose_match_was_never_stored_is_deleted() {
    let fake = Fake::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let first = Bot(process(&fake, "first", TURN_SECONDS).env("TOUCHLINE_DATABASE_PATH", &db).spawn().expect("starts"));
    crate::support::bot::ready(&fake).await;
    let alice = fake.add_user("Alice", false);
    fake.set_latency("first", Some((600_000, 600_000)));
    fake.slash(alice, GENERAL, "play", json!([{"name": "game", "type": 4, "value": 0}]));
    fake.wait_until("the match's thread made", || !fake.threads().is_empty()).await;
    let thread = fake.threads()[0];
    drop(first);
    let store = Store::open_existing(&Location::Sqlite(db.clone())).await.unwrap();
    assert!(store.match_in_thread(thread).await.unwrap().is_none(), "no match was stored for it");
    store.close().await;

    let _second =
        Bot(process(&fake, "second", TURN_SECONDS).env("TOUCHLINE_DATABASE_PATH", &db).spawn().expect("starts"));
    fake.wait_for_within("the empty thread deleted", PATIENCE, |w| w.deleted_threads.contains(&thread)).await;
    assert!(!fake.threads().contains(&thread));
    // Alice plays again: her match's thread stands.
    fake.slash(alice, GENERAL, "play", json!([{"name": "game", "type": 4, "value": 0}]));
    fake.wait_until_within("her new prompt", PATIENCE, || !prompts(&fake, alice).is_empty()).await;
    assert_eq!(fake.threads().len(), 1, "one thread, with its match");
    assert_eq!(fake.world().deleted_threads, [thread]);
}
