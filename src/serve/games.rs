//! Boards the server has folded, kept between requests: a case's page after a line, the next
//! line typed into it, and the page after that start from the board the last request left
//! instead of folding up to a thousand events again from a saved board.
//!
//! *Invariant:* a kept board is only a cache of the fold ([`fold::game_at`]) and gives the same
//! board. It is used only while the case still holds, at the step it was folded to, the row
//! whose chained hash it was kept with (a case replaced, a file put back or damaged there is a
//! miss), and it is carried on to the step asked for from the log itself ([`fold::advance`]),
//! so lines another writer appended since, undos included, are folded as any reader folds them.
//! A board that cannot be carried on (a row that cannot be read) is dropped and the case is
//! folded as without the cache, which names the damage.

use std::sync::{Arc, Mutex, OnceLock};

use crate::engine::{Event, Game, Step};
use crate::fold::{self, Boards, ReadError, SNAPSHOT_EVERY};
use crate::render;
use crate::store::{CaseId, CaseInfo, Store, StoredEvent};

/// Boards kept at once; the least recently used goes first.
const KEPT: usize = 16;

/// How many events past a kept board are folded from the log before a fold from the nearest
/// saved board is the cheaper way.
const REACH: u64 = SNAPSHOT_EVERY / 4;

/// What the rules made of one event, shared with the boards kept.
type Steps = Arc<Vec<Step>>;

/// The cards a page draws of a kept board ([`render::drawn`]), found the first time it is drawn
/// and kept with the board (it depends on the board alone).
pub(super) type DrawnOnce = Arc<OnceLock<render::Drawn>>;

struct Kept {
    case: CaseId,
    /// The step the board was folded to, and the hash stored with that step's row.
    at: u64,
    hash: String,
    /// Shared with the requests reading it: a board is copied only to be carried on. A long
    /// game's board is cheap to copy, but its record of undos is not.
    game: Arc<Game>,
    /// What the rules made of the event at `at`, when the board was made by folding it onto the
    /// board before it ([`Games::step_at`]).
    steps: Option<Steps>,
    /// The cards its page draws, once drawn.
    drawn: DrawnOnce,
    /// When it was last used, by [`Games::clock`].
    used: u64,
}

/// The boards kept by the server ([`super::App`]).
#[derive(Default)]
pub(super) struct Games {
    kept: Mutex<(u64, Vec<Kept>)>,
}

/// A step of a case as its page shows it ([`Games::step_at`]).
pub(super) struct Stepped {
    /// The board after the step.
    pub game: Arc<Game>,
    /// The cards its page draws, kept with the board when it is kept.
    pub drawn: DrawnOnce,
    /// The board before it (the same board for step 0).
    pub before: Arc<Game>,
    /// What the rules made of the step's event; empty for step 0.
    pub steps: Arc<Vec<Step>>,
}

impl Games {
    /// The case after its first `at` events, as [`fold::game_at`] folds it (saving the boards it
    /// passes), starting from a kept board of the case at or before `at` when there is one
    /// within reach. The board is the caller's to change.
    pub(super) fn game_at(
        &self,
        store: &mut Store,
        info: &CaseInfo,
        at: u64,
    ) -> Result<Game, ReadError> {
        self.shared_at(store, info, at).map(Arc::unwrap_or_clone)
    }

    /// [`Games::game_at`], shared with the boards kept: a board kept at `at` itself is not
    /// copied.
    pub(super) fn shared_at(
        &self,
        store: &mut Store,
        info: &CaseInfo,
        at: u64,
    ) -> Result<Arc<Game>, ReadError> {
        self.shared_drawn_at(store, info, at).map(|(game, _)| game)
    }

    /// [`Games::shared_at`], with the cards its page draws, kept with the board.
    fn shared_drawn_at(
        &self,
        store: &mut Store,
        info: &CaseInfo,
        at: u64,
    ) -> Result<(Arc<Game>, DrawnOnce), ReadError> {
        let at = at.min(info.events);
        if let Some(kept) = self.nearest(store, info, at) {
            if kept.0 == at {
                return Ok((kept.1, kept.3));
            }
            let mut game = Game::clone(&kept.1);
            let carried = fold::advance(store, info, &mut game, at);
            if carried.is_ok() && game.len() == at && !game.is_stale() {
                return Ok(self.keep_owned(store, info.id, game, None));
            }
        }
        let game = fold::game_at(store, info, at, Boards::Save)?;
        Ok(self.keep_owned(store, info.id, game, None))
    }

