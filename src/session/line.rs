//! Running a line: every command decided first, then the events committed in one transaction,
//! or the board put back as it was.

use super::decide::{refusal, unplayable_note};
use super::{
    ExpectMessage, LineOutcome, LineResult, Session, SessionError, UndoScope, MAX_CARDS,
    MAX_COMMANDS_PER_LINE, MAX_PLAYERS,
};
use crate::engine::expect;
use crate::engine::{Event, Game, EVENT_VERSION};
use crate::fold::{self, Boards};
use crate::lang::{self, ast::Command, ast::Line};
use crate::store::{CaseInfo, Mark, NewEvent, StoreError};
use chrono::{DateTime, Utc};

impl Session {
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
        Ok(fold::refold_stale(store, case, &mut self.game, &pending)?)
    }

    /// Runs one parsed command as a line of its own.
    pub fn execute(&mut self, line: &Line, now: DateTime<Utc>) -> Result<LineResult, SessionError> {
        let mut out = self.execute_line(std::slice::from_ref(line), now)?;
        out.results
            .pop()
            .map(|(_, r)| r)
            .ok_or_else(|| SessionError::Refused(crate::msg!("session-no-command")))
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
        check_length(lines)?;
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
        Err(SessionError::Refused(crate::msg!("session-busy")))
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
        check_length(lines)?;
        self.try_line(lines, now, UndoScope::Own)
    }

    /// Decides every command of a line on the board, then commits the events; on any refusal
    /// the board is put back as it was.
    pub(super) fn try_line(
        &mut self,
        lines: &[Line],
        now: DateTime<Utc>,
        scope: UndoScope,
    ) -> Result<LineOutcome, SessionError> {
        self.open_scratch_if_needed(lines, now)?;
        let before = self.game.len();
        let cards_before = self.game.state().cards.len();
        // The board before the line, to put back on a refusal and to hash a line of several
        // events (an `undo` may take back several).
        let snapshot = (lines.len() > 1
            || matches!(lines.first().map(|l| &l.command), Some(Command::Undo)))
        .then(|| self.game.clone());
        let mut run = Running::default();
        let mut failure = None;
        for line in lines {
            if let Err(e) = self.run_command(line, scope, before, cards_before, &mut run) {
                failure = Some(e);
                break;
            }
        }
        let failure = failure.or_else(|| self.check_card_limit(cards_before).err());
        if let Some(e) = failure {
            self.restore(before, snapshot);
            return Err(e);
        }
        // Already pushed: commit only stores the rows.
        let mut out = self.store_rows(&run.staged, before, snapshot, now)?;
        out.results = run.results;
        out.undone = run.undone;
        out.rejects_cited = run.rejects_cited;
        Ok(out)
    }

    /// A line typed with no case open: a session without a store plays it in a scratch case;
    /// one with a store refuses it (expectations alone need no case).
    fn open_scratch_if_needed(
        &mut self,
        lines: &[Line],
        now: DateTime<Utc>,
    ) -> Result<(), SessionError> {
        if self.case.is_some()
            || lines
                .iter()
                .all(|l| matches!(l.command, Command::Expect(_)))
        {
            return Ok(());
        }
        if self.store.is_some() || self.remote.is_some() {
            return Err(SessionError::NoCase);
        }
        self.case = Some(CaseInfo {
            id: 0,
            name: "scratch".into(),
            created_at: now,
            events: 0,
            forked_from: None,
        });
        Ok(())
    }

    /// One command of the line: an expectation checked, or its events decided and pushed.
    fn run_command(
        &mut self,
        line: &Line,
        scope: UndoScope,
        before: u64,
        cards_before: usize,
        run: &mut Running,
    ) -> Result<(), SessionError> {
        if let Command::Expect(e) = &line.command {
            let result = self.check_expectation(line, e, &mut run.rejects_cited)?;
            run.results.push((line.text.clone(), result));
            return Ok(());
        }
        refuse_beyond_limits(line, cards_before)?;
        let mut version_notes = Vec::new();
        let events = if let Command::Undo = line.command {
            let (evs, what) = self
                .undo_events(scope, before + run.staged.len() as u64)
                .map_err(|e| SessionError::Rejected {
                    text: line.text.clone(),
                    rejection: Box::new(e),
                })?;
            run.undone.extend(what);
            evs
        } else {
            let (ev, notes) = self.decide_noted(line)?;
            version_notes = notes;
            vec![ev]
        };
        let mut steps = Vec::new();
        let mut kind = String::new();
        for ev in events {
            kind = ev.kind().to_string();
            steps.extend(self.game.push(ev.clone()));
            steps.extend(std::mem::take(&mut version_notes));
            steps.extend(unplayable_note(&ev));
            run.staged.push((line.text.clone(), ev));
            self.refresh(&run.staged)?;
        }
        run.results.push((
            line.text.clone(),
            LineResult::Event {
                seq: self.game.len(),
                kind,
                steps,
            },
        ));
        Ok(())
    }

    /// An `expect` line against the board as the line has left it so far; the rules an
    /// `expect rejects` names are gathered in `cited`.
    fn check_expectation(
        &mut self,
        line: &Line,
        e: &lang::ast::Expectation,
        cited: &mut Vec<crate::rules::RuleId>,
    ) -> Result<LineResult, SessionError> {
        if let lang::ast::Expectation::Rejects { line: inner, .. } = e {
            if let Err(r) = self.decide(inner) {
                cited.extend(r.rule());
            }
        }
        let (line, _) = self.resolve_versions(line)?;
        let Command::Expect(e) = &line.command else {
            return Err(SessionError::Refused(crate::msg!(
                "session-no-expectation",
                text = &line.text
            )));
        };
        let (lib, unplayable) = self.library_for(&line.command)?;
        let outcome = expect::check(&self.game, e, &lib)
            .map_err(|rejection| refusal(&line.text, rejection, &unplayable))?;
        Ok(LineResult::Expect {
            passed: outcome.passed(),
            message: ExpectMessage(outcome.msg()),
        })
    }

    /// A line that would bring the board over [`MAX_CARDS`] is refused as a whole.
    fn check_card_limit(&self, cards_before: usize) -> Result<(), SessionError> {
        let cards = self.game.state().cards.len();
        if cards > MAX_CARDS && cards > cards_before {
            return Err(SessionError::Refused(crate::msg!(
                "session-too-many-cards",
                max = MAX_CARDS,
                cards = cards,
                now = "no"
            )));
        }
        Ok(())
    }

    /// Pushes `events` (already decided) and stores them as one line.
    pub(super) fn commit(
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
        if self.remote.is_some() {
            self.append_remote(staged, before, snapshot, now)?;
        } else if self.store.is_some() && self.case.is_some() {
            let rows = self.line_rows(staged, before, snapshot.as_ref(), now)?;
            let (Some(store), Some(case)) = (self.store.as_mut(), self.case.as_mut()) else {
                return Ok(LineOutcome::default());
            };
            if let Err(e) = store.append(case.id, before, &rows) {
                self.restore(before, snapshot);
                return Err(e.into());
            }
            case.events = self.game.len();
            // Past a step a board is kept at: save one (a cache; a failure changes nothing).
            if before / fold::SNAPSHOT_EVERY != case.events / fold::SNAPSHOT_EVERY {
                let info = case.clone();
                fold::save_board(store, &info, &mut self.game);
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

    /// The rows of a line: its events with the state hash after each. A line of several events
    /// without the board before it is refused, and the board put back.
    pub(super) fn line_rows(
        &mut self,
        staged: &[(String, Event)],
        before: u64,
        snapshot: Option<&Game>,
        now: DateTime<Utc>,
    ) -> Result<Vec<NewEvent>, SessionError> {
        match self.line_hashes(staged, snapshot) {
            Some(hashes) => Ok(new_rows(staged, hashes, &self.author, now)),
            None => {
                let case_name = self
                    .case
                    .as_ref()
                    .map(|c| c.name.clone())
                    .unwrap_or_default();
                self.restore(before, None);
                Err(SessionError::Refused(crate::msg!(
                    "session-not-stored",
                    case = case_name
                )))
            }
        }
    }

    /// The state hash after each event of a line: replayed from the board before the line
    /// (`snapshot`) when the line has several events, the board itself otherwise; `None` for a
    /// line of several events without the board before it.
    pub(super) fn line_hashes(
        &mut self,
        staged: &[(String, Event)],
        snapshot: Option<&Game>,
    ) -> Option<Vec<String>> {
        match snapshot {
            Some(g) if staged.len() > 1 => {
                let mut g = g.clone();
                Some(
                    staged
                        .iter()
                        .map(|(_, ev)| {
                            g.push_quiet(ev.clone());
                            g.state_hash()
                        })
                        .collect(),
                )
            }
            _ if staged.len() == 1 => Some(vec![self.game.state_hash()]),
            _ => None,
        }
    }

    /// Puts the board back to its first `before` events: the board kept from before the line,
    /// or the stored case read again (which holds just those events).
    pub(super) fn restore(&mut self, before: u64, snapshot: Option<Game>) {
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
            if let Ok(g) = fold::game_at(store, case, before, Boards::Read) {
                self.game = g;
            }
        }
    }
}

/// The rows a line appends: each event with the text typed, who typed it, when, and the state
/// hash after it.
pub(super) fn new_rows(
    staged: &[(String, Event)],
    hashes: Vec<String>,
    author: &str,
    now: DateTime<Utc>,
) -> Vec<NewEvent> {
    staged
        .iter()
        .zip(hashes)
        .map(|((text, ev), state_hash)| NewEvent {
            kind: ev.kind().to_string(),
            version: EVENT_VERSION,
            payload: ev.to_json(),
            source: text.clone(),
            author: author.to_owned(),
            recorded_at: now,
            state_hash,
        })
        .collect()
}

/// Refuses a line of more than [`MAX_COMMANDS_PER_LINE`] commands before any of it is decided.
/// What a line has done so far, command by command.
#[derive(Default)]
struct Running {
    /// The events decided and pushed, each with the text of its command.
    staged: Vec<(String, Event)>,
    /// Each command's text and what it did.
    results: Vec<(String, LineResult)>,
    /// What an `undo` took back.
    undone: Vec<crate::msg::Msg>,
    /// The rules named by the `expect rejects` lines' refusals.
    rejects_cited: Vec<crate::rules::RuleId>,
}

/// A `players` line naming more than [`MAX_PLAYERS`], or a card entering a full board, is
/// refused before it is decided.
fn refuse_beyond_limits(line: &Line, cards_before: usize) -> Result<(), SessionError> {
    if let Command::Players(names) = &line.command {
        if names.len() > MAX_PLAYERS {
            return Err(SessionError::Refused(crate::msg!(
                "session-too-many-players",
                max = MAX_PLAYERS,
                count = names.len()
            )));
        }
    }
    if cards_before >= MAX_CARDS
        && matches!(line.command, Command::Enter { .. } | Command::Hand { .. })
    {
        return Err(SessionError::Refused(crate::msg!(
            "session-too-many-cards",
            max = MAX_CARDS,
            cards = cards_before,
            now = "yes"
        )));
    }
    Ok(())
}

fn check_length(lines: &[Line]) -> Result<(), SessionError> {
    if lines.len() > MAX_COMMANDS_PER_LINE {
        return Err(SessionError::Refused(crate::msg!(
            "session-too-many-commands",
            max = MAX_COMMANDS_PER_LINE,
            count = lines.len()
        )));
    }
    Ok(())
}
