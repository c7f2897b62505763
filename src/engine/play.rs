//! Declaring an action: the checks on timing, the card, its performer, targets and costs; the
//! declaration itself (costs paid, the card leaves the hand, the window opens).

use super::bring;
use super::core::card::{base_name, CardDef, Effect, Ref};
use super::core::checks::{active_player, in_play, timing};
use super::core::error::{AnswerEffect, BattleUse, NameKind, Refusal, Rejection, RitualProblem};
use super::core::event::Event;
use super::core::library::Library;
use super::core::names::{self, closest};
use super::core::out::Out;
use super::core::resolution::{resolve_who, Resolution};
use super::core::state::{Card, Mode, Pending, PlayerIx, Question, State, Zone};
use super::core::typed_card::lower_effects;
use super::effects::pay_cost;
use super::targets::{target_problem, trigger_problem};
use super::window::open_window;
use crate::lang::ast::{
    AbilityUse, ActionKind, BringAst, CardKind, CardVerb, EffectAst, Name, Phase, Span,
};
use crate::msg;
use crate::msg::Arg;
use crate::rules::ids;

#[allow(clippy::too_many_arguments)]
pub(super) fn declare(
    state: &mut State,
    out: &mut Out,
    p: PlayerIx,
    card: CardDef,
    kind: ActionKind,
    by: Option<String>,
    targets: Vec<String>,
    from_hand: Option<&str>,
) {
    let name = state.player_name(p).to_string();
    if let Some(h) = from_hand {
        if let Some(c) = state.card_mut(h) {
            c.zone = Zone::Discard;
        }
    }
    let answers = if kind == ActionKind::Reaction {
        state.stack.last().map(|t| t.id)
    } else {
        None
    };
    let id = state.next_action_id(out);
    // Performed by a card and not a card played for it (from the hand, an action card, a kiho, a
    // spell, an event): an ability of that card. A card named after its performer (a holding's
    // or a personality's own name) is the performer's text whatever kind it was typed as.
    let own_text = by
        .as_ref()
        .and_then(|b| state.card(b))
        .is_some_and(|c| base_name(&c.def.name).eq_ignore_ascii_case(base_name(&card.name)));
    let ability = by.is_some()
        && from_hand.is_none()
        && (own_text
            || !matches!(
                card.kind,
                CardKind::Action | CardKind::Kiho | CardKind::Spell | CardKind::Event
            ));
    if !out.quiet {
        declare_step(
            state, out, p, &card, kind, &by, &targets, from_hand, answers, ability,
        );
    }

    let pending = Pending {
        by,
        targets,
        answers,
        ..Pending::new(id, p, card, kind, state.left_of(p))
    };
    // A samurai performing an action whose cost makes its player lose honor: seppuku is offered first.
    let cost_loss: i32 = pending
        .card
        .costs
        .iter()
        .filter_map(|c| match c {
            Effect::LoseHonor { who, amount } => {
                let res = Resolution::of(&pending);
                (resolve_who(state, who, &res).unwrap_or(p) == p).then_some(*amount)
            }
            _ => None,
        })
        .sum();
    let samurai = pending
        .by
        .as_ref()
        .filter(|_| cost_loss > 0)
        .and_then(|h| state.card(h))
        .filter(|c| c.controller == p && c.zone == Zone::InPlay && c.has_trait("samurai"))
        .map(|c| c.handle.clone());
    if let Some(h) = samurai {
        out.say(
            || {
                msg!(
                    "step-seppuku-cost-question",
                    player = &name,
                    samurai = &h,
                    loss = cost_loss
                )
            },
            &[ids::TRAIT_SAMURAI],
        );
        state.question = Some(Question::Seppuku {
            player: p,
            candidates: vec![h],
            action: pending.id,
            loss: cost_loss,
            at_cost: true,
        });
        state.stack.push(pending);
        return;
    }
    // Costs are paid now, at declaration, and stay paid if the action is cancelled.
    // On the stack first, so that a player a cost takes out of the game leaves its window.
    if pending.card.costs.is_empty() {
        state.stack.push(pending);
    } else {
        let mut res = Resolution::of(&pending);
        let costs = pending.card.costs.clone();
        state.stack.push(pending);
        for cost in &costs {
            pay_cost(state, p, cost, &mut res, out);
        }
    }
    open_window(state, out);
}

