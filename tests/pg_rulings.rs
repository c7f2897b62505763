//! Tournaments and ruling records on both back ends: the same records give the same hashes, the
//! same refusals and the same search answers (Japanese included) on SQLite and PostgreSQL; a row
//! changed on PostgreSQL is found by verify; and `gunbai sync push` sends a venue's rulings once,
//! keyed by record and hash, through an outage and a retry, refusing a changed row and a record
//! written differently at both ends. Skips loudly without a server.

use std::cell::RefCell;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::Ordering;

use chrono::{Duration, NaiveDate};
use gunbai::store::backend::Backend;
use gunbai::store::pg::rulings::RulingsReceived;
use gunbai::store::pg::PgStore;
use gunbai::store::{
    Appeal, AppealOutcome, CaseLink, NewRecord, RulingContent, RulingError, Store,
};
use gunbai::sync::{push, RulingsOutcome};
use gunbai::tournament::{self, RulingStore};

use crate::pg_support::{played, server, t0, PgDb};
use crate::pg_sync::{host_port, relay, through};

fn content(question: &str, case: Option<CaseLink>) -> RulingContent {
    RulingContent {
        round: 2,
        table: 7,
        players: vec!["Allen".into(), "Bob".into()],
        judge: "Kaede".into(),
        given_at: t0(),
        question: question.into(),
        ruling: "the reaction goes first".into(),
        penalty: None,
        extension_minutes: Some(3),
        citations: vec!["proc.setup".into()],
        case,
    }
}

/// The same records, written at the same times, on `store`: a case of three steps, the event
/// Kotei, a ruling linked to step 2, a correction of it, an appeal with an appellant and one
/// without, and a second ruling. Returns every record's hash in chain order.
fn write_records<S: RulingStore + ?Sized>(store: &mut S) -> Vec<String> {
    let date = NaiveDate::from_ymd_opt(2024, 6, 1);
    let t = store
        .create_tournament("Kotei Kyoto", date, t0())
        .expect("event");
    let e = store.tournament("kotei").expect("found by prefix");
    assert_eq!(e, t);
    assert!(matches!(
        store.create_tournament("KOTEI KYOTO", None, t0()),
        Err(RulingError::EventExists { .. })
    ));
    let case = store.case("table 7").expect("case");
    let link = CaseLink {
        case_id: case.id,
        case: case.name.clone(),
        at: 2,
        steps: "step 2 explained".into(),
        state_hash: played()[1].state_hash.clone(),
    };
    let at = |s: i64| t0() + Duration::seconds(s);
    let mut put = |r: NewRecord, s: i64| store.append_ruling(&r, "judge", at(s));
    let a = put(
        NewRecord::Ruling {
            tournament: t.id,
            content: content("Who reacts first after 寵愛の札 is played?", Some(link)),
        },
        1,
    )
    .expect("ruling");
    let b = put(
        NewRecord::Correction {
            corrects: a.id,
            tournament: t.id,
            content: content("Who reacts first, really?", None),
        },
        2,
    )
    .expect("correction");
    assert!(matches!(
        put(
            NewRecord::Correction {
                corrects: a.id,
                tournament: t.id,
                content: content("again", None),
            },
            3,
        ),
        Err(RulingError::AlreadyCorrected { id: 1, by: 2 })
    ));
    let appeal = |appellant: Option<&str>| NewRecord::Appeal {
        ruling: b.id,
        appeal: Appeal {
            by: "Head judge".into(),
            appellant: appellant.map(str::to_owned),
            outcome: AppealOutcome::Upheld,
            note: "stands".into(),
        },
    };
    let c = put(appeal(Some("Bob")), 4).expect("appeal with an appellant");
    put(appeal(None), 5).expect("appeal without one");
    assert!(matches!(
        put(
            NewRecord::Appeal {
                ruling: c.id,
                appeal: Appeal {
                    by: "x".into(),
                    appellant: None,
                    outcome: AppealOutcome::Overturned,
                    note: "n".into(),
                },
            },
            6,
        ),
        Err(RulingError::IsAppeal { .. })
    ));
    assert!(matches!(
        put(
            NewRecord::Correction {
                corrects: 99,
                tournament: t.id,
                content: content("x", None),
            },
            6,
        ),
        Err(RulingError::UnknownRuling { id: 99, last: 4 })
    ));
    put(
        NewRecord::Ruling {
            tournament: t.id,
            content: content("Does a reaction interrupt a duel?", None),
        },
        7,
    )
    .expect("second ruling");
    store
        .ruling_records()
        .expect("records")
        .into_iter()
        .map(|r| r.hash)
        .collect()
}

