//! The container, driven for real: `scripts/docker-smoke.sh` builds the image and runs this
//! with `TOUCHLINE_IMAGE` naming it. Ignored in ordinary test runs: it needs a Docker engine.
//!
//! The image serves a fake Discord on this machine's loopback (the container shares the host's
//! network), with its `/data` volume a host folder owned by another user. The test plays part
//! of a match, waits for Docker to call the container healthy, times `docker stop`, and starts
//! the same container again to finish the match.

use std::os::unix::fs::MetadataExt;
use std::process::Command;
use std::time::Instant;

use crate::support::bot::{assert_clean, kick_off_against_the_computer, play_out, ready, wal_bytes};
use crate::support::fakecord::{Fake, GUILD_ID, TOKEN};

/// A user id that is neither root nor the image's own user (10001).
const HOST_OWNER: u32 = 4321;

fn docker(args: &[&str]) -> std::process::Output {
    Command::new("docker").args(args).output().expect("docker runs")
}

fn docker_ok(args: &[&str]) -> String {
    let out = docker(args);
    assert!(out.status.success(), "docker {args:?}: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap().trim().to_string()
}

/// The container, removed however the test ends.
struct Container(String);

impl Drop for Container {
    fn drop(&mut self) {
        let _ = docker(&["rm", "-f", &self.0]);
    }
}

#[tokio::test(flavor = "multi_thread")]
#[ignore = "needs a Docker engine and the image: scripts/docker-smoke.sh"]
async fn the_image_serves_stops_cleanly_on_sigterm_and_resumes_from_its_volume() {
    let image = std::env::var("TOUCHLINE_IMAGE").expect("TOUCHLINE_IMAGE names the image to test");
    let fake = Fake::start().await;
    let alice = fake.add_user("Alice", false);
    let data = tempfile::tempdir().unwrap();
    std::os::unix::fs::chown(data.path(), Some(HOST_OWNER), Some(HOST_OWNER)).expect("run as root, to chown");

    let container = Container(format!("touchline-smoke-{}", std::process::id()));
    let name = container.0.as_str();
    let volume = format!("{}:/data", data.path().display());
    let api = format!("TOUCHLINE_DISCORD_API_URL={}", fake.base());
    let guild = format!("TOUCHLINE_DEV_GUILD_ID={GUILD_ID}");
    let token = format!("DISCORD_TOKEN={TOKEN}");
    #[rustfmt::skip]
    docker_ok(&[
        "run", "-d", "--name", name, "--network", "host",
        "-e", &token, "-e", &api, "-e", &guild,
        // Docker asks every second here (30 s in the image), so the test need not wait long.
        "--health-interval", "1s", "--health-start-period", "0s",
        "-v", &volume, &image,
    ]);
    ready(&fake).await;

    let thread = kick_off_against_the_computer(&fake, alice, 3).await;

    let health = || docker_ok(&["inspect", "-f", "{{.State.Health.Status}}", name]);
    fake.wait_until("Docker to call the container healthy", || health() == "healthy").await;
    let status = docker_ok(&["exec", name, "touchline", "status"]);
    println!("touchline status inside the container:\n{status}");
    assert!(status.contains("1 in progress (kix 1)") && status.contains("connected to Discord"), "{status}");

    let db = data.path().join("touchline.db");
    let owner = std::fs::metadata(&db).expect("the database is on the volume").uid();
    assert_eq!(owner, HOST_OWNER, "the bot ran as the folder's owner");

    let started = Instant::now();
    docker_ok(&["stop", "--time", "30", name]);
    let took = started.elapsed();
    println!("docker stop took {:.2} s", took.as_secs_f64());
    assert_eq!(docker_ok(&["inspect", "-f", "{{.State.ExitCode}}", name]), "0", "a clean stop exits 0");
    let logs = docker(&["logs", name]);
    let logs = String::from_utf8_lossy(&logs.stderr);
    assert!(logs.contains("SIGTERM received") && logs.contains("stopped"), "{logs}");
    let wal = wal_bytes(&db);
    assert_eq!(wal, 0, "the write-ahead log was checkpointed into the database");

    let identified = fake.world().identified;
    docker_ok(&["start", name]);
    fake.wait_for("the bot to come back", |w| w.identified > identified && w.commands.len() >= 4).await;
    let choices = play_out(&fake, thread, &[alice]).await;
    assert_eq!(choices, 27, "the rest of the thirty plays, none lost and none repeated");
    assert_clean(&fake).await;
}
