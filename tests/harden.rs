//! Nothing lost, nothing forged: the store, `verify`, exports and piped input under faults and bad
//! input, through the real binary in a temp dir with a clean environment. Here: the sandbox the
//! fault tests share, exports, atomic lines, undo, damaged and altered files, anchors and case
//! names; `harden_input`, `harden_writers` and `harden_old` hold the rest.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use tempfile::TempDir;

pub struct Run {
    pub code: i32,
    pub stdout: String,
    pub stderr: String,
}

pub struct Sandbox {
    pub dir: TempDir,
}

impl Sandbox {
    pub fn new() -> Sandbox {
        Sandbox {
            dir: TempDir::new().expect("a temp dir"),
        }
    }

    pub fn db(&self) -> PathBuf {
        self.dir.path().join("test.sqlite")
    }

    pub fn path(&self, name: &str) -> PathBuf {
        self.dir.path().join(name)
    }

    pub fn cmd(&self) -> Command {
        let mut c = Command::new(env!("CARGO_BIN_EXE_gunbai"));
        c.env_clear()
            .env("PATH", std::env::var("PATH").unwrap_or_default())
            .env("HOME", self.dir.path())
            .env("GUNBAI_DB", self.db())
            .current_dir(self.dir.path());
        c
    }

    pub fn run(&self, args: &[&str]) -> Run {
        self.run_bytes(args, b"")
    }

    pub fn run_stdin(&self, args: &[&str], input: &str) -> Run {
        self.run_bytes(args, input.as_bytes())
    }

    pub fn run_bytes(&self, args: &[&str], input: &[u8]) -> Run {
        let mut c = self.cmd();
        c.args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        let mut child = c.spawn().expect("the binary starts");
        {
            let mut stdin = child.stdin.take().expect("stdin is piped");
            let _ = stdin.write_all(input);
        }
        let out = child.wait_with_output().expect("the binary ends");
        Run {
            code: out.status.code().unwrap_or(-1),
            stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
            stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
        }
    }

    pub fn ok(&self, args: &[&str]) -> String {
        let r = self.run(args);
        assert_eq!(
            r.code, 0,
            "gunbai {args:?} failed:\n{}\n{}",
            r.stdout, r.stderr
        );
        r.stdout
    }

    pub fn fail(&self, args: &[&str]) -> Run {
        let r = self.run(args);
        assert_ne!(r.code, 0, "gunbai {args:?} should fail:\n{}", r.stdout);
        r
    }

    #[allow(dead_code)]
    pub fn json(&self, args: &[&str]) -> serde_json::Value {
        let out = self.ok(args);
        serde_json::from_str(&out)
            .unwrap_or_else(|e| panic!("gunbai {args:?} printed no JSON ({e}):\n{out}"))
    }

    /// A stored case `t` with two players, run through the shell's piped input.
    pub fn seeded(&self) {
        self.ok(&["case", "new", "t"]);
        let r = self.run_stdin(&["repl", "t"], "players Allen Bob\nhonor Allen 10\n");
        assert_eq!(r.code, 0, "{}\n{}", r.stdout, r.stderr);
    }
}

pub fn bytes(p: &Path) -> Vec<u8> {
    std::fs::read(p).expect("read file")
}

pub fn s(p: &Path) -> &str {
    p.to_str().expect("utf-8 path")
}

/// Records a ruling asking `question` at the event Kotei (round 1, table 2, Allen, judge Mika,
/// citing `proc.undo`), with `extra` arguments after.
pub fn add_ruling(sb: &Sandbox, question: &str, extra: &[&str]) -> String {
    let mut args = vec![
        "ruling",
        "add",
        "--event",
        "Kotei",
        "--round",
        "1",
        "--table",
        "2",
        "--player",
        "Allen",
        "--judge",
        "Mika",
        "--question",
        question,
        "--ruling",
        "r",
        "--cite",
        "proc.undo",
    ];
    args.extend_from_slice(extra);
    sb.ok(&args)
}

// `--output`.

