//! The store's rules through [`Backend`], on SQLite and on PostgreSQL alike (the PostgreSQL half
//! skips loudly without a server: see `pg_support`): appends with the expected step, the loser
//! of a race told, the hash chains and anchors identical on both back ends, verify finding a
//! changed row, and rows that cannot be changed or deleted.

use std::sync::{Arc, Barrier};
use std::time::Duration;

use gunbai::store::backend::{Backend, Location};
use gunbai::store::pg::PgStore;
use gunbai::store::{CaseInfo, StoreError};

use crate::pg_support::{both, event, events, server, t0, with_user, Held, PgDb};

fn case_with(b: &mut dyn Backend, name: &str, n: u32) -> CaseInfo {
    let c = b.create_case(name, t0()).expect("new case");
    if n > 0 {
        b.append(c.id, 0, &events(1, n)).expect("append");
    }
    b.case_by_id(c.id).expect("read back")
}

#[test]
fn append_read_back_and_anchor_are_the_same_on_both() {
    let mut anchors = Vec::new();
    for held in both("append_read_back_and_anchor_are_the_same_on_both") {
        let mut b = held.open();
        let c = case_with(b.as_mut(), "Table 7", 3);
        assert_eq!(c.events, 3, "{}", held.kind());
        let more = b.append(c.id, 3, &events(4, 2)).expect("append two");
        assert_eq!(more.iter().map(|e| e.seq).collect::<Vec<_>>(), [4, 5]);
        assert_eq!(more[0].line, 4);
        assert_eq!(more[1].line, 4);
        let rows = b.events(c.id).expect("events");
        assert_eq!(rows.len(), 5);
        assert_eq!(rows[4].payload, event(5).payload, "stored byte for byte");
        assert_eq!(rows[4].recorded_at, event(5).recorded_at);
        for w in rows.windows(2) {
            assert_eq!(w[1].prev_hash, w[0].hash, "{}: chained", held.kind());
        }
        let report = b.verify_chain(c.id).expect("verify");
        assert!(report.problems.is_empty(), "{}: {report:?}", held.kind());
        assert_eq!(report.events, 5);
        let anchor = b.anchor(c.id).expect("anchor");
        assert_eq!(anchor, report.head);
        assert_eq!(b.head(c.id).expect("head"), 5);
        anchors.push((
            held.kind(),
            anchor,
            rows.into_iter().map(|r| r.hash).collect::<Vec<_>>(),
        ));
    }
    // The same case written the same way has the same hashes and anchor on both back ends.
    if let [(_, a, ha), (_, b, hb)] = anchors.as_slice() {
        assert_eq!(ha, hb, "the same rows, the same hashes");
        assert_eq!(a, b, "the same anchor");
    }
}

#[test]
fn a_stale_expected_step_is_a_conflict_and_appends_nothing() {
    for held in both("a_stale_expected_step_is_a_conflict_and_appends_nothing") {
        let mut b = held.open();
        let c = case_with(b.as_mut(), "appeal", 2);
        match b.append(c.id, 1, &events(3, 2)) {
            Err(StoreError::Conflict {
                case,
                expected,
                actual,
            }) => {
                assert_eq!((case.as_str(), expected, actual), ("appeal", 1, 2));
            }
            other => panic!("{}: expected a conflict, got {other:?}", held.kind()),
        }
        assert_eq!(b.head(c.id).expect("head"), 2, "{}", held.kind());
        let err = b.append(c.id, 5, &events(3, 1)).expect_err("ahead");
        assert!(matches!(err, StoreError::Conflict { actual: 2, .. }));
        assert!(b.verify_chain(c.id).expect("verify").problems.is_empty());
    }
}

