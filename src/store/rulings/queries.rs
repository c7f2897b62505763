//! Tournaments and ruling records: creating, finding, appending and searching them.

use chrono::{DateTime, NaiveDate, Utc};
use rusqlite::{params, Connection, OptionalExtension, Row, TransactionBehavior};

use super::raw::{parse_time, raw_by_id, Raw, RECORD_SELECT};
use super::{
    Appeal, NewRecord, RecordId, RecordKind, RulingContent, RulingError, RulingRecord, Tournament,
    TournamentId,
};
use crate::store::hash::format_time;
use crate::store::{Store, StoreError, GENESIS_HASH};

const TOURNAMENT_SELECT: &str = "SELECT id, name, date, created_at FROM tournaments";

fn tournament_from_row(row: &Row<'_>) -> Result<Tournament, RulingError> {
    let id: TournamentId = row.get(0)?;
    let bad = |reason: String| {
        RulingError::Store(StoreError::Corrupt {
            case: 0,
            seq: 0,
            reason: format!("event {id}: {reason}"),
        })
    };
    let date: Option<String> = row.get(2)?;
    let created: String = row.get(3)?;
    Ok(Tournament {
        id,
        name: row.get(1)?,
        date: match date {
            Some(d) => Some(
                NaiveDate::parse_from_str(&d, "%Y-%m-%d")
                    .map_err(|_| bad(format!("the date {d:?} is not a date")))?,
            ),
            None => None,
        },
        created_at: parse_time(&created)
            .ok_or_else(|| bad(format!("the creation time {created:?} is not a valid time")))?,
    })
}

pub(crate) fn validate_event_name(name: &str) -> Result<(), RulingError> {
    match crate::store::lookup::name_problem(name) {
        Some(reason) => Err(RulingError::InvalidEventName {
            name: name.to_owned(),
            reason,
        }),
        None => Ok(()),
    }
}

fn all_tournaments(conn: &Connection) -> Result<Vec<Tournament>, RulingError> {
    let mut stmt = conn.prepare_cached(&format!("{TOURNAMENT_SELECT} ORDER BY id"))?;
    let mut rows = stmt.query([])?;
    let mut out = Vec::new();
    while let Some(row) = rows.next()? {
        out.push(tournament_from_row(row)?);
    }
    Ok(out)
}

