//! Exports through the real binary, and the HTML case page in a real headless browser.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::Value;

use crate::tournament::Gb;

const XSS: &str = "</script><img src=x onerror=alert(1)>";

/// A database with scenario 01 as `table7`, an event with one corrected and appealed ruling,
/// and a second ruling whose texts carry markup.
fn seeded() -> Gb {
    let gb = Gb::seeded();
    gb.ok(&[
        "ruling",
        "correct",
        "1",
        "--penalty",
        "warning",
        "--extension",
        "3",
    ]);
    gb.ok(&[
        "ruling",
        "appeal",
        "1",
        "--by",
        "Head judge",
        "--outcome",
        "upheld",
        "--note",
        "rulebook example applies",
    ]);
    gb.ok(&[
        "ruling",
        "add",
        "--event",
        "Kotei Paris 2024",
        "--round",
        "3",
        "--table",
        "1",
        "--player",
        XSS,
        "--judge",
        "=HYPERLINK(\"x\")",
        "--question",
        XSS,
        "--ruling",
        "a \"quoted\" answer, with a comma",
    ]);
    gb
}

#[test]
fn the_event_report_has_every_field_in_every_format() {
    let gb = seeded();
    let json: Value =
        serde_json::from_str(&gb.ok(&["ruling", "export", "--event", "kotei", "--format", "json"]))
            .expect("json report");
    assert_eq!(json["event"]["name"], "Kotei Paris 2024");
    let rulings = json["rulings"].as_array().expect("rulings");
    assert_eq!(rulings.len(), 2);
    assert_eq!(rulings[0]["id"], 2);
    assert_eq!(rulings[0]["corrects"], 1);
    assert_eq!(rulings[0]["penalty"], "warning");
    assert_eq!(rulings[0]["appeals"][0]["outcome"], "upheld");
    assert!(rulings[0]["citations"][0]["title"].is_string());
    assert_eq!(rulings[1]["question"], XSS);

    let md = gb.ok(&["ruling", "export", "--event", "kotei", "--format", "md"]);
    assert!(md.contains("# Rulings of Kotei Paris 2024"), "{md}");
    assert!(md.contains("## Ruling #1 — round 2, table 7"), "{md}");
    assert!(md.contains("## Ruling #2 — round 3, table 1"), "{md}");
    assert!(md.contains("Version 2 (corrected"), "{md}");
    assert!(md.contains("`action.reaction.order`"), "{md}");
    assert!(md.contains("**Appeal** heard by Head judge"), "{md}");
    assert!(md.contains("**Penalty:** warning"), "{md}");
    assert!(!md.contains(XSS), "raw markup in the Markdown report");

    let csv = gb.ok(&["ruling", "export", "--event", "kotei", "--format", "csv"]);
    let mut lines = csv.split("\r\n");
    let header = lines.next().expect("header");
    assert!(
        header.starts_with("\"number\",\"id\",\"original\",\"corrects\",\"event\""),
        "{header}"
    );
    assert!(csv.contains("\"action.reaction.order\""), "{csv}");
    assert!(
        csv.contains("\"a \"\"quoted\"\" answer, with a comma\""),
        "{csv}"
    );
    assert!(
        csv.contains("\"'=HYPERLINK(\"\"x\"\")\""),
        "formula not guarded: {csv}"
    );
    assert!(csv.contains("#3 upheld heard by Head judge"), "{csv}");

    let html = gb.ok(&["ruling", "export", "--event", "kotei", "--format", "html"]);
    assert!(
        html.contains("<h1>Rulings of Kotei Paris 2024</h1>"),
        "{html}"
    );
    assert!(html.contains("rulebook example applies"), "{html}");
    assert!(!html.contains(XSS), "raw markup in the HTML report");
    assert!(html.contains("&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;"));
    assert!(!html.contains("http://") && !html.contains("https://"));
}

