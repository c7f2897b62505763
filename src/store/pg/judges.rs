//! What `gunbai serve` keeps beside the record on PostgreSQL (`db/pg/003_serve.sql`): the judges,
//! their logins, the players' share links, and the count of wrong passwords that every process
//! serving the database shares. The methods are the SQLite store's (`store/judges.rs`), with the
//! same answers and refusals; passwords and tokens arrive already hashed.

use std::time::Duration;

use chrono::{DateTime, Utc};
use postgres::Row;

use super::super::hash::format_time;
use super::super::judges::{name_problem, Judge, JudgeError, Role, ShareLink, ShareTarget};
use super::super::lookup::name_key;
use super::super::{parse_time, StoreError};
use super::{is_unique_violation, pg, PgStore};

const JUDGE_COLUMNS: &str = "id, name, role, created_at, disabled_at";
const SHARE_COLUMNS: &str =
    "id, kind, ruling_id, case_id, created_by, created_at, expires_at, revoked_at";

fn bad(what: String) -> JudgeError {
    JudgeError::Store(StoreError::Postgres(format!(
        "a row of gunbai serve's tables cannot be read: {what}"
    )))
}

fn time(row: &Row, i: usize) -> Result<DateTime<Utc>, JudgeError> {
    let text: String = row.get(i);
    parse_time(&text).ok_or_else(|| bad(format!("{text:?} is not a time")))
}

fn opt_time(row: &Row, i: usize) -> Result<Option<DateTime<Utc>>, JudgeError> {
    match row.get::<_, Option<String>>(i) {
        None => Ok(None),
        Some(_) => time(row, i).map(Some),
    }
}

fn judge_from_row(row: &Row) -> Result<Judge, JudgeError> {
    let role: String = row.get(2);
    Ok(Judge {
        id: row.get(0),
        name: row.get(1),
        role: Role::parse(&role).ok_or_else(|| bad(format!("{role:?} is not a role")))?,
        created_at: time(row, 3)?,
        disabled_at: opt_time(row, 4)?,
    })
}

fn share_from_row(row: &Row) -> Result<ShareLink, JudgeError> {
    let kind: String = row.get(1);
    let target = match (
        kind.as_str(),
        row.get::<_, Option<i64>>(2),
        row.get::<_, Option<i64>>(3),
    ) {
        ("ruling", Some(r), _) => ShareTarget::Ruling(r),
        ("case", _, Some(c)) => ShareTarget::Case(c),
        _ => {
            return Err(bad(format!(
                "share link of kind {kind:?} without its target"
            )))
        }
    };
    Ok(ShareLink {
        id: row.get(0),
        target,
        created_by: row.get(4),
        created_at: time(row, 5)?,
        expires_at: time(row, 6)?,
        revoked_at: opt_time(row, 7)?,
    })
}

fn db(e: postgres::Error) -> JudgeError {
    JudgeError::Store(pg(e))
}

/// Wrong passwords in a row before tries are slowed, the longest wait, and how long a count is
/// kept: the same as the SQLite server's in-memory count (`serve::auth::Throttle`).
pub struct TryRules {
    pub free: u32,
    pub max_wait: Duration,
    pub forget_after: Duration,
}

impl PgStore {
    /// Adds a judge. `password_hash` is an argon2id PHC string; names are unique ignoring case.
    pub fn add_judge(
        &mut self,
        name: &str,
        role: Role,
        password_hash: &str,
        now: DateTime<Utc>,
    ) -> Result<Judge, JudgeError> {
        if let Some(reason) = name_problem(name) {
            return Err(JudgeError::InvalidName {
                name: name.to_owned(),
                reason,
            });
        }
        if let Some(j) = self.find_judge(name)? {
            return Err(JudgeError::Exists { name: j.name });
        }
        let row = self.client.query_one(
            "INSERT INTO judges (name, name_key, role, password_hash, created_at) \
             VALUES ($1, $2, $3, $4, $5) RETURNING id",
            &[
                &name,
                &name_key(name),
                &role.as_str(),
                &password_hash,
                &format_time(now),
            ],
        );
        match row {
            Ok(row) => Ok(Judge {
                id: row.get(0),
                name: name.to_owned(),
                role,
                created_at: now,
                disabled_at: None,
            }),
            // Another process added the same name a moment ago.
            Err(e) if is_unique_violation(&e) => Err(JudgeError::Exists {
                name: name.to_owned(),
            }),
            Err(e) => Err(db(e)),
        }
    }

    /// Every judge, in the order they were added.
    pub fn judges(&mut self) -> Result<Vec<Judge>, JudgeError> {
        self.client
            .query(
                &format!("SELECT {JUDGE_COLUMNS} FROM judges ORDER BY id"),
                &[],
            )
            .map_err(db)?
            .iter()
            .map(judge_from_row)
            .collect()
    }

