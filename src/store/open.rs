//! Opening a database: refuse what is not ours, set the pragmas, migrate.
//!
//! *Invariant:* a file that is not a gunbai database, or whose schema is newer
//! than this code, is refused before anything could write to it: it is first
//! read through a read-only connection, and only once accepted is it opened
//! for writing.

use std::fs;
use std::io::{self, Read};
use std::path::Path;
use std::time::Duration;

use rusqlite::{Connection, ErrorCode, OpenFlags, TransactionBehavior};

use super::StoreError;

/// The `application_id` stamped into every gunbai database: "GUNB".
pub const APPLICATION_ID: i32 = 0x4755_4E42;

/// The schema migrations, in order. Migration `n` (1-based) brings the schema
/// to version `n`; each file is applied once, inside one transaction.
const MIGRATIONS: &[&str] = &[
    include_str!("../../db/001_init.sql"),
    include_str!("../../db/002_rulings.sql"),
    include_str!("../../db/003_cards.sql"),
    include_str!("../../db/004_serve.sql"),
    include_str!("../../db/005_lines_and_seals.sql"),
    include_str!("../../db/006_snapshots.sql"),
    include_str!("../../db/007_appellant.sql"),
];

/// The schema version that brings line ids, case header hashes and tournament seals
/// (`db/005_lines_and_seals.sql`); rows written before it keep hash encoding 1.
const LINES_AND_SEALS: i64 = 5;

/// The newest schema version this code knows (the `user_version` it writes).
pub const SCHEMA_VERSION: u32 = MIGRATIONS.len() as u32;

/// How long a connection waits for another writer before giving up.
pub(crate) const BUSY_TIMEOUT: Duration = Duration::from_millis(5000);

/// Makes `conn` wait up to [`BUSY_TIMEOUT`] for another writer, trying again every 1–3 ms
/// (spread by process, so that waiters do not try in step). SQLite's own wait backs off to a
/// try every 100 ms, so a writer that has waited long lost the file to every newcomer and could
/// wait in vain; here a long waiter tries as often as a new one.
pub(crate) fn wait_for_writers(conn: &mut Connection) -> rusqlite::Result<()> {
    conn.busy_handler(Some(fair_wait))
}

fn fair_wait(tries: i32) -> bool {
    use std::cell::Cell;
    use std::time::Instant;
    thread_local! {
        static STARTED: Cell<Option<Instant>> = const { Cell::new(None) };
    }
    let now = Instant::now();
    let started = STARTED.with(|s| {
        if tries == 0 || s.get().is_none() {
            s.set(Some(now));
        }
        s.get().unwrap_or(now)
    });
    if now.duration_since(started) >= BUSY_TIMEOUT {
        return false;
    }
    let spread =
        (u64::from(std::process::id()) * 7919 + u64::try_from(tries).unwrap_or(0) * 104_729) % 2000;
    std::thread::sleep(Duration::from_micros(1000 + spread));
    true
}

/// The first bytes of every SQLite 3 database file.
const SQLITE_MAGIC: &[u8; 16] = b"SQLite format 3\0";

/// Opens (creating if need be) the database file at `path`. SQLite's check of the whole file is
/// made here only when `check_now` is set or the schema must be migrated (a write). Otherwise the
/// caller must make it before its first write ([`crate::store::Store::check_now`]).
pub(crate) fn open_file_checking(path: &Path, check_now: bool) -> Result<Connection, StoreError> {
    let io_err = |source: io::Error| StoreError::Io {
        path: path.to_path_buf(),
        source,
    };
    if let Some(parent) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
        fs::create_dir_all(parent).map_err(io_err)?;
    }
    remove_stale_temporaries(path);
    let len = match fs::metadata(path) {
        Ok(meta) if meta.is_dir() => {
            return Err(io_err(io::Error::other(
                "it is a folder; give the path of a database file",
            )))
        }
        Ok(meta) => meta.len(),
        Err(e) if e.kind() == io::ErrorKind::NotFound => {
            create_whole(path)?;
            fs::metadata(path).map_err(io_err)?.len()
        }
        Err(e) => return Err(io_err(e)),
    };
    if len > 0 {
        probe(path)?;
    }
    let mut conn = Connection::open_with_flags(
        path,
        OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )?;
    // Wait for other writers before the first read, not only after.
    wait_for_writers(&mut conn)?;
    // Check again on the writing connection, still before any write: the file
    // may have been filled by someone else since it was looked at.
    check(&conn, path)?;
    configure(&mut conn)?;
    // SQLite's own check, through the locks, before anything is written.
    if check_now || user_version(&conn)? < i64::from(SCHEMA_VERSION) {
        refuse_damaged(&conn, path)?;
    }
    migrate(&mut conn, path)?;
    Ok(conn)
}

