//! Tournaments and ruling records on PostgreSQL: the same rows, hashes and checks as the SQLite
//! store's (`src/store/rulings/`), one chain per venue.
//!
//! A SQLite file holds one chain of ruling records. The centre holds its own chain (`chain = ''`),
//! which `gunbai ruling …` and `gunbai event …` with `--db postgres://…` write and read, and one
//! chain per venue that `gunbai sync push` brought (`chain` = the venue's name), with the venue's
//! ids and hashes unchanged. A record's row is built and hashed by the code the SQLite store uses
//! ([`new_raw`], [`Raw::compute_hash`]), so the same record has the same hash on both back ends.
//!
//! An append takes a lock on its chain (`pg_advisory_xact_lock`), reads the last record and
//! inserts the next; the primary key `(chain, id)` refuses a second record at one position even
//! without the lock.

use chrono::{DateTime, NaiveDate, Utc};
use postgres::{GenericClient, Row};

use super::super::hash::{format_time, tournament_hash};
use super::super::lookup::name_key;
use super::super::rulings::queries::{find_tournament, new_raw, validate_event_name};
pub use super::super::rulings::raw::{Raw, RawTournament};
use super::super::rulings::{
    BrokenRecord, NewRecord, RecordId, RecordKind, RulingChainReport, RulingError, RulingRecord,
    Tournament,
};
use super::super::{parse_time, StoreError, GENESIS_HASH, SHORT_HASH};
use super::{is_unique_violation, pg, PgStore};

/// The centre's own chain.
pub const OWN: &str = "";

// SQL text is put together only from these constants; every value goes in as a parameter.
// The columns in the order `raw_from_row` reads them (the SQLite store's order).
const RECORD_SELECT: &str = "SELECT r.id, r.kind, r.target, r.tournament_id, r.round, \
     r.table_no, r.players, r.judge, r.given_at, r.question, r.ruling, r.penalty, r.extension, \
     r.citations, r.case_id, r.case_name, r.case_at, r.frozen_steps, r.frozen_state_hash, \
     r.appeal_by, r.outcome, r.note, r.author, r.recorded_at, r.prev_hash, r.hash, \
     t.name, t.date, t.created_at, r.appellant \
     FROM ruling_records r LEFT JOIN tournaments t ON t.chain = r.chain AND t.id = r.tournament_id";

const INSERT_RECORD: &str = "INSERT INTO ruling_records (chain, id, kind, target, tournament_id, \
     round, table_no, players, judge, given_at, question, ruling, penalty, extension, citations, \
     case_id, case_name, case_at, frozen_steps, frozen_state_hash, appeal_by, outcome, note, \
     author, recorded_at, prev_hash, hash, appellant) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, \
     $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, \
     $27, $28)";

/// A PostgreSQL error as a ruling error.
pub(crate) fn rpg(e: postgres::Error) -> RulingError {
    RulingError::Store(pg(e))
}

pub(crate) fn raw_from_row(r: &Row) -> Raw {
    Raw {
        id: r.get(0),
        kind: r.get(1),
        target: r.get(2),
        tournament_id: r.get(3),
        round: r.get(4),
        table_no: r.get(5),
        players: r.get(6),
        judge: r.get(7),
        given_at: r.get(8),
        question: r.get(9),
        ruling: r.get(10),
        penalty: r.get(11),
        extension: r.get(12),
        citations: r.get(13),
        case_id: r.get(14),
        case_name: r.get(15),
        case_at: r.get(16),
        frozen_steps: r.get(17),
        frozen_state_hash: r.get(18),
        appeal_by: r.get(19),
        outcome: r.get(20),
        note: r.get(21),
        author: r.get(22),
        recorded_at: r.get(23),
        prev_hash: r.get(24),
        hash: r.get(25),
        tournament_name: r.get(26),
        tournament_date: r.get(27),
        tournament_created: r.get(28),
        appellant: r.get(29),
    }
}

