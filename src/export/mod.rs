//! Exports: a tournament's rulings report (Markdown, CSV, JSON, HTML) and a case with every step,
//! its citations and the board after it (Markdown, JSON, one self-contained HTML page).
//!
//! *Architecture Invariant:* every function here turns a DTO into text and nothing else: no
//! database, no clock, no files. Whatever a user typed is escaped for the format it lands in —
//! HTML text, JSON embedded in HTML, Markdown, CSV — so a name such as `</script>` stays text.

pub mod board;
pub mod file;
mod html;

use chrono::{DateTime, Utc};
use serde::Serialize;

use crate::engine::{Event, Game};
use crate::i18n::Lang;
use crate::render::{self, BoardView};
use crate::session::SessionError;
use crate::store::Store;
use crate::tournament::{citation_view, local, CitationView, RulingView, TournamentReport};

/// HTML escaping, shared with the pages of `gunbai serve`.
pub use html::esc;
pub use html::{case_html, case_html_in, report_html, report_html_in};

/// A case as exported.
#[derive(Debug, Clone, Serialize)]
pub struct CaseExport {
    pub case: String,
    pub created_at: DateTime<Utc>,
    /// Number of events.
    pub events: u64,
    /// The first event whose stored state hash differs from the state this engine reaches.
    pub diverged: Option<u64>,
    pub steps: Vec<CaseStep>,
}

/// One event of an exported case, with what it did and the board after it.
#[derive(Debug, Clone, Serialize)]
pub struct CaseStep {
    /// The event's number in the case, from 1.
    pub seq: u64,
    /// The line the judge typed.
    pub line: String,
    pub kind: String,
    pub author: String,
    pub recorded_at: DateTime<Utc>,
    pub recorded_at_local: String,
    /// Whether a later `undo` retracted this event.
    pub retracted: bool,
    pub steps: Vec<StepView>,
    pub board: BoardView,
    /// The board as `gunbai show` prints it.
    pub board_text: String,
    /// The attack as it stood before this event, for the battle picture (who won a battle
    /// fought at this step); not part of the JSON export.
    #[serde(skip)]
    pub attack_before: Option<crate::render::AttackView>,
}

/// One explained step with its citations and their titles.
#[derive(Debug, Clone, Serialize)]
pub struct StepView {
    pub text: String,
    pub citations: Vec<CitationView>,
}

/// Replays a stored case, keeping the steps and the board after every event.
/// A case's export with its steps in English.
pub fn build_case(store: &Store, case: &str) -> Result<CaseExport, SessionError> {
    build_case_in(store, case, Lang::En)
}

/// A case's export with its steps in `lang` (the events, the board and the hashes are the same
/// in every language).
pub fn build_case_in<S: crate::tournament::RulingStore + ?Sized>(
    store: &S,
    case: &str,
    lang: Lang,
) -> Result<CaseExport, SessionError> {
    let info = store.case(case)?;
    let rows = store.events(info.id)?;
    let mut game = Game::new();
    let mut steps = Vec::with_capacity(rows.len());
    let mut diverged = None;
    for row in &rows {
        let ev =
            Event::from_json(row.version, &row.payload).map_err(|e| SessionError::Corrupt {
                case: info.name.clone(),
                seq: row.seq,
                message: e.to_string(),
            })?;
        let notes = crate::session::unplayable_note(&ev);
        let attack_before = game
            .state()
            .attack
            .as_ref()
            .map(|a| render::attack_view(game.state(), a, lang));
        let mut done = game.push(ev);
        done.extend(notes);
        if diverged.is_none() && game.state_hash_like(&row.state_hash) != row.state_hash {
            diverged = Some(row.seq);
        }
        steps.push(CaseStep {
            seq: row.seq,
            line: row.source.clone(),
            kind: row.kind.clone(),
            author: row.author.clone(),
            recorded_at: row.recorded_at,
            recorded_at_local: local(row.recorded_at),
            retracted: false,
            steps: done
                .iter()
                .map(|s| StepView {
                    text: s.text(lang),
                    citations: s
                        .citations
                        .iter()
                        .map(|c| citation_view(c.as_str()))
                        .collect(),
                })
                .collect(),
            board: render::board_view(game.state(), lang),
            board_text: render::board(game.state(), lang),
            attack_before,
        });
    }
    let gone = game.retracted();
    for s in &mut steps {
        s.retracted = gone.contains(&s.seq);
    }
    Ok(CaseExport {
        case: info.name,
        created_at: info.created_at,
        events: rows.len() as u64,
        diverged,
        steps,
    })
}

