//! The hash chain over a case's events.
//!
//! Each event's `hash` is the SHA-256 (lower-case hex) of a byte string made of
//! a fixed tag followed by nine fields, each written as its length (8 bytes,
//! big-endian) and then its bytes:
//!
//! | field         | bytes                                   |
//! |---------------|-----------------------------------------|
//! | `prev_hash`   | UTF-8 text (64 zeros for step 1)        |
//! | `seq`         | 8 bytes, big-endian                     |
//! | `kind`        | UTF-8 text                              |
//! | `version`     | 4 bytes, big-endian                     |
//! | `payload`     | UTF-8 text, exactly as stored           |
//! | `source`      | UTF-8 text                              |
//! | `author`      | UTF-8 text                              |
//! | `recorded_at` | UTF-8 text, exactly as stored           |
//! | `state_hash`  | UTF-8 text                              |
//!
//! The length prefixes make the encoding unambiguous: no two different rows
//! give the same byte string.
//!
//! That is encoding 1 (tag `gunbai event v1\0`), used by rows written before schema version 5.
//! Encoding 2 (tag `gunbai event v2\0`, the row's `hash_version` column says which) appends a
//! tenth field, `line`: 8 bytes, big-endian, the step of the first event of the line the event
//! was typed in. Old rows keep encoding 1 and still verify.
//!
//! Beside the events: a case's header hash (tag `gunbai case v1\0`: name, creation time, fork
//! origin id and step, or empty fields), a tournament's seal (tag `gunbai tournament v1\0`: id,
//! name, date, creation time), and a case's *anchor* (tag `gunbai head v1\0`: header hash, last
//! step, that step's hash), whose first 12 hex digits a judge can write down.
//!
//! *Invariant:* the case id is not hashed. A fork copies the first rows of a
//! case verbatim, so its prefix carries exactly the hashes of the original
//! and both chains check out on their own.

use crate::engine::state::hex_digest;
use chrono::{DateTime, SecondsFormat, Utc};
use sha2::{Digest, Sha256};

use super::NewEvent;

/// `prev_hash` of the first event of every case.
pub const GENESIS_HASH: &str = "0000000000000000000000000000000000000000000000000000000000000000";

/// Domain tag, so these hashes cannot be confused with any other SHA-256 use.
const TAG: &[u8] = b"gunbai event v1\0";

/// The hash of event `seq` of a case, chained to `prev` (the previous event's
/// hash, or [`GENESIS_HASH`] for step 1).
pub fn chain_hash(prev: &str, e: &NewEvent, seq: u64) -> String {
    hash_fields(&Fields {
        prev_hash: prev,
        seq,
        kind: &e.kind,
        version: e.version,
        payload: &e.payload,
        source: &e.source,
        author: &e.author,
        recorded_at: &format_time(e.recorded_at),
        state_hash: &e.state_hash,
    })
}

/// The hash of event `seq` in encoding 2, which rows are written in from schema version 5 on:
/// `line` is the step of the first event of the line (the batch) it was appended in.
pub fn chain_hash_v2(prev: &str, e: &NewEvent, seq: u64, line: u64) -> String {
    hash_fields_v2(
        &Fields {
            prev_hash: prev,
            seq,
            kind: &e.kind,
            version: e.version,
            payload: &e.payload,
            source: &e.source,
            author: &e.author,
            recorded_at: &format_time(e.recorded_at),
            state_hash: &e.state_hash,
        },
        line,
    )
}

/// The text form of a time in the database: RFC 3339, UTC, nanoseconds.
/// Fixed width, so it sorts as it reads and round-trips exactly.
pub(crate) fn format_time(t: DateTime<Utc>) -> String {
    t.to_rfc3339_opts(SecondsFormat::Nanos, true)
}

/// The hashed fields of one row, as stored.
pub(crate) struct Fields<'a> {
    pub prev_hash: &'a str,
    pub seq: u64,
    pub kind: &'a str,
    pub version: u32,
    pub payload: &'a str,
    pub source: &'a str,
    pub author: &'a str,
    pub recorded_at: &'a str,
    pub state_hash: &'a str,
}

/// The hash of a row in encoding 2: encoding 1's fields, then `line`.
pub(crate) fn hash_fields_v2(f: &Fields<'_>, line: u64) -> String {
    let mut h = Sha256::new();
    h.update(TAG_V2);
    write_fields(&mut h, f);
    h.update(8u64.to_be_bytes());
    h.update(line.to_be_bytes());
    hex_digest("", &h.finalize())
}

/// Domain tag of encoding 2.
const TAG_V2: &[u8] = b"gunbai event v2\0";

/// Length-prefixed fields under one tag.
fn hash_parts(tag: &[u8], parts: &[&[u8]]) -> String {
    let mut h = Sha256::new();
    h.update(tag);
    for p in parts {
        h.update((p.len() as u64).to_be_bytes());
        h.update(p);
    }
    hex_digest("", &h.finalize())
}

/// The hash of a case's header: its name, creation time (as stored) and fork origin.
pub(crate) fn case_header_hash(name: &str, created_at: &str, fork: Option<(i64, i64)>) -> String {
    let (from, at) = match fork {
        Some((f, a)) => (f.to_be_bytes().to_vec(), a.to_be_bytes().to_vec()),
        None => (Vec::new(), Vec::new()),
    };
    hash_parts(
        b"gunbai case v1\0",
        &[name.as_bytes(), created_at.as_bytes(), &from, &at],
    )
}

/// The seal of a tournament row.
pub(crate) fn tournament_hash(id: i64, name: &str, date: Option<&str>, created_at: &str) -> String {
    hash_parts(
        b"gunbai tournament v1\0",
        &[
            &id.to_be_bytes(),
            name.as_bytes(),
            date.unwrap_or("").as_bytes(),
            &[u8::from(date.is_some())],
            created_at.as_bytes(),
        ],
    )
}

