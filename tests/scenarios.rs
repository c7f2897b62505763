//! The scenario files under fixtures/scenarios are the main tests: each runs in memory and every
//! `expect` line must hold. Sorted, data-driven, one check helper.

use gunbai::coverage::{run_scenario, SCENARIOS};
use gunbai::rules;
use std::path::PathBuf;

fn check(name: &str, src: &str) {
    let report = run_scenario(src);
    if let Some(e) = &report.error {
        panic!(
            "{name}: line {} `{}` stopped the run: {}",
            e.line, e.text, e.message
        );
    }
    let failed: Vec<String> = report
        .lines
        .iter()
        .filter_map(|l| match &l.result {
            gunbai::session::LineResult::Expect {
                passed: false,
                message,
            } => Some(format!("line {}: {message}", l.line)),
            _ => None,
        })
        .collect();
    assert!(
        failed.is_empty(),
        "{name}: {} expectation(s) failed:\n{}",
        failed.len(),
        failed.join("\n")
    );
    assert!(
        report.expectations_passed > 0,
        "{name}: a scenario must check something with `expect`"
    );
}

#[test]
fn every_scenario_passes() {
    assert!(SCENARIOS.len() >= 20, "the scenarios are embedded");
    let mut names: Vec<&str> = SCENARIOS.iter().map(|(n, _)| *n).collect();
    let sorted = {
        let mut s = names.clone();
        s.sort();
        s
    };
    assert_eq!(names, sorted, "scenarios run in file-name order");
    names.dedup();
    for (name, src) in SCENARIOS {
        check(name, src);
    }
}

#[test]
fn embedded_scenarios_match_the_files_on_disk() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("fixtures/scenarios");
    let mut on_disk: Vec<String> = std::fs::read_dir(&dir)
        .expect("fixtures/scenarios exists")
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().to_string())
        .filter(|n| n.ends_with(".gb"))
        .collect();
    on_disk.sort();
    let embedded: Vec<String> = SCENARIOS.iter().map(|(n, _)| n.to_string()).collect();
    assert_eq!(on_disk, embedded);
}

#[test]
fn a_wrong_expectation_fails_the_run() {
    let src = "players Allen Bob\nhonor Allen 10\nexpect honor Allen 11\nexpect honor Allen 10\n";
    let report = run_scenario(src);
    assert_eq!(report.expectations_failed, 1);
    assert_eq!(report.expectations_passed, 1);
    assert!(!report.ok());
}

#[test]
fn a_refused_line_stops_the_run_and_names_the_rule() {
    let src = "players Allen Bob Cindy\nturn Bob action\nBob plays \"Insult\" limited cost lose-honor 4 effect lose-honor Allen 1\nAllen reacts \"Investigation\"\nexpect honor Bob 1\n";
    let report = run_scenario(src);
    let e = report.error.expect("Allen's reaction is out of turn");
    assert_eq!(e.line, 4);
    assert_eq!(e.rule.as_deref(), Some("action.reaction.order"));
    assert!(e.message.contains("Cindy"), "{}", e.message);
}

#[test]
fn expect_rejects_fails_when_the_command_is_accepted() {
    let report = run_scenario("players Allen Bob\nexpect rejects honor Allen 3\n");
    assert_eq!(report.expectations_failed, 1);
}

#[test]
fn every_citation_the_scenarios_emit_is_in_the_corpus() {
    let corpus = rules::corpus();
    for (name, src) in SCENARIOS {
        for id in run_scenario(src).cited {
            assert!(
                corpus.get(&id).is_some(),
                "{name} cites `{id}`, which is not in rulings/"
            );
        }
    }
}

#[test]
fn the_named_rulebook_sections_are_covered() {
    // Slice 1: actions and reaction windows, the Imperial Favor, dishonor, destruction, samurai, victory.
    let cov = gunbai::coverage::coverage();
    assert!(
        cov.failing.is_empty(),
        "failing scenarios: {:?}",
        cov.failing
    );
    let must: Vec<&str> = rules::corpus()
        .rules()
        .iter()
        .map(|r| r.id.as_str())
        .filter(|id| {
            (id.starts_with("favor.")
                || id.starts_with("dishonor.")
                || id.starts_with("action.reaction")
                || *id == "trait.samurai")
                || [
                    "victory.honor",
                    "victory.military",
                    "victory.dishonor-loss",
                    "target.own-bowed",
                    "target.redirect",
                    "target.definition",
                ]
                .contains(id)
                || [
                    "action.fate-cards",
                    "action.resolve-fully",
                    "action.priority",
                    "action.limited",
                    "action.open",
                    "action.battle",
                ]
                .contains(id)
                || ["destroy.discard", "destroy.unit", "destroy.dead-kinds"].contains(id)
        })
        .collect();
    let missing: Vec<&&str> = must
        .iter()
        .filter(|id| !cov.covered.iter().any(|c| c == *id))
        .collect();
    assert!(missing.is_empty(), "no scenario exercises {missing:?}");
}

