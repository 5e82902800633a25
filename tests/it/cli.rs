//! The `touchline` binary as a newcomer runs it.

use std::io::Write;
use std::process::{Command, Stdio};

/// The binary, speaking English whatever this machine's locale (a test that wants another
/// language sets it again).
fn touchline() -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_touchline"));
    command.env_remove("LC_ALL").env_remove("LC_MESSAGES").env_remove("LANG");
    command
}

/// `touchline` with `args`, its pictures in `out`, and nothing to read.
fn touchline_out(args: &[&str], out: &std::path::Path) -> Command {
    let mut command = touchline();
    command.args(args).arg("--out").arg(out).stdin(Stdio::null());
    command
}

/// The writing end of a pipe whose reader has gone, as `| head` leaves it once head is done.
fn closed_pipe() -> std::io::PipeWriter {
    let (reader, writer) = std::io::pipe().unwrap();
    drop(reader);
    writer
}

/// The match stored as #1 in `db` was kept as abandoned: replaying it says so.
fn abandoned_in(db: &std::path::Path, out: &std::path::Path) {
    let replay = touchline_out(&["replay", "1", "--db", db.to_str().unwrap()], out).output().unwrap();
    let err = String::from_utf8(replay.stderr).unwrap();
    assert!(!replay.status.success() && err.contains("match #1 was abandoned"), "{err}");
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
fn the_end_of_a_match_is_said_once() {
    let dir = tempfile::tempdir().unwrap();
    for game in ["kix", "fuba", "fasisac"] {
        let out = touchline()
            .args(["play", game, "--p1", "ai", "--p2", "ai", "--seed", "11", "--out"])
            .arg(dir.path())
            .stdin(Stdio::null())
            .output()
            .unwrap();
        assert!(out.status.success(), "{game}: {}", String::from_utf8_lossy(&out.stderr));
        let text = String::from_utf8(out.stdout).unwrap();
        let result = text.lines().find_map(|l| l.strip_prefix("Final score: ")).expect("the result");
        assert_eq!(text.matches("Final score: ").count(), 1, "{game}: {text}");
        // The score is not said again just before as the game's "Full time".
        let score = result.split(" — ").next().unwrap();
        assert!(
            !text.contains(&format!("Full time: {score}\n")),
            "{game}: {}",
            &text[text.len().saturating_sub(600)..]
        );
    }
}

/// With `--chances`, each board after the kick-off is followed by both sides' win chances, the
/// same each time for the same seed, ending on the result's; in the language asked for.
#[test]
fn win_chances_follow_each_board_when_asked_for() {
    let run = |lang: &str| {
        let dir = tempfile::tempdir().unwrap();
        let args = ["--lang", lang, "play", "kix", "--p1", "ai", "--p2", "ai", "--seed", "5", "--chances"];
        let out = touchline_out(&args, dir.path()).output().unwrap();
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        String::from_utf8(out.stdout).unwrap().replace(&dir.path().display().to_string(), "DIR")
    };
    let text = run("en");
    let pictures = text.lines().filter(|l| l.trim_start().starts_with("[picture: ")).count();
    let chances: Vec<&str> = text.lines().map(str::trim).filter(|l| l.starts_with("Win chances: ")).collect();
    assert_eq!(chances.len() + 1, pictures, "a line after every board but the kick-off's: {text}");
    assert!(chances.iter().all(|l| l.contains("Computer 1 ") && l.contains("Computer 2 ")), "{chances:?}");
    let last = chances.last().unwrap();
    assert!(last.contains("100%") || last.contains("draw 100%"), "the result's chances come last: {last}");
    assert_eq!(text, run("en"), "the same seed, the same chances");
    assert!(
        !touchline_out(
            &["play", "kix", "--p1", "ai", "--p2", "ai", "--seed", "5"],
            tempfile::tempdir().unwrap().path()
        )
        .output()
        .map(|o| String::from_utf8(o.stdout).unwrap())
        .unwrap()
        .contains("Win chances"),
        "only when asked for"
    );
    let spanish = run("es");
    assert!(spanish.contains("Probabilidades de ganar: "), "{spanish}");
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
    // for its player (unless the same player is asked again), one hand per screen. What the
    // last play did is still on screen at the hand-over: every picture line (one per revealed
    // play) is on a screen that then asks for the hand-over, or ends the match.
    let forced = text.lines().filter(|l| l.ends_with("(the only choice)")).count();
    let mut hands = 0;
    let mut previous: Option<&str> = None;
    for screen in text.split(touchline::cli::play::CLEAR_SCREEN) {
        if screen.contains("[picture:") {
            assert!(screen.contains("Pass to ") || screen.contains("Final score:"), "{screen}");
        }
        if !screen.contains("\nDeck ") {
            continue;
        }
        let who = if screen.contains("— Player 1 —") { "Player 1" } else { "Player 2" };
        let hand = screen.find("\nDeck ").unwrap();
        match screen.find(&format!("Pass to {who} and press Enter.")) {
            Some(handover) => assert!(handover < hand, "{screen}"),
            None => assert_eq!(previous, Some(who), "only the same player is asked again without a hand-over"),
        }
        assert_eq!(screen.matches("\nDeck ").count(), 1, "one hand per screen");
        previous = Some(who);
        hands += 1;
    }
    assert_eq!(hands + forced, 60, "every choice is asked for or was the only one");
    assert_eq!(text.matches("[picture:").count(), 31);
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
fn what_would_be_ignored_is_refused_before_anything_is_done() {
    let dir = tempfile::tempdir().unwrap();
    for (args, expected) in [
        (
            vec!["play", "super-team", "--solo", "easy", "--p2", "ai"],
            "this Super Team match is for one player, against AutoTeam (easy): --p2 ai has no seat to take",
        ),
        (
            vec!["play", "super-team", "--solo", "hard", "--players", "human,ai"],
            "--players human,ai has no seat to take; leave it out",
        ),
        (
            vec!["simulate", "super-team", "--solo", "easy", "--p2", "random", "--matches", "2"],
            "--p2 random has no seat",
        ),
        (vec!["play", "kix", "--names", "A,B,C"], "--names gives 3 names for 2 seats"),
        (vec!["play", "futbol-dash", "--players", "1,2,3,4", "--names", "A"], "not a kind of player"),
        (vec!["play", "futbol-dash", "--players", "4", "--names", "A,B"], "--names gives 2 names for 4 seats"),
        (vec!["tournament", "fasisac", "--players", "ai,ai,ai", "--names", "A,B"], "--names gives 2 names for 3"),
        (vec!["play", "futbol-dash", "--players", "9"], "--players 9: Futbol Dash is played by 2 to 6 players"),
        (vec!["simulate", "futbol-dash", "--players", "7", "--matches", "2"], "Futbol Dash is played by 2 to 6"),
        (vec!["play", "kix", "--players", "3"], "--players 3: KIX is played by 2 players"),
        (vec!["tournament", "fasisac", "--managers", "2"], "--managers 2: a FASISAC draft tournament has 3 or 4"),
        (vec!["tournament", "fasisac", "--players", "5"], "--players 5: a FASISAC draft tournament has 3 or 4"),
        (vec!["play", "kix", "--p1", "ai", "--out", "/dev/null"], "--out /dev/null is not a folder"),
        (vec!["tournament", "fasisac", "--out", "/dev/null"], "--out /dev/null is not a folder"),
        (vec!["play", "super-team", "--solo", "easy", "--away", "Bo"], "--away names the second seat"),
        (vec!["play", "kix", "--names", "A,B", "--home", "H"], "--home and --names both name seats"),
        (vec!["play", "kix", "--names", "A,B", "--away", "W"], "--away and --names both name seats"),
        (vec!["play", "kix", "--p1", "ai", "--home", ""], "--home is blank: give the side a name"),
        (vec!["play", "kix", "--p1", "ai", "--away", "   "], "--away is blank: give the side a name"),
        (
            vec!["tournament", "fasisac", "--managers", "4", "--players", "ai,ai,ai"],
            "--managers 4 and --players ai,ai,ai (3 managers) disagree",
        ),
    ] {
        let out = touchline().args(&args).current_dir(dir.path()).stdin(Stdio::null()).output().unwrap();
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(out.status.code(), Some(1), "{args:?}: {err}");
        assert!(err.contains(expected), "{args:?}: {err}");
        assert!(out.stdout.is_empty(), "{args:?}: nothing is played");
    }
    // Nothing was made: no picture folder, no database.
    let out = touchline()
        .args(["play", "kix", "--names", "A,B,C", "--db", "t.db"])
        .current_dir(dir.path())
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 0, "the folder is as it was");
    // As many names as seats, an empty one keeping its seat's default, is fine.
    let out = touchline()
        .args(["play", "kix", "--p1", "ai", "--names", ",Bo", "--seed", "2", "--out"])
        .arg(dir.path().join("frames"))
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(String::from_utf8(out.stdout).unwrap().contains("Final score: Computer 1 "));
}

#[test]
fn a_match_whose_reader_has_gone_stops_quietly() {
    // As in `touchline play … | head` once head has gone: the pipe's reading end is closed before
    // the program writes, so its first line meets a broken pipe.
    let dir = tempfile::tempdir().unwrap();
    for args in [
        vec!["play", "kix", "--p1", "ai", "--p2", "ai", "--seed", "3"],
        vec!["play", "kix", "--seed", "3"],
        vec!["tournament", "fasisac", "--players", "ai,ai,ai", "--seed", "3"],
    ] {
        let out = touchline_out(&args, dir.path()).stdout(closed_pipe()).stderr(Stdio::piped()).output().unwrap();
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(out.status.code(), Some(0), "{args:?}: {err}");
        assert!(err.is_empty(), "{args:?}: {err}");
    }
    // `2>&1 | head`: standard error is the same closed pipe. A match stops quietly; a refusal
    // still exits 1, never with a panic's 101.
    for (args, code) in
        [(vec!["play", "kix", "--p1", "ai", "--p2", "ai"], 0), (vec!["play", "kix", "--names", "A,B,C"], 1)]
    {
        let writer = closed_pipe();
        let status =
            touchline_out(&args, dir.path()).stdout(writer.try_clone().unwrap()).stderr(writer).status().unwrap();
        assert_eq!(status.code(), Some(code), "{args:?}");
    }
    // A stored match whose reader went away is kept as abandoned, not live for ever.
    let db = dir.path().join("t.db");
    let play = ["play", "kix", "--p1", "ai", "--p2", "ai", "--db", db.to_str().unwrap()];
    let status = touchline_out(&play, &dir.path().join("stored")).stdout(closed_pipe()).status().unwrap();
    assert_eq!(status.code(), Some(0));
    abandoned_in(&db, &dir.path().join("r"));
    // So is a tournament's match whose reader goes once it is stored.
    let db = dir.path().join("cup.db");
    let cup = ["tournament", "fasisac", "--players", "ai,ai,ai", "--db", db.to_str().unwrap()];
    let mut child = touchline_out(&cup, &dir.path().join("cup")).stdout(Stdio::piped()).spawn().unwrap();
    let mut lines = std::io::BufRead::lines(std::io::BufReader::new(child.stdout.take().unwrap()));
    assert!(lines.any(|l| l.unwrap().contains("stored as match #1")), "the first match is stored");
    drop(lines);
    assert_eq!(child.wait().unwrap().code(), Some(0));
    abandoned_in(&db, &dir.path().join("r2"));
}

#[test]
fn a_closed_input_ends_a_human_match_cleanly() {
    let dir = tempfile::tempdir().unwrap();
    let out = touchline_out(&["play", "kix"], dir.path()).output().unwrap();
    assert!(!out.status.success());
    assert!(String::from_utf8(out.stderr).unwrap().contains("the input ended before the match did"));
}

#[test]
fn a_simulation_shows_its_progress_on_a_terminal_only() {
    // Piped: the summary alone, not a trace of a bar on either stream.
    for args in [vec!["simulate", "kix", "--matches", "40"], vec!["simulate", "kix", "--ladder", "--matches", "2"]] {
        let out = touchline().args(&args).stdin(Stdio::null()).output().unwrap();
        assert!(out.status.success(), "{args:?}");
        let (text, err) = (String::from_utf8(out.stdout).unwrap(), String::from_utf8(out.stderr).unwrap());
        assert!(err.is_empty(), "{args:?}: {err:?}");
        for bar in ["\r", "\x1b[", "[====", "matches ·"] {
            assert!(!text.contains(bar), "{args:?}: {text:?}");
        }
    }
    // On a terminal (script(1) gives the program one): the bar, named by the pairing on a
    // ladder, cleared before the table is printed.
    let bin = env!("CARGO_BIN_EXE_touchline");
    let out = Command::new("script")
        .args(["-qec", &format!("{bin} simulate kix --ladder --matches 2"), "/dev/null"])
        .stdin(Stdio::null())
        .output()
        .expect("script(1), from util-linux, runs the program on a terminal");
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("matches ·") && text.contains("random v easy"), "{text:?}");
    let table = text.find("the computer's levels").expect("the table");
    assert!(text.rfind("matches ·").unwrap() < table, "the bar is gone before the table: {text:?}");
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
        let out = touchline().args(&args).stdout(closed_pipe()).stderr(Stdio::piped()).output().unwrap();
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
    for expected in
        ["--format", "KIX:", "five (5-a-side) or eleven (11-a-side)", "--advanced", "FUBA options:", "--players"]
    {
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
    let tally = ["play", "tally", "--players", "ai,random,ai", "--names", "Ann,Bob,Cy", "--rounds", "2", "--seed", "3"];
    let out = touchline_out(&tally, dir.path()).output().unwrap();
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
    assert!(
        text.lines().any(|l| l.starts_with("kix ") && l.contains(" KIX ") && l.contains("a card duel for 2")),
        "{text}"
    );
    assert!(text.lines().any(|l| l.starts_with("fuba") && l.contains("13-area pitch")), "{text}");
    // In columns: every title, and every description, starts at the same place on its line.
    let start = |line: &str, nth: usize| {
        let mut chars = line.char_indices().peekable();
        let mut cells = 0;
        let mut column = 0;
        while let Some((_, c)) = chars.next() {
            if c == ' ' && chars.peek().is_some_and(|(_, n)| *n == ' ') {
                // The gap between two cells: skip to the next one.
                while chars.peek().is_some_and(|(_, n)| *n == ' ') {
                    chars.next();
                    column += 1;
                }
                cells += 1;
                if cells == nth {
                    return column + 1;
                }
            }
            column += 1;
        }
        panic!("no cell {nth} in {line:?}");
    };
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines.len() >= 5, "{text}");
    for nth in [1, 2] {
        let starts: Vec<usize> = lines.iter().map(|l| start(l, nth)).collect();
        assert!(starts.iter().all(|s| *s == starts[0]), "column {nth} starts at {starts:?}:\n{text}");
    }
}

