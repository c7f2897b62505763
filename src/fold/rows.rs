//! Stored rows decoded into events: the one place a row that cannot be read becomes an error
//! naming its step.

use super::ReadError;
use crate::engine::Event;
use crate::store::{CaseInfo, Store, StoreError};

/// One retraction: its step, and the step it takes back.
pub(super) type Retraction = (u64, u64);

/// A row of case `case` at step `seq` that cannot be read, and why.
pub(crate) fn corrupt(case: &str, seq: u64, why: &dyn std::fmt::Display) -> ReadError {
    ReadError::Corrupt {
        case: case.to_string(),
        seq,
        message: why.to_string(),
    }
}

/// A store error met while reading case `info`: a damaged row of that case becomes
/// [`ReadError::Corrupt`], naming the case by its name and the step.
pub(crate) fn named(info: &CaseInfo) -> impl Fn(StoreError) -> ReadError + '_ {
    move |e| match e {
        StoreError::Corrupt { case, seq, reason } if case == info.id => {
            corrupt(&info.name, seq, &reason)
        }
        other => ReadError::Store(other),
    }
}

/// Calls `f` with each event of steps `after`+1..=`up_to` of the case, decoded, in order; the
/// first row that cannot be read ends it with [`ReadError::Corrupt`] naming its step.
pub(crate) fn each_event(
    store: &Store,
    info: &CaseInfo,
    after: u64,
    up_to: u64,
    f: &mut dyn FnMut(Event),
) -> Result<(), ReadError> {
    let mut bad = None;
    store
        .for_each_payload_between(info.id, after, up_to, |seq, version, payload| {
            if bad.is_none() {
                match Event::from_json(version, payload) {
                    Ok(ev) => f(ev),
                    Err(e) => bad = Some(corrupt(&info.name, seq, &e)),
                }
            }
            Ok(())
        })
        .map_err(named(info))?;
    bad.map_or(Ok(()), Err)
}

/// Every retraction among steps 1..=`at`: (its step, the step it takes back).
pub(super) fn retractions(
    store: &Store,
    info: &CaseInfo,
    at: u64,
) -> Result<Vec<Retraction>, ReadError> {
    retractions_between(store, info, 0, at)
}

/// The retractions among steps `after`+1..=`at`, as [`retractions`].
pub(super) fn retractions_between(
    store: &Store,
    info: &CaseInfo,
    after: u64,
    at: u64,
) -> Result<Vec<Retraction>, ReadError> {
    store
        .retractions_between(info.id, after, at)?
        .into_iter()
        .map(
            |(seq, version, payload)| match Event::from_json(version, &payload) {
                Ok(Event::Retract { seq: target }) => Ok((seq, target)),
                Ok(other) => Err(corrupt(
                    &info.name,
                    seq,
                    &format_args!(
                        "stored as a retraction but holds a `{}` event",
                        other.kind()
                    ),
                )),
                Err(e) => Err(corrupt(&info.name, seq, &e)),
            },
        )
        .collect()
}
