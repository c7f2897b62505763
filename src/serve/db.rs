//! What the server needs of its database, on either back end: one connection ([`DbConn`]) to a
//! SQLite file (one event, one laptop) or to a PostgreSQL database (several `gunbai serve`
//! processes at once).
//!
//! Every page goes through [`DbConn`]: cases, judges, logins and share links by its methods, which
//! answer as the SQLite store's do; rulings through [`RulingStore`], which the ruling code is
//! written against. The only difference a page sees is in how a case's board is found: on SQLite
//! from a saved board or one an earlier request left ([`super::games`]); on PostgreSQL, which
//! keeps no saved boards, folded from the case's first event ([`DbConn::sqlite`] says which).
//! Imported cards are read through [`CardStore`] ([`DbConn::cards`]).
//!
//! *Invariant:* a server process keeps nothing that another process serving the same database
//! would need: logins, form tokens, share links, judges and the count of wrong passwords are all
//! in the database; the boards kept by [`super::games`] are a cache checked against the stored
//! hash of their step before use.

use std::cell::RefCell;

use chrono::{DateTime, NaiveDate, Utc};

use crate::session::{SessionError, StepCheck};
use crate::store::backend::Backend;
use crate::store::cards::CardStore;
use crate::store::judges::{Judge, JudgeError, Role, ShareLink, ShareTarget};
use crate::store::pg::PgStore;
use crate::store::{
    CaseId, CaseInfo, Mark, NewRecord, RecordId, RulingChainReport, RulingError, RulingRecord,
    Store, StoreError, StoredEvent, Tournament,
};
use crate::tournament::{RulingStore, TournamentError};

/// One connection of the server to its database.
pub enum DbConn {
    Sqlite(Store),
    Postgres(RefCell<PgStore>),
}

impl DbConn {
    /// The SQLite store, for what only it has (saved boards, imported cards).
    pub fn sqlite(&self) -> Option<&Store> {
        match self {
            DbConn::Sqlite(s) => Some(s),
            DbConn::Postgres(_) => None,
        }
    }

    pub fn sqlite_mut(&mut self) -> Option<&mut Store> {
        match self {
            DbConn::Sqlite(s) => Some(s),
            DbConn::Postgres(_) => None,
        }
    }

    /// The imported cards.
    pub fn cards(&self) -> &dyn CardStore {
        match self {
            DbConn::Sqlite(s) => s,
            DbConn::Postgres(p) => p,
        }
    }

    /// Runs `f` on the PostgreSQL store, or `g` on the SQLite one.
    fn either<T>(&self, f: impl FnOnce(&Store) -> T, g: impl FnOnce(&mut PgStore) -> T) -> T {
        match self {
            DbConn::Sqlite(s) => f(s),
            DbConn::Postgres(p) => g(&mut p.borrow_mut()),
        }
    }

    pub fn cases(&self) -> Result<Vec<CaseInfo>, StoreError> {
        self.either(Store::cases, Backend::cases)
    }

    pub fn case(&self, name_or_id: &str) -> Result<CaseInfo, StoreError> {
        self.either(|s| s.case(name_or_id), |p| Backend::case(p, name_or_id))
    }

    pub fn case_by_id(&self, id: CaseId) -> Result<CaseInfo, StoreError> {
        self.either(|s| s.case_by_id(id), |p| Backend::case_by_id(p, id))
    }

    pub fn create_case(&self, name: &str, now: DateTime<Utc>) -> Result<CaseInfo, StoreError> {
        self.either(
            |s| s.create_case(name, now),
            |p| Backend::create_case(p, name, now),
        )
    }

    pub fn fork(
        &mut self,
        case: CaseId,
        at: u64,
        name: &str,
        now: DateTime<Utc>,
    ) -> Result<CaseInfo, StoreError> {
        match self {
            DbConn::Sqlite(s) => s.fork(case, at, name, now),
            DbConn::Postgres(p) => Backend::fork(p.get_mut(), case, at, name, now),
        }
    }

    /// Every event of a case, in order.
    pub fn events(&self, case: CaseId) -> Result<Vec<StoredEvent>, StoreError> {
        self.either(|s| s.events(case), |p| Backend::events(p, case))
    }

    /// The line marks of steps `from..=to`.
    pub fn marks_between(&self, case: CaseId, from: u64, to: u64) -> Result<Vec<Mark>, StoreError> {
        match self {
            DbConn::Sqlite(s) => s.marks_between(case, from, to),
            DbConn::Postgres(p) => Ok(Backend::events(&mut *p.borrow_mut(), case)?
                .iter()
                .filter(|r| (from..=to).contains(&r.seq))
                .map(crate::session::mark_of)
                .collect()),
        }
    }

    pub fn add_judge(
        &self,
        name: &str,
        role: Role,
        password_hash: &str,
        now: DateTime<Utc>,
    ) -> Result<Judge, JudgeError> {
        self.either(
            |s| s.add_judge(name, role, password_hash, now),
            |p| p.add_judge(name, role, password_hash, now),
        )
    }

    pub fn judges(&self) -> Result<Vec<Judge>, JudgeError> {
        self.either(Store::judges, PgStore::judges)
    }

    pub fn find_judge(&self, name: &str) -> Result<Option<Judge>, JudgeError> {
        self.either(|s| s.find_judge(name), |p| p.find_judge(name))
    }

    pub fn judge_credentials(&self, name: &str) -> Result<Option<(Judge, String)>, JudgeError> {
        self.either(|s| s.judge_credentials(name), |p| p.judge_credentials(name))
    }

    pub fn disable_judge(&self, name: &str, now: DateTime<Utc>) -> Result<Judge, JudgeError> {
        self.either(
            |s| s.disable_judge(name, now),
            |p| p.disable_judge(name, now),
        )
    }

