//! A ruling record's columns exactly as stored, its hash, and reading it back as a typed record.

use chrono::{DateTime, NaiveDate, Utc};
use rusqlite::{params, Connection, OptionalExtension, Row};
use sha2::{Digest, Sha256};

use super::{
    Appeal, AppealOutcome, CaseLink, RecordId, RecordKind, RulingContent, RulingError,
    RulingRecord, Tournament,
};

/// Domain tag, so these hashes cannot be confused with the case log's.
const TAG: &[u8] = b"gunbai ruling v1\0";

/// A record's columns exactly as stored (and hashed).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Raw {
    pub id: i64,
    pub kind: String,
    pub target: Option<i64>,
    pub tournament_id: i64,
    pub tournament_name: Option<String>,
    pub tournament_date: Option<String>,
    pub tournament_created: Option<String>,
    pub round: Option<i64>,
    pub table_no: Option<i64>,
    pub players: Option<String>,
    pub judge: Option<String>,
    pub given_at: Option<String>,
    pub question: Option<String>,
    pub ruling: Option<String>,
    pub penalty: Option<String>,
    pub extension: Option<i64>,
    pub citations: Option<String>,
    pub case_id: Option<i64>,
    pub case_name: Option<String>,
    pub case_at: Option<i64>,
    pub frozen_steps: Option<String>,
    pub frozen_state_hash: Option<String>,
    pub appeal_by: Option<String>,
    /// Who asked for the appeal; hashed only when present (schema version 7).
    pub appellant: Option<String>,
    pub outcome: Option<String>,
    pub note: Option<String>,
    pub author: String,
    pub recorded_at: String,
    pub prev_hash: String,
    pub hash: String,
}

enum Field<'a> {
    Text(Option<&'a str>),
    Int(Option<i64>),
}