/// Opens an existing database for reading only: nothing is created or written, not even the
/// write-ahead log's index, so a file on read-only media can be read. No integrity check is made
/// here (`verify` makes one and reports it).
pub(crate) fn open_read_only(path: &Path) -> Result<Connection, StoreError> {
    match fs::metadata(path) {
        Ok(meta) if meta.is_dir() => {
            return Err(StoreError::Io {
                path: path.to_path_buf(),
                source: io::Error::other("it is a folder; give the path of a database file"),
            })
        }
        Ok(_) => {}
        Err(source) => {
            return Err(StoreError::Io {
                path: path.to_path_buf(),
                source,
            })
        }
    }
    probe(path)?;
    let mut conn = read_only(path)?;
    wait_for_writers(&mut conn)?;
    let found = user_version(&conn)?;
    if found < i64::from(SCHEMA_VERSION) {
        return Err(StoreError::NeedsUpgrade {
            path: path.to_path_buf(),
            found: u32::try_from(found).unwrap_or(0),
        });
    }
    Ok(conn)
}

/// [`StoreError::Damaged`] if SQLite's check of the file finds anything. The full
/// `integrity_check`, not `quick_check`: the quick one does not compare an index with its table,
/// and a file whose index has lost or gained an entry is one SQLite calls damaged.
pub(crate) fn refuse_damaged(conn: &Connection, path: &Path) -> Result<(), StoreError> {
    let problems = integrity(conn, false)?;
    if problems.is_empty() {
        Ok(())
    } else {
        Err(StoreError::Damaged {
            path: path.to_path_buf(),
            report: problems.join("; "),
        })
    }
}

/// SQLite's own check of the file: `quick_check` when `quick`, else `integrity_check`. Empty
/// when the file is sound.
pub(crate) fn integrity(conn: &Connection, quick: bool) -> Result<Vec<String>, StoreError> {
    let pragma = if quick {
        "PRAGMA quick_check(20)"
    } else {
        "PRAGMA integrity_check(100)"
    };
    let run = || -> rusqlite::Result<Vec<String>> {
        let mut stmt = conn.prepare(pragma)?;
        let rows = stmt.query_map([], |r| {
            Ok(match r.get_ref(0)? {
                rusqlite::types::ValueRef::Text(b) => String::from_utf8_lossy(b).into_owned(),
                _ => String::new(),
            })
        })?;
        rows.collect()
    };
    match run() {
        Ok(lines) if lines == ["ok"] => Ok(Vec::new()),
        Ok(lines) => Ok(lines),
        Err(e)
            if matches!(
                e.sqlite_error_code(),
                Some(ErrorCode::DatabaseCorrupt | ErrorCode::NotADatabase)
            ) =>
        {
            Ok(vec![e.to_string()])
        }
        Err(e) => Err(e.into()),
    }
}

