//! Rulings given at tournaments: what a judge records is checked here against the rule corpus and
//! the case it rests on, then appended to the store; stored records are assembled into rulings as
//! they stand (latest version, earlier versions, appeals), and a ruling linked to a case is checked
//! against what the engine makes of that case now.
//!
//! *Architecture Invariant:* nothing here writes unless every check has passed: an unknown event,
//! an unknown rule id, an empty question or a case step that does not exist is refused before the
//! store is asked to append. The engine is only replayed, never changed.

use std::collections::HashMap;

use chrono::{DateTime, Local, NaiveDate, NaiveDateTime, TimeZone, Utc};
use serde::Serialize;

use crate::render;
use crate::rules;
use crate::session::SessionError;
use crate::store::{
    Appeal, AppealOutcome, CaseLink, NewRecord, RecordId, RecordKind, RulingContent, RulingError,
    RulingRecord, Store, StoreError, Tournament, TournamentId,
};

/// Why a ruling could not be recorded or shown. Nothing was written.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum TournamentError {
    #[error(transparent)]
    Ruling(#[from] RulingError),

    #[error(transparent)]
    Session(#[from] SessionError),

    #[error("unknown rule id `{id}`{}", near(suggestions))]
    UnknownRule {
        id: String,
        suggestions: Vec<String>,
    },

    #[error("{what} is empty; {hint}")]
    Empty {
        what: &'static str,
        hint: &'static str,
    },

    #[error("{}", no_step(case, *at, *len))]
    NoSuchStep { case: String, at: u64, len: u64 },

    #[error("{text:?} is not a time: give RFC 3339 (2024-06-01T10:30:00+09:00) or local \"YYYY-MM-DD HH:MM\"")]
    BadTime { text: String },

    #[error("{text:?} does not name one moment in the local time zone (a clock change?); give the time in RFC 3339 with its offset")]
    AmbiguousTime { text: String },

    #[error("the search text is empty; type a word of the question or the ruling")]
    EmptySearch,

    #[error("there is no ruling #{number}: {}", numbers_hint(*count))]
    NoRulingNumber { number: u64, count: u64 },
}

fn numbers_hint(count: u64) -> String {
    match count {
        0 => "no ruling is recorded yet; `gunbai ruling add` records one".to_string(),
        1 => "the only ruling is #1 (`gunbai ruling list` shows it)".to_string(),
        n => format!("rulings are numbered 1 to {n} (`gunbai ruling list` shows them)"),
    }
}

impl From<StoreError> for TournamentError {
    fn from(e: StoreError) -> Self {
        TournamentError::Ruling(RulingError::Store(e))
    }
}

fn near(suggestions: &[String]) -> String {
    if suggestions.is_empty() {
        "; `gunbai rules search WORDS` finds rules by their text".to_owned()
    } else {
        format!(
            "; did you mean {}?",
            suggestions
                .iter()
                .map(|s| format!("`{s}`"))
                .collect::<Vec<_>>()
                .join(", ")
        )
    }
}

fn no_step(case: &str, at: u64, len: u64) -> String {
    if len == 0 {
        format!("case `{case}` has no event {at}: it has no events yet; play the case first, then link the ruling")
    } else {
        format!("case `{case}` has no event {at}: it has {len}; choose --at between 1 and {len}")
    }
}

/// A new ruling as typed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Draft {
    pub event: String,
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
    pub event: Option<String>,
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
pub fn freeze(store: &mut Store, case: &str, at: u64) -> Result<CaseLink, TournamentError> {
    let info = store.case(case)?;
    let len = info.events;
    if at == 0 || at > len {
        return Err(TournamentError::NoSuchStep {
            case: info.name,
            at,
            len,
        });
    }
    let mut game = crate::snapshot::game_at(store, &info, at - 1, true)?;
    let explained = crate::snapshot::explain_next(store, &info, &mut game)?;
    let state_hash = store.state_hash_at(info.id, at)?;
    let (Some((ev, mut steps)), Some(state_hash)) = (explained, state_hash) else {
        return Err(TournamentError::NoSuchStep {
            case: info.name,
            at,
            len,
        });
    };
    steps.extend(crate::session::card_notes(&ev));
    Ok(CaseLink {
        case_id: info.id,
        case: info.name,
        at,
        steps: render::steps(&steps),
        state_hash,
    })
}

fn non_empty(text: &str, what: &'static str, hint: &'static str) -> Result<(), TournamentError> {
    if text.trim().is_empty() {
        Err(TournamentError::Empty { what, hint })
    } else {
        Ok(())
    }
}

fn check_content(c: &RulingContent) -> Result<(), TournamentError> {
    if c.players.is_empty() || c.players.iter().any(|p| p.trim().is_empty()) {
        return Err(TournamentError::Empty {
            what: "a player name",
            hint: "give each player with --player NAME",
        });
    }
    non_empty(&c.judge, "the judge's name", "give it with --judge NAME")?;
    non_empty(&c.question, "the question", "give it with --question TEXT")?;
    non_empty(&c.ruling, "the ruling", "give it with --ruling TEXT")?;
    if let Some(p) = &c.penalty {
        non_empty(p, "the penalty", "leave --penalty out when there is none")?;
    }
    Ok(())
}

/// Records a new ruling.
pub fn add(
    store: &mut Store,
    draft: Draft,
    author: &str,
    now: DateTime<Utc>,
) -> Result<RulingRecord, TournamentError> {
    let tournament = store.tournament(&draft.event)?;
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
pub fn correct(
    store: &mut Store,
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
    let tournament: TournamentId = match &patch.event {
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

/// Records an appeal of ruling `id`.
pub fn appeal(
    store: &mut Store,
    id: RecordId,
    by: &str,
    outcome: AppealOutcome,
    note: &str,
    author: &str,
    now: DateTime<Utc>,
) -> Result<RulingRecord, TournamentError> {
    non_empty(by, "the appellant's name", "give it with --by NAME")?;
    non_empty(note, "the note", "say what was decided with --note TEXT")?;
    Ok(store.append_ruling(
        &NewRecord::Appeal {
            ruling: id,
            appeal: Appeal {
                by: by.to_owned(),
                outcome,
                note: note.to_owned(),
            },
        },
        author,
        now,
    )?)
}

/// A cited rule with its title from the corpus.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CitationView {
    pub id: String,
    /// `None` if the corpus no longer has the rule.
    pub title: Option<String>,
    pub locator: Option<String>,
}

pub fn citation_view(id: &str) -> CitationView {
    let rule = rules::corpus().get(id);
    CitationView {
        id: id.to_owned(),
        title: rule.map(|r| r.title.to_string()),
        locator: rule.map(|r| r.locator()),
    }
}

/// The case a ruling rests on, as frozen.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CaseRef {
    pub case: String,
    pub at: u64,
    pub steps: String,
    pub state_hash: String,
}

/// An appeal of a ruling.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct AppealView {
    pub id: RecordId,
    /// The version the appeal named.
    pub about: RecordId,
    pub by: String,
    pub outcome: AppealOutcome,
    pub note: String,
    pub author: String,
    pub recorded_at: DateTime<Utc>,
    pub recorded_at_local: String,
    pub hash: String,
}

/// One version of a ruling.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RulingView {
    /// The ruling's number as a judge counts: the rulings of the database numbered 1, 2, 3… in
    /// the order they were first recorded. Corrections keep their ruling's number and appeals
    /// take none. Derived from the records, never stored.
    pub number: u64,
    /// This version's record id.
    pub id: RecordId,
    /// The id of the first version.
    pub original: RecordId,
    /// The version this one supersedes.
    pub corrects: Option<RecordId>,
    /// 1 for the original, 2 for its first correction, …
    pub version: usize,
    pub event: String,
    pub event_date: Option<NaiveDate>,
    pub round: u32,
    pub table: u32,
    pub players: Vec<String>,
    pub judge: String,
    pub given_at: DateTime<Utc>,
    pub given_at_local: String,
    pub question: String,
    pub ruling: String,
    pub penalty: Option<String>,
    pub extension_minutes: Option<u32>,
    pub citations: Vec<CitationView>,
    pub case: Option<CaseRef>,
    /// For a ruling as it stands: every appeal of it, whichever version it named. For an entry
    /// of `versions`: the appeals that named that version.
    pub appeals: Vec<AppealView>,
    pub author: String,
    pub recorded_at: DateTime<Utc>,
    pub recorded_at_local: String,
    pub hash: String,
}

