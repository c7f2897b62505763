//! Imported cards on PostgreSQL (`db/pg/004_cards.sql`): [`CardStore`] for `RefCell<PgStore>`,
//! with the SQLite store's answers. Names are matched and sorted ignoring letter case (Unicode
//! lower case here, where SQLite's `NOCASE` folds ASCII letters only); an import is one
//! transaction under a lock, so two imports at once follow each other.

use std::cell::RefCell;
use std::collections::{HashMap, HashSet};

use chrono::{DateTime, Utc};
use postgres::Row;

use super::super::cards::{
    like_escape, sha256, CardImport, CardRow, CardStore, ImportSummary, StoredCard,
};
use super::super::hash::format_time;
use super::super::StoreError;
use super::{pg, PgStore};

const CARD_SELECT: &str = "SELECT c.card_id, c.name, c.type, c.data, \
     i.id, i.file, i.version, i.imported_at, i.added, i.changed, i.unchanged \
     FROM cards c JOIN card_imports i ON i.id = c.import_id";

/// An advisory lock key taken while importing ("cards" in ASCII).
const IMPORT_LOCK: i64 = 0x0000_0063_6172_6473;

fn count(v: i64) -> u64 {
    u64::try_from(v).unwrap_or(0)
}

fn stored_card(row: &Row) -> StoredCard {
    StoredCard {
        card_id: row.get(0),
        name: row.get(1),
        kind: row.get(2),
        data: row.get(3),
        import: CardImport {
            id: row.get(4),
            file: row.get(5),
            version: row.get(6),
            imported_at: row.get(7),
            added: count(row.get(8)),
            changed: count(row.get(9)),
            unchanged: count(row.get(10)),
        },
    }
}

fn limit(n: u32) -> i64 {
    i64::from(n)
}

impl CardStore for RefCell<PgStore> {
    fn import_cards(
        &mut self,
        file: &str,
        version: &str,
        now: DateTime<Utc>,
        rows: &[CardRow],
        progress: &mut dyn FnMut(u64, u64),
    ) -> Result<ImportSummary, StoreError> {
        let store = self.get_mut();
        let mut tx = store.client.transaction().map_err(pg)?;
        tx.execute("SELECT pg_advisory_xact_lock($1)", &[&IMPORT_LOCK])
            .map_err(pg)?;
        let known: HashMap<String, String> = tx
            .query("SELECT card_id, sha256 FROM cards", &[])
            .map_err(pg)?
            .iter()
            .map(|r| (r.get(0), r.get(1)))
            .collect();
        // What each row does, decided first: the import's record carries its counts.
        let mut plan = Vec::with_capacity(rows.len());
        let (mut added, mut changed, mut unchanged) = (0u64, 0u64, 0u64);
        for r in rows {
            let hash = sha256(&r.data);
            let action = match known.get(&r.card_id) {
                None => {
                    added += 1;
                    Some(true)
                }
                Some(old) if *old != hash => {
                    changed += 1;
                    Some(false)
                }
                Some(_) => {
                    unchanged += 1;
                    None
                }
            };
            plan.push((r, hash, action));
        }
        let as_i64 = |n: u64| i64::try_from(n).unwrap_or(i64::MAX);
        let import_id: i64 = tx
            .query_one(
                "INSERT INTO card_imports (file, version, imported_at, added, changed, unchanged) \
                 VALUES ($1, $2, $3, $4, $5, $6) RETURNING id",
                &[
                    &file,
                    &version,
                    &format_time(now),
                    &as_i64(added),
                    &as_i64(changed),
                    &as_i64(unchanged),
                ],
            )
            .map_err(pg)?
            .get(0);
        let insert = tx
            .prepare(
                "INSERT INTO cards (card_id, name, type, data, sha256, search, import_id) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7)",
            )
            .map_err(pg)?;
        let update = tx
            .prepare(
                "UPDATE cards SET name = $2, type = $3, data = $4, sha256 = $5, search = $6, \
                 import_id = $7 WHERE card_id = $1",
            )
            .map_err(pg)?;
        let total = rows.len() as u64;
        for (i, (r, hash, action)) in plan.iter().enumerate() {
            if let Some(new) = action {
                let stmt = if *new { &insert } else { &update };
                tx.execute(
                    stmt,
                    &[
                        &r.card_id, &r.name, &r.kind, &r.data, hash, &r.search, &import_id,
                    ],
                )
                .map_err(pg)?;
            }
            if i % 1000 == 999 {
                progress(i as u64 + 1, total);
            }
        }
        let in_file: HashSet<&str> = rows.iter().map(|r| r.card_id.as_str()).collect();
        let kept = known
            .keys()
            .filter(|k| !in_file.contains(k.as_str()))
            .count() as u64;
        tx.commit().map_err(pg)?;
        progress(total, total);
        Ok(ImportSummary {
            import_id,
            added,
            changed,
            unchanged,
            kept,
        })
    }