#[test]
fn help_says_each_thing_once_and_a_tournament_only_its_games_options() {
    let out = touchline().args(["play", "--help"]).output().unwrap();
    let help = String::from_utf8(out.stdout).unwrap();
    // A value's meaning is not its name again, and an empty default is said.
    for doubled in ["off (off", "regular (Regular", "(easy)", "(default )", "Default: .", "Full match (draft"] {
        assert!(!help.contains(doubled), "{doubled} in {help}");
    }
    for said in [
        "off (two players), easy, normal or hard",
        "regular (first to 3 goals) or express (until the deck runs out)",
        "full (Full match: draft, tactics, line-ups, boosts)",
        "Default: none.",
        "comma-separated: exactly those",
        "+name and -name alone to add to or take from the default",
    ] {
        assert!(help.contains(said), "{said} in {help}");
    }
    // Each game's own options under its name; the shared ones once, a line a game.
    let shared = help.find("Options of more than one game:").expect("the shared options");
    for heading in ["FUBA options:", "FASISAC options:", "Super Team options:"] {
        assert!(help.find(heading).is_some_and(|at| at > shared), "{heading} in {help}");
    }
    let format_lines = help.lines().filter(|l| l.trim_start().starts_with("FASISAC: The full match")).count();
    assert_eq!(format_lines, 1, "{help}");
    // A tournament is for games with a draft: their options alone.
    let out = touchline().args(["tournament", "--help"]).output().unwrap();
    let help = String::from_utf8(out.stdout).unwrap();
    assert!(help.contains("FASISAC options:") && help.contains("--penalties"), "{help}");
    for other in ["KIX", "FUBA", "Super Team", "Futbol Dash", "--advanced", "--solo", "Options of more than one game"] {
        assert!(!help.contains(other), "{other} in {help}");
    }
    // ... and its games' options still work.
    let dir = tempfile::tempdir().unwrap();
    let out = touchline()
        .args(["tournament", "fasisac", "--players", "ai,ai,ai", "--format", "full", "--seed", "2", "--out"])
        .arg(dir.path())
        .arg("--penalties")
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let out = touchline().args(["tournament", "fasisac", "--advanced", "a1"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2), "an option of no drafting game is not a flag of the tournament");
}

