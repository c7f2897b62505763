//! The effect vocabulary at resolution: costs paid, who an effect concerns, each effect's change to
//! the board.

use super::copy::copy;
use super::core::card::{CardDef, Effect, Ref, Who, FAVOR};
use super::core::error::TargetProblem;
use super::core::names;
use super::core::out::Out;
use super::core::resolution::{resolve_who, Resolution};
use super::core::state::{Card, Lasting, Mod, Pending, PlayerIx, State, Zone};
use super::destroy::{chi_check, destroy, discard};
use super::honor::{gain_honor, lose_honor};
use super::targets::target_problem;
use crate::lang::ast::{CardKind, CardVerb, DeadKind, Stat};
use crate::msg;
use crate::msg::{yes_no, Arg};
use crate::rules::ids;
use std::collections::BTreeMap;

pub(super) fn pay_cost(
    state: &mut State,
    p: PlayerIx,
    cost: &Effect,
    res: &mut Resolution,
    out: &mut Out,
) {
    match cost {
        Effect::LoseHonor { who, amount } => {
            let who_ix = resolve_who(state, who, res).unwrap_or(p);
            lose_honor(
                state,
                who_ix,
                *amount,
                &|| msg!("why-cost-kept"),
                &[ids::ACTION_REACTION, ids::ACTION_REACTION_EXAMPLE],
                res,
                out,
            );
        }
        Effect::GainHonor { who, amount } => {
            let who_ix = resolve_who(state, who, res).unwrap_or(p);
            let performer = res
                .action
                .as_ref()
                .and_then(|a| a.by.as_ref())
                .and_then(|h| state.card(h))
                .filter(|c| {
                    *amount > 0 && c.dishonored && c.zone == Zone::InPlay && c.controller == who_ix
                })
                .map(|c| c.handle.clone());
            match performer {
                Some(h) => {
                    if let Some(c) = state.card_mut(&h) {
                        c.dishonored = false;
                    }
                    out.say(
                        || {
                            msg!(
                                "step-dishonored-performer-gain",
                                handle = &h,
                                player = state.player_name(who_ix),
                                amount = *amount
                            )
                        },
                        &[ids::DISHONOR_RESTORE_ON_GAIN],
                    );
                }
                None => gain_honor(state, who_ix, *amount, &|| msg!("why-cost"), out),
            }
        }
        Effect::Card {
            verb: CardVerb::Bow,
            what: Ref::Handle(h),
        } => {
            if let Some(c) = state.card_mut(h) {
                c.bowed = true;
            }
            out.say(
                || {
                    msg!(
                        "step-cost-bows",
                        handle = h,
                        why = msg!("why-cost-kept-only")
                    )
                },
                &[ids::BOW_BOWING, ids::BOW_EXAMPLE],
            );
        }
        Effect::Card {
            verb: CardVerb::Destroy,
            what: Ref::Handle(h),
        } => {
            out.say(
                || {
                    msg!(
                        "step-cost-destroyed",
                        handle = h,
                        why = msg!("why-cost-kept-only")
                    )
                },
                &[ids::DESTROY_DISCARD],
            );
            destroy(state, &h.clone(), res, out);
        }
        Effect::Card {
            verb: CardVerb::Dishonor,
            what: Ref::Handle(h),
        } => {
            if let Some(c) = state.card_mut(h) {
                c.dishonored = true;
            }
            out.say(
                || {
                    msg!(
                        "step-cost-dishonored",
                        handle = h,
                        why = msg!("why-cost-kept-only")
                    )
                },
                &[ids::DISHONOR_STATE, ids::DISHONOR_PERSONAL_HONOR],
            );
        }
        Effect::Card {
            verb: CardVerb::Discard,
            what: Ref::Handle(h),
        } => {
            out.say(
                || {
                    msg!(
                        "step-cost-discarded",
                        handle = h,
                        why = msg!("why-cost-kept-only")
                    )
                },
                &[ids::DESTROY_DISCARD],
            );
            discard(state, &h.clone(), out);
        }
        Effect::RangedBow { shooters } => super::ranged::bow_shooters(state, shooters, out),
        Effect::OncePerBattle { ability, rule } => {
            super::tactician::mark_used(state, ability, *rule, out)
        }
        // A declaration refuses every other cost (`play::check_costs`); a stored event from before
        // that check may still carry one, and it is not paid.
        other => out.say(
            || msg!("step-cost-not-paid", word = other.keyword()),
            &[ids::PROC_ADJUST],
        ),
    }
}

