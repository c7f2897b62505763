//! Nothing lost, nothing forged: the store, `verify`, exports and piped input under faults and bad
//! input, through the real binary in a temp dir with a clean environment.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use tempfile::TempDir;

pub struct Run {
    pub code: i32,
    pub stdout: String,
    pub stderr: String,
}

pub struct Sandbox {
    pub dir: TempDir,
}

impl Sandbox {
    pub fn new() -> Sandbox {
        Sandbox {
            dir: TempDir::new().expect("a temp dir"),
        }
    }

    pub fn db(&self) -> PathBuf {
        self.dir.path().join("test.sqlite")
    }

    pub fn path(&self, name: &str) -> PathBuf {
        self.dir.path().join(name)
    }

    pub fn cmd(&self) -> Command {
        let mut c = Command::new(env!("CARGO_BIN_EXE_gunbai"));
        c.env_clear()
            .env("PATH", std::env::var("PATH").unwrap_or_default())
            .env("HOME", self.dir.path())
            .env("GUNBAI_DB", self.db())
            .current_dir(self.dir.path());
        c
    }

    pub fn run(&self, args: &[&str]) -> Run {
        self.run_bytes(args, b"")
    }

    pub fn run_stdin(&self, args: &[&str], input: &str) -> Run {
        self.run_bytes(args, input.as_bytes())
    }

    pub fn run_bytes(&self, args: &[&str], input: &[u8]) -> Run {
        let mut c = self.cmd();
        c.args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        let mut child = c.spawn().expect("the binary starts");
        {
            let mut stdin = child.stdin.take().expect("stdin is piped");
            let _ = stdin.write_all(input);
        }
        let out = child.wait_with_output().expect("the binary ends");
        Run {
            code: out.status.code().unwrap_or(-1),
            stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
            stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
        }
    }

    pub fn ok(&self, args: &[&str]) -> String {
        let r = self.run(args);
        assert_eq!(
            r.code, 0,
            "gunbai {args:?} failed:\n{}\n{}",
            r.stdout, r.stderr
        );
        r.stdout
    }

    pub fn fail(&self, args: &[&str]) -> Run {
        let r = self.run(args);
        assert_ne!(r.code, 0, "gunbai {args:?} should fail:\n{}", r.stdout);
        r
    }

    #[allow(dead_code)]
    pub fn json(&self, args: &[&str]) -> serde_json::Value {
        let out = self.ok(args);
        serde_json::from_str(&out)
            .unwrap_or_else(|e| panic!("gunbai {args:?} printed no JSON ({e}):\n{out}"))
    }

    /// A stored case `t` with two players, run through the shell's piped input.
    pub fn seeded(&self) {
        self.ok(&["case", "new", "t"]);
        let r = self.run_stdin(&["repl", "t"], "players Allen Bob\nhonor Allen 10\n");
        assert_eq!(r.code, 0, "{}\n{}", r.stdout, r.stderr);
    }
}

pub fn bytes(p: &Path) -> Vec<u8> {
    std::fs::read(p).expect("read file")
}

fn s(p: &Path) -> &str {
    p.to_str().expect("utf-8 path")
}

// 1. --output

#[test]
fn export_output_never_overwrites_the_database_or_an_existing_file() {
    let sb = Sandbox::new();
    sb.seeded();
    sb.ok(&["event", "new", "Kotei"]);
    let db = sb.db();
    let before = bytes(&db);
    for args in [
        vec!["case", "export", "t", "--format", "html", "--output"],
        vec!["ruling", "export", "--event", "Kotei", "--output"],
    ] {
        for force in [false, true] {
            let mut a = args.clone();
            a.push(s(&db));
            if force {
                a.push("--force");
            }
            let r = sb.fail(&a);
            assert!(r.stderr.contains("is the database itself"), "{}", r.stderr);
        }
    }
    // A link to the database is the database too.
    #[cfg(unix)]
    {
        let link = sb.path("link.sqlite");
        std::os::unix::fs::symlink(&db, &link).expect("symlink");
        let r = sb.fail(&["case", "export", "t", "--output", s(&link), "--force"]);
        assert!(r.stderr.contains("is the database itself"), "{}", r.stderr);
    }
    assert_eq!(bytes(&db), before, "the database was changed");
    sb.ok(&["verify"]);

    let out = sb.path("t.md");
    std::fs::write(&out, "keep me").expect("write");
    let r = sb.fail(&["case", "export", "t", "--output", s(&out)]);
    assert!(r.stderr.contains("exists already"), "{}", r.stderr);
    assert!(r.stderr.contains("--force"), "{}", r.stderr);
    assert_eq!(bytes(&out), b"keep me");
    sb.ok(&["case", "export", "t", "--output", s(&out), "--force"]);
    assert!(String::from_utf8_lossy(&bytes(&out)).contains("Allen"));
    // No temporary file is left beside it.
    let names: Vec<String> = std::fs::read_dir(sb.dir.path())
        .expect("list")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    assert!(!names.iter().any(|n| n.ends_with(".tmp")), "{names:?}");
}
