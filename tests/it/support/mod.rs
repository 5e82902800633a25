#![allow(dead_code)]

pub mod bot;
pub mod browser;
pub mod engines;
pub mod fakecord;
pub mod formats;
pub mod postgres;

/// A match's thread in `channel` of `guild`, played on `clock`, its words in English.
pub fn match_thread(
    guild: u64,
    channel: u64,
    thread: u64,
    clock: touchline::clock::TurnClock,
) -> touchline::store::MatchThread {
    touchline::store::MatchThread {
        match_id: 0,
        guild_id: Some(guild),
        channel_id: channel,
        thread_id: thread,
        clock,
        lang: touchline_games::Lang::En,
    }
}
