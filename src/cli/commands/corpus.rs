//! `gunbai rules`: the rule corpus looked up, searched and listed.

use super::*;
use crate::i18n::Lang;
use crate::tr;

pub(super) fn rules_cmd(cmd: RulesCmd, lang: Lang) -> Result<ExitCode> {
    let corpus = rules::corpus();
    match cmd {
        RulesCmd::Show { id, json } => {
            let Some(rule) = corpus.get(&id) else {
                let near = corpus.suggest(&id);
                if near.is_empty() {
                    bail!(tr!(lang, "rules-unknown-id", id = &id));
                }
                let near = near
                    .iter()
                    .map(|s| format!("`{s}`"))
                    .collect::<Vec<_>>()
                    .join(", ");
                bail!(tr!(lang, "rules-unknown-id-near", id = &id, near = near));
            };
            if json {
                print_json(rule)?;
            } else {
                print!("{}", render::rule_text_in(rule, lang));
            }
        }
        RulesCmd::List { doc, json } => {
            if let Some(d) = &doc {
                if corpus.document(d).is_none() {
                    let ids: Vec<&str> = corpus.documents().iter().map(|d| d.id.as_str()).collect();
                    bail!(tr!(
                        lang,
                        "rules-unknown-doc",
                        doc = d,
                        docs = ids.join(", ")
                    ));
                }
            }
            let list: Vec<&rules::Rule> = corpus
                .rules()
                .iter()
                .filter(|r| doc.as_ref().is_none_or(|d| r.doc.eq_ignore_ascii_case(d)))
                .collect();
            if json {
                print_json(&list)?;
            } else {
                print!("{}", rule_lines(&list, lang));
            }
        }
        RulesCmd::Search { text, json } => {
            let q = text.join(" ");
            let hits = corpus.search(&q);
            if json {
                print_json(&hits)?;
            } else if hits.is_empty() {
                println!("{}", tr!(lang, "rules-no-match", query = &q));
            } else {
                print!("{}", rule_lines(&hits, lang));
            }
        }
        RulesCmd::Coverage { json } => {
            let cov = crate::coverage::coverage();
            if json {
                print_json(&cov)?;
            } else {
                println!(
                    "{}",
                    tr!(
                        lang,
                        "rules-coverage",
                        covered = cov.covered.len(),
                        total = cov.covered.len() + cov.uncovered.len(),
                        scenarios = cov.scenarios
                    )
                );
                if !cov.uncovered.is_empty() {
                    println!("{}", tr!(lang, "rules-not-exercised"));
                    for id in &cov.uncovered {
                        let title = corpus.get(id).map(|r| r.title_in(lang)).unwrap_or("");
                        println!("  {id:<32} {title}");
                    }
                }
            }
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// One line per rule, its id and title, printed at once rather than line by line.
fn rule_lines(rules: &[&rules::Rule], lang: Lang) -> String {
    let mut out = String::new();
    for r in rules {
        out.push_str(&format!("{:<32} {}\n", r.id, r.title_in(lang)));
    }
    out
}
