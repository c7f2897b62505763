//! `cargo bench --bench pg_append`: the PostgreSQL store against the server's own floor.
//!
//! 1. A durable append (`PgStore::append`: the row hashed on the previous hash and inserted at
//!    `expected + 1` by one prepared statement that checks the expected step and the previous
//!    hash in SQL, under the primary key, committed on its own with the server's
//!    `synchronous_commit`) against a bare insert of the same row, the same size, through a
//!    prepared statement, committed on its own the same way, into a table of the same columns
//!    with no key, no trigger and no check. Printed as time per append over time per bare insert;
//!    the goal is at most 1.3×. A/B interleaved in rounds, the median round of each counted.
//! 2. What the case page reads of a case (the case found by name, its rows read) with 8
//!    connections at once against 1: reads per second, printed as the ratio.
//! 3. The case page itself: `gunbai serve --db postgres://…` (`gunbai::serve::spawn`, the
//!    product's server) on a loopback port, a judge logged in, a case of 300 lines, its page asked
//!    for by 8 HTTP connections at once against 1: pages per second, printed as the ratio.
//!
//! The server is `GUNBAI_TEST_PG` (as for the tests: a user that may create databases); without
//! it the bench prints SKIPPED loudly and exits 0. Nothing here is a pass/fail test.

#[allow(dead_code)]
mod support;

use std::collections::BTreeMap;
use std::path::Path;
use std::time::{Duration, Instant};

use chrono::{TimeZone, Utc};
use gunbai::store::backend::Backend;
use gunbai::store::pg::PgStore;
use gunbai::store::NewEvent;
use postgres::{Client, NoTls};
use support::web::{serve_rate, Web};