/// Resolving an action: each of its effects in turn, on the board as it stands.
pub(super) fn run_effects(
    state: &mut State,
    action: &Pending,
    res: &mut Resolution,
    out: &mut Out,
) {
    // A dishonored performer, as it stands when the action resolves: every gain it would bring its
    // player is replaced by its return to honorable status, once, whatever the number of gains.
    let mut dishonored = DishonoredPerformer {
        card: action
            .by
            .as_ref()
            .and_then(|h| state.card(h))
            .filter(|c| c.dishonored && c.zone == Zone::InPlay)
            .map(|c| (c.handle.clone(), c.controller)),
        restored: false,
    };
    for effect in action.effects() {
        match effect {
            Effect::Card { verb, what } => card_verb_effect(state, action, verb, what, res, out),
            Effect::GainHonor { who, amount } => {
                gain_honor_effect(state, action, who, amount, &mut dishonored, res, out)
            }
            Effect::LoseHonor { who, amount } => {
                lose_honor_effect(state, action, who, amount, res, out)
            }
            Effect::Cancel { keep_actor_losses } => cancel(state, action, keep_actor_losses, out),
            Effect::Redirect { to, from } => redirect(state, action, to, from, out),
            Effect::PreventHonorLoss => prevent_honor_loss(state, action, out),
            Effect::Draw => draw(state, action, out),
            Effect::Token { what, force, chi } => token(state, action, what, force, chi, res, out),
            Effect::Bonus {
                what,
                force,
                chi,
                permanent,
            } => bonus(state, action, what, force, chi, permanent, res, out),
            Effect::Trait {
                what,
                name,
                gain,
                permanent,
            } => trait_effect(state, action, what, name, gain, permanent, out),
            Effect::Copy { what, from } => copy(state, action, *what, from, out),
            Effect::FollowerToken { what, force } => {
                follower_token(state, action, what, force, out)
            }
            Effect::Challenge { stat, honor, .. } => {
                super::duel::issue(state, action, *stat, *honor, out)
            }
            Effect::Ranged {
                strength,
                elemental,
            } => super::ranged::resolve(state, action, *strength, *elemental, out),
            Effect::Fear { value, source } => {
                super::fear::resolve(state, action, *value, source, out)
            }
            Effect::BeginDuel => super::duel::begin(state, out),
            // Costs: paid at declaration.
            Effect::RangedBow { .. } | Effect::OncePerBattle { .. } => {}
            Effect::SendHome => send_units_home(state, action, out),
        }
    }
}

/// A performer dishonored when its action began to resolve, and whether its return to
/// honorable status has already replaced a gain.
struct DishonoredPerformer {
    card: Option<(String, PlayerIx)>,
    restored: bool,
}

