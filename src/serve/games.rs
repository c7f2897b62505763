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

use std::sync::Mutex;

use crate::engine::Game;
use crate::fold::{self, Boards, ReadError, SNAPSHOT_EVERY};
use crate::store::{CaseId, CaseInfo, Store};

/// Boards kept at once; the least recently used goes first.
const KEPT: usize = 16;

/// How many events past a kept board are folded from the log before a fold from the nearest
/// saved board is the cheaper way.
const REACH: u64 = SNAPSHOT_EVERY / 4;

struct Kept {
    case: CaseId,
    /// The step the board was folded to, and the hash stored with that step's row.
    at: u64,
    hash: String,
    game: Game,
    /// When it was last used, by [`Games::clock`].
    used: u64,
}

/// The boards kept by the server ([`super::App`]).
#[derive(Default)]
pub(super) struct Games {
    kept: Mutex<(u64, Vec<Kept>)>,
}

impl Games {
    /// The case after its first `at` events, as [`fold::game_at`] folds it (saving the boards it
    /// passes), starting from a kept board of the case at or before `at` when there is one
    /// within reach.
    pub(super) fn game_at(
        &self,
        store: &mut Store,
        info: &CaseInfo,
        at: u64,
    ) -> Result<Game, ReadError> {
        let at = at.min(info.events);
        if let Some((from, mut game)) = self.nearest(store, info, at) {
            let carried = fold::advance(store, info, &mut game, at);
            if carried.is_ok() && game.len() == at && !game.is_stale() {
                if from != at {
                    self.keep(store, info.id, &game);
                }
                return Ok(game);
            }
        }
        let game = fold::game_at(store, info, at, Boards::Save)?;
        self.keep(store, info.id, &game);
        Ok(game)
    }

    /// Keeps a copy of `game`, folded from case `case`'s log, for the next request. A stale
    /// game, or one whose board does not hash to the state hash stored with its step, is not
    /// kept.
    pub(super) fn keep(&self, store: &Store, case: CaseId, game: &Game) {
        let at = game.len();
        if at == 0 || game.is_stale() {
            return;
        }
        let (Ok(Some(hash)), Ok(Some(stored))) =
            (store.hash_at(case, at), store.state_hash_at(case, at))
        else {
            return;
        };
        let mut game = game.clone();
        if game.state_hash_like(&stored) != stored {
            return;
        }
        let mut guard = self.kept.lock().unwrap_or_else(|e| e.into_inner());
        let (clock, kept) = &mut *guard;
        *clock += 1;
        let used = *clock;
        if let Some(k) = kept.iter_mut().find(|k| k.case == case && k.at == at) {
            k.hash = hash;
            k.game = game;
            k.used = used;
            return;
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
        kept.push(Kept {
            case,
            at,
            hash,
            game,
            used,
        });
    }

    /// A copy of the kept board of the case nearest below or at `at` (within [`REACH`]) whose
    /// step still holds the row it was kept with. Boards the case no longer matches are dropped.
    fn nearest(&self, store: &Store, info: &CaseInfo, at: u64) -> Option<(u64, Game)> {
        loop {
            let (step, hash) = {
                let guard = self.kept.lock().unwrap_or_else(|e| e.into_inner());
                guard
                    .1
                    .iter()
                    .filter(|k| k.case == info.id && k.at <= at && at - k.at <= REACH)
                    .max_by_key(|k| k.at)
                    .map(|k| (k.at, k.hash.clone()))?
            };
            let holds = matches!(store.hash_at(info.id, step), Ok(Some(h)) if h == hash);
            let mut guard = self.kept.lock().unwrap_or_else(|e| e.into_inner());
            let (clock, kept) = &mut *guard;
            let found = kept
                .iter()
                .position(|k| k.case == info.id && k.at == step && k.hash == hash);
            match found {
                Some(i) if holds => {
                    *clock += 1;
                    kept[i].used = *clock;
                    return Some((step, kept[i].game.clone()));
                }
                Some(i) => {
                    kept.swap_remove(i);
                }
                // Replaced meanwhile by another request: look again.
                None => {}
            }
        }
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
            games.nearest(store, &now, now.events).map(|(at, _)| at),
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
}
