//! Load: many matches at once through the fake Discord, against the real bot binary.
//! Reports click → acknowledgement and click → board posted (p50/p99), turns per second, and
//! the bot's memory per live match. `TOUCHLINE_LOAD_MATCHES` (default 1000),
//! `TOUCHLINE_LOAD_ROUNDS` (default 3) and `TOUCHLINE_LOAD_GAP_US` (the pause between two
//! players' clicks, default 0: everyone at once) set the load.
//! Run: `cargo bench --bench discord_load`.

#[path = "../tests/it/support/fakecord/mod.rs"]
mod fakecord;
#[path = "support/load.rs"]
mod load;

use std::collections::HashMap;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use fakecord::{Fake, GENERAL, GUILD_ID};
use load::{env_number, peak_kib, percentile, prompt, rss_kib, wait_for_answers_and_boards};
use serde_json::json;

fn start(fake: &Fake, db: &std::path::Path) -> std::process::Child {
    Command::new(env!("CARGO_BIN_EXE_touchline"))
        .arg("serve")
        .env("DISCORD_TOKEN", "fake-token")
        .env("TOUCHLINE_DISCORD_API_URL", fake.base())
        .env("TOUCHLINE_DATABASE_PATH", db)
        .env("TOUCHLINE_DEV_GUILD_ID", GUILD_ID.to_string())
        .env("TOUCHLINE_LOG", "error")
        .stdout(Stdio::null())
        .spawn()
        .expect("the bot starts")
}

