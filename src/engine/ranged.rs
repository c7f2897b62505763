//! Ranged attacks: a battle action by one card or several cards of one unit combining theirs, the
//! cards bowing to make it, what it may target, and its resolution. Also what "in the same
//! battle" means for ranged attacks, fear and the once-per-battle abilities.

use super::core::card::{CardDef, Effect, Ref};
use super::core::checks::{active_player, in_play, timing};
use super::core::error::{BattleUse, Refusal, Rejection};
use super::core::event::Event;
use super::core::names;
use super::core::out::Out;
use super::core::resolution::Resolution;
use super::core::state::{AttackStage, Card, Pending, PlayerIx, State, Zone};
use super::destroy::destroy;
use crate::lang::ast::{ActionKind, CardKind, Name, Stat};
use crate::msg;
use crate::msg::{yes_no, Arg};
use crate::rules::ids::{self};

/// The trait of a card protected from elemental effects.
pub(super) const ELEMENTAL_IMMUNE: &str = "immune-elemental";
/// The trait that makes a card's ranged attack an elemental effect.
pub(super) const ELEMENTAL: &str = "elemental";

/// The battle being fought, as a key for once-per-battle limits: the turn, and the battlefield
/// when the attack is on the board.
pub(super) fn battle_key(state: &State) -> String {
    let turn = state.turn.map(|t| t.number).unwrap_or(0);
    match state.attack.as_ref().map(|a| a.stage) {
        Some(AttackStage::Battle(i)) => format!("turn {turn} battle {}", i + 1),
        _ => format!("turn {turn}"),
    }
}

/// Whether the board says `card` is not in the battle being fought. While no battle
/// is on the board, nothing is refused here (the reading of `ranged.targets`).
pub(super) fn not_in_battle(state: &State, card: &Card) -> bool {
    state.battle().is_some() && !state.in_battle(&card.handle)
}

/// The personality at the head of a card's unit.
pub(super) fn unit_head(card: &Card) -> String {
    card.attached_to
        .clone()
        .unwrap_or_else(|| card.handle.clone())
}

/// The followers of a personality (ancestors are not followers).
pub(super) fn followers<'a>(state: &'a State, handle: &'a str) -> Vec<&'a Card> {
    state
        .attachments(handle)
        .filter(|a| a.def.kind == CardKind::Follower)
        .collect()
}

/// A follower's force bonus: its printed force plus what is on it.
pub(super) fn follower_force(card: &Card) -> i32 {
    card.mods
        .stats
        .iter()
        .fold(card.def.stat(Stat::Force), |f, m| f.saturating_add(m.force))
        .max(0)
}

/// An action whose card has the elemental trait is an elemental effect: a card immune to
/// elemental effects cannot be its target.
pub(super) fn check_elemental(
    state: &State,
    def: &CardDef,
    targets: &[String],
) -> Result<(), Rejection> {
    if !def.has_trait(ELEMENTAL) {
        return Ok(());
    }
    // The cards its effects name without targeting them are affected just the same.
    let named = def.effects.iter().filter_map(|e| match e {
        Effect::Card {
            what: Ref::Handle(h),
            ..
        }
        | Effect::Token {
            what: Ref::Handle(h),
            ..
        }
        | Effect::FollowerToken {
            what: Ref::Handle(h),
            ..
        }
        | Effect::Bonus {
            what: Ref::Handle(h),
            ..
        }
        | Effect::Trait {
            what: Ref::Handle(h),
            ..
        } => Some(h),
        _ => None,
    });
    for h in targets.iter().chain(named) {
        if let Some(t) = state.card(h).filter(|c| c.has_trait(ELEMENTAL_IMMUNE)) {
            return Err(Refusal::ElementalTarget {
                card: def.name.clone(),
                target: t.handle.clone(),
            }
            .by(ids::TRAIT_ELEMENTAL));
        }
    }
    Ok(())
}

