//! The turn: the judge's turn and phase line, the start and end of a turn, the phases in order
//! and who acts first in them.

use super::core::checks::player_name;
use super::core::error::{Refusal, Rejection};
use super::core::event::{Event, StartHow};
use super::core::names;
use super::core::out::Out;
use super::core::state::{Lasting, Opportunity, PlayerIx, State, Turn, Victory, Zone};
use super::province::{empty_province, hand_size, reveal};
use super::terrain::end_battle_segment;
use crate::lang::ast::{Name, Phase, StartAst};
use crate::rules::ids;

/// At the end of a turn, what is neither permanent nor a token ends, and so do copies.
pub(super) fn end_of_turn(state: &mut State, out: &mut Out) {
    let mut notes = Vec::new();
    // Only cards changed since the last end of turn can hold what ends with this one.
    for at in state.cards.end_turn() {
        // A card with nothing on it has nothing to end: left untouched, its hash stays.
        if state.cards.get(at).is_none_or(|c| c.mods.is_empty()) {
            continue;
        }
        let Some(c) = state.cards.get_mut(at) else {
            continue;
        };
        let before = c.mods.stats.len();
        c.mods
            .stats
            .retain(|m| matches!(m.lasting, Lasting::Token | Lasting::Permanent));
        let gone = before - c.mods.stats.len();
        let traits_before = c.mods.traits.len();
        c.mods.traits.retain(|(_, _, permanent)| *permanent);
        let traits_gone = traits_before - c.mods.traits.len();
        let copied = c.mods.copied_ability.take();
        if gone > 0 || traits_gone > 0 || copied.is_some() {
            let mut what = Vec::new();
            if gone > 0 {
                what.push(format!("{gone} bonus(es), copies or copied-ability tokens"));
            }
            if traits_gone > 0 {
                what.push(format!("{traits_gone} trait change(s)"));
            }
            if let Some(src) = copied {
                what.push(format!("the ability copied from {src}"));
            }
            notes.push(format!("{}: {}", c.handle, what.join(", ")));
        }
    }
    if !notes.is_empty() {
        out.say(
            format_args!(
                "The turn ends, and with it what lasts only until then: {}",
                notes.join("; ")
            ),
            &[ids::TOKEN_PERMANENT, ids::COPY_DURATION],
        );
    }
}

/// The judge sets whose turn it is and the phase; a new turn ends the last one.
pub(super) fn set_turn(state: &mut State, p: PlayerIx, player: &str, phase: &Phase, out: &mut Out) {
    let new_turn = match state.turn {
        None => true,
        Some(t) => t.player != p || (*phase == Phase::Straighten && t.phase != Phase::Straighten),
    };
    if state.turn.is_some_and(|t| t.phase == Phase::Battle) && *phase != Phase::Battle {
        end_battle_segment(state, out);
    }
    let number = state.turn.map(|t| t.number).unwrap_or(0) + u32::from(new_turn);
    // The judge's line sets a situation: play is not moved on by the rules until `next`.
    state.opportunity = None;
    state.attack = None;
    state.to_draw = None;
    state.events_due.clear();
    state.turn = Some(Turn {
        player: p,
        phase: *phase,
        number,
    });
    if new_turn {
        if number > 1 {
            end_of_turn(state, out);
        }
        state.petitioned = false;
        out.say(
            format_args!("{player}'s turn begins; phase: {}", phase.keyword()),
            &[ids::REF_TURN_PHASES],
        );
        priority(state, p, *phase, out);
        honor_victory_check(state, p, out);
    } else {
        out.say(
            format_args!("{player}'s turn: phase is now {}", phase.keyword()),
            &[ids::REF_TURN_PHASES],
        );
        priority(state, p, *phase, out);
    }
}

