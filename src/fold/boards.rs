//! Saved boards (snapshots, `db/006_snapshots.sql`): which one a fold may start from, and the
//! boards a fold keeps as it passes the steps they are kept at. The rules are the module's
//! ([`super`]); nothing here folds an event.

use super::board_text::{BoardText, MadeBoard, BOARD_TEXT_PER_LOG};
use super::rows::{retractions_between, Retraction};
use super::ReadError;
use crate::engine::core::json_spans::{members_from, value_end};
use crate::engine::{Game, State};
use crate::store::snapshots::ROW_HASH_BYTES;
use crate::store::{CaseInfo, Store, StoreError};
use std::sync::Arc;

include!(concat!(env!("OUT_DIR"), "/engine_build.rs"));

/// Steps between two saved boards: a jump folds at most this many events after loading one.
pub const SNAPSHOT_EVERY: u64 = 1024;

/// Events folded past the board a fold started from after which the board it reaches is kept as
/// the case's last board ([`last_board_engine`]), so the next process opening the case near its
/// end folds at most about this many events instead of up to [`SNAPSHOT_EVERY`].
pub(super) const LAST_BOARD_AFTER: u64 = 64;

/// The name the case's last board is saved under in the snapshots: this engine build's, marked
/// as the one board kept off the every-[`SNAPSHOT_EVERY`] steps. One per case; a newer one
/// replaces it. It is used under the same rules as the others (this build, its step's state
/// hash, no later undo reaching back past it).
///
/// The last board is saved with the retractions up to its step ([`LastBoard`]), so a fold
/// starting from it reads only those after it from the log, not every undo the case holds.
pub fn last_board_engine() -> String {
    format!("{ENGINE_BUILD} last+undos")
}

/// The case's last board as saved, `{"undos":[…],"undone":[…],"board":{…}}`: the steps of the
/// undos up to its step, the steps they take back, and the board (its text as
/// [`BoardText`] writes it, that of `serde_json::to_vec`).
fn last_board_text(undos: &[u64], undone: &[u64], board: &State) -> Option<Vec<u8>> {
    let mut out = Vec::new();
    out.extend_from_slice(b"{\"undos\":");
    serde_json::to_writer(&mut out, undos).ok()?;
    out.extend_from_slice(b",\"undone\":");
    serde_json::to_writer(&mut out, undone).ok()?;
    out.extend_from_slice(b",\"board\":");
    BoardText::once().write_into(board, &mut out)?;
    out.push(b'}');
    Some(out)
}

/// A [`LastBoard`] read back.
struct LastBoardRead {
    undos: Vec<u64>,
    undone: Vec<u64>,
    board: State,
}

impl LastBoardRead {
    /// The case's last board from its saved text, the board's cards kept as their texts
    /// ([`State::from_saved`]); `None` when the text is not one.
    fn read(text: Vec<u8>) -> Option<LastBoardRead> {
        let text = Arc::new(text);
        let b = text.as_slice();
        let (mut undos, mut undone, mut board) = (None, None, None);
        let end = members_from(b, 0, |key, from| {
            let list = |slot: &mut Option<Vec<u64>>| {
                let end = value_end(b, from)?;
                *slot = Some(serde_json::from_slice(b.get(from..end)?).ok()?);
                Some(end)
            };
            match key {
                b"undos" => list(&mut undos),
                b"undone" => list(&mut undone),
                b"board" => {
                    let (state, end) = State::from_saved(&text, from)?;
                    board = Some(state);
                    Some(end)
                }
                _ => value_end(b, from),
            }
        })?;
        (end == b.len()).then_some(())?;
        Some(LastBoardRead {
            undos: undos?,
            undone: undone?,
            board: board?,
        })
    }
}

/// A saved board from its text, its cards kept as their texts ([`State::from_saved`]); `None`
/// when the text is not one.
fn read_board(text: Vec<u8>) -> Option<State> {
    let text = Arc::new(text);
    let (state, end) = State::from_saved(&text, 0)?;
    (end == text.len()).then_some(state)
}

/// A fold's start from the case's last board ([`from_last_board`]).
pub(super) struct LastStart {
    pub(super) seq: u64,
    pub(super) state: State,
    pub(super) undos: Vec<u64>,
    pub(super) undone: Vec<u64>,
}

