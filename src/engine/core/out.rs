//! What the rules made of one event: [`Step`]s, each citing rule ids, gathered by [`Out`].
//!
//! A step holds a [`Msg`] (a message id and its typed arguments), never finished words: the
//! edges render it in the judge's language (`Step::text`). A new step is written with
//! `out.say(|| msg!("step-retracted", seq = seq), &[ids::PROC_UNDO])`, its message added to both
//! catalogues (`locales/en/`, `locales/ja/`). There is no other way to say a step.

use crate::i18n::Lang;
use crate::msg::Msg;
use crate::rules::ids::RuleId;
use serde::ser::SerializeStruct;
use serde::Serialize;

/// One explained resolution step. Steps are derived from the events whenever an event is folded
/// with its explanation; they are never stored, and no hash covers them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// What happened, in no language yet.
    pub msg: Msg,
    pub citations: Vec<RuleId>,
}

impl Step {
    /// The step in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        self.msg.render(lang)
    }
}

/// `{ "text": English, "text_ja": Japanese, "citations": [ids] }` (docs/json.md).
impl Serialize for Step {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("Step", 3)?;
        st.serialize_field("text", &self.msg.render(Lang::En))?;
        st.serialize_field("text_ja", &self.msg.render(Lang::Ja))?;
        st.serialize_field("citations", &self.citations)?;
        st.end()
    }
}

/// Collects the steps of one event.
pub(crate) struct Out {
    pub(crate) steps: Vec<Step>,
    /// Replaying with the explanations thrown away: no message is built.
    pub(crate) quiet: bool,
    /// A number that grows would have left its range (say, family honor past 2147483647); it
    /// was held at its limit. `decide` refuses a command whose event would do this.
    pub(crate) overflow: Option<Msg>,
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

    /// Records that a number left its range: `what` names the number.
    pub(crate) fn overflowed(&mut self, what: impl FnOnce() -> Msg) {
        if self.overflow.is_none() {
            self.overflow = Some(what());
        }
    }

    /// A step saying `msg` (built only when the steps are kept), citing `cites`.
    pub(crate) fn say(&mut self, msg: impl FnOnce() -> Msg, cites: &[RuleId]) {
        if self.quiet {
            return;
        }
        self.steps.push(Step {
            msg: msg(),
            citations: cites.to_vec(),
        });
    }
}
