//! The Imperial Favor: its uses (discard and the Favor's abilities) and the petition for it.

use super::core::card::{CardDef, Effect, Ref, FAVOR};
use super::core::checks::{active_player, in_play, own_action_phase, personality, timing};
use super::core::error::{PersonalityRole, Refusal, Rejection, TargetProblem};
use super::core::event::Event;
use super::core::names;
use super::core::out::Out;
use super::core::state::{turn_order_from, Card, Petition, PlayerIx, Side, State, Zone};
use super::effects::losses_if_resolved;
use super::play::declare;
use super::targets::target_problem;
use crate::lang::ast::{ActionKind, CardKind, CardVerb, Name, Stat};
use crate::msg;
use crate::msg::{Arg, Msg};
use crate::rules::ids;

pub(super) fn use_favor(
    state: &mut State,
    p: PlayerIx,
    kind: ActionKind,
    target: Option<String>,
    out: &mut Out,
) {
    state.favor = None;
    let (effects, rule, what) = match kind {
        ActionKind::Limited => (vec![Effect::Draw], ids::FAVOR_USE_LIMITED, "draw"),
        ActionKind::Open => (
            vec![Effect::Card {
                verb: CardVerb::Restore,
                what: Ref::Target,
            }],
            ids::FAVOR_USE_OPEN,
            "restore",
        ),
        ActionKind::Battle => (vec![Effect::SendHome], ids::FAVOR_USE_BATTLE, "send-home"),
        ActionKind::Reaction => (
            vec![Effect::PreventHonorLoss],
            ids::FAVOR_USE_REACTION,
            "prevent",
        ),
    };
    out.say(
        || {
            msg!(
                "step-favor-used",
                player = state.player_name(p),
                what = msg!("favor-use", what = what)
            )
        },
        &[ids::FAVOR_USES, rule],
    );
    let mut card = CardDef::new(FAVOR, CardKind::Action);
    card.action = Some(kind);
    card.effects = effects;
    declare(
        state,
        out,
        p,
        card,
        kind,
        None,
        target.into_iter().collect(),
        None,
    );
}

/// A petition for the Imperial Favor (`favor.petition`): the spokesman bows; the petitioner
/// takes the Favor unopposed, or the petition is contested against the holder or the highest
/// family honor among the others.
pub(super) fn petition(state: &mut State, p: PlayerIx, spokesman: &str, out: &mut Out) {
    let name = state.player_name(p).to_string();
    if let Some(c) = state.card_mut(spokesman) {
        c.bowed = true;
    }
    state.petitioned = true;
    out.say_reading(
        || msg!("step-petition", player = &name, spokesman = spokesman),
        &[ids::FAVOR_PETITION, ids::BOW_BOWING],
        ids::FAVOR_PETITION,
    );
    let my = state.players[p].honor;
    let others: Vec<PlayerIx> = (0..state.players.len())
        .filter(|&i| i != p && !state.players[i].out)
        .collect();
    if state.favor.is_none() && others.iter().all(|&i| state.players[i].honor < my) {
        state.favor = Some(p);
        out.say(
            || msg!("step-petition-unopposed", player = &name, honor = my),
            &[ids::FAVOR_PETITION_AUTO],
        );
        return;
    }
    let (opponent, why, tie) = match state.favor {
        Some(h) => (
            h,
            msg!("favor-held-by", player = state.player_name(h)),
            false,
        ),
        None => highest_other(state, p, &name),
    };
    state.petition = Some(Petition {
        petitioner: Side {
            player: p,
            total: my,
        },
        opponent: Side {
            player: opponent,
            total: state.players[opponent].honor,
        },
        chance: p,
        passes: 0,
        gifted: Vec::new(),
    });
    let contested = msg!(
        "step-petition-contested",
        why = why,
        player = &name,
        honor = my,
        opponent = state.player_name(opponent),
        opponent_honor = state.players[opponent].honor
    );
    if tie {
        out.say_reading(
            || contested,
            &[ids::FAVOR_PETITION_CONTEST],
            ids::FAVOR_PETITION_SIDES,
        );
    } else {
        out.say(
            || contested,
            &[ids::FAVOR_PETITION_CONTEST, ids::FAVOR_PETITION_SIDES],
        );
    }
    out.say(
        || msg!("step-petition-order", player = &name),
        &[ids::FAVOR_PETITION_ORDER],
    );
    out.say_reading(
        || msg!("step-petition-no-window"),
        &[ids::FAVOR_PETITION, ids::ACTION_REACTION],
        ids::FAVOR_PETITION,
    );
}

