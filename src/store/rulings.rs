//! Tournaments and their rulings: append-only, hash-chained records in SQLite.
//!
//! A judge calls a tournament an "event"; the code says *tournament* so as not to
//! mix it up with the events of a case log.
//!
//! - A ruling record is an original ruling, a correction (a full new version that
//!   supersedes one earlier version) or an appeal (about one ruling). Nothing is
//!   ever edited: every record stays, and triggers in the schema refuse updates
//!   and deletions.
//! - All records of a database form **one chain**, in the order they were
//!   written: record `n` has id `n` and carries the hash of record `n - 1`
//!   ([`GENESIS_HASH`] for record 1). One chain per database (not per
//!   tournament) means a record moved between tournaments, or a record slipped
//!   in anywhere, breaks the chain; [`Store::verify_rulings`] finds the first
//!   record that does not fit.
//! - A record's hash is the SHA-256 (lower-case hex) of a fixed tag followed by
//!   its fields in the order of the table below, each field written as a type
//!   byte — 0 for an absent value, 1 for text, 2 for an integer — and then,
//!   for text, its length (8 bytes, big-endian) and its UTF-8 bytes, or, for an
//!   integer, its 8 bytes, big-endian. The tournament is hashed by its name and
//!   date (not its row id), the linked case by its name.
//!
//! | # | field               | # | field               | # | field               |
//! |---|---------------------|---|---------------------|---|---------------------|
//! | 1 | `prev_hash`         | 10| `judge`             | 19| `frozen_steps`      |
//! | 2 | `id`                | 11| `given_at`          | 20| `frozen_state_hash` |
//! | 3 | `kind`              | 12| `question`          | 21| `appeal_by`         |
//! | 4 | `target`            | 13| `ruling`            | 22| `outcome`           |
//! | 5 | tournament name     | 14| `penalty`           | 23| `note`              |
//! | 6 | tournament date     | 15| `extension`         | 24| `author`            |
//! | 7 | `round`             | 16| `citations` (JSON)  | 25| `recorded_at`       |
//! | 8 | `table_no`          | 17| `case_name`         |   |                     |
//! | 9 | `players` (JSON)    | 18| `case_at`           |   |                     |

use super::error::quoted;
use chrono::{DateTime, NaiveDate, Utc};
use rusqlite::{params, Connection, OptionalExtension, Row, TransactionBehavior};
use serde::Serialize;
use sha2::{Digest, Sha256};

use super::hash::format_time;
use super::{CaseId, Store, StoreError, GENESIS_HASH};

/// A tournament's id in the database.
pub type TournamentId = i64;

/// A ruling record's id: also its place in the chain, from 1.
pub type RecordId = i64;

/// Domain tag, so these hashes cannot be confused with the case log's.
const TAG: &[u8] = b"gunbai ruling v1\0";

/// A tournament, under which rulings are grouped.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Tournament {
    pub id: TournamentId,
    pub name: String,
    pub date: Option<NaiveDate>,
    pub created_at: DateTime<Utc>,
}

/// What a ruling record is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum RecordKind {
    Ruling,
    Correction,
    Appeal,
}

impl RecordKind {
    pub fn as_str(self) -> &'static str {
        match self {
            RecordKind::Ruling => "ruling",
            RecordKind::Correction => "correction",
            RecordKind::Appeal => "appeal",
        }
    }

    fn parse(s: &str) -> Option<RecordKind> {
        match s {
            "ruling" => Some(RecordKind::Ruling),
            "correction" => Some(RecordKind::Correction),
            "appeal" => Some(RecordKind::Appeal),
            _ => None,
        }
    }
}

/// How an appeal ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum AppealOutcome {
    Upheld,
    Overturned,
}

impl AppealOutcome {
    pub fn as_str(self) -> &'static str {
        match self {
            AppealOutcome::Upheld => "upheld",
            AppealOutcome::Overturned => "overturned",
        }
    }

    fn parse(s: &str) -> Option<AppealOutcome> {
        match s {
            "upheld" => Some(AppealOutcome::Upheld),
            "overturned" => Some(AppealOutcome::Overturned),
            _ => None,
        }
    }
}

/// The case step a ruling rests on, frozen when the ruling was written.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CaseLink {
    pub case_id: CaseId,
    pub case: String,
    /// The event of the case (from 1) the ruling is about.
    pub at: u64,
    /// The explanation of that event then: its steps as text, with their citations.
    pub steps: String,
    /// The state hash stored with that event then.
    pub state_hash: String,
}

/// What a ruling (or a correction of one) says.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RulingContent {
    pub round: u32,
    pub table: u32,
    pub players: Vec<String>,
    pub judge: String,
    /// When the ruling was given at the table.
    pub given_at: DateTime<Utc>,
    pub question: String,
    pub ruling: String,
    pub penalty: Option<String>,
    pub extension_minutes: Option<u32>,
    /// Rule ids from the corpus.
    pub citations: Vec<String>,
    pub case: Option<CaseLink>,
}

/// What an appeal says.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Appeal {
    pub by: String,
    pub outcome: AppealOutcome,
    pub note: String,
}

