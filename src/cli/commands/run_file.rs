//! `gunbai run`: a script file played through the rules, into a new case or in memory.

use super::*;
use crate::cli::args::RunArgs;
use crate::tr;

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

pub(super) fn run_file(db: &Path, author: &str, run: RunArgs, lang: Lang) -> Result<ExitCode> {
    let shown = db.display().to_string();
    let memory = run.memory;
    let open = || -> Result<Session> {
        Ok(if memory {
            Session::in_memory(Library::embedded())
        } else {
            Session::with_store(open(db)?, Library::embedded(), author)
        })
    };
    run_script_file(open, &shown, run, lang)
}

/// `gunbai run FILE` on a session `open` makes once the file is read: into a new case of its
/// database (shown to the judge as `db`), or in memory.
pub(super) fn run_script_file(
    open: impl FnOnce() -> Result<Session>,
    db: &str,
    run: RunArgs,
    lang: Lang,
) -> Result<ExitCode> {
    let RunArgs {
        file,
        memory,
        json,
        case,
        board,
    } = run;
    let file = file.as_path();
    let src = crate::input::read_limited(file, crate::input::SCENARIO_LIMIT)
        .map_err(anyhow::Error::from)
        .and_then(|b| String::from_utf8(b).map_err(anyhow::Error::from))
        .with_context(|| {
            tr!(
                lang,
                "cli-cannot-read-scenario",
                path = file.display().to_string()
            )
        })?;
    let now = Utc::now();
    let mut session = open()?;
    let stem = file
        .file_stem()
        .map(|s| s.to_string_lossy().to_string())
        .unwrap_or_else(|| "scenario".into());
    let name = match &case {
        Some(n) => n.clone(),
        None if session.has_database() => free_case_name(&mut session, &stem)?,
        None => stem,
    };
    session.new_case(&name, now)?;
    let report = session::run_script(&mut session, &src, now, |l, game| {
        if !json {
            print_line(l, lang);
            if board && matches!(l.result, LineResult::Event { .. }) {
                print!("{}", escape_lines(&render::show_board(game.state(), lang)));
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
            board: render::board_view(session.game().state(), lang),
        })?;
    } else {
        if let Some(e) = &report.error {
            let text = tr!(
                lang,
                "cli-run-error",
                line = e.line,
                error = e.message_in(lang)
            );
            let colour = render::colour_on(std::io::stderr().is_terminal());
            eprintln!("{}", render::refusal(&text, colour));
            if let Some(h) = slip_hint(&session, &e.text, lang) {
                eprintln!("  {h}");
            }
            if e.message.starts_with("refused") {
                eprintln!("{}", tr!(lang, "cli-run-not-appended"));
            }
        }
        let saved = if memory {
            tr!(lang, "cli-run-in-memory")
        } else {
            tr!(lang, "cli-run-saved", case = name.as_str(), db = db)
        };
        println!(
            "{}",
            tr!(
                lang,
                "cli-run-summary",
                passed = report.expectations_passed,
                failed = report.expectations_failed,
                place = saved
            )
        );
        if report.expectations_failed > 0 {
            eprintln!(
                "{}",
                tr!(lang, "cli-run-failed", failed = report.expectations_failed)
            );
        }
    }
    Ok(if report.ok() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

/// A common slip in a refused line gets the line to type instead (`on H` meant as `target H`).
/// Only a play with `on H` and no target is decided again: any other line (however large) is
/// left alone.
fn slip_hint(session: &Session, text: &str, lang: Lang) -> Option<String> {
    lang::parse_line(text).ok().and_then(|lines| {
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
            render::slip_hint(&l.command, &r, lang)
        })
    })
}

fn free_case_name(session: &mut Session, stem: &str) -> Result<String> {
    let taken: Vec<String> = session
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
