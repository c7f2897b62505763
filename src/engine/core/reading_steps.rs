//! Steps that state one of gunbai's readings: the step's own text, then the corpus's reading
//! (`reading.rs`), citing the rule the reading belongs to.

use crate::engine::core::out::Out;
use crate::msg::{Arg, Msg};
use crate::rules::RuleId;

impl Out {
    /// A step that is gunbai's reading of `id` alone, citing `cites` and `id`.
    pub(crate) fn reading(&mut self, id: RuleId, cites: &[RuleId]) {
        if self.quiet {
            return;
        }
        let all = with(cites, id);
        self.say(
            || crate::msg!("step-reading", reading = Arg::Reading(id)),
            &all,
        );
    }

    /// A step saying `msg`, then gunbai's reading of `id` in parentheses, citing `cites` (in
    /// that order) and `id` after them unless it is among them.
    pub(crate) fn say_reading(&mut self, msg: impl FnOnce() -> Msg, cites: &[RuleId], id: RuleId) {
        if self.quiet {
            return;
        }
        let all = with(cites, id);
        self.say(
            || {
                crate::msg!(
                    "step-with-reading",
                    text = msg(),
                    reading = Arg::Reading(id)
                )
            },
            &all,
        );
    }
}

/// `cites`, then `id` unless it is among them.
fn with(cites: &[RuleId], id: RuleId) -> Vec<RuleId> {
    let mut all = cites.to_vec();
    if !all.contains(&id) {
        all.push(id);
    }
    all
}
