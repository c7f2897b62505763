//! Provinces: the setup line and the refill, the reveal of the events phase, the dynasty discard,
//! a province destroyed in battle, and a player leaving the game with their cards.

use super::core::checks::player_name;
use super::core::error::{NameKind, Refusal, Rejection};
use super::core::event::Event;
use super::core::library::Library;
use super::core::names::{self, closest};
use super::core::out::Out;
use super::core::state::{Card, PlayerIx, Province, ProvinceCard, State, Victory, Zone};
use super::core::typed_card::card_def;
use crate::lang::ast::{CardKind, CardSpecAst, GameOption, Name, Phase, Spanned, Stat};
use crate::msg;
use crate::msg::Arg;
use crate::rules::ids;

/// The region on province `h`, if one is in play there.
pub(super) fn region_on<'s>(state: &'s State, h: &str) -> Option<&'s Card> {
    state.cards.in_play().find(|c| {
        c.zone == Zone::InPlay
            && c.def.kind == CardKind::Region
            && c.attached_to
                .as_deref()
                .is_some_and(|a| a.eq_ignore_ascii_case(h))
    })
}

/// A region comes into play on a province only if that province has none yet.
pub(super) fn check_no_region(state: &State, h: &str) -> Result<(), Rejection> {
    match region_on(state, h) {
        Some(r) => Err(Refusal::RegionTaken {
            province: h.to_string(),
            region: r.handle.clone(),
        }
        .by(ids::PLAY_REGION)),
        None => Ok(()),
    }
}

/// A province by handle: exact (any case) or a unique prefix.
pub(super) fn province<'s>(state: &'s State, n: &Name) -> Result<&'s Province, Rejection> {
    if let Some(p) = state.province(&n.value) {
        return Ok(p);
    }
    let lower = n.value.to_lowercase();
    let hits: Vec<&Province> = state
        .provinces
        .iter()
        .filter(|p| p.handle.to_lowercase().starts_with(&lower))
        .collect();
    match hits.as_slice() {
        [one] => Ok(one),
        [] => Err(Refusal::Unknown {
            kind: NameKind::Handle,
            name: n.value.clone(),
            suggestion: closest(&n.value, state.provinces.iter().map(|p| p.handle.as_str())),
        }
        .input()
        .at(n.span)),
        many => Err(Refusal::Ambiguous {
            name: n.value.clone(),
            candidates: many.iter().map(|p| p.handle.clone()).collect(),
        }
        .input()
        .at(n.span)),
    }
}

/// `province NAME H [strength N]`.
pub(super) fn decide_province(
    state: &State,
    player: &Name,
    handle: &Name,
    strength: Option<&Spanned<i32>>,
) -> Result<Event, Rejection> {
    let pl = player_name(state, player)?;
    let p = names::player(state, player)?;
    // Typing an existing province again with a strength sets its strength (a judge adjustment,
    // for cards that change it).
    if let (Some(v), Some(s)) = (state.province(&handle.value), strength) {
        if v.owner == p && !v.destroyed {
            return Ok(Event::Province {
                player: pl,
                handle: v.handle.clone(),
                strength: s.value,
            });
        }
    }
    if let Some(v) = state.province(&handle.value) {
        return Err(Refusal::ProvinceTaken {
            handle: v.handle.clone(),
            owner: state.player_name(v.owner).to_string(),
            destroyed: v.destroyed,
        }
        .by(ids::PROC_ADJUST));
    }
    if state.card(&handle.value).is_some() {
        return Err(Refusal::HandleTaken {
            handle: handle.value.clone(),
        }
        .input()
        .at(handle.span));
    }
    let strength = match strength {
        Some(s) => s.value,
        None => {
            let stronghold = state.cards.in_play().find(|c| {
                c.controller == p && c.zone == Zone::InPlay && c.def.kind == CardKind::Stronghold
            });
            match stronghold {
                Some(c) if c.def.stats.contains_key(&Stat::ProvinceStrength) => {
                    c.def.stat(Stat::ProvinceStrength)
                }
                _ => {
                    return Err(Refusal::NoStrongholdStrength {
                        player: pl.to_string(),
                        handle: handle.value.clone(),
                    }
                    .by(ids::SETUP_LAYOUT))
                }
            }
        }
    };
    Ok(Event::Province {
        player: pl,
        handle: handle.value.clone(),
        strength,
    })
}

