//! Seppuku: a player about to lose family honor by an action that one of their samurai performs
//! or is a target of is asked first, and may order that samurai to commit seppuku; the loss from
//! that action is then 1 in all. The question, the answer, the samurai's death, and the
//! commands that answer.

use super::core::card::Effect;
use super::core::error::{Refusal, Rejection};
use super::core::event::Event;
use super::core::names;
use super::core::out::Out;
use super::core::resolution::Resolution;
use super::core::state::{turn_order_from, Pending, PlayerIx, Question, State, Zone};
use super::destroy::discard_unit;
use super::effects::{pay_cost, run_effects};
use super::window::{close_window, open_window};
use crate::lang::ast::{CardVerb, DeadKind, Name};
use crate::msg;
use crate::rules::ids;

/// If resolving `action` would make a player lose family honor while one of their samurai
/// performs it or is its target, that player is asked about seppuku.
///
/// The question is first put to the action itself: with no samurai of an unanswered player
/// involved, or no effect that can take family honor, no one is asked and nothing is copied. Only
/// then is the resolution run on a copy of the board to learn each player's loss.
pub(super) fn seppuku_question(state: &State, action: &Pending) -> Option<Question> {
    if !may_take_honor(action) {
        return None;
    }
    let answered: Vec<PlayerIx> = action.answered.iter().map(|(p, _)| *p).collect();
    let start = state.turn.map(|t| t.player).unwrap_or(0);
    let asked: Vec<(PlayerIx, Vec<String>)> = turn_order_from(state, start)
        .into_iter()
        .filter(|p| !answered.contains(p))
        .filter_map(|p| {
            let candidates = samurai_involved(state, action, p);
            (!candidates.is_empty()).then_some((p, candidates))
        })
        .collect();
    if asked.is_empty() {
        return None;
    }
    let mut dry = state.clone();
    let mut sink = Out::sink();
    let mut res = Resolution::of(action);
    res.capped = action
        .answered
        .iter()
        .filter(|(_, h)| h.is_some())
        .map(|(p, _)| *p)
        .collect();
    run_effects(&mut dry, action, &mut res, &mut sink);
    for (p, candidates) in asked {
        let loss = res.lost.get(&p).copied().unwrap_or(0);
        if loss > 0 {
            return Some(Question::Seppuku {
                at_cost: false,
                player: p,
                candidates,
                action: action.id,
                loss,
            });
        }
    }
    None
}

/// `p`'s samurai in play that perform `action` or are its targets.
fn samurai_involved(state: &State, action: &Pending, p: PlayerIx) -> Vec<String> {
    let mut candidates: Vec<String> = Vec::new();
    for h in action.by.iter().chain(action.targets.iter()) {
        if let Some(c) = state.card(h) {
            if c.controller == p
                && c.zone == Zone::InPlay
                && c.has_trait("samurai")
                && !candidates.contains(&c.handle)
            {
                candidates.push(c.handle.clone());
            }
        }
    }
    candidates
}

/// Whether resolving `action`'s effects can reach a family honor loss at all: a loss named as an
/// effect, a destruction (a dishonorable death), or a token, bonus or copy that can bring a chi to
/// 0. Every other effect leaves family honor alone or only raises it.
fn may_take_honor(action: &Pending) -> bool {
    action.effects().iter().any(|e| match e {
        Effect::LoseHonor { .. }
        | Effect::Token { .. }
        | Effect::Bonus { .. }
        | Effect::Copy { .. }
        // A ranged attack destroys; a challenge and a duel end with a loser destroyed.
        | Effect::Ranged { .. }
        | Effect::Challenge { .. }
        | Effect::BeginDuel => true,
        Effect::Card { verb, .. } => *verb == CardVerb::Destroy,
        Effect::GainHonor { .. }
        | Effect::Cancel { .. }
        | Effect::Redirect { .. }
        | Effect::PreventHonorLoss
        | Effect::Draw
        | Effect::SendHome
        | Effect::FollowerToken { .. }
        | Effect::Trait { .. }
        | Effect::RangedBow { .. }
        | Effect::Fear { .. }
        | Effect::OncePerBattle { .. } => false,
    })
}

