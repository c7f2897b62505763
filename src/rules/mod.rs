//! The rule corpus: typed rule ids, look-up and search over `rulings/`.
//!
//! The corpus is data: one TOML file per document under `rulings/`, embedded into the binary with
//! `include_str!` and parsed once. Each file holds a `[document]` table and `[[rule]]` entries; a
//! rule is one paragraph (or one rule out of a paragraph) of a source, with a stable id, a locator
//! (section and paragraph) and a summary in the project's own words.
//!
//! *Invariant:* every id in [`ids::ALL`] names a rule of an executable document (a test checks it),
//! so a citation the engine makes always points at something a judge can read.

pub mod ids;
mod search;

pub use ids::RuleId;

use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::sync::OnceLock;

/// The embedded corpus files: `(file name, contents)`. Adding a document is one line here.
const FILES: &[(&str, &str)] = &[
    (
        "rulings/gunbai.toml",
        include_str!("../../rulings/gunbai.toml"),
    ),
    (
        "rulings/rulebook-part2.toml",
        include_str!("../../rulings/rulebook-part2.toml"),
    ),
    (
        "rulings/rulebook-part4.toml",
        include_str!("../../rulings/rulebook-part4.toml"),
    ),
    (
        "rulings/reference.toml",
        include_str!("../../rulings/reference.toml"),
    ),
    (
        "rulings/lookup/mtg-examples.toml",
        include_str!("../../rulings/lookup/mtg-examples.toml"),
    ),
    (
        "rulings/lookup/keyword-actions.toml",
        include_str!("../../rulings/lookup/keyword-actions.toml"),
    ),
    (
        "rulings/lookup/copy-wiki.toml",
        include_str!("../../rulings/lookup/copy-wiki.toml"),
    ),
];

/// The names of the embedded corpus files, in load order.
pub fn embedded_files() -> impl Iterator<Item = &'static str> {
    FILES.iter().map(|(name, _)| *name)
}

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

/// One source document of the corpus.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Document {
    pub id: String,
    pub title: String,
    pub source: String,
    pub kind: DocKind,
}

/// One rule entry: a paragraph, or one rule out of a paragraph, of a document.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Rule {
    pub id: String,
    /// The id of the [`Document`] the rule comes from.
    pub doc: String,
    /// The section heading as the source spells it, sub-headings joined with ` / `.
    pub section: String,
    pub section_en: Option<String>,
    /// 1-based paragraph number within the (sub)section.
    pub paragraph: u32,
    pub title: String,
    pub term_ja: Option<String>,
    pub term_en: Option<String>,
    pub terms_ja: Vec<String>,
    pub summary: String,
    /// The reading the program takes where the paragraph is ambiguous.
    pub reading: Option<String>,
    /// The fixture that shows the reading at work (`fixtures/scenarios/NN-name.gb`, or a deck
    /// fixture `fixtures/decks/name.txt`); a test checks that it cites this entry.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub shown_by: Option<String>,
    /// How sure a reference fact is: confirmed-era, confirmed-20f, indirect or unconfirmed.
    pub certainty: Option<String>,
    /// Where a reference fact comes from.
    pub source_ref: Option<String>,
    /// The paragraph states no rule (a quotation, flavour): nothing can exercise it.
    pub flavour: bool,
}

impl Rule {
    /// Where the rule stands in its document, such as `帝の寵愛 ¶2`.
    pub fn locator(&self) -> String {
        format!("{} ¶{}", self.section, self.paragraph)
    }
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
    #[error("{file}: rule `{id}` has paragraph 0; paragraphs are numbered from 1")]
    ZeroParagraph { id: String, file: String },
}

#[derive(Deserialize)]
struct FileData {
    document: Document,
    #[serde(default)]
    rule: Vec<RuleData>,
}

#[derive(Deserialize)]
struct RuleData {
    id: String,
    section: String,
    section_en: Option<String>,
    paragraph: u32,
    title: String,
    term_ja: Option<String>,
    term_en: Option<String>,
    #[serde(default)]
    terms_ja: Vec<String>,
    summary: String,
    reading: Option<String>,
    shown_by: Option<String>,
    certainty: Option<String>,
    source_ref: Option<String>,
    #[serde(default)]
    flavour: bool,
}

