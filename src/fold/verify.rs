//! The stored state hashes checked against this engine, every event folded (`gunbai verify`).

use super::rows::{corrupt, named};
use super::run::refold_from_first;
use super::ReadError;
use crate::engine::{Event, Game};
use crate::store::{CaseInfo, Store};

/// Replays a stored case one row at a time and returns the first event whose stored state hash
/// differs from the one this engine computes (each checked by the version it was written with).
/// No saved board is read or written: a changed engine is checked against the record itself.
pub fn verify_states(store: &Store, info: &CaseInfo) -> Result<Option<u64>, ReadError> {
    verify_states_seeing(store, info, |_, _| {})
}

/// [`verify_states`], showing `seen` every event read (its step and the event), past a state
/// that differs too, so a check of each event (`verify`'s drift of printed readings) rides on
/// the one pass over the log instead of reading it again.
pub fn verify_states_seeing(
    store: &Store,
    info: &CaseInfo,
    mut seen: impl FnMut(u64, &Event),
) -> Result<Option<u64>, ReadError> {
    let mut game = Game::lean();
    let mut out: Result<Option<u64>, ReadError> = Ok(None);
    // Only the columns the check needs are read: the chain's check has read every row whole.
    store
        .for_each_state_row(info.id, |seq, version, payload, stored| {
            if out.is_err() {
                return Ok(());
            }
            match Event::from_json(version, payload) {
                Ok(ev) => {
                    seen(seq, &ev);
                    if !matches!(out, Ok(None)) {
                        return Ok(());
                    }
                    game.push_quiet(ev);
                    if game.is_stale() {
                        if let Err(e) = refold_from_first(store, info, &mut game, seq) {
                            out = Err(e);
                            return Ok(());
                        }
                    }
                    if game.state_hash_like(stored) != stored {
                        out = Ok(Some(seq));
                    }
                }
                Err(e) => out = Err(corrupt(&info.name, seq, &e)),
            }
            Ok(())
        })
        .map_err(named(info))?;
    out
}

/// [`verify_states`] for rows already read, as a PostgreSQL case's are: `(step, version,
/// payload, stored state hash)` in order from the first. The first step whose stored state hash
/// differs from the one this engine computes, every event folded from the first.
pub fn verify_rows<'a>(
    case: &str,
    rows: impl IntoIterator<Item = (u64, u32, &'a str, &'a str)>,
) -> Result<Option<u64>, ReadError> {
    // A game that keeps its events: an undo refolds from them, with nothing to read again.
    let mut game = Game::new();
    for (seq, version, payload, stored) in rows {
        let ev = Event::from_json(version, payload).map_err(|e| corrupt(case, seq, &e))?;
        game.push_quiet(ev);
        if game.state_hash_like(stored) != stored {
            return Ok(Some(seq));
        }
    }
    Ok(None)
}