/// Play a terminal match with the given answers (one per line) and return what it printed.
/// A terminal match played with `answers` typed in, its pictures in a folder of its own.
fn play_with(args: &[&str], answers: &str) -> String {
    let frames = tempfile::tempdir().unwrap();
    let mut child = touchline()
        .args(args)
        .arg("--out")
        .arg(frames.path())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(answers.as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stdout));
    String::from_utf8(out.stdout).unwrap()
}

/// The first line where a numbered choice follows other text ("pool.   1. Obi …"), if any.
fn glued_choice(text: &str) -> Option<&str> {
    text.lines().find(|line| {
        let body = line.trim_start();
        // A run of two or more spaces, then "N. ", after something that is not a number.
        body.match_indices("  ").any(|(i, _)| {
            let rest = body[i..].trim_start();
            let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
            (1..=2).contains(&digits) && rest[digits..].starts_with(". ") && !body[..i].trim().is_empty()
        })
    })
}

/// The lines of `text` that `keep` takes; there must be some.
fn lines_that(text: &str, keep: impl Fn(&str) -> bool) -> Vec<&str> {
    let found: Vec<&str> = text.lines().filter(|l| keep(l)).collect();
    assert!(!found.is_empty(), "no such line in: {text}");
    found
}

#[test]
fn menus_start_on_a_line_of_their_own() {
    // FASISAC's draft ("Your pick: … left in the pool.") and Super Team's card prompts
    // ("card 1 of up to 3.") end their situation mid-line.
    let fasisac = play_with(&["play", "fasisac", "--seed", "3"], &"1\npa\nr\n".repeat(600));
    let picks = lines_that(&fasisac, |l| l.starts_with("Your pick: "));
    assert!(picks.iter().all(|l| l.ends_with("left in the pool.")), "{picks:?}");
    assert_eq!(glued_choice(&fasisac), None);
    let super_team = play_with(&["play", "super-team", "--seed", "3"], &"1\nend\ne\nz\nsk\n".repeat(1500));
    let cards = lines_that(&super_team, |l| l.contains(" of up to 3."));
    assert!(cards.iter().all(|l| l.ends_with(" of up to 3.")), "{cards:?}");
    // A group's heading too ("2 on GK:") starts its own line.
    let markers = super_team.lines().find(|l| l.starts_with("Lay your six Coach markers")).expect("the markers");
    assert!(markers.ends_with("GK."), "{markers}");
    assert_eq!(glued_choice(&super_team), None);
}

/// A menu too long for one list (Super Team's runs: a piece, then where it goes) is asked in
/// two steps, as Discord asks it; `0` goes back from a group's choices to the groups.
#[test]
fn a_long_menu_is_asked_in_two_steps() {
    // A group, back, the group again, its first choice (elsewhere `0` is refused and the next
    // `1` chooses).
    let text = play_with(&["play", "super-team", "--seed", "3"], &"1\n0\n1\n1\nend\ne\nz\nsk\n".repeat(1500));
    assert!(text.contains("(first one of these, then its choices):"), "{text}");
    assert!(text.contains("0. back to the list before"), "{text}");
    // No list the player reads is longer than a Discord menu (25) plus its buttons.
    for screen in text.split("Your choice (") {
        let numbered = screen
            .lines()
            .filter(|l| {
                let body = l.trim_start();
                let digits = body.bytes().take_while(u8::is_ascii_digit).count();
                digits > 0 && body[digits..].starts_with(". ")
            })
            .count();
        assert!(numbered <= 26, "{numbered} numbered lines: {screen}");
    }
    // Going back shows the groups again.
    let back = text.split("0 to go back): ").nth(1).expect("a group's choices asked for");
    let back = back.split("Your choice (").next().unwrap();
    assert!(back.contains("(first one of these, then its choices):"), "{back}");
}

