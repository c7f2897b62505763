//! The wrong-password slow-down of `gunbai serve` over HTTP: counted per judge and address, the
//! forwarded address believed only from the configured proxy, and exact when tries come at once.

use std::net::IpAddr;
use std::sync::{Arc, Barrier};

use gunbai::serve::{self, auth, Options};

use crate::serve_http::{seed, Client, FLOOR_PW, HEAD_PW};

fn server(trusted: &[&str]) -> (tempfile::TempDir, serve::Running) {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("event.sqlite");
    seed(&db);
    let options = Options {
        trusted_proxies: trusted
            .iter()
            .map(|a| a.parse::<IpAddr>().expect("an address"))
            .collect(),
        ..Options::default()
    };
    let running = serve::spawn_with(&db, "127.0.0.1:0", &options).expect("start the server");
    (dir, running)
}

/// A client whose requests the proxy forwards for `addr`.
fn from(server: &serve::Running, addr: &str) -> Client {
    let mut c = Client::new(server.addr);
    c.extra.push(("X-Forwarded-For".into(), addr.into()));
    c
}

#[test]
fn a_stranger_cannot_lock_a_judge_out_behind_the_proxy() {
    let (_dir, s) = server(&["127.0.0.1"]);
    // A stranger keeps trying Ren's name from their own address: slowed after five.
    let mut stranger = from(&s, "203.0.113.9");
    for _ in 0..auth::FREE_FAILURES {
        assert_eq!(stranger.login("Ren", "guess-guess").status, 401);
    }
    let r = stranger.login("Ren", "guess-again");
    assert_eq!(r.status, 429, "{}", r.body);
    assert!(r.header("retry-after").is_some());
    // Even the right password waits from there: the count is that address's for that name.
    assert_eq!(stranger.login("Ren", FLOOR_PW).status, 429);
    // Ren, from the phone's own address behind the same proxy, logs in at once.
    let mut ren = from(&s, "198.51.100.7");
    let r = ren.login("Ren", FLOOR_PW);
    assert_eq!(r.status, 303, "{}", r.body);
    // Another judge from the stranger's address is not held back either.
    let mut mika = from(&s, "203.0.113.9");
    assert_eq!(mika.login("Mika", HEAD_PW).status, 303);
    // A proxy chain: the address the trusted proxy saw is the one counted.
    let mut chained = from(&s, "198.51.100.7, 127.0.0.1");
    assert_eq!(chained.login("Aya", FLOOR_PW).status, 303);
    s.stop().expect("stops");
}

#[test]
fn a_forwarded_address_from_anyone_else_is_ignored() {
    // No proxy configured: a client cannot pick a fresh address for each try.
    let (_dir, s) = server(&[]);
    for i in 0..auth::FREE_FAILURES {
        let mut c = from(&s, &format!("198.51.100.{i}"));
        assert_eq!(c.login("Aya", "guess-guess").status, 401);
    }
    let mut c = from(&s, "198.51.100.200");
    assert_eq!(c.login("Aya", "guess-guess").status, 429);
    s.stop().expect("stops");
}

#[test]
fn sixty_tries_at_once_check_exactly_the_allowed_number() {
    let (_dir, s) = server(&["127.0.0.1"]);
    const TRIES: usize = 60;
    // Each try comes with its own login page (its own form token), as sixty browsers would.
    let clients: Vec<(Client, String)> = (0..TRIES)
        .map(|_| {
            let mut c = from(&s, "203.0.113.50");
            let page = c.get("/login");
            assert_eq!(page.status, 200);
            (c, page.csrf())
        })
        .collect();
    let barrier = Arc::new(Barrier::new(TRIES + 1));
    let threads: Vec<_> = clients
        .into_iter()
        .map(|(mut c, csrf)| {
            let barrier = barrier.clone();
            std::thread::spawn(move || {
                barrier.wait();
                c.post(
                    "/login",
                    &[
                        ("csrf", &csrf),
                        ("name", "Aya"),
                        ("password", "guess-guess"),
                    ],
                )
                .status
            })
        })
        .collect();
    barrier.wait();
    let started = std::time::Instant::now();
    let statuses: Vec<u16> = threads
        .into_iter()
        .map(|t| t.join().expect("a try"))
        .collect();
    let took = started.elapsed();
    let checked = statuses.iter().filter(|&&c| c == 401).count();
    let slowed = statuses.iter().filter(|&&c| c == 429).count();
    // After the free tries, the next is let through only 1 s after the last, then 2 s, 4 s, …:
    // on a machine slow enough that the sixty took that long to arrive, those tries are checked
    // rightly. Past that, not one more: the count is exact however the tries interleave.
    let mut waited = std::time::Duration::ZERO;
    let mut later = 0;
    while waited + std::time::Duration::from_secs(1 << later) <= took {
        waited += std::time::Duration::from_secs(1 << later);
        later += 1;
    }
    let allowed = auth::FREE_FAILURES as usize + later;
    assert!(
        checked >= auth::FREE_FAILURES as usize && checked <= allowed,
        "{checked} tries checked in {took:?}; at most {allowed} may be: {statuses:?}"
    );
    assert_eq!(checked + slowed, TRIES, "answers: {statuses:?}");
    // Aya herself, from her own address, is not held back by them.
    let mut aya = from(&s, "198.51.100.8");
    assert_eq!(aya.login("Aya", FLOOR_PW).status, 303);
    s.stop().expect("stops");
}
