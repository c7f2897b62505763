//! Ranked search and id suggestions over the rules.
//!
//! A query is split into words at white space. A word in ASCII is matched, case-insensitively, as a
//! substring of a rule's id, title, summary, reading, English term and English section name. Any
//! other word (Japanese) is matched as a substring of the Japanese term, the Japanese terms list,
//! the section and the title; a plain substring match finds one- and two-character terms such as
//! 侍 or 寵愛. Every word must match somewhere; fields that name the rule (id, term, title) weigh
//! more than the summary.

use super::Rule;

/// Weight of a query that is exactly a rule id.
const EXACT_ID: u32 = 1000;

pub(super) fn search<'a>(rules: &'a [Rule], query: &str) -> Vec<&'a Rule> {
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
        .filter_map(|rule| {
            let mut total = if rule.id == whole { EXACT_ID } else { 0 };
            for word in &words {
                let score = if word.is_ascii() {
                    english_score(rule, word)
                } else {
                    japanese_score(rule, word)
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

fn english_score(rule: &Rule, word: &str) -> u32 {
    let mut score = 0;
    if rule.id.split('.').any(|seg| seg == word) {
        score += 30;
    } else if rule.id.contains(word) {
        score += 12;
    }
    let title = rule.title.to_lowercase();
    if title.contains(word) {
        score += if has_whole_word(&title, word) { 15 } else { 8 };
    }
    if let Some(term) = &rule.term_en {
        if term.to_lowercase().contains(word) {
            score += 10;
        }
    }
    if let Some(section) = &rule.section_en {
        if section.to_lowercase().contains(word) {
            score += 4;
        }
    }
    let summary = rule.summary.to_lowercase();
    if summary.contains(word) {
        score += if has_whole_word(&summary, word) { 5 } else { 2 };
    }
    if let Some(reading) = &rule.reading {
        if reading.to_lowercase().contains(word) {
            score += 1;
        }
    }
    score
}

fn japanese_score(rule: &Rule, word: &str) -> u32 {
    let mut score = 0;
    if let Some(term) = &rule.term_ja {
        let term = term.to_lowercase();
        if term == word {
            score += 50;
        } else if term.contains(word) {
            score += 25;
        }
    }
    let terms: Vec<String> = rule.terms_ja.iter().map(|t| t.to_lowercase()).collect();
    if terms.iter().any(|t| t == word) {
        score += 30;
    } else if terms.iter().any(|t| t.contains(word)) {
        score += 15;
    }
    if rule.title.to_lowercase().contains(word) {
        score += 10;
    }
    if rule.section.to_lowercase().contains(word) {
        score += 8;
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
