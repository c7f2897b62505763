//! The stored state hashes checked against this engine, every event folded (`gunbai verify`).

use super::rows::corrupt;
use super::run::refold_from_first;
use super::ReadError;
use crate::engine::{Event, Game};
use crate::store::{CaseInfo, Store};

/// Replays a stored case one row at a time and returns the first event whose stored state hash
/// differs from the one this engine computes (each checked by the version it was written with).
/// No saved board is read or written: a changed engine is checked against the record itself.
pub fn verify_states(store: &Store, info: &CaseInfo) -> Result<Option<u64>, ReadError> {
    let mut game = Game::lean();
    let mut out: Result<Option<u64>, ReadError> = Ok(None);
    store.for_each_event(info.id, |row| {
        if !matches!(out, Ok(None)) {
            return Ok(());
        }
        match Event::from_json(row.version, &row.payload) {
            Ok(ev) => {
                game.push_quiet(ev);
                if game.is_stale() {
                    if let Err(e) = refold_from_first(store, info, &mut game, row.seq) {
                        out = Err(e);
                        return Ok(());
                    }
                }
                if game.state_hash_like(&row.state_hash) != row.state_hash {
                    out = Ok(Some(row.seq));
                }
            }
            Err(e) => out = Err(corrupt(&info.name, row.seq, &e)),
        }
        Ok(())
    })?;
    out
}
