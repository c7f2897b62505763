//! The command line, through the real binary, in a temp dir with a temp database and a clean
//! environment.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use tempfile::TempDir;

const REACTION: &str = include_str!("../fixtures/scenarios/01-reaction-order-investigation.gb");

struct Run {
    code: i32,
    stdout: String,
    stderr: String,
}

/// One test's sandbox: a temp dir holding the database, HOME and any files.
struct Sandbox {
    dir: TempDir,
}

impl Sandbox {
    fn new() -> Sandbox {
        Sandbox {
            dir: TempDir::new().expect("a temp dir"),
        }
    }

    fn db(&self) -> PathBuf {
        self.dir.path().join("test.sqlite")
    }

    fn file(&self, name: &str, text: &str) -> PathBuf {
        let p = self.dir.path().join(name);
        std::fs::write(&p, text).expect("write a test file");
        p
    }

    fn cmd(&self) -> Command {
        let mut c = Command::new(env!("CARGO_BIN_EXE_gunbai"));
        c.env_clear()
            .env("PATH", std::env::var("PATH").unwrap_or_default())
            .env("HOME", self.dir.path())
            .env("GUNBAI_DB", self.db())
            .current_dir(self.dir.path());
        c
    }

    fn run(&self, args: &[&str]) -> Run {
        self.run_stdin(args, None)
    }

    fn run_stdin(&self, args: &[&str], input: Option<&str>) -> Run {
        let mut c = self.cmd();
        c.args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        let mut child = c.spawn().expect("the binary starts");
        {
            let mut stdin = child.stdin.take().expect("stdin is piped");
            if let Some(i) = input {
                stdin.write_all(i.as_bytes()).expect("write stdin");
            }
        }
        let out = child.wait_with_output().expect("the binary ends");
        Run {
            code: out.status.code().unwrap_or(-1),
            stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
            stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
        }
    }

    fn ok(&self, args: &[&str]) -> String {
        let r = self.run(args);
        assert_eq!(
            r.code, 0,
            "gunbai {args:?} failed:\n{}\n{}",
            r.stdout, r.stderr
        );
        r.stdout
    }

    fn json(&self, args: &[&str]) -> serde_json::Value {
        let out = self.ok(args);
        serde_json::from_str(&out)
            .unwrap_or_else(|e| panic!("gunbai {args:?} printed no JSON ({e}):\n{out}"))
    }
}

fn bytes(p: &Path) -> Vec<u8> {
    std::fs::read(p).expect("read file")
}

#[test]
fn run_prints_steps_with_citations_and_stores_the_case() {
    let s = Sandbox::new();
    let f = s.file("reaction.gb", REACTION);
    let out = s.ok(&["run", f.to_str().expect("utf-8 path")]);
    assert!(out.contains("[action.reaction.order]"), "{out}");
    assert!(out.contains("Bob loses 5 honor"), "{out}");
    assert!(out.contains("8 expectation(s) passed, 0 failed"), "{out}");
    let cases = s.json(&["case", "list", "--json"]);
    assert_eq!(cases[0]["name"], "reaction");
    assert_eq!(cases[0]["events"], 10);
    // running it again makes a second case rather than appending to the first
    s.ok(&["run", f.to_str().expect("utf-8 path")]);
    let cases = s.json(&["case", "list", "--json"]);
    assert_eq!(cases[1]["name"], "reaction-2");
}

#[test]
fn run_memory_writes_no_database() {
    let s = Sandbox::new();
    let f = s.file("reaction.gb", REACTION);
    s.ok(&["run", "--memory", f.to_str().expect("utf-8 path")]);
    assert!(!s.db().exists());
}

#[test]
fn run_fails_on_a_failed_expectation() {
    let s = Sandbox::new();
    let f = s.file(
        "bad.gb",
        "players Allen Bob\nhonor Allen 10\nexpect honor Allen 12\n",
    );
    let r = s.run(&["run", "--memory", f.to_str().expect("utf-8 path")]);
    assert_eq!(r.code, 1);
    assert!(
        r.stdout
            .contains("expected Allen's family honor 12, but Allen's family honor 10"),
        "{}",
        r.stdout
    );
    assert!(r.stderr.contains("1 expectation(s) failed"), "{}", r.stderr);
}