/// Creates a new database at `path` in one step: it is built and migrated in a temporary file
/// beside it and then linked into place, so no other process ever sees a half-made file (which
/// it could not tell from a foreign one). If another process created `path` meanwhile, its file
/// is kept and this one is discarded.
fn create_whole(path: &Path) -> Result<(), StoreError> {
    let io_err = |source: io::Error| StoreError::Io {
        path: path.to_path_buf(),
        source,
    };
    let folder = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => std::path::PathBuf::from("."),
    };
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "gunbai.sqlite".into());
    let mut tmp = None;
    for n in 0..100u32 {
        let candidate = folder.join(format!(".{name}.{}.{n}.new", std::process::id()));
        let mut options = fs::OpenOptions::new();
        options.write(true).create_new(true);
        #[cfg(unix)]
        {
            use std::os::unix::fs::OpenOptionsExt;
            options.mode(0o600);
        }
        match options.open(&candidate) {
            Ok(_) => {
                tmp = Some(candidate);
                break;
            }
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
            Err(e) => return Err(io_err(e)),
        }
    }
    let tmp = tmp.ok_or_else(|| io_err(io::Error::other("no temporary file name was free")))?;
    let cleanup = |tmp: &Path| {
        for suffix in ["", "-wal", "-shm", "-journal"] {
            let mut p = tmp.as_os_str().to_owned();
            p.push(suffix);
            let _ = fs::remove_file(&p);
        }
    };
    let built = (|| -> Result<(), StoreError> {
        let mut conn = Connection::open_with_flags(
            &tmp,
            OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX,
        )?;
        configure(&mut conn)?;
        migrate(&mut conn, &tmp)?;
        // Closing the only connection folds the write-ahead log into the file.
        conn.close().map_err(|(_, e)| e)?;
        Ok(())
    })();
    if let Err(e) = built {
        cleanup(&tmp);
        return Err(e);
    }
    let linked = fs::hard_link(&tmp, path);
    cleanup(&tmp);
    match linked {
        Ok(()) => Ok(()),
        // Another process was first: its file is used.
        Err(e) if e.kind() == io::ErrorKind::AlreadyExists => Ok(()),
        Err(_) => {
            // No hard links here: fall back to an empty file made in place.
            create_private(path).map_err(io_err)
        }
    }
}

/// Removes the temporary files [`create_whole`] leaves beside `path` when its process is killed
/// while it builds a new database: `.NAME.PID.N.new` (and their `-wal`, `-shm`, `-journal`)
/// whose process is gone. A file of a process still running is left alone; where that cannot be
/// told (no `/proc`), only files untouched for an hour are removed. Nothing here can fail a
/// command: what cannot be removed stays.
fn remove_stale_temporaries(path: &Path) {
    let (Some(folder), Some(name)) = (path.parent(), path.file_name()) else {
        return;
    };
    let folder = if folder.as_os_str().is_empty() {
        Path::new(".")
    } else {
        folder
    };
    let prefix = format!(".{}.", name.to_string_lossy());
    let Ok(entries) = fs::read_dir(folder) else {
        return;
    };
    let proc_known = Path::new("/proc/self").exists();
    for entry in entries.flatten() {
        let file = entry.file_name().to_string_lossy().into_owned();
        let Some(rest) = file.strip_prefix(&prefix) else {
            continue;
        };
        let base = ["-wal", "-shm", "-journal"]
            .iter()
            .find_map(|s| rest.strip_suffix(s))
            .unwrap_or(rest);
        let Some(middle) = base.strip_suffix(".new") else {
            continue;
        };
        let mut parts = middle.split('.');
        let (Some(pid), Some(n), None) = (parts.next(), parts.next(), parts.next()) else {
            continue;
        };
        let (Ok(pid), Ok(_)) = (pid.parse::<u32>(), n.parse::<u32>()) else {
            continue;
        };
        if pid == std::process::id() {
            continue;
        }
        let gone = if proc_known {
            !Path::new(&format!("/proc/{pid}")).exists()
        } else {
            entry
                .metadata()
                .and_then(|m| m.modified())
                .ok()
                .and_then(|t| t.elapsed().ok())
                .is_some_and(|age| age > Duration::from_secs(3600))
        };
        if gone {
            let _ = fs::remove_file(entry.path());
        }
    }
}

/// Opens a fresh database that lives in memory only.
pub(crate) fn open_memory() -> Result<Connection, StoreError> {
    let mut conn = Connection::open_in_memory()?;
    configure(&mut conn)?;
    migrate(&mut conn, Path::new(":memory:"))?;
    Ok(conn)
}

/// Creates an empty file readable and writable by its owner only. SQLite gives
/// its `-wal` and `-shm` files the same permissions.
fn create_private(path: &Path) -> io::Result<()> {
    let mut options = fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(0o600);
    }
    match options.open(path) {
        Ok(_) => Ok(()),
        // Someone else created it in between: it is checked like any other file.
        Err(e) if e.kind() == io::ErrorKind::AlreadyExists => Ok(()),
        Err(e) => Err(e),
    }
}

