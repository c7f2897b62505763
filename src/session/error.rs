//! Why a line was refused.

use crate::cards::NotPlayable;
use crate::engine::Rejection;
use crate::fold::ReadError;
use crate::lang;
use crate::rules::RuleId;
use crate::store::StoreError;

#[derive(Debug, thiserror::Error)]
pub enum SessionError {
    /// The rules or the board refuse the command; nothing was appended.
    #[error("{}", render_rejection(text, rejection))]
    Rejected {
        text: String,
        rejection: Box<Rejection>,
    },
    #[error("{0}")]
    Parse(String),
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error("no case is open: `case new NAME` starts one, `case open NAME` opens one")]
    NoCase,
    /// The command names an imported card of a kind gunbai does not play.
    #[error("refused: {0}")]
    NotPlayable(#[from] NotPlayable),
    /// The line cannot be run as typed; nothing was appended.
    #[error("{0}")]
    Refused(String),
    /// Another writer cut the case's log below what this session had read.
    #[error("case `{case}` now has {now} events but this session had read {seen}: the log was cut; run `gunbai verify {case}` and tell the head judge")]
    LogCut { case: String, seen: u64, now: u64 },
    #[error("event {seq} of case `{case}` cannot be read: {message}")]
    Corrupt {
        case: String,
        seq: u64,
        message: String,
    },
}

impl From<ReadError> for SessionError {
    fn from(e: ReadError) -> SessionError {
        match e {
            ReadError::Store(e) => SessionError::Store(e),
            ReadError::Corrupt { case, seq, message } => {
                SessionError::Corrupt { case, seq, message }
            }
        }
    }
}

impl SessionError {
    pub fn rule(&self) -> Option<RuleId> {
        match self {
            SessionError::Rejected { rejection, .. } => rejection.rule(),
            _ => None,
        }
    }
}

/// The message for a refused command, with a caret under the offending token when there is one.
pub fn render_rejection(text: &str, r: &Rejection) -> String {
    match r.span() {
        Some(span) if span.end > span.start && span.end <= text.len() => {
            format!("refused: {r}\n{}", lang::caret(text, span))
        }
        _ => format!("refused: {r}"),
    }
}
