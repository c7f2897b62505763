//! `cargo bench`: what gunbai costs as a case and its board grow, measured on a realistic event
//! mix (`mix.rs`: honor changes, bows and straightens, actions with reaction windows, reactions,
//! passes, turn changes, undos) and printed line by line as a ratio against an anchor measured in
//! the same run. Nothing here is a pass/fail test.
//!
//! The default run uses 10k- and 100k-event cases; `GUNBAI_BENCH_FULL=1` adds the 1M-event lines
//! (replay against the `sqlite3` CLI, memory, jumps).

mod mix;

use chrono::{TimeZone, Utc};
use gunbai::engine::{Event, Game, EVENT_VERSION};
use gunbai::fold::{self, Boards};
use gunbai::session;
use gunbai::store::{CaseInfo, NewEvent, Store};
use mimalloc::MiMalloc;
use std::alloc::{GlobalAlloc, Layout};
use std::cell::RefCell;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// Counts live heap bytes and their peak, so a replay's memory can be read in-process. It wraps
/// the allocator the `gunbai` binary uses, so in-process lines measure what ships.
struct Counting;

static LIVE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, l: Layout) -> *mut u8 {
        let p = MiMalloc.alloc(l);
        if !p.is_null() {
            let now = LIVE.fetch_add(l.size(), Ordering::Relaxed) + l.size();
            PEAK.fetch_max(now, Ordering::Relaxed);
        }
        p
    }
    unsafe fn dealloc(&self, p: *mut u8, l: Layout) {
        MiMalloc.dealloc(p, l);
        LIVE.fetch_sub(l.size(), Ordering::Relaxed);
    }
    unsafe fn realloc(&self, p: *mut u8, l: Layout, new: usize) -> *mut u8 {
        let q = MiMalloc.realloc(p, l, new);
        if !q.is_null() {
            if new >= l.size() {
                let now = LIVE.fetch_add(new - l.size(), Ordering::Relaxed) + (new - l.size());
                PEAK.fetch_max(now, Ordering::Relaxed);
            } else {
                LIVE.fetch_sub(l.size() - new, Ordering::Relaxed);
            }
        }
        q
    }
}

#[global_allocator]
static ALLOC: Counting = Counting;

/// Peak heap growth while `f` runs, in bytes.
fn peak_of<T>(f: impl FnOnce() -> T) -> (T, usize) {
    let base = LIVE.load(Ordering::Relaxed);
    PEAK.store(base, Ordering::Relaxed);
    let out = f();
    (out, PEAK.load(Ordering::Relaxed).saturating_sub(base))
}

/// The binary measured: the one cargo built beside this bench, or `GUNBAI_BENCH_BIN`.
fn bin() -> String {
    std::env::var("GUNBAI_BENCH_BIN").unwrap_or_else(|_| env!("CARGO_BIN_EXE_gunbai").to_string())
}

fn row(e: &Event, hash: String, source: &str) -> NewEvent {
    NewEvent {
        kind: e.kind().to_string(),
        version: EVENT_VERSION,
        payload: e.to_json(),
        source: source.into(),
        author: "bench".into(),
        recorded_at: Utc
            .timestamp_opt(1_700_000_000, 0)
            .single()
            .expect("a valid time"),
        state_hash: hash,
    }
}