#[test]
fn export_output_never_overwrites_the_database_or_an_existing_file() {
    let sb = Sandbox::new();
    sb.seeded();
    sb.ok(&["event", "new", "Kotei"]);
    let db = sb.db();
    let before = bytes(&db);
    for args in [
        vec!["case", "export", "t", "--format", "html", "--output"],
        vec!["ruling", "export", "--event", "Kotei", "--output"],
    ] {
        for force in [false, true] {
            let mut a = args.clone();
            a.push(s(&db));
            if force {
                a.push("--force");
            }
            let r = sb.fail(&a);
            assert!(r.stderr.contains("is the database itself"), "{}", r.stderr);
        }
    }
    // A link to the database is the database too.
    #[cfg(unix)]
    {
        let link = sb.path("link.sqlite");
        std::os::unix::fs::symlink(&db, &link).expect("symlink");
        let r = sb.fail(&["case", "export", "t", "--output", s(&link), "--force"]);
        assert!(r.stderr.contains("is the database itself"), "{}", r.stderr);
    }
    // The mark of the database's last check is the database's too.
    let mut mark = db.as_os_str().to_owned();
    mark.push("-checked");
    let mark = std::path::PathBuf::from(mark);
    assert!(
        mark.exists(),
        "a written database has its check mark beside it: {}",
        mark.display()
    );
    let kept = bytes(&mark);
    let r = sb.fail(&["case", "export", "t", "--output", s(&mark), "--force"]);
    assert!(r.stderr.contains("is the database itself"), "{}", r.stderr);
    assert_eq!(bytes(&mark), kept, "the check mark was changed");
    assert_eq!(bytes(&db), before, "the database was changed");
    sb.ok(&["verify"]);

    let out = sb.path("t.md");
    std::fs::write(&out, "keep me").expect("write");
    let r = sb.fail(&["case", "export", "t", "--output", s(&out)]);
    assert!(r.stderr.contains("exists already"), "{}", r.stderr);
    assert!(r.stderr.contains("--force"), "{}", r.stderr);
    assert_eq!(bytes(&out), b"keep me");
    sb.ok(&["case", "export", "t", "--output", s(&out), "--force"]);
    assert!(String::from_utf8_lossy(&bytes(&out)).contains("Allen"));
    // No temporary file is left beside it.
    let names: Vec<String> = std::fs::read_dir(sb.dir.path())
        .expect("list")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    assert!(!names.iter().any(|n| n.ends_with(".tmp")), "{names:?}");
}

pub fn events_of(sb: &Sandbox, case: &str) -> u64 {
    let cases = sb.json(&["case", "list", "--json"]);
    cases
        .as_array()
        .expect("a list")
        .iter()
        .find(|c| c["name"] == case)
        .and_then(|c| c["events"].as_u64())
        .expect("the case is listed")
}

pub fn raw(sb: &Sandbox) -> rusqlite::Connection {
    rusqlite::Connection::open(sb.db()).expect("raw open")
}

// A `;` line is atomic.

#[test]
fn a_line_with_a_refused_command_stores_none_of_it() {
    let sb = Sandbox::new();
    sb.seeded();
    let r = sb.run_stdin(&["repl", "t"], "gain Allen 3; lose Zed 2\n");
    assert_ne!(r.code, 0);
    assert!(r.stderr.contains("Zed"), "{}", r.stderr);
    assert_eq!(events_of(&sb, "t"), 2, "the gain was not stored");
    // Retyping the corrected line applies the gain once.
    let r = sb.run_stdin(
        &["repl", "t"],
        "gain Allen 3; lose Bob 2\nexpect honor Allen 13\n",
    );
    assert_eq!(r.code, 0, "{}\n{}", r.stdout, r.stderr);
    assert_eq!(events_of(&sb, "t"), 4);
    // The same in a scenario file run with `run`.
    let f = sb.path("bad.gb");
    std::fs::write(&f, "players Allen Bob\nhonor Allen 10; honor Zed 3\n").expect("write");
    let r = sb.run(&["run", s(&f), "--case", "bad"]);
    assert_ne!(r.code, 0);
    assert_eq!(events_of(&sb, "bad"), 1, "only the players line");
}

// Undo takes back the whole last line, your own; redo puts it back.

#[test]
fn undo_takes_back_the_whole_line_and_redo_puts_it_back() {
    let sb = Sandbox::new();
    sb.seeded();
    let r = sb.run_stdin(
        &["repl", "t"],
        "gain Allen 1; gain Allen 2; lose Bob 1\nundo\nexpect honor Allen 10\nredo\nexpect honor Allen 13\nundo\nundo\nexpect honor Allen 0\n",
    );
    assert_eq!(r.code, 0, "{}\n{}", r.stdout, r.stderr);
    assert!(
        r.stdout.contains("took back step 3: gain Allen 1"),
        "{}",
        r.stdout
    );
    assert!(
        r.stdout.contains("took back step 5: lose Bob 1"),
        "{}",
        r.stdout
    );
    assert!(r.stdout.contains("put back: gain Allen 2"), "{}", r.stdout);
    // redo only right after an undo
    let r = sb.run_stdin(&["repl", "t"], "redo\n");
    assert_ne!(r.code, 0);
    assert!(r.stderr.contains("nothing to redo"), "{}", r.stderr);
}

