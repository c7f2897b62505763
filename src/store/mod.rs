//! The event store: cases and their append-only, hash-chained event logs in SQLite.
//!
//! *Architecture Invariant:* this is the only module that touches SQLite. It
//! treats event payloads as opaque text (JSON written by the engine) and never
//! interprets them; checking stored state hashes against a replay happens above.
//!
//! - [`Store::open`] is the one way into a database file: it refuses files that
//!   are not gunbai's or are newer than this code without writing to them, sets
//!   the pragmas, and applies the migrations in `db/`.
//! - [`Store::append`] is optimistic: the caller says which step it expects the
//!   case to be at, and gets [`StoreError::Conflict`] if another writer got there
//!   first. A batch goes in as one transaction or not at all.
//! - Each event's hash chains to the previous one (see [`chain_hash`]); the case
//!   id is not hashed, so a fork's copied prefix keeps the original's hashes.
//!   [`Store::verify_chain`] finds the first step that does not fit.
//! - Rows are never updated or deleted: triggers in the schema refuse it.

pub mod backend;
pub mod cards;
mod chain;
pub(crate) mod error;
mod hash;
pub mod judges;
mod lookup;
mod open;
pub mod pg;
pub mod rulings;
pub mod snapshots;
mod sound;

use std::cell::Cell;
use std::path::{Path, PathBuf};

use chrono::{DateTime, Utc};
use rusqlite::{params, Connection, OptionalExtension, Row, TransactionBehavior};
use serde::Serialize;

pub use error::{CannotOpen, StoreError};
pub use hash::{chain_hash, chain_hash_v2, head_hash, GENESIS_HASH, SHORT_HASH};
pub use open::{APPLICATION_ID, SCHEMA_VERSION};
pub use rulings::{
    Appeal, AppealOutcome, BrokenRecord, CaseLink, NewRecord, RecordId, RecordKind,
    RulingChainReport, RulingContent, RulingError, RulingRecord, Tournament, TournamentId,
};
pub use snapshots::Mark;

use hash::{case_header_hash, format_time, hash_fields, hash_fields_v2, Fields};

/// A case's id in the database.
pub type CaseId = i64;

/// What the store knows about a case.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CaseInfo {
    pub id: CaseId,
    pub name: String,
    pub created_at: DateTime<Utc>,
    /// Number of events, which is also the last step (steps count from 1).
    pub events: u64,
    /// The case and step this one was forked from.
    pub forked_from: Option<(CaseId, u64)>,
}

/// An event to append; the store gives it its step number and hashes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewEvent {
    pub kind: String,
    pub version: u32,
    /// Opaque to the store (JSON from the engine); stored and hashed byte for byte.
    pub payload: String,
    pub source: String,
    pub author: String,
    pub recorded_at: DateTime<Utc>,
    /// Hash of the engine state after this event.
    pub state_hash: String,
}

/// An event as stored.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct StoredEvent {
    pub case_id: CaseId,
    /// Step number within the case, from 1.
    pub seq: u64,
    pub kind: String,
    pub version: u32,
    pub payload: String,
    pub source: String,
    pub author: String,
    pub recorded_at: DateTime<Utc>,
    pub state_hash: String,
    /// Hash of the previous step, or [`GENESIS_HASH`] for step 1.
    pub prev_hash: String,
    pub hash: String,
    /// The step of the first event of the line this one was typed in (its own step for rows
    /// written before lines were recorded).
    pub line: u64,
}

/// The outcome of [`Store::verify_chain`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ChainReport {
    pub case: CaseId,
    /// Rows read.
    pub events: u64,
    /// The first step that does not fit the chain, if any.
    pub first_broken: Option<Broken>,
    /// Every problem found, in order: broken links, unreadable rows, a changed header.
    pub problems: Vec<Broken>,
    /// The case's anchor as stored now: last step and its full anchor hash.
    pub head: Anchor,
}

/// Where a case's log ends, and a hash over its header and its last step: a judge writes down
/// `seq` and the first [`SHORT_HASH`] digits of `hash`, and `verify --expect` later tells whether
/// the log still ends there.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Anchor {
    pub seq: u64,
    pub hash: String,
}

impl Anchor {
    /// The digits a judge writes down.
    pub fn short(&self) -> &str {
        self.hash.get(..SHORT_HASH).unwrap_or(&self.hash)
    }
}

/// A step where the hash chain breaks, and how.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Broken {
    pub seq: u64,
    pub reason: String,
}

