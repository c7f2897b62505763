//! Replaying a stored case from its first event, as `verify` and the ruling checks do: every
//! event folded, no saved board read or written ([`crate::snapshot`] opens a case quickly).
//! A long case is read and decoded on the calling thread while a second thread folds it.

use crate::engine::{Event, Game, Step};
use crate::session::{card_notes, SessionError};
use crate::store::{CaseInfo, Store, StoredEvent};

/// Replays a stored case from its first event on the fast path (payloads only), into a lean
/// game that keeps no events. No snapshot is read or saved: [`snapshot::game_at`] is the way
/// to open a case quickly.
pub fn replay_case(store: &Store, info: &CaseInfo) -> Result<Game, SessionError> {
    replay_into(Game::lean(), store, info, info.events)
}

/// The case after its first `at` events, read one row at a time into a lean game that keeps
/// no events (for `show --at` and jumps).
pub fn replay_to(store: &Store, info: &CaseInfo, at: u64) -> Result<Game, SessionError> {
    replay_into(Game::lean(), store, info, at)
}

fn replay_into(
    mut game: Game,
    store: &Store,
    info: &CaseInfo,
    at: u64,
) -> Result<Game, SessionError> {
    let rows = at.min(info.events);
    game.reserve(usize::try_from(rows).unwrap_or(0));
    // Folded in stretches: a stretch ends where an undo reaches back past what a lean game kept
    // (it is folded again from the store, then the next stretch starts after it).
    loop {
        let start = game.len();
        if start >= rows {
            return Ok(game);
        }
        let (folded, stale_at) = if rows - start >= PIPELINE_FROM {
            fold_two_threads(game, store, info, start, rows)?
        } else {
            fold_one_thread(game, store, info, start, rows)?
        };
        game = folded;
        match stale_at {
            Some(seq) => refold_from_store(&mut game, store, info, seq)?,
            None => return Ok(game),
        }
    }
}

/// Rows from which a replay decodes on one thread while another folds.
const PIPELINE_FROM: u64 = 4096;

