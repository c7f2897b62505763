//! Recording: a new ruling, a correction or an appeal checked against the corpus and the case,
//! and the case step a ruling rests on frozen.

use super::*;

/// A new ruling as typed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Draft {
    pub tournament: String,
    pub round: u32,
    pub table: u32,
    pub players: Vec<String>,
    pub judge: String,
    pub given_at: DateTime<Utc>,
    pub question: String,
    pub ruling: String,
    pub penalty: Option<String>,
    pub extension_minutes: Option<u32>,
    pub citations: Vec<String>,
    /// A case and the event (from 1) the ruling rests on.
    pub case: Option<(String, u64)>,
}

/// A correction as typed: what is `None` is taken over from the version corrected.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Patch {
    pub tournament: Option<String>,
    pub round: Option<u32>,
    pub table: Option<u32>,
    pub players: Option<Vec<String>>,
    pub judge: Option<String>,
    pub given_at: Option<DateTime<Utc>>,
    pub question: Option<String>,
    pub ruling: Option<String>,
    /// `Some(None)` removes the penalty.
    pub penalty: Option<Option<String>>,
    /// `Some(None)` removes the extension.
    pub extension_minutes: Option<Option<u32>>,
    pub citations: Option<Vec<String>>,
    /// `Some(None)` unlinks the case.
    pub case: Option<Option<(String, u64)>>,
}

/// Reads the time a ruling was given: RFC 3339, or `YYYY-MM-DD HH:MM` (seconds allowed, `T`
/// allowed for the space) in the time zone `tz`.
pub fn parse_given_at<Tz: TimeZone>(text: &str, tz: &Tz) -> Result<DateTime<Utc>, TournamentError> {
    let t = text.trim();
    if let Ok(d) = DateTime::parse_from_rfc3339(t) {
        return Ok(d.with_timezone(&Utc));
    }
    let naive = [
        "%Y-%m-%d %H:%M",
        "%Y-%m-%d %H:%M:%S",
        "%Y-%m-%dT%H:%M",
        "%Y-%m-%dT%H:%M:%S",
    ]
    .iter()
    .find_map(|f| NaiveDateTime::parse_from_str(t, f).ok())
    .ok_or_else(|| TournamentError::BadTime {
        text: text.to_owned(),
    })?;
    tz.from_local_datetime(&naive)
        .single()
        .map(|d| d.with_timezone(&Utc))
        .ok_or_else(|| TournamentError::AmbiguousTime {
            text: text.to_owned(),
        })
}

/// A time as the judge's clock shows it.
pub fn local(t: DateTime<Utc>) -> String {
    t.with_timezone(&Local)
        .format("%Y-%m-%d %H:%M %:z")
        .to_string()
}

/// Checks each id against the corpus and returns them as the corpus spells them, without
/// repeats. The first unknown id is refused with the nearest ids.
pub fn check_citations(ids: &[String]) -> Result<Vec<String>, TournamentError> {
    let corpus = rules::corpus();
    let mut out: Vec<String> = Vec::with_capacity(ids.len());
    for id in ids {
        let Some(rule) = corpus.get(id) else {
            return Err(TournamentError::UnknownRule {
                id: id.clone(),
                suggestions: corpus.suggest(id).into_iter().map(str::to_owned).collect(),
            });
        };
        if !out.iter().any(|c| *c == rule.id) {
            out.push(rule.id.to_string());
        }
    }
    Ok(out)
}

/// Freezes event `at` of `case`: its explanation (steps with citations) and its stored state hash.
/// The case is opened at the step before from its nearest saved board, then one row is folded
/// with its explanation: nothing of the case is held but the board.
pub fn freeze<S: RulingStore + ?Sized>(
    store: &mut S,
    case: &str,
    at: u64,
) -> Result<CaseLink, TournamentError> {
    let info = store.case(case)?;
    let len = info.events;
    if at == 0 || at > len {
        return Err(TournamentError::NoSuchStep {
            case: info.name,
            at,
            len,
        });
    }
    let Some((steps, state_hash)) = store.explained_step(&info, at)? else {
        return Err(TournamentError::NoSuchStep {
            case: info.name,
            at,
            len,
        });
    };
    Ok(CaseLink {
        case_id: info.id,
        case: info.name,
        at,
        steps,
        state_hash,
    })
}

fn non_empty(text: &str, what: Msg, hint: Msg) -> Result<(), TournamentError> {
    if text.trim().is_empty() {
        Err(TournamentError::Empty { what, hint })
    } else {
        Ok(())
    }
}