/// The step telling a declaration.
#[allow(clippy::too_many_arguments)]
fn declare_step(
    state: &State,
    out: &mut Out,
    p: PlayerIx,
    card: &CardDef,
    kind: ActionKind,
    by: &Option<String>,
    targets: &[String],
    from_hand: Option<&str>,
    answers: Option<u32>,
    ability: bool,
) {
    let kind_rule = match kind {
        ActionKind::Limited => ids::ACTION_LIMITED,
        ActionKind::Open => ids::ACTION_OPEN,
        ActionKind::Battle => ids::ACTION_BATTLE,
        ActionKind::Reaction => ids::ACTION_REACTION,
    };
    let mut cites = vec![kind_rule];
    if ability {
        cites.push(ids::TRAIT_ABILITIES);
    }
    if kind == ActionKind::Reaction {
        cites.push(ids::ACTION_REACTION_NOT_A_TURN);
    }
    if !targets.is_empty() {
        cites.push(ids::TARGET_DEFINITION);
    }
    // A card that asks for a bowed target lets its player target their own bowed personality
    // (target.own-bowed): said when the player does.
    let own_bowed = card.target.as_ref().is_some_and(|t| t.own_bowed)
        && targets.iter().any(|h| {
            state.card(h).is_some_and(|c| {
                c.def.kind == CardKind::Personality
                    && c.controller == p
                    && c.bowed
                    && c.zone == Zone::InPlay
            })
        });
    if own_bowed {
        cites.push(ids::TARGET_OWN_BOWED);
    }
    if from_hand.is_some() {
        cites.push(ids::ACTION_FATE_CARDS);
        cites.push(ids::PLAY_ACTION_CARDS);
    }
    match card.kind {
        CardKind::Kiho => cites.push(ids::PLAY_KIHO),
        CardKind::Spell => {
            cites.push(ids::SPELL_SHUGENJA);
            if card.has_trait("ritual") {
                cites.push(ids::SPELL_RITUAL);
            }
        }
        CardKind::Event => cites.push(ids::PLAY_EVENT),
        _ => {}
    }
    out.say(
        || {
            let mut more: Vec<Arg> = Vec::new();
            if let Some(b) = &by {
                more.push(msg!("declare-by", by = b).into());
            }
            if ability {
                more.push(msg!("declare-ability").into());
            }
            if !targets.is_empty() {
                more.push(msg!("declare-targets", targets = Arg::commas(targets)).into());
            }
            if own_bowed {
                more.push(msg!("declare-own-bowed").into());
            }
            if let Some(a) = answers.and_then(|a| state.pending(a)) {
                let answered = msg!(
                    "declare-answers",
                    player = state.player_name(a.player),
                    card = &a.card.name
                );
                more.push(answered.into());
            }
            if kind == ActionKind::Reaction {
                more.push(msg!("declare-reaction").into());
            }
            match card.kind {
                CardKind::Kiho => more.push(msg!("declare-kiho").into()),
                CardKind::Spell => {
                    more.push(msg!("declare-spell").into());
                    if card.has_trait("ritual") {
                        more.push(msg!("declare-ritual").into());
                    }
                }
                CardKind::Event => more.push(msg!("declare-event").into()),
                _ => {}
            }
            msg!(
                "step-declare",
                player = state.player_name(p),
                card = super::core::card::card_name_arg(&card.name),
                kind = msg!("action-kind", kind = kind.keyword()),
                more = Arg::Concat(more)
            )
        },
        &cites,
    );
}

pub(super) struct PlayArgs<'a> {
    pub(super) player: &'a Name,
    pub(super) card: &'a Name,
    pub(super) reacts: bool,
    pub(super) kind: Option<(ActionKind, Span)>,
    pub(super) by: Option<&'a Name>,
    pub(super) targets: &'a [Name],
    pub(super) costs: &'a [EffectAst],
    pub(super) effects: &'a [EffectAst],
    pub(super) on: Option<&'a Name>,
    pub(super) paying: &'a [Name],
    pub(super) bring: &'a BringAst,
    pub(super) ability: Option<&'a AbilityUse>,
}

