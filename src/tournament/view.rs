//! Rulings as they stand: the stored records of each ruling assembled into its latest version,
//! earlier versions and appeals.

use super::*;

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
    /// The judge who heard the appeal.
    pub by: String,
    /// Who asked for it, when recorded.
    pub appellant: Option<String>,
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
    /// The tournament's name.
    #[serde(rename = "event")]
    pub tournament: String,
    #[serde(rename = "event_date")]
    pub tournament_date: Option<NaiveDate>,
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
    pub(super) records: Vec<RulingRecord>,
    pub(super) index: HashMap<RecordId, usize>,
    /// Version id → the correction that superseded it.
    pub(super) next: HashMap<RecordId, RecordId>,
    /// Original record id → the ruling's number (see [`RulingView::number`]).
    pub(super) numbers: HashMap<RecordId, u64>,
}

impl Ledger {
    pub fn load<S: RulingStore + ?Sized>(store: &S) -> Result<Ledger, TournamentError> {
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

    pub(super) fn get(&self, id: RecordId) -> Option<&RulingRecord> {
        self.index.get(&id).map(|&i| &self.records[i])
    }

    /// The versions of the ruling that `id` (a version or an appeal) belongs to, oldest first.
    pub(super) fn line(&self, id: RecordId) -> Vec<&RulingRecord> {
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

    pub(super) fn appeals_of(&self, versions: &[RecordId]) -> Vec<AppealView> {
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
                    appellant: a.appellant.clone(),
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

    pub(super) fn view(
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
            tournament: r.tournament.name.clone(),
            tournament_date: r.tournament.date,
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
