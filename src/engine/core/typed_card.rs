//! Card definitions built from what the judge typed: on top of the case's definitions and the
//! library, with the names the typed effects mention resolved on the board. Used by every rule
//! area that takes a typed card (setup facts, fills, declarations).

use crate::engine::core::card::{CardDef, Effect, Ref, TargetSpec, Who};
use crate::engine::core::checks::player_name;
use crate::engine::core::error::{NameKind, Refusal, Rejection};
use crate::engine::core::library::Library;
use crate::engine::core::names::{self, closest};
use crate::engine::core::state::{PlayerIx, State};
use crate::lang::ast::{CardKind, CardRef, CardSpecAst, EffectAst, PlayerRef, Stat};

/// Builds a card definition from what was typed, on top of the case's definitions and the library.
pub(crate) fn card_def(
    state: &State,
    lib: &Library,
    spec: &CardSpecAst,
    default_kind: Option<CardKind>,
) -> Result<CardDef, Rejection> {
    let base = state
        .def(&spec.name.value)
        .or_else(|| lib.get(&spec.name.value))
        .cloned();
    let kind = spec
        .kind
        .as_ref()
        .map(|k| k.value)
        .or(base.as_ref().map(|b| b.kind))
        .or(default_kind);
    let Some(kind) = kind else {
        return Err(Refusal::Unknown {
            kind: NameKind::Card,
            name: spec.name.value.clone(),
            suggestion: closest(
                &spec.name.value,
                lib.cards()
                    .iter()
                    .map(|c| c.name.as_str())
                    .chain(state.defs.iter().map(|d| d.name.as_str())),
            ),
        }
        .input()
        .at(spec.name.span));
    };
    let mut def = base.unwrap_or_else(|| CardDef::new(spec.name.value.clone(), kind));
    def.kind = kind;
    if let Some(a) = &spec.action_kind {
        def.action = Some(a.value);
    }
    for (stat, value) in &spec.stats {
        def.stats.insert(stat.value, value.value);
        // The gold the judge types overrides a reading of the printed text, and is the judge's.
        if stat.value == Stat::GoldProduced {
            def.gold = None;
        }
    }
    if spec.hr_dash {
        def.hr_dash = true;
    }
    if spec.plus_stats && kind == CardKind::Follower {
        def.personal_bonus = true;
    }
    for t in &spec.traits {
        let t = t.value.to_lowercase();
        if !def.traits.contains(&t) {
            def.traits.push(t);
        }
    }
    if spec.unique {
        def.unique = true;
    }
    if let Some(x) = &spec.experienced {
        def.experienced = Some(x.value);
    }
    if let Some(t) = &spec.target {
        def.target = Some(TargetSpec {
            kind: t.kind.value,
            any_kind: t.any_kind,
            traits: t.traits.iter().map(|n| n.value.to_lowercase()).collect(),
            own_bowed: t.own_bowed,
            fixed: false,
            side: None,
            or_kinds: Vec::new(),
            states: Vec::new(),
            no_attachments: false,
            attached: false,
        });
    }
    if !spec.costs.is_empty() {
        def.costs = lower_effects(state, &spec.costs, None)?;
    }
    if !spec.effects.is_empty() {
        def.effects = lower_effects(state, &spec.effects, None)?;
    }
    Ok(def)
}

pub(crate) fn lower_ref(state: &State, r: &CardRef) -> Result<Ref, Rejection> {
    Ok(match r {
        CardRef::Target(_) => Ref::Target,
        CardRef::Handle(n) => Ref::Handle(names::board_card(state, n)?.handle.clone()),
    })
}

/// Turns typed effects into engine effects, resolving the names they mention.
pub(crate) fn lower_effects(
    state: &State,
    effects: &[EffectAst],
    answered_player: Option<PlayerIx>,
) -> Result<Vec<Effect>, Rejection> {
    let _ = answered_player;
    effects
        .iter()
        .map(|e| {
            Ok(match e {
                EffectAst::Card { verb, what } => Effect::Card {
                    verb: verb.value,
                    what: match what {
                        CardRef::Target(_) => Ref::Target,
                        CardRef::Handle(n) => {
                            Ref::Handle(names::board_card(state, n)?.handle.clone())
                        }
                    },
                },
                EffectAst::Honor {
                    gain, who, amount, ..
                } => {
                    let who = match who {
                        None | Some(PlayerRef::Me(_)) => Who::Me,
                        Some(PlayerRef::Actor(_)) => Who::Actor,
                        Some(PlayerRef::Controller(_)) => Who::Controller,
                        Some(PlayerRef::Named(n)) => Who::Player(player_name(state, n)?),
                    };
                    let amount = amount.value.max(0);
                    if *gain {
                        Effect::GainHonor { who, amount }
                    } else {
                        Effect::LoseHonor { who, amount }
                    }
                }
                EffectAst::Cancel(_) => Effect::Cancel {
                    keep_actor_losses: false,
                },
                EffectAst::Redirect { to, from, .. } => Effect::Redirect {
                    to: names::board_card(state, to)?.handle.clone(),
                    from: match from {
                        Some(n) => Some(names::board_card(state, n)?.handle.clone()),
                        None => None,
                    },
                },
                EffectAst::PreventHonorLoss(_) => Effect::PreventHonorLoss,
                EffectAst::Draw(_) => Effect::Draw,
                EffectAst::Token {
                    what, force, chi, ..
                } => Effect::Token {
                    what: lower_ref(state, what)?,
                    force: *force,
                    chi: *chi,
                },
                EffectAst::FollowerToken { what, force, .. } => Effect::FollowerToken {
                    what: lower_ref(state, what)?,
                    force: force.value,
                },
                EffectAst::Bonus {
                    what,
                    force,
                    chi,
                    permanent,
                    ..
                } => Effect::Bonus {
                    what: lower_ref(state, what)?,
                    force: *force,
                    chi: *chi,
                    permanent: *permanent,
                },
                EffectAst::Copy { what, from, .. } => Effect::Copy {
                    what: what.value,
                    from: names::board_card(state, from)?.handle.clone(),
                },
                EffectAst::Trait {
                    gain,
                    what,
                    name,
                    permanent,
                    ..
                } => Effect::Trait {
                    what: lower_ref(state, what)?,
                    name: name.value.to_lowercase(),
                    gain: *gain,
                    permanent: *permanent,
                },
                EffectAst::Challenge {
                    stat,
                    honor,
                    any_card,
                    ..
                } => Effect::Challenge {
                    stat: stat.as_ref().map(|s| s.value).unwrap_or(Stat::Chi),
                    honor: honor.as_ref().map(|h| h.value.max(0)).unwrap_or(0),
                    any_card: *any_card,
                },
            })
        })
        .collect()
}
