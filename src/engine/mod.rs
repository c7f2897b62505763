//! The rules engine: pure and deterministic. No I/O, no clock, no randomness: what is random or
//! chosen at a real table arrives inside a command and is recorded in an event.
//!
//! [`decide`] checks a command against the board and returns the event it produces (or why it is
//! refused); [`apply`] folds one event into the state and explains what the rules made of it as
//! [`Step`]s, each citing rule ids from the corpus. [`Game`] keeps a case's events and its board.

mod abilities;
mod adjust;
mod apply;
mod attach;
mod battle;
mod bring;
mod copy;
pub mod core;
mod decide;
mod destroy;
mod duel;
mod effects;
pub mod expect;
mod favor;
mod fear;
mod honor;
mod play;
mod province;
mod ranged;
mod seppuku;
mod setup;
mod tactician;
mod targets;
mod terrain;
mod turn;
mod window;

pub use self::core::card::CardDef;
pub use self::core::error::{
    BattleUse, DuelNext, NameKind, PersonalityRole, Refusal, Rejection, TargetProblem,
    TriggerProblem,
};
pub use self::core::event::{Event, EVENT_VERSION};
pub use self::core::library::Library;
pub use self::core::out::Step;
pub use self::core::state::State;
pub use self::core::{card, error, event, names, state};
pub use apply::{apply, apply_quiet};
pub use decide::decide;

use crate::lang::ast::Command;
use crate::rules::ids;
use std::collections::BTreeSet;

/// A case's board, and what an `undo` needs to take an event back.
///
/// A game made by [`Game::lean`] keeps no events: only the board, which positions were retracted
/// or are retractions, and two checkpoints of the board with the few events since each, so an
/// `undo` refolds from the nearer checkpoint rather than from the first event. Its memory does
/// not grow with the log. An undo reaching back before both checkpoints (or a damaged log whose
/// retraction named an event still to come) needs the log: the game becomes stale until
/// [`Game::refold_with`] feeds it the events again. [`Game::new`] also keeps every event, for
/// cases with no log to read back (scripts run in memory).
#[derive(Clone, Debug, Default)]
pub struct Game {
    state: State,
    /// Events folded so far: the position of the last one.
    len: u64,
    /// Positions retracted by an undo.
    gone: BTreeSet<u64>,
    /// Positions holding a retraction.
    retracts: BTreeSet<u64>,
    older: Checkpoint,
    newer: Checkpoint,
    /// Every event, for a game that keeps them.
    all: Option<Vec<Event>>,
    /// The board is not the fold of the events: [`Game::refold_with`] must run.
    stale: bool,
    /// An event was folded although a retraction already named it (only in a damaged log): the
    /// checkpoints may hold it, so the next undo refolds from the first event.
    irregular: bool,
}

/// The board after event `at` (every event up to it not retracted, folded), and the events after it.
#[derive(Clone, Debug, Default)]
struct Checkpoint {
    at: u64,
    state: State,
    /// The events folded after `at`, for a game that does not keep every event (one that does
    /// reads them from its list).
    tail: Vec<(u64, Event)>,
    /// How many events were folded after `at`.
    folded: usize,
}

impl Game {
    /// A game that keeps every event as well as the board.
    pub fn new() -> Game {
        Game {
            all: Some(Vec::new()),
            ..Game::default()
        }
    }

    /// A game that keeps no events: for a case whose log can be read back.
    pub fn lean() -> Game {
        Game::default()
    }

    /// Replays events from the start without building their explanations.
    pub fn replay<I: IntoIterator<Item = Event>>(events: I) -> Game {
        let mut g = Game::new();
        for e in events {
            g.push_quiet(e);
        }
        g
    }

    /// Makes room for `additional` more events in a game that keeps them.
    pub fn reserve(&mut self, additional: usize) {
        if let Some(all) = &mut self.all {
            all.reserve(additional);
        }
    }

    /// Applies an event without building its explanation (the state is the same as with `push`).
    pub fn push_quiet(&mut self, ev: Event) {
        self.fold(ev, false);
    }

    /// Applies an event and returns the steps it caused.
    pub fn push(&mut self, ev: Event) -> Vec<Step> {
        self.fold(ev, true)
    }

    pub fn state(&self) -> &State {
        &self.state
    }

    /// Rests cards out of play on their texts in `text` ([`state::Cards::rest_on`]): how the
    /// cards are held changes, not what they are.
    pub fn rest_cards_on(&mut self, text: &std::sync::Arc<Vec<u8>>, places: &[(usize, usize)]) {
        self.state.cards.rest_on(text, places);
    }

    /// The state hash after the last event ([`State::hash`]); the work it saves is kept.
    pub fn state_hash(&mut self) -> String {
        self.state.settle();
        self.state.hash()
    }