    /// Step `at` of the case: the board before it, its event folded onto that board with what
    /// the rules made of it, and the board after it. Both boards come from the boards kept when
    /// they can ([`Games::shared_at`]); a board kept after the step with the rules' steps of
    /// its event is used as it is, folding nothing.
    pub(super) fn step_at(
        &self,
        store: &mut Store,
        info: &CaseInfo,
        at: u64,
    ) -> Result<Stepped, ReadError> {
        let at = at.min(info.events);
        let (before, before_drawn) = self.shared_drawn_at(store, info, at.saturating_sub(1))?;
        if at == 0 {
            return Ok(Stepped {
                game: before.clone(),
                drawn: before_drawn,
                before,
                steps: Arc::new(Vec::new()),
            });
        }
        if let Some((game, steps, drawn)) = self.explained(store, info, at) {
            return Ok(Stepped {
                game,
                drawn,
                before,
                steps,
            });
        }
        let mut game = Game::clone(&before);
        let steps = match fold::explain_next(store, info, &mut game)? {
            Some((_, steps)) => steps,
            None => Vec::new(),
        };
        let steps = Arc::new(steps);
        let (game, drawn) = if game.len() == at {
            self.keep_owned(store, info.id, game, Some(steps.clone()))
        } else {
            (Arc::new(game), DrawnOnce::default())
        };
        Ok(Stepped {
            game,
            drawn,
            before,
            steps,
        })
    }

    /// Keeps a copy of `game`, folded from case `case`'s log, for the next request. A stale
    /// game, or one whose board does not hash to the state hash stored with its step, is not
    /// kept; nor is one whose step already has a board kept from the same row (the same fold).
    pub(super) fn keep(&self, store: &Store, case: CaseId, game: &Game) {
        let at = game.len();
        if at == 0 || game.is_stale() {
            return;
        }
        let Ok(Some(hash)) = store.hash_at(case, at) else {
            return;
        };
        {
            let mut guard = self.kept.lock().unwrap_or_else(|e| e.into_inner());
            let (clock, kept) = &mut *guard;
            if let Some(k) = kept
                .iter_mut()
                .find(|k| k.case == case && k.at == at && k.hash == hash)
            {
                *clock += 1;
                k.used = *clock;
                return;
            }
        }
        let _ = self.keep_owned(store, case, game.clone(), None);
    }

    /// Keeps `game` (with the rules' steps of its last event, when known) if it may be kept, as
    /// [`Games::keep`] says; the board, shared with the boards kept.
    fn keep_owned(
        &self,
        store: &Store,
        case: CaseId,
        mut game: Game,
        steps: Option<Steps>,
    ) -> (Arc<Game>, DrawnOnce) {
        let at = game.len();
        let alone = |game: Game| (Arc::new(game), DrawnOnce::default());
        if at == 0 || game.is_stale() {
            return alone(game);
        }
        let (Ok(Some(hash)), Ok(Some(stored))) =
            (store.hash_at(case, at), store.state_hash_at(case, at))
        else {
            return alone(game);
        };
        if game.state_hash_like(&stored) != stored {
            return alone(game);
        }
        let game = Arc::new(game);
        let drawn = DrawnOnce::default();
        let mut guard = self.kept.lock().unwrap_or_else(|e| e.into_inner());
        let (clock, kept) = &mut *guard;
        *clock += 1;
        let used = *clock;
        let entry = Kept {
            case,
            at,
            hash,
            game: game.clone(),
            steps,
            drawn: drawn.clone(),
            used,
        };
        if let Some(k) = kept.iter_mut().find(|k| k.case == case && k.at == at) {
            // The old board is dropped once the lock is let go.
            let _old = std::mem::replace(k, entry);
            drop(guard);
            return (game, drawn);
        }
        if kept.len() >= KEPT {
            if let Some(oldest) = kept
                .iter()
                .enumerate()
                .min_by_key(|(_, k)| k.used)
                .map(|(i, _)| i)
            {
                kept.swap_remove(oldest);
            }
        }
        kept.push(entry);
        (game, drawn)
    }

