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
    let corpus = rules::corpus();
    let (covered, uncovered): (Vec<String>, Vec<String>) = corpus
        .rules()
        .iter()
        .filter(|r| corpus.is_executable(r))
        .map(|r| r.id.clone())
        .partition(|id| cited.contains(id));
    Coverage {
        scenarios: SCENARIOS.len(),
        failing,
        covered,
        uncovered,
    }
}
