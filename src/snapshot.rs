//! Opening a stored case at a step without folding its whole log: from the nearest saved board
//! (a snapshot, `db/006_snapshots.sql`), then the events after it.
//!
//! A snapshot is a cache, never the record. One is used only when
//! - this engine build wrote it ([`ENGINE_BUILD`], a fingerprint of the engine's source), and
//! - the board it holds hashes to the state hash stored, and chained, with its step; and
//! - no retraction after its step takes back an event at or before it (the saved board would
//!   still hold that event).
//!
//! Otherwise the events are folded from an earlier snapshot or from the first event, which gives
//! the same board. While folding, a board is saved every [`SNAPSHOT_EVERY`] steps when it
//! matches its step's stored state hash; saving never waits for another writer, and a database
//! that cannot be written (read-only, busy) just keeps no snapshots. `verify` never uses them: it
//! folds every event, so a changed engine is checked against the record itself.

use crate::engine::{Event, Game, State, Step};
use crate::replay::each_event;
use crate::session::SessionError;
use crate::store::{CaseInfo, Store};

include!(concat!(env!("OUT_DIR"), "/engine_build.rs"));

/// Steps between two saved boards: a jump folds at most this many events after loading one.
pub const SNAPSHOT_EVERY: u64 = 1024;

/// Saved boards gathered before they are written, so a long fold holds few of them at once.
const SAVE_BATCH: usize = 16;

/// One retraction: its step, and the step it takes back.
type Retraction = (u64, u64);

/// The case after its first `at` events, resumed from the nearest good snapshot; saves the
/// boards it passes on the way when `save` is set (a cache: failures to save are ignored).
pub fn game_at(
    store: &mut Store,
    info: &CaseInfo,
    at: u64,
    save: bool,
) -> Result<Game, SessionError> {
    let retractions = retractions(store, info, at)?;
    // A retraction naming itself or a later step exists only in a damaged log: fold it all.
    let regular = retractions.iter().all(|&(pos, target)| target < pos);
    let (from, state) = if regular {
        best_snapshot(store, info, at, &retractions)?
    } else {
        (0, State::default())
    };
    let before: Vec<Retraction> = retractions
        .iter()
        .copied()
        .filter(|&(pos, _)| pos <= from)
        .collect();
    let mut game = if from == 0 {
        Game::lean()
    } else {
        Game::resume(from, state, &before)
    };
    fold(store, info, &mut game, at, &retractions, save && regular)?;
    Ok(game)
}

/// Folds `game` (at some step ≤ `to`) on to step `to`, from the log, saving no boards: for a
/// session catching up with what another writer appended.
pub fn advance(
    store: &mut Store,
    info: &CaseInfo,
    game: &mut Game,
    to: u64,
) -> Result<(), SessionError> {
    let retractions = retractions(store, info, to)?;
    fold(store, info, game, to, &retractions, false)
}

/// Folds the event after the game's last one with its explanation: the event and its steps,
/// `None` at the end of the log.
pub fn explain_next(
    store: &mut Store,
    info: &CaseInfo,
    game: &mut Game,
) -> Result<Option<(Event, Vec<Step>)>, SessionError> {
    let at = game.len();
    let mut next = None;
    each_event(store, info, at, at + 1, &mut |ev| next = Some(ev))?;
    let Some(ev) = next else {
        return Ok(None);
    };
    let steps = game.push(ev.clone());
    if game.is_stale() {
        let retractions = retractions(store, info, at + 1)?;
        refold(store, info, game, at + 1, &retractions)?;
    }
    Ok(Some((ev, steps)))
}

/// Saves the game's board as the snapshot of its step if it matches the record there: after an
/// append passes a step boards are kept at. A cache: nothing is reported.
pub fn save_board(store: &mut Store, info: &CaseInfo, game: &mut Game) {
    if game.is_stale() {
        return;
    }
    if let Ok(Some(board)) = matching_board(store, info, game) {
        let _ = store.save_snapshots(info.id, ENGINE_BUILD, &[(game.len(), board)]);
    }
}

/// Folds `game` (at some step ≤ `to`) on to step `to`, from the log. A retraction reaching back
/// past what the game kept refolds from a snapshot before it, or from the first event. With
/// `save`, the boards at every [`SNAPSHOT_EVERY`]th step are saved while they match the record.
fn fold(
    store: &mut Store,
    info: &CaseInfo,
    game: &mut Game,
    to: u64,
    retractions: &[Retraction],
    save: bool,
) -> Result<(), SessionError> {
    let mut saving = save;
    let mut boards: Vec<(u64, Vec<u8>)> = Vec::new();
    let result = (|| {
        while game.len() < to {
            // One stretch up to the next step a board is kept at: the store cannot write while
            // it reads, so boards are gathered between stretches and written in batches.
            let start = game.len();
            let upto = to.min((start / SNAPSHOT_EVERY + 1) * SNAPSHOT_EVERY);
            let mut bad: Option<SessionError> = None;
            let mut stale_at = None;
            store.for_each_payload_between(info.id, start, upto, |seq, version, payload| {
                if bad.is_some() || stale_at.is_some() {
                    return Ok(());
                }
                match Event::from_json(version, payload) {
                    Ok(ev) => {
                        game.push_quiet(ev);
                        if game.is_stale() {
                            stale_at = Some(seq);
                        }
                    }
                    Err(e) => {
                        bad = Some(SessionError::Corrupt {
                            case: info.name.clone(),
                            seq,
                            message: e.to_string(),
                        })
                    }
                }
                Ok(())
            })?;
            if let Some(e) = bad {
                return Err(e);
            }
            if let Some(seq) = stale_at {
                refold(store, info, game, seq, retractions)?;
                continue;
            }
            if game.len() == start {
                // The log ends before `to`.
                break;
            }
            if saving && game.len() % SNAPSHOT_EVERY == 0 {
                match matching_board(store, info, game)? {
                    Some(board) => boards.push((game.len(), board)),
                    None => saving = false,
                }
                if boards.len() >= SAVE_BATCH {
                    let _ = store.save_snapshots(info.id, ENGINE_BUILD, &boards);
                    boards.clear();
                }
            }
        }
        Ok(())
    })();
    // A snapshot only saves time: a database that cannot take it is left as it is.
    let _ = store.save_snapshots(info.id, ENGINE_BUILD, &boards);
    result
}

