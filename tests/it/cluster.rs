//! Several `touchline serve` processes as one bot, on one Postgres database, each running some
//! of the bot's gateway shards on the fake Discord: any process takes any click, and the timed
//! work (turn clocks, reminders, deadlines) is done once, by the process holding the clocks'
//! lease, and moves to another within seconds when that process dies or stops.

use std::path::Path;
use std::process::Command;
use std::time::Duration;

use serde_json::json;
use touchline::store::{Location, Store};

use crate::support::bot::{
    assert_clean, finished, kick_off_against_the_computer, kick_off_on_a_short_clock, play_out, serve_command, Bot,
};
use crate::support::fakecord::{Fake, GENERAL, GUILD_ID};
use crate::support::postgres::fresh_database;

mod community;

/// How long a lease takeover may take: the lease's lifetime, a beat, and a slow machine's start.
const TAKEOVER: Duration = Duration::from_secs(60);

/// One process of the bot: `shards` of the fake's shard count, on the shared database. Its
/// status file goes in `dir` under `name`.
fn member(fake: &Fake, database: &str, dir: &Path, name: &str, shards: &str) -> Bot {
    let child = serve_command(fake)
        .env("TOUCHLINE_DATABASE_URL", database)
        .env("TOUCHLINE_DATABASE_PATH", dir.join(format!("{name}.db")))
        .env("TOUCHLINE_DISCORD_SHARD_COUNT", fake.world().shards().to_string())
        .env("TOUCHLINE_DISCORD_SHARDS", shards)
        .spawn()
        .expect("the bot starts");
    Bot(child)
}

/// Wait until `shard` has identified (again, if it already had `before` times).
async fn identified(fake: &Fake, shard: u32, before: usize) {
    fake.wait_for_within(&format!("shard {shard} to identify"), TAKEOVER, |w| {
        w.shards_identified.iter().filter(|s| **s == shard).count() > before && w.commands.len() >= 4
    })
    .await;
}

fn times_identified(fake: &Fake, shard: u32) -> usize {
    fake.world().shards_identified.iter().filter(|s| **s == shard).count()
}

/// The process id inside the clocks' lease holder's name (`host:pid:random`), if one holds it.
async fn clock_keeper(store: &Store) -> Option<u32> {
    let leases = store.leases().await.unwrap();
    let lease = leases.iter().find(|l| l.name == "clocks")?;
    lease.holder.split(':').nth(1)?.parse().ok()
}

