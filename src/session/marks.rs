//! Line marks, events read back from the store, and catching up with other writers.

use super::{Session, SessionError, MARKS_AT_ONCE};
use crate::engine::Event;
use crate::fold;
use crate::store::Mark;

impl Session {
    /// The line mark of step `seq`, reading earlier marks from the store when `undo` looks back
    /// further than those read so far.
    pub(super) fn mark(&mut self, seq: u64) -> Option<&Mark> {
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
    pub(super) fn event_at(&self, seq: u64) -> Result<Event, SessionError> {
        if let (Some(store), Some(case)) = (self.store.as_ref(), self.case.as_ref()) {
            let mut found = None;
            fold::each_event(store, case, seq.saturating_sub(1), seq, &mut |ev| {
                found = Some(ev)
            })?;
            return found
                .ok_or_else(|| SessionError::Refused(crate::msg!("session-no-step", seq = seq)));
        }
        usize::try_from(seq)
            .ok()
            .and_then(|i| self.game.events().get(i.wrapping_sub(1)))
            .cloned()
            .ok_or_else(|| SessionError::Refused(crate::msg!("session-no-step", seq = seq)))
    }

    /// Catches up with events another writer appended to the case; returns what they added.
    pub fn sync(&mut self) -> Result<Vec<String>, SessionError> {
        if self.remote.is_some() {
            return self.sync_remote();
        }
        let (Some(store), Some(case)) = (self.store.as_mut(), self.case.as_ref()) else {
            return Ok(Vec::new());
        };
        if case.id == 0 {
            return Ok(Vec::new());
        }
        let seen = self.game.len();
        let now = store.head(case.id)?;
        if !moved_on(case, seen, now)? {
            return Ok(Vec::new());
        }
        let info = store.case(&case.id.to_string())?;
        let added = store.marks_between(info.id, seen + 1, now)?;
        let news = added
            .iter()
            .map(|m| format!("[{}] {}: {}", m.seq, m.author, m.source))
            .collect();
        fold::advance(store, &info, &mut self.game, now)?;
        let keep = usize::try_from(seen + 1 - self.marks_from.min(seen + 1)).unwrap_or(0);
        self.marks.truncate(keep);
        self.marks.extend(added);
        self.case = Some(info);
        Ok(news)
    }
}

/// Whether case `case`, read up to step `seen`, now ends at a later step `now`; a log that ends
/// before what was read is [`SessionError::LogCut`].
pub(super) fn moved_on(
    case: &crate::store::CaseInfo,
    seen: u64,
    now: u64,
) -> Result<bool, SessionError> {
    if now < seen {
        return Err(SessionError::LogCut {
            case: case.name.clone(),
            seen,
            now,
        });
    }
    Ok(now > seen)
}
