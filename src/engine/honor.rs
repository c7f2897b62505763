//! Family honor: losses and gains during a resolution, seppuku (the question, the answer, the
//! samurai's death), and the victory and loss conditions tied to honor and enlightenment.

use super::apply::Out;
use super::bring;
use super::card::Effect;
use super::destroy::discard_unit;
use super::effects::{pay_cost, resolve_who, run_effects};
use super::error::{Refusal, Rejection};
use super::event::Event;
use super::names;
use super::state::{Pending, PlayerIx, Question, State, Victory, Zone};
use super::window::{close_window, open_window, turn_order_from};
use crate::lang::ast::{CardKind, CardVerb, DeadKind, Name};
use crate::rules::ids::{self, RuleId};
use std::collections::BTreeMap;

/// Honor changes and seppuku caps that belong to the action being resolved.
pub(super) struct Resolution {
    pub(super) action: Option<Acting>,
    pub(super) lost: BTreeMap<PlayerIx, i32>,
    /// Players whose loss from this action is capped at 1 by seppuku.
    pub(super) capped: Vec<PlayerIx>,
}

impl Resolution {
    pub(super) fn none() -> Resolution {
        Resolution {
            action: None,
            lost: BTreeMap::new(),
            capped: Vec::new(),
        }
    }

    pub(super) fn of(action: &Pending) -> Resolution {
        Resolution {
            action: Some(Acting {
                player: action.player,
                answers: action.answers,
                by: action.by.clone(),
                targets: action.targets.clone(),
                loss_prevented: action.loss_prevented.clone(),
            }),
            lost: BTreeMap::new(),
            capped: Vec::new(),
        }
    }
}

/// What resolving an action needs to know of it: who plays it and by which card, what it
/// answers and targets, and whose losses the Imperial Favor prevents.
pub(super) struct Acting {
    pub(super) player: PlayerIx,
    pub(super) answers: Option<u32>,
    pub(super) by: Option<String>,
    pub(super) targets: Vec<String>,
    pub(super) loss_prevented: Vec<PlayerIx>,
}

pub(super) fn lose_honor(
    state: &mut State,
    p: PlayerIx,
    amount: i32,
    why: &str,
    cites: &[RuleId],
    res: &mut Resolution,
    out: &mut Out,
) {
    let name = state.player_name(p).to_string();
    if amount <= 0 {
        out.say(
            format_args!("{name} loses no honor ({why}): a loss of 0 is no loss"),
            &[ids::REF_HONOR_GAINS],
        );
        return;
    }
    if let Some(a) = &res.action {
        if a.loss_prevented.contains(&p) {
            out.say(
                format_args!("{name} would lose {amount} honor ({why}), but the Imperial Favor prevents the loss"),
                &[ids::FAVOR_USE_REACTION],
            );
            return;
        }
    }
    let mut amount = amount;
    let mut note = String::new();
    if res.capped.contains(&p) {
        let already = res.lost.get(&p).copied().unwrap_or(0);
        let allowed = (1 - already).max(0);
        if allowed < amount {
            note = format!(
                " (seppuku: the loss from this action is 1 in all; {amount} reduced to {allowed})"
            );
            amount = allowed;
        }
    }
    let lost = res.lost.entry(p).or_insert(0);
    *lost = lost.saturating_add(amount);
    let before = state.players[p].honor;
    state.players[p].honor = checked_honor(
        before.checked_sub(amount),
        before.saturating_sub(amount),
        &name,
        out,
    );
    let mut all = cites.to_vec();
    if !note.is_empty() {
        all.push(ids::TRAIT_SAMURAI);
    }
    out.say(
        format_args!(
            "{name} loses {amount} honor ({why}): {before} → {}{note}",
            state.players[p].honor
        ),
        &all,
    );
    check_out(state, p, out);
}

pub(super) fn gain_honor(state: &mut State, p: PlayerIx, amount: i32, why: &str, out: &mut Out) {
    let name = state.player_name(p).to_string();
    if amount <= 0 {
        out.say(
            format_args!("{name} gains no honor ({why}): a gain of 0 is no gain"),
            &[ids::REF_HONOR_GAINS],
        );
        return;
    }
    let before = state.players[p].honor;
    state.players[p].honor = checked_honor(
        before.checked_add(amount),
        before.saturating_add(amount),
        &name,
        out,
    );
    out.say(
        format_args!(
            "{name} gains {amount} honor ({why}): {before} → {}",
            state.players[p].honor
        ),
        &[ids::REF_HONOR_GAINS],
    );
}

