//! The gold a holding or stronghold produces when it bows to pay for a card: its printed gold
//! production, or, for a printed card whose gold ability was read from its text, the reading
//! (the larger amount when its printed condition holds: the paying player's clan, the card paid
//! for, the stronghold, what the player controls, whose turn it is).

use crate::engine::core::card::{CardDef, GoldIf, GoldReading};
use crate::engine::core::state::{PlayerIx, State, Zone};
use crate::lang::ast::{CardKind, Stat};
use crate::msg;
use crate::msg::Msg;

/// What a card produces paying for `paying_for`, and the reading it came from, if any, with the
/// condition that gave the larger amount.
pub fn produced<'a>(
    state: &State,
    p: PlayerIx,
    holding: &'a CardDef,
    paying_for: &CardDef,
) -> (i32, Option<(&'a GoldReading, Option<&'a GoldIf>)>) {
    let Some(r) = &holding.gold else {
        return (holding.stat(Stat::GoldProduced), None);
    };
    let mut best = (r.amount, None);
    for i in &r.instead {
        if i.amount > best.0 && holds(state, p, &i.when, paying_for) {
            best = (i.amount, Some(&i.when));
        }
    }
    (best.0, Some((r, best.1)))
}

/// Whether a printed condition holds for player `p` paying for `paying_for`.
pub fn holds(state: &State, p: PlayerIx, when: &GoldIf, paying_for: &CardDef) -> bool {
    let mine_in_play = || {
        state
            .cards
            .iter()
            .filter(move |c| c.zone == Zone::InPlay && c.controller == p)
    };
    match when {
        GoldIf::ClanPlayer(clan) => state.players[p]
            .clan
            .as_deref()
            .is_some_and(|c| c.eq_ignore_ascii_case(clan)),
        GoldIf::PayingFor(words) => words.iter().all(|w| {
            w == "card"
                || paying_for.kind.keyword() == w
                || (w == "unique" && paying_for.unique)
                || paying_for.has_trait(w)
        }),
        GoldIf::PayingForCostAtLeast(n) => paying_for.stat(Stat::GoldCost) >= *n,
        GoldIf::StrongholdGoldAtMost(n) => mine_in_play()
            .find(|c| c.def.kind == CardKind::Stronghold)
            .is_some_and(|s| s.def.stat(Stat::GoldProduced) <= *n),
        GoldIf::YouControl(t) => mine_in_play().any(|c| c.has_trait(t)),
        GoldIf::NotYourTurn => !state.is_current(p),
    }
}

/// The step that says a card's gold comes from its printed text: the ability as printed, the
/// gold, and the printed condition that gave the larger amount (or that none held).
pub fn read_step(handle: &str, gold: i32, r: &GoldReading, when: Option<&GoldIf>) -> Msg {
    let why = match when {
        None if r.instead.is_empty() => msg!("gold-if-plain"),
        None => msg!("gold-if-none"),
        Some(GoldIf::ClanPlayer(c)) => msg!("gold-if-clan", clan = c),
        Some(GoldIf::PayingFor(w)) => msg!("gold-if-paying-for", what = w.join(" ")),
        Some(GoldIf::PayingForCostAtLeast(n)) => msg!("gold-if-cost", cost = *n),
        Some(GoldIf::StrongholdGoldAtMost(n)) => msg!("gold-if-stronghold", gold = *n),
        Some(GoldIf::YouControl(t)) => msg!("gold-if-control", what = t),
        Some(GoldIf::NotYourTurn) => msg!("gold-if-not-your-turn"),
    };
    msg!(
        "gold-read-from-text",
        holding = handle,
        gold = gold,
        printed = &r.printed,
        why = why
    )
}
