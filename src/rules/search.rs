//! Ranked search and id suggestions over the rules.
//!
//! A query is split into words at white space. A word in ASCII is matched, case-insensitively, as a
//! substring of a rule's id, title, summary, reading, English term and English section name. Any
//! other word (Japanese) is matched as a substring of the Japanese term, the Japanese terms list,
//! the section, the title, and the Japanese title, summary, reading and section; a plain substring match finds one- and two-character terms such as
//! 侍 or 寵愛. Every word must match somewhere; fields that name the rule (id, term, title) weigh
//! more than the summary.
//!
//! The texts are compared lowercased; each rule's lowercased texts are made once, into an
//! [`Index`] (by `build.rs` for the embedded corpus), not on every query.

use super::{Rule, Text, Texts};
use std::borrow::Cow;

/// A rule's texts as search compares them, lowercased.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Row {
    pub(super) title: Text,
    pub(super) summary: Text,
    pub(super) reading: Option<Text>,
    pub(super) term_en: Option<Text>,
    pub(super) section_en: Option<Text>,
    pub(super) term_ja: Option<Text>,
    pub(super) terms_ja: Texts,
    pub(super) section: Text,
    pub(super) title_ja: Option<Text>,
    pub(super) summary_ja: Option<Text>,
    pub(super) reading_ja: Option<Text>,
    pub(super) section_ja: Option<Text>,
}

/// Every rule's texts as search compares them: `rows[i]` is `rules[i]`'s.
#[derive(Debug, Default)]
pub(super) struct Index {
    rows: Cow<'static, [Row]>,
}

impl Index {
    /// An index written out at build time.
    pub(super) fn borrowed(rows: &'static [Row]) -> Index {
        Index {
            rows: Cow::Borrowed(rows),
        }
    }

    /// The index of `rules` (`build.rs` makes the same for the embedded corpus).
    pub(super) fn of(rules: &[Rule]) -> Index {
        let lower = |t: &Text| Text::from(t.to_lowercase());
        let rows = rules
            .iter()
            .map(|r| Row {
                title: lower(&r.title),
                summary: lower(&r.summary),
                reading: r.reading.as_ref().map(lower),
                term_en: r.term_en.as_ref().map(lower),
                section_en: r.section_en.as_ref().map(lower),
                term_ja: r.term_ja.as_ref().map(lower),
                terms_ja: r.terms_ja.iter().map(lower).collect::<Vec<_>>().into(),
                section: lower(&r.section),
                title_ja: r.title_ja.as_ref().map(lower),
                summary_ja: r.summary_ja.as_ref().map(lower),
                reading_ja: r.reading_ja.as_ref().map(lower),
                section_ja: r.section_ja.as_ref().map(lower),
            })
            .collect::<Vec<_>>();
        Index {
            rows: Cow::Owned(rows),
        }
    }

    #[cfg(test)]
    pub(super) fn rows(&self) -> &[Row] {
        &self.rows
    }
}

/// Weight of a query that is exactly a rule id.
const EXACT_ID: u32 = 1000;

pub(super) fn search<'a>(rules: &'a [Rule], index: &Index, query: &str) -> Vec<&'a Rule> {
    let words: Vec<String> = query
        .split_whitespace()
        .map(|w| {
            w.trim_matches(|c: char| c.is_ascii_punctuation() && c != '.' && c != '-')
                .to_lowercase()
        })
        .filter(|w| !w.is_empty())
        .collect();
    if words.is_empty() {
        return Vec::new();
    }
    let whole = query.trim().to_lowercase();
    let mut hits: Vec<(u32, &Rule)> = rules
        .iter()
        .zip(index.rows.iter())
        .filter_map(|(rule, row)| {
            let mut total = if rule.id == whole { EXACT_ID } else { 0 };
            for word in &words {
                let score = if word.is_ascii() {
                    english_score(rule, row, word)
                } else {
                    japanese_score(row, word)
                };
                if score == 0 {
                    return None;
                }
                total += score;
            }
            Some((total, rule))
        })
        .collect();
    // A stable sort keeps file order among equal scores.
    hits.sort_by_key(|hit| std::cmp::Reverse(hit.0));
    hits.into_iter().map(|(_, rule)| rule).collect()
}

/// Whether `word` stands in `text` as a whole word (not inside a longer one).
fn has_whole_word(text: &str, word: &str) -> bool {
    text.split(|c: char| !(c.is_alphanumeric() || c == '-'))
        .any(|w| w == word)
}

fn english_score(rule: &Rule, row: &Row, word: &str) -> u32 {
    let mut score = 0;
    if rule.id.split('.').any(|seg| seg == word) {
        score += 30;
    } else if rule.id.contains(word) {
        score += 12;
    }
    if row.title.contains(word) {
        score += if has_whole_word(&row.title, word) {
            15
        } else {
            8
        };
    }
    if row.term_en.as_ref().is_some_and(|t| t.contains(word)) {
        score += 10;
    }
    if row.section_en.as_ref().is_some_and(|s| s.contains(word)) {
        score += 4;
    }
    if row.summary.contains(word) {
        score += if has_whole_word(&row.summary, word) {
            5
        } else {
            2
        };
    }
    if row.reading.as_ref().is_some_and(|r| r.contains(word)) {
        score += 1;
    }
    score
}

fn japanese_score(row: &Row, word: &str) -> u32 {
    let mut score = 0;
    if let Some(term) = &row.term_ja {
        if term == word {
            score += 50;
        } else if term.contains(word) {
            score += 25;
        }
    }
    if row.terms_ja.iter().any(|t| t == word) {
        score += 30;
    } else if row.terms_ja.iter().any(|t| t.contains(word)) {
        score += 15;
    }
    if row.title.contains(word) {
        score += 10;
    }
    if row.section.contains(word) || row.section_ja.as_ref().is_some_and(|s| s.contains(word)) {
        score += 8;
    }
    if row.title_ja.as_ref().is_some_and(|t| t.contains(word)) {
        score += 10;
    }
    if row.summary_ja.as_ref().is_some_and(|s| s.contains(word)) {
        score += 3;
    }
    if row.reading_ja.as_ref().is_some_and(|r| r.contains(word)) {
        score += 1;
    }
    score
}

/// Lowest similarity a suggestion needs.
const SUGGEST_THRESHOLD: f64 = 0.75;

pub(super) fn suggest<'a>(ids: impl Iterator<Item = &'a str>, id: &str) -> Vec<&'a str> {
    let typed = id.trim().to_lowercase();
    if typed.is_empty() {
        return Vec::new();
    }
    let mut scored: Vec<(f64, &str)> = ids
        .filter_map(|candidate| {
            let mut score = strsim::jaro_winkler(&typed, candidate)
                .max(strsim::normalized_damerau_levenshtein(&typed, candidate));
            if typed.len() >= 3 && candidate.contains(&typed) {
                // A fragment of an id (`petition`) points at the ids that hold it.
                score = score.max(0.85);
            }
            (score >= SUGGEST_THRESHOLD).then_some((score, candidate))
        })
        .collect();
    scored.sort_by(|a, b| b.0.total_cmp(&a.0));
    scored.into_iter().take(3).map(|(_, id)| id).collect()
}