/// Writers on their own connections append to one case at once, each stating the step it read:
/// every step is stored once, none is lost, and each loser is told (and retries).
#[test]
fn racing_writers_lose_nothing_and_duplicate_nothing() {
    for held in both("racing_writers_lose_nothing_and_duplicate_nothing") {
        let c = case_with(held.open().as_mut(), "race", 0);
        let writers = 4;
        let each = 15u32;
        let start = Arc::new(Barrier::new(writers));
        let held = Arc::new(held);
        let handles: Vec<_> = (0..writers)
            .map(|w| {
                let start = start.clone();
                let held = held.clone();
                std::thread::spawn(move || {
                    let mut b = held.open();
                    start.wait();
                    let mut lost = 0u32;
                    for i in 0..each {
                        let mut e = event(i);
                        e.author = format!("writer{w}");
                        e.payload = format!(r#"{{"w":{w},"i":{i}}}"#);
                        loop {
                            let head = b.head(c.id).expect("head");
                            match b.append(c.id, head, std::slice::from_ref(&e)) {
                                Ok(_) => break,
                                Err(StoreError::Conflict { .. }) => lost += 1,
                                Err(other) => panic!("writer {w}: {other}"),
                            }
                        }
                    }
                    lost
                })
            })
            .collect();
        let lost: u32 = handles.into_iter().map(|h| h.join().expect("writer")).sum();
        let mut b = held.open();
        let rows = b.events(c.id).expect("events");
        assert_eq!(rows.len(), writers * each as usize, "{}", held.kind());
        let mut seen: Vec<&str> = rows.iter().map(|r| r.payload.as_str()).collect();
        seen.sort();
        seen.dedup();
        assert_eq!(seen.len(), rows.len(), "{}: no line twice", held.kind());
        assert!(b.verify_chain(c.id).expect("verify").problems.is_empty());
        eprintln!(
            "{}: {} appends by {writers} writers, {lost} conflicts told and retried",
            held.kind(),
            rows.len()
        );
    }
}

/// The primary key is the lock on PostgreSQL: a writer that read the head before another writer
/// stored the next step (still uncommitted) waits for it, and then is told it lost.
#[test]
fn pg_the_primary_key_tells_the_loser_of_a_race() {
    let Some(url) = server("pg_the_primary_key_tells_the_loser_of_a_race") else {
        return;
    };
    let db = PgDb::new(&url);
    let mut a = db.store();
    let c = case_with(&mut a, "race", 2);
    let mut other = db.owner();
    let mut tx = other.transaction().expect("begin");
    tx.execute(
        "INSERT INTO events SELECT case_id, 3, kind, version, payload, source, author, \
         recorded_at, state_hash, hash, hash, line, hash_version FROM events \
         WHERE case_id = $1 AND seq = 2",
        &[&c.id],
    )
    .expect("the other writer's step 3, not yet committed");
    let writer = std::thread::spawn(move || {
        let r = a.append(c.id, 2, &events(3, 1));
        (r, a)
    });
    std::thread::sleep(Duration::from_millis(400));
    assert!(!writer.is_finished(), "the second writer waits on the key");
    tx.commit().expect("the first writer commits");
    let (r, mut a) = writer.join().expect("writer");
    match r {
        Err(StoreError::Conflict {
            expected, actual, ..
        }) => assert_eq!((expected, actual), (2, 3)),
        other => panic!("expected a conflict, got {other:?}"),
    }
    assert_eq!(
        a.events(c.id).expect("events").len(),
        3,
        "nothing of the loser"
    );
}

/// An append on PostgreSQL is one statement chained on the hash of the head this connection
/// last saw: when another connection moved the case on, the stale step is refused and writes
/// nothing, and an append at the true head (whose hash this connection never saw) is chained on
/// the stored hash.
#[test]
fn pg_an_append_chained_on_an_old_head_writes_nothing() {
    let Some(url) = server("pg_an_append_chained_on_an_old_head_writes_nothing") else {
        return;
    };
    let db = PgDb::new(&url);
    let mut a = db.store();
    let mut b = db.store();
    let c = case_with(&mut a, "two desks", 2);
    assert_eq!(b.events(c.id).expect("b reads").len(), 2);
    b.append(c.id, 2, &events(3, 1)).expect("b appends step 3");
    match a.append(c.id, 2, &events(3, 2)) {
        Err(StoreError::Conflict {
            expected, actual, ..
        }) => assert_eq!((expected, actual), (2, 3)),
        other => panic!("expected a conflict, got {other:?}"),
    }
    let mut late = events(4, 2);
    late[0].author = "desk a".into();
    let rows = a
        .append(c.id, 3, &late)
        .expect("a appends at the true head");
    assert_eq!(rows.iter().map(|r| r.seq).collect::<Vec<_>>(), [4, 5]);
    a.append(c.id, 5, &events(6, 1))
        .expect("and again, on its own last hash");
    let stored = b.events(c.id).expect("events");
    assert_eq!(stored.len(), 6, "nothing of the refused append");
    assert_eq!(stored[3].author, "desk a");
    for w in stored.windows(2) {
        assert_eq!(w[1].prev_hash, w[0].hash, "chained");
    }
    assert!(b.verify_chain(c.id).expect("verify").problems.is_empty());
    // An append to a case that does not exist is said so, and writes nothing.
    assert!(matches!(
        a.append(c.id + 1000, 0, &events(1, 1)),
        Err(StoreError::UnknownCase { .. })
    ));
    assert!(matches!(
        a.append(c.id + 1000, 4, &events(5, 1)),
        Err(StoreError::UnknownCase { .. })
    ));
}

#[test]
fn pg_rows_cannot_be_changed_or_deleted() {
    let Some(url) = server("pg_rows_cannot_be_changed_or_deleted") else {
        return;
    };
    let db = PgDb::new(&url);
    let mut s = db.store();
    let c = case_with(&mut s, "kept", 2);
    let mut owner = db.owner();
    for sql in [
        "UPDATE events SET payload = 'x' WHERE seq = 1",
        "DELETE FROM events WHERE seq = 2",
        "TRUNCATE events CASCADE",
        "UPDATE cases SET name = 'other'",
        "DELETE FROM cases",
    ] {
        let e = owner.batch_execute(sql).expect_err(sql);
        assert!(
            e.as_db_error()
                .is_some_and(|d| d.message().contains("append-only")),
            "{sql}: {e:?}"
        );
    }
    // A writer logging in through the role may add and read, and nothing else, even with the
    // triggers off.
    let role = format!("{}_w", db.name);
    owner
        .batch_execute(&format!(
            "CREATE ROLE {role} LOGIN PASSWORD 'pw-{role}' IN ROLE gunbai_writer; \
             GRANT CONNECT ON DATABASE {} TO {role}; \
             ALTER TABLE events DISABLE TRIGGER events_no_change",
            db.name
        ))
        .expect("a writer's login");
    let writer_url = with_user(&db.url, &role, &format!("pw-{role}"));
    let mut w = PgStore::connect(&writer_url).expect("the writer connects");
    w.append(c.id, 2, &events(3, 1))
        .expect("the writer appends");
    let refused = w
        .client()
        .batch_execute("UPDATE events SET payload = 'x' WHERE seq = 1")
        .expect_err("the writer cannot update");
    assert_eq!(
        refused.code(),
        Some(&postgres::error::SqlState::INSUFFICIENT_PRIVILEGE),
        "{refused:?}"
    );
    let refused = w
        .client()
        .batch_execute("DELETE FROM events")
        .expect_err("the writer cannot delete");
    assert_eq!(
        refused.code(),
        Some(&postgres::error::SqlState::INSUFFICIENT_PRIVILEGE)
    );
    drop(w);
    owner
        .batch_execute(&format!(
            "ALTER TABLE events ENABLE TRIGGER events_no_change; DROP OWNED BY {role}; DROP ROLE {role}"
        ))
        .expect("clean up the role");
    assert!(s.verify_chain(c.id).expect("verify").problems.is_empty());
}

/// A row changed behind the store's back (triggers off) is found by verify on both back ends,
/// at the step that was changed; a changed header too.
#[test]
fn verify_finds_a_changed_row_on_both() {
    for held in both("verify_finds_a_changed_row_on_both") {
        let mut b = held.open();
        let c = case_with(b.as_mut(), "tampered", 4);
        let before = b.anchor(c.id).expect("anchor");
        match &held {
            Held::Sqlite { path, .. } => {
                let conn = rusqlite::Connection::open(path).expect("raw");
                conn.execute_batch(
                    "DROP TRIGGER events_no_update; \
                     UPDATE events SET payload = '{\"honor\":99}' WHERE seq = 3;",
                )
                .expect("tamper");
            }
            Held::Pg(db) => {
                db.owner()
                    .batch_execute(
                        "ALTER TABLE events DISABLE TRIGGER events_no_change; \
                         UPDATE events SET payload = '{\"honor\":99}' WHERE seq = 3; \
                         ALTER TABLE events ENABLE TRIGGER events_no_change;",
                    )
                    .expect("tamper");
            }
        }
        let mut b = held.open();
        let report = b.verify_chain(c.id).expect("verify");
        let broken = report.first_broken.expect("found");
        assert_eq!(broken.seq, 3, "{}", held.kind());
        assert!(broken.reason.contains("changed after it was written"));
        // The anchor is over the stored last hash: the last row was not touched, so a change in
        // the middle shows in verify, and the anchor stays (which is why verify walks the chain).
        assert_eq!(b.anchor(c.id).expect("anchor"), before);
    }
    if let Some(url) = server("verify_finds_a_changed_row_on_both (header)") {
        let db = PgDb::new(&url);
        let mut s = db.store();
        let c = case_with(&mut s, "renamed", 1);
        db.owner()
            .batch_execute(
                "ALTER TABLE cases DISABLE TRIGGER cases_no_change; \
                 UPDATE cases SET name = 'Renamed', name_key = 'renamed'; \
                 ALTER TABLE cases ENABLE TRIGGER cases_no_change;",
            )
            .expect("rename");
        let report = s.verify_chain(c.id).expect("verify");
        assert_eq!(report.problems.first().map(|p| p.seq), Some(0));
        assert!(report.problems[0].reason.contains("name"));
    }
}

#[test]
fn names_resolve_alike_on_both() {
    for held in both("names_resolve_alike_on_both") {
        let mut b = held.open();
        let a = b.create_case("Kyoto Table 7", t0()).expect("a");
        b.create_case("Kyoto Table 8", t0()).expect("b");
        let err = b.create_case("kyoto table 7", t0()).expect_err("same name");
        assert!(
            matches!(&err, StoreError::CaseExists { name } if name == "Kyoto Table 7"),
            "{}: {err:?}",
            held.kind()
        );
        assert_eq!(b.case("kyoto table 7").expect("ignoring case").id, a.id);
        assert!(matches!(
            b.case("kyoto"),
            Err(StoreError::AmbiguousCase { .. })
        ));
        assert_eq!(b.case(&a.id.to_string()).expect("by id").id, a.id);
        match b.case("Kyoto Tabel 7") {
            Err(StoreError::UnknownCase { suggestions, .. }) => {
                assert_eq!(
                    suggestions.first().map(String::as_str),
                    Some("Kyoto Table 7")
                )
            }
            other => panic!("{other:?}"),
        }
        assert!(matches!(
            b.create_case(" padded", t0()),
            Err(StoreError::InvalidName { .. })
        ));
        assert_eq!(b.cases().expect("list").len(), 2);
    }
}

#[test]
fn a_fork_keeps_the_original_hashes_on_both() {
    for held in both("a_fork_keeps_the_original_hashes_on_both") {
        let mut b = held.open();
        let c = case_with(b.as_mut(), "original", 5);
        let f = b.fork(c.id, 3, "what-if", t0()).expect("fork");
        assert_eq!(f.forked_from, Some((c.id, 3)));
        let (orig, fork) = (b.events(c.id).expect("o"), b.events(f.id).expect("f"));
        assert_eq!(fork.len(), 3);
        for (o, f) in orig.iter().zip(&fork) {
            assert_eq!(o.hash, f.hash, "{}", held.kind());
        }
        assert!(b.verify_chain(f.id).expect("verify").problems.is_empty());
        assert!(matches!(
            b.fork(c.id, 9, "too far", t0()),
            Err(StoreError::NoSuchStep { .. })
        ));
    }
}

#[test]
fn pg_a_database_that_is_not_gunbais_or_is_newer_is_refused() {
    let Some(url) = server("pg_a_database_that_is_not_gunbais_or_is_newer_is_refused") else {
        return;
    };
    let foreign = PgDb::new(&url);
    foreign
        .owner()
        .batch_execute("CREATE TABLE cases (x int)")
        .expect("someone else's table");
    let err = PgStore::connect(&foreign.url).expect_err("not gunbai's");
    assert!(matches!(err, StoreError::NotGunbai { .. }), "{err:?}");
    let newer = PgDb::new(&url);
    let mut s = newer.store();
    assert_eq!(
        s.schema_version().expect("version"),
        gunbai::store::pg::PG_SCHEMA_VERSION
    );
    drop(s);
    newer
        .owner()
        .batch_execute("INSERT INTO schema_version (version) VALUES (99)")
        .expect("a newer gunbai's mark");
    let err = PgStore::connect(&newer.url).expect_err("too new");
    assert!(
        matches!(err, StoreError::TooNew { found: 99, .. }),
        "{err:?}"
    );
    // Two connections migrating at once migrate once.
    let fresh = PgDb::new(&url);
    let urls = [fresh.url.clone(), fresh.url.clone()];
    let hs: Vec<_> = urls
        .into_iter()
        .map(|u| std::thread::spawn(move || PgStore::connect(&u).map(|_| ())))
        .collect();
    for h in hs {
        h.join().expect("thread").expect("connect");
    }
    let n: i64 = fresh
        .owner()
        .query_one("SELECT count(*) FROM schema_version", &[])
        .expect("count")
        .get(0);
    assert_eq!(
        n,
        i64::from(gunbai::store::pg::PG_SCHEMA_VERSION),
        "each migration once"
    );
}

#[test]
fn a_server_that_is_not_there_is_said_plainly() {
    let err = PgStore::connect("postgres://nobody:secret@127.0.0.1:1/none").expect_err("no server");
    let text = err.to_string();
    assert!(text.contains("cannot reach"), "{text}");
    assert!(
        !text.contains("secret"),
        "the password is never shown: {text}"
    );
    assert!(matches!(
        Location::parse(std::path::Path::new("postgres://h/db")),
        Location::Postgres(_)
    ));
}

/// A role without rights is told what it may not do and what to log in as, and writes nothing:
/// one with no grant at all cannot even read, and one that may only read cannot append.
#[test]
fn pg_a_role_without_rights_is_told_and_writes_nothing() {
    let Some(url) = server("pg_a_role_without_rights_is_told_and_writes_nothing") else {
        return;
    };
    let db = PgDb::new(&url);
    let mut s = db.store();
    let c = case_with(&mut s, "kept", 2);
    let mut owner = db.owner();
    let (none, reader) = (format!("{}_n", db.name), format!("{}_r", db.name));
    owner
        .batch_execute(&format!(
            "CREATE ROLE {none} LOGIN PASSWORD 'pw'; GRANT CONNECT ON DATABASE {d} TO {none}; \
             CREATE ROLE {reader} LOGIN PASSWORD 'pw'; GRANT CONNECT ON DATABASE {d} TO {reader}; \
             GRANT SELECT ON ALL TABLES IN SCHEMA public TO {reader}",
            d = db.name
        ))
        .expect("two roles");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_gunbai"))
        .args(["--db", &with_user(&db.url, &none, "pw"), "case", "list"])
        .env_remove("GUNBAI_DB")
        .env("GUNBAI_LANG", "en")
        .output()
        .expect("run gunbai");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "{err}");
    assert!(
        err.contains("may not do this") && err.contains("IN ROLE gunbai_writer"),
        "{err}"
    );
    let mut r = PgStore::connect(&with_user(&db.url, &reader, "pw")).expect("a reader connects");
    assert_eq!(r.events(c.id).expect("it reads").len(), 2);
    match r.append(c.id, 2, &events(3, 1)) {
        Err(e @ StoreError::PostgresDenied { .. }) => {
            assert!(e.to_string().contains("nothing was written"), "{e}");
        }
        other => panic!("expected a refusal, got {other:?}"),
    }
    assert!(matches!(
        r.create_case("new", t0()),
        Err(StoreError::PostgresDenied { .. })
    ));
    drop(r);
    assert_eq!(s.head(c.id).expect("head"), 2, "nothing appended");
    assert_eq!(s.cases().expect("cases").len(), 1, "no case made");
    owner
        .batch_execute(&format!(
            "DROP OWNED BY {none}; DROP ROLE {none}; DROP OWNED BY {reader}; DROP ROLE {reader}"
        ))
        .expect("clean up the roles");
}
