//! Setup facts typed by the judge: seating, clans, cards in play and in hand, cards defined for a
//! case; building a card definition from what was typed.

use super::core::card::{describe, CardDef};
use super::core::checks::{in_play, personality, player_name};
use super::core::error::card_kind;
use super::core::error::{PersonalityRole, Refusal, Rejection};
use super::core::event::Event;
use super::core::library::Library;
use super::core::names;
use super::core::out::Out;
use super::core::state::{Card, PlayerIx, State, Zone};
use super::core::typed_card::card_def;
use crate::lang::ast::{CardKind, CardSpecAst, Name, Stat};
use crate::msg;
use crate::msg::{yes_no, Arg, Msg};
use crate::rules::ids;

/// Seating: the players in clockwise order.
pub(super) fn setup_players(state: &mut State, names: &[String], out: &mut Out) {
    state.players = names
        .iter()
        .map(|n| super::core::state::Player {
            name: n.clone(),
            honor: 0,
            clan: None,
            no_honor_victory: false,
            out: false,
        })
        .collect();
    let seating = names.join(" → ");
    let lefts: Vec<Msg> = (0..names.len())
        .map(|i| {
            msg!(
                "seat-left-of",
                player = &names[(i + 1) % names.len()],
                of = &names[i]
            )
        })
        .collect();
    out.say(
        || {
            msg!(
                "step-seating",
                seating = &seating,
                lefts = Arg::commas(lefts)
            )
        },
        &[ids::PROC_SETUP, ids::SETUP_FIRST_PLAYER],
    );
    out.say(
        || msg!("step-setup-before-play"),
        &[
            ids::PROC_SETUP,
            ids::SETUP_SHUFFLE,
            ids::SETUP_LAYOUT,
            ids::SETUP_HAND,
            ids::SETUP_TOKENS,
        ],
    );
}

/// A player's clan, as a setup fact.
pub(super) fn set_clan(
    state: &mut State,
    p: PlayerIx,
    player: &str,
    clan: &str,
    no_honor_victory: &bool,
    out: &mut Out,
) {
    state.players[p].clan = Some(clan.to_string());
    state.players[p].no_honor_victory = *no_honor_victory;
    let extra = yes_no(*no_honor_victory);
    out.say(
        || {
            msg!(
                "step-clan",
                player = player,
                clan = clan,
                no_honor_victory = extra
            )
        },
        &[ids::PROC_SETUP, ids::CLAN_LIST, ids::VICTORY_HONOR],
    );
}

/// A card put in play by the judge, as a setup fact.
pub(super) fn enter(state: &mut State, p: PlayerIx, ev: &Event, out: &mut Out) {
    let Event::Enter {
        player,
        handle,
        card,
        on,
        bowed,
        dishonored,
    } = ev
    else {
        return;
    };
    state.cards.push(Card {
        bowed: *bowed,
        dishonored: *dishonored,
        attached_to: on.clone(),
        ..Card::new(handle.clone(), CardDef::clone(card), p, Zone::InPlay)
    });
    let mut marks = Vec::new();
    if *bowed {
        marks.push(msg!("mark-bowed"));
    }
    if *dishonored {
        marks.push(msg!("mark-dishonored"));
    }
    let marks = if marks.is_empty() {
        msg!("nothing")
    } else {
        msg!("enter-marks", marks = Arg::commas(marks))
    };
    let place = on
        .as_ref()
        .map_or_else(|| msg!("nothing"), |h| msg!("enter-attached-to", host = h));
    out.say(
        || {
            msg!(
                "step-entered",
                player = player,
                kind = card_kind(card.kind),
                card = &card.name,
                describe = describe(card),
                place = place,
                marks = marks,
                handle = handle
            )
        },
        &[ids::PROC_SETUP, ids::PLAY_CONTROL],
    );
    let missing: Vec<&str> = [Stat::Force, Stat::Chi, Stat::PersonalHonor]
        .into_iter()
        .filter(|st| !card.stats.contains_key(st))
        .map(|st| st.keyword())
        .collect();
    if matches!(card.kind, CardKind::Personality | CardKind::Follower) && !missing.is_empty() {
        out.say(
            || {
                msg!(
                    "step-missing-values",
                    handle = handle,
                    stats = Arg::commas(&missing)
                )
            },
            &[ids::PLAY_MISSING_VALUES],
        );
    }
    super::bring::lieutenant_note(state, handle, out);
    if on.is_some() {
        super::bring::follower_bonus_note(card, out);
    }
    if card.kind == CardKind::Stronghold && !card.synthetic {
        stronghold_facts(state, p, player, card, out);
    }
}

/// A printed stronghold (not a made-up stand-in) brings what it carries: the player's clan when
/// none is typed, and the starting family honor while the player's honor is still 0 (no `honor`
/// typed). Its province strength and gold production are read where they are used.
fn stronghold_facts(state: &mut State, p: PlayerIx, player: &str, card: &CardDef, out: &mut Out) {
    const CLANS: [&str; 10] = [
        "crab", "crane", "dragon", "lion", "mantis", "phoenix", "scorpion", "spider", "unicorn",
        "naga",
    ];
    if state.players[p].clan.is_none() {
        let clan = card.traits.iter().find_map(|t| {
            let t = t.strip_suffix(" clan").unwrap_or(t);
            CLANS.iter().find(|c| **c == t)
        });
        if let Some(clan) = clan {
            let mut name = clan.to_string();
            if let Some(first) = name.get_mut(..1) {
                first.make_ascii_uppercase();
            }
            out.say(
                || {
                    msg!(
                        "step-stronghold-clan",
                        player = player,
                        clan = &name,
                        card = &card.name
                    )
                },
                &[ids::SETUP_STRONGHOLD, ids::CLAN_LIST],
            );
            state.players[p].clan = Some(name);
        }
    }
    if let Some(honor) = card.stats.get(&Stat::StartingHonor) {
        if state.players[p].honor == 0 {
            state.players[p].honor = *honor;
            out.say(
                || {
                    msg!(
                        "step-starting-honor",
                        player = player,
                        honor = *honor,
                        card = &card.name
                    )
                },
                &[ids::SETUP_FAMILY_HONOR],
            );
        }
    }
}

