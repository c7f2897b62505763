//! `gunbai serve` and `gunbai judge …`: the server and the judges who may log in to it.

use std::io::IsTerminal;
use std::path::Path;
use std::process::ExitCode;

use anyhow::{bail, Context, Result};
use chrono::Utc;
use clap::Subcommand;

use crate::i18n::Lang;
use crate::serve::db::DbConn;
use crate::serve::{self, auth};
use crate::store::backend::{redact, Location};
use crate::store::judges::Role;
use crate::store::pg::PgStore;
use crate::tr;

#[derive(Debug, Subcommand)]
pub enum JudgeCmd {
    /// Add a judge who may log in to `gunbai serve`; the password is asked twice
    #[command(
        after_help = "Examples:\n  gunbai judge add Mika --role head\n  printf 'a long password\\n' | gunbai judge add Ren --role floor --password-stdin"
    )]
    Add {
        /// The judge's name, as they log in with it
        name: String,
        /// floor (cases and rulings) or head (also appeals, corrections, events and judges)
        #[arg(long, value_parser = ["floor", "head"])]
        role: String,
        /// Read the password from the first line of standard input (for scripts)
        #[arg(long)]
        password_stdin: bool,
    },
    /// List the judges, their roles and who is disabled
    List {
        /// Print the list as JSON
        #[arg(long)]
        json: bool,
    },
    /// Stop a judge from logging in; their open logins end at once
    Disable {
        /// The judge to disable
        name: String,
    },
}

/// `gunbai serve`.
pub fn serve_cmd(
    db: &Path,
    listen: &str,
    trusted_proxies: &[std::net::IpAddr],
    lang: crate::i18n::Lang,
) -> Result<ExitCode> {
    let options = serve::Options {
        trusted_proxies: trusted_proxies.to_vec(),
        ..serve::Options::default()
    };
    serve::run(db, listen, &options, |line| {
        println!("{}", line.render(lang))
    })
    .with_context(|| format!("cannot serve the database {}", Location::parse(db).shown()))?;
    Ok(ExitCode::SUCCESS)
}

fn read_password(from_stdin: bool, lang: Lang) -> Result<String> {
    if from_stdin {
        let mut raw = Vec::new();
        crate::input::read_line_limited(
            &mut std::io::stdin().lock(),
            &mut raw,
            crate::input::LINE_LIMIT,
        )?;
        let line = String::from_utf8(raw).context(tr!(lang, "judge-password-not-utf8"))?;
        return Ok(line.trim_end_matches(['\r', '\n']).to_owned());
    }
    if !std::io::stdin().is_terminal() {
        bail!(tr!(lang, "judge-not-a-terminal"));
    }
    let first = rpassword::prompt_password(format!("{} ", tr!(lang, "judge-password")))?;
    let again = rpassword::prompt_password(format!("{} ", tr!(lang, "judge-password-again")))?;
    if first != again {
        bail!(tr!(lang, "judge-passwords-differ"));
    }
    Ok(first)
}

/// The judges' database: the SQLite file (opened as every command opens it), or PostgreSQL.
fn open(db: &Path, lang: Lang) -> Result<DbConn> {
    Ok(match Location::parse(db) {
        Location::Sqlite(path) => DbConn::Sqlite(super::open::open(&path)?),
        Location::Postgres(url) => DbConn::Postgres(std::cell::RefCell::new(
            PgStore::connect(&url)
                .with_context(|| tr!(lang, "pg-cannot-open", db = redact(&url)))?,
        )),
    })
}

pub fn judge_cmd(db: &Path, cmd: JudgeCmd, lang: Lang) -> Result<ExitCode> {
    match cmd {
        JudgeCmd::Add {
            name,
            role,
            password_stdin,
        } => {
            let Some(role) = Role::parse(&role) else {
                bail!(tr!(lang, "judge-unknown-role", role = role.as_str()));
            };
            let store = open(db, lang)?;
            if let Some(j) = store.find_judge(&name)? {
                bail!(tr!(lang, "judge-exists", name = &j.name));
            }
            let password = read_password(password_stdin, lang)?;
            let hash = auth::hash_password(&password)?;
            let j = store.add_judge(&name, role, &hash, Utc::now())?;
            println!(
                "{}",
                tr!(lang, "judge-added", role = j.role.as_str(), name = &j.name)
            );
        }
        JudgeCmd::List { json } => {
            let store = open(db, lang)?;
            let list = store.judges()?;
            if json {
                println!("{}", serde_json::to_string_pretty(&list)?);
            } else if list.is_empty() {
                println!("{}", tr!(lang, "judge-none"));
            } else {
                for j in list {
                    let state = match j.disabled_at {
                        Some(t) => tr!(
                            lang,
                            "judge-disabled-at",
                            when = crate::tournament::local(t)
                        ),
                        None => tr!(lang, "judge-active"),
                    };
                    println!("{:<24} {:<6} {state}", j.name, j.role.as_str());
                }
            }
        }
        JudgeCmd::Disable { name } => {
            let store = open(db, lang)?;
            let j = store.disable_judge(&name, Utc::now())?;
            println!("{}", tr!(lang, "judge-disabled", name = &j.name));
        }
    }
    Ok(ExitCode::SUCCESS)
}
