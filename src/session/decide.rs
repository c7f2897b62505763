//! Deciding a command against the board, with the imported cards it names, and the steps that
//! say where a card comes from.

use super::{Session, SessionError};
use crate::cards::NotPlayable;
use crate::engine::error::NameKind;
use crate::engine::{CardDef, Event, Library, Refusal, Rejection, Step};
use crate::lang::ast::{Command, Expectation, Line};
use crate::msg::Arg;
use crate::rules::ids;
use std::borrow::Cow;

impl Session {
    /// Decides a command against the board, with the imported cards it names (see
    /// [`Session::library_for`]); changes nothing.
    pub fn decide(&self, line: &Line) -> Result<Event, SessionError> {
        self.decide_noted(line).map(|(ev, _)| ev)
    }

    /// [`Session::decide`], with the steps that say which printed version a card name was
    /// taken for (see [`Session::resolve_versions`]).
    pub fn decide_noted(&self, line: &Line) -> Result<(Event, Vec<Step>), SessionError> {
        let (line, notes) = self.resolve_versions(line)?;
        let line = line.as_ref();
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
            .map(|ev| (ev, notes))
            .map_err(|rejection| refusal(&line.text, self.suggest(rejection), &unplayable))
    }

    /// A card name that is no card of the case and no imported card's own, but whose printed
    /// versions are imported, stands for one of them: `Doji Hoturi` for the printed `Doji
    /// Hoturi - inexp`, even when the built-in library has a made-up `Doji Hoturi` (a printed
    /// card always wins over a made-up one). The line is decided with the printed name, and a
    /// step says which card was used. With only experienced versions printed, the line is
    /// refused with the versions to choose from. `card "NAME" …` defines a card of the case and
    /// is never changed.
    pub fn resolve_versions<'l>(
        &self,
        line: &'l Line,
    ) -> Result<(Cow<'l, Line>, Vec<Step>), SessionError> {
        let Some(store) = self.card_store() else {
            return Ok((Cow::Borrowed(line), Vec::new()));
        };
        let state = self.game.state();
        let mut picks: Vec<(String, String)> = Vec::new();
        for name in command_card_names(&line.command) {
            if matches!(line.command, Command::Card(_)) || known_to_case(state, name) {
                continue;
            }
            match crate::cards::version_for(store, name, self.lib)? {
                None => {}
                Some(crate::cards::VersionPick::Use(printed)) => {
                    picks.push((name.to_string(), printed));
                }
                Some(crate::cards::VersionPick::Choose(versions)) => {
                    let made_up = self.lib.get(name).is_some_and(|b| b.synthetic);
                    return Err(SessionError::Refused(crate::msg!(
                        "session-only-experienced",
                        name = name,
                        versions = crate::msg::Arg::commas(versions),
                        made_up = if made_up { "yes" } else { "no" }
                    )));
                }
            }
        }
        if picks.is_empty() {
            return Ok((Cow::Borrowed(line), Vec::new()));
        }
        let mut owned = line.clone();
        for n in card_names_mut(&mut owned.command) {
            if let Some((_, printed)) = picks.iter().find(|(t, _)| t.eq_ignore_ascii_case(&n.value))
            {
                n.value = printed.clone();
            }
        }
        let steps = picks
            .iter()
            .map(|(typed, printed)| {
                let made_up = if self.lib.get(typed).is_some_and(|b| b.synthetic) {
                    Arg::from(crate::msg!("step-version-made-up-unused", typed = typed))
                } else {
                    Arg::Concat(Vec::new())
                };
                Step {
                    msg: crate::msg!(
                        "step-version-taken",
                        typed = typed,
                        printed = printed,
                        made_up = made_up
                    ),
                    citations: vec![ids::PROC_CARD],
                }
            })
            .collect();
        Ok((Cow::Owned(owned), steps))
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
        let Some(store) = self.card_store() else {
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

/// Whether the case already knows a card by this name: a card it defined, or a card on its
/// board, in a hand or in a province.
fn known_to_case(state: &crate::engine::State, name: &str) -> bool {
    let is = |d: &CardDef| d.name.eq_ignore_ascii_case(name);
    state.def(name).is_some()
        || state.cards.iter().any(|c| is(&c.def))
        || state
            .provinces
            .iter()
            .any(|p| p.card.as_ref().is_some_and(|c| is(&c.def)))
}

/// The card names of a command that [`command_card_names`] gives, to change them.
fn card_names_mut(cmd: &mut Command) -> Vec<&mut crate::lang::ast::Name> {
    match cmd {
        Command::Enter { card, .. }
        | Command::Hand { card, .. }
        | Command::Card(card)
        | Command::Fill { card, .. } => vec![&mut card.name],
        Command::Play { card, .. } => vec![card],
        Command::Expect(Expectation::Rejects { line, .. }) => card_names_mut(&mut line.command),
        _ => Vec::new(),
    }
}

/// The card names a command looks up in the library (`enter`, `hand`, `card`, `fill`, `plays`,
/// and the command inside `expect rejects`).
pub fn command_card_names(cmd: &Command) -> Vec<&str> {
    match cmd {
        Command::Enter { card, .. }
        | Command::Hand { card, .. }
        | Command::Card(card)
        | Command::Fill { card, .. } => vec![card.name.value.as_str()],
        Command::Play { card, .. } => vec![card.value.as_str()],
        Command::Expect(Expectation::Rejects { line, .. }) => command_card_names(&line.command),
        _ => Vec::new(),
    }
}

/// The step for a printed card declared with no effects, neither typed nor read from its text:
/// which part of its printed ability gunbai could not play, and what the judge does. The engine's
/// own note (`engine::core::notes`) says where every other card comes from; this one needs the
/// printed-text reader (`cards::ability`), which lies above the engine.
pub fn unplayable_note(event: &Event) -> Option<Step> {
    let Event::Declare { card: def, .. } = event else {
        return None;
    };
    let (Some(origin), Some(text)) = (&def.origin, &def.text) else {
        return None;
    };
    if def.synthetic || !def.effects.is_empty() || def.read_from_text.is_some() {
        return None;
    }
    let abilities =
        crate::cards::ability::read_card(&def.name, def.kind.keyword(), &text.replace(" / ", "\n"));
    let why = match abilities.as_slice() {
        [] => crate::msg!("unplayable-no-ability"),
        [one] => match one.to_engine() {
            Err(why) => crate::msg!("unplayable-as-printed", why = why.to_string()),
            Ok(_) => crate::msg!("unplayable-reading-unused"),
        },
        many => crate::msg!("unplayable-many", count = many.len()),
    };
    Some(Step {
        msg: crate::msg!(
            "step-card-unplayable",
            card = &def.name,
            origin = origin,
            why = why
        ),
        citations: vec![ids::PROC_CARD],
    })
}