#[test]
fn a_kix_hand_is_listed_once_a_play_and_a_wrong_answer_reprints_nothing() {
    // A wrong answer first, then the first card every time.
    let pasted = "x".repeat(100_000);
    let text = play_with(&["play", "kix", "--seed", "3"], &format!("seven\n{pasted}\n{}", "1\n".repeat(40)));
    // A pasted page is said back cut short.
    assert!(text.contains(&format!("'{}…' is not one of the choices", "x".repeat(40))), "the long answer is cut");
    assert!(text.len() < 100_000, "the long answer is not echoed whole: {} bytes", text.len());
    let screens: Vec<&str> = text.split("— Player 1 —").skip(1).collect();
    assert!(screens.len() >= 25, "{text}");
    for screen in &screens {
        let screen = screen.split("Your choice").next().unwrap();
        // Every card of the hand is one numbered line with all five values, and nothing else
        // lists the hand again.
        let cards = screen.lines().filter(|l| l.contains(" · A ") && l.contains(" · G ")).count();
        let numbered = screen.lines().filter(|l| l.trim_start().starts_with(|c: char| c.is_ascii_digit())).count();
        assert_eq!(cards, numbered, "{screen}");
        assert!(!screen.contains("Your hand"), "{screen}");
        // 5-a-side has no bench, so no substitutions to count.
        assert!(!screen.contains("Subs left"), "{screen}");
    }
    // The wrong answer got one line back, and the same prompt again without the hand.
    let wrong = text.find("'seven' is not one of the choices: type 1-5, ? to list again, resign.").expect(&text);
    let next_screen = text[wrong..].find("— Player 1 —").unwrap();
    assert!(!text[wrong..wrong + next_screen].contains(" · G "), "nothing is reprinted");
    // Lines read as sentences about one player, the attacker first.
    assert!(!text.contains(" win the midfield") && !text.contains(" score\n"), "{text}");
    for line in text.lines().filter(|l| l.starts_with("Attack: ")) {
        let (attacker, _) = line.split_once(" v ").unwrap();
        assert!(attacker.contains(" A "), "the attacker's card comes first: {line}");
    }
}

#[test]
fn the_only_legal_choice_is_played_without_asking() {
    // 5-a-side: the last plays come from a hand with one card left.
    let text = play_with(&["play", "kix", "--seed", "5"], &"1\n".repeat(40));
    let forced = lines_that(&text, |l| l.ends_with("(the only choice)"));
    assert!(forced.iter().all(|l| l.starts_with("Player 1: ")), "{forced:?}");
    assert!(text.contains("Final score:"), "{text}");
}

#[test]
fn fuba_in_the_terminal_groups_formations_keeps_keys_and_explains_the_board_once() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().to_str().unwrap();
    // The formation, then "r" (setup ready), "d" (done moving), "e" (end the stage) and a
    // first-listed choice, over and over: keys that never change meaning make this a match.
    let answers = format!("1\n{}", "r\nd\ne\n1\n".repeat(600));
    let mut child = touchline()
        .args(["play", "fuba", "--seed", "3", "--out", out])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(answers.as_bytes()).ok();
    let output = child.wait_with_output().unwrap();
    let text = String::from_utf8(output.stdout).unwrap();
    // The board's notation is told once, before the first board.
    assert_eq!(text.matches("\"*\" marks the goalkeeper").count(), 1, "{text}");
    assert!(text.find("\"C2 3:1\" means").unwrap() < text.find("  C1 ").unwrap());
    // The formations come in two steps: the formation cards first, then the custom ones by
    // their defenders; the first group's choices are the cards.
    let cards = text.find("   1. Formation cards (4-4-2, 4-3-3, …)").expect("the cards' group");
    let custom = text.find("   2. Custom, 1 defender").expect("the custom groups");
    assert!(cards < custom);
    let chosen = text.find("Formation cards (4-4-2, 4-3-3, …) — ").expect("the cards' group opened");
    assert!(text[chosen..].lines().nth(1).is_some_and(|l| l == "   1. 4-4-2"), "{}", &text[chosen..]);
    // Buttons are keys, the same in every prompt.
    assert!(text.contains("    r  Setup ready"), "{text}");
    assert!(text.lines().filter(|l| l.ends_with("Done moving")).all(|l| l.trim_start().starts_with("d  ")));
    assert!(text.lines().filter(|l| l.ends_with("End the action stage")).all(|l| l.trim_start().starts_with("e  ")));
    // Substitutions are off by default: never offered, never mentioned.
    assert!(!text.contains("ubstitut"), "{text}");
    // A press that can never win the ball is never offered.
    assert!(!text.contains("roll below 1") && !text.contains("roll of 1–0"), "{text}");
}

#[test]
fn pictures_go_to_a_folder_of_their_own_and_older_ones_are_cleared() {
    let dir = tempfile::tempdir().unwrap();
    let run = || {
        let out = touchline()
            .args(["play", "kix", "--p1", "ai", "--p2", "ai", "--seed", "8"])
            .current_dir(dir.path())
            .stdin(Stdio::null())
            .output()
            .unwrap();
        assert!(out.status.success());
        String::from_utf8(out.stdout).unwrap()
    };
    let text = run();
    let folder = dir.path().join("frames").join("kix-8");
    assert!(text.contains("Pictures of this match go to frames/kix-8"), "{text}");
    assert!(text.contains("31 pictures of this match are in frames/kix-8"), "{text}");
    // What another run left: its pictures go, anything else stays.
    std::fs::write(folder.join("frame-999.png"), b"old").unwrap();
    std::fs::write(folder.join("notes.txt"), b"mine").unwrap();
    run();
    let mut names: Vec<String> =
        std::fs::read_dir(&folder).unwrap().map(|e| e.unwrap().file_name().into_string().unwrap()).collect();
    names.sort();
    assert_eq!(names.len(), 32, "{names:?}");
    assert_eq!(names.first().map(String::as_str), Some("frame-001.png"));
    assert_eq!(names.last().map(String::as_str), Some("notes.txt"));
}

#[test]
fn levels_are_named_as_the_command_line_names_them() {
    let out =
        touchline().args(["simulate", "kix", "--matches", "20", "--p1", "easy", "--level", "hard"]).output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.starts_with("20 matches of kix (seed 1), easy v hard"), "{text}");
    let out = touchline().args(["simulate", "kix", "--ladder", "--matches", "4", "--json"]).output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let players: Vec<&str> = v["players"].as_array().unwrap().iter().map(|p| p.as_str().unwrap()).collect();
    // The ladder names levels as the README's tables do.
    assert_eq!(players, ["random", "easy", "normal", "hard"]);
    let out = touchline().args(["simulate", "kix", "--ladder", "--matches", "2"]).output().unwrap();
    let table = String::from_utf8(out.stdout).unwrap();
    assert!(table.lines().any(|l| l.starts_with("normal ")) && !table.contains(" ai "), "{table}");
    let out = touchline().args(["play", "kix", "--level", "expert"]).output().unwrap();
    assert!(String::from_utf8(out.stderr).unwrap().contains("unknown level 'expert'; use easy, normal or hard"));
}