    pub fn create_login(
        &self,
        token_hash: &str,
        judge: i64,
        csrf: &str,
        now: DateTime<Utc>,
        expires_at: DateTime<Utc>,
    ) -> Result<(), JudgeError> {
        self.either(
            |s| s.create_login(token_hash, judge, csrf, now, expires_at),
            |p| p.create_login(token_hash, judge, csrf, now, expires_at),
        )
    }

    pub fn login(
        &self,
        token_hash: &str,
        now: DateTime<Utc>,
    ) -> Result<Option<(Judge, String)>, JudgeError> {
        self.either(|s| s.login(token_hash, now), |p| p.login(token_hash, now))
    }

    pub fn end_login(&self, token_hash: &str) -> Result<(), JudgeError> {
        self.either(|s| s.end_login(token_hash), |p| p.end_login(token_hash))
    }

    pub fn create_share(
        &self,
        token_hash: &str,
        target: ShareTarget,
        created_by: &str,
        now: DateTime<Utc>,
        expires_at: DateTime<Utc>,
    ) -> Result<ShareLink, JudgeError> {
        self.either(
            |s| s.create_share(token_hash, target, created_by, now, expires_at),
            |p| p.create_share(token_hash, target, created_by, now, expires_at),
        )
    }

    pub fn share_by_token(&self, token_hash: &str) -> Result<Option<ShareLink>, JudgeError> {
        self.either(
            |s| s.share_by_token(token_hash),
            |p| p.share_by_token(token_hash),
        )
    }

    pub fn shares_of(&self, target: ShareTarget) -> Result<Vec<ShareLink>, JudgeError> {
        self.either(|s| s.shares_of(target), |p| p.shares_of(target))
    }

    pub fn revoke_share(&self, id: i64, now: DateTime<Utc>) -> Result<ShareLink, JudgeError> {
        self.either(|s| s.revoke_share(id, now), |p| p.revoke_share(id, now))
    }
}

/// The ruling code runs on either back end.
impl RulingStore for DbConn {
    fn case(&self, name_or_id: &str) -> Result<CaseInfo, StoreError> {
        DbConn::case(self, name_or_id)
    }
    fn case_by_id(&self, id: CaseId) -> Result<CaseInfo, StoreError> {
        DbConn::case_by_id(self, id)
    }
    fn events(&self, case: CaseId) -> Result<Vec<StoredEvent>, StoreError> {
        DbConn::events(self, case)
    }
    fn create_tournament(
        &self,
        name: &str,
        date: Option<NaiveDate>,
        now: DateTime<Utc>,
    ) -> Result<Tournament, RulingError> {
        match self {
            DbConn::Sqlite(s) => RulingStore::create_tournament(s, name, date, now),
            DbConn::Postgres(p) => RulingStore::create_tournament(p, name, date, now),
        }
    }
    fn tournaments(&self) -> Result<Vec<Tournament>, RulingError> {
        match self {
            DbConn::Sqlite(s) => RulingStore::tournaments(s),
            DbConn::Postgres(p) => RulingStore::tournaments(p),
        }
    }
    fn tournament(&self, name_or_id: &str) -> Result<Tournament, RulingError> {
        match self {
            DbConn::Sqlite(s) => RulingStore::tournament(s, name_or_id),
            DbConn::Postgres(p) => RulingStore::tournament(p, name_or_id),
        }
    }
    fn ruling_record(&self, id: RecordId) -> Result<RulingRecord, RulingError> {
        match self {
            DbConn::Sqlite(s) => RulingStore::ruling_record(s, id),
            DbConn::Postgres(p) => RulingStore::ruling_record(p, id),
        }
    }
    fn ruling_records(&self) -> Result<Vec<RulingRecord>, RulingError> {
        match self {
            DbConn::Sqlite(s) => RulingStore::ruling_records(s),
            DbConn::Postgres(p) => RulingStore::ruling_records(p),
        }
    }
    fn search_rulings(&self, text: &str) -> Result<Vec<RecordId>, RulingError> {
        match self {
            DbConn::Sqlite(s) => RulingStore::search_rulings(s, text),
            DbConn::Postgres(p) => RulingStore::search_rulings(p, text),
        }
    }
    fn rulings_anchor(&self) -> Result<String, StoreError> {
        match self {
            DbConn::Sqlite(s) => RulingStore::rulings_anchor(s),
            DbConn::Postgres(p) => RulingStore::rulings_anchor(p),
        }
    }
    fn verify_rulings(&self) -> Result<RulingChainReport, StoreError> {
        match self {
            DbConn::Sqlite(s) => RulingStore::verify_rulings(s),
            DbConn::Postgres(p) => RulingStore::verify_rulings(p),
        }
    }
    fn append_ruling(
        &mut self,
        record: &NewRecord,
        author: &str,
        now: DateTime<Utc>,
    ) -> Result<RulingRecord, RulingError> {
        match self {
            DbConn::Sqlite(s) => RulingStore::append_ruling(s, record, author, now),
            DbConn::Postgres(p) => RulingStore::append_ruling(p, record, author, now),
        }
    }
    fn explained_step(
        &mut self,
        info: &CaseInfo,
        at: u64,
    ) -> Result<Option<(String, String)>, TournamentError> {
        match self {
            DbConn::Sqlite(s) => RulingStore::explained_step(s, info, at),
            DbConn::Postgres(p) => RulingStore::explained_step(p, info, at),
        }
    }
    fn check_step(&self, info: &CaseInfo, at: u64, like: &str) -> Result<StepCheck, SessionError> {
        match self {
            DbConn::Sqlite(s) => RulingStore::check_step(s, info, at, like),
            DbConn::Postgres(p) => RulingStore::check_step(p, info, at, like),
        }
    }
}
