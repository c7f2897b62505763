//! `gunbai serve` over HTTP on a loopback port: every page, every permission (anonymous, floor
//! judge, head judge, share link), form tokens, logins, the race of two judges, escaping, the
//! security headers and the request size limit. Here: the helpers the server tests share, pages,
//! permissions, logins, form tokens and the race; `serve_shares` holds share links, escaping and
//! bad requests, `serve_command` the `serve` and `judges` commands.

use crate::serve_http::{Client, World, FLOOR_PW, HEAD_PW};
use gunbai::serve::auth;

/// Starts case `name` as `c` and returns its page address.
pub fn new_case(c: &mut Client, name: &str) -> String {
    let t = c.token();
    let r = c.post("/cases", &[("csrf", &t), ("name", name)]);
    assert_eq!(r.status, 303, "{}", r.body);
    r.header("location").expect("location").to_owned()
}

/// Sends lines to a case from the step `head`.
pub fn send_lines(c: &mut Client, case: &str, head: u64, lines: &str) -> crate::serve_http::Resp {
    let t = c.token();
    c.post(
        &format!("{case}/lines"),
        &[("csrf", &t), ("head", &head.to_string()), ("lines", lines)],
    )
}

pub fn events_of(w: &World, case: &str) -> Vec<gunbai::store::StoredEvent> {
    let s = w.store();
    let info = s.case(case).expect("case");
    s.events(info.id).expect("events")
}

pub const SETUP: &str = "players Allen Bob Cindy\nhonor Allen 10; honor Bob 10; honor Cindy 10\nturn Bob action\nenter Allen personality \"Doji Hoturi\" force 3 chi 4 ph 3 traits samurai crane as hoturi";

#[test]
fn anonymous_visitors_see_only_the_login_page_and_write_nothing() {
    let w = World::new();
    let mut a = w.client();
    for path in [
        "/",
        "/rulings",
        "/rulings/new",
        "/rulings/1",
        "/rulings/1/correct",
        "/cases",
        "/cases/1",
        "/events",
        "/judges",
    ] {
        let r = a.get(path);
        assert_eq!(r.status, 303, "{path}");
        assert_eq!(r.header("location"), Some("/login"), "{path}");
    }
    let login = a.get("/login");
    assert_eq!(login.status, 200);
    assert!(login.body.contains("name=\"password\""));
    assert_eq!(a.get("/static/app.css").status, 200);
    assert_eq!(a.get("/static/app.js").status, 200);
    assert_eq!(a.get("/nothing-here").status, 404);
    for path in [
        "/cases",
        "/cases/1/lines",
        "/cases/1/fork",
        "/cases/1/share",
        "/rulings",
        "/rulings/1/appeal",
        "/rulings/1/correct",
        "/rulings/1/share",
        "/events",
        "/judges",
        "/judges/1/disable",
        "/shares/1/revoke",
        "/logout",
    ] {
        let r = a.post(
            path,
            &[("csrf", "x"), ("name", "sneaky"), ("lines", "players A B")],
        );
        assert_eq!(r.status, 401, "{path}: {}", r.body);
    }
    let s = w.store();
    assert!(s.cases().expect("cases").is_empty());
    assert_eq!(s.tournaments().expect("events").len(), 1);
    assert_eq!(s.judges().expect("judges").len(), 3);
}