/// Declares an action (rules on declaring actions): who may act and when, the card and its
/// performer, the targets, the costs, then the declaration itself.
pub(super) fn play(state: &State, lib: &Library, a: PlayArgs<'_>) -> Result<Event, Rejection> {
    let p = active_player(state, a.player)?;
    check_reacts_kind(&a)?;
    // `uses CARD`: an ability of a card in play is the card's own, the card performing it.
    let in_play = match a.ability {
        Some(_) => card_in_play(state, p, a.card)?,
        None => None,
    };
    let Played {
        spell,
        from_hand,
        mut def,
    } = match in_play {
        Some(c) => Played {
            spell: None,
            from_hand: None,
            def: CardDef::clone(&c.def),
        },
        None => played_card(state, lib, p, &a)?,
    };
    let typed_kind = a.kind.is_some() || a.reacts;
    let bring_mode = if spell.is_some() || a.ability.is_some() {
        None
    } else {
        bring::mode_for(&def, a.on.is_some(), a.bring.over.is_some(), typed_kind)
    };
    if let Some(mode) = bring_mode {
        return declare_bring(state, p, def, mode, &a, from_hand);
    }
    check_no_bring_words(&a)?;
    if def.kind == CardKind::Event && !typed_kind {
        return declare_event(state, p, def, &a);
    }
    let own = in_play.map(|c| Name::new(c.handle.clone(), a.card.span));
    if let Some(u) = a.ability {
        let typed = a
            .kind
            .map(|(k, _)| k)
            .or(a.reacts.then_some(ActionKind::Reaction));
        let performer = a.by.or(own.as_ref()).map(|n| n.value.as_str());
        let typed_effects = !a.effects.is_empty();
        let in_battle = state.battle().is_some();
        super::abilities::use_printed(&mut def, u, typed, performer, typed_effects, in_battle)?;
    } else {
        check_action_card(&def, spell.is_some(), &a)?;
    }
    let kind = action_kind(state, &mut def, &a)?;
    check_when(state, p, &def, kind)?;
    check_answers(state, &def, kind)?;
    let mut by = performer(state, p, &def, kind, a.by.or(own.as_ref()))?;
    if by.is_none() && spell.is_none() && from_hand.is_none() {
        check_named_ability(state, p, &def, &a)?;
    }
    if let Some(sp) = spell {
        by = Some(cast_by_shugenja(state, sp, &mut def)?);
    }
    ritual_helpers(state, p, &mut def, &a, spell.is_some(), by.as_deref())?;
    if def.kind == CardKind::Kiho {
        kiho_performer(state, p, &mut def, by.as_deref())?;
    }
    check_terrain(state, &def, kind)?;
    check_copy(&def, by.as_deref())?;
    let targets = chosen_targets(state, p, &def, a.targets)?;
    check_costs(state, p, &def)?;
    super::duel::check_challenge(state, p, &def, by.as_deref(), &targets)?;
    super::ranged::check_elemental(state, &def, &targets)?;
    super::ranged::check_ability_attack(state, p, &mut def, by.as_deref(), &targets)?;
    // The action carries what it plays, not the card's other abilities.
    def.abilities.clear();
    Ok(Event::Declare {
        player: state.player_name(p).to_string(),
        card: Box::new(def),
        kind,
        by,
        targets,
        from_hand: from_hand.map(|c| c.handle.clone()),
        entering: None,
    })
}

/// `uses CARD`: the player's card in play named by handle or card name (another player's when
/// the player has none, refused as not theirs when it performs); none when no card in play is
/// named, and the card is looked for in the hand and the library.
fn card_in_play<'s>(
    state: &'s State,
    p: PlayerIx,
    card: &Name,
) -> Result<Option<&'s Card>, Rejection> {
    let unknown = |e: &Rejection| matches!(e.kind.as_ref(), Refusal::Unknown { .. });
    match names::card(state, card, |c| c.zone == Zone::InPlay && c.controller == p) {
        Ok(c) => Ok(Some(c)),
        Err(e) if unknown(&e) => match names::card(state, card, |c| c.zone == Zone::InPlay) {
            Ok(c) => Ok(Some(c)),
            Err(e) if unknown(&e) => Ok(None),
            Err(e) => Err(e),
        },
        Err(e) => Err(e),
    }
}

/// The card being played, where it comes from (a spell cast from play, a card from the hand).
struct Played<'s> {
    spell: Option<&'s Card>,
    from_hand: Option<&'s Card>,
    def: CardDef,
}

/// Action kinds: `reacts` declares a Reaction and takes no other kind.
fn check_reacts_kind(a: &PlayArgs<'_>) -> Result<(), Rejection> {
    if a.reacts {
        if let Some((k, span)) = a.kind {
            if k != ActionKind::Reaction {
                return Err(Refusal::ReactsWithKind { kind: k }.input().at(span));
            }
        }
    }
    Ok(())
}

