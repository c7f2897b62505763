//! Printed cards: the card database XML that judges already have, or the Oracle of the Void's
//! JSON (`gunbai cards import`), look-up
//! and search (`gunbai cards show`, `gunbai cards search`), and the engine definitions made from
//! imported cards when a case names them. See docs/cards.md.
//!
//! gunbai ships no card data: the cards come from the file a judge imports. The built-in library
//! (`fixtures/cards/`) stays for the rulebook's examples; its made-up cards say so
//! (`synthetic = true`).
//!
//! *Invariant:* a file that is not well-formed XML or not a card database gives an error that
//! names the line (and the card), and imports nothing; in a well-formed file one odd card never
//! refuses the file (its odd value is kept as printed, or the card is skipped with a note). The
//! store writes an import in one transaction.

pub mod ability;
pub mod cli;
pub mod coverage;
pub mod drift;
pub mod html;
pub mod model;
pub mod names;
pub mod ootv;
pub mod xml;

pub use model::{parse_number, NotPlayable, PrintedCard, STAT_FIELDS};
pub use xml::{read, CardAt, CardFile, Note, ReadError};

use crate::engine::{CardDef, Library};
use crate::store::cards::{CardImport, CardRow, CardStore, ImportSummary, StoredCard};
use crate::store::StoreError;
use chrono::{DateTime, Utc};

/// Why an import did not happen. Nothing was imported.
#[derive(Debug, thiserror::Error)]
pub enum ImportError {
    #[error("cannot import {file}: {source}; nothing was imported")]
    Read {
        file: String,
        #[source]
        source: Box<ReadError>,
    },
    #[error("cannot import {file}: {source}; nothing was imported")]
    Store {
        file: String,
        #[source]
        source: StoreError,
    },
}

/// What an import read and did.
#[derive(Debug, Clone, serde::Serialize)]
pub struct Imported {
    pub file: String,
    pub version: String,
    pub cards: u64,
    #[serde(flatten)]
    pub summary: ImportSummary,
    /// The cards with a value kept as printed (gunbai cannot use it), each named.
    pub kept_as_printed: Vec<KeptAsPrinted>,
    /// The cards skipped or replaced while reading, each with why.
    pub notes: Vec<Note>,
}

/// A card imported with one or more values gunbai cannot use, kept as printed.
#[derive(Debug, Clone, serde::Serialize)]
pub struct KeptAsPrinted {
    pub id: String,
    pub name: String,
    /// `label value` each (`force +*`).
    pub values: Vec<String>,
}

/// The words `cards search` looks in: the name, the keywords and the plain text, lower-case.
pub fn search_text(c: &PrintedCard) -> String {
    let mut s = c.name.to_lowercase();
    for k in &c.keywords {
        s.push('\n');
        s.push_str(&k.to_lowercase());
    }
    s.push('\n');
    s.push_str(&c.text().to_lowercase());
    s
}

/// The store's row for a card.
pub fn to_row(c: &PrintedCard) -> CardRow {
    CardRow {
        card_id: c.id.clone(),
        name: c.name.clone(),
        kind: c.kind.clone(),
        data: serde_json::to_string(c).unwrap_or_default(),
        search: search_text(c),
    }
}

/// Reads a card database file's bytes and imports it in one transaction. `label` names the file
/// in messages and in the import's record. `progress(phase, done, total)` is called now and then
/// (phase 0 reading, 1 writing).
pub fn import(
    store: &mut dyn CardStore,
    label: &str,
    bytes: &[u8],
    now: DateTime<Utc>,
    progress: &mut dyn FnMut(u8, u64, u64),
) -> Result<Imported, ImportError> {
    let read_err = |source| ImportError::Read {
        file: label.to_string(),
        source: Box::new(source),
    };
    let text = xml::decode(bytes).map_err(read_err)?;
    let file = if ootv::looks_like_json(&text) {
        ootv::read(&text).map_err(read_err)?
    } else {
        xml::read(&text, &mut |d, t| progress(0, d, t)).map_err(read_err)?
    };
    let rows: Vec<CardRow> = file.cards.iter().map(to_row).collect();
    let summary = store
        .import_cards(label, &file.version, now, &rows, &mut |d, t| {
            progress(1, d, t)
        })
        .map_err(|source| ImportError::Store {
            file: label.to_string(),
            source,
        })?;
    let kept_as_printed = file
        .cards
        .iter()
        .filter(|c| !c.as_printed.is_empty())
        .map(|c| KeptAsPrinted {
            id: c.id.clone(),
            name: c.name.clone(),
            values: c.kept_as_printed(),
        })
        .collect();
    Ok(Imported {
        file: label.to_string(),
        version: file.version,
        cards: rows.len() as u64,
        summary,
        kept_as_printed,
        notes: file.notes,
    })
}

/// Where an imported card comes from, as a card definition records it.
pub fn origin(card: &PrintedCard, import: &CardImport) -> String {
    let version = if import.version.is_empty() {
        "(no version)"
    } else {
        import.version.as_str()
    };
    format!("card database {version}, id {}", card.id)
}

