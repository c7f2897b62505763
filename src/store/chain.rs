//! The hash chain of a case checked row by row from its header, and the anchors (`CASE@STEP:HASH`)
//! a judge writes down.

use super::*;

impl Store {
    /// Checks the hash chain of one case from its first step, and reports the
    /// first step that does not fit: a missing step, a `prev_hash` that is not
    /// the previous step's hash, or a `hash` that does not match the row.
    ///
    /// A chain rewritten from some step to the end with freshly computed hashes
    /// checks out: compare the last hash with one kept elsewhere to catch that.
    pub fn verify_chain(&self, case: CaseId) -> Result<ChainReport, StoreError> {
        require_case(&self.conn, case)?;
        let mut problems = Vec::new();
        let header = self.header_problem(case)?;
        let mut stmt = self.conn.prepare_cached(
            "SELECT seq, kind, version, payload, source, author, recorded_at, state_hash, \
                    prev_hash, hash, line, hash_version \
             FROM events WHERE case_id = ?1 ORDER BY seq",
        )?;
        let mut rows = stmt.query(params![case])?;
        let mut events = 0u64;
        // The step the next row should hold: one past the last row read, or past a gap.
        let mut expected = 1u64;
        let mut prev = GENESIS_HASH.to_owned();
        while let Some(row) = rows.next()? {
            events += 1;
            // A gap (rows deleted) is named once, and the chain is taken up again after it: the
            // row after the gap is checked against the hash it names as its predecessor.
            if let Some(seq) = row
                .get::<_, i64>(0)
                .ok()
                .and_then(|s| u64::try_from(s).ok())
                .filter(|&s| s > expected)
            {
                problems.push(Broken {
                    seq: expected,
                    reason: if seq - expected == 1 {
                        format!("step {expected} is missing: the next stored step is {seq}")
                    } else {
                        format!(
                            "steps {expected} to {} are missing: the next stored step is {seq}",
                            seq - 1
                        )
                    },
                });
                expected = seq;
                if let Ok(stored_prev) = text_at(row, 8, "prev_hash") {
                    prev = stored_prev;
                }
            }
            match check_link(row, expected, &prev) {
                Ok(hash) => prev = hash,
                Err((reason, hash)) => {
                    problems.push(Broken {
                        seq: events,
                        reason,
                    });
                    // Go on from the stored hash, so that one damaged row is one problem.
                    prev = hash.unwrap_or_default();
                }
            }
            expected = expected.saturating_add(1);
        }
        let head = Anchor {
            seq: events,
            hash: head_hash(&header.1, events, &prev),
        };
        if let Some(reason) = header.0 {
            problems.insert(0, Broken { seq: 0, reason });
        }
        Ok(ChainReport {
            case,
            events,
            first_broken: problems.iter().find(|p| p.seq > 0).cloned(),
            problems,
            head,
        })
    }

    /// What is wrong with a case's header (name, creation time, fork origin) if anything, and
    /// the header hash its anchor is computed over (recomputed from the row as it is now).
    fn header_problem(&self, case: CaseId) -> Result<(Option<String>, String), StoreError> {
        use rusqlite::types::ValueRef;
        let mut stmt = self.conn.prepare_cached(
            "SELECT name, created_at, forked_from, forked_at, header_hash, name_key \
             FROM cases WHERE id = ?1",
        )?;
        let mut rows = stmt.query(params![case])?;
        let Some(row) = rows.next()? else {
            return Err(StoreError::UnknownCase {
                name: case.to_string(),
                suggestions: Vec::new(),
            });
        };
        let raw = |i: usize| -> Result<Vec<u8>, StoreError> {
            Ok(match row.get_ref(i)? {
                ValueRef::Text(b) | ValueRef::Blob(b) => b.to_vec(),
                _ => Vec::new(),
            })
        };
        let name = raw(0)?;
        let created = raw(1)?;
        let fork = match (row.get_ref(2)?, row.get_ref(3)?) {
            (ValueRef::Integer(f), ValueRef::Integer(a)) => Some((f, a)),
            _ => None,
        };
        let stored: Option<String> = match row.get_ref(4)? {
            ValueRef::Text(b) => Some(String::from_utf8_lossy(b).into_owned()),
            _ => None,
        };
        let name_text = String::from_utf8(name.clone());
        let created_text = String::from_utf8_lossy(&created).into_owned();
        let computed = case_header_hash(&String::from_utf8_lossy(&name), &created_text, fork);
        let mut problem = None;
        match &name_text {
            Err(_) => problem = Some("the case name is not valid UTF-8".to_owned()),
            Ok(n) => {
                if let ValueRef::Text(k) = row.get_ref(5)? {
                    if k != lookup::name_key(n).as_bytes() {
                        problem = Some(
                            "the case name's lower-case key does not match the name".to_owned(),
                        );
                    }
                }
            }
        }
        match stored {
            Some(h) if h != computed => problem = Some(
                "the case's name, creation time or fork origin was changed after it was written"
                    .to_owned(),
            ),
            // Every case has its header sealed (when written, or by the migration that brought
            // header hashes): one without is one whose seal was taken away.
            None if problem.is_none() => {
                problem = Some(
                    "the case's header hash is missing, so its name, creation time and fork \
                     origin cannot be checked: it was removed after the case was written"
                        .to_owned(),
                )
            }
            _ => {}
        }
        if problem.is_none() && parse_time(&created_text).is_none() {
            problem = Some(format!(
                "the creation time {created_text:?} is not a valid time"
            ));
        }
        Ok((problem, computed))
    }

