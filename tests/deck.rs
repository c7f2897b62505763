//! The card library and `gunbai deck check`: through the library API, through the deck fixtures
//! (each states what it must report in `# expect:` lines; run one test per file by
//! tests/scenarios.rs), and through the real binary.

use gunbai::deck::{
    self, check, parse, EnvError, Environments, Section, ViolationKind, MAX_COPIES, MIN_DECK,
};
use gunbai::engine::Library;
use gunbai::lang::ast::{CardKind, Stat};
use gunbai::rules::{self, ids};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn lib() -> &'static Library {
    Library::embedded()
}

fn decks_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/decks")
}

fn fixture(name: &str) -> String {
    std::fs::read_to_string(decks_dir().join(name)).expect("the deck fixture exists")
}

// ── The card library ───────────────────────────────────────────────────────────────────────

#[test]
fn card_library_covers_every_kind_and_explains_every_card() {
    let lib = Library::load(Library::embedded_files()).expect("the embedded card library parses");
    for kind in CardKind::ALL {
        assert!(
            lib.cards().iter().any(|c| c.kind == kind),
            "no {} in the card library",
            kind.keyword()
        );
    }
    for c in lib.cards() {
        let note = c.note.as_deref().unwrap_or_default().trim();
        assert!(
            !c.synthetic || !note.is_empty(),
            "{} is synthetic and has no note saying why",
            c.name
        );
        assert!(
            !note.is_empty(),
            "{} has no note saying where it comes from",
            c.name
        );
        assert_eq!(
            c.unique,
            c.has_trait("unique"),
            "{}: the unique flag and the unique trait disagree",
            c.name
        );
        assert_eq!(
            c.experienced.is_some(),
            c.has_trait("experienced"),
            "{}: the experienced level and the experienced trait disagree",
            c.name
        );
        for t in &c.traits {
            assert_eq!(
                *t,
                t.to_lowercase(),
                "{}: trait `{t}` is not lower-case",
                c.name
            );
        }
    }
}

#[test]
fn card_library_has_every_card_the_rulebook_names() {
    let named = [
        ("Diamond Mine", CardKind::Holding),
        ("Medium Infantry", CardKind::Follower),
        ("Naginata", CardKind::Item),
        ("Ninja Shapeshifter", CardKind::Personality),
        ("Oath of Fealty", CardKind::Action),
        ("Ring of Air", CardKind::Ring),
        ("Isawa Tadaka", CardKind::Personality),
        ("Isawa Tadaka (Experienced)", CardKind::Personality),
        ("Togashi Mitsu", CardKind::Personality),
        ("Retired General", CardKind::Holding),
        ("Geisha Assassin", CardKind::Follower),
        ("Jade Bow", CardKind::Item),
        ("Wakizashi", CardKind::Item),
        ("Doom of the Crab", CardKind::Event),
        ("Acolyte Kaede", CardKind::Follower),
        ("Lieutenant Sukune", CardKind::Follower),
        ("Hida Sukune", CardKind::Personality),
        ("Test of Might", CardKind::Action),
        ("Biting Steel", CardKind::Spell),
        ("Doji Hoturi", CardKind::Personality),
        ("Light Cavalry", CardKind::Follower),
        ("Kolat Assassin", CardKind::Action),
        ("Investigation", CardKind::Action),
        ("Strike", CardKind::Action),
        ("Offering", CardKind::Action),
    ];
    for (name, kind) in named {
        let card = lib().get(name);
        assert_eq!(card.map(|c| c.kind), Some(kind), "{name}");
    }
    // Cards the reference file records are not marked synthetic; the ones it could not find are.
    for name in [
        "Diamond Mine",
        "Medium Infantry",
        "Naginata",
        "Ninja Shapeshifter",
    ] {
        assert_eq!(lib().get(name).map(|c| c.synthetic), Some(false), "{name}");
    }
    for name in [
        "Retired General",
        "Jade Bow",
        "Hida Sukune",
        "Test of Might",
    ] {
        assert_eq!(lib().get(name).map(|c| c.synthetic), Some(true), "{name}");
    }
    // Every clan of the seven has a stronghold and a plain personality.
    for clan in [
        "crab", "crane", "dragon", "lion", "phoenix", "scorpion", "unicorn",
    ] {
        for kind in [CardKind::Stronghold, CardKind::Personality] {
            assert!(
                lib()
                    .cards()
                    .iter()
                    .any(|c| c.kind == kind && c.has_trait(clan) && !c.unique),
                "no plain {clan} {}",
                kind.keyword()
            );
        }
    }
}

