//! A stored case read back and folded into its board: the one fold every command uses (`show`,
//! `replay`, `verify`, the shell, the server, tournament rulings), and the saved boards that let
//! it start part way.
//!
//! Opening a case at a step ([`game_at`]) need not fold its whole log: it can start from the
//! nearest saved board (a snapshot, `db/006_snapshots.sql`), then fold the events after it.
//! A snapshot is a cache, never the record. One is used only when
//! - this engine build wrote it ([`ENGINE_BUILD`], a fingerprint of the engine's source), and
//! - the board it holds hashes to the state hash stored, and chained, with its step; and
//! - no retraction after its step takes back an event at or before it (the saved board would
//!   still hold that event).
//!
//! Otherwise the events are folded from an earlier snapshot or from the first event, which gives
//! the same board. While folding, a board is saved at [`SNAPSHOT_EVERY`]th steps when it
//! matches its step's stored state hash and takes at most one [`BOARD_SHARE_OF`]th of the log it
//! spares since the board saved before it, its text at most [`BOARD_TEXT_PER_LOG`] times that log
//! (so boards large against the log are saved less often); saving never waits for another writer, and a database
//! that cannot be written (read-only, busy) just keeps no snapshots, and a store that has still
//! to make SQLite's check of the file makes it beside the fold, writing no board before the file
//! is found sound. [`Boards`] says which saved boards a fold may use: [`Boards::Ignore`] trusts
//! none and folds every event from the first, writing nothing (the reference the tests compare
//! the others with). [`verify_states`] never uses them either: it folds every event, so a changed
//! engine is checked against the record itself.
//!
//! The case's last board ([`last_board_engine`]) is saved with the undos up to its step, so a
//! fold starting from it reads only the retractions after it.
//!
//! Each file uses only those listed before it: `rows` (stored rows decoded, with an error naming
//! the step of one that cannot be read; the retractions), `boards` (which saved board may be
//! trusted; the boards a fold keeps; the last board and its undos), `run` (the fold, on one thread or, from 4096 steps, reading
//! on one and folding on another; a stale game folded again), `open` (the entry points: a case at
//! a step, catching up, one event explained, a stale session game), `verify` (`gunbai verify`'s
//! check of every stored state hash).

mod board_text;
mod boards;
mod open;
mod rows;
mod run;
mod verify;

pub use board_text::BOARD_TEXT_PER_LOG;
pub use boards::{last_board_engine, save_board, BOARD_SHARE_OF, ENGINE_BUILD, SNAPSHOT_EVERY};
pub use open::{advance, explain_next, game_at, refold_stale};
pub(crate) use rows::{corrupt, each_event};
pub(crate) use run::refold_from_first;
pub use verify::{verify_rows, verify_states, verify_states_seeing};

use crate::store::StoreError;

/// Which saved boards a fold may start from and keep.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Boards {
    /// From the nearest good saved board, saving the boards passed on the way (opening a case,
    /// `show`, a jump the judge asked for).
    Save,
    /// From the nearest good saved board, saving none.
    Read,
    /// None: every event folded from the first, nothing read from or written to the snapshots.
    Ignore,
}

/// Why a stored case could not be read back.
#[derive(Debug, thiserror::Error)]
pub enum ReadError {
    #[error(transparent)]
    Store(#[from] StoreError),
    /// A stored row that cannot be decoded.
    #[error("event {seq} of case `{case}` cannot be read: {message}")]
    Corrupt {
        case: String,
        seq: u64,
        message: String,
    },
}