fn last_record(conn: &Connection) -> Result<Option<(RecordId, String)>, RulingError> {
    Ok(conn
        .query_row(
            "SELECT id, hash FROM ruling_records ORDER BY id DESC LIMIT 1",
            [],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .optional()?)
}

fn unknown_ruling(conn: &Connection, id: RecordId) -> Result<RulingError, RulingError> {
    let last = last_record(conn)?.map(|(id, _)| id).unwrap_or(0);
    Ok(RulingError::UnknownRuling { id, last })
}

pub(crate) fn to_json(list: &[String]) -> String {
    serde_json::to_string(list).expect("a list of strings always serializes")
}

/// Finds a tournament among `all` by exact name, then by name ignoring letter case, then by
/// unique prefix, then by numeric id; else says which names are close. Both back ends use it.
pub(crate) fn find_tournament(
    all: Vec<Tournament>,
    name_or_id: &str,
) -> Result<Tournament, RulingError> {
    if let Some(t) = all.iter().find(|t| t.name == name_or_id) {
        return Ok(t.clone());
    }
    let lower = name_or_id.trim().to_lowercase();
    if let Some(t) = all.iter().find(|t| t.name.to_lowercase() == lower) {
        return Ok(t.clone());
    }
    if !lower.is_empty() {
        let prefixed: Vec<&Tournament> = all
            .iter()
            .filter(|t| t.name.to_lowercase().starts_with(&lower))
            .collect();
        match prefixed.as_slice() {
            [one] => return Ok((*one).clone()),
            [] => {}
            many => {
                return Err(RulingError::AmbiguousEvent {
                    input: name_or_id.to_owned(),
                    matches: many.iter().map(|t| t.name.clone()).collect(),
                })
            }
        }
    }
    if let Ok(id) = name_or_id.trim().parse::<TournamentId>() {
        if let Some(t) = all.iter().find(|t| t.id == id) {
            return Ok(t.clone());
        }
    }
    let mut near: Vec<(f64, &str)> = all
        .iter()
        .map(|t| {
            let score = strsim::normalized_levenshtein(&t.name.to_lowercase(), &lower);
            let contains = !lower.is_empty() && t.name.to_lowercase().contains(&lower);
            (if contains { 1.0 } else { score }, t.name.as_str())
        })
        .filter(|(s, _)| *s >= 0.5)
        .collect();
    near.sort_by(|a, b| b.0.total_cmp(&a.0));
    Err(RulingError::UnknownEvent {
        name: name_or_id.to_owned(),
        suggestions: near
            .into_iter()
            .take(3)
            .map(|(_, n)| n.to_owned())
            .collect(),
    })
}

/// A new record's row, hashed: record `id` of a chain whose last hash is `prev`. Both back ends
/// write what this gives.
pub(crate) fn new_raw(
    id: RecordId,
    (kind, target): (RecordKind, Option<RecordId>),
    tournament: &Tournament,
    content: Option<&RulingContent>,
    appeal: Option<&Appeal>,
    (author, now): (&str, DateTime<Utc>),
    prev: String,
) -> Result<Raw, RulingError> {
    let tournament_id = tournament.id;
    let mut raw = Raw {
        id,
        kind: kind.as_str().to_owned(),
        target,
        tournament_id,
        tournament_name: Some(tournament.name.clone()),
        tournament_date: tournament.date.map(|d| d.format("%Y-%m-%d").to_string()),
        tournament_created: Some(format_time(tournament.created_at)),
        round: content.map(|c| i64::from(c.round)),
        table_no: content.map(|c| i64::from(c.table)),
        players: content.map(|c| to_json(&c.players)),
        judge: content.map(|c| c.judge.clone()),
        given_at: content.map(|c| format_time(c.given_at)),
        question: content.map(|c| c.question.clone()),
        ruling: content.map(|c| c.ruling.clone()),
        penalty: content.and_then(|c| c.penalty.clone()),
        extension: content.and_then(|c| c.extension_minutes.map(i64::from)),
        citations: content.map(|c| to_json(&c.citations)),
        case_id: content.and_then(|c| c.case.as_ref().map(|l| l.case_id)),
        case_name: content.and_then(|c| c.case.as_ref().map(|l| l.case.clone())),
        case_at: match content.and_then(|c| c.case.as_ref()) {
            Some(l) => Some(i64::try_from(l.at).map_err(|_| RulingError::Corrupt {
                id,
                reason: format!("the case step {} is out of range", l.at),
            })?),
            None => None,
        },
        frozen_steps: content.and_then(|c| c.case.as_ref().map(|l| l.steps.clone())),
        frozen_state_hash: content.and_then(|c| c.case.as_ref().map(|l| l.state_hash.clone())),
        appeal_by: appeal.map(|a| a.by.clone()),
        appellant: appeal.and_then(|a| a.appellant.clone()),
        outcome: appeal.map(|a| a.outcome.as_str().to_owned()),
        note: appeal.map(|a| a.note.clone()),
        author: author.to_owned(),
        recorded_at: format_time(now),
        prev_hash: prev,
        hash: String::new(),
    };
    raw.hash = raw.compute_hash();
    Ok(raw)
}

impl Store {
    /// Starts a new tournament. Names are unique regardless of letter case.
    pub fn create_tournament(
        &self,
        name: &str,
        date: Option<NaiveDate>,
        now: DateTime<Utc>,
    ) -> Result<Tournament, RulingError> {
        let _written = self.writing()?;
        validate_event_name(name)?;
        let lower = name.to_lowercase();
        if let Some(t) = all_tournaments(&self.conn)?
            .into_iter()
            .find(|t| t.name.to_lowercase() == lower)
        {
            return Err(RulingError::EventExists { name: t.name });
        }
        let date_text = date.map(|d| d.format("%Y-%m-%d").to_string());
        let tx = self.conn.unchecked_transaction()?;
        tx.execute(
            "INSERT INTO tournaments (name, date, created_at) VALUES (?1, ?2, ?3)",
            params![name, date_text, format_time(now)],
        )
        .map_err(|e| match &e {
            rusqlite::Error::SqliteFailure(f, _)
                if f.extended_code == rusqlite::ffi::SQLITE_CONSTRAINT_UNIQUE =>
            {
                RulingError::EventExists {
                    name: name.to_owned(),
                }
            }
            _ => e.into(),
        })?;
        let id = tx.last_insert_rowid();
        tx.execute(
            "INSERT INTO tournament_seals (tournament_id, hash) VALUES (?1, ?2)",
            params![
                id,
                crate::store::hash::tournament_hash(
                    id,
                    name,
                    date_text.as_deref(),
                    &format_time(now)
                )
            ],
        )?;
        tx.commit()?;
        Ok(Tournament {
            id,
            name: name.to_owned(),
            date,
            created_at: now,
        })
    }

    /// All tournaments, oldest first.
    pub fn tournaments(&self) -> Result<Vec<Tournament>, RulingError> {
        all_tournaments(&self.conn)
    }

    /// Finds a tournament by exact name, then by name ignoring letter case,
    /// then by unique prefix, then by numeric id.
    pub fn tournament(&self, name_or_id: &str) -> Result<Tournament, RulingError> {
        find_tournament(all_tournaments(&self.conn)?, name_or_id)
    }

    /// Appends one ruling record at the end of the chain, in one transaction.
    ///
    /// Refuses, writing nothing, a correction or appeal of a record that does
    /// not exist or is an appeal, and a correction of a record that was already
    /// corrected (corrections form a line, never a tree).
    pub fn append_ruling(
        &mut self,
        record: &NewRecord,
        author: &str,
        now: DateTime<Utc>,
    ) -> Result<RulingRecord, RulingError> {
        let _written = self.writing()?;
        let tx = rusqlite::Transaction::new_unchecked(&self.conn, TransactionBehavior::Immediate)?;
        let (kind, target, tournament_id, content, appeal) = match record {
            NewRecord::Ruling {
                tournament,
                content,
            } => (RecordKind::Ruling, None, *tournament, Some(content), None),
            NewRecord::Correction {
                corrects,
                tournament,
                content,
            } => {
                let t = raw_by_id(&tx, *corrects)?
                    .ok_or_else(|| unknown_ruling(&tx, *corrects).unwrap_or_else(|e| e))?;
                if t.kind == "appeal" {
                    return Err(RulingError::IsAppeal {
                        id: t.id,
                        target: t.target.unwrap_or(0),
                    });
                }
                let by: Option<RecordId> = tx
                    .query_row(
                        "SELECT id FROM ruling_records WHERE kind = 'correction' AND target = ?1",
                        params![corrects],
                        |r| r.get(0),
                    )
                    .optional()?;
                if let Some(by) = by {
                    return Err(RulingError::AlreadyCorrected { id: *corrects, by });
                }
                (
                    RecordKind::Correction,
                    Some(*corrects),
                    *tournament,
                    Some(content),
                    None,
                )
            }
            NewRecord::Appeal { ruling, appeal } => {
                let t = raw_by_id(&tx, *ruling)?
                    .ok_or_else(|| unknown_ruling(&tx, *ruling).unwrap_or_else(|e| e))?;
                if t.kind == "appeal" {
                    return Err(RulingError::IsAppeal {
                        id: t.id,
                        target: t.target.unwrap_or(0),
                    });
                }
                (
                    RecordKind::Appeal,
                    Some(*ruling),
                    t.tournament_id,
                    None,
                    Some(appeal),
                )
            }
        };
        let tournament = {
            let mut stmt = tx.prepare_cached(&format!("{TOURNAMENT_SELECT} WHERE id = ?1"))?;
            let mut rows = stmt.query(params![tournament_id])?;
            match rows.next()? {
                Some(row) => tournament_from_row(row)?,
                None => {
                    return Err(RulingError::UnknownEvent {
                        name: tournament_id.to_string(),
                        suggestions: Vec::new(),
                    })
                }
            }
        };
        let (last, prev) = last_record(&tx)?.unwrap_or((0, GENESIS_HASH.to_owned()));
        let id = last.checked_add(1).ok_or_else(|| RulingError::Corrupt {
            id: last,
            reason: "record numbers are exhausted".into(),
        })?;
        let raw = new_raw(
            id,
            (kind, target),
            &tournament,
            content,
            appeal,
            (author, now),
            prev,
        )?;
        tx.execute(
            "INSERT INTO ruling_records (id, kind, target, tournament_id, round, table_no, \
                 players, judge, given_at, question, ruling, penalty, extension, citations, \
                 case_id, case_name, case_at, frozen_steps, frozen_state_hash, appeal_by, \
                 outcome, note, author, recorded_at, prev_hash, hash, appellant) \
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, \
                     ?17, ?18, ?19, ?20, ?21, ?22, ?23, ?24, ?25, ?26, ?27)",
            params![
                raw.id,
                raw.kind,
                raw.target,
                raw.tournament_id,
                raw.round,
                raw.table_no,
                raw.players,
                raw.judge,
                raw.given_at,
                raw.question,
                raw.ruling,
                raw.penalty,
                raw.extension,
                raw.citations,
                raw.case_id,
                raw.case_name,
                raw.case_at,
                raw.frozen_steps,
                raw.frozen_state_hash,
                raw.appeal_by,
                raw.outcome,
                raw.note,
                raw.author,
                raw.recorded_at,
                raw.prev_hash,
                raw.hash,
                raw.appellant,
            ],
        )?;
        tx.commit()?;
        raw.into_record()
    }

    /// One ruling record by id.
    pub fn ruling_record(&self, id: RecordId) -> Result<RulingRecord, RulingError> {
        match raw_by_id(&self.conn, id)? {
            Some(raw) => raw.into_record(),
            None => Err(unknown_ruling(&self.conn, id)?),
        }
    }

    /// Every ruling record, in chain order.
    pub fn ruling_records(&self) -> Result<Vec<RulingRecord>, RulingError> {
        let mut stmt = self
            .conn
            .prepare_cached(&format!("{RECORD_SELECT} ORDER BY r.id"))?;
        let mut rows = stmt.query([])?;
        let mut out = Vec::new();
        while let Some(row) = rows.next()? {
            out.push(Raw::from_row(row)?.into_record()?);
        }
        Ok(out)
    }

    /// The ids of the rulings and corrections whose question or ruling holds
    /// `text`, ignoring letter case (ASCII), in chain order. Three characters
    /// or more are looked up in the trigram index; one or two characters (a
    /// Japanese word such as 寵愛 is often two) with LIKE. An empty query
    /// finds nothing.
    pub fn search_rulings(&self, text: &str) -> Result<Vec<RecordId>, RulingError> {
        let text = text.trim();
        let chars = text.chars().count();
        let mut out = Vec::new();
        if chars == 0 {
            return Ok(out);
        }
        if chars >= 3 {
            // One FTS5 phrase: the whole text, double quotes doubled.
            let phrase = format!("\"{}\"", text.replace('"', "\"\""));
            let mut stmt = self.conn.prepare_cached(
                "SELECT rowid FROM ruling_search WHERE ruling_search MATCH ?1 ORDER BY rowid",
            )?;
            let mut rows = stmt.query(params![phrase])?;
            while let Some(row) = rows.next()? {
                out.push(row.get(0)?);
            }
        } else {
            let mut pattern = String::from("%");
            for c in text.chars() {
                if matches!(c, '%' | '_' | '\\') {
                    pattern.push('\\');
                }
                pattern.push(c);
            }
            pattern.push('%');
            let mut stmt = self.conn.prepare_cached(
                "SELECT id FROM ruling_records WHERE kind <> 'appeal' \
                 AND (question LIKE ?1 ESCAPE '\\' OR ruling LIKE ?1 ESCAPE '\\') ORDER BY id",
            )?;
            let mut rows = stmt.query(params![pattern])?;
            while let Some(row) = rows.next()? {
                out.push(row.get(0)?);
            }
        }
        Ok(out)
    }
}
