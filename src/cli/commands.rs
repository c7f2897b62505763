//! What each subcommand does.

use super::{escape_controls, CaseCmd, Cli, Cmd, RulesCmd};
use crate::engine::{Event, Game, Library};
use crate::lang;
use crate::render;
use crate::rules;
use crate::session::{self, LineResult, ScriptLine, Session};
use crate::snapshot;
use crate::store::{Store, StoreError, StoredEvent};
use anyhow::{anyhow, bail, Context, Result};
use chrono::Utc;
use clap::CommandFactory;
use serde::Serialize;
use std::io::IsTerminal;
use std::io::{BufRead, Write};
use std::path::Path;
use std::process::ExitCode;

pub fn run(cli: Cli) -> Result<ExitCode> {
    let db = cli.db.clone().unwrap_or_else(super::default_db);
    match cli.command {
        None => crate::repl::run(&db, &cli.author, None),
        Some(Cmd::Repl { case }) => crate::repl::run(&db, &cli.author, case.as_deref()),
        Some(Cmd::Run {
            file,
            memory,
            json,
            case,
            board,
        }) => run_file(&db, &cli.author, &file, memory, json, case, board),
        Some(Cmd::Replay { case }) => replay(&db, &case),
        Some(Cmd::Show { case, at, json }) => show(&db, &case, at, json),
        Some(Cmd::Log { case, json }) => log(&db, &case, json),
        Some(Cmd::Case(cmd)) => case_cmd(&db, cmd),
        Some(Cmd::Rules(cmd)) => rules_cmd(cmd),
        Some(Cmd::Verify { case, json, expect }) => verify(&db, case.as_deref(), json, &expect),
        Some(Cmd::Deck(super::DeckCmd::Check {
            file,
            json,
            environment,
        })) => crate::deck::check_command(Some(&db), &file, json, environment.as_deref()),
        Some(Cmd::Event(cmd)) => super::tournament::event_cmd(&db, cmd),
        Some(Cmd::Ruling(cmd)) => super::tournament::ruling_cmd(&db, &cli.author, cmd),
        Some(Cmd::Cards(cmd)) => cards_cmd(&db, cmd),
        Some(Cmd::Completions { shell }) => {
            let mut cmd = Cli::command();
            clap_complete::generate(shell, &mut cmd, "gunbai", &mut std::io::stdout());
            Ok(ExitCode::SUCCESS)
        }
        Some(Cmd::Serve { listen }) => super::serve::serve_cmd(&db, &listen),
        Some(Cmd::Judge(cmd)) => super::serve::judge_cmd(&db, cmd),
    }
}

fn cards_cmd(db: &Path, cmd: super::CardsCmd) -> Result<ExitCode> {
    use crate::cards::cli as c;
    let mut store = open(db)?;
    match cmd {
        super::CardsCmd::Import { file, json } => c::import_command(&mut store, &file, json)?,
        super::CardsCmd::Show { name, json } => c::show_command(&store, &name.join(" "), json)?,
        super::CardsCmd::Search { words, json } => c::search_command(&store, &words, json)?,
    }
    Ok(ExitCode::SUCCESS)
}

fn open(db: &Path) -> Result<Store> {
    Store::open(db).with_context(|| format!("cannot open the database {}", db.display()))
}

/// Opens the database for a command that only reads: where the file (or its folder) cannot be
/// written, as on read-only media, it is opened read-only and the command says so.
pub fn open_read(db: &Path) -> Result<Store> {
    match Store::open(db) {
        Ok(s) => Ok(s),
        Err(e) if db.is_file() && cannot_write(&e) => {
            let s = Store::open_read_only(db)
                .with_context(|| format!("cannot open the database {}", db.display()))?;
            eprintln!(
                "note: {} cannot be written here ({e}); opened it read-only",
                db.display()
            );
            Ok(s)
        }
        Err(e @ StoreError::Damaged { .. }) => {
            let s = Store::open_read_only(db)
                .with_context(|| format!("cannot open the database {}", db.display()))?;
            eprintln!("warning: {e}; opened it read-only to show what can still be read");
            Ok(s)
        }
        Err(e) => Err(anyhow::Error::new(e))
            .with_context(|| format!("cannot open the database {}", db.display())),
    }
}

