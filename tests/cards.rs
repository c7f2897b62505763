//! Card databases: reading the XML, importing it in one transaction, looking cards up, and cases
//! and decks that use imported cards. The fixtures in fixtures/cardsdb/ are made-up cards in the
//! layout of the real card database. Here: reading and importing, and the helpers the card tests
//! share; `cards_cases` holds cases on imported cards, `cards_cli` the command line and decks.

use chrono::{TimeZone, Utc};
use gunbai::cards::{self, ImportError, NotPlayable, ReadError};
use gunbai::engine::{CardDef, Library};
use gunbai::lang::ast::{ActionKind, CardKind, Stat};
use gunbai::session::{run_script, LineResult, Session};
use gunbai::store::Store;
use std::path::{Path, PathBuf};

pub fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fixtures")
        .join(name)
}

pub fn bytes(name: &str) -> Vec<u8> {
    std::fs::read(fixture(&format!("cardsdb/{name}"))).expect("the fixture exists")
}

pub fn now() -> chrono::DateTime<Utc> {
    Utc.timestamp_opt(1_760_000_000, 0)
        .single()
        .expect("a valid time")
}

pub fn import(store: &mut Store, name: &str) -> Result<cards::Imported, ImportError> {
    cards::import(store, name, &bytes(name), now(), &mut |_, _, _| {})
}

pub fn imported_store(name: &str) -> Store {
    let mut store = Store::open_in_memory().expect("a store");
    import(&mut store, name).expect("the fixture imports");
    store
}

pub fn read(name: &str) -> cards::CardFile {
    let text = cards::xml::decode(&bytes(name)).expect("text");
    cards::read(&text, &mut |_, _| {}).expect("the fixture reads")
}

pub fn card<'a>(file: &'a cards::CardFile, name: &str) -> &'a cards::PrintedCard {
    file.cards
        .iter()
        .find(|c| c.name == name)
        .unwrap_or_else(|| panic!("{name} is in the fixture"))
}

pub fn def(name: &str) -> CardDef {
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
            "not-a-card-database.xml",
            &["line 3", "not a card database", "<deck>"],
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
            "<cards version=\"1\"><card id=\"A\" type=\"holding\"><name>N</name>",
            "cut short",
        ),
        ("<html><body>hello</body></html>", "not a card database"),
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
    assert!(matches!(
        cards::xml::decode(b"<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<cards>\xe9</cards>"),
        Err(ReadError::NotDeclared { line: 2, .. })
    ));
    assert!(matches!(
        cards::xml::decode(b"<?xml version=\"1.0\" encoding=\"Shift_JIS\"?><cards/>"),
        Err(ReadError::Encoding { .. })
    ));
    // Declared Latin-1 is read as such.
    let latin = cards::xml::decode(
        b"<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><cards version=\"1\"><card id=\"A\" type=\"holding\"><name>Caf\xe9</name></card></cards>",
    )
    .expect("latin-1");
    let f = cards::read(&latin, &mut |_, _| {}).expect("reads");
    assert_eq!(f.cards[0].name, "Café");
    // Variable values are printed values, not errors; a value gunbai cannot use is kept.
    let f = cards::read(
        "<cards version=\"1\"><card id=\"A\" type=\"personality\"><name>N</name><force>X</force><chi>*</chi><cost>1.5</cost></card></cards>",
        &mut |_, _| {},
    )
    .expect("reads");
    assert!(f.cards[0].numbers().is_empty());
    assert_eq!(f.cards[0].kept_as_printed(), ["chi *", "gold cost 1.5"]);
    // A card without a name or an id is skipped with a note; the others are read.
    let f = cards::read(
        "<cards version=\"1\"><card id=\"A\" type=\"holding\"><cost>1</cost></card><card type=\"holding\"><name>N</name></card><card id=\"C\" type=\"holding\"><name>M</name></card></cards>",
        &mut |_, _| {},
    )
    .expect("reads");
    assert_eq!(f.cards.len(), 1);
    assert_eq!(f.notes.len(), 2);
    assert!(f.notes[0].what.contains("no <name>"), "{:?}", f.notes);
    assert!(f.notes[1].what.contains("no id"), "{:?}", f.notes);
}

