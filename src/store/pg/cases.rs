//! Cases and their event logs on PostgreSQL: the [`Backend`] of [`PgStore`].

use chrono::{DateTime, Utc};
use postgres::{GenericClient, Row};

use super::super::backend::{check_chain, Backend, RawEvent};
use super::super::hash::{case_header_hash, format_time, hash_fields_v2, Fields};
use super::super::lookup::{name_key, validate_name};
use super::super::{
    head_hash, parse_time, Anchor, CaseId, CaseInfo, ChainReport, NewEvent, StoreError,
    StoredEvent, GENESIS_HASH,
};
use super::{is_foreign_key_violation, is_unique_violation, pg, seq_of, to_sql, PgStore};

// SQL text is put together only from these constants; every value goes in as a parameter.
const CASE_SELECT: &str = "SELECT c.id, c.name, c.created_at, c.forked_from, c.forked_at, \
     (SELECT COALESCE(MAX(e.seq), 0) FROM events e WHERE e.case_id = c.id) FROM cases c";

const EVENT_COLUMNS: &str = "case_id, seq, kind, version, payload, source, author, recorded_at, \
     state_hash, prev_hash, hash, line, hash_version";

/// The hashed columns as bytes, for `verify` and for the checks of `sync push`.
const RAW_COLUMNS: &str = "seq, convert_to(kind, 'UTF8'), version, convert_to(payload, 'UTF8'), \
     convert_to(source, 'UTF8'), convert_to(author, 'UTF8'), convert_to(recorded_at, 'UTF8'), \
     convert_to(state_hash, 'UTF8'), convert_to(prev_hash, 'UTF8'), convert_to(hash, 'UTF8'), \
     line, hash_version";

/// At most this many close names are offered for an unknown one.
const MAX_SUGGESTIONS: usize = 3;

fn case_from_row(row: &Row) -> Result<CaseInfo, StoreError> {
    let id: i64 = row.get(0);
    let corrupt = |reason: String| StoreError::Corrupt {
        case: id,
        seq: 0,
        reason,
    };
    let created: String = row.get(2);
    let created_at = parse_time(&created)
        .ok_or_else(|| corrupt(format!("the creation time {created:?} is not a valid time")))?;
    let forked_from = match (row.get::<_, Option<i64>>(3), row.get::<_, Option<i64>>(4)) {
        (Some(from), Some(at)) => Some((from, seq_of(id, at)?)),
        _ => None,
    };
    Ok(CaseInfo {
        id,
        name: row.get(1),
        created_at,
        events: seq_of(id, row.get(5))?,
        forked_from,
    })
}

pub(crate) fn case_by_id<C: GenericClient>(
    c: &mut C,
    id: CaseId,
) -> Result<Option<CaseInfo>, StoreError> {
    match c
        .query_opt(&format!("{CASE_SELECT} WHERE c.id = $1"), &[&id])
        .map_err(pg)?
    {
        Some(row) => Ok(Some(case_from_row(&row)?)),
        None => Ok(None),
    }
}

pub(crate) fn require_case<C: GenericClient>(
    c: &mut C,
    id: CaseId,
) -> Result<CaseInfo, StoreError> {
    case_by_id(c, id)?.ok_or_else(|| StoreError::UnknownCase {
        name: id.to_string(),
        suggestions: Vec::new(),
    })
}

/// The case with exactly this name, if any.
pub(crate) fn case_named<C: GenericClient>(
    c: &mut C,
    name: &str,
) -> Result<Option<CaseInfo>, StoreError> {
    match c
        .query_opt(&format!("{CASE_SELECT} WHERE c.name = $1"), &[&name])
        .map_err(pg)?
    {
        Some(row) => Ok(Some(case_from_row(&row)?)),
        None => Ok(None),
    }
}

