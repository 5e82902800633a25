//! One test body, run on both engines the store supports.
//!
//! A [`TestDb`] is an empty database: a SQLite file in a temporary folder, or a new database on
//! the tests' Postgres server. [`on_both_engines!`] turns an `async fn name(db: TestDb)` into
//! the tests `name::sqlite` and `name::postgres`; the Postgres one passes without running when
//! there is no Postgres (the reason is printed once).

use std::path::PathBuf;

use touchline::store::{Engine, Location, Store};

use super::postgres;

/// An empty database for one test, on one engine.
pub enum TestDb {
    /// The folder is kept (and removed) with the value, so the file lives as long as the test.
    Sqlite {
        _dir: tempfile::TempDir,
        path: PathBuf,
    },
    Postgres {
        url: String,
    },
}

impl TestDb {
    pub fn sqlite() -> TestDb {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let path = dir.path().join("touchline.db");
        TestDb::Sqlite { _dir: dir, path }
    }

    /// A new database on the tests' Postgres server, or `None` when there is none.
    pub async fn postgres() -> Option<TestDb> {
        Some(TestDb::Postgres { url: postgres::fresh_database().await? })
    }

    /// Where the database is: the same on every call, so a store opened again (after a crash,
    /// by a second process) finds the same data.
    pub fn location(&self) -> Location {
        match self {
            TestDb::Sqlite { path, .. } => Location::Sqlite(path.clone()),
            TestDb::Postgres { url } => Location::Postgres(url.clone()),
        }
    }

    pub fn engine(&self) -> Engine {
        self.location().engine()
    }

    /// A store on this database (schema brought up to date), as a starting process connects.
    pub async fn store(&self) -> Store {
        let location = self.location();
        Store::connect(&location).await.unwrap_or_else(|e| panic!("cannot connect to {location}: {e}"))
    }
}

/// `async fn name(db: TestDb) { … }` becomes the module `name` with the tests `sqlite` and
/// `postgres`, each running the body on a fresh database of its engine. The body sees what the
/// file around it sees.
macro_rules! on_both_engines {
    ($(#[$meta:meta])* async fn $name:ident($db:ident: TestDb) $body:block) => {
        $(#[$meta])*
        mod $name {
            #[allow(unused_imports)]
            use super::*;
            use $crate::support::engines::TestDb;

            async fn body($db: TestDb) $body

            #[tokio::test]
            async fn sqlite() {
                body(TestDb::sqlite()).await
            }

            #[tokio::test]
            async fn postgres() {
                let Some(db) = TestDb::postgres().await else { return };
                body(db).await
            }
        }
    };
}

pub(crate) use on_both_engines;

/// A seat asked for its move at `version`, as a follow-up asks it (`clock`: now, and when a
/// fresh clock would run out): when the seat's clock runs out.
pub async fn ask_seat(store: &Store, id: i64, seat: usize, version: u64, clock: (i64, i64)) -> Option<i64> {
    let seats = vec![(seat, Some(clock))];
    let ask = touchline::store::clocks::FollowUp {
        match_id: id,
        version,
        seats,
        crests: None,
        followers: false,
        published: None,
    };
    store.follow_up(&ask).await.unwrap().due_ms[0]
}

/// The clocks' lease taken at `now_ms` (for a year) by a test acting as the clocks' keeper:
/// what its timed actions are fenced with, whatever moments the test moves through.
pub async fn keep_clocks(store: &Store, now_ms: i64) -> touchline::store::LeaseHold {
    const DAY_MS: i64 = 365 * 24 * 3_600_000;
    let holder = "the tests' keeper";
    let epoch =
        store.take_lease("clocks", holder, now_ms, DAY_MS).await.expect("the lease").expect("not held elsewhere");
    touchline::store::LeaseHold { holder: holder.to_string(), epoch, until_ms: now_ms + DAY_MS }
}
