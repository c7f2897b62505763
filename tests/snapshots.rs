//! Saved boards are a cache: a case opened or jumped into from one reads exactly the board a
//! fold of every event gives, and a snapshot that does not match the record is never used. The
//! fold that trusts no saved board (`Boards::Ignore`) reads every event and writes nothing.

use chrono::{TimeZone, Utc};
use gunbai::coverage::SCENARIOS;
use gunbai::engine::{Event, Game, Library, State, EVENT_VERSION};
use gunbai::fold::{self, Boards, ENGINE_BUILD, SNAPSHOT_EVERY};
use gunbai::session::{self, Session};
use gunbai::store::{CaseInfo, NewEvent, Store};

fn epoch() -> chrono::DateTime<Utc> {
    Utc.timestamp_opt(1_700_000_000, 0)
        .single()
        .expect("a valid time")
}

/// The events a script makes, run in memory.
fn events_of(src: &str) -> Vec<Event> {
    let mut s = Session::in_memory(Library::embedded());
    let report = session::run_script(&mut s, src, epoch(), |_, _| {});
    assert!(report.error.is_none(), "{:?}", report.error);
    s.game().events().to_vec()
}

/// The board after each event, folded by a game that keeps every event.
fn boards(events: &[Event]) -> Vec<State> {
    let mut g = Game::new();
    let mut out = vec![State::default()];
    for e in events {
        g.push_quiet(e.clone());
        out.push(g.state().clone());
    }
    out
}

/// A case written with today's state hash (`v1`: with the first one) after every event.
fn write_case(store: &mut Store, name: &str, events: &[Event], v1: bool) -> CaseInfo {
    let info = store.create_case(name, epoch()).expect("a case");
    let mut g = Game::new();
    let rows: Vec<NewEvent> = events
        .iter()
        .map(|e| {
            g.push_quiet(e.clone());
            NewEvent {
                kind: e.kind().to_string(),
                version: EVENT_VERSION,
                payload: e.to_json(),
                source: format!("line for {}", e.kind()),
                author: "judge".into(),
                recorded_at: epoch(),
                state_hash: if v1 {
                    g.state().hash_v1()
                } else {
                    g.state_hash()
                },
            }
        })
        .collect();
    store.append(info.id, 0, &rows).expect("append");
    store.case(name).expect("the case")
}

/// Three players' worth of cards, a long run of bows, straightens and honor, with undos spread
/// through it and a run of undos at the end that reaches back across saved boards.
fn long_script(lines: usize, tail_undos: usize) -> String {
    let mut s =
        String::from("players Allen Bob\nhonor Allen 10; honor Bob 10\nturn Allen action\n");
    for i in 0..4 {
        s.push_str(&format!(
            "enter Allen personality \"P{i}\" force 1 chi 2 ph 1 traits samurai as p{i}\n"
        ));
    }
    for i in 0..lines {
        let h = i % 4;
        s.push_str(&format!("bow p{h}\nstraighten p{h}\ngain Bob 1\n"));
        if i % 97 == 0 {
            s.push_str("undo\n");
        }
    }
    for _ in 0..tail_undos {
        s.push_str("undo\n");
    }
    s.push_str("lose Bob 2\n");
    s
}

#[test]
fn every_scenario_board_reads_back_from_its_saved_form() {
    for (name, src) in SCENARIOS {
        let mut s = Session::in_memory(Library::embedded());
        session::run_script(&mut s, src, epoch(), |_, _| {});
        for (i, want) in boards(s.game().events()).iter().enumerate() {
            let saved = serde_json::to_vec(want).expect("a board saves");
            let mut back: State = serde_json::from_slice(&saved).expect("and reads back");
            assert_eq!(&back, want, "{name}: the board after event {i}");
            back.settle();
            assert_eq!(back.hash(), want.hash(), "{name}: its hash after event {i}");
            // As a fold reads it: the cards kept as their texts, hashed before any is decoded.
            let text = std::sync::Arc::new(saved);
            let (lazy, end) = State::from_saved(&text, 0).expect("reads as a saved board");
            assert_eq!(end, text.len());
            assert_eq!(lazy.hash(), want.hash(), "{name}: its hash after event {i}");
            for (at, c) in want.cards.iter().enumerate() {
                let g = lazy.cards.glance(at).expect("a card");
                assert_eq!(
                    (g.handle, g.controller, g.zone, g.attached_to, g.modified),
                    (
                        c.handle.as_str(),
                        c.controller,
                        c.zone,
                        c.attached_to.as_deref(),
                        !c.mods.is_empty()
                    ),
                    "{name}: card {at} after event {i}"
                );
            }
            assert_eq!(&lazy, want, "{name}: the board after event {i}");
        }
    }
}

#[test]
fn jumps_from_saved_boards_read_what_a_full_fold_reads() {
    let events = events_of(&long_script(1100, 400));
    let n = events.len() as u64;
    assert!(n > 3 * SNAPSHOT_EVERY, "{n} events");
    let want = boards(&events);
    for v1 in [false, true] {
        let mut store = Store::open_in_memory().expect("a store");
        let info = write_case(&mut store, "long", &events, v1);
        // The first full read saves boards on the way.
        let g = fold::game_at(&mut store, &info, n, Boards::Save).expect("fold");
        assert_eq!(g.state(), &want[n as usize]);
        let steps = store.snapshot_steps(info.id, ENGINE_BUILD).expect("steps");
        assert_eq!(
            steps,
            (1..=n / SNAPSHOT_EVERY)
                .map(|k| k * SNAPSHOT_EVERY)
                .collect::<Vec<_>>(),
            "a board at every {SNAPSHOT_EVERY}th step (v1 {v1})"
        );
        // Every jump, including those the tail of undos makes reach back past saved boards.
        let mut at = 0;
        while at <= n {
            let g = fold::game_at(&mut store, &info, at, Boards::Save).expect("jump");
            assert_eq!(g.len(), at);
            assert_eq!(g.state(), &want[at as usize], "after event {at} (v1 {v1})");
            at += 211;
        }
        let g = fold::game_at(&mut store, &info, n, Boards::Read).expect("fold");
        assert_eq!(g.state(), &want[n as usize]);
    }
}