/// A card verb (bow, destroy, …) on each card it names; a target no longer legal is left alone.
fn card_verb_effect(
    state: &mut State,
    action: &Pending,
    verb: &CardVerb,
    what: &Ref,
    res: &mut Resolution,
    out: &mut Out,
) {
    let handles: &[String] = match what {
        Ref::Target => &action.targets,
        Ref::Handle(h) => std::slice::from_ref(h),
    };
    for h in handles {
        let Some(card) = state.card(h) else {
            continue;
        };
        if matches!(what, Ref::Target) {
            let restore = *verb == CardVerb::Restore;
            if let Some((reason, rule)) = target_problem(
                state,
                action.player,
                action.card.target.as_ref(),
                card,
                restore,
            ) {
                out.say(
                    || {
                        msg!(
                            "step-no-longer-legal-target",
                            card = &action.card.name,
                            handle = &h,
                            reason = reason.msg()
                        )
                    },
                    &[ids::ACTION_REACTION_ILLEGAL_TARGET, rule],
                );
                if rule == ids::TRAIT_FOO {
                    out.say(
                        || msg!("step-trait-by-name", handle = &h),
                        &[ids::TRAIT_FOO, ids::TRAIT_EXAMPLE],
                    );
                }
                continue;
            }
        } else if card.zone != Zone::InPlay && *verb != CardVerb::Restore {
            out.say(
                || msg!("step-no-effect-gone", handle = &h),
                &[ids::DESTROY_DISCARD],
            );
            continue;
        }
        card_effect(state, action, *verb, h, res, out);
    }
}

/// A gain of honor; a dishonored performer's gains are replaced by its return to honorable status.
fn gain_honor_effect(
    state: &mut State,
    action: &Pending,
    who: &Who,
    amount: &i32,
    dishonored: &mut DishonoredPerformer,
    res: &mut Resolution,
    out: &mut Out,
) {
    let Some(p) = resolve_who(state, who, res) else {
        return;
    };
    // A dishonored personality never brings its player honor: it regains its honor instead. A
    // gain of 0 is no gain, so it restores nothing.
    let performer = dishonored
        .card
        .as_ref()
        .filter(|(_, controller)| *controller == p && *amount > 0)
        .map(|(h, _)| h.clone());
    if let Some(h) = performer {
        if dishonored.restored {
            out.say(
                || {
                    msg!(
                        "step-gain-replaced-again",
                        handle = &h,
                        card = &action.card.name,
                        amount = *amount,
                        player = state.player_name(p)
                    )
                },
                &[ids::DISHONOR_RESTORE_ON_GAIN],
            );
            return;
        }
        dishonored.restored = true;
        if let Some(c) = state.card_mut(&h) {
            c.dishonored = false;
        }
        out.say(
            || {
                msg!(
                    "step-gain-replaced",
                    handle = &h,
                    player = state.player_name(p),
                    amount = *amount
                )
            },
            &[
                ids::DISHONOR_PERSONAL_HONOR,
                ids::DISHONOR_RESTORE_ON_GAIN,
                ids::DISHONOR_EXAMPLE,
            ],
        );
    } else {
        gain_honor(
            state,
            p,
            *amount,
            &|| msg!("why-card", card = &action.card.name),
            out,
        );
    }
}

/// A loss of honor (one caused by a dishonored performer cites its rule).
fn lose_honor_effect(
    state: &mut State,
    action: &Pending,
    who: &Who,
    amount: &i32,
    res: &mut Resolution,
    out: &mut Out,
) {
    let Some(p) = resolve_who(state, who, res) else {
        return;
    };
    let mut cites = vec![ids::REF_HONOR_GAINS];
    if action
        .by
        .as_ref()
        .and_then(|h| state.card(h))
        .is_some_and(|c| c.dishonored)
    {
        cites.push(ids::DISHONOR_CAUSE_LOSS);
    }
    lose_honor(
        state,
        p,
        *amount,
        &|| msg!("why-card", card = &action.card.name),
        &cites,
        res,
        out,
    );
}

