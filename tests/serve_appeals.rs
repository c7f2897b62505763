//! An appeal records who asked for it apart from who heard it, on the web and at the command
//! line; and the head judge's and floor judge's forms and lists speak Japanese when asked.

use std::process::Command;

use crate::serve::plain_ruling;
use crate::serve_http::{World, FLOOR_PW, HEAD_PW};

fn gunbai(w: &World, args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_gunbai"))
        .env("NO_COLOR", "1")
        .env("GUNBAI_LANG", "en")
        .arg("--db")
        .arg(&w.db)
        .args(args)
        .output()
        .expect("run gunbai");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn an_appeal_keeps_who_asked_apart_from_who_heard_it() {
    let w = World::new();
    let mut mika = w.judge("Mika", HEAD_PW);
    plain_ruling(&mut mika);
    let t = mika.token();
    let r = mika.post(
        "/rulings/1/appeal",
        &[
            ("csrf", &t),
            ("appellant", "Allen"),
            ("by", "Mika"),
            ("outcome", "overturned"),
            ("note", "The attack was legal."),
        ],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let page = mika.get("/rulings/1");
    assert!(page.body.contains("heard by Mika"), "{}", page.body);
    assert!(page.body.contains("appealed by Allen"), "{}", page.body);

    // The command line records both too, and shows both.
    let (ok, _, err) = gunbai(
        &w,
        &[
            "ruling",
            "appeal",
            "1",
            "--by",
            "Head judge Saori",
            "--appellant",
            "Bob",
            "--outcome",
            "upheld",
            "--note",
            "Second look.",
        ],
    );
    assert!(ok, "{err}");
    let (ok, show, err) = gunbai(&w, &["ruling", "show", "1"]);
    assert!(ok, "{err}");
    assert!(show.contains("heard by Mika, appealed by Allen"), "{show}");
    assert!(
        show.contains("heard by Head judge Saori, appealed by Bob"),
        "{show}"
    );
    // Each export says both, and the chain still checks.
    let (ok, md, err) = gunbai(
        &w,
        &[
            "ruling",
            "export",
            "--event",
            "Kyoto Open",
            "--format",
            "md",
        ],
    );
    assert!(ok, "{err}");
    assert!(md.contains("heard by Mika, appealed by Allen"), "{md}");
    let (ok, out, err) = gunbai(&w, &["verify"]);
    assert!(ok, "{out}{err}");

    // The appellant is in the record's hash: changing it in the file is found.
    let conn = rusqlite::Connection::open(&w.db).expect("open");
    conn.execute_batch(
        "DROP TRIGGER IF EXISTS ruling_records_no_update;
         UPDATE ruling_records SET appellant = 'Cindy' WHERE appellant = 'Allen';",
    )
    .expect("tamper");
    drop(conn);
    let (ok, out, err) = gunbai(&w, &["verify"]);
    assert!(!ok, "a changed appellant must break the chain: {out}{err}");
}

#[test]
fn an_appeal_with_no_appellant_is_still_recorded() {
    let w = World::new();
    let mut mika = w.judge("Mika", HEAD_PW);
    plain_ruling(&mut mika);
    let t = mika.token();
    let r = mika.post(
        "/rulings/1/appeal",
        &[
            ("csrf", &t),
            ("appellant", "  "),
            ("by", "Mika"),
            ("outcome", "upheld"),
            ("note", "As ruled."),
        ],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let page = mika.get("/rulings/1");
    assert!(page.body.contains("heard by Mika"), "{}", page.body);
    assert!(!page.body.contains("appealed by"), "{}", page.body);
    let (ok, out, err) = gunbai(&w, &["verify"]);
    assert!(ok, "{out}{err}");
}

/// English words that must not be left on a page asked for in Japanese.
fn no_english(page: &str, words: &[&str]) {
    for w in words {
        assert!(
            !page.contains(w),
            "the Japanese page still says {w:?}:\n{page}"
        );
    }
}

#[test]
fn the_forms_events_and_judges_pages_speak_japanese() {
    let w = World::new();
    let mut mika = w.judge("Mika", HEAD_PW);
    plain_ruling(&mut mika);
    mika.extra
        .push(("Accept-Language".into(), "ja-JP,ja;q=0.9".into()));

    let events = mika.get("/events");
    assert_eq!(events.status, 200);
    assert!(events.body.contains("新しい大会"), "{}", events.body);
    assert!(events.body.contains("裁定 1 件"), "{}", events.body);
    no_english(&events.body, &["New event", "Add the event", "ruling(s)"]);

    let judges = mika.get("/judges");
    assert_eq!(judges.status, 200);
    assert!(judges.body.contains("ジャッジを追加"), "{}", judges.body);
    assert!(judges.body.contains("ヘッドジャッジ"), "{}", judges.body);
    no_english(
        &judges.body,
        &["Add a judge", "Password (at least", ">Disable<"],
    );

    let new = mika.get("/rulings/new");
    assert_eq!(new.status, 200);
    assert!(new.body.contains("裁定したジャッジ"), "{}", new.body);
    no_english(
        &new.body,
        &["Judge who gave the ruling", "Players (separated", "no case"],
    );

    let ruling = mika.get("/rulings/1");
    assert!(ruling.body.contains("上訴した人"), "{}", ruling.body);
    assert!(
        ruling.body.contains("この裁定を訂正する"),
        "{}",
        ruling.body
    );
    no_english(
        &ruling.body,
        &["Record the appeal", "Correct this ruling", "Heard by"],
    );

    let correct = mika.get("/rulings/1/correct");
    assert!(correct.body.contains("裁定 #1 を訂正"), "{}", correct.body);
    no_english(
        &correct.body,
        &["Record the correction", "Correct ruling #"],
    );

    let cases = mika.get("/cases");
    no_english(&cases.body, &["Start a case", "Newest first"]);

    // A floor judge asking for a head judge's page is told so in Japanese.
    let mut ren = w.judge("Ren", FLOOR_PW);
    ren.extra.push(("Accept-Language".into(), "ja".into()));
    let refused = ren.get("/judges");
    assert_eq!(refused.status, 403);
    assert!(
        refused.body.contains("ヘッドジャッジのみ"),
        "{}",
        refused.body
    );
    assert!(refused.body.contains("ジャッジの管理"), "{}", refused.body);
}

#[test]
fn a_built_in_card_is_not_called_printed() {
    let w = World::new();
    let mut ren = w.judge("Ren", FLOOR_PW);
    // Investigation is a card of the built-in library written from the reference file's card
    // facts; Kolat Assassin is one of its made-up stand-ins. Neither is a printed card.
    let page = ren.get("/cards/Investigation");
    assert_eq!(page.status, 200, "{}", page.body);
    assert!(page.body.contains("badge built-in"), "{}", page.body);
    assert!(!page.body.contains("badge printed"), "{}", page.body);
    let list = ren.get("/cards");
    assert!(!list.body.contains("badge printed"), "{}", list.body);
    assert!(list.body.contains("badge made-up"), "{}", list.body);
}
