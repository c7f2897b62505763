//! The commands that play and step through a case — the shell (`repl`, piped or typed), `run`
//! into a case, `replay` and `case export` — on a `postgres://` database, answering as on a
//! SQLite file. Needs a server (`GUNBAI_TEST_PG`, see `pg_support`).

use std::io::Write;

use chrono::Utc;
use gunbai::engine::Library;
use gunbai::lang;
use gunbai::session::Session;
use gunbai::store::backend::Backend;

use crate::pg_support::{server, PgDb};

struct Out {
    ok: bool,
    stdout: String,
    stderr: String,
}

/// `gunbai --db DB ARGS` with `input` on standard input (a pipe), from the crate's folder.
fn gunbai(db: &str, args: &[&str], input: &str) -> Out {
    let home = tempfile::tempdir().expect("home");
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_gunbai"))
        .env_clear()
        .env("PATH", std::env::var("PATH").unwrap_or_default())
        .env("HOME", home.path())
        .env("GUNBAI_HISTORY", home.path().join("history.txt"))
        .env("GUNBAI_DB", db)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .args(args)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("the binary runs");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input.as_bytes())
        .expect("write stdin");
    let out = child.wait_with_output().expect("the binary ends");
    Out {
        ok: out.status.success(),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

const UNDO: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/fixtures/scenarios/19-undo.gb");
const REACTIONS: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/fixtures/scenarios/01-reaction-order-investigation.gb"
);

/// A case sent from a venue's file answers `replay`, `case export` (md, json, html), `show` and
/// `log` on the centre exactly as on the file: the same rows, the same steps, the same boards.
#[test]
fn pg_replay_export_show_and_log_answer_as_on_the_venues_file() {
    let Some(url) = server("pg_replay_export_show_and_log_answer_as_on_the_venues_file") else {
        return;
    };
    let db = PgDb::new(&url);
    let dir = tempfile::tempdir().expect("dir");
    let file = dir.path().join("venue.sqlite");
    let file = file.to_str().expect("utf-8 path");
    let out = gunbai(file, &["run", UNDO, "--case", "undo"], "");
    assert!(out.ok, "{}{}", out.stdout, out.stderr);
    let out = gunbai(file, &["sync", "push", "--to", &db.url, "--db", file], "");
    assert!(out.ok, "{}{}", out.stdout, out.stderr);
    // Forward, back, a jump, the board, the steps and the log with the undone lines marked.
    let steps =
        "next\nnext\nnext\nnext\nnext\nsteps\nprev\ngoto 2\nboard\nlog\nnext\ngoto 9\nquit\n";
    let runs: &[(&[&str], &str)] = &[
        (&["replay", "undo"], steps),
        (&["case", "export", "undo"], ""),
        (&["case", "export", "undo", "--format", "json"], ""),
        (&["case", "export", "undo", "--format", "html"], ""),
        (&["show", "undo", "--json"], ""),
        (&["show", "undo", "--at", "4"], ""),
        (&["log", "undo"], ""),
    ];
    for (args, input) in runs {
        let on_file = gunbai(file, args, input);
        let on_pg = gunbai(&db.url, args, input);
        assert!(on_file.ok, "{args:?} on the file: {}", on_file.stderr);
        assert!(on_pg.ok, "{args:?} on PostgreSQL: {}", on_pg.stderr);
        assert_eq!(on_pg.stdout, on_file.stdout, "{args:?}");
        assert!(!on_pg.stdout.is_empty(), "{args:?} printed nothing");
    }
    let replayed = gunbai(&db.url, &["replay", "undo"], steps).stdout;
    assert!(replayed.contains("retracted"), "{replayed}");
    assert!(replayed.contains("lose Allen 3"), "{replayed}");
    // Written to a file, never over anything without --force.
    let page = dir.path().join("undo.html");
    let page = page.to_str().expect("utf-8 path");
    let args = [
        "case", "export", "undo", "--format", "html", "--output", page,
    ];
    let out = gunbai(&db.url, &args, "");
    assert!(out.ok, "{}", out.stderr);
    let first = std::fs::read_to_string(page).expect("the page");
    assert!(first.contains("<html"), "{first}");
    let out = gunbai(&db.url, &args, "");
    assert!(!out.ok, "an existing file was overwritten: {}", out.stdout);
    assert_eq!(std::fs::read_to_string(page).expect("the page"), first);
    // An unknown case is said so, on each.
    for args in [&["replay", "nope"][..], &["case", "export", "nope"][..]] {
        let out = gunbai(&db.url, args, "quit\n");
        assert!(
            !out.ok && out.stderr.contains("nope"),
            "{args:?}: {}",
            out.stderr
        );
    }
}