/// A record to append; the store gives it its id and hashes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NewRecord {
    Ruling {
        tournament: TournamentId,
        content: RulingContent,
    },
    /// A new version of record `corrects`, which must be a ruling or a
    /// correction that nothing has corrected yet.
    Correction {
        corrects: RecordId,
        tournament: TournamentId,
        content: RulingContent,
    },
    /// An appeal about record `ruling` (a ruling or a correction); it belongs to
    /// that record's tournament.
    Appeal { ruling: RecordId, appeal: Appeal },
}

/// A ruling record as stored.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RulingRecord {
    pub id: RecordId,
    pub kind: RecordKind,
    /// The record a correction supersedes, or the one an appeal is about.
    pub target: Option<RecordId>,
    pub tournament: Tournament,
    /// Set for rulings and corrections.
    pub content: Option<RulingContent>,
    /// Set for appeals.
    pub appeal: Option<Appeal>,
    pub author: String,
    pub recorded_at: DateTime<Utc>,
    pub prev_hash: String,
    pub hash: String,
}

/// The outcome of [`Store::verify_rulings`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RulingChainReport {
    /// Records read.
    pub records: u64,
    /// The first record that does not fit the chain, if any.
    pub first_broken: Option<BrokenRecord>,
    /// Every problem found: broken records, links to cases that no longer match, tournaments
    /// whose seal does not match (reported with id 0 and the tournament named).
    pub problems: Vec<BrokenRecord>,
    /// The last record's id and hash (0 and the genesis hash when there is none).
    pub head: (RecordId, String),
}

/// A ruling record where the chain breaks, and how.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct BrokenRecord {
    pub id: RecordId,
    pub reason: String,
}

/// What can go wrong with tournaments and rulings. Every variant leaves the
/// database as it was.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum RulingError {
    #[error(transparent)]
    Store(#[from] StoreError),

    #[error("no event named `{name}`{}", did_you_mean(suggestions))]
    UnknownEvent {
        name: String,
        suggestions: Vec<String>,
    },

    #[error(
        "`{input}` could be any of the events {}; type more of the name",
        quoted(matches)
    )]
    AmbiguousEvent { input: String, matches: Vec<String> },

    #[error("an event named `{name}` already exists; pick another name")]
    EventExists { name: String },

    #[error("{name:?} cannot name an event: {reason}; pick another name")]
    InvalidEventName { name: String, reason: &'static str },

    #[error("no ruling #{id}: {}", ruling_range(*last))]
    UnknownRuling { id: RecordId, last: RecordId },

    #[error("ruling #{id} was already corrected by #{by}; correct #{by} instead")]
    AlreadyCorrected { id: RecordId, by: RecordId },

    #[error(
        "#{id} is an appeal, not a ruling; give the number of the ruling it is about (#{target})"
    )]
    IsAppeal { id: RecordId, target: RecordId },

    #[error("ruling record #{id} is damaged: {reason}; run `gunbai verify` to see what changed")]
    Corrupt { id: RecordId, reason: String },
}

impl From<rusqlite::Error> for RulingError {
    fn from(e: rusqlite::Error) -> Self {
        RulingError::Store(StoreError::Sqlite(e))
    }
}

fn did_you_mean(suggestions: &[String]) -> String {
    if suggestions.is_empty() {
        "; `gunbai event list` shows the events, `gunbai event new NAME` adds one".to_owned()
    } else {
        format!("; did you mean {}?", quoted(suggestions))
    }
}

fn ruling_range(last: RecordId) -> String {
    if last == 0 {
        "no ruling is recorded yet".to_owned()
    } else {
        format!("records are numbered 1 to {last}; `gunbai ruling list` shows the rulings")
    }
}

/// A record's columns exactly as stored (and hashed).
#[derive(Debug, Clone)]
struct Raw {
    id: i64,
    kind: String,
    target: Option<i64>,
    tournament_id: i64,
    tournament_name: Option<String>,
    tournament_date: Option<String>,
    tournament_created: Option<String>,
    round: Option<i64>,
    table_no: Option<i64>,
    players: Option<String>,
    judge: Option<String>,
    given_at: Option<String>,
    question: Option<String>,
    ruling: Option<String>,
    penalty: Option<String>,
    extension: Option<i64>,
    citations: Option<String>,
    case_id: Option<i64>,
    case_name: Option<String>,
    case_at: Option<i64>,
    frozen_steps: Option<String>,
    frozen_state_hash: Option<String>,
    appeal_by: Option<String>,
    outcome: Option<String>,
    note: Option<String>,
    author: String,
    recorded_at: String,
    prev_hash: String,
    hash: String,
}

enum Field<'a> {
    Text(Option<&'a str>),
    Int(Option<i64>),
}

