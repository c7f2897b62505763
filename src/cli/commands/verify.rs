//! `gunbai verify`: the file, each case's hash chain and state hashes, and the anchors a judge
//! wrote down, checked.

use super::*;
use crate::store::CaseInfo;

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

/// Opens for `verify` and makes SQLite's full check of the file, once: the problems it finds
/// (empty when sound). Read-only where the file is damaged or cannot be written, so that what
/// can still be read is reported. A sound file is marked as found sound, like a writer's check.
fn open_for_verify(db: &Path) -> Result<(Store, Vec<String>)> {
    let read_only = || {
        Store::open_read_only(db)
            .with_context(|| format!("cannot open the database {}", db.display()))
    };
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
                "note: {} cannot be written here ({e}); opened it read-only",
                db.display()
            );
            let s = read_only()?;
            let problems = s.integrity_check()?;
            Ok((s, problems))
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

pub(super) fn verify(
    db: &Path,
    case: Option<&str>,
    json: bool,
    expect: &[String],
) -> Result<ExitCode> {
    let expected: Vec<Expected> = expect
        .iter()
        .map(|e| parse_anchor(e))
        .collect::<Result<_>>()?;
    let (store, integrity) = open_for_verify(db)?;
    let cases = match case {
        Some(c) => vec![store.case(c)?],
        None => store.cases()?,
    };
    let rows = cases
        .iter()
        .map(|c| verify_case(&store, c))
        .collect::<Result<Vec<_>>>()?;
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
        let (line, ok) = check_anchor(&store, e, rulings.as_ref())?;
        anchors_ok &= ok;
        anchor_lines.push(escape_controls(&line).into_owned());
    }
    let rulings_ok = rulings.as_ref().is_none_or(|r| r.problems.is_empty());
    let all_ok = rows.iter().all(|r| r.chain_ok && r.states_ok)
        && rulings_ok
        && integrity.is_empty()
        && anchors_ok;
    let report = Report {
        integrity: integrity_line(&integrity),
        rows,
        others: rulings
            .as_ref()
            .map(rulings_lines)
            .unwrap_or_default()
            .into_iter()
            .chain(anchor_lines)
            .collect(),
    };
    if json {
        report.print_json()?;
    } else {
        report.print();
    }
    Ok(if all_ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

/// One case: its chain and header, then (when they hold) its replay against the stored state
/// hashes, every event folded with no saved board.
fn verify_case(store: &Store, c: &CaseInfo) -> Result<VerifyRow> {
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
        match crate::fold::verify_states(store, c) {
            Ok(None) => (None, None, true),
            Ok(Some(seq)) => (
                Some(seq),
                Some("the stored state hash differs from the state this engine reaches".into()),
                false,
            ),
            Err(e) => (None, Some(e.to_string()), false),
        }
    };
    Ok(VerifyRow {
        case: escape_controls(&c.name).into_owned(),
        events: chain.events,
        chain_ok: chain.problems.is_empty(),
        states_ok,
        first_broken: first,
        reason,
        problems,
        anchor: format!("{}@{}:{}", c.name, chain.head.seq, chain.head.short()),
    })
}

/// An anchor a judge wrote down, against the case or the rulings now: the line to print, and
/// whether it holds.
fn check_anchor(
    store: &Store,
    e: &Expected,
    rulings: Option<&crate::store::RulingChainReport>,
) -> Result<(String, bool)> {
    if e.what.eq_ignore_ascii_case("rulings") {
        let records = rulings.map(|r| r.records).unwrap_or(0);
        let hash = if e.at == 0 {
            Some(crate::store::GENESIS_HASH.to_string())
        } else {
            store.ruling_hash_at(e.at)?
        };
        return Ok(match hash {
            None => (
                format!(
                    "anchor {}@{}:{}: FAILED, the rulings end at record {records}: records were cut off",
                    e.what, e.at, e.hash
                ),
                false,
            ),
            Some(h) if h.starts_with(&e.hash) => (
                format!(
                    "anchor {}@{}:{}: ok{}",
                    e.what,
                    e.at,
                    e.hash,
                    added(records.saturating_sub(e.at), "record")
                ),
                true,
            ),
            Some(_) => (
                format!(
                    "anchor {}@{}:{}: FAILED, record {} has another hash: the rulings were changed up to it, or the anchor was copied wrong",
                    e.what, e.at, e.hash, e.at
                ),
                false,
            ),
        });
    }
    let c = store.case(&e.what)?;
    if e.at > c.events {
        return Ok((
            format!(
                "anchor {}@{}:{}: FAILED, case `{}` ends at step {}: its log was cut",
                e.what, e.at, e.hash, c.name, c.events
            ),
            false,
        ));
    }
    let a = store.anchor_at(c.id, e.at)?;
    Ok(if a.hash.starts_with(&e.hash) {
        (
            format!(
                "anchor {}@{}:{}: ok{}",
                e.what,
                e.at,
                e.hash,
                added(c.events - e.at, "step")
            ),
            true,
        )
    } else {
        (
            format!(
                "anchor {}@{}:{}: FAILED, case `{}` at step {} has another hash: its log or header was changed up to it, or the anchor was copied wrong",
                e.what, e.at, e.hash, c.name, e.at
            ),
            false,
        )
    })
}

/// The rulings' lines: the chain and its anchor, then every further problem.
fn rulings_lines(r: &crate::store::RulingChainReport) -> Vec<String> {
    let short = r
        .head
        .1
        .get(..crate::store::SHORT_HASH)
        .unwrap_or(&r.head.1);
    let Some(first) = r.problems.first() else {
        return vec![format!(
            "rulings: {} records, chain ok; anchor rulings@{}:{short}",
            r.records, r.head.0
        )];
    };
    let place = |b: &crate::store::BrokenRecord| {
        if b.id == 0 {
            String::new()
        } else {
            format!("first broken record #{}: ", b.id)
        }
    };
    let mut lines = vec![escape_controls(&format!(
        "rulings: {} records, {}{}; anchor rulings@{}:{short}",
        r.records,
        place(first),
        first.reason,
        r.head.0
    ))
    .into_owned()];
    for b in &r.problems[1..] {
        let at = if b.id == 0 {
            String::new()
        } else {
            format!("record #{}: ", b.id)
        };
        lines.push(escape_controls(&format!("  {at}{}", b.reason)).into_owned());
    }
    lines
}

fn integrity_line(integrity: &[String]) -> String {
    if integrity.is_empty() {
        "file: SQLite's integrity check ok".to_string()
    } else {
        escape_controls(&format!(
            "file: SQLite's integrity check FAILED: {} (gunbai will not write into this file)",
            integrity.join("; ")
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

    fn print(&self) {
        println!("{}", self.integrity);
        if self.rows.is_empty() {
            println!("No cases to verify");
        }
        for r in &self.rows {
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
        for line in &self.others {
            println!("{line}");
        }
    }
}

fn added(n: u64, what: &str) -> String {
    if n == 0 {
        String::new()
    } else {
        format!(" ({n} {what}(s) added since)")
    }
}
