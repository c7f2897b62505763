//! The fixture files are the main tests, one test each, named by its file: every scenario under
//! fixtures/scenarios runs in memory and every `expect` line must hold, its citations are in the
//! corpus and its events replay to the same state; every deck fixture under fixtures/decks
//! reports what its `# expect:` lines say. The checks across all files follow.
//!
//! A data-driven test target of its own (no libtest harness): `cargo test --test scenarios
//! 19-undo` runs the files whose name contains `19-undo`.

use gunbai::coverage::{run_scenario, SCENARIOS};
use gunbai::deck::{check as check_deck, Environments, ViolationKind, MIN_DECK};
use gunbai::engine::Library;
use gunbai::rules;
use libtest_mimic::{Arguments, Failed, Trial};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

fn main() {
    let args = Arguments::from_args();
    let mut trials = Vec::new();
    for path in files("fixtures/scenarios", "gb") {
        trials.push(Trial::test(relative(&path), move || {
            let src = std::fs::read_to_string(&path)?;
            check_scenario(&relative(&path), &src)
        }));
    }
    for path in files("fixtures/decks", "txt") {
        trials.push(Trial::test(relative(&path), move || {
            let text = std::fs::read_to_string(&path)?;
            check_deck_fixture(&text).map(|_| ())
        }));
    }
    let across: [(&str, fn()); 12] = [
        (
            "every_golden_file_has_its_scenario",
            every_golden_file_has_its_scenario,
        ),
        (
            "every_expect_rejects_names_the_rule_that_refuses",
            every_expect_rejects_names_the_rule_that_refuses,
        ),
        (
            "expect_rejects_names_the_rule_that_refuses",
            expect_rejects_names_the_rule_that_refuses,
        ),
        (
            "scenarios_are_embedded_in_file_name_order",
            scenarios_are_embedded_in_file_name_order,
        ),
        (
            "embedded_scenarios_match_the_files_on_disk",
            embedded_scenarios_match_the_files_on_disk,
        ),
        (
            "a_wrong_expectation_fails_the_run",
            a_wrong_expectation_fails_the_run,
        ),
        (
            "a_refused_line_stops_the_run_and_names_the_rule",
            a_refused_line_stops_the_run_and_names_the_rule,
        ),
        (
            "expect_rejects_fails_when_the_command_is_accepted",
            expect_rejects_fails_when_the_command_is_accepted,
        ),
        (
            "the_named_rulebook_sections_are_covered",
            the_named_rulebook_sections_are_covered,
        ),
        (
            "every_library_card_is_played_by_a_scenario",
            every_library_card_is_played_by_a_scenario,
        ),
        (
            "the_sections_of_cards_in_play_are_covered",
            the_sections_of_cards_in_play_are_covered,
        ),
        (
            "each_scenario_number_is_used_once",
            each_scenario_number_is_used_once,
        ),
    ];
    for (name, f) in across {
        trials.push(Trial::test(name, move || {
            f();
            Ok(())
        }));
    }
    trials.push(Trial::test(
        "deck_fixtures_show_every_kind_of_violation",
        || {
            deck_fixtures_show_every_kind_of_violation();
            Ok(())
        },
    ));
    libtest_mimic::run(&args, trials).exit();
}

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// The files of `dir` (under the checkout) ending in `.ext`, sorted.
fn files(dir: &str, ext: &str) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = std::fs::read_dir(Path::new(ROOT).join(dir))
        .unwrap_or_else(|e| panic!("{dir}: {e}"))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == ext))
        .collect();
    out.sort();
    out
}

/// A fixture's path from the checkout's root, as a test's name.
fn relative(path: &Path) -> String {
    path.strip_prefix(ROOT)
        .unwrap_or(path)
        .display()
        .to_string()
}

// ── One scenario file ────────────────────────────────────────────────────────────────────────