impl Raw {
    /// The hash this row should carry (see the module documentation).
    fn compute_hash(&self) -> String {
        fn t(s: &Option<String>) -> Field<'_> {
            Field::Text(s.as_deref())
        }
        let fields = [
            Field::Text(Some(&self.prev_hash)),
            Field::Int(Some(self.id)),
            Field::Text(Some(&self.kind)),
            Field::Int(self.target),
            t(&self.tournament_name),
            t(&self.tournament_date),
            Field::Int(self.round),
            Field::Int(self.table_no),
            t(&self.players),
            t(&self.judge),
            t(&self.given_at),
            t(&self.question),
            t(&self.ruling),
            t(&self.penalty),
            Field::Int(self.extension),
            t(&self.citations),
            t(&self.case_name),
            Field::Int(self.case_at),
            t(&self.frozen_steps),
            t(&self.frozen_state_hash),
            t(&self.appeal_by),
            t(&self.outcome),
            t(&self.note),
            Field::Text(Some(&self.author)),
            Field::Text(Some(&self.recorded_at)),
        ];
        let mut h = Sha256::new();
        h.update(TAG);
        for f in fields {
            match f {
                Field::Text(None) | Field::Int(None) => h.update([0u8]),
                Field::Text(Some(s)) => {
                    h.update([1u8]);
                    // usize -> u64 is lossless on every platform Rust supports.
                    h.update((s.len() as u64).to_be_bytes());
                    h.update(s.as_bytes());
                }
                Field::Int(Some(n)) => {
                    h.update([2u8]);
                    h.update(n.to_be_bytes());
                }
            }
        }
        hex::encode(h.finalize())
    }

    fn from_row(row: &Row<'_>) -> rusqlite::Result<Raw> {
        Ok(Raw {
            id: row.get(0)?,
            kind: row.get(1)?,
            target: row.get(2)?,
            tournament_id: row.get(3)?,
            round: row.get(4)?,
            table_no: row.get(5)?,
            players: row.get(6)?,
            judge: row.get(7)?,
            given_at: row.get(8)?,
            question: row.get(9)?,
            ruling: row.get(10)?,
            penalty: row.get(11)?,
            extension: row.get(12)?,
            citations: row.get(13)?,
            case_id: row.get(14)?,
            case_name: row.get(15)?,
            case_at: row.get(16)?,
            frozen_steps: row.get(17)?,
            frozen_state_hash: row.get(18)?,
            appeal_by: row.get(19)?,
            outcome: row.get(20)?,
            note: row.get(21)?,
            author: row.get(22)?,
            recorded_at: row.get(23)?,
            prev_hash: row.get(24)?,
            hash: row.get(25)?,
            tournament_name: row.get(26)?,
            tournament_date: row.get(27)?,
            tournament_created: row.get(28)?,
        })
    }

    /// The typed record; what cannot be read is reported as damage.
    fn into_record(self) -> Result<RulingRecord, RulingError> {
        let id = self.id;
        let bad = |reason: String| RulingError::Corrupt { id, reason };
        let kind = RecordKind::parse(&self.kind)
            .ok_or_else(|| bad(format!("the kind {:?} is unknown", self.kind)))?;
        let tournament = Tournament {
            id: self.tournament_id,
            name: self
                .tournament_name
                .clone()
                .ok_or_else(|| bad(format!("its event {} is missing", self.tournament_id)))?,
            date: match &self.tournament_date {
                Some(d) => Some(
                    NaiveDate::parse_from_str(d, "%Y-%m-%d")
                        .map_err(|_| bad(format!("the event date {d:?} is not a date")))?,
                ),
                None => None,
            },
            created_at: parse_time(self.tournament_created.as_deref().unwrap_or(""))
                .ok_or_else(|| bad("the event's creation time is not a valid time".into()))?,
        };
        let recorded_at = parse_time(&self.recorded_at).ok_or_else(|| {
            bad(format!(
                "the recording time {:?} is not a valid time",
                self.recorded_at
            ))
        })?;
        let content = match kind {
            RecordKind::Appeal => None,
            RecordKind::Ruling | RecordKind::Correction => Some(self.content().map_err(bad)?),
        };
        let appeal = match kind {
            RecordKind::Appeal => Some(Appeal {
                by: self
                    .appeal_by
                    .clone()
                    .ok_or_else(|| bad("the appellant is missing".into()))?,
                outcome: self
                    .outcome
                    .as_deref()
                    .and_then(AppealOutcome::parse)
                    .ok_or_else(|| bad("the appeal outcome is missing or unknown".into()))?,
                note: self
                    .note
                    .clone()
                    .ok_or_else(|| bad("the appeal note is missing".into()))?,
            }),
            _ => None,
        };
        Ok(RulingRecord {
            id,
            kind,
            target: self.target,
            tournament,
            content,
            appeal,
            author: self.author,
            recorded_at,
            prev_hash: self.prev_hash,
            hash: self.hash,
        })
    }

    fn content(&self) -> Result<RulingContent, String> {
        fn need<'a, T>(v: &'a Option<T>, what: &str) -> Result<&'a T, String> {
            v.as_ref().ok_or_else(|| format!("{what} is missing"))
        }
        let positive = |v: i64, what: &str| -> Result<u32, String> {
            u32::try_from(v)
                .ok()
                .filter(|&n| n >= 1)
                .ok_or_else(|| format!("{what} {v} is out of range"))
        };
        let players: Vec<String> = serde_json::from_str(need(&self.players, "the player list")?)
            .map_err(|e| format!("the player list cannot be read: {e}"))?;
        let citations: Vec<String> = serde_json::from_str(need(&self.citations, "the citations")?)
            .map_err(|e| format!("the citations cannot be read: {e}"))?;
        let given = need(&self.given_at, "the time of the ruling")?;
        let case = match (self.case_id, self.case_at) {
            (Some(case_id), Some(at)) => Some(CaseLink {
                case_id,
                case: need(&self.case_name, "the case name")?.clone(),
                at: u64::try_from(at).map_err(|_| format!("the case step {at} is negative"))?,
                steps: need(&self.frozen_steps, "the frozen explanation")?.clone(),
                state_hash: need(&self.frozen_state_hash, "the frozen state hash")?.clone(),
            }),
            _ => None,
        };
        Ok(RulingContent {
            round: positive(*need(&self.round, "the round")?, "the round")?,
            table: positive(*need(&self.table_no, "the table")?, "the table")?,
            players,
            judge: need(&self.judge, "the judge")?.clone(),
            given_at: parse_time(given)
                .ok_or_else(|| format!("the time of the ruling {given:?} is not a valid time"))?,
            question: need(&self.question, "the question")?.clone(),
            ruling: need(&self.ruling, "the ruling")?.clone(),
            penalty: self.penalty.clone(),
            extension_minutes: match self.extension {
                Some(m) => Some(
                    u32::try_from(m).map_err(|_| format!("the extension {m} is out of range"))?,
                ),
                None => None,
            },
            citations,
            case,
        })
    }
}