#[test]
fn a_saved_board_that_does_not_match_the_record_is_not_used() {
    let events = events_of(&long_script(800, 0));
    let n = events.len() as u64;
    let want = boards(&events);
    let dir = tempfile::TempDir::new().expect("a temp dir");
    let path = dir.path().join("c.sqlite");
    let mut store = Store::open(&path).expect("open");
    let info = write_case(&mut store, "c", &events, false);
    fold::game_at(&mut store, &info, n, Boards::Save).expect("fold");
    assert_eq!(
        store.snapshot_steps(info.id, ENGINE_BUILD).expect("steps"),
        [SNAPSHOT_EVERY, 2 * SNAPSHOT_EVERY]
    );
    drop(store);

    // Forge the board at the second saved step: Bob's honor changed by hand; and another
    // engine build's board, wrong, at a later step.
    let conn = rusqlite::Connection::open(&path).expect("raw open");
    let board: Vec<u8> = conn
        .query_row(
            "SELECT board FROM snapshots WHERE seq = ?1",
            [2 * SNAPSHOT_EVERY as i64],
            |r| r.get(0),
        )
        .expect("the saved board");
    let mut forged: State = kept_board(&board);
    forged.players[1].honor += 5;
    conn.execute(
        "UPDATE snapshots SET board = ?1 WHERE seq = ?2",
        rusqlite::params![
            serde_json::to_vec(&forged).expect("json"),
            2 * SNAPSHOT_EVERY as i64
        ],
    )
    .expect("forge");
    conn.execute(
        "INSERT INTO snapshots (case_id, engine, seq, board) VALUES (?1, 'another build', ?2, ?3)",
        rusqlite::params![
            info.id,
            2 * SNAPSHOT_EVERY as i64 + 10,
            serde_json::to_vec(&State::default()).expect("json")
        ],
    )
    .expect("a foreign board");
    drop(conn);

    let mut store = Store::open(&path).expect("reopen");
    for at in [2 * SNAPSHOT_EVERY, 2 * SNAPSHOT_EVERY + 10, n] {
        let g = fold::game_at(&mut store, &info, at, Boards::Read).expect("jump");
        assert_eq!(g.state(), &want[at as usize], "after event {at}");
    }
    // The forged board was dropped, the good one before it kept.
    assert_eq!(
        store.snapshot_steps(info.id, ENGINE_BUILD).expect("steps"),
        [SNAPSHOT_EVERY]
    );
    assert_eq!(
        store
            .snapshot_steps(info.id, "another build")
            .expect("steps"),
        [2 * SNAPSHOT_EVERY + 10]
    );
}

#[test]
fn a_saved_board_whose_compressed_bytes_are_damaged_is_not_used() {
    let events = events_of(&long_script(800, 0));
    let n = events.len() as u64;
    let want = boards(&events);
    let dir = tempfile::TempDir::new().expect("a temp dir");
    let path = dir.path().join("c.sqlite");
    let mut store = Store::open(&path).expect("open");
    let info = write_case(&mut store, "c", &events, false);
    fold::game_at(&mut store, &info, n, Boards::Save).expect("fold");
    drop(store);
    // The second board cut short: still zstd's magic number, but no longer a whole frame.
    let conn = rusqlite::Connection::open(&path).expect("raw open");
    let at = 2 * SNAPSHOT_EVERY as i64;
    let board: Vec<u8> = conn
        .query_row("SELECT board FROM snapshots WHERE seq = ?1", [at], |r| {
            r.get(0)
        })
        .expect("the saved board");
    assert_eq!(kept_board(&board), want[at as usize]);
    conn.execute(
        "UPDATE snapshots SET board = ?1 WHERE seq = ?2",
        rusqlite::params![&board[..board.len() / 2], at],
    )
    .expect("cut");
    drop(conn);
    let mut store = Store::open(&path).expect("reopen");
    for at in [2 * SNAPSHOT_EVERY, 2 * SNAPSHOT_EVERY + 10, n] {
        let g = fold::game_at(&mut store, &info, at, Boards::Read).expect("jump");
        assert_eq!(g.state(), &want[at as usize], "after event {at}");
    }
}

#[test]
fn a_session_opened_from_a_saved_board_undoes_and_appends_as_one_that_folded_everything() {
    let src = long_script(800, 0);
    let events = events_of(&src);
    // Each event stored as a line of its own, as a judge typing them one by one would.
    let mut store = Store::open_in_memory().expect("a store");
    let info = store.create_case("s", epoch()).expect("a case");
    let mut g = Game::new();
    for (i, e) in events.iter().enumerate() {
        g.push_quiet(e.clone());
        let row = NewEvent {
            kind: e.kind().to_string(),
            version: EVENT_VERSION,
            payload: e.to_json(),
            source: format!("line {}", i + 1),
            author: "judge".into(),
            recorded_at: epoch(),
            state_hash: g.state_hash(),
        };
        store.append(info.id, i as u64, &[row]).expect("append");
    }
    let info = store.case("s").expect("the case");
    fold::game_at(&mut store, &info, info.events, Boards::Save).expect("fold");
    assert!(!store
        .snapshot_steps(info.id, ENGINE_BUILD)
        .expect("steps")
        .is_empty());

    // Undo back past the last saved board, then go on; the same lines run on a session that
    // keeps every event in memory.
    let head = events.len() as u64;
    let past = (head - 2 * SNAPSHOT_EVERY + 5) as usize;
    let more = format!("{}gain Allen 3\nbow p1\nundo\n", "undo\n".repeat(past));
    let mut s = Session::with_store(store, Library::embedded(), "judge");
    s.open_case("s").expect("open");
    let report = session::run_script(&mut s, &more, epoch(), |_, _| {});
    assert!(report.error.is_none(), "{:?}", report.error);
    let put_back = s.redo(epoch()).expect("redo");
    let undone: Vec<String> = put_back.undone.iter().map(|m| m.en()).collect();
    assert_eq!(undone, ["put back: bow p1"]);

    let mut m = Session::in_memory(Library::embedded());
    for line in src.lines() {
        // One event per line, as stored above.
        let report = session::run_script(&mut m, &line.replace("; ", "\n"), epoch(), |_, _| {});
        assert!(report.error.is_none(), "{:?}", report.error);
    }
    let report = session::run_script(&mut m, &more, epoch(), |_, _| {});
    assert!(report.error.is_none(), "{:?}", report.error);
    m.redo(epoch()).expect("redo");
    assert_eq!(s.game().state(), m.game().state());
    assert_eq!(s.game().len(), m.game().len());

    let store = s.store().expect("the store");
    let info = store.case("s").expect("the case");
    assert_eq!(fold::verify_states(store, &info).expect("verify"), None);
}