/// The opposing side of a petition when nobody holds the Favor (`favor.petition.sides`): the
/// player of highest family honor among the others, and why; on a tie (among the others, or
/// with the petitioner `p`, named `name`), the tied player nearest on `p`'s left, and true.
fn highest_other(state: &State, p: PlayerIx, name: &str) -> (PlayerIx, Msg, bool) {
    let my = state.players[p].honor;
    // The highest family honor among the others; on a tie, the first of them in turn order
    // after the petitioner (favor.petition.sides reading).
    let order = turn_order_from(state, state.left_of(p));
    let best = order
        .iter()
        .filter(|&&i| i != p)
        .map(|&i| state.players[i].honor)
        .max()
        .unwrap_or(my);
    let tied: Vec<PlayerIx> = order
        .into_iter()
        .filter(|&i| i != p && state.players[i].honor == best)
        .collect();
    let o = tied.first().copied().unwrap_or(p);
    let tie = if tied.len() > 1 {
        let others: Vec<&str> = tied[1..].iter().map(|&i| state.player_name(i)).collect();
        msg!(
            "favor-others-tie",
            others = Arg::and(&others),
            count = others.len(),
            opponent = state.player_name(o),
            player = name
        )
    } else if best == my {
        msg!(
            "favor-petitioner-ties",
            player = name,
            opponent = state.player_name(o)
        )
    } else {
        msg!("nothing")
    };
    let why = msg!(
        "favor-highest-other",
        opponent = state.player_name(o),
        honor = best,
        tie = tie
    );
    (o, why, tied.len() > 1 || best == my)
}

/// Moves the petition's chance to `p`, counting the players in between as having passed.
pub(super) fn petition_turn_to(state: &mut State, p: PlayerIx, out: &mut Out) {
    let Some(pet) = state.petition.as_ref() else {
        return;
    };
    if pet.chance == p {
        return;
    }
    let mut skipped = Vec::new();
    let mut cur = pet.chance;
    let mut guard = 0;
    while cur != p && guard < state.players.len() {
        skipped.push(state.player_name(cur).to_string());
        cur = state.left_of(cur);
        guard += 1;
    }
    if let Some(pet) = state.petition.as_mut() {
        pet.chance = p;
    }
    if !skipped.is_empty() {
        out.say_reading(
            || {
                msg!(
                    "step-petition-skipped",
                    player = state.player_name(p),
                    skipped = Arg::and(&skipped)
                )
            },
            &[],
            ids::FAVOR_PETITION_ORDER,
        );
    }
}

pub(super) fn add_to_side(
    state: &mut State,
    side: PlayerIx,
    amount: i32,
    out: &mut Out,
) -> (String, i32) {
    let Some(pet) = state.petition.as_mut() else {
        // A stored contribution with no petition open (a damaged log): nothing to add to.
        return (state.player_name(side).to_string(), 0);
    };
    let s = if pet.petitioner.player == side {
        &mut pet.petitioner
    } else {
        &mut pet.opponent
    };
    s.total = match s.total.checked_add(amount) {
        Some(t) => t,
        None => {
            out.overflowed(|| crate::msg!("overflow-petition-total"));
            s.total.saturating_add(amount)
        }
    };
    pet.passes = 0;
    let total = s.total;
    (state.player_name(side).to_string(), total)
}