/// The search answers on `store`, as ruling numbers and ids.
fn searches<S: RulingStore + ?Sized>(store: &S) -> Vec<Vec<i64>> {
    [
        "寵愛",
        "寵",
        "REACTS first",
        "react",
        "duel",
        "stands",
        "no such words",
        "寵愛の札",
    ]
    .iter()
    .map(|q| store.search_rulings(q).expect("search"))
    .collect()
}

fn sqlite_with_case(dir: &Path) -> Store {
    let mut s = Store::open(&dir.join("gunbai.sqlite")).expect("store");
    let c = s.create_case("table 7", t0()).expect("case");
    s.append(c.id, 0, &played()).expect("steps");
    s
}

#[test]
fn pg_rulings_have_the_same_hashes_refusals_and_search_on_both_back_ends() {
    let dir = tempfile::tempdir().expect("dir");
    let mut lite = sqlite_with_case(dir.path());
    let here = write_records(&mut lite);
    assert_eq!(here.len(), 5);
    let report = lite.verify_rulings().expect("verify");
    assert!(report.problems.is_empty(), "{report:?}");
    let found = searches(&lite);
    assert_eq!(found[0], vec![1], "寵愛, two characters, inside a sentence");
    assert_eq!(found[1], vec![1]);
    assert_eq!(found[7], vec![1], "寵愛の札, four characters");
    assert_eq!(found[2], vec![1, 2], "a phrase, letter case ignored");
    assert_eq!(
        found[3],
        vec![1, 2, 5],
        "react is the start of reacts and reaction"
    );
    assert_eq!(found[4], vec![5]);
    assert!(found[5].is_empty(), "appeals are not searched");
    assert!(found[6].is_empty());

    let Some(url) = server("pg_rulings_have_the_same_hashes_refusals_and_search_on_both_back_ends")
    else {
        return;
    };
    let db = PgDb::new(&url);
    let mut pg = db.store();
    let c = pg.create_case("table 7", t0()).expect("case");
    pg.append(c.id, 0, &played()).expect("steps");
    let mut pg = RefCell::new(pg);
    let there = write_records(&mut pg);
    assert_eq!(
        here, there,
        "every record hashes the same on both back ends"
    );
    let report = pg.verify_rulings().expect("verify");
    assert!(report.problems.is_empty(), "{report:?}");
    assert_eq!(report.head, lite.verify_rulings().expect("v").head);
    assert_eq!(
        pg.rulings_anchor().expect("anchor"),
        lite.rulings_anchor().expect("anchor")
    );
    assert_eq!(searches(&pg), found, "the same search answers");
    // The ruling code above the store gives the same views on both.
    let list = |s: &dyn Fn() -> Vec<tournament::RulingView>| {
        s().into_iter()
            .map(|v| (v.number, v.question, v.appeals.len()))
            .collect::<Vec<_>>()
    };
    assert_eq!(
        list(&|| tournament::list(&lite, &tournament::Filter::default()).expect("list")),
        list(&|| tournament::list(&pg, &tournament::Filter::default()).expect("list"))
    );
    let shown = tournament::show(&pg, 2).expect("show");
    assert_eq!(shown.versions.len(), 2);
    assert_eq!(shown.ruling.appeals.len(), 2);
}