/// Saves the game's board as the case's last board, with the retractions it knows, if it
/// matches the record at its step. A cache: nothing is reported, and nothing is saved while the
/// file's check is still to be made (that check is the write's, not a read's, to pay).
pub(super) fn save_last_board(store: &mut Store, info: &CaseInfo, game: &mut Game) {
    if game.is_stale() || store.check_pending() {
        return;
    }
    let Ok(Some(stored)) = store.state_hash_at(info.id, game.len()) else {
        return;
    };
    if game.state_hash_like(&stored) != stored {
        return;
    }
    let undos: Vec<u64> = game.retractions().into_iter().collect();
    let undone: Vec<u64> = game.retracted().into_iter().collect();
    if let Some(board) = last_board_text(&undos, &undone, game.state()) {
        let _ = store.replace_snapshots(info.id, &last_board_engine(), game.len(), board);
    }
}

/// The case's last board at or before step `at`, when a fold to `at` may start from it reading
/// only the retractions after it: no regular board lies nearer `at`, every retraction after it
/// up to `at` takes back an event after its step (and before itself), and the board hashes to
/// the state hash stored with its step. `None` sends the fold the ordinary way
/// ([`best_snapshot`], every retraction read).
pub(super) fn from_last_board(
    store: &Store,
    info: &CaseInfo,
    at: u64,
) -> Result<Option<LastStart>, ReadError> {
    let Some((seq, bytes)) = store.snapshot_at_or_before(info.id, &last_board_engine(), at)? else {
        return Ok(None);
    };
    if store
        .snapshot_step_at_or_before(info.id, ENGINE_BUILD, at)?
        .is_some_and(|grid| grid > seq)
    {
        return Ok(None);
    }
    let later = retractions_between(store, info, seq, at)?;
    if later
        .iter()
        .any(|&(pos, target)| target >= pos || target <= seq)
    {
        return Ok(None);
    }
    let Some(saved) = LastBoardRead::read(bytes) else {
        return Ok(None);
    };
    let Some(state) = checked_state(store, info, seq, saved.board)? else {
        return Ok(None);
    };
    Ok(Some(LastStart {
        seq,
        state,
        undos: saved.undos,
        undone: saved.undone,
    }))
}

/// Whether a retraction after step `seq` takes back an event at or before it (a board saved
/// at `seq` would still hold that event).
fn reached_back(retractions: &[Retraction], seq: u64) -> bool {
    retractions
        .iter()
        .any(|&(pos, target)| pos > seq && target <= seq)
}

/// Saved boards gathered before they are written, so a long fold holds few of them at once.
const SAVE_BATCH: usize = 16;

/// Saves the game's board as the snapshot of its step if it matches the record there: after an
/// append passes a step boards are kept at. A cache: nothing is reported.
pub fn save_board(store: &mut Store, info: &CaseInfo, game: &mut Game) {
    if game.is_stale() {
        return;
    }
    let at = game.len();
    let since = store
        .snapshot_step_at_or_before(info.id, ENGINE_BUILD, at - 1)
        .ok()
        .flatten()
        .unwrap_or(0);
    let covered = store.log_bytes_between(info.id, since, at).unwrap_or(0);
    if let Ok(Some(board)) = matching_board(store, info, game, &mut BoardText::default(), covered) {
        if let (true, Some(packed)) = (worth_keeping(board.size(), covered), board.packed) {
            let _ = store.save_snapshots(info.id, ENGINE_BUILD, &[(at, packed)]);
        }
        // The last board moves here too, kept or not: an older one lies before this step and
        // is no longer the nearest, and without one here every open until the next last board
        // would read every undo of the log to choose its board.
        save_last_board(store, info, game);
    }
}

impl MadeBoard {
    fn size(&self) -> BoardSize {
        BoardSize {
            stored: self.packed.as_ref().map_or(0, |p| p.len() as u64),
            text: self.text,
        }
    }
}

/// What a saved board costs: the bytes it takes in the file, and the bytes of text a fold
/// starting from it decompresses, scans and hashes card by card.
#[derive(Clone, Copy, Default)]
struct BoardSize {
    stored: u64,
    text: u64,
}