#[test]
fn card_numbers_follow_the_rulebook_and_the_reference() {
    let stat = |name: &str, s: Stat| lib().get(name).map(|c| c.stat(s));
    // The copy example: Mitsu 2F/2C with a +1C Wakizashi; the Shapeshifter 2F/2C with a
    // +1F/+2C Naginata.
    assert_eq!(stat("Togashi Mitsu", Stat::Force), Some(2));
    assert_eq!(stat("Togashi Mitsu", Stat::Chi), Some(2));
    assert_eq!(stat("Wakizashi", Stat::Chi), Some(1));
    assert_eq!(stat("Ninja Shapeshifter", Stat::Force), Some(2));
    assert_eq!(stat("Ninja Shapeshifter", Stat::Chi), Some(2));
    assert_eq!(stat("Naginata", Stat::Force), Some(1));
    assert_eq!(stat("Naginata", Stat::Chi), Some(2));
    // The gold example: Diamond Mine bows for 5 gold.
    assert_eq!(stat("Diamond Mine", Stat::GoldProduced), Some(5));
    // The scenarios' Hoturi.
    assert_eq!(stat("Doji Hoturi", Stat::Force), Some(3));
    assert_eq!(stat("Doji Hoturi", Stat::Chi), Some(4));
    assert_eq!(stat("Doji Hoturi", Stat::PersonalHonor), Some(3));
    assert_eq!(
        lib().get("Ninja Shapeshifter").map(|c| c.hr_dash),
        Some(true)
    );
    assert_eq!(
        lib()
            .get("Isawa Tadaka (Experienced)")
            .and_then(|c| c.experienced),
        Some(1)
    );
    assert_eq!(lib().get("Isawa Tadaka").and_then(|c| c.experienced), None);
}

// ── Environments ───────────────────────────────────────────────────────────────────────────

#[test]
fn embedded_environments_load() {
    let (file, text) = Environments::embedded_file();
    let envs = Environments::load(file, text).expect("the embedded environments parse");
    assert_eq!(envs.ids(), ["hidden-emperor", "extended-jade"]);
    assert_eq!(
        envs.get("Hidden-Emperor").map(|e| e.rule),
        Some(ids::OPTIONAL_HIDDEN_EMPEROR)
    );
    assert_eq!(
        envs.get("extended-jade").map(|e| e.rule),
        Some(ids::OPTIONAL_EXTENDED_JADE)
    );
    for env in envs.all() {
        assert!(rules::corpus().rule(env.rule).is_some(), "{}", env.rule);
        assert!(!env.cards.is_empty(), "{} lists no card", env.id);
        for name in &env.cards {
            let card = lib().get(name);
            assert!(card.is_some(), "{}: `{name}` is not in the library", env.id);
            assert_eq!(
                card.map(|c| c.synthetic),
                Some(false),
                "{}: `{name}` is a stand-in and cannot be known to be in a set",
                env.id
            );
        }
    }
}

#[test]
fn environment_errors_name_the_file() {
    let dup = "[[environment]]\nid = \"a\"\ntitle = \"A\"\nrule = \"optional.hidden-emperor\"\nsets = \"S\"\n\n[[environment]]\nid = \"A\"\ntitle = \"B\"\nrule = \"optional.hidden-emperor\"\nsets = \"S\"\n";
    assert!(matches!(
        Environments::load("envs.toml", dup),
        Err(EnvError::Duplicate { ref file, ref id }) if file == "envs.toml" && id == "A"
    ));
    let bad_rule =
        "[[environment]]\nid = \"a\"\ntitle = \"A\"\nrule = \"optional.nothing\"\nsets = \"S\"\n";
    let err = Environments::load("envs.toml", bad_rule).expect_err("an unknown rule id");
    assert!(matches!(err, EnvError::UnknownRule { .. }));
    assert!(err.to_string().starts_with("envs.toml: "), "{err}");
    let bad_field = "[[environment]]\nid = \"a\"\ntitle = \"A\"\nrule = \"optional.hidden-emperor\"\nsets = \"S\"\ncolour = 1\n";
    assert!(matches!(
        Environments::load("envs.toml", bad_field),
        Err(EnvError::Malformed { .. })
    ));
}

const CUSTOM_ENV: &str = r#"
[[environment]]
id = "tadaka-only"
title = "Test environment"
rule = "optional.extended-jade"
sets = "the test set"
kinds = ["personality"]
later_versions = true
cards = ["Isawa Tadaka (Experienced)", "Doji Hoturi"]

