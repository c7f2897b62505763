//! Databases written by older versions still verify and replay the same. Each is read from the
//! SQL of a database the old code itself wrote (fixtures/old-db/, which says how each was made):
//! its schema as the migrations then were, its rows as that code stored them (event payloads of
//! their event version, state hashes of that engine, hash chains of that encoding).

use crate::harden::{raw, Sandbox};
use std::path::Path;

/// Makes the database file `path` from `fixtures/old-db/NAME.sql`.
pub fn old_database(name: &str, path: &Path) {
    let file = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fixtures/old-db")
        .join(format!("{name}.sql"));
    let sql = std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
    let conn = rusqlite::Connection::open(path).expect("create");
    conn.execute_batch(&sql)
        .unwrap_or_else(|e| panic!("{} loads: {e}", file.display()));
}

// Schema version 2 (before cards, lines and seals; hash encoding 1, event version 1): the case
// verifies, replays to the same board, `undo` there takes back one event as a line of its own,
// and the ruling recorded then, linked to step 3 of the case, still checks as the same.
#[test]
fn a_database_from_before_lines_still_verifies_and_replays_the_same() {
    let sb = Sandbox::new();
    old_database("v2", &sb.db());
    let out = sb.ok(&["verify"]);
    assert!(
        out.contains("case `old`: 4 events, hash chain and state hashes ok"),
        "{out}"
    );
    assert!(out.contains("rulings: 1 records, chain ok"), "{out}");
    let show = sb.json(&["show", "old", "--json"]);
    assert_eq!(show["board"]["players"][0]["family_honor"], 12);
    assert_eq!(show["board"]["players"][1]["family_honor"], -1);
    let ruling = sb.json(&["ruling", "show", "1", "--json"]);
    assert_eq!(ruling["case_check"]["same"], true, "{ruling}");
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
            "SELECT count(*) FROM events WHERE hash_version = 1 AND line IS NULL AND version = 1",
            [],
            |r| r.get(0),
        )
        .expect("count");
    assert_eq!(v1, 4);
}
