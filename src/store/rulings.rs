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
//!   ([`GENESIS_HASH`](super::GENESIS_HASH) for record 1). One chain per database (not per
//!   tournament) means a record moved between tournaments, or a record slipped
//!   in anywhere, breaks the chain; [`Store::verify_rulings`](super::Store::verify_rulings) finds the first
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
//! | 9 | `players` (JSON)    | 18| `case_at`           | 26| `appellant` (only when present) |

mod checks;
pub(crate) mod queries;
pub(crate) mod raw;

use super::error::{quoted, suggested};
use crate::msg;
use crate::msg::Msg;
use chrono::{DateTime, NaiveDate, Utc};
use serde::Serialize;

use super::{CaseId, StoreError};

/// A tournament's id in the database.
pub type TournamentId = i64;

/// A ruling record's id: also its place in the chain, from 1.
pub type RecordId = i64;

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
    /// The judge who heard and decided the appeal.
    pub by: String,
    /// Who asked for the appeal, when recorded (appeals written before schema version 7 have
    /// none).
    pub appellant: Option<String>,
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

/// The outcome of [`Store::verify_rulings`](super::Store::verify_rulings).
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
#[error("{}", self.msg().en())]
pub enum RulingError {
    Store(#[from] StoreError),

    UnknownEvent {
        name: String,
        suggestions: Vec<String>,
    },

    AmbiguousEvent {
        input: String,
        matches: Vec<String>,
    },

    EventExists {
        name: String,
    },

    InvalidEventName {
        name: String,
        reason: Msg,
    },

    UnknownRuling {
        id: RecordId,
        last: RecordId,
    },

    AlreadyCorrected {
        id: RecordId,
        by: RecordId,
    },

    IsAppeal {
        id: RecordId,
        target: RecordId,
    },

    Corrupt {
        id: RecordId,
        reason: String,
    },
}

impl From<rusqlite::Error> for RulingError {
    fn from(e: rusqlite::Error) -> Self {
        RulingError::Store(StoreError::Sqlite(e))
    }
}

impl RulingError {
    /// The error in no language yet.
    pub fn msg(&self) -> Msg {
        match self {
            RulingError::Store(e) => e.msg(),
            RulingError::UnknownEvent { name, suggestions } => msg!(
                "ruling-unknown-event",
                name = name,
                suggestions = suggested(suggestions)
            ),
            RulingError::AmbiguousEvent { input, matches } => msg!(
                "ruling-ambiguous-event",
                input = input,
                matches = quoted(matches)
            ),
            RulingError::EventExists { name } => msg!("ruling-event-exists", name = name),
            RulingError::InvalidEventName { name, reason } => msg!(
                "ruling-invalid-event-name",
                name = name,
                reason = reason.clone()
            ),
            RulingError::UnknownRuling { id, last } => {
                msg!("ruling-unknown", id = *id, last = *last)
            }
            RulingError::AlreadyCorrected { id, by } => {
                msg!("ruling-already-corrected", id = *id, by = *by)
            }
            RulingError::IsAppeal { id, target } => {
                msg!("ruling-is-appeal", id = *id, target = *target)
            }
            RulingError::Corrupt { id, reason } => {
                msg!("ruling-corrupt", id = *id, reason = reason)
            }
        }
    }
}

#[cfg(test)]
mod test_support {
    use super::{NewRecord, RulingContent, RulingRecord, Tournament};
    use crate::store::Store;
    use chrono::{DateTime, TimeZone, Utc};

    pub(super) fn t0() -> DateTime<Utc> {
        Utc.with_ymd_and_hms(2024, 6, 1, 9, 30, 0)
            .single()
            .expect("a valid calendar date")
    }

    pub(super) fn content(q: &str) -> RulingContent {
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
    /// An in-memory store with the event Kotei and one ruling asking `question`.
    pub(super) fn store_with_a_ruling(question: &str) -> (Store, Tournament, RulingRecord) {
        let mut store = Store::open_in_memory().expect("in-memory store");
        let t = store
            .create_tournament("Kotei", None, t0())
            .expect("new event");
        let a = store
            .append_ruling(
                &NewRecord::Ruling {
                    tournament: t.id,
                    content: content(question),
                },
                "judge",
                t0(),
            )
            .expect("ruling");
        (store, t, a)
    }
}