/// Cancelling the answered action: it has no effect, its costs stay paid.
fn cancel(state: &mut State, action: &Pending, keep_actor_losses: &bool, out: &mut Out) {
    let Some(id) = action.answers else { return };
    let player = state
        .pending(id)
        .map(|t| state.player_name(t.player).to_string())
        .unwrap_or_default();
    if let Some(t) = state.stack.iter_mut().find(|x| x.id == id) {
        t.cancelled = true;
        t.keeps_own_losses |= *keep_actor_losses;
        let name = t.card.name.clone();
        if *keep_actor_losses {
            out.say(
                || {
                    msg!(
                        "step-cancels-keeping-losses",
                        card = &action.card.name,
                        action = &name,
                        player = &player
                    )
                },
                &[ids::ACTION_REACTION_ILLEGAL_TARGET, ids::PROC_CARD],
            );
        } else {
            out.say(
                || msg!("step-cancels", card = &action.card.name, action = &name),
                &[ids::ACTION_REACTION_ILLEGAL_TARGET],
            );
        }
    }
}

/// Redirecting the answered action to another legal target.
fn redirect(state: &mut State, action: &Pending, to: &str, from: &Option<String>, out: &mut Out) {
    let Some(id) = action.answers else { return };
    let Some(t) = state.pending(id).cloned() else {
        return;
    };
    let Some(card) = state.card(to).cloned() else {
        return;
    };
    if let Some((reason, _)) = target_problem(state, t.player, t.card.target.as_ref(), &card, false)
    {
        out.say(
            || {
                msg!(
                    "step-cannot-redirect",
                    card = &action.card.name,
                    action = &t.card.name,
                    to = to,
                    reason = reason.msg()
                )
            },
            &[ids::TARGET_REDIRECT],
        );
        return;
    }
    // Only the named target moves (the only one, when there is one).
    let old = match from {
        Some(f) => f.clone(),
        None => t.targets.join(", "),
    };
    if let Some(t) = state.stack.iter_mut().find(|x| x.id == id) {
        match from {
            Some(f) => {
                for x in t.targets.iter_mut() {
                    if x.eq_ignore_ascii_case(f) {
                        *x = card.handle.clone();
                    }
                }
            }
            None => t.targets = vec![card.handle.clone()],
        }
        t.redirected = true;
    }
    out.say(
        || {
            msg!(
                "step-redirects",
                card = &action.card.name,
                action = &t.card.name,
                from = &old,
                to = &card.handle
            )
        },
        &[ids::TARGET_REDIRECT],
    );
}

/// The favor used as a Reaction: the answered action's honor loss to its holder is prevented.
fn prevent_honor_loss(state: &mut State, action: &Pending, out: &mut Out) {
    let Some(id) = action.answers else { return };
    let holder = action.player;
    if let Some(t) = state.stack.iter_mut().find(|x| x.id == id) {
        t.loss_prevented.push(holder);
        let name = t.card.name.clone();
        out.say_reading(
            || {
                msg!(
                    "step-loss-prevented-later",
                    player = state.player_name(holder),
                    action = &name
                )
            },
            &[],
            ids::FAVOR_USE_REACTION,
        );
    }
}

/// The favor used as a Limited action: its player draws a fate card, recorded by the judge.
fn draw(state: &State, action: &Pending, out: &mut Out) {
    let p = action.player;
    out.say(
        || msg!("step-favor-draw", player = state.player_name(p)),
        &[ids::FAVOR_USE_LIMITED, ids::PROC_HAND],
    );
}