#[test]
fn futbol_dash_plays_in_the_terminal_for_two_to_six() {
    // Six computers (a number of seats: --p1, --p2, and the computer in the rest), Express.
    let text =
        play_with(&["play", "futbol-dash", "--players", "6", "--p1", "ai", "--format", "express", "--seed", "4"], "");
    assert!(text.contains("Kick-off! Express Futbol Dash for 6"), "{text}");
    assert!(text.contains("Full time: 1st "), "a table of six is placed: {text}");
    // A person against three computers, Regular: the answers cycle through what each kind of
    // prompt takes (a menu number, Pass, grid cells, Done); a wrong one is asked again.
    let cycle = "1\npa\na\nb\nc\nd\ne\nf\ng\nh\ni\nj\nk\nl\nm\nn\no\np\nq\nr\ns\nt\nok\n";
    let text = play_with(&["play", "futbol-dash", "--players", "4", "--seed", "8"], &cycle.repeat(400));
    assert!(text.contains("Your hand: "), "the person sees their hand: {text}");
    assert!(text.contains("Final score: Player 1 "), "{}", &text[text.len().saturating_sub(2000)..]);
    assert!(text.contains("on Computer 2") || text.contains("on Computer 3") || text.contains("on Computer 4"));
    // Simulated tables of four report a win rate per seat.
    let out = touchline()
        .args(["simulate", "futbol-dash", "--players", "ai,random,random,random", "--matches", "40", "--json"])
        .output()
        .unwrap();
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["win_rates"].as_array().unwrap().len(), 4);
    let out = touchline().args(["play", "futbol-dash", "--players", "9"]).output().unwrap();
    assert!(String::from_utf8(out.stderr).unwrap().contains("--players 9: Futbol Dash is played by 2 to 6 players"));
    let out = touchline().args(["play", "futbol-dash", "--players", "ai,ai,ai,ai,ai,ai,ai"]).output().unwrap();
    assert!(String::from_utf8(out.stderr).unwrap().contains("Futbol Dash is played by 2 to 6 players, not 7"));
}

#[test]
fn hotseat_futbol_dash_asks_everyone_in_a_referee_window() {
    // Two people at one keyboard: a window never answers itself for someone holding no Foul,
    // which would show the other player what that hand lacks.
    // Hand-overs take Enter; the rest is what each kind of prompt takes, cells a to t included.
    let cells: String = ('a'..='t').map(|c| format!("\n{c}\n")).collect();
    let cycle = format!("\n1\n\npa\n{cells}\nok\n");
    let text = play_with(
        &["play", "futbol-dash", "--p1", "human", "--p2", "human", "--format", "express", "--seed", "6"],
        &cycle.repeat(600),
    );
    assert!(text.contains("Final score: Player 1 "), "{}", &text[text.len().saturating_sub(1500)..]);
    // Someone whose only answer is Pass is asked all the same.
    assert!(text.contains("Foul it, or pass?"), "windows were asked");
    assert!(text.contains("Your choice (pa, ? to list again"), "asked even with Pass as the only answer");
}

#[test]
fn fasisac_plays_in_the_terminal_full_and_training() {
    // A person against the computer: the answers cycle through a menu number, Pass and Roll; a
    // wrong one is asked again.
    let text = play_with(&["play", "fasisac", "--penalties", "--seed", "3"], &"1\npa\nr\n".repeat(600));
    assert!(text.contains("Pre-match roll") && text.contains("Player 1 picks"), "{text}");
    assert!(text.contains("Tactics revealed") && text.contains("Line-ups revealed"), "{text}");
    assert!(text.contains("Your boosts: "), "the manager sees their boosts: {text}");
    assert!(text.contains("Final score: Player 1 "), "{}", &text[text.len().saturating_sub(1500)..]);
    // The training match between computers, Rush Keepers: one half, no draft, no tactics.
    let text = play_with(
        &["play", "fasisac", "--format", "training", "--variant", "rush-keepers", "--p1", "ai", "--seed", "9"],
        "",
    );
    assert!(text.contains("Training match: attack events"), "{text}");
    assert!(!text.contains(" picks ") && !text.contains("Tactics revealed"), "{text}");
    assert!(text.contains("Rush keeper!"), "a shot in Rush Keepers picks its keeper by the red die: {text}");
    let out = touchline().args(["play", "fasisac", "--variant", "seven-a-side"]).output().unwrap();
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("seven-a-side") && err.contains("rush-keepers"), "{err}");
}

#[test]
fn a_draft_tournament_runs_in_the_terminal_to_a_champion() {
    // Four managers, one of them a person, in a snake draft and a round robin.
    let text =
        play_with(&["tournament", "fasisac", "--players", "human,ai,ai,ai", "--seed", "2"], &"1\npa\n".repeat(3000));
    assert!(text.contains("The snake draft begins"), "{text}");
    assert!(text.contains("The draft is complete"), "{text}");
    assert_eq!(text.matches("=== Round ").count(), 6, "six fixtures for four managers");
    assert!(text.contains("=== Final table (tie-break: points, goals scored"), "{text}");
    assert!(text.contains("Champions: "), "{}", &text[text.len().saturating_sub(800)..]);
    // Three computers at auction.
    let text = play_with(&["tournament", "fasisac", "--players", "ai,ai,ai", "--draft", "auction", "--seed", "4"], "");
    assert!(text.contains("SOLD: ") && text.contains("Champions: "), "{}", &text[text.len().saturating_sub(800)..]);
    assert_eq!(text.matches("=== Round ").count(), 3);
    // A game without a draft is refused.
    let out = touchline().args(["tournament", "kix", "--players", "ai,ai,ai"]).output().unwrap();
    assert!(String::from_utf8(out.stderr).unwrap().contains("KIX has no draft"));
}

#[test]
fn super_team_plays_in_the_terminal_head_to_head_and_solo() {
    // A person against the computer: the first choice each time, ending each turn when offered.
    // Menus take a number; Strike tiles, Morale and giving a step up are buttons (e, z, sk).
    let answers = "1\nend\ne\nz\nsk\n".repeat(1500);
    let text = play_with(&["play", "super-team", "--seed", "3"], &answers);
    assert!(text.contains("Coach markers:") && text.contains("Start roll"), "{text}");
    assert!(text.contains(" as a movement"), "the coach's cards are listed: {}", &text[..text.len().min(3000)]);
    assert!(
        text.contains("Half time") && text.contains("Final score: Player 1 "),
        "{}",
        &text[text.len().saturating_sub(1500)..]
    );
    // Solo against the normal AutoTeam: one seat, the AutoTeam named in the result.
    let text = play_with(&["play", "super-team", "--solo", "normal", "--seed", "4"], &answers);
    assert!(text.contains("The AutoTeam turns card"), "{}", &text[..text.len().min(3000)]);
    assert!(
        text.contains("AutoTeam (normal)") && text.contains("Final score: Player 1 "),
        "{}",
        &text[text.len().saturating_sub(1500)..]
    );
    // In bulk, each level against the computer coach.
    let sim = touchline().args(["simulate", "super-team", "--solo", "easy", "--matches", "10"]).output().unwrap();
    let sim = String::from_utf8(sim.stdout).unwrap();
    assert!(sim.contains("ai v AutoTeam (easy)") && sim.contains("home / draw / away"), "{sim}");
    // A level that does not exist is named, with the ones that do.
    let out = touchline().args(["play", "super-team", "--solo", "impossible"]).output().unwrap();
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("impossible") && err.contains("hard"), "{err}");
}

