//! `cargo bench --bench serve_append`: `gunbai serve` appending a line posted to the long case's
//! page, against the same on a 10-event case (each case a file and a server of its own).

#[allow(dead_code)]
mod support;

use support::cases::{case_file, TINY};
use support::web::{serve_append, served};
use support::{line, ms, ratio, rounds, Run};

fn main() {
    let run = Run::start("serve_append", "the server appending a line");
    let tiny = case_file(run.dir.path(), TINY);
    let (shape, bign) = run.biggest();
    let big = case_file(run.dir.path(), shape);
    println!();
    let (srv_small, mut w10, c10) = served(&tiny.db);
    let (srv_big, mut wbig, cbig) = served(&big.db);
    let [p10, pbig] = rounds(
        5,
        [&mut || serve_append(&mut w10, &c10), &mut || {
            serve_append(&mut wbig, &cbig)
        }],
    );
    line(
        &format!("`gunbai serve`: appending a line, {bign} case"),
        &ms(pbig),
        ratio(pbig.as_secs_f64(), p10.as_secs_f64()),
        &format!("{} events ({})", tiny.events, ms(p10)),
        "≤ 2×",
    );
    let _ = srv_small.stop();
    let _ = srv_big.stop();
    run.end();
}