/// A gunbai database.
#[derive(Debug)]
pub struct Store {
    conn: Connection,
    path: Option<PathBuf>,
    /// SQLite's check of the file is still to be made before the first write
    /// ([`Store::open_checking_before_writes`]).
    unchecked: Cell<bool>,
    /// Whether this connection may write (not [`Store::open_read_only`]).
    writable: bool,
    /// SQLite's `data_version` of this connection when it last found the file as it was found
    /// sound (`sound.rs`): while no other connection commits, what this one writes keeps the file
    /// sound, and the mark follows its writes.
    sound_at: Cell<Option<i64>>,
    /// The fingerprint this connection last remembered as sound (also when the mark beside the
    /// file could not be written).
    known: std::cell::RefCell<Option<sound::Fingerprint>>,
}

/// The check made before a write, and the mark that follows it ([`Store::writing`]).
pub(crate) struct Writing<'a>(&'a Store);

impl Drop for Writing<'_> {
    fn drop(&mut self) {
        self.0.after_write();
    }
}

impl Drop for Store {
    fn drop(&mut self) {
        self.settle();
    }
}

// SQL text is put together only from these constants; every value, and above
// all anything a judge typed, goes in as a bound parameter.
const CASE_SELECT: &str = "SELECT c.id, c.name, c.created_at, c.forked_from, c.forked_at, \
     (SELECT COALESCE(MAX(e.seq), 0) FROM events e WHERE e.case_id = c.id) FROM cases c";

const EVENT_COLUMNS: &str = "case_id, seq, kind, version, payload, source, author, recorded_at, \
     state_hash, prev_hash, hash, line, hash_version";

impl Store {
    /// Opens the database at `path`, creating it (and its folder) if missing.
    ///
    /// A file that is not a gunbai database ([`StoreError::NotGunbai`]) or has a
    /// newer schema ([`StoreError::TooNew`]) is refused and left byte for byte
    /// as it was. A new file is created readable by its owner only.
    ///
    /// The file is found sound before anything is written ([`Store::check_now`]): a damaged
    /// file is refused ([`StoreError::Damaged`]).
    pub fn open(path: &Path) -> Result<Store, StoreError> {
        let store = Store::open_checking_before_writes(path)?;
        store.check_now()?;
        Ok(store)
    }

    /// [`Store::open`], but the check of the file is put off until the first write, which it
    /// precedes: a command that only reads never pays for it, and a damaged file is still never
    /// written into. A file whose schema must be migrated is checked at once.
    pub fn open_checking_before_writes(path: &Path) -> Result<Store, StoreError> {
        let conn = open::open_file_checking(path, false)?;
        Ok(Store::on(conn, Some(path), true))
    }

    fn on(conn: Connection, path: Option<&Path>, writable: bool) -> Store {
        Store {
            conn,
            path: path.map(Path::to_path_buf),
            unchecked: Cell::new(writable && path.is_some()),
            writable,
            sound_at: Cell::new(None),
            known: std::cell::RefCell::new(None),
        }
    }

    /// Finds the file sound before a write; [`StoreError::Damaged`] if it is not, and every
    /// later write is refused the same way.
    ///
    /// When the file is as it was last found sound (its fingerprint matches the mark left by
    /// the check or by the last checked writer, `sound.rs`), that is all: the cost does not
    /// grow with the file. Otherwise SQLite's `integrity_check` reads the whole file, and a
    /// sound result is remembered. Where no fingerprint can be taken (no inodes), the full
    /// check is made once per connection, as before marks.
    pub fn check_now(&self) -> Result<(), StoreError> {
        let Some(path) = self.path.as_deref().filter(|_| self.writable) else {
            return Ok(());
        };
        let fingerprinted = sound::fingerprint(path).is_some();
        if !fingerprinted && !self.unchecked.get() {
            return Ok(());
        }
        // A writer between its commit and its mark: a moment's wait spares a whole check.
        for attempt in 0..3 {
            let version = self.data_version()?;
            if self.as_found_sound(path) {
                self.sound_at.set(Some(version));
                self.unchecked.set(false);
                return Ok(());
            }
            if !fingerprinted || attempt == 2 {
                break;
            }
            std::thread::sleep(std::time::Duration::from_millis(1));
        }
        let problems = self.integrity_check_remembered()?;
        if problems.is_empty() {
            Ok(())
        } else {
            Err(StoreError::Damaged {
                path: path.to_path_buf(),
                report: problems.join("; "),
            })
        }
    }

