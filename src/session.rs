//! A judge's session: parse → decide → append → apply, and the loading, replaying and checking of
//! stored cases. This is where the pure engine meets the store; the engine itself never sees it.

use crate::cards::NotPlayable;
use crate::engine::error::NameKind;
use crate::engine::expect::{self, Outcome};
use crate::engine::{CardDef, Event, Game, Library, Rejection, Step, EVENT_VERSION};
use crate::lang::{self, ast::Command, ast::Expectation, ast::Line};
use crate::rules::{ids, RuleId};
use crate::snapshot;
use crate::store::{CaseInfo, Mark, NewEvent, Store, StoreError};
use chrono::{DateTime, Utc};
use serde::Serialize;
use std::borrow::Cow;
use std::collections::BTreeSet;

#[derive(Debug, thiserror::Error)]
pub enum SessionError {
    /// The rules or the board refuse the command; nothing was appended.
    #[error("{}", render_rejection(text, rejection))]
    Rejected {
        text: String,
        rejection: Box<Rejection>,
    },
    #[error("{0}")]
    Parse(String),
    #[error(transparent)]
    Store(#[from] StoreError),
    #[error("no case is open: `case new NAME` starts one, `case open NAME` opens one")]
    NoCase,
    /// The command names an imported card of a kind gunbai does not play.
    #[error("refused: {0}")]
    NotPlayable(#[from] NotPlayable),
    /// The line cannot be run as typed; nothing was appended.
    #[error("{0}")]
    Refused(String),
    /// Another writer cut the case's log below what this session had read.
    #[error("case `{case}` now has {now} events but this session had read {seen}: the log was cut; run `gunbai verify {case}` and tell the head judge")]
    LogCut { case: String, seen: u64, now: u64 },
    #[error("event {seq} of case `{case}` cannot be read: {message}")]
    Corrupt {
        case: String,
        seq: u64,
        message: String,
    },
}

impl SessionError {
    pub fn rule(&self) -> Option<RuleId> {
        match self {
            SessionError::Rejected { rejection, .. } => rejection.rule(),
            _ => None,
        }
    }
}

/// The message for a refused command, with a caret under the offending token when there is one.
pub fn render_rejection(text: &str, r: &Rejection) -> String {
    match r.span() {
        Some(span) if span.end > span.start && span.end <= text.len() => {
            format!("refused: {r}\n{}", lang::caret(text, span))
        }
        _ => format!("refused: {r}"),
    }
}

/// What one command line did.
#[derive(Debug, Clone, Serialize)]
#[serde(tag = "result", rename_all = "kebab-case")]
pub enum LineResult {
    /// An event was appended (seq is its 1-based position in the case).
    Event {
        seq: u64,
        kind: String,
        steps: Vec<Step>,
    },
    /// An `expect` line was checked.
    Expect { passed: bool, message: String },
}

pub struct Session {
    game: Game,
    lib: &'static Library,
    /// The names of the imported cards, for completion; read when the session starts.
    imported_names: Vec<String>,
    store: Option<Store>,
    case: Option<CaseInfo>,
    author: String,
    /// The line marks of the case's last events (steps `marks_from`..): every one in a session
    /// without a store, and for a stored case those read so far, from the end back.
    marks: Vec<Mark>,
    marks_from: u64,
}

/// Line marks read at once when a stored case is opened, and again each time `undo` looks
/// further back.
const MARKS_AT_ONCE: u64 = 64;

/// Whose lines `undo` takes back.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UndoScope {
    /// The last line typed by this session's author (the default).
    Own,
    /// The last line of the case, whoever typed it.
    Anyone,
}

/// Longest line, in commands: a line is decided in full before anything is stored.
pub const MAX_COMMANDS_PER_LINE: usize = 200;

/// Most players a `players` line may name. Checking the names costs the engine time that grows
/// with the square of their number, so a line of thousands is refused before it is decided.
pub const MAX_PLAYERS: usize = 64;

/// Most cards a case may hold. Every stored event carries a hash of the whole board, whose cost
/// grows with the number of cards; bounding the board keeps each line's cost bounded, so a long
/// script costs time in proportion to its length.
pub const MAX_CARDS: usize = 1000;

/// What one line did: the result of each command, in order, and what other writers had added
/// to the case since this session last read it (reloaded before the line ran).
#[derive(Debug, Clone, Default)]
pub struct LineOutcome {
    pub results: Vec<(String, LineResult)>,
    /// `[seq] author: line` of each event another writer appended meanwhile.
    pub others: Vec<String>,
    /// What `undo` or `redo` took back or put back, as lines of text.
    pub undone: Vec<String>,
    /// Rule ids of refusals checked by `expect rejects` in the line.
    pub rejects_cited: Vec<RuleId>,
}

impl Session {
    /// A session that keeps its events in memory only.
    pub fn in_memory(lib: &'static Library) -> Session {
        Session {
            game: Game::new(),
            lib,
            imported_names: Vec::new(),
            store: None,
            case: None,
            author: "judge".into(),
            marks: Vec::new(),
            marks_from: 1,
        }
    }

