//! The store as one interface with two implementations: the SQLite file of one event
//! ([`Store`]) and the PostgreSQL database of many ([`super::pg::PgStore`]).
//!
//! [`Backend`] is what the commands that read and write cases use; [`Location`] says which one a
//! `--db` value names (a `postgres://` or `postgresql://` URL, else a file path), and
//! [`open`] opens it. The rules are the same on both: rows are only ever added (triggers refuse
//! changes; on PostgreSQL a role that may only `INSERT` and `SELECT` as well), every append
//! states the step it expects the case at and the primary key `(case, seq)` makes the loser of a
//! race get [`StoreError::Conflict`], the hash chains and anchors are computed by the same code
//! ([`super::chain_hash_v2`], [`super::head_hash`]), and `verify` reads every hashed column as
//! bytes and checks them with [`check_chain`], which both back ends share.

use std::path::{Path, PathBuf};

use chrono::{DateTime, Utc};

use super::hash::{hash_fields, hash_fields_v2, Fields};
use super::{
    parse_time, Anchor, Broken, CaseId, CaseInfo, ChainReport, NewEvent, Store, StoreError,
    StoredEvent, GENESIS_HASH,
};

/// Where a database is: a SQLite file, or a PostgreSQL server.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Location {
    Sqlite(PathBuf),
    /// A `postgres://` (or `postgresql://`) connection URL, as the `postgres` crate reads it.
    Postgres(String),
}

impl Location {
    /// Reads a `--db` value: a PostgreSQL URL, or else a file path.
    pub fn parse(db: &Path) -> Location {
        match db.to_str() {
            Some(s) if is_postgres_url(s) => Location::Postgres(s.to_owned()),
            _ => Location::Sqlite(db.to_path_buf()),
        }
    }

    /// How the database is named to a judge: the path, or the URL without its password.
    pub fn shown(&self) -> String {
        match self {
            Location::Sqlite(p) => p.display().to_string(),
            Location::Postgres(url) => redact(url),
        }
    }
}

/// A time as the stores write it (and hash it): RFC 3339, UTC, nanoseconds.
pub fn stored_time(t: DateTime<Utc>) -> String {
    super::hash::format_time(t)
}

/// Whether `s` is a PostgreSQL connection URL.
pub fn is_postgres_url(s: &str) -> bool {
    let lower = s.get(..13).unwrap_or(s).to_ascii_lowercase();
    lower.starts_with("postgres://") || lower.starts_with("postgresql://")
}

/// A connection URL with its password (if any) replaced by `***`, to be shown or logged.
pub fn redact(url: &str) -> String {
    let Some((scheme, rest)) = url.split_once("://") else {
        return url.to_owned();
    };
    let (auth, host) = match rest.rfind('@') {
        Some(i) => (&rest[..i], &rest[i..]),
        None => return url.to_owned(),
    };
    match auth.split_once(':') {
        Some((user, _)) => format!("{scheme}://{user}:***{host}"),
        None => url.to_owned(),
    }
}

/// Opens the database `location` names: a SQLite file as [`Store::open`] opens it, a
/// PostgreSQL database as [`super::pg::PgStore::connect`] does (migrating it first).
pub fn open(location: &Location) -> Result<Box<dyn Backend>, StoreError> {
    Ok(match location {
        Location::Sqlite(path) => Box::new(Store::open(path)?),
        Location::Postgres(url) => Box::new(super::pg::PgStore::connect(url)?),
    })
}

/// What the commands that read and write cases need from a store, on either back end.
///
/// Every method leaves the database as it was when it fails. Methods take `&mut self` because a
/// PostgreSQL client needs it for every query.
pub trait Backend {
    /// `"SQLite"` or `"PostgreSQL"`.
    fn kind(&self) -> &'static str;

    /// Starts a new, empty case. Names are unique regardless of letter case.
    fn create_case(&mut self, name: &str, now: DateTime<Utc>) -> Result<CaseInfo, StoreError>;

    /// Finds a case by exact name, then by name ignoring letter case, then by unique prefix,
    /// then by numeric id.
    fn case(&mut self, name_or_id: &str) -> Result<CaseInfo, StoreError>;

