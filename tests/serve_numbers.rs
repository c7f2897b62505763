//! One numbering of rulings: the web and the command line give a ruling the same number, a
//! correction keeps it, and an appeal takes none and is shown under its ruling.

use std::process::Command;

use crate::serve::plain_ruling;
use crate::serve_http::{World, HEAD_PW};

fn gunbai(w: &World, args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_gunbai"))
        .env("NO_COLOR", "1")
        .arg("--db")
        .arg(&w.db)
        .args(args)
        .output()
        .expect("run gunbai");
    assert!(
        out.status.success(),
        "gunbai {args:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn the_web_and_the_command_line_number_rulings_alike() {
    let w = World::new();
    let mut mika = w.judge("Mika", HEAD_PW);
    plain_ruling(&mut mika);
    let t = mika.token();
    // An appeal of #1 (a record of its own in the chain) …
    let r = mika.post(
        "/rulings/1/appeal",
        &[
            ("csrf", &t),
            ("by", "Mika"),
            ("outcome", "upheld"),
            ("note", "The rulebook example applies."),
        ],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    assert_eq!(r.header("location"), Some("/rulings/1"));
    // … takes no number: the next ruling is #2, on the web and at the command line.
    plain_ruling(&mut mika);
    assert_eq!(w.store().ruling_records().expect("records").len(), 3);
    let page = mika.get("/rulings/2");
    assert_eq!(page.status, 200, "{}", page.body);
    assert!(page.body.contains("Ruling #2"), "{}", page.body);
    assert_eq!(mika.get("/rulings/3").status, 404, "no ruling #3 yet");
    let list = mika.get("/rulings");
    assert!(list.body.contains("href=\"/rulings/2\""));
    assert!(list.body.contains("href=\"/rulings/1\""));
    assert!(!list.body.contains("href=\"/rulings/3\""), "{}", list.body);
    let cli = gunbai(&w, &["ruling", "list"]);
    let numbers: Vec<&str> = cli
        .lines()
        .filter_map(|l| l.strip_prefix('\u{2502}'))
        .filter_map(|l| l.split_whitespace().next())
        .filter(|n| n.parse::<u64>().is_ok())
        .collect();
    assert_eq!(numbers, ["1", "2"], "{cli}");
    assert!(gunbai(&w, &["ruling", "show", "2"]).contains("May a bowed personality attack?"));

    // The appeal is shown under ruling #1, with who heard it, and with no number of its own.
    let one = mika.get("/rulings/1");
    assert!(one.body.contains("Appeals of ruling #1"), "{}", one.body);
    assert!(one.body.contains("heard by Mika"), "{}", one.body);
    assert!(!one.body.contains("#2"), "{}", one.body);
    let cli = gunbai(&w, &["ruling", "show", "1"]);
    assert!(cli.contains("by Mika"), "{cli}");

    // A correction keeps the number on both sides.
    let form = mika.get("/rulings/2/correct");
    assert_eq!(form.status, 200);
    assert!(form.body.contains("Correct ruling #2"));
    let r = mika.post(
        "/rulings/2/correct",
        &[
            ("csrf", &t),
            ("event", "Kyoto Open"),
            ("round", "1"),
            ("table", "2"),
            ("players", "Allen"),
            ("judge", "Mika"),
            ("question", "May a bowed personality attack?"),
            ("ruling", "No: bowed units cannot attack."),
            ("cite", "action.reaction.order"),
        ],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    assert_eq!(r.header("location"), Some("/rulings/2"));
    let page = mika.get("/rulings/2");
    assert!(page.body.contains("bowed units cannot attack"));
    assert!(page.body.contains("Version 2"));
    assert_eq!(mika.get("/rulings/3").status, 404);
    assert_eq!(mika.get("/rulings/x").status, 404);
    let mut w = w;
    if let Some(s) = w.server.take() {
        s.stop().expect("stops");
    }
    let cli = gunbai(&w, &["ruling", "show", "2"]);
    assert!(cli.contains("bowed units cannot attack"), "{cli}");
}

#[test]
fn a_ruling_resting_on_an_undone_step_carries_the_warning_on_its_page() {
    use crate::serve::{new_case, send_lines, SETUP};
    let w = World::new();
    let mut mika = w.judge("Mika", HEAD_PW);
    let case = new_case(&mut mika, "table9");
    let r = send_lines(&mut mika, &case, 0, SETUP);
    assert_eq!(r.status, 200, "{}", r.body);
    let t = mika.token();
    let r = mika.post(
        "/rulings",
        &[
            ("csrf", &t),
            ("event", "Kyoto Open"),
            ("round", "1"),
            ("table", "9"),
            ("players", "Allen"),
            ("judge", "Mika"),
            ("question", "Is Hoturi in play?"),
            ("ruling", "Yes."),
            ("cite", "action.reaction.order"),
            ("case", "1"),
            ("at", "6"),
        ],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let page = mika.get("/rulings/1");
    assert!(!page.body.contains("was undone"), "{}", page.body);
    // The step the ruling rests on is undone afterwards: the page says so.
    let r = send_lines(&mut mika, &case, 6, "undo");
    assert_eq!(r.status, 200, "{}", r.body);
    let page = mika.get("/rulings/1");
    assert!(
        page.body.contains("event 6 of case `table9` was undone"),
        "{}",
        page.body
    );
}
