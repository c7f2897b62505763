//! The server checks the file when it starts, and a connection it opens later for a request
//! checks it before that connection's first write only: pages read from new connections never
//! read the whole file (on a long case that took seconds, for each of them at once), and a file
//! found damaged is still never written into. The check reads the file on a connection of its
//! own, so a page a connection keeps in its cache from before a change does not hide it.

use crate::harden_mark::damage_the_card_index;
use crate::serve_http::{World, HEAD_PW};

#[test]
fn pages_read_on_new_connections_do_not_check_the_file_and_a_damaged_one_takes_no_line() {
    let w = World::new();
    let mut judge = w.judge("Mika", HEAD_PW);
    let t = judge.token();
    let r = judge.post("/cases", &[("csrf", &t), ("name", "quiet")]);
    let case = r.header("location").expect("location").to_owned();
    let r = judge.post(
        &format!("{case}/lines"),
        &[("csrf", &t), ("head", "0"), ("lines", "players Allen Bob")],
    );
    assert_eq!(r.status, 200, "{}", r.body);
    let events = |w: &World| {
        rusqlite::Connection::open(&w.db)
            .expect("open")
            .query_row("SELECT count(*) FROM events", [], |r| r.get::<_, i64>(0))
            .expect("count")
    };
    let before = events(&w);
    let readers: Vec<_> = (0..8).map(|_| w.judge("Mika", HEAD_PW)).collect();
    // Past the coarse clock's tick of the last write (a change within it is not seen; see
    // docs/verify.md, "Where the promise narrows").
    std::thread::sleep(std::time::Duration::from_millis(100));
    damage_the_card_index(&w.db);
    // Eight pages at once: the pool opens new connections for them, none of which checks.
    let pages: Vec<u16> = std::thread::scope(|s| {
        let handles: Vec<_> = readers
            .into_iter()
            .map(|mut c| {
                let case = case.clone();
                s.spawn(move || c.get(&case).status)
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("a reader"))
            .collect()
    });
    assert!(pages.iter().all(|&s| s == 200), "{pages:?}");
    // A line into the damaged file is refused and writes nothing.
    let page = judge.get(&case);
    let head = crate::serve_load::head_of(&page.body).to_string();
    let t = page.csrf();
    let r = judge.post(
        &format!("{case}/lines"),
        &[("csrf", &t), ("head", &head), ("lines", "gain Allen 1")],
    );
    assert_ne!(r.status, 200, "a line was taken: {}", r.body);
    assert_eq!(events(&w), before, "a damaged file was written into");
}

/// A connection that read the whole file when it opened holds its pages in its cache; a byte
/// changed on the file behind SQLite's back moves no counter SQLite looks at, so the check
/// before its next write must read the file itself, not that cache.
#[test]
fn a_connection_whose_cache_holds_a_page_as_it_was_still_finds_it_damaged() {
    use chrono::Utc;
    use gunbai::store::{Store, StoreError};
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("cached.sqlite");
    let store = Store::open(&db).expect("create");
    let case = store.create_case("t", Utc::now()).expect("a case");
    // Every page read once more on this connection, the card index's with them.
    assert!(store.integrity_check().expect("check").is_empty());
    std::thread::sleep(std::time::Duration::from_millis(100));
    damage_the_card_index(&db);
    let refused = store.create_case("u", Utc::now());
    assert!(
        matches!(refused, Err(StoreError::Damaged { .. })),
        "a damaged file was written into: {refused:?}"
    );
    drop(store);
    let c = rusqlite::Connection::open(&db).expect("open");
    let cases: i64 = c
        .query_row("SELECT count(*) FROM cases", [], |r| r.get(0))
        .expect("count");
    assert_eq!(cases, 1, "case {} only", case.name);
}