/// Pretty JSON of any export DTO.
pub fn json<T: Serialize>(v: &T) -> String {
    let mut s =
        serde_json::to_string_pretty(v).expect("export DTOs hold only strings, numbers and lists");
    s.push('\n');
    s
}

/// Text for a Markdown paragraph or table cell: ASCII punctuation that Markdown could read as
/// markup (or as HTML) is backslash-escaped, line breaks become `<br>`.
pub fn md_text(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '\r' => {}
            '\n' => out.push_str("<br>"),
            '\\' | '`' | '*' | '_' | '{' | '}' | '[' | ']' | '<' | '>' | '(' | ')' | '#' | '+'
            | '-' | '!' | '|' | '~' | '&' | '"' => {
                out.push('\\');
                out.push(c);
            }
            c => out.push(c),
        }
    }
    out
}

/// A fenced code block that `body` cannot close early.
fn md_code(body: &str) -> String {
    let mut longest = 0;
    let mut run = 0;
    for c in body.chars() {
        if c == '`' {
            run += 1;
            longest = longest.max(run);
        } else {
            run = 0;
        }
    }
    let fence = "`".repeat((longest + 1).max(3));
    format!("{fence}text\n{}\n{fence}\n", body.trim_end_matches('\n'))
}

fn md_citations(c: &[CitationView], lang: Lang) -> String {
    if c.is_empty() {
        return crate::tr!(lang, "export-none");
    }
    c.iter()
        .map(|c| match &c.title {
            Some(t) => format!("`{}` {}", c.id, md_text(t)),
            None => format!("`{}` {}", c.id, crate::tr!(lang, "export-cite-gone")),
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// A tournament's rulings report in Markdown (English).
pub fn report_md(r: &TournamentReport) -> String {
    report_md_in(r, Lang::En)
}

/// A tournament's rulings report in Markdown, its headings and labels in `lang` (what the
/// judges typed stays as typed).
pub fn report_md_in(r: &TournamentReport, lang: Lang) -> String {
    let mut s = format!(
        "# {}\n\n",
        crate::tr!(
            lang,
            "export-rulings-of",
            event = md_text(&r.tournament.name)
        )
    );
    if let Some(d) = r.tournament.date {
        s.push_str(&format!(
            "{}\n\n",
            crate::tr!(lang, "export-date", date = d.to_string())
        ));
    }
    s.push_str(&crate::tr!(
        lang,
        "export-ruling-count",
        count = r.rulings.len()
    ));
    s.push('\n');
    for v in &r.rulings {
        s.push('\n');
        s.push_str(&ruling_md(v, r.undone_warning(v.number), lang));
    }
    s
}

/// A label of a ruling's field, in `lang`.
pub(crate) fn label(lang: Lang, field: &str) -> String {
    crate::tr!(lang, "export-label", field = field)
}

fn ruling_md(v: &RulingView, undone: Option<&str>, lang: Lang) -> String {
    let mut s = format!(
        "## {}\n\n",
        crate::tr!(
            lang,
            "export-ruling-heading",
            number = v.number,
            round = v.round.to_string(),
            table = v.table.to_string()
        )
    );
    if let Some(w) = undone {
        s.push_str(&format!(
            "**{}**\n\n",
            crate::tr!(lang, "export-warning", text = md_text(w))
        ));
    }
    if v.corrects.is_some() {
        s.push_str(&crate::tr!(
            lang,
            "export-version",
            version = v.version.to_string()
        ));
        s.push_str("\n\n");
    }
    let players: Vec<String> = v.players.iter().map(|p| md_text(p)).collect();
    let mut field = |name: &str, value: String| {
        s.push_str(&format!("- **{}:** {value}\n", label(lang, name)));
    };
    field("given", v.given_at_local.clone());
    field("players", players.join(", "));
    field("judge", md_text(&v.judge));
    field("question", md_text(&v.question));
    field("ruling", md_text(&v.ruling));
    if let Some(p) = &v.penalty {
        field("penalty", md_text(p));
    }
    if let Some(m) = v.extension_minutes {
        field(
            "extension",
            crate::tr!(lang, "export-minutes", minutes = m.to_string()),
        );
    }
    field("citations", md_citations(&v.citations, lang));
    if let Some(c) = &v.case {
        s.push_str(&format!(
            "- **{}:** {}\n\n{}",
            label(lang, "case"),
            crate::tr!(
                lang,
                "export-case-at",
                case = md_text(&c.case),
                at = c.at.to_string()
            ),
            md_code(&c.steps)
        ));
    }
    for a in &v.appeals {
        s.push_str(&format!(
            "- **{}** {}\n",
            label(lang, "appeal"),
            crate::tr!(
                lang,
                "export-appeal",
                by = md_text(&a.by),
                appellant = a
                    .appellant
                    .as_deref()
                    .map(|p| crate::tr!(lang, "export-appellant", player = md_text(p)))
                    .unwrap_or_default(),
                at = a.recorded_at_local.as_str(),
                outcome = a.outcome.as_str(),
                note = md_text(&a.note)
            )
        ));
    }
    s.push_str(&format!(
        "- **{}:** {}\n",
        label(lang, "recorded"),
        crate::tr!(
            lang,
            "export-recorded",
            at = v.recorded_at_local.as_str(),
            author = md_text(&v.author)
        )
    ));
    s
}

/// One CSV field, always quoted. A field that a spreadsheet would run as a formula (it starts
/// with `=`, `+`, `-`, `@`, a tab or a carriage return) gets a leading `'`.
pub fn csv_field(s: &str) -> String {
    let guarded = if s.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{s}")
    } else {
        s.to_owned()
    };
    format!("\"{}\"", guarded.replace('"', "\"\""))
}

/// The columns of [`report_csv`], in order.
pub const CSV_COLUMNS: &[&str] = &[
    "number",
    "id",
    "original",
    "corrects",
    "event",
    "event_date",
    "round",
    "table",
    "players",
    "judge",
    "given_at_utc",
    "given_at_local",
    "question",
    "ruling",
    "penalty",
    "extension_minutes",
    "citations",
    "citation_titles",
    "case",
    "case_at",
    "appeals",
    "author",
    "recorded_at_utc",
    "hash",
];

/// A tournament's rulings report as CSV with English column names.
pub fn report_csv(r: &TournamentReport) -> String {
    report_csv_in(r, Lang::En)
}

/// The header of [`CSV_COLUMNS`] in `lang`: the column names themselves in English, their
/// Japanese names in Japanese (the order and the values are the same).
pub fn csv_header(lang: Lang) -> Vec<String> {
    CSV_COLUMNS
        .iter()
        .map(|c| match lang {
            Lang::En => (*c).to_string(),
            Lang::Ja => crate::tr!(lang, "export-csv-column", column = *c),
        })
        .collect()
}

/// A tournament's rulings report as CSV (RFC 4180, CRLF line ends), one row per ruling as it
/// stands, its header in `lang`. Lists within a field are joined with `; `; appeals with ` | `.
pub fn report_csv_in(r: &TournamentReport, lang: Lang) -> String {
    let mut s = csv_header(lang)
        .iter()
        .map(|c| csv_field(c))
        .collect::<Vec<_>>()
        .join(",");
    s.push_str("\r\n");
    for v in &r.rulings {
        let appeals: Vec<String> = v
            .appeals
            .iter()
            .map(|a| {
                format!(
                    "#{} {} heard by {}{} ({}): {}",
                    a.id,
                    a.outcome.as_str(),
                    a.by,
                    a.appellant
                        .as_deref()
                        .map(|p| format!(", appealed by {p}"))
                        .unwrap_or_default(),
                    a.recorded_at.to_rfc3339(),
                    a.note
                )
            })
            .collect();
        let row = [
            v.number.to_string(),
            v.id.to_string(),
            v.original.to_string(),
            v.corrects.map(|c| c.to_string()).unwrap_or_default(),
            v.tournament.clone(),
            v.tournament_date.map(|d| d.to_string()).unwrap_or_default(),
            v.round.to_string(),
            v.table.to_string(),
            v.players.join("; "),
            v.judge.clone(),
            v.given_at.to_rfc3339(),
            v.given_at_local.clone(),
            v.question.clone(),
            v.ruling.clone(),
            v.penalty.clone().unwrap_or_default(),
            v.extension_minutes
                .map(|m| m.to_string())
                .unwrap_or_default(),
            v.citations
                .iter()
                .map(|c| c.id.as_str())
                .collect::<Vec<_>>()
                .join("; "),
            v.citations
                .iter()
                .map(|c| c.title.clone().unwrap_or_default())
                .collect::<Vec<_>>()
                .join("; "),
            v.case.as_ref().map(|c| c.case.clone()).unwrap_or_default(),
            v.case
                .as_ref()
                .map(|c| c.at.to_string())
                .unwrap_or_default(),
            appeals.join(" | "),
            v.author.clone(),
            v.recorded_at.to_rfc3339(),
            v.hash.clone(),
        ];
        s.push_str(
            &row.iter()
                .map(|f| csv_field(f))
                .collect::<Vec<_>>()
                .join(","),
        );
        s.push_str("\r\n");
    }
    s
}

/// A case in Markdown: every event with its steps, citations and the board after it.
pub fn case_md(c: &CaseExport) -> String {
    case_md_in(c, Lang::En)
}

/// A case in Markdown with its headings in `lang` (build the export with [`build_case_in`] in
/// the same language for the steps).
pub fn case_md_in(c: &CaseExport, lang: Lang) -> String {
    let mut s = format!(
        "# {}\n\n{}\n",
        crate::tr!(lang, "export-case-title", case = md_text(&c.case)),
        crate::tr!(
            lang,
            "export-case-summary",
            events = c.events,
            created = local(c.created_at)
        )
    );
    if let Some(d) = c.diverged {
        s.push_str(&format!(
            "\n**{}**\n",
            crate::tr!(lang, "export-diverged", event = d)
        ));
    }
    for st in &c.steps {
        s.push_str(&format!(
            "\n## {}: {}\n\n",
            crate::tr!(lang, "export-step-of", step = st.seq, total = c.events),
            md_text(&st.line)
        ));
        if st.retracted {
            s.push_str(&format!("*{}*\n\n", crate::tr!(lang, "export-retracted")));
        }
        for (i, step) in st.steps.iter().enumerate() {
            s.push_str(&format!(
                "{}. {} — {}\n",
                i + 1,
                md_text(&step.text),
                md_citations(&step.citations, lang)
            ));
        }
        s.push_str(&format!("\n{}\n\n", crate::tr!(lang, "export-board-after")));
        s.push_str(&md_code(&st.board_text));
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn csv_quotes_and_guards_formulas() {
        assert_eq!(csv_field("a\"b"), "\"a\"\"b\"");
        assert_eq!(csv_field("=1+1"), "\"'=1+1\"");
        assert_eq!(csv_field("line\nbreak"), "\"line\nbreak\"");
    }

    #[test]
    fn markdown_escapes_markup() {
        assert_eq!(md_text("<b>*x*</b>"), "\\<b\\>\\*x\\*\\</b\\>");
        assert_eq!(md_code("a ``` b"), "````text\na ``` b\n````\n");
    }
}
