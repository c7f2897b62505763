//! A ruling's check of its linked case: the step the ruling froze, explained again as this
//! engine folds it, and where the engine first leaves the record.

use super::SessionError;
use crate::engine::{Event, Game, Step};
use crate::fold::{corrupt, refold_from_first};
use crate::store::{CaseInfo, Store};

/// What [`check_step`] found in one pass over a case.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StepCheck {
    /// The first step whose stored state hash differs from the one this engine computes, with
    /// the line typed for it.
    pub diverged: Option<(u64, String)>,
    /// Event `at`, if the case has it: its steps (with where its cards come from), the state
    /// hash this engine reaches after it in the form of the hash given, and its line.
    pub at: Option<(Vec<Step>, String, String)>,
}

/// One pass over a stored case, one row at a time and keeping no events, trusting no saved
/// board: the first step whose stored state hash this engine does not reach (each checked by the
/// version it was written with), and event `at` explained, with the state hash after it computed
/// in the form of `like`. Every row is read: one that cannot be read is an error even after both
/// are found.
pub fn check_step(
    store: &Store,
    info: &CaseInfo,
    at: u64,
    like: &str,
) -> Result<StepCheck, SessionError> {
    let mut game = Game::lean();
    let mut found = StepCheck {
        diverged: None,
        at: None,
    };
    let mut out: Result<(), SessionError> = Ok(());
    store.for_each_event(info.id, |row| {
        if out.is_err() {
            return Ok(());
        }
        let ev = match Event::from_json(row.version, &row.payload) {
            Ok(ev) => ev,
            Err(e) => {
                out = Err(corrupt(&info.name, row.seq, &e).into());
                return Ok(());
            }
        };
        // Past both answers the rows are only read.
        if found.diverged.is_some() && (found.at.is_some() || row.seq > at) {
            return Ok(());
        }
        let steps = if row.seq == at {
            Some(game.push(ev))
        } else {
            game.push_quiet(ev);
            None
        };
        if game.is_stale() {
            if let Err(e) = refold_from_first(store, info, &mut game, row.seq) {
                out = Err(e.into());
                return Ok(());
            }
        }
        if let Some(steps) = steps {
            found.at = Some((steps, game.state_hash_like(like), row.source.clone()));
        }
        if found.diverged.is_none() && game.state_hash_like(&row.state_hash) != row.state_hash {
            found.diverged = Some((row.seq, row.source));
        }
        Ok(())
    })?;
    out.map(|()| found)
}