#[test]
fn run_json_is_a_documented_object() {
    let s = Sandbox::new();
    let f = s.file("reaction.gb", REACTION);
    let v = s.json(&["run", "--memory", "--json", f.to_str().expect("utf-8 path")]);
    assert_eq!(v["ok"], true);
    assert_eq!(v["expectations"]["passed"], 8);
    assert_eq!(v["expectations"]["failed"], 0);
    assert_eq!(v["board"]["players"][1]["family_honor"], 1);
    let steps = &v["lines"][6]["steps"];
    assert_eq!(steps[0]["citations"][0], "action.limited");
    assert_eq!(v["lines"][6]["result"], "event");
}

#[test]
fn a_refused_line_points_at_the_token_and_appends_nothing() {
    let s = Sandbox::new();
    let f = s.file("typo.gb", "players Allen Bob\nhonor Alen 10\n");
    let r = s.run(&["run", f.to_str().expect("utf-8 path")]);
    assert_eq!(r.code, 1);
    assert!(
        r.stderr
            .contains("unknown player `Alen` (did you mean `Allen`?)"),
        "{}",
        r.stderr
    );
    assert!(
        r.stderr.contains("honor Alen 10\n      ^^^^"),
        "{}",
        r.stderr
    );
    let cases = s.json(&["case", "list", "--json"]);
    assert_eq!(cases[0]["events"], 1, "only the players line was stored");
}

#[test]
fn japanese_names_line_up_under_the_caret() {
    let s = Sandbox::new();
    let f = s.file("ja.gb", "players 秀 Bob\nhonor 秀吉 10\n");
    let r = s.run(&["run", "--memory", f.to_str().expect("utf-8 path")]);
    assert_eq!(r.code, 1);
    assert!(
        r.stderr.contains("honor 秀吉 10\n      ^^^^"),
        "{}",
        r.stderr
    );
}

#[test]
fn show_and_fork_and_log() {
    let s = Sandbox::new();
    let f = s.file("reaction.gb", REACTION);
    s.ok(&["run", f.to_str().expect("utf-8 path")]);
    let at7 = s.json(&["show", "reaction", "--at", "7", "--json"]);
    assert_eq!(at7["board"]["players"][1]["family_honor"], 6);
    assert_eq!(at7["board"]["pending"][0]["action"], "Kolat Assassin");
    let end = s.json(&["show", "reaction", "--json"]);
    assert_eq!(end["board"]["players"][1]["family_honor"], 1);
    let r = s.run(&["show", "reaction", "--at", "99"]);
    assert_eq!(r.code, 1);
    assert!(
        r.stderr.contains("choose --at between 0 and 10"),
        "{}",
        r.stderr
    );

    s.ok(&["case", "fork", "reaction", "--at", "8", "what-if"]);
    let cases = s.json(&["case", "list", "--json"]);
    assert_eq!(cases[0]["events"], 10, "the original is untouched");
    assert_eq!(cases[1]["events"], 8);
    assert_eq!(cases[1]["forked_from"][1], 8);
    let r = s.run(&["case", "fork", "reaction", "--at", "11", "too-far"]);
    assert_ne!(r.code, 0);
    assert_eq!(
        s.json(&["case", "list", "--json"])
            .as_array()
            .map(|a| a.len()),
        Some(2)
    );

    let log = s.ok(&["log", "reaction"]);
    assert!(log.contains("pass Cindy"), "{log}");
}

#[test]
fn repl_reads_piped_stdin_as_a_script() {
    let s = Sandbox::new();
    let input = "case new table7\nplayers Allen Bob\nhonor Allen 10\nlose Allen 2\nundo\nexpect honor Allen 10\nboard\n";
    let r = s.run_stdin(&[], Some(input));
    assert_eq!(r.code, 0, "{}\n{}", r.stdout, r.stderr);
    assert!(r.stdout.contains("Family honor"), "{}", r.stdout);
    let log = s.ok(&["log", "table7"]);
    assert!(log.contains("retracted by undo"), "{log}");
    assert!(
        log.contains("lose Allen 2"),
        "the retracted line stays in the log: {log}"
    );

    // a failing line makes the exit code non-zero, and appends nothing
    let r = s.run_stdin(
        &["repl", "table7"],
        Some("honor Zed 3\nexpect honor Allen 99\n"),
    );
    assert_eq!(r.code, 1);
    assert!(r.stderr.contains("line 1"), "{}", r.stderr);
    assert!(r.stderr.contains("line 2"), "{}", r.stderr);
    let cases = s.json(&["case", "list", "--json"]);
    assert_eq!(cases[0]["events"], 4, "players, honor, lose and the undo");
}

