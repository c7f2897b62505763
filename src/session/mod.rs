//! A judge's session: parse → decide → append → apply, on a case read back through
//! [`crate::fold`]. This is where the pure engine meets the store; the engine itself never sees it.
//!
//! One concern a module: `error` (why a line was refused), `outcome` (what a line did), `decide`
//! (a command against the board and the imported cards), `line` (running a line and committing
//! it), `undo` (`undo` and `redo`), `marks` (line marks, events read back, catching up with other
//! writers), `script` (`run_script`), `check` (a ruling's check of its linked case).

mod check;
mod decide;
mod error;
mod line;
mod marks;
mod outcome;
mod remote;
mod script;
mod undo;

pub use check::{check_step, StepCheck};
pub use decide::{command_card_names, unplayable_note};
pub use error::{render_rejection, render_rejection_in, SessionError};
pub use outcome::{ExpectMessage, LineOutcome, LineResult};
pub(crate) use remote::{decode as decode_events, mark_of};
pub use script::{run_script, ScriptError, ScriptLine, ScriptReport};
pub use undo::UndoScope;

use crate::engine::{Game, Library};
use crate::fold::{self, Boards};
use std::cell::RefCell;

use crate::store::backend::Backend;
use crate::store::cards::CardStore;
use crate::store::pg::PgStore;
use crate::store::{CaseInfo, Mark, Store, StoredEvent};
use chrono::{DateTime, Utc};

pub struct Session {
    game: Game,
    lib: &'static Library,
    /// The names of the imported cards, for completion; read when the session starts.
    imported_names: Vec<String>,
    store: Option<Store>,
    /// A case on PostgreSQL (`gunbai serve --db postgres://…`): read whole when opened, each
    /// line appended at the step the session holds ([`crate::store::backend::Backend::append`]).
    remote: Option<RefCell<PgStore>>,
    case: Option<CaseInfo>,
    author: String,
    /// The line marks of the case's last events (steps `marks_from`..): every one in a session
    /// without a store, and for a stored case those read so far, from the end back.
    marks: Vec<Mark>,
    marks_from: u64,
}

/// Line marks read at once when a stored case is opened, and again each time `undo` looks
/// further back.
const MARKS_AT_ONCE: u64 = 64;

/// Longest line, in commands: a line is decided in full before anything is stored.
pub const MAX_COMMANDS_PER_LINE: usize = 200;

/// Most players a `players` line may name. Checking the names costs the engine time that grows
/// with the square of their number, so a line of thousands is refused before it is decided.
pub const MAX_PLAYERS: usize = 64;

/// Most cards a case may hold. Every stored event carries a hash of the whole board, whose cost
/// grows with the number of cards; bounding the board keeps each line's cost bounded, so a long
/// script costs time in proportion to its length.
pub const MAX_CARDS: usize = 1000;

impl Session {
    /// A session that keeps its events in memory only.
    pub fn in_memory(lib: &'static Library) -> Session {
        Session {
            game: Game::new(),
            lib,
            imported_names: Vec::new(),
            store: None,
            remote: None,
            case: None,
            author: "judge".into(),
            marks: Vec::new(),
            marks_from: 1,
        }
    }

    /// A session on a store, with no case open yet.
    pub fn with_store(store: Store, lib: &'static Library, author: &str) -> Session {
        // Only completion uses these names: a database that cannot list them completes none.
        let imported_names = store.card_names().unwrap_or_default();
        Session {
            game: Game::new(),
            lib,
            imported_names,
            store: Some(store),
            remote: None,
            case: None,
            author: author.into(),
            marks: Vec::new(),
            marks_from: 1,
        }
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn library(&self) -> &'static Library {
        self.lib
    }

    /// The names of the cards imported into the database, sorted (for completion).
    pub fn imported_card_names(&self) -> &[String] {
        &self.imported_names
    }

    /// Who is typing: recorded with every event.
    pub fn author(&self) -> &str {
        &self.author
    }

    pub fn case(&self) -> Option<&CaseInfo> {
        self.case.as_ref()
    }

    pub fn store(&self) -> Option<&Store> {
        self.store.as_ref()
    }

    /// The imported cards: of the SQLite store, or of the PostgreSQL one.
    pub fn card_store(&self) -> Option<&dyn CardStore> {
        match (&self.store, &self.remote) {
            (Some(s), _) => Some(s),
            (None, Some(r)) => Some(r),
            (None, None) => None,
        }
    }