pub(super) fn apply_province(
    state: &mut State,
    p: PlayerIx,
    handle: &str,
    strength: i32,
    out: &mut Out,
) {
    if let Some(v) = state.province_mut(handle) {
        let before = v.strength;
        v.strength = strength;
        out.say(
            || {
                msg!(
                    "step-province-strength-adjusted",
                    handle = &handle,
                    strength = strength,
                    before = before
                )
            },
            &[ids::PROC_ADJUST, ids::REF_BATTLE_PROVINCE],
        );
        return;
    }
    state.provinces.push(Province {
        handle: handle.to_string(),
        owner: p,
        strength,
        card: None,
        destroyed: false,
    });
    out.say(
        || {
            msg!(
                "step-province-added",
                player = state.player_name(p),
                handle = &handle,
                strength = strength
            )
        },
        &[ids::PROC_SETUP, ids::SETUP_LAYOUT],
    );
}

/// `fill H CARD`: a dynasty card dealt face down into an empty province.
pub(super) fn decide_fill(
    state: &State,
    lib: &Library,
    n: &Name,
    spec: &CardSpecAst,
) -> Result<Event, Rejection> {
    let prov = province(state, n)?;
    if prov.destroyed {
        return Err(Refusal::ProvinceDestroyed {
            province: prov.handle.clone(),
        }
        .by(ids::REF_BATTLE_PROVINCE));
    }
    if let Some(c) = &prov.card {
        return Err(Refusal::ProvinceFull {
            province: prov.handle.clone(),
            card: c.face_up.then(|| c.def.name.clone()),
        }
        .by(ids::REF_DYNASTY_REFILL));
    }
    let def = card_def(state, lib, spec, Some(CardKind::Personality))?;
    if !matches!(
        def.kind,
        CardKind::Personality | CardKind::Holding | CardKind::Region | CardKind::Event
    ) {
        return Err(Refusal::NotADynastyCard {
            card: def.name.clone(),
            kind: def.kind,
        }
        .by(ids::SETUP_LAYOUT));
    }
    Ok(Event::Fill {
        province: prov.handle.clone(),
        card: Box::new(def),
    })
}

pub(super) fn apply_fill(
    state: &mut State,
    province: &str,
    def: &super::core::card::CardDef,
    out: &mut Out,
) {
    let Some(p) = state.province_mut(province) else {
        return;
    };
    p.card = Some(ProvinceCard {
        def: def.clone(),
        face_up: false,
    });
    out.say(
        || {
            msg!(
                "step-province-filled",
                province = &province,
                card = &def.name
            )
        },
        &[ids::REF_DYNASTY_REFILL, ids::SETUP_LAYOUT],
    );
}

/// A standing province of `p` that is empty, if there is one.
pub(super) fn empty_province(state: &State, p: PlayerIx) -> Option<&Province> {
    state.provinces_of(p).find(|v| v.card.is_none())
}