// SQL text is put together only from these constants; every value goes in as a
// bound parameter.
const RECORD_SELECT: &str = "SELECT r.id, r.kind, r.target, r.tournament_id, r.round, r.table_no, \
     r.players, r.judge, r.given_at, r.question, r.ruling, r.penalty, r.extension, r.citations, \
     r.case_id, r.case_name, r.case_at, r.frozen_steps, r.frozen_state_hash, r.appeal_by, \
     r.outcome, r.note, r.author, r.recorded_at, r.prev_hash, r.hash, \
     t.name, t.date, t.created_at \
     FROM ruling_records r LEFT JOIN tournaments t ON t.id = r.tournament_id";

const TOURNAMENT_SELECT: &str = "SELECT id, name, date, created_at FROM tournaments";

fn parse_time(text: &str) -> Option<DateTime<Utc>> {
    DateTime::parse_from_rfc3339(text)
        .ok()
        .map(|t| t.with_timezone(&Utc))
}

fn tournament_from_row(row: &Row<'_>) -> Result<Tournament, RulingError> {
    let id: TournamentId = row.get(0)?;
    let bad = |reason: String| {
        RulingError::Store(StoreError::Corrupt {
            case: 0,
            seq: 0,
            reason: format!("event {id}: {reason}"),
        })
    };
    let date: Option<String> = row.get(2)?;
    let created: String = row.get(3)?;
    Ok(Tournament {
        id,
        name: row.get(1)?,
        date: match date {
            Some(d) => Some(
                NaiveDate::parse_from_str(&d, "%Y-%m-%d")
                    .map_err(|_| bad(format!("the date {d:?} is not a date")))?,
            ),
            None => None,
        },
        created_at: parse_time(&created)
            .ok_or_else(|| bad(format!("the creation time {created:?} is not a valid time")))?,
    })
}

fn validate_event_name(name: &str) -> Result<(), RulingError> {
    match super::lookup::name_problem(name) {
        Some(reason) => Err(RulingError::InvalidEventName {
            name: name.to_owned(),
            reason,
        }),
        None => Ok(()),
    }
}

fn all_tournaments(conn: &Connection) -> Result<Vec<Tournament>, RulingError> {
    let mut stmt = conn.prepare_cached(&format!("{TOURNAMENT_SELECT} ORDER BY id"))?;
    let mut rows = stmt.query([])?;
    let mut out = Vec::new();
    while let Some(row) = rows.next()? {
        out.push(tournament_from_row(row)?);
    }
    Ok(out)
}

fn raw_by_id(conn: &Connection, id: RecordId) -> Result<Option<Raw>, RulingError> {
    let mut stmt = conn.prepare_cached(&format!("{RECORD_SELECT} WHERE r.id = ?1"))?;
    Ok(stmt.query_row(params![id], Raw::from_row).optional()?)
}

