//! `decide`: checks one command against the rules and the board and returns the event it
//! produces, or the reason it is refused. Pure: reads the state, changes nothing.

use super::bring;
use super::card::{CardDef, Effect, Ref, TargetSpec, Who};
use super::error::{NameKind, Rejection};
use super::event::{Event, Passer};
use super::library::Library;
use super::names::{self, closest};
use super::state::{Card, PlayerIx, Question, State, Zone};
use crate::lang::ast::{
    ActionKind, AdjustVerb, BringAst, CardKind, CardRef, CardSpecAst, CardVerb, Command, EffectAst,
    Name, PassWho, Phase, PlayerRef, Span,
};
use crate::rules::ids;

/// Decides what a command does. `undo` and `expect` are not decided here: undo needs the
/// history ([`super::Game::decide`]) and expectations are checks, not events.
pub fn decide(state: &State, cmd: &Command, lib: &Library) -> Result<Event, Rejection> {
    guard(state, cmd)?;
    match cmd {
        Command::Players(names) => players(state, names),
        Command::Honor { player, value } => Ok(Event::SetHonor {
            player: player_name(state, player)?,
            honor: value.value,
        }),
        Command::AdjustHonor { player, delta } => Ok(Event::AdjustHonor {
            player: player_name(state, player)?,
            delta: delta.value,
        }),
        Command::Favor(holder) => {
            let holder = holder.as_ref().map(|n| player_name(state, n)).transpose()?;
            Ok(Event::SetFavor { holder })
        }
        Command::Turn { player, phase } => {
            let player = player_name(state, player)?;
            if let Some(top) = state.stack.last() {
                return Err(Rejection::WindowOpen {
                    action: top.card.name.clone(),
                    chance: state.player_name(top.window.chance).to_string(),
                    rule: ids::ACTION_RESOLVE_FULLY,
                });
            }
            if state.petition.is_some() {
                return Err(Rejection::PetitionOpen {
                    rule: ids::FAVOR_PETITION_ORDER,
                });
            }
            Ok(Event::SetTurn {
                player,
                phase: phase.value,
            })
        }
        Command::Clan {
            player,
            clan,
            no_honor_victory,
        } => Ok(Event::SetClan {
            player: player_name(state, player)?,
            clan: clan.value.to_lowercase(),
            no_honor_victory: *no_honor_victory,
        }),
        Command::Enter {
            player,
            card,
            on,
            bowed,
            dishonored,
            handle,
        } => {
            let pl = player_name(state, player)?;
            let def = card_def(state, lib, card, None)?;
            let on = match on {
                Some(n) => {
                    let host = names::board_card(state, n)?;
                    in_play(host, n.span)?;
                    personality(host, n.span, "hold attachments")?;
                    Some(host.handle.clone())
                }
                None => None,
            };
            if *dishonored && def.kind != CardKind::Personality {
                return Err(Rejection::Unsupported(
                    "only personalities can be dishonored",
                ));
            }
            let handle = names::new_handle(state, handle.as_ref(), &def.name)?;
            Ok(Event::Enter {
                player: pl,
                handle,
                card: def,
                on,
                bowed: *bowed,
                dishonored: *dishonored,
            })
        }
        Command::Hand { player, card } => {
            let pl = player_name(state, player)?;
            let def = card_def(state, lib, card, Some(CardKind::Action))?;
            let handle = names::new_handle(state, None, &def.name)?;
            Ok(Event::Hand {
                player: pl,
                handle,
                card: def,
            })
        }
        Command::Card(spec) => Ok(Event::DefineCard {
            card: card_def(state, lib, spec, None)?,
        }),
        Command::Adjust { verb, handle } => adjust(state, verb.value, handle),
        Command::Play {
            player,
            card,
            reacts,
            kind,
            by,
            targets,
            on,
            paying,
            costs,
            effects,
            bring,
        } => play(
            state,
            lib,
            PlayArgs {
                player,
                card,
                reacts: *reacts,
                kind: kind.as_ref().map(|k| (k.value, k.span)),
                by: by.as_ref(),
                targets,
                costs,
                effects,
                on: on.as_ref(),
                paying,
                bring,
            },
        ),
        Command::Pass(who) => pass(state, &who.value),
        Command::Petition { player, spokesman } => petition(state, player, spokesman),
        Command::Support {
            player,
            handle,
            side,
        } => support(state, player, handle, side),
        Command::Gift { player, card, side } => gift(state, player, card, side),
        Command::Seppuku { player, handle } => seppuku(state, player, handle),
        Command::Decline { player } => {
            let p = names::player(state, player)?;
            match &state.question {
                Some(Question::Seppuku { player: asked, .. }) if *asked == p => {
                    Ok(Event::Decline {
                        player: state.player_name(p).to_string(),
                    })
                }
                _ => Err(Rejection::NotAsked {
                    player: state.player_name(p).to_string(),
                }),
            }
        }
        Command::UseFavor {
            player,
            kind,
            target,
        } => use_favor(state, player, kind.value, target.as_ref()),
        Command::Move { player, card, to } => move_attachment(state, player, card, to),
        Command::Expect(_) => Err(Rejection::Unsupported(
            "`expect` checks the board; it is not an action",
        )),
        Command::Undo => Err(Rejection::Unsupported(
            "`undo` is decided against the case's history",
        )),
    }
}