#[test]
fn exports_go_to_a_file_and_bad_input_writes_none() {
    let gb = seeded();
    let out = gb.dir.path().join("report.html");
    let o = out.to_str().expect("utf-8 path");
    let msg = gb.ok(&[
        "ruling", "export", "--event", "Kotei", "--format", "html", "--output", o,
    ]);
    assert!(msg.contains("2 ruling(s)"), "{msg}");
    assert!(std::fs::read_to_string(&out)
        .expect("written")
        .starts_with("<!DOCTYPE html>"));
    let missing = gb.dir.path().join("none.md");
    let m = missing.to_str().expect("utf-8 path");
    let err = gb.fail(&["ruling", "export", "--event", "Nope", "--output", m]);
    assert!(err.contains("no event named `Nope`"), "{err}");
    let err = gb.fail(&["case", "export", "nowhere", "--format", "md", "--output", m]);
    assert!(err.contains("no case named `nowhere`"), "{err}");
    let err = gb.fail(&["case", "export", "table7", "--format", "pdf"]);
    assert!(err.contains("invalid value 'pdf'"), "{err}");
    assert!(!missing.exists());
}

#[test]
fn a_case_exports_every_step_with_its_board() {
    let gb = Gb::new();
    gb.scenario("01-reaction-order-investigation.gb", "table7");
    let json: Value =
        serde_json::from_str(&gb.ok(&["case", "export", "table7", "--format", "json"]))
            .expect("json case");
    assert_eq!(json["case"], "table7");
    assert_eq!(json["events"], 10);
    let steps = json["steps"].as_array().expect("steps");
    assert_eq!(steps.len(), 10);
    assert_eq!(steps[2]["line"], "honor Bob 10");
    let honor = |i: usize, p: usize| steps[i]["board"]["players"][p]["family_honor"].clone();
    assert_eq!(honor(1, 1), 0);
    assert_eq!(honor(2, 1), 10);
    assert_eq!(honor(9, 1), 1);
    assert_eq!(steps[6]["steps"][0]["citations"][0]["id"], "action.limited");
    assert!(steps[6]["steps"][0]["citations"][0]["title"].is_string());
    let md = gb.ok(&["case", "export", "table7", "--format", "md"]);
    assert!(md.contains("## Step 10 of 10: pass all"), "{md}");
    assert!(md.contains("`action.reaction.order`"), "{md}");
    assert_eq!(md.matches("Board after this step").count(), 10);
}

#[test]
fn html_export_escapes_what_was_typed() {
    let gb = Gb::new();
    let file = gb.dir.path().join("xss.gb");
    std::fs::write(
        &file,
        format!(
            "players \"{XSS}\" Bob\nhonor Bob 10\nenter Bob personality \"{XSS}\" force 1 chi 1 as h1\n"
        ),
    )
    .expect("write scenario");
    gb.ok(&["run", file.to_str().expect("utf-8 path"), "--case", "xss"]);
    let html = gb.ok(&["case", "export", "xss", "--format", "html"]);
    assert!(!html.contains(XSS), "the raw string reached the page");
    assert!(!html.contains("<img"), "an element was injected");
    // The name survives, escaped, in every step's board and in the title.
    assert!(html.contains("&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;"));
    assert_eq!(
        html.matches("</script>").count(),
        2,
        "only the page's own scripts close"
    );
    // In Markdown, text outside code blocks is escaped; code blocks are shown literally.
    let md = gb.ok(&["case", "export", "xss", "--format", "md"]);
    let mut in_code = false;
    let prose: Vec<&str> = md
        .lines()
        .filter(|l| {
            if l.starts_with("```") {
                in_code = !in_code;
                return false;
            }
            !in_code
        })
        .collect();
    assert!(prose.iter().any(|l| l.contains("\\<img")), "{md}");
    assert!(
        prose
            .iter()
            .all(|l| !l.replace("\\<", "").contains('<') || l.contains("<br>")),
        "{md}"
    );
}

/// Whether headless chromium can be used. Without it the browser tests skip with a loud
/// message on stderr, unless `GUNBAI_REQUIRE_BROWSER=1` (set by `.ci/run` after installing
/// the browser), in which case they fail.
pub(crate) fn browser_available(test: &str) -> bool {
    let found = Command::new("chromium")
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success());
    if found {
        return true;
    }
    let required = std::env::var("GUNBAI_REQUIRE_BROWSER").is_ok_and(|v| v == "1");
    assert!(
        !required,
        "{test}: chromium is not installed but GUNBAI_REQUIRE_BROWSER=1 requires it: run .ci/install-browser (as root)"
    );
    let message = format!(
        "\n*** SKIPPED {test}: chromium is not installed, so the HTML export was not checked in a real browser.\n\
         *** To enable it, install Debian's chromium: `bash .ci/install-browser` (as root).\n\
         *** Set GUNBAI_REQUIRE_BROWSER=1 to make a missing browser a failure (as .ci/run does).\n"
    );
    // The test harness captures `eprintln!`; the terminal's stderr is opened directly so the
    // skip is seen in a plain `cargo test`.
    match std::fs::OpenOptions::new().append(true).open("/dev/stderr") {
        Ok(mut tty) => {
            let _ = tty.write_all(message.as_bytes());
        }
        Err(_) => eprintln!("{message}"),
    }
    false
}

