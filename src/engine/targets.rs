//! Who and what an action may target, and whether an action meets the condition a reaction
//! card puts on the action it answers.

use super::core::card::{TargetSide, TargetSpec, TargetState, Trigger};
use super::core::error::{TargetProblem, TriggerProblem};
use super::core::state::{Card, Pending, PlayerIx, State, Zone};
use crate::lang::ast::CardKind;
use crate::rules::ids;

/// The clans and the houses counted as clans.
pub(super) const CLANS: &[&str] = &[
    "crab",
    "crane",
    "dragon",
    "lion",
    "phoenix",
    "scorpion",
    "unicorn",
    "mantis",
    "naga",
    "yoritomo's-alliance",
    "toturi's-army",
    "brotherhood",
    "junzo's-army",
];

/// Why `card` is not a legal target of an action by `player` with `spec`, if it is not.
pub(crate) fn target_problem(
    state: &State,
    player: PlayerIx,
    spec: Option<&TargetSpec>,
    card: &Card,
    restore: bool,
) -> Option<(TargetProblem, ids::RuleId)> {
    let dead_ok = restore && card.zone == Zone::Dead(crate::lang::ast::DeadKind::Dishonorable);
    if card.zone != Zone::InPlay && !dead_ok {
        return Some((TargetProblem::NotInPlay, ids::PLAY_OUT_OF_PLAY));
    }
    if let Some(spec) = spec {
        if !spec.any_kind && card.def.kind != spec.kind && !spec.or_kinds.is_empty() {
            if !spec.or_kinds.contains(&card.def.kind) {
                let mut kinds = vec![spec.kind];
                kinds.extend(spec.or_kinds.iter().copied());
                return Some((TargetProblem::NotKinds(kinds), ids::TARGET_DEFINITION));
            }
        } else if !spec.any_kind && card.def.kind != spec.kind {
            // A follower that counts as, say, shugenja is one for "all shugenja in play" but not for
            // "shugenja personalities".
            let counts = !spec.traits.is_empty() && spec.traits.iter().all(|t| card.has_trait(t));
            let rule = if counts && card.def.kind == CardKind::Follower {
                ids::SPELL_FOO_FOLLOWERS
            } else {
                ids::TARGET_DEFINITION
            };
            return Some((TargetProblem::NotKind(spec.kind), rule));
        }
        for t in &spec.traits {
            if !card.has_trait(t) {
                let rule = if super::core::card::GAME_TERMS.contains(&t.as_str()) {
                    ids::TRAIT_GAME_TERMS
                } else if CLANS.contains(&t.as_str()) {
                    ids::CLAN_MEMBERS
                } else {
                    ids::TRAIT_FOO
                };
                return Some((TargetProblem::LacksTrait(t.clone()), rule));
            }
        }
        // States the card asks for: a dishonorable personality is a dishonored one
        // (dishonor.state); bowed or unbowed, as the card stands (bow.bowing).
        for st in &spec.states {
            let (is, rule) = match st {
                TargetState::Bowed => (card.bowed, ids::BOW_BOWING),
                TargetState::Unbowed => (!card.bowed, ids::BOW_BOWING),
                TargetState::Dishonorable => (
                    card.def.kind == CardKind::Personality && card.dishonored,
                    ids::DISHONOR_STATE,
                ),
                TargetState::Honorable => (
                    card.def.kind == CardKind::Personality && !card.dishonored,
                    ids::DISHONOR_STATE,
                ),
            };
            if !is {
                return Some((TargetProblem::NotState(st.word().to_string()), rule));
            }
        }
        // `an attachment`: a card attached to a personality (attach.attach).
        if spec.attached && card.attached_to.is_none() {
            return Some((TargetProblem::NotAttached, ids::ATTACH_ATTACH));
        }
        // `without attachments`: no card in play is attached to it (attach.attach).
        if spec.no_attachments && state.attachments(&card.handle).next().is_some() {
            return Some((TargetProblem::HasAttachments, ids::ATTACH_ATTACH));
        }
        // The card says whose card it targets: the target is chosen among those only.
        let yours = card.controller == player;
        match spec.side {
            Some(TargetSide::Yours) if !yours => {
                return Some((TargetProblem::Side { yours: true }, ids::TARGET_DEFINITION))
            }
            Some(TargetSide::Others) if yours => {
                return Some((TargetProblem::Side { yours: false }, ids::TARGET_DEFINITION))
            }
            _ => {}
        }
    }
    let own_bowed_ok = spec.is_some_and(|s| s.own_bowed);
    if card.def.kind == CardKind::Personality
        && card.controller == player
        && card.bowed
        && !own_bowed_ok
        && card.zone == Zone::InPlay
    {
        return Some((
            TargetProblem::OwnBowed {
                player: state.player_name(player).to_string(),
            },
            ids::TARGET_OWN_BOWED,
        ));
    }
    None
}

/// Why the answered action `top` does not meet a reaction card's condition, if it does not.
pub(super) fn trigger_problem(
    state: &State,
    p: PlayerIx,
    trigger: &Trigger,
    top: &Pending,
) -> Option<TriggerProblem> {
    if trigger.others_only && top.player == p {
        return Some(TriggerProblem::OwnAction {
            action: top.card.name.clone(),
            player: state.player_name(p).to_string(),
        });
    }
    let traits = &trigger.action_traits;
    if !traits.is_empty() && !traits.iter().any(|t| top.card.has_trait(t)) {
        return Some(TriggerProblem::LacksTraits {
            action: top.card.name.clone(),
            traits: traits.clone(),
        });
    }
    if trigger.targets_yours {
        let yours = top
            .targets
            .iter()
            .filter_map(|h| state.card(h))
            .any(|c| c.controller == p);
        if !yours {
            let action = top.card.name.clone();
            let player = state.player_name(p).to_string();
            return Some(if top.targets.is_empty() {
                TriggerProblem::NoTarget { action, player }
            } else {
                TriggerProblem::NotTheirs {
                    action,
                    player,
                    targets: top.targets.clone(),
                }
            });
        }
    }
    None
}