#[test]
fn a_read_only_database_shows_boards_without_saving_any() {
    let events = events_of(&long_script(400, 3));
    let dir = tempfile::TempDir::new().expect("a temp dir");
    let path = dir.path().join("r.sqlite");
    let mut store = Store::open(&path).expect("open");
    let info = write_case(&mut store, "r", &events, false);
    drop(store);
    let mut store = Store::open_read_only(&path).expect("read-only");
    let n = info.events;
    let g = fold::game_at(&mut store, &info, n, Boards::Save).expect("fold");
    assert_eq!(g.state(), boards(&events).last().expect("a board"));
    assert!(store
        .snapshot_steps(info.id, ENGINE_BUILD)
        .expect("steps")
        .is_empty());
}

#[test]
fn a_store_that_checks_before_its_first_write_never_writes_into_a_damaged_file() {
    let events = events_of(&long_script(300, 0));
    let dir = tempfile::TempDir::new().expect("a temp dir");
    let path = dir.path().join("d.sqlite");
    let mut store = Store::open(&path).expect("open");
    let info = write_case(&mut store, "d", &events, false);
    drop(store);
    let conn = rusqlite::Connection::open(&path).expect("raw open");
    conn.execute_batch("PRAGMA wal_checkpoint(TRUNCATE);")
        .expect("checkpoint");
    drop(conn);
    let mut bytes = std::fs::read(&path).expect("read");
    let page = 4096;
    assert!(bytes.len() > 8 * page, "a few pages");
    let last = bytes.len() - page;
    for x in &mut bytes[last + 8..last + 64] {
        *x = 0xA5;
    }
    std::fs::write(&path, &bytes).expect("damage");

    // Opening does not read the whole file; the first write checks it and is refused.
    let mut store = Store::open_checking_before_writes(&path).expect("opens");
    assert!(matches!(
        store.create_case("x", epoch()),
        Err(gunbai::store::StoreError::Damaged { .. })
    ));
    assert!(store
        .save_snapshots(info.id, ENGINE_BUILD, &[(1, b"{}".to_vec())])
        .is_err());
    assert!(matches!(
        store.check_now(),
        Err(gunbai::store::StoreError::Damaged { .. })
    ));
    assert!(matches!(
        Store::quick_check_file(&path),
        Err(gunbai::store::StoreError::Damaged { .. })
    ));
    drop(store);
    assert_eq!(
        std::fs::read(&path).expect("read"),
        bytes,
        "nothing was written"
    );
}

#[test]
fn the_fold_that_trusts_no_saved_board_reads_every_event_on_two_threads_and_writes_nothing() {
    // More rows than the fold that reads on one thread and folds on another starts at, and undo
    // runs that reach back past what a lean game keeps, both inside the log and at its end.
    let events = events_of(&long_script(1500, 400));
    assert!(events.len() > 4096, "{} events", events.len());
    let want = boards(&events);
    let dir = tempfile::TempDir::new().expect("a temp dir");
    let path = dir.path().join("p.sqlite");
    let mut store = Store::open(&path).expect("open");
    let info = write_case(&mut store, "p", &events, false);
    drop(store);
    // Unmarked (as another program leaves it), so the file's check is still to be made.
    std::fs::remove_file(dir.path().join("p.sqlite-checked")).expect("the mark");
    // As `show` opens a file: its check waits for the first write, which never comes.
    let mut store = Store::open_checking_before_writes(&path).expect("reopen");
    let g = fold::game_at(&mut store, &info, info.events, Boards::Ignore).expect("replay");
    assert_eq!(g.state(), want.last().expect("a board"));
    for at in [4096u64, 4500, events.len() as u64 - 200] {
        let g = fold::game_at(&mut store, &info, at, Boards::Ignore).expect("replay");
        assert_eq!(g.len(), at);
        assert_eq!(g.state(), &want[at as usize], "after event {at}");
    }
    assert!(store
        .snapshot_steps(info.id, ENGINE_BUILD)
        .expect("steps")
        .is_empty());
    assert!(store.check_pending(), "nothing was written");
}

#[test]
fn the_fold_that_trusts_no_saved_board_reads_none_even_one_that_matches_the_record() {
    // A forged board saved at a step whose stored state hash is forged to match it: the other
    // folds take it (the record says it is right), the reference fold never reads it, even when
    // undos at the end of the log make it fold again.
    let events = events_of(&long_script(800, 200));
    let n = events.len() as u64;
    let at = 2 * SNAPSHOT_EVERY;
    assert!(n > at + 300, "{n} events");
    let want = boards(&events);
    let mut forged = want[at as usize].clone();
    forged.players[1].honor += 5;
    let mut hashed = forged.clone();
    hashed.settle();
    let mut store = Store::open_in_memory().expect("a store");
    let info = write_case_hash_at(&mut store, "f", &events, at, hashed.hash());
    store
        .save_snapshots(
            info.id,
            ENGINE_BUILD,
            &[(at, serde_json::to_vec(&forged).expect("json"))],
        )
        .expect("save the forged board");
    for to in [at, at + 10, n] {
        let trusting = fold::game_at(&mut store, &info, to, Boards::Read).expect("jump");
        assert_ne!(
            trusting.state(),
            &want[to as usize],
            "the forged board is read at {to}"
        );
        let g = fold::game_at(&mut store, &info, to, Boards::Ignore).expect("replay");
        assert_eq!(g.state(), &want[to as usize], "after event {to}");
    }
    assert_eq!(
        store.snapshot_steps(info.id, ENGINE_BUILD).expect("steps"),
        [at]
    );
}