/// Inserts one record's row into `chain` as it is (hashes and all); `false` if the chain holds
/// that position already.
pub(crate) fn insert_record<C: GenericClient>(
    c: &mut C,
    chain: &str,
    raw: &Raw,
) -> Result<bool, RulingError> {
    let done = c.execute(
        INSERT_RECORD,
        &[
            &chain,
            &raw.id,
            &raw.kind,
            &raw.target,
            &raw.tournament_id,
            &raw.round,
            &raw.table_no,
            &raw.players,
            &raw.judge,
            &raw.given_at,
            &raw.question,
            &raw.ruling,
            &raw.penalty,
            &raw.extension,
            &raw.citations,
            &raw.case_id,
            &raw.case_name,
            &raw.case_at,
            &raw.frozen_steps,
            &raw.frozen_state_hash,
            &raw.appeal_by,
            &raw.outcome,
            &raw.note,
            &raw.author,
            &raw.recorded_at,
            &raw.prev_hash,
            &raw.hash,
            &raw.appellant,
        ],
    );
    match done {
        Ok(_) => Ok(true),
        Err(e) if is_unique_violation(&e) => Ok(false),
        Err(e) => Err(rpg(e)),
    }
}

/// Every record of `chain`, as stored, in order.
pub(crate) fn raw_records<C: GenericClient>(
    c: &mut C,
    chain: &str,
) -> Result<Vec<Raw>, RulingError> {
    Ok(c.query(
        &format!("{RECORD_SELECT} WHERE r.chain = $1 ORDER BY r.id"),
        &[&chain],
    )
    .map_err(rpg)?
    .iter()
    .map(raw_from_row)
    .collect())
}

fn raw_by_id<C: GenericClient>(
    c: &mut C,
    chain: &str,
    id: RecordId,
) -> Result<Option<Raw>, RulingError> {
    Ok(c.query_opt(
        &format!("{RECORD_SELECT} WHERE r.chain = $1 AND r.id = $2"),
        &[&chain, &id],
    )
    .map_err(rpg)?
    .as_ref()
    .map(raw_from_row))
}

fn last_record<C: GenericClient>(
    c: &mut C,
    chain: &str,
) -> Result<Option<(RecordId, String)>, RulingError> {
    Ok(c.query_opt(
        "SELECT id, hash FROM ruling_records WHERE chain = $1 ORDER BY id DESC LIMIT 1",
        &[&chain],
    )
    .map_err(rpg)?
    .map(|r| (r.get(0), r.get(1))))
}

fn unknown_ruling<C: GenericClient>(c: &mut C, chain: &str, id: RecordId) -> RulingError {
    match last_record(c, chain) {
        Ok(last) => RulingError::UnknownRuling {
            id,
            last: last.map(|(id, _)| id).unwrap_or(0),
        },
        Err(e) => e,
    }
}