/// The events phase: an event that turned face up earlier, outside this player's events phase,
/// resolves now; then every face-down card in the current player's provinces turns face up. An
/// event resolves and leaves its province; a region comes into play on its province.
pub(super) fn reveal(state: &mut State, p: PlayerIx, out: &mut Out) {
    let name = state.player_name(p).to_string();
    let waiting: Vec<(String, String)> = state
        .provinces_of(p)
        .filter_map(|v| {
            let c = v.card.as_ref()?;
            (c.face_up && c.def.kind == CardKind::Event)
                .then(|| (v.handle.clone(), c.def.name.clone()))
        })
        .collect();
    for (h, event) in waiting {
        if let Some(prov) = state.province_mut(&h) {
            prov.card = None;
        }
        state.events_due.push(event.clone());
        out.say_reading(
            || {
                msg!(
                    "step-waiting-event-resolves",
                    event = &event,
                    province = &h,
                    player = &name
                )
            },
            &[ids::REF_TURN_EVENTS, ids::REF_DYNASTY_REFILL],
            ids::PLAY_EVENT,
        );
    }
    let handles: Vec<String> = state
        .provinces_of(p)
        .filter(|v| v.card.as_ref().is_some_and(|c| !c.face_up))
        .map(|v| v.handle.clone())
        .collect();
    if handles.is_empty() {
        out.say(
            || msg!("step-nothing-to-turn-up", player = &name),
            &[ids::REF_TURN_EVENTS],
        );
    }
    for h in handles {
        let Some(def) = turn_face_up(state, &h) else {
            continue;
        };
        out.say_reading(
            || {
                msg!(
                    "step-turn-up",
                    player = &name,
                    card = &def.name,
                    province = &h
                )
            },
            &[],
            ids::REF_TURN_EVENTS,
        );
        match def.kind {
            CardKind::Event => {
                if once_more(state, &h, &def.name, out) {
                    continue;
                }
                let Some(prov) = state.province_mut(&h) else {
                    continue;
                };
                prov.card = None;
                state.events_due.push(def.name.clone());
                out.say(
                    || {
                        msg!(
                            "step-event-turned-up",
                            card = &def.name,
                            player = &name,
                            province = &h
                        )
                    },
                    &[
                        ids::PLAY_EVENT,
                        ids::REF_TURN_EVENTS,
                        ids::REF_DYNASTY_REFILL,
                    ],
                );
            }
            CardKind::Region if region_on(state, &h).is_some() => {
                let there = region_on(state, &h)
                    .map(|r| r.handle.clone())
                    .unwrap_or_default();
                out.say_reading(
                    || {
                        msg!(
                            "step-region-stays",
                            card = &def.name,
                            province = &h,
                            region = &there,
                            player = &name
                        )
                    },
                    &[ids::PLAY_REGION, ids::REF_DYNASTY_DISCARD],
                    ids::PLAY_REGION,
                );
            }
            CardKind::Region => {
                let Some(prov) = state.province_mut(&h) else {
                    continue;
                };
                prov.card = None;
                let handle = names::new_handle(state, None, &def.name)
                    .unwrap_or_else(|_| format!("region-{h}"));
                state.cards.push(Card {
                    attached_to: Some(h.clone()),
                    ..Card::new(handle.clone(), def.clone(), p, Zone::InPlay)
                });
                out.say(
                    || {
                        msg!(
                            "step-region-enters",
                            card = &def.name,
                            province = &h,
                            handle = &handle
                        )
                    },
                    &[
                        ids::PLAY_REGION,
                        ids::REF_TURN_EVENTS,
                        ids::REF_DYNASTY_REFILL,
                    ],
                );
            }
            _ => {}
        }
    }
}

/// The face-down card of province `h` turns face up; face up, it is known by name (`plays` finds
/// it). Its definition, or `None` when the province holds no card.
fn turn_face_up(state: &mut State, h: &str) -> Option<super::core::card::CardDef> {
    let card = state.province_mut(h)?.card.as_mut()?;
    card.face_up = true;
    let def = card.def.clone();
    if state.def(&def.name).is_none() {
        state.defs.push(def.clone());
    }
    Some(def)
}

/// Under the One-Time-Events rule, an event that turns face up has appeared in the game: the first
/// time it is remembered; a later time it is discarded from province `h` with no effect, and this
/// returns true.
fn once_more(state: &mut State, h: &str, event: &str, out: &mut Out) -> bool {
    if !state.one_time_events {
        return false;
    }
    if !state
        .events_seen
        .iter()
        .any(|e| e.eq_ignore_ascii_case(event))
    {
        state.events_seen.push(event.to_string());
        return false;
    }
    if let Some(prov) = state.province_mut(h) {
        prov.card = None;
    }
    out.say_reading(
        || msg!("step-event-once", event = event, province = h),
        &[ids::OPTIONAL_ONE_TIME_EVENTS, ids::REF_DYNASTY_REFILL],
        ids::OPTIONAL_ONE_TIME_EVENTS,
    );
    true
}