/// A stored card, read back.
pub fn printed(stored: &StoredCard) -> Result<PrintedCard, StoreError> {
    serde_json::from_str(&stored.data).map_err(|e| StoreError::Corrupt {
        case: 0,
        seq: 0,
        reason: format!("the imported card {} cannot be read: {e}", stored.card_id),
    })
}

/// The imported card a case uses for `name`: among the cards of that name (ignoring case), the
/// first by id whose kind gunbai plays. `Ok(None)` when no card has the name; `Err` with
/// [`NotPlayable`] inside when every card of the name is of a kind gunbai does not play.
pub fn imported_def(
    store: &dyn CardStore,
    name: &str,
    builtin: &Library,
) -> Result<Option<Result<CardDef, NotPlayable>>, StoreError> {
    let found = store.cards_named(name)?;
    let mut refusal = None;
    for s in &found {
        let card = printed(s)?;
        match card.to_def(&origin(&card, &s.import)) {
            Ok(def) => return Ok(Some(Ok(merge(def, builtin.get(name))))),
            Err(e) => {
                if refusal.is_none() {
                    refusal = Some(e);
                }
            }
        }
    }
    Ok(refusal.map(Err))
}

/// An imported card over a built-in card of the same name: the printed facts (kind, numbers,
/// traits, unique, experienced level, text) are the imported card's; what the built-in card says
/// in the engine's effect vocabulary (action kind, target, costs, effects) is kept, unless the
/// built-in card is made up (`synthetic`), whose effects are no printed card's.
pub fn merge(mut imported: CardDef, builtin: Option<&CardDef>) -> CardDef {
    if let Some(b) = builtin.filter(|b| !b.synthetic) {
        if b.action.is_some() {
            imported.action = b.action;
        }
        imported.target = b.target.clone();
        imported.costs = b.costs.clone();
        imported.effects = b.effects.clone();
        // The library's effects, not a reading of the printed text.
        imported.read_from_text = None;
    }
    imported
}

/// The imported cards a list of names stands for (each name and the other spellings of an
/// experienced version), as engine definitions over the built-in library, with the printed cards
/// they come from. Names that match nothing, or only cards gunbai does not play, give nothing.
pub fn imported_for_names<'a>(
    store: &dyn CardStore,
    names: impl IntoIterator<Item = &'a str>,
    builtin: &Library,
) -> Result<Vec<(CardDef, PrintedCard)>, StoreError> {
    let mut out: Vec<(CardDef, PrintedCard)> = Vec::new();
    for name in names {
        for variant in names::name_variants(name) {
            if out
                .iter()
                .any(|(d, _)| d.name.eq_ignore_ascii_case(&variant))
            {
                break;
            }
            let mut found = false;
            for s in store.cards_named(&variant)? {
                let card = printed(&s)?;
                if let Ok(def) = card.to_def(&origin(&card, &s.import)) {
                    out.push((merge(def, builtin.get(&variant)), card));
                    found = true;
                    break;
                }
            }
            if found {
                break;
            }
        }
    }
    Ok(out)
}

/// What a name that is no imported card's own stands for among the printed versions of it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum VersionPick {
    /// The printed card a plain name means: its inexperienced version (`Name - inexp`).
    Use(String),
    /// Only experienced versions are printed: the judge names one of them.
    Choose(Vec<String>),
}

/// The printed version a case uses for `name` when no imported card has exactly that name:
/// `Name - inexp`, the card a name without a version means; with only experienced versions
/// printed, the judge chooses. A printed card always wins over a made-up built-in card of the
/// same name; a built-in card that is not made up (from the reference file's card facts) is
/// kept. `None` when no printed version of the name is imported.
pub fn version_for(
    store: &dyn CardStore,
    name: &str,
    builtin: &Library,
) -> Result<Option<VersionPick>, StoreError> {
    let name = name.trim();
    if name.is_empty() || names::base_name(name) != name || !store.cards_named(name)?.is_empty() {
        return Ok(None);
    }
    if builtin.get(name).is_some_and(|b| !b.synthetic) {
        return Ok(None);
    }
    let mut versions: Vec<String> = store
        .cards_starting(&format!("{name} - "), 50)?
        .into_iter()
        .filter(|c| names::base_name(&c.name).eq_ignore_ascii_case(name))
        .filter(|c| printed(c).is_ok_and(|p| p.card_kind().is_some()))
        .map(|c| c.name)
        .collect();
    versions.dedup_by(|a, b| a.eq_ignore_ascii_case(b));
    if versions.is_empty() {
        return Ok(None);
    }
    if let Some(inexp) = versions.iter().find(|v| names::inexp_suffix(v).is_some()) {
        return Ok(Some(VersionPick::Use(inexp.clone())));
    }
    Ok(Some(VersionPick::Choose(versions)))
}