/// `shoot`: a ranged attack, a battle action (`ranged.*`): the cards that shoot, the card they
/// shoot at, and the action declared with their combined strength.
pub(super) fn decide_shoot(
    state: &State,
    player: &Name,
    target: &Name,
    with: &[Name],
) -> Result<Event, Rejection> {
    let p = active_player(state, player)?;
    timing(state, p, ActionKind::Battle)?;
    let name = state.player_name(p).to_string();
    let shooters = shooters(state, p, &name, with)?;
    let t = ranged_target(state, p, &name, target, &shooters)?;
    ranged_action(&shooters, t, name)
}

/// The cards that shoot: each the player's own, in play, named once, with a ranged attack,
/// unbowed, in the battle, and all of one unit.
fn shooters<'s>(
    state: &'s State,
    p: PlayerIx,
    name: &str,
    with: &[Name],
) -> Result<Vec<&'s Card>, Rejection> {
    let mut shooters: Vec<&Card> = Vec::new();
    for n in with {
        let c = names::board_card(state, n)?;
        in_play(c, n.span)?;
        if c.controller != p {
            return Err(Refusal::NotYours {
                handle: c.handle.clone(),
                player: name.to_string(),
                controller: state.player_name(c.controller).into(),
            }
            .by(ids::PLAY_CONTROL)
            .at(n.span));
        }
        if shooters.iter().any(|s| s.handle == c.handle) {
            return Err(Refusal::NamedTwice {
                handle: c.handle.clone(),
            }
            .by(ids::RANGED_TARGETS)
            .at(n.span));
        }
        if c.def.stat(Stat::Ranged) <= 0 {
            return Err(Refusal::NoRangedAttack {
                handle: c.handle.clone(),
            }
            .by(ids::RANGED_BOW)
            .at(n.span));
        }
        if c.bowed {
            return Err(Refusal::Bowed {
                handle: c.handle.clone(),
            }
            .by(ids::BOW_BOWED_UNUSABLE)
            .at(n.span));
        }
        if not_in_battle(state, c) {
            return Err(Refusal::NotInBattle {
                handle: c.handle.clone(),
                role: BattleUse::Shooter,
            }
            .by(ids::RANGED_TARGETS)
            .at(n.span));
        }
        if let Some(first) = shooters.first() {
            if unit_head(first) != unit_head(c) {
                return Err(Refusal::DifferentUnits {
                    first: first.handle.clone(),
                    handle: c.handle.clone(),
                }
                .by(ids::RANGED_TARGETS)
                .at(n.span));
            }
        }
        shooters.push(c);
    }
    Ok(shooters)
}

/// The card shot at: an opponent's personality without followers, or a follower, in the battle,
/// and not immune to an elemental attack when one of the shooters is elemental.
fn ranged_target<'s>(
    state: &'s State,
    p: PlayerIx,
    name: &str,
    target: &Name,
    shooters: &[&Card],
) -> Result<&'s Card, Rejection> {
    let t = names::board_card(state, target)?;
    in_play(t, target.span)?;
    if t.controller == p {
        return Err(Refusal::OwnRangedTarget {
            handle: t.handle.clone(),
            player: name.to_string(),
        }
        .by(ids::RANGED_TARGETS)
        .at(target.span));
    }
    match t.def.kind {
        CardKind::Personality | CardKind::Follower => {}
        CardKind::Ancestor => {
            return Err(Refusal::AncestorRangedTarget {
                handle: t.handle.clone(),
            }
            .by(ids::PLAY_ANCESTOR_4)
            .at(target.span))
        }
        k => {
            return Err(Refusal::NotARangedTarget {
                handle: t.handle.clone(),
                kind: k,
            }
            .by(ids::RANGED_TARGETS)
            .at(target.span))
        }
    }
    if t.def.kind == CardKind::Personality {
        let f: Vec<String> = followers(state, &t.handle)
            .iter()
            .map(|c| c.handle.clone())
            .collect();
        if !f.is_empty() {
            return Err(Refusal::HasFollowers {
                handle: t.handle.clone(),
                followers: f,
            }
            .by(ids::RANGED_TARGETS)
            .at(target.span));
        }
    }
    if not_in_battle(state, t) {
        return Err(Refusal::NotInBattle {
            handle: t.handle.clone(),
            role: BattleUse::RangedTarget,
        }
        .by(ids::RANGED_TARGETS)
        .at(target.span));
    }
    if shooters.iter().any(|s| s.has_trait(ELEMENTAL)) && t.has_trait(ELEMENTAL_IMMUNE) {
        return Err(Refusal::ElementalRanged {
            handle: t.handle.clone(),
        }
        .by(ids::TRAIT_ELEMENTAL)
        .at(target.span));
    }
    Ok(t)
}

