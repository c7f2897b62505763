//! What can go wrong in the store, said so that the reader knows what to do next.

use std::path::PathBuf;

use super::CaseId;
use crate::msg;
use crate::msg::{Arg, Msg};

/// An error from the store. Every variant leaves the database as it was.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
#[error("{}", self.msg().en())]
pub enum StoreError {
    /// SQLite itself failed (locked for too long, disk full, …).
    Sqlite(rusqlite::Error),

    /// The file or its folder could not be read or created.
    Io {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },

    /// The file exists but is not a gunbai database; it was not changed.
    NotGunbai { path: PathBuf },

    /// The database was written by a newer gunbai; it was not changed.
    TooNew {
        path: PathBuf,
        found: u32,
        supported: u32,
    },

    /// SQLite's own check finds the file damaged; nothing is written into it.
    Damaged { path: PathBuf, report: String },

    /// Read-only, a database of an older schema cannot be brought up to date.
    NeedsUpgrade { path: PathBuf, found: u32 },

    /// No case answers to the name or id given.
    UnknownCase {
        name: String,
        suggestions: Vec<String>,
    },

    /// More than one case answers to a prefix.
    AmbiguousCase { input: String, matches: Vec<String> },

    /// A case with that name (ignoring letter case) exists already.
    CaseExists { name: String },

    /// The name cannot be used for a case.
    InvalidName { name: String, reason: Msg },

    /// The case moved on since the caller read it (another writer appended).
    Conflict {
        case: String,
        expected: u64,
        actual: u64,
    },

    /// A step past the end of a case.
    NoSuchStep { case: String, at: u64, len: u64 },

    /// A stored row cannot be read back.
    Corrupt {
        case: CaseId,
        seq: u64,
        reason: String,
    },

    /// PostgreSQL failed, or could not be reached (`src/store/pg`); nothing was written.
    Postgres(String),

    /// A PostgreSQL server could not be reached (`src/store/pg`); nothing was written.
    PostgresUnreachable { database: String, error: String },

    /// The PostgreSQL user may not do what was asked (`src/store/pg`); nothing was written.
    PostgresDenied { error: String },
}

// Not `#[from]`: that would make SQLite's error the source too, and it would be said twice.
impl From<rusqlite::Error> for StoreError {
    fn from(e: rusqlite::Error) -> Self {
        StoreError::Sqlite(e)
    }
}

/// Names in backquotes, separated by commas.
pub(crate) fn quoted(names: &[String]) -> String {
    names
        .iter()
        .map(|n| format!("`{n}`"))
        .collect::<Vec<_>>()
        .join(", ")
}

impl StoreError {
    /// The error in no language yet: what went wrong and what to do next.
    pub fn msg(&self) -> Msg {
        let shown = |p: &PathBuf| p.display().to_string();
        match self {
            StoreError::Sqlite(e) => sqlite_msg(e),
            StoreError::Io { path, source } => {
                msg!("store-io", path = shown(path), error = source.to_string())
            }
            StoreError::NotGunbai { path } => msg!("store-not-gunbai", path = shown(path)),
            StoreError::TooNew {
                path,
                found,
                supported,
            } => msg!(
                "store-too-new",
                path = shown(path),
                found = *found,
                supported = *supported
            ),
            StoreError::Damaged { path, report } => {
                msg!("store-damaged", path = shown(path), report = report)
            }
            StoreError::NeedsUpgrade { path, found } => {
                msg!("store-needs-upgrade", path = shown(path), found = *found)
            }
            StoreError::UnknownCase { name, suggestions } => msg!(
                "store-unknown-case",
                name = name,
                suggestions = suggested(suggestions)
            ),
            StoreError::AmbiguousCase { input, matches } => msg!(
                "store-ambiguous-case",
                input = input,
                matches = quoted(matches)
            ),
            StoreError::CaseExists { name } => msg!("store-case-exists", name = name),
            StoreError::InvalidName { name, reason } => msg!(
                "store-invalid-case-name",
                name = name,
                reason = reason.clone()
            ),
            StoreError::Conflict {
                case,
                expected,
                actual,
            } => msg!(
                "store-conflict",
                case = case,
                expected = *expected,
                actual = *actual
            ),
            StoreError::NoSuchStep { case, at, len } => {
                msg!("store-no-such-step", case = case, at = *at, len = *len)
            }
            StoreError::Corrupt { case, seq, reason } => msg!(
                "store-corrupt",
                case = case.to_string(),
                seq = *seq,
                reason = reason
            ),
            StoreError::Postgres(e) => msg!("store-postgres", error = e),
            StoreError::PostgresUnreachable { database, error } => msg!(
                "store-postgres-unreachable",
                database = database,
                error = error
            ),
            StoreError::PostgresDenied { error } => msg!("store-postgres-denied", error = error),
        }
    }
}

/// Suggested names for a selector that says them or leaves them out: `none` when there are
/// none, else the names in backquotes.
pub(crate) fn suggested(names: &[String]) -> Arg {
    if names.is_empty() {
        Arg::from("none")
    } else {
        Arg::from(quoted(names))
    }
}

/// SQLite's error, said so that a judge knows what to do; another writer holding the file past
/// the wait is said plainly, not as SQLite's "database is locked".
fn sqlite_msg(e: &rusqlite::Error) -> Msg {
    use rusqlite::ErrorCode;
    match e.sqlite_error_code() {
        Some(ErrorCode::DatabaseBusy | ErrorCode::DatabaseLocked) => {
            msg!("store-busy", seconds = super::open::BUSY_TIMEOUT.as_secs())
        }
        _ => msg!("store-sqlite", error = e.to_string()),
    }
}

/// The database could not be opened: the context of the store's error, said in the chosen
/// language by the command line's error line (`render::error_text_in`).
#[derive(Debug, thiserror::Error)]
#[error("{}", self.text(crate::i18n::Lang::En))]
pub struct CannotOpen(pub PathBuf);

impl CannotOpen {
    pub fn text(&self, lang: crate::i18n::Lang) -> String {
        crate::tr!(
            lang,
            "verify-cannot-open",
            db = self.0.display().to_string()
        )
    }
}
