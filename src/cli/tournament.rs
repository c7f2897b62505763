//! The `event`, `ruling` and `case export` commands.

use crate::i18n::Lang;
use crate::msg::Arg;
use crate::tr;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::Result;
use chrono::{DateTime, Local, NaiveDate, Utc};
use clap::{Args, Subcommand, ValueEnum};
use serde::Serialize;

use super::open::{open, open_read};
use crate::export;
use crate::render;
use crate::store::AppealOutcome;
use crate::tournament::{
    self, CaseCheck, Draft, Filter, Patch, RulingDetail, RulingStore, RulingView,
};

#[derive(Debug, Subcommand)]
pub enum TournamentCmd {
    /// Start a tournament: rulings are recorded under it
    #[command(
        after_help = "Example:\n  gunbai event new \"Kotei Paris 2024\" --date 2024-06-01 --json"
    )]
    New {
        /// The tournament's name, unique whatever the letter case
        name: String,
        /// The day it is held
        #[arg(long, value_name = "YYYY-MM-DD", value_parser = parse_date)]
        date: Option<NaiveDate>,
        /// Print the new event's id, name and date as JSON
        #[arg(long)]
        json: bool,
    },
    /// List the tournaments with how many rulings each holds
    List {
        /// Print the list as JSON
        #[arg(long)]
        json: bool,
    },
}

#[derive(Debug, Subcommand)]
pub enum RulingCmd {
    /// Record a ruling given at a table
    #[command(
        after_help = "Example:\n  gunbai ruling add --event Kotei --round 2 --table 7 --player Allen --player Bob \\\n    --judge Kaede --question \"Who reacts first?\" --ruling \"Cindy, on Bob's left\" \\\n    --cite action.reaction.order --case table7 --at 7"
    )]
    Add(Box<AddArgs>),
    /// Record a corrected version of a ruling; the version corrected is kept
    #[command(
        after_help = "Example:\n  gunbai ruling correct 3 --penalty \"warning\" --cite action.reaction.order"
    )]
    Correct {
        /// The ruling's number (`gunbai ruling list` shows them)
        #[arg(value_parser = clap::value_parser!(i64).range(1..))]
        id: i64,
        #[command(flatten)]
        patch: Box<PatchArgs>,
    },
    /// Record the outcome of an appeal of a ruling; the ruling is kept
    #[command(
        after_help = "Example:\n  gunbai ruling appeal 3 --by \"Head judge Mirumoto\" --appellant Allen --outcome upheld --note \"rulebook example applies\""
    )]
    Appeal {
        /// The ruling's number (`gunbai ruling list` shows them)
        #[arg(value_parser = clap::value_parser!(i64).range(1..))]
        id: i64,
        /// Who heard the appeal
        #[arg(long, value_name = "NAME")]
        by: String,
        /// Who asked for the appeal (a player, or a judge for a player)
        #[arg(long, value_name = "NAME")]
        appellant: Option<String>,
        /// upheld or overturned
        #[arg(long, value_enum)]
        outcome: Outcome,
        /// Why: the appeal's reasoning, in a sentence
        #[arg(long, value_name = "TEXT")]
        note: String,
        /// Print the recorded appeal (its id and the ruling's number) as JSON
        #[arg(long)]
        json: bool,
    },
    /// List the rulings as they stand (latest versions)
    #[command(after_help = "Example:\n  gunbai ruling list --event Kotei --round 2 --json")]
    List {
        /// Only this tournament's rulings (name, unique prefix or id)
        #[arg(long, value_name = "EVENT")]
        event: Option<String>,
        /// Only this round's
        #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
        round: Option<u32>,
        /// Only this table's
        #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
        table: Option<u32>,
        /// Only rulings involving this player
        #[arg(long, value_name = "NAME")]
        player: Option<String>,
        /// Only rulings given by this judge
        #[arg(long, value_name = "NAME")]
        judge: Option<String>,
        /// A rule id the ruling cites
        #[arg(long, value_name = "RULE")]
        cite: Option<String>,
        /// On a PostgreSQL centre: the rulings this venue sent with `sync push` (its name as
        /// `gunbai ruling search` shows it); without it, the centre's own
        #[arg(long, value_name = "VENUE")]
        venue: Option<String>,
        /// Print the list as JSON
        #[arg(long)]
        json: bool,
    },
    /// Show one ruling with its versions, appeals and citations, and whether the engine still
    /// reaches the same result for its case
    #[command(after_help = "Example:\n  gunbai ruling show 3")]
    Show {
        /// The ruling's number (`gunbai ruling list` shows them)
        #[arg(value_parser = clap::value_parser!(i64).range(1..))]
        id: i64,
        /// On a PostgreSQL centre: the rulings this venue sent with `sync push` (its name as
        /// `gunbai ruling search` shows it); without it, the centre's own
        #[arg(long, value_name = "VENUE")]
        venue: Option<String>,
        /// Print the ruling as JSON (docs/rulings.md)
        #[arg(long)]
        json: bool,
    },
    /// Search the questions and rulings, in English or Japanese
    #[command(
        after_help = "Examples:\n  gunbai ruling search reaction order\n  gunbai ruling search 寵愛"
    )]
    Search {
        /// English words, or Japanese text (matched as a substring)
        #[arg(required = true, num_args = 1..)]
        text: Vec<String>,
        /// Print the matches as JSON
        #[arg(long)]
        json: bool,
    },
    /// Write a tournament's rulings report
    #[command(
        after_help = "Example:\n  gunbai ruling export --event Kotei --format html --output kotei-rulings.html"
    )]
    Export {
        /// The tournament (name, unique prefix or id)
        #[arg(long, value_name = "EVENT")]
        event: String,
        /// md, csv, json, or html (one self-contained page)
        #[arg(long, value_enum, default_value_t = ReportFormat::Md)]
        format: ReportFormat,
        /// Write to this file instead of standard output
        #[arg(long, value_name = "FILE")]
        output: Option<PathBuf>,
        /// Replace the --output file if it exists (never the database)
        #[arg(long)]
        force: bool,
        /// On a PostgreSQL centre: the rulings this venue sent with `sync push` (its name as
        /// `gunbai ruling search` shows it); without it, the centre's own
        #[arg(long, value_name = "VENUE")]
        venue: Option<String>,
    },
}