/// Looks at an existing, non-empty file without writing to it.
fn probe(path: &Path) -> Result<(), StoreError> {
    let mut header = [0u8; 16];
    let read = fs::File::open(path).and_then(|mut f| f.read_exact(&mut header));
    match read {
        Ok(()) if &header == SQLITE_MAGIC => {}
        Ok(()) => return Err(not_gunbai(path)),
        Err(e) if e.kind() == io::ErrorKind::UnexpectedEof => return Err(not_gunbai(path)),
        Err(source) => {
            return Err(StoreError::Io {
                path: path.to_path_buf(),
                source,
            })
        }
    }
    check(&read_only(path)?, path)
}

/// A read-only connection that leaves no trace. Opened plainly, even a
/// read-only connection to a WAL-mode file creates its `-wal` and `-shm`
/// files; when there is no write-ahead log to read, the file is complete on
/// its own and is opened as immutable instead, which creates nothing.
fn read_only(path: &Path) -> Result<Connection, StoreError> {
    let flags = OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX;
    let mut wal = path.as_os_str().to_owned();
    wal.push("-wal");
    let wal_in_use = fs::metadata(&wal).map(|m| m.len() > 0).unwrap_or(false);
    #[cfg(unix)]
    if !wal_in_use {
        let uri = immutable_uri(path);
        let mut conn = Connection::open_with_flags(uri, flags | OpenFlags::SQLITE_OPEN_URI)?;
        wait_for_writers(&mut conn)?;
        return Ok(conn);
    }
    #[cfg(not(unix))]
    let _ = wal_in_use;
    let mut conn = Connection::open_with_flags(path, flags)?;
    wait_for_writers(&mut conn)?;
    Ok(conn)
}

/// `file:` URI for `path` with `immutable=1`, every byte outside the
/// unreserved set percent-encoded.
#[cfg(unix)]
fn immutable_uri(path: &Path) -> String {
    use std::fmt::Write;
    use std::os::unix::ffi::OsStrExt;
    let bytes = path.as_os_str().as_bytes();
    // An absolute path gets an empty authority, so that one starting with
    // `//` is not read as a host name.
    let mut uri = String::from(if bytes.starts_with(b"/") {
        "file://"
    } else {
        "file:"
    });
    for &b in bytes {
        if b.is_ascii_alphanumeric() || b"/-._~".contains(&b) {
            uri.push(char::from(b));
        } else {
            // Writing to a String cannot fail.
            let _ = write!(uri, "%{b:02X}");
        }
    }
    uri.push_str("?immutable=1");
    uri
}

/// Accepts a gunbai database no newer than this code, or an empty SQLite
/// database (no ids, no tables) that may become one. Reads only.
fn check(conn: &Connection, path: &Path) -> Result<(), StoreError> {
    let read = || -> rusqlite::Result<(i32, i64, i64)> {
        let app: i32 = conn.pragma_query_value(None, "application_id", |r| r.get(0))?;
        let version: i64 = conn.pragma_query_value(None, "user_version", |r| r.get(0))?;
        let objects: i64 =
            conn.query_row("SELECT count(*) FROM sqlite_master", [], |r| r.get(0))?;
        Ok((app, version, objects))
    };
    let (app, version, objects) = match read() {
        Ok(v) => v,
        Err(e) if e.sqlite_error_code() == Some(ErrorCode::NotADatabase) => {
            return Err(not_gunbai(path))
        }
        Err(e) => return Err(e.into()),
    };
    if app == APPLICATION_ID {
        let found = u32::try_from(version).map_err(|_| not_gunbai(path))?;
        if found > SCHEMA_VERSION {
            return Err(StoreError::TooNew {
                path: path.to_path_buf(),
                found,
                supported: SCHEMA_VERSION,
            });
        }
        Ok(())
    } else if app == 0 && version == 0 && objects == 0 {
        Ok(())
    } else {
        Err(not_gunbai(path))
    }
}

fn not_gunbai(path: &Path) -> StoreError {
    StoreError::NotGunbai {
        path: path.to_path_buf(),
    }
}

/// Per-connection settings; not part of the schema, so not in a migration.
fn configure(conn: &mut Connection) -> Result<(), StoreError> {
    wait_for_writers(conn)?;
    // Answers with the mode in force: "memory" for an in-memory database, and
    // the old mode where the file system cannot do WAL; both are workable.
    let _mode: String = conn.query_row("PRAGMA journal_mode = WAL", [], |r| r.get(0))?;
    conn.pragma_update(None, "synchronous", "FULL")?;
    conn.pragma_update(None, "foreign_keys", true)?;
    Ok(())
}