/// Like [`write_case`], but the state hash stored with step `wrong_at` is not the board's.
fn write_case_wrong_at(store: &mut Store, name: &str, events: &[Event], wrong_at: u64) -> CaseInfo {
    write_case_hash_at(
        store,
        name,
        events,
        wrong_at,
        format!("v2-{}", "0".repeat(64)),
    )
}

/// Like [`write_case`], but with `hash` stored as the state hash of step `at`.
fn write_case_hash_at(
    store: &mut Store,
    name: &str,
    events: &[Event],
    at: u64,
    hash: String,
) -> CaseInfo {
    let info = store.create_case(name, epoch()).expect("a case");
    let mut g = Game::new();
    let rows: Vec<NewEvent> = events
        .iter()
        .enumerate()
        .map(|(i, e)| {
            g.push_quiet(e.clone());
            NewEvent {
                kind: e.kind().to_string(),
                version: EVENT_VERSION,
                payload: e.to_json(),
                source: format!("line for {}", e.kind()),
                author: "judge".into(),
                recorded_at: epoch(),
                state_hash: if i as u64 + 1 == at {
                    hash.clone()
                } else {
                    g.state_hash()
                },
            }
        })
        .collect();
    store.append(info.id, 0, &rows).expect("append");
    store.case(name).expect("the case")
}

#[test]
fn a_long_first_fold_on_two_threads_saves_every_board_and_reads_what_a_full_fold_reads() {
    // Long enough for the fold that reads on one thread and folds on another, with undos
    // inside the log and a run of them at its end that reaches back across saved boards.
    let events = events_of(&long_script(2000, 500));
    let n = events.len() as u64;
    assert!(n > 6 * SNAPSHOT_EVERY, "{n} events");
    let want = boards(&events);
    for v1 in [false, true] {
        let dir = tempfile::TempDir::new().expect("a temp dir");
        let path = dir.path().join("long.sqlite");
        let mut store = Store::open(&path).expect("open");
        let info = write_case(&mut store, "long", &events, v1);
        drop(store);
        // Unmarked (as another program leaves it), so the file's check is still to be made.
        std::fs::remove_file(dir.path().join("long.sqlite-checked")).expect("the mark");
        // As `show` opens it: the file's check waits for the first write, and is made beside
        // the fold.
        let mut store = Store::open_checking_before_writes(&path).expect("reopen");
        assert!(store.check_pending());
        // Jumps with no saved board yet, saving none.
        for at in [4 * SNAPSHOT_EVERY + 1, 5 * SNAPSHOT_EVERY + 300, n - 7] {
            let g = fold::game_at(&mut store, &info, at, Boards::Read).expect("jump");
            assert_eq!(g.len(), at);
            assert_eq!(g.state(), &want[at as usize], "after event {at} (v1 {v1})");
        }
        assert!(store
            .snapshot_steps(info.id, ENGINE_BUILD)
            .expect("steps")
            .is_empty());
        // The first full read saves a board at every step they are kept at.
        let g = fold::game_at(&mut store, &info, n, Boards::Save).expect("fold");
        assert_eq!(g.state(), &want[n as usize], "v1 {v1}");
        assert!(
            !store.check_pending(),
            "the file was checked before a board was saved"
        );
        assert_eq!(
            store.snapshot_steps(info.id, ENGINE_BUILD).expect("steps"),
            (1..=n / SNAPSHOT_EVERY)
                .map(|k| k * SNAPSHOT_EVERY)
                .collect::<Vec<_>>(),
            "v1 {v1}"
        );
        drop(store);
        // Each saved board is the board a full fold reaches at its step.
        let store = Store::open(&path).expect("reopen");
        let mut k = SNAPSHOT_EVERY;
        while k <= n {
            let saved: Vec<u8> = {
                let conn = rusqlite::Connection::open(&path).expect("raw open");
                conn.query_row(
                    "SELECT board FROM snapshots WHERE seq = ?1",
                    [k as i64],
                    |r| r.get(0),
                )
                .expect("a saved board")
            };
            let board: State = kept_board(&saved);
            assert_eq!(
                &board, &want[k as usize],
                "the board saved at {k} (v1 {v1})"
            );
            k += SNAPSHOT_EVERY;
        }
        drop(store);
    }
}

#[test]
fn a_long_first_fold_keeps_no_board_from_where_the_engine_disagrees_with_the_record() {
    let events = events_of(&long_script(2000, 0));
    let n = events.len() as u64;
    assert!(n > 5 * SNAPSHOT_EVERY, "{n} events");
    let want = boards(&events);
    let mut store = Store::open_in_memory().expect("a store");
    let info = write_case_wrong_at(&mut store, "w", &events, 3 * SNAPSHOT_EVERY);
    let g = fold::game_at(&mut store, &info, n, Boards::Save).expect("fold");
    assert_eq!(g.state(), &want[n as usize]);
    assert_eq!(
        store.snapshot_steps(info.id, ENGINE_BUILD).expect("steps"),
        [SNAPSHOT_EVERY, 2 * SNAPSHOT_EVERY]
    );
}

