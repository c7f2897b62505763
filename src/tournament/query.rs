//! Finding rulings (list, search, by number), showing one, checking the case a ruling rests on,
//! and the events' reports.

use super::*;

/// What `ruling list` keeps; every field set must match.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Filter {
    pub tournament: Option<TournamentId>,
    pub round: Option<u32>,
    pub table: Option<u32>,
    pub player: Option<String>,
    pub judge: Option<String>,
    pub cite: Option<String>,
}

impl Filter {
    /// Names and rule ids match ignoring letter case.
    pub fn matches(&self, v: &RulingView, tournament_name: Option<&str>) -> bool {
        let same = |a: &str, b: &str| a.to_lowercase() == b.trim().to_lowercase();
        tournament_name.is_none_or(|e| v.tournament == e)
            && self.round.is_none_or(|r| v.round == r)
            && self.table.is_none_or(|t| v.table == t)
            && self
                .player
                .as_ref()
                .is_none_or(|p| v.players.iter().any(|x| same(x, p)))
            && self.judge.as_ref().is_none_or(|j| same(&v.judge, j))
            && self
                .cite
                .as_ref()
                .is_none_or(|c| v.citations.iter().any(|x| same(&x.id, c)))
    }
}

/// The rulings as they stand that pass `filter`.
pub fn list<S: RulingStore + ?Sized>(
    store: &S,
    filter: &Filter,
) -> Result<Vec<RulingView>, TournamentError> {
    let ledger = Ledger::load(store)?;
    let tournament_name = match filter.tournament {
        Some(id) => Some(
            store
                .tournaments()?
                .into_iter()
                .find(|t| t.id == id)
                .map(|t| t.name)
                .unwrap_or_default(),
        ),
        None => None,
    };
    Ok(ledger
        .rulings()
        .into_iter()
        .filter(|v| filter.matches(v, tournament_name.as_deref()))
        .collect())
}

/// The rulings whose question or ruling (in any version) holds `text`, each as it stands now.
pub fn search<S: RulingStore + ?Sized>(
    store: &S,
    text: &str,
) -> Result<Vec<RulingView>, TournamentError> {
    if text.trim().is_empty() {
        return Err(TournamentError::EmptySearch);
    }
    let ledger = Ledger::load(store)?;
    let mut out: Vec<RulingView> = Vec::new();
    for id in store.search_rulings(text)? {
        if let Some(v) = ledger.current(id) {
            if !out.iter().any(|o| o.original == v.original) {
                out.push(v);
            }
        }
    }
    out.sort_by_key(|v| v.original);
    Ok(out)
}

/// The record id of the latest version of ruling number `number` (as `ruling list` shows it).
pub fn resolve_number<S: RulingStore + ?Sized>(
    store: &S,
    number: u64,
) -> Result<RecordId, TournamentError> {
    let ledger = Ledger::load(store)?;
    ledger
        .by_number(number)
        .ok_or_else(|| TournamentError::NoRulingNumber {
            number,
            count: ledger.numbers.len() as u64,
        })
}

/// The number of the ruling that record `id` (a version or an appeal) belongs to.
pub fn number_of<S: RulingStore + ?Sized>(store: &S, id: RecordId) -> Result<u64, TournamentError> {
    let ledger = Ledger::load(store)?;
    Ok(ledger
        .line(id)
        .first()
        .and_then(|o| ledger.numbers.get(&o.id))
        .copied()
        .unwrap_or(0))
}

/// One ruling with its versions, appeals and the check of its case.
pub fn show<S: RulingStore + ?Sized>(
    store: &S,
    id: RecordId,
) -> Result<RulingDetail, TournamentError> {
    let record = store.ruling_record(id)?;
    let ledger = Ledger::load(store)?;
    let (ruling, versions) = ledger.detail(record.id).ok_or(RulingError::Corrupt {
        id,
        reason: "the ruling it belongs to cannot be found".into(),
    })?;
    let case_check = ledger
        .line(record.id)
        .last()
        .and_then(|r| r.content.as_ref())
        .and_then(|c| c.case.as_ref())
        .map(|link| check_case(store, link));
    Ok(RulingDetail {
        ruling,
        versions,
        case_check,
    })
}