/// `option one-time-events`: an optional rule of the rulebook in force for this game.
pub(super) fn set_option(state: &mut State, option: GameOption, out: &mut Out) {
    match option {
        GameOption::OneTimeEvents => {
            state.one_time_events = true;
            out.say(
                || msg!("step-option-one-time-events"),
                &[ids::OPTIONAL_ONE_TIME_EVENTS],
            );
        }
    }
}

/// `reveal H`: the face-down card of province H turns face up outside the events phase.
pub(super) fn decide_reveal(state: &State, n: &Name) -> Result<Event, Rejection> {
    let prov = province(state, n)?;
    match &prov.card {
        Some(c) if !c.face_up && !prov.destroyed => Ok(Event::Reveal {
            province: prov.handle.clone(),
        }),
        card => Err(Refusal::NothingToReveal {
            province: prov.handle.clone(),
            face_up: card.as_ref().map(|c| c.def.name.clone()),
        }
        .by(ids::SETUP_LAYOUT)
        .at(n.span)),
    }
}

/// A province card turned face up outside the events phase. An event waits, face up in its
/// province, for its owner's next events phase (in that phase itself it resolves at once).
pub(super) fn apply_reveal(state: &mut State, h: &str, out: &mut Out) {
    let Some(owner) = state.province(h).map(|v| v.owner) else {
        return;
    };
    let Some(def) = turn_face_up(state, h) else {
        return;
    };
    let name = state.player_name(owner).to_string();
    out.say(
        || msg!("step-revealed", card = &def.name, province = h),
        &[ids::SETUP_LAYOUT],
    );
    if def.kind != CardKind::Event || once_more(state, h, &def.name, out) {
        return;
    }
    let own_events_phase = state
        .turn
        .is_some_and(|t| t.player == owner && t.phase == Phase::Events);
    if own_events_phase {
        if let Some(prov) = state.province_mut(h) {
            prov.card = None;
        }
        state.events_due.push(def.name.clone());
        out.say(
            || {
                msg!(
                    "step-revealed-event-now",
                    event = &def.name,
                    province = h,
                    player = &name
                )
            },
            &[
                ids::PLAY_EVENT,
                ids::REF_TURN_EVENTS,
                ids::REF_DYNASTY_REFILL,
            ],
        );
    } else {
        out.say_reading(
            || {
                msg!(
                    "step-revealed-event-waits",
                    event = &def.name,
                    province = h,
                    player = &name
                )
            },
            &[ids::PLAY_EVENT],
            ids::PLAY_EVENT,
        );
    }
}

/// `NAME discards H`: a face-up card of one of the player's provinces (dynasty phase), or a fate
/// card from the hand (end phase, down to the maximum hand size).
pub(super) fn decide_player_discard(
    state: &State,
    player: &Name,
    n: &Name,
) -> Result<Event, Rejection> {
    let p = names::player(state, player)?;
    let pl = state.player_name(p).to_string();
    let turn = state.turn.ok_or(Refusal::NoTurn.by(ids::REF_TURN_PHASES))?;
    if let Some(prov) = state.province(&n.value) {
        if prov.owner != p {
            return Err(Refusal::NotYourProvince {
                province: prov.handle.clone(),
                owner: state.player_name(prov.owner).to_string(),
                player: pl.clone(),
            }
            .by(ids::REF_DYNASTY_DISCARD));
        }
        if turn.player != p || turn.phase != Phase::Dynasty {
            return Err(
                Refusal::ProvinceDiscardTiming { player: pl.clone() }.by(ids::REF_DYNASTY_DISCARD)
            );
        }
        if let Some(top) = state.stack.last() {
            return Err(Refusal::DiscardWhileResolving {
                action: top.card.name.clone(),
            }
            .by(ids::ACTION_RESOLVE_FULLY));
        }
        if !prov.card.as_ref().is_some_and(|c| c.face_up) {
            return Err(Refusal::NoFaceUpCard {
                province: prov.handle.clone(),
            }
            .by(ids::REF_DYNASTY_DISCARD));
        }
        return Ok(Event::PlayerDiscard {
            player: pl,
            card: prov.handle.clone(),
        });
    }
    let card = names::hand_card(state, p, n)?;
    if turn.player != p || turn.phase != Phase::End {
        return Err(Refusal::HandDiscardTiming { player: pl.clone() }.by(ids::REF_TURN_END));
    }
    if hand_size(state, p) <= 8 {
        return Err(Refusal::NothingToDiscard {
            player: pl.clone(),
            count: hand_size(state, p),
        }
        .by(ids::REF_TURN_END));
    }
    Ok(Event::PlayerDiscard {
        player: pl,
        card: card.handle.clone(),
    })
}