/// Writes `evs` as case `name`, with the state hash this engine computes after each event.
fn build_case(store: &mut Store, name: &str, evs: &[Event]) -> CaseInfo {
    let case = store.create_case(name, Utc::now()).expect("a case");
    let mut game = Game::new();
    let mut rows = Vec::with_capacity(10_000);
    let mut head = 0u64;
    for e in evs {
        game.push_quiet(e.clone());
        rows.push(row(e, game.state().hash(), "bench"));
        if rows.len() == 10_000 {
            store.append(case.id, head, &rows).expect("append a batch");
            head += rows.len() as u64;
            rows.clear();
        }
    }
    if !rows.is_empty() {
        store.append(case.id, head, &rows).expect("append a batch");
    }
    store.case(name).expect("the case just written")
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

fn timed(f: impl FnOnce()) -> Duration {
    let t = Instant::now();
    f();
    t.elapsed()
}

// The child is reaped by `waitpid`.
#[allow(clippy::zombie_processes)]
/// Runs a command to the end with `stdin` piped in, output discarded; returns its wall time and
/// its peak resident set (kB), or panics if it fails.
fn run(args: &[&str], db: &Path, stdin: &str) -> (Duration, u64) {
    let t = Instant::now();
    let mut child = Command::new(bin())
        .args(args)
        .env("GUNBAI_DB", db)
        .env("HOME", db.parent().expect("the db has a folder"))
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the gunbai binary starts");
    if let Some(mut i) = child.stdin.take() {
        i.write_all(stdin.as_bytes()).expect("write stdin");
    }
    let pid = child.id() as libc::pid_t;
    let mut status = 0;
    // The child's own peak resident set: VmHWM of its address space, read while it runs
    // (`ru_maxrss` would count this bench's pages, shared with the child until its exec).
    let status_file = format!("/proc/{pid}/status");
    let mut hwm = 0u64;
    loop {
        if let Ok(text) = std::fs::read_to_string(&status_file) {
            if let Some(kb) = text
                .lines()
                .find_map(|l| l.strip_prefix("VmHWM:"))
                .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<u64>().ok())
            {
                hwm = hwm.max(kb);
            }
        }
        // SAFETY: polls our own child; `child` is not waited on again.
        let r = unsafe { libc::waitpid(pid, &mut status, libc::WNOHANG) };
        if r == pid {
            break;
        }
        assert_eq!(r, 0, "waitpid on the child");
        std::thread::sleep(Duration::from_millis(1));
    }
    let took = t.elapsed();
    let mut err = String::new();
    if let Some(mut e) = child.stderr.take() {
        use std::io::Read;
        let _ = e.read_to_string(&mut err);
    }
    assert!(
        libc::WIFEXITED(status) && libc::WEXITSTATUS(status) == 0,
        "gunbai {args:?} failed: {err}"
    );
    (took, hwm)
}

/// CPU time (user + system) of the children waited for so far.
fn children_cpu() -> Duration {
    // SAFETY: `getrusage` only writes into the struct it is given.
    let mut u: libc::rusage = unsafe { std::mem::zeroed() };
    unsafe { libc::getrusage(libc::RUSAGE_CHILDREN, &mut u) };
    let tv = |t: libc::timeval| {
        Duration::from_secs(u64::try_from(t.tv_sec).unwrap_or(0))
            + Duration::from_micros(u64::try_from(t.tv_usec).unwrap_or(0))
    };
    tv(u.ru_utime) + tv(u.ru_stime)
}

fn ms(d: Duration) -> String {
    format!("{:.1} ms", d.as_secs_f64() * 1e3)
}

fn ratio(a: Duration, b: Duration) -> f64 {
    a.as_secs_f64() / b.as_secs_f64().max(1e-9)
}

fn line(what: &str, value: String, r: f64, anchor: &str, target: &str) {
    println!("{what:<58} {value:>24}  {r:>7.2}×  vs {anchor}  (target {target})");
}

/// Drops the case's saved boards, so the next fold is a case's first.
fn forget_boards(store: &mut Store, info: &CaseInfo) {
    store
        .drop_snapshots_from(info.id, fold::ENGINE_BUILD, 0)
        .expect("the saved boards are dropped");
}

/// What `gunbai show` runs on a case with no saved boards, in process: the case after its first
/// `at` events, every event folded from the first, saving the boards it passes on the way. Call
/// [`forget_boards`] first (untimed) for a case already folded.
fn first_fold(store: &mut Store, info: &CaseInfo, at: u64) -> Game {
    fold::game_at(store, info, at, Boards::Save).expect("the case replays")
}