    /// A session on a store, with no case open yet.
    pub fn with_store(store: Store, lib: &'static Library, author: &str) -> Session {
        // Only completion uses these names: a database that cannot list them completes none.
        let imported_names = store.card_names().unwrap_or_default();
        Session {
            game: Game::new(),
            lib,
            imported_names,
            store: Some(store),
            case: None,
            author: author.into(),
            marks: Vec::new(),
            marks_from: 1,
        }
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn library(&self) -> &'static Library {
        self.lib
    }

    /// The names of the cards imported into the database, sorted (for completion).
    pub fn imported_card_names(&self) -> &[String] {
        &self.imported_names
    }

    /// Decides a command against the board, with the imported cards it names (see
    /// [`Session::library_for`]); changes nothing.
    pub fn decide(&self, line: &Line) -> Result<Event, SessionError> {
        let (lib, unplayable) = self.library_for(&line.command)?;
        // `hand` takes an unknown name as an action card; an imported card of a kind gunbai does
        // not play is not one.
        if let Command::Hand { card, .. } = &line.command {
            let name = &card.name.value;
            if card.kind.is_none() && self.game.state().def(name).is_none() {
                if let Some(n) = unplayable
                    .iter()
                    .find(|n| n.name.eq_ignore_ascii_case(name))
                {
                    return Err(SessionError::NotPlayable(n.clone()));
                }
            }
        }
        self.game
            .decide(&line.command, &lib)
            .map_err(|rejection| refusal(&line.text, self.suggest(rejection), &unplayable))
    }

    /// An unknown card name gets the nearest name among the imported cards too.
    fn suggest(&self, rejection: Rejection) -> Rejection {
        match rejection {
            Rejection::Unknown {
                kind: NameKind::Card,
                name,
                span,
                suggestion,
            } if !self.imported_names.is_empty() => {
                let better = crate::engine::names::closest(
                    &name,
                    self.imported_names
                        .iter()
                        .map(String::as_str)
                        .chain(suggestion.as_deref()),
                );
                Rejection::Unknown {
                    kind: NameKind::Card,
                    name,
                    span,
                    suggestion: better.or(suggestion),
                }
            }
            other => other,
        }
    }

    /// The library a command is decided against: the built-in library, with the imported
    /// cards the command names put first (each over a built-in card of the same name, see
    /// [`crate::cards::merge`]); and the names that are imported cards of a kind gunbai does not
    /// play. Without a store, or with nothing imported under those names, the built-in library.
    pub fn library_for(
        &self,
        cmd: &Command,
    ) -> Result<(Cow<'static, Library>, Vec<NotPlayable>), SessionError> {
        let Some(store) = self.store.as_ref() else {
            return Ok((Cow::Borrowed(self.lib), Vec::new()));
        };
        let mut defs: Vec<CardDef> = Vec::new();
        let mut unplayable = Vec::new();
        for name in command_card_names(cmd) {
            if defs.iter().any(|d| d.name.eq_ignore_ascii_case(name)) {
                continue;
            }
            match crate::cards::imported_def(store, name, self.lib)? {
                Some(Ok(def)) => defs.push(def),
                Some(Err(e)) => unplayable.push(e),
                None => {}
            }
        }
        if defs.is_empty() {
            return Ok((Cow::Borrowed(self.lib), unplayable));
        }
        Ok((Cow::Owned(self.lib.with_cards(defs)), unplayable))
    }

    /// Who is typing: recorded with every event.
    pub fn author(&self) -> &str {
        &self.author
    }

