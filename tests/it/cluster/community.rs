//! The cluster as a community uses it, all at once: open tables that start when they are full
//! (or when their host says), challenges of two to six people, solo matches against the
//! AutoTeam, a league whose last fixture is settled at its deadline, and a draft league whose
//! absent manager's picks are made by the clock. Meanwhile the clocks' keeper is killed and
//! comes back, Postgres restarts under every process, and another process is restarted by
//! SIGTERM. Afterwards: every match finished and equals its replay, every clock that ran out
//! acted once, every result is in once, and every interaction was answered in time.

use std::collections::HashSet;
use std::process::Command;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use serde_json::{json, Value};
use touchline::competition::{FixtureStatus, ResultSource};
use touchline::store::{Location, Store};
use touchline_games::GameKind;

use super::{assert_played_once_and_replayable, clock_keeper, identified, member, times_identified, TAKEOVER};
use crate::support::bot::{assert_clean, choice, drive, finished, opt, reply_text, texts};
use crate::support::fakecord::{Fake, FakeMessage, GENERAL, GUILD_ID};
use crate::support::postgres::private_server;

/// The server the draft league is played in (its events on shard 2).
const DRAFT_SERVER: u64 = (6 << 22) | 8003;

/// How long one person keeps trying a command the bot could not take (its database or its
/// process restarting) before the test gives up on it.
const RETRYING: Duration = Duration::from_secs(120);

/// What the bot answers when it could not look at what it was asked: nothing was done, and
/// the person asks again.
fn put_off(fake: &Fake, interaction: u64, text: &str) -> bool {
    !fake.delivered(interaction)
        || text.contains("out of reach for a moment")
        || text.contains("Touchline is restarting")
}

