//! `gunbai serve` on PostgreSQL: two server processes on one database, judges added with
//! `gunbai judge … --db postgres://…`, and judges writing to one case through both. Nothing is
//! lost or written twice, the loser of a race is told (409, what the other judge added), logins
//! and the count of wrong passwords are the database's, not a process's. Needs a server
//! (`GUNBAI_TEST_PG`, see `pg_support`); without one it says so loudly and passes, unless
//! `GUNBAI_REQUIRE_PG=1`.

#![cfg(unix)]

use std::io::{BufRead, Write};
use std::net::SocketAddr;
use std::process::{Child, Command, Stdio};

use crate::pg_support::{server, PgDb};
use crate::serve::{new_case, send_lines};
use crate::serve_http::{Client, FLOOR_PW, HEAD_PW};
use gunbai::store::backend::Backend;

/// Runs `gunbai ARGS --db URL` with `stdin`; (success, stdout, stderr).
fn gunbai(url: &str, args: &[&str], stdin: &str) -> (bool, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_gunbai"))
        .args(args)
        .args(["--db", url])
        .env_remove("GUNBAI_DB")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run gunbai");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(stdin.as_bytes())
        .expect("write stdin");
    let out = child.wait_with_output().expect("wait");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// One `gunbai serve` process; stopped with SIGTERM when dropped.
struct Served {
    child: Child,
    addr: SocketAddr,
    out: std::io::BufReader<std::process::ChildStdout>,
}

impl Served {
    fn start(url: &str) -> Served {
        let mut child = Command::new(env!("CARGO_BIN_EXE_gunbai"))
            .args(["serve", "--listen", "127.0.0.1:0", "--db", url])
            .env_remove("GUNBAI_DB")
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("start gunbai serve");
        let mut out = std::io::BufReader::new(child.stdout.take().expect("stdout"));
        let mut line = String::new();
        out.read_line(&mut line).expect("the address line");
        let addr = line
            .split("http://")
            .nth(1)
            .and_then(|s| s.split('/').next())
            .and_then(|s| s.parse().ok())
            .unwrap_or_else(|| panic!("no address in {line:?}"));
        Served { child, addr, out }
    }

    /// Stops the server with SIGTERM: whether it exited cleanly saying so.
    fn stop(mut self) -> bool {
        // SAFETY: kill(2) with the id of the child this test started.
        let sent = unsafe { libc::kill(self.child.id() as i32, libc::SIGTERM) };
        let exited = sent == 0 && self.child.wait().map(|s| s.success()).unwrap_or(false);
        let mut rest = String::new();
        let _ = std::io::Read::read_to_string(&mut self.out, &mut rest);
        exited && rest.contains("stopped")
    }
}

impl Drop for Served {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn logged_in(addr: SocketAddr, name: &str, password: &str) -> Client {
    let mut c = Client::new(addr);
    let r = c.login(name, password);
    assert_eq!(r.status, 303, "login of {name} failed: {}", r.body);
    c
}

/// The lines of a case on the database, with their authors, in order.
fn lines_of(url: &str, case: &str) -> Vec<(String, String)> {
    let mut s = gunbai::store::pg::PgStore::connect(url).expect("connect");
    let info = Backend::case(&mut s, case).expect("the case");
    Backend::events(&mut s, info.id)
        .expect("events")
        .into_iter()
        .map(|e| (e.source, e.author))
        .collect()
}

#[test]
fn pg_serve_two_processes_on_one_database_lose_and_double_nothing_and_tell_the_loser() {
    let Some(admin) = server("pg_serve_two_processes…") else {
        return;
    };
    let db = PgDb::new(&admin);
    let url = db.url.clone();

    // Judges are added on the database with the command line.
    for (name, role, pw) in [
        ("Mika", "head", HEAD_PW),
        ("Ren", "floor", FLOOR_PW),
        ("Aya", "floor", FLOOR_PW),
    ] {
        let (ok, out, err) = gunbai(
            &url,
            &["judge", "add", name, "--role", role, "--password-stdin"],
            &format!("{pw}\n"),
        );
        assert!(ok, "{out}{err}");
    }
    let (ok, _, err) = gunbai(
        &url,
        &["judge", "add", "ren", "--role", "floor", "--password-stdin"],
        "another password\n",
    );
    assert!(!ok && err.contains("already exists"), "{err}");
    let (ok, out, _) = gunbai(&url, &["judge", "list"], "");
    assert!(ok && out.contains("Mika") && out.contains("head"), "{out}");

    let a = Served::start(&url);
    let b = Served::start(&url);
    let mut ren = logged_in(a.addr, "Ren", FLOOR_PW);
    let mut aya = logged_in(b.addr, "Aya", FLOOR_PW);

    // A login made on one process holds on the other: nothing of it is in a process's memory.
    let mut ren_on_b = ren.clone();
    ren_on_b.addr = b.addr;
    assert_eq!(ren_on_b.get("/cases").status, 200);

    let case = new_case(&mut ren, "table9");
    assert!(aya.get("/cases").body.contains("table9"), "B sees A's case");
    let r = send_lines(&mut ren, &case, 0, "players Allen Bob");
    assert_eq!(r.status, 200, "{}", r.body);

    // Both pages show step 1; Ren writes through A first, Aya through B is told.
    assert_eq!(send_lines(&mut ren, &case, 1, "honor Allen 7").status, 200);
    let r = send_lines(&mut aya, &case, 1, "honor Bob 4");
    assert_eq!(r.status, 409, "{}", r.body);
    assert!(
        r.body.contains("Another judge added to this case first"),
        "{}",
        r.body
    );
    assert!(r.body.contains("[2] honor Allen 7   (Ren)"), "{}", r.body);
    assert!(r.body.contains("honor Bob 4</textarea>"), "{}", r.body);
    assert_eq!(send_lines(&mut aya, &case, 2, "honor Bob 4").status, 200);

    // The same expected step written through both processes at once, round after round: one
    // is recorded, the other refused by the store's expected-step append (or seen to be late),
    // and told in words, never with the database's own error.
    let mut accepted: Vec<(String, String)> = lines_of(&url, "table9");
    assert_eq!(accepted.len(), 3);
    for round in 0..6u64 {
        let head = accepted.len() as u64;
        let barrier = std::sync::Arc::new(std::sync::Barrier::new(2));
        let mut handles = Vec::new();
        for (client, who, line) in [
            (ren.clone(), "Ren", format!("honor Allen {}", 10 + round)),
            (aya.clone(), "Aya", format!("honor Bob {}", 20 + round)),
        ] {
            let barrier = barrier.clone();
            let case = case.clone();
            handles.push(std::thread::spawn(move || {
                let mut client = client;
                let t = client.token();
                barrier.wait();
                let r = client.post(
                    &format!("{case}/lines"),
                    &[("csrf", &t), ("head", &head.to_string()), ("lines", &line)],
                );
                (who, line, r)
            }));
        }
        let results: Vec<_> = handles
            .into_iter()
            .map(|h| h.join().expect("a writer"))
            .collect();
        let won: Vec<_> = results.iter().filter(|(_, _, r)| r.status == 200).collect();
        let lost: Vec<_> = results.iter().filter(|(_, _, r)| r.status == 409).collect();
        assert_eq!(
            (won.len(), lost.len()),
            (1, 1),
            "round {round}: {:?}",
            results
                .iter()
                .map(|(w, _, r)| (w, r.status, r.body.len()))
                .collect::<Vec<_>>()
        );
        let (winner, line, _) = won[0];
        let (_, lost_line, r) = lost[0];
        assert!(
            r.body.contains("Another judge added to this case first"),
            "round {round}: {}",
            r.body
        );
        assert!(
            r.body
                .contains(&format!("[{}] {line}   ({winner})", head + 1)),
            "round {round}: the loser sees the winner's line: {}",
            r.body
        );
        assert!(
            r.body.contains(&format!("{lost_line}</textarea>")),
            "round {round}: the loser's line stays in the box"
        );
        for raw in ["duplicate key", "PostgreSQL error", "unique constraint"] {
            assert!(!r.body.contains(raw), "round {round}: {raw}: {}", r.body);
        }
        accepted.push((line.clone(), winner.to_string()));
        assert_eq!(lines_of(&url, "table9"), accepted, "round {round}");
    }

    // The log is exactly the accepted lines, in order, each once, and its chain holds.
    let log = lines_of(&url, "table9");
    assert_eq!(log.len(), 9);
    assert_eq!(
        log[..3],
        [
            ("players Allen Bob".to_owned(), "Ren".to_owned()),
            ("honor Allen 7".to_owned(), "Ren".to_owned()),
            ("honor Bob 4".to_owned(), "Aya".to_owned()),
        ]
    );
    let mut s = gunbai::store::pg::PgStore::connect(&url).expect("connect");
    let info = Backend::case(&mut s, "table9").expect("the case");
    let report = Backend::verify_chain(&mut s, info.id).expect("verify");
    assert_eq!(report.events, 9);
    assert!(report.first_broken.is_none(), "{report:?}");
    let (ok, out, err) = gunbai(&url, &["verify"], "");
    assert!(ok, "{out}{err}");
    // Each process shows the case as it stands, whoever wrote it.
    let page = aya.get(&format!("{case}?at=9"));
    assert_eq!(page.status, 200);
    assert!(page.body.contains(&log[8].0), "{}", page.body);

    // Wrong passwords are counted in the database: five through A, the sixth through B waits.
    for _ in 0..auth_free() {
        let mut c = Client::new(a.addr);
        assert_eq!(c.login("Mika", "wrong password").status, 401);
    }
    let mut c = Client::new(b.addr);
    let r = c.login("Mika", HEAD_PW);
    assert_eq!(r.status, 429, "{}", r.body);
    assert!(r.header("retry-after").is_some());

    // Wrong passwords sent at the same moment to both processes: the count is one locked row,
    // so exactly five are checked and every other try is told to wait.
    let barrier = std::sync::Arc::new(std::sync::Barrier::new(16));
    let tries: Vec<_> = (0..16)
        .map(|i| {
            let addr = if i % 2 == 0 { a.addr } else { b.addr };
            let barrier = barrier.clone();
            std::thread::spawn(move || {
                let mut c = Client::new(addr);
                let page = c.get("/login");
                let t = page.csrf();
                barrier.wait();
                c.post(
                    "/login",
                    &[
                        ("csrf", &t),
                        ("name", "Ren"),
                        ("password", "not the password"),
                    ],
                )
                .status
            })
        })
        .collect();
    let mut statuses: Vec<u16> = tries
        .into_iter()
        .map(|h| h.join().expect("a try"))
        .collect();
    statuses.sort_unstable();
    let checked = statuses.iter().filter(|s| **s == 401).count();
    let waited = statuses.iter().filter(|s| **s == 429).count();
    assert_eq!((checked, waited), (5, 11), "{statuses:?}");

    // A judge disabled on the command line is logged out on both processes at once.
    let (ok, out, _) = gunbai(&url, &["judge", "disable", "Aya"], "");
    assert!(ok && out.contains("`Aya` is disabled"), "{out}");
    assert_eq!(aya.get("/cases").status, 303);
    let mut aya_on_a = aya.clone();
    aya_on_a.addr = a.addr;
    assert_eq!(aya_on_a.get("/cases").status, 303);

    assert!(a.stop(), "server A stopped cleanly");
    assert!(b.stop(), "server B stopped cleanly");
}

fn auth_free() -> u32 {
    gunbai::serve::auth::FREE_FAILURES
}

#[test]
fn pg_serve_judges_and_their_tables_follow_the_append_only_rules() {
    let Some(admin) = server("pg_serve_judges_and_their_tables…") else {
        return;
    };
    let db = PgDb::new(&admin);
    let mut s = db.store();
    let hash = gunbai::serve::auth::hash_password(FLOOR_PW).expect("hash");
    let now = chrono::Utc::now();
    let ren = s
        .add_judge("Ren", gunbai::store::judges::Role::Floor, &hash, now)
        .expect("add");
    assert!(matches!(
        s.add_judge("REN", gunbai::store::judges::Role::Head, &hash, now),
        Err(gunbai::store::judges::JudgeError::Exists { .. })
    ));
    s.create_login("t1", ren.id, "csrf1", now, now + chrono::Duration::hours(1))
        .expect("login");
    assert!(s.login("t1", now).expect("lookup").is_some());
    let link = s
        .create_share(
            "s1",
            gunbai::store::judges::ShareTarget::Ruling(1),
            "Ren",
            now,
            now + chrono::Duration::hours(1),
        )
        .expect("share");
    let revoked = s.revoke_share(link.id, now).expect("revoke");
    assert!(!revoked.is_live(now));
    let disabled = s.disable_judge("ren", now).expect("disable");
    assert!(disabled.disabled_at.is_some());
    assert!(
        s.login("t1", now).expect("lookup").is_none(),
        "the login ended"
    );

    // Even the owner cannot rename a judge, enable a disabled one, delete one, or change or
    // delete a share link: the triggers refuse.
    let mut owner = db.owner();
    for sql in [
        "UPDATE judges SET name = 'Someone' WHERE name = 'Ren'",
        "UPDATE judges SET disabled_at = NULL WHERE name = 'Ren'",
        "UPDATE judges SET role = 'head' WHERE name = 'Ren'",
        "DELETE FROM judges",
        "UPDATE share_links SET revoked_at = NULL",
        "UPDATE share_links SET expires_at = '2999-01-01T00:00:00.000000000Z'",
        "DELETE FROM share_links",
        "TRUNCATE judges CASCADE",
    ] {
        let e = owner.batch_execute(sql).expect_err(sql);
        let msg = e
            .as_db_error()
            .map(|d| d.message().to_owned())
            .unwrap_or_default();
        assert!(
            msg.contains("cannot") || msg.contains("append-only"),
            "{sql}: {msg}"
        );
    }
    // The writer role may disable and revoke, and nothing else of the kind.
    let grants: Vec<(String, String)> = owner
        .query(
            "SELECT table_name::text, privilege_type::text FROM information_schema.role_table_grants \
             WHERE grantee = 'gunbai_writer' AND table_name IN ('judges', 'share_links') \
             ORDER BY 1, 2",
            &[],
        )
        .expect("grants")
        .iter()
        .map(|r| (r.get(0), r.get(1)))
        .collect();
    for (table, privilege) in &grants {
        assert!(
            privilege == "SELECT" || privilege == "INSERT",
            "{table}: {privilege} on the whole table"
        );
    }
}

/// The share link shown on a page that made one.
fn link_of(body: &str) -> String {
    let key = "id=\"share-link\" href=\"";
    let i = body.find(key).unwrap_or_else(|| panic!("no link: {body}"));
    let rest = &body[i + key.len()..];
    rest[..rest.find('"').expect("quote")].to_owned()
}

#[test]
fn pg_serve_every_page_a_judge_uses_works_on_postgresql() {
    let Some(admin) = server("pg_serve_every_page…") else {
        return;
    };
    let db = PgDb::new(&admin);
    {
        let mut s = db.store();
        let now = chrono::Utc::now();
        for (name, role, pw) in [
            ("Mika", gunbai::store::judges::Role::Head, HEAD_PW),
            ("Ren", gunbai::store::judges::Role::Floor, FLOOR_PW),
        ] {
            let hash = gunbai::serve::auth::hash_password(pw).expect("hash");
            s.add_judge(name, role, &hash, now).expect("judge");
        }
    }
    // The server logs in as a writer (`gunbai_writer`), as docs/postgres.md advises: every page
    // must work with that role's grants alone.
    let role = format!("{}_srv", db.name);
    let mut owner = db.owner();
    owner
        .batch_execute(&format!(
            "CREATE ROLE {role} LOGIN PASSWORD 'pw-{role}' IN ROLE gunbai_writer; \
             GRANT CONNECT ON DATABASE {} TO {role}",
            db.name
        ))
        .expect("a writer's login");
    let writer = crate::pg_support::with_user(&db.url, &role, &format!("pw-{role}"));
    let running =
        gunbai::serve::spawn(std::path::Path::new(&writer), "127.0.0.1:0").expect("serve");
    let mut mika = logged_in(running.addr, "Mika", HEAD_PW);
    let mut ren = logged_in(running.addr, "Ren", FLOOR_PW);

    // An event, a case with a few steps, a ruling resting on step 4, its page.
    let t = mika.token();
    let r = mika.post("/events", &[("csrf", &t), ("name", "Kyoto Open")]);
    assert_eq!(r.status, 303, "{}", r.body);
    let case = new_case(&mut ren, "table4");
    let r = send_lines(&mut ren, &case, 0, crate::serve::SETUP);
    assert_eq!(r.status, 200, "{}", r.body);
    let r = ren.get(&format!("{case}?at=5"));
    assert_eq!(r.status, 200);
    assert!(r.body.contains("Step 5 of 6"), "{}", r.body);
    assert!(r.body.contains("turn Bob action"), "{}", r.body);
    let r = ren.get(&case);
    assert!(r.body.contains("Doji Hoturi"), "the board: {}", r.body);
    // A refused line is told with its rule, and nothing is written.
    let r = send_lines(&mut ren, &case, 6, "bow nobody");
    assert!(r.status >= 400, "{}", r.body);
    assert_eq!(lines_of(&db.url, "table4").len(), 6);
    // An undo through the server takes back the last line, as at the shell.
    let r = send_lines(&mut ren, &case, 6, "undo");
    assert_eq!(r.status, 200, "{}", r.body);
    let r = ren.get(&format!("{case}?at=6"));
    assert!(r.body.contains("Retracted"), "step 6 is marked: {}", r.body);
    assert!(
        !ren.get(&format!("{case}?at=5")).body.contains("Retracted"),
        "step 5 is not"
    );
    let t = ren.token();
    let id = case.rsplit('/').next().expect("an id");
    let r = ren.post(
        "/rulings",
        &[
            ("csrf", &t),
            ("event", "Kyoto Open"),
            ("round", "1"),
            ("table", "4"),
            ("players", "Allen, Bob"),
            ("judge", "Ren"),
            ("question", "May a bowed personality attack?"),
            ("ruling", "No."),
            ("cite", "action.reaction.order"),
            ("case", id),
            ("at", "4"),
        ],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let r = ren.get("/rulings/1");
    assert_eq!(r.status, 200, "{}", r.body);
    assert!(r.body.contains("May a bowed personality attack?"));
    assert!(ren.get("/rulings?q=bowed").body.contains("May a bowed"));
    // Corrected and appealed by the head judge.
    let t = mika.token();
    let r = mika.post(
        "/rulings/1/appeal",
        &[
            ("csrf", &t),
            ("by", "Mika"),
            ("outcome", "upheld"),
            ("note", "It stands."),
        ],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    // Share links: made, opened by a player, revoked.
    let t = ren.token();
    let r = ren.post(&format!("{case}/share"), &[("csrf", &t), ("hours", "2")]);
    assert_eq!(r.status, 200, "{}", r.body);
    let link = link_of(&r.body);
    let mut player = Client::new(running.addr);
    let r = player.get(&link);
    assert_eq!(r.status, 200, "{}", r.body);
    assert!(r.body.contains("Case table4"), "{}", r.body);
    assert!(!r.body.contains("method=\"post\""));
    let r = ren.post("/shares/1/revoke", &[("csrf", &t)]);
    assert_eq!(r.status, 303, "{}", r.body);
    assert_eq!(player.get(&link).status, 404);
    // A fork, the judges page, a judge added there, the library pages.
    let r = ren.post(
        &format!("{case}/fork"),
        &[("csrf", &t), ("at", "3"), ("name", "table4-what-if")],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    assert_eq!(lines_of(&db.url, "table4-what-if").len(), 3);
    let t = mika.token();
    let r = mika.post(
        "/judges",
        &[
            ("csrf", &t),
            ("name", "Aya"),
            ("role", "floor"),
            ("password", FLOOR_PW),
        ],
    );
    assert!(r.status == 303 || r.status == 200, "{}", r.body);
    assert!(mika.get("/judges").body.contains("Aya"));
    let _aya = logged_in(running.addr, "Aya", FLOOR_PW);
    assert_eq!(ren.get("/cards?q=Hoturi").status, 200);
    assert_eq!(ren.get("/rules").status, 200);
    // Logging out ends the login on the database.
    let t = ren.token();
    assert_eq!(ren.post("/logout", &[("csrf", &t)]).status, 303);
    assert_eq!(ren.get("/cases").status, 303);
    running.stop().expect("stopped");
    owner
        .batch_execute(&format!("DROP OWNED BY {role}; DROP ROLE {role}"))
        .expect("clean up the role");
}
