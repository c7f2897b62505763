//! A rule of the corpus as text, in either language.

use super::layout::{output_width, wrap};
use crate::i18n::Lang;
use crate::rules::Rule;
use crate::tr;

/// A rule as text, in English.
pub fn rule_text(r: &Rule) -> String {
    rule_text_in(r, Lang::En)
}

/// A rule as text, in `lang`.
pub fn rule_text_in(r: &Rule, lang: Lang) -> String {
    let mut s = format!("{} — {}\n", r.id, r.title_in(lang));
    let where_ = tr!(
        lang,
        "rule-where",
        doc = r.doc.as_str(),
        section = r.section_in(lang),
        paragraph = r.paragraph
    );
    s.push_str(&format!("  {where_}\n"));
    if let (Some(ja), Some(en)) = (&r.term_ja, &r.term_en) {
        let term = tr!(
            lang,
            "rule-term",
            term_ja = ja.as_str(),
            term_en = en.as_str()
        );
        s.push_str(&format!("  {term}\n"));
    }
    s.push_str(&format!("  {}\n", r.summary_in(lang)));
    if let Some(reading) = r.reading_in(lang) {
        s.push_str(&format!(
            "  {}\n",
            tr!(lang, "rule-reading", reading = reading)
        ));
    }
    if let Some(c) = &r.certainty {
        let certainty = tr!(lang, "rule-certainty", certainty = c.as_str());
        s.push_str(&format!("  {certainty}"));
        if let Some(src) = &r.source_ref {
            s.push_str(&format!(" ({src})"));
        }
        s.push('\n');
    }
    match output_width() {
        // Each line wrapped between words, continued under its text.
        Some(w) => s
            .lines()
            .map(|l| {
                let body = l.trim_start();
                let indent = &l[..l.len() - body.len()];
                let rest = format!("{indent}  ");
                wrap(body, w, indent, &rest) + "\n"
            })
            .collect(),
        None => s,
    }
}