/// The card named: a spell on the player's shugenja, a card in hand, a card defined earlier or a
/// printed card; a card typed on the spot when the action says its kind or effects.
fn played_card<'s>(
    state: &'s State,
    lib: &Library,
    p: PlayerIx,
    a: &PlayArgs<'_>,
) -> Result<Played<'s>, Rejection> {
    // A spell already on one of the player's shugenja is cast, not played again.
    let spell = names::card(state, a.card, |c| {
        c.zone == Zone::InPlay && c.def.kind == CardKind::Spell && c.controller == p
    })
    .ok();
    let from_hand = if spell.is_some() {
        None
    } else {
        names::hand_card(state, p, a.card).ok()
    };
    let base = spell
        .map(|c| CardDef::clone(&c.def))
        .or(from_hand.map(|c| CardDef::clone(&c.def)))
        .or_else(|| state.def(&a.card.value).cloned())
        .or_else(|| lib.get(&a.card.value).cloned());
    let typed = a.kind.is_some() || a.reacts || !a.effects.is_empty();
    let def = match base {
        Some(d) => d,
        None if typed => CardDef::new(a.card.value.clone(), CardKind::Action),
        None => {
            return Err(Refusal::Unknown {
                kind: NameKind::Card,
                name: a.card.value.clone(),
                suggestion: closest(
                    &a.card.value,
                    lib.cards()
                        .iter()
                        .map(|c| c.name.as_str())
                        .chain(state.defs.iter().map(|d| d.name.as_str())),
                ),
            }
            .input()
            .at(a.card.span))
        }
    };
    Ok(Played {
        spell,
        from_hand,
        def,
    })
}

/// Bringing a card into play (personalities, holdings, attachments): a Limited declaration
/// carrying the card that enters.
fn declare_bring(
    state: &State,
    p: PlayerIx,
    mut def: CardDef,
    mode: Mode,
    a: &PlayArgs<'_>,
    from_hand: Option<&Card>,
) -> Result<Event, Rejection> {
    let entering = bring::decide(
        state,
        p,
        &def,
        mode,
        bring::BringArgs {
            on: a.on,
            over: a.bring.over.as_ref(),
            paying: a.paying,
            clan_choice: a.bring.clan_choice.as_ref().map(|c| c.value),
            handle: a.bring.handle.as_ref(),
            from_hand: from_hand.map(|c| c.handle.clone()),
        },
    )?;
    if !a.costs.is_empty() {
        def.costs = lower_effects(state, a.costs, None)?;
    }
    check_costs(state, p, &def)?;
    if !a.effects.is_empty() {
        let effects = lower_effects(state, a.effects, None)?;
        if let Some(e) = effects
            .iter()
            .find(|e| !matches!(e, Effect::LoseHonor { .. } | Effect::GainHonor { .. }))
        {
            return Err(Refusal::EffectOnEntry {
                word: e.keyword().to_string(),
                card: def.name.clone(),
            }
            .input());
        }
        def.effects = effects;
    }
    Ok(Event::Declare {
        player: state.player_name(p).to_string(),
        card: Box::new(def),
        kind: ActionKind::Limited,
        by: None,
        targets: Vec::new(),
        from_hand: None,
        entering: Some(Box::new(entering)),
    })
}

/// The words of bringing a card in (`on`, `paying`, a clan, `over`, a handle) belong to no action.
fn check_no_bring_words(a: &PlayArgs<'_>) -> Result<(), Rejection> {
    if a.on.is_some()
        || !a.paying.is_empty()
        || a.bring.clan_choice.is_some()
        || a.bring.over.is_some()
        || a.bring.handle.is_some()
    {
        return Err(Refusal::BringWordsOnAction.input());
    }
    Ok(())
}