/// The whole rule corpus: documents and their rules, with an index by id.
#[derive(Debug, Default)]
pub struct Corpus {
    documents: Vec<Document>,
    rules: Vec<Rule>,
    by_id: HashMap<String, usize>,
    doc_by_id: HashMap<String, usize>,
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

/// Parses corpus files given as `(file name, TOML text)` pairs, in order.
pub fn load(files: &[(&str, &str)]) -> Result<Corpus, CorpusError> {
    let mut corpus = Corpus::default();
    let mut rule_file: Vec<&str> = Vec::new();
    let mut doc_file: Vec<&str> = Vec::new();
    for &(file, text) in files {
        let data: FileData = toml::from_str(text).map_err(|e| CorpusError::Toml {
            file: file.to_string(),
            message: e.message().to_string(),
        })?;
        let doc_id = data.document.id.clone();
        if let Some(&i) = corpus.doc_by_id.get(&doc_id) {
            return Err(CorpusError::DuplicateDocument {
                id: doc_id,
                file: file.to_string(),
                first_file: doc_file[i].to_string(),
            });
        }
        corpus
            .doc_by_id
            .insert(doc_id.clone(), corpus.documents.len());
        corpus.documents.push(data.document);
        doc_file.push(file);
        for r in data.rule {
            if !is_valid_id(&r.id) {
                return Err(CorpusError::InvalidId {
                    id: r.id,
                    file: file.to_string(),
                });
            }
            for (field, value) in [
                ("summary", &r.summary),
                ("title", &r.title),
                ("section", &r.section),
            ] {
                if value.trim().is_empty() {
                    return Err(CorpusError::EmptyField {
                        id: r.id,
                        file: file.to_string(),
                        field,
                    });
                }
            }
            if r.paragraph == 0 {
                return Err(CorpusError::ZeroParagraph {
                    id: r.id,
                    file: file.to_string(),
                });
            }
            if let Some(&i) = corpus.by_id.get(&r.id) {
                return Err(CorpusError::DuplicateId {
                    id: r.id,
                    file: file.to_string(),
                    first_file: rule_file[i].to_string(),
                });
            }
            corpus.by_id.insert(r.id.clone(), corpus.rules.len());
            rule_file.push(file);
            corpus.rules.push(Rule {
                id: r.id,
                doc: doc_id.clone(),
                section: r.section,
                section_en: r.section_en,
                paragraph: r.paragraph,
                title: r.title,
                term_ja: r.term_ja,
                term_en: r.term_en,
                terms_ja: r.terms_ja,
                summary: r.summary,
                reading: r.reading,
                shown_by: r.shown_by,
                certainty: r.certainty,
                source_ref: r.source_ref,
                flavour: r.flavour,
            });
        }
    }
    Ok(corpus)
}

/// The embedded corpus, or why it failed to parse.
pub fn try_corpus() -> Result<&'static Corpus, &'static CorpusError> {
    static CORPUS: OnceLock<Result<Corpus, CorpusError>> = OnceLock::new();
    CORPUS.get_or_init(|| load(FILES)).as_ref()
}

/// The embedded corpus, parsed once.
pub fn corpus() -> &'static Corpus {
    try_corpus()
        .expect("the embedded rule files are fixed at build time and the test suite parses them")
}

impl Corpus {
    /// The documents, in file order.
    pub fn documents(&self) -> &[Document] {
        &self.documents
    }

    /// All rules, in file order.
    pub fn rules(&self) -> &[Rule] {
        &self.rules
    }

    /// The rule with exactly this id (case-insensitive, surrounding spaces ignored).
    pub fn get(&self, id: &str) -> Option<&Rule> {
        let key = id.trim().to_lowercase();
        self.by_id.get(&key).map(|&i| &self.rules[i])
    }

    /// The rule a typed id names.
    pub fn rule(&self, id: RuleId) -> Option<&Rule> {
        self.get(id.as_str())
    }

    /// The document with this id.
    pub fn document(&self, id: &str) -> Option<&Document> {
        self.doc_by_id.get(id).map(|&i| &self.documents[i])
    }

    /// The document a rule comes from.
    pub fn document_of(&self, rule: &Rule) -> Option<&Document> {
        self.document(&rule.doc)
    }

    /// Whether the engine may act on this rule: every document but the look-up corpora.
    pub fn is_executable(&self, rule: &Rule) -> bool {
        self.document_of(rule)
            .is_some_and(|doc| doc.kind != DocKind::Lookup)
    }

    /// Rules matching `query`, best first. Each word of the query must match: an ASCII word as a
    /// case-insensitive substring of the id, title, summary, reading, English term or English
    /// section; any other word (Japanese) as a substring of the Japanese term, the Japanese terms,
    /// the section or the title. A query that is exactly an id puts that rule first.
    pub fn search(&self, query: &str) -> Vec<&Rule> {
        search::search(&self.rules, query)
    }

    /// Up to three ids close to a mistyped `id`, nearest first.
    pub fn suggest(&self, id: &str) -> Vec<&str> {
        search::suggest(self.rules.iter().map(|r| r.id.as_str()), id)
    }
}
