//! What the ruling code needs from a store, on either back end: [`RulingStore`].
//!
//! The SQLite [`Store`] implements it directly. The PostgreSQL store implements it as
//! `RefCell<PgStore>` (a PostgreSQL client needs `&mut` for every query, the ruling code reads
//! through `&`); see `src/store/pg/rulings.rs`. The ruling code (`list`, `search`, `show`, `add`,
//! `correct`, `appeal`, the reports) is written once against this trait.

use std::cell::RefCell;

use chrono::{DateTime, NaiveDate, Utc};

use super::TournamentError;
use crate::engine::{Event, Game};
use crate::render;
use crate::session::{SessionError, StepCheck};
use crate::store::pg::PgStore;
use crate::store::{
    CaseId, CaseInfo, NewRecord, RecordId, RulingChainReport, RulingError, RulingRecord, Store,
    StoreError, StoredEvent, Tournament,
};

/// Tournaments, ruling records and the cases they rest on.
pub trait RulingStore {
    /// Finds a case by exact name, then ignoring letter case, then by unique prefix, then by id.
    fn case(&self, name_or_id: &str) -> Result<CaseInfo, StoreError>;
    fn case_by_id(&self, id: CaseId) -> Result<CaseInfo, StoreError>;
    /// All events of a case, in order.
    fn events(&self, case: CaseId) -> Result<Vec<StoredEvent>, StoreError>;
    /// Starts a tournament; names are unique whatever the letter case.
    fn create_tournament(
        &self,
        name: &str,
        date: Option<NaiveDate>,
        now: DateTime<Utc>,
    ) -> Result<Tournament, RulingError>;
    /// All tournaments, oldest first.
    fn tournaments(&self) -> Result<Vec<Tournament>, RulingError>;
    /// A tournament by name, letter case, prefix or id.
    fn tournament(&self, name_or_id: &str) -> Result<Tournament, RulingError>;
    fn ruling_record(&self, id: RecordId) -> Result<RulingRecord, RulingError>;
    /// Every record of the chain, in order.
    fn ruling_records(&self) -> Result<Vec<RulingRecord>, RulingError>;
    /// The rulings and corrections whose question or ruling holds `text` (letter case ignored).
    fn search_rulings(&self, text: &str) -> Result<Vec<RecordId>, RulingError>;
    /// `rulings@RECORD:HASH` of the chain's last record.
    fn rulings_anchor(&self) -> Result<String, StoreError>;
    /// Checks the chain of ruling records, the links to cases and the tournaments' seals.
    fn verify_rulings(&self) -> Result<RulingChainReport, StoreError>;
    /// Appends one record at the end of the chain, all or nothing.
    fn append_ruling(
        &mut self,
        record: &NewRecord,
        author: &str,
        now: DateTime<Utc>,
    ) -> Result<RulingRecord, RulingError>;
    /// Step `at` of `info` explained (its steps with their citations as text) and the state
    /// hash stored with it; `None` when the case has no such step.
    fn explained_step(
        &mut self,
        info: &CaseInfo,
        at: u64,
    ) -> Result<Option<(String, String)>, TournamentError>;
    /// One pass over a stored case (see [`crate::session::check_step`]).
    fn check_step(&self, info: &CaseInfo, at: u64, like: &str) -> Result<StepCheck, SessionError>;
}

impl RulingStore for Store {
    fn check_step(&self, info: &CaseInfo, at: u64, like: &str) -> Result<StepCheck, SessionError> {
        crate::session::check_step(self, info, at, like)
    }
    fn case(&self, name_or_id: &str) -> Result<CaseInfo, StoreError> {
        Store::case(self, name_or_id)
    }
    fn case_by_id(&self, id: CaseId) -> Result<CaseInfo, StoreError> {
        Store::case_by_id(self, id)
    }
    fn events(&self, case: CaseId) -> Result<Vec<StoredEvent>, StoreError> {
        Store::events(self, case)
    }
    fn create_tournament(
        &self,
        name: &str,
        date: Option<NaiveDate>,
        now: DateTime<Utc>,
    ) -> Result<Tournament, RulingError> {
        Store::create_tournament(self, name, date, now)
    }
    fn tournaments(&self) -> Result<Vec<Tournament>, RulingError> {
        Store::tournaments(self)
    }
    fn tournament(&self, name_or_id: &str) -> Result<Tournament, RulingError> {
        Store::tournament(self, name_or_id)
    }
    fn ruling_record(&self, id: RecordId) -> Result<RulingRecord, RulingError> {
        Store::ruling_record(self, id)
    }
    fn ruling_records(&self) -> Result<Vec<RulingRecord>, RulingError> {
        Store::ruling_records(self)
    }
    fn search_rulings(&self, text: &str) -> Result<Vec<RecordId>, RulingError> {
        Store::search_rulings(self, text)
    }
    fn rulings_anchor(&self) -> Result<String, StoreError> {
        Store::rulings_anchor(self)
    }
    fn verify_rulings(&self) -> Result<RulingChainReport, StoreError> {
        Store::verify_rulings(self)
    }
    fn append_ruling(
        &mut self,
        record: &NewRecord,
        author: &str,
        now: DateTime<Utc>,
    ) -> Result<RulingRecord, RulingError> {
        Store::append_ruling(self, record, author, now)
    }
    /// From the nearest saved board (saving the boards passed), one row folded with its
    /// explanation: nothing of the case is held but the board.
    fn explained_step(
        &mut self,
        info: &CaseInfo,
        at: u64,
    ) -> Result<Option<(String, String)>, TournamentError> {
        let mut game = crate::fold::game_at(self, info, at - 1, crate::fold::Boards::Save)
            .map_err(SessionError::from)?;
        let explained =
            crate::fold::explain_next(self, info, &mut game).map_err(SessionError::from)?;
        let state_hash = self.state_hash_at(info.id, at)?;
        Ok(match (explained, state_hash) {
            (Some((_, steps)), Some(h)) => Some((render::steps(&steps), h)),
            _ => None,
        })
    }
}

