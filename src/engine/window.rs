//! Actions and their reaction windows: the window going round the table, passing, the
//! stack of declared actions and resolving the innermost one.

use super::battle::end_maneuver;
use super::bring::enter_card;
use super::core::card::Effect;
use super::core::error::{Refusal, Rejection};
use super::core::event::{Event, Passer};
use super::core::names;
use super::core::out::Out;
use super::core::resolution::{resolve_who, Resolution};
use super::core::state::{
    turn_order_from, AttackStage, Pending, PlayerIx, Question, State, Window, Zone,
};
use super::effects::run_effects;
use super::favor::petition_pass;
use super::honor::lose_honor;
use super::seppuku::{answer, commit_seppuku, seppuku_question};
use super::terrain::enter_terrain;
use super::turn::pass_opportunity;
use crate::lang::ast::{ActionKind, PassWho};
use crate::msg;
use crate::msg::Arg;
use crate::rules::ids;

/// Announces the reaction window of the action on top of the stack.
pub(super) fn open_window(state: &mut State, out: &mut Out) {
    // Opening a window changes nothing the declaration did not: it is only told.
    if out.quiet {
        return;
    }
    let Some(top) = state.stack.last() else {
        return;
    };
    let (first, declarer, card) = (top.window.chance, top.player, top.card.name.clone());
    let name = state.player_name(declarer).to_string();
    let order = turn_order_from(state, first);
    out.say(
        || {
            msg!(
                "step-window-opens",
                card = super::core::card::card_name_arg(&card),
                first = state.player_name(first),
                declarer = &name,
                then = Arg::Then(
                    order
                        .iter()
                        .skip(1)
                        .map(|&i| Arg::from(state.player_name(i)))
                        .collect()
                )
            )
        },
        &[ids::ACTION_REACTION_ORDER],
    );
}

pub(super) fn pass(state: &mut State, who: &Passer, out: &mut Out) {
    let all = matches!(who, Passer::All);
    let named = match who {
        Passer::Player(n) => state.player_ix(n),
        _ => None,
    };
    if state.stack.is_empty() && state.petition.is_none() && state.question.is_none() {
        pass_round(state, all, named, out);
        return;
    }
    // Bounded: every round either closes a window or records a pass.
    let mut guard = 0usize;
    loop {
        guard += 1;
        if guard > 10_000 {
            break;
        }
        if let Some(Question::Seppuku { player, .. }) = &state.question {
            // A question raised while passing waits for its answer: `pass all` does not answer it.
            if guard > 1 {
                break;
            }
            let player = *player;
            answer(state, player, None, out);
            if !all {
                return;
            }
            continue;
        }
        if let Some(top) = state.stack.last() {
            let chance = top.window.chance;
            let passer = if all { chance } else { named.unwrap_or(chance) };
            let closes = window_pass(state, passer, out);
            if closes {
                close_window(state, out);
            }
            if !all {
                return;
            }
            continue;
        }
        if state.petition.is_some() {
            let chance = state.petition.as_ref().map(|p| p.chance).unwrap_or(0);
            let passer = if all { chance } else { named.unwrap_or(chance) };
            petition_pass(state, passer, out);
            if !all {
                return;
            }
            continue;
        }
        break;
    }
}

/// Whose maneuvers these are, while units are being assigned.
pub(super) fn maneuvering(state: &State) -> Option<PlayerIx> {
    match state.attack.as_ref()?.stage {
        AttackStage::Infantry(w) | AttackStage::Cavalry(w) => Some(w),
        _ => None,
    }
}

/// A pass with nothing declared waiting: a player's maneuvers end, or the opportunity to act
/// moves on (`pass all`: until the maneuvers, the phase or the battle action segment end).
fn pass_round(state: &mut State, all: bool, named: Option<PlayerIx>, out: &mut Out) {
    let mut guard = 0usize;
    while maneuvering(state).is_some() {
        end_maneuver(state, out);
        guard += 1;
        if !all || guard > 8 {
            return;
        }
    }
    while let Some(o) = state.opportunity {
        let passer = named.unwrap_or(o.chance);
        let ended = pass_opportunity(state, passer, out);
        guard += 1;
        if !all || ended || guard > 10_000 {
            return;
        }
    }
}