#[test]
fn a_first_fold_saves_no_board_into_a_damaged_file() {
    let events = events_of(&long_script(1800, 0));
    let n = events.len() as u64;
    assert!(n > 4 * SNAPSHOT_EVERY, "{n} events");
    let want = boards(&events);
    let dir = tempfile::TempDir::new().expect("a temp dir");
    let path = dir.path().join("d.sqlite");
    let mut store = Store::open(&path).expect("open");
    let info = write_case(&mut store, "d", &events, false);
    drop(store);
    // A table of its own at the end of the file, then one of its pages damaged: the case's
    // rows still read, but SQLite's check of the file fails.
    let conn = rusqlite::Connection::open(&path).expect("raw open");
    conn.execute_batch(
        "CREATE TABLE filler (x BLOB);
         INSERT INTO filler VALUES (zeroblob(3000)), (zeroblob(3000)), (zeroblob(3000));
         PRAGMA wal_checkpoint(TRUNCATE);",
    )
    .expect("filler");
    drop(conn);
    let mut bytes = std::fs::read(&path).expect("read");
    let page = 4096;
    let last = bytes.len() - page;
    for x in &mut bytes[last..last + 16] {
        *x = 0xA5;
    }
    std::fs::write(&path, &bytes).expect("damage");
    assert!(matches!(
        Store::quick_check_file(&path),
        Err(gunbai::store::StoreError::Damaged { .. })
    ));

    let mut store = Store::open_checking_before_writes(&path).expect("opens");
    let g = fold::game_at(&mut store, &info, n, Boards::Save).expect("the case still reads");
    assert_eq!(g.state(), &want[n as usize]);
    assert!(
        store.check_pending(),
        "a damaged file is never taken as checked"
    );
    assert!(matches!(
        store.check_now(),
        Err(gunbai::store::StoreError::Damaged { .. })
    ));
    drop(store);
    assert_eq!(
        std::fs::read(&path).expect("read"),
        bytes,
        "nothing was written"
    );
}

/// A fold that reaches far past the saved board it started from keeps the board it reached as the
/// case's last board, one per case; the next open starts from it and reads exactly the board a
/// fold of every event gives. An undo after it that takes back an event at or before its step
/// leaves it unused: the board from it would still hold that event.
#[test]
fn the_last_board_is_kept_once_and_never_used_past_an_undo_reaching_back() {
    let events = events_of(&long_script(400, 12));
    let want = boards(&events);
    let n = events.len() as u64;
    // The step just before the run of undos at the end.
    let before_undos = n - 13;
    assert!(
        before_undos % SNAPSHOT_EVERY > 64,
        "{before_undos} steps: the last board must lie far past the last regular one"
    );
    let dir = tempfile::TempDir::new().expect("a temp dir");
    let path = dir.path().join("last.sqlite");
    let mut store = Store::open(&path).expect("open");
    let info = write_case(&mut store, "t", &events, false);
    let last = fold::last_board_engine();

    let game = fold::game_at(&mut store, &info, before_undos, Boards::Save).expect("fold");
    assert_eq!(game.state(), &want[before_undos as usize]);
    assert_eq!(
        store.snapshot_steps(info.id, &last).expect("steps"),
        [before_undos],
        "the board reached is kept as the last board"
    );
    assert_eq!(
        store.snapshot_steps(info.id, ENGINE_BUILD).expect("steps"),
        (1..=before_undos / SNAPSHOT_EVERY)
            .map(|k| k * SNAPSHOT_EVERY)
            .collect::<Vec<_>>(),
        "the regular boards are as before"
    );

    // Opened again at the same step, or a few steps on: from the last board, the same board.
    for at in [before_undos, before_undos + 1] {
        let game = fold::game_at(&mut store, &info, at, Boards::Save).expect("fold");
        assert_eq!(game.state(), &want[at as usize], "at {at}");
    }

    // At the end, past undos that take back events before the last board's step.
    let game = fold::game_at(&mut store, &info, n, Boards::Read).expect("fold");
    assert_eq!(game.state(), &want[n as usize], "after the undos");
    let reference = fold::game_at(&mut store, &info, n, Boards::Ignore).expect("fold");
    assert_eq!(game.retracted(), reference.retracted());

    // A fold far past it again keeps the newer one only.
    let game = fold::game_at(&mut store, &info, n, Boards::Save).expect("fold");
    assert_eq!(game.state(), &want[n as usize]);
    let kept = store.snapshot_steps(info.id, &last).expect("steps");
    assert!(kept.len() <= 1, "{kept:?}");
}

/// A long game whose board fills with the dead (personalities entered and destroyed), bows and
/// honor between them and an undo after every seventh line.
fn dead_heavy_script(dead: usize, lines: usize) -> String {
    let mut s =
        String::from("players Allen Bob\nhonor Allen 10; honor Bob 10\nturn Allen action\n");
    for i in 0..4 {
        s.push_str(&format!(
            "enter Allen personality \"Live {i}\" force 1 chi 2 ph 1 traits samurai as p{i}\n"
        ));
    }
    for i in 0..dead {
        s.push_str(&format!(
            "enter Bob personality \"Dead {i}\" force 1 chi 2 ph 1 as d{i}\ndestroy d{i}\n"
        ));
    }
    for i in 0..lines {
        let h = i % 4;
        s.push_str(&format!("bow p{h}\nstraighten p{h}\ngain Bob 1\n"));
        if i % 7 == 0 {
            s.push_str("undo\n");
        }
    }
    s
}

/// A lean game on a board of hundreds of dead cards holds only a few dozen events for its
/// undos (the spacing of its checkpoints does not grow with the cards), and every undo gives
/// the board a game keeping every event gives, step by step.
#[test]
fn a_lean_game_on_a_board_full_of_the_dead_holds_few_events_and_undoes_as_a_full_fold() {
    let events = events_of(&dead_heavy_script(300, 400));
    let mut full = Game::new();
    let mut lean = Game::lean();
    let mut most = 0;
    for (i, e) in events.iter().enumerate() {
        full.push_quiet(e.clone());
        lean.push_quiet(e.clone());
        assert!(
            !lean.is_stale(),
            "a single undo stays within the checkpoints"
        );
        most = most.max(lean.held_events());
        assert_eq!(
            lean.state_hash(),
            full.state_hash(),
            "the board after event {}",
            i + 1
        );
    }
    let dead = lean
        .state()
        .cards
        .iter()
        .filter(|c| matches!(c.zone, gunbai::engine::state::Zone::Dead(_)))
        .count();
    assert_eq!(dead, 300);
    assert!(
        most <= 64,
        "a lean game held {most} events with {} cards on the board",
        lean.state().cards.len()
    );
}

