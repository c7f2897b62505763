//! `cargo bench --bench append_line`: one line appended by a whole process (`gunbai repl` with
//! one piped line) on the long case against the same on a 10-event file, and the 10-event
//! append against a bare prepared `INSERT` committed per row.

#[allow(dead_code)]
mod support;

use support::cases::{bare_insert, case_file, TINY};
use support::process::wall;
use support::{line, ms, ratio, rounds, Run};

fn main() {
    let run = Run::start("append_line", "one line appended by a whole process");
    let tiny = case_file(run.dir.path(), TINY);
    let (shape, bign) = run.biggest();
    let big = case_file(run.dir.path(), shape);
    let k100 = run.m1().map(|_| case_file(run.dir.path(), run.k100()));
    println!();
    let [a10, abig] = rounds(
        5,
        [
            &mut || wall(&["repl", "t"], &tiny.db, "gain Bob 1\n"),
            &mut || wall(&["repl", "t"], &big.db, "gain Bob 1\n"),
        ],
    );
    line(
        &format!("one line appended (whole process), {bign}-event case"),
        &ms(abig),
        ratio(abig.as_secs_f64(), a10.as_secs_f64()),
        &format!("{}-event file ({})", tiny.events, ms(a10)),
        "≤ 1.5×",
    );
    if let Some(k100) = &k100 {
        let [b10, b100] = rounds(
            5,
            [
                &mut || wall(&["repl", "t"], &tiny.db, "gain Bob 1\n"),
                &mut || wall(&["repl", "t"], &k100.db, "gain Bob 1\n"),
            ],
        );
        line(
            "  same, 100k-event case",
            &ms(b100),
            ratio(b100.as_secs_f64(), b10.as_secs_f64()),
            &format!("{}-event file ({})", tiny.events, ms(b10)),
            "≤ 1.5×",
        );
    }
    let bare = bare_insert(run.dir.path(), 2000);
    line(
        &format!(
            "  the {}-event append against a bare prepared INSERT",
            tiny.events
        ),
        &ms(a10),
        ratio(a10.as_secs_f64(), bare.as_secs_f64()),
        &format!("one INSERT + COMMIT ({:.3} ms)", bare.as_secs_f64() * 1e3),
        "what a process costs beyond the row",
    );
    run.end();
}