fn tournament_from_row(r: &Row) -> Result<Tournament, RulingError> {
    let id: i64 = r.get(0);
    let bad = |reason: String| {
        RulingError::Store(StoreError::Corrupt {
            case: 0,
            seq: 0,
            reason: format!("event {id}: {reason}"),
        })
    };
    let date: Option<String> = r.get(2);
    let created: String = r.get(3);
    Ok(Tournament {
        id,
        name: r.get(1),
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

pub(crate) fn tournaments_of<C: GenericClient>(
    c: &mut C,
    chain: &str,
) -> Result<Vec<Tournament>, RulingError> {
    c.query(
        "SELECT id, name, date, created_at FROM tournaments WHERE chain = $1 ORDER BY id",
        &[&chain],
    )
    .map_err(rpg)?
    .iter()
    .map(tournament_from_row)
    .collect()
}

/// Takes the lock of one chain of ruling records until the transaction ends.
pub(crate) fn lock_chain<C: GenericClient>(c: &mut C, chain: &str) -> Result<(), RulingError> {
    c.execute(
        "SELECT pg_advisory_xact_lock(hashtext('gunbai rulings ' || $1))",
        &[&chain],
    )
    .map_err(rpg)?;
    Ok(())
}

impl PgStore {
    /// Reads the chain of ruling records of `venue` from now on (`""`: the centre's own, where
    /// every store starts): the tournaments, records, search, anchor and verify of this store
    /// are then the venue's, as it sent them. Nothing can be written to a venue's chain but by
    /// `gunbai sync push` from that venue.
    pub fn read_chain(&mut self, venue: &str) {
        venue.clone_into(&mut self.chain);
    }

    fn own_chain(&self) -> Result<(), RulingError> {
        if self.chain.is_empty() {
            Ok(())
        } else {
            Err(RulingError::Store(StoreError::Postgres(format!(
                "the rulings of venue {} are written at that venue and sent with `gunbai sync \
                 push`; nothing was written",
                self.chain
            ))))
        }
    }

    /// Starts a new tournament in the centre's own chain. Names are unique regardless of
    /// letter case, also between writers at the same moment.
    pub fn create_tournament(
        &mut self,
        name: &str,
        date: Option<NaiveDate>,
        now: DateTime<Utc>,
    ) -> Result<Tournament, RulingError> {
        self.own_chain()?;
        validate_event_name(name)?;
        let key = name_key(name);
        let date_text = date.map(|d| d.format("%Y-%m-%d").to_string());
        let created = format_time(now);
        let mut tx = self.client.transaction().map_err(rpg)?;
        lock_chain(&mut tx, OWN)?;
        if let Some(r) = tx
            .query_opt(
                "SELECT name FROM tournaments WHERE chain = $1 AND name_key = $2",
                &[&OWN, &key],
            )
            .map_err(rpg)?
        {
            return Err(RulingError::EventExists { name: r.get(0) });
        }
        let id: i64 = tx
            .query_one(
                "SELECT COALESCE(MAX(id), 0) + 1 FROM tournaments WHERE chain = $1",
                &[&OWN],
            )
            .map_err(rpg)?
            .get(0);
        let seal = tournament_hash(id, name, date_text.as_deref(), &created);
        tx.execute(
            "INSERT INTO tournaments (chain, id, name, name_key, date, created_at, seal) \
             VALUES ($1, $2, $3, $4, $5, $6, $7)",
            &[&OWN, &id, &name, &key, &date_text, &created, &seal],
        )
        .map_err(|e| {
            if is_unique_violation(&e) {
                RulingError::EventExists {
                    name: name.to_owned(),
                }
            } else {
                rpg(e)
            }
        })?;
        tx.commit().map_err(rpg)?;
        Ok(Tournament {
            id,
            name: name.to_owned(),
            date,
            created_at: now,
        })
    }

    /// The tournaments of the chain read, oldest first.
    pub fn tournaments(&mut self) -> Result<Vec<Tournament>, RulingError> {
        tournaments_of(&mut self.client, &self.chain)
    }

    /// A tournament of the chain read, found as the SQLite store finds one.
    pub fn tournament(&mut self, name_or_id: &str) -> Result<Tournament, RulingError> {
        find_tournament(self.tournaments()?, name_or_id)
    }

    /// Appends one record at the end of the centre's own chain (the checks of
    /// [`crate::store::Store::append_ruling`]), in one transaction.
    pub fn append_ruling(
        &mut self,
        record: &NewRecord,
        author: &str,
        now: DateTime<Utc>,
    ) -> Result<RulingRecord, RulingError> {
        self.own_chain()?;
        let mut tx = self.client.transaction().map_err(rpg)?;
        lock_chain(&mut tx, OWN)?;
        let target_of = |tx: &mut postgres::Transaction<'_>, id: RecordId| {
            let t = raw_by_id(tx, OWN, id)?.ok_or_else(|| unknown_ruling(tx, OWN, id))?;
            if t.kind == RecordKind::Appeal.as_str() {
                return Err(RulingError::IsAppeal {
                    id: t.id,
                    target: t.target.unwrap_or(0),
                });
            }
            Ok(t)
        };
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
                target_of(&mut tx, *corrects)?;
                if let Some(r) = tx
                    .query_opt(
                        "SELECT id FROM ruling_records WHERE chain = $1 AND kind = 'correction' \
                         AND target = $2",
                        &[&OWN, corrects],
                    )
                    .map_err(rpg)?
                {
                    return Err(RulingError::AlreadyCorrected {
                        id: *corrects,
                        by: r.get(0),
                    });
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
                let t = target_of(&mut tx, *ruling)?;
                (
                    RecordKind::Appeal,
                    Some(*ruling),
                    t.tournament_id,
                    None,
                    Some(appeal),
                )
            }
        };
        let tournament = tournaments_of(&mut tx, OWN)?
            .into_iter()
            .find(|t| t.id == tournament_id)
            .ok_or_else(|| RulingError::UnknownEvent {
                name: tournament_id.to_string(),
                suggestions: Vec::new(),
            })?;
        let (last, prev) = last_record(&mut tx, OWN)?.unwrap_or((0, GENESIS_HASH.to_owned()));
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
        if !insert_record(&mut tx, OWN, &raw)? {
            return Err(RulingError::Store(StoreError::Postgres(format!(
                "ruling record {id} was written by another writer at the same moment; nothing \
                 was written: record it again"
            ))));
        }
        tx.commit().map_err(rpg)?;
        raw.into_record()
    }

    /// One record of the chain read.
    pub fn ruling_record(&mut self, id: RecordId) -> Result<RulingRecord, RulingError> {
        match raw_by_id(&mut self.client, &self.chain, id)? {
            Some(raw) => raw.into_record(),
            None => Err(unknown_ruling(&mut self.client, &self.chain, id)),
        }
    }

    /// Every record of the chain read, in order.
    pub fn ruling_records(&mut self) -> Result<Vec<RulingRecord>, RulingError> {
        raw_records(&mut self.client, &self.chain)?
            .into_iter()
            .map(Raw::into_record)
            .collect()
    }

    /// The rulings and corrections of the chain read whose question or ruling holds
    /// `text`, as [`crate::store::Store::search_rulings`] finds them: any substring, letter case
    /// ignored, in English or Japanese. See [`search`].
    pub fn search_rulings(&mut self, text: &str) -> Result<Vec<RecordId>, RulingError> {
        Ok(search(&mut self.client, Some(&self.chain), text)?
            .into_iter()
            .map(|(_, id)| id)
            .collect())
    }

    /// The chain read's anchor: `rulings@RECORD:HASH` of its last record.
    pub fn rulings_anchor(&mut self) -> Result<String, StoreError> {
        let (id, hash) = last_record(&mut self.client, &self.chain)
            .map_err(into_store)?
            .unwrap_or((0, GENESIS_HASH.to_owned()));
        let short = hash.get(..SHORT_HASH).unwrap_or(&hash);
        Ok(format!("rulings@{id}:{short}"))
    }

    /// The stored hash of record `id` of the chain read (`Some(genesis hash)` for 0, as the
    /// anchor of an empty chain), if there is one.
    pub fn ruling_hash_at(&mut self, id: u64) -> Result<Option<String>, StoreError> {
        if id == 0 {
            return Ok(Some(GENESIS_HASH.to_owned()));
        }
        let id = i64::try_from(id).unwrap_or(i64::MAX);
        Ok(self
            .client
            .query_opt(
                "SELECT hash FROM ruling_records WHERE chain = $1 AND id = $2",
                &[&self.chain, &id],
            )
            .map_err(pg)?
            .map(|r| r.get(0)))
    }

    /// Checks the chain read (see [`verify_chain_of`]).
    pub fn verify_rulings(&mut self) -> Result<RulingChainReport, StoreError> {
        verify_chain_of(&mut self.client, &self.chain)
    }

    /// The chains of ruling records held: the centre's own (`""`) first, then each venue's.
    pub fn ruling_chains(&mut self) -> Result<Vec<String>, StoreError> {
        let mut out = vec![OWN.to_owned()];
        for r in self
            .client
            .query(
                "SELECT DISTINCT chain FROM tournaments WHERE chain <> '' ORDER BY chain",
                &[],
            )
            .map_err(pg)?
        {
            out.push(r.get(0));
        }
        Ok(out)
    }

    /// Checks the chain of ruling records `chain` (see [`verify_chain_of`]).
    pub fn verify_ruling_chain(&mut self, chain: &str) -> Result<RulingChainReport, StoreError> {
        verify_chain_of(&mut self.client, chain)
    }

    /// Rulings of every chain (the centre's own and every venue's, so every event and season)
    /// whose question or ruling holds `text`: `(chain, record id)` in chain and record order.
    pub fn search_all_rulings(
        &mut self,
        text: &str,
    ) -> Result<Vec<(String, RecordId)>, RulingError> {
        search(&mut self.client, None, text)
    }
}

fn into_store(e: RulingError) -> StoreError {
    match e {
        RulingError::Store(s) => s,
        other => StoreError::Postgres(other.to_string()),
    }
}

/// The search of rulings (and corrections, not appeals) in `chain`, or in every chain.
///
/// - A query of Latin words (ASCII letters and digits) is PostgreSQL's full-text search: every
///   word must begin a word of the question or the ruling (`react` finds "reaction"; the
///   `simple` configuration neither stems nor drops words), looked up in the index
///   `ruling_records_search`, and the text as typed must appear in them, letter case ignored
///   (so `reacts first` is a phrase). Unlike the SQLite store's trigram search, a piece from
///   the middle of a word (`eaction`) is not found.
/// - Any other query (Japanese, which no PostgreSQL text-search configuration splits into
///   words, or text with punctuation) is found as a substring, letter case ignored, as the
///   SQLite store finds it: 寵愛 is found inside a Japanese sentence.
pub(crate) fn search<C: GenericClient>(
    c: &mut C,
    chain: Option<&str>,
    text: &str,
) -> Result<Vec<(String, RecordId)>, RulingError> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(Vec::new());
    }
    let mut pattern = String::from("%");
    for ch in text.chars() {
        if matches!(ch, '%' | '_' | '\\') {
            pattern.push('\\');
        }
        pattern.push(ch);
    }
    pattern.push('%');
    let words: Vec<&str> = text.split_whitespace().collect();
    let latin = words
        .iter()
        .all(|w| w.chars().all(|ch| ch.is_ascii_alphanumeric()));
    const WHERE: &str = "SELECT r.chain, r.id FROM ruling_records r \
         WHERE ($1::text IS NULL OR r.chain = $1) AND r.kind <> 'appeal' \
         AND (r.question ILIKE $2 ESCAPE '\' OR r.ruling ILIKE $2 ESCAPE '\')";
    let rows = if latin {
        let query = words
            .iter()
            .map(|w| format!("{}:*", w.to_ascii_lowercase()))
            .collect::<Vec<_>>()
            .join(" & ");
        c.query(
            &format!(
                "{WHERE} AND to_tsvector('simple', coalesce(r.question, '') || ' ' || \
                 coalesce(r.ruling, '')) @@ to_tsquery('simple', $3) ORDER BY r.chain, r.id"
            ),
            &[&chain, &pattern, &query],
        )
    } else {
        c.query(
            &format!("{WHERE} ORDER BY r.chain, r.id"),
            &[&chain, &pattern],
        )
    }
    .map_err(rpg)?;
    Ok(rows.iter().map(|r| (r.get(0), r.get(1))).collect())
}