/// A ruling with its history: `show`'s answer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RulingDetail {
    /// The latest version.
    pub ruling: RulingView,
    /// Every version, oldest first (the last is `ruling`).
    pub versions: Vec<RulingView>,
    /// What the engine makes of the linked case now.
    pub case_check: Option<CaseCheck>,
}

/// A linked case replayed by this engine, against what was frozen into the ruling.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CaseCheck {
    pub case: String,
    pub at: u64,
    /// True when the engine reaches every stored state of the case, and at event `at` the
    /// state frozen into the ruling.
    pub same: bool,
    /// The first event where the engine now reaches a different state.
    pub first_diverging_event: Option<u64>,
    /// The line typed for that event.
    pub first_diverging_line: Option<String>,
    pub frozen_state_hash: String,
    pub state_hash_now: Option<String>,
    /// Whether the explanation of event `at` now reads differently.
    pub explanation_changed: bool,
    pub steps_now: Option<String>,
    /// Why the case could not be replayed, if it could not.
    pub problem: Option<String>,
}

/// All ruling records, arranged by ruling.
pub struct Ledger {
    records: Vec<RulingRecord>,
    index: HashMap<RecordId, usize>,
    /// Version id → the correction that superseded it.
    next: HashMap<RecordId, RecordId>,
    /// Original record id → the ruling's number (see [`RulingView::number`]).
    numbers: HashMap<RecordId, u64>,
}