/// The case's last board is saved with the undos up to its step, so a case opened from it
/// reads only the undos after it from the log: it knows every earlier one (which steps are
/// undos, which are taken back) as a fold of every event does, and undoes as that fold does.
#[test]
fn the_last_board_keeps_the_undos_before_it() {
    let events = events_of(&long_script(400, 0));
    let n = events.len() as u64;
    let dir = tempfile::TempDir::new().expect("a temp dir");
    let path = dir.path().join("undos.sqlite");
    let mut store = Store::open(&path).expect("open");
    let info = write_case(&mut store, "t", &events, false);
    let step = n - 1;
    assert!(
        step % SNAPSHOT_EVERY > 64,
        "{step}: past the last regular board"
    );
    fold::game_at(&mut store, &info, step, Boards::Save).expect("fold");
    let last = fold::last_board_engine();
    let (seq, board) = store
        .snapshot_at_or_before(info.id, &last, n)
        .expect("read")
        .expect("the last board is kept");
    assert_eq!(seq, step);
    let saved: serde_json::Value = serde_json::from_slice(&board).expect("json");
    let undos_before: Vec<u64> = events
        .iter()
        .enumerate()
        .filter(|(i, e)| matches!(e, Event::Retract { .. }) && (*i as u64) < step)
        .map(|(i, _)| i as u64 + 1)
        .collect();
    assert!(undos_before.len() >= 4, "the script holds undos");
    assert_eq!(
        saved["undos"],
        serde_json::json!(undos_before),
        "the undos up to its step are saved with it"
    );
    let reference = fold::game_at(&mut store, &info, n, Boards::Ignore).expect("fold");
    let mut opened = fold::game_at(&mut store, &info, n, Boards::Read).expect("fold");
    assert_eq!(opened.state(), reference.state());
    assert_eq!(opened.retracted(), reference.retracted());
    assert_eq!(opened.retractions(), reference.retractions());
    for seq in 1..=n {
        assert_eq!(opened.is_live(seq), reference.is_live(seq), "step {seq}");
    }
    // Undos typed now walk back over the earlier undos (the last one lies within 60 steps of
    // the end) as the full fold's game does.
    assert!(undos_before.last().is_some_and(|&u| u + 60 > n));
    let mut full = reference;
    for _ in 0..60 {
        let lib = Library::embedded();
        let a = opened
            .decide(&gunbai::lang::ast::Command::Undo, lib)
            .expect("undo");
        let b = full
            .decide(&gunbai::lang::ast::Command::Undo, lib)
            .expect("undo");
        assert_eq!(a, b);
        opened.push_quiet(a);
        full.push_quiet(b);
    }
}

/// A board as the store keeps it: compressed with zstd (a board saved by an older gunbai is
/// plain JSON, and the forged boards above are written that way, as such a file holds them).
fn kept_board(kept: &[u8]) -> State {
    assert!(
        kept.starts_with(&[0x28, 0xb5, 0x2f, 0xfd]),
        "boards are kept compressed"
    );
    let json = zstd::stream::decode_all(kept).expect("a compressed board");
    serde_json::from_slice(&json).expect("a board")
}

/// The `gunbai` binary run on the database at `db` with `input` piped in; its output, after
/// checking it ended well.
fn gunbai_on(db: &std::path::Path, args: &[&str], input: &str) -> String {
    use std::io::Write;
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_gunbai"))
        .args(args)
        .env_clear()
        .env("PATH", std::env::var("PATH").unwrap_or_default())
        .env("HOME", db.parent().expect("a folder"))
        .env("GUNBAI_DB", db)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("the binary starts");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input.as_bytes())
        .expect("write stdin");
    let out = child.wait_with_output().expect("the binary ends");
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.status.success(),
        "gunbai {args:?}: {text}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    text
}

/// The text of the case's last board, as saved.
fn last_board_text(path: &std::path::Path) -> String {
    let conn = rusqlite::Connection::open(path).expect("raw open");
    let kept: Vec<u8> = conn
        .query_row(
            "SELECT board FROM snapshots WHERE engine = ?1",
            [fold::last_board_engine()],
            |r| r.get(0),
        )
        .expect("the last board");
    String::from_utf8(zstd::stream::decode_all(kept.as_slice()).expect("compressed")).expect("text")
}

