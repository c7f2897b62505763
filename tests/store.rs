//! The event store through its public API, on real files in temporary folders.

use std::fs;
use std::path::{Path, PathBuf};

use chrono::{DateTime, Duration, TimeZone, Utc};
use gunbai::store::{
    chain_hash_v2, CaseId, NewEvent, Store, StoreError, APPLICATION_ID, GENESIS_HASH,
    SCHEMA_VERSION,
};
use rusqlite::Connection;
use tempfile::TempDir;

fn t0() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2024, 6, 1, 9, 30, 0)
        .single()
        .expect("a valid calendar date")
}

fn event(i: u32) -> NewEvent {
    NewEvent {
        kind: "honor_set".to_owned(),
        version: 1,
        payload: format!(r#"{{"player":"Allen","honor":{i}}}"#),
        source: "honor Allen 10".to_owned(),
        author: "judge".to_owned(),
        recorded_at: t0() + Duration::milliseconds(i64::from(i) * 1001) + Duration::nanoseconds(7),
        state_hash: format!("{i:064x}"),
    }
}

fn events(from: u32, n: u32) -> Vec<NewEvent> {
    (from..from + n).map(event).collect()
}

fn db_path(dir: &TempDir) -> PathBuf {
    dir.path().join("gunbai.db")
}

/// A store at `path` with one case holding `n` events.
fn store_with_case(path: &Path, name: &str, n: u32) -> (Store, CaseId) {
    let mut store = Store::open(path).expect("open store");
    let case = store.create_case(name, t0()).expect("create case").id;
    store.append(case, 0, &events(1, n)).expect("append");
    (store, case)
}

fn raw_count(path: &Path) -> i64 {
    let conn = Connection::open(path).expect("raw open");
    conn.query_row("SELECT count(*) FROM events", [], |r| r.get(0))
        .expect("count events")
}

/// Opening must be refused and leave the file (and its folder) exactly as it was.
fn assert_refused_untouched(path: &Path, check: impl Fn(&StoreError) -> bool) {
    let before = fs::read(path).expect("read before");
    let listing_before = listing(path.parent().expect("file in a folder"));
    let err = Store::open(path).expect_err("a foreign or newer file must be refused");
    assert!(check(&err), "unexpected error: {err:?}");
    let message = err.to_string();
    assert!(message.contains(&path.display().to_string()), "{message}");
    assert!(
        fs::read(path).expect("read after") == before,
        "file bytes changed"
    );
    assert_eq!(
        listing(path.parent().expect("file in a folder")),
        listing_before
    );
}

fn listing(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .expect("read dir")
        .map(|e| {
            e.expect("dir entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    names.sort();
    names
}

#[test]
fn open_creates_schema_ids_and_wal() {
    let dir = TempDir::new().expect("temp dir");
    let path = dir.path().join("nested").join("deeper").join("gunbai.db");
    let store = Store::open(&path).expect("open creates the folder and the file");
    assert_eq!(store.path(), Some(path.as_path()));
    assert_eq!(store.schema_version().expect("version"), SCHEMA_VERSION);
    const { assert!(SCHEMA_VERSION >= 1) };
    drop(store);

    let conn = Connection::open(&path).expect("raw open");
    let app: i32 = conn
        .query_row("PRAGMA application_id", [], |r| r.get(0))
        .expect("application_id");
    let version: u32 = conn
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .expect("user_version");
    let mode: String = conn
        .query_row("PRAGMA journal_mode", [], |r| r.get(0))
        .expect("journal_mode");
    assert_eq!(app, APPLICATION_ID);
    assert_eq!(version, SCHEMA_VERSION);
    assert_eq!(mode, "wal");
    let mut objects: Vec<String> = conn
        .prepare("SELECT type || ' ' || name FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'")
        .expect("prepare")
        .query_map([], |r| r.get(0))
        .expect("query")
        .collect::<Result<_, _>>()
        .expect("rows");
    objects.sort();
    assert_eq!(
        objects,
        [
            "index cards_by_name",
            "index cases_name_key",
            "index events_retractions",
            "index ruling_records_target",
            "index ruling_records_tournament",
            "table card_imports",
            "table cards",
            "table cases",
            "table events",
            "table judge_sessions",
            "table judges",
            "table ruling_records",
            "table ruling_search",
            "table ruling_search_config",
            "table ruling_search_content",
            "table ruling_search_data",
            "table ruling_search_docsize",
            "table ruling_search_idx",
            "table share_links",
            "table snapshots",
            "table tournament_seals",
            "table tournaments",
            "trigger cases_no_delete",
            "trigger cases_no_update",
            "trigger events_no_delete",
            "trigger events_no_update",
            "trigger ruling_records_index",
            "trigger ruling_records_no_delete",
            "trigger ruling_records_no_update",
            "trigger tournament_seals_no_delete",
            "trigger tournament_seals_no_update",
            "trigger tournaments_no_delete",
            "trigger tournaments_no_update"
        ]
    );
}

#[cfg(unix)]
#[test]
fn new_file_is_private() {
    use std::os::unix::fs::PermissionsExt;
    let dir = TempDir::new().expect("temp dir");
    let path = db_path(&dir);
    let (_store, _) = store_with_case(&path, "mode", 2);
    let mode = fs::metadata(&path).expect("metadata").permissions().mode();
    assert_eq!(mode & 0o777, 0o600, "mode is {:o}", mode & 0o777);
    let wal = dir.path().join("gunbai.db-wal");
    if wal.exists() {
        let mode = fs::metadata(&wal).expect("metadata").permissions().mode();
        assert_eq!(mode & 0o077, 0, "wal mode is {:o}", mode & 0o777);
    }
}

#[test]
fn reopening_is_idempotent() {
    let dir = TempDir::new().expect("temp dir");
    let path = db_path(&dir);
    let (store, case) = store_with_case(&path, "Reopen", 3);
    let before_events = store.events(case).expect("events");
    let before_cases = store.cases().expect("cases");
    drop(store);
    for _ in 0..3 {
        let store = Store::open(&path).expect("reopen");
        assert_eq!(store.schema_version().expect("version"), SCHEMA_VERSION);
        assert_eq!(store.cases().expect("cases"), before_cases);
        assert_eq!(store.events(case).expect("events"), before_events);
        assert!(store
            .verify_chain(case)
            .expect("verify")
            .first_broken
            .is_none());
    }
}

#[test]
fn empty_file_is_initialised() {
    let dir = TempDir::new().expect("temp dir");
    let path = db_path(&dir);
    fs::write(&path, b"").expect("make an empty file");
    let store = Store::open(&path).expect("a 0-byte file becomes a database");
    assert_eq!(store.schema_version().expect("version"), SCHEMA_VERSION);
    assert!(store.cases().expect("cases").is_empty());
}

#[test]
fn blank_sqlite_file_is_initialised() {
    let dir = TempDir::new().expect("temp dir");
    let path = db_path(&dir);
    {
        let conn = Connection::open(&path).expect("raw open");
        // Writes a header, but no tables and no ids.
        conn.execute_batch("PRAGMA page_size = 4096; VACUUM;")
            .expect("vacuum");
    }
    assert!(fs::metadata(&path).expect("metadata").len() > 0);
    let store = Store::open(&path).expect("a blank SQLite file becomes a database");
    assert_eq!(store.schema_version().expect("version"), SCHEMA_VERSION);
}

fn make_too_new(path: &Path, wal: bool) {
    let conn = Connection::open(path).expect("raw open");
    if wal {
        let _: String = conn
            .query_row("PRAGMA journal_mode = WAL", [], |r| r.get(0))
            .expect("wal");
    }
    conn.execute_batch(&format!(
        "CREATE TABLE cases (id INTEGER PRIMARY KEY);
         PRAGMA application_id = {APPLICATION_ID};
         PRAGMA user_version = {};",
        SCHEMA_VERSION + 1
    ))
    .expect("make a newer database");
}

#[test]
fn newer_schema_is_refused_untouched() {
    for (wal, folder) in [(false, "plain"), (true, "wal"), (true, "odd ?#% &=+ é")] {
        let dir = TempDir::new().expect("temp dir");
        let path = dir.path().join(folder).join("gunbai.db");
        fs::create_dir(path.parent().expect("has a folder")).expect("make folder");
        make_too_new(&path, wal);
        assert_refused_untouched(&path, |e| {
            matches!(e, StoreError::TooNew { found, supported, .. }
                if *found == SCHEMA_VERSION + 1 && *supported == SCHEMA_VERSION)
        });
    }
}

#[test]
fn foreign_sqlite_file_is_refused_untouched() {
    let dir = TempDir::new().expect("temp dir");
    let path = db_path(&dir);
    {
        let conn = Connection::open(&path).expect("raw open");
        conn.execute_batch(
            "CREATE TABLE recipes (name TEXT); INSERT INTO recipes VALUES ('miso');",
        )
        .expect("foreign table");
    }
    assert_refused_untouched(&path, |e| matches!(e, StoreError::NotGunbai { .. }));
}

#[test]
fn other_application_is_refused_untouched() {
    let dir = TempDir::new().expect("temp dir");
    let path = db_path(&dir);
    {
        let conn = Connection::open(&path).expect("raw open");
        conn.execute_batch("PRAGMA application_id = 1234; VACUUM;")
            .expect("other application id");
    }
    assert_refused_untouched(&path, |e| matches!(e, StoreError::NotGunbai { .. }));
}

#[test]
fn non_sqlite_files_are_refused_untouched() {
    let dir = TempDir::new().expect("temp dir");
    for (name, bytes) in [
        (
            "notes.txt",
            b"players Allen Bob\nhonor Allen 10\n".repeat(40),
        ),
        ("short.db", b"SQLite".to_vec()),
        (
            "fake.db",
            [b"SQLite format 3\0".as_slice(), &[0xAB; 1000]].concat(),
        ),
    ] {
        let path = dir.path().join(name);
        fs::write(&path, &bytes).expect("write file");
        assert_refused_untouched(&path, |e| matches!(e, StoreError::NotGunbai { .. }));
    }
}

#[test]
fn in_memory_store_works() {
    let mut store = Store::open_in_memory().expect("memory");
    assert_eq!(store.path(), None);
    assert_eq!(store.schema_version().expect("version"), SCHEMA_VERSION);
    let case = store.create_case("scratch", t0()).expect("case").id;
    store.append(case, 0, &events(1, 2)).expect("append");
    assert_eq!(store.head(case).expect("head"), 2);
}

#[test]
fn append_chains_hashes() {
    let dir = TempDir::new().expect("temp dir");
    let path = db_path(&dir);
    let mut store = Store::open(&path).expect("open");
    let case = store.create_case("Chain", t0()).expect("case").id;
    assert_eq!(store.head(case).expect("head"), 0);
    let batch = events(1, 4);
    let stored = store.append(case, 0, &batch).expect("append");
    let more = store.append(case, 4, &events(5, 2)).expect("append more");
    assert_eq!(store.head(case).expect("head"), 6);

    let all = store.events(case).expect("events");
    assert_eq!(all.len(), 6);
    assert_eq!(&all[..4], stored.as_slice());
    assert_eq!(&all[4..], more.as_slice());
    let mut prev = GENESIS_HASH.to_owned();
    for (i, (row, input)) in all.iter().zip(events(1, 6)).enumerate() {
        let seq = u64::try_from(i + 1).expect("small");
        assert_eq!(row.seq, seq);
        assert_eq!(row.case_id, case);
        assert_eq!(row.payload, input.payload);
        assert_eq!(
            row.recorded_at, input.recorded_at,
            "time round-trips exactly"
        );
        assert_eq!(row.prev_hash, prev);
        let line = if seq <= 4 { 1 } else { 5 };
        assert_eq!(row.line, line, "one append is one line");
        assert_eq!(row.hash, chain_hash_v2(&prev, &input, seq, line));
        prev = row.hash.clone();
    }
    let report = store.verify_chain(case).expect("verify");
    assert_eq!(report.events, 6);
    assert_eq!(report.first_broken, None);

    assert!(store.append(case, 6, &[]).expect("empty batch").is_empty());
    assert_eq!(store.head(case).expect("head"), 6);
}

#[test]
fn append_at_wrong_head_conflicts_and_appends_nothing() {
    let dir = TempDir::new().expect("temp dir");
    let path = db_path(&dir);
    let (mut store, case) = store_with_case(&path, "Conflict", 2);
    for wrong in [0, 1, 3, u64::MAX] {
        let err = store
            .append(case, wrong, &events(10, 3))
            .expect_err("wrong head must conflict");
        match err {
            StoreError::Conflict {
                case: name,
                expected,
                actual,
            } => {
                assert_eq!(name, "Conflict");
                assert_eq!(expected, wrong);
                assert_eq!(actual, 2);
            }
            other => panic!("expected a conflict, got {other:?}"),
        }
    }
    assert_eq!(store.head(case).expect("head"), 2);
    assert_eq!(raw_count(&path), 2);
}

#[test]
fn two_handles_racing_one_wins() {
    let dir = TempDir::new().expect("temp dir");
    let path = db_path(&dir);
    let mut a = Store::open(&path).expect("open a");
    let case = a.create_case("Race", t0()).expect("case").id;
    let mut b = Store::open(&path).expect("open b");
    let head_a = a.head(case).expect("head a");
    let head_b = b.head(case).expect("head b");
    assert_eq!((head_a, head_b), (0, 0));
    a.append(case, head_a, &events(1, 1))
        .expect("first writer wins");
    let err = b
        .append(case, head_b, &events(100, 1))
        .expect_err("second writer must conflict");
    assert!(
        matches!(
            err,
            StoreError::Conflict {
                expected: 0,
                actual: 1,
                ..
            }
        ),
        "{err:?}"
    );
    assert_eq!(raw_count(&path), 1);
    assert_eq!(b.events(case).expect("events")[0].payload, event(1).payload);
}

#[test]
fn threads_racing_one_wins() {
    let dir = TempDir::new().expect("temp dir");
    let path = db_path(&dir);
    let case = Store::open(&path)
        .expect("open")
        .create_case("Threads", t0())
        .expect("case")
        .id;
    let barrier = std::sync::Barrier::new(4);
    let results: Vec<Result<usize, StoreError>> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..4u32)
            .map(|i| {
                let path = &path;
                let barrier = &barrier;
                s.spawn(move || {
                    let mut store = Store::open(path)?;
                    let head = store.head(case)?;
                    barrier.wait();
                    store
                        .append(case, head, &events(i * 10, 5))
                        .map(|v| v.len())
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("thread does not panic"))
            .collect()
    });
    let won = results.iter().filter(|r| matches!(r, Ok(5))).count();
    let lost = results
        .iter()
        .filter(|r| matches!(r, Err(StoreError::Conflict { .. })))
        .count();
    assert_eq!((won, lost), (1, 3), "{results:?}");
    assert_eq!(raw_count(&path), 5);
}

#[test]
fn fork_copies_prefix_with_same_hashes() {
    let dir = TempDir::new().expect("temp dir");
    let path = db_path(&dir);
    let (mut store, orig) = store_with_case(&path, "Original", 5);
    let before = store.events(orig).expect("events");

    let fork = store.fork(orig, 3, "Appeal", t0()).expect("fork");
    assert_eq!(fork.events, 3);
    assert_eq!(fork.forked_from, Some((orig, 3)));
    assert_ne!(fork.id, orig);
    assert_eq!(store.case("Appeal").expect("lookup"), fork);

    let copied = store.events(fork.id).expect("fork events");
    assert_eq!(copied.len(), 3);
    for (c, o) in copied.iter().zip(&before) {
        assert_eq!(c.case_id, fork.id);
        assert_eq!(c.hash, o.hash);
        assert_eq!(c.prev_hash, o.prev_hash);
        assert_eq!(
            (c.seq, &c.payload, c.recorded_at),
            (o.seq, &o.payload, o.recorded_at)
        );
    }
    assert_eq!(store.events(orig).expect("original"), before);
    assert!(store
        .verify_chain(fork.id)
        .expect("verify")
        .first_broken
        .is_none());

    // The branches go their own ways.
    let branch = store
        .append(fork.id, 3, &events(50, 1))
        .expect("append fork");
    assert_eq!(branch[0].prev_hash, before[2].hash);
    assert_eq!(store.events(orig).expect("original"), before);
    assert_eq!(store.head(fork.id).expect("head"), 4);

    let empty = store.fork(orig, 0, "Fresh", t0()).expect("fork at 0");
    assert_eq!(empty.events, 0);
    assert!(store.events(empty.id).expect("events").is_empty());

    let err = store
        .fork(orig, 6, "Too far", t0())
        .expect_err("past the end");
    assert!(
        matches!(&err, StoreError::NoSuchStep { at: 6, len: 5, case } if case == "Original"),
        "{err:?}"
    );
    let err = store.fork(orig, 2, "appeal", t0()).expect_err("name taken");
    assert!(matches!(err, StoreError::CaseExists { .. }), "{err:?}");
    assert_eq!(store.cases().expect("cases").len(), 3);
}

#[test]
fn tampered_row_is_found_by_verify_chain() {
    let dir = TempDir::new().expect("temp dir");
    let path = db_path(&dir);
    let (store, case) = store_with_case(&path, "Tamper", 5);
    assert!(store
        .verify_chain(case)
        .expect("verify")
        .first_broken
        .is_none());
    {
        let conn = Connection::open(&path).expect("raw open");
        conn.execute_batch("DROP TRIGGER events_no_update")
            .expect("drop trigger");
        let changed = conn
            .execute(
                "UPDATE events SET payload = ?1 WHERE case_id = ?2 AND seq = 3",
                rusqlite::params![r#"{"player":"Allen","honor":99}"#, case],
            )
            .expect("tamper");
        assert_eq!(changed, 1);
    }
    let report = store.verify_chain(case).expect("verify");
    assert_eq!(report.events, 5);
    let broken = report.first_broken.expect("the change must be found");
    assert_eq!(broken.seq, 3);
    assert!(broken.reason.contains("hash"), "{}", broken.reason);
}

#[test]
fn relinked_and_missing_rows_are_found() {
    let dir = TempDir::new().expect("temp dir");
    let path = db_path(&dir);
    let (store, case) = store_with_case(&path, "Gaps", 5);
    let conn = Connection::open(&path).expect("raw open");
    conn.execute_batch("DROP TRIGGER events_no_update; DROP TRIGGER events_no_delete;")
        .expect("drop triggers");
    // Step 4 rewritten with a consistent hash over a wrong prev_hash.
    let e = event(4);
    let fake_prev = "f".repeat(64);
    conn.execute(
        "UPDATE events SET prev_hash = ?1, hash = ?2 WHERE case_id = ?3 AND seq = 4",
        rusqlite::params![fake_prev, chain_hash_v2(&fake_prev, &e, 4, 1), case],
    )
    .expect("relink");
    let broken = store
        .verify_chain(case)
        .expect("verify")
        .first_broken
        .expect("relinked row");
    assert_eq!(broken.seq, 4);
    assert!(broken.reason.contains("prev_hash"), "{}", broken.reason);

    conn.execute(
        "DELETE FROM events WHERE case_id = ?1 AND seq = 2",
        rusqlite::params![case],
    )
    .expect("delete");
    let report = store.verify_chain(case).expect("verify");
    assert_eq!(report.events, 4);
    let broken = report.first_broken.expect("missing row");
    assert_eq!(broken.seq, 2);
    assert!(broken.reason.contains("missing"), "{}", broken.reason);
}

#[test]
fn triggers_refuse_update_and_delete() {
    let dir = TempDir::new().expect("temp dir");
    let path = db_path(&dir);
    let (store, case) = store_with_case(&path, "Locked", 3);
    let before = store.events(case).expect("events");
    let conn = Connection::open(&path).expect("raw open");
    let update = conn
        .execute("UPDATE events SET payload = '{}' WHERE seq = 2", [])
        .expect_err("update refused");
    assert!(update.to_string().contains("append-only"), "{update}");
    let delete = conn
        .execute("DELETE FROM events WHERE seq = 3", [])
        .expect_err("delete refused");
    assert!(delete.to_string().contains("append-only"), "{delete}");
    assert_eq!(store.events(case).expect("events"), before);
}

#[test]
fn cases_are_found_by_name_prefix_or_id() {
    let mut store = Store::open_in_memory().expect("memory");
    let kolat = store.create_case("Kolat Assassin", t0()).expect("case");
    let kyuden = store.create_case("Kyuden Doji", t0()).expect("case");
    let ten = store.create_case("10", t0()).expect("case");
    store.append(kolat.id, 0, &events(1, 2)).expect("append");

    assert_eq!(store.case("Kolat Assassin").expect("exact").id, kolat.id);
    assert_eq!(
        store.case("kolat assassin").expect("any letter case").id,
        kolat.id
    );
    assert_eq!(store.case("KOL").expect("prefix").id, kolat.id);
    assert_eq!(store.case("kolat").expect("prefix").events, 2);
    assert_eq!(store.case("10").expect("name before id").id, ten.id);
    assert_eq!(
        store.case(&kyuden.id.to_string()).expect("numeric id").id,
        kyuden.id
    );
    match store.case("k").expect_err("two cases start with k") {
        StoreError::AmbiguousCase { matches, .. } => {
            assert_eq!(matches, ["Kolat Assassin", "Kyuden Doji"]);
        }
        other => panic!("expected ambiguity, got {other:?}"),
    }
    match store.case("Kolat Asassin").expect_err("typo") {
        StoreError::UnknownCase { name, suggestions } => {
            assert_eq!(name, "Kolat Asassin");
            assert_eq!(suggestions, ["Kolat Assassin"]);
        }
        other => panic!("expected unknown case, got {other:?}"),
    }
    let err = store.case("zzz").expect_err("unknown");
    assert!(matches!(&err, StoreError::UnknownCase { suggestions, .. } if suggestions.is_empty()));
    assert!(err.to_string().starts_with("no case named `zzz`"), "{err}");

    let names: Vec<String> = store
        .cases()
        .expect("cases")
        .into_iter()
        .map(|c| c.name)
        .collect();
    assert_eq!(names, ["Kolat Assassin", "Kyuden Doji", "10"]);
}

#[test]
fn case_names_are_checked() {
    let store = Store::open_in_memory().expect("memory");
    store.create_case("Final", t0()).expect("case");
    for bad in ["", "   ", " padded", "line\nbreak", &"x".repeat(201)] {
        let err = store.create_case(bad, t0()).expect_err("bad name refused");
        assert!(
            matches!(err, StoreError::InvalidName { .. }),
            "{bad:?}: {err:?}"
        );
    }
    for taken in ["Final", "FINAL"] {
        let err = store
            .create_case(taken, t0())
            .expect_err("taken name refused");
        assert!(
            matches!(&err, StoreError::CaseExists { name } if name == "Final"),
            "{err:?}"
        );
    }
    assert_eq!(store.cases().expect("cases").len(), 1);
}

#[test]
fn reading_part_of_a_case() {
    let dir = TempDir::new().expect("temp dir");
    let path = db_path(&dir);
    let (store, case) = store_with_case(&path, "Steps", 4);
    let all = store.events(case).expect("events");
    assert_eq!(
        store.events_up_to(case, 2).expect("prefix"),
        all[..2].to_vec()
    );
    assert_eq!(store.events_up_to(case, 4).expect("whole"), all);
    assert!(store.events_up_to(case, 0).expect("none").is_empty());
    let err = store.events_up_to(case, 5).expect_err("past the end");
    assert!(
        matches!(err, StoreError::NoSuchStep { at: 5, len: 4, .. }),
        "{err:?}"
    );

    let mut seen = Vec::new();
    store
        .for_each_event(case, |e| {
            seen.push(e);
            Ok(())
        })
        .expect("stream");
    assert_eq!(seen, all);

    let mut calls = 0;
    let err = store
        .for_each_event(case, |e| {
            calls += 1;
            if e.seq == 2 {
                return Err(StoreError::NoSuchStep {
                    case: "stop".to_owned(),
                    at: e.seq,
                    len: 0,
                });
            }
            Ok(())
        })
        .expect_err("the callback's error comes back");
    assert!(matches!(err, StoreError::NoSuchStep { at: 2, .. }));
    assert_eq!(calls, 2);
}

#[test]
fn unknown_case_ids_are_reported() {
    let mut store = Store::open_in_memory().expect("memory");
    assert!(matches!(
        store.head(42),
        Err(StoreError::UnknownCase { .. })
    ));
    assert!(matches!(
        store.events(42),
        Err(StoreError::UnknownCase { .. })
    ));
    assert!(matches!(
        store.append(42, 0, &events(1, 1)),
        Err(StoreError::UnknownCase { .. })
    ));
    assert!(matches!(
        store.fork(42, 0, "x", t0()),
        Err(StoreError::UnknownCase { .. })
    ));
    assert!(store.cases().expect("cases").is_empty());
}

#[test]
fn case_info_serializes() {
    let mut store = Store::open_in_memory().expect("memory");
    let case = store.create_case("Json", t0()).expect("case");
    let fork = store.fork(case.id, 0, "Json 2", t0()).expect("fork");
    let value = serde_json::to_value(&fork).expect("serialize");
    assert_eq!(value["name"], "Json 2");
    assert_eq!(value["forked_from"], serde_json::json!([case.id, 0]));
    let stored = store.append(case.id, 0, &events(1, 1)).expect("append");
    let value = serde_json::to_value(&stored[0]).expect("serialize");
    assert_eq!(value["seq"], 1);
    assert_eq!(value["hash"], stored[0].hash.as_str());
}

#[test]
fn a_folder_is_not_a_database() {
    let dir = TempDir::new().expect("temp dir");
    let err = Store::open(dir.path()).expect_err("a folder is refused");
    assert!(matches!(err, StoreError::Io { .. }), "{err:?}");
    assert!(err.to_string().contains("folder"), "{err}");
    assert!(listing(dir.path()).is_empty());
}

#[test]
fn foreign_file_with_hot_journal_is_refused_untouched() {
    // A crash in the middle of another program's transaction leaves a hot
    // journal; any connection that may write would roll it back into the file.
    let dir = TempDir::new().expect("temp dir");
    let live = dir.path().join("live.db");
    let crashed = dir.path().join("crashed");
    fs::create_dir(&crashed).expect("make folder");
    let path = crashed.join("gunbai.db");
    let conn = Connection::open(&live).expect("raw open");
    conn.execute_batch(
        "PRAGMA journal_mode = DELETE;
         CREATE TABLE recipes (body BLOB);
         INSERT INTO recipes SELECT zeroblob(2000) FROM (SELECT 1 UNION SELECT 2 UNION SELECT 3);
         PRAGMA cache_size = 1;
         BEGIN;
         UPDATE recipes SET body = randomblob(2000);
         INSERT INTO recipes SELECT randomblob(2000) FROM recipes;
         INSERT INTO recipes SELECT randomblob(2000) FROM recipes;",
    )
    .expect("a transaction too big for the cache");
    let journal = dir.path().join("live.db-journal");
    assert!(journal.exists(), "the open transaction has a journal");
    fs::copy(&live, &path).expect("copy file mid-transaction");
    fs::copy(&journal, crashed.join("gunbai.db-journal")).expect("copy journal");
    conn.execute_batch("ROLLBACK").expect("rollback");
    let journal_before = fs::read(crashed.join("gunbai.db-journal")).expect("read journal");

    assert_refused_untouched(&path, |e| matches!(e, StoreError::NotGunbai { .. }));
    assert!(
        fs::read(crashed.join("gunbai.db-journal")).expect("journal still there") == journal_before,
        "journal bytes changed"
    );
}
