//! The centre's side of `gunbai sync push`: a venue's case received row by row, keyed by case
//! name, step and hash, in one transaction per case.
//!
//! - A step the centre holds with the same hash is already there: nothing is written twice, so
//!   sending again after an outage or a refusal is safe.
//! - A step the centre holds with another hash was written differently at both ends: the case is
//!   refused and both rows are shown; nothing of the case is written, and the venue keeps every
//!   step after it.
//! - Every case has one home: steps are added to a centre case only by the venue that brought it.
//! - The rows are inserted as the venue wrote them (hashes and all), then the centre walks the
//!   whole chain again from its own rows and compares its anchor with the venue's; only then is
//!   the transaction committed and the venue's anchor recorded in `sync_anchors`.

use postgres::Transaction;

use super::super::backend::RawEvent;
use super::super::{Anchor, CaseId, StoreError};
use super::cases::{anchor_at, case_named, insert_case, insert_row, raw_events, verify};
use super::{pg, PgStore};

/// A venue's case as sent.
#[derive(Debug, Clone)]
pub struct Outgoing<'a> {
    pub name: &'a str,
    /// The creation time exactly as stored at the venue (it is hashed into the header).
    pub created_at: &'a str,
    /// The case it was forked from (by name, pushed before it) and the step.
    pub forked_from: Option<(&'a str, u64)>,
    /// Every row of the case, in order, as the venue stores it.
    pub rows: &'a [RawEvent],
    /// The venue's anchor of the case.
    pub anchor: &'a Anchor,
}

/// What the centre did with one case.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Received {
    /// `sent` steps were added; the centre now ends at `anchor`, which equals the venue's.
    Sent { sent: u64, anchor: Anchor },
    /// The centre holds every step already.
    Already { seq: u64 },
    /// Step `seq` is stored differently at the centre: refused, nothing written.
    Divergent {
        seq: u64,
        centre: Box<RawEvent>,
        venue: Box<RawEvent>,
        /// The venue's steps from `seq` on, kept at the venue and not sent.
        unsent: u64,
    },
    /// The centre holds steps past the venue's last (written elsewhere): nothing to send.
    CentreAhead { centre: u64, venue: u64 },
    /// The case at the centre is written elsewhere (`None`: at the centre itself).
    OtherHome { home: Option<String> },
    /// The rows do not make a sound chain at the centre, or its anchor is not the venue's:
    /// refused, nothing written.
    Rejected { reason: crate::msg::Msg },
}

impl PgStore {
    /// Receives one case from `venue` (see the module documentation).
    pub fn receive_case(
        &mut self,
        venue: &str,
        case: &Outgoing<'_>,
    ) -> Result<Received, StoreError> {
        let mut tx = self.client.transaction().map_err(pg)?;
        // One receiver of a case name at a time; other cases are received beside it.
        tx.execute(
            "SELECT pg_advisory_xact_lock(hashtext('gunbai sync ' || $1))",
            &[&case.name],
        )
        .map_err(pg)?;
        let id = match case_named(&mut tx, case.name)? {
            Some(info) => {
                let home: Option<String> = tx
                    .query_one("SELECT home FROM cases WHERE id = $1", &[&info.id])
                    .map_err(pg)?
                    .get(0);
                let at_centre = raw_events(&mut tx, info.id)?;
                for (c, v) in at_centre.iter().zip(case.rows) {
                    if c.hash != v.hash || c.seq != v.seq {
                        return Ok(Received::Divergent {
                            seq: u64::try_from(v.seq).unwrap_or(0),
                            centre: Box::new(c.clone()),
                            venue: Box::new(v.clone()),
                            unsent: (case.rows.len() as u64)
                                .saturating_sub(u64::try_from(v.seq).unwrap_or(1) - 1),
                        });
                    }
                }
                let (centre_len, venue_len) = (at_centre.len() as u64, case.rows.len() as u64);
                if centre_len > venue_len {
                    return Ok(Received::CentreAhead {
                        centre: centre_len,
                        venue: venue_len,
                    });
                }
                if centre_len == venue_len {
                    return Ok(Received::Already { seq: centre_len });
                }
                if home.as_deref() != Some(venue) {
                    return Ok(Received::OtherHome { home });
                }
                info.id
            }
            None => {
                let fork = match case.forked_from {
                    Some((origin, at)) => match case_named(&mut tx, origin)? {
                        Some(o) => Some((o.id, i64::try_from(at).unwrap_or(i64::MAX))),
                        None => {
                            return Ok(Received::Rejected {
                                reason: crate::msg!("sync-fork-origin-missing", origin = origin),
                            })
                        }
                    },
                    None => None,
                };
                insert_case(&mut tx, case.name, case.created_at, fork, Some(venue))?
            }
        };
        receive_rows(tx, venue, id, case)
    }
}

