//! Checking the chain of ruling records, the links to cases and the tournaments' seals.

use rusqlite::{params, OptionalExtension};

use super::raw::{Raw, RECORD_SELECT};
use super::{BrokenRecord, RecordId, RulingChainReport};
use crate::store::{Store, StoreError, GENESIS_HASH};

impl Store {
    /// Checks the one chain of ruling records from record 1 and reports the
    /// first record that does not fit: a missing number, a `prev_hash` that is
    /// not the previous record's hash, a `hash` that does not match the row (or
    /// its event's name and date), or a row that cannot be read.
    ///
    /// As with [`Store::verify_chain`], records cut off the end, or a chain
    /// rewritten to the end with fresh hashes, check out: compare the last hash
    /// with one kept elsewhere to catch that.
    pub fn verify_rulings(&self) -> Result<RulingChainReport, StoreError> {
        let mut problems = Vec::new();
        let mut records = 0u64;
        let mut prev = GENESIS_HASH.to_owned();
        let mut head: RecordId = 0;
        {
            let mut stmt = self
                .conn
                .prepare_cached(&format!("{RECORD_SELECT} ORDER BY r.id"))?;
            let mut rows = stmt.query([])?;
            while let Some(row) = rows.next()? {
                records += 1;
                let expected = i64::try_from(records).unwrap_or(i64::MAX);
                head = row.get::<_, i64>(0).unwrap_or(expected);
                let stored_hash = match row.get_ref(row.as_ref().column_index("hash")?)? {
                    rusqlite::types::ValueRef::Text(b) => String::from_utf8_lossy(b).into_owned(),
                    _ => String::new(),
                };
                let raw = match Raw::from_row(row) {
                    Ok(raw) => raw,
                    Err(e) => {
                        problems.push(BrokenRecord {
                            id: head,
                            reason: format!("the row cannot be read: {e}"),
                        });
                        prev = stored_hash;
                        continue;
                    }
                };
                let reason = if raw.id != expected {
                    Some(format!(
                        "record {expected} is missing: the next stored record is {}",
                        raw.id
                    ))
                } else if raw.prev_hash != prev {
                    Some(if expected == 1 {
                        "prev_hash of the first record is not all zeros".to_owned()
                    } else {
                        format!(
                            "prev_hash does not match the hash of record {}",
                            expected - 1
                        )
                    })
                } else if raw.compute_hash() != raw.hash {
                    Some(
                        "hash does not match the row: the record (or its event's name or date) was changed after it was written"
                            .to_owned(),
                    )
                } else {
                    self.link_problem(&raw)?
                };
                prev = raw.hash.clone();
                if reason.is_none() {
                    if let Err(e) = raw.into_record() {
                        problems.push(BrokenRecord {
                            id: expected,
                            reason: e.to_string(),
                        });
                        continue;
                    }
                }
                if let Some(reason) = reason {
                    problems.push(BrokenRecord {
                        id: expected,
                        reason,
                    });
                }
            }
        }
        problems.extend(self.seal_problems()?);
        Ok(RulingChainReport {
            records,
            first_broken: problems.first().cloned(),
            problems,
            head: (head, prev),
        })
    }

