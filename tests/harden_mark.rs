//! The check before a write, remembered: a file as gunbai last found it sound (its mark,
//! `FILE-checked`) is written without reading it whole again, and any other change to it — made
//! through SQLite, byte by byte with its time set back, or hidden behind a mark put back — is
//! found before the next write, which is refused.

use crate::harden::{bytes, raw, Sandbox};

fn mark(sb: &Sandbox) -> std::path::PathBuf {
    sb.path("test.sqlite-checked")
}

/// Case `t` with two players and a few steps, written by the shell.
fn small_case(sb: &Sandbox) {
    sb.ok(&["case", "new", "t"]);
    let r = sb.run_stdin(&["repl", "t"], "players Allen Bob\ngain Allen 1\n");
    assert_eq!(r.code, 0, "{}", r.stderr);
}

fn refused_and_unwritten(sb: &Sandbox) {
    let before = bytes(&sb.db());
    let r = sb.run_stdin(&["repl", "t"], "gain Allen 1\n");
    assert_ne!(r.code, 0, "a line was acknowledged: {}", r.stdout);
    assert!(r.stderr.contains("damaged"), "{}", r.stderr);
    assert_eq!(bytes(&sb.db()), before, "a damaged file was written into");
    let r = sb.run(&["case", "new", "u"]);
    assert_ne!(r.code, 0, "a case was made in a damaged file");
    assert_eq!(bytes(&sb.db()), before, "a damaged file was written into");
}

#[test]
fn each_write_leaves_the_file_marked_as_found_sound() {
    let sb = Sandbox::new();
    small_case(&sb);
    let first = std::fs::read_to_string(mark(&sb)).expect("a mark beside the file");
    assert!(first.starts_with("gunbai sound mark"), "{first}");
    let r = sb.run_stdin(&["repl", "t"], "gain Bob 2\n");
    assert_eq!(r.code, 0, "{}", r.stderr);
    let second = std::fs::read_to_string(mark(&sb)).expect("a mark beside the file");
    assert_ne!(first, second, "the mark did not follow the write");
    // A write through SQLite by another program leaves the mark behind; gunbai checks the whole
    // file again, finds it sound, and writes.
    raw(&sb)
        .execute_batch("CREATE TABLE other (x); INSERT INTO other VALUES (1);")
        .expect("another program writes");
    let r = sb.run_stdin(&["repl", "t"], "gain Bob 1\n");
    assert_eq!(r.code, 0, "{}", r.stderr);
}

#[test]
fn damage_made_after_a_marked_write_is_found_before_the_next() {
    let sb = Sandbox::new();
    small_case(&sb);
    assert!(mark(&sb).exists());
    let c = raw(&sb);
    c.execute_batch(
        "PRAGMA writable_schema = ON;
         UPDATE sqlite_master SET sql = 'CREATE INDEX events_retractions ON events(case_id, seq) WHERE kind <> ''retract''' WHERE name = 'events_retractions';
         PRAGMA writable_schema = OFF;",
    )
    .expect("damage the index");
    drop(c);
    refused_and_unwritten(&sb);
}

#[test]
fn a_mark_put_back_does_not_hide_damage() {
    let sb = Sandbox::new();
    small_case(&sb);
    let kept = std::fs::read(mark(&sb)).expect("the mark");
    let c = raw(&sb);
    c.execute_batch(
        "PRAGMA writable_schema = ON;
         UPDATE sqlite_master SET sql = 'CREATE INDEX events_retractions ON events(case_id, seq) WHERE kind <> ''retract''' WHERE name = 'events_retractions';
         PRAGMA writable_schema = OFF;",
    )
    .expect("damage the index");
    drop(c);
    std::fs::write(mark(&sb), kept).expect("put the mark back");
    refused_and_unwritten(&sb);
}

/// Damage on a page no event append reads (the index of imported cards' names), made byte by byte
/// with the file's modification time set back: a check of only the pages a write touches, or a
/// fingerprint of size and modification time, would miss it.
#[cfg(unix)]
#[test]
fn a_byte_changed_on_a_page_the_write_never_reads_is_found() {
    let sb = Sandbox::new();
    small_case(&sb);
    damage_the_card_index(&sb.db());
    refused_and_unwritten(&sb);
}

/// Damages the file behind SQLite's back on a page a write never reads: the empty leaf of the
/// index of card names made to claim 200 cells, the file's modification time set back. SQLite's
/// check finds it; reading a case never reads that page.
pub fn damage_the_card_index(db: &std::path::Path) {
    use std::io::{Seek, SeekFrom, Write};
    let (page_size, root): (u64, u64) = {
        let c =
            rusqlite::Connection::open_with_flags(db, rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY)
                .expect("read");
        let size = c
            .query_row("PRAGMA page_size", [], |r| r.get(0))
            .expect("page size");
        let root = c
            .query_row(
                "SELECT rootpage FROM sqlite_master WHERE name = 'cards_by_name'",
                [],
                |r| r.get(0),
            )
            .expect("the index of card names");
        (size, root)
    };
    let modified = std::fs::metadata(db)
        .and_then(|m| m.modified())
        .expect("time");
    let mut f = std::fs::OpenOptions::new()
        .write(true)
        .open(db)
        .expect("open");
    // The empty index leaf now claims 200 cells.
    let header = if root == 1 { 100 } else { 0 };
    f.seek(SeekFrom::Start((root - 1) * page_size + header + 3))
        .expect("seek");
    f.write_all(&[0, 200]).expect("write");
    f.set_times(std::fs::FileTimes::new().set_modified(modified))
        .expect("set the time back");
    drop(f);
    let report: String = rusqlite::Connection::open(db)
        .expect("open")
        .query_row("PRAGMA integrity_check", [], |r| r.get(0))
        .unwrap_or_else(|e| e.to_string());
    assert_ne!(report, "ok", "the index is damaged");
}