/// What may happen while the game is over, a question is open or a petition is open.
fn guard(state: &State, cmd: &Command) -> Result<(), Rejection> {
    let setup = matches!(
        cmd,
        Command::Players(_)
            | Command::Honor { .. }
            | Command::AdjustHonor { .. }
            | Command::Favor(_)
            | Command::Clan { .. }
            | Command::Enter { .. }
            | Command::Hand { .. }
            | Command::Card(_)
            | Command::Adjust { .. }
            | Command::Expect(_)
            | Command::Undo
    );
    if setup {
        return Ok(());
    }
    if state.players.is_empty() {
        return Err(Rejection::NoPlayers);
    }
    if let Some((w, _)) = state.winner {
        return Err(Rejection::GameOver {
            winner: state.player_name(w).to_string(),
        });
    }
    if let Some(Question::Seppuku { player, .. }) = &state.question {
        let answering = matches!(
            cmd,
            Command::Seppuku { .. } | Command::Decline { .. } | Command::Pass(_)
        );
        if !answering {
            return Err(Rejection::QuestionOpen {
                player: state.player_name(*player).to_string(),
                rule: ids::TRAIT_SAMURAI,
            });
        }
    }
    if state.petition.is_some() {
        let in_petition = matches!(
            cmd,
            Command::Support { .. } | Command::Gift { .. } | Command::Pass(_)
        );
        if !in_petition {
            return Err(Rejection::PetitionOpen {
                rule: ids::FAVOR_PETITION_ORDER,
            });
        }
    }
    Ok(())
}

fn player_name(state: &State, n: &Name) -> Result<String, Rejection> {
    names::player(state, n).map(|ix| state.player_name(ix).to_string())
}

fn active_player(state: &State, n: &Name) -> Result<PlayerIx, Rejection> {
    let p = names::player(state, n)?;
    if state.players[p].out {
        return Err(Rejection::PlayerOut {
            player: state.player_name(p).to_string(),
            rule: ids::VICTORY_DISHONOR_LOSS,
        });
    }
    Ok(p)
}

fn in_play(card: &Card, span: Span) -> Result<(), Rejection> {
    if card.zone == Zone::InPlay {
        Ok(())
    } else {
        Err(Rejection::NotInPlay {
            handle: card.handle.clone(),
            span,
            rule: ids::DESTROY_DISCARD,
        })
    }
}

fn personality(card: &Card, span: Span, what: &'static str) -> Result<(), Rejection> {
    if card.def.kind == CardKind::Personality {
        Ok(())
    } else {
        Err(Rejection::NotAPersonality {
            handle: card.handle.clone(),
            span,
            what,
        })
    }
}

fn players(state: &State, names: &[Name]) -> Result<Event, Rejection> {
    if !state.players.is_empty() {
        return Err(Rejection::PlayersAlreadySet);
    }
    for (i, n) in names.iter().enumerate() {
        if names[..i]
            .iter()
            .any(|m| m.value.eq_ignore_ascii_case(&n.value))
        {
            return Err(Rejection::DuplicatePlayer {
                name: n.value.clone(),
                span: n.span,
            });
        }
        let lower = n.value.to_lowercase();
        if ["all", "none", "actor", "me", "controller"].contains(&lower.as_str()) {
            return Err(Rejection::Unsupported("`all`, `none`, `actor`, `me` and `controller` are words of the language: give that player another name"));
        }
    }
    Ok(Event::Players {
        names: names.iter().map(|n| n.value.clone()).collect(),
    })
}

