//! The `touchline` binary as a newcomer runs it.

use std::io::Write;
use std::process::{Command, Stdio};

fn touchline() -> Command {
    Command::new(env!("CARGO_BIN_EXE_touchline"))
}

#[test]
fn computer_against_computer_needs_no_input_and_writes_frames() {
    let dir = tempfile::tempdir().unwrap();
    let out = touchline()
        .args(["play", "kix", "--p1", "ai", "--p2", "random", "--seed", "11", "--out"])
        .arg(dir.path())
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("Final score: Computer 1"), "{text}");
    let frames = std::fs::read_dir(dir.path()).unwrap().count();
    // Kick-off, then one per revealed play: 30 in 5-a-side (the last also ends the match).
    assert_eq!(frames, 31);
    let first = std::fs::read(dir.path().join("frame-001.png")).unwrap();
    assert_eq!(&first[1..4], b"PNG");
}

#[test]
fn the_same_seed_plays_the_same_match() {
    let run = || {
        let dir = tempfile::tempdir().unwrap();
        let out = touchline()
            .args(["play", "kix", "--format", "eleven", "--p1", "ai", "--p2", "ai", "--seed", "99", "--out"])
            .arg(dir.path())
            .output()
            .unwrap();
        assert!(out.status.success());
        String::from_utf8(out.stdout).unwrap().replace(&dir.path().display().to_string(), "DIR")
    };
    let first = run();
    assert!(first.contains("Final score:"));
    assert_eq!(first, run());
}

#[test]
fn hotseat_hides_each_hand_behind_a_handover() {
    let dir = tempfile::tempdir().unwrap();
    let mut child = touchline()
        .args(["play", "kix", "--p1", "human", "--p2", "human", "--seed", "4", "--out"])
        .arg(dir.path())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    // Each choice is a hand-over (Enter) and then a card: 30 plays, two seats.
    let answers = "\n1\n".repeat(60);
    child.stdin.take().unwrap().write_all(answers.as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("Pass to Player 2 and press Enter."));
    // The screen is cleared after every choice; each hand is shown after the hand-over prompt
    // for its player, one hand per screen. What the last play did is still on screen at the
    // hand-over: each of player 1's 30 screens opens with the play just revealed (or the
    // kick-off) and its picture.
    let mut hands = 0;
    let mut results_shown = 0;
    for screen in text.split("\x1b[2J\x1b[H").filter(|s| s.contains("Your hand:")) {
        let who = if screen.contains("— Player 1 —") { "Player 1" } else { "Player 2" };
        let handover = screen.find(&format!("Pass to {who} and press Enter.")).expect("a hand-over prompt");
        assert!(handover < screen.find("Your hand:").unwrap(), "{screen}");
        assert_eq!(screen.matches("Your hand:").count(), 1, "one hand per screen");
        if screen[..handover].contains("[picture:") {
            results_shown += 1;
        }
        hands += 1;
    }
    assert_eq!(hands, 60);
    assert_eq!(results_shown, 30, "every revealed play is readable before the next hand-over");
    assert!(text.contains("Final score:"));
}

#[test]
fn bad_arguments_are_explained_without_a_panic() {
    for (args, expected) in [
        (vec!["play", "chess"], "unknown game 'chess'"),
        (vec!["play", "kix", "--format", "seven", "--p1", "ai"], "KIX has no format 'seven'"),
        (vec!["play", "kix", "--p1", "robot"], "'robot' is not a kind of player"),
        (vec!["simulate", "kix", "--matches", "0"], "0 is not in 1..="),
        (vec!["simulate", "kix", "--matches", "5", "--p1", "human"], "unknown computer player"),
        (vec!["serve", "--config", "/nonexistent/t.toml"], "cannot read the config file /nonexistent/t.toml"),
    ] {
        let out = touchline().args(&args).output().unwrap();
        assert!(!out.status.success(), "{args:?} succeeded");
        let err = String::from_utf8(out.stderr).unwrap();
        assert!(err.contains(expected), "{args:?}: {err}");
        assert!(!err.contains("panicked"), "{args:?}: {err}");
    }
}

#[test]
fn a_closed_input_ends_a_human_match_cleanly() {
    let dir = tempfile::tempdir().unwrap();
    let out = touchline().args(["play", "kix", "--out"]).arg(dir.path()).stdin(Stdio::null()).output().unwrap();
    assert!(!out.status.success());
    assert!(String::from_utf8(out.stderr).unwrap().contains("the input ended before the match did"));
}

