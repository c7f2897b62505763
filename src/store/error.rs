//! What can go wrong in the store, said so that the reader knows what to do next.

use std::path::PathBuf;

use super::CaseId;

/// An error from the store. Every variant leaves the database as it was.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum StoreError {
    /// SQLite itself failed (locked for too long, disk full, …).
    #[error("{}", sqlite_text(.0))]
    Sqlite(rusqlite::Error),

    /// The file or its folder could not be read or created.
    #[error("cannot use {}: {source}", path.display())]
    Io {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },

    /// The file exists but is not a gunbai database; it was not changed.
    #[error(
        "{} is not a gunbai database (left untouched); give the path of a gunbai database, or a new file name to start one",
        path.display()
    )]
    NotGunbai { path: PathBuf },

    /// The database was written by a newer gunbai; it was not changed.
    #[error(
        "{} has schema version {found} but this gunbai knows only up to version {supported} (left untouched); open it with a newer gunbai",
        path.display()
    )]
    TooNew {
        path: PathBuf,
        found: u32,
        supported: u32,
    },

    /// SQLite's own check finds the file damaged; nothing is written into it.
    #[error(
        "{} is damaged (SQLite's check says: {report}); gunbai writes nothing into it. `gunbai verify` lists what it can still read; restore a copy",
        path.display()
    )]
    Damaged { path: PathBuf, report: String },

    /// Read-only, a database of an older schema cannot be brought up to date.
    #[error(
        "{} was written by an older gunbai (schema version {found}) and cannot be upgraded while read-only; open it once where it can be written",
        path.display()
    )]
    NeedsUpgrade { path: PathBuf, found: u32 },

    /// No case answers to the name or id given.
    #[error("no case named `{name}`{}", did_you_mean(suggestions))]
    UnknownCase {
        name: String,
        suggestions: Vec<String>,
    },

    /// More than one case answers to a prefix.
    #[error("`{input}` could be any of {}; type more of the name", quoted(matches))]
    AmbiguousCase { input: String, matches: Vec<String> },

    /// A case with that name (ignoring letter case) exists already.
    #[error("a case named `{name}` already exists; pick another name")]
    CaseExists { name: String },

    /// The name cannot be used for a case.
    #[error("{name:?} cannot name a case: {reason}; pick another name")]
    InvalidName { name: String, reason: &'static str },

    /// The case moved on since the caller read it (another writer appended).
    #[error(
        "case `{case}` changed meanwhile: it was expected at step {expected} but is at step {actual}; reload the case and enter the command again"
    )]
    Conflict {
        case: String,
        expected: u64,
        actual: u64,
    },

    /// A step past the end of a case.
    #[error("case `{case}` has no step {at}: it has {len} steps; pick a step from 0 to {len}")]
    NoSuchStep { case: String, at: u64, len: u64 },

    /// A stored row cannot be read back.
    #[error("case {case}, step {seq} is damaged: {reason}; check the case's hash chain to see what changed")]
    Corrupt {
        case: CaseId,
        seq: u64,
        reason: String,
    },

    /// PostgreSQL failed, or could not be reached (`src/store/pg`); nothing was written.
    #[error("{0}")]
    Postgres(String),
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

fn did_you_mean(suggestions: &[String]) -> String {
    if suggestions.is_empty() {
        ": `gunbai case list` shows them".to_owned()
    } else {
        format!("; did you mean {}?", quoted(suggestions))
    }
}

/// SQLite's error, said so that a judge knows what to do; another writer holding the file past
/// the wait is said plainly, not as SQLite's "database is locked".
fn sqlite_text(e: &rusqlite::Error) -> String {
    use rusqlite::ErrorCode;
    match e.sqlite_error_code() {
        Some(ErrorCode::DatabaseBusy | ErrorCode::DatabaseLocked) => format!(
            "another gunbai (a shell, a server or a command) is writing to the database and held it for more than {} seconds, so nothing was written: enter the command again once it has finished",
            super::open::BUSY_TIMEOUT.as_secs()
        ),
        _ => format!("database error: {e}"),
    }
}
