//! The bot on Postgres, with its server restarted in the middle of a match: a click or a command
//! made while the database is down is answered in time with an apology and changes nothing, and
//! once the server is back the match goes on from where it was and ends with every move stored
//! once.

use std::time::Instant;

use serde_json::json;

use touchline::store::{Location, Store};

use crate::support::bot::{
    assert_clean, finished, kick_off_against_the_computer, play_out, prompts, ready, reply_text, serve_command, Bot,
};
use crate::support::fakecord::Fake;
use crate::support::postgres::private_server;

/// The stored version of the match in `thread`, read through a store of the test's own (the
/// bot's pool is not the one under test here).
async fn version_of(url: &str, thread: u64) -> (touchline::ids::MatchId, u64) {
    let store = Store::connect(&Location::Postgres(url.to_string())).await.unwrap();
    let id = store.match_in_thread(thread).await.unwrap().expect("the thread's match").match_id;
    let version = store.load_match(id).await.unwrap().state.version();
    store.close().await;
    (id, version)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_postgres_restart_mid_match_loses_nothing_and_applies_nothing_twice() {
    let Some(server) = private_server().await else { return };
    let url = server.fresh_database().await;
    let fake = Fake::start().await;
    let dir = tempfile::tempdir().unwrap();
    let _bot = Bot(serve_command(&fake)
        .env("TOUCHLINE_DATABASE_URL", &url)
        // Only where the status file goes: the matches are on Postgres.
        .env("TOUCHLINE_DATABASE_PATH", dir.path().join("bot.db"))
        .spawn()
        .expect("the bot starts"));
    ready(&fake).await;
    let alice = fake.add_user("Alice", false);
    let thread = kick_off_against_the_computer(&fake, alice, 2).await;
    let (id, before) = version_of(&url, thread).await;

    // The server goes down between two of Alice's moves, and she makes one then.
    server.stop().await;
    let (prompt, choose) = prompts(&fake, alice).pop().expect("Alice's prompt");
    let began = Instant::now();
    let down = fake.select(alice, prompt.id, &choose, &prompt.options()[0]);
    let apology = reply_text(&fake, down).await;
    let apologised_after = began.elapsed();
    {
        let w = fake.world();
        let i = &w.interactions[&down];
        let answered = i.answered_at.expect("answered") - i.created;
        assert!(w.violations.is_empty(), "Discord's rules held while the database was down: {:?}", w.violations);
        eprintln!("pg_restart: click answered after {answered:?}, apology after {apologised_after:?}");
    }
    assert!(apology.contains("The database is out of reach for a moment"), "told to try again: {apology:?}");
    assert!(
        fake.replies(down).iter().all(|m| m.ephemeral_to == Some(alice)),
        "the apology is Alice's alone: {:?}",
        fake.replies(down)
    );

    // A command that looks the match up before it answers is answered in time as well.
    let asked = fake.slash(alice, thread, "match", json!([{"type": 1, "name": "status", "options": []}]));
    let told = reply_text(&fake, asked).await;
    {
        let w = fake.world();
        let i = &w.interactions[&asked];
        eprintln!("pg_restart: command answered after {:?}", i.answered_at.expect("answered") - i.created);
    }
    assert!(
        fake.world().violations.is_empty(),
        "a command was answered in time while the database was down: {:?}",
        fake.world().violations
    );
    assert!(told.contains("The database is out of reach for a moment"), "told to try again: {told:?}");

    // The bot's status file says the database is out of reach while it is.
    let status_file = touchline::status::path_for(&dir.path().join("bot.db"));
    let database_error = || touchline::status::read(&status_file).ok().flatten().map(|s| s.database_error);
    fake.wait_until("the status to report the database down", || matches!(database_error(), Some(Some(_)))).await;

    // Back up: nothing of the click made while it was down was stored, and the prompt she
    // clicked is still hers to use (or the bot has given her a fresher one).
    server.start().await;
    let (_, after_restart) = version_of(&url, thread).await;
    assert_eq!(after_restart, before, "the click made while the database was down changed nothing");
    fake.wait_until("the status to report the database back", || database_error() == Some(None)).await;
    let (prompt, choose) = prompts(&fake, alice).pop().expect("Alice's prompt after the restart");
    let up = fake.select(alice, prompt.id, &choose, &prompt.options()[0]);
    let said = reply_text(&fake, up).await;
    assert!(said.contains("You chose"), "the move is taken once the database is back: {said:?}");
    let (_, moved) = version_of(&url, thread).await;
    assert!(moved > before, "the move was stored");

    // The match plays on to its end, and what is stored is one step per version, which played
    // again from the seed give the stored match exactly.
    play_out(&fake, thread, &[alice]).await;
    fake.wait_until("the match to finish", || finished(&fake, thread)).await;
    assert_clean(&fake).await;
    let store = Store::connect(&Location::Postgres(url.clone())).await.unwrap();
    let stored = store.load_match(id).await.unwrap();
    assert!(stored.state.status().outcome().is_some(), "the match finished");
    let steps = store.steps(id).await.unwrap();
    let versions: Vec<i64> = steps.iter().map(|(v, ..)| *v).collect();
    let expected: Vec<i64> = (1..=stored.state.version() as i64).collect();
    assert_eq!(versions, expected, "one step per version, none twice, none missing");
    let export = touchline::replay::export(&store, id).await.unwrap();
    let verified = touchline::replay::verify(&export);
    assert!(verified.passed(), "{}", verified.report());
    let (_, replayed) = touchline::replay::replay(&export).unwrap();
    assert_eq!(replayed, stored.state, "the stored steps replay to the stored match");
}