/// Records a pass in the innermost window; true if everybody has now passed in a row.
pub(super) fn window_pass(state: &mut State, passer: PlayerIx, out: &mut Out) -> bool {
    let active = state.active_players();
    let next = state.left_of(passer);
    let Some(top) = state.stack.last_mut() else {
        return false;
    };
    top.window.passes += 1;
    let closes = top.window.passes >= active;
    if !closes {
        top.window.chance = next;
    }
    if out.quiet {
        return closes;
    }
    let Some(action) = state.stack.last().map(|t| &t.card.name) else {
        return closes;
    };
    let name = state.player_name(passer);
    let next_name = state.player_name(next);
    if closes {
        out.say(
            || msg!("step-window-closes", player = name, action = action),
            &[ids::ACTION_REACTION_ORDER],
        );
    } else {
        out.say(
            || {
                msg!(
                    "step-window-pass",
                    player = name,
                    action = action,
                    next = next_name
                )
            },
            &[ids::ACTION_REACTION_ORDER],
        );
    }
    closes
}

/// The innermost action resolves, unless a player must first be asked about seppuku.
pub(super) fn close_window(state: &mut State, out: &mut Out) {
    let Some(top) = state.stack.last() else {
        return;
    };
    if !top.cancelled {
        if let Some(q) = seppuku_question(state, top) {
            let Question::Seppuku {
                player,
                candidates,
                loss,
                ..
            } = &q;
            {
                out.say(
                    || {
                        msg!(
                            "step-seppuku-question",
                            player = state.player_name(*player),
                            loss = loss,
                            card = &top.card.name,
                            samurai = candidates.join(" / ")
                        )
                    },
                    &[ids::TRAIT_SAMURAI, ids::TRAIT_SPECIAL_INTRO],
                );
            }
            state.question = Some(q);
            return;
        }
    }
    let Some(top) = state.stack.pop() else {
        return;
    };
    resolve(state, &top, out);
    if let Some(outer) = state.stack.last_mut() {
        let first = {
            let p = top.player;
            let n = state.players.len();
            (1..=n)
                .map(|s| (p + s) % n)
                .find(|&j| !state.players[j].out)
                .unwrap_or(p)
        };
        outer.window = Window {
            chance: first,
            passes: 0,
        };
        let action = outer.card.name.clone();
        out.say_reading(
            || {
                msg!(
                    "step-window-back",
                    action = &action,
                    first = state.player_name(first),
                    declarer = state.player_name(top.player)
                )
            },
            &[],
            ids::ACTION_REACTION_ORDER,
        );
    }
}

/// Resolves a pending action: seppuku first, then its effects in order.
pub(super) fn resolve(state: &mut State, action: &Pending, out: &mut Out) {
    let mut res = Resolution::of(action);
    for (p, choice) in &action.answered {
        if let Some(h) = choice {
            if state.in_play(h) {
                commit_seppuku(state, *p, h, out);
            }
            res.capped.push(*p);
            if action.loss_paid.contains(p) {
                // The one point was paid with the cost: nothing more is lost to this action.
                res.lost.insert(*p, 1);
            }
        }
    }
    if action.cancelled {
        resolve_cancelled(state, action, &mut res, out);
        return;
    }
    // The window of the duelists entering a duel is no action of anyone's: when it closes the
    // duel begins (its own step says so), and nothing has resolved yet.
    if !action.card.effects.contains(&Effect::BeginDuel) {
        out.say(
            || {
                msg!(
                    "step-resolves",
                    player = state.player_name(action.player),
                    card = &action.card.name
                )
            },
            &[ids::ACTION_RESOLVE_FULLY],
        );
    }
    if !action.card.rulings.is_empty() {
        out.say(
            || {
                msg!(
                    "step-card-rulings",
                    card = &action.card.name,
                    rulings = action.card.rulings.join(" | ")
                )
            },
            &[ids::PROC_CARD],
        );
    }
    if let Some(e) = &action.entering {
        enter_card(state, action, e, out);
        return;
    }
    if action.kind == ActionKind::Battle && action.card.has_trait("terrain") {
        enter_terrain(state, action, out);
        return;
    }
    if action.card.effects.is_empty() {
        out.say(
            || {
                let text = match &action.card.text {
                    Some(t) => Arg::from(t),
                    None => Arg::from(msg!("step-no-text")),
                };
                msg!("step-no-effect", card = &action.card.name, text = text)
            },
            &[ids::PROC_CARD],
        );
    }
    run_effects(state, action, &mut res, out);
    // Seppuku makes the loss 1: if the action, once its samurai is gone, took nothing, 1 is still lost.
    for p in res.capped.clone() {
        if res.lost.get(&p).copied().unwrap_or(0) == 0 {
            lose_honor(
                state,
                p,
                1,
                &|| msg!("why-seppuku-cap"),
                &[ids::TRAIT_SAMURAI],
                &mut res,
                out,
            );
        }
    }
}