    /// SQLite's full integrity check of the file (empty when sound); a sound result is
    /// remembered beside the file like the check before a write ([`Store::check_now`]), when no
    /// one wrote the file while it was read.
    pub fn integrity_check_remembered(&self) -> Result<Vec<String>, StoreError> {
        let Some(path) = self.path.as_deref().filter(|_| self.writable) else {
            return self.integrity_check();
        };
        let before = sound::fingerprint(path);
        let version = self.data_version()?;
        // Read on a connection of its own, which reads every page from the file: this one's
        // cache may still hold a page as it was before the file was changed behind SQLite's back
        // (a raw write moves no counter SQLite looks at), and would find the file sound.
        let problems = match open::open_read_only(path) {
            Ok(fresh) => open::integrity(&fresh, false)?,
            Err(_) => self.integrity_check()?,
        };
        if !problems.is_empty() {
            return Ok(problems);
        }
        self.unchecked.set(false);
        match before {
            Some(print) if sound::fingerprint(path).as_ref() == Some(&print) => {
                sound::remember(path, &print);
                self.sound_at.set(Some(version));
                *self.known.borrow_mut() = Some(print);
            }
            _ => self.sound_at.set(None),
        }
        Ok(problems)
    }

    /// Whether the file is as this connection, or the mark beside it, last knew it sound.
    fn as_found_sound(&self, path: &Path) -> bool {
        let Some(now) = sound::fingerprint(path) else {
            return false;
        };
        self.known.borrow().as_ref() == Some(&now) || sound::remembered(path) == Some(now)
    }

    fn data_version(&self) -> Result<i64, StoreError> {
        Ok(self
            .conn
            .pragma_query_value(None, "data_version", |r| r.get(0))?)
    }