/// Checks the chain `chain` from record 1 as [`crate::store::Store::verify_rulings`] checks the
/// SQLite one: a missing number, a `prev_hash` that is not the previous record's hash, a hash
/// that does not match the row (or its event's name and date), a link to a case whose step no
/// longer holds the frozen state, a row that cannot be read, and tournaments whose seal does not
/// match.
pub(crate) fn verify_chain_of<C: GenericClient>(
    c: &mut C,
    chain: &str,
) -> Result<RulingChainReport, StoreError> {
    let rows = raw_records(c, chain).map_err(into_store)?;
    let mut problems = Vec::new();
    let mut prev = GENESIS_HASH.to_owned();
    let mut head: RecordId = 0;
    let mut records = 0u64;
    for raw in rows {
        records += 1;
        let expected = i64::try_from(records).unwrap_or(i64::MAX);
        head = raw.id;
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
                "hash does not match the row: the record (or its event's name or date) was \
                 changed after it was written"
                    .to_owned(),
            )
        } else {
            link_problem(c, &raw)?
        };
        prev = raw.hash.clone();
        let reason = match reason {
            Some(r) => Some(r),
            None => raw.into_record().err().map(|e| e.to_string()),
        };
        if let Some(reason) = reason {
            problems.push(BrokenRecord {
                id: expected,
                reason,
            });
        }
    }
    for r in c
        .query(
            "SELECT id, name, date, created_at, seal FROM tournaments WHERE chain = $1 \
             ORDER BY id",
            &[&chain],
        )
        .map_err(pg)?
    {
        let (id, name): (i64, String) = (r.get(0), r.get(1));
        let date: Option<String> = r.get(2);
        let computed = tournament_hash(id, &name, date.as_deref(), &r.get::<_, String>(3));
        if r.get::<_, String>(4) != computed {
            problems.push(BrokenRecord {
                id: 0,
                reason: format!(
                    "event `{name}` (id {id}): its name, date or creation time was changed after \
                     it was written"
                ),
            });
        }
    }
    Ok(RulingChainReport {
        records,
        first_broken: problems.first().cloned(),
        problems,
        head: (head, prev),
    })
}

