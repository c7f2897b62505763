//! `cargo bench --bench wide_board`: per event, a 10k-event case on a 500-card board against the
//! same on 3 cards: its replay (a first `show`), `verify`, and one line appended by a whole
//! process.

#[allow(dead_code)]
mod support;

use std::time::Duration;
use support::cases::{case_file, forget_boards, CaseFile};
use support::process::wall;
use support::{line, ms, ratio, rounds, Run};

fn main() {
    let run = Run::start("wide_board", "a 500-card board against a 3-card one");
    let small3 = case_file(run.dir.path(), run.small(3));
    let small500 = case_file(run.dir.path(), run.small(500));
    println!();
    let per = |d: Duration, f: &CaseFile| d.as_secs_f64() * 1e6 / f.events.max(1) as f64;
    let wide = small500.board;
    let [r3, r500] = rounds(
        3,
        [
            &mut || {
                forget_boards(&small3.db);
                wall(&["show", "t"], &small3.db, "")
            },
            &mut || {
                forget_boards(&small500.db);
                wall(&["show", "t"], &small500.db, "")
            },
        ],
    );
    line(
        &format!("per event, {wide}-card board: replay (first show)"),
        &format!("{:.2} µs", per(r500, &small500)),
        ratio(per(r500, &small500), per(r3, &small3)),
        &format!("3 cards ({:.2} µs)", per(r3, &small3)),
        "≤ 1.5×",
    );
    let [v3, v500] = rounds(
        3,
        [&mut || wall(&["verify"], &small3.db, ""), &mut || {
            wall(&["verify"], &small500.db, "")
        }],
    );
    line(
        &format!("per event, {wide}-card board: verify"),
        &format!("{:.2} µs", per(v500, &small500)),
        ratio(per(v500, &small500), per(v3, &small3)),
        &format!("3 cards ({:.2} µs)", per(v3, &small3)),
        "≤ 1.5×",
    );
    let [w3, w500] = rounds(
        5,
        [
            &mut || wall(&["repl", "t"], &small3.db, "gain Bob 1\n"),
            &mut || wall(&["repl", "t"], &small500.db, "gain Bob 1\n"),
        ],
    );
    line(
        &format!("per event, {wide}-card board: one line appended (whole process)"),
        &ms(w500),
        ratio(w500.as_secs_f64(), w3.as_secs_f64()),
        &format!("3 cards ({})", ms(w3)),
        "≤ 1.5×",
    );
    run.end();
}
