//! Live match pages under load: many live matches, each watched by several open pages (server-sent
//! event streams), moves committed at a steady rate; twice in one run:
//!
//! - one process on a SQLite file (the default): the web pages and the moves share a store, so
//!   a move is told in process; and
//! - on one Postgres database, two web replicas and two committing stores (as two bot
//!   processes): a move reaches a page served by another replica by notification.
//!
//! Reports commit → page updated (p50/p99, from just before the move's commit to the moment the
//! page's stream delivered the update naming its version) and the server's memory per open
//! stream (its resident memory with the streams open and idle, less before they were opened,
//! over their number). The spectators run in a child process (this program, started again), so
//! the server's memory and file descriptors are its own. `TOUCHLINE_LIVE_MATCHES` (default 1,000),
//! `TOUCHLINE_LIVE_SPECTATORS` (per match, default 10), `TOUCHLINE_LIVE_MOVES` (measured, default
//! 750) and `TOUCHLINE_LIVE_RATE` (moves a second, default 25) set the load. The Postgres half
//! needs Debian's Postgres 15 (or `TOUCHLINE_TEST_POSTGRES_URL`), as the tests do;
//! `TOUCHLINE_LIVE_ENGINES=sqlite` or `=postgres` runs one half (each half's memory figure is
//! its own only when it runs alone). Run: `cargo bench --bench live_pages`.

#[path = "../tests/it/support/postgres.rs"]
#[allow(dead_code)]
mod postgres;

use std::collections::HashMap;
use std::io::{BufRead, Write};
use std::net::SocketAddr;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use touchline::clock::{OnTimeout, TurnClock};
use touchline::session::{computer_choice, NewMatch, Sessions};
use touchline::store::{Location, MatchThread, Store};
use touchline::web::Web;
use touchline_games::kix::{Config, Format};
use touchline_games::players::{Brain, Occupant};
use touchline_games::{AnyConfig, Command};

const GUILD: u64 = 77;
/// Set in the child: the file naming the pages it opens.
const CLIENT: &str = "TOUCHLINE_LIVE_CLIENT";

fn env_number(key: &str, default: usize) -> usize {
    std::env::var(key).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

fn unix_micros() -> u128 {
    SystemTime::now().duration_since(UNIX_EPOCH).unwrap_or_default().as_micros()
}

fn rss_kib() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| s.lines().find(|l| l.starts_with("VmRSS:")).map(str::to_string))
        .and_then(|l| l.split_whitespace().nth(1).and_then(|v| v.parse().ok()))
        .unwrap_or(0)
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    sorted[((sorted.len() - 1) as f64 * p).round() as usize]
}

fn main() {
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build().unwrap();
    if let Ok(file) = std::env::var(CLIENT) {
        runtime.block_on(spectators(&file));
        return;
    }
    // Each half in a process of its own gives each its own memory figure.
    let engines = std::env::var("TOUCHLINE_LIVE_ENGINES").unwrap_or_else(|_| "sqlite,postgres".into());
    runtime.block_on(async {
        let dir = tempfile::tempdir().unwrap();
        if engines.contains("sqlite") {
            let sqlite = Location::Sqlite(dir.path().join("live.db"));
            let store = Store::connect(&sqlite).await.unwrap();
            let one = std::slice::from_ref(&store);
            run("SQLite, one process", one, one).await;
        }
        if !engines.contains("postgres") {
            return;
        }
        match postgres::fresh_database().await {
            Some(url) => {
                let location = Location::Postgres(url);
                let mut stores = Vec::new();
                for _ in 0..4 {
                    stores.push(Store::connect(&location).await.unwrap());
                }
                run("Postgres, two web replicas, two committing processes", &stores[..2], &stores[2..]).await;
            }
            None => println!("Postgres: skipped (no server to run)"),
        }
    });
}

