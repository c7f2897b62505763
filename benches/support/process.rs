//! Whole `gunbai` processes, the shell on a terminal and the `sqlite3` CLI, timed.

use std::io::{Read, Write};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// The binary measured: the one cargo built beside this bench, or `GUNBAI_BENCH_BIN`.
pub fn bin() -> String {
    std::env::var("GUNBAI_BENCH_BIN").unwrap_or_else(|_| env!("CARGO_BIN_EXE_gunbai").to_string())
}

// The child is reaped by `waitpid`.
#[allow(clippy::zombie_processes)]
/// Runs the binary to the end on `db` with `stdin` piped in, output discarded; its wall time and
/// peak resident set (kB), or a panic if it fails.
pub fn run(args: &[&str], db: &Path, stdin: &str) -> (Duration, u64) {
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
    let pid = child.id() as libc::pid_t;
    let status_file = format!("/proc/{pid}/status");
    let mut hwm = 0u64;
    let mut status = 0;
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
        std::thread::sleep(Duration::from_micros(500));
    }
    let took = t.elapsed();
    let mut err = String::new();
    if let Some(mut e) = child.stderr.take() {
        let _ = e.read_to_string(&mut err);
    }
    assert!(
        libc::WIFEXITED(status) && libc::WEXITSTATUS(status) == 0,
        "gunbai {args:?} failed: {err}"
    );
    (took, hwm)
}

pub fn wall(args: &[&str], db: &Path, stdin: &str) -> Duration {
    run(args, db, stdin).0
}

/// The shell on a terminal (`script` gives it one), started on case `t`: the time from its start
/// to the answer of the first line typed (typed once the prompt shows: a terminal's pending input
/// is dropped when the shell takes the terminal over). The end of input then closes it.
pub fn shell_on_terminal(db: &Path) -> Duration {
    let t = Instant::now();
    let cmd = format!("{} repl t", bin());
    let mut child = Command::new("script")
        .args(["-q", "-e", "-c", &cmd, "/dev/null"])
        .env("GUNBAI_DB", db)
        .env("HOME", db.parent().expect("a folder"))
        .env("TERM", "dumb")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("script starts");
    let mut input = child.stdin.take().expect("stdin");
    let mut out = child.stdout.take().expect("stdout");
    let (tx, rx) = std::sync::mpsc::channel::<Vec<u8>>();
    let reader = std::thread::spawn(move || {
        let mut buf = [0u8; 4096];
        while let Ok(k) = out.read(&mut buf) {
            if k == 0 || tx.send(buf[..k].to_vec()).is_err() {
                break;
            }
        }
    });
    let mut seen = String::new();
    // Waits until the output holds `n` prompts; false after a minute without them.
    let wait_prompts = |n: usize, seen: &mut String| -> bool {
        while seen.matches("gunbai:t>").count() < n {
            match rx.recv_timeout(Duration::from_secs(60)) {
                Ok(b) => seen.push_str(&String::from_utf8_lossy(&b)),
                Err(_) => return false,
            }
        }
        true
    };
    let prompted = wait_prompts(1, &mut seen);
    if prompted {
        input.write_all(b"gain Bob 1\n").expect("type a line");
    }
    let answered = prompted && wait_prompts(2, &mut seen);
    let took = t.elapsed();
    let _ = input.write_all(b"\x04");
    drop(input);
    if !answered {
        let _ = child.kill();
    }
    let _ = child.wait();
    let _ = reader.join();
    assert!(answered, "the shell did not answer: {seen}");
    took
}

pub fn sqlite3(db: &Path, sql: &str) -> Duration {
    let t = Instant::now();
    let s = Command::new("sqlite3")
        .arg(db)
        .arg(sql)
        .stdout(Stdio::null())
        .status()
        .expect("sqlite3 runs");
    assert!(s.success(), "sqlite3 {sql}");
    t.elapsed()
}

pub const READ_ROWS: &str =
    "SELECT seq, version, payload, state_hash FROM events ORDER BY case_id, seq";
