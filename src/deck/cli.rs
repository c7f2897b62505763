//! `gunbai deck check`: reads the file, prints the report, and turns it into an exit code.

use super::{
    check_list_with, find_card, name_variants, parse, DeckList, Environment, Environments,
    OtherKinds, Report, Violation, ViolationKind,
};
use crate::cards::PrintedCard;
use crate::engine::{CardDef, Library};
use crate::i18n::Lang;
use crate::store::Store;
use crate::{msg, tr};
use anyhow::{Context, Result};
use comfy_table::{presets::UTF8_FULL_CONDENSED, ContentArrangement, Table};
use serde::Serialize;
use std::collections::HashMap;
use std::io::Write;
use std::path::Path;
use std::process::ExitCode;

/// Exit code of an illegal deck.
pub const EXIT_ILLEGAL: u8 = 1;
/// Exit code of a file that cannot be read, or an unknown environment.
pub const EXIT_UNREADABLE: u8 = 2;
/// Exit code of a deck that breaks no rule gunbai could check, but lists cards it could not
/// look up.
pub const EXIT_UNCHECKED: u8 = 3;

#[derive(Serialize)]
struct JsonOut<'a> {
    file: String,
    #[serde(flatten)]
    report: &'a Report,
}

/// Checks one deck file: 0 when legal, 1 when not, 2 when the file cannot be read or the
/// environment is unknown (with a message on stderr). Cards imported into the database `db`
/// (when it exists; it is never created here) are looked up before the built-in library, and
/// `--environment` may also name a `<legal>` tag of the imported cards.
pub fn check_command(
    db: Option<&Path>,
    file: &Path,
    json: bool,
    environment: Option<&str>,
    lang: Lang,
) -> Result<ExitCode> {
    let text = match crate::input::read_limited(file, crate::input::DECK_LIMIT) {
        // Egg of P'an Ku on Windows writes Windows-1252: read as such when it is not UTF-8.
        Ok(bytes) => match String::from_utf8(bytes) {
            Ok(t) => t,
            Err(e) => e
                .as_bytes()
                .iter()
                .map(|&b| crate::cards::xml::windows_1252(b))
                .collect(),
        },
        Err(e) => {
            eprintln!(
                "{}",
                tr!(
                    lang,
                    "deck-read-error",
                    path = file.display().to_string(),
                    error = e.to_string()
                )
            );
            return Ok(ExitCode::from(EXIT_UNREADABLE));
        }
    };
    // A `.l5d` file is Egg of P'an Ku's layout whatever its headings look like.
    let list = if file
        .extension()
        .is_some_and(|x| x.eq_ignore_ascii_case("l5d"))
    {
        super::parse_l5d(&text)
    } else {
        parse(&text)
    };
    let store = match db.filter(|p| p.exists()) {
        Some(p) => Some(
            Store::open(p)
                .with_context(|| tr!(lang, "verify-cannot-open", db = p.display().to_string()))?,
        ),
        None => None,
    };
    let builtin = Library::embedded();
    let imported = match &store {
        Some(s) => crate::cards::imported_for_names(
            s,
            list.entries.iter().map(|e| e.name.as_str()),
            builtin,
        )?,
        None => Vec::new(),
    };
    let others = match &store {
        Some(s) => other_kinds(s, &list, &imported)?,
        None => OtherKinds::new(),
    };
    let legal: HashMap<String, Vec<String>> = imported
        .iter()
        .map(|(d, p)| (d.name.to_lowercase(), p.legal.clone()))
        .collect();
    let lib = builtin.with_cards(imported.into_iter().map(|(d, _)| d).collect());

    let envs = Environments::embedded();
    let (env, tag) = match environment {
        None => (None, None),
        Some(id) => match named_environment(envs, store.as_ref(), id)? {
            Ok(found) => found,
            Err(message) => {
                eprintln!("{}", tr!(lang, "cli-error", error = message.render(lang)));
                return Ok(ExitCode::from(EXIT_UNREADABLE));
            }
        },
    };
    let mut report = check_list_with(&list, &lib, &others, env);
    if let Some(tag) = &tag {
        legality(&list, &lib, &legal, tag, &mut report);
    }
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
            render_table(&file.display().to_string(), &report, lang)
        )?;
    }
    Ok(match report.verdict() {
        "legal" => ExitCode::SUCCESS,
        "could not check" => ExitCode::from(EXIT_UNCHECKED),
        _ => ExitCode::from(EXIT_ILLEGAL),
    })
}

/// The imported cards of kinds gunbai does not play, among the deck's names: known and placed,
/// never "unknown" (by lowercased name variant: the card's name and kind).
fn other_kinds(
    s: &Store,
    list: &DeckList,
    imported: &[(CardDef, PrintedCard)],
) -> Result<OtherKinds> {
    let mut others = OtherKinds::new();
    let mut seen = std::collections::HashSet::new();
    for e in &list.entries {
        if !seen.insert(e.name.to_lowercase())
            || imported.iter().any(|(d, _)| {
                name_variants(&e.name)
                    .iter()
                    .any(|v| d.name.eq_ignore_ascii_case(v))
            })
        {
            continue;
        }
        for v in name_variants(&e.name) {
            if let Some(c) = s.cards_named(&v)?.into_iter().next() {
                others.insert(v.to_lowercase(), (c.name.clone(), c.kind.clone()));
                break;
            }
        }
    }
    Ok(others)
}