/// Start the matches on `movers[0]`, serve a web on each of `webs`, open the spectators in a
/// child process, make the moves (alternating between the movers) and report.
async fn run(name: &str, webs: &[Store], movers: &[Store]) {
    let (matches, spectators, moves, rate) = (
        env_number("TOUCHLINE_LIVE_MATCHES", 1000),
        env_number("TOUCHLINE_LIVE_SPECTATORS", 10),
        env_number("TOUCHLINE_LIVE_MOVES", 750),
        env_number("TOUCHLINE_LIVE_RATE", 25),
    );
    println!("== {name}: {matches} live matches, {spectators} open pages each, {moves} moves at {rate} a second");
    let store = &movers[0];
    touchline::publishing::set(store, GUILD, true).await.unwrap();
    let people = [store.upsert_player("9001", "Ann").await.unwrap(), store.upsert_player("9002", "Ben").await.unwrap()];
    let sessions: Vec<Sessions> = movers.iter().map(|s| Sessions::new(s.clone())).collect();
    let mut ids = Vec::with_capacity(matches);
    let started = Instant::now();
    for n in 0..matches {
        let thread = MatchThread {
            match_id: 0,
            guild_id: Some(GUILD),
            channel_id: 5,
            thread_id: 100_000 + n as u64,
            clock: TurnClock { turn_seconds: 3600, on_timeout: OnTimeout::AutoMove },
            lang: touchline_games::Lang::En,
        };
        let config = AnyConfig::Kix(Config { format: Format::Five, result_needed: false, clubs: [None, None] });
        let seats = vec![Occupant::Person(people[0]), Occupant::Person(people[1])];
        let new = NewMatch { thread: Some(thread), ..NewMatch::new(config, seats, n as u64 + 1) };
        ids.push(sessions[0].start(new).await.unwrap().id);
    }
    println!("   {matches} matches started in {:.1?}", started.elapsed());
    let mut addrs = Vec::new();
    for web in webs {
        let listener = touchline::web::bind("127.0.0.1:0").await.unwrap();
        addrs.push(listener.local_addr().unwrap());
        let web = Web::new(web.clone(), touchline::pictures::Pictures::new());
        tokio::spawn(touchline::web::serve(listener, web, std::future::pending()));
    }
    // The pages to open: each match's spectators spread over the replicas.
    let list = tempfile::NamedTempFile::new().unwrap();
    {
        let mut file = std::fs::File::create(list.path()).unwrap();
        for (i, id) in ids.iter().enumerate() {
            let slug = store.match_record(*id).await.unwrap().slug;
            for k in 0..spectators {
                let addr: SocketAddr = addrs[(i + k) % addrs.len()];
                writeln!(file, "{i} {addr} {slug}").unwrap();
            }
        }
    }
    let before = rss_kib();
    let mut child = std::process::Command::new(std::env::current_exe().unwrap())
        .env(CLIENT, list.path())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("the spectators start");
    let out = std::io::BufReader::new(child.stdout.take().unwrap());
    // The child's lines, read on a thread of their own.
    let (lines, mut heard) = tokio::sync::mpsc::unbounded_channel::<String>();
    std::thread::spawn(move || {
        for line in out.lines().map_while(Result::ok) {
            if lines.send(line).is_err() {
                return;
            }
        }
    });
    let streams = matches * spectators;
    let connected = Instant::now();
    loop {
        let line = heard.recv().await.expect("the spectators stopped");
        if line.starts_with("connected") {
            break;
        }
    }
    // Idle streams: let the server settle before its memory is read.
    tokio::time::sleep(Duration::from_secs(2)).await;
    let after = rss_kib();
    println!(
        "   {streams} pages open in {:.1?}; server memory {} MiB → {} MiB: {:.1} KiB per open stream",
        connected.elapsed(),
        before / 1024,
        after / 1024,
        (after.saturating_sub(before)) as f64 / streams as f64
    );

    // The moves, paced; each is timed from just before its commit.
    let mut committed: HashMap<(usize, u64), u128> = HashMap::new();
    let mut pace = tokio::time::interval(Duration::from_secs_f64(1.0 / rate as f64));
    let mut made = 0;
    let mut k = 0;
    while made < moves {
        pace.tick().await;
        let i = k % matches;
        k += 1;
        let mover = &sessions[i % sessions.len()];
        let m = mover.load(ids[i]).await.unwrap().state;
        let Some(seat) = m.status().to_act().iter().next() else { continue };
        let command = computer_choice(&m, seat, Brain::Normal).map(Command::Play).unwrap_or(Command::AutoMove);
        let at = unix_micros();
        mover.act(ids[i], seat, command, Some(m.version())).await.unwrap();
        committed.insert((i, m.version() + 1), at);
        made += 1;
    }
    // Every page's first news of each measured version.
    let wanted = committed.len() * spectators;
    let mut latencies = Vec::with_capacity(wanted);
    let deadline = tokio::time::Instant::now() + Duration::from_secs(120);
    while latencies.len() < wanted {
        let line = match tokio::time::timeout_at(deadline, heard.recv()).await {
            Ok(Some(line)) => line,
            _ => break,
        };
        let parts: Vec<&str> = line.split_whitespace().collect();
        if let ["r", i, version, at] = parts[..] {
            let (i, version, at): (usize, u64, u128) =
                (i.parse().unwrap(), version.parse().unwrap(), at.parse().unwrap());
            if let Some(t0) = committed.get(&(i, version)) {
                latencies.push(Duration::from_micros(at.saturating_sub(*t0) as u64));
            }
        }
    }
    let _ = child.kill();
    let _ = child.wait();
    latencies.sort();
    println!(
        "   commit → page updated: p50 {:.1?}, p99 {:.1?}, max {:.1?} ({} of {} updates arrived)",
        percentile(&latencies, 0.5),
        percentile(&latencies, 0.99),
        latencies.last().copied().unwrap_or_default(),
        latencies.len(),
        wanted
    );
}