/// A ranged attack printed in an ability (`Battle: Bow this card: Ranged 2 Attack`): the card
/// using the ability makes it, so it must be in the battle, and its one target is one a ranged
/// attack may take (`ranged.targets`); elemental when the card is. Other actions pass.
pub(super) fn check_ability_attack(
    state: &State,
    p: PlayerIx,
    def: &mut CardDef,
    by: Option<&str>,
    targets: &[String],
) -> Result<(), Rejection> {
    if !def
        .effects
        .iter()
        .any(|e| matches!(e, Effect::Ranged { .. }))
    {
        return Ok(());
    }
    let name = state.player_name(p).to_string();
    let Some(shooter) = by.and_then(|h| state.card(h)) else {
        return Err(Refusal::NoRangedAttack {
            handle: def.name.clone(),
        }
        .by(ids::RANGED_BOW));
    };
    if not_in_battle(state, shooter) {
        return Err(Refusal::NotInBattle {
            handle: shooter.handle.clone(),
            role: BattleUse::Shooter,
        }
        .by(ids::RANGED_TARGETS));
    }
    let [t] = targets else {
        return Err(Refusal::MissingTarget {
            card: def.name.clone(),
        }
        .by(ids::TARGET_DEFINITION));
    };
    let target = Name::new(t.clone(), crate::lang::ast::Span::default());
    ranged_target(state, p, &name, &target, &[shooter])?;
    let elemental = shooter.has_trait(ELEMENTAL);
    for e in &mut def.effects {
        if let Effect::Ranged { elemental: el, .. } = e {
            *el = elemental;
        }
    }
    Ok(())
}

/// The ranged attack as a declared battle action: the shooters bow as its cost and its effect
/// has their combined strength, elemental if one of them is.
fn ranged_action(shooters: &[&Card], t: &Card, name: String) -> Result<Event, Rejection> {
    let elemental = shooters.iter().any(|s| s.has_trait(ELEMENTAL));
    let strength = shooters
        .iter()
        .try_fold(0i32, |t, s| t.checked_add(s.def.stat(Stat::Ranged)))
        .ok_or_else(|| {
            Refusal::Overflow {
                what: crate::msg!("overflow-ranged-strength"),
            }
            .input()
        })?;
    let handles: Vec<String> = shooters.iter().map(|s| s.handle.clone()).collect();
    let mut def = CardDef::new(
        format!("Ranged attack ({})", handles.join(" + ")),
        CardKind::Action,
    );
    def.action = Some(ActionKind::Battle);
    def.text = Some(format!(
        "Battle: a ranged attack of strength {strength}{}",
        if elemental { " (elemental)" } else { "" }
    ));
    def.costs = vec![Effect::RangedBow {
        shooters: handles.clone(),
    }];
    def.effects = vec![Effect::Ranged {
        strength,
        elemental,
    }];
    Ok(Event::Declare {
        player: name,
        card: Box::new(def),
        kind: ActionKind::Battle,
        by: handles.first().cloned(),
        targets: vec![t.handle.clone()],
        from_hand: None,
        entering: None,
    })
}

