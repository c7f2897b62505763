//! What `gunbai serve` keeps beside the record (`db/004_serve.sql`): the judges who may log in,
//! their login sessions and the read-only links given to players.
//!
//! Passwords and tokens arrive here already hashed (argon2id for passwords, SHA-256 for
//! tokens): the store never sees a secret. None of these tables is hash-chained; the record
//! (events and rulings) carries the judge's name itself.

use chrono::{DateTime, Utc};
use rusqlite::{params, OptionalExtension, Row};
use serde::Serialize;

use super::hash::format_time;
use super::{parse_time, CaseId, RecordId, Store, StoreError};

/// What a judge may do through the server.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    /// Cases and rulings.
    Floor,
    /// Also appeals, corrections, events and the judges themselves.
    Head,
}

impl Role {
    pub fn as_str(self) -> &'static str {
        match self {
            Role::Floor => "floor",
            Role::Head => "head",
        }
    }

    pub fn parse(s: &str) -> Option<Role> {
        match s {
            "floor" => Some(Role::Floor),
            "head" => Some(Role::Head),
            _ => None,
        }
    }
}

/// A judge who may log in (unless disabled).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Judge {
    pub id: i64,
    pub name: String,
    pub role: Role,
    pub created_at: DateTime<Utc>,
    pub disabled_at: Option<DateTime<Utc>>,
}

/// What a share link shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", content = "id", rename_all = "lowercase")]
pub enum ShareTarget {
    Ruling(RecordId),
    Case(CaseId),
}

/// A read-only link for players.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ShareLink {
    pub id: i64,
    pub target: ShareTarget,
    pub created_by: String,
    pub created_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
    pub revoked_at: Option<DateTime<Utc>>,
}

impl ShareLink {
    /// Whether the link still opens its page at `now`.
    pub fn is_live(&self, now: DateTime<Utc>) -> bool {
        self.revoked_at.is_none() && now < self.expires_at
    }
}

/// What can go wrong with judges, logins and links. Every variant leaves the database as it was.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
#[error("{}", self.msg().en())]
pub enum JudgeError {
    Store(#[from] StoreError),

    Exists {
        name: String,
    },

    Unknown {
        name: String,
    },

    InvalidName {
        name: String,
        reason: crate::msg::Msg,
    },

    UnknownShare {
        id: i64,
    },
}

impl JudgeError {
    /// The error in no language yet.
    pub fn msg(&self) -> crate::msg::Msg {
        use crate::msg;
        match self {
            JudgeError::Store(e) => e.msg(),
            JudgeError::Exists { name } => msg!("judge-error-exists", name = name),
            JudgeError::Unknown { name } => msg!("judge-unknown", name = name),
            JudgeError::InvalidName { name, reason } => {
                msg!("judge-invalid-name", name = name, reason = reason.clone())
            }
            JudgeError::UnknownShare { id } => msg!("web-no-share-link", id = *id),
        }
    }
}

impl From<rusqlite::Error> for JudgeError {
    fn from(e: rusqlite::Error) -> Self {
        JudgeError::Store(StoreError::Sqlite(e))
    }
}

const JUDGE_COLUMNS: &str = "id, name, role, created_at, disabled_at";
const SHARE_COLUMNS: &str =
    "id, kind, ruling_id, case_id, created_by, created_at, expires_at, revoked_at";

fn time(row: &Row, i: usize) -> rusqlite::Result<DateTime<Utc>> {
    let text: String = row.get(i)?;
    parse_time(&text).ok_or_else(|| {
        rusqlite::Error::FromSqlConversionFailure(
            i,
            rusqlite::types::Type::Text,
            format!("{text:?} is not a time").into(),
        )
    })
}

fn opt_time(row: &Row, i: usize) -> rusqlite::Result<Option<DateTime<Utc>>> {
    match row.get::<_, Option<String>>(i)? {
        None => Ok(None),
        Some(_) => time(row, i).map(Some),
    }
}

fn judge_from_row(row: &Row) -> rusqlite::Result<Judge> {
    let role: String = row.get(2)?;
    Ok(Judge {
        id: row.get(0)?,
        name: row.get(1)?,
        role: Role::parse(&role).ok_or_else(|| {
            rusqlite::Error::FromSqlConversionFailure(
                2,
                rusqlite::types::Type::Text,
                format!("{role:?} is not a role").into(),
            )
        })?,
        created_at: time(row, 3)?,
        disabled_at: opt_time(row, 4)?,
    })
}

fn share_from_row(row: &Row) -> rusqlite::Result<ShareLink> {
    let kind: String = row.get(1)?;
    let target = match (kind.as_str(), row.get(2)?, row.get(3)?) {
        ("ruling", Some(r), _) => ShareTarget::Ruling(r),
        ("case", _, Some(c)) => ShareTarget::Case(c),
        _ => {
            return Err(rusqlite::Error::FromSqlConversionFailure(
                1,
                rusqlite::types::Type::Text,
                format!("share link of kind {kind:?} without its target").into(),
            ))
        }
    };
    Ok(ShareLink {
        id: row.get(0)?,
        target,
        created_by: row.get(4)?,
        created_at: time(row, 5)?,
        expires_at: time(row, 6)?,
        revoked_at: opt_time(row, 7)?,
    })
}

/// Why `name` cannot name a judge, if it cannot: judges' names are at most 100 characters.
pub(crate) fn name_problem(name: &str) -> Option<crate::msg::Msg> {
    super::lookup::name_problem_within(name, 100)
}

impl Store {
    /// Adds a judge. `password_hash` is an argon2id PHC string; names are unique ignoring case.
    pub fn add_judge(
        &self,
        name: &str,
        role: Role,
        password_hash: &str,
        now: DateTime<Utc>,
    ) -> Result<Judge, JudgeError> {
        let _written = self.writing()?;
        if let Some(reason) = name_problem(name) {
            return Err(JudgeError::InvalidName {
                name: name.to_owned(),
                reason,
            });
        }
        if let Some(j) = self.find_judge(name)? {
            return Err(JudgeError::Exists { name: j.name });
        }
        self.conn.execute(
            "INSERT INTO judges (name, role, password_hash, created_at) VALUES (?1, ?2, ?3, ?4)",
            params![name, role.as_str(), password_hash, format_time(now)],
        )?;
        Ok(Judge {
            id: self.conn.last_insert_rowid(),
            name: name.to_owned(),
            role,
            created_at: now,
            disabled_at: None,
        })
    }