#[test]
fn a_floor_judge_plays_a_case_and_records_a_ruling_as_its_author() {
    let w = World::new();
    let mut ren = w.judge("Ren", FLOOR_PW);
    let case = new_case(&mut ren, "table7");
    let r = send_lines(&mut ren, &case, 0, SETUP);
    assert_eq!(r.status, 200, "{}", r.body);
    // The answer is the shell's: `[seq] line` and the numbered steps with their citations.
    assert!(r.body.contains("[1] players Allen Bob Cindy"), "{}", r.body);
    assert!(r.body.contains("[proc.setup, setup.first-player]"));
    assert!(r.body.contains("Step 6 of 6"));
    assert!(r.body.contains("Doji Hoturi"), "the board after the step");
    // A refusal says the rule and what to type, and appends nothing.
    let r = send_lines(
        &mut ren,
        &case,
        6,
        "Cindy plays \"Kolat Assassin\" limited target hoturi",
    );
    assert_eq!(r.status, 422, "{}", r.body);
    assert!(
        r.body
            .contains("refused: Cindy cannot take a Limited action now"),
        "{}",
        r.body
    );
    assert!(
        r.body.contains("(action.limited)"),
        "the rule is named: {}",
        r.body
    );
    assert!(r.body.contains("nothing was appended"));
    assert_eq!(events_of(&w, "table7").len(), 6);
    // A typo is a parse error with a caret; the line stays in the box.
    let r = send_lines(&mut ren, &case, 6, "honr Allen 3");
    assert_eq!(r.status, 400, "{}", r.body);
    assert!(r.body.contains("honr Allen 3</textarea>"), "{}", r.body);
    assert_eq!(events_of(&w, "table7").len(), 6);
    // A shell word is explained, not run.
    let r = send_lines(&mut ren, &case, 6, "board");
    assert_eq!(r.status, 400);
    assert!(r.body.contains("shell command"));
    // The rulebook's reaction example, played line by line.
    let r = send_lines(
        &mut ren,
        &case,
        6,
        "Bob plays \"Kolat Assassin\" limited target hoturi cost lose-honor 4 effect destroy target\nexpect honor Bob 6\npass Cindy",
    );
    assert_eq!(r.status, 200, "{}", r.body);
    assert!(
        r.body.contains("\u{2713}"),
        "the expectation passed: {}",
        r.body
    );
    let rows = events_of(&w, "table7");
    assert_eq!(rows.len(), 8);
    assert!(rows.iter().all(|e| e.author == "Ren"));
    // Back, forward and jump.
    let r = ren.get(&format!("{case}?at=5"));
    assert_eq!(r.status, 200);
    assert!(r.body.contains("Step 5 of 8"));
    assert!(r.body.contains("[5] turn Bob action"), "{}", r.body);
    assert!(r.body.contains(&format!("href=\"{case}?at=4\"")));
    assert!(r.body.contains(&format!("href=\"{case}?at=6\"")));
    let r = ren.get(&format!("{case}?at=0"));
    assert!(r.body.contains("the empty board"));
    let r = ren.get(&format!("{case}?at=99"));
    assert_eq!(r.status, 400);
    assert!(r.body.contains("pick a step from 0 to 8"));
    let r = ren.get(&format!("{case}?at=x"));
    assert_eq!(r.status, 400);
    // Fork a what-if at step 6.
    let t = ren.token();
    let r = ren.post(
        &format!("{case}/fork"),
        &[("csrf", &t), ("at", "6"), ("name", "table7-what-if")],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    assert_eq!(events_of(&w, "table7-what-if").len(), 6);
    assert_eq!(events_of(&w, "table7").len(), 8);
    // Record a ruling resting on step 7, with citation completion offered.
    let form = ren.get("/rulings/new?case=1&at=7");
    assert_eq!(form.status, 200);
    assert!(form.body.contains("<datalist id=\"rule-ids\">"));
    assert!(form.body.contains("value=\"action.reaction.order\""));
    let t = form.csrf();
    let fields = [
        ("csrf", t.as_str()),
        ("event", "Kyoto Open"),
        ("round", "3"),
        ("table", "7"),
        ("players", "Allen, Bob"),
        ("judge", "Ren"),
        ("question", "Who may react first to the Kolat Assassin?"),
        ("ruling", "Cindy, then Allen, in turn order."),
        ("penalty", ""),
        ("extension", "5"),
        ("cite", "action.reaction.order"),
        ("cite", ""),
        ("case", "1"),
        ("at", "7"),
    ];
    // An unknown rule id is refused with the nearest ids, and nothing is written.
    let mut bad = fields.to_vec();
    bad[10] = ("cite", "action.reaction.ordr");
    let r = ren.post("/rulings", &bad);
    assert_eq!(r.status, 400, "{}", r.body);
    assert!(r.body.contains("did you mean"), "{}", r.body);
    assert!(w.store().ruling_records().expect("records").is_empty());
    let r = ren.post("/rulings", &fields);
    assert_eq!(r.status, 303, "{}", r.body);
    let recs = w.store().ruling_records().expect("records");
    assert_eq!(recs.len(), 1);
    assert_eq!(recs[0].author, "Ren");
    let content = recs[0].content.as_ref().expect("a ruling");
    assert_eq!(content.case.as_ref().map(|c| c.at), Some(7));
    assert_eq!(content.extension_minutes, Some(5));
    // The list (newest first) and the search find it; the page shows the citation's title.
    let r = ren.get("/rulings?q=Kolat");
    assert!(r.body.contains("href=\"/rulings/1\""), "{}", r.body);
    let r = ren.get("/rulings?q=nowhere-to-be-found");
    assert!(r.body.contains("No ruling matches"));
    let r = ren.get("/rulings/1");
    assert_eq!(r.status, 200);
    assert!(r.body.contains("action.reaction.order"));
    assert!(r
        .body
        .contains("Appeals and corrections are recorded by the head judge"));
    let r = ren.get("/rulings?event=Nowhere");
    assert_eq!(r.status, 400);
    assert!(r.body.contains("no event named"));
    assert_eq!(ren.get("/rulings/99").status, 404);
    assert_eq!(ren.get("/cases/99").status, 404);
    assert_eq!(ren.get("/events").status, 200);
}

/// A ruling recorded by `c` on no case.
pub fn plain_ruling(c: &mut Client) {
    let t = c.token();
    let r = c.post(
        "/rulings",
        &[
            ("csrf", &t),
            ("event", "Kyoto Open"),
            ("round", "1"),
            ("table", "2"),
            ("players", "Allen"),
            ("judge", "Ren"),
            ("question", "May a bowed personality attack?"),
            ("ruling", "No."),
            ("cite", "action.reaction.order"),
        ],
    );
    assert_eq!(r.status, 303, "{}", r.body);
}

#[test]
fn only_the_head_judge_appeals_corrects_and_manages() {
    let w = World::new();
    let mut ren = w.judge("Ren", FLOOR_PW);
    plain_ruling(&mut ren);
    let t = ren.token();
    let correction = [
        ("csrf", t.as_str()),
        ("event", "Kyoto Open"),
        ("round", "1"),
        ("table", "2"),
        ("players", "Allen"),
        ("judge", "Ren"),
        ("question", "May a bowed personality attack?"),
        (
            "ruling",
            "No: a bowed unit cannot be declared as an attacker.",
        ),
        ("cite", "action.reaction.order"),
    ];
    let appeal = [
        ("csrf", t.as_str()),
        ("by", "Allen"),
        ("outcome", "upheld"),
        ("note", "The ruling stands."),
    ];
    // The floor judge is refused, with the form token right, and nothing is written.
    for (path, fields) in [
        ("/rulings/1/appeal", &appeal[..]),
        ("/rulings/1/correct", &correction[..]),
        (
            "/events",
            &[("csrf", t.as_str()), ("name", "Osaka Cup")][..],
        ),
        (
            "/judges",
            &[
                ("csrf", t.as_str()),
                ("name", "Sneaky"),
                ("role", "head"),
                ("password", "another-password"),
            ][..],
        ),
        ("/judges/3/disable", &[("csrf", t.as_str())][..]),
    ] {
        let r = ren.post(path, fields);
        assert_eq!(r.status, 403, "{path}: {}", r.body);
        assert!(r.body.contains("head judge"), "{path}");
    }
    assert_eq!(ren.get("/judges").status, 403);
    assert_eq!(ren.get("/rulings/1/correct").status, 403);
    let s = w.store();
    assert_eq!(s.ruling_records().expect("records").len(), 1);
    assert_eq!(s.tournaments().expect("events").len(), 1);
    assert_eq!(s.judges().expect("judges").len(), 3);
    assert!(s
        .judges()
        .expect("judges")
        .iter()
        .all(|j| j.disabled_at.is_none()));

    let mut mika = w.judge("Mika", HEAD_PW);
    let t = mika.token();
    let page = mika.get("/rulings/1");
    assert!(page.body.contains("/rulings/1/appeal"));
    let r = mika.get("/rulings/1/correct");
    assert_eq!(r.status, 200);
    assert!(r.body.contains("May a bowed personality attack?"));
    let mut fields = correction.to_vec();
    fields[0] = ("csrf", t.as_str());
    let r = mika.post("/rulings/1/correct", &fields);
    assert_eq!(r.status, 303, "{}", r.body);
    // A correction keeps the ruling's number.
    assert_eq!(r.header("location"), Some("/rulings/1"));
    let r = mika.post(
        "/rulings/1/appeal",
        &[
            ("csrf", &t),
            ("by", "Allen"),
            ("outcome", "overturned"),
            ("note", "Bowed units stay home."),
        ],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let r = mika.post(
        "/rulings/1/appeal",
        &[
            ("csrf", &t),
            ("by", "Allen"),
            ("outcome", "maybe"),
            ("note", "x"),
        ],
    );
    assert_eq!(r.status, 400);
    let recs = w.store().ruling_records().expect("records");
    assert_eq!(recs.len(), 3);
    assert_eq!(recs[1].author, "Mika");
    assert_eq!(recs[2].author, "Mika");
    let page = mika.get("/rulings/1");
    assert!(page.body.contains("overturned"));
    assert!(page.body.contains("Earlier versions"));
    // Events and judges.
    let r = mika.post(
        "/events",
        &[("csrf", &t), ("name", "Osaka Cup"), ("date", "2026-12-01")],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let r = mika.post("/events", &[("csrf", &t), ("name", "osaka cup")]);
    assert_eq!(r.status, 400);
    assert!(r.body.contains("already exists"));
    let r = mika.post(
        "/events",
        &[("csrf", &t), ("name", "X"), ("date", "tomorrow")],
    );
    assert_eq!(r.status, 400);
    assert_eq!(mika.get("/judges").status, 200);
    let r = mika.post(
        "/judges",
        &[
            ("csrf", &t),
            ("name", "Kei"),
            ("role", "floor"),
            ("password", "short"),
        ],
    );
    assert_eq!(r.status, 400);
    assert!(r.body.contains("at least 8 characters"));
    let r = mika.post(
        "/judges",
        &[
            ("csrf", &t),
            ("name", "Kei"),
            ("role", "floor"),
            ("password", "kei-password"),
        ],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let mut kei = w.judge("Kei", "kei-password");
    assert_eq!(kei.get("/cases").status, 200);
    let r = mika.post("/judges/1/disable", &[("csrf", &t)]);
    assert_eq!(r.status, 400, "a head judge cannot disable themself");
}

#[test]
fn a_disabled_judge_cannot_log_in_and_their_login_ends() {
    let w = World::new();
    let mut aya = w.judge("Aya", FLOOR_PW);
    assert_eq!(aya.get("/cases").status, 200);
    let mut mika = w.judge("Mika", HEAD_PW);
    let t = mika.token();
    let aya_id = w
        .store()
        .find_judge("Aya")
        .expect("lookup")
        .expect("Aya")
        .id;
    let r = mika.post(&format!("/judges/{aya_id}/disable"), &[("csrf", &t)]);
    assert_eq!(r.status, 303, "{}", r.body);
    // Her open login ended at once …
    let r = aya.get("/cases");
    assert_eq!(r.status, 303);
    assert_eq!(r.header("location"), Some("/login"));
    // … and the right password no longer lets her in.
    let mut again = w.client();
    let r = again.login("Aya", FLOOR_PW);
    assert_eq!(r.status, 403, "{}", r.body);
    assert!(r.body.contains("disabled"));
    assert!(!again.cookies.contains_key("gunbai_session"));
}

#[test]
fn logins_need_the_right_password_their_form_token_and_are_slowed_after_failures() {
    let w = World::new();
    let mut c = w.client();
    let r = c.login("Ren", "wrong-password");
    assert_eq!(r.status, 401);
    assert!(r.body.contains("wrong name or password"));
    // Asked in Japanese, the login page says so in Japanese.
    let mut ja = w.client();
    ja.extra.push(("Accept-Language".into(), "ja".into()));
    let r = ja.login("Ren", "wrong-password");
    assert_eq!(r.status, 401);
    assert!(r.body.contains("名前かパスワードが違います"), "{}", r.body);
    assert!(!r.body.contains("wrong name or password"), "{}", r.body);
    let r = ja.get("/no-such-page");
    assert_eq!(r.status, 404);
    assert!(r.body.contains("そのページはありません"), "{}", r.body);
    let r = c.login("Nobody", "wrong-password");
    assert_eq!(r.status, 401);
    // Without the login page's token the form is refused.
    let mut bare = w.client();
    let r = bare.post("/login", &[("name", "Ren"), ("password", FLOOR_PW)]);
    assert_eq!(r.status, 403);
    assert!(!bare.cookies.contains_key("gunbai_session"));
    // The session cookie is HttpOnly and SameSite; Secure behind a TLS proxy.
    let mut tls = w.client();
    tls.extra.push(("X-Forwarded-Proto".into(), "https".into()));
    let page = tls.get("/login");
    let t = page.csrf();
    let r = tls.post(
        "/login",
        &[("csrf", &t), ("name", "Ren"), ("password", FLOOR_PW)],
    );
    assert_eq!(r.status, 303);
    let cookie = r
        .headers
        .iter()
        .find(|(k, v)| k.eq_ignore_ascii_case("set-cookie") && v.starts_with("gunbai_session="))
        .map(|(_, v)| v.clone())
        .expect("a session cookie");
    assert!(
        cookie.contains("HttpOnly") && cookie.contains("SameSite=Lax") && cookie.contains("Secure"),
        "{cookie}"
    );
    let plain = w.judge("Aya", FLOOR_PW);
    assert!(plain.cookies.contains_key("gunbai_session"));
    // Logging out ends the login on the server, not only in the browser.
    let mut ren = w.judge("Ren", FLOOR_PW);
    let stolen = ren.cookies.clone();
    let t = ren.token();
    assert_eq!(ren.post("/logout", &[("csrf", &t)]).status, 303);
    let mut thief = w.client();
    thief.cookies = stolen;
    assert_eq!(thief.get("/cases").status, 303);
    // Five wrong passwords in a row: the sixth try waits, even with the right password.
    let mut m = w.client();
    for _ in 0..auth::FREE_FAILURES {
        assert_eq!(m.login("Mika", "not-it-at-all").status, 401);
    }
    let r = m.login("Mika", HEAD_PW);
    assert_eq!(r.status, 429, "{}", r.body);
    assert!(r.header("retry-after").is_some());
    assert!(r.body.contains("too many wrong passwords"));
}

#[test]
fn forms_without_their_token_are_refused_and_write_nothing() {
    let w = World::new();
    let mut ren = w.judge("Ren", FLOOR_PW);
    let case = new_case(&mut ren, "table1");
    for fields in [
        &[("name", "no-token")][..],
        &[("csrf", ""), ("name", "empty-token")][..],
        &[("csrf", "0000"), ("name", "wrong-token")][..],
    ] {
        let r = ren.post("/cases", fields);
        assert_eq!(r.status, 403, "{}", r.body);
        assert!(r.body.contains("security token"));
    }
    let r = ren.post(
        &format!("{case}/lines"),
        &[("head", "0"), ("lines", "players Allen Bob")],
    );
    assert_eq!(r.status, 403);
    // Another judge's token is not this judge's.
    let mut aya = w.judge("Aya", FLOOR_PW);
    let other = aya.token();
    let r = ren.post("/cases", &[("csrf", &other), ("name", "cross")]);
    assert_eq!(r.status, 403);
    assert_eq!(w.store().cases().expect("cases").len(), 1);
    assert!(events_of(&w, "table1").is_empty());
}

#[test]
fn two_judges_racing_on_one_case_lose_nothing_and_the_loser_is_told() {
    let w = World::new();
    let mut ren = w.judge("Ren", FLOOR_PW);
    let mut aya = w.judge("Aya", FLOOR_PW);
    let case = new_case(&mut ren, "table9");
    assert_eq!(
        send_lines(&mut ren, &case, 0, "players Allen Bob").status,
        200
    );
    // Both pages show step 1; Ren sends first.
    let r = send_lines(&mut ren, &case, 1, "honor Allen 7");
    assert_eq!(r.status, 200);
    let r = send_lines(&mut aya, &case, 1, "honor Bob 4");
    assert_eq!(r.status, 409, "{}", r.body);
    assert!(r.body.contains("Another judge added to this case first"));
    assert!(r.body.contains("[2] honor Allen 7   (Ren)"), "{}", r.body);
    // With what it did, folded from the step her page showed.
    assert!(
        r.body.contains("Allen's family honor is set to 7 (was 0)"),
        "{}",
        r.body
    );
    assert!(
        r.body.contains("honor Bob 4</textarea>"),
        "her line stays in the box"
    );
    assert!(r.body.contains("name=\"head\" value=\"2\""), "{}", r.body);
    let rows = events_of(&w, "table9");
    assert_eq!(rows.len(), 2);
    // Sent again from the page she now sees, it is recorded once.
    assert_eq!(send_lines(&mut aya, &case, 2, "honor Bob 4").status, 200);
    let rows = events_of(&w, "table9");
    let lines: Vec<(&str, &str)> = rows
        .iter()
        .map(|e| (e.source.as_str(), e.author.as_str()))
        .collect();
    assert_eq!(
        lines,
        [
            ("players Allen Bob", "Ren"),
            ("honor Allen 7", "Ren"),
            ("honor Bob 4", "Aya")
        ]
    );
}

#[test]
fn the_server_sees_lines_the_shell_appends_to_the_same_file_between_its_pages() {
    let w = World::new();
    let mut ren = w.judge("Ren", FLOOR_PW);
    let case = new_case(&mut ren, "table3");
    assert_eq!(
        send_lines(&mut ren, &case, 0, "players Allen Bob").status,
        200
    );
    // The shell, on a connection of its own, appends while the server keeps its connections.
    let store = gunbai::store::Store::open(&w.db).expect("open");
    let mut shell =
        gunbai::session::Session::with_store(store, gunbai::engine::Library::embedded(), "Mika");
    shell.open_case("table3").expect("open the case");
    let line = gunbai::lang::parse_line("honor Allen 7").expect("a line");
    shell
        .execute_line_here(&line, chrono::Utc::now())
        .expect("appended by the shell");
    drop(shell);
    let r = ren.get(&case);
    assert!(r.body.contains("Step 2 of 2"), "{}", r.body);
    assert!(r.body.contains("name=\"head\" value=\"2\""), "{}", r.body);
    // A line from the step the judge saw before the shell's line is a conflict, not a loss.
    assert_eq!(send_lines(&mut ren, &case, 1, "honor Bob 4").status, 409);
    assert_eq!(send_lines(&mut ren, &case, 2, "honor Bob 4").status, 200);
    let lines: Vec<String> = events_of(&w, "table3")
        .iter()
        .map(|e| format!("{} by {}", e.source, e.author))
        .collect();
    assert_eq!(
        lines,
        [
            "players Allen Bob by Ren",
            "honor Allen 7 by Mika",
            "honor Bob 4 by Ren"
        ]
    );
}
