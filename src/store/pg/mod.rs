//! The store on PostgreSQL: the cases and their hash-chained logs of many events in one
//! database, for several `gunbai` processes at once.
//!
//! The client is the `postgres` crate, the synchronous face of `tokio-postgres` by the same
//! maintainers: the store is synchronous like rusqlite, so the code above it does not change
//! shape, and each [`PgStore`] is one connection (a server keeps one per worker, as it keeps
//! SQLite connections). The rules are the SQLite store's (see [`super::backend`]):
//!
//! - [`PgStore::connect`] migrates the database from `db/pg/` under an advisory lock, and refuses
//!   one newer than this code or one that is not gunbai's, changing nothing.
//! - An append inserts `seq = expected + 1 …` in one prepared statement that checks, in SQL, that
//!   the step stored at the expected head has the hash the rows were chained on: the primary key
//!   `(case_id, seq)` is the lock, and the loser of a race gets a unique violation, reported as
//!   [`StoreError::Conflict`]. Only writers of the same case wait for each other.
//! - `verify` reads every hashed column as bytes (`convert_to(col, 'UTF8')`) and walks the chain
//!   with [`super::backend::check_chain`], the walk the SQLite store's verify makes.
//! - Triggers refuse `UPDATE`, `DELETE` and `TRUNCATE`, and the role `gunbai_writer` may only
//!   `SELECT` and `INSERT`.

pub mod cards;
mod cases;
pub mod judges;
pub mod rulings;
pub mod sync;

use std::collections::HashMap;
use std::path::PathBuf;

use postgres::error::SqlState;
use postgres::{Client, NoTls, Statement};

use super::backend::redact;
use super::StoreError;

/// The migrations, in order; schema version N is the first N of them.
const MIGRATIONS: &[&str] = &[
    include_str!("../../../db/pg/001_init.sql"),
    include_str!("../../../db/pg/002_rulings.sql"),
    include_str!("../../../db/pg/003_serve.sql"),
    include_str!("../../../db/pg/004_cards.sql"),
];

/// The schema version this code writes and reads.
pub const PG_SCHEMA_VERSION: i32 = 4;

/// An advisory lock key taken while migrating ("gunbai" in ASCII).
const MIGRATE_LOCK: i64 = 0x0000_6775_6e62_6169;

/// A gunbai database on a PostgreSQL server.
pub struct PgStore {
    client: Client,

    /// The URL without its password, to name the database in messages.
    shown: String,
    /// The chain of ruling records read: the centre's own (`""`) or a venue's
    /// ([`PgStore::read_chain`]).
    chain: String,
    /// What this connection remembers to spare round trips (boxed: a store is moved often).
    memo: Box<Memo>,
}

/// What a connection remembers to spare round trips.
#[derive(Default)]
struct Memo {
    /// Statements prepared once on this connection, by their SQL text (a constant).
    prepared: HashMap<&'static str, Statement>,
    /// The last step and its hash of the cases this connection read or appended to, so that an
    /// append sends its rows in one statement without reading the previous hash first. Only a
    /// hint: the statement checks in SQL that the step stored at the expected head has this
    /// hash, and a stale hint costs one more read, never a wrong row.
    heads: HashMap<i64, (u64, String)>,
}

/// At most this many cases' last hashes are remembered per connection.
const MAX_HEADS: usize = 1024;

impl std::fmt::Debug for PgStore {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PgStore")
            .field("database", &self.shown)
            .finish()
    }
}

impl PgStore {
    /// Connects to the database at `url` (`postgres://user:password@host:port/database`) and
    /// brings its schema up to date.
    pub fn connect(url: &str) -> Result<PgStore, StoreError> {
        let shown = redact(url);
        let client = Client::connect(url, NoTls).map_err(|e| StoreError::PostgresUnreachable {
            database: shown.clone(),
            error: cause(&e),
        })?;
        let mut store = PgStore {
            client,
            shown,
            chain: String::new(),
            memo: Box::default(),
        };
        store.migrate()?;
        Ok(store)
    }

    /// The database, named without its password.
    pub fn shown(&self) -> &str {
        &self.shown
    }

    /// The client, for the code of this module's children and the tests' own checks.
    pub fn client(&mut self) -> &mut Client {
        &mut self.client
    }

    /// `sql` prepared on this connection, once: later uses skip the round trip of preparing.
    fn prepare_cached(&mut self, sql: &'static str) -> Result<Statement, StoreError> {
        if let Some(s) = self.memo.prepared.get(sql) {
            return Ok(s.clone());
        }
        let s = self.client.prepare(sql).map_err(pg)?;
        self.memo.prepared.insert(sql, s.clone());
        Ok(s)
    }