pub(super) fn hand_size(state: &State, p: PlayerIx) -> usize {
    state
        .cards
        .iter()
        .filter(|c| c.controller == p && c.zone == Zone::Hand)
        .count()
}

pub(super) fn apply_player_discard(state: &mut State, p: PlayerIx, card: &str, out: &mut Out) {
    let name = state.player_name(p).to_string();
    if let Some(prov) = state.province_mut(card) {
        let gone = prov.card.take().map(|c| c.def.name).unwrap_or_default();
        out.say(
            || {
                msg!(
                    "step-province-discard",
                    player = &name,
                    card = &gone,
                    province = card
                )
            },
            &[ids::REF_DYNASTY_DISCARD, ids::REF_DYNASTY_REFILL],
        );
        return;
    }
    if let Some(c) = state.card_mut(card) {
        c.zone = Zone::Discard;
        let left = hand_size(state, p);
        out.say(
            || {
                msg!(
                    "step-hand-discard",
                    player = &name,
                    card = card,
                    left = left
                )
            },
            &[ids::REF_TURN_END],
        );
    }
}

/// A province destroyed in battle: its card and what is attached to it go to the discard pile. A
/// player with no province left loses at once.
pub(super) fn destroy_province(state: &mut State, handle: &str, out: &mut Out) {
    let Some(prov) = state.province_mut(handle) else {
        return;
    };
    prov.destroyed = true;
    let owner = prov.owner;
    let card = prov.card.take().map(|c| c.def.name);
    let attached: Vec<String> = state
        .cards
        .iter()
        .filter(|c| {
            c.zone == Zone::InPlay
                && c.attached_to
                    .as_deref()
                    .is_some_and(|h| h.eq_ignore_ascii_case(handle))
        })
        .map(|c| c.handle.clone())
        .collect();
    for h in &attached {
        if let Some(c) = state.card_mut(h) {
            c.zone = Zone::Discard;
            c.attached_to = None;
        }
    }
    let mut gone: Vec<String> = card.into_iter().collect();
    gone.extend(attached);
    let gone = if gone.is_empty() {
        msg!("nothing")
    } else {
        msg!("province-discarded-with", cards = Arg::commas(&gone))
    };
    out.say(
        || {
            msg!(
                "step-province-destroyed",
                player = state.player_name(owner),
                province = &handle,
                gone = gone
            )
        },
        &[ids::REF_BATTLE_PROVINCE],
    );
    if state.provinces_of(owner).next().is_none() && !state.players[owner].out {
        let name = state.player_name(owner).to_string();
        out.say(
            || msg!("step-no-province-left", player = &name),
            &[ids::VICTORY_PROVINCE_LOSS, ids::REF_BATTLE_PROVINCE],
        );
        leave_game(state, owner, out);
    }
}

