//! Family honor: losses and gains during a resolution, seppuku (the question, the answer, the
//! samurai's death), and the victory and loss conditions tied to honor and enlightenment.

use super::core::card::base_name;
use super::core::out::Out;
use super::core::resolution::Resolution;
use super::core::state::{PlayerIx, State, Victory, Zone};
use crate::lang::ast::CardKind;
use crate::msg;
use crate::msg::Msg;
use crate::rules::ids::{self, RuleId};

pub(super) fn lose_honor(
    state: &mut State,
    p: PlayerIx,
    amount: i32,
    why: &dyn Fn() -> Msg,
    cites: &[RuleId],
    res: &mut Resolution,
    out: &mut Out,
) {
    let name = state.player_name(p).to_string();
    if amount <= 0 {
        out.say(
            || msg!("step-honor-loses-none", player = &name, why = why()),
            &[ids::REF_HONOR_GAINS],
        );
        return;
    }
    if let Some(a) = &res.action {
        if a.loss_prevented.contains(&p) {
            out.say(
                || {
                    msg!(
                        "step-honor-loss-prevented",
                        player = &name,
                        amount = amount,
                        why = why()
                    )
                },
                &[ids::FAVOR_USE_REACTION],
            );
            return;
        }
    }
    let mut amount = amount;
    let mut capped_from = None;
    if res.capped.contains(&p) {
        let already = res.lost.get(&p).copied().unwrap_or(0);
        let allowed = (1 - already).max(0);
        if allowed < amount {
            capped_from = Some(amount);
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
    if capped_from.is_some() {
        all.push(ids::TRAIT_SAMURAI);
    }
    let after = state.players[p].honor;
    out.say(
        || {
            let step = msg!(
                "step-honor-loses",
                player = &name,
                amount = amount,
                why = why(),
                before = before,
                after = after
            );
            match capped_from {
                Some(from) => msg!(
                    "step-honor-loss-capped",
                    step = step,
                    from = from,
                    amount = amount
                ),
                None => step,
            }
        },
        &all,
    );
    check_out(state, p, out);
}

pub(super) fn gain_honor(
    state: &mut State,
    p: PlayerIx,
    amount: i32,
    why: &dyn Fn() -> Msg,
    out: &mut Out,
) {
    let name = state.player_name(p).to_string();
    if amount <= 0 {
        out.say(
            || msg!("step-honor-gains-none", player = &name, why = why()),
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
    let after = state.players[p].honor;
    out.say(
        || {
            msg!(
                "step-honor-gains",
                player = &name,
                amount = amount,
                why = why(),
                before = before,
                after = after
            )
        },
        &[ids::REF_HONOR_GAINS],
    );
}

/// Family honor after a change, or its limit and a note for `decide` when it would leave the range.
fn checked_honor(v: Option<i32>, limit: i32, name: &str, out: &mut Out) -> i32 {
    match v {
        Some(v) => v,
        None => {
            out.overflowed(|| crate::msg!("overflow-family-honor", player = name));
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
        || msg!("step-honor-out", player = &name, honor = honor),
        &[ids::VICTORY_DISHONOR_LOSS, ids::REF_HONOR_THRESHOLDS],
    );
    super::province::leave_game(state, p, out);
}

/// All five rings in play under one player: enlightenment victory.
pub(super) fn check_enlightenment(state: &mut State, p: PlayerIx, out: &mut Out) {
    let rings: std::collections::BTreeSet<String> = state
        .cards
        .iter()
        .filter(|c| c.controller == p && c.zone == Zone::InPlay && c.def.kind == CardKind::Ring)
        .map(|c| base_name(&c.def.name).to_lowercase())
        .collect();
    if rings.len() >= 5 && state.winner.is_none() {
        state.winner = Some((p, Victory::Enlightenment));
        let name = state.player_name(p);
        out.say(
            || msg!("step-enlightenment", player = name),
            &[ids::VICTORY_ENLIGHTENMENT],
        );
    }
}

/// Family honor set as a setup fact.
pub(super) fn set_honor(state: &mut State, p: PlayerIx, player: &str, honor: &i32, out: &mut Out) {
    let before = state.players[p].honor;
    state.players[p].honor = *honor;
    out.say(
        || {
            msg!(
                "step-honor-set",
                player = player,
                honor = honor,
                before = before
            )
        },
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
    let after = state.players[p].honor;
    out.say(
        || {
            msg!(
                "step-honor-adjusted",
                player = player,
                before = before,
                after = after
            )
        },
        &[ids::PROC_ADJUST, ids::SETUP_FAMILY_HONOR],
    );
    check_out(state, p, out);
}
