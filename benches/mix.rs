//! `cargo bench --bench mix`: what a judge's commands cost as a case and its board grow, on a
//! realistic mix of play, each line printed as a ratio to its anchor. Nothing here is a pass/fail
//! test.
//!
//! The mix ([`Mix`]): three players with provinces, honor changes, bows and straightens, actions
//! with their reaction windows, attacks with armies assigned and battles fought, duels challenged,
//! accepted and struck, personalities destroyed and new ones entered in their place, and undos.
//! Every line is decided by the engine: a line the engine refuses at that point of the game is
//! left out, and the mix printed at the start says how many events of each kind were kept.
//!
//! Each case is a file of its own, written through the store's API as gunbai writes (the state
//! hash after each event computed by this engine; the file left marked as found sound). What is
//! timed is what a judge runs: whole `gunbai` processes (`repl` appending a line, `show`,
//! `verify`), the shell on a terminal (`script`), and the server (`gunbai::serve::spawn`, the
//! product's server) answering HTTP on a loopback port. Lines and their anchors are run in turn,
//! round by round, and the fastest of each is kept, so both see the same load.
//!
//! Anchors: the same command on a file of a few events (or a 3-card board); a bare `INSERT` through one prepared
//! statement; the `sqlite3` CLI reading the same rows (`SELECT ... ORDER BY seq`) and running
//! `PRAGMA integrity_check`. Without the `sqlite3` CLI (Debian: `apt-get install sqlite3`) those
//! lines say so and are left out.
//!
//! The default run uses 100k-event cases; `GUNBAI_BENCH_FULL=1` adds the 1M-event lines (the
//! files are built through the store's API, which takes minutes).

use chrono::{TimeZone, Utc};
use gunbai::engine::state::Zone;
use gunbai::engine::{Event, Game, Library, EVENT_VERSION};
use gunbai::lang;
use gunbai::store::{NewEvent, Store};
use std::collections::BTreeMap;
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

// ---------------------------------------------------------------------------------------------
// The mix.

const PLAYERS: [&str; 3] = ["Allen", "Bob", "Cindy"];

/// The events of a game played by the lines below, and how many lines the engine refused.
struct Mix {
    game: Game,
    lib: &'static Library,
    /// Every event decided, in order, with the state hash after it (taken by the writer as it
    /// goes).
    out: Vec<(Event, String)>,
    /// Personalities each player keeps in play, all told.
    board: usize,
    /// Each player's personalities in play, by alias.
    alive: [Vec<String>; 3],
    /// Aliases given so far.
    next_alias: usize,
    /// Provinces made so far.
    next_province: usize,
    refused: usize,
    kinds: BTreeMap<String, usize>,
    /// Refused lines by their shape: how many, and the first refusal.
    refusals: BTreeMap<String, (usize, String)>,
}

impl Mix {
    fn new() -> Mix {
        Mix {
            game: Game::lean(),
            lib: Library::embedded(),
            out: Vec::new(),
            alive: Default::default(),
            next_alias: 0,
            next_province: 0,
            board: 3,
            refused: 0,
            kinds: BTreeMap::new(),
            refusals: BTreeMap::new(),
        }
    }

    /// Decides and folds one judge line; a line the engine refuses here is left out.
    fn feed(&mut self, line: &str) {
        let Ok(parsed) = lang::parse_line(line) else {
            panic!("the bench's line `{line}` parses");
        };
        for l in parsed {
            match self.game.decide(&l.command, self.lib) {
                Ok(ev) => {
                    *self.kinds.entry(ev.kind().to_string()).or_default() += 1;
                    self.game.push_quiet(ev.clone());
                    let hash = self.game.state_hash();
                    self.out.push((ev, hash));
                }
                Err(why) => {
                    self.refused += 1;
                    let shape: String = line
                        .split_whitespace()
                        .filter(|w| !PLAYERS.contains(w) && !is_alias(w))
                        .take(2)
                        .collect::<Vec<_>>()
                        .join(" ");
                    let e = self
                        .refusals
                        .entry(shape)
                        .or_insert_with(|| (0, format!("`{line}`: {why}")));
                    e.0 += 1;
                }
            }
        }
    }

