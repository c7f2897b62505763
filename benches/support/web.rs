//! The product's server (`gunbai::serve::spawn`) on a loopback port, a judge logged in, and its
//! pages and appends timed.

use chrono::Utc;
use gunbai::store::Store;
use std::collections::BTreeMap;
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::path::Path;
use std::time::{Duration, Instant};

pub struct Web {
    pub addr: SocketAddr,
    pub cookies: BTreeMap<String, String>,
}

pub fn urlencode(s: &str) -> String {
    let mut o = String::new();
    for b in s.bytes() {
        if b.is_ascii_alphanumeric() || b"-._~".contains(&b) {
            o.push(char::from(b));
        } else {
            o.push_str(&format!("%{b:02X}"));
        }
    }
    o
}

impl Web {
    pub fn send(
        &mut self,
        method: &str,
        path: &str,
        body: &str,
    ) -> (u16, String, Vec<(String, String)>) {
        let mut req = format!(
            "{method} {path} HTTP/1.1\r\nHost: {}\r\nConnection: close\r\n",
            self.addr
        );
        if !self.cookies.is_empty() {
            let c: Vec<String> = self
                .cookies
                .iter()
                .map(|(k, v)| format!("{k}={v}"))
                .collect();
            req.push_str(&format!("Cookie: {}\r\n", c.join("; ")));
        }
        if method == "POST" {
            req.push_str(&format!(
                "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: {}\r\n",
                body.len()
            ));
        }
        req.push_str("\r\n");
        req.push_str(body);
        let mut s = TcpStream::connect(self.addr).expect("connect");
        s.set_read_timeout(Some(Duration::from_secs(600)))
            .expect("timeout");
        s.write_all(req.as_bytes()).expect("send");
        let mut buf = Vec::new();
        s.read_to_end(&mut buf).expect("read");
        let text = String::from_utf8_lossy(&buf).into_owned();
        let (head, body) = text.split_once("\r\n\r\n").unwrap_or((&text, ""));
        let mut lines = head.split("\r\n");
        let status = lines
            .next()
            .and_then(|l| l.split_whitespace().nth(1))
            .and_then(|s| s.parse().ok())
            .unwrap_or(0);
        let headers: Vec<(String, String)> = lines
            .filter_map(|l| l.split_once(':'))
            .map(|(k, v)| (k.trim().to_owned(), v.trim().to_owned()))
            .collect();
        for (k, v) in &headers {
            if k.eq_ignore_ascii_case("set-cookie") {
                if let Some((name, value)) = v.split(';').next().unwrap_or("").split_once('=') {
                    self.cookies.insert(name.to_owned(), value.to_owned());
                }
            }
        }
        (status, body.to_owned(), headers)
    }

    pub fn form(fields: &[(&str, &str)]) -> String {
        fields
            .iter()
            .map(|(k, v)| format!("{}={}", urlencode(k), urlencode(v)))
            .collect::<Vec<_>>()
            .join("&")
    }

    pub fn value_of(body: &str, name: &str) -> String {
        let key = format!("name=\"{name}\" value=\"");
        let i = body
            .find(&key)
            .unwrap_or_else(|| panic!("no {name} in the page"));
        let rest = &body[i + key.len()..];
        rest[..rest.find('"').expect("a quote")].to_owned()
    }
}

/// A server on a loopback port over `db`, a judge logged in, and the case's address.
pub fn served(db: &Path) -> (gunbai::serve::Running, Web, String) {
    {
        let store = Store::open(db).expect("open");
        if store.find_judge("Bench").ok().flatten().is_none() {
            let hash = gunbai::serve::auth::hash_password("bench-password").expect("hash");
            store
                .add_judge(
                    "Bench",
                    gunbai::store::judges::Role::Head,
                    &hash,
                    Utc::now(),
                )
                .expect("a judge");
        }
    }
    let id = Store::open(db).expect("open").case("t").expect("case").id;
    let server = gunbai::serve::spawn(db, "127.0.0.1:0").expect("the server starts");
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
    (server, web, format!("/cases/{id}"))
}

/// One line appended through the server: the case page read for its head, then the line posted
/// (only the post is timed).
pub fn serve_append(web: &mut Web, case: &str) -> Duration {
    let (_, page, _) = web.send("GET", case, "");
    let csrf = Web::value_of(&page, "csrf");
    let head = Web::value_of(&page, "head");
    let body = Web::form(&[("csrf", &csrf), ("head", &head), ("lines", "gain Bob 1")]);
    let t = Instant::now();
    let (status, text, _) = web.send("POST", &format!("{case}/lines"), &body);
    let took = t.elapsed();
    assert!(status == 200 || status == 303, "append: {status} {text}");
    took
}

pub fn serve_page(web: &mut Web, case: &str) -> Duration {
    let t = Instant::now();
    let (status, text, _) = web.send("GET", case, "");
    assert_eq!(status, 200, "{text}");
    t.elapsed()
}

/// Pages answered per second with `conns` connections asking at once, `each` pages each.
pub fn serve_rate(web: &Web, case: &str, conns: usize, each: usize) -> f64 {
    let t = Instant::now();
    std::thread::scope(|s| {
        for _ in 0..conns {
            let mut w = Web {
                addr: web.addr,
                cookies: web.cookies.clone(),
            };
            s.spawn(move || {
                for _ in 0..each {
                    serve_page(&mut w, case);
                }
            });
        }
    });
    (conns * each) as f64 / t.elapsed().as_secs_f64()
}