/// An event turned up: only in its player's events phase, and not while an action resolves.
fn declare_event(
    state: &State,
    p: PlayerIx,
    mut def: CardDef,
    a: &PlayArgs<'_>,
) -> Result<Event, Rejection> {
    let turn = state.turn.ok_or(Refusal::NoTurn.by(ids::REF_TURN_PHASES))?;
    if turn.player != p || turn.phase != Phase::Events {
        return Err(Refusal::NotEventsPhase {
            player: state.player_name(p).to_string(),
        }
        .by(ids::PLAY_EVENT));
    }
    if let Some(top) = state.stack.last() {
        return Err(Refusal::EventWhileResolving {
            action: top.card.name.clone(),
        }
        .by(ids::ACTION_RESOLVE_FULLY));
    }
    // Under the One-Time-Events rule, an event already seen in this game is played only as the
    // appearance the events phase turned up (and left due).
    let seen = |list: &[String]| list.iter().any(|e| e.eq_ignore_ascii_case(&def.name));
    if state.one_time_events && seen(&state.events_seen) && !seen(&state.events_due) {
        return Err(Refusal::EventOnce {
            event: def.name.clone(),
        }
        .by(ids::OPTIONAL_ONE_TIME_EVENTS)
        .at(a.card.span));
    }
    def.action = Some(ActionKind::Limited);
    if !a.effects.is_empty() {
        def.effects = lower_effects(state, a.effects, None)?;
    }
    Ok(Event::Declare {
        player: state.player_name(p).to_string(),
        card: Box::new(def),
        kind: ActionKind::Limited,
        by: None,
        targets: Vec::new(),
        from_hand: None,
        entering: None,
    })
}

/// Only actions, kiho and cards with printed abilities are played as actions (spells are cast).
fn check_action_card(def: &CardDef, spell: bool, a: &PlayArgs<'_>) -> Result<(), Rejection> {
    if !spell
        && !matches!(
            def.kind,
            CardKind::Action
                | CardKind::Kiho
                | CardKind::Personality
                | CardKind::Holding
                | CardKind::Stronghold
                | CardKind::Ring
        )
    {
        return Err(Refusal::NotAnAction {
            card: def.name.clone(),
            kind: def.kind,
        }
        .by(ids::PLAY_ACTION_CARDS)
        .at(a.card.span));
    }
    Ok(())
}

/// The action's kind, costs and effects as declared; every action says its kind.
fn action_kind(
    state: &State,
    def: &mut CardDef,
    a: &PlayArgs<'_>,
) -> Result<ActionKind, Rejection> {
    let printed_kind = def.action;
    if let Some((k, _)) = a.kind {
        def.action = Some(k);
    }
    if a.reacts {
        def.action = Some(ActionKind::Reaction);
    }
    let answered = if def.action == Some(ActionKind::Reaction) {
        state.stack.last().map(|t| t.player)
    } else {
        None
    };
    // What the judge types overrides a reading of the printed text, and is the judge's.
    if !a.costs.is_empty() || !a.effects.is_empty() || def.action != printed_kind {
        def.read_from_text = None;
    }
    if !a.costs.is_empty() {
        def.costs = lower_effects(state, a.costs, answered)?;
    }
    if !a.effects.is_empty() {
        def.effects = lower_effects(state, a.effects, answered)?;
    }
    let Some(kind) = def.action else {
        // A printed card with several abilities: which one is asked, not its kind.
        if def.abilities.len() > 1 && a.effects.is_empty() {
            return Err(Refusal::WhichAbility {
                card: def.name.clone(),
                list: super::abilities::listing(&def.abilities),
            }
            .input()
            .at(a.card.span));
        }
        return Err(Refusal::MissingKind {
            card: def.name.clone(),
        }
        .input()
        .at(a.card.span));
    };
    Ok(kind)
}

/// When the action may be taken: its kind's timing, a Battle action needs a unit in the battle,
/// a Reaction needs its trigger met.
fn check_when(
    state: &State,
    p: PlayerIx,
    def: &CardDef,
    kind: ActionKind,
) -> Result<(), Rejection> {
    timing(state, p, kind)?;
    if kind == ActionKind::Battle && state.battle().is_some() && !state.has_unit_in_battle(p) {
        return Err(Refusal::NoUnitInBattle {
            player: state.player_name(p).to_string(),
        }
        .by(ids::ACTION_BATTLE));
    }
    if kind == ActionKind::Reaction {
        if let (Some(trigger), Some(top)) = (&def.trigger, state.stack.last()) {
            if let Some(reason) = trigger_problem(state, p, trigger, top) {
                return Err(Refusal::TriggerNotMet {
                    card: def.name.clone(),
                    condition: trigger.text.clone(),
                    reason,
                }
                .by(ids::ACTION_REACTION));
            }
        }
    }
    Ok(())
}