    /// The case with id `id` ([`StoreError::UnknownCase`] if there is none).
    fn case_by_id(&mut self, id: CaseId) -> Result<CaseInfo, StoreError>;

    /// All cases, oldest first.
    fn cases(&mut self) -> Result<Vec<CaseInfo>, StoreError>;

    /// All events of a case, in order.
    fn events(&mut self, case: CaseId) -> Result<Vec<StoredEvent>, StoreError>;

    /// The last step of a case, 0 if it has no events.
    fn head(&mut self, case: CaseId) -> Result<u64, StoreError>;

    /// Appends `events` after step `expected_head`, all or nothing; [`StoreError::Conflict`],
    /// appending nothing, if the case is no longer there.
    fn append(
        &mut self,
        case: CaseId,
        expected_head: u64,
        events: &[NewEvent],
    ) -> Result<Vec<StoredEvent>, StoreError>;

    /// Starts case `name` as a copy of steps 1..=`at` of `case`, rows and hashes unchanged.
    fn fork(
        &mut self,
        case: CaseId,
        at: u64,
        name: &str,
        now: DateTime<Utc>,
    ) -> Result<CaseInfo, StoreError>;

    /// Checks the hash chain of one case from its header and first step, reading the rows as
    /// bytes.
    fn verify_chain(&mut self, case: CaseId) -> Result<ChainReport, StoreError>;

    /// Where a case's log ends now: its last step and anchor hash.
    fn anchor(&mut self, case: CaseId) -> Result<Anchor, StoreError>;
}

impl Backend for Store {
    fn kind(&self) -> &'static str {
        "SQLite"
    }
    fn create_case(&mut self, name: &str, now: DateTime<Utc>) -> Result<CaseInfo, StoreError> {
        Store::create_case(self, name, now)
    }
    fn case(&mut self, name_or_id: &str) -> Result<CaseInfo, StoreError> {
        Store::case(self, name_or_id)
    }
    fn case_by_id(&mut self, id: CaseId) -> Result<CaseInfo, StoreError> {
        Store::case_by_id(self, id)
    }
    fn cases(&mut self) -> Result<Vec<CaseInfo>, StoreError> {
        Store::cases(self)
    }
    fn events(&mut self, case: CaseId) -> Result<Vec<StoredEvent>, StoreError> {
        Store::events(self, case)
    }
    fn head(&mut self, case: CaseId) -> Result<u64, StoreError> {
        Store::head(self, case)
    }
    fn append(
        &mut self,
        case: CaseId,
        expected_head: u64,
        events: &[NewEvent],
    ) -> Result<Vec<StoredEvent>, StoreError> {
        Store::append(self, case, expected_head, events)
    }
    fn fork(
        &mut self,
        case: CaseId,
        at: u64,
        name: &str,
        now: DateTime<Utc>,
    ) -> Result<CaseInfo, StoreError> {
        Store::fork(self, case, at, name, now)
    }
    fn verify_chain(&mut self, case: CaseId) -> Result<ChainReport, StoreError> {
        Store::verify_chain(self, case)
    }
    fn anchor(&mut self, case: CaseId) -> Result<Anchor, StoreError> {
        Store::anchor(self, case)
    }
}

/// One event row exactly as stored: every hashed column as the bytes in the database.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RawEvent {
    pub seq: i64,
    pub kind: Vec<u8>,
    pub version: i64,
    pub payload: Vec<u8>,
    pub source: Vec<u8>,
    pub author: Vec<u8>,
    pub recorded_at: Vec<u8>,
    pub state_hash: Vec<u8>,
    pub prev_hash: Vec<u8>,
    pub hash: Vec<u8>,
    pub line: Option<i64>,
    pub hash_version: i64,
}

