//! Running a whole script.

use super::{LineResult, Session};
use crate::engine::Game;
use crate::lang;
use chrono::{DateTime, Utc};
use serde::Serialize;
use std::collections::BTreeSet;

/// The report of a script run.
#[derive(Debug, Clone, Serialize)]
pub struct ScriptLine {
    pub line: usize,
    pub text: String,
    #[serde(flatten)]
    pub result: LineResult,
}

#[derive(Debug, Clone, Serialize)]
pub struct ScriptReport {
    pub lines: Vec<ScriptLine>,
    pub expectations_passed: usize,
    pub expectations_failed: usize,
    /// The line that stopped the run (a parse error or a refused command), with the message.
    pub error: Option<ScriptError>,
    /// Every rule id cited by a step or by a refusal checked with `expect rejects`.
    pub cited: BTreeSet<String>,
}

#[derive(Debug, Clone, Serialize)]
pub struct ScriptError {
    pub line: usize,
    pub text: String,
    /// What is wrong, in English.
    pub message: String,
    /// What is wrong, in Japanese (the same English where it has no Japanese yet).
    pub message_ja: String,
    pub rule: Option<String>,
}

impl ScriptError {
    /// What is wrong, in `lang`.
    pub fn message_in(&self, lang: crate::i18n::Lang) -> &str {
        match lang {
            crate::i18n::Lang::En => &self.message,
            crate::i18n::Lang::Ja => &self.message_ja,
        }
    }
}

impl ScriptReport {
    pub fn ok(&self) -> bool {
        self.error.is_none() && self.expectations_failed == 0
    }
}

/// Runs a whole script. Stops at the first line that cannot be parsed or is refused; failed
/// expectations are counted and the run goes on.
pub fn run_script(
    session: &mut Session,
    src: &str,
    now: DateTime<Utc>,
    mut each: impl FnMut(&ScriptLine, &Game),
) -> ScriptReport {
    let mut report = ScriptReport {
        lines: Vec::new(),
        expectations_passed: 0,
        expectations_failed: 0,
        error: None,
        cited: BTreeSet::new(),
    };
    for (no, parsed) in lang::parse_script(src) {
        let lines = match parsed {
            Ok(lines) => lines,
            Err(e) => {
                report.error = Some(ScriptError {
                    line: no,
                    text: e.text.clone(),
                    message: e.render(),
                    message_ja: e.render_in(crate::i18n::Lang::Ja),
                    rule: None,
                });
                return report;
            }
        };
        let text = match &lines[..] {
            [one] => one.text.clone(),
            many => many
                .iter()
                .map(|l| l.text.as_str())
                .collect::<Vec<_>>()
                .join("; "),
        };
        match session.execute_line(&lines, now) {
            Ok(out) => {
                for r in out.rejects_cited {
                    report.cited.insert(r.to_string());
                }
                for (text, result) in out.results {
                    match &result {
                        LineResult::Event { steps, .. } => {
                            for s in steps {
                                for c in &s.citations {
                                    report.cited.insert(c.to_string());
                                }
                            }
                        }
                        LineResult::Expect { passed: true, .. } => report.expectations_passed += 1,
                        LineResult::Expect { passed: false, .. } => report.expectations_failed += 1,
                    }
                    let sl = ScriptLine {
                        line: no,
                        text,
                        result,
                    };
                    each(&sl, session.game());
                    report.lines.push(sl);
                }
            }
            Err(e) => {
                report.error = Some(ScriptError {
                    line: no,
                    text,
                    message: e.render(crate::i18n::Lang::En),
                    message_ja: e.render(crate::i18n::Lang::Ja),
                    rule: e.rule().map(|r| r.to_string()),
                });
                return report;
            }
        }
    }
    report
}