impl Raw {
    /// The hash this row should carry (see the module documentation).
    pub(crate) fn compute_hash(&self) -> String {
        fn t(s: &Option<String>) -> Field<'_> {
            Field::Text(s.as_deref())
        }
        let fields = [
            Field::Text(Some(&self.prev_hash)),
            Field::Int(Some(self.id)),
            Field::Text(Some(&self.kind)),
            Field::Int(self.target),
            t(&self.tournament_name),
            t(&self.tournament_date),
            Field::Int(self.round),
            Field::Int(self.table_no),
            t(&self.players),
            t(&self.judge),
            t(&self.given_at),
            t(&self.question),
            t(&self.ruling),
            t(&self.penalty),
            Field::Int(self.extension),
            t(&self.citations),
            t(&self.case_name),
            Field::Int(self.case_at),
            t(&self.frozen_steps),
            t(&self.frozen_state_hash),
            t(&self.appeal_by),
            t(&self.outcome),
            t(&self.note),
            Field::Text(Some(&self.author)),
            Field::Text(Some(&self.recorded_at)),
        ];
        let mut h = Sha256::new();
        h.update(TAG);
        // The appellant came with schema version 7: hashed last, and only when present, so the
        // records written before it keep their hashes.
        let appellant = self.appellant.as_deref().map(|a| Field::Text(Some(a)));
        for f in fields.into_iter().chain(appellant) {
            match f {
                Field::Text(None) | Field::Int(None) => h.update([0u8]),
                Field::Text(Some(s)) => {
                    h.update([1u8]);
                    // usize -> u64 is lossless on every platform Rust supports.
                    h.update((s.len() as u64).to_be_bytes());
                    h.update(s.as_bytes());
                }
                Field::Int(Some(n)) => {
                    h.update([2u8]);
                    h.update(n.to_be_bytes());
                }
            }
        }
        hex::encode(h.finalize())
    }

    pub(super) fn from_row(row: &Row<'_>) -> rusqlite::Result<Raw> {
        Ok(Raw {
            id: row.get(0)?,
            kind: row.get(1)?,
            target: row.get(2)?,
            tournament_id: row.get(3)?,
            round: row.get(4)?,
            table_no: row.get(5)?,
            players: row.get(6)?,
            judge: row.get(7)?,
            given_at: row.get(8)?,
            question: row.get(9)?,
            ruling: row.get(10)?,
            penalty: row.get(11)?,
            extension: row.get(12)?,
            citations: row.get(13)?,
            case_id: row.get(14)?,
            case_name: row.get(15)?,
            case_at: row.get(16)?,
            frozen_steps: row.get(17)?,
            frozen_state_hash: row.get(18)?,
            appeal_by: row.get(19)?,
            outcome: row.get(20)?,
            note: row.get(21)?,
            author: row.get(22)?,
            recorded_at: row.get(23)?,
            prev_hash: row.get(24)?,
            hash: row.get(25)?,
            tournament_name: row.get(26)?,
            tournament_date: row.get(27)?,
            tournament_created: row.get(28)?,
            appellant: row.get(29)?,
        })
    }

    /// The typed record; what cannot be read is reported as damage.
    pub(crate) fn into_record(self) -> Result<RulingRecord, RulingError> {
        let id = self.id;
        let bad = |reason: String| RulingError::Corrupt { id, reason };
        let kind = RecordKind::parse(&self.kind)
            .ok_or_else(|| bad(format!("the kind {:?} is unknown", self.kind)))?;
        let tournament = Tournament {
            id: self.tournament_id,
            name: self
                .tournament_name
                .clone()
                .ok_or_else(|| bad(format!("its event {} is missing", self.tournament_id)))?,
            date: match &self.tournament_date {
                Some(d) => Some(
                    NaiveDate::parse_from_str(d, "%Y-%m-%d")
                        .map_err(|_| bad(format!("the event date {d:?} is not a date")))?,
                ),
                None => None,
            },
            created_at: parse_time(self.tournament_created.as_deref().unwrap_or(""))
                .ok_or_else(|| bad("the event's creation time is not a valid time".into()))?,
        };
        let recorded_at = parse_time(&self.recorded_at).ok_or_else(|| {
            bad(format!(
                "the recording time {:?} is not a valid time",
                self.recorded_at
            ))
        })?;
        let content = match kind {
            RecordKind::Appeal => None,
            RecordKind::Ruling | RecordKind::Correction => Some(self.content().map_err(bad)?),
        };
        let appeal = match kind {
            RecordKind::Appeal => Some(Appeal {
                by: self
                    .appeal_by
                    .clone()
                    .ok_or_else(|| bad("the judge who heard the appeal is missing".into()))?,
                appellant: self.appellant.clone(),
                outcome: self
                    .outcome
                    .as_deref()
                    .and_then(AppealOutcome::parse)
                    .ok_or_else(|| bad("the appeal outcome is missing or unknown".into()))?,
                note: self
                    .note
                    .clone()
                    .ok_or_else(|| bad("the appeal note is missing".into()))?,
            }),
            _ => None,
        };
        Ok(RulingRecord {
            id,
            kind,
            target: self.target,
            tournament,
            content,
            appeal,
            author: self.author,
            recorded_at,
            prev_hash: self.prev_hash,
            hash: self.hash,
        })
    }

    fn content(&self) -> Result<RulingContent, String> {
        fn need<'a, T>(v: &'a Option<T>, what: &str) -> Result<&'a T, String> {
            v.as_ref().ok_or_else(|| format!("{what} is missing"))
        }
        let positive = |v: i64, what: &str| -> Result<u32, String> {
            u32::try_from(v)
                .ok()
                .filter(|&n| n >= 1)
                .ok_or_else(|| format!("{what} {v} is out of range"))
        };
        let players: Vec<String> = serde_json::from_str(need(&self.players, "the player list")?)
            .map_err(|e| format!("the player list cannot be read: {e}"))?;
        let citations: Vec<String> = serde_json::from_str(need(&self.citations, "the citations")?)
            .map_err(|e| format!("the citations cannot be read: {e}"))?;
        let given = need(&self.given_at, "the time of the ruling")?;
        let case = match (self.case_id, self.case_at) {
            (Some(case_id), Some(at)) => Some(CaseLink {
                case_id,
                case: need(&self.case_name, "the case name")?.clone(),
                at: u64::try_from(at).map_err(|_| format!("the case step {at} is negative"))?,
                steps: need(&self.frozen_steps, "the frozen explanation")?.clone(),
                state_hash: need(&self.frozen_state_hash, "the frozen state hash")?.clone(),
            }),
            _ => None,
        };
        Ok(RulingContent {
            round: positive(*need(&self.round, "the round")?, "the round")?,
            table: positive(*need(&self.table_no, "the table")?, "the table")?,
            players,
            judge: need(&self.judge, "the judge")?.clone(),
            given_at: parse_time(given)
                .ok_or_else(|| format!("the time of the ruling {given:?} is not a valid time"))?,
            question: need(&self.question, "the question")?.clone(),
            ruling: need(&self.ruling, "the ruling")?.clone(),
            penalty: self.penalty.clone(),
            extension_minutes: match self.extension {
                Some(m) => Some(
                    u32::try_from(m).map_err(|_| format!("the extension {m} is out of range"))?,
                ),
                None => None,
            },
            citations,
            case,
        })
    }
}