/// The judge sets whose turn it is and the phase; refused while something waits to resolve.
pub(super) fn decide_turn(state: &State, player: &Name, phase: Phase) -> Result<Event, Rejection> {
    let player = player_name(state, player)?;
    if let Some(top) = state.stack.last() {
        return Err(Refusal::WindowOpen {
            action: top.card.name.clone(),
            chance: state.player_name(top.window.chance).to_string(),
        }
        .by(ids::ACTION_RESOLVE_FULLY));
    }
    if state.petition.is_some() {
        return Err(Refusal::PetitionOpen.by(ids::FAVOR_PETITION_ORDER));
    }
    Ok(Event::SetTurn { player, phase })
}

/// Starting a turn with 40 or more family honor wins, unless the clan cannot win by honor.
pub(super) fn honor_victory_check(state: &mut State, p: PlayerIx, out: &mut Out) {
    let player = state.player_name(p).to_string();
    let pl = &state.players[p];
    if pl.honor >= 40 && !pl.out {
        if pl.no_honor_victory {
            out.say(
                format_args!("{player} starts the turn with {} family honor, but their clan cannot win by honor", pl.honor),
                &[ids::VICTORY_HONOR],
            );
        } else if state.winner.is_none() {
            state.winner = Some((p, Victory::Honor));
            out.say(
                format_args!(
                    "{player} starts the turn with {} family honor (40 or more): honor victory",
                    pl.honor
                ),
                &[ids::VICTORY_HONOR, ids::REF_HONOR_THRESHOLDS],
            );
        }
    }
}

/// `start …`: the first turn begins, its player chosen by the cut (named by the judge) or by one of
/// the first-turn optional rules.
pub(super) fn decide_start(state: &State, how: &StartAst) -> Result<Event, Rejection> {
    if state.turn.is_some() {
        return Err(Refusal::AlreadyBegun.by(ids::SETUP_FIRST_PLAYER));
    }
    let active: Vec<PlayerIx> = (0..state.players.len())
        .filter(|&i| !state.players[i].out)
        .collect();
    let best = |score: &dyn Fn(PlayerIx) -> i64, rule: ids::RuleId| {
        let top = active.iter().map(|&i| score(i)).max().unwrap_or(0);
        let tied: Vec<PlayerIx> = active
            .iter()
            .copied()
            .filter(|&i| score(i) == top)
            .collect();
        match tied.as_slice() {
            [one] => Ok(*one),
            _ => Err(Refusal::FirstPlayerTie {
                tied: tied
                    .iter()
                    .map(|&i| state.player_name(i).to_string())
                    .collect(),
                top,
            }
            .by(rule)),
        }
    };
    let (p, how) = match how {
        StartAst::Named(n) => (names::player(state, n)?, StartHow::Named),
        StartAst::HighestHonor => (
            best(
                &|i| i64::from(state.players[i].honor),
                ids::OPTIONAL_FIRST_TURN,
            )?,
            StartHow::HighestHonor,
        ),
        StartAst::Draw(draws) => {
            let mut focus: Vec<(PlayerIx, i32)> = Vec::new();
            for (n, f) in draws {
                let i = names::player(state, n)?;
                if focus.iter().any(|(j, _)| *j == i) {
                    return Err(Refusal::DrewTwice {
                        player: state.player_name(i).to_string(),
                    }
                    .by(ids::OPTIONAL_FIRST_TURN_DRAW));
                }
                focus.push((i, f.value));
            }
            if let Some(&missing) = active
                .iter()
                .find(|&&i| !focus.iter().any(|(j, _)| *j == i))
            {
                return Err(Refusal::FocusMissing {
                    player: state.player_name(missing).to_string(),
                }
                .by(ids::OPTIONAL_FIRST_TURN_DRAW));
            }
            let score = |i: PlayerIx| {
                i64::from(state.players[i].honor)
                    + i64::from(
                        focus
                            .iter()
                            .find(|(j, _)| *j == i)
                            .map(|(_, f)| *f)
                            .unwrap_or(0),
                    )
            };
            let p = best(&score, ids::OPTIONAL_FIRST_TURN_DRAW)?;
            let list = focus
                .iter()
                .map(|(i, f)| (state.player_name(*i).to_string(), *f))
                .collect();
            (p, StartHow::Draw(list))
        }
    };
    Ok(Event::Start {
        player: state.player_name(p).to_string(),
        how,
    })
}

