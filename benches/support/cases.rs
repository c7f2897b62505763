//! The case files the benches time, each a file of its own, and the bare insert that anchors an
//! append.
//!
//! A case is built once through the store's API, as gunbai writes (the state hash after each
//! event computed by this engine), and kept under cargo's target folder for the benches to come
//! (`CARGO_TARGET_TMPDIR/cases`), named by its shape, the event version, the engine build and the
//! mix's own source: a change to any of them builds it anew. Each bench times a copy of it in a
//! folder of its own, found sound by the store (and so marked) before anything is timed.

use super::mix::Generator;
use chrono::{TimeZone, Utc};
use gunbai::engine::state::Zone;
use gunbai::engine::{Event, EVENT_VERSION};
use gunbai::store::{NewEvent, Store};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

fn row(e: &Event, hash: String) -> NewEvent {
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
        state_hash: hash,
    }
}

/// A case file: its path and what the mix put in it.
pub struct CaseFile {
    pub db: PathBuf,
    pub events: u64,
    pub board: usize,
}

/// The shape of a case: `events` events of the mix on a board of `board` personalities, an undo
/// every `undo_every` turns (0: none).
#[derive(Clone, Copy)]
pub struct Shape {
    pub name: &'static str,
    pub events: usize,
    pub board: usize,
    pub undo_every: usize,
}

/// The few-event case the long ones are measured against.
pub const TINY: Shape = Shape {
    name: "tiny",
    events: 10,
    board: 3,
    undo_every: 0,
};

/// A fingerprint of the mix's source, so that a change to the mix builds the cases anew.
fn mix_print() -> u64 {
    // FNV-1a: stable across runs and builds, unlike the standard library's hasher.
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in include_str!("mix.rs").bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    h
}

/// Where built cases are kept between runs.
fn cache_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("cases")
}

/// A copy in `dir` of the case of `shape`, built first if no run has built it yet. The copy is
/// found sound by the store before it is handed out, so no timed command pays the check a new
/// file gets.
pub fn case_file(dir: &Path, shape: Shape) -> CaseFile {
    let cache = cache_dir();
    std::fs::create_dir_all(&cache).expect("the cases folder");
    let build = gunbai::fold::ENGINE_BUILD
        .chars()
        .filter(char::is_ascii_alphanumeric)
        .take(16)
        .collect::<String>();
    let key = format!(
        "{}-{}-{}-{}-v{}-{}-{:016x}",
        shape.name,
        shape.events,
        shape.board,
        shape.undo_every,
        EVENT_VERSION,
        build,
        mix_print()
    );
    let kept = cache.join(format!("{key}.sqlite"));
    let about = cache.join(format!("{key}.txt"));
    if !kept.exists() || !about.exists() {
        build_case(&cache, &kept, &about, shape);
    }
    let summary = std::fs::read_to_string(&about).expect("the case's summary");
    println!("  {}: {}", shape.name, summary.trim());
    let db = dir.join(format!("{}.sqlite", shape.name));
    std::fs::copy(&kept, &db).expect("copy the case");
    Store::open(&db).expect("the copy is found sound");
    let events = summary
        .split_whitespace()
        .next()
        .and_then(|n| n.parse().ok())
        .expect("the summary starts with the events");
    CaseFile {
        db,
        events,
        board: shape.board,
    }
}