fn last_record(conn: &Connection) -> Result<Option<(RecordId, String)>, RulingError> {
    Ok(conn
        .query_row(
            "SELECT id, hash FROM ruling_records ORDER BY id DESC LIMIT 1",
            [],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .optional()?)
}

fn unknown_ruling(conn: &Connection, id: RecordId) -> Result<RulingError, RulingError> {
    let last = last_record(conn)?.map(|(id, _)| id).unwrap_or(0);
    Ok(RulingError::UnknownRuling { id, last })
}

fn to_json(list: &[String]) -> String {
    serde_json::to_string(list).expect("a list of strings always serializes")
}

impl Store {
    /// Starts a new tournament. Names are unique regardless of letter case.
    pub fn create_tournament(
        &self,
        name: &str,
        date: Option<NaiveDate>,
        now: DateTime<Utc>,
    ) -> Result<Tournament, RulingError> {
        self.check_now()?;
        validate_event_name(name)?;
        let lower = name.to_lowercase();
        if let Some(t) = all_tournaments(&self.conn)?
            .into_iter()
            .find(|t| t.name.to_lowercase() == lower)
        {
            return Err(RulingError::EventExists { name: t.name });
        }
        let date_text = date.map(|d| d.format("%Y-%m-%d").to_string());
        let tx = self.conn.unchecked_transaction()?;
        tx.execute(
            "INSERT INTO tournaments (name, date, created_at) VALUES (?1, ?2, ?3)",
            params![name, date_text, format_time(now)],
        )
        .map_err(|e| match &e {
            rusqlite::Error::SqliteFailure(f, _)
                if f.extended_code == rusqlite::ffi::SQLITE_CONSTRAINT_UNIQUE =>
            {
                RulingError::EventExists {
                    name: name.to_owned(),
                }
            }
            _ => e.into(),
        })?;
        let id = tx.last_insert_rowid();
        tx.execute(
            "INSERT INTO tournament_seals (tournament_id, hash) VALUES (?1, ?2)",
            params![
                id,
                super::hash::tournament_hash(id, name, date_text.as_deref(), &format_time(now))
            ],
        )?;
        tx.commit()?;
        Ok(Tournament {
            id,
            name: name.to_owned(),
            date,
            created_at: now,
        })
    }

    /// All tournaments, oldest first.
    pub fn tournaments(&self) -> Result<Vec<Tournament>, RulingError> {
        all_tournaments(&self.conn)
    }

    /// Finds a tournament by exact name, then by name ignoring letter case,
    /// then by unique prefix, then by numeric id.
    pub fn tournament(&self, name_or_id: &str) -> Result<Tournament, RulingError> {
        let all = all_tournaments(&self.conn)?;
        if let Some(t) = all.iter().find(|t| t.name == name_or_id) {
            return Ok(t.clone());
        }
        let lower = name_or_id.trim().to_lowercase();
        if let Some(t) = all.iter().find(|t| t.name.to_lowercase() == lower) {
            return Ok(t.clone());
        }
        if !lower.is_empty() {
            let prefixed: Vec<&Tournament> = all
                .iter()
                .filter(|t| t.name.to_lowercase().starts_with(&lower))
                .collect();
            match prefixed.as_slice() {
                [one] => return Ok((*one).clone()),
                [] => {}
                many => {
                    return Err(RulingError::AmbiguousEvent {
                        input: name_or_id.to_owned(),
                        matches: many.iter().map(|t| t.name.clone()).collect(),
                    })
                }
            }
        }
        if let Ok(id) = name_or_id.trim().parse::<TournamentId>() {
            if let Some(t) = all.iter().find(|t| t.id == id) {
                return Ok(t.clone());
            }
        }
        let mut near: Vec<(f64, &str)> = all
            .iter()
            .map(|t| {
                let score = strsim::normalized_levenshtein(&t.name.to_lowercase(), &lower);
                let contains = !lower.is_empty() && t.name.to_lowercase().contains(&lower);
                (if contains { 1.0 } else { score }, t.name.as_str())
            })
            .filter(|(s, _)| *s >= 0.5)
            .collect();
        near.sort_by(|a, b| b.0.total_cmp(&a.0));
        Err(RulingError::UnknownEvent {
            name: name_or_id.to_owned(),
            suggestions: near
                .into_iter()
                .take(3)
                .map(|(_, n)| n.to_owned())
                .collect(),
        })
    }

    /// Appends one ruling record at the end of the chain, in one transaction.
    ///
    /// Refuses, writing nothing, a correction or appeal of a record that does
    /// not exist or is an appeal, and a correction of a record that was already
    /// corrected (corrections form a line, never a tree).
    pub fn append_ruling(
        &mut self,
        record: &NewRecord,
        author: &str,
        now: DateTime<Utc>,
    ) -> Result<RulingRecord, RulingError> {
        self.check_now()?;
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        let (kind, target, tournament_id, content, appeal) = match record {
            NewRecord::Ruling {
                tournament,
                content,
            } => (RecordKind::Ruling, None, *tournament, Some(content), None),
            NewRecord::Correction {
                corrects,
                tournament,
                content,
            } => {
                let t = raw_by_id(&tx, *corrects)?
                    .ok_or_else(|| unknown_ruling(&tx, *corrects).unwrap_or_else(|e| e))?;
                if t.kind == "appeal" {
                    return Err(RulingError::IsAppeal {
                        id: t.id,
                        target: t.target.unwrap_or(0),
                    });
                }
                let by: Option<RecordId> = tx
                    .query_row(
                        "SELECT id FROM ruling_records WHERE kind = 'correction' AND target = ?1",
                        params![corrects],
                        |r| r.get(0),
                    )
                    .optional()?;
                if let Some(by) = by {
                    return Err(RulingError::AlreadyCorrected { id: *corrects, by });
                }
                (
                    RecordKind::Correction,
                    Some(*corrects),
                    *tournament,
                    Some(content),
                    None,
                )
            }
            NewRecord::Appeal { ruling, appeal } => {
                let t = raw_by_id(&tx, *ruling)?
                    .ok_or_else(|| unknown_ruling(&tx, *ruling).unwrap_or_else(|e| e))?;
                if t.kind == "appeal" {
                    return Err(RulingError::IsAppeal {
                        id: t.id,
                        target: t.target.unwrap_or(0),
                    });
                }
                (
                    RecordKind::Appeal,
                    Some(*ruling),
                    t.tournament_id,
                    None,
                    Some(appeal),
                )
            }
        };
        let tournament = {
            let mut stmt = tx.prepare_cached(&format!("{TOURNAMENT_SELECT} WHERE id = ?1"))?;
            let mut rows = stmt.query(params![tournament_id])?;
            match rows.next()? {
                Some(row) => tournament_from_row(row)?,
                None => {
                    return Err(RulingError::UnknownEvent {
                        name: tournament_id.to_string(),
                        suggestions: Vec::new(),
                    })
                }
            }
        };
        let (last, prev) = last_record(&tx)?.unwrap_or((0, GENESIS_HASH.to_owned()));
        let id = last.checked_add(1).ok_or_else(|| RulingError::Corrupt {
            id: last,
            reason: "record numbers are exhausted".into(),
        })?;
        let mut raw = Raw {
            id,
            kind: kind.as_str().to_owned(),
            target,
            tournament_id,
            tournament_name: Some(tournament.name.clone()),
            tournament_date: tournament.date.map(|d| d.format("%Y-%m-%d").to_string()),
            tournament_created: Some(format_time(tournament.created_at)),
            round: content.map(|c| i64::from(c.round)),
            table_no: content.map(|c| i64::from(c.table)),
            players: content.map(|c| to_json(&c.players)),
            judge: content.map(|c| c.judge.clone()),
            given_at: content.map(|c| format_time(c.given_at)),
            question: content.map(|c| c.question.clone()),
            ruling: content.map(|c| c.ruling.clone()),
            penalty: content.and_then(|c| c.penalty.clone()),
            extension: content.and_then(|c| c.extension_minutes.map(i64::from)),
            citations: content.map(|c| to_json(&c.citations)),
            case_id: content.and_then(|c| c.case.as_ref().map(|l| l.case_id)),
            case_name: content.and_then(|c| c.case.as_ref().map(|l| l.case.clone())),
            case_at: match content.and_then(|c| c.case.as_ref()) {
                Some(l) => Some(i64::try_from(l.at).map_err(|_| RulingError::Corrupt {
                    id,
                    reason: format!("the case step {} is out of range", l.at),
                })?),
                None => None,
            },
            frozen_steps: content.and_then(|c| c.case.as_ref().map(|l| l.steps.clone())),
            frozen_state_hash: content.and_then(|c| c.case.as_ref().map(|l| l.state_hash.clone())),
            appeal_by: appeal.map(|a| a.by.clone()),
            outcome: appeal.map(|a| a.outcome.as_str().to_owned()),
            note: appeal.map(|a| a.note.clone()),
            author: author.to_owned(),
            recorded_at: format_time(now),
            prev_hash: prev,
            hash: String::new(),
        };
        raw.hash = raw.compute_hash();
        tx.execute(
            "INSERT INTO ruling_records (id, kind, target, tournament_id, round, table_no, \
                 players, judge, given_at, question, ruling, penalty, extension, citations, \
                 case_id, case_name, case_at, frozen_steps, frozen_state_hash, appeal_by, \
                 outcome, note, author, recorded_at, prev_hash, hash) \
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, \
                     ?17, ?18, ?19, ?20, ?21, ?22, ?23, ?24, ?25, ?26)",
            params![
                raw.id,
                raw.kind,
                raw.target,
                raw.tournament_id,
                raw.round,
                raw.table_no,
                raw.players,
                raw.judge,
                raw.given_at,
                raw.question,
                raw.ruling,
                raw.penalty,
                raw.extension,
                raw.citations,
                raw.case_id,
                raw.case_name,
                raw.case_at,
                raw.frozen_steps,
                raw.frozen_state_hash,
                raw.appeal_by,
                raw.outcome,
                raw.note,
                raw.author,
                raw.recorded_at,
                raw.prev_hash,
                raw.hash,
            ],
        )?;
        tx.commit()?;
        raw.into_record()
    }

    /// One ruling record by id.
    pub fn ruling_record(&self, id: RecordId) -> Result<RulingRecord, RulingError> {
        match raw_by_id(&self.conn, id)? {
            Some(raw) => raw.into_record(),
            None => Err(unknown_ruling(&self.conn, id)?),
        }
    }

    /// Every ruling record, in chain order.
    pub fn ruling_records(&self) -> Result<Vec<RulingRecord>, RulingError> {
        let mut stmt = self
            .conn
            .prepare_cached(&format!("{RECORD_SELECT} ORDER BY r.id"))?;
        let mut rows = stmt.query([])?;
        let mut out = Vec::new();
        while let Some(row) = rows.next()? {
            out.push(Raw::from_row(row)?.into_record()?);
        }
        Ok(out)
    }

    /// The ids of the rulings and corrections whose question or ruling holds
    /// `text`, ignoring letter case (ASCII), in chain order. Three characters
    /// or more are looked up in the trigram index; one or two characters (a
    /// Japanese word such as 寵愛 is often two) with LIKE. An empty query
    /// finds nothing.
    pub fn search_rulings(&self, text: &str) -> Result<Vec<RecordId>, RulingError> {
        let text = text.trim();
        let chars = text.chars().count();
        let mut out = Vec::new();
        if chars == 0 {
            return Ok(out);
        }
        if chars >= 3 {
            // One FTS5 phrase: the whole text, double quotes doubled.
            let phrase = format!("\"{}\"", text.replace('"', "\"\""));
            let mut stmt = self.conn.prepare_cached(
                "SELECT rowid FROM ruling_search WHERE ruling_search MATCH ?1 ORDER BY rowid",
            )?;
            let mut rows = stmt.query(params![phrase])?;
            while let Some(row) = rows.next()? {
                out.push(row.get(0)?);
            }
        } else {
            let mut pattern = String::from("%");
            for c in text.chars() {
                if matches!(c, '%' | '_' | '\\') {
                    pattern.push('\\');
                }
                pattern.push(c);
            }
            pattern.push('%');
            let mut stmt = self.conn.prepare_cached(
                "SELECT id FROM ruling_records WHERE kind <> 'appeal' \
                 AND (question LIKE ?1 ESCAPE '\\' OR ruling LIKE ?1 ESCAPE '\\') ORDER BY id",
            )?;
            let mut rows = stmt.query(params![pattern])?;
            while let Some(row) = rows.next()? {
                out.push(row.get(0)?);
            }
        }
        Ok(out)
    }

    /// Checks the one chain of ruling records from record 1 and reports the
    /// first record that does not fit: a missing number, a `prev_hash` that is
    /// not the previous record's hash, a `hash` that does not match the row (or
    /// its event's name and date), or a row that cannot be read.
    ///
    /// As with [`Store::verify_chain`], records cut off the end, or a chain
    /// rewritten to the end with fresh hashes, check out: compare the last hash
    /// with one kept elsewhere to catch that.
    pub fn verify_rulings(&self) -> Result<RulingChainReport, StoreError> {
        let mut problems = Vec::new();
        let mut records = 0u64;
        let mut prev = GENESIS_HASH.to_owned();
        let mut head: RecordId = 0;
        {
            let mut stmt = self
                .conn
                .prepare_cached(&format!("{RECORD_SELECT} ORDER BY r.id"))?;
            let mut rows = stmt.query([])?;
            while let Some(row) = rows.next()? {
                records += 1;
                let expected = i64::try_from(records).unwrap_or(i64::MAX);
                head = row.get::<_, i64>(0).unwrap_or(expected);
                let stored_hash = match row.get_ref(row.as_ref().column_index("hash")?)? {
                    rusqlite::types::ValueRef::Text(b) => String::from_utf8_lossy(b).into_owned(),
                    _ => String::new(),
                };
                let raw = match Raw::from_row(row) {
                    Ok(raw) => raw,
                    Err(e) => {
                        problems.push(BrokenRecord {
                            id: head,
                            reason: format!("the row cannot be read: {e}"),
                        });
                        prev = stored_hash;
                        continue;
                    }
                };
                let reason = if raw.id != expected {
                    Some(format!(
                        "record {expected} is missing: the next stored record is {}",
                        raw.id
                    ))
                } else if raw.prev_hash != prev {
                    Some(if expected == 1 {
                        "prev_hash of the first record is not all zeros".to_owned()
                    } else {
                        format!(
                            "prev_hash does not match the hash of record {}",
                            expected - 1
                        )
                    })
                } else if raw.compute_hash() != raw.hash {
                    Some(
                        "hash does not match the row: the record (or its event's name or date) was changed after it was written"
                            .to_owned(),
                    )
                } else {
                    self.link_problem(&raw)?
                };
                prev = raw.hash.clone();
                if reason.is_none() {
                    if let Err(e) = raw.into_record() {
                        problems.push(BrokenRecord {
                            id: expected,
                            reason: e.to_string(),
                        });
                        continue;
                    }
                }
                if let Some(reason) = reason {
                    problems.push(BrokenRecord {
                        id: expected,
                        reason,
                    });
                }
            }
        }
        problems.extend(self.seal_problems()?);
        Ok(RulingChainReport {
            records,
            first_broken: problems.first().cloned(),
            problems,
            head: (head, prev),
        })
    }

    /// The rulings chain's anchor as it stands: `rulings@RECORD:HASH` of its last record.
    pub fn rulings_anchor(&self) -> Result<String, StoreError> {
        let last: Option<(i64, Vec<u8>)> = self
            .conn
            .query_row(
                "SELECT id, CAST(hash AS BLOB) FROM ruling_records ORDER BY id DESC LIMIT 1",
                [],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .optional()?;
        let (id, hash) = match last {
            Some((id, h)) => (id, String::from_utf8_lossy(&h).into_owned()),
            None => (0, GENESIS_HASH.to_owned()),
        };
        let short = hash.get(..super::SHORT_HASH).unwrap_or(&hash);
        Ok(format!("rulings@{id}:{short}"))
    }

    /// The stored hash of ruling record `id`, if there is one.
    pub fn ruling_hash_at(&self, id: u64) -> Result<Option<String>, StoreError> {
        let id = i64::try_from(id).unwrap_or(i64::MAX);
        Ok(self
            .conn
            .query_row(
                "SELECT CAST(hash AS BLOB) FROM ruling_records WHERE id = ?1",
                params![id],
                |r| r.get::<_, Vec<u8>>(0),
            )
            .optional()?
            .map(|b| String::from_utf8_lossy(&b).into_owned()))
    }

    /// Whether a ruling's link still points at the case and step it was written about: the
    /// case id must name a case called `case_name` whose step `case_at` has the frozen state hash.
    fn link_problem(&self, raw: &Raw) -> Result<Option<String>, StoreError> {
        let (Some(case_id), Some(name), Some(at)) = (raw.case_id, &raw.case_name, raw.case_at)
        else {
            return Ok(None);
        };
        let found: Option<Vec<u8>> = self
            .conn
            .query_row(
                "SELECT CAST(name AS BLOB) FROM cases WHERE id = ?1",
                params![case_id],
                |r| r.get(0),
            )
            .optional()?;
        let Some(found) = found else {
            return Ok(Some(format!(
                "the ruling is linked to case id {case_id}, which does not exist"
            )));
        };
        if found != name.as_bytes() {
            return Ok(Some(format!(
                "the ruling was written about case `{name}` but its link points at case `{}`: the link was changed",
                String::from_utf8_lossy(&found)
            )));
        }
        let state: Option<Vec<u8>> = self
            .conn
            .query_row(
                "SELECT CAST(state_hash AS BLOB) FROM events WHERE case_id = ?1 AND seq = ?2",
                params![case_id, at],
                |r| r.get(0),
            )
            .optional()?;
        match (state, &raw.frozen_state_hash) {
            (None, _) => Ok(Some(format!(
                "the ruling rests on step {at} of case `{name}`, which no longer has that step"
            ))),
            (Some(s), Some(f)) if s != f.as_bytes() => Ok(Some(format!(
                "step {at} of case `{name}` no longer has the state the ruling froze"
            ))),
            _ => Ok(None),
        }
    }

    /// Tournaments whose row no longer matches its seal, or that have none.
    fn seal_problems(&self) -> Result<Vec<BrokenRecord>, StoreError> {
        use rusqlite::types::ValueRef;
        let mut stmt = self.conn.prepare_cached(
            "SELECT t.id, t.name, t.date, t.created_at, s.hash FROM tournaments t \
             LEFT JOIN tournament_seals s ON s.tournament_id = t.id ORDER BY t.id",
        )?;
        let mut rows = stmt.query([])?;
        let mut out = Vec::new();
        while let Some(r) = rows.next()? {
            let text = |i: usize| -> Result<Option<String>, StoreError> {
                Ok(match r.get_ref(i)? {
                    ValueRef::Text(b) | ValueRef::Blob(b) => {
                        Some(String::from_utf8_lossy(b).into_owned())
                    }
                    _ => None,
                })
            };
            let id: i64 = r.get(0)?;
            let name = text(1)?.unwrap_or_default();
            let computed = super::hash::tournament_hash(
                id,
                &name,
                text(2)?.as_deref(),
                &text(3)?.unwrap_or_default(),
            );
            let reason = match text(4)? {
                None => Some(format!("event `{name}` (id {id}) has no seal")),
                Some(h) if h != computed => Some(format!(
                    "event `{name}` (id {id}): its name, date or creation time was changed after it was written"
                )),
                _ => None,
            };
            if let Some(reason) = reason {
                out.push(BrokenRecord { id: 0, reason });
            }
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    fn t0() -> DateTime<Utc> {
        Utc.with_ymd_and_hms(2024, 6, 1, 9, 30, 0)
            .single()
            .expect("a valid calendar date")
    }

    fn content(q: &str) -> RulingContent {
        RulingContent {
            round: 2,
            table: 7,
            players: vec!["Allen".into(), "Bob".into()],
            judge: "Kaede".into(),
            given_at: t0(),
            question: q.into(),
            ruling: "the reaction goes first".into(),
            penalty: None,
            extension_minutes: Some(3),
            citations: vec!["action.reaction.order".into()],
            case: None,
        }
    }

    #[test]
    fn chain_links_and_checks_out() {
        let mut store = Store::open_in_memory().expect("in-memory store");
        let t = store
            .create_tournament("Kotei", None, t0())
            .expect("new event");
        let a = store
            .append_ruling(
                &NewRecord::Ruling {
                    tournament: t.id,
                    content: content("who reacts first?"),
                },
                "judge",
                t0(),
            )
            .expect("ruling");
        assert_eq!(a.id, 1);
        assert_eq!(a.prev_hash, GENESIS_HASH);
        let b = store
            .append_ruling(
                &NewRecord::Correction {
                    corrects: 1,
                    tournament: t.id,
                    content: content("who reacts first, really?"),
                },
                "judge",
                t0(),
            )
            .expect("correction");
        assert_eq!(b.prev_hash, a.hash);
        let again = store.append_ruling(
            &NewRecord::Correction {
                corrects: 1,
                tournament: t.id,
                content: content("x"),
            },
            "judge",
            t0(),
        );
        assert!(matches!(
            again,
            Err(RulingError::AlreadyCorrected { id: 1, by: 2 })
        ));
        let report = store.verify_rulings().expect("verify");
        assert_eq!(report.records, 2);
        assert_eq!(report.first_broken, None);
    }

    #[test]
    fn every_field_is_hashed() {
        let mut store = Store::open_in_memory().expect("in-memory store");
        let t = store
            .create_tournament("Kotei", None, t0())
            .expect("new event");
        store
            .append_ruling(
                &NewRecord::Ruling {
                    tournament: t.id,
                    content: content("q"),
                },
                "judge",
                t0(),
            )
            .expect("ruling");
        let raw = raw_by_id(&store.conn, 1)
            .expect("read")
            .expect("record 1 exists");
        let h = raw.compute_hash();
        assert_eq!(h, raw.hash);
        let mut r = raw.clone();
        r.penalty = Some(String::new());
        assert_ne!(r.compute_hash(), h, "absent and empty text differ");
        let mut r = raw.clone();
        r.tournament_name = Some("Other".into());
        assert_ne!(r.compute_hash(), h);
        let mut r = raw.clone();
        r.extension = Some(4);
        assert_ne!(r.compute_hash(), h);
        let mut r = raw;
        r.recorded_at.push('x');
        assert_ne!(r.compute_hash(), h);
    }
}
