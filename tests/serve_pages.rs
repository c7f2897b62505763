//! The case page as a judge reads a table, the look-up pages and the marks, over HTTP: a retracted
//! line is marked on the case view, the rulings report and `replay`, and a ruling resting on it
//! carries the warning; `/rules`, `/cards` and `/help`; the language chosen by `Accept-Language`
//! and by the switch; a share link's copy button and QR code.

use std::io::Write;
use std::process::{Command, Stdio};

use crate::serve::{new_case, send_lines};
use crate::serve_http::{Client, World, FLOOR_PW};

fn gunbai(w: &World, args: &[&str], stdin: &str) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_gunbai"))
        .arg("--db")
        .arg(&w.db)
        .args(args)
        .env("GUNBAI_LANG", "en")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run gunbai");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(stdin.as_bytes())
        .expect("write stdin");
    let out = child.wait_with_output().expect("gunbai ran");
    assert!(
        out.status.success(),
        "gunbai {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// A case whose step 3 (`honor Allen 20`) a later `undo` (step 4) retracted.
fn undone_case(w: &World) -> (Client, String) {
    let mut ren = w.judge("Ren", FLOOR_PW);
    let case = new_case(&mut ren, "undone");
    let r = send_lines(
        &mut ren,
        &case,
        0,
        "players Allen Bob\nhonor Allen 10\nhonor Allen 20\nundo",
    );
    assert_eq!(r.status, 200, "{}", r.body);
    (ren, case)
}

#[test]
fn a_retracted_line_is_marked_on_the_case_view_the_report_and_replay() {
    let w = World::new();
    let (mut ren, case) = undone_case(&w);
    let at3 = ren.get(&format!("{case}?at=3"));
    assert_eq!(at3.status, 200);
    assert!(at3.body.contains("id=\"retracted\""), "{}", at3.body);
    assert!(at3
        .body
        .contains("Retracted: a later undo took this line back"));
    for k in [2, 4] {
        let page = ren.get(&format!("{case}?at={k}"));
        assert!(
            !page.body.contains("id=\"retracted\""),
            "step {k} stands: {}",
            page.body
        );
    }
    // The board after the retracted step shows it as it was typed; after the undo, without it.
    assert!(
        at3.body.contains("data-player=\"Allen\">Honor 20"),
        "{}",
        at3.body
    );
    let at4 = ren.get(&format!("{case}?at=4"));
    assert!(
        at4.body.contains("data-player=\"Allen\">Honor 10"),
        "{}",
        at4.body
    );

    gunbai(
        &w,
        &[
            "ruling",
            "add",
            "--event",
            "Kyoto Open",
            "--round",
            "1",
            "--table",
            "2",
            "--player",
            "Allen",
            "--judge",
            "Ren",
            "--question",
            "Honor?",
            "--ruling",
            "Twenty.",
            "--case",
            "undone",
            "--at",
            "3",
        ],
        "",
    );
    let ruling = ren.get("/rulings/1");
    assert!(ruling.body.contains("was undone"), "{}", ruling.body);
    for format in ["md", "html"] {
        let report = gunbai(
            &w,
            &[
                "ruling",
                "export",
                "--event",
                "Kyoto Open",
                "--format",
                format,
            ],
            "",
        );
        let warned = report
            .lines()
            .find(|l| l.contains("Warning: event 3 of case"))
            .unwrap_or_else(|| panic!("{format}: no warning in {report}"));
        assert!(warned.contains("was undone"), "{format}: {warned}");
    }
    let replay = gunbai(&w, &["replay", "undone"], "goto 3\ngoto 2\nquit\n");
    let marked: Vec<&str> = replay
        .lines()
        .filter(|l| l.contains("retracted by a later undo"))
        .collect();
    assert_eq!(marked.len(), 1, "only step 3 is marked: {replay}");
    let at = replay.find("Step 3: honor Allen 20").expect("step 3 shown");
    assert!(
        replay[at..]
            .lines()
            .nth(1)
            .is_some_and(|l| l.contains("retracted")),
        "{replay}"
    );
}

#[test]
fn the_case_page_shows_the_answer_first_the_tiles_and_the_battle() {
    let w = World::new();
    let mut ren = w.judge("Ren", FLOOR_PW);
    let case = new_case(&mut ren, "battle");
    let lines = "players Allen Bob\nhonor Allen 10; honor Bob 10\nprovince Allen a1 strength 2\n\
                 enter Allen personality \"Akodo Toturi\" force 3 chi 4 ph 3 as toturi\n\
                 enter Allen follower \"Ashigaru\" force 1 chi 0 on toturi as ash\n\
                 enter Bob personality \"Hida Kisada\" force 5 chi 3 ph 2 as kisada\n\
                 turn Bob attack\nBob attacks Allen\nBob assigns kisada to a1\npass\n\
                 Allen assigns toturi to a1\npass all\nBob fights a1\npass all";
    let r = send_lines(&mut ren, &case, 0, lines);
    assert_eq!(r.status, 200, "{}", r.body);
    let b = &r.body;
    // The answer comes before the line box, the board after it.
    let answer = b.find("id=\"answer\"").expect("the answer");
    let line_box = b.find("id=\"lines\"").expect("the line box");
    let board = b.find("id=\"board\"").expect("the board");
    assert!(answer < line_box && line_box < board);
    assert!(b[answer..].contains("Result:"));
    // The battle fought at this step: 5 against 3 + 1, the attacker wins.
    let battle = &b[b.find("id=\"battle\"").expect("the battle picture")..];
    assert!(battle.contains("fought at this step"), "{battle}");
    assert!(battle.contains("Result: Bob wins, 5 to 4"), "{battle}");
    // Tiles: a bowed attacker lies turned, the follower sits on its personality.
    let at11 = ren.get(&format!("{case}?at=11"));
    assert!(
        at11.body.contains("data-player=\"Allen\">Honor 10"),
        "{}",
        at11.body
    );
    let toturi = at11
        .body
        .find("class=\"tile\" data-handle=\"toturi\"")
        .expect("Toturi's tile");
    let ash = at11.body[toturi..]
        .find("data-handle=\"ash\"")
        .expect("the follower on it");
    assert!(ash < 2000, "the follower is inside Toturi's tile");
    assert!(at11.body.contains("data-province=\"a1\""));
    // The step controls, each rule's text one tap away.
    assert!(at11.body.contains("<nav class=\"steps\""));
    assert!(at11.body.contains("<details class=\"rule\">"));
}

#[test]
fn rules_cards_and_help_are_one_tap_from_the_line_box() {
    let w = World::new();
    let mut ren = w.judge("Ren", FLOOR_PW);
    let case = new_case(&mut ren, "t");
    let page = ren.get(&case);
    for link in ["href=\"/rules\"", "href=\"/cards\"", "href=\"/help\""] {
        let form = &page.body[page.body.find("id=\"line-box\"").expect("the line box")..];
        assert!(
            form[..form.find("</form>").expect("end")].contains(link),
            "{link}"
        );
    }
    // Rules, searched in English and in Japanese.
    let en = ren.get("/rules?q=favor");
    assert_eq!(en.status, 200);
    assert!(en.body.contains("href=\"/rules/"), "{}", en.body);
    let ja = ren.get("/rules?q=%E5%B8%9D%E3%81%AE%E5%AF%B5%E6%84%9B");
    assert_eq!(ja.status, 200);
    let found = |b: &str| b.matches("class=\"hit\"").count();
    assert!(found(&ja.body) > 0, "{}", ja.body);
    let rule = ren.get("/rules/ref.battle.tie");
    assert_eq!(rule.status, 200);
    assert!(rule.body.contains("id=\"summary\""));
    let unknown = ren.get("/rules/ref.battle.tei");
    assert_eq!(unknown.status, 404);
    assert!(unknown.body.contains("ref.battle.tie"), "{}", unknown.body);
    // Cards: the list says printed or made up; a card's page shows its text.
    let cards = ren.get("/cards");
    assert_eq!(cards.status, 200);
    assert!(cards.body.contains("class=\"badge made-up\""));
    let first = cards.body.find("href=\"/cards/").expect("a card") + "href=\"".len();
    let href = &cards.body[first..first + cards.body[first..].find('"').expect("end")];
    let card = ren.get(href);
    assert_eq!(card.status, 200, "{href}: {}", card.body);
    assert!(card.body.contains("id=\"card-text\""));
    let none = ren.get("/cards/No%20Such%20Card");
    assert_eq!(none.status, 404);
    // The judge language.
    let help = ren.get("/help?q=plays");
    assert_eq!(help.status, 200);
    assert!(help.body.contains("plays"));
    assert!(
        help.body.contains("a player takes an action with a card"),
        "{}",
        help.body
    );
    // In Japanese, the meanings and headings of the Japanese guide; the syntax as typed.
    ren.extra
        .push(("Accept-Language".into(), "ja-JP,ja;q=0.9".into()));
    let help_ja = ren.get("/help?q=enter");
    assert_eq!(help_ja.status, 200);
    assert!(
        help_ja
            .body
            .contains("プレイヤーのコントロール下で場にあるカード"),
        "{}",
        help_ja.body
    );
    assert!(
        help_ja.body.contains("<h2>コマンド</h2>"),
        "{}",
        help_ja.body
    );
    assert!(help_ja.body.contains("enter NAME KIND NAME"));
    assert!(!help_ja.body.contains("a card in play under a player"));
    // A search finds a command by its Japanese meaning too.
    let by_meaning = ren.get("/help?q=%E5%88%87%E8%85%B9");
    assert!(
        by_meaning.body.contains("id=\"help-seppuku\""),
        "{}",
        by_meaning.body
    );
    ren.extra.clear();
    // Not for players.
    let anon = Client::new(w.addr()).get("/rules");
    assert_eq!(anon.status, 303);
}

#[test]
fn the_pages_speak_the_language_the_browser_asks_for_and_the_switch_sets() {
    let w = World::new();
    let mut ren = w.judge("Ren", FLOOR_PW);
    let en = ren.get("/cases");
    assert!(en.body.contains("<html lang=\"en\">"));
    ren.extra
        .push(("Accept-Language".into(), "ja-JP,ja;q=0.9,en;q=0.8".into()));
    let ja = ren.get("/cases");
    assert!(ja.body.contains("<html lang=\"ja\">"), "{}", ja.body);
    assert!(ja.body.contains("ケース"));
    assert!(
        ja.body.contains("/lang?to=en&amp;back=/cases"),
        "{}",
        ja.body
    );
    // The switch wins over the browser, and goes back only to this server.
    let set = ren.get("/lang?to=en&back=%2Fcases%3Fx%3D1");
    assert_eq!(set.status, 303);
    assert_eq!(set.header("location"), Some("/cases?x=1"));
    assert!(ren.get("/cases").body.contains("<html lang=\"en\">"));
    let away = ren.get("/lang?to=ja&back=%2F%2Fevil.example");
    assert_eq!(away.header("location"), Some("/"));
    assert_eq!(ren.get("/lang?to=fr").status, 400);
}

#[test]
fn a_share_link_comes_with_a_copy_button_and_a_qr_code() {
    let w = World::new();
    let (mut ren, case) = undone_case(&w);
    let t = ren.token();
    let r = ren.post(&format!("{case}/share"), &[("csrf", &t), ("hours", "2")]);
    assert_eq!(r.status, 200, "{}", r.body);
    assert!(r.body.contains("data-copy=\"share-link\""));
    let qr = &r.body[r.body.find("id=\"share-qr\"").expect("the QR code")..];
    assert!(
        qr.contains("<svg xmlns=\"http://www.w3.org/2000/svg\""),
        "{qr}"
    );
    assert!(!qr.contains("<?xml"));
    // Nothing inline that the page's policy would block.
    assert!(!r.body.contains("style=") && !r.body.contains("onclick"));
}