fn event(i: u64) -> NewEvent {
    NewEvent {
        kind: "honor_set".into(),
        version: 1,
        payload: format!(r#"{{"player":"Allen","honor":{i},"note":"寵愛を得る"}}"#),
        source: format!("honor Allen {i}"),
        author: "bench".into(),
        recorded_at: Utc
            .timestamp_opt(1_700_000_000 + i as i64, 0)
            .single()
            .expect("a valid time"),
        state_hash: format!("{i:064x}"),
    }
}

/// `url` with its database replaced by `db`.
fn with_database(url: &str, db: &str) -> String {
    let (base, query) = match url.split_once('?') {
        Some((b, q)) => (b, format!("?{q}")),
        None => (url, String::new()),
    };
    let scheme_end = base.find("://").map(|i| i + 3).unwrap_or(0);
    let host_end = base[scheme_end..]
        .find('/')
        .map(|i| i + scheme_end)
        .unwrap_or(base.len());
    format!("{}/{db}{query}", &base[..host_end])
}

struct Db {
    admin: String,
    name: String,
    url: String,
}

impl Db {
    fn new(admin: &str) -> Db {
        let name = format!("gunbai_bench_{}", std::process::id());
        let mut c = Client::connect(admin, NoTls).expect("connect to GUNBAI_TEST_PG");
        c.batch_execute(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"))
            .expect("drop an old bench database");
        c.batch_execute(&format!(
            "CREATE DATABASE {name} ENCODING 'UTF8' TEMPLATE template0"
        ))
        .expect("create the bench database");
        Db {
            admin: admin.to_owned(),
            url: with_database(admin, &name),
            name,
        }
    }
}

impl Drop for Db {
    fn drop(&mut self) {
        if let Ok(mut c) = Client::connect(&self.admin, NoTls) {
            let _ = c.batch_execute(&format!(
                "DROP DATABASE IF EXISTS {} WITH (FORCE)",
                self.name
            ));
        }
    }
}

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

fn appends(db: &Db) {
    let mut store = PgStore::connect(&db.url).expect("store");
    let case = store.create_case("bench", Utc::now()).expect("case");
    let mut bare = Client::connect(&db.url, NoTls).expect("bare client");
    bare.batch_execute(
        "CREATE TABLE bare (case_id BIGINT, seq BIGINT, kind TEXT, version BIGINT, payload TEXT, \
         source TEXT, author TEXT, recorded_at TEXT, state_hash TEXT, prev_hash TEXT, hash TEXT, \
         line BIGINT, hash_version SMALLINT)",
    )
    .expect("the bare table");
    let insert = bare
        .prepare("INSERT INTO bare VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)")
        .expect("prepare");
    let per_round = 200u64;
    let rounds = 7;
    let (mut a_times, mut b_times) = (Vec::new(), Vec::new());
    let mut head = 0u64;
    let mut n = 0u64;
    for _ in 0..rounds {
        let t = Instant::now();
        for _ in 0..per_round {
            store
                .append(case.id, head, &[event(head + 1)])
                .expect("append");
            head += 1;
        }
        a_times.push(t.elapsed() / per_round as u32);
        let t = Instant::now();
        for _ in 0..per_round {
            n += 1;
            let e = event(n);
            let seq = n as i64;
            let version = i64::from(e.version);
            let hv = 2i16;
            let recorded = e.recorded_at.to_rfc3339();
            let hash = "0".repeat(64);
            bare.execute(
                &insert,
                &[
                    &case.id,
                    &seq,
                    &e.kind,
                    &version,
                    &e.payload,
                    &e.source,
                    &e.author,
                    &recorded,
                    &e.state_hash,
                    &hash,
                    &hash,
                    &seq,
                    &hv,
                ],
            )
            .expect("bare insert");
        }
        b_times.push(t.elapsed() / per_round as u32);
    }
    let (a, b) = (median(a_times), median(b_times));
    println!(
        "pg append, durable, expected step and chain: {:>8.1} µs/append  ({} appends)",
        a.as_secs_f64() * 1e6,
        head
    );
    println!(
        "pg bare insert of the same row, one commit:  {:>8.1} µs/insert",
        b.as_secs_f64() * 1e6
    );
    println!(
        "ratio append / bare insert: {:.2}× (goal ≤ 1.30×)",
        a.as_secs_f64() / b.as_secs_f64()
    );
}

fn case_reads(db: &Db) {
    let mut store = PgStore::connect(&db.url).expect("store");
    let case = store.create_case("page", Utc::now()).expect("case");
    let rows: Vec<NewEvent> = (1..=300).map(event).collect();
    store.append(case.id, 0, &rows).expect("a 300-step case");
    let reads = 400usize;
    let run = |connections: usize| -> f64 {
        let start = Instant::now();
        let handles: Vec<_> = (0..connections)
            .map(|_| {
                let url = db.url.clone();
                std::thread::spawn(move || {
                    let mut s = PgStore::connect(&url).expect("store");
                    for _ in 0..reads / connections {
                        let c = s.case("page").expect("case");
                        let ev = s.events(c.id).expect("rows");
                        assert_eq!(ev.len(), 300);
                    }
                })
            })
            .collect();
        for h in handles {
            h.join().expect("reader");
        }
        reads as f64 / start.elapsed().as_secs_f64()
    };
    run(1);
    let one = run(1);
    let eight = run(8);
    println!("case read (found by name, 300 rows), 1 connection:  {one:>8.0} reads/s");
    println!("case read (found by name, 300 rows), 8 connections: {eight:>8.0} reads/s");
    println!(
        "ratio 8 connections / 1: {:.2}× ({} cores here)",
        eight / one,
        std::thread::available_parallelism().map_or(1, |n| n.get())
    );
}

fn case_page(db: &Db) {
    let mut store = PgStore::connect(&db.url).expect("store");
    let hash = gunbai::serve::auth::hash_password("bench-password").expect("hash");
    store
        .add_judge(
            "Bench",
            gunbai::store::judges::Role::Head,
            &hash,
            Utc::now(),
        )
        .expect("a judge");
    let case = store.create_case("served", Utc::now()).expect("case");
    drop(store);
    let server =
        gunbai::serve::spawn(Path::new(&db.url), "127.0.0.1:0").expect("the server starts");
    let mut web = Web {
        addr: server.addr,
        cookies: BTreeMap::new(),
    };
    let (_, page, _) = web.send("GET", "/login", "");
    let csrf = Web::value_of(&page, "csrf");
    let (status, body, _) = web.send(
        "POST",
        "/login",
        &Web::form(&[
            ("csrf", &csrf),
            ("name", "Bench"),
            ("password", "bench-password"),
        ]),
    );
    assert_eq!(status, 303, "login: {body}");
    let path = format!("/cases/{}", case.id);
    let (_, page, _) = web.send("GET", &path, "");
    let csrf = Web::value_of(&page, "csrf");
    let mut lines = String::from("players Allen Bob");
    for i in 1..300 {
        lines.push_str(&format!("\nhonor Allen {i}"));
    }
    let (status, body, _) = web.send(
        "POST",
        &format!("{path}/lines"),
        &Web::form(&[("csrf", &csrf), ("head", "0"), ("lines", &lines)]),
    );
    assert!(
        status == 200 || status == 303,
        "the case's lines: {status} {body}"
    );
    serve_rate(&web, &path, 1, 5);
    let one = serve_rate(&web, &path, 1, 40);
    let eight = serve_rate(&web, &path, 8, 10);
    println!("case page (gunbai serve, 300 lines), 1 connection:  {one:>8.1} pages/s");
    println!("case page (gunbai serve, 300 lines), 8 connections: {eight:>8.1} pages/s");
    println!(
        "ratio 8 connections / 1: {:.2}× ({} cores here)",
        eight / one,
        std::thread::available_parallelism().map_or(1, |n| n.get())
    );
    let _ = server.stop();
}

fn main() {
    let Some(url) = std::env::var("GUNBAI_TEST_PG")
        .ok()
        .filter(|u| !u.trim().is_empty())
    else {
        println!(
            "\n*** SKIPPED pg_append: GUNBAI_TEST_PG is not set. Start a PostgreSQL server \
             (bash .ci/install-postgres start DIR PORT prints its URL) and set \
             GUNBAI_TEST_PG=URL to measure ***\n"
        );
        return;
    };
    let db = Db::new(&url);
    appends(&db);
    case_reads(&db);
    case_page(&db);
}
