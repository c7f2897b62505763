//! Destroying and discarding cards: a personality takes its unit with it and goes to the dead;
//! chi 0 or less destroys.

use super::core::out::Out;
use super::core::resolution::Resolution;
use super::core::state::{Card, Lasting, State, Zone};
use super::honor::lose_honor;
use crate::lang::ast::{CardKind, DeadKind, Stat};
use crate::msg;
use crate::msg::Arg;
use crate::rules::ids;

/// Destroys a card: a personality takes its unit with it and goes to the dead, honorable or not.
pub(super) fn destroy(state: &mut State, handle: &str, res: &mut Resolution, out: &mut Out) {
    let Some(card) = state.card(handle).cloned() else {
        return;
    };
    if card.zone != Zone::InPlay {
        out.say(
            || msg!("step-destroy-gone", handle = &card.handle),
            &[ids::DESTROY_DISCARD],
        );
        return;
    }
    if card.def.kind != CardKind::Personality {
        if let Some(c) = state.card_mut(handle) {
            c.zone = Zone::Discard;
            c.attached_to = None;
        }
        out.say(
            || msg!("step-destroyed", handle = &card.handle),
            &[ids::DESTROY_DISCARD],
        );
        return;
    }
    let unit = discard_unit(state, &card.handle);
    if !unit.is_empty() {
        out.say(
            || {
                msg!(
                    "step-destroyed-unit",
                    handle = &card.handle,
                    unit = Arg::commas(&unit)
                )
            },
            &[ids::DESTROY_UNIT],
        );
    }
    let mut tokens_lost = Vec::new();
    for h in std::iter::once(&card.handle).chain(unit.iter()) {
        if let Some(c) = state.card_mut(h) {
            let before = c.mods.stats.len();
            c.mods.stats.retain(|m| m.lasting == Lasting::Permanent);
            c.mods.copied_ability = None;
            if c.mods.stats.len() < before {
                tokens_lost.push(c.handle.clone());
            }
        }
    }
    if !tokens_lost.is_empty() {
        out.say(
            || msg!("step-tokens-lost", cards = Arg::commas(&tokens_lost)),
            &[ids::TOKEN_DESTROYED, ids::DESTROY_DISCARD],
        );
    }
    if !card.under.is_empty() {
        out.say(
            || {
                msg!(
                    "step-destroyed-experienced",
                    handle = &card.handle,
                    cards = card.under.len() + 1,
                    under = card.under.len()
                )
            },
            &[ids::EXPERIENCED_BATTLE_HONOR],
        );
    }
    let kind = if card.dishonored {
        DeadKind::Dishonorable
    } else {
        DeadKind::Honorable
    };
    if let Some(c) = state.card_mut(handle) {
        c.zone = Zone::Dead(kind);
        c.bowed = false;
    }
    let controller = state.player_name(card.controller).to_string();
    if card.dishonored {
        out.say(
            || {
                msg!(
                    "step-dishonorable-dead",
                    handle = &card.handle,
                    controller = &controller
                )
            },
            &[
                ids::DESTROY_DISCARD,
                ids::DESTROY_DEAD_KINDS,
                ids::DISHONOR_DEATH,
                ids::SPECIAL_INTRO,
                ids::REF_HONOR_DISHONORED_DEATH,
            ],
        );
        let printed = card.def.stat(Stat::PersonalHonor);
        lose_honor(
            state,
            card.controller,
            printed,
            &|| msg!("why-dishonorable-death", handle = &card.handle),
            &[ids::DISHONOR_DEATH],
            res,
            out,
        );
    } else {
        out.say(
            || {
                msg!(
                    "step-honorable-dead",
                    handle = &card.handle,
                    controller = &controller
                )
            },
            &[ids::DESTROY_DISCARD, ids::DESTROY_DEAD_KINDS],
        );
    }
}

/// The cards attached to a personality go to the discard pile; their handles are returned.
pub(super) fn discard_unit(state: &mut State, handle: &str) -> Vec<String> {
    let unit: Vec<String> = state
        .attachments(handle)
        .map(|c| c.handle.clone())
        .collect();
    for h in &unit {
        if let Some(c) = state.card_mut(h) {
            c.zone = Zone::Discard;
            c.attached_to = None;
        }
    }
    unit
}

pub(super) fn discard(state: &mut State, handle: &str, out: &mut Out) {
    let Some(card) = state.card(handle).cloned() else {
        return;
    };
    discard_unit(state, &card.handle);
    let personality = card.def.kind == CardKind::Personality;
    if let Some(c) = state.card_mut(handle) {
        c.zone = if personality {
            Zone::Dead(DeadKind::Discarded)
        } else {
            Zone::Discard
        };
        c.attached_to = None;
    }
    if personality {
        out.say(
            || msg!("step-discarded-not-dead", handle = &card.handle),
            &[ids::DESTROY_DEAD_KINDS],
        );
    } else {
        out.say(
            || msg!("step-discarded", handle = &card.handle),
            &[ids::DESTROY_DISCARD],
        );
    }
}

/// A personality whose chi is 0 or less is destroyed.
pub(super) fn chi_check(state: &mut State, h: &str, res: &mut Resolution, out: &mut Out) {
    let Some(c) = state.card(h) else { return };
    if c.zone == Zone::InPlay && c.def.kind == CardKind::Personality && state.chi(c) <= 0 {
        out.say_reading(
            || msg!("step-chi-zero", handle = h, chi = state.chi(c)),
            &[],
            ids::DESTROY_UNIT,
        );
        destroy(state, h, res, out);
    }
}

/// Every personality in play whose chi is 0 or less is destroyed, whatever lowered it: a token, an
/// item, a copy, an attachment moved away, a bonus that ended. Run after every event of play.
pub(super) fn chi_sweep(state: &mut State, out: &mut Out) {
    let low = |state: &State, c: &Card| {
        c.zone == Zone::InPlay && c.def.kind == CardKind::Personality && state.chi(c) <= 0
    };
    let mut every = false;
    // Each destruction removes one personality from play, so this ends; the bound holds it to
    // that even on a board where a handle names two cards.
    for _ in 0..=state.cards.len() {
        // The first card in board order whose chi is 0 or less: every card not changed since
        // the last sweep had a chi above 0 then, and still has (no attachment of it changed).
        let first = match state.cards.unswept() {
            Some(changed) => changed
                .iter()
                .copied()
                .filter(|&at| {
                    state.cards.get(at).is_some_and(|c| {
                        if state.cards.may_be_host(&c.handle) {
                            low(state, c)
                        } else {
                            // Nothing is attached to it: its chi is its own.
                            c.zone == Zone::InPlay
                                && c.def.kind == CardKind::Personality
                                && c.chi_alone() <= 0
                        }
                    })
                })
                .min(),
            None => {
                every = true;
                // Only a card in play may be low: the others are not decoded to be asked.
                (0..state.cards.len()).find(|&at| {
                    state
                        .cards
                        .glance(at)
                        .is_some_and(|g| g.zone == Zone::InPlay)
                        && state.cards.get(at).is_some_and(|c| low(state, c))
                })
            }
        };
        let Some(h) = first
            .and_then(|at| state.cards.get(at))
            .map(|c| c.handle.clone())
        else {
            state.cards.swept(every);
            break;
        };
        let mut res = Resolution::none();
        chi_check(state, &h, &mut res, out);
    }
}