    fn cards_named(&self, name: &str) -> Result<Vec<StoredCard>, StoreError> {
        Ok(self
            .borrow_mut()
            .client
            .query(
                &format!("{CARD_SELECT} WHERE lower(c.name) = lower($1) ORDER BY c.card_id"),
                &[&name],
            )
            .map_err(pg)?
            .iter()
            .map(stored_card)
            .collect())
    }

    fn cards_starting(&self, prefix: &str, n: u32) -> Result<Vec<StoredCard>, StoreError> {
        cards_like(self, &format!("{}%", like_escape(prefix)), n)
    }

    fn cards_containing(&self, part: &str, n: u32) -> Result<Vec<StoredCard>, StoreError> {
        cards_like(self, &format!("%{}%", like_escape(part)), n)
    }

    fn search_cards(&self, words: &[String], n: u32) -> Result<(Vec<StoredCard>, u64), StoreError> {
        let words: Vec<String> = words
            .iter()
            .map(|w| format!("%{}%", like_escape(&w.to_lowercase())))
            .collect();
        if words.is_empty() {
            return Ok((Vec::new(), 0));
        }
        // Every word must be in the search text: one array parameter, no SQL put together from
        // what was typed.
        let mut s = self.borrow_mut();
        let total: i64 = s
            .client
            .query_one(
                "SELECT COUNT(*) FROM cards c \
                 WHERE c.search LIKE ALL ($1::text[])",
                &[&words],
            )
            .map_err(pg)?
            .get(0);
        let rows = s
            .client
            .query(
                &format!(
                    "{CARD_SELECT} WHERE c.search LIKE ALL ($1::text[]) \
                     ORDER BY lower(c.name), c.card_id LIMIT $2"
                ),
                &[&words, &limit(n)],
            )
            .map_err(pg)?;
        Ok((rows.iter().map(stored_card).collect(), count(total)))
    }

    fn card_names(&self) -> Result<Vec<String>, StoreError> {
        Ok(self
            .borrow_mut()
            .client
            .query(
                "SELECT min(name) FROM cards GROUP BY lower(name) ORDER BY lower(name)",
                &[],
            )
            .map_err(pg)?
            .iter()
            .map(|r| r.get(0))
            .collect())
    }

    fn card_legal_tags(&self) -> Result<Vec<String>, StoreError> {
        Ok(self
            .borrow_mut()
            .client
            .query(
                "SELECT t FROM (SELECT DISTINCT e #>> '{}' AS t FROM cards c, \
                 jsonb_array_elements(CASE WHEN jsonb_typeof(c.data::jsonb -> 'legal') = 'array' \
                 THEN c.data::jsonb -> 'legal' ELSE '[]'::jsonb END) e \
                 WHERE jsonb_typeof(e) = 'string') tags ORDER BY lower(t), t",
                &[],
            )
            .map_err(pg)?
            .iter()
            .map(|r| r.get(0))
            .collect())
    }

    fn each_card(
        &self,
        f: &mut dyn FnMut(StoredCard) -> Result<(), StoreError>,
    ) -> Result<(), StoreError> {
        // Ordered by the ids' bytes, as SQLite orders them, whatever the database's collation.
        let rows = self
            .borrow_mut()
            .client
            .query(
                &format!("{CARD_SELECT} ORDER BY c.card_id COLLATE \"C\""),
                &[],
            )
            .map_err(pg)?;
        for r in &rows {
            f(stored_card(r))?;
        }
        Ok(())
    }
}

/// The cards whose name matches the `ILIKE` pattern (escaped with `\`), by name, at most `n`.
fn cards_like(
    store: &RefCell<PgStore>,
    pattern: &str,
    n: u32,
) -> Result<Vec<StoredCard>, StoreError> {
    Ok(store
        .borrow_mut()
        .client
        .query(
            &format!(
                "{CARD_SELECT} WHERE c.name ILIKE $1 ESCAPE '\\' \
                     ORDER BY lower(c.name), c.card_id LIMIT $2"
            ),
            &[&pattern, &limit(n)],
        )
        .map_err(pg)?
        .iter()
        .map(stored_card)
        .collect())
}
