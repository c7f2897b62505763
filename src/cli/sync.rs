//! `gunbai sync push`: a venue's SQLite file sent to the centre's PostgreSQL (`src/sync`).

use std::path::Path;
use std::process::ExitCode;

use anyhow::{anyhow, bail, Context, Result};
use clap::Subcommand;

use crate::i18n::Lang;
use crate::render::escape_controls;
use crate::store::backend::{redact, Location};
use crate::store::pg::rulings::RulingsReceived;
use crate::store::pg::sync::Received;
use crate::store::pg::PgStore;
use crate::store::Store;
use crate::sync::{self, Outcome, RulingsOutcome};
use crate::tr;

#[derive(Debug, Subcommand)]
pub enum SyncCmd {
    /// Send this database's cases to the centre's PostgreSQL: each step once, keyed by case,
    /// step and hash; a step stored differently at the centre is refused and shown
    #[command(
        after_help = "Examples:\n  gunbai sync push --to postgres://venue@centre.example/gunbai --db kyoto.sqlite\n  GUNBAI_DB=kyoto.sqlite gunbai sync push --to \"$CENTRE\" --venue \"Kyoto Open\""
    )]
    Push {
        /// The centre: a postgres:// URL
        #[arg(long, value_name = "URL")]
        to: String,
        /// The venue's name, recorded as the home of the cases it brings [default: the file's
        /// name without its extension]
        #[arg(long, value_name = "NAME")]
        venue: Option<String>,
    },
}