/// An interaction made again (by `make`) until the bot takes it; the bot's answer.
async fn until_taken(fake: &Fake, what: &str, make: impl Fn() -> u64) -> String {
    let began = Instant::now();
    loop {
        let i = make();
        let text = reply_text(fake, i).await;
        if !put_off(fake, i, &text) {
            return text;
        }
        assert!(began.elapsed() < RETRYING, "{what} was never taken: {text:?}");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

/// A command, asked again until the bot takes it; the bot's answer.
async fn ask(fake: &Fake, user: u64, channel: u64, command: &str, options: Value) -> String {
    until_taken(fake, &format!("/{command}"), || fake.slash(user, channel, command, options.clone())).await
}

/// A `/league …` or `/tournament …` subcommand, asked until taken.
async fn say_in(fake: &Fake, user: u64, channel: u64, group: &str, name: &str, options: Value) -> String {
    ask(fake, user, channel, group, json!([{"type": 1, "name": name, "options": options}])).await
}

/// A button clicked until the bot takes the click; the bot's answer.
async fn press(fake: &Fake, user: u64, message: &FakeMessage, ending: &str) -> String {
    let id = message.custom_ids().into_iter().find(|id| id.ends_with(ending)).expect("the button");
    until_taken(fake, ending, || fake.click(user, message.id, &id)).await
}

/// The thread whose name is exactly `name`, once it exists.
async fn thread_named(fake: &Fake, name: &str) -> u64 {
    let find = || {
        let w = fake.world();
        w.channels.iter().find(|(_, c)| c.kind == 11 && c.name == name).map(|(id, _)| *id)
    };
    let began = Instant::now();
    loop {
        if let Some(thread) = find() {
            return thread;
        }
        if began.elapsed() > TAKEOVER {
            let w = fake.world();
            let names: Vec<&String> = w.channels.values().filter(|c| c.kind == 11).map(|c| &c.name).collect();
            panic!("no thread {name:?} among {names:?}");
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// `/play` options for a game (by title) with some of its own.
fn play_options(fake: &Fake, game: &str, more: &[Value]) -> Value {
    let mut options = vec![choice(fake, "play", None, "game", game)];
    options.extend(more.iter().cloned());
    Value::Array(options)
}

/// Two seconds a move, and the computer moves for whoever lets the time run out.
fn on_the_clock() -> [Value; 2] {
    [json!({"name": "timer", "type": 4, "value": 1}), json!({"name": "on_timeout", "type": 4, "value": 0})]
}

fn opponents(users: &[u64]) -> Vec<Value> {
    users
        .iter()
        .enumerate()
        .map(|(i, u)| {
            let name = if i == 0 { "opponent".to_string() } else { format!("opponent{}", i + 1) };
            json!({"name": name, "type": 6, "value": u.to_string()})
        })
        .collect()
}

/// A challenge every named player accepts.
async fn challenge(fake: &Fake, channel: u64, users: &[u64], options: Value) {
    let mut options = options.as_array().cloned().unwrap_or_default();
    options.extend(opponents(&users[1..]));
    let asked = fake.slash(users[0], channel, "play", Value::Array(options));
    let text = reply_text(fake, asked).await;
    assert!(!put_off(fake, asked, &text), "the challenge is made before any fault: {text}");
    let message = fake.replies(asked)[0].clone();
    for user in &users[1..] {
        press(fake, *user, &message, ":accept").await;
    }
}

/// An open table: its host opens it, the others join by its button, and the host starts it
/// unless it started itself by filling up.
async fn open_table(fake: &Fake, channel: u64, users: &[u64], options: Value, host_starts: bool) {
    let mut options = options.as_array().cloned().unwrap_or_default();
    options.push(json!({"name": "open", "type": 5, "value": true}));
    let opened = fake.slash(users[0], channel, "play", Value::Array(options));
    let text = reply_text(fake, opened).await;
    assert!(text.contains("has a table for"), "{text}");
    let table = fake.replies(opened)[0].clone();
    for user in &users[1..] {
        let joined = press(fake, *user, &table, ":join").await;
        assert!(!joined.contains("full or has started"), "{joined}");
    }
    if host_starts {
        press(fake, users[0], &table, ":start").await;
    }
}

fn name_of(fake: &Fake, user: u64) -> String {
    fake.world().users[&user].name.clone()
}

/// The thread of a match between `users`, in seat order.
async fn match_thread(fake: &Fake, game: &str, users: &[u64]) -> u64 {
    let names: Vec<String> = users.iter().map(|u| name_of(fake, *u)).collect();
    thread_named(fake, &format!("{game}: {}", names.join(" v "))).await
}

/// Once there are `n` of them: the threads of `game` with one of `players` in them, other than
/// those in `seen`.
async fn new_threads(fake: &Fake, game: &str, players: &[u64], seen: &HashSet<u64>, n: usize) -> Vec<u64> {
    let names: Vec<String> = players.iter().map(|u| name_of(fake, *u)).collect();
    let prefix = format!("{game}: ");
    let fresh = || -> Vec<u64> {
        let w = fake.world();
        w.channels
            .iter()
            .filter(|(id, c)| {
                c.kind == 11
                    && !seen.contains(*id)
                    && c.name.starts_with(&prefix)
                    && names.iter().any(|n| c.name.contains(n.as_str()))
            })
            .map(|(id, _)| *id)
            .collect()
    };
    fake.wait_until_within(&format!("{n} new {game} threads"), TAKEOVER, || fresh().len() >= n).await;
    let found = fresh();
    assert_eq!(found.len(), n, "{n} new {game} threads");
    found
}

/// Drive a match to its end for the people present (an absent player's moves are the
/// clock's).
fn play_in_background(
    fake: &Fake,
    thread: u64,
    present: Vec<u64>,
    prefer: &'static [&'static str],
) -> tokio::task::JoinHandle<()> {
    let fake = fake.clone();
    tokio::spawn(async move {
        drive(&fake, thread, &present, prefer, |f| finished(f, thread)).await;
    })
}

/// [`play_in_background`] for a match one of whose players stays away until `back` is set:
/// until then the clock moves for them, and answers their referee windows with a pass.
fn play_with_one_away(
    fake: &Fake,
    thread: u64,
    players: Vec<u64>,
    away: u64,
    back: Arc<AtomicBool>,
    prefer: &'static [&'static str],
) -> tokio::task::JoinHandle<()> {
    let fake = fake.clone();
    tokio::spawn(async move {
        let present: Vec<u64> = players.iter().copied().filter(|u| *u != away).collect();
        drive(&fake, thread, &present, prefer, |f| finished(f, thread) || back.load(Ordering::SeqCst)).await;
        drive(&fake, thread, &players, prefer, |f| finished(f, thread)).await;
    })
}

/// The process id of the clocks' keeper once it is someone other than `not`.
async fn keeper_other_than(store: &Store, not: u32) -> u32 {
    let began = Instant::now();
    loop {
        if let Some(pid) = clock_keeper(store).await.filter(|pid| *pid != not) {
            return pid;
        }
        assert!(began.elapsed() < TAKEOVER, "nobody took the clocks over from {not}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// How many moves the clocks have made for people who let their time run out.
async fn clock_moves(pool: &sqlx::PgPool) -> i64 {
    sqlx::query_scalar("SELECT COUNT(*) FROM match_steps WHERE command = '\"AutoMove\"'").fetch_one(pool).await.unwrap()
}

async fn wait_for_clock_moves(pool: &sqlx::PgPool, more_than: i64, what: &str) -> i64 {
    let began = Instant::now();
    loop {
        let n = clock_moves(pool).await;
        if n > more_than {
            return n;
        }
        assert!(began.elapsed() < TAKEOVER, "no clock ran out {what}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn tables_solo_matches_a_league_and_a_draft_come_through_a_kill_a_database_restart_and_a_rolling_restart() {
    let Some(server) = private_server().await else { return };
    let url = server.fresh_database().await;
    let fake = Fake::start_sharded(4).await;
    let dir = tempfile::tempdir().unwrap();
    // The league plays in the fake's own server (shard 1); two servers of tables and the
    // draft's on shards 0 and 2; a quiet server on shard 3, the clocks' keeper's.
    let league_channel = GENERAL;
    let tables_a = fake.add_server((2 << 22) | 8001);
    let tables_b = fake.add_server((4 << 22) | 8002);
    let draft_channel = fake.add_server(DRAFT_SERVER);
    fake.add_server((3 << 22) | 8004);
    {
        let w = fake.world();
        assert_eq!(w.shard_of(Some(GUILD_ID)), 1);
        assert_eq!([w.shard_of(w.guild_of(tables_a)), w.shard_of(w.guild_of(tables_b))], [2, 0]);
        assert_eq!(w.shard_of(w.guild_of(draft_channel)), 2);
    }
    let store = Store::connect(&Location::Postgres(url.clone())).await.unwrap();
    let pool = sqlx::PgPool::connect(&url).await.unwrap();
    // The keeper starts first and takes the clocks; the others run the servers' shards.
    let mut keeper = member(&fake, &url, dir.path(), "m2", "3");
    identified(&fake, 3, 0).await;
    super::wait_for_keeper(&fake, &store, keeper.0.id()).await;
    let _m0 = member(&fake, &url, dir.path(), "m0", "0-1");
    let mut m1 = member(&fake, &url, dir.path(), "m1", "2");
    for shard in 0..3 {
        identified(&fake, shard, 0).await;
    }

    eprintln!("cluster community: processes up");
    // The league: four people, everyone once, a day a round, a missed deadline forfeited.
    let league: Vec<u64> = ["Lea", "Lou", "Lia", "Lex"].iter().map(|n| fake.add_user(n, false)).collect();
    let league_name = || json!([opt("name", json!("Cluster League"))]);
    let created = say_in(
        &fake,
        league[0],
        league_channel,
        "league",
        "create",
        json!([
            opt("name", json!("Cluster League")),
            opt("game", json!(0)),
            opt("legs", json!(1)),
            opt("deadline_days", json!(1))
        ]),
    )
    .await;
    assert!(created.contains("League **Cluster League** created"), "{created}");
    for &u in &league {
        let joined = say_in(&fake, u, league_channel, "league", "join", league_name()).await;
        assert!(joined.contains("joined **Cluster League**"), "{joined}");
    }
    let started = say_in(&fake, league[0], league_channel, "league", "start", league_name()).await;
    assert!(started.contains("6 fixtures"), "{started}");

    eprintln!("cluster community: league started");
    // The draft league: four managers, a snake draft, two seconds a pick; Dee never turns up
    // to the draft, so the clock picks for her.
    let managers: Vec<u64> = ["Dan", "Dot", "Dev", "Dee"].iter().map(|n| fake.add_user(n, false)).collect();
    let cup_name = || json!([opt("name", json!("Cluster Draft"))]);
    let mut create = vec![
        opt("name", json!("Cluster Draft")),
        choice(&fake, "tournament", Some("create"), "game", "FASISAC"),
        choice(&fake, "tournament", Some("create"), "format", "draft-league"),
        opt("managers", json!(4)),
        choice(&fake, "tournament", Some("create"), "draft", "snake"),
    ];
    create.extend(on_the_clock());
    let created = say_in(&fake, managers[0], draft_channel, "tournament", "create", Value::Array(create)).await;
    assert!(created.contains("Tournament **Cluster Draft** created"), "{created}");
    for &u in &managers {
        let joined = say_in(&fake, u, draft_channel, "tournament", "join", cup_name()).await;
        assert!(joined.contains("joined **Cluster Draft**"), "{joined}");
    }
    let started = say_in(&fake, managers[0], draft_channel, "tournament", "start", cup_name()).await;
    assert!(started.contains("the draft is open in"), "{started}");
    let draft_thread = match_thread(&fake, "FASISAC", &managers).await;
    let mut playing = vec![{
        let (fake, present) = (fake.clone(), managers[..3].to_vec());
        tokio::spawn(async move {
            let complete = |f: &Fake| texts(f, draft_channel).iter().any(|t| t.contains("draft is complete"));
            drive(&fake, draft_thread, &present, &[], complete).await;
        })
    }];

    eprintln!("cluster community: draft open");
    // The tables. In the first server: six at an open Futbol Dash table that starts when it is
    // full; three at one its host starts, on the clock (so referee windows are two seconds),
    // one of whom steps away while the faults happen; four who accept a challenge, one with
    // closed DMs.
    let people = |names: &[&str], closed: &[&str]| -> Vec<u64> {
        names.iter().map(|n| fake.add_user(n, closed.contains(n))).collect()
    };
    let express = choice(&fake, "play", None, "format", "Express (until the deck runs out) (Futbol Dash)");
    let window = json!({"name": "window", "type": 3, "value": "5"});
    let six = people(&["Ana", "Ben", "Cal", "Dia", "Eli", "Fin"], &[]);
    open_table(&fake, tables_a, &six, play_options(&fake, "Futbol Dash", std::slice::from_ref(&express)), false).await;
    let three = people(&["Gus", "Hal", "Ida"], &[]);
    let mut clocked = vec![express.clone(), window.clone()];
    clocked.extend(on_the_clock());
    open_table(&fake, tables_a, &three, play_options(&fake, "Futbol Dash", &clocked), true).await;
    let four = people(&["Jo", "Kit", "Lu", "Mo"], &["Kit"]);
    challenge(&fake, tables_a, &four, play_options(&fake, "Futbol Dash", &[express, window])).await;
    // In the second: two at an open KIX table (full at two), a FUBA and a Super Team challenge,
    // and two solo Super Team matches against the AutoTeam.
    let kix = people(&["Ned", "Ola"], &[]);
    open_table(&fake, tables_b, &kix, play_options(&fake, "KIX", &[]), false).await;
    let fuba = people(&["Pat", "Quin"], &[]);
    challenge(&fake, tables_b, &fuba, play_options(&fake, "FUBA", &[])).await;
    let super_team = people(&["Rae", "Sol"], &[]);
    challenge(&fake, tables_b, &super_team, play_options(&fake, "Super Team", &[])).await;
    let solo = people(&["Tam", "Uma"], &[]);
    for (user, level) in solo.iter().zip(["easy", "hard"]) {
        let options = play_options(&fake, "Super Team", &[choice(&fake, "play", None, "solo", level)]);
        let text = ask(&fake, *user, tables_b, "play", options).await;
        assert!(text.contains("Kick-off against AutoTeam"), "{text}");
    }

    eprintln!("cluster community: tables open");
    // FUBA's sides take the ball at kick-off, accept their setups, shoot when they can and end
    // each stage at once, so the match moves on.
    const FUBA: [&str; 6] = ["withball", "ready", "shoot", "endstage", "donemoving", "playon"];
    let mut threads = Vec::new();
    for (game, users, prefer) in [
        ("Futbol Dash", &six, &["foul", "var"][..]),
        ("Futbol Dash", &four, &["foul", "var"][..]),
        ("KIX", &kix, &[][..]),
        ("FUBA", &fuba, &FUBA[..]),
        ("Super Team", &super_team, &["shoot", "end"][..]),
    ] {
        let thread = match_thread(&fake, game, users).await;
        threads.push(thread);
        playing.push(play_in_background(&fake, thread, users.to_vec(), prefer));
    }
    // Ida steps away from her table until the faults are over.
    let ida_back = Arc::new(AtomicBool::new(false));
    let thread = match_thread(&fake, "Futbol Dash", &three).await;
    threads.push(thread);
    playing.push(play_with_one_away(&fake, thread, three.clone(), three[2], ida_back.clone(), &["foul", "var"]));
    for user in &solo {
        let name = name_of(&fake, *user);
        // A solo match has one seat: the AutoTeam is the game's own side, not a player.
        let thread = thread_named(&fake, &format!("Super Team: {name}")).await;
        threads.push(thread);
        playing.push(play_in_background(&fake, thread, vec![*user], &["shoot", "end"]));
    }

    eprintln!("cluster community: matches under way");
    // The league's first two rounds, played as they come.
    let league_play = {
        let fake = fake.clone();
        let league = league.clone();
        tokio::spawn(async move {
            let mut seen: HashSet<u64> = HashSet::new();
            for round in 1..=2 {
                for &u in &league {
                    let said = say_in(&fake, u, league_channel, "league", "play", league_name()).await;
                    assert!(said.contains("ready") || said.contains("kicks off") || said.contains("already"), "{said}");
                }
                // The round's two fixtures: the KIX threads of the league's people not seen yet.
                let round_threads = new_threads(&fake, "KIX", &league, &seen, 2).await;
                let games: Vec<_> =
                    round_threads.iter().map(|t| play_in_background(&fake, *t, league.clone(), &[])).collect();
                for g in games {
                    g.await.expect("a league fixture played out");
                }
                seen.extend(round_threads);
                fake.wait_until_within(&format!("round {round}'s results"), TAKEOVER, || {
                    texts(&fake, league_channel).iter().filter(|t| t.contains("**Cluster League** result")).count()
                        == 2 * round
                })
                .await;
            }
            seen
        })
    };

    // The clocks' keeper is killed while clocks run, and another process takes them over.
    let before = wait_for_clock_moves(&pool, 2, "before the keeper was killed").await;
    let dead = keeper.0.id();
    keeper.0.kill().unwrap();
    keeper.0.wait().unwrap();
    let taker = keeper_other_than(&store, dead).await;
    wait_for_clock_moves(&pool, before, "after the keeper was killed").await;
    let shard_3 = times_identified(&fake, 3);
    keeper = member(&fake, &url, dir.path(), "m2-again", "3");
    identified(&fake, 3, shard_3).await;
    eprintln!("cluster community: process {taker} took the clocks over from {dead}");

    eprintln!("cluster community: keeper killed and back");
    // Postgres restarts under every process: each says so in its status file, and again when
    // it is back.
    let status = touchline::status::path_for(&dir.path().join("m0.db"));
    let database_error = || touchline::status::read(&status).ok().flatten().map(|s| s.database_error);
    server.stop().await;
    fake.wait_until_within("the status to report the database down", TAKEOVER, || {
        matches!(database_error(), Some(Some(_)))
    })
    .await;
    server.start().await;
    fake.wait_until_within("the status to report the database back", TAKEOVER, || database_error() == Some(None)).await;

    eprintln!("cluster community: database restarted");
    // A rolling restart of the process running the first tables' server and the draft's.
    let term = Command::new("kill").arg("-TERM").arg(m1.0.id().to_string()).status().unwrap();
    assert!(term.success());
    assert!(m1.0.wait().unwrap().success(), "a SIGTERM is a clean stop");
    let shard_2 = times_identified(&fake, 2);
    m1 = member(&fake, &url, dir.path(), "m1-again", "2");
    identified(&fake, 2, shard_2).await;

    eprintln!("cluster community: rolling restart done");
    // Every match plays out (Ida back at hers); the draft's squads then play their first round.
    ida_back.store(true, Ordering::SeqCst);
    for p in playing {
        p.await.expect("a match played out");
    }
    let before: HashSet<u64> = fake.threads().into_iter().collect();
    for &u in &managers {
        let said = say_in(&fake, u, draft_channel, "tournament", "play", cup_name()).await;
        assert!(said.contains("ready") || said.contains("kicks off") || said.contains("already"), "{said}");
    }
    let draft_round = new_threads(&fake, "FASISAC", &managers, &before, 2).await;
    // Boost cards are played whenever a manager holds one.
    const BOOSTS: [&str; 5] = ["bskill", "btackling", "bshooting", "bkeeping", "reroll"];
    let games: Vec<_> = draft_round.iter().map(|t| play_in_background(&fake, *t, managers.clone(), &BOOSTS)).collect();
    for g in games {
        g.await.expect("a draft league fixture played out");
    }
    eprintln!("cluster community: draft round played");
    let played_league = league_play.await.expect("the league's first rounds");

    // The league's last round: Lex never turns up. His opponent is ready, the other two play,
    // and once the round's deadline has passed (moved into the past here, rather than waited
    // a day for) the clocks' keeper awards the fixture, once.
    let c = store.competition(GUILD_ID, "cluster league").await.unwrap().expect("the league");
    let season = store.current_season(c.id).await.unwrap();
    for &u in &league[..3] {
        let said = say_in(&fake, u, league_channel, "league", "play", league_name()).await;
        assert!(said.contains("ready") || said.contains("kicks off"), "{said}");
    }
    // One fixture of the last round kicks off.
    let last = new_threads(&fake, "KIX", &league, &played_league, 1).await;
    play_in_background(&fake, last[0], league.clone(), &[]).await.expect("the last fixture played");
    let members = store.members(season.id).await.unwrap();
    let lex = members.iter().find(|m| m.discord_id == league[3]).expect("Lex is a member").player_id;
    let missed = store
        .fixtures(season.id)
        .await
        .unwrap()
        .into_iter()
        .find(|f| f.status != FixtureStatus::Played && (f.spec.pairing.home == lex || f.spec.pairing.away == lex))
        .expect("Lex's last fixture");
    sqlx::query("UPDATE fixtures SET deadline_ms = $1 WHERE id = $2")
        .bind(touchline::clock::now_ms() - 1)
        .bind(missed.id)
        .execute(&pool)
        .await
        .unwrap();
    fake.wait_until_within("the season's end", TAKEOVER, || {
        texts(&fake, league_channel).iter().any(|t| t.contains("season 1 is over"))
    })
    .await;
    let channel_says = |text: &str| texts(&fake, league_channel).iter().filter(|t| t.contains(text)).count();
    assert_eq!(channel_says("did not turn up before the deadline"), 1, "the deadline acted once");
    assert_eq!(channel_says("season 1 is over"), 1);
    assert_eq!(channel_says("**Cluster League** result"), 5, "each result played on the bot announced once");
    assert_clean(&fake).await;

    eprintln!("cluster community: league over");
    // Every match stored: finished, one step per version, equal to its replay.
    let ids: Vec<i64> = sqlx::query_scalar("SELECT id FROM matches ORDER BY id").fetch_all(&pool).await.unwrap();
    assert_eq!(ids.len(), threads.len() + 1 + 5 + 2, "tables, solos, the draft, the league's and the cup's matches");
    for id in ids {
        assert_played_once_and_replayable(&store, id, &format!("match {id}")).await;
    }
    // While they were away the clock moved for them: every one of Dee's draft picks, and some
    // of Ida's moves (or passes in referee windows) before she came back.
    let commands_of = |user: u64, kind: GameKind| {
        let pool = pool.clone();
        async move {
            let rows: Vec<(String, String)> = sqlx::query_as(
                "SELECT st.command, st.events FROM match_steps st JOIN matches m ON m.id = st.match_id
                 JOIN match_seats s ON s.match_id = st.match_id AND s.seat = st.seat
                 JOIN players p ON p.id = s.player_id
                 WHERE p.discord_id = $1 AND m.kind = $2 AND m.id NOT IN (SELECT match_id FROM fixtures WHERE match_id IS NOT NULL)
                 ORDER BY st.match_id, st.version",
            )
            .bind(user.to_string())
            .bind(kind.name())
            .fetch_all(&pool)
            .await
            .unwrap();
            rows
        }
    };
    let clock = "\"AutoMove\"";
    let dee = commands_of(managers[3], GameKind::Fasisac).await;
    assert!(!dee.is_empty() && dee.iter().all(|(c, _)| c == clock), "only the clock picked for Dee: {dee:?}");
    let ida = commands_of(three[2], GameKind::FutbolDash).await;
    let by_clock: Vec<_> = ida.iter().filter(|(c, _)| c == clock).collect();
    assert!(!by_clock.is_empty(), "the clock moved for Ida while she was away: {ida:?}");
    // A referee window of hers that closed unanswered is a pass the clock made (how many
    // there were depends on the cards dealt).
    let windows = by_clock.iter().filter(|(_, events)| events.contains("Passed")).count();
    eprintln!(
        "cluster community: the clock made {} of Ida's moves, {windows} of them passes in referee windows",
        by_clock.len()
    );

    // Every result entered once: one row per match, one per fixture, one audit line each.
    let twice: Vec<(i64, i64)> = sqlx::query_as(
        "SELECT match_id, COUNT(*) FROM results WHERE match_id IS NOT NULL GROUP BY match_id HAVING COUNT(*) > 1",
    )
    .fetch_all(&pool)
    .await
    .unwrap();
    assert!(twice.is_empty(), "matches with two results: {twice:?}");
    let twice: Vec<(i64, i64)> = sqlx::query_as(
        "SELECT fixture_id, COUNT(*) FROM results WHERE fixture_id IS NOT NULL GROUP BY fixture_id HAVING COUNT(*) > 1",
    )
    .fetch_all(&pool)
    .await
    .unwrap();
    assert!(twice.is_empty(), "fixtures with two results: {twice:?}");
    let fixtures = store.fixtures(season.id).await.unwrap();
    assert!(fixtures.iter().all(|f| f.status == FixtureStatus::Played), "{fixtures:?}");
    let sources: Vec<ResultSource> = fixtures.iter().map(|f| f.result.as_ref().expect("a result").source).collect();
    assert_eq!(sources.iter().filter(|s| **s == ResultSource::Bot).count(), 5, "{sources:?}");
    assert_eq!(sources.iter().filter(|s| **s == ResultSource::Forfeit).count(), 1, "{sources:?}");
    let audit = store.audit_log(c.id).await.unwrap();
    for f in &fixtures {
        let lines =
            audit.iter().filter(|a| a.fixture_id == Some(f.id) && ["result", "deadline"].contains(&a.action.as_str()));
        assert_eq!(lines.count(), 1, "fixture {} settled once: {audit:?}", f.id);
    }
    assert!(store.current_season(c.id).await.unwrap().champion.is_some(), "the league has its champion");

    // The draft: four squads of eight, no card twice, the absent manager's among them; its
    // first round played between them, each result in once.
    let cup = store.competition(DRAFT_SERVER, "cluster draft").await.unwrap().expect("the draft league");
    let cup_season = store.current_season(cup.id).await.unwrap();
    let squads = store.squads(cup_season.id, GameKind::Fasisac).await.unwrap();
    assert_eq!(squads.len(), 4);
    let mut cards: Vec<u8> = Vec::new();
    for (_, squad) in &squads {
        let touchline_games::AnySquad::Fasisac(squad) = squad;
        assert_eq!(squad.0.len(), 8, "{squad:?}");
        cards.extend(&squad.0);
    }
    cards.sort();
    cards.dedup();
    assert_eq!(cards.len(), 32, "the squads share the deck, no card twice");
    let played: Vec<_> = store
        .fixtures(cup_season.id)
        .await
        .unwrap()
        .into_iter()
        .filter(|f| f.status == FixtureStatus::Played)
        .collect();
    assert_eq!(played.len(), 2, "the first round played");
    assert!(played.iter().all(|f| f.result.as_ref().is_some_and(|r| r.source == ResultSource::Bot)));
    let audit = store.audit_log(cup.id).await.unwrap();
    for f in &played {
        assert_eq!(audit.iter().filter(|a| a.fixture_id == Some(f.id) && a.action == "result").count(), 1);
    }

    // The solo matches are on their boards, once each.
    for (user, level) in solo.iter().zip(["easy", "hard"]) {
        let lines = store.solo_leaderboard(GameKind::SuperTeam, level).await.unwrap();
        assert_eq!(lines.len(), 1, "{level}: {lines:?}");
        assert_eq!((lines[0].name.clone(), lines[0].played), (name_of(&fake, *user), 1));
    }
    let w = fake.world();
    assert!(w.violations.is_empty(), "{:?}", w.violations);
    drop(w);
    drop((m1, keeper));
}
