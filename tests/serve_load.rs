//! Load on one case through HTTP on a loopback port: 8 judges appending at once and 100 readers.
//! Nothing is lost or doubled, every judge who loses a race is told, and the p99 page time is
//! printed. Bounded: a fixed number of requests, each with a timeout.

use std::sync::{Arc, Barrier};
use std::time::{Duration, Instant};

use crate::serve_http::{Client, World};
use chrono::Utc;
use gunbai::serve::auth;
use gunbai::store::judges::{Role, ShareTarget};

const JUDGES: usize = 8;
const LINES_EACH: usize = 5;
const READERS: usize = 100;
const READS_EACH: usize = 3;
/// A judge gives up after this many lost races in a row (never reached in practice).
const MAX_TRIES: usize = 200;

pub fn head_of(body: &str) -> u64 {
    let key = "name=\"head\" value=\"";
    let i = body.find(key).unwrap_or_else(|| panic!("no head: {body}"));
    let rest = &body[i + key.len()..];
    rest[..rest.find('"').expect("quote")]
        .parse()
        .expect("a number")
}

#[test]
fn eight_judges_and_a_hundred_readers_on_one_case() {
    let w = World::new();
    let store = w.store();
    let hash = auth::hash_password("load-password").expect("hash");
    let now = Utc::now();
    for i in 0..JUDGES {
        store
            .add_judge(&format!("J{i}"), Role::Floor, &hash, now)
            .expect("judge");
    }
    let mut first = w.judge("J0", "load-password");
    let t = first.token();
    let r = first.post("/cases", &[("csrf", &t), ("name", "busy")]);
    let case = r.header("location").expect("location").to_owned();
    let r = first.post(
        &format!("{case}/lines"),
        &[("csrf", &t), ("head", "0"), ("lines", "players Allen Bob")],
    );
    assert_eq!(r.status, 200);
    let info = store.case("busy").expect("case");
    let token = auth::token().expect("token");
    store
        .create_share(
            &auth::token_hash(&token),
            ShareTarget::Case(info.id),
            "J0",
            now,
            now + chrono::Duration::hours(1),
        )
        .expect("share");
    let judges: Vec<Client> = (0..JUDGES)
        .map(|i| w.judge(&format!("J{i}"), "load-password"))
        .collect();
    let reader_judge = w.judge("Ren", crate::serve_http::FLOOR_PW);

    let start = Instant::now();
    let barrier = Arc::new(Barrier::new(JUDGES + READERS));
    let mut writers = Vec::new();
    for (i, mut c) in judges.into_iter().enumerate() {
        let case = case.clone();
        let barrier = barrier.clone();
        writers.push(std::thread::spawn(move || {
            let page = c.get(&case);
            let t = page.csrf();
            let mut head = head_of(&page.body);
            let (mut done, mut lost, mut told) = (0usize, 0usize, 0usize);
            barrier.wait();
            let mut tries = 0;
            while done < LINES_EACH && tries < MAX_TRIES {
                tries += 1;
                let line = "gain Allen 1";
                let r = c.post(
                    &format!("{case}/lines"),
                    &[("csrf", &t), ("head", &head.to_string()), ("lines", line)],
                );
                match r.status {
                    200 => done += 1,
                    409 => {
                        lost += 1;
                        if r.body.contains("Another judge added to this case first")
                            && r.body.contains("gain Allen 1   (J")
                        {
                            told += 1;
                        }
                    }
                    s => panic!("judge J{i}: unexpected {s}: {}", r.body),
                }
                head = head_of(&r.body);
            }
            (i, done, lost, told)
        }));
    }
    let mut readers = Vec::new();
    for i in 0..READERS {
        let case = case.clone();
        let share = format!("/s/{token}");
        let barrier = barrier.clone();
        let mut c = if i % 2 == 0 {
            reader_judge.clone()
        } else {
            Client::new(w.addr())
        };
        readers.push(std::thread::spawn(move || {
            barrier.wait();
            let mut times = Vec::new();
            for k in 0..READS_EACH {
                let path = if i % 2 == 0 && k % 2 == 0 {
                    case.clone()
                } else if i % 2 == 0 {
                    "/rulings".to_owned()
                } else {
                    share.clone()
                };
                let t0 = Instant::now();
                let r = c.get(&path);
                times.push(t0.elapsed());
                assert_eq!(r.status, 200, "{path}: {}", r.body);
            }
            times
        }));
    }
    let mut results = Vec::new();
    for h in writers {
        results.push(h.join().expect("a judge thread"));
    }
    let mut times: Vec<Duration> = Vec::new();
    for h in readers {
        times.extend(h.join().expect("a reader thread"));
    }
    let elapsed = start.elapsed();

    let rows = store.events(info.id).expect("events");
    let mut total = 0;
    for (i, done, lost, told) in &results {
        assert_eq!(
            *done, LINES_EACH,
            "judge J{i} gave up after {lost} lost races"
        );
        assert_eq!(told, lost, "judge J{i} was not told of every lost race");
        let mine = rows.iter().filter(|e| e.author == format!("J{i}")).count();
        // J0 also seated the players.
        let expected = if *i == 0 { done + 1 } else { *done };
        assert_eq!(
            mine, expected,
            "judge J{i}: recorded {done}, the log holds {mine}"
        );
        total += done;
    }
    assert_eq!(rows.len(), total + 1, "nothing lost, nothing doubled");
    let seqs: Vec<u64> = rows.iter().map(|e| e.seq).collect();
    assert_eq!(seqs, (1..=rows.len() as u64).collect::<Vec<_>>());
    let chain = store.verify_chain(info.id).expect("chain");
    assert!(chain.first_broken.is_none(), "{chain:?}");
    times.sort();
    let p = |q: f64| times[((times.len() as f64 * q).ceil() as usize).saturating_sub(1)];
    let lost: usize = results.iter().map(|r| r.2).sum();
    eprintln!(
        "serve load: {JUDGES} judges appended {total} lines ({lost} lost races, each told); \
         {READERS} readers, {} pages: p50 {:?}, p99 {:?}, max {:?}; {:?} in all",
        times.len(),
        p(0.5),
        p(0.99),
        times.last().copied().unwrap_or_default(),
        elapsed
    );
    assert!(
        elapsed < Duration::from_secs(120),
        "the load test is meant to take seconds: {elapsed:?}"
    );
}