    fn enter(&mut self, owner: usize) {
        let n = self.next_alias;
        self.next_alias += 1;
        let line = format!(
            "enter {} personality \"Bench Samurai {n}\" force {} chi {} ph 2 traits samurai as p{n}",
            PLAYERS[owner],
            2 + n % 3,
            2 + n % 4
        );
        self.feed(&line);
        if self
            .game
            .state()
            .card(&format!("p{n}"))
            .is_some_and(|c| c.zone == Zone::InPlay)
        {
            self.alive[owner].push(format!("p{n}"));
        }
    }

    fn province(&mut self, owner: usize) {
        let n = self.next_province;
        self.next_province += 1;
        self.feed(&format!(
            "province {} v{n} strength {}",
            PLAYERS[owner],
            2 + n % 4
        ));
    }

    /// Three players, four provinces each, `board` personalities dealt round the table.
    fn setup(&mut self, board: usize) {
        for line in [
            "players Allen Bob Cindy",
            "honor Allen 10; honor Bob 10; honor Cindy 10",
        ] {
            self.feed(line);
        }
        for p in 0..3 {
            for _ in 0..4 {
                self.province(p);
            }
        }
        for i in 0..board.max(3) {
            self.enter(i % 3);
        }
        self.feed("turn Allen action");
    }

    /// Personalities of `owner` still in play, refreshed from the board.
    fn living(&mut self, owner: usize) -> Vec<String> {
        let state = self.game.state();
        self.alive[owner].retain(|a| state.card(a).is_some_and(|c| c.zone == Zone::InPlay));
        self.alive[owner].clone()
    }

    fn pick(&mut self, owner: usize, k: usize) -> String {
        let v = self.living(owner);
        if v.is_empty() {
            self.enter(owner);
            return self.living(owner).first().cloned().unwrap_or_default();
        }
        v[k % v.len()].clone()
    }

    /// Provinces of `owner` not destroyed.
    fn provinces_of(&self, owner: usize) -> Vec<String> {
        self.game
            .state()
            .provinces
            .iter()
            .filter(|p| p.owner == owner && !p.destroyed)
            .map(|p| p.handle.clone())
            .collect()
    }

    /// One turn of the player `c % 3`, `c` counting turns: actions and reactions, an attack and
    /// its battle, a duel, a personality destroyed and one entered, and maybe an undo.
    fn turn(&mut self, c: usize, undo: bool) {
        let me = c % 3;
        let (left, right) = ((me + 1) % 3, (me + 2) % 3);
        let (a, b) = (self.pick(me, c), self.pick(left, c + 1));
        // Honor set back each turn, so that no one wins and the game goes on.
        self.feed("honor Allen 10; honor Bob 10; honor Cindy 10");
        let lines = [
            format!("turn {} action", PLAYERS[me]),
            format!("gain {} 1", PLAYERS[left]),
            format!("bow {a}"),
            format!(
                "{} plays \"Bench Strike\" open target {b} effect bow target",
                PLAYERS[me]
            ),
            format!("pass {}", PLAYERS[left]),
            format!(
                "{} reacts \"Bench Answer\" target {b} effect straighten target",
                PLAYERS[right]
            ),
            "pass all".to_string(),
            format!("lose {} 1", PLAYERS[left]),
            format!("straighten {a}"),
        ];
        for l in &lines {
            self.feed(l);
        }
        // A duel every sixth turn, a personality destroyed by an action every twelfth, an attack
        // every fourth: about one death in a hundred events, so that the dead a long case keeps
        // stay within what a long game leaves.
        let (a, b) = (self.pick(me, c + 2), self.pick(left, c + 3));
        let duel = if c.is_multiple_of(6) {
            vec![
                format!(
                    "{} plays \"Bench Challenge\" limited by {a} target {b} effect challenge",
                    PLAYERS[me]
                ),
                "pass all".to_string(),
                format!("{} accepts", PLAYERS[left]),
                "pass all".to_string(),
                format!("{} strikes", PLAYERS[left]),
                format!("{} strikes", PLAYERS[me]),
                "pass all".to_string(),
            ]
        } else {
            Vec::new()
        };
        for l in duel {
            self.feed(&l);
        }
        if c % 12 == 3 {
            let victim = self.pick(right, c + 4);
            self.feed(&format!("{} plays Strike target {victim}", PLAYERS[me]));
            self.feed("pass all");
        }
        if c % 4 == 1 {
            self.battle(c, me, left);
        }
        self.replace_the_dead();
        if undo {
            let a = self.pick(me, c + 8);
            self.feed(&format!("bow {a}"));
            self.feed("undo");
        }
    }