#[test]
fn pg_rulings_a_changed_row_is_found_and_rows_cannot_be_changed() {
    let Some(url) = server("pg_rulings_a_changed_row_is_found_and_rows_cannot_be_changed") else {
        return;
    };
    let db = PgDb::new(&url);
    let mut pg = db.store();
    let c = pg.create_case("table 7", t0()).expect("case");
    pg.append(c.id, 0, &played()).expect("steps");
    let mut pg = RefCell::new(pg);
    write_records(&mut pg);
    let mut owner = db.owner();
    for sql in [
        "UPDATE ruling_records SET ruling = 'changed' WHERE id = 2",
        "DELETE FROM ruling_records WHERE id = 5",
        "UPDATE tournaments SET name = 'Other'",
        "TRUNCATE ruling_records",
    ] {
        let err = owner.batch_execute(sql).expect_err(sql);
        assert!(err.to_string().contains("db error"), "{sql}: {err}");
    }
    // The owner turns the trigger off and changes a ruling's text, then an event's name.
    owner
        .batch_execute(
            "ALTER TABLE ruling_records DISABLE TRIGGER ruling_records_no_change; \
             UPDATE ruling_records SET ruling = 'changed' WHERE id = 2;",
        )
        .expect("tamper");
    let report = pg.verify_rulings().expect("verify");
    assert_eq!(
        report.first_broken.map(|b| b.id),
        Some(2),
        "{:?}",
        report.problems
    );
    owner
        .batch_execute(
            "ALTER TABLE tournaments DISABLE TRIGGER tournaments_no_change; \
             UPDATE tournaments SET date = '2024-06-02';",
        )
        .expect("tamper");
    let report = pg.verify_rulings().expect("verify");
    assert!(
        report
            .problems
            .iter()
            .any(|p| p.id == 0 && p.reason.contains("Kotei Kyoto")),
        "{:?}",
        report.problems
    );
}

/// A venue's file: the case `table 7` of three steps and the records of [`write_records`].
fn venue(dir: &Path) -> PathBuf {
    let mut s = sqlite_with_case(dir);
    write_records(&mut s);
    dir.join("gunbai.sqlite")
}

fn rulings_of(report: &gunbai::sync::PushReport) -> RulingsOutcome {
    report.rulings.clone().expect("the rulings were looked at")
}

