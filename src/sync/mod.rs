//! `gunbai sync push`: a venue's SQLite file sends its cases to the centre's PostgreSQL.
//!
//! An event runs on its own SQLite file at a venue with no network; afterwards (or whenever the
//! network is there) `sync push` sends its cases, one transaction per case, oldest first:
//!
//! - The venue checks each case's chain before sending it: a case whose rows were changed is not
//!   sent, and is named with the step that does not fit.
//! - The centre keys what it receives by case name, step and hash
//!   ([`crate::store::pg::sync`]): what it holds already is not sent twice, so a push cut off by an
//!   outage is simply run again; a step held differently at the centre is refused and shown,
//!   and the venue keeps it and every step after it; a case brought by one venue takes steps from
//!   that venue only.
//! - The centre walks each chain again from its own rows and records the venue's anchor.
//!
//! - Then the venue's chain of ruling records (and the tournaments they hang on), checked by the
//!   venue first, is sent as one whole ([`crate::store::pg::rulings`]): keyed by record id (its
//!   place in the chain) and hash, kept at the centre as the venue's own chain, never merged into
//!   another; a record held differently at the centre is refused, both are shown, and nothing of
//!   the rulings is written.

use crate::store::backend::{stored_time, RawEvent};
use crate::store::pg::rulings::{OutgoingRulings, RulingsReceived};
use crate::store::pg::sync::{Outgoing, Received};
use crate::store::pg::PgStore;
use crate::store::{RulingError, Store, StoreError, GENESIS_HASH};

/// What became of one case.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// The centre's answer.
    Centre(Received),
    /// The venue's own check of the chain fails: nothing of the case was sent.
    Tampered { seq: u64, reason: String },
}

impl Outcome {
    /// Whether the case is at the centre as at the venue now.
    pub fn is_done(&self) -> bool {
        matches!(
            self,
            Outcome::Centre(Received::Sent { .. } | Received::Already { .. })
        )
    }
}

/// One case's name and outcome.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CaseOutcome {
    pub case: String,
    pub outcome: Outcome,
}

/// What a push did: every case dealt with, in order, and the error that stopped it early, if
/// one did (the cases after it were not looked at; sending again goes on from there).
#[derive(Debug)]
pub struct PushReport {
    pub cases: Vec<CaseOutcome>,
    /// What became of the ruling records (`None`: the venue has none, nor any event).
    pub rulings: Option<RulingsOutcome>,
    pub stopped: Option<(String, StoreError)>,
}

/// What became of the venue's ruling records.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RulingsOutcome {
    /// The centre's answer.
    Centre(RulingsReceived),
    /// The venue's own check of its rulings fails: none was sent.
    Tampered { id: i64, reason: String },
}

impl RulingsOutcome {
    /// Whether the rulings are at the centre as at the venue now.
    pub fn is_done(&self) -> bool {
        matches!(
            self,
            RulingsOutcome::Centre(RulingsReceived::Sent { .. } | RulingsReceived::Already { .. })
        )
    }
}

impl PushReport {
    /// Whether every case is at the centre as at the venue.
    pub fn complete(&self) -> bool {
        self.stopped.is_none()
            && self.cases.iter().all(|c| c.outcome.is_done())
            && self.rulings.as_ref().is_none_or(RulingsOutcome::is_done)
    }
}

/// Sends every case of `venue_store` to `centre` as the venue `venue`.
pub fn push(
    venue_store: &Store,
    venue: &str,
    centre: &mut PgStore,
) -> Result<PushReport, StoreError> {
    let cases = venue_store.cases()?;
    let mut report = PushReport {
        cases: Vec::new(),
        rulings: None,
        stopped: None,
    };
    for info in &cases {
        let check = venue_store.verify_chain(info.id)?;
        if let Some(p) = check.problems.first() {
            report.cases.push(CaseOutcome {
                case: info.name.clone(),
                outcome: Outcome::Tampered {
                    seq: p.seq,
                    reason: p.reason.clone(),
                },
            });
            continue;
        }
        let rows = venue_store
            .events(info.id)?
            .iter()
            .map(RawEvent::from_stored)
            .collect::<Result<Vec<_>, _>>()?;
        let origin = info
            .forked_from
            .and_then(|(from, at)| cases.iter().find(|c| c.id == from).map(|c| (c, at)));
        let created = stored_time(info.created_at);
        let out = Outgoing {
            name: &info.name,
            created_at: &created,
            forked_from: origin.map(|(c, at)| (c.name.as_str(), at)),
            rows: &rows,
            anchor: &check.head,
        };
        match centre.receive_case(venue, &out) {
            Ok(r) => report.cases.push(CaseOutcome {
                case: info.name.clone(),
                outcome: Outcome::Centre(r),
            }),
            Err(e) => {
                report.stopped = Some((info.name.clone(), e));
                return Ok(report);
            }
        }
    }
    match push_rulings(venue_store, venue, centre) {
        Ok(r) => report.rulings = r,
        Err(e) => report.stopped = Some(("rulings".to_owned(), e)),
    }
    Ok(report)
}

/// Sends the venue's chain of ruling records, after the cases it may link to.
fn push_rulings(
    venue_store: &Store,
    venue: &str,
    centre: &mut PgStore,
) -> Result<Option<RulingsOutcome>, StoreError> {
    let store_err = |e: RulingError| match e {
        RulingError::Store(s) => s,
        other => StoreError::Postgres(other.to_string()),
    };
    let tournaments = venue_store.raw_tournaments().map_err(store_err)?;
    let records = venue_store.raw_ruling_records().map_err(store_err)?;
    if tournaments.is_empty() && records.is_empty() {
        return Ok(None);
    }
    let check = venue_store.verify_rulings()?;
    if let Some(p) = check.problems.first() {
        return Ok(Some(RulingsOutcome::Tampered {
            id: p.id,
            reason: p.reason.clone(),
        }));
    }
    let head = records
        .last()
        .map(|r| (r.id, r.hash.clone()))
        .unwrap_or((0, GENESIS_HASH.to_owned()));
    let out = OutgoingRulings {
        tournaments: &tournaments,
        records: &records,
        head,
    };
    Ok(Some(RulingsOutcome::Centre(
        centre.receive_rulings(venue, &out)?,
    )))
}