pub(super) fn apply_start(state: &mut State, p: PlayerIx, how: &StartHow, out: &mut Out) {
    let name = state.player_name(p).to_string();
    match how {
        StartHow::Named => out.say(
            format_args!("{name} goes first (chosen at the table: the cut of the fate decks, highest focus value)"),
            &[ids::SETUP_FIRST_PLAYER],
        ),
        StartHow::HighestHonor => out.say(
            format_args!(
                "First-turn rule: {name} has the highest family honor ({}) and goes first",
                state.players[p].honor
            ),
            &[ids::OPTIONAL_FIRST_TURN],
        ),
        StartHow::Draw(list) => {
            let totals: Vec<String> = list
                .iter()
                .map(|(n, f)| {
                    let h = state.player_ix(n).map(|i| state.players[i].honor).unwrap_or(0);
                    format!("{n} {h} + {f} = {}", i64::from(h) + i64::from(*f))
                })
                .collect();
            out.say_reading(
                format_args!("First-turn rule, drawing variant: {}; {name} has the highest total and goes first", totals.join(", ")),
                &[],
                ids::OPTIONAL_FIRST_TURN_DRAW,
            );
        }
    }
    state.turn = Some(Turn {
        player: p,
        phase: Phase::Straighten,
        number: 1,
    });
    state.petitioned = false;
    out.say(
        format_args!(
            "{name}'s turn begins; phase: straighten. Turns pass to the left; `next` moves play on"
        ),
        &[ids::REF_TURN_PHASES],
    );
    honor_victory_check(state, p, out);
    straighten(state, p, out);
}

/// The straighten phase: the current player's bowed cards straighten.
fn straighten(state: &mut State, p: PlayerIx, out: &mut Out) {
    let mut done = Vec::new();
    for at in 0..state.cards.len() {
        let bowed = state
            .cards
            .get(at)
            .is_some_and(|c| c.controller == p && c.zone == Zone::InPlay && c.bowed);
        if let Some(c) = state.cards.get_mut(at).filter(|_| bowed) {
            c.bowed = false;
            done.push(c.handle.clone());
        }
    }
    let name = state.player_name(p);
    if done.is_empty() {
        out.say(
            format_args!("Straighten phase: {name} has no bowed card"),
            &[ids::REF_TURN_STRAIGHTEN],
        );
    } else {
        out.say_reading(
            format_args!("Straighten phase: {name} straightens {}", done.join(", ")),
            &[ids::REF_TURN_STRAIGHTEN, ids::BOW_BOWING],
            ids::REF_TURN_STRAIGHTEN,
        );
    }
}

/// `next`: refused while the rules still want something in this phase.
pub(super) fn decide_next(state: &State) -> Result<Event, Rejection> {
    let turn = state.turn.ok_or(Refusal::NoTurn.by(ids::REF_TURN_PHASES))?;
    if let Some(top) = state.stack.last() {
        return Err(Refusal::WindowOpen {
            action: top.card.name.clone(),
            chance: state.player_name(top.window.chance).to_string(),
        }
        .by(ids::ACTION_RESOLVE_FULLY));
    }
    let p = turn.player;
    let name = state.player_name(p).to_string();
    if state.players[p].out {
        // The rest of a turn whose player has left the game is not played.
        return Ok(Event::Next);
    }
    match turn.phase {
        Phase::Events | Phase::Dynasty => {
            if let Some(e) = state.events_due.first() {
                return Err(Refusal::EventDue {
                    player: name,
                    event: e.clone(),
                }
                .by(ids::REF_TURN_EVENTS));
            }
            if let Some(v) = empty_province(state, p) {
                return Err(Refusal::ProvinceEmpty {
                    province: v.handle.clone(),
                }
                .by(ids::REF_DYNASTY_REFILL));
            }
        }
        Phase::Action => {
            if let Some(o) = state.opportunity {
                return Err(Refusal::ActionPhaseGoesOn {
                    chance: state.player_name(o.chance).to_string(),
                }
                .by(ids::REF_TURN_ACTION));
            }
        }
        Phase::Attack | Phase::Battle => {
            if state.attack.is_some() {
                return Err(Refusal::AttackUnderWay { player: name }.by(ids::REF_BATTLE_ORDER));
            }
        }
        Phase::End => {
            if state.to_draw.is_some() {
                return Err(Refusal::EndPhaseDraw { player: name }.by(ids::REF_TURN_END));
            }
            let n = hand_size(state, p);
            if n > 8 {
                return Err(Refusal::HandOverEight {
                    player: name,
                    count: n,
                }
                .by(ids::REF_TURN_END));
            }
        }
        Phase::Straighten => {}
    }
    Ok(Event::Next)
}

