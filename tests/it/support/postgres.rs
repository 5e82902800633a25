//! A throwaway Postgres server for the tests that run on Postgres.
//!
//! [`fresh_database`] hands out a new, empty database per call. The server behind it is, in
//! order of preference:
//!
//! - the one named by `TOUCHLINE_TEST_POSTGRES_URL` (a server URL such as
//!   `postgres://user:password@host:5432/postgres`): the databases are created there, named
//!   `touchline_test_…`, and left for its owner to drop;
//! - otherwise one cluster of Debian's Postgres 15 started for this test program on first use:
//!   a temporary folder, a free loopback port, no passwords, no fsync (the data is thrown away).
//!   It runs as the `postgres` user when the tests run as root (`initdb` refuses root), and is
//!   stopped and its folder removed when the test program exits. A test program killed by a
//!   signal leaves it running: `pg_ctl stop -D /tmp/touchline-pg-PID/data` ends it.
//!
//! With neither, it answers `None` after printing once why, and the tests that need it skip.
//!
//! [`private_server`] starts a cluster of its own for one test that stops and starts its server
//! (the shared one must stay up for the others). A server named in the environment cannot be
//! restarted from here: those tests then skip.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Once, OnceLock};

use sqlx::{Connection, Executor};

/// Where Debian's postgresql-15 package puts the server's programs.
const BIN: &str = "/usr/lib/postgresql/15/bin";

/// A server URL to use instead of starting one.
const URL_VAR: &str = "TOUCHLINE_TEST_POSTGRES_URL";

/// The cluster this test program started, for the exit handler to stop.
struct Cluster {
    folder: PathBuf,
    /// Run the server's programs as this user (the tests run as root), or as oneself.
    user: Option<String>,
}

/// The server's URL (its maintenance database), or why there is none. Started once per process.
static SERVER: OnceLock<Result<String, String>> = OnceLock::new();
static CLUSTER: OnceLock<Cluster> = OnceLock::new();
/// Why there is no Postgres to run, said once for the shared and private servers alike.
static NO_SERVER: Once = Once::new();

/// A URL of a new, empty database on the tests' Postgres server, or `None` when there is no
/// Postgres to run (after a line on stderr saying so, printed once per test program).
pub async fn fresh_database() -> Option<String> {
    // Starting the cluster waits on child processes: off the runtime's threads.
    let server = tokio::task::spawn_blocking(|| SERVER.get_or_init(server).clone()).await.expect("starting Postgres");
    let server = match server {
        Ok(url) => url,
        Err(why) => {
            NO_SERVER.call_once(|| skipped(&why));
            return None;
        }
    };
    Some(create_database(&server).await)
}

/// Set (to anything but empty or 0) where Postgres must run: CI. A missing Postgres then fails
/// every test that needs it, rather than letting its half pass unrun.
const REQUIRED_VAR: &str = "TOUCHLINE_TEST_POSTGRES_REQUIRED";

/// Say why the Postgres tests skip. Written to the stream itself: the test harness captures
/// `eprintln!` of passing tests. Where Postgres is required, a skip is a failure.
fn skipped(why: &str) {
    if std::env::var(REQUIRED_VAR).is_ok_and(|v| !v.is_empty() && v != "0") {
        panic!("Postgres is required here ({REQUIRED_VAR}), and there is none: {why}");
    }
    let _ = writeln!(std::io::stderr(), "postgres tests skipped: {why}");
}

/// Create a new, empty database on a server; its URL.
async fn create_database(server: &str) -> String {
    let name = unique_name();
    let mut conn = sqlx::PgConnection::connect(server)
        .await
        .unwrap_or_else(|e| panic!("cannot connect to the tests' Postgres server: {e}"));
    conn.execute(format!("CREATE DATABASE {name}").as_str())
        .await
        .unwrap_or_else(|e| panic!("cannot create the database {name}: {e}"));
    conn.close().await.ok();
    with_database(server, &name)
}