#[test]
fn odd_values_are_kept_as_printed_and_named_in_the_report() {
    let mut store = Store::open_in_memory().expect("a store");
    let imported =
        import(&mut store, "odd-values.xml").expect("one odd card never refuses the file");
    assert_eq!(imported.cards, 8);
    let kept: Vec<String> = imported
        .kept_as_printed
        .iter()
        .map(|k| format!("{}: {}", k.name, k.values.join(", ")))
        .collect();
    assert_eq!(
        kept,
        [
            "Mantle of the Test Champion: force +*",
            "Borrowed Testament: gold cost *",
            "Starred Test Mine: gold cost 5*, gold production 1*",
            "Test Sensei of Patience: gold production +1, province strength -1, starting family honor +2",
            "Test Sensei of Haste: starting family honor -2",
        ]
    );
    let notes: Vec<String> = imported
        .notes
        .iter()
        .map(|n| format!("{} {}", n.card, n.what))
        .collect();
    assert_eq!(notes.len(), 3, "{notes:?}");
    assert!(notes[0].contains("encrypted-personality") && notes[0].contains("skipped"));
    assert!(notes[1].contains("ODD008") && notes[1].contains("no <name>"));
    assert!(notes[2].contains("replaces it"), "{notes:?}");
    let f = read("odd-values.xml");
    // The later card of an id replaces the earlier.
    assert_eq!(card(&f, "Test Spearmen, Reprinted").stats["force"], "+2");
    // Text symbols stay readable, and `&8226;` is a bullet.
    let mine = card(&f, "Starred Test Mine");
    assert_eq!(mine.keywords, ["Mine", "Farm"]);
    assert_eq!(mine.text(), "Mine • Farm\n[BOW]: Produce Gold.");
    assert!(card(&f, "Borrowed Testament")
        .text()
        .contains("[PAY2]: Gain the [FAVOR]. [CHAMPION] [AIR]"));
    // The stronghold's own numbers are numbers, a negative starting honor too.
    let keep = card(&f, "The Testing Bastion");
    assert!(keep.as_printed.is_empty());
    assert_eq!(keep.rulings.len(), 2);
    assert_eq!(keep.numbers().get(&Stat::StartingHonor), Some(&-1));
    // A kept value is no number, and the card brought into a case says so.
    let mantle = card(&f, "Mantle of the Test Champion");
    assert_eq!(mantle.numbers().get(&Stat::Force), None);
    let def = mantle.to_def("test").expect("an item");
    assert!(
        def.origin
            .as_deref()
            .unwrap_or("")
            .contains("kept as printed, not used: force +*"),
        "{:?}",
        def.origin
    );
    // A typographic apostrophe in a name is typed plain.
    assert!(f.cards.iter().any(|c| c.name == "Akodo's Test Heir"));
}

#[test]
fn encodings_follow_the_declaration() {
    let f = read("windows-1252.xml");
    let c = &f.cards[0];
    assert_eq!(c.name, "Akodo's Test Heir");
    assert_eq!(c.keywords, ["Lion Clan", "Samurai"]);
    assert!(c.text().contains("Café “quoted”."), "{}", c.text());
    let err = cards::xml::decode(&bytes("undeclared-8bit.xml")).expect_err("refused");
    assert!(
        err.to_string().contains("line 4") && err.to_string().contains("names no encoding"),
        "{err}"
    );
}

#[test]
fn keywords_are_read_from_every_layout_of_the_keyword_line() {
    let f = read("keyword-layouts.xml");
    let kw = |n: &str| card(&f, n).keywords.join(" | ");
    assert_eq!(
        kw("Bold Testuro"),
        "Crane Clan | Samurai | Duelist | Unique"
    );
    assert_eq!(
        kw("Plainbold Testuro"),
        "Crab Clan | Magistrate | Samurai | Duelist | Unique"
    );
    assert_eq!(
        kw("Secondline Testuro - exp2"),
        "Crane Clan | Courtier | Experienced 2 | Unique"
    );
    assert_eq!(kw("Plain Test Temple"), "Temple | Unique");
    let level = |n: &str| card(&f, n).to_def("t").expect("plays").experienced;
    assert_eq!(level("Secondline Testuro - exp2"), Some(2));
    assert_eq!(level("Doji Testoru - exp"), Some(1));
    assert_eq!(level("Doji Testoru - exp 3"), Some(3));
    assert_eq!(level("Hida Testaro - exp3.5"), Some(3));
    assert_eq!(level("Yoritomo Testu - expCoM"), Some(1));
    assert_eq!(level("Doji Testoru - inexp"), None);
    for c in &f.cards {
        if c.kind == "personality" {
            assert!(c.to_def("t").expect("plays").unique, "{} is unique", c.name);
        }
    }
}

pub fn session(store: Store) -> Session {
    Session::with_store(store, Library::embedded(), "judge")
}

pub fn script(session: &mut Session, src: &str) -> gunbai::session::ScriptReport {
    session.new_case("t", now()).expect("a case");
    run_script(session, src, now(), |_, _| {})
}

pub fn all_steps(report: &gunbai::session::ScriptReport) -> String {
    let mut out = String::new();
    for l in &report.lines {
        if let LineResult::Event { steps, .. } = &l.result {
            for s in steps {
                out.push_str(&s.text(gunbai::i18n::Lang::En));
                out.push('\n');
            }
        }
    }
    out
}

pub const SETUP: &str = "players Allen Bob\nturn Allen action\n";