impl Ledger {
    pub fn load(store: &Store) -> Result<Ledger, TournamentError> {
        let records = store.ruling_records()?;
        let index = records.iter().enumerate().map(|(i, r)| (r.id, i)).collect();
        let next = records
            .iter()
            .filter(|r| r.kind == RecordKind::Correction)
            .filter_map(|r| r.target.map(|t| (t, r.id)))
            .collect();
        let numbers = records
            .iter()
            .filter(|r| r.kind == RecordKind::Ruling)
            .zip(1u64..)
            .map(|(r, n)| (r.id, n))
            .collect();
        Ok(Ledger {
            records,
            index,
            next,
            numbers,
        })
    }

    /// The latest version of ruling number `number`.
    pub fn by_number(&self, number: u64) -> Option<RecordId> {
        let (&original, _) = self.numbers.iter().find(|(_, &n)| n == number)?;
        self.line(original).last().map(|r| r.id)
    }

    /// Number of records of every kind.
    pub fn len(&self) -> usize {
        self.records.len()
    }

    pub fn is_empty(&self) -> bool {
        self.records.is_empty()
    }

    fn get(&self, id: RecordId) -> Option<&RulingRecord> {
        self.index.get(&id).map(|&i| &self.records[i])
    }

    /// The versions of the ruling that `id` (a version or an appeal) belongs to, oldest first.
    fn line(&self, id: RecordId) -> Vec<&RulingRecord> {
        let Some(mut r) = self.get(id) else {
            return Vec::new();
        };
        if r.kind == RecordKind::Appeal {
            match r.target.and_then(|t| self.get(t)) {
                Some(t) => r = t,
                None => return Vec::new(),
            }
        }
        // Walk back to the original, then forward to the latest.
        let mut guard = 0;
        while r.kind == RecordKind::Correction && guard <= self.records.len() {
            match r.target.and_then(|t| self.get(t)) {
                Some(t) => r = t,
                None => break,
            }
            guard += 1;
        }
        let mut out = vec![r];
        let mut cur = r.id;
        while let Some(n) = self.next.get(&cur).and_then(|&n| self.get(n)) {
            if out.len() > self.records.len() {
                break;
            }
            out.push(n);
            cur = n.id;
        }
        out
    }

