//! The turn: the judge's turn and phase line, the start and end of a turn, and the own-action-phase check.

use super::apply::Out;
use super::decide::player_name;
use super::error::Rejection;
use super::event::Event;
use super::state::{Lasting, PlayerIx, State, Turn, Victory};
use super::terrain::end_battle_segment;
use super::window::priority;
use crate::lang::ast::{Name, Phase};
use crate::rules::ids;

/// At the end of a turn, what is neither permanent nor a token ends, and so do copies.
pub(super) fn end_of_turn(state: &mut State, out: &mut Out) {
    let mut notes = Vec::new();
    for at in 0..state.cards.len() {
        // A card with nothing on it has nothing to end: left untouched, its hash stays.
        if state.cards[at].mods.is_empty() {
            continue;
        }
        let Some(c) = state.cards.get_mut(at) else {
            continue;
        };
        let before = c.mods.stats.len();
        c.mods
            .stats
            .retain(|m| matches!(m.lasting, Lasting::Token | Lasting::Permanent));
        let gone = before - c.mods.stats.len();
        let traits_before = c.mods.traits.len();
        c.mods.traits.retain(|(_, _, permanent)| *permanent);
        let traits_gone = traits_before - c.mods.traits.len();
        let copied = c.mods.copied_ability.take();
        if gone > 0 || traits_gone > 0 || copied.is_some() {
            let mut what = Vec::new();
            if gone > 0 {
                what.push(format!("{gone} bonus(es), copies or copied-ability tokens"));
            }
            if traits_gone > 0 {
                what.push(format!("{traits_gone} trait change(s)"));
            }
            if let Some(src) = copied {
                what.push(format!("the ability copied from {src}"));
            }
            notes.push(format!("{}: {}", c.handle, what.join(", ")));
        }
    }
    if !notes.is_empty() {
        out.say(
            format_args!(
                "The turn ends, and with it what lasts only until then: {}",
                notes.join("; ")
            ),
            &[ids::TOKEN_PERMANENT, ids::COPY_DURATION],
        );
    }
}

/// The judge sets whose turn it is and the phase; a new turn ends the last one.
pub(super) fn set_turn(state: &mut State, p: PlayerIx, player: &str, phase: &Phase, out: &mut Out) {
    let new_turn = match state.turn {
        None => true,
        Some(t) => t.player != p || (*phase == Phase::Straighten && t.phase != Phase::Straighten),
    };
    if state.turn.is_some_and(|t| t.phase == Phase::Battle) && *phase != Phase::Battle {
        end_battle_segment(state, out);
    }
    let number = state.turn.map(|t| t.number).unwrap_or(0) + u32::from(new_turn);
    state.turn = Some(Turn {
        player: p,
        phase: *phase,
        number,
    });
    if new_turn {
        if number > 1 {
            end_of_turn(state, out);
        }
        state.petitioned = false;
        out.say(
            format_args!("{player}'s turn begins; phase: {}", phase.keyword()),
            &[ids::REF_TURN_PHASES],
        );
        priority(state, p, *phase, out);
        let pl = &state.players[p];
        if pl.honor >= 40 && !pl.out {
            if pl.no_honor_victory {
                out.say(
                    format_args!("{player} starts the turn with {} family honor, but their clan cannot win by honor", pl.honor),
                    &[ids::VICTORY_HONOR],
                );
            } else if state.winner.is_none() {
                state.winner = Some((p, Victory::Honor));
                out.say(
                    format_args!(
                        "{player} starts the turn with {} family honor (40 or more): honor victory",
                        pl.honor
                    ),
                    &[ids::VICTORY_HONOR],
                );
            }
        }
    } else {
        out.say(
            format_args!("{player}'s turn: phase is now {}", phase.keyword()),
            &[ids::REF_TURN_PHASES],
        );
        priority(state, p, *phase, out);
    }
}

/// Refused unless it is `p`'s own action phase with nothing waiting to resolve (`rule` says why).
pub(crate) fn own_action_phase(
    state: &State,
    p: PlayerIx,
    rule: ids::RuleId,
) -> Result<(), Rejection> {
    let turn = state.turn.ok_or(Rejection::NoTurn)?;
    if !state.stack.is_empty() || turn.player != p || turn.phase != Phase::Action {
        return Err(Rejection::NotOwnActionPhase {
            player: state.player_name(p).to_string(),
            rule,
        });
    }
    Ok(())
}

/// The judge sets whose turn it is and the phase; refused while something waits to resolve.
pub(super) fn decide_turn(state: &State, player: &Name, phase: Phase) -> Result<Event, Rejection> {
    let player = player_name(state, player)?;
    if let Some(top) = state.stack.last() {
        return Err(Rejection::WindowOpen {
            action: top.card.name.clone(),
            chance: state.player_name(top.window.chance).to_string(),
            rule: ids::ACTION_RESOLVE_FULLY,
        });
    }
    if state.petition.is_some() {
        return Err(Rejection::PetitionOpen {
            rule: ids::FAVOR_PETITION_ORDER,
        });
    }
    Ok(Event::SetTurn { player, phase })
}