impl RawEvent {
    /// The row as the SQLite store reads it back: its text columns as their UTF-8 bytes.
    pub fn of(e: &StoredEvent, hash_version: i64) -> Result<RawEvent, StoreError> {
        let n = |v: u64| {
            i64::try_from(v).map_err(|_| StoreError::Corrupt {
                case: e.case_id,
                seq: e.seq,
                reason: "the step number is out of range".to_owned(),
            })
        };
        Ok(RawEvent {
            seq: n(e.seq)?,
            kind: e.kind.clone().into_bytes(),
            version: i64::from(e.version),
            payload: e.payload.clone().into_bytes(),
            source: e.source.clone().into_bytes(),
            author: e.author.clone().into_bytes(),
            recorded_at: super::hash::format_time(e.recorded_at).into_bytes(),
            state_hash: e.state_hash.clone().into_bytes(),
            prev_hash: e.prev_hash.clone().into_bytes(),
            hash: e.hash.clone().into_bytes(),
            line: if hash_version == 1 {
                None
            } else {
                Some(n(e.line)?)
            },
            hash_version,
        })
    }

    /// [`RawEvent::of`] for a row of either hash encoding, told apart by the hash it stores
    /// (a row that fits neither is taken as encoding 2, and verify says what is wrong with it).
    pub fn from_stored(e: &StoredEvent) -> Result<RawEvent, StoreError> {
        let v1 = RawEvent::of(e, 1)?;
        let prev = String::from_utf8_lossy(&v1.prev_hash).into_owned();
        let seq = u64::try_from(v1.seq).unwrap_or(0);
        match check_link(&v1, seq, &prev) {
            Ok(_) => Ok(v1),
            Err(_) => RawEvent::of(e, 2),
        }
    }

    /// The hash this row stores, if it is text.
    fn stored_hash(&self) -> Option<String> {
        String::from_utf8(self.hash.clone()).ok()
    }
}

fn text(bytes: &[u8], what: &str) -> Result<String, String> {
    String::from_utf8(bytes.to_vec()).map_err(|e| {
        format!(
            "{what} is not valid UTF-8 (byte {})",
            e.utf8_error().valid_up_to()
        )
    })
}

/// Checks one row that should be step `expected` after `prev`: its hash, or what is wrong with
/// it and the hash it stores (if readable). The same rules as the SQLite store's `verify`.
pub fn check_link(
    row: &RawEvent,
    expected: u64,
    prev: &str,
) -> Result<String, (String, Option<String>)> {
    let fail = |reason: String| (reason, row.stored_hash());
    if u64::try_from(row.seq).ok() != Some(expected) {
        return Err(fail(format!(
            "step {expected} is missing: the next stored step is {}",
            row.seq
        )));
    }
    let version = u32::try_from(row.version)
        .map_err(|_| fail(format!("the version {} is out of range", row.version)))?;
    let kind = text(&row.kind, "the kind").map_err(&fail)?;
    let payload = text(&row.payload, "the payload").map_err(&fail)?;
    let source = text(&row.source, "the line typed").map_err(&fail)?;
    let author = text(&row.author, "the author").map_err(&fail)?;
    let recorded_at = text(&row.recorded_at, "the recording time").map_err(&fail)?;
    let state_hash = text(&row.state_hash, "the state hash").map_err(&fail)?;
    let prev_hash = text(&row.prev_hash, "prev_hash").map_err(&fail)?;
    let hash = text(&row.hash, "the hash").map_err(&fail)?;
    if prev_hash != prev {
        return Err(fail(if expected == 1 {
            "prev_hash of the first step is not all zeros".to_owned()
        } else {
            format!("prev_hash does not match the hash of step {}", expected - 1)
        }));
    }
    let fields = Fields {
        prev_hash: &prev_hash,
        seq: expected,
        kind: &kind,
        version,
        payload: &payload,
        source: &source,
        author: &author,
        recorded_at: &recorded_at,
        state_hash: &state_hash,
    };
    let computed = match (row.hash_version, row.line) {
        (1, None) => hash_fields(&fields),
        (2, Some(l)) => match u64::try_from(l) {
            Ok(l) if (1..=expected).contains(&l) => hash_fields_v2(&fields, l),
            _ => {
                return Err(fail(format!(
                    "the line start {l} is not a step up to this one"
                )))
            }
        },
        (v, line) => {
            return Err(fail(format!(
                "hash version {v} with line {line:?} is not a combination gunbai writes"
            )))
        }
    };
    if computed != hash {
        return Err(fail(
            "hash does not match the row: the row was changed after it was written".to_owned(),
        ));
    }
    if parse_time(&recorded_at).is_none() {
        return Err(fail(format!(
            "the recording time {recorded_at:?} is not a valid time"
        )));
    }
    Ok(hash)
}