    fn appeals_of(&self, versions: &[RecordId]) -> Vec<AppealView> {
        self.records
            .iter()
            .filter(|r| r.kind == RecordKind::Appeal)
            .filter(|r| r.target.is_some_and(|t| versions.contains(&t)))
            .filter_map(|r| {
                let a = r.appeal.as_ref()?;
                Some(AppealView {
                    id: r.id,
                    about: r.target.unwrap_or(0),
                    by: a.by.clone(),
                    outcome: a.outcome,
                    note: a.note.clone(),
                    author: r.author.clone(),
                    recorded_at: r.recorded_at,
                    recorded_at_local: local(r.recorded_at),
                    hash: r.hash.clone(),
                })
            })
            .collect()
    }

    fn view(
        &self,
        line: &[&RulingRecord],
        i: usize,
        appeals: Vec<AppealView>,
    ) -> Option<RulingView> {
        let r = line.get(i)?;
        let c = r.content.as_ref()?;
        let original = line.first().map(|o| o.id).unwrap_or(r.id);
        Some(RulingView {
            number: self.numbers.get(&original).copied().unwrap_or(0),
            id: r.id,
            original,
            corrects: (r.kind == RecordKind::Correction)
                .then_some(r.target)
                .flatten(),
            version: i + 1,
            event: r.tournament.name.clone(),
            event_date: r.tournament.date,
            round: c.round,
            table: c.table,
            players: c.players.clone(),
            judge: c.judge.clone(),
            given_at: c.given_at,
            given_at_local: local(c.given_at),
            question: c.question.clone(),
            ruling: c.ruling.clone(),
            penalty: c.penalty.clone(),
            extension_minutes: c.extension_minutes,
            citations: c.citations.iter().map(|id| citation_view(id)).collect(),
            case: c.case.as_ref().map(|l| CaseRef {
                case: l.case.clone(),
                at: l.at,
                steps: l.steps.clone(),
                state_hash: l.state_hash.clone(),
            }),
            appeals,
            author: r.author.clone(),
            recorded_at: r.recorded_at,
            recorded_at_local: local(r.recorded_at),
            hash: r.hash.clone(),
        })
    }

    /// The ruling as it stands (its latest version) that record `id` belongs to.
    pub fn current(&self, id: RecordId) -> Option<RulingView> {
        let line = self.line(id);
        let ids: Vec<RecordId> = line.iter().map(|r| r.id).collect();
        let appeals = self.appeals_of(&ids);
        self.view(&line, line.len().checked_sub(1)?, appeals)
    }

    /// The ruling `id` belongs to, with every version.
    pub fn detail(&self, id: RecordId) -> Option<(RulingView, Vec<RulingView>)> {
        let line = self.line(id);
        let current = self.current(id)?;
        let versions = (0..line.len())
            .filter_map(|i| self.view(&line, i, self.appeals_of(&[line[i].id])))
            .collect();
        Some((current, versions))
    }

    /// Every ruling as it stands, in the order the originals were recorded.
    pub fn rulings(&self) -> Vec<RulingView> {
        self.records
            .iter()
            .filter(|r| r.kind == RecordKind::Ruling)
            .filter_map(|r| self.current(r.id))
            .collect()
    }
}

/// What `ruling list` keeps; every field set must match.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Filter {
    pub event: Option<TournamentId>,
    pub round: Option<u32>,
    pub table: Option<u32>,
    pub player: Option<String>,
    pub judge: Option<String>,
    pub cite: Option<String>,
}

