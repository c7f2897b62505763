//! Using one of a card's printed abilities (`uses CARD [ability N]`): which one, and what the
//! engine plays of it. The abilities are the card definition's, read from the printed text when
//! the card was imported (`cards::ability`); the engine only picks one and puts the performing
//! card in place of "this card" (rules on a card's abilities: trait.abilities).

use super::core::card::{CardDef, PrintedAbility};
use super::core::error::{Refusal, Rejection};
use crate::lang::ast::{AbilityUse, ActionKind};
use crate::rules::ids;

/// The ability of `def` that `u` names (its number, or the one of the action kind typed, or the
/// card's only ability used as an action), put into `def` as what the action plays: kind,
/// target, trigger, costs and effects, with `performer` for "this card", and the printed words
/// and reading as `read_from_text`. With effects typed (`typed`), the reading is not needed and
/// only the kind is taken from it. The ability list is dropped from the definition the action
/// carries: the one used is `read_from_text`.
pub(super) fn use_printed(
    def: &mut CardDef,
    u: &AbilityUse,
    kind: Option<ActionKind>,
    performer: Option<&str>,
    typed: bool,
    in_battle: bool,
) -> Result<(), Rejection> {
    let abilities = std::mem::take(&mut def.abilities);
    let listed = || listing(&abilities);
    let at = u.number.as_ref().map_or(u.span, |n| n.span);
    if abilities.is_empty() {
        return Err(Refusal::NoPrintedAbility {
            card: def.name.clone(),
        }
        .by(ids::TRAIT_ABILITIES)
        .at(at));
    }
    let (n, ability) = match &u.number {
        Some(n) => {
            let i = usize::try_from(n.value - 1).unwrap_or(usize::MAX);
            let Some(a) = abilities.get(i) else {
                return Err(Refusal::AbilityNumber {
                    card: def.name.clone(),
                    number: n.value,
                    count: abilities.len(),
                    list: listed(),
                }
                .input()
                .at(n.span));
            };
            (i + 1, a)
        }
        None => {
            let mut fits: Vec<(usize, &PrintedAbility)> = abilities
                .iter()
                .enumerate()
                .filter(|(_, a)| match kind {
                    Some(k) => a.timings.iter().any(|t| t == k.keyword()),
                    None => !a.timings.iter().any(|t| t == "gold"),
                })
                .map(|(i, a)| (i + 1, a))
                .collect();
            // Only a gold ability: it is named, and refused with how gold is produced.
            if fits.is_empty() && kind.is_none() {
                fits = abilities
                    .iter()
                    .enumerate()
                    .map(|(i, a)| (i + 1, a))
                    .collect();
            }
            match fits.as_slice() {
                [(n, a)] => (*n, *a),
                [] => {
                    return Err(Refusal::NoAbilityOfKind {
                        card: def.name.clone(),
                        kind: kind.map(|k| k.keyword().to_string()).unwrap_or_default(),
                        list: listed(),
                    }
                    .input()
                    .at(at))
                }
                _ => {
                    return Err(Refusal::WhichAbility {
                        card: def.name.clone(),
                        list: listed(),
                    }
                    .input()
                    .at(at))
                }
            }
        }
    };
    if ability.timings.iter().all(|t| t == "gold") && ability.play.is_none() {
        return Err(Refusal::GoldAbility {
            card: def.name.clone(),
            printed: ability.printed.clone(),
        }
        .input()
        .at(at));
    }
    let play = match (&ability.play, typed) {
        (Some(p), _) => p,
        // The judge types what it does: the kind is the printed one when the engine has it.
        (None, true) => {
            if def.action.is_none() || kind.is_some() {
                def.action = kind.or_else(|| printed_kind(ability));
            }
            def.read_from_text = None;
            return Ok(());
        }
        (None, false) => {
            return Err(Refusal::AbilityUnread {
                card: def.name.clone(),
                number: n,
                printed: ability.printed.clone(),
                why: ability.unplayable.clone().unwrap_or_default(),
            }
            .input()
            .at(at))
        }
    };
    let play = if play.names_this_card() {
        let Some(h) = performer else {
            return Err(Refusal::AbilityNotInPlay {
                card: def.name.clone(),
                number: n,
            }
            .by(ids::TRAIT_ABILITIES)
            .at(at));
        };
        play.for_card(h)
    } else {
        play.clone()
    };
    // `Battle/Open`: the kind typed, or Battle during a battle and the other kind outside one.
    let kinds: Vec<ActionKind> = std::iter::once(play.action)
        .chain(play.or.clone())
        .collect();
    def.action = Some(match kind {
        Some(k) if kinds.contains(&k) => k,
        _ if kinds.len() > 1 => {
            let battle = kinds.contains(&ActionKind::Battle) && in_battle;
            if battle {
                ActionKind::Battle
            } else {
                kinds
                    .iter()
                    .copied()
                    .find(|k| *k != ActionKind::Battle)
                    .unwrap_or(play.action)
            }
        }
        _ => play.action,
    });
    for t in &play.traits {
        if !def.traits.contains(t) {
            def.traits.push(t.clone());
        }
    }
    def.target = play.target;
    def.trigger = play.trigger;
    def.costs = play.costs;
    def.effects = play.effects;
    def.read_from_text = Some(super::core::card::TextReading {
        printed: ability.printed.clone(),
        read: ability.read.clone(),
    });
    Ok(())
}

/// The action kind a printed ability's one timing word names, if the engine has it.
fn printed_kind(a: &PrintedAbility) -> Option<ActionKind> {
    match a.timings.as_slice() {
        [t] => [
            ActionKind::Limited,
            ActionKind::Open,
            ActionKind::Battle,
            ActionKind::Reaction,
        ]
        .into_iter()
        .find(|k| k.keyword() == t),
        _ => None,
    }
}

/// The abilities as a numbered list for a refusal: `1. «Battle: …»; 2. «…»`.
pub(super) fn listing(abilities: &[PrintedAbility]) -> String {
    abilities
        .iter()
        .enumerate()
        .map(|(i, a)| format!("{}. «{}»", i + 1, a.printed))
        .collect::<Vec<_>>()
        .join("; ")
}