/// `gunbai sync …`, with `db` the venue's SQLite file.
pub fn sync_cmd(db: &Path, cmd: SyncCmd, lang: Lang) -> Result<ExitCode> {
    let SyncCmd::Push { to, venue } = cmd;
    let path = match Location::parse(db) {
        Location::Sqlite(p) => p,
        Location::Postgres(_) => bail!(tr!(lang, "sync-from-sqlite")),
    };
    if !matches!(Location::parse(Path::new(&to)), Location::Postgres(_)) {
        bail!(tr!(lang, "sync-to-postgres", to = to.as_str()));
    }
    let venue = venue
        .or_else(|| path.file_stem().map(|s| s.to_string_lossy().into_owned()))
        .filter(|v| !v.trim().is_empty())
        .ok_or_else(|| anyhow!(tr!(lang, "sync-no-venue")))?;
    if !path.is_file() {
        bail!(tr!(lang, "sync-no-file", db = path.display().to_string()));
    }
    let store = Store::open_read_only(&path)
        .with_context(|| format!("cannot open the database {}", path.display()))?;
    let mut centre =
        PgStore::connect(&to).with_context(|| tr!(lang, "pg-cannot-open", db = redact(&to)))?;
    let report = sync::push(&store, &venue, &mut centre)?;
    for c in &report.cases {
        let case = escape_controls(&c.case).into_owned();
        let line = match &c.outcome {
            Outcome::Centre(Received::Sent { sent, anchor }) => tr!(
                lang,
                "sync-sent",
                case = case.as_str(),
                sent = *sent,
                anchor = format!("{}@{}:{}", case, anchor.seq, anchor.short())
            ),
            Outcome::Centre(Received::Already { seq }) => {
                tr!(lang, "sync-already", case = case.as_str(), seq = *seq)
            }
            Outcome::Centre(Received::Divergent {
                seq,
                centre,
                venue,
                unsent,
            }) => tr!(
                lang,
                "sync-divergent",
                case = case.as_str(),
                seq = *seq,
                centre = shown_row(centre),
                venue = shown_row(venue),
                unsent = *unsent
            ),
            Outcome::Centre(Received::CentreAhead { centre, venue }) => tr!(
                lang,
                "sync-centre-ahead",
                case = case.as_str(),
                centre = *centre,
                venue = *venue
            ),
            Outcome::Centre(Received::OtherHome { home }) => match home {
                Some(h) => tr!(
                    lang,
                    "sync-other-home",
                    case = case.as_str(),
                    home = escape_controls(h).into_owned()
                ),
                None => tr!(lang, "sync-centre-home", case = case.as_str()),
            },
            Outcome::Centre(Received::Rejected { reason }) => tr!(
                lang,
                "sync-rejected",
                case = case.as_str(),
                reason = escape_controls(&reason.render(lang)).into_owned()
            ),
            Outcome::Tampered { seq, reason } => tr!(
                lang,
                "sync-tampered",
                case = case.as_str(),
                seq = *seq,
                reason = escape_controls(reason).into_owned()
            ),
        };
        println!("{line}");
    }
    if let Some(r) = &report.rulings {
        println!("{}", rulings_line(r, lang));
    }
    if let Some((case, e)) = &report.stopped {
        bail!(tr!(
            lang,
            "sync-stopped",
            case = escape_controls(case).into_owned(),
            error = e.to_string()
        ));
    }
    let done = report.cases.iter().filter(|c| c.outcome.is_done()).count();
    println!(
        "{}",
        tr!(
            lang,
            "sync-summary",
            done = done,
            cases = report.cases.len()
        )
    );
    Ok(if report.complete() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

/// A row as shown beside its twin: who wrote it, when, the line typed and the hash's digits.
fn shown_row(r: &crate::store::backend::RawEvent) -> String {
    let t = |b: &[u8]| escape_controls(&String::from_utf8_lossy(b)).into_owned();
    let hash = t(&r.hash);
    format!(
        "{} {} `{}` {}",
        t(&r.author),
        t(&r.recorded_at),
        t(&r.source),
        hash.get(..12).unwrap_or(&hash)
    )
}

/// The line that says what became of the venue's ruling records.
fn rulings_line(r: &RulingsOutcome, lang: Lang) -> String {
    let short = |h: &str| h.get(..crate::store::SHORT_HASH).unwrap_or(h).to_owned();
    match r {
        RulingsOutcome::Centre(RulingsReceived::Sent { sent, events, head }) => tr!(
            lang,
            "sync-rulings-sent",
            sent = *sent,
            events = *events,
            anchor = format!("rulings@{}:{}", head.0, short(&head.1))
        ),
        RulingsOutcome::Centre(RulingsReceived::Already { records }) => {
            tr!(lang, "sync-rulings-already", records = *records)
        }
        RulingsOutcome::Centre(RulingsReceived::Divergent {
            id,
            centre,
            venue,
            unsent,
        }) => tr!(
            lang,
            "sync-rulings-divergent",
            id = *id,
            centre = shown_record(centre),
            venue = shown_record(venue),
            unsent = *unsent
        ),
        RulingsOutcome::Centre(RulingsReceived::EventDivergent { id, centre, venue }) => tr!(
            lang,
            "sync-rulings-event-divergent",
            id = *id,
            centre = escape_controls(centre).into_owned(),
            venue = escape_controls(venue).into_owned()
        ),
        RulingsOutcome::Centre(RulingsReceived::CentreAhead { centre, venue }) => tr!(
            lang,
            "sync-rulings-centre-ahead",
            centre = *centre,
            venue = *venue
        ),
        RulingsOutcome::Centre(RulingsReceived::Rejected { reason }) => tr!(
            lang,
            "sync-rulings-rejected",
            reason = escape_controls(&reason.render(lang)).into_owned()
        ),
        RulingsOutcome::Tampered { id, reason } => tr!(
            lang,
            "sync-rulings-tampered",
            id = *id,
            reason = escape_controls(reason).into_owned()
        ),
    }
}

/// A ruling record as shown beside its twin: who recorded it, when, its question or appeal
/// note, and the hash's digits.
fn shown_record(r: &crate::store::pg::rulings::Raw) -> String {
    let what = r
        .question
        .as_deref()
        .or(r.note.as_deref())
        .unwrap_or_default();
    format!(
        "{} {} `{}` {}",
        escape_controls(&r.author),
        escape_controls(&r.recorded_at),
        escape_controls(what),
        r.hash.get(..12).unwrap_or(&r.hash)
    )
}