impl Filter {
    /// Names and rule ids match ignoring letter case.
    pub fn matches(&self, v: &RulingView, event_name: Option<&str>) -> bool {
        let same = |a: &str, b: &str| a.to_lowercase() == b.trim().to_lowercase();
        event_name.is_none_or(|e| v.event == e)
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
pub fn list(store: &Store, filter: &Filter) -> Result<Vec<RulingView>, TournamentError> {
    let ledger = Ledger::load(store)?;
    let event = match filter.event {
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
        .filter(|v| filter.matches(v, event.as_deref()))
        .collect())
}

/// The rulings whose question or ruling (in any version) holds `text`, each as it stands now.
pub fn search(store: &Store, text: &str) -> Result<Vec<RulingView>, TournamentError> {
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
pub fn resolve_number(store: &Store, number: u64) -> Result<RecordId, TournamentError> {
    let ledger = Ledger::load(store)?;
    ledger
        .by_number(number)
        .ok_or_else(|| TournamentError::NoRulingNumber {
            number,
            count: ledger.numbers.len() as u64,
        })
}

/// The number of the ruling that record `id` (a version or an appeal) belongs to.
pub fn number_of(store: &Store, id: RecordId) -> Result<u64, TournamentError> {
    let ledger = Ledger::load(store)?;
    Ok(ledger
        .line(id)
        .first()
        .and_then(|o| ledger.numbers.get(&o.id))
        .copied()
        .unwrap_or(0))
}

/// One ruling with its versions, appeals and the check of its case.
pub fn show(store: &Store, id: RecordId) -> Result<RulingDetail, TournamentError> {
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
pub fn check_case(store: &Store, link: &CaseLink) -> CaseCheck {
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
    let pass = match crate::replay::check_step(store, &info, link.at, &link.state_hash) {
        Ok(p) => p,
        Err(e) => {
            check.problem = Some(e.to_string());
            return check;
        }
    };
    let Some((steps, hash_now, line_at)) = pass.at else {
        check.problem = Some(no_step(&link.case, link.at, info.events));
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
pub struct EventReport {
    pub event: Tournament,
    pub rulings: Vec<RulingView>,
    /// The rulings chain's anchor when the report was made, `rulings@RECORD:HASH`: `gunbai
    /// verify --expect` with it tells whether the records the report was made from are intact.
    pub anchor: String,
}

pub fn event_report(store: &Store, event: &str) -> Result<EventReport, TournamentError> {
    let t = store.tournament(event)?;
    let mut rulings = list(
        store,
        &Filter {
            event: Some(t.id),
            ..Filter::default()
        },
    )?;
    rulings.sort_by(|a, b| {
        (a.round, a.table, a.given_at, a.original).cmp(&(b.round, b.table, b.given_at, b.original))
    });
    let anchor = store.rulings_anchor()?;
    Ok(EventReport {
        event: t,
        rulings,
        anchor,
    })
}

/// A tournament with how many rulings it holds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct EventSummary {
    #[serde(flatten)]
    pub event: Tournament,
    pub rulings: usize,
    pub appeals: usize,
}

pub fn events(store: &Store) -> Result<Vec<EventSummary>, TournamentError> {
    let ledger = Ledger::load(store)?;
    let all = ledger.rulings();
    Ok(store
        .tournaments()?
        .into_iter()
        .map(|t| {
            let mine: Vec<&RulingView> = all.iter().filter(|v| v.event == t.name).collect();
            EventSummary {
                rulings: mine.len(),
                appeals: mine.iter().map(|v| v.appeals.len()).sum(),
                event: t,
            }
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::FixedOffset;

    #[test]
    fn times_parse_in_the_given_zone() {
        let tokyo = FixedOffset::east_opt(9 * 3600).expect("a valid offset");
        let t = parse_given_at("2024-06-01 10:30", &tokyo).expect("local form");
        assert_eq!(t.to_rfc3339(), "2024-06-01T01:30:00+00:00");
        let t = parse_given_at("2024-06-01T10:30:00+02:00", &tokyo).expect("rfc 3339");
        assert_eq!(t.to_rfc3339(), "2024-06-01T08:30:00+00:00");
        assert!(matches!(
            parse_given_at("yesterday", &tokyo),
            Err(TournamentError::BadTime { .. })
        ));
    }

    #[test]
    fn citations_are_checked_and_canonical() {
        let ok = check_citations(&[
            "ACTION.REACTION.ORDER".into(),
            "action.reaction.order".into(),
        ])
        .expect("a known id");
        assert_eq!(ok, vec!["action.reaction.order".to_string()]);
        match check_citations(&["action.reaction.ordr".into()]) {
            Err(TournamentError::UnknownRule { suggestions, .. }) => {
                assert!(suggestions.contains(&"action.reaction.order".to_string()))
            }
            other => panic!("expected an unknown rule, got {other:?}"),
        }
    }
}
