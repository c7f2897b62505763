//! Deciding a command against the board, with the imported cards it names, and the steps that
//! say where a card comes from.

use super::{Session, SessionError};
use crate::cards::NotPlayable;
use crate::engine::error::NameKind;
use crate::engine::{CardDef, Event, Library, Refusal, Rejection};
use crate::lang::ast::{Command, Expectation, Line};
use std::borrow::Cow;

impl Session {
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
    fn suggest(&self, mut rejection: Rejection) -> Rejection {
        if let Refusal::Unknown {
            kind: NameKind::Card,
            name,
            suggestion,
        } = rejection.kind.as_mut()
        {
            if !self.imported_names.is_empty() {
                let better = crate::engine::names::closest(
                    name,
                    self.imported_names
                        .iter()
                        .map(String::as_str)
                        .chain(suggestion.as_deref()),
                );
                if better.is_some() {
                    *suggestion = better;
                }
            }
        }
        rejection
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
}

/// A refusal; an unknown card that is an imported card of a kind gunbai does not play says so.
pub(super) fn refusal(
    text: &str,
    rejection: Rejection,
    unplayable: &[NotPlayable],
) -> SessionError {
    if let Refusal::Unknown {
        kind: NameKind::Card,
        name,
        ..
    } = rejection.kind.as_ref()
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