/// Folds rows `start`+1..=`rows` into `game`, stopping after an event that leaves the game
/// stale (its step is returned).
fn fold_one_thread(
    mut game: Game,
    store: &Store,
    info: &CaseInfo,
    start: u64,
    rows: u64,
) -> Result<(Game, Option<u64>), SessionError> {
    let mut bad = None;
    let mut stale_at = None;
    store.for_each_payload_between(info.id, start, rows, |seq, version, payload| {
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
    match bad {
        Some(e) => Err(e),
        None => Ok((game, stale_at)),
    }
}

/// [`fold_one_thread`] with the rows read and decoded on this thread while another folds them.
fn fold_two_threads(
    mut game: Game,
    store: &Store,
    info: &CaseInfo,
    start: u64,
    rows: u64,
) -> Result<(Game, Option<u64>), SessionError> {
    use std::sync::atomic::{AtomicBool, Ordering};
    const BATCH: usize = 256;
    let (to_fold, batches) = std::sync::mpsc::sync_channel::<Vec<Event>>(8);
    let (give_back, spare) = std::sync::mpsc::channel::<Vec<Event>>();
    let stop = AtomicBool::new(false);
    let (read, bad, (folded, stale_at)) = std::thread::scope(|scope| {
        let stop = &stop;
        let folder = scope.spawn(move || {
            let mut stale_at = None;
            for mut batch in batches {
                if stale_at.is_none() {
                    for ev in batch.drain(..) {
                        game.push_quiet(ev);
                        if game.is_stale() {
                            // The rest is folded after the game is folded again from the store.
                            stale_at = Some(game.len());
                            stop.store(true, Ordering::Relaxed);
                            break;
                        }
                    }
                }
                batch.clear();
                // The reader may have stopped: an empty vector it never takes is dropped.
                let _ = give_back.send(batch);
            }
            (game, stale_at)
        });
        let mut bad = None;
        let mut batch = Vec::with_capacity(BATCH);
        let read = store.for_each_payload_between(info.id, start, rows, |seq, version, payload| {
            if bad.is_some() || stop.load(Ordering::Relaxed) {
                return Ok(());
            }
            match Event::from_json(version, payload) {
                Ok(ev) => {
                    batch.push(ev);
                    if batch.len() == BATCH {
                        let next = spare
                            .try_recv()
                            .unwrap_or_else(|_| Vec::with_capacity(BATCH));
                        // The folder stops only by panicking, which `join` passes on.
                        let _ = to_fold.send(std::mem::replace(&mut batch, next));
                    }
                }
                Err(e) => bad = Some(corrupt(&info.name, seq, &e)),
            }
            Ok(())
        });
        if bad.is_none() && !batch.is_empty() {
            let _ = to_fold.send(batch);
        }
        drop(to_fold);
        let folded = folder
            .join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
        (read, bad, folded)
    });
    read?;
    match bad {
        Some(e) => Err(e),
        None => Ok((folded, stale_at)),
    }
}

/// Folds a lean game again from its stored events 1..=`up_to` (an undo reached back past its
/// checkpoints).
fn refold_from_store(
    game: &mut Game,
    store: &Store,
    info: &CaseInfo,
    up_to: u64,
) -> Result<(), SessionError> {
    game.refold_with(|f| each_event(store, info, 0, up_to, f))
}

/// A row of case `case` at step `seq` that cannot be read, and why.
pub(crate) fn corrupt(case: &str, seq: u64, why: &dyn std::fmt::Display) -> SessionError {
    SessionError::Corrupt {
        case: case.to_string(),
        seq,
        message: why.to_string(),
    }
}

/// Calls `f` with each event of steps `after`+1..=`up_to` of the case, decoded, in order; the
/// first row that cannot be read ends it with [`SessionError::Corrupt`] naming its step.
pub(crate) fn each_event(
    store: &Store,
    info: &CaseInfo,
    after: u64,
    up_to: u64,
    f: &mut dyn FnMut(Event),
) -> Result<(), SessionError> {
    let mut bad = None;
    store.for_each_payload_between(info.id, after, up_to, |seq, version, payload| {
        if bad.is_none() {
            match Event::from_json(version, payload) {
                Ok(ev) => f(ev),
                Err(e) => bad = Some(corrupt(&info.name, seq, &e)),
            }
        }
        Ok(())
    })?;
    bad.map_or(Ok(()), Err)
}

/// Replays a stored case one row at a time and returns the first event whose stored state hash
/// differs from the one this engine computes (each checked by the version it was written with).
pub fn verify_states(store: &Store, info: &CaseInfo) -> Result<Option<u64>, SessionError> {
    let mut game = Game::lean();
    let mut out: Result<Option<u64>, SessionError> = Ok(None);
    store.for_each_event(info.id, |row| {
        if !matches!(out, Ok(None)) {
            return Ok(());
        }
        match Event::from_json(row.version, &row.payload) {
            Ok(ev) => {
                game.push_quiet(ev);
                if game.is_stale() {
                    if let Err(e) = refold_from_store(&mut game, store, info, row.seq) {
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

/// One pass over a stored case, one row at a time and keeping no events (a ruling's check of
/// its linked case): the first step whose stored state hash this engine does not reach (each
/// checked by the version it was written with), and event `at` explained, with the state hash
/// after it computed in the form of `like`. Every row is read, as [`replay_rows`] reads them:
/// one that cannot be read is an error even after both are found.
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
                out = Err(corrupt(&info.name, row.seq, &e));
                return Ok(());
            }
        };
        // Past both answers the rows are only read.
        if found.diverged.is_some() && (found.at.is_some() || row.seq > at) {
            return Ok(());
        }
        let steps = if row.seq == at {
            let notes = card_notes(&ev);
            let mut steps = game.push(ev);
            steps.extend(notes);
            Some(steps)
        } else {
            game.push_quiet(ev);
            None
        };
        if game.is_stale() {
            if let Err(e) = refold_from_store(&mut game, store, info, row.seq) {
                out = Err(e);
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

/// Replays stored rows; also returns the steps of each event and the first event whose stored
/// state hash differs from the one this engine computes (each checked by the version it was
/// written with).
pub fn replay_rows(case: &str, rows: &[StoredEvent]) -> Result<Replayed, SessionError> {
    let mut game = Game::new();
    let mut steps = Vec::with_capacity(rows.len());
    let mut diverged = None;
    for row in rows {
        let ev =
            Event::from_json(row.version, &row.payload).map_err(|e| corrupt(case, row.seq, &e))?;
        let notes = card_notes(&ev);
        let mut these = game.push(ev);
        these.extend(notes);
        steps.push(these);
        if diverged.is_none() && game.state_hash_like(&row.state_hash) != row.state_hash {
            diverged = Some(row.seq);
        }
    }
    Ok(Replayed {
        game,
        steps,
        diverged,
    })
}

/// A stored case replayed by this engine.
pub struct Replayed {
    pub game: Game,
    /// The steps of each event, in order.
    pub steps: Vec<Vec<Step>>,
    /// The first event whose stored state hash differs from the state this engine reaches.
    pub diverged: Option<u64>,
}