#[test]
fn simulate_reports_the_figures() {
    let out = touchline().args(["simulate", "kix", "--matches", "200", "--json"]).output().unwrap();
    assert!(out.status.success());
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["matches"], 200);
    assert_eq!(v["plays_per_match"], 30.0, "5-a-side is always 30 plays");
    assert!(v["goals_per_match"].as_f64().unwrap() > 0.0);
    let rates =
        v["home_win_rate"].as_f64().unwrap() + v["away_win_rate"].as_f64().unwrap() + v["draw_rate"].as_f64().unwrap();
    assert!((rates - 1.0).abs() < 1e-9);
}

#[test]
fn serve_without_a_token_says_which_variable() {
    let dir = tempfile::tempdir().unwrap();
    let out = touchline()
        .arg("serve")
        .env_remove("DISCORD_TOKEN")
        .env("TOUCHLINE_DATABASE_PATH", dir.path().join("t.db"))
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert!(String::from_utf8(out.stderr).unwrap().contains("DISCORD_TOKEN is not set"));
    let help = touchline().args(["serve", "--help"]).output().unwrap();
    assert!(String::from_utf8(help.stdout).unwrap().contains("DISCORD_TOKEN"), "`serve --help` names the variable");
}

#[test]
fn serve_names_the_setting_behind_a_bad_log_filter_or_database_folder() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("no-such-folder").join("t.db");
    for (key, value, expected) in [
        ("TOUCHLINE_LOG", "info,touchline=loud".to_string(), "TOUCHLINE_LOG is not a valid log filter".to_string()),
        ("TOUCHLINE_LOG_FORMAT", "xml".to_string(), "TOUCHLINE_LOG_FORMAT is not valid: 'xml'".to_string()),
        (
            "TOUCHLINE_DATABASE_PATH",
            missing.display().to_string(),
            format!("the folder {} does not exist", missing.parent().unwrap().display()),
        ),
    ] {
        let out = touchline()
            .arg("serve")
            .env("DISCORD_TOKEN", "token")
            .env("TOUCHLINE_DATABASE_PATH", dir.path().join("t.db"))
            .env(key, &value)
            .output()
            .unwrap();
        assert!(!out.status.success(), "{key}={value} was accepted");
        let err = String::from_utf8(out.stderr).unwrap();
        assert!(err.contains(&expected), "{key}={value}: {err}");
        assert!(err.contains(key) || key == "TOUCHLINE_LOG_FORMAT", "the message names {key}: {err}");
    }
}

/// The volume case: the database folder belongs to someone else. As root (permissions do not
/// stop root) the bot is run as another user with `setpriv`, against a folder of root's and one
/// of a third user's; otherwise the folder is made read-only.
#[cfg(unix)]
#[test]
fn serve_says_whose_folder_it_cannot_write_and_how_to_fix_it() {
    use std::os::unix::fs::{MetadataExt, PermissionsExt};
    let dir = tempfile::tempdir().unwrap();
    let as_root = std::fs::metadata(dir.path()).unwrap().uid() == 0;
    let serve = |folder: &std::path::Path| {
        let mut command = if as_root {
            let mut c = std::process::Command::new("setpriv");
            c.args(["--reuid=4321", "--regid=4321", "--clear-groups", env!("CARGO_BIN_EXE_touchline")]);
            c
        } else {
            touchline()
        };
        let out = command
            .arg("serve")
            .env("DISCORD_TOKEN", "token")
            .env("TOUCHLINE_DATABASE_PATH", folder.join("t.db"))
            .env("TOUCHLINE_DISCORD_API_URL", "http://127.0.0.1:9")
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(1));
        let err = String::from_utf8(out.stderr).unwrap();
        assert!(err.contains(&format!("cannot create files in {}", folder.display())), "{err}");
        assert!(err.contains("TOUCHLINE_DATABASE_PATH") && err.contains("Permission denied"), "{err}");
        assert!(!folder.join("t.db").exists(), "nothing was made");
        err
    };
    let folder = dir.path().join("data");
    std::fs::create_dir(&folder).unwrap();
    if !as_root {
        std::fs::set_permissions(&folder, std::fs::Permissions::from_mode(0o555)).unwrap();
        serve(&folder);
        return;
    }
    std::fs::set_permissions(dir.path(), std::fs::Permissions::from_mode(0o755)).unwrap();
    let err = serve(&folder);
    assert!(err.contains("belongs to root and Touchline runs as user 4321"), "{err}");
    assert!(err.contains(&format!("chown -R 4321 {}", folder.display())), "{err}");
    assert!(!err.contains("user: \"0:0\""), "running as root is not offered: {err}");

    let theirs = dir.path().join("theirs");
    std::fs::create_dir(&theirs).unwrap();
    std::os::unix::fs::chown(&theirs, Some(1234), Some(1235)).unwrap();
    let err = serve(&theirs);
    assert!(err.contains("belongs to user 1234 and Touchline runs as user 4321"), "{err}");
    assert!(err.contains("user: \"1234:1235\""), "{err}");
}