    pub fn case(&self) -> Option<&CaseInfo> {
        self.case.as_ref()
    }

    pub fn store(&self) -> Option<&Store> {
        self.store.as_ref()
    }

    pub fn store_mut(&mut self) -> Option<&mut Store> {
        self.store.as_mut()
    }

    /// Starts a new case and makes it current.
    pub fn new_case(&mut self, name: &str, now: DateTime<Utc>) -> Result<&CaseInfo, SessionError> {
        match self.store.as_mut() {
            Some(store) => {
                let info = store.create_case(name, now)?;
                self.case = Some(info);
            }
            None => {
                self.case = Some(CaseInfo {
                    id: 0,
                    name: name.to_string(),
                    created_at: now,
                    events: 0,
                    forked_from: None,
                });
            }
        }
        self.game = if self.store.is_some() {
            Game::lean()
        } else {
            Game::new()
        };
        self.marks.clear();
        self.marks_from = 1;
        Ok(self.case.as_ref().expect("the case was set just above"))
    }

    /// Opens a stored case: its board from the nearest saved board and the events after it
    /// ([`snapshot::game_at`]), and the line marks of its last events.
    pub fn open_case(&mut self, name: &str) -> Result<&CaseInfo, SessionError> {
        let store = self.store.as_mut().ok_or(SessionError::NoCase)?;
        let info = store.case(name)?;
        self.game = snapshot::game_at(store, &info, info.events, true)?;
        self.marks_from = info.events.saturating_sub(MARKS_AT_ONCE) + 1;
        self.marks = store.marks_between(info.id, self.marks_from, info.events)?;
        self.case = Some(info);
        Ok(self.case.as_ref().expect("the case was set just above"))
    }

    /// Folds a stale board again (an undo reached back before what the lean game keeps): from
    /// the log and the events of the line being decided (`staged`, already pushed).
    fn refresh(&mut self, staged: &[(String, Event)]) -> Result<(), SessionError> {
        if !self.game.is_stale() {
            return Ok(());
        }
        let (Some(store), Some(case)) = (self.store.as_mut(), self.case.as_ref()) else {
            return Ok(());
        };
        let pending: Vec<Event> = staged.iter().map(|(_, e)| e.clone()).collect();
        snapshot::refold_stale(store, case, &mut self.game, &pending)
    }

    /// The line mark of step `seq`, reading earlier marks from the store when `undo` looks back
    /// further than those read so far.
    fn mark(&mut self, seq: u64) -> Option<&Mark> {
        if seq == 0 {
            return None;
        }
        if seq < self.marks_from {
            if let (Some(store), Some(case)) = (self.store.as_ref(), self.case.as_ref()) {
                let from = seq.saturating_sub(MARKS_AT_ONCE).max(1);
                let mut earlier = store
                    .marks_between(case.id, from, self.marks_from - 1)
                    .ok()?;
                earlier.append(&mut self.marks);
                self.marks = earlier;
                self.marks_from = from;
            }
        }
        let i = usize::try_from(seq.checked_sub(self.marks_from)?).ok()?;
        self.marks.get(i)
    }

    /// The event at step `seq`: from memory in a session that keeps its events, else from the
    /// store.
    fn event_at(&self, seq: u64) -> Result<Event, SessionError> {
        if let (Some(store), Some(case)) = (self.store.as_ref(), self.case.as_ref()) {
            let mut found = None;
            crate::replay::each_event(store, case, seq.saturating_sub(1), seq, &mut |ev| {
                found = Some(ev)
            })?;
            return found
                .ok_or_else(|| SessionError::Refused(format!("step {seq} is not in the case")));
        }
        usize::try_from(seq)
            .ok()
            .and_then(|i| self.game.events().get(i.wrapping_sub(1)))
            .cloned()
            .ok_or_else(|| SessionError::Refused(format!("step {seq} is not in the case")))
    }

    /// Runs one parsed command as a line of its own.
    pub fn execute(&mut self, line: &Line, now: DateTime<Utc>) -> Result<LineResult, SessionError> {
        let mut out = self.execute_line(std::slice::from_ref(line), now)?;
        out.results
            .pop()
            .map(|(_, r)| r)
            .ok_or_else(|| SessionError::Refused("the line held no command".into()))
    }