pub(super) fn answer(state: &mut State, p: PlayerIx, choice: Option<String>, out: &mut Out) {
    let Some(Question::Seppuku {
        action, at_cost, ..
    }) = state.question.clone()
    else {
        return;
    };
    if at_cost {
        state.question = None;
        let Some(pending) = state.stack.iter().find(|x| x.id == action).cloned() else {
            return;
        };
        let mut res = Resolution::of(&pending);
        match &choice {
            Some(h) => {
                commit_seppuku(state, p, h, out);
                res.capped.push(p);
                if let Some(t) = state.stack.iter_mut().find(|x| x.id == action) {
                    t.answered.push((p, Some(h.clone())));
                    t.loss_paid.push(p);
                }
            }
            None => {
                out.say(
                    || msg!("step-declines-seppuku", player = state.player_name(p)),
                    &[ids::TRAIT_SAMURAI],
                );
                if let Some(t) = state.stack.iter_mut().find(|x| x.id == action) {
                    t.answered.push((p, None));
                }
            }
        }
        for cost in &pending.card.costs {
            pay_cost(state, pending.player, cost, &mut res, out);
        }
        open_window(state, out);
        return;
    }
    state.question = None;
    let name = state.player_name(p).to_string();
    if let Some(top) = state.stack.iter_mut().find(|x| x.id == action) {
        top.answered.push((p, choice.clone()));
    }
    match &choice {
        Some(h) => out.say(
            || msg!("step-orders-seppuku", player = &name, handle = h),
            &[ids::TRAIT_SAMURAI],
        ),
        None => out.say(
            || msg!("step-declines-seppuku", player = &name),
            &[ids::TRAIT_SAMURAI],
        ),
    }
    close_window(state, out);
}

/// A samurai ordered to commit seppuku: destroyed, an honorable dead, its unit with it.
pub(super) fn commit_seppuku(state: &mut State, p: PlayerIx, h: &str, out: &mut Out) {
    if let Some(c) = state.card_mut(h) {
        if c.zone == Zone::InPlay {
            c.dishonored = false;
            c.zone = Zone::Dead(DeadKind::Honorable);
            c.bowed = false;
        }
    }
    discard_unit(state, h);
    out.say(
        || {
            msg!(
                "step-commits-seppuku",
                handle = h,
                player = state.player_name(p)
            )
        },
        &[ids::TRAIT_SAMURAI, ids::DESTROY_DEAD_KINDS],
    );
}

pub(super) fn decide_seppuku(
    state: &State,
    player: &Name,
    handle: &Name,
) -> Result<Event, Rejection> {
    let p = names::player(state, player)?;
    let Some(Question::Seppuku {
        player: asked,
        candidates,
        ..
    }) = &state.question
    else {
        return Err(Refusal::NotAsked {
            player: state.player_name(p).to_string(),
        }
        .by(ids::TRAIT_SAMURAI));
    };
    if *asked != p {
        return Err(Refusal::NotAsked {
            player: state.player_name(p).to_string(),
        }
        .by(ids::TRAIT_SAMURAI));
    }
    let card = names::board_card(state, handle)?;
    if !candidates
        .iter()
        .any(|c| c.eq_ignore_ascii_case(&card.handle))
    {
        return Err(Refusal::NotASeppukuCandidate {
            player: state.player_name(p).to_string(),
            handle: card.handle.clone(),
            candidates: candidates.clone(),
        }
        .by(ids::TRAIT_SAMURAI)
        .at(handle.span));
    }
    Ok(Event::Seppuku {
        player: state.player_name(p).to_string(),
        handle: card.handle.clone(),
    })
}

/// A player declines the seppuku they were asked about.
pub(super) fn decline(state: &State, player: &Name) -> Result<Event, Rejection> {
    let p = names::player(state, player)?;
    match &state.question {
        Some(Question::Seppuku { player: asked, .. }) if *asked == p => Ok(Event::Decline {
            player: state.player_name(p).to_string(),
        }),
        _ => Err(Refusal::NotAsked {
            player: state.player_name(p).to_string(),
        }
        .by(ids::TRAIT_SAMURAI)),
    }
}
