//! A judge's session: parse → decide → append → apply, and the loading, replaying and checking of
//! stored cases. This is where the pure engine meets the store; the engine itself never sees it.

use crate::engine::expect::{self, Outcome};
use crate::engine::{Event, Game, Library, Rejection, Step, EVENT_VERSION};
use crate::lang::{self, ast::Command, ast::Line};
use crate::rules::RuleId;
use crate::store::{CaseInfo, NewEvent, Store, StoreError, StoredEvent};
use chrono::{DateTime, Utc};
use serde::Serialize;
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
    store: Option<Store>,
    case: Option<CaseInfo>,
    author: String,
}

impl Session {
    /// A session that keeps its events in memory only.
    pub fn in_memory(lib: &'static Library) -> Session {
        Session {
            game: Game::new(),
            lib,
            store: None,
            case: None,
            author: "judge".into(),
        }
    }

    /// A session on a store, with no case open yet.
    pub fn with_store(store: Store, lib: &'static Library, author: &str) -> Session {
        Session {
            game: Game::lean(),
            lib,
            store: Some(store),
            case: None,
            author: author.into(),
        }
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn library(&self) -> &'static Library {
        self.lib
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
        Ok(self.case.as_ref().expect("the case was set just above"))
    }

    /// Opens a stored case and replays it.
    pub fn open_case(&mut self, name: &str) -> Result<&CaseInfo, SessionError> {
        let store = self.store.as_ref().ok_or(SessionError::NoCase)?;
        let info = store.case(name)?;
        self.game = replay_case(store, &info)?;
        self.case = Some(info);
        Ok(self.case.as_ref().expect("the case was set just above"))
    }

