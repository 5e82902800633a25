//! Load on a bot past one machine: many live matches, clicks paced as people click, against
//! the real bot binary and the fake Discord, twice in one run:
//!
//! - one process on a SQLite file (the default), and
//! - two processes on one Postgres database, each running one of the bot's two shards (the
//!   server's commands reach one, the direct messages' clicks the other).
//!
//! Reports click → acknowledgement and click → board posted (p50/p99), opening speed, and the
//! memory per live match of all the bot's processes together. `TOUCHLINE_LOAD_MATCHES` (default
//! 10,000 live matches), `TOUCHLINE_LOAD_CLICKS` (default 750 measured clicks) and
//! `TOUCHLINE_LOAD_RATE` (clicks a second, default 25) set the load. The Postgres half needs
//! Debian's Postgres 15 (or `TOUCHLINE_TEST_POSTGRES_URL`), as the tests do.
//! Run: `cargo bench --bench cluster_load`.

#[path = "../tests/it/support/fakecord/mod.rs"]
mod fakecord;
#[path = "support/load.rs"]
mod load;
// The benchmark needs only a fresh database of the tests' server.
#[path = "../tests/it/support/postgres.rs"]
#[allow(dead_code)]
mod postgres;

use std::collections::HashMap;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use fakecord::{Fake, GENERAL, GUILD_ID};
use load::{env_number, percentile, prompt, rss_kib, wait_for_answers_and_boards};
use serde_json::json;

/// Where the bot's processes keep their matches.
enum Database {
    Sqlite(std::path::PathBuf),
    Postgres(String),
}

/// One bot process running `shards` (of the fake's count) on `database`.
fn start(fake: &Fake, database: &Database, dir: &std::path::Path, name: &str, shards: &str) -> Child {
    let mut command = Command::new(env!("CARGO_BIN_EXE_touchline"));
    command
        .arg("serve")
        .env("DISCORD_TOKEN", fakecord::TOKEN)
        .env("TOUCHLINE_DISCORD_API_URL", fake.base())
        .env("TOUCHLINE_DEV_GUILD_ID", GUILD_ID.to_string())
        .env("TOUCHLINE_DISCORD_SHARD_COUNT", fake.world().shards().to_string())
        .env("TOUCHLINE_DISCORD_SHARDS", shards)
        .env("TOUCHLINE_LOG", "error")
        .stdout(Stdio::null());
    match database {
        Database::Sqlite(path) => command.env("TOUCHLINE_DATABASE_PATH", path),
        Database::Postgres(url) => {
            command.env("TOUCHLINE_DATABASE_URL", url).env("TOUCHLINE_DATABASE_PATH", dir.join(format!("{name}.db")))
        }
    };
    command.spawn().expect("the bot starts")
}

/// What one run measured.
struct Figures {
    label: String,
    opening: Duration,
    acks: Vec<Duration>,
    boards: Vec<Duration>,
    kib_per_match: f64,
    violations: usize,
}