#[test]
fn a_terminal_match_is_stored_exported_verified_and_replayed() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let run = |args: &[&str]| {
        let out = touchline().args(args).stdin(Stdio::null()).output().unwrap();
        (
            out.status.success(),
            String::from_utf8_lossy(&out.stdout).into_owned(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    };
    let path = |p: &str| dir.path().join(p).display().to_string();
    let (ok, _, err) = run(&[
        "play",
        "kix",
        "--p1",
        "ai",
        "--p2",
        "random",
        "--seed",
        "5",
        "--db",
        &path("t.db"),
        "--out",
        &path("x"),
    ]);
    assert!(!ok && err.contains("--seed cannot go with --db"), "{err}");
    let (ok, text, err) =
        run(&["play", "kix", "--p1", "ai", "--p2", "random", "--db", &path("t.db"), "--out", &path("frames")]);
    assert!(ok, "{err}");
    assert!(text.contains("stored as match #1"), "{text}");
    assert!(db.is_file());
    // Sealed at kick-off, the seed shown only at the end.
    let (before, after) = text.split_once("Final score").expect("the match ended");
    assert!(before.contains("Fairness seal"), "{before}");
    assert!(after.contains("🔓 Seal") && after.contains("sha256sum"), "{after}");

    // Exported, with everything a replay and a check need.
    let (ok, text, err) = run(&["export", "match", "1", "--db", &path("t.db"), "--out", &path("m.json")]);
    assert!(ok && text.contains("Match #1") && text.contains("touchline verify"), "{text}{err}");
    let export: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(path("m.json")).unwrap()).unwrap();
    for key in ["config", "seed", "salt", "engine", "seal", "seats", "inputs", "result"] {
        assert!(!export[key].is_null(), "the export has its {key}: {export}");
    }
    let seed = export["seed"].as_u64().unwrap();
    assert!(!before.contains(&seed.to_string()), "the seed is not shown before the end: {before}");
    assert!(after.contains(&format!("seed {seed}")), "{after}");

    // The seal checks with sha256sum, as the thread tells anyone to.
    let config: touchline_games::AnyConfig = serde_json::from_value(export["config"].clone()).unwrap();
    // The seat names are sealed too: the SHA-256 of their JSON list.
    assert_eq!(export["names_sealed"], serde_json::json!(true));
    let names: Vec<String> =
        export["seats"].as_array().unwrap().iter().map(|s| s["name"].as_str().unwrap().to_string()).collect();
    let parts = touchline::fairness::MatchParts {
        slug: export["slug"].as_str().unwrap(),
        config: &config,
        seats: 2,
        names: Some(&names),
    };
    let canonical = format!(
        "touchline-fair-v2|{}|engine={}|seed={seed}|salt={}",
        parts.subject(),
        export["engine"].as_str().unwrap(),
        export["salt"].as_str().unwrap()
    );
    assert_eq!(touchline::fairness::sha256_hex(canonical.as_bytes()), export["seal"].as_str().unwrap());
    match Command::new("sha256sum").stdin(Stdio::piped()).stdout(Stdio::piped()).spawn() {
        Ok(mut child) => {
            child.stdin.take().unwrap().write_all(canonical.as_bytes()).unwrap();
            let out = child.wait_with_output().unwrap();
            let hash = String::from_utf8_lossy(&out.stdout).split_whitespace().next().unwrap_or("").to_string();
            assert_eq!(hash, export["seal"].as_str().unwrap(), "sha256sum agrees");
        }
        Err(e) => eprintln!("sha256sum not run ({e}): the seal was checked with the library's SHA-256 only"),
    }

    let (ok, text, _) = run(&["verify", &path("m.json")]);
    assert!(ok, "{text}");
    assert!(text.contains("The seal, the inputs and the result agree"), "{text}");

    // Tampered exports fail, saying which check.
    let tampered = |name: &str, change: &dyn Fn(&mut serde_json::Value)| {
        let mut e = export.clone();
        change(&mut e);
        std::fs::write(path(name), e.to_string()).unwrap();
        let (ok, text, err) = run(&["verify", &path(name)]);
        assert!(!ok, "{name} verified");
        assert!(err.contains("does not verify"), "{err}");
        text
    };
    let text = tampered("salt.json", &|e| e["salt"] = serde_json::json!("00".repeat(32)));
    assert!(text.contains("FAIL  seal") && text.contains("ok    inputs"), "{text}");
    let text = tampered("engine.json", &|e| e["engine"] = serde_json::json!("touchline-games/0.0.9"));
    assert!(text.contains("FAIL  engine version: it was played under touchline-games/0.0.9"), "{text}");
    let text = tampered("inputs.json", &|e| {
        let inputs = e["inputs"].as_array_mut().unwrap();
        inputs.truncate(inputs.len() - 3);
    });
    assert!(text.contains("FAIL  result") && text.contains("ok    seal"), "{text}");
    let text = tampered("result.json", &|e| e["result"]["goals"][0] = serde_json::json!(9));
    assert!(text.contains("FAIL  result"), "{text}");
    // The options are sealed too: the same inputs under 11-a-side are another match.
    let text = tampered("options.json", &|e| e["config"]["options"]["format"] = serde_json::json!("eleven"));
    assert!(text.contains("FAIL  seal"), "{text}");
    // A hash cannot say which part changed: the report says so and gives the export's values.
    assert!(text.contains("not which part") && text.contains("format=eleven"), "{text}");
    // So are the seat names: a renamed player fails the seal.
    let text = tampered("names.json", &|e| e["seats"][0]["name"] = serde_json::json!("Somebody Else"));
    assert!(text.contains("FAIL  seal") && text.contains("'Somebody Else'"), "{text}");

    // Replayed from the database (with the GIF) and from the export: the same boards.
    let (ok, text, err) = run(&["replay", "1", "--db", &path("t.db"), "--out", &path("r1"), "--gif"]);
    assert!(ok, "{err}");
    assert!(text.contains("31 boards") && text.contains("replay.gif: all 31 boards"), "{text}");
    let gif = std::fs::read(dir.path().join("r1/replay.gif")).unwrap();
    assert!(gif.starts_with(b"GIF89a") && gif.len() < 10 * 1024 * 1024);
    let pbp = std::fs::read_to_string(dir.path().join("r1/play-by-play.txt")).unwrap();
    assert!(pbp.contains("Final score") && pbp.contains("sha256sum"), "{pbp}");
    let (ok, _, err) = run(&["replay", &path("m.json"), "--out", &path("r2")]);
    assert!(ok, "{err}");
    for n in [1, 15, 31] {
        let name = format!("board-{n:03}.png");
        let same = std::fs::read(dir.path().join("r1").join(&name)).unwrap()
            == std::fs::read(dir.path().join("r2").join(&name)).unwrap();
        assert!(same, "{name} differs between the database's replay and the export's");
    }
    // As many boards as the terminal drew pictures.
    assert_eq!(std::fs::read_dir(dir.path().join("frames")).unwrap().count(), 31);

    // A match whose input ends first (Ctrl-D) is kept as abandoned: not in progress, and
    // neither exported nor replayed (its seed would show hands), saying why.
    let (ok, _, err) = run(&["play", "kix", "--p1", "human", "--db", &path("t.db"), "--out", &path("live")]);
    assert!(!ok && err.contains("input ended") && err.contains("match #2 is kept as abandoned"), "{err}");
    let (ok, _, err) = run(&["export", "match", "2", "--db", &path("t.db")]);
    assert!(!ok && err.contains("match #2 was abandoned"), "{err}");
    let (ok, _, err) = run(&["replay", "2", "--db", &path("t.db"), "--out", &path("r3")]);
    assert!(!ok && err.contains("match #2 was abandoned"), "{err}");
    let status = touchline().arg("status").env("TOUCHLINE_DATABASE_PATH", &db).output().unwrap();
    let report = String::from_utf8_lossy(&status.stdout);
    assert!(report.contains("none in progress"), "an abandoned match is not in progress: {report}");
    let (ok, _, err) = run(&["verify", &path("nothing.json")]);
    assert!(!ok && err.contains("cannot read"), "{err}");
}