/// The child: open every page listed in `file`, say "connected" once each has had its first
/// news, then print `r <match> <version> <unix µs>` for each page's first news of a version.
async fn spectators(file: &str) {
    let text = std::fs::read_to_string(file).unwrap();
    let pages: Vec<(usize, SocketAddr, String)> = text
        .lines()
        .map(|l| {
            let mut p = l.split_whitespace();
            (p.next().unwrap().parse().unwrap(), p.next().unwrap().parse().unwrap(), p.next().unwrap().to_string())
        })
        .collect();
    let (said, mut heard) = tokio::sync::mpsc::unbounded_channel::<(usize, u64, u128)>();
    let (first, mut firsts) = tokio::sync::mpsc::unbounded_channel::<()>();
    let total = pages.len();
    for (i, addr, slug) in pages {
        let (said, first) = (said.clone(), first.clone());
        tokio::spawn(async move {
            // A connection refused under the burst is tried again.
            let mut socket = loop {
                match tokio::net::TcpStream::connect(addr).await {
                    Ok(s) => break s,
                    Err(_) => tokio::time::sleep(Duration::from_millis(50)).await,
                }
            };
            let request = format!("GET /m/{slug}/live HTTP/1.0\r\nHost: {addr}\r\n\r\n");
            socket.write_all(request.as_bytes()).await.unwrap();
            let mut lines = BufReader::new(socket).lines();
            let mut seen = 0u64;
            let mut told = false;
            while let Ok(Some(line)) = lines.next_line().await {
                let Some(data) = line.strip_prefix("data: ") else { continue };
                let Ok(news) = serde_json::from_str::<serde_json::Value>(data) else { continue };
                let Some(version) = news["version"].as_u64() else { continue };
                if !told {
                    told = true;
                    let _ = first.send(());
                }
                if version > seen {
                    seen = version;
                    let _ = said.send((i, version, unix_micros()));
                }
            }
        });
    }
    drop(said);
    for _ in 0..total {
        firsts.recv().await;
    }
    let mut out = std::io::stdout().lock();
    writeln!(out, "connected {total}").unwrap();
    out.flush().unwrap();
    drop(out);
    while let Some((i, version, at)) = heard.recv().await {
        let mut out = std::io::stdout().lock();
        writeln!(out, "r {i} {version} {at}").unwrap();
        out.flush().unwrap();
    }
}
