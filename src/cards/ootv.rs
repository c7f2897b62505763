//! Reading the Oracle of the Void's JSON: an array of card objects, each field a list of strings
//! (`"force": ["3"]`), as the Oracle exports one file per type of card. The same rules as the
//! XML hold: one odd card never refuses the file (a value gunbai cannot use is kept as printed,
//! a card without a title or an id is skipped with a note); a file that is not such an array
//! imports nothing.

use super::model::{usable_value, PrintedCard, STAT_FIELDS};
use super::xml::{CardFile, Note, ReadError};
use serde_json::{Map, Value};

/// The Oracle's field for each printed number, by the database element gunbai keeps it under.
const FIELDS: &[(&str, &str)] = &[
    ("force", "force"),
    ("chi", "chi"),
    ("ph", "personal_honor"),
    ("honor", "honor_req"),
    ("cost", "cost"),
    ("focus", "focus"),
    ("production", "gold_production"),
    ("strength", "province_strength"),
    ("startinghonor", "starting_honor"),
];

/// True when the text looks like JSON (it opens with `[` or `{`).
pub fn looks_like_json(text: &str) -> bool {
    text.trim_start().starts_with(['[', '{'])
}

/// Reads the Oracle of the Void's JSON.
pub fn read(text: &str) -> Result<CardFile, ReadError> {
    let value: Value = serde_json::from_str(text).map_err(|e| ReadError::Json {
        message: e.to_string(),
    })?;
    let Value::Array(items) = value else {
        return Err(ReadError::Json {
            message: "it is not a list of cards (the Oracle's export is `[ { \"title\": …}, … ]`)"
                .into(),
        });
    };
    let mut cards: Vec<PrintedCard> = Vec::new();
    let mut notes = Vec::new();
    for (ix, item) in items.iter().enumerate() {
        let (card, who) = match entry(item, ix + 1) {
            Ok(found) => found,
            Err(note) => {
                notes.push(note);
                continue;
            }
        };
        if let Some(i) = cards.iter().position(|c| c.id == card.id) {
            notes.push(Note {
                line: 0,
                card: who,
                what: "its cardid is also an earlier card's: this later card replaces it".into(),
            });
            cards[i] = card;
        } else {
            cards.push(card);
        }
    }
    if cards.is_empty() {
        return Err(ReadError::NoCards);
    }
    Ok(CardFile {
        version: String::new(),
        cards,
        notes,
    })
}

/// Entry `n` (from 1) of the Oracle's list: the card, with how a note names it; or the note
/// saying why it is skipped (not an object, or no cardid, title or type).
fn entry(item: &Value, n: usize) -> Result<(PrintedCard, String), Note> {
    let Some(obj) = item.as_object() else {
        return Err(Note {
            line: 0,
            card: format!("entry {n}"),
            what: "it is not a card object: skipped".into(),
        });
    };
    let id = first(obj, "cardid").unwrap_or_default();
    let name = obj
        .get("puretexttitle")
        .and_then(scalar)
        .or_else(|| first(obj, "title"))
        .map(|t| super::html::to_text(&t))
        .unwrap_or_default();
    let kind = first(obj, "type").unwrap_or_default().trim().to_lowercase();
    let who = if name.is_empty() {
        format!("entry {n}")
    } else {
        format!("entry {n}, card `{name}`")
    };
    let missing = if id.is_empty() {
        Some("it has no cardid")
    } else if name.is_empty() {
        Some("it has no title")
    } else if kind.is_empty() {
        Some("it has no type")
    } else {
        None
    };
    if let Some(m) = missing {
        return Err(Note {
            line: 0,
            card: who,
            what: format!("{m}: skipped"),
        });
    }
    let mut card = PrintedCard {
        id: format!("ootv-{id}"),
        kind,
        name: name.replace(['‘', '’'], "'"),
        editions: Vec::new(),
        legal: all(obj, "legality"),
        clans: all(obj, "clan"),
        html: first(obj, "text").unwrap_or_default(),
        keywords: all(obj, "keywords")
            .iter()
            .map(|k| super::html::to_text(k))
            .filter(|k| !k.is_empty())
            .collect(),
        stats: Default::default(),
        as_printed: Vec::new(),
        rulings: Vec::new(),
        rarity: String::new(),
    };
    card.legal.dedup();
    details(&mut card, obj);
    Ok((card, who))
}

/// What an entry says beyond its name and text: the sets it was printed in, its errata, bans
/// and notes, and its numbers (a value gunbai cannot use kept as printed).
fn details(card: &mut PrintedCard, obj: &Map<String, Value>) {
    if let Some(Value::Array(printings)) = obj.get("printing") {
        for p in printings {
            if let Some(set) = p.get("set").and_then(|s| s.get(0)).and_then(scalar) {
                if !card.editions.contains(&set) {
                    card.editions.push(set);
                }
            }
        }
    }
    for (label, key) in [
        ("Erratum", "erratum"),
        ("Most recent printing", "mrp"),
        ("Banned", "banned"),
        ("Note", "notes"),
    ] {
        for r in all(obj, key) {
            card.rulings.push(format!("{label}: {r}"));
        }
    }
    for (field, element) in FIELDS {
        let Some(v) = first(obj, field) else { continue };
        let v = v.trim().to_string();
        if v.is_empty() || !STAT_FIELDS.iter().any(|(n, _, _)| n == element) {
            continue;
        }
        if !usable_value(&card.kind, element, &v) {
            card.as_printed.push((*element).to_string());
        }
        card.stats.insert((*element).to_string(), v);
    }
}

/// The first value of field `k` (the field itself when it is no list).
fn first(obj: &Map<String, Value>, k: &str) -> Option<String> {
    match obj.get(k)? {
        Value::Array(a) => a.first().and_then(scalar),
        other => scalar(other),
    }
}

/// Every value of field `k` (the field itself when it is no list).
fn all(obj: &Map<String, Value>, k: &str) -> Vec<String> {
    match obj.get(k) {
        Some(Value::Array(a)) => a.iter().filter_map(scalar).collect(),
        Some(other) => scalar(other).into_iter().collect(),
        None => Vec::new(),
    }
}

fn scalar(v: &Value) -> Option<String> {
    match v {
        Value::String(s) => Some(s.clone()),
        Value::Number(n) => Some(n.to_string()),
        _ => None,
    }
}
