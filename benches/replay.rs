//! `cargo bench`: replay of a generated 100,000-event case from a SQLite file, and durable appends
//! one per transaction and batched, beside a bare rusqlite insert-and-commit for comparison.
//! Figures are printed; nothing here is a pass/fail test.

use chrono::{TimeZone, Utc};
use gunbai::engine::{CardDef, Event, Game, EVENT_VERSION};
use gunbai::lang::ast::{AdjustVerb, CardKind};
use gunbai::store::{NewEvent, Store};
use std::time::{Duration, Instant};

const EVENTS: usize = 100_000;

fn events(n: usize) -> Vec<Event> {
    let mut v = vec![
        Event::Players {
            names: vec!["Allen".into(), "Bob".into(), "Cindy".into()],
        },
        Event::Enter {
            player: "Allen".into(),
            handle: "hoturi".into(),
            card: CardDef::new("Doji Hoturi", CardKind::Personality),
            on: None,
            bowed: false,
            dishonored: false,
        },
    ];
    let mut i = 0;
    while v.len() < n {
        v.push(match i % 4 {
            0 => Event::AdjustHonor {
                player: "Bob".into(),
                delta: 1,
            },
            1 => Event::Adjust {
                verb: AdjustVerb::Bow,
                handle: "hoturi".into(),
            },
            2 => Event::AdjustHonor {
                player: "Bob".into(),
                delta: -1,
            },
            _ => Event::Adjust {
                verb: AdjustVerb::Straighten,
                handle: "hoturi".into(),
            },
        });
        i += 1;
    }
    v
}

fn row(e: &Event, hash: &str) -> NewEvent {
    NewEvent {
        kind: e.kind().to_string(),
        version: EVENT_VERSION,
        payload: e.to_json(),
        source: "bench".into(),
        author: "bench".into(),
        recorded_at: Utc
            .timestamp_opt(1_700_000_000, 0)
            .single()
            .expect("a valid time"),
        state_hash: hash.to_string(),
    }
}

fn rate(n: usize, d: Duration) -> String {
    format!(
        "{:>10.0} /s  ({:.3} s for {n})",
        n as f64 / d.as_secs_f64(),
        d.as_secs_f64()
    )
}

fn main() {
    let dir = tempfile::TempDir::new().expect("a temp dir");
    let path = dir.path().join("bench.sqlite");
    let evs = events(EVENTS);

    // Build the case: batched append, with the real state hash after each event.
    let mut store = Store::open(&path).expect("open the bench database");
    let case = store.create_case("bench", Utc::now()).expect("a case");
    let t = Instant::now();
    let mut game = Game::new();
    let mut rows = Vec::with_capacity(EVENTS);
    for e in &evs {
        game.push(e.clone());
        rows.push(row(e, &game.state().hash()));
    }
    let hashing = t.elapsed();
    let t = Instant::now();
    for chunk in rows.chunks(10_000) {
        let head = store.head(case.id).expect("head");
        store.append(case.id, head, chunk).expect("append a batch");
    }
    let batched = t.elapsed();
    println!("fold + state hash per event      {}", rate(EVENTS, hashing));
    println!("append batched (10,000 per tx)   {}", rate(EVENTS, batched));

    // Full replay from the file: read every row, parse the JSON, fold.
    let store = Store::open(&path).expect("reopen");
    let t = Instant::now();
    let mut game = Game::new();
    store
        .for_each_event(case.id, |r| {
            let e = Event::from_json(r.version, &r.payload).expect("stored events parse");
            game.push(e);
            Ok(())
        })
        .expect("stream the case");
    let full = t.elapsed();
    assert_eq!(game.events().len(), EVENTS);
    println!("replay from SQLite, whole rows   {}", rate(EVENTS, full));

    // The replay path: only seq, version and payload are read.
    let t = Instant::now();
    let mut game = Game::new();
    store
        .for_each_payload(case.id, |_, version, payload| {
            let e = Event::from_json(version, payload).expect("stored events parse");
            game.push_quiet(e);
            Ok(())
        })
        .expect("stream the case");
    let lean = t.elapsed();
    assert_eq!(game.events().len(), EVENTS);
    println!("replay from SQLite (payloads)    {}", rate(EVENTS, lean));

    let t = Instant::now();
    let mut explained = Game::new();
    for e in evs.iter().cloned() {
        explained.push(e);
    }
    let fold_explained = t.elapsed();
    println!(
        "fold with explanations (memory)  {}",
        rate(EVENTS, fold_explained)
    );

    let t = Instant::now();
    let folded = Game::replay(evs.clone());
    let fold = t.elapsed();
    assert_eq!(folded.state().hash(), explained.state().hash());
    assert_eq!(folded.state().hash(), game.state().hash());
    println!("fold only, quiet (memory)        {}", rate(EVENTS, fold));

    // One durable append per transaction.
    const SINGLE: usize = 2_000;
    let mut store = Store::open(&path).expect("reopen");
    let single = store.create_case("single", Utc::now()).expect("a case");
    let t = Instant::now();
    for (i, r) in rows.iter().take(SINGLE).enumerate() {
        store
            .append(single.id, i as u64, std::slice::from_ref(r))
            .expect("append one");
    }
    let one = t.elapsed();
    println!("append one per transaction       {}", rate(SINGLE, one));

    // The bare baseline: one insert and commit per row, same pragmas.
    let bare_path = dir.path().join("bare.sqlite");
    let conn = rusqlite::Connection::open(&bare_path).expect("open bare");
    conn.execute_batch(
        "PRAGMA journal_mode=WAL; PRAGMA synchronous=FULL;
         CREATE TABLE t(case_id INTEGER, seq INTEGER, payload TEXT, PRIMARY KEY(case_id, seq));",
    )
    .expect("bare schema");
    let t = Instant::now();
    for (i, r) in rows.iter().take(SINGLE).enumerate() {
        conn.execute("BEGIN IMMEDIATE", []).expect("begin");
        conn.execute(
            "INSERT INTO t VALUES (1, ?1, ?2)",
            rusqlite::params![i as i64, r.payload],
        )
        .expect("insert");
        conn.execute("COMMIT", []).expect("commit");
    }
    let bare = t.elapsed();
    println!("bare rusqlite insert+commit      {}", rate(SINGLE, bare));
    println!(
        "database file: {:.1} MiB for {} events",
        std::fs::metadata(&path).map(|m| m.len()).unwrap_or(0) as f64 / (1024.0 * 1024.0),
        EVENTS + SINGLE
    );
}