fn check_content(c: &RulingContent) -> Result<(), TournamentError> {
    if c.players.is_empty() || c.players.iter().any(|p| p.trim().is_empty()) {
        return Err(TournamentError::Empty {
            what: msg!("field-player"),
            hint: msg!("hint-player"),
        });
    }
    non_empty(&c.judge, msg!("field-judge"), msg!("hint-judge"))?;
    non_empty(&c.question, msg!("field-question"), msg!("hint-question"))?;
    non_empty(&c.ruling, msg!("field-ruling"), msg!("hint-ruling"))?;
    if let Some(p) = &c.penalty {
        non_empty(p, msg!("field-penalty"), msg!("hint-penalty"))?;
    }
    Ok(())
}

/// Records a new ruling.
pub fn add<S: RulingStore + ?Sized>(
    store: &mut S,
    draft: Draft,
    author: &str,
    now: DateTime<Utc>,
) -> Result<RulingRecord, TournamentError> {
    let tournament = store.tournament(&draft.tournament)?;
    let citations = check_citations(&draft.citations)?;
    let case = match &draft.case {
        Some((c, at)) => Some(freeze(store, c, *at)?),
        None => None,
    };
    let content = RulingContent {
        round: draft.round,
        table: draft.table,
        players: draft.players,
        judge: draft.judge,
        given_at: draft.given_at,
        question: draft.question,
        ruling: draft.ruling,
        penalty: draft.penalty,
        extension_minutes: draft.extension_minutes,
        citations,
        case,
    };
    check_content(&content)?;
    Ok(store.append_ruling(
        &NewRecord::Ruling {
            tournament: tournament.id,
            content,
        },
        author,
        now,
    )?)
}

/// Records a correction of ruling `id`: a new version with the patch applied to the version
/// corrected, which stays as it was.
pub fn correct<S: RulingStore + ?Sized>(
    store: &mut S,
    id: RecordId,
    patch: Patch,
    author: &str,
    now: DateTime<Utc>,
) -> Result<RulingRecord, TournamentError> {
    let old = store.ruling_record(id)?;
    let Some(mut c) = old.content.clone() else {
        return Err(RulingError::IsAppeal {
            id,
            target: old.target.unwrap_or(0),
        }
        .into());
    };
    let tournament: TournamentId = match &patch.tournament {
        Some(e) => store.tournament(e)?.id,
        None => old.tournament.id,
    };
    if let Some(cites) = &patch.citations {
        c.citations = check_citations(cites)?;
    }
    match &patch.case {
        Some(Some((case, at))) => c.case = Some(freeze(store, case, *at)?),
        Some(None) => c.case = None,
        None => {}
    }
    let Patch {
        round,
        table,
        players,
        judge,
        given_at,
        question,
        ruling,
        penalty,
        extension_minutes,
        ..
    } = patch;
    c.round = round.unwrap_or(c.round);
    c.table = table.unwrap_or(c.table);
    c.players = players.unwrap_or(c.players);
    c.judge = judge.unwrap_or(c.judge);
    c.given_at = given_at.unwrap_or(c.given_at);
    c.question = question.unwrap_or(c.question);
    c.ruling = ruling.unwrap_or(c.ruling);
    c.penalty = penalty.unwrap_or(c.penalty);
    c.extension_minutes = extension_minutes.unwrap_or(c.extension_minutes);
    check_content(&c)?;
    Ok(store.append_ruling(
        &NewRecord::Correction {
            corrects: id,
            tournament,
            content: c,
        },
        author,
        now,
    )?)
}

/// Records an appeal of ruling `id`, heard by `by`, asked for by `appellant` when given.
#[allow(clippy::too_many_arguments)]
pub fn appeal<S: RulingStore + ?Sized>(
    store: &mut S,
    id: RecordId,
    by: &str,
    appellant: Option<&str>,
    outcome: AppealOutcome,
    note: &str,
    author: &str,
    now: DateTime<Utc>,
) -> Result<RulingRecord, TournamentError> {
    non_empty(by, msg!("field-appeal-judge"), msg!("hint-appeal-judge"))?;
    let appellant = appellant.map(str::trim).filter(|a| !a.is_empty());
    non_empty(note, msg!("field-note"), msg!("hint-note"))?;
    Ok(store.append_ruling(
        &NewRecord::Appeal {
            ruling: id,
            appeal: Appeal {
                by: by.to_owned(),
                appellant: appellant.map(str::to_owned),
                outcome,
                note: note.to_owned(),
            },
        },
        author,
        now,
    )?)
}