/// Builds a card definition from what was typed, on top of the case's definitions and the library.
fn card_def(
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
        return Err(Rejection::Unknown {
            kind: NameKind::Card,
            name: spec.name.value.clone(),
            span: spec.name.span,
            suggestion: closest(
                &spec.name.value,
                lib.cards()
                    .iter()
                    .map(|c| c.name.as_str())
                    .chain(state.defs.iter().map(|d| d.name.as_str())),
            ),
        });
    };
    let mut def = base.unwrap_or_else(|| CardDef::new(spec.name.value.clone(), kind));
    def.kind = kind;
    if let Some(a) = &spec.action_kind {
        def.action = Some(a.value);
    }
    for (stat, value) in &spec.stats {
        def.stats.insert(stat.value, value.value);
    }
    if spec.hr_dash {
        def.hr_dash = true;
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

fn lower_ref(state: &State, r: &CardRef) -> Result<Ref, Rejection> {
    Ok(match r {
        CardRef::Target(_) => Ref::Target,
        CardRef::Handle(n) => Ref::Handle(names::board_card(state, n)?.handle.clone()),
    })
}

/// Turns typed effects into engine effects, resolving the names they mention.
fn lower_effects(
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
                EffectAst::Cancel(_) => Effect::Cancel,
                EffectAst::Redirect { to, .. } => Effect::Redirect {
                    to: names::board_card(state, to)?.handle.clone(),
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
            })
        })
        .collect()
}

/// The clans and the houses counted as clans.
const CLANS: &[&str] = &[
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
) -> Option<(String, ids::RuleId)> {
    let dead_ok = restore && card.zone == Zone::Dead(crate::lang::ast::DeadKind::Dishonorable);
    if card.zone != Zone::InPlay && !dead_ok {
        return Some(("it is not in play".into(), ids::PLAY_OUT_OF_PLAY));
    }
    if let Some(spec) = spec {
        if !spec.any_kind && card.def.kind != spec.kind {
            // A follower that counts as, say, shugenja is one for "all shugenja in play" but not for
            // "shugenja personalities".
            let counts = !spec.traits.is_empty() && spec.traits.iter().all(|t| card.has_trait(t));
            let rule = if counts && card.def.kind == CardKind::Follower {
                ids::SPELL_FOO_FOLLOWERS
            } else {
                ids::TARGET_DEFINITION
            };
            return Some((format!("it is not a {}", spec.kind.keyword()), rule));
        }
        for t in &spec.traits {
            if !card.has_trait(t) {
                let rule = if super::card::GAME_TERMS.contains(&t.as_str()) {
                    ids::TRAIT_GAME_TERMS
                } else if CLANS.contains(&t.as_str()) {
                    ids::CLAN_MEMBERS
                } else {
                    ids::TRAIT_FOO
                };
                return Some((format!("it is not {t}"), rule));
            }
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
            format!(
                "it is {}'s own bowed personality, and the card does not allow that",
                state.player_name(player)
            ),
            ids::TARGET_OWN_BOWED,
        ));
    }
    None
}

struct PlayArgs<'a> {
    player: &'a Name,
    card: &'a Name,
    reacts: bool,
    kind: Option<(ActionKind, Span)>,
    by: Option<&'a Name>,
    targets: &'a [Name],
    costs: &'a [EffectAst],
    effects: &'a [EffectAst],
    on: Option<&'a Name>,
    paying: &'a [Name],
    bring: &'a BringAst,
}

/// Checks when an action of `kind` may be taken by `p`.
fn timing(state: &State, p: PlayerIx, kind: ActionKind) -> Result<(), Rejection> {
    let name = state.player_name(p).to_string();
    if kind == ActionKind::Reaction {
        let Some(top) = state.stack.last() else {
            return Err(Rejection::NothingToReactTo {
                rule: ids::ACTION_REACTION,
            });
        };
        if top.window.chance != p {
            return Err(Rejection::NotYourChance {
                player: name,
                chance: state.player_name(top.window.chance).to_string(),
                rule: ids::ACTION_REACTION_ORDER,
            });
        }
        return Ok(());
    }
    if let Some(top) = state.stack.last() {
        return Err(Rejection::WindowOpen {
            action: top.card.name.clone(),
            chance: state.player_name(top.window.chance).to_string(),
            rule: ids::ACTION_RESOLVE_FULLY,
        });
    }
    let Some(turn) = state.turn else {
        return Err(Rejection::NoTurn);
    };
    match kind {
        ActionKind::Limited if turn.player != p || turn.phase != Phase::Action => {
            Err(Rejection::NotOwnActionPhase {
                player: name,
                rule: ids::ACTION_LIMITED,
            })
        }
        ActionKind::Open if !matches!(turn.phase, Phase::Action | Phase::Battle) => {
            Err(Rejection::NotOpenTiming {
                player: name,
                rule: ids::ACTION_OPEN,
            })
        }
        ActionKind::Battle if turn.phase != Phase::Battle => Err(Rejection::NotBattleTiming {
            player: name,
            rule: ids::ACTION_BATTLE,
        }),
        _ => Ok(()),
    }
}