[[environment]]
id = "strict"
title = "Strict test environment"
rule = "optional.hidden-emperor"
sets = "the test set"
kinds = []
later_versions = false
cards = ["Isawa Tadaka (Experienced)"]
"#;

#[test]
fn a_later_version_on_the_list_allows_the_earlier_one() {
    let envs = Environments::load("custom.toml", CUSTOM_ENV).expect("the test environments parse");
    let loose = envs.get("tadaka-only").expect("defined above");
    let strict = envs.get("strict").expect("defined above");
    let card = |n: &str| lib().get(n).expect("a library card");
    assert!(loose.allows(card("Isawa Tadaka"), lib()));
    assert!(loose.allows(card("Isawa Tadaka (Experienced)"), lib()));
    assert!(!loose.allows(card("Hida Sukune"), lib()));
    // Only personalities are limited.
    assert!(loose.allows(card("Biting Steel"), lib()));
    assert!(!strict.allows(card("Isawa Tadaka"), lib()));
    assert!(!strict.allows(card("Biting Steel"), lib()));
    assert!(strict.allows(card("Isawa Tadaka (Experienced)"), lib()));
    assert_eq!(
        deck::base_name("Isawa Tadaka (Experienced)"),
        "Isawa Tadaka"
    );
    assert_eq!(deck::level(card("Isawa Tadaka (Experienced)")), 1);
    assert_eq!(deck::level(card("Isawa Tadaka")), 0);
}

#[test]
fn a_deck_can_pass_an_environment() {
    let envs = Environments::load("custom.toml", CUSTOM_ENV).expect("the test environments parse");
    let env = envs.get("tadaka-only");
    let text = fixture("legal-crane.txt").replace("3 Doji Courtier", "Isawa Tadaka");
    let report = check(&text, lib(), env);
    // The Crane personalities are not on the list; Tadaka and Hoturi are allowed.
    let refused: BTreeSet<String> = report
        .violations
        .iter()
        .filter_map(|v| v.card.clone())
        .collect();
    assert!(refused.contains("Kakita Duelist"), "{refused:?}");
    assert!(!refused.contains("Isawa Tadaka"), "{refused:?}");
    assert!(!refused.contains("Doji Hoturi"), "{refused:?}");
    assert!(report.violations.iter().all(
        |v| v.kind == ViolationKind::Environment && v.rule == Some(ids::OPTIONAL_EXTENDED_JADE)
    ));
    assert_eq!(report.environment.as_deref(), Some("tadaka-only"));
}

// ── Reading deck files ─────────────────────────────────────────────────────────────────────

#[test]
fn parse_reads_every_line_form() {
    let text = "\
# a comment
Stronghold:
crane clan stronghold
Dynasty deck (31):
3 Doji Courtier
3x Kakita Duelist
2 X Daidoji Guard   # inline comment
Diamond   Mine
\"Doji Hoturi\"
[FATE]
1 Strike
";
    let list = parse(text);
    assert!(list.problems.is_empty(), "{:?}", list.problems);
    let got: Vec<(usize, Section, u32, &str)> = list
        .entries
        .iter()
        .map(|e| (e.line, e.section, e.count, e.name.as_str()))
        .collect();
    assert_eq!(
        got,
        [
            (3, Section::Stronghold, 1, "crane clan stronghold"),
            (5, Section::Dynasty, 3, "Doji Courtier"),
            (6, Section::Dynasty, 3, "Kakita Duelist"),
            (7, Section::Dynasty, 2, "Daidoji Guard"),
            (8, Section::Dynasty, 1, "Diamond Mine"),
            (9, Section::Dynasty, 1, "Doji Hoturi"),
            (11, Section::Fate, 1, "Strike"),
        ]
    );
    assert_eq!(list.heading(Section::Dynasty), Some(4));
    assert_eq!(list.count(Section::Dynasty), 10);
}

#[test]
fn parse_reports_lines_it_cannot_read() {
    let text = "Strike\n[sideboard]\n[fate]\n0 Strike\n99999999999 Strike\n3x\nStrike\n";
    let list = parse(text);
    let lines: Vec<usize> = list.problems.iter().map(|p| p.line).collect();
    assert_eq!(lines, [1, 2, 4, 5, 6]);
    assert!(list.problems[1].message.en().contains("[sideboard]"));
    assert_eq!(list.entries.len(), 1);
    assert_eq!(list.entries[0].line, 7);
}

