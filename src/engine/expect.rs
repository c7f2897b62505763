//! `expect` lines: checks of the board that make a scenario test itself.

use super::core::error::Rejection;
use super::core::library::Library;
use super::core::names;
use super::core::state::Zone;
use super::Game;
use crate::lang::ast::{DeadKind, ExpectStat, Expectation};

/// The outcome of one expectation that could be evaluated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    Passed(String),
    Failed { expected: String, found: String },
}

fn compare<T: PartialEq + std::fmt::Display>(what: &str, expected: T, found: T) -> Outcome {
    if expected == found {
        Outcome::Passed(format!("{what} is {found}"))
    } else {
        Outcome::Failed {
            expected: format!("{what} {expected}"),
            found: format!("{what} {found}"),
        }
    }
}

fn yes_no(what: String, expected: bool, found: bool, yes: &str, no: &str) -> Outcome {
    let word = |b: bool| if b { yes } else { no };
    if expected == found {
        Outcome::Passed(format!("{what} is {}", word(found)))
    } else {
        Outcome::Failed {
            expected: format!("{what} {}", word(expected)),
            found: format!("{what} is {}", word(found)),
        }
    }
}

/// Evaluates an expectation. An unknown name is an error, not a failure.
pub fn check(game: &Game, e: &Expectation, lib: &Library) -> Result<Outcome, Rejection> {
    let state = game.state();
    Ok(match e {
        Expectation::Honor { player, value } => {
            let p = names::player(state, player)?;
            compare(
                &format!("{}'s family honor", state.player_name(p)),
                value.value,
                state.players[p].honor,
            )
        }
        Expectation::Favor(holder) => {
            let expected = match holder {
                Some(n) => state.player_name(names::player(state, n)?).to_string(),
                None => "nobody".into(),
            };
            let found = state
                .favor
                .map(|p| state.player_name(p).to_string())
                .unwrap_or_else(|| "nobody".into());
            compare("the Imperial Favor holder", expected, found)
        }
        Expectation::Bowed { handle, bowed } => {
            let c = names::board_card(state, handle)?;
            yes_no(c.handle.clone(), *bowed, c.bowed, "bowed", "unbowed")
        }
        Expectation::Alive(handle) => {
            let c = names::board_card(state, handle)?;
            yes_no(
                c.handle.clone(),
                true,
                c.zone == Zone::InPlay,
                "in play",
                &format!("not in play ({})", zone_word(c.zone)),
            )
        }
        Expectation::Dead { handle, kind } => {
            let c = names::board_card(state, handle)?;
            match kind {
                None => {
                    let dead = matches!(
                        c.zone,
                        Zone::Dead(DeadKind::Honorable | DeadKind::Dishonorable)
                    );
                    yes_no(
                        c.handle.clone(),
                        true,
                        dead,
                        "dead",
                        &format!("not dead ({})", zone_word(c.zone)),
                    )
                }
                Some(k) => compare(&c.handle, zone_word(Zone::Dead(k.value)), zone_word(c.zone)),
            }
        }
        Expectation::Dishonored { handle, dishonored } => {
            let c = names::board_card(state, handle)?;
            yes_no(
                c.handle.clone(),
                *dishonored,
                c.dishonored,
                "dishonored",
                "honorable",
            )
        }
        Expectation::Stat {
            stat,
            handle,
            value,
        } => {
            let c = names::board_card(state, handle)?;
            let (word, found) = match stat.value {
                ExpectStat::Force => ("force", state.force(c)),
                ExpectStat::Chi => ("chi", state.chi(c)),
                ExpectStat::PersonalHonor => ("personal honor", state.personal_honor(c)),
                ExpectStat::UnitForce => ("unit force", state.unit_force(c)),
            };
            compare(&format!("{}'s {word}", c.handle), value.value, found)
        }
        Expectation::Phase(phase) => {
            let found = state.turn.map(|t| t.phase.keyword()).unwrap_or("not set");
            compare("the phase", phase.value.keyword(), found)
        }
        Expectation::Turn(player) => {
            let p = names::player(state, player)?;
            let found = state
                .turn
                .map(|t| state.player_name(t.player).to_string())
                .unwrap_or_else(|| "nobody".into());
            compare(
                "the current player",
                state.player_name(p).to_string(),
                found,
            )
        }
        Expectation::Winner(w) => {
            let expected = match w {
                Some(n) => state.player_name(names::player(state, n)?).to_string(),
                None => "nobody".into(),
            };
            let found = state
                .winner
                .map(|(p, _)| state.player_name(p).to_string())
                .unwrap_or_else(|| "nobody".into());
            compare("the winner", expected, found)
        }
        Expectation::Out(player) => {
            let p = names::player(state, player)?;
            yes_no(
                state.player_name(p).to_string(),
                true,
                state.players[p].out,
                "out of the game",
                "still in the game",
            )
        }
        Expectation::Chance(player) => {
            let p = names::player(state, player)?;
            let found = state
                .chance()
                .map(|c| state.player_name(c).to_string())
                .unwrap_or_else(|| "nobody".into());
            compare(
                "the player with the chance",
                state.player_name(p).to_string(),
                found,
            )
        }
        Expectation::Duel(None) => {
            let found = match &state.duel {
                None => "none".to_string(),
                Some(d) => format!("{} against {}", d.challenger, d.challenged),
            };
            compare("the duel", "none".to_string(), found)
        }
        Expectation::Duel(Some((handle, value))) => {
            let c = names::board_card(state, handle)?;
            match state.duel.as_ref().filter(|d| {
                d.begun
                    && (d.challenger.eq_ignore_ascii_case(&c.handle)
                        || d.challenged.eq_ignore_ascii_case(&c.handle))
            }) {
                Some(d) => compare(
                    &format!("{}'s total in the duel", c.handle),
                    value.value,
                    d.total(&c.handle),
                ),
                None => Outcome::Failed {
                    expected: format!("{} in a duel with total {}", c.handle, value.value),
                    found: format!("{} is not fighting a duel", c.handle),
                },
            }
        }
        Expectation::Gone(handle) => {
            let c = names::board_card(state, handle)?;
            let gone = matches!(c.zone, Zone::Discard | Zone::Dead(_));
            yes_no(
                c.handle.clone(),
                true,
                gone,
                &format!("out of play ({})", zone_word(c.zone)),
                &format!("not in a discard pile ({})", zone_word(c.zone)),
            )
        }
        Expectation::Province {
            handle,
            state: want,
        } => {
            let v = super::province::province(state, handle)?;
            let found = if v.destroyed {
                "destroyed"
            } else {
                match &v.card {
                    None => "empty",
                    Some(c) if c.face_up => "face-up",
                    Some(_) => "face-down",
                }
            };
            let ok = found == want.value || (want.value == "standing" && !v.destroyed);
            if ok {
                Outcome::Passed(format!("{} is {found}", v.handle))
            } else {
                Outcome::Failed {
                    expected: format!("{} {}", v.handle, want.value),
                    found: format!("{} {found}", v.handle),
                }
            }
        }
        Expectation::HandSize { player, value } => {
            let p = names::player(state, player)?;
            compare(
                &format!("{}'s hand size", state.player_name(p)),
                value.value,
                super::province::hand_size(state, p) as i32,
            )
        }
        Expectation::Army {
            province,
            attackers,
            value,
        } => {
            let v = super::province::province(state, province)?;
            let units = state
                .attack
                .as_ref()
                .and_then(|a| {
                    a.battlefields
                        .iter()
                        .find(|b| b.province.eq_ignore_ascii_case(&v.handle))
                })
                .map(|b| {
                    if *attackers {
                        b.attackers.clone()
                    } else {
                        b.defenders.clone()
                    }
                })
                .unwrap_or_default();
            let side = if *attackers { "attacking" } else { "defending" };
            compare(
                &format!("the {side} army's force at {}", v.handle),
                value.value,
                state.army_force(&units),
            )
        }
        Expectation::Rejects(line) => match game.decide(&line.command, lib) {
            Err(r) => Outcome::Passed(format!("`{}` is refused: {r}", line.text)),
            Ok(_) => Outcome::Failed {
                expected: format!("`{}` to be refused", line.text),
                found: "it is accepted".into(),
            },
        },
    })
}

pub fn zone_word(z: Zone) -> &'static str {
    match z {
        Zone::InPlay => "in play",
        Zone::Hand => "in hand",
        Zone::Dead(DeadKind::Honorable) => "honorable dead",
        Zone::Dead(DeadKind::Dishonorable) => "dishonorable dead",
        Zone::Dead(DeadKind::Discarded) => "discarded",
        Zone::Discard => "in the discard pile",
        Zone::Removed => "out of the game",
    }
}
