//! `decide`: checks one command against the rules and the board and returns the event it
//! produces, or the reason it is refused. Pure: reads the state, changes nothing. This file
//! dispatches each command to the module of its rule area, and holds the guard over every command
//! (game over, a question or a petition open) and the overflow check; the checks the rule areas
//! share are in `core/checks.rs`.

use super::adjust::decide_adjust;
use super::apply::apply_inner;
use super::attach::move_attachment;
use super::battle::{decide_assign, decide_attack, decide_fight};
use super::core::checks::player_name;
use super::core::error::{Refusal, Rejection};
use super::core::event::Event;
use super::core::library::Library;
use super::core::out::Out;
use super::core::state::{Question, State};
use super::core::typed_card::card_def;
use super::favor::{decide_gift, decide_petition, decide_support, decide_use_favor};
use super::play::{play, PlayArgs};
use super::province::{decide_fill, decide_player_discard, decide_province};
use super::seppuku::{decide_seppuku, decline};
use super::setup::{decide_enter, decide_hand, players, EnterArgs};
use super::turn::{decide_next, decide_start, decide_turn};
use super::window::decide_pass;
use crate::lang::ast::{ActionKind, Command};
use crate::rules::ids;

/// Decides what a command does. `undo` and `expect` are not decided here: undo needs the
/// history ([`super::Game::decide`]) and expectations are checks, not events.
pub fn decide(state: &State, cmd: &Command, lib: &Library) -> Result<Event, Rejection> {
    let ev = decide_event(state, cmd, lib)?;
    // Numbers that grow are checked: an event whose consequences would take one past its range
    // (family honor past 2147483647, say) is refused before anything is recorded.
    let mut dry = state.clone();
    let mut out = Out::sink();
    apply_inner(&mut dry, &ev, &mut out);
    if let Some(what) = out.overflow {
        return Err(Refusal::Overflow { what }.input());
    }
    Ok(ev)
}

fn decide_event(state: &State, cmd: &Command, lib: &Library) -> Result<Event, Rejection> {
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
        Command::Turn { player, phase } => decide_turn(state, player, phase.value),
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
        } => decide_enter(
            state,
            lib,
            EnterArgs {
                player,
                card,
                on: on.as_ref(),
                bowed: *bowed,
                dishonored: *dishonored,
                handle: handle.as_ref(),
            },
        ),
        Command::Hand { player, card } => decide_hand(state, lib, player, card),
        Command::Card(spec) => Ok(Event::DefineCard {
            card: Box::new(card_def(state, lib, spec, None)?),
        }),
        Command::Adjust { verb, handle } => decide_adjust(state, verb.value, handle),
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
            ability,
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
                ability: ability.as_ref(),
            },
        ),
        Command::Pass(who) => decide_pass(state, &who.value),
        Command::Petition { player, spokesman } => decide_petition(state, player, spokesman),
        Command::Support {
            player,
            handle,
            side,
        } => decide_support(state, player, handle, side),
        Command::Gift { player, card, side } => decide_gift(state, player, card, side),
        Command::Seppuku { player, handle } => decide_seppuku(state, player, handle),
        Command::Decline { player } => decline(state, player),
        Command::UseFavor {
            player,
            kind,
            target,
        } => decide_use_favor(state, player, kind.value, target.as_ref()),
        Command::Move { player, card, to } => move_attachment(state, player, card, to),
        Command::AnswerChallenge { player, accept } => {
            super::duel::decide_answer(state, player, *accept)
        }
        Command::Focus { player, card } => super::duel::decide_focus(state, player, card),
        Command::Strike { player } => super::duel::decide_strike(state, player),
        Command::Shoot {
            player,
            target,
            with,
        } => super::ranged::decide_shoot(state, player, target, with),
        Command::Frighten {
            player,
            target,
            with,
        } => super::fear::decide_frighten(state, player, target, with),
        Command::Tactics {
            player,
            personality,
            card,
        } => super::tactician::decide_tactics(state, player, personality, card),
        Command::Province {
            player,
            handle,
            strength,
        } => decide_province(state, player, handle, strength.as_ref()),
        Command::Fill { province, card } => decide_fill(state, lib, province, card),
        Command::GameOption(option) => Ok(Event::SetOption {
            option: option.value,
        }),
        Command::Reveal { province } => super::province::decide_reveal(state, province),
        Command::Start(how) => decide_start(state, how),
        Command::Next => decide_next(state),
        Command::Attack { player, defender } => decide_attack(state, player, defender),
        Command::Assign {
            player,
            unit,
            province,
        } => decide_assign(state, player, unit, province),
        Command::Fight { player, province } => decide_fight(state, player, province),
        Command::PlayerDiscard { player, card } => decide_player_discard(state, player, card),
        Command::Expect(_) => Err(Refusal::ExpectIsNoAction.input()),
        Command::Undo => Err(Refusal::UndoNeedsHistory.by(ids::PROC_UNDO)),
    }
}

/// What may happen while the game is over, a question is open or a petition is open.
pub(super) fn guard(state: &State, cmd: &Command) -> Result<(), Rejection> {
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
            | Command::Province { .. }
            | Command::Fill { .. }
            | Command::GameOption(_)
            | Command::Reveal { .. }
            | Command::Adjust { .. }
            | Command::Expect(_)
            | Command::Undo
    );
    if setup {
        return Ok(());
    }
    if state.players.is_empty() {
        return Err(Refusal::NoPlayers.by(ids::PROC_SETUP));
    }
    if let Some((w, victory)) = state.winner {
        return Err(Refusal::GameOver {
            winner: state.player_name(w).to_string(),
        }
        .by(victory_rule(victory)));
    }
    if let Some(Question::Seppuku { player, .. }) = &state.question {
        let answering = matches!(
            cmd,
            Command::Seppuku { .. } | Command::Decline { .. } | Command::Pass(_)
        );
        if !answering {
            return Err(Refusal::QuestionOpen {
                player: state.player_name(*player).to_string(),
            }
            .by(ids::TRAIT_SAMURAI));
        }
    }
    if state.petition.is_some() {
        let in_petition = matches!(
            cmd,
            Command::Support { .. } | Command::Gift { .. } | Command::Pass(_)
        );
        if !in_petition {
            let reaction = matches!(cmd, Command::Play { reacts: true, .. })
                || matches!(cmd, Command::UseFavor { kind, .. } if kind.value == ActionKind::Reaction);
            return Err(Refusal::PetitionOpen.by(if reaction {
                ids::FAVOR_PETITION
            } else {
                ids::FAVOR_PETITION_ORDER
            }));
        }
    }
    super::duel::guard(state, cmd)
}
/// The rule by which a game is won.
fn victory_rule(victory: super::core::state::Victory) -> ids::RuleId {
    use super::core::state::Victory;
    match victory {
        Victory::Military => ids::VICTORY_MILITARY,
        Victory::Honor => ids::VICTORY_HONOR,
        Victory::Enlightenment => ids::VICTORY_ENLIGHTENMENT,
    }
}
