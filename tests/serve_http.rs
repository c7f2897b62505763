//! A tiny HTTP/1.1 client for the `gunbai serve` tests: loopback only, one connection a request.

use std::collections::BTreeMap;
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::path::{Path, PathBuf};
use std::time::Duration;

use chrono::Utc;
use gunbai::serve::{self, auth};
use gunbai::store::judges::Role;
use gunbai::store::Store;

pub struct Resp {
    pub status: u16,
    pub headers: Vec<(String, String)>,
    pub body: String,
}

impl Resp {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    /// The form token of the page (every form of a page carries the same one).
    pub fn csrf(&self) -> String {
        let key = "name=\"csrf\" value=\"";
        let i = self
            .body
            .find(key)
            .unwrap_or_else(|| panic!("no form token on the page:\n{}", self.body));
        let rest = &self.body[i + key.len()..];
        rest[..rest.find('"').expect("closing quote")].to_owned()
    }
}

pub fn urlencode(s: &str) -> String {
    let mut out = String::new();
    for b in s.bytes() {
        if b.is_ascii_alphanumeric() || b"-_.~".contains(&b) {
            out.push(char::from(b));
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

pub fn form(fields: &[(&str, &str)]) -> String {
    fields
        .iter()
        .map(|(k, v)| format!("{}={}", urlencode(k), urlencode(v)))
        .collect::<Vec<_>>()
        .join("&")
}

/// Sends one request and reads the whole answer.
pub fn raw(addr: SocketAddr, request: &[u8]) -> Resp {
    let mut s = TcpStream::connect(addr).expect("connect to the test server");
    s.set_read_timeout(Some(Duration::from_secs(60)))
        .expect("timeout");
    s.write_all(request).expect("send");
    let mut buf = Vec::new();
    s.read_to_end(&mut buf).expect("read the answer");
    parse(&buf)
}

fn parse(buf: &[u8]) -> Resp {
    let split = buf
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .expect("a complete HTTP head");
    let head = String::from_utf8_lossy(&buf[..split]).into_owned();
    let mut body = buf[split + 4..].to_vec();
    let mut lines = head.split("\r\n");
    let status: u16 = lines
        .next()
        .and_then(|l| l.split_whitespace().nth(1))
        .and_then(|s| s.parse().ok())
        .expect("a status line");
    let headers: Vec<(String, String)> = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(k, v)| (k.trim().to_owned(), v.trim().to_owned()))
        .collect();
    let chunked = headers.iter().any(|(k, v)| {
        k.eq_ignore_ascii_case("transfer-encoding") && v.eq_ignore_ascii_case("chunked")
    });
    if chunked {
        let mut out = Vec::new();
        let mut rest = &body[..];
        while let Some(nl) = rest.windows(2).position(|w| w == b"\r\n") {
            let size = usize::from_str_radix(
                String::from_utf8_lossy(&rest[..nl])
                    .split(';')
                    .next()
                    .unwrap_or("0")
                    .trim(),
                16,
            )
            .unwrap_or(0);
            if size == 0 {
                break;
            }
            out.extend_from_slice(&rest[nl + 2..nl + 2 + size]);
            rest = &rest[nl + 2 + size + 2..];
        }
        body = out;
    }
    Resp {
        status,
        headers,
        body: String::from_utf8_lossy(&body).into_owned(),
    }
}

/// A browser's worth of state: the server's address and the cookies it set.
#[derive(Clone)]
pub struct Client {
    pub addr: SocketAddr,
    pub cookies: BTreeMap<String, String>,
    pub extra: Vec<(String, String)>,
}

impl Client {
    pub fn new(addr: SocketAddr) -> Client {
        Client {
            addr,
            cookies: BTreeMap::new(),
            extra: Vec::new(),
        }
    }

    fn send(&mut self, method: &str, path: &str, ctype: Option<&str>, body: &[u8]) -> Resp {
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
        for (k, v) in &self.extra {
            req.push_str(&format!("{k}: {v}\r\n"));
        }
        if let Some(t) = ctype {
            req.push_str(&format!("Content-Type: {t}\r\n"));
        }
        if method == "POST" {
            req.push_str(&format!("Content-Length: {}\r\n", body.len()));
        }
        req.push_str("\r\n");
        let mut bytes = req.into_bytes();
        bytes.extend_from_slice(body);
        let r = raw(self.addr, &bytes);
        for (k, v) in &r.headers {
            if !k.eq_ignore_ascii_case("set-cookie") {
                continue;
            }
            let first = v.split(';').next().unwrap_or("");
            if let Some((name, value)) = first.split_once('=') {
                if value.is_empty() || v.contains("Max-Age=0") {
                    self.cookies.remove(name);
                } else {
                    self.cookies.insert(name.to_owned(), value.to_owned());
                }
            }
        }
        r
    }

    pub fn get(&mut self, path: &str) -> Resp {
        self.send("GET", path, None, b"")
    }

    pub fn post(&mut self, path: &str, fields: &[(&str, &str)]) -> Resp {
        self.send(
            "POST",
            path,
            Some("application/x-www-form-urlencoded"),
            form(fields).as_bytes(),
        )
    }

    pub fn post_raw(&mut self, path: &str, body: &[u8]) -> Resp {
        self.send(
            "POST",
            path,
            Some("application/x-www-form-urlencoded"),
            body,
        )
    }

    /// Logs in through the login page, as a browser would.
    pub fn login(&mut self, name: &str, password: &str) -> Resp {
        let page = self.get("/login");
        assert_eq!(page.status, 200, "{}", page.body);
        let t = page.csrf();
        self.post(
            "/login",
            &[("csrf", &t), ("name", name), ("password", password)],
        )
    }

    /// The form token of this client's login (read from a page).
    pub fn token(&mut self) -> String {
        let r = self.get("/cases");
        assert_eq!(r.status, 200, "not logged in: {}", r.body);
        r.csrf()
    }
}

pub const HEAD_PW: &str = "head-password-1";
pub const FLOOR_PW: &str = "floor-password-1";

/// A database with a head judge (Mika), two floor judges (Ren, Aya) and an event, and a
/// server on a loopback port.
pub struct World {
    pub _dir: tempfile::TempDir,
    pub db: PathBuf,
    pub server: Option<serve::Running>,
}

impl World {
    pub fn new() -> World {
        let dir = tempfile::tempdir().expect("temp dir");
        let db = dir.path().join("event.sqlite");
        seed(&db);
        let server = serve::spawn(&db, "127.0.0.1:0").expect("start the server");
        World {
            _dir: dir,
            db,
            server: Some(server),
        }
    }

    pub fn addr(&self) -> SocketAddr {
        self.server.as_ref().expect("running").addr
    }

    pub fn client(&self) -> Client {
        Client::new(self.addr())
    }

    pub fn judge(&self, name: &str, password: &str) -> Client {
        let mut c = self.client();
        let r = c.login(name, password);
        assert_eq!(r.status, 303, "login of {name} failed: {}", r.body);
        c
    }

    pub fn store(&self) -> Store {
        Store::open(&self.db).expect("open the test database")
    }
}

pub fn seed(db: &Path) {
    let store = Store::open(db).expect("create the database");
    let now = Utc::now();
    let head = auth::hash_password(HEAD_PW).expect("hash");
    let floor = auth::hash_password(FLOOR_PW).expect("hash");
    store
        .add_judge("Mika", Role::Head, &head, now)
        .expect("head judge");
    store
        .add_judge("Ren", Role::Floor, &floor, now)
        .expect("floor judge");
    store
        .add_judge("Aya", Role::Floor, &floor, now)
        .expect("floor judge");
    store
        .create_tournament("Kyoto Open", None, now)
        .expect("event");
}
