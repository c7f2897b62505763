//! What the store's benches share: the mix of play, the case files made of it, whole processes
//! and the server timed, and the table's lines. Nothing here is a pass/fail test.
//!
//! Each bench is one line (or a few close lines) of the table in `docs/performance.md`, in a
//! file of its own (`cargo bench --bench first_show`); `cargo bench` runs them all. Every line
//! is printed as a ratio to an anchor measured in the same run, round by round, the fastest of
//! each kept, so a line and its anchor see the same load.
//!
//! `GUNBAI_BENCH_FULL=1` adds the 1M-event lines (their cases are built once, which takes
//! minutes, and kept for later runs); `GUNBAI_BENCH_SMOKE=1` runs every line on small cases, to
//! see that each runs (no figure means anything then).

pub mod cases;
pub mod mix;
pub mod process;
pub mod web;

use cases::Shape;
use std::process::Command;
use std::time::Duration;

/// What this run measures and what the machine has.
pub struct Run {
    /// The 1M-event lines too.
    pub full: bool,
    /// Small cases only.
    pub smoke: bool,
    pub has_sqlite3: bool,
    pub has_script: bool,
    /// Where this run's copies of the cases live.
    pub dir: tempfile::TempDir,
}

impl Run {
    /// Starts a bench: says what it measures, the run's size and the load the machine is under.
    pub fn start(bench: &str, what: &str) -> Run {
        let full = flag("GUNBAI_BENCH_FULL");
        let smoke = flag("GUNBAI_BENCH_SMOKE");
        let has = |cmd: &str, arg: &str| {
            Command::new(cmd)
                .arg(arg)
                .output()
                .is_ok_and(|o| o.status.success())
        };
        let run = Run {
            full,
            smoke,
            has_sqlite3: has("sqlite3", "-version"),
            has_script: has("script", "--version"),
            dir: tempfile::TempDir::new().expect("a temp dir"),
        };
        println!(
            "gunbai bench ({bench}): {what}; {}; load average at start: {}",
            if smoke {
                "smoke run, small cases (the figures mean nothing)"
            } else if full {
                "100k and 1M events"
            } else {
                "100k events (GUNBAI_BENCH_FULL=1 adds the 1M-event lines)"
            },
            load()
        );
        if !run.has_sqlite3 {
            println!("the sqlite3 CLI is missing (Debian: apt-get install sqlite3): its anchors are left out");
        }
        println!("the cases, each in its own file:");
        run
    }

    /// The long case: 100k events (2,000 in a smoke run) on a 3-card board.
    pub fn k100(&self) -> Shape {
        Shape {
            name: "k100",
            events: if self.smoke { 2_000 } else { 100_000 },
            board: 3,
            undo_every: 10,
        }
    }

    /// The 1M-event case, in a full run.
    pub fn m1(&self) -> Option<Shape> {
        self.full.then_some(Shape {
            name: "m1",
            events: 1_000_000,
            board: 3,
            undo_every: 10,
        })
    }

    /// The 1M-event case on a 500-card board, in a full run.
    pub fn m1_wide(&self) -> Option<Shape> {
        self.full.then_some(Shape {
            name: "m1wide",
            events: 1_000_000,
            board: 500,
            undo_every: 10,
        })
    }

    /// The biggest case of the run on 3 cards, and how it is named in the lines.
    pub fn biggest(&self) -> (Shape, &'static str) {
        match self.m1() {
            Some(m) => (m, "1M"),
            None => (self.k100(), if self.smoke { "2k" } else { "100k" }),
        }
    }

    /// A 10k-event case on `board` cards (1,000 and 60 in a smoke run): the per-event lines.
    pub fn small(&self, board: usize) -> Shape {
        let wide = board > 3;
        Shape {
            name: if wide { "small-wide" } else { "small3" },
            events: if self.smoke { 1_000 } else { 10_000 },
            board: if wide && self.smoke { 60 } else { board },
            undo_every: 10,
        }
    }

    /// Ends a bench: the load the machine was under at the end.
    pub fn end(self) {
        println!("load average at the end: {}", load());
    }
}

fn flag(name: &str) -> bool {
    std::env::var(name).is_ok_and(|v| v == "1")
}

fn load() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .unwrap_or_default()
        .trim()
        .to_string()
}
/// The fastest of `n` runs of each of `fs`, run in turn round by round, so a line and its
/// anchor see the same load.
pub fn rounds<const K: usize>(
    n: usize,
    mut fs: [&mut dyn FnMut() -> Duration; K],
) -> [Duration; K] {
    let mut out = [Duration::MAX; K];
    for _ in 0..n {
        for (o, f) in out.iter_mut().zip(fs.iter_mut()) {
            *o = (*o).min(f());
        }
    }
    out
}

pub fn ms(d: Duration) -> String {
    format!("{:.1} ms", d.as_secs_f64() * 1e3)
}

pub fn ratio(a: f64, b: f64) -> f64 {
    a / b.max(1e-12)
}

/// One line of the table: what, the figure, its ratio to the anchor, the anchor, the goal.
pub fn line(what: &str, value: &str, r: f64, anchor: &str, goal: &str) {
    println!("{what:<60} {value:>22}  {r:>8.2}×  vs {anchor}  (goal {goal})");
}