    /// An attack by `me` on `left` and its battle.
    fn battle(&mut self, c: usize, me: usize, left: usize) {
        let provinces = self.provinces_of(left);
        if provinces.len() < 2 {
            self.province(left);
        }
        let provinces = self.provinces_of(left);
        if let Some(target) = provinces.first().cloned() {
            let (x, y) = (self.pick(me, c + 5), self.pick(me, c + 6));
            let d = self.pick(left, c + 7);
            for l in [
                format!("turn {} attack", PLAYERS[me]),
                format!("{} attacks {}", PLAYERS[me], PLAYERS[left]),
                format!("{} assigns {x} to {target}", PLAYERS[me]),
                format!("{} assigns {y} to {target}", PLAYERS[me]),
                "pass".to_string(),
                format!("{} assigns {d} to {target}", PLAYERS[left]),
                "pass".to_string(),
                "pass".to_string(),
                "pass".to_string(),
                format!("{} fights {target}", PLAYERS[me]),
                "pass all".to_string(),
                "pass all".to_string(),
            ] {
                self.feed(&l);
            }
            // The units that went home bowed stand up again for the next turns.
            for h in [x, y, d] {
                self.feed(&format!("straighten {h}"));
            }
        }
    }

    /// New personalities where some died, so the board keeps its size.
    fn replace_the_dead(&mut self) {
        for p in 0..3 {
            let target = self.alive_target(p);
            while self.living(p).len() < target {
                let before = self.out.len();
                self.enter(p);
                if self.out.len() == before {
                    break;
                }
            }
        }
    }

    /// How many personalities each player keeps in play.
    fn alive_target(&self, _owner: usize) -> usize {
        self.board.div_ceil(3).max(1)
    }
}

/// The event mix's generator, with the board size it keeps.
struct Generator {
    mix: Mix,
    turns: usize,
    undo_every: usize,
}

impl Generator {
    fn new(board: usize, undo_every: usize) -> Generator {
        let mut mix = Mix::new();
        mix.board = board;
        mix.setup(board);
        Generator {
            mix,
            turns: 0,
            undo_every,
        }
    }

    /// At least `n` more events (fewer only if the game cannot go on).
    fn take(&mut self, n: usize) -> Vec<(Event, String)> {
        while self.mix.out.len() < n {
            let before = self.mix.out.len();
            let undo = self.undo_every > 0 && self.turns % self.undo_every == self.undo_every - 1;
            self.mix.turn(self.turns, undo);
            self.turns += 1;
            assert!(
                self.mix.out.len() > before,
                "the bench's game is stuck at turn {}",
                self.turns
            );
        }
        std::mem::take(&mut self.mix.out)
    }
}

/// Whether `w` is one of the mix's aliases (`p12`).
fn is_alias(w: &str) -> bool {
    w.strip_prefix('p')
        .is_some_and(|n| n.parse::<u64>().is_ok())
}

// ---------------------------------------------------------------------------------------------
// Files.

fn row(e: &Event, hash: String) -> NewEvent {
    NewEvent {
        kind: e.kind().to_string(),
        version: EVENT_VERSION,
        payload: e.to_json(),
        source: "bench".into(),
        author: "bench".into(),
        recorded_at: Utc
            .timestamp_opt(1_700_000_000, 0)
            .single()
            .expect("a valid time"),
        state_hash: hash,
    }
}

/// A case file: its path and what the mix put in it.
struct CaseFile {
    db: PathBuf,
    events: u64,
    board: usize,
}

/// A file of its own holding case `t`: `n` events of the mix on a board of `board`
/// personalities, an undo every `undo_every` turns (0: none), written as gunbai writes.
fn case_file(dir: &Path, name: &str, n: usize, board: usize, undo_every: usize) -> CaseFile {
    let t = Instant::now();
    let db = dir.join(format!("{name}.sqlite"));
    let mut store = Store::open(&db).expect("open");
    let case = store.create_case("t", Utc::now()).expect("a case");
    let mut gen = Generator::new(board, undo_every);
    let mut head = 0u64;
    while (head as usize) < n {
        let batch = gen.take((n - head as usize).min(10_000));
        let rows: Vec<NewEvent> = batch.iter().map(|(e, h)| row(e, h.clone())).collect();
        store.append(case.id, head, &rows).expect("append a batch");
        head += rows.len() as u64;
    }
    drop(store);
    let kinds: Vec<String> = gen
        .mix
        .kinds
        .iter()
        .map(|(k, v)| format!("{k} {v}"))
        .collect();
    let dead = gen
        .mix
        .game
        .state()
        .cards
        .iter()
        .filter(|c| matches!(c.zone, Zone::Dead(_)))
        .count();
    println!(
        "  {name}: {head} events, {board} personalities in play, {dead} dead, {:.1} MiB, built in {:.1} s; kinds: {}; lines refused and left out: {}",
        size(&db) as f64 / (1 << 20) as f64,
        t.elapsed().as_secs_f64(),
        kinds.join(", "),
        gen.mix.refused
    );
    if std::env::var("GUNBAI_BENCH_MIX_ONLY").is_ok_and(|v| v == "1") {
        for (shape, (n, first)) in &gen.mix.refusals {
            println!("    refused {n}× {shape}: first {first}");
        }
    }
    CaseFile {
        db,
        events: head,
        board,
    }
}