/// Whether a ruling's link still points at the case and step it was written about (the check
/// of the SQLite store). A record a venue sent about a case the centre does not hold has no
/// link at the centre (`case_id` is not hashed) and is not checked.
fn link_problem<C: GenericClient>(c: &mut C, raw: &Raw) -> Result<Option<String>, StoreError> {
    let (Some(case_id), Some(name), Some(at)) = (raw.case_id, &raw.case_name, raw.case_at) else {
        return Ok(None);
    };
    let found: Option<String> = c
        .query_opt("SELECT name FROM cases WHERE id = $1", &[&case_id])
        .map_err(pg)?
        .map(|r| r.get(0));
    let Some(found) = found else {
        return Ok(Some(format!(
            "the ruling is linked to case id {case_id}, which does not exist"
        )));
    };
    if found != *name {
        return Ok(Some(format!(
            "the ruling was written about case `{name}` but its link points at case `{found}`: \
             the link was changed"
        )));
    }
    let state: Option<String> = c
        .query_opt(
            "SELECT state_hash FROM events WHERE case_id = $1 AND seq = $2",
            &[&case_id, &at],
        )
        .map_err(pg)?
        .map(|r| r.get(0));
    Ok(match (state, &raw.frozen_state_hash) {
        (None, _) => Some(format!(
            "the ruling rests on step {at} of case `{name}`, which no longer has that step"
        )),
        (Some(s), Some(f)) if s != *f => Some(format!(
            "step {at} of case `{name}` no longer has the state the ruling froze"
        )),
        _ => None,
    })
}