fn play(state: &State, lib: &Library, a: PlayArgs<'_>) -> Result<Event, Rejection> {
    let p = active_player(state, a.player)?;
    if a.reacts {
        if let Some((k, span)) = a.kind {
            if k != ActionKind::Reaction {
                return Err(Rejection::ReactsWithKind {
                    kind: k.keyword(),
                    span,
                });
            }
        }
    }
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
        .map(|c| c.def.clone())
        .or(from_hand.map(|c| c.def.clone()))
        .or_else(|| state.def(&a.card.value).cloned())
        .or_else(|| lib.get(&a.card.value).cloned());
    let typed = a.kind.is_some() || a.reacts || !a.effects.is_empty();
    let mut def = match base {
        Some(d) => d,
        None if typed => CardDef::new(a.card.value.clone(), CardKind::Action),
        None => {
            return Err(Rejection::Unknown {
                kind: NameKind::Card,
                name: a.card.value.clone(),
                span: a.card.span,
                suggestion: closest(
                    &a.card.value,
                    lib.cards()
                        .iter()
                        .map(|c| c.name.as_str())
                        .chain(state.defs.iter().map(|d| d.name.as_str())),
                ),
            })
        }
    };
    let typed_kind = a.kind.is_some() || a.reacts;
    let bring_mode = if spell.is_some() {
        None
    } else {
        bring::mode_for(&def, a.on.is_some(), a.bring.over.is_some(), typed_kind)
    };
    if let Some(mode) = bring_mode {
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
        return Ok(Event::Declare {
            player: state.player_name(p).to_string(),
            card: def,
            kind: ActionKind::Limited,
            by: None,
            targets: Vec::new(),
            from_hand: None,
            entering: Some(entering),
        });
    }
    if a.on.is_some()
        || !a.paying.is_empty()
        || a.bring.clan_choice.is_some()
        || a.bring.over.is_some()
        || a.bring.handle.is_some()
    {
        return Err(Rejection::Unsupported(
            "`on`, `paying`, `over`, `discount`, `proclaim` and `as` belong to cards brought into play (followers, items, spells, personalities, holdings)",
        ));
    }
    if def.kind == CardKind::Event && !typed_kind {
        let turn = state.turn.ok_or(Rejection::NoTurn)?;
        if !state.stack.is_empty() || turn.player != p || turn.phase != Phase::Events {
            return Err(Rejection::NotEventsPhase {
                player: state.player_name(p).to_string(),
                rule: ids::PLAY_EVENT,
            });
        }
        def.action = Some(ActionKind::Limited);
        if !a.effects.is_empty() {
            def.effects = lower_effects(state, a.effects, None)?;
        }
        return Ok(Event::Declare {
            player: state.player_name(p).to_string(),
            card: def,
            kind: ActionKind::Limited,
            by: None,
            targets: Vec::new(),
            from_hand: None,
            entering: None,
        });
    }
    if spell.is_none()
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
        return Err(Rejection::NotAnAction {
            card: def.name.clone(),
            span: a.card.span,
            kind: def.kind,
        });
    }
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
    if !a.costs.is_empty() {
        def.costs = lower_effects(state, a.costs, answered)?;
    }
    if !a.effects.is_empty() {
        def.effects = lower_effects(state, a.effects, answered)?;
    }
    let Some(kind) = def.action else {
        return Err(Rejection::MissingKind {
            card: def.name.clone(),
            span: a.card.span,
        });
    };
    timing(state, p, kind)?;

    if let Some(e) = def.effects.iter().find(|e| e.answers_another()) {
        if kind != ActionKind::Reaction {
            let effect = match e {
                Effect::Cancel => "cancel",
                Effect::Redirect { .. } => "redirect",
                _ => "prevent-honor-loss",
            };
            return Err(Rejection::NeedsReaction {
                effect,
                rule: ids::ACTION_REACTION,
            });
        }
    }
    // Redirection: only an action whose player chose its target, only to a legal target.
    for e in &def.effects {
        if let Effect::Redirect { to } = e {
            let Some(top) = state.stack.last() else {
                return Err(Rejection::NothingToReactTo {
                    rule: ids::ACTION_REACTION,
                });
            };
            if top.targets.is_empty() || top.card.target.as_ref().is_some_and(|t| t.fixed) {
                return Err(Rejection::NotRedirectable {
                    action: top.card.name.clone(),
                    rule: ids::TARGET_REDIRECT,
                });
            }
            let Some(card) = state.card(to) else {
                return Err(Rejection::Unknown {
                    kind: NameKind::Handle,
                    name: to.clone(),
                    span: Span::default(),
                    suggestion: None,
                });
            };
            if let Some((reason, _)) =
                target_problem(state, top.player, top.card.target.as_ref(), card, false)
            {
                return Err(Rejection::IllegalTarget {
                    card: top.card.name.clone(),
                    target: card.handle.clone(),
                    span: Span::default(),
                    reason,
                    rule: ids::TARGET_REDIRECT,
                });
            }
        }
    }

    let by = match a.by {
        Some(n) => {
            let c = names::board_card(state, n)?;
            in_play(c, n.span)?;
            if c.controller != p {
                return Err(Rejection::NotYours {
                    handle: c.handle.clone(),
                    span: n.span,
                    player: state.player_name(p).into(),
                    controller: state.player_name(c.controller).into(),
                });
            }
            Some(c.handle.clone())
        }
        None => None,
    };

    let mut by = by;
    if let Some(sp) = spell {
        let host = sp.attached_to.as_ref().and_then(|h| state.card(h));
        let Some(host) = host else {
            return Err(Rejection::NotShugenja {
                host: sp.handle.clone(),
                rule: ids::SPELL_SHUGENJA,
            });
        };
        if !host.has_trait("shugenja") {
            return Err(Rejection::NotShugenja {
                host: host.handle.clone(),
                rule: ids::SPELL_SHUGENJA,
            });
        }
        by = Some(host.handle.clone());
        def.costs.push(Effect::Card {
            verb: CardVerb::Bow,
            what: Ref::Handle(host.handle.clone()),
        });
    }
    // A ritual: other shugenja of the player bow to aid the primary one (in battle, those in it:
    // battles are not tracked, so that is the judge's to check).
    for n in &a.bring.helpers {
        let c = names::board_card(state, n)?;
        let reason = if spell.is_none() || !def.has_trait("ritual") {
            Some("only a ritual spell takes helpers")
        } else if c.zone != Zone::InPlay || c.controller != p {
            Some("only the player's own shugenja in play may aid")
        } else if !c.has_trait("shugenja") {
            Some("it is not a shugenja")
        } else if c.bowed {
            Some("it is bowed")
        } else if by
            .as_deref()
            .is_some_and(|b| b.eq_ignore_ascii_case(&c.handle))
        {
            Some("it is the primary shugenja")
        } else {
            None
        };
        if let Some(reason) = reason {
            return Err(Rejection::NotARitualHelper {
                handle: c.handle.clone(),
                span: n.span,
                reason,
                rule: ids::SPELL_RITUAL,
            });
        }
        def.costs.push(Effect::Card {
            verb: CardVerb::Bow,
            what: Ref::Handle(c.handle.clone()),
        });
    }
    if def.kind == CardKind::Kiho {
        let performer = by
            .as_ref()
            .and_then(|h| state.card(h))
            .filter(|c| c.has_trait("shugenja") || c.has_trait("monk"));
        let Some(performer) = performer else {
            return Err(Rejection::NeedsPerformer {
                card: def.name.clone(),
                player: state.player_name(p).to_string(),
                needs: "shugenja or monk",
                rule: ids::PLAY_KIHO,
            });
        };
        def.costs.push(Effect::Card {
            verb: CardVerb::Bow,
            what: Ref::Handle(performer.handle.clone()),
        });
    }
    if kind == ActionKind::Battle && def.has_trait("terrain") && !def.has_trait("replaces-terrain")
    {
        if let Some(t) = state
            .cards
            .iter()
            .find(|c| c.zone == Zone::InPlay && c.def.has_trait("terrain"))
        {
            return Err(Rejection::TerrainInPlay {
                terrain: t.handle.clone(),
                rule: ids::ACTION_BATTLE_TERRAIN,
            });
        }
    }
    for e in &def.effects {
        if let Effect::Copy { from, .. } = e {
            if by.as_ref().is_none_or(|b| b.eq_ignore_ascii_case(from)) {
                return Err(Rejection::BadCopy {
                    card: def.name.clone(),
                    rule: ids::COPY_SELF,
                });
            }
        }
    }
    let mut targets = Vec::new();
    for n in a.targets {
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
            return Err(Rejection::IllegalTarget {
                card: def.name.clone(),
                target: c.handle.clone(),
                span: n.span,
                reason,
                rule,
            });
        }
        targets.push(c.handle.clone());
    }
    let needs_target = def.target.is_some() || def.effects.iter().any(Effect::uses_target);
    if needs_target && targets.is_empty() {
        return Err(Rejection::MissingTarget {
            card: def.name.clone(),
            rule: ids::TARGET_DEFINITION,
        });
    }
    check_costs(state, p, &def)?;
    Ok(Event::Declare {
        player: state.player_name(p).to_string(),
        card: def,
        kind,
        by,
        targets,
        from_hand: from_hand.map(|c| c.handle.clone()),
        entering: None,
    })
}