/// Applies the migrations the database lacks, each in its own transaction
/// that also records the new `user_version` and the application id.
fn migrate(conn: &mut Connection, path: &Path) -> Result<(), StoreError> {
    if user_version(conn)? >= i64::from(SCHEMA_VERSION) {
        return Ok(());
    }
    for (index, sql) in MIGRATIONS.iter().enumerate() {
        let version = i64::try_from(index + 1).expect("there are only a few migrations");
        let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate)?;
        // Another process may have migrated while this one waited for the lock.
        check(&tx, path)?;
        if user_version(&tx)? >= version {
            continue;
        }
        tx.execute_batch(sql)?;
        if version == LINES_AND_SEALS {
            seal_existing(&tx)?;
        }
        tx.pragma_update(None, "user_version", version)?;
        tx.pragma_update(None, "application_id", APPLICATION_ID)?;
        tx.commit()?;
    }
    Ok(())
}

/// Fills what schema version 5 (`LINES_AND_SEALS`) adds for rows written before it: the name keys and header
/// hashes of cases, and the seals of tournaments. Event rows are left as they are (their hashes
/// keep encoding 1). Of two old cases whose names differ only in letter case, the later one keeps
/// no key (it stays findable by its exact name or id).
fn seal_existing(tx: &rusqlite::Transaction<'_>) -> Result<(), StoreError> {
    use rusqlite::types::ValueRef;
    let mut cases = Vec::new();
    {
        let mut stmt = tx.prepare(
            "SELECT id, name, created_at, forked_from, forked_at FROM cases ORDER BY id",
        )?;
        let mut rows = stmt.query([])?;
        while let Some(r) = rows.next()? {
            let text = |i: usize| -> rusqlite::Result<String> {
                Ok(match r.get_ref(i)? {
                    ValueRef::Text(b) | ValueRef::Blob(b) => {
                        String::from_utf8_lossy(b).into_owned()
                    }
                    _ => String::new(),
                })
            };
            let fork = match (r.get::<_, Option<i64>>(3)?, r.get::<_, Option<i64>>(4)?) {
                (Some(f), Some(a)) => Some((f, a)),
                _ => None,
            };
            cases.push((r.get::<_, i64>(0)?, text(1)?, text(2)?, fork));
        }
    }
    let mut taken = std::collections::HashSet::new();
    for (id, name, created, fork) in cases {
        let key = super::lookup::name_key(&name);
        let key = taken.insert(key.clone()).then_some(key);
        tx.execute(
            "UPDATE cases SET name_key = ?2, header_hash = ?3 WHERE id = ?1",
            rusqlite::params![
                id,
                key,
                super::hash::case_header_hash(&name, &created, fork)
            ],
        )?;
    }
    let mut tournaments = Vec::new();
    {
        let mut stmt =
            tx.prepare("SELECT id, name, date, created_at FROM tournaments ORDER BY id")?;
        let mut rows = stmt.query([])?;
        while let Some(r) = rows.next()? {
            tournaments.push((
                r.get::<_, i64>(0)?,
                r.get::<_, String>(1)?,
                r.get::<_, Option<String>>(2)?,
                r.get::<_, String>(3)?,
            ));
        }
    }
    for (id, name, date, created) in tournaments {
        tx.execute(
            "INSERT INTO tournament_seals (tournament_id, hash) VALUES (?1, ?2)",
            rusqlite::params![
                id,
                super::hash::tournament_hash(id, &name, date.as_deref(), &created)
            ],
        )?;
    }
    Ok(())
}

pub(crate) fn user_version(conn: &Connection) -> rusqlite::Result<i64> {
    conn.pragma_query_value(None, "user_version", |r| r.get(0))
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;

    #[test]
    fn uri_escapes_what_sqlite_would_read() {
        assert_eq!(
            immutable_uri(Path::new("/a b/c?d#e%f.db")),
            "file:///a%20b/c%3Fd%23e%25f.db?immutable=1"
        );
        assert_eq!(
            immutable_uri(Path::new("rel/x.db")),
            "file:rel/x.db?immutable=1"
        );
        assert_eq!(
            immutable_uri(Path::new("//host/x.db")),
            "file:////host/x.db?immutable=1"
        );
    }
}