    /// The judge named `name` (ignoring letter case), if there is one.
    pub fn find_judge(&mut self, name: &str) -> Result<Option<Judge>, JudgeError> {
        self.client
            .query_opt(
                &format!("SELECT {JUDGE_COLUMNS} FROM judges WHERE name_key = $1"),
                &[&name_key(name)],
            )
            .map_err(db)?
            .as_ref()
            .map(judge_from_row)
            .transpose()
    }

    /// The judge named `name` and their password hash, for checking a login.
    pub fn judge_credentials(&mut self, name: &str) -> Result<Option<(Judge, String)>, JudgeError> {
        match self
            .client
            .query_opt(
                &format!("SELECT {JUDGE_COLUMNS}, password_hash FROM judges WHERE name_key = $1"),
                &[&name_key(name)],
            )
            .map_err(db)?
        {
            Some(row) => Ok(Some((judge_from_row(&row)?, row.get(5)))),
            None => Ok(None),
        }
    }

    /// Disables a judge: they can no longer log in, and their open logins end now, on every
    /// process serving the database (each looks the login up here on every request).
    pub fn disable_judge(&mut self, name: &str, now: DateTime<Utc>) -> Result<Judge, JudgeError> {
        let Some(j) = self.find_judge(name)? else {
            return Err(JudgeError::Unknown {
                name: name.to_owned(),
            });
        };
        if j.disabled_at.is_some() {
            return Ok(j);
        }
        let mut tx = self.client.transaction().map_err(db)?;
        let changed = tx
            .execute(
                "UPDATE judges SET disabled_at = $1 WHERE id = $2 AND disabled_at IS NULL",
                &[&format_time(now), &j.id],
            )
            .map_err(db)?;
        tx.execute("DELETE FROM judge_sessions WHERE judge_id = $1", &[&j.id])
            .map_err(db)?;
        tx.commit().map_err(db)?;
        if changed == 0 {
            // Disabled by another process meanwhile: as it stands.
            return self.find_judge(name)?.ok_or(JudgeError::Unknown {
                name: name.to_owned(),
            });
        }
        Ok(Judge {
            disabled_at: Some(now),
            ..j
        })
    }

    /// Records a login: the SHA-256 of the cookie's token, and the form token of the session.
    pub fn create_login(
        &mut self,
        token_hash: &str,
        judge: i64,
        csrf: &str,
        now: DateTime<Utc>,
        expires_at: DateTime<Utc>,
    ) -> Result<(), JudgeError> {
        let now_text = format_time(now);
        // Logins that ran out are of no use to anyone: forget them. The times are stored as
        // RFC 3339 UTC text of one width, so they compare as text.
        self.client
            .execute(
                "DELETE FROM judge_sessions WHERE expires_at <= $1",
                &[&now_text],
            )
            .map_err(db)?;
        self.client
            .execute(
                "INSERT INTO judge_sessions (token_hash, judge_id, csrf, created_at, expires_at) \
                 VALUES ($1, $2, $3, $4, $5)",
                &[
                    &token_hash,
                    &judge,
                    &csrf,
                    &now_text,
                    &format_time(expires_at),
                ],
            )
            .map_err(db)?;
        Ok(())
    }

    /// The judge logged in with the token hashed as `token_hash`, and the session's form token;
    /// `None` if the login is unknown, expired, or its judge disabled.
    pub fn login(
        &mut self,
        token_hash: &str,
        now: DateTime<Utc>,
    ) -> Result<Option<(Judge, String)>, JudgeError> {
        let Some(row) = self
            .client
            .query_opt(
                "SELECT j.id, j.name, j.role, j.created_at, j.disabled_at, s.csrf, s.expires_at \
                 FROM judge_sessions s JOIN judges j ON j.id = s.judge_id \
                 WHERE s.token_hash = $1",
                &[&token_hash],
            )
            .map_err(db)?
        else {
            return Ok(None);
        };
        let j = judge_from_row(&row)?;
        let csrf: String = row.get(5);
        let expires = time(&row, 6)?;
        Ok((j.disabled_at.is_none() && now < expires).then_some((j, csrf)))
    }

    /// Ends a login (logging out). Ending one that is not there is not an error.
    pub fn end_login(&mut self, token_hash: &str) -> Result<(), JudgeError> {
        self.client
            .execute(
                "DELETE FROM judge_sessions WHERE token_hash = $1",
                &[&token_hash],
            )
            .map_err(db)?;
        Ok(())
    }

    /// Records a share link: the SHA-256 of its token and what it shows.
    pub fn create_share(
        &mut self,
        token_hash: &str,
        target: ShareTarget,
        created_by: &str,
        now: DateTime<Utc>,
        expires_at: DateTime<Utc>,
    ) -> Result<ShareLink, JudgeError> {
        let (kind, ruling, case) = match target {
            ShareTarget::Ruling(r) => ("ruling", Some(r), None),
            ShareTarget::Case(c) => ("case", None, Some(c)),
        };
        let row = self
            .client
            .query_one(
                "INSERT INTO share_links \
                 (token_hash, kind, ruling_id, case_id, created_by, created_at, expires_at) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id",
                &[
                    &token_hash,
                    &kind,
                    &ruling,
                    &case,
                    &created_by,
                    &format_time(now),
                    &format_time(expires_at),
                ],
            )
            .map_err(db)?;
        Ok(ShareLink {
            id: row.get(0),
            target,
            created_by: created_by.to_owned(),
            created_at: now,
            expires_at,
            revoked_at: None,
        })
    }