/// Costs that bow a card need that card unbowed and under the player's control.
fn check_costs(state: &State, p: PlayerIx, def: &CardDef) -> Result<(), Rejection> {
    for c in &def.costs {
        if let Effect::Card {
            verb: CardVerb::Bow,
            what: Ref::Handle(h),
        } = c
        {
            // A cost of a card defined earlier may name a card since retracted.
            let Some(card) = state.card(h) else {
                return Err(Rejection::Unknown {
                    kind: NameKind::Handle,
                    name: h.clone(),
                    span: Span::default(),
                    suggestion: None,
                });
            };
            if card.bowed {
                return Err(Rejection::Bowed {
                    handle: card.handle.clone(),
                    span: Span::default(),
                    rule: ids::BOW_BOWED_UNUSABLE,
                });
            }
            if card.controller != p {
                return Err(Rejection::NotYours {
                    handle: card.handle.clone(),
                    span: Span::default(),
                    player: state.player_name(p).into(),
                    controller: state.player_name(card.controller).into(),
                });
            }
        }
        if let Effect::Card {
            what: Ref::Target, ..
        } = c
        {
            return Err(Rejection::Unsupported(
                "a cost cannot act on the target: name the card it bows or destroys",
            ));
        }
    }
    Ok(())
}

fn adjust(state: &State, verb: AdjustVerb, n: &Name) -> Result<Event, Rejection> {
    let card = names::board_card(state, n)?;
    in_play(card, n.span)?;
    match verb {
        AdjustVerb::Bow if card.bowed => {
            return Err(Rejection::Bowed {
                handle: card.handle.clone(),
                span: n.span,
                rule: ids::BOW_BOWING,
            })
        }
        AdjustVerb::Straighten if !card.bowed => {
            return Err(Rejection::NotBowed {
                handle: card.handle.clone(),
                span: n.span,
            })
        }
        AdjustVerb::Dishonor => {
            personality(card, n.span, "be dishonored")?;
            if card.dishonored {
                return Err(Rejection::AlreadyDishonored {
                    handle: card.handle.clone(),
                    span: n.span,
                });
            }
        }
        AdjustVerb::Rehonor if !card.dishonored => {
            return Err(Rejection::NotDishonored {
                handle: card.handle.clone(),
                span: n.span,
            })
        }
        _ => {}
    }
    Ok(Event::Adjust {
        verb,
        handle: card.handle.clone(),
    })
}