    /// Runs one typed line (`a; b; c`) as a whole: every command is decided first, against the
    /// board the earlier ones leave, and the events are then appended in one transaction. If any
    /// command is refused, nothing is appended and the board is as it was.
    ///
    /// If another writer appended to the case since this session read it, the case is reloaded
    /// first and [`LineOutcome::others`] says what they added; the line is then decided on top.
    pub fn execute_line(
        &mut self,
        lines: &[Line],
        now: DateTime<Utc>,
    ) -> Result<LineOutcome, SessionError> {
        if lines.len() > MAX_COMMANDS_PER_LINE {
            return Err(SessionError::Refused(format!(
                "a line holds at most {MAX_COMMANDS_PER_LINE} commands, this one {}; split it into several lines",
                lines.len()
            )));
        }
        let mut others = Vec::new();
        for _attempt in 0..3 {
            others.extend(self.sync()?);
            match self.try_line(lines, now, UndoScope::Own) {
                Err(SessionError::Store(StoreError::Conflict { .. })) => continue,
                Ok(mut out) => {
                    out.others = others;
                    return Ok(out);
                }
                Err(e) => return Err(e),
            }
        }
        Err(SessionError::Refused(
            "other writers kept appending to this case; enter the line again".into(),
        ))
    }

    /// Runs one typed line on top of the board this session holds, without reloading first: if
    /// another writer appended meanwhile, the store refuses the append with
    /// [`StoreError::Conflict`] and nothing is kept. For callers that promised the judge the line
    /// lands at the step they were shown (`gunbai serve`).
    pub fn execute_line_here(
        &mut self,
        lines: &[Line],
        now: DateTime<Utc>,
    ) -> Result<LineOutcome, SessionError> {
        if lines.len() > MAX_COMMANDS_PER_LINE {
            return Err(SessionError::Refused(format!(
                "a line holds at most {MAX_COMMANDS_PER_LINE} commands, this one {}; split it into several lines",
                lines.len()
            )));
        }
        self.try_line(lines, now, UndoScope::Own)
    }

    /// `undo` with an explicit scope: takes back the whole last line (own, or anyone's).
    pub fn undo(
        &mut self,
        scope: UndoScope,
        now: DateTime<Utc>,
    ) -> Result<LineOutcome, SessionError> {
        let text = match scope {
            UndoScope::Own => "undo",
            UndoScope::Anyone => "undo anyone",
        };
        let line = Line {
            command: Command::Undo,
            text: text.to_string(),
        };
        let mut others = self.sync()?;
        let mut out = self.try_line(std::slice::from_ref(&line), now, scope)?;
        others.append(&mut out.others);
        out.others = others;
        Ok(out)
    }

    /// `redo`: puts back the line the last `undo` took back, if nothing was added since.
    pub fn redo(&mut self, now: DateTime<Utc>) -> Result<LineOutcome, SessionError> {
        let others = self.sync()?;
        let n = self.game.len();
        // The last line of the case must be an undo line.
        let Some(start) = self.mark(n).map(|m| m.line) else {
            return Err(SessionError::Refused("nothing to redo".into()));
        };
        let mut seqs = Vec::new();
        let mut only_retractions = true;
        for at in start.max(1)..=n {
            match self.event_at(at)? {
                Event::Retract { seq } => seqs.push(seq),
                _ => only_retractions = false,
            }
        }
        if seqs.is_empty() || !only_retractions {
            return Err(SessionError::Refused(
                "nothing to redo: `redo` puts back only what the case's last line, an `undo`, took back".into(),
            ));
        }
        let mut ordered = seqs;
        ordered.sort_unstable();
        if ordered.last().copied() != Some(start.saturating_sub(1)) {
            return Err(SessionError::Refused(
                "nothing to redo: other lines came between the line taken back and the `undo`; type the line again".into(),
            ));
        }
        let mut put_back: Vec<(String, Event)> = Vec::new();
        for seq in ordered {
            let ev = self.event_at(seq)?;
            put_back.push((self.source_of(seq), ev));
        }
        let sources: Vec<String> = put_back.iter().map(|(s, _)| s.clone()).collect();
        let mut out = self.commit(put_back, Vec::new(), now, None)?;
        out.undone = sources.iter().map(|s| format!("put back: {s}")).collect();
        out.others = others;
        Ok(out)
    }

