//! `cargo bench --bench first_show`: the first `gunbai show` of a case (its saved boards
//! dropped) against the `sqlite3` CLI reading the same rows, at 100k and 1M events and on a 1M
//! case of 500 cards; and the peak resident set of those shows, 10k events against 64 MiB and the
//! longer cases against 10k.

#[allow(dead_code)]
mod support;

use support::cases::{case_file, forget_boards, CaseFile};
use support::process::{run as run_gunbai, sqlite3, READ_ROWS};
use support::{line, ms, ratio, rounds, Run};

fn main() {
    let run = Run::start("first_show", "the first show of a case, and its memory");
    let small = case_file(run.dir.path(), run.small(3));
    let k100 = case_file(run.dir.path(), run.k100());
    let m1 = run.m1().map(|s| case_file(run.dir.path(), s));
    let m1wide = run.m1_wide().map(|s| case_file(run.dir.path(), s));
    println!();
    let first_show = |f: &CaseFile, label: &str, goal: &str| {
        let mut peak = 0u64;
        let reps = if f.events >= 500_000 { 1 } else { 3 };
        let mut show = || {
            forget_boards(&f.db);
            let (d, kb) = run_gunbai(&["show", "t"], &f.db, "");
            peak = peak.max(kb);
            d
        };
        if run.has_sqlite3 {
            let [anchor, d] = rounds(reps, [&mut || sqlite3(&f.db, READ_ROWS), &mut show]);
            line(
                &format!("first `gunbai show`, {label}"),
                &ms(d),
                ratio(d.as_secs_f64(), anchor.as_secs_f64()),
                &format!("sqlite3 CLI reading the rows ({})", ms(anchor)),
                goal,
            );
        } else {
            let [d] = rounds(reps, [&mut show]);
            line(
                &format!("first `gunbai show`, {label}"),
                &ms(d),
                f64::NAN,
                "the sqlite3 CLI (missing)",
                goal,
            );
        }
        (f.events, peak)
    };
    let mut rss = vec![first_show(
        &small,
        &format!("{} events, 3 cards", small.events),
        "(the memory anchor below)",
    )];
    rss.push(first_show(
        &k100,
        &format!("{} events, 3 cards", k100.events),
        "≤ 2×",
    ));
    if let Some(m) = &m1 {
        rss.push(first_show(m, "1M events, 3 cards", "≤ 2×"));
    }
    if let Some(m) = &m1wide {
        let _ = first_show(m, "1M events, 500 cards", "≤ 3×");
    }
    let top = 64.0 * 1024.0;
    for (i, (events, kb)) in rss.iter().enumerate() {
        line(
            &format!("  peak resident set of that first show, {events} events"),
            &format!("{:.1} MiB", *kb as f64 / 1024.0),
            if i == 0 {
                *kb as f64 / top
            } else {
                ratio(*kb as f64, rss[0].1 as f64)
            },
            &if i == 0 {
                "64 MiB".to_string()
            } else {
                format!("{} events ({:.1} MiB)", rss[0].0, rss[0].1 as f64 / 1024.0)
            },
            if i == 0 {
                "< 1×"
            } else {
                "< 64 MiB and flat (≈ 1×)"
            },
        );
    }
    run.end();
}
