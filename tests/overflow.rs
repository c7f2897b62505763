//! Numbers typed by the judge that would add up past the 32-bit range: the line is refused with
//! a message that says so, nothing is recorded, and nothing panics. Through the real binary.

use std::process::Command;
use tempfile::TempDir;

struct Run {
    code: i32,
    stdout: String,
    stderr: String,
}

fn run(script: &str) -> Run {
    let dir = TempDir::new().expect("a temp dir");
    let file = dir.path().join("case.gb");
    std::fs::write(&file, script).expect("write the script");
    let out = Command::new(env!("CARGO_BIN_EXE_gunbai"))
        .env_clear()
        .env("PATH", std::env::var("PATH").unwrap_or_default())
        .env("HOME", dir.path())
        .env("GUNBAI_DB", dir.path().join("test.sqlite"))
        .current_dir(dir.path())
        .args(["run", "case.gb", "--case", "big"])
        .output()
        .expect("the binary runs");
    Run {
        code: out.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

const DUEL: &str = r#"players Allen Bob
honor Allen 10; honor Bob 10
turn Allen action
enter Allen personality "Doji Hoturi" force 3 chi 4 ph 3 traits samurai crane as hoturi
enter Bob personality "Bayushi Kachiko" force 1 chi 3 ph 3 traits scorpion as kachiko
hand Bob "Big" focus 2147483647
hand Bob "Small" focus 2
Allen plays "Iaijutsu Challenge" limited by hoturi target kachiko effect challenge
pass all
Bob accepts
pass all
expect duel kachiko 3
"#;

#[test]
fn a_focus_value_that_would_pass_the_range_is_refused_and_recorded_nowhere() {
    let r = run(&format!("{DUEL}Bob focuses \"Big\"\n"));
    assert_eq!(r.code, 1, "{}\n{}", r.stdout, r.stderr);
    assert!(
        r.stderr.contains(
            "line 13: refused: kachiko's chi in this duel would go beyond what gunbai can count"
        ),
        "{}",
        r.stderr
    );
    assert!(r.stderr.contains("nothing was appended"), "{}", r.stderr);
    assert!(!r.stderr.contains("panicked"), "{}", r.stderr);

    // Refused, the line changes nothing: the total and the hand are as before, and a smaller
    // focus card is still taken.
    let r = run(&format!(
        "{DUEL}expect rejects unreadable Bob focuses \"Big\"\nexpect duel kachiko 3\nBob focuses \"Small\"\nexpect duel kachiko 5\n"
    ));
    assert_eq!(r.code, 0, "{}\n{}", r.stdout, r.stderr);
    assert!(
        r.stdout.contains("4 expectation(s) passed, 0 failed")
            || r.stderr.contains("4 expectation(s) passed, 0 failed"),
        "{}\n{}",
        r.stdout,
        r.stderr
    );
}

#[test]
fn a_combined_ranged_strength_past_the_range_is_refused() {
    let r = run(r#"players Allen Bob
honor Allen 10; honor Bob 10
turn Allen battle
enter Allen personality "Akodo Samurai" force 4 chi 2 ph 1 traits samurai lion as akodo
enter Bob personality "Hida Samurai" force 3 chi 2 ph 1 ranged 2147483647 traits samurai crab as hida
enter Bob follower "Spearmen" force 1 ranged 2 on hida as spearmen
expect rejects unreadable Bob shoots akodo with hida spearmen
expect unbowed hida
Bob shoots akodo with hida spearmen
"#);
    assert_eq!(r.code, 1, "{}\n{}", r.stdout, r.stderr);
    assert!(
        r.stderr.contains(
            "line 9: refused: the combined ranged attack's strength would go beyond what gunbai can count"
        ),
        "{}",
        r.stderr
    );
    assert!(!r.stderr.contains("panicked"), "{}", r.stderr);
}

#[test]
fn armies_at_the_limit_are_compared_exactly() {
    // Two personalities of force 2147483647 against one: the attackers' 4294967294 is more than
    // the defender's 2147483647 plus the province strength 1.
    let r = run(r#"players Allen Bob
honor Allen 10; honor Bob 10
province Bob b1 strength 1
enter Allen personality "Matsu Tsuko" force 2147483647 chi 3 ph 2 as tsuko
enter Allen personality "Akodo Toturi" force 2147483647 chi 3 ph 2 as toturi
enter Bob personality "Hida Kisada" force 2147483647 chi 3 ph 2 as kisada
turn Allen attack
Allen attacks Bob
Allen assigns tsuko to b1
Allen assigns toturi to b1
pass
Bob assigns kisada to b1
pass
pass all
Allen fights b1
pass all
expect province b1 destroyed
expect gone kisada
"#);
    assert_eq!(r.code, 0, "{}\n{}", r.stdout, r.stderr);
    assert!(r.stdout.contains("4294967294"), "{}", r.stdout);
}