/// Opens the database for `show` and `replay`, which read and may save boards (a cache): SQLite's
/// check of the whole file is made only if a board is saved, before it is; where the file cannot
/// be written it is opened read-only, as by [`open_read`].
fn open_for_board(db: &Path) -> Result<Store> {
    match Store::open_checking_before_writes(db) {
        Ok(s) => Ok(s),
        Err(_) => open_read(db),
    }
}

/// Whether opening failed only because the file or its folder cannot be written.
fn cannot_write(e: &StoreError) -> bool {
    match e {
        StoreError::Sqlite(e) => matches!(
            e.sqlite_error_code(),
            Some(
                rusqlite::ErrorCode::ReadOnly
                    | rusqlite::ErrorCode::CannotOpen
                    | rusqlite::ErrorCode::PermissionDenied
            )
        ),
        StoreError::Io { source, .. } => matches!(
            source.kind(),
            std::io::ErrorKind::PermissionDenied | std::io::ErrorKind::ReadOnlyFilesystem
        ),
        _ => false,
    }
}

fn print_json<T: Serialize>(v: &T) -> Result<()> {
    let mut out = std::io::stdout().lock();
    serde_json::to_writer_pretty(&mut out, v)?;
    writeln!(out)?;
    Ok(())
}

/// Prints one script line's result as text.
pub fn print_line(l: &ScriptLine) {
    let text = escape_controls(&l.text);
    match &l.result {
        LineResult::Event { seq, steps, .. } => {
            println!("[{seq}] {text}");
            print!("{}", super::escape_lines(&render::show_steps(steps)));
        }
        LineResult::Expect {
            passed: true,
            message,
        } => println!("  ✓ {text}: {}", escape_controls(message)),
        LineResult::Expect {
            passed: false,
            message,
        } => {
            let text = format!("✗ {text} (line {}): {}", l.line, escape_controls(message));
            let colour = render::colour_on(std::io::stdout().is_terminal());
            println!("  {}", render::refusal(&text, colour));
        }
    }
}

#[derive(Serialize)]
struct RunJson<'a> {
    case: Option<String>,
    ok: bool,
    lines: &'a [ScriptLine],
    expectations: Counts,
    error: &'a Option<session::ScriptError>,
    board: render::BoardView,
}

#[derive(Serialize)]
struct Counts {
    passed: usize,
    failed: usize,
}