/// Effects that answer another action (cancel, redirect, prevent honor loss) are Reactions;
/// a redirection must be legal.
fn check_answers(state: &State, def: &CardDef, kind: ActionKind) -> Result<(), Rejection> {
    if let Some(e) = def.effects.iter().find(|e| e.answers_another()) {
        if kind != ActionKind::Reaction {
            let effect = match e {
                Effect::Cancel { .. } => AnswerEffect::Cancel,
                Effect::Redirect { .. } => AnswerEffect::Redirect,
                _ => AnswerEffect::PreventHonorLoss,
            };
            return Err(Refusal::NeedsReaction { effect }.by(ids::ACTION_REACTION));
        }
    }
    for e in &def.effects {
        if let Effect::Redirect { to, from } = e {
            check_redirect(state, to, from.as_deref())?;
        }
    }
    Ok(())
}

/// Redirection: only an action whose player chose its target, only to a legal target.
fn check_redirect(state: &State, to: &str, from: Option<&str>) -> Result<(), Rejection> {
    let Some(top) = state.stack.last() else {
        return Err(Refusal::NothingToReactTo.by(ids::ACTION_REACTION));
    };
    if top.targets.is_empty() || top.card.target.as_ref().is_some_and(|t| t.fixed) {
        return Err(Refusal::NotRedirectable {
            action: top.card.name.clone(),
        }
        .by(ids::TARGET_REDIRECT));
    }
    // With several targets, the reaction says which one moves; the others stay.
    match from {
        None if top.targets.len() > 1 => {
            return Err(Refusal::WhichTarget {
                action: top.card.name.clone(),
                targets: top.targets.clone(),
                to: to.to_string(),
            }
            .by(ids::TARGET_REDIRECT));
        }
        Some(f) if !top.targets.iter().any(|t| t.eq_ignore_ascii_case(f)) => {
            return Err(Refusal::NotATarget {
                action: top.card.name.clone(),
                handle: f.to_string(),
                targets: top.targets.clone(),
            }
            .by(ids::TARGET_REDIRECT));
        }
        _ => {}
    }
    let Some(card) = state.card(to) else {
        return Err(Refusal::Unknown {
            kind: NameKind::Handle,
            name: to.to_string(),
            suggestion: None,
        }
        .input());
    };
    if let Some((reason, _)) =
        target_problem(state, top.player, top.card.target.as_ref(), card, false)
    {
        return Err(Refusal::IllegalTarget {
            card: top.card.name.clone(),
            target: card.handle.clone(),
            reason,
        }
        .by(ids::TARGET_REDIRECT));
    }
    Ok(())
}

/// The performer named with `by`: in play, the player's own, unbowed; a region acts only in the
/// battle at its own province.
fn performer(
    state: &State,
    p: PlayerIx,
    def: &CardDef,
    kind: ActionKind,
    by: Option<&Name>,
) -> Result<Option<String>, Rejection> {
    let Some(n) = by else {
        return Ok(None);
    };
    let c = names::board_card(state, n)?;
    in_play(c, n.span)?;
    if c.controller != p {
        return Err(Refusal::NotYours {
            handle: c.handle.clone(),
            player: state.player_name(p).into(),
            controller: state.player_name(c.controller).into(),
        }
        .by(ids::PLAY_CONTROL)
        .at(n.span));
    }
    // A bowed card cannot be used: not its own abilities, not one it copied.
    if c.bowed {
        return Err(Refusal::BowedPerformer {
            handle: c.handle.clone(),
            card: def.name.clone(),
        }
        .by(ids::BOW_BOWED_UNUSABLE)
        .at(n.span));
    }
    // A region's or a fortification's Battle action is used only in the battle at its own
    // province.
    if kind == ActionKind::Battle && on_province(c) {
        if let (Some(b), Some(home)) = (state.battle(), c.attached_to.as_deref()) {
            if !b.province.eq_ignore_ascii_case(home) {
                return Err(Refusal::RegionElsewhere {
                    handle: c.handle.clone(),
                    home: home.to_string(),
                    province: b.province.clone(),
                }
                .by(ids::ACTION_BATTLE));
            }
        }
    }
    Ok(Some(c.handle.clone()))
}

/// A card that lies on a province: a region, or a fortification (a holding with that trait).
pub(super) fn on_province(c: &Card) -> bool {
    c.def.kind == CardKind::Region
        || (c.def.kind == CardKind::Holding && c.has_trait("fortification"))
}