    /// Where a case's log ends now: its last step and anchor hash.
    pub fn anchor(&self, case: CaseId) -> Result<Anchor, StoreError> {
        let info = require_case(&self.conn, case)?;
        self.anchor_at(case, info.events)
    }

    /// The anchor the case had when its log ended at step `at` (`at` up to its head).
    pub fn anchor_at(&self, case: CaseId, at: u64) -> Result<Anchor, StoreError> {
        let mut info = require_case(&self.conn, case)?;
        if at > info.events {
            return Err(StoreError::NoSuchStep {
                case: info.name,
                at,
                len: info.events,
            });
        }
        info.events = at;
        let last = if info.events == 0 {
            GENESIS_HASH.to_owned()
        } else {
            self.conn
                .query_row(
                    "SELECT CAST(hash AS BLOB) FROM events WHERE case_id = ?1 AND seq = ?2",
                    params![case, to_sql_seq(case, info.events)?],
                    |r| r.get::<_, Vec<u8>>(0),
                )
                .map(|b| String::from_utf8_lossy(&b).into_owned())?
        };
        let (_, header) = self.header_problem(case)?;
        Ok(Anchor {
            seq: info.events,
            hash: head_hash(&header, info.events, &last),
        })
    }
}

/// Checks one row of a chain that should be step `expected` after `prev`;
/// returns the row's hash, or what is wrong with it and the hash it stores (if readable).
fn check_link(
    row: &Row<'_>,
    expected: u64,
    prev: &str,
) -> Result<String, (String, Option<String>)> {
    let stored_hash = text_at(row, 9, "the hash").ok();
    let fail = |reason: String| (reason, stored_hash.clone());
    let seq: i64 = row
        .get(0)
        .map_err(|e| fail(format!("the step number cannot be read: {e}")))?;
    if u64::try_from(seq).ok() != Some(expected) {
        return Err(fail(format!(
            "step {expected} is missing: the next stored step is {seq}"
        )));
    }
    let version: i64 = row
        .get(2)
        .map_err(|e| fail(format!("the version cannot be read: {e}")))?;
    let version = u32::try_from(version)
        .map_err(|_| fail(format!("the version {version} is out of range")))?;
    let kind = text_at(row, 1, "the kind").map_err(&fail)?;
    let payload = text_at(row, 3, "the payload").map_err(&fail)?;
    let source = text_at(row, 4, "the line typed").map_err(&fail)?;
    let author = text_at(row, 5, "the author").map_err(&fail)?;
    let recorded_at = text_at(row, 6, "the recording time").map_err(&fail)?;
    let state_hash = text_at(row, 7, "the state hash").map_err(&fail)?;
    let prev_hash = text_at(row, 8, "prev_hash").map_err(&fail)?;
    let hash = text_at(row, 9, "the hash").map_err(&fail)?;
    let line: Option<i64> = row
        .get(10)
        .map_err(|e| fail(format!("the line start cannot be read: {e}")))?;
    let hash_version: i64 = row
        .get(11)
        .map_err(|e| fail(format!("the hash version cannot be read: {e}")))?;
    if prev_hash != prev {
        return Err(fail(if expected == 1 {
            "prev_hash of the first step is not all zeros".to_owned()
        } else {
            format!("prev_hash does not match the hash of step {}", expected - 1)
        }));
    }
    let fields = Fields {
        prev_hash: &prev_hash,
        seq: expected,
        kind: &kind,
        version,
        payload: &payload,
        source: &source,
        author: &author,
        recorded_at: &recorded_at,
        state_hash: &state_hash,
    };
    let computed = match (hash_version, line) {
        (1, None) => hash_fields(&fields),
        (2, Some(l)) => match u64::try_from(l) {
            Ok(l) if (1..=expected).contains(&l) => hash_fields_v2(&fields, l),
            _ => {
                return Err(fail(format!(
                    "the line start {l} is not a step up to this one"
                )))
            }
        },
        (v, _) => {
            return Err(fail(format!(
                "hash version {v} with line {line:?} is not a combination gunbai writes"
            )))
        }
    };
    if computed != hash {
        return Err(fail(
            "hash does not match the row: the row was changed after it was written".to_owned(),
        ));
    }
    if parse_time(&recorded_at).is_none() {
        return Err(fail(format!(
            "the recording time {recorded_at:?} is not a valid time"
        )));
    }
    Ok(hash)
}