/// The environment `--environment` names: one of gunbai's, or else a `<legal>` tag of the
/// imported cards; the inner error says what to type instead.
#[allow(clippy::type_complexity)]
fn named_environment<'e>(
    envs: &'e Environments,
    store: Option<&Store>,
    id: &str,
) -> Result<std::result::Result<(Option<&'e Environment>, Option<String>), crate::msg::Msg>> {
    if let Some(e) = envs.get(id) {
        return Ok(Ok((Some(e), None)));
    }
    let tags = match store {
        Some(s) => s.card_legal_tags()?,
        None => Vec::new(),
    };
    if let Some(t) = tags.iter().find(|t| t.eq_ignore_ascii_case(id.trim())) {
        return Ok(Ok((None, Some(t.clone()))));
    }
    let imported = if tags.is_empty() {
        msg!("deck-no-legal-tags")
    } else {
        msg!("deck-legal-tags", tags = tags.join(", "))
    };
    Ok(Err(msg!(
        "deck-unknown-environment",
        id = id,
        ids = envs.ids().join(", "),
        imported = imported
    )))
}

/// Adds a violation for each card whose imported card database does not list `tag` among its
/// `<legal>` environments; a card that is not imported cannot be shown legal.
pub fn legality(
    list: &DeckList,
    lib: &Library,
    legal: &HashMap<String, Vec<String>>,
    tag: &str,
    report: &mut Report,
) {
    for e in &list.entries {
        let Some(def) = find_card(lib, &e.name) else {
            continue; // reported as unknown already
        };
        let message = match legal.get(&def.name.to_lowercase()) {
            Some(tags) if tags.iter().any(|t| t.eq_ignore_ascii_case(tag)) => continue,
            Some(tags) if tags.is_empty() => {
                msg!("deck-not-legal-no-env", card = def.name.as_str(), tag = tag)
            }
            Some(tags) => msg!(
                "deck-not-legal-in",
                card = def.name.as_str(),
                tag = tag,
                tags = tags.join(", ")
            ),
            None => msg!(
                "deck-not-imported",
                card = def.name.as_str(),
                tag = tag,
                synthetic = crate::msg::yes_no(def.synthetic)
            ),
        };
        report.violations.push(Violation {
            line: Some(e.line),
            section: Some(e.section),
            card: Some(def.name.clone()),
            kind: ViolationKind::Environment,
            rule: None,
            reading: false,
            message,
            suggestion: None,
        });
    }
    report
        .violations
        .sort_by_key(|v| (v.line.map_or(0, |l| l + 1), v.kind));
    report.ok = report.violations.is_empty() && report.unchecked.is_empty();
    report.environment = Some(tag.to_string());
}

/// The report as text: a summary line, and a table of the violations if there are any.
pub fn render_table(file: &str, report: &Report, lang: Lang) -> String {
    let c = report.counts;
    let env = report
        .environment
        .as_deref()
        .map(|e| tr!(lang, "deck-environment", env = e))
        .unwrap_or_default();
    let mut s = tr!(
        lang,
        "deck-summary",
        file = file,
        stronghold = c.stronghold,
        dynasty = c.dynasty,
        fate = c.fate,
        pregame = c.pre_game,
        env = env
    );
    s.push('\n');
    let unchecked = unchecked_lines(report, lang);
    if report.ok {
        s.push_str(&tr!(lang, "deck-legal"));
        s.push('\n');
        return s;
    }
    if report.violations.is_empty() {
        s.push_str(&unchecked);
        s.push_str(&tr!(
            lang,
            "deck-could-not-check",
            n = report.unchecked.len()
        ));
        s.push('\n');
        return s;
    }
    let mut t = Table::new();
    t.load_style(UTF8_FULL_CONDENSED);
    t.set_content_arrangement(ContentArrangement::Dynamic);
    if t.width().is_none() {
        // Not a terminal: wrap the messages at a readable width all the same.
        t.set_width(110);
    }
    t.set_header(["line", "card", "rule", "message"].map(|c| tr!(lang, "deck-column", column = c)));
    for v in &report.violations {
        let rule = match v.rule {
            Some(r) if v.reading => tr!(lang, "deck-rule-reading", rule = r.as_str()),
            Some(r) => r.to_string(),
            None => "—".to_string(),
        };
        t.add_row(vec![
            v.line.map_or_else(|| "—".to_string(), |l| l.to_string()),
            v.card.clone().unwrap_or_else(|| "—".to_string()),
            rule,
            v.message.render(lang),
        ]);
    }
    s.push_str(&t.to_string());
    s.push('\n');
    s.push_str(&unchecked);
    s.push_str(&tr!(
        lang,
        "deck-not-legal",
        n = report.violations.len(),
        unchecked = report.unchecked.len()
    ));
    s.push('\n');
    s
}

/// The cards that could not be checked, each once, and what to do about them.
fn unchecked_lines(report: &Report, lang: Lang) -> String {
    if report.unchecked.is_empty() {
        return String::new();
    }
    let mut s = tr!(lang, "deck-unchecked", n = report.unchecked.len());
    s.push('\n');
    for u in &report.unchecked {
        let hint = u
            .suggestion
            .as_deref()
            .map(|h| tr!(lang, "deck-did-you-mean", name = h))
            .unwrap_or_default();
        s.push_str(&tr!(
            lang,
            "deck-unchecked-line",
            line = u.line,
            card = u.card.as_str(),
            hint = hint
        ));
        s.push('\n');
    }
    s
}