/// Runs headless chromium on `url` and returns the DOM after the page's scripts ran.
fn dump_dom(profile: &Path, url: &str) -> String {
    dump_dom_sized(profile, url, "1280,900")
}

/// As [`dump_dom`], in a window of `size` ("W,H").
fn dump_dom_sized(profile: &Path, url: &str, size: &str) -> String {
    let mut child = Command::new("chromium")
        .env_clear()
        .env("PATH", std::env::var_os("PATH").unwrap_or_default())
        .env("HOME", profile)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
        ])
        .arg(format!("--user-data-dir={}", profile.display()))
        .arg(format!("--window-size={size}"))
        .args(["--virtual-time-budget=2000", "--dump-dom", url])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("start chromium");
    // Read the DOM while chromium writes it: a large page would fill the pipe and stall it.
    let mut stdout = child.stdout.take().expect("chromium stdout");
    let reader = std::thread::spawn(move || {
        let mut dom = Vec::new();
        let _ = std::io::Read::read_to_end(&mut stdout, &mut dom);
        dom
    });
    let start = Instant::now();
    loop {
        match child.try_wait().expect("wait for chromium") {
            Some(_) => break,
            None if start.elapsed() > Duration::from_secs(90) => {
                let _ = child.kill();
                panic!("chromium did not finish within 90 s on {url}");
            }
            None => std::thread::sleep(Duration::from_millis(50)),
        }
    }
    let dom = reader.join().expect("the reader thread");
    String::from_utf8_lossy(&dom).into_owned()
}

#[test]
fn the_case_page_steps_in_a_real_browser() {
    if !browser_available("export::the_case_page_steps_in_a_real_browser") {
        return;
    }
    let gb = Gb::new();
    gb.scenario("01-reaction-order-investigation.gb", "table7");
    let page = gb.dir.path().join("case.html");
    gb.ok(&[
        "case",
        "export",
        "table7",
        "--format",
        "html",
        "--output",
        page.to_str().expect("utf-8 path"),
    ]);
    let url = format!("file://{}", page.display());
    // Every step is in the page; the one shown is the section without `hidden`.
    let honor = |dom: &str, who: &str, v: i32| {
        let shown: Vec<&str> = dom
            .split("<section class=\"case-step\"")
            .skip(1)
            .filter(|s| !s[..s.find('>').unwrap_or(0)].contains("hidden"))
            .collect();
        shown.len() == 1
            && shown[0].contains(&format!(
                "<span class=\"honor\" data-player=\"{who}\">Honor {v}</span>"
            ))
    };

    // Step 3 (`honor Bob 10`) is the only step where Bob has 10 and Cindy still 0.
    let deep = dump_dom(&gb.dir.path().join("p1"), &format!("{url}#step-3"));
    assert!(
        deep.contains("<div id=\"step-title\">Step 3 of 10</div>"),
        "{deep}"
    );
    assert!(
        honor(&deep, "Bob", 10) && honor(&deep, "Cindy", 0),
        "{deep}"
    );
    assert!(deep.contains("honor Bob 10"), "{deep}");

    let two = dump_dom(&gb.dir.path().join("p2"), &format!("{url}#step-2"));
    assert!(
        two.contains("<div id=\"step-title\">Step 2 of 10</div>"),
        "{two}"
    );
    assert!(honor(&two, "Bob", 0), "{two}");

    // The page's own "forward" twice from step 1, as the button does it.
    let forward = dump_dom(
        &gb.dir.path().join("p3"),
        &format!("{url}?selftest=forward2"),
    );
    assert!(
        forward.contains("<div id=\"step-title\">Step 3 of 10</div>"),
        "{forward}"
    );
    assert!(
        honor(&forward, "Bob", 10) && honor(&forward, "Cindy", 0),
        "{forward}"
    );
    assert!(forward.contains("setup.family-honor"), "{forward}");

    // A deep link past the end opens the last step.
    let last = dump_dom(&gb.dir.path().join("p4"), &format!("{url}#step-99"));
    assert!(
        last.contains("<div id=\"step-title\">Step 10 of 10</div>"),
        "{last}"
    );
    assert!(honor(&last, "Bob", 1), "{last}");
}