/// A Force/Chi token on each card named (one made by a copied ability lasts the turn).
fn token(
    state: &mut State,
    action: &Pending,
    what: &Ref,
    force: &i32,
    chi: &i32,
    res: &mut Resolution,
    out: &mut Out,
) {
    for h in effect_handles(state, action, what, out) {
        let copied = action
            .by
            .as_ref()
            .and_then(|b| state.card(b))
            .and_then(|c| c.mods.copied_ability.clone());
        let (lasting, note) = match &copied {
            Some(src) => (
                Lasting::CopiedToken,
                msg!("token-copied-note", source = src),
            ),
            None => (Lasting::Token, msg!("nothing")),
        };
        if let Some(c) = state.card_mut(&h) {
            c.mods.stats.push(Mod {
                force: *force,
                chi: *chi,
                ph: 0,
                lasting,
                source: action.card.name.clone(),
            });
        }
        let mut cites = vec![ids::TOKEN_STATS];
        if let Some(c) = state.card(&h) {
            let tokens = c
                .mods
                .stats
                .iter()
                .filter(|m| matches!(m.lasting, Lasting::Token | Lasting::CopiedToken))
                .count();
            if tokens > 1 {
                cites.push(ids::TOKEN_MULTIPLE);
            }
            let raw_f = i64::from(c.def.stat(Stat::Force))
                + c.mods.stats.iter().map(|m| i64::from(m.force)).sum::<i64>();
            let raw_c = i64::from(c.def.stat(Stat::Chi))
                + c.mods.stats.iter().map(|m| i64::from(m.chi)).sum::<i64>();
            check_range(raw_f, raw_c, &h, out);
            if raw_f < 0 {
                out.say(
                    || msg!("step-force-floor", handle = &h, raw = raw_f),
                    &[ids::TOKEN_NO_NEGATIVE],
                );
            }
            if raw_c < 0 {
                out.say(
                    || msg!("step-chi-floor", handle = &h, raw = raw_c),
                    &[ids::TOKEN_NO_NEGATIVE],
                );
            }
        }
        if copied.is_some() {
            cites.push(ids::COPY_DURATION);
            cites.push(ids::COPY_EXAMPLE);
        }
        out.say(
            || {
                msg!(
                    "step-token",
                    handle = &h,
                    token = fc(*force, *chi),
                    note = note
                )
            },
            &cites,
        );
        chi_check(state, &h, res, out);
    }
}

/// A Force/Chi bonus, until the end of the turn or permanent; neither is a token.
#[allow(clippy::too_many_arguments)]
fn bonus(
    state: &mut State,
    action: &Pending,
    what: &Ref,
    force: &i32,
    chi: &i32,
    permanent: &bool,
    res: &mut Resolution,
    out: &mut Out,
) {
    for h in effect_handles(state, action, what, out) {
        let lasting = if *permanent {
            Lasting::Permanent
        } else {
            Lasting::Turn
        };
        if let Some(c) = state.card_mut(&h) {
            c.mods.stats.push(Mod {
                force: *force,
                chi: *chi,
                ph: 0,
                lasting,
                source: action.card.name.clone(),
            });
        }
        if let Some(c) = state.card(&h) {
            let raw = |base: Stat, f: fn(&Mod) -> i32| {
                i64::from(c.def.stat(base))
                    + c.mods.stats.iter().map(|m| i64::from(f(m))).sum::<i64>()
            };
            check_range(
                raw(Stat::Force, |m| m.force),
                raw(Stat::Chi, |m| m.chi),
                &h,
                out,
            );
        }
        let how = yes_no(*permanent);
        out.say(
            || {
                msg!(
                    "step-bonus",
                    handle = &h,
                    bonus = fc(*force, *chi),
                    permanent = how
                )
            },
            &[ids::TOKEN_PERMANENT],
        );
        chi_check(state, &h, res, out);
    }
}

/// A trait gained or lost, until the end of the turn or permanently.
fn trait_effect(
    state: &mut State,
    action: &Pending,
    what: &Ref,
    name: &str,
    gain: &bool,
    permanent: &bool,
    out: &mut Out,
) {
    for h in effect_handles(state, action, what, out) {
        if let Some(c) = state.card_mut(&h) {
            c.mods.traits.push((name.to_string(), *gain, *permanent));
        }
        let verb = yes_no(*gain);
        let how = yes_no(*permanent);
        out.say(
            || {
                msg!(
                    "step-trait-change",
                    handle = &h,
                    gain = verb,
                    quality = name,
                    permanent = how
                )
            },
            &[ids::TRAIT_FOO, ids::TOKEN_PERMANENT],
        );
        ancestors_follow_clan(state, &h, out);
    }
}