/// The scenario runs without a refusal, checks something and every `expect` holds; what it
/// cites is in the corpus; its events replay to the same state, directly and through their
/// stored JSON form.
fn check_scenario(name: &str, src: &str) -> Result<(), Failed> {
    let report = run_scenario(src);
    if let Some(e) = &report.error {
        return Err(format!(
            "{name}: line {} `{}` stopped the run: {}",
            e.line, e.text, e.message
        )
        .into());
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
    if !failed.is_empty() {
        return Err(format!(
            "{name}: {} expectation(s) failed:\n{}",
            failed.len(),
            failed.join("\n")
        )
        .into());
    }
    if report.expectations_passed == 0 {
        return Err(format!("{name}: a scenario must check something with `expect`").into());
    }
    check_golden(name, &report)?;
    let corpus = rules::corpus();
    if let Some(id) = report.cited.iter().find(|id| corpus.get(id).is_none()) {
        return Err(format!("{name} cites `{id}`, which is not in rulings/").into());
    }
    replays_the_same(name, src)
}

/// Where the golden file of the scenario `name` (`fixtures/scenarios/NN-what.gb`) is kept.
fn golden_path(name: &str) -> PathBuf {
    let stem = Path::new(name)
        .file_stem()
        .map(|s| s.to_string_lossy().to_string())
        .unwrap_or_else(|| name.to_string());
    Path::new(ROOT)
        .join("tests/golden")
        .join(format!("{stem}.txt"))
}

/// The scenario's run as its golden file keeps it: each line that did something, the steps of
/// its event with their citations, and the result of each `expect` (a refusal's wording and rule
/// included), so a change of wording or citation shows in review as a change of this file.
fn golden_text(report: &gunbai::session::ScriptReport) -> String {
    use gunbai::session::LineResult;
    let mut out = String::new();
    for l in &report.lines {
        match &l.result {
            LineResult::Event { steps, .. } => {
                out.push_str(&format!("[{}] {}\n", l.line, l.text));
                for step in steps {
                    let cites: Vec<&str> = step.citations.iter().map(|c| c.as_str()).collect();
                    out.push_str(&format!(
                        "  - {}  [{}]\n",
                        step.text(gunbai::i18n::Lang::En),
                        cites.join(", ")
                    ));
                }
            }
            LineResult::Expect { passed, message } => {
                let mark = if *passed { "ok" } else { "FAILED" };
                out.push_str(&format!("[{}] {}\n  {mark}: {message}\n", l.line, l.text));
            }
        }
    }
    out
}

/// The scenario's steps and citations are the ones its golden file keeps (written anew with
/// `GUNBAI_BLESS=1`).
fn check_golden(name: &str, report: &gunbai::session::ScriptReport) -> Result<(), Failed> {
    let path = golden_path(name);
    let got = golden_text(report);
    if std::env::var_os("GUNBAI_BLESS").is_some() {
        std::fs::create_dir_all(path.parent().ok_or("tests/golden")?)?;
        std::fs::write(&path, got.as_bytes())?;
        return Ok(());
    }
    let shown = path
        .strip_prefix(ROOT)
        .unwrap_or(&path)
        .display()
        .to_string();
    let want = std::fs::read_to_string(&path).map_err(|e| {
        format!(
            "{name}: no golden file {shown} ({e}): run `GUNBAI_BLESS=1 cargo test --test \
             scenarios` and review the file it writes"
        )
    })?;
    if got == want {
        return Ok(());
    }
    let got_lines: Vec<&str> = got.lines().collect();
    let want_lines: Vec<&str> = want.lines().collect();
    let at = got_lines
        .iter()
        .zip(&want_lines)
        .position(|(g, w)| g != w)
        .unwrap_or(got_lines.len().min(want_lines.len()));
    let show = |lines: &[&str]| {
        lines
            .iter()
            .skip(at.saturating_sub(1))
            .take(6)
            .copied()
            .collect::<Vec<_>>()
            .join("\n")
    };
    Err(format!(
        "{name}: its steps differ from {shown} at line {}:\n--- kept\n{}\n--- now\n{}\n\
         If the new steps are right, run `GUNBAI_BLESS=1 cargo test --test scenarios` and review \
         the golden files' diff.",
        at + 1,
        show(&want_lines),
        show(&got_lines),
    )
    .into())
}

/// Every golden file belongs to a scenario: one left behind by a renamed or removed scenario
/// would otherwise be kept and never checked.
fn every_golden_file_has_its_scenario() {
    let scenarios: BTreeSet<PathBuf> = SCENARIOS
        .iter()
        .map(|(n, _)| golden_path(&format!("fixtures/scenarios/{n}")))
        .collect();
    let orphans: Vec<String> = files("tests/golden", "txt")
        .into_iter()
        .filter(|p| !scenarios.contains(p))
        .map(|p| relative(&p))
        .collect();
    assert!(
        orphans.is_empty(),
        "golden files without a scenario (remove them): {orphans:?}"
    );
}

fn replays_the_same(name: &str, src: &str) -> Result<(), Failed> {
    use gunbai::engine::{Event, Game, EVENT_VERSION};
    let mut s = gunbai::session::Session::in_memory(Library::embedded());
    let epoch = chrono::DateTime::from_timestamp(0, 0).ok_or("the epoch")?;
    gunbai::session::run_script(&mut s, src, epoch, |_, _| {});
    let events = s.game().events().to_vec();
    let want = s.game().state().hash();
    if Game::replay(events.clone()).state().hash() != want {
        return Err(format!("{name}: a replay of its events reaches another state").into());
    }
    // Through the stored form too.
    let mut back = Vec::with_capacity(events.len());
    for e in &events {
        back.push(
            Event::from_json(EVENT_VERSION, &e.to_json())
                .map_err(|err| format!("{name}: an event does not read back: {err}"))?,
        );
    }
    if Game::replay(back).state().hash() != want {
        return Err(format!("{name}: its events read back from JSON reach another state").into());
    }
    Ok(())
}

// ── One deck fixture ────────────────────────────────────────────────────────────────────────

/// A violation as a fixture states it: its line, kind keyword and rule id.
type Expected = (Option<usize>, String, Option<String>);

/// One `# expect: LINE KIND RULE` line of a fixture (`-` for none), or `# expect: none`.
fn expectations(text: &str) -> Result<BTreeSet<Expected>, Failed> {
    let mut out = BTreeSet::new();
    for line in text.lines() {
        let Some(rest) = line.trim().strip_prefix("# expect:") else {
            continue;
        };
        let words: Vec<&str> = rest.split_whitespace().collect();
        if words == ["none"] {
            continue;
        }
        if words.len() != 3 {
            return Err(format!("malformed expectation `{line}`").into());
        }
        out.insert((
            words[0].parse().ok(),
            words[1].to_string(),
            (words[2] != "-").then(|| words[2].to_string()),
        ));
    }
    Ok(out)
}

/// The deck fixture reports exactly the violations its `# expect:` lines name (checked against
/// the environment its `# environment:` line names, if any); a legal one has full decks and one
/// stronghold. Returns the kinds of violation it showed.
fn check_deck_fixture(text: &str) -> Result<BTreeSet<ViolationKind>, Failed> {
    if !text.contains("# expect:") {
        return Err("the fixture states no expectation".into());
    }
    let env_id = text
        .lines()
        .find_map(|l| l.trim().strip_prefix("# environment:").map(str::trim));
    let env = match env_id {
        Some(id) => Some(
            Environments::embedded()
                .get(id)
                .ok_or_else(|| format!("the fixture names an unknown environment `{id}`"))?,
        ),
        None => None,
    };
    let report = check_deck(text, Library::embedded(), env);
    // A card that could not be checked is stated as `LINE unchecked -`.
    let got: BTreeSet<Expected> = report
        .violations
        .iter()
        .map(|v| {
            (
                v.line,
                v.kind.keyword().to_string(),
                v.rule.map(|r| r.to_string()),
            )
        })
        .chain(
            report
                .unchecked
                .iter()
                .map(|u| (Some(u.line), "unchecked".to_string(), None)),
        )
        .collect();
    let want = expectations(text)?;
    if got != want {
        return Err(format!("reported {got:?}\nexpected {want:?}").into());
    }
    if report.ok != got.is_empty() {
        return Err(format!("`ok` is {} with {} violation(s)", report.ok, got.len()).into());
    }
    if report.ok
        && (report.counts.dynasty < MIN_DECK
            || report.counts.fate < MIN_DECK
            || report.counts.stronghold != 1)
    {
        return Err(format!("a legal deck with {:?}", report.counts).into());
    }
    Ok(report.violations.iter().map(|v| v.kind).collect())
}

fn deck_fixtures_show_every_kind_of_violation() {
    let files = files("fixtures/decks", "txt");
    assert!(files.len() >= 10, "{files:?}");
    let mut kinds_seen = BTreeSet::new();
    let mut legal = 0;
    for f in &files {
        let text = std::fs::read_to_string(f).expect("a fixture is readable");
        let kinds = check_deck_fixture(&text)
            .unwrap_or_else(|e| panic!("{}: {}", f.display(), e.message().unwrap_or("")));
        if kinds.is_empty() {
            legal += 1;
        }
        kinds_seen.extend(kinds);
    }
    assert!(legal >= 1, "no legal deck among the fixtures");
    for kind in [
        ViolationKind::Syntax,
        ViolationKind::DeckSize,
        ViolationKind::Copies,
        ViolationKind::WrongDeck,
        ViolationKind::Stronghold,
        ViolationKind::Environment,
    ] {
        assert!(
            kinds_seen.contains(&kind),
            "no fixture shows a {} violation",
            kind.keyword()
        );
    }
}

// ── Across all the scenario files ─────────────────────────────────────────────────────────────

fn scenarios_are_embedded_in_file_name_order() {
    assert!(SCENARIOS.len() >= 20, "the scenarios are embedded");
    let names: Vec<&str> = SCENARIOS.iter().map(|(n, _)| *n).collect();
    let mut sorted = names.clone();
    sorted.sort();
    assert_eq!(names, sorted, "scenarios run in file-name order");
}

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

fn a_wrong_expectation_fails_the_run() {
    let src = "players Allen Bob\nhonor Allen 10\nexpect honor Allen 11\nexpect honor Allen 10\n";
    let report = run_scenario(src);
    assert_eq!(report.expectations_failed, 1);
    assert_eq!(report.expectations_passed, 1);
    assert!(!report.ok());
}

fn a_refused_line_stops_the_run_and_names_the_rule() {
    let src = "players Allen Bob Cindy\nturn Bob action\nBob plays \"Insult\" limited cost lose-honor 4 effect lose-honor Allen 1\nAllen reacts \"Investigation\"\nexpect honor Bob 1\n";
    let report = run_scenario(src);
    let e = report.error.expect("Allen's reaction is out of turn");
    assert_eq!(e.line, 4);
    assert_eq!(e.rule.as_deref(), Some("action.reaction.order"));
    assert!(e.message.contains("Cindy"), "{}", e.message);
}

fn expect_rejects_fails_when_the_command_is_accepted() {
    let report = run_scenario("players Allen Bob\nexpect rejects honor Allen 3\n");
    assert_eq!(report.expectations_failed, 1);
    let report = run_scenario("players Allen Bob\nexpect rejects proc.setup honor Allen 3\n");
    assert_eq!(report.expectations_failed, 1);
}

/// Every `expect rejects` of a scenario (and of a script on imported cards) names the rule it expects the command to be refused by,
/// or `unreadable` for a line no rule refuses, so a refusal for another reason (a typo, an
/// unknown name, another rule) fails the scenario instead of passing it.
fn every_expect_rejects_names_the_rule_that_refuses() {
    use gunbai::lang::ast::{Command, Expectation};
    let mut bare = Vec::new();
    let mut count = 0;
    // The scenarios, and the scripts that run on imported cards.
    let mut scripts: Vec<(String, String)> = SCENARIOS
        .iter()
        .map(|(n, s)| (n.to_string(), s.to_string()))
        .collect();
    for path in files("fixtures/cardsdb", "gb") {
        let src = std::fs::read_to_string(&path).expect("a script is readable");
        scripts.push((relative(&path), src));
    }
    for (name, src) in &scripts {
        for (i, text) in src.lines().enumerate() {
            let Ok(lines) = gunbai::lang::parse_line(text) else {
                continue;
            };
            for line in lines {
                if let Command::Expect(Expectation::Rejects { by, .. }) = &line.command {
                    count += 1;
                    if by.is_none() {
                        bare.push(format!("{name}:{}: {}", i + 1, line.text));
                    }
                }
            }
        }
    }
    assert!(count >= 150, "only {count} `expect rejects` lines found");
    assert!(
        bare.is_empty(),
        "`expect rejects` naming no rule (write the rule id the refusal should cite after \
         `rejects`, or `unreadable`):\n{}",
        bare.join("\n")
    );
}

/// A rule named after `rejects` must be the rule the refusal cites; `unreadable` passes only on
/// a refusal that cites none.
fn expect_rejects_names_the_rule_that_refuses() {
    let base = "players Allen Bob\nenter Allen personality \"Doji Yasuko\" force 2 chi 3 ph 2 as hoturi\nturn Allen action\n";
    let run = |line: &str| run_scenario(&format!("{base}{line}\n"));
    // Seating again is refused by gunbai's procedure.
    let ok = run("expect rejects proc.setup players Cindy Dan");
    assert_eq!((ok.expectations_passed, ok.expectations_failed), (1, 0));
    let wrong = run("expect rejects favor.petition players Cindy Dan");
    assert_eq!(
        (wrong.expectations_passed, wrong.expectations_failed),
        (0, 1)
    );
    let found = wrong
        .lines
        .iter()
        .find_map(|l| match &l.result {
            gunbai::session::LineResult::Expect { message, .. } => Some(message.to_string()),
            _ => None,
        })
        .unwrap_or_default();
    assert!(
        found.contains("favor.petition") && found.contains("proc.setup"),
        "{found}"
    );
    // A typo is unreadable, not refused by a rule.
    let typo = run("expect rejects unreadable bow kachiko");
    assert_eq!((typo.expectations_passed, typo.expectations_failed), (1, 0));
    let typo = run("expect rejects proc.adjust bow kachiko");
    assert_eq!((typo.expectations_passed, typo.expectations_failed), (0, 1));
    let ruled = run("expect rejects unreadable players Cindy Dan");
    assert_eq!(
        (ruled.expectations_passed, ruled.expectations_failed),
        (0, 1)
    );
    // An id not in the corpus stops the run as the line is read.
    let bad = run("expect rejects proc.setpu players Cindy Dan");
    assert!(bad.error.is_some());
}

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
