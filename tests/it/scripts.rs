//! The operator scripts under `scripts/` that a test can run without root or Docker.

use std::path::Path;
use std::process::Command;

/// `docker-smoke.sh mirror` with apt's configuration read from `etc`.
fn smoke_mirror(etc: &Path) -> std::process::Output {
    Command::new("bash")
        .arg(Path::new(env!("CARGO_MANIFEST_DIR")).join("scripts/docker-smoke.sh"))
        .arg("mirror")
        .env("APT_ETC", etc)
        .env_remove("DEBIAN_MIRROR")
        .output()
        .expect("bash runs")
}

/// The Docker smoke test builds its Debian images from the mirror this machine's apt already
/// uses — never a mirror written into the tree — and says so when there is none.
#[test]
fn the_docker_smoke_takes_its_debian_mirror_from_the_machine() {
    let etc = tempfile::tempdir().unwrap();
    let lists = etc.path().join("sources.list.d");
    std::fs::create_dir_all(&lists).unwrap();

    // None configured: a clear refusal, not a default from the script.
    let none = smoke_mirror(etc.path());
    assert!(!none.status.success());
    assert!(String::from_utf8_lossy(&none.stderr).contains("set DEBIAN_MIRROR"), "{none:?}");

    // One-line sources: the first archive that is not the security archive.
    std::fs::write(
        etc.path().join("sources.list"),
        "# local\ndeb http://mirror.test/debian-security bookworm-security main\n\
         deb [arch=amd64] http://mirror.test/debian bookworm main\n",
    )
    .unwrap();
    let one_line = smoke_mirror(etc.path());
    assert!(one_line.status.success(), "{one_line:?}");
    assert_eq!(String::from_utf8_lossy(&one_line.stdout).trim(), "http://mirror.test/debian");

    // deb822 sources come first.
    std::fs::write(
        lists.join("debian.sources"),
        "Types: deb\nURIs: http://other.test/debian\nSuites: bookworm\nComponents: main\n",
    )
    .unwrap();
    let deb822 = smoke_mirror(etc.path());
    assert_eq!(String::from_utf8_lossy(&deb822.stdout).trim(), "http://other.test/debian");
}
