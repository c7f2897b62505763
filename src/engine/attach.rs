//! Moving an attachment from one personality to another.

use super::core::card::CardDef;
use super::core::checks::{active_player, in_play, own_action_phase};
use super::core::error::{ItemSlot, Refusal, Rejection};
use super::core::event::Event;
use super::core::names;
use super::core::out::Out;
use super::core::state::{Card, PlayerIx, State, Zone};
use crate::lang::ast::{CardKind, Name, Stat};
use crate::msg;
use crate::rules::ids;

/// An attachment moves: both personalities bow for the exchange.
pub(super) fn apply_move(state: &mut State, player: &str, card: &str, to: &str, out: &mut Out) {
    let from = state
        .card(card)
        .and_then(|c| c.attached_to.clone())
        .unwrap_or_default();
    for h in [from.as_str(), to] {
        if let Some(c) = state.card_mut(h) {
            c.bowed = true;
        }
    }
    if let Some(c) = state.card_mut(card) {
        c.attached_to = Some(to.to_string());
    }
    out.say_reading(
        || {
            msg!(
                "step-attachment-moved",
                player = player,
                from = from,
                to = to,
                card = card
            )
        },
        &[ids::ATTACH_MOVE, ids::BOW_BOWING],
        ids::ATTACH_MOVE,
    );
}

/// Moving a follower, item or spell: every personality involved bows, the receiver must be
/// unbowed before and able to take the card; an ancestor never moves.
pub(super) fn move_attachment(
    state: &State,
    player: &Name,
    card: &Name,
    to: &Name,
) -> Result<Event, Rejection> {
    let p = active_player(state, player)?;
    let name = state.player_name(p).to_string();
    own_action_phase(state, p, ids::ATTACH_MOVE)?;
    let c = names::board_card(state, card)?;
    in_play(c, card.span)?;
    if c.attached_to.is_none() {
        return Err(Refusal::NotAttached {
            handle: c.handle.clone(),
        }
        .by(ids::ATTACH_MOVE)
        .at(card.span));
    }
    if c.def.kind == CardKind::Ancestor {
        return Err(Refusal::AncestorStays {
            handle: c.handle.clone(),
        }
        .by(ids::PLAY_ANCESTOR_3));
    }
    if c.controller != p {
        return Err(Refusal::NotYours {
            handle: c.handle.clone(),
            player: name,
            controller: state.player_name(c.controller).into(),
        }
        .by(ids::PLAY_CONTROL)
        .at(card.span));
    }
    if let Some(giver) = c.attached_to.as_ref().and_then(|h| state.card(h)) {
        if giver.bowed {
            return Err(Refusal::BowedInExchange {
                handle: giver.handle.clone(),
            }
            .by(ids::ATTACH_MOVE)
            .at(card.span));
        }
    }
    let host = names::board_card(state, to)?;
    if host.bowed {
        return Err(Refusal::BowedInExchange {
            handle: host.handle.clone(),
        }
        .by(ids::ATTACH_MOVE)
        .at(to.span));
    }
    if c.attached_to
        .as_deref()
        .is_some_and(|h| h.eq_ignore_ascii_case(&host.handle))
    {
        return Err(Refusal::NotAttached {
            handle: c.handle.clone(),
        }
        .by(ids::ATTACH_MOVE)
        .at(to.span));
    }
    if let Some(r) = host_problem(state, p, &c.def, host) {
        return Err(r);
    }
    Ok(Event::Move {
        player: state.player_name(p).to_string(),
        card: c.handle.clone(),
        to: host.handle.clone(),
    })
}

/// Why `def` may not go onto `host` now, if it may not (checked at declaration and again on entry).
pub fn host_problem(state: &State, p: PlayerIx, def: &CardDef, host: &Card) -> Option<Rejection> {
    let hname = host.handle.clone();
    if host.zone != Zone::InPlay || host.def.kind != CardKind::Personality {
        return Some(
            Refusal::NotInPlay { handle: hname }
                .by(ids::PLAY_ATTACHMENTS)
                .at(Default::default()),
        );
    }
    if host.controller != p {
        return Some(
            Refusal::NotYours {
                handle: hname,
                player: state.player_name(p).into(),
                controller: state.player_name(host.controller).into(),
            }
            .by(ids::PLAY_CONTROL)
            .at(Default::default()),
        );
    }
    match def.kind {
        CardKind::Follower if !def.hr_dash => {
            let needs = def.stat(Stat::HonorRequirement);
            let has = state.personal_honor(host);
            if needs > has {
                return Some(
                    Refusal::FollowerHonor {
                        card: def.name.clone(),
                        host: hname,
                        needs,
                        has,
                    }
                    .by(ids::PLAY_ATTACHMENTS),
                );
            }
        }
        CardKind::Item => {
            for slot in ItemSlot::ALL {
                if def.has_trait(slot.keyword())
                    && state
                        .attachments(&host.handle)
                        .any(|a| a.def.kind == CardKind::Item && a.def.has_trait(slot.keyword()))
                {
                    return Some(
                        Refusal::SecondItem { host: hname, slot }.by(ids::ATTACH_WEAPON_ARMOR),
                    );
                }
            }
        }
        CardKind::Spell => {
            if !host.has_trait("shugenja") {
                return Some(Refusal::NotShugenja { host: hname }.by(ids::SPELL_SHUGENJA));
            }
            let count = state
                .attachments(&host.handle)
                .filter(|a| a.def.kind == CardKind::Spell)
                .count();
            if count as i32 >= state.chi(host) {
                return Some(
                    Refusal::TooManySpells { host: hname, count }.by(ids::PLAY_ATTACHMENTS),
                );
            }
        }
        CardKind::Ancestor => {
            let clans = [
                "crab", "crane", "dragon", "lion", "phoenix", "scorpion", "unicorn", "mantis",
                "naga",
            ];
            let shared = def
                .traits
                .iter()
                .any(|t| clans.contains(&t.as_str()) && host.has_trait(t));
            if !shared {
                return Some(
                    Refusal::AncestorClan {
                        card: def.name.clone(),
                        host: hname,
                    }
                    .by(ids::PLAY_ANCESTOR_2),
                );
            }
        }
        _ => {}
    }
    None
}
