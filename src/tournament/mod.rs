//! Rulings given at tournaments: what a judge records is checked here against the rule corpus and
//! the case it rests on, then appended to the store; stored records are assembled into rulings as
//! they stand (latest version, earlier versions, appeals), and a ruling linked to a case is checked
//! against what the engine makes of that case now.
//!
//! *Architecture Invariant:* nothing here writes unless every check has passed: an unknown event,
//! an unknown rule id, an empty question or a case step that does not exist is refused before the
//! store is asked to append. The engine is only replayed, never changed.

mod query;
mod record;
mod store;
mod view;

pub use query::*;
pub use record::*;
pub use store::RulingStore;
pub use view::*;

use std::collections::HashMap;

use chrono::{DateTime, Local, NaiveDate, NaiveDateTime, TimeZone, Utc};
use serde::Serialize;

use crate::i18n::Lang;
use crate::msg;
use crate::msg::Msg;
use crate::render;
use crate::rules;
use crate::session::SessionError;
use crate::store::{
    Appeal, AppealOutcome, CaseLink, NewRecord, RecordId, RecordKind, RulingContent, RulingError,
    RulingRecord, StoreError, Tournament, TournamentId,
};

/// Why a ruling could not be recorded or shown. Nothing was written.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
#[error("{}", self.render(Lang::En))]
pub enum TournamentError {
    Ruling(#[from] RulingError),

    Session(#[from] SessionError),

    UnknownRule {
        id: String,
        suggestions: Vec<String>,
    },

    /// A field that must be given is empty: what it is, and how to give it.
    Empty {
        what: Msg,
        hint: Msg,
    },

    NoSuchStep {
        case: String,
        at: u64,
        len: u64,
    },

    BadTime {
        text: String,
    },

    AmbiguousTime {
        text: String,
    },

    EmptySearch,

    NoRulingNumber {
        number: u64,
        count: u64,
    },
}

impl TournamentError {
    /// The error in `lang`.
    pub fn render(&self, lang: Lang) -> String {
        match self {
            TournamentError::Session(e) => e.render(lang),
            other => other.msg().render(lang),
        }
    }

    /// The error in no language yet (a refused line of a linked case is said by its session).
    fn msg(&self) -> Msg {
        match self {
            TournamentError::Ruling(e) => e.msg(),
            TournamentError::Session(e) => msg!("ruling-case-refused", error = e.render(Lang::En)),
            TournamentError::UnknownRule { id, suggestions } => msg!(
                "ruling-unknown-rule",
                id = id,
                suggestions = crate::store::error::suggested(suggestions)
            ),
            TournamentError::Empty { what, hint } => {
                msg!(
                    "ruling-field-empty",
                    what = what.clone(),
                    hint = hint.clone()
                )
            }
            TournamentError::NoSuchStep { case, at, len } => {
                msg!("ruling-no-such-step", case = case, at = *at, len = *len)
            }
            TournamentError::BadTime { text } => msg!("ruling-bad-time", text = text),
            TournamentError::AmbiguousTime { text } => msg!("ruling-ambiguous-time", text = text),
            TournamentError::EmptySearch => msg!("ruling-empty-search"),
            TournamentError::NoRulingNumber { number, count } => {
                msg!("ruling-no-number", number = *number, count = *count)
            }
        }
    }
}

impl From<StoreError> for TournamentError {
    fn from(e: StoreError) -> Self {
        TournamentError::Ruling(RulingError::Store(e))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::FixedOffset;

    #[test]
    fn times_parse_in_the_given_zone() {
        let tokyo = FixedOffset::east_opt(9 * 3600).expect("a valid offset");
        let t = parse_given_at("2024-06-01 10:30", &tokyo).expect("local form");
        assert_eq!(t.to_rfc3339(), "2024-06-01T01:30:00+00:00");
        let t = parse_given_at("2024-06-01T10:30:00+02:00", &tokyo).expect("rfc 3339");
        assert_eq!(t.to_rfc3339(), "2024-06-01T08:30:00+00:00");
        assert!(matches!(
            parse_given_at("yesterday", &tokyo),
            Err(TournamentError::BadTime { .. })
        ));
    }

    #[test]
    fn citations_are_checked_and_canonical() {
        let ok = check_citations(&[
            "ACTION.REACTION.ORDER".into(),
            "action.reaction.order".into(),
        ])
        .expect("a known id");
        assert_eq!(ok, vec!["action.reaction.order".to_string()]);
        match check_citations(&["action.reaction.ordr".into()]) {
            Err(TournamentError::UnknownRule { suggestions, .. }) => {
                assert!(suggestions.contains(&"action.reaction.order".to_string()))
            }
            other => panic!("expected an unknown rule, got {other:?}"),
        }
    }
}