/// Replays a linked case with this engine and compares it with what was frozen.
pub fn check_case<S: RulingStore + ?Sized>(store: &S, link: &CaseLink) -> CaseCheck {
    let mut check = CaseCheck {
        case: link.case.clone(),
        at: link.at,
        same: false,
        first_diverging_event: None,
        first_diverging_line: None,
        frozen_state_hash: link.state_hash.clone(),
        state_hash_now: None,
        explanation_changed: false,
        steps_now: None,
        problem: None,
    };
    // One pass over the case, a row at a time: where this engine first leaves the record, and
    // event `at` explained.
    let info = match store.case_by_id(link.case_id) {
        Ok(info) => crate::store::CaseInfo {
            name: link.case.clone(),
            ..info
        },
        Err(e) => {
            check.problem = Some(e.to_string());
            return check;
        }
    };
    let pass = match store.check_step(&info, link.at, &link.state_hash) {
        Ok(p) => p,
        Err(e) => {
            check.problem = Some(e.to_string());
            return check;
        }
    };
    let Some((steps, hash_now, line_at)) = pass.at else {
        check.problem = Some(
            TournamentError::NoSuchStep {
                case: link.case.clone(),
                at: link.at,
                len: info.events,
            }
            .to_string(),
        );
        return check;
    };
    let steps_now = render::steps(&steps);
    check.explanation_changed = steps_now != link.steps;
    check.steps_now = Some(steps_now);
    check.state_hash_now = Some(hash_now);
    let frozen_differs = check.state_hash_now.as_deref() != Some(link.state_hash.as_str());
    let (first, line) = match (pass.diverged, frozen_differs) {
        (Some((d, line)), true) if d < link.at => (Some(d), Some(line)),
        (Some(_), true) | (None, true) => (Some(link.at), Some(line_at)),
        (Some((d, line)), false) => (Some(d), Some(line)),
        (None, false) => (None, None),
    };
    check.first_diverging_event = first;
    check.first_diverging_line = line;
    check.same = check.first_diverging_event.is_none();
    check
}

/// A tournament's rulings for its report: every ruling as it stands, by round, table and time.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TournamentReport {
    #[serde(rename = "event")]
    pub tournament: Tournament,
    pub rulings: Vec<RulingView>,
    /// The rulings chain's anchor when the report was made, `rulings@RECORD:HASH`: `gunbai
    /// verify --expect` with it tells whether the records the report was made from are intact.
    pub anchor: String,
    /// The rulings resting on a case step that a later `undo` retracted, each with the warning
    /// `ruling show` prints ([`undone_warning`]).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub undone: Vec<UndoneStep>,
}

/// A ruling of a report that rests on an undone step.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct UndoneStep {
    /// The ruling's number.
    pub number: u64,
    pub warning: String,
}

impl TournamentReport {
    /// The warning for ruling number `number`, if it rests on an undone step.
    pub fn undone_warning(&self, number: u64) -> Option<&str> {
        self.undone
            .iter()
            .find(|u| u.number == number)
            .map(|u| u.warning.as_str())
    }
}

pub fn tournament_report<S: RulingStore + ?Sized>(
    store: &S,
    tournament: &str,
) -> Result<TournamentReport, TournamentError> {
    let t = store.tournament(tournament)?;
    let mut rulings = list(
        store,
        &Filter {
            tournament: Some(t.id),
            ..Filter::default()
        },
    )?;
    rulings.sort_by(|a, b| {
        (a.round, a.table, a.given_at, a.original).cmp(&(b.round, b.table, b.given_at, b.original))
    });
    let anchor = store.rulings_anchor()?;
    let undone = rulings
        .iter()
        .filter_map(|v| {
            let c = v.case.as_ref()?;
            undone_warning(store, &c.case, c.at).map(|warning| UndoneStep {
                number: v.number,
                warning,
            })
        })
        .collect();
    Ok(TournamentReport {
        tournament: t,
        rulings,
        anchor,
        undone,
    })
}

/// A tournament with how many rulings it holds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TournamentSummary {
    #[serde(flatten)]
    pub tournament: Tournament,
    pub rulings: usize,
    pub appeals: usize,
}

pub fn tournaments<S: RulingStore + ?Sized>(
    store: &S,
) -> Result<Vec<TournamentSummary>, TournamentError> {
    let ledger = Ledger::load(store)?;
    let all = ledger.rulings();
    Ok(store
        .tournaments()?
        .into_iter()
        .map(|t| {
            let mine: Vec<&RulingView> = all.iter().filter(|v| v.tournament == t.name).collect();
            TournamentSummary {
                rulings: mine.len(),
                appeals: mine.iter().map(|v| v.appeals.len()).sum(),
                tournament: t,
            }
        })
        .collect())
}

/// The warning for a ruling resting on step `at` of `case` when a later `undo` retracted that
/// step (the case no longer takes it); `None` when the step stands or the case cannot be read.
/// `ruling show`, `ruling add` and the ruling's web page all print this one text.
pub fn undone_warning<S: RulingStore + ?Sized>(store: &S, case: &str, at: u64) -> Option<String> {
    undone_warning_in(store, case, at, crate::i18n::Lang::En)
}

/// [`undone_warning`] in `lang`.
pub fn undone_warning_in<S: RulingStore + ?Sized>(
    store: &S,
    case: &str,
    at: u64,
    lang: crate::i18n::Lang,
) -> Option<String> {
    let info = store.case(case).ok()?;
    let rows = store.events(info.id).ok()?;
    let events = rows
        .iter()
        .map(|r| crate::engine::Event::from_json(r.version, &r.payload))
        .collect::<Result<Vec<_>, _>>()
        .ok()?;
    let gone = crate::engine::Game::replay(events).retracted();
    gone.contains(&at).then(|| {
        crate::tr!(
            lang,
            "ruling-undone-warning",
            at = at,
            case = info.name.as_str()
        )
    })
}