#[test]
fn check_never_panics_on_odd_input() {
    // A fixed pseudo-random walk over the characters the reader cares about.
    let alphabet: Vec<char> = "[]#x0123456789 :\n\"()aAé\tdynastyfatestrongholdDiamond Mine\r"
        .chars()
        .collect();
    let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
    for _ in 0..300 {
        let mut s = String::new();
        for _ in 0..120 {
            seed = seed
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            let ix = usize::try_from(seed >> 33).unwrap_or(0) % alphabet.len();
            s.push(alphabet[ix]);
        }
        let report = check(&s, lib(), None);
        assert_eq!(report.ok, report.violations.is_empty());
    }
    let empty = check("", lib(), None);
    assert!(!empty.ok);
    let kinds: BTreeSet<ViolationKind> = empty.violations.iter().map(|v| v.kind).collect();
    assert_eq!(
        kinds,
        BTreeSet::from([ViolationKind::DeckSize, ViolationKind::Stronghold])
    );
}

// ── Checking ───────────────────────────────────────────────────────────────────────────────

#[test]
fn copy_limits_cite_their_rule() {
    let limit = |n: &str| {
        let (max, rule, _, _) = deck::copy_limit(lib().get(n).expect("a library card"));
        (max, rule)
    };
    assert_eq!(limit("Medium Infantry"), (MAX_COPIES, ids::SETUP_DECKS));
    assert_eq!(limit("Doom of the Crab"), (1, ids::SETUP_ONE_COPY));
    assert_eq!(limit("Ring of Air"), (1, ids::SETUP_ONE_COPY));
    assert_eq!(limit("Hida Sukune"), (1, ids::UNIQUE_IN_PLAY));
    assert_eq!(
        limit("Isawa Tadaka (Experienced)"),
        (1, ids::EXPERIENCED_DECK_LIMIT)
    );
    assert_eq!(MIN_DECK, 30);
}

#[test]
fn every_kind_has_a_home_deck() {
    for kind in CardKind::ALL {
        let (home, rule, why) = deck::home_of(kind);
        assert!(rules::corpus().rule(rule).is_some(), "{rule}");
        assert!(!why.en().is_empty());
        let expected = match kind {
            CardKind::Stronghold => Section::Stronghold,
            CardKind::Personality | CardKind::Holding | CardKind::Event | CardKind::Region => {
                Section::Dynasty
            }
            _ => Section::Fate,
        };
        assert_eq!(home, expected, "{}", kind.keyword());
    }
}

#[test]
fn unknown_cards_get_the_nearest_name() {
    let text = fixture("legal-crane.txt").replace("3 Wakizashi", "3 wakizashy");
    let report = check(&text, lib(), None);
    assert!(report.violations.is_empty(), "{:?}", report.violations);
    assert_eq!(report.verdict(), "could not check");
    assert_eq!(report.unchecked.len(), 1);
    let u = &report.unchecked[0];
    assert_eq!(u.card, "wakizashy");
    assert_eq!(u.suggestion.as_deref(), Some("Wakizashi"));
    let table = deck::render_table("d.txt", &report, gunbai::i18n::Lang::En);
    assert!(table.contains("did you mean `Wakizashi`"), "{table}");
    assert!(table.contains("could not check 1 card"), "{table}");
    // Case does not matter for a known card.
    let text = fixture("legal-crane.txt").replace("3 Wakizashi", "3 WAKIZASHI");
    assert!(check(&text, lib(), None).ok);
}

#[test]
fn copies_on_several_lines_add_up() {
    let text =
        fixture("legal-crane.txt").replace("3 Wakizashi", "2 Wakizashi\n1 wakizashi\n1 Wakizashi");
    let report = check(&text, lib(), None);
    let v: Vec<_> = report
        .violations
        .iter()
        .map(|v| (v.kind, v.card.as_deref(), v.rule))
        .collect();
    assert_eq!(
        v,
        [(
            ViolationKind::Copies,
            Some("Wakizashi"),
            Some(ids::SETUP_DECKS)
        )]
    );
    assert!(report.violations[0].message.en().starts_with("4 copies"));
}

// The deck fixtures, each reporting what its `# expect:` lines say, are tests of their own in
// tests/scenarios.rs.

