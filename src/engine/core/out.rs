//! What the rules made of one event: [`Step`]s, each citing rule ids, gathered by [`Out`].

use crate::rules::ids::RuleId;
use serde::Serialize;

/// One explained resolution step.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Step {
    pub text: String,
    pub citations: Vec<RuleId>,
}

/// Collects the steps of one event.
pub(crate) struct Out {
    pub(crate) steps: Vec<Step>,
    /// Replaying with the explanations thrown away: the text is never formatted.
    pub(crate) quiet: bool,
    /// A number that grows would have left its range (say, family honor past 2147483647); it
    /// was held at its limit. `decide` refuses a command whose event would do this.
    pub(crate) overflow: Option<String>,
}

impl Out {
    /// An `Out` that keeps no steps: for replays and for working out what an event would do.
    pub(crate) fn sink() -> Out {
        Out {
            steps: Vec::new(),
            quiet: true,
            overflow: None,
        }
    }

    /// Records that a number left its range.
    pub(crate) fn overflowed(&mut self, what: impl FnOnce() -> String) {
        if self.overflow.is_none() {
            self.overflow = Some(what());
        }
    }

    pub(crate) fn say(&mut self, text: impl std::fmt::Display, cites: &[RuleId]) {
        if self.quiet {
            return;
        }
        self.steps.push(Step {
            text: text.to_string(),
            citations: cites.to_vec(),
        });
    }
}
