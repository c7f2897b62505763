//! The rule corpus: typed rule ids, look-up and search over `rulings/`.
//!
//! The corpus is data: one TOML file per document under `rulings/`. Each file holds a
//! `[document]` table and `[[rule]]` entries; a rule is one paragraph (or one rule out of a
//! paragraph) of a source, with a stable id, a locator (section and paragraph) and a summary in
//! the project's own words. `build.rs` reads and checks the files and writes them out as Rust
//! data (`embedded.rs`), so a run parses and copies nothing: the corpus is read in place.
//!
//! *Invariant:* every id in [`ids::ALL`] names a rule of an executable document (a test checks it),
//! so a citation the engine makes always points at something a judge can read.

mod embedded;
pub mod ids;
mod search;
mod source;
mod text;

pub use ids::RuleId;
pub use source::{is_valid_id, CorpusError, DocKind};
pub use text::{Text, Texts};

use crate::i18n::Lang;
use search::Index;
use serde::{Deserialize, Serialize};
use std::borrow::Cow;
use std::sync::OnceLock;

/// The names of the embedded corpus files, in load order.
pub fn embedded_files() -> impl Iterator<Item = &'static str> {
    embedded::FILES.iter().map(|(name, _)| *name)
}

/// One source document of the corpus.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Document {
    pub id: Text,
    pub title: Text,
    pub source: Text,
    pub kind: DocKind,
}

/// One rule entry: a paragraph, or one rule out of a paragraph, of a document.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Rule {
    pub id: Text,
    /// The id of the [`Document`] the rule comes from.
    pub doc: Text,
    /// The section heading as the source spells it, sub-headings joined with ` / `.
    pub section: Text,
    pub section_en: Option<Text>,
    /// The section heading in Japanese, where `section` is not (the reference corpus).
    pub section_ja: Option<Text>,
    /// 1-based paragraph number within the (sub)section.
    pub paragraph: u32,
    pub title: Text,
    pub term_ja: Option<Text>,
    pub term_en: Option<Text>,
    pub terms_ja: Texts,
    pub summary: Text,
    /// The summary in Japanese (every rule but a look-up corpus's has one).
    pub summary_ja: Option<Text>,
    /// The title in Japanese (every rule but a look-up corpus's has one).
    pub title_ja: Option<Text>,
    /// The reading the program takes where the paragraph is ambiguous.
    pub reading: Option<Text>,
    /// The reading in Japanese (wherever there is a reading, but in look-up corpora).
    pub reading_ja: Option<Text>,
    /// The fixture that shows the reading at work (`fixtures/scenarios/NN-name.gb`, or a deck
    /// fixture `fixtures/decks/name.txt`); a test checks that it cites this entry.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub shown_by: Option<Text>,
    /// How sure a reference fact is: confirmed-era, confirmed-20f, indirect or unconfirmed.
    pub certainty: Option<Text>,
    /// Where a reference fact comes from.
    pub source_ref: Option<Text>,
    /// The paragraph states no rule (a quotation, flavour): nothing can exercise it.
    pub flavour: bool,
}

impl Rule {
    /// Where the rule stands in its document, such as `帝の寵愛 ¶2`.
    pub fn locator(&self) -> String {
        format!("{} ¶{}", self.section, self.paragraph)
    }

    /// The title in `lang` (English where a look-up corpus has no Japanese).
    pub fn title_in(&self, lang: Lang) -> &str {
        match (lang, &self.title_ja) {
            (Lang::Ja, Some(ja)) => ja,
            _ => &self.title,
        }
    }

    /// The summary in `lang` (English where a look-up corpus has no Japanese).
    pub fn summary_in(&self, lang: Lang) -> &str {
        match (lang, &self.summary_ja) {
            (Lang::Ja, Some(ja)) => ja,
            _ => &self.summary,
        }
    }

    /// gunbai's reading in `lang`, if the rule has one.
    pub fn reading_in(&self, lang: Lang) -> Option<&str> {
        match (lang, &self.reading_ja) {
            (Lang::Ja, Some(ja)) => Some(ja),
            _ => self.reading.as_deref(),
        }
    }

    /// The section heading in `lang`: in English the source's heading followed by its English
    /// name where there is one; in Japanese the Japanese heading (`section_ja` where the source's
    /// is not Japanese).
    pub fn section_in(&self, lang: Lang) -> String {
        match (lang, &self.section_en, &self.section_ja) {
            (Lang::En, Some(en), _) => format!("{} ({en})", self.section),
            (Lang::Ja, _, Some(ja)) => ja.to_string(),
            _ => self.section.to_string(),
        }
    }
}

