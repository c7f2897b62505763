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
use crate::msg;
use crate::msg::{Arg, Msg};
use crate::rules::ids;

/// Phrases joined by semicolons ("a; b" in English, "a。b" in Japanese).
pub(super) fn semicolons(items: Vec<Msg>) -> Vec<Arg> {
    let mut out = Vec::new();
    for (i, m) in items.into_iter().enumerate() {
        if i > 0 {
            out.push(Arg::from(msg!("semicolon")));
        }
        out.push(Arg::from(m));
    }
    out
}

/// A phase, named in the language asked for.
pub(super) fn phase_msg(phase: Phase) -> Msg {
    msg!("phase-name", phase = phase.keyword())
}

/// At the end of a turn, what is neither permanent nor a token ends, and so do copies.
pub(super) fn end_of_turn(state: &mut State, out: &mut Out) {
    let mut notes = Vec::new();
    // Only cards changed since the last end of turn can hold what ends with this one.
    for at in state.cards.end_turn() {
        // A card with nothing on it has nothing to end: left untouched, its hash stays (and a
        // card read from a saved board is not decoded to be asked).
        if state.cards.glance(at).is_none_or(|c| !c.modified) {
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
                what.push(msg!("turn-ends-bonuses", count = gone));
            }
            if traits_gone > 0 {
                what.push(msg!("turn-ends-traits", count = traits_gone));
            }
            if let Some(src) = copied {
                what.push(msg!("turn-ends-copied", source = src));
            }
            notes.push(msg!(
                "turn-ends-card",
                handle = &c.handle,
                what = Arg::commas(what)
            ));
        }
    }
    if !notes.is_empty() {
        out.say(
            || {
                msg!(
                    "step-turn-ends-lasting",
                    notes = Arg::Concat(semicolons(notes))
                )
            },
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
            || {
                msg!(
                    "step-turn-begins-phase",
                    player = &player,
                    phase = phase_msg(*phase)
                )
            },
            &[ids::REF_TURN_PHASES],
        );
        priority(state, p, *phase, out);
        honor_victory_check(state, p, out);
    } else {
        out.say(
            || {
                msg!(
                    "step-phase-now",
                    player = &player,
                    phase = phase_msg(*phase)
                )
            },
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
                || {
                    msg!(
                        "step-honor-40-no-victory",
                        player = &player,
                        honor = pl.honor
                    )
                },
                &[ids::VICTORY_HONOR],
            );
        } else if state.winner.is_none() {
            state.winner = Some((p, Victory::Honor));
            out.say(
                || msg!("step-honor-victory", player = &player, honor = pl.honor),
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
            || msg!("step-first-named", player = &name),
            &[ids::SETUP_FIRST_PLAYER],
        ),
        StartHow::HighestHonor => out.say(
            || {
                msg!(
                    "step-first-highest-honor",
                    player = &name,
                    honor = state.players[p].honor
                )
            },
            &[ids::OPTIONAL_FIRST_TURN],
        ),
        StartHow::Draw(list) => {
            let totals: Vec<String> = list
                .iter()
                .map(|(n, f)| {
                    let h = state
                        .player_ix(n)
                        .map(|i| state.players[i].honor)
                        .unwrap_or(0);
                    format!("{n} {h} + {f} = {}", i64::from(h) + i64::from(*f))
                })
                .collect();
            out.say_reading(
                || {
                    msg!(
                        "step-first-draw",
                        totals = Arg::commas(totals),
                        player = &name
                    )
                },
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
        || msg!("step-first-turn-begins", player = &name),
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
            || msg!("step-straighten-none", player = &name),
            &[ids::REF_TURN_STRAIGHTEN],
        );
    } else {
        out.say_reading(
            || {
                msg!(
                    "step-straighten",
                    player = &name,
                    cards = Arg::commas(&done)
                )
            },
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
                || msg!("step-events-phase", player = &name),
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
                || msg!("step-action-phase", player = &name),
                &[
                    ids::REF_TURN_PHASES,
                    ids::REF_TURN_ACTION,
                    ids::ACTION_PRIORITY,
                ],
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
                || msg!("step-end-phase", player = &name),
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
                    || {
                        msg!(
                            "step-turn-skips-out",
                            player = &name,
                            next = state.player_name(next)
                        )
                    },
                    &[ids::REF_TURN_PHASES],
                    ids::VICTORY_DISHONOR_LOSS,
                );
            } else {
                out.say(
                    || {
                        msg!(
                            "step-turn-passes",
                            player = &name,
                            next = state.player_name(next)
                        )
                    },
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
        || msg!("step-attack-phase", player = &name),
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
        || msg!("step-dynasty-phase", player = &name),
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
                || {
                    msg!(
                        "step-action-resolved-next",
                        player = state.player_name(a),
                        next = state.player_name(next)
                    )
                },
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
                || msg!("step-battle-segment-ends", player = &name),
                &[],
                ids::REF_BATTLE_DEFENDER_FIRST,
            );
            end_battle_segment(state, out);
            super::battle::resolve_battle(state, out);
        } else {
            out.say(
                || msg!("step-action-phase-ends", player = &name),
                &[ids::REF_TURN_ACTION],
            );
            end_action_phase(state, out);
        }
        return true;
    }
    o.chance = state.left_of(passer);
    state.opportunity = Some(o);
    out.say(
        || {
            msg!(
                "step-opportunity-passes",
                player = &name,
                next = state.player_name(o.chance),
                passes = o.passes
            )
        },
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
            || msg!("step-priority-action", player = &name),
            &[ids::ACTION_PRIORITY],
        ),
        Phase::Battle => out.say(
            || msg!("step-priority-battle"),
            &[ids::ACTION_PRIORITY, ids::ACTION_BATTLE],
        ),
        _ => {}
    }
}