/// `gunbai run FILE` into a case of the centre: the same lines and summary as into a file, a
/// case whose every state hash `verify` replays, and a failed script's case kept as far as it
/// went, as on a file.
#[test]
fn pg_run_plays_a_scenario_into_a_case_on_the_centre() {
    let Some(url) = server("pg_run_plays_a_scenario_into_a_case_on_the_centre") else {
        return;
    };
    let db = PgDb::new(&url);
    let dir = tempfile::tempdir().expect("dir");
    let file = dir.path().join("venue.sqlite");
    let file = file.to_str().expect("utf-8 path");
    let on_file = gunbai(file, &["run", REACTIONS, "--case", "round 1"], "");
    let on_pg = gunbai(&db.url, &["run", REACTIONS, "--case", "round 1"], "");
    assert!(on_file.ok, "{}", on_file.stderr);
    assert!(on_pg.ok, "{}{}", on_pg.stdout, on_pg.stderr);
    assert_eq!(
        on_pg.stdout.replace(&db.url, "DB"),
        on_file.stdout.replace(file, "DB"),
    );
    let board = |db: &str| gunbai(db, &["show", "round 1", "--json"], "").stdout;
    assert_eq!(board(&db.url), board(file));
    let events = db.store().case("round 1").expect("the case").events;
    assert!(events >= 10, "{events} events");
    let out = gunbai(&db.url, &["verify", "round 1"], "");
    assert!(out.ok, "{}{}", out.stdout, out.stderr);
    assert!(
        out.stdout.contains("every state hash replayed"),
        "{}",
        out.stdout
    );
    // Without --case the file's name, then the next free one.
    let out = gunbai(&db.url, &["run", UNDO], "");
    assert!(out.ok, "{}", out.stderr);
    let out = gunbai(&db.url, &["run", UNDO], "");
    assert!(out.ok, "{}", out.stderr);
    let names: Vec<String> = db
        .store()
        .cases()
        .expect("cases")
        .into_iter()
        .map(|c| c.name)
        .collect();
    assert_eq!(names, ["round 1", "19-undo", "19-undo-2"]);
    // A line the rules refuse stops the run there: nothing of it is appended.
    let bad = dir.path().join("bad.gb");
    std::fs::write(&bad, "players Allen Bob\nbow nobody\nhonor Allen 3\n").expect("write");
    let bad = bad.to_str().expect("utf-8 path");
    let out = gunbai(&db.url, &["run", bad, "--case", "bad"], "");
    assert!(!out.ok, "{}", out.stdout);
    assert!(out.stderr.contains("line 2"), "{}", out.stderr);
    assert_eq!(db.store().case("bad").expect("the case").events, 1);
    // A file that cannot be read opens no case.
    let out = gunbai(&db.url, &["run", "/no/such/file.gb", "--case", "none"], "");
    assert!(!out.ok);
    assert!(db.store().case("none").is_err(), "a case was made");
}