#[test]
fn pg_rulings_sync_sends_each_record_once_through_an_outage_and_a_retry() {
    let Some(url) = server("pg_rulings_sync_sends_each_record_once_through_an_outage") else {
        return;
    };
    let dir = tempfile::tempdir().expect("dir");
    let path = venue(dir.path());
    let v = Store::open(&path).expect("venue");
    let db = PgDb::new(&url);
    drop(db.store());
    // The network goes down after the case is sent and before the rulings are: the push
    // stops, and the centre holds the case and no ruling.
    let probe = relay(host_port(&db.url), u64::MAX);
    let c = PgStore::connect(&through(&db.url, probe.port)).expect("through the relay");
    let before = probe.sent.load(Ordering::SeqCst);
    let whole_case = {
        let s = Store::open(&path).expect("venue");
        // Bytes for the case alone: a push of a copy of the file without rulings.
        let only = dir.path().join("only.sqlite");
        let mut o = Store::open(&only).expect("copy");
        let info = o.create_case("table 7", t0()).expect("case");
        o.append(info.id, 0, &played()).expect("steps");
        drop(s);
        let probe_db = PgDb::new(&url);
        drop(probe_db.store());
        let p2 = relay(host_port(&probe_db.url), u64::MAX);
        let mut c2 = PgStore::connect(&through(&probe_db.url, p2.port)).expect("relay");
        let b = p2.sent.load(Ordering::SeqCst);
        assert!(push(&o, "Kyoto", &mut c2).expect("push").complete());
        p2.sent.load(Ordering::SeqCst) - b
    };
    drop(c);
    let cut = relay(host_port(&db.url), before + whole_case + 200);
    let mut c = PgStore::connect(&through(&db.url, cut.port)).expect("connect");
    let report = push(&v, "Kyoto", &mut c).expect("push");
    assert!(!report.complete(), "{report:?}");
    assert!(report.cases[0].outcome.is_done(), "the case went first");
    assert_eq!(
        report.stopped.as_ref().map(|s| s.0.as_str()),
        Some("rulings"),
        "{report:?}"
    );
    let mut owner = db.owner();
    let count = |o: &mut postgres::Client| -> i64 {
        o.query_one("SELECT count(*) FROM ruling_records", &[])
            .expect("count")
            .get(0)
    };
    assert_eq!(count(&mut owner), 0, "the rulings go whole or not at all");

    // The network is back: the retry sends the five records once; a second sends nothing.
    let mut centre = db.store();
    let again = push(&v, "Kyoto", &mut centre).expect("retry");
    assert!(again.complete(), "{again:?}");
    match rulings_of(&again) {
        RulingsOutcome::Centre(RulingsReceived::Sent { sent, events, head }) => {
            assert_eq!((sent, events), (5, 1));
            assert_eq!(head, v.verify_rulings().expect("v").head);
        }
        other => panic!("{other:?}"),
    }
    let once = push(&v, "Kyoto", &mut centre).expect("again");
    assert_eq!(
        rulings_of(&once),
        RulingsOutcome::Centre(RulingsReceived::Already { records: 5 })
    );
    assert_eq!(count(&mut owner), 5);
    // At the centre the venue's chain checks out (its link points at the centre's case) and
    // keeps the venue's hashes; the venue's anchor is recorded; the centre's own chain is empty.
    let report = centre.verify_ruling_chain("Kyoto").expect("verify");
    assert!(report.problems.is_empty(), "{report:?}");
    let hashes: Vec<String> = v
        .ruling_records()
        .expect("records")
        .into_iter()
        .map(|r| r.hash)
        .collect();
    assert_eq!(report.head.1, hashes[4]);
    assert_eq!(centre.ruling_anchors().expect("anchors").len(), 1);
    assert!(centre.ruling_records().expect("own").is_empty());
    assert_eq!(
        centre.search_all_rulings("寵愛").expect("search"),
        vec![("Kyoto".to_owned(), 1)]
    );
    // Another venue with a case of the same name (here the same steps, so nothing of it is sent
    // again; the centre's `table 7` stays Kyoto's): its rulings are sent, as its own chain, and
    // their link is not pointed at Kyoto's case.
    let other = push(&v, "Nagoya", &mut centre).expect("push");
    assert_eq!(
        other.cases[0].outcome,
        gunbai::sync::Outcome::Centre(gunbai::store::pg::sync::Received::Already { seq: 3 })
    );
    assert!(
        matches!(
            rulings_of(&other),
            RulingsOutcome::Centre(RulingsReceived::Sent { sent: 5, .. })
        ),
        "{other:?}"
    );
    let nagoya = centre.verify_ruling_chain("Nagoya").expect("verify");
    assert!(nagoya.problems.is_empty(), "{nagoya:?}");
    let linked: Option<i64> = owner
        .query_one(
            "SELECT case_id FROM ruling_records WHERE chain = 'Nagoya' AND id = 1",
            &[],
        )
        .expect("row")
        .get(0);
    assert_eq!(linked, None);
    // A record added at the venue later is sent alone.
    let mut w = Store::open(&path).expect("venue");
    let t = w.tournament("Kotei").expect("event");
    w.append_ruling(
        &NewRecord::Ruling {
            tournament: t.id,
            content: content("A third question", None),
        },
        "judge",
        t0() + Duration::seconds(60),
    )
    .expect("ruling");
    let more = push(&w, "Kyoto", &mut centre).expect("push");
    assert!(
        matches!(
            rulings_of(&more),
            RulingsOutcome::Centre(RulingsReceived::Sent {
                sent: 1,
                events: 0,
                ..
            })
        ),
        "{more:?}"
    );
}

