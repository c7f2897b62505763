//! Card databases: reading the XML, importing it in one transaction, looking cards up, and cases
//! and decks that use imported cards. The fixtures in fixtures/cardsdb/ are made-up cards in the
//! layout of the real card database.

use chrono::{TimeZone, Utc};
use gunbai::cards::{self, ImportError, NotPlayable, ReadError};
use gunbai::engine::{CardDef, Event, Library};
use gunbai::lang::ast::{ActionKind, CardKind, Stat};
use gunbai::session::{run_script, LineResult, Session, SessionError};
use gunbai::store::Store;
use std::path::{Path, PathBuf};
use tempfile::TempDir;

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fixtures")
        .join(name)
}

fn bytes(name: &str) -> Vec<u8> {
    std::fs::read(fixture(&format!("cardsdb/{name}"))).expect("the fixture exists")
}

fn now() -> chrono::DateTime<Utc> {
    Utc.timestamp_opt(1_760_000_000, 0)
        .single()
        .expect("a valid time")
}

fn import(store: &mut Store, name: &str) -> Result<cards::Imported, ImportError> {
    cards::import(store, name, &bytes(name), now(), &mut |_, _, _| {})
}

fn imported_store(name: &str) -> Store {
    let mut store = Store::open_in_memory().expect("a store");
    import(&mut store, name).expect("the fixture imports");
    store
}

fn read(name: &str) -> cards::CardFile {
    let text = cards::xml::decode(&bytes(name)).expect("text");
    cards::read(&text, &mut |_, _| {}).expect("the fixture reads")
}

fn card<'a>(file: &'a cards::CardFile, name: &str) -> &'a cards::PrintedCard {
    file.cards
        .iter()
        .find(|c| c.name == name)
        .unwrap_or_else(|| panic!("{name} is in the fixture"))
}

fn def(name: &str) -> CardDef {
    let f = read("made-up-v1.xml");
    card(&f, name).to_def("test").expect("a kind gunbai plays")
}

#[test]
fn the_fixture_reads_every_field_of_the_layout() {
    let f = read("made-up-v1.xml");
    assert_eq!(f.version, "2026-01-15");
    assert_eq!(f.cards.len(), 14);
    let k = card(&f, "Kitsu Testuro");
    assert_eq!(k.id, "TST001");
    assert_eq!(k.kind, "personality");
    assert_eq!(k.editions, ["Test Edition", "Test Edition Reprint"]);
    assert_eq!(k.legal, ["Test Arc", "Open"]);
    assert_eq!(k.clans, ["Lion"]);
    assert_eq!(k.keywords, ["Samurai", "Shugenja", "Unique"]);
    assert_eq!(
        k.text(),
        "Samurai • Shugenja • Unique\nOpen: Bow Kitsu Testuro: gain 1 Honor."
    );
    // Unknown elements (rarity, image, flavor, artist) are ignored.
    assert_eq!(k.stats.len(), 5);
    // Text written as escaped HTML instead of CDATA reads the same way.
    let fest = card(&f, "Test Festival");
    assert_eq!(fest.keywords, ["Celebration"]);
    assert_eq!(fest.text(), "Celebration\nEach player gains 2 Honor.");
    // `&amp;` inside CDATA is the HTML's own entity.
    assert!(card(&f, "Kolat Assassin")
        .text()
        .contains("Personality & destroy"));
}