fn names<C: GenericClient>(c: &mut C) -> Result<Vec<(CaseId, String)>, StoreError> {
    Ok(c.query("SELECT id, name FROM cases ORDER BY id", &[])
        .map_err(pg)?
        .iter()
        .map(|r| (r.get(0), r.get(1)))
        .collect())
}

/// Exact name, then name ignoring letter case, then unique prefix, then numeric id (as the
/// SQLite store resolves a name).
fn resolve<C: GenericClient>(c: &mut C, input: &str) -> Result<CaseInfo, StoreError> {
    if let Some(info) = case_named(c, input)? {
        return Ok(info);
    }
    let typed = input.trim();
    let lower = typed.to_lowercase();
    let all = names(c)?;
    let same: Vec<&(CaseId, String)> = all
        .iter()
        .filter(|(_, n)| n.to_lowercase() == lower)
        .collect();
    if let [(id, _)] = same.as_slice() {
        return require_case(c, *id);
    }
    let mut ambiguous = None;
    if same.len() > 1 {
        ambiguous = Some(same.iter().map(|(_, n)| n.clone()).collect::<Vec<_>>());
    } else if !lower.is_empty() {
        let prefixed: Vec<&(CaseId, String)> = all
            .iter()
            .filter(|(_, n)| n.to_lowercase().starts_with(&lower))
            .collect();
        match prefixed.as_slice() {
            [(id, _)] => return require_case(c, *id),
            [] => {}
            many => ambiguous = Some(many.iter().map(|(_, n)| n.clone()).collect()),
        }
    }
    if let Ok(id) = typed.parse::<CaseId>() {
        if let Some(info) = case_by_id(c, id)? {
            return Ok(info);
        }
    }
    if let Some(matches) = ambiguous {
        return Err(StoreError::AmbiguousCase {
            input: typed.to_owned(),
            matches,
        });
    }
    let mut close: Vec<(usize, &String)> = all
        .iter()
        .filter_map(|(_, name)| {
            let n = name.to_lowercase();
            let distance = strsim::levenshtein(&lower, &n);
            let budget = (lower.chars().count() / 3).max(2);
            (!lower.is_empty() && (distance <= budget || n.contains(&lower)))
                .then_some((distance, name))
        })
        .collect();
    close.sort();
    Err(StoreError::UnknownCase {
        name: typed.to_owned(),
        suggestions: close
            .into_iter()
            .take(MAX_SUGGESTIONS)
            .map(|(_, n)| n.clone())
            .collect(),
    })
}

/// Inserts a case row; a name taken (ignoring letter case), also by a writer elsewhere at the
/// same moment, is [`StoreError::CaseExists`].
pub(crate) fn insert_case<C: GenericClient>(
    c: &mut C,
    name: &str,
    created: &str,
    fork: Option<(i64, i64)>,
    home: Option<&str>,
) -> Result<CaseId, StoreError> {
    validate_name(name)?;
    let key = name_key(name);
    if let Some(row) = c
        .query_opt("SELECT name FROM cases WHERE name_key = $1", &[&key])
        .map_err(pg)?
    {
        return Err(StoreError::CaseExists { name: row.get(0) });
    }
    let (from, at) = (fork.map(|f| f.0), fork.map(|f| f.1));
    let row = c
        .query_one(
            "INSERT INTO cases (name, name_key, created_at, forked_from, forked_at, header_hash, home) \
             VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id",
            &[
                &name,
                &key,
                &created,
                &from,
                &at,
                &case_header_hash(name, created, fork),
                &home,
            ],
        )
        .map_err(|e| {
            if is_unique_violation(&e) {
                StoreError::CaseExists {
                    name: name.to_owned(),
                }
            } else {
                pg(e)
            }
        })?;
    Ok(row.get(0))
}

