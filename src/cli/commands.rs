//! What each subcommand does: the dispatch and what the commands share here, each command family
//! in a module of its own.

mod case;
mod corpus;
mod run_file;
mod verify;

use case::{case_cmd, log, replay, show};
use corpus::rules_cmd;
use run_file::run_file;
use verify::verify;

use super::args::{default_db, CardsCmd, CaseCmd, Cli, Cmd, DeckCmd, RulesCmd};
use super::open::{cannot_write, open, open_for_board, open_read};
use crate::engine::{Event, Game, Library};
use crate::fold::{self, Boards};
use crate::i18n::Lang;
use crate::lang;
use crate::render::{self, escape_controls, escape_lines};
use crate::rules;
use crate::session::{self, LineResult, ScriptLine, Session};
use crate::store::{Store, StoreError, StoredEvent};
use anyhow::{anyhow, bail, Context, Result};
use chrono::Utc;
use clap::CommandFactory;
use serde::Serialize;
use std::io::IsTerminal;
use std::io::Write;
use std::path::Path;
use std::process::ExitCode;

pub fn run(cli: Cli) -> Result<ExitCode> {
    let db = cli.db.clone().unwrap_or_else(default_db);
    let lang = Lang::from_env(cli.lang)?;
    // A postgres:// URL names the centre's database: the commands that run there do. `sync`
    // reads its own `--db` and `--to`; `rules`, `completions` and `run --memory` read no
    // database.
    if let crate::store::backend::Location::Postgres(url) =
        crate::store::backend::Location::parse(&db)
    {
        if !matches!(
            cli.command,
            Some(
                Cmd::Sync(_)
                    | Cmd::Rules(_)
                    | Cmd::Completions { .. }
                    | Cmd::Run(super::args::RunArgs { memory: true, .. })
            )
        ) {
            return on_postgres(&url, &cli.author, cli.command, lang);
        }
    }
    match cli.command {
        None => crate::repl::run(&db, &cli.author, None, lang),
        Some(Cmd::Repl { case }) => crate::repl::run(&db, &cli.author, case.as_deref(), lang),
        Some(Cmd::Run(run)) => run_file(&db, &cli.author, run, lang),
        Some(Cmd::Replay { case }) => replay(&db, &case, lang),
        Some(Cmd::Show { case, at, json }) => show(&db, &case, at, json, lang),
        Some(Cmd::Log { case, json }) => log(&db, &case, json, lang),
        Some(Cmd::Case(cmd)) => case_cmd(&db, cmd, lang),
        Some(Cmd::Rules(cmd)) => rules_cmd(cmd, lang),
        Some(Cmd::Verify { case, json, expect }) => {
            verify(&db, case.as_deref(), json, &expect, lang)
        }
        Some(Cmd::Deck(DeckCmd::Check {
            file,
            json,
            environment,
        })) => crate::deck::check_command(Some(&db), &file, json, environment.as_deref(), lang),
        Some(Cmd::Event(cmd)) => super::tournament::tournament_cmd(&db, cmd, lang),
        Some(Cmd::Ruling(cmd)) => super::tournament::ruling_cmd(&db, &cli.author, cmd, lang),
        Some(Cmd::Cards(cmd)) => cards_cmd(&db, cmd, lang),
        Some(Cmd::Completions { shell }) => {
            let mut cmd = Cli::command();
            clap_complete::generate(shell, &mut cmd, "gunbai", &mut std::io::stdout());
            Ok(ExitCode::SUCCESS)
        }
        Some(Cmd::Serve {
            listen,
            trusted_proxy,
        }) => super::serve::serve_cmd(&db, &listen, &trusted_proxy, lang),
        Some(Cmd::Judge(cmd)) => super::serve::judge_cmd(&db, cmd, lang),
        Some(Cmd::Sync(cmd)) => super::sync::sync_cmd(&db, cmd, lang),
    }
}

/// A command on the PostgreSQL database at `url`: the shell, `run` and `replay` here, where
/// they share the SQLite file's code; the others in [`super::pg`].
fn on_postgres(url: &str, author: &str, command: Option<Cmd>, lang: Lang) -> Result<ExitCode> {
    use crate::store::backend::{redact, Backend};
    use crate::store::pg::PgStore;
    let open = || -> Result<PgStore> {
        PgStore::connect(url).with_context(|| crate::tr!(lang, "pg-cannot-open", db = redact(url)))
    };
    match command {
        None => crate::repl::run_on_postgres(url, author, None, lang),
        Some(Cmd::Repl { case }) => {
            crate::repl::run_on_postgres(url, author, case.as_deref(), lang)
        }
        Some(Cmd::Run(run)) => {
            let session = || -> Result<Session> {
                Ok(Session::on_postgres(open()?, Library::embedded(), author))
            };
            run_file::run_script_file(session, &redact(url), run, lang)
        }
        Some(Cmd::Replay { case }) => {
            let mut s = open()?;
            let info = Backend::case(&mut s, &case)?;
            let rows = Backend::events(&mut s, info.id)?;
            let mut src = case::RowsCase::new(info, rows)?;
            let gone = src.retracted();
            case::replay_on(&mut src, gone, lang)
        }
        other => super::pg::run(url, author, other, lang),
    }
}

fn cards_cmd(db: &Path, cmd: CardsCmd, lang: Lang) -> Result<ExitCode> {
    use crate::cards::cli as c;
    let mut store = open(db)?;
    match cmd {
        CardsCmd::Import { file, json } => c::import_command(&mut store, &file, json, lang)?,
        CardsCmd::Show { name, json } => c::show_command(&store, &name.join(" "), json, lang)?,
        CardsCmd::Search { words, json } => c::search_command(&store, &words, json, lang)?,
        CardsCmd::Coverage { examples, json } => {
            crate::cards::coverage::coverage_command(&store, examples, json, lang)?
        }
    }
    Ok(ExitCode::SUCCESS)
}

fn print_json<T: Serialize>(v: &T) -> Result<()> {
    let mut out = std::io::stdout().lock();
    serde_json::to_writer_pretty(&mut out, v)?;
    writeln!(out)?;
    Ok(())
}

/// Prints one script line's result as text, its steps in `lang`.
pub fn print_line(l: &ScriptLine, lang: Lang) {
    let text = escape_controls(&l.text);
    match &l.result {
        LineResult::Event { seq, steps, .. } => {
            println!("[{seq}] {text}");
            print!("{}", escape_lines(&render::show_steps(steps, lang)));
        }
        LineResult::Expect {
            passed: true,
            message,
        } => println!("  ✓ {text}: {}", escape_controls(&message.text(lang))),
        LineResult::Expect {
            passed: false,
            message,
        } => {
            let text = crate::tr!(
                lang,
                "expect-failed-at",
                text = text,
                line = l.line,
                message = escape_controls(&message.text(lang))
            );
            let colour = render::colour_on(std::io::stdout().is_terminal());
            println!("  {}", render::refusal(&text, colour));
        }
    }
}