/// [`first_fold`] of the whole case, timed; the boards are dropped before the clock starts.
fn timed_first_fold(store: &mut Store, info: &CaseInfo) -> Duration {
    forget_boards(store, info);
    timed(|| drop(first_fold(store, info, info.events)))
}

fn main() {
    let full = std::env::var("GUNBAI_BENCH_FULL").is_ok_and(|v| v == "1");
    let big = if full { 1_000_000 } else { 100_000 };
    let dir = tempfile::TempDir::new().expect("a temp dir");
    let db: PathBuf = dir.path().join("bench.sqlite");
    let mut store = Store::open(&db).expect("open the bench database");
    // The connection the in-process folds read through and save their boards with.
    let folds = RefCell::new(Store::open(&db).expect("open the bench database again"));
    let sqlite3 = Command::new("sqlite3")
        .arg("-version")
        .output()
        .is_ok_and(|o| o.status.success());

    println!(
        "gunbai bench: realistic mix, {} events for the long lines{}",
        big,
        if full {
            ""
        } else {
            " (GUNBAI_BENCH_FULL=1 for 1M)"
        }
    );
    let t = Instant::now();
    let long = mix::events(big, 3, big / 10_000);
    let small = mix::events(10_000, 3, 0);
    let small_undo = mix::events(10_000, 3, 100);
    let wide = mix::events(10_000, 500, 0);
    let tiny = mix::events(10, 3, 0);
    println!(
        "generated in {:.1} s ({} undos in the undo case)",
        t.elapsed().as_secs_f64(),
        mix::undos(&small_undo)
    );
    let t = Instant::now();
    let long_c = build_case(&mut store, "long", &long);
    let small_c = build_case(&mut store, "small", &small);
    let undo_c = build_case(&mut store, "undos", &small_undo);
    let wide_c = build_case(&mut store, "wide", &wide);
    let tiny_c = build_case(&mut store, "tiny", &tiny);
    println!("written in {:.1} s", t.elapsed().as_secs_f64());
    drop(long);
    let dbs = db.to_str().expect("a UTF-8 temp path");

    // 1. Full replay from the file, against reading the same rows: the fold `gunbai show` runs
    // on a case with no saved boards, in process.
    let n = long_c.events as f64;
    let q = format!(
        "SELECT seq, version, payload FROM events WHERE case_id = {} ORDER BY seq",
        long_c.id
    );
    let mut read_rows = || {
        if sqlite3 {
            timed(|| {
                let s = Command::new("sqlite3")
                    .arg(dbs)
                    .arg(&q)
                    .stdout(Stdio::null())
                    .status()
                    .expect("sqlite3 runs");
                assert!(s.success());
            })
        } else {
            timed(|| {
                let mut k = 0usize;
                store
                    .for_each_payload(long_c.id, |_, _, p| {
                        k += p.len();
                        Ok(())
                    })
                    .expect("rows");
            })
        }
    };
    let anchor_name = if sqlite3 {
        "the sqlite3 CLI reading the rows"
    } else {
        "a bare rusqlite read of the rows"
    };
    let reps = if full { 2 } else { 3 };
    // The first `show` of a case folds every event and saves boards on the way; later ones start
    // from the nearest saved board.
    let cpu0 = children_cpu();
    let (first_show, _) = run(&["show", "long"], &db, "");
    let first_show_cpu = children_cpu().saturating_sub(cpu0);
    let mut rss_show = 0;
    let [anchor, d_replay, d_show] = rounds(
        reps,
        [
            &mut read_rows,
            &mut || timed_first_fold(&mut folds.borrow_mut(), &long_c),
            &mut || {
                let (d, rss) = run(&["show", "long"], &db, "");
                rss_show = rss_show.max(rss);
                d
            },
        ],
    );
    let anchor = (anchor_name, anchor);
    line(
        &format!("full replay of {big} events from the file (saves boards)"),
        format!(
            "{} ({:.0} k/s)",
            ms(d_replay),
            n / d_replay.as_secs_f64() / 1e3
        ),
        ratio(d_replay, anchor.1),
        anchor.0,
        "≤ 2×",
    );
    line(
        "  the first `gunbai show` of it (whole process, saves boards)",
        ms(first_show),
        ratio(first_show, anchor.1),
        &format!("{} ({})", anchor.0, ms(anchor.1)),
        "≤ 2×",
    );
    if sqlite3 {
        // On a loaded machine the wall time of a process that works on two threads depends on
        // what else runs; the CPU time it spends does not.
        let cpu0 = children_cpu();
        read_rows();
        let anchor_cpu = children_cpu().saturating_sub(cpu0);
        line(
            "  its CPU time (user + system, every thread)",
            ms(first_show_cpu),
            ratio(first_show_cpu, anchor_cpu),
            &format!("the sqlite3 CLI's ({})", ms(anchor_cpu)),
            "≤ 2×",
        );
    }
    line(
        "  `gunbai show` of it again (from the saved boards)",
        ms(d_show),
        ratio(d_show, anchor.1),
        &format!("{} ({})", anchor.0, ms(anchor.1)),
        "≤ 2×",
    );

    // 2. Memory.
    // The highest of three runs each: from 4096 rows a replay reads on one thread while another
    // folds, and how full the queue between them gets depends on how the threads are scheduled.
    // Each is a first fold, as `show` makes on a case with no saved boards.
    let highest = |at: u64| {
        (0..3)
            .map(|_| {
                forget_boards(&mut folds.borrow_mut(), &long_c);
                peak_of(|| first_fold(&mut folds.borrow_mut(), &long_c, at)).1
            })
            .max()
            .unwrap_or(0)
    };
    let peak = highest(long_c.events);
    // The same case's first tenth: the same mix (undos included), a tenth of the log.
    let peak_tenth = highest(long_c.events / 10);
    const TARGET_MEM: f64 = 64.0 * 1024.0 * 1024.0;
    line(
        &format!("memory replaying {big} events (peak heap)"),
        format!("{:.3} MB", peak as f64 / 1e6),
        peak as f64 / TARGET_MEM,
        "64 MiB",
        "< 1×",
    );
    line(
        "  same, its first tenth: growth with the log",
        format!("{:.3} MB", peak_tenth as f64 / 1e6),
        peak as f64 / (peak_tenth as f64).max(1.0),
        &format!("the first {} events", long_c.events / 10),
        "flat (≈ 1×)",
    );
    line(
        "  `gunbai show` peak resident set",
        format!("{:.1} MB", rss_show as f64 / 1e3),
        rss_show as f64 * 1e3 / TARGET_MEM,
        "64 MiB",
        "< 1×",
    );

    // 3. Board of 500 cards against 3 cards, per event.
    let per = |d: Duration, n: u64| d / (n as u32).max(1);
    let [r3, r500] = rounds(
        7,
        [
            &mut || timed_first_fold(&mut folds.borrow_mut(), &small_c),
            &mut || timed_first_fold(&mut folds.borrow_mut(), &wide_c),
        ],
    );
    line(
        "replay per event, 500 cards vs 3",
        format!("{:.2} µs", per(r500, wide_c.events).as_secs_f64() * 1e6),
        ratio(r500, r3),
        &format!(
            "3 cards ({:.2} µs)",
            per(r3, small_c.events).as_secs_f64() * 1e6
        ),
        "≤ 1.5×",
    );
    let [v3, v500] = rounds(
        2,
        [&mut || run(&["verify", "small"], &db, "").0, &mut || {
            run(&["verify", "wide"], &db, "").0
        }],
    );
    line(
        "`gunbai verify` per event, 500 cards vs 3",
        format!("{:.2} µs", per(v500, wide_c.events).as_secs_f64() * 1e6),
        ratio(v500, v3),
        &format!(
            "3 cards ({:.2} µs)",
            per(v3, small_c.events).as_secs_f64() * 1e6
        ),
        "≤ 1.5×",
    );
    // Appending: one line at a time through the session (decide, apply, hash, one transaction).
    // Both cases open at once, one line appended to each in turn, so both see the same disk.
    let open_session = |info: &CaseInfo| {
        let lib = gunbai::engine::Library::embedded();
        let st = Store::open(&db).expect("reopen");
        let mut s = session::Session::with_store(st, lib, "bench");
        s.open_case(&info.name).expect("open");
        s
    };
    let append_one = |s: &mut session::Session, i: usize| -> Duration {
        let h = format!("p{}", i % 3);
        let bowed = s.game().state().card(&h).is_some_and(|c| c.bowed);
        let l = if bowed {
            format!("straighten {h}")
        } else {
            format!("bow {h}")
        };
        let parsed = gunbai::lang::parse_line(&l).expect("parses");
        timed(|| {
            for p in &parsed {
                s.execute(p, Utc::now()).expect("appends");
            }
        })
    };
    let (mut s3, mut s500) = (open_session(&small_c), open_session(&wide_c));
    let (mut a3, mut a500) = (Vec::new(), Vec::new());
    for i in 0..300 {
        a3.push(append_one(&mut s3, i));
        a500.push(append_one(&mut s500, i));
    }
    drop((s3, s500));
    // The lower quartile of each: a durable append waits on the disk, whose stalls are not the
    // board's. On a busy disk a flush takes either well under a millisecond or several, and the
    // median of one series can land among the slow flushes while the other's does not; the lower
    // quartile stays among the fast ones for both, and so measures what the board adds.
    let quartile = |v: &mut Vec<Duration>| {
        v.sort();
        v[v.len() / 4]
    };
    let (a3, a500) = (quartile(&mut a3), quartile(&mut a500));
    line(
        "append per event (durable), 500 cards vs 3",
        format!("{:.1} µs", a500.as_secs_f64() * 1e6),
        ratio(a500, a3),
        &format!("3 cards ({:.1} µs)", a3.as_secs_f64() * 1e6),
        "≤ 1.5×",
    );

    // 4. Jumps against a full replay, on the long case.
    let mid = (long_c.events / 2).to_string();
    let goto = format!("goto {mid}\nquit\n");
    let goto_next = format!("goto {mid}\n{}quit\n", "next\n".repeat(10));
    // Against a full replay: every event folded, in process (no process start, no saved board
    // read; the boards it passes are saved, so the jumps find them).
    let [d_show, at1, atmid, g0, g10, q] = rounds(
        reps,
        [
            &mut || timed_first_fold(&mut folds.borrow_mut(), &long_c),
            &mut || run(&["show", "long", "--at", "1"], &db, "").0,
            &mut || run(&["show", "long", "--at", &mid], &db, "").0,
            &mut || run(&["replay", "long"], &db, &goto).0,
            &mut || run(&["replay", "long"], &db, &goto_next).0,
            &mut || run(&["replay", "long"], &db, "quit\n").0,
        ],
    );
    line(
        "`show --at 1`",
        ms(at1),
        ratio(at1, d_show),
        "a full replay",
        "≤ 0.05×",
    );
    line(
        &format!("`show --at {mid}`"),
        ms(atmid),
        ratio(atmid, d_show),
        "a full replay",
        "≤ 0.05×",
    );
    line(
        &format!("`replay`: `goto {mid}`"),
        ms(g0.saturating_sub(q)),
        ratio(g0.saturating_sub(q), d_show),
        "a full replay",
        "≤ 0.05×",
    );
    let next = g10.saturating_sub(g0) / 10;
    line(
        &format!("`replay`: one `next` at step {mid}"),
        ms(next),
        ratio(next, d_show),
        "a full replay",
        "≤ 0.05×",
    );

    // 5. One command appended by a whole process, long case against a 10-event one.
    let [p10, plong] = rounds(
        3,
        [
            &mut || run(&["repl", "tiny"], &db, "gain Bob 1\n").0,
            &mut || run(&["repl", "long"], &db, "gain Bob 1\n").0,
        ],
    );
    line(
        &format!("one command appended (whole process), {big}-event case"),
        ms(plong),
        ratio(plong, p10),
        &format!("10-event case ({})", ms(p10)),
        "≤ 1.5×",
    );

    // 6. A durable append against a bare rusqlite insert + commit with the same pragmas.
    const SINGLE: usize = 500;
    let rows: Vec<NewEvent> = small
        .iter()
        .take(SINGLE)
        .map(|e| row(e, "0".repeat(64), "bench"))
        .collect();
    let single = store.create_case("single", Utc::now()).expect("a case");
    let t = Instant::now();
    for (i, r) in rows.iter().enumerate() {
        store
            .append(single.id, i as u64, std::slice::from_ref(r))
            .expect("append one");
    }
    let one = t.elapsed() / SINGLE as u32;
    let bare_path = dir.path().join("bare.sqlite");
    let conn = rusqlite::Connection::open(&bare_path).expect("open bare");
    conn.execute_batch(
        "PRAGMA journal_mode=WAL; PRAGMA synchronous=FULL; PRAGMA foreign_keys=ON;
         CREATE TABLE t(case_id INTEGER, seq INTEGER, kind TEXT, version INTEGER, payload TEXT,
           source TEXT, author TEXT, recorded_at TEXT, state_hash TEXT, prev_hash TEXT, hash TEXT,
           PRIMARY KEY(case_id, seq));",
    )
    .expect("bare schema");
    let t = Instant::now();
    for (i, r) in rows.iter().enumerate() {
        conn.execute("BEGIN IMMEDIATE", []).expect("begin");
        conn.execute(
            "INSERT INTO t VALUES (1, ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
            rusqlite::params![
                i as i64,
                r.kind,
                r.version,
                r.payload,
                r.source,
                r.author,
                "2023-11-14T22:13:20.000000000Z",
                r.state_hash,
                r.state_hash,
                r.state_hash
            ],
        )
        .expect("insert");
        conn.execute("COMMIT", []).expect("commit");
    }
    let bare = t.elapsed() / SINGLE as u32;
    line(
        "a durable append (one event, one transaction)",
        format!("{:.1} µs", one.as_secs_f64() * 1e6),
        ratio(one, bare),
        &format!(
            "bare rusqlite insert+commit ({:.1} µs)",
            bare.as_secs_f64() * 1e6
        ),
        "≤ 1.2×",
    );

    // 7. The shell with the long case open: start, open, reach the prompt, leave.
    let [start, shell, search] = rounds(
        5,
        [
            &mut || run(&["--version"], &db, "").0,
            &mut || run(&["repl", "long"], &db, "").0,
            &mut || run(&["rules", "search", "寵愛"], &db, "").0,
        ],
    );
    line(
        &format!("shell prompt with the {big}-event case open"),
        ms(shell),
        ratio(shell, Duration::from_millis(30)),
        "30 ms",
        "< 1×",
    );

    // 8. The rule search, beyond process start.
    let work = search.saturating_sub(start);
    line(
        "`rules search 寵愛`, work beyond process start",
        ms(work),
        ratio(work, Duration::from_millis(2)),
        &format!("2 ms (process start {})", ms(start)),
        "< 1×",
    );

    // 9. Undos.
    let [u, r0] = rounds(
        5,
        [
            &mut || timed_first_fold(&mut folds.borrow_mut(), &undo_c),
            &mut || timed_first_fold(&mut folds.borrow_mut(), &small_c),
        ],
    );
    line(
        &format!(
            "replay of 10k events with {} undos",
            mix::undos(&small_undo)
        ),
        ms(u),
        ratio(u, r0),
        &format!("none ({})", ms(r0)),
        "≤ 1.2×",
    );
    drop(tiny_c);
    println!(
        "database file: {:.1} MiB",
        std::fs::metadata(&db).map(|m| m.len()).unwrap_or(0) as f64 / (1024.0 * 1024.0)
    );
}