fn event_from_row(row: &Row) -> Result<StoredEvent, StoreError> {
    let case_id: i64 = row.get(0);
    let seq = seq_of(case_id, row.get(1))?;
    let corrupt = |reason: String| StoreError::Corrupt {
        case: case_id,
        seq,
        reason,
    };
    let version: i64 = row.get(3);
    let recorded: String = row.get(7);
    Ok(StoredEvent {
        case_id,
        seq,
        kind: row.get(2),
        version: u32::try_from(version)
            .map_err(|_| corrupt(format!("the version {version} is out of range")))?,
        payload: row.get(4),
        source: row.get(5),
        author: row.get(6),
        recorded_at: parse_time(&recorded).ok_or_else(|| {
            corrupt(format!(
                "the recording time {recorded:?} is not a valid time"
            ))
        })?,
        state_hash: row.get(8),
        prev_hash: row.get(9),
        hash: row.get(10),
        line: match row.get::<_, Option<i64>>(11) {
            Some(l) => u64::try_from(l)
                .ok()
                .filter(|l| (1..=seq).contains(l))
                .ok_or_else(|| corrupt(format!("the line start {l} is not a step before it")))?,
            None => seq,
        },
    })
}

pub(crate) fn read_events<C: GenericClient>(
    c: &mut C,
    case: CaseId,
    up_to: u64,
) -> Result<Vec<StoredEvent>, StoreError> {
    c.query(
        &format!(
            "SELECT {EVENT_COLUMNS} FROM events WHERE case_id = $1 AND seq <= $2 ORDER BY seq"
        ),
        &[&case, &to_sql(case, up_to)?],
    )
    .map_err(pg)?
    .iter()
    .map(event_from_row)
    .collect()
}

/// The rows of a case with every hashed column as the bytes stored.
pub(crate) fn raw_events<C: GenericClient>(
    c: &mut C,
    case: CaseId,
) -> Result<Vec<RawEvent>, StoreError> {
    Ok(c.query(
        &format!("SELECT {RAW_COLUMNS} FROM events WHERE case_id = $1 ORDER BY seq"),
        &[&case],
    )
    .map_err(pg)?
    .iter()
    .map(|r| RawEvent {
        seq: r.get(0),
        kind: r.get(1),
        version: r.get(2),
        payload: r.get(3),
        source: r.get(4),
        author: r.get(5),
        recorded_at: r.get(6),
        state_hash: r.get(7),
        prev_hash: r.get(8),
        hash: r.get(9),
        line: r.get(10),
        hash_version: i64::from(r.get::<_, i16>(11)),
    })
    .collect())
}

/// What is wrong with a case's header, if anything, and the header hash recomputed from it.
pub(crate) fn header<C: GenericClient>(
    c: &mut C,
    case: CaseId,
) -> Result<(Option<String>, String), StoreError> {
    let row = c
        .query_opt(
            "SELECT convert_to(name, 'UTF8'), convert_to(created_at, 'UTF8'), forked_from, \
                    forked_at, header_hash, name_key FROM cases WHERE id = $1",
            &[&case],
        )
        .map_err(pg)?
        .ok_or_else(|| StoreError::UnknownCase {
            name: case.to_string(),
            suggestions: Vec::new(),
        })?;
    let name = String::from_utf8_lossy(&row.get::<_, Vec<u8>>(0)).into_owned();
    let created = String::from_utf8_lossy(&row.get::<_, Vec<u8>>(1)).into_owned();
    let fork = match (row.get::<_, Option<i64>>(2), row.get::<_, Option<i64>>(3)) {
        (Some(f), Some(a)) => Some((f, a)),
        _ => None,
    };
    let stored: String = row.get(4);
    let key: String = row.get(5);
    let computed = case_header_hash(&name, &created, fork);
    let problem = if key != name_key(&name) {
        Some("the case name's lower-case key does not match the name".to_owned())
    } else if stored != computed {
        Some(
            "the case's name, creation time or fork origin was changed after it was written"
                .to_owned(),
        )
    } else if parse_time(&created).is_none() {
        Some(format!("the creation time {created:?} is not a valid time"))
    } else {
        None
    };
    Ok((problem, computed))
}