#[tokio::main(flavor = "multi_thread", worker_threads = 2)]
async fn main() {
    let matches = env_number("TOUCHLINE_LOAD_MATCHES", 1000);
    let rounds = env_number("TOUCHLINE_LOAD_ROUNDS", 3);
    let gap = Duration::from_micros(env_number("TOUCHLINE_LOAD_GAP_US", 0) as u64);
    let fake = Fake::start().await;
    let dir = tempfile::tempdir().expect("a temporary folder");
    let db = dir.path().join("load.db");
    let mut bot = start(&fake, &db);
    fake.wait_for("the bot", |w| w.commands.len() >= 4).await;
    let users: Vec<u64> = (0..matches).map(|i| fake.add_user(&format!("player{i}"), false)).collect();
    // Let the bot settle, then measure its memory with no matches.
    tokio::time::sleep(Duration::from_millis(500)).await;
    let rss_before = rss_kib(bot.id());
    let start_peak = peak_kib(bot.id());

    let started = Instant::now();
    for &user in &users {
        fake.slash(user, GENERAL, "play", json!([{"name": "game", "type": 4, "value": 0}]));
    }
    let patience = Duration::from_secs(600);
    let count = users.len();
    fake.wait_for_within("every match to start", patience, |w| {
        w.channels.values().filter(|c| c.kind == 1).count() == count
            && w.messages().iter().filter(|m| m.custom_ids().iter().any(|id| id.ends_with(":choose"))).count() >= count
    })
    .await;
    let opening = started.elapsed();
    tokio::time::sleep(Duration::from_millis(500)).await;
    let rss_live = rss_kib(bot.id());

    let mut acks = Vec::new();
    let mut boards = Vec::new();
    let threads: HashMap<u64, u64> = {
        let w = fake.world();
        // Each user's thread: the thread whose name mentions them.
        users
            .iter()
            .map(|u| {
                let name = format!("player{}", users.iter().position(|x| x == u).unwrap_or(0));
                let thread = w
                    .channels
                    .iter()
                    .find(|(_, c)| c.kind == 11 && c.name.contains(&format!(": {name} v")))
                    .map(|(id, _)| *id)
                    .unwrap_or(0);
                (*u, thread)
            })
            .collect()
    };
    let play_started = Instant::now();
    let mut turns = 0usize;
    for _ in 0..rounds {
        let mut clicks = Vec::new();
        for &user in &users {
            if let Some((message, id, value)) = prompt(&fake, user) {
                let at = Instant::now();
                clicks.push((user, fake.select(user, message, &id, &value), at));
                if !gap.is_zero() {
                    tokio::time::sleep(gap).await;
                }
            }
        }
        turns += clicks.len();
        let ids: Vec<u64> = clicks.iter().map(|c| c.1).collect();
        // Wait for each match's new board, then each player's next prompt.
        let expect: HashMap<u64, Instant> = clicks.iter().map(|(u, _, at)| (threads[u], *at)).collect();
        wait_for_answers_and_boards(&fake, &ids, &expect, patience).await;
        {
            let w = fake.world();
            for (user, interaction, at) in &clicks {
                let i = &w.interactions[interaction];
                acks.push(i.answered_at.map(|t| t - i.created).unwrap_or_default());
                let board =
                    w.in_channel(threads[user]).filter(|m| !m.files.is_empty() && m.at > *at).map(|m| m.at).min();
                boards.push(board.map(|b| b - *at).unwrap_or_default());
            }
        }
        let count = users.len();
        fake.wait_for_within("every next prompt", patience, |w| {
            w.messages().iter().filter(|m| m.custom_ids().iter().any(|id| id.ends_with(":choose"))).count() >= count
        })
        .await;
    }
    let playing = play_started.elapsed();
    acks.sort();
    boards.sort();

    // Memory per match: open as many again and see how much the bot grows. The first batch
    // already paid for buffers, caches and the allocator's high-water mark.
    let rss_first = rss_kib(bot.id());
    let more: Vec<u64> = (0..matches).map(|i| fake.add_user(&format!("second{i}"), false)).collect();
    for &user in &more {
        fake.slash(user, GENERAL, "play", json!([{"name": "game", "type": 4, "value": 0}]));
    }
    let total = users.len() + more.len();
    fake.wait_for_within("the second batch", patience, |w| {
        w.channels.values().filter(|c| c.kind == 1).count() == total
    })
    .await;
    tokio::time::sleep(Duration::from_millis(1000)).await;
    let rss_second = rss_kib(bot.id());
    let _ = bot.kill();
    let _ = bot.wait();
    // The same database in a fresh process: what the idle matches themselves cost, without
    // the buffers the allocator kept from the busy minutes before.
    let identified = fake.world().identified;
    let mut bot = start(&fake, &db);
    fake.wait_for_within("the restarted bot", patience, |w| w.identified > identified && w.commands.len() >= 4).await;
    tokio::time::sleep(Duration::from_millis(2000)).await;
    let rss_restarted = rss_kib(bot.id());
    let violations = fake.world().violations.len();
    let _ = bot.kill();
    let _ = bot.wait();

    println!("discord load: {matches} concurrent matches against the computer, {rounds} rounds");
    println!("  opening all matches        {:.1} s", opening.as_secs_f64());
    println!("  click → acknowledgement    p50 {:?}  p99 {:?}", percentile(&acks, 0.5), percentile(&acks, 0.99));
    println!("  click → board posted       p50 {:?}  p99 {:?}", percentile(&boards, 0.5), percentile(&boards, 0.99));
    println!("  turns per second           {:.0}", turns as f64 / playing.as_secs_f64());
    println!(
        "  clicks                     {}",
        if gap.is_zero() { "all at once".to_string() } else { format!("one every {gap:?}") }
    );
    println!("  bot start-up peak          {start_peak} KiB (VmHWM before any match)");
    println!("  bot memory                 {rss_before} KiB idle, {rss_live} KiB with {matches} live, {rss_first} KiB after play");
    let per_match = rss_second.saturating_sub(rss_first) as f64 / matches as f64;
    println!("  memory per further match   {per_match:.1} KiB ({rss_second} KiB with {matches} more live)");
    let idle = rss_restarted.saturating_sub(rss_before) as f64 / (2 * matches) as f64;
    println!(
        "  restarted with {} idle     {rss_restarted} KiB ({idle:.1} KiB a match over the {rss_before} KiB of an empty bot)",
        2 * matches
    );
    let per_match = per_match.max(idle);
    println!("  Discord rules broken       {violations}");
    // The targets: 1,000 matches at once, p99 acknowledgement within 100 ms, 16 KiB an idle match.
    let verdict = |ok: bool| if ok { "met" } else { "NOT MET" };
    let p99 = percentile(&acks, 0.99);
    println!("  target: 1,000 concurrent    {}", verdict(matches >= 1000));
    println!("  target: p99 ack ≤ 100 ms    {}", verdict(p99 <= Duration::from_millis(100)));
    println!("  target: ≤ 16 KiB per match  {}", verdict(per_match <= 16.0));
    println!("  target: start-up < 64 MiB   {}", verdict(start_peak < 64 * 1024));
    if violations > 0 {
        eprintln!("Discord's rules were broken under load: {:?}", fake.world().violations);
        std::process::exit(1);
    }
}