    /// The line typed for step `seq`.
    fn source_of(&mut self, seq: u64) -> String {
        self.mark(seq)
            .map(|m| m.source.clone())
            .unwrap_or_else(|| format!("event {seq}"))
    }

    /// Catches up with events another writer appended to the case; returns what they added.
    pub fn sync(&mut self) -> Result<Vec<String>, SessionError> {
        let (Some(store), Some(case)) = (self.store.as_mut(), self.case.as_ref()) else {
            return Ok(Vec::new());
        };
        if case.id == 0 {
            return Ok(Vec::new());
        }
        let seen = self.game.len();
        let now = store.head(case.id)?;
        if now == seen {
            return Ok(Vec::new());
        }
        if now < seen {
            return Err(SessionError::LogCut {
                case: case.name.clone(),
                seen,
                now,
            });
        }
        let info = store.case(&case.id.to_string())?;
        let added = store.marks_between(info.id, seen + 1, now)?;
        let news = added
            .iter()
            .map(|m| format!("[{}] {}: {}", m.seq, m.author, m.source))
            .collect();
        snapshot::advance(store, &info, &mut self.game, now)?;
        let keep = usize::try_from(seen + 1 - self.marks_from.min(seen + 1)).unwrap_or(0);
        self.marks.truncate(keep);
        self.marks.extend(added);
        self.case = Some(info);
        Ok(news)
    }

    /// Decides every command of a line on the board, then commits the events; on any refusal
    /// the board is put back as it was.
    fn try_line(
        &mut self,
        lines: &[Line],
        now: DateTime<Utc>,
        scope: UndoScope,
    ) -> Result<LineOutcome, SessionError> {
        if self.case.is_none()
            && lines
                .iter()
                .any(|l| !matches!(l.command, Command::Expect(_)))
        {
            if self.store.is_some() {
                return Err(SessionError::NoCase);
            }
            self.case = Some(CaseInfo {
                id: 0,
                name: "scratch".into(),
                created_at: now,
                events: 0,
                forked_from: None,
            });
        }
        let before = self.game.len();
        let cards_before = self.game.state().cards.len();
        // The board before the line, to put back on a refusal and to hash a line of several
        // events (an `undo` may take back several).
        let snapshot = (lines.len() > 1
            || matches!(lines.first().map(|l| &l.command), Some(Command::Undo)))
        .then(|| self.game.clone());
        let mut staged: Vec<(String, Event)> = Vec::new();
        let mut results: Vec<(String, Option<LineResult>)> = Vec::new();
        let mut undone = Vec::new();
        let mut rejects_cited = Vec::new();
        let mut failure = None;
        for line in lines {
            if let Command::Expect(e) = &line.command {
                if let lang::ast::Expectation::Rejects(inner) = e {
                    if let Err(r) = self.decide(inner) {
                        rejects_cited.extend(r.rule());
                    }
                }
                let checked = match self.library_for(&line.command) {
                    Ok((lib, unplayable)) => expect::check(&self.game, e, &lib)
                        .map_err(|rejection| refusal(&line.text, rejection, &unplayable)),
                    Err(e) => Err(e),
                };
                match checked {
                    Ok(Outcome::Passed(message)) => results.push((
                        line.text.clone(),
                        Some(LineResult::Expect {
                            passed: true,
                            message,
                        }),
                    )),
                    Ok(Outcome::Failed { expected, found }) => results.push((
                        line.text.clone(),
                        Some(LineResult::Expect {
                            passed: false,
                            message: format!("expected {expected}, but {found}"),
                        }),
                    )),
                    Err(e) => {
                        failure = Some(e);
                        break;
                    }
                }
                continue;
            }
            if let Command::Players(names) = &line.command {
                if names.len() > MAX_PLAYERS {
                    failure = Some(SessionError::Refused(format!(
                        "a case has at most {MAX_PLAYERS} players; this line names {}",
                        names.len()
                    )));
                    break;
                }
            }
            if cards_before >= MAX_CARDS
                && matches!(line.command, Command::Enter { .. } | Command::Hand { .. })
            {
                failure = Some(SessionError::Refused(format!(
                    "a case holds at most {MAX_CARDS} cards and this one has {cards_before}; fork or start a new case for the rest"
                )));
                break;
            }
            let events = if let Command::Undo = line.command {
                match self.undo_events(scope, before + staged.len() as u64) {
                    Ok((evs, what)) => {
                        undone.extend(what);
                        evs
                    }
                    Err(e) => {
                        failure = Some(SessionError::Rejected {
                            text: line.text.clone(),
                            rejection: Box::new(e),
                        });
                        break;
                    }
                }
            } else {
                match self.decide(line) {
                    Ok(ev) => vec![ev],
                    Err(e) => {
                        failure = Some(e);
                        break;
                    }
                }
            };
            let mut steps = Vec::new();
            let mut kind = String::new();
            for ev in events {
                kind = ev.kind().to_string();
                steps.extend(self.game.push(ev.clone()));
                steps.extend(card_notes(&ev));
                staged.push((line.text.clone(), ev));
                if let Err(e) = self.refresh(&staged) {
                    failure = Some(e);
                    break;
                }
            }
            if failure.is_some() {
                break;
            }
            results.push((
                line.text.clone(),
                Some(LineResult::Event {
                    seq: self.game.len(),
                    kind,
                    steps,
                }),
            ));
        }
        let cards = self.game.state().cards.len();
        if failure.is_none() && cards > MAX_CARDS && cards > cards_before {
            failure = Some(SessionError::Refused(format!(
                "a case holds at most {MAX_CARDS} cards and this line would bring it to {cards}; fork or start a new case for the rest"
            )));
        }
        if let Some(e) = failure {
            self.restore(before, snapshot);
            return Err(e);
        }
        let results = results
            .into_iter()
            .filter_map(|(t, r)| r.map(|r| (t, r)))
            .collect();
        // Already pushed: commit only stores the rows.
        let mut out = self.store_rows(&staged, before, snapshot, now)?;
        out.results = results;
        out.undone = undone;
        out.rejects_cited = rejects_cited;
        Ok(out)
    }

