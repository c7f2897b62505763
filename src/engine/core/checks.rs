//! The checks the decide side of every rule area shares: players named and still in the game,
//! cards in play, personalities.

use crate::engine::core::error::{PersonalityRole, Refusal, Rejection};
use crate::engine::core::names;
use crate::engine::core::state::{Card, PlayerIx, State, Zone};
use crate::lang::ast::{ActionKind, CardKind, Name, Phase, Span};
use crate::rules::ids;

/// The name of the player `n` names, as the board spells it.
pub(crate) fn player_name(state: &State, n: &Name) -> Result<String, Rejection> {
    names::player(state, n).map(|ix| state.player_name(ix).to_string())
}

/// The player `n` names, refused when that player has left the game.
pub(crate) fn active_player(state: &State, n: &Name) -> Result<PlayerIx, Rejection> {
    let p = names::player(state, n)?;
    if state.players[p].out {
        return Err(player_out(state, p));
    }
    Ok(p)
}

/// The refusal for a player who has left the game, citing the rule by which they lost: every
/// province gone, or family honor at -20 or lower.
pub(crate) fn player_out(state: &State, p: PlayerIx) -> Rejection {
    let provinces_lost = state.players[p].honor > -20 && state.provinces_of(p).next().is_none();
    Refusal::PlayerOut {
        player: state.player_name(p).to_string(),
        provinces_lost,
    }
    .by(if provinces_lost {
        ids::VICTORY_PROVINCE_LOSS
    } else {
        ids::VICTORY_DISHONOR_LOSS
    })
}

/// Refused unless `card` is in play (`span` is the word that named it).
pub(crate) fn in_play(card: &Card, span: Span) -> Result<(), Rejection> {
    if card.zone == Zone::InPlay {
        Ok(())
    } else {
        Err(Refusal::NotInPlay {
            handle: card.handle.clone(),
        }
        .by(ids::DESTROY_DISCARD)
        .at(span))
    }
}

/// Refused unless `card` is a personality; `role` says what only a personality can do.
pub(crate) fn personality(card: &Card, span: Span, role: PersonalityRole) -> Result<(), Rejection> {
    if card.def.kind == CardKind::Personality {
        Ok(())
    } else {
        Err(Refusal::NotAPersonality {
            handle: card.handle.clone(),
            role,
        }
        .by(role.rule())
        .at(span))
    }
}

/// Checks when an action of `kind` may be taken by `p`.
pub(crate) fn timing(state: &State, p: PlayerIx, kind: ActionKind) -> Result<(), Rejection> {
    let name = state.player_name(p).to_string();
    if kind == ActionKind::Reaction {
        let Some(top) = state.stack.last() else {
            return Err(Refusal::NothingToReactTo.by(ids::ACTION_REACTION));
        };
        if top.window.chance != p {
            return Err(Refusal::NotYourChance {
                player: name,
                chance: state.player_name(top.window.chance).to_string(),
            }
            .by(ids::ACTION_REACTION_ORDER));
        }
        return Ok(());
    }
    if let Some(top) = state.stack.last() {
        return Err(Refusal::WindowOpen {
            action: top.card.name.clone(),
            chance: state.player_name(top.window.chance).to_string(),
        }
        .by(ids::ACTION_RESOLVE_FULLY));
    }
    let Some(turn) = state.turn else {
        return Err(Refusal::NoTurn.by(ids::REF_TURN_PHASES));
    };
    check_opportunity(state, p)?;
    match kind {
        ActionKind::Limited if turn.player != p || turn.phase != Phase::Action => {
            Err(Refusal::NotOwnActionPhase { player: name }.by(ids::ACTION_LIMITED))
        }
        ActionKind::Open if !matches!(turn.phase, Phase::Action | Phase::Battle) => {
            Err(Refusal::NotOpenTiming { player: name }.by(ids::ACTION_OPEN))
        }
        ActionKind::Battle if turn.phase != Phase::Battle => {
            Err(Refusal::NotBattleTiming { player: name }.by(ids::ACTION_BATTLE))
        }
        _ => Ok(()),
    }
}

/// Refused unless it is `p`'s own action phase with nothing waiting to resolve (`rule` says why).
pub(crate) fn own_action_phase(
    state: &State,
    p: PlayerIx,
    rule: ids::RuleId,
) -> Result<(), Rejection> {
    let turn = state.turn.ok_or(Refusal::NoTurn.by(ids::REF_TURN_PHASES))?;
    if !state.stack.is_empty() || turn.player != p || turn.phase != Phase::Action {
        return Err(Refusal::NotOwnActionPhase {
            player: state.player_name(p).to_string(),
        }
        .by(rule));
    }
    check_opportunity(state, p)
}

/// Refused when play is moved on by the rules and it is another player's opportunity to act.
pub(crate) fn check_opportunity(state: &State, p: PlayerIx) -> Result<(), Rejection> {
    if !state.stack.is_empty() {
        return Ok(());
    }
    match state.opportunity {
        Some(o) if o.chance != p => Err(Refusal::NotYourOpportunity {
            player: state.player_name(p).to_string(),
            chance: state.player_name(o.chance).to_string(),
        }
        .by(if state.battle().is_some() {
            ids::REF_BATTLE_DEFENDER_FIRST
        } else {
            ids::REF_TURN_ACTION
        })),
        _ => Ok(()),
    }
}
