//! `gunbai rules`: the rule corpus looked up, searched and listed.

use super::*;

pub(super) fn rules_cmd(cmd: RulesCmd) -> Result<ExitCode> {
    let corpus = rules::corpus();
    match cmd {
        RulesCmd::Show { id, json } => {
            let Some(rule) = corpus.get(&id) else {
                let near = corpus.suggest(&id);
                if near.is_empty() {
                    bail!("unknown rule id `{id}`: `gunbai rules search WORDS` finds rules by their text");
                }
                bail!(
                    "unknown rule id `{id}`: did you mean {}?",
                    near.iter()
                        .map(|s| format!("`{s}`"))
                        .collect::<Vec<_>>()
                        .join(", ")
                );
            };
            if json {
                print_json(rule)?;
            } else {
                print!("{}", render::rule_text(rule));
            }
        }
        RulesCmd::List { doc, json } => {
            if let Some(d) = &doc {
                if corpus.document(d).is_none() {
                    let ids: Vec<&str> = corpus.documents().iter().map(|d| d.id.as_str()).collect();
                    bail!("unknown document `{d}`: choose one of {}", ids.join(", "));
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
                print!("{}", rule_lines(&list));
            }
        }
        RulesCmd::Search { text, json } => {
            let q = text.join(" ");
            let hits = corpus.search(&q);
            if json {
                print_json(&hits)?;
            } else if hits.is_empty() {
                println!("No rule matches `{q}`");
            } else {
                print!("{}", rule_lines(&hits));
            }
        }
        RulesCmd::Coverage { json } => {
            let cov = crate::coverage::coverage();
            if json {
                print_json(&cov)?;
            } else {
                println!(
                    "{} of {} rulebook and reference entries are exercised by the {} scenarios",
                    cov.covered.len(),
                    cov.covered.len() + cov.uncovered.len(),
                    cov.scenarios
                );
                if !cov.uncovered.is_empty() {
                    println!("Not yet exercised:");
                    for id in &cov.uncovered {
                        let title = corpus.get(id).map(|r| r.title.as_str()).unwrap_or("");
                        println!("  {id:<32} {title}");
                    }
                }
            }
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// One line per rule, its id and title, printed at once rather than line by line.
fn rule_lines(rules: &[&rules::Rule]) -> String {
    let mut out = String::new();
    for r in rules {
        out.push_str(&format!("{:<32} {}\n", r.id, r.title));
    }
    out
}