/// A venue's chain of ruling records as sent by `gunbai sync push`.
#[derive(Debug, Clone)]
pub struct OutgoingRulings<'a> {
    /// Its tournaments, rows and seals as the venue stores them.
    pub tournaments: &'a [RawTournament],
    /// Every record, in chain order, as the venue stores it.
    pub records: &'a [Raw],
    /// The venue's last record and its hash (0 and the genesis hash for none).
    pub head: (RecordId, String),
}

/// What the centre did with a venue's ruling records.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RulingsReceived {
    /// `sent` records and `events` tournaments were added; the centre's chain of the venue now
    /// ends at `head`, as the venue's does.
    Sent {
        sent: u64,
        events: u64,
        head: (RecordId, String),
    },
    /// The centre holds every record already.
    Already { records: u64 },
    /// Record `id` is stored differently at the centre: refused, nothing written.
    Divergent {
        id: RecordId,
        centre: Box<Raw>,
        venue: Box<Raw>,
        /// The venue's records from `id` on, kept at the venue and not sent.
        unsent: u64,
    },
    /// Tournament `id` is stored differently at the centre: refused, nothing written.
    EventDivergent {
        id: i64,
        centre: String,
        venue: String,
    },
    /// The centre holds more records of this venue than the venue sent.
    CentreAhead { centre: u64, venue: u64 },
    /// The chain does not check out at the centre, or ends elsewhere than the venue's:
    /// refused, nothing written.
    Rejected { reason: crate::msg::Msg },
}

