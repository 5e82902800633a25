//! Nothing is lost in a crash: a match killed mid-way resumes from the database file and ends
//! exactly where an uninterrupted run ends.

use std::path::Path;
use std::process::Command as Process;
use std::time::{Duration, Instant};

use touchline::session::{computer_choice, NewMatch, Sessions};
use touchline::store::Store;
use touchline_games::kix::{Config, Format};
use touchline_games::players::Brain;
use touchline_games::players::Occupant;
use touchline_games::{AnyConfig, AnyInput, AnyMatch, Command};

const SEED: u64 = 2026;
const BRAINS: [Brain; 2] = [Brain::Random, Brain::Normal];

fn config() -> AnyConfig {
    AnyConfig::Kix(Config { format: Format::Eleven, result_needed: true, clubs: [None, None] })
}

/// The match played start to finish in memory, with the same computer choices.
fn uninterrupted() -> (AnyMatch, Vec<Command<AnyInput>>) {
    let (mut m, _) = AnyMatch::new(config(), 2, SEED).unwrap();
    let mut commands = Vec::new();
    while let Some(seat) = m.status().to_act().iter().next() {
        let command = Command::Play(computer_choice(&m, seat, BRAINS[seat]).unwrap());
        m.apply(seat, command.clone()).unwrap();
        commands.push(command);
    }
    (m, commands)
}

async fn finish_and_compare(path: &Path) {
    let store = Store::open(path).await.unwrap();
    let sessions = Sessions::new(store.clone());
    let ids = store.live_matches().await.unwrap();
    assert_eq!(ids.len(), 1, "the interrupted match is still live");
    let before = sessions.load(ids[0]).await.unwrap().state.version();
    assert!(before > 0, "some moves were stored before the crash");
    sessions.play_computer_seats(ids[0]).await.unwrap();
    let resumed = sessions.load(ids[0]).await.unwrap().state;
    let (reference, commands) = uninterrupted();
    assert!(before < commands.len() as u64, "the crash came before the end");
    assert!(resumed.status().outcome().is_some());
    assert_eq!(resumed, reference, "the resumed match ends exactly as the uninterrupted one");
    let steps = store.steps(ids[0]).await.unwrap();
    assert_eq!(steps.len(), commands.len(), "every step is logged once");
    for ((_, _, stored, _), command) in steps.iter().zip(&commands) {
        assert_eq!(&serde_json::from_str::<Command<AnyInput>>(stored).unwrap(), command);
    }
}

/// Plays the match slowly into the database named by the environment, until killed. Only run
/// as the child of `a_killed_process_resumes_from_the_file`.
#[tokio::test]
#[ignore = "run by a_killed_process_resumes_from_the_file as a child process"]
async fn crash_child() {
    let Ok(path) = std::env::var("TOUCHLINE_CRASH_DB") else { return };
    let store = Store::open(Path::new(&path)).await.unwrap();
    let sessions = Sessions::new(store);
    let seats = BRAINS.iter().map(|b| Occupant::Computer(*b)).collect();
    let started = sessions.start(NewMatch::new(config(), seats, SEED)).await.unwrap();
    // The parent may open the file only once it is migrated: two processes migrating the same
    // new file at once would race on creating the tables.
    std::fs::write(format!("{path}.ready"), b"").unwrap();
    loop {
        let m = sessions.load(started.id).await.unwrap().state;
        let Some(seat) = m.status().to_act().iter().next() else { break };
        let input = computer_choice(&m, seat, BRAINS[seat]).unwrap();
        sessions.act(started.id, seat, Command::Play(input), Some(m.version())).await.unwrap();
        tokio::time::sleep(Duration::from_millis(3)).await;
    }
}

#[tokio::test]
async fn a_killed_process_resumes_from_the_file() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("crash.db");
    let ready = dir.path().join("crash.db.ready");
    let mut child = Process::new(std::env::current_exe().unwrap())
        .args(["restart::crash_child", "--exact", "--ignored", "--nocapture"])
        .env("TOUCHLINE_CRASH_DB", &path)
        .spawn()
        .unwrap();
    // Wait until the child is in the middle of the match, then kill it without warning.
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        if ready.exists() {
            if let Ok(store) = Store::open(&path).await {
                let live = store.live_matches().await.unwrap_or_default();
                let version = match live.first() {
                    Some(id) => store.load_match(*id).await.map(|m| m.state.version()).unwrap_or(0),
                    None => 0,
                };
                store.close().await;
                if version >= 40 {
                    break;
                }
            }
        }
        assert!(Instant::now() < deadline, "the child never got going");
        assert!(child.try_wait().unwrap().is_none(), "the child finished before it was killed");
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    child.kill().unwrap();
    child.wait().unwrap();
    finish_and_compare(&path).await;
}

#[tokio::test]
async fn state_dropped_mid_match_resumes_from_the_file() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("drop.db");
    {
        let store = Store::open(&path).await.unwrap();
        let sessions = Sessions::new(store.clone());
        let seats = BRAINS.iter().map(|b| Occupant::Computer(*b)).collect();
        let started = sessions.start(NewMatch::new(config(), seats, SEED)).await.unwrap();
        for _ in 0..57 {
            let m = sessions.load(started.id).await.unwrap().state;
            let seat = m.status().to_act().iter().next().unwrap();
            let input = computer_choice(&m, seat, BRAINS[seat]).unwrap();
            sessions.act(started.id, seat, Command::Play(input), Some(m.version())).await.unwrap();
        }
        // No goodbye: the connection is leaked as a crash would leave it, not closed cleanly.
        std::mem::forget(sessions);
        std::mem::forget(store);
    }
    finish_and_compare(&path).await;
}
