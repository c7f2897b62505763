//! The rules engine: pure and deterministic. No I/O, no clock, no randomness: what is random or
//! chosen at a real table arrives inside a command and is recorded in an event.
//!
//! [`decide`] checks a command against the board and returns the event it produces (or why it is
//! refused); [`apply`] folds one event into the state and explains what the rules made of it as
//! [`Step`]s, each citing rule ids from the corpus. [`Game`] keeps a case's events and its board.

mod adjust;
mod apply;
mod attach;
mod battle;
pub mod bring;
pub mod card;
mod copy;
mod decide;
mod destroy;
mod duel;
mod effects;
pub mod error;
pub mod event;
pub mod expect;
mod favor;
mod fear;
mod honor;
pub mod library;
pub mod names;
mod play;
mod province;
mod ranged;
mod setup;
pub mod state;
mod tactician;
mod terrain;
mod turn;
mod window;

pub use apply::{apply, apply_quiet, describe};
pub use card::{CardDef, Effect};
pub use decide::decide;
pub use error::Rejection;
pub use event::{Event, EVENT_VERSION};
pub use library::Library;
pub use state::State;

use crate::lang::ast::Command;
use crate::rules::ids::{self, RuleId};
use serde::Serialize;
use std::collections::BTreeSet;

/// One explained resolution step.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Step {
    pub text: String,
    pub citations: Vec<RuleId>,
}

/// A case's events and the board they make.
#[derive(Clone, Debug, Default)]
pub struct Game {
    events: Vec<Event>,
    state: State,
}

impl Game {
    pub fn new() -> Game {
        Game::default()
    }

    /// Replays events from the start without building their explanations.
    pub fn replay<I: IntoIterator<Item = Event>>(events: I) -> Game {
        let mut g = Game::new();
        for e in events {
            g.push_quiet(e);
        }
        g
    }

    /// Applies an event without building its explanation (the state is the same as with `push`).
    pub fn push_quiet(&mut self, ev: Event) {
        if let Event::Retract { .. } = ev {
            self.push(ev);
            return;
        }
        apply_quiet(&mut self.state, &ev);
        self.events.push(ev);
    }

    pub fn state(&self) -> &State {
        &self.state
    }

    pub fn events(&self) -> &[Event] {
        &self.events
    }

    /// The 1-based positions of events that a later `undo` retracted.
    pub fn retracted(&self) -> BTreeSet<u64> {
        retracted(&self.events)
    }

    /// Decides a command against this case: `undo` retracts the last event not yet retracted.
    pub fn decide(&self, cmd: &Command, lib: &Library) -> Result<Event, Rejection> {
        if let Command::Undo = cmd {
            let gone = self.retracted();
            let last = self.events.iter().enumerate().rev().find(|(i, e)| {
                !matches!(e, Event::Retract { .. }) && !gone.contains(&(*i as u64 + 1))
            });
            return match last {
                Some((i, _)) => Ok(Event::Retract { seq: i as u64 + 1 }),
                None => Err(Rejection::NothingToUndo),
            };
        }
        decide::decide(&self.state, cmd, lib)
    }

    /// Applies an event and returns the steps it caused.
    pub fn push(&mut self, ev: Event) -> Vec<Step> {
        if let Event::Retract { seq } = ev {
            self.events.push(ev);
            let gone = self.retracted();
            let mut state = State::default();
            for (i, e) in self.events.iter().enumerate() {
                if !matches!(e, Event::Retract { .. }) && !gone.contains(&(i as u64 + 1)) {
                    apply_quiet(&mut state, e);
                }
            }
            self.state = state;
            return vec![Step {
                text: format!("Event {seq} is retracted: the board is as it would be without it (the line stays in the log)"),
                citations: vec![ids::PROC_UNDO],
            }];
        }
        let steps = apply(&mut self.state, &ev);
        self.events.push(ev);
        steps
    }
}

fn retracted(events: &[Event]) -> BTreeSet<u64> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Retract { seq } => Some(*seq),
            _ => None,
        })
        .collect()
}
