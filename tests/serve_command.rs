//! `gunbai serve` and `gunbai judges` as commands: serving until interrupted, and judges added,
//! listed and disabled from the command line.

#[cfg(unix)]
use crate::serve::{new_case, send_lines};
#[cfg(unix)]
use crate::serve_http::{Client, FLOOR_PW};
use gunbai::serve::auth;

#[cfg(unix)]
#[test]
fn the_command_serves_until_interrupted_and_keeps_what_was_written() {
    use std::io::BufRead;
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("event.sqlite");
    crate::serve_http::seed(&db);
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_gunbai"))
        .args(["serve", "--listen", "127.0.0.1:0", "--db"])
        .arg(&db)
        .env_remove("GUNBAI_DB")
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("start gunbai serve");
    let mut out = std::io::BufReader::new(child.stdout.take().expect("stdout"));
    let mut line = String::new();
    out.read_line(&mut line).expect("the address line");
    let addr: std::net::SocketAddr = line
        .split("http://")
        .nth(1)
        .and_then(|s| s.split('/').next())
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| panic!("no address in {line:?}"));
    let mut ren = Client::new(addr);
    assert_eq!(ren.login("Ren", FLOOR_PW).status, 303);
    let case = new_case(&mut ren, "kept");
    assert_eq!(
        send_lines(&mut ren, &case, 0, "players Allen Bob").status,
        200
    );
    // SAFETY: kill(2) with the id of the child this test started.
    let sent = unsafe { libc::kill(child.id() as i32, libc::SIGINT) };
    assert_eq!(sent, 0);
    let status = child.wait().expect("wait");
    assert!(status.success(), "{status:?}");
    let mut rest = String::new();
    std::io::Read::read_to_string(&mut out, &mut rest).expect("read");
    assert!(rest.contains("stopped"), "{rest}");
    let store = gunbai::store::Store::open(&db).expect("open");
    let info = store.case("kept").expect("the case");
    assert_eq!(store.events(info.id).expect("events").len(), 1);
}

#[test]
fn judges_are_added_listed_and_disabled_from_the_command_line() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("event.sqlite");
    let gunbai = |args: &[&str], stdin: &str| {
        use std::io::Write;
        let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_gunbai"))
            .args(args)
            .arg("--db")
            .arg(&db)
            .env_remove("GUNBAI_DB")
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .expect("run gunbai");
        child
            .stdin
            .take()
            .expect("stdin")
            .write_all(stdin.as_bytes())
            .expect("write stdin");
        let out = child.wait_with_output().expect("wait");
        (
            out.status.success(),
            String::from_utf8_lossy(&out.stdout).into_owned(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    };
    let (ok, out, _) = gunbai(
        &["judge", "add", "Mika", "--role", "head", "--password-stdin"],
        "a long password\n",
    );
    assert!(ok && out.contains("Added head judge `Mika`"), "{out}");
    let (ok, _, err) = gunbai(
        &[
            "judge",
            "add",
            "mika",
            "--role",
            "floor",
            "--password-stdin",
        ],
        "another password\n",
    );
    assert!(!ok && err.contains("already exists"), "{err}");
    let (ok, _, err) = gunbai(
        &["judge", "add", "Ren", "--role", "floor", "--password-stdin"],
        "short\n",
    );
    assert!(!ok && err.contains("at least 8 characters"), "{err}");
    let (ok, _, err) = gunbai(&["judge", "add", "Ren", "--role", "floor"], "");
    assert!(!ok && err.contains("--password-stdin"), "{err}");
    let (ok, _, err) = gunbai(&["judge", "add", "Ren", "--role", "boss"], "");
    assert!(!ok && err.contains("floor"), "{err}");
    let (ok, out, _) = gunbai(
        &["judge", "add", "Ren", "--role", "floor", "--password-stdin"],
        "floor password\n",
    );
    assert!(ok, "{out}");
    let (ok, out, _) = gunbai(&["judge", "disable", "ren"], "");
    assert!(ok && out.contains("`Ren` is disabled"), "{out}");
    let (ok, _, err) = gunbai(&["judge", "disable", "Nobody"], "");
    assert!(!ok && err.contains("no judge named `Nobody`"), "{err}");
    let (ok, out, _) = gunbai(&["judge", "list"], "");
    assert!(ok);
    assert!(
        out.contains("Mika") && out.contains("head") && out.contains("active"),
        "{out}"
    );
    assert!(out.contains("Ren") && out.contains("disabled"), "{out}");
    let (ok, out, _) = gunbai(&["judge", "list", "--json"], "");
    assert!(ok && out.contains("\"role\": \"floor\""), "{out}");
    assert!(
        !out.contains("argon2"),
        "no password hash is ever printed: {out}"
    );
    let store = gunbai::store::Store::open(&db).expect("open");
    let (_, hash) = store
        .judge_credentials("Mika")
        .expect("lookup")
        .expect("Mika");
    assert!(hash.starts_with("$argon2id$"), "{hash}");
    assert!(auth::verify_password("a long password", &hash));
}