/// A fate card in a player's hand.
pub(super) fn hand(
    state: &mut State,
    p: PlayerIx,
    player: &str,
    handle: &str,
    card: &CardDef,
    out: &mut Out,
) {
    state
        .cards
        .push(Card::new(handle.to_string(), card.clone(), p, Zone::Hand));
    out.say(
        || {
            msg!(
                "step-hand",
                player = player,
                card = &card.name,
                focus = card.stat(Stat::Focus),
                handle = handle
            )
        },
        &[ids::PROC_HAND],
    );
    if state.to_draw == Some(p) {
        state.to_draw = None;
        out.say(
            || msg!("step-end-phase-draw", player = player),
            &[ids::REF_TURN_END],
        );
    }
}

/// A card defined for this case.
pub(super) fn define_card(state: &mut State, card: &CardDef, out: &mut Out) {
    state.defs.push(card.clone());
    out.say(
        || {
            msg!(
                "step-card-defined",
                card = &card.name,
                describe = describe(card)
            )
        },
        &[ids::PROC_CARD],
    );
}

pub(super) fn players(state: &State, names: &[Name]) -> Result<Event, Rejection> {
    if !state.players.is_empty() {
        return Err(Refusal::PlayersAlreadySet.by(ids::PROC_SETUP));
    }
    // One pass with a set of the names seen: the cost stays linear in the number of names.
    let mut seen = std::collections::HashSet::with_capacity(names.len());
    for n in names {
        if !seen.insert(n.value.to_ascii_lowercase()) {
            return Err(Refusal::DuplicatePlayer {
                name: n.value.clone(),
            }
            .by(ids::PROC_SETUP)
            .at(n.span));
        }
        let lower = n.value.to_lowercase();
        if ["all", "none", "actor", "me", "controller"].contains(&lower.as_str()) {
            return Err(Refusal::ReservedPlayerName.input());
        }
    }
    Ok(Event::Players {
        names: names.iter().map(|n| n.value.clone()).collect(),
    })
}

/// What an `enter` line typed: who, the card, and where and how it enters.
pub(super) struct EnterArgs<'a> {
    pub player: &'a Name,
    pub card: &'a CardSpecAst,
    pub on: Option<&'a Name>,
    pub bowed: bool,
    pub dishonored: bool,
    pub handle: Option<&'a Name>,
}

/// `enter`: a card the judge puts in play, on a personality or a province if one is named; only
/// a personality enters dishonored (`dishonor.state`).
pub(super) fn decide_enter(
    state: &State,
    lib: &Library,
    args: EnterArgs<'_>,
) -> Result<Event, Rejection> {
    let pl = player_name(state, args.player)?;
    let def = card_def(state, lib, args.card, None)?;
    let on = match args.on {
        Some(n) => Some(entering_onto(state, &def, n)?),
        None => None,
    };
    if args.dishonored && def.kind != CardKind::Personality {
        return Err(Refusal::OnlyPersonalitiesDishonored.by(ids::DISHONOR_STATE));
    }
    let handle = names::new_handle(state, args.handle, &def.name)?;
    Ok(Event::Enter {
        player: pl,
        handle,
        card: Box::new(def),
        on: on.flatten(),
        bowed: args.bowed,
        dishonored: args.dishonored,
    })
}

/// What a card entering `on` a card lies on: a region (one to a province) or a fortification (a
/// holding with that trait) on a province, anything else on a personality in play that may hold
/// attachments.
fn entering_onto(state: &State, def: &CardDef, n: &Name) -> Result<Option<String>, Rejection> {
    let fortification = def.kind == CardKind::Holding && def.has_trait("fortification");
    if def.kind == CardKind::Region || fortification {
        if let Some(v) = state.province(&n.value) {
            if def.kind == CardKind::Region {
                super::province::check_no_region(state, &v.handle).map_err(|r| r.at(n.span))?;
            }
            return Ok(Some(v.handle.clone()));
        }
    }
    let host = names::board_card(state, n)?;
    in_play(host, n.span)?;
    personality(host, n.span, PersonalityRole::HoldAttachments)?;
    Ok(Some(host.handle.clone()))
}

/// `hand`: a fate card in a player's hand (an action unless typed otherwise).
pub(super) fn decide_hand(
    state: &State,
    lib: &Library,
    player: &Name,
    card: &CardSpecAst,
) -> Result<Event, Rejection> {
    let pl = player_name(state, player)?;
    let def = card_def(state, lib, card, Some(CardKind::Action))?;
    let handle = names::new_handle(state, None, &def.name)?;
    Ok(Event::Hand {
        player: pl,
        handle,
        card: Box::new(def),
    })
}