    /// Makes the check before a write ([`Store::check_now`]); when the returned guard is
    /// dropped, after the write's transaction ended, the mark follows the write.
    pub(crate) fn writing(&self) -> Result<Writing<'_>, StoreError> {
        self.check_now()?;
        Ok(Writing(self))
    }

    /// After a write of this connection: if no other connection committed since the file was
    /// last found sound, the file now is that sound file plus this connection's own writes, and
    /// is marked so. Taken under the write lock, so no commit slips in between; any doubt
    /// leaves the mark stale, which costs the next writer a whole check and nothing else.
    pub(crate) fn after_write(&self) {
        let (Some(path), Some(since)) = (self.path.as_deref(), self.sound_at.get()) else {
            return;
        };
        if !self.conn.is_autocommit() {
            return;
        }
        if self.conn.execute_batch("BEGIN IMMEDIATE").is_err() {
            self.sound_at.set(None);
            return;
        }
        match (self.data_version(), sound::fingerprint(path)) {
            (Ok(v), Some(print)) if v == since => {
                sound::remember(path, &print);
                *self.known.borrow_mut() = Some(print);
            }
            _ => self.sound_at.set(None),
        }
        let _ = self.conn.execute_batch("COMMIT");
    }

    /// Before the connection closes: folds the write-ahead log into the file and marks the
    /// result, so that closing the last connection (which would fold it unmarked) changes
    /// nothing and the next process finds the file as marked. Only a file as it was found
    /// sound is marked again; a busy file is left as it is.
    fn settle(&mut self) {
        let Some(path) = self.path.clone().filter(|_| self.writable) else {
            return;
        };
        let Ok(since) = self.data_version() else {
            return;
        };
        if !self.as_found_sound(&path) {
            return;
        }
        let _ = self.conn.busy_timeout(std::time::Duration::from_millis(50));
        let folded: rusqlite::Result<i64> =
            self.conn
                .query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |r| r.get(0));
        if !matches!(folded, Ok(0)) {
            return;
        }
        self.sound_at.set(Some(since));
        self.after_write();
    }

    /// Whether SQLite's check of the file is still to be made before the first write.
    pub fn check_pending(&self) -> bool {
        self.unchecked.get() && self.path.is_some() && !self.file_as_found_sound()
    }

    fn file_as_found_sound(&self) -> bool {
        self.path.as_deref().is_some_and(|p| self.as_found_sound(p))
    }

    /// Records that the file was found sound by a check made elsewhere (on another connection
    /// to the same file, [`Store::quick_check_file`]).
    pub fn mark_checked(&self) {
        self.unchecked.set(false);
    }

    /// Finds the file at `path` sound through a read-only connection of its own, so it can run
    /// beside a store that will write: `Ok(())` when sound. Like [`Store::check_now`], a file as
    /// it was last found sound is not read again, and a sound result is remembered.
    pub fn quick_check_file(path: &Path) -> Result<(), StoreError> {
        if sound::matches(path) {
            return Ok(());
        }
        let before = sound::fingerprint(path);
        let conn = open::open_read_only(path)?;
        open::refuse_damaged(&conn, path)?;
        drop(conn);
        if let Some(print) = before {
            if sound::fingerprint(path).as_ref() == Some(&print) {
                sound::remember(path, &print);
            }
        }
        Ok(())
    }

    /// Opens an existing database for reading only (see [`Store::open`] for what is refused);
    /// nothing is created or written, so it works on read-only media. Writes fail.
    pub fn open_read_only(path: &Path) -> Result<Store, StoreError> {
        Ok(Store::on(open::open_read_only(path)?, Some(path), false))
    }

    /// SQLite's full integrity check of the file; empty when sound.
    pub fn integrity_check(&self) -> Result<Vec<String>, StoreError> {
        open::integrity(&self.conn, false)
    }

    /// A fresh database that lives in memory and is gone when dropped.
    pub fn open_in_memory() -> Result<Store, StoreError> {
        Ok(Store::on(open::open_memory()?, None, true))
    }

    /// The file behind this store; `None` in memory.
    pub fn path(&self) -> Option<&Path> {
        self.path.as_deref()
    }

    /// The schema version of the open database.
    pub fn schema_version(&self) -> Result<u32, StoreError> {
        let v = open::user_version(&self.conn)?;
        u32::try_from(v).map_err(|_| StoreError::Corrupt {
            case: 0,
            seq: 0,
            reason: format!("the schema version {v} is out of range"),
        })
    }

    /// Starts a new, empty case. Names are unique regardless of letter case.
    pub fn create_case(&self, name: &str, now: DateTime<Utc>) -> Result<CaseInfo, StoreError> {
        let _written = self.writing()?;
        lookup::validate_name(name)?;
        lookup::ensure_free(&self.conn, name)?;
        let created = format_time(now);
        self.conn
            .execute(
                "INSERT INTO cases (name, created_at, name_key, header_hash) VALUES (?1, ?2, ?3, ?4)",
                params![
                    name,
                    created,
                    lookup::name_key(name),
                    case_header_hash(name, &created, None)
                ],
            )
            .map_err(|e| lookup::unique_violation(e, name))?;
        let id = self.conn.last_insert_rowid();
        Ok(CaseInfo {
            id,
            name: name.to_owned(),
            created_at: now,
            events: 0,
            forked_from: None,
        })
    }

    /// Finds a case by exact name, then by name ignoring letter case, then by
    /// unique prefix, then by numeric id.
    pub fn case(&self, name_or_id: &str) -> Result<CaseInfo, StoreError> {
        lookup::resolve(&self.conn, name_or_id)
    }

    /// The case with id `id` ([`StoreError::UnknownCase`] if there is none).
    pub fn case_by_id(&self, id: CaseId) -> Result<CaseInfo, StoreError> {
        require_case(&self.conn, id)
    }

    /// All cases, oldest first.
    pub fn cases(&self) -> Result<Vec<CaseInfo>, StoreError> {
        let mut stmt = self
            .conn
            .prepare_cached(&format!("{CASE_SELECT} ORDER BY c.id"))?;
        let mut rows = stmt.query([])?;
        let mut out = Vec::new();
        while let Some(row) = rows.next()? {
            out.push(case_from_row(row)?);
        }
        Ok(out)
    }

    /// All events of a case, in order.
    pub fn events(&self, case: CaseId) -> Result<Vec<StoredEvent>, StoreError> {
        let info = require_case(&self.conn, case)?;
        self.read_events(info.id, info.events)
    }

    /// Events 1..=`at` of a case; `at` = 0 gives none.
    pub fn events_up_to(&self, case: CaseId, at: u64) -> Result<Vec<StoredEvent>, StoreError> {
        let info = require_case(&self.conn, case)?;
        if at > info.events {
            return Err(StoreError::NoSuchStep {
                case: info.name,
                at,
                len: info.events,
            });
        }
        self.read_events(info.id, at)
    }

    /// Calls `f` with each event of a case in order, holding one row at a time.
    /// Stops at the first error `f` returns.
    pub fn for_each_event(
        &self,
        case: CaseId,
        mut f: impl FnMut(StoredEvent) -> Result<(), StoreError>,
    ) -> Result<(), StoreError> {
        require_case(&self.conn, case)?;
        let mut stmt = self.conn.prepare_cached(&format!(
            "SELECT {EVENT_COLUMNS} FROM events WHERE case_id = ?1 ORDER BY seq"
        ))?;
        let mut rows = stmt.query(params![case])?;
        while let Some(row) = rows.next()? {
            f(event_from_row(row)?)?;
        }
        Ok(())
    }

    /// Streams only what a replay needs, `(seq, version, payload)`, in order: the fast path for
    /// folding a long case (no timestamps parsed, no hashes copied).
    pub fn for_each_payload(
        &self,
        case: CaseId,
        f: impl FnMut(u64, u32, &str) -> Result<(), StoreError>,
    ) -> Result<(), StoreError> {
        self.for_each_payload_between(case, 0, u64::MAX >> 1, f)
    }

    /// [`Store::for_each_payload`] for steps 1..=`up_to` only.
    pub fn for_each_payload_up_to(
        &self,
        case: CaseId,
        up_to: u64,
        f: impl FnMut(u64, u32, &str) -> Result<(), StoreError>,
    ) -> Result<(), StoreError> {
        self.for_each_payload_between(case, 0, up_to, f)
    }

    /// The last step of a case, 0 if it has no events.
    pub fn head(&self, case: CaseId) -> Result<u64, StoreError> {
        Ok(require_case(&self.conn, case)?.events)
    }

    /// Appends `events` after step `expected_head`, all in one transaction.
    ///
    /// Fails with [`StoreError::Conflict`], appending nothing, if the case is
    /// no longer at `expected_head`. Returns the rows as stored.
    pub fn append(
        &mut self,
        case: CaseId,
        expected_head: u64,
        events: &[NewEvent],
    ) -> Result<Vec<StoredEvent>, StoreError> {
        // A store opened with the check put off checks the file before its first write.
        let _written = self.writing()?;
        let tx = rusqlite::Transaction::new_unchecked(&self.conn, TransactionBehavior::Immediate)?;
        let info = require_case(&tx, case)?;
        if info.events != expected_head {
            return Err(StoreError::Conflict {
                case: info.name,
                expected: expected_head,
                actual: info.events,
            });
        }
        let mut prev = if info.events == 0 {
            GENESIS_HASH.to_owned()
        } else {
            tx.prepare_cached("SELECT hash FROM events WHERE case_id = ?1 AND seq = ?2")?
                .query_row(params![case, to_sql_seq(case, info.events)?], |r| {
                    r.get::<_, String>(0)
                })?
        };
        let mut stored = Vec::with_capacity(events.len());
        {
            let mut insert = tx.prepare_cached(&format!(
                "INSERT INTO events ({EVENT_COLUMNS}) \
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, 2)"
            ))?;
            let mut seq = info.events;
            // Every event of one append is one line, named by its first step.
            let line = info
                .events
                .checked_add(1)
                .ok_or_else(|| exhausted(case, seq))?;
            for e in events {
                seq = seq.checked_add(1).ok_or_else(|| exhausted(case, seq))?;
                let recorded_at = format_time(e.recorded_at);
                let hash = hash_fields_v2(
                    &Fields {
                        prev_hash: &prev,
                        seq,
                        kind: &e.kind,
                        version: e.version,
                        payload: &e.payload,
                        source: &e.source,
                        author: &e.author,
                        recorded_at: &recorded_at,
                        state_hash: &e.state_hash,
                    },
                    line,
                );
                insert.execute(params![
                    case,
                    to_sql_seq(case, seq)?,
                    e.kind,
                    e.version,
                    e.payload,
                    e.source,
                    e.author,
                    recorded_at,
                    e.state_hash,
                    prev,
                    hash,
                    to_sql_seq(case, line)?,
                ])?;
                let prev_hash = std::mem::replace(&mut prev, hash.clone());
                stored.push(StoredEvent {
                    case_id: case,
                    seq,
                    kind: e.kind.clone(),
                    version: e.version,
                    payload: e.payload.clone(),
                    source: e.source.clone(),
                    author: e.author.clone(),
                    recorded_at: e.recorded_at,
                    state_hash: e.state_hash.clone(),
                    prev_hash,
                    hash,
                    line,
                });
            }
        }
        tx.commit()?;
        Ok(stored)
    }

    /// Starts case `name` as a copy of steps 1..=`at` of `case` (0 ..= head),
    /// rows and hashes unchanged. The original is not touched.
    pub fn fork(
        &mut self,
        case: CaseId,
        at: u64,
        name: &str,
        now: DateTime<Utc>,
    ) -> Result<CaseInfo, StoreError> {
        let _written = self.writing()?;
        lookup::validate_name(name)?;
        let tx = rusqlite::Transaction::new_unchecked(&self.conn, TransactionBehavior::Immediate)?;
        let from = require_case(&tx, case)?;
        if at > from.events {
            return Err(StoreError::NoSuchStep {
                case: from.name,
                at,
                len: from.events,
            });
        }
        lookup::ensure_free(&tx, name)?;
        let at_sql = to_sql_seq(case, at)?;
        let created = format_time(now);
        tx.execute(
            "INSERT INTO cases (name, created_at, forked_from, forked_at, name_key, header_hash) \
             VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            params![
                name,
                created,
                case,
                at_sql,
                lookup::name_key(name),
                case_header_hash(name, &created, Some((case, at_sql)))
            ],
        )
        .map_err(|e| lookup::unique_violation(e, name))?;
        let id = tx.last_insert_rowid();
        tx.execute(
            &format!(
                "INSERT INTO events ({EVENT_COLUMNS}) \
                 SELECT ?1, seq, kind, version, payload, source, author, recorded_at, \
                        state_hash, prev_hash, hash, line, hash_version \
                 FROM events WHERE case_id = ?2 AND seq <= ?3 ORDER BY seq"
            ),
            params![id, case, at_sql],
        )?;
        tx.commit()?;
        Ok(CaseInfo {
            id,
            name: name.to_owned(),
            created_at: now,
            events: at,
            forked_from: Some((case, at)),
        })
    }

    fn read_events(&self, case: CaseId, up_to: u64) -> Result<Vec<StoredEvent>, StoreError> {
        let mut stmt = self.conn.prepare_cached(&format!(
            "SELECT {EVENT_COLUMNS} FROM events WHERE case_id = ?1 AND seq <= ?2 ORDER BY seq"
        ))?;
        let mut rows = stmt.query(params![case, to_sql_seq(case, up_to)?])?;
        let mut out = Vec::with_capacity(usize::try_from(up_to).unwrap_or(0));
        while let Some(row) = rows.next()? {
            out.push(event_from_row(row)?);
        }
        Ok(out)
    }
}

