//! The pure crates must not reach async, Discord, SQL, the clock or OS randomness. Their
//! manifests do not list such crates; this test keeps it that way by reading the resolved
//! dependency tree.

use std::process::Command;

const FORBIDDEN: &[&str] =
    &["tokio", "serenity", "poise", "sqlx", "libsqlite3-sys", "getrandom", "chrono", "time", "image"];

fn normal_dependencies(package: &str) -> Vec<String> {
    let out = Command::new(env!("CARGO"))
        .args(["tree", "--offline", "-p", package, "-e", "normal", "--prefix", "none", "--format", "{p}"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("cargo runs");
    assert!(out.status.success(), "cargo tree failed: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .filter_map(|l| l.split_whitespace().next().map(str::to_string))
        .collect()
}

#[test]
fn the_pure_crates_depend_on_nothing_impure() {
    for package in [
        "touchline-games",
        "touchline-render",
        "touchline-league",
        "touchline-i18n",
        "touchline-i18n-derive",
        "touchline-options",
    ] {
        let deps = normal_dependencies(package);
        assert!(deps.len() > 3, "{package}: the tree was read ({deps:?})");
        for dep in &deps {
            assert!(!FORBIDDEN.contains(&dep.as_str()), "{package} depends on {dep}");
        }
    }
}

#[test]
fn the_bot_package_is_where_the_impure_crates_are() {
    // The check above can only fail if the list means something: the bot does use them.
    let deps = normal_dependencies("touchline");
    for dep in ["tokio", "sqlx", "getrandom"] {
        assert!(deps.iter().any(|d| d == dep), "touchline should depend on {dep}");
    }
}