impl RulingStore for RefCell<PgStore> {
    /// The rows read at once (PostgreSQL keeps no saved boards), folded from the first as
    /// [`crate::session::check_step`] folds them.
    fn check_step(&self, info: &CaseInfo, at: u64, like: &str) -> Result<StepCheck, SessionError> {
        let rows = RulingStore::events(self, info.id)?;
        let mut found = StepCheck {
            diverged: None,
            at: None,
        };
        let mut game = Game::lean();
        let mut done = Vec::with_capacity(rows.len());
        for row in rows {
            let ev = Event::from_json(row.version, &row.payload).map_err(|e| {
                SessionError::from(StoreError::Corrupt {
                    case: info.id,
                    seq: row.seq,
                    reason: format!("the event cannot be read: {e}"),
                })
            })?;
            done.push(ev.clone());
            let steps = if row.seq == at {
                Some(game.push(ev))
            } else {
                game.push_quiet(ev);
                None
            };
            if game.is_stale() {
                game = Game::replay(done.clone());
            }
            if let Some(steps) = steps {
                found.at = Some((steps, game.state_hash_like(like), row.source.clone()));
            }
            if found.diverged.is_none() && game.state_hash_like(&row.state_hash) != row.state_hash {
                found.diverged = Some((row.seq, row.source));
            }
        }
        Ok(found)
    }
    fn case(&self, name_or_id: &str) -> Result<CaseInfo, StoreError> {
        crate::store::backend::Backend::case(&mut *self.borrow_mut(), name_or_id)
    }
    fn case_by_id(&self, id: CaseId) -> Result<CaseInfo, StoreError> {
        crate::store::backend::Backend::case_by_id(&mut *self.borrow_mut(), id)
    }
    fn events(&self, case: CaseId) -> Result<Vec<StoredEvent>, StoreError> {
        crate::store::backend::Backend::events(&mut *self.borrow_mut(), case)
    }
    fn create_tournament(
        &self,
        name: &str,
        date: Option<NaiveDate>,
        now: DateTime<Utc>,
    ) -> Result<Tournament, RulingError> {
        self.borrow_mut().create_tournament(name, date, now)
    }
    fn tournaments(&self) -> Result<Vec<Tournament>, RulingError> {
        self.borrow_mut().tournaments()
    }
    fn tournament(&self, name_or_id: &str) -> Result<Tournament, RulingError> {
        self.borrow_mut().tournament(name_or_id)
    }
    fn ruling_record(&self, id: RecordId) -> Result<RulingRecord, RulingError> {
        self.borrow_mut().ruling_record(id)
    }
    fn ruling_records(&self) -> Result<Vec<RulingRecord>, RulingError> {
        self.borrow_mut().ruling_records()
    }
    fn search_rulings(&self, text: &str) -> Result<Vec<RecordId>, RulingError> {
        self.borrow_mut().search_rulings(text)
    }
    fn rulings_anchor(&self) -> Result<String, StoreError> {
        self.borrow_mut().rulings_anchor()
    }
    fn verify_rulings(&self) -> Result<RulingChainReport, StoreError> {
        self.borrow_mut().verify_rulings()
    }
    fn append_ruling(
        &mut self,
        record: &NewRecord,
        author: &str,
        now: DateTime<Utc>,
    ) -> Result<RulingRecord, RulingError> {
        self.get_mut().append_ruling(record, author, now)
    }
    /// The case folded from its first event (PostgreSQL keeps no saved boards), then step `at`
    /// with its explanation.
    fn explained_step(
        &mut self,
        info: &CaseInfo,
        at: u64,
    ) -> Result<Option<(String, String)>, TournamentError> {
        let rows = RulingStore::events(self, info.id)?;
        let Some(row) = usize::try_from(at)
            .ok()
            .and_then(|i| i.checked_sub(1))
            .and_then(|i| rows.get(i))
        else {
            return Ok(None);
        };
        let decode = |r: &StoredEvent| {
            Event::from_json(r.version, &r.payload).map_err(|e| {
                TournamentError::from(StoreError::Corrupt {
                    case: info.id,
                    seq: r.seq,
                    reason: format!("the event cannot be read: {e}"),
                })
            })
        };
        let before = rows
            .iter()
            .take_while(|r| r.seq < at)
            .map(decode)
            .collect::<Result<Vec<_>, _>>()?;
        let mut game = Game::replay(before);
        let steps = game.push(decode(row)?);
        Ok(Some((render::steps(&steps), row.state_hash.clone())))
    }
}