    /// Runs one parsed command: checks an expectation, or decides, appends and applies an event.
    pub fn execute(&mut self, line: &Line, now: DateTime<Utc>) -> Result<LineResult, SessionError> {
        if let Command::Expect(e) = &line.command {
            let outcome = expect::check(&self.game, e, self.lib).map_err(|rejection| {
                SessionError::Rejected {
                    text: line.text.clone(),
                    rejection: Box::new(rejection),
                }
            })?;
            return Ok(match outcome {
                Outcome::Passed(message) => LineResult::Expect {
                    passed: true,
                    message,
                },
                Outcome::Failed { expected, found } => LineResult::Expect {
                    passed: false,
                    message: format!("expected {expected}, but {found}"),
                },
            });
        }
        if self.case.is_none() {
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
        let event = self
            .game
            .decide(&line.command, self.lib)
            .map_err(|rejection| SessionError::Rejected {
                text: line.text.clone(),
                rejection: Box::new(rejection),
            })?;
        let head = self.game.len();
        let steps = self.game.push(event.clone());
        if let (Some(store), Some(case)) = (self.store.as_mut(), self.case.as_mut()) {
            let mut refolded = Ok(());
            if self.game.is_stale() {
                refolded = refold_from_store(&mut self.game, store, case, head);
            }
            let row = NewEvent {
                kind: event.kind().to_string(),
                version: EVENT_VERSION,
                payload: event.to_json(),
                source: line.text.clone(),
                author: self.author.clone(),
                recorded_at: now,
                state_hash: self.game.state_hash(),
            };
            let appended = refolded.and_then(|()| {
                store
                    .append(case.id, head, std::slice::from_ref(&row))
                    .map_err(SessionError::from)
            });
            if let Err(e) = appended {
                // Nothing was stored: the board is the stored case's again.
                let id = case.id;
                if let Some(info) = store.cases()?.into_iter().find(|c| c.id == id) {
                    self.game = replay_case(store, &info)?;
                    *case = info;
                }
                return Err(e);
            }
            case.events = head + 1;
        }
        Ok(LineResult::Event {
            seq: head + 1,
            kind: event.kind().to_string(),
            steps,
        })
    }
}

/// Replays a stored case on the fast path (payloads only), keeping no events.
pub fn replay_case(store: &Store, info: &CaseInfo) -> Result<Game, SessionError> {
    replay_to(store, info, info.events)
}

/// The case after its first `at` events, read one row at a time.
pub fn replay_to(store: &Store, info: &CaseInfo, at: u64) -> Result<Game, SessionError> {
    let mut game = Game::lean();
    let mut bad = None;
    store.for_each_payload_up_to(info.id, at, |seq, version, payload| {
        if bad.is_some() {
            return Ok(());
        }
        match Event::from_json(version, payload) {
            Ok(ev) => {
                game.push_quiet(ev);
                if game.is_stale() {
                    if let Err(e) = refold_from_store(&mut game, store, info, seq) {
                        bad = Some(e);
                    }
                }
            }
            Err(e) => {
                bad = Some(SessionError::Corrupt {
                    case: info.name.clone(),
                    seq,
                    message: e.to_string(),
                })
            }
        }
        Ok(())
    })?;
    match bad {
        Some(e) => Err(e),
        None => Ok(game),
    }
}

/// Folds a lean game again from its stored events 1..=`up_to` (an undo reached back past its
/// checkpoints).
fn refold_from_store(
    game: &mut Game,
    store: &Store,
    info: &CaseInfo,
    up_to: u64,
) -> Result<(), SessionError> {
    game.refold_with(|f| {
        let mut bad = None;
        store.for_each_payload_up_to(info.id, up_to, |seq, version, payload| {
            match Event::from_json(version, payload) {
                Ok(ev) => f(ev),
                Err(e) => {
                    if bad.is_none() {
                        bad = Some(SessionError::Corrupt {
                            case: info.name.clone(),
                            seq,
                            message: e.to_string(),
                        });
                    }
                }
            }
            Ok(())
        })?;
        bad.map_or(Ok(()), Err)
    })
}

/// Replays a stored case one row at a time and returns the first event whose stored state hash
/// differs from the one this engine computes (each checked by the version it was written with).
pub fn verify_states(store: &Store, info: &CaseInfo) -> Result<Option<u64>, SessionError> {
    let mut game = Game::lean();
    let mut out: Result<Option<u64>, SessionError> = Ok(None);
    store.for_each_event(info.id, |row| {
        if !matches!(out, Ok(None)) {
            return Ok(());
        }
        match Event::from_json(row.version, &row.payload) {
            Ok(ev) => {
                game.push_quiet(ev);
                if game.is_stale() {
                    if let Err(e) = refold_from_store(&mut game, store, info, row.seq) {
                        out = Err(e);
                        return Ok(());
                    }
                }
                if game.state_hash_like(&row.state_hash) != row.state_hash {
                    out = Ok(Some(row.seq));
                }
            }
            Err(e) => {
                out = Err(SessionError::Corrupt {
                    case: info.name.clone(),
                    seq: row.seq,
                    message: e.to_string(),
                })
            }
        }
        Ok(())
    })?;
    out
}

/// Replays stored rows; also returns the steps of each event and the first event whose stored
/// state hash differs from the one this engine computes (each checked by the version it was
/// written with).
pub fn replay_rows(case: &str, rows: &[StoredEvent]) -> Result<Replayed, SessionError> {
    let mut game = Game::lean();
    let mut steps = Vec::with_capacity(rows.len());
    let mut diverged = None;
    let decode = |row: &StoredEvent| {
        Event::from_json(row.version, &row.payload).map_err(|e| SessionError::Corrupt {
            case: case.to_string(),
            seq: row.seq,
            message: e.to_string(),
        })
    };
    for (i, row) in rows.iter().enumerate() {
        steps.push(game.push(decode(row)?));
        if game.is_stale() {
            game.refold_with(|f| {
                for r in &rows[..=i] {
                    f(decode(r)?);
                }
                Ok::<(), SessionError>(())
            })?;
        }
        if diverged.is_none() && game.state_hash_like(&row.state_hash) != row.state_hash {
            diverged = Some(row.seq);
        }
    }
    Ok(Replayed {
        game,
        steps,
        diverged,
    })
}

/// A stored case replayed by this engine.
pub struct Replayed {
    pub game: Game,
    /// The steps of each event, in order.
    pub steps: Vec<Vec<Step>>,
    /// The first event whose stored state hash differs from the state this engine reaches.
    pub diverged: Option<u64>,
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
        for line in lines {
            if let Command::Expect(lang::ast::Expectation::Rejects(inner)) = &line.command {
                if let Err(r) = session.game().decide(&inner.command, session.library()) {
                    if let Some(rule) = r.rule() {
                        report.cited.insert(rule.to_string());
                    }
                }
            }
            match session.execute(&line, now) {
                Ok(result) => {
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
                        text: line.text.clone(),
                        result,
                    };
                    each(&sl, session.game());
                    report.lines.push(sl);
                }
                Err(e) => {
                    report.error = Some(ScriptError {
                        line: no,
                        text: line.text.clone(),
                        message: e.to_string(),
                        rule: e.rule().map(|r| r.to_string()),
                    });
                    return report;
                }
            }
        }
    }
    report
}