/// Open `matches` matches against the computer (paced, so no answer misses Discord's three
/// seconds), then `clicks` clicks at `rate` a second spread over the players, each on its
/// player's current prompt.
async fn run(label: &str, shards: u32, database: Database, matches: usize, clicks: usize, rate: usize) -> Figures {
    let fake = Fake::start_sharded(shards).await;
    let dir = tempfile::tempdir().expect("a temporary folder");
    let mut bots: Vec<Child> = (0..shards)
        .map(|shard| start(&fake, &database, dir.path(), &format!("bot{shard}"), &shard.to_string()))
        .collect();
    let patience = Duration::from_secs(1800);
    fake.wait_for_within("the bot's shards", patience, |w| {
        w.shards_identified.len() >= shards as usize && w.commands.len() >= 4
    })
    .await;
    let memory = |bots: &[Child]| bots.iter().map(|b| rss_kib(b.id())).sum::<u64>();
    let rss_before = memory(&bots);
    let users: Vec<u64> = (0..matches).map(|i| fake.add_user(&format!("player{i}"), false)).collect();

    let started = Instant::now();
    let mut pace = tokio::time::interval(Duration::from_millis(10));
    for &user in &users {
        pace.tick().await;
        fake.slash(user, GENERAL, "play", json!([{"name": "game", "type": 4, "value": 0}]));
    }
    let count = users.len();
    fake.wait_for_within("every match to start", patience, |w| {
        w.channels.values().filter(|c| c.kind == 1).count() == count
    })
    .await;
    fake.wait_for_within("every first prompt", patience, |w| {
        w.messages().iter().filter(|m| m.custom_ids().iter().any(|id| id.ends_with(":choose"))).count() >= count
    })
    .await;
    let opening = started.elapsed();
    let kib_per_match = memory(&bots).saturating_sub(rss_before) as f64 / matches as f64;

    // The clicks, one every 1/rate s, each by a different player in turn.
    let threads: HashMap<u64, u64> = {
        let w = fake.world();
        let by_name: HashMap<&str, u64> =
            w.channels.iter().filter(|(_, c)| c.kind == 11).map(|(id, c)| (c.name.as_str(), *id)).collect();
        users
            .iter()
            .enumerate()
            .map(|(i, u)| {
                let name = format!(": player{i} v");
                let thread = by_name.iter().find(|(n, _)| n.contains(&name)).map(|(_, id)| *id).unwrap_or(0);
                (*u, thread)
            })
            .collect()
    };
    let mut sent = Vec::new();
    let mut pace = tokio::time::interval(Duration::from_secs_f64(1.0 / rate as f64));
    for i in 0..clicks {
        let user = users[(i * 7919) % users.len()];
        let Some((message, id, value)) = prompt(&fake, user) else { continue };
        pace.tick().await;
        let at = Instant::now();
        sent.push((user, fake.select(user, message, &id, &value), at));
    }
    let ids: Vec<u64> = sent.iter().map(|c| c.1).collect();
    let expect: HashMap<u64, Instant> = sent.iter().map(|(u, _, at)| (threads[u], *at)).collect();
    wait_for_answers_and_boards(&fake, &ids, &expect, patience).await;
    let (mut acks, mut boards) = (Vec::new(), Vec::new());
    {
        let w = fake.world();
        let mut boards_in: HashMap<u64, Vec<Instant>> = HashMap::new();
        for m in w.messages().iter().filter(|m| !m.files.is_empty()) {
            boards_in.entry(m.channel_id).or_default().push(m.at);
        }
        for (user, interaction, at) in &sent {
            let i = &w.interactions[interaction];
            acks.push(i.answered_at.map(|t| t - i.created).unwrap_or_default());
            let board = boards_in.get(&threads[user]).and_then(|b| b.iter().filter(|t| **t > *at).min().copied());
            boards.push(board.map(|b| b - *at).unwrap_or_default());
        }
    }
    acks.sort();
    boards.sort();
    let violations = fake.world().violations.len();
    if violations > 0 {
        eprintln!("{label}: Discord's rules were broken: {:?}", fake.world().violations);
    }
    for bot in &mut bots {
        let _ = bot.kill();
        let _ = bot.wait();
    }
    Figures { label: label.to_string(), opening, acks, boards, kib_per_match, violations }
}

#[tokio::main(flavor = "multi_thread", worker_threads = 2)]
async fn main() {
    let matches = env_number("TOUCHLINE_LOAD_MATCHES", 10_000);
    let clicks = env_number("TOUCHLINE_LOAD_CLICKS", 750);
    let rate = env_number("TOUCHLINE_LOAD_RATE", 25).max(1);
    let dir = tempfile::tempdir().expect("a temporary folder");
    let mut runs =
        vec![run("1 process, SQLite", 1, Database::Sqlite(dir.path().join("load.db")), matches, clicks, rate).await];
    match postgres::fresh_database().await {
        Some(url) => runs.push(run("2 processes, Postgres", 2, Database::Postgres(url), matches, clicks, rate).await),
        None => println!("(no Postgres here: the two-process run is skipped)"),
    }
    println!("cluster load: {matches} live matches against the computer, {clicks} clicks at {rate} a second");
    let verdict = |ok: bool| if ok { "met" } else { "NOT MET" };
    for f in &runs {
        let (ack, board) = (percentile(&f.acks, 0.99), percentile(&f.boards, 0.99));
        println!("  {}", f.label);
        println!(
            "    opening {matches} matches     {:.1} s ({:.0} a second; the commands are paced at 100 a second)",
            f.opening.as_secs_f64(),
            matches as f64 / f.opening.as_secs_f64()
        );
        println!("    click → acknowledgement  p50 {:?}  p99 {ack:?}", percentile(&f.acks, 0.5));
        println!("    click → board posted     p50 {:?}  p99 {board:?}", percentile(&f.boards, 0.5));
        println!("    memory per live match    {:.1} KiB (all processes)", f.kib_per_match);
        println!("    Discord rules broken     {}", f.violations);
        println!("    target: p99 ack ≤ 100 ms   {}", verdict(ack <= Duration::from_millis(100)));
        println!("    target: p99 board ≤ 1 s    {}", verdict(board <= Duration::from_secs(1)));
    }
    if runs.iter().any(|f| f.violations > 0) {
        std::process::exit(1);
    }
}