/// Family honor after a change, or its limit and a note for `decide` when it would leave the range.
fn checked_honor(v: Option<i32>, limit: i32, name: &str, out: &mut Out) -> i32 {
    match v {
        Some(v) => v,
        None => {
            out.overflowed(|| format!("{name}'s family honor"));
            limit
        }
    }
}

/// Family honor −20 or lower removes a player; the last one left wins.
pub(super) fn check_out(state: &mut State, p: PlayerIx, out: &mut Out) {
    let pl = &state.players[p];
    if pl.out || pl.honor > -20 {
        return;
    }
    let name = pl.name.clone();
    let honor = pl.honor;
    out.say(
        format_args!(
            "{name}'s family honor is {honor}, −20 or lower: {name} loses and leaves the game"
        ),
        &[ids::VICTORY_DISHONOR_LOSS, ids::REF_HONOR_THRESHOLDS],
    );
    super::province::leave_game(state, p, out);
}

/// The family honor each player would lose if `action` resolved now (worked out on a copy).
pub(super) fn losses_if_resolved(state: &State, action: &Pending) -> BTreeMap<PlayerIx, i32> {
    if (action.cancelled && !action.keeps_own_losses) || action.entering.is_some() {
        return BTreeMap::new();
    }
    let mut dry = state.clone();
    let mut sink = Out::sink();
    let mut res = Resolution::of(action);
    let mut action = action.clone();
    if action.cancelled {
        // Cancelled but for the honor its own player loses by it.
        let player = action.player;
        let kept: Vec<Effect> = action
            .card
            .effects
            .iter()
            .filter(|e| match e {
                Effect::LoseHonor { who, .. } => resolve_who(state, who, &res) == Some(player),
                _ => false,
            })
            .cloned()
            .collect();
        action.card.effects = kept;
    }
    run_effects(&mut dry, &action, &mut res, &mut sink);
    res.lost
}

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
                    format_args!("{} declines seppuku", state.player_name(p)),
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
            format_args!("{name} orders {h} to commit seppuku"),
            &[ids::TRAIT_SAMURAI],
        ),
        None => out.say(
            format_args!("{name} declines seppuku"),
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
        format_args!("{h} commits seppuku: destroyed, it goes to the discard pile as an honorable dead; {}'s loss from this action becomes 1", state.player_name(p)),
        &[ids::TRAIT_SAMURAI, ids::DESTROY_DEAD_KINDS],
    );
}

/// All five rings in play under one player: enlightenment victory.
pub(super) fn check_enlightenment(state: &mut State, p: PlayerIx, out: &mut Out) {
    let rings: std::collections::BTreeSet<String> = state
        .cards
        .iter()
        .filter(|c| c.controller == p && c.zone == Zone::InPlay && c.def.kind == CardKind::Ring)
        .map(|c| bring::base_name(&c.def.name).to_lowercase())
        .collect();
    if rings.len() >= 5 && state.winner.is_none() {
        state.winner = Some((p, Victory::Enlightenment));
        out.say(
            format_args!(
                "{} has all five rings in play: enlightenment victory",
                state.player_name(p)
            ),
            &[ids::VICTORY_ENLIGHTENMENT],
        );
    }
}

/// Family honor set as a setup fact.
pub(super) fn set_honor(state: &mut State, p: PlayerIx, player: &str, honor: &i32, out: &mut Out) {
    let before = state.players[p].honor;
    state.players[p].honor = *honor;
    out.say(
        format_args!("{player}'s family honor is set to {honor} (was {before})"),
        &[ids::PROC_SETUP, ids::SETUP_FAMILY_HONOR],
    );
    check_out(state, p, out);
}

/// A judge adjustment of family honor.
pub(super) fn adjust_honor(
    state: &mut State,
    p: PlayerIx,
    player: &str,
    delta: &i32,
    out: &mut Out,
) {
    let before = state.players[p].honor;
    state.players[p].honor = checked_honor(
        before.checked_add(*delta),
        before.saturating_add(*delta),
        player,
        out,
    );
    out.say(
        format_args!(
            "Judge adjustment: {player}'s family honor {before} → {}",
            state.players[p].honor
        ),
        &[ids::PROC_ADJUST, ids::SETUP_FAMILY_HONOR],
    );
    check_out(state, p, out);
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