/// A saved board's cards are hashed by their text and decoded only when read, so a dead card
/// no command reads is still checked: the case's last board with one dead card's text changed
/// (its name, in the newest of the dead that `show` draws) is not used by `gunbai show`, nor by a
/// line appended with `gunbai repl`, and the board each of them reads is the one the record holds.
#[test]
fn a_last_board_whose_one_dead_card_was_altered_is_not_used_by_the_binary() {
    let events = events_of(&dead_heavy_script(120, 40));
    let n = events.len() as u64;
    let dir = tempfile::TempDir::new().expect("a temp dir");
    let path = dir.path().join("dead.sqlite");
    {
        let mut store = Store::open(&path).expect("open");
        write_case(&mut store, "t", &events, false);
    }
    // The first process folds every event and keeps the board it reached as the last board.
    gunbai_on(&path, &["repl", "t"], "gain Bob 1\n");
    let text = last_board_text(&path);
    let real = "\"name\":\"Dead 117\"";
    assert_eq!(text.matches(real).count(), 1, "{real} in the last board");
    // One dead card's name changed, the board still well-formed and compressed as gunbai keeps it.
    let forged = text.replace(real, "\"name\":\"Forged 117\"");
    let conn = rusqlite::Connection::open(&path).expect("raw open");
    conn.execute(
        "UPDATE snapshots SET board = ?1 WHERE engine = ?2",
        rusqlite::params![
            zstd::bulk::compress(forged.as_bytes(), 3).expect("compress"),
            fold::last_board_engine()
        ],
    )
    .expect("forge");
    drop(conn);

    let shown = gunbai_on(&path, &["show", "t"], "");
    assert!(shown.contains("Dead 117"), "{shown}");
    assert!(!shown.contains("Forged"), "{shown}");
    assert!(
        !last_board_text(&path).contains("Forged"),
        "the forged board was dropped, and the one saved since is the record's"
    );

    // Forged again, then a line appended: its state hash is a full fold's.
    let conn = rusqlite::Connection::open(&path).expect("raw open");
    let text = last_board_text(&path);
    conn.execute(
        "UPDATE snapshots SET board = ?1 WHERE engine = ?2",
        rusqlite::params![
            zstd::bulk::compress(text.replace(real, "\"name\":\"Forged 117\"").as_bytes(), 3)
                .expect("compress"),
            fold::last_board_engine()
        ],
    )
    .expect("forge");
    drop(conn);
    gunbai_on(&path, &["repl", "t"], "gain Bob 1\n");
    let mut store = Store::open(&path).expect("reopen");
    let info = store.case("t").expect("the case");
    assert_eq!(info.events, n + 2);
    let mut full = fold::game_at(&mut store, &info, n + 2, Boards::Ignore).expect("fold");
    assert_eq!(
        store.state_hash_at(info.id, n + 2).expect("read"),
        Some(full.state_hash()),
        "the line was decided on the record's board"
    );
    assert!(full.state().cards.iter().any(|c| c.def.name == "Dead 117"));
}

/// Two players, four of Allen's personalities in play (one with a bonus until the end of the
/// turn, one with a chi token), and `dead` of Bob's personalities gone from play in turn:
/// destroyed (honorable dead), discarded, and dishonored then destroyed (dishonorable dead).
fn piles_script(dead: usize) -> String {
    let mut s =
        String::from("players Allen Bob\nhonor Allen 10; honor Bob 1000\nturn Allen action\n");
    for i in 0..4 {
        s.push_str(&format!(
            "enter Allen personality \"Live {i}\" force 1 chi 2 ph 1 traits samurai as p{i}\n"
        ));
    }
    for i in 0..dead {
        s.push_str(&format!(
            "enter Bob personality \"Dead {i}\" force 1 chi 2 ph 1 as d{i}\n"
        ));
        s.push_str(&match i % 3 {
            0 => format!("destroy d{i}\n"),
            1 => format!("discard d{i}\n"),
            _ => format!("dishonor d{i}\ndestroy d{i}\n"),
        });
    }
    s.push_str(
        "Allen plays \"Fire\" open by p0 effect bonus p1 +1F\npass\npass\n\
         Allen plays \"Ice\" open by p0 effect token p2 -1C\npass\npass\n",
    );
    s
}

/// A case opened from its last board, whose cards are read from their saved texts, shows the
/// dead in their piles as a fold of every event does, and the lines typed on it (a personality
/// brought to chi 0 and destroyed by the first sweep, a dishonorable dead restored, the end of
/// the turn taking a bonus off a card the board was read with) are the ones a full fold decides:
/// `gunbai verify` finds every stored state hash, and `show` reads the same board with the saved
/// boards and without them. With the state hashes of the first version too.
#[test]
fn lines_typed_on_a_board_read_from_its_saved_text_are_the_ones_a_full_fold_decides() {
    let events = events_of(&piles_script(90));
    for v1 in [false, true] {
        let dir = tempfile::TempDir::new().expect("a temp dir");
        let path = dir.path().join("piles.sqlite");
        {
            let mut store = Store::open(&path).expect("open");
            write_case(&mut store, "t", &events, v1);
        }
        // The first show folds every event and keeps the board it reached as the last board.
        let folded = gunbai_on(&path, &["show", "t"], "");
        assert!(last_board_text(&path).contains("\"name\":\"Dead 89\""));
        let from_saved = gunbai_on(&path, &["show", "t"], "");
        assert_eq!(from_saved, folded, "v1: {v1}");
        for (pile, cards) in [
            ("honorable dead", ["Dead 0 (d0)", "Dead 87 (d87)"]),
            ("dishonorable dead", ["Dead 2 (d2)", "Dead 89 (d89)"]),
            ("discarded personalities", ["Dead 1 (d1)", "Dead 88 (d88)"]),
        ] {
            let line = from_saved
                .lines()
                .find(|l| l.trim_start().starts_with(pile))
                .unwrap_or_else(|| panic!("no {pile} in {from_saved}"));
            for c in cards {
                assert!(line.contains(c), "{c} in {line}");
            }
        }

        let typed = gunbai_on(
            &path,
            &["repl", "t"],
            "Allen plays \"Ash\" open by p0 effect token p2 -1C\npass\npass\n\
             Allen plays \"Amends\" open by p3 effect restore d2\npass\npass\n\
             next\nnext\nnext\nhand Allen \"Card\"\nnext\n",
        );
        assert!(!typed.contains("refused"), "{typed}");
        assert!(typed.contains("p2 is destroyed"), "{typed}");
        assert!(typed.contains("Amends restores d2"), "{typed}");
        assert!(typed.contains("p1: 1 bonus(es)"), "{typed}");
        let verified = gunbai_on(&path, &["verify", "t"], "");
        assert!(
            verified.contains("hash chain and state hashes ok"),
            "{verified}"
        );

        let shown = gunbai_on(&path, &["show", "t"], "");
        let conn = rusqlite::Connection::open(&path).expect("raw open");
        conn.execute("DELETE FROM snapshots", []).expect("forget");
        drop(conn);
        assert_eq!(gunbai_on(&path, &["show", "t"], ""), shown, "v1: {v1}");
        // Bob's pile (Allen's holds p2).
        let honorable = shown
            .lines()
            .find(|l| l.trim_start().starts_with("honorable dead") && l.contains("(d0)"))
            .expect("Bob's honorable dead");
        assert!(honorable.contains("Dead 2 (d2)"), "{honorable}");
    }
}