#[test]
fn reopened_case_shows_the_same_board() {
    let s = Sandbox::new();
    s.run_stdin(
        &[],
        Some("case new t1\nplayers Allen Bob\nhonor Allen 13\nfavor Bob\n"),
    );
    let r = s.run_stdin(
        &["repl", "t1"],
        Some("expect honor Allen 13\nexpect favor Bob\n"),
    );
    assert_eq!(r.code, 0, "{}\n{}", r.stdout, r.stderr);
}

#[test]
fn replay_steps_forward_and_back() {
    let s = Sandbox::new();
    let f = s.file("reaction.gb", REACTION);
    s.ok(&["run", f.to_str().expect("utf-8 path")]);
    let r = s.run_stdin(
        &["replay", "reaction"],
        Some("next\nnext\ngoto 7\nsteps\nprev\nboard\nquit\n"),
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stdout.contains("Step 1: players Allen Bob Cindy"),
        "{}",
        r.stdout
    );
    assert!(
        r.stdout.contains("Step 7: Bob plays \"Kolat Assassin\""),
        "{}",
        r.stdout
    );
    assert!(r.stdout.contains("Step 6: enter Allen"), "{}", r.stdout);
}

#[test]
fn verify_catches_a_tampered_row() {
    let s = Sandbox::new();
    let f = s.file("reaction.gb", REACTION);
    s.ok(&["run", f.to_str().expect("utf-8 path")]);
    let out = s.ok(&["verify"]);
    assert!(out.contains("hash chain and state hashes ok"), "{out}");
    {
        let conn = rusqlite::Connection::open(s.db()).expect("open the database");
        conn.execute_batch("DROP TRIGGER events_no_update;")
            .expect("drop the guard");
        conn.execute("UPDATE events SET payload = replace(payload, '\"honor\":10', '\"honor\":11') WHERE seq = 3", [])
            .expect("tamper");
    }
    let r = s.run(&["verify", "reaction"]);
    assert_eq!(r.code, 1);
    assert!(r.stdout.contains("first broken event 3"), "{}", r.stdout);
}

#[test]
fn verify_names_the_first_event_whose_state_differs() {
    let s = Sandbox::new();
    let f = s.file("reaction.gb", REACTION);
    s.ok(&["run", f.to_str().expect("utf-8 path")]);
    {
        // A row whose chain is intact but whose stored state hash is not what the engine reaches.
        let conn = rusqlite::Connection::open(s.db()).expect("open the database");
        conn.execute_batch("DROP TRIGGER events_no_update;")
            .expect("drop the guard");
        conn.execute("UPDATE events SET state_hash = 'x' WHERE seq = 5", [])
            .expect("tamper");
    }
    let r = s.run(&["verify", "reaction"]);
    assert_eq!(r.code, 1);
    assert!(r.stdout.contains("first broken event 5"), "{}", r.stdout);
}

#[test]
fn a_foreign_file_is_refused_and_untouched() {
    let s = Sandbox::new();
    let p = s.file("notes.sqlite", "these are my notes, not a database\n");
    let before = bytes(&p);
    let r = s.run(&["--db", p.to_str().expect("utf-8 path"), "case", "list"]);
    assert_eq!(r.code, 1);
    assert!(r.stderr.contains("not a gunbai database"), "{}", r.stderr);
    assert_eq!(bytes(&p), before);
}

#[test]
fn rules_show_search_and_unknown_ids() {
    let s = Sandbox::new();
    let out = s.ok(&["rules", "show", "favor.petition.auto"]);
    assert!(out.contains("favor.petition.auto"), "{out}");
    let out = s.ok(&["rules", "search", "寵愛"]);
    assert!(out.contains("favor.petition"), "{out}");
    let out = s.ok(&["rules", "search", "侍"]);
    assert!(out.contains("trait.samurai"), "{out}");
    let r = s.run(&["rules", "show", "favor.petiton"]);
    assert_eq!(r.code, 1);
    assert!(r.stderr.contains("did you mean"), "{}", r.stderr);
    assert!(r.stderr.contains("favor.petition"), "{}", r.stderr);
    let v = s.json(&["rules", "list", "--doc", "kw", "--json"]);
    assert!(v.as_array().is_some_and(|a| a.len() > 30));
    let cov = s.json(&["rules", "coverage", "--json"]);
    assert_eq!(cov["failing"].as_array().map(|a| a.len()), Some(0));
}