/// Moves play on by the rules to the next phase, or to the next player's turn.
pub(super) fn apply_next(state: &mut State, out: &mut Out) {
    let Some(turn) = state.turn else {
        return;
    };
    let p = turn.player;
    let name = state.player_name(p).to_string();
    let to = |state: &mut State, phase: Phase| {
        if let Some(t) = state.turn.as_mut() {
            t.phase = phase;
        }
    };
    let phase = if state.players[p].out {
        Phase::End
    } else {
        turn.phase
    };
    match phase {
        Phase::Straighten => {
            to(state, Phase::Events);
            out.say(
                format_args!("{name}'s events phase"),
                &[ids::REF_TURN_PHASES, ids::REF_TURN_EVENTS],
            );
            reveal(state, p, out);
        }
        Phase::Events => {
            to(state, Phase::Action);
            state.opportunity = Some(Opportunity {
                chance: p,
                passes: 0,
                acted: None,
            });
            out.say(
                format_args!("{name}'s action phase: {name} has the first opportunity to act; the opportunity goes round the table to the left, one action or a pass each, and the phase ends when every player has passed in a row"),
                &[ids::REF_TURN_PHASES, ids::REF_TURN_ACTION, ids::ACTION_PRIORITY],
            );
        }
        Phase::Action => end_action_phase(state, out),
        Phase::Attack | Phase::Battle => {
            if turn.phase == Phase::Battle {
                end_battle_segment(state, out);
            }
            end_attack_phase(state, out);
        }
        Phase::Dynasty => {
            to(state, Phase::End);
            state.to_draw = Some(p);
            out.say(
                format_args!("{name}'s end phase: {name} draws one fate card (record it with `hand {name} CARD`), then discards down to eight if holding more"),
                &[ids::REF_TURN_PHASES, ids::REF_TURN_END],
            );
        }
        Phase::End => {
            end_of_turn(state, out);
            let next = state.left_of(p);
            state.turn = Some(Turn {
                player: next,
                phase: Phase::Straighten,
                number: turn.number + 1,
            });
            state.petitioned = false;
            state.to_draw = None;
            state.opportunity = None;
            state.attack = None;
            state.events_due.clear();
            if state.players[p].out {
                out.say_reading(
                    format_args!(
                        "{name} has left the game: the rest of their turn is not played; {}'s turn begins (on {name}'s left); phase: straighten",
                        state.player_name(next)
                    ),
                    &[ids::REF_TURN_PHASES],
                    ids::VICTORY_DISHONOR_LOSS,
                );
            } else {
                out.say(
                    format_args!(
                        "{name}'s turn ends; {}'s turn begins (on {name}'s left); phase: straighten",
                        state.player_name(next)
                    ),
                    &[ids::REF_TURN_PHASES],
                );
            }
            honor_victory_check(state, next, out);
            straighten(state, next, out);
        }
    }
}

/// The action phase ends: the attack phase begins.
pub(super) fn end_action_phase(state: &mut State, out: &mut Out) {
    state.opportunity = None;
    let Some(t) = state.turn.as_mut() else {
        return;
    };
    t.phase = Phase::Attack;
    let p = t.player;
    let name = state.player_name(p).to_string();
    out.say(
        format_args!("{name}'s attack phase: `{name} attacks PLAYER` declares an attack; `next` passes it by"),
        &[ids::REF_TURN_PHASES, ids::REF_BATTLE_SEGMENTS],
    );
}