/// An ability named by its card (`plays "Retired General"`) with no performer named: the card
/// in play is the one used, and it must not be bowed.
fn check_named_ability(
    state: &State,
    p: PlayerIx,
    def: &CardDef,
    a: &PlayArgs<'_>,
) -> Result<(), Rejection> {
    if !matches!(
        def.kind,
        CardKind::Personality | CardKind::Holding | CardKind::Stronghold
    ) {
        return Ok(());
    }
    let mine: Vec<&Card> = state
        .cards
        .iter()
        .filter(|c| {
            c.zone == Zone::InPlay
                && c.controller == p
                && c.def.name.eq_ignore_ascii_case(&def.name)
        })
        .collect();
    if let Some(first) = mine.first() {
        if mine.iter().all(|c| c.bowed) {
            return Err(Refusal::BowedPerformer {
                handle: first.handle.clone(),
                card: def.name.clone(),
            }
            .by(ids::BOW_BOWED_UNUSABLE)
            .at(a.card.span));
        }
    }
    Ok(())
}

/// A spell is cast by the shugenja it is attached to, who bows as a cost.
fn cast_by_shugenja(state: &State, sp: &Card, def: &mut CardDef) -> Result<String, Rejection> {
    let host = sp.attached_to.as_ref().and_then(|h| state.card(h));
    let Some(host) = host else {
        return Err(Refusal::NotShugenja {
            host: sp.handle.clone(),
        }
        .by(ids::SPELL_SHUGENJA));
    };
    if !host.has_trait("shugenja") {
        return Err(Refusal::NotShugenja {
            host: host.handle.clone(),
        }
        .by(ids::SPELL_SHUGENJA));
    }
    def.costs.push(Effect::Card {
        verb: CardVerb::Bow,
        what: Ref::Handle(host.handle.clone()),
    });
    Ok(host.handle.clone())
}

/// A ritual: other shugenja of the player bow to aid the primary one; while a battle is being
/// fought on the board, the primary caster and every helper must be in it.
fn ritual_helpers(
    state: &State,
    p: PlayerIx,
    def: &mut CardDef,
    a: &PlayArgs<'_>,
    spell: bool,
    by: Option<&str>,
) -> Result<(), Rejection> {
    let ritual = spell && def.has_trait("ritual");
    if ritual && state.battle().is_some() {
        if let Some(primary) = by.and_then(|b| state.card(b)) {
            if !state.in_battle(&primary.handle) {
                return Err(Refusal::NotInBattle {
                    handle: primary.handle.clone(),
                    role: BattleUse::RitualCaster,
                }
                .by(ids::SPELL_RITUAL));
            }
        }
    }
    for n in &a.bring.helpers {
        let c = names::board_card(state, n)?;
        let reason = if !ritual {
            Some(RitualProblem::NotARitual)
        } else if c.zone != Zone::InPlay || c.controller != p {
            Some(RitualProblem::NotOwnInPlay)
        } else if !c.has_trait("shugenja") {
            Some(RitualProblem::NotAShugenja)
        } else if c.bowed {
            Some(RitualProblem::Bowed)
        } else if by.is_some_and(|b| b.eq_ignore_ascii_case(&c.handle)) {
            Some(RitualProblem::Primary)
        } else if state.battle().is_some() && !state.in_battle(&c.handle) {
            Some(RitualProblem::NotInBattle)
        } else {
            None
        };
        if let Some(reason) = reason {
            return Err(Refusal::NotARitualHelper {
                handle: c.handle.clone(),
                reason,
            }
            .by(ids::SPELL_RITUAL)
            .at(n.span));
        }
        def.costs.push(Effect::Card {
            verb: CardVerb::Bow,
            what: Ref::Handle(c.handle.clone()),
        });
    }
    Ok(())
}

/// A kiho is performed by a shugenja or monk, who bows as a cost.
fn kiho_performer(
    state: &State,
    p: PlayerIx,
    def: &mut CardDef,
    by: Option<&str>,
) -> Result<(), Rejection> {
    let performer = by
        .and_then(|h| state.card(h))
        .filter(|c| c.has_trait("shugenja") || c.has_trait("monk"));
    let Some(performer) = performer else {
        return Err(Refusal::NeedsPerformer {
            card: def.name.clone(),
            player: state.player_name(p).to_string(),
        }
        .by(ids::PLAY_KIHO));
    };
    def.costs.push(Effect::Card {
        verb: CardVerb::Bow,
        what: Ref::Handle(performer.handle.clone()),
    });
    Ok(())
}