/// The cost: the cards making the attack bow, with every consequence of bowing.
pub(super) fn bow_shooters(state: &mut State, shooters: &[String], out: &mut Out) {
    let mut parts = Vec::new();
    for h in shooters {
        let Some(c) = state.card(h).cloned() else {
            continue;
        };
        if let Some(m) = state.card_mut(h) {
            m.bowed = true;
        }
        parts.push(msg!(
            "ranged-shooter",
            handle = &c.handle,
            ranged = c.def.stat(Stat::Ranged)
        ));
        if c.def.kind == CardKind::Follower {
            let host = c.attached_to.clone().unwrap_or_default();
            let host_shoots = state
                .card(&host)
                .is_some_and(|x| x.def.stat(Stat::Ranged) > 0);
            let note = if host_shoots {
                msg!("nothing")
            } else {
                msg!("ranged-host-none", host = &host)
            };
            out.say(
                || msg!("step-follower-shoots", handle = &c.handle, note = note),
                &[ids::RANGED_BOW, ids::BOW_BOWING],
            );
        }
    }
    out.say(
        || {
            msg!(
                "step-shooters-bow",
                count = parts.len(),
                shooters = Arg::and(parts)
            )
        },
        &[ids::RANGED_BOW, ids::BOW_BOWING],
    );
    if shooters.len() > 1 {
        out.say(|| msg!("step-ranged-combined"), &[ids::RANGED_TARGETS]);
    }
    if state.battle().is_none() {
        out.reading(ids::RANGED_TARGETS, &[]);
    }
}

/// The strength of each card making the attack.
fn strengths(state: &State, action: &Pending) -> Vec<(String, i32)> {
    action
        .card
        .costs
        .iter()
        .filter_map(|c| match c {
            Effect::RangedBow { shooters } => Some(shooters.clone()),
            _ => None,
        })
        .flatten()
        .filter_map(|h| {
            state
                .card(&h)
                .map(|c| (c.handle.clone(), c.def.stat(Stat::Ranged)))
        })
        .collect()
}

pub(super) fn resolve(
    state: &mut State,
    action: &Pending,
    strength: i32,
    elemental: bool,
    out: &mut Out,
) {
    let Some(t) = action.targets.first().and_then(|h| state.card(h)).cloned() else {
        return;
    };
    if t.zone != Zone::InPlay {
        out.say(
            || msg!("step-ranged-target-gone", handle = &t.handle),
            &[ids::DESTROY_DISCARD],
        );
        return;
    }
    let kind_word = msg!("ranged-kind", elemental = yes_no(elemental));
    let (needed, what) = if t.def.kind == CardKind::Personality {
        let f = followers(state, &t.handle);
        if !f.is_empty() {
            out.say(
                || {
                    msg!(
                        "step-ranged-target-has-followers",
                        handle = &t.handle,
                        kind = kind_word
                    )
                },
                &[ids::RANGED_TARGETS, ids::ACTION_REACTION_ILLEGAL_TARGET],
            );
            return;
        }
        (state.force(&t), "force")
    } else {
        (follower_force(&t), "force-bonus")
    };
    let each = strengths(state, action);
    if strength >= needed {
        out.say(
            || {
                msg!(
                    "step-ranged-destroys",
                    kind = kind_word.clone(),
                    strength = strength,
                    handle = &t.handle,
                    what = what,
                    needed = needed
                )
            },
            &[ids::RANGED_RESOLUTION],
        );
        if each.len() > 1 && each.iter().all(|(_, s)| *s < needed) {
            out.say(
                || {
                    msg!(
                        "step-ranged-combined-destroys",
                        each = Arg::commas(each.iter().map(|(h, s)| msg!(
                            "ranged-strength-of",
                            handle = h,
                            strength = *s
                        )))
                    )
                },
                &[ids::RANGED_EXAMPLE, ids::RANGED_TARGETS],
            );
        }
        destroy(state, &t.handle, &mut Resolution::of(action), out);
    } else {
        out.say(
            || {
                msg!(
                    "step-ranged-survives",
                    kind = kind_word,
                    strength = strength,
                    handle = &t.handle,
                    what = what,
                    needed = needed
                )
            },
            &[ids::RANGED_RESOLUTION],
        );
    }
    out.say(|| msg!("step-ranged-one-target"), &[ids::RANGED_RESOLUTION]);
}