    /// Pushes `events` (already decided) and stores them as one line.
    fn commit(
        &mut self,
        events: Vec<(String, Event)>,
        results: Vec<(String, LineResult)>,
        now: DateTime<Utc>,
        snapshot: Option<Game>,
    ) -> Result<LineOutcome, SessionError> {
        let before = self.game.len();
        let snapshot = snapshot.or_else(|| (events.len() > 1).then(|| self.game.clone()));
        let mut results = results;
        for (i, (text, ev)) in events.iter().enumerate() {
            let kind = ev.kind().to_string();
            let steps = self.game.push(ev.clone());
            if let Err(e) = self.refresh(&events[..=i]) {
                self.restore(before, snapshot);
                return Err(e);
            }
            results.push((
                text.clone(),
                LineResult::Event {
                    seq: self.game.len(),
                    kind,
                    steps,
                },
            ));
        }
        let mut out = self.store_rows(&events, before, snapshot, now)?;
        out.results = results;
        Ok(out)
    }

    /// Stores the events pushed since `before` (one row per entry of `staged`) in one
    /// transaction; on failure puts the board back.
    fn store_rows(
        &mut self,
        staged: &[(String, Event)],
        before: u64,
        snapshot: Option<Game>,
        now: DateTime<Utc>,
    ) -> Result<LineOutcome, SessionError> {
        if staged.is_empty() {
            return Ok(LineOutcome::default());
        }
        if let (Some(store), Some(case)) = (self.store.as_mut(), self.case.as_mut()) {
            // The state hash after each event: replayed from the board before the line when the
            // line has several events, the board itself otherwise.
            let hashes: Vec<String> = match &snapshot {
                Some(g) if staged.len() > 1 => {
                    let mut g = g.clone();
                    staged
                        .iter()
                        .map(|(_, ev)| {
                            g.push_quiet(ev.clone());
                            g.state_hash()
                        })
                        .collect()
                }
                _ if staged.len() == 1 => vec![self.game.state_hash()],
                _ => {
                    // Every line of several events keeps the board from before it.
                    let case_name = case.name.clone();
                    self.restore(before, None);
                    return Err(SessionError::Refused(format!(
                        "the line could not be stored in case `{case_name}`; nothing was appended, enter it again"
                    )));
                }
            };
            let rows: Vec<NewEvent> = staged
                .iter()
                .zip(hashes)
                .map(|((text, ev), state_hash)| NewEvent {
                    kind: ev.kind().to_string(),
                    version: EVENT_VERSION,
                    payload: ev.to_json(),
                    source: text.clone(),
                    author: self.author.clone(),
                    recorded_at: now,
                    state_hash,
                })
                .collect();
            if let Err(e) = store.append(case.id, before, &rows) {
                self.restore(before, snapshot);
                return Err(e.into());
            }
            case.events = self.game.len();
            // Past a step a board is kept at: save one (a cache; a failure changes nothing).
            if before / snapshot::SNAPSHOT_EVERY != case.events / snapshot::SNAPSHOT_EVERY {
                let info = case.clone();
                snapshot::save_board(store, &info, &mut self.game);
            }
        } else if let Some(case) = self.case.as_mut() {
            case.events = self.game.len();
        }
        let line = before + 1;
        let keep = usize::try_from(before + 1 - self.marks_from.min(before + 1)).unwrap_or(0);
        self.marks.truncate(keep);
        for (i, (text, _)) in staged.iter().enumerate() {
            self.marks.push(Mark {
                seq: line + i as u64,
                line,
                author: self.author.clone(),
                source: text.clone(),
            });
        }
        Ok(LineOutcome::default())
    }