#[test]
fn imported_cards_become_engine_definitions() {
    let k = def("Kitsu Testuro");
    assert_eq!(k.kind, CardKind::Personality);
    assert_eq!(k.stat(Stat::Force), 2);
    assert_eq!(k.stat(Stat::Chi), 3);
    assert_eq!(k.stat(Stat::PersonalHonor), 2);
    assert_eq!(k.stat(Stat::HonorRequirement), 4);
    assert_eq!(k.stat(Stat::GoldCost), 6);
    assert!(k.unique);
    assert_eq!(k.traits, ["samurai", "shugenja", "unique", "lion"]);
    assert!(k.has_trait("shugenja") && k.has_trait("lion"));
    assert_eq!(k.experienced, None);
    assert!(!k.synthetic);
    assert_eq!(k.origin.as_deref(), Some("test"));

    let exp = def("Kitsu Testuro - exp");
    assert_eq!(exp.experienced, Some(1));
    assert!(!exp.traits.iter().any(|t| t.starts_with("experienced")));

    let peasant = def("Ashigaru Testhand");
    assert!(peasant.hr_dash);
    assert!(!peasant.stats.contains_key(&Stat::HonorRequirement));

    let spear = def("Test Spearmen");
    assert_eq!(spear.kind, CardKind::Follower);
    assert!(
        spear.personal_bonus,
        "+2 force is a bonus to the personality"
    );
    assert_eq!(spear.stat(Stat::Force), 2);
    assert_eq!(spear.stat(Stat::Focus), 1);

    let keep = def("The Testing Keep");
    assert_eq!(keep.kind, CardKind::Stronghold);
    assert_eq!(keep.stat(Stat::ProvinceStrength), 7);
    assert_eq!(keep.stat(Stat::GoldProduced), 5);
    assert_eq!(keep.stat(Stat::StartingHonor), 5);
    assert_eq!(keep.action, None, "a stronghold's Limited: is an ability");

    assert_eq!(def("Kolat Assassin").kind, CardKind::Action);
    assert_eq!(def("Kolat Assassin").action, Some(ActionKind::Battle));
    assert_eq!(def("Investigation").action, Some(ActionKind::Reaction));
    assert_eq!(def("Testing Palm").kind, CardKind::Kiho);
    assert_eq!(def("Test Festival").kind, CardKind::Event);
    assert_eq!(def("Test Plains").kind, CardKind::Region);
    assert_eq!(def("Test Winds").kind, CardKind::Spell);
    assert_eq!(def("Test Blade").kind, CardKind::Item);
    assert!(!def("Test Blade").personal_bonus);
    assert_eq!(def("Testing Mine").stat(Stat::GoldProduced), 2);

    let f = read("made-up-v1.xml");
    let sensei = card(&f, "Test Sensei").to_def("test");
    assert!(matches!(sensei, Err(NotPlayable { ref kind, .. }) if kind == "sensei"));
}

#[test]
fn import_adds_then_reimport_reports_added_changed_unchanged() {
    let mut store = Store::open_in_memory().expect("a store");
    let first = import(&mut store, "made-up-v1.xml").expect("imports");
    assert_eq!(first.version, "2026-01-15");
    assert_eq!(
        (first.cards, first.summary.added, first.summary.changed),
        (14, 14, 0)
    );
    let second = import(&mut store, "made-up-v2.xml").expect("imports");
    assert_eq!(second.cards, 15);
    assert_eq!(
        (
            second.summary.added,
            second.summary.changed,
            second.summary.unchanged,
            second.summary.kept
        ),
        (1, 1, 13, 0)
    );
    let again = import(&mut store, "made-up-v2.xml").expect("imports");
    assert_eq!(
        (
            again.summary.added,
            again.summary.changed,
            again.summary.unchanged
        ),
        (0, 0, 15)
    );
    // The changed card is the new one, and says which file it came from.
    let blade = store.cards_named("test blade").expect("look-up");
    assert_eq!(blade.len(), 1);
    let printed = cards::printed(&blade[0]).expect("reads back");
    assert_eq!(printed.stats.get("force").map(String::as_str), Some("+2"));
    assert_eq!(blade[0].import.version, "2026-02-01");
    assert_eq!(store.card_count().expect("count"), 15);
    assert_eq!(store.card_imports().expect("imports").len(), 3);
    // A smaller file keeps the cards it does not hold.
    let pool = import(&mut store, "made-up-deck-pool.xml").expect("imports");
    assert_eq!(pool.summary.added, 24);
    assert_eq!(
        pool.summary.kept, 15,
        "cards are matched by id, not by name"
    );
}

#[test]
fn broken_files_import_nothing_and_say_where() {
    let cases: &[(&str, &[&str])] = &[
        (
            "broken-xml.xml",
            &["line 11", "card id BRK002", "XML is broken"],
        ),
        (
            "broken-number.xml",
            &[
                "line 9",
                "card `Wordy Testuro` (id BRK002)",
                "<force> is `three`",
            ],
        ),
        (
            "not-a-card-database.xml",
            &["line 3", "not a card database", "<deck>"],
        ),
        (
            "broken-duplicate-id.xml",
            &["line 5", "DUP001", "first at line 4"],
        ),
    ];
    for (file, needles) in cases {
        // On top of a good import: the earlier cards stay exactly as they were.
        let mut store = imported_store("made-up-v1.xml");
        let err = import(&mut store, file).expect_err("a broken file is refused");
        let msg = err.to_string();
        for n in *needles {
            assert!(msg.contains(n), "{file}: `{msg}` should say {n}");
        }
        assert!(msg.contains("nothing was imported"), "{msg}");
        assert_eq!(store.card_count().expect("count"), 14, "{file}");
        assert_eq!(store.card_imports().expect("imports").len(), 1, "{file}");
    }
}