/// A database name no other call (or test program on the same server) uses.
fn unique_name() -> String {
    static NEXT: AtomicU64 = AtomicU64::new(0);
    let millis = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_millis()).unwrap_or(0);
    format!("touchline_test_{}_{}_{}", std::process::id(), millis, NEXT.fetch_add(1, Ordering::Relaxed))
}

/// `url` with its database (the path) replaced by `name`, its query kept.
fn with_database(url: &str, name: &str) -> String {
    let (base, query) = match url.split_once('?') {
        Some((base, query)) => (base, format!("?{query}")),
        None => (url, String::new()),
    };
    let (scheme, rest) = base.split_once("://").expect("a postgres:// URL");
    let authority = rest.split('/').next().unwrap_or(rest);
    format!("{scheme}://{authority}/{name}{query}")
}

/// The server to use: the one named in the environment, or a cluster started here.
fn server() -> Result<String, String> {
    if let Ok(url) = std::env::var(URL_VAR) {
        if !url.trim().is_empty() {
            return Ok(url.trim().to_string());
        }
    }
    let Runner { user, owner } = runner()?;
    Ok(start_cluster(user, owner))
}

/// Who runs the server's programs and owns its folder: a user (with their uid and gid) when the
/// tests run as root, else the tests' own user.
struct Runner {
    user: Option<String>,
    owner: Option<(u32, u32)>,
}

/// Who runs the server's programs, or why no server can be run here.
fn runner() -> Result<Runner, String> {
    let bin = Path::new(BIN);
    if !bin.join("initdb").is_file() || !bin.join("pg_ctl").is_file() || !bin.join("postgres").is_file() {
        return Err(format!(
            "no Postgres 15 server binaries found at {BIN} (install Debian's postgresql package, \
             or set {URL_VAR} to a server's URL)"
        ));
    }
    // initdb refuses to run as root: the server then runs as the `postgres` user.
    // SAFETY: geteuid has no preconditions.
    let user = if unsafe { libc::geteuid() } == 0 { Some("postgres".to_string()) } else { None };
    let owner = match &user {
        Some(name) => Some(
            user_ids(name)
                .ok_or_else(|| format!("the tests run as root and there is no '{name}' user to run Postgres as"))?,
        ),
        None => None,
    };
    Ok(Runner { user, owner })
}

/// A user's uid and gid.
fn user_ids(name: &str) -> Option<(u32, u32)> {
    let c_name = std::ffi::CString::new(name).ok()?;
    // SAFETY: getpwnam takes a NUL-terminated name and returns NULL or a pointer into static
    // storage, read at once; the tests start the cluster from one thread (behind a OnceLock).
    let entry = unsafe { libc::getpwnam(c_name.as_ptr()) };
    if entry.is_null() {
        return None;
    }
    // SAFETY: not NULL, so a valid passwd record.
    let entry = unsafe { &*entry };
    Some((entry.pw_uid, entry.pw_gid))
}

/// One of the server's programs, run as `user` if given.
fn program(user: Option<&str>, name: &str) -> Command {
    let path = Path::new(BIN).join(name);
    match user {
        Some(user) => {
            let mut command = Command::new("runuser");
            command.args(["-u", user, "--"]).arg(path);
            command
        }
        None => Command::new(path),
    }
}

/// Run a command to its end; its output is the error when it fails.
fn run(mut command: Command, what: &str) -> Result<(), String> {
    let output = command.stdin(Stdio::null()).output().map_err(|e| format!("cannot run {what}: {e}"))?;
    if output.status.success() {
        return Ok(());
    }
    Err(format!(
        "{what} failed ({}):\n{}{}",
        output.status,
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    ))
}

/// A loopback port no one listens on now. Another program may take it before the server does:
/// the start is then tried again on another.
fn free_port() -> u16 {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("binding a loopback port");
    listener.local_addr().expect("a bound port").port()
}

