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
///
/// The rows are read and decoded on a connection and thread of their own while this thread folds
/// them and takes each state's hash (a store with no file, or whose file cannot be opened again,
/// does both here).
pub fn verify_states_seeing(
    store: &Store,
    info: &CaseInfo,
    mut seen: impl FnMut(u64, &Event),
) -> Result<Option<u64>, ReadError> {
    use std::sync::mpsc;
    let Some(reading) = store.path().and_then(|p| Store::open_read_only(p).ok()) else {
        return verify_states_here(store, info, seen);
    };
    /// Rows sent to the folding thread at a time.
    const BATCH: usize = 512;
    type Row = (u64, Result<Event, ReadError>, String);
    let (rows, incoming) = mpsc::sync_channel::<Vec<Row>>(8);
    std::thread::scope(|scope| {
        let reader = scope.spawn(move || {
            let mut batch = Vec::with_capacity(BATCH);
            // Only the columns the check needs are read: the chain's check reads every row whole.
            let read = reading
                .for_each_state_row(info.id, |seq, version, payload, stored| {
                    let ev = Event::from_json(version, payload)
                        .map_err(|e| corrupt(&info.name, seq, &e));
                    batch.push((seq, ev, stored.to_owned()));
                    if batch.len() == BATCH {
                        // The folding side takes every batch: a send fails only if it is gone.
                        let _ = rows.send(std::mem::replace(&mut batch, Vec::with_capacity(BATCH)));
                    }
                    Ok(())
                })
                .map_err(named(info));
            if !batch.is_empty() {
                let _ = rows.send(batch);
            }
            read
        });
        let mut checker = Checker::new(store, info);
        for batch in incoming {
            for (seq, ev, stored) in batch {
                checker.row(seq, ev, &stored, &mut seen);
            }
        }
        match reader.join() {
            Ok(read) => read.and(checker.out),
            Err(panic) => std::panic::resume_unwind(panic),
        }
    })
}

/// [`verify_states_seeing`] with the rows read on this thread, on the store's own connection.
fn verify_states_here(
    store: &Store,
    info: &CaseInfo,
    mut seen: impl FnMut(u64, &Event),
) -> Result<Option<u64>, ReadError> {
    let mut checker = Checker::new(store, info);
    // Only the columns the check needs are read: the chain's check has read every row whole.
    store
        .for_each_state_row(info.id, |seq, version, payload, stored| {
            let ev = Event::from_json(version, payload).map_err(|e| corrupt(&info.name, seq, &e));
            checker.row(seq, ev, stored, &mut seen);
            Ok(())
        })
        .map_err(named(info))?;
    checker.out
}

/// The check of a case's rows in order: the game they fold into, and the outcome so far.
struct Checker<'a> {
    store: &'a Store,
    info: &'a CaseInfo,
    game: Game,
    /// `Ok(None)` while every state matched; the first step that did not; or why the rows
    /// could not be folded (nothing after it is looked at).
    out: Result<Option<u64>, ReadError>,
}

impl<'a> Checker<'a> {
    fn new(store: &'a Store, info: &'a CaseInfo) -> Checker<'a> {
        Checker {
            store,
            info,
            game: Game::lean(),
            out: Ok(None),
        }
    }

    /// The row at step `seq`: its event (or why it could not be read) and its stored state hash.
    fn row(
        &mut self,
        seq: u64,
        ev: Result<Event, ReadError>,
        stored: &str,
        seen: &mut impl FnMut(u64, &Event),
    ) {
        if self.out.is_err() {
            return;
        }
        let ev = match ev {
            Ok(ev) => ev,
            Err(e) => {
                self.out = Err(e);
                return;
            }
        };
        seen(seq, &ev);
        if !matches!(self.out, Ok(None)) {
            return;
        }
        self.game.push_quiet(ev);
        if self.game.is_stale() {
            if let Err(e) = refold_from_first(self.store, self.info, &mut self.game, seq) {
                self.out = Err(e);
                return;
            }
        }
        if self.game.state_hash_like(stored) != stored {
            self.out = Ok(Some(seq));
        }
    }
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