    /// Remembers that `case`'s step `seq` has the hash `hash` (see `heads`).
    fn remember_head(&mut self, case: i64, seq: u64, hash: &str) {
        let heads = &mut self.memo.heads;
        if heads.len() >= MAX_HEADS && !heads.contains_key(&case) {
            heads.clear();
        }
        heads.insert(case, (seq, hash.to_owned()));
    }

    fn migrate(&mut self) -> Result<(), StoreError> {
        let shown = self.shown.clone();
        let mut tx = self.client.transaction().map_err(pg)?;
        tx.execute("SELECT pg_advisory_xact_lock($1)", &[&MIGRATE_LOCK])
            .map_err(pg)?;
        let encoding: String = tx
            .query_one("SHOW server_encoding", &[])
            .map_err(pg)?
            .get(0);
        if encoding != "UTF8" {
            return Err(StoreError::Postgres(format!(
                "the PostgreSQL database {shown} stores text as {encoding}; gunbai needs UTF8 \
                 (createdb --encoding=UTF8): nothing was written"
            )));
        }
        let has = |tx: &mut postgres::Transaction<'_>, table: &str| -> Result<bool, StoreError> {
            let row = tx
                .query_one("SELECT to_regclass($1) IS NOT NULL", &[&table])
                .map_err(pg)?;
            Ok(row.get(0))
        };
        let found: i32 = if has(&mut tx, "schema_version")? {
            tx.query_one("SELECT COALESCE(MAX(version), 0) FROM schema_version", &[])
                .map_err(pg)?
                .get(0)
        } else if has(&mut tx, "cases")? || has(&mut tx, "events")? {
            return Err(StoreError::NotGunbai {
                path: PathBuf::from(shown),
            });
        } else {
            0
        };
        if found > PG_SCHEMA_VERSION {
            return Err(StoreError::TooNew {
                path: PathBuf::from(shown),
                found: u32::try_from(found).unwrap_or(u32::MAX),
                supported: PG_SCHEMA_VERSION as u32,
            });
        }
        for (i, sql) in MIGRATIONS.iter().enumerate() {
            let version = i32::try_from(i + 1).unwrap_or(i32::MAX);
            if version <= found {
                continue;
            }
            tx.batch_execute(sql).map_err(pg)?;
            tx.execute(
                "INSERT INTO schema_version (version) VALUES ($1)",
                &[&version],
            )
            .map_err(pg)?;
        }
        tx.commit().map_err(pg)
    }

    /// The schema version of the database.
    pub fn schema_version(&mut self) -> Result<i32, StoreError> {
        Ok(self
            .client
            .query_one("SELECT COALESCE(MAX(version), 0) FROM schema_version", &[])
            .map_err(pg)?
            .get(0))
    }
}

/// The database error's own words (the server's message, or the client's).
fn cause(e: &postgres::Error) -> String {
    match e.as_db_error() {
        Some(db) => db.message().to_owned(),
        None => e.to_string(),
    }
}

/// A PostgreSQL error as the store's.
pub(crate) fn pg(e: postgres::Error) -> StoreError {
    if e.code() == Some(&SqlState::INSUFFICIENT_PRIVILEGE) {
        return StoreError::PostgresDenied { error: cause(&e) };
    }
    StoreError::Postgres(format!("PostgreSQL error: {}", cause(&e)))
}

/// Whether `e` is a unique violation (another writer took the key first).
fn is_unique_violation(e: &postgres::Error) -> bool {
    e.code() == Some(&SqlState::UNIQUE_VIOLATION)
}

/// Whether `e` is a foreign key violation (an append to a case that does not exist).
fn is_foreign_key_violation(e: &postgres::Error) -> bool {
    e.code() == Some(&SqlState::FOREIGN_KEY_VIOLATION)
}

/// Reads a step number stored as BIGINT.
fn seq_of(case: i64, v: i64) -> Result<u64, StoreError> {
    u64::try_from(v).map_err(|_| StoreError::Corrupt {
        case,
        seq: 0,
        reason: format!("the step number {v} is negative"),
    })
}

fn to_sql(case: i64, seq: u64) -> Result<i64, StoreError> {
    i64::try_from(seq).map_err(|_| StoreError::Corrupt {
        case,
        seq,
        reason: "step numbers are exhausted".to_owned(),
    })
}