    /// The state hash in the version `stored` was written with ([`State::hash_like`]).
    pub fn state_hash_like(&mut self, stored: &str) -> String {
        self.state.settle();
        self.state.hash_like(stored)
    }

    /// Every event, for a game made by [`Game::new`]; empty for a lean one.
    pub fn events(&self) -> &[Event] {
        self.all.as_deref().unwrap_or(&[])
    }

    /// How many events were folded (retractions included): the position of the last one.
    pub fn len(&self) -> u64 {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The 1-based positions of events that a later `undo` retracted.
    pub fn retracted(&self) -> BTreeSet<u64> {
        self.gone.clone()
    }

    /// The 1-based positions of events that are retractions (`undo`s).
    pub fn retractions(&self) -> BTreeSet<u64> {
        self.retracts.clone()
    }

    /// Event `seq` is in force: folded, neither a retraction nor retracted.
    pub fn is_live(&self, seq: u64) -> bool {
        (1..=self.len).contains(&seq) && !self.gone.contains(&seq) && !self.retracts.contains(&seq)
    }

    /// How many events a lean game holds after its checkpoints, for an undo to refold: fewer
    /// than twice [`CHECKPOINT_EVERY`] however long the log or large the board (0 for a game
    /// that keeps every event).
    pub fn held_events(&self) -> usize {
        self.older.tail.len() + self.newer.tail.len()
    }

    /// The board is out of date: an undo needs the events again ([`Game::refold_with`]).
    pub fn is_stale(&self) -> bool {
        self.stale
    }

    /// Decides a command against this case: `undo` retracts the last event not yet retracted.
    pub fn decide(&self, cmd: &Command, lib: &Library) -> Result<Event, Rejection> {
        if let Command::Undo = cmd {
            let mut at = self.len;
            while at > 0 && (self.gone.contains(&at) || self.retracts.contains(&at)) {
                at -= 1;
            }
            return match at {
                0 => Err(Refusal::NothingToUndo.by(ids::PROC_UNDO)),
                seq => Ok(Event::Retract { seq }),
            };
        }
        decide::decide(&self.state, cmd, lib)
    }

    fn fold(&mut self, ev: Event, explain: bool) -> Vec<Step> {
        self.len += 1;
        let at = self.len;
        if let Event::Retract { seq } = ev {
            if let Some(all) = &mut self.all {
                all.push(ev);
            }
            self.retracts.insert(at);
            self.gone.insert(seq);
            self.refold(seq);
            return vec![Step {
                msg: crate::msg!("step-retracted", seq = seq),
                citations: vec![ids::PROC_UNDO],
            }];
        }
        if self.gone.contains(&at) {
            self.irregular = true;
        }
        let steps = if explain {
            apply(&mut self.state, &ev)
        } else {
            apply_quiet(&mut self.state, &ev);
            Vec::new()
        };
        self.keep(at, ev);
        steps
    }

    /// Keeps a folded event (in the list of every event, or after the newer checkpoint), and
    /// moves the checkpoints on when enough events have gathered.
    fn keep(&mut self, at: u64, ev: Event) {
        match &mut self.all {
            Some(all) => all.push(ev),
            None => self.newer.tail.push((at, ev)),
        }
        self.counted(at);
    }

    /// Counts event `at` as folded after the newer checkpoint; once [`CHECKPOINT_EVERY`] have
    /// gathered, the board is copied as the newer checkpoint. A copy shares the board's blocks of
    /// cards ([`state::Cards`]), so it costs a pointer per 32 cards: the spacing need not grow
    /// with the board, and an undo refolds at most twice that many events however many cards
    /// (the dead among them) the board holds.
    fn counted(&mut self, at: u64) {
        self.newer.folded += 1;
        if self.newer.folded >= CHECKPOINT_EVERY {
            let newer = Checkpoint {
                at,
                state: self.state.clone(),
                tail: Vec::new(),
                folded: 0,
            };
            self.older = std::mem::replace(&mut self.newer, newer);
        }
    }

    /// Folds into `state` the events after checkpoint `from` up to event `to`, less the
    /// retracted ones: from the list of every event when the game keeps it, else from the
    /// checkpoint's tail.
    fn fold_after(&self, state: &mut State, from: &Checkpoint, to: u64) {
        match &self.all {
            Some(all) => {
                let start = usize::try_from(from.at).unwrap_or(usize::MAX);
                let end = usize::try_from(to).unwrap_or(usize::MAX).min(all.len());
                for (at, e) in (from.at + 1..).zip(all.get(start..end).unwrap_or(&[])) {
                    if !matches!(e, Event::Retract { .. }) && !self.gone.contains(&at) {
                        apply_quiet(state, e);
                    }
                }
            }
            None => {
                for (at, e) in &from.tail {
                    if !self.gone.contains(at) {
                        apply_quiet(state, e);
                    }
                }
            }
        }
    }

    /// The board again after `seq` was retracted: from the nearer checkpoint before it.
    fn refold(&mut self, seq: u64) {
        if self.irregular || seq <= self.older.at {
            return self.refold_from_start();
        }
        if seq > self.newer.at {
            let mut state = self.newer.state.clone();
            self.fold_after(&mut state, &self.newer, self.len);
            self.state = state;
            return;
        }
        let mut state = self.older.state.clone();
        self.fold_after(&mut state, &self.older, self.newer.at);
        self.newer.state = state.clone();
        self.fold_after(&mut state, &self.newer, self.len);
        self.state = state;
    }

    fn refold_from_start(&mut self) {
        let Some(all) = self.all.take() else {
            self.stale = true;
            return;
        };
        self.state = State::default();
        self.older = Checkpoint::default();
        self.newer = Checkpoint::default();
        for (at, e) in (1..=self.len).zip(&all) {
            if matches!(e, Event::Retract { .. }) || self.gone.contains(&at) {
                continue;
            }
            apply_quiet(&mut self.state, e);
            self.counted(at);
        }
        self.all = Some(all);
        self.irregular = false;
    }

    /// Folds the board again from the first event: `source` calls its argument with events
    /// 1..=[`Game::len`] in order (from the log). Retracted events and retractions are skipped.
    pub fn refold_with<E>(
        &mut self,
        source: impl FnOnce(&mut dyn FnMut(Event)) -> Result<(), E>,
    ) -> Result<(), E> {
        self.refold_from(0, State::default(), source)
    }

    /// A lean game resumed from a saved board: `state` is the board after event `at`, and
    /// `retractions` every retraction among events 1..=`at`, as (its position, the position it
    /// retracts). Undoing an event at or before `at` makes the game stale
    /// ([`Game::refold_from`] then needs a board from before it).
    pub fn resume(at: u64, state: State, retractions: &[(u64, u64)]) -> Game {
        let mut g = Game {
            len: at,
            ..Game::default()
        };
        for &(pos, target) in retractions {
            g.retracts.insert(pos);
            g.gone.insert(target);
        }
        g.resume_at(at, state);
        g
    }

    /// [`Game::resume`] given the positions of the retractions among events 1..=`at` and the
    /// positions they retract, as two lists (as [`Game::retractions`] and [`Game::retracted`]
    /// give them).
    pub fn resume_with(at: u64, state: State, retractions: &[u64], retracted: &[u64]) -> Game {
        let mut g = Game {
            len: at,
            ..Game::default()
        };
        // Collected whole rather than inserted one by one: a long case holds thousands.
        g.retracts = retractions.iter().copied().collect();
        g.gone = retracted.iter().copied().collect();
        g.resume_at(at, state);
        g
    }

    fn resume_at(&mut self, at: u64, state: State) {
        self.older = Checkpoint {
            at,
            state: state.clone(),
            tail: Vec::new(),
            folded: 0,
        };
        self.newer = self.older.clone();
        self.state = state;
    }

    /// Folds the board again from event `at`'s board `base`: `source` calls its argument with
    /// events `at`+1..=[`Game::len`] in order. Retracted events and retractions are skipped.
    ///
    /// `base` must be the board after events 1..=`at` with every retraction this game knows
    /// applied: no retraction this game holds may name an event at or before `at` unless it was
    /// already folded into `base`.
    pub fn refold_from<E>(
        &mut self,
        at: u64,
        base: State,
        source: impl FnOnce(&mut dyn FnMut(Event)) -> Result<(), E>,
    ) -> Result<(), E> {
        let len = self.len;
        let gone = std::mem::take(&mut self.gone);
        if at == 0 {
            self.state = base;
            self.older = Checkpoint::default();
            self.newer = Checkpoint::default();
        } else {
            self.resume_at(at, base);
        }
        let mut at = at;
        let result = source(&mut |e: Event| {
            at += 1;
            if at > len || matches!(e, Event::Retract { .. }) || gone.contains(&at) {
                return;
            }
            apply_quiet(&mut self.state, &e);
            if self.all.is_none() {
                self.newer.tail.push((at, e));
            }
            self.counted(at);
        });
        self.gone = gone;
        if result.is_ok() {
            self.stale = false;
            self.irregular = false;
        }
        result
    }
}

/// Events between two checkpoints of a game: an undo refolds fewer than twice this many.
pub(crate) const CHECKPOINT_EVERY: usize = 32;
