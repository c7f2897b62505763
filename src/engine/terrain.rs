//! Terrains: in play over the battle, their effects waiting for the end of the battle action segment.

use super::core::names;
use super::core::out::Out;
use super::core::resolution::Resolution;
use super::core::state::{Card, Pending, State, Zone, UNDECLARED};
use super::effects::run_effects;
use crate::lang::ast::ActionKind;
use crate::rules::ids;

/// A terrain stays in play over the battle; its effects wait for the end of the battle action segment.
pub(super) fn enter_terrain(state: &mut State, action: &Pending, out: &mut Out) {
    let old: Vec<String> = state
        .cards
        .iter()
        .filter(|c| c.zone == Zone::InPlay && c.def.has_trait("terrain"))
        .map(|c| c.handle.clone())
        .collect();
    for h in &old {
        if let Some(c) = state.card_mut(h) {
            c.zone = Zone::Discard;
        }
        out.say_english(
            format_args!("{h}, the terrain it replaces, is destroyed"),
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
    out.say_english(
        format_args!("{} is now the terrain of this battle, as `{handle}`: its effects resolve at the very end of the battle action segment, after everyone in the battle has passed", action.card.name),
        &[ids::ACTION_BATTLE_TERRAIN],
    );
}

/// When the battle action segment ends, the terrain's effects resolve; then no more actions in that battle.
pub(super) fn end_battle_segment(state: &mut State, out: &mut Out) {
    let terrains: Vec<Card> = state
        .cards
        .iter()
        .filter(|c| c.zone == Zone::InPlay && c.def.has_trait("terrain"))
        .cloned()
        .collect();
    for t in terrains {
        out.say_english(
            format_args!("The battle action segment ends: the terrain {} resolves now, and no more actions can be taken in this battle", t.handle),
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
        out.say_english(
            format_args!("{} is discarded after the battle", t.handle),
            &[ids::REF_BATTLE_AFTER],
        );
    }
}
