//! A judge's session: parse → decide → append → apply, and the loading, replaying and checking of
//! stored cases. This is where the pure engine meets the store; the engine itself never sees it.

use crate::cards::NotPlayable;
use crate::engine::error::NameKind;
use crate::engine::expect::{self, Outcome};
use crate::engine::{CardDef, Event, Game, Library, Rejection, Step, EVENT_VERSION};
use crate::lang::{self, ast::Command, ast::Expectation, ast::Line};
use crate::rules::{ids, RuleId};
use crate::store::{CaseInfo, NewEvent, Store, StoreError, StoredEvent};
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
        self.game = Game::new();
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
            let (lib, unplayable) = self.library_for(&line.command)?;
            let outcome = expect::check(&self.game, e, &lib)
                .map_err(|rejection| refusal(&line.text, rejection, &unplayable))?;
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
        let event = self.decide(line)?;
        let head = self.game.events().len() as u64;
        let mut steps = self.game.push(event.clone());
        steps.extend(card_notes(&event));
        if let (Some(store), Some(case)) = (self.store.as_mut(), self.case.as_mut()) {
            let row = NewEvent {
                kind: event.kind().to_string(),
                version: EVENT_VERSION,
                payload: event.to_json(),
                source: line.text.clone(),
                author: self.author.clone(),
                recorded_at: now,
                state_hash: self.game.state().hash(),
            };
            if let Err(e) = store.append(case.id, head, std::slice::from_ref(&row)) {
                // Nothing was stored: put the board back as it was.
                let mut events = self.game.events().to_vec();
                events.pop();
                self.game = Game::replay(events);
                return Err(e.into());
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

/// Replays a stored case on the fast path (payloads only).
pub fn replay_case(store: &Store, info: &CaseInfo) -> Result<Game, SessionError> {
    let mut game = Game::new();
    let mut bad = None;
    store.for_each_payload(info.id, |seq, version, payload| {
        match Event::from_json(version, payload) {
            Ok(ev) => game.push_quiet(ev),
            Err(e) => {
                if bad.is_none() {
                    bad = Some((seq, e.to_string()));
                }
            }
        }
        Ok(())
    })?;
    match bad {
        Some((seq, message)) => Err(SessionError::Corrupt {
            case: info.name.clone(),
            seq,
            message,
        }),
        None => Ok(game),
    }
}

/// Replays stored rows; also returns the steps of each event and the first event whose stored
/// state hash differs from the one this engine computes.
pub fn replay_rows(case: &str, rows: &[StoredEvent]) -> Result<Replayed, SessionError> {
    let mut game = Game::new();
    let mut steps = Vec::with_capacity(rows.len());
    let mut diverged = None;
    for row in rows {
        let ev =
            Event::from_json(row.version, &row.payload).map_err(|e| SessionError::Corrupt {
                case: case.to_string(),
                seq: row.seq,
                message: e.to_string(),
            })?;
        let notes = card_notes(&ev);
        let mut these = game.push(ev);
        these.extend(notes);
        steps.push(these);
        if diverged.is_none() && game.state().hash() != row.state_hash {
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
                if let Err(e) = session.decide(inner) {
                    if let Some(rule) = e.rule() {
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
