//! The commands on a PostgreSQL database (`--db postgres://…` or `GUNBAI_DB`).
//!
//! Every command that reads or writes cases, rulings, judges and cards runs here: the shell
//! (`repl`, typed or piped), `run` into a case, `replay`, `show`, `log`, every `case` command,
//! `verify` (the hash chains of the cases and of every chain of ruling records, the cases'
//! anchors, `--expect` included, and every sound case's state hashes replayed), every `event`
//! and `ruling` command (on the centre's own chain of rulings), `judge`, `serve`, `cards` and
//! `deck check`. PostgreSQL keeps no saved boards: a case is folded from its first event.
//! `sync push` takes the centre as its `--to`, never as its `--db`.

use std::cell::RefCell;
use std::process::ExitCode;

use anyhow::{anyhow, bail, Context, Result};
use chrono::Utc;

use super::args::{CaseCmd, Cmd};
use crate::engine::{Event, Game};
use crate::i18n::Lang;
use crate::render::{self, escape_controls, escape_lines};
use crate::store::backend::{redact, Backend};
use crate::store::pg::PgStore;
use crate::tr;

/// Runs `command` on the PostgreSQL database at `url`.
pub fn run(
    url: &str,
    author: &str,
    command: Option<super::args::Cmd>,
    lang: Lang,
) -> Result<ExitCode> {
    let open = || -> Result<PgStore> {
        PgStore::connect(url).with_context(|| tr!(lang, "pg-cannot-open", db = redact(url)))
    };
    match command {
        Some(Cmd::Case(CaseCmd::List { json })) => {
            let cases = open()?.cases()?;
            if json {
                println!("{}", serde_json::to_string_pretty(&cases)?);
            } else if cases.is_empty() {
                println!("{}", tr!(lang, "pg-no-cases"));
            } else {
                for c in &cases {
                    println!(
                        "{}\t{}\t{}\t{}",
                        c.id,
                        escape_controls(&c.name),
                        c.created_at.format("%Y-%m-%d %H:%M"),
                        c.events
                    );
                }
            }
        }
        Some(Cmd::Case(CaseCmd::New { name, json })) => {
            let c = open()?.create_case(&name, Utc::now())?;
            if json {
                println!(
                    "{}",
                    serde_json::json!({"id": c.id, "name": c.name, "created_at": c.created_at})
                );
            } else {
                println!(
                    "{}",
                    tr!(
                        lang,
                        "cli-case-created",
                        case = escape_controls(&c.name),
                        id = c.id
                    )
                );
            }
        }
        Some(Cmd::Case(CaseCmd::Fork { case, at, name })) => {
            let mut s = open()?;
            let from = s.case(&case)?;
            let c = s.fork(from.id, at, &name, Utc::now())?;
            println!(
                "{}",
                tr!(
                    lang,
                    "cli-case-forked",
                    case = escape_controls(&c.name).into_owned(),
                    at = at,
                    from = escape_controls(&from.name).into_owned()
                )
            );
        }
        Some(Cmd::Log { case, json }) => {
            let mut s = open()?;
            let info = s.case(&case)?;
            let rows = s.events(info.id)?;
            let gone = replay(&info.name, &rows)?.retracted();
            if json {
                println!("{}", serde_json::to_string_pretty(&rows)?);
            } else {
                print!("{}", render::log_table(&rows, &gone, lang));
            }
        }
        Some(Cmd::Show { case, at, json }) => {
            let mut s = open()?;
            let info = s.case(&case)?;
            let n = info.events;
            let at = at.unwrap_or(n);
            if at > n {
                bail!(tr!(
                    lang,
                    "cli-at-range",
                    case = escape_controls(&info.name).into_owned(),
                    n = n
                ));
            }
            let rows = s.events(info.id)?;
            let game = replay(&info.name, &rows[..usize::try_from(at).unwrap_or(0)])?;
            if json {
                // The shape of `gunbai show --json` on a SQLite file.
                #[derive(serde::Serialize)]
                struct ShowJson {
                    case: String,
                    at: u64,
                    events: u64,
                    board: render::BoardView,
                }
                println!(
                    "{}",
                    serde_json::to_string_pretty(&ShowJson {
                        case: info.name,
                        at,
                        events: n,
                        board: render::board_view(game.state(), lang),
                    })?
                );
            } else {
                println!(
                    "{}",
                    tr!(
                        lang,
                        "cli-case-after",
                        case = escape_controls(&info.name).into_owned(),
                        at = at,
                        events = n
                    )
                );
                print!("{}", escape_lines(&render::show_board(game.state(), lang)));
            }
        }
        Some(Cmd::Verify { case, json, expect }) => {
            return verify(&mut open()?, case.as_deref(), json, &expect, lang)
        }
        Some(Cmd::Event(cmd)) => {
            return super::tournament::tournament_cmd_in(&|_| Ok(RefCell::new(open()?)), cmd, lang)
        }
        Some(Cmd::Ruling(super::tournament::RulingCmd::Search { text, json })) => {
            return search_all(open()?, &text.join(" "), json, lang)
        }
        Some(Cmd::Ruling(cmd)) => {
            // `--venue` reads the chain a venue sent; it must be one the centre holds.
            let venue = cmd.venue().map(str::to_owned);
            if let Some(v) = &venue {
                let chains = open()?.ruling_chains()?;
                if !chains.iter().any(|c| c == v) || v.is_empty() {
                    let held: Vec<String> = chains
                        .into_iter()
                        .filter(|c| !c.is_empty())
                        .map(|c| escape_controls(&c).into_owned())
                        .collect();
                    let count = held.len();
                    bail!(tr!(
                        lang,
                        "pg-unknown-venue",
                        venue = escape_controls(v).into_owned(),
                        count = count,
                        venues = crate::msg::Arg::commas(held).words(lang)
                    ));
                }
            }
            // A report is never written over the database: a URL names no file.
            return super::tournament::ruling_cmd_in(
                std::path::Path::new(&redact(url)),
                &|_| {
                    let mut s = open()?;
                    if let Some(v) = &venue {
                        s.read_chain(v);
                    }
                    Ok(RefCell::new(s))
                },
                author,
                cmd,
                lang,
            );
        }
        Some(Cmd::Serve {
            listen,
            trusted_proxy,
        }) => {
            return super::serve::serve_cmd(
                std::path::Path::new(url),
                &listen,
                &trusted_proxy,
                lang,
            )
        }
        Some(Cmd::Judge(cmd)) => {
            return super::serve::judge_cmd(std::path::Path::new(url), cmd, lang)
        }
        Some(Cmd::Deck(super::args::DeckCmd::Check {
            file,
            json,
            environment,
        })) => {
            return crate::deck::check_command(
                Some(std::path::Path::new(url)),
                &file,
                json,
                environment.as_deref(),
                lang,
            )
        }
        Some(Cmd::Cards(cmd)) => {
            use crate::cards::cli as c;
            let mut store = RefCell::new(open()?);
            match cmd {
                super::args::CardsCmd::Import { file, json } => {
                    c::import_command(&mut store, &file, json, lang)?
                }
                super::args::CardsCmd::Show { name, json } => {
                    c::show_command(&store, &name.join(" "), json, lang)?
                }
                super::args::CardsCmd::Search { words, json } => {
                    c::search_command(&store, &words, json, lang)?
                }
                super::args::CardsCmd::Coverage { examples, json } => {
                    crate::cards::coverage::coverage_command(&store, examples, json, lang)?
                }
            }
        }
        Some(Cmd::Case(CaseCmd::Export {
            case,
            format,
            output,
            force,
        })) => {
            return super::tournament::case_export_from(
                &RefCell::new(open()?),
                std::path::Path::new(&redact(url)),
                &case,
                format,
                output.as_deref(),
                force,
                lang,
            )
        }
        // The shell, `run` and `replay` are `commands::on_postgres`'s; `sync`, `rules` and
        // `completions` never come here.
        Some(other) => bail!(tr!(lang, "pg-not-here", command = name_of(&other))),
        None => bail!(tr!(lang, "pg-not-here", command = "repl")),
    }
    Ok(ExitCode::SUCCESS)
}

