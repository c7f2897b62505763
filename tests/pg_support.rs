//! The test side of the two back ends: a fresh SQLite store in a temporary folder, and, when a
//! PostgreSQL server is reachable, a fresh database on it.
//!
//! The server is named by `GUNBAI_TEST_PG` (a URL of a user that may create databases and roles,
//! e.g. `postgres://postgres@127.0.0.1:5544/postgres`; `.ci/run` starts a throwaway cluster and
//! sets it). Without it every PostgreSQL test prints a loud SKIPPED line and passes, unless
//! `GUNBAI_REQUIRE_PG=1` (set by `.ci/run`), when it fails.

use std::path::PathBuf;
use std::sync::atomic::{AtomicU32, Ordering};

use chrono::{DateTime, Duration, TimeZone, Utc};
use gunbai::store::backend::Backend;
use gunbai::store::pg::PgStore;
use gunbai::store::{NewEvent, Store};
use postgres::{Client, NoTls};
use tempfile::TempDir;

/// The server's URL, or `None` after saying loudly that `test` is skipped (a failure under
/// `GUNBAI_REQUIRE_PG=1`).
pub fn server(test: &str) -> Option<String> {
    match std::env::var("GUNBAI_TEST_PG") {
        Ok(url) if !url.trim().is_empty() => Some(url),
        _ => {
            assert!(
                std::env::var("GUNBAI_REQUIRE_PG").as_deref() != Ok("1"),
                "{test}: GUNBAI_REQUIRE_PG=1 but GUNBAI_TEST_PG names no PostgreSQL server: \
                 run .ci/run, or start one (Debian's postgresql) and set \
                 GUNBAI_TEST_PG=postgres://USER@HOST:PORT/postgres"
            );
            eprintln!(
                "\n*** SKIPPED {test} on PostgreSQL: GUNBAI_TEST_PG is not set. Start a server \
                 (Debian's postgresql; .ci/run starts one) and set \
                 GUNBAI_TEST_PG=postgres://USER@HOST:PORT/postgres, or GUNBAI_REQUIRE_PG=1 to \
                 make this a failure ***\n"
            );
            None
        }
    }
}

static NEXT: AtomicU32 = AtomicU32::new(0);

/// A new, empty database on the server; dropped with the value.
pub struct PgDb {
    admin: String,
    pub name: String,
    pub url: String,
}

impl PgDb {
    pub fn new(admin: &str) -> PgDb {
        let name = format!(
            "gunbai_t{}_{}_{}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::SeqCst),
            Utc::now().timestamp_subsec_nanos()
        );
        let mut c = Client::connect(admin, NoTls).expect("connect to GUNBAI_TEST_PG");
        c.batch_execute(&format!(
            "CREATE DATABASE {name} ENCODING 'UTF8' TEMPLATE template0"
        ))
        .expect("create a test database");
        PgDb {
            admin: admin.to_owned(),
            url: with_database(admin, &name),
            name,
        }
    }

    /// A client of the database's owner (who may turn triggers off, as an attacker with the
    /// owner's password could).
    pub fn owner(&self) -> Client {
        Client::connect(&self.url, NoTls).expect("connect to the test database")
    }

    pub fn store(&self) -> PgStore {
        PgStore::connect(&self.url).expect("open the test database")
    }
}

impl Drop for PgDb {
    fn drop(&mut self) {
        if let Ok(mut c) = Client::connect(&self.admin, NoTls) {
            let _ = c.batch_execute(&format!(
                "DROP DATABASE IF EXISTS {} WITH (FORCE)",
                self.name
            ));
        }
    }
}

/// `url` logging in as `user` with `password`.
pub fn with_user(url: &str, user: &str, password: &str) -> String {
    let (scheme, rest) = url.split_once("://").unwrap_or(("postgres", url));
    let host = rest.rfind('@').map_or(rest, |i| &rest[i + 1..]);
    format!("{scheme}://{user}:{password}@{host}")
}

/// `url` with its database (the path) replaced by `db`.
pub fn with_database(url: &str, db: &str) -> String {
    let (base, query) = match url.split_once('?') {
        Some((b, q)) => (b, format!("?{q}")),
        None => (url, String::new()),
    };
    let scheme_end = base.find("://").map(|i| i + 3).unwrap_or(0);
    let host_end = base[scheme_end..]
        .find('/')
        .map(|i| i + scheme_end)
        .unwrap_or(base.len());
    format!("{}/{db}{query}", &base[..host_end])
}

/// A store of either kind, with what keeps it alive.
pub enum Held {
    Sqlite { _dir: TempDir, path: PathBuf },
    Pg(PgDb),
}

impl Held {
    /// A new connection to the same database.
    pub fn open(&self) -> Box<dyn Backend + Send> {
        match self {
            Held::Sqlite { path, .. } => {
                Box::new(Store::open(path).expect("open the SQLite store"))
            }
            Held::Pg(db) => Box::new(db.store()),
        }
    }

    pub fn kind(&self) -> &'static str {
        match self {
            Held::Sqlite { .. } => "SQLite",
            Held::Pg(_) => "PostgreSQL",
        }
    }
}

/// A fresh SQLite store, and a fresh PostgreSQL one when a server is reachable (see [`server`]).
pub fn both(test: &str) -> Vec<Held> {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("gunbai.sqlite");
    let mut out = vec![Held::Sqlite { _dir: dir, path }];
    if let Some(url) = server(test) {
        out.push(Held::Pg(PgDb::new(&url)));
    }
    out
}

pub fn t0() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2024, 6, 1, 9, 30, 0)
        .single()
        .expect("a valid calendar date")
}

pub fn event(i: u32) -> NewEvent {
    NewEvent {
        kind: "honor_set".to_owned(),
        version: 1,
        payload: format!(r#"{{"player":"Allen","honor":{i},"名":"寵愛"}}"#),
        source: "honor Allen 10".to_owned(),
        author: "judge".to_owned(),
        recorded_at: t0() + Duration::milliseconds(i64::from(i) * 1001) + Duration::nanoseconds(7),
        state_hash: format!("{i:064x}"),
    }
}

pub fn events(from: u32, n: u32) -> Vec<NewEvent> {
    (from..from + n).map(event).collect()
}

/// Three steps a game really takes (the players, then two honors), each with the state hash the
/// engine reaches: a case that `gunbai verify` replays whole.
pub fn played() -> Vec<NewEvent> {
    let steps = [
        (
            "players",
            r#"{"event":"players","names":["Allen","Bob"]}"#,
            "players Allen Bob",
        ),
        (
            "set-honor",
            r#"{"event":"set-honor","player":"Allen","honor":7}"#,
            "honor Allen 7",
        ),
        (
            "set-honor",
            r#"{"event":"set-honor","player":"Bob","honor":4}"#,
            "honor Bob 4",
        ),
    ];
    let mut game = gunbai::engine::Game::lean();
    steps
        .iter()
        .zip(0i64..)
        .map(|((kind, payload, source), i)| {
            game.push_quiet(gunbai::engine::Event::from_json(1, payload).expect("an event"));
            NewEvent {
                kind: (*kind).to_owned(),
                version: 1,
                payload: (*payload).to_owned(),
                source: (*source).to_owned(),
                author: "judge".to_owned(),
                recorded_at: t0() + Duration::seconds(i),
                state_hash: game.state_hash(),
            }
        })
        .collect()
}
