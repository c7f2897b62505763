//! Setup facts typed by the judge: seating, clans, cards in play and in hand, cards defined for a
//! case; building a card definition from what was typed.

use super::apply::{describe, Out};
use super::card::{CardDef, Effect, Ref, TargetSpec, Who};
use super::decide::player_name;
use super::error::{NameKind, Refusal, Rejection};
use super::event::Event;
use super::library::Library;
use super::names::{self, closest};
use super::state::{Card, PlayerIx, State, Zone};
use crate::lang::ast::{CardKind, CardRef, CardSpecAst, EffectAst, Name, PlayerRef, Stat};
use crate::rules::ids;

/// A follower named after a personality (Lieutenant Sukune, Hida Sukune) is another card: both may
/// be in play, and neither counts as the other.
pub(super) fn lieutenant_note(state: &State, handle: &str, out: &mut Out) {
    let Some(card) = state.card(handle) else {
        return;
    };
    let twin_kind = match card.def.kind {
        CardKind::Personality => CardKind::Follower,
        CardKind::Follower => CardKind::Personality,
        _ => return,
    };
    let last = |n: &str| n.split_whitespace().last().map(str::to_lowercase);
    let mine = last(&card.def.name);
    let twin = state.cards.iter().find(|c| {
        c.def.kind == twin_kind
            && c.zone == Zone::InPlay
            && !c.handle.eq_ignore_ascii_case(handle)
            && last(&c.def.name) == mine
    });
    if let Some(t) = twin {
        out.say(
            format_args!("{} and {} share a name but are different cards: both may be in play, and neither affects the other", card.def.name, t.def.name),
            &[ids::EXPERIENCED_LIEUTENANT],
        );
    }
}

/// Seating: the players in clockwise order.
pub(super) fn setup_players(state: &mut State, names: &[String], out: &mut Out) {
    state.players = names
        .iter()
        .map(|n| super::state::Player {
            name: n.clone(),
            honor: 0,
            clan: None,
            no_honor_victory: false,
            out: false,
        })
        .collect();
    let seating = names.join(" → ");
    let lefts: Vec<String> = (0..names.len())
        .map(|i| {
            format!(
                "{} sits on {}'s left",
                names[(i + 1) % names.len()],
                names[i]
            )
        })
        .collect();
    out.say(
        format_args!(
            "Seating, clockwise: {seating}; turns pass clockwise, so {}",
            lefts.join(", ")
        ),
        &[ids::PROC_SETUP, ids::SETUP_FIRST_PLAYER],
    );
    out.say(
        "Before play each player shuffles both decks and offers a cut, lays four provinces face down, draws five fate cards and keeps tokens and a Favor marker at hand: gunbai does not deal; the judge types the board and records hands with `hand`",
        &[ids::PROC_SETUP, ids::SETUP_SHUFFLE, ids::SETUP_LAYOUT, ids::SETUP_HAND, ids::SETUP_TOKENS],
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
    let extra = if *no_honor_victory {
        "; this clan cannot win by honor"
    } else {
        ""
    };
    out.say(
        format_args!("{player} plays {clan}{extra}"),
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
        marks.push("bowed");
    }
    if *dishonored {
        marks.push("dishonored");
    }
    let marks = if marks.is_empty() {
        String::new()
    } else {
        format!(", {}", marks.join(", "))
    };
    let place = on
        .as_ref()
        .map(|h| format!(" attached to {h}"))
        .unwrap_or_default();
    out.say(
        format_args!(
            "{player} has {} `{}` ({}) in play{place}{marks}, as `{handle}`",
            card.kind.keyword(),
            card.name,
            describe(card)
        ),
        &[ids::PROC_SETUP, ids::PLAY_CONTROL],
    );
    let missing: Vec<&str> = [Stat::Force, Stat::Chi, Stat::PersonalHonor]
        .into_iter()
        .filter(|st| !card.stats.contains_key(st))
        .map(|st| st.keyword())
        .collect();
    if matches!(card.kind, CardKind::Personality | CardKind::Follower) && !missing.is_empty() {
        out.say(
            format_args!(
                "{handle} has no printed {}: a value a card does not have counts as 0",
                missing.join(", ")
            ),
            &[ids::PLAY_MISSING_VALUES],
        );
    }
    lieutenant_note(state, handle, out);
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
                format_args!(
                    "{player} plays {name}: the stronghold {} decides the clan",
                    card.name
                ),
                &[ids::SETUP_STRONGHOLD, ids::CLAN_LIST],
            );
            state.players[p].clan = Some(name);
        }
    }
    if let Some(honor) = card.stats.get(&Stat::StartingHonor) {
        if state.players[p].honor == 0 {
            state.players[p].honor = *honor;
            out.say(
                format_args!(
                    "{player}'s family honor starts at {honor}, the starting honor printed on {}",
                    card.name
                ),
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
        format_args!(
            "{player} holds `{}` (focus {}) as `{handle}`",
            card.name,
            card.stat(Stat::Focus)
        ),
        &[ids::PROC_HAND],
    );
    if state.to_draw == Some(p) {
        state.to_draw = None;
        out.say(
            format_args!("That is {player}'s end-phase draw"),
            &[ids::REF_TURN_END],
        );
    }
}

/// A card defined for this case.
pub(super) fn define_card(state: &mut State, card: &CardDef, out: &mut Out) {
    state.defs.push(card.clone());
    out.say(
        format_args!(
            "Card defined for this case: {} ({})",
            card.name,
            describe(card)
        ),
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

/// Builds a card definition from what was typed, on top of the case's definitions and the library.
pub(super) fn card_def(
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

pub(super) fn lower_ref(state: &State, r: &CardRef) -> Result<Ref, Rejection> {
    Ok(match r {
        CardRef::Target(_) => Ref::Target,
        CardRef::Handle(n) => Ref::Handle(names::board_card(state, n)?.handle.clone()),
    })
}

/// Turns typed effects into engine effects, resolving the names they mention.
pub(super) fn lower_effects(
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
                EffectAst::Challenge { stat, honor, .. } => Effect::Challenge {
                    stat: stat.as_ref().map(|s| s.value).unwrap_or(Stat::Chi),
                    honor: honor.as_ref().map(|h| h.value.max(0)).unwrap_or(0),
                },
            })
        })
        .collect()
}
