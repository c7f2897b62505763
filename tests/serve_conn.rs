//! `gunbai serve`'s connections over loopback: silent sockets do not keep judges out, idle and
//! half-sent connections are closed, and no more than the bound stay open.

use std::io::{ErrorKind, Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::time::{Duration, Instant};

use gunbai::serve::{self, Limits, Options};

use crate::serve_http::{raw, seed};

const IDLE: Duration = Duration::from_secs(4);
const REQUEST: Duration = Duration::from_secs(4);
const BOUND: usize = 32;

/// Whether the server has closed `s` (after a moment for its FIN or RST to arrive).
fn closed(s: &TcpStream) -> bool {
    let mut s = s;
    s.set_nonblocking(true).expect("non-blocking");
    let mut buf = [0u8; 512];
    loop {
        match s.read(&mut buf) {
            Ok(0) => return true,
            Ok(_) => continue,
            Err(e) if e.kind() == ErrorKind::WouldBlock => return false,
            Err(_) => return true,
        }
    }
}

/// Sends `head` and waits for the server to close the socket; how long that took.
fn closed_after(addr: SocketAddr, head: &[u8]) -> Duration {
    let mut s = TcpStream::connect(addr).expect("connect");
    s.set_read_timeout(Some(Duration::from_secs(20)))
        .expect("timeout");
    let t = Instant::now();
    s.write_all(head).expect("send");
    let mut buf = Vec::new();
    match s.read_to_end(&mut buf) {
        Ok(_) => {}
        Err(e) => assert!(
            !matches!(e.kind(), ErrorKind::WouldBlock | ErrorKind::TimedOut),
            "the server kept a silent connection open for 20 s"
        ),
    }
    t.elapsed()
}

#[test]
fn silent_sockets_do_not_keep_judges_out_and_idle_or_half_sent_ones_are_closed() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("event.sqlite");
    seed(&db);
    let options = Options {
        limits: Limits {
            idle: IDLE,
            request: REQUEST,
            max_connections: BOUND,
        },
        ..Options::default()
    };
    let server = serve::spawn_with(&db, "127.0.0.1:0", &options).expect("start the server");
    let addr = server.addr;
    assert!(addr.ip().is_loopback());

    // Many more silent sockets than the bound: they must not keep a judge out.
    let silent: Vec<TcpStream> = (0..200)
        .map(|_| TcpStream::connect(addr).expect("connect a silent socket"))
        .collect();
    let t = Instant::now();
    let page = raw(
        addr,
        b"GET /login HTTP/1.1\r\nHost: gunbai\r\nConnection: close\r\n\r\n",
    );
    let waited = t.elapsed();
    assert_eq!(page.status, 200, "{}", page.body);
    assert!(
        waited < IDLE / 2,
        "the page waited {waited:?}, as if for the silent sockets' time-out"
    );
    // At most the bound stayed open: the others were closed to make room, before any time-out.
    std::thread::sleep(Duration::from_millis(300));
    let open = silent.iter().filter(|s| !closed(s)).count();
    assert!(
        open <= BOUND,
        "{open} silent sockets still open, more than the bound {BOUND}"
    );
    assert!(t.elapsed() < IDLE, "the check itself took too long");

    // An idle socket, a half-sent head and a half-sent body are each closed in bounded time.
    let idle = std::thread::spawn(move || closed_after(addr, b""));
    let head = std::thread::spawn(move || closed_after(addr, b"GET /login HTTP/1.1\r\nHost: gun"));
    let body = std::thread::spawn(move || {
        closed_after(
            addr,
            b"POST /login HTTP/1.1\r\nHost: gunbai\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n\r\nname=Ren&pa",
        )
    });
    for (what, h, limit) in [
        ("idle", idle, IDLE),
        ("half-sent head", head, REQUEST),
        ("half-sent body", body, REQUEST),
    ] {
        let took = h.join().expect("the client thread");
        assert!(
            took + Duration::from_millis(500) >= limit && took <= limit + Duration::from_secs(3),
            "the {what} connection was closed after {took:?}, not about {limit:?}"
        );
    }
    // Every silent socket is closed by now, and the server still answers.
    let open = silent.iter().filter(|s| !closed(s)).count();
    assert_eq!(open, 0, "silent sockets outlived the idle time-out");
    let page = raw(
        addr,
        b"GET /login HTTP/1.1\r\nHost: gunbai\r\nConnection: close\r\n\r\n",
    );
    assert_eq!(page.status, 200);
    server.stop().expect("stops");
}