#[test]
fn odd_inputs_are_refused_without_panicking() {
    let cases: &[(&str, &str)] = &[
        ("", "no XML element"),
        ("plain text, not XML", "no XML element"),
        ("<cards version=\"1\"></cards>", "holds no <card>"),
        (
            "<cards version=\"1\"><card id=\"A\" type=\"holding\"><cost>1</cost></card></cards>",
            "has no <name>",
        ),
        (
            "<cards version=\"1\"><card type=\"holding\"><name>N</name></card></cards>",
            "has no id",
        ),
        (
            "<cards version=\"1\"><card id=\"A\" type=\"holding\"><name>N</name>",
            "cut short",
        ),
        ("<html><body>hello</body></html>", "not a card database"),
        (
            "<cards version=\"1\"><card id=\"A\" type=\"personality\"><name>N</name><chi>1.5</chi></card></cards>",
            "<chi> is `1.5`",
        ),
    ];
    for (text, needle) in cases {
        let err = cards::read(text, &mut |_, _| {}).expect_err("refused");
        assert!(
            err.to_string().contains(needle),
            "{text:?}: `{err}` should say {needle}"
        );
    }
    assert!(matches!(
        cards::xml::decode(b"<cards>\n\xff\xfe</cards>"),
        Err(ReadError::NotText { line: 2 })
    ));
    // Declared Latin-1 is read as such.
    let latin = cards::xml::decode(
        b"<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><cards version=\"1\"><card id=\"A\" type=\"holding\"><name>Caf\xe9</name></card></cards>",
    )
    .expect("latin-1");
    let f = cards::read(&latin, &mut |_, _| {}).expect("reads");
    assert_eq!(f.cards[0].name, "Café");
    // Variable values are printed values, not errors.
    let f = cards::read(
        "<cards version=\"1\"><card id=\"A\" type=\"personality\"><name>N</name><force>X</force><chi>*</chi></card></cards>",
        &mut |_, _| {},
    )
    .expect("reads");
    assert!(f.cards[0].numbers().is_empty());
}

fn session(store: Store) -> Session {
    Session::with_store(store, Library::embedded(), "judge")
}

fn script(session: &mut Session, src: &str) -> gunbai::session::ScriptReport {
    session.new_case("t", now()).expect("a case");
    run_script(session, src, now(), |_, _| {})
}

fn all_steps(report: &gunbai::session::ScriptReport) -> String {
    let mut out = String::new();
    for l in &report.lines {
        if let LineResult::Event { steps, .. } = &l.result {
            for s in steps {
                out.push_str(&s.text);
                out.push('\n');
            }
        }
    }
    out
}

const SETUP: &str = "players Allen Bob\nturn Allen action\n";

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
    let text = cards::cli::render(&cards::cli::find(&store, lib, "kitsu testuro").expect("found"));
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
    let strike = cards::cli::render(&cards::cli::find(&store, lib, "Strike").expect("found"));
    assert!(strike.contains("MADE UP (synthetic)"), "{strike}");
    let printed = cards::cli::render(&cards::cli::find(&store, lib, "Iron Mine").expect("found"));
    assert!(!printed.contains("MADE UP"), "{printed}");
    // A built-in card an imported one shadows is shown after it.
    let kolat =
        cards::cli::render(&cards::cli::find(&store, lib, "Kolat Assassin").expect("found"));
    assert!(kolat.contains("id TST007") && kolat.contains("a case uses the imported"));
    // A unique beginning is enough; a shared one lists the names; a typo gets a suggestion.
    assert!(
        cards::cli::render(&cards::cli::find(&store, lib, "Testing Pa").expect("found"))
            .contains("Testing Palm")
    );
    let many = cards::cli::find(&store, lib, "Test").expect_err("ambiguous");
    assert!(many.to_string().contains("several cards start with `Test`"));
    let typo = cards::cli::find(&store, lib, "Kitsu Testuri").expect_err("unknown");
    assert!(
        typo.to_string().contains("did you mean \"Kitsu Testuro\""),
        "{typo}"
    );
    let not_playable =
        cards::cli::render(&cards::cli::find(&store, lib, "Test Sensei").expect("found"));
    assert!(not_playable.contains("gunbai does not play sensei cards"));

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
            (Some(31), "unknown-card", None),
        ]
    );
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
    assert_eq!(r.code, 1, "the cards are unknown without the import");
    assert!(!dir.path().join("db.sqlite").exists());

    let r = gunbai(
        &dir,
        &["cards", "import", "fixtures/cardsdb/broken-number.xml"],
        None,
    );
    assert_eq!(r.code, 1);
    assert!(
        r.stderr
            .contains("line 9, card `Wordy Testuro` (id BRK002)")
            && r.stderr.contains("nothing was imported"),
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