/// The rightmost edge of the page laid out `width` px wide (the pages' `?selftest=width-N` hook).
fn max_right(gb: &Gb, profile: &str, url: &str, width: u32, window: &str) -> u32 {
    let sep = if url.contains('?') { '&' } else { '?' };
    let (base, hash) = url
        .split_once('#')
        .map_or((url, String::new()), |(b, h)| (b, format!("#{h}")));
    let dom = dump_dom_sized(
        &gb.dir.path().join(profile),
        &format!("{base}{sep}selftest=width-{width}{hash}"),
        window,
    );
    let attr = "data-max-right=\"";
    let at = dom
        .find(attr)
        .unwrap_or_else(|| panic!("no measurement in {dom}"))
        + attr.len();
    dom[at..]
        .split('"')
        .next()
        .and_then(|n| n.parse().ok())
        .expect("a number")
}

#[test]
fn the_html_pages_fit_a_phone_without_sideways_scrolling() {
    // Both pages name fonts that hold Japanese, for text and for code.
    let gb = Gb::new();
    gb.scenario("34-library-tour.gb", "tour");
    gb.ok(&["event", "new", "Kyoto Open"]);
    gb.ok(&[
        "ruling",
        "add",
        "--event",
        "Kyoto",
        "--round",
        "3",
        "--table",
        "7",
        "--player",
        "Allen",
        "--player",
        "Bob",
        "--judge",
        "Mika",
        "--question",
        "Can Allen react before Cindy? 帝の寵愛はどうなるのか、対抗アクションの順番はどうなるのか",
        "--ruling",
        "No: Cindy, on Bob's left, acts first. 対抗アクションは宣言した者の左隣から",
        "--cite",
        "action.reaction.order",
        "--cite",
        "favor.petition.auto",
        "--case",
        "tour",
        "--at",
        "9",
    ]);
    // Linked to the seating step, whose frozen explanation is one long line.
    gb.ok(&[
        "ruling",
        "add",
        "--event",
        "Kyoto",
        "--round",
        "3",
        "--table",
        "8",
        "--player",
        "Allen",
        "--judge",
        "Mika",
        "--question",
        "Seating?",
        "--ruling",
        "As typed",
        "--case",
        "tour",
        "--at",
        "1",
    ]);
    let case = gb.dir.path().join("case.html");
    let report = gb.dir.path().join("rulings.html");
    let path = |p: &Path| p.to_str().expect("utf-8 path").to_string();
    gb.ok(&[
        "case",
        "export",
        "tour",
        "--format",
        "html",
        "--output",
        &path(&case),
    ]);
    gb.ok(&[
        "ruling",
        "export",
        "--event",
        "Kyoto",
        "--format",
        "html",
        "--output",
        &path(&report),
    ]);
    for page in [&case, &report] {
        let html = std::fs::read_to_string(page).expect("the page");
        assert!(
            html.contains("\"Noto Sans CJK JP\""),
            "no CJK font for text"
        );
        assert!(
            html.contains("\"Noto Sans Mono CJK JP\""),
            "no CJK font for code"
        );
        assert!(
            html.contains("@media (max-width: 40rem)"),
            "no phone layout"
        );
    }
    if !browser_available("export::the_html_pages_fit_a_phone_without_sideways_scrolling") {
        return;
    }
    let case_url = format!("file://{}", case.display());
    let report_url = format!("file://{}", report.display());
    // At 390 px: the last step of the library tour (the fullest board), and the report.
    let right = max_right(&gb, "w1", &format!("{case_url}#step-999"), 390, "390,844");
    assert!(
        right <= 390,
        "the case page is {right} px wide on a 390 px phone"
    );
    let right = max_right(&gb, "w2", &format!("{case_url}#step-9"), 390, "390,844");
    assert!(
        right <= 390,
        "the case page is {right} px wide on a 390 px phone"
    );
    let right = max_right(&gb, "w3", &report_url, 390, "390,844");
    assert!(
        right <= 390,
        "the rulings report is {right} px wide on a 390 px phone"
    );
    // And the report fits a desktop window too.
    let right = max_right(&gb, "w4", &report_url, 1200, "1280,900");
    assert!(
        right <= 1200,
        "the rulings report is {right} px wide at 1200 px"
    );
}