/// Create and start the cluster; its URL. Installed binaries that cannot start a server are a
/// broken test machine, not a reason to skip: that panics.
fn start_cluster(user: Option<String>, owner: Option<(u32, u32)>) -> String {
    let folder = std::env::temp_dir().join(format!("touchline-pg-{}", std::process::id()));
    init_cluster(&folder, user.as_deref(), owner);

    // From here on the exit handler stops the server and removes the folder.
    let _ = CLUSTER.set(Cluster { folder: folder.clone(), user: user.clone() });
    // SAFETY: registers a plain extern "C" function with no arguments.
    unsafe { libc::atexit(stop_cluster) };

    let mut last_error = String::new();
    for _ in 0..3 {
        let port = free_port();
        match start_server(&folder, user.as_deref(), port) {
            Ok(()) => return server_url(port),
            Err(e) => last_error = e,
        }
    }
    panic!("cannot start the tests' Postgres server: {last_error}");
}

fn server_url(port: u16) -> String {
    format!("postgres://postgres@127.0.0.1:{port}/postgres")
}

/// Make `folder` (afresh) with a new cluster in it, owned by the server's user.
fn init_cluster(folder: &Path, user: Option<&str>, owner: Option<(u32, u32)>) {
    // A folder left by an earlier program with the same name (it was killed) is stale.
    let _ = std::fs::remove_dir_all(folder);
    std::fs::create_dir(folder).unwrap_or_else(|e| panic!("cannot create {}: {e}", folder.display()));
    if let Some((uid, gid)) = owner {
        std::os::unix::fs::chown(folder, Some(uid), Some(gid))
            .unwrap_or_else(|e| panic!("cannot give {} to the postgres user: {e}", folder.display()));
    }
    let mut initdb = program(user, "initdb");
    initdb.arg("-D").arg(folder.join("data")).args([
        "--auth=trust",
        "--username=postgres",
        "--encoding=UTF8",
        "--locale=C",
        "--no-sync",
    ]);
    if let Err(e) = run(initdb, "initdb") {
        let _ = std::fs::remove_dir_all(folder);
        panic!("{e}");
    }
}

/// Start the cluster in `folder` on `port`, returning once it accepts connections; the error
/// carries the server's log.
fn start_server(folder: &Path, user: Option<&str>, port: u16) -> Result<(), String> {
    let log = folder.join("server.log");
    let options = format!(
        "-c listen_addresses=127.0.0.1 -p {port} -k {} -c fsync=off -c synchronous_commit=off \
         -c full_page_writes=off -c max_connections=300",
        folder.display()
    );
    let mut pg_ctl = program(user, "pg_ctl");
    // -w: pg_ctl returns once the server accepts connections (or gave up).
    pg_ctl
        .arg("start")
        .arg("-w")
        .args(["-t", "60"])
        .arg("-D")
        .arg(folder.join("data"))
        .arg("-l")
        .arg(&log)
        .arg("-o")
        .arg(options);
    run(pg_ctl, "pg_ctl start").map_err(|e| format!("{e}\nserver log:\n{}", read_log(&log)))
}

/// Stop the cluster in `folder` (`mode` as pg_ctl takes it), returning once it has stopped.
fn stop_server(folder: &Path, user: Option<&str>, mode: &str) -> Result<(), String> {
    let mut pg_ctl = program(user, "pg_ctl");
    pg_ctl.arg("stop").args(["-m", mode, "-w", "-t", "60"]).arg("-D").arg(folder.join("data"));
    run(pg_ctl, "pg_ctl stop")
}

/// A Postgres cluster of one test's own, which it may stop and start again. Dropping it stops
/// the server at once and removes its folder.
pub struct PrivateServer {
    folder: PathBuf,
    user: Option<String>,
    port: u16,
}