pub(super) fn support(state: &mut State, p: PlayerIx, handle: &str, side: PlayerIx, out: &mut Out) {
    petition_turn_to(state, p, out);
    let Some(card) = state.card(handle).cloned() else {
        return;
    };
    let ph = state.personal_honor(&card);
    if let Some(c) = state.card_mut(handle) {
        c.bowed = true;
    }
    let (side_name, total) = add_to_side(state, side, ph, out);
    let mut cites = vec![ids::FAVOR_PETITION_SPOKESMAN, ids::BOW_BOWING];
    if card.dishonored {
        cites.push(ids::DISHONOR_PERSONAL_HONOR);
    }
    out.say(
        || {
            msg!(
                "step-spokesman",
                player = state.player_name(p),
                handle = handle,
                side = &side_name,
                honor = ph,
                total = total
            )
        },
        &cites,
    );
    petition_totals(state, out);
}

pub(super) fn gift(state: &mut State, p: PlayerIx, card: &str, side: PlayerIx, out: &mut Out) {
    petition_turn_to(state, p, out);
    let Some(c) = state.card(card).cloned() else {
        return;
    };
    let focus = c.def.stat(Stat::Focus);
    if let Some(c) = state.card_mut(card) {
        c.zone = Zone::Discard;
    }
    if let Some(pet) = state.petition.as_mut() {
        pet.gifted.push(p);
    }
    let (side_name, total) = add_to_side(state, side, focus, out);
    out.say_reading(
        || {
            msg!(
                "step-gift",
                player = state.player_name(p),
                card = &c.def.name,
                side = &side_name,
                focus = focus,
                total = total
            )
        },
        &[],
        ids::FAVOR_PETITION_GIFT,
    );
    petition_totals(state, out);
}

pub(super) fn petition_totals(state: &State, out: &mut Out) {
    if let Some(pet) = &state.petition {
        out.say(
            || {
                msg!(
                    "step-petition-totals",
                    petitioner = state.player_name(pet.petitioner.player),
                    petitioner_total = pet.petitioner.total,
                    opponent = state.player_name(pet.opponent.player),
                    opponent_total = pet.opponent.total
                )
            },
            &[ids::FAVOR_PETITION_TEMPORARY],
        );
    }
}

pub(super) fn petition_pass(state: &mut State, passer: PlayerIx, out: &mut Out) {
    petition_turn_to(state, passer, out);
    let active = state.active_players();
    let next = state.left_of(passer);
    let Some(pet) = state.petition.as_mut() else {
        return;
    };
    pet.passes += 1;
    let done = pet.passes >= active;
    if !done {
        pet.chance = next;
        out.say(
            || {
                msg!(
                    "step-petition-pass",
                    player = state.player_name(passer),
                    next = state.player_name(next)
                )
            },
            &[ids::FAVOR_PETITION_ORDER],
        );
        return;
    }
    out.say(
        || {
            msg!(
                "step-petition-all-passed",
                player = state.player_name(passer)
            )
        },
        &[ids::FAVOR_PETITION_ORDER],
    );
    let Some(pet) = state.petition.take() else {
        return;
    };
    let (me, them) = (pet.petitioner, pet.opponent);
    let pn = state.player_name(me.player).to_string();
    let on = state.player_name(them.player).to_string();
    if me.total > them.total {
        state.favor = Some(me.player);
        out.say(
            || {
                msg!(
                    "step-petition-won",
                    petitioner = &pn,
                    total = me.total,
                    opponent = &on,
                    opponent_total = them.total
                )
            },
            &[ids::FAVOR_PETITION_RESULT],
        );
    } else {
        let stays = match state.favor {
            Some(h) => msg!("favor-stays-with", player = state.player_name(h)),
            None => msg!("favor-stays-centre"),
        };
        out.say(
            || {
                msg!(
                    "step-petition-failed",
                    petitioner = &pn,
                    total = me.total,
                    opponent = &on,
                    opponent_total = them.total,
                    stays = stays
                )
            },
            &[ids::FAVOR_PETITION_RESULT],
        );
    }
    out.say(
        || msg!("step-petition-honor-gone"),
        &[ids::FAVOR_PETITION_TEMPORARY],
    );
}