pub(crate) fn verify<C: GenericClient>(c: &mut C, case: CaseId) -> Result<ChainReport, StoreError> {
    let head = header(c, case)?;
    let rows = raw_events(c, case)?;
    Ok(check_chain(case, rows, head))
}

pub(crate) fn anchor_at<C: GenericClient>(
    c: &mut C,
    case: CaseId,
    at: u64,
) -> Result<Anchor, StoreError> {
    let last = if at == 0 {
        GENESIS_HASH.to_owned()
    } else {
        let row = c
            .query_opt(
                "SELECT convert_to(hash, 'UTF8') FROM events WHERE case_id = $1 AND seq = $2",
                &[&case, &to_sql(case, at)?],
            )
            .map_err(pg)?
            .ok_or_else(|| StoreError::Corrupt {
                case,
                seq: at,
                reason: "the step is missing".to_owned(),
            })?;
        String::from_utf8_lossy(&row.get::<_, Vec<u8>>(0)).into_owned()
    };
    let (_, h) = header(c, case)?;
    Ok(Anchor {
        seq: at,
        hash: head_hash(&h, at, &last),
    })
}

/// Inserts one row as given (hashes and all); a step taken is `Ok(false)`.
pub(crate) fn insert_row<C: GenericClient>(
    c: &mut C,
    case: CaseId,
    e: &RawEvent,
) -> Result<bool, StoreError> {
    let t = |b: &[u8], what: &str| {
        String::from_utf8(b.to_vec()).map_err(|_| StoreError::Corrupt {
            case,
            seq: u64::try_from(e.seq).unwrap_or(0),
            reason: format!("{what} is not valid UTF-8"),
        })
    };
    let hash_version = i16::try_from(e.hash_version).unwrap_or(0);
    let done = c.execute(
        &format!(
            "INSERT INTO events ({EVENT_COLUMNS}) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)"
        ),
        &[
            &case,
            &e.seq,
            &t(&e.kind, "the kind")?,
            &e.version,
            &t(&e.payload, "the payload")?,
            &t(&e.source, "the line typed")?,
            &t(&e.author, "the author")?,
            &t(&e.recorded_at, "the recording time")?,
            &t(&e.state_hash, "the state hash")?,
            &t(&e.prev_hash, "prev_hash")?,
            &t(&e.hash, "the hash")?,
            &e.line,
            &hash_version,
        ],
    );
    match done {
        Ok(_) => Ok(true),
        Err(err) if is_unique_violation(&err) => Ok(false),
        Err(err) => Err(pg(err)),
    }
}