fn parse_time(text: &str) -> Option<DateTime<Utc>> {
    DateTime::parse_from_rfc3339(text)
        .ok()
        .map(|t| t.with_timezone(&Utc))
}

fn to_sql_seq(case: CaseId, seq: u64) -> Result<i64, StoreError> {
    i64::try_from(seq).map_err(|_| exhausted(case, seq))
}

fn exhausted(case: CaseId, seq: u64) -> StoreError {
    StoreError::Corrupt {
        case,
        seq,
        reason: "step numbers are exhausted".to_owned(),
    }
}

/// The case with this id, or [`StoreError::UnknownCase`].
fn require_case(conn: &Connection, id: CaseId) -> Result<CaseInfo, StoreError> {
    case_by_id(conn, id)?.ok_or_else(|| StoreError::UnknownCase {
        name: id.to_string(),
        suggestions: Vec::new(),
    })
}

fn case_by_id(conn: &Connection, id: CaseId) -> Result<Option<CaseInfo>, StoreError> {
    let mut stmt = conn.prepare_cached(&format!("{CASE_SELECT} WHERE c.id = ?1"))?;
    let mut rows = stmt.query(params![id])?;
    match rows.next()? {
        Some(row) => Ok(Some(case_from_row(row)?)),
        None => Ok(None),
    }
}

