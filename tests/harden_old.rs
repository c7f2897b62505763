//! Databases written by older versions still verify and replay the same.

use crate::harden::{raw, Sandbox};
use std::path::Path;

// Old databases: written before schema version 5 (hash encoding 1), they still verify, replay the
// same, and `undo` there takes back one event as a line of its own.

fn old_database(path: &Path) {
    use gunbai::engine::{Game, Library, EVENT_VERSION};
    use gunbai::store::{chain_hash, NewEvent, APPLICATION_ID, GENESIS_HASH};
    let conn = rusqlite::Connection::open(path).expect("create");
    conn.execute_batch(include_str!("../db/001_init.sql"))
        .expect("schema 1");
    conn.execute_batch(include_str!("../db/002_rulings.sql"))
        .expect("schema 2");
    conn.pragma_update(None, "user_version", 2)
        .expect("version");
    conn.pragma_update(None, "application_id", APPLICATION_ID)
        .expect("app id");
    conn.execute(
        "INSERT INTO cases (name, created_at) VALUES ('old', '2024-05-01T12:00:00.000000000Z')",
        [],
    )
    .expect("case");
    conn.execute(
        "INSERT INTO tournaments (name, created_at) VALUES ('Kotei', '2024-05-01T12:00:00.000000000Z')",
        [],
    )
    .expect("tournament");
    let lib = Library::embedded();
    let mut game = Game::new();
    let mut prev = GENESIS_HASH.to_string();
    let t = chrono::DateTime::parse_from_rfc3339("2024-05-01T12:00:00Z")
        .expect("time")
        .with_timezone(&chrono::Utc);
    for (seq, text) in [
        "players Allen Bob",
        "honor Allen 10",
        "gain Allen 2",
        "lose Bob 1",
    ]
    .iter()
    .enumerate()
    {
        let line = gunbai::lang::parse_line(text).expect("parses").remove(0);
        let ev = game.decide(&line.command, lib).expect("accepted");
        game.push(ev.clone());
        let e = NewEvent {
            kind: ev.kind().to_string(),
            version: EVENT_VERSION,
            payload: ev.to_json(),
            source: text.to_string(),
            author: "judge".into(),
            recorded_at: t,
            state_hash: game.state().hash(),
        };
        let seq = seq as u64 + 1;
        let hash = chain_hash(&prev, &e, seq);
        conn.execute(
            "INSERT INTO events (case_id, seq, kind, version, payload, source, author, recorded_at, state_hash, prev_hash, hash) \
             VALUES (1, ?1, ?2, ?3, ?4, ?5, ?6, '2024-05-01T12:00:00.000000000Z', ?7, ?8, ?9)",
            rusqlite::params![seq as i64, e.kind, e.version, e.payload, e.source, e.author, e.state_hash, prev, hash],
        )
        .expect("event");
        prev = hash;
    }
}

#[test]
fn a_database_from_before_lines_still_verifies_and_replays_the_same() {
    let sb = Sandbox::new();
    old_database(&sb.db());
    let out = sb.ok(&["verify"]);
    assert!(
        out.contains("case `old`: 4 events, hash chain and state hashes ok"),
        "{out}"
    );
    assert!(out.contains("rulings: 0 records, chain ok"), "{out}");
    let show = sb.json(&["show", "old", "--json"]);
    assert_eq!(show["board"]["players"][0]["family_honor"], 12);
    // undo there takes back one old event (each is a line of its own), then new lines whole.
    let r = sb.run_stdin(
        &["repl", "old"],
        "undo\nexpect honor Bob 0\nexpect honor Allen 12\ngain Bob 3; gain Bob 4\nundo\nexpect honor Bob 0\n",
    );
    assert_eq!(r.code, 0, "{}\n{}", r.stdout, r.stderr);
    sb.ok(&["verify"]);
    // The old rows kept their encoding.
    let c = raw(&sb);
    let v1: i64 = c
        .query_row(
            "SELECT count(*) FROM events WHERE hash_version = 1 AND line IS NULL",
            [],
            |r| r.get(0),
        )
        .expect("count");
    assert_eq!(v1, 4);
}