/// A follower token of the given force attached to each card named.
fn follower_token(state: &mut State, action: &Pending, what: &Ref, force: &i32, out: &mut Out) {
    for h in effect_handles(state, action, what, out) {
        let handle = names::new_handle(state, None, "follower token")
            .unwrap_or_else(|_| format!("follower-token-{}", action.id));
        let mut def = CardDef::new(format!("Follower token ({force}F)"), CardKind::Follower);
        def.stats.insert(Stat::Force, *force);
        let controller = state
            .card(&h)
            .map(|c| c.controller)
            .unwrap_or(action.player);
        state.cards.push(Card {
            attached_to: Some(h.clone()),
            ..Card::new(handle.clone(), def, controller, Zone::InPlay)
        });
        out.say(
            || {
                msg!(
                    "step-follower-token",
                    handle = &h,
                    force = *force,
                    token = &handle
                )
            },
            &[ids::TOKEN_FOLLOWER],
        );
    }
}

/// Each target's whole unit leaves the battle and goes home bowed.
fn send_units_home(state: &mut State, action: &Pending, out: &mut Out) {
    for h in &action.targets {
        if !state.in_play(h) {
            continue;
        }
        let followers: Vec<String> = state
            .attachments(h)
            .filter(|a| a.def.kind == CardKind::Follower)
            .map(|a| a.handle.clone())
            .collect();
        for x in std::iter::once(h).chain(followers.iter()) {
            if let Some(c) = state.card_mut(x) {
                c.bowed = true;
            }
        }
        super::battle::send_home(state, h);
        let with = if followers.is_empty() {
            msg!("nothing")
        } else {
            msg!("unit-with-followers", followers = Arg::commas(&followers))
        };
        out.say(
            || msg!("step-unit-sent-home", handle = h, with = with),
            &[ids::FAVOR_USE_BATTLE, ids::BOW_BOWING],
        );
    }
}

/// The cards an effect acts on, each checked again if it is a target.
pub(super) fn effect_handles(
    state: &State,
    action: &Pending,
    what: &Ref,
    out: &mut Out,
) -> Vec<String> {
    let handles: Vec<String> = match what {
        Ref::Target => action.targets.clone(),
        Ref::Handle(h) => vec![h.clone()],
    };
    let mut ok = Vec::new();
    for h in handles {
        let Some(card) = state.card(&h) else { continue };
        let problem = match what {
            Ref::Target => target_problem(
                state,
                action.player,
                action.card.target.as_ref(),
                card,
                false,
            ),
            Ref::Handle(_) if card.zone != Zone::InPlay => {
                Some((TargetProblem::NotInPlay, ids::DESTROY_DISCARD))
            }
            Ref::Handle(_) => None,
        };
        match problem {
            Some((reason, rule)) => out.say(
                || {
                    msg!(
                        "step-no-effect-on",
                        card = &action.card.name,
                        handle = &h,
                        reason = reason.msg()
                    )
                },
                &[ids::ACTION_REACTION_ILLEGAL_TARGET, rule],
            ),
            None => ok.push(card.handle.clone()),
        }
    }
    ok
}

/// A personality that joins another clan loses its ancestors of the old one.
pub(super) fn ancestors_follow_clan(state: &mut State, h: &str, out: &mut Out) {
    let Some(host) = state.card(h).cloned() else {
        return;
    };
    let clans = [
        "crab", "crane", "dragon", "lion", "phoenix", "scorpion", "unicorn", "mantis", "naga",
    ];
    let lost: Vec<String> = state
        .attachments(h)
        .filter(|a| a.def.kind == CardKind::Ancestor)
        .filter(|a| {
            !a.def
                .traits
                .iter()
                .any(|t| clans.contains(&t.as_str()) && host.has_trait(t))
        })
        .map(|a| a.handle.clone())
        .collect();
    for a in lost {
        if let Some(c) = state.card_mut(&a) {
            c.zone = Zone::Discard;
            c.attached_to = None;
        }
        out.say(
            || msg!("step-ancestor-clan-lost", handle = h, ancestor = &a),
            &[ids::PLAY_ANCESTOR_5, ids::DESTROY_DISCARD],
        );
    }
}

