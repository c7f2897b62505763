//! `cargo bench --bench shell_first_line`: the shell on a terminal (through `script`), opened on
//! the long case, from its start to the answer of the first line typed, against 50 ms.

#[allow(dead_code)]
mod support;

use support::cases::{case_file, TINY};
use support::process::shell_on_terminal;
use support::{line, ms, ratio, rounds, Run};

fn main() {
    let run = Run::start("shell_first_line", "the shell's first answered line");
    if !run.has_script {
        println!("`script` (util-linux) is missing: the shell-on-a-terminal line is left out");
        return;
    }
    let tiny = case_file(run.dir.path(), TINY);
    let (shape, bign) = run.biggest();
    let big = case_file(run.dir.path(), shape);
    println!();
    let [s10, sbig] = rounds(
        5,
        [&mut || shell_on_terminal(&tiny.db), &mut || {
            shell_on_terminal(&big.db)
        }],
    );
    line(
        &format!("the shell's first answered line, {bign} case (terminal)"),
        &ms(sbig),
        ratio(sbig.as_secs_f64(), 0.050),
        &format!("50 ms ({}-event file: {})", tiny.events, ms(s10)),
        "< 1× (under 50 ms)",
    );
    run.end();
}