impl PgStore {
    /// Receives the chain of ruling records of `venue`, keyed by record id (the chain position)
    /// and hash, in one transaction: what the centre holds with the same hash is not written
    /// twice; a record or tournament held differently is refused and both are shown, and nothing
    /// is written; the rows are inserted as the venue wrote them (a linked case is pointed at
    /// the case of that name the venue brought, the case id being outside the hash), the centre checks
    /// the whole chain again from its own rows and compares its last hash with the venue's, and
    /// only then records the venue's anchor in `ruling_anchors` and commits.
    pub fn receive_rulings(
        &mut self,
        venue: &str,
        out: &OutgoingRulings<'_>,
    ) -> Result<RulingsReceived, StoreError> {
        if venue.is_empty() {
            return Ok(RulingsReceived::Rejected {
                reason: crate::msg!("sync-venue-needs-name"),
            });
        }
        let mut tx = self.client.transaction().map_err(pg)?;
        lock_chain(&mut tx, venue).map_err(into_store)?;
        let held = tx
            .query(
                "SELECT id, name, date, created_at, seal FROM tournaments WHERE chain = $1",
                &[&venue],
            )
            .map_err(pg)?
            .iter()
            .map(|r| RawTournament {
                id: r.get(0),
                name: r.get(1),
                date: r.get(2),
                created_at: r.get(3),
                seal: Some(r.get(4)),
            })
            .collect::<Vec<_>>();
        let mut events = 0u64;
        for t in out.tournaments {
            match held.iter().find(|h| h.id == t.id) {
                Some(h) if h == t => {}
                Some(h) => {
                    return Ok(RulingsReceived::EventDivergent {
                        id: t.id,
                        centre: h.name.clone(),
                        venue: t.name.clone(),
                    })
                }
                None => {
                    let Some(seal) = &t.seal else {
                        return Ok(RulingsReceived::Rejected {
                            reason: crate::msg!(
                                "sync-event-no-seal",
                                event = t.name.as_str(),
                                id = t.id
                            ),
                        });
                    };
                    tx.execute(
                        "INSERT INTO tournaments (chain, id, name, name_key, date, created_at, \
                         seal) VALUES ($1, $2, $3, $4, $5, $6, $7)",
                        &[
                            &venue,
                            &t.id,
                            &t.name,
                            &name_key(&t.name),
                            &t.date,
                            &t.created_at,
                            seal,
                        ],
                    )
                    .map_err(pg)?;
                    events += 1;
                }
            }
        }
        let at_centre = raw_records(&mut tx, venue).map_err(into_store)?;
        for (c, v) in at_centre.iter().zip(out.records) {
            if c.id != v.id || c.hash != v.hash {
                let from = u64::try_from(v.id).unwrap_or(1).max(1);
                return Ok(RulingsReceived::Divergent {
                    id: v.id,
                    centre: Box::new(c.clone()),
                    venue: Box::new(v.clone()),
                    unsent: (out.records.len() as u64).saturating_sub(from - 1),
                });
            }
        }
        let (centre_len, venue_len) = (at_centre.len() as u64, out.records.len() as u64);
        if centre_len > venue_len {
            return Ok(RulingsReceived::CentreAhead {
                centre: centre_len,
                venue: venue_len,
            });
        }
        if centre_len == venue_len && events == 0 {
            return Ok(RulingsReceived::Already {
                records: centre_len,
            });
        }
        let mut sent = 0u64;
        for raw in &out.records[at_centre.len()..] {
            let mut row = raw.clone();
            // The venue's own case of that name (a case of the same name written elsewhere is
            // another case: the link is then left out, never pointed at it).
            row.case_id = match &raw.case_name {
                Some(name) if raw.case_id.is_some() => tx
                    .query_opt(
                        "SELECT id FROM cases WHERE name = $1 AND home = $2",
                        &[name, &venue],
                    )
                    .map_err(pg)?
                    .map(|r| r.get(0)),
                _ => None,
            };
            if !insert_record(&mut tx, venue, &row).map_err(into_store)? {
                return Err(StoreError::Postgres(format!(
                    "record {} of venue {venue} was written by another push at the same moment; \
                     nothing was written: send again",
                    raw.id
                )));
            }
            sent += 1;
        }
        let report = verify_chain_of(&mut tx, venue)?;
        if let Some(p) = report.problems.first() {
            return Ok(RulingsReceived::Rejected {
                reason: crate::msg!(
                    "sync-centre-rulings-fail",
                    id = p.id,
                    reason = p.reason.as_str()
                ),
            });
        }
        if report.head != out.head {
            return Ok(RulingsReceived::Rejected {
                reason: crate::msg!(
                    "sync-rulings-end-differs",
                    centre = report.head.0,
                    centre_hash = report.head.1.get(..SHORT_HASH).unwrap_or(&report.head.1),
                    venue = out.head.0,
                    venue_hash = out.head.1.get(..SHORT_HASH).unwrap_or(&out.head.1)
                ),
            });
        }
        tx.execute(
            "INSERT INTO ruling_anchors (chain, record, hash, centre_hash) VALUES ($1, $2, $3, $4)",
            &[&venue, &out.head.0, &out.head.1, &report.head.1],
        )
        .map_err(pg)?;
        tx.commit().map_err(pg)?;
        Ok(RulingsReceived::Sent {
            sent,
            events,
            head: report.head,
        })
    }

    /// The anchors venues sent for their rulings, oldest first: `(venue, record, hash)`.
    pub fn ruling_anchors(&mut self) -> Result<Vec<(String, i64, String)>, StoreError> {
        Ok(self
            .client
            .query(
                "SELECT chain, record, hash FROM ruling_anchors ORDER BY id",
                &[],
            )
            .map_err(pg)?
            .iter()
            .map(|r| (r.get(0), r.get(1), r.get(2)))
            .collect())
    }
}
