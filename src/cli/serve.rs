//! `gunbai serve` and `gunbai judge …`: the server and the judges who may log in to it.

use std::io::IsTerminal;
use std::path::Path;
use std::process::ExitCode;

use anyhow::{bail, Context, Result};
use chrono::Utc;
use clap::Subcommand;

use super::open::open;
use crate::serve::{self, auth};
use crate::store::judges::Role;

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
) -> Result<ExitCode> {
    let options = serve::Options {
        trusted_proxies: trusted_proxies.to_vec(),
        ..serve::Options::default()
    };
    serve::run(db, listen, &options, |line| println!("{line}"))
        .with_context(|| format!("cannot serve the database {}", db.display()))?;
    Ok(ExitCode::SUCCESS)
}

fn read_password(from_stdin: bool) -> Result<String> {
    if from_stdin {
        let mut raw = Vec::new();
        crate::input::read_line_limited(
            &mut std::io::stdin().lock(),
            &mut raw,
            crate::input::LINE_LIMIT,
        )?;
        let line = String::from_utf8(raw).context("the password is not UTF-8 text")?;
        return Ok(line.trim_end_matches(['\r', '\n']).to_owned());
    }
    if !std::io::stdin().is_terminal() {
        bail!("standard input is not a terminal: give --password-stdin and the password on its first line");
    }
    let first = rpassword::prompt_password("Password: ")?;
    let again = rpassword::prompt_password("Password again: ")?;
    if first != again {
        bail!("the two passwords differ; nothing was added");
    }
    Ok(first)
}

pub fn judge_cmd(db: &Path, cmd: JudgeCmd) -> Result<ExitCode> {
    match cmd {
        JudgeCmd::Add {
            name,
            role,
            password_stdin,
        } => {
            let Some(role) = Role::parse(&role) else {
                bail!("unknown role `{role}`: give --role floor or --role head");
            };
            let store = open(db)?;
            if let Some(j) = store.find_judge(&name)? {
                bail!(
                    "a judge named `{}` already exists; pick another name",
                    j.name
                );
            }
            let password = read_password(password_stdin)?;
            let hash = auth::hash_password(&password)?;
            let j = store.add_judge(&name, role, &hash, Utc::now())?;
            println!("Added {} judge `{}`", j.role.as_str(), j.name);
        }
        JudgeCmd::List { json } => {
            let store = open(db)?;
            let list = store.judges()?;
            if json {
                println!("{}", serde_json::to_string_pretty(&list)?);
            } else if list.is_empty() {
                println!("No judges yet: `gunbai judge add NAME --role head` adds one");
            } else {
                for j in list {
                    let state = match j.disabled_at {
                        Some(t) => format!("disabled {}", crate::tournament::local(t)),
                        None => "active".into(),
                    };
                    println!("{:<24} {:<6} {state}", j.name, j.role.as_str());
                }
            }
        }
        JudgeCmd::Disable { name } => {
            let store = open(db)?;
            let j = store.disable_judge(&name, Utc::now())?;
            println!("Judge `{}` is disabled and can no longer log in", j.name);
        }
    }
    Ok(ExitCode::SUCCESS)
}