    /// The rulings chain's anchor as it stands: `rulings@RECORD:HASH` of its last record.
    pub fn rulings_anchor(&self) -> Result<String, StoreError> {
        let last: Option<(i64, Vec<u8>)> = self
            .conn
            .query_row(
                "SELECT id, CAST(hash AS BLOB) FROM ruling_records ORDER BY id DESC LIMIT 1",
                [],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .optional()?;
        let (id, hash) = match last {
            Some((id, h)) => (id, String::from_utf8_lossy(&h).into_owned()),
            None => (0, GENESIS_HASH.to_owned()),
        };
        let short = hash.get(..crate::store::SHORT_HASH).unwrap_or(&hash);
        Ok(format!("rulings@{id}:{short}"))
    }

    /// The stored hash of ruling record `id`, if there is one.
    pub fn ruling_hash_at(&self, id: u64) -> Result<Option<String>, StoreError> {
        let id = i64::try_from(id).unwrap_or(i64::MAX);
        Ok(self
            .conn
            .query_row(
                "SELECT CAST(hash AS BLOB) FROM ruling_records WHERE id = ?1",
                params![id],
                |r| r.get::<_, Vec<u8>>(0),
            )
            .optional()?
            .map(|b| String::from_utf8_lossy(&b).into_owned()))
    }

    /// Whether a ruling's link still points at the case and step it was written about: the
    /// case id must name a case called `case_name` whose step `case_at` has the frozen state hash.
    fn link_problem(&self, raw: &Raw) -> Result<Option<String>, StoreError> {
        let (Some(case_id), Some(name), Some(at)) = (raw.case_id, &raw.case_name, raw.case_at)
        else {
            return Ok(None);
        };
        let found: Option<Vec<u8>> = self
            .conn
            .query_row(
                "SELECT CAST(name AS BLOB) FROM cases WHERE id = ?1",
                params![case_id],
                |r| r.get(0),
            )
            .optional()?;
        let Some(found) = found else {
            return Ok(Some(format!(
                "the ruling is linked to case id {case_id}, which does not exist"
            )));
        };
        if found != name.as_bytes() {
            return Ok(Some(format!(
                "the ruling was written about case `{name}` but its link points at case `{}`: the link was changed",
                String::from_utf8_lossy(&found)
            )));
        }
        let state: Option<Vec<u8>> = self
            .conn
            .query_row(
                "SELECT CAST(state_hash AS BLOB) FROM events WHERE case_id = ?1 AND seq = ?2",
                params![case_id, at],
                |r| r.get(0),
            )
            .optional()?;
        match (state, &raw.frozen_state_hash) {
            (None, _) => Ok(Some(format!(
                "the ruling rests on step {at} of case `{name}`, which no longer has that step"
            ))),
            (Some(s), Some(f)) if s != f.as_bytes() => Ok(Some(format!(
                "step {at} of case `{name}` no longer has the state the ruling froze"
            ))),
            _ => Ok(None),
        }
    }

    /// Tournaments whose row no longer matches its seal, or that have none.
    fn seal_problems(&self) -> Result<Vec<BrokenRecord>, StoreError> {
        use rusqlite::types::ValueRef;
        let mut stmt = self.conn.prepare_cached(
            "SELECT t.id, t.name, t.date, t.created_at, s.hash FROM tournaments t \
             LEFT JOIN tournament_seals s ON s.tournament_id = t.id ORDER BY t.id",
        )?;
        let mut rows = stmt.query([])?;
        let mut out = Vec::new();
        while let Some(r) = rows.next()? {
            let text = |i: usize| -> Result<Option<String>, StoreError> {
                Ok(match r.get_ref(i)? {
                    ValueRef::Text(b) | ValueRef::Blob(b) => {
                        Some(String::from_utf8_lossy(b).into_owned())
                    }
                    _ => None,
                })
            };
            let id: i64 = r.get(0)?;
            let name = text(1)?.unwrap_or_default();
            let computed = crate::store::hash::tournament_hash(
                id,
                &name,
                text(2)?.as_deref(),
                &text(3)?.unwrap_or_default(),
            );
            let reason = match text(4)? {
                None => Some(format!("event `{name}` (id {id}) has no seal")),
                Some(h) if h != computed => Some(format!(
                    "event `{name}` (id {id}): its name, date or creation time was changed after it was written"
                )),
                _ => None,
            };
            if let Some(reason) = reason {
                out.push(BrokenRecord { id: 0, reason });
            }
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use crate::store::rulings::test_support::{content, store_with_a_ruling, t0};
    use crate::store::rulings::{NewRecord, RulingError};
    use crate::store::GENESIS_HASH;

    #[test]
    fn chain_links_and_checks_out() {
        let (mut store, t, a) = store_with_a_ruling("who reacts first?");
        assert_eq!(a.id, 1);
        assert_eq!(a.prev_hash, GENESIS_HASH);
        let b = store
            .append_ruling(
                &NewRecord::Correction {
                    corrects: 1,
                    tournament: t.id,
                    content: content("who reacts first, really?"),
                },
                "judge",
                t0(),
            )
            .expect("correction");
        assert_eq!(b.prev_hash, a.hash);
        let again = store.append_ruling(
            &NewRecord::Correction {
                corrects: 1,
                tournament: t.id,
                content: content("x"),
            },
            "judge",
            t0(),
        );
        assert!(matches!(
            again,
            Err(RulingError::AlreadyCorrected { id: 1, by: 2 })
        ));
        let report = store.verify_rulings().expect("verify");
        assert_eq!(report.records, 2);
        assert_eq!(report.first_broken, None);
    }
}
