//! Cases that use imported cards: by name, over a built-in card of the same name, of a kind gunbai
//! does not play, replayed after a reimport; old card definitions; `show` and `search`.

use crate::cards::{all_steps, import, imported_store, now, script, session, SETUP};
use gunbai::cards;
use gunbai::engine::{CardDef, Event, Library};
use gunbai::i18n::Lang;
use gunbai::lang::ast::Stat;
use gunbai::session::{LineResult, SessionError};
use gunbai::store::Store;
use tempfile::TempDir;

#[test]
fn a_case_uses_the_imported_card_by_name() {
    let mut s = session(imported_store("made-up-v1.xml"));
    let r = script(
        &mut s,
        &format!(
            "{SETUP}enter Allen personality \"kitsu testuro\" as k\n\
             expect force k 2\nexpect chi k 3\nexpect ph k 2\n\
             enter Bob personality \"Kitsu Testuro - exp\" as kx\n\
             enter Bob follower \"Test Spearmen\" on kx\n\
             expect force kx 5\nexpect unit-force kx 5\n"
        ),
    );
    assert!(r.ok(), "{:?}", r.error);
    assert_eq!(r.expectations_passed, 5);
    let steps = all_steps(&r);
    assert!(
        steps.contains(
            "Kitsu Testuro is the printed card from the card database 2026-01-15, id TST001"
        ),
        "{steps}"
    );
    // The event carries the whole printed definition, as stored.
    let case = s.case().expect("the case").id;
    let rows = s
        .store()
        .expect("the store")
        .events(case)
        .expect("the rows");
    let third = Event::from_json(rows[2].version, &rows[2].payload).expect("an event");
    let Event::Enter { card, .. } = &third else {
        panic!("an enter event")
    };
    assert_eq!(card.traits, ["samurai", "shugenja", "unique", "lion"]);
    assert!(card.unique);
    assert_eq!(
        card.origin.as_deref(),
        Some("card database 2026-01-15, id TST001")
    );
}

#[test]
fn imported_names_are_offered_for_completion() {
    let s = session(imported_store("made-up-v1.xml"));
    let names = s.imported_card_names();
    assert_eq!(names.len(), 14);
    assert!(names.iter().any(|n| n == "Kitsu Testuro - exp"));
    assert!(session(Store::open_in_memory().expect("a store"))
        .imported_card_names()
        .is_empty());
}

#[test]
fn without_the_import_the_same_name_is_unknown() {
    let mut s = session(Store::open_in_memory().expect("a store"));
    let r = script(
        &mut s,
        &format!("{SETUP}enter Allen personality \"Kitsu Testuro\" as k\nexpect force k 2\n"),
    );
    // Entering with a typed kind defines a blank card: its force is 0, so the expectation fails.
    assert_eq!(r.expectations_failed, 1);
}

#[test]
fn an_imported_card_over_a_made_up_one_brings_its_printed_text() {
    let src = format!(
        "{SETUP}enter Allen personality \"Kitsu Testuro\" as k\n\
         hand Bob \"Kolat Assassin\"\nturn Bob battle\n\
         Bob plays kolat-assassin target k\npass all\nexpect alive k\n"
    );
    // Imported: the printed card, with no effect gunbai reads; its resolution quotes the text.
    let mut s = session(imported_store("made-up-v1.xml"));
    let r = script(&mut s, &src);
    assert!(r.ok(), "{:?}", r.error);
    let steps = all_steps(&r);
    assert!(
        steps.contains("Kolat Assassin has no effect gunbai can apply (Ninja / Battle: Target an opposing Personality & destroy it if its Chi is 2 or less.)"),
        "{steps}"
    );
    assert!(!steps.contains("made-up"), "{steps}");
    // Built-in: the made-up card destroys its target, and every step that brings it says it is
    // made up.
    let mut s = session(Store::open_in_memory().expect("a store"));
    let r = script(
        &mut s,
        // Not in the built-in library, Kitsu Testuro is typed with its chi: a personality of chi 0
        // would be destroyed as it enters.
        &src.replace("expect alive k", "expect dead k")
            .replace("turn Bob battle", "turn Bob action")
            .replace(
                "\"Kitsu Testuro\" as k",
                "\"Kitsu Testuro\" force 2 chi 3 as k",
            ),
    );
    assert!(r.ok(), "{:?}", r.error);
    let steps = all_steps(&r);
    assert_eq!(
        steps
            .matches("Kolat Assassin is a made-up card of gunbai's built-in library")
            .count(),
        2,
        "{steps}"
    );
}

