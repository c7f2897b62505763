//! Card databases through the command line: deck files in the l5d layout, importing, showing,
//! searching, damaged files, and printed cards with typed effects.

use crate::cards::{all_steps, bytes, fixture, imported_store, now, script, session, SETUP};
use gunbai::cards;
use gunbai::engine::Library;
use gunbai::store::Store;
use tempfile::TempDir;

#[test]
fn deck_files_in_the_l5d_layout_use_imported_types_and_legality() {
    let deck = |name: &str| {
        std::fs::read_to_string(fixture(&format!("decks/{name}"))).expect("the deck exists")
    };
    let store = imported_store("made-up-deck-pool.xml");
    let list = gunbai::deck::parse(&deck("legal-testing-keep.l5d"));
    assert!(list.by_kind && list.problems.is_empty());
    let imported = cards::imported_for_names(
        &store,
        list.entries.iter().map(|e| e.name.as_str()),
        Library::embedded(),
    )
    .expect("look-up");
    let legal: std::collections::HashMap<String, Vec<String>> = imported
        .iter()
        .map(|(d, p)| (d.name.to_lowercase(), p.legal.clone()))
        .collect();
    let lib = Library::embedded().with_cards(imported.into_iter().map(|(d, _)| d).collect());
    let report = gunbai::deck::check_list(&list, &lib, None);
    assert!(report.ok, "{:?}", report.violations);
    assert_eq!(
        (
            report.counts.stronghold,
            report.counts.dynasty,
            report.counts.fate
        ),
        (1, 32, 30)
    );
    // Legal in Open; Test Festival is not legal in Test Arc.
    let mut open = report.clone();
    gunbai::deck::cli::legality(&list, &lib, &legal, "Open", &mut open);
    assert!(open.ok, "{:?}", open.violations);
    let mut arc = report.clone();
    gunbai::deck::cli::legality(&list, &lib, &legal, "Test Arc", &mut arc);
    assert!(!arc.ok);
    assert_eq!(arc.violations.len(), 1);
    assert_eq!(arc.violations[0].line, Some(11));
    assert!(arc.violations[0]
        .message
        .en()
        .contains("Test Festival is not legal in Test Arc: the card database lists it for Open"));

    // The mixed deck: a follower under a dynasty heading counts in the fate deck, two copies of
    // a unique experienced version, and an unknown card.
    let list = gunbai::deck::parse(&deck("illegal-l5d-mixed.l5d"));
    let report = gunbai::deck::check_list(&list, &lib, None);
    assert_eq!((report.counts.dynasty, report.counts.fate), (29, 33));
    let got: Vec<(Option<usize>, &str, Option<&str>)> = report
        .violations
        .iter()
        .map(|v| (v.line, v.kind.keyword(), v.rule.map(|r| r.as_str())))
        .collect();
    assert_eq!(
        got,
        [
            (Some(2), "deck-size", Some("setup.decks")),
            (Some(9), "copies", Some("experienced.deck-limit")),
        ]
    );
    assert_eq!(report.unchecked.len(), 1);
    assert_eq!(report.unchecked[0].line, 31);
}

#[test]
fn l5d_names_and_headings() {
    assert_eq!(
        gunbai::deck::exp_suffix("Hida Testuro - exp2"),
        Some(("Hida Testuro", 2))
    );
    assert_eq!(
        gunbai::deck::exp_suffix("Hida Testuro - exp"),
        Some(("Hida Testuro", 1))
    );
    assert_eq!(gunbai::deck::exp_suffix("Hida - Testuro"), None);
    assert_eq!(gunbai::deck::exp_suffix("Hida Testuro - exp0"), None);
    // The built-in library's experienced spelling is found from the .l5d one.
    let lib = Library::embedded();
    let found = gunbai::deck::find_card(lib, "Isawa Tadaka - exp").expect("found");
    assert_eq!(found.name, "Isawa Tadaka (Experienced)");
    // A list in the bracket layout is not read as .l5d, and a .l5d line it cannot read is a
    // problem with its line.
    assert!(!gunbai::deck::parse("# A deck\n[stronghold]\nCrab Clan Stronghold\n").by_kind);
    // Without counts in its headings a file is read as .l5d only by its name (`deck check`
    // looks at the extension).
    assert!(!gunbai::deck::looks_like_l5d("1 Keep\n# Dynasty\n3 A\n"));
    assert!(gunbai::deck::parse_l5d("1 Keep\n# Dynasty\n3 A\n").by_kind);
    let list = gunbai::deck::parse("1 Keep\n# Dynasty (1)\n0 Matsu Testguard\n# Fate (0)\n");
    assert!(list.by_kind);
    assert_eq!(list.problems.len(), 1);
    assert_eq!(list.problems[0].line, 3);
}