/// A terrain's Battle action needs no terrain already in play, unless it replaces terrain.
fn check_terrain(state: &State, def: &CardDef, kind: ActionKind) -> Result<(), Rejection> {
    if kind == ActionKind::Battle && def.has_trait("terrain") && !def.has_trait("replaces-terrain")
    {
        if let Some(t) = state.cards.terrains_in_play().next() {
            return Err(Refusal::TerrainInPlay {
                terrain: t.handle.clone(),
            }
            .by(ids::ACTION_BATTLE_TERRAIN));
        }
    }
    Ok(())
}

/// Copying an ability: from another card than the performer, and a performer is named.
fn check_copy(def: &CardDef, by: Option<&str>) -> Result<(), Rejection> {
    for e in &def.effects {
        if let Effect::Copy { from, .. } = e {
            if by.is_none_or(|b| b.eq_ignore_ascii_case(from)) {
                return Err(Refusal::BadCopy {
                    card: def.name.clone(),
                }
                .by(ids::COPY_SELF));
            }
        }
    }
    Ok(())
}

/// Targets: each one legal for the card's target definition; a card that targets names one.
fn chosen_targets(
    state: &State,
    p: PlayerIx,
    def: &CardDef,
    named: &[Name],
) -> Result<Vec<String>, Rejection> {
    let mut targets = Vec::new();
    for n in named {
        let c = names::board_card(state, n)?;
        let restore = def.effects.iter().any(|e| {
            matches!(
                e,
                Effect::Card {
                    verb: CardVerb::Restore,
                    what: Ref::Target
                }
            )
        });
        if let Some((reason, rule)) = target_problem(state, p, def.target.as_ref(), c, restore) {
            return Err(Refusal::IllegalTarget {
                card: def.name.clone(),
                target: c.handle.clone(),
                reason,
            }
            .by(rule)
            .at(n.span));
        }
        targets.push(c.handle.clone());
    }
    let needs_target = def.target.is_some() || def.effects.iter().any(Effect::uses_target);
    if needs_target && targets.is_empty() {
        return Err(Refusal::MissingTarget {
            card: def.name.clone(),
        }
        .by(ids::TARGET_DEFINITION));
    }
    Ok(targets)
}

/// Costs that bow a card need that card unbowed and under the player's control.
pub(super) fn check_costs(state: &State, p: PlayerIx, def: &CardDef) -> Result<(), Rejection> {
    for c in &def.costs {
        if c.uses_target() {
            return Err(Refusal::CostOnTarget.input());
        }
        if !c.is_payable_cost() {
            return Err(Refusal::CostNotPayable {
                word: c.keyword().to_string(),
            }
            .input());
        }
        if let Effect::Card {
            verb,
            what: Ref::Handle(h),
        } = c
        {
            let Some(card) = state.card(h).filter(|c| c.zone == Zone::InPlay) else {
                return Err(Refusal::Unknown {
                    kind: NameKind::Handle,
                    name: h.clone(),
                    suggestion: None,
                }
                .input());
            };
            if *verb == CardVerb::Dishonor
                && (card.dishonored || card.def.kind != CardKind::Personality)
            {
                return Err(Refusal::CostDishonor {
                    handle: card.handle.clone(),
                }
                .by(ids::DISHONOR_STATE));
            }
        }
        if let Effect::Card {
            verb: CardVerb::Bow,
            what: Ref::Handle(h),
        } = c
        {
            // A cost of a card defined earlier may name a card since retracted.
            let Some(card) = state.card(h) else {
                return Err(Refusal::Unknown {
                    kind: NameKind::Handle,
                    name: h.clone(),
                    suggestion: None,
                }
                .input());
            };
            if card.bowed {
                return Err(Refusal::Bowed {
                    handle: card.handle.clone(),
                }
                .by(ids::BOW_BOWED_UNUSABLE));
            }
            if card.controller != p {
                return Err(Refusal::NotYours {
                    handle: card.handle.clone(),
                    player: state.player_name(p).into(),
                    controller: state.player_name(card.controller).into(),
                }
                .by(ids::PLAY_CONTROL));
            }
        }
    }
    Ok(())
}