fn size(p: &Path) -> u64 {
    std::fs::metadata(p).map(|m| m.len()).unwrap_or(0)
}

/// Drops the case's saved boards through gunbai's store, so the next `show` is a first one.
fn forget_boards(db: &Path) {
    let mut store = Store::open(db).expect("open");
    let info = store.case("t").expect("the case");
    store
        .drop_snapshots_from(info.id, gunbai::fold::ENGINE_BUILD, 0)
        .expect("drop the saved boards");
    store
        .drop_snapshots_from(info.id, &gunbai::fold::last_board_engine(), 0)
        .expect("drop the last board");
}

// ---------------------------------------------------------------------------------------------
// Timing.

/// The binary measured: the one cargo built beside this bench, or `GUNBAI_BENCH_BIN`.
fn bin() -> String {
    std::env::var("GUNBAI_BENCH_BIN").unwrap_or_else(|_| env!("CARGO_BIN_EXE_gunbai").to_string())
}

// The child is reaped by `waitpid`.
#[allow(clippy::zombie_processes)]
/// Runs the binary to the end on `db` with `stdin` piped in, output discarded; its wall time and
/// peak resident set (kB), or a panic if it fails.
fn run(args: &[&str], db: &Path, stdin: &str) -> (Duration, u64) {
    let t = Instant::now();
    let mut child = Command::new(bin())
        .args(args)
        .env("GUNBAI_DB", db)
        .env("HOME", db.parent().expect("a folder"))
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the gunbai binary starts");
    if let Some(mut i) = child.stdin.take() {
        i.write_all(stdin.as_bytes()).expect("write stdin");
    }
    let pid = child.id() as libc::pid_t;
    let status_file = format!("/proc/{pid}/status");
    let mut hwm = 0u64;
    let mut status = 0;
    loop {
        if let Ok(text) = std::fs::read_to_string(&status_file) {
            if let Some(kb) = text
                .lines()
                .find_map(|l| l.strip_prefix("VmHWM:"))
                .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<u64>().ok())
            {
                hwm = hwm.max(kb);
            }
        }
        // SAFETY: polls our own child; `child` is not waited on again.
        let r = unsafe { libc::waitpid(pid, &mut status, libc::WNOHANG) };
        if r == pid {
            break;
        }
        assert_eq!(r, 0, "waitpid on the child");
        std::thread::sleep(Duration::from_micros(500));
    }
    let took = t.elapsed();
    let mut err = String::new();
    if let Some(mut e) = child.stderr.take() {
        let _ = e.read_to_string(&mut err);
    }
    assert!(
        libc::WIFEXITED(status) && libc::WEXITSTATUS(status) == 0,
        "gunbai {args:?} failed: {err}"
    );
    (took, hwm)
}

fn wall(args: &[&str], db: &Path, stdin: &str) -> Duration {
    run(args, db, stdin).0
}

