//! `cargo bench --bench saved_boards`: the size of the boards a first `show` saves, against the
//! size of the log's rows, on the widest case of the run (1M events and 500 cards in a full run).

#[allow(dead_code)]
mod support;

use support::cases::{case_file, forget_boards, size};
use support::process::run as run_gunbai;
use support::{line, ratio, Run};

fn main() {
    let run = Run::start("saved_boards", "saved boards against the log");
    let shape = run.m1_wide().unwrap_or_else(|| run.small(500));
    let wide = case_file(run.dir.path(), shape);
    println!();
    forget_boards(&wide.db);
    let _ = run_gunbai(&["show", "t"], &wide.db, "");
    let c = rusqlite::Connection::open(&wide.db).expect("open");
    let (boards, board_bytes): (i64, i64) = c
        .query_row(
            "SELECT count(*), coalesce(sum(length(board)), 0) FROM snapshots",
            [],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .expect("count boards");
    let log_bytes: i64 = c
        .query_row(
            "SELECT coalesce(sum(length(payload) + length(state_hash) + length(hash) + length(prev_hash) + length(source) + length(author) + length(recorded_at) + length(kind)), 0) FROM events",
            [],
            |r| r.get(0),
        )
        .expect("log size");
    drop(c);
    line(
        &format!(
            "saved boards, {} events, {} cards: {boards} boards",
            wide.events, wide.board
        ),
        &format!("{:.1} MB", board_bytes as f64 / 1e6),
        ratio(board_bytes as f64, log_bytes as f64),
        &format!(
            "the log's rows ({:.1} MB; file {:.1} MB)",
            log_bytes as f64 / 1e6,
            size(&wide.db) as f64 / 1e6
        ),
        "≤ 0.10×",
    );
    run.end();
}
