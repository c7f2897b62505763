//! Opening the database: for writing, for a command that only reads, and for one that reads and
//! may save boards.

use crate::i18n::Lang;
use crate::store::{CannotOpen, Store, StoreError};
use crate::tr;
use anyhow::{Context, Result};
use std::path::Path;

fn cannot_open(db: &Path) -> impl FnOnce() -> CannotOpen + '_ {
    move || CannotOpen(db.to_path_buf())
}

/// Opens the database for reading and writing.
pub fn open(db: &Path) -> Result<Store> {
    Store::open(db).with_context(cannot_open(db))
}

/// Opens the database for a command that only reads: where the file (or its folder) cannot be
/// written, as on read-only media, it is opened read-only and the command says so in `lang`.
pub fn open_read(db: &Path, lang: Lang) -> Result<Store> {
    match Store::open(db) {
        Ok(s) => Ok(s),
        Err(e) if db.is_file() && cannot_write(&e) => {
            let s = Store::open_read_only(db).with_context(cannot_open(db))?;
            eprintln!(
                "{}",
                tr!(
                    lang,
                    "verify-read-only",
                    db = db.display().to_string(),
                    error = e.msg().render(lang)
                )
            );
            Ok(s)
        }
        Err(e @ StoreError::Damaged { .. }) => {
            let s = Store::open_read_only(db).with_context(cannot_open(db))?;
            eprintln!(
                "{}",
                tr!(lang, "open-damaged-read-only", error = e.msg().render(lang))
            );
            Ok(s)
        }
        Err(e) => Err(anyhow::Error::new(e)).with_context(cannot_open(db)),
    }
}

/// Opens the database for `show` and `replay`, which read and may save boards (a cache): SQLite's
/// check of the whole file is made only if a board is saved, before it is; where the file cannot
/// be written it is opened read-only, as by [`open_read`].
pub fn open_for_board(db: &Path, lang: Lang) -> Result<Store> {
    match Store::open_checking_before_writes(db) {
        Ok(s) => Ok(s),
        Err(_) => open_read(db, lang),
    }
}

/// Whether opening failed only because the file or its folder cannot be written.
pub fn cannot_write(e: &StoreError) -> bool {
    match e {
        StoreError::Sqlite(e) => matches!(
            e.sqlite_error_code(),
            Some(
                rusqlite::ErrorCode::ReadOnly
                    | rusqlite::ErrorCode::CannotOpen
                    | rusqlite::ErrorCode::PermissionDenied
            )
        ),
        StoreError::Io { source, .. } => matches!(
            source.kind(),
            std::io::ErrorKind::PermissionDenied | std::io::ErrorKind::ReadOnlyFilesystem
        ),
        _ => false,
    }
}
