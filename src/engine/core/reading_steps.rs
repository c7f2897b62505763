//! Steps that state one of gunbai's readings: the step's own text, then the corpus's reading
//! (`reading.rs`), citing the rule the reading belongs to.

use crate::engine::core::out::Out;
use crate::engine::core::reading::Reading;
use crate::rules::RuleId;
use std::fmt::Display;

impl Out {
    /// A step that is gunbai's reading of `id` alone, citing `cites` and `id`.
    pub(crate) fn reading(&mut self, id: RuleId, cites: &[RuleId]) {
        self.say_reading("", cites, id);
    }

    /// A step saying `text`, then gunbai's reading of `id` in parentheses, citing `cites` (in
    /// that order) and `id` after them unless it is among them.
    pub(crate) fn say_reading(&mut self, text: impl Display, cites: &[RuleId], id: RuleId) {
        if self.quiet {
            return;
        }
        let mut all = cites.to_vec();
        if !all.contains(&id) {
            all.push(id);
        }
        let text = text.to_string();
        if text.is_empty() {
            self.say(Reading(id), &all);
        } else {
            self.say(format_args!("{text} ({})", Reading(id)), &all);
        }
    }
}
