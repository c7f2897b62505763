//! Terrains: in play over the battle, their effects waiting for the end of the battle action segment.

use super::core::names;
use super::core::out::Out;
use super::core::resolution::Resolution;
use super::core::state::{Card, Pending, State, Zone, UNDECLARED};
use super::effects::run_effects;
use crate::lang::ast::ActionKind;
use crate::msg;
use crate::rules::ids;

/// A terrain stays in play over the battle; its effects wait for the end of the battle action segment.
pub(super) fn enter_terrain(state: &mut State, action: &Pending, out: &mut Out) {
    let old: Vec<String> = state
        .cards
        .terrains_in_play()
        .map(|c| c.handle.clone())
        .collect();
    for h in &old {
        if let Some(c) = state.card_mut(h) {
            c.zone = Zone::Discard;
        }
        out.say(
            || msg!("step-terrain-replaced", handle = &h),
            &[ids::DESTROY_TERRAIN],
        );
    }
    let handle = names::new_handle(state, None, &action.card.name)
        .unwrap_or_else(|_| format!("terrain-{}", action.id));
    state.cards.push(Card::new(
        handle.clone(),
        action.card.clone(),
        action.player,
        Zone::InPlay,
    ));
    out.say(
        || msg!("step-terrain", card = &action.card.name, handle = &handle),
        &[ids::ACTION_BATTLE_TERRAIN],
    );
}

/// When the battle action segment ends, the terrain's effects resolve; then no more actions in that battle.
pub(super) fn end_battle_segment(state: &mut State, out: &mut Out) {
    let terrains: Vec<Card> = state.cards.terrains_in_play().cloned().collect();
    for t in terrains {
        out.say(
            || msg!("step-terrain-resolves", handle = &t.handle),
            &[ids::ACTION_BATTLE_TERRAIN],
        );
        let pending = Pending::new(
            UNDECLARED,
            t.controller,
            super::core::card::CardDef::clone(&t.def),
            ActionKind::Battle,
            t.controller,
        );
        let mut res = Resolution::of(&pending);
        run_effects(state, &pending, &mut res, out);
        if let Some(c) = state.card_mut(&t.handle) {
            c.zone = Zone::Discard;
        }
        out.say(
            || msg!("step-terrain-discarded", handle = &t.handle),
            &[ids::REF_BATTLE_AFTER],
        );
    }
}