async fn wait_for_keeper(fake: &Fake, store: &Store, pid: u32) {
    let began = std::time::Instant::now();
    while clock_keeper(store).await != Some(pid) {
        if began.elapsed() > TAKEOVER {
            let leases = store.leases().await.unwrap();
            panic!("process {pid} never took the clocks' lease: {leases:?}; violations {:?}", fake.world().violations);
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// A stored match has finished, holds one step per version (none applied twice, none lost),
/// and is what its replay from (config, seed, inputs) gives.
async fn assert_played_once_and_replayable(store: &Store, id: touchline::ids::MatchId, what: &str) {
    let stored = store.load_match(id).await.unwrap();
    assert!(stored.state.status().outcome().is_some(), "{what} finished");
    let versions: Vec<i64> = store.steps(id).await.unwrap().iter().map(|s| s.0).collect();
    let expected: Vec<i64> = (1..=stored.state.version() as i64).collect();
    assert_eq!(versions, expected, "{what}: one step per version");
    let export = touchline::replay::export(store, id).await.unwrap();
    let (_, replayed) = touchline::replay::replay(&export).unwrap();
    assert_eq!(replayed, stored.state, "{what} equals its replay");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_on_one_postgres_play_one_bots_matches() {
    let Some(url) = fresh_database().await else { return };
    let fake = Fake::start_sharded(2).await;
    let dir = tempfile::tempdir().unwrap();
    let _first = member(&fake, &url, dir.path(), "first", "0");
    let _second = member(&fake, &url, dir.path(), "second", "1");
    identified(&fake, 0, 0).await;
    identified(&fake, 1, 0).await;
    // The server's commands arrive on its shard (1); the prompts' clicks in direct messages
    // arrive on shard 0: the match goes back and forth between the two processes.
    assert_eq!(fake.world().shard_of(Some(GUILD_ID)), 1);
    let alice = fake.add_user("Alice", false);
    let thread = kick_off_against_the_computer(&fake, alice, 1).await;
    play_out(&fake, thread, &[alice]).await;
    fake.wait_until("the match to finish", || finished(&fake, thread)).await;
    assert_clean(&fake).await;
    // One match, stored once, finished, each of its versions stepped to once.
    let store = Store::connect(&Location::Postgres(url)).await.unwrap();
    let id = store.match_in_thread(thread).await.unwrap().expect("the thread's match").match_id;
    let stored = store.load_match(id).await.unwrap();
    assert!(stored.state.status().outcome().is_some(), "the match finished");
    let steps = store.steps(id).await.unwrap();
    assert_eq!(steps.len() as u64, stored.state.version(), "one step per version");
    let w = fake.world();
    assert_eq!(w.shards_identified.len(), 2, "each shard identified once: {:?}", w.shards_identified);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_clocks_move_on_when_their_keeper_dies_or_stops() {
    let Some(url) = fresh_database().await else { return };
    let fake = Fake::start_sharded(2).await;
    let dir = tempfile::tempdir().unwrap();
    // The keeper runs the shard the server is not on, so the server's commands reach the other
    // process whatever happens to the keeper.
    let server_shard = fake.world().shard_of(Some(GUILD_ID));
    let (keeper_shard, other_shard) = (1 - server_shard, server_shard);
    let (keeper_shards, other_shards) = (keeper_shard.to_string(), other_shard.to_string());
    let store = Store::connect(&Location::Postgres(url.clone())).await.unwrap();
    let mut keeper = member(&fake, &url, dir.path(), "keeper", &keeper_shards);
    identified(&fake, keeper_shard, 0).await;
    wait_for_keeper(&fake, &store, keeper.0.id()).await;
    let other = member(&fake, &url, dir.path(), "other", &other_shards);
    identified(&fake, other_shard, 0).await;

    // A casual match (two seconds a move) that Alice forfeits if she does not move.
    let alice = fake.add_user("Alice", false);
    let thread = kick_off_on_a_short_clock(&fake, alice).await;
    // The keeper dies at once, with Alice's clock running: the other process takes the clocks
    // over when the lease runs out, and the forfeit happens then, once.
    keeper.0.kill().unwrap();
    keeper.0.wait().unwrap();
    wait_for_keeper(&fake, &store, other.0.id()).await;
    let began = std::time::Instant::now();
    while !finished(&fake, thread) {
        assert!(began.elapsed() < TAKEOVER, "the match never ended on time");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let said = |text: &str| fake.visible(thread, 0).iter().filter(|m| m.content.contains(text)).count();
    assert_eq!(said("Alice forfeited on time"), 1);

    // The keeper comes back: it runs its shard again, and leaves the clocks with their keeper.
    let before = times_identified(&fake, keeper_shard);
    let back = member(&fake, &url, dir.path(), "keeper", &keeper_shards);
    identified(&fake, keeper_shard, before).await;
    assert_eq!(clock_keeper(&store).await, Some(other.0.id()), "a process starting takes nothing over");

    // A rolling restart: SIGTERM to the clocks' keeper gives its lease back, and the process
    // that came back takes it at its next beat, without waiting for the lease to run out.
    let status = Command::new("kill").arg("-TERM").arg(other.0.id().to_string()).status().unwrap();
    assert!(status.success());
    wait_for_keeper(&fake, &store, back.0.id()).await;
    let mut other = other;
    let ended = other.0.wait().unwrap();
    assert!(ended.success(), "a SIGTERM is a clean stop: {ended:?}");

    let id = store.match_in_thread(thread).await.unwrap().expect("the thread's match").match_id;
    let steps = store.steps(id).await.unwrap();
    // The computer's choice, then Alice's forfeit: one time-out, acted on once, whatever the
    // processes went through.
    let alice_steps: Vec<_> = steps.iter().filter(|(_, seat, _, _)| *seat == 0).collect();
    assert_eq!(alice_steps.len(), 1, "{steps:?}");
    assert_eq!(alice_steps[0].2, "\"Forfeit\"", "{steps:?}");
    assert!(fake.world().violations.is_empty(), "{:?}", fake.world().violations);
}

/// The larger cluster: three processes over eight shards and twelve servers, matches of every
/// game opened in a burst during which one process is killed (`kill -9`) and started again,
/// then a rolling restart of another (SIGTERM, and back). `TOUCHLINE_CLUSTER_MATCHES` sets how
/// many matches (300 by default; `scripts/e2e-under-load.sh` runs the suite again and again).
/// Afterwards every match has finished, equals its replay from (config, seed, inputs), holds
/// one step per version, every clock that ran out fired once, and every interaction that
/// reached the bot was answered within Discord's three seconds.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn three_processes_over_eight_shards_survive_a_kill_and_a_rolling_restart() {
    use crate::support::bot::{choice, drive, private_messages, reply_text};
    use touchline_games::GameKind;

    let Some(url) = fresh_database().await else { return };
    let matches: usize = std::env::var("TOUCHLINE_CLUSTER_MATCHES").ok().and_then(|n| n.parse().ok()).unwrap_or(300);
    let fake = Fake::start_sharded(8).await;
    let dir = tempfile::tempdir().unwrap();
    // Twelve servers: the fake's own and eleven more, spread over the shards.
    let mut channels = vec![GENERAL];
    for k in 1..12u64 {
        channels.push(fake.add_server(((k * 3) << 22) | (7000 + k)));
    }
    let ranges = ["0-2", "3-5", "6-7"];
    let mut members: Vec<Bot> =
        ranges.iter().enumerate().map(|(i, r)| member(&fake, &url, dir.path(), &format!("m{i}"), r)).collect();
    for shard in 0..8 {
        identified(&fake, shard, 0).await;
    }

    // The burst: every player opens a match in a server, the games in turn; every third one is
    // casual (two seconds a move) and forfeits on time, so clocks run out during the test.
    let players: Vec<u64> = (0..matches).map(|i| fake.add_user(&format!("Player {i}"), false)).collect();
    let on_time = |i: usize| i.is_multiple_of(3);
    let open = |i: usize| {
        let kind = GameKind::ALL[i % GameKind::ALL.len()];
        let mut options = vec![choice(&fake, "play", None, "game", kind.title())];
        if on_time(i) {
            options.push(json!({"name": "timer", "type": 4, "value": 1}));
            options.push(json!({"name": "on_timeout", "type": 4, "value": 1}));
        }
        fake.slash(players[i], channels[i % channels.len()], "play", json!(options))
    };
    let mut asked: Vec<u64> = Vec::new();
    let killed = 1;
    for i in 0..matches {
        if i == matches / 2 {
            // Half way through the burst the middle process dies, with work in flight.
            members[killed].0.kill().unwrap();
            members[killed].0.wait().unwrap();
        }
        asked.push(open(i));
    }
    let before = times_identified(&fake, 3);
    members[killed] = member(&fake, &url, dir.path(), "m1-again", ranges[killed]);
    identified(&fake, 3, before).await;
    for shard in 4..=5 {
        identified(&fake, shard, 1).await;
    }
    // What the dead process took and never answered failed for those players, as did what
    // reached none (its shards were down).
    fake.lose_unanswered(3..=5);
    // A player whose match the dead process stored sees it shown by the clocks' keeper; the
    // others ask again.
    let pool = sqlx::PgPool::connect(&url).await.unwrap();
    for (i, interaction) in asked.iter_mut().enumerate() {
        if fake.delivered(*interaction) {
            continue;
        }
        let stored: i64 = sqlx::query_scalar(
            "SELECT COUNT(*) FROM match_seats s JOIN players p ON p.id = s.player_id WHERE p.discord_id = $1",
        )
        .bind(players[i].to_string())
        .fetch_one(&pool)
        .await
        .unwrap();
        if stored == 0 {
            *interaction = open(i);
        }
    }
    for &interaction in asked.iter().filter(|i| fake.delivered(**i)) {
        let answer = reply_text(&fake, interaction).await;
        assert!(answer.contains("Kick-off against"), "{answer}");
    }
    let store = Store::connect(&Location::Postgres(url.clone())).await.unwrap();
    // Each player's match thread (a thread the dead process opened before it stored anything
    // has no match, and is not it).
    let mut threads = Vec::new();
    for i in 0..matches {
        let name = format!(": Player {i} v ");
        let began = std::time::Instant::now();
        let thread = loop {
            let candidates: Vec<u64> = {
                let w = fake.world();
                w.channels.iter().filter(|(_, c)| c.kind == 11 && c.name.contains(&name)).map(|(id, _)| *id).collect()
            };
            let mut found = None;
            for t in candidates {
                if store.match_in_thread(t).await.unwrap().is_some() && fake.visible(t, 0).iter().any(|m| m.is_board())
                {
                    found = Some(t);
                }
            }
            if let Some(t) = found {
                break t;
            }
            if began.elapsed() > TAKEOVER {
                // What the fake and the database hold of this player's match, to say why.
                let said = {
                    let w = fake.world();
                    let threads: Vec<_> = w
                        .channels
                        .iter()
                        .filter(|(_, c)| c.kind == 11 && c.name.contains(&name))
                        .map(|(id, c)| {
                            (c.name.clone(), w.in_channel(*id).map(|m| m.content.clone()).collect::<Vec<_>>())
                        })
                        .collect();
                    let interaction = &w.interactions[&asked[i]];
                    format!(
                        "threads {threads:?}; their /play answered {:?}, settled {}, undelivered {}",
                        interaction.answer, interaction.settled, interaction.undelivered
                    )
                };
                let rows: Vec<(i64, i64, i64, String, String)> = sqlx::query_as(
                    "SELECT m.id, m.version, d.announced_version, d.thread_id, m.updated_at FROM matches m
                     JOIN match_seats s ON s.match_id = m.id JOIN players p ON p.id = s.player_id
                     LEFT JOIN discord_matches d ON d.match_id = m.id WHERE p.discord_id = $1",
                )
                .bind(players[i].to_string())
                .fetch_all(&pool)
                .await
                .unwrap();
                let leases = store.leases().await.unwrap();
                panic!("player {i}'s match was never shown: {said}; stored {rows:?}; leases {leases:?}");
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        };
        threads.push(thread);
    }

    // A rolling restart of the last process: SIGTERM, a clean exit, and back.
    let last = members.len() - 1;
    let status = Command::new("kill").arg("-TERM").arg(members[last].0.id().to_string()).status().unwrap();
    assert!(status.success());
    assert!(members[last].0.wait().unwrap().success(), "a SIGTERM is a clean stop");
    let before = times_identified(&fake, 6);
    members[last] = member(&fake, &url, dir.path(), "m2-again", ranges[last]);
    identified(&fake, 6, before).await;
    identified(&fake, 7, 1).await;

    // The other matches: a move each through their controls, then a resignation.
    for i in (0..matches).filter(|i| !on_time(*i)) {
        let (user, thread) = (players[i], threads[i]);
        let chose = |fake: &Fake| {
            private_messages(fake, user).iter().chain(fake.visible(thread, 0).iter()).any(|m| {
                m.content.starts_with("✓ You chose: ") || m.content.starts_with(&format!("✓ <@{user}> chose: "))
            })
        };
        drive(&fake, thread, &[user], &[], chose).await;
        let resign = fake.slash(user, thread, "match", json!([{"type": 1, "name": "resign", "options": []}]));
        assert!(reply_text(&fake, resign).await.contains("You resigned"), "match {i}");
    }
    for (i, &thread) in threads.iter().enumerate() {
        let began = std::time::Instant::now();
        while !finished(&fake, thread) {
            assert!(began.elapsed() < TAKEOVER, "match {i} never ended");
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }
    assert_clean(&fake).await;

    // Every stored match: finished, one step per version, the same as its replay; a clock that
    // ran out acted once.
    for (i, &thread) in threads.iter().enumerate() {
        let id = store.match_in_thread(thread).await.unwrap().expect("the thread's match").match_id;
        assert_played_once_and_replayable(&store, id, &format!("match {i}")).await;
        if on_time(i) {
            let said = fake.visible(thread, 0).iter().filter(|m| m.content.contains("forfeited on time")).count();
            assert_eq!(said, 1, "match {i}: its clock fired once");
        }
    }
    let w = fake.world();
    assert!(w.violations.is_empty(), "{:?}", w.violations);
    // The processes took turns to identify: with `max_concurrency` 1, one IDENTIFY per five
    // seconds (serenity's own spacing within a process, the lease between processes; measured
    // here with two seconds of slack for a busy machine: processes identifying together would be
    // milliseconds apart).
    let mut times: Vec<_> = w.identify_times.iter().map(|(_, at)| *at).collect();
    times.sort();
    let gaps: Vec<Duration> = times.windows(2).map(|p| p[1] - p[0]).collect();
    assert!(gaps.iter().all(|g| *g >= Duration::from_secs(3)), "IDENTIFYs too close together: {gaps:?}");
}