    /// Every judge, in the order they were added.
    pub fn judges(&self) -> Result<Vec<Judge>, JudgeError> {
        let mut stmt = self
            .conn
            .prepare_cached(&format!("SELECT {JUDGE_COLUMNS} FROM judges ORDER BY id"))?;
        let rows = stmt.query_map([], judge_from_row)?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// The judge named `name` (ignoring letter case), if there is one.
    pub fn find_judge(&self, name: &str) -> Result<Option<Judge>, JudgeError> {
        Ok(self
            .conn
            .query_row(
                &format!("SELECT {JUDGE_COLUMNS} FROM judges WHERE name = ?1"),
                params![name],
                judge_from_row,
            )
            .optional()?)
    }

    /// The judge named `name` and their password hash, for checking a login.
    pub fn judge_credentials(&self, name: &str) -> Result<Option<(Judge, String)>, JudgeError> {
        Ok(self
            .conn
            .query_row(
                &format!("SELECT {JUDGE_COLUMNS}, password_hash FROM judges WHERE name = ?1"),
                params![name],
                |row| Ok((judge_from_row(row)?, row.get::<_, String>(5)?)),
            )
            .optional()?)
    }

    /// Disables a judge: they can no longer log in, and their open logins end now.
    pub fn disable_judge(&self, name: &str, now: DateTime<Utc>) -> Result<Judge, JudgeError> {
        let _written = self.writing()?;
        let Some(j) = self.find_judge(name)? else {
            return Err(JudgeError::Unknown {
                name: name.to_owned(),
            });
        };
        if j.disabled_at.is_some() {
            return Ok(j);
        }
        let tx = self.conn.unchecked_transaction()?;
        tx.execute(
            "UPDATE judges SET disabled_at = ?1 WHERE id = ?2",
            params![format_time(now), j.id],
        )?;
        tx.execute(
            "DELETE FROM judge_sessions WHERE judge_id = ?1",
            params![j.id],
        )?;
        tx.commit()?;
        Ok(Judge {
            disabled_at: Some(now),
            ..j
        })
    }

    /// Records a login: the SHA-256 of the cookie's token, and the form token of the session.
    pub fn create_login(
        &self,
        token_hash: &str,
        judge: i64,
        csrf: &str,
        now: DateTime<Utc>,
        expires_at: DateTime<Utc>,
    ) -> Result<(), JudgeError> {
        let _written = self.writing()?;
        // Logins that ran out are of no use to anyone: forget them.
        self.conn.execute(
            "DELETE FROM judge_sessions WHERE expires_at <= ?1",
            params![format_time(now)],
        )?;
        self.conn.execute(
            "INSERT INTO judge_sessions (token_hash, judge_id, csrf, created_at, expires_at) \
             VALUES (?1, ?2, ?3, ?4, ?5)",
            params![
                token_hash,
                judge,
                csrf,
                format_time(now),
                format_time(expires_at)
            ],
        )?;
        Ok(())
    }

    /// The judge logged in with the token hashed as `token_hash`, and the session's form token;
    /// `None` if the login is unknown, expired, or its judge disabled.
    pub fn login(
        &self,
        token_hash: &str,
        now: DateTime<Utc>,
    ) -> Result<Option<(Judge, String)>, JudgeError> {
        let found = self
            .conn
            .query_row(
                "SELECT j.id, j.name, j.role, j.created_at, j.disabled_at, s.csrf, s.expires_at \
                 FROM judge_sessions s JOIN judges j ON j.id = s.judge_id \
                 WHERE s.token_hash = ?1",
                params![token_hash],
                |row| {
                    Ok((
                        judge_from_row(row)?,
                        row.get::<_, String>(5)?,
                        time(row, 6)?,
                    ))
                },
            )
            .optional()?;
        Ok(match found {
            Some((j, csrf, expires)) if j.disabled_at.is_none() && now < expires => Some((j, csrf)),
            _ => None,
        })
    }

    /// Ends a login (logging out). Ending one that is not there is not an error.
    pub fn end_login(&self, token_hash: &str) -> Result<(), JudgeError> {
        let _written = self.writing()?;
        self.conn.execute(
            "DELETE FROM judge_sessions WHERE token_hash = ?1",
            params![token_hash],
        )?;
        Ok(())
    }

    /// Records a share link: the SHA-256 of its token and what it shows.
    pub fn create_share(
        &self,
        token_hash: &str,
        target: ShareTarget,
        created_by: &str,
        now: DateTime<Utc>,
        expires_at: DateTime<Utc>,
    ) -> Result<ShareLink, JudgeError> {
        let _written = self.writing()?;
        let (kind, ruling, case) = match target {
            ShareTarget::Ruling(r) => ("ruling", Some(r), None),
            ShareTarget::Case(c) => ("case", None, Some(c)),
        };
        self.conn.execute(
            "INSERT INTO share_links \
             (token_hash, kind, ruling_id, case_id, created_by, created_at, expires_at) \
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
            params![
                token_hash,
                kind,
                ruling,
                case,
                created_by,
                format_time(now),
                format_time(expires_at)
            ],
        )?;
        Ok(ShareLink {
            id: self.conn.last_insert_rowid(),
            target,
            created_by: created_by.to_owned(),
            created_at: now,
            expires_at,
            revoked_at: None,
        })
    }

    /// The link whose token hashes to `token_hash`, live or not.
    pub fn share_by_token(&self, token_hash: &str) -> Result<Option<ShareLink>, JudgeError> {
        Ok(self
            .conn
            .query_row(
                &format!("SELECT {SHARE_COLUMNS} FROM share_links WHERE token_hash = ?1"),
                params![token_hash],
                share_from_row,
            )
            .optional()?)
    }

    /// Every link made for `target`, newest first.
    pub fn shares_of(&self, target: ShareTarget) -> Result<Vec<ShareLink>, JudgeError> {
        let (sql, id) = match target {
            ShareTarget::Ruling(r) => ("kind = 'ruling' AND ruling_id = ?1", r),
            ShareTarget::Case(c) => ("kind = 'case' AND case_id = ?1", c),
        };
        let mut stmt = self.conn.prepare_cached(&format!(
            "SELECT {SHARE_COLUMNS} FROM share_links WHERE {sql} ORDER BY id DESC"
        ))?;
        let rows = stmt.query_map(params![id], share_from_row)?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// Revokes a link: from now on it opens nothing.
    pub fn revoke_share(&self, id: i64, now: DateTime<Utc>) -> Result<ShareLink, JudgeError> {
        let _written = self.writing()?;
        let changed = self.conn.execute(
            "UPDATE share_links SET revoked_at = COALESCE(revoked_at, ?1) WHERE id = ?2",
            params![format_time(now), id],
        )?;
        if changed == 0 {
            return Err(JudgeError::UnknownShare { id });
        }
        Ok(self.conn.query_row(
            &format!("SELECT {SHARE_COLUMNS} FROM share_links WHERE id = ?1"),
            params![id],
            share_from_row,
        )?)
    }
}