#[test]
fn pg_rulings_sync_refuses_a_changed_row_and_a_record_written_differently() {
    let Some(url) = server("pg_rulings_sync_refuses_a_changed_row_and_a_divergent_record") else {
        return;
    };
    let db = PgDb::new(&url);
    let mut centre = db.store();
    // A venue whose ruling 2 was changed in its file is not sent at all.
    let dir = tempfile::tempdir().expect("dir");
    let path = venue(dir.path());
    let conn = rusqlite::Connection::open(&path).expect("raw");
    conn.execute_batch(
        "DROP TRIGGER ruling_records_no_update; \
         UPDATE ruling_records SET ruling = 'changed' WHERE id = 2;",
    )
    .expect("tamper");
    drop(conn);
    let v = Store::open(&path).expect("venue");
    let report = push(&v, "Kyoto", &mut centre).expect("push");
    assert!(!report.complete());
    assert!(
        matches!(rulings_of(&report), RulingsOutcome::Tampered { id: 2, .. }),
        "{report:?}"
    );
    let n: i64 = db
        .owner()
        .query_one("SELECT count(*) FROM ruling_records", &[])
        .expect("count")
        .get(0);
    assert_eq!(n, 0);

    // Two files sent as the same venue, equal up to record 4 and different at record 5.
    let d1 = tempfile::tempdir().expect("dir");
    let d2 = tempfile::tempdir().expect("dir");
    let (p1, p2) = (venue(d1.path()), venue(d2.path()));
    let add = |p: &Path, q: &str| {
        let mut s = Store::open(p).expect("venue");
        let t = s.tournament("Kotei").expect("event");
        s.append_ruling(
            &NewRecord::Ruling {
                tournament: t.id,
                content: content(q, None),
            },
            "judge",
            t0() + Duration::seconds(60),
        )
        .expect("ruling");
    };
    add(&p1, "Is the honor lost?");
    add(&p2, "Is the honor kept?");
    let (a, b) = (Store::open(&p1).expect("a"), Store::open(&p2).expect("b"));
    assert!(push(&a, "Osaka", &mut centre).expect("push").complete());
    let report = push(&b, "Osaka", &mut centre).expect("push");
    match rulings_of(&report) {
        RulingsOutcome::Centre(RulingsReceived::Divergent {
            id,
            centre: c,
            venue: v,
            unsent,
        }) => {
            assert_eq!((id, unsent), (6, 1));
            assert_eq!(c.question.as_deref(), Some("Is the honor lost?"));
            assert_eq!(v.question.as_deref(), Some("Is the honor kept?"));
        }
        other => panic!("{other:?}"),
    }
    let report = centre.verify_ruling_chain("Osaka").expect("verify");
    assert_eq!(report.records, 6, "nothing of the second file was written");
    assert!(report.problems.is_empty());
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
fn pg_rulings_event_ruling_and_verify_commands_on_postgres() {
    let Some(url) = server("pg_rulings_event_ruling_and_verify_commands_on_postgres") else {
        return;
    };
    let db = PgDb::new(&url);
    let u = db.url.as_str();
    let (ok, out, err) = gunbai(&[
        "--db",
        u,
        "event",
        "new",
        "Kotei Paris",
        "--date",
        "2024-06-01",
    ]);
    assert!(
        ok && out.contains("Created event `Kotei Paris`"),
        "{out}{err}"
    );
    let (ok, out, err) = gunbai(&[
        "--db",
        u,
        "ruling",
        "add",
        "--event",
        "Kotei",
        "--round",
        "2",
        "--table",
        "7",
        "--player",
        "Allen",
        "--player",
        "Bob",
        "--judge",
        "Kaede",
        "--question",
        "寵愛の後、誰が先に反応しますか",
        "--ruling",
        "Cindy first",
        "--cite",
        "proc.setup",
    ]);
    assert!(ok && out.contains("Recorded ruling #1"), "{out}{err}");
    let (ok, out, err) = gunbai(&[
        "--db",
        u,
        "ruling",
        "appeal",
        "1",
        "--by",
        "Head",
        "--appellant",
        "Bob",
        "--outcome",
        "upheld",
        "--note",
        "stands",
    ]);
    assert!(ok && out.contains("upheld"), "{out}{err}");
    // A venue's rulings arrive; a search on the centre finds both chains' rulings.
    let dir = tempfile::tempdir().expect("dir");
    let path = venue(dir.path());
    let p = path.to_str().expect("utf-8 path");
    let (ok, out, err) = gunbai(&["sync", "push", "--to", u, "--db", p, "--venue", "Kyoto"]);
    assert!(ok, "{out}{err}");
    assert!(
        out.contains("rulings: 5 records sent (1 events); the centre ends at rulings@5:"),
        "{out}"
    );
    let (ok, out, err) = gunbai(&["sync", "push", "--to", u, "--db", p, "--venue", "Kyoto"]);
    assert!(
        ok && out.contains("rulings: already at the centre (5 records)"),
        "{out}{err}"
    );
    let (ok, out, err) = gunbai(&["--db", u, "ruling", "search", "寵愛"]);
    assert!(ok && out.contains("Cindy first"), "{out}{err}");
    assert!(
        out.contains("the centre's rulings:") && out.contains("the rulings of venue Kyoto:"),
        "{out}"
    );
    // A head judge reads a venue's rulings on the centre as at the venue: listed, shown with
    // their versions and appeals, and reported, each the same as from the venue's file.
    for args in [
        &["ruling", "list"][..],
        &["ruling", "list", "--json"][..],
        &["ruling", "list", "--player", "Bob"][..],
        &["ruling", "show", "1"][..],
        &["ruling", "show", "1", "--json"][..],
        &[
            "ruling",
            "export",
            "--event",
            "Kotei Kyoto",
            "--format",
            "csv",
        ][..],
    ] {
        let (ok, at_venue, err) = gunbai(&[&["--db", p][..], args].concat());
        assert!(ok, "{args:?} at the venue: {err}");
        let (ok, at_centre, err) =
            gunbai(&[&["--db", u][..], args, &["--venue", "Kyoto"]].concat());
        assert!(ok, "{args:?} --venue Kyoto: {err}");
        assert_eq!(at_centre, at_venue, "{args:?}");
    }
    let (ok, own, _) = gunbai(&["--db", u, "ruling", "show", "1"]);
    assert!(ok && own.contains("Cindy first"), "{own}");
    let (ok, out, err) = gunbai(&["--db", u, "ruling", "list", "--venue", "Osaka"]);
    assert!(!ok, "{out}");
    assert!(
        err.contains("no venue named `Osaka`") && err.contains("Kyoto"),
        "{err}"
    );
    let (ok, out, err) = gunbai(&["--db", p, "ruling", "list", "--venue", "Kyoto"]);
    assert!(
        !ok && err.contains("a SQLite file holds only its own rulings"),
        "{out}{err}"
    );
    let (ok, out, err) = gunbai(&["--db", u, "ruling", "search", "duel"]);
    assert!(ok && !out.contains("the centre's rulings:"), "{out}{err}");
    assert!(out.contains("the rulings of venue Kyoto:"), "{out}");
    let (ok, out, err) = gunbai(&["--db", u, "ruling", "list", "--json"]);
    assert!(ok && out.contains("\"number\": 1"), "{out}{err}");
    let (ok, out, err) = gunbai(&["--db", u, "event", "list"]);
    assert!(ok && out.contains("Kotei Paris"), "{out}{err}");
    let (ok, out, err) = gunbai(&["--db", u, "verify"]);
    assert!(ok, "{out}{err}");
    assert!(
        out.contains("the centre's rulings: 2 records, chain sound, anchor rulings@2:"),
        "{out}"
    );
    assert!(
        out.contains("the rulings of venue Kyoto: 5 records, chain sound, anchor rulings@5:"),
        "{out}"
    );
    let anchor = out
        .lines()
        .find_map(|l| {
            l.strip_prefix("the centre's rulings: 2 records, chain sound, anchor ")
                .map(str::to_owned)
        })
        .expect("the centre's anchor");
    let (ok, out, err) = gunbai(&["--db", u, "verify", "--expect", &anchor]);
    assert!(ok && out.contains("still holds"), "{out}{err}");
    let (ok, out, _) = gunbai(&["--db", u, "verify", "--expect", "rulings@2:00000000"]);
    assert!(!ok && out.contains("NOT held"), "{out}");
    db.owner()
        .batch_execute(
            "ALTER TABLE ruling_records DISABLE TRIGGER ruling_records_no_change; \
             UPDATE ruling_records SET note = 'overturned' WHERE id = 2;",
        )
        .expect("tamper");
    let (ok, out, _) = gunbai(&["--db", u, "verify"]);
    assert!(!ok && out.contains("record 2 does not fit"), "{out}");
}