impl RulingCmd {
    /// The venue whose rulings the command reads (`--venue`), if it names one.
    pub fn venue(&self) -> Option<&str> {
        match self {
            RulingCmd::List { venue, .. }
            | RulingCmd::Show { venue, .. }
            | RulingCmd::Export { venue, .. } => venue.as_deref(),
            _ => None,
        }
    }
}

#[derive(Debug, Args)]
pub struct AddArgs {
    /// The tournament (see `gunbai event list`)
    #[arg(long, value_name = "EVENT")]
    pub event: String,
    /// The round, from 1
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
    pub round: u32,
    /// The table number, from 1
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
    pub table: u32,
    /// A player at the table (repeat for each)
    #[arg(long = "player", value_name = "NAME", required = true)]
    pub players: Vec<String>,
    /// The judge who gave the ruling
    #[arg(long, value_name = "NAME")]
    pub judge: String,
    /// When the ruling was given: RFC 3339, or local "YYYY-MM-DD HH:MM" [default: now]
    #[arg(long = "at-time", value_name = "TIME", value_parser = parse_time)]
    pub at_time: Option<DateTime<Utc>>,
    /// The question the players asked
    #[arg(long, value_name = "TEXT")]
    pub question: String,
    /// The ruling given
    #[arg(long, value_name = "TEXT")]
    pub ruling: String,
    /// A penalty given, e.g. "warning" [default: none]
    #[arg(long, value_name = "TEXT")]
    pub penalty: Option<String>,
    /// Minutes of time extension granted
    #[arg(long, value_name = "MINUTES")]
    pub extension: Option<u32>,
    /// A rule id from the corpus (repeat for each)
    #[arg(long = "cite", value_name = "RULE_ID")]
    pub cites: Vec<String>,
    /// A stored case the ruling rests on (with --at)
    #[arg(long, value_name = "CASE", requires = "at")]
    pub case: Option<String>,
    /// The event of the case the ruling is about, from 1 (with --case)
    #[arg(long, value_name = "N", requires = "case")]
    pub at: Option<u64>,
    /// Print the recorded ruling (its number and id) as JSON
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Args)]
pub struct PatchArgs {
    /// The tournament (name, unique prefix or id)
    #[arg(long, value_name = "EVENT")]
    pub event: Option<String>,
    /// The round, from 1
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
    pub round: Option<u32>,
    /// The table number, from 1
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
    pub table: Option<u32>,
    /// Replaces the whole list of players (repeat for each)
    #[arg(long = "player", value_name = "NAME")]
    pub players: Vec<String>,
    /// The judge who gave the ruling
    #[arg(long, value_name = "NAME")]
    pub judge: Option<String>,
    /// When the ruling was given: RFC 3339, or local "YYYY-MM-DD HH:MM"
    #[arg(long = "at-time", value_name = "TIME", value_parser = parse_time)]
    pub at_time: Option<DateTime<Utc>>,
    /// The question the players asked
    #[arg(long, value_name = "TEXT")]
    pub question: Option<String>,
    /// The ruling given
    #[arg(long, value_name = "TEXT")]
    pub ruling: Option<String>,
    /// A penalty given, e.g. "warning"
    #[arg(long, value_name = "TEXT", conflicts_with = "no_penalty")]
    pub penalty: Option<String>,
    /// Remove the penalty
    #[arg(long)]
    pub no_penalty: bool,
    /// Minutes of time extension granted
    #[arg(long, value_name = "MINUTES", conflicts_with = "no_extension")]
    pub extension: Option<u32>,
    /// Remove the time extension
    #[arg(long)]
    pub no_extension: bool,
    /// Replaces the whole list of citations (repeat for each)
    #[arg(long = "cite", value_name = "RULE_ID", conflicts_with = "no_cite")]
    pub cites: Vec<String>,
    /// Remove every citation
    #[arg(long)]
    pub no_cite: bool,
    /// A stored case the ruling rests on (with --at)
    #[arg(long, value_name = "CASE", requires = "at", conflicts_with = "no_case")]
    pub case: Option<String>,
    /// The event of the case the ruling is about, from 1 (with --case)
    #[arg(long, value_name = "N", requires = "case")]
    pub at: Option<u64>,
    /// Unlink the case
    #[arg(long)]
    pub no_case: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Outcome {
    Upheld,
    Overturned,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ReportFormat {
    Md,
    Csv,
    Json,
    Html,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum CaseFormat {
    Md,
    Json,
    Html,
}

fn parse_date(s: &str) -> Result<NaiveDate, String> {
    NaiveDate::parse_from_str(s.trim(), "%Y-%m-%d")
        .map_err(|_| format!("{s:?} is not a date: write it as YYYY-MM-DD, such as 2024-06-01"))
}

fn parse_time(s: &str) -> Result<DateTime<Utc>, String> {
    tournament::parse_given_at(s, &Local).map_err(|e| e.to_string())
}

fn print_json<T: Serialize>(v: &T) -> Result<()> {
    let mut out = std::io::stdout().lock();
    serde_json::to_writer_pretty(&mut out, v)?;
    writeln!(out)?;
    Ok(())
}

/// Opens the SQLite file `db`: for writing when given `true`, else read-only.
fn sqlite(db: &Path, lang: Lang) -> impl Fn(bool) -> Result<crate::store::Store> + '_ {
    move |write| if write { open(db) } else { open_read(db, lang) }
}

fn table() -> comfy_table::Table {
    let mut t = comfy_table::Table::new();
    t.load_style(comfy_table::presets::UTF8_FULL_CONDENSED)
        .set_content_arrangement(comfy_table::ContentArrangement::Dynamic);
    t
}

pub fn tournament_cmd(db: &Path, cmd: TournamentCmd, lang: Lang) -> Result<ExitCode> {
    tournament_cmd_in(&sqlite(db, lang), cmd, lang)
}

/// `gunbai event …` on the store `open` opens (for writing when given `true`).
pub fn tournament_cmd_in<S: RulingStore, O: Fn(bool) -> Result<S>>(
    open: &O,
    cmd: TournamentCmd,
    lang: Lang,
) -> Result<ExitCode> {
    let store = open(!matches!(&cmd, TournamentCmd::List { .. }))?;
    match cmd {
        TournamentCmd::New { name, date, json } => {
            let t = store.create_tournament(&name, date, Utc::now())?;
            if json {
                print_json(&serde_json::json!({
                    "id": t.id,
                    "name": t.name,
                    "date": t.date,
                }))?;
            } else {
                let date = t
                    .date
                    .map(|d| tr!(lang, "cli-on-date", date = d.to_string()))
                    .unwrap_or_default();
                println!(
                    "{}",
                    tr!(
                        lang,
                        "cli-event-created",
                        event = &t.name,
                        date = date,
                        id = t.id
                    )
                );
            }
        }
        TournamentCmd::List { json } => {
            let tournaments = tournament::tournaments(&store)?;
            if json {
                print_json(&tournaments)?;
            } else if tournaments.is_empty() {
                println!("{}", tr!(lang, "cli-no-events"));
            } else {
                let mut t = table();
                t.set_header(headings(
                    lang,
                    &["id", "event", "date", "rulings", "appeals"],
                ));
                for e in tournaments {
                    t.add_row(vec![
                        e.tournament.id.to_string(),
                        e.tournament.name,
                        e.tournament.date.map(|d| d.to_string()).unwrap_or_default(),
                        e.rulings.to_string(),
                        e.appeals.to_string(),
                    ]);
                }
                print!("{}", crate::render::table_text(t));
            }
        }
    }
    Ok(ExitCode::SUCCESS)
}

pub fn ruling_cmd(db: &Path, author: &str, cmd: RulingCmd, lang: Lang) -> Result<ExitCode> {
    if let Some(venue) = cmd.venue() {
        anyhow::bail!(tr!(lang, "cli-venue-on-sqlite", venue = venue));
    }
    ruling_cmd_in(db, &sqlite(db, lang), author, cmd, lang)
}

/// `gunbai ruling …` on the store `open` opens (for writing when given `true`); `db` names it.
pub fn ruling_cmd_in<S: RulingStore, O: Fn(bool) -> Result<S>>(
    db: &Path,
    open: &O,
    author: &str,
    cmd: RulingCmd,
    lang: Lang,
) -> Result<ExitCode> {
    match cmd {
        RulingCmd::Add(a) => ruling_add(open, author, *a, lang)?,
        RulingCmd::Correct { id: number, patch } => {
            ruling_correct(open, author, number, *patch, lang)?
        }
        RulingCmd::Appeal {
            id: number,
            by,
            appellant,
            outcome,
            note,
            json,
        } => ruling_appeal(
            open,
            author,
            number,
            (&by, appellant.as_deref()),
            outcome,
            &note,
            json,
            lang,
        )?,
        RulingCmd::List {
            event,
            round,
            table,
            player,
            judge,
            cite,
            json,
            venue: _,
        } => {
            let store = open(false)?;
            let event = match event {
                Some(e) => Some(store.tournament(&e)?.id),
                None => None,
            };
            let filter = Filter {
                tournament: event,
                round,
                table,
                player,
                judge,
                cite,
            };
            let list = tournament::list(&store, &filter)?;
            print_rulings(&list, json, &tr!(lang, "cli-no-rulings"), lang)?;
        }
        RulingCmd::Show {
            id: number, json, ..
        } => ruling_show(open, number, json, lang)?,
        RulingCmd::Search { text, json } => {
            let store = open(false)?;
            let q = text.join(" ");
            let hits = tournament::search(&store, &q)?;
            print_rulings(
                &hits,
                json,
                &tr!(lang, "cli-no-ruling-matches", query = q.as_str()),
                lang,
            )?;
        }
        RulingCmd::Export {
            event,
            format,
            output,
            force,
            ..
        } => ruling_export(db, open, &event, format, output.as_deref(), force, lang)?,
    }
    Ok(ExitCode::SUCCESS)
}

/// `gunbai ruling add`: records a ruling and prints its number, warning when the case step it
/// links to has been undone.
fn ruling_add<S: RulingStore, O: Fn(bool) -> Result<S>>(
    open: &O,
    author: &str,
    a: AddArgs,
    lang: Lang,
) -> Result<()> {
    let mut store = open(true)?;
    let a_case = a.case.clone().zip(a.at);
    let draft = Draft {
        tournament: a.event,
        round: a.round,
        table: a.table,
        players: a.players,
        judge: a.judge,
        given_at: a.at_time.unwrap_or_else(Utc::now),
        question: a.question,
        ruling: a.ruling,
        penalty: a.penalty,
        extension_minutes: a.extension,
        citations: a.cites,
        case: a.case.zip(a.at),
    };
    let json = a.json;
    let r = tournament::add(&mut store, draft, author, Utc::now())?;
    let number = tournament::number_of(&store, r.id)?;
    let warning = undone_warning(&store, a_case.as_ref(), lang);
    if json {
        print_json(&serde_json::json!({
            "number": number,
            "record": r.id,
            "event": r.tournament.name,
            "warning": warning,
        }))?;
    } else {
        println!(
            "{}",
            tr!(
                lang,
                "cli-ruling-added",
                number = number,
                event = r.tournament.name.as_str()
            )
        );
        if let Some(w) = warning {
            eprintln!("{}", tr!(lang, "shell-warning", warning = w));
        }
    }
    Ok(())
}

/// `gunbai ruling correct`: records a new version of ruling `number`; the earlier one is kept.
fn ruling_correct<S: RulingStore, O: Fn(bool) -> Result<S>>(
    open: &O,
    author: &str,
    number: i64,
    p: PatchArgs,
    lang: Lang,
) -> Result<()> {
    let mut store = open(true)?;
    let id = tournament::resolve_number(&store, number as u64)?;
    let r = tournament::correct(&mut store, id, patch(p), author, Utc::now())?;
    let version = tournament::show(&store, r.id)?.versions.len();
    println!(
        "{}",
        tr!(
            lang,
            "cli-ruling-corrected",
            version = version,
            number = number
        )
    );
    Ok(())
}

/// What a correction changes: each field typed replaces the ruling's, a `--no-…` flag clears
/// it, and a field not typed stays as it was.
fn patch(p: PatchArgs) -> Patch {
    Patch {
        tournament: p.event,
        round: p.round,
        table: p.table,
        players: (!p.players.is_empty()).then_some(p.players),
        judge: p.judge,
        given_at: p.at_time,
        question: p.question,
        ruling: p.ruling,
        penalty: if p.no_penalty {
            Some(None)
        } else {
            p.penalty.map(Some)
        },
        extension_minutes: if p.no_extension {
            Some(None)
        } else {
            p.extension.map(Some)
        },
        citations: if p.no_cite {
            Some(Vec::new())
        } else {
            (!p.cites.is_empty()).then_some(p.cites)
        },
        case: if p.no_case {
            Some(None)
        } else {
            p.case.zip(p.at).map(Some)
        },
    }
}

/// `gunbai ruling appeal`: records the outcome of an appeal of ruling `number`.
#[allow(clippy::too_many_arguments)]
fn ruling_appeal<S: RulingStore, O: Fn(bool) -> Result<S>>(
    open: &O,
    author: &str,
    number: i64,
    (by, appellant): (&str, Option<&str>),
    outcome: Outcome,
    note: &str,
    json: bool,
    lang: Lang,
) -> Result<()> {
    let mut store = open(true)?;
    let id = tournament::resolve_number(&store, number as u64)?;
    let outcome = match outcome {
        Outcome::Upheld => AppealOutcome::Upheld,
        Outcome::Overturned => AppealOutcome::Overturned,
    };
    let r = tournament::appeal(
        &mut store,
        id,
        by,
        appellant,
        outcome,
        note,
        author,
        Utc::now(),
    )?;
    if json {
        print_json(&serde_json::json!({
            "ruling": number,
            "record": r.id,
            "outcome": outcome.as_str(),
        }))?;
    } else {
        println!(
            "{}",
            tr!(
                lang,
                "cli-appeal-recorded",
                number = number,
                outcome = outcome.as_str()
            )
        );
    }
    Ok(())
}

/// `gunbai ruling show`: one ruling with its versions and appeals, warning when the case step
/// it links to has been undone.
fn ruling_show<S: RulingStore, O: Fn(bool) -> Result<S>>(
    open: &O,
    number: i64,
    json: bool,
    lang: Lang,
) -> Result<()> {
    let store = open(false)?;
    let id = tournament::resolve_number(&store, number as u64)?;
    let d = tournament::show(&store, id)?;
    let link = d.ruling.case.as_ref().map(|c| (c.case.clone(), c.at));
    let warning = link
        .as_ref()
        .and_then(|(case, at)| tournament::undone_warning_in(&store, case, *at, lang));
    if json {
        print_json(&d)?;
    } else {
        print!("{}", render::escape_lines(&render_detail(&d, lang)));
    }
    if let Some(w) = warning {
        eprintln!("{}", tr!(lang, "shell-warning", warning = w));
    }
    Ok(())
}

/// `gunbai ruling export`: a tournament's rulings report, ending with the rulings chain's
/// anchor it was made from.
fn ruling_export<S: RulingStore, O: Fn(bool) -> Result<S>>(
    db: &Path,
    open: &O,
    event: &str,
    format: ReportFormat,
    output: Option<&Path>,
    force: bool,
    lang: Lang,
) -> Result<()> {
    let store = open(false)?;
    let report = tournament::tournament_report(&store, event)?;
    let made_from = tr!(lang, "export-made-from", anchor = report.anchor.as_str());
    let text = match format {
        ReportFormat::Md => format!("{}\n_{made_from}_\n", export::report_md_in(&report, lang)),
        ReportFormat::Csv => export::report_csv_in(&report, lang),
        ReportFormat::Json => export::json(&report),
        ReportFormat::Html => with_footer(&export::report_html_in(&report, lang), &made_from),
    };
    write_out(
        db,
        output,
        force,
        &text,
        &tr!(
            lang,
            "cli-wrote-rulings",
            event = report.tournament.name.as_str(),
            count = report.rulings.len()
        ),
        lang,
    )?;
    Ok(())
}

/// `gunbai case export`.
pub fn case_export(
    db: &Path,
    case: &str,
    format: CaseFormat,
    output: Option<&Path>,
    force: bool,
    lang: Lang,
) -> Result<ExitCode> {
    case_export_from(&open_read(db, lang)?, db, case, format, output, force, lang)
}

/// `gunbai case export` of a case of `store`, the database `db` names (a file, or a
/// PostgreSQL URL): a file written is never the database itself.
pub fn case_export_from<S: RulingStore + ?Sized>(
    store: &S,
    db: &Path,
    case: &str,
    format: CaseFormat,
    output: Option<&Path>,
    force: bool,
    lang: Lang,
) -> Result<ExitCode> {
    let c = export::build_case_in(store, case, lang)?;
    let text = match format {
        CaseFormat::Md => export::case_md_in(&c, lang),
        CaseFormat::Json => export::json(&c),
        CaseFormat::Html => export::case_html_in(&c, lang),
    };
    write_out(
        db,
        output,
        force,
        &text,
        &tr!(
            lang,
            "cli-wrote-case",
            case = c.case.as_str(),
            count = c.events
        ),
        lang,
    )?;
    Ok(ExitCode::SUCCESS)
}

/// An HTML page with a footer line before `</body>` (gunbai's own words and an anchor: no markup characters).
fn with_footer(html: &str, line: &str) -> String {
    let footer = format!("<footer><p><small>{line}</small></p></footer>\n");
    match html.rfind("</body>") {
        Some(i) => format!("{}{footer}{}", &html[..i], &html[i..]),
        None => format!("{html}{footer}"),
    }
}

/// A warning when a ruling's linked step was undone: the ruling rests on a line the log keeps
/// only as retracted.
fn undone_warning<S: RulingStore>(
    store: &S,
    link: Option<&(String, u64)>,
    lang: Lang,
) -> Option<String> {
    let (case, at) = link?;
    tournament::undone_warning_in(store, case, *at, lang)
}

fn write_out(
    db: &Path,
    output: Option<&Path>,
    force: bool,
    text: &str,
    what: &str,
    lang: Lang,
) -> Result<()> {
    match output {
        Some(path) => {
            crate::export::file::write_new(path, text, force, db)?;
            println!(
                "{}",
                tr!(
                    lang,
                    "cli-wrote",
                    what = what,
                    path = path.display().to_string()
                )
            );
        }
        None => {
            let mut out = std::io::stdout().lock();
            out.write_all(text.as_bytes())?;
            out.flush()?;
        }
    }
    Ok(())
}

fn short(s: &str, n: usize) -> String {
    let one_line = s.replace(['\n', '\r'], " ");
    if one_line.chars().count() <= n {
        one_line
    } else {
        let cut: String = one_line.chars().take(n.saturating_sub(1)).collect();
        format!("{cut}…")
    }
}

/// Rulings as a table, one row per ruling as it stands.
/// Rulings as JSON, as a table, or the message for none.
fn print_rulings(list: &[RulingView], json: bool, none: &str, lang: Lang) -> Result<()> {
    if json {
        print_json(&list)
    } else if list.is_empty() {
        println!("{none}");
        Ok(())
    } else {
        print!("{}", render::escape_lines(&rulings_table(list, lang)));
        Ok(())
    }
}

/// A table's column headings in `lang`.
fn headings(lang: Lang, columns: &[&str]) -> Vec<String> {
    columns
        .iter()
        .map(|c| tr!(lang, "cli-ruling-column", column = *c))
        .collect()
}

pub fn rulings_table(list: &[RulingView], lang: Lang) -> String {
    let mut t = table();
    t.set_header(headings(
        lang,
        &[
            "number", "event", "round", "table", "given", "players", "judge", "question", "ruling",
            "cites", "notes",
        ],
    ));
    for v in list {
        let mut notes = Vec::new();
        if v.corrects.is_some() {
            notes.push(tr!(lang, "cli-note-version", version = v.version));
        }
        if let Some(a) = v.appeals.last() {
            notes.push(tr!(lang, "cli-note-appeal", outcome = a.outcome.as_str()));
        }
        if let Some(c) = &v.case {
            notes.push(tr!(lang, "cli-note-case", case = &c.case, at = c.at));
        }
        t.add_row(vec![
            v.number.to_string(),
            v.tournament.clone(),
            v.round.to_string(),
            v.table.to_string(),
            v.given_at_local.clone(),
            Arg::commas(&v.players).words(lang),
            v.judge.clone(),
            short(&v.question, 60),
            short(&v.ruling, 60),
            v.citations
                .iter()
                .map(|c| c.id.as_str())
                .collect::<Vec<_>>()
                .join(", "),
            notes.join(&tr!(lang, "semicolon")),
        ]);
    }
    crate::render::table_text(t)
}

/// `ruling show` as text, in `lang`.
pub fn render_detail(d: &RulingDetail, lang: Lang) -> String {
    let v = &d.ruling;
    let mut s = tr!(
        lang,
        "cli-ruling-head",
        number = v.number,
        version = v.version,
        corrected = if v.corrects.is_some() { "yes" } else { "no" },
        event = &v.tournament,
        date = v
            .tournament_date
            .map(|d| tr!(lang, "cli-in-parens", text = d.to_string()))
            .unwrap_or_default()
    );
    s.push('\n');
    let mut line = |text: String| {
        s.push_str("  ");
        s.push_str(&text);
        s.push('\n');
    };
    line(tr!(
        lang,
        "cli-ruling-where",
        round = v.round,
        table = v.table,
        players = Arg::commas(&v.players).words(lang),
        judge = &v.judge
    ));
    line(tr!(
        lang,
        "cli-ruling-field",
        field = "given",
        value = &v.given_at_local
    ));
    line(tr!(
        lang,
        "cli-ruling-field",
        field = "question",
        value = &v.question
    ));
    line(tr!(
        lang,
        "cli-ruling-field",
        field = "ruling",
        value = &v.ruling
    ));
    if let Some(p) = &v.penalty {
        line(tr!(lang, "cli-ruling-field", field = "penalty", value = p));
    }
    if let Some(m) = v.extension_minutes {
        line(tr!(lang, "cli-ruling-extension", minutes = m));
    }
    if v.citations.is_empty() {
        line(tr!(lang, "cli-ruling-no-citations"));
    } else {
        line(tr!(lang, "cli-ruling-citations"));
        for c in &v.citations {
            match (&c.title, &c.locator) {
                (Some(t), Some(l)) => line(format!("  {} — {t} ({l})", c.id)),
                _ => line(format!(
                    "  {} — {}",
                    c.id,
                    tr!(lang, "cli-ruling-citation-gone")
                )),
            }
        }
    }
    if let Some(c) = &v.case {
        line(tr!(lang, "cli-ruling-case", case = &c.case, at = c.at));
        for l in c.steps.lines() {
            line(l.to_string());
        }
    }
    if let Some(k) = &d.case_check {
        s.push_str(&case_check_text(k, lang));
    }
    let mut line = |text: String| {
        s.push_str("  ");
        s.push_str(&text);
        s.push('\n');
    };
    if !v.appeals.is_empty() {
        line(tr!(lang, "cli-ruling-appeals"));
        for a in &v.appeals {
            let version = d
                .versions
                .iter()
                .find(|x| x.id == a.about)
                .map(|x| x.version)
                .unwrap_or(1);
            line(format!(
                "  {}",
                tr!(
                    lang,
                    "cli-ruling-appeal",
                    when = &a.recorded_at_local,
                    by = &a.by,
                    appellant = a
                        .appellant
                        .as_deref()
                        .map(|p| tr!(lang, "cli-appealed-by", appellant = p))
                        .unwrap_or_default(),
                    version = version,
                    outcome = a.outcome.as_str(),
                    note = &a.note
                )
            ));
        }
    }
    if d.versions.len() > 1 {
        line(tr!(lang, "cli-ruling-versions"));
        for x in &d.versions {
            line(format!(
                "  {}",
                tr!(
                    lang,
                    "cli-ruling-version",
                    version = x.version,
                    original = if x.corrects.is_some() { "no" } else { "yes" },
                    when = &x.recorded_at_local,
                    author = &x.author,
                    ruling = short(&x.ruling, 70)
                )
            ));
        }
    }
    line(tr!(
        lang,
        "cli-ruling-recorded",
        when = &v.recorded_at_local,
        author = &v.author,
        hash = &v.hash[..v.hash.len().min(16)]
    ));
    s
}

/// Whether the engine still reaches the ruling's result for its case: the same state, a case
/// that cannot be replayed, or the first event that now differs, and the step's words now.
fn case_check_text(k: &CaseCheck, lang: Lang) -> String {
    let mut s = String::new();
    let mut line = |text: String| {
        s.push_str("  ");
        s.push_str(&text);
        s.push('\n');
    };
    if let Some(p) = &k.problem {
        line(tr!(lang, "cli-check-cannot-replay", problem = p));
    } else if k.same {
        line(tr!(lang, "cli-check-same", at = k.at, case = &k.case));
    } else {
        line(tr!(
            lang,
            "cli-check-differs",
            case = &k.case,
            event = k.first_diverging_event.unwrap_or(k.at),
            line = k
                .first_diverging_line
                .as_deref()
                .map(|l| tr!(lang, "cli-diverging-line", line = l))
                .unwrap_or_default()
        ));
        if k.state_hash_now.as_deref() != Some(k.frozen_state_hash.as_str()) {
            line(tr!(lang, "cli-check-state-differs", at = k.at));
        }
    }
    if k.explanation_changed {
        if let Some(now) = &k.steps_now {
            s.push_str(&format!(
                "  {}\n",
                tr!(lang, "cli-check-explained-now", at = k.at)
            ));
            for line in now.lines() {
                s.push_str(&format!("  {line}\n"));
            }
        }
    }
    s
}