/// The shell on the centre, its lines piped: `case new`, judge lines, `undo`, `log`, `board`,
/// `case list`, `case open`, `cards` and `rules` answer as on a SQLite file, and what it
/// appended verifies.
#[test]
fn pg_the_shell_plays_a_case_on_the_centre_as_on_a_file() {
    let Some(url) = server("pg_the_shell_plays_a_case_on_the_centre_as_on_a_file") else {
        return;
    };
    let db = PgDb::new(&url);
    let dir = tempfile::tempdir().expect("dir");
    let file = dir.path().join("venue.sqlite");
    let file = file.to_str().expect("utf-8 path");
    let script = std::fs::read_to_string(REACTIONS).expect("scenario");
    let input = format!(
        "case new table 4\n{script}bow hoturi\nundo\nlog\nboard\ncase list\ncase open table 4\n\
         cards show \"Doji Hoturi\"\nrules action.reaction.order\n"
    );
    let on_file = gunbai(file, &["repl"], &input);
    let on_pg = gunbai(&db.url, &[], &input);
    assert!(on_file.ok, "{}{}", on_file.stdout, on_file.stderr);
    assert!(on_pg.ok, "{}{}", on_pg.stdout, on_pg.stderr);
    // The log's times are the moments each line was typed: the rest is the same.
    let no_times = |s: &str| {
        s.lines()
            .map(|l| {
                l.split(' ')
                    .filter(|w| !w.contains(':') || !w.chars().any(|c| c.is_ascii_digit()))
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect::<Vec<_>>()
            .join("\n")
    };
    assert_eq!(no_times(&on_pg.stdout), no_times(&on_file.stdout));
    assert!(on_pg.stdout.contains("table 4"), "{}", on_pg.stdout);
    let board = |db: &str| gunbai(db, &["show", "table 4", "--json"], "").stdout;
    assert_eq!(board(&db.url), board(file));
    let out = gunbai(&db.url, &["verify", "table 4"], "");
    assert!(out.ok, "{}{}", out.stdout, out.stderr);
    // A refused line appends nothing and says so; the exit code says a line failed.
    let before = db.store().case("table 4").expect("case").events;
    let out = gunbai(&db.url, &["repl", "table 4"], "bow nobody\n");
    assert!(!out.ok, "{}", out.stdout);
    assert!(out.stderr.contains("nobody"), "{}", out.stderr);
    assert_eq!(db.store().case("table 4").expect("case").events, before);
    // An unknown case is said so, and nothing is made.
    let out = gunbai(&db.url, &["repl", "no such table"], "");
    assert!(
        !out.ok && out.stderr.contains("no such table"),
        "{}",
        out.stderr
    );
    assert_eq!(db.store().cases().expect("cases").len(), 1);
}

/// Two judges in two shells on one case of the centre: the one who writes second catches up
/// first, is told what the other added, and decides the line on the board that includes it;
/// nothing is lost or written twice.
#[test]
fn pg_two_shells_on_one_case_lose_nothing_and_say_what_the_other_added() {
    let Some(url) = server("pg_two_shells_on_one_case_lose_nothing_and_say_what_the_other_added")
    else {
        return;
    };
    let db = PgDb::new(&url);
    let lib = Library::embedded();
    let now = Utc::now();
    let line = |text: &str| lang::parse_line(text).expect("a line of the judge language");
    let mut a = Session::on_postgres(db.store(), lib, "ayame");
    a.new_case("table 9", now).expect("case");
    a.execute_line(&line("players Allen Bob"), now)
        .expect("players");
    a.execute_line(&line("honor Allen 10; honor Bob 10"), now)
        .expect("honor");
    let mut b = Session::on_postgres(db.store(), lib, "botan");
    b.open_case("table 9").expect("open");
    assert_eq!(b.game().len(), a.game().len());
    let out = b
        .execute_line(&line("lose Allen 3"), now)
        .expect("b's line");
    assert!(out.others.is_empty());
    // Ayame's session still holds the board before Botan's line.
    let out = a
        .execute_line(&line("lose Allen 2"), now)
        .expect("a's line");
    assert_eq!(out.others.len(), 1, "{:?}", out.others);
    assert!(
        out.others[0].contains("botan: lose Allen 3"),
        "{:?}",
        out.others
    );
    let out = a
        .execute_line(&line("expect honor Allen 5"), now)
        .expect("expect");
    assert!(
        out.results
            .iter()
            .all(|(_, r)| !matches!(r, gunbai::session::LineResult::Expect { passed: false, .. })),
        "Allen's honor is not 10 - 3 - 2"
    );
    let mut pg = db.store();
    let info = pg.case("table 9").expect("case");
    let rows = Backend::events(&mut pg, info.id).expect("rows");
    let sources: Vec<&str> = rows.iter().map(|r| r.source.as_str()).collect();
    assert_eq!(
        sources,
        [
            "players Allen Bob",
            "honor Allen 10",
            "honor Bob 10",
            "lose Allen 3",
            "lose Allen 2"
        ]
    );
    assert!(pg
        .verify_chain(info.id)
        .expect("verify")
        .problems
        .is_empty());
    // `board` in the first shell catches up too.
    let out = b.sync().expect("sync");
    assert_eq!(out, ["[5] ayame: lose Allen 2"]);
    assert_eq!(b.game().state(), a.game().state());
}

/// `verify` on the centre names a step whose printed ability today's reader reads otherwise than
/// the reading the step stored, as on the venue's file, and the case still verifies: it replays
/// with its stored reading.
#[test]
fn pg_verify_names_a_stored_reading_that_today_reads_otherwise_as_on_the_file() {
    let Some(url) =
        server("pg_verify_names_a_stored_reading_that_today_reads_otherwise_as_on_the_file")
    else {
        return;
    };
    let db = PgDb::new(&url);
    let dir = tempfile::tempdir().expect("dir");
    let file = dir.path().join("venue.sqlite");
    let file = file.to_str().expect("utf-8 path");
    let out = gunbai(
        file,
        &["cards", "import", "fixtures/cardsdb/printed-uses.xml"],
        "",
    );
    assert!(out.ok, "{}", out.stderr);
    let out = gunbai(
        file,
        &["run", "fixtures/cardsdb/printed-uses.gb", "--case", "uses"],
        "",
    );
    assert!(out.ok, "{}{}", out.stdout, out.stderr);
    // The same lines, one stored reading written as an older reader would have read it.
    let mut store = gunbai::store::Store::open(std::path::Path::new(file)).expect("store");
    let uses = store.case("uses").expect("case");
    let rows = store.events(uses.id).expect("rows");
    let older = store.create_case("older", Utc::now()).expect("case");
    let mut game = gunbai::engine::Game::new();
    let mut changed = None;
    for r in &rows {
        let mut payload = r.payload.clone();
        let today = "\"read\":\"Limited; cost bow this card; effect gain 2 honor\"";
        let declared = payload.starts_with("{\"event\":\"declare\"");
        if changed.is_none() && declared && payload.contains(today) {
            payload = payload.replace(today, "\"read\":\"Limited; effect gain 2 honor\"");
            changed = Some(r.seq);
        }
        let ev = gunbai::engine::Event::from_json(r.version, &payload).expect("event");
        game.push(ev);
        let row = gunbai::store::NewEvent {
            kind: r.kind.clone(),
            version: r.version,
            payload,
            source: r.source.clone(),
            author: r.author.clone(),
            recorded_at: r.recorded_at,
            state_hash: game.state_hash(),
        };
        store.append(older.id, r.seq - 1, &[row]).expect("append");
    }
    drop(store);
    let step = changed.expect("a step of the scenario used the Limited ability as read");
    let out = gunbai(file, &["sync", "push", "--to", &db.url, "--db", file], "");
    assert!(out.ok, "{}{}", out.stdout, out.stderr);
    let needle = format!(
        "case `older`, step {step}: replays with its stored reading of Test Iron Sentry \
         «Limited: Bow this card: Gain 2 Honor.» (Limited; effect gain 2 honor); today's reader \
         reads it otherwise: Limited; cost bow this card; effect gain 2 honor"
    );
    for db in [file, db.url.as_str()] {
        let out = gunbai(db, &["verify", "older"], "");
        assert!(out.ok, "{db}: {}{}", out.stdout, out.stderr);
        assert!(out.stdout.contains(&needle), "{db}: {}", out.stdout);
        let out = gunbai(db, &["verify", "uses"], "");
        assert!(
            out.ok && !out.stdout.contains("stored reading"),
            "{db}: {}",
            out.stdout
        );
        let out = gunbai(db, &["verify", "older", "--json"], "");
        let cases: serde_json::Value = serde_json::from_str(&out.stdout).expect("json");
        let readings = &cases[0]["readings"];
        assert_eq!(readings[0][0], step, "{db}: {}", out.stdout);
    }
}
