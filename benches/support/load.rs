//! What the load benchmarks share: the bot process's memory, percentiles, settings from the
//! environment, and a player's newest prompt on the fake Discord. Each benchmark uses part of it.
#![allow(dead_code)]

use std::collections::{HashMap, HashSet};
use std::time::{Duration, Instant};

use super::fakecord::Fake;

/// A figure of the process's status in KiB: `VmRSS` (resident now) or `VmHWM` (the peak so far).
fn status_kib(pid: u32, field: &str) -> u64 {
    std::fs::read_to_string(format!("/proc/{pid}/status"))
        .ok()
        .and_then(|s| s.lines().find(|l| l.starts_with(field)).map(str::to_string))
        .and_then(|l| l.split_whitespace().nth(1).and_then(|v| v.parse().ok()))
        .unwrap_or(0)
}

pub fn rss_kib(pid: u32) -> u64 {
    status_kib(pid, "VmRSS:")
}

/// The start-up's peak: the renderer's warm-up is done before the bot registers its commands.
pub fn peak_kib(pid: u32) -> u64 {
    status_kib(pid, "VmHWM:")
}

pub fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    sorted[((sorted.len() - 1) as f64 * p).round() as usize]
}

pub fn env_number(key: &str, default: usize) -> usize {
    std::env::var(key).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

/// The newest menu in a user's DMs: (message id, custom id, first option).
pub fn prompt(fake: &Fake, user: u64) -> Option<(u64, String, String)> {
    let dm = fake.dm_channel(user)?;
    fake.visible(dm, user).into_iter().rev().find_map(|m| {
        let id = m.custom_ids().into_iter().find(|id| id.ends_with(":choose"))?;
        let first = m.options().first()?.clone();
        Some((m.id, id, first))
    })
}

/// Wait until every click (interaction ids) is answered, then until each thread in `expect` has
/// a board posted after the moment given for it.
pub async fn wait_for_answers_and_boards(fake: &Fake, ids: &[u64], expect: &HashMap<u64, Instant>, patience: Duration) {
    fake.wait_for_within("every click to be answered", patience, |w| {
        ids.iter().all(|i| w.interactions[i].answer.is_some())
    })
    .await;
    fake.wait_for_within("every board", patience, |w| {
        let mut seen = HashSet::new();
        for m in w.messages().iter().rev().filter(|m| !m.files.is_empty()) {
            if expect.get(&m.channel_id).is_some_and(|at| m.at > *at) {
                seen.insert(m.channel_id);
            }
        }
        seen.len() == expect.len()
    })
    .await;
}
