//! The command line: one clap definition for every subcommand. Errors are printed once, at the
//! edge, and turned into an exit code.

mod args;
pub mod commands;
mod open;
pub mod pg;
pub mod serve;
pub mod sync;
pub mod tournament;

use crate::render;
use clap::Parser;
use std::process::ExitCode;

pub use args::{default_db, CardsCmd, CaseCmd, Cli, Cmd, DeckCmd, RulesCmd};

pub fn main() -> ExitCode {
    let cli = Cli::parse();
    // The language errors are said in; a bad `GUNBAI_LANG` is itself an error `run` reports.
    let lang = crate::i18n::Lang::from_env(cli.lang).unwrap_or_default();
    match commands::run(cli) {
        Ok(code) => code,
        Err(e) => {
            let said = render::escape_lines(&render::error_text_in(&e, lang));
            let text = crate::tr!(lang, "cli-error", error = said);
            let colour = render::colour_on(std::io::IsTerminal::is_terminal(&std::io::stderr()));
            eprintln!("{}", render::refusal(&text, colour));
            ExitCode::FAILURE
        }
    }
}
