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
pub enum TournamentError {
    #[error(transparent)]
    Ruling(#[from] RulingError),

    #[error(transparent)]
    Session(#[from] SessionError),

    #[error("unknown rule id `{id}`{}", near(suggestions))]
    UnknownRule {
        id: String,
        suggestions: Vec<String>,
    },

    #[error("{what} is empty; {hint}")]
    Empty {
        what: &'static str,
        hint: &'static str,
    },

    #[error("{}", no_step(case, *at, *len))]
    NoSuchStep { case: String, at: u64, len: u64 },

    #[error("{text:?} is not a time: give RFC 3339 (2024-06-01T10:30:00+09:00) or local \"YYYY-MM-DD HH:MM\"")]
    BadTime { text: String },

    #[error("{text:?} does not name one moment in the local time zone (a clock change?); give the time in RFC 3339 with its offset")]
    AmbiguousTime { text: String },

    #[error("the search text is empty; type a word of the question or the ruling")]
    EmptySearch,

    #[error("there is no ruling #{number}: {}", numbers_hint(*count))]
    NoRulingNumber { number: u64, count: u64 },
}

fn numbers_hint(count: u64) -> String {
    match count {
        0 => "no ruling is recorded yet; `gunbai ruling add` records one".to_string(),
        1 => "the only ruling is #1 (`gunbai ruling list` shows it)".to_string(),
        n => format!("rulings are numbered 1 to {n} (`gunbai ruling list` shows them)"),
    }
}

impl From<StoreError> for TournamentError {
    fn from(e: StoreError) -> Self {
        TournamentError::Ruling(RulingError::Store(e))
    }
}

fn near(suggestions: &[String]) -> String {
    if suggestions.is_empty() {
        "; `gunbai rules search WORDS` finds rules by their text".to_owned()
    } else {
        format!(
            "; did you mean {}?",
            suggestions
                .iter()
                .map(|s| format!("`{s}`"))
                .collect::<Vec<_>>()
                .join(", ")
        )
    }
}

fn no_step(case: &str, at: u64, len: u64) -> String {
    if len == 0 {
        format!("case `{case}` has no event {at}: it has no events yet; play the case first, then link the ruling")
    } else {
        format!("case `{case}` has no event {at}: it has {len}; choose --at between 1 and {len}")
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