/// Whether a saved board is worth keeping in place of folding events that take `covered` bytes
/// of the log. Its stored bytes must be at most one [`BOARD_SHARE_OF`]th of them, so the saved
/// boards of a case take at most about that share of its file however large its board (a long
/// game's dead stay on it); and its text at most [`BOARD_TEXT_PER_LOG`] times them, so reading
/// it back costs less than folding what it spares (a byte of a board's text costs about half
/// what a byte of log costs to fold). A fold from the nearest one reads at most about that much
/// log (and at least [`SNAPSHOT_EVERY`] events).
fn worth_keeping(board: BoardSize, covered: u64) -> bool {
    board.stored.saturating_mul(BOARD_SHARE_OF) <= covered
        && board.text <= covered.saturating_mul(BOARD_TEXT_PER_LOG)
}

/// A saved board takes at most one part in this many of the log it spares folding.
pub const BOARD_SHARE_OF: u64 = 12;

/// The game's board, saved as a snapshot, if it matches the state hash stored with its step;
/// `None` once the engine disagrees with the record there (nothing later is worth saving).
pub(super) fn matching_board(
    store: &Store,
    info: &CaseInfo,
    game: &mut Game,
    text: &mut BoardText,
    covered: u64,
) -> Result<Option<MadeBoard>, ReadError> {
    let Some(stored) = store.state_hash_at(info.id, game.len())? else {
        return Ok(None);
    };
    if game.state_hash_like(&stored) != stored {
        return Ok(None);
    }
    Ok(text.packed_resting(game, covered))
}

