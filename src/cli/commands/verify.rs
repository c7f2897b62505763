//! `gunbai verify`: the file, each case's hash chain and state hashes, and the anchors a judge
//! wrote down, checked.

use super::*;
use crate::store::CaseInfo;
use crate::tr;

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
    /// Steps whose ability, read from a card's printed text, today's reader reads otherwise:
    /// (step, what differs). Not a problem: the case replays with the reading it stored.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    readings: Vec<(u64, String)>,
}

/// Opens for `verify` and makes SQLite's full check of the file, once: the problems it finds
/// (empty when sound). Read-only where the file is damaged or cannot be written, so that what
/// can still be read is reported. A sound file is marked as found sound, like a writer's check.
fn open_for_verify(db: &Path, lang: Lang) -> Result<(Store, Vec<String>)> {
    let cannot_open = || tr!(lang, "verify-cannot-open", db = db.display().to_string());
    let read_only = || Store::open_read_only(db).with_context(cannot_open);
    match Store::open_checking_before_writes(db) {
        Ok(s) => {
            let problems = s.integrity_check_remembered()?;
            if problems.is_empty() {
                Ok((s, problems))
            } else {
                drop(s);
                Ok((read_only()?, problems))
            }
        }
        Err(StoreError::Damaged { report, .. }) => Ok((read_only()?, vec![report])),
        Err(e) if db.is_file() && cannot_write(&e) => {
            eprintln!(
                "{}",
                tr!(
                    lang,
                    "verify-read-only",
                    db = db.display().to_string(),
                    error = e.msg().render(lang)
                )
            );
            let s = read_only()?;
            let problems = s.integrity_check()?;
            Ok((s, problems))
        }
        Err(e) => Err(anyhow::Error::new(e)).with_context(cannot_open),
    }
}

/// A case or the rulings, and the step and hash digits a judge wrote down.
struct Expected {
    what: String,
    at: u64,
    hash: String,
}

fn parse_anchor(text: &str, lang: Lang) -> Result<Expected> {
    let bad = || anyhow!(tr!(lang, "verify-not-anchor", text = text));
    let (what, rest) = text.rsplit_once('@').ok_or_else(bad)?;
    let (at, hash) = rest.split_once(':').ok_or_else(bad)?;
    let at: u64 = at.trim().parse().map_err(|_| bad())?;
    let hash = hash.trim().to_ascii_lowercase();
    if what.is_empty() || hash.len() < 8 || !hash.chars().all(|c| c.is_ascii_hexdigit()) {
        return Err(anyhow!(tr!(lang, "verify-short-hash", text = text)));
    }
    Ok(Expected {
        what: what.to_string(),
        at,
        hash,
    })
}