#[test]
fn a_fuba_match_from_the_terminal_replays_and_verifies() {
    let dir = tempfile::tempdir().unwrap();
    let path = |p: &str| dir.path().join(p).display().to_string();
    let run = |args: &[&str]| {
        let out = touchline().args(args).stdin(Stdio::null()).output().unwrap();
        assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    let played = run(&["play", "fuba", "--p1", "ai", "--p2", "ai", "--db", &path("f.db"), "--out", &path("frames")]);
    assert!(played.contains("FUBA — stored as match #1"), "{played}");
    let replayed = run(&["replay", "1", "--db", &path("f.db"), "--out", &path("r"), "--gif"]);
    assert!(replayed.contains("Match #1 (FUBA)") && replayed.contains("replay.gif: all"), "{replayed}");
    let gif = std::fs::read(dir.path().join("r/replay.gif")).unwrap();
    assert!(gif.starts_with(b"GIF89a") && gif.len() < 10 * 1024 * 1024);
    run(&["export", "match", "1", "--db", &path("f.db"), "--out", &path("f.json")]);
    assert!(run(&["verify", &path("f.json")]).contains("The seal, the inputs and the result agree"));
}

/// Runs the binary with no input: (success, standard output, standard error).
fn run_quietly(args: &[&str]) -> (bool, String, String) {
    let out = touchline().args(args).stdin(Stdio::null()).output().unwrap();
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn two_computers_are_named_apart_in_a_stored_match_and_its_replay() {
    let dir = tempfile::tempdir().unwrap();
    let path = |p: &str| dir.path().join(p).display().to_string();
    let (ok, played, err) =
        run_quietly(&["play", "kix", "--p1", "ai", "--p2", "hard", "--db", &path("t.db"), "--out", &path("frames")]);
    assert!(ok, "{err}");
    assert!(played.contains("Computer 1 (normal)") && played.contains("Computer 2 (hard)"), "{played}");
    let (ok, _, err) = run_quietly(&["replay", "1", "--db", &path("t.db"), "--out", &path("r")]);
    assert!(ok, "{err}");
    let pbp = std::fs::read_to_string(dir.path().join("r/play-by-play.txt")).unwrap();
    let final_line = pbp.lines().find(|l| l.starts_with("Final score")).expect("the final score");
    assert!(
        final_line.contains("Computer 1 (normal)") && final_line.contains("Computer 2 (hard)"),
        "the replay tells the computers apart: {final_line}"
    );
    // A text file, not a Discord message: no code spans or other markup.
    assert!(pbp.contains("sha256sum") && !pbp.contains('`') && !pbp.contains("**"), "{pbp}");
    // Every mention of a computer says which one.
    assert!(pbp.matches("Computer").count() > 2, "{pbp}");
    for (at, _) in pbp.match_indices("Computer") {
        let next = pbp[at + "Computer".len()..].chars().nth(1);
        assert!(
            next.is_some_and(|c| c == '1' || c == '2'),
            "an unnumbered computer: {}",
            &pbp[at..(at + 40).min(pbp.len())]
        );
    }
    let (ok, _, err) = run_quietly(&["export", "match", "1", "--db", &path("t.db"), "--out", &path("m.json")]);
    assert!(ok, "{err}");
    let export: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(path("m.json")).unwrap()).unwrap();
    let names: Vec<&str> = export["seats"].as_array().unwrap().iter().map(|s| s["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["Computer 1 (normal)", "Computer 2 (hard)"]);
}

#[test]
fn a_tournament_with_a_database_keeps_every_match() {
    let dir = tempfile::tempdir().unwrap();
    let path = |p: &str| dir.path().join(p).display().to_string();
    let (ok, _, err) =
        run_quietly(&["tournament", "fasisac", "--players", "ai,ai,ai", "--seed", "4", "--db", &path("t.db")]);
    assert!(!ok && err.contains("--seed cannot go with --db"), "{err}");
    let (ok, text, err) =
        run_quietly(&["tournament", "fasisac", "--players", "ai,ai,ai", "--db", &path("t.db"), "--out", &path("f")]);
    assert!(ok, "{err}");
    assert!(
        text.contains("Champions: ") && text.matches("Fairness seal").count() == 4,
        "the draft and three fixtures: {text}"
    );
    // The last fixture is match #4, finished and replayable.
    let (ok, said, err) = run_quietly(&["replay", "4", "--db", &path("t.db"), "--out", &path("r")]);
    assert!(ok && said.contains("Match #4 (FASISAC)"), "{said}{err}");
}

#[test]
fn lang_lists_the_games_in_that_language() {
    use touchline_games::{GameKind, Lang};
    let out = touchline().args(["--lang", "de", "games"]).output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8(out.stdout).unwrap();
    for kind in GameKind::ALL {
        let line = text.lines().find(|l| l.starts_with(&format!("{} ", kind.name()))).expect("every game");
        assert!(line.ends_with(&kind.blurb(Lang::De)), "{line}");
        if kind.blurb(Lang::De) != kind.blurb(Lang::En) {
            assert!(!line.contains(&kind.blurb(Lang::En)), "{line}");
        }
    }
    // The option after the command works as well, and a locale setting gives way to it.
    let after = touchline().args(["games", "--lang", "de"]).env("LANG", "es_ES.UTF-8").output().unwrap();
    assert_eq!(String::from_utf8(after.stdout).unwrap(), text);
}

#[test]
fn an_unknown_lang_is_refused_with_the_languages_there_are() {
    let dir = tempfile::tempdir().unwrap();
    let frames = dir.path().join("frames").display().to_string();
    let play = ["play", "kix", "--lang", "klingon", "--p1", "ai", "--out", frames.as_str()];
    for args in [&["--lang", "xx", "games"][..], &play[..]] {
        let out = touchline().args(args).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8(out.stderr).unwrap();
        for code in ["en (English)", "es (", "pt-BR (", "fr (", "de ("] {
            assert!(err.contains(code), "{args:?}: {err}");
        }
        assert!(out.stdout.is_empty(), "nothing done: {}", String::from_utf8_lossy(&out.stdout));
    }
    assert!(!dir.path().join("frames").exists(), "no match was set up");
    // A locale Touchline does not speak is no error: English.
    for locale in ["C", "POSIX", "ja_JP.UTF-8"] {
        let out = touchline().arg("games").env("LANG", locale).output().unwrap();
        assert!(out.status.success(), "{locale}");
        assert!(String::from_utf8(out.stdout).unwrap().contains("a card duel for 2"), "{locale}");
    }
}

#[test]
fn the_locale_setting_makes_a_match_speak_its_language() {
    let dir = tempfile::tempdir().unwrap();
    let out = touchline()
        .args(["play", "kix", "--p1", "ai", "--p2", "random", "--seed", "11", "--out"])
        .arg(dir.path())
        .env("LANG", "es_ES.UTF-8")
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("Las imágenes de este partido van a"), "{text}");
    assert!(text.contains("[imagen: ") && text.contains("imágenes de este partido están en"), "{text}");
    assert!(text.contains("Resultado final: "), "the game's own words too: {text}");
    assert!(!text.contains("Final score") && !text.contains("Pictures of this match"), "{text}");
    // The same match in German by the option, and in English with none.
    let german = touchline()
        .args(["--lang", "de", "play", "kix", "--p1", "ai", "--p2", "random", "--seed", "11", "--out"])
        .arg(dir.path())
        .env("LANG", "es_ES.UTF-8")
        .stdin(Stdio::null())
        .output()
        .unwrap();
    let german = String::from_utf8(german.stdout).unwrap();
    assert!(german.contains("Die Bilder dieses Spiels kommen nach"), "{german}");
}

#[test]
fn what_was_typed_wrong_is_refused_in_the_terminals_language() {
    let dir = tempfile::tempdir().unwrap();
    let refused = |args: &[&str], lang: Option<&str>| {
        let mut command = touchline();
        command.args(args).current_dir(dir.path()).stdin(Stdio::null());
        if let Some(lang) = lang {
            command.env("LANG", lang);
        }
        let out = command.output().unwrap();
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}: nothing is played");
        String::from_utf8(out.stderr).unwrap()
    };
    let spanish = refused(&["--lang", "es", "play", "kix", "--names", "a,b,c"], None);
    assert_eq!(
        spanish,
        "error: --names da 3 nombres para 2 puestos: da uno por puesto, separados por comas (uno vacío deja el \
         predeterminado)\n"
    );
    // One name is said as one, in the locale's language.
    let german = refused(&["play", "futbol-dash", "--players", "4", "--names", "A"], Some("de_DE.UTF-8"));
    assert!(german.starts_with("Fehler: --names gibt 1 Namen für 4 Plätze:"), "{german}");
    let french = refused(&["--lang", "fr", "tournament", "fasisac", "--managers", "2"], None);
    assert!(french.contains("--managers 2 : un tournoi à draft de FASISAC compte 3 ou 4 managers"), "{french}");
    let portuguese = refused(&["--lang", "pt-BR", "play", "kix", "--advanced", "a1", "--p1", "ai"], None);
    assert!(portuguese.starts_with("erro: KIX não tem a opção `advanced` (ela é de FUBA)"), "{portuguese}");
    // The operator's config, in the operator's language; the system's own words stay its own.
    let config = refused(&["serve", "--config", "/nonexistent/t.toml"], Some("de_DE.UTF-8"));
    assert!(
        config.starts_with("Fehler: die Konfigurationsdatei /nonexistent/t.toml lässt sich nicht lesen: "),
        "{config}"
    );
    let file = dir.path().join("t.toml");
    std::fs::write(&file, "[timers]\non_timeout = \"nap\"\n").unwrap();
    let config = refused(&["--lang", "es", "health", "--config", file.to_str().unwrap()], None);
    assert!(config.contains("no es válido: timers.on_timeout (TOUCHLINE_TIMER_ON_TIMEOUT) es «nap»; usa"), "{config}");
}

#[test]
fn help_is_said_in_the_terminals_language() {
    let help = |args: &[&str], lang: Option<&str>| {
        let mut command = touchline();
        command.args(args);
        if let Some(lang) = lang {
            command.env("LANG", lang);
        }
        let out = command.output().unwrap();
        assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
        String::from_utf8(out.stdout).unwrap()
    };
    let german = help(&["play", "--help"], Some("de_DE.UTF-8"));
    for said in [
        "Spielt ein Spiel im Terminal",
        "Aufruf: touchline play [OPTIONS] <GAME>",
        "Argumente:",
        "Optionen:",
        "Der Seed des Spiels",
        "[Standard: human]",
        "Zeigt die Hilfe",
        "Optionen mehrerer Spiele:",
        "Optionen für FUBA:",
        "Werte: five, eleven. Standard: five.",
    ] {
        assert!(german.contains(said), "{said} in {german}");
    }
    for english in
        ["Usage:", "Options:", "Arguments:", "Print help", "Play a match", "[default:", "Values:", " options:"]
    {
        assert!(!german.contains(english), "{english} in {german}");
    }
    // `--lang` wins over the locale, before or after the command, and `help <command>` too.
    let spanish = help(&["play", "--lang", "es", "--help"], Some("de_DE.UTF-8"));
    assert!(spanish.contains("Uso: touchline play") && spanish.contains("Opciones de más de un juego:"), "{spanish}");
    assert_eq!(help(&["--lang=es", "help", "play"], None), spanish);
    let top = help(&["--lang", "fr", "--help"], None);
    assert!(top.contains("Commandes:") && top.contains("Joue un match dans le terminal"), "{top}");
    // A language Touchline does not speak asks for help in English.
    let english = help(&["--lang", "xx", "play", "--help"], Some("de_DE.UTF-8"));
    assert!(
        english.contains("Usage: touchline play") && english.contains("Options of more than one game:"),
        "{english}"
    );
}

#[test]
fn a_negative_seed_is_refused_as_a_value() {
    for args in
        [&["play", "kix", "--p1", "ai", "--seed", "-1"][..], &["simulate", "kix", "--matches", "2", "--seed", "-1"]]
    {
        let out = touchline().args(args).stdin(Stdio::null()).output().unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success(), "{args:?}");
        assert!(err.contains("'-1'") && err.contains("--seed"), "{args:?}: {err}");
        assert!(!err.contains("-- -1"), "no advice that does not work: {err}");
        assert!(out.stdout.is_empty(), "{args:?}: nothing is played");
    }
}