#[test]
fn help_and_completions() {
    let s = Sandbox::new();
    let out = s.ok(&["--help"]);
    assert!(out.contains("Examples:"), "{out}");
    let out = s.ok(&["completions", "bash"]);
    assert!(out.contains("gunbai"), "{out}");
    let r = s.run(&["frobnicate"]);
    assert_eq!(r.code, 2);
}

#[test]
fn db_flag_overrides_the_environment() {
    let s = Sandbox::new();
    let other = s.dir.path().join("other.sqlite");
    s.ok(&[
        "--db",
        other.to_str().expect("utf-8 path"),
        "case",
        "new",
        "x",
    ]);
    assert!(other.exists());
    assert!(!s.db().exists());
}

#[test]
fn the_board_shows_the_gold_of_an_open_payment() {
    let s = Sandbox::new();
    let f = s.file(
        "pay.gb",
        "players Allen Bob\nturn Allen action\nenter Allen personality \"Doji Hoturi\" as hoturi\nenter Allen holding \"Diamond Mine\" gold 5 as mine\nAllen plays \"Light Cavalry\" on hoturi paying mine\nexpect chance Bob\n",
    );
    let v = s.json(&["run", "--memory", "--json", f.to_str().expect("utf-8 path")]);
    let pay = &v["board"]["pending"][0]["payment"];
    assert_eq!(pay["gold"], 5);
    assert_eq!(pay["cost"], 2);
    assert_eq!(pay["lost"], 3);
    assert_eq!(pay["paying"][0], "mine");
    let out = s.ok(&[
        "run",
        "--memory",
        "--board",
        f.to_str().expect("utf-8 path"),
    ]);
    assert!(out.contains("gold: 5 from mine pays 2 (3 lost)"), "{out}");
}

#[test]
fn a_refused_first_line_starts_no_case_and_errors_are_not_repeated() {
    let s = Sandbox::new();
    let r = s.run_stdin(&[], Some("honor A 3\n"));
    assert_eq!(r.code, 1);
    assert!(r.stderr.contains("no players yet"), "{}", r.stderr);
    let cases = s.json(&["case", "list", "--json"]);
    assert_eq!(
        cases.as_array().map(|a| a.len()),
        Some(0),
        "no case was started"
    );
    let r = s.run(&[
        "--db",
        s.dir.path().to_str().expect("utf-8 path"),
        "case",
        "list",
    ]);
    assert_eq!(r.code, 1);
    assert_eq!(
        r.stderr.matches("it is a folder").count(),
        1,
        "{}",
        r.stderr
    );
}

#[test]
fn ruling_add_in_a_piped_script_points_to_the_flags() {
    let s = Sandbox::new();
    let r = s.run_stdin(&[], Some("ruling add\n"));
    assert_eq!(r.code, 1);
    assert!(
        r.stderr.contains("gunbai ruling add --event"),
        "{}",
        r.stderr
    );
}

#[test]
fn honor_past_the_largest_number_is_refused_and_appends_nothing() {
    let s = Sandbox::new();
    let f = s.file(
        "overflow.gb",
        "players Allen Bob\nhonor Allen 2147483647\ngain Allen 1\n",
    );
    let r = s.run(&["run", f.to_str().expect("utf-8 path")]);
    assert_eq!(r.code, 1, "{}\n{}", r.stdout, r.stderr);
    assert!(
        r.stderr.contains(
            "Allen's family honor would go beyond what gunbai can count (−2147483648 to 2147483647)"
        ),
        "{}",
        r.stderr
    );
    assert!(!r.stdout.contains("military victory"), "{}", r.stdout);
    let cases = s.json(&["case", "list", "--json"]);
    assert_eq!(cases[0]["events"], 2, "the gain was not stored");
    let board = s.json(&["show", "overflow", "--json"]);
    assert_eq!(board["board"]["players"][0]["family_honor"], 2147483647);
    assert!(board["board"]["winner"].is_null(), "{board}");
    // The same through an effect: the pass that would resolve the gain is refused.
    let f = s.file(
        "overflow-effect.gb",
        "players Allen Bob\nhonor Allen 2147483647\nturn Bob action\nBob plays \"Tribute\" limited effect gain-honor Allen 1\npass all\n",
    );
    let r = s.run(&["run", f.to_str().expect("utf-8 path"), "--memory"]);
    assert_eq!(r.code, 1, "{}\n{}", r.stdout, r.stderr);
    assert!(r.stderr.contains("would go beyond"), "{}", r.stderr);
}