/// The shell on a terminal (`script` gives it one), started on case `t`: the time from its start
/// to the answer of the first line typed (typed once the prompt shows: a terminal's pending input
/// is dropped when the shell takes the terminal over). The end of input then closes it.
fn shell_on_terminal(db: &Path) -> Duration {
    let t = Instant::now();
    let cmd = format!("{} repl t", bin());
    let mut child = Command::new("script")
        .args(["-q", "-e", "-c", &cmd, "/dev/null"])
        .env("GUNBAI_DB", db)
        .env("HOME", db.parent().expect("a folder"))
        .env("TERM", "dumb")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("script starts");
    let mut input = child.stdin.take().expect("stdin");
    let mut out = child.stdout.take().expect("stdout");
    let (tx, rx) = std::sync::mpsc::channel::<Vec<u8>>();
    let reader = std::thread::spawn(move || {
        let mut buf = [0u8; 4096];
        while let Ok(k) = out.read(&mut buf) {
            if k == 0 || tx.send(buf[..k].to_vec()).is_err() {
                break;
            }
        }
    });
    let mut seen = String::new();
    // Waits until the output holds `n` prompts; false after a minute without them.
    let wait_prompts = |n: usize, seen: &mut String| -> bool {
        while seen.matches("gunbai:t>").count() < n {
            match rx.recv_timeout(Duration::from_secs(60)) {
                Ok(b) => seen.push_str(&String::from_utf8_lossy(&b)),
                Err(_) => return false,
            }
        }
        true
    };
    let prompted = wait_prompts(1, &mut seen);
    if prompted {
        input.write_all(b"gain Bob 1\n").expect("type a line");
    }
    let answered = prompted && wait_prompts(2, &mut seen);
    let took = t.elapsed();
    let _ = input.write_all(b"\x04");
    drop(input);
    if !answered {
        let _ = child.kill();
    }
    let _ = child.wait();
    let _ = reader.join();
    assert!(answered, "the shell did not answer: {seen}");
    took
}

/// The fastest of `n` runs of each of `fs`, run in turn round by round, so a line and its
/// anchor see the same load.
fn rounds<const K: usize>(n: usize, mut fs: [&mut dyn FnMut() -> Duration; K]) -> [Duration; K] {
    let mut out = [Duration::MAX; K];
    for _ in 0..n {
        for (o, f) in out.iter_mut().zip(fs.iter_mut()) {
            *o = (*o).min(f());
        }
    }
    out
}

fn sqlite3(db: &Path, sql: &str) -> Duration {
    let t = Instant::now();
    let s = Command::new("sqlite3")
        .arg(db)
        .arg(sql)
        .stdout(Stdio::null())
        .status()
        .expect("sqlite3 runs");
    assert!(s.success(), "sqlite3 {sql}");
    t.elapsed()
}

const READ_ROWS: &str =
    "SELECT seq, version, payload, state_hash FROM events ORDER BY case_id, seq";

fn ms(d: Duration) -> String {
    format!("{:.1} ms", d.as_secs_f64() * 1e3)
}

fn ratio(a: f64, b: f64) -> f64 {
    a / b.max(1e-12)
}

/// One line of the table: what, the figure, its ratio to the anchor, the anchor, the goal.
fn line(what: &str, value: &str, r: f64, anchor: &str, goal: &str) {
    println!("{what:<60} {value:>22}  {r:>8.2}×  vs {anchor}  (goal {goal})");
}

// ---------------------------------------------------------------------------------------------
// The server.

struct Web {
    addr: SocketAddr,
    cookies: BTreeMap<String, String>,
}