fn pass(state: &State, who: &PassWho) -> Result<Event, Rejection> {
    let open = state.question.is_some() || !state.stack.is_empty() || state.petition.is_some();
    if !open {
        return Err(Rejection::NothingToPass);
    }
    match who {
        PassWho::Current => Ok(Event::Pass {
            who: Passer::Current,
        }),
        PassWho::All => Ok(Event::Pass { who: Passer::All }),
        PassWho::Player(n) => {
            let p = names::player(state, n)?;
            let chance = state
                .chance()
                .expect("something is open, so somebody has the chance");
            // In a petition a later player may pass for themselves; the players between are
            // taken to have passed (favor.petition.order reading). Windows are strict.
            if p != chance && state.petition.is_none() {
                let rule = if state.question.is_some() {
                    ids::TRAIT_SAMURAI
                } else {
                    ids::ACTION_REACTION_ORDER
                };
                return Err(Rejection::NotYourChance {
                    player: state.player_name(p).to_string(),
                    chance: state.player_name(chance).to_string(),
                    rule,
                });
            }
            Ok(Event::Pass {
                who: Passer::Player(state.player_name(p).to_string()),
            })
        }
    }
}

fn petition(state: &State, player: &Name, spokesman: &Name) -> Result<Event, Rejection> {
    let p = active_player(state, player)?;
    let name = state.player_name(p).to_string();
    own_action_phase(state, p, ids::FAVOR_PETITION)?;
    if state.petitioned {
        return Err(Rejection::AlreadyPetitioned {
            player: name,
            rule: ids::FAVOR_PETITION,
        });
    }
    if state.favor == Some(p) {
        return Err(Rejection::AlreadyHoldsFavor { player: name });
    }
    let card = own_unbowed_personality(state, p, spokesman)?;
    if state.personal_honor(card) < 1 {
        let rule = if card.dishonored {
            ids::DISHONOR_PERSONAL_HONOR
        } else {
            ids::FAVOR_PETITION
        };
        return Err(Rejection::NoPersonalHonor {
            handle: card.handle.clone(),
            span: spokesman.span,
            rule,
        });
    }
    Ok(Event::Petition {
        player: name,
        spokesman: card.handle.clone(),
    })
}

