//! What a line did.

use crate::engine::Step;
use crate::rules::RuleId;
use serde::Serialize;

/// What one command line did.
#[derive(Debug, Clone, Serialize)]
#[serde(tag = "result", rename_all = "kebab-case")]
pub enum LineResult {
    /// An event was appended (seq is its 1-based position in the case).
    Event {
        seq: u64,
        kind: String,
        steps: Vec<Step>,
    },
    /// An `expect` line was checked.
    Expect { passed: bool, message: String },
}

/// What one line did: the result of each command, in order, and what other writers had added
/// to the case since this session last read it (reloaded before the line ran).
#[derive(Debug, Clone, Default)]
pub struct LineOutcome {
    pub results: Vec<(String, LineResult)>,
    /// `[seq] author: line` of each event another writer appended meanwhile.
    pub others: Vec<String>,
    /// What `undo` or `redo` took back or put back, as lines of text.
    pub undone: Vec<String>,
    /// Rule ids of refusals checked by `expect rejects` in the line.
    pub rejects_cited: Vec<RuleId>,
}