/// The whole rule corpus: documents and their rules, each rule's texts as search compares them,
/// and the rules' positions sorted by id. The embedded corpus borrows all of it from the binary.
#[derive(Debug, Default)]
pub struct Corpus {
    documents: Cow<'static, [Document]>,
    rules: Cow<'static, [Rule]>,
    index: Index,
    by_id: Cow<'static, [u32]>,
}

/// Parses corpus files given as `(file name, TOML text)` pairs, in order.
pub fn load(files: &[(&str, &str)]) -> Result<Corpus, CorpusError> {
    let parsed = source::parse(files)?;
    let mut documents = Vec::with_capacity(parsed.len());
    let mut rules = Vec::new();
    for (_, data) in parsed {
        let doc = data.document;
        let doc_id = Text::from(doc.id);
        let opt = |s: Option<String>| s.map(Text::from);
        rules.extend(data.rule.into_iter().map(|r| {
            Rule {
                id: r.id.into(),
                doc: doc_id.clone(),
                section: r.section.into(),
                section_en: opt(r.section_en),
                section_ja: opt(r.section_ja),
                paragraph: r.paragraph,
                title: r.title.into(),
                term_ja: opt(r.term_ja),
                term_en: opt(r.term_en),
                terms_ja: r
                    .terms_ja
                    .into_iter()
                    .map(Text::from)
                    .collect::<Vec<_>>()
                    .into(),
                summary: r.summary.into(),
                summary_ja: opt(r.summary_ja),
                title_ja: opt(r.title_ja),
                reading: opt(r.reading),
                reading_ja: opt(r.reading_ja),
                shown_by: opt(r.shown_by),
                certainty: opt(r.certainty),
                source_ref: opt(r.source_ref),
                flavour: r.flavour,
            }
        }));
        documents.push(Document {
            id: doc_id,
            title: doc.title.into(),
            source: doc.source.into(),
            kind: doc.kind,
        });
    }
    let index = Index::of(&rules);
    let mut by_id: Vec<u32> = (0..rules.len() as u32).collect();
    by_id.sort_by(|&a, &b| rules[a as usize].id.as_str().cmp(&rules[b as usize].id));
    Ok(Corpus {
        documents: Cow::Owned(documents),
        rules: Cow::Owned(rules),
        index,
        by_id: Cow::Owned(by_id),
    })
}

/// The embedded corpus: the data `build.rs` wrote out, read in place.
fn load_embedded() -> Corpus {
    let e = &embedded::EMBEDDED;
    Corpus {
        documents: Cow::Borrowed(e.documents),
        rules: Cow::Borrowed(e.rules),
        index: Index::borrowed(e.rows),
        by_id: Cow::Borrowed(e.by_id),
    }
}

/// The embedded corpus. It was read and checked when gunbai was built (a corpus file that does
/// not parse or pass the checks fails the build), so there is nothing left to fail.
pub fn corpus() -> &'static Corpus {
    static CORPUS: OnceLock<Corpus> = OnceLock::new();
    CORPUS.get_or_init(load_embedded)
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
        let at = self
            .by_id
            .binary_search_by(|&i| self.rules[i as usize].id.as_str().cmp(&key))
            .ok()?;
        Some(&self.rules[self.by_id[at] as usize])
    }

    /// The rule a typed id names.
    pub fn rule(&self, id: RuleId) -> Option<&Rule> {
        self.get(id.as_str())
    }

    /// The document with this id.
    pub fn document(&self, id: &str) -> Option<&Document> {
        self.documents.iter().find(|d| d.id == id)
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
        search::search(&self.rules, &self.index, query)
    }

    /// Up to three ids close to a mistyped `id`, nearest first.
    pub fn suggest(&self, id: &str) -> Vec<&str> {
        search::suggest(self.rules.iter().map(|r| r.id.as_str()), id)
    }
}

#[cfg(test)]
mod embedded_tests {
    use super::*;

    /// The data `build.rs` wrote out is the TOML's: the same documents, rules, search texts and
    /// id order, every text read in place.
    #[test]
    fn the_embedded_corpus_is_the_toml_corpus() {
        let built = load_embedded();
        let toml = load(embedded::FILES).expect("the corpus loads");
        assert_eq!(built.documents(), toml.documents());
        assert_eq!(built.rules(), toml.rules());
        assert_eq!(built.index.rows(), toml.index.rows());
        assert_eq!(built.by_id, toml.by_id);
        assert!(built.rules().len() > 100);
        assert!(built
            .rules()
            .iter()
            .all(|r| r.id.is_embedded() && r.summary.is_embedded()));
    }
}