#[test]
fn an_imported_card_over_a_printed_built_in_keeps_its_effects() {
    let lib = Library::embedded();
    let builtin = lib.get("Investigation").expect("built-in");
    assert!(!builtin.synthetic && !builtin.effects.is_empty());
    let store = imported_store("made-up-v1.xml");
    let merged = cards::imported_def(&store, "investigation", lib)
        .expect("look-up")
        .expect("found")
        .expect("playable");
    assert_eq!(merged.effects, builtin.effects);
    assert_eq!(merged.stat(Stat::Focus), 2, "the printed focus");
    assert_eq!(
        merged.text.as_deref(),
        Some("Reaction: After an opponent's action, cancel it.")
    );
    // A made-up built-in gives nothing.
    let kolat = cards::imported_def(&store, "Kolat Assassin", lib)
        .expect("look-up")
        .expect("found")
        .expect("playable");
    assert!(kolat.effects.is_empty() && kolat.target.is_none());
}

#[test]
fn an_imported_card_of_a_kind_gunbai_does_not_play_is_refused_plainly() {
    let mut s = session(imported_store("made-up-v1.xml"));
    s.new_case("t", now()).expect("a case");
    for line in ["players Allen Bob", "turn Allen action"] {
        let l = gunbai::lang::parse_line(line).expect("parses");
        s.execute(&l[0], now()).expect("runs");
    }
    let l = gunbai::lang::parse_line("Allen plays \"Test Sensei\"").expect("parses");
    let before = s.game().events().len();
    let err = s.execute(&l[0], now()).expect_err("refused");
    assert!(matches!(err, SessionError::NotPlayable(_)), "{err}");
    let msg = err.to_string();
    assert!(
        msg.contains("`Test Sensei` is a sensei card, a kind gunbai does not play"),
        "{msg}"
    );
    assert!(msg.contains("card \"Test Sensei\" KIND"), "{msg}");
    assert_eq!(s.game().events().len(), before, "nothing appended");
    let l = gunbai::lang::parse_line("hand Allen \"Test Sensei\"").expect("parses");
    let err = s.execute(&l[0], now()).expect_err("refused");
    assert!(matches!(err, SessionError::NotPlayable(_)), "{err}");
    // Typing the kind describes it anyway.
    let l = gunbai::lang::parse_line("hand Allen \"Test Sensei\" action").expect("parses");
    s.execute(&l[0], now()).expect("a described card");
    // A typo gets the nearest imported name.
    let l = gunbai::lang::parse_line("Allen plays \"Kitsu Testuri\"").expect("parses");
    let err = s.execute(&l[0], now()).expect_err("refused").to_string();
    assert!(err.contains("Kitsu Testuro"), "{err}");
}

#[test]
fn a_stored_case_replays_the_same_after_a_reimport() {
    let dir = TempDir::new().expect("temp dir");
    let path = dir.path().join("db.sqlite");
    let mut store = Store::open(&path).expect("a store");
    import(&mut store, "made-up-v1.xml").expect("imports");
    let mut s = session(store);
    let r = script(
        &mut s,
        &format!(
            "{SETUP}enter Allen personality \"Kitsu Testuro\" as k\n\
             enter Allen item \"Test Blade\" on k\nexpect force k 3\n"
        ),
    );
    assert!(r.ok(), "{:?}", r.error);
    let hash = s.game().state().hash();
    drop(s);
    let mut store = Store::open(&path).expect("reopens");
    let summary = import(&mut store, "made-up-v2.xml").expect("imports");
    assert_eq!(summary.summary.changed, 1, "Test Blade is now +2");
    let mut s = session(store);
    s.open_case("t").expect("opens");
    assert_eq!(s.game().state().hash(), hash, "the case replays the same");
    let check = gunbai::lang::parse_line("expect force k 3").expect("parses");
    assert!(matches!(
        s.execute(&check[0], now()).expect("checks"),
        LineResult::Expect { passed: true, .. }
    ));
    // A new blade is the new printing.
    for line in [
        "enter Allen personality \"Ashigaru Testhand\" as a",
        "enter Allen item \"Test Blade\" on a as b2",
        "expect force a 3",
    ] {
        let l = gunbai::lang::parse_line(line).expect("parses");
        let r = s.execute(&l[0], now()).expect("runs");
        if let LineResult::Expect { passed, message } = r {
            assert!(passed, "{message}");
        }
    }
}

#[test]
fn old_card_definitions_read_and_hash_as_before() {
    // A definition stored before `origin` existed has no such key, and one without an origin
    // writes none: old events replay to the same state hash.
    let json = r#"{"name":"Doji Hoturi","kind":"personality","stats":{"force":3}}"#;
    let def: CardDef = serde_json::from_str(json).expect("an old definition reads");
    assert_eq!(def.origin, None);
    assert!(!serde_json::to_string(&def)
        .expect("writes")
        .contains("origin"));
    let mut with = def.clone();
    with.origin = Some("card database 1, id A".into());
    let back: CardDef =
        serde_json::from_str(&serde_json::to_string(&with).expect("writes")).expect("reads");
    assert_eq!(back, with);
}