/// Builds the case of `shape` into `kept`, with its summary in `about`; a build cut short leaves
/// neither.
fn build_case(cache: &Path, kept: &Path, about: &Path, shape: Shape) {
    let t = Instant::now();
    let tmp = cache.join(format!("{}.building", shape.name));
    for p in [&tmp, kept, about] {
        let _ = std::fs::remove_file(p);
    }
    let mut store = Store::open(&tmp).expect("open");
    let case = store.create_case("t", Utc::now()).expect("a case");
    let mut gen = Generator::new(shape.board, shape.undo_every);
    let mut head = 0u64;
    while (head as usize) < shape.events {
        let batch = gen.take((shape.events - head as usize).min(10_000));
        let rows: Vec<NewEvent> = batch.iter().map(|(e, h)| row(e, h.clone())).collect();
        store.append(case.id, head, &rows).expect("append a batch");
        head += rows.len() as u64;
    }
    drop(store);
    {
        let c = rusqlite::Connection::open(&tmp).expect("open");
        c.execute_batch("PRAGMA wal_checkpoint(TRUNCATE);")
            .expect("fold the log into the file");
    }
    let kinds: Vec<String> = gen
        .mix
        .kinds
        .iter()
        .map(|(k, v)| format!("{k} {v}"))
        .collect();
    let dead = gen
        .mix
        .game
        .state()
        .cards
        .iter()
        .filter(|c| matches!(c.zone, Zone::Dead(_)))
        .count();
    let summary = format!(
        "{head} events, {} personalities in play, {dead} dead, {:.1} MiB, built in {:.1} s; kinds: {}; lines refused and left out: {}",
        shape.board,
        size(&tmp) as f64 / (1 << 20) as f64,
        t.elapsed().as_secs_f64(),
        kinds.join(", "),
        gen.mix.refused
    );
    if std::env::var("GUNBAI_BENCH_MIX_ONLY").is_ok_and(|v| v == "1") {
        for (shape, (n, first)) in &gen.mix.refusals {
            println!("    refused {n}× {shape}: first {first}");
        }
    }
    std::fs::rename(&tmp, kept).expect("keep the case");
    std::fs::write(about, summary).expect("keep its summary");
    for suffix in ["-wal", "-shm", "-checked"] {
        let mut p = tmp.clone().into_os_string();
        p.push(suffix);
        let _ = std::fs::remove_file(PathBuf::from(p));
    }
}

pub fn size(p: &Path) -> u64 {
    std::fs::metadata(p).map(|m| m.len()).unwrap_or(0)
}

/// Drops the case's saved boards through gunbai's store, so the next `show` is a first one.
pub fn forget_boards(db: &Path) {
    let mut store = Store::open(db).expect("open");
    let info = store.case("t").expect("the case");
    store
        .drop_snapshots_from(info.id, gunbai::fold::ENGINE_BUILD, 0)
        .expect("drop the saved boards");
    store
        .drop_snapshots_from(info.id, &gunbai::fold::last_board_engine(), 0)
        .expect("drop the last board");
}

/// A bare `INSERT` of `n` rows like the events through one prepared statement, one transaction
/// per row as gunbai commits a line: the per-row anchor of appending.
pub fn bare_insert(dir: &Path, n: usize) -> Duration {
    let db = dir.join("bare.sqlite");
    let _ = std::fs::remove_file(&db);
    let c = rusqlite::Connection::open(&db).expect("open");
    c.execute_batch(
        "PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL;
         CREATE TABLE e (seq INTEGER PRIMARY KEY, payload TEXT, state_hash TEXT, prev_hash TEXT, hash TEXT);",
    )
    .expect("schema");
    let payload = r#"{"kind":"honor","player":1,"delta":1}"#;
    let t = Instant::now();
    let mut stmt = c
        .prepare(
            "INSERT INTO e (seq, payload, state_hash, prev_hash, hash) VALUES (?1, ?2, ?3, ?4, ?5)",
        )
        .expect("prepare");
    for i in 0..n {
        c.execute_batch("BEGIN IMMEDIATE").expect("begin");
        stmt.execute(rusqlite::params![
            i as i64,
            payload,
            "v2-0000000000000000000000000000000000000000000000000000000000000000",
            "0000000000000000000000000000000000000000000000000000000000000000",
            "1111111111111111111111111111111111111111111111111111111111111111"
        ])
        .expect("insert");
        c.execute_batch("COMMIT").expect("commit");
    }
    t.elapsed() / (n as u32).max(1)
}
