//! The sound mark: SQLite's check of the whole file, remembered beside the file as long as no
//! one but a checked gunbai connection has written it.
//!
//! *Invariant:* a mark (`FILE-checked`) is written only for a state of the file that SQLite's
//! `integrity_check` found sound, or that one found sound plus the commits of gunbai connections
//! that wrote nothing else in between. A write whose file no longer matches the mark (any change
//! by another program, a copy, a file put back, another SQLite version) is preceded by the full
//! check again. See `docs/verify.md`, "The cost of the check before writes".
//!
//! The fingerprint is the file's identity (device, inode) and, for the file and its write-ahead
//! log, the size and the modification and status-change times (the latter cannot be set back by
//! a program), plus the log's header, whose salts change whenever the log starts over. A commit
//! by anyone appends to the log or starts it over; a checkpoint writes the file; both move the
//! fingerprint. An empty log and no log are the same: closing the last connection deletes an
//! empty log without writing the file.

use std::fs;
use std::io::Read;
use std::path::{Path, PathBuf};

/// What the mark file starts with; a file that does not is no mark.
const MAGIC: &str = "gunbai sound mark 1";

/// The state of a database file on the disk, as far as a write could have changed it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Fingerprint(String);

/// The mark's path: beside the database, like SQLite's own `-wal` and `-shm`.
pub(crate) fn mark_path(db: &Path) -> PathBuf {
    let mut p = db.as_os_str().to_owned();
    p.push("-checked");
    PathBuf::from(p)
}

fn wal_path(db: &Path) -> PathBuf {
    let mut p = db.as_os_str().to_owned();
    p.push("-wal");
    PathBuf::from(p)
}

/// The fingerprint of the file at `db` now; `None` where it cannot be taken (no such file, or a
/// system without inodes and status-change times), and then nothing is remembered.
#[cfg(unix)]
pub(crate) fn fingerprint(db: &Path) -> Option<Fingerprint> {
    use std::os::unix::fs::MetadataExt;
    let stamp = |m: &fs::Metadata| {
        format!(
            "{} {}.{} {}.{}",
            m.len(),
            m.mtime(),
            m.mtime_nsec(),
            m.ctime(),
            m.ctime_nsec()
        )
    };
    let file = fs::metadata(db).ok()?;
    let mut text = format!(
        "sqlite {} file {} {} {}",
        rusqlite::version(),
        file.dev(),
        file.ino(),
        stamp(&file)
    );
    let wal = wal_path(db);
    match fs::metadata(&wal) {
        Ok(m) if m.len() > 0 => {
            let mut header = [0u8; 32];
            let mut f = fs::File::open(&wal).ok()?;
            let got = f.read(&mut header).ok()?;
            text.push_str(&format!(
                " wal {} {}",
                stamp(&m),
                hex::encode(&header[..got])
            ));
        }
        Ok(_) => text.push_str(" wal empty"),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => text.push_str(" wal empty"),
        Err(_) => return None,
    }
    Some(Fingerprint(text))
}

#[cfg(not(unix))]
pub(crate) fn fingerprint(_db: &Path) -> Option<Fingerprint> {
    None
}

/// The fingerprint remembered as sound for `db`, if any.
pub(crate) fn remembered(db: &Path) -> Option<Fingerprint> {
    let text = fs::read_to_string(mark_path(db)).ok()?;
    let mut lines = text.lines();
    (lines.next()? == MAGIC).then_some(())?;
    Some(Fingerprint(lines.next()?.to_string()))
}

/// Whether the file at `db` is as it was last found sound.
pub(crate) fn matches(db: &Path) -> bool {
    match (remembered(db), fingerprint(db)) {
        (Some(mark), Some(now)) => mark == now,
        _ => false,
    }
}

/// Remembers `print` as a sound state of `db`. A mark that cannot be written is no failure:
/// the next write makes the full check again.
pub(crate) fn remember(db: &Path, print: &Fingerprint) {
    let path = mark_path(db);
    let mut options = fs::OpenOptions::new();
    options.write(true).create(true).truncate(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(0o600);
    }
    let written = options.open(&path).and_then(|mut f| {
        use std::io::Write;
        f.write_all(format!("{MAGIC}\n{}\n", print.0).as_bytes())
    });
    if written.is_err() {
        forget(db);
    }
}

/// Removes the mark: the next write checks the whole file.
pub(crate) fn forget(db: &Path) {
    let _ = fs::remove_file(mark_path(db));
}
