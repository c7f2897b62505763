//! Saved boards (`db/006_snapshots.sql`), and the narrow reads that let a case be resumed from
//! one without reading its whole log: the retractions, one step's stored state hash, a range of
//! payloads, and the line marks near the end.
//!
//! Snapshots are a cache. Nothing here decides whether one may be used: the caller checks the
//! board against the state hash stored with its step (see `crate::fold`).
//!
//! A board is kept compressed with zstd ([`pack`]): the same few field names and values repeat
//! for every card, so a 500-card board shrinks about tenfold. A board saved uncompressed by an
//! older gunbai (it starts with `{`, never with zstd's magic number) is read as it is.

use std::time::Duration;

use rusqlite::{params, OptionalExtension};

use super::{
    event_from_row, require_case, to_sql_seq, CaseId, Store, StoreError, StoredEvent, EVENT_COLUMNS,
};

/// One event's line mark: its step, the step its line starts at, who typed it and what.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Mark {
    pub seq: u64,
    pub line: u64,
    pub author: String,
    pub source: String,
}

/// The bytes of a row's three hashes (its own, the one before, the board's), 64 hexadecimal
/// digits each: what every row takes of the log besides its payload.
pub const ROW_HASH_BYTES: u64 = 3 * 64;

impl Store {
    /// The newest snapshot of `case` written by engine build `engine` at or before step `at`:
    /// its step and the saved board.
    pub fn snapshot_at_or_before(
        &self,
        case: CaseId,
        engine: &str,
        at: u64,
    ) -> Result<Option<(u64, Vec<u8>)>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT seq, board FROM snapshots WHERE case_id = ?1 AND engine = ?2 AND seq <= ?3 \
             ORDER BY seq DESC LIMIT 1",
        )?;
        let found = stmt
            .query_row(params![case, engine, to_sql_seq(case, at)?], |r| {
                Ok((r.get::<_, i64>(0)?, r.get::<_, Vec<u8>>(1)?))
            })
            .optional()?;
        Ok(found.and_then(|(seq, board)| Some((u64::try_from(seq).unwrap_or(0), unpack(board)?))))
    }

    /// The step of the newest snapshot of `case` by engine build `engine` at or before step
    /// `at`, without its board.
    pub fn snapshot_step_at_or_before(
        &self,
        case: CaseId,
        engine: &str,
        at: u64,
    ) -> Result<Option<u64>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT seq FROM snapshots WHERE case_id = ?1 AND engine = ?2 AND seq <= ?3 \
             ORDER BY seq DESC LIMIT 1",
        )?;
        let found = stmt
            .query_row(params![case, engine, to_sql_seq(case, at)?], |r| {
                r.get::<_, i64>(0)
            })
            .optional()?;
        Ok(found.map(|seq| u64::try_from(seq).unwrap_or(0)))
    }

    /// The steps of `case` that have a snapshot by engine build `engine`, in order.
    pub fn snapshot_steps(&self, case: CaseId, engine: &str) -> Result<Vec<u64>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT seq FROM snapshots WHERE case_id = ?1 AND engine = ?2 ORDER BY seq",
        )?;
        let rows = stmt.query_map(params![case, engine], |r| r.get::<_, i64>(0))?;
        let mut out = Vec::new();
        for r in rows {
            out.push(u64::try_from(r?).unwrap_or(0));
        }
        Ok(out)
    }

    /// Saves snapshots of `case` (step, board) in one transaction, replacing any at the same
    /// steps. It never waits for another writer: a busy or read-only database is an error the
    /// caller may ignore, since a snapshot only saves time.
    pub fn save_snapshots(
        &mut self,
        case: CaseId,
        engine: &str,
        boards: &[(u64, Vec<u8>)],
    ) -> Result<(), StoreError> {
        self.put_snapshots(case, engine, boards, false)
    }

    /// Saves `board` as the one snapshot of `case` kept under `engine`, removing any other of
    /// that case under that name, in one transaction; it never waits, like
    /// [`Store::save_snapshots`].
    pub fn replace_snapshots(
        &mut self,
        case: CaseId,
        engine: &str,
        seq: u64,
        board: Vec<u8>,
    ) -> Result<(), StoreError> {
        self.put_snapshots(case, engine, &[(seq, board)], true)
    }

    fn put_snapshots(
        &mut self,
        case: CaseId,
        engine: &str,
        boards: &[(u64, Vec<u8>)],
        replace: bool,
    ) -> Result<(), StoreError> {
        if boards.is_empty() {
            return Ok(());
        }
        self.check_now()?;
        self.conn.busy_timeout(Duration::ZERO)?;
        // A cache need not wait for the disk: in WAL mode a commit under `synchronous=NORMAL`
        // is not synced (the log is, before its next checkpoint and by the next durable
        // commit), so a power cut may lose the boards saved last, never the file's consistency.
        // In the rollback-journal mode (a file system without WAL) the saves stay durable.
        let mut relaxed = false;
        let result = (|| {
            if self.wal_mode()? {
                self.conn.pragma_update(None, "synchronous", "NORMAL")?;
                relaxed = true;
            }
            let tx = self.conn.transaction()?;
            if replace {
                tx.execute(
                    "DELETE FROM snapshots WHERE case_id = ?1 AND engine = ?2",
                    params![case, engine],
                )?;
            }
            {
                let mut stmt = tx.prepare_cached(
                    "INSERT OR REPLACE INTO snapshots (case_id, engine, seq, board) \
                     VALUES (?1, ?2, ?3, ?4)",
                )?;
                for (seq, board) in boards {
                    stmt.execute(params![case, engine, to_sql_seq(case, *seq)?, pack(board)])?;
                }
            }
            tx.commit()?;
            Ok(())
        })();
        let restored = if relaxed {
            self.conn.pragma_update(None, "synchronous", "FULL")
        } else {
            Ok(())
        };
        super::open::wait_for_writers(&mut self.conn)?;
        self.after_write();
        restored?;
        result
    }

    /// Whether the file is in WAL mode (it is unless the file system cannot do WAL).
    fn wal_mode(&self) -> Result<bool, StoreError> {
        let mode: String = self
            .conn
            .query_row("PRAGMA journal_mode", [], |r| r.get(0))?;
        Ok(mode.eq_ignore_ascii_case("wal"))
    }

    /// Deletes every snapshot of `case` at step `seq` or later by engine build `engine` (one was
    /// found not to match its step's stored state hash). Like [`Store::save_snapshots`], it never
    /// waits.
    pub fn drop_snapshots_from(
        &mut self,
        case: CaseId,
        engine: &str,
        seq: u64,
    ) -> Result<(), StoreError> {
        self.check_now()?;
        self.conn.busy_timeout(Duration::ZERO)?;
        let result = self
            .conn
            .execute(
                "DELETE FROM snapshots WHERE case_id = ?1 AND engine = ?2 AND seq >= ?3",
                params![case, engine, to_sql_seq(case, seq)?],
            )
            .map(|_| ())
            .map_err(StoreError::from);
        super::open::wait_for_writers(&mut self.conn)?;
        self.after_write();
        result
    }

    /// The state hash stored with step `seq` of `case`, if there is such a step.
    pub fn state_hash_at(&self, case: CaseId, seq: u64) -> Result<Option<String>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT CAST(state_hash AS BLOB) FROM events WHERE case_id = ?1 AND seq = ?2",
        )?;
        let found = stmt
            .query_row(params![case, to_sql_seq(case, seq)?], |r| {
                r.get::<_, Vec<u8>>(0)
            })
            .optional()?;
        Ok(found.map(|b| String::from_utf8_lossy(&b).into_owned()))
    }

    /// The chained hash stored with step `seq` of `case`, if there is such a step: what a board
    /// folded to that step was folded from.
    pub fn hash_at(&self, case: CaseId, seq: u64) -> Result<Option<String>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT CAST(hash AS BLOB) FROM events WHERE case_id = ?1 AND seq = ?2",
        )?;
        let found = stmt
            .query_row(params![case, to_sql_seq(case, seq)?], |r| {
                r.get::<_, Vec<u8>>(0)
            })
            .optional()?;
        Ok(found.map(|b| String::from_utf8_lossy(&b).into_owned()))
    }

    /// Every retraction among steps 1..=`up_to` of `case`, in order: its step, the event
    /// version and the payload (which names the step it takes back).
    pub fn retractions(
        &self,
        case: CaseId,
        up_to: u64,
    ) -> Result<Vec<(u64, u32, String)>, StoreError> {
        self.retractions_between(case, 0, up_to)
    }

    /// The retractions among steps `after`+1..=`up_to` of `case`, as [`Store::retractions`].
    pub fn retractions_between(
        &self,
        case: CaseId,
        after: u64,
        up_to: u64,
    ) -> Result<Vec<(u64, u32, String)>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT seq, version, CAST(payload AS BLOB) FROM events \
             WHERE case_id = ?1 AND kind = 'retract' AND seq > ?2 AND seq <= ?3 ORDER BY seq",
        )?;
        let mut rows = stmt.query(params![
            case,
            to_sql_seq(case, after)?,
            to_sql_seq(case, up_to)?
        ])?;
        let mut out = Vec::new();
        while let Some(row) = rows.next()? {
            let seq: i64 = row.get(0)?;
            let version: i64 = row.get(1)?;
            let payload: Vec<u8> = row.get(2)?;
            out.push((
                u64::try_from(seq).unwrap_or(0),
                u32::try_from(version).unwrap_or(u32::MAX),
                String::from_utf8_lossy(&payload).into_owned(),
            ));
        }
        Ok(out)
    }

    /// Calls `f` with the step, event version and payload of steps `after`+1..=`up_to` of
    /// `case`, in order, one row at a time.
    /// Calls `f` with the step, event version, payload and stored state hash of every step of
    /// `case`, in order, one row at a time: what a check of the state hashes reads, and no more.
    pub fn for_each_state_row(
        &self,
        case: CaseId,
        mut f: impl FnMut(u64, u32, &str, &str) -> Result<(), StoreError>,
    ) -> Result<(), StoreError> {
        require_case(&self.conn, case)?;
        let mut stmt = self.conn.prepare_cached(
            "SELECT seq, version, payload, state_hash FROM events WHERE case_id = ?1 ORDER BY seq",
        )?;
        let mut rows = stmt.query(params![case])?;
        while let Some(row) = rows.next()? {
            let seq: i64 = row.get(0)?;
            let seq = u64::try_from(seq).unwrap_or(0);
            let corrupt = |reason: String| StoreError::Corrupt { case, seq, reason };
            let version = match row.get_ref(1)? {
                rusqlite::types::ValueRef::Integer(v) => u32::try_from(v).unwrap_or(u32::MAX),
                _ => return Err(corrupt("the version is not a number".to_owned())),
            };
            let text = |i: usize, what: &str| -> Result<&str, StoreError> {
                match row.get_ref(i)? {
                    rusqlite::types::ValueRef::Text(b) => std::str::from_utf8(b).map_err(|e| {
                        corrupt(format!(
                            "the {what} is not valid UTF-8 (byte {})",
                            e.valid_up_to()
                        ))
                    }),
                    rusqlite::types::ValueRef::Null => {
                        Err(corrupt(format!("the {what} is missing (NULL)")))
                    }
                    _ => Err(corrupt(format!("the {what} is not text"))),
                }
            };
            f(seq, version, text(2, "payload")?, text(3, "state hash")?)?;
        }
        Ok(())
    }

    /// What the rows of `case` after step `after` up to `up_to` take of the log, as a saved
    /// board is weighed against it (`crate::fold`): their payloads' bytes, plus
    /// [`ROW_HASH_BYTES`] for each row.
    pub fn log_bytes_between(
        &self,
        case: CaseId,
        after: u64,
        up_to: u64,
    ) -> Result<u64, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT count(*), coalesce(sum(length(CAST(payload AS BLOB))), 0) FROM events \
             WHERE case_id = ?1 AND seq > ?2 AND seq <= ?3",
        )?;
        let (rows, bytes) = stmt.query_row(
            params![case, to_sql_seq(case, after)?, to_sql_seq(case, up_to)?],
            |r| Ok((r.get::<_, i64>(0)?, r.get::<_, i64>(1)?)),
        )?;
        let rows = u64::try_from(rows).unwrap_or(0);
        Ok(u64::try_from(bytes).unwrap_or(0) + rows * ROW_HASH_BYTES)
    }

    pub fn for_each_payload_between(
        &self,
        case: CaseId,
        after: u64,
        up_to: u64,
        mut f: impl FnMut(u64, u32, &str) -> Result<(), StoreError>,
    ) -> Result<(), StoreError> {
        require_case(&self.conn, case)?;
        let mut stmt = self.conn.prepare_cached(
            "SELECT seq, version, payload FROM events \
             WHERE case_id = ?1 AND seq > ?2 AND seq <= ?3 ORDER BY seq",
        )?;
        let mut rows = stmt.query(params![
            case,
            to_sql_seq(case, after)?,
            to_sql_seq(case, up_to)?
        ])?;
        while let Some(row) = rows.next()? {
            let seq: i64 = row.get(0)?;
            let seq = u64::try_from(seq).unwrap_or(0);
            // A damaged row is named by its case and step, not left a bare conversion error.
            let corrupt = |reason: String| StoreError::Corrupt { case, seq, reason };
            let version = match row.get_ref(1)? {
                rusqlite::types::ValueRef::Integer(v) => u32::try_from(v).unwrap_or(u32::MAX),
                _ => return Err(corrupt("the version is not a number".to_owned())),
            };
            let payload = match row.get_ref(2)? {
                rusqlite::types::ValueRef::Text(b) => std::str::from_utf8(b).map_err(|e| {
                    corrupt(format!(
                        "the payload is not valid UTF-8 (byte {})",
                        e.valid_up_to()
                    ))
                })?,
                rusqlite::types::ValueRef::Null => {
                    return Err(corrupt("the payload is missing (NULL)".to_owned()))
                }
                _ => return Err(corrupt("the payload is not text".to_owned())),
            };
            f(seq, version, payload)?;
        }
        Ok(())
    }

    /// Step `seq` of `case` as stored, if there is one.
    pub fn event(&self, case: CaseId, seq: u64) -> Result<Option<StoredEvent>, StoreError> {
        let mut stmt = self.conn.prepare_cached(&format!(
            "SELECT {EVENT_COLUMNS} FROM events WHERE case_id = ?1 AND seq = ?2"
        ))?;
        let mut rows = stmt.query(params![case, to_sql_seq(case, seq)?])?;
        match rows.next()? {
            Some(row) => Ok(Some(event_from_row(row)?)),
            None => Ok(None),
        }
    }

    /// The line marks of steps `from`..=`to` of `case`, in order. A row written before lines were
    /// recorded is a line of its own.
    pub fn marks_between(&self, case: CaseId, from: u64, to: u64) -> Result<Vec<Mark>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT seq, line, CAST(author AS BLOB), CAST(source AS BLOB) FROM events \
             WHERE case_id = ?1 AND seq >= ?2 AND seq <= ?3 ORDER BY seq",
        )?;
        let mut rows = stmt.query(params![
            case,
            to_sql_seq(case, from)?,
            to_sql_seq(case, to)?
        ])?;
        let mut out = Vec::new();
        while let Some(row) = rows.next()? {
            let seq: i64 = row.get(0)?;
            let line: Option<i64> = row.get(1)?;
            let author: Vec<u8> = row.get(2)?;
            let source: Vec<u8> = row.get(3)?;
            let seq = u64::try_from(seq).unwrap_or(0);
            let line = line
                .and_then(|l| u64::try_from(l).ok())
                .filter(|l| (1..=seq).contains(l))
                .unwrap_or(seq);
            out.push(Mark {
                seq,
                line,
                author: String::from_utf8_lossy(&author).into_owned(),
                source: String::from_utf8_lossy(&source).into_owned(),
            });
        }
        Ok(out)
    }
}