/// Who holds the Imperial Favor, as a setup fact.
pub(super) fn set_favor(state: &mut State, holder: &Option<String>, out: &mut Out) {
    state.favor = holder.as_ref().and_then(|h| state.player_ix(h));
    match holder {
        Some(h) => out.say(
            || msg!("step-favor-holder", player = h),
            &[ids::PROC_SETUP, ids::FAVOR_USES],
        ),
        None => out.say(
            || msg!("step-favor-nobody"),
            &[ids::PROC_SETUP, ids::FAVOR_USES],
        ),
    }
}

pub(super) fn decide_petition(
    state: &State,
    player: &Name,
    spokesman: &Name,
) -> Result<Event, Rejection> {
    let p = active_player(state, player)?;
    let name = state.player_name(p).to_string();
    own_action_phase(state, p, ids::FAVOR_PETITION)?;
    if state.petitioned {
        return Err(Refusal::AlreadyPetitioned { player: name }.by(ids::FAVOR_PETITION));
    }
    if state.favor == Some(p) {
        return Err(Refusal::AlreadyHoldsFavor { player: name }.by(ids::FAVOR_PETITION));
    }
    let card = own_unbowed_personality(state, p, spokesman)?;
    if state.personal_honor(card) < 1 {
        let rule = if card.dishonored {
            ids::DISHONOR_PERSONAL_HONOR
        } else {
            ids::FAVOR_PETITION
        };
        return Err(Refusal::NoPersonalHonor {
            handle: card.handle.clone(),
        }
        .by(rule)
        .at(spokesman.span));
    }
    Ok(Event::Petition {
        player: name,
        spokesman: card.handle.clone(),
    })
}

pub(super) fn own_unbowed_personality<'s>(
    state: &'s State,
    p: PlayerIx,
    n: &Name,
) -> Result<&'s Card, Rejection> {
    let card = names::board_card(state, n)?;
    in_play(card, n.span)?;
    personality(card, n.span, PersonalityRole::SpeakForSide)?;
    if card.controller != p {
        return Err(Refusal::NotYours {
            handle: card.handle.clone(),
            player: state.player_name(p).into(),
            controller: state.player_name(card.controller).into(),
        }
        .by(ids::PLAY_CONTROL)
        .at(n.span));
    }
    if card.bowed {
        return Err(Refusal::Bowed {
            handle: card.handle.clone(),
        }
        .by(ids::BOW_BOWED_UNUSABLE)
        .at(n.span));
    }
    Ok(card)
}

pub(super) fn side(state: &State, n: &Name) -> Result<String, Rejection> {
    let pet = state
        .petition
        .as_ref()
        .ok_or(Refusal::NoPetition.by(ids::FAVOR_PETITION))?;
    let s = names::player(state, n)?;
    if s != pet.petitioner.player && s != pet.opponent.player {
        return Err(Refusal::NotASide {
            name: state.player_name(s).to_string(),
            petitioner: state.player_name(pet.petitioner.player).to_string(),
            opponent: state.player_name(pet.opponent.player).to_string(),
        }
        .by(ids::FAVOR_PETITION_SIDES)
        .at(n.span));
    }
    Ok(state.player_name(s).to_string())
}

pub(super) fn decide_support(
    state: &State,
    player: &Name,
    handle: &Name,
    side_name: &Name,
) -> Result<Event, Rejection> {
    if state.petition.is_none() {
        return Err(Refusal::NoPetition.by(ids::FAVOR_PETITION));
    }
    let p = active_player(state, player)?;
    let side = side(state, side_name)?;
    let card = own_unbowed_personality(state, p, handle)?;
    Ok(Event::Support {
        player: state.player_name(p).to_string(),
        handle: card.handle.clone(),
        side,
    })
}