/// The attack phase ends: the dynasty phase begins.
pub(super) fn end_attack_phase(state: &mut State, out: &mut Out) {
    state.opportunity = None;
    state.attack = None;
    let Some(t) = state.turn.as_mut() else {
        return;
    };
    t.phase = Phase::Dynasty;
    let p = t.player;
    let name = state.player_name(p).to_string();
    out.say(
        format_args!("{name}'s dynasty phase: only {name} acts, with dynasty actions (recruiting face-up province cards, discarding them, laying experienced versions over earlier ones); `next` ends it"),
        &[ids::REF_TURN_PHASES, ids::REF_TURN_DYNASTY],
    );
}

/// After an event: an action taken on an opportunity is remembered, and once it has fully resolved
/// the next opportunity goes to the acting player's left.
pub(super) fn after_event(state: &mut State, actor: Option<PlayerIx>, out: &mut Out) {
    let Some(mut o) = state.opportunity else {
        return;
    };
    if let Some(a) = actor {
        if o.acted.is_none() {
            o.acted = Some(a);
        }
    }
    if let Some(a) = o.acted {
        if state.stack.is_empty() && state.petition.is_none() && state.question.is_none() {
            let next = state.left_of(a);
            o = Opportunity {
                chance: next,
                passes: 0,
                acted: None,
            };
            out.say(
                format_args!(
                    "{}'s action has resolved: the next opportunity to act goes to {}, on their left (a reaction taken meanwhile was no one's opportunity)",
                    state.player_name(a),
                    state.player_name(next)
                ),
                &[opportunity_rule(state), ids::ACTION_REACTION_NOT_A_TURN],
            );
        }
    }
    state.opportunity = Some(o);
}

/// A pass of the opportunity to act (nothing declared is waiting). True if the round ended.
pub(super) fn pass_opportunity(state: &mut State, passer: PlayerIx, out: &mut Out) -> bool {
    let Some(mut o) = state.opportunity else {
        return true;
    };
    let active = state.active_players();
    o.passes += 1;
    let name = state.player_name(passer).to_string();
    if o.passes >= active {
        state.opportunity = None;
        if state.battle().is_some() {
            out.say_reading(
                format_args!("{name} passes; every player has passed in a row: the battle action segment ends"),
                &[],
                ids::REF_BATTLE_DEFENDER_FIRST,
            );
            end_battle_segment(state, out);
            super::battle::resolve_battle(state, out);
        } else {
            out.say(
                format_args!(
                    "{name} passes; every player has passed in a row: the action phase ends"
                ),
                &[ids::REF_TURN_ACTION],
            );
            end_action_phase(state, out);
        }
        return true;
    }
    o.chance = state.left_of(passer);
    state.opportunity = Some(o);
    out.say(
        format_args!(
            "{name} passes; the opportunity to act goes to {} ({} pass(es) in a row)",
            state.player_name(o.chance),
            o.passes
        ),
        &[opportunity_rule(state)],
    );
    false
}

/// The rule that passes the opportunity to act round the table: the battle action segment's in a
/// battle, the action phase's otherwise.
fn opportunity_rule(state: &State) -> ids::RuleId {
    if state.battle().is_some() {
        ids::REF_BATTLE_DEFENDER_FIRST
    } else {
        ids::REF_TURN_ACTION
    }
}

/// Who acts first when several want to: the current player, or the defender in battle.
pub(super) fn priority(state: &State, p: PlayerIx, phase: Phase, out: &mut Out) {
    let name = state.player_name(p);
    match phase {
        Phase::Action => out.say(
            format_args!("When several players want to act at once, {name}, the current player, goes first, then the others in turn order"),
            &[ids::ACTION_PRIORITY],
        ),
        Phase::Battle => out.say(
            "In the battle action segment the defender takes the first action",
            &[ids::ACTION_PRIORITY, ids::ACTION_BATTLE],
        ),
        _ => {}
    }
}
