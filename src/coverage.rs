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

/// The state's hash over the scenarios' events (the engine runs no sessions, so the check sits
/// beside the scenarios).
#[cfg(test)]
mod state_hash_tests {
    use crate::engine::state::State;
    use crate::engine::{apply_quiet, Library};
    use crate::session::{self, Session};

    /// The non-card state written in three parts for its hash, the provinces kept between hashes,
    /// is the state written whole, byte for byte, after every event every scenario makes; and so
    /// is a state with every field the tail skips while empty set.
    #[test]
    fn the_state_written_in_parts_for_its_hash_is_the_state_written_whole() {
        let mut checked = 0;
        let mut provinces_changed = 0;
        for (name, src) in super::SCENARIOS {
            let mut s = Session::in_memory(Library::embedded());
            session::run_script(&mut s, src, chrono::DateTime::UNIX_EPOCH, |_, _| {});
            let mut state = State::default();
            for e in s.game().events() {
                let before = state.provinces.clone();
                apply_quiet(&mut state, e);
                provinces_changed += usize::from(before != state.provinces);
                let mut parts = Vec::new();
                assert_eq!(state.write_rest(&mut parts), Some(()), "{name}");
                assert_eq!(
                    String::from_utf8(parts),
                    String::from_utf8(state.rest_written_whole()),
                    "{name}"
                );
                checked += 1;
            }
        }
        assert!(checked > 500, "{checked} states");
        assert!(
            provinces_changed > 20,
            "{provinces_changed} changes of provinces"
        );
        let mut state = State {
            one_time_events: true,
            events_seen: vec!["A \"quoted\" event".into()],
            battle_uses: vec!["b/1".into()],
            ..State::default()
        };
        let mut parts = Vec::new();
        assert_eq!(state.write_rest(&mut parts), Some(()));
        assert_eq!(parts, state.rest_written_whole());
        state.one_time_events = false;
        parts.clear();
        assert_eq!(state.write_rest(&mut parts), Some(()));
        assert_eq!(parts, state.rest_written_whole());
    }
}