/// zstd's frame magic number, little-endian, as every compressed board starts.
const ZSTD_MAGIC: [u8; 4] = [0x28, 0xb5, 0x2f, 0xfd];

/// The level boards are compressed at.
const LEVEL: i32 = 3;

/// A board as it is kept: compressed, or as it is when compressing fails (it never should; the
/// board is a cache either way). A board handed over compressed already ([`Packer`]) is kept as
/// it is.
fn pack(board: &[u8]) -> Vec<u8> {
    if board.starts_with(&ZSTD_MAGIC) {
        return board.to_vec();
    }
    zstd::bulk::compress(board, LEVEL).unwrap_or_else(|_| board.to_vec())
}

/// Compresses boards as [`Store::save_snapshots`] keeps them, reusing one compressor: for a fold
/// that saves a board every thousand steps and would otherwise hold each board's whole text until
/// it is saved. The bytes are those the store would make of the text.
///
/// Each board is compressed into room kept from one board to the next (as much as the text could
/// take compressed, a long game's board's size) and handed out in a vector of just its compressed
/// length: a vector of the room's size for each of the boards gathered before they are saved
/// would hold fresh memory the size of the board's text for bytes a tenth of that.
#[derive(Default)]
pub struct Packer {
    zstd: Option<zstd::bulk::Compressor<'static>>,
    room: Vec<u8>,
}