pub(super) fn decide_gift(
    state: &State,
    player: &Name,
    card: &Name,
    side_name: &Name,
) -> Result<Event, Rejection> {
    let pet = state
        .petition
        .as_ref()
        .ok_or(Refusal::NoPetition.by(ids::FAVOR_PETITION))?;
    let p = active_player(state, player)?;
    let side = side(state, side_name)?;
    if pet.gifted.contains(&p) {
        return Err(Refusal::GiftUsed {
            player: state.player_name(p).to_string(),
        }
        .by(ids::FAVOR_PETITION_GIFT));
    }
    let c = names::hand_card(state, p, card)?;
    Ok(Event::Gift {
        player: state.player_name(p).to_string(),
        card: c.handle.clone(),
        side,
    })
}

pub(super) fn decide_use_favor(
    state: &State,
    player: &Name,
    kind: ActionKind,
    target: Option<&Name>,
) -> Result<Event, Rejection> {
    let p = active_player(state, player)?;
    if state.favor != Some(p) {
        return Err(Refusal::NoFavor {
            player: state.player_name(p).to_string(),
        }
        .by(ids::FAVOR_USES));
    }
    timing(state, p, kind)?;
    // The Reaction use prevents a loss of the holder's own family honor that the answered action
    // would cause: with none to prevent, it would spend the Favor for nothing.
    if kind == ActionKind::Reaction {
        let loss = state
            .stack
            .last()
            .map(|top| losses_if_resolved(state, top).get(&p).copied().unwrap_or(0))
            .unwrap_or(0);
        if loss <= 0 {
            let action = state
                .stack
                .last()
                .map(|t| t.card.name.clone())
                .unwrap_or_default();
            return Err(Refusal::NothingToPrevent {
                player: state.player_name(p).to_string(),
                action,
            }
            .by(ids::FAVOR_USE_REACTION));
        }
    }
    let target = match (kind, target) {
        (ActionKind::Open, None) => {
            return Err(Refusal::FavorUseNeeds { kind }.by(favor_use_rule(kind)))
        }
        (ActionKind::Battle, None) => {
            return Err(Refusal::FavorUseNeeds { kind }.by(favor_use_rule(kind)))
        }
        (ActionKind::Limited | ActionKind::Reaction, Some(_)) => {
            return Err(Refusal::FavorUseNeeds { kind }.by(favor_use_rule(kind)))
        }
        (_, None) => None,
        (_, Some(n)) => {
            let c = names::board_card(state, n)?;
            let ok = match kind {
                ActionKind::Open => {
                    (c.zone == Zone::InPlay && c.dishonored)
                        || c.zone == Zone::Dead(crate::lang::ast::DeadKind::Dishonorable)
                }
                _ => {
                    c.zone == Zone::InPlay
                        && c.def.kind == CardKind::Personality
                        && (state.battle().is_none() || state.in_battle(&c.handle))
                }
            };
            if !ok {
                let reason = if kind == ActionKind::Open {
                    TargetProblem::NotDishonored
                } else {
                    TargetProblem::NotInThisBattle
                };
                let rule = if kind == ActionKind::Open {
                    ids::FAVOR_USE_OPEN
                } else {
                    ids::FAVOR_USE_BATTLE
                };
                return Err(Refusal::IllegalFavorTarget {
                    target: c.handle.clone(),
                    reason,
                }
                .by(rule)
                .at(n.span));
            }
            // The same target check every card gets (your own bowed personality, say).
            if let Some((reason, rule)) =
                target_problem(state, p, None, c, kind == ActionKind::Open)
            {
                return Err(Refusal::IllegalFavorTarget {
                    target: c.handle.clone(),
                    reason,
                }
                .by(rule)
                .at(n.span));
            }
            Some(c.handle.clone())
        }
    };
    Ok(Event::UseFavor {
        player: state.player_name(p).to_string(),
        kind,
        target,
    })
}

/// The rule of one use of the Imperial Favor.
fn favor_use_rule(kind: ActionKind) -> ids::RuleId {
    match kind {
        ActionKind::Limited => ids::FAVOR_USE_LIMITED,
        ActionKind::Open => ids::FAVOR_USE_OPEN,
        ActionKind::Battle => ids::FAVOR_USE_BATTLE,
        ActionKind::Reaction => ids::FAVOR_USE_REACTION,
    }
}