/// Refused unless it is `p`'s own action phase with nothing waiting to resolve (`rule` says why).
pub(crate) fn own_action_phase(
    state: &State,
    p: PlayerIx,
    rule: ids::RuleId,
) -> Result<(), Rejection> {
    let turn = state.turn.ok_or(Rejection::NoTurn)?;
    if !state.stack.is_empty() || turn.player != p || turn.phase != Phase::Action {
        return Err(Rejection::NotOwnActionPhase {
            player: state.player_name(p).to_string(),
            rule,
        });
    }
    Ok(())
}

fn own_unbowed_personality<'s>(
    state: &'s State,
    p: PlayerIx,
    n: &Name,
) -> Result<&'s Card, Rejection> {
    let card = names::board_card(state, n)?;
    in_play(card, n.span)?;
    personality(card, n.span, "speak for a side")?;
    if card.controller != p {
        return Err(Rejection::NotYours {
            handle: card.handle.clone(),
            span: n.span,
            player: state.player_name(p).into(),
            controller: state.player_name(card.controller).into(),
        });
    }
    if card.bowed {
        return Err(Rejection::Bowed {
            handle: card.handle.clone(),
            span: n.span,
            rule: ids::BOW_BOWED_UNUSABLE,
        });
    }
    Ok(card)
}

fn side(state: &State, n: &Name) -> Result<String, Rejection> {
    let pet = state.petition.as_ref().ok_or(Rejection::NoPetition)?;
    let s = names::player(state, n)?;
    if s != pet.petitioner.player && s != pet.opponent.player {
        return Err(Rejection::NotASide {
            name: state.player_name(s).to_string(),
            span: n.span,
            petitioner: state.player_name(pet.petitioner.player).to_string(),
            opponent: state.player_name(pet.opponent.player).to_string(),
            rule: ids::FAVOR_PETITION_SIDES,
        });
    }
    Ok(state.player_name(s).to_string())
}

fn support(
    state: &State,
    player: &Name,
    handle: &Name,
    side_name: &Name,
) -> Result<Event, Rejection> {
    if state.petition.is_none() {
        return Err(Rejection::NoPetition);
    }
    let p = active_player(state, player)?;
    let side = side(state, side_name)?;
    let card = own_unbowed_personality(state, p, handle)?;
    Ok(Event::Support {
        player: state.player_name(p).to_string(),
        handle: card.handle.clone(),
        side,
    })
}

fn gift(state: &State, player: &Name, card: &Name, side_name: &Name) -> Result<Event, Rejection> {
    let pet = state.petition.as_ref().ok_or(Rejection::NoPetition)?;
    let p = active_player(state, player)?;
    let side = side(state, side_name)?;
    if pet.gifted.contains(&p) {
        return Err(Rejection::GiftUsed {
            player: state.player_name(p).to_string(),
            rule: ids::FAVOR_PETITION_GIFT,
        });
    }
    let c = names::hand_card(state, p, card)?;
    Ok(Event::Gift {
        player: state.player_name(p).to_string(),
        card: c.handle.clone(),
        side,
    })
}

