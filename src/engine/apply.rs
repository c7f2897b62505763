//! `apply`: one event changes the state, and the rules derive the rest (windows, resolution,
//! honor losses, deaths, victory). Every change is explained by a [`Step`] with citations. This file
//! dispatches each event to the module of its rule area.

use super::adjust::adjust;
use super::attach::apply_move;
use super::battle::{apply_assign, apply_attack, apply_fight};
use super::bring::bring_declare;
use super::core::card::CardDef;
use super::core::event::Event;
use super::core::out::{Out, Step};
use super::core::state::{Entering, PlayerIx, State};
use super::favor::{gift, petition, set_favor, support, use_favor};
use super::honor::{adjust_honor, set_honor};
use super::play::declare;
use super::province::{apply_fill, apply_player_discard, apply_province, event_played};
use super::seppuku::answer;
use super::setup::{define_card, enter, hand, set_clan, setup_players};
use super::turn::{after_event, apply_next, apply_start, set_turn};
use super::window::pass;
use crate::lang::ast::{ActionKind, CardKind};
use crate::msg;
use crate::rules::ids;

/// Applies one event. Events that no longer fit the board (a damaged log) change nothing and say so.
pub fn apply(state: &mut State, ev: &Event) -> Vec<Step> {
    let mut out = Out {
        steps: Vec::new(),
        quiet: false,
        overflow: None,
    };
    apply_inner(state, ev, &mut out);
    super::core::notes::card_notes(ev, &mut out);
    out.steps
}

/// Applies one event without building its explanation: the same state, for fast replays.
pub fn apply_quiet(state: &mut State, ev: &Event) {
    let mut out = Out::sink();
    apply_inner(state, ev, &mut out);
}

pub(super) fn ix(state: &State, name: &str) -> Option<PlayerIx> {
    state.player_ix(name)
}

pub(super) fn apply_inner(state: &mut State, ev: &Event, out: &mut Out) {
    // Only the event right after a personality's entry may answer that entry.
    state.just_entered = None;
    apply_event(state, ev, out);
    // Chi 0 destroys whatever caused it; setup facts are the judge's to make consistent.
    let setup = matches!(
        ev,
        Event::Players { .. }
            | Event::SetHonor { .. }
            | Event::AdjustHonor { .. }
            | Event::SetFavor { .. }
            | Event::SetClan { .. }
            | Event::SetOption { .. }
            | Event::Enter { .. }
            | Event::Hand { .. }
            | Event::DefineCard { .. }
            | Event::Retract { .. }
    );
    if !setup {
        super::destroy::chi_sweep(state, out);
    }
}