#[test]
fn undo_takes_back_your_own_line_not_another_judges() {
    let sb = Sandbox::new();
    sb.seeded();
    let mut a = sb.cmd();
    a.args(["--author", "mika", "repl", "t"]);
    let r = sb.run_stdin(&["--author", "kaede", "repl", "t"], "gain Bob 4\n");
    assert_eq!(r.code, 0, "{}", r.stderr);
    // The seeded lines were typed by "judge"; kaede's line is the case's last.
    let r = sb.run_stdin(
        &["repl", "t"],
        "undo\nexpect honor Bob 4\nexpect honor Allen 0\n",
    );
    assert_eq!(r.code, 0, "{}\n{}", r.stdout, r.stderr);
    let r = sb.run_stdin(
        &["--author", "kaede", "repl", "t"],
        "undo anyone\nexpect honor Bob 0\n",
    );
    assert_eq!(r.code, 0, "{}\n{}", r.stdout, r.stderr);
}

// `verify` reads damaged rows and goes on; SQLite's check; no writes into a damaged file.

#[test]
fn verify_reports_every_damaged_row_and_goes_on() {
    let sb = Sandbox::new();
    sb.seeded();
    sb.ok(&["case", "new", "u"]);
    let r = sb.run_stdin(&["repl", "u"], "players Cindy Dan\n");
    assert_eq!(r.code, 0);
    let c = raw(&sb);
    c.execute_batch("DROP TRIGGER events_no_update;")
        .expect("drop");
    c.execute(
        "UPDATE events SET source = CAST(X'66FF6F' AS TEXT) WHERE case_id = 1 AND seq = 1",
        [],
    )
    .expect("tamper");
    c.execute(
        "UPDATE events SET author = 'mallory' WHERE case_id = 1 AND seq = 2",
        [],
    )
    .expect("tamper");
    drop(c);
    let r = sb.run(&["verify"]);
    assert_eq!(r.code, 1, "{}\n{}", r.stdout, r.stderr);
    assert!(r.stdout.contains("first broken event 1"), "{}", r.stdout);
    assert!(r.stdout.contains("not valid UTF-8"), "{}", r.stdout);
    assert!(r.stdout.contains("case `t`, step 2"), "{}", r.stdout);
    assert!(
        r.stdout
            .contains("case `u`: 1 events, hash chain and state hashes ok"),
        "the next case is still checked: {}",
        r.stdout
    );
    // Showing the damaged case names the step instead of a bare conversion error.
    let r = sb.run(&["log", "t"]);
    assert_ne!(r.code, 0);
    assert!(r.stderr.contains("step 1"), "{}", r.stderr);
}

#[test]
fn a_file_sqlite_calls_malformed_fails_verify_and_is_not_written() {
    let sb = Sandbox::new();
    sb.seeded();
    // Fold the log into the main file, then damage a page of it.
    let c = raw(&sb);
    c.execute_batch("PRAGMA wal_checkpoint(TRUNCATE);")
        .expect("checkpoint");
    drop(c);
    let mut b = bytes(&sb.db());
    let page = 4096;
    assert!(b.len() > 3 * page, "a few pages");
    for x in &mut b[2 * page + 8..2 * page + 64] {
        *x = 0xA5;
    }
    std::fs::write(sb.db(), &b).expect("damage");
    let r = sb.run(&["verify"]);
    assert_eq!(r.code, 1, "{}\n{}", r.stdout, r.stderr);
    assert!(
        r.stdout.contains("integrity check FAILED") || r.stderr.contains("malformed"),
        "{}\n{}",
        r.stdout,
        r.stderr
    );
    let r = sb.run_stdin(&["repl", "t"], "gain Allen 1\n");
    assert_ne!(r.code, 0);
    assert!(r.stderr.contains("damaged"), "{}", r.stderr);
    let r = sb.run(&["case", "new", "x"]);
    assert_ne!(r.code, 0);
    assert!(r.stderr.contains("writes nothing into it"), "{}", r.stderr);
    // Reading what can still be read is allowed, and says so.
    let r = sb.run(&["case", "list"]);
    assert!(r.stderr.contains("opened it read-only"), "{}", r.stderr);
    assert_eq!(bytes(&sb.db()), b, "nothing was written");
}

// Every meaningful column is under a hash.