fn receive_rows(
    mut tx: Transaction<'_>,
    venue: &str,
    id: CaseId,
    case: &Outgoing<'_>,
) -> Result<Received, StoreError> {
    let held = raw_events(&mut tx, id)?.len();
    let mut sent = 0u64;
    for row in &case.rows[held..] {
        if !insert_row(&mut tx, id, row)? {
            return Err(StoreError::Conflict {
                case: case.name.to_owned(),
                expected: u64::try_from(row.seq - 1).unwrap_or(0),
                actual: u64::try_from(row.seq).unwrap_or(0),
            });
        }
        sent += 1;
    }
    let report = verify(&mut tx, id)?;
    if let Some(p) = report.problems.first() {
        return Ok(Received::Rejected {
            reason: crate::msg!(
                "sync-centre-chain-fails",
                seq = p.seq,
                reason = p.reason.as_str()
            ),
        });
    }
    let seq = report.events;
    let anchor = anchor_at(&mut tx, id, seq)?;
    // A fork's header names its origin by the centre's id, so only its chain is compared; every
    // other case must end at the venue's anchor exactly.
    let last = |rows: &[RawEvent]| rows.last().map(|r| r.hash.clone());
    let same = if case.forked_from.is_some() {
        seq == case.anchor.seq && last(&raw_events(&mut tx, id)?) == last(case.rows)
    } else {
        anchor == *case.anchor
    };
    if !same {
        return Ok(Received::Rejected {
            reason: crate::msg!(
                "sync-anchor-differs",
                centre = format!("{}@{}:{}", case.name, anchor.seq, anchor.short()),
                venue = format!("{}@{}:{}", case.name, case.anchor.seq, case.anchor.short())
            ),
        });
    }
    tx.execute(
        "INSERT INTO sync_anchors (case_id, venue, seq, anchor, centre_anchor) \
         VALUES ($1, $2, $3, $4, $5)",
        &[
            &id,
            &venue,
            &i64::try_from(case.anchor.seq).unwrap_or(i64::MAX),
            &case.anchor.hash,
            &anchor.hash,
        ],
    )
    .map_err(pg)?;
    tx.commit().map_err(pg)?;
    Ok(Received::Sent { sent, anchor })
}

impl PgStore {
    /// The anchors venues sent for a case, oldest first: `(venue, step, venue's anchor hash)`.
    pub fn venue_anchors(
        &mut self,
        case: CaseId,
    ) -> Result<Vec<(String, u64, String)>, StoreError> {
        Ok(self
            .client
            .query(
                "SELECT venue, seq, anchor FROM sync_anchors WHERE case_id = $1 ORDER BY id",
                &[&case],
            )
            .map_err(pg)?
            .iter()
            .map(|r| {
                (
                    r.get(0),
                    u64::try_from(r.get::<_, i64>(1)).unwrap_or(0),
                    r.get(2),
                )
            })
            .collect())
    }

    /// The anchor the case had when its log ended at step `at` (up to its head).
    pub fn anchor_at(&mut self, case: CaseId, at: u64) -> Result<Anchor, StoreError> {
        let info = super::cases::require_case(&mut self.client, case)?;
        if at > info.events {
            return Err(StoreError::NoSuchStep {
                case: info.name,
                at,
                len: info.events,
            });
        }
        anchor_at(&mut self.client, case, at)
    }

    /// The venue a case was brought by, `None` for a case started at the centre.
    pub fn home(&mut self, case: CaseId) -> Result<Option<String>, StoreError> {
        Ok(self
            .client
            .query_one("SELECT home FROM cases WHERE id = $1", &[&case])
            .map_err(pg)?
            .get(0))
    }
}
