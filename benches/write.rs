//! `cargo bench --bench write`: what a write costs as the file grows. Each case is in its own
//! file (a 10-event anchor does not pay for a large neighbour), each line is whole processes of
//! the `gunbai` binary, A/B interleaved round by round, printed as a ratio to its anchor.
//!
//! The default run uses a 100k-event case; `GUNBAI_BENCH_FULL=1` makes it 1M. Nothing here is a
//! pass/fail test.

mod mix;

use chrono::{TimeZone, Utc};
use gunbai::engine::{Event, Game, EVENT_VERSION};
use gunbai::store::{NewEvent, Store};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// The binary measured: the one cargo built beside this bench, or `GUNBAI_BENCH_BIN`.
fn bin() -> String {
    std::env::var("GUNBAI_BENCH_BIN").unwrap_or_else(|_| env!("CARGO_BIN_EXE_gunbai").to_string())
}

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

/// A file of its own holding case `t` with `evs`, the state hash after each event computed by
/// this engine, written as gunbai writes (so the file is left marked as found sound).
fn file_with_case(dir: &Path, name: &str, evs: &[Event]) -> PathBuf {
    let db = dir.join(format!("{name}.sqlite"));
    let mut store = Store::open(&db).expect("open");
    let case = store.create_case("t", Utc::now()).expect("a case");
    let mut game = Game::new();
    let mut rows = Vec::with_capacity(10_000);
    let mut head = 0u64;
    for e in evs {
        game.push_quiet(e.clone());
        rows.push(row(e, game.state().hash()));
        if rows.len() == 10_000 {
            store.append(case.id, head, &rows).expect("append a batch");
            head += rows.len() as u64;
            rows.clear();
        }
    }
    if !rows.is_empty() {
        store.append(case.id, head, &rows).expect("append a batch");
    }
    drop(store);
    db
}

/// Runs the binary to the end on `db` with `stdin` piped in; its wall time, or a panic if it
/// fails.
fn run(args: &[&str], db: &Path, stdin: &str) -> Duration {
    let t = Instant::now();
    let mut child = Command::new(bin())
        .args(args)
        .env("GUNBAI_DB", db)
        .env("HOME", db.parent().expect("a folder"))
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the gunbai binary starts");
    if let Some(mut i) = child.stdin.take() {
        i.write_all(stdin.as_bytes()).expect("write stdin");
    }
    let out = child.wait_with_output().expect("wait");
    let took = t.elapsed();
    assert!(
        out.status.success(),
        "gunbai {args:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    took
}

fn sqlite3(db: &Path, sql: &str) -> Duration {
    let t = Instant::now();
    let s = Command::new("sqlite3")
        .arg(db)
        .arg(sql)
        .stdout(Stdio::null())
        .status()
        .expect("sqlite3 runs");
    assert!(s.success());
    t.elapsed()
}

/// The fastest of `n` runs of each of `fs`, run in turn round by round, so a line and its
/// anchor see the same load.
fn rounds<const K: usize>(n: usize, mut fs: [&mut dyn FnMut() -> Duration; K]) -> [Duration; K] {
    let mut out = [Duration::MAX; K];
    for _ in 0..n {
        for (o, f) in out.iter_mut().zip(fs.iter_mut()) {
            *o = (*o).min(f());
        }
    }
    out
}

fn ms(d: Duration) -> String {
    format!("{:.1} ms", d.as_secs_f64() * 1e3)
}

fn line(what: &str, value: Duration, anchor_name: &str, anchor: Duration, target: &str) {
    let r = value.as_secs_f64() / anchor.as_secs_f64().max(1e-9);
    println!(
        "{what:<62} {:>12}  {r:>7.2}×  vs {anchor_name} ({})  (target {target})",
        ms(value),
        ms(anchor)
    );
}

fn forget_mark(db: &Path) {
    let mut p = db.as_os_str().to_owned();
    p.push("-checked");
    let _ = std::fs::remove_file(p);
}

fn main() {
    let full = std::env::var("GUNBAI_BENCH_FULL").is_ok_and(|v| v == "1");
    let big = if full { 1_000_000 } else { 100_000 };
    let dir = tempfile::TempDir::new().expect("a temp dir");
    println!("gunbai write bench: {big}-event case and a 10-event case, each in its own file");
    let t = Instant::now();
    let long = file_with_case(dir.path(), "long", &mix::events(big, 3, big / 10_000));
    let tiny = file_with_case(dir.path(), "tiny", &mix::events(10, 3, 0));
    println!(
        "written in {:.1} s; long file {:.1} MiB",
        t.elapsed().as_secs_f64(),
        std::fs::metadata(&long).map(|m| m.len()).unwrap_or(0) as f64 / (1024.0 * 1024.0)
    );
    let has_sqlite3 = Command::new("sqlite3")
        .arg("-version")
        .output()
        .is_ok_and(|o| o.status.success());

    // 1. One line appended by a whole process: the file as gunbai left it (marked as found
    // sound), against the same on a 10-event file.
    let [p10, plong] = rounds(
        5,
        [
            &mut || run(&["repl", "t"], &tiny, "gain Bob 1\n"),
            &mut || run(&["repl", "t"], &long, "gain Bob 1\n"),
        ],
    );
    line(
        &format!("one line appended (whole process), {big}-event file"),
        plong,
        "10-event file",
        p10,
        "≤ 1.5×",
    );

    // 2. The same when the file is not as gunbai last found it (another program wrote it, or
    // the mark was lost): the whole-file check is made again, as every write did before marks.
    let [u10, ulong] = rounds(
        3,
        [
            &mut || {
                forget_mark(&tiny);
                run(&["repl", "t"], &tiny, "gain Bob 1\n")
            },
            &mut || {
                forget_mark(&long);
                run(&["repl", "t"], &long, "gain Bob 1\n")
            },
        ],
    );
    line(
        &format!("  same, file unmarked (whole-file check), {big}-event file"),
        ulong,
        "10-event file",
        u10,
        "what a write paid before marks",
    );

    // 3. `gunbai verify` of the long file against SQLite's own check of it.
    if has_sqlite3 {
        let [v, ic] = rounds(
            2,
            [&mut || run(&["verify"], &long, ""), &mut || {
                sqlite3(&long, "PRAGMA integrity_check")
            }],
        );
        line(
            &format!("`gunbai verify`, {big}-event file"),
            v,
            "sqlite3 `PRAGMA integrity_check`",
            ic,
            "≤ 2×",
        );
    }
}