/// Walks a case's rows in step order (as [`Store::verify_chain`] does): gaps are named once and
/// the chain taken up after them; one damaged row is one problem. `header` is what is wrong with
/// the case's header, if anything, and the header hash the anchor is computed over.
pub fn check_chain(
    case: CaseId,
    rows: impl IntoIterator<Item = RawEvent>,
    header: (Option<String>, String),
) -> ChainReport {
    let mut problems = Vec::new();
    let mut events = 0u64;
    let mut expected = 1u64;
    let mut prev = GENESIS_HASH.to_owned();
    for row in rows {
        events += 1;
        if let Some(seq) = u64::try_from(row.seq).ok().filter(|&s| s > expected) {
            problems.push(Broken {
                seq: expected,
                reason: if seq - expected == 1 {
                    format!("step {expected} is missing: the next stored step is {seq}")
                } else {
                    format!(
                        "steps {expected} to {} are missing: the next stored step is {seq}",
                        seq - 1
                    )
                },
            });
            expected = seq;
            if let Ok(stored_prev) = String::from_utf8(row.prev_hash.clone()) {
                prev = stored_prev;
            }
        }
        match check_link(&row, expected, &prev) {
            Ok(hash) => prev = hash,
            Err((reason, hash)) => {
                problems.push(Broken {
                    seq: events,
                    reason,
                });
                prev = hash.unwrap_or_default();
            }
        }
        expected = expected.saturating_add(1);
    }
    let head = Anchor {
        seq: events,
        hash: super::head_hash(&header.1, events, &prev),
    };
    if let Some(reason) = header.0 {
        problems.insert(0, Broken { seq: 0, reason });
    }
    ChainReport {
        case,
        events,
        first_broken: problems.iter().find(|p| p.seq > 0).cloned(),
        problems,
        head,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn urls_and_paths() {
        assert_eq!(
            Location::parse(Path::new("postgres://u:pw@h/db")),
            Location::Postgres("postgres://u:pw@h/db".into())
        );
        assert_eq!(
            Location::parse(Path::new("PostgreSQL://h/db")),
            Location::Postgres("PostgreSQL://h/db".into())
        );
        assert_eq!(
            Location::parse(Path::new("postgres.sqlite")),
            Location::Sqlite("postgres.sqlite".into())
        );
        assert_eq!(redact("postgres://u:pw@h/db"), "postgres://u:***@h/db");
        assert_eq!(redact("postgres://u@h/db"), "postgres://u@h/db");
        assert_eq!(redact("postgres://h/db"), "postgres://h/db");
    }

    /// The shared walk gives the SQLite store's own answer, on a sound chain and on one whose
    /// row was changed.
    #[test]
    fn shared_walk_agrees_with_sqlite_verify() {
        let mut store = Store::open_in_memory().expect("store");
        let t = chrono::TimeZone::with_ymd_and_hms(&Utc, 2024, 5, 1, 12, 0, 0)
            .single()
            .expect("date");
        let c = Store::create_case(&store, "a", t).expect("case");
        let e = |p: &str| NewEvent {
            kind: "k".into(),
            version: 1,
            payload: p.into(),
            source: "s".into(),
            author: "j".into(),
            recorded_at: t,
            state_hash: "h".into(),
        };
        Store::append(&mut store, c.id, 0, &[e("1"), e("2")]).expect("append");
        Store::append(&mut store, c.id, 2, &[e("3")]).expect("append");
        let rows: Vec<RawEvent> = Store::events(&store, c.id)
            .expect("events")
            .iter()
            .map(|r| RawEvent::of(r, 2).expect("raw"))
            .collect();
        let header = Store::verify_chain(&store, c.id).expect("verify");
        let hh =
            super::super::hash::case_header_hash("a", &super::super::hash::format_time(t), None);
        let walked = check_chain(c.id, rows.clone(), (None, hh.clone()));
        assert_eq!(walked, header);
        assert!(walked.problems.is_empty());
        let mut bad = rows;
        bad[1].payload = b"changed".to_vec();
        let walked = check_chain(c.id, bad, (None, hh));
        assert_eq!(walked.first_broken.map(|b| b.seq), Some(2));
    }
}