/// A card's force and chi before they are held in range: beyond it, `decide` refuses the command.
fn check_range(force: i64, chi: i64, h: &str, out: &mut Out) {
    if [force, chi].iter().any(|v| i32::try_from(*v).is_err()) {
        out.overflowed(|| crate::msg!("overflow-force-chi", handle = h));
    }
}

/// `1F/1C`, `-3F`, `+2C`.
pub(super) fn fc(force: i32, chi: i32) -> String {
    let part = |v: i32, l: &str| {
        if v == 0 {
            None
        } else {
            Some(format!("{v:+}{l}"))
        }
    };
    let parts: Vec<String> = [part(force, "F"), part(chi, "C")]
        .into_iter()
        .flatten()
        .collect();
    if parts.is_empty() {
        "+0F".into()
    } else {
        parts.join("/")
    }
}

pub(super) fn card_effect(
    state: &mut State,
    action: &Pending,
    verb: CardVerb,
    h: &str,
    res: &mut Resolution,
    out: &mut Out,
) {
    let source = &action.card.name;
    if let Some(c) = state.card(h) {
        let host_alive = c
            .attached_to
            .as_ref()
            .is_some_and(|host| state.in_play(host));
        if c.def.kind == CardKind::Ancestor
            && host_alive
            && matches!(verb, CardVerb::Destroy | CardVerb::Discard)
        {
            out.say(
                || msg!("step-ancestor-stays", handle = h),
                &[ids::PLAY_ANCESTOR_3],
            );
            return;
        }
    }
    match verb {
        CardVerb::Destroy => destroy(state, h, res, out),
        CardVerb::Discard => discard(state, h, out),
        CardVerb::Bow => {
            if let Some(c) = state.card_mut(h) {
                c.bowed = true;
            }
            out.say(
                || msg!("step-effect-bows", source = source, handle = h),
                &[ids::BOW_BOWING],
            );
        }
        CardVerb::Straighten => {
            if let Some(c) = state.card_mut(h) {
                c.bowed = false;
            }
            out.say(
                || msg!("step-effect-straightens", source = source, handle = h),
                &[ids::BOW_BOWING],
            );
        }
        CardVerb::Dishonor => {
            if let Some(c) = state.card_mut(h) {
                c.dishonored = true;
            }
            out.say(
                || msg!("step-effect-dishonors", source = source, handle = h),
                &[ids::DISHONOR_STATE, ids::DISHONOR_PERSONAL_HONOR],
            );
        }
        CardVerb::Rehonor => {
            if let Some(c) = state.card_mut(h) {
                c.dishonored = false;
            }
            out.say(
                || msg!("step-effect-rehonors", source = source, handle = h),
                &[ids::DISHONOR_STATE],
            );
        }
        CardVerb::Restore => {
            let cite = if source == FAVOR {
                ids::FAVOR_USE_OPEN
            } else {
                ids::DISHONOR_STATE
            };
            if let Some(c) = state.card_mut(h) {
                if c.zone == Zone::Dead(DeadKind::Dishonorable) {
                    c.zone = Zone::Dead(DeadKind::Honorable);
                    c.dishonored = false;
                    out.say(
                        || msg!("step-restores-dead", source = source, handle = h),
                        &[cite, ids::DESTROY_DEAD_KINDS],
                    );
                } else {
                    c.dishonored = false;
                    out.say(
                        || msg!("step-restores", source = source, handle = h),
                        &[cite, ids::DISHONOR_STATE],
                    );
                }
            }
        }
    }
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