/// The game's board, saved as a snapshot, if it matches the state hash stored with its step;
/// `None` once the engine disagrees with the record there (nothing later is worth saving).
fn matching_board(
    store: &Store,
    info: &CaseInfo,
    game: &mut Game,
) -> Result<Option<Vec<u8>>, SessionError> {
    let Some(stored) = store.state_hash_at(info.id, game.len())? else {
        return Ok(None);
    };
    if game.state_hash_like(&stored) != stored {
        return Ok(None);
    }
    Ok(serde_json::to_vec(game.state()).ok())
}

/// A stale game folded again: `pending` are its last events, not stored yet (a line being
/// decided); the rest are read from the log. It starts from the newest snapshot that every
/// retraction leaves valid, or from the first event.
pub fn refold_stale(
    store: &mut Store,
    info: &CaseInfo,
    game: &mut Game,
    pending: &[Event],
) -> Result<(), SessionError> {
    let stored = game.len().saturating_sub(pending.len() as u64);
    let mut known = retractions(store, info, stored)?;
    for (i, e) in pending.iter().enumerate() {
        if let Event::Retract { seq } = e {
            known.push((stored + 1 + i as u64, *seq));
        }
    }
    refold_known(store, info, game, stored, &known, pending)
}

/// A stale game again at step `seq` (all stored), knowing the retractions up to there.
fn refold(
    store: &mut Store,
    info: &CaseInfo,
    game: &mut Game,
    seq: u64,
    retractions: &[Retraction],
) -> Result<(), SessionError> {
    let known: Vec<Retraction> = retractions
        .iter()
        .copied()
        .filter(|&(pos, _)| pos <= seq)
        .collect();
    refold_known(store, info, game, seq, &known, &[])
}

/// Folds `game` again from a snapshot at or before `stored`: the stored events up to `stored`,
/// then `pending`. `known` holds every retraction among them.
fn refold_known(
    store: &mut Store,
    info: &CaseInfo,
    game: &mut Game,
    stored: u64,
    known: &[Retraction],
    pending: &[Event],
) -> Result<(), SessionError> {
    let regular = known.iter().all(|&(pos, target)| target < pos);
    let (from, base) = if regular {
        best_snapshot(store, info, stored, known)?
    } else {
        (0, State::default())
    };
    game.refold_from(from, base, |f| {
        each_event(store, info, from, stored, f)?;
        for e in pending {
            f(e.clone());
        }
        Ok(())
    })
}

/// Every retraction among steps 1..=`at`: (its step, the step it takes back).
fn retractions(store: &Store, info: &CaseInfo, at: u64) -> Result<Vec<Retraction>, SessionError> {
    store
        .retractions(info.id, at)?
        .into_iter()
        .map(
            |(seq, version, payload)| match Event::from_json(version, &payload) {
                Ok(Event::Retract { seq: target }) => Ok((seq, target)),
                Ok(other) => Err(SessionError::Corrupt {
                    case: info.name.clone(),
                    seq,
                    message: format!(
                        "stored as a retraction but holds a `{}` event",
                        other.kind()
                    ),
                }),
                Err(e) => Err(SessionError::Corrupt {
                    case: info.name.clone(),
                    seq,
                    message: e.to_string(),
                }),
            },
        )
        .collect()
}

/// The newest usable snapshot at or before step `at` (see the module's rules), as its step and
/// board; step 0 and the empty board when there is none. `retractions` holds every retraction up
/// to `at`.
fn best_snapshot(
    store: &mut Store,
    info: &CaseInfo,
    at: u64,
    retractions: &[Retraction],
) -> Result<(u64, State), SessionError> {
    let mut limit = at;
    while limit > 0 {
        let Some((seq, board)) = store.snapshot_at_or_before(info.id, ENGINE_BUILD, limit)? else {
            break;
        };
        // A retraction after the snapshot that takes back an event at or before it: look
        // before the earliest such event.
        if let Some(earliest) = retractions
            .iter()
            .filter(|&&(pos, target)| pos > seq && target <= seq)
            .map(|&(_, target)| target)
            .min()
        {
            limit = earliest.saturating_sub(1);
            continue;
        }
        match checked(store, info, seq, &board)? {
            Some(state) => return Ok((seq, state)),
            None => {
                // Not this engine's board for that step after all: forget it and what follows.
                let _ = store.drop_snapshots_from(info.id, ENGINE_BUILD, seq);
                limit = seq - 1;
            }
        }
    }
    Ok((0, State::default()))
}

/// The saved board, if it reads and hashes to the state hash stored with step `seq`.
fn checked(
    store: &Store,
    info: &CaseInfo,
    seq: u64,
    board: &[u8],
) -> Result<Option<State>, SessionError> {
    let Ok(mut state) = serde_json::from_slice::<State>(board) else {
        return Ok(None);
    };
    let Some(stored) = store.state_hash_at(info.id, seq)? else {
        return Ok(None);
    };
    state.settle();
    Ok((state.hash_like(&stored) == stored).then_some(state))
}
