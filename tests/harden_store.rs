//! Nothing written into a damaged file, and damage named where it is: a damaged index past a
//! saved board's step, a deleted row, a removed header seal, a damaged payload shown, and the
//! temporary files of a creation cut short.

use crate::harden::{bytes, raw, Sandbox};

/// Case `t` with two players and `gains` more steps, through the shell's piped input.
fn long_case(sb: &Sandbox, gains: usize) {
    sb.ok(&["case", "new", "t"]);
    let mut input = String::from("players Allen Bob\n");
    for _ in 0..gains {
        input.push_str("gain Allen 1\n");
    }
    let r = sb.run_stdin(&["repl", "t"], &input);
    assert_eq!(r.code, 0, "{}", r.stderr);
}

#[test]
fn a_file_whose_index_lost_its_entries_is_not_written_by_show_or_the_shell() {
    let sb = Sandbox::new();
    long_case(&sb, 1100);
    let c = raw(&sb);
    // No saved board, so `show` would save one; then an index that no longer holds its rows,
    // which SQLite's quick check does not look at but its integrity check calls damaged.
    c.execute_batch(
        "DELETE FROM snapshots;
         PRAGMA writable_schema = ON;
         UPDATE sqlite_master SET sql = 'CREATE INDEX events_retractions ON events(case_id, seq) WHERE kind <> ''retract''' WHERE name = 'events_retractions';
         PRAGMA writable_schema = OFF;",
    )
    .expect("damage the index");
    drop(c);
    let c = raw(&sb);
    c.execute_batch("PRAGMA wal_checkpoint(TRUNCATE);")
        .expect("checkpoint");
    let report: String = c
        .query_row("PRAGMA integrity_check", [], |r| r.get(0))
        .expect("check");
    assert_ne!(report, "ok", "the index is damaged");
    drop(c);
    let before = bytes(&sb.db());
    let _ = sb.run(&["show", "t"]);
    assert_eq!(bytes(&sb.db()), before, "show wrote into a damaged file");
    let r = sb.run_stdin(&["repl", "t"], "gain Allen 1\n");
    assert_ne!(r.code, 0, "a line was acknowledged: {}", r.stdout);
    assert!(r.stderr.contains("damaged"), "{}", r.stderr);
    assert_eq!(
        bytes(&sb.db()),
        before,
        "the shell wrote into a damaged file"
    );
}

#[test]
fn verify_names_a_gap_of_deleted_rows_once() {
    let sb = Sandbox::new();
    long_case(&sb, 6);
    let c = raw(&sb);
    c.execute_batch("DROP TRIGGER events_no_delete; DELETE FROM events WHERE seq = 3;")
        .expect("delete a row");
    drop(c);
    let r = sb.run(&["verify"]);
    assert_eq!(r.code, 1, "{}\n{}", r.stdout, r.stderr);
    assert!(
        r.stdout
            .contains("step 3 is missing: the next stored step is 4"),
        "{}",
        r.stdout
    );
    assert_eq!(r.stdout.matches("is missing").count(), 1, "{}", r.stdout);
    assert!(!r.stdout.contains("prev_hash"), "{}", r.stdout);
}

#[test]
fn a_renamed_case_whose_header_hash_was_removed_fails_verify() {
    let sb = Sandbox::new();
    sb.seeded();
    sb.ok(&["verify"]);
    let c = raw(&sb);
    c.execute_batch(
        "DROP TRIGGER cases_no_update;
         UPDATE cases SET name = 'renamed', name_key = 'renamed', header_hash = NULL WHERE id = 1;",
    )
    .expect("rename");
    drop(c);
    let r = sb.run(&["verify"]);
    assert_eq!(r.code, 1, "{}\n{}", r.stdout, r.stderr);
    assert!(r.stdout.contains("header hash is missing"), "{}", r.stdout);
}

#[test]
fn show_names_the_case_and_step_of_a_damaged_row() {
    let sb = Sandbox::new();
    sb.seeded();
    let c = raw(&sb);
    c.execute_batch(
        "DROP TRIGGER events_no_update;
         UPDATE events SET payload = CAST(X'7B22FF22' AS TEXT) WHERE case_id = 1 AND seq = 2;",
    )
    .expect("damage a row");
    drop(c);
    let r = sb.run(&["show", "t"]);
    assert_ne!(r.code, 0);
    assert!(r.stderr.contains("event 2 of case `t`"), "{}", r.stderr);
    assert!(!r.stderr.contains("invalid utf-8"), "{}", r.stderr);
}

#[test]
fn temporaries_of_a_creation_cut_short_are_removed_and_live_ones_kept() {
    let sb = Sandbox::new();
    // No process has an id past the kernel's largest (2^22).
    let dead = [
        ".test.sqlite.4194399.0.new",
        ".test.sqlite.4194399.0.new-wal",
        ".test.sqlite.4194400.3.new-journal",
    ];
    let alive = format!(".test.sqlite.{}.0.new", std::process::id());
    for name in dead
        .iter()
        .copied()
        .chain([alive.as_str(), ".other.4194399.0.new"])
    {
        std::fs::write(sb.path(name), b"half").expect("leftover");
    }
    sb.ok(&["case", "list"]);
    for name in dead {
        assert!(!sb.path(name).exists(), "{name} was left");
    }
    if std::path::Path::new("/proc/self").exists() {
        assert!(
            sb.path(&alive).exists(),
            "a running process's file was removed"
        );
    }
    assert!(
        sb.path(".other.4194399.0.new").exists(),
        "another file's was removed"
    );
}

#[test]
#[cfg(unix)]
fn inputs_are_read_up_to_a_limit_that_the_error_names() {
    let sb = Sandbox::new();
    let r = sb.run(&["run", "--memory", "/dev/zero"]);
    assert_ne!(r.code, 0);
    assert!(r.stderr.contains("larger than 64 MiB"), "{}", r.stderr);
    let r = sb.run(&["deck", "check", "/dev/zero"]);
    assert_ne!(r.code, 0);
    assert!(r.stderr.contains("larger than 64 MiB"), "{}", r.stderr);
    let mut long = b"players Allen Bob\n".to_vec();
    long.extend(std::iter::repeat_n(b'a', (1 << 20) + 10));
    let r = sb.run_bytes(&["repl"], &long);
    assert_ne!(r.code, 0);
    assert!(
        r.stderr.contains("line 2") && r.stderr.contains("longer than 1 MiB"),
        "{}",
        r.stderr
    );
}

#[test]
fn a_writer_kept_out_by_another_is_told_so_and_what_to_do() {
    let sb = Sandbox::new();
    sb.seeded();
    let c = raw(&sb);
    c.execute_batch("BEGIN IMMEDIATE;")
        .expect("hold the write lock");
    let r = sb.run(&["case", "new", "x"]);
    c.execute_batch("COMMIT;").expect("release");
    assert_ne!(r.code, 0);
    assert!(
        r.stderr.contains("another gunbai") && r.stderr.contains("enter the command again"),
        "{}",
        r.stderr
    );
    assert!(!r.stderr.contains("database is locked"), "{}", r.stderr);
    sb.ok(&["case", "new", "x"]);
}