pub(super) fn verify(
    db: &Path,
    case: Option<&str>,
    json: bool,
    expect: &[String],
    lang: Lang,
) -> Result<ExitCode> {
    let expected: Vec<Expected> = expect
        .iter()
        .map(|e| parse_anchor(e, lang))
        .collect::<Result<_>>()?;
    let (store, integrity) = open_for_verify(db, lang)?;
    let cases = match case {
        Some(c) => vec![store.case(c)?],
        None => store.cases()?,
    };
    // Every case's events are folded again on a connection of their own, beside the check of
    // the chains on this one: the two passes over the log share the machine's cores.
    let (chains, folded) = std::thread::scope(|scope| {
        let beside = scope.spawn(|| fold_all(db, &cases, lang));
        let chains = cases
            .iter()
            .map(|c| store.verify_chain(c.id))
            .collect::<Result<Vec<_>, _>>();
        (chains, beside.join().unwrap_or_default())
    });
    let mut folded = folded.into_iter();
    let mut rows = Vec::with_capacity(cases.len());
    for (c, chain) in cases.iter().zip(chains?) {
        let states = folded.next().unwrap_or_else(|| fold_case(&store, c, lang));
        rows.push(verify_row(c, chain, states, lang));
    }
    // The rulings' chain is checked when the whole database is, or when an anchor names it.
    let wants_rulings = expected
        .iter()
        .any(|e| e.what.eq_ignore_ascii_case("rulings"));
    let rulings = match case {
        Some(_) if !wants_rulings => None,
        _ => Some(store.verify_rulings()?),
    };
    let mut anchor_lines = Vec::new();
    let mut anchors_ok = true;
    for e in &expected {
        let (line, ok) = check_anchor(&store, e, rulings.as_ref(), lang)?;
        anchors_ok &= ok;
        anchor_lines.push(escape_controls(&line).into_owned());
    }
    let rulings_ok = rulings.as_ref().is_none_or(|r| r.problems.is_empty());
    let all_ok = rows.iter().all(|r| r.chain_ok && r.states_ok)
        && rulings_ok
        && integrity.is_empty()
        && anchors_ok;
    let report = Report {
        integrity: integrity_line(&integrity, lang),
        rows,
        others: rulings
            .as_ref()
            .map(|r| rulings_lines(r, lang))
            .unwrap_or_default()
            .into_iter()
            .chain(anchor_lines)
            .collect(),
    };
    if json {
        report.print_json()?;
    } else {
        report.print(lang);
    }
    Ok(if all_ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

/// A case's events folded again: the first step whose stored state hash this engine does not
/// reach (or why the events could not be read), and the steps whose printed reading today's
/// reader reads otherwise (`cards::drift`).
type Folded = (std::result::Result<Option<u64>, String>, Vec<(u64, String)>);

/// Folds every event of each case of `cases`, with no saved board, in the order given, on a
/// read-only connection of its own (`verify` runs it in a thread beside the chains' check).
/// Empty when that connection cannot be had: the cases are then folded on the caller's.
fn fold_all(db: &Path, cases: &[CaseInfo], lang: Lang) -> Vec<Folded> {
    match Store::open_read_only(db) {
        Ok(store) => cases.iter().map(|c| fold_case(&store, c, lang)).collect(),
        Err(_) => Vec::new(),
    }
}

/// [`Folded`] of one case.
fn fold_case(store: &Store, c: &CaseInfo, lang: Lang) -> Folded {
    let mut readings = Vec::new();
    // The printed readings' drift is noted on the same pass over the log as the replay.
    let states = crate::fold::verify_states_seeing(store, c, |seq, event| {
        if let Some(line) = reading_drift(event, lang) {
            readings.push((seq, line));
        }
    })
    .map_err(|e| read_error_in(&e, lang));
    (states, readings)
}

/// One case: its chain and header, then (when they hold) its replay against the stored state
/// hashes, every event folded with no saved board.
fn verify_row(
    c: &CaseInfo,
    chain: crate::store::ChainReport,
    folded: Folded,
    lang: Lang,
) -> VerifyRow {
    let problems: Vec<(u64, String)> = chain
        .problems
        .iter()
        .map(|b| (b.seq, escape_controls(&b.reason).into_owned()))
        .collect();
    let mut readings = Vec::new();
    let (first, reason, states_ok) = if let Some(b) = chain.problems.first() {
        (
            Some(b.seq).filter(|s| *s > 0),
            Some(if b.seq == 0 {
                b.reason.clone()
            } else {
                tr!(lang, "verify-chain-broken", reason = b.reason.as_str())
            }),
            false,
        )
    } else {
        let (states, seen) = folded;
        readings = seen;
        match states {
            Ok(None) => (None, None, true),
            Ok(Some(seq)) => (Some(seq), Some(tr!(lang, "verify-state-differs")), false),
            Err(e) => (None, Some(e), false),
        }
    };
    VerifyRow {
        readings,
        case: escape_controls(&c.name).into_owned(),
        events: chain.events,
        chain_ok: chain.problems.is_empty(),
        states_ok,
        first_broken: first,
        reason,
        problems,
        anchor: format!("{}@{}:{}", c.name, chain.head.seq, chain.head.short()),
    }
}

/// The line for an event whose printed ability today's reader reads otherwise than the reading
/// the step stored (`cards::drift`).
fn reading_drift(event: &crate::engine::Event, lang: Lang) -> Option<String> {
    crate::cards::drift::drift_line(event, lang).map(|l| escape_controls(&l).into_owned())
}

/// An anchor a judge wrote down, against the case or the rulings now: the line to print, and
/// whether it holds.
fn check_anchor(
    store: &Store,
    e: &Expected,
    rulings: Option<&crate::store::RulingChainReport>,
    lang: Lang,
) -> Result<(String, bool)> {
    let anchor = format!("{}@{}:{}", e.what, e.at, e.hash);
    let anchor = anchor.as_str();
    if e.what.eq_ignore_ascii_case("rulings") {
        let records = rulings.map(|r| r.records).unwrap_or(0);
        let hash = if e.at == 0 {
            Some(crate::store::GENESIS_HASH.to_string())
        } else {
            store.ruling_hash_at(e.at)?
        };
        return Ok(match hash {
            None => (
                tr!(
                    lang,
                    "verify-anchor-rulings-cut",
                    anchor = anchor,
                    records = records
                ),
                false,
            ),
            Some(h) if h.starts_with(&e.hash) => (
                tr!(
                    lang,
                    "verify-anchor-ok",
                    anchor = anchor,
                    added = records.saturating_sub(e.at),
                    unit = "record"
                ),
                true,
            ),
            Some(_) => (
                tr!(
                    lang,
                    "verify-anchor-rulings-changed",
                    anchor = anchor,
                    at = e.at
                ),
                false,
            ),
        });
    }
    let c = store.case(&e.what)?;
    if e.at > c.events {
        return Ok((
            tr!(
                lang,
                "verify-anchor-case-cut",
                anchor = anchor,
                case = c.name.as_str(),
                events = c.events
            ),
            false,
        ));
    }
    let a = store.anchor_at(c.id, e.at)?;
    Ok(if a.hash.starts_with(&e.hash) {
        (
            tr!(
                lang,
                "verify-anchor-ok",
                anchor = anchor,
                added = c.events - e.at,
                unit = "step"
            ),
            true,
        )
    } else {
        (
            tr!(
                lang,
                "verify-anchor-case-changed",
                anchor = anchor,
                case = c.name.as_str(),
                at = e.at
            ),
            false,
        )
    })
}

/// The rulings' lines: the chain and its anchor, then every further problem.
fn rulings_lines(r: &crate::store::RulingChainReport, lang: Lang) -> Vec<String> {
    let short = r
        .head
        .1
        .get(..crate::store::SHORT_HASH)
        .unwrap_or(&r.head.1);
    let Some(first) = r.problems.first() else {
        return vec![tr!(
            lang,
            "verify-rulings-ok",
            records = r.records,
            id = r.head.0,
            short = short
        )];
    };
    let place = |b: &crate::store::BrokenRecord| {
        if b.id == 0 {
            String::new()
        } else {
            tr!(lang, "verify-first-broken-record", id = b.id)
        }
    };
    let mut lines = vec![escape_controls(&tr!(
        lang,
        "verify-rulings-broken",
        records = r.records,
        place = place(first),
        reason = first.reason.as_str(),
        id = r.head.0,
        short = short
    ))
    .into_owned()];
    for b in &r.problems[1..] {
        let at = if b.id == 0 {
            String::new()
        } else {
            tr!(lang, "verify-record", id = b.id)
        };
        lines.push(escape_controls(&format!("  {at}{}", b.reason)).into_owned());
    }
    lines
}

fn integrity_line(integrity: &[String], lang: Lang) -> String {
    if integrity.is_empty() {
        tr!(lang, "verify-file-ok")
    } else {
        escape_controls(&tr!(
            lang,
            "verify-file-failed",
            report = integrity.join("; ")
        ))
        .into_owned()
    }
}

/// What `verify` prints: the file's line, one row a case, then the rulings' and anchors' lines.
struct Report {
    integrity: String,
    rows: Vec<VerifyRow>,
    others: Vec<String>,
}

impl Report {
    /// The cases as JSON on stdout, which keeps its documented shape; the other lines on stderr.
    fn print_json(&self) -> Result<()> {
        eprintln!("{}", self.integrity);
        for line in &self.others {
            eprintln!("{line}");
        }
        print_json(&self.rows)
    }

    fn print(&self, lang: Lang) {
        println!("{}", self.integrity);
        if self.rows.is_empty() {
            println!("{}", tr!(lang, "verify-no-cases"));
        }
        for r in &self.rows {
            let case = r.case.as_str();
            let line = match (&r.reason, r.first_broken) {
                (None, _) => tr!(
                    lang,
                    "verify-case-ok",
                    case = case,
                    events = r.events,
                    anchor = r.anchor.as_str()
                ),
                (Some(why), Some(seq)) => tr!(
                    lang,
                    "verify-case-first-broken",
                    case = case,
                    seq = seq,
                    reason = why.as_str()
                ),
                (Some(why), None) => {
                    tr!(
                        lang,
                        "verify-case-problem",
                        case = case,
                        reason = why.as_str()
                    )
                }
            };
            println!("{line}");
            for (seq, what) in &r.readings {
                let line = tr!(
                    lang,
                    "verify-case-step",
                    case = case,
                    seq = *seq,
                    reason = what.as_str()
                );
                println!("{line}");
            }
            for (seq, why) in r.problems.iter().skip(1) {
                let line = if *seq == 0 {
                    tr!(
                        lang,
                        "verify-case-header",
                        case = case,
                        reason = why.as_str()
                    )
                } else {
                    tr!(
                        lang,
                        "verify-case-step",
                        case = case,
                        seq = *seq,
                        reason = why.as_str()
                    )
                };
                println!("{line}");
            }
        }
        for line in &self.others {
            println!("{line}");
        }
    }
}

/// A read error of the replay in `lang`: the store's in its words, a damaged row as it says.
fn read_error_in(e: &crate::fold::ReadError, lang: Lang) -> String {
    match e {
        crate::fold::ReadError::Store(e) => e.msg().render(lang),
        other => other.to_string(),
    }
}
