//! Why a line was refused.

use crate::cards::NotPlayable;
use crate::engine::Rejection;
use crate::fold::ReadError;
use crate::i18n::Lang;
use crate::lang;
use crate::msg::Msg;
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
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error("{}", crate::msg!("session-no-case").render(Lang::En))]
    NoCase,
    /// The command names an imported card of a kind gunbai does not play.
    #[error("refused: {0}")]
    NotPlayable(#[from] NotPlayable),
    /// The line cannot be run as typed; nothing was appended.
    #[error("{}", .0.render(Lang::En))]
    Refused(Msg),
    /// Another writer cut the case's log below what this session had read.
    #[error("{}", self.msg().map(|m| m.render(Lang::En)).unwrap_or_default())]
    LogCut { case: String, seen: u64, now: u64 },
    #[error("{}", self.msg().map(|m| m.render(Lang::En)).unwrap_or_default())]
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
    /// The error's own words, when it has them in the catalogue.
    fn msg(&self) -> Option<Msg> {
        Some(match self {
            SessionError::Refused(m) => m.clone(),
            SessionError::Store(e) => e.msg(),
            SessionError::NoCase => crate::msg!("session-no-case"),
            SessionError::LogCut { case, seen, now } => {
                crate::msg!("session-log-cut", case = case, seen = *seen, now = *now)
            }
            SessionError::Corrupt { case, seq, message } => crate::msg!(
                "session-corrupt",
                case = case,
                seq = *seq,
                message = message
            ),
            _ => return None,
        })
    }

    /// The error in `lang`: a refusal in the judge's language; a store's or a parser's error
    /// as it speaks.
    pub fn render(&self, lang: Lang) -> String {
        match self {
            SessionError::Rejected { text, rejection } => {
                render_rejection_in(text, rejection, lang)
            }
            other => match other.msg() {
                Some(m) => m.render(lang),
                None => other.to_string(),
            },
        }
    }

    pub fn rule(&self) -> Option<RuleId> {
        match self {
            SessionError::Rejected { rejection, .. } => rejection.rule(),
            _ => None,
        }
    }
}

/// The message for a refused command, in English, with a caret under the offending token when
/// there is one.
pub fn render_rejection(text: &str, r: &Rejection) -> String {
    render_rejection_in(text, r, Lang::En)
}

/// The message for a refused command in `lang`, with a caret under the offending token when
/// there is one.
pub fn render_rejection_in(text: &str, r: &Rejection, lang: Lang) -> String {
    let refused = crate::tr!(lang, "refused", refusal = r.msg().render(lang));
    match r.span() {
        Some(span) if span.end > span.start && span.end <= text.len() => {
            format!("{refused}\n{}", lang::caret(text, span))
        }
        _ => refused,
    }
}