struct Out {
    code: i32,
    stdout: String,
    stderr: String,
}

fn gunbai(dir: &TempDir, args: &[&str], input: Option<&str>) -> Out {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_gunbai"))
        .env_clear()
        .env("PATH", std::env::var("PATH").unwrap_or_default())
        .env("HOME", dir.path())
        .env("GUNBAI_DB", dir.path().join("db.sqlite"))
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    {
        let mut stdin = child.stdin.take().expect("stdin");
        if let Some(i) = input {
            stdin.write_all(i.as_bytes()).expect("write stdin");
        }
    }
    let out = child.wait_with_output().expect("the binary ends");
    Out {
        code: out.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

#[test]
fn the_command_line_imports_shows_searches_and_checks_decks() {
    let dir = TempDir::new().expect("temp dir");
    // A deck check with no database creates none.
    let r = gunbai(
        &dir,
        &["deck", "check", "fixtures/decks/legal-testing-keep.l5d"],
        None,
    );
    assert_eq!(
        r.code, 3,
        "the cards could not be checked without the import"
    );
    assert!(!dir.path().join("db.sqlite").exists());

    let r = gunbai(
        &dir,
        &["cards", "import", "fixtures/cardsdb/broken-xml.xml"],
        None,
    );
    assert_eq!(r.code, 1);
    assert!(
        r.stderr.contains("card id BRK002") && r.stderr.contains("nothing was imported"),
        "{}",
        r.stderr
    );
    let r = gunbai(&dir, &["cards", "show", "Wordy", "Testuro"], None);
    assert_eq!(r.code, 1);
    assert!(
        r.stderr.contains("no card database is imported yet"),
        "{}",
        r.stderr
    );

    let r = gunbai(
        &dir,
        &["cards", "import", "fixtures/cardsdb/made-up-deck-pool.xml"],
        None,
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stdout
            .contains("24 cards — 24 added, 0 changed, 0 unchanged"),
        "{}",
        r.stdout
    );
    let r = gunbai(
        &dir,
        &[
            "cards",
            "import",
            "fixtures/cardsdb/made-up-deck-pool.xml",
            "--json",
        ],
        None,
    );
    let v: serde_json::Value = serde_json::from_str(&r.stdout).expect("JSON");
    assert_eq!(v["unchanged"], 24);
    assert_eq!(v["version"], "2026-03-01");

    let r = gunbai(
        &dir,
        &["cards", "show", "matsu", "testlord", "-", "exp"],
        None,
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stdout.contains("Traits: Samurai • Unique • Experienced"),
        "{}",
        r.stdout
    );
    let r = gunbai(&dir, &["cards", "show", "Kolat Assassin"], None);
    assert!(r.stdout.contains("MADE UP (synthetic)"), "{}", r.stdout);
    let r = gunbai(&dir, &["cards", "search", "weapon", "--json"], None);
    let v: serde_json::Value = serde_json::from_str(&r.stdout).expect("JSON");
    assert_eq!(v[0]["name"], "Test Blade");

    let r = gunbai(
        &dir,
        &["deck", "check", "fixtures/decks/legal-testing-keep.l5d"],
        None,
    );
    assert_eq!(r.code, 0, "{}{}", r.stdout, r.stderr);
    let r = gunbai(
        &dir,
        &[
            "deck",
            "check",
            "fixtures/decks/legal-testing-keep.l5d",
            "--environment",
            "test arc",
        ],
        None,
    );
    assert_eq!(r.code, 1);
    assert!(
        r.stdout.contains("Test Festival is not legal in Test Arc"),
        "{}",
        r.stdout
    );
    let r = gunbai(
        &dir,
        &[
            "deck",
            "check",
            "fixtures/decks/legal-testing-keep.l5d",
            "--environment",
            "Nowhere",
        ],
        None,
    );
    assert_eq!(r.code, 2);
    assert!(
        r.stderr.contains("<legal> tags: Open, Test Arc"),
        "{}",
        r.stderr
    );

    // The shell looks cards up too, and a case uses them.
    let r = gunbai(
        &dir,
        &[],
        Some(
            "cards show Test Blade\ncards search infantry\ncase new c\nplayers Allen Bob\n\
             enter Allen personality \"Matsu Testguard\" as m\nexpect force m 2\nboard\n\
             enter Bob action \"Strike\"\nboard\n",
        ),
    );
    assert_eq!(r.code, 0, "{}{}", r.stdout, r.stderr);
    assert!(
        r.stdout.contains("Test Blade — item (id POOL042)"),
        "{}",
        r.stdout
    );
    assert!(
        r.stdout.contains("Test Spearmen  (follower id POOL040"),
        "{}",
        r.stdout
    );
    assert!(r.stdout.contains("✓ m's force is 2"), "{}", r.stdout);
    assert!(r.stdout.contains("Strike (made up)"), "{}", r.stdout);
}

#[test]
fn cut_or_damaged_files_never_panic_and_never_half_import() {
    let text = cards::xml::decode(&bytes("made-up-v1.xml")).expect("text");
    let mut store = Store::open_in_memory().expect("a store");
    let mut refused = 0;
    for cut in (0..text.len()).step_by(37) {
        if !text.is_char_boundary(cut) {
            continue;
        }
        // Cut short, and with one character taken out.
        for damaged in [
            text[..cut].to_string(),
            format!(
                "{}{}",
                &text[..cut],
                text[cut..].chars().skip(1).collect::<String>()
            ),
        ] {
            match cards::import(
                &mut store,
                "damaged.xml",
                damaged.as_bytes(),
                now(),
                &mut |_, _, _| {},
            ) {
                // A character taken out of a comment or a text can leave a valid file.
                Ok(_) => {}
                Err(_) => refused += 1,
            }
        }
    }
    assert!(refused > 100, "most damaged files are refused ({refused})");
    // Whatever was accepted was whole: every stored card reads back.
    for name in store.card_names().expect("names") {
        for s in store.cards_named(&name).expect("look-up") {
            cards::printed(&s).expect("a stored card reads back");
        }
    }
}

#[test]
fn typed_effects_on_a_printed_card_show_its_text_and_exports_mark_made_up_cards() {
    let mut s = session(imported_store("made-up-v1.xml"));
    let r = script(
        &mut s,
        &format!(
            "{SETUP}enter Allen personality \"Kitsu Testuro\" as k\nenter Allen action \"Strike\"\n\
             hand Bob \"Kolat Assassin\"\nturn Bob battle\n\
             Bob plays kolat-assassin target k effect destroy target\npass all\nexpect dead k\n"
        ),
    );
    assert!(r.ok(), "{:?}", r.error);
    let steps = all_steps(&r);
    assert!(
        steps.contains("its printed text, to compare with the effects played: Ninja / Battle: Target an opposing Personality"),
        "{steps}"
    );
    // The export replays the stored case with the same notes, and its board marks the made-up
    // card.
    let store = s.store().expect("a store");
    let export = gunbai::export::build_case(store, "t").expect("exports");
    let texts: Vec<&str> = export
        .steps
        .iter()
        .flat_map(|st| st.steps.iter().map(|x| x.text.as_str()))
        .collect();
    assert!(texts
        .iter()
        .any(|t| t.starts_with("Strike is a made-up card of gunbai's built-in library")));
    assert!(texts
        .iter()
        .any(|t| t.starts_with("Kitsu Testuro is the printed card from the card database")));
    let last = &export.steps.last().expect("steps").board;
    let strike = last
        .cards
        .iter()
        .find(|c| c.name == "Strike")
        .expect("on the board");
    assert!(strike.made_up && strike.origin.is_none());
    assert!(export
        .steps
        .last()
        .expect("steps")
        .board_text
        .contains("Strike (made up)"));
    let kitsu = last.cards.iter().find(|c| c.handle == "k").expect("k");
    assert!(!kitsu.made_up);
    assert_eq!(
        kitsu.origin.as_deref(),
        Some("card database 2026-01-15, id TST001")
    );
}

#[test]
fn a_unique_card_of_each_keyword_layout_is_refused_as_a_second_copy() {
    let dir = TempDir::new().expect("temp dir");
    let r = gunbai(
        &dir,
        &["cards", "import", "fixtures/cardsdb/keyword-layouts.xml"],
        None,
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    let r = gunbai(&dir, &["run", "fixtures/cardsdb/unique-layouts.gb"], None);
    assert_eq!(r.code, 0, "{}{}", r.stdout, r.stderr);
    assert!(
        r.stdout.contains("9 expectation(s) passed, 0 failed"),
        "{}",
        r.stdout
    );
    for rule in [
        "(unique.in-play)",
        "(experienced.unique)",
        "(experienced.no-tuck)",
    ] {
        assert!(r.stdout.contains(rule), "{rule}: {}", r.stdout);
    }
}

#[test]
fn the_import_report_names_every_value_kept_as_printed() {
    let dir = TempDir::new().expect("temp dir");
    let r = gunbai(
        &dir,
        &["cards", "import", "fixtures/cardsdb/odd-values.xml"],
        None,
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    for needle in [
        "8 cards — 8 added",
        "5 cards with a value kept as printed",
        "Mantle of the Test Champion (id ODD001): force +*",
        "Starred Test Mine (id ODD003): gold cost 5*, gold production 1*",
        "3 cards not imported as written",
        "encrypted-personality",
    ] {
        assert!(r.stdout.contains(needle), "{needle}: {}", r.stdout);
    }
    let r = gunbai(
        &dir,
        &["cards", "show", "Mantle of the Test Champion"],
        None,
    );
    assert!(
        r.stdout
            .contains("Kept as printed, not used (gunbai cannot use the value): force +*"),
        "{}",
        r.stdout
    );
    let r = gunbai(&dir, &["cards", "show", "The Testing Bastion"], None);
    assert!(
        r.stdout.contains(
            "Rulings:\n    - First made-up ruling.\n    - Second made-up ruling, in italics."
        ),
        "{}",
        r.stdout
    );
    let r = gunbai(
        &dir,
        &["cards", "import", "fixtures/cardsdb/undeclared-8bit.xml"],
        None,
    );
    assert_eq!(r.code, 1);
    assert!(r.stderr.contains("names no encoding"), "{}", r.stderr);
}

/// Imports the made-up pool and the made-up pre-game cards.
fn pregame_dir() -> TempDir {
    let dir = TempDir::new().expect("temp dir");
    for f in ["made-up-deck-pool.xml", "made-up-pregame.xml"] {
        let r = gunbai(
            &dir,
            &["cards", "import", &format!("fixtures/cardsdb/{f}")],
            None,
        );
        assert_eq!(r.code, 0, "{}", r.stderr);
    }
    dir
}

#[test]
fn every_layout_egg_of_pan_ku_writes_is_read_with_each_kind_in_its_deck() {
    let dir = pregame_dir();
    // `# Pre-Game`, `# Stronghold` with a `(1)` after the name, `# Sensei`, `# Wind`,
    // `# Celestials`, `# Strategy`, `# Senseis`: the sensei and wind in neither deck, the
    // celestials dynasty cards.
    let r = gunbai(
        &dir,
        &["deck", "check", "fixtures/decks/eopk-pregame.l5d"],
        None,
    );
    assert_eq!(r.code, 0, "{}{}", r.stdout, r.stderr);
    assert!(
        r.stdout
            .contains("stronghold 1, dynasty 35, fate 30, pre-game 3\nlegal: no violations"),
        "{}",
        r.stdout
    );
    // Sun-and-Moon headings, Enhanced Text lines, `3x Name`.
    let r = gunbai(
        &dir,
        &["deck", "check", "fixtures/decks/eopk-sun-and-moon.deck"],
        None,
    );
    assert_eq!(r.code, 0, "{}{}", r.stdout, r.stderr);
    assert!(
        r.stdout
            .contains("stronghold 1, dynasty 32, fate 30\nlegal: no violations"),
        "{}",
        r.stdout
    );
    // A unique holding whose keyword line is plain then bold: three copies are refused.
    let r = gunbai(
        &dir,
        &[
            "deck",
            "check",
            "--json",
            "fixtures/decks/illegal-eopk-unique-holding.l5d",
        ],
        None,
    );
    assert_eq!(r.code, 1, "{}{}", r.stdout, r.stderr);
    let report: serde_json::Value = serde_json::from_str(&r.stdout).expect("JSON");
    let v = &report["violations"];
    assert_eq!(v.as_array().map(Vec::len), Some(1), "{report}");
    assert_eq!(v[0]["rule"], "unique.in-play");
    assert_eq!(v[0]["card"], "Unique Test Shrine");
}

#[test]
fn three_verdicts_and_cards_that_could_not_be_checked_named_once() {
    let dir = pregame_dir();
    let deck = dir.path().join("missing.l5d");
    let text = std::fs::read_to_string("fixtures/decks/eopk-pregame.l5d")
        .expect("fixture")
        .replace(
            "3 Testing Farm",
            "2 Unprinted Test Farm\n1 Unprinted Test Farm",
        );
    std::fs::write(&deck, text).expect("write");
    let r = gunbai(&dir, &["deck", "check", &deck.display().to_string()], None);
    assert_eq!(r.code, 3, "{}{}", r.stdout, r.stderr);
    assert_eq!(
        r.stdout.matches("Unprinted Test Farm").count(),
        1,
        "{}",
        r.stdout
    );
    assert_eq!(
        r.stdout.matches("gunbai cards import").count(),
        1,
        "{}",
        r.stdout
    );
    assert!(
        r.stdout
            .contains("could not check 1 card: the rest breaks no rule"),
        "{}",
        r.stdout
    );
    // With a violation too: not legal, with the rule, and the cards not checked named.
    let text = std::fs::read_to_string(&deck)
        .expect("deck")
        .replace("1 Unique Test Shrine", "2 Unique Test Shrine");
    std::fs::write(&deck, text).expect("write");
    let r = gunbai(&dir, &["deck", "check", &deck.display().to_string()], None);
    assert_eq!(r.code, 1, "{}{}", r.stdout, r.stderr);
    assert!(
        r.stdout.contains("unique.in-play")
            && r.stdout
                .contains("not legal: 1 violation, and 1 card could not be checked"),
        "{}",
        r.stdout
    );
}

#[test]
fn a_huge_unbroken_name_returns_quickly() {
    let dir = pregame_dir();
    let deck = dir.path().join("huge.l5d");
    let mut text = String::from("1 The Testing Keep\n# Dynasty (1)\n1 ");
    text.push_str(&"a".repeat(10 * 1024 * 1024));
    text.push('\n');
    std::fs::write(&deck, text).expect("write");
    let start = std::time::Instant::now();
    let r = gunbai(&dir, &["deck", "check", &deck.display().to_string()], None);
    assert!(start.elapsed() < std::time::Duration::from_secs(10));
    assert_eq!(r.code, 1, "{}", r.stderr);
    assert!(r.stdout.contains("longer than any card's"), "{}", r.stdout);
}

#[test]
fn cards_are_looked_up_as_a_judge_says_them() {
    let dir = TempDir::new().expect("temp dir");
    let r = gunbai(
        &dir,
        &["cards", "import", "fixtures/cardsdb/keyword-layouts.xml"],
        None,
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    // A personal name lists the versions.
    let r = gunbai(&dir, &["cards", "show", "testoru"], None);
    assert_eq!(r.code, 1);
    assert!(
        r.stderr.contains(
            "several cards are named with `testoru`: Doji Testoru, Doji Testoru - exp, Doji Testoru - exp 3, Doji Testoru - inexp"
        ),
        "{}",
        r.stderr
    );
    // The printed version comes before the built-in library's made-up card of the name.
    let r = gunbai(&dir, &["cards", "show", "Doji Hoturi"], None);
    assert_eq!(r.code, 0, "{}", r.stderr);
    let printed = r
        .stdout
        .find("Doji Hoturi - inexp — personality")
        .expect("printed");
    let made_up = r.stdout.find("MADE UP").expect("made up");
    assert!(printed < made_up, "{}", r.stdout);
}

#[test]
fn a_case_uses_the_printed_version_over_a_made_up_card_of_the_name() {
    let dir = TempDir::new().expect("temp dir");
    let r = gunbai(
        &dir,
        &["cards", "import", "fixtures/cardsdb/keyword-layouts.xml"],
        None,
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    let r = gunbai(&dir, &["run", "fixtures/cardsdb/printed-versions.gb"], None);
    assert_eq!(r.code, 0, "{}{}", r.stdout, r.stderr);
    for needle in [
        "`Doji Hoturi` is taken for the printed card Doji Hoturi - inexp, the version of that name without experience; gunbai's made-up Doji Hoturi is not used  [proc.card]",
        "Doji Hoturi - inexp is the printed card from the card database layouts-1, id LAY011",
        "p1 is filled face down with Doji Hoturi - inexp",
        "the card database's rulings on Testing Rebuke: A made-up ruling on the rebuke. | Another made-up ruling, in italics.  [proc.card]",
        "Doji Hoturi - inexp is not face up in one of Bob's provinces",
        "4 expectation(s) passed, 0 failed",
    ] {
        assert!(r.stdout.contains(needle), "{needle}: {}", r.stdout);
    }
    assert!(
        !r.stdout
            .contains("made-up card of gunbai's built-in library"),
        "{}",
        r.stdout
    );
    // A name printed only in experienced versions: the judge chooses one; nothing is appended.
    let case = dir.path().join("exp-only.gb");
    std::fs::write(
        &case,
        "players Allen Bob\nturn Allen action\nenter Allen personality \"Akodo Testiro\" as a\n",
    )
    .expect("write");
    let r = gunbai(&dir, &["run", &case.display().to_string()], None);
    assert_ne!(r.code, 0, "{}", r.stdout);
    assert!(
        r.stderr.contains(
            "no printed card is named `Akodo Testiro`, only its experienced versions: Akodo Testiro - exp, Akodo Testiro - exp2; type one of them"
        ),
        "{}",
        r.stderr
    );
    // A card the case defines itself keeps its name.
    std::fs::write(
        &case,
        "players Allen Bob\nturn Allen action\ncard \"Doji Hoturi\" personality force 7\nenter Allen personality \"Doji Hoturi\" as h\nexpect force h 7\n",
    )
    .expect("write");
    let r = gunbai(&dir, &["run", &case.display().to_string()], None);
    assert_eq!(r.code, 0, "{}{}", r.stdout, r.stderr);
    assert!(
        !r.stdout.contains("taken for the printed card"),
        "{}",
        r.stdout
    );
}

#[test]
fn printed_abilities_are_read_and_played_by_name() {
    let dir = TempDir::new().expect("temp dir");
    let r = gunbai(
        &dir,
        &["cards", "import", "fixtures/cardsdb/printed-abilities.xml"],
        None,
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    let r = gunbai(
        &dir,
        &["run", "fixtures/cardsdb/printed-abilities.gb"],
        None,
    );
    assert_eq!(r.code, 0, "{}{}", r.stdout, r.stderr);
    for needle in [
        "its effects are read from the printed text «Open: Lose 1 Honor: Bow a target Follower.»: Open; target 1: follower; cost lose 1 honor; effect bow target 1  [proc.card]",
        "its printed text, to compare with the effects played: Limited: Gain 2 Honor.",
        "gunbai cannot play its printed ability as printed (the target's conditions (another player's follower with force 1 or less))",
        "8 expectation(s) passed, 0 failed",
    ] {
        assert!(r.stdout.contains(needle), "{needle}: {}", r.stdout);
    }
    // `cards show` shows the reading beside the text; `cards coverage` counts.
    let r = gunbai(&dir, &["cards", "show", "Test Lion Mine"], None);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stdout.contains("1. (read fully) gold; cost bow this card; effect produce 2 gold, or 3 if you are a Lion Clan player"),
        "{}",
        r.stdout
    );
    let r = gunbai(&dir, &["cards", "coverage"], None);
    assert_eq!(r.code, 0, "{}", r.stderr);
    for needle in [
        "10 imported cards, 7 with printed abilities",
        "timed abilities                  4   fully     4 (100.0%)",
        "producing gold                   3   fully     3 (100.0%)",
    ] {
        assert!(r.stdout.contains(needle), "{needle}: {}", r.stdout);
    }
    let empty = TempDir::new().expect("temp dir");
    let r = gunbai(&empty, &["cards", "coverage"], None);
    assert_eq!(r.code, 1);
    assert!(
        r.stderr.contains("no card database is imported yet"),
        "{}",
        r.stderr
    );
}

#[test]
fn printed_abilities_are_used_from_play_by_number_or_timing() {
    let dir = TempDir::new().expect("temp dir");
    let r = gunbai(
        &dir,
        &["cards", "import", "fixtures/cardsdb/printed-uses.xml"],
        None,
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    let r = gunbai(&dir, &["run", "fixtures/cardsdb/printed-uses.gb"], None);
    assert_eq!(r.code, 0, "{}{}", r.stdout, r.stderr);
    for needle in [
        "Test Iron Sentry has several printed abilities: 1. «Battle: Bow this card: Bow a target enemy Follower.»; 2. «Limited: Bow this card: Gain 2 Honor.»; say which with `uses \"Test Iron Sentry\" ability N`",
        "Test Iron Sentry has 2 printed abilities, so there is no ability 3",
        "gunbai cannot play ability 2 of Test Signal Fan as printed («Limited: Sing the song of the fan.»): not read: Sing the song of the fan",
        "its effects are read from the printed text «Battle: Bow this card: Give a target Personality +2F.»",
        "Test Quick Shield cancels Test Blunt Order",
        "duelist challenges guard to a duel (Test Hasty Duelist)",
        "targeting sentry; the card asks for a bowed target, so its player may target their own bowed personality  [action.open, target.definition, target.own-bowed,",
        "«Bow this card: Produce 2 Gold.» of Test Tin Mine is a gold ability: it is used when the card pays for something, by naming it after `paying`",
        "48 expectation(s) passed, 0 failed",
    ] {
        assert!(r.stdout.contains(needle), "{needle}: {}", r.stdout);
    }
    // The judge's typed effect for an unread ability is the judge's: the printed text is shown
    // to compare, and no reading is claimed.
    assert!(
        r.stdout.contains("its printed text, to compare with the effects played: Open: Bow this card: Straighten your target Personality. / Limited: Sing the song of the fan."),
        "{}",
        r.stdout
    );
    let r = gunbai(&dir, &["cards", "coverage"], None);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        r.stdout.contains(
            "played as read: 21 of 22 timed abilities (95.5%), 1 of 1 gold abilities read fully"
        ),
        "{}",
        r.stdout
    );
}

#[test]
fn printed_gold_abilities_pay_as_read() {
    let dir = TempDir::new().expect("temp dir");
    let r = gunbai(
        &dir,
        &["cards", "import", "fixtures/cardsdb/printed-abilities.xml"],
        None,
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    let r = gunbai(&dir, &["run", "fixtures/cardsdb/printed-gold.gb"], None);
    assert_eq!(r.code, 0, "{}{}", r.stdout, r.stderr);
    for needle in [
        "seam produces 3 gold, read from its printed text «Bow this card: Produce 2 Gold, or 3 Gold if you are a Lion Clan player.»: the larger amount, since the player is of the Lion Clan",
        "yard produces 4 gold, read from its printed text «[BOW]: Produce 1 Gold, or 4 Gold if paying for a Cavalry Follower which may only pay for that card.»: the larger amount, since it pays for a cavalry follower",
        "6 expectation(s) passed, 0 failed",
    ] {
        assert!(r.stdout.contains(needle), "{needle}: {}", r.stdout);
    }
    // The judge's typed gold is no reading.
    assert!(!r.stdout.contains("typed produces"), "{}", r.stdout);
}

#[test]
fn the_oracle_of_the_void_json_imports_with_its_errata() {
    let dir = TempDir::new().expect("temp dir");
    let r = gunbai(
        &dir,
        &["cards", "import", "fixtures/cardsdb/made-up-oracle.json"],
        None,
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    for needle in [
        "4 cards — 4 added",
        "2 cards with a value kept as printed",
        "Oracle Test Sensei (id ootv-900003): gold production +0, province strength -1, starting family honor +2",
        "Oracle Test Blade (id ootv-900004): force +*, gold cost 5*",
        "entry 5, card `No Id Testuro`: it has no cardid: skipped",
    ] {
        assert!(r.stdout.contains(needle), "{needle}: {}", r.stdout);
    }
    let r = gunbai(&dir, &["cards", "show", "Oracle Testuro - exp"], None);
    assert_eq!(r.code, 0, "{}", r.stderr);
    for needle in [
        "Traits: Unique • Experienced • Dragon Clan • Samurai",
        "Erratum: A made-up erratum, effective never.",
        "Printings: Test Edition",
        "Legal: Test Arc (Made Up), Modern",
    ] {
        assert!(r.stdout.contains(needle), "{needle}: {}", r.stdout);
    }
    // A file that is JSON but not a list of cards imports nothing.
    let bad = dir.path().join("bad.json");
    std::fs::write(&bad, "{\"cards\": 3}").expect("write");
    let r = gunbai(&dir, &["cards", "import", &bad.display().to_string()], None);
    assert_eq!(r.code, 1);
    assert!(
        r.stderr.contains("not the Oracle of the Void's JSON")
            && r.stderr.contains("nothing was imported"),
        "{}",
        r.stderr
    );
}

#[test]
fn a_printed_stronghold_brings_its_clan_and_starting_honor_into_a_case() {
    let dir = TempDir::new().expect("temp dir");
    let r = gunbai(
        &dir,
        &["cards", "import", "fixtures/cardsdb/made-up-pregame.xml"],
        None,
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    let r = gunbai(&dir, &["run", "fixtures/cardsdb/stronghold-facts.gb"], None);
    assert_eq!(r.code, 0, "{}{}", r.stdout, r.stderr);
    for needle in [
        "Allen plays Crab: the stronghold The Testing Citadel of the Crab decides the clan  [setup.stronghold, clan.list]",
        "Allen's family honor starts at 4, the starting honor printed on The Testing Citadel of the Crab  [setup.family-honor]",
        "`proclaim` is only for a personality of Allen's own clan (Crab) (play.personality.own-clan)",
        "Hida Testaku is of Allen's own clan: its personal honor is added to family honor",
        "keep bows for 5 gold",
        "5 expectation(s) passed, 0 failed",
    ] {
        assert!(r.stdout.contains(needle), "{needle}: {}", r.stdout);
    }
}
