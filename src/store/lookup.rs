//! Case names: what may be one, and finding a case from what a judge typed.

use rusqlite::{params, Connection, ErrorCode};

use super::{case_by_id, case_by_name, CaseId, CaseInfo, StoreError};

/// Longest case name, in characters.
const MAX_NAME: usize = 200;

/// At most this many close names are offered for an unknown one.
const MAX_SUGGESTIONS: usize = 3;

/// Why `name` cannot name a case or an event, if it cannot.
pub(crate) fn name_problem(name: &str) -> Option<crate::msg::Msg> {
    name_problem_within(name, MAX_NAME)
}

/// Why `name` cannot name something whose names are at most `max` characters, if it cannot.
pub(crate) fn name_problem_within(name: &str, max: usize) -> Option<crate::msg::Msg> {
    if name.trim().is_empty() {
        Some(crate::msg!("name-empty"))
    } else if name.trim() != name {
        Some(crate::msg!("name-spaces"))
    } else if name.chars().any(char::is_control) {
        Some(crate::msg!("name-control"))
    } else if name.chars().count() > max {
        Some(crate::msg!("name-too-long", max = max))
    } else {
        None
    }
}

pub(crate) fn validate_name(name: &str) -> Result<(), StoreError> {
    match name_problem(name) {
        Some(reason) => Err(StoreError::InvalidName {
            name: name.to_owned(),
            reason,
        }),
        None => Ok(()),
    }
}

/// The key a case name is unique under: the name in lower case (Unicode).
pub(crate) fn name_key(name: &str) -> String {
    name.to_lowercase()
}

/// Refuses a name that an existing case already has, ignoring letter case, so
/// that looking a case up by name never has two answers.
pub(crate) fn ensure_free(conn: &Connection, name: &str) -> Result<(), StoreError> {
    let lower = name.to_lowercase();
    if let Some((_, taken)) = names(conn)?
        .into_iter()
        .find(|(_, n)| n.to_lowercase() == lower)
    {
        return Err(StoreError::CaseExists { name: taken });
    }
    Ok(())
}

/// Turns a uniqueness failure on insert (a writer elsewhere took the name
/// meanwhile) into [`StoreError::CaseExists`].
pub(crate) fn unique_violation(e: rusqlite::Error, name: &str) -> StoreError {
    match &e {
        rusqlite::Error::SqliteFailure(f, _)
            if f.code == ErrorCode::ConstraintViolation
                && f.extended_code == rusqlite::ffi::SQLITE_CONSTRAINT_UNIQUE =>
        {
            StoreError::CaseExists {
                name: name.to_owned(),
            }
        }
        _ => e.into(),
    }
}

/// Exact name, then name ignoring letter case, then unique prefix (ignoring
/// letter case), then numeric id.
pub(crate) fn resolve(conn: &Connection, input: &str) -> Result<CaseInfo, StoreError> {
    if let Some(info) = case_by_name(conn, input)? {
        return Ok(info);
    }
    let typed = input.trim();
    let lower = typed.to_lowercase();
    let all = names(conn)?;
    let same: Vec<&(CaseId, String)> = all
        .iter()
        .filter(|(_, n)| n.to_lowercase() == lower)
        .collect();
    if let [(id, _)] = same.as_slice() {
        return found(conn, *id);
    }
    let mut ambiguous = None;
    if same.len() > 1 {
        ambiguous = Some(same.iter().map(|(_, n)| n.clone()).collect::<Vec<_>>());
    } else if !lower.is_empty() {
        let prefixed: Vec<&(CaseId, String)> = all
            .iter()
            .filter(|(_, n)| n.to_lowercase().starts_with(&lower))
            .collect();
        match prefixed.as_slice() {
            [(id, _)] => return found(conn, *id),
            [] => {}
            many => ambiguous = Some(many.iter().map(|(_, n)| n.clone()).collect()),
        }
    }
    if let Ok(id) = typed.parse::<CaseId>() {
        if let Some(info) = case_by_id(conn, id)? {
            return Ok(info);
        }
    }
    if let Some(matches) = ambiguous {
        return Err(StoreError::AmbiguousCase {
            input: typed.to_owned(),
            matches,
        });
    }
    Err(StoreError::UnknownCase {
        name: typed.to_owned(),
        suggestions: suggest(&lower, &all),
    })
}

fn found(conn: &Connection, id: CaseId) -> Result<CaseInfo, StoreError> {
    case_by_id(conn, id)?.ok_or_else(|| StoreError::UnknownCase {
        name: id.to_string(),
        suggestions: Vec::new(),
    })
}

/// Names close to `lower` (already lower-cased): a few edits away, or
/// containing it. Closest first.
fn suggest(lower: &str, all: &[(CaseId, String)]) -> Vec<String> {
    if lower.is_empty() {
        return Vec::new();
    }
    let budget = (lower.chars().count() / 3).max(2);
    let mut close: Vec<(usize, &String)> = all
        .iter()
        .filter_map(|(_, name)| {
            let n = name.to_lowercase();
            let distance = strsim::levenshtein(lower, &n);
            (distance <= budget || n.contains(lower)).then_some((distance, name))
        })
        .collect();
    close.sort();
    close
        .into_iter()
        .take(MAX_SUGGESTIONS)
        .map(|(_, n)| n.clone())
        .collect()
}

fn names(conn: &Connection) -> Result<Vec<(CaseId, String)>, StoreError> {
    let mut stmt = conn.prepare_cached("SELECT id, name FROM cases ORDER BY id")?;
    let rows = stmt.query_map(params![], |r| {
        let name = match r.get_ref(1)? {
            rusqlite::types::ValueRef::Text(b) => String::from_utf8_lossy(b).into_owned(),
            _ => String::new(),
        };
        Ok((r.get(0)?, name))
    })?;
    Ok(rows.collect::<Result<_, _>>()?)
}