/// The newest usable snapshot at or before step `at` (see the module's rules), as its step and
/// board; step 0 and the empty board when there is none. `retractions` holds every retraction up
/// to `at`.
pub(super) fn best_snapshot(
    store: &mut Store,
    info: &CaseInfo,
    at: u64,
    retractions: &[Retraction],
) -> Result<(u64, State), ReadError> {
    // The case's last board, if no undo after it reaches back past it: used when no board at
    // the regular steps is nearer.
    let last = last_board_engine();
    let mut tail = store
        .snapshot_at_or_before(info.id, &last, at)?
        .filter(|(seq, _)| !reached_back(retractions, *seq));
    let mut limit = at;
    while limit > 0 {
        let grid = store.snapshot_at_or_before(info.id, ENGINE_BUILD, limit)?;
        if tail
            .as_ref()
            .is_some_and(|(t, _)| grid.as_ref().is_none_or(|(g, _)| g < t))
        {
            if let Some((seq, board)) = tail.take() {
                if let Some(state) = checked_last(store, info, seq, board)? {
                    return Ok((seq, state));
                }
                let _ = store.drop_snapshots_from(info.id, &last, 0);
            }
            continue;
        }
        let Some((seq, board)) = grid else {
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
        match checked(store, info, seq, board)? {
            Some(state) => return Ok((seq, state)),
            None => {
                // Not this engine's board for that step after all: forget it and what follows.
                let _ = store.drop_snapshots_from(info.id, ENGINE_BUILD, seq);
                limit = seq - 1;
            }
        }
    }
    if let Some((seq, board)) = tail {
        if let Some(state) = checked_last(store, info, seq, board)? {
            return Ok((seq, state));
        }
        let _ = store.drop_snapshots_from(info.id, &last, 0);
    }
    Ok((0, State::default()))
}

/// The saved board, if it reads and hashes to the state hash stored with step `seq`.
fn checked(
    store: &Store,
    info: &CaseInfo,
    seq: u64,
    board: Vec<u8>,
) -> Result<Option<State>, ReadError> {
    let Some(state) = read_board(board) else {
        return Ok(None);
    };
    checked_state(store, info, seq, state)
}

/// The case's last board ([`LastBoard`]), if it reads and hashes to the state hash stored with
/// step `seq`.
fn checked_last(
    store: &Store,
    info: &CaseInfo,
    seq: u64,
    board: Vec<u8>,
) -> Result<Option<State>, ReadError> {
    let Some(saved) = LastBoardRead::read(board) else {
        return Ok(None);
    };
    checked_state(store, info, seq, saved.board)
}

/// `state`, if it hashes to the state hash stored with step `seq`.
fn checked_state(
    store: &Store,
    info: &CaseInfo,
    seq: u64,
    mut state: State,
) -> Result<Option<State>, ReadError> {
    let Some(stored) = store.state_hash_at(info.id, seq)? else {
        return Ok(None);
    };
    state.settle();
    Ok((state.hash_like(&stored) == stored).then_some(state))
}

/// A board [`Saver::wants_board`] asks for: the log folded up to its step, and of it the bytes
/// since the last board kept.
#[derive(Clone, Copy)]
pub(super) struct Wanted {
    pub(super) folded: u64,
    pub(super) covered: u64,
}

/// The boards a fold keeps: gathered, and written in batches once the file's check allows.
pub(super) struct Saver {
    /// Whether boards are still kept (not once the engine disagrees with the record).
    pub(super) saving: bool,
    boards: Vec<(u64, Vec<u8>)>,
    /// What the events folded so far take of the log ([`Store::log_bytes_between`]'s measure).
    folded: u64,
    /// [`Saver::folded`] at the step of the last board kept (0 at the fold's start).
    kept_at: u64,
    /// The size of the last board made, kept or not: a board about as large is not made until
    /// the log it would spare is worth it ([`Saver::wants_board`]).
    last_made: BoardSize,
    check: SideCheck,
    /// The boards' texts, each written from the last ([`BoardText`]).
    pub(super) text: BoardText,
}

impl Saver {
    /// A saver for a fold of `steps` steps from the game's: with `save` unset it keeps nothing.
    /// The file's check, which must precede the first saved board, runs beside the fold when a
    /// board is to be saved at all.
    pub(super) fn new(store: &Store, save: bool, steps: u64) -> Saver {
        Saver {
            saving: save,
            boards: Vec::new(),
            folded: 0,
            kept_at: 0,
            last_made: BoardSize::default(),
            text: BoardText::default(),
            check: if save && steps >= SNAPSHOT_EVERY {
                SideCheck::start(store)
            } else {
                SideCheck(None)
            },
        }
    }

    /// One more event folded, whose payload is `payload` bytes long.
    pub(super) fn folded(&mut self, payload: usize) {
        self.folded += payload as u64 + ROW_HASH_BYTES;
    }

    /// At a step boards are kept at: whether to make the board there, and if so the log folded
    /// up to it, to give back to [`Saver::offer`] with the board. A board as large as the last
    /// one made is not made before the log since the last board kept is worth it, so a board's
    /// compression is not paid for a board that would not be kept.
    pub(super) fn wants_board(&self) -> Option<Wanted> {
        let covered = self.folded - self.kept_at;
        (self.saving && worth_keeping(self.last_made, covered)).then_some(Wanted {
            folded: self.folded,
            covered,
        })
    }

    /// The board at step `seq`, asked for when the log folded was `folded`
    /// ([`Saver::wants_board`]), or `None` where it does not match the record: nothing after it
    /// is kept. Boards are offered in the order of their steps; one is kept if it is worth the
    /// log since the last one kept ([`worth_keeping`]).
    pub(super) fn offer(&mut self, seq: u64, board: Option<MadeBoard>, folded: u64) {
        match board {
            Some(b) if self.saving => {
                self.last_made = b.size();
                if let (true, Some(packed)) = (
                    worth_keeping(self.last_made, folded.saturating_sub(self.kept_at)),
                    b.packed,
                ) {
                    self.kept_at = folded;
                    self.boards.push((seq, packed));
                }
            }
            _ => self.saving = false,
        }
    }

    /// Writes the gathered boards once there are enough and the file's check is made (or they
    /// hold too much to wait for it).
    pub(super) fn save_if_due(&mut self, store: &mut Store, info: &CaseInfo) {
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
    pub(super) fn finish(mut self, store: &mut Store, info: &CaseInfo) {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Library;

    /// Every board of a game whose cards enter, change, die, and leave again by undos, written
    /// from the text of the board before it, is the text `serde_json::to_vec` writes, byte for
    /// byte: the board saved, and so the board read back and checked, is the same.
    #[test]
    fn a_board_written_from_the_last_is_the_board_written_whole() {
        let mut src =
            String::from("players Allen Bob\nhonor Allen 10; honor Bob 10\nturn Allen action\n");
        for i in 0..3 {
            src.push_str(&format!(
                "enter Allen personality \"Live {i}\" force 1 chi 2 ph 1 traits samurai as p{i}\n"
            ));
        }
        // Cards attached, and cards carrying modifications, one of them dead.
        src.push_str(
            "enter Allen item \"Blade\" chi 1 traits weapon on p0 as b0\n\
             Allen plays \"Fire\" open by p0 effect token p1 1F/1C\npass\npass\n\
             enter Bob personality \"Marked\" force 1 chi 2 ph 1 as m0\n\
             Allen plays \"Fire\" open by p0 effect bonus m0 +1F permanent\npass\npass\n\
             destroy m0\n",
        );
        for i in 0..40 {
            let h = i % 3;
            src.push_str(&format!(
                "enter Bob personality \"Dead {i}\" force 1 chi 2 ph 1 as d{i}\nbow p{h}\ndestroy d{i}\nstraighten p{h}\ngain Bob 1\n"
            ));
            if i % 5 == 0 {
                src.push_str("undo\n");
            }
            if i % 7 == 0 {
                src.push_str(&format!(
                    "enter Bob personality \"Gone {i}\" force 1 chi 1 ph 1 as g{i}\nundo\n"
                ));
            }
        }
        // Each line decided on the board the lines before it leave, as a session decides it.
        let mut events = Vec::new();
        let mut decided = Game::new();
        for line in src.lines() {
            for cmd in crate::lang::parse_line(line).expect("a line") {
                let ev = decided
                    .decide(&cmd.command, Library::embedded())
                    .unwrap_or_else(|e| panic!("{line}: {e:?}"));
                decided.push_quiet(ev.clone());
                events.push(ev);
            }
        }
        let mut game = Game::new();
        let mut text = BoardText::default();
        let mut packed = BoardText::default();
        // The same events folded into a game whose cards never rest on a board's text.
        let mut plain = Game::new();
        let mut most = 0;
        for ev in &events {
            game.push_quiet(ev.clone());
            plain.push_quiet(ev.clone());
            let want = serde_json::to_vec(plain.state()).expect("the board written whole");
            // As the store keeps it: compressed, and read back the same; the game's cards out
            // of play then rest on the text written, which changes nothing the board holds.
            let kept = packed
                .packed_resting(&mut game, u64::MAX)
                .and_then(|b| b.packed)
                .expect("packed");
            assert_eq!(
                zstd::stream::decode_all(kept.as_slice()).ok().as_ref(),
                Some(&want),
                "packed after event {}",
                game.len()
            );
            let state = game.state();
            most = most.max(state.cards.len());
            assert_eq!(
                state.hash(),
                plain.state().hash(),
                "after event {}",
                game.len()
            );
            assert_eq!(state, plain.state(), "after event {}", game.len());
            assert_eq!(
                serde_json::to_vec(state).ok().as_ref(),
                Some(&want),
                "after event {}",
                game.len()
            );
            // Read back with its cards kept as their texts: the same hash, before any card is
            // decoded, the same handles, owners, zones and hosts, then the same board.
            let read = read_board(want.clone()).expect("the board reads back");
            assert_eq!(read.hash(), state.hash(), "after event {}", game.len());
            let glanced: Vec<_> = read
                .cards
                .glances()
                .map(|g| {
                    (
                        g.handle.to_string(),
                        g.controller,
                        g.zone,
                        g.attached_to.map(str::to_string),
                        g.modified,
                    )
                })
                .collect();
            let real: Vec<_> = state
                .cards
                .iter()
                .map(|c| {
                    (
                        c.handle.clone(),
                        c.controller,
                        c.zone,
                        c.attached_to.clone(),
                        !c.mods.is_empty(),
                    )
                })
                .collect();
            assert_eq!(glanced, real, "after event {}", game.len());
            assert_eq!(&read, state, "after event {}", game.len());
            // Written once, keeping nothing (the last board), byte for byte.
            assert_eq!(
                BoardText::once().write(state).as_ref(),
                Some(&want),
                "after event {}",
                game.len()
            );
            // Written again from the texts it was read with, byte for byte.
            assert_eq!(
                BoardText::default().write(&read).as_ref(),
                Some(&want),
                "after event {}",
                game.len()
            );
            assert_eq!(
                text.write(state).map(String::from_utf8),
                Some(Ok(String::from_utf8(want).expect("text"))),
                "after event {}",
                game.len()
            );
        }
        assert!(most > 20, "{most} cards at most");
        // The dead rest on the last text written; the cards in play do not.
        let cards = &game.state().cards;
        let resting: Vec<bool> = (0..cards.len())
            .map(|i| cards.saved_text(i).is_some())
            .collect();
        let in_play: Vec<bool> = cards
            .glances()
            .map(|g| g.zone == crate::engine::state::Zone::InPlay)
            .collect();
        assert!(resting.iter().filter(|r| **r).count() > 20, "{resting:?}");
        assert!(
            resting.iter().zip(&in_play).all(|(r, p)| r != p),
            "{resting:?} {in_play:?}"
        );
    }
}
