//! The fold: a lean game carried on from its step through the stored events, stretch by stretch,
//! and a stale game folded again. Every way of reading a case's board ends here.

use super::board_text::MadeBoard;
use super::boards::{best_snapshot, matching_board, Saver, Wanted, SNAPSHOT_EVERY};
use super::rows::{corrupt, each_event, named, Retraction};
use super::{Boards, ReadError};
use crate::engine::{Event, Game, State};
use crate::store::{CaseInfo, Store};

/// Steps from which [`fold`] reads and decodes rows on one thread while a second folds them.
const PIPELINE_FROM: u64 = 4 * SNAPSHOT_EVERY;

/// Folds `game` (at some step ≤ `to`) on to step `to`, from the log. A retraction reaching back
/// past what the game kept refolds from a snapshot before it (with [`Boards::Ignore`], from the
/// first event). With [`Boards::Save`], the boards at every [`SNAPSHOT_EVERY`]th step are saved
/// while they match the record.
pub(super) fn fold(
    store: &mut Store,
    info: &CaseInfo,
    game: &mut Game,
    to: u64,
    retractions: Known<'_>,
    boards: Boards,
) -> Result<(), ReadError> {
    let mut saver = Saver::new(store, boards == Boards::Save, to.saturating_sub(game.len()));
    let result = (|| {
        while game.len() < to {
            let start = game.len();
            let end = if to - start >= PIPELINE_FROM {
                fold_piped(store, info, game, to, &mut saver)?
            } else {
                fold_stretch(store, info, game, to, &mut saver)?
            };
            match end {
                Stretch::Stale(seq) => match retractions {
                    Known::All(known) => refold(store, info, game, seq, known, boards)?,
                    Known::Read => {
                        let known = super::rows::retractions(store, info, seq)?;
                        refold(store, info, game, seq, &known, boards)?
                    }
                },
                // The log ends before `to`.
                Stretch::LogEnds => break,
                Stretch::Folded => {}
            }
        }
        Ok(())
    })();
    saver.finish(store, info);
    result
}

/// The retractions a [`fold`] needs only when an undo reaches back past what the game kept.
#[derive(Clone, Copy)]
pub(super) enum Known<'a> {
    /// Every retraction up to the fold's last step, read already.
    All(&'a [Retraction]),
    /// None read yet: read from the log (through its index) only if needed.
    Read,
}

/// How a stretch of [`fold`] ended.
enum Stretch {
    /// Every row asked for was folded.
    Folded,
    /// The log holds fewer rows than were asked for.
    LogEnds,
    /// The event at this step left the game stale: it must be folded again first.
    Stale(u64),
}

/// One stretch of [`fold`] on the calling thread, up to the next step a board is kept at (or
/// `to`): the store cannot write while it reads, so boards are gathered between stretches.
fn fold_stretch(
    store: &mut Store,
    info: &CaseInfo,
    game: &mut Game,
    to: u64,
    saver: &mut Saver,
) -> Result<Stretch, ReadError> {
    let start = game.len();
    let upto = to.min((start / SNAPSHOT_EVERY + 1) * SNAPSHOT_EVERY);
    let mut bad: Option<ReadError> = None;
    let mut stale_at = None;
    store
        .for_each_payload_between(info.id, start, upto, |seq, version, payload| {
            if bad.is_some() || stale_at.is_some() {
                return Ok(());
            }
            saver.folded(payload.len());
            match Event::from_json(version, payload) {
                Ok(ev) => {
                    game.push_quiet(ev);
                    if game.is_stale() {
                        stale_at = Some(seq);
                    }
                }
                Err(e) => bad = Some(corrupt(&info.name, seq, &e)),
            }
            Ok(())
        })
        .map_err(named(info))?;
    if let Some(e) = bad {
        return Err(e);
    }
    if let Some(seq) = stale_at {
        return Ok(Stretch::Stale(seq));
    }
    if game.len() < upto {
        return Ok(Stretch::LogEnds);
    }
    if upto.is_multiple_of(SNAPSHOT_EVERY) {
        if let Some(wanted) = saver.wants_board() {
            let board = matching_board(store, info, game, &mut saver.text, wanted.covered)?;
            saver.offer(upto, board, wanted.folded);
            saver.save_if_due(store, info);
        }
    }
    Ok(Stretch::Folded)
}

/// A message to the folding thread of [`fold_piped`].
enum ToFold {
    /// The next events, in order.
    Events(Vec<Event>),
    /// The board after step `seq` is wanted if it hashes to `stored`, the state hash stored with
    /// that step.
    Board {
        seq: u64,
        stored: String,
        wanted: Wanted,
    },
}