fn run_file(
    db: &Path,
    author: &str,
    file: &Path,
    memory: bool,
    json: bool,
    case: Option<String>,
    board: bool,
) -> Result<ExitCode> {
    let src = std::fs::read_to_string(file)
        .with_context(|| format!("cannot read the scenario file {}", file.display()))?;
    let lib = Library::embedded();
    let now = Utc::now();
    let mut session = if memory {
        Session::in_memory(lib)
    } else {
        Session::with_store(open(db)?, lib, author)
    };
    let stem = file
        .file_stem()
        .map(|s| s.to_string_lossy().to_string())
        .unwrap_or_else(|| "scenario".into());
    let name = match (&case, session.store()) {
        (Some(n), _) => n.clone(),
        (None, Some(store)) => free_case_name(store, &stem)?,
        (None, None) => stem,
    };
    session.new_case(&name, now)?;
    let report = session::run_script(&mut session, &src, now, |l, game| {
        if !json {
            print_line(l);
            if board && matches!(l.result, LineResult::Event { .. }) {
                print!("{}", super::escape_lines(&render::show_board(game.state())));
            }
        }
    });
    if json {
        print_json(&RunJson {
            case: (!memory).then(|| name.clone()),
            ok: report.ok(),
            lines: &report.lines,
            expectations: Counts {
                passed: report.expectations_passed,
                failed: report.expectations_failed,
            },
            error: &report.error,
            board: render::board_view(session.game().state()),
        })?;
    } else {
        if let Some(e) = &report.error {
            let text = format!("error: line {}: {}", e.line, e.message);
            let colour = render::colour_on(std::io::stderr().is_terminal());
            eprintln!("{}", render::refusal(&text, colour));
            // A common slip gets the line to type instead (`on H` meant as `target H`).
            // Only a play with `on H` and no target is decided again: any other line (however
            // large) is left alone.
            let hint = lang::parse_line(&e.text).ok().and_then(|lines| {
                lines.iter().find_map(|l| {
                    let lang::ast::Command::Play {
                        on: Some(_),
                        targets,
                        ..
                    } = &l.command
                    else {
                        return None;
                    };
                    if !targets.is_empty() {
                        return None;
                    }
                    let r = session.game().decide(&l.command, session.library()).err()?;
                    render::slip_hint(&l.command, &r)
                })
            });
            if let Some(h) = hint {
                eprintln!("  {h}");
            }
            if e.message.starts_with("refused") {
                eprintln!("nothing was appended for that line; the lines before it are kept");
            }
        }
        let saved = if memory {
            "in memory only".to_string()
        } else {
            format!("case `{name}` in {}", db.display())
        };
        println!(
            "{} expectation(s) passed, {} failed; {saved}",
            report.expectations_passed, report.expectations_failed
        );
        if report.expectations_failed > 0 {
            eprintln!(
                "error: {} expectation(s) failed",
                report.expectations_failed
            );
        }
    }
    Ok(if report.ok() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

fn free_case_name(store: &Store, stem: &str) -> Result<String> {
    let taken: Vec<String> = store
        .cases()?
        .into_iter()
        .map(|c| c.name.to_lowercase())
        .collect();
    if !taken.contains(&stem.to_lowercase()) {
        return Ok(stem.to_string());
    }
    let mut n = 2;
    loop {
        let cand = format!("{stem}-{n}");
        if !taken.contains(&cand.to_lowercase()) {
            return Ok(cand);
        }
        n += 1;
    }
}

/// Loads a case's rows from the store.
fn load(db: &Path, case: &str) -> Result<(Store, crate::store::CaseInfo, Vec<StoredEvent>)> {
    let store = open_read(db)?;
    let info = store.case(case)?;
    let rows = store.events(info.id)?;
    Ok((store, info, rows))
}

pub(crate) fn events_of(case: &str, rows: &[StoredEvent]) -> Result<Vec<Event>> {
    rows.iter()
        .map(|r| {
            Event::from_json(r.version, &r.payload)
                .map_err(|e| anyhow!("event {} of case `{case}` cannot be read: {e}", r.seq))
        })
        .collect()
}

fn show(db: &Path, case: &str, at: Option<u64>, json: bool) -> Result<ExitCode> {
    let mut store = open_for_board(db)?;
    let info = store.case(case)?;
    let n = info.events;
    let at = at.unwrap_or(n);
    if at > n {
        bail!(
            "case `{}` has {n} events: choose --at between 0 and {n}",
            info.name
        );
    }
    // From the nearest saved board before `at`, then one row at a time up to `at` only: nothing
    // of the case is held but the board.
    let game = crate::snapshot::game_at(&mut store, &info, at, true)?;
    if json {
        #[derive(Serialize)]
        struct ShowJson {
            case: String,
            at: u64,
            events: u64,
            board: render::BoardView,
        }
        print_json(&ShowJson {
            case: info.name,
            at,
            events: n,
            board: render::board_view(game.state()),
        })?;
    } else {
        println!("Case `{}`, after event {at} of {n}", info.name);
        print!("{}", super::escape_lines(&render::show_board(game.state())));
    }
    Ok(ExitCode::SUCCESS)
}

fn log(db: &Path, case: &str, json: bool) -> Result<ExitCode> {
    let (_, info, rows) = load(db, case)?;
    let game = Game::replay(events_of(&info.name, &rows)?);
    let gone = game.retracted();
    if json {
        #[derive(Serialize)]
        struct LogRow<'a> {
            #[serde(flatten)]
            row: &'a StoredEvent,
            retracted: bool,
        }
        let out: Vec<LogRow> = rows
            .iter()
            .map(|r| LogRow {
                row: r,
                retracted: gone.contains(&r.seq),
            })
            .collect();
        print_json(&out)?;
        return Ok(ExitCode::SUCCESS);
    }
    print!("{}", render_log(&rows, &gone));
    Ok(ExitCode::SUCCESS)
}

/// The log as a table: seq, time, author, the line typed, and whether it was retracted.
pub fn render_log(rows: &[StoredEvent], gone: &std::collections::BTreeSet<u64>) -> String {
    let mut t = comfy_table::Table::new();
    t.load_preset(comfy_table::presets::UTF8_FULL_CONDENSED);
    t.set_header(vec![
        "#",
        "Recorded (local)",
        "Author",
        "Line",
        "Event",
        "Note",
    ]);
    for r in rows {
        let local = r
            .recorded_at
            .with_timezone(&chrono::Local)
            .format("%Y-%m-%d %H:%M:%S")
            .to_string();
        let note = if gone.contains(&r.seq) {
            "retracted by undo".to_string()
        } else if r.kind == "retract" {
            "undo".to_string()
        } else {
            String::new()
        };
        t.add_row(vec![
            r.seq.to_string(),
            local,
            escape_controls(&r.author).into_owned(),
            escape_controls(&r.source).into_owned(),
            escape_controls(&r.kind).into_owned(),
            note,
        ]);
    }
    crate::render::table_text(t)
}

fn replay(db: &Path, case: &str) -> Result<ExitCode> {
    let mut store = open_for_board(db)?;
    let info = store.case(case)?;
    let n = info.events;
    println!(
        "Case `{}`: {n} events. Commands: next, prev, goto N, board, steps, log, quit",
        info.name
    );
    let mut at = 0u64;
    // The board after event `at`, and the steps of event `at`: moving forward folds only the
    // events between; a jump starts from the nearest saved board. Rows are read as needed.
    let mut game = Game::lean();
    let mut steps: Vec<crate::engine::Step> = Vec::new();
    let stdin = std::io::stdin();
    let mut out = std::io::stdout();
    loop {
        write!(out, "[{at}/{n}]> ")?;
        out.flush()?;
        let mut line = String::new();
        if stdin.lock().read_line(&mut line)? == 0 {
            println!();
            break;
        }
        let words: Vec<&str> = line.split_whitespace().collect();
        let target = match words.as_slice() {
            [] => continue,
            ["next" | "n"] => (at < n).then_some(at + 1),
            ["prev" | "p"] => at.checked_sub(1),
            ["goto" | "g", x] => match x.parse::<u64>() {
                Ok(x) if x <= n => Some(x),
                _ => {
                    println!("goto takes a step number from 0 to {n}");
                    continue;
                }
            },
            ["board" | "b"] => {
                print!("{}", render::show_board(game.state()));
                continue;
            }
            ["steps" | "s"] => {
                print_steps_at(&store, &info, &steps, at)?;
                continue;
            }
            ["log" | "l"] => {
                let rows = store.events(info.id)?;
                let gone = snapshot::game_at(&mut store, &info, n, false)?.retracted();
                print!("{}", render_log(&rows, &gone));
                continue;
            }
            ["quit" | "q" | "exit"] => break,
            _ => {
                println!(
                    "unknown replay command: type next, prev, goto N, board, steps, log or quit"
                );
                continue;
            }
        };
        match target {
            Some(t) => {
                if t != at + 1 {
                    game = snapshot::game_at(&mut store, &info, t.saturating_sub(1), true)?;
                }
                steps = match t {
                    0 => Vec::new(),
                    _ => match snapshot::explain_next(&mut store, &info, &mut game)? {
                        Some((ev, mut s)) => {
                            s.extend(session::card_notes(&ev));
                            s
                        }
                        None => Vec::new(),
                    },
                };
                at = t;
                print_steps_at(&store, &info, &steps, at)?;
            }
            None => println!("already at step {at} of {n}"),
        }
    }
    Ok(ExitCode::SUCCESS)
}

fn print_steps_at(
    store: &Store,
    info: &crate::store::CaseInfo,
    steps: &[crate::engine::Step],
    at: u64,
) -> Result<()> {
    if at == 0 {
        println!("Step 0: the empty board, before any event");
        return Ok(());
    }
    let source = store
        .marks_between(info.id, at, at)?
        .pop()
        .map(|m| m.source)
        .unwrap_or_default();
    println!("Step {at}: {source}");
    print!("{}", super::escape_lines(&render::show_steps(steps)));
    Ok(())
}

fn case_cmd(db: &Path, cmd: CaseCmd) -> Result<ExitCode> {
    match cmd {
        CaseCmd::List { json } => {
            let store = open_read(db)?;
            let cases = store.cases()?;
            if json {
                print_json(&cases)?;
            } else if cases.is_empty() {
                println!("No cases yet: `gunbai case new NAME` or `gunbai run FILE` makes one");
            } else {
                let mut t = comfy_table::Table::new();
                t.load_preset(comfy_table::presets::UTF8_FULL_CONDENSED);
                t.set_header(vec![
                    "Id",
                    "Name",
                    "Created (local)",
                    "Events",
                    "Forked from",
                ]);
                for c in &cases {
                    let fork = c
                        .forked_from
                        .map(|(id, at)| {
                            let name = cases
                                .iter()
                                .find(|x| x.id == id)
                                .map(|x| x.name.clone())
                                .unwrap_or_else(|| id.to_string());
                            format!("{name} at {at}")
                        })
                        .unwrap_or_default();
                    t.add_row(vec![
                        c.id.to_string(),
                        c.name.clone(),
                        c.created_at
                            .with_timezone(&chrono::Local)
                            .format("%Y-%m-%d %H:%M")
                            .to_string(),
                        c.events.to_string(),
                        fork,
                    ]);
                }
                print!("{}", crate::render::table_text(t));
            }
        }
        CaseCmd::New { name, json } => {
            let store = open(db)?;
            let c = store.create_case(&name, Utc::now())?;
            if json {
                print_json(&serde_json::json!({
                    "id": c.id,
                    "name": c.name,
                    "created_at": c.created_at,
                }))?;
            } else {
                println!("Created case `{}` (id {})", c.name, c.id);
            }
        }
        CaseCmd::Fork { case, at, name } => {
            let mut store = open(db)?;
            let from = store.case(&case)?;
            let c = store.fork(from.id, at, &name, Utc::now())?;
            println!(
                "Created case `{}` with the first {at} events of `{}`; `{}` is untouched",
                c.name, from.name, from.name
            );
        }
        CaseCmd::Export {
            case,
            format,
            output,
            force,
        } => return super::tournament::case_export(db, &case, format, output.as_deref(), force),
    }
    Ok(ExitCode::SUCCESS)
}

fn rules_cmd(cmd: RulesCmd) -> Result<ExitCode> {
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
                print!("{}", render_rule(rule));
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

/// A rule as text.
pub fn render_rule(r: &rules::Rule) -> String {
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
    match crate::render::output_width() {
        // Each line wrapped between words, continued under its text.
        Some(w) => s
            .lines()
            .map(|l| {
                let body = l.trim_start();
                let indent = &l[..l.len() - body.len()];
                let rest = format!("{indent}  ");
                crate::render::wrap(body, w, indent, &rest) + "\n"
            })
            .collect(),
        None => s,
    }
}

#[derive(Serialize)]
struct VerifyRow {
    case: String,
    events: u64,
    chain_ok: bool,
    states_ok: bool,
    first_broken: Option<u64>,
    reason: Option<String>,
    /// Every problem found in this case: (step, what is wrong); step 0 is the case's header.
    problems: Vec<(u64, String)>,
    /// The case's anchor now: `CASE@STEP:HASH`.
    anchor: String,
}

/// Opens for `verify`: read-only where the file is damaged or cannot be written, so that what
/// can still be read is reported.
fn open_for_verify(db: &Path) -> Result<(Store, Vec<String>)> {
    match Store::open(db) {
        Ok(s) => Ok((s, Vec::new())),
        Err(StoreError::Damaged { report, .. }) => {
            let s = Store::open_read_only(db)
                .with_context(|| format!("cannot open the database {}", db.display()))?;
            Ok((s, vec![report]))
        }
        Err(e) if db.is_file() && cannot_write(&e) => {
            eprintln!(
                "note: {} cannot be written here ({e}); opened it read-only",
                db.display()
            );
            let s = Store::open_read_only(db)
                .with_context(|| format!("cannot open the database {}", db.display()))?;
            Ok((s, Vec::new()))
        }
        Err(e) => Err(anyhow::Error::new(e))
            .with_context(|| format!("cannot open the database {}", db.display())),
    }
}

/// A case or the rulings, and the step and hash digits a judge wrote down.
struct Expected {
    what: String,
    at: u64,
    hash: String,
}

fn parse_anchor(text: &str) -> Result<Expected> {
    let bad = || {
        anyhow!(
            "`{text}` is not an anchor: write CASE@STEP:HASH or rulings@RECORD:HASH, as `gunbai verify` prints it"
        )
    };
    let (what, rest) = text.rsplit_once('@').ok_or_else(bad)?;
    let (at, hash) = rest.split_once(':').ok_or_else(bad)?;
    let at: u64 = at.trim().parse().map_err(|_| bad())?;
    let hash = hash.trim().to_ascii_lowercase();
    if what.is_empty() || hash.len() < 8 || !hash.chars().all(|c| c.is_ascii_hexdigit()) {
        return Err(anyhow!(
            "`{text}`: the hash must be at least 8 hex digits, as `gunbai verify` prints it"
        ));
    }
    Ok(Expected {
        what: what.to_string(),
        at,
        hash,
    })
}

fn verify(db: &Path, case: Option<&str>, json: bool, expect: &[String]) -> Result<ExitCode> {
    let expected: Vec<Expected> = expect
        .iter()
        .map(|e| parse_anchor(e))
        .collect::<Result<_>>()?;
    let (store, mut integrity) = open_for_verify(db)?;
    if integrity.is_empty() {
        integrity = store.integrity_check()?;
    }
    let cases = match case {
        Some(c) => vec![store.case(c)?],
        None => store.cases()?,
    };
    let mut rows = Vec::new();
    for c in cases {
        let chain = store.verify_chain(c.id)?;
        let problems: Vec<(u64, String)> = chain
            .problems
            .iter()
            .map(|b| (b.seq, escape_controls(&b.reason).into_owned()))
            .collect();
        let (first, reason, states_ok) = if let Some(b) = chain.problems.first() {
            (
                Some(b.seq).filter(|s| *s > 0),
                Some(if b.seq == 0 {
                    b.reason.clone()
                } else {
                    format!("hash chain broken: {}", b.reason)
                }),
                false,
            )
        } else {
            // One row at a time, every event folded: no saved board is used.
            match crate::replay::verify_states(&store, &c) {
                Ok(None) => (None, None, true),
                Ok(Some(seq)) => (
                    Some(seq),
                    Some("the stored state hash differs from the state this engine reaches".into()),
                    false,
                ),
                Err(e) => (None, Some(e.to_string()), false),
            }
        };
        rows.push(VerifyRow {
            case: escape_controls(&c.name).into_owned(),
            events: chain.events,
            chain_ok: chain.problems.is_empty(),
            states_ok,
            first_broken: first,
            reason,
            problems,
            anchor: format!("{}@{}:{}", c.name, chain.head.seq, chain.head.short()),
        });
    }
    // The rulings' chain is checked when the whole database is, or when an anchor names it.
    let wants_rulings = expected
        .iter()
        .any(|e| e.what.eq_ignore_ascii_case("rulings"));
    let rulings = match case {
        Some(_) if !wants_rulings => None,
        _ => Some(store.verify_rulings()?),
    };
    // Anchors.
    let mut anchor_lines = Vec::new();
    let mut anchors_ok = true;
    for e in &expected {
        let line = if e.what.eq_ignore_ascii_case("rulings") {
            let r = rulings.as_ref();
            let records = r.map(|r| r.records).unwrap_or(0);
            let hash = if e.at == 0 {
                Some(crate::store::GENESIS_HASH.to_string())
            } else {
                store.ruling_hash_at(e.at)?
            };
            match hash {
                None => {
                    anchors_ok = false;
                    format!(
                        "anchor {}@{}:{}: FAILED, the rulings end at record {records}: records were cut off",
                        e.what, e.at, e.hash
                    )
                }
                Some(h) if h.starts_with(&e.hash) => format!(
                    "anchor {}@{}:{}: ok{}",
                    e.what,
                    e.at,
                    e.hash,
                    added(records.saturating_sub(e.at), "record")
                ),
                Some(_) => {
                    anchors_ok = false;
                    format!(
                        "anchor {}@{}:{}: FAILED, record {} has another hash: the rulings were changed up to it, or the anchor was copied wrong",
                        e.what, e.at, e.hash, e.at
                    )
                }
            }
        } else {
            let c = store.case(&e.what)?;
            if e.at > c.events {
                anchors_ok = false;
                format!(
                    "anchor {}@{}:{}: FAILED, case `{}` ends at step {}: its log was cut",
                    e.what, e.at, e.hash, c.name, c.events
                )
            } else {
                let a = store.anchor_at(c.id, e.at)?;
                if a.hash.starts_with(&e.hash) {
                    format!(
                        "anchor {}@{}:{}: ok{}",
                        e.what,
                        e.at,
                        e.hash,
                        added(c.events - e.at, "step")
                    )
                } else {
                    anchors_ok = false;
                    format!(
                        "anchor {}@{}:{}: FAILED, case `{}` at step {} has another hash: its log or header was changed up to it, or the anchor was copied wrong",
                        e.what, e.at, e.hash, c.name, e.at
                    )
                }
            }
        };
        anchor_lines.push(escape_controls(&line).into_owned());
    }
    let rulings_ok = rulings.as_ref().is_none_or(|r| r.problems.is_empty());
    let all_ok = rows.iter().all(|r| r.chain_ok && r.states_ok)
        && rulings_ok
        && integrity.is_empty()
        && anchors_ok;
    let mut rulings_lines = Vec::new();
    if let Some(r) = &rulings {
        let short = r
            .head
            .1
            .get(..crate::store::SHORT_HASH)
            .unwrap_or(&r.head.1);
        if r.problems.is_empty() {
            rulings_lines.push(format!(
                "rulings: {} records, chain ok; anchor rulings@{}:{short}",
                r.records, r.head.0
            ));
        } else {
            let place = |b: &crate::store::BrokenRecord| {
                if b.id == 0 {
                    String::new()
                } else {
                    format!("first broken record #{}: ", b.id)
                }
            };
            let first = &r.problems[0];
            rulings_lines.push(
                escape_controls(&format!(
                    "rulings: {} records, {}{}; anchor rulings@{}:{short}",
                    r.records,
                    place(first),
                    first.reason,
                    r.head.0
                ))
                .into_owned(),
            );
            for b in &r.problems[1..] {
                let at = if b.id == 0 {
                    String::new()
                } else {
                    format!("record #{}: ", b.id)
                };
                rulings_lines.push(escape_controls(&format!("  {at}{}", b.reason)).into_owned());
            }
        }
    }
    let integrity_line = if integrity.is_empty() {
        "file: SQLite's integrity check ok".to_string()
    } else {
        escape_controls(&format!(
            "file: SQLite's integrity check FAILED: {} (gunbai will not write into this file)",
            integrity.join("; ")
        ))
        .into_owned()
    };
    if json {
        // stdout keeps its documented shape: the other lines go to stderr.
        eprintln!("{integrity_line}");
        for line in rulings_lines.iter().chain(&anchor_lines) {
            eprintln!("{line}");
        }
        print_json(&rows)?;
    } else {
        println!("{integrity_line}");
        if rows.is_empty() {
            println!("No cases to verify");
        }
        for r in &rows {
            match (&r.reason, r.first_broken) {
                (None, _) => println!(
                    "case `{}`: {} events, hash chain and state hashes ok; anchor {}",
                    r.case, r.events, r.anchor
                ),
                (Some(why), Some(seq)) => {
                    println!("case `{}`: first broken event {seq}: {why}", r.case)
                }
                (Some(why), None) => println!("case `{}`: {why}", r.case),
            }
            for (seq, why) in r.problems.iter().skip(1) {
                if *seq == 0 {
                    println!("  case `{}`, its header: {why}", r.case);
                } else {
                    println!("  case `{}`, step {seq}: {why}", r.case);
                }
            }
        }
        for line in rulings_lines.iter().chain(&anchor_lines) {
            println!("{line}");
        }
    }
    Ok(if all_ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

fn added(n: u64, what: &str) -> String {
    if n == 0 {
        String::new()
    } else {
        format!(" ({n} {what}(s) added since)")
    }
}

/// Used by the REPL to read a line when stdin is not a terminal.
pub fn read_stdin_lines() -> impl Iterator<Item = std::io::Result<String>> {
    std::io::stdin().lock().lines()
}
