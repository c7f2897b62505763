//! A rule of the corpus as text.

use super::layout::{output_width, wrap};
use crate::rules::Rule;

/// A rule as text.
pub fn rule_text(r: &Rule) -> String {
    let mut s = format!("{} — {}\n", r.id, r.title);
    let section = match &r.section_en {
        Some(en) => format!("{} ({en})", r.section),
        None => r.section.to_string(),
    };
    s.push_str(&format!(
        "  where: {} · {} · paragraph {}\n",
        r.doc, section, r.paragraph
    ));
    if let (Some(ja), Some(en)) = (&r.term_ja, &r.term_en) {
        s.push_str(&format!("  term: {ja} ({en})\n"));
    }
    s.push_str(&format!("  {}\n", r.summary));
    if let Some(reading) = &r.reading {
        s.push_str(&format!("  gunbai's reading: {reading}\n"));
    }
    if let Some(c) = &r.certainty {
        s.push_str(&format!("  certainty: {c}"));
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
