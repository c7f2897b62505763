//! `gunbai sync push`: a venue's SQLite file sent to the centre's PostgreSQL. Each step once,
//! keyed by case, step and hash; a connection cut in the middle and a retry; a row changed at
//! the venue; a step written differently at both ends. Skips loudly without a server.

use std::io::{Read, Write};
use std::net::{Shutdown, TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;

use gunbai::store::backend::Backend;
use gunbai::store::pg::sync::Received;
use gunbai::store::pg::PgStore;
use gunbai::store::{NewEvent, Store};
use gunbai::sync::{push, Outcome};

use crate::pg_support::{event, server, t0, PgDb};

/// A venue's file with `cases` cases of `steps` steps each (named `table N`).
fn venue(dir: &Path, cases: u32, steps: u32) -> PathBuf {
    let path = dir.join("kyoto.sqlite");
    let mut s = Store::open(&path).expect("venue store");
    for c in 0..cases {
        let info = s.create_case(&format!("table {c}"), t0()).expect("case");
        let rows: Vec<NewEvent> = (0..steps)
            .map(|i| {
                let mut e = event(c * 100 + i);
                e.payload = format!(r#"{{"case":{c},"step":{i},"pad":"{}"}}"#, "寵愛".repeat(40));
                e
            })
            .collect();
        // Two lines: the first two steps, then the rest.
        s.append(info.id, 0, &rows[..2]).expect("line 1");
        s.append(info.id, 2, &rows[2..]).expect("line 2");
    }
    path
}

fn outcomes(report: &gunbai::sync::PushReport) -> Vec<(String, Outcome)> {
    report
        .cases
        .iter()
        .map(|c| (c.case.clone(), c.outcome.clone()))
        .collect()
}

/// Every case of the venue is at the centre with the same hashes, sound, and no row twice.
fn assert_same(venue: &Store, centre: &mut PgStore) {
    for info in venue.cases().expect("cases") {
        let c = Backend::case(centre, &info.name).expect("at the centre");
        let here: Vec<String> = venue
            .events(info.id)
            .expect("rows")
            .into_iter()
            .map(|r| r.hash)
            .collect();
        let there: Vec<String> = centre
            .events(c.id)
            .expect("rows")
            .into_iter()
            .map(|r| r.hash)
            .collect();
        assert_eq!(here, there, "{}", info.name);
        assert!(centre
            .verify_chain(c.id)
            .expect("verify")
            .problems
            .is_empty());
        assert_eq!(
            centre.anchor(c.id).expect("anchor"),
            venue.anchor(info.id).expect("anchor"),
            "{}: the centre ends at the venue's anchor",
            info.name
        );
    }
}

#[test]
fn pg_sync_sends_each_step_once_and_records_the_venues_anchor() {
    let Some(url) = server("pg_sync_sends_each_step_once_and_records_the_venues_anchor") else {
        return;
    };
    let db = PgDb::new(&url);
    let dir = tempfile::tempdir().expect("dir");
    let path = venue(dir.path(), 3, 5);
    let v = Store::open(&path).expect("venue");
    let mut centre = db.store();
    let report = push(&v, "Kyoto", &mut centre).expect("push");
    assert!(report.complete(), "{report:?}");
    for (_, o) in outcomes(&report) {
        assert!(
            matches!(o, Outcome::Centre(Received::Sent { sent: 5, .. })),
            "{o:?}"
        );
    }
    assert_same(&v, &mut centre);
    let c = Backend::case(&mut centre, "table 1").expect("case");
    assert_eq!(centre.home(c.id).expect("home").as_deref(), Some("Kyoto"));
    let anchors = centre.venue_anchors(c.id).expect("anchors");
    let venue_anchor = v
        .anchor(v.case("table 1").expect("case").id)
        .expect("anchor");
    assert_eq!(anchors, vec![("Kyoto".to_owned(), 5, venue_anchor.hash)]);

    // Sending again sends nothing.
    let again = push(&v, "Kyoto", &mut centre).expect("push again");
    assert!(again.complete());
    assert!(outcomes(&again)
        .iter()
        .all(|(_, o)| matches!(o, Outcome::Centre(Received::Already { seq: 5 }))));
    // The venue goes on; the next push sends only the new steps.
    drop(v);
    let mut v = Store::open(&path).expect("venue");
    let t1 = v.case("table 1").expect("case");
    v.append(t1.id, 5, &[event(900), event(901)])
        .expect("two more");
    let fork = v.fork(t1.id, 3, "table 1 what-if", t0()).expect("fork");
    v.append(fork.id, 3, &[event(950)]).expect("what-if step");
    let third = push(&v, "Kyoto", &mut centre).expect("third push");
    assert!(third.complete(), "{third:?}");
    let got = outcomes(&third);
    assert!(matches!(
        got[1].1,
        Outcome::Centre(Received::Sent { sent: 2, .. })
    ));
    assert!(matches!(
        got[3].1,
        Outcome::Centre(Received::Sent { sent: 4, .. })
    ));
    assert_same(&v, &mut centre);
    let n: i64 = db
        .owner()
        .query_one("SELECT count(*) FROM events", &[])
        .expect("count")
        .get(0);
    assert_eq!(n, 3 * 5 + 2 + 4, "no row twice");
}

/// A TCP relay to the server that cuts every connection once `limit` bytes went from the client
/// to the server, and then refuses new ones: the network going down in the middle of a push.
pub(crate) struct Relay {
    pub(crate) port: u16,
    pub(crate) sent: Arc<AtomicU64>,
}

pub(crate) fn relay(upstream: String, limit: u64) -> Relay {
    let listener = TcpListener::bind("127.0.0.1:0").expect("bind");
    let port = listener.local_addr().expect("addr").port();
    let sent = Arc::new(AtomicU64::new(0));
    let down = Arc::new(AtomicBool::new(false));
    let counter = sent.clone();
    std::thread::spawn(move || {
        for client in listener.incoming() {
            let Ok(client) = client else { continue };
            if down.load(Ordering::SeqCst) {
                let _ = client.shutdown(Shutdown::Both);
                continue;
            }
            let Ok(server) = TcpStream::connect(&upstream) else {
                continue;
            };
            let (c2, s2) = (
                client.try_clone().expect("clone"),
                server.try_clone().expect("clone"),
            );
            let (counter, down) = (counter.clone(), down.clone());
            // Client to server, counted and cut at the limit.
            std::thread::spawn(move || {
                let (mut from, mut to) = (client, server);
                let mut buf = [0u8; 4096];
                loop {
                    let n = match from.read(&mut buf) {
                        Ok(0) | Err(_) => break,
                        Ok(n) => n,
                    };
                    let total = counter.fetch_add(n as u64, Ordering::SeqCst) + n as u64;
                    if total > limit {
                        down.store(true, Ordering::SeqCst);
                        break;
                    }
                    if to.write_all(&buf[..n]).is_err() {
                        break;
                    }
                }
                let _ = from.shutdown(Shutdown::Both);
                let _ = to.shutdown(Shutdown::Both);
            });
            std::thread::spawn(move || {
                let (mut from, mut to) = (s2, c2);
                let _ = std::io::copy(&mut from, &mut to);
                let _ = from.shutdown(Shutdown::Both);
                let _ = to.shutdown(Shutdown::Both);
            });
        }
    });
    Relay { port, sent }
}

/// `host:port` of a URL.
pub(crate) fn host_port(url: &str) -> String {
    let rest = url.split_once("://").map_or(url, |x| x.1);
    let rest = rest.rfind('@').map_or(rest, |i| &rest[i + 1..]);
    let hp = rest.split(['/', '?']).next().unwrap_or(rest);
    if hp.contains(':') {
        hp.to_owned()
    } else {
        format!("{hp}:5432")
    }
}

pub(crate) fn through(url: &str, port: u16) -> String {
    url.replacen(&host_port(url), &format!("127.0.0.1:{port}"), 1)
}

#[test]
fn pg_sync_an_outage_in_the_middle_then_a_retry_loses_and_duplicates_nothing() {
    let Some(url) = server("pg_sync_an_outage_in_the_middle_then_a_retry") else {
        return;
    };
    let dir = tempfile::tempdir().expect("dir");
    let path = venue(dir.path(), 12, 6);
    let v = Store::open(&path).expect("venue");
    // How many bytes a whole push sends, measured through an uncut relay.
    let measure = PgDb::new(&url);
    let r = relay(host_port(&measure.url), u64::MAX);
    let mut c = PgStore::connect(&through(&measure.url, r.port)).expect("through the relay");
    let before = r.sent.load(Ordering::SeqCst);
    assert!(push(&v, "Kyoto", &mut c).expect("push").complete());
    let whole = r.sent.load(Ordering::SeqCst) - before;
    drop(c);

    // The same push into a fresh database (migrated beforehand), cut half way through.
    let db = PgDb::new(&url);
    drop(db.store());
    let probe = relay(host_port(&db.url), u64::MAX);
    drop(PgStore::connect(&through(&db.url, probe.port)).expect("through the relay"));
    let connecting = probe.sent.load(Ordering::SeqCst);
    let cut = relay(host_port(&db.url), connecting + whole / 2);
    let mut c = PgStore::connect(&through(&db.url, cut.port)).expect("connect");
    let report = push(&v, "Kyoto", &mut c);
    let sent_before_cut = match &report {
        Ok(r) => {
            assert!(r.stopped.is_some(), "the push was cut: {r:?}");
            assert!(!r.complete());
            let msg = r
                .stopped
                .as_ref()
                .map(|s| s.1.to_string())
                .unwrap_or_default();
            assert!(msg.contains("PostgreSQL"), "{msg}");
            eprintln!(
                "the push was cut after {} of {whole} bytes, {} cases in: {msg}",
                whole / 2,
                r.cases.len()
            );
            r.cases.len()
        }
        Err(e) => panic!("the venue's side never fails here: {e}"),
    };
    assert!(
        (1..12).contains(&sent_before_cut),
        "the cut fell in the middle: {sent_before_cut} cases before it"
    );
    // What the centre holds is whole cases only, each sound and the venue's own.
    let mut centre = db.store();
    let held = centre.cases().expect("cases");
    assert!(
        held.len() >= sent_before_cut && held.len() < 12,
        "{}",
        held.len()
    );
    for h in &held {
        assert_eq!(
            h.events, 6,
            "{}: a case is sent whole or not at all",
            h.name
        );
        assert!(centre
            .verify_chain(h.id)
            .expect("verify")
            .problems
            .is_empty());
    }
    // The network is back: sending again completes, and nothing is there twice.
    let again = push(&v, "Kyoto", &mut centre).expect("retry");
    assert!(again.complete(), "{again:?}");
    let sent: usize = outcomes(&again)
        .iter()
        .filter(|(_, o)| matches!(o, Outcome::Centre(Received::Sent { .. })))
        .count();
    assert_eq!(sent, 12 - held.len());
    assert_same(&v, &mut centre);
    let n: i64 = db
        .owner()
        .query_one("SELECT count(*) FROM events", &[])
        .expect("count")
        .get(0);
    assert_eq!(n, 12 * 6);
}

#[test]
fn pg_sync_a_row_changed_at_the_venue_is_not_sent() {
    let Some(url) = server("pg_sync_a_row_changed_at_the_venue_is_not_sent") else {
        return;
    };
    let db = PgDb::new(&url);
    let dir = tempfile::tempdir().expect("dir");
    let path = venue(dir.path(), 3, 4);
    let conn = rusqlite::Connection::open(&path).expect("raw");
    conn.execute_batch(
        "DROP TRIGGER events_no_update; \
         UPDATE events SET payload = '{\"changed\":1}' \
         WHERE seq = 3 AND case_id = (SELECT id FROM cases WHERE name = 'table 1');",
    )
    .expect("tamper");
    drop(conn);
    let v = Store::open(&path).expect("venue");
    let mut centre = db.store();
    let report = push(&v, "Kyoto", &mut centre).expect("push");
    assert!(!report.complete());
    let got = outcomes(&report);
    assert!(
        matches!(&got[1], (n, Outcome::Tampered { seq: 3, .. }) if n == "table 1"),
        "{got:?}"
    );
    assert!(
        got[0].1.is_done() && got[2].1.is_done(),
        "the others are sent"
    );
    assert!(matches!(
        Backend::case(&mut centre, "table 1"),
        Err(gunbai::store::StoreError::UnknownCase { .. })
    ));

    // A row changed on the way (the venue's hash kept, its text not) is refused by the
    // centre's own check, and nothing of the case is written.
    let rows: Vec<_> = v
        .events(v.case("table 2").expect("case").id)
        .expect("rows")
        .iter()
        .map(|r| gunbai::store::backend::RawEvent::from_stored(r).expect("raw"))
        .collect();
    let mut bent = rows.clone();
    bent[1].source = b"honor Allen 99".to_vec();
    let anchor = v.anchor(v.case("table 2").expect("case").id).expect("a");
    let out = gunbai::store::pg::sync::Outgoing {
        name: "table 2 copy",
        created_at: "2024-06-01T09:30:00.000000000Z",
        forked_from: None,
        rows: &bent,
        anchor: &anchor,
    };
    match centre.receive_case("Kyoto", &out).expect("answer") {
        Received::Rejected { reason } => {
            assert!(reason.en().contains("step 2"), "{reason}")
        }
        other => panic!("{other:?}"),
    }
    assert!(
        Backend::case(&mut centre, "table 2 copy").is_err(),
        "nothing written"
    );
}

#[test]
fn pg_sync_a_step_written_differently_at_both_ends_is_refused_and_shown() {
    let Some(url) = server("pg_sync_a_step_written_differently_at_both_ends") else {
        return;
    };
    let db = PgDb::new(&url);
    let dir = tempfile::tempdir().expect("dir");
    let path = venue(dir.path(), 2, 3);
    let copy = dir.path().join("second-laptop.sqlite");
    std::fs::copy(&path, &copy).expect("a second laptop's copy");
    let mut a = Store::open(&path).expect("venue");
    let mut b = Store::open(&copy).expect("copy");
    let mut centre = db.store();
    assert!(push(&a, "Kyoto", &mut centre).expect("push").complete());
    // Both laptops write step 4 of table 0, differently; the second also starts a new case.
    let t = a.case("table 0").expect("case").id;
    let mut one = event(400);
    one.source = "honor Allen 12".into();
    a.append(t, 3, &[one]).expect("a's step 4");
    let mut two = event(401);
    two.source = "honor Bob 3".into();
    two.author = "Ren".into();
    b.append(t, 3, &[two.clone(), event(402)])
        .expect("b's steps 4 and 5");
    b.create_case("table 9", t0()).expect("b's new case");
    assert!(push(&a, "Kyoto", &mut centre).expect("a pushes").complete());
    let report = push(&b, "Kyoto", &mut centre).expect("b pushes");
    assert!(!report.complete());
    let got = outcomes(&report);
    match &got[0] {
        (
            name,
            Outcome::Centre(Received::Divergent {
                seq: 4,
                centre: c,
                venue: v,
                unsent: 2,
            }),
        ) if name == "table 0" => {
            assert_eq!(c.source, b"honor Allen 12");
            assert_eq!(v.source, b"honor Bob 3");
            assert_eq!(v.author, b"Ren");
        }
        other => panic!("{other:?}"),
    }
    assert!(got[1].1.is_done() && got[2].1.is_done(), "{got:?}");
    // The centre kept its step 4 and took nothing of b's; b keeps both its steps.
    let at_centre = Backend::case(&mut centre, "table 0").expect("case");
    assert_eq!(at_centre.events, 4);
    assert_eq!(b.events(t).expect("rows").len(), 5);
    assert_eq!(b.events(t).expect("rows")[3].source, "honor Bob 3");

    // A step written at the centre itself and another at the venue: refused the same way.
    let table1 = Backend::case(&mut centre, "table 1").expect("case");
    centre
        .append(table1.id, 3, &[event(500)])
        .expect("a step written at the centre");
    let t1 = a.case("table 1").expect("case").id;
    a.append(t1, 3, &[event(501)]).expect("the venue's step 4");
    let report = push(&a, "Kyoto", &mut centre).expect("push");
    assert!(matches!(
        outcomes(&report)[1].1,
        Outcome::Centre(Received::Divergent { seq: 4, .. })
    ));

    // Another venue's case of the same name is not this venue's to extend.
    let other_dir = tempfile::tempdir().expect("dir");
    let other = venue(other_dir.path(), 1, 3);
    let o = Store::open(&other).expect("other venue");
    let report = push(&o, "Osaka", &mut centre).expect("push");
    assert!(
        matches!(
            &outcomes(&report)[0].1,
            Outcome::Centre(Received::Already { seq: 3 })
                | Outcome::Centre(Received::CentreAhead { .. })
        ),
        "the same steps are already there: {:?}",
        outcomes(&report)
    );
    let mut o = o;
    let ot = o.case("table 0").expect("case").id;
    o.append(ot, 3, &[event(600)]).expect("a step");
    let report = push(&o, "Osaka", &mut centre).expect("push");
    assert!(
        matches!(
            &outcomes(&report)[0].1,
            Outcome::Centre(Received::Divergent { seq: 4, .. })
        ),
        "{:?}",
        outcomes(&report)
    );
}

fn gunbai(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_gunbai"))
        .args(args)
        .env_remove("GUNBAI_DB")
        .env("GUNBAI_LANG", "en")
        .output()
        .expect("run gunbai");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn pg_sync_and_the_commands_on_postgres_through_the_binary() {
    let Some(url) = server("pg_sync_and_the_commands_on_postgres_through_the_binary") else {
        return;
    };
    let db = PgDb::new(&url);
    let dir = tempfile::tempdir().expect("dir");
    let path = venue(dir.path(), 2, 3);
    let p = path.to_str().expect("utf-8 path");
    let (ok, out, err) = gunbai(&["sync", "push", "--to", &db.url, "--db", p]);
    assert!(ok, "{out}{err}");
    assert!(out.contains("table 0: 3 steps sent"), "{out}");
    assert!(out.contains("2 of 2 cases"), "{out}");
    let (ok, out, _) = gunbai(&["sync", "push", "--to", &db.url, "--db", p]);
    assert!(ok && out.contains("already at the centre"), "{out}");
    let (ok, out, err) = gunbai(&["--db", &db.url, "case", "list"]);
    assert!(ok && out.contains("table 1"), "{out}{err}");
    let (ok, out, err) = gunbai(&["--db", &db.url, "case", "new", "Kyoto finals"]);
    assert!(ok && out.contains("Created case"), "{out}{err}");
    // The venue's rows are chained but are no game's events: verify replays them and says so.
    let (ok, out, err) = gunbai(&["--db", &db.url, "verify"]);
    assert!(!ok, "{out}{err}");
    assert!(
        out.contains("table 0: the chain holds, but its states cannot be replayed"),
        "{out}"
    );
    assert!(
        out.contains("Kyoto finals: 0 steps, chain sound, every state hash replayed"),
        "{out}"
    );
    let venue_store = Store::open(&path).expect("venue");
    let table0 = venue_store.case("table 0").expect("table 0");
    let anchor = venue_store
        .anchor_at(table0.id, table0.events)
        .expect("anchor");
    drop(venue_store);
    let anchor = format!("table 0@{}:{}", anchor.seq, anchor.short());
    let (ok, out, _) = gunbai(&[
        "--db",
        &db.url,
        "verify",
        "Kyoto finals",
        "--expect",
        &anchor,
    ]);
    assert!(ok && out.contains("still holds"), "{out}");
    let (ok, out, err) = gunbai(&["--db", &db.url, "ruling", "list"]);
    assert!(ok && out.contains("No rulings match"), "{out}{err}");
    // Exported as on the file: these rows hold no game's events, and the step is named.
    let (ok, _, err) = gunbai(&["--db", &db.url, "case", "export", "table 0"]);
    assert!(!ok && err.contains("event 1 of case `table 0`"), "{err}");
    // The password of a URL is never printed.
    let (ok, _, err) = gunbai(&[
        "--db",
        "postgres://u:hunter22@127.0.0.1:1/x",
        "case",
        "list",
    ]);
    assert!(
        !ok && err.contains("cannot open") && !err.contains("hunter22"),
        "{err}"
    );
    let (ok, _, err) = gunbai(&["sync", "push", "--to", "/tmp/x.sqlite", "--db", p]);
    assert!(!ok && err.contains("not a PostgreSQL URL"), "{err}");
}

/// `gunbai verify` on the centre replays every case, as on a SQLite file: a case played by the
/// engine verifies whole, and a row chained correctly but holding a state hash this engine does
/// not reach is named by its step, and the exit code says so.
#[test]
fn pg_verify_replays_the_states_on_the_centre() {
    let Some(url) = server("pg_verify_replays_the_states_on_the_centre") else {
        return;
    };
    let db = PgDb::new(&url);
    let dir = tempfile::tempdir().expect("dir");
    let path = dir.path().join("osaka.sqlite");
    let p = path.to_str().expect("utf-8 path");
    let scenario = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/fixtures/scenarios/01-reaction-order-investigation.gb"
    );
    let (ok, out, err) = gunbai(&["--db", p, "run", scenario, "--case", "round 1"]);
    assert!(ok, "{out}{err}");
    let (ok, out, err) = gunbai(&["sync", "push", "--to", &db.url, "--db", p]);
    assert!(ok, "{out}{err}");
    let (ok, out, err) = gunbai(&["--db", &db.url, "verify", "round 1"]);
    assert!(ok, "{out}{err}");
    assert!(
        out.contains("chain sound, every state hash replayed"),
        "{out}"
    );
    // `show` answers the same on the venue's file and on the centre, as text and as JSON.
    for args in [
        &["show", "round 1"][..],
        &["show", "round 1", "--json"][..],
        &["show", "round 1", "--at", "3", "--json"][..],
    ] {
        let (ok_v, venue, err_v) = gunbai(&[&["--db", p][..], args].concat());
        let (ok_c, centre, err_c) = gunbai(&[&["--db", db.url.as_str()][..], args].concat());
        assert!(ok_v && ok_c, "{args:?}: {err_v}{err_c}");
        assert_eq!(venue, centre, "{args:?}");
    }
    // A step appended with the right chain but a state hash the engine does not reach.
    let mut centre = db.store();
    let case = centre.case("round 1").expect("the case at the centre");
    let rows = centre.events(case.id).expect("rows");
    let last = rows.last().expect("a step");
    let wrong = NewEvent {
        kind: last.kind.clone(),
        version: last.version,
        payload: last.payload.clone(),
        source: last.source.clone(),
        author: "someone".into(),
        recorded_at: last.recorded_at,
        state_hash: format!("{:064x}", 7),
    };
    let n = rows.len() as u64;
    centre.append(case.id, n, &[wrong]).expect("append");
    let (ok, out, err) = gunbai(&["--db", &db.url, "verify", "round 1"]);
    assert!(!ok, "{out}{err}");
    assert!(
        out.contains(&format!(
            "round 1: the chain holds, but at step {} the stored state hash differs",
            n + 1
        )),
        "{out}"
    );
    // As JSON, in the shape a SQLite file's `verify --json` gives.
    let (ok, out, err) = gunbai(&["--db", &db.url, "verify", "--json", "round 1"]);
    assert!(!ok, "{out}{err}");
    let v: serde_json::Value = serde_json::from_str(&out).expect("JSON");
    assert_eq!(v[0]["case"], "round 1", "{v}");
    assert_eq!(v[0]["chain_ok"], true, "{v}");
    assert_eq!(v[0]["states_ok"], false, "{v}");
    assert_eq!(v[0]["first_broken"], n + 1, "{v}");
    // The same keys in the same order as the venue's file gives.
    let (_, venue, _) = gunbai(&["--db", p, "verify", "--json", "round 1"]);
    let keys = |t: &str| -> Vec<String> {
        t.lines()
            .filter(|l| l.starts_with("    \""))
            .filter_map(|l| l.trim().split('"').nth(1).map(str::to_owned))
            .collect()
    };
    assert_eq!(
        keys(&out)[..4],
        ["case", "events", "chain_ok", "states_ok"],
        "{out}"
    );
    assert_eq!(keys(&venue), keys(&out), "{venue}");
    // Japanese too.
    let out = Command::new(env!("CARGO_BIN_EXE_gunbai"))
        .args(["--db", &db.url, "--lang", "ja", "verify", "round 1"])
        .env_remove("GUNBAI_DB")
        .output()
        .expect("run gunbai");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("保存された状態ハッシュ"), "{text}");
}