/// A player leaves the game and takes their cards with them; the last one left wins.
pub(super) fn leave_game(state: &mut State, p: PlayerIx, out: &mut Out) {
    let name = state.player_name(p).to_string();
    state.players[p].out = true;
    if state.favor == Some(p) {
        state.favor = None;
        out.say(
            || msg!("step-favor-returns", player = &name),
            &[ids::FAVOR_USES],
        );
    }
    // Their cards in play and in hand, and whatever is attached to their personalities.
    let theirs: Vec<String> = state
        .cards
        .iter()
        .filter(|c| c.controller == p && matches!(c.zone, Zone::InPlay | Zone::Hand))
        .map(|c| c.handle.clone())
        .collect();
    let mut gone: Vec<String> = Vec::new();
    let mut taken = 0;
    for h in &theirs {
        let attached: Vec<String> = state.attachments(h).map(|a| a.handle.clone()).collect();
        for a in attached.iter().chain(std::iter::once(h)) {
            if let Some(c) = state.card_mut(a) {
                if !matches!(c.zone, Zone::InPlay | Zone::Hand) {
                    continue;
                }
                if c.zone == Zone::InPlay {
                    gone.push(c.handle.clone());
                }
                c.zone = Zone::Removed;
                c.attached_to = None;
                c.bowed = false;
                taken += 1;
            }
        }
    }
    for v in state.provinces.iter_mut().filter(|v| v.owner == p) {
        v.card = None;
    }
    let mut cancelled = Vec::new();
    for a in state.stack.iter_mut() {
        if a.player == p && !a.cancelled {
            a.cancelled = true;
            cancelled.push(a.card.name.clone());
        }
    }
    let next = state.left_of(p);
    for a in state.stack.iter_mut() {
        if a.window.chance == p {
            a.window.chance = next;
        }
    }
    if let Some(pet) = state.petition.as_mut() {
        if pet.chance == p {
            pet.chance = next;
        }
    }
    if let Some(o) = state.opportunity.as_mut() {
        if o.chance == p {
            o.chance = next;
        }
        if o.acted == Some(p) {
            o.acted = None;
        }
    }
    // An attack by or on the player ends: no further battle is fought in it. A battle whose
    // action segment is under way ends with it; one being resolved finishes its resolution, and
    // the attack then ends as after its last battle.
    let attack_ends = state
        .attack
        .as_ref()
        .is_some_and(|a| a.attacker == p || a.defender == p);
    if attack_ends {
        if let Some(a) = state.attack.as_mut() {
            for b in a.battlefields.iter_mut() {
                b.fought = true;
            }
        }
        let resolving = state.battle().is_some() && state.opportunity.is_none();
        if !resolving {
            state.attack = None;
            state.opportunity = None;
            if let Some(t) = state.turn.as_mut() {
                t.phase = Phase::Attack;
            }
        }
    }
    let current = state.turn.is_some_and(|t| t.player == p);
    let mut text = vec![msg!("out-cards-leave", player = &name, count = taken)];
    if !gone.is_empty() {
        text.push(msg!("out-cards-untargetable", cards = Arg::commas(&gone)));
    }
    if !cancelled.is_empty() {
        text.push(msg!(
            "out-actions-cancelled",
            player = &name,
            actions = Arg::commas(&cancelled)
        ));
    }
    text.push(msg!("out-no-windows", player = &name));
    if attack_ends {
        text.push(msg!("out-attack-ends", player = &name));
    }
    if current {
        text.push(msg!("out-turn-skipped", player = &name));
    }
    out.say_reading(
        || {
            msg!(
                "step-player-out",
                text = Arg::Concat(super::turn::semicolons(text))
            )
        },
        &[],
        ids::VICTORY_DISHONOR_LOSS,
    );
    let left: Vec<PlayerIx> = (0..state.players.len())
        .filter(|&i| !state.players[i].out)
        .collect();
    if left.len() == 1 && state.players.len() > 1 && state.winner.is_none() {
        state.winner = Some((left[0], Victory::Military));
        out.say(
            || msg!("step-military-victory", player = state.player_name(left[0])),
            &[ids::VICTORY_MILITARY],
        );
    }
}

/// An event card was played: if it was turned up this events phase, it is no longer due.
pub(super) fn event_played(state: &mut State, name: &str) {
    if state.one_time_events
        && !state
            .events_seen
            .iter()
            .any(|e| e.eq_ignore_ascii_case(name))
    {
        state.events_seen.push(name.to_string());
    }
    if let Some(i) = state
        .events_due
        .iter()
        .position(|n| n.eq_ignore_ascii_case(name))
    {
        state.events_due.remove(i);
    }
}