fn urlencode(s: &str) -> String {
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
    fn send(
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

    fn form(fields: &[(&str, &str)]) -> String {
        fields
            .iter()
            .map(|(k, v)| format!("{}={}", urlencode(k), urlencode(v)))
            .collect::<Vec<_>>()
            .join("&")
    }

    fn value_of(body: &str, name: &str) -> String {
        let key = format!("name=\"{name}\" value=\"");
        let i = body
            .find(&key)
            .unwrap_or_else(|| panic!("no {name} in the page"));
        let rest = &body[i + key.len()..];
        rest[..rest.find('"').expect("a quote")].to_owned()
    }
}

/// A server on a loopback port over `db`, a judge logged in, and the case's address.
fn served(db: &Path) -> (gunbai::serve::Running, Web, String) {
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
fn serve_append(web: &mut Web, case: &str) -> Duration {
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

fn serve_page(web: &mut Web, case: &str) -> Duration {
    let t = Instant::now();
    let (status, text, _) = web.send("GET", case, "");
    assert_eq!(status, 200, "{text}");
    t.elapsed()
}

/// Pages answered per second with `conns` connections asking at once, `each` pages each.
fn serve_rate(web: &Web, case: &str, conns: usize, each: usize) -> f64 {
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

// ---------------------------------------------------------------------------------------------
// The table.

/// A bare `INSERT` of `n` rows like the events through one prepared statement, one transaction
/// per row as gunbai commits a line: the per-row anchor of appending.
fn bare_insert(dir: &Path, n: usize) -> Duration {
    let db = dir.join("bare.sqlite");
    let _ = std::fs::remove_file(&db);
    let c = rusqlite::Connection::open(&db).expect("open");
    c.execute_batch(
        "PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL;
         CREATE TABLE e (seq INTEGER PRIMARY KEY, payload TEXT, state_hash TEXT, prev_hash TEXT, hash TEXT);",
    )
    .expect("schema");
    let payload = r#"{"kind":"honor","player":1,"delta":1}"#;
    let t = Instant::now();
    let mut stmt = c
        .prepare(
            "INSERT INTO e (seq, payload, state_hash, prev_hash, hash) VALUES (?1, ?2, ?3, ?4, ?5)",
        )
        .expect("prepare");
    for i in 0..n {
        c.execute_batch("BEGIN IMMEDIATE").expect("begin");
        stmt.execute(rusqlite::params![
            i as i64,
            payload,
            "v2-0000000000000000000000000000000000000000000000000000000000000000",
            "0000000000000000000000000000000000000000000000000000000000000000",
            "1111111111111111111111111111111111111111111111111111111111111111"
        ])
        .expect("insert");
        c.execute_batch("COMMIT").expect("commit");
    }
    t.elapsed() / (n as u32).max(1)
}

fn main() {
    let full = std::env::var("GUNBAI_BENCH_FULL").is_ok_and(|v| v == "1");
    let dir = tempfile::TempDir::new().expect("a temp dir");
    let has_sqlite3 = Command::new("sqlite3")
        .arg("-version")
        .output()
        .is_ok_and(|o| o.status.success());
    let has_script = Command::new("script")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    println!(
        "gunbai bench (mix): {} ; load average at start: {}",
        if full {
            "100k and 1M events"
        } else {
            "100k events (GUNBAI_BENCH_FULL=1 adds the 1M-event lines)"
        },
        std::fs::read_to_string("/proc/loadavg")
            .unwrap_or_default()
            .trim()
    );
    if !has_sqlite3 {
        println!("the sqlite3 CLI is missing (Debian: apt-get install sqlite3): its anchors are left out");
    }
    if !has_script {
        println!("`script` (util-linux) is missing: the shell-on-a-terminal line is left out");
    }
    println!("the cases, each in its own file:");
    if std::env::var("GUNBAI_BENCH_MIX_ONLY").is_ok_and(|v| v == "1") {
        // Only the mix, to look at: no line is timed.
        case_file(dir.path(), "mix3", 5_000, 3, 10);
        case_file(dir.path(), "mix60", 5_000, 60, 10);
        return;
    }
    // `GUNBAI_BENCH_SMOKE=1`: every line on small cases, to see that each runs (no figure
    // means anything then).
    let smoke = std::env::var("GUNBAI_BENCH_SMOKE").is_ok_and(|v| v == "1");
    let (n100k, n10k, wide) = if smoke {
        (2_000, 1_000, 60)
    } else {
        (100_000, 10_000, 500)
    };
    let tiny = case_file(dir.path(), "tiny", 10, 3, 0);
    let k100 = case_file(dir.path(), "k100", n100k, 3, 10);
    let small3 = case_file(dir.path(), "small3", n10k, 3, 10);
    let small500 = case_file(dir.path(), "small500", n10k, wide, 10);
    let (m1, m1wide) = if full {
        (
            Some(case_file(dir.path(), "m1", 1_000_000, 3, 10)),
            Some(case_file(dir.path(), "m1wide", 1_000_000, 500, 10)),
        )
    } else {
        (None, None)
    };
    let big = m1.as_ref().unwrap_or(&k100);
    let bign = if full { "1M" } else { "100k" };
    println!();

    // 1. One line appended by a whole process.
    let [a10, abig] = rounds(
        5,
        [
            &mut || wall(&["repl", "t"], &tiny.db, "gain Bob 1\n"),
            &mut || wall(&["repl", "t"], &big.db, "gain Bob 1\n"),
        ],
    );
    line(
        &format!("one line appended (whole process), {bign}-event case"),
        &ms(abig),
        ratio(abig.as_secs_f64(), a10.as_secs_f64()),
        &format!("{}-event file ({})", tiny.events, ms(a10)),
        "≤ 1.5×",
    );
    if full {
        let [b10, b100] = rounds(
            5,
            [
                &mut || wall(&["repl", "t"], &tiny.db, "gain Bob 1\n"),
                &mut || wall(&["repl", "t"], &k100.db, "gain Bob 1\n"),
            ],
        );
        line(
            "  same, 100k-event case",
            &ms(b100),
            ratio(b100.as_secs_f64(), b10.as_secs_f64()),
            &format!("{}-event file ({})", tiny.events, ms(b10)),
            "≤ 1.5×",
        );
    }
    let bare = bare_insert(dir.path(), 2000);
    line(
        &format!(
            "  the {}-event append against a bare prepared INSERT",
            tiny.events
        ),
        &ms(a10),
        ratio(a10.as_secs_f64(), bare.as_secs_f64()),
        &format!("one INSERT + COMMIT ({:.3} ms)", bare.as_secs_f64() * 1e3),
        "what a process costs beyond the row",
    );

    // 2. The shell's first answered line.
    if has_script {
        let [s10, sbig] = rounds(
            5,
            [&mut || shell_on_terminal(&tiny.db), &mut || {
                shell_on_terminal(&big.db)
            }],
        );
        line(
            &format!("the shell's first answered line, {bign} case (terminal)"),
            &ms(sbig),
            ratio(sbig.as_secs_f64(), 0.050),
            &format!("50 ms ({}-event file: {})", tiny.events, ms(s10)),
            "< 1× (under 50 ms)",
        );
    }

    // 3–4. The server.
    {
        let (srv_small, mut w10, c10) = served(&tiny.db);
        let (srv_big, mut wbig, cbig) = served(&big.db);
        let [p10, pbig] = rounds(
            5,
            [&mut || serve_append(&mut w10, &c10), &mut || {
                serve_append(&mut wbig, &cbig)
            }],
        );
        line(
            &format!("`gunbai serve`: appending a line, {bign} case"),
            &ms(pbig),
            ratio(pbig.as_secs_f64(), p10.as_secs_f64()),
            &format!("{} events ({})", tiny.events, ms(p10)),
            "≤ 2×",
        );
        let [g10, gbig] = rounds(
            7,
            [&mut || serve_page(&mut w10, &c10), &mut || {
                serve_page(&mut wbig, &cbig)
            }],
        );
        line(
            &format!("`gunbai serve`: the case page, {bign} case"),
            &ms(gbig),
            ratio(gbig.as_secs_f64(), g10.as_secs_f64()),
            &format!("{} events ({})", tiny.events, ms(g10)),
            "≤ 2×",
        );
        let one = serve_rate(&wbig, &cbig, 1, 40);
        let eight = serve_rate(&wbig, &cbig, 8, 10);
        line(
            &format!("`gunbai serve`: the {bign} case page, 8 connections"),
            &format!("{eight:.0} req/s"),
            ratio(eight, one),
            &format!("1 connection ({one:.0} req/s)"),
            "scales with connections (> 1×; 2 cores)",
        );
        let _ = srv_small.stop();
        let _ = srv_big.stop();
    }

    // 5–6. The first `show` against the sqlite3 CLI reading the same rows; memory.
    let mut rss = Vec::new();
    let first_show = |f: &CaseFile, label: &str, goal: &str| {
        let mut peak = 0u64;
        let reps = if f.events >= 500_000 { 1 } else { 3 };
        let mut show = || {
            forget_boards(&f.db);
            let (d, kb) = run(&["show", "t"], &f.db, "");
            peak = peak.max(kb);
            d
        };
        if has_sqlite3 {
            let [anchor, d] = rounds(reps, [&mut || sqlite3(&f.db, READ_ROWS), &mut show]);
            line(
                &format!("first `gunbai show`, {label}"),
                &ms(d),
                ratio(d.as_secs_f64(), anchor.as_secs_f64()),
                &format!("sqlite3 CLI reading the rows ({})", ms(anchor)),
                goal,
            );
        } else {
            let [d] = rounds(reps, [&mut show]);
            line(
                &format!("first `gunbai show`, {label}"),
                &ms(d),
                f64::NAN,
                "the sqlite3 CLI (missing)",
                goal,
            );
        }
        (f.events, peak)
    };
    rss.push(first_show(&k100, "100k events, 3 cards", "≤ 2×"));
    if let Some(m) = &m1 {
        rss.push(first_show(m, "1M events, 3 cards", "≤ 2×"));
    }
    if let Some(m) = &m1wide {
        let _ = first_show(m, "1M events, 500 cards", "≤ 3×");
    }
    let small = first_show(
        &small3,
        "10k events, 3 cards",
        "(the per-event anchor below)",
    );
    rss.insert(0, small);
    let top = 64.0 * 1024.0;
    for (i, (events, kb)) in rss.iter().enumerate() {
        line(
            &format!("  peak resident set of that first show, {events} events"),
            &format!("{:.1} MiB", *kb as f64 / 1024.0),
            if i == 0 {
                *kb as f64 / top
            } else {
                ratio(*kb as f64, rss[0].1 as f64)
            },
            &if i == 0 {
                "64 MiB".to_string()
            } else {
                format!("{} events ({:.1} MiB)", rss[0].0, rss[0].1 as f64 / 1024.0)
            },
            if i == 0 {
                "< 1×"
            } else {
                "< 64 MiB and flat (≈ 1×)"
            },
        );
    }

    // 7. Per event, 500 cards against 3.
    let per = |d: Duration, f: &CaseFile| d.as_secs_f64() * 1e6 / f.events.max(1) as f64;
    let [r3, r500] = rounds(
        3,
        [
            &mut || {
                forget_boards(&small3.db);
                wall(&["show", "t"], &small3.db, "")
            },
            &mut || {
                forget_boards(&small500.db);
                wall(&["show", "t"], &small500.db, "")
            },
        ],
    );
    line(
        "per event, 500-card board: replay (first show)",
        &format!("{:.2} µs", per(r500, &small500)),
        ratio(per(r500, &small500), per(r3, &small3)),
        &format!("3 cards ({:.2} µs)", per(r3, &small3)),
        "≤ 1.5×",
    );
    let [v3, v500] = rounds(
        3,
        [&mut || wall(&["verify"], &small3.db, ""), &mut || {
            wall(&["verify"], &small500.db, "")
        }],
    );
    line(
        "per event, 500-card board: verify",
        &format!("{:.2} µs", per(v500, &small500)),
        ratio(per(v500, &small500), per(v3, &small3)),
        &format!("3 cards ({:.2} µs)", per(v3, &small3)),
        "≤ 1.5×",
    );
    let [w3, w500] = rounds(
        5,
        [
            &mut || wall(&["repl", "t"], &small3.db, "gain Bob 1\n"),
            &mut || wall(&["repl", "t"], &small500.db, "gain Bob 1\n"),
        ],
    );
    line(
        "per event, 500-card board: one line appended (whole process)",
        &ms(w500),
        ratio(w500.as_secs_f64(), w3.as_secs_f64()),
        &format!("3 cards ({})", ms(w3)),
        "≤ 1.5×",
    );

    // 8. Saved boards against the log.
    let wide = m1wide.as_ref().unwrap_or(&small500);
    forget_boards(&wide.db);
    let _ = run(&["show", "t"], &wide.db, "");
    let c = rusqlite::Connection::open(&wide.db).expect("open");
    let (boards, board_bytes): (i64, i64) = c
        .query_row(
            "SELECT count(*), coalesce(sum(length(board)), 0) FROM snapshots",
            [],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .expect("count boards");
    let log_bytes: i64 = c
        .query_row(
            "SELECT coalesce(sum(length(payload) + length(state_hash) + length(hash) + length(prev_hash) + length(source) + length(author) + length(recorded_at) + length(kind)), 0) FROM events",
            [],
            |r| r.get(0),
        )
        .expect("log size");
    drop(c);
    line(
        &format!(
            "saved boards, {} events, {} cards: {boards} boards",
            wide.events, wide.board
        ),
        &format!("{:.1} MB", board_bytes as f64 / 1e6),
        ratio(board_bytes as f64, log_bytes as f64),
        &format!(
            "the log's rows ({:.1} MB; file {:.1} MB)",
            log_bytes as f64 / 1e6,
            size(&wide.db) as f64 / 1e6
        ),
        "≤ 0.10×",
    );

    // 9. verify against SQLite's own check.
    if has_sqlite3 {
        let [v, ic] = rounds(
            if full { 1 } else { 2 },
            [&mut || wall(&["verify"], &big.db, ""), &mut || {
                sqlite3(&big.db, "PRAGMA integrity_check")
            }],
        );
        line(
            &format!("`gunbai verify`, {bign}-event file"),
            &ms(v),
            ratio(v.as_secs_f64(), ic.as_secs_f64()),
            &format!("sqlite3 `PRAGMA integrity_check` ({})", ms(ic)),
            "≤ 2×",
        );
    }
    println!(
        "load average at the end: {}",
        std::fs::read_to_string("/proc/loadavg")
            .unwrap_or_default()
            .trim()
    );
}
