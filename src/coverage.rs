//! Which rule entries the scenarios in `fixtures/scenarios` exercise.

use crate::engine::Library;
use crate::rules;
use crate::session::{self, Session};
use chrono::{TimeZone, Utc};
use serde::Serialize;
use std::collections::BTreeSet;

include!(concat!(env!("OUT_DIR"), "/scenarios.rs"));

#[derive(Debug, Clone, Serialize)]
pub struct Coverage {
    pub scenarios: usize,
    /// Scenarios that did not run clean (a refused line or a failed expectation).
    pub failing: Vec<String>,
    pub covered: Vec<String>,
    /// Rulebook, reference and procedure entries no scenario exercises (flavour text excluded).
    pub uncovered: Vec<String>,
}

/// Runs one scenario in memory.
pub fn run_scenario(src: &str) -> session::ScriptReport {
    let mut s = Session::in_memory(Library::embedded());
    let fixed = Utc
        .timestamp_opt(0, 0)
        .single()
        .expect("the epoch is a valid time");
    session::run_script(&mut s, src, fixed, |_, _| {})
}

/// Runs every embedded scenario and compares what they cite with the executable corpus.
pub fn coverage() -> Coverage {
    let mut cited = BTreeSet::new();
    let mut failing = Vec::new();
    for (name, src) in SCENARIOS {
        let report = run_scenario(src);
        if !report.ok() {
            failing.push(name.to_string());
        }
        cited.extend(report.cited);
    }
    cited.extend(deck_rules());
    let corpus = rules::corpus();
    let (covered, uncovered): (Vec<String>, Vec<String>) = corpus
        .rules()
        .iter()
        .filter(|r| corpus.is_executable(r) && !r.flavour)
        .map(|r| r.id.to_string())
        .partition(|id| cited.contains(id));
    Coverage {
        scenarios: SCENARIOS.len(),
        failing,
        covered,
        uncovered,
    }
}

/// The rule ids the deck fixtures check: a violation counts when the fixture's own
/// `# expect: LINE KIND RULE` line names it and the check reports it on that line.
pub fn deck_rules() -> BTreeSet<String> {
    let lib = Library::embedded();
    let envs = crate::deck::Environments::embedded();
    let mut out = BTreeSet::new();
    for (_, text) in DECKS {
        let env = text
            .lines()
            .find_map(|l| l.strip_prefix("# environment:"))
            .and_then(|e| envs.get(e.trim()));
        let report = crate::deck::check(text, lib, env);
        // A legal deck of many kinds of card passes only if no limit beyond the rulebook's is imposed.
        if report.ok && text.lines().any(|l| l.trim() == "# expect: none") {
            out.insert(crate::rules::ids::SETUP_NO_OTHER_LIMITS.to_string());
        }
        for l in text.lines() {
            let Some(rest) = l.strip_prefix("# expect:") else {
                continue;
            };
            let words: Vec<&str> = rest.split_whitespace().collect();
            let (Some(line), Some(rule)) = (
                words.first().and_then(|w| w.parse::<usize>().ok()),
                words.last(),
            ) else {
                continue;
            };
            let found = report
                .violations
                .iter()
                .any(|v| v.line == Some(line) && v.rule.is_some_and(|r| r.as_str() == *rule));
            if found {
                out.insert(rule.to_string());
            }
        }
    }
    out
}