impl Packer {
    /// `board` (a board's text, never compressed already) as it is kept.
    pub fn pack(&mut self, board: &[u8]) -> Vec<u8> {
        if self.zstd.is_none() {
            self.zstd = zstd::bulk::Compressor::new(LEVEL).ok();
        }
        self.room.clear();
        self.room
            .reserve(zstd::zstd_safe::compress_bound(board.len()));
        let room = &mut self.room;
        match self
            .zstd
            .as_mut()
            .map(|z| z.compress_to_buffer(board, room))
        {
            Some(Ok(_)) => self.room.clone(),
            _ => pack(board),
        }
    }
}

/// A kept board as saved: decompressed when it starts with zstd's magic number, as it is
/// otherwise (older, uncompressed boards). `None` when a compressed board does not decompress:
/// like a board that does not hash to its step, it is not used.
fn unpack(kept: Vec<u8>) -> Option<Vec<u8>> {
    if !kept.starts_with(&ZSTD_MAGIC) {
        return Some(kept);
    }
    // A bound on what one board may grow to, so that a damaged frame cannot ask for more.
    const MOST: usize = 256 << 20;
    // The frame says how long the board is (the compressor writes it): room for just that,
    // filled in one go, rather than a buffer grown and copied as it fills.
    if let Ok(Some(size)) = zstd::zstd_safe::get_frame_content_size(&kept) {
        let size = usize::try_from(size).ok().filter(|&n| n <= MOST)?;
        return zstd::bulk::decompress(&kept, size)
            .ok()
            .filter(|out| out.len() == size);
    }
    let mut out = Vec::new();
    let mut dec = zstd::stream::read::Decoder::with_buffer(kept.as_slice()).ok()?;
    std::io::Read::read_to_end(
        &mut std::io::Read::take(&mut dec, MOST as u64 + 1),
        &mut out,
    )
    .ok()?;
    (out.len() <= MOST).then_some(out)
}

#[cfg(test)]
mod tests {
    use super::{pack, unpack};

    #[test]
    fn a_board_comes_back_as_it_was_saved_and_an_old_uncompressed_one_reads_as_it_is() {
        let board = br#"{"cards":[{"name":"a","force":2},{"name":"a","force":2}]}"#.repeat(50);
        let kept = pack(&board);
        assert!(
            kept.len() * 5 < board.len(),
            "{} of {}",
            kept.len(),
            board.len()
        );
        assert_eq!(unpack(kept.clone()), Some(board.clone()));
        assert_eq!(unpack(board.clone()), Some(board));
        let mut broken = kept;
        let n = broken.len();
        broken.truncate(n / 2);
        assert_eq!(unpack(broken), None);
    }
}