fn case_by_name(conn: &Connection, name: &str) -> Result<Option<CaseInfo>, StoreError> {
    let id: Option<CaseId> = conn
        .query_row("SELECT id FROM cases WHERE name = ?1", params![name], |r| {
            r.get(0)
        })
        .optional()?;
    match id {
        Some(id) => case_by_id(conn, id),
        None => Ok(None),
    }
}

fn case_from_row(row: &Row<'_>) -> Result<CaseInfo, StoreError> {
    let id: CaseId = row.get(0)?;
    let corrupt = |reason: String| StoreError::Corrupt {
        case: id,
        seq: 0,
        reason,
    };
    let created = lossy_at(row, 2)?;
    let created_at = parse_time(&created)
        .ok_or_else(|| corrupt(format!("the creation time {created:?} is not a valid time")))?;
    let forked_from: Option<CaseId> = row.get(3)?;
    let forked_at: Option<i64> = row.get(4)?;
    let forked_from = match (forked_from, forked_at) {
        (Some(from), Some(at)) => Some((
            from,
            u64::try_from(at).map_err(|_| corrupt(format!("the fork step {at} is negative")))?,
        )),
        _ => None,
    };
    let head: i64 = row.get(5)?;
    Ok(CaseInfo {
        id,
        name: lossy_at(row, 1)?,
        created_at,
        events: u64::try_from(head)
            .map_err(|_| corrupt(format!("the last step {head} is negative")))?,
        forked_from,
    })
}