    /// The link whose token hashes to `token_hash`, live or not.
    pub fn share_by_token(&mut self, token_hash: &str) -> Result<Option<ShareLink>, JudgeError> {
        self.client
            .query_opt(
                &format!("SELECT {SHARE_COLUMNS} FROM share_links WHERE token_hash = $1"),
                &[&token_hash],
            )
            .map_err(db)?
            .as_ref()
            .map(share_from_row)
            .transpose()
    }

    /// Every link made for `target`, newest first.
    pub fn shares_of(&mut self, target: ShareTarget) -> Result<Vec<ShareLink>, JudgeError> {
        let (sql, id) = match target {
            ShareTarget::Ruling(r) => ("kind = 'ruling' AND ruling_id = $1", r),
            ShareTarget::Case(c) => ("kind = 'case' AND case_id = $1", c),
        };
        self.client
            .query(
                &format!("SELECT {SHARE_COLUMNS} FROM share_links WHERE {sql} ORDER BY id DESC"),
                &[&id],
            )
            .map_err(db)?
            .iter()
            .map(share_from_row)
            .collect()
    }

    /// Revokes a link: from now on it opens nothing. Revoking it again changes nothing.
    pub fn revoke_share(&mut self, id: i64, now: DateTime<Utc>) -> Result<ShareLink, JudgeError> {
        self.client
            .execute(
                "UPDATE share_links SET revoked_at = $1 WHERE id = $2 AND revoked_at IS NULL",
                &[&format_time(now), &id],
            )
            .map_err(db)?;
        match self
            .client
            .query_opt(
                &format!("SELECT {SHARE_COLUMNS} FROM share_links WHERE id = $1"),
                &[&id],
            )
            .map_err(db)?
        {
            Some(row) => share_from_row(&row),
            None => Err(JudgeError::UnknownShare { id }),
        }
    }

    /// Lets one login try of `name` from `addr` through, counting it as failed until
    /// [`PgStore::login_try_succeeded`] clears the count; or the time it must still wait,
    /// counting nothing. The count is one row, locked while it is read and written, so tries
    /// sent at once to several processes are counted one after another.
    pub fn login_try_begin(
        &mut self,
        name: &str,
        addr: &str,
        rules: &TryRules,
    ) -> Result<Result<(), Duration>, StoreError> {
        let key = name_key(name.trim());
        let mut tx = self.client.transaction().map_err(pg)?;
        tx.execute(
            "INSERT INTO login_tries (name_key, addr, count, last_at) \
             VALUES ($1, $2, 0, clock_timestamp()) ON CONFLICT DO NOTHING",
            &[&key, &addr],
        )
        .map_err(pg)?;
        let row = tx
            .query_one(
                "SELECT count, (EXTRACT(EPOCH FROM clock_timestamp() - last_at) * 1000)::BIGINT \
                 FROM login_tries WHERE name_key = $1 AND addr = $2 FOR UPDATE",
                &[&key, &addr],
            )
            .map_err(pg)?;
        let count = u32::try_from(row.get::<_, i32>(0)).unwrap_or(0);
        let since = Duration::from_millis(u64::try_from(row.get::<_, i64>(1)).unwrap_or(0));
        let count = if since >= rules.forget_after {
            0
        } else {
            count
        };
        if count >= rules.free {
            let exp = (count - rules.free).min(16);
            let wait = Duration::from_secs(1u64 << exp).min(rules.max_wait);
            if since < wait {
                tx.rollback().map_err(pg)?;
                return Ok(Err(wait - since));
            }
        }
        let next = i32::try_from(count.saturating_add(1)).unwrap_or(i32::MAX);
        tx.execute(
            "UPDATE login_tries SET count = $3, last_at = clock_timestamp() \
             WHERE name_key = $1 AND addr = $2",
            &[&key, &addr, &next],
        )
        .map_err(pg)?;
        // Counts nobody has added to for long are of no use: forget them.
        let forget = i64::try_from(rules.forget_after.as_secs()).unwrap_or(i64::MAX);
        tx.execute(
            "DELETE FROM login_tries WHERE last_at < clock_timestamp() - make_interval(secs => $1)",
            &[&(forget as f64)],
        )
        .map_err(pg)?;
        tx.commit().map_err(pg)?;
        Ok(Ok(()))
    }

    /// The try let through for `name` from `addr` had the right password: its count is cleared.
    pub fn login_try_succeeded(&mut self, name: &str, addr: &str) -> Result<(), StoreError> {
        self.client
            .execute(
                "DELETE FROM login_tries WHERE name_key = $1 AND addr = $2",
                &[&name_key(name.trim()), &addr],
            )
            .map_err(pg)?;
        Ok(())
    }
}
