//! Nothing lost, nothing forged, under bad input and odd media: piped input that is not UTF-8,
//! escape sequences typed, a database on read-only media, lines and boards past the limits, and
//! the anchor a rulings report carries.

use crate::harden::{add_ruling, events_of, raw, s, Sandbox};
use std::process::Command;

// Piped input that is not UTF-8, and a byte-order mark.

#[test]
fn piped_invalid_utf8_names_the_line_and_stops() {
    let sb = Sandbox::new();
    sb.ok(&["case", "new", "t"]);
    let r = sb.run_bytes(
        &["repl", "t"],
        b"\xEF\xBB\xBFplayers Allen Bob\nhonor Allen \xFF10\nhonor Bob 5\n",
    );
    assert_eq!(r.code, 1, "{}\n{}", r.stdout, r.stderr);
    assert!(r.stderr.contains("line 2: not valid UTF-8"), "{}", r.stderr);
    assert_eq!(
        events_of(&sb, "t"),
        1,
        "the BOM line ran, nothing after line 2 did"
    );
}

// Control characters are shown escaped.

#[test]
fn escape_sequences_typed_are_shown_escaped() {
    let sb = Sandbox::new();
    sb.ok(&["case", "new", "t"]);
    let r = sb.run_bytes(
        &["--author", "x\u{1b}]0;pwned\u{7}", "repl", "t"],
        "players Allen Bob\n".as_bytes(),
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    let out = sb.ok(&["log", "t"]);
    assert!(!out.contains('\u{1b}'), "{out:?}");
    assert!(out.contains("\\u{1b}"), "{out}");
    sb.ok(&["event", "new", "Kotei"]);
    add_ruling(&sb, "title\u{1b}]0;owned\u{7}?", &[]);
    for args in [
        ["ruling", "list"].as_slice(),
        ["ruling", "show", "1"].as_slice(),
    ] {
        let out = sb.ok(args);
        assert!(
            !out.contains('\u{1b}') && !out.contains('\u{7}'),
            "{args:?}: {out:?}"
        );
    }
}

// A database on read-only media.

#[cfg(target_os = "linux")]
#[test]
fn read_commands_work_on_read_only_media_and_say_so() {
    let sb = Sandbox::new();
    sb.seeded();
    let folder = sb.path("ro");
    std::fs::create_dir(&folder).expect("mkdir");
    let db = folder.join("kyoto.sqlite");
    std::fs::copy(sb.db(), &db).expect("copy");
    let wal = sb.db().with_extension("sqlite-wal");
    if wal.exists() {
        std::fs::copy(&wal, folder.join("kyoto.sqlite-wal")).expect("copy wal");
    }
    // A read-only bind mount of the folder, in a private mount namespace.
    let probe = Command::new("unshare")
        .args(["-r", "-m", "sh", "-c"])
        .arg(format!(
            "mount --bind -o ro {0} {0} && touch {0}/x",
            folder.display()
        ))
        .output();
    let usable = matches!(&probe, Ok(o) if String::from_utf8_lossy(&o.stderr).contains("Read-only file system"));
    if !usable {
        eprintln!(
            "SKIPPED read_commands_work_on_read_only_media_and_say_so: `unshare -r -m` with a read-only bind mount is not available here"
        );
        return;
    }
    let script = format!(
        "mount --bind -o ro {0} {0} && {1} --db {2} case list && {1} --db {2} log t && {1} --db {2} verify && ! {1} --db {2} case new x",
        folder.display(),
        env!("CARGO_BIN_EXE_gunbai"),
        db.display()
    );
    let out = Command::new("unshare")
        .args(["-r", "-m", "sh", "-c", &script])
        .env("HOME", sb.dir.path())
        .output()
        .expect("unshare");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stdout}\n{stderr}");
    assert!(stdout.contains("honor Allen 10"), "{stdout}");
    assert!(stderr.contains("opened it read-only"), "{stderr}");
    assert!(
        stdout.contains("hash chain and state hashes ok"),
        "{stdout}"
    );
}

// Inputs whose cost would grow with the square of their size are refused with the limit.

#[test]
fn huge_lines_and_boards_are_refused_with_the_limit() {
    let sb = Sandbox::new();
    let names: Vec<String> = (0..100_000).map(|i| format!("P{i}")).collect();
    let f = sb.path("many.gb");
    std::fs::write(&f, format!("players {}\n", names.join(" "))).expect("write");
    let r = sb.run(&["run", "--memory", s(&f)]);
    assert_eq!(r.code, 1);
    assert!(
        r.stderr
            .contains("at most 64 players; this line names 100000"),
        "{}",
        r.stderr
    );

    let mut script = String::from("players Allen Bob\n");
    for i in 0..1000 {
        script.push_str(&format!("hand Allen \"Card {i}\"\n"));
    }
    script.push_str("hand Bob \"One Too Many\"\n");
    let f = sb.path("cards.gb");
    std::fs::write(&f, script).expect("write");
    let r = sb.run(&["run", "--memory", s(&f)]);
    assert_eq!(r.code, 1, "{}", r.stderr);
    assert!(
        r.stderr.contains("line 1002") && r.stderr.contains("at most 1000 cards"),
        "{}",
        r.stderr
    );
    let many: String = (0..300).map(|_| "gain Allen 1; ").collect();
    let r = sb.run_stdin(
        &["repl"],
        &format!("case new t\nplayers Allen Bob\n{many}\n"),
    );
    assert_ne!(r.code, 0);
    assert!(r.stderr.contains("at most 200 commands"), "{}", r.stderr);
}

#[test]
fn a_rulings_report_carries_the_anchor_it_was_made_from() {
    let sb = Sandbox::new();
    sb.ok(&["event", "new", "Kotei"]);
    add_ruling(&sb, "q", &[]);
    let md = sb.ok(&["ruling", "export", "--event", "Kotei"]);
    let anchor = md
        .split('\'')
        .find(|w| w.starts_with("rulings@1:"))
        .unwrap_or_else(|| panic!("no anchor in the report: {md}"))
        .to_string();
    let json = sb.json(&["ruling", "export", "--event", "Kotei", "--format", "json"]);
    assert_eq!(json["anchor"], anchor.as_str());
    let html = sb.ok(&["ruling", "export", "--event", "Kotei", "--format", "html"]);
    assert!(html.contains(&anchor), "{html}");
    sb.ok(&["verify", "--expect", &anchor]);
    let c = raw(&sb);
    c.execute_batch("DROP TRIGGER ruling_records_no_delete; DELETE FROM ruling_search; DELETE FROM ruling_records;")
        .expect("cut");
    drop(c);
    let r = sb.run(&["verify", "--expect", &anchor]);
    assert_eq!(r.code, 1, "{}", r.stdout);
    assert!(r.stdout.contains("records were cut off"), "{}", r.stdout);
}
