//! The shape of a corpus file as written in `rulings/`, a `[document]` table and `[[rule]]`
//! entries, and the checks every corpus passes. `build.rs` reads and checks the files with this
//! same code (it includes this file), so the corpus it writes out as Rust data is exactly what
//! reading the TOML at run time gives, and only a corpus that passes is written out.

use serde::{Deserialize, Serialize};
use std::collections::HashMap;

/// What a document is, which decides whether the engine may act on its rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum DocKind {
    /// A part of the rulebook (seeds 000 and 003).
    Rulebook,
    /// Facts from outside the seeds, each with how sure it is.
    Reference,
    /// gunbai's own procedure for recording a case.
    Procedure,
    /// A look-up corpus with its own numbering: searchable, never executed.
    Lookup,
}

impl DocKind {
    pub fn as_str(self) -> &'static str {
        match self {
            DocKind::Rulebook => "rulebook",
            DocKind::Reference => "reference",
            DocKind::Procedure => "procedure",
            DocKind::Lookup => "lookup",
        }
    }
}

/// One corpus file.
#[derive(Deserialize)]
pub struct FileData {
    pub document: DocumentData,
    #[serde(default)]
    pub rule: Vec<RuleData>,
}

/// The `[document]` table.
#[derive(Deserialize)]
pub struct DocumentData {
    pub id: String,
    pub title: String,
    pub source: String,
    pub kind: DocKind,
}

/// One `[[rule]]` entry.
#[derive(Deserialize)]
pub struct RuleData {
    pub id: String,
    pub section: String,
    pub section_en: Option<String>,
    /// The section heading in Japanese, where `section` is not (the reference corpus).
    pub section_ja: Option<String>,
    pub paragraph: u32,
    pub title: String,
    pub term_ja: Option<String>,
    pub term_en: Option<String>,
    #[serde(default)]
    pub terms_ja: Vec<String>,
    pub summary: String,
    /// The summary in Japanese, in gunbai's own words (required but in look-up corpora).
    pub summary_ja: Option<String>,
    /// The title in Japanese (required but in look-up corpora).
    pub title_ja: Option<String>,
    pub reading: Option<String>,
    /// The reading in Japanese: present exactly where `reading` is (but in look-up corpora).
    pub reading_ja: Option<String>,
    pub shown_by: Option<String>,
    pub certainty: Option<String>,
    pub source_ref: Option<String>,
    #[serde(default)]
    pub flavour: bool,
}

/// Why the corpus files could not be loaded.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum CorpusError {
    #[error("{file}: not a valid rule file: {message}")]
    Toml { file: String, message: String },
    #[error("{file}: rule id `{id}` is already used in {first_file}; give each rule its own id")]
    DuplicateId {
        id: String,
        file: String,
        first_file: String,
    },
    #[error(
        "{file}: document id `{id}` is already used in {first_file}; give each document its own id"
    )]
    DuplicateDocument {
        id: String,
        file: String,
        first_file: String,
    },
    #[error(
        "{file}: rule id `{id}` is not valid; use lowercase words and digits joined by dots, \
         with hyphens inside words (such as `favor.petition.auto`)"
    )]
    InvalidId { id: String, file: String },
    #[error("{file}: rule `{id}` has an empty {field}; write one")]
    EmptyField {
        id: String,
        file: String,
        field: &'static str,
    },
    #[error(
        "{file}: rule `{id}` has no {field}; write it in Japanese, in gunbai's own words, \
         on its own line after `summary`"
    )]
    MissingJapanese {
        id: String,
        file: String,
        field: &'static str,
    },
    #[error("{file}: rule `{id}` has a reading_ja but no reading; add the reading or remove it")]
    JapaneseWithoutReading { id: String, file: String },
    #[error("{file}: rule `{id}` has paragraph 0; paragraphs are numbered from 1")]
    ZeroParagraph { id: String, file: String },
}

