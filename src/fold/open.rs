//! A stored case opened at a step: the entry points of the fold.

use super::boards::{
    best_snapshot, from_last_board, save_last_board, ENGINE_BUILD, LAST_BOARD_AFTER, SNAPSHOT_EVERY,
};
use super::rows::{each_event, retractions, Retraction};
use super::run::{fold, refold, refold_known, Known};
use super::{Boards, ReadError};
use crate::engine::{Event, Game, State, Step};
use crate::store::{CaseInfo, Store};

/// The case after its first `at` events (or all of them, if it has fewer), in a lean game.
/// With [`Boards::Save`] or [`Boards::Read`] it resumes from the nearest good saved board, and
/// [`Boards::Save`] saves the boards it passes on the way (a cache: failures to save are
/// ignored); with [`Boards::Ignore`] it folds every event from the first and writes nothing.
pub fn game_at(
    store: &mut Store,
    info: &CaseInfo,
    at: u64,
    boards: Boards,
) -> Result<Game, ReadError> {
    if boards == Boards::Ignore {
        // The retractions only choose saved boards: none is read.
        let mut game = Game::lean();
        fold(store, info, &mut game, at, Known::All(&[]), Boards::Ignore)?;
        return Ok(game);
    }
    // From the case's last board, with the retractions it was saved with: only those after it
    // are read from the log (all of them only if an undo reaches back past what the game keeps).
    if let Some(start) = from_last_board(store, info, at)? {
        let from = start.seq;
        let mut game = Game::resume_with(from, start.state, &start.undos, &start.undone);
        fold(store, info, &mut game, at, Known::Read, boards)?;
        keep_last(store, info, &mut game, at, from, boards);
        return Ok(game);
    }
    let retractions = retractions(store, info, at)?;
    // A retraction naming itself or a later step exists only in a damaged log: fold it all,
    // saving nothing.
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
    let boards = if regular { boards } else { Boards::Read };
    fold(store, info, &mut game, at, Known::All(&retractions), boards)?;
    keep_last(store, info, &mut game, at, from, boards);
    Ok(game)
}

/// Saves the board a fold from step `from` reached at `at` as the case's last board, when the
/// fold saves boards and went far enough past its start.
fn keep_last(
    store: &mut Store,
    info: &CaseInfo,
    game: &mut Game,
    at: u64,
    from: u64,
    boards: Boards,
) {
    if boards == Boards::Save
        && game.len() == at
        && at - from > LAST_BOARD_AFTER
        && !saved_at(store, info, at)
    {
        save_last_board(store, info, game);
    }
}

/// Whether a regular board is saved at step `at` (not every step boards are kept at has one:
/// a board is kept only where it is worth the log it spares).
fn saved_at(store: &Store, info: &CaseInfo, at: u64) -> bool {
    at.is_multiple_of(SNAPSHOT_EVERY)
        && store
            .snapshot_step_at_or_before(info.id, ENGINE_BUILD, at)
            .is_ok_and(|s| s == Some(at))
}

/// Folds `game` (at some step ≤ `to`) on to step `to`, from the log, saving no boards: for a
/// session catching up with what another writer appended, or a board kept by the server. The
/// case's retractions are read only if an undo among the new events reaches back past what the
/// game kept, so the cost follows the events folded, not the log.
pub fn advance(
    store: &mut Store,
    info: &CaseInfo,
    game: &mut Game,
    to: u64,
) -> Result<(), ReadError> {
    fold(store, info, game, to, Known::Read, Boards::Read)
}

/// Folds the event after the game's last one with its explanation: the event and its steps,
/// `None` at the end of the log.
pub fn explain_next(
    store: &mut Store,
    info: &CaseInfo,
    game: &mut Game,
) -> Result<Option<(Event, Vec<Step>)>, ReadError> {
    let at = game.len();
    let mut next = None;
    each_event(store, info, at, at + 1, &mut |ev| next = Some(ev))?;
    let Some(ev) = next else {
        return Ok(None);
    };
    let steps = game.push(ev.clone());
    if game.is_stale() {
        let retractions = retractions(store, info, at + 1)?;
        refold(store, info, game, at + 1, &retractions, Boards::Read)?;
    }
    Ok(Some((ev, steps)))
}

/// A stale game folded again: `pending` are its last events, not stored yet (a line being
/// decided); the rest are read from the log. It starts from the newest snapshot that every
/// retraction leaves valid, or from the first event.
pub fn refold_stale(
    store: &mut Store,
    info: &CaseInfo,
    game: &mut Game,
    pending: &[Event],
) -> Result<(), ReadError> {
    let stored = game.len().saturating_sub(pending.len() as u64);
    let mut known = retractions(store, info, stored)?;
    for (i, e) in pending.iter().enumerate() {
        if let Event::Retract { seq } = e {
            known.push((stored + 1 + i as u64, *seq));
        }
    }
    refold_known(store, info, game, stored, &known, pending, Boards::Read)
}