/// A cancelled action resolves (`action.reaction.illegal-target`): its costs stay paid, a card
/// it brought goes back with its gold lost, and nothing of it happens but the honor its own
/// player loses by it when it keeps its own losses.
fn resolve_cancelled(state: &mut State, action: &Pending, res: &mut Resolution, out: &mut Out) {
    if let Some(e) = &action.entering {
        if let Some(h) = &e.from_hand {
            if let Some(c) = state.card_mut(h) {
                c.zone = Zone::Hand;
            }
        }
        out.say(
            || msg!("step-cancelled-entering", card = &action.card.name),
            &[ids::GOLD_PAYMENT],
        );
    }
    if action.keeps_own_losses {
        // Only the honor the action's own player loses by its effects survives the cancel.
        let mut kept = action.clone();
        kept.card.effects.retain(|e| match e {
            Effect::LoseHonor { who, .. } => resolve_who(state, who, res) == Some(action.player),
            _ => false,
        });
        out.say(
            || {
                msg!(
                    "step-resolves-cancelled-losses",
                    card = &action.card.name,
                    player = state.player_name(action.player)
                )
            },
            &[ids::ACTION_REACTION_ILLEGAL_TARGET, ids::PROC_CARD],
        );
        run_effects(state, &kept, res, out);
        return;
    }
    out.say(
        || msg!("step-resolves-cancelled", card = &action.card.name),
        &[
            ids::ACTION_REACTION_ILLEGAL_TARGET,
            ids::ACTION_REACTION_EXAMPLE,
        ],
    );
}

pub(super) fn decide_pass(state: &State, who: &PassWho) -> Result<Event, Rejection> {
    let open = state.question.is_some() || !state.stack.is_empty() || state.petition.is_some();
    if !open {
        let round = maneuvering(state).or(state.opportunity.map(|o| o.chance));
        let Some(chance) = round else {
            return Err(Refusal::NothingToPass.by(ids::ACTION_PRIORITY));
        };
        return match who {
            PassWho::Current => Ok(Event::Pass {
                who: Passer::Current,
            }),
            PassWho::All => Ok(Event::Pass { who: Passer::All }),
            PassWho::Player(n) => {
                let p = names::player(state, n)?;
                if p != chance {
                    let rule = if maneuvering(state).is_some() {
                        ids::REF_BATTLE_SEGMENTS
                    } else if state.battle().is_some() {
                        ids::REF_BATTLE_DEFENDER_FIRST
                    } else {
                        ids::REF_TURN_ACTION
                    };
                    return Err(Refusal::NotYourOpportunity {
                        player: state.player_name(p).to_string(),
                        chance: state.player_name(chance).to_string(),
                    }
                    .by(rule));
                }
                Ok(Event::Pass {
                    who: Passer::Player(state.player_name(p).to_string()),
                })
            }
        };
    }
    match who {
        PassWho::Current => Ok(Event::Pass {
            who: Passer::Current,
        }),
        PassWho::All => Ok(Event::Pass { who: Passer::All }),
        PassWho::Player(n) => {
            let p = names::player(state, n)?;
            // Something is open, so somebody has the chance; should a state ever say otherwise,
            // there is nothing to pass in rather than a panic.
            let Some(chance) = state.chance() else {
                return Err(Refusal::NothingToPass.by(ids::ACTION_PRIORITY));
            };
            // In a petition a later player may pass for themselves; the players between are
            // taken to have passed (favor.petition.order reading). Windows are strict.
            if p != chance && state.petition.is_none() {
                let rule = if state.question.is_some() {
                    ids::TRAIT_SAMURAI
                } else {
                    ids::ACTION_REACTION_ORDER
                };
                return Err(Refusal::NotYourChance {
                    player: state.player_name(p).to_string(),
                    chance: state.player_name(chance).to_string(),
                }
                .by(rule));
            }
            Ok(Event::Pass {
                who: Passer::Player(state.player_name(p).to_string()),
            })
        }
    }
}