/// An append that lands on a step regular boards are kept at saves the case's last board
/// there too, so the opens after it start from that board and read only the undos after it,
/// not every undo of the log; the board they reach is the one a fold of every event gives.
#[test]
fn an_append_onto_a_regular_board_step_moves_the_last_board_there() {
    let events = events_of(&long_script(400, 0));
    let want = boards(&events);
    let n = events.len() as u64;
    let grid = (n - 1) / SNAPSHOT_EVERY * SNAPSHOT_EVERY;
    assert!(grid >= SNAPSHOT_EVERY && n > grid + 1, "{n} events");
    let dir = tempfile::TempDir::new().expect("a temp dir");
    let path = dir.path().join("grid.sqlite");
    let mut store = Store::open(&path).expect("open");
    let info = write_case(&mut store, "t", &events, false);
    let last = fold::last_board_engine();
    // A far fold keeps a last board before the grid step; then the line onto the grid step.
    let g = fold::game_at(&mut store, &info, grid - 1, Boards::Save).expect("fold");
    assert_eq!(g.state(), &want[(grid - 1) as usize]);
    assert_eq!(
        store.snapshot_steps(info.id, &last).expect("steps"),
        [grid - 1]
    );
    let mut game = fold::game_at(&mut store, &info, grid - 1, Boards::Read).expect("fold");
    game.push_quiet(events[(grid - 1) as usize].clone());
    fold::save_board(&mut store, &info, &mut game);
    assert_eq!(
        store.snapshot_steps(info.id, &last).expect("steps"),
        [grid],
        "the last board moved onto the regular board's step"
    );
    for at in [grid, grid + 1, n] {
        let g = fold::game_at(&mut store, &info, at, Boards::Read).expect("fold");
        assert_eq!(g.state(), &want[at as usize], "at {at}");
    }
}

/// The stored bytes of each regular board of `case`, by step (read as the store keeps them).
fn stored_board_sizes(path: &std::path::Path) -> Vec<(u64, u64)> {
    let c = rusqlite::Connection::open(path).expect("open");
    let mut stmt = c
        .prepare("SELECT seq, length(board) FROM snapshots WHERE engine = ?1 ORDER BY seq")
        .expect("prepare");
    let rows = stmt
        .query_map([ENGINE_BUILD], |r| {
            Ok((r.get::<_, i64>(0)?, r.get::<_, i64>(1)?))
        })
        .expect("query");
    rows.map(|r| {
        let (seq, len) = r.expect("a row");
        (seq as u64, len as u64)
    })
    .collect()
}

/// A board large against the log it covers (a long game's dead stay on it) is saved only where
/// it takes at most a twelfth of the log it spares folding, so the saved boards stay a small
/// share of the file however large the board; a jump between them still reads the board a
/// full fold reads, and a line onto a step whose board is not worth keeping still moves the
/// case's last board there.
#[test]
fn boards_large_against_the_log_are_saved_only_where_they_spare_enough_of_it() {
    // The dead named so that their names do not compress away: the board's 990 dead take
    // tens of kilobytes even compressed, against about 250 bytes of log for each event.
    let mut script = dead_heavy_script(990, 3000);
    let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
    for i in 0..990 {
        let mut tag = String::new();
        for _ in 0..3 {
            x = x
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            tag.push_str(&format!("{x:016x}"));
        }
        script = script.replacen(&format!("\"Dead {i}\""), &format!("\"Dead {i} {tag}\""), 1);
    }
    let events = events_of(&script);
    let want = boards(&events);
    let n = events.len() as u64;
    let dir = tempfile::TempDir::new().expect("a temp dir");
    let path = dir.path().join("wide.sqlite");
    let mut store = Store::open(&path).expect("open");
    let info = write_case(&mut store, "t", &events, false);
    let g = fold::game_at(&mut store, &info, n, Boards::Save).expect("fold");
    assert_eq!(g.state(), &want[n as usize]);
    let saved = stored_board_sizes(&path);
    let grid = n / SNAPSHOT_EVERY;
    assert!(
        saved.len() >= 2 && (saved.len() as u64) < grid,
        "{} boards saved of {grid} steps boards are kept at",
        saved.len()
    );
    let mut since = 0;
    for &(seq, len) in &saved {
        assert!(seq.is_multiple_of(SNAPSHOT_EVERY), "a board at {seq}");
        let covered = store.log_bytes_between(info.id, since, seq).expect("bytes");
        assert!(
            len * fold::BOARD_SHARE_OF <= covered,
            "the board at {seq} ({len} bytes) spares {covered} bytes of log since {since}"
        );
        since = seq;
    }
    let total: u64 = saved.iter().map(|&(_, len)| len).sum();
    let log = store.log_bytes_between(info.id, 0, n).expect("bytes");
    assert!(
        total * fold::BOARD_SHARE_OF <= log,
        "{total} bytes of boards, {log} of log"
    );
    for at in [saved[1].0 + 1, saved[1].0 + SNAPSHOT_EVERY + 5, n - 3, n] {
        let g = fold::game_at(&mut store, &info, at, Boards::Read).expect("jump");
        assert_eq!(g.state(), &want[at as usize], "after event {at}");
    }
    // A line onto a step with no board worth keeping: the last board moves there all the same.
    let step = saved[1].0 + SNAPSHOT_EVERY;
    assert!(saved.iter().all(|&(seq, _)| seq != step), "{saved:?}");
    let mut game = fold::game_at(&mut store, &info, step - 1, Boards::Read).expect("fold");
    game.push_quiet(events[(step - 1) as usize].clone());
    fold::save_board(&mut store, &info, &mut game);
    assert_eq!(stored_board_sizes(&path), saved, "no board kept at {step}");
    assert_eq!(
        store
            .snapshot_steps(info.id, &fold::last_board_engine())
            .expect("steps"),
        [step]
    );
}