/// Whether `id` is a well-formed rule id: lowercase letters and digits, dot-separated segments,
/// hyphens only between characters of a segment.
pub fn is_valid_id(id: &str) -> bool {
    !id.is_empty()
        && id.split('.').all(|segment| {
            !segment.is_empty()
                && segment.split('-').all(|word| {
                    !word.is_empty()
                        && word
                            .chars()
                            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit())
                })
        })
}

/// Parses corpus files given as `(file name, TOML text)` pairs, in order, and checks them, file
/// by file and rule by rule, so the first problem is the one reported.
pub fn parse<'a>(files: &[(&'a str, &str)]) -> Result<Vec<(&'a str, FileData)>, CorpusError> {
    let mut parsed = Vec::with_capacity(files.len());
    let mut parse_error = None;
    for &(file, text) in files {
        match toml::from_str::<FileData>(text) {
            Ok(data) => parsed.push((file, data)),
            Err(e) => {
                parse_error = Some(CorpusError::Toml {
                    file: file.to_string(),
                    message: e.message().to_string(),
                });
                break;
            }
        }
    }
    // The files before one that does not parse were read first.
    check(&parsed)?;
    match parse_error {
        Some(e) => Err(e),
        None => Ok(parsed),
    }
}

/// The checks every corpus passes, file by file and rule by rule in file order.
fn check(files: &[(&str, FileData)]) -> Result<(), CorpusError> {
    let mut doc_file: HashMap<&str, &str> = HashMap::new();
    let mut rule_file: HashMap<&str, &str> = HashMap::new();
    for (file, data) in files {
        let doc_id = data.document.id.as_str();
        if let Some(first_file) = doc_file.get(doc_id) {
            return Err(CorpusError::DuplicateDocument {
                id: doc_id.to_string(),
                file: file.to_string(),
                first_file: first_file.to_string(),
            });
        }
        doc_file.insert(doc_id, file);
        for r in &data.rule {
            let id = || r.id.clone();
            let here = || file.to_string();
            if !is_valid_id(&r.id) {
                return Err(CorpusError::InvalidId {
                    id: id(),
                    file: here(),
                });
            }
            for (field, value) in [
                ("summary", &r.summary),
                ("title", &r.title),
                ("section", &r.section),
            ] {
                if value.trim().is_empty() {
                    return Err(CorpusError::EmptyField {
                        id: id(),
                        file: here(),
                        field,
                    });
                }
            }
            for (field, value) in [
                ("summary_ja", &r.summary_ja),
                ("title_ja", &r.title_ja),
                ("reading_ja", &r.reading_ja),
                ("section_ja", &r.section_ja),
            ] {
                if value.as_ref().is_some_and(|v| v.trim().is_empty()) {
                    return Err(CorpusError::EmptyField {
                        id: id(),
                        file: here(),
                        field,
                    });
                }
            }
            if r.reading_ja.is_some() && r.reading.is_none() {
                return Err(CorpusError::JapaneseWithoutReading {
                    id: id(),
                    file: here(),
                });
            }
            // Every rule but a look-up corpus's speaks Japanese too.
            if data.document.kind != DocKind::Lookup {
                for (field, missing) in [
                    ("summary_ja", r.summary_ja.is_none()),
                    ("title_ja", r.title_ja.is_none()),
                    ("reading_ja", r.reading.is_some() && r.reading_ja.is_none()),
                ] {
                    if missing {
                        return Err(CorpusError::MissingJapanese {
                            id: id(),
                            file: here(),
                            field,
                        });
                    }
                }
            }
            if r.paragraph == 0 {
                return Err(CorpusError::ZeroParagraph {
                    id: id(),
                    file: here(),
                });
            }
            if let Some(first_file) = rule_file.get(r.id.as_str()) {
                return Err(CorpusError::DuplicateId {
                    id: id(),
                    file: here(),
                    first_file: first_file.to_string(),
                });
            }
            rule_file.insert(&r.id, file);
        }
    }
    Ok(())
}
