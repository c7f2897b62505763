//! Judge adjustments of one card (bow, straighten, dishonor, destroy, tokens…): the check and the change.

use super::core::checks::{in_play, personality};
use super::core::error::{PersonalityRole, Refusal, Rejection};
use super::core::event::Event;
use super::core::names;
use super::core::out::Out;
use super::core::resolution::Resolution;
use super::core::state::State;
use super::destroy::{destroy, discard};
use crate::lang::ast::{AdjustVerb, CardKind, Name};
use crate::msg;
use crate::msg::Msg;
use crate::rules::ids;

pub(super) fn adjust(state: &mut State, verb: AdjustVerb, handle: &str, out: &mut Out) {
    let Some(card) = state.card_mut(handle) else {
        return out.say(
            || msg!("step-adjust-ignored", handle = handle),
            &[ids::PROC_ADJUST],
        );
    };
    // Replayed quietly, a bow or a straighten is only the flag.
    match verb {
        AdjustVerb::Bow | AdjustVerb::Straighten if out.quiet => {
            card.bowed = verb == AdjustVerb::Bow;
            return;
        }
        _ => {}
    }
    let h = card.handle.clone();
    match verb {
        AdjustVerb::Bow => {
            card.bowed = true;
            let note = bow_note(state, &h);
            out.say(
                || msg!("step-adjust-bowed", handle = &h, note = note),
                &[ids::PROC_ADJUST, ids::BOW_BOWING, ids::BOW_UNIT],
            );
        }
        AdjustVerb::Straighten => {
            card.bowed = false;
            out.say(
                || msg!("step-adjust-straightens", handle = &h),
                &[ids::PROC_ADJUST, ids::BOW_BOWING],
            );
        }
        AdjustVerb::Dishonor => {
            card.dishonored = true;
            out.say(
                || msg!("step-adjust-dishonored", handle = &h),
                &[
                    ids::PROC_ADJUST,
                    ids::DISHONOR_STATE,
                    ids::DISHONOR_PERSONAL_HONOR,
                ],
            );
        }
        AdjustVerb::Rehonor => {
            card.dishonored = false;
            out.say(
                || msg!("step-adjust-honorable", handle = &h),
                &[ids::PROC_ADJUST, ids::DISHONOR_STATE],
            );
        }
        AdjustVerb::Destroy => {
            out.say(
                || msg!("step-adjust-destroyed", handle = &h),
                &[ids::PROC_ADJUST],
            );
            let mut res = Resolution::none();
            destroy(state, &h, &mut res, out);
        }
        AdjustVerb::Discard => {
            out.say(
                || msg!("step-adjust-discarded", handle = &h),
                &[ids::PROC_ADJUST],
            );
            discard(state, &h, out);
        }
    }
}

/// What bowing means for a unit: a bowed personality's unit cannot attack or defend, though the
/// other cards' abilities can still be used; a bowed attachment does not stop its personality.
pub(super) fn bow_note(state: &State, h: &str) -> Msg {
    match state.card(h) {
        Some(c) if c.attached_to.is_some() => msg!(
            "bow-note-attached",
            host = c.attached_to.clone().unwrap_or_default()
        ),
        Some(c) if c.def.kind == CardKind::Personality => msg!("bow-note-personality"),
        _ => msg!("nothing"),
    }
}

pub(super) fn decide_adjust(state: &State, verb: AdjustVerb, n: &Name) -> Result<Event, Rejection> {
    let card = names::board_card(state, n)?;
    in_play(card, n.span)?;
    match verb {
        AdjustVerb::Bow if card.bowed => {
            return Err(Refusal::AlreadyBowed {
                handle: card.handle.clone(),
            }
            .by(ids::BOW_BOWING)
            .at(n.span))
        }
        AdjustVerb::Straighten if !card.bowed => {
            return Err(Refusal::NotBowed {
                handle: card.handle.clone(),
            }
            .by(ids::PROC_ADJUST)
            .at(n.span))
        }
        AdjustVerb::Dishonor => {
            personality(card, n.span, PersonalityRole::BeDishonored)?;
            if card.dishonored {
                return Err(Refusal::AlreadyDishonored {
                    handle: card.handle.clone(),
                }
                .by(ids::PROC_ADJUST)
                .at(n.span));
            }
        }
        AdjustVerb::Rehonor if !card.dishonored => {
            return Err(Refusal::NotDishonored {
                handle: card.handle.clone(),
            }
            .by(ids::PROC_ADJUST)
            .at(n.span))
        }
        _ => {}
    }
    Ok(Event::Adjust {
        verb,
        handle: card.handle.clone(),
    })
}