#[test]
fn health_and_status_without_a_bot_say_what_is_missing() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("league.db");
    let status = touchline().arg("status").env("TOUCHLINE_DATABASE_PATH", &db).output().unwrap();
    assert_eq!(status.status.code(), Some(1));
    let err = String::from_utf8(status.stderr).unwrap();
    assert!(err.contains(&format!("there is no database at {}", db.display())), "{err}");
    assert!(!db.exists(), "status never creates a database");

    let health = touchline().arg("health").env("TOUCHLINE_DATABASE_PATH", &db).output().unwrap();
    assert_eq!(health.status.code(), Some(1), "no bot is not healthy");
    let err = String::from_utf8(health.stderr).unwrap();
    assert!(err.contains(&format!("no status file at {}", dir.path().join("league.status.json").display())), "{err}");
}

#[test]
fn a_reader_that_leaves_early_is_no_error() {
    // As in `touchline simulate kix | head -1` when head has already gone: the reading end of
    // the pipe is closed before the program starts, so its output meets a broken pipe for sure.
    for args in [vec!["simulate", "kix", "--matches", "50"], vec!["games"]] {
        let (reader, writer) = std::io::pipe().unwrap();
        drop(reader);
        let out = touchline().args(&args).stdout(writer).stderr(Stdio::piped()).output().unwrap();
        let err = String::from_utf8(out.stderr).unwrap();
        assert!(out.status.success(), "{args:?}: {err}");
        assert!(err.is_empty(), "{args:?}: {err}");
    }
}

#[test]
fn every_games_options_are_flags_with_help() {
    let out = touchline().args(["play", "--help"]).output().unwrap();
    assert!(out.status.success());
    let help = String::from_utf8(out.stdout).unwrap();
    for expected in ["--format", "KIX:", "five (5-a-side) or eleven (11-a-side)", "--advanced", "FUBA:", "--players"] {
        assert!(help.contains(expected), "{expected} in {help}");
    }
    let out = touchline().args(["play", "kix", "--advanced", "a1", "--p1", "ai"]).output().unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.contains("KIX has no option `advanced` (that is an option of FUBA); KIX's options are `format`"),
        "{err}"
    );
}

#[test]
fn a_game_for_more_than_two_is_played_with_a_seat_each() {
    let dir = tempfile::tempdir().unwrap();
    let out = touchline()
        .args(["play", "tally", "--players", "ai,random,ai", "--names", "Ann,Bob,Cy", "--rounds", "2", "--seed", "3"])
        .arg("--out")
        .arg(dir.path())
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("Round 1: Ann ") && text.contains(", Cy "), "{text}");
    assert!(text.contains("Final score: Ann "), "{text}");
    // A seat too many is refused with the game's seat count.
    let out = touchline().args(["play", "kix", "--players", "ai,ai,ai"]).output().unwrap();
    assert!(String::from_utf8(out.stderr).unwrap().contains("KIX is played by 2 players, not 3"));
    let out = touchline()
        .args(["simulate", "tally", "--players", "ai,random,random,random", "--matches", "50", "--json"])
        .output()
        .unwrap();
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["win_rates"].as_array().unwrap().len(), 4);
}

#[test]
fn the_games_are_listed_with_what_they_are() {
    let out = touchline().arg("games").output().unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.lines().any(|l| l.starts_with("kix") && l.contains("KIX — a card duel for 2")), "{text}");
    assert!(text.lines().any(|l| l.starts_with("fuba") && l.contains("13-area pitch")), "{text}");
}