/// A cluster for one test alone, started; `None` when there is no Postgres to run or the one
/// given cannot be restarted from here (after a line on stderr saying so, once per program).
pub async fn private_server() -> Option<PrivateServer> {
    static GIVEN: Once = Once::new();
    let given = std::env::var(URL_VAR).is_ok_and(|url| !url.trim().is_empty());
    if given {
        GIVEN.call_once(|| skipped(&format!("the server in {URL_VAR} cannot be restarted by a test")));
        return None;
    }
    // initdb and the start wait on child processes: off the runtime's threads.
    let started = tokio::task::spawn_blocking(|| -> Result<PrivateServer, String> {
        let Runner { user, owner } = runner()?;
        static NEXT: AtomicU64 = AtomicU64::new(0);
        let name = format!("touchline-pg-{}-private-{}", std::process::id(), NEXT.fetch_add(1, Ordering::Relaxed));
        let folder = std::env::temp_dir().join(name);
        init_cluster(&folder, user.as_deref(), owner);
        let mut last_error = String::new();
        for _ in 0..3 {
            let port = free_port();
            match start_server(&folder, user.as_deref(), port) {
                Ok(()) => return Ok(PrivateServer { folder, user, port }),
                Err(e) => last_error = e,
            }
        }
        let _ = std::fs::remove_dir_all(&folder);
        panic!("cannot start a private Postgres server: {last_error}");
    })
    .await
    .expect("starting a private Postgres");
    match started {
        Ok(server) => Some(server),
        Err(why) => {
            NO_SERVER.call_once(|| skipped(&why));
            None
        }
    }
}

impl PrivateServer {
    /// The URL of database `db` on this server.
    pub fn url(&self, db: &str) -> String {
        with_database(&server_url(self.port), db)
    }

    /// A URL of a new, empty database on this server.
    pub async fn fresh_database(&self) -> String {
        create_database(&server_url(self.port)).await
    }

    /// Stop the server as an operator would for a restart (`pg_ctl stop -m fast`: sessions are
    /// ended, transactions rolled back), returning once it is down.
    pub async fn stop(&self) {
        let (folder, user) = (self.folder.clone(), self.user.clone());
        tokio::task::spawn_blocking(move || stop_server(&folder, user.as_deref(), "fast"))
            .await
            .expect("stopping Postgres")
            .unwrap_or_else(|e| panic!("{e}"));
    }

    /// Start the server again on its port and folder, returning once it accepts connections.
    pub async fn start(&self) {
        let (folder, user, port) = (self.folder.clone(), self.user.clone(), self.port);
        tokio::task::spawn_blocking(move || start_server(&folder, user.as_deref(), port))
            .await
            .expect("starting Postgres")
            .unwrap_or_else(|e| panic!("cannot start the private Postgres server again: {e}"));
    }
}

impl Drop for PrivateServer {
    fn drop(&mut self) {
        // The data is thrown away: no need for a clean shutdown. A server already stopped
        // makes pg_ctl fail, which changes nothing.
        let _ = stop_server(&self.folder, self.user.as_deref(), "immediate");
        let _ = std::fs::remove_dir_all(&self.folder);
    }
}

fn read_log(path: &Path) -> String {
    let mut text = String::new();
    if let Ok(mut file) = std::fs::File::open(path) {
        let _ = file.read_to_string(&mut text);
    }
    text
}

/// Run at the test program's exit: stop the server at once (its data is thrown away) and
/// remove its folder.
extern "C" fn stop_cluster() {
    let Some(cluster) = CLUSTER.get() else { return };
    let mut pg_ctl = program(cluster.user.as_deref(), "pg_ctl");
    pg_ctl.arg("stop").args(["-m", "immediate", "-w"]).arg("-D").arg(cluster.folder.join("data"));
    let _ = pg_ctl.stdout(Stdio::null()).stderr(Stdio::null()).status();
    let _ = std::fs::remove_dir_all(&cluster.folder);
}