#[test]
fn a_byte_that_is_not_utf8_is_asked_again_and_a_stopped_terminal_abandons_its_stored_match() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let play = ["play", "kix", "--p1", "human", "--p2", "ai", "--db", db.to_str().unwrap()];
    // An unreadable byte, then the input ends: the byte is one more wrong answer, and the end of
    // the input keeps the stored match as abandoned.
    let mut child =
        touchline_out(&play, &dir.path().join("f")).stdin(Stdio::piped()).stdout(Stdio::piped()).spawn().unwrap();
    child.stdin.take().unwrap().write_all(b"\xff\xfe\n").unwrap();
    let out = child.wait_with_output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("'\u{fffd}\u{fffd}' is not one of the choices"), "asked again: {text}");
    abandoned_in(&db, &dir.path().join("r"));
}

#[test]
fn an_interrupted_terminal_keeps_its_stored_match_as_abandoned() {
    for signal in ["-INT", "-TERM"] {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("t.db");
        let play = ["play", "kix", "--p1", "human", "--p2", "ai", "--db", db.to_str().unwrap()];
        let mut child =
            touchline_out(&play, &dir.path().join("f")).stdin(Stdio::piped()).stdout(Stdio::piped()).spawn().unwrap();
        // Waiting for a move, once the match is stored; the input stays open.
        let _input = child.stdin.take().unwrap();
        let mut lines = std::io::BufRead::lines(std::io::BufReader::new(child.stdout.take().unwrap()));
        assert!(lines.any(|l| l.unwrap().contains("stored as match #1")), "the match is stored");
        let sent = std::process::Command::new("kill").arg(signal).arg(child.id().to_string()).status().unwrap();
        assert!(sent.success());
        assert_eq!(child.wait().unwrap().code(), Some(130), "{signal}");
        abandoned_in(&db, &dir.path().join("r"));
    }
}
