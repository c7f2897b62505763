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
//! that cannot be written (read-only, busy) just keeps no snapshots, and a store that has still
//! to make SQLite's check of the file makes it beside the fold, writing no board before the file
//! is found sound ([`SideCheck`]). `verify` never uses them: it
//! folds every event, so a changed engine is checked against the record itself.

use crate::engine::{Event, Game, State, Step};
use crate::replay::{corrupt, each_event};
use crate::session::SessionError;
use crate::store::{CaseInfo, Store, StoreError};

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
    // The file's check, which must precede the first saved board, runs beside the fold when a
    // board is to be saved at all.
    let mut saver = Saver {
        saving: save,
        boards: Vec::new(),
        check: if save && to.saturating_sub(game.len()) >= SNAPSHOT_EVERY {
            SideCheck::start(store)
        } else {
            SideCheck(None)
        },
    };
    let result = (|| {
        while game.len() < to {
            let start = game.len();
            let end = if to - start >= PIPELINE_FROM {
                fold_piped(store, info, game, to, &mut saver)?
            } else {
                fold_stretch(store, info, game, to, &mut saver)?
            };
            match end {
                Stretch::Stale(seq) => refold(store, info, game, seq, retractions)?,
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

/// How a stretch of [`fold`] ended.
enum Stretch {
    /// Every row asked for was folded.
    Folded,
    /// The log holds fewer rows than were asked for.
    LogEnds,
    /// The event at this step left the game stale: it must be folded again first.
    Stale(u64),
}

/// Steps from which [`fold`] reads and decodes rows on one thread while a second folds them.
const PIPELINE_FROM: u64 = 4 * SNAPSHOT_EVERY;

/// One stretch of [`fold`] on the calling thread, up to the next step a board is kept at (or
/// `to`): the store cannot write while it reads, so boards are gathered between stretches.
fn fold_stretch(
    store: &mut Store,
    info: &CaseInfo,
    game: &mut Game,
    to: u64,
    saver: &mut Saver,
) -> Result<Stretch, SessionError> {
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
            Err(e) => bad = Some(corrupt(&info.name, seq, &e)),
        }
        Ok(())
    })?;
    if let Some(e) = bad {
        return Err(e);
    }
    if let Some(seq) = stale_at {
        return Ok(Stretch::Stale(seq));
    }
    if game.len() < upto {
        return Ok(Stretch::LogEnds);
    }
    if saver.saving && upto.is_multiple_of(SNAPSHOT_EVERY) {
        let board = matching_board(store, info, game)?;
        saver.offer(upto, board);
        saver.save_if_due(store, info);
    }
    Ok(Stretch::Folded)
}

/// A message to the folding thread of [`fold_piped`].
enum ToFold {
    /// The next events, in order.
    Events(Vec<Event>),
    /// The board after step `seq` is wanted if it hashes to `stored`, the state hash stored with
    /// that step.
    Board { seq: u64, stored: String },
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
) -> Result<Stretch, SessionError> {
    use std::sync::atomic::{AtomicBool, Ordering};
    use std::sync::mpsc;
    const BATCH: usize = 256;
    let (to_fold, incoming) = mpsc::sync_channel::<ToFold>(8);
    let (made, boards) = mpsc::channel::<(u64, Option<Vec<u8>>)>();
    let stop = AtomicBool::new(false);
    let mut pos = game.len();
    std::thread::scope(|scope| {
        let stop = &stop;
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
                    ToFold::Board { seq, stored } => {
                        if game.len() == seq {
                            let board = (game.state_hash_like(&stored) == stored)
                                .then(|| serde_json::to_vec(game.state()).ok())
                                .flatten();
                            let _ = made.send((seq, board));
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
                outcome = Err(e.into());
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
            if saver.saving && pos.is_multiple_of(SNAPSHOT_EVERY) {
                match store.state_hash_at(info.id, pos) {
                    Ok(Some(stored)) => {
                        let _ = to_fold.send(ToFold::Board { seq: pos, stored });
                    }
                    Ok(None) => saver.saving = false,
                    Err(e) => {
                        outcome = Err(e.into());
                        break;
                    }
                }
            }
            for (seq, board) in boards.try_iter() {
                saver.offer(seq, board);
            }
            saver.save_if_due(store, info);
        }
        drop(to_fold);
        let stale_at = folder
            .join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
        for (seq, board) in boards.try_iter() {
            saver.offer(seq, board);
        }
        match (outcome, stale_at) {
            (Err(e), _) => Err(e),
            (Ok(_), Some(seq)) => Ok(Stretch::Stale(seq)),
            (Ok(end), None) => Ok(end),
        }
    })
}

/// The boards a fold keeps: gathered, and written in batches once the file's check allows.
struct Saver {
    /// Whether boards are still kept (not once the engine disagrees with the record).
    saving: bool,
    boards: Vec<(u64, Vec<u8>)>,
    check: SideCheck,
}

impl Saver {
    /// The board at step `seq`, or `None` where it does not match the record: nothing after it
    /// is kept.
    fn offer(&mut self, seq: u64, board: Option<Vec<u8>>) {
        match board {
            Some(b) if self.saving => self.boards.push((seq, b)),
            _ => self.saving = false,
        }
    }

    /// Writes the gathered boards once there are enough and the file's check is made (or they
    /// hold too much to wait for it).
    fn save_if_due(&mut self, store: &mut Store, info: &CaseInfo) {
        if self.boards.len() >= SAVE_BATCH
            && (self.check.ready() || pending_bytes(&self.boards) >= MAX_PENDING_BYTES)
        {
            if self.check.settle(store) {
                // A snapshot only saves time: a database that cannot take it is left as it is.
                let _ = store.save_snapshots(info.id, ENGINE_BUILD, &self.boards);
            } else {
                self.saving = false;
            }
            self.boards.clear();
        }
    }

    /// Writes what is left, once the file's check allows.
    fn finish(mut self, store: &mut Store, info: &CaseInfo) {
        if !self.boards.is_empty() && self.check.settle(store) {
            let _ = store.save_snapshots(info.id, ENGINE_BUILD, &self.boards);
        }
        self.check.leave(store);
    }
}

/// Saved boards held while the file's check runs, in bytes, before the fold waits for it.
const MAX_PENDING_BYTES: usize = 8 << 20;

fn pending_bytes(boards: &[(u64, Vec<u8>)]) -> usize {
    boards.iter().map(|(_, b)| b.len()).sum()
}

/// SQLite's check of the whole file ([`Store::quick_check_file`]) on a connection and thread of
/// its own, for a store that puts the check off until its first write
/// ([`Store::open_checking_before_writes`]): the fold goes on while it runs, and no board is
/// written before it has found the file sound.
struct SideCheck(Option<std::thread::JoinHandle<Result<(), StoreError>>>);

impl SideCheck {
    /// Starts the check if the store has still to make it.
    fn start(store: &Store) -> SideCheck {
        let path = match store.path() {
            Some(p) if store.check_pending() => p.to_path_buf(),
            _ => return SideCheck(None),
        };
        SideCheck(
            std::thread::Builder::new()
                .name("gunbai-check".into())
                .spawn(move || Store::quick_check_file(&path))
                .ok(),
        )
    }

    /// Whether [`SideCheck::settle`] would not wait.
    fn ready(&self) -> bool {
        self.0.as_ref().is_none_or(|h| h.is_finished())
    }

    /// Waits for the check; whether boards may be written. A sound file is marked checked in
    /// the store; on a damaged one nothing is written; if the check itself could not be made,
    /// the store makes it before its first write, as it would have.
    fn settle(&mut self, store: &Store) -> bool {
        match self.0.take().map(|h| h.join()) {
            Some(Ok(Ok(()))) => {
                store.mark_checked();
                true
            }
            Some(Ok(Err(StoreError::Damaged { .. }))) => false,
            _ => !matches!(store.check_now(), Err(StoreError::Damaged { .. })),
        }
    }

    /// At the end of a fold: takes a finished check's answer; one still running is left to end
    /// on its own (the store checks the file itself before its first write).
    fn leave(mut self, store: &Store) {
        if self.ready() {
            if let Some(Ok(Ok(()))) = self.0.take().map(|h| h.join()) {
                store.mark_checked();
            }
        }
    }
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