    /// The kept board of the case nearest below or at `at` (within [`REACH`]) whose step still
    /// holds the row it was kept with. Boards the case no longer matches are dropped.
    fn nearest(&self, store: &Store, info: &CaseInfo, at: u64) -> Option<Found> {
        self.find(store, info, |k| k.at <= at && at - k.at <= REACH)
    }

    /// The board kept at step `at` with the rules' steps of its event, if its step still holds
    /// the row it was kept with.
    fn explained(
        &self,
        store: &Store,
        info: &CaseInfo,
        at: u64,
    ) -> Option<(Arc<Game>, Steps, DrawnOnce)> {
        let (_, game, steps, drawn) =
            self.find(store, info, |k| k.at == at && k.steps.is_some())?;
        Some((game, steps?, drawn))
    }

    /// The kept board of the case with the highest step among those `wanted`, once its step is
    /// found to hold the row it was kept with; boards the case no longer matches are dropped on
    /// the way.
    fn find(
        &self,
        store: &Store,
        info: &CaseInfo,
        wanted: impl Fn(&Kept) -> bool,
    ) -> Option<Found> {
        loop {
            let (step, hash) = {
                let guard = self.kept.lock().unwrap_or_else(|e| e.into_inner());
                guard
                    .1
                    .iter()
                    .filter(|k| k.case == info.id && wanted(k))
                    .max_by_key(|k| k.at)
                    .map(|k| (k.at, k.hash.clone()))?
            };
            let holds = matches!(store.hash_at(info.id, step), Ok(Some(h)) if h == hash);
            let mut guard = self.kept.lock().unwrap_or_else(|e| e.into_inner());
            let (clock, kept) = &mut *guard;
            let found = kept
                .iter()
                .position(|k| k.case == info.id && k.at == step && k.hash == hash && wanted(k));
            match found {
                Some(i) if holds => {
                    *clock += 1;
                    let k = &mut kept[i];
                    k.used = *clock;
                    return Some((step, k.game.clone(), k.steps.clone(), k.drawn.clone()));
                }
                Some(i) => {
                    let _gone = kept.swap_remove(i);
                    drop(guard);
                }
                // Replaced meanwhile by another request: look again.
                None => {}
            }
        }
    }
}

/// A kept board found: its step, the board, the rules' steps of its event if kept, and the cards
/// its page draws.
type Found = (u64, Arc<Game>, Option<Steps>, DrawnOnce);