/// A case's anchor: its header hash, its last step and that step's hash (the genesis hash when
/// it has none).
pub fn head_hash(header_hash: &str, seq: u64, last_hash: &str) -> String {
    hash_parts(
        b"gunbai head v1\0",
        &[
            header_hash.as_bytes(),
            &seq.to_be_bytes(),
            last_hash.as_bytes(),
        ],
    )
}

/// How many hex digits of an anchor are shown and asked for.
pub const SHORT_HASH: usize = 12;

pub(crate) fn hash_fields(f: &Fields<'_>) -> String {
    let mut h = Sha256::new();
    h.update(TAG);
    write_fields(&mut h, f);
    hex_digest("", &h.finalize())
}

fn write_fields(h: &mut Sha256, f: &Fields<'_>) {
    let mut field = |bytes: &[u8]| {
        // usize -> u64 is lossless on every platform Rust supports.
        h.update((bytes.len() as u64).to_be_bytes());
        h.update(bytes);
    };
    field(f.prev_hash.as_bytes());
    field(&f.seq.to_be_bytes());
    field(f.kind.as_bytes());
    field(&f.version.to_be_bytes());
    field(f.payload.as_bytes());
    field(f.source.as_bytes());
    field(f.author.as_bytes());
    field(f.recorded_at.as_bytes());
    field(f.state_hash.as_bytes());
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    fn event(kind: &str, payload: &str) -> NewEvent {
        NewEvent {
            kind: kind.to_owned(),
            version: 1,
            payload: payload.to_owned(),
            source: "cli".to_owned(),
            author: "judge".to_owned(),
            recorded_at: Utc
                .with_ymd_and_hms(2024, 5, 1, 12, 0, 0)
                .single()
                .expect("a valid calendar date"),
            state_hash: "s".to_owned(),
        }
    }

    /// Pins the encoding: stored chains stay valid only while it never changes.
    /// The expected value was computed apart from this code, from the table in
    /// the module documentation.
    #[test]
    fn encoding_is_stable() {
        assert_eq!(
            chain_hash(GENESIS_HASH, &event("k", "{}"), 1),
            "ca90de13c072f92ee34d2151b671109f65ac97af02ce907fa9fe81b87061b529"
        );
    }

    /// Pins encoding 2 the same way.
    #[test]
    fn encoding_2_is_stable_and_hashes_the_line() {
        let e = event("k", "{}");
        let h = chain_hash_v2(GENESIS_HASH, &e, 1, 1);
        assert_ne!(h, chain_hash(GENESIS_HASH, &e, 1));
        assert_ne!(h, chain_hash_v2(GENESIS_HASH, &e, 1, 2));
        let mut manual = Sha256::new();
        manual.update(b"gunbai event v2\0");
        for (len, bytes) in [
            (64u64, GENESIS_HASH.as_bytes().to_vec()),
            (8, 1u64.to_be_bytes().to_vec()),
            (1, b"k".to_vec()),
            (4, 1u32.to_be_bytes().to_vec()),
            (2, b"{}".to_vec()),
            (3, b"cli".to_vec()),
            (5, b"judge".to_vec()),
            (30, b"2024-05-01T12:00:00.000000000Z".to_vec()),
            (1, b"s".to_vec()),
            (8, 1u64.to_be_bytes().to_vec()),
        ] {
            manual.update(len.to_be_bytes());
            manual.update(bytes);
        }
        assert_eq!(h, hex::encode(manual.finalize()));
    }

    #[test]
    fn field_boundaries_matter() {
        // Moving a byte from one field to the next must change the hash.
        let a = chain_hash(GENESIS_HASH, &event("ab", "c"), 1);
        let b = chain_hash(GENESIS_HASH, &event("a", "bc"), 1);
        assert_ne!(a, b);
    }

    #[test]
    fn every_input_is_hashed() {
        let base = event("k", "{}");
        let h = chain_hash(GENESIS_HASH, &base, 1);
        assert_eq!(h.len(), 64);
        assert_eq!(h, chain_hash(GENESIS_HASH, &base, 1));
        assert_ne!(h, chain_hash(GENESIS_HASH, &base, 2));
        assert_ne!(h, chain_hash(&"1".repeat(64), &base, 1));
        let mut e = event("k", "{}");
        e.version = 2;
        assert_ne!(h, chain_hash(GENESIS_HASH, &e, 1));
        let mut e = event("k", "{}");
        e.source = "repl".to_owned();
        assert_ne!(h, chain_hash(GENESIS_HASH, &e, 1));
        let mut e = event("k", "{}");
        e.author = "other".to_owned();
        assert_ne!(h, chain_hash(GENESIS_HASH, &e, 1));
        let mut e = event("k", "{}");
        e.recorded_at += chrono::Duration::nanoseconds(1);
        assert_ne!(h, chain_hash(GENESIS_HASH, &e, 1));
        let mut e = event("k", "{}");
        e.state_hash = "t".to_owned();
        assert_ne!(h, chain_hash(GENESIS_HASH, &e, 1));
    }

    #[test]
    fn time_text_round_trips() {
        let t = Utc
            .with_ymd_and_hms(2024, 5, 1, 12, 0, 0)
            .single()
            .expect("a valid calendar date")
            + chrono::Duration::nanoseconds(123_456_789);
        let text = format_time(t);
        assert_eq!(text, "2024-05-01T12:00:00.123456789Z");
        let back = DateTime::parse_from_rfc3339(&text)
            .expect("format_time writes RFC 3339")
            .with_timezone(&Utc);
        assert_eq!(back, t);
    }
}