fn event_from_row(row: &Row<'_>) -> Result<StoredEvent, StoreError> {
    let case_id: CaseId = row.get(0)?;
    let seq: i64 = row.get(1)?;
    let seq_u = u64::try_from(seq).unwrap_or(0);
    let corrupt = |reason: String| StoreError::Corrupt {
        case: case_id,
        seq: seq_u,
        reason,
    };
    if seq < 1 {
        return Err(corrupt(format!("the step number {seq} is not positive")));
    }
    let version: i64 = row.get(3)?;
    let version = u32::try_from(version)
        .map_err(|_| corrupt(format!("the version {version} is out of range")))?;
    let recorded = text_at(row, 7, "the recording time").map_err(corrupt)?;
    let recorded_at = parse_time(&recorded).ok_or_else(|| {
        corrupt(format!(
            "the recording time {recorded:?} is not a valid time"
        ))
    })?;
    Ok(StoredEvent {
        case_id,
        seq: seq_u,
        kind: text_at(row, 2, "the kind").map_err(corrupt)?,
        version,
        payload: text_at(row, 4, "the payload").map_err(corrupt)?,
        source: text_at(row, 5, "the line typed").map_err(corrupt)?,
        author: text_at(row, 6, "the author").map_err(corrupt)?,
        recorded_at,
        state_hash: text_at(row, 8, "the state hash").map_err(corrupt)?,
        prev_hash: text_at(row, 9, "prev_hash").map_err(corrupt)?,
        hash: text_at(row, 10, "the hash").map_err(corrupt)?,
        line: match row.get::<_, Option<i64>>(11) {
            Ok(Some(l)) => u64::try_from(l)
                .ok()
                .filter(|l| (1..=seq_u).contains(l))
                .ok_or_else(|| corrupt(format!("the line start {l} is not a step before it")))?,
            Ok(None) => seq_u,
            Err(e) => return Err(corrupt(format!("the line start cannot be read: {e}"))),
        },
    })
}

/// A text column, with any damaged bytes shown as U+FFFD (`verify` reports the damage).
fn lossy_at(row: &Row<'_>, i: usize) -> Result<String, StoreError> {
    use rusqlite::types::ValueRef;
    Ok(match row.get_ref(i)? {
        ValueRef::Text(b) | ValueRef::Blob(b) => String::from_utf8_lossy(b).into_owned(),
        ValueRef::Null => String::new(),
        ValueRef::Integer(n) => n.to_string(),
        ValueRef::Real(x) => x.to_string(),
    })
}

/// A text column read as bytes, so that a damaged row says which column holds what.
fn text_at(row: &Row<'_>, i: usize, what: &str) -> Result<String, String> {
    use rusqlite::types::ValueRef;
    match row.get_ref(i) {
        Ok(ValueRef::Text(b)) => String::from_utf8(b.to_vec()).map_err(|e| {
            format!(
                "{what} is not valid UTF-8 (byte {})",
                e.utf8_error().valid_up_to()
            )
        }),
        Ok(ValueRef::Null) => Err(format!("{what} is missing (NULL)")),
        Ok(ValueRef::Blob(_)) => Err(format!("{what} holds bytes, not text")),
        Ok(ValueRef::Integer(_) | ValueRef::Real(_)) => {
            Err(format!("{what} holds a number, not text"))
        }
        Err(e) => Err(format!("{what} cannot be read: {e}")),
    }
}
