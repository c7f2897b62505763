//! What a line did.

use crate::engine::Step;
use crate::i18n::Lang;
use crate::msg::Msg;
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
    /// An `expect` line was checked: `message` is what was found, or "expected …, but …".
    Expect {
        passed: bool,
        #[serde(flatten)]
        message: ExpectMessage,
    },
}

/// The words of an `expect` line's outcome, in no language yet; in JSON
/// `"message": English, "message_ja": Japanese` (docs/json.md).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExpectMessage(pub Msg);

impl ExpectMessage {
    /// The words in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        self.0.render(lang)
    }
}

/// English, as an error's `Display` is.
impl std::fmt::Display for ExpectMessage {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text(Lang::En))
    }
}

impl Serialize for ExpectMessage {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut map = s.serialize_map(Some(2))?;
        map.serialize_entry("message", &self.0.render(Lang::En))?;
        map.serialize_entry("message_ja", &self.0.render(Lang::Ja))?;
        map.end()
    }
}

/// What one line did: the result of each command, in order, and what other writers had added
/// to the case since this session last read it (reloaded before the line ran).
#[derive(Debug, Clone, Default)]
pub struct LineOutcome {
    pub results: Vec<(String, LineResult)>,
    /// `[seq] author: line` of each event another writer appended meanwhile.
    pub others: Vec<String>,
    /// What `undo` or `redo` took back or put back, as lines of text.
    pub undone: Vec<crate::msg::Msg>,
    /// Rule ids of refusals checked by `expect rejects` in the line.
    pub rejects_cited: Vec<RuleId>,
}