/// Whether a retraction in `game` took back its event `at`, whose stored row is `row`, without
/// copying the game's record of every undo: an event that is not itself a retraction is taken
/// back exactly when it is no longer in force. A retraction (or an unreadable row) is looked up
/// in that record.
pub(super) fn taken_back(game: &Game, at: u64, row: Option<&StoredEvent>) -> bool {
    let retraction = row.is_none_or(|r| {
        !matches!(
            Event::from_json(r.version, &r.payload),
            Ok(ev) if !matches!(ev, Event::Retract { .. })
        )
    });
    if retraction {
        game.retracted().contains(&at)
    } else {
        at <= game.len() && !game.is_live(at)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Library;
    use crate::session::Session;
    use chrono::Utc;

    fn lines(session: &mut Session, text: &[&str]) {
        for line in text {
            let parsed = crate::lang::parse_line(line).expect("a line");
            session
                .execute_line_here(&parsed, Utc::now())
                .expect("the line runs");
        }
    }

    /// The board from a kept game, carried on over lines (an undo among them) written by another
    /// connection, is the board a fold from the log gives; a kept game whose step holds another
    /// row is not used.
    #[test]
    fn a_kept_board_carried_on_is_the_fold_of_the_log() {
        let dir = tempfile::tempdir().expect("a folder");
        let db = dir.path().join("g.sqlite");
        let lib = Library::embedded();
        let games = Games::default();
        let mut one = Session::with_store(Store::open(&db).expect("open"), lib, "a");
        one.new_case("t", Utc::now()).expect("case");
        lines(
            &mut one,
            &["players Allen Bob", "gain Allen 2", "gain Bob 1"],
        );
        let info = one.case().cloned().expect("a case");
        let store = one.store().expect("a store");
        games.keep(store, info.id, one.game());

        let mut two = Session::with_store(Store::open(&db).expect("open"), lib, "b");
        two.open_case("t").expect("open the case");
        lines(&mut two, &["gain Allen 3", "undo", "lose Bob 1"]);

        let store = one.store_mut().expect("a store");
        let now = store.case_by_id(info.id).expect("the case");
        // The board kept at step 3 is the one carried on.
        assert_eq!(
            games.nearest(store, &now, now.events).map(|found| found.0),
            Some(3)
        );
        let mut kept = games.game_at(store, &now, now.events).expect("kept");
        let mut folded = fold::game_at(store, &now, now.events, Boards::Ignore).expect("folded");
        assert_eq!(kept.len(), now.events);
        assert_eq!(kept.state_hash(), folded.state_hash());
        assert_eq!(kept.retracted(), folded.retracted());

        // A board kept for a step whose row is another is not used.
        let mut guard = games.kept.lock().expect("lock");
        for k in guard.1.iter_mut() {
            k.hash = "not the row's hash".into();
        }
        drop(guard);
        assert!(games.nearest(store, &now, now.events).is_none());
        assert!(games.kept.lock().expect("lock").1.is_empty());
    }

    /// Every step of a case with undos (one taking back an undo line's neighbour, one taking
    /// back two events) as its page reads it from the kept boards, first folded and then from
    /// the board kept with its steps: the same boards, the same steps, and the same answer to
    /// whether a later undo took it back, as a fold of the log without saved boards.
    #[test]
    fn a_step_from_kept_boards_is_the_fold_of_the_log() {
        let dir = tempfile::tempdir().expect("a folder");
        let db = dir.path().join("s.sqlite");
        let lib = Library::embedded();
        let mut one = Session::with_store(Store::open(&db).expect("open"), lib, "a");
        one.new_case("t", Utc::now()).expect("case");
        lines(
            &mut one,
            &[
                "players Allen Bob",
                "gain Allen 2",
                "enter Allen personality \"Kept One\" force 1 chi 1 ph 1 as k1",
                "gain Bob 1",
                "undo",
                "enter Bob personality \"Kept Two\" force 1 chi 1 ph 1 as k2",
                "destroy k2",
                "gain Bob 3; lose Allen 1",
                "undo",
                "lose Bob 1",
                "undo",
                "gain Allen 1",
            ],
        );
        let info = one.case().cloned().expect("a case");
        let store = one.store_mut().expect("a store");
        let n = info.events;
        let last = fold::game_at(store, &info, n, Boards::Ignore).expect("the last board");
        assert!(!last.retracted().is_empty() && !last.retractions().is_empty());
        let games = Games::default();
        for at in 0..=n {
            let mut want_before =
                fold::game_at(store, &info, at.saturating_sub(1), Boards::Ignore).expect("fold");
            let mut want = want_before.clone();
            let want_steps = if at == 0 {
                Vec::new()
            } else {
                fold::explain_next(store, &info, &mut want)
                    .expect("explain")
                    .expect("a step")
                    .1
            };
            let row = store.event(info.id, at).expect("read");
            // Folded the first time, from the board kept with its steps the second.
            for round in 0..2 {
                let got = games.step_at(store, &info, at).expect("the step");
                let mut game = Game::clone(&got.game);
                let mut before = Game::clone(&got.before);
                assert_eq!(game.len(), at, "step {at}, round {round}");
                assert_eq!(
                    game.state_hash(),
                    want.state_hash(),
                    "step {at}, round {round}"
                );
                assert_eq!(before.state_hash(), want_before.state_hash(), "step {at}");
                assert_eq!(
                    format!("{:?}", got.steps),
                    format!("{want_steps:?}"),
                    "step {at}, round {round}"
                );
                // The cards its page draws, kept with the board from the first round on.
                assert_eq!(
                    got.drawn.get_or_init(|| render::drawn(got.game.state())),
                    &render::drawn(want.state()),
                    "step {at}, round {round}"
                );
            }
            if at > 0 {
                assert_eq!(
                    taken_back(&last, at, row.as_ref()),
                    last.retracted().contains(&at),
                    "step {at}"
                );
                // Without its row, the record of undos answers.
                assert_eq!(
                    taken_back(&last, at, None),
                    last.retracted().contains(&at),
                    "step {at}"
                );
            }
        }
        // The second look at the last step used the board kept with its steps.
        assert!(games.explained(store, &info, n).is_some());
    }
}