/// [`fold`] on from the game's step to `to` (or the end of the log, or a stale game) with the
/// rows read and decoded on the calling thread, stretch by stretch, while a second thread folds
/// them and makes the boards to keep; the calling thread saves those between its stretches.
fn fold_piped(
    store: &mut Store,
    info: &CaseInfo,
    game: &mut Game,
    to: u64,
    saver: &mut Saver,
) -> Result<Stretch, ReadError> {
    use std::sync::atomic::{AtomicBool, Ordering};
    use std::sync::mpsc;
    const BATCH: usize = 256;
    let (to_fold, incoming) = mpsc::sync_channel::<ToFold>(8);
    let (made, boards) = mpsc::channel::<(u64, Option<MadeBoard>, u64)>();
    let stop = AtomicBool::new(false);
    let mut pos = game.len();
    // The folding thread writes the boards, each from the last; the texts go back to the saver.
    let mut text = std::mem::take(&mut saver.text);
    let ended = std::thread::scope(|scope| {
        let stop = &stop;
        let text = &mut text;
        let folder = scope.spawn(move || {
            let mut stale_at = None;
            for msg in incoming {
                if stale_at.is_some() {
                    continue;
                }
                match msg {
                    ToFold::Events(events) => {
                        for ev in events {
                            game.push_quiet(ev);
                            if game.is_stale() {
                                // The rest is folded after the game is folded again.
                                stale_at = Some(game.len());
                                stop.store(true, Ordering::Relaxed);
                                break;
                            }
                        }
                    }
                    ToFold::Board {
                        seq,
                        stored,
                        wanted,
                    } => {
                        if game.len() == seq {
                            let board = (game.state_hash_like(&stored) == stored)
                                .then(|| text.packed_resting(game, wanted.covered))
                                .flatten();
                            let _ = made.send((seq, board, wanted.folded));
                        }
                    }
                }
            }
            stale_at
        });
        let mut outcome = Ok(Stretch::Folded);
        while pos < to && !stop.load(Ordering::Relaxed) {
            let upto = to.min((pos / SNAPSHOT_EVERY + 1) * SNAPSHOT_EVERY);
            let mut bad = None;
            let mut read = 0u64;
            let mut batch = Vec::with_capacity(BATCH);
            let rows =
                store.for_each_payload_between(info.id, pos, upto, |seq, version, payload| {
                    if bad.is_some() || stop.load(Ordering::Relaxed) {
                        return Ok(());
                    }
                    saver.folded(payload.len());
                    match Event::from_json(version, payload) {
                        Ok(ev) => {
                            read += 1;
                            batch.push(ev);
                            if batch.len() == BATCH {
                                let full = std::mem::replace(&mut batch, Vec::with_capacity(BATCH));
                                // The folder stops only by panicking, which `join` passes on.
                                let _ = to_fold.send(ToFold::Events(full));
                            }
                        }
                        Err(e) => bad = Some(corrupt(&info.name, seq, &e)),
                    }
                    Ok(())
                });
            if !batch.is_empty() {
                let _ = to_fold.send(ToFold::Events(batch));
            }
            if let Err(e) = rows {
                outcome = Err(named(info)(e));
                break;
            }
            if let Some(e) = bad {
                outcome = Err(e);
                break;
            }
            if read < upto - pos {
                if !stop.load(Ordering::Relaxed) {
                    outcome = Ok(Stretch::LogEnds);
                }
                break;
            }
            pos = upto;
            let wanted = pos
                .is_multiple_of(SNAPSHOT_EVERY)
                .then(|| saver.wants_board())
                .flatten();
            if let Some(wanted) = wanted {
                match store.state_hash_at(info.id, pos) {
                    Ok(Some(stored)) => {
                        let _ = to_fold.send(ToFold::Board {
                            seq: pos,
                            stored,
                            wanted,
                        });
                    }
                    Ok(None) => saver.saving = false,
                    Err(e) => {
                        outcome = Err(e.into());
                        break;
                    }
                }
            }
            for (seq, board, folded) in boards.try_iter() {
                saver.offer(seq, board, folded);
            }
            saver.save_if_due(store, info);
        }
        drop(to_fold);
        let stale_at = folder
            .join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
        for (seq, board, folded) in boards.try_iter() {
            saver.offer(seq, board, folded);
        }
        match (outcome, stale_at) {
            (Err(e), _) => Err(e),
            (Ok(_), Some(seq)) => Ok(Stretch::Stale(seq)),
            (Ok(end), None) => Ok(end),
        }
    });
    saver.text = text;
    ended
}

/// A stale game again at step `seq` (all stored), knowing the retractions up to there.
pub(super) fn refold(
    store: &mut Store,
    info: &CaseInfo,
    game: &mut Game,
    seq: u64,
    retractions: &[Retraction],
    boards: Boards,
) -> Result<(), ReadError> {
    let known: Vec<Retraction> = retractions
        .iter()
        .copied()
        .filter(|&(pos, _)| pos <= seq)
        .collect();
    refold_known(store, info, game, seq, &known, &[], boards)
}

/// A stale game folded again from the first event up to step `up_to`, trusting no saved board:
/// for the checks that compare every step with the record.
pub(crate) fn refold_from_first(
    store: &Store,
    info: &CaseInfo,
    game: &mut Game,
    up_to: u64,
) -> Result<(), ReadError> {
    refold_on(store, info, game, (0, State::default()), up_to, &[])
}

/// Folds `game` again from a snapshot at or before `stored` (with [`Boards::Ignore`], or when a
/// retraction is irregular, from the first event): the stored events up to `stored`, then
/// `pending`. `known` holds every retraction among them.
pub(super) fn refold_known(
    store: &mut Store,
    info: &CaseInfo,
    game: &mut Game,
    stored: u64,
    known: &[Retraction],
    pending: &[Event],
    boards: Boards,
) -> Result<(), ReadError> {
    let regular = known.iter().all(|&(pos, target)| target < pos);
    let base = if regular && boards != Boards::Ignore {
        best_snapshot(store, info, stored, known)?
    } else {
        (0, State::default())
    };
    refold_on(store, info, game, base, stored, pending)
}

/// Folds `game` again from `base` (a step and the board after it): the stored events after it
/// up to `stored`, then `pending`.
fn refold_on(
    store: &Store,
    info: &CaseInfo,
    game: &mut Game,
    (from, board): (u64, State),
    stored: u64,
    pending: &[Event],
) -> Result<(), ReadError> {
    game.refold_from(from, board, |f| {
        each_event(store, info, from, stored, f)?;
        for e in pending {
            f(e.clone());
        }
        Ok(())
    })
}