/// The rows an append of `events` after `head` (whose hash is `prev`) writes.
fn chained(prev: &str, head: u64, events: &[NewEvent], case: CaseId) -> Vec<StoredEvent> {
    let line = head + 1;
    let mut prev = prev.to_owned();
    let mut out = Vec::with_capacity(events.len());
    for (i, e) in events.iter().enumerate() {
        let seq = head + 1 + i as u64;
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
        let prev_hash = std::mem::replace(&mut prev, hash.clone());
        out.push(StoredEvent {
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
    out
}

/// One append as one statement, committed on its own with the server's `synchronous_commit`:
/// the rows go in only if the step stored at the expected head has the hash they were chained
/// on (at step 0, none is stored: the primary key refuses step 1 if it is), and the primary key
/// `(case_id, seq)` refuses a step another writer took. One round trip, prepared once.
const APPEND: &str = "INSERT INTO events (case_id, seq, kind, version, payload, source, author, \
     recorded_at, state_hash, prev_hash, hash, line, hash_version) \
     SELECT $1, u.seq, u.kind, u.version, u.payload, u.source, u.author, u.recorded_at, \
            u.state_hash, u.prev_hash, u.hash, $3, 2 \
     FROM unnest($5::bigint[], $6::text[], $7::bigint[], $8::text[], $9::text[], $10::text[], \
                 $11::text[], $12::text[], $13::text[], $14::text[]) \
          AS u(seq, kind, version, payload, source, author, recorded_at, state_hash, prev_hash, hash) \
     WHERE $2::bigint = 0 \
        OR EXISTS (SELECT 1 FROM events p WHERE p.case_id = $1 AND p.seq = $2 AND p.hash = $4)";

/// The hash of a case's step `seq`, if stored.
const HASH_AT: &str = "SELECT hash FROM events WHERE case_id = $1 AND seq = $2";

impl PgStore {
    fn hash_at(&mut self, case: CaseId, seq: u64) -> Result<Option<String>, StoreError> {
        let st = self.prepare_cached(HASH_AT)?;
        Ok(self
            .client
            .query_opt(&st, &[&case, &to_sql(case, seq)?])
            .map_err(pg)?
            .map(|r| r.get(0)))
    }

    /// Inserts `rows` (chained on `prev`, the hash of step `expected`) in one statement; whether
    /// they were written. A step taken or a hash that does not match writes nothing.
    fn insert_chained(
        &mut self,
        case: CaseId,
        expected: u64,
        prev: &str,
        rows: &[StoredEvent],
    ) -> Result<bool, StoreError> {
        let st = self.prepare_cached(APPEND)?;
        let mut seqs = Vec::with_capacity(rows.len());
        let mut versions = Vec::with_capacity(rows.len());
        let mut times = Vec::with_capacity(rows.len());
        for r in rows {
            seqs.push(to_sql(case, r.seq)?);
            versions.push(i64::from(r.version));
            times.push(format_time(r.recorded_at));
        }
        let col = |f: fn(&StoredEvent) -> &str| rows.iter().map(f).collect::<Vec<&str>>();
        let line = to_sql(case, expected + 1)?;
        let expected = to_sql(case, expected)?;
        let done = self.client.execute(
            &st,
            &[
                &case,
                &expected,
                &line,
                &prev,
                &seqs,
                &col(|r| &r.kind),
                &versions,
                &col(|r| &r.payload),
                &col(|r| &r.source),
                &col(|r| &r.author),
                &times,
                &col(|r| &r.state_hash),
                &col(|r| &r.prev_hash),
                &col(|r| &r.hash),
            ],
        );
        match done {
            Ok(n) => Ok(n == rows.len() as u64),
            Err(e) if is_unique_violation(&e) || is_foreign_key_violation(&e) => Ok(false),
            Err(e) => Err(pg(e)),
        }
    }
}

impl Backend for PgStore {
    fn kind(&self) -> &'static str {
        "PostgreSQL"
    }

    fn create_case(&mut self, name: &str, now: DateTime<Utc>) -> Result<CaseInfo, StoreError> {
        let created = format_time(now);
        let id = insert_case(&mut self.client, name, &created, None, None)?;
        Ok(CaseInfo {
            id,
            name: name.to_owned(),
            created_at: now,
            events: 0,
            forked_from: None,
        })
    }

    fn case(&mut self, name_or_id: &str) -> Result<CaseInfo, StoreError> {
        resolve(&mut self.client, name_or_id)
    }

    fn case_by_id(&mut self, id: CaseId) -> Result<CaseInfo, StoreError> {
        require_case(&mut self.client, id)
    }

    fn cases(&mut self) -> Result<Vec<CaseInfo>, StoreError> {
        self.client
            .query(&format!("{CASE_SELECT} ORDER BY c.id"), &[])
            .map_err(pg)?
            .iter()
            .map(case_from_row)
            .collect()
    }

    fn events(&mut self, case: CaseId) -> Result<Vec<StoredEvent>, StoreError> {
        let info = require_case(&mut self.client, case)?;
        let events = read_events(&mut self.client, case, info.events)?;
        if let Some(last) = events.last() {
            self.remember_head(case, last.seq, &last.hash);
        }
        Ok(events)
    }

    fn head(&mut self, case: CaseId) -> Result<u64, StoreError> {
        Ok(require_case(&mut self.client, case)?.events)
    }

    fn append(
        &mut self,
        case: CaseId,
        expected_head: u64,
        events: &[NewEvent],
    ) -> Result<Vec<StoredEvent>, StoreError> {
        to_sql(case, expected_head.saturating_add(events.len() as u64))?;
        if events.is_empty() {
            let info = require_case(&mut self.client, case)?;
            if info.events != expected_head {
                return Err(StoreError::Conflict {
                    case: info.name,
                    expected: expected_head,
                    actual: info.events,
                });
            }
            return Ok(Vec::new());
        }
        // The hash of the expected head: remembered from this connection's last read or append
        // of the case, else read. Either way the insert checks it in SQL.
        let mut prev = match self.memo.heads.get(&case) {
            Some((seq, hash)) if *seq == expected_head => Some(hash.clone()),
            _ if expected_head == 0 => Some(GENESIS_HASH.to_owned()),
            _ => None,
        };
        for _ in 0..2 {
            let hint = match prev.take() {
                Some(h) => h,
                None => match self.hash_at(case, expected_head)? {
                    Some(h) => h,
                    None => break,
                },
            };
            let rows = chained(&hint, expected_head, events, case);
            if self.insert_chained(case, expected_head, &hint, &rows)? {
                if let Some(last) = rows.last() {
                    self.remember_head(case, last.seq, &last.hash);
                }
                return Ok(rows);
            }
            // Nothing was written: the step is taken, the case is unknown or moved on, or the
            // hint was stale. Tell which; only a stale hint is tried again, with the hash read.
            self.memo.heads.remove(&case);
            let info = require_case(&mut self.client, case)?;
            if info.events != expected_head {
                return Err(StoreError::Conflict {
                    case: info.name,
                    expected: expected_head,
                    actual: info.events,
                });
            }
        }
        let info = require_case(&mut self.client, case)?;
        Err(StoreError::Conflict {
            case: info.name,
            expected: expected_head,
            actual: info.events,
        })
    }

    fn fork(
        &mut self,
        case: CaseId,
        at: u64,
        name: &str,
        now: DateTime<Utc>,
    ) -> Result<CaseInfo, StoreError> {
        let mut tx = self.client.transaction().map_err(pg)?;
        let from = require_case(&mut tx, case)?;
        if at > from.events {
            return Err(StoreError::NoSuchStep {
                case: from.name,
                at,
                len: from.events,
            });
        }
        let at_sql = to_sql(case, at)?;
        let created = format_time(now);
        let id = insert_case(&mut tx, name, &created, Some((case, at_sql)), None)?;
        tx.execute(
            &format!(
                "INSERT INTO events ({EVENT_COLUMNS}) \
                 SELECT $1, seq, kind, version, payload, source, author, recorded_at, \
                        state_hash, prev_hash, hash, line, hash_version \
                 FROM events WHERE case_id = $2 AND seq <= $3 ORDER BY seq"
            ),
            &[&id, &case, &at_sql],
        )
        .map_err(pg)?;
        tx.commit().map_err(pg)?;
        Ok(CaseInfo {
            id,
            name: name.to_owned(),
            created_at: now,
            events: at,
            forked_from: Some((case, at)),
        })
    }

    fn verify_chain(&mut self, case: CaseId) -> Result<ChainReport, StoreError> {
        require_case(&mut self.client, case)?;
        verify(&mut self.client, case)
    }

    fn anchor(&mut self, case: CaseId) -> Result<Anchor, StoreError> {
        let info = require_case(&mut self.client, case)?;
        anchor_at(&mut self.client, case, info.events)
    }
}