fn apply_event(state: &mut State, ev: &Event, out: &mut Out) {
    match ev {
        Event::Players { names } => {
            setup_players(state, names, out);
        }
        Event::SetHonor { player, honor } => {
            let Some(p) = ix(state, player) else {
                return skip(out, ev);
            };
            set_honor(state, p, player, honor, out);
        }
        Event::AdjustHonor { player, delta } => {
            let Some(p) = ix(state, player) else {
                return skip(out, ev);
            };
            adjust_honor(state, p, player, delta, out);
        }
        Event::SetFavor { holder } => {
            set_favor(state, holder, out);
        }
        Event::SetTurn { player, phase } => {
            let Some(p) = ix(state, player) else {
                return skip(out, ev);
            };
            set_turn(state, p, player, phase, out);
        }
        Event::SetClan {
            player,
            clan,
            no_honor_victory,
        } => {
            let Some(p) = ix(state, player) else {
                return skip(out, ev);
            };
            set_clan(state, p, player, clan, no_honor_victory, out);
        }
        Event::Enter { player, .. } => {
            let Some(p) = ix(state, player) else {
                return skip(out, ev);
            };
            enter(state, p, ev, out);
        }
        Event::Hand {
            player,
            handle,
            card,
        } => {
            let Some(p) = ix(state, player) else {
                return skip(out, ev);
            };
            hand(state, p, player, handle, card, out);
        }
        Event::DefineCard { card } => {
            define_card(state, card, out);
        }
        Event::Adjust { verb, handle } => adjust(state, *verb, handle, out),
        Event::Declare { player, .. } => {
            let Some(p) = ix(state, player) else {
                return skip(out, ev);
            };
            apply_declare(state, p, ev, out);
        }
        Event::Pass { who } => pass(state, who, out),
        Event::Petition { player, spokesman } => {
            let Some(p) = ix(state, player) else {
                return skip(out, ev);
            };
            petition(state, p, spokesman, out);
        }
        Event::Support {
            player,
            handle,
            side,
        } => {
            let (Some(p), Some(s)) = (ix(state, player), ix(state, side)) else {
                return skip(out, ev);
            };
            support(state, p, handle, s, out);
        }
        Event::Gift { player, card, side } => {
            let (Some(p), Some(s)) = (ix(state, player), ix(state, side)) else {
                return skip(out, ev);
            };
            gift(state, p, card, s, out);
        }
        Event::Seppuku { player, handle } => {
            let Some(p) = ix(state, player) else {
                return skip(out, ev);
            };
            answer(state, p, Some(handle.clone()), out);
        }
        Event::Decline { player } => {
            let Some(p) = ix(state, player) else {
                return skip(out, ev);
            };
            answer(state, p, None, out);
        }
        Event::UseFavor {
            player,
            kind,
            target,
        } => {
            let Some(p) = ix(state, player) else {
                return skip(out, ev);
            };
            use_favor(state, p, *kind, target.clone(), out);
        }
        Event::Move { player, card, to } => {
            apply_move(state, player, card, to, out);
        }
        Event::Retract { .. } => {}
        Event::AnswerChallenge { player, accept } => {
            let Some(p) = ix(state, player) else {
                return skip(out, ev);
            };
            super::duel::answer(state, p, *accept, out);
        }
        Event::Focus { player, card } => {
            let Some(p) = ix(state, player) else {
                return skip(out, ev);
            };
            super::duel::focus(state, p, card, out);
        }
        Event::Strike { player } => {
            let Some(p) = ix(state, player) else {
                return skip(out, ev);
            };
            super::duel::strike(state, p, out);
        }
        Event::Province {
            player,
            handle,
            strength,
        } => {
            let Some(p) = ix(state, player) else {
                return skip(out, ev);
            };
            apply_province(state, p, handle, *strength, out);
        }
        Event::Fill { province, card } => apply_fill(state, province, card, out),
        Event::SetOption { option } => super::province::set_option(state, *option, out),
        Event::Reveal { province } => super::province::apply_reveal(state, province, out),
        Event::Start { player, how } => {
            let Some(p) = ix(state, player) else {
                return skip(out, ev);
            };
            apply_start(state, p, how, out);
        }
        Event::Next => apply_next(state, out),
        Event::Attack { player, defender } => {
            let (Some(p), Some(d)) = (ix(state, player), ix(state, defender)) else {
                return skip(out, ev);
            };
            apply_attack(state, p, d, out);
        }
        Event::Assign {
            player,
            unit,
            province,
        } => {
            let Some(p) = ix(state, player) else {
                return skip(out, ev);
            };
            apply_assign(state, p, unit, province, out);
        }
        Event::Fight { province } => apply_fight(state, province, out),
        Event::PlayerDiscard { player, card } => {
            let Some(p) = ix(state, player) else {
                return skip(out, ev);
            };
            apply_player_discard(state, p, card, out);
        }
    }
    after_event(state, actor(state, ev), out);
}

/// A declared action: an event card is marked as played, then the action is declared, bringing
/// its card into play (`bring.rs`) when the card enters, else as an action (`play.rs`).
fn apply_declare(state: &mut State, p: PlayerIx, ev: &Event, out: &mut Out) {
    let Event::Declare {
        card,
        kind,
        by,
        targets,
        from_hand,
        entering,
        ..
    } = ev
    else {
        return;
    };
    if card.kind == CardKind::Event {
        event_played(state, &card.name);
    }
    match entering {
        Some(e) => bring_declare(state, out, p, CardDef::clone(card), Entering::clone(e)),
        None => declare(
            state,
            out,
            p,
            CardDef::clone(card),
            *kind,
            by.clone(),
            targets.clone(),
            from_hand.as_deref(),
        ),
    }
}

/// The player who took an action (not a reaction) with this event, if it is one.
fn actor(state: &State, ev: &Event) -> Option<PlayerIx> {
    match ev {
        Event::Declare { player, kind, .. } if *kind != ActionKind::Reaction => ix(state, player),
        Event::UseFavor { player, kind, .. } if *kind != ActionKind::Reaction => ix(state, player),
        Event::Petition { player, .. } => ix(state, player),
        _ => None,
    }
}

pub(super) fn skip(out: &mut Out, ev: &Event) {
    out.say(
        || msg!("step-event-ignored", kind = ev.kind()),
        &[ids::PROC_ADJUST],
    );
}