#[test]
fn the_table_names_line_rule_and_verdict() {
    let report = check(&fixture("illegal-copies.txt"), lib(), None);
    let table = deck::render_table("illegal-copies.txt", &report, gunbai::i18n::Lang::En);
    assert!(table.contains("setup.decks"), "{table}");
    assert!(table.contains("Naginata"), "{table}");
    assert!(table.contains("not legal: 2 violations"), "{table}");
    let legal = check(&fixture("legal-crane.txt"), lib(), None);
    let table = deck::render_table("legal-crane.txt", &legal, gunbai::i18n::Lang::En);
    assert!(table.contains("dynasty 33, fate 33"), "{table}");
    assert!(table.contains("legal: no violations"), "{table}");
}

// ── Through the binary ─────────────────────────────────────────────────────────────────────

fn gunbai(args: &[&str]) -> Output {
    let dir = tempfile::tempdir().expect("a temp dir");
    Command::new(env!("CARGO_BIN_EXE_gunbai"))
        .args(args)
        .current_dir(dir.path())
        .env_clear()
        .env("PATH", std::env::var_os("PATH").unwrap_or_default())
        .env("GUNBAI_DB", dir.path().join("test.sqlite"))
        .output()
        .expect("the gunbai binary runs")
}

fn fixture_path(name: &str) -> String {
    decks_dir().join(name).display().to_string()
}

#[test]
fn binary_legal_deck_exits_0() {
    let out = gunbai(&["deck", "check", &fixture_path("legal-crane.txt")]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}");
    assert!(stdout.contains("legal: no violations"), "{stdout}");
}

#[test]
fn binary_illegal_deck_exits_1_with_a_table() {
    let out = gunbai(&["deck", "check", &fixture_path("illegal-wrong-deck.txt")]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}");
    for want in [
        "Line",
        "Rule",
        "ref.dynasty.recruit",
        "play.event",
        "37",
        "not legal",
    ] {
        assert!(stdout.contains(want), "missing `{want}` in {stdout}");
    }
}

#[test]
fn binary_json_is_one_documented_object() {
    let out = gunbai(&[
        "deck",
        "check",
        &fixture_path("illegal-one-copy.txt"),
        "--json",
    ]);
    assert_eq!(out.status.code(), Some(1));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("stdout is JSON");
    assert_eq!(v["ok"], false);
    assert_eq!(v["environment"], serde_json::Value::Null);
    assert_eq!(v["counts"]["stronghold"], 1);
    assert_eq!(v["counts"]["dynasty"], 37);
    assert_eq!(v["counts"]["fate"], 34);
    let violations = v["violations"].as_array().expect("violations is an array");
    assert_eq!(violations.len(), 4);
    let first = &violations[0];
    assert_eq!(first["line"], 18);
    assert_eq!(first["section"], "dynasty");
    assert_eq!(first["card"], "Doji Hoturi");
    assert_eq!(first["kind"], "copies");
    assert_eq!(first["rule"], "unique.in-play");
    assert_eq!(first["reading"], false);
    assert!(first["message"]
        .as_str()
        .is_some_and(|m| m.contains("2 copies")));

    let out = gunbai(&["deck", "check", &fixture_path("legal-crane.txt"), "--json"]);
    assert_eq!(out.status.code(), Some(0));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("stdout is JSON");
    assert_eq!(v["ok"], true);
    assert_eq!(v["violations"].as_array().map(Vec::len), Some(0));
}

#[test]
fn binary_environment_option_checks_the_card_pool() {
    let out = gunbai(&[
        "deck",
        "check",
        &fixture_path("legal-crane.txt"),
        "--environment",
        "hidden-emperor",
    ]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}");
    assert!(stdout.contains("optional.hidden-emperor"), "{stdout}");
    assert!(stdout.contains("environment hidden-emperor"), "{stdout}");

    let out = gunbai(&[
        "deck",
        "check",
        &fixture_path("legal-crane.txt"),
        "--environment",
        "modern",
    ]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("unknown environment `modern`"), "{stderr}");
    assert!(stderr.contains("hidden-emperor, extended-jade"), "{stderr}");
}

#[test]
fn binary_unreadable_file_exits_2_and_names_it() {
    let out = gunbai(&["deck", "check", "/no/such/deck.txt"]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("cannot read the deck file /no/such/deck.txt"),
        "{stderr}"
    );
    assert!(out.stdout.is_empty());

    let dir = tempfile::tempdir().expect("a temp dir");
    let binary = dir.path().join("binary.txt");
    // Bytes that are not UTF-8 are read as Windows-1252, as Egg of P'an Ku on Windows writes.
    std::fs::write(&binary, b"[stronghold]\nAkodo\x92s Keep\n").expect("the temp dir is writable");
    let out = gunbai(&["deck", "check", &binary.display().to_string()]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("Akodo's Keep"), "{stdout}");
}