    /// Whether the session keeps its cases in a database (a SQLite file or PostgreSQL).
    pub fn has_database(&self) -> bool {
        self.store.is_some() || self.remote.is_some()
    }

    /// The cases of the session's database, oldest first; none in a session without one.
    pub fn cases(&mut self) -> Result<Vec<CaseInfo>, SessionError> {
        Ok(match (self.store.as_ref(), self.remote.as_mut()) {
            (Some(store), _) => store.cases()?,
            (None, Some(pg)) => Backend::cases(pg.get_mut())?,
            (None, None) => Vec::new(),
        })
    }

    /// The stored rows of the open case; `None` in a session that keeps no log.
    pub fn case_rows(&mut self) -> Result<Option<Vec<StoredEvent>>, SessionError> {
        let Some(case) = self.case.as_ref() else {
            return Err(SessionError::NoCase);
        };
        Ok(match (self.store.as_ref(), self.remote.as_mut()) {
            (Some(store), _) => Some(store.events(case.id)?),
            (None, Some(pg)) => Some(Backend::events(pg.get_mut(), case.id)?),
            (None, None) => None,
        })
    }

    /// The PostgreSQL store of a session made with [`Session::on_postgres`].
    pub fn postgres(&self) -> Option<&RefCell<PgStore>> {
        self.remote.as_ref()
    }

    /// [`Session::postgres`], to write (a ruling record: the ruling code reads through `&`).
    pub fn postgres_cell_mut(&mut self) -> Option<&mut RefCell<PgStore>> {
        self.remote.as_mut()
    }

    pub fn store_mut(&mut self) -> Option<&mut Store> {
        self.store.as_mut()
    }

    /// The store, once the session is done with it (the server keeps it for the next request).
    pub fn into_store(self) -> Option<Store> {
        self.store
    }

    /// Starts a new case and makes it current.
    pub fn new_case(&mut self, name: &str, now: DateTime<Utc>) -> Result<&CaseInfo, SessionError> {
        match (self.store.as_mut(), self.remote.as_mut()) {
            (Some(store), _) => {
                let info = store.create_case(name, now)?;
                self.case = Some(info);
            }
            (None, Some(pg)) => {
                let info = Backend::create_case(pg.get_mut(), name, now)?;
                self.case = Some(info);
            }
            (None, None) => {
                self.case = Some(CaseInfo {
                    id: 0,
                    name: name.to_string(),
                    created_at: now,
                    events: 0,
                    forked_from: None,
                });
            }
        }
        self.game = if self.store.is_some() {
            Game::lean()
        } else {
            Game::new()
        };
        self.marks.clear();
        self.marks_from = 1;
        Ok(self.case.as_ref().expect("the case was set just above"))
    }

    /// Opens a stored case: its board from the nearest saved board and the events after it
    /// ([`fold::game_at`]), and the line marks of its last events.
    pub fn open_case(&mut self, name: &str) -> Result<&CaseInfo, SessionError> {
        if let (None, Some(pg)) = (self.store.as_mut(), self.remote.as_mut()) {
            let info = Backend::case(pg.get_mut(), name)?;
            return self.open_remote_case(info);
        }
        let store = self.store.as_mut().ok_or(SessionError::NoCase)?;
        let info = store.case(name)?;
        self.game = fold::game_at(store, &info, info.events, Boards::Save)?;
        self.marks_from = info.events.saturating_sub(MARKS_AT_ONCE) + 1;
        self.marks = store.marks_between(info.id, self.marks_from, info.events)?;
        self.case = Some(info);
        Ok(self.case.as_ref().expect("the case was set just above"))
    }

    /// Opens stored case `info` on `game`, its board already folded to the case's last step
    /// from its log (by [`fold::game_at`], or kept since), reading only the line marks of its
    /// last events.
    pub fn open_case_on(&mut self, info: CaseInfo, game: Game) -> Result<&CaseInfo, SessionError> {
        let store = self.store.as_mut().ok_or(SessionError::NoCase)?;
        self.game = game;
        self.marks_from = info.events.saturating_sub(MARKS_AT_ONCE) + 1;
        self.marks = store.marks_between(info.id, self.marks_from, info.events)?;
        self.case = Some(info);
        Ok(self.case.as_ref().expect("the case was set just above"))
    }
}