/// The subcommand as typed, for the message that it works on SQLite only.
fn name_of(cmd: &Cmd) -> String {
    let debug = format!("{cmd:?}");
    let word = debug
        .split(|c: char| !c.is_alphanumeric())
        .next()
        .unwrap_or("");
    let mut out = String::new();
    for (i, ch) in word.chars().enumerate() {
        if ch.is_uppercase() && i > 0 {
            out.push('-');
        }
        out.extend(ch.to_lowercase());
    }
    match cmd {
        Cmd::Case(CaseCmd::Export { .. }) => "case export".to_owned(),
        _ => out,
    }
}

fn replay(case: &str, rows: &[crate::store::StoredEvent]) -> Result<Game> {
    let events = rows
        .iter()
        .map(|r| {
            Event::from_json(r.version, &r.payload)
                .map_err(|e| anyhow!("event {} of case `{case}` cannot be read: {e}", r.seq))
        })
        .collect::<Result<Vec<_>>>()?;
    Ok(Game::replay(events))
}

/// `gunbai ruling search` on the centre: the rulings of every chain (the centre's own, then each
/// venue's), so of every event and season held, each chain's as it stands now.
fn search_all(mut s: PgStore, q: &str, json: bool, lang: Lang) -> Result<ExitCode> {
    let mut found = Vec::new();
    let chains = s.ruling_chains()?;
    let store = RefCell::new(s);
    for chain in chains {
        store.borrow_mut().read_chain(&chain);
        let hits = crate::tournament::search(&store, q)?;
        if !hits.is_empty() {
            found.push((chain, hits));
        }
    }
    if json {
        let all: Vec<_> = found
            .iter()
            .map(|(chain, hits)| {
                serde_json::json!({
                    "venue": if chain.is_empty() { None } else { Some(chain) },
                    "rulings": hits,
                })
            })
            .collect();
        println!("{}", serde_json::to_string_pretty(&all)?);
    } else if found.is_empty() {
        println!("{}", tr!(lang, "cli-no-ruling-matches", query = q));
    }
    if !json {
        for (chain, hits) in &found {
            let title = if chain.is_empty() {
                tr!(lang, "pg-rulings-own")
            } else {
                tr!(
                    lang,
                    "pg-rulings-venue",
                    venue = escape_controls(chain).into_owned()
                )
            };
            println!("{title}:");
            print!(
                "{}",
                render::escape_lines(&super::tournament::rulings_table(hits, lang))
            );
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// One case as `gunbai verify --json` prints it, in the order a SQLite file's has.
#[derive(serde::Serialize)]
struct VerifyRow {
    case: String,
    events: u64,
    chain_ok: bool,
    states_ok: bool,
    first_broken: Option<u64>,
    reason: Option<String>,
    problems: Vec<(u64, String)>,
    anchor: String,
    /// Steps whose ability, read from a card's printed text, today's reader reads otherwise.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    readings: Vec<(u64, String)>,
}

/// `gunbai verify` on the centre. With `json`, the cases go to stdout in the shape `verify
/// --json` gives on a SQLite file, and the other lines (rulings, anchors) to stderr.
fn verify(
    s: &mut PgStore,
    case: Option<&str>,
    json: bool,
    expect: &[String],
    lang: Lang,
) -> Result<ExitCode> {
    macro_rules! say {
        ($($t:tt)*) => {
            if json {
                eprintln!($($t)*)
            } else {
                println!($($t)*)
            }
        };
    }
    let cases = match case {
        Some(c) => vec![s.case(c)?],
        None => s.cases()?,
    };
    let mut ok = true;
    let mut rows = Vec::new();
    for c in &cases {
        let report = s.verify_chain(c.id)?;
        let anchor = format!("{}@{}:{}", c.name, report.head.seq, report.head.short());
        // When the chain holds, every event is folded again and each stored state hash
        // compared with the one this engine reaches, as on a SQLite file.
        // The printed readings' drift is noted too, as on a SQLite file.
        let mut readings = Vec::new();
        let states = if report.problems.is_empty() {
            let rows = s.events(c.id)?;
            for r in &rows {
                let line = Event::from_json(r.version, &r.payload)
                    .ok()
                    .and_then(|ev| crate::cards::drift::drift_line(&ev, lang));
                if let Some(line) = line {
                    readings.push((r.seq, escape_controls(&line).into_owned()));
                }
            }
            crate::fold::verify_rows(
                &c.name,
                rows.iter()
                    .map(|r| (r.seq, r.version, r.payload.as_str(), r.state_hash.as_str())),
            )
        } else {
            Ok(None)
        };
        let name = escape_controls(&c.name).into_owned();
        let (line, first_broken, reason, states_ok) = match (report.problems.first(), states) {
            (None, Ok(Some(seq))) => {
                let why = tr!(lang, "verify-state-differs");
                let line = tr!(
                    lang,
                    "pg-verify-state-differs",
                    case = name.as_str(),
                    seq = seq
                );
                (line, Some(seq), Some(why), false)
            }
            (None, Err(e)) => {
                let error = escape_controls(&e.to_string()).into_owned();
                let line = tr!(
                    lang,
                    "pg-verify-unreadable",
                    case = name.as_str(),
                    error = error.as_str()
                );
                (line, None, Some(error), false)
            }
            (None, Ok(None)) => {
                let line = tr!(
                    lang,
                    "pg-verify-ok",
                    case = name.as_str(),
                    events = report.events,
                    anchor = escape_controls(&anchor).into_owned()
                );
                (line, None, None, true)
            }
            (Some(p), _) => {
                let why = escape_controls(&p.reason).into_owned();
                let line = tr!(
                    lang,
                    "pg-verify-broken",
                    case = name.as_str(),
                    seq = p.seq,
                    reason = why.as_str()
                );
                (line, Some(p.seq).filter(|s| *s > 0), Some(why), false)
            }
        };
        ok &= states_ok;
        // The shape of `gunbai verify --json` on a SQLite file, one object per case.
        rows.push(VerifyRow {
            case: name,
            events: report.events,
            chain_ok: report.problems.is_empty(),
            states_ok,
            first_broken,
            reason,
            problems: report
                .problems
                .iter()
                .map(|b| (b.seq, escape_controls(&b.reason).into_owned()))
                .collect(),
            anchor,
            readings: readings.clone(),
        });
        say!("{line}");
        for (seq, what) in &readings {
            say!(
                "{}",
                tr!(
                    lang,
                    "verify-case-step",
                    case = escape_controls(&c.name).into_owned(),
                    seq = *seq,
                    reason = what.as_str()
                )
            );
        }
    }
    if case.is_none() {
        for chain in s.ruling_chains()? {
            let report = s.verify_ruling_chain(&chain)?;
            let (id, hash) = &report.head;
            let short = hash.get(..crate::store::SHORT_HASH).unwrap_or(hash);
            let venue = if chain.is_empty() {
                tr!(lang, "pg-rulings-own")
            } else {
                tr!(
                    lang,
                    "pg-rulings-venue",
                    venue = escape_controls(&chain).into_owned()
                )
            };
            if report.problems.is_empty() {
                say!(
                    "{}",
                    tr!(
                        lang,
                        "pg-rulings-ok",
                        chain = venue.as_str(),
                        records = report.records,
                        anchor = format!("rulings@{id}:{short}")
                    )
                );
            }
            for p in &report.problems {
                ok = false;
                say!(
                    "{}",
                    tr!(
                        lang,
                        "pg-rulings-broken",
                        chain = venue.as_str(),
                        id = p.id,
                        reason = escape_controls(&p.reason).into_owned()
                    )
                );
            }
        }
    }
    for e in expect {
        let (what, rest) = e
            .rsplit_once('@')
            .ok_or_else(|| anyhow!(tr!(lang, "pg-verify-bad-anchor", anchor = e.as_str())))?;
        let (at, hash) = rest
            .split_once(':')
            .ok_or_else(|| anyhow!(tr!(lang, "pg-verify-bad-anchor", anchor = e.as_str())))?;
        let at: u64 = at
            .trim()
            .parse()
            .map_err(|_| anyhow!(tr!(lang, "pg-verify-bad-anchor", anchor = e.as_str())))?;
        let hash = hash.trim().to_ascii_lowercase();
        if hash.len() < 8 || !hash.chars().all(|c| c.is_ascii_hexdigit()) {
            bail!(tr!(lang, "pg-verify-bad-anchor", anchor = e.as_str()));
        }
        // `rulings@N:HASH` (as `ruling export` prints it) is record N of the centre's own chain
        // of rulings; anything else names a case.
        let held = if what == "rulings" {
            s.ruling_hash_at(at)?.is_some_and(|h| h.starts_with(&hash))
        } else {
            let info = s.case(what)?;
            at <= info.events
                && crate::store::pg::PgStore::anchor_at(s, info.id, at)?
                    .hash
                    .starts_with(&hash)
        };
        ok &= held;
        say!(
            "{}",
            if held {
                tr!(
                    lang,
                    "pg-verify-anchor-held",
                    anchor = escape_controls(e).into_owned()
                )
            } else {
                tr!(
                    lang,
                    "pg-verify-anchor-lost",
                    anchor = escape_controls(e).into_owned()
                )
            }
        );
    }
    if json {
        println!("{}", serde_json::to_string_pretty(&rows)?);
    }
    Ok(if ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}
