//! `cargo bench --bench verify_file`: `gunbai verify` of the long case's file against SQLite's
//! own `PRAGMA integrity_check` through the `sqlite3` CLI on the same file.

#[allow(dead_code)]
mod support;

use support::cases::case_file;
use support::process::{sqlite3, wall};
use support::{line, ms, ratio, rounds, Run};

fn main() {
    let run = Run::start("verify_file", "verify against SQLite's own check");
    if !run.has_sqlite3 {
        return;
    }
    let (shape, bign) = run.biggest();
    let big = case_file(run.dir.path(), shape);
    println!();
    let [v, ic] = rounds(
        if run.full { 1 } else { 2 },
        [&mut || wall(&["verify"], &big.db, ""), &mut || {
            sqlite3(&big.db, "PRAGMA integrity_check")
        }],
    );
    line(
        &format!("`gunbai verify`, {bign}-event file"),
        &ms(v),
        ratio(v.as_secs_f64(), ic.as_secs_f64()),
        &format!("sqlite3 `PRAGMA integrity_check` ({})", ms(ic)),
        "≤ 2×",
    );
    run.end();
}
