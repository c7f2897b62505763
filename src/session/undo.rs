//! `undo` and `redo`.

use super::{LineOutcome, Session, SessionError};
use crate::engine::{Event, Refusal, Rejection};
use crate::lang::ast::{Command, Line};
use crate::rules::ids;
use chrono::{DateTime, Utc};

/// Whose lines `undo` takes back.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UndoScope {
    /// The last line typed by this session's author (the default).
    Own,
    /// The last line of the case, whoever typed it.
    Anyone,
}

impl Session {
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
            return Err(SessionError::Refused(crate::msg!(
                "session-redo",
                why = "nothing"
            )));
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
            return Err(SessionError::Refused(crate::msg!(
                "session-redo",
                why = "not-last"
            )));
        }
        let mut ordered = seqs;
        ordered.sort_unstable();
        if ordered.last().copied() != Some(start.saturating_sub(1)) {
            return Err(SessionError::Refused(crate::msg!(
                "session-redo",
                why = "between"
            )));
        }
        let mut put_back: Vec<(String, Event)> = Vec::new();
        for seq in ordered {
            let ev = self.event_at(seq)?;
            put_back.push((self.source_of(seq), ev));
        }
        let sources: Vec<String> = put_back.iter().map(|(s, _)| s.clone()).collect();
        let mut out = self.commit(put_back, Vec::new(), now, None)?;
        out.undone = sources
            .iter()
            .map(|s| crate::msg!("shell-put-back", line = s))
            .collect();
        out.others = others;
        Ok(out)
    }

    /// The line typed for step `seq`.
    fn source_of(&mut self, seq: u64) -> String {
        self.mark(seq)
            .map(|m| m.source.clone())
            .unwrap_or_else(|| format!("event {seq}"))
    }

    /// The retractions that take back the last line in `scope` (looking at the first `len`
    /// events), and what they take back.
    pub(super) fn undo_events(
        &mut self,
        scope: UndoScope,
        len: u64,
    ) -> Result<(Vec<Event>, Vec<crate::msg::Msg>), Rejection> {
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
            return Err(Refusal::NothingToUndo.by(ids::PROC_UNDO));
        };
        let line = mark(self, last).0;
        let seqs: Vec<u64> = (line.min(last)..=len)
            .filter(|&seq| self.game.is_live(seq) && mark(self, seq).0 == line)
            .collect();
        let what = seqs
            .iter()
            .map(|&seq| crate::msg!("shell-took-back", seq = seq, line = self.source_of(seq)))
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