    /// Puts the board back to its first `before` events: the board kept from before the line,
    /// or the stored case read again (which holds just those events).
    fn restore(&mut self, before: u64, snapshot: Option<Game>) {
        if self.game.len() == before {
            return;
        }
        if let Some(g) = snapshot {
            self.game = g;
            return;
        }
        if self.game.events().len() as u64 >= before && self.store.is_none() {
            self.game = Game::replay(self.game.events()[..before as usize].to_vec());
            return;
        }
        if let (Some(store), Some(case)) = (self.store.as_mut(), self.case.as_ref()) {
            if let Ok(g) = snapshot::game_at(store, case, before, false) {
                self.game = g;
            }
        }
    }

    /// The retractions that take back the last line in `scope` (looking at the first `len`
    /// events), and what they take back.
    fn undo_events(
        &mut self,
        scope: UndoScope,
        len: u64,
    ) -> Result<(Vec<Event>, Vec<String>), Rejection> {
        let len = len.min(self.game.len());
        let author = self.author.clone();
        // An event typed in this line has no mark yet: it is a line of its own, by this author.
        let mark = |s: &mut Self, seq: u64| {
            s.mark(seq)
                .map(|m| (m.line, m.author == author))
                .unwrap_or((seq, true))
        };
        // The newest event still in force whose line is in scope.
        let mut last = None;
        for seq in (1..=len).rev() {
            if self.game.is_live(seq) && (scope == UndoScope::Anyone || mark(self, seq).1) {
                last = Some(seq);
                break;
            }
        }
        let Some(last) = last else {
            return Err(Rejection::NothingToUndo);
        };
        let line = mark(self, last).0;
        let seqs: Vec<u64> = (line.min(last)..=len)
            .filter(|&seq| self.game.is_live(seq) && mark(self, seq).0 == line)
            .collect();
        let what = seqs
            .iter()
            .map(|&seq| format!("took back step {seq}: {}", self.source_of(seq)))
            .collect();
        Ok((
            seqs.into_iter()
                .rev()
                .map(|seq| Event::Retract { seq })
                .collect(),
            what,
        ))
    }
}

/// A refusal; an unknown card that is an imported card of a kind gunbai does not play says so.
fn refusal(text: &str, rejection: Rejection, unplayable: &[NotPlayable]) -> SessionError {
    if let Rejection::Unknown {
        kind: NameKind::Card,
        name,
        ..
    } = &rejection
    {
        if let Some(n) = unplayable
            .iter()
            .find(|n| n.name.eq_ignore_ascii_case(name))
        {
            return SessionError::NotPlayable(n.clone());
        }
    }
    SessionError::Rejected {
        text: text.to_string(),
        rejection: Box::new(rejection),
    }
}

/// The card names a command looks up in the library (`enter`, `hand`, `card`, `plays`, and the
/// command inside `expect rejects`).
pub fn command_card_names(cmd: &Command) -> Vec<&str> {
    match cmd {
        Command::Enter { card, .. } | Command::Hand { card, .. } | Command::Card(card) => {
            vec![card.name.value.as_str()]
        }
        Command::Play { card, .. } => vec![card.value.as_str()],
        Command::Expect(Expectation::Rejects(inner)) => command_card_names(&inner.command),
        _ => Vec::new(),
    }
}

/// Where the cards an event brings come from, as steps: a made-up card of the built-in library
/// says so every time it appears; a printed card from an imported card database names the
/// database and the card's id.
pub fn card_notes(event: &Event) -> Vec<Step> {
    let def = match event {
        Event::Enter { card, .. }
        | Event::Hand { card, .. }
        | Event::DefineCard { card }
        | Event::Declare { card, .. } => card,
        _ => return Vec::new(),
    };
    let text = if def.synthetic {
        format!(
            "{} is a made-up card of gunbai's built-in library (synthetic): no printed card has these numbers or this text",
            def.name
        )
    } else if let Some(origin) = &def.origin {
        match (&def.text, event) {
            // Effects typed for a printed card: its text, to compare them with.
            (Some(text), Event::Declare { .. }) if !def.effects.is_empty() => format!(
                "{} is the printed card from the {origin}; its printed text, to compare with the effects played: {text}",
                def.name
            ),
            _ => format!("{} is the printed card from the {origin}", def.name),
        }
    } else {
        return Vec::new();
    };
    vec![Step {
        text,
        citations: vec![ids::PROC_CARD],
    }]
}

/// The report of a script run.
#[derive(Debug, Clone, Serialize)]
pub struct ScriptLine {
    pub line: usize,
    pub text: String,
    #[serde(flatten)]
    pub result: LineResult,
}

#[derive(Debug, Clone, Serialize)]
pub struct ScriptReport {
    pub lines: Vec<ScriptLine>,
    pub expectations_passed: usize,
    pub expectations_failed: usize,
    /// The line that stopped the run (a parse error or a refused command), with the message.
    pub error: Option<ScriptError>,
    /// Every rule id cited by a step or by a refusal checked with `expect rejects`.
    pub cited: BTreeSet<String>,
}

#[derive(Debug, Clone, Serialize)]
pub struct ScriptError {
    pub line: usize,
    pub text: String,
    pub message: String,
    pub rule: Option<String>,
}

impl ScriptReport {
    pub fn ok(&self) -> bool {
        self.error.is_none() && self.expectations_failed == 0
    }
}

/// Runs a whole script. Stops at the first line that cannot be parsed or is refused; failed
/// expectations are counted and the run goes on.
pub fn run_script(
    session: &mut Session,
    src: &str,
    now: DateTime<Utc>,
    mut each: impl FnMut(&ScriptLine, &Game),
) -> ScriptReport {
    let mut report = ScriptReport {
        lines: Vec::new(),
        expectations_passed: 0,
        expectations_failed: 0,
        error: None,
        cited: BTreeSet::new(),
    };
    for (no, parsed) in lang::parse_script(src) {
        let lines = match parsed {
            Ok(lines) => lines,
            Err(e) => {
                report.error = Some(ScriptError {
                    line: no,
                    text: e.text.clone(),
                    message: e.render(),
                    rule: None,
                });
                return report;
            }
        };
        let text = match &lines[..] {
            [one] => one.text.clone(),
            many => many
                .iter()
                .map(|l| l.text.as_str())
                .collect::<Vec<_>>()
                .join("; "),
        };
        match session.execute_line(&lines, now) {
            Ok(out) => {
                for r in out.rejects_cited {
                    report.cited.insert(r.to_string());
                }
                for (text, result) in out.results {
                    match &result {
                        LineResult::Event { steps, .. } => {
                            for s in steps {
                                for c in &s.citations {
                                    report.cited.insert(c.to_string());
                                }
                            }
                        }
                        LineResult::Expect { passed: true, .. } => report.expectations_passed += 1,
                        LineResult::Expect { passed: false, .. } => report.expectations_failed += 1,
                    }
                    let sl = ScriptLine {
                        line: no,
                        text,
                        result,
                    };
                    each(&sl, session.game());
                    report.lines.push(sl);
                }
            }
            Err(e) => {
                report.error = Some(ScriptError {
                    line: no,
                    text,
                    message: e.to_string(),
                    rule: e.rule().map(|r| r.to_string()),
                });
                return report;
            }
        }
    }
    report
}