// SQL text is put together only from these constants; every value goes in as a
// bound parameter.
pub(super) const RECORD_SELECT: &str =
    "SELECT r.id, r.kind, r.target, r.tournament_id, r.round, r.table_no, \
     r.players, r.judge, r.given_at, r.question, r.ruling, r.penalty, r.extension, r.citations, \
     r.case_id, r.case_name, r.case_at, r.frozen_steps, r.frozen_state_hash, r.appeal_by, \
     r.outcome, r.note, r.author, r.recorded_at, r.prev_hash, r.hash, \
     t.name, t.date, t.created_at, r.appellant \
     FROM ruling_records r LEFT JOIN tournaments t ON t.id = r.tournament_id";

pub(super) fn parse_time(text: &str) -> Option<DateTime<Utc>> {
    DateTime::parse_from_rfc3339(text)
        .ok()
        .map(|t| t.with_timezone(&Utc))
}

pub(super) fn raw_by_id(conn: &Connection, id: RecordId) -> Result<Option<Raw>, RulingError> {
    let mut stmt = conn.prepare_cached(&format!("{RECORD_SELECT} WHERE r.id = ?1"))?;
    Ok(stmt.query_row(params![id], Raw::from_row).optional()?)
}

/// A tournament's row exactly as stored, with its seal (if it has one): what `gunbai sync push`
/// sends.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RawTournament {
    pub id: i64,
    pub name: String,
    pub date: Option<String>,
    pub created_at: String,
    pub seal: Option<String>,
}

impl crate::store::Store {
    /// Every ruling record's row as stored, in chain order.
    pub fn raw_ruling_records(&self) -> Result<Vec<Raw>, RulingError> {
        let mut stmt = self
            .conn
            .prepare_cached(&format!("{RECORD_SELECT} ORDER BY r.id"))?;
        let rows = stmt.query_map([], Raw::from_row)?;
        Ok(rows.collect::<rusqlite::Result<Vec<_>>>()?)
    }

    /// Every tournament's row as stored, with its seal, oldest first.
    pub fn raw_tournaments(&self) -> Result<Vec<RawTournament>, RulingError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT t.id, t.name, t.date, t.created_at, s.hash FROM tournaments t \
             LEFT JOIN tournament_seals s ON s.tournament_id = t.id ORDER BY t.id",
        )?;
        let rows = stmt.query_map([], |r| {
            Ok(RawTournament {
                id: r.get(0)?,
                name: r.get(1)?,
                date: r.get(2)?,
                created_at: r.get(3)?,
                seal: r.get(4)?,
            })
        })?;
        Ok(rows.collect::<rusqlite::Result<Vec<_>>>()?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::rulings::test_support::store_with_a_ruling;

    #[test]
    fn every_field_is_hashed() {
        let (store, _, _) = store_with_a_ruling("q");
        let raw = raw_by_id(&store.conn, 1)
            .expect("read")
            .expect("record 1 exists");
        let h = raw.compute_hash();
        assert_eq!(h, raw.hash);
        let mut r = raw.clone();
        r.penalty = Some(String::new());
        assert_ne!(r.compute_hash(), h, "absent and empty text differ");
        let mut r = raw.clone();
        r.tournament_name = Some("Other".into());
        assert_ne!(r.compute_hash(), h);
        let mut r = raw.clone();
        r.extension = Some(4);
        assert_ne!(r.compute_hash(), h);
        let mut r = raw.clone();
        r.recorded_at.push('x');
        assert_ne!(r.compute_hash(), h);
        let mut r = raw;
        r.appellant = Some("Allen".into());
        assert_ne!(r.compute_hash(), h, "an appellant added is seen");
    }
}
