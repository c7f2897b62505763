//! A session on a case kept in PostgreSQL (`gunbai serve --db postgres://…`).
//!
//! PostgreSQL keeps no saved boards, so the case is read whole when it is opened and folded from
//! its first event, and the session keeps every event in memory as a session without a store
//! does (so `undo` and a refused line need nothing more from the database). The cards imported
//! into the database are used as on SQLite ([`Session::card_store`]). A line's rows are
//! appended at the step the session holds, by the store's expected-step append: of two writers
//! of the same step, on one process or several, the second is told
//! [`crate::store::StoreError::Conflict`] and nothing of it is written.

use std::cell::RefCell;

use chrono::{DateTime, Utc};

use super::{Session, SessionError};
use crate::engine::{Event, Game, Library};
use crate::store::backend::Backend;
use crate::store::cards::CardStore;
use crate::store::pg::PgStore;
use crate::store::{CaseInfo, Mark, StoreError, StoredEvent};

impl Session {
    /// A session on a PostgreSQL database, with no case open yet.
    pub fn on_postgres(pg: PgStore, lib: &'static Library, author: &str) -> Session {
        let mut s = Session::in_memory(lib);
        let pg = RefCell::new(pg);
        // Only completion uses these names: a database that cannot list them completes none.
        s.imported_names = pg.card_names().unwrap_or_default();
        s.remote = Some(pg);
        s.author = author.into();
        s
    }

    /// The PostgreSQL store, once the session is done with it.
    pub fn into_postgres(self) -> Option<PgStore> {
        self.remote.map(RefCell::into_inner)
    }

    /// The PostgreSQL store of a session made with [`Session::on_postgres`].
    pub fn postgres_mut(&mut self) -> Option<&mut PgStore> {
        self.remote.as_mut().map(RefCell::get_mut)
    }

    /// Opens case `info` of the PostgreSQL store: every event read and folded from the first.
    pub fn open_remote_case(&mut self, info: CaseInfo) -> Result<&CaseInfo, SessionError> {
        let pg = self.remote.as_mut().ok_or(SessionError::NoCase)?;
        let rows = Backend::events(pg.get_mut(), info.id)?;
        let events = decode(&info, &rows)?;
        self.game = Game::replay(events);
        self.marks = rows.iter().map(mark_of).collect();
        self.marks_from = 1;
        self.case = Some(CaseInfo {
            events: self.game.len(),
            ..info
        });
        Ok(self.case.as_ref().expect("the case was set just above"))
    }

    /// Appends a line's rows after step `before` of the PostgreSQL case; on any failure (another
    /// writer took the step first: [`StoreError::Conflict`]) the board is put back and nothing
    /// is written.
    pub(super) fn append_remote(
        &mut self,
        staged: &[(String, Event)],
        before: u64,
        snapshot: Option<crate::engine::Game>,
        now: DateTime<Utc>,
    ) -> Result<(), SessionError> {
        let rows = self.line_rows(staged, before, snapshot.as_ref(), now)?;
        let (Some(pg), Some(case)) = (self.remote.as_mut(), self.case.as_mut()) else {
            return Err(SessionError::NoCase);
        };
        if let Err(e) = Backend::append(pg.get_mut(), case.id, before, &rows) {
            self.restore(before, snapshot);
            return Err(e.into());
        }
        case.events = self.game.len();
        Ok(())
    }
}

impl Session {
    /// Catches up with the events another writer appended to the PostgreSQL case since the
    /// session read it (the shell's `board`, and before each line); returns what they added.
    pub(super) fn sync_remote(&mut self) -> Result<Vec<String>, SessionError> {
        let (Some(pg), Some(case)) = (self.remote.as_mut(), self.case.as_mut()) else {
            return Ok(Vec::new());
        };
        let seen = self.game.len();
        let now = Backend::head(pg.get_mut(), case.id)?;
        if !super::marks::moved_on(case, seen, now)? {
            return Ok(Vec::new());
        }
        let rows: Vec<StoredEvent> = Backend::events(pg.get_mut(), case.id)?
            .into_iter()
            .filter(|r| r.seq > seen)
            .collect();
        for ev in decode(case, &rows)? {
            self.game.push(ev);
        }
        case.events = self.game.len();
        self.marks.extend(rows.iter().map(mark_of));
        Ok(rows
            .iter()
            .map(|r| format!("[{}] {}: {}", r.seq, r.author, r.source))
            .collect())
    }
}

/// The events of `rows`, in order; a row that cannot be read names its step.
pub(crate) fn decode(info: &CaseInfo, rows: &[StoredEvent]) -> Result<Vec<Event>, StoreError> {
    rows.iter()
        .map(|r| {
            Event::from_json(r.version, &r.payload).map_err(|e| StoreError::Corrupt {
                case: info.id,
                seq: r.seq,
                reason: format!("the event cannot be read: {e}"),
            })
        })
        .collect()
}

/// The line mark of a stored row.
pub(crate) fn mark_of(r: &StoredEvent) -> Mark {
    Mark {
        seq: r.seq,
        line: if (1..=r.seq).contains(&r.line) {
            r.line
        } else {
            r.seq
        },
        author: r.author.clone(),
        source: r.source.clone(),
    }
}
