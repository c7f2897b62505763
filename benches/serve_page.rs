//! `cargo bench --bench serve_page`: `gunbai serve` answering the long case's page against the
//! same on a 10-event case, and the long case's page asked by 8 connections at once against 1.

#[allow(dead_code)]
mod support;

use support::cases::{case_file, TINY};
use support::web::{serve_page, serve_rate, served};
use support::{line, ms, ratio, rounds, Run};

fn main() {
    let run = Run::start("serve_page", "the server's case page");
    let tiny = case_file(run.dir.path(), TINY);
    let (shape, bign) = run.biggest();
    let big = case_file(run.dir.path(), shape);
    println!();
    let (srv_small, mut w10, c10) = served(&tiny.db);
    let (srv_big, mut wbig, cbig) = served(&big.db);
    let [g10, gbig] = rounds(
        7,
        [&mut || serve_page(&mut w10, &c10), &mut || {
            serve_page(&mut wbig, &cbig)
        }],
    );
    line(
        &format!("`gunbai serve`: the case page, {bign} case"),
        &ms(gbig),
        ratio(gbig.as_secs_f64(), g10.as_secs_f64()),
        &format!("{} events ({})", tiny.events, ms(g10)),
        "≤ 2×",
    );
    // Both warmed the same way: a round of 8 at once first, so that the pool's connections are
    // open before either rate is taken.
    let _ = serve_rate(&wbig, &cbig, 8, 2);
    let one = serve_rate(&wbig, &cbig, 1, 40);
    let eight = serve_rate(&wbig, &cbig, 8, 10);
    line(
        &format!("`gunbai serve`: the {bign} case page, 8 connections"),
        &format!("{eight:.0} req/s"),
        ratio(eight, one),
        &format!("1 connection ({one:.0} req/s)"),
        "scales with connections (> 1×; 2 cores)",
    );
    let _ = srv_small.stop();
    let _ = srv_big.stop();
    run.end();
}