#[test]
fn replay_is_deterministic() {
    use gunbai::engine::Game;
    for (name, src) in SCENARIOS {
        let mut s = gunbai::session::Session::in_memory(gunbai::engine::Library::embedded());
        let epoch = chrono::DateTime::from_timestamp(0, 0).expect("epoch");
        gunbai::session::run_script(&mut s, src, epoch, |_, _| {});
        let events = s.game().events().to_vec();
        let again = Game::replay(events.clone());
        assert_eq!(
            again.state().hash(),
            s.game().state().hash(),
            "{name}: replay reaches the same state"
        );
        // Through the stored form too.
        let json: Vec<String> = events.iter().map(|e| e.to_json()).collect();
        let back: Vec<gunbai::engine::Event> = json
            .iter()
            .map(|j| {
                gunbai::engine::Event::from_json(gunbai::engine::EVENT_VERSION, j)
                    .expect("round trip")
            })
            .collect();
        assert_eq!(
            Game::replay(back).state().hash(),
            s.game().state().hash(),
            "{name}: JSON round trip"
        );
    }
}

#[test]
fn every_library_card_is_played_by_a_scenario() {
    // A card counts as played when a scenario line plays, reacts with, lays over or gifts it by
    // name, or, for a stronghold (never played), puts it out with `enter`.
    let lib = gunbai::engine::Library::embedded();
    let mut missing = Vec::new();
    for card in lib.cards() {
        let quoted = format!("\"{}\"", card.name.to_lowercase());
        let stronghold = card.kind == gunbai::lang::ast::CardKind::Stronghold;
        let played = SCENARIOS.iter().any(|(_, src)| {
            src.lines().any(|l| {
                let l = l.to_lowercase();
                let verb = l.contains(" plays ")
                    || l.contains(" reacts ")
                    || l.contains(" gifts ")
                    || (stronghold && l.starts_with("enter "));
                verb && !l.starts_with("expect") && l.contains(&quoted)
            })
        });
        if !played {
            missing.push(card.name.clone());
        }
    }
    assert!(
        missing.is_empty(),
        "library cards no scenario plays: {missing:?}"
    );
}

#[test]
fn the_sections_of_cards_in_play_are_covered() {
    // Slice 2: seed 000 from the setup to the end, and the spell and destruction rules of seed 003.
    let cov = gunbai::coverage::coverage();
    let prefixes = [
        "setup.",
        "bow.",
        "target.",
        "gold.",
        "attach.",
        "play.",
        "unique.",
        "experienced.",
        "token.",
        "trait.foo",
        "trait.abilities",
        "trait.game-terms",
        "trait.example",
        "clan.",
        "copy.",
        "spell.",
        "destroy.",
    ];
    let missing: Vec<&str> = rules::corpus()
        .rules()
        .iter()
        .filter(|r| {
            !r.flavour
                && rules::corpus().is_executable(r)
                && prefixes.iter().any(|p| r.id.starts_with(p))
        })
        .map(|r| r.id.as_str())
        .filter(|id| !cov.covered.iter().any(|c| c == id))
        .collect();
    assert!(
        missing.is_empty(),
        "no scenario or deck fixture exercises {missing:?}"
    );
}

#[test]
fn each_scenario_number_is_used_once() {
    let mut seen: std::collections::BTreeMap<&str, &str> = std::collections::BTreeMap::new();
    for (name, _) in SCENARIOS {
        let (number, _) = name
            .split_once('-')
            .unwrap_or_else(|| panic!("{name}: a scenario file is named NN-what-it-shows.gb"));
        assert!(
            !number.is_empty() && number.bytes().all(|b| b.is_ascii_digit()),
            "{name}: a scenario file is named NN-what-it-shows.gb"
        );
        if let Some(other) = seen.insert(number, name) {
            panic!("{other} and {name} both use the number {number}");
        }
    }
}