#[test]
fn show_and_search_find_imported_and_built_in_cards() {
    let store = imported_store("made-up-v1.xml");
    let lib = Library::embedded();
    let text = cards::cli::render(
        &cards::cli::find(&store, lib, "kitsu testuro").expect("found"),
        Lang::En,
    );
    for needle in [
        "Kitsu Testuro — personality, Lion (id TST001)",
        "force 2 · chi 3 · personal honor 2 · honor requirement 4 · gold cost 6",
        "Traits: Samurai • Shugenja • Unique",
        "Open: Bow Kitsu Testuro: gain 1 Honor.",
        "Printings: Test Edition, Test Edition Reprint",
        "Legal: Test Arc, Open",
        "imported card database made-up-v1.xml (version 2026-01-15",
    ] {
        assert!(text.contains(needle), "{text}\nshould hold {needle}");
    }
    // A made-up built-in card says so plainly.
    let strike = cards::cli::render(
        &cards::cli::find(&store, lib, "Strike").expect("found"),
        Lang::En,
    );
    assert!(strike.contains("MADE UP (synthetic)"), "{strike}");
    let printed = cards::cli::render(
        &cards::cli::find(&store, lib, "Iron Mine").expect("found"),
        Lang::En,
    );
    assert!(!printed.contains("MADE UP"), "{printed}");
    // A built-in card an imported one shadows is shown after it.
    let kolat = cards::cli::render(
        &cards::cli::find(&store, lib, "Kolat Assassin").expect("found"),
        Lang::En,
    );
    assert!(kolat.contains("id TST007") && kolat.contains("a case uses the imported"));
    // A unique beginning is enough; a shared one lists the names; a typo gets a suggestion.
    assert!(cards::cli::render(
        &cards::cli::find(&store, lib, "Testing Pa").expect("found"),
        Lang::En
    )
    .contains("Testing Palm"));
    let many = cards::cli::find(&store, lib, "Test").expect_err("ambiguous");
    assert!(many.to_string().contains("several cards start with `Test`"));
    let typo = cards::cli::find(&store, lib, "Kitsu Testuri").expect_err("unknown");
    assert!(
        typo.to_string().contains("did you mean \"Kitsu Testuro\""),
        "{typo}"
    );
    let not_playable = cards::cli::render(
        &cards::cli::find(&store, lib, "Test Sensei").expect("found"),
        Lang::En,
    );
    assert!(not_playable.contains("gunbai does not play sensei cards"));
    // In Japanese, the description's own words are Japanese; the card's printed words are not.
    let ja = cards::cli::render(
        &cards::cli::find(&store, lib, "kitsu testuro").expect("found"),
        Lang::Ja,
    );
    for needle in [
        "Kitsu Testuro — personality, Lion(ID TST001)",
        "戦闘力 2 · 血 3 · 個人の名誉 2",
        "特性: Samurai • Shugenja • Unique",
        "Open: Bow Kitsu Testuro: gain 1 Honor.",
        "収録: Test Edition、Test Edition Reprint",
        "出典: 取り込んだカード・データベース made-up-v1.xml の印刷されたカード(版 2026-01-15",
    ] {
        assert!(ja.contains(needle), "{ja}\nshould hold {needle}");
    }
    for english in [
        "Traits:",
        "Printings:",
        "Legal:",
        "Source:",
        "honor requirement",
    ] {
        assert!(!ja.contains(english), "{ja}\nholds {english}");
    }
    let strike_ja = cards::cli::render(
        &cards::cli::find(&store, lib, "Strike").expect("found"),
        Lang::Ja,
    );
    assert!(strike_ja.contains("架空のカード(合成)"), "{strike_ja}");

    let words = |w: &str| -> Vec<String> { w.split(' ').map(str::to_string).collect() };
    let (hits, total) =
        cards::cli::search(&store, lib, &words("samurai shugenja")).expect("search");
    let names: Vec<&str> = hits.iter().map(|h| h.name.as_str()).collect();
    assert!(names.contains(&"Kitsu Testuro") && names.contains(&"Kitsu Testuro - exp"));
    assert_eq!(total, 2);
    let (hits, _) = cards::cli::search(&store, lib, &words("destroy CHI")).expect("search");
    assert!(hits
        .iter()
        .any(|h| h.name == "Kolat Assassin" && h.source == "imported"));
    // `%` and `_` are themselves, not wildcards.
    let (hits, total) = cards::cli::search(&store, lib, &words("%")).expect("search");
    assert!(hits.is_empty() && total == 0);
}