#[test]
fn repointed_links_renamed_cases_and_changed_events_fail_verify() {
    let sb = Sandbox::new();
    sb.seeded();
    sb.ok(&["case", "new", "other"]);
    let r = sb.run_stdin(&["repl", "other"], "players Allen Bob\nhonor Allen 10\n");
    assert_eq!(r.code, 0);
    sb.ok(&["event", "new", "Kotei", "--date", "2024-06-01"]);
    add_ruling(&sb, "q", &["--case", "t", "--at", "2"]);
    sb.ok(&["verify"]);
    let c = raw(&sb);
    c.execute_batch(
        "DROP TRIGGER ruling_records_no_update;
         UPDATE ruling_records SET case_id = 2 WHERE id = 1;",
    )
    .expect("repoint");
    drop(c);
    let r = sb.run(&["verify"]);
    assert_eq!(r.code, 1);
    assert!(r.stdout.contains("link"), "{}", r.stdout);

    let c = raw(&sb);
    c.execute_batch(
        "DROP TRIGGER cases_no_update;
         UPDATE ruling_records SET case_id = 1 WHERE id = 1;
         UPDATE cases SET created_at = '2020-01-01T00:00:00.000000000Z' WHERE id = 2;
         DROP TRIGGER tournaments_no_update;
         UPDATE tournaments SET date = '2024-06-02';",
    )
    .expect("tamper");
    drop(c);
    let r = sb.run(&["verify"]);
    assert_eq!(r.code, 1);
    assert!(
        r.stdout
            .contains("case `other`: the case's name, creation time or fork origin was changed"),
        "{}",
        r.stdout
    );
    assert!(r.stdout.contains("event `Kotei`"), "{}", r.stdout);
}

// Anchors.

#[test]
fn an_anchor_written_down_catches_a_cut_log() {
    let sb = Sandbox::new();
    sb.seeded();
    let out = sb.ok(&["verify"]);
    let anchor = out
        .split_whitespace()
        .find(|w| w.starts_with("t@2:"))
        .unwrap_or_else(|| panic!("no anchor printed: {out}"))
        .trim_end_matches(';')
        .to_string();
    assert_eq!(anchor.len(), "t@2:".len() + 12, "{anchor}");
    sb.ok(&["verify", "--expect", &anchor]);
    let r = sb.run_stdin(&["repl", "t"], "gain Allen 1\n");
    assert_eq!(r.code, 0);
    let out = sb.ok(&["verify", "--expect", &anchor]);
    assert!(out.contains("1 step(s) added since"), "{out}");
    // Cut the last two steps off behind gunbai's back.
    let c = raw(&sb);
    c.execute_batch("DROP TRIGGER events_no_delete; DELETE FROM events WHERE seq >= 2;")
        .expect("cut");
    drop(c);
    let r = sb.run(&["verify"]);
    assert_eq!(r.code, 0, "a cut log checks out without an anchor");
    let r = sb.run(&["verify", "--expect", &anchor]);
    assert_eq!(r.code, 1, "{}", r.stdout);
    assert!(r.stdout.contains("its log was cut"), "{}", r.stdout);
    let r = sb.run(&["verify", "--expect", "t@2"]);
    assert_ne!(r.code, 0);
    assert!(r.stderr.contains("CASE@STEP:HASH"), "{}", r.stderr);
}

// Case names differ in more than letter case, as a constraint.

#[test]
fn case_names_are_unique_ignoring_case_even_when_inserted_directly() {
    let sb = Sandbox::new();
    sb.ok(&["case", "new", "Table7"]);
    let r = sb.fail(&["case", "new", "TABLE7"]);
    assert!(r.stderr.contains("already exists"), "{}", r.stderr);
    sb.ok(&["case", "new", "täble8"]);
    let c = raw(&sb);
    let e = c
        .execute(
            "INSERT INTO cases (name, created_at, name_key) VALUES ('TÄBLE8', '2024-01-01T00:00:00.000000000Z', 'täble8')",
            [],
        )
        .expect_err("the index refuses a second täble8");
    assert!(e.to_string().contains("UNIQUE"), "{e}");
    drop(c);
    // Two processes creating names that differ only in letter case at the same moment: one wins.
    for round in 0..15 {
        let names = [format!("Race{round}"), format!("RACE{round}")];
        let children: Vec<_> = names
            .iter()
            .map(|n| {
                let mut c = sb.cmd();
                c.args(["case", "new", n.as_str()])
                    .stdin(Stdio::null())
                    .stdout(Stdio::null())
                    .stderr(Stdio::null());
                c.spawn().expect("spawn")
            })
            .collect();
        let won = children
            .into_iter()
            .map(|c| c.wait_with_output().expect("wait").status.success())
            .filter(|ok| *ok)
            .count();
        assert_eq!(won, 1, "round {round}: {won} processes created the name");
    }
}
