//! Imported card databases (`db/003_cards.sql`): one transaction per import, look-up by name and
//! search. The card's data is opaque JSON written by `src/cards`; the store hashes it to tell a
//! changed card from an unchanged one.

use chrono::{DateTime, Utc};
use rusqlite::types::Value;
use rusqlite::{params, OptionalExtension, Row, TransactionBehavior};
use serde::Serialize;
use sha2::{Digest, Sha256};
use std::collections::HashMap;

use super::hash::format_time;
use super::{Store, StoreError};

/// A card to import.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CardRow {
    pub card_id: String,
    pub name: String,
    pub kind: String,
    /// Opaque JSON.
    pub data: String,
    /// Lower-case words for search.
    pub search: String,
}

/// One import of a card database file.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CardImport {
    pub id: i64,
    pub file: String,
    pub version: String,
    pub imported_at: String,
    pub added: u64,
    pub changed: u64,
    pub unchanged: u64,
}

/// What an import did.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ImportSummary {
    pub import_id: i64,
    pub added: u64,
    pub changed: u64,
    pub unchanged: u64,
    /// Cards already in the database that this file does not hold; they are kept.
    pub kept: u64,
}

/// A stored card and the import it was last added or changed by.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct StoredCard {
    pub card_id: String,
    pub name: String,
    pub kind: String,
    pub data: String,
    pub import: CardImport,
}

/// What the card code needs of a store, on either back end: the SQLite file ([`Store`]) or
/// PostgreSQL (`RefCell<PgStore>`, `store/pg/cards.rs`). Every answer is the same on both.
pub trait CardStore {
    /// Imports a card database in one transaction (see [`Store::import_cards`]).
    fn import_cards(
        &mut self,
        file: &str,
        version: &str,
        now: DateTime<Utc>,
        rows: &[CardRow],
        progress: &mut dyn FnMut(u64, u64),
    ) -> Result<ImportSummary, StoreError>;
    /// The cards with exactly this name, ignoring letter case, by card id.
    fn cards_named(&self, name: &str) -> Result<Vec<StoredCard>, StoreError>;
    /// The cards whose name starts with `prefix`, ignoring letter case, by name.
    fn cards_starting(&self, prefix: &str, limit: u32) -> Result<Vec<StoredCard>, StoreError>;
    /// The cards whose name holds `part`, ignoring letter case, by name.
    fn cards_containing(&self, part: &str, limit: u32) -> Result<Vec<StoredCard>, StoreError>;
    /// The cards whose search words hold every word given, by name; and how many in all.
    fn search_cards(
        &self,
        words: &[String],
        limit: u32,
    ) -> Result<(Vec<StoredCard>, u64), StoreError>;
    /// Every imported card name, sorted, each once.
    fn card_names(&self) -> Result<Vec<String>, StoreError>;
    /// Every `<legal>` tag of the imported cards, sorted, each once.
    fn card_legal_tags(&self) -> Result<Vec<String>, StoreError>;
    /// Every imported card, by card id (bytewise), one at a time.
    fn each_card(
        &self,
        f: &mut dyn FnMut(StoredCard) -> Result<(), StoreError>,
    ) -> Result<(), StoreError>;
}

impl CardStore for Store {
    fn import_cards(
        &mut self,
        file: &str,
        version: &str,
        now: DateTime<Utc>,
        rows: &[CardRow],
        progress: &mut dyn FnMut(u64, u64),
    ) -> Result<ImportSummary, StoreError> {
        Store::import_cards(self, file, version, now, rows, progress)
    }
    fn cards_named(&self, name: &str) -> Result<Vec<StoredCard>, StoreError> {
        Store::cards_named(self, name)
    }
    fn cards_starting(&self, prefix: &str, limit: u32) -> Result<Vec<StoredCard>, StoreError> {
        Store::cards_starting(self, prefix, limit)
    }
    fn cards_containing(&self, part: &str, limit: u32) -> Result<Vec<StoredCard>, StoreError> {
        Store::cards_containing(self, part, limit)
    }
    fn search_cards(
        &self,
        words: &[String],
        limit: u32,
    ) -> Result<(Vec<StoredCard>, u64), StoreError> {
        Store::search_cards(self, words, limit)
    }
    fn card_names(&self) -> Result<Vec<String>, StoreError> {
        Store::card_names(self)
    }
    fn card_legal_tags(&self) -> Result<Vec<String>, StoreError> {
        Store::card_legal_tags(self)
    }
    fn each_card(
        &self,
        f: &mut dyn FnMut(StoredCard) -> Result<(), StoreError>,
    ) -> Result<(), StoreError> {
        Store::for_each_card(self, f)
    }
}