fn seppuku(state: &State, player: &Name, handle: &Name) -> Result<Event, Rejection> {
    let p = names::player(state, player)?;
    let Some(Question::Seppuku {
        player: asked,
        candidates,
        ..
    }) = &state.question
    else {
        return Err(Rejection::NotAsked {
            player: state.player_name(p).to_string(),
        });
    };
    if *asked != p {
        return Err(Rejection::NotAsked {
            player: state.player_name(p).to_string(),
        });
    }
    let card = names::board_card(state, handle)?;
    if !candidates
        .iter()
        .any(|c| c.eq_ignore_ascii_case(&card.handle))
    {
        return Err(Rejection::NotASeppukuCandidate {
            player: state.player_name(p).to_string(),
            handle: card.handle.clone(),
            span: handle.span,
            candidates: candidates.clone(),
        });
    }
    Ok(Event::Seppuku {
        player: state.player_name(p).to_string(),
        handle: card.handle.clone(),
    })
}

fn use_favor(
    state: &State,
    player: &Name,
    kind: ActionKind,
    target: Option<&Name>,
) -> Result<Event, Rejection> {
    let p = active_player(state, player)?;
    if state.favor != Some(p) {
        return Err(Rejection::NoFavor {
            player: state.player_name(p).to_string(),
            rule: ids::FAVOR_USES,
        });
    }
    timing(state, p, kind)?;
    let target =
        match (kind, target) {
            (ActionKind::Open, None) => return Err(Rejection::FavorUseNeeds {
                kind,
                what: "a target: a dishonored personality or a dishonorable dead (`target HANDLE`)",
            }),
            (ActionKind::Battle, None) => {
                return Err(Rejection::FavorUseNeeds {
                    kind,
                    what: "a target: a personality whose unit is in the battle (`target HANDLE`)",
                })
            }
            (ActionKind::Limited | ActionKind::Reaction, Some(_)) => {
                return Err(Rejection::FavorUseNeeds {
                    kind,
                    what: "no target",
                })
            }
            (_, None) => None,
            (_, Some(n)) => {
                let c = names::board_card(state, n)?;
                let ok = match kind {
                    ActionKind::Open => {
                        (c.zone == Zone::InPlay && c.dishonored)
                            || c.zone == Zone::Dead(crate::lang::ast::DeadKind::Dishonorable)
                    }
                    _ => c.zone == Zone::InPlay && c.def.kind == CardKind::Personality,
                };
                if !ok {
                    let reason = if kind == ActionKind::Open {
                        "it is neither a dishonored personality nor a dishonorable dead"
                    } else {
                        "it is not a personality in play"
                    };
                    let rule = if kind == ActionKind::Open {
                        ids::FAVOR_USE_OPEN
                    } else {
                        ids::FAVOR_USE_BATTLE
                    };
                    return Err(Rejection::IllegalTarget {
                        card: "the Imperial Favor".into(),
                        target: c.handle.clone(),
                        span: n.span,
                        reason: reason.into(),
                        rule,
                    });
                }
                Some(c.handle.clone())
            }
        };
    Ok(Event::UseFavor {
        player: state.player_name(p).to_string(),
        kind,
        target,
    })
}

/// Moving a follower, item or spell: every personality involved bows, the receiver must be
/// unbowed before and able to take the card; an ancestor never moves.
fn move_attachment(
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
        return Err(Rejection::NotAttached {
            handle: c.handle.clone(),
            span: card.span,
            rule: ids::ATTACH_MOVE,
        });
    }
    if c.def.kind == CardKind::Ancestor {
        return Err(Rejection::AncestorStays {
            handle: c.handle.clone(),
            rule: ids::PLAY_ANCESTOR_3,
        });
    }
    if c.controller != p {
        return Err(Rejection::NotYours {
            handle: c.handle.clone(),
            span: card.span,
            player: name,
            controller: state.player_name(c.controller).into(),
        });
    }
    if let Some(giver) = c.attached_to.as_ref().and_then(|h| state.card(h)) {
        if giver.bowed {
            return Err(Rejection::Bowed {
                handle: giver.handle.clone(),
                span: card.span,
                rule: ids::ATTACH_MOVE,
            });
        }
    }
    let host = names::board_card(state, to)?;
    if host.bowed {
        return Err(Rejection::Bowed {
            handle: host.handle.clone(),
            span: to.span,
            rule: ids::ATTACH_MOVE,
        });
    }
    if c.attached_to
        .as_deref()
        .is_some_and(|h| h.eq_ignore_ascii_case(&host.handle))
    {
        return Err(Rejection::NotAttached {
            handle: c.handle.clone(),
            span: to.span,
            rule: ids::ATTACH_MOVE,
        });
    }
    if let Some(r) = bring::host_problem(state, p, &c.def, host) {
        return Err(r);
    }
    Ok(Event::Move {
        player: state.player_name(p).to_string(),
        card: c.handle.clone(),
        to: host.handle.clone(),
    })
}
