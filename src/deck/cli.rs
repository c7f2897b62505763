//! `gunbai deck check`: reads the file, prints the report, and turns it into an exit code.

use super::{check, Environments, Report};
use crate::engine::Library;
use anyhow::Result;
use comfy_table::{presets::UTF8_FULL_CONDENSED, ContentArrangement, Table};
use serde::Serialize;
use std::io::Write;
use std::path::Path;
use std::process::ExitCode;

/// Exit code of an illegal deck.
pub const EXIT_ILLEGAL: u8 = 1;
/// Exit code of a file that cannot be read, or an unknown environment.
pub const EXIT_UNREADABLE: u8 = 2;

#[derive(Serialize)]
struct JsonOut<'a> {
    file: String,
    #[serde(flatten)]
    report: &'a Report,
}

/// Checks one deck file: 0 when legal, 1 when not, 2 when the file cannot be read or the
/// environment is unknown (with a message on stderr).
pub fn check_command(file: &Path, json: bool, environment: Option<&str>) -> Result<ExitCode> {
    let envs = Environments::embedded();
    let env = match environment {
        None => None,
        Some(id) => match envs.get(id) {
            Some(e) => Some(e),
            None => {
                eprintln!(
                    "error: unknown environment `{id}`: type one of {}",
                    envs.ids().join(", ")
                );
                return Ok(ExitCode::from(EXIT_UNREADABLE));
            }
        },
    };
    let text = match std::fs::read(file) {
        Ok(bytes) => match String::from_utf8(bytes) {
            Ok(t) => t,
            Err(_) => {
                eprintln!(
                    "error: cannot read the deck file {}: it is not UTF-8 text",
                    file.display()
                );
                return Ok(ExitCode::from(EXIT_UNREADABLE));
            }
        },
        Err(e) => {
            eprintln!("error: cannot read the deck file {}: {e}", file.display());
            return Ok(ExitCode::from(EXIT_UNREADABLE));
        }
    };
    let report = check(&text, Library::embedded(), env);
    let mut out = std::io::stdout().lock();
    if json {
        serde_json::to_writer_pretty(
            &mut out,
            &JsonOut {
                file: file.display().to_string(),
                report: &report,
            },
        )?;
        writeln!(out)?;
    } else {
        write!(
            out,
            "{}",
            render_table(&file.display().to_string(), &report)
        )?;
    }
    Ok(if report.ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(EXIT_ILLEGAL)
    })
}

/// The report as text: a summary line, and a table of the violations if there are any.
pub fn render_table(file: &str, report: &Report) -> String {
    let c = report.counts;
    let env = report
        .environment
        .as_deref()
        .map(|e| format!(", environment {e}"))
        .unwrap_or_default();
    let mut s = format!(
        "{file}: stronghold {}, dynasty {}, fate {}{env}\n",
        c.stronghold, c.dynasty, c.fate
    );
    if report.ok {
        s.push_str("legal: no violations\n");
        return s;
    }
    let mut t = Table::new();
    t.load_preset(UTF8_FULL_CONDENSED);
    t.set_content_arrangement(ContentArrangement::Dynamic);
    if t.width().is_none() {
        // Not a terminal: wrap the messages at a readable width all the same.
        t.set_width(110);
    }
    t.set_header(vec!["Line", "Card", "Rule", "Message"]);
    for v in &report.violations {
        let rule = match v.rule {
            Some(r) if v.reading => format!("{r} (reading)"),
            Some(r) => r.to_string(),
            None => "—".to_string(),
        };
        t.add_row(vec![
            v.line.map_or_else(|| "—".to_string(), |l| l.to_string()),
            v.card.clone().unwrap_or_else(|| "—".to_string()),
            rule,
            v.message.clone(),
        ]);
    }
    s.push_str(&t.to_string());
    s.push('\n');
    let n = report.violations.len();
    s.push_str(&format!(
        "not legal: {n} violation{}\n",
        if n == 1 { "" } else { "s" }
    ));
    s
}