const CARD_SELECT: &str = "SELECT c.card_id, c.name, c.type, c.data, \
     i.id, i.file, i.version, i.imported_at, i.added, i.changed, i.unchanged \
     FROM cards c JOIN card_imports i ON i.id = c.import_id";

fn stored_card(row: &Row<'_>) -> rusqlite::Result<StoredCard> {
    Ok(StoredCard {
        card_id: row.get(0)?,
        name: row.get(1)?,
        kind: row.get(2)?,
        data: row.get(3)?,
        import: CardImport {
            id: row.get(4)?,
            file: row.get(5)?,
            version: row.get(6)?,
            imported_at: row.get(7)?,
            added: row.get(8)?,
            changed: row.get(9)?,
            unchanged: row.get(10)?,
        },
    })
}

pub(crate) fn sha256(data: &str) -> String {
    hex::encode(Sha256::digest(data.as_bytes()))
}

/// `%` and `_` typed by a judge match themselves in a LIKE pattern.
pub(crate) fn like_escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        if matches!(c, '%' | '_' | '\\') {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

impl Store {
    /// Imports a card database in one transaction: new ids are added, known ids whose data
    /// differs are updated, the rest are counted unchanged. `progress(done, total)` is called
    /// now and then. On any error nothing is written.
    pub fn import_cards(
        &mut self,
        file: &str,
        version: &str,
        now: DateTime<Utc>,
        rows: &[CardRow],
        progress: &mut dyn FnMut(u64, u64),
    ) -> Result<ImportSummary, StoreError> {
        let _written = self.writing()?;
        let tx = rusqlite::Transaction::new_unchecked(&self.conn, TransactionBehavior::Immediate)?;
        let known: HashMap<String, String> = {
            let mut stmt = tx.prepare("SELECT card_id, sha256 FROM cards")?;
            let rows = stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?;
            rows.collect::<Result<_, _>>()?
        };
        tx.execute(
            "INSERT INTO card_imports (file, version, imported_at, added, changed, unchanged) \
             VALUES (?1, ?2, ?3, 0, 0, 0)",
            params![file, version, format_time(now)],
        )?;
        let import_id = tx.last_insert_rowid();
        let (mut added, mut changed, mut unchanged) = (0u64, 0u64, 0u64);
        let total = rows.len() as u64;
        {
            let mut insert = tx.prepare(
                "INSERT INTO cards (card_id, name, type, data, sha256, search, import_id) \
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
            )?;
            let mut update = tx.prepare(
                "UPDATE cards SET name = ?2, type = ?3, data = ?4, sha256 = ?5, search = ?6, \
                 import_id = ?7 WHERE card_id = ?1",
            )?;
            for (i, r) in rows.iter().enumerate() {
                let hash = sha256(&r.data);
                let args = params![r.card_id, r.name, r.kind, r.data, hash, r.search, import_id];
                match known.get(&r.card_id) {
                    None => {
                        insert.execute(args)?;
                        added += 1;
                    }
                    Some(old) if *old != hash => {
                        update.execute(args)?;
                        changed += 1;
                    }
                    Some(_) => unchanged += 1,
                }
                if i % 1000 == 999 {
                    progress(i as u64 + 1, total);
                }
            }
        }
        tx.execute(
            "UPDATE card_imports SET added = ?2, changed = ?3, unchanged = ?4 WHERE id = ?1",
            params![import_id, added, changed, unchanged],
        )?;
        let in_file: std::collections::HashSet<&str> =
            rows.iter().map(|r| r.card_id.as_str()).collect();
        let kept = known
            .keys()
            .filter(|k| !in_file.contains(k.as_str()))
            .count() as u64;
        tx.commit()?;
        progress(total, total);
        Ok(ImportSummary {
            import_id,
            added,
            changed,
            unchanged,
            kept,
        })
    }

    /// The cards with exactly this name, ignoring letter case, by card id.
    pub fn cards_named(&self, name: &str) -> Result<Vec<StoredCard>, StoreError> {
        let mut stmt = self.conn.prepare_cached(&format!(
            "{CARD_SELECT} WHERE c.name = ?1 COLLATE NOCASE ORDER BY c.card_id"
        ))?;
        let rows = stmt.query_map(params![name], stored_card)?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// The cards whose name starts with `prefix`, ignoring letter case, by name (at most `limit`).
    pub fn cards_starting(&self, prefix: &str, limit: u32) -> Result<Vec<StoredCard>, StoreError> {
        let mut stmt = self.conn.prepare_cached(&format!(
            "{CARD_SELECT} WHERE c.name LIKE ?1 ESCAPE '\\' ORDER BY c.name, c.card_id LIMIT ?2"
        ))?;
        let pattern = format!("{}%", like_escape(prefix));
        let rows = stmt.query_map(params![pattern, limit], stored_card)?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// The cards whose name holds `part`, ignoring letter case, by name (at most `limit`).
    pub fn cards_containing(&self, part: &str, limit: u32) -> Result<Vec<StoredCard>, StoreError> {
        let mut stmt = self.conn.prepare_cached(&format!(
            "{CARD_SELECT} WHERE c.name LIKE ?1 ESCAPE '\\' ORDER BY c.name, c.card_id LIMIT ?2"
        ))?;
        let pattern = format!("%{}%", like_escape(part));
        let rows = stmt.query_map(params![pattern, limit], stored_card)?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// The cards whose search words hold every word given (as a part of a word, ignoring
    /// letter case), by name, at most `limit`; and how many matched in all.
    pub fn search_cards(
        &self,
        words: &[String],
        limit: u32,
    ) -> Result<(Vec<StoredCard>, u64), StoreError> {
        let words: Vec<String> = words
            .iter()
            .map(|w| format!("%{}%", like_escape(&w.to_lowercase())))
            .collect();
        if words.is_empty() {
            return Ok((Vec::new(), 0));
        }
        // One `search LIKE ?n` per word, numbered parameters only.
        let cond: Vec<String> = (1..=words.len())
            .map(|n| format!("c.search LIKE ?{n} ESCAPE '\\'"))
            .collect();
        let cond = cond.join(" AND ");
        let count: u64 = self.conn.query_row(
            &format!("SELECT COUNT(*) FROM cards c WHERE {cond}"),
            rusqlite::params_from_iter(words.iter()),
            |r| r.get(0),
        )?;
        let limit_param = words.len() + 1;
        let mut stmt = self.conn.prepare(&format!(
            "{CARD_SELECT} WHERE {cond} ORDER BY c.name, c.card_id LIMIT ?{limit_param}"
        ))?;
        let mut values: Vec<Value> = words.iter().map(|w| Value::Text(w.clone())).collect();
        values.push(Value::Integer(i64::from(limit)));
        let rows = stmt.query_map(rusqlite::params_from_iter(values.iter()), stored_card)?;
        Ok((rows.collect::<Result<_, _>>()?, count))
    }

    /// Every imported card, by card id, one at a time.
    pub fn for_each_card(
        &self,
        mut f: impl FnMut(StoredCard) -> Result<(), StoreError>,
    ) -> Result<(), StoreError> {
        let mut stmt = self
            .conn
            .prepare_cached(&format!("{CARD_SELECT} ORDER BY c.card_id"))?;
        let mut rows = stmt.query([])?;
        while let Some(row) = rows.next()? {
            f(stored_card(row)?)?;
        }
        Ok(())
    }

    /// Every imported card name, sorted, each once.
    pub fn card_names(&self) -> Result<Vec<String>, StoreError> {
        let mut stmt = self
            .conn
            .prepare_cached("SELECT DISTINCT name FROM cards ORDER BY name")?;
        let rows = stmt.query_map([], |r| r.get(0))?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// How many cards are imported.
    pub fn card_count(&self) -> Result<u64, StoreError> {
        Ok(self
            .conn
            .query_row("SELECT COUNT(*) FROM cards", [], |r| r.get(0))?)
    }

    /// The imports so far, oldest first.
    pub fn card_imports(&self) -> Result<Vec<CardImport>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT id, file, version, imported_at, added, changed, unchanged \
             FROM card_imports ORDER BY id",
        )?;
        let rows = stmt.query_map([], |r| {
            Ok(CardImport {
                id: r.get(0)?,
                file: r.get(1)?,
                version: r.get(2)?,
                imported_at: r.get(3)?,
                added: r.get(4)?,
                changed: r.get(5)?,
                unchanged: r.get(6)?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// A card by its database id.
    pub fn card_by_id(&self, card_id: &str) -> Result<Option<StoredCard>, StoreError> {
        let mut stmt = self
            .conn
            .prepare_cached(&format!("{CARD_SELECT} WHERE c.card_id = ?1"))?;
        Ok(stmt.query_row(params![card_id], stored_card).optional()?)
    }
}

impl Store {
    /// Every `<legal>` tag of the imported cards, sorted, each once.
    pub fn card_legal_tags(&self) -> Result<Vec<String>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT DISTINCT j.value FROM cards c, json_each(c.data, '$.legal') j \
             WHERE j.type = 'text' ORDER BY j.value COLLATE NOCASE",
        )?;
        let rows = stmt.query_map([], |r| r.get(0))?;
        Ok(rows.collect::<Result<_, _>>()?)
    }
}
